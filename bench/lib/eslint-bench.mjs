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

/** The flat config: parser only ('none'), or parser plus the recommended preset ('recommended'). */
export function lintConfig(rules) {
  const base = {
    name: 'bench/parser',
    files: FILE_GLOBS,
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    settings: { [PLUGIN_PREFIX]: { today: TODAY } },
  };
  return rules === 'recommended' ? [base, plugin.configs.recommended] : [base];
}

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
 * `reps` alternating runs of both configs (A B, B A, A B, …) after one warm-up of each, in this
 * process with `concurrency: 'off'`; medians of each. Alternation spreads JIT warm-up, GC and any
 * other load on the machine over both sides.
 */
export async function alternate({ cwd, files, reps, log = console.log }) {
  const times = { none: [], recommended: [] };
  const cpuTimes = { none: [], recommended: [] };
  let last = {};
  for (const rules of ['none', 'recommended']) {
    const r = await lintOnce({ cwd, files, rules });
    log(`  warm-up  ${rules.padEnd(11)} ${(r.wallMs / 1000).toFixed(2)} s`);
    last[rules] = r;
  }
  for (let i = 0; i < reps; i++) {
    const order = i % 2 === 0 ? ['none', 'recommended'] : ['recommended', 'none'];
    for (const rules of order) {
      const r = await lintOnce({ cwd, files, rules });
      times[rules].push(r.wallMs);
      cpuTimes[rules].push(r.cpuMs);
      last[rules] = r;
      log(`  rep ${String(i + 1).padStart(2)}   ${rules.padEnd(11)} ${(r.wallMs / 1000).toFixed(2)} s wall, ${(r.cpuMs / 1000).toFixed(2)} s CPU`);
    }
  }
  const none = median(times.none);
  const recommended = median(times.recommended);
  const cpuNone = median(cpuTimes.none);
  const cpuRecommended = median(cpuTimes.recommended);
  return {
    times,
    cpuTimes,
    medianMs: { none, recommended },
    ratio: recommended / none,
    cpuMedianMs: { none: cpuNone, recommended: cpuRecommended },
    cpuRatio: cpuRecommended / cpuNone,
    fatal: { none: last.none.fatal, recommended: last.recommended.fatal },
    findings: last.recommended.ours,
  };
}

/**
 * The same comparison, paired per file: each file is linted back to back with no rules, with the
 * recommended rules, and with no rules again through a second instance (an A/A control that shows the
 * noise of the measurement), through `lintText`, the order rotating from file to file and pass to
 * pass; times are summed per configuration. Load from other processes comes in bursts of seconds;
 * interleaving at the scale of one file spreads it evenly over the configurations. File reading is
 * left out of all of them.
 */
export async function paired({ cwd, files, passes = 2 }) {
  const instances = {
    none: eslintFor({ cwd, rules: 'none' }),
    recommended: eslintFor({ cwd, rules: 'recommended' }),
    control: eslintFor({ cwd, rules: 'none' }),
  };
  const names = Object.keys(instances);
  const texts = files.map((file) => [file, readFileSync(file, 'utf8')]);
  const totals = { none: 0, recommended: 0, control: 0 };
  const perPass = [];
  for (let p = 0; p < passes; p++) {
    const pass = { none: 0, recommended: 0, control: 0 };
    for (let i = 0; i < texts.length; i++) {
      const [filePath, text] = texts[i];
      const shift = (i + p) % names.length;
      const order = [...names.slice(shift), ...names.slice(0, shift)];
      for (const which of order) {
        const t0 = performance.now();
        await instances[which].lintText(text, { filePath });
        pass[which] += performance.now() - t0;
      }
    }
    perPass.push({ ratio: pass.recommended / pass.none, control: pass.control / pass.none });
    for (const k of names) totals[k] += pass[k];
  }
  return {
    noneMs: totals.none / passes,
    recommendedMs: totals.recommended / passes,
    controlMs: totals.control / passes,
    ratio: totals.recommended / totals.none,
    /** no rules vs no rules: how far from 1 the noise alone takes a ratio. */
    controlRatio: totals.control / totals.none,
    perPass,
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
