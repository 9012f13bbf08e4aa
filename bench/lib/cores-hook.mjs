// Loaded with `node --import` (through NODE_OPTIONS) by `fix-real-world.mjs --pool-cores N`: makes
// os.availableParallelism() and os.cpus() report N cores, so the product sizes its worker pool as it
// would on an N-core machine (to measure the memory that pool needs; the timings then mean little).
import os from 'node:os';
import { syncBuiltinESMExports } from 'node:module';

const n = Number(process.env.HM_BENCH_CORES);
if (Number.isInteger(n) && n > 0) {
  const real = os.cpus;
  os.availableParallelism = () => n;
  os.cpus = () => {
    const list = real();
    return Array.from({ length: n }, (_, i) => list[i % list.length]);
  };
  syncBuiltinESMExports();
}
