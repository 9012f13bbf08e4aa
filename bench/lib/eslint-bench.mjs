// ESLint runs for the benchmarks: the same parser (@typescript-eslint/parser, JSX on) with no rules
// (the parse-only floor) or with the plugin's recommended rules, through ESLint's Node API.
import { readFileSync } from 'node:fs';
import tsParser from '@typescript-eslint/parser';
import { ESLint } from 'eslint';
import plugin from 'eslint-plugin-hiring-migrate';
import { FILE_GLOBS, median } from './common.mjs';

export const PLUGIN_PREFIX = 'hiring-migrate';
/** Pinned so messages ("removed N days ago") do not depend on the day of the run. */
export const TODAY = '2026-11-21';

/**
 * A rule that registers no listener. ESLint creates a rule context for every enabled rule and file,
 * and with even one rule enabled a run costs measurably more than with none (more of each file's
 * objects survive young-generation garbage collection): ESLint's own price of running rules at all,
 * which every real ESLint set-up pays. One such rule costs the same as ten.
 */
const noopPlugin = { meta: { name: 'bench-noop' }, rules: { noop: { meta: { type: 'problem', schema: [] }, create: () => ({}) } } };

/**
 * The flat configs: parser only ('none'), parser plus one no-op rule ('noop'), or parser plus the
 * recommended preset ('recommended').
 */
export function lintConfig(rules) {
  const base = {
    name: 'bench/parser',
    files: FILE_GLOBS,
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    settings: { [PLUGIN_PREFIX]: { today: TODAY } },
  };
  if (rules === 'recommended') return [base, plugin.configs.recommended];
  if (rules === 'noop') return [base, { name: 'bench/noop', plugins: { bench: noopPlugin }, rules: { 'bench/noop': 'error' } }];
  if (rules === 'none') return [base];
  throw new Error(`unknown configuration ${rules}`);
}

/** What a target's ratio compares the recommended rules with. */
export const BASELINES = ['noop', 'none'];

export function eslintOptions({ cwd, rules, stats = false, concurrency = 'off' }) {
  return {
    cwd,
    overrideConfigFile: true,
    overrideConfig: lintConfig(rules),
    globInputPaths: false,
    errorOnUnmatchedPattern: false,
    warnIgnored: false,
    cache: false,
    stats,
    concurrency,
  };
}

export function eslintFor(options) {
  return new ESLint(eslintOptions(options));
}

/** Lints `files` once; returns the wall time and a digest of the results (not the results). */
export async function lintOnce({ cwd, files, rules, stats = false, concurrency = 'off', keepResults = false }) {
  const eslint = eslintFor({ cwd, rules, stats, concurrency });
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const results = await eslint.lintFiles(files);
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  let messages = 0;
  let fatal = 0;
  let ours = 0;
  for (const r of results) {
    messages += r.messages.length;
    for (const m of r.messages) {
      if (m.fatal) fatal++;
      if (m.ruleId?.startsWith(`${PLUGIN_PREFIX}/`)) ours++;
    }
  }
  return { wallMs, cpuMs, files: results.length, messages, fatal, ours, results: keepResults ? results : undefined };
}

/**
 * `reps` rotating runs of the configurations (A B C, B C A, …) after one warm-up of each, in this
 * process with `concurrency: 'off'`; medians of each. Rotation spreads JIT warm-up, GC and any
 * other load on the machine over all of them.
 */
export async function alternate({ cwd, files, reps, configs = ['none', 'noop', 'recommended'], log = console.log }) {
  const times = Object.fromEntries(configs.map((c) => [c, []]));
  const cpuTimes = Object.fromEntries(configs.map((c) => [c, []]));
  const last = {};
  for (const rules of configs) {
    const r = await lintOnce({ cwd, files, rules });
    log(`  warm-up  ${rules.padEnd(11)} ${(r.wallMs / 1000).toFixed(2)} s`);
    last[rules] = r;
  }
  for (let i = 0; i < reps; i++) {
    const shift = i % configs.length;
    for (const rules of [...configs.slice(shift), ...configs.slice(0, shift)]) {
      const r = await lintOnce({ cwd, files, rules });
      times[rules].push(r.wallMs);
      cpuTimes[rules].push(r.cpuMs);
      last[rules] = r;
      log(`  rep ${String(i + 1).padStart(2)}   ${rules.padEnd(11)} ${(r.wallMs / 1000).toFixed(2)} s wall, ${(r.cpuMs / 1000).toFixed(2)} s CPU`);
    }
  }
  const medianMs = Object.fromEntries(configs.map((c) => [c, median(times[c])]));
  const cpuMedianMs = Object.fromEntries(configs.map((c) => [c, median(cpuTimes[c])]));
  return {
    times,
    cpuTimes,
    medianMs,
    cpuMedianMs,
    /** recommended / baseline, on wall and on CPU time. */
    ratio: (baseline) => medianMs.recommended / medianMs[baseline],
    cpuRatio: (baseline) => cpuMedianMs.recommended / cpuMedianMs[baseline],
    fatal: Object.fromEntries(configs.map((c) => [c, last[c].fatal])),
    findings: last.recommended.ours,
  };
}

/**
 * The same comparison, paired per file: each file is linted back to back in every configuration,
 * and with no rules again through a second instance (an A/A control that shows the noise of the
 * measurement), through `lintText`, the order rotating from file to file and pass to pass; times
 * are summed per configuration. Load from other processes comes in bursts of seconds; interleaving
 * at the scale of one file spreads it evenly over the configurations. File reading is left out.
 */
export async function paired({ cwd, files, passes = 2, configs = ['none', 'noop', 'recommended'] }) {
  const instances = Object.fromEntries(configs.map((c) => [c, eslintFor({ cwd, rules: c })]));
  instances.control = eslintFor({ cwd, rules: 'none' });
  const names = Object.keys(instances);
  const texts = files.map((file) => [file, readFileSync(file, 'utf8')]);
  const totals = Object.fromEntries(names.map((k) => [k, 0]));
  for (let p = 0; p < passes; p++) {
    for (let i = 0; i < texts.length; i++) {
      const [filePath, text] = texts[i];
      const shift = (i + p) % names.length;
      for (const which of [...names.slice(shift), ...names.slice(0, shift)]) {
        const t0 = performance.now();
        await instances[which].lintText(text, { filePath });
        totals[which] += performance.now() - t0;
      }
    }
  }
  const ms = Object.fromEntries(names.map((k) => [k, totals[k] / passes]));
  return {
    ms,
    ratio: (baseline) => ms.recommended / ms[baseline],
    /** no rules vs no rules: how far from 1 the noise alone takes a ratio. */
    controlRatio: ms.control / ms.none,
  };
}

/** Per-file time of the plugin's rules (sum over rules and passes) and of parsing, from `stats: true`. */
export function ruleTimes(result) {
  let rules = 0;
  let parse = 0;
  let all = 0;
  for (const pass of result.stats?.times?.passes ?? []) {
    parse += pass.parse?.total ?? 0;
    for (const [id, t] of Object.entries(pass.rules ?? {})) {
      all += t.total ?? 0;
      if (id.startsWith(`${PLUGIN_PREFIX}/`)) rules += t.total ?? 0;
    }
  }
  return { rules, parse, all };
}
