/**
 * Whole-project understanding (`--project tsconfig.json`): one TypeScript program, loaded with
 * ts-morph, gives every file of the project
 *   - types: an expression whose type is an application of the service is one, across files,
 *     through imports, generics, arrays, promises and aliases;
 *   - wrappers: functions whose parameter flows into the filters of a `GET /v2/applications`
 *     request, found anywhere in the project (also wrappers of wrappers); their call sites are
 *     requests, matched by the declaration they resolve to, not by name.
 * A project that cannot be loaded yields a clear error, and callers fall back to file-local analysis.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Project, ts } from 'ts-morph';
import type tsTypes from 'typescript';
import type { WrapperSpec } from '../matchers/requests.js';
import { projectPrefilter, type ProjectPrefilter } from './prefilter.js';
import { parseInProgram, sourceFilesOf, wrappersOfProgram, type TypedParse } from './wrappers.js';

export type { TypedParse } from './wrappers.js';

export interface TypedProject {
  tsconfig: string;
  program: tsTypes.Program;
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
  let project: Project;
  try {
    project = new Project({ tsConfigFilePath: tsconfig });
  } catch (error) {
    return { error: `${tsconfigPath} could not be loaded: ${(error as Error).message.split('\n')[0]}` };
  }
  const configErrors = project.getConfigFileParsingDiagnostics().filter((d) => d.getCategory() === ts.DiagnosticCategory.Error);
  if (configErrors.length > 0) {
    const message = configErrors.map((d) => ts.flattenDiagnosticMessageText(d.getMessageText() as string | ts.DiagnosticMessageChain, ' ')).join('; ');
    return { error: `${tsconfigPath} has errors: ${message}` };
  }
  // ts-morph's compiler is TypeScript 6.0 too: its program is what typescript-eslint's parser reads.
  const program = project.getProgram().compilerObject;
  const files = sourceFilesOf(program).map((sf) => resolve(sf.fileName));
  if (files.length === 0) return { error: `${tsconfigPath} includes no source files` };

  const parse = (text: string, filePath: string): TypedParse | undefined => parseInProgram(program, text, resolve(filePath));
  const textOf = (filePath: string): string | undefined => program.getSourceFile(resolve(filePath))?.text;

  return { project: { tsconfig, program, wrappers: wrappersOfProgram(program, !!options.keepParses), files, mayContainFindings: projectPrefilter(program), parse, textOf } };
}
