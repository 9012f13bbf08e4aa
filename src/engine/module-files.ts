/**
 * Module files on disk: relative specifiers resolved to files (`./client` → `client.ts`, `index.*`,
 * `./client.js` written for `client.ts`) through cached directory listings, and the stamp (size and
 * modification time) that a module's cached facts and summary hold for. Within a run of the CLI the
 * file system is taken as still (see beginRun).
 */
import { readFileSync, readdirSync, statSync, type Dirent } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { NAMESPACE_MEMBER, REGISTERED_NAME, mayUseRegistry, namespaceMembersAssigned } from '../matchers/injection.js';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/**
 * Directory listings, kept while the directory's modification time stays the same (an entry added
 * or removed changes it): resolving a specifier tries up to 25 names, one listing answers them all.
 */
const listings = new Map<string, { mtime: number; entries: Map<string, Dirent> }>();

/**
 * What a run of `check` knows of the file system already: the stamp of every file it read (from the
 * fstat of its read), and that nothing changes under it while it runs, so a directory is listed and a
 * specifier resolved once. On the 3,567-file real-world corpus the pre-filter resolves ~6,500
 * specifiers and looks up ~2,900 module summaries, each behind one to three stats (255 → 210 ms).
 * Outside a run (an editor, whose files change between lints) every lookup asks the file system.
 */
let run:
  | { stamps: ReadonlyMap<string, string>; listings: Map<string, Map<string, Dirent> | undefined>; resolved: Map<string, string | undefined>; registries: Map<string, RegistryIndex> }
  | undefined;

/** `stamps`: absolute path → `size:mtimeMs`, as `stampOf` would make it. */
export function beginRun(stamps: ReadonlyMap<string, string>): void {
  run = { stamps, listings: new Map(), resolved: new Map(), registries: new Map() };
}

export function endRun(): void {
  run = undefined;
}

/** Forgets every directory listing and registry index (see forgetFiles). */
export function clearListings(): void {
  listings.clear();
  registries.clear();
}

function listing(dir: string): Map<string, Dirent> | undefined {
  if (!run) return listDirectory(dir);
  if (!run.listings.has(dir)) run.listings.set(dir, listDirectory(dir));
  return run.listings.get(dir);
}

function listDirectory(dir: string): Map<string, Dirent> | undefined {
  let mtime: number;
  try {
    mtime = statSync(dir).mtimeMs;
  } catch {
    return undefined;
  }
  const known = listings.get(dir);
  if (known?.mtime === mtime) return known.entries;
  try {
    const entries = new Map(readdirSync(dir, { withFileTypes: true }).map((d) => [foldCase(d.name), d] as const));
    listings.set(dir, { mtime, entries });
    return entries;
  } catch {
    return undefined;
  }
}

/** File names as the file system compares them: macOS and Windows ignore case by default. */
const CASE_INSENSITIVE = process.platform === 'darwin' || process.platform === 'win32';
function foldCase(name: string): string {
  return CASE_INSENSITIVE ? name.toLowerCase() : name;
}

function isFile(path: string, dirs: Map<string, Map<string, Dirent> | undefined>): boolean {
  const dir = dirname(path);
  if (!dirs.has(dir)) dirs.set(dir, listing(dir));
  const entry = dirs.get(dir)?.get(foldCase(basename(path)));
  if (!entry) return false;
  if (entry.isFile()) return true;
  if (!entry.isSymbolicLink()) return false;
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The aliases frameworks give a project's own directories, by convention (no configuration read):
 * SvelteKit's `$lib` is `src/lib`; `@/` and `~/` are `src/` in Vue CLI, Vite, Nuxt and Next.js
 * templates. The directory is looked for upwards from the importing file.
 */
const PROJECT_ALIASES: readonly { prefix: string; dir: string }[] = [
  { prefix: '$lib/', dir: 'src/lib' },
  { prefix: '@/', dir: 'src' },
  { prefix: '~/', dir: 'src' },
];
const MAX_ALIAS_LEVELS = 8;

/** Is the specifier one of the project's own modules (relative, or under a project alias)? */
export function isProjectSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || PROJECT_ALIASES.some((a) => specifier.startsWith(a.prefix));
}

/**
 * `./client` → `/abs/client.ts` (or `.js`, `index.*`, and `./client.js` written for `client.ts`);
 * `$lib/hiring` → `<project>/src/lib/hiring.ts` (see PROJECT_ALIASES).
 */
export function resolveRelative(from: string, specifier: string): string | undefined {
  if (!isProjectSpecifier(specifier)) return undefined;
  if (!run) return resolveSpecifier(from, specifier);
  const key = `${dirname(from)}\0${specifier}`;
  if (!run.resolved.has(key)) run.resolved.set(key, resolveSpecifier(from, specifier));
  return run.resolved.get(key);
}

function resolveSpecifier(from: string, specifier: string): string | undefined {
  const alias = PROJECT_ALIASES.find((a) => specifier.startsWith(a.prefix));
  if (!alias) return resolveOnDisk(dirname(from), specifier);
  const rest = specifier.slice(alias.prefix.length);
  let dir = dirname(from);
  for (let level = 0; level < MAX_ALIAS_LEVELS; level++) {
    const found = resolveOnDisk(join(dir, alias.dir), `./${rest}`);
    if (found) return found;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

function resolveOnDisk(fromDir: string, specifier: string): string | undefined {
  const base = resolve(fromDir, specifier);
  // `./client.js` may be `client.ts` written as it will be emitted; `./+page.server` and `./api.client` are names with a dot.
  const ext = extname(base);
  const stem = EXTENSIONS.includes(ext) ? base.slice(0, -ext.length) : base;
  const candidates = [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  const dirs = new Map<string, Map<string, Dirent> | undefined>();
  return candidates.find((c) => (EXTENSIONS.includes(extname(c)) || c === base) && isFile(c, dirs));
}

/** The start of a specifier of the project's own modules, as pattern text: `./`, `../`, or a project alias. */
export const PROJECT_SPECIFIER_START = `(?:\\.\\.?|${PROJECT_ALIASES.map((a) => a.prefix.slice(0, -1).replace(/[$]/g, '\\$&')).join('|')})/`;

/** Does the text import or require a relative module (or name one among an AMD module's dependencies), or one under a project alias, or is handed
 * what other files register with an injector (see matchers/injection)? (cheap test before any resolution) */
const RELATIVE_IMPORT = new RegExp(`(?:from\\s*|require\\s*\\(\\s*|import\\s*\\(\\s*|define\\s*\\(\\s*(?:['"][^'"]*['"]\\s*,\\s*)?\\[[^\\]]*?)['"]${PROJECT_SPECIFIER_START}`);
export function importsRelative(text: string): boolean {
  return RELATIVE_IMPORT.test(text) || mayUseRegistry(text);
}

/** A file's size and modification time: what its cached facts and summary hold for. */
export function stampOf(file: string): string | undefined {
  const known = run?.stamps.get(file);
  if (known !== undefined) return known;
  try {
    const info = statSync(file);
    return `${info.size}:${info.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/** The names the files of a project register with an injector (see matchers/injection), each with the files that do. */
type RegistryIndex = { madeAt: number; names: Map<string, string[]> };
/** Outside a run (an editor), an index is made again once this old: a file may have been added meanwhile. */
const REGISTRY_MAX_AGE_MS = 5000;
/** A project with more files than this is indexed as far as this many (a registry's files are few and near). */
const REGISTRY_MAX_FILES = 5000;
const registries = new Map<string, RegistryIndex>();

/** The nearest directory above a file with a package.json: the project its injector's registrations are made in. */
function projectRoot(file: string): string {
  for (let dir = dirname(file); ; ) {
    if (listing(dir)?.has(foldCase('package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return dirname(file);
    dir = parent;
  }
}

function indexRegistrations(root: string): RegistryIndex {
  const names = new Map<string, string[]>();
  const queue = [root];
  let files = 0;
  while (queue.length && files < REGISTRY_MAX_FILES) {
    const dir = queue.shift()!;
    for (const entry of listing(dir)?.values() ?? []) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) queue.push(path);
      else if (entry.isFile() && EXTENSIONS.includes(extname(entry.name)) && ++files <= REGISTRY_MAX_FILES) {
        let text: string;
        try {
          text = readFileSync(path, 'utf8');
        } catch {
          continue;
        }
        if (!mayUseRegistry(text)) continue;
        for (const name of [...Array.from(text.matchAll(REGISTERED_NAME), (m) => m[1]!), ...namespaceMembersAssigned(text)]) {
          const list = names.get(name) ?? [];
          if (!list.includes(path)) list.push(path);
          names.set(name, list);
        }
      }
    }
  }
  return { madeAt: Date.now(), names };
}

/**
 * The file of a project that registers `name` with an injector, nearest to `from` where several do
 * (two apps of one repository may both register an `ApplicationsApi`); undefined for none, or `from` itself.
 */
export function registeringFile(from: string, name: string): string | undefined {
  const root = projectRoot(from);
  const cache = run?.registries ?? registries;
  let index = cache.get(root);
  if (!index || (!run && Date.now() - index.madeAt > REGISTRY_MAX_AGE_MS)) {
    index = indexRegistrations(root);
    cache.set(root, index);
  }
  const distance = (file: string): number => relative(dirname(from), file).split(sep).filter((part) => part === '..').length;
  const files = (index.names.get(name) ?? []).filter((file) => file !== from);
  return files.sort((a, b) => distance(a) - distance(b))[0];
}

/** A name quoted whole (`'ApplicationsApi'`), as an injector's annotation writes the names it hands. */
const QUOTED_NAME = /['"]([A-Za-z_][\w$]*)['"]/g;

/**
 * The files that register a name the text quotes, for a file that uses an injector (text only: the
 * names an annotation hands; a quoted name that is not handed costs a lookup that finds nothing).
 */
export function injectedFiles(filename: string, text: string): string[] {
  if (!mayUseRegistry(text)) return [];
  const out = new Set<string>();
  // The names an injector's annotation hands (`'ApplicationsApi'`), and the members of a namespace read (`Hiring.api`).
  const names = [...Array.from(text.matchAll(QUOTED_NAME), (m) => m[1]!), ...Array.from(text.matchAll(NAMESPACE_MEMBER), (m) => `${m[1]}.${m[2]}`)];
  for (const name of new Set(names)) {
    const file = registeringFile(filename, name);
    if (file) out.add(file);
  }
  return [...out];
}
