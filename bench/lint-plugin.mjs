#!/usr/bin/env node
// Issue "Foundation": what the plugin's recommended rules add to an ESLint run.
//
// Generates a seeded corpus (bench/.corpus/generated/…) of integration code of the hiring service
// and (mostly) React/Redux code full of unrelated `state`, then lints it with ESLint's Node API,
// same parser (@typescript-eslint/parser, JSX on), `concurrency: 'off'` throughout, in three
// configurations: no rules, one no-op rule (ESLint's own cost of running rules at all), and the
// recommended preset; rotating repetitions, medians. Then `stats: true` runs give the plugin's rule
// time per file, reported for the ~1,000-line files.
//
//   node bench/lint-plugin.mjs [--quick] [--reps N] [--files N] [--seed N] [--baseline noop|none]
//
// Targets: the rules add ≤ 10% to ESLint's time (by default: ESLint running one no-op rule; the
// ratio to no rules at all is printed too); ≤ 30 ms of rule time per ~1,000-line file (slowest).
// Exit code 1 when a target is missed.
import { join, relative } from 'node:path';
import { CORPUS_DIR, finish, median, ms, parseArgs, percentile, pct, round, secs, target, warnIfBusy } from './lib/common.mjs';
import { alternate, BASELINES, lintOnce, paired, ruleTimes } from './lib/eslint-bench.mjs';
import { generateCorpus, summarize } from './lib/generate.mjs';

const HELP = `node bench/lint-plugin.mjs [--quick] [--reps N] [--files N] [--large N] [--seed N] [--metric M] [--baseline B]
  --quick     300 files (4 large), 2 repetitions: a smoke run
  --reps N    timed repetitions of each configuration (default 5, quick 2)
  --files N   corpus size (default 2400)
  --large N   ~1,000-line files among them (default 24)
  --seed N    generator seed (default 20261101)
  --metric M  what the ratio target is judged on: wall (default: medians of whole runs), cpu (the
              same runs' CPU time) or paired (per-file interleaved lintText: the steadiest when
              other processes share the machine)
  --baseline B  what the recommended rules are compared with: noop (default: ESLint running one
              rule that registers no listener, i.e. ESLint's own cost of running any rule) or none
              (no rules at all: that cost is then counted as the plugin's)`;

const args = parseArgs(process.argv.slice(2), { reps: 'number', files: 'number', large: 'number', seed: 'number', metric: 'string', baseline: 'string' });
if (args.help) {
  console.log(HELP);
  process.exit(0);
}
const quick = !!args.quick;
const files = args.files ?? (quick ? 300 : 2400);
const largeFiles = args.large ?? (quick ? 4 : 24);
const reps = args.reps ?? (quick ? 2 : 5);
const seed = args.seed ?? 20261101;
const metric = args.metric ?? 'wall';
if (!['wall', 'cpu', 'paired'].includes(metric)) throw new Error('--metric: wall, cpu or paired');
const baseline = args.baseline ?? 'noop';
if (!BASELINES.includes(baseline)) throw new Error(`--baseline: ${BASELINES.join(' or ')}`);
const RATIO_LIMIT = 1.1;
const LARGE_RULE_MS_LIMIT = 30;

console.log(`lint-plugin: ESLint + recommended rules vs. ESLint with ${baseline === 'noop' ? 'one no-op rule, and with no rules' : 'no rules'}${quick ? ' (quick)' : ''}`);
warnIfBusy();
const dir = join(CORPUS_DIR, 'generated', quick ? 'quick' : 'full');
const t0 = performance.now();
const manifest = generateCorpus(dir, { seed, files, largeFiles, integrationShare: 0.3 });
const corpus = summarize(manifest);
console.log(
  `Corpus ${relative(process.cwd(), dir) || dir}: ${corpus.files} files (${corpus.integration} integration, ${corpus.app} React/Redux; ${corpus.large} of ~1,000 lines), ${corpus.lines.toLocaleString('en-US')} lines, ${(corpus.bytes / 1024 ** 2).toFixed(1)} MiB, ${JSON.stringify(corpus.byExt)} [${secs(performance.now() - t0)}]`,
);

const abs = manifest.files.map((f) => join(dir, f.path));
const kindOf = new Map(manifest.files.map((f) => [join(dir, f.path), f]));

// 1. Rotating timed runs.
console.log(`\nTiming ${reps} rotating repetitions of each configuration (concurrency: 'off'):`);
const timing = await alternate({ cwd: dir, files: abs, reps });
const LABELS = { none: 'no rules (parse-only floor)', noop: 'one no-op rule', recommended: 'recommended rules' };
console.log('');
for (const c of ['none', 'noop', 'recommended'])
  console.log(`  ${LABELS[c].padEnd(28)} median ${secs(timing.medianMs[c])}   [${timing.times[c].map((x) => (x / 1000).toFixed(2)).join(', ')}]`);
const taxWall = timing.medianMs.noop / timing.medianMs.none;
const taxCpu = timing.cpuMedianMs.noop / timing.cpuMedianMs.none;
console.log(`  recommended / one no-op rule: ${timing.ratio('noop').toFixed(3)} (${pct(timing.ratio('noop'))}); CPU ${timing.cpuRatio('noop').toFixed(3)} (${pct(timing.cpuRatio('noop'))})`);
console.log(`  recommended / no rules:       ${timing.ratio('none').toFixed(3)} (${pct(timing.ratio('none'))}); CPU ${timing.cpuRatio('none').toFixed(3)} (${pct(timing.cpuRatio('none'))})`);
console.log(`  one no-op rule / no rules (ESLint's own cost of running rules): ${taxWall.toFixed(3)} (${pct(taxWall)}); CPU ${taxCpu.toFixed(3)}`);

// 1b. Paired per file.
const passes = quick ? 1 : 2;
console.log(`\nPaired per file (lintText in every configuration back to back, ${passes} pass${passes > 1 ? 'es' : ''}):`);
const pair = await paired({ cwd: dir, files: abs, passes });
console.log(
  `  no rules ${secs(pair.ms.none)}, one no-op rule ${secs(pair.ms.noop)}, recommended ${secs(pair.ms.recommended)} per pass: ratio to no-op ${pair.ratio('noop').toFixed(3)}, to no rules ${pair.ratio('none').toFixed(3)}; A/A control (no rules, second instance) ${pair.controlRatio.toFixed(3)}`,
);

// 2. Stats runs: per-file rule time, and what the rules found (sanity: the benchmark measures real work).
const statRuns = quick ? 1 : 2;
console.log(`\nPer-file rule time with stats: true (${statRuns} run${statRuns > 1 ? 's' : ''}, per-file minimum):`);
const perFile = new Map();
let findings;
for (let i = 0; i < statRuns; i++) {
  const run = await lintOnce({ cwd: dir, files: abs, rules: 'recommended', stats: true, keepResults: true });
  for (const r of run.results) {
    const t = ruleTimes(r);
    const prev = perFile.get(r.filePath);
    perFile.set(r.filePath, prev ? { rules: Math.min(prev.rules, t.rules), parse: Math.min(prev.parse, t.parse) } : t);
  }
  if (i === 0) {
    findings = { integrationFiles: 0, integrationWithFindings: 0, appFiles: 0, total: 0, byRule: {}, falsePositives: [], missedFiles: [], fatal: [] };
    for (const r of run.results) {
      const f = kindOf.get(r.filePath);
      const ours = r.messages.filter((m) => m.ruleId?.startsWith('hiring-migrate/'));
      for (const m of r.messages.filter((x) => x.fatal)) findings.fatal.push(`${f.path}:${m.line}: ${m.message}`);
      findings.total += ours.length;
      for (const m of ours) findings.byRule[m.ruleId] = (findings.byRule[m.ruleId] ?? 0) + 1;
      if (f.kind === 'integration') {
        findings.integrationFiles++;
        if (ours.length) findings.integrationWithFindings++;
        else findings.missedFiles.push(f.path);
      } else {
        findings.appFiles++;
        for (const m of ours) findings.falsePositives.push(`${f.path}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
      }
    }
  }
}
const large = [...perFile].filter(([p]) => kindOf.get(p).large);
const largeRule = large.map(([, t]) => t.rules);
const largeParse = large.map(([, t]) => t.parse);
const allRule = [...perFile.values()].map((t) => t.rules);
const allParse = [...perFile.values()].map((t) => t.parse);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const mapValues = (o, f) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
const slowest = large.sort((a, b) => b[1].rules - a[1].rules).slice(0, 3);
console.log(
  `  ~1,000-line files (${large.length}): plugin rules median ${ms(median(largeRule))}, max ${ms(Math.max(...largeRule))}; parse median ${ms(median(largeParse))}`,
);
for (const [p, t] of slowest) console.log(`    ${relative(dir, p)} (${kindOf.get(p).lines} lines): rules ${ms(t.rules)}, parse ${ms(t.parse)}`);
const attributed = sum(allRule) / timing.medianMs[baseline];
console.log(
  `  all files: plugin rules ${ms(sum(allRule))} total, i.e. ${(100 * attributed).toFixed(1)}% of the ${LABELS[baseline]} median (steadier than the wall-time ratio; leaves out ESLint's own dispatch to the rules)`,
);
console.log(
  `  per file: plugin rules p50 ${ms(median(allRule))}, p95 ${ms(percentile(allRule, 95))}; parse ${ms(sum(allParse))} in all`,
);

console.log(
  `\nFindings of the recommended rules: ${findings.total} (${Object.entries(findings.byRule)
    .map(([k, v]) => `${k.replace('hiring-migrate/', '')} ${v}`)
    .join(', ')}); integration files with findings ${findings.integrationWithFindings}/${findings.integrationFiles}; findings in React/Redux files (false positives) ${findings.falsePositives.length}; parse errors ${findings.fatal.length}`,
);
for (const fp of findings.falsePositives.slice(0, 10)) console.log(`  false positive: ${fp}`);
for (const m of findings.missedFiles.slice(0, 10)) console.log(`  no finding in integration file: ${m}`);
for (const f of findings.fatal.slice(0, 10)) console.log(`  parse error: ${f}`);

const targets = [
  target(
    `recommended rules vs ${LABELS[baseline]} (${metric === 'paired' ? 'paired per file' : `${metric} time, medians`})`,
    { wall: timing.ratio(baseline), cpu: timing.cpuRatio(baseline), paired: pair.ratio(baseline) }[metric],
    RATIO_LIMIT,
    {
      fmt: (x) => `${x.toFixed(3)}×`,
      note: `wall ${timing.ratio(baseline).toFixed(3)}×, CPU ${timing.cpuRatio(baseline).toFixed(3)}×, paired per file ${pair.ratio(baseline).toFixed(3)}× (A/A control ${pair.controlRatio.toFixed(3)}×); vs ${baseline === 'noop' ? 'no rules' : 'one no-op rule'}: wall ${timing.ratio(baseline === 'noop' ? 'none' : 'noop').toFixed(3)}×`,
      info: quick,
    },
  ),
  target('plugin rule time per ~1,000-line file (slowest)', large.length ? Math.max(...largeRule) : undefined, LARGE_RULE_MS_LIMIT, {
    cmp: '<',
    fmt: (x) => `${x.toFixed(1)} ms`,
    info: quick,
  }),
  target('corpus files', corpus.files, quick ? 1 : 2000, { cmp: '>=', fmt: (x) => String(x) }),
  target('integration files with at least one finding (sanity)', findings.integrationWithFindings, findings.integrationFiles, { cmp: '==', fmt: (x) => String(x) }),
];
finish(
  'lint-plugin',
  {
    quick,
    corpus: { dir, seed, ...corpus },
    concurrency: 'off',
    reps,
    baseline,
    timesMs: mapValues(timing.times, (xs) => xs.map((x) => round(x, 1))),
    medianMs: mapValues(timing.medianMs, (x) => round(x, 1)),
    ratio: round(timing.ratio(baseline), 4),
    ratioToNoRules: round(timing.ratio('none'), 4),
    ratioToNoop: round(timing.ratio('noop'), 4),
    eslintRuleCost: { wall: round(taxWall, 4), cpu: round(taxCpu, 4) },
    metric,
    cpuTimesMs: mapValues(timing.cpuTimes, (xs) => xs.map((x) => round(x, 1))),
    cpuMedianMs: mapValues(timing.cpuMedianMs, (x) => round(x, 1)),
    cpuRatio: round(timing.cpuRatio(baseline), 4),
    paired: { passes, ms: mapValues(pair.ms, (x) => round(x, 1)), ratio: round(pair.ratio(baseline), 4), controlRatio: round(pair.controlRatio, 4) },
    largeFiles: {
      count: large.length,
      ruleMsMedian: round(median(largeRule), 2),
      ruleMsMax: round(Math.max(...largeRule), 2),
      parseMsMedian: round(median(largeParse), 2),
    },
    allFiles: { ruleMsTotal: round(sum(allRule), 1), ruleShareOfNoRulesMedian: round(attributed, 4), ruleMsP95: round(percentile(allRule, 95), 2), parseMsTotal: round(sum(allParse), 1) },
    findings: { ...findings, falsePositives: findings.falsePositives.slice(0, 50), missedFiles: findings.missedFiles.slice(0, 50), fatal: findings.fatal.slice(0, 50) },
  },
  targets,
);
