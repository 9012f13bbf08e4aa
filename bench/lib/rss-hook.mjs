// Loaded with `node --import` (through NODE_OPTIONS) when GNU time is not installed: every node process
// of the measured command appends its own peak resident memory (KiB) to $HM_BENCH_RSS_FILE on exit.
import { appendFileSync } from 'node:fs';

const file = process.env.HM_BENCH_RSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      appendFileSync(file, `${process.resourceUsage().maxRSS}\n`);
    } catch {
      // measuring must never break the measured command
    }
  });
}
