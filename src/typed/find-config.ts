/** Finding a project's config without loading TypeScript (which only a found project needs). */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** `tsconfig.json` / `jsconfig.json` at the root of the first path, if any. */
export function findProjectConfig(paths: readonly string[], cwd = process.cwd()): string | undefined {
  for (const path of paths.length ? paths : ['.']) {
    const dir = resolve(cwd, path);
    for (const name of ['tsconfig.json', 'jsconfig.json']) {
      const candidate = resolve(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}
