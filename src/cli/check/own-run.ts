/**
 * `check`'s own path over many files: in this thread for a few, on a pool of worker threads (one per
 * core) past that. The engine loads only here, so a run where no file passes the pre-filter never
 * loads it. A file the own path hands back (own.ts) goes to ESLint; so does a file whose thread died.
 */
import { resolve } from 'node:path';
import type { ESLint } from 'eslint';
import type ts from '../../typescript.cjs';
import { boundHeapGrowth, canRunWorker, outOfMemory, poolSize, runPool } from '../worker-pool.js';
import type { OwnOutcome, OwnSettings } from './own.js';

export interface OwnFile {
  file: string;
  text: string;
  utf16: boolean;
}

// A thread loads oxc-parser, the scope manager and the engine in ~0.2 s; below this much text, one
// thread finishes first.
export const POOL_MIN_BYTES = 512 * 1024;
export const POOL_MIN_FILES = 16;

export async function checkOwn(
  files: readonly OwnFile[],
  settings: OwnSettings,
  concurrency: number | 'auto' | 'off',
): Promise<{ results: ESLint.LintResult[]; handedBack: OwnFile[] }> {
  const results: ESLint.LintResult[] = [];
  const handedBack: OwnFile[] = [];
  const take = (file: OwnFile, outcome: OwnOutcome): void => {
    if ('result' in outcome) results.push(outcome.result);
    else handedBack.push(file);
  };
  if (files.length === 0) return { results, handedBack };
  const workerFile = new URL('./own-worker.js', import.meta.url);
  const size = concurrency === 'off' ? 1 : concurrency === 'auto' ? poolSize(4) : Math.min(concurrency, files.length);
  const bytes = files.reduce((n, f) => n + f.text.length, 0);
  boundHeapGrowth(files.reduce((n, f) => Math.max(n, f.text.length), 0));
  if (size < 2 || (bytes < POOL_MIN_BYTES && files.length < POOL_MIN_FILES) || !canRunWorker(workerFile)) {
    const { checkFile } = await import('./own.js');
    for (const file of files) take(file, checkFile(file.file, file.text, settings));
    return { results, handedBack };
  }
  // Largest first: a big file started last would leave the other threads idle at the end.
  const tasks = [...files].sort((a, b) => b.text.length - a.text.length);
  const { checkFile } = await import('./own.js');
  await runPool<OwnFile, OwnOutcome>(
    tasks.map(({ file, text, utf16 }) => ({ file, text, utf16 })),
    {
      workerFile,
      workerData: settings,
      size,
      largestTaskChars: tasks[0]!.text.length,
      onResult: take,
      // Out of memory under the thread's ceiling: again here; any other death: ESLint's path.
      onCrash: (file, error) => (outOfMemory(error) ? take(file, checkFile(file.file, file.text, settings)) : handedBack.push(file)),
      local: (file) => checkFile(file.file, file.text, settings),
    },
  );
  return { results, handedBack };
}

/**
 * The files of a project's tsconfig, with its types, in this thread (the program lives here); the
 * others (`untyped`: not in its file list, or UTF-16) go on to `checkOwn`.
 */
export async function checkTyped(
  files: readonly OwnFile[],
  settings: OwnSettings,
  program: ts.Program,
): Promise<{ results: ESLint.LintResult[]; handedBack: OwnFile[]; untyped: OwnFile[] }> {
  const { checkTypedFile, typedFilesOf } = await import('./own-typed.js');
  const typedFiles = typedFilesOf(program);
  const results: ESLint.LintResult[] = [];
  const handedBack: OwnFile[] = [];
  const untyped: OwnFile[] = [];
  for (const file of files) {
    if (file.utf16 || !typedFiles.has(resolve(file.file))) {
      untyped.push(file);
      continue;
    }
    const outcome = checkTypedFile(file.file, file.text, settings, program);
    if ('result' in outcome) results.push(outcome.result);
    else handedBack.push(file);
  }
  return { results, handedBack, untyped };
}
