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
import { EVIDENCE_PATTERN } from '../migration/index.js';
import type { Path } from '../matchers/values.js';
import { importsRelative, relativeSpecifiers, resolveRelative } from './modules.js';

export type Demand =
  /** What the export leads to, at `path`, is sent as the list endpoint's filters. */
  | { kind: 'filters'; key: string; path: Path }
  /** What the export leads to, at `path`, is sent as a `state` value. */
  | { kind: 'value'; key: string; path: Path }
  /** The function the export leads to, at `path`, receives applications as its parameter `index`. */
  | { kind: 'argument'; key: string; path: Path; index: number };

/** Could this file's analysis make demands on the modules it imports? (text only) */
export function mayDemand(text: string): boolean {
  return EVIDENCE_PATTERN.test(text) && importsRelative(text);
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
}

function index(): Map<string, string[]> {
  if (importedBy) return importedBy;
  importedBy = new Map();
  for (const file of importers) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const spec of new Set(relativeSpecifiers(text))) {
      const target = resolveRelative(file, spec);
      if (!target || target === file) continue;
      const list = importedBy.get(target);
      if (list) list.push(file);
      else importedBy.set(target, [file]);
    }
  }
  return importedBy;
}

/** The files of this run that import `file` and may make demands on it. */
export function importersOf(file: string): readonly string[] {
  return importers.length ? (index().get(file) ?? []) : [];
}

/** Computes the demands one importer makes, by module file; supplied by the engine. */
export type DemandAnalyzer = (file: string, text: string) => Map<string, Demand[]>;

const cache = new Map<string, { stamp: string; demands: Map<string, Demand[]> }>();

/** The demands the importers of `file` make on it. */
export function demandsOn(file: string, analyze: DemandAnalyzer): Demand[] {
  const out: Demand[] = [];
  for (const importer of importersOf(file)) {
    let stamp: string;
    try {
      const info = statSync(importer);
      stamp = `${info.size}:${info.mtimeMs}`;
    } catch {
      continue;
    }
    let known = cache.get(importer);
    if (known?.stamp !== stamp) {
      let demands = new Map<string, Demand[]>();
      try {
        demands = analyze(importer, readFileSync(importer, 'utf8'));
      } catch {
        // An importer that cannot be read or parsed demands nothing; its own check says why.
      }
      known = { stamp, demands };
      cache.set(importer, known);
    }
    out.push(...(known.demands.get(file) ?? []));
  }
  return out;
}

/** Forgets every importer's demands (tests analyse the same files under several settings). */
export function clearDemands(): void {
  cache.clear();
  importedBy = undefined;
}
