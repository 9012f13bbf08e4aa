#!/usr/bin/env node
// Issue "Codemod": `hiring-migrate fix` against jscodeshift's own floor (a no-op transform: babel
// tsx parse + recast print, bench/noop-transform.cjs), as child processes under GNU time:
//   1. the real-world corpus of check-real-world.mjs (nothing to migrate: the pre-filter and the
//      parse must be cheap) — target fix ≤ 0.05× the floor, and no file changed;
//   2. a generated corpus where EVERY file needs rewriting (the integration files of
//      lint-plugin.mjs's generator) — target fix ≤ 1.3× the floor, every file changed;
// peak RSS ≤ 1 GB. Both sides run with --dry on a temp copy; then one real (writing) fix of the
// generated corpus on another temp copy checks that every file was rewritten and still parses.
// bench/.corpus is never modified.
//
//   node bench/fix-real-world.mjs [--quick] [--reps N] [--files N] [--floor-cpus N] [--pool-cores N]
//
// Exit 1 when a target is missed, 2 when one could not be measured (no CLI).
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseForESLint } from '@typescript-eslint/parser';
import {
  CLI_MAIN,
  CORPUS_DIR,
  GB,
  REPO_DIR,
  finish,
  hasCli,
  median,
  mib,
  parseArgs,
  round,
  runMeasured,
  secs,
  target,
  tempCopy,
  warnIfBusy,
} from './lib/common.mjs';
import { TODAY } from './lib/eslint-bench.mjs';
import { generateCorpus, summarize } from './lib/generate.mjs';
import { describeReal, INSTALL_DIR, installReal, stageReal } from './lib/real-corpus.mjs';

const HELP = `node bench/fix-real-world.mjs [--quick] [--reps N] [--files N] [--floor-cpus N] [--skip-real]
  --quick         every 8th real-world file, 100 generated files, 1 repetition
  --reps N        alternating repetitions of fix and of the floor (default 3, quick 1)
  --files N       generated files, all needing a rewrite (default 500)
  --floor-cpus N  jscodeshift worker processes (default: its own, cores − 1, at least 1)
  --skip-real     only the generated corpus
  --pool-cores N  also run fix on the generated corpus as if the machine had N cores (its worker
                  pool is sized from the core count) and hold its peak RSS to the same 1 GB`;

const args = parseArgs(process.argv.slice(2), { reps: 'number', files: 'number', 'floor-cpus': 'number', 'skip-real': 'boolean', 'pool-cores': 'number' });
if (args.help) {
  console.log(HELP);
  process.exit(0);
}
const quick = !!args.quick;
const reps = args.reps ?? (quick ? 1 : 3);
const genFiles = args.files ?? (quick ? 100 : 500);
const REAL_RATIO_LIMIT = 0.05;
const REWRITE_RATIO_LIMIT = 1.3;
const RSS_LIMIT = GB;
const cli = hasCli();

console.log(`fix-real-world: hiring-migrate fix vs. a no-op jscodeshift transform${quick ? ' (quick)' : ''}`);
warnIfBusy();
if (!cli) console.log(`${relative(REPO_DIR, CLI_MAIN)} does not exist (run npm run build): fix is not measured, only the floor.`);

const fixArgs = (dir) => [CLI_MAIN, 'fix', dir, '--dry', '--json', '--force', '--today', TODAY];
const floorArgs = (dir) => [join(REPO_DIR, 'bench/lib/jscodeshift-floor.mjs'), '--dir', dir, ...(args.floorCpus ? ['--cpus', String(args.floorCpus)] : [])];

/** Alternating fix / floor runs on `dir`; returns medians, peaks and the last outputs. */
async function compare(label, dir) {
  const runs = { fix: [], floor: [] };
  const last = {};
  for (let i = 0; i < reps; i++) {
    const order = i % 2 === 0 ? ['floor', 'fix'] : ['fix', 'floor'];
    for (const which of order) {
      if (which === 'fix' && !cli) continue;
      const r = await runMeasured(process.execPath, which === 'fix' ? fixArgs(dir) : floorArgs(dir), { cwd: REPO_DIR });
      runs[which].push(r);
      last[which] = r;
      console.log(`  ${label} ${which.padEnd(5)} ${secs(r.wallMs)} wall, ${secs(r.cpuMs)} CPU, peak RSS ${mib(r.maxRssBytes)}, exit ${r.code}`);
    }
  }
  const summary = (which) =>
    runs[which].length
      ? {
          medianWallMs: median(runs[which].map((r) => r.wallMs)),
          medianCpuMs: median(runs[which].map((r) => r.cpuMs)),
          maxRssBytes: Math.max(...runs[which].map((r) => r.maxRssBytes)),
          wallMs: runs[which].map((r) => round(r.wallMs, 1)),
          cpuMs: runs[which].map((r) => round(r.cpuMs, 1)),
          exitCodes: runs[which].map((r) => r.code),
        }
      : undefined;
  const floorJson = last.floor ? lastJson(last.floor.stdout) : undefined;
  const fixJson = last.fix ? parseFixJson(last.fix.stdout) : undefined;
  if (last.fix && !fixJson) console.log(`  fix output was not JSON: ${last.fix.stdout.slice(0, 300)} ${last.fix.stderr.slice(0, 1000)}`);
  const out = { fix: summary('fix'), floor: summary('floor'), floorJson, fixJson, fixStderr: last.fix?.stderr };
  out.ratio = out.fix ? out.fix.medianWallMs / out.floor.medianWallMs : undefined;
  out.cpuRatio = out.fix ? out.fix.medianCpuMs / out.floor.medianCpuMs : undefined;
  return out;
}

function lastJson(text) {
  try {
    return JSON.parse(text.trim().split('\n').pop());
  } catch {
    return undefined;
  }
}

function parseFixJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return lastJson(text);
  }
}

function describeSide(label, c, files) {
  const f = c.floorJson;
  console.log(
    `  floor: median ${secs(c.floor.medianWallMs)} (CPU ${secs(c.floor.medianCpuMs)}), peak RSS ${mib(c.floor.maxRssBytes)}; jscodeshift: ${f?.files} files, ${f?.error} errors, ${f?.ok} reprinted differently`,
  );
  for (const e of f?.errors?.slice(0, 5) ?? []) console.log(`    jscodeshift error: ${e}`);
  if (c.fix) {
    const j = c.fixJson;
    console.log(
      `  fix:   median ${secs(c.fix.medianWallMs)} (CPU ${secs(c.fix.medianCpuMs)}), peak RSS ${mib(c.fix.maxRssBytes)}; scanned ${j?.filesScanned}, changed ${j?.filesChanged}, failed ${j?.filesFailed}; exit ${c.fix.exitCodes.join('/')}`,
    );
    console.log(`  ratio fix / floor: ${c.ratio.toFixed(3)} wall, ${c.cpuRatio.toFixed(3)} CPU`);
    if (j?.filesScanned !== undefined && j.filesScanned !== files) console.log(`  note: fix scanned ${j.filesScanned} files, the corpus has ${files}`);
    for (const e of j?.failed?.slice(0, 10) ?? []) console.log(`    fix failed: ${e.file}${e.line ? `:${e.line}` : ''} ${e.message}`);
  }
}

const result = { quick, reps, floorCpus: args.floorCpus ?? 'jscodeshift default (cores - 1, at least 1)' };
const targets = [];
const temps = [];
try {
  // 1. Real-world corpus.
  if (!args.skipReal) {
    if (installReal()) console.log(`  installed into ${relative(REPO_DIR, INSTALL_DIR)}`);
    const staged = stageReal({ quick });
    const corpus = describeReal(staged);
    console.log(`\n1. Real-world corpus: ${corpus.files} files, ${(corpus.bytes / 1024 ** 2).toFixed(1)} MiB (${Object.keys(corpus.byPackage).length} packages; see check-real-world.mjs)`);
    const work = tempCopy(staged.dir, 'real');
    temps.push(work);
    const real = await compare('real', work.dir);
    describeSide('real', real, corpus.files);
    const changed = real.fixJson?.changed ?? [];
    const sourceOf = new Map(staged.files.map((f) => [f.path, f.source]));
    for (const c of changed.slice(0, 20)) {
      const rel = relative(work.dir, join(REPO_DIR, c)).split('\\').join('/');
      console.log(`    CHANGED (false positive): bench/.corpus/real/node_modules/${sourceOf.get(rel) ?? sourceOf.get(c) ?? c}`);
    }
    result.real = {
      files: corpus.files,
      floor: { ...real.floor, jscodeshift: real.floorJson },
      fix: real.fix ? { ...real.fix, summary: real.fixJson && { ...real.fixJson, changed: real.fixJson.changed?.slice(0, 50), failed: real.fixJson.failed?.slice(0, 50) } } : { available: false },
      ratio: round(real.ratio, 4),
      cpuRatio: round(real.cpuRatio, 4),
    };
    targets.push(
      target('real-world: fix wall time / no-op jscodeshift', real.ratio, REAL_RATIO_LIMIT, {
        fmt: (x) => `${x.toFixed(3)}×`,
        note: real.cpuRatio && `CPU-time ratio ${real.cpuRatio.toFixed(3)}×`,
        info: quick,
      }),
      target('real-world: files changed by fix (false positives)', real.fixJson?.filesChanged, 0, { cmp: '==', fmt: String }),
      target('real-world: files fix failed on', real.fixJson?.filesFailed, 0, { cmp: '==', fmt: String }),
      target('real-world: fix peak RSS', real.fix?.maxRssBytes, RSS_LIMIT, { fmt: mib }),
    );
  }

  // 2. Generated corpus, every file needs a rewrite.
  const genDir = join(CORPUS_DIR, 'generated', `rewrite-${genFiles}`);
  const manifest = generateCorpus(genDir, { seed: 20261102, files: genFiles, integrationShare: 1, largeFiles: Math.max(1, Math.round(genFiles / 100)) });
  const gen = summarize(manifest);
  console.log(`\n2. Generated corpus, every file needs a rewrite: ${gen.files} integration files (${gen.large} of ~1,000 lines), ${gen.lines.toLocaleString('en-US')} lines, ${JSON.stringify(gen.byExt)}`);
  const work = tempCopy(genDir, 'rewrite');
  temps.push(work);
  const rewrite = await compare('rewrite', work.dir);
  describeSide('rewrite', rewrite, gen.files);
  result.rewrite = {
    files: gen.files,
    lines: gen.lines,
    floor: { ...rewrite.floor, jscodeshift: rewrite.floorJson },
    fix: rewrite.fix ? { ...rewrite.fix, summary: rewrite.fixJson && { ...rewrite.fixJson, changed: undefined, failed: rewrite.fixJson.failed?.slice(0, 50) } } : { available: false },
    ratio: round(rewrite.ratio, 4),
    cpuRatio: round(rewrite.cpuRatio, 4),
  };
  targets.push(
    target('all-rewrite: fix wall time / no-op jscodeshift', rewrite.ratio, REWRITE_RATIO_LIMIT, {
      fmt: (x) => `${x.toFixed(3)}×`,
      note: rewrite.cpuRatio && `CPU-time ratio ${rewrite.cpuRatio.toFixed(3)}×`,
      info: quick,
    }),
    target('all-rewrite: fix peak RSS', rewrite.fix?.maxRssBytes, RSS_LIMIT, { fmt: mib }),
  );

  // 3. One real (writing) fix on a fresh copy: every file rewritten, every result parses.
  if (cli) {
    const real = tempCopy(genDir, 'rewrite-write');
    temps.push(real);
    const r = await runMeasured(process.execPath, [CLI_MAIN, 'fix', real.dir, '--json', '--force', '--today', TODAY], { cwd: REPO_DIR });
    const j = parseFixJson(r.stdout);
    let changed = 0;
    let unparsable = [];
    let todo = 0;
    for (const f of manifest.files) {
      const before = readFileSync(join(genDir, f.path), 'utf8');
      const after = readFileSync(join(real.dir, f.path), 'utf8');
      if (after === before) continue;
      changed++;
      todo += (after.match(/TODO\(hiring-migrate\)/g) ?? []).length;
      try {
        parseForESLint(after, { filePath: f.path, sourceType: 'module', ecmaVersion: 'latest', ecmaFeatures: { jsx: !f.path.endsWith('.ts') } });
      } catch (error) {
        unparsable.push(`${f.path}: ${error.message}`);
      }
    }
    console.log(
      `\n3. Writing fix on a temp copy: ${secs(r.wallMs)} wall, peak RSS ${mib(r.maxRssBytes)}, exit ${r.code}; ${changed}/${gen.files} files changed on disk (fix says ${j?.filesChanged}), ${todo} TODO(hiring-migrate) comments, ${unparsable.length} results that do not parse`,
    );
    for (const u of unparsable.slice(0, 5)) console.log(`    does not parse: ${u}`);
    result.write = { wallMs: round(r.wallMs, 1), maxRssBytes: r.maxRssBytes, exit: r.code, changed, todo, unparsable: unparsable.slice(0, 20), summary: j && { ...j, changed: undefined } };
    targets.push(
      target('all-rewrite: files changed by a writing fix', changed, gen.files, { cmp: '==', fmt: String }),
      target('all-rewrite: rewritten files that do not parse', unparsable.length, 0, { cmp: '==', fmt: String }),
      target('all-rewrite: writing fix peak RSS', r.maxRssBytes, RSS_LIMIT, { fmt: mib }),
    );
  } else {
    targets.push(target('all-rewrite: files changed by a writing fix', undefined, gen.files, { cmp: '==', fmt: String }));
  }

  // 4. Optional: the pool as it would be on a bigger machine (memory only).
  if (args.poolCores && cli) {
    const hook = pathToFileURL(join(REPO_DIR, 'bench/lib/cores-hook.mjs')).href;
    const env = { HM_BENCH_CORES: String(args.poolCores), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${hook}`.trim() };
    const r = await runMeasured(process.execPath, fixArgs(work.dir), { cwd: REPO_DIR, env });
    console.log(`\n4. fix --dry with its pool sized for ${args.poolCores} cores (on ${cpus().length}): ${secs(r.wallMs)} wall, peak RSS ${mib(r.maxRssBytes)}, exit ${r.code}`);
    result.poolCores = { cores: args.poolCores, wallMs: round(r.wallMs, 1), maxRssBytes: r.maxRssBytes, exit: r.code };
    targets.push(target(`all-rewrite: fix peak RSS with a pool sized for ${args.poolCores} cores`, r.maxRssBytes, RSS_LIMIT, { fmt: mib }));
  }
  finish('fix-real-world', result, targets);
} finally {
  for (const t of temps) if (!args.keep) t.remove();
  if (args.keep) console.log(`kept ${temps.map((t) => t.root).join(' ')}`);
}
