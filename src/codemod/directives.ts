/**
 * `eslint-disable` comments in the codemod and in `check`: a site the team disabled one of our rules
 * for (`// eslint-disable-next-line hiring-migrate/no-legacy-state-filter -- proxy maps it`) is one the
 * codemod leaves alone too, so `fix` and `check` agree.
 *
 * Only a directive that names a rule of ours is a decision about this migration. A blanket one
 * (`/* eslint-disable *\/` atop a generated API client, `// eslint-disable-line` written for another
 * rule's sake) predates it, and the request under it breaks against the service all the same: the CLI
 * reports and migrates what it covers. (In an editor, ESLint applies every directive itself.)
 */
import type { TSESTree } from '@typescript-eslint/utils';
// Not plugin/meta.js: that reads package.json through import.meta, which jscodeshift's Babel hook cannot load.
import { PLUGIN_PREFIX } from '../plugin/prefix.js';

/** A comment, as a parser gives it. */
type Comment = Pick<TSESTree.Comment, 'value' | 'range'>;

interface Directive {
  kind: 'disable' | 'enable' | 'disable-line' | 'disable-next-line';
  /** Rule names the directive names; empty = every rule. */
  rules: string[];
  line: number;
}

const DIRECTIVE = /^\s*eslint-(disable|enable|disable-line|disable-next-line)(?:\s+([^]*?))?(?:\s--\s[^]*)?\s*$/;

function parse(comment: Comment, lineOf: (offset: number) => number): Directive | undefined {
  const m = DIRECTIVE.exec(comment.value);
  if (!m) return undefined;
  const rules = (m[2] ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return { kind: m[1] as Directive['kind'], rules, line: lineOf(comment.range[0]) };
}

/** A predicate: is rule `rule` disabled at `line` by a directive comment? `lineOf`: the line of an offset. */
export function disabledAt(comments: readonly Comment[] | undefined, lineOf: (offset: number) => number): (rule: string, line: number) => boolean {
  const directives = (comments ?? []).map((comment) => parse(comment, lineOf)).filter((d): d is Directive => d !== undefined);
  if (directives.length === 0) return () => false;
  const names = (rule: string, d: Directive) => d.rules.includes(`${PLUGIN_PREFIX}/${rule}`);
  return (rule, line) => {
    let blockDisabled = false;
    for (const d of directives) {
      if (!names(rule, d)) continue;
      if (d.kind === 'disable-line' && d.line === line) return true;
      if (d.kind === 'disable-next-line' && d.line + 1 === line) return true;
      if (d.kind === 'disable' && d.line <= line) blockDisabled = true;
      if (d.kind === 'enable' && d.line <= line) blockDisabled = false;
    }
    return blockDisabled;
  };
}

/** Comments of a text that may be directives (`// eslint-…`, `/* eslint-… *\/`), as the parser would give them. */
export function directiveComments(text: string): Comment[] {
  const out: Comment[] = [];
  for (const m of text.matchAll(/\/\*(\s*eslint-[^]*?)\*\/|\/\/(\s*eslint-[^\n]*)/g)) {
    out.push({ value: (m[1] ?? m[2])!, range: [m.index, m.index + m[0].length] });
  }
  return out;
}
