/** Worker thread of `check`'s own path: checks the files it is sent, one message each. */
import { parentPort, workerData } from 'node:worker_threads';
import { checkFile, type OwnSettings } from './own.js';

const settings = workerData as OwnSettings;
parentPort!.on('message', ({ file, text }: { file: string; text: string }) =>
  parentPort!.postMessage(checkFile(file, text, settings)));
