/**
 * Values that cross module boundaries backwards: what a module's importers do with its exports.
 * A module that names nothing of the service can still hold its filters, its legacy values, or
 * functions that read its applications; only its importers say so.
 *
 *   // lib/filters.cjs                                  // handlers.cjs
 *   const VIEWS = { review: { query: { state: 'SCREENING' } } };  const { resolveView } = require('./lib/filters.cjs');
 *   exports.resolveView = (name) => VIEWS[name];        request('GET', '/v2/applications', { query: resolveView(v).query });
 *   // lib/presenters.cjs                               const { present } = require('./lib/presenters.cjs');
 *   exports.present = (app) => ({ badge: app.state });  apps.map(present);
 *
 * An importer's analysis turns such uses into demands on the module it imports: "what export
 * `resolveView` returns, at `query`, is sent as the list's filters", "the first parameter of
 * `present` receives applications". The module's analysis then reports and migrates them as its own.
 *
 * Importers are found among the files of the run (the CLI hands over those that name the service
 * and import a relative module): an editor, linting one file with no run around it, follows
 * imports forwards only.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { EVIDENCE_PATTERN } from '../migration/index.js';
import type { Path } from '../matchers/values.js';
import type { WrapperShape } from '../matchers/wrappers.js';
import { injectedFiles, resolveRelative } from './module-files.js';
import { relativeSpecifiers } from './modules.js';
import type { NoteWriteEndpoint } from '../matchers/notes.js';

export type Demand =
  /** What the export leads to, at `path`, is sent as the list endpoint's filters. */
  | { kind: 'filters'; key: string; path: Path }
  /** What the export leads to, at `path`, is sent as the scorecard list's query: its paging keys page a list that has none. */
  | { kind: 'paging'; key: string; path: Path }
  /** What the export leads to, at `path`, is sent as a `state` value. */
  | { kind: 'value'; key: string; path: Path }
  /**
   * What the export leads to, at `path`, is compared with an application's `state` (a value, a list
   * it is looked up in), or, with `keys`, is a table looked up by it.
   */
  | { kind: 'compared'; key: string; path: Path; keys: boolean }
  /**
   * The type exported as `key` is the filter parameter of a wrapper of the list: it must declare
   * hiringState and stageType. With `picked`, the wrapper picks `state` out of it and maps it itself:
   * the type keeps `state`, shown as where the filter is declared.
   */
  | { kind: 'filterType'; key: string; picked?: true }
  /** The function the export leads to, at `path`, receives an application's `state` as its parameter `index`. */
  | { kind: 'stateArgument'; key: string; path: Path; index: number }
  /** The function the export leads to, at `path`, receives applications as its parameter `index`. */
  | { kind: 'argument'; key: string; path: Path; index: number }
  /** What the export leads to, at `path`, is sent as the payload of a note write (`write`: create or update). */
  | { kind: 'notePayload'; key: string; path: Path; write: NoteWriteEndpoint }
  /** The exported type is what a note write's payload parameter is declared with: its flag is offered to callers. */
  | { kind: 'notePayloadType'; key: string; write: NoteWriteEndpoint }
  /**
   * The exported type declares what holds applications (`(p: ApplicationPayload)` handed them,
   * `axios.get<ApplicationPayload[]>('/v2/applications')`): its module migrates it as the record's
   * type, whatever its own shape says, so that the reads migrated through it still compile.
   */
  | { kind: 'recordType'; key: string }
  /**
   * The exported type is what an importer makes copies of a record's state as (`toRow(app: Application):
   * ApplicationRow => ({ …, state: app.state })`): the team's own, whose `state` keeps what the migrated
   * read gives, so its module keeps the type's members (over any `recordType` demand).
   */
  | { kind: 'copyType'; key: string };

/**
 * Does this file belong to the run's list (text only): one that names the service, so that it may
 * make demands on the modules it imports, or define a wrapper others call by name (runWrapperNamed).
 */
export function mayDemand(text: string): boolean {
  return EVIDENCE_PATTERN.test(text);
}

let importers: readonly string[] = [];
let importersKey = '';
/** Module file → the candidate importers that import it. */
let importedBy: Map<string, string[]> | undefined;

/**
 * The files of this run that may make demands (see mayDemand). Kept until another list is given; the
 * index of who imports what is built from them on first use.
 */
export function useImporters(files: readonly string[] | undefined): void {
  if (!files || files === importers) return;
  const key = files.join('\0');
  if (key === importersKey) {
    importers = files;
    return;
  }
  importers = files;
  importersKey = key;
  importedBy = undefined;
  definitions = undefined;
  texts.clear();
  wrapperIndex.clear();
}

/** The texts of the run's files, read once a run (fix writes only once every file is migrated). */
const texts = new Map<string, string | undefined>();
function runText(file: string): string | undefined {
  if (!texts.has(file)) {
    let text: string | undefined;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      text = undefined;
    }
    texts.set(file, text);
  }
  return texts.get(file);
}

function index(): Map<string, string[]> {
  if (importedBy) return importedBy;
  const found = (importedBy = new Map<string, string[]>());
  const add = (target: string, file: string): void => {
    const list = found.get(target);
    if (!list) found.set(target, [file]);
    else if (!list.includes(file)) list.push(file);
  };
  for (const file of importers) {
    const text = runText(file);
    if (text === undefined) continue;
    for (const spec of new Set(relativeSpecifiers(text))) {
      const target = resolveRelative(file, spec);
      if (target && target !== file) add(target, file);
    }
    // Handed by an injector what another file registers (see matchers/injection).
    for (const target of injectedFiles(file, text)) add(target, file);
  }
  return importedBy;
}

/** The files of this run that import `file` and may make demands on it. */
export function importersOf(file: string): readonly string[] {
  return importers.length ? (index().get(file) ?? []) : [];
}

/**
 * A module an importer exports again (`export * from './x'`: key `*`), or exports whole under a key
 * (`module.exports = { format }` of `require('./lib/format')`): demands on the importer there are
 * demands on that module.
 */
export interface Forward {
  key: string;
  file: string;
}

/** Computes the demands one importer makes, by module file, and what it exports again; supplied by the engine. */
export type DemandAnalyzer = (file: string, text: string) => { demands: Map<string, Demand[]>; forwards: readonly Forward[] };

const cache = new Map<string, { stamp: string; demands: Map<string, Demand[]>; forwards: readonly Forward[] }>();
/** Re-exporters whose own importers are being asked (a cycle of re-exports ends there). */
const forwarding = new Set<string>();
/** Importers being analysed: an importer's own importers are asked first, and imports may go round in a cycle. */
const underway = new Set<string>();

/** The demands the importers of `file` make on it. */
export function demandsOn(file: string, analyze: DemandAnalyzer): Demand[] {
  const out: Demand[] = [];
  for (const importer of importersOf(file)) {
    if (underway.has(importer)) continue;
    let stamp: string;
    try {
      const info = statSync(importer);
      stamp = `${info.size}:${info.mtimeMs}`;
    } catch {
      continue;
    }
    let known = cache.get(importer);
    if (known?.stamp !== stamp) {
      let analysed: ReturnType<DemandAnalyzer> = { demands: new Map(), forwards: [] };
      underway.add(importer);
      try {
        analysed = analyze(importer, readFileSync(importer, 'utf8'));
      } catch {
        // An importer that cannot be read or parsed demands nothing; its own check says why.
      } finally {
        underway.delete(importer);
      }
      known = { stamp, ...analysed };
      cache.set(importer, known);
    }
    out.push(...(known.demands.get(file) ?? []));
    for (const forward of known.forwards) if (forward.file === file) out.push(...forwardedDemands(importer, forward, analyze));
  }
  return out;
}

/** What the importers of a re-exporter demand of it, as demands on the module it exports again. */
function forwardedDemands(reexporter: string, forward: Forward, analyze: DemandAnalyzer): Demand[] {
  if (forwarding.has(reexporter)) return [];
  forwarding.add(reexporter);
  try {
    return demandsOn(reexporter, analyze).flatMap((demand): Demand[] => {
      if (forward.key === '*') return [demand];
      // `sdk.format.csv(apps)`: key `format`, path `csv` on the index is key `csv` on lib/format.
      if (demand.key !== forward.key || !('path' in demand) || !demand.path[0] || !/^[\w$]+$/.test(demand.path[0])) return [];
      return [{ ...demand, key: demand.path[0], path: demand.path.slice(1) }];
    });
  } finally {
    forwarding.delete(reexporter);
  }
}

/** Forgets every importer's demands and the run's texts (see forgetFiles). */
export function clearDemands(): void {
  cache.clear();
  wrapperIndex.clear();
  texts.clear();
  importers = [];
  importersKey = '';
  importedBy = undefined;
  definitions = undefined;
}

/** The wrappers a file of the run defines, by name (see namedWrappers); supplied by the engine. */
export type WrapperIndexer = (file: string, text: string) => ReadonlyMap<string, WrapperShape | undefined>;

const wrapperIndex = new Map<string, ReadonlyMap<string, WrapperShape | undefined>>();

/**
 * Where a text may define a function called `name`: `function name(`, `name = (…) =>`, `name: function`,
 * `name(…) {` (a method), `add('name', (…) =>` (registered under it, see functionName). Read from the
 * text, so that a name no file of the run defines costs nothing.
 */
function definitionPattern(name: string): RegExp {
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `\\bfunction\\s*\\*?\\s*${n}\\s*[<(]|(?<![\\w$])${n}\\s*[:=]\\s*(?:async\\s+)?(?:function\\b|\\(|[A-Za-z_$][\\w$]*\\s*=>)|^[ \\t]*(?:(?:public|private|protected|static|readonly|async|override|get|set)\\s+)*${n}\\s*(?:<[^>\\n]*>)?\\s*\\([^)]*\\)\\s*(?::[^{\\n]+)?\\{|['"]${n}['"]\\s*,\\s*(?:async\\s+)?(?:function\\b|\\(|[A-Za-z_$][\\w$]*\\s*=>)`,
    'm',
  );
}
/** Name → the run's files whose text may define a function of that name (asked name by name). */
let definitions: Map<string, string[]> | undefined;

function filesDefining(name: string): string[] {
  definitions ??= new Map();
  let files = definitions.get(name);
  if (files) return files;
  files = [];
  const pattern = definitionPattern(name);
  for (const file of importers) {
    const text = runText(file);
    if (text?.includes(name) && pattern.test(text)) files.push(file);
  }
  definitions.set(name, files);
  return files;
}

/**
 * The wrapper called `name` in the files of the run, for a call through an object no import leads to
 * (a GraphQL context's `ctx.loaders.listApplications(f)`, a client handed in by a framework): one
 * shape, or none where files disagree or none defines it. Only files that may define the name are analysed.
 * With `resource`, only the files named for it (`applications.ts` for `client.applications.list`).
 */
export function runWrapperNamed(name: string, from: string | undefined, index: WrapperIndexer, resource?: string): WrapperShape | undefined {
  let found: { shape: WrapperShape | undefined; nearness: number; agreed: boolean } | undefined;
  for (const file of filesDefining(name)) {
    if (file === from) continue;
    // A generic name (`list`) counts only in the module of the resource it is called on.
    if (resource !== undefined && !basename(file).toLowerCase().includes(resource)) continue;
    let wrappers = wrapperIndex.get(file);
    if (!wrappers) {
      try {
        wrappers = index(file, runText(file) ?? '');
      } catch {
        // A file that cannot be parsed defines nothing; its own check says why.
        wrappers = new Map();
      }
      wrapperIndex.set(file, wrappers);
    }
    if (!wrappers.has(name)) continue;
    // A definition that is no wrapper (a migrated one, a method of another kind) counts as near as one.
    const shape = wrappers.get(name);
    // The nearest definition wins (a package's own module before another package's of the same name);
    // two as near that disagree say nothing.
    const nearness = from ? commonDirectoryLength(file, from) : 0;
    if (!found || nearness > found.nearness) found = { shape, nearness, agreed: true };
    else if (nearness === found.nearness && JSON.stringify(found.shape) !== JSON.stringify(shape)) found.agreed = false;
  }
  return found?.agreed ? found.shape : undefined;
}

/** How many leading directories two files share. */
function commonDirectoryLength(a: string, b: string): number {
  const x = a.split(/[\\/]/).slice(0, -1);
  const y = b.split(/[\\/]/).slice(0, -1);
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}
