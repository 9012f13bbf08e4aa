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
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseForESLint } from '@typescript-eslint/parser';
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from '@typescript-eslint/utils';
import { Project, ts } from 'ts-morph';
import { analyze } from '../engine/analyze.js';
import type { WrapperSpec } from '../matchers/requests.js';
import { Bindings } from '../matchers/scope.js';
import { functionName, parameterFlows } from '../matchers/wrappers.js';
import { APPLICATIONS_SEGMENT, EVIDENCE_PATTERN } from '../migration/index.js';
import { calleeResolver, declarationId, typedApplicationPredicate } from './application-type.js';

export interface TypedParse {
  ast: TSESTree.Program;
  scopeManager: TSESLint.Scope.ScopeManager;
  typedIsApplication: (node: TSESTree.Node) => boolean;
  resolveCallee: (callee: TSESTree.Node) => string | undefined;
}

export interface TypedProject {
  tsconfig: string;
  program: ts.Program;
  /** Wrappers found in the project, each tied to its declaration (`file:offset` of its name). */
  wrappers: WrapperSpec[];
  /** Files of the project (absolute paths), declaration files and node_modules excluded. */
  files: string[];
  /**
   * Files where a type may carry an application under any name: those that spell the service's
   * evidence (its path, its field names, …) and every file that imports them, directly or not.
   * Elsewhere the file-local pre-filter holds, types or not.
   */
  relevant: Set<string>;
  /** Parses a file of the project with type information; undefined when the file is not in it. */
  parse(text: string, filePath: string): TypedParse | undefined;
}

export type ProjectLoad = { project: TypedProject } | { error: string };

export { findProjectConfig } from './find-config.js';

export function loadProject(tsconfigPath: string): ProjectLoad {
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
  const program = project.getProgram().compilerObject as unknown as ts.Program;
  const files = program
    .getSourceFiles()
    .filter((sf) => !sf.isDeclarationFile && !/[\\/]node_modules[\\/]/.test(sf.fileName))
    .map((sf) => resolve(sf.fileName));
  if (files.length === 0) return { error: `${tsconfigPath} includes no source files` };

  const parse = (text: string, filePath: string): TypedParse | undefined => {
    const sourceFile = program.getSourceFile(resolve(filePath)) ?? program.getSourceFile(filePath);
    if (!sourceFile || sourceFile.text !== text) return undefined;
    try {
      const result = parseForESLint(text, {
        filePath: sourceFile.fileName,
        programs: [program as never],
        range: true,
        loc: true,
        comment: true,
        tokens: false,
        ecmaFeatures: { jsx: !/\.[cm]?ts$/i.test(filePath) },
      });
      const services = result.services as unknown as ParserServicesWithTypeInformation;
      return {
        ast: result.ast as TSESTree.Program,
        scopeManager: result.scopeManager as unknown as TSESLint.Scope.ScopeManager,
        typedIsApplication: typedApplicationPredicate(services),
        resolveCallee: calleeResolver(services),
      };
    } catch {
      return undefined;
    }
  };

  return { project: { tsconfig, program, wrappers: discoverWrappers(files, parse), files, relevant: importersOfEvidence(project, files), parse } };
}

/** Files spelling the service's evidence, closed over "is imported by". */
function importersOfEvidence(project: Project, files: string[]): Set<string> {
  const importers = new Map<string, Set<string>>();
  const seeds: string[] = [];
  for (const sourceFile of project.getSourceFiles()) {
    const file = resolve(sourceFile.getFilePath());
    if (EVIDENCE_PATTERN.test(sourceFile.getFullText())) seeds.push(file);
    const targets = [
      ...sourceFile.getImportDeclarations().map((d) => d.getModuleSpecifierSourceFile()),
      ...sourceFile.getExportDeclarations().map((d) => d.getModuleSpecifierSourceFile()),
    ];
    for (const target of targets) {
      if (!target) continue;
      const key = resolve(target.getFilePath());
      let set = importers.get(key);
      if (!set) importers.set(key, (set = new Set()));
      set.add(file);
    }
  }
  const relevant = new Set<string>();
  const queue = [...seeds];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (relevant.has(file)) continue;
    relevant.add(file);
    for (const importer of importers.get(file) ?? []) queue.push(importer);
  }
  const inProject = new Set(files);
  return new Set([...relevant].filter((f) => inProject.has(f)));
}

/** Wrappers, and wrappers of wrappers, to a fixed point. */
function discoverWrappers(files: string[], parse: TypedProject['parse']): WrapperSpec[] {
  const wrappers = new Map<string, WrapperSpec>();
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    texts.set(file, text);
  }
  for (let round = 0; round < 4; round++) {
    const before = wrappers.size;
    const names = [...wrappers.values()].map((w) => w.name);
    for (const [file, text] of texts) {
      if (!text.includes(`/${APPLICATIONS_SEGMENT}`) && !names.some((n) => text.includes(n))) continue;
      const parsed = parse(text, file);
      if (!parsed) continue;
      const { requests } = analyze(
        { ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: true, resolveCallee: parsed.resolveCallee, force: true },
        { wrappers: [...wrappers.values()], today: '1970-01-01' },
      );
      const bindings = new Bindings(parsed.scopeManager);
      for (const site of requests) {
        if (!site.endpoints.includes('listApplications') || (site.method && site.method !== 'GET')) continue;
        for (const flow of parameterFlows(site, bindings)) {
          const named = functionName(flow.fn);
          if (!named) continue;
          const declaration = declarationId(file, named.node.range[0]);
          const key = `${declaration}#${flow.index}`;
          if (!wrappers.has(key)) wrappers.set(key, { name: named.name, argument: flow.index, declaration });
        }
      }
    }
    if (wrappers.size === before) break;
  }
  return [...wrappers.values()];
}

