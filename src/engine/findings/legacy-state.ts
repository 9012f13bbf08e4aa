/**
 * The rewrites of a read of `state`: the table's exact comparison where the read is compared with a
 * legacy value, and otherwise `legacyStateOf(app)`, a helper generated from the table (typed by the
 * record's declared `state` type in TypeScript), as the suggestion and the codemod's rewrite.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../../migration/codegen.js';
import type { Equivalent } from '../../migration/index.js';
import { outerParent, unwrap, type Node } from '../../matchers/ast.js';
import type { Bindings } from '../../matchers/scope.js';
import type { SourceText } from '../edits.js';
import { conditionText, needsParens } from '../rewrite.js';
import type { Edit, Finding } from '../types.js';

export class LegacyStateRewrites {
  /** The named type of `state` in the file's and its imports' application types, by type name (see ApplicationTracker.stateTypeNames). */
  stateTypes: ReadonlyMap<string, string> = new Map();

  constructor(private readonly ctx: { src: SourceText; bindings: Bindings }) {}

  /** `app.state === 'SCREENING'` → `app.hiringState === 'ACTIVE' && app.pipelineStage?.type === 'APPLICATION_REVIEW'`. */
  comparisonFix(
    member: TSESTree.MemberExpression,
    binary: TSESTree.BinaryExpression,
    eq: Equivalent,
    negated: boolean,
    other: Node,
  ): Edit[] | undefined {
    if (this.ctx.src.hasComment(binary.range)) return undefined;
    const loose = binary.operator.length === 2;
    const { text, joiner } = conditionText(this.ctx.src.slice(member.object.range), !!member.optional, eq, negated, loose, this.ctx.src.quoteOf(other));
    return [{ range: binary.range, text: needsParens(binary, joiner) ? `(${text})` : text }];
  }

  /**
   * `legacyStateOf(app)`; in TypeScript, where the record's declared type gives `state` a named type
   * the file can name (`app: ApplicationDto` with `state: LegacyStatus`), `legacyStateOf<LegacyStatus>(app)`:
   * the value keeps its type, and an enum-typed use of it still compiles.
   */
  private call(object: Node): string {
    const text = this.ctx.src.slice(object.range);
    if (!this.ctx.src.typescript || this.stateTypes.size === 0) return `${HELPERS.legacy}(${text})`;
    const inner = unwrap(object);
    const def = inner.type === 'Identifier' ? this.ctx.bindings.variableOf(inner)?.defs[0] : undefined;
    const annotation = def && (def.type === 'Parameter' || def.type === 'Variable') && def.name.type === 'Identifier' ? def.name.typeAnnotation?.typeAnnotation : undefined;
    const recordType = annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' ? annotation.typeName.name : undefined;
    const stateType = recordType && this.stateTypes.get(recordType);
    return stateType && this.ctx.bindings.declaresAtTop(stateType) ? `${HELPERS.legacy}<${stateType}>(${text})` : `${HELPERS.legacy}(${text})`;
  }

  /** Suggestion and codemod: `app.state` → `legacyStateOf(app)`, a helper generated from the table. */
  helper(member: TSESTree.MemberExpression): Pick<Finding<'no-legacy-state-field'>, 'suggestions' | 'codemod'> {
    const { child } = outerParent(member);
    const chain = child.type === 'ChainExpression' ? child : undefined;
    const insideLongerChain = !chain && hasOptionalAncestorChain(member);
    if (insideLongerChain || this.ctx.src.hasComment(member.range)) {
      return { codemod: { todo: 'derive the legacy state from hiringState and pipelineStage.type (see the equivalence table).' } };
    }
    const target = chain ?? member;
    const helper = this.ctx.src.helperEdit(HELPERS.legacy);
    const edits: Edit[] = [{ range: target.range, text: this.call(member.object) }, ...(helper ? [helper] : [])];
    return { suggestions: [{ messageId: 'deriveLegacy', data: { helper: HELPERS.legacy }, edits }], codemod: { edits } };
  }
}

/** `a?.b.state.x`: replacing the middle of an optional chain would change where it short-circuits. */
function hasOptionalAncestorChain(member: TSESTree.MemberExpression): boolean {
  let current: Node = member;
  // Up the chain's spine only: a read that is a key or an argument (`LABELS[app.state]?.text`) is its own expression.
  while (
    current.parent &&
    ((current.parent.type === 'MemberExpression' && current.parent.object === current) || (current.parent.type === 'CallExpression' && current.parent.callee === current))
  ) {
    current = current.parent;
  }
  return current.parent?.type === 'ChainExpression';
}
