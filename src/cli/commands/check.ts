/** `hiring-migrate check [paths..]` — the CI gate: report every use of the removed interface. */
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { processIo, runCommand, UsageError, type Io } from '../io.js';
import { parseConcurrency, parseProject, parseToday, parseWrappers, pathsOf, sharedOptions } from '../shared-options.js';
import { FORMATS, type Format } from '../check/formats.js';

export const command = 'check [paths..]';
export const describe = 'Report uses of the removed interface (exit 1 when there are any)';

export function builder(yargs: Argv) {
  return yargs
    .positional('paths', { type: 'string', array: true, describe: 'Files and directories to check (default: the current directory; after -- every word is a path)' })
    .options({
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- yargs types the option from its default
      format: { alias: 'f', choices: FORMATS, default: 'stylish' as Format, describe: 'Output format' },
      'output-file': { alias: 'o', type: 'string', describe: 'Write the report to this file instead of stdout' },
      'max-warnings': { type: 'number', describe: 'Fail when there are more warnings than this' },
      config: { alias: 'c', type: 'string', describe: 'Run inside this ESLint flat config (your parser, plugins, ignores) plus our rules' },
      cache: { type: 'boolean', default: false, describe: 'Only check changed files (cache in node_modules/.cache/hiring-migrate)' },
      baseline: { type: 'boolean', describe: `Record today's findings in eslint-suppressions.json; later runs fail only on new ones` },
      'prune-suppressions': { type: 'boolean', describe: 'Remove the records of findings that no longer occur' },
      'suppressions-location': { type: 'string', describe: 'The suppressions file (default: eslint-suppressions.json here)' },
      'step-summary': { type: 'boolean', describe: 'With --format github: counts per rule and file in $GITHUB_STEP_SUMMARY (default: when it is set)' },
      ...sharedOptions,
    })
    .example('$0 check', 'Check the current directory')
    .conflicts('baseline', 'prune-suppressions')
    .example('$0 check src --format github', 'Annotate a pull request from GitHub Actions')
    .example('$0 check --baseline', 'Accept today\'s findings; fail only on new ones from now on');
}

type CheckArgs = ArgumentsCamelCase<Awaited<ReturnType<typeof builder>['argv']>> & { io?: Io };

export async function handler(argv: CheckArgs): Promise<void> {
  const io = argv.io ?? processIo();
  await runCommand(io, argv.debug, async () => {
    const { runCheck } = await import('../check/run.js'); // ESLint loads only when a check runs
    const project = parseProject(argv.project, io);
    const today = parseToday(argv.today, io);
    return runCheck(
      {
        paths: pathsOf(argv),
        format: argv.format,
        ...(argv.outputFile !== undefined ? { outputFile: argv.outputFile } : {}),
        ...(argv.maxWarnings !== undefined ? { maxWarnings: nonNegativeInteger('--max-warnings', argv.maxWarnings) } : {}),
        ...(argv.config !== undefined ? { config: argv.config } : {}),
        cache: argv.cache,
        concurrency: parseConcurrency(argv.concurrency),
        ...(project ? { project } : {}),
        fileLocal: !!argv.fileLocal,
        ...(today ? { today } : {}),
        wrappers: parseWrappers(argv.wrapper),
        ...(argv.stepSummary !== undefined ? { stepSummary: argv.stepSummary } : {}),
        ...(argv.baseline ? { baseline: 'record' as const } : argv.pruneSuppressions ? { baseline: 'prune' as const } : {}),
        ...(argv.suppressionsLocation !== undefined ? { suppressionsLocation: argv.suppressionsLocation } : {}),
      },
      io,
    );
  });
}

function nonNegativeInteger(flag: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new UsageError(`${flag}: expected a whole number ≥ 0.`);
  return value;
}

