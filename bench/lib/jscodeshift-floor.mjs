#!/usr/bin/env node
// Child process of the codemod benchmarks: jscodeshift's Node API (its Runner, as the binary uses
// it) in dry mode over a directory with a transform. Prints one JSON line:
// { ok, nochange, skip, error, files, errors: [first messages], cpus, timeElapsed }.
//   node bench/lib/jscodeshift-floor.mjs --dir DIR [--transform FILE] [--cpus N] [--run-in-band]
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs, SOURCE_EXTENSIONS } from './common.mjs';

const require = createRequire(import.meta.url);
const args = parseArgs(process.argv.slice(2), { dir: 'string', transform: 'string', cpus: 'number', 'run-in-band': 'boolean' });
const transform = args.transform ?? fileURLToPath(new URL('../noop-transform.cjs', import.meta.url));
const Runner = require('jscodeshift/src/Runner.js');

// The Runner prints errors (and nothing else with silent) on stdout; keep them for the summary.
const errors = [];
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk) => {
  const text = String(chunk);
  if (/ERR/.test(text) && errors.length < 20) errors.push(text.replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 300));
  return true;
};
const started = performance.now();
const stats = await Runner.run(transform, [args.dir], {
  dry: true,
  silent: true,
  verbose: 0,
  print: false,
  babel: false,
  parser: 'tsx',
  extensions: SOURCE_EXTENSIONS.map((e) => e.slice(1)).join(','),
  ...(args.cpus ? { cpus: args.cpus } : {}),
  ...(args.runInBand ? { runInBand: true } : {}),
});
const wallMs = performance.now() - started;
process.stdout.write = write;
const files = stats.ok + stats.nochange + stats.skip + stats.error;
console.log(JSON.stringify({ ok: stats.ok, nochange: stats.nochange, skip: stats.skip, error: stats.error, files, errors, wallMs, timeElapsed: stats.timeElapsed }));
