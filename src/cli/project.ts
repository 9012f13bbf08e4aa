/**
 * `--project tsconfig.json`, or a tsconfig.json / jsconfig.json found at the root of the given paths:
 * load the whole project for type-aware recognition. A project that cannot be loaded is said
 * plainly, and the run goes on file by file.
 */
import { findProjectConfig } from '../typed/find-config.js';
import type { Io } from './io.js';

export async function openProject(
  options: { project?: string; noProject?: boolean },
  paths: readonly string[],
  io: Io,
): Promise<import('../typed/project.js').TypedProject | undefined> {
  if (options.noProject) return undefined;
  const tsconfig = options.project ?? findProjectConfig(paths, io.cwd);
  if (!tsconfig) return undefined;
  const { loadProject } = await import('../typed/project.js'); // TypeScript loads only for a project
  // Wrapper discovery's parses are kept for the lint or the migration that follows in this thread.
  const loaded = loadProject(tsconfig, { keepParses: true });
  if ('error' in loaded) {
    io.stderr.write(`hiring-migrate: ${loaded.error}; going on with file-local analysis.\n`);
    return undefined;
  }
  // Typed linting in this thread reuses this program instead of building a second one.
  registerProgram(loaded.project.tsconfig, loaded.project.program);
  return loaded.project;
}

const PROGRAMS = Symbol.for('hiring-migrate.programs');
type Registry = Map<string, unknown>;

function registry(): Registry {
  const holder = globalThis as { [PROGRAMS]?: Registry };
  return (holder[PROGRAMS] ??= new Map<string, unknown>());
}

export function registerProgram(tsconfig: string, program: unknown): void {
  registry().set(tsconfig, program);
}

/**
 * At the end of a run: its program is no longer held for typed linting (a process that runs `check` or
 * `fix` again, with `runCli`, would otherwise keep every run's program: ~100 MB each on a small project).
 */
export function releaseProgram(tsconfig: string, program: unknown): void {
  if (registry().get(tsconfig) === program) registry().delete(tsconfig);
}

/** The program loaded for a tsconfig in this thread, if any (ESLint's worker threads have none). */
export function registeredProgram(tsconfig: string): unknown {
  return registry().get(tsconfig);
}
