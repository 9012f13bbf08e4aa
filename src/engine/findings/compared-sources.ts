/**
 * What a read of an application's `state` is compared with where that is written apart from it: a
 * value or a list it is looked up in (`CLOSED.includes(app.state)`), a table looked up by it
 * (`BADGES[app.state]`, `LABELS.get(app.state)`). Their legacy values are the removed field's
 * vocabulary, shown where they are written (see state-reads.ts).
 */
import { memberName, staticStringValue, unwrap, type Node } from '../../matchers/ast.js';
import { LOOKUP_METHODS } from '../../matchers/array-methods.js';
import { libraryFunction } from '../../matchers/paths.js';
import type { Bindings } from '../../matchers/scope.js';

export const COMPARISON = new Set(['===', '!==', '==', '!=']);

/** What a read of `state` is compared with apart from a literal beside it: a value or list (`keys: false`), a table looked up by it (`keys: true`). */
export interface ComparedSource {
  node: Node;
  keys: boolean;
  /** Compared with a variable that holds the read (`const status = dto.state; status === 'SCREENING'`), not the read itself. */
  alias?: boolean;
  /** A list the read is looked up in (`CLOSED.includes(app.state)`): its elements are the vocabulary, wherever their values are written. */
  list?: boolean;
}

/** What a read of `state` (`child`, under `parent`) is compared with or looked up in, apart from a literal beside it. */
export function comparedSources(parent: Node | undefined, child: Node, bindings: Bindings, alias = false): ComparedSource[] {
  // `switch (app.state) { case 'SCREENING': … }`: each case's value is compared with the read, on a line of its own.
  if (parent?.type === 'SwitchStatement' && parent.discriminant === child)
    return parent.cases.flatMap((c) => (c.test ? [{ node: c.test, keys: false, ...(alias ? { alias } : {}) }] : []));
  if (parent?.type === 'BinaryExpression' && COMPARISON.has(parent.operator)) {
    const other = parent.left === child ? parent.right : parent.left;
    // A literal beside the read is part of the comparison reported (and rewritten) there; beside a
    // variable that holds the read it is the removed field's vocabulary, shown where it is written.
    return alias || staticStringValue(other) === undefined ? [{ node: other, keys: false, ...(alias ? { alias } : {}) }] : [];
  }
  // `CLOSED.includes(app.state)`, `CLOSED.indexOf(app.state)`, `new Set(CLOSED).has(app.state)`
  if (parent?.type === 'CallExpression' && parent.arguments[0] === child && parent.callee.type === 'MemberExpression' && LOOKUP_METHODS.has(memberName(parent.callee) ?? '')) {
    const list = unwrap(parent.callee.object);
    return list.type !== 'ArrayExpression' ? [{ node: list, keys: false, list: true, ...(alias ? { alias } : {}) }] : [];
  }
  // `_.includes(CLOSED, app.state)`, `_.indexOf(CLOSED, app.state)`: lodash's lookups take the list first.
  if (parent?.type === 'CallExpression' && parent.arguments[1] === child && LOOKUP_METHODS.has(libraryFunction(parent, bindings) ?? '') && parent.arguments[0]?.type !== 'SpreadElement') {
    const list = unwrap(parent.arguments[0]!);
    return list.type !== 'ArrayExpression' ? [{ node: list, keys: false, list: true, ...(alias ? { alias } : {}) }] : [];
  }
  // `BADGES[app.state]`
  if (parent?.type === 'MemberExpression' && parent.computed && parent.property === child) return [{ node: parent.object, keys: true, ...(alias ? { alias } : {}) }];
  // `LABELS.get(app.state)` of `new Map([['SCREENING', 'Under review'], …])`
  if (parent?.type === 'CallExpression' && parent.arguments.length === 1 && parent.arguments[0] === child && parent.callee.type === 'MemberExpression' && memberName(parent.callee) === 'get')
    return [{ node: unwrap(parent.callee.object), keys: true, ...(alias ? { alias } : {}) }];
  return [];
}
