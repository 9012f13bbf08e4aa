/**
 * The imports of one file and what calls through them do, as the summaries of the modules imported
 * say (see modules.ts): `loadAll()` of `lib/hiring.js` returns applications, `client.list(f)` sends
 * the list's filters, `this.repo.list()` on an instance of an imported class is its method.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { calleeName, isFunction, keyName, memberName, plainParameter, unwrap, type Node } from '../matchers/ast.js';
import { functionOfCallee, type Bindings, type Variable } from '../matchers/scope.js';
import type { WrapperShape } from '../matchers/wrappers.js';
import { CURRIED, FACTORY, hasSomething, summaryOf, type ModuleSummary, type StateTypeText, type Summarizer } from './modules.js';
import type { MadePath } from '../matchers/url.js';
import { relativeImports, type RelativeImport } from './relative-imports.js';
import { namespaceOf } from '../matchers/injection.js';
import { registeringFile } from './module-files.js';

interface Binding {
  summary: ModuleSummary;
  /** The export key the local name stands for; `*` for a namespace (`import * as m`, `const m = require()`). */
  key: string;
}

/**
 * The imports of one file, and what calls through them do: `loadAll()`, `hiring.loadAll()`,
 * `new Client().list()`, `this.client.list()` where `this.client = new Client()`.
 */
export class ModuleLinks {
  private readonly bound = new Map<Variable, Binding>();
  /** Variables and `this.x` members holding instances of imported classes: key prefix `Class#`. */
  private readonly instances = new Map<Variable | string, Binding>();
  /** Members of parameters declared with an object type whose member is such a class (`deps: { repo: ApplicationRepository }`). */
  private readonly memberInstances = new Map<Variable, Map<string, Binding>>();
  /** Local names of imported types that are applications (`import type { ApplicationRecord } from './types'`). */
  readonly applicationTypes = new Set<string>();
  /** The named type of `state` in imported application types, by the type's local name (see ModuleSummary.stateTypes). */
  readonly stateTypes = new Map<string, string>();
  /** What `state` is declared as in imported application types, by the type's local name (see ModuleSummary.stateTypeTexts). */
  readonly stateTypeTexts = new Map<string, StateTypeText>();
  /** Imported stores that hold applications (see ModuleSummary.stores). */
  readonly applicationStores = new Set<Variable>();
  /** Imported HTTP clients made with the service's version root as their base (see ModuleSummary.clients). */
  readonly clients = new Set<Variable>();
  /** Local names of imported classes that are the team's model of an application (see ModuleSummary.models). */
  readonly modelTypes = new Set<string>();
  /** Local names of imported classes whose instances hold the list's filter (see ModuleSummary.filterHolders). */
  readonly filterHolderTypes = new Set<string>();
  /** Imported tables and sets that spell the legacy states whole (see ModuleSummary.vocabularyTables). */
  readonly vocabularyTables = new Set<Variable>();
  /** Imported types with members that hold applications, by local name (see ModuleSummary.holders). */
  readonly holderTypes = new Map<string, ReadonlySet<string>>();
  /** Local names of imported types an application's `state` is declared with (see ModuleSummary.stateValueTypes). */
  readonly stateValueTypes = new Set<string>();
  /** Imported types with members declared with one, by local name (see ModuleSummary.stateTypedMembers). */
  readonly stateTypedMembers = new Map<string, ReadonlySet<string>>();

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
      // `const http = require('./http')` of `module.exports = axios.create(…)`: the module's default.
      if (summary.clients.has(key === '*' ? 'default' : key)) this.clients.add(variable);
      if (summary.models.has(key)) this.modelTypes.add(variable.name);
      if (summary.filterHolders.has(key)) this.filterHolderTypes.add(variable.name);
      if (summary.vocabularyTables.has(key)) this.vocabularyTables.add(variable);
      const held = summary.holders.get(key);
      if (held) this.holderTypes.set(variable.name, held);
      if (summary.stateValueTypes.has(key)) this.stateValueTypes.add(variable.name);
      const typed = summary.stateTypedMembers.get(key);
      if (typed) this.stateTypedMembers.set(variable.name, typed);
      const stateType = summary.stateTypes.get(key);
      if (stateType) this.stateTypes.set(variable.name, stateType);
      const stateText = summary.stateTypeTexts.get(key);
      if (stateText) this.stateTypeTexts.set(variable.name, stateText);
      this.bound.set(variable, { summary, key });
    }
    this.namespaceMembers(filename, nodes, summarize, depth);
    if (this.bound.size === 0) return;
    // What an imported factory gives: `const client = createClient(opts)`, an instance of the class it makes.
    for (const node of nodes) {
      if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || !node.init) continue;
      let made = unwrap(node.init);
      if (made.type === 'AwaitExpression') made = unwrap(made.argument);
      const binding = made.type === 'CallExpression' ? this.calleeBinding(made.callee) : undefined;
      const key = binding && `${binding.key}${FACTORY}`;
      const variable = key && gives(binding.summary, key) ? bindings.variableOf(node.id) : undefined;
      if (variable) this.instances.set(variable, { summary: binding!.summary, key: key! });
    }
    // Instances of imported classes: `const c = new Client()`, `this.c = new Client()`, `c = new Client()` in a class.
    for (const node of nodes) {
      // Or taken from an injector: `inject(ApplicationsService)`, `container.get(ApplicationsService)`.
      const injected = node.type === 'CallExpression' && INJECTING_CALLS.has(calleeName(node.callee) ?? '') && node.arguments[0]?.type === 'Identifier' ? node.arguments[0] : undefined;
      if (node.type !== 'NewExpression' && !injected) continue;
      const binding = this.calleeBinding(injected ?? (node as TSESTree.NewExpression).callee);
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
   * `Hiring.api.listApplications(…)` of `var Hiring = (root.Hiring = root.Hiring || {})`: the members of a
   * global namespace that other scripts add (`Hiring.api = { … }` in api.js), each that script's export.
   */
  private namespaceMembers(filename: string, nodes: readonly Node[], summarize: Summarizer, depth: number): void {
    for (const node of nodes) {
      if (node.type !== 'MemberExpression' || node.computed || unwrap(node.object).type !== 'Identifier') continue;
      const holder = unwrap(node.object) as TSESTree.Identifier;
      const variable = this.bindings.variableOf(holder);
      const member = memberName(node);
      const space = variable && member ? namespaceOf(holder, this.bindings) : undefined;
      if (!variable || !member || !space || this.memberInstances.get(variable)?.has(member)) continue;
      const file = registeringFile(filename, `${space}.${member}`);
      const summary = file ? summaryOf(file, summarize, depth + 1) : undefined;
      if (!summary || !hasSomething(summary)) continue;
      const members = this.memberInstances.get(variable) ?? new Map<string, Binding>();
      members.set(member, { summary, key: `${space}.${member}` });
      this.memberInstances.set(variable, members);
    }
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
      return methods && [...binding.summary.wrappers.keys(), ...binding.summary.returning, ...binding.summary.models].some((key) => key.startsWith(methods)) ? binding : undefined;
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
        const annotation = id.typeAnnotation?.typeAnnotation;
        // `deps: { client: Got; repo: ApplicationRepository }`: `deps.repo` is an instance.
        if (annotation?.type === 'TSTypeLiteral') {
          const variable = this.bindings.variableOf(id);
          for (const member of annotation.members) {
            const name = member.type === 'TSPropertySignature' && !member.computed ? keyName(member.key, false) : undefined;
            const held = name !== undefined && member.type === 'TSPropertySignature' ? bindingOf(member.typeAnnotation?.typeAnnotation) : undefined;
            if (!variable || !held || name === undefined) continue;
            const members = this.memberInstances.get(variable) ?? new Map<string, Binding>();
            members.set(name, held);
            this.memberInstances.set(variable, members);
          }
          continue;
        }
        const binding = bindingOf(annotation);
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
    return this.bound.size === 0 && this.memberInstances.size === 0 && this.clients.size === 0 && this.applicationTypes.size === 0 && this.applicationStores.size === 0 && this.modelTypes.size === 0 && this.filterHolderTypes.size === 0 && this.vocabularyTables.size === 0 && this.holderTypes.size === 0 && this.stateValueTypes.size === 0 && this.stateTypedMembers.size === 0;
  }

  private bind(id: TSESTree.Identifier, binding: Binding): void {
    const variable = this.bindings.variableOf(id);
    if (variable) this.bound.set(variable, binding);
  }

  /** The export a callee (or a `new` callee) names, as a full key. */
  private calleeBinding(callee: Node, depth = 0): Binding | undefined {
    const inner = unwrap(callee);
    if (inner.type === 'Identifier') {
      const variable = this.bindings.variableOf(inner);
      const b = variable && (this.bound.get(variable) ?? this.instances.get(variable));
      if (!b) {
        // `const list = util.promisify(client.listApplications.bind(client))`: the same function, called with the same arguments.
        const kept = depth < 3 ? argumentKeeping(this.bindings.initializerOf(variable)) : undefined;
        return kept && this.calleeBinding(kept, depth + 1);
      }
      return b.key === '*' ? { summary: b.summary, key: 'default' } : b;
    }
    if (inner.type === 'MemberExpression' && !inner.computed) {
      const name = keyName(inner.property, false);
      if (!name) return undefined;
      const base = this.objectBinding(unwrap(inner.object));
      if (!base) return undefined;
      if (base.key === '*') return { summary: base.summary, key: name };
      // `export default { list }` keeps its functions under their own names, `export default new Client()` under `default#`.
      if (base.key === 'default' && !knows(base.summary, `default#${name}`)) return { summary: base.summary, key: name };
      return { summary: base.summary, key: `${base.key}#${name}` };
    }
    return undefined;
  }

  /**
   * The export an object reached from an imported binding is: the binding itself, an instance held by
   * `this.x`, or an object held by a member of one (`api.applications` of `module.exports = {
   * applications }`, whose functions are its export keys `applications#list`).
   */
  private objectBinding(object: Node, depth = 0): Binding | undefined {
    if (object.type === 'Identifier') {
      const variable = this.bindings.variableOf(object);
      return variable && (this.bound.get(variable) ?? this.instances.get(variable));
    }
    if (object.type !== 'MemberExpression' || object.computed) return undefined;
    const member = keyName(object.property, false);
    if (!member) return undefined;
    if (object.object.type === 'ThisExpression') return this.instances.get(`this.${member}`);
    const holder = unwrap(object.object);
    const typed = holder.type === 'Identifier' ? this.memberInstances.get(this.bindings.variableOf(holder)!)?.get(member) : undefined;
    if (typed) return typed;
    const base = depth < 3 ? this.objectBinding(unwrap(object.object), depth + 1) : undefined;
    if (!base) return undefined;
    return { summary: base.summary, key: base.key === '*' || base.key === 'default' ? member : `${base.key}.${member}` };
  }

  /** The string an imported constant (or its member) stands for, by its module's summary. */
  stringOf(variable: Variable, member: string | undefined): string | undefined {
    return this.exported(variable, member, (summary, key) => summary.strings.get(key));
  }

  /**
   * The path an imported function makes (`Routes.scorecards` of `import { Routes } from './routes'`), its
   * holes between its texts, when it is handed `handed` arguments.
   */
  pathOf(variable: Variable, member: string | undefined, handed: number): MadePath | undefined {
    const path = this.exported(variable, member, (summary, key) => summary.paths.get(key));
    if (!path) return undefined;
    return { texts: [...(path.short && handed <= path.short.given ? path.short.texts : path.texts)], ...(path.rest ? { rest: path.rest } : {}) };
  }

  /** What an imported binding's summary says of it, or of its member, by export key. */
  private exported<T>(variable: Variable, member: string | undefined, read: (summary: ModuleSummary, key: string) => T | undefined): T | undefined {
    const binding = this.bound.get(variable);
    if (!binding) return undefined;
    const key = binding.key === '*' || binding.key === 'default' ? member : member === undefined ? binding.key : `${binding.key}.${member}`;
    return key === undefined ? undefined : read(binding.summary, key);
  }

  /** Is this call's callee one of an imported module's, as its summary knows them? */
  resolves(call: TSESTree.CallExpression): boolean {
    return !!this.calleeBinding(call.callee);
  }

  /**
   * Does a call of this callee return applications, by the summary of the module it comes from? The
   * callee may be a call itself: `getApplication(id)(client)` of a curried request (`getApplication()`).
   */
  returns(callee: Node): boolean {
    const inner = unwrap(callee);
    const curried = inner.type === 'CallExpression';
    const binding = this.calleeBinding(curried ? inner.callee : callee);
    return !!binding && binding.summary.returning.has(curried ? `${binding.key}${CURRIED}` : binding.key);
  }

  /** Does a call of this callee pick `state` out of the argument at `index` (see ModuleSummary.picking)? */
  picks(callee: Node, index: number): boolean {
    const binding = this.calleeBinding(callee);
    return !!binding && binding.summary.picking.has(`${binding.key}:${index}`);
  }

  /** The keys that hold applications in what a call of this callee gives (see ModuleSummary.envelopes). */
  envelopeKeys(callee: Node): ReadonlySet<string> | undefined {
    const binding = this.calleeBinding(callee);
    return binding?.summary.envelopes.get(binding.key);
  }

  /** Does a call of this callee give the team's model of applications (see ModuleSummary.models)? */
  givesModels(callee: Node): boolean {
    const binding = this.calleeBinding(callee);
    return !!binding && binding.summary.models.has(binding.key);
  }

  /** What a call of an imported wrapper requests; also of the function a curried one gives (`listApplications(env)({ state })`). */
  wrapperOf(call: TSESTree.CallExpression): WrapperShape | undefined {
    const callee = unwrap(call.callee);
    const curried = callee.type === 'CallExpression';
    const binding = this.calleeBinding(curried ? callee.callee : call.callee);
    return binding?.summary.wrappers.get(curried ? `${binding.key}${CURRIED}` : binding.key);
  }
}

/** Does the summary know anything of what `key` leads to (`createClient@.applications#get`)? */
function gives(summary: ModuleSummary, key: string): boolean {
  const under = (k: string): boolean => k.startsWith(`${key}#`) || k.startsWith(`${key}.`);
  return [...summary.returning].some(under) || [...summary.wrappers.keys()].some(under);
}

/** Does the summary know something of what calling this export key gives? */
function knows(summary: ModuleSummary, key: string): boolean {
  return summary.wrappers.has(key) || summary.returning.has(key) || summary.models.has(key) || summary.envelopes.has(key);
}

/** Functions that make a function taking the same leading arguments: `promisify(fn)`, `fn.bind(obj)`, `memoize(fn)`. */
const ARGUMENT_KEEPING = new Set(['promisify', 'bind', 'memoize']);
/** Dependency injectors' lookups, handed a class and giving its instance (Angular's `inject`, containers' `get`/`resolve`). */
const INJECTING_CALLS = new Set(['inject', 'get', 'resolve']);

/** The function an argument-keeping call makes its own from (`util.promisify(x)` → x, `x.bind(o)` → x). */
function argumentKeeping(init: Node | undefined): Node | undefined {
  const call = init && unwrap(init);
  if (call?.type !== 'CallExpression') return undefined;
  const callee = unwrap(call.callee);
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? keyName(callee.property, false) : undefined;
  if (!name || !ARGUMENT_KEEPING.has(name)) return undefined;
  if (name === 'bind') return callee.type === 'MemberExpression' ? argumentKeeping(callee.object) ?? callee.object : undefined;
  const first = call.arguments[0];
  return first && first.type !== 'SpreadElement' ? argumentKeeping(first) ?? first : undefined;
}

function sameBinding(a: Binding, b: Binding): boolean {
  return a.summary === b.summary && a.key === b.key;
}
