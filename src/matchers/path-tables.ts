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
import { APPLICATION_FIELDS, NAMES, declaresApplication } from '../migration/index.js';
import { isFunction, isStringLiteral, keyName, unwrap, type Node } from './ast.js';
import { pathHeads } from './paths.js';
import { constantTables, rowsOf } from './preset-tables.js';

export interface PathTable {
  /** The key whose values are paths (`path`, `field`, `key`); undefined for a map of paths (every value is one). */
  key: string | undefined;
  rows: TSESTree.ObjectExpression[];
}

const CURRENT = new Set<string>(APPLICATION_FIELDS.current);
/** A field path as tables write it: `state`, `currentStage.name`, `candidate.email`. */
const FIELD_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/**
 * The file's tables of application field paths: rows with a path under one key, or a map of columns
 * to paths (`{ Status: 'state', Stage: 'currentStage.name' }`). A table is an application's where one
 * path names a current field, or where its paths together declare an application by the one rule
 * (declaresApplication: `state` beside a `currentStage` with the service's stage fields, in code that
 * names the service).
 */
export function applicationPathTables(nodes: readonly Node[], namesService?: boolean): PathTable[] {
  const out: PathTable[] = [];
  for (const table of constantTables(nodes)) {
    // `{ 'Application ID': 'id', Status: 'state', Stage: 'currentStage.name' }`: a map whose values are all paths.
    if (table.type === 'ObjectExpression' && table.properties.length >= 3) {
      const values = table.properties.map((p) => (p.type === 'Property' ? unwrap(p.value) : undefined));
      const paths = values.flatMap((v) => (v && isStringLiteral(v) && FIELD_PATH.test(v.value) ? [v.value] : []));
      if (paths.length === values.length && declaresByPaths(paths, namesService)) {
        out.push({ key: undefined, rows: [table] });
        continue;
      }
    }
    const rows = rowsOf(table)
      .map((row) => unwrap(row))
      .filter((row): row is TSESTree.ObjectExpression => row.type === 'ObjectExpression');
    if (rows.length < 2) continue;
    // A key every row that has it gives a string, and some row a path into a current application field.
    const keys = new Map<string, { strings: boolean; current: boolean; paths: string[] }>();
    for (const row of rows)
      for (const prop of row.properties) {
        const name = prop.type === 'Property' ? keyName(prop.key, prop.computed) : undefined;
        if (prop.type !== 'Property' || name === undefined) continue;
        const seen = keys.get(name) ?? { strings: true, current: false, paths: [] };
        const value = unwrap(prop.value);
        if (!isStringLiteral(value)) seen.strings = false;
        else {
          seen.paths.push(value.value);
          if (pathHeads(value).some((h) => CURRENT.has(h.head))) seen.current = true;
        }
        keys.set(name, seen);
      }
    for (const [key, seen] of keys) if (seen.strings && (seen.current || (seen.paths.every((p) => FIELD_PATH.test(p)) && declaresByPaths(seen.paths, namesService)))) out.push({ key, rows });
  }
  return out;
}

/** Do field paths, read as the members they name, declare an application (see declaresApplication)? */
function declaresByPaths(paths: readonly string[], namesService: boolean | undefined): boolean {
  const heads = new Set(paths.map((p) => p.split('.')[0]!));
  if (!heads.has(NAMES.legacyState) || !heads.has(NAMES.legacyStage)) return false;
  const stageFields = paths.flatMap((p) => (p.startsWith(`${NAMES.legacyStage}.`) ? [p.split('.')[1]!] : []));
  return declaresApplication({ has: (name) => heads.has(name), stateLiterals: [], stageIsObject: stageFields.length > 0, stageFields, namesService });
}

/** The path literals of a table's rows under its key. */
export function tablePaths(table: PathTable): { row: TSESTree.ObjectExpression; prop: TSESTree.Property; value: TSESTree.StringLiteral }[] {
  const out: { row: TSESTree.ObjectExpression; prop: TSESTree.Property; value: TSESTree.StringLiteral }[] = [];
  for (const row of table.rows)
    for (const prop of row.properties) {
      if (prop.type !== 'Property' || (table.key !== undefined && keyName(prop.key, prop.computed) !== table.key)) continue;
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
