/**
 * Tables of filter presets told by their own rows: a constant table where one row already filters
 * with the current names (`hiringState`, `stageType`, with values of the service's enums) and another
 * with `state` and a legacy value is a table of this service's filters whatever sends it (a lookup,
 * `_.get`, an import, a store):
 *
 *   const TAB_PRESETS = {
 *     screening: { state: 'SCREENING' },                  // ← a filter, like its sibling
 *     offers: { hiringState: 'OFFER' },
 *   };
 *   const LANES = { qualified: { label: 'Qualified', query: { state: 'QUALIFIED' } },
 *                   interviews: { label: 'Interviews', query: { hiringState: 'ACTIVE', stageType: 'INTERVIEW' } } };
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES, STAGED_LEGACY_STATES, isHiringState, isLegacyState, isStageType } from '../migration/index.js';
import { findProperty, isModuleExports, isStringLiteral, keyName, unwrap, type Node } from './ast.js';
import { constantString } from './filters.js';
import { unfrozen } from './ast.js';
import type { Bindings } from './scope.js';
import { objectOrigins } from './values.js';

const MAX_DEPTH = 3;

/**
 * The constant tables of the file: object and array literals held by a variable or exported
 * (`const PRESETS = […]`, `module.exports = {…}`, `exports.PRESETS = …`, `export default …`), frozen or not.
 */
export function* constantTables(nodes: readonly Node[]): Generator<TSESTree.ObjectExpression | TSESTree.ArrayExpression> {
  for (const node of nodes) {
    const init =
      node.type === 'VariableDeclarator' ? node.init
      : node.type === 'AssignmentExpression' && node.operator === '=' && isExportTarget(node.left) ? node.right
      : node.type === 'ExportDefaultDeclaration' ? node.declaration
      : undefined;
    if (!init) continue;
    const table = unfrozen(unwrap(init));
    if (table.type === 'ObjectExpression' || table.type === 'ArrayExpression') yield table;
  }
}

/** The rows at one place of each constant table of the file, where some row filters with the current names. */
function* presetRows(nodes: readonly Node[], bindings: Bindings): Generator<Row[]> {
  for (const table of constantTables(nodes)) {
    const byPath = new Map<string, Row[]>();
    for (const row of rowsOf(table)) collectObjects(row, [], byPath, 0);
    // The current filter may sit at another place of its row than the legacy one (`{ status: 'SCREENING' }`
    // beside `{ query: { hiringState: 'HIRED' } }`): the table is one of filters all the same.
    const isCurrent = (o: Row): boolean => o.type === 'ObjectExpression' && current(o, bindings);
    if (![...byPath.values()].some((rows) => rows.some(isCurrent))) continue;
    for (const rows of byPath.values()) if (rows.length >= 2) yield rows;
  }
}

/**
 * The legacy values of such a table kept under a name of the team's own (`{ legacyStatus: 'SCREENING' }`
 * beside `{ hiringState: 'ACTIVE', stageType: 'INTERVIEW' }`): where every row that has the name gives
 * it a legacy state, one of them a state only the removed filter knew (SCREENING, QUALIFIED), and no
 * such row filters with the current names, they are the removed filter's values whatever sends them.
 */
export function presetTableValues(nodes: readonly Node[], bindings: Bindings): Node[] {
  const out: Node[] = [];
  for (const rows of presetRows(nodes, bindings)) {
    const byName = new Map<string, TSESTree.Property[]>();
    for (const row of rows) {
      if (row.type !== 'ObjectExpression' || current(row, bindings)) continue;
      for (const prop of row.properties) {
        const name = prop.type === 'Property' ? keyName(prop.key, prop.computed) : undefined;
        if (prop.type === 'Property' && name && name !== NAMES.legacyState) byName.set(name, [...(byName.get(name) ?? []), prop]);
      }
    }
    for (const props of byName.values()) {
      const values = props.map((p) => constantString(p.value, bindings));
      if (values.every((v) => v !== undefined && isLegacyState(v)) && values.some((v) => (STAGED_LEGACY_STATES as readonly string[]).includes(v))) out.push(...props.map((p) => p.value));
    }
  }
  return out;
}

/** The object literals of the file's constant tables whose `state` is a filter by their siblings. */
export function presetTableFilters(nodes: readonly Node[], bindings: Bindings): (TSESTree.ObjectExpression | TSESTree.StringLiteral)[] {
  const out: (TSESTree.ObjectExpression | TSESTree.StringLiteral)[] = [];
  for (const rows of presetRows(nodes, bindings))
    for (const o of rows) if (o.type === 'ObjectExpression' ? legacy(o, bindings) : legacyQuery(o.value)) out.push(o);
  if (out.length === 0) return out;
  // A row whose `state` the file reads (`tab.state`) is a value handed on, mapped where it is sent;
  // rewriting the row would leave that read undefined.
  const read = new Set<Node | string>();
  for (const node of nodes)
    if (node.type === 'MemberExpression' && keyName(node.property, node.computed) === NAMES.legacyState) for (const origin of objectOrigins(node.object, bindings)) read.add(origin);
  return out.filter((o) => !read.has(o));
}

/** `module.exports`, `module.exports.x`, `exports.x`. */
function isExportTarget(node: Node): boolean {
  if (isModuleExports(node)) return true;
  if (node.type !== 'MemberExpression' || node.computed) return false;
  return (node.object.type === 'Identifier' && node.object.name === 'exports') || isModuleExports(node.object);
}

/** A table's rows: an array's elements, an object's values. */
export function rowsOf(table: TSESTree.ObjectExpression | TSESTree.ArrayExpression): Node[] {
  if (table.type === 'ArrayExpression') return table.elements.filter((e): e is TSESTree.Expression => !!e && e.type !== 'SpreadElement');
  return table.properties.flatMap((p) => (p.type === 'Property' ? [p.value] : []));
}

/** A row's filters: an object, or query text (`'state=REJECTED'`, the form links were written in). */
type Row = TSESTree.ObjectExpression | TSESTree.StringLiteral;

function collectObjects(value: Node, path: string[], byPath: Map<string, Row[]>, depth: number): void {
  const inner = unwrap(value);
  if (depth > MAX_DEPTH || (inner.type !== 'ObjectExpression' && !isStringLiteral(inner))) return;
  const key = path.join('.');
  byPath.set(key, [...(byPath.get(key) ?? []), inner]);
  if (inner.type !== 'ObjectExpression') return;
  for (const prop of inner.properties) {
    if (prop.type !== 'Property') continue;
    const name = keyName(prop.key, prop.computed);
    if (name !== undefined) collectObjects(prop.value, [...path, name], byPath, depth + 1);
  }
}

function valueOf(object: TSESTree.ObjectExpression, name: string, bindings: Bindings): string | undefined {
  const prop = findProperty(object, name);
  return prop ? constantString(prop.value, bindings) : undefined;
}

/** A row that filters with the current names and values. */
function current(object: TSESTree.ObjectExpression, bindings: Bindings): boolean {
  const hiring = valueOf(object, NAMES.hiringState, bindings);
  const stage = valueOf(object, NAMES.stageType, bindings);
  return (hiring !== undefined && isHiringState(hiring)) || (stage !== undefined && isStageType(stage));
}

/** Query text that sends the removed name with one of its values. */
function legacyQuery(text: string): boolean {
  const value = new URLSearchParams(text.replace(/^[^?]*\?/, '')).get(NAMES.legacyState);
  return value !== null && isLegacyState(value);
}

/** A row that filters with the removed name and one of its values. */
function legacy(object: TSESTree.ObjectExpression, bindings: Bindings): boolean {
  const state = valueOf(object, NAMES.legacyState, bindings);
  return state !== undefined && isLegacyState(state);
}
