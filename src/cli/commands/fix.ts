/** `hiring-migrate fix [paths..]` — the codemod: rewrite what keeps behaviour, mark the rest with a TODO. */
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { processIo, runCommand, type Io } from '../io.js';
import { parseConcurrency, parseProject, parseToday, parseWrappers, pathsOf, sharedOptions } from '../shared-options.js';

export const command = 'fix [paths..]';
export const describe = 'Migrate uses of the removed interface in place';

export function builder(yargs: Argv) {
  return yargs
    .positional('paths', { type: 'string', array: true, describe: 'Files and directories to migrate (default: the current directory; after -- every word is a path)' })
    .options({
      dry: { type: 'boolean', default: false, describe: 'Write nothing; print a unified diff of what would change' },
      print: { type: 'boolean', describe: 'Write nothing; print the migrated text of each changed file' },
      json: { type: 'boolean', describe: 'Print the summary as JSON on stdout (no diff or text)' },
      force: { type: 'boolean', default: false, describe: 'Run even with uncommitted changes under the paths' },
      color: { type: 'boolean', describe: 'Colour the diff (default: when stdout is a terminal)' },
      ...sharedOptions,
    })
    // (no defaults on these two: yargs counts a default as "given" for conflicts)
    .conflicts('json', 'print')
    .example('$0 fix --dry src', 'Show what would change')
    .example('$0 fix src', 'Migrate src/ (on a clean git work tree)');
}

type FixArgs = ArgumentsCamelCase<Awaited<ReturnType<typeof builder>['argv']>> & { io?: Io };

export async function handler(argv: FixArgs): Promise<void> {
  const io = argv.io ?? processIo();
  await runCommand(io, argv.debug, async () => {
    const { runFix } = await import('../fix/run.js'); // the parser loads only when a fix runs
    const project = parseProject(argv.project, io);
    const today = parseToday(argv.today, io);
    return runFix(
      {
        paths: pathsOf(argv),
        dry: argv.dry,
        print: !!argv.print,
        json: !!argv.json,
        force: argv.force,
        ...(argv.color !== undefined ? { color: argv.color } : {}),
        ...(project ? { project } : {}),
        fileLocal: !!argv.fileLocal,
        concurrency: parseConcurrency(argv.concurrency),
        ...(today ? { today } : {}),
        wrappers: parseWrappers(argv.wrapper),
      },
      io,
    );
  });
}
