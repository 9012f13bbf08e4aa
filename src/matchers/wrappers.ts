/**
 * Wrappers of the service's endpoints, found in the code itself: a function whose parameter flows into
 * the filters of a `GET /v2/applications` request, or into the body of a note write, or that returns
 * the scorecard list it requests, is a wrapper, and its call sites are requests of that endpoint.
 *
 *   export function listApplications(filters) {              // ← wrapper, argument 0 = filters
 *     return http.get('/v2/applications', { params: { ...filters, limit: 50 } });
 *   }
 *   const addNote = (id, payload) => api.post(`/candidates/${id}/notes`, payload); // argument 1 = body
 *   const scorecards = (id) => api.get(`/v2/applications/${id}/scorecards`);       // the list itself
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../migration/codegen.js';
import { ENDPOINTS, NAMES, NOTE_FACTS, type EndpointName } from '../migration/index.js';
import { calleeName, forOfList, functionName, isFunction, keyName, MERGING_NAMES, memberName, parameterIndex, rootOf, staticStringValue, unwrap, walk, type Node } from './ast.js';
import { FILTER_NAMES, filterEntries, keyLoopSource, loopSource } from './filters.js';
import { flagEntries, notePayloadRoots, noteWriteOf, type FlagEntry } from './notes.js';
import { filterHolderClass, filterHolderWrites, methodOfInstance, prototypeOwner } from './class-members.js';
import { REQUEST_BUILDER_METHODS, type HttpMethod, type RequestSite } from './requests.js';
import { HTTP_METHODS } from './url.js';
import { isScorecardList, paginationEntries } from './scorecards.js';
import { functionOfCallee, functionOfVariable, type Bindings } from './scope.js';
import { ANY, followValue, patternPath, returnedBy } from './values.js';
import { elementParameters, LIST_KEEPING } from './array-methods.js';
import { KEY_KEEPING_TYPES, namedType } from './type-shapes.js';

const FILTER_KEYS = new Set<string>(FILTER_NAMES);

export interface ParameterFlow {
  fn: TSESTree.FunctionLike;
  index: number;
  /** The member of the argument that flows (`send(method, path, { payload })` sending `payload`). */
  key?: string;
}

/** Methods of objects, lists and search params whose result carries the receiver's data on (`Object.entries(f).map(…)`, `params.toString()`). */
const CARRYING_METHODS = new Set(['toString', 'toJSON', 'valueOf', 'entries', 'keys', 'values', 'forEach', 'map', 'flatMap', 'filter', 'reduce', 'concat', 'slice', 'join', 'sort', 'clone', 'toObject', 'getAll']);

/**
 * Parameters of the enclosing functions whose object reaches a request's filters whole
 * (`{ ...filters }`, `params: filters`, `qs.stringify(filters)`): their callers write the query.
 *
 * A parameter the function only picks a value from (`params.state = filters.state`) is not: the
 * function maps that value itself once migrated (`toHiringStateFilter(filters.state)`), so its callers
 * keep passing `state`, and rewriting them as well would lose the filter.
 */
export function parameterFlows(site: RequestSite, bindings: Bindings): ParameterFlow[] {
  return flowsInto(site, bindings, site.filterNodes, true);
}

/** Parameters whose object reaches a note write's payload whole, or whose flag the payload carries. */
export function bodyFlows(site: RequestSite, bindings: Bindings): ParameterFlow[] {
  return flowsInto(site, bindings, notePayloadRoots(site), false, NOTE_FACTS.flag);
}

/** Parameters whose object reaches `roots` whole; with `query`, the site's URL query and URL object too. */
function flowsInto(site: RequestSite, bindings: Bindings, roots: readonly Node[], query: boolean, carried?: string): ParameterFlow[] {
  const flows: ParameterFlow[] = [];
  const seen = new Set<Node>();
  const visit = (node: Node | undefined, depth: number, picked = false): void => {
    if (!node || depth > 6 || seen.has(node)) return;
    seen.add(node);
    const inner = unwrap(node);
    switch (inner.type) {
      case 'Identifier': {
        const variable = bindings.variableOf(inner);
        const def = variable?.defs[0];
        // `Object.entries(filters).forEach(([key, value]) => params.append(key, value))`: the pairs are `filters`'.
        const looped = def?.type === 'Parameter' ? loopSource(inner, bindings) : undefined;
        if (looped) {
          visit(looped, depth + 1, picked);
          return;
        }
        if (def?.type === 'Parameter') {
          const fn = def.node as TSESTree.FunctionLike;
          const index = fn.params.findIndex((p) => contains(p, def.name));
          // `({ jobId, state }) => …` destructures values out of the argument: a pick, like `f.state`.
          const param = index >= 0 ? fn.params[index]! : undefined;
          const whole = param === def.name || (param?.type === 'AssignmentPattern' && param.left === def.name);
          if (index >= 0 && !picked && whole) flows.push({ fn, index });
          // `_send(method, path, { query, payload } = {})` sending `payload` as the note: that member of the argument.
          else if (index >= 0 && !picked && carried !== undefined && param) {
            const path = patternPath(param, def.name);
            if (path?.length === 1 && path[0] !== ANY) flows.push({ fn, index, key: path[0] });
          }
          return;
        }
        if (def?.type === 'Variable') {
          const declarator = def.node;
          // `for (const [key, value] of Object.entries(filters))`: the loop's values come from its right side.
          visit(forOfList(declarator), depth + 1, picked);
          // `const { state, ...rest } = filters`: values destructured out of it are picks, as from a
          // parameter's pattern; the rest too, once `state` is taken out of it.
          visit(declarator.init ?? undefined, depth + 1, picked || destructuredPick(declarator.id, def.name));
          // `Object.assign(query, filters)`, `params.set(k, v)` in a loop over a filter object's entries
          for (const written of writesInto(variable!)) visit(written, depth + 1, picked);
        }
        return;
      }
      case 'ObjectExpression': {
        // `{ ...filters, limit }` passes the filter object on; `{ jobId }` passes one value, not filters.
        for (const prop of inner.properties) {
          if (prop.type === 'SpreadElement') visit(prop.argument, depth + 1, picked);
          else {
            // `{ state: f.state }`; a note's `{ isPrivate: Boolean(draft.isPrivate) }`, `{ isPrivate: input.isPrivate ?? false }`: the argument's member carried on.
            const name = keyName(prop.key, prop.computed) ?? '';
            const value = carried !== undefined && name === carried ? defaulted(sameTruth(unwrap(prop.value))) : sameTruth(unwrap(prop.value));
            if ((FILTER_KEYS.has(name) || (carried !== undefined && name === carried)) && value.type === 'MemberExpression') visit(value, depth + 1, picked);
          }
        }
        // `const payload = { body }; payload.isPrivate = note.isPrivate;`: what is written into its variable later.
        const holder = inner.parent;
        const variable = holder?.type === 'VariableDeclarator' && holder.init === inner && holder.id.type === 'Identifier' ? bindings.variableOf(holder.id) : undefined;
        if (variable) for (const written of writesInto(variable)) visit(written, depth + 1, picked);
        return;
      }
      case 'MemberExpression': {
        // `filters[key]` in a loop over the keys of `filters` (`Object.keys(filters).forEach((key) => …)`):
        // each of its values, the object whole.
        const source = inner.computed ? keyLoopSource(unwrap(inner.property), bindings) : undefined;
        const object = unwrap(inner.object);
        const everyKey = !!source && object.type === 'Identifier' && unwrap(source).type === 'Identifier' && bindings.variableOf(unwrap(source)) === bindings.variableOf(object);
        // `{ state: filters.state }`: one value picked from the parameter. A note's flag picked from the
        // argument (`payload.isPrivate = note.isPrivate`) is carried on: the caller's flag is sent.
        visit(inner.object, depth + 1, everyKey ? picked : picked || carried === undefined || memberName(inner) !== carried);
        return;
      }
      case 'ConditionalExpression':
        visit(inner.consequent, depth + 1, picked);
        visit(inner.alternate, depth + 1, picked);
        return;
      // `_.omitBy(params || {}, _.isNil)`, `filters ?? {}`: the parameter or a default.
      case 'LogicalExpression':
        visit(inner.left, depth + 1, picked);
        visit(inner.right, depth + 1, picked);
        return;
      case 'CallExpression': {
        // The generated mapping helpers take one value, never the filter object (a migrated file).
        const mapped = inner.callee.type === 'Identifier' && (Object.values(HELPERS) as string[]).includes(inner.callee.name);
        // `buildQuery(filter || {})` where `buildQuery` reads `filter.state` and maps it itself once
        // migrated: a function of the file that picks the state out of that argument picks it.
        const helper = functionOfCallee(unwrap(inner.callee), bindings);
        // (Of another module: `applicationQuery(params)` imported, by its module's summary.)
        const picks = (i: number): boolean => (helper ? picksStateFrom(helper, i, bindings) : !!bindings.importedPicks?.(unwrap(inner.callee), i));
        // `qs.stringify(filters)`, and `Object.entries(filters).map(…)`: the data flows from the receiver.
        inner.arguments.forEach((arg, i) => visit(arg, depth + 1, picked || mapped || picks(i)));
        // `query.toParams()` of an instance of the team's query class: what its own method makes of its
        // fields (migrated in the method), not the object whole.
        const own = inner.callee.type === 'MemberExpression' && unwrap(inner.callee.object).type === 'Identifier' && !CARRYING_METHODS.has(memberName(inner.callee) ?? '');
        if (inner.callee.type === 'MemberExpression') visit(inner.callee.object, depth + 1, picked || own);
        return;
      }
      case 'NewExpression':
        for (const arg of inner.arguments) visit(arg, depth + 1, picked);
        return;
      default:
        return;
    }
  };
  for (const node of roots) visit(node, 0);
  if (!query) return flows;
  if (site.url) for (const hole of site.url.query.queryHoles) visit(hole, 0);
  // `const url = new URL('/v2/applications', base); url.searchParams.set(k, v)`
  const holder = site.node.parent;
  if (holder?.type === 'VariableDeclarator' && holder.init === site.node && holder.id.type === 'Identifier') {
    const variable = bindings.variableOf(holder.id);
    if (variable) for (const written of writesInto(variable)) visit(written, 0);
  }
  // A `state=${f.state}` pair in the URL text picks a value too.
  if (site.url) for (const pair of site.url.query.pairs) if (pair.valueHole) visit(pair.valueHole, 0, true);
  return flows;
}

/** Is `name` bound by an object pattern's property, or by its rest beside a `state` taken out? */
function destructuredPick(pattern: Node, name: Node): boolean {
  if (pattern.type !== 'ObjectPattern' || pattern === name) return false;
  const rest = pattern.properties.find((p) => p.type === 'RestElement');
  if (rest && contains(rest.argument, name)) return pattern.properties.some((p) => p.type === 'Property' && keyName(p.key, p.computed) === NAMES.legacyState);
  return true;
}

/**
 * Does the function read its parameter `index` member by member only, `state` among them and not
 * `hiringState` (`filter.state`, `filter.jobId`), never using it whole? It then maps the state it reads itself.
 */
export function picksStateFrom(fn: TSESTree.FunctionLike, index: number, bindings: Bindings): boolean {
  const param = fn.params[index];
  const id = param?.type === 'AssignmentPattern' ? param.left : param;
  if (id?.type !== 'Identifier') return false;
  const variable = bindings.variableOf(id);
  const reads = variable ? bindings.readsOf(variable) : [];
  // `filter.state`, or the keys of `const { state, jobId, ...paging } = filter` (the rest has no `state`).
  const members = reads.flatMap((ref): (string | undefined)[] => {
    const parent = ref.parent;
    if (parent?.type === 'MemberExpression' && parent.object === ref && !parent.computed) return [memberName(parent)];
    if (parent?.type === 'VariableDeclarator' && parent.init === ref && parent.id.type === 'ObjectPattern') return parent.id.properties.map((p) => (p.type === 'Property' ? keyName(p.key, p.computed) : ANY));
    return [undefined];
  });
  // One that reads `hiringState` too sends either form: the callers' filters may be migrated.
  return members.length > 0 && members.every((m) => m !== undefined) && members.includes(NAMES.legacyState) && !members.includes(NAMES.hiringState);
}

/** Values written into an object or URLSearchParams variable after its declaration. */
function writesInto(variable: NonNullable<ReturnType<Bindings['variableOf']>>): Node[] {
  const out: Node[] = [];
  for (const ref of variable.references) {
    let id = ref.identifier as Node;
    // `url.searchParams.set(k, v)` writes into the URL's query.
    if (id.parent?.type === 'MemberExpression' && id.parent.object === id && keyName(id.parent.property, id.parent.computed) === 'searchParams') id = id.parent;
    const parent = id.parent;
    if (parent?.type === 'MemberExpression' && parent.object === id) {
      const outer = parent.parent;
      if (outer?.type === 'AssignmentExpression' && outer.left === parent) out.push(outer.right);
      else if (outer?.type === 'CallExpression' && outer.callee === parent) {
        const value = outer.arguments[1];
        if (value && value.type !== 'SpreadElement') out.push(value);
      }
    } else if (parent?.type === 'CallExpression' && parent.arguments[0] === id && parent.callee.type === 'MemberExpression' && MERGING_NAMES.has(memberName(parent.callee) ?? '')) {
      // Object.assign(query, filters), _.merge(query, filters); not `this.list(query, options)`, which writes nothing into it.
      for (const arg of parent.arguments.slice(1)) if (arg.type !== 'SpreadElement') out.push(arg);
    }
  }
  return out;
}

function contains(pattern: Node, id: Node): boolean {
  if (pattern === id) return true;
  if (pattern.type === 'AssignmentPattern') return contains(pattern.left, id);
  if (pattern.type === 'ObjectPattern') return pattern.properties.some((p) => contains(p.type === 'RestElement' ? p.argument : p.value, id));
  if (pattern.type === 'RestElement') return contains(pattern.argument, id);
  if (pattern.type === 'TSParameterProperty') return contains(pattern.parameter, id);
  return false;
}

/** Method names too common to match by name alone (`x.get(…)` is rarely this wrapper). */
const GENERIC_METHOD_NAMES = new Set<string>([...HTTP_METHODS.map((m) => m.toLowerCase()), 'request', 'fetch', 'send', 'call', 'then', 'json', 'list', 'load']);

/** What a call of a wrapper requests: the endpoint, and which arguments are its filters or its body. */
export interface WrapperShape {
  endpoints: EndpointName[];
  method: HttpMethod | undefined;
  filters: number[];
  body: number[];
  /** Parameters whose value (or whose member `key`) the wrapper sends as the `state` filter. */
  picks: Pick[];
  /** Parameters whose value a note wrapper sends as the note's flag (`addNote(id, body, isPrivate)`). */
  flags?: number[];
  /** Members of parameters a note wrapper sends as the flag (`addNote(id, { body, isPrivate = false } = {})`). */
  flagMembers?: Pick[];
  /** Members of arguments that a note wrapper sends as the payload (`_send('POST', path, { payload })`). */
  bodyMembers?: Pick[];
  /** The function hands back applications (the list or a record it fetches): its calls give them. */
  returns?: true;
}

export interface Pick {
  index: number;
  key: string | undefined;
  /** Sent as `state` only when the argument at `index` names it (`where('state', v)`, not `where('hiringState', v)`). */
  when?: { index: number; name: string };
}

/**
 * The functions of a file that wrap a request of the service, with the shape of their calls:
 * parameters that reach a list request's filters or a note write's body whole, and functions
 * that return the scorecard list they request.
 */
export function wrapperShapes(requests: readonly RequestSite[], bindings: Bindings): Map<TSESTree.FunctionLike, WrapperShape> {
  const shapes = new Map<TSESTree.FunctionLike, WrapperShape>();
  const add = (fn: TSESTree.FunctionLike, site: RequestSite, role: 'filters' | 'body' | undefined, index?: number): WrapperShape | undefined => {
    let shape = shapes.get(fn);
    if (!shape) shapes.set(fn, (shape = { endpoints: site.endpoints, method: site.method, filters: [], body: [], picks: [] }));
    else if (shape.endpoints.join() !== site.endpoints.join()) return undefined; // one function, two endpoints: not a wrapper of either
    if (role && index !== undefined && !shape[role].includes(index)) shape[role] = [...shape[role], index].sort();
    return shape;
  };
  for (const site of requests) {
    const isList = site.endpoints.includes('listApplications') && (site.method === undefined || site.method === 'GET');
    if (isList) {
      for (const flow of parameterFlows(site, bindings)) add(flow.fn, site, 'filters', flow.index);
      // What reaches `state`: the values of the filters written here, and what a wrapper called here picks
      // of its arguments (`byState(s) { return this.list({ state: s }) }`).
      const values: { value: Node; when?: Pick['when'] }[] = filterEntries(site, bindings).flatMap((entry) => {
        if (entry.name !== NAMES.legacyState) return [];
        const value = entry.kind === 'query' ? entry.pair.valueHole : entry.value;
        // `where(field, value) { … { [field]: value } }`: the value is `state`'s only where the caller names it.
        const named = entry.kind === 'computed' ? pickedParameter(entry.key, bindings, 0) : undefined;
        const when = named && named.key === undefined ? { index: named.index, name: entry.name } : undefined;
        return value ? [{ value, ...(when ? { when } : {}) }] : [];
      });
      const picks: (Pick & { fn: TSESTree.FunctionLike })[] = [];
      // `this.paginate(url, applicationQuery(params))` of a query maker in another module that picks
      // `state` out of its argument (by that module's summary): the parameter handed to it, picked from.
      for (const filter of site.filterNodes) {
        const call = unwrap(filter);
        if (call.type !== 'CallExpression' || functionOfCallee(unwrap(call.callee), bindings)) continue;
        call.arguments.forEach((arg, i) => {
          const whole = arg.type !== 'SpreadElement' && bindings.importedPicks?.(unwrap(call.callee), i) ? pickedParameter(arg, bindings, 0) : undefined;
          if (whole && whole.key === undefined) picks.push({ ...whole, key: NAMES.legacyState });
        });
      }
      // `query.toParams()` of an instance of a class that sends its own `state` (a query DTO): what the
      // file writes into such instances' `state` (`query.state = status`) is what is sent.
      for (const filter of site.filterNodes) {
        const call = unwrap(filter);
        const holder = call.type === 'CallExpression' && call.callee.type === 'MemberExpression' ? filterHolderClass(call.callee.object, bindings, NAMES.legacyState) : undefined;
        if (holder) for (const value of filterHolderWrites(rootOf(call), holder, bindings, NAMES.legacyState)) values.push({ value });
      }
      for (const { node, key } of site.picked ?? []) {
        if (key === undefined) values.push({ value: node });
        else {
          values.push(...pickedProperties(node, key, bindings).map((p) => ({ value: p.value })));
          // `useApplications(filters) { … fetchApplications(filters) }`: the parameter handed on whole, picked from the same way.
          const whole = pickedParameter(node, bindings, 0);
          if (whole && whole.key === undefined) picks.push({ ...whole, key });
          // `listAll(params) { … this.list({ ...params, cursor }) }`: a parameter spread into what the wrapper
          // picks from, where nothing written after it sets that key, is picked from the same way.
          const literal = unwrap(node);
          if (literal.type === 'ObjectExpression')
            for (const [i, prop] of literal.properties.entries()) {
              if (prop.type !== 'SpreadElement') continue;
              const spread = pickedParameter(prop.argument, bindings, 0);
              const overridden = literal.properties.slice(i + 1).some((p) => p.type === 'Property' && keyName(p.key, p.computed) === key);
              if (spread && spread.key === undefined && !overridden) picks.push({ ...spread, key });
            }
        }
      }
      for (const { value, when } of values) {
        const pick = pickedParameter(value, bindings, 0);
        if (pick) picks.push({ ...pick, ...(when && when.index !== pick.index ? { when } : {}) });
      }
      for (const pick of picks) {
        const shape = add(pick.fn, site, undefined);
        if (shape && !shape.picks.some((p) => p.index === pick.index && p.key === pick.key)) shape.picks.push({ index: pick.index, key: pick.key, ...(pick.when ? { when: pick.when } : {}) });
      }
    } else if (noteWriteOf(site)) {
      for (const flow of bodyFlows(site, bindings)) {
        if (flow.key === undefined) add(flow.fn, site, 'body', flow.index);
        else {
          const shape = add(flow.fn, site, undefined);
          if (shape && !shape.bodyMembers?.some((m) => m.index === flow.index && m.key === flow.key)) shape.bodyMembers = [...(shape.bodyMembers ?? []), { index: flow.index, key: flow.key }];
        }
      }
      for (const { fn, index, key } of flagParameters(site, bindings)) {
        const shape = add(fn, site, undefined);
        if (!shape) continue;
        if (key === undefined) {
          if (!shape.flags?.includes(index)) shape.flags = [...(shape.flags ?? []), index];
        } else if (!shape.flagMembers?.some((m) => m.index === index && m.key === key)) shape.flagMembers = [...(shape.flagMembers ?? []), { index, key }];
      }
    }
    else if (site.endpoints.includes('listNotes') && (site.method === undefined || site.method === ENDPOINTS.listNotes.method)) {
      // `getNotes(candidateId)` that hands the threads back: its callers read notes and their replies.
      const fn = returningFunction(site.node);
      if (fn) add(fn, site, undefined);
    }
    else if (isScorecardList(site)) {
      // The function that hands the list back, or one whose parameters page it (`list(id, { page })`
      // returning `{ items, hasMore }` made of it): its callers page the list.
      const flows: { fn: TSESTree.FunctionLike; index: number }[] = parameterFlows(site, bindings);
      // `list(id, { page = 1, perPage }: PageRequest = {})`, `list(id, page = 1)`: paging values the caller hands.
      for (const entry of paginationEntries(site, bindings)) {
        const value = entry.kind === 'query' ? entry.pair.valueHole : entry.value;
        const pick = value && pickedParameter(value, bindings, 0);
        // `list(id, page = 1)` sending `{ page }`: the parameter is the value.
        if (pick && !flows.some((f) => f.fn === pick.fn && f.index === pick.index)) flows.push({ fn: pick.fn, index: pick.index });
      }
      const fn = returningFunction(site.node) ?? flows[0]?.fn;
      if (!fn) continue;
      add(fn, site, undefined);
      for (const flow of flows) if (flow.fn === fn) add(fn, site, 'filters', flow.index);
    }
  }
  return shapes;
}

/**
 * The parameter a sent `state` value is picked from: `state` itself (`?state=${state}`, also through
 * a loop over it or a local constant), or its member (`filters.state`, `({ state }) => …`).
 */
export function pickedParameter(value: Node, bindings: Bindings, depth = 0): (Pick & { fn: TSESTree.FunctionLike }) | undefined {
  if (depth > 6) return undefined;
  const inner = unwrap(value);
  switch (inner.type) {
    case 'Identifier': {
      const def = bindings.variableOf(inner)?.defs[0];
      if (def?.type === 'Parameter') {
        const fn = def.node as TSESTree.FunctionLike;
        const index = fn.params.findIndex((p) => contains(p, def.name));
        if (index < 0) return undefined;
        // `states.forEach((s) => params.push(['state', s]))`: an element of the list the callback is handed.
        const call = fn.parent;
        if (call?.type === 'CallExpression' && call.arguments[0] === fn && call.callee.type === 'MemberExpression' && fn.params[index] === def.name && elementParameters(memberName(call.callee)).includes(index))
          return pickedParameter(call.callee.object, bindings, depth + 1);
        const param = fn.params[index]!;
        const whole = param.type === 'AssignmentPattern' ? param.left : param;
        if (whole === def.name) return { fn, index, key: undefined };
        // `({ state, jobId }) => …`
        if (whole.type === 'ObjectPattern')
          for (const prop of whole.properties)
            if (prop.type === 'Property' && (prop.value === def.name || (prop.value.type === 'AssignmentPattern' && prop.value.left === def.name)))
              return { fn, index, key: keyName(prop.key, prop.computed) };
        return undefined;
      }
      if (def?.type !== 'Variable') return undefined;
      // `const { state, ...rest } = filters`: picked from the parameter as `filters.state` is.
      if (def.node.id.type === 'ObjectPattern' && def.node.init && !forOfList(def.node)) {
        const prop = def.node.id.properties.find((p): p is TSESTree.Property => p.type === 'Property' && (p.value === def.name || (p.value.type === 'AssignmentPattern' && p.value.left === def.name)));
        const key = prop && keyName(prop.key, prop.computed);
        const owner = key !== undefined ? pickedParameter(def.node.init, bindings, depth + 1) : undefined;
        return owner && owner.key === undefined ? { ...owner, key } : undefined;
      }
      if (def.node.id !== def.name) return undefined;
      const looped = forOfList(def.node);
      if (looped) return pickedParameter(looped, bindings, depth + 1);
      return def.node.init ? pickedParameter(def.node.init, bindings, depth + 1) : undefined;
    }
    case 'MemberExpression': {
      const key = keyName(inner.property, inner.computed);
      const object = unwrap(inner.object);
      if (!key || object.type !== 'Identifier') return undefined;
      const owner = pickedParameter(object, bindings, depth + 1);
      return owner && owner.key === undefined ? { ...owner, key } : undefined;
    }
    case 'LogicalExpression':
      return pickedParameter(inner.left, bindings, depth + 1) ?? pickedParameter(inner.right, bindings, depth + 1);
    case 'ConditionalExpression':
      return pickedParameter(inner.consequent, bindings, depth + 1) ?? pickedParameter(inner.alternate, bindings, depth + 1);
    case 'CallExpression': {
      // `String(state)`, `encodeURIComponent(state)`, `states.join(',')`
      const callee = unwrap(inner.callee);
      if (callee.type === 'MemberExpression') {
        const method = calleeName(callee);
        // `JSON.parse(JSON.stringify(query))`, `Object.freeze(query)`: a copy of what it is handed.
        const first = inner.arguments[0];
        if (COPYING.has(`${calleeName(callee.object)}.${method}`) && first && first.type !== 'SpreadElement') return pickedParameter(first, bindings, depth + 1);
        // `[].concat(query.state)`: a value or a list of them, made a list.
        if (method === 'concat') {
          for (const arg of [callee.object, ...inner.arguments]) {
            const pick = arg.type === 'SpreadElement' ? undefined : pickedParameter(arg, bindings, depth + 1);
            if (pick) return pick;
          }
          return undefined;
        }
        return method === 'join' || (method !== undefined && LIST_KEEPING.has(method)) ? pickedParameter(callee.object, bindings, depth + 1) : undefined;
      }
      const first = inner.arguments[0];
      return first && first.type !== 'SpreadElement' && inner.arguments.length === 1 ? pickedParameter(first, bindings, depth + 1) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * What a payload's flag is made of: `isPrivate: note.isPrivate ?? false`, `Boolean(confidential)`,
 * `!!dto.isPrivate` are the member or the parameter they default or coerce.
 */
export function flagValue(entry: FlagEntry): Node | undefined {
  let value: Node | undefined = entry.kind === 'property' ? unwrap(entry.node.value) : entry.kind === 'assignment' ? unwrap(entry.node.right) : undefined;
  for (let depth = 0; value && depth < 4; depth++) {
    if (value.type === 'LogicalExpression') value = unwrap(value.left);
    // `isPrivate !== undefined ? isPrivate : parent.isPrivate`: the value handed, where it is handed.
    else if (value.type === 'ConditionalExpression') value = unwrap(['Identifier', 'MemberExpression'].includes(unwrap(value.consequent).type) ? value.consequent : value.alternate);
    else if (sameTruth(value) !== value) value = sameTruth(value);
    else break;
  }
  return value;
}

/**
 * The parameters a note write sends as the flag: `{ body, isPrivate }` or `{ isPrivate: hidden }` where
 * the value is the wrapper's parameter (`addNote(id, body, isPrivate = false)`).
 */
function flagParameters(site: RequestSite, bindings: Bindings): { fn: TSESTree.FunctionLike; index: number; key?: string }[] {
  const out: { fn: TSESTree.FunctionLike; index: number; key?: string }[] = [];
  for (const entry of flagEntries(notePayloadRoots(site), bindings)) {
    const value = flagValue(entry);
    // `isPrivate: Boolean(input.private)` of a parameter `input`: that member of the argument (one named
    // `isPrivate` is the payload's own, carried whole: see bodyFlows).
    const owner = value?.type === 'MemberExpression' && !value.computed && unwrap(value.object).type === 'Identifier' ? bindings.variableOf(unwrap(value.object))?.defs[0] : undefined;
    if (owner?.type === 'Parameter' && value?.type === 'MemberExpression' && keyName(value.property, false) !== NOTE_FACTS.flag) {
      const fn = owner.node as TSESTree.FunctionLike;
      const index = parameterIndex(fn, owner.name);
      const key = keyName(value.property, false);
      if (index >= 0 && key !== undefined) out.push({ fn, index, key });
      continue;
    }
    const def = value?.type === 'Identifier' ? bindings.variableOf(value)?.defs[0] : undefined;
    if (def?.type !== 'Parameter') continue;
    const fn = def.node as TSESTree.FunctionLike;
    const index = parameterIndex(fn, def.name);
    if (index >= 0) out.push({ fn, index });
    // `addNote(id, { body, isPrivate = false } = {})`: the member of the options argument it is taken from.
    else if (def.name.type === 'Identifier') {
      const at = fn.params.findIndex((p) => p.range[0] <= def.name.range[0] && def.name.range[1] <= p.range[1]);
      const key = at >= 0 ? optionMember(fn.params[at]!, def.name) : undefined;
      if (key !== undefined) out.push({ fn, index: at, key });
    }
  }
  return out;
}

/** `{ confidential = false } = {}` → `confidential` for its identifier: the key it is destructured from. */
export function optionMember(param: TSESTree.Parameter, name: TSESTree.Identifier): string | undefined {
  const pattern = param.type === 'AssignmentPattern' ? param.left : param;
  if (pattern.type !== 'ObjectPattern') return undefined;
  for (const prop of pattern.properties) {
    if (prop.type !== 'Property') continue;
    const value = prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value;
    if (value === name) return keyName(prop.key, prop.computed);
  }
  return undefined;
}

/** A value given a default (`x ?? false`, `x || false`): x, which the default stands in for only when it is missing. */
function defaulted(node: Node): Node {
  return node.type === 'LogicalExpression' && (node.operator === '??' || node.operator === '||') ? unwrap(node.left) : node;
}

/** A value made a boolean without changing its truth (`Boolean(x)`, `!!x`): x. */
export function sameTruth(node: Node): Node {
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Boolean' && node.arguments.length === 1 && node.arguments[0]!.type !== 'SpreadElement') return unwrap(node.arguments[0]!);
  if (node.type === 'UnaryExpression' && node.operator === '!' && node.argument.type === 'UnaryExpression' && node.argument.operator === '!') return unwrap(node.argument.argument);
  return node;
}

/** Calls that give back (a copy of) what they are handed. */
const COPYING = new Set(['JSON.parse', 'JSON.stringify', 'Object.freeze', 'structuredClone']);

/** The properties at `key` of the object a wrapper is handed (`list({ state: s })`, or a variable holding it). */
export function pickedProperties(arg: Node, key: string, bindings: Bindings): TSESTree.Property[] {
  // `{ state }` written here, held in a variable, or returned by a function of the file (`normalize(query)`);
  // not what the enclosing function is handed (its callers' objects are theirs to show).
  const objects: TSESTree.ObjectExpression[] = [];
  followValue(arg, bindings, {
    reach: (node, path) => {
      if (node.type === 'Identifier' && bindings.variableOf(node)?.defs[0]?.type === 'Parameter') return true;
      if (node.type !== 'ObjectExpression' || path.length > 0) return false;
      objects.push(node);
      return true;
    },
  });
  return objects.flatMap((object) => object.properties.filter((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key, p.computed) === key));
}

/** The request a call of a wrapper of this shape makes; undefined when it passes nothing the endpoint needs. */
export function wrapperSite(call: TSESTree.CallExpression, shape: WrapperShape): RequestSite | undefined {
  // A function that only returns applications it gets elsewhere requests nothing itself.
  if (shape.endpoints.length === 0) return undefined;
  const pick = (indexes: readonly number[]): TSESTree.Expression[] =>
    indexes.map((i) => call.arguments[i]).filter((a): a is TSESTree.Expression => !!a && a.type !== 'SpreadElement');
  const filterNodes = pick(shape.filters);
  const bodyNodes = [
    ...pick(shape.body),
    // `{ payload }` handed to a wrapper that sends that member: the property's value.
    ...(shape.bodyMembers ?? []).flatMap(({ index, key }) => {
      const arg = call.arguments[index];
      const object = arg && unwrap(arg);
      const prop = object?.type === 'ObjectExpression' ? object.properties.find((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key, p.computed) === key) : undefined;
      return prop ? [prop.value as TSESTree.Expression] : [];
    }),
  ];
  const picked = (shape.picks ?? []).flatMap(({ index, key, when }) => {
    const arg = call.arguments[index];
    const named = when && call.arguments[when.index];
    const name = named && named.type !== 'SpreadElement' ? staticStringValue(named) : undefined;
    if (when && name !== undefined && name !== when.name) return [];
    return arg && arg.type !== 'SpreadElement' ? [{ node: arg, key }] : [];
  });
  // `listInState(s, extra = {})` called without its extra filters still sends the state it picks.
  // (A scorecard list called without its options is the list all the same: `api.listScorecards(id)`.)
  if (shape.filters.length > 0 && filterNodes.length === 0 && shape.body.length === 0 && picked.length === 0 && shape.endpoints.includes('listApplications')) return undefined;
  if ((shape.body.length > 0 || shape.bodyMembers?.length) && bodyNodes.length === 0) return undefined;
  const flagArguments: Node[] = [
    ...pick(shape.flags ?? []),
    // `addNote(id, { body, isPrivate: true })` of a wrapper that sends that member as the flag.
    ...(shape.flagMembers ?? []).flatMap(({ index, key }) => {
      const arg = call.arguments[index];
      const object = arg && unwrap(arg);
      return object?.type === 'ObjectExpression' ? object.properties.filter((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key, p.computed) === key) : [];
    }),
  ];
  return {
    node: call,
    endpoints: shape.endpoints,
    method: shape.method,
    url: undefined,
    filterNodes,
    bodyNodes,
    options: undefined,
    viaWrapper: true,
    inferred: true,
    ...(picked.length ? { picked } : {}),
    ...(flagArguments.length ? { flagArguments } : {}),
  };
}

/** The function that hands the request's response to its caller (`return api.get(url).json()`), if one does. */
function returningFunction(request: Node): TSESTree.FunctionLike | undefined {
  let fn: Node | undefined = request.parent;
  while (fn && !isFunction(fn)) fn = fn.parent;
  if (!fn) return undefined;
  const func = fn as TSESTree.FunctionLike;
  // A generator hands the list out in what it yields (`yield items`, `yield* batch`).
  const returned = func.generator ? [...returnedBy(func), ...yieldedBy(func)] : returnedBy(func);
  const isResponse = (node: Node, depth: number): boolean => {
    const inner = unwrap(node);
    if (inner === request) return true;
    if (depth > 6) return false;
    if (inner.type === 'AwaitExpression') return isResponse(inner.argument, depth + 1);
    // `Array.isArray(body) ? body : body.items`, `res?.items ?? []`: either side.
    if (inner.type === 'ConditionalExpression') return isResponse(inner.consequent, depth + 1) || isResponse(inner.alternate, depth + 1);
    if (inner.type === 'LogicalExpression') return isResponse(inner.left, depth + 1);
    // `.json()`, `.then((r) => r.data)`, `.data`, `.body`
    if (inner.type === 'MemberExpression') return isResponse(inner.object, depth + 1);
    // `.json()`, `.then(…)`; superagent's `.set(…).timeout(…)` build the same request further.
    const method = inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression' ? memberName(inner.callee) : undefined;
    if (inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression' && method && (['json', 'then', 'catch', 'finally', 'text'].includes(method) || REQUEST_BUILDER_METHODS.has(method)))
      return isResponse(inner.callee.object, depth + 1);
    if (inner.type === 'Identifier') {
      // `const res = await api.get(url); … return res.json();`
      let declared: Node | undefined;
      // `const { data } = await api.get(url); return data;`
      const binds = (pattern: Node): boolean =>
        pattern.type === 'Identifier'
          ? pattern.name === inner.name
          : pattern.type === 'ObjectPattern' && pattern.properties.some((p) => p.type === 'Property' && binds(p.value.type === 'AssignmentPattern' ? p.value.left : p.value));
      // `const cards = []; while (next) { …; cards.push(...res.body) } return cards;`: the pages gathered.
      const gathered: Node[] = [];
      walk(func.body ?? func, (n) => {
        if (n.type === 'VariableDeclarator' && n.init && binds(n.id)) declared = n.init;
        if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && memberName(n.callee) === 'push' && unwrap(n.callee.object).type === 'Identifier' && (unwrap(n.callee.object) as TSESTree.Identifier).name === inner.name)
          for (const arg of n.arguments) gathered.push(arg.type === 'SpreadElement' ? arg.argument : arg);
      });
      return (!!declared && isResponse(declared, depth + 1)) || gathered.some((g) => isResponse(g, depth + 1));
    }
    return false;
  };
  return returned.some((r) => isResponse(r, 0)) ? func : undefined;
}

/** What a generator yields, its own `yield`s only. */
function yieldedBy(fn: TSESTree.FunctionLike): Node[] {
  const out: Node[] = [];
  if (fn.body) walk(fn.body, (node) => {
    if (node.type !== 'YieldExpression' || !node.argument) return;
    let owner: Node | undefined = node.parent;
    while (owner && !isFunction(owner)) owner = owner.parent;
    if (owner === fn) out.push(node.argument);
  });
  return out;
}

/**
 * The file's wrappers by the names they can be called by from elsewhere: functions, methods and
 * object members whose name says more than a verb (`listApplications`, not `list` or `get`).
 */
export function namedWrappers(
  requests: readonly RequestSite[],
  bindings: Bindings,
  functions: readonly TSESTree.FunctionLike[],
  /** Functions of the file that return applications (`getApplication(id)`, a cached `listApplications(q)`). */
  returning: ReadonlySet<TSESTree.FunctionLike> = new Set(),
): Map<string, WrapperShape | undefined> {
  const out = new Map<string, WrapperShape | undefined>();
  // Every function the file names, a wrapper or not: a nearer definition that is none hides a farther one.
  // (Generic names, `list`, are asked for only in the module of the resource they are called on.)
  for (const fn of functions) {
    const named = functionName(fn);
    if (named && !out.has(named.name)) out.set(named.name, undefined);
  }
  const shapes = wrapperShapes(requests, bindings);
  for (const fn of new Set([...shapes.keys(), ...returning])) {
    const named = functionName(fn);
    if (!named) continue;
    const shape = shapes.get(fn) ?? { endpoints: [], method: undefined, filters: [], body: [], picks: [] };
    out.set(named.name, returning.has(fn) ? { ...shape, returns: true } : shape);
  }
  return out;
}

/** Types a filter parameter may be declared with whose keys the rewrite does not control. */
const OPAQUE_TYPES = new Set(['Record', 'Map', 'URLSearchParams', 'Array', 'ReadonlyArray', 'Object', 'HttpParams']);

/** Query classes: an argument of theirs is rewritten where it is made, and stays of its class. */
const QUERY_CLASS_TYPES = new Set(['URLSearchParams', 'HttpParams', 'FormData']);

/**
 * `this.list({ state })` rewritten to send hiringState/stageType: the method's filter parameter must
 * declare them too, so its type must be one the migration rewrites with it: a named object type of
 * the file's or an imported one, `Partial<…>`, `A & B` of those; or none at all (plain JavaScript),
 * or a query class (`list(params: URLSearchParams)`). (Left alone, the type would still be migrated
 * for the request inside, and the call would no longer compile.)
 */
function migratableFilterParameters(fn: TSESTree.FunctionLike, shape: WrapperShape): boolean {
  return shape.filters.length > 0 && shape.filters.every((index) => {
    const param = fn.params[index];
    const declared = param?.type === 'AssignmentPattern' ? param.left : param;
    if (!declared || (declared.type !== 'Identifier' && declared.type !== 'ObjectPattern')) return false;
    const annotation = declared.typeAnnotation?.typeAnnotation;
    return !annotation || QUERY_CLASS_TYPES.has(namedType(annotation)?.name ?? '') || namesRewritableType(annotation, 0);
  });
}

function namesRewritableType(type: TSESTree.TypeNode, depth: number): boolean {
  if (depth > 4) return false;
  if (type.type === 'TSIntersectionType') return type.types.every((t) => namesRewritableType(t, depth + 1));
  const named = namedType(type);
  if (!named || OPAQUE_TYPES.has(named.name)) return false;
  const wrapped = named.args?.[0];
  return !named.args || (KEY_KEEPING_TYPES.has(named.name) && !!wrapped && namesRewritableType(wrapped, depth + 1));
}

/** Is a method name one a call through an unknown object may be matched by (see namedWrappers)? */
export function isDistinctiveName(name: string): boolean {
  return !GENERIC_METHOD_NAMES.has(name.toLowerCase()) && !BUILT_IN_METHOD_NAMES.has(name);
}

/**
 * The methods of the language's own objects (`stages.find(…)`, `byId.has(id)`, `text.includes(…)`):
 * a call of one names no wrapper that another file happens to define under that name.
 */
const BUILT_IN_METHOD_NAMES = new Set<string>(
  [Array, Map, Set, String, Promise, Object, Number, Date, RegExp].flatMap((type) => Object.getOwnPropertyNames(type.prototype)).filter((name) => name !== 'constructor'),
);

/** The name of a method: of a class or object literal, or assigned to a prototype (`Client.prototype.list = function …`). */
function methodName(fn: TSESTree.FunctionLike): { name: string } | undefined {
  const parent = fn.parent;
  if (parent?.type === 'MethodDefinition' || parent?.type === 'Property' || parent?.type === 'PropertyDefinition') return functionName(fn);
  const name = prototypeOwner(fn) && parent?.type === 'AssignmentExpression' && parent.left.type === 'MemberExpression' ? memberName(parent.left) : undefined;
  return name ? { name } : undefined;
}

/**
 * Calls, in the same file, of the local functions that wrap a request (see `wrapperShapes`):
 * `fetchApps({ state: 'HIRED' })` where `function fetchApps(query) { return get(path).query(query) }`.
 * Each is a request of its own (as a configured wrapper's call would be), matched by the binding
 * the callee resolves to, not by name. Wrappers of wrappers are followed a few levels.
 */
export function localWrapperCalls(
  requests: readonly RequestSite[],
  calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[],
  bindings: Bindings,
): RequestSite[] {
  const out: RequestSite[] = [];
  const known = new Set<Node>(requests.map((r) => r.node));
  let frontier: readonly RequestSite[] = requests;
  for (let level = 0; level < 3 && frontier.length > 0; level++) {
    const wrappers = wrapperShapes(frontier, bindings);
    if (wrappers.size === 0) break;
    // Methods are called through an object (`this.list(f)`, `client.list(f)`): matched by name.
    const methods = new Map<string, WrapperShape>();
    for (const [fn, shape] of wrappers) {
      const named = methodName(fn);
      if (named && !GENERIC_METHOD_NAMES.has(named.name.toLowerCase())) methods.set(named.name, shape);
    }
    const next: RequestSite[] = [];
    for (const call of calls) {
      if (call.type !== 'CallExpression' || known.has(call)) continue;
      const callee = unwrap(call.callee);
      let shape: WrapperShape | undefined;
      if (callee.type === 'Identifier') {
        const fn = functionOfVariable(bindings.variableOf(callee));
        shape = fn && wrappers.get(fn);
      } else if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
        // `this.list(id, { page })` in a class: its own method, whatever its name. (Not the list's: a filter
        // argument rewritten at `this.list({ state })` must also change the method's parameter type,
        // which may live in another module.)
        // `service.list(f)` on an instance of a class of the file (declared or made with `new`), and a
        // CommonJS module's own export (`exports.list(f)`), too.
        const own = callee.object.type === 'ThisExpression' ? functionOfCallee(callee, bindings) : (methodOfInstance(callee, bindings) ?? functionOfCallee(callee, bindings));
        const ownShape = own && wrappers.get(own);
        // One that only picks `state` out of what it is handed (`list(q) { … q.state … }`) converts it
        // itself once migrated: its callers are reported, not rewritten.
        const followed = ownShape && (!ownShape.endpoints.includes('listApplications') || migratableFilterParameters(own, ownShape) || (ownShape.filters.length === 0 && ownShape.picks.length > 0));
        shape = (followed ? ownShape : undefined) ?? methods.get(callee.property.name);
      }
      const site = shape && wrapperSite(call, shape);
      if (!site) continue;
      known.add(call);
      next.push(site);
    }
    out.push(...next);
    frontier = next;
  }
  return out;
}
