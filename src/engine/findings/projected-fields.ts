/**
 * A removed field copied into a team's own object: `{ status: app.state, stage: app.currentStage }`
 * (a view model, a card, a table row). The object's key carries the removed field wherever the object
 * goes (the list a helper maps applications into, a store, what a function returns): where its value
 * matters there (`card.status === 'QUALIFIED'`, `card.stage.name`) is a place of the same problem, shown beside the
 * read they come from. That read is the one migrated (to `legacyStateOf(app)`, to `pipelineStage`),
 * and the copy keeps its values: these reads keep their meaning, so they carry no edit of their own.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES, isLegacyState } from '../../migration/index.js';
import { ApplicationTracker } from '../../matchers/applications.js';
import { keyName, memberName, outerParent, staticStringValue, type Node } from '../../matchers/ast.js';
import type { Bindings } from '../../matchers/scope.js';
import type { SourceText } from '../edits.js';
import type { Finding } from '../types.js';
import { COMPARISON, comparedSources } from './compared-sources.js';

/** An object literal's key that holds a removed field of an application (`status: app.state`). */
export interface Projection {
  object: TSESTree.ObjectExpression;
  key: string;
  field: typeof NAMES.legacyState | typeof NAMES.legacyStage;
  /** The read copied. */
  read: TSESTree.MemberExpression;
}

/** `{ status: app.state }`, `{ stage: app.currentStage || null }`, `{ stage: app && app.currentStage }`: the key the read is copied under. */
export function projectionOf(read: TSESTree.MemberExpression, field: Projection['field']): Projection | undefined {
  let node: Node = read;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    if (parent.type === 'ChainExpression' || parent.type === 'TSAsExpression' || parent.type === 'TSNonNullExpression' || parent.type === 'TSSatisfiesExpression') continue;
    // `app.currentStage || null`, `app.state ?? 'UNKNOWN'`: the field where there is one.
    if (parent.type === 'LogicalExpression' && parent.left === node && parent.operator !== '&&') continue;
    // `app && app.currentStage`: a guard before it.
    if (parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === node) continue;
    if (parent.type === 'Property' && parent.value === node && parent.parent?.type === 'ObjectExpression') {
      const key = keyName(parent.key, parent.computed);
      return key ? { object: parent.parent, key, field, read } : undefined;
    }
    return undefined;
  }
  return undefined;
}

export interface ProjectedReadContext {
  nodes: readonly Node[];
  members: readonly TSESTree.MemberExpression[];
  bindings: Bindings;
  src: SourceText;
  removal: string;
}

/**
 * The reads of each projection's key on objects it made: the object itself, the list a helper
 * maps records into (`apps.map(toCard)`), the elements of that list, a store given them, followed as
 * the applications themselves are (matchers/applications), with these objects as the only source.
 */
export function projectedReadFindings(projections: readonly Projection[], ctx: ProjectedReadContext): Finding[] {
  if (!projections.length) return [];
  const keys = new Map<string, Projection[]>();
  for (const p of projections) keys.set(p.key, [...(keys.get(p.key) ?? []), p]);
  const made = new ApplicationTracker(ctx.nodes, ctx.bindings, new Set(projections.map((p) => p.object)));
  const findings: Finding[] = [];
  for (const member of ctx.members) {
    const key = memberName(member);
    const from = key !== undefined && !member.computed ? keys.get(key) : undefined;
    if (!from) continue;
    const { parent, child } = outerParent(member);
    const projection = from[0]!;
    // Where the copy's values matter: the state compared or looked up (`card.status === 'QUALIFIED'`,
    // `BADGES[card.status]`), the stage's members read (`card.stage.name`). Shown or handed on, it is the value.
    const used = projection.field === NAMES.legacyStage ? parent?.type === 'MemberExpression' && parent.object === child : stateValueMatters(member, ctx.bindings);
    if (!used || !made.isApplication(member.object)) continue;
    const data = { removal: ctx.removal, key: key!, field: projection.field, line: String(ctx.src.lineOf(projection.read.range[0])) };
    for (const place of [member.property, ...(projection.field === NAMES.legacyState ? legacyCases(member) : [])])
      findings.push({ rule: projection.field === NAMES.legacyStage ? 'no-current-stage' : 'no-legacy-state-field', range: place.range, messageId: 'carried', data, secondary: true });
  }
  return findings;
}

/**
 * Does a copied state's value matter where it is read: compared (`row.state === 'QUALIFIED'`, `switch
 * (row.state)`), looked up in a table or a set of values (`BADGES[row.state]`, `OPEN.includes(row.state)`),
 * or made a key (`counts[row.state] = …`, a count by the legacy values)?
 */
function stateValueMatters(member: TSESTree.MemberExpression, bindings: Bindings): boolean {
  const { parent, child } = outerParent(member);
  return (
    (parent?.type === 'BinaryExpression' && COMPARISON.has(parent.operator)) ||
    (parent?.type === 'SwitchStatement' && parent.discriminant === child) ||
    (parent?.type === 'MemberExpression' && parent.computed && parent.property === child) ||
    comparedSources(parent, child, bindings).length > 0
  );
}

/** `case 'SCREENING':` of `switch (row.state)`: the legacy values the copy is switched on. */
function legacyCases(member: TSESTree.MemberExpression): Node[] {
  const { parent, child } = outerParent(member);
  if (parent?.type !== 'SwitchStatement' || parent.discriminant !== child) return [];
  return parent.cases.flatMap((c) => (c.test && isLegacyState(staticStringValue(c.test) ?? '') ? [c.test] : []));
}

/**
 * `row.state === 'QUALIFIED'`, `switch (row.state)`, `BADGES[row.state]` of a row or model the team made
 * from a record (`row: ApplicationRow` of a module that says so, see ModuleSummary.models): the copy
 * keeps the legacy values it was made with, so where its value matters is a place of the same problem,
 * shown as a projection's reads are (no edit of its own: the copy is migrated where it is made).
 */
export function ownCopyReadFindings(members: readonly TSESTree.MemberExpression[], tracker: ApplicationTracker, bindings: Bindings, removal: string): Finding[] {
  const findings: Finding[] = [];
  for (const member of members) {
    if (member.computed || memberName(member) !== NAMES.legacyState || !stateValueMatters(member, bindings) || !tracker.holdsOwnCopy(member.object)) continue;
    for (const place of [member.property, ...legacyCases(member)]) findings.push({ rule: 'no-legacy-state-field', range: place.range, messageId: 'carriedCopy', data: { removal }, secondary: true });
  }
  return findings;
}
