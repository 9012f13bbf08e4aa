/**
 * The current filters' own checks: a `stageType` sent without `hiringState` (the service answers
 * 400; the table pairs each stage type with one hiring state), and `hiringState`/`stageType` values
 * outside the service's enums (a legacy value there is mapped by the table).
 */
import {
  EQUIVALENCE,
  HIRING_STATES,
  NAMES,
  STAGE_TYPES,
  describeEquivalent,
  isHiringState,
  isLegacyState,
  isStageType,
} from '../../migration/index.js';
import { unwrap } from '../../matchers/ast.js';
import { entryReportRange, type FilterEntry } from '../../matchers/filters.js';
import type { SourceText } from '../edits.js';
import { rewriteEntryLiteral } from '../entry-rewrites.js';
import type { Edit } from '../types.js';
import type { FilterEntryContext } from './filter-entries.js';

/** The hiringState the table pairs a stageType with (APPLICATION_REVIEW, INTERVIEW → ACTIVE). */
function pairedHiringState(stageType: string): string | undefined {
  const rows = Object.values(EQUIVALENCE).filter((eq) => eq.stageType === stageType);
  return rows.length > 0 && rows.every((eq) => eq.hiringState === rows[0]!.hiringState) ? rows[0]!.hiringState : undefined;
}

/** `stageType` sent without `hiringState`: the service answers 400; the table says which hiringState goes with it. */
export function loneStageTypeFinding(entry: FilterEntry, ctx: FilterEntryContext): void {
  const value = entry.literal;
  const paired = value !== undefined ? pairedHiringState(value) : undefined;
  const addition = paired ? addHiringState(entry, paired, ctx.src) : undefined;
  ctx.add({
    rule: 'no-lone-stage-type',
    range: entryReportRange(entry),
    messageId: 'lone',
    data: { value: value ?? '…' },
    ...(addition && paired
      ? { suggestions: [{ messageId: 'addHiringState', data: { hiringState: paired, value: value! }, edits: addition }] }
      : {}),
    codemod: { todo: `stageType needs hiringState in the same request; decide which hiringState this list means.` },
  });
}

/** Inserts `hiringState` next to a lone `stageType` (property or query text). */
function addHiringState(entry: FilterEntry, hiringState: string, src: SourceText): Edit[] | undefined {
  if (entry.kind === 'property' && !entry.node.shorthand) {
    const q = src.quoteOf(unwrap(entry.node.value));
    const multiline = src.startsLine(entry.node.range[0]);
    const sep = multiline ? `,${src.eol}${src.indentAt(entry.node.range[0])}` : ', ';
    return [{ range: [entry.node.range[0], entry.node.range[0]], text: `${NAMES.hiringState}: ${q}${hiringState}${q}${sep}` }];
  }
  if (entry.kind === 'query' && entry.pair.keyStart !== undefined)
    return [{ range: [entry.pair.keyStart, entry.pair.keyStart], text: `${NAMES.hiringState}=${hiringState}&` }];
  return undefined;
}

/** A `hiringState` or `stageType` value outside the service's enums; a legacy value there means what the table says. */
export function valueFinding(entry: FilterEntry, field: 'hiringState' | 'stageType', hasStage: boolean, ctx: FilterEntryContext): void {
  const value = entry.literal;
  if (value === undefined) return;
  if (field === 'hiringState' ? isHiringState(value) : isStageType(value)) return;
  const allowed = (field === 'hiringState' ? HIRING_STATES : STAGE_TYPES).join(', ');
  const eq = field === 'hiringState' && !hasStage && isLegacyState(value) ? EQUIVALENCE[value] : undefined;
  const range = entryReportRange(entry);
  if (eq) {
    // A half migration: `hiringState: 'SCREENING'` meant the legacy value; the table says what that is.
    const fix = rewriteEntryLiteral({ ...entry, name: NAMES.legacyState }, eq, ctx.src);
    ctx.add({
      rule: 'valid-filter-values',
      range,
      messageId: 'legacyValue',
      data: { value, field, replacement: describeEquivalent(eq) },
      ...(fix ? { fix } : { codemod: { todo: `'${value}' is a legacy state value; send ${describeEquivalent(eq)}.` } }),
    });
    return;
  }
  ctx.add({
    rule: 'valid-filter-values',
    range,
    messageId: 'unknownValue',
    data: { value, field, allowed },
    codemod: { todo: `'${value}' is not a ${field} value (${allowed}).` },
  });
}
