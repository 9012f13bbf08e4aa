// Shared helpers of the benchmark scripts: paths, arguments, statistics, child processes with peak
// memory, temp copies, and the report format (a short human-readable report, then one JSON line).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = resolve(BENCH_DIR, '..');
export const CORPUS_DIR = join(BENCH_DIR, '.corpus');
export const OUT_DIR = join(BENCH_DIR, '.out');
export const CLI_MAIN = join(REPO_DIR, 'dist/src/cli/main.js');
export const MIGRATION_MODULE = join(REPO_DIR, 'dist/src/migration/index.js');

/** The extensions the product reads (src/cli/files.ts, src/codemod/parse.ts). */
export const SOURCE_EXTENSIONS = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts'];
export const FILE_GLOBS = SOURCE_EXTENSIONS.map((ext) => `**/*${ext}`);

export const GB = 1024 ** 3;

/**
 * `--quick`, `--reps N`, `--keep` and `--flag value` / `--flag=value` pairs; anything else is an error.
 * `known` maps option names to 'boolean' | 'string' | 'number'.
 */
export function parseArgs(argv, known) {
  const all = { quick: 'boolean', help: 'boolean', keep: 'boolean', ...known };
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!m || !(m[1] in all)) throw new Error(`unknown argument ${arg}; known: ${Object.keys(all).map((k) => `--${k}`).join(' ')}`);
    const key = m[1].replace(/-(\w)/g, (_, c) => c.toUpperCase());
    if (all[m[1]] === 'boolean') out[key] = m[2] === undefined ? true : m[2] !== 'false';
    else {
      const value = m[2] ?? argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      out[key] = all[m[1]] === 'number' ? Number(value) : value;
    }
  }
  return out;
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export const ms = (x) => (Number.isFinite(x) ? `${x >= 100 ? Math.round(x) : x.toFixed(1)} ms` : 'n/a');
export const secs = (x) => (Number.isFinite(x) ? `${(x / 1000).toFixed(2)} s` : 'n/a');
export const mib = (bytes) => (Number.isFinite(bytes) ? `${Math.round(bytes / 1024 ** 2)} MiB` : 'n/a');
export const pct = (ratio) => (Number.isFinite(ratio) ? `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)}%` : 'n/a');
export const round = (x, digits = 3) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);

export function machine() {
  const cpu = cpus();
  return {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cores: cpu.length,
    cpu: cpu[0]?.model?.trim(),
    memGiB: Math.round(totalmem() / GB),
    loadavg: loadavg().map((x) => round(x, 2)),
  };
}

/** When the measured build was made (dist/ is rebuilt by `npm run build`; results belong to one build). */
export function buildInfo() {
  const at = (file) => (existsSync(join(REPO_DIR, file)) ? statSync(join(REPO_DIR, file)).mtime.toISOString() : null);
  return { plugin: at('dist/src/index.js'), migration: at('dist/src/migration/index.js'), cli: at('dist/src/cli/main.js') };
}

/** Warns when other work is running: timings on a shared 2-core machine are then noisy. */
export function warnIfBusy(log = console.log) {
  const [one] = loadavg();
  if (one > 0.7) log(`  note: load average ${one.toFixed(2)} at start: other processes are using the CPU, wall times will be noisy (CPU times less so)`);
  return one;
}

export function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A fresh copy of `dir` in the OS temp directory (outside the repository, so no .gitignore applies). */
export function tempCopy(dir, label) {
  const root = mkdtempSync(join(tmpdir(), `hiring-migrate-bench-${label}-`));
  const target = join(root, label);
  cpSync(dir, target, { recursive: true });
  return { root, dir: target, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export function hasCli() {
  return existsSync(CLI_MAIN);
}

const TIME_BIN = '/usr/bin/time';
const RSS_HOOK = join(BENCH_DIR, 'lib', 'rss-hook.mjs');

/**
 * Runs a command as a child process and measures its wall time and peak resident memory. Peak memory
 * comes from GNU time (`/usr/bin/time -v`, "Maximum resident set size": the largest of the process and
 * the descendants it waited for); without GNU time, node children report their own
 * `process.resourceUsage().maxRSS` through an `--import` hook (see rss-hook.mjs).
 */
export function runMeasured(command, args, { cwd = REPO_DIR, env = {}, input, timeoutMs = 30 * 60_000 } = {}) {
  return new Promise((resolvePromise) => {
    const useTime = existsSync(TIME_BIN);
    const statsFile = join(mkdtempSync(join(tmpdir(), 'hm-bench-rss-')), 'rss.txt');
    const childEnv = { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' };
    let cmd = command;
    let argv = args;
    if (useTime) {
      cmd = TIME_BIN;
      argv = ['-v', '-o', statsFile, command, ...args];
    } else {
      childEnv.HM_BENCH_RSS_FILE = statsFile;
      childEnv.NODE_OPTIONS = `${childEnv.NODE_OPTIONS ?? ''} --import=${pathToFileURL(RSS_HOOK).href}`.trim();
    }
    const started = performance.now();
    const child = spawn(cmd, argv, { cwd, env: childEnv, stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (d) => stdout.push(d));
    child.stderr.on('data', (d) => stderr.push(d));
    if (input !== undefined) child.stdin.end(input);
    else child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const wallMs = performance.now() - started;
      let maxRssBytes = NaN;
      let cpuMs = NaN;
      let exitCode = code;
      try {
        const text = readFileSync(statsFile, 'utf8');
        if (useTime) {
          const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
          if (m) maxRssBytes = Number(m[1]) * 1024;
          const u = /User time \(seconds\): ([\d.]+)/.exec(text);
          const sy = /System time \(seconds\): ([\d.]+)/.exec(text);
          if (u && sy) cpuMs = (Number(u[1]) + Number(sy[1])) * 1000;
          const e = /Exit status: (\d+)/.exec(text);
          if (e && code === null) exitCode = Number(e[1]);
        } else {
          maxRssBytes = Math.max(...text.trim().split(/\s+/).map(Number)) * 1024;
        }
      } catch {
        // no stats: the command did not start
      }
      rmSync(dirname(statsFile), { recursive: true, force: true });
      resolvePromise({
        code: exitCode,
        signal,
        wallMs,
        cpuMs,
        maxRssBytes,
        rssSource: useTime ? 'GNU time -v' : 'process.resourceUsage().maxRSS hook',
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
    });
  });
}

/** Last JSON line printed by a child (our helper scripts end with one). */
export function lastJsonLine(text) {
  const lines = text.trim().split('\n').reverse();
  for (const line of lines) {
    const t = line.trim();
    if (t.startsWith('{') || t.startsWith('[')) {
      try {
        return JSON.parse(t);
      } catch {
        // keep looking
      }
    }
  }
  return undefined;
}

/**
 * Prints the targets as PASS/FAIL lines, writes the result to bench/.out/<name>[.quick].json, prints
 * the final JSON line and sets the exit code: 1 when a target is missed; else 2 when a target could
 * not be measured (`pass === null`, shown as SKIP, e.g. the CLI is not built); else 0.
 */
export function finish(name, result, targets) {
  console.log('\nTargets:');
  for (const t of targets) {
    const status = t.info ? 'INFO' : t.pass === null ? 'SKIP' : t.pass ? 'PASS' : 'FAIL';
    console.log(`  ${status.padEnd(4)}  ${t.name}: ${t.actual} (target ${t.target})${t.note ? ` — ${t.note}` : ''}`);
  }
  const failed = targets.filter((t) => !t.info && t.pass === false);
  const skipped = targets.filter((t) => !t.info && t.pass === null);
  const info = targets.filter((t) => t.info);
  const ok = failed.length === 0 && skipped.length === 0;
  const full = {
    bench: name,
    ok,
    date: new Date().toISOString(),
    machine: machine(),
    build: buildInfo(),
    targets: targets.map(({ name: n, pass, actual, target, value, limit, note, info: i }) => ({ name: n, pass, actual, target, value, limit, ...(note ? { note } : {}), ...(i ? { info: true } : {}) })),
    ...result,
  };
  ensureDir(OUT_DIR);
  const file = join(OUT_DIR, `${name}${result.quick ? '.quick' : ''}.json`);
  writeFileSync(file, `${JSON.stringify(full, null, 2)}\n`);
  console.log(
    `\n${ok ? 'OK' : failed.length ? 'FAILED' : 'INCOMPLETE'}: ${targets.length - failed.length - skipped.length - info.length} passed, ${failed.length} failed${skipped.length ? `, ${skipped.length} not measured` : ''}${info.length ? `, ${info.length} for information only (timing ratios of a --quick run: start-up dominates)` : ''} (details: ${file})`,
  );
  console.log(JSON.stringify(full));
  process.exitCode = failed.length ? 1 : skipped.length ? 2 : 0;
  return full;
}

/** `info`: shown, never counted (the time ratios of a --quick run, where start-up time dominates). */
export function target(name, value, limit, { unit = '', fmt = (x) => `${round(x, 3)}${unit}`, cmp = '<=', note, info = false } = {}) {
  const measured = value !== undefined && value !== null && Number.isFinite(value);
  const pass = !measured ? null : cmp === '<=' ? value <= limit : cmp === '<' ? value < limit : cmp === '==' ? value === limit : value >= limit;
  return { name, value: measured ? round(value, 4) : null, limit, pass, actual: measured ? fmt(value) : 'not measured', target: `${cmp} ${fmt(limit)}`, note, info };
}
