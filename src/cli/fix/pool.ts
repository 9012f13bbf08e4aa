/**
 * Runs the codemod over many files. Parsing is CPU-bound, so past a few dozen files a pool of worker
 * threads (one per core) takes turns pulling the next file; below that, starting threads costs more
 * than it saves and everything runs in-process.
 */
import { boundHeapGrowth, canRunWorker, outOfMemory, poolSize, runPool } from '../worker-pool.js';
import type { MigrateSettings, Task, TaskResult } from './migrate-task.js';
import type { Concurrency } from '../shared-options.js';

// A worker loads oxc-parser, the scope manager and the engine in ~0.2 s (TypeScript only for a file
// oxc refuses, or a migrated text it does not accept): a few dozen files repay that.
export const POOL_THRESHOLD = 40;

export async function migrateAll(tasks: readonly Task[], settings: MigrateSettings, onDone: () => void, concurrency: Concurrency = 'auto'): Promise<TaskResult[]> {
  const workerFile = new URL('./worker.js', import.meta.url);
  // Each worker holds its own parser and heap: four keep a run well under 1 GiB.
  const size = concurrency === 'off' ? 1 : concurrency === 'auto' ? poolSize(4) : concurrency;
  const largestTaskChars = tasks.reduce((n, task) => Math.max(n, task.text.length), 0);
  boundHeapGrowth(largestTaskChars);
  if (tasks.length <= POOL_THRESHOLD || size < 2 || !canRunWorker(workerFile)) {
    // Loaded here, not at the top: with a pool, the parser need not load in this thread too.
    const { migrateTask } = await import('./migrate-task.js');
    return tasks.map((task) => {
      const result = migrateTask(task, settings);
      onDone();
      return result;
    });
  }
  const results: TaskResult[] = [];
  // Workers only: this thread holds every file's text, bytes and result for the writes, and taking
  // tasks as well made it the largest heap of the run (+150 MiB).
  // Tasks whose worker ran out of memory under its ceiling: run again here once the pool is done.
  const again: Task[] = [];
  await runPool<Task, TaskResult>(tasks, {
    workerFile,
    workerData: settings,
    size,
    largestTaskChars,
    onResult: (_task, result) => {
      results.push(result);
      onDone();
    },
    onCrash: (task, error) => {
      if (outOfMemory(error)) return void again.push(task);
      results.push({ index: task.index, rewritten: {}, todos: {}, error: { message: `internal error in the codemod: ${error.message}` } });
      onDone();
    },
  });
  if (again.length > 0) {
    const { migrateTask } = await import('./migrate-task.js');
    for (const task of again) {
      results.push(migrateTask(task, settings));
      onDone();
    }
  }
  return results.sort((a, b) => a.index - b.index);
}
