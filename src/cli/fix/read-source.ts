/**
 * Reading a file for the codemod, refusing what it must not touch: a file we cannot read, anything but
 * a regular file, a binary or undecodable file (rewriting it would corrupt it), or a huge one
 * (generated, and slow to parse). UTF-16 with a byte order mark is decoded, and written back as UTF-16.
 */
import { decode, encodingOf, readRegularFileSync, type Encoding } from '../read-text.js';

export const MAX_BYTES = 2 * 1024 * 1024;

/** `stamp`: the file's size and modification time when read (`size:mtimeMs`, see engine/modules beginRun). */
export type ReadOutcome = { text: string; encoding: Encoding; bytes: Buffer; stamp: string } | { problem: string };

export function readSource(path: string): ReadOutcome {
  try {
    const read = readRegularFileSync(path, MAX_BYTES);
    if ('tooLarge' in read) return { problem: `larger than 2 MiB (${(read.size / 1024 / 1024).toFixed(1)} MiB)` };
    const { bytes } = read;
    const encoding = encodingOf(bytes);
    if (encoding === 'utf8' && bytes.includes(0)) return { problem: 'binary file (contains NUL bytes)' };
    try {
      return { text: decode(bytes, encoding), encoding, bytes, stamp: `${read.size}:${read.mtimeMs}` };
    } catch {
      return { problem: encoding === 'utf8' ? 'not valid UTF-8' : `not valid ${encoding === 'utf16le' ? 'UTF-16LE' : 'UTF-16BE'}` };
    }
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'ENOTREG') return { problem: 'not a regular file' };
    return { problem: `cannot be read: ${e.code ?? e.message}` };
  }
}
