/**
 * What a read of an application's `state` is compared with where that is written apart from it: a
 * value or a list it is looked up in (`CLOSED.includes(app.state)`), a table looked up by it
 * (`BADGES[app.state]`, `LABELS.get(app.state)`). Their legacy values are the removed field's
 * vocabulary, shown where they are written (see state-reads.ts).
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { isFunction, memberName, outerParent, programNodes, receivingParameter, rootOf, staticStringValue, unwrap, type Node } from '../../matchers/ast.js';
import { constantString } from '../../matchers/filters.js';
import { callsOf, legacyKeyOrigins, legacyValueOrigins } from '../../matchers/values.js';
import { LOOKUP_METHODS } from '../../matchers/array-methods.js';
import { libraryFunction } from '../../matchers/paths.js';
import { functionOfVariable, type Bindings } from '../../matchers/scope.js';

export const COMPARISON = new Set(['===', '!==', '==', '!=']);

/** What a read of `state` is compared with apart from a literal beside it: a value or list (`keys: false`), a table looked up by it (`keys: true`). */
export interface ComparedSource {
  node: Node;
  keys: boolean;
  /** Compared with a variable that holds the read (`const status = dto.state; status === 'SCREENING'`), not the read itself. */
  alias?: boolean;
  /** A list the read is looked up in (`CLOSED.includes(app.state)`): its elements are the vocabulary, wherever their values are written. */
  list?: boolean;
  /** A `case` of a switch over the read (`case Status.SCREENING:`), on a line of its own: shown there when another module writes the value. */
  caseOf?: boolean;
}

/** What a read of `state` (`child`, under `parent`) is compared with or looked up in, apart from a literal beside it. */
export function comparedSources(parent: Node | undefined, child: Node, bindings: Bindings, alias = false): ComparedSource[] {
  // `switch (app.state) { case 'SCREENING': … }`: each case's value is compared with the read, on a line of its own.
  if (parent?.type === 'SwitchStatement' && parent.discriminant === child)
    return parent.cases.flatMap((c) => (c.test ? [{ node: c.test, keys: false, caseOf: true, ...(alias ? { alias } : {}) }] : []));
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

export interface ComparedReadContext {
  bindings: Bindings;
  /** Secondary findings at legacy values written apart from the place reported. */
  legacyValueFindings: (rule: 'no-legacy-state-field', origins: readonly [Node, string][]) => void;
}

/** What the reads of `state` are compared with, through the names and members that hold them, and the findings at their legacy values. */
export class ComparedReads {
  constructor(private readonly ctx: ComparedReadContext) {}

  /**
   * The legacy values a read of `state` is compared with, where they are written apart from the
   * read: a constant or enum member on the other side of `===`, the elements of a list it is looked
   * up in (`FUNNEL.includes(app.state)`).
   */
  valueOrigins(parent: Node | undefined, child: Node): void {
    this.originFindings(this.sourcesOfRead(parent, child));
  }

  /**
   * What a read of `state` is compared with or looked up in (see comparedSources), also through the
   * variable it is kept in (`const status = dto.state; … LABELS[status]`).
   */
  sourcesOfRead(parent: Node | undefined, child: Node): ComparedSource[] {
    const out = comparedSources(parent, child, this.ctx.bindings);
    // `const status = app.state ?? null`: the variable holds the read (or a fallback of its own).
    let held: Node = child;
    let holder = parent;
    while (holder?.type === 'LogicalExpression' && holder.left === held && (holder.operator === '??' || holder.operator === '||')) {
      held = holder;
      holder = holder.parent;
    }
    if (holder?.type === 'VariableDeclarator' && holder.init === held && holder.id.type === 'Identifier') out.push(...this.sourcesOfVariable(holder.id));
    // `this.pipelineState = raw.state` in a constructor: the member holds the read wherever the object's methods compare it.
    if (holder?.type === 'AssignmentExpression' && holder.operator === '=' && holder.right === held && holder.left.type === 'MemberExpression' && holder.left.object.type === 'ThisExpression' && !holder.left.computed)
      out.push(...this.sourcesOfThisMember(holder.left));
    // `presentStatus(app.state)` where `function presentStatus(status) { return LABELS[status]; }`.
    const param = parent?.type === 'CallExpression' && parent.callee.type === 'Identifier' ? receivingParameter(parent, child, functionOfVariable(this.ctx.bindings.variableOf(parent.callee))) : undefined;
    if (param) out.push(...this.sourcesOfVariable(param, 1));
    // `const statusOf = (app) => app.state; … META[statusOf(app)]`: what the function's calls give is the read.
    for (const call of callsOfReturning(held, this.ctx.bindings)) {
      const { parent: around, child: value } = outerParent(call);
      out.push(...comparedSources(around, value, this.ctx.bindings, true));
    }
    return out;
  }

  /** What the reads of `this.<member>` that holds a `state` (written nowhere else in the file) are compared with. */
  private sourcesOfThisMember(target: TSESTree.MemberExpression): ComparedSource[] {
    const name = memberName(target);
    const root = rootOf(target);
    if (name === undefined || root.type !== 'Program') return [];
    const uses = programNodes(root).filter((n): n is TSESTree.MemberExpression => n !== target && n.type === 'MemberExpression' && n.object.type === 'ThisExpression' && !n.computed && memberName(n) === name);
    if (uses.some((u) => (u.parent?.type === 'AssignmentExpression' && u.parent.left === u) || u.parent?.type === 'UpdateExpression')) return [];
    return uses.flatMap((use) => {
      const { parent, child } = outerParent(use);
      return comparedSources(parent, child, this.ctx.bindings, true);
    });
  }

  /**
   * What the uses of a variable that holds a `state` (never written again) are compared with, also in
   * the file's functions it is handed to (`const state = app.state; … nextStep(state)` where
   * `function nextStep(state) { switch (state) { case 'SCREENING': … } }`), two calls deep.
   */
  sourcesOfVariable(id: TSESTree.Identifier, depth = 0): ComparedSource[] {
    const variable = this.ctx.bindings.variableOf(id);
    if (!variable || variable.references.some((ref) => ref.isWrite() && !ref.init)) return [];
    return variable.references.flatMap((ref) => {
      if (ref.init) return [];
      const { parent, child } = outerParent(ref.identifier);
      const sources = comparedSources(parent, child, this.ctx.bindings, true);
      const param = depth < 2 && parent?.type === 'CallExpression' && parent.callee.type === 'Identifier' ? receivingParameter(parent, child, functionOfVariable(this.ctx.bindings.variableOf(parent.callee))) : undefined;
      return param && param !== id ? [...sources, ...this.sourcesOfVariable(param, depth + 1)] : sources;
    });
  }

  /**
   * Secondary findings at the legacy values a `state` is compared with, or the legacy keys of the
   * tables it is looked up in (`BADGES[app.state]` keeps working as `BADGES[legacyStateOf(app)]`, but
   * its keys are the removed field's vocabulary, shown beside the read).
   */
  originFindings(sources: readonly ComparedSource[]): void {
    const origins = sources.flatMap(({ node, keys, alias, list, caseOf }) =>
      keys
        ? legacyKeyOrigins(node, this.ctx.bindings, (key) => constantString(key, this.ctx.bindings))
        : // `status === LegacyStatus.Screening` of a variable holding the read, `[Status.Rejected, …].includes(app.state)`:
          // another module's constant, shown where it is used.
          legacyValueOrigins(node, this.ctx.bindings, alias || list || caseOf ? (value) => constantString(value, this.ctx.bindings) : undefined),
    );
    this.ctx.legacyValueFindings('no-legacy-state-field', origins);
  }
}

/**
 * The file's calls of the named function that returns `value` (`const statusOf = (app) => app.state`,
 * `function stageOf(app) { return app.currentStage; }`): what each call gives is that value.
 */
export function callsOfReturning(value: Node, bindings: Bindings): TSESTree.CallExpression[] {
  const holder = value.parent;
  let fn: Node | undefined = holder?.type === 'ArrowFunctionExpression' && holder.body === value ? holder : undefined;
  if (holder?.type === 'ReturnStatement') for (fn = holder.parent; fn && !isFunction(fn); fn = fn.parent);
  // A named function only (a method's calls are its class's or table's to say).
  if (!fn || !isFunction(fn) || !(fn.type === 'FunctionDeclaration' || (fn.parent?.type === 'VariableDeclarator' && fn.parent.init === fn))) return [];
  return callsOf(fn, bindings);
}
