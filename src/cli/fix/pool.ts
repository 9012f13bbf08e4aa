/**
 * Runs the codemod over many files. Parsing is CPU-bound, so past a few hundred files a pool of worker
 * threads (one per core) takes turns pulling the next file; below that, starting threads costs more
 * than it saves and everything runs in-process.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MigrateSettings, Task, TaskResult } from './migrate-task.js';

// Each worker spends about a second loading TypeScript; below a few hundred files one thread is faster.
export const POOL_THRESHOLD = 300;

export async function migrateAll(tasks: readonly Task[], settings: MigrateSettings, onDone: () => void): Promise<TaskResult[]> {
  const workerFile = new URL('./worker.js', import.meta.url);
  // Each worker holds its own TypeScript and parser (~350 MiB at peak): four keep a run under 1.5 GiB.
  const size = Math.min(availableParallelism(), 4);
  // The worker exists only as compiled JavaScript (dist/); run from sources (tests), stay in-process.
  if (tasks.length <= POOL_THRESHOLD || size < 2 || !existsSync(fileURLToPath(workerFile))) {
    // Loaded here, not at the top: with a pool, the parser (TypeScript) need not load in this thread too.
    const { migrateTask } = await import('./migrate-task.js');
    return tasks.map((task) => {
      const result = migrateTask(task, settings);
      onDone();
      return result;
    });
  }
  return runPool(tasks, settings, onDone, workerFile, size);
}

function runPool(tasks: readonly Task[], settings: MigrateSettings, onDone: () => void, workerFile: URL, size: number): Promise<TaskResult[]> {
  const results: TaskResult[] = [];
  let next = 0;
  let running = 0;
  return new Promise((resolve) => {
    const start = (): void => {
      const worker = new Worker(workerFile, { workerData: settings });
      let current: Task | undefined;
      running++;
      const feed = (): void => {
        current = tasks[next++];
        if (current) worker.postMessage(current);
        else void worker.terminate();
      };
      worker.on('message', (result: TaskResult) => {
        results.push(result);
        onDone();
        feed();
      });
      // A thread that dies (out of memory, a native crash) fails its file; a fresh thread takes over.
      worker.on('error', (error) => {
        if (current) {
          results.push({ index: current.index, rewritten: {}, todos: {}, error: { message: `internal error in the codemod: ${error.message}` } });
          onDone();
          current = undefined;
        }
      });
      worker.on('exit', () => {
        running--;
        if (next < tasks.length) start();
        else if (running === 0) resolve(results.sort((a, b) => a.index - b.index));
      });
      feed();
    };
    for (let i = 0; i < Math.min(size, tasks.length); i++) start();
  });
}
