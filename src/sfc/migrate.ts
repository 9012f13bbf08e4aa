/**
 * The codemod on a single-file component: what `migrateSource` does for a script, on the component's
 * scripts and template expressions (see components.ts). Only the ranges of the findings are rewritten;
 * every other byte of the component stays as it was, and the result must still parse as a component.
 */
import type { MigrateOptions, MigrationResult } from '../codemod/migrate-source.js';
import { applyEdits, SourceText, TODO_TAG } from '../engine/edits.js';
import { DERIVE_TODO } from '../engine/paths.js';
import { NAMES } from '../migration/index.js';
import type { Edit, Finding } from '../engine/types.js';
import { mayContainFindingsIn } from '../engine/prefilter.js';
import { analyzeComponent, parseComponent } from './components.js';
import type { Projection } from './projection.js';

const MAX_PASSES = 6;

export function migrateComponent(input: string, filename: string, options: MigrateOptions = {}): MigrationResult {
  const unchanged = (extra: Partial<MigrationResult> = {}): MigrationResult => ({ output: input, changed: false, rewritten: {}, todos: {}, ...extra });
  const wrappers = [...(options.wrappers ?? [])];
  // Its words, or what its relative imports say of it (a component of the store that calls the API).
  if (!mayContainFindingsIn(input, filename, { wrappers, ...(options.importers ? { importers: options.importers } : {}) })) return unchanged();
  const wanted = (f: Finding): boolean => !options.rules || options.rules.includes(f.rule);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const rewritten: Record<string, number> = {};
  let text = input;
  let left: Finding[] = [];
  let errorsBefore = 0;
  let verify = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let projection: Projection;
    try {
      projection = parseComponent(text, filename);
    } catch (error) {
      const e = error as { message?: string; lineNumber?: number; column?: number };
      if (pass === 0) return unchanged({ error: { message: e.message ?? String(error), ...(e.lineNumber ? { line: e.lineNumber } : {}), ...(e.column !== undefined ? { column: e.column } : {}) } });
      return unchanged({ error: { message: `the migrated component would not parse (${e.message}); file left as it was` } });
    }
    if (pass === 0) errorsBefore = projection.templateErrors;
    else if (projection.templateErrors > errorsBefore) return unchanged({ error: { message: 'the migrated template would not parse; file left as it was' } });
    const analysis = analyzeComponent(projection, { wrappers, today, ...(options.importers ? { importers: options.importers } : {}) }, { honourDisableComments: true, filename });
    if (analysis.error) return unchanged({ error: { message: analysis.error } });
    const occupied: [number, number][] = [];
    const overlaps = (edits: readonly Edit[]): boolean => edits.some((e) => occupied.some(([s, t]) => e.range[0] < t && s < e.range[1]));
    const accepted: Edit[] = [];
    left = [];
    let deferred = false;
    for (const finding of analysis.findings.filter(wanted)) {
      const edits = finding.fix ?? (finding.codemod && 'edits' in finding.codemod ? finding.codemod.edits : undefined);
      if (!edits) {
        // No rewrite that keeps behaviour (or none that fits the component): `check` keeps reporting it.
        left.push(finding);
        continue;
      }
      if (overlaps(edits)) {
        deferred = true;
        left.push(finding);
        continue;
      }
      accepted.push(...edits);
      for (const e of edits) if (e.range[0] !== e.range[1]) occupied.push(e.range);
      rewritten[finding.rule] = (rewritten[finding.rule] ?? 0) + 1;
    }
    const next = accepted.length ? applyEdits(text, accepted) : text;
    verify = false;
    if (next === undefined || next === text) break;
    // Rewrites that overlapped are finished by the next pass, on the result.
    text = next;
    if (!deferred || pass === MAX_PASSES - 1) {
      verify = true;
      break;
    }
  }
  if (verify) {
    try {
      const projection = parseComponent(text, filename);
      if (projection.templateErrors > errorsBefore) throw new Error('a template expression');
    } catch (error) {
      return unchanged({ error: { message: `the migrated component would not parse (${(error as Error).message}); file left as it was` } });
    }
  }
  const todos: Record<string, number> = {};
  // A place shown beside another's finding (a value compared with a read) goes with that one's rewrite.
  for (const finding of left) if (!finding.secondary) todos[finding.rule] = (todos[finding.rule] ?? 0) + 1;
  // Where the TODOs go: the findings left in the text as it is now (the last pass's edits moved them).
  let open = left.filter((f) => !f.secondary);
  if (open.length && text !== input) {
    try {
      const analysis = analyzeComponent(parseComponent(text, filename), { wrappers, today, ...(options.importers ? { importers: options.importers } : {}) }, { honourDisableComments: true, filename });
      open = analysis.error ? [] : analysis.findings.filter((f) => wanted(f) && !f.secondary && !f.fix && !(f.codemod && 'edits' in f.codemod));
    } catch {
      open = [];
    }
  }
  text = withTodoComments(text, filename, open, errorsBefore);
  if (text === input) return unchanged({ todos });
  return { output: text, changed: true, rewritten, todos };
}

/** Is a template position inside an element's start tag (after its `<name`, before its `>`), where no comment may go? */
function insideTag(text: string, pos: number): boolean {
  const open = text.lastIndexOf('<', pos - 1);
  return open >= 0 && /[A-Za-z]/.test(text[open + 1] ?? '') && text.lastIndexOf('>', pos - 1) < open;
}

/** What a person does where a component's read or request has no rewrite, as a TODO says it. */
const DEFAULT_TODO: Partial<Record<Finding['rule'], string>> = {
  'no-legacy-state-field': `${NAMES.legacyState} is gone from applications; ${DERIVE_TODO}`,
  'no-current-stage': `${NAMES.legacyStage} is gone from applications; read ${NAMES.pipelineStage} instead.`,
};

/**
 * The component with a `TODO(hiring-migrate)` comment above each line a finding is left on: `//` in a
 * script block, `<!-- … -->` in the template (above the element the expression sits in). A comment
 * already there is not written twice; where the comments would not parse, the component goes without them.
 */
function withTodoComments(text: string, filename: string, left: readonly Finding[], errorsBefore: number): string {
  const src = new SourceText(text, false);
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => [m.index + m[0].indexOf('>') + 1, m.index + m[0].length - '</script>'.length] as const);
  const edits = new Map<number, Edit>();
  for (const finding of left) {
    const message = finding.codemod && 'todo' in finding.codemod ? finding.codemod.todo : DEFAULT_TODO[finding.rule];
    if (!message) continue;
    const pos = finding.range[0];
    const inScript = scripts.some(([start, end]) => start <= pos && pos < end);
    // In the template, above the line its element starts on (never inside a start tag's attributes).
    let at = src.lineStart(pos);
    for (let i = 0; !inScript && i < 12 && at > 0 && insideTag(text, at); i++) at = src.lineStart(at - 1);
    if (!inScript && insideTag(text, at)) continue;
    const comment = inScript ? `// ${TODO_TAG}: ${message}` : `<!-- ${TODO_TAG}: ${message} -->`;
    if (src.stackedTodos(at).includes(comment) || edits.get(at)?.text.includes(comment)) continue;
    const previous = edits.get(at)?.text ?? '';
    edits.set(at, { range: [at, at], text: `${previous}${src.indentAt(at)}${comment}${src.eol}` });
  }
  if (edits.size === 0) return text;
  const next = applyEdits(text, [...edits.values()]);
  if (next === undefined) return text;
  try {
    if (parseComponent(next, filename).templateErrors > errorsBefore) return text;
  } catch {
    return text;
  }
  return next;
}
