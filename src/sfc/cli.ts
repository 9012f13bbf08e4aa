/**
 * What `check` and `fix` do about components and files they cannot read: load a component parser only
 * when its files are present, and name every file that was not analysed but may use the service.
 */
import { readFile } from 'node:fs/promises';
import { extname, relative } from 'node:path';
import { mayContainFindings } from '../migration/index.js';
import type { WrapperSpec } from '../matchers/requests.js';
import { componentKind, type ComponentKind } from './file-types.js';

export interface NotAnalysed {
  file: string;
  reason: string;
}

export interface ComponentSupport {
  /** The files that can be analysed. */
  files: string[];
  /** The kinds of component among them (their parsers are loaded). */
  kinds: ComponentKind[];
  notAnalysed: NotAnalysed[];
}

/**
 * Splits off the components whose parser cannot load (svelte-eslint-parser needs the project's
 * `svelte`), and adds the files of an unreadable type that may use the service.
 */
export async function componentSupport(files: readonly string[], unanalysed: readonly string[], wrappers: readonly WrapperSpec[]): Promise<ComponentSupport> {
  const kinds = new Set<ComponentKind>();
  const failed = new Map<ComponentKind, string>();
  for (const file of files) {
    const kind = componentKind(file);
    if (!kind || kinds.has(kind) || failed.has(kind)) continue;
    try {
      // Loaded for the first component only: a run without any never loads the engine for them.
      const { componentParser } = await import('./components.js');
      componentParser(kind);
      kinds.add(kind);
    } catch (error) {
      failed.set(kind, (error as Error).message);
    }
  }
  const notAnalysed: NotAnalysed[] = [];
  const kept = files.filter((file) => {
    const kind = componentKind(file);
    const reason = kind && failed.get(kind);
    if (reason) notAnalysed.push({ file, reason });
    return !reason;
  });
  for (const file of unanalysed) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (mayContainFindings(text, { wrappers })) notAnalysed.push({ file, reason: `hiring-migrate cannot read ${extname(file)} files` });
  }
  return { files: kept, kinds: [...kinds], notAnalysed };
}

/** `hiring-migrate: not analysed, may use the service: 1 file\n  src/index.astro (hiring-migrate cannot read .astro files)` */
export function describeNotAnalysed(notAnalysed: readonly NotAnalysed[], cwd: string): string {
  if (!notAnalysed.length) return '';
  const n = notAnalysed.length;
  const lines = notAnalysed.map(({ file, reason }) => `  ${relative(cwd, file).split('\\').join('/')} (${reason})`);
  return `hiring-migrate: ${n} ${n === 1 ? 'file' : 'files'} not analysed that may use the service; review ${n === 1 ? 'it' : 'them'} by hand:\n${lines.join('\n')}\n`;
}
