/**
 * The scorecard list: paging through a list that comes whole (page/limit parameters, loops that
 * follow next links or run until a page comes back empty), and a 404 taken for "no scorecards".
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { ENDPOINTS, SCORECARD_FACTS } from '../migration/index.js';
import { calleeName, enclosingFunction, isFunction, keyName, memberName, parameterIndex, programNodes, runInPlace, unwrap, walk, type Node } from './ast.js';
import { entryReportNode as entryReportNodeOf, queryEntries, type QueryEntry } from './filters.js';
import type { RequestSite } from './requests.js';
import { RXJS_CALLBACK_OPERATORS, RXJS_ERROR_OPERATORS, RXJS_REPEATING } from './rxjs.js';
import { enclosingClassBody, ownField, ownParameterProperty } from './class-members.js';
import { followValue, returnedBy } from './values.js';
import { functionOfCallee, moduleSourceOf, type Bindings, type Variable } from './scope.js';
import { analyzeUrl } from './url.js';
import { localTypeMembers } from './type-shapes.js';

import { namesScorecardPageSetting, PAGINATION_PARAMS, type PaginationParam } from './paging-names.js';

export { PAGINATION_PARAMS, type PaginationParam };

/** Parameters whose value names the start of the list, and that start. */
const FIRST_PAGE: Partial<Record<PaginationParam, string>> = { page: '1', pageNumber: '1', page_number: '1', offset: '0', skip: '0' };

/**
 * How a client library pages for the caller: got's `client.paginate(url, opts)`,
 * `client.paginate.all(…)`, `client.paginate.each(…)`, or a resource's base class
 * (`class Scorecards extends BaseResource { … this.paginate(url) }`, its body in another module).
 * Conventions as data. (A class's own `this.paginate(url)`, defined in it, is read by its body.)
 */
const PAGING_CALLS = new Set(['paginate']);

/** The `paginate` of a request's callee, where a client library pages through the list for the caller. */
export function libraryPaging(site: RequestSite): Node | undefined {
  if (site.node.type !== 'CallExpression') return undefined;
  for (let callee = unwrap(site.node.callee); callee.type === 'MemberExpression'; callee = unwrap(callee.object)) {
    const name = memberName(callee) ?? '';
    if (PAGING_CALLS.has(name)) return unwrap(callee.object).type !== 'ThisExpression' || inherited(callee, name) ? callee.property : undefined;
  }
  return undefined;
}

/** `this.name` of a class that extends another and has no member of that name itself. */
function inherited(member: Node, name: string): boolean {
  const body = enclosingClassBody(member);
  return !!body?.parent.superClass && !body.body.some((m) => (m.type === 'MethodDefinition' || m.type === 'PropertyDefinition') && keyName(m.key, m.computed) === name);
}

/**
 * got's `pagination` options that page (the next request, when to stop, how many): not `transform`
 * or `filter`, which take the items out of each response, paged or not.
 */
const PAGING_OPTIONS = new Set(['paginate', 'shouldContinue', 'requestLimit', 'countLimit', 'backoff', 'stackAllItems']);

/** Where the options a `paginate` function returns hold the next page's query. */
const NEXT_QUERY_KEYS = new Set(['searchParams', 'query', 'params', 'url']);

/**
 * The paging machinery handed to a library that pages (got's `pagination` option): its keys (the
 * `paginate` function, `requestLimit`…), the tests in `paginate` after which it returns `false` (the
 * exit), the paging parameters of the options it returns for the next page, and the counters it
 * advances (`page += 1`) with their declarations.
 */
export function libraryPagingMachinery(site: RequestSite, bindings: Bindings): { parts: Node[]; exits: Node[]; params: Node[] } {
  const out = { parts: [] as Node[], exits: [] as Node[], params: [] as Node[] };
  const pagination = site.options?.properties.find((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key, p.computed) === 'pagination');
  const object = pagination && unwrap(pagination.value);
  if (!pagination || object?.type !== 'ObjectExpression') return out;
  out.parts.push(pagination.key);
  for (const prop of object.properties) {
    if (prop.type !== 'Property' || !PAGING_OPTIONS.has(keyName(prop.key, prop.computed) ?? '')) continue;
    out.parts.push(prop.key);
    const fn = unwrap(prop.value);
    if (!isFunction(fn)) continue;
    const counters = new Set<Variable>();
    walk(fn.body, (node) => {
      // `if (currentItems.length < size) return false;`
      if (node.type === 'ReturnStatement' && node.argument?.type === 'Literal' && node.argument.value === false) {
        const guard = node.parent?.type === 'IfStatement' ? node.parent : node.parent?.type === 'BlockStatement' && node.parent.parent?.type === 'IfStatement' ? node.parent.parent : undefined;
        out.exits.push(guard ? guard.test : node);
      }
      // `return { searchParams: { page: page + 1 } }`: the next page's parameters.
      const next = node.type === 'ReturnStatement' && node.argument ? unwrap(node.argument) : undefined;
      if (next?.type === 'ObjectExpression') {
        const query = next.properties.filter((p): p is TSESTree.Property => p.type === 'Property' && NEXT_QUERY_KEYS.has(keyName(p.key, p.computed) ?? '')).map((p) => p.value);
        for (const entry of queryEntries({ ...site, url: undefined, filterNodes: query, options: undefined }, bindings, PAGINATION_PARAMS)) {
          out.params.push(entryReportNodeOf(entry));
          // `const page = Number(…get('page')) + 1; return { searchParams: { page } }`: where the next page is worked out.
          const value = 'value' in entry && entry.value ? unwrap(entry.value) : undefined;
          const declared = value?.type === 'Identifier' ? bindings.variableOf(value)?.defs[0] : undefined;
          if (declared?.type === 'Variable' && declared.node.init && declared.node.range[0] >= fn.range[0] && declared.node.range[1] <= fn.range[1]) out.parts.push(declared.node);
        }
      }
      // `page += 1` of a counter declared outside the function
      if ((node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') && (node.type === 'UpdateExpression' ? node.argument : node.left).type === 'Identifier') {
        const id = (node.type === 'UpdateExpression' ? node.argument : node.left) as TSESTree.Identifier;
        const variable = bindings.variableOf(id);
        const def = variable?.defs[0]?.name;
        if (variable && def && !(def.range[0] >= fn.range[0] && def.range[1] <= fn.range[1])) {
          out.parts.push(node);
          if (!counters.has(variable)) out.parts.push(def);
          counters.add(variable);
        }
      }
    });
  }
  return out;
}


/**
 * Hooks that page a list for a component, asking again with the page the previous answer tells
 * (TanStack Query's infinite queries), and their options that do the paging. Conventions as data.
 */
const PAGING_HOOKS = new Set(['useInfiniteQuery', 'createInfiniteQuery', 'useSuspenseInfiniteQuery', 'infiniteQueryOptions', 'injectInfiniteQuery']);
const PAGING_HOOK_OPTIONS = new Set(['initialPageParam', 'getNextPageParam', 'getPreviousPageParam', 'maxPages']);

/**
 * `useInfiniteQuery({ queryFn: ({ pageParam }) => fetchScorecardPage(id, pageParam), getNextPageParam, … })`:
 * the hook that pages around a request, its paging options, and the page it hands the request.
 */
export function pagingHook(request: TSESTree.CallExpression | TSESTree.NewExpression): { hook: Node; options: Node[]; pages: Node[] } | undefined {
  const fn = enclosingFunction(request);
  const prop = fn.parent;
  const object = prop?.type === 'Property' && prop.value === fn && keyName(prop.key, prop.computed) === 'queryFn' ? prop.parent : undefined;
  const call = object?.type === 'ObjectExpression' ? object.parent : undefined;
  if (!isFunction(fn) || object?.type !== 'ObjectExpression' || call?.type !== 'CallExpression' || call.arguments[0] !== object || !PAGING_HOOKS.has(calleeName(call.callee) ?? '')) return undefined;
  // The option that asks for the next page first.
  const options = object.properties
    .filter((p): p is TSESTree.Property => p.type === 'Property' && PAGING_HOOK_OPTIONS.has(keyName(p.key, p.computed) ?? ''))
    .sort((a, b) => Number(keyName(b.key, b.computed) === 'getNextPageParam') - Number(keyName(a.key, a.computed) === 'getNextPageParam'))
    .map((p) => p.key);
  // `({ pageParam }) => …(id, pageParam)`: the page the hook hands the request.
  const pages: Node[] = [];
  const param = fn.params[0];
  const pattern = param?.type === 'AssignmentPattern' ? param.left : param;
  const names = new Set<string>();
  if (pattern?.type === 'ObjectPattern')
    for (const p of pattern.properties) if (p.type === 'Property' && keyName(p.key, p.computed) === 'pageParam' && p.value.type === 'Identifier') names.add(p.value.name);
  for (const arg of request.arguments) {
    const inner = arg.type === 'SpreadElement' ? undefined : unwrap(arg);
    if (inner && ((inner.type === 'Identifier' && names.has(inner.name)) || (inner.type === 'MemberExpression' && memberName(inner) === 'pageParam'))) pages.push(inner);
  }
  return { hook: call.callee, options, pages };
}

/** `source.pipe(expand((page, i) => … this.page(id, i + 2)))`: the operator that asks again, around a request. */
export function pagingOperator(request: Node): Node | undefined {
  for (let node: Node | undefined = request; node?.parent; node = node.parent) {
    const parent: Node = node.parent;
    if (isFunction(node) && parent.type === 'CallExpression' && parent.arguments.includes(node as TSESTree.CallExpressionArgument) && RXJS_REPEATING.has(calleeName(parent.callee) ?? ''))
      return parent.callee;
    if (isFunction(node)) return undefined;
  }
  return undefined;
}

/** Members of a paged answer that say whether another page follows (`body.next`, `has_more`, `links.next`). Conventions, not facts of the service. */
const NEXT_PAGE_FIELDS = 'next\\w*|has_?more|more|cursor|links?|_links|paging|pagination';
/** Member names a paging loop tests to decide whether to go on: those, or the length of the page. */
const PAGING_FIELD = new RegExp(`^(?:length|${NEXT_PAGE_FIELDS})$`, 'i');
/** Members of a paged answer that say where it stands or what follows (`body.next`, `data.meta.nextPage`, `totalPages`). */
const PAGE_INFO_FIELD = new RegExp(`^(?:${NEXT_PAGE_FIELDS}|has_?next\\w*|total_?pages|page_?count|last_?page)$`, 'i');
/** Response headers paged lists answer with (`Link`, `X-Total-Count`, `X-Total-Pages`, `X-Next-Page`). */
const PAGE_INFO_HEADER = /^(link|x-total(?:-count|-pages)?|x-(?:next|last)-(?:page|cursor)|x-page-count)$/i;

/**
 * Where code reads what a paged answer would say about its pages from the scorecard list's answer:
 * `body.next`, `data.meta?.nextPage`, `payload.links?.next`, `res.headers.get('link')`,
 * `res.headers['x-total-count']`. The list is one array: none of it is there.
 */
export function pageInfoReads(responses: ReadonlySet<Variable>, bindings: Bindings): Node[] {
  const out: Node[] = [];
  for (const variable of responses)
    for (const id of bindings.readsOf(variable)) {
      let node: Node = id;
      let headers = false;
      for (let parent = node.parent; parent; node = parent, parent = node.parent) {
        if (parent.type === 'TSNonNullExpression' || parent.type === 'ChainExpression') continue;
        if (parent.type !== 'MemberExpression' || parent.object !== node) break;
        const name = memberName(parent);
        if (name === undefined) break;
        // `res.headers.get('link')`
        const call = parent.parent;
        if (headers && name === 'get' && call?.type === 'CallExpression' && call.callee === parent) {
          const header = call.arguments[0]?.type === 'Literal' ? call.arguments[0].value : undefined;
          if (typeof header === 'string' && PAGE_INFO_HEADER.test(header)) out.push(call);
          break;
        }
        if (headers ? PAGE_INFO_HEADER.test(name) : PAGE_INFO_FIELD.test(name)) {
          out.push(parent);
          break;
        }
        headers = /^headers$/i.test(name);
      }
    }
  return out;
}

export type Loop = TSESTree.ForStatement | TSESTree.WhileStatement | TSESTree.DoWhileStatement;

export function isScorecardList(site: RequestSite): boolean {
  const endpoint = SCORECARD_FACTS.endpoint;
  return site.endpoints.includes(endpoint) && (site.method === undefined || site.method === ENDPOINTS[endpoint].method);
}

export function paginationEntries(site: RequestSite, bindings: Bindings): QueryEntry<PaginationParam>[] {
  return queryEntries(site, bindings, PAGINATION_PARAMS);
}

/** The literal value an entry sends (numbers too: `{ page: 1 }`), as text. */
export function entryLiteral(entry: QueryEntry): string | undefined {
  if (entry.kind === 'query') return entry.pair.value;
  const value = entry.value && unwrap(entry.value);
  if (value?.type === 'Literal' && (typeof value.value === 'number' || typeof value.value === 'string')) return String(value.value);
  return entry.literal;
}

/** `page=1`, `{ offset: 0 }`: asks for the start of the list, which for an unpaginated list is all of it. */
export function asksForFirstPage(entry: QueryEntry<PaginationParam>): boolean {
  const first = FIRST_PAGE[entry.name];
  return first !== undefined && entryLiteral(entry) === first;
}

/** The value expression of an entry (for `?page=${page}` the hole). */
export function entryValue(entry: QueryEntry): Node | undefined {
  return entry.kind === 'query' ? entry.pair.valueHole : entry.value;
}

/**
 * Nearest `for (;;)`, `while` or `do…while` around a node within its function, or around a callback
 * run where it is written (`for (;;) { const batch = await call(() => http.get(url)); … }`, see
 * runInPlace). A `for…of` walks a collection, not pages.
 */
export function enclosingLoop(node: Node): Loop | undefined {
  for (let current = node.parent; current && (!isFunction(current) || runInPlace(current)); current = current.parent) {
    if (current.type === 'ForStatement' || current.type === 'WhileStatement' || current.type === 'DoWhileStatement') return current;
  }
  return undefined;
}

/** Does `node` lie within `outer` (or is it `outer`)? */
export function inside(node: Node, outer: Node): boolean {
  return outer.range[0] <= node.range[0] && node.range[1] <= outer.range[1];
}

/** Is a variable the entry's value reads written in the loop (`page++`, `cursor = body.next`)? */
export function drivenByLoop(entry: QueryEntry, loop: Loop, bindings: Bindings): boolean {
  const value = entryValue(entry);
  return !!value && valueDrivenByLoop(value, loop, bindings);
}

/** Does the expression read a variable written in the loop? */
export function valueDrivenByLoop(value: Node, loop: Loop, bindings: Bindings): boolean {
  let driven = false;
  walk(value, (node) => {
    if (driven || node.type !== 'Identifier') return;
    const variable = bindings.variableOf(node);
    if (variable?.references.some((ref) => ref.isWrite() && inside(ref.identifier, loop))) driven = true;
  });
  return driven;
}

/** Does the expression contain the node (not inside a function nested in it)? */
function contains(expression: Node, target: Node): boolean {
  for (let current: Node | undefined = target; current; current = current.parent) {
    if (current === expression) return true;
    if (isFunction(current) && current !== target) return false;
  }
  return false;
}

function patternVariables(pattern: Node, bindings: Bindings, out: Variable[]): void {
  walk(pattern, (node) => {
    if (node.type !== 'Identifier') return;
    const parent = node.parent;
    // `{ data: items }` binds `items`, not `data`; `{ data = [] }` binds `data`.
    if (parent?.type === 'Property' && parent.key === node && !parent.shorthand) return;
    const variable = bindings.variableOf(node);
    if (variable) out.push(variable);
  });
}

function readsAny(expression: Node, variables: Set<Variable>, bindings: Bindings): boolean {
  let found = false;
  walk(expression, (node) => {
    if (!found && node.type === 'Identifier') {
      const variable = bindings.variableOf(node);
      if (variable && variables.has(variable)) found = true;
    }
  });
  return found;
}

/**
 * What a request answered, within its function: variables given the request's result or something
 * computed from it (`const res = await fetch(…)`, `const body = await res.json()`,
 * `const { data } = await api.get(…)`, `hasMore = body.has_more`), the parameter of a `.then`
 * callback, and the errors it throws (`catch (err)` around it, `.catch((err) => …)` on it).
 */
/** RxJS operators whose callback's first parameter is the request's value or error. */
const RESPONSE_OPERATORS = new Set([...RXJS_CALLBACK_OPERATORS, ...RXJS_ERROR_OPERATORS, ...RXJS_REPEATING]);

export function responseVariables(made: Node, bindings: Bindings): Set<Variable> {
  const out = new Set<Variable>();
  // `const batch = await call(() => http.get(url).json())`: a callback run in place gives its call the
  // answer; the request itself still has its own `.then`, `pipe` and `try` around it.
  const lifted = answeringCall(made);
  const starts = lifted === made ? [made] : [made, lifted];
  let fn: Node = lifted;
  while (fn.parent && !isFunction(fn)) fn = fn.parent;
  const writes: { target: Node; value: Node }[] = [];
  walk(fn, (node) => {
    if (node.type === 'VariableDeclarator' && node.init) writes.push({ target: node.id, value: node.init });
    else if (node.type === 'AssignmentExpression' && node.operator === '=') writes.push({ target: node.left, value: node.right });
  });
  const add = (pattern: Node): boolean => {
    const found: Variable[] = [];
    patternVariables(pattern, bindings, found);
    let changed = false;
    for (const v of found) if (!out.has(v)) { out.add(v); changed = true; }
    return changed;
  };
  for (const request of starts) {
    for (const w of writes) if (contains(w.value, request)) add(w.target);
    // `api.get(url).then((res) => …).catch((err) => …)`
    let current: Node = request;
    for (let depth = 0; depth < 6; depth++) {
      const member = current.parent;
      if (member?.type !== 'MemberExpression' || member.object !== current) break;
      const call = member.parent;
      if (call?.type !== 'CallExpression' || call.callee !== member) break;
      const name = memberName(member);
      if (name === 'then' || name === 'catch') {
        for (const arg of call.arguments) if (isFunction(arg) && arg.params[0]) add(arg.params[0]);
      }
      // RxJS: `http.get(url).pipe(map(…), catchError((err) => …))`: the operators' callbacks see its values and errors.
      if (name === 'pipe') {
        for (const operator of call.arguments) {
          if (operator.type !== 'CallExpression' || !RESPONSE_OPERATORS.has(calleeName(operator.callee) ?? '')) continue;
          for (const arg of operator.arguments) if (isFunction(arg) && arg.params[0]) add(arg.params[0]);
        }
      }
      current = call;
    }
    // `pipe(http.get(url), map(…), catchError((err) => …))`: a function-form pipe hands the request to its operators.
    const holder = request.parent;
    if (holder?.type === 'CallExpression' && holder.arguments[0] === request && calleeName(holder.callee) === 'pipe')
      for (const operator of holder.arguments.slice(1)) {
        if (operator.type !== 'CallExpression' || !RESPONSE_OPERATORS.has(calleeName(operator.callee) ?? '')) continue;
        for (const arg of operator.arguments) if (isFunction(arg) && arg.params[0]) add(arg.params[0]);
      }
    // try { await api.get(url) } catch (err) { … }
    for (let node: Node | undefined = request.parent; node && !isFunction(node); node = node.parent) {
      if (node.type === 'TryStatement' && inside(request, node.block) && node.handler?.param) add(node.handler.param);
    }
  }
  // `request(url, (err, items) => …)`, `this._request('GET', path, query, null, function (err, body) { … })`:
  // a callback handed to the request receives its answer.
  if (made.type === 'CallExpression') for (const arg of made.arguments) if (isFunction(arg)) for (const param of arg.params) add(param);
  // What is made of them: `const batch = $.isArray(data) ? data : data.items` in the callback that receives `data`.
  for (let pass = 0; pass < 6; pass++) {
    let changed = false;
    for (const w of writes) if (readsAny(w.value, out, bindings) && add(w.target)) changed = true;
    if (!changed) break;
  }
  return out;
}

/** The call of a callback run in place (see runInPlace) that returns the request: where its answer comes out. */
function answeringCall(request: Node): Node {
  let current = request;
  for (let depth = 0; depth < 3; depth++) {
    const fn = enclosingFunction(current);
    if (!isFunction(fn) || !runInPlace(fn) || !returnedBy(fn).some((value) => contains(value, current))) break;
    current = fn.parent!;
  }
  return current;
}

/** The variable an expression's member chain starts from: `err.response?.status` → `err`. */
function rootVariable(node: Node, bindings: Bindings): Variable | undefined {
  let current = unwrap(node);
  while (current.type === 'MemberExpression') current = unwrap(current.object);
  return current.type === 'Identifier' ? bindings.variableOf(current) : undefined;
}

/**
 * How clients and SDKs spell "the answer was a 404" without the number: a flag or predicate on the
 * error (`err.isNotFound`, `error.notFound()`), an error class (`err instanceof NotFoundError`).
 * Conventions, not facts of the service.
 */
const NOT_FOUND_NAME = /^(?:is_?)?not_?found$/i;
const NOT_FOUND_CLASS = /NotFound/;

/**
 * `res.status === 404`, `err.response?.status == '404'`, `err.isNotFound`, `err.notFound()`,
 * `isNotFound(err)`, `isStatus(err, 404)`, `err instanceof NotFoundError`, on a response or error of the request.
 */
export function isNotFoundCheck(node: Node, responses: Set<Variable>, bindings: Bindings): boolean {
  // `isNotFound(err)`, `http.isNotFound(err)`: a predicate handed the error; `isStatus(err, 404)`, `hasStatus(res, 404)`.
  if (node.type === 'CallExpression' && node.arguments[0] && node.arguments[0].type !== 'SpreadElement') {
    const name = calleeName(node.callee) ?? '';
    const status = node.arguments[1];
    const asks = NOT_FOUND_NAME.test(name) || (/status/i.test(name) && !!status && status.type === 'Literal' && String(status.value) === String(SCORECARD_FACTS.mistakenEmptyStatus));
    if (asks) {
      const root = rootVariable(node.arguments[0], bindings);
      if (root && responses.has(root)) return true;
    }
  }
  const inner = node.type === 'CallExpression' && node.arguments.length === 0 ? unwrap(node.callee) : node;
  if (inner.type === 'MemberExpression') {
    const root = NOT_FOUND_NAME.test(memberName(inner) ?? '') ? rootVariable(inner, bindings) : undefined;
    return !!root && responses.has(root);
  }
  if (node.type !== 'BinaryExpression') return false;
  if (node.operator === 'instanceof') {
    const cls = unwrap(node.right);
    const name = cls.type === 'Identifier' ? cls.name : cls.type === 'MemberExpression' ? memberName(cls) : undefined;
    const root = NOT_FOUND_CLASS.test(name ?? '') ? rootVariable(node.left, bindings) : undefined;
    return !!root && responses.has(root);
  }
  const binary = node;
  if (binary.operator !== '===' && binary.operator !== '==') return false;
  const status = String(SCORECARD_FACTS.mistakenEmptyStatus);
  const left = unwrap(binary.left);
  const right = unwrap(binary.right);
  const isStatus = (n: Node): boolean => n.type === 'Literal' && String(n.value) === status && n.value !== null;
  const other = isStatus(right) ? left : isStatus(left) ? right : undefined;
  // `statusOf(err) === 404`, `getStatus(res) == 404`: a helper that reads the status of the response or error.
  if (other?.type === 'CallExpression' && /status/i.test(calleeName(other.callee) ?? '') && other.arguments[0] && other.arguments[0].type !== 'SpreadElement') {
    const root = rootVariable(other.arguments[0], bindings);
    return !!root && responses.has(root);
  }
  if (!other || other.type !== 'MemberExpression') return false;
  const name = memberName(other);
  if (name !== 'status' && name !== 'statusCode') return false;
  const root = rootVariable(other, bindings);
  return !!root && responses.has(root);
}

export interface EmptyBranch {
  /** The `if` or `?:` whose test holds the check. */
  branch: TSESTree.IfStatement | TSESTree.ConditionalExpression;
  /** The check is the whole test or an `&&` conjunct of it: only a 404 takes the branch because of it. */
  conjunct: boolean;
}

/** The `if`/`?:` a status check leads into, when that branch produces an empty list (`return []`). */
export function emptyBranchOf(check: Node): EmptyBranch | undefined {
  let child: Node = check;
  let conjunct = true;
  let parent = child.parent;
  while (parent?.type === 'LogicalExpression' || parent?.type === 'ChainExpression') {
    if (parent.type === 'LogicalExpression' && parent.operator !== '&&') conjunct = false;
    child = parent;
    parent = parent.parent;
  }
  if (parent?.type === 'IfStatement' && parent.test === child && (producesEmptyList(parent.consequent) || endsLoop(parent.consequent) || endsGenerator(parent.consequent)))
    return { branch: parent, conjunct };
  if (parent?.type === 'ConditionalExpression' && parent.test === child && producesEmptyList(parent.consequent))
    return { branch: parent, conjunct };
  return undefined;
}

/**
 * `if (res.status === 404) break;` in a paging loop, or `return collected;` (what the loop gathered so
 * far): "no (more) scorecards", as an empty list would say.
 */
function endsLoop(node: Node): boolean {
  const body = node.type === 'BlockStatement' ? node.body : [node];
  const only = body.length === 1 ? body[0]! : undefined;
  const ends = (only?.type === 'BreakStatement' && !only.label) || (only?.type === 'ReturnStatement' && !!only.argument && unwrap(only.argument).type === 'Identifier');
  return ends && !!enclosingLoop(node);
}

/** `if (err.status === 404) return;` in a generator of the scorecards: it yields none. */
function endsGenerator(node: Node): boolean {
  const body = node.type === 'BlockStatement' ? node.body : [node];
  const only = body.length === 1 ? body[0]! : undefined;
  if (only?.type !== 'ReturnStatement' || only.argument) return false;
  let fn: Node | undefined = only.parent;
  while (fn && !isFunction(fn)) fn = fn.parent;
  return !!fn && (fn as TSESTree.FunctionLike).generator === true;
}

/** `[]`, `return []`, `{ data: [] }`, `setScorecards([])`: an empty array made in the branch itself. */
function producesEmptyList(node: Node): boolean {
  let found = false;
  walk(node, (n) => {
    if (found || n.type !== 'ArrayExpression' || n.elements.length > 0) return;
    for (let p: Node | undefined = n; p && p !== node; p = p.parent) if (isFunction(p)) return;
    found = true;
  });
  return found;
}

/** Is the branch nothing but the empty answer (`return [];`, `{ return []; }`)? Then dropping it drops only that. */
export function isOnlyEmptyReturn(statement: TSESTree.Statement): boolean {
  const body = statement.type === 'BlockStatement' ? statement.body : [statement];
  if (body.length !== 1) return false;
  const only = body[0]!;
  return only.type === 'ReturnStatement' && !!only.argument && unwrap(only.argument).type === 'ArrayExpression' && (unwrap(only.argument) as TSESTree.ArrayExpression).elements.length === 0;
}

/**
 * The exits of a paging loop that wait for the list to run out: the loop's test, or the test of an
 * `if` that breaks or returns, reading a response's `length`/`next`/`hasMore`. A retry loop that
 * stops on `res.ok` is not one.
 */
export function pagingExits(loop: Loop, responses: Set<Variable>, bindings: Bindings): Node[] {
  const exits: Node[] = [];
  const consider = (test: Node | null | undefined): void => {
    if (test && readsPagingField(test, responses, bindings)) exits.push(test);
  };
  consider(loop.test);
  // `while (more) { …; more = data.length === PAGE_SIZE; }`: the flag the loop's test reads, set from a page.
  const flags = new Set<Variable>();
  if (loop.test) walk(loop.test, (node) => {
    const variable = node.type === 'Identifier' ? bindings.variableOf(node) : undefined;
    if (variable) flags.add(variable);
  });
  walk(loop.body, (node) => {
    if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier' && flags.has(bindings.variableOf(node.left)!) && readsPagingField(node.right, responses, bindings)) {
      exits.push(node);
      return;
    }
    if (node.type !== 'IfStatement') return;
    for (let p: Node | undefined = node.parent; p && p !== loop; p = p.parent) if (isFunction(p)) return;
    const leaves = (s: Node | null | undefined): boolean =>
      !!s && (s.type === 'BreakStatement' || s.type === 'ReturnStatement' || (s.type === 'BlockStatement' && s.body.some((b) => b.type === 'BreakStatement' || b.type === 'ReturnStatement')));
    if (leaves(node.consequent) || leaves(node.alternate)) consider(node.test);
  });
  return exits;
}

/**
 * A helper of the file that pages whatever path it is handed (`fetchAllPages(path)` looping with
 * `{ page, per_page }`, an async generator of pages), called here with the scorecard list's path: the
 * argument that hands it the path. The helper itself may page other lists (`/v2/jobs`) too.
 */
export function pagingHelperPath(site: RequestSite, bindings: Bindings): Node | undefined {
  if (site.node.type !== 'CallExpression' || site.viaWrapper) return undefined;
  const fn = functionOfCallee(unwrap(site.node.callee), bindings);
  if (!fn?.body) return undefined;
  const index = site.node.arguments.findIndex((a) => a.type !== 'SpreadElement' && !!analyzeUrl(a, bindings));
  const param = index >= 0 ? fn.params[index] : undefined;
  const declared = param?.type === 'AssignmentPattern' ? param.left : param;
  const variable = declared?.type === 'Identifier' ? bindings.variableOf(declared) : undefined;
  if (!variable) return undefined;
  let paged = false;
  walk(fn.body, (node) => {
    if (paged || (node.type !== 'ForStatement' && node.type !== 'WhileStatement' && node.type !== 'DoWhileStatement')) return;
    const loop = node;
    // A call in the loop that is handed the path and a paging value the loop advances.
    walk(loop.body, (inner) => {
      if (paged || inner.type !== 'CallExpression') return;
      let readsPath = false;
      let pages = false;
      for (const arg of [inner.callee, ...inner.arguments])
        walk(arg, (n) => {
          if (n.type === 'Identifier' && bindings.variableOf(n) === variable) readsPath = true;
          if (n.type === 'Property' && (PAGINATION_PARAMS as readonly string[]).includes(keyName(n.key, n.computed) ?? '') && valueDrivenByLoop(n.value, loop, bindings)) pages = true;
        });
      // `get(path).query({ page, per_page })`: the chain around the call that reads the path.
      if (readsPath && !pages) {
        let outer: Node | undefined = inner.parent;
        while (outer && outer !== loop && (outer.type === 'MemberExpression' || outer.type === 'CallExpression')) {
          if (outer.type === 'CallExpression')
            for (const arg of outer.arguments)
              walk(arg, (n) => {
                if (n.type === 'Property' && (PAGINATION_PARAMS as readonly string[]).includes(keyName(n.key, n.computed) ?? '') && valueDrivenByLoop(n.value, loop, bindings)) pages = true;
              });
          outer = outer.parent;
        }
      }
      if (readsPath && pages) paged = true;
    });
  });
  return paged ? site.node.arguments[index] : undefined;
}

/**
 * Paging by recursion: the function that makes the request calls itself again from its answer with the
 * next page (`function next(page) { get(…, { page }, (err, items) => { … if (items.length === 20) next(page + 1); }) }`).
 * `calls` are those calls, each handing on a value for a parameter the request's paging reads;
 * `exits` the tests that decide on another page from the answer. A retry (`attempt(n + 1)`, `n` not
 * sent) is not paging.
 */
export interface RecursivePaging {
  /** Its calls of itself for the next page. */
  calls: TSESTree.CallExpression[];
  /** The tests that decide whether it calls itself again. */
  exits: Node[];
  /** `fetchPage(1)` where the walk starts. */
  starts: TSESTree.CallExpression[];
  /** The function's name where it is declared (`function fetchPage(page)`). */
  name: TSESTree.Identifier;
  /** What the exits compare with that is neither the page it is called with nor the answer: `MAX_PAGES`, `pageSize`. */
  bounds: Node[];
}

export function recursivePaging(site: RequestSite, bindings: Bindings): RecursivePaging | undefined {
  let fn: Node | undefined = site.node.parent;
  while (fn && !isFunction(fn)) fn = fn.parent;
  if (!fn) return undefined;
  const func = fn as TSESTree.FunctionLike;
  const id = func.type === 'FunctionDeclaration' ? func.id : func.parent?.type === 'VariableDeclarator' && func.parent.id.type === 'Identifier' ? func.parent.id : undefined;
  const variable = id ? bindings.variableOf(id) : undefined;
  if (!id || !variable) return undefined;
  // The parameters the request's paging values read.
  const paging = new Set<number>();
  for (const entry of paginationEntries(site, bindings)) {
    const value = entryValue(entry);
    if (value) walk(value, (node) => {
      if (node.type !== 'Identifier') return;
      const def = bindings.variableOf(node)?.defs[0];
      if (def?.type === 'Parameter' && def.node === func) paging.add(parameterIndex(func, def.name));
    });
  }
  if (paging.size === 0) return undefined;
  const pagingCalls = bindings.readsOf(variable).flatMap((ref) => {
    const call = ref.parent;
    return call?.type === 'CallExpression' && call.callee === ref && [...paging].some((i) => i >= 0 && call.arguments[i]) ? [call] : [];
  });
  const calls = pagingCalls.filter((call) => inside(call, func));
  if (calls.length === 0) return undefined;
  // `fetchPage(1)` where the walk starts.
  const starts = pagingCalls.filter((call) => !inside(call, func));
  const responses = responseVariables(site.node, bindings);
  const exits: Node[] = [];
  for (const call of calls)
    for (let p: Node | undefined = call.parent; p && p !== func; p = p.parent)
      if ((p.type === 'IfStatement' || p.type === 'ConditionalExpression') && readsPagingField(p.test, responses, bindings)) exits.push(p.test);
  const bounds = comparedOperands(exits, (operand) => {
    const root = rootVariable(operand, bindings);
    return !!root && !responses.has(root) && !root.defs.some((d) => d.type === 'Parameter' && d.node === func);
  });
  return { calls, exits, starts, name: id, bounds };
}

function readsPagingField(test: Node, responses: Set<Variable>, bindings: Bindings): boolean {
  let found = false;
  walk(test, (node) => {
    if (found) return;
    if (node.type === 'MemberExpression') {
      const name = memberName(node);
      const root = rootVariable(node, bindings);
      if (name && PAGING_FIELD.test(name) && root && responses.has(root)) found = true;
    } else if (node.type === 'Identifier' && PAGING_FIELD.test(node.name)) {
      // `while (hasMore)` with `hasMore = body.has_more` in the loop
      const variable = bindings.variableOf(node);
      if (variable && responses.has(variable)) found = true;
    }
  });
  return found;
}

/**
 * Loops that follow next links: a variable that starts as the scorecard list's URL and is given
 * another value inside a loop (`url = body.next`, `url = …/scorecards?page=${n}`) while some call is
 * made with it. Reassigning it to the list of another application (`url = …/${id}/scorecards`) is not paging.
 * Returns the assignments.
 */
export function nextLinkWrites(program: TSESTree.Program, bindings: Bindings): TSESTree.AssignmentExpression[] {
  const out: TSESTree.AssignmentExpression[] = [];
  for (const node of programNodes(program)) {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || !node.init) continue;
    const url = analyzeUrl(node.init, bindings);
    if (!url?.endpoint.names.includes(SCORECARD_FACTS.endpoint)) continue;
    const variable = bindings.variableOf(node.id);
    if (!variable) continue;
    const usedInCall = bindings.readsOf(variable).some((id) => {
      const parent = id.parent;
      return (parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.includes(id);
    });
    if (!usedInCall) continue;
    for (const ref of variable.references) {
      if (!ref.isWrite() || ref.init) continue;
      const assignment = (ref.identifier as Node).parent;
      if (assignment?.type !== 'AssignmentExpression' || assignment.left !== ref.identifier) continue;
      const value = unwrap(assignment.right);
      if (value.type === 'Literal' || (value.type === 'Identifier' && value.name === 'undefined')) continue;
      const next = analyzeUrl(value, bindings);
      const paged = next?.query.pairs.some((p) => (PAGINATION_PARAMS as readonly string[]).includes(p.key));
      if (next?.endpoint.names.includes(SCORECARD_FACTS.endpoint) && !paged) continue;
      if (enclosingLoop(assignment)) out.push(assignment);
    }
  }
  return out;
}

/** Initializers a page size or page count is written with: numbers, names, settings, `Number(env.X)`. */
const SETTING_CALLS = new Set(['Number', 'parseInt', 'parseFloat', 'min', 'max', 'floor', 'ceil', 'freeze']);

function isSetting(init: Node | null | undefined): boolean {
  let setting = true;
  if (init)
    walk(init, (node) => {
      if (node.type === 'AwaitExpression' || node.type === 'NewExpression' || isFunction(node)) setting = false;
      if (node.type === 'CallExpression' && !SETTING_CALLS.has(calleeName(node.callee) ?? '') && !node.arguments.some((a) => a.type === 'Literal' && (typeof a.value === 'number' || namesPageSetting(a)))) setting = false;
    });
  return setting;
}

/** `config.get('scorecardPageSize')`: a settings lookup by the setting's name. */
function namesPageSetting(literal: TSESTree.Literal): boolean {
  return typeof literal.value === 'string' && namesScorecardPageSetting(literal.value);
}

/**
 * Where the paging values a request sends (or a paging loop compares with) are set: a constant
 * (`const PAGE_SIZE = 20`), a member of a settings object (`{ perPage: 25, maxPages: 10 }`), a
 * parameter's default (`page = 1`, `{ limit = PAGE_LIMIT } = {}`), a class's field or parameter
 * property (`private readonly pageSize = DEFAULT_PAGE_SIZE`), and the variable a value is first put
 * in (`const { limit } = this.defaults`). These lines go with the paging they feed. `skip`: variables
 * that hold answers, not settings.
 */
export function pagingOrigins(values: readonly Node[], bindings: Bindings, skip: ReadonlySet<Variable>): Node[] {
  const out = new Set<Node>();
  // The value followed now: a parameter is a paging setting of the function it is sent or compared in,
  // not of a helper whose return is followed (`toPositiveInt(req.query.page, 1)`).
  let origin: Node = values[0]!;
  const follow = (value: Node, path: readonly string[] = []): void =>
    followValue(value, bindings, {
      reach: (node, rest) => {
        if (node.type === 'ObjectExpression' && rest.length > 0) {
          for (const prop of node.properties) if (prop.type === 'Property' && keyName(prop.key, prop.computed) === rest[0] && isSetting(prop.value)) out.add(prop.key);
          return false;
        }
        if (node.type === 'ThisExpression' && rest.length > 0) {
          // `this.pageSize`: the class's field or constructor parameter property of that name.
          const body = enclosingClassBody(node);
          const field = body && ownField(body, rest[0]!);
          const param = body && !field ? ownParameterProperty(body, rest[0]!) : undefined;
          if (field?.value && isSetting(field.value)) {
            out.add(field.key);
            follow(field.value, rest.slice(1));
          } else if (param?.type === 'AssignmentPattern' && isSetting(param.right)) {
            out.add(param);
            follow(param.right, rest.slice(1));
          }
          return true;
        }
        // `new ScorecardPageQuery()` of a class of the file: its field's initializer (`page = 1`).
        if (node.type === 'NewExpression' && rest.length > 0 && node.callee.type === 'Identifier') {
          const declared = bindings.variableOf(node.callee)?.defs[0]?.node;
          const body = declared?.type === 'ClassDeclaration' || declared?.type === 'ClassExpression' ? declared.body : undefined;
          const field = body && ownField(body, rest[0]!);
          if (field?.value && isSetting(field.value)) {
            out.add(field.key);
            follow(field.value, rest.slice(1));
          }
          return true;
        }
        if (node.type !== 'Identifier') return false;
        const variable = bindings.variableOf(node);
        const def = variable?.defs[0];
        if (!variable || !def || skip.has(variable)) return !!variable && skip.has(variable);
        // A counter (`let page = 1; … page++`) is the loop's, reported with it; a setting is set once.
        if (variable.references.some((ref) => ref.isWrite() && !ref.init)) return false;
        if (def.type === 'Variable') {
          const declarator = def.node;
          if (declarator.parent?.parent?.type === 'ForOfStatement' || declarator.parent?.parent?.type === 'ForInStatement') return true;
          // `const { scorecardPageSize } = getConfig()`: named for the setting, wherever it is read from.
          // (Not `const { SCORECARD_PAGE_SIZE } = require('./constants')`: the module sets it.)
          if (!isSetting(declarator.init) && !(namesScorecardPageSetting(def.name.name) && moduleSourceOf(def.name, bindings) === undefined)) return true;
          // A local of a helper whose return is followed (`const n = Number(value)` in `toInt(raw, 1)`) is the helper's.
          const fn = enclosingFunction(declarator);
          if (!inside(origin, fn) && givesBack(fn, variable)) return false;
          out.add(def.name);
        } else if (def.type === 'Parameter') {
          const fallback = def.name.parent;
          if (fallback?.type === 'AssignmentPattern' && fallback.left === def.name) {
            if (isSetting(fallback.right)) out.add(fallback);
          } else if (def.name.type === 'Identifier' && isFunction(def.node) && !isCallback(def.node) && inside(origin, def.node)) {
            // A paging parameter of the function that sends or compares it (`fetchPage(id, page)`,
            // `{ page, pageSize }: PageQuery`): what it offers its callers, with the member of the
            // file's type that declares it. Of a settings object (`query.perPage` of `query: PageQuery`,
            // `cfg.pageSize`), only that member: the object holds more than paging.
            if (rest.length === 0) out.add(def.name);
            const member = declaredParameterMember(def.name, rest, bindings);
            if (member) out.add(member.key);
          }
        }
        return false;
      },
    }, path);
  for (const value of values) {
    origin = value;
    follow(value);
  }
  return [...out];
}

/** Does `fn` give back what `variable` holds (`return … n …`, an arrow's expression body)? */
function givesBack(fn: Node, variable: Variable): boolean {
  if (!isFunction(fn)) return false;
  return returnedBy(fn).some((value) => variable.references.some((ref) => inside(ref.identifier, value)));
}

/** A function handed to a call (`items.map((page) => …)`, `.then((res) => …)`): its parameters are the call's to give. */
function isCallback(fn: Node): boolean {
  return fn.parent?.type === 'CallExpression' && fn.parent.arguments.includes(fn as TSESTree.CallExpressionArgument);
}

/**
 * The member of a parameter's declared type (an interface or type literal of the file) that a paging
 * value is: `page` of `{ page, pageSize }: PageQuery`, or `path[0]` of `query: PageQuery`.
 */
function declaredParameterMember(name: TSESTree.Identifier, path: readonly string[], bindings: Bindings): TSESTree.TSPropertySignature | undefined {
  let key: string | undefined;
  let holder: Node | undefined;
  const prop = name.parent;
  if (prop?.type === 'Property' && prop.value === name && prop.parent?.type === 'ObjectPattern') {
    key = keyName(prop.key, prop.computed);
    holder = prop.parent;
  } else {
    key = path[0];
    holder = name;
  }
  const annotation = holder && (holder.type === 'ObjectPattern' || holder.type === 'Identifier') ? holder.typeAnnotation?.typeAnnotation : undefined;
  const members = key !== undefined && annotation ? localTypeMembers(annotation, bindings) : undefined;
  return members?.find((m): m is TSESTree.TSPropertySignature => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === key);
}

/**
 * Where a function that pages the list tells its caller whether another page follows, by the
 * answer's length against the page size it asked for: `nextPage: items.length === PER_PAGE ? page + 1 : undefined`,
 * `hasNextPage: data.length === limit`. `sizes` are the paging values it sends (`per_page: PER_PAGE`).
 */
export function nextPageTests(request: Node, sizes: readonly Node[], bindings: Bindings): Node[] {
  const responses = responseVariables(request, bindings);
  const named = new Set(sizes.map((n) => unwrap(n)).filter((n): n is TSESTree.Identifier => n.type === 'Identifier').map((n) => bindings.variableOf(n)).filter((v): v is Variable => !!v));
  // `{ limit: 10 }` … `data.length === 10`: the size written as a number both times.
  const numbers = new Set(sizes.map((n) => unwrap(n)).flatMap((n) => (n.type === 'Literal' && typeof n.value === 'number' ? [n.value] : [])));
  if (responses.size === 0 || (named.size === 0 && numbers.size === 0)) return [];
  const fn = enclosingFunction(request);
  const out: Node[] = [];
  const lengthOfAnswer = (n: Node): boolean => {
    const inner = unwrap(n);
    return inner.type === 'MemberExpression' && memberName(inner) === 'length' && unwrap(inner.object).type === 'Identifier' && responses.has(bindings.variableOf(unwrap(inner.object))!);
  };
  const isSize = (n: Node): boolean => {
    const inner = unwrap(n);
    return (inner.type === 'Identifier' && named.has(bindings.variableOf(inner)!)) || (inner.type === 'Literal' && typeof inner.value === 'number' && numbers.has(inner.value));
  };
  walk(fn, (node) => {
    if (node.type === 'BinaryExpression' && ['===', '==', '>=', '<', '!==', '!='].includes(node.operator) && ((lengthOfAnswer(node.left) && isSize(node.right)) || (lengthOfAnswer(node.right) && isSize(node.left)))) out.push(node);
  });
  return out;
}

/** The operands of a loop's test or exit that are not the loop's counter nor read from an answer (`page <= MAX_PAGES` → `MAX_PAGES`). */
export function pagingBounds(tests: readonly Node[], loop: Loop, bindings: Bindings, responses: ReadonlySet<Variable>): Node[] {
  return comparedOperands(tests, (operand) => !valueDrivenByLoop(operand, loop, bindings) && !readsAny(operand, responses as Set<Variable>, bindings));
}

/** The names and members a test compares or combines (`page <= MAX_PAGES && more`), those `keep` accepts. */
function comparedOperands(tests: readonly Node[], keep: (operand: TSESTree.Identifier | TSESTree.MemberExpression) => boolean): Node[] {
  const out: Node[] = [];
  const visit = (node: Node): void => {
    const inner = unwrap(node);
    if (inner.type === 'BinaryExpression' || inner.type === 'LogicalExpression') {
      visit(inner.left);
      visit(inner.right);
      return;
    }
    if ((inner.type === 'Identifier' || inner.type === 'MemberExpression') && keep(inner)) out.push(inner);
  };
  for (const test of tests) visit(test);
  return out;
}

/** A helper of the file that pages by calling back the function it is handed, for each page. */
export interface CallbackPaging {
  /** The function handed to the helper (`(page, size) => fetchScorecardPage(id, page, size)`). */
  handed: TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression;
  /** The helper's call of it in its loop (`fetchPage(page, pageSize)`). */
  call: TSESTree.CallExpression;
  loop: Loop;
}

/**
 * The request is made in a function handed to a helper of the file (`walkPages((page, size) =>
 * fetchScorecardPage(id, page, size), { pageSize, maxPages })`) that calls it in a loop with a value the
 * loop advances: the helper pages the list through it. The helper may page other lists too.
 */
export function callbackPaging(site: RequestSite, bindings: Bindings): CallbackPaging | undefined {
  let handed: Node | undefined = site.node.parent;
  while (handed && !isFunction(handed)) handed = handed.parent;
  if (!handed || (handed.type !== 'ArrowFunctionExpression' && handed.type !== 'FunctionExpression')) return undefined;
  const helperCall = handed.parent;
  if (helperCall?.type !== 'CallExpression' || helperCall.callee === handed) return undefined;
  const index = helperCall.arguments.indexOf(handed);
  const helper = functionOfCallee(unwrap(helperCall.callee), bindings);
  const param = helper?.params[index];
  const declared = param?.type === 'AssignmentPattern' ? param.left : param;
  const variable = declared?.type === 'Identifier' ? bindings.variableOf(declared) : undefined;
  if (!helper?.body || !variable) return undefined;
  // The request must hand on what the function is called with (its parameters reach the request).
  const list: Variable[] = [];
  for (const p of handed.params) patternVariables(p, bindings, list);
  const params = new Set(list);
  if (params.size === 0 || !readsAny(site.node, params, bindings)) return undefined;
  for (const read of bindings.readsOf(variable)) {
    const call = read.parent;
    if (call?.type !== 'CallExpression' || call.callee !== read) continue;
    const loop = enclosingLoop(call);
    if (loop && call.arguments.some((a) => a.type !== 'SpreadElement' && valueDrivenByLoop(a, loop, bindings))) return { handed, call, loop };
  }
  return undefined;
}
