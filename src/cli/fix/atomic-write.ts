/**
 * Writing a migrated file: atomically (a temporary file beside it, then a rename, so a kill at any
 * moment leaves either the old text or the new, never half of it) and only if the file still holds
 * what was read (an edit saved while `fix` ran is never overwritten).
 *
 * Temporary files have one predictable name, `.<name>.hiring-migrate-<pid>.tmp`, so a run killed
 * with SIGKILL (where no clean-up can run) leaves nothing the next run cannot find and remove (see
 * removeStaleTempFiles). write-file-atomic, used before, names them `<name>.<hash>` and cannot compare
 * before it renames.
 */
import { constants } from 'node:fs';
import { open, readdir, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const TEMP_FILE = /^\.(.+)\.hiring-migrate-(\d+)\.tmp$/;

export function tempFileFor(real: string): string {
  return join(dirname(real), `.${basename(real)}.hiring-migrate-${process.pid}.tmp`);
}

export type WriteOutcome = 'written' | 'changed-since-read';

/**
 * Replaces the file at `real` (a real path: no symlink is replaced by a regular file) with `after`,
 * unless its bytes are no longer `before`. Keeps the file's mode, and its owner when run as root.
 */
export async function writeIfUnchanged(real: string, before: Uint8Array, after: Uint8Array): Promise<WriteOutcome> {
  const current = await stat(real);
  if (!(await holds(real, before))) return 'changed-since-read';
  const temp = tempFileFor(real);
  let handle: FileHandle | undefined;
  try {
    handle = await open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, current.mode & 0o7777);
    await handle.writeFile(after);
    await handle.chmod(current.mode & 0o7777); // the umask may have narrowed the mode at creation
    if (process.getuid?.() === 0) await handle.chown(current.uid, current.gid).catch(() => undefined);
    await handle.sync();
    await handle.close();
    handle = undefined;
    // The last look before the rename: a save since the comparison above shows in size or mtime.
    const now = await stat(real);
    if (now.size !== current.size || now.mtimeMs !== current.mtimeMs || now.ino !== current.ino) {
      await unlink(temp);
      return 'changed-since-read';
    }
    await rename(temp, real);
    return 'written';
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

async function holds(path: string, expected: Uint8Array): Promise<boolean> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (!info.isFile() || info.size !== expected.length) return false;
    return Buffer.from(await handle.readFile()).equals(expected);
  } finally {
    await handle.close();
  }
}

/** What an earlier run, killed between writing a temporary file and renaming it, left behind. */
export interface StaleTempFile {
  path: string;
  /** Removed now; false when its process still runs (another `fix` at work) or it could not be removed. */
  removed: boolean;
}

/** Finds our temporary files in these directories and, unless `dry`, removes those of dead processes. */
export async function removeStaleTempFiles(directories: Iterable<string>, dry: boolean): Promise<StaleTempFile[]> {
  const found: StaleTempFile[] = [];
  for (const dir of new Set(directories)) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const match = TEMP_FILE.exec(name);
      if (!match) continue;
      const path = join(dir, name);
      const alive = Number(match[2]) !== process.pid && isRunning(Number(match[2]));
      const removed = !dry && !alive && (await unlink(path).then(() => true, () => false));
      found.push({ path, removed });
    }
  }
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
