/**
 * The safety check before `fix` writes: uncommitted work under the given paths would be mixed with
 * the codemod's changes (and could not be told apart or reverted), so we refuse unless --force.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** `git status --porcelain` lines under these paths; none outside a git work tree (or without git). */
export function uncommittedChanges(paths: readonly string[], cwd: string): string[] {
  const lines: string[] = [];
  for (const path of paths) {
    const absolute = resolve(cwd, path);
    // Ask from the path's own directory: the paths need not be in the repository of `cwd`.
    const dir = statSync(absolute).isDirectory() ? absolute : dirname(absolute);
    const status = spawnSync('git', ['status', '--porcelain', '--', absolute], { cwd: dir, encoding: 'utf8' });
    if (status.error || status.status !== 0) continue; // not a git work tree, or no git: proceed
    lines.push(...status.stdout.split('\n').filter(Boolean));
  }
  return [...new Set(lines)];
}
