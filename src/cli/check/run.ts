/**
 * `hiring-migrate check`: the plugin's rules on the files `files.ts` finds. Without `--config`, the
 * engine runs on each candidate file directly, on every core (own.ts: oxc-parser, no ESLint pipeline);
 * ESLint's Node API runs the rules inside the user's own config (`--config`), with types (a project),
 * with `--cache`, on components, and on the files the own path hands back (ESLint directives, files
 * oxc-parser refuses). ESLint and the parsers load only when a file passes the text pre-filter.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ESLint } from 'eslint';
import pc from 'picocolors';
import { hasEvidence, mayBeDemanded, removalPhrase } from '../../migration/index.js';
import { mentionsPaging } from '../../matchers/paging-names.js';
import { EngineNeeded, loadSummarizer, mayContainFindingsOf } from '../../engine/prefilter.js';
import { forgetFiles } from '../../engine/forget.js';
import { beginRun, endRun } from '../../engine/module-files.js';
import { mayDemand } from '../../engine/demands.js';
import { PLUGIN_PREFIX } from '../../plugin/meta.js';
import { openProject, releaseProgram } from '../project.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { commonDirectory, findSourceFiles } from '../files.js';
import type { Concurrency, Wrapper } from '../shared-options.js';
import { UsageError, type Io } from '../io.js';
import { decode, encodingOf, readRegularFileSync } from '../read-text.js';
import type { CheckSpec } from './eslint-options.js';
import { isOurRule } from './rule-id.js';
import { directiveComments, disabledAt } from '../../codemod/directives.js';
import { locator } from '../../engine/lines.js';
import { formatResults, type Format } from './formats.js';
import { resultOf } from './own-result.js';
import { checkOwn, checkTyped } from './own-run.js';
import { writeJobSummary } from './github.js';
import { baseline, describeBaseline } from './baseline.js';
import { componentSupport, describeNotAnalysed } from '../../sfc/cli.js';
import { componentKind } from '../../sfc/file-types.js';

export interface CheckOptions {
  paths: string[];
  format: Format;
  outputFile?: string;
  maxWarnings?: number;
  config?: string;
  cache: boolean;
  concurrency: Concurrency;
  project?: string;
  /** Never load a project, even where a tsconfig.json is found. */
  fileLocal?: boolean;
  today?: string;
  wrappers: Wrapper[];
  /** With --format github, write the job summary to $GITHUB_STEP_SUMMARY (default: when it is set). */
  stepSummary?: boolean;
  /** The ratchet (baseline.ts): record today's findings, or prune the records of fixed ones. */
  baseline?: 'record' | 'prune';
  suppressionsLocation?: string;
  /** Every candidate file through ESLint, none through the own path (the parity test compares the two). */
  eslintOnly?: boolean;
}

type Message = ESLint.LintResult['messages'][number];

export async function runCheck(options: CheckOptions, io: Io): Promise<ExitCode> {
  const found = await findSourceFiles(options.paths, io.cwd);
  const { skipped } = found;
  for (const path of skipped) io.stderr.write(`hiring-migrate: skipped ${path}: not a JavaScript or TypeScript file\n`);
  const configFile = options.config === undefined ? undefined : resolve(io.cwd, options.config);
  if (configFile !== undefined && !existsSync(configFile)) throw new UsageError(`--config ${options.config}: no such file.`);
  // Before the work, not after it: a report that cannot be written is said at once, naming its path.
  const outputFile = options.outputFile === undefined ? undefined : resolve(io.cwd, options.outputFile);
  if (outputFile) {
    await reportFileError(options.outputFile!, async () => {
      await mkdir(dirname(outputFile), { recursive: true });
      if ((await stat(outputFile).catch(() => undefined))?.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    });
  }

  // A whole project (--project, or a tsconfig.json at the root of the paths): typed linting, plus the
  // wrappers of the list endpoint found anywhere in it.
  const project = found.files.length ? await openProject({ project: options.project, noProject: options.fileLocal }, options.paths, io) : undefined;
  const wrappers = [...options.wrappers, ...(project?.wrappers ?? [])];
  // Components load their parser only when present; what cannot be analysed is named, never clean.
  const { files, kinds: components, notAnalysed } = await componentSupport(found.files, found.unanalysed, wrappers);
  // The cheap pre-filter: a file without any trigger word cannot hold a finding, so ESLint never sees it.
  let toLint: string[] = [];
  // UTF-16 files, which ESLint would read as UTF-8: linted from their decoded text.
  let toLintAsText: { file: string; text: string }[] = [];
  // The own path (no --config, no --cache; not a component): the texts, already read. With a project,
  // the files of its tsconfig are checked with its types in this thread (own-typed.ts).
  const ownPath = !configFile && !options.cache && !options.eslintOnly;
  const toCheck: { file: string; text: string; utf16: boolean }[] = [];
  const settled: ESLint.LintResult[] = [];
  const cannotRead = (file: string, message: string): void => {
    settled.push(resultOf(file, [{ ruleId: null, fatal: true, severity: 2, message: `Cannot read file: ${message}`, line: 0, column: 0 }]));
  };
  const undecided: { file: string; text: string; utf16: boolean }[] = [];
  // Files that may make demands on the modules they import, and files that wait to know whether they
  // are such a module (see engine/demands): decided once every file has been read.
  const importers: string[] = [];
  const held: { file: string; text: string; utf16: boolean }[] = [];
  const route = (file: string, text: string, utf16: boolean, late = false): void => {
    // mayDemand asks the evidence pattern itself; asked here first, the pre-filter below reuses the answer
    // (a text without evidence is searched to its end: ~40 ms of the 3,567 real-world files).
    if (!late && hasEvidence(text) && mayDemand(text)) importers.push(resolve(file));
    if (!mayContainFindingsOf(text, resolve(file), { wrappers, project, ...(late ? { importers } : {}) })) {
      // (As fix holds them: a module of settings the scorecard list is paged with, `scorecardPageSize: 20`.)
      if (!late && (mayBeDemanded(text) || mentionsPaging(text))) held.push({ file, text, utf16 });
      else settled.push(resultOf(file, []));
    } else if (ownPath && !componentKind(file)) toCheck.push({ file, text, utf16 });
    else if (utf16) toLintAsText.push({ file, text });
    else toLint.push(file);
  };
  // Every file is read before any is routed: the pre-filter follows relative imports, and what the
  // reads learnt of the files (their stamps) spares it a stat per lookup (see beginRun).
  const read: { file: string; text: string; utf16: boolean }[] = [];
  const stamps = new Map<string, string>();
  for (const file of files) {
    let text = project?.textOf(file); // a file of the project has been read already
    let utf16 = false;
    if (text === undefined) {
      try {
        const bytes = readRegularFileSync(file);
        if (!('bytes' in bytes)) continue;
        const encoding = encodingOf(bytes.bytes);
        utf16 = encoding !== 'utf8';
        text = utf16 ? decode(bytes.bytes, encoding) : bytes.bytes.toString('utf8');
        stamps.set(resolve(file), `${bytes.size}:${bytes.mtimeMs}`);
      } catch (error) {
        const e = error as NodeJS.ErrnoException;
        cannotRead(file, e.code === 'ENOTREG' ? 'not a regular file' : e instanceof TypeError ? 'not valid UTF-16' : e.message);
        continue;
      }
    }
    read.push({ file, text, utf16 });
  }
  forgetFiles();
  beginRun(stamps);
  let eslint: ESLint | undefined;
  let linted: ESLint.LintResult[];
  try {
    for (const { file, text, utf16 } of read) {
      try {
        route(file, text, utf16);
      } catch (error) {
        if (!(error instanceof EngineNeeded)) throw error;
        undecided.push({ file, text, utf16 });
      }
    }
    read.length = 0;
    // Files whose imports must be summarized: the engine loads for them only.
    if (undecided.length) await loadSummarizer();
    for (const { file, text, utf16 } of undecided) route(file, text, utf16);
    for (const { file, text, utf16 } of held.splice(0)) {
      if (importers.length) route(file, text, utf16, true);
      else settled.push(resultOf(file, []));
    }

    const settings = {
      ...(options.today ? { today: options.today } : {}),
      ...(wrappers.length ? { wrappers } : {}),
      ...(importers.length ? { importers } : {}),
      full: options.format === 'json',
    };
    const typed = project && toCheck.length ? await checkTyped(toCheck.splice(0), settings, project.program) : { results: [], handedBack: [], untyped: [] };
    toCheck.push(...typed.untyped);
    const own = await checkOwn(toCheck, settings, options.concurrency);
    settled.push(...typed.results, ...own.results);
    const handedBack = [...typed.handedBack, ...own.handedBack];
    toLint = [...toLint, ...handedBack.filter((f) => !f.utf16).map((f) => f.file)];
    toLintAsText = [...toLintAsText, ...handedBack.filter((f) => f.utf16).map(({ file, text }) => ({ file, text }))];

    const base = configFile ? dirname(configFile) : commonDirectory(io.cwd, project ? [...toLint, project.tsconfig] : toLint);
    const spec: CheckSpec = {
      cwd: base,
      ...(configFile ? { configFile } : {}),
      ...(project ? { project: project.tsconfig } : {}),
      ...(options.today ? { today: options.today } : {}),
      ...(wrappers.length ? { wrappers } : {}),
      cache: options.cache,
      cacheLocation: join(io.cwd, 'node_modules', '.cache', 'hiring-migrate', '/'),
      // One program holds the project's types; ESLint's worker threads would each build their own.
      concurrency: project ? 'off' : options.concurrency,
      ...(components.length ? { components } : {}),
      ...(importers.length ? { importers } : {}),
    };
    // Without the own path, ESLint runs even on no file: its formatters and rule metadata are the user's config's.
    ({ eslint, linted } = toLint.length || toLintAsText.length || !ownPath ? await lint(spec, toLint.sort(), toLintAsText, io) : { eslint: undefined, linted: [] });
  } finally {
    endRun();
    if (project) releaseProgram(project.tsconfig, project.program);
  }
  const all = [...linted.map(onlyOurs), ...settled].sort((a, b) => (a.filePath < b.filePath ? -1 : 1));
  // The ratchet: recorded findings are suppressed, as ESLint's bulk suppressions do.
  const ratchet = await baseline(all, options.baseline ?? 'apply', io.cwd, options.suppressionsLocation);
  const results = ratchet?.results ?? all;

  const output = await formatResults(options.format, results, configFile ? eslint : undefined, io.cwd);
  if (outputFile) {
    await reportFileError(options.outputFile!, () => writeFile(outputFile, output));
  } else if (output) {
    io.stdout.write(output);
  }

  if (options.format === 'github' && options.stepSummary !== false && io.env.GITHUB_STEP_SUMMARY) await writeJobSummary(io.env.GITHUB_STEP_SUMMARY, results, io.cwd);

  const errors = sum(results, (r) => r.errorCount);
  const warnings = sum(results, (r) => r.warningCount);
  const tooManyWarnings = options.maxWarnings !== undefined && warnings > options.maxWarnings;
  if (options.format === 'stylish') io.stderr.write(summary(results, options.today, io));
  io.stderr.write(describeNotAnalysed(notAnalysed, io.cwd));
  if (ratchet) io.stderr.write(describeBaseline(ratchet));
  if (tooManyWarnings) io.stderr.write(`hiring-migrate: too many warnings (${warnings}; --max-warnings ${options.maxWarnings}).\n`);
  // As with eslint: errors always fail; warnings (our rules set to "warn" in the user's config) fail
  // only past --max-warnings.
  // A record of a fixed site must be pruned, so the baseline only shrinks.
  const unpruned = !!ratchet && ratchet.unused > 0 && ratchet.mode === 'apply';
  return errors > 0 || tooManyWarnings || unpruned ? EXIT.FINDINGS : EXIT.OK;
}

/** `--output-file` problems name the report's path and what the system said, in one line (exit 2). */
async function reportFileError(given: string, step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    const why =
      e.code === 'EEXIST' || e.code === 'ENOTDIR'
        ? 'a part of its directory is a file'
        : e.code === 'EISDIR'
          ? 'it is a directory'
          : e.code === 'EACCES' || e.code === 'EPERM'
            ? 'permission denied'
            : e.message;
    throw new UsageError(`--output-file ${given}: cannot write the report there: ${why}${e.code ? ` (${e.code})` : ''}.`);
  }
}

async function lint(
  spec: CheckSpec,
  files: string[],
  texts: readonly { file: string; text: string }[],
  io: Io,
): Promise<{ eslint: ESLint; linted: ESLint.LintResult[] }> {
  const [{ ESLint }, { eslintOptions, optionsModuleUrl }] = await Promise.all([import('eslint'), import('./eslint-options.js')]);
  // In this thread, the options themselves: a module imported by URL stays in the loader's cache, and
  // with it a project's program, for as long as the process lives (one per run of `runCli`).
  const eslint = spec.concurrency === 'off' ? new ESLint(eslintOptions(spec)) : await ESLint.fromOptionsModule(optionsModuleUrl(spec));
  try {
    const linted = files.length ? await eslint.lintFiles(files) : [];
    for (const { file, text } of texts) linted.push(...(await eslint.lintText(text, { filePath: file })));
    return { eslint, linted };
  } catch (error) {
    // The user's config brings its own copy of the plugin (another install, another version).
    const redefined = `Cannot redefine plugin "${PLUGIN_PREFIX}"`;
    if (!spec.configFile || spec.pluginFromConfig || !String((error as Error).message).includes(redefined)) throw error;
    io.stderr.write(`hiring-migrate: using the ${PLUGIN_PREFIX} plugin that ${spec.configFile} loads.\n`);
    return lint({ ...spec, pluginFromConfig: true }, files, texts, io);
  }
}

/**
 * Keeps our findings and parse errors. Everything else is noise from the user's code base, e.g.
 * `// eslint-disable-next-line react-hooks/exhaustive-deps` gives "Definition for rule … was not
 * found" when that plugin is not loaded, and a leftover `/* eslint-env *\/` comment gives a fatal
 * "no longer supported" message in ESLint 10.
 */
function onlyOurs(result: ESLint.LintResult): ESLint.LintResult {
  const keep = (m: Message): boolean => isOurRule(m.ruleId) || (!!m.fatal && m.message.startsWith('Parsing error'));
  const suppressed = result.suppressedMessages.filter(keep);
  // Only a directive that names our rule silences it here (see codemod/directives): what a blanket
  // `/* eslint-disable */` suppressed is reported.
  const named = suppressed.length > 0 ? namedDirectives(result) : undefined;
  const restored = named ? suppressed.filter((m) => !!m.ruleId && !m.suppressions.some((s) => s.kind !== 'directive') && !named(m.ruleId.slice(PLUGIN_PREFIX.length + 1), m.line)) : [];
  const messages = [...result.messages.filter(keep), ...restored.map(({ suppressions: _, ...m }) => m)].sort((a, b) => a.line - b.line || a.column - b.column);
  return { ...resultOf(result.filePath, messages), suppressedMessages: suppressed.filter((m) => !restored.includes(m)), ...(result.source === undefined ? {} : { source: result.source }) };
}

/** Is a rule of ours disabled at a line of the result's file by a directive that names it? */
function namedDirectives(result: ESLint.LintResult): ((rule: string, line: number) => boolean) | undefined {
  let text = result.source;
  if (text === undefined) {
    try {
      text = readFileSync(result.filePath, 'utf8');
    } catch {
      return undefined;
    }
  }
  const loc = locator(text);
  return disabledAt(directiveComments(text), (offset) => loc(offset).line);
}

function sum<T>(items: readonly T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}

/** `hiring-migrate: 12 files checked, 3 findings (no-current-stage: 2, …); 2 autofixable with `hiring-migrate fix`. …` */
function summary(results: readonly ESLint.LintResult[], today: string | undefined, io: Io): string {
  const colors = pc.createColors(!!io.stderr.isTTY && !io.env.NO_COLOR);
  const files = `${results.length} ${results.length === 1 ? 'file' : 'files'} checked`;
  const messages = results.flatMap((r) => r.messages);
  if (messages.length === 0) return `hiring-migrate: ${files}, no findings.\n`;
  const perRule = new Map<string, number>();
  for (const m of messages) {
    const rule = m.ruleId ? m.ruleId.slice(PLUGIN_PREFIX.length + 1) : 'parse error';
    perRule.set(rule, (perRule.get(rule) ?? 0) + 1);
  }
  const breakdown = [...perRule].map(([rule, n]) => `${rule}: ${n}`).join(', ');
  const fixable = messages.filter((m) => m.fix).length;
  const plural = messages.length === 1 ? 'finding' : 'findings';
  return (
    `hiring-migrate: ${files}, ${colors.red(`${messages.length} ${plural}`)} (${breakdown}); ` +
    `${fixable} autofixable with \`hiring-migrate fix\`.\n` +
    `The hiring service's legacy interface (the \`state\` filter and field, \`currentStage\`) ${removalPhrase(today ?? new Date())}.\n`
  );
}
