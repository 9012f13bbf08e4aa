#!/usr/bin/env node
// `check` on one generated 100,000-line integration file, next to ESLint on the same file with the same
// parser and no rules (the parse-only floor), in one run. Targets: ≤ 2× the floor's wall time, peak
// memory < 600 MiB; the floor's own peak memory is printed beside it. A file's analysis must stay
// linear in its size: a search of the whole text per finding made 50,000 lines take twice 25,000's.
//
//   node bench/check-big-file.mjs [--quick] [--reps N] [--lines N]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_MAIN, REPO_DIR, finish, hasCli, lastJsonLine, median, mib, parseArgs, round, secs, target, warnIfBusy, runMeasured } from './lib/common.mjs';
import { generateFile, rng } from './lib/generate.mjs';

const args = parseArgs(process.argv.slice(2), { reps: 'number', lines: 'number' });
const lines = args.lines ?? (args.quick ? 20_000 : 100_000);
const reps = args.reps ?? (args.quick ? 1 : 3);
// Outside the repository: its .gitignore (bench/.corpus/) would hide the file from the CLI.
const dir = join(tmpdir(), 'hiring-migrate-bench-big-file', String(lines));
const file = join(dir, 'integration.ts');
const MAX_RSS = 600 * 1024 ** 2;

function generate() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Integration code for the service throughout, with look-alikes and React/Redux code in between.
  const text = generateFile(rng(14), { kind: 'integration', ext: '.ts', targetLines: lines, index: 0 });
  writeFileSync(file, text);
  writeFileSync(join(dir, 'files.txt'), `${file}\n`);
  return { lines: text.split('\n').length - 1, bytes: Buffer.byteLength(text) };
}

console.log(`check vs ESLint with no rules on one generated ${lines.toLocaleString('en')}-line file`);
if (!hasCli()) {
  finish('check-big-file', { quick: !!args.quick }, [target('check / ESLint (no rules)', undefined, 2)]);
} else {
  warnIfBusy();
  const size = generate();
  console.log(`  ${size.lines.toLocaleString('en')} lines, ${mib(size.bytes)}`);
  const floor = join(REPO_DIR, 'bench/lib/eslint-floor.mjs');
  const times = { eslint: [], check: [] };
  const rss = { eslint: [], check: [] };
  let findings;
  for (let r = 0; r < reps; r++) {
    // Alternating order, so a neighbour's load falls on both alike.
    const runs = r % 2 === 0 ? ['eslint', 'check'] : ['check', 'eslint'];
    for (const which of runs) {
      if (which === 'eslint') {
        const a = await runMeasured(process.execPath, [floor, '--cwd', dir, '--files-from', join(dir, 'files.txt'), '--rules', 'none'], { cwd: dir });
        const out = lastJsonLine(a.stdout);
        if (a.code !== 0 || !out || out.fatal) throw new Error(`ESLint failed on the generated file:\n${a.stdout}${a.stderr}`);
        times.eslint.push(a.wallMs);
        rss.eslint.push(a.maxRssBytes);
      } else {
        const b = await runMeasured(process.execPath, [CLI_MAIN, 'check', file, '--concurrency', 'off', '--today', '2026-11-21'], { cwd: dir });
        if (b.code !== 1) throw new Error(`check exited ${b.code}:\n${b.stderr}`);
        times.check.push(b.wallMs);
        rss.check.push(b.maxRssBytes);
        findings = Number(/(\d+) findings?/.exec(b.stderr)?.[1]);
      }
    }
    const last = (xs) => xs[xs.length - 1];
    console.log(
      `  rep ${r + 1}: ESLint (no rules) ${secs(last(times.eslint))} (${mib(last(rss.eslint))}), check ${secs(last(times.check))} (${mib(last(rss.check))}), ${findings} findings`,
    );
  }
  const ratio = median(times.check) / median(times.eslint);
  finish(
    'check-big-file',
    {
      quick: !!args.quick,
      lines: size.lines,
      bytes: size.bytes,
      reps,
      medianMs: { eslint: round(median(times.eslint)), check: round(median(times.check)) },
      peakRssBytes: { eslint: Math.max(...rss.eslint), check: Math.max(...rss.check) },
      ratio: round(ratio),
      findings,
    },
    [
      target('check wall time / ESLint with no rules', ratio, 2, { fmt: (x) => `${x.toFixed(3)}×`, info: !!args.quick }),
      target('check peak RSS', Math.max(...rss.check), MAX_RSS, { cmp: '<', fmt: mib, note: `ESLint with no rules: ${mib(Math.max(...rss.eslint))}` }),
    ],
  );
}
