/**
 * The filters a list request sends, wherever they are written: query text in the URL, a params
 * object literal (also one built earlier in the function and completed by assignments), spreads,
 * `URLSearchParams` objects and their `.set/.append` calls, `url.searchParams.set(...)`, and
 * query strings made by `qs.stringify(obj)` / `new URLSearchParams(obj).toString()`.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES } from '../migration/index.js';
import { HELPERS } from '../migration/codegen.js';
import { calleeName, forOfList, unfrozen, enumMembers, keysOrEntriesOf, findProperty, isFreshMerge, isFunction, isObjectAssign, keyName, memberName, staticStringValue, unwrap, type Node } from './ast.js';
import { LIST_KEEPING, MAPPING, listOfElement } from './array-methods.js';
import { ownMember, ownMemberWrites } from './class-members.js';
import { functionOfCallee, moduleSourceOf, type Bindings, type Variable } from './scope.js';
import { analyzeUrl, join, evaluatePieces, parseQuery, type QueryPair } from './url.js';
import { isRequestOptionsWithQuery, QUERY_OPTION_KEYS, type RequestSite } from './requests.js';
import { objectOrigins, patternPath, returnedBy, stringOrigins } from './values.js';
import { fromFpLibrary, KEY_KEEPING_FUNCTIONS, libraryFunction } from './paths.js';

/** Static factories of query classes, named for the object they are made from (a team's own `HttpParams`). */
const QUERY_FACTORIES = new Set(['fromObject', 'fromRecord', 'fromEntries', 'of', 'from']);

/** Utility functions that copy the keys they are given from an object (`_.pick(o, ['a', 'b'])`). */
const PICKING_FUNCTIONS = new Set(['pick']);

/** Filter names this product cares about. */
export const FILTER_NAMES = [NAMES.legacyState, NAMES.hiringState, NAMES.stageType] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** One query parameter a request sends, wherever it is written; `N` is the set of names looked for. */
export type QueryEntry<N extends string = string> =
  /** `{ state: 'SCREENING' }`, `{ state }`, `{ 'state': s }` */
  | { kind: 'property'; name: N; node: TSESTree.Property; value: Node; literal: string | undefined }
  /** `params.state = 'SCREENING'` */
  | { kind: 'assignment'; name: N; node: TSESTree.AssignmentExpression; value: Node; literal: string | undefined }
  /**
   * `params[name] = v`, `url.searchParams.set(name, v)` where `name` may be `'state'` (a table of
   * parameter names, iterated or looked up): `keys` are the literals that spell the name.
   */
  | { kind: 'computed'; name: N; node: TSESTree.AssignmentExpression | TSESTree.CallExpression | TSESTree.Property; key: Node; value: Node; literal: string | undefined; keys: Node[] }
  /** `params.set('state', 'SCREENING')`, `url.searchParams.append('state', s)` */
  | { kind: 'call'; name: N; node: TSESTree.CallExpression; value: Node | undefined; literal: string | undefined }
  /** `new URLSearchParams([['state', s]])` */
  | { kind: 'tuple'; name: N; node: TSESTree.ArrayExpression; value: Node | undefined; literal: string | undefined }
  /** `?state=SCREENING` in URL text */
  | { kind: 'query'; name: N; node: QueryPair['keyNode']; pair: QueryPair; literal: string | undefined }
  /** `_.pick(filters, ['state', 'jobId'])`: a key copied from an object handed over, whatever it holds. */
  | { kind: 'picked'; name: N; node: TSESTree.StringLiteral; list: TSESTree.ArrayExpression | undefined; value: undefined; literal: undefined };
export type FilterEntry = QueryEntry<FilterName>;

type NameTest = (name: string | undefined) => boolean;

const STRINGIFIERS = new Set(['stringify', 'encode', 'toString', 'buildQuery', 'toQueryString', 'serialize', 'param']);

/** Every filter entry a request sends. */
export function filterEntries(site: RequestSite, bindings: Bindings): FilterEntry[] {
  return queryEntries(site, bindings, FILTER_NAMES);
}

/** The filter entries of values sent as the list's filters, found apart from any request (see engine/demands). */
export function filterEntriesOf(nodes: readonly Node[], bindings: Bindings): FilterEntry[] {
  return keyEntries(nodes, bindings, FILTER_NAMES);
}

/**
 * Every key named in `names` that the values sent (a body, a params object, form text) may hold,
 * found the same way as the filters: `{ isPrivate: true }`, `payload.isPrivate = flag`,
 * `form.append('isPrivate', 'true')`, `'body=…&isPrivate=true'`, through variables, spreads,
 * `Object.assign`, `JSON.stringify` and what a function of the file returns.
 */
export function keyEntries<N extends string>(nodes: readonly Node[], bindings: Bindings, names: readonly N[]): QueryEntry<N>[] {
  const isName: NameTest = (name) => name !== undefined && (names as readonly string[]).includes(name);
  const c: Collector = { bindings, entries: [], seen: new Set(), isName };
  for (const node of nodes) collect(node, c, 0);
  return c.entries as QueryEntry<N>[];
}

/** Every query parameter named in `names` that a request sends, found the same way as the filters. */
export function queryEntries<N extends string>(site: RequestSite, bindings: Bindings, names: readonly N[]): QueryEntry<N>[] {
  const isName: NameTest = (name) => name !== undefined && (names as readonly string[]).includes(name);
  const entries: QueryEntry[] = [];
  const seen = new Set<Node>();
  const c: Collector = { bindings, entries, seen, isName };
  if (site.url) {
    for (const pair of site.url.query.pairs) addPair(pair, c);
    for (const hole of site.url.query.queryHoles) {
      collect(hole, c, 0);
      // `path + this.query({ ...params, page })`: a call standing where the whole query string goes
      // makes it of what it is handed, whatever it is called.
      const call = unwrap(hole);
      if (call.type === 'CallExpression') for (const arg of call.arguments) if (arg.type !== 'SpreadElement') collect(arg, c, 1);
    }
  }
  for (const node of site.filterNodes) collect(node, c, 0);
  // `let path = '/v2/applications'; if (s) path += '?state=' + s; fetch(base + path)`
  if (site.url && site.node.type === 'CallExpression') for (const arg of site.node.arguments.slice(0, 2)) for (const text of appendedTo(arg, bindings)) collectQuerySource(text, c, 1);
  // `const url = new URL(...)`: `url.searchParams.set('state', …)` anywhere in scope.
  const holder = variableHolding(site.node, bindings);
  if (holder) collectMutations(holder, c, 'searchParams');
  // `fetch(url)` of that `url`: the URL object the call is handed.
  const handed = site.node.type === 'CallExpression' ? urlObjectArgument(site.node, bindings) : undefined;
  if (handed && handed !== holder) collectMutations(handed, c, 'searchParams');
  return entries as QueryEntry<N>[];
}

interface Collector {
  bindings: Bindings;
  entries: QueryEntry[];
  seen: Set<Node>;
  isName: NameTest;
  /** While a helper's returned value is followed: its parameters, standing for the call's arguments. */
  given?: Map<Variable, Node>;
}

function addPair(pair: QueryPair, c: Collector): void {
  if (c.isName(pair.key)) c.entries.push({ kind: 'query', name: pair.key, node: pair.keyNode, pair, literal: pair.value });
}

/** The variable a `const x = <node>` declaration binds, if the node is its initializer. */
function variableHolding(node: Node, bindings: Bindings): Variable | undefined {
  const parent = node.parent;
  if (parent?.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier')
    return bindings.variableOf(parent.id);
  return undefined;
}

/** `fetch(url, …)` of `const url = new URL(path, base)`: the variable holding the URL object the call is handed first. */
function urlObjectArgument(call: TSESTree.CallExpression, bindings: Bindings): Variable | undefined {
  const first = call.arguments[0] && unwrap(call.arguments[0]);
  const variable = first?.type === 'Identifier' ? bindings.variableOf(first) : undefined;
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  const init = def?.type === 'Variable' && def.node.init ? unwrap(def.node.init) : undefined;
  return init?.type === 'NewExpression' && calleeName(init.callee) === 'URL' ? variable : undefined;
}

function collect(node: Node, c: Collector, depth: number): void {
  const { bindings, entries, seen } = c;
  if (depth > 8 || seen.has(node)) return;
  seen.add(node);
  const inner = unwrap(node);
  switch (inner.type) {
    case 'ObjectExpression': {
      for (const prop of inner.properties) {
        if (prop.type === 'SpreadElement') collect(prop.argument, c, depth + 1);
        else {
          const name = keyName(prop.key, prop.computed);
          if (c.isName(name))
            entries.push({ kind: 'property', name: name!, node: prop, value: prop.value, literal: staticStringValue(prop.value) });
          // `{ ...this.params, [field]: value }` in a builder's `where(field, value)`: the names its callers hand it.
          else if (prop.computed && name === undefined && !prop.method && !inGeneratedHelper(prop)) addComputedEntries(prop, prop.key, prop.value, c);
        }
      }
      // `{ params, timeout, headers }` that a `requestOptions(query)` helper returns: the query it carries.
      if (isRequestOptionsWithQuery(inner)) for (const key of QUERY_OPTION_KEYS) {
        const prop = findProperty(inner, key);
        if (prop) collect(prop.value, c, depth + 1);
      }
      // `const payload = { body }` … `payload.isPrivate = true`, reached through the literal.
      let outer: Node = inner;
      while (outer.parent && unwrap(outer.parent) === inner) outer = outer.parent;
      const holder = variableHolding(outer, bindings);
      if (holder) collectMutations(holder, c, undefined);
      return;
    }
    case 'Identifier': {
      const variable = bindings.variableOf(inner);
      // `compact(params)` returning a copy of what it was handed: the argument of this call.
      const argument = variable && c.given?.get(variable);
      if (argument) collect(argument, c, depth + 1);
      // `for (const searchParams of presetQueries(preset))`: each of the filter objects listed.
      const def = variable?.defs[0];
      const looped = def?.type === 'Variable' && def.node.id === def.name ? forOfList(def.node) : undefined;
      if (looped) collectListed(looped, c, depth + 1);
      const init = bindings.initializerOf(variable) ?? declaredInit(variable);
      if (init) collect(init, c, depth + 1);
      // `const [filters, setFilters] = useState(init)`: what the setter is handed, too.
      for (const value of stateSetterValues(variable, bindings)) collect(value, c, depth + 1);
      if (variable) {
        collectMutations(variable, c, undefined);
        // `payload = { ...payload, isPrivate: true }`
        for (const ref of variable.references) if (ref.isWrite() && !ref.init && ref.writeExpr) collect(ref.writeExpr, c, depth + 1);
      }
      return;
    }
    case 'NewExpression': {
      // new URLSearchParams({ state }) / new URLSearchParams('state=SCREENING')
      const name = calleeName(inner.callee);
      const arg = inner.arguments[0];
      if (!name || !QUERY_CLASSES.has(name) || !arg || arg.type === 'SpreadElement') return;
      // Angular: new HttpParams({ fromObject: { state } }) / new HttpParams({ fromString: 'state=…' })
      const options = unwrap(arg);
      const from = options.type === 'ObjectExpression' ? QUERY_CLASS_SOURCES.map((key) => findProperty(options, key)).find(Boolean) : undefined;
      collectQuerySource(from ? from.value : arg, c, depth);
      return;
    }
    case 'CallExpression': {
      const name = calleeName(inner.callee);
      // `new HttpParams().set('state', s).append('jobId', id)`: each call of the chain adds a pair to a new object.
      if ((name === 'set' || name === 'append') && inner.callee.type === 'MemberExpression' && isQueryBuilderChain(inner.callee.object, bindings)) {
        addCallEntry(inner, c);
        collect(inner.callee.object, c, depth + 1);
        return;
      }
      // qs.stringify(filters), params.toString(), new URLSearchParams(filters).toString()
      if (name && STRINGIFIERS.has(name)) {
        if (inner.arguments[0] && inner.arguments[0].type !== 'SpreadElement') collect(inner.arguments[0], c, depth + 1);
        if (inner.callee.type === 'MemberExpression' && name === 'toString') collect(inner.callee.object, c, depth + 1);
      }
      // `_.pickBy({ state, jobId }, Boolean)`, `_.merge({}, defaults, filters)`: some of the keys handed.
      const lib = libraryFunction(inner, bindings);
      if (lib && PICKING_FUNCTIONS.has(lib)) {
        // `_.pick(changes, ['body', 'isPrivate'])`, `_.pick(q, 'state', 'jobId')`: the keys named, from the object handed
        // (lodash/fp's `fp.pick(['body', 'isPrivate'], changes)` names them first).
        const [from, ...keys] = fromFpLibrary(inner, bindings) ? [...inner.arguments].reverse() : inner.arguments;
        if (from && from.type !== 'SpreadElement') collect(from, c, depth + 1);
        for (const key of keys) {
          const list = key.type === 'ArrayExpression' ? key : undefined;
          for (const element of list ? list.elements : [key]) {
            const literal = element && unwrap(element);
            if (literal?.type === 'Literal' && typeof literal.value === 'string' && c.isName(literal.value))
              entries.push({ kind: 'picked', name: literal.value, node: literal, list, value: undefined, literal: undefined });
          }
        }
      } else if ((lib && KEY_KEEPING_FUNCTIONS.has(lib)) || (!lib && !isObjectAssign(inner) && isFreshMerge(inner))) {
        // `_.merge({}, defaults, f)`, and `util.extend({}, settings.filters, { state })`, `$.extend({}, …)` (see isFreshMerge).
        for (const arg of inner.arguments) if (arg.type !== 'SpreadElement') collect(arg, c, depth + 1);
      }
      // Object.assign({}, defaults, { state }), Object.fromEntries([['state', s], …]), Object.freeze({ isPrivate: true }),
      // Object.fromEntries(Object.entries(obj).filter(…)): some of obj's pairs.
      if ((name === 'assign' || name === 'fromEntries' || name === 'entries' || name === 'freeze' || name === 'seal') && inner.callee.type === 'MemberExpression' && calleeName(inner.callee.object) === 'Object')
        for (const arg of inner.arguments) collect(arg, c, depth + 1);
      // `Object.entries(obj).filter(([, v]) => v !== undefined)`: some of the same pairs.
      if (name && LIST_KEEPING.has(name) && name !== 'concat' && inner.callee.type === 'MemberExpression') {
        const list = unwrap(inner.callee.object);
        const pairsOf = list.type === 'CallExpression' && list.callee.type === 'MemberExpression' && calleeName(list.callee) === 'entries' && calleeName(list.callee.object) === 'Object' ? list.arguments[0] : undefined;
        if (pairsOf && pairsOf.type !== 'SpreadElement') collect(pairsOf, c, depth + 1);
      }
      // `parts.join('&')`: each part is a `key=value` text; `['state', s].join('=')` is one such text.
      if (name === 'join' && inner.callee.type === 'MemberExpression') {
        const separator = inner.arguments[0] && staticStringValue(inner.arguments[0]);
        if (separator !== undefined && separator !== '&' && unwrap(inner.callee.object).type === 'ArrayExpression') collectQuerySource(inner, c, depth);
        else collect(inner.callee.object, c, depth + 1);
      }
      // `buildQuery(filter)`, `compact({ state, jobId })`, `this.buildParams(filter)`: what a function of
      // the file (or a method of the class) returns, its parameters standing for this call's arguments.
      const fn = functionOfCallee(unwrap(inner.callee), bindings);
      if (fn) {
        const outer = c.given;
        const given = new Map(outer);
        fn.params.forEach((param, i) => {
          const arg = inner.arguments[i];
          const declared = param.type === 'AssignmentPattern' ? param.left : param;
          const variable = declared.type === 'Identifier' ? bindings.variableOf(declared) : undefined;
          if (variable && arg && arg.type !== 'SpreadElement') given.set(variable, arg);
        });
        c.given = given;
        for (const value of returnedBy(fn)) collectQuerySource(value, c, depth + 1);
        c.given = outer;
      } else if (inner.callee.type === 'MemberExpression' && QUERY_FACTORIES.has(memberName(inner.callee) ?? '')) {
        // `QueryParams.fromObject({ pageSize: 50 })`, `Params.of({ state })`: a query class made of the object.
        for (const arg of inner.arguments) if (unwrap(arg).type === 'ObjectExpression') collect(arg, c, depth + 1);
      } else if (inner.callee.type === 'Identifier' && moduleSourceOf(inner.callee, bindings) !== undefined && inner.arguments.length === 1 && unwrap(inner.arguments[0]!).type === 'ObjectExpression' && !bindings.importedPicks?.(inner.callee, 0)) {
        // `compact({ state: f.state, jobId })` of another module, whose body this file cannot read: a
        // helper handed the query written in place gives it back cleaned, its keys kept. (Not one its
        // module says picks `state` out of it, `toQueryParams(formValues)`: that one maps what it picks.)
        collect(inner.arguments[0]!, c, depth + 1);
      }
      return;
    }
    case 'MemberExpression': {
      // `this.criteria` of a builder: its initializer and whatever a method of the class writes into it.
      const own = ownMember(inner);
      if (own) {
        for (const written of ownMemberWrites(own.body, own.name)) collect(written, c, depth + 1);
        return;
      }
      // `PRESETS[name]` / `PRESETS.screening`: one of the filter objects of a constant table (frozen or not).
      const table = unfrozen(unwrap(bindings.resolveValue(unwrap(inner.object))));
      if (table.type === 'ObjectExpression') {
        const name = inner.computed ? undefined : keyName(inner.property, false);
        for (const prop of table.properties) {
          if (prop.type !== 'Property' || (name !== undefined && keyName(prop.key, prop.computed) !== name)) continue;
          if (unwrap(prop.value).type === 'ObjectExpression') collect(prop.value, c, depth + 1);
        }
        return;
      }
      // `TABS[0].filter`, `tab.filter` of a row of a table: the object literals the member is.
      for (const origin of objectOrigins(inner, bindings)) if (typeof origin !== 'string') collect(origin, c, depth + 1);
      return;
    }
    case 'ConditionalExpression':
      // `f.state ? { state: f.state } : {}`
      collect(inner.consequent, c, depth + 1);
      collect(inner.alternate, c, depth + 1);
      return;
    case 'LogicalExpression':
      collect(inner.left, c, depth + 1);
      collect(inner.right, c, depth + 1);
      return;
    case 'ArrayExpression':
      // `[`state=${s}`, 'limit=50']` joined into a query string; `[['state', s], …]` pairs for URLSearchParams
      for (const element of inner.elements) if (element && element.type !== 'SpreadElement') collectElement(element, c, depth + 1);
      return;
    case 'Literal':
    case 'TemplateLiteral':
    case 'BinaryExpression':
      collectQuerySource(inner, c, depth);
      return;
    default:
      return;
  }
}

/**
 * The filter objects a list holds: `[{ … }, …]`, what `statuses.map((s) => ({ ...base, state: s }))`
 * makes of each element, what a function of the file returns as such a list.
 */
function collectListed(list: Node, c: Collector, depth: number): void {
  if (depth > 8 || c.seen.has(list)) return;
  c.seen.add(list);
  const inner = unwrap(list);
  if (inner.type === 'ArrayExpression') {
    for (const element of inner.elements) if (element && element.type !== 'SpreadElement' && unwrap(element).type === 'ObjectExpression') collect(element, c, depth + 1);
    return;
  }
  if (inner.type === 'Identifier') {
    const init = c.bindings.initializerOf(c.bindings.variableOf(inner));
    if (init) collectListed(init, c, depth + 1);
    return;
  }
  if (inner.type !== 'CallExpression') return;
  const callback = inner.arguments[0];
  if (inner.callee.type === 'MemberExpression' && MAPPING.has(calleeName(inner.callee) ?? '') && callback && isFunction(callback)) {
    for (const value of returnedBy(callback)) if (unwrap(value).type === 'ObjectExpression') collect(value, c, depth + 1);
    return;
  }
  const fn = functionOfCallee(unwrap(inner.callee), c.bindings);
  for (const value of fn ? returnedBy(fn) : []) collectListed(value, c, depth + 1);
}

/** One element of a list of query parts: a `[name, value]` pair, or `key=value` text. */
function collectElement(element: Node, c: Collector, depth: number): void {
  const pair = unwrap(element);
  if (pair.type === 'ArrayExpression' && pair.elements.length === 2) {
    const name = constantString(pair.elements[0] ?? undefined, c.bindings);
    const value = pair.elements[1];
    if (c.isName(name) && value && value.type !== 'SpreadElement')
      c.entries.push({ kind: 'tuple', name: name!, node: pair, value, literal: staticStringValue(value) });
    return;
  }
  // `parts.push(encodeURIComponent(key) + '=' + encodeURIComponent(params[key]))` in a loop over the
  // keys of `params`: the pairs are params's.
  const keyed = keyedPairSource(pair, c.bindings);
  if (keyed) {
    collect(keyed, c, depth + 1);
    return;
  }
  collectQuerySource(element, c, depth);
}

/** Functions that encode a key without changing which key it is. */
const KEY_ENCODERS = new Set(['encodeURIComponent', 'encodeURI', 'escape', 'String']);

/** `X` of a `key=value` text whose key is a loop variable over the keys (or entries) of `X`. */
function keyedPairSource(pair: Node, bindings: Bindings): Node | undefined {
  if (pair.type !== 'BinaryExpression' && pair.type !== 'TemplateLiteral') return undefined;
  const pieces = evaluatePieces(pair, bindings);
  const [first, second] = pieces;
  if (first?.kind !== 'hole' || second?.kind !== 'text' || !second.text.startsWith('=')) return undefined;
  let key = unwrap(first.node);
  if (key.type === 'CallExpression' && key.arguments.length === 1 && KEY_ENCODERS.has(calleeName(key.callee) ?? '') && key.arguments[0]!.type !== 'SpreadElement') key = unwrap(key.arguments[0]!);
  return keyLoopSource(key, bindings);
}

/** Hooks that hold a value and hand back `[value, setter]` (React's, Preact's). */
const STATE_HOOKS = new Set(['useState']);

/**
 * The values a state hook's variable takes besides its initial one: `const [filters, setFilters] =
 * useState(init)` takes what `setFilters(next)` is handed, or what `setFilters((prev) => next)` returns.
 */
function stateSetterValues(variable: Variable | undefined, bindings: Bindings): Node[] {
  const def = variable?.defs[0];
  if (def?.type !== 'Variable' || def.node.id.type !== 'ArrayPattern' || def.node.id.elements[0] !== def.name) return [];
  const init = def.node.init && unwrap(def.node.init);
  const setter = def.node.id.elements[1];
  if (init?.type !== 'CallExpression' || !STATE_HOOKS.has(calleeName(init.callee) ?? '') || setter?.type !== 'Identifier') return [];
  const out: Node[] = [];
  const setterVariable = bindings.variableOf(setter);
  for (const read of setterVariable ? bindings.readsOf(setterVariable) : []) {
    const call = read.parent;
    const arg = call?.type === 'CallExpression' && call.callee === read ? call.arguments[0] : undefined;
    if (!arg || arg.type === 'SpreadElement') continue;
    const inner = unwrap(arg);
    if (inner.type === 'ArrowFunctionExpression' || inner.type === 'FunctionExpression') out.push(...returnedBy(inner));
    else out.push(arg);
  }
  return out;
}

/** Text appended with `+=` to the variables a URL expression is made of. */
function appendedTo(node: Node, bindings: Bindings): Node[] {
  const inner = unwrap(node);
  if (inner.type === 'BinaryExpression' && inner.operator === '+') return [...appendedTo(inner.left, bindings), ...appendedTo(inner.right, bindings)];
  if (inner.type === 'TemplateLiteral') return inner.expressions.flatMap((e) => appendedTo(e, bindings));
  if (inner.type !== 'Identifier') return [];
  const variable = bindings.variableOf(inner);
  return variable ? appendsOf(variable) : [];
}

/** The right-hand sides of `v += …`: asked once per variable, whose references (a module's base URL) may be thousands. */
const APPENDS = new WeakMap<Variable, Node[]>();
function appendsOf(variable: Variable): Node[] {
  const known = APPENDS.get(variable);
  if (known) return known;
  const out: Node[] = [];
  for (const ref of variable.references) {
    const parent = (ref.identifier as Node).parent;
    if (parent?.type === 'AssignmentExpression' && parent.operator === '+=' && parent.left === ref.identifier) out.push(parent.right);
  }
  APPENDS.set(variable, out);
  return out;
}

/**
 * A value that names the parameter a request template fills in when the request is made, not a value
 * of its own: `{state}` (URI templates, LoopBack's REST connector), `{{state}}` (Postman), `${state}`
 * in a plain string (lodash templates), `:state`, `<state>`.
 */
export function isTemplatePlaceholder(text: string): boolean {
  return /^(?:\{\{?\s*[\w.$-]+\s*\}\}?|\$\{\s*[\w.$]+\s*\}|:[A-Za-z_$][\w$]*|<[\w.$-]+>)$/.test(text);
}

/** A string known before run time: a literal, a constant, a member of a constant object or enum (`QueryKey.Status`). */
export function constantString(node: Node | undefined, bindings: Bindings): string | undefined {
  if (!node) return undefined;
  const direct = staticStringValue(node);
  if (direct !== undefined) return direct;
  const inner = unwrap(node);
  if (inner.type === 'Identifier') {
    const value = bindings.resolveValue(inner);
    if (value !== inner) return staticStringValue(value);
    const variable = bindings.variableOf(inner);
    return variable && bindings.importedString?.(variable, undefined);
  }
  if (inner.type === 'MemberExpression' && !inner.computed && inner.object.type === 'Identifier') {
    const member = keyName(inner.property, false);
    const variable = bindings.variableOf(inner.object);
    const imported = variable && bindings.importedString?.(variable, member);
    if (imported !== undefined) return imported;
    const def = variable?.defs[0];
    if (def?.type === 'TSEnumName') {
      const decl = def.node;
      const found = enumMembers(decl).find((m) => keyName(m.id, false) === member);
      return found?.initializer ? staticStringValue(found.initializer) : undefined;
    }
    const table = unfrozen(unwrap(bindings.resolveValue(inner.object)));
    if (table.type === 'ObjectExpression' && member) {
      const prop = table.properties.find((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key, p.computed) === member);
      return prop ? staticStringValue(prop.value) : undefined;
    }
  }
  return undefined;
}

/** `k` of `for (const [k, v] of Object.entries(obj))` (or `Object.keys(obj)`) → `obj`. */
export function loopSource(node: Node | undefined, bindings: Bindings): Node | undefined {
  if (!node || node.type !== 'Identifier') return undefined;
  const def = bindings.variableOf(node)?.defs[0];
  // `Object.keys(base).forEach((key) => { out[key] = base[key]; })`, `.reduce((p, [k, v]) => p.set(k, v), …)`
  if (def?.type === 'Parameter') {
    const fn = def.node as Node;
    const call = fn.parent;
    if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression' || !call.arguments.includes(fn as TSESTree.CallExpressionArgument)) return undefined;
    return keysOrEntriesOf(call.callee.object);
  }
  if (def?.type !== 'Variable') return undefined;
  const declaration = def.node.parent;
  const loop = declaration?.parent;
  // `for (const key in filters)`
  if (loop?.type === 'ForInStatement' && loop.left === declaration) return loop.right;
  if (loop?.type !== 'ForOfStatement' || loop.left !== declaration) return undefined;
  return keysOrEntriesOf(loop.right);
}

/**
 * The object whose own keys a loop variable runs over: `k` of `for (const k in X)`, of
 * `Object.keys(X).forEach((k) => …)`, of `for (const [k, v] of Object.entries(X))` (not `v`).
 */
export function keyLoopSource(node: Node | undefined, bindings: Bindings): Node | undefined {
  if (!node || node.type !== 'Identifier') return undefined;
  const def = bindings.variableOf(node)?.defs[0];
  if (!def || (def.type !== 'Parameter' && def.type !== 'Variable')) return undefined;
  const source = loopSource(node, bindings);
  if (!source) return undefined;
  // The pattern that binds it: the loop's declarator or the callback's first parameter.
  const pattern = def.type === 'Variable' ? def.node.id : (def.node as TSESTree.FunctionLike).params[0];
  if (pattern === def.name) {
    // `for (const k in X)`, `Object.keys(X)…((k) => …)`; not a whole entry `[k, v]`.
    const loop = def.type === 'Variable' ? def.node.parent?.parent : undefined;
    if (loop?.type === 'ForInStatement') return source;
    const from = def.type === 'Variable' ? (loop as TSESTree.ForOfStatement | undefined)?.right : ((def.node as Node).parent as TSESTree.CallExpression).callee;
    const call = from && unwrap(from.type === 'MemberExpression' ? from.object : from);
    return call?.type === 'CallExpression' && calleeName(call.callee) === 'keys' ? source : undefined;
  }
  return pattern?.type === 'ArrayPattern' && pattern.elements[0] === def.name ? source : undefined;
}

/**
 * A `let params = {}` (assigned later) still names the object that gets sent. A destructured name is
 * the part of the initializer it takes: `const { jobId, ...rest } = params` (the rest: all of
 * `params` that matters here), `const { query } = { query: { … } }`; not the whole of `response` in
 * `const { data } = response`.
 */
function declaredInit(variable: Variable | undefined): Node | undefined {
  const def = variable?.defs[0];
  if (def?.type !== 'Variable') return undefined;
  const declarator = def.node;
  if (!declarator.init || declarator.id === def.name) return declarator.init ?? undefined;
  const path = patternPath(declarator.id, def.name);
  if (!path?.length) return path ? declarator.init : undefined;
  let value: Node = unwrap(declarator.init);
  for (const key of path) {
    if (value.type !== 'ObjectExpression') return undefined;
    const prop = value.properties.find((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key, p.computed) === key);
    if (!prop) return undefined;
    value = unwrap(prop.value);
  }
  return value;
}

/** A query-string-ish value: literal text `state=SCREENING` or an object. */
function collectQuerySource(node: Node, c: Collector, depth: number): void {
  const { bindings } = c;
  const inner = unwrap(node);
  if (inner.type === 'Literal' || inner.type === 'TemplateLiteral' || inner.type === 'BinaryExpression' || inner.type === 'CallExpression') {
    const joined = join(evaluatePieces(inner, bindings));
    if (!joined.pieces.some((p) => p.kind === 'text')) {
      if (inner.type === 'CallExpression') collect(inner, c, depth + 1);
      return;
    }
    const url = analyzeUrl(inner, bindings);
    if (url) return; // a URL with its own path is analysed as a URL, not as a bare query string
    const text = joined.text.startsWith('?') ? joined.text : `?${joined.text}`;
    const offset = joined.text.startsWith('?') ? 0 : 1;
    const shifted = { text, at: [...(offset ? [joined.at[0]!] : []), ...joined.at], pieces: joined.pieces };
    const parsed = parseQuery(shifted, 0);
    for (const pair of parsed.pairs) addPair(pair, c);
    // `'?' + parts.join('&')`: the rest of the query is built elsewhere.
    for (const hole of parsed.queryHoles) collect(hole, c, depth + 1);
    return;
  }
  collect(inner, c, depth + 1);
}

/**
 * Writes into a params variable after its declaration:
 * `params.state = s`, `params['state'] = s`, `params.set('state', s)`, `params.append('state', s)`,
 * and for URL objects `url.searchParams.set('state', s)`.
 */
function collectMutations(variable: Variable, c: Collector, via: 'searchParams' | undefined): void {
  const { bindings, entries } = c;
  for (const id of bindings.readsOf(variable)) {
    let target: Node = id;
    if (via) {
      const member = id.parent;
      if (member?.type !== 'MemberExpression' || member.object !== id || memberName(member) !== via) continue;
      target = member;
    }
    const call = target.parent;
    // `Object.assign(params, { state })`
    if (call && isObjectAssign(call) && call.arguments[0] === target) {
      for (const arg of call.arguments.slice(1)) if (arg.type !== 'SpreadElement') collect(arg, c, 1);
      continue;
    }
    const member = target.parent;
    if (member?.type !== 'MemberExpression' || member.object !== target) continue;
    const parent = member.parent;
    if (parent?.type === 'AssignmentExpression' && parent.left === member && parent.operator === '=') {
      const name = memberName(member) ?? (member.computed ? constantString(member.property, bindings) : undefined);
      if (c.isName(name))
        entries.push({ kind: 'assignment', name: name!, node: parent, value: parent.right, literal: staticStringValue(parent.right) });
      else if (member.computed && name === undefined) {
        // `out[key] = String(base[key])` in a loop over the keys of `base`: the keys are base's.
        const copied = keyLoopSource(unwrap(member.property), bindings);
        if (copied) collect(copied, c, 1);
        else addComputedEntries(parent, member.property, parent.right, c);
      }
      continue;
    }
    if (parent?.type === 'CallExpression' && parent.callee === member) {
      const method = memberName(member);
      // `parts.push('state=' + encodeURIComponent(s))`, `pairs.push(['state', s])`
      if (method === 'push' || method === 'unshift') {
        for (const arg of parent.arguments) if (arg.type !== 'SpreadElement') collectElement(arg, c, 1);
        continue;
      }
      if (method !== 'set' && method !== 'append') continue;
      // `for (const [k, v] of Object.entries(query)) search.append(k, v)`: the pairs are query's.
      const entriesOf = loopSource(parent.arguments[0], bindings);
      if (entriesOf) {
        collect(entriesOf, c, 1);
        continue;
      }
      // `for (const name of FORWARDED) url.searchParams.set(name, incoming.get(name))`: a name of a table.
      const [key, value] = parent.arguments;
      if (key && value && key.type !== 'SpreadElement' && value.type !== 'SpreadElement' && constantString(key, bindings) === undefined) addComputedEntries(parent, key, value, c);
      else addCallEntry(parent, c);
    }
  }
}

/** Inside a mapping helper the migration wrote (`toHiringStateParams`'s `{ [name]: value }`): already the current interface. */
function inGeneratedHelper(node: Node): boolean {
  for (let at: Node | undefined = node.parent; at; at = at.parent)
    if (at.type === 'FunctionDeclaration' && at.id && (Object.values(HELPERS) as string[]).includes(at.id.name)) return true;
  return false;
}

/** `params[name] = v`: one entry for each looked-for name that `name` may hold, with the literals that spell it. */
function addComputedEntries(node: TSESTree.AssignmentExpression | TSESTree.CallExpression | TSESTree.Property, key: Node, value: Node, c: Collector): void {
  const names = new Map<string, Node[]>();
  for (const origin of stringOrigins(key, c.bindings)) {
    const text = staticStringValue(origin)!;
    if (c.isName(text)) names.set(text, [...(names.get(text) ?? []), origin]);
  }
  // `for (const key of FORWARDED_FILTERS)` of a list another module exports: the names its summary gives.
  if (names.size === 0) for (const text of importedListNames(key, c.bindings)) if (c.isName(text)) names.set(text, []);
  for (const [name, keys] of names) c.entries.push({ kind: 'computed', name, node, key, value, literal: staticStringValue(value), keys });
}

/** The strings of an imported list a loop variable runs over (`for (const key of LIST)`, `LIST.forEach((key) => …)`). */
function importedListNames(key: Node, bindings: Bindings): string[] {
  const inner = unwrap(key);
  const variable = inner.type === 'Identifier' ? bindings.variableOf(inner) : undefined;
  const listVariable = variable && listOfElement(variable, bindings);
  return listVariable ? importedListTexts(listVariable, bindings).filter((text): text is string => text !== undefined) : [];
}

/**
 * The strings of an imported list its module's summary knows, at their indexes (`LIST.0`, `LIST.1`, …:
 * only those that name the service, so an element it does not know is a gap), up to the last known.
 */
function importedListTexts(variable: Variable, bindings: Bindings): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  for (let i = 0; i < 64; i++) out.push(bindings.importedString?.(variable, String(i)));
  while (out.length && out[out.length - 1] === undefined) out.pop();
  return out;
}

/** The texts a constant list holds (`[Status.SCREENING, 'QUALIFIED']`, `new Set([...])`, an imported one), undefined for one not known whole. */
export function listedValues(list: Node, bindings: Bindings): (string | undefined)[] | undefined {
  let held = list;
  if (held.type === 'Identifier') {
    const variable = bindings.variableOf(held);
    const init = bindings.initializerOf(variable);
    if (!init && variable) {
      const imported = importedListTexts(variable, bindings);
      return imported.length ? imported : undefined;
    }
    held = init ? unfrozen(unwrap(init)) : held;
  }
  if (held.type === 'NewExpression' && calleeName(held.callee) === 'Set' && held.arguments[0] && held.arguments[0].type !== 'SpreadElement') held = unwrap(held.arguments[0]);
  if (held.type !== 'ArrayExpression') return undefined;
  return held.elements.map((e) => (e && e.type !== 'SpreadElement' ? constantString(e, bindings) : undefined));
}

/** `params.set('state', s)`: a pair written by name and value. */
function addCallEntry(call: TSESTree.CallExpression, c: Collector): void {
  const name = constantString(call.arguments[0], c.bindings);
  const value = call.arguments[1];
  if (c.isName(name))
    c.entries.push({
      kind: 'call',
      name: name!,
      node: call,
      value: value && value.type !== 'SpreadElement' ? value : undefined,
      literal: staticStringValue(value),
    });
}

/** Classes whose instances are query strings (Angular's HttpParams is immutable: `set` returns a new one). */
const QUERY_CLASSES = new Set(['URLSearchParams', 'HttpParams', 'FormData']);
/** The options under which HttpParams takes its initial pairs. */
const QUERY_CLASS_SOURCES = ['fromObject', 'fromString'] as const;

/** Does the expression hold a query object (`new HttpParams()`, `params.set(…)` chained on one, a variable initialized to one)? */
function isQueryBuilderChain(node: Node, bindings: Bindings, depth = 0): boolean {
  const inner = unwrap(node);
  if (depth > 8) return false;
  if (inner.type === 'NewExpression') return QUERY_CLASSES.has(calleeName(inner.callee) ?? '');
  if (inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression') {
    const name = calleeName(inner.callee);
    return (name === 'set' || name === 'append') && isQueryBuilderChain(inner.callee.object, bindings, depth + 1);
  }
  if (inner.type === 'Identifier') {
    const init = declaredInit(bindings.variableOf(inner));
    return !!init && isQueryBuilderChain(init, bindings, depth + 1);
  }
  return false;
}

/** The source node a finding about an entry is reported at. */
export function entryReportNode(entry: QueryEntry): Node {
  switch (entry.kind) {
    case 'property':
      return entry.node.key;
    case 'assignment':
      return entry.node.left;
    case 'computed':
      return entry.node.type === 'AssignmentExpression' ? entry.node.left : entry.key;
    case 'call':
      return entry.node.arguments[0]!;
    case 'tuple':
      return entry.node.elements[0]!;
    case 'query':
    case 'picked':
      return entry.node;
  }
}

/** Source range to report at (a query pair is reported at its `key=value` text where it can be). */
export function entryReportRange(entry: QueryEntry): [number, number] {
  if (entry.kind === 'query') {
    const p = entry.pair;
    if (p.range) return p.range;
    if (p.keyRange) return p.keyRange;
    return entry.node.range;
  }
  return entryReportNode(entry).range;
}

/** `Object.freeze({ … })`, `Object.seal({ … })`: the object it is handed. */
