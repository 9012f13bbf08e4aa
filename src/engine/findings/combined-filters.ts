/**
 * `state` sent beside `hiringState` or `stageType` in one request: the service rejects it. Where the
 * current filters say the same as the state value, the state goes; where the values are known only at
 * run time, the state value mapped by the table stands in for the filters it means; otherwise a
 * person decides which filter the request means.
 */
import { HELPERS } from '../../migration/codegen.js';
import { NAMES, describeEquivalent, equivalentOf } from '../../migration/index.js';
import type { Node } from '../../matchers/ast.js';
import { entryReportRange, type FilterEntry } from '../../matchers/filters.js';
import type { SourceText } from '../edits.js';
import { removeEntry, rewriteEntryDynamic } from '../entry-rewrites.js';
import type { Edit, Finding } from '../types.js';

export interface CombinedContext {
  src: SourceText;
  removal: string;
  add: (finding: Finding) => void;
}

export function combinedFinding(entry: FilterEntry, hirings: FilterEntry[], stages: FilterEntry[], clearStage: boolean, ctx: CombinedContext): void {
  const others = [...(hirings.length ? [NAMES.hiringState] : []), ...(stages.length ? [NAMES.stageType] : [])].join(' and ');
  const eq = entry.literal !== undefined ? equivalentOf(entry.literal) : undefined;
  const hiring = hirings.length === 1 ? hirings[0]!.literal : undefined;
  const stage = stages.length === 1 ? stages[0]!.literal : stages.length === 0 ? null : undefined;
  const same = eq !== undefined && hiring === eq.hiringState && (eq.stageType ?? null) === stage;
  const removal = removeEntry(entry, ctx.src);
  const range = entryReportRange(entry);
  if (same) {
    ctx.add({
      rule: 'no-state-with-hiring-state',
      range,
      messageId: 'sameMeaning',
      data: { removal: ctx.removal, others, value: entry.literal! },
      ...(removal ? { fix: removal } : { codemod: { todo: `drop the state filter; ${others} already say the same.` } }),
    });
    return;
  }
  const alternative = alternativeEdits(entry, [...hirings, ...stages], clearStage, ctx.src);
  if (alternative) {
    ctx.add({
      rule: 'no-state-with-hiring-state',
      range,
      messageId: 'alternative',
      data: { removal: ctx.removal, others },
      suggestions: [{ messageId: 'useMapping', data: { helper: HELPERS.filter }, edits: alternative }],
      codemod: { edits: alternative },
    });
    return;
  }
  ctx.add({
    rule: 'no-state-with-hiring-state',
    range,
    messageId: 'conflict',
    data: {
      removal: ctx.removal,
      others,
      value: entry.literal ?? '…',
      replacement: eq ? describeEquivalent(eq) : 'a value known only at run time',
    },
    ...(removal ? { suggestions: [{ messageId: 'dropState', edits: removal }] } : {}),
    codemod: { todo: `state cannot be combined with ${others}; keep one filter that says what this request means.` },
  });
}

/**
 * `{ state: f.state, hiringState: f.hiringState, stageType: f.stageType }`: values known at run time
 * only. The service never took `state` beside the others, so each request that worked sent one of
 * them: the state value, mapped by the table, goes last and stands in for the current filters it
 * means (`{ hiringState: …, stageType: …, ...toHiringStateFilter(f.state) }`). Written elsewhere
 * than before them in one object literal, it is rewritten where it stands.
 */
function alternativeEdits(entry: FilterEntry, others: readonly FilterEntry[], clearStage: boolean, src: SourceText): Edit[] | undefined {
  if (entry.literal !== undefined) return undefined;
  // `params.state = s` before `if (h) params.hiringState = h`: where it stands, as when it is alone.
  if (entry.kind !== 'property') return rewriteEntryDynamic(entry, src, { clearStage: clearStage || others.some((e) => e.name === NAMES.stageType) });
  const object = entry.node.parent;
  const prop = entry.node;
  const later = others.some((e) => e.kind === 'property' && e.node.parent === object && e.node.range[0] > prop.range[0]);
  if (object?.type !== 'ObjectExpression' || !later) return rewriteEntryDynamic(entry, src);
  const last = object.properties.at(-1)!;
  if (src.hasComment(prop.range) || prop.value.type === 'AssignmentPattern') return undefined;
  const removal = removeEntry(entry, src);
  if (!removal) return undefined;
  const sep = src.startsLine(last.range[0]) ? `,${src.eol}${src.indentAt(last.range[0])}` : ', ';
  const helper = src.helperEdit(HELPERS.filter);
  return [...removal, { range: [last.range[1], last.range[1]], text: `${sep}...${HELPERS.filter}(${src.slice(prop.value.range)})` }, ...(helper ? [helper] : [])];
}

/**
 * Can two filter entries be sent by one request? Not when they are members of two object literals
 * (two rows of a preset table: `{ review: { state: 'SCREENING' }, interviews: { hiringState: … } }`)
 * or written into two different objects.
 */
export function together(a: FilterEntry, b: FilterEntry, src: SourceText): boolean {
  const row = (e: FilterEntry): Node | undefined => (e.kind === 'property' && isLiteralOf(e.node.parent) ? e.node.parent : undefined);
  if (row(a) || row(b)) return a.kind === 'property' && b.kind === 'property' && a.node.parent === b.node.parent;
  // `out[name] = v` sets one name each time it runs.
  if (a.kind === 'computed' && b.kind === 'computed' && a.node === b.node) return false;
  // `if (f.state) … else if (f.hiringState) …`: one branch runs.
  if (exclusive(a.node, b.node)) return false;
  const target = (e: FilterEntry): string | undefined => {
    if (e.kind === 'computed' && e.node.type === 'CallExpression') return e.node.callee.type === 'MemberExpression' ? src.slice(e.node.callee.object.range) : undefined;
    return (e.kind === 'assignment' || e.kind === 'computed') && e.node.type === 'AssignmentExpression' && e.node.left.type === 'MemberExpression' ? src.slice(e.node.left.object.range) : undefined;
  };
  const [x, y] = [target(a), target(b)];
  return x === undefined || y === undefined || x === y;
}

/** Do two nodes stand in different branches of one `if`/`else` or conditional expression? */
function exclusive(a: Node, b: Node): boolean {
  const branches = (node: Node): Map<Node, Node> => {
    const out = new Map<Node, Node>();
    for (let child: Node = node, parent = node.parent; parent; child = parent, parent = parent.parent)
      if ((parent.type === 'IfStatement' || parent.type === 'ConditionalExpression') && child !== parent.test) out.set(parent, child);
    return out;
  };
  const ofB = branches(b);
  for (const [holder, branch] of branches(a)) {
    const other = ofB.get(holder);
    if (other && other !== branch) return true;
  }
  return false;
}

/** An object literal that is a value of another object literal (a row of a table). */
function isLiteralOf(node: Node | undefined): boolean {
  const parent = node?.parent;
  return node?.type === 'ObjectExpression' && parent?.type === 'Property' && parent.value === node && parent.parent?.type === 'ObjectExpression';
}
