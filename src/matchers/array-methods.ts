/**
 * What the built-in array methods do with a list's elements: which callback parameter sees them,
 * and which methods hand them on. Applications, replies and legacy values are followed through
 * the same methods, so every tracker reads these tables.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { calleeName, forOfList, unwrap, type Node } from './ast.js';
import type { Bindings, Variable } from './scope.js';

/** Array methods whose callback receives the elements: the index of the element parameter. */
export const ELEMENT_CALLBACKS: Readonly<Record<string, number>> = {
  forEach: 0, map: 0, filter: 0, find: 0, findLast: 0, findIndex: 0, findLastIndex: 0, some: 0, every: 0, flatMap: 0,
  reduce: 1, reduceRight: 1, sort: 0, toSorted: 0,
};

/** Comparators receive two elements (`rows.sort((a, b) => …)`): the second parameter sees one too. */
export const COMPARATORS: ReadonlySet<string> = new Set(['sort', 'toSorted']);

/** The parameters of a method's callback that receive elements (`reduce`: 1; `sort`: 0 and 1). */
export function elementParameters(method: string | undefined): number[] {
  const index = method === undefined ? undefined : ELEMENT_CALLBACKS[method];
  if (method === undefined || index === undefined) return [];
  return COMPARATORS.has(method) ? [index, 1] : [index];
}

/** Array methods that return a list of (some of) the same elements. */
export const LIST_KEEPING: ReadonlySet<string> = new Set(['filter', 'slice', 'sort', 'toSorted', 'reverse', 'toReversed', 'concat', 'flat', 'splice']);

/** Methods that look a value up in a list or a set (`CLOSED.includes(app.state)`). */
export const LOOKUP_METHODS: ReadonlySet<string> = new Set(['includes', 'indexOf', 'has', 'lastIndexOf']);

/** Array methods that return a list of what their callback returns for each element. */
export const MAPPING: ReadonlySet<string> = new Set(['map', 'flatMap']);

/** Array methods that return one of the elements. */
export const ELEMENT_PICKING: ReadonlySet<string> = new Set(['find', 'findLast', 'at', 'pop', 'shift']);

/** Array methods that take the next element off the list (a work queue: `queue.shift()`). */
export const TAKING: ReadonlySet<string> = new Set(['pop', 'shift']);

/** The list variable an element comes from: the receiver of the array method whose callback takes it, or a for-of loop's. */
export function listOfElement(element: Variable, bindings: Bindings): Variable | undefined {
  const def = element.defs[0];
  let list: Node | undefined;
  if (def?.type === 'Parameter' && def.name.type === 'Identifier') {
    const fn = def.node as TSESTree.FunctionLike;
    const call = fn.parent;
    const index = fn.params.indexOf(def.name);
    if (call?.type === 'CallExpression' && call.arguments[0] === fn && call.callee.type === 'MemberExpression' && elementParameters(calleeName(call.callee)).includes(index)) list = unwrap(call.callee.object);
  } else if (def?.type === 'Variable' && def.node.id.type === 'Identifier') {
    const looped = forOfList(def.node);
    if (looped) list = unwrap(looped);
  }
  return list?.type === 'Identifier' ? bindings.variableOf(list) : undefined;
}
