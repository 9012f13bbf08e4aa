import { describe, expect, it } from 'vitest';
import { heapCeilingMb, outOfMemory, runPool } from '../../src/cli/worker-pool.js';

const workerFile = new URL('./workers/echo-or-grow.mjs', import.meta.url);

describe('worker pool', () => {
  it('sizes a worker heap ceiling by the largest task: 256 MiB at least, ~500× a large text', () => {
    expect(heapCeilingMb(0)).toBe(256);
    expect(heapCeilingMb(100_000)).toBe(256);
    expect(heapCeilingMb(3 * 1024 * 1024)).toBe(1500);
  });

  it('reports a task whose worker ran out of memory under its ceiling as such, and runs the others', async () => {
    const results: Array<[number | string, number]> = [];
    const crashes: Array<[number | string, boolean]> = [];
    await runPool<number | string, number>([1, 'grow', 2, 3, 4], {
      workerFile,
      workerData: undefined,
      size: 2,
      largestTaskChars: 0,
      onResult: (task, result) => results.push([task, result]),
      onCrash: (task, error) => crashes.push([task, outOfMemory(error)]),
    });
    expect(crashes).toEqual([['grow', true]]);
    expect(results.sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([[1, 2], [2, 4], [3, 6], [4, 8]]);
  }, 30_000);

  it('runs tasks in this thread beside the workers when given a local lane', async () => {
    const where: string[] = [];
    await runPool<number, number>([1, 2, 3, 4, 5, 6], {
      workerFile,
      workerData: undefined,
      size: 2,
      largestTaskChars: 0,
      onResult: (task, result) => where.push(`${task}:${result}`),
      onCrash: () => where.push('crash'),
      local: (task) => task * 2,
    });
    expect(where.sort()).toEqual(['1:2', '2:4', '3:6', '4:8', '5:10', '6:12']);
  });
});
