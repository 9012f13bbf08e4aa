#!/usr/bin/env node
// Child process of the benchmarks: ESLint's Node API over a list of files, with the product's parser
// (@typescript-eslint/parser, JSX on) and no rules (the parse-only floor) or the recommended rules.
// Prints one JSON line: { files, wallMs, fatal, messages, ours, findings, concurrency }.
//   node bench/lib/eslint-floor.mjs --cwd DIR --files-from LIST [--rules none|recommended] [--concurrency off|auto|N]
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { parseArgs } from './common.mjs';
import { eslintFor } from './eslint-bench.mjs';

const args = parseArgs(process.argv.slice(2), { cwd: 'string', 'files-from': 'string', rules: 'string', concurrency: 'string' });
const files = readFileSync(args.filesFrom, 'utf8').split('\n').filter(Boolean);
const rules = args.rules ?? 'none';
const concurrency = args.concurrency ?? 'off';
const started = performance.now();
let eslint;
if (concurrency === 'off') eslint = eslintFor({ cwd: args.cwd, rules, concurrency });
else {
  const url = new URL('./floor-options.mjs', import.meta.url);
  url.search = new URLSearchParams({ cwd: args.cwd, rules, concurrency }).toString();
  eslint = await ESLint.fromOptionsModule(url);
}
const results = await eslint.lintFiles(files);
const wallMs = performance.now() - started;
let messages = 0;
let fatal = 0;
const findings = [];
const fatals = [];
for (const r of results) {
  messages += r.messages.length;
  for (const m of r.messages) {
    if (m.fatal) {
      fatal++;
      if (fatals.length < 20) fatals.push({ file: r.filePath, line: m.line, message: m.message });
    }
    if (m.ruleId?.startsWith('hiring-migrate/')) findings.push({ file: r.filePath, line: m.line, column: m.column, ruleId: m.ruleId, message: m.message });
  }
}
console.log(JSON.stringify({ files: results.length, wallMs, messages, fatal, fatals, ours: findings.length, findings: findings.slice(0, 100), concurrency, rules }));
