#!/usr/bin/env node
// Issue "Integration-heavy": a repository where every file is integration code for the service, so
// every file passes the pre-filter and is parsed and analysed. In one run, alternating, each under
// GNU time (wall time, CPU time, peak RSS):
//   (a) `hiring-migrate check <dir>` (stylish, default concurrency: the own path on every core);
//   (b) `hiring-migrate fix <dir> --dry --json --force`;
//   (c) ESLint's Node API on the same files, @typescript-eslint/parser, no rules (the parse-only floor);
//   (d) jscodeshift's Runner with a no-op transform over the same directory (the codemod floor);
//   (e) ast-grep scanning the same directory for one pattern, when an `ast-grep` binary is on the PATH
//       (else "not measured").
// Then `check` on a small tree where no file mentions the service (start-up and loading alone).
// Targets: check ≤ 0.35× (c), fix --dry ≤ 0.35× (d), peak RSS of check and fix ≤ 600 MiB, every
// generated file has a finding; the small tree ≤ 0.3 s (median).
//
//   node bench/check-integrations.mjs [--quick] [--reps N] [--files N]
//
// Exit 1 when a target is missed, 2 when one could not be measured (no CLI).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI_MAIN, CORPUS_DIR, REPO_DIR, finish, hasCli, lastJsonLine, median, mib, parseArgs, round, runMeasured, secs, target, tempCopy, warnIfBusy } from './lib/common.mjs';
import { TODAY } from './lib/eslint-bench.mjs';
import { generateCorpus, summarize } from './lib/generate.mjs';

const HELP = `node bench/check-integrations.mjs [--quick] [--reps N] [--files N]
  --quick     300 integration files, 1 repetition (timing ratios shown for information only)
  --reps N    alternating repetitions of each measurement (default 3, quick 1)
  --files N   integration files to generate (default 2,250: ~17 MB)`;

const args = parseArgs(process.argv.slice(2), { reps: 'number', files: 'number' });
if (args.help) {
  console.log(HELP);
  process.exit(0);
}
const quick = !!args.quick;
const reps = args.reps ?? (quick ? 1 : 3);
const files = args.files ?? (quick ? 300 : 2250);
const CHECK_LIMIT = 0.35;
const FIX_LIMIT = 0.35;
const RSS_LIMIT = 600 * 1024 ** 2;
const SMALL_TREE_LIMIT_MS = 300;

console.log(`check-integrations: check and fix --dry where every file is an integration${quick ? ' (quick)' : ''}`);
warnIfBusy();
if (!hasCli()) {
  finish('check-integrations', { quick }, [target('check / ESLint parse-only', undefined, CHECK_LIMIT), target('fix --dry / jscodeshift no-op', undefined, FIX_LIMIT)]);
  process.exit();
}

// Integration files in every style of the generator (fetch, axios, got, ky, wrappers, interfaces, zod
// schemas, look-alikes and React/Redux code between them), 40 of ~1,000 lines.
const source = join(CORPUS_DIR, 'generated', `integrations-${files}`);
const manifest = generateCorpus(source, { seed: 16, files, integrationShare: 1, largeFiles: Math.round(files / 56), lines: [50, 320] });
const stats = summarize(manifest);
console.log(`  corpus: ${stats.files.toLocaleString('en')} integration files, ${stats.lines.toLocaleString('en')} lines, ${mib(stats.bytes)} (${JSON.stringify(stats.byExt)})`);
// Outside the repository: bench/.corpus is git-ignored, and the CLI honours .gitignore.
const work = tempCopy(source, 'integrations');
const list = join(work.root, 'files.txt');
writeFileSync(list, `${manifest.files.map((f) => join(work.dir, f.path)).join('\n')}\n`);

const astGrep = ['ast-grep', 'sg'].find((bin) => /ast-grep/i.test(spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout ?? ''));
const commands = {
  check: [process.execPath, [CLI_MAIN, 'check', work.dir, '--today', TODAY]],
  fix: [process.execPath, [CLI_MAIN, 'fix', work.dir, '--dry', '--json', '--force', '--today', TODAY]],
  eslint: [process.execPath, [join(REPO_DIR, 'bench/lib/eslint-floor.mjs'), '--cwd', work.dir, '--files-from', list, '--rules', 'none', '--concurrency', 'off']],
  jscodeshift: [process.execPath, [join(REPO_DIR, 'bench/lib/jscodeshift-floor.mjs'), '--dir', work.dir]],
  ...(astGrep ? { astGrep: [astGrep, ['run', '--pattern', '$A.state', '--json=compact', work.dir]] } : {}),
};
const names = Object.keys(commands);
const runs = Object.fromEntries(names.map((n) => [n, []]));
let findings;
let fixSummary;
try {
  for (let rep = 0; rep < reps; rep++) {
    // A rotating order, so a neighbour's load falls on every command alike.
    const order = names.map((_, i) => names[(i + rep) % names.length]);
    for (const name of order) {
      const [cmd, argv] = commands[name];
      const r = await runMeasured(cmd, argv, { cwd: work.root });
      const failed =
        (name === 'check' && r.code !== 1) || (name === 'fix' && r.code !== 0) || ((name === 'eslint' || name === 'jscodeshift') && r.code !== 0);
      if (failed) throw new Error(`${name} exited ${r.code}:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
      runs[name].push(r);
      if (name === 'check') findings = Number(/(\d+) findings?/.exec(r.stderr)?.[1]);
      if (name === 'fix') fixSummary = JSON.parse(r.stdout);
      if (name === 'eslint' && lastJsonLine(r.stdout)?.fatal) throw new Error(`ESLint could not parse some files: ${JSON.stringify(lastJsonLine(r.stdout).fatals)}`);
    }
    console.log(`  rep ${rep + 1}: ${names.map((n) => `${n} ${secs(runs[n].at(-1).wallMs)} (${mib(runs[n].at(-1).maxRssBytes)})`).join(', ')}`);
  }

  // Every file has at least one finding (one JSON run, not timed).
  const json = await runMeasured(process.execPath, [CLI_MAIN, 'check', work.dir, '--format', 'json', '--today', TODAY], { cwd: work.root });
  const results = JSON.parse(json.stdout);
  const silent = results.filter((r) => !r.messages.some((m) => m.ruleId?.startsWith('hiring-migrate/')));
  const fatal = results.flatMap((r) => r.messages.filter((m) => m.fatal).map((m) => `${r.filePath}: ${m.message}`));

  // The small tree: 40 React/Redux files with their own `state` and nothing of the service: the files of
  // generated app code that the product's pre-filter rules out (a wizard's `currentStage` is a candidate).
  const small = join(CORPUS_DIR, 'generated', 'small-app');
  const appManifest = generateCorpus(small, { seed: 17, files: 120, integrationShare: 0, largeFiles: 0 });
  const { mayContainFindingsIn } = await import(pathToFileURL(join(REPO_DIR, 'dist/src/engine/analyze.js')).href);
  const smallWork = tempCopy(small, 'small-app');
  const kept = appManifest.files.filter((f) => !mayContainFindingsIn(readFileSync(join(smallWork.dir, f.path), 'utf8'), join(smallWork.dir, f.path), {}));
  for (const f of appManifest.files.filter((f) => !kept.slice(0, 40).includes(f))) rmSync(join(smallWork.dir, f.path));
  rmSync(join(smallWork.dir, 'manifest.json'), { force: true });
  if (kept.length < 40) throw new Error(`only ${kept.length} generated app files without a candidate`);
  const smallRuns = [];
  try {
    for (let i = 0; i < (quick ? 3 : 7); i++) {
      const r = await runMeasured(process.execPath, [CLI_MAIN, 'check', smallWork.dir, '--today', TODAY], { cwd: smallWork.root });
      if (r.code !== 0) throw new Error(`check on the small tree exited ${r.code}:\n${r.stderr}`);
      smallRuns.push(r.wallMs);
    }
  } finally {
    smallWork.remove();
  }

  const med = Object.fromEntries(names.map((n) => [n, median(runs[n].map((r) => r.wallMs))]));
  const cpu = Object.fromEntries(names.map((n) => [n, median(runs[n].map((r) => r.cpuMs))]));
  const peak = Object.fromEntries(names.map((n) => [n, Math.max(...runs[n].map((r) => r.maxRssBytes))]));
  const checkRatio = med.check / med.eslint;
  const fixRatio = med.fix / med.jscodeshift;
  console.log('\nMedians (wall, CPU user+sys, peak RSS):');
  for (const n of names) console.log(`  ${n.padEnd(12)} ${secs(med[n]).padStart(9)}  CPU ${secs(cpu[n]).padStart(9)}  ${mib(peak[n]).padStart(9)}`);
  if (!astGrep) console.log('  ast-grep     not measured (no ast-grep binary on the PATH)');
  console.log(`  check: ${findings} findings; fix --dry: ${fixSummary.filesChanged} of ${fixSummary.filesScanned} files would change, ${fixSummary.filesFailed} failed`);
  console.log(`  small tree (40 React/Redux files, nothing of the service): check median ${secs(median(smallRuns))} of ${smallRuns.length}`);

  finish(
    'check-integrations',
    {
      quick,
      corpus: stats,
      reps,
      medianMs: Object.fromEntries(names.map((n) => [n, round(med[n])])),
      cpuMs: Object.fromEntries(names.map((n) => [n, round(cpu[n])])),
      peakRssBytes: peak,
      astGrep: astGrep ? 'measured' : 'not measured',
      ratios: { checkToEslint: round(checkRatio), fixToJscodeshift: round(fixRatio), ...(astGrep ? { checkToAstGrep: round(med.check / med.astGrep) } : {}) },
      findings,
      fix: { changed: fixSummary.filesChanged, scanned: fixSummary.filesScanned, failed: fixSummary.filesFailed },
      smallTreeMs: smallRuns.map((x) => round(x)),
    },
    [
      target('check / ESLint parse-only, wall', checkRatio, CHECK_LIMIT, { fmt: (x) => `${x.toFixed(3)}×`, info: quick }),
      target('fix --dry / jscodeshift no-op, wall', fixRatio, FIX_LIMIT, { fmt: (x) => `${x.toFixed(3)}×`, info: quick }),
      target('check peak RSS', peak.check, RSS_LIMIT, { fmt: mib }),
      target('fix --dry peak RSS', peak.fix, RSS_LIMIT, { fmt: mib }),
      target('files without a finding', silent.length, 0, { cmp: '==', note: silent.slice(0, 3).map((r) => r.filePath).join(', ') || undefined }),
      target('parse errors', fatal.length, 0, { cmp: '==', note: fatal.slice(0, 3).join('; ') || undefined }),
      target('fix --dry: files that would change', fixSummary.filesChanged, stats.files, { cmp: '==' }),
      target('check on a small tree without the service, median wall', median(smallRuns), SMALL_TREE_LIMIT_MS, { fmt: (x) => `${Math.round(x)} ms`, info: false }),
    ],
  );
} finally {
  work.remove();
}
