/**
 * Tables of field paths told by their own rows: a constant table whose rows name a record's field by
 * a path under one key, one of them a field only this service's applications have, is a table of
 * application columns, whatever reads it (a `_.get(record, col.path)` here, in another module, in a
 * component). Its other paths are applications' paths, and the functions of its rows receive applications:
 *
 *   const COLUMNS = [
 *     { header: 'Status', path: 'state' },                          // ← an application's state
 *     { header: 'Stage', path: 'currentStage.name' },               // ← its currentStage
 *     { header: 'Stage #', value: (a) => a.currentStage.order },    // ← `a` is an application
 *     { header: 'Stage type', path: 'pipelineStage.type' },         // the sibling that says so
 *   ];
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { APPLICATION_FIELDS } from '../migration/index.js';
import { isFunction, isStringLiteral, keyName, unwrap, type Node } from './ast.js';
import { pathHeads } from './paths.js';
import { constantTables, rowsOf } from './preset-tables.js';

export interface PathTable {
  /** The key whose values are paths (`path`, `field`, `key`). */
  key: string;
  rows: TSESTree.ObjectExpression[];
}

const CURRENT = new Set<string>(APPLICATION_FIELDS.current);

/** The file's tables of application field paths. */
export function applicationPathTables(nodes: readonly Node[]): PathTable[] {
  const out: PathTable[] = [];
  for (const table of constantTables(nodes)) {
    const rows = rowsOf(table)
      .map((row) => unwrap(row))
      .filter((row): row is TSESTree.ObjectExpression => row.type === 'ObjectExpression');
    if (rows.length < 2) continue;
    // A key every row that has it gives a string, and some row a path into a current application field.
    const keys = new Map<string, { strings: boolean; current: boolean }>();
    for (const row of rows)
      for (const prop of row.properties) {
        const name = prop.type === 'Property' ? keyName(prop.key, prop.computed) : undefined;
        if (prop.type !== 'Property' || name === undefined) continue;
        const seen = keys.get(name) ?? { strings: true, current: false };
        const value = unwrap(prop.value);
        if (!isStringLiteral(value)) seen.strings = false;
        else if (pathHeads(value).some((h) => CURRENT.has(h.head))) seen.current = true;
        keys.set(name, seen);
      }
    for (const [key, seen] of keys) if (seen.strings && seen.current) out.push({ key, rows });
  }
  return out;
}

/** The path literals of a table's rows under its key. */
export function tablePaths(table: PathTable): { row: TSESTree.ObjectExpression; prop: TSESTree.Property; value: TSESTree.StringLiteral }[] {
  const out: { row: TSESTree.ObjectExpression; prop: TSESTree.Property; value: TSESTree.StringLiteral }[] = [];
  for (const row of table.rows)
    for (const prop of row.properties) {
      if (prop.type !== 'Property' || keyName(prop.key, prop.computed) !== table.key) continue;
      const value = unwrap(prop.value);
      if (isStringLiteral(value)) out.push({ row, prop, value });
    }
  return out;
}

/** The functions of a table's rows (`value: (a) => …`): each receives the record its row is read from. */
export function rowFunctions(table: PathTable): TSESTree.FunctionLike[] {
  const out: TSESTree.FunctionLike[] = [];
  for (const row of table.rows)
    for (const prop of row.properties) {
      // `value: (a) => …`, `value(a) { … }`
      const value = prop.type === 'Property' ? unwrap(prop.value) : undefined;
      if (value && isFunction(value)) out.push(value);
    }
  return out;
}
