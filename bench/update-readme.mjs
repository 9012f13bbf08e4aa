// Rewrites the results table of bench/README.md (between the `results` marker comments) from the
// reports the benchmarks write into bench/.out/<name>.json. A benchmark without a report keeps the
// rows the table already has for it.
//   node bench/update-readme.mjs            # full runs only
//   node bench/update-readme.mjs --quick    # a smoke run's report where there is no full one
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const README = join(BENCH_DIR, 'README.md');
const OUT_DIR = join(BENCH_DIR, '.out');
const BENCHES = ['lint-plugin', 'check-real-world', 'fix-real-world', 'check-project', 'check-big-file', 'check-integrations'];
const START = '<!-- results:start -->';
const END = '<!-- results:end -->';
const HEADER = ['| benchmark | measure | result | target | |', '| --- | --- | --- | --- | --- |'];

const args = process.argv.slice(2);
for (const a of args) if (a !== '--quick') throw new Error(`unknown argument ${a} (only --quick)`);
const quick = args.includes('--quick');

const text = readFileSync(README, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) throw new Error(`${README}: no ${START} … ${END} block`);

// The rows already there, by benchmark (a row with an empty first cell belongs to the one above).
const kept = new Map();
let current;
for (const line of text.slice(start + START.length, end).split('\n')) {
  if (!line.startsWith('|') || HEADER.includes(line)) continue;
  const name = /^\|\s*`([^`]+)`/.exec(line)?.[1];
  if (name) current = name;
  if (current) kept.set(current, [...(kept.get(current) ?? []), line]);
}

const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const cmp = (s) => s.replace(/^<=/, '≤').replace(/^>=/, '≥').replace(/^==/, '=');
const STATUS = { PASS: 'PASS', FAIL: '**FAIL**', SKIP: 'not measured', INFO: 'info' };

function rowsOf(report, quickRun) {
  const built = report.build?.plugin ?? report.build?.cli;
  const when = `${report.date.slice(0, 10)}, build ${built ? `${built.slice(0, 10)} ${built.slice(11, 16)} UTC` : 'unknown'}${quickRun ? ', --quick' : ''}`;
  return report.targets.map((t, i) => {
    const status = t.info ? 'INFO' : t.pass === null ? 'SKIP' : t.pass ? 'PASS' : 'FAIL';
    const result = t.note ? `${t.actual}; ${t.note}` : t.actual;
    const first = i === 0 ? ` \`${report.bench}\` (${when}) ` : ' ';
    return `|${first}| ${cell(t.name)} | ${cell(result)} | ${cell(cmp(t.target))} | ${STATUS[status]} |`;
  });
}

const rows = [];
const updated = [];
for (const bench of BENCHES) {
  const full = join(OUT_DIR, `${bench}.json`);
  const smoke = join(OUT_DIR, `${bench}.quick.json`);
  const file = existsSync(full) ? full : quick && existsSync(smoke) ? smoke : undefined;
  if (file) {
    rows.push(...rowsOf(JSON.parse(readFileSync(file, 'utf8')), file === smoke));
    updated.push(bench);
  } else rows.push(...(kept.get(bench) ?? []));
}
for (const [bench, lines] of kept) if (!BENCHES.includes(bench)) rows.push(...lines);

const table = [...HEADER, ...rows].join('\n');
writeFileSync(README, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
console.log(`${README}: ${updated.length ? `rows of ${updated.join(', ')} from bench/.out/` : 'no report of a full run in bench/.out/ (--quick takes smoke runs), table unchanged'}`);
