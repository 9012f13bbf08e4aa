/**
 * Where the values sent as the removed `state` filter are written. A request that sends
 * `state: s` is reported where the key stands; the legacy values themselves are often written
 * elsewhere in the file, and a team reading the report needs to see them too:
 *
 *   const FUNNEL = ['SCREENING', 'QUALIFIED', 'OFFER'];            // ← the values
 *   for (const state of FUNNEL) await api.get('/v2/applications', { params: { state } });
 *
 *   enum AppState { Screening = 'SCREENING' }                       // ← the value
 *   const VIEWS = { review: { status: AppState.Screening } };
 *   fetch(`/v2/applications?state=${VIEWS[view].status}`);
 *
 *   function listIn(state) { return http.get(`/v2/applications?state=${state}`); }
 *   listIn('QUALIFIED');                                            // ← the value
 *
 * Values are followed backwards through constants, enum members, object tables (by key, or every
 * key when the key is computed), arrays (iterated by `for…of`, array callbacks, `.find`, joined),
 * conditionals, value-preserving calls, local functions' returns and, for a parameter, the arguments
 * of the file's own calls of that function. A path of property names is carried along, so
 * `VIEWS[view].status` finds the `status` of every row and nothing else.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { isLegacyState } from '../migration/index.js';
import { propertyType } from './type-shapes.js';
import { vocabulariesOf } from './declared-vocabulary.js';
import { calleeName, forOfList, enumMembers, isFreshMerge, isFunction, isObjectAssign, isStringLiteral, keyName, memberName, parameterIndex, staticStringValue, unwrap, walk, type Node } from './ast.js';
import { moduleSourceOf, type Bindings, type Variable } from './scope.js';
import { MAPPING, elementParameters } from './array-methods.js';
import { enclosingClassBody, ownMemberWrites } from './class-members.js';

/** Any element or key (`arr[i]`, `table[key]`, the element a loop or callback sees). */
export const ANY = '*';
/** What a function returns (`resolveView(name).query` is the path `()`, `query` from `resolveView`). */
export const CALL = '()';
/** Path step: the value a Map gives for a key (`aliases.get(word)`). */
const MAP_VALUE = 'get()';
/** Path step: the value a store holds (`get(queryParams)` of svelte/store, `$queryParams` in a component). */
export const STORE_VALUE = '$';
/**
 * Stores as svelte/store makes them (and the hand-made stand-ins teams copy from it): what each holds,
 * as an argument of the call that makes it: the initial value, or the function that derives it.
 */
const STORE_MAKERS: ReadonlyMap<string, { value: number; derives: boolean }> = new Map([
  ['writable', { value: 0, derives: false }],
  ['readable', { value: 0, derives: false }],
  ['derived', { value: 1, derives: true }],
]);
/** The function that reads a store's value once (`get(store)`). */
const STORE_READER = 'get';
/** Path step: a member of an instance of the class (an import's: `ListApplicationsQuery#toParams`). */
export const INSTANCE = '#';
const MAX_DEPTH = 16;

/** Methods whose result holds (some of) the receiver's elements or text unchanged. */
const KEEPING = new Set(['join', 'concat', 'slice', 'filter', 'find', 'findLast', 'at', 'trim', 'toUpperCase', 'toString', 'valueOf', 'sort', 'reverse', 'flat']);
/** Global functions that pass their first argument's value on (`JSON.stringify(payload)` is the payload, as text). */
const PASSING = new Set(['String', 'encodeURIComponent', 'encodeURI', 'freeze', 'from', 'values', 'stringify']);

export type Path = readonly string[];

export interface Flow {
  /** Called at every node the value may come from, with the path still to follow there; true stops there. */
  reach?: (node: Node, path: Path) => boolean;
  /**
   * A binding that may come from another module (an import; a variable, which may hold a `require`),
   * with the path still to follow there: the callback knows the file's imports.
   */
  imported?: (variable: Variable, path: Path) => void;
}

/**
 * Follows a value backwards to where it may come from. `path` is what is still to be taken from the
 * node reached (`['query']`: its `query` member; `[CALL]`: what it returns when called).
 */
export function followValue(value: Node, bindings: Bindings, flow: Flow, path: Path = []): void {
  const seen = new Set<string>();
  // The calls a function's returns are being followed from (`lookup(STAGES, raw)` → `table[key]`):
  // there its parameters stand for that call's arguments, not for those of every call of it.
  const calls: TSESTree.CallExpression[] = [];
  const bound = new Map<Node, TSESTree.CallExpression>();
  const visit = (node: Node | null | undefined, path: Path, depth: number): void => {
    if (!node || depth > MAX_DEPTH) return;
    const key = `${node.range[0]}:${node.range[1]}:${path.join('.')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const inner = unwrap(node);
    if (flow.reach?.(inner, path)) return;
    const next = (n: Node | null | undefined, p: Path = path) => visit(n, p, depth + 1);
    switch (inner.type) {
      case 'TemplateLiteral':
        if (!path.length) for (const e of inner.expressions) next(e);
        return;
      case 'ArrayExpression': {
        // `['Offers', 'OFFER'][1]`: the element at that index, where no spread comes before it.
        const index = path[0] !== undefined && /^\d+$/.test(path[0]) ? Number(path[0]) : -1;
        if (index >= 0 && index < inner.elements.length && inner.elements.slice(0, index + 1).every((el) => el?.type !== 'SpreadElement')) {
          next(inner.elements[index], path.slice(1));
          return;
        }
        // An array sent as the value holds values; one read by index or iteration gives one.
        for (const el of inner.elements) {
          if (!el) continue;
          if (el.type === 'SpreadElement') next(el.argument);
          else next(el, path[0] === ANY || (path[0] !== undefined && /^\d+$/.test(path[0])) ? path.slice(1) : path);
        }
        return;
      }
      case 'ObjectExpression': {
        const [head, ...rest] = path;
        for (const prop of inner.properties) {
          if (prop.type === 'SpreadElement') next(prop.argument);
          else if (head !== undefined && (head === ANY || keyName(prop.key, prop.computed) === head)) next(prop.value, rest);
        }
        return;
      }
      case 'ClassDeclaration':
      case 'ClassExpression': {
        // `ApplicationDto.fromJson`: a static member of the class.
        const [head, ...rest] = path;
        if (head === undefined || head === ANY || head === CALL || head === INSTANCE) return;
        for (const member of inner.body.body)
          if ((member.type === 'MethodDefinition' || member.type === 'PropertyDefinition') && member.static && !member.computed && keyName(member.key, false) === head) next(member.value, rest);
        return;
      }
      case 'ConditionalExpression':
        next(inner.consequent);
        next(inner.alternate);
        return;
      case 'LogicalExpression':
        next(inner.left);
        next(inner.right);
        return;
      case 'AssignmentPattern':
        next(inner.right);
        return;
      case 'AwaitExpression':
        next(inner.argument);
        return;
      case 'MemberExpression': {
        const name = keyName(inner.property, inner.computed) ?? staticStringValue(inner.property);
        next(inner.object, [name ?? ANY, ...path]);
        return;
      }
      case 'CallExpression':
        calls.push(inner);
        callOrigins(inner, path, next);
        calls.pop();
        return;
      case 'NewExpression': {
        // `.get(k)` of `new Map([[k, v], …])`: the second element of one of its entries.
        if (path[0] === MAP_VALUE) {
          const entries = calleeName(inner.callee) === 'Map' ? inner.arguments[0] : undefined;
          if (entries && entries.type !== 'SpreadElement') next(entries, [ANY, '1', ...path.slice(1)]);
          return;
        }
        // `new Set(['HIRED', 'REJECTED'])`, `new Map(entries)`: the elements given.
        if (calleeName(inner.callee) === 'Set' && inner.arguments[0] && inner.arguments[0].type !== 'SpreadElement') next(inner.arguments[0], path);
        // `new URLSearchParams(toParams(q))` as a whole: the entries of the object it is made from.
        const entries = inner.arguments[0];
        if (calleeName(inner.callee) === 'URLSearchParams' && !path.length && entries && entries.type !== 'SpreadElement' && !isStringLiteral(unwrap(entries)) && unwrap(entries).type !== 'TemplateLiteral') next(entries, path);
        // `new PageQuery().toParams()` of an imported class: that method, in its module; and the method
        // itself, called (`projector.seed(apps)` of `const projector = new Projector()`).
        const made = inner.callee.type === 'Identifier' && path[0] !== undefined && path[0] !== CALL && path[0] !== ANY && (path[1] === CALL || path.length === 1) ? bindings.variableOf(inner.callee) : undefined;
        if (made?.defs[0]?.type === 'ImportBinding') flow.imported?.(made, [INSTANCE, ...path]);
        return;
      }
      case 'Identifier':
        identifierOrigins(inner, path, next, bindings, flow, bound);
        return;
      case 'ThisExpression':
        // `this.status` of a class, or of a component's options (`data() { return { status: 'SCREENING' } }`).
        if (path[0] !== undefined && path[0] !== ANY && path[0] !== CALL) for (const held of thisHolds(inner, path[0])) next(held, path.slice(1));
        return;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression': {
        if (path[0] !== CALL) return;
        const call = calls[calls.length - 1];
        const outer = bound.get(inner);
        if (call) bound.set(inner, call);
        for (const returned of returnedBy(inner)) next(returned, path.slice(1));
        if (outer) bound.set(inner, outer);
        else bound.delete(inner);
        return;
      }
      default:
        return;
    }
  };
  visit(value, path, 0);
}

/**
 * The string literals holding a legacy state value that `value` may carry, with that value; with
 * `constant`, also the references to another module's constants it may carry (`Status.Screening`
 * of an imported enum), reported where they are used.
 */
export function legacyValueOrigins(value: Node, bindings: Bindings, constant?: (node: Node) => string | undefined, references = false): [TSESTree.Node, string][] {
  const out = new Map<TSESTree.Node, string>();
  followValue(value, bindings, {
    reach: (node, path) => {
      // With `references`: `stage: Stage.Screening` in a table row, a member of the file's own enum or
      // constant object standing for one legacy value, is shown where it is chosen too.
      if (references && !path.length && node.type === 'MemberExpression' && !node.computed && isConstantTable(unwrap(node.object), bindings)) {
        const values = stringOrigins(node, bindings).map((o) => staticStringValue(o));
        if (values.length === 1 && isLegacyState(values[0])) out.set(node, values[0]);
      }
      const text = node.type === 'Literal' || node.type === 'TemplateLiteral' ? staticStringValue(node) : undefined;
      // `'SCREENING,QUALIFIED'` split or sent as one comma-separated value.
      if (text !== undefined && !path.length && text.split(',').some((part) => isLegacyState(part.trim()))) out.set(node, text);
      if (node.type === 'Literal') return true;
      if (constant && !path.length && (node.type === 'MemberExpression' || node.type === 'Identifier') && isImportedReference(node, bindings)) {
        const imported = constant(node);
        if (imported !== undefined && isLegacyState(imported)) {
          out.set(node, imported);
          return true;
        }
      }
      return false;
    },
  });
  return [...out];
}

/** The file's own enum (`Stage`), or a `const` table named as one (`STATUS`, `Presets`): not a mutable object (`args`). */
function isConstantTable(node: Node, bindings: Bindings): boolean {
  if (node.type !== 'Identifier' || !/^[A-Z]/.test(node.name)) return false;
  const def = bindings.variableOf(node)?.defs[0];
  return def?.type === 'TSEnumName' || (def?.type === 'Variable' && def.parent?.kind === 'const');
}

/** `Status.Screening`, `SCREENING` bound by an import or a `require` (a module's constant, not the file's own). */
function isImportedReference(node: Node, bindings: Bindings): boolean {
  let root = unwrap(node);
  while (root.type === 'MemberExpression') root = unwrap(root.object);
  return root.type === 'Identifier' && moduleSourceOf(root, bindings) !== undefined;
}

/**
 * The keys named by a legacy state value of the tables `table` may be (`{ SCREENING: 'To screen', … }`,
 * `{ [Status.Screening]: … }` with `keyValue` resolving a computed key, `new Map([['SCREENING', …], …])`),
 * with that value.
 */
export function legacyKeyOrigins(table: Node, bindings: Bindings, keyValue: (key: Node) => string | undefined = staticStringValue): [TSESTree.Node, string][] {
  const out: [TSESTree.Node, string][] = [];
  followValue(table, bindings, {
    reach: (node, rest) => {
      if (rest.length) return false;
      const entries = mapEntries(node);
      if (entries) {
        for (const key of entries) {
          const value = staticStringValue(key) ?? keyValue(key);
          if (value !== undefined && isLegacyState(value)) out.push([key, value]);
        }
        return true;
      }
      if (node.type !== 'ObjectExpression') return false;
      for (const prop of node.properties) {
        if (prop.type !== 'Property') continue;
        const key = prop.computed ? keyValue(prop.key) : keyName(prop.key, false);
        if (key !== undefined && isLegacyState(key)) out.push([prop.key, key]);
      }
      return true;
    },
  });
  return out;
}

/** The keys of `new Map([[key, value], …])` written in place. */
function mapEntries(node: Node): Node[] | undefined {
  if (node.type !== 'NewExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'Map') return undefined;
  const list = node.arguments[0] && unwrap(node.arguments[0]);
  if (list?.type !== 'ArrayExpression') return undefined;
  return list.elements.flatMap((entry) => (entry?.type === 'ArrayExpression' && entry.elements[0] && entry.elements[0].type !== 'SpreadElement' ? [entry.elements[0]] : []));
}

/** The string literals `value` may hold (`PARAM_NAMES[k]`, the values of `Object.entries(PARAM_NAMES)`). */
export function stringOrigins(value: Node, bindings: Bindings): Node[] {
  const out: Node[] = [];
  followValue(value, bindings, {
    reach: (node, path) => {
      if (node.type !== 'Literal') return false;
      if (!path.length && typeof node.value === 'string') out.push(node);
      return true;
    },
  });
  return out;
}

/** The expressions a path leads to from `value` (`[CALL, 'query']` from a function: the `query` of what it returns). */
export function valuesAt(value: Node, path: Path, bindings: Bindings): Node[] {
  const out: Node[] = [];
  followValue(value, bindings, { reach: (node, rest) => !rest.length && (out.push(node), true) }, path);
  return out;
}

/**
 * Where an object may come from, as comparable keys: the object literals it may be, and the imports
 * (with the path taken in them) it may come from. Two expressions with a key in common may hold the
 * same object: `resolveView(v).query` sent, and `query` of another `resolveView(k)` read.
 */
export function objectOrigins(value: Node, bindings: Bindings): Set<Node | string> {
  const out = new Set<Node | string>();
  followValue(value, bindings, {
    reach: (node, path) => node.type === 'ObjectExpression' && !path.length && (out.add(node), true),
    imported: (variable, path) => out.add(`${variable.name}@${variable.defs[0]?.name.range[0] ?? -1}:${path.join('.')}`),
  });
  return out;
}

/** The imported bindings a value may come from, each with the path still to follow in its module. */
export function importedOrigins(value: Node, bindings: Bindings, path: Path = []): { variable: Variable; path: Path }[] {
  const out: { variable: Variable; path: Path }[] = [];
  followValue(value, bindings, { imported: (variable, rest) => out.push({ variable, path: rest }) }, path);
  return out;
}

type Next = (node: Node | null | undefined, path?: Path) => void;

function callOrigins(call: TSESTree.CallExpression, path: Path, next: Next): void {
  const callee = unwrap(call.callee);
  const method = calleeName(callee);
  const first = call.arguments[0];
  // `writable(initial)`, `derived(filters, ($f) => params)`: what the store holds, where it is read.
  const store = path[0] === STORE_VALUE && callee.type === 'Identifier' ? STORE_MAKERS.get(callee.name) : undefined;
  if (store) {
    const made = call.arguments[store.value];
    if (made && made.type !== 'SpreadElement') {
      if (!store.derives) next(made, path.slice(1));
      else if (isFunction(made)) for (const returned of returnedBy(made)) next(returned, path.slice(1));
    }
    return;
  }
  // `get(queryParams)`: the value the store holds (and, as for any function, what `get` returns).
  if (callee.type === 'Identifier' && callee.name === STORE_READER && call.arguments.length === 1 && first && first.type !== 'SpreadElement') next(first, [STORE_VALUE, ...path]);
  if (callee.type === 'MemberExpression' && method && KEEPING.has(method)) {
    // `FUNNEL.join(',')` is the elements' text; `rows.find(…)` is one of the rows.
    next(callee.object, method === 'join' || method === 'find' || method === 'findLast' || method === 'at' ? [ANY, ...path] : path);
    if (method === 'concat') for (const arg of call.arguments) next(arg);
    return;
  }
  // `BUCKETS.map((b) => b.code)`, `words.map(resolveOnly)`: the list of what the callback returns for each element.
  if (method && MAPPING.has(method) && callee.type === 'MemberExpression' && first && first.type !== 'SpreadElement') {
    const rest = path[0] === ANY || (path[0] !== undefined && /^\d+$/.test(path[0])) ? path.slice(1) : path;
    if (isFunction(first)) for (const returned of returnedBy(first)) next(returned, rest);
    else if (first.type === 'Identifier') next(first, [CALL, ...rest]);
    return;
  }
  if (method === 'values' && callee.type === 'MemberExpression' && calleeName(callee.object) === 'Object') {
    if (first && first.type !== 'SpreadElement') next(first, [ANY, ...path.slice(1)]);
    return;
  }
  // `Object.entries(FIELD_MAP)`: the second element of an entry is one of the object's values.
  if (method === 'entries' && callee.type === 'MemberExpression' && calleeName(callee.object) === 'Object') {
    if (first && first.type !== 'SpreadElement' && path[1] === '1') next(first, [ANY, ...path.slice(2)]);
    return;
  }
  // `STATE_ALIASES.get(word)` of `new Map([['screen', 'SCREENING'], …])`: one of the values it was made with.
  // (Any other `get` is followed below as the method it is.)
  if (method === 'get' && callee.type === 'MemberExpression' && call.arguments.length === 1) next(callee.object, [MAP_VALUE, ...path]);
  // `Object.assign({}, opts, { state })`, `util.extend({}, opts, { state })`: the keys of every object handed.
  if (isObjectAssign(call) || isFreshMerge(call)) {
    for (const arg of call.arguments) next(arg.type === 'SpreadElement' ? arg.argument : arg, arg.type === 'SpreadElement' ? [ANY, ...path] : path);
    return;
  }
  if (method && PASSING.has(method) && first && first.type !== 'SpreadElement') {
    next(first);
    return;
  }
  // What the function returns: one of the file's, a method of one of its objects, or an import's.
  if (callee.type === 'Identifier' || callee.type === 'MemberExpression') next(callee, [CALL, ...path]);
}

/** The store whose value a callback is handed: `derived(filters, ($f) => …)`'s `filters`, `filters.update((current) => …)`'s `filters`. */
function storeOfCallback(fn: TSESTree.FunctionLike): Node | undefined {
  const call = fn.parent;
  if (call?.type !== 'CallExpression') return undefined;
  const callee = unwrap(call.callee);
  const source = call.arguments[0];
  if (callee.type === 'Identifier' && STORE_MAKERS.get(callee.name)?.derives && call.arguments[1] === fn && source && source.type !== 'SpreadElement') return source;
  if (callee.type === 'MemberExpression' && memberName(callee) === 'update' && call.arguments[0] === fn && unwrap(callee.object).type === 'Identifier') return unwrap(callee.object);
  return undefined;
}

/** The values pushed into a variable's list, or into its member `key`'s (`opts.only.push(...list)`), spread or one by one. */
export function pushedInto(variable: Variable, key: string | undefined): { node: Node; spread: boolean }[] {
  const out: { node: Node; spread: boolean }[] = [];
  for (const ref of variable.references) {
    let list: Node = ref.identifier;
    if (key !== undefined) {
      const member = list.parent;
      if (member?.type !== 'MemberExpression' || member.object !== list || keyName(member.property, member.computed) !== key) continue;
      list = member;
    }
    const method = list.parent;
    const call = method?.parent;
    if (method?.type !== 'MemberExpression' || method.object !== list || call?.type !== 'CallExpression' || call.callee !== method || !['push', 'unshift'].includes(memberName(method) ?? '')) continue;
    for (const arg of call.arguments) out.push(arg.type === 'SpreadElement' ? { node: arg.argument, spread: true } : { node: arg, spread: false });
  }
  return out;
}

function identifierOrigins(id: TSESTree.Identifier, path: Path, next: Next, bindings: Bindings, flow: Flow, bound: ReadonlyMap<Node, TSESTree.CallExpression>): void {
  const variable = bindings.variableOf(id);
  const def = variable?.defs[0];
  if (!variable || !def) return;
  switch (def.type) {
    case 'Variable': {
      const declarator = def.node;
      const looped = forOfList(declarator);
      if (looped) {
        if (declarator.id === def.name) {
          next(looped, [ANY, ...path]);
          return;
        }
        // `for (const [name, value] of Object.entries(TABLE))`: `value` is one of the table's values.
        const entries = unwrap(looped);
        const source = entries.type === 'CallExpression' && calleeName(entries.callee) === 'entries' && entries.callee.type === 'MemberExpression' && calleeName(entries.callee.object) === 'Object' ? entries.arguments[0] : undefined;
        if (source) {
          if (declarator.id.type === 'ArrayPattern' && declarator.id.elements[1] === def.name && source.type !== 'SpreadElement') next(source, [ANY, ...path]);
          return;
        }
        // `for (const [title, code] of ROWS)`, `for (const { code } of BUCKETS)`: that part of each element.
        const at = patternPath(declarator.id, def.name);
        if (at) next(looped, [ANY, ...at, ...path]);
        return;
      }
      // `const filters = require('./filters')`, `const { resolveView } = require('./filters')`: the module's to follow.
      flow.imported?.(variable, path);
      if (declarator.id !== def.name) {
        // `const { query } = preset`, `const { jobId, ...rest } = params`: a member, or the rest, of the initializer.
        const at = patternPath(declarator.id, def.name);
        if (at && declarator.init) next(declarator.init, [...at, ...path]);
        // `const { columns = COLUMNS } = options`: its default too.
        const fallback = defaultOf(declarator.id, def.name);
        if (fallback) next(fallback, path);
        return;
      }
      next(declarator.init);
      // `filters.set(next)`, `filters.update((current) => ({ ...current, state }))`: what a store is given later.
      if (path[0] === STORE_VALUE)
        for (const ref of variable.references) {
          const member = (ref.identifier as Node).parent;
          if (member?.type !== 'MemberExpression' || member.object !== ref.identifier) continue;
          const call = member.parent;
          if (call?.type !== 'CallExpression' || call.callee !== member) continue;
          const given = call.arguments[0];
          if (!given || given.type === 'SpreadElement') continue;
          if (memberName(member) === 'set') next(given, path.slice(1));
          else if (memberName(member) === 'update' && isFunction(given)) for (const returned of returnedBy(given)) next(returned, path.slice(1));
        }
      // `let s = 'SCREENING'; if (x) s = 'QUALIFIED';`
      for (const ref of variable.references) {
        const parent = (ref.identifier as Node).parent;
        if (ref.isWrite() && !ref.init && parent?.type === 'AssignmentExpression' && parent.operator === '=') next(parent.right);
      }
      // `opts.only.push(...words.map(resolve))`, `list.push(s)`: what is added to the list later.
      for (const { node, spread } of pushedInto(variable, path[0] !== undefined && path[0] !== ANY && !/^\d+$/.test(path[0]) ? path[0] : undefined)) {
        const rest = path[0] !== undefined && path[0] !== ANY && !/^\d+$/.test(path[0]) ? path.slice(1) : path;
        next(node, spread || rest[0] !== ANY ? rest : rest.slice(1));
      }
      return;
    }
    case 'ImportBinding':
      flow.imported?.(variable, path);
      return;
    case 'FunctionName':
      next(def.node);
      return;
    case 'TSEnumName': {
      const member = path[0];
      const decl = def.node;
      const members = enumMembers(decl);
      for (const m of members) if (member === ANY || keyName(m.id, false) === member) next(m.initializer, path.slice(1));
      return;
    }
    case 'Parameter': {
      // `function (api)` of an AMD factory, `['Api', function (Api) { … }]`: a module's, or another file's.
      if (bindings.importedParameter?.(variable)) {
        flow.imported?.(variable, path);
        return;
      }
      const fn = def.node as TSESTree.FunctionLike;
      const index = parameterIndex(fn, def.name);
      // Within a call being followed, its arguments; elsewhere, those of the file's calls of it.
      const callers = (): TSESTree.CallExpression[] => {
        const call = bound.get(fn);
        return call ? [call] : callsOf(fn, bindings);
      };
      if (index < 0) {
        // `({ status = 'SCREENING', page } = {}) => …`: its default, and that member of what the file's calls hand it.
        const at = fn.params.findIndex((p) => p.range[0] <= def.name.range[0] && def.name.range[1] <= p.range[1]);
        const pattern = fn.params[at];
        if (!pattern) return;
        const fallback = defaultOf(pattern, def.name);
        if (fallback) next(fallback, path);
        const member = patternPath(pattern.type === 'AssignmentPattern' ? pattern.left : pattern, def.name);
        // `Object.entries(MAP).map(([column, path]) => …)`: that part of the receiver's elements.
        const around = fn.parent;
        if (member && around?.type === 'CallExpression' && around.arguments[0] === fn && around.callee.type === 'MemberExpression' && elementParameters(calleeName(around.callee)).includes(at)) {
          next(around.callee.object, [ANY, ...member, ...path]);
          return;
        }
        if (member)
          for (const call of callers()) {
            const arg = call.arguments[at];
            if (arg && arg.type !== 'SpreadElement') next(arg, [...member, ...path]);
          }
        return;
      }
      const param = fn.params[index]!;
      if (param.type === 'AssignmentPattern') next(param.right, path);
      // `chip: StatusChip` with `type StatusChip = (typeof CHIPS)[number]`, `status: AppStatus` (an enum): the values its type lists.
      const declared = param.type === 'AssignmentPattern' ? param.left : param;
      // `filters: Filters` with `status?: AppStatus` read as `filters.status`: that member's type.
      if (declared.type === 'Identifier') typeOrigins(memberType(declared.typeAnnotation?.typeAnnotation, path, bindings), next, bindings);
      // `query: ListApplicationsQuery` of an imported class, as `query.toParams()`: that method, in its module.
      const annotation = declared.type === 'Identifier' ? declared.typeAnnotation?.typeAnnotation : undefined;
      if (annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' && !annotation.typeArguments && path[0] !== undefined && path[1] === CALL) {
        const type = bindings.variableOf(annotation.typeName);
        if (type?.defs[0]?.type === 'ImportBinding') flow.imported?.(type, [INSTANCE, ...path]);
      }
      // `FUNNEL.map((state) => …)`: the receiver's elements.
      const parent = fn.parent;
      // `derived(filters, ($filters) => …)`, `filters.update((current) => …)`: the value the store holds.
      const source = index === 0 ? storeOfCallback(fn) : undefined;
      if (source) {
        next(source, [STORE_VALUE, ...path]);
        return;
      }
      if (parent?.type === 'CallExpression' && parent.arguments[0] === fn && parent.callee.type === 'MemberExpression') {
        if (elementParameters(calleeName(parent.callee)).includes(index)) next(parent.callee.object, [ANY, ...path]);
        return;
      }
      // The file's own calls of the function (`searchParamsFor(tab)` for `tab.state`: that member of each argument).
      for (const call of callers()) {
        const arg = call.arguments[index];
        if (arg && arg.type !== 'SpreadElement') next(arg, path);
      }
      return;
    }
    default:
      return;
  }
}

/**
 * Where a name bound by a destructuring pattern sits in the value destructured: `{ a: { b: x } }` →
 * `['a', 'b']`, `[, y]` → `['1']`, `{ a, ...rest }` → `[]` (the rest holds the other members as they are).
 */
/** The type at `path` of a declared type: itself, or the type of its member (`Filters` → `status?: AppStatus`). */
function memberType(type: TSESTree.TypeNode | undefined, path: Path, bindings: Bindings): TSESTree.TypeNode | undefined {
  if (path.length === 0 || !type) return type;
  return path.length === 1 && path[0] !== undefined ? propertyType(type, path[0], bindings) : undefined;
}

/** The values a declared type lists, as places in the code (see vocabulariesOf): each member or element of each. */
function typeOrigins(type: TSESTree.TypeNode | undefined, next: Next, bindings: Bindings): void {
  for (const { name, path } of type ? vocabulariesOf(type, bindings) : []) next(name, path);
}

export function patternPath(pattern: Node, name: Node): string[] | undefined {
  if (pattern === name) return [];
  if (pattern.type === 'AssignmentPattern') return patternPath(pattern.left, name);
  if (pattern.type === 'RestElement') return patternPath(pattern.argument, name);
  if (pattern.type === 'ObjectPattern') {
    for (const prop of pattern.properties) {
      if (prop.type === 'RestElement') {
        const inner = patternPath(prop.argument, name);
        if (inner) return inner;
        continue;
      }
      const inner = patternPath(prop.value, name);
      if (!inner) continue;
      const key = keyName(prop.key, prop.computed);
      return [key ?? ANY, ...inner];
    }
  }
  if (pattern.type === 'ArrayPattern') {
    for (const [index, element] of pattern.elements.entries()) {
      if (!element) continue;
      const inner = patternPath(element, name);
      if (inner) return element.type === 'RestElement' ? inner : [String(index), ...inner];
    }
  }
  return undefined;
}

/** The default a destructuring pattern gives a name (`{ columns = COLUMNS }` → `COLUMNS`). */
function defaultOf(pattern: Node, name: Node): Node | undefined {
  let found: Node | undefined;
  walk(pattern, (node) => {
    if (node.type === 'AssignmentPattern' && node.left === name) found = node.right;
  });
  return found;
}

/** Calls of a function declared under a name in this file, or of a method by its object (`this.where(…)` in its class). */
/** The file's calls of a function (by its name, or of a method by `this.name(…)` and its table). */
export function callsOf(fn: TSESTree.FunctionLike, bindings: Bindings): TSESTree.CallExpression[] {
  const method = fn.parent?.type === 'MethodDefinition' || (fn.parent?.type === 'Property' && fn.parent.value === fn) ? fn.parent : undefined;
  if (method) return [...ownMethodCalls(method), ...(method.type === 'Property' ? tableCalls(method, bindings) : [])];
  const id = fn.type === 'FunctionDeclaration' ? fn.id : fn.parent?.type === 'VariableDeclarator' && fn.parent.id.type === 'Identifier' ? fn.parent.id : undefined;
  const variable = id ? bindings.variableOf(id) : undefined;
  if (!variable) return [];
  const calls: TSESTree.CallExpression[] = [];
  for (const read of bindings.readsOf(variable)) {
    const parent = (read as Node).parent;
    if (parent?.type === 'CallExpression' && parent.callee === read) calls.push(parent);
  }
  return calls;
}

/**
 * Calls of a function kept in a table of the file (`const handlers = { async sync({ status }) { … } }`):
 * `handlers.sync(p)`, and a lookup of any of its functions, `handlers[name](p)` or
 * `const handler = handlers[name]; handler(p)` (a registry of handlers, of commands, of columns).
 */
function tableCalls(method: TSESTree.Property, bindings: Bindings): TSESTree.CallExpression[] {
  const name = method.computed ? undefined : keyName(method.key, false);
  const holder = method.parent?.parent;
  const variable = holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier' ? bindings.variableOf(holder.id) : undefined;
  if (!variable) return [];
  const calls: TSESTree.CallExpression[] = [];
  const calledAt = (callee: Node): void => {
    const parent = callee.parent;
    if (parent?.type === 'CallExpression' && parent.callee === callee) calls.push(parent);
  };
  for (const read of bindings.readsOf(variable)) {
    const member = (read as Node).parent;
    if (member?.type !== 'MemberExpression' || member.object !== read || (!member.computed && memberName(member) !== name)) continue;
    calledAt(member);
    // `const handler = handlers[name]` … `handler(payload)`
    const taken = member.parent;
    const held = taken?.type === 'VariableDeclarator' && taken.init === member && taken.id.type === 'Identifier' ? bindings.variableOf(taken.id) : undefined;
    if (held) for (const use of bindings.readsOf(held)) calledAt(use);
  }
  return calls;
}

/** `this.name(…)` calls of a method in the class or object literal that defines it. */
function ownMethodCalls(method: TSESTree.MethodDefinition | TSESTree.Property): TSESTree.CallExpression[] {
  const name = method.computed ? undefined : keyName(method.key, false);
  const owner = method.parent;
  if (name === undefined || !owner) return [];
  const calls: TSESTree.CallExpression[] = [];
  walk(owner, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.object.type === 'ThisExpression' && memberName(node.callee) === name) calls.push(node);
  });
  return calls;
}

const returns = new WeakMap<TSESTree.FunctionLike, Node[]>();

/** The values a function returns (its own `return`s, not those of functions inside it). */
export function returnedBy(fn: TSESTree.FunctionLike | undefined): Node[] {
  if (!fn?.body) return [];
  if (fn.body.type !== 'BlockStatement') return [fn.body];
  const known = returns.get(fn);
  if (known) return known;
  const out: Node[] = [];
  returns.set(fn, out);
  walk(fn.body, (node) => {
    if (node.type !== 'ReturnStatement' || !node.argument) return;
    let owner: Node | undefined = node.parent;
    while (owner && !isFunction(owner)) owner = owner.parent;
    if (owner === fn) out.push(node.argument);
  });
  return out;
}

/** Groups of a component's (or store's) options whose functions see the component as `this` (Vue's Options API, Pinia). */
const OPTION_GROUPS = new Set(['methods', 'computed', 'watch', 'actions', 'getters']);

/**
 * What `this.name` may hold where `this` is read: in a class, its field's initializer and what its
 * methods write; in a method of an object literal (a component's options, a store's definition), the
 * object's own `name`, the `name` its `data()` returns, and what its methods write.
 */
function thisHolds(self: TSESTree.ThisExpression, name: string): Node[] {
  let fn: Node | undefined = self.parent;
  while (fn && (!isFunction(fn) || fn.type === 'ArrowFunctionExpression')) fn = fn.parent;
  if (!fn) return [];
  const member = fn.parent;
  if (member?.type === 'MethodDefinition') {
    const body = enclosingClassBody(fn);
    return body ? ownMemberWrites(body, name) : [];
  }
  let object = member?.type === 'Property' && member.parent?.type === 'ObjectExpression' ? member.parent : undefined;
  // `methods: { load() { … this.status … } }`: the component's options hold `this`'s members.
  for (let group = object?.parent; object && group?.type === 'Property' && group.parent?.type === 'ObjectExpression' && OPTION_GROUPS.has(keyName(group.key, group.computed) ?? ''); group = object.parent)
    object = group.parent;
  if (!object) return [];
  const out: Node[] = [];
  for (const prop of object.properties) {
    if (prop.type !== 'Property' || prop.computed) continue;
    const key = keyName(prop.key, false);
    if (key === name && !isFunction(unwrap(prop.value))) out.push(prop.value);
    // `data() { return { status: 'SCREENING' } }`; a Pinia store's `state: () => ({ filter: { … } })`
    if ((key === 'data' || key === 'state') && isFunction(unwrap(prop.value)))
      for (const returned of returnedBy(unwrap(prop.value) as TSESTree.FunctionLike)) {
        const state = unwrap(returned);
        if (state.type === 'ObjectExpression')
          for (const field of state.properties) if (field.type === 'Property' && !field.computed && keyName(field.key, false) === name) out.push(field.value);
      }
  }
  walk(object, (node) => {
    if (node.type === 'AssignmentExpression' && node.operator === '=' && node.left.type === 'MemberExpression' && node.left.object.type === 'ThisExpression' && !node.left.computed && memberName(node.left) === name) out.push(node.right);
  });
  return out;
}
