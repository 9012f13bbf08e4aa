/**
 * The yargs program, built by a factory so tests can run it in-process with their own output streams:
 *   await runCli(['check', 'src', '--today', '2026-11-21'], io); // then read process.exitCode
 */
import yargs, { type Argv } from 'yargs';
import { PLUGIN_VERSION } from '../plugin/meta.js';
import * as check from './commands/check.js';
import * as fix from './commands/fix.js';
import { EXIT } from './exit-codes.js';
import { processIo, type Io } from './io.js';

/**
 * `wrapHelp`: wrap the help text to the terminal. yargs renders the help of every command it runs (to
 * have it ready should the command fail), and wrapping it measures every word: ~50 ms of a 0.4 s run
 * on a small tree. Only a command line that asks for the help has it wrapped (see runCli).
 */
export function buildCli(io: Io = processIo(), wrapHelp = true): Argv {
  return (
    yargs()
      .scriptName('hiring-migrate')
      .usage('$0 <command> [paths..]\n\nFind and migrate uses of the hiring service interface removed on 2026-11-01.')
      .command(check)
      .command(fix)
      .demandCommand(1, 'Choose a command: check or fix.')
      // Everything after `--` is a path (`fix -- -rf.ts`, `xargs hiring-migrate fix --`), never a flag
      // and never dropped: the commands read it from argv['--'] (see pathsOf).
      .parserConfiguration({ 'populate--': true })
      // Unknown flags and commands are usage errors, not silently ignored.
      .strict()
      .version(PLUGIN_VERSION)
      .help()
      .alias('h', 'help')
      .alias('v', 'version')
      .wrap(wrapHelp ? Math.min(100, process.stdout.columns || 100) : null)
      // Handlers get the streams through argv (set after validation, so strict mode never sees it).
      .middleware((argv) => {
        argv.io = io;
      })
      .exitProcess(false)
      .fail((message, error) => {
        if (error) throw error; // a bug in a handler, not in the command line: let it surface
        io.stderr.write(`hiring-migrate: ${withoutCamelCaseTwins(message)}\nRun 'hiring-migrate --help' for usage.\n`);
        process.exitCode = EXIT.USAGE;
        // Without exitProcess, yargs would go on to run the handler; this stops it.
        throw new CommandLineRejected();
      })
  );
}

class CommandLineRejected extends Error {}

/** yargs names an unknown `--bogus-flag` twice ("Unknown arguments: bogus-flag, bogusFlag"); once is enough. */
function withoutCamelCaseTwins(message: string): string {
  const match = /^Unknown arguments?: (.*)$/.exec(message);
  if (!match) return message;
  const names = match[1]!.split(', ');
  const camel = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const kept = names.filter((name) => !names.some((other) => other !== name && other.includes('-') && camel(other) === name));
  return `Unknown argument${kept.length > 1 ? 's' : ''}: ${kept.join(', ')}`;
}

/** Parses and runs one command line; the outcome is in `process.exitCode`. */
export async function runCli(args: readonly string[], io: Io = processIo()): Promise<void> {
  try {
    await buildCli(io, asksForHelp(args)).parseAsync([...args]);
  } catch (error) {
    if (!(error instanceof CommandLineRejected)) throw error;
  }
}

/** Does the command line ask for the help (`--help`, `-h`, `help`, before any `--`)? */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h' || arg === 'help');
}
