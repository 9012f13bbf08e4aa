/**
 * Variable resolution over ESLint's scope manager: which declaration an identifier names,
 * what a `const` holds, and where a variable is read or written.
 */
import type { ParserOptions } from '@typescript-eslint/parser';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { enclosingClassBody, methodOfInstance, prototypeMethods, prototypeOwner } from './class-members.js';
import { findProperty, rootOf, unwrap, type Node } from './ast.js';
import type { MadePath } from './url.js';

type ScopeManager = TSESLint.Scope.ScopeManager;

/**
 * The `lib` our own parses give the scope analysis: none. Recognition never needs the standard
 * library's globals (an undeclared `fetch` resolves alike with or without them), while `es2023` plus
 * `dom` would add thousands of implicit variables to every file's scope.
 */
export const SCOPE_LIB: NonNullable<ParserOptions['lib']> = [];
export type Variable = TSESLint.Scope.Variable;

export class Bindings {
  private readonly byIdentifier = new Map<TSESTree.Node, Variable>();

  constructor(private readonly scopeManager: ScopeManager | null | undefined) {
    if (!scopeManager) return;
    for (const scope of scopeManager.scopes) {
      for (const variable of scope.variables) {
        for (const def of variable.defs) this.byIdentifier.set(def.name, variable);
        for (const ref of variable.references) this.byIdentifier.set(ref.identifier, variable);
      }
      for (const ref of scope.references) {
        if (ref.resolved) this.byIdentifier.set(ref.identifier, ref.resolved);
      }
    }
  }

  /**
   * The string an imported binding stands for, or its member (`QueryKey.Status` of
   * `import { QueryKey } from './constants'`), when another module's summary knows it.
   */
  importedString: ((variable: Variable, member: string | undefined) => string | undefined) | undefined;

  /** The texts of the path an imported function makes (`Routes.scorecards(id)`), its arguments' holes between them. */
  importedPath: ((variable: Variable, member: string | undefined, handed: number) => MadePath | undefined) | undefined;
  /** Does the imported function called picks `state` out of the argument at `index` (see ModuleSummary.picking)? Set by the file's module links. */
  importedPicks: ((callee: Node, index: number) => boolean) | undefined;
  /** Is the imported class of this local name one whose instances hold the list's filter (see ModuleSummary.filterHolders)? */
  importedFilterHolder: ((name: string) => boolean) | undefined;
  /**
   * Is this parameter handed a module, or what another file registers (an AMD factory's
   * `function (api)`, an injector's `['Api', function (Api) { … }]`)? Set by the file's scope.
   */
  importedParameter: ((variable: Variable) => boolean) | undefined;
  /** Is this imported binding a table or set that spells the legacy states whole (see ModuleSummary.vocabularyTables)? */
  importedVocabulary: ((variable: Variable) => boolean) | undefined;

  /** Does the module (its top-level scope) declare or import `name`? */
  declaresAtTop(name: string): boolean {
    const top = this.scopeManager?.globalScope;
    if (!top) return false;
    return [top, ...top.childScopes.filter((s) => s.type === 'module')].some((scope) => scope.set.has(name));
  }

  /** The variable the module declares or imports under `name` at its top level (Svelte's `$store` names `store`). */
  topVariable(name: string): Variable | undefined {
    const top = this.scopeManager?.globalScope;
    if (!top) return undefined;
    for (const scope of [top, ...top.childScopes.filter((s) => s.type === 'module')]) {
      const variable = scope.set.get(name);
      if (variable) return variable;
    }
    return undefined;
  }

  /** The variable an identifier (a reference or a declaration name) stands for. */
  variableOf(identifier: TSESTree.Node): Variable | undefined {
    return this.byIdentifier.get(identifier);
  }

  /**
   * The single value a variable is given: the initializer of a `const` (or of a `let`/`var` that is
   * never reassigned). Undefined for parameters, imports and reassigned variables.
   */
  initializerOf(variable: Variable | undefined): TSESTree.Expression | undefined {
    if (!variable || variable.defs.length !== 1) return undefined;
    const def = variable.defs[0]!;
    if (def.type !== 'Variable') return undefined;
    const declarator = def.node;
    if (declarator.id.type !== 'Identifier' || !declarator.init) return undefined;
    const writes = variable.references.filter((ref) => ref.isWrite() && !ref.init);
    if (writes.length > 0) return undefined;
    return declarator.init;
  }

  /** Initializer of the variable an identifier names, following `const a = b` chains. */
  resolveValue(node: TSESTree.Node, depth = 0): TSESTree.Node {
    if (node.type !== 'Identifier' || depth > 8) return node;
    const init = this.initializerOf(this.variableOf(node));
    return init ? this.resolveValue(init, depth + 1) : node;
  }

  /**
   * Would `identifier`'s name, written at `node`, name what it names where it stands? False where an
   * inner declaration shadows it there, or where `node` lies outside its variable's scope; two reads of
   * the same undeclared global agree.
   */
  resolvesAlikeAt(identifier: TSESTree.Identifier, node: TSESTree.Node): boolean {
    if (!this.scopeManager) return false;
    let scope: TSESLint.Scope.Scope | null = null;
    for (let current: TSESTree.Node | undefined = node; current && !scope; current = current.parent)
      scope = this.scopeManager.acquire(current, true);
    let found: Variable | undefined;
    for (; scope && !found; scope = scope.upper) found = scope.set.get(identifier.name);
    return found === this.variableOf(identifier);
  }

  /** Reads of a variable (not its declaration, not writes). */
  readsOf(variable: Variable): TSESTree.Identifier[] {
    return variable.references.filter((ref) => ref.isRead()).map((ref) => ref.identifier as TSESTree.Identifier);
  }
}

/** The function a variable names: `function f() {}`, `const f = () => …`, `const f = function () {}`. */
/** The object literal a value is, or a constant it names holds (`const applications = { … }`). */
export function objectOf(node: TSESTree.Node | undefined, bindings: Bindings): TSESTree.ObjectExpression | undefined {
  if (!node) return undefined;
  const value = unwrap(bindings.resolveValue(unwrap(node)));
  return value.type === 'ObjectExpression' ? value : undefined;
}

export function functionOfVariable(variable: Variable | undefined): TSESTree.FunctionLike | undefined {
  const def = variable?.defs[0];
  if (def?.type === 'FunctionName') return def.node;
  if (def?.type === 'Variable') {
    const init = def.node.init && unwrap(def.node.init);
    if (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression') return init;
    // `const fetchApplications = createAsyncThunk('applications/fetch', (query) => api.list(query))`.
    const made = init?.type === 'CallExpression' ? madeFrom(init) : undefined;
    if (made) return made;
  }
  return undefined;
}

/**
 * Calls that make a function handed the arguments its call is given, by the place of that function
 * among their arguments: Redux Toolkit's `createAsyncThunk(type, payloadCreator)`, React's
 * `useCallback(fn, deps)`, lodash's `memoize`/`debounce`/`throttle`/`once`. Conventions, as data.
 */
const FUNCTION_MAKERS: Readonly<Record<string, number>> = { createAsyncThunk: 1, useCallback: 0, memoize: 0, debounce: 0, throttle: 0, once: 0 };

export function madeFrom(call: TSESTree.CallExpression): TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | undefined {
  const callee = unwrap(call.callee);
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' ? callee.property.name : undefined;
  const index = name !== undefined && Object.hasOwn(FUNCTION_MAKERS, name) ? FUNCTION_MAKERS[name]! : undefined;
  const fn = index === undefined ? undefined : call.arguments[index];
  const inner = fn && fn.type !== 'SpreadElement' ? unwrap(fn) : undefined;
  return inner?.type === 'ArrowFunctionExpression' || inner?.type === 'FunctionExpression' ? inner : undefined;
}

/** `exports.list` / `module.exports.list` of a CommonJS module: the function the file assigns to it. */
function exportedFunction(callee: TSESTree.Node, bindings: Bindings): TSESTree.FunctionLike | undefined {
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return undefined;
  const object = callee.object;
  const isExports =
    (object.type === 'Identifier' && object.name === 'exports' && !bindings.variableOf(object)) ||
    (object.type === 'MemberExpression' && !object.computed && object.object.type === 'Identifier' && object.object.name === 'module' && object.property.type === 'Identifier' && object.property.name === 'exports');
  if (!isExports) return undefined;
  const program = rootOf(callee);
  if (program.type !== 'Program') return undefined;
  const name = callee.property.name;
  for (const statement of program.body) {
    const expression = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (expression?.type !== 'AssignmentExpression' || expression.operator !== '=' || expression.left.type !== 'MemberExpression') continue;
    const target = expression.left;
    if (target.computed || target.property.type !== 'Identifier' || target.property.name !== name) continue;
    const base = target.object;
    const sameObject = (base.type === 'Identifier' && base.name === 'exports') || (base.type === 'MemberExpression' && base.object.type === 'Identifier' && base.object.name === 'module');
    const value = expression.right;
    if (sameObject && (value.type === 'FunctionExpression' || value.type === 'ArrowFunctionExpression')) return value;
  }
  return undefined;
}

/**
 * The function a callee names in the file: a function of the file (`notesPath(id)`), a method of
 * the class the call is written in (`this.path(id)`), or of an instance of a class of the file
 * (`query.toParams()`).
 */
export function functionOfCallee(callee: TSESTree.Node, bindings: Bindings): TSESTree.FunctionLike | undefined {
  if (callee.type === 'Identifier') return functionOfVariable(bindings.variableOf(callee));
  const exported = exportedFunction(callee, bindings);
  if (exported) return exported;
  // `Notes.add(…)` of `const Notes = { add(id, note) {…} }`: a method of an object the file declares.
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && callee.object.type === 'Identifier') {
    const init = bindings.initializerOf(bindings.variableOf(callee.object));
    const object = init && unwrap(init);
    const method = object?.type === 'ObjectExpression' ? findProperty(object, callee.property.name)?.value : undefined;
    if (method) return method.type === 'FunctionExpression' || method.type === 'ArrowFunctionExpression' ? method : undefined;
    // `query.toParams()` of `query: ListQuery = new ListQuery()`: a method of a class the file declares.
    return methodOfInstance(callee, bindings);
  }
  if (callee.type !== 'MemberExpression' || callee.object.type !== 'ThisExpression' || callee.computed || callee.property.type !== 'Identifier') return undefined;
  const name = callee.property.name;
  // `this.list(…)` in a prototype method (`Client.prototype.screening = function () { this.list(…) }`).
  let fn: TSESTree.Node | undefined = callee.parent;
  while (fn && fn.type !== 'FunctionExpression' && fn.type !== 'FunctionDeclaration' && fn.type !== 'ClassBody') fn = fn.parent;
  const owner = fn && fn.type !== 'ClassBody' ? prototypeOwner(fn) : undefined;
  if (owner) return prototypeMethods(owner, callee).get(name);
  // `this.list(…)` in a method of an object literal (`return { list: function (f) {…}, byQueue: function () { this.list(…) } }`).
  const holder = fn?.type === 'FunctionExpression' && fn.parent?.type === 'Property' && fn.parent.value === fn ? fn.parent.parent : undefined;
  if (holder?.type === 'ObjectExpression') {
    const sibling = findProperty(holder, name)?.value;
    return sibling && (sibling.type === 'FunctionExpression' || sibling.type === 'ArrowFunctionExpression') ? sibling : undefined;
  }
  for (const member of enclosingClassBody(callee)?.body ?? []) {
    if ((member.type === 'MethodDefinition' || member.type === 'PropertyDefinition') && !member.computed && member.key.type === 'Identifier' && member.key.name === name) {
      const value = member.value;
      if (value && (value.type === 'FunctionExpression' || value.type === 'ArrowFunctionExpression')) return value;
    }
  }
  return undefined;
}

/**
 * The module a binding comes from: `import x from 'm'`, `import { x } from 'm'`, `const x = require('m')`,
 * `const { x } = require('m')`, `const x = require('m').y`, and a member of such a binding put in a name
 * (`var STATES = constants.STATES`). Undefined for anything else.
 */
export function moduleSourceOf(id: TSESTree.Identifier, bindings: Bindings, depth = 0): string | undefined {
  const def = bindings.variableOf(id)?.defs[0];
  if (def?.type === 'ImportBinding') {
    const decl = def.parent as TSESTree.Node | null | undefined;
    return decl?.type === 'ImportDeclaration' ? decl.source.value : undefined;
  }
  if (def?.type !== 'Variable') return undefined;
  const required = requiredModule(def.node.init);
  if (required !== undefined || depth > 2) return required;
  // `var STATES = constants.STATES` of `var constants = require('./constants')`: a member of a module.
  const init = def.node.init && unwrap(def.node.init);
  const object = init?.type === 'MemberExpression' && !init.computed ? unwrap(init.object) : undefined;
  return object?.type === 'Identifier' && def.node.id.type === 'Identifier' ? moduleSourceOf(object, bindings, depth + 1) : undefined;
}

/** `require('./m')` → `./m` (a direct call only). */
export function requiredSpecifier(node: TSESTree.Node | null | undefined): string | undefined {
  const inner = node && unwrap(node);
  return inner?.type === 'CallExpression' ? requiredModule(inner) : undefined;
}

/**
 * An AMD module (RequireJS): `define(['./api', './format'], function (api, format) { … return { … }; })`,
 * maybe named (`define('app/list', [...], factory)`). Each of the factory's parameters is bound to the
 * module of the dependency at its place, as `const api = require('./api')` binds it, and what the
 * factory returns is the module's export, as `module.exports = …` is.
 */
export interface AmdDefinition {
  dependencies: readonly (string | undefined)[];
  factory: TSESTree.FunctionExpression | TSESTree.ArrowFunctionExpression;
}
export function amdDefinitions(program: TSESTree.Program): AmdDefinition[] {
  const out: AmdDefinition[] = [];
  for (const statement of program.body) {
    const call = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'define') continue;
    const args = call.arguments[0]?.type === 'Literal' ? call.arguments.slice(1) : call.arguments;
    const [list, factory] = args;
    if (list?.type !== 'ArrayExpression' || (factory?.type !== 'FunctionExpression' && factory?.type !== 'ArrowFunctionExpression')) continue;
    out.push({ dependencies: list.elements.map((e) => (e?.type === 'Literal' && typeof e.value === 'string' ? e.value : undefined)), factory });
  }
  return out;
}

/** `require('m')` or `require('m').x` → `m`. */
export function requiredModule(node: TSESTree.Node | null | undefined): string | undefined {
  let inner = node;
  if (inner?.type === 'MemberExpression') inner = inner.object;
  if (inner?.type !== 'CallExpression' || inner.callee.type !== 'Identifier' || inner.callee.name !== 'require') return undefined;
  const arg = inner.arguments[0];
  return arg?.type === 'Literal' && typeof arg.value === 'string' ? arg.value : undefined;
}
