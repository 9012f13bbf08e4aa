/**
 * Text edits that keep a file's own style: its quotes, its line endings, its indentation, and
 * never a comment eaten. Every helper returns undefined where it cannot be sure.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { helperSource, hasHelper, type HelperName } from '../migration/codegen.js';
import type { Edit } from './types.js';

export class SourceText {
  readonly eol: string;
  readonly quote: string;
  readonly semi: boolean;
  constructor(
    readonly text: string,
    readonly typescript: boolean,
  ) {
    this.eol = text.includes('\r\n') ? '\r\n' : '\n';
    const single = (text.match(/'/g) ?? []).length;
    const double = (text.match(/"/g) ?? []).length;
    this.quote = double > single ? '"' : "'";
    this.semi = /;\s*(\r?\n|$)/.test(text);
  }

  slice(range: [number, number]): string {
    return this.text.slice(range[0], range[1]);
  }

  /** Does the range hold a comment (an edit over it would drop the comment)? */
  hasComment(range: [number, number]): boolean {
    return /\/\*|\/\//.test(this.slice(range).replace(/(['"`])(?:\\.|(?!\1)[^\\])*\1/g, ''));
  }

  /** Indentation of the line a position is on. */
  indentAt(pos: number): string {
    const lineStart = this.text.lastIndexOf('\n', pos - 1) + 1;
    return /^[ \t]*/.exec(this.text.slice(lineStart))![0];
  }

  lineStart(pos: number): number {
    return this.text.lastIndexOf('\n', pos - 1) + 1;
  }

  /** The 1-based line a position is on (for messages that name another line). */
  lineOf(pos: number): number {
    return this.text.slice(0, pos).split('\n').length;
  }

  /** Is the node the first thing on its line? */
  startsLine(pos: number): boolean {
    return this.text.slice(this.lineStart(pos), pos).trim() === '';
  }

  /** Quote character of a string literal node, or the file's usual one. */
  quoteOf(node: TSESTree.Node | undefined): string {
    if (node?.type === 'Literal' && typeof node.raw === 'string' && /^['"]/.test(node.raw)) return node.raw[0]!;
    if (node?.type === 'TemplateLiteral') return '`';
    return this.quote;
  }

  /**
   * An edit that appends a generated helper at the end of the file, unless it is there already.
   * Decided once per helper and file: every run-time value of a file asks, and searching the whole
   * text each time made a file's analysis quadratic in its size.
   */
  helperEdit(name: HelperName): Edit | undefined {
    if (this.helperEdits.has(name)) return this.helperEdits.get(name);
    let edit: Edit | undefined;
    if (!hasHelper(this.text, name)) {
      const source = helperSource(name, { typescript: this.typescript, quote: this.quote, eol: this.eol, semi: this.semi });
      const end = this.text.length;
      const trailing = this.text.endsWith('\n') ? '' : this.eol;
      edit = { range: [end, end], text: `${trailing}${this.eol}${source}${this.eol}` };
    }
    this.helperEdits.set(name, edit);
    return edit;
  }

  private readonly helperEdits = new Map<HelperName, Edit | undefined>();

  /**
   * A comment line `// TODO(hiring-migrate): …` above the statement that starts at `pos`,
   * unless the same comment is there already (a second run adds nothing).
   */
  todoEdit(pos: number, message: string): Edit | undefined {
    const start = this.lineStart(pos);
    const comment = `// ${TODO_TAG}: ${message}`;
    if (this.stackedTodos(start).includes(comment)) return undefined;
    return { range: [start, start], text: `${this.indentAt(pos)}${comment}${this.eol}` };
  }

  /** The TODO comment lines (`// …`, `<!-- … -->`) stacked right above the line that starts at `lineStart`, trimmed. */
  stackedTodos(lineStart: number): string[] {
    const lines: string[] = [];
    for (let lineEnd = lineStart - 1; lineEnd > 0; ) {
      const start = this.lineStart(lineEnd);
      const line = this.text.slice(start, lineEnd).replace(/\r$/, '').trim();
      if (!line.includes(`${TODO_TAG}:`)) break;
      lines.push(line);
      lineEnd = start - 1;
    }
    return lines;
  }
}

export const TODO_TAG = 'TODO(hiring-migrate)';

/** What a `TODO(hiring-migrate): …` comment asks, as a sentence; undefined for any other comment. */
export function todoText(comment: string): string | undefined {
  const at = comment.indexOf(`${TODO_TAG}:`);
  if (at < 0) return undefined;
  const todo = comment.slice(at + TODO_TAG.length + 1).trim();
  return /[.!?]$/.test(todo) ? todo : `${todo}.`;
}

/** Applies non-overlapping edits (identical duplicates are applied once); returns undefined on overlap. */
export function applyEdits(text: string, edits: readonly Edit[]): string | undefined {
  const unique = new Map<string, Edit>();
  for (const edit of edits) unique.set(`${edit.range[0]}:${edit.range[1]}:${edit.text}`, edit);
  const sorted = [...unique.values()].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  let out = '';
  let last = 0;
  for (const edit of sorted) {
    if (edit.range[0] < last) return undefined;
    out += text.slice(last, edit.range[0]) + edit.text;
    last = edit.range[1];
  }
  return out + text.slice(last);
}
