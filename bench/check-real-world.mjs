#!/usr/bin/env node
// Issue "CI gate": `hiring-migrate check` on real-world code full of unrelated `state`.
//
// Installs pinned npm packages (a UI library, a state-machine library, an OAuth client, a GitHub API
// client and its @octokit/* dependencies, Redux Toolkit) into bench/.corpus/real, stages their
// .js/.mjs/.cjs/.ts (declarations included; no *.min.js, nothing over 1 MiB) and copies them to a
// temp directory. Then, alternating, as child processes under GNU time:
//   (a) node dist/src/cli/main.js check <dir> --format json --concurrency <c>   (0 findings expected)
//   (b) ESLint's Node API, same parser, NO rules, same files, same concurrency (the parse-only floor)
// and reports wall time, ratio, peak RSS, and how many files the text pre-filter lets through. Last,
// in this process, ESLint with the recommended preset vs. one no-op rule and vs. no rules on a
// subset of the files.
//
//   node bench/check-real-world.mjs [--quick] [--reps N] [--concurrency off|auto|N] [--subset N]
//
// Targets: 0 findings (exit code 0); check ≤ 0.05× the floor; peak RSS of check ≤ 1 GB; the rules add
// ≤ 10% to ESLint on the subset (to ESLint running one no-op rule by default: --baseline). Exit 1 when a target is missed, 2 when one could not be measured.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  CLI_MAIN,
  GB,
  REPO_DIR,
  finish,
  hasCli,
  median,
  mib,
  parseArgs,
  pct,
  round,
  runMeasured,
  secs,
  target,
  tempCopy,
  warnIfBusy,
} from './lib/common.mjs';
import { alternate, BASELINES, lintOnce, paired, ruleTimes, TODAY } from './lib/eslint-bench.mjs';
import { describeReal, INSTALL_DIR, installReal, preFilterCounts, stageReal } from './lib/real-corpus.mjs';

const HELP = `node bench/check-real-world.mjs [--quick] [--reps N] [--concurrency C] [--subset N] [--plugin-reps N] [--metric wall|cpu]
  --quick          every 8th file of the corpus (~500 files), 1 repetition, small plugin subset
  --reps N         repetitions of check and of the floor, alternating (default 3, quick 1)
  --concurrency C  ESLint concurrency for both check and the floor (default off; "auto" is the
                   CLI's default and resolves to no worker threads on a 2-core machine)
  --subset N       files of the in-process plugin comparison (default 800, quick 120)
  --plugin-reps N  repetitions of that comparison (default 5, quick 2)
  --metric M       the plugin-overhead target judged on wall (default: medians of whole runs), cpu
                   (their CPU time) or paired (per-file interleaved lintText, the steadiest)
  --baseline B     what the recommended rules are compared with: noop (default; ESLint running one
                   rule that registers no listener: its own cost of running any rule) or none`;

const args = parseArgs(process.argv.slice(2), { reps: 'number', concurrency: 'string', subset: 'number', 'plugin-reps': 'number', metric: 'string', baseline: 'string' });
if (args.help) {
  console.log(HELP);
  process.exit(0);
}
const quick = !!args.quick;
const reps = args.reps ?? (quick ? 1 : 3);
const concurrency = args.concurrency ?? 'off';
const subsetSize = args.subset ?? (quick ? 120 : 800);
const pluginReps = args.pluginReps ?? (quick ? 2 : 5);
const metric = args.metric ?? 'wall';
const baseline = args.baseline ?? 'noop';
if (!BASELINES.includes(baseline)) throw new Error(`--baseline: ${BASELINES.join(' or ')}`);
if (!['wall', 'cpu', 'paired'].includes(metric)) throw new Error('--metric: wall, cpu or paired');
const RATIO_LIMIT = 0.05;
const RSS_LIMIT = GB;
const PLUGIN_RATIO_LIMIT = 1.1;

console.log(`check-real-world: hiring-migrate check vs. ESLint parse-only on published packages${quick ? ' (quick)' : ''}`);
warnIfBusy();
const npmCommand = installReal();
if (npmCommand) console.log(`  installed into ${relative(REPO_DIR, INSTALL_DIR)}`);
const staged = stageReal({ quick });
const corpus = describeReal(staged);
console.log(
  `Corpus: ${corpus.files} files, ${(corpus.bytes / 1024 ** 2).toFixed(1)} MiB; by package ${JSON.stringify(corpus.byPackage)}; by kind ${JSON.stringify(corpus.byExt)}`,
);
console.log(`  left out: ${corpus.skipped.minified} minified bundles, ${corpus.skipped.tooLarge.length} files over 1 MiB (${corpus.skipped.tooLarge.join(', ') || 'none'})`);

const work = tempCopy(staged.dir, 'real');
const sourceOf = new Map(staged.files.map((f) => [join(work.dir, f.path), f.source]));
const absFiles = staged.files.map((f) => join(work.dir, f.path));
const listFile = join(work.root, 'files.txt');
writeFileSync(listFile, `${absFiles.join('\n')}\n`);

try {
  // Pre-filter.
  const pre = await preFilterCounts(work.dir, staged.files);
  console.log(
    `\nPre-filter (mayContainFindings of dist/src/migration/index.js): ${pre.mayContainFindings} of ${pre.files} files (${((100 * pre.mayContainFindings) / pre.files).toFixed(1)}%, ${((100 * pre.mayContainFindingsBytes) / pre.bytes).toFixed(1)}% of the bytes) go on to the parser; ${pre.triggerWord} contain a trigger word. Files per trigger word: ${JSON.stringify(pre.perWord)}`,
  );
  for (const p of pre.passing.slice(0, 10)) console.log(`  passes the pre-filter: bench/.corpus/real/node_modules/${p}`);

  // (a) check and (b) floor, alternating.
  const cli = hasCli();
  if (!cli) console.log(`\n${relative(REPO_DIR, CLI_MAIN)} does not exist (run npm run build): check is not measured.`);
  const checkArgs = [CLI_MAIN, 'check', work.dir, '--format', 'json', '--today', TODAY, '--concurrency', concurrency];
  const floorArgs = [join(REPO_DIR, 'bench/lib/eslint-floor.mjs'), '--cwd', work.dir, '--files-from', listFile, '--rules', 'none', '--concurrency', concurrency];
  console.log(`\n${reps} alternating run${reps > 1 ? 's' : ''} of each (child processes, concurrency ${concurrency}):`);
  console.log(`  (a) node ${relative(REPO_DIR, CLI_MAIN)} check <dir> --format json --today ${TODAY} --concurrency ${concurrency}`);
  console.log(`  (b) node bench/lib/eslint-floor.mjs (ESLint, @typescript-eslint/parser, JSX on, no rules, ${absFiles.length} files)`);
  const runs = { check: [], floor: [] };
  let checkOut;
  let floorOut;
  for (let i = 0; i < reps; i++) {
    const order = i % 2 === 0 ? ['floor', 'check'] : ['check', 'floor'];
    for (const which of order) {
      if (which === 'check' && !cli) continue;
      const r = await runMeasured(process.execPath, which === 'check' ? checkArgs : floorArgs, { cwd: REPO_DIR });
      runs[which].push(r);
      console.log(`  ${which.padEnd(5)} ${secs(r.wallMs)} wall, ${secs(r.cpuMs)} CPU, peak RSS ${mib(r.maxRssBytes)}, exit ${r.code}`);
      if (which === 'check') checkOut = r;
      else floorOut = r;
      if (which === 'floor' && r.code !== 0) console.log(r.stderr.slice(0, 2000));
    }
  }

  const floor = floorOut ? JSON.parse(floorOut.stdout.trim().split('\n').pop()) : undefined;
  const floorWall = median(runs.floor.map((r) => r.wallMs));
  const floorRss = Math.max(...runs.floor.map((r) => r.maxRssBytes));
  console.log(`\nFloor: ${floor?.files} files linted, ${floor?.fatal} parse errors; median ${secs(floorWall)}, peak RSS ${mib(floorRss)}`);
  for (const f of floor?.fatals ?? []) console.log(`  parse error (floor): ${sourceOf.get(f.file) ?? f.file}:${f.line} ${f.message}`);

  let check;
  if (cli && checkOut) {
    check = digestCheck(checkOut);
    check.wallMs = median(runs.check.map((r) => r.wallMs));
    check.cpuMs = median(runs.check.map((r) => r.cpuMs));
    check.maxRssBytes = Math.max(...runs.check.map((r) => r.maxRssBytes));
    check.exitCodes = runs.check.map((r) => r.code);
    console.log(
      `Check: ${check.filesReported ?? '?'} files reported, ${check.findings.length} findings, ${check.parseErrors.length} parse errors, exit ${check.exitCodes.join('/')}; median ${secs(check.wallMs)}, peak RSS ${mib(check.maxRssBytes)}`,
    );
    console.log(`  ratio check / floor: ${(check.wallMs / floorWall).toFixed(3)} (CPU time ${(check.cpuMs / median(runs.floor.map((r) => r.cpuMs))).toFixed(3)})`);
    if (check.filesReported !== undefined && check.filesReported !== absFiles.length)
      console.log(`  note: check reported ${check.filesReported} files, the corpus has ${absFiles.length}`);
    for (const f of check.findings.slice(0, 25)) console.log(`  FALSE POSITIVE ${f.where} ${f.ruleId}: ${f.message}\n      ${f.text}`);
    if (check.findings.length > 25) console.log(`  … and ${check.findings.length - 25} more`);
    for (const f of check.parseErrors.slice(0, 10)) console.log(`  parse error: ${f.where} ${f.message}`);
    if (check.unparsed) console.log(`  stdout was not JSON: ${check.unparsed}`);
    if (checkOut.stderr.trim()) console.log(`  stderr: ${checkOut.stderr.trim().slice(0, 1500)}`);
  }

  // In-process: the plugin's rules vs no rules on a subset.
  const step = Math.max(1, Math.floor(absFiles.length / subsetSize));
  const subset = absFiles.filter((_, i) => i % step === 0).slice(0, subsetSize);
  console.log(`\nPlugin alone (in-process, concurrency 'off'): ESLint + recommended vs. one no-op rule and vs. no rules on ${subset.length} files (every ${step}th), ${pluginReps} rotating repetitions:`);
  const plugin = await alternate({ cwd: work.dir, files: subset, reps: pluginReps });
  console.log(
    `  medians: no rules ${secs(plugin.medianMs.none)}, one no-op rule ${secs(plugin.medianMs.noop)}, recommended ${secs(plugin.medianMs.recommended)}; findings ${plugin.findings}`,
  );
  for (const b of BASELINES) console.log(`  recommended / ${b === 'noop' ? 'one no-op rule' : 'no rules'}: ${plugin.ratio(b).toFixed(3)} (${pct(plugin.ratio(b))}); CPU ${plugin.cpuRatio(b).toFixed(3)}`);
  const passes = quick ? 1 : 2;
  const pair = await paired({ cwd: work.dir, files: subset, passes });
  console.log(
    `  paired per file (${passes} pass${passes > 1 ? 'es' : ''}): no rules ${secs(pair.ms.none)}, no-op ${secs(pair.ms.noop)}, recommended ${secs(pair.ms.recommended)}: ratio to no-op ${pair.ratio('noop').toFixed(3)}, to no rules ${pair.ratio('none').toFixed(3)}; A/A control ${pair.controlRatio.toFixed(3)}`,
  );
  const statsRun = await lintOnce({ cwd: work.dir, files: subset, rules: 'recommended', stats: true, keepResults: true });
  const ruleMs = statsRun.results.reduce((a, r) => a + ruleTimes(r).rules, 0);
  console.log(`  stats: the plugin's rules took ${secs(ruleMs)} in all, ${((100 * ruleMs) / plugin.medianMs[baseline]).toFixed(1)}% of the ${baseline} median`);

  const targets = [
    target('corpus files', corpus.files, quick ? 1 : 2000, { cmp: '>=', fmt: String }),
    target('check findings on real-world code (false positives + parse errors)', check ? check.findings.length + check.parseErrors.length : undefined, 0, { cmp: '==', fmt: String }),
    target('check exit code', check ? Math.max(...check.exitCodes) : undefined, 0, { cmp: '==', fmt: String }),
    target('check wall time / ESLint parse-only floor', check ? check.wallMs / floorWall : undefined, RATIO_LIMIT, { fmt: (x) => `${x.toFixed(3)}×`, info: quick }),
    target('check peak RSS', check?.maxRssBytes, RSS_LIMIT, { fmt: mib }),
    target(
      `plugin rules vs ${baseline === 'noop' ? 'one no-op rule' : 'no rules'} on the subset (${metric === 'paired' ? 'paired per file' : `${metric} time, medians`})`,
      { wall: plugin.ratio(baseline), cpu: plugin.cpuRatio(baseline), paired: pair.ratio(baseline) }[metric],
      PLUGIN_RATIO_LIMIT,
      {
        fmt: (x) => `${x.toFixed(3)}×`,
        note: `wall ${plugin.ratio(baseline).toFixed(3)}×, CPU ${plugin.cpuRatio(baseline).toFixed(3)}×, paired per file ${pair.ratio(baseline).toFixed(3)}× (A/A control ${pair.controlRatio.toFixed(3)}×); vs ${baseline === 'noop' ? 'no rules' : 'one no-op rule'}: wall ${plugin.ratio(baseline === 'noop' ? 'none' : 'noop').toFixed(3)}×`,
        info: quick,
      },
    ),
  ];
  if (!floor || floorOut.code !== 0) targets.push({ name: 'floor run', pass: false, actual: `exit ${floorOut?.code}`, target: 'exit 0' });
  finish(
    'check-real-world',
    {
      quick,
      concurrency,
      reps,
      corpus: { ...corpus, skipped: { minified: corpus.skipped.minified, tooLarge: corpus.skipped.tooLarge }, packages: staged.params.packages },
      preFilter: pre,
      floor: {
        files: floor?.files,
        parseErrors: floor?.fatal,
        wallMs: runs.floor.map((r) => round(r.wallMs, 1)),
        cpuMs: runs.floor.map((r) => round(r.cpuMs, 1)),
        medianWallMs: round(floorWall, 1),
        maxRssBytes: floorRss,
        rssSource: floorOut?.rssSource,
      },
      check: check
        ? {
            available: true,
            command: `node dist/src/cli/main.js check <dir> --format json --today ${TODAY} --concurrency ${concurrency}`,
            wallMs: runs.check.map((r) => round(r.wallMs, 1)),
            cpuMs: runs.check.map((r) => round(r.cpuMs, 1)),
            medianWallMs: round(check.wallMs, 1),
            ratio: round(check.wallMs / floorWall, 4),
            maxRssBytes: check.maxRssBytes,
            exitCodes: check.exitCodes,
            filesReported: check.filesReported,
            findings: check.findings.slice(0, 100),
            parseErrors: check.parseErrors.slice(0, 50),
          }
        : { available: false },
      plugin: {
        files: subset.length,
        reps: pluginReps,
        baseline,
        medianMs: Object.fromEntries(Object.entries(plugin.medianMs).map(([k, v]) => [k, round(v, 1)])),
        ratio: round(plugin.ratio(baseline), 4),
        ratioToNoRules: round(plugin.ratio('none'), 4),
        ratioToNoop: round(plugin.ratio('noop'), 4),
        cpuRatio: round(plugin.cpuRatio(baseline), 4),
        paired: { passes, ms: Object.fromEntries(Object.entries(pair.ms).map(([k, v]) => [k, round(v, 1)])), ratio: round(pair.ratio(baseline), 4), controlRatio: round(pair.controlRatio, 4) },
        statsRuleMs: round(ruleMs, 1),
        findings: plugin.findings,
      },
    },
    targets,
  );
} finally {
  if (!args.keep) work.remove();
  else console.log(`kept ${work.root}`);
}

/** Findings and parse errors from `check --format json` (ESLint's JSON: an array of results). */
function digestCheck(run) {
  const out = { findings: [], parseErrors: [], filesReported: undefined };
  let json;
  try {
    json = JSON.parse(run.stdout);
  } catch {
    out.unparsed = run.stdout.slice(0, 500);
    return out;
  }
  const results = Array.isArray(json) ? json : (json.results ?? []);
  out.filesReported = results.length;
  const lines = new Map();
  for (const r of results) {
    for (const m of r.messages ?? []) {
      const source = sourceOf.get(r.filePath);
      const where = `${source ? `bench/.corpus/real/node_modules/${source}` : r.filePath}:${m.line}:${m.column}`;
      if (m.fatal || !m.ruleId) {
        out.parseErrors.push({ where, message: m.message });
        continue;
      }
      if (!lines.has(r.filePath)) lines.set(r.filePath, readFileSync(r.filePath, 'utf8').split('\n'));
      const text = (lines.get(r.filePath)[m.line - 1] ?? '').trim().slice(0, 200);
      out.findings.push({ where, ruleId: m.ruleId, message: m.message, text });
    }
  }
  return out;
}
