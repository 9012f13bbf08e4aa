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
import { EVIDENCE_PATTERN, TRIGGER_PATTERN } from '../migration/index.js';
import { isFunction, keyName, plainParameter, unwrap, type Node } from '../matchers/ast.js';
import { functionOfCallee, requiredModule, type Bindings, type Variable } from '../matchers/scope.js';
import type { WrapperShape } from '../matchers/wrappers.js';
import type { ExportTable } from './module-exports.js';
import { importsRelative, resolveRelative, stampOf } from './module-files.js';

export interface ModuleSummary {
  /** Export keys whose call returns applications (or lists, envelopes, promises of them). */
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
  /** The named type of `state` in each application type it declares (`ApplicationDto` → `LegacyStatus`). */
  stateTypes: Map<string, string>;
  /** Exported stores that hold applications (`export const apps = writable([])` given a list of them). */
  stores: Set<string>;
  /**
   * It deals in the service's applications (requests them, spells a legacy value, or imports a module
   * that does): a module importing it is about them too (a component importing the store that calls the API).
   */
  talks: boolean;
}

const EMPTY: ModuleSummary = { returning: new Set(), wrappers: new Map(), types: new Set(), strings: new Map(), stateTypes: new Map(), stores: new Set(), talks: false };

function hasSomething(s: ModuleSummary): boolean {
  return s.talks || s.returning.size > 0 || s.wrappers.size > 0 || s.types.size > 0 || s.strings.size > 0 || s.stores.size > 0;
}
const MAX_DEPTH = 4;

/** Thrown by a summarizer standing in for the engine before it is loaded (see prefilter.ts). */
export class EngineNeeded extends Error {}

/** Summarizes one module (parses and analyses it); supplied by the engine. */
export type Summarizer = (file: string, text: string, depth: number) => ModuleSummary;

const cache = new Map<string, { stamp: string; summary: ModuleSummary }>();
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
    evidence: EVIDENCE_PATTERN.test(text),
    passesOn: (importsRelative(text) && TRIGGER_PATTERN.test(text)) || /\bexport\s*\*|export\s*\{[^}]*\}\s*from/.test(text),
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
  if (cached?.stamp === stamp) return cached.summary;
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
  cache.set(file, { stamp, summary });
  return summary;
}

const RELATIVE_SPECIFIER = /(?:from\s*|require\s*\(\s*|import\s*\(\s*)['"](\.\.?\/[^'"]+)['"]/g;

/** The relative specifiers a text imports, requires or re-exports from (text only). */
export function relativeSpecifiers(text: string): string[] {
  return [...text.matchAll(RELATIVE_SPECIFIER)].map((m) => m[1]!);
}
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
  return relativeSpecifiers(text).some((spec) => {
    const file = resolveRelative(filename, spec);
    if (!file) return false;
    return hasSomething(summaryOf(file, summarize));
  });
}

// ------------------------------------------------------------------ exports of a module

/** `require('./m')` → `./m` (a direct call only). */
export function requiredSpecifier(node: Node | null | undefined): string | undefined {
  const inner = node && unwrap(node);
  return inner?.type === 'CallExpression' ? requiredModule(inner) : undefined;
}

/** Summary of a module from its export table, its analysis (functions that return applications, wrappers) and its re-exports. */
export function summarizeExports(
  table: ExportTable,
  returning: ReadonlySet<TSESTree.FunctionLike>,
  wrappers: ReadonlyMap<TSESTree.FunctionLike, WrapperShape>,
  types: ReadonlySet<string>,
  summarize: Summarizer,
  depth: number,
  stateTypes: ReadonlyMap<string, string> = new Map(),
  talks = false,
  stores: ReadonlySet<string> = new Set(),
): ModuleSummary {
  const summary: ModuleSummary = { returning: new Set(), wrappers: new Map(), types: new Set(types), strings: new Map(table.strings), stateTypes: new Map(stateTypes), stores: new Set(stores), talks };
  for (const [key, fn] of table.functions) {
    if (returning.has(fn)) summary.returning.add(key);
    const shape = wrappers.get(fn);
    if (shape) summary.wrappers.set(key, shape);
  }
  for (const forward of table.forwards) {
    const remote = summaryOf(forward.file, summarize, depth + 1);
    if (remote.talks) summary.talks = true;
    if (forward.key === '*') {
      for (const name of remote.types) summary.types.add(name);
      for (const [key, value] of remote.strings) summary.strings.set(key, value);
      for (const [key, value] of remote.stateTypes) summary.stateTypes.set(key, value);
      for (const key of remote.returning) summary.returning.add(key);
      for (const [key, indexes] of remote.wrappers) summary.wrappers.set(key, indexes);
      for (const key of remote.stores) summary.stores.add(key);
    } else {
      if (remote.types.has(forward.remote)) summary.types.add(forward.key);
      if (remote.stores.has(forward.remote)) summary.stores.add(forward.key);
      const stateType = remote.stateTypes.get(forward.remote);
      if (stateType) summary.stateTypes.set(forward.key, stateType);
      for (const key of remote.returning) if (key === forward.remote || key.startsWith(`${forward.remote}#`)) summary.returning.add(forward.key + key.slice(forward.remote.length));
      for (const [key, indexes] of remote.wrappers) if (key === forward.remote || key.startsWith(`${forward.remote}#`)) summary.wrappers.set(forward.key + key.slice(forward.remote.length), indexes);
    }
  }
  return summary;
}

// ------------------------------------------------------------------ imports of a file

interface Binding {
  summary: ModuleSummary;
  /** The export key the local name stands for; `*` for a namespace (`import * as m`, `const m = require()`). */
  key: string;
}

/** A binding of a relative module: the module's file and the export key (`*` for the whole module). */
export interface RelativeImport {
  file: string;
  key: string;
}

/**
 * The bindings a file takes from its relative modules: `import x from './m'` (`default`),
 * `import { a as b }` (`a`), `import * as m` and `const m = require('./m')` (`*`),
 * `const { a, b: c } = require('./m')`, `const a = require('./m').a`.
 */
export function relativeImports(filename: string, nodes: readonly Node[], bindings: Bindings): Map<Variable, RelativeImport> {
  const out = new Map<Variable, RelativeImport>();
  const files = new Map<string, string | undefined>();
  const fileOf = (spec: string): string | undefined => {
    if (!files.has(spec)) files.set(spec, resolveRelative(filename, spec));
    return files.get(spec);
  };
  const bind = (id: TSESTree.Identifier, file: string, key: string): void => {
    const variable = bindings.variableOf(id);
    if (variable) out.set(variable, { file, key });
  };
  for (const node of nodes) {
    if (node.type === 'ImportDeclaration') {
      const file = fileOf(node.source.value);
      if (!file) continue;
      for (const spec of node.specifiers) {
        const key = spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.type === 'ImportNamespaceSpecifier' ? '*' : keyName(spec.imported, false) ?? '';
        bind(spec.local, file, key);
      }
    } else if (node.type === 'VariableDeclarator' && node.init) {
      let init = unwrap(node.init);
      let member: string | undefined;
      if (init.type === 'MemberExpression' && !init.computed) {
        member = keyName(init.property, false);
        init = unwrap(init.object);
      }
      const spec = requiredSpecifier(init);
      const file = spec ? fileOf(spec) : undefined;
      if (!file) continue;
      if (node.id.type === 'Identifier') bind(node.id, file, member ?? '*');
      else if (node.id.type === 'ObjectPattern' && !member) {
        for (const prop of node.id.properties) {
          if (prop.type !== 'Property') continue;
          const key = keyName(prop.key, prop.computed);
          const value = prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value;
          if (key && value.type === 'Identifier') bind(value, file, key);
        }
      }
    }
  }
  return out;
}

/**
 * The imports of one file, and what calls through them do: `loadAll()`, `hiring.loadAll()`,
 * `new Client().list()`, `this.client.list()` where `this.client = new Client()`.
 */
export class ModuleLinks {
  private readonly bound = new Map<Variable, Binding>();
  /** Variables and `this.x` members holding instances of imported classes: key prefix `Class#`. */
  private readonly instances = new Map<Variable | string, Binding>();
  /** Local names of imported types that are applications (`import type { ApplicationRecord } from './types'`). */
  readonly applicationTypes = new Set<string>();
  /** The named type of `state` in imported application types, by the type's local name (see ModuleSummary.stateTypes). */
  readonly stateTypes = new Map<string, string>();
  /** Imported stores that hold applications (see ModuleSummary.stores). */
  readonly applicationStores = new Set<Variable>();

  constructor(
    filename: string,
    nodes: readonly Node[],
    private readonly bindings: Bindings,
    summarize: Summarizer,
    depth: number,
    /** The file's relative imports (see relativeImports), when the caller has them already. */
    imports: ReadonlyMap<Variable, RelativeImport> = relativeImports(filename, nodes, bindings),
  ) {
    const summaries = new Map<string, ModuleSummary | undefined>();
    for (const [variable, { file, key }] of imports) {
      if (!summaries.has(file)) {
        const s = summaryOf(file, summarize, depth + 1);
        summaries.set(file, hasSomething(s) ? s : undefined);
      }
      const summary = summaries.get(file);
      if (!summary) continue;
      if (summary.types.has(key)) this.applicationTypes.add(variable.name);
      if (summary.stores.has(key)) this.applicationStores.add(variable);
      const stateType = summary.stateTypes.get(key);
      if (stateType) this.stateTypes.set(variable.name, stateType);
      this.bound.set(variable, { summary, key });
    }
    if (this.bound.size === 0) return;
    // Instances of imported classes: `const c = new Client()`, `this.c = new Client()`, `c = new Client()` in a class.
    for (const node of nodes) {
      if (node.type !== 'NewExpression') continue;
      const binding = this.calleeBinding(node.callee);
      if (!binding) continue;
      const parent = node.parent;
      if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') {
        const variable = bindings.variableOf(parent.id);
        if (variable) this.instances.set(variable, binding);
      } else if (parent?.type === 'AssignmentExpression' && parent.left.type === 'MemberExpression' && parent.left.object.type === 'ThisExpression') {
        const name = keyName(parent.left.property, parent.left.computed);
        if (name) this.instances.set(`this.${name}`, binding);
      } else if (parent?.type === 'PropertyDefinition' && !parent.computed) {
        const name = keyName(parent.key, false);
        if (name) this.instances.set(`this.${name}`, binding);
      }
    }
    this.typedInstances(nodes);
    this.instancesIntoParameters(nodes);
  }

  /**
   * Parameters and fields declared with an imported class (`constructor(private readonly apps:
   * ApplicationRepository)`, `repo: ApplicationRepository;`): instances of it, whoever made them.
   */
  private typedInstances(nodes: readonly Node[]): void {
    // Only a class whose methods the summary knows (a type of the same name may describe an object literal's).
    const bindingOf = (type: TSESTree.TypeNode | undefined): Binding | undefined => {
      const binding = type?.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && !type.typeArguments ? this.calleeBinding(type.typeName) : undefined;
      const methods = binding && `${binding.key}#`;
      return methods && [...binding.summary.wrappers.keys(), ...binding.summary.returning].some((key) => key.startsWith(methods)) ? binding : undefined;
    };
    for (const node of nodes) {
      if (node.type === 'PropertyDefinition' && !node.computed && !node.static) {
        const name = keyName(node.key, false);
        const binding = bindingOf(node.typeAnnotation?.typeAnnotation);
        if (name && binding && !this.instances.has(`this.${name}`)) this.instances.set(`this.${name}`, binding);
        continue;
      }
      if (!isFunction(node)) continue;
      for (const param of node.params) {
        const property = param.type === 'TSParameterProperty' ? param.parameter : undefined;
        const declared = property ?? param;
        // A default says what it holds (see instancesIntoParameters).
        if (declared.type !== 'Identifier') continue;
        const id = declared;
        const binding = bindingOf(id.typeAnnotation?.typeAnnotation);
        if (!binding) continue;
        const variable = this.bindings.variableOf(id);
        if (variable && !this.instances.has(variable)) this.instances.set(variable, binding);
        if (property && !this.instances.has(`this.${id.name}`)) this.instances.set(`this.${id.name}`, binding);
      }
    }
  }

  /**
   * An instance handed to a function of this file (`buildRoutes(service)` after `const service = new
   * HiringService()`) is held by the function's parameter too, where no call of the file passes
   * anything else there.
   */
  private instancesIntoParameters(nodes: readonly Node[]): void {
    const calls = nodes.filter((n): n is TSESTree.CallExpression => n.type === 'CallExpression');
    for (let pass = 0; pass < 3; pass++) {
      const held = new Map<Variable, Binding | null>();
      for (const call of calls) {
        const fn = functionOfCallee(call.callee, this.bindings);
        if (!fn) continue;
        call.arguments.forEach((argument, index) => {
          const parameter = plainParameter(fn, index);
          const variable = parameter && this.bindings.variableOf(parameter);
          if (!variable || this.instances.has(variable)) return;
          const value = unwrap(argument);
          const source = value.type === 'Identifier' ? this.bindings.variableOf(value) : undefined;
          const binding = value.type === 'NewExpression' ? this.calleeBinding(value.callee) : source && this.instances.get(source);
          const known = held.get(variable);
          if (known === null) return;
          held.set(variable, binding && (known === undefined || sameBinding(known, binding)) ? binding : null);
        });
      }
      let grew = false;
      for (const [variable, binding] of held) {
        if (!binding) continue;
        this.instances.set(variable, binding);
        grew = true;
      }
      if (!grew) return;
    }
  }

  get empty(): boolean {
    return this.bound.size === 0 && this.applicationTypes.size === 0 && this.applicationStores.size === 0;
  }

  private bind(id: TSESTree.Identifier, binding: Binding): void {
    const variable = this.bindings.variableOf(id);
    if (variable) this.bound.set(variable, binding);
  }

  /** The export a callee (or a `new` callee) names, as a full key. */
  private calleeBinding(callee: Node): Binding | undefined {
    const inner = unwrap(callee);
    if (inner.type === 'Identifier') {
      const variable = this.bindings.variableOf(inner);
      const b = variable && (this.bound.get(variable) ?? this.instances.get(variable));
      if (!b) return undefined;
      return b.key === '*' ? { summary: b.summary, key: 'default' } : b;
    }
    if (inner.type === 'MemberExpression' && !inner.computed) {
      const name = keyName(inner.property, false);
      if (!name) return undefined;
      const object = unwrap(inner.object);
      let base: Binding | undefined;
      if (object.type === 'Identifier') {
        const variable = this.bindings.variableOf(object);
        base = variable && (this.bound.get(variable) ?? this.instances.get(variable));
      } else if (object.type === 'MemberExpression' && object.object.type === 'ThisExpression' && !object.computed) {
        const member = keyName(object.property, false);
        base = member ? this.instances.get(`this.${member}`) : undefined;
      }
      if (!base) return undefined;
      if (base.key === '*') return { summary: base.summary, key: name };
      return { summary: base.summary, key: `${base.key}#${name}` };
    }
    return undefined;
  }

  /** The string an imported constant (or its member) stands for, by its module's summary. */
  stringOf(variable: Variable, member: string | undefined): string | undefined {
    const binding = this.bound.get(variable);
    if (!binding) return undefined;
    const key = binding.key === '*' || binding.key === 'default' ? member : member === undefined ? binding.key : `${binding.key}.${member}`;
    return key === undefined ? undefined : binding.summary.strings.get(key);
  }

  /** Is this call's callee one of an imported module's, as its summary knows them? */
  resolves(call: TSESTree.CallExpression): boolean {
    return !!this.calleeBinding(call.callee);
  }

  /** Does a call of this callee return applications, by the summary of the module it comes from? */
  returns(callee: Node): boolean {
    const binding = this.calleeBinding(callee);
    return !!binding && binding.summary.returning.has(binding.key);
  }

  /** What a call of an imported wrapper requests. */
  wrapperOf(call: TSESTree.CallExpression): WrapperShape | undefined {
    const binding = this.calleeBinding(call.callee);
    return binding?.summary.wrappers.get(binding.key);
  }
}

function sameBinding(a: Binding, b: Binding): boolean {
  return a.summary === b.summary && a.key === b.key;
}
