/** Editing the members of a declared type in the file's own style: its quotes, separators and lines. */
import type { TypeMember } from '../matchers/applications.js';
import type { Node } from '../matchers/ast.js';
import type { SourceText } from './edits.js';
import { lineOfItsOwn } from './rewrite.js';
import type { Edit } from './types.js';

/** `'A' | 'B'` in the file's quotes. */
export function unionText(src: SourceText, values: readonly string[]): string {
  return values.map((v) => `${src.quote}${v}${src.quote}`).join(' | ');
}

/**
 * Replaces a type member by others, keeping its optionality and separator: one member a line
 * where the type is written that way, `a; b` where it is written inline.
 */
/**
 * `member` replaced by `members` (name, type, and whether it is optional whatever `member` was), each
 * written as `member` is.
 */
export function replaceMember(src: SourceText, member: TypeMember, members: [name: string, type: string, optional?: boolean][]): Edit {
  // `state!: string` in a class keeps its definite mark; modifiers and decorators before the name stay.
  const optional = member.optional ? '?' : member.type === 'PropertyDefinition' && member.definite ? '!' : '';
  const raw = src.slice(member.range).trimEnd();
  const sep = raw.endsWith(';') ? ';' : raw.endsWith(',') ? ',' : '';
  const between = src.startsLine(member.range[0]) ? `${src.eol}${src.indentAt(member.range[0])}` : sep ? ' ' : '; ';
  const start = member.computed ? member.range[0] : member.key.range[0];
  return { range: [start, member.range[1]], text: members.map(([name, type, always]) => `${name}${always ? '?' : optional}: ${type}${sep}`).join(between) };
}

export function removeMember(src: SourceText, member: TypeMember): Edit[] | undefined {
  const line = lineOfItsOwn(member, src);
  if (line) return [{ range: line, text: '' }];
  // `{ id: string; state: X }`: with the space before it.
  const list: readonly Node[] = member.parent?.type === 'TSInterfaceBody' || member.parent?.type === 'ClassBody' ? member.parent.body : member.parent?.type === 'TSTypeLiteral' ? member.parent.members : [];
  const previous = list[list.indexOf(member) - 1];
  if (previous && !src.hasComment([previous.range[1], member.range[1]])) return [{ range: [previous.range[1], member.range[1]], text: '' }];
  const lineStart = src.lineStart(member.range[0]);
  const rest = /^[ \t]*(\r?\n|$)/.exec(src.text.slice(member.range[1]));
  if (src.startsLine(member.range[0]) && rest) return [{ range: [lineStart, member.range[1] + rest[0].length], text: '' }];
  return [{ range: member.range, text: '' }];
}
