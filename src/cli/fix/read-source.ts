/**
 * Reading a file for the codemod, refusing what it must not touch: a file we cannot read, a binary or
 * non-UTF-8 file (rewriting it as UTF-8 would corrupt it), or a huge one (generated, and slow to parse).
 */
import { readFile, stat } from 'node:fs/promises';

export const MAX_BYTES = 2 * 1024 * 1024;

export type ReadOutcome = { text: string } | { problem: string };

// `ignoreBOM` keeps a byte order mark in the text, so it is written back as it was.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export async function readSource(path: string): Promise<ReadOutcome> {
  try {
    const { size } = await stat(path);
    if (size > MAX_BYTES) return { problem: `larger than 2 MiB (${(size / 1024 / 1024).toFixed(1)} MiB)` };
    const bytes = await readFile(path);
    if (bytes.includes(0)) return { problem: 'binary file (contains NUL bytes)' };
    return { text: decoder.decode(bytes) };
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e instanceof TypeError) return { problem: 'not valid UTF-8' };
    return { problem: `cannot be read: ${e.code ?? e.message}` };
  }
}
