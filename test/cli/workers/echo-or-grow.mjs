// A pool worker for test/cli/worker-pool.test.ts: answers a number with its double, and on "grow"
// keeps allocating until the thread reaches its heap ceiling.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (task) => {
  if (task === 'grow') {
    const kept = [];
    for (;;) kept.push(new Array(1 << 16).fill({ task }));
  }
  parentPort.postMessage(task * 2);
});
