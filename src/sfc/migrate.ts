/**
 * The codemod on a single-file component: what `migrateSource` does for a script, on the component's
 * scripts and template expressions (see components.ts). Only the ranges of the findings are rewritten;
 * every other byte of the component stays as it was, and the result must still parse as a component.
 */
import type { MigrateOptions, MigrationResult } from '../codemod/migrate-source.js';
import { applyEdits } from '../engine/edits.js';
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
  if (text === input) return unchanged({ todos });
  return { output: text, changed: true, rewritten, todos };
}
