/**
 * The requests a file makes: calls the matchers recognize, calls of imported wrappers and of local
 * wrappers of either, methods of resources bound to the list path, and methods no import leads to that
 * a file of the run defines as a wrapper.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { APPLICATIONS_SEGMENT } from '../migration/index.js';
import { isDistinctiveName, localWrapperCalls, wrapperSite } from '../matchers/wrappers.js';
import { methodOfInstance, methodOfThis } from '../matchers/class-members.js';
import { withoutForeignClients } from '../matchers/foreign-clients.js';
import { GLOBAL_OBJECTS, memberName, unwrap, type Node } from '../matchers/ast.js';
import { boundResourceCalls, describedRequests, findV2Clients, recognizeRequest, returnedUrls, undocumentedWrite, type CalleeResolver, type RequestSite, type WrapperSpec } from '../matchers/requests.js';
import { moduleSourceOf, type Bindings } from '../matchers/scope.js';
import type { ModuleLinks } from './module-links.js';
import { runWrapperNamed, type WrapperIndexer } from './demands.js';

export interface FileRequestsInput {
  calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[];
  nodes: readonly Node[];
  bindings: Bindings;
  links: ModuleLinks | undefined;
  /** The team's own wrappers around the list endpoint (options). */
  wrappers: readonly WrapperSpec[];
  resolveCallee?: CalleeResolver;
  filename?: string;
  /**
   * The wrappers the files of the run define, by name: asked for methods no import leads to. Only for
   * the file being checked (not for a module summarized for another, nor in wrapper discovery).
   */
  runWrappers?: WrapperIndexer;
}

export interface FileRequests {
  requests: RequestSite[];
  /** What a resource bound to the list path makes its query with (`toParams(query)`'s object, see boundResourceCalls). */
  resourceFilters: Node[];
  /** Calls of functions of other files, matched by name, that return applications (see runWrapperNamed). */
  namedResponses: Node[];
}

/**
 * The service's resource a generic call is made on (`client.applications.list`, `this.applications.get`):
 * the word its module is named by, or undefined for another object.
 */
const APPLICATION_RESOURCE = APPLICATIONS_SEGMENT.replace(/s$/, '');
function resourceOf(receiver: Node): string | undefined {
  const inner = unwrap(receiver);
  const name = inner.type === 'Identifier' ? inner.name : inner.type === 'MemberExpression' ? memberName(inner) : undefined;
  const word = name?.toLowerCase();
  return word === APPLICATIONS_SEGMENT || word === APPLICATION_RESOURCE ? APPLICATION_RESOURCE : undefined;
}

export function fileRequests(input: FileRequestsInput): FileRequests {
  const { calls, bindings, links, filename, runWrappers } = input;
  const v2 = findV2Clients(
    calls.filter((c): c is TSESTree.CallExpression => c.type === 'CallExpression'),
    bindings,
  );
  for (const client of links?.clients ?? []) v2.add(client);
  const requests: RequestSite[] = [];
  const foreign: RequestSite[] = [];
  const unknown: TSESTree.CallExpression[] = [];
  for (const call of calls) {
    let site = recognizeRequest(call, bindings, v2, input.wrappers, input.resolveCallee, foreign);
    // A wrapper the project's checker found says which argument reaches the filters, not that it is sent
    // as `state` (`listByState(env, state)`): the imported module's summary says so, and that is added.
    if (site?.viaWrapper && !site.picked?.length && links && call.type === 'CallExpression') {
      const shape = links.wrapperOf(call);
      const picked = shape && wrapperSite(call, shape)?.picked;
      if (picked?.length) site = { ...site, picked };
    }
    // Or, for a method no import leads to (`hiring.listApplications('SCREENING', f)` on a client a factory
    // made), the wrapper of that name a file of the run defines, as a call no wrapper list names is read.
    if (site?.viaWrapper && !site.picked?.length && call.type === 'CallExpression' && runWrappers) {
      const callee = unwrap(call.callee);
      if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && isDistinctiveName(callee.property.name) && !links?.resolves(call)) {
        const shape = runWrapperNamed(callee.property.name, filename, runWrappers);
        const picked = shape && wrapperSite(call, shape)?.picked;
        if (picked?.length) site = { ...site, picked };
      }
    }
    if (site) requests.push(site);
    else if (links && call.type === 'CallExpression') {
      const shape = links.wrapperOf(call);
      const wrapped = shape && wrapperSite(call, shape);
      if (wrapped) requests.push(wrapped);
      else unknown.push(call);
    } else if (call.type === 'CallExpression') unknown.push(call);
  }
  for (const call of unknown) {
    const write = undocumentedWrite(call, bindings);
    if (write) foreign.push(write);
  }
  requests.push(...returnedUrls(input.nodes, bindings, foreign));
  const given = new Set<Node>(requests.flatMap((r) => (r.options ? [r.options] : [])));
  requests.push(...describedRequests(input.nodes, bindings, given, foreign));
  const bound = new Set<Node>(requests.map((r) => r.node));
  const resourceFilters: Node[] = [];
  for (const site of boundResourceCalls(calls, bindings, input.nodes, resourceFilters)) if (!bound.has(site.node)) requests.push(site);
  const local = localWrapperCalls(requests, calls, bindings);
  requests.push(...local);
  const namedResponses: Node[] = [];
  // `ctx.loaders.listApplications(f)`: a method no import leads to, defined as a wrapper by a file of the run.
  if (runWrappers) {
    const known = new Set<Node>(local.map((r) => r.node));
    for (const call of unknown) {
      const callee = unwrap(call.callee);
      if (known.has(call) || callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') continue;
      // `client.applications.list(f)`: a generic method name says which wrapper it is through the
      // resource it is called on, defined in that resource's module (`resources/applications.ts`).
      const resource = isDistinctiveName(callee.property.name) ? undefined : resourceOf(callee.object);
      if (!isDistinctiveName(callee.property.name) && !resource) continue;
      // A callee a module's summary answers for (an import, an instance of an imported class) is that
      // module's; a method of a class of this file (`client: HirebirdClient`, `this.listApplications()` in
      // the class) is that class's.
      if (links?.resolves(call) || methodOfInstance(callee, bindings) || methodOfThis(callee)) continue;
      // A library's own function (`axios.create(config)`, `Object.create(proto)`) is nobody's wrapper.
      if (ofLibrary(callee.object, bindings)) continue;
      const shape = runWrapperNamed(callee.property.name, filename, runWrappers, resource);
      const wrapped = shape && wrapperSite(call, shape);
      if (wrapped) requests.push(wrapped);
      // What it returns counts only under a name that says so (`api.getApplication(id)`): `rows.find(…)`
      // is no call of a `find` some other file defines.
      if (shape?.returns && /application/i.test(callee.property.name)) namedResponses.push(call);
    }
  }
  return { requests: withoutForeignClients(requests, bindings, foreign), resourceFilters, namedResponses };
}

/** `axios`, `ky` of `import axios from 'axios'` (a package, not a file of the run), or a built-in object. */
function ofLibrary(object: Node, bindings: Bindings): boolean {
  const inner = unwrap(object);
  if (inner.type !== 'Identifier') return false;
  if (!bindings.variableOf(inner)) return GLOBAL_OBJECTS.has(inner.name);
  const source = moduleSourceOf(inner, bindings);
  // (`@/api`, `~/api`, `#api`: a path alias of the project's own.)
  return source !== undefined && !/^(?:\.|\/|@\/|~\/|#)/.test(source);
}
