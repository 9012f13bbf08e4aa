/**
 * Recognition of HTTP requests to the service's endpoints, whatever the client: fetch, axios (and
 * instances made with a `/v2` base URL), got, ky, superagent, `new URL` + `searchParams`, hand-made
 * `request(path, query)` helpers, and the team's own wrapper functions named in the options.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { APPLICATIONS_SEGMENT, NAMES, VERSION_PREFIX, isLegacyState, type EndpointName } from '../migration/index.js';
import { isTemplatePlaceholder, queryEntries } from './filters.js';
import { inOwnStateVocabularyFile } from './vocabulary.js';
import { calleeName, calleePath, findProperty, isFunction, isObjectAssign, keyName, memberName, staticStringValue, unwrap, walk, type Node } from './ast.js';
import { functionOfCallee, objectOf, type Bindings, type Variable } from './scope.js';
import { enclosingClassBody } from './class-members.js';
import { isJqueryOptions } from './jquery.js';
import { returnedBy, stringOrigins } from './values.js';
import { analyzeMemberPath, analyzeRelativeToV2, analyzeSegments, analyzeUrl, builderQuery, evaluatePieces, HTTP_METHODS, join, namesUndocumentedApplicationResource, type UrlInfo } from './url.js';

export type HttpMethod = (typeof HTTP_METHODS)[number];
const METHODS = new Set<string>(HTTP_METHODS);

/** A wrapper function of the team: calls to it are list requests whose argument is the filter object. */
export interface WrapperSpec {
  /** `listApplications`, or a dotted path such as `api.applications.list` (matched on its end). */
  name: string;
  /** Index of the filter argument; 0 by default. */
  argument?: number;
  /**
   * With a whole project loaded: the wrapper's declaration (`file:offset` of its name). A call then
   * matches only when it resolves to that declaration, whatever the callee is called there.
   */
  declaration?: string;
}

/** Resolves a callee to the declaration it names (`file:offset`), with type information. */
export type CalleeResolver = (callee: TSESTree.Node) => string | undefined;

export interface RequestSite {
  /** The call (or `new URL(...)`, or a URL a function returns) that makes or prepares the request. */
  node: TSESTree.CallExpression | TSESTree.NewExpression | ReturnedUrl | TSESTree.ObjectExpression;
  endpoints: EndpointName[];
  /** Undefined when nothing in the code says (a plain `fetch(url)` is a GET). */
  method: HttpMethod | undefined;
  url: UrlInfo | undefined;
  /** Expressions that supply query filters: param objects, URLSearchParams, query strings. */
  filterNodes: Node[];
  /** Expressions that supply a request body (for write endpoints). */
  bodyNodes: Node[];
  /** The options object literal, when there is one. */
  options: TSESTree.ObjectExpression | undefined;
  /** True for calls to configured wrappers: the argument is the filter object itself. */
  viaWrapper: boolean;
  /**
   * A call of a function found to wrap the endpoint (not one named in the options): what it returns
   * is its own business (rows made from the applications, a count), known from its body or summary.
   */
  inferred?: true;
  /**
   * Arguments of a wrapper's call from which the wrapper picks the `state` value it sends: the
   * argument itself (`listByState('SCREENING')`), or its member `key` (`list({ state: s })`).
   */
  picked?: { node: Node; key: string | undefined }[];
  /** Arguments of a note wrapper's call that it sends as the note's flag (`addNote(id, text, hidden)`). */
  flagArguments?: Node[];
  /**
   * A call of a resource class bound to the endpoint (see boundResourceCalls): the type arguments
   * it gives its base class (`BaseResource<Application, ApplicationQuery>`), among them the filter's type.
   */
  resourceTypes?: TSESTree.TypeNode[];
}

/** A URL text a function returns (see returnedUrls). */
export type ReturnedUrl = TSESTree.TemplateLiteral | TSESTree.BinaryExpression | TSESTree.Identifier | TSESTree.ConditionalExpression;
const RETURNED_URL_TYPES = new Set<string>(['TemplateLiteral', 'BinaryExpression', 'Identifier', 'ConditionalExpression']);

/**
 * The list URLs with a query that functions return (`applicationsKey(f)` → `` `/v2/applications${query(f)}` ``,
 * an SWR or React Query key, a `listUrl(filters)` a client module hands to its fetcher): whoever
 * calls the function sends that URL, so its query is a request's, as `new URL(...)`'s is. A URL with
 * no query says nothing, and a string of prose is no URL (see analyzeUrl).
 */
export function returnedUrls(nodes: readonly Node[], bindings: Bindings, foreign?: RequestSite[]): RequestSite[] {
  const sites: RequestSite[] = [];
  for (const node of nodes) {
    const returned = node.type === 'ReturnStatement' ? node.argument : node.type === 'ArrowFunctionExpression' && node.expression ? node.body : undefined;
    const inner = returned && unwrap(returned);
    if (!inner || !RETURNED_URL_TYPES.has(inner.type)) continue;
    const url = analyzeUrl(inner, bindings);
    if (!url?.endpoint.names.includes('listApplications') || url.endpoint.forwarded) continue;
    if (url.query.pairs.length === 0 && url.query.queryHoles.length === 0) continue;
    const site: RequestSite = { node: inner as ReturnedUrl, endpoints: url.endpoint.names, method: 'GET', url, filterNodes: [], bodyNodes: [], options: undefined, viaWrapper: false };
    if (sendsForeignState(site, bindings)) foreign?.push(site);
    else sites.push(site);
  }
  return sites;
}

/**
 * Requests described as one object for whoever sends it: a command's `resolveRequest() { return {
 * method: 'GET', path: 'v2/applications', query: { … } } }`, an entry of a table of request specs, a
 * config built before the call. An object with a URL key naming an endpoint beside a method, query or
 * body key, that no recognized call is given (`covered`: there the call is the site).
 */
export function describedRequests(nodes: readonly Node[], bindings: Bindings, covered: ReadonlySet<Node>, foreign?: RequestSite[]): RequestSite[] {
  const sites: RequestSite[] = [];
  for (const node of nodes) {
    if (node.type !== 'ObjectExpression' || covered.has(node)) continue;
    const urlProp = URL_OPTION_KEYS.map((key) => findProperty(node, key)).find(Boolean);
    if (!urlProp || !DESCRIBING_KEYS.some((key) => findProperty(node, key))) continue;
    const url = urlFromArgument(urlProp.value, bindings);
    if (!url) continue;
    const filterNodes: Node[] = [];
    const bodyNodes: Node[] = [];
    const method = readOptions(node, undefined, undefined, filterNodes, bodyNodes, bindings);
    const site: RequestSite = { node, endpoints: url.endpoint.names, method, url, filterNodes, bodyNodes, options: node, viaWrapper: false };
    if (url.endpoint.forwarded && !forwardsListFilters(site, bindings)) continue;
    if (site.endpoints.includes('listApplications') && sendsForeignState(site, bindings)) foreign?.push(site);
    else sites.push(site);
  }
  return sites;
}

/** Option keys under which HTTP clients take query parameters. */
export const QUERY_OPTION_KEYS = ['params', 'searchParams', 'query', 'qs'] as const;
/**
 * Option keys whose object splits the request's parameters by where they go, the query under one of
 * its keys: openapi-fetch's `client.GET('/v2/applications', { params: { query, path } })`.
 */
const SPLIT_PARAMETERS: Readonly<Record<string, { query: string; siblings: readonly string[] }>> = {
  params: { query: 'query', siblings: ['path', 'header', 'cookie'] },
};
/** Option keys under which HTTP clients take a body (`payload`: @hapi/wreck's, and hand-made helpers' after it). */
const BODY_OPTION_KEYS = ['body', 'data', 'json', 'form', 'payload'] as const;
/**
 * Option keys under which clients and hand-made helpers take the URL or path of a request given as
 * one object: `axios({ url })`, `http.request({ hostname, path })`, `call({ path, query })`, `{ uri }`.
 */
const URL_OPTION_KEYS = ['url', 'path', 'uri', 'pathname', 'endpoint'] as const;
/** Keys beside the URL that make an object a request's description, not any record with a `path`. */
const DESCRIBING_KEYS = ['method', ...QUERY_OPTION_KEYS, ...BODY_OPTION_KEYS] as const;
/** Option keys under which HTTP clients take a base URL. */
const BASE_URL_KEYS = ['baseURL', 'baseUrl', 'prefixUrl', 'prefix'] as const;
/** Factories that make a client bound to a base URL. */
const CLIENT_FACTORIES = new Set(['create', 'extend']);

/** Method implied by a callee's last name: `api.get(...)`, `got.post(...)`, `request.patch(...)`. */
function methodFromName(name: string | undefined): HttpMethod | undefined {
  if (!name) return undefined;
  const upper = name.toUpperCase();
  return METHODS.has(upper) ? (upper as HttpMethod) : undefined;
}

/**
 * Method implied by a helper's name, one of its words: `postJson(…)`, `patchJSON(…)`, `httpDelete(…)`,
 * `api_put(…)`. A name with no method word, or with two (`getPostUrl`), says nothing.
 */
function methodFromWords(name: string | undefined): HttpMethod | undefined {
  if (!name) return undefined;
  const words = name.split(/(?<=[a-z0-9])(?=[A-Z])|[_$\d]+/).map((w) => w.toUpperCase()).filter((w) => METHODS.has(w));
  return words.length === 1 ? (words[0] as HttpMethod) : undefined;
}

/** Is this call a client factory's, given a base URL under the version root (`axios.create({ baseURL: `${HOST}/v2` })`)? */
export function madeWithVersionRoot(call: Node, bindings: Bindings): boolean {
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression' || !CLIENT_FACTORIES.has(calleeName(call.callee) ?? '')) return false;
  const options = objectOf(call.arguments[0], bindings);
  const base = options && BASE_URL_KEYS.map((key) => findProperty(options, key)).find(Boolean);
  return !!base && join(evaluatePieces(base.value, bindings)).text.replace(/\/$/, '').endsWith(VERSION_PREFIX);
}

/** Collects variables holding clients made with a `/v2` base URL: `axios.create({ baseURL: `${HOST}/v2` })`. */
export function findV2Clients(calls: TSESTree.CallExpression[], bindings: Bindings): Set<unknown> {
  const clients = new Set<unknown>();
  for (const call of calls) {
    if (!madeWithVersionRoot(call, bindings)) continue;
    const declarator = call.parent;
    if (declarator?.type === 'VariableDeclarator' && declarator.id.type === 'Identifier') {
      const variable = bindings.variableOf(declarator.id);
      if (variable) clients.add(variable);
    } else if (declarator?.type === 'PropertyDefinition' || declarator?.type === 'AssignmentExpression') {
      // `this.http = axios.create(...)` / `http = axios.create(...)` in a class: remember the member name.
      const target = declarator.type === 'PropertyDefinition' ? declarator.key : declarator.left;
      const name =
        target.type === 'Identifier' ? target.name : target.type === 'MemberExpression' ? calleeName(target) : undefined;
      if (name) clients.add(`this.${name}`);
    }
  }
  return clients;
}

function isV2Client(callee: Node, clients: Set<unknown>, bindings: Bindings): boolean {
  if (callee.type !== 'MemberExpression') return false;
  const object = unwrap(callee.object);
  if (object.type === 'Identifier') return clients.has(bindings.variableOf(object));
  const path = calleePath(object);
  return path !== undefined && clients.has(path);
}

/** The configured wrapper a call names (a dotted name matches on its end). */
export function wrapperFor(
  call: TSESTree.CallExpression,
  wrappers: readonly WrapperSpec[],
  resolveCallee?: CalleeResolver,
): WrapperSpec | undefined {
  if (wrappers.length === 0) return undefined;
  const path = calleePath(call.callee);
  if (!path) return undefined;
  let resolved: string | undefined | null = null;
  return wrappers.find((w) => {
    // A wrapper found in the project is that one declaration: without types to resolve the callee (a
    // file outside the program), a function of the same name elsewhere is not it.
    if (w.declaration) {
      if (!resolveCallee) return false;
      resolved ??= resolveCallee(call.callee) ?? undefined;
      return resolved === w.declaration;
    }
    return path === w.name || path.endsWith(`.${w.name}`);
  });
}

/**
 * Recognizes one call as a request to a documented endpoint, or returns undefined. A list request that
 * sends a `state` this service's never had (`state=screening`, `state=open`) is another API's that
 * shares the path, never this service's.
 */
export function recognizeRequest(
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  bindings: Bindings,
  v2Clients: Set<unknown>,
  wrappers: readonly WrapperSpec[],
  resolveCallee?: CalleeResolver,
  /** Where a list request another API's states drop is kept: its client is that API's (see withoutForeignClients). */
  foreign?: RequestSite[],
): RequestSite | undefined {
  const site = recognizeCall(call, bindings, v2Clients, wrappers, resolveCallee);
  if (site && !site.viaWrapper && site.endpoints.includes('listApplications') && sendsForeignState(site, bindings)) {
    foreign?.push(site);
    return undefined;
  }
  // A proxy's `/v2/${path}`: the list only where it forwards `state` beside the current filter's names.
  if (site?.url?.endpoint.forwarded && !forwardsListFilters(site, bindings)) return undefined;
  return site;
}

/** Does the request send `state` and `hiringState` or `stageType` (a proxy's list of names it forwards)? */
function forwardsListFilters(site: RequestSite, bindings: Bindings): boolean {
  const names = new Set(queryEntries(site, bindings, [NAMES.legacyState, NAMES.hiringState, NAMES.stageType]).map((e) => e.name));
  return names.has(NAMES.legacyState) && (names.has(NAMES.hiringState) || names.has(NAMES.stageType));
}

function sendsForeignState(site: RequestSite, bindings: Bindings): boolean {
  const entries = queryEntries(site, bindings, [NAMES.legacyState]);
  if (entries.some((entry) => entry.literal !== undefined && entry.literal !== '' && !isTemplatePlaceholder(entry.literal) && !entry.literal.split(',').every((v) => isLegacyState(v.trim())))) return true;
  // `state = LOAN_STATES.underwriting`: every value it may hold (its defaults, the file's calls, the
  // constants they name) is one this service's state never had.
  for (const entry of entries) {
    const value = entry.kind === 'query' ? entry.pair.valueHole : entry.kind === 'property' || entry.kind === 'assignment' ? entry.value : undefined;
    const origins = value ? stringOrigins(value, bindings).map((o) => staticStringValue(o) ?? '') : [];
    if (origins.length > 0 && origins.every((v) => /^[A-Za-z_]+$/.test(v) && !isLegacyState(v))) return true;
  }
  // In a file whose states are its own (`type LoanState = 'SCREENING' | 'FUNDED'`), a `state` it sends is one of those.
  return entries.length > 0 && inOwnStateVocabularyFile(site.node);
}

/**
 * `los.post(`/v2/applications/${id}/stage`, …)`: a write to a resource the service does not have under
 * an application (see namesUndocumentedApplicationResource), as a request of another API's for
 * withoutForeignClients; undefined for any other call.
 */
export function undocumentedWrite(call: TSESTree.CallExpression, bindings: Bindings): RequestSite | undefined {
  const callee = unwrap(call.callee);
  const method = callee.type === 'MemberExpression' ? methodFromName(calleeName(callee)) : undefined;
  if (!isWriteMethod(method) && method !== 'DELETE') return undefined;
  const path = call.arguments[0];
  if (!path || path.type === 'SpreadElement' || !namesUndocumentedApplicationResource(path, bindings)) return undefined;
  return { node: call, endpoints: [], method, url: undefined, filterNodes: [], bodyNodes: [], options: undefined, viaWrapper: false };
}

/** The calls of what a call returns: `f(path)(q)`, or `g(q)` after `const g = f(path)`. */
function curriedCalls(call: TSESTree.CallExpression, bindings: Bindings): TSESTree.CallExpression[] {
  const parent = call.parent;
  if (parent?.type === 'CallExpression' && parent.callee === call) return [parent];
  if (parent?.type !== 'VariableDeclarator' || parent.init !== call || parent.id.type !== 'Identifier') return [];
  const variable = bindings.variableOf(parent.id);
  if (!variable || variable.defs.length !== 1 || variable.references.some((r) => r.isWrite() && r.identifier !== parent.id)) return [];
  return variable.references.flatMap((r) => {
    const holder = r.identifier.parent;
    return holder?.type === 'CallExpression' && holder.callee === r.identifier ? [holder] : [];
  });
}

function recognizeCall(
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  bindings: Bindings,
  v2Clients: Set<unknown>,
  wrappers: readonly WrapperSpec[],
  resolveCallee?: CalleeResolver,
): RequestSite | undefined {
  const stored = storeRequest(call);
  if (stored) return stored;
  if (call.type === 'CallExpression') {
    const wrapper = wrapperFor(call, wrappers, resolveCallee);
    const arg = wrapper && call.arguments[wrapper.argument ?? 0];
    // A wrapper found in the program called without that argument (`listInState(s)` of
    // `listInState(s, extra = {})`) is left to its module's summary, which knows what else it picks.
    if (wrapper && (arg || wrapper.declaration === undefined)) {
      return {
        node: call,
        endpoints: ['listApplications'],
        method: 'GET',
        url: undefined,
        filterNodes: arg ? [arg] : [],
        bodyNodes: [],
        options: undefined,
        viaWrapper: true,
      };
    }
  }
  // `get(this.url('/v2/applications'))`: the path builder is part of the request around it.
  const holder = call.parent;
  const position = holder?.type === 'CallExpression' ? holder.arguments.indexOf(call) : -1;
  if (call.type === 'CallExpression' && (position === 0 || position === 1) && isUrlBuilder(call, bindings)) return undefined;
  const calleeLast = calleeName(call.callee);
  if (call.type === 'NewExpression') {
    if (calleeLast !== 'URL' || !call.arguments[0]) return undefined;
    // `new URL('/v2/applications', base)` or `new URL(path, 'https://…/v2/')`.
    const url = analyzeUrl(call.arguments[0], bindings);
    if (!url) return undefined;
    return { node: call, endpoints: url.endpoint.names, method: undefined, url, filterNodes: [], bodyNodes: [], options: undefined, viaWrapper: false };
  }
  let method = methodFromName(call.callee.type === 'MemberExpression' ? calleeLast : undefined) ?? methodFromWords(calleeLast);
  let url: UrlInfo | undefined;
  let urlIndex = -1;
  // The URL is one of the first three arguments: `get(url)`, `request('GET', url)`, `request(cfg, 'GET', url)`.
  for (let i = 0; i < Math.min(call.arguments.length, 3); i++) {
    const arg = call.arguments[i]!;
    if (arg.type === 'SpreadElement') continue;
    const literalMethod = staticStringValue(arg);
    if (literalMethod && METHODS.has(literalMethod.toUpperCase())) {
      method = literalMethod.toUpperCase() as HttpMethod;
      continue;
    }
    url = urlFromArgument(arg, bindings);
    if (!url && isV2Client(call.callee, v2Clients, bindings)) url = analyzeRelativeToV2(arg, bindings);
    if (url) {
      urlIndex = i;
      break;
    }
  }
  // `api.v2.applications.get({ query })`, `api.candidates(id).notes.post(body)`: a dynamic client
  // whose members spell the path, its verb last.
  if (!url && call.callee.type === 'MemberExpression' && methodFromName(calleeLast) && (url = analyzeMemberPath(call.callee.object, bindings))) method = methodFromName(calleeLast);
  // axios({ url, method, params }) / axios.request({ ... }) / got({ url, searchParams })
  let options: TSESTree.ObjectExpression | undefined;
  /** The argument that holds the options (an identifier keeps its later `x.state = …` writes visible). */
  let optionsArg: Node | undefined;
  const bodyNodes: Node[] = [];
  if (!url) {
    const candidate = objectOf(call.arguments[0], bindings);
    const urlProp = candidate && URL_OPTION_KEYS.map((key) => findProperty(candidate, key)).find(Boolean);
    if (!urlProp) return undefined;
    url = urlFromArgument(urlProp.value, bindings);
    if (!url && isV2Client(call.callee, v2Clients, bindings)) url = analyzeRelativeToV2(urlProp.value, bindings);
    if (!url) return undefined;
    options = candidate;
    optionsArg = call.arguments[0];
  } else {
    // `call(path, 'POST', payload)`: the method right after the URL, then the body.
    const after = call.arguments[urlIndex + 1];
    const afterMethod = after && after.type !== 'SpreadElement' ? staticStringValue(after) : undefined;
    if (afterMethod && METHODS.has(afterMethod.toUpperCase())) {
      method = afterMethod.toUpperCase() as HttpMethod;
      urlIndex++;
    }
    // `request(cfg, 'POST', url, undefined, payload)`: a query left out, the body after it.
    if (isWriteMethod(method) && isNothing(call.arguments[urlIndex + 1])) urlIndex++;
    // `apiRequest.call(this, 'GET', path, {}, qs)`: a read's empty body in a `(method, path, body, qs)`
    // helper's place, the query after it.
    else if (!isWriteMethod(method) && isEmptyObject(call.arguments[urlIndex + 1]) && call.arguments[urlIndex + 2]) urlIndex++;
    const next = call.arguments[urlIndex + 1];
    const nextObject = objectOf(next, bindings);
    if (isWriteMethod(method) && next && next.type !== 'SpreadElement' && !(nextObject && isKnownOptionsShape(nextObject))) {
      // axios.post(url, data, config): the argument after the URL is the body.
      bodyNodes.push(next);
      optionsArg = call.arguments[urlIndex + 2];
      options = objectOf(optionsArg, bindings);
    } else if (!nextObject && next && (next.type === 'Identifier' || isNothing(next)) && !isWriteMethod(method) && objectOf(call.arguments[urlIndex + 2], bindings)) {
      // `getJson(url, ApplicationsDecoder, { state })`, `get(path, schema, query)`: a hand-made helper's
      // decoder or schema between the path and the query written in place.
      optionsArg = call.arguments[urlIndex + 2];
      options = objectOf(optionsArg, bindings);
    } else {
      optionsArg = next;
      options = nextObject;
    }
  }
  const filterNodes: Node[] = [];
  if (options) {
    method = readOptions(options, optionsArg, method, filterNodes, bodyNodes, bindings);
  } else if (optionsArg && optionsArg.type !== 'SpreadElement' && !isWriteMethod(method) && (isSearchParams(optionsArg, bindings) || isQueryText(optionsArg) || isOpaqueQuery(optionsArg))) {
    // A hand-made `hiringGet(path, new URLSearchParams({ … }))`, `getJson(path, query)` where
    // `query = presetToQuery(…)`: the query, passed beside the path. (Only a `state` key found in
    // it is ever reported, so a headers object passed there says nothing.)
    filterNodes.push(optionsArg);
  } else if (optionsArg && optionsArg.type !== 'SpreadElement' && !isWriteMethod(method) && builtOptions(optionsArg, bindings)) {
    // `axios.get(url, requestOptions({ page, limit }))`: a helper of the file that puts what it is
    // handed into the options' `params` (followed with its parameters standing for the arguments).
    filterNodes.push(optionsArg);
  }
  // `this.call('GET', this.buildUrl([id, 'scorecards'], { page }))`: the query handed to an inherited path builder.
  const built = urlIndex >= 0 && !isWriteMethod(method) ? builderQuery(call.arguments[urlIndex]!, bindings) : undefined;
  if (built) filterNodes.push(built);
  // superagent: request.get(url).query({...}) / .send({...})
  collectChained(call, filterNodes, bodyNodes, bindings);
  // `getJson('v2/applications')({ state })`, `const list = getJson(path); list({ state })`: a curried
  // client, the path first, then the query (or, for a write, the body) its result is called with.
  if (call.type === 'CallExpression' && !optionsArg && filterNodes.length === 0 && bodyNodes.length === 0)
    for (const later of curriedCalls(call, bindings)) {
      const arg = later.arguments[0];
      if (arg && arg.type !== 'SpreadElement') (isWriteMethod(method) ? bodyNodes : filterNodes).push(arg);
    }
  return { node: call, endpoints: url.endpoint.names, method, url, filterNodes, bodyNodes, options, viaWrapper: false };
}

/**
 * What a request's options object says: its method (`method`, jQuery's `type`), the query under the
 * clients' query keys, the body under theirs; a hand-made helper's object of other keys is the filter
 * (or the body) itself. Returns the method, the one given when the object names none.
 */
function readOptions(options: TSESTree.ObjectExpression, optionsArg: Node | undefined, given: HttpMethod | undefined, filterNodes: Node[], bodyNodes: Node[], bindings: Bindings): HttpMethod | undefined {
  let method = given;
  const methodProp = findProperty(options, 'method');
  const methodValue = methodProp && staticStringValue(methodProp.value);
  if (methodValue && METHODS.has(methodValue.toUpperCase())) method = methodValue.toUpperCase() as HttpMethod;
  const jquery = isJqueryOptions(options);
  if (jquery && !methodProp) {
    const typeProp = findProperty(options, 'type');
    const typeValue = typeProp && staticStringValue(typeProp.value);
    if (typeValue && METHODS.has(typeValue.toUpperCase())) method = typeValue.toUpperCase() as HttpMethod;
  }
  for (const key of QUERY_OPTION_KEYS) {
    const prop = findProperty(options, key);
    if (!prop) continue;
    const split = SPLIT_PARAMETERS[key];
    const parts = split && objectOf(prop.value, bindings);
    const query = parts && findProperty(parts, split.query);
    // `{ params: { query } }`, `{ params: { path: { id } } }`: the query's own object, or none.
    if (parts && (query || split.siblings.some((k) => findProperty(parts, k)))) {
      if (query) filterNodes.push(query.value);
    } else filterNodes.push(prop.value);
  }
  for (const key of BODY_OPTION_KEYS) {
    const prop = findProperty(options, key);
    // jQuery's `data` of a read is its query string.
    if (prop) (jquery && key === 'data' && !isWriteMethod(method) ? filterNodes : bodyNodes).push(prop.value);
  }
  // A hand-made `request(path, { state })`: an argument that holds filters directly.
  if (!isKnownOptionsShape(options)) {
    (isWriteMethod(method) ? bodyNodes : filterNodes).push(optionsArg ?? options);
    // `call('GET', path, { search })` of a helper that puts `init.search` after the `?`: a
    // URLSearchParams handed under a key of its own is the query, whatever the key.
    if (!isWriteMethod(method))
      for (const prop of options.properties) if (prop.type === 'Property' && !prop.computed && isSearchParams(prop.value, bindings)) filterNodes.push(prop.value);
  }
  return method;
}

/** `{}` written in an argument's place. */
function isEmptyObject(node: Node | undefined): boolean {
  const inner = node && unwrap(node);
  return inner?.type === 'ObjectExpression' && inner.properties.length === 0;
}

/** `undefined`, `null` or `void 0` in an argument's place. */
function isNothing(node: Node | undefined): boolean {
  if (!node) return false;
  const inner = unwrap(node);
  return (inner.type === 'Identifier' && inner.name === 'undefined') || (inner.type === 'Literal' && inner.value === null) || (inner.type === 'UnaryExpression' && inner.operator === 'void');
}

/** `request('GET', path, buildQuery(f))`, `get(path, 'a=1&' + q)`: query text passed beside the path. */
function isQueryText(node: Node): boolean {
  const inner = unwrap(node);
  return inner.type === 'CallExpression' || inner.type === 'TemplateLiteral' || (inner.type === 'BinaryExpression' && inner.operator === '+') || (inner.type === 'Literal' && typeof inner.value === 'string');
}

/**
 * A value whose shape the call site does not show (a variable, a member, a call's result): it is
 * what the helper takes beside the path, whatever it holds, and the filter collector follows it.
 */
function isOpaqueQuery(node: Node): boolean {
  const inner = unwrap(node);
  return inner.type === 'Identifier' || inner.type === 'MemberExpression' || inner.type === 'ConditionalExpression' || inner.type === 'LogicalExpression';
}

/** `new URLSearchParams(…)`, directly or through the variable that holds it. */
function isSearchParams(node: Node, bindings: Bindings): boolean {
  const value = unwrap(bindings.resolveValue(unwrap(node)));
  return value.type === 'NewExpression' && calleeName(value.callee) === 'URLSearchParams';
}

/** fetch's RequestInit and the usual client options: an object of these keys is not a filter object. */
const KNOWN_OPTION_KEYS = new Set([
  ...URL_OPTION_KEYS,
  'method', 'headers', 'body', 'signal', 'credentials', 'mode', 'cache', 'redirect', 'referrer', 'integrity',
  'keepalive', 'timeout', 'responseType', 'auth', 'retry', 'hooks', 'throwHttpErrors', 'validateStatus',
  'withCredentials', 'baseURL', 'prefixUrl', 'url', ...BODY_OPTION_KEYS, 'params', 'searchParams', 'query', 'qs',
]);
function isKnownOptionsShape(options: TSESTree.ObjectExpression): boolean {
  return options.properties.some(
    (p) => p.type === 'Property' && p.key.type === 'Identifier' && !p.computed && KNOWN_OPTION_KEYS.has(p.key.name),
  );
}

/** `{ params, timeout, headers }`: client options that carry a query in one of their keys. */
export function isRequestOptionsWithQuery(node: Node): node is TSESTree.ObjectExpression {
  return node.type === 'ObjectExpression' && isKnownOptionsShape(node) && QUERY_OPTION_KEYS.some((key) => findProperty(node, key));
}

/** A call of a function of the file that returns client options carrying a query. */
function builtOptions(node: Node, bindings: Bindings): boolean {
  const call = unwrap(node);
  if (call.type !== 'CallExpression') return false;
  const fn = functionOfCallee(unwrap(call.callee), bindings);
  return returnedBy(fn).some((value) => isRequestOptionsWithQuery(unwrap(value)));
}

function isWriteMethod(method: HttpMethod | undefined): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH';
}

function urlFromArgument(arg: Node, bindings: Bindings): UrlInfo | undefined {
  const direct = analyzeUrl(arg, bindings);
  if (direct) return direct;
  // fetch(url) / fetch(url.toString()) / fetch(url.href) where url = new URL(...)
  let inner = unwrap(arg);
  if (inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression' && calleeName(inner.callee) === 'toString')
    inner = unwrap(inner.callee.object);
  if (inner.type === 'MemberExpression' && calleeName(inner) === 'href') inner = unwrap(inner.object);
  const value = unwrap(bindings.resolveValue(inner));
  if (value.type === 'NewExpression' && calleeName(value.callee) === 'URL' && value.arguments[0])
    return analyzeUrl(value.arguments[0], bindings);
  // `this.url('/v2/applications')`, `apiUrl(path)`: a helper that puts the base URL in front of the path
  // (here or in the variable handed on: `const url = endpoint('/v2/applications'); request(url)`).
  const built = inner.type === 'CallExpression' ? inner : value.type === 'CallExpression' ? value : undefined;
  if (built && isUrlBuilder(built, bindings) && built.arguments[0]) {
    // `url('/v2/applications')`, or path segments: `url('v2', 'applications', id, 'scorecards')`.
    const segments = built.arguments.filter((a): a is TSESTree.Expression => a.type !== 'SpreadElement');
    return analyzeUrl(built.arguments[0], bindings) ?? analyzeSegments(segments, bindings);
  }
  return undefined;
}

/** Names under which code builds a full URL from a path (`url`, `buildUrl`, `apiUrl`, `endpoint`, `withBase`, `resolve`). */
const URL_BUILDER = /^(?:(?:build|make|to|get|api|full|with|absolute|resolve)?(?:Url|URL|Uri|Href|Endpoint|Base)|url|uri|href|endpoint|resolve|withBase)$/;

/**
 * A call that turns a path into a URL: named as such, or a function of the file that returns its
 * parameter with text around it (`(path) => `${BASE}${path}``). Its path argument is the request's URL.
 */
export function isUrlBuilder(call: TSESTree.CallExpression, bindings: Bindings): boolean {
  if (call.arguments.length === 0) return false;
  // `_url`, `__buildUrl`: a private helper's underscores say nothing of what it makes.
  const name = calleeName(call.callee)?.replace(/^_+/, '');
  if (name && URL_BUILDER.test(name)) return true;
  if (call.arguments.length > 2) return false;
  // A function of the file, or a method of the object the call is written in (`this._url(path)`).
  if (call.callee.type !== 'Identifier' && !(call.callee.type === 'MemberExpression' && call.callee.object.type === 'ThisExpression')) return false;
  const fn = functionOfCallee(call.callee, bindings);
  const param = fn?.params[0];
  if (!fn || param?.type !== 'Identifier') return false;
  const body = fn.body?.type === 'BlockStatement' ? (fn.body.body.length === 1 && fn.body.body[0]!.type === 'ReturnStatement' ? fn.body.body[0]!.argument : undefined) : fn.body;
  const returned = body && unwrap(body);
  if (!returned) return false;
  const usesParam = (n: Node): boolean => n.type === 'Identifier' && n.name === param.name;
  const joins = (n: Node): boolean => {
    const inner = unwrap(n);
    if (inner.type === 'TemplateLiteral') return inner.expressions.some(usesParam);
    if (inner.type === 'BinaryExpression' && inner.operator === '+') return usesParam(unwrap(inner.right));
    return false;
  };
  // `this.baseUrl ? this.baseUrl + path : config.url(path)`: a base joined to the path on one of its branches.
  if (returned.type === 'ConditionalExpression') return joins(returned.consequent) || joins(returned.alternate);
  return joins(returned);
}

/**
 * Methods of a request builder (superagent, supertest-like clients) that give the request back: the
 * response of `request.get(url).query(q).set(h).retry(1)` is the response of `request.get(url)`.
 */
export const REQUEST_BUILDER_METHODS = new Set([
  'query', 'send', 'set', 'retry', 'timeout', 'ok', 'accept', 'type', 'auth', 'withCredentials', 'redirects', 'use', 'responseType', 'buffer', 'field', 'attach', 'agent', 'http2', 'unset',
]);

function collectChained(start: Node, filterNodes: Node[], bodyNodes: Node[], bindings?: Bindings, held = new Set<Variable>()): void {
  let current: Node = start;
  for (let depth = 0; depth < 8; depth++) {
    // `decorate(request.get(url)).query({ … })`: a helper handed the request and giving it back.
    const holder: Node | undefined = current.parent;
    if (holder?.type === 'CallExpression' && holder.arguments[0] === current && holder.arguments.length === 1 && holder.callee.type === 'Identifier') current = holder;
    const member: Node | undefined = current.parent;
    if (member?.type !== 'MemberExpression' || member.object !== current) {
      // `const req = request.get(url); if (s) req.query({ state: s });`: the request held, built further where it is used.
      if (bindings) for (const use of heldRequestUses(current, bindings, held)) collectChained(use, filterNodes, bodyNodes, bindings, held);
      return;
    }
    const outer: Node | undefined = member.parent;
    if (outer?.type !== 'CallExpression' || outer.callee !== member) return;
    const name = calleeName(member);
    const arg = outer.arguments[0];
    if (arg && arg.type !== 'SpreadElement') {
      if (name === 'query') filterNodes.push(arg);
      else if (name === 'send') bodyNodes.push(arg);
    }
    current = outer;
  }
}

/**
 * Where a request held in a variable (`const req = …`, `req = req.use(plugin)`) is used: each read,
 * from which its chain goes on (`req.query(…)`, `req.send(…)`). A variable is followed once.
 */
function heldRequestUses(request: Node, bindings: Bindings, held: Set<Variable>): Node[] {
  const parent = request.parent;
  const id =
    parent?.type === 'VariableDeclarator' && parent.init === request ? parent.id
    : parent?.type === 'AssignmentExpression' && parent.operator === '=' && parent.right === request ? parent.left
    : undefined;
  const variable = id?.type === 'Identifier' ? bindings.variableOf(id) : undefined;
  if (!variable || held.has(variable)) return [];
  held.add(variable);
  return bindings.readsOf(variable);
}

/** Members a resource class gives its URL by: Backbone's `url`/`urlRoot`, a REST model's `endpoint`. */
const URL_MEMBERS = new Set(['url', 'urlRoot', 'endpoint']);
/** What such a class reads its URL with (Backbone's `fetch`, `sync`). */
const URL_RESOURCE_READ = /^(?:fetch|sync)$/;

/**
 * Is `this` a model of the service's applications: a method's `this` in a class, or in an object handed
 * to `Model.extend({ … })`, whose URL member (see URL_MEMBERS) names the list or one application
 * (Backbone's `urlRoot() { return `${root}/v2/applications` }`)? Its attributes are an application's fields.
 */
export function isBoundModel(node: Node, bindings: Bindings): boolean {
  if (node.type !== 'ThisExpression') return false;
  let fn: Node | undefined = node.parent;
  while (fn && !(isFunction(fn) && fn.type !== 'ArrowFunctionExpression')) fn = fn.parent;
  return !!fn && isBoundModelMethod(fn, bindings);
}

/** Backbone's `parse(response)`: what a model or collection bound to the service is handed from its URL. */
export const MODEL_PARSERS = new Set(['parse']);

/** Is a function a method of such a model (see isBoundModel): of a class, or of an object handed to `extend`? */
export function isBoundModelMethod(fn: Node, bindings: Bindings): boolean {
  const holder = fn.parent?.type === 'MethodDefinition' ? fn.parent.parent : fn.parent?.type === 'Property' ? fn.parent.parent : undefined;
  const members: Node[] = holder?.type === 'ClassBody' ? holder.body : holder?.type === 'ObjectExpression' ? holder.properties : [];
  return members.some((member) => {
    if ((member.type !== 'MethodDefinition' && member.type !== 'Property' && member.type !== 'PropertyDefinition') || member.computed || !URL_MEMBERS.has(keyName(member.key, false) ?? '')) return false;
    const value = member.value;
    if (!value) return false;
    const urls = isFunction(value) ? returnedBy(value) : [value];
    return urls.some((url) => {
      const info = analyzeUrl(url, bindings);
      return !!info && (info.endpoint.names.includes('listApplications') || info.endpoint.names.includes('getApplication'));
    });
  });
}

/**
 * Record stores asked by model name, whose adapter turns the name into the resource's URL: Ember Data's
 * `this.store.query('job-application', { state })` lists the applications with that query,
 * `store.findRecord('application', id)` gets one. The methods and what they ask for, as data; the
 * receiver is named a store, the model named an application (`application`, `job-application`). The
 * records it gives back are the team's models, which keep the attributes their model declares.
 */
const STORE_METHODS: Readonly<Record<string, { endpoint: EndpointName; filter?: number }>> = {
  query: { endpoint: 'listApplications', filter: 1 },
  findAll: { endpoint: 'listApplications' },
  findRecord: { endpoint: 'getApplication' },
};
const STORE_RECEIVER = /(?:^|\.)(?:store|[a-z]\w*Store)$/;
/** `application`, `job-application`, `candidateApplication`: a job's application, not a loan's or a form's. */
const APPLICATION_MODEL = new RegExp(`^(?:(?:job|candidate|hiring|recruiting|ats|talent)[-_/]?)?${APPLICATIONS_SEGMENT.replace(/s$/, '')}s?$`, 'i');

function storeRequest(call: TSESTree.CallExpression | TSESTree.NewExpression): RequestSite | undefined {
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return undefined;
  const method = Object.hasOwn(STORE_METHODS, calleeName(call.callee) ?? '') ? STORE_METHODS[calleeName(call.callee)!] : undefined;
  const model = call.arguments[0] && call.arguments[0].type !== 'SpreadElement' ? staticStringValue(call.arguments[0]) : undefined;
  if (!method || model === undefined || !APPLICATION_MODEL.test(model) || !STORE_RECEIVER.test(calleePath(call.callee.object) ?? '')) return undefined;
  const filter = method.filter !== undefined ? call.arguments[method.filter] : undefined;
  // What it gives back are the store's models, whose attributes the team's model declares (`inferred`).
  return { node: call, endpoints: [method.endpoint], method: 'GET', url: undefined, filterNodes: filter && filter.type !== 'SpreadElement' ? [filter] : [], bodyNodes: [], options: undefined, viaWrapper: false, inferred: true };
}

/** Names of a resource's own method that makes the query it sends (`toParams`, `buildQuery`, `searchParams`). */
const QUERY_MAKER = /^(?:to|build|make|get)?(?:Params|Query|QueryParams|SearchParams|Filters?)$|^(?:params|query|searchParams|filters?)$/;

/** Names a resource base class reads its list by (`list`, `findAll`, `query`, `getMany`), not a framework's own (`setState`, `emit`). */
const RESOURCE_READ = /^(?:list|find|query|search|get|fetch|request|load|all|index|page|where|select)(?:[A-Z]\w*)?$/;

/**
 * A resource class bound to the list endpoint by its constructor (`super(http, '/v2/applications')`,
 * the path given to a base class the file may not show): the methods it inherits and calls on itself
 * (`this.list({ state })`, `super.find(query)`) request that endpoint with the object they are handed;
 * a field the base reads (`protected readonly path = '/v2/applications'`) binds it too. With `made`, what
 * its own query-making methods return (`toParams(query)`) where it maps `state` itself.
 */
export function boundResourceCalls(calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[], bindings: Bindings, nodes: readonly Node[] = [], made?: Node[]): RequestSite[] {
  const out: RequestSite[] = [];
  const isListPath = (value: Node | null | undefined): boolean => {
    if (!value || value.type === 'SpreadElement') return false;
    const url = analyzeUrl(value, bindings);
    return !!url && url.endpoint.names.includes('listApplications') && url.endpoint.pathEnd === url.joined.text.length;
  };
  // `super(http, '/v2/applications')`, or a field the base class reads: `protected readonly path = '/v2/applications'`,
  // or the method it asks for its URL: Backbone's `url() { return `${root}/v2/applications` }`.
  const binders: Node[] = [
    ...calls.filter((call) => call.type === 'CallExpression' && call.callee.type === 'Super' && call.arguments.some(isListPath)),
    ...nodes.filter((node) => node.type === 'PropertyDefinition' && !node.static && isListPath(node.value)),
    ...nodes.filter((node) => node.type === 'MethodDefinition' && !node.static && URL_MEMBERS.has(keyName(node.key, node.computed) ?? '') && returnedBy(node.value).some(isListPath)),
  ];
  for (const call of binders) {
    const body = enclosingClassBody(call);
    if (!body?.parent.superClass) continue;
    // A resource that reads the filter's `state` itself (`toParams(query) { … query.state … }`) sends
    // what it makes of it: its own code is the request's, not the calls'. What its query-making
    // methods return (`toParams`, `buildQuery`) is the list's filters.
    // (A static helper reading a record's `state`, `static isTerminal(app) { … app.state … }`, reads no filter.)
    let readsState = false;
    for (const member of body.body) {
      if (member.type === 'MethodDefinition' && member.static) continue;
      walk(member, (node) => {
        if (node.type === 'MemberExpression' && memberName(node) === NAMES.legacyState) readsState = true;
      });
    }
    if (readsState) {
      for (const member of body.body) {
        if (member.type !== 'MethodDefinition' || member.computed || member.key.type !== 'Identifier' || !QUERY_MAKER.test(member.key.name)) continue;
        made?.push(...returnedBy(member.value));
      }
    }
    const own = new Set(body.body.flatMap((m) => ((m.type === 'MethodDefinition' || m.type === 'PropertyDefinition') && !m.computed && m.key.type === 'Identifier' ? [m.key.name] : [])));
    for (const inner of calls) {
      if (inner.type !== 'CallExpression' || inner === call || inner.range[0] < body.range[0] || inner.range[1] > body.range[1]) continue;
      const callee = unwrap(inner.callee);
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') continue;
      // A model or collection that gives its URL asks for it by `fetch` (its `where`, `filter` are local).
      const reads = call.type === 'MethodDefinition' ? URL_RESOURCE_READ : RESOURCE_READ;
      if ((callee.object.type !== 'ThisExpression' && callee.object.type !== 'Super') || own.has(callee.property.name) || !reads.test(callee.property.name)) continue;
      const method = methodFromName(callee.property.name);
      if (method !== undefined && method !== 'GET') continue;
      const given = inner.arguments.find((a) => a.type === 'ObjectExpression' || a.type === 'Identifier' || isObjectAssign(a));
      if (!given) continue;
      // `this.fetch({ reset: true, data: { state } })`: options that carry the query under a key of theirs
      // (jQuery's `data`, under Backbone), merged in place or not (`Object.assign({}, options, { data })`).
      const options = isObjectAssign(given) ? given.arguments.at(-1) : given;
      const carried = options?.type === 'ObjectExpression' ? [...QUERY_OPTION_KEYS, 'data'].map((key) => findProperty(options, key)).find(Boolean) : undefined;
      const filter = carried ? carried.value : given;
      // A resource that reads `state` itself maps what it is handed (`toParams(query)`); a model that only
      // gives its URL sends the query written in place (`this.fetch({ data: { state } })`) as it is.
      if (readsState && (call.type !== 'MethodDefinition' || unwrap(filter).type !== 'ObjectExpression')) continue;
      const types = body.parent.superTypeArguments?.params ?? [];
      out.push({ node: inner, endpoints: ['listApplications'], method: 'GET', url: undefined, filterNodes: [filter], bodyNodes: [], options: undefined, viaWrapper: true, inferred: true, resourceTypes: types });
    }
  }
  return out;
}
