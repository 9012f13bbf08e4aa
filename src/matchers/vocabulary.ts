/**
 * A file's own state vocabulary. Other domains have their own SCREENING and QUALIFIED (loan
 * applications, moderation reports, grant proposals, supplier qualification): a file that declares a
 * set of state values mixing the service's legacy values with values the service never had
 * (`'OPEN' | 'SCREENING' | 'ESCALATED'`, `{ Screening: 'SCREENING', Funded: 'FUNDED' }`, `cut ? 'QUALIFIED' : 'ELIMINATED'`,
 * a state machine's rows `{ SCREENING: { next: […] }, FUNDED: { … } }`) speaks of its
 * own states, and a `SCREENING` in it is no evidence of this service.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HIRING_STATES, LEGACY_STATES, NAMES, STAGED_LEGACY_STATES, STAGE_TYPES, isLegacyState } from '../migration/index.js';
import { enumMembers, keyName, programNodes, rootOf, staticStringValue, stringElements, unwrap, type Node } from './ast.js';
import { stringLiteralUnion } from './jsdoc.js';

/** A state-like word (`SCREENING`, `screening`, `on_hold`), not a label with spaces or an empty string. */
const STATE_WORD = /^[A-Za-z][A-Za-z_]+$/;

/** Does the file declare a set of state-like values that mixes legacy values with others? */
export function hasOwnStateVocabulary(nodes: readonly Node[]): boolean {
  for (const node of nodes) {
    const values = setValues(node);
    if (values && mixes(values)) return true;
    // `@typedef {'QUEUED' | 'RUNNING' | 'SCREENING' | 'PASSED'} PipelineState` in a JSDoc comment.
    if (node.type === 'Program' && node.comments?.some((c) => c.type === 'Block' && jsDocUnions(c.value).some(mixes))) return true;
  }
  return false;
}

/** The string literal unions of a JSDoc comment's types (`{'A' | 'B'}`). */
function jsDocUnions(comment: string): string[][] {
  return [...comment.matchAll(/\{([^{}]*)\}/g)].flatMap(([, type]) => {
    const values = stringLiteralUnion(type!);
    return values && values.length >= 2 ? [values] : [];
  });
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
      if (named.length >= 2) return pairs.map(([, value]) => value);
      // A state machine's table, one row per state (`{ SCREENING: { next: ['QUALIFIED'] }, FUNDED: { next: [] } }`),
      // or a table of labels keyed by the states (`{ SCREENING: 'Automated screening', MANUAL_REVIEW: 'Needs review' }`): its keys.
      const rows =
        node.properties.every((p) => p.type === 'Property' && !p.computed && unwrap(p.value).type === 'ObjectExpression') ||
        (node.properties.length > 0 && node.properties.every((p) => p.type === 'Property' && !p.computed && staticStringValue(unwrap(p.value)) !== undefined));
      const keys = rows ? node.properties.map((p) => (p.type === 'Property' ? keyName(p.key, false) : undefined)) : [];
      return keys.length >= 3 && keys.every((k): k is string => k !== undefined && STATE_WORD.test(k) && k === k.toUpperCase()) ? keys : undefined;
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
      return stringElements(node);
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
 * (`{ SCREENING: 'SCREENING', … }`) or a list whose values are all legacy states, or a table whose keys
 * are (`{ SCREENING: 'To screen', … }`), both removed ones among them. Each value's (or key's) node and
 * what it spells, to be shown where it is written.
 */
export function legacyVocabularyValues(node: Node, resolve?: StringResolver): { node: TSESTree.Node; value: string }[] | undefined {
  return legacySet(setValueNodes(node, resolve)?.map((n) => ({ node: n, value: staticStringValue(n) ?? resolve?.(n) }))) ?? legacySet(setKeyNodes(node, resolve));
}

/**
 * What a constant spells (`ApplicationState.Screening` of an enum, here or imported): with it, a list
 * (`[ApplicationState.Screening, ApplicationState.Qualified]`) or a table keyed by such members
 * (`{ [ApplicationState.Screening]: 'Screening', … }`) is the vocabulary it spells.
 */
export type StringResolver = (node: Node) => string | undefined;

function legacySet(written: { node: TSESTree.Node; value: string | undefined }[] | undefined): { node: TSESTree.Node; value: string }[] | undefined {
  if (!written || written.length < 2) return undefined;
  const values = written.map((w) => w.value);
  if (!values.every(isLegacyState) || !STAGED_LEGACY_STATES.every((v) => values.includes(v))) return undefined;
  return written as { node: TSESTree.Node; value: string }[];
}

/**
 * The keys of a table keyed by the states (`{ SCREENING: 'To screen', QUALIFIED: 'Shortlisted', … }`,
 * looked up with a record's state): every property named, none computed or spread. Not a table that
 * translates them into the current interface (`SCREENING: { hiringState: 'ACTIVE', … }`): that one is
 * the migration, written already.
 */
function setKeyNodes(node: Node, resolve?: StringResolver): { node: TSESTree.Node; value: string | undefined }[] | undefined {
  if (node.type !== 'ObjectExpression' || node.properties.length < 2) return undefined;
  const keys: { node: TSESTree.Node; value: string | undefined }[] = [];
  for (const p of node.properties) {
    if (p.type !== 'Property' || (p.computed && !resolve) || p.kind !== 'init' || p.method || speaksCurrent(p.value)) return undefined;
    keys.push({ node: p.key, value: p.computed ? resolve!(p.key) : keyName(p.key, false) });
  }
  return keys;
}

/** The current interface's names and values no legacy state shares: `hiringState`, `ACTIVE`, `INTERVIEW`. */
const CURRENT_WORDS: ReadonlySet<string> = new Set([NAMES.hiringState, NAMES.stageType, NAMES.pipelineStage, ...[...HIRING_STATES, ...STAGE_TYPES].filter((v) => !isLegacyState(v))]);

/** Does a table's row speak the current interface (a key, a value, a name it reads)? */
export function speaksCurrent(node: Node, depth = 0): boolean {
  if (depth > 4) return false;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && CURRENT_WORDS.has(node.value);
    case 'Identifier':
      return CURRENT_WORDS.has(node.name);
    case 'ObjectExpression':
      return node.properties.some((p) => p.type === 'Property' && ((!p.computed && CURRENT_WORDS.has(keyName(p.key, false) ?? '')) || speaksCurrent(p.value, depth + 1)));
    case 'ArrayExpression':
      return node.elements.some((e) => e !== null && speaksCurrent(e, depth + 1));
    case 'MemberExpression':
      return speaksCurrent(node.property, depth + 1) || speaksCurrent(node.object, depth + 1);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return speaksCurrent(node.expression, depth + 1);
    default:
      return false;
  }
}

/** The value nodes of a set declared as an enum, an enum-like object or a list of strings (see setValues). */
function setValueNodes(node: Node, resolve?: StringResolver): TSESTree.Node[] | undefined {
  switch (node.type) {
    case 'TSEnumDeclaration':
      return enumMembers(node).flatMap((m) => (m.initializer ? [m.initializer] : []));
    case 'ObjectExpression':
      if (!setValues(node)) return undefined;
      return node.properties.flatMap((p) => (p.type === 'Property' && staticStringValue(unwrap(p.value)) !== undefined ? [unwrap(p.value)] : []));
    case 'ArrayExpression':
      return node.elements.every((e) => e && e.type !== 'SpreadElement' && (staticStringValue(e) ?? resolve?.(e)) !== undefined) ? (node.elements as TSESTree.Node[]) : undefined;
    default:
      return undefined;
  }
}
