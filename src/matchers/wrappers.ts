/**
 * Wrappers of the list endpoint, found in the code itself: a function whose parameter flows into
 * the filters of a `GET /v2/applications` request is a wrapper, and its call sites are requests.
 *
 *   export function listApplications(filters) {              // ← wrapper, argument 0
 *     return http.get('/v2/applications', { params: { ...filters, limit: 50 } });
 *   }
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../migration/codegen.js';
import { keyName, unwrap, type Node } from './ast.js';
import { FILTER_NAMES } from './filters.js';
import type { RequestSite } from './requests.js';
import { functionOfVariable, type Bindings } from './scope.js';

const FILTER_KEYS = new Set<string>(FILTER_NAMES);

export interface ParameterFlow {
  fn: TSESTree.FunctionLike;
  index: number;
}

/**
 * Parameters of the enclosing functions whose object reaches a request's filters whole
 * (`{ ...filters }`, `params: filters`, `qs.stringify(filters)`): their callers write the query.
 *
 * A parameter the function only picks a value from (`params.state = filters.state`) is not: the
 * function maps that value itself once migrated (`toHiringStateFilter(filters.state)`), so its callers
 * keep passing `state`, and rewriting them as well would lose the filter.
 */
export function parameterFlows(site: RequestSite, bindings: Bindings): ParameterFlow[] {
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
        if (def?.type === 'Parameter') {
          const fn = def.node as TSESTree.FunctionLike;
          const index = fn.params.findIndex((p) => contains(p, def.name));
          // `({ jobId, state }) => …` destructures values out of the argument: a pick, like `f.state`.
          const param = index >= 0 ? fn.params[index]! : undefined;
          const whole = param === def.name || (param?.type === 'AssignmentPattern' && param.left === def.name);
          if (index >= 0 && !picked && whole) flows.push({ fn, index });
          return;
        }
        if (def?.type === 'Variable') {
          const declarator = def.node;
          // `for (const [key, value] of Object.entries(filters))`: the loop's values come from its right side.
          const loop = declarator.parent?.parent;
          if (loop?.type === 'ForOfStatement' && loop.left === declarator.parent) visit(loop.right, depth + 1, picked);
          visit(declarator.init ?? undefined, depth + 1, picked);
          // `Object.assign(query, filters)`, `params.set(k, v)` in a loop over a filter object's entries
          for (const written of writesInto(variable!)) visit(written, depth + 1, picked);
        }
        return;
      }
      case 'ObjectExpression':
        // `{ ...filters, limit }` passes the filter object on; `{ jobId }` passes one value, not filters.
        for (const prop of inner.properties) {
          if (prop.type === 'SpreadElement') visit(prop.argument, depth + 1, picked);
          else if (FILTER_KEYS.has(keyName(prop.key, prop.computed) ?? '') && unwrap(prop.value).type === 'MemberExpression') visit(prop.value, depth + 1, picked);
        }
        return;
      case 'MemberExpression':
        // `{ state: filters.state }`: one value picked from the parameter.
        visit(inner.object, depth + 1, true);
        return;
      case 'ConditionalExpression':
        visit(inner.consequent, depth + 1, picked);
        visit(inner.alternate, depth + 1, picked);
        return;
      case 'CallExpression': {
        // The generated mapping helpers take one value, never the filter object (a migrated file).
        const mapped = inner.callee.type === 'Identifier' && (Object.values(HELPERS) as string[]).includes(inner.callee.name);
        // `qs.stringify(filters)`, and `Object.entries(filters).map(…)`: the data flows from the receiver.
        for (const arg of inner.arguments) visit(arg, depth + 1, picked || mapped);
        if (inner.callee.type === 'MemberExpression') visit(inner.callee.object, depth + 1, picked);
        return;
      }
      case 'NewExpression':
        for (const arg of inner.arguments) visit(arg, depth + 1, picked);
        return;
      default:
        return;
    }
  };
  for (const node of site.filterNodes) visit(node, 0);
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
    } else if (parent?.type === 'CallExpression' && parent.arguments[0] === id && parent.callee.type === 'MemberExpression') {
      // Object.assign(query, filters)
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

/** The name a function is called by: `function f`, `const f = () => …`, a method or property `f`. */
export function functionName(fn: TSESTree.FunctionLike): { name: string; node: Node } | undefined {
  if ((fn.type === 'FunctionDeclaration' || fn.type === 'FunctionExpression') && fn.id) return { name: fn.id.name, node: fn.id };
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return { name: parent.id.name, node: parent.id };
  if ((parent?.type === 'MethodDefinition' || parent?.type === 'Property' || parent?.type === 'PropertyDefinition') && !parent.computed) {
    const name = keyName(parent.key, false);
    if (name) return { name, node: parent.key };
  }
  return undefined;
}


/**
 * Calls, in the same file, of the local functions whose parameter reaches the filters of a list
 * request: `fetchApps({ state: 'HIRED' })` where `function fetchApps(query) { return get(path).query(query) }`.
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
  let frontier = requests.filter((r) => r.endpoints.includes('listApplications') && (r.method === undefined || r.method === 'GET'));
  for (let level = 0; level < 3 && frontier.length > 0; level++) {
    const wrappers = new Map<TSESTree.FunctionLike, Set<number>>();
    for (const site of frontier) {
      for (const flow of parameterFlows(site, bindings)) {
        let set = wrappers.get(flow.fn);
        if (!set) wrappers.set(flow.fn, (set = new Set()));
        set.add(flow.index);
      }
    }
    // Methods are called through an object (`this.list(f)`, `client.list(f)`): matched by name.
    const methods = new Map<string, Set<number>>();
    for (const [fn, indexes] of wrappers) {
      const parent = fn.parent;
      if (parent?.type !== 'MethodDefinition' && parent?.type !== 'Property' && parent?.type !== 'PropertyDefinition') continue;
      const named = functionName(fn);
      if (named) methods.set(named.name, indexes);
    }
    const next: RequestSite[] = [];
    for (const call of calls) {
      if (call.type !== 'CallExpression' || known.has(call)) continue;
      const callee = unwrap(call.callee);
      let indexes: Set<number> | undefined;
      if (callee.type === 'Identifier') {
        const fn = functionOfVariable(bindings.variableOf(callee));
        indexes = fn && wrappers.get(fn);
      } else if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
        indexes = methods.get(callee.property.name);
      }
      if (!indexes) continue;
      const filterNodes = [...indexes].map((i) => call.arguments[i]).filter((a): a is TSESTree.Expression => !!a && a.type !== 'SpreadElement');
      if (filterNodes.length === 0) continue;
      known.add(call);
      next.push({ node: call, endpoints: ['listApplications'], method: 'GET', url: undefined, filterNodes, bodyNodes: [], options: undefined, viaWrapper: true });
    }
    out.push(...next);
    frontier = next;
  }
  return out;
}
