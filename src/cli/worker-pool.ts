/**
 * A pool of worker threads that take turns pulling the next task: `check`'s own path and `fix` share
 * it. Each thread loads its module once and answers one message per task; a thread that dies (out of
 * memory, a native crash) fails the task it held, and a fresh thread takes over the rest.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Threads for a run on this machine: one per core, at most `max` (each holds its own parser and heap). */
export function poolSize(max: number): number {
  return Math.min(availableParallelism(), max);
}

/** Worker modules exist only as compiled JavaScript (dist/): run from sources (tests), stay in-process. */
export function canRunWorker(workerFile: URL): boolean {
  return existsSync(fileURLToPath(workerFile));
}

export function runPool<T, R>(
  tasks: readonly T[],
  workerFile: URL,
  workerData: unknown,
  size: number,
  onResult: (task: T, result: R) => void,
  onCrash: (task: T, error: Error) => void,
): Promise<void> {
  let next = 0;
  let running = 0;
  return new Promise((resolve) => {
    if (tasks.length === 0) return resolve();
    const start = (): void => {
      // A larger young generation: a parse makes many short-lived objects, and with V8's default
      // (16 MiB) a tenth of a thread's time went to scavenges that promote what dies soon after.
      const worker = new Worker(workerFile, { workerData, resourceLimits: { maxYoungGenerationSizeMb: 48 } });
      let current: T | undefined;
      running++;
      const feed = (): void => {
        current = tasks[next++];
        if (current !== undefined) worker.postMessage(current);
        else void worker.terminate();
      };
      worker.on('message', (result: R) => {
        onResult(current!, result);
        feed();
      });
      worker.on('error', (error) => {
        if (current !== undefined) {
          onCrash(current, error);
          current = undefined;
        }
      });
      worker.on('exit', () => {
        running--;
        if (next < tasks.length) start();
        else if (running === 0) resolve();
      });
      feed();
    };
    for (let i = 0; i < Math.min(size, tasks.length); i++) start();
  });
}
