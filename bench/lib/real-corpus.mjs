// The real-world corpus: JavaScript/TypeScript as published on npm, full of `state` that has nothing to
// do with the hiring service (a UI library, a state-machine library, an OAuth client, a GitHub API
// client and its @octokit/* dependencies, Redux Toolkit). Installed with npm into
// bench/.corpus/real, then staged (copied, flattened per package) into bench/.corpus/real-src/<set>
// so that the product's file discovery sees every file: staged paths carry no `node_modules`, and
// directories the CLI skips as build output (`dist`, `build`, `out`, …) get a trailing underscore.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { CORPUS_DIR, REPO_DIR, SOURCE_EXTENSIONS } from './common.mjs';

/** Pinned: the corpus must not change under the benchmark. */
export const PACKAGES = {
  '@mui/material': '9.5.0',
  'react-bootstrap': '2.10.10',
  xstate: '5.33.3',
  'oidc-client-ts': '3.5.0',
  '@octokit/rest': '22.0.1',
  '@reduxjs/toolkit': '2.14.0',
};
/** Staged besides the packages above: the dependencies of @octokit/rest (whatever versions it pins). */
const ALSO_STAGED = [/^@octokit\//];

export const INSTALL_DIR = join(CORPUS_DIR, 'real');
const STAGE_VERSION = 2;
export const MAX_BYTES = 1024 * 1024;
/** Directory names the CLI skips (src/cli/files.ts SKIPPED_DIRECTORIES) — renamed when staged. */
const SKIPPED_DIRECTORIES = ['node_modules', 'dist', 'build', 'out', 'coverage', '.next'];

function installedVersion(name) {
  try {
    return JSON.parse(readFileSync(join(INSTALL_DIR, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** npm install of the pinned packages unless they are already there; returns the npm command run (or null). */
export function installReal(log = console.log) {
  const missing = Object.entries(PACKAGES).filter(([name, version]) => installedVersion(name) !== version);
  if (missing.length === 0) return null;
  mkdirSync(INSTALL_DIR, { recursive: true });
  const specs = Object.entries(PACKAGES).map(([n, v]) => `${n}@${v}`);
  // --legacy-peer-deps: react, react-dom and emotion are peers of the UI libraries; we read code, we do not run it.
  const args = ['install', '--prefix', INSTALL_DIR, '--no-save', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund', ...specs];
  log(`  npm ${args.join(' ')}`);
  execFileSync('npm', args, { cwd: REPO_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const [name, version] of Object.entries(PACKAGES)) {
    if (installedVersion(name) !== version) throw new Error(`npm install did not give ${name}@${version}`);
  }
  return `npm ${args.join(' ')}`;
}

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules') continue; // nested copies belong to other packages
      walk(full, out);
    } else if (entry.isFile()) out.push(full);
  }
  return out;
}

function stagedPackages() {
  const root = join(INSTALL_DIR, 'node_modules');
  const names = new Set(Object.keys(PACKAGES));
  for (const scope of readdirSync(root).filter((n) => n.startsWith('@'))) {
    for (const name of readdirSync(join(root, scope))) {
      const full = `${scope}/${name}`;
      if (ALSO_STAGED.some((re) => re.test(full))) names.add(full);
    }
  }
  return [...names].sort();
}

const isMinified = (path) => /\.min\.[cm]?js$/i.test(path);

/**
 * Copies the corpus's source files into bench/.corpus/real-src/<set> (set: 'full', or 'quick': every
 * `quickEvery`-th file) and returns the manifest: { files: [{ path, source, bytes }], skipped, packages }.
 * `path` is relative to the staged directory, `source` relative to bench/.corpus/real/node_modules.
 */
export function stageReal({ quick = false, quickEvery = 8 } = {}) {
  const set = quick ? 'quick' : 'full';
  const dir = join(CORPUS_DIR, 'real-src', set);
  const packages = stagedPackages().map((name) => ({ name, version: installedVersion(name) }));
  const params = { version: STAGE_VERSION, set, quickEvery: quick ? quickEvery : undefined, packages };
  const manifestFile = join(dir, 'manifest.json');
  if (existsSync(manifestFile)) {
    const old = JSON.parse(readFileSync(manifestFile, 'utf8'));
    if (JSON.stringify(old.params) === JSON.stringify(params)) return { dir, ...old };
  }
  rmSync(dir, { recursive: true, force: true });
  const modules = join(INSTALL_DIR, 'node_modules');
  const skipped = { tooLarge: [], minified: 0 };
  let candidates = [];
  for (const { name } of packages) {
    for (const file of walk(join(modules, name))) {
      if (!SOURCE_EXTENSIONS.includes(extname(file).toLowerCase())) continue;
      const source = relative(modules, file).split(sep).join('/');
      if (isMinified(file)) {
        skipped.minified++;
        continue;
      }
      const bytes = statSync(file).size;
      if (bytes > MAX_BYTES) {
        skipped.tooLarge.push(`${source} (${(bytes / 1024 ** 2).toFixed(1)} MiB)`);
        continue;
      }
      candidates.push({ source, bytes });
    }
  }
  candidates.sort((a, b) => (a.source < b.source ? -1 : 1));
  if (quick) candidates = candidates.filter((_, i) => i % quickEvery === 0);
  const files = candidates.map(({ source, bytes }) => {
    const parts = source.split('/');
    const pkgParts = parts[0].startsWith('@') ? 2 : 1;
    const pkg = parts.slice(0, pkgParts).join('__');
    const rest = parts.slice(pkgParts).map((p) => (SKIPPED_DIRECTORIES.includes(p) ? `${p}_` : p));
    const path = [pkg, ...rest].join('/');
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(modules, source), target);
    return { path, source, bytes };
  });
  const manifest = { params, files, skipped };
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return { dir, ...manifest };
}

export function describeReal(manifest) {
  const byPackage = {};
  const byExt = {};
  let bytes = 0;
  for (const f of manifest.files) {
    const pkg = f.source.startsWith('@') ? f.source.split('/').slice(0, 2).join('/') : f.source.split('/')[0];
    byPackage[pkg] = (byPackage[pkg] ?? 0) + 1;
    const ext = f.path.endsWith('.d.ts') || f.path.endsWith('.d.mts') || f.path.endsWith('.d.cts') ? '.d.ts' : extname(f.path);
    byExt[ext] = (byExt[ext] ?? 0) + 1;
    bytes += f.bytes;
  }
  return { files: manifest.files.length, bytes, byPackage, byExt, skipped: { tooLarge: manifest.skipped.tooLarge, minified: manifest.skipped.minified } };
}

/**
 * Counts the files the product's text pre-filter (`mayContainFindings` of dist/src/migration) lets
 * through to the parser, their share of the bytes, and how many contain a trigger word at all
 * (`TRIGGER_PATTERN`, when the build exports it), per word.
 */
export async function preFilterCounts(dir, files) {
  const migration = await import(join(REPO_DIR, 'dist/src/migration/index.js'));
  const words = migration.TRIGGER_WORDS ?? [];
  const perWord = Object.fromEntries(words.map((w) => [w, 0]));
  const out = { files: files.length, bytes: 0, triggerWord: 0, mayContainFindings: 0, mayContainFindingsBytes: 0, perWord, passing: [] };
  for (const f of files) {
    const text = readFileSync(join(dir, f.path), 'utf8');
    out.bytes += f.bytes;
    if (migration.TRIGGER_PATTERN ? migration.TRIGGER_PATTERN.test(text) : true) out.triggerWord++;
    for (const w of words) if (text.includes(w)) perWord[w]++;
    if (!migration.mayContainFindings(text)) continue;
    out.mayContainFindings++;
    out.mayContainFindingsBytes += f.bytes;
    if (out.passing.length < 20) out.passing.push(f.source);
  }
  return out;
}
