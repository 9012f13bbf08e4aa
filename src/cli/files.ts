/**
 * Which files `check` and `fix` look at — one definition, so the two commands always agree.
 * Directories are walked for JavaScript/TypeScript sources, skipping dependencies, build output and
 * whatever `.gitignore` ignores; a file named explicitly is taken as long as it is a source file.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fdir } from 'fdir';
import ignore, { type Ignore } from 'ignore';
import { UsageError } from './io.js';
import { COMPONENT_EXTENSIONS, UNANALYSED_EXTENSIONS } from '../sfc/file-types.js';

export const SOURCE_EXTENSIONS = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts'] as const;

/** Dependencies and build output: never hand-written code worth migrating. */
export const SKIPPED_DIRECTORIES = ['node_modules', 'dist', 'build', 'out', 'coverage', '.next'] as const;

// Components (.vue, .svelte) are analysed too; files of UNANALYSED_EXTENSIONS are found to be named.
const WALKED_EXTENSIONS: ReadonlySet<string> = new Set([...SOURCE_EXTENSIONS, ...COMPONENT_EXTENSIONS, ...UNANALYSED_EXTENSIONS]);

export function isSourceFile(path: string): boolean {
  return ([...SOURCE_EXTENSIONS, ...COMPONENT_EXTENSIONS] as readonly string[]).includes(extname(path).toLowerCase());
}

export interface Discovery {
  /** Absolute paths, sorted, without duplicates. */
  files: string[];
  /** Explicitly named files that were left out because they are not JavaScript/TypeScript. */
  skipped: string[];
  /** The real path of each of `files`, in the same order. */
  realPaths: string[];
  /** The real paths of the given paths: what a symlink may lead to and still be written (see isInside). */
  roots: string[];
  /** Files of a type no analysis here reads (UNANALYSED_EXTENSIONS) found in the directories, sorted. */
  unanalysed: string[];
}

/**
 * Throws a UsageError for a path that does not exist, or that is neither a directory nor a regular file
 * (a FIFO would block the read forever, a device would be read without end).
 */
export async function findSourceFiles(paths: readonly string[], cwd: string): Promise<Discovery> {
  const files = new Set<string>();
  const skipped: string[] = [];
  const roots: string[] = [];
  const unanalysed = new Set<string>();
  for (const path of paths.length > 0 ? paths : ['.']) {
    const absolute = resolve(cwd, path);
    const info = await stat(absolute).catch(() => undefined);
    if (!info) throw new UsageError(`No such file or directory: ${path}`);
    if (!info.isDirectory() && !info.isFile()) throw new UsageError(`${path}: not a regular file (${kindOf(info)}); only files and directories are read.`);
    roots.push(await realpath(absolute));
    if (info.isDirectory()) {
      for (const file of walk(absolute)) (isSourceFile(file) ? files : unanalysed).add(resolve(file));
    } else if (isSourceFile(absolute)) {
      files.add(absolute);
    } else {
      skipped.push(path);
    }
  }
  return { ...onePerRealPath([...files].sort()), skipped, roots, unanalysed: [...unanalysed].sort() };
}

const SKIPPED: ReadonlySet<string> = new Set(SKIPPED_DIRECTORIES);
const GITIGNORE = '.gitignore';

/**
 * The files of a directory, less what its `.gitignore` files and those of the directories above it, up
 * to the repository's root, ignore. One synchronous walk (fdir: no glob to compile, symbolic links
 * followed, a cycle walked once) finds the sources and the `.gitignore` files; hidden files and
 * directories are not walked. `ignore` reads the rules as git does; each path answers to the rules of the
 * directories it is in, the deepest last, and nothing below an ignored directory comes back.
 * (globby did the same with fast-glob, and loading it was a quarter of a check on a small tree.)
 */
function walk(root: string): string[] {
  const files: string[] = [];
  const gitignores: string[] = [];
  const paths = new fdir()
    .withFullPaths()
    .withSymlinks({ resolvePaths: false })
    .exclude((name) => name.startsWith('.') || SKIPPED.has(name))
    .filter((path) => {
      const name = basename(path);
      return name === GITIGNORE || (!name.startsWith('.') && WALKED_EXTENSIONS.has(extname(name)));
    })
    .crawl(root)
    .sync();
  for (const path of paths) (basename(path) === GITIGNORE ? gitignores : files).push(path);
  const rules = gitignoreRules([...parentGitignores(root), ...gitignores]);
  if (rules.length === 0) return files;
  const ignoredDirs = new Map<string, boolean>();
  const isIgnored = (path: string, isDir: boolean): boolean => {
    const known = isDir ? ignoredDirs.get(path) : undefined;
    if (known !== undefined) return known;
    const parent = dirname(path);
    const ignored = (parent !== path && rules.some((r) => isInside(parent, [r.dir]) && parent !== r.dir) && isIgnored(parent, true)) || ignoredHere(rules, path, isDir);
    if (isDir) ignoredDirs.set(path, ignored);
    return ignored;
  };
  return files.filter((file) => !isIgnored(resolve(file), false));
}

interface GitignoreRules {
  dir: string;
  rules: Ignore;
}

/** The rules of these `.gitignore` files, the shallowest first. */
function gitignoreRules(files: readonly string[]): GitignoreRules[] {
  const rules: GitignoreRules[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // unreadable, or gone since the walk: no rules
    }
    rules.push({ dir: dirname(resolve(file)), rules: ignore().add(text) });
  }
  return rules.sort((a, b) => a.dir.length - b.dir.length);
}

/** The `.gitignore` files of the directories above `root`, up to the repository's root (none outside a repository). */
function parentGitignores(root: string): string[] {
  const above: string[] = [];
  for (let dir = root; !existsSync(join(dir, '.git')); dir = dirname(dir)) {
    if (dirname(dir) === dir) return [];
    above.push(join(dirname(dir), GITIGNORE));
  }
  return above.filter((file) => existsSync(file));
}

/**
 * Do the rules of the directories `path` is in, the deepest last, ignore it (its parents aside)? A rule
 * that matches `path` because it matches its parent (`gen/` of `gen/a.js`) spoke when the parent was
 * asked, and does not speak again: a nested `!gen/` that took the directory back keeps its files.
 */
function ignoredHere(rules: readonly GitignoreRules[], path: string, isDir: boolean): boolean {
  let ignored = false;
  for (const { dir, rules: gitignore } of rules) {
    if (path === dir || !isInside(path, [dir])) continue;
    const rel = relative(dir, path).split(sep).join('/');
    const result = gitignore.checkIgnore(isDir ? `${rel}/` : rel);
    if (!result.ignored && !result.unignored) continue;
    const parent = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/') + 1) : '';
    const asked = parent ? gitignore.checkIgnore(parent) : undefined;
    if (asked && asked.ignored === result.ignored && asked.unignored === result.unignored && asked.rule === result.rule) continue;
    if (result.ignored) ignored = true;
    else if (result.unignored) ignored = false;
  }
  return ignored;
}

/**
 * One path per file on disk: a symlink cycle (`loop -> .`) or a link beside its target would otherwise
 * count, report and migrate the same file many times. The path without a symlink in it is kept.
 */
function onePerRealPath(sorted: readonly string[]): { files: string[]; realPaths: string[] } {
  // The system's realpath(3), as fs.promises.realpath calls it, without a thread-pool round trip per
  // file (3,567 files: 15 ms instead of 40–110 ms).
  const reals = sorted.map((file) => {
    try {
      return realpathSync.native(file);
    } catch {
      return file;
    }
  });
  const chosen = new Map<string, string>();
  sorted.forEach((file, i) => {
    const real = reals[i]!;
    const kept = chosen.get(real);
    if (kept === undefined || (file === real && kept !== real)) chosen.set(real, file);
  });
  const pairs = [...chosen].map(([real, file]) => [file, real] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { files: pairs.map(([file]) => file), realPaths: pairs.map(([, real]) => real) };
}

/** Is this real path one of the roots, or inside one of them? */
export function isInside(real: string, roots: readonly string[]): boolean {
  return roots.some((root) => real === root || real.startsWith(root.endsWith(sep) ? root : `${root}${sep}`));
}

function kindOf(info: import('node:fs').Stats): string {
  if (info.isFIFO()) return 'a FIFO';
  if (info.isSocket()) return 'a socket';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  return 'not a file';
}

/** The deepest directory holding all of these absolute paths (and `cwd`). */
export function commonDirectory(cwd: string, paths: readonly string[]): string {
  let common = resolve(cwd).split(sep);
  for (const path of paths) {
    const parts = resolve(path, '..').split(sep);
    let i = 0;
    while (i < common.length && i < parts.length && common[i] === parts[i]) i++;
    common = common.slice(0, i);
  }
  return common.join(sep) || sep;
}

/** Runs `fn` over `items` with at most `limit` promises in flight, keeping the order of results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
