/**
 * The edits the migration's rewrites are made of, as text edits on the original source: a key
 * renamed, a list element, a query pair or a statement dropped, a condition written out. Each
 * returns undefined where it cannot keep the code's behaviour and formatting, and the caller falls
 * back to a suggestion or a TODO. (The rewrites of query parameters are in entry-rewrites.ts.)
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES, type Equivalent } from '../migration/index.js';
import type { Node } from '../matchers/ast.js';
import type { QueryPair } from '../matchers/url.js';
import type { SourceText } from './edits.js';
import type { Edit } from './types.js';

/** `state` key → `hiringState`, keeping `'state'` / `["state"]` quoting. */
export function renameKey(key: Node, name: string, src: SourceText): Edit {
  if (key.type === 'Literal') return { range: key.range, text: `${src.quoteOf(key)}${name}${src.quoteOf(key)}` };
  if (key.type === 'TemplateLiteral') return { range: key.range, text: `\`${name}\`` };
  // `app[AppField.Stage]`: a computed key spelled by a constant becomes the new name's literal.
  const parent = key.parent;
  const computed = (parent?.type === 'MemberExpression' && parent.computed && parent.property === key) || (parent?.type === 'Property' && parent.computed && parent.key === key);
  if (computed) return { range: key.range, text: `${src.quoteOf(undefined)}${name}${src.quoteOf(undefined)}` };
  return { range: key.range, text: name };
}

/** A property's key renamed; a shorthand `{ currentStage }` keeps its local name: `{ pipelineStage: currentStage }`. */
export function renamePropertyKey(prop: TSESTree.Property, name: string, src: SourceText): Edit {
  return prop.shorthand ? { range: [prop.key.range[0], prop.key.range[0]], text: `${name}: ` } : renameKey(prop.key, name, src);
}

/**
 * Drops one `key=value` pair from URL or form text with its separator, leaving a well-formed query:
 * `?page=1&x=2` → `?x=2`, `?x=2&page=1` → `?x=2`, `/scorecards?page=1` → `/scorecards`. A value that
 * is a whole template hole goes with its `${…}`: `?limit=${n}` → ``. Undefined where the pair does not
 * stand verbatim in the source, or where what follows could not take the separator's place.
 */
export function removeQueryPair(pair: QueryPair, src: SourceText): Edit[] | undefined {
  let start: number;
  let end: number;
  if (pair.range) [start, end] = pair.range;
  else if (pair.keyRange && pair.valueHole?.parent?.type === 'TemplateLiteral') {
    // `limit=` must run straight into `${`, and the hole must close right after its expression.
    const open = /^\$\{\s*/.exec(src.text.slice(pair.keyRange[1]));
    const close = /^\s*\}/.exec(src.text.slice(pair.valueHole.range[1]));
    if (!open || !close || pair.keyRange[1] + open[0].length !== pair.valueHole.range[0]) return undefined;
    start = pair.keyRange[0];
    end = pair.valueHole.range[1] + close[0].length;
  } else return undefined;
  const quotes = new Set(["'", '"', '`']);
  const before = src.text[start - 1] ?? '';
  const after = src.text[end] ?? '';
  let range: [number, number];
  if (after === '&') range = [start, end + 1];
  else if (after !== '#' && !quotes.has(after)) return undefined;
  else if (before === '&' || before === '?') range = [start - 1, end];
  else if (quotes.has(before)) range = [start, end];
  else return undefined;
  if (src.hasComment(range)) return undefined;
  return [{ range, text: '' }];
}

export function removeListElement(node: Node, list: readonly Node[], src: SourceText): Edit[] | undefined {
  const index = list.indexOf(node);
  if (index < 0) return undefined;
  // An element on lines of its own goes with its lines, a comment after it on its last line included
  // (`state: filters.state, // the legacy filter`): the comment spoke of it.
  const line = lineOfItsOwn(node, src);
  if (line) return [{ range: line, text: '' }];
  const next = list[index + 1];
  const previous = list[index - 1];
  let range: [number, number];
  if (next) range = [node.range[0], next.range[0]];
  else if (previous) range = [previous.range[1], node.range[1]];
  else {
    range = [node.range[0], node.range[1]];
    const rest = src.text.slice(node.range[1]);
    const comma = /^\s*,/.exec(rest);
    if (comma) range = [node.range[0], node.range[1] + comma[0].length];
    // The only element, inline: `{ page: 1 }` → `{}`, not `{  }`.
    const before = /[{[(][ \t]*$/.exec(src.text.slice(Math.max(0, range[0] - 80), range[0]));
    const after = /^[ \t]*[}\])]/.exec(src.text.slice(range[1]));
    if (before && after) range = [range[0] - before[0].length + 1, range[1] + after[0].length - 1];
  }
  if (src.hasComment(range)) return undefined;
  return [{ range, text: '' }];
}

/**
 * The lines a list element or type member stands on alone, with its separator, a comment after it
 * on its last line and the comment lines right above it (`/** Not on every record. *\/`): all of
 * them spoke of it. Undefined where it shares a line.
 */
export function lineOfItsOwn(node: Node, src: SourceText): [number, number] | undefined {
  if (!src.startsLine(node.range[0]) || src.hasComment(node.range)) return undefined;
  const rest = /^[ \t]*[,;]?[ \t]*(?:\/\/[^\r\n]*|\/\*(?:(?!\*\/)[^\r\n])*\*\/)?[ \t]*\r?\n/.exec(src.text.slice(node.range[1]));
  if (!rest) return undefined;
  let start = src.lineStart(node.range[0]);
  for (;;) {
    const above = /(?:^|\n)([ \t]*(?:\/\/[^\r\n]*|\/\*(?:(?!\*\/)[\s\S])*\*\/)[ \t]*\r?\n)$/.exec(src.text.slice(0, start));
    if (!above) break;
    start -= above[1]!.length;
  }
  return [start, node.range[1] + rest[0].length];
}

export function removeStatement(statement: Node, src: SourceText): Edit[] | undefined {
  if (src.hasComment(statement.range)) return undefined;
  const lineStart = src.lineStart(statement.range[0]);
  const restOfLine = /^[ \t]*(\r?\n|$)/.exec(src.text.slice(statement.range[1]));
  if (src.startsLine(statement.range[0]) && restOfLine)
    return [{ range: [lineStart, statement.range[1] + restOfLine[0].length], text: '' }];
  return [{ range: statement.range, text: '' }];
}

/** A condition on the current fields that means `<object>.state === '<legacy>'`. */
export function conditionText(
  objectText: string,
  optional: boolean,
  eq: Equivalent,
  negated: boolean,
  loose: boolean,
  quote: string,
): { text: string; joiner: '&&' | '||' | undefined } {
  const dot = optional ? '?.' : '.';
  const op = `${negated ? '!' : '='}${loose ? '=' : '=='}`;
  const parts = [`${objectText}${dot}${NAMES.hiringState} ${op} ${quote}${eq.hiringState}${quote}`];
  if (eq.stageType)
    parts.push(`${objectText}${dot}${NAMES.pipelineStage}?.${NAMES.pipelineStageType} ${op} ${quote}${eq.stageType}${quote}`);
  if (parts.length === 1) return { text: parts[0]!, joiner: undefined };
  const joiner = negated ? '||' : '&&';
  return { text: parts.join(` ${joiner} `), joiner };
}

/** Would `text` (a chain joined by `joiner`) need parentheses in place of `node`? */
export function needsParens(node: Node, joiner: '&&' | '||' | undefined): boolean {
  if (!joiner) return false;
  const parent = node.parent;
  if (!parent) return false;
  switch (parent.type) {
    case 'ExpressionStatement':
    case 'IfStatement':
    case 'WhileStatement':
    case 'DoWhileStatement':
    case 'ForStatement':
    case 'VariableDeclarator':
    case 'ReturnStatement':
    case 'JSXExpressionContainer':
    case 'ArrayExpression':
    case 'SequenceExpression':
      return false;
    case 'ConditionalExpression':
      return parent.test !== node;
    case 'ArrowFunctionExpression':
      return parent.body !== node;
    case 'CallExpression':
    case 'NewExpression':
      return !parent.arguments.includes(node as TSESTree.CallExpressionArgument);
    case 'Property':
      return parent.value !== node;
    case 'AssignmentExpression':
      return parent.right !== node;
    case 'LogicalExpression':
      if (parent.operator === '??') return true;
      return joiner === '||' && parent.operator === '&&';
    default:
      return true;
  }
}
