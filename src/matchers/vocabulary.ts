/**
 * A file's own state vocabulary. Other domains have their own SCREENING and QUALIFIED (loan
 * applications, moderation reports, grant proposals, supplier qualification): a file that declares a
 * set of state values mixing the service's legacy values with values the service never had
 * (`'OPEN' | 'SCREENING' | 'ESCALATED'`, `{ Screening: 'SCREENING', Funded: 'FUNDED' }`, `cut ? 'QUALIFIED' : 'ELIMINATED'`) speaks of its
 * own states, and a `SCREENING` in it is no evidence of this service.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HIRING_STATES, LEGACY_STATES, STAGED_LEGACY_STATES, STAGE_TYPES, isLegacyState } from '../migration/index.js';
import { enumMembers, programNodes, rootOf, staticStringValue, unwrap, type Node } from './ast.js';

/** A state-like word (`SCREENING`, `screening`, `on_hold`), not a label with spaces or an empty string. */
const STATE_WORD = /^[A-Za-z][A-Za-z_]+$/;

/** Does the file declare a set of state-like values that mixes legacy values with others? */
export function hasOwnStateVocabulary(nodes: readonly Node[]): boolean {
  for (const node of nodes) {
    const values = setValues(node);
    if (values && mixes(values)) return true;
  }
  return false;
}

/**
 * Legacy values beside others written the same way: `'SCREENING' | 'FUNDED'`, or `'screening' | 'new'`
 * (the service's are upper case; a lower-case `screening` is another API's). A tone or a label beside
 * them (`['SCREENING', 'neutral']`) is not a state.
 */
function mixes(values: readonly string[]): boolean {
  const words = values.filter((v) => STATE_WORD.test(v));
  const upper = words.filter((v) => v === v.toUpperCase());
  const lower = words.filter((v) => v === v.toLowerCase());
  return (upper.some(isLegacyState) && upper.some((v) => !SERVICE_VALUES.has(v))) || (lower.some((v) => isLegacyState(v.toUpperCase())) && lower.some((v) => !SERVICE_VALUES.has(v.toUpperCase())));
}

/**
 * Values that belong to the service or to any team's filter UI: the legacy and current states, the
 * stage types, and the usual sentinels (`ALL`, `UNKNOWN`). A set of these is the service's.
 */
const SERVICE_VALUES = new Set<string>([...LEGACY_STATES, ...HIRING_STATES, ...STAGE_TYPES, 'ALL', 'ANY', 'NONE', 'UNKNOWN', 'OTHER', 'DEFAULT', 'EMPTY']);

/** The string values of a literal union type, an enum, a constant object of strings, an array of strings or a choice of two. */
function setValues(node: Node): string[] | undefined {
  switch (node.type) {
    case 'TSUnionType':
      return node.types.flatMap((t) => (t.type === 'TSLiteralType' && t.literal.type === 'Literal' && typeof t.literal.value === 'string' ? [t.literal.value] : []));
    case 'TSEnumDeclaration':
      return enumMembers(node).flatMap((m) => (m.initializer && staticStringValue(m.initializer) !== undefined ? [staticStringValue(m.initializer)!] : []));
    case 'ObjectExpression': {
      // An enum-like table (`{ Screening: 'SCREENING', Funded: 'FUNDED' }`), not a row (`{ slug: 'shortlist', state: 'QUALIFIED' }`).
      const pairs = node.properties.flatMap((p) => {
        const value = p.type === 'Property' ? staticStringValue(unwrap(p.value)) : undefined;
        const key = p.type === 'Property' && !p.computed ? (p.key.type === 'Identifier' ? p.key.name : staticStringValue(p.key)) : undefined;
        return value !== undefined && key !== undefined ? [[key, value] as const] : [];
      });
      const named = pairs.filter(([key, value]) => key.replace(/_/g, '').toUpperCase() === value.replace(/_/g, '').toUpperCase());
      return named.length >= 2 ? pairs.map(([, value]) => value) : undefined;
    }
    case 'ConditionalExpression': {
      // One of two states chosen (`state: i < cut ? 'QUALIFIED' : 'ELIMINATED'`).
      const a = staticStringValue(unwrap(node.consequent));
      const b = staticStringValue(unwrap(node.alternate));
      return a !== undefined && b !== undefined ? [a, b] : undefined;
    }
    case 'ArrayExpression':
      // A list of states, not a `[key, label]` pair.
      if (node.elements.length < 3) return undefined;
      return node.elements.flatMap((e) => (e && e.type !== 'SpreadElement' && staticStringValue(e) !== undefined ? [staticStringValue(e)!] : []));
    default:
      return undefined;
  }
}

const byProgram = new WeakMap<Node, boolean>();

/** The same, asked of the file a node is in (walked once a file). */
export function inOwnStateVocabularyFile(node: Node): boolean {
  const program = rootOf(node);
  if (program.type !== 'Program') return false;
  let known = byProgram.get(program);
  if (known === undefined) {
    byProgram.set(program, (known = hasOwnStateVocabulary(programNodes(program))));
  }
  return known;
}

/**
 * The service's own legacy vocabulary declared as a set: an enum, an enum-like object
 * (`{ SCREENING: 'SCREENING', … }`) or a list whose values are all legacy states, both removed ones
 * among them. Each value's node, to be shown where it is written.
 */
export function legacyVocabularyValues(node: Node): TSESTree.Node[] | undefined {
  const written = setValueNodes(node);
  if (!written || written.length < 2) return undefined;
  const values = written.map((n) => staticStringValue(n));
  if (!values.every(isLegacyState) || !STAGED_LEGACY_STATES.every((v) => values.includes(v))) return undefined;
  return written;
}

/** The value nodes of a set declared as an enum, an enum-like object or a list of strings (see setValues). */
function setValueNodes(node: Node): TSESTree.Node[] | undefined {
  switch (node.type) {
    case 'TSEnumDeclaration':
      return enumMembers(node).flatMap((m) => (m.initializer ? [m.initializer] : []));
    case 'ObjectExpression':
      if (!setValues(node)) return undefined;
      return node.properties.flatMap((p) => (p.type === 'Property' && staticStringValue(unwrap(p.value)) !== undefined ? [unwrap(p.value)] : []));
    case 'ArrayExpression':
      return node.elements.every((e) => e && e.type !== 'SpreadElement' && staticStringValue(e) !== undefined) ? (node.elements as TSESTree.Node[]) : undefined;
    default:
      return undefined;
  }
}
