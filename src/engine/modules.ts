/**
 * Values that cross module boundaries, without a tsconfig: a file that imports or requires a
 * relative module learns from that module's summary which of its exports return applications and
 * which take the list endpoint's filters.
 *
 *   // lib/hiring.js
 *   exports.loadAll = () => getJson('/v2/applications');          // returns applications
 *   exports.list = (filters) => getJson('/v2/applications?' + qs.stringify(filters)); // wrapper, argument 0
 *   // report.js
 *   const { loadAll, list } = require('./lib/hiring');
 *   (await loadAll()).map((a) => a.state);                         // a is an application
 *   list({ state: 'SCREENING' });                                  // a list request
 *
 * Summaries are keyed by export: `name` for a function, `name#method` for a method of an exported
 * class or instance (`default` for `export default` and `module.exports = …`). They are computed once
 * per file and process (cached by path, size and modification time), follow re-exports and the
 * modules' own imports a few levels deep, and are only computed for modules whose text names the
 * service, so code that has nothing to do with it costs a file read.
 */
import { readFileSync } from 'node:fs';
import type { TSESTree } from '@typescript-eslint/utils';
import { EVIDENCE_PATTERN, PATH_PATTERN, TRIGGER_PATTERN, VERSION_ROOT_PATTERN } from '../migration/index.js';
import type { WrapperShape } from '../matchers/wrappers.js';
import type { ExportTable, PathTemplate } from './module-exports.js';
import { PROJECT_SPECIFIER_START, importsRelative, injectedFiles, resolveRelative, stampOf } from './module-files.js';

export interface ModuleSummary {
  /**
   * Export keys whose call returns applications (or lists, envelopes, promises of them); a key with
   * the suffix `()` is a curried request, whose call gives a function that returns them.
   */
  returning: Set<string>;
  /** Export keys of wrappers of the service's endpoints, with what their calls request. */
  wrappers: Map<string, WrapperShape>;
  /** Names of the types it declares that are applications (interfaces, aliases, JSDoc typedefs). */
  types: Set<string>;
  /**
   * Exported constants that name one of the service's own names (`state`, `currentStage`, …) or a
   * legacy value: `QueryKey.Status` → `state` for `export const QueryKey = { Status: 'state' }`,
   * `AppStatus.Screening` → `SCREENING` for an enum, `STATUS_PARAM` → `state`.
   */
  strings: Map<string, string>;
  /** Exported functions that make one of the service's paths from what they are handed (`Routes.scorecards` → `/v2/applications/…/scorecards`). */
  paths: Map<string, PathTemplate>;
  /** The named type of `state` in each application type it declares (`ApplicationDto` → `LegacyStatus`). */
  stateTypes: Map<string, string>;
  /**
   * What `state` is declared as in each application type it declares, where that names nothing of the
   * module (a union of literals, `string`, a zod enum): `Application['state']` in an importer becomes it.
   */
  stateTypeTexts: Map<string, StateTypeText>;
  /** Exported stores that hold applications (`export const apps = writable([])` given a list of them). */
  stores: Set<string>;
  /**
   * Classes it declares that are the team's model of an application (see isModelClass), and functions
   * and methods (`Repository#find`) that give instances of one: those keep the members they were made
   * with, whatever those are named.
   */
  models: Set<string>;
  /** Export keys whose call gives an object of the module's own making, with the keys that hold applications (`load` → `application`). */
  envelopes: Map<string, Set<string>>;
  /** Types it declares with members that hold applications or lists of them (`PipelineContext` → `applications`, `selected`). */
  holders: Map<string, Set<string>>;
  /** The types it declares (or imports) that an application's `state` is declared with, as the legacy values (`ApplicationState`). */
  /** Exported classes whose instances hold the list's filter in their own `state`, sent by a method of theirs (`query.toParams()`). */
  filterHolders: Set<string>;
  /** Exported tables and sets that spell the legacy states whole (`STATE_RANK`, looked up as `STATE_RANK[x.state]`). */
  vocabularyTables: Set<string>;
  stateValueTypes: Set<string>;
  /** Types it declares with members declared with one of those (`PipelineFilter` → `status`). */
  stateTypedMembers: Map<string, Set<string>>;
  /**
   * Exported functions that pick `state` out of an argument and use nothing else of it whole
   * (`applicationQuery(params)` of `const { state, jobId } = params`), as `key:index`: their migration
   * maps what they pick, so what their callers hand them keeps `state`.
   */
  picking: Set<string>;
  /**
   * It deals in the service's applications (requests them, spells a legacy value, or imports a module
   * that does): a module importing it is about them too (a component importing the store that calls the API).
   */
  talks: boolean;
  /**
   * Export keys holding an HTTP client made with the service's version root as its base
   * (`export const http = axios.create({ baseURL: `${HOST}/v2` })`): what an importer asks of it by
   * a path under that root (`http.get('/applications')`) is asked of the service.
   */
  clients: Set<string>;
}

/** A type written with literals and keywords only (`'SCREENING' | 'QUALIFIED'`, `string | null`), optional or not. */
export interface StateTypeText {
  literals: readonly string[];
  keywords: readonly string[];
  optional: boolean;
}

/** The suffix of a curried request's key in `returning`: `getApplication()` for `getApplication(id)(client)`. */
export const CURRIED = '()';
/** What a factory gives (`createClient@` of `createClient() { return new HiringClient(); }`): its instance's keys follow. */
export const FACTORY = '@';

const EMPTY: ModuleSummary = { returning: new Set(), wrappers: new Map(), types: new Set(), strings: new Map(), paths: new Map(), stateTypes: new Map(), stateTypeTexts: new Map(), stores: new Set(), models: new Set(), envelopes: new Map(), holders: new Map(), stateValueTypes: new Set(), stateTypedMembers: new Map(), picking: new Set(), talks: false, clients: new Set(), filterHolders: new Set(), vocabularyTables: new Set() };

export function hasSomething(s: ModuleSummary): boolean {
  return s.talks || s.returning.size > 0 || s.wrappers.size > 0 || s.types.size > 0 || s.strings.size > 0 || s.paths.size > 0 || s.stores.size > 0 || s.models.size > 0 || s.envelopes.size > 0 || s.holders.size > 0 || s.stateValueTypes.size > 0 || s.stateTypedMembers.size > 0 || s.clients.size > 0 || s.picking.size > 0 || s.filterHolders.size > 0 || s.vocabularyTables.size > 0;
}
const MAX_DEPTH = 4;

/** Thrown by a summarizer standing in for the engine before it is loaded (see prefilter.ts). */
export class EngineNeeded extends Error {}

/** Summarizes one module (parses and analyses it); supplied by the engine. */
export type Summarizer = (file: string, text: string, depth: number) => ModuleSummary;

/**
 * Summaries by file, with the depth they were made at: one made deep (reached through four imports)
 * saw less of its own imports than one made nearer the file being checked, and is made again when a
 * nearer importer asks (which file of a run reaches a module first is an accident of its order).
 */
const cache = new Map<string, { stamp: string; summary: ModuleSummary; depth: number }>();
const inProgress = new Set<string>();

/** Forgets every summary (the parity test summarizes the same files with each parser). */
export function clearModuleSummaries(): void {
  cache.clear();
  evidence.clear();
  facts.clear();
}

/** What the text tests say of a module file, which decide whether it is worth a parse. */
interface TextFacts {
  stamp: string;
  /** It names the service (EVIDENCE_PATTERN). */
  evidence: boolean;
  /** It may pass on what the modules it imports or re-exports say. */
  passesOn: boolean;
  specifiers: string[];
}

/**
 * Facts of module files, kept while their stamp holds: a module imported from many files was read
 * and searched again for each path that led to it (the pre-filter of `check` on the 3,567-file
 * real-world corpus: 315 → 255 ms).
 */
const facts = new Map<string, TextFacts>();

function factsOf(file: string, stamp: string, text?: string): TextFacts | undefined {
  const known = facts.get(file);
  if (known?.stamp === stamp) return known;
  if (text === undefined) {
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  }
  const found: TextFacts = {
    stamp,
    evidence: EVIDENCE_PATTERN.test(text) || PATH_PATTERN.test(text) || VERSION_ROOT_PATTERN.test(text),
    // (A CommonJS barrel or factory module too: `module.exports = { createClient, HiringClient }` of required modules.)
    passesOn: (importsRelative(text) && (TRIGGER_PATTERN.test(text) || /\bmodule\.exports\s*=\s*\{|\bexport\s*\{/.test(text))) || /\bexport\s*\*|export\s*\{[^}]*\}\s*from/.test(text),
    specifiers: relativeSpecifiers(text),
  };
  facts.set(file, found);
  return found;
}

/** The summary of a module file, cached; empty for files that do not mention the service at all. */
export function summaryOf(file: string, summarize: Summarizer, depth = 0): ModuleSummary {
  if (depth > MAX_DEPTH || inProgress.has(file)) return EMPTY;
  const stamp = stampOf(file);
  if (stamp === undefined) return EMPTY;
  const cached = cache.get(file);
  if (cached?.stamp === stamp && cached.depth <= depth) return cached.summary;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return EMPTY;
  }
  const known = factsOf(file, stamp, text)!;
  let summary = EMPTY;
  // A module that names nothing of the service can only pass on what it imports: only when one of the
  // modules it leads to names the service is it worth a parse (barrels of unrelated code are not).
  if (known.evidence || (known.passesOn && leadsToEvidence(file, known.specifiers, depth))) {
    inProgress.add(file);
    try {
      summary = summarize(file, text, depth);
    } catch (error) {
      if (error instanceof EngineNeeded) throw error; // nothing learnt: not cached
      summary = EMPTY;
    } finally {
      inProgress.delete(file);
    }
  }
  cache.set(file, { stamp, summary, depth });
  return summary;
}

const RELATIVE_SPECIFIER = new RegExp(`(?:from\\s*|require\\s*\\(\\s*|import\\s*\\(\\s*)['"](${PROJECT_SPECIFIER_START}[^'"]+)['"]`, 'g');

/** The relative (and project alias) specifiers a text imports, requires or re-exports from (text only). */
export function relativeSpecifiers(text: string): string[] {
  const out = [...text.matchAll(RELATIVE_SPECIFIER)].map((m) => m[1]!);
  // An AMD module's dependencies: `define(['./api', 'module'], function (api, module) { … })`.
  for (const [, list] of text.matchAll(AMD_DEPENDENCIES)) for (const [, spec] of list!.matchAll(PROJECT_STRING)) out.push(spec!);
  return out;
}
const AMD_DEPENDENCIES = /\bdefine\s*\(\s*(?:['"][^'"]*['"]\s*,\s*)?\[([^\]]*)\]/g;
const PROJECT_STRING = new RegExp(`['"](${PROJECT_SPECIFIER_START}[^'"]+)['"]`, 'g');
const evidence = new Map<string, { stamp: string; found: boolean }>();

/**
 * Does a module imported or re-exported by `from` (its `specifiers`), or one they lead to, as deep as
 * summaries go, name the service? Text only: no summary can be non-empty without such a module.
 */
function leadsToEvidence(from: string, specifiers: readonly string[], depth: number, seen = new Set<string>([from])): boolean {
  if (depth >= MAX_DEPTH) return false;
  for (const spec of specifiers) {
    const file = resolveRelative(from, spec);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const stamp = stampOf(file);
    if (stamp === undefined) continue;
    const known = evidence.get(file);
    if (known?.stamp === stamp && known.found) return true;
    const body = factsOf(file, stamp);
    if (!body) continue;
    const found = body.evidence || leadsToEvidence(file, body.specifiers, depth + 1, seen);
    evidence.set(file, { stamp, found });
    if (found) return true;
  }
  return false;
}

/** Does a relative import of this file lead to a module with something to say? */
export function importsServiceModule(filename: string, text: string, summarize: Summarizer): boolean {
  if (!importsRelative(text)) return false;
  const files = [...relativeSpecifiers(text).map((spec) => resolveRelative(filename, spec)), ...injectedFiles(filename, text)];
  return files.some((file) => file !== undefined && hasSomething(summaryOf(file, summarize)));
}

// ------------------------------------------------------------------ exports of a module

/** What a module's own analysis says of it, by its declarations (see summarizeExports). */
export interface OwnSummary {
  /** Functions that return applications, directly or once curried (see ModuleSummary.returning). */
  returning: { direct: ReadonlySet<TSESTree.FunctionLike>; curried: ReadonlySet<TSESTree.FunctionLike> };
  wrappers: ReadonlyMap<TSESTree.FunctionLike, WrapperShape>;
  types: ReadonlySet<string>;
  stateTypes?: ReadonlyMap<string, string>;
  stateTypeTexts?: ReadonlyMap<string, StateTypeText>;
  talks?: boolean;
  stores?: ReadonlySet<string>;
  models?: ReadonlySet<string>;
  /** Functions that give envelopes of applications, with the keys that hold them. */
  envelopes?: ReadonlyMap<TSESTree.Node, ReadonlySet<string>>;
  holders?: ReadonlyMap<string, ReadonlySet<string>>;
  stateValueTypes?: ReadonlySet<string>;
  stateTypedMembers?: ReadonlyMap<string, ReadonlySet<string>>;
  clients?: ReadonlySet<string>;
  /** Functions that pick `state` out of the arguments at these indexes (see ModuleSummary.picking). */
  picking?: ReadonlyMap<TSESTree.FunctionLike, readonly number[]>;
}

const copyMembers = (m: ReadonlyMap<string, ReadonlySet<string>> | undefined): Map<string, Set<string>> => new Map([...(m ?? [])].map(([name, members]) => [name, new Set(members)]));

/** The wrapper shape of the function a function returns as its whole body (`(env) => (filter) => …`). */
function curriedWrapper(fn: TSESTree.Node, wrappers: ReadonlyMap<TSESTree.FunctionLike, WrapperShape>): WrapperShape | undefined {
  if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression' && fn.type !== 'FunctionDeclaration') return undefined;
  let body: TSESTree.Node | null | undefined = fn.body;
  if (body?.type === 'BlockStatement') body = body.body.length === 1 && body.body[0]!.type === 'ReturnStatement' ? body.body[0]!.argument : undefined;
  while (body && (body.type === 'TSAsExpression' || body.type === 'TSSatisfiesExpression')) body = body.expression;
  return body && (body.type === 'ArrowFunctionExpression' || body.type === 'FunctionExpression') ? wrappers.get(body) : undefined;
}

/** Summary of a module from its export table, its analysis (functions that return applications, wrappers) and its re-exports. */
export function summarizeExports(table: ExportTable, summarize: Summarizer, depth: number, own: OwnSummary): ModuleSummary {
  const { returning, wrappers } = own;
  const envelopes: ReadonlyMap<TSESTree.Node, ReadonlySet<string>> = own.envelopes ?? new Map();
  const summary: ModuleSummary = {
    returning: new Set(),
    wrappers: new Map(),
    types: new Set(own.types),
    strings: new Map(table.strings),
    paths: new Map(table.paths),
    stateTypes: new Map(own.stateTypes),
    stateTypeTexts: new Map(own.stateTypeTexts),
    stores: new Set(own.stores),
    models: new Set(own.models),
    envelopes: new Map(),
    holders: copyMembers(own.holders),
    stateValueTypes: new Set(own.stateValueTypes),
    stateTypedMembers: copyMembers(own.stateTypedMembers),
    picking: new Set(),
    talks: own.talks ?? false,
    clients: new Set(own.clients),
    filterHolders: new Set(table.filterHolders),
    vocabularyTables: new Set(table.vocabularyTables),
  };
  for (const [key, fn] of table.functions) {
    if (returning.direct.has(fn)) summary.returning.add(key);
    const keys = envelopes.get(fn);
    if (keys) summary.envelopes.set(key, new Set(keys));
    if (returning.curried.has(fn)) summary.returning.add(`${key}${CURRIED}`);
    const shape = wrappers.get(fn);
    if (shape) summary.wrappers.set(key, shape);
    for (const index of own.picking?.get(fn) ?? []) summary.picking.add(`${key}:${index}`);
    // `export const listApplications = (env) => (filter) => getJson(env)(path, decoder, filter)`: the function it gives wraps the list.
    const given = curriedWrapper(fn, wrappers);
    if (given) summary.wrappers.set(`${key}${CURRIED}`, given);
  }
  for (const forward of table.forwards) {
    const remote = summaryOf(forward.file, summarize, depth + 1);
    if (remote.talks) summary.talks = true;
    if (forward.key === '*') {
      for (const name of remote.types) summary.types.add(name);
      for (const [key, value] of remote.strings) summary.strings.set(key, value);
      for (const [key, value] of remote.paths) summary.paths.set(key, value);
      for (const [key, value] of remote.stateTypes) summary.stateTypes.set(key, value);
      for (const [key, value] of remote.stateTypeTexts) summary.stateTypeTexts.set(key, value);
      for (const key of remote.returning) summary.returning.add(key);
      for (const [key, indexes] of remote.wrappers) summary.wrappers.set(key, indexes);
      for (const key of remote.stores) summary.stores.add(key);
      for (const key of remote.clients) summary.clients.add(key);
      for (const key of remote.models) summary.models.add(key);
      for (const [key, keys] of remote.envelopes) summary.envelopes.set(key, keys);
      for (const [key, members] of remote.holders) summary.holders.set(key, members);
      for (const name of remote.stateValueTypes) summary.stateValueTypes.add(name);
      for (const [key, members] of remote.stateTypedMembers) summary.stateTypedMembers.set(key, members);
      for (const key of remote.picking) summary.picking.add(key);
      for (const key of remote.filterHolders) summary.filterHolders.add(key);
      for (const key of remote.vocabularyTables) summary.vocabularyTables.add(key);
    } else if (forward.remote === '*') {
      // `module.exports = { format }` of a required module: its exports under `format.`.
      const under = (key: string): string => `${forward.key}.${key}`;
      for (const [key, value] of remote.strings) summary.strings.set(under(key), value);
      for (const [key, value] of remote.paths) summary.paths.set(under(key), value);
      for (const key of remote.returning) summary.returning.add(under(key));
      for (const [key, indexes] of remote.wrappers) summary.wrappers.set(under(key), indexes);
      for (const key of remote.picking) summary.picking.add(under(key));
    } else {
      if (remote.types.has(forward.remote)) summary.types.add(forward.key);
      if (remote.stores.has(forward.remote)) summary.stores.add(forward.key);
      if (remote.clients.has(forward.remote)) summary.clients.add(forward.key);
      if (remote.models.has(forward.remote)) summary.models.add(forward.key);
      if (remote.filterHolders.has(forward.remote)) summary.filterHolders.add(forward.key);
      if (remote.vocabularyTables.has(forward.remote)) summary.vocabularyTables.add(forward.key);
      const keys = remote.envelopes.get(forward.remote);
      if (keys) summary.envelopes.set(forward.key, keys);
      const held = remote.holders.get(forward.remote);
      if (held) summary.holders.set(forward.key, held);
      if (remote.stateValueTypes.has(forward.remote)) summary.stateValueTypes.add(forward.key);
      const typed = remote.stateTypedMembers.get(forward.remote);
      if (typed) summary.stateTypedMembers.set(forward.key, typed);
      const stateType = remote.stateTypes.get(forward.remote);
      if (stateType) summary.stateTypes.set(forward.key, stateType);
      const stateText = remote.stateTypeTexts.get(forward.remote);
      if (stateText) summary.stateTypeTexts.set(forward.key, stateText);
      // `export { Routes } from './routes'`: its strings and paths under the name given here.
      const renamed = (key: string): string | undefined => (key === forward.remote || key.startsWith(`${forward.remote}.`) ? forward.key + key.slice(forward.remote.length) : undefined);
      for (const [key, value] of remote.strings) if (renamed(key)) summary.strings.set(renamed(key)!, value);
      for (const [key, value] of remote.paths) if (renamed(key)) summary.paths.set(renamed(key)!, value);
      // (And what its instance's members hold, `HiringClient.applications#get`, under the member here.)
      const own = (key: string): boolean => key.startsWith(`${forward.remote}#`) || key.startsWith(`${forward.remote}.`);
      for (const key of remote.returning) if (key === forward.remote || key === `${forward.remote}${CURRIED}` || own(key)) summary.returning.add(forward.key + key.slice(forward.remote.length));
      for (const [key, indexes] of remote.wrappers) if (key === forward.remote || own(key)) summary.wrappers.set(forward.key + key.slice(forward.remote.length), indexes);
      for (const key of remote.picking) if (key.startsWith(`${forward.remote}:`) || own(key)) summary.picking.add(forward.key + key.slice(forward.remote.length));
    }
  }
  return summary;
}
