/**
 * Clients of another service whose paths look like this one's. The service offers each of its paths
 * with the methods the interface document lists (ENDPOINTS): `GET /v2/applications/{id}`, never
 * `PATCH`. A request that sends such a method to such a path is another service's (a lender whose
 * API also versions `/v2/applications`), as is a list request that filters by states this service's
 * never had (see recognizeRequest); and so is every request made through the same client of the file:
 * the function, instance or class it was made with.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { ENDPOINTS } from '../migration/index.js';
import { unwrap } from './ast.js';
import { enclosingClassBody } from './class-members.js';
import type { RequestSite } from './requests.js';
import { requiredModule, type Bindings, type Variable } from './scope.js';

/** Does the site send a method that none of the endpoints its path matches is offered with? */
function offeredNowhere(site: RequestSite): boolean {
  return site.method !== undefined && site.endpoints.length > 0 && !site.endpoints.some((endpoint) => ENDPOINTS[endpoint].method === site.method);
}

/**
 * The client a request is made with, when the file made it: a function or instance of the file
 * (`lending(path, …)`, `partner.patch(path, …)` after `const partner = axios.create(…)`). A library
 * itself (`fetch`, an imported `axios`) is no client of one service: only its own call is dropped.
 */
function clientOf(site: RequestSite, bindings: Bindings): Variable | TSESTree.ClassBody | undefined {
  if (!('callee' in site.node)) return undefined;
  let callee: TSESTree.Node = unwrap(site.node.callee);
  if (callee.type === 'MemberExpression') callee = unwrap(callee.object);
  // `this.get(path, params)` of a client class: the class.
  if (callee.type === 'ThisExpression') return enclosingClassBody(callee);
  if (callee.type !== 'Identifier') return undefined;
  const variable = bindings.variableOf(callee);
  const def = variable?.defs[0];
  if (!def || def.type === 'ImportBinding' || def.type === 'Parameter') return undefined;
  if (def.type === 'Variable' && requiredModule(def.node.init && unwrap(def.node.init)) !== undefined) return undefined;
  return variable;
}

/** The requests of the file without those of another service's clients. */
export function withoutForeignClients(requests: RequestSite[], bindings: Bindings, listingOtherStates: readonly RequestSite[] = []): RequestSite[] {
  const foreign = new Set([...requests.filter(offeredNowhere), ...listingOtherStates]);
  if (foreign.size === 0) return requests;
  const clients = new Set([...foreign].map((site) => clientOf(site, bindings)).filter((v) => v !== undefined));
  return requests.filter((site) => !foreign.has(site) && !clients.has(clientOf(site, bindings)!));
}
