/**
 * Findings for tables of application field paths (see matchers/path-tables):
 *
 *   { header: 'Stage', path: 'currentStage.name' }  →  { header: 'Stage', path: 'pipelineStage.name' }   (same value)
 *   { header: 'Status', path: 'state' }             →  { header: 'Status', value: (application) => legacyStateOf(application) }
 *
 * `state` has no path any more: where a sibling row reads its value with a function under a key of
 * its own and no path (`{ header: 'Applied', value: (a) => formatDate(a.appliedAt) }`), whatever reads
 * the table takes that shape already, and the row becomes one of it. Elsewhere it is reported.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../../migration/codegen.js';
import { NAMES, describeTable } from '../../migration/index.js';
import { isFunction, isStringLiteral, keyName, memberName, staticStringValue, unwrap, type Node } from '../../matchers/ast.js';
import type { Bindings } from '../../matchers/scope.js';
import { followValue } from '../../matchers/values.js';
import { pathHeads } from '../../matchers/paths.js';
import { applicationPathTables, tablePaths, type PathTable } from '../../matchers/path-tables.js';
import { derivesLegacyState } from '../../matchers/applications.js';
import type { SourceText } from '../edits.js';
import { DERIVE_TODO, stageFinding } from '../paths.js';
import type { Edit, Finding } from '../types.js';

export interface PathTableContext {
  nodes: readonly Node[];
  bindings: Bindings;
  src: SourceText;
  removal: string;
  /** The file names the service, or other modules hand its functions applications. */
  namesService: boolean;
}

export function pathTableFindings(ctx: PathTableContext): Finding[] {
  const out: Finding[] = [];
  const tables = applicationPathTables(ctx.nodes, ctx.namesService);
  if (!tables.length) return out;
  const derived = derivedAtRead(ctx, tables);
  for (const table of tables)
    for (const { row, prop, value } of tablePaths(table))
      for (const head of pathHeads(value)) {
        if (head.head === NAMES.legacyStage) out.push(stageFinding(head, ctx));
        else if (head.head === NAMES.legacyState && !derived.has(value)) out.push(stateFinding(table, row, prop, head.whole, ctx));
      }
  return out;
}

/**
 * The `state` paths a read of the file derives already (`(col.path === 'state' ? legacyStateOf(app) :
 * _.get(app, col.path))`, as engine/paths migrates a read of a path known at run time): the row is
 * served where it is read.
 */
function derivedAtRead(ctx: PathTableContext, tables: readonly PathTable[]): Set<Node> {
  const out = new Set<Node>();
  for (const node of ctx.nodes) {
    if (node.type !== 'ConditionalExpression' || node.test.type !== 'BinaryExpression' || node.test.operator !== '===') continue;
    if (!derivesLegacyState(node.consequent) || staticStringValue(node.test.right) !== NAMES.legacyState) continue;
    let reached = false;
    followValue(node.test.left, ctx.bindings, { reach: (origin, rest) => !rest.length && isStringLiteral(origin) && ((reached = true), out.add(origin), true) });
    // `col.path === 'state' ? …` where the rows are handed in: every table of the file with that key.
    const left = node.test.left;
    const key = !reached && left.type === 'MemberExpression' && !left.computed ? memberName(left) : undefined;
    if (key !== undefined) for (const table of tables) if (table.key === key) for (const { value } of tablePaths(table)) out.add(value);
  }
  return out;
}

function stateFinding(table: PathTable, row: TSESTree.ObjectExpression, prop: TSESTree.Property, whole: boolean, ctx: PathTableContext): Finding {
  const base: Finding = { rule: 'no-legacy-state-field', range: unwrap(prop.value).range, messageId: 'read', data: { removal: ctx.removal, table: describeTable() } };
  const shape = whole && !ctx.src.hasComment(prop.range) ? readerShape(table, row) : undefined;
  if (!shape) return { ...base, codemod: { todo: `this column reads ${NAMES.legacyState}, which is gone: ${DERIVE_TODO}` } };
  const annotation = (shape.param.type === 'Identifier' || shape.param.type === 'ObjectPattern') && shape.param.typeAnnotation;
  const param = annotation ? `application${ctx.src.slice(annotation.range)}` : 'application';
  const edits: Edit[] = [{ range: prop.range, text: `${shape.key}: (${param}) => ${HELPERS.legacy}(application)` }];
  const helper = ctx.src.helperEdit(HELPERS.legacy);
  if (helper) edits.push(helper);
  return { ...base, suggestions: [{ messageId: 'deriveLegacy', data: { helper: HELPERS.legacy }, edits }], codemod: { edits } };
}

/**
 * The shape of a sibling row that reads its value with a function and has no path: its key and the
 * function's first parameter (whose type annotation, if any, the new function takes too). The row
 * rewritten must have no other key of that name.
 */
function readerShape(table: PathTable, row: TSESTree.ObjectExpression): { key: string; param: TSESTree.Parameter } | undefined {
  const names = (o: TSESTree.ObjectExpression): (string | undefined)[] => o.properties.map((p) => (p.type === 'Property' ? keyName(p.key, p.computed) : undefined));
  const found = new Map<string, TSESTree.Parameter>();
  for (const sibling of table.rows) {
    if (sibling === row || table.key === undefined || names(sibling).includes(table.key)) continue;
    for (const prop of sibling.properties) {
      const name = prop.type === 'Property' ? keyName(prop.key, prop.computed) : undefined;
      const fn = prop.type === 'Property' ? unwrap(prop.value) : undefined;
      if (name && fn && isFunction(fn) && fn.params[0] && !names(row).includes(name)) found.set(name, fn.params[0]);
    }
  }
  // One such key only: two (`value`, `format`) leave which one the reader calls to a person.
  if (found.size !== 1) return undefined;
  const [key, param] = [...found][0]!;
  return { key, param };
}
