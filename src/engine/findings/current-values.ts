/**
 * A current field compared with a value it never holds (`app.hiringState === 'SCREENING'`,
 * `app.pipelineStage.type === 'QUALIFIED'`): the comparison can never match. Where the value is a
 * legacy state, the table's equivalent is the suggestion and the codemod's rewrite.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { EQUIVALENCE, HIRING_STATES, STAGE_TYPES, describeEquivalent, isHiringState, isLegacyState, isStageType } from '../../migration/index.js';
import { isPureReference, outerParent, staticStringValue, unwrap } from '../../matchers/ast.js';
import type { SourceText } from '../edits.js';
import { conditionText, needsParens } from '../rewrite.js';
import type { Finding } from '../types.js';
import { COMPARISON } from './compared-sources.js';

export interface CurrentValueContext {
  src: SourceText;
  add: (finding: Finding) => void;
}

/** `app.hiringState === 'SCREENING'`: a value outside the enum can never match. */
export function currentValueFinding(ctx: CurrentValueContext, member: TSESTree.MemberExpression, field: 'hiringState' | 'stageType'): void {
  const { parent, child } = outerParent(member);
  if (parent?.type !== 'BinaryExpression' || !COMPARISON.has(parent.operator)) return;
  const other = parent.left === child ? parent.right : parent.left;
  const value = staticStringValue(other);
  if (value === undefined || (field === 'hiringState' ? isHiringState(value) : isStageType(value))) return;
  const allowed = (field === 'hiringState' ? HIRING_STATES : STAGE_TYPES).join(', ');
  const eq = field === 'hiringState' && isLegacyState(value) ? EQUIVALENCE[value] : undefined;
  const applicationNode = field === 'hiringState' ? member.object : (unwrap(member.object) as TSESTree.MemberExpression).object;
  const object = unwrap(applicationNode);
  let suggestions: Finding<'valid-filter-values'>['suggestions'];
  if (eq && isPureReference(object) && !ctx.src.hasComment(parent.range)) {
    const optional = !!(member.optional || (field === 'stageType' && (unwrap(member.object) as TSESTree.MemberExpression).optional));
    const { text, joiner } = conditionText(ctx.src.slice(object.range), optional, eq, parent.operator.startsWith('!'), parent.operator.length === 2, ctx.src.quoteOf(unwrap(other)));
    suggestions = [{ messageId: 'useEquivalent', data: { replacement: describeEquivalent(eq) }, edits: [{ range: parent.range, text: needsParens(parent, joiner) ? `(${text})` : text }] }];
  }
  ctx.add({
    rule: 'valid-filter-values',
    range: unwrap(other).range,
    messageId: eq ? 'legacyValue' : 'unknownValue',
    data: { value, field, allowed, replacement: eq ? describeEquivalent(eq) : '' },
    ...(suggestions ? { suggestions, codemod: { edits: suggestions[0]!.edits } } : { codemod: { todo: `'${value}' is not a ${field} value (${allowed}).` } }),
  });
}
