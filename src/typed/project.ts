/**
 * Whole-project understanding (`--project tsconfig.json`): one TypeScript program, loaded as `tsc`
 * loads it, gives every file of the project
 *   - types: an expression whose type is an application of the service is one, across files,
 *     through imports, generics, arrays, promises and aliases;
 *   - wrappers: functions whose parameter flows into the filters of a `GET /v2/applications`
 *     request, found anywhere in the project (also wrappers of wrappers); their call sites are
 *     requests, matched by the declaration they resolve to, not by name.
 * A project that cannot be loaded yields a clear error, and callers fall back to file-local analysis.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from '../typescript.cjs';
import type { WrapperSpec } from '../matchers/requests.js';
import { projectPrefilter, type ProjectPrefilter } from './prefilter.js';
import { parseInProgram, sourceFilesOf, wrappersOfProgram, type TypedParse } from './wrappers.js';

export type { TypedParse } from './wrappers.js';

export interface TypedProject {
  tsconfig: string;
  program: ts.Program;
  /** Wrappers found in the project, each tied to its declaration (`file:offset` of its name). */
  wrappers: WrapperSpec[];
  /** Files of the project (absolute paths), declaration files and node_modules excluded. */
  files: string[];
  /**
   * The pre-filter for a file of the project (see prefilter.ts): the checker, not the word `state`
   * or `currentStage`, decides whether a file without the service's words can hold a finding.
   */
  mayContainFindings: ProjectPrefilter;
  /** The text of a file of the project, as the program read it; undefined when the file is not in it. */
  textOf(filePath: string): string | undefined;
  /** Parses a file of the project with type information; undefined when the file is not in it. */
  parse(text: string, filePath: string): TypedParse | undefined;
}

export type ProjectLoad = { project: TypedProject } | { error: string };

export { findProjectConfig } from './find-config.js';

/** `keepParses`: a lint follows in this thread, which takes the parses wrapper discovery made (takeKeptParse). */
export function loadProject(tsconfigPath: string, options: { keepParses?: boolean } = {}): ProjectLoad {
  const tsconfig = resolve(tsconfigPath);
  if (!existsSync(tsconfig)) return { error: `${tsconfigPath}: no such file` };
  let config: ts.ParsedCommandLine;
  try {
    const json = ts.parseConfigFileTextToJson(tsconfig, readFileSync(tsconfig, 'utf8'));
    if (json.error) throw new Error(ts.flattenDiagnosticMessageText(json.error.messageText, '\n'));
    config = ts.parseJsonConfigFileContent(json.config, ts.sys, dirname(tsconfig), undefined, tsconfig);
  } catch (error) {
    return { error: `${tsconfigPath} could not be loaded: ${(error as Error).message.split('\n')[0]}` };
  }
  const configErrors = config.errors.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (configErrors.length > 0) {
    const message = configErrors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ');
    return { error: `${tsconfigPath} has errors: ${message}` };
  }
  // The compiler typescript-eslint's parser loads, so its ESTree conversion reads this program and
  // TypeScript loads once (a wrapper library with its own copy of the compiler cost `check --project`
  // on the 2,000-file bench project ~0.25 s to load it and ~0.1 s to wrap the program's files).
  // Parent pointers are set by the binder, which runs before anything reads them (the checker is made
  // first), as in `tsc`: not during parsing too (~12% of program and binding on the bench project).
  const host = ts.createCompilerHost(config.options, false);
  // JSDoc is parsed where it gives types, in JavaScript, and not in TypeScript files, whose types it
  // never sets (the standard library's declaration files are mostly JSDoc): the bench project's program
  // and binding take ~18% less (870 → 710 ms).
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeInfo;
  // With any byte order mark kept: the text `check` and `fix` read, so that the two compare equal.
  host.readFile = (file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host, projectReferences: config.projectReferences, configFileParsingDiagnostics: config.errors });
  const files = sourceFilesOf(program).map((sf) => resolve(sf.fileName));
  if (files.length === 0) return { error: `${tsconfigPath} includes no source files` };

  const parse = (text: string, filePath: string): TypedParse | undefined => parseInProgram(program, text, resolve(filePath));
  const textOf = (filePath: string): string | undefined => program.getSourceFile(resolve(filePath))?.text;

  return { project: { tsconfig, program, wrappers: wrappersOfProgram(program, !!options.keepParses), files, mayContainFindings: projectPrefilter(program), parse, textOf } };
}
