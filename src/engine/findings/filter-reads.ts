/**
 * `state` read back from a filter object the code sends to `GET /v2/applications`:
 *
 *   const { query } = resolveView(view);         // { state: 'SCREENING' } → { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }
 *   return counts[query.state];                  // → counts[legacyStateOfFilter(query)]
 *
 * Once the filter object is migrated it holds `hiringState`/`stageType`; the legacy value it meant is
 * derived from them by the equivalence table. Objects are matched by where they come from (the same
 * literal, or the same import and path), so a `state` of anything else is never taken for one.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../../migration/codegen.js';
import { NAMES, describeTable } from '../../migration/index.js';
import { isPureReference, memberName, outerParent, unwrap, type Node } from '../../matchers/ast.js';
import type { Bindings } from '../../matchers/scope.js';
import { objectOrigins } from '../../matchers/values.js';
import { ownMember } from '../../matchers/class-members.js';
import type { SourceText } from '../edits.js';
import type { Finding } from '../types.js';

export interface FilterReadContext {
  /** The expressions sent as the list's filters (params objects, their sources). */
  filters: readonly Node[];
  members: readonly TSESTree.MemberExpression[];
  bindings: Bindings;
  src: SourceText;
  removal: string;
  /** Reads of applications are the field rule's. */
  isApplication: (node: Node) => boolean;
}

export function filterReadFindings(ctx: FilterReadContext): Finding[] {
  if (!ctx.filters.length) return [];
  const sent = new Set<Node | string>();
  for (const node of ctx.filters) for (const origin of originsOf(node, ctx.bindings)) sent.add(origin);
  if (!sent.size) return [];
  const out: Finding[] = [];
  // The objects the code also reads `hiringState`/`stageType` of: it handles both forms already.
  let current: Set<Node | string> | undefined;
  const readsCurrentForm = (origins: Set<Node | string>): boolean => {
    current ??= new Set(ctx.members.filter((m) => CURRENT_NAMES.has(memberName(m) ?? '') && !isWritten(m)).flatMap((m) => [...originsOf(m.object, ctx.bindings)]));
    return [...origins].some((origin) => current!.has(origin));
  };
  // `toHiringStateQuery(query.state)`: a wrapper migrated to map the state its callers hand it keeps
  // receiving the legacy value, so reads of that object's `state` keep their meaning (a second run).
  const mapped = new Set<Node | string>();
  for (const member of ctx.members) if (memberName(member) === NAMES.legacyState && mapsLegacyValue(member)) for (const origin of originsOf(member.object, ctx.bindings)) mapped.add(origin);
  for (const member of ctx.members) {
    if (memberName(member) !== NAMES.legacyState || isWritten(member) || ctx.isApplication(member.object)) continue;
    const origins = originsOf(member.object, ctx.bindings);
    if (![...origins].some((origin) => sent.has(origin)) || [...origins].some((origin) => mapped.has(origin))) continue;
    // `if (f.state) …; if (f.hiringState) …`: once the objects are migrated the legacy branch never runs, and
    // deriving a state for it would send the migrated filter twice.
    const both = readsCurrentForm(origins);
    const pure = !both && isPureReference(member.object) && !ctx.src.hasComment(member.range);
    const helper = pure ? ctx.src.helperEdit(HELPERS.filterLegacy) : undefined;
    const edits = pure ? [{ range: member.range, text: `${HELPERS.filterLegacy}(${ctx.src.slice(member.object.range)})` }, ...(helper ? [helper] : [])] : undefined;
    out.push({
      rule: 'no-legacy-state-filter',
      range: member.property.range,
      messageId: 'filterRead',
      data: { removal: ctx.removal, table: describeTable() },
      ...(edits
        ? { suggestions: [{ messageId: 'deriveFromFilter', data: { helper: HELPERS.filterLegacy }, edits }], codemod: { edits } }
        : both
          ? { codemod: { todo: `this code reads ${NAMES.hiringState}/${NAMES.stageType} of the same filter too: once the filters are migrated this branch never runs; remove it.` } }
          : { codemod: { todo: `derive the legacy value from this filter's ${NAMES.hiringState} and ${NAMES.stageType} (${describeTable()}).` } }),
    });
  }
  return out;
}

const CURRENT_NAMES = new Set<string>([NAMES.hiringState, NAMES.stageType]);
const MAPPING_HELPERS = new Set<string>([HELPERS.filter, HELPERS.query, HELPERS.params]);

/** Is the read handed to a generated mapping helper (`toHiringStateFilter(f.state)`)? */
function mapsLegacyValue(member: TSESTree.MemberExpression): boolean {
  const { parent, child } = outerParent(member);
  return parent?.type === 'CallExpression' && parent.arguments.includes(child as TSESTree.Expression) && parent.callee.type === 'Identifier' && MAPPING_HELPERS.has(parent.callee.name);
}

/** Where an object may come from (see objectOrigins), and the field of its class it is kept in (`this.criteria`). */
function originsOf(node: Node, bindings: Bindings): Set<Node | string> {
  const out = objectOrigins(node, bindings);
  const own = ownMember(unwrap(node));
  if (own) out.add(`this.${own.name}@${own.body.range[0]}`);
  return out;
}

function isWritten(member: TSESTree.MemberExpression): boolean {
  const { parent, child } = outerParent(member);
  return (parent?.type === 'AssignmentExpression' && unwrap(parent.left) === unwrap(child)) || parent?.type === 'UpdateExpression' || (parent?.type === 'UnaryExpression' && parent.operator === 'delete');
}
