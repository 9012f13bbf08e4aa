/**
 * The jscodeshift face of the codemod: a transform is `(file, api, options) => string | undefined`.
 * The rewrite itself is text edits computed on the ESLint AST (so untouched bytes stay untouched:
 * no reprinting, no changed parentheses or line endings); jscodeshift brings the runner.
 */
import type { API, FileInfo, Options } from 'jscodeshift';
import { migrateSource } from './migrate-source.js';

/** `--wrapper=listApplications --wrapper=api.applications.list --today=2026-11-21` on the jscodeshift command line. */
function optionsOf(options: Options): { wrappers: { name: string }[]; today?: string } {
  const raw = (options['wrapper'] ?? options['wrappers']) as string | string[] | undefined;
  const names = (Array.isArray(raw) ? raw : raw === undefined ? [] : String(raw).split(',')).map(String).filter(Boolean);
  return { wrappers: names.map((name) => ({ name })), today: options['today'] === undefined ? undefined : String(options['today']) };
}

export function runTransform(file: FileInfo, api: API | undefined, options: Options, rules: readonly string[] | undefined): string | undefined {
  const result = migrateSource(file.source, file.path, { ...optionsOf(options), rules });
  if (result.error) {
    const where = result.error.line ? `:${result.error.line}:${result.error.column ?? 0}` : '';
    throw new Error(`${file.path}${where}: ${result.error.message}`);
  }
  const todos = Object.values(result.todos).reduce((a, b) => a + b, 0);
  if (todos > 0) api?.report?.(`${todos} TODO(hiring-migrate) site(s) need a person`);
  return result.changed ? result.output : undefined;
}
