/** Worker thread of the `fix` pool: migrates the files it is sent, one message each. */
import { parentPort, workerData } from 'node:worker_threads';
import { migrateTask, type MigrateSettings, type Task } from './migrate-task.js';

const settings = workerData as MigrateSettings;
parentPort!.on('message', (task: Task) => parentPort!.postMessage(migrateTask(task, settings)));
