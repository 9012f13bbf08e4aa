/**
 * The safety check before `fix` writes: uncommitted work under the given paths would be mixed with
 * the codemod's changes (and could not be told apart or reverted), so we refuse unless --force.
 * Only "not a git work tree" (or no git at all) lets the run go on unguarded: any other refusal of git
 * ("dubious ownership" in CI containers and mounted volumes, a broken config, a corrupt index) stops
 * the run with git's own words, since the guard cannot tell what is uncommitted.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from '../io.js';

/** `git status --porcelain` lines under these paths; none outside a git work tree (or without git). */
export function uncommittedChanges(paths: readonly string[], cwd: string): string[] {
  const lines: string[] = [];
  for (const path of paths) {
    const absolute = resolve(cwd, path);
    // Ask from the path's own directory: the paths need not be in the repository of `cwd`.
    const dir = statSync(absolute).isDirectory() ? absolute : dirname(absolute);
    // Untranslated messages, so "not a git repository" can be recognized.
    const status = spawnSync('git', ['status', '--porcelain', '--', absolute], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C', LANGUAGE: '' },
    });
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the cast adds `code`, which tsc needs
    if ((status.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') continue; // no git installed
    if (status.error) throw new UsageError(`cannot run git to look for uncommitted changes under ${path}: ${status.error.message}; pass --force to run without this check.`);
    if (status.status === 0) {
      lines.push(...status.stdout.split('\n').filter(Boolean));
      continue;
    }
    if (/not a git repository/i.test(status.stderr)) continue; // not a git work tree: nothing to guard
    const said = status.stderr.trim().split('\n').filter(Boolean).join('\n  ') || `git status exited with ${status.status}`;
    throw new UsageError(
      `git cannot tell whether ${path} has uncommitted changes, so fix will not write:\n  ${said}\nResolve this, or pass --force to run without the check.`,
    );
  }
  return [...new Set(lines)];
}
