/**
 * `hiring-migrate fix`: the codemod over a tree. Every file is read, checked and written on its own,
 * so one bad file (unreadable, unparseable, a codemod crash) is reported and the run goes on.
 */
import { realpath } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import pc from 'picocolors';
import { TODO_TAG } from '../../engine/edits.js';
import { EngineNeeded, loadSummarizer, mayContainFindingsOf } from '../../engine/prefilter.js';
import { mayDemand } from '../../engine/demands.js';
import { forgetFiles } from '../../engine/forget.js';
import { beginRun, endRun } from '../../engine/module-files.js';
import { hasEvidence, mayBeDemanded } from '../../migration/index.js';
import { mentionsPaging } from '../../matchers/paging-names.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { findSourceFiles, isInside, mapLimit } from '../files.js';
import { encode, type Encoding } from '../read-text.js';
import { removeStaleTempFiles, writeIfUnchanged } from './atomic-write.js';
import { UsageError, type Io } from '../io.js';
import type { Concurrency, Wrapper } from '../shared-options.js';
import { unifiedDiff } from './diff.js';
import { uncommittedChanges } from './git.js';
import { migrateTask, type Task, type TaskResult } from './migrate-task.js';
import { openProject, releaseProgram } from '../project.js';
import { migrateAll } from './pool.js';
import { progressBar } from './progress.js';
import { readSource, type ReadOutcome } from './read-source.js';
import { componentSupport, describeNotAnalysed } from '../../sfc/cli.js';

export interface FixOptions {
  paths: string[];
  dry: boolean;
  print: boolean;
  json: boolean;
  force: boolean;
  /** Colour the diff; by default only when stdout is a terminal. */
  color?: boolean;
  project?: string;
  /** Never load a project, even where a tsconfig.json is found. */
  fileLocal?: boolean;
  /** Worker threads for the codemod (default: one per core, at most 4, past a few dozen files). */
  concurrency?: Concurrency;
  today?: string;
  wrappers: Wrapper[];
}

/** What `--json` prints. */
export interface FixSummary {
  dryRun: boolean;
  filesScanned: number;
  filesChanged: number;
  filesFailed: number;
  /** Sites rewritten, per rule. */
  rewritten: Record<string, number>;
  /** Sites left for a person (marked `TODO(hiring-migrate)`), per rule. */
  todos: Record<string, number>;
  changed: string[];
  failed: { file: string; message: string; line?: number; column?: number }[];
}

export async function runFix(options: FixOptions, io: Io): Promise<ExitCode> {
  const paths = options.paths.length ? options.paths : ['.'];
  const found = await findSourceFiles(paths, io.cwd);
  const { skipped } = found;
  for (const path of skipped) io.stderr.write(`hiring-migrate: skipped ${path}: not a JavaScript or TypeScript file\n`);
  const writes = !options.dry && !options.print;
  const rel = (file: string): string => relative(io.cwd, file).split('\\').join('/') || file;
  // Temporary files of a run killed mid-write (SIGKILL leaves no chance to clean up): removed, and said.
  // Before the dirty-tree guard, which would otherwise take them for uncommitted work.
  for (const stale of await removeStaleTempFiles(found.realPaths.map((real) => dirname(real)), !writes)) {
    io.stderr.write(
      `hiring-migrate: ${stale.removed ? 'removed' : 'found'} ${rel(stale.path)}, a temporary file of an interrupted run` +
        `${stale.removed ? '' : writes ? ' (its process still runs, or it cannot be removed)' : ' (a run that writes removes it)'}; the file beside it was never half-written.\n`,
    );
  }
  if (writes && !options.force) refuseDirtyTree(paths, io);
  const summary: FixSummary = {
    dryRun: !writes,
    filesScanned: found.files.length,
    filesChanged: 0,
    filesFailed: 0,
    rewritten: {},
    todos: {},
    changed: [],
    failed: [],
  };
  const fail = (file: string, message: string, outcome: string, line?: number, column?: number): void => {
    summary.failed.push({ file: rel(file), message, ...(line ? { line } : {}), ...(column ? { column } : {}) });
    io.stderr.write(`${rel(file)}${line ? `:${line}:${column ?? 0}` : ''}: ${message} (${outcome})\n`);
  };

  const progress = progressBar(io.stderr, found.files.length, pc.createColors(!!io.stderr.isTTY && !io.env.NO_COLOR));
  // Read everything first; the pre-filter means most files are never parsed at all.
  const tasks: Task[] = [];
  const project = await openProject({ project: options.project, noProject: options.fileLocal }, paths, io);
  const wrappers = [...options.wrappers, ...(project?.wrappers ?? [])];
  // Components load their parser only when present; what cannot be migrated is named.
  const { files, notAnalysed } = await componentSupport(found.files, found.unanalysed, wrappers);
  summary.filesScanned = files.length;
  // Files that may make demands on the modules they import (see engine/demands).
  const importers: string[] = [];
  const passes = (file: string, text: string, late = false): boolean =>
    mayContainFindingsOf(text, resolve(file), { wrappers, project, ...(late ? { importers } : {}) });
  // The engine loads only for a file whose imports must be summarized.
  const mayContain = async (file: string, text: string): Promise<boolean> => {
    try {
      return passes(file, text);
    } catch (error) {
      if (!(error instanceof EngineNeeded)) throw error;
      await loadSummarizer();
      return passes(file, text);
    }
  };
  // A symlink that leads out of the given paths (a pnpm workspace links its sibling packages) is not
  // ours to rewrite.
  const realPathOf = new Map(found.files.map((file, i) => [file, found.realPaths[i]!]));
  const outside = (file: string): string | undefined => {
    const real = realPathOf.get(file) ?? file;
    return isInside(real, found.roots) ? undefined : `a symlink to ${real}, outside the given paths`;
  };
  // Every file is read before any is judged: the pre-filter follows relative imports, and the stamps the
  // reads took spare it a stat per lookup (see beginRun; 3,567 real-world files: ~70 ms).
  const texts = files.map((file) => {
    const elsewhere = outside(file);
    return elsewhere ? { problem: elsewhere } : readSource(file);
  });
  forgetFiles();
  beginRun(new Map(texts.flatMap((read, index) => ('stamp' in read ? [[resolve(files[index]!), read.stamp] as const] : []))));
  let reads: (ReadOutcome | (ReadOutcome & { held: true }) | undefined)[];
  let results: TaskResult[];
  try {
    reads = await mapLimit(texts, 64, async (read, index) => {
      const file = files[index]!;
      if ('text' in read && hasEvidence(read.text) && mayDemand(read.text)) importers.push(resolve(file));
      if ('text' in read && (await mayContain(file, read.text))) return read;
      // Such a file may yet be a module whose importers make demands on it: decided once all are read.
      if ('text' in read && (mayBeDemanded(read.text) || mentionsPaging(read.text))) return { ...read, held: true as const };
      progress.tick();
      return 'problem' in read ? read : undefined;
    });
    reads.forEach((read, index) => {
      if (read && 'held' in read && 'text' in read) {
        if (importers.length && passes(files[index]!, read.text, true)) tasks.push({ index, file: files[index]!, text: read.text });
        else progress.tick();
      } else if (read && 'text' in read) tasks.push({ index, file: files[index]!, text: read.text });
    });
    const settings = { wrappers: options.wrappers, ...(options.today ? { today: options.today } : {}), ...(importers.length ? { importers } : {}) };
    // One program holds the project's types: with it, files are migrated in this thread.
    results = project
      ? tasks.map((task) => {
          const result = migrateTask(task, settings, project);
          progress.tick();
          return result;
        })
      : await migrateAll(tasks, settings, () => progress.tick(), options.concurrency);
  } finally {
    endRun();
    if (project) releaseProgram(project.tsconfig, project.program);
  }
  const problems: [string, string][] = [];
  reads.forEach((read, index) => {
    if (read && 'problem' in read) problems.push([files[index]!, read.problem]);
  });
  progress.done();
  for (const [file, problem] of problems) fail(file, problem, 'skipped');

  const colors = pc.createColors(options.color ?? (!!io.stdout.isTTY && !io.env.NO_COLOR));
  const changed = results.filter((r) => r.output !== undefined);
  for (const result of results) {
    const file = files[result.index]!;
    if (result.error) {
      fail(file, result.error.message, 'left untouched', result.error.line, result.error.column);
      continue;
    }
    if (result.output !== undefined) {
      const read = reads[result.index] as { text: string; encoding: Encoding; bytes: Buffer };
      if (!(await apply(file, read, result.output))) continue;
      summary.filesChanged++;
      summary.changed.push(rel(file));
    }
    add(summary.rewritten, result.rewritten);
    add(summary.todos, result.todos);
  }
  summary.filesFailed = summary.failed.length;

  if (options.json) io.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  else io.stderr.write(describe(summary));
  io.stderr.write(describeNotAnalysed(notAnalysed, io.cwd));
  return summary.failed.length ? EXIT.FINDINGS : EXIT.OK;

  async function apply(file: string, before: { text: string; encoding: Encoding; bytes: Buffer }, after: string): Promise<boolean> {
    if (options.json && !writes) return true; // --json keeps stdout for the summary alone
    if (options.dry) io.stdout.write(`${unifiedDiff(rel(file), before.text, after, colors)}\n`);
    else if (options.print) io.stdout.write(changed.length > 1 ? `==> ${rel(file)} <==\n${after}\n` : after);
    else {
      try {
        // Where the path leads now: a link swapped in since discovery must not take the write elsewhere.
        const real = await realpath(file);
        if (!isInside(real, found.roots)) {
          fail(file, `is now a symlink to ${real}, outside the given paths`, 'not written');
          return false;
        }
        // Atomic, and only over the text that was read: an edit saved meanwhile is never lost.
        if ((await writeIfUnchanged(real, before.bytes, encode(after, before.encoding))) === 'changed-since-read') {
          fail(file, 'changed on disk since it was read', 'left alone; run fix again');
          return false;
        }
      } catch (error) {
        fail(file, `cannot be written: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, 'left as it was');
        return false;
      }
    }
    return true;
  }
}

function refuseDirtyTree(paths: readonly string[], io: Io): void {
  const dirty = uncommittedChanges(paths, io.cwd);
  if (dirty.length === 0) return;
  const shown = dirty.slice(0, 10).map((line) => `  ${line}`);
  if (dirty.length > 10) shown.push(`  … and ${dirty.length - 10} more`);
  throw new UsageError(
    `uncommitted changes under the given paths; commit or stash them first so the migration can be reviewed and reverted on its own, or pass --force:\n${shown.join('\n')}`,
  );
}

function add(total: Record<string, number>, counts: Record<string, number>): void {
  for (const [rule, n] of Object.entries(counts)) total[rule] = (total[rule] ?? 0) + n;
}

function describe(s: FixSummary): string {
  const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
  const breakdown = (counts: Record<string, number>): string => {
    const entries = Object.entries(counts).filter(([, n]) => n > 0);
    return entries.length ? ` (${entries.map(([rule, n]) => `${rule}: ${n}`).join(', ')})` : '';
  };
  const total = (counts: Record<string, number>): number => Object.values(counts).reduce((a, b) => a + b, 0);
  const lines = [
    `hiring-migrate fix${s.dryRun ? ' (nothing written)' : ''}: ${count(s.filesScanned, 'file')} scanned, ` +
      `${count(s.filesChanged, 'file')} ${s.dryRun ? 'would change' : 'changed'}, ${count(s.filesFailed, 'file')} failed.`,
    `Sites rewritten: ${total(s.rewritten)}${breakdown(s.rewritten)}.`,
    `TODOs left: ${total(s.todos)}${breakdown(s.todos)}${total(s.todos) ? ` — search for ${TODO_TAG}` : ''}.`,
  ];
  return `${lines.join('\n')}\n`;
}
