/**
 * The codemod on one file's text: apply every finding's rewrite (the rule's autofix, or the
 * behaviour-preserving codemod rewrite), mark what has none with a `TODO(hiring-migrate)` comment,
 * and prove the result still parses. A file with nothing to migrate comes back byte for byte.
 */
import { resolve } from 'node:path';
import { analyze } from '../engine/analyze.js';
import { applyEdits, SourceText } from '../engine/edits.js';
import type { Edit, Finding } from '../engine/types.js';
import { enclosingStatement, walk, type Node } from '../matchers/ast.js';
import type { WrapperSpec } from '../matchers/requests.js';
import { mayContainFindingsOf } from '../engine/prefilter.js';
import type { TypedProject } from '../typed/project.js';
import { disabledAt } from './directives.js';
import { checkSyntax, isTypeScript, parse, ParseError } from './parse.js';
import { locator } from '../engine/lines.js';

export interface MigrateOptions {
  /** Only these rules' findings (a transform per concern); all by default. */
  rules?: readonly string[];
  wrappers?: readonly WrapperSpec[];
  today?: string;
  /** A whole project loaded with `--project`: types and project-wide wrappers for its files. */
  project?: TypedProject;
  /** The files of the run that may make demands on the modules they import (see engine/demands). */
  importers?: readonly string[];
}

export interface MigrationResult {
  output: string;
  changed: boolean;
  /** Sites rewritten, per rule. */
  rewritten: Record<string, number>;
  /** Sites left for a person, each marked with a TODO comment, per rule. */
  todos: Record<string, number>;
  error?: { message: string; line?: number; column?: number };
}

const MAX_PASSES = 6;
const BOM = '\uFEFF';

export function migrateSource(input: string, filename: string, options: MigrateOptions = {}): MigrationResult {
  const unchanged = (extra: Partial<MigrationResult> = {}): MigrationResult => ({
    output: input,
    changed: false,
    rewritten: {},
    todos: {},
    ...extra,
  });
  const wrappers = [...(options.wrappers ?? []), ...(options.project?.wrappers ?? [])];
  if (!mayContainFindingsOf(input, resolve(filename), { wrappers, importers: options.importers, project: options.project })) return unchanged();
  const bom = input.startsWith(BOM) ? BOM : '';
  let text = bom ? input.slice(1) : input;
  const rewritten: Record<string, number> = {};
  /** TODO comments the accepted rewrites write themselves (see Finding.fixTodo). */
  const fixTodos: Record<string, number> = {};
  const typescript = isTypeScript(filename);
  const wanted = (f: Finding): boolean => !options.rules || options.rules.includes(f.rule);
  const analysisOptions = {
    wrappers,
    today: options.today ?? new Date().toISOString().slice(0, 10),
    ...(options.importers ? { importers: options.importers } : {}),
  };

  // Findings left for a person: those of the last pass that analysed the text.
  let left: Finding[] = [];
  let verified = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let parsed;
    // The project's types describe the file as it is on disk: the first pass uses them; later passes
    // only finish rewrites that overlapped, file-locally.
    const typed = pass === 0 ? options.project?.parse(text, filename) : undefined;
    try {
      parsed = typed ?? parse(text, filename);
    } catch (error) {
      if (pass === 0 && error instanceof ParseError)
        return unchanged({ error: { message: error.message, line: error.line, column: error.column } });
      return unchanged({ error: { message: `the migrated text would not parse (${(error as Error).message}); file left as it was` } });
    }
    verified = true;
    let findings = analyze(
      { ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript, filename: resolve(filename), typedIsApplication: typed?.typedIsApplication, resolveCallee: typed?.resolveCallee },
      analysisOptions,
    ).findings.filter(wanted);
    const loc = locator(text);
    const lineOf = (offset: number): number => loc(offset).line;
    const disabled = disabledAt(parsed.ast.comments, lineOf);
    findings = findings.filter((f) => !disabled(f.rule, lineOf(f.range[0])));
    const src = new SourceText(text, typescript);
    const accepted: Edit[] = [];
    const occupied: [number, number][] = [];
    const overlaps = (edits: Edit[]): boolean =>
      edits.some((e) => occupied.some(([s, t]) => e.range[0] < t && s < e.range[1]) || (e.range[0] === e.range[1] && occupied.some(([s, t]) => s < e.range[0] && e.range[0] < t)));
    // Where TODO comments go: walked only when a finding has no rewrite.
    let starts: ((pos: number) => number) | undefined;
    const statements = (pos: number): number => (starts ??= statementStarts(parsed.ast))(pos);
    left = [];
    let deferred = false;
    for (const finding of findings) {
      const edits = finding.fix ?? (finding.codemod && 'edits' in finding.codemod ? finding.codemod.edits : undefined);
      if (edits) {
        if (overlaps(edits)) {
          deferred = true; // another rewrite touches the same text: the next pass sees it afresh
          left.push(finding);
          continue;
        }
        accepted.push(...edits);
        for (const e of edits) if (e.range[0] !== e.range[1]) occupied.push(e.range);
        rewritten[finding.rule] = (rewritten[finding.rule] ?? 0) + 1;
        if (finding.fixTodo) fixTodos[finding.rule] = (fixTodos[finding.rule] ?? 0) + 1;
      } else {
        left.push(finding);
        const todo = finding.codemod && 'todo' in finding.codemod ? src.todoEdit(statements(finding.range[0]), finding.codemod.todo) : undefined;
        if (todo && !overlaps([todo])) accepted.push(todo);
      }
    }
    const next = accepted.length ? applyEdits(text, accepted) : text;
    if (next === undefined || next === text) break;
    text = next;
    verified = false;
    // Nothing was held back: one more analysis would find only what is left; a syntax check will do.
    if (!deferred) break;
  }
  const todos: Record<string, number> = { ...fixTodos };
  for (const finding of left) if (!finding.secondary) todos[finding.rule] = (todos[finding.rule] ?? 0) + 1;
  const output = bom + text;
  if (output === input) return unchanged({ todos });
  if (!verified) {
    try {
      checkSyntax(text, filename);
    } catch (error) {
      return unchanged({ error: { message: `the migrated text would not parse (${(error as Error).message}); file left as it was` } });
    }
  }
  return { output, changed: true, rewritten, todos };
}


/** For a source position: where the statement holding it starts (TODO comments go above it). */
function statementStarts(ast: Node): (pos: number) => number {
  walk(ast, () => undefined); // sets parent pointers where the parser did not
  return (pos: number) => {
    let node: Node = ast;
    for (let child = childAt(node, pos); child; child = childAt(node, pos)) node = child;
    return enclosingStatement(node).range[0];
  };
}

function childAt(node: Node, pos: number): Node | undefined {
  for (const value of Object.entries(node) as [string, unknown][]) {
    const [key, child] = value;
    if (key === 'parent') continue;
    const list = Array.isArray(child) ? child : [child];
    for (const c of list) {
      if (c && typeof c === 'object' && 'type' in c && 'range' in c) {
        const n = c as Node;
        if (n.range[0] <= pos && pos < n.range[1]) return n;
      }
    }
  }
  return undefined;
}
