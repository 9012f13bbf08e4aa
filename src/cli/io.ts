/**
 * Where the CLI writes and which directory it runs in — passed to the commands rather than read from
 * `process` directly, so `buildCli()` can run in-process in tests with captured output.
 */
import { EXIT, type ExitCode } from './exit-codes.js';

export interface Output {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface Io {
  stdout: Output;
  stderr: Output;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export function processIo(): Io {
  return { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: process.env };
}

/**
 * A reader that stops early (`fix --dry | head`, `check --format json | head -c 100`) closes the pipe:
 * what is left to print has no reader, and that is all. Without this, Node reports EPIPE as an uncaught
 * exception (a stack trace and exit 1, which means "findings" or "some file failed"); with it, the run
 * ends as it would have, with the exit code its results call for.
 */
export function quietOnBrokenPipe(...streams: NodeJS.WriteStream[]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
    });
  }
}

/** A mistake of the caller (bad path, bad value): reported in one line, exit 2, never a stack trace. */
export class UsageError extends Error {}

/**
 * Runs a command body and turns its result into `process.exitCode`. Anything thrown is reported in one
 * clear line (plus the stack with `--debug`) and exits 2, so a CI log never shows a bare stack trace.
 */
export async function runCommand(io: Io, debug: boolean | undefined, body: () => Promise<ExitCode>): Promise<void> {
  try {
    process.exitCode = await body();
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    const prefix = err instanceof UsageError ? 'hiring-migrate' : 'hiring-migrate: error';
    io.stderr.write(`${prefix}: ${err.message}\n`);
    if (debug && err.stack) io.stderr.write(`${err.stack}\n`);
    else if (!(err instanceof UsageError)) io.stderr.write('Run again with --debug to see the stack trace.\n');
    process.exitCode = EXIT.USAGE;
  }
}
