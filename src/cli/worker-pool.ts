/**
 * A pool of worker threads that take turns pulling the next task: `check`'s own path and `fix` share
 * it. Each thread loads its module once and answers one message per task; a thread that dies (out of
 * memory, a native crash) fails the task it held, and a fresh thread takes over the rest.
 *
 * Memory: V8 lets a heap grow to several times what it holds before it collects the old generation
 * (on 2,250 integration files a thread held ~95 MiB live and grew to ~400 MiB). So each worker gets an
 * old-generation ceiling sized by the largest task (`heapCeilingMb`); a task whose worker runs out of
 * memory under it (`outOfMemory`) is for the caller to run again in this thread, which has none.
 * Measured on that corpus (bench/check-integrations.mjs): check's peak RSS 675 → 565 MiB and fix
 * --dry's 864 → 537 MiB (the target is 600), for ~4% more wall time (8.2 → 8.5 s) in more collections.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
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

/** A worker's old-generation ceiling: at least 256 MiB, and ~500 times the largest task's text. */
export function heapCeilingMb(largestTaskChars: number): number {
  return Math.max(256, Math.ceil((largestTaskChars * 500) / (1024 * 1024)));
}

/** A file this large (characters) makes a heap of hundreds of MiB wherever it is analysed. */
const LARGE_TASK_CHARS = 1024 * 1024;

/**
 * With a file of megabytes among the tasks, every heap of the process (this thread's has no ceiling)
 * grows in smaller steps between collections: V8's default let one 100,000-line file's check reach
 * 653 MiB where it held under 300; at 50% it peaks at ~533 MiB for ~5% more time. Runs of ordinary
 * files keep the default, which is the faster.
 */
export function boundHeapGrowth(largestTaskChars: number): void {
  if (largestTaskChars >= LARGE_TASK_CHARS) setFlagsFromString('--heap-growing-percent=50');
}

/**
 * Tasks each thread holds at once: the next one waits in its queue, not on a round trip to this thread.
 * (Four held at once made fix's peak memory grow by ~300 MiB.)
 */
const DEPTH = 2;

/**
 * `size` threads in all: this one (with `local`: it takes tasks between the workers' messages, and
 * spares one thread's start-up, its JIT warm-up and the copies of its tasks) and `size - 1` workers,
 * or `size` workers without `local`.
 */
export interface PoolOptions<T, R> {
  workerFile: URL;
  workerData: unknown;
  size: number;
  /** The largest task's text, in characters: it sizes each worker's heap ceiling. */
  largestTaskChars: number;
  onResult: (task: T, result: R) => void;
  onCrash: (task: T, error: Error) => void;
  /** A lane in this thread beside the workers: runs a task here. */
  local?: (task: T) => R;
}

/** The error of a worker that reached its heap ceiling. */
export function outOfMemory(error: Error): boolean {
  return (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
}

export function runPool<T, R>(tasks: readonly T[], options: PoolOptions<T, R>): Promise<void> {
  const { workerFile, workerData, size, onResult, onCrash, local } = options;
  const resourceLimits = {
    // A larger young generation: a parse makes many short-lived objects, and with V8's default
    // (16 MiB) a tenth of a thread's time went to scavenges that promote what dies soon after.
    maxYoungGenerationSizeMb: 48,
    maxOldGenerationSizeMb: heapCeilingMb(options.largestTaskChars),
  };

  let next = 0;
  // Tasks a dead thread held but never started: another thread takes them first.
  const requeued: T[] = [];
  const take = (): T | undefined => (requeued.length ? requeued.shift() : next < tasks.length ? tasks[next++] : undefined);
  const left = (): boolean => requeued.length > 0 || next < tasks.length;
  let running = 0;
  return new Promise((resolve) => {
    if (tasks.length === 0) return resolve();
    if (local) {
      running++;
      const lane = (): void => {
        const task = take();
        if (task === undefined) {
          if (--running === 0) resolve();
          return;
        }
        let result: R;
        try {
          result = local(task);
        } catch (error) {
          onCrash(task, error as Error);
          setImmediate(lane);
          return;
        }
        onResult(task, result);
        setImmediate(lane); // the workers' messages are handled between two tasks
      };
      setImmediate(lane);
    }
    const start = (): void => {
      const worker = new Worker(workerFile, { workerData, resourceLimits });
      // In order: a thread answers its messages one by one, first to last.
      const held: T[] = [];
      running++;
      const feed = (): void => {
        while (held.length < DEPTH) {
          const task = take();
          if (task === undefined) break;
          held.push(task);
          worker.postMessage(task);
        }
        if (held.length === 0) void worker.terminate();
      };
      worker.on('message', (result: R) => {
        onResult(held.shift()!, result);
        feed();
      });
      worker.on('error', (error) => {
        const current = held.shift();
        if (current !== undefined) onCrash(current, error);
        requeued.push(...held.splice(0));
      });
      worker.on('exit', () => {
        running--;
        if (left()) start();
        else if (running === 0) resolve();
      });
      feed();
    };
    for (let i = 0; i < Math.min(local ? size - 1 : size, tasks.length); i++) start();
  });
}
