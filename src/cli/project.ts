/**
 * `--project tsconfig.json`, or a tsconfig.json / jsconfig.json found at the root of the given paths:
 * load the whole project for type-aware recognition. A project that cannot be loaded is said
 * plainly, and the run goes on file by file.
 */
import type { Io } from './io.js';

export async function openProject(
  options: { project?: string; noProject?: boolean },
  paths: readonly string[],
  io: Io,
): Promise<import('../typed/project.js').TypedProject | undefined> {
  if (options.noProject) return undefined;
  const { findProjectConfig, loadProject } = await import('../typed/project.js'); // ts-morph loads only when needed
  const tsconfig = options.project ?? findProjectConfig(paths, io.cwd);
  if (!tsconfig) return undefined;
  const loaded = loadProject(tsconfig);
  if ('error' in loaded) {
    io.stderr.write(`hiring-migrate: ${loaded.error}; going on with file-local analysis.\n`);
    return undefined;
  }
  return loaded.project;
}
