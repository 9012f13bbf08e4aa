/**
 * Wrappers of the list endpoint found in a program, and wrappers of those wrappers, to a fixed point.
 * `--project` and typed linting (the editor) both ask here, so the editor shows what the CLI shows:
 * `listApplications({ state })` in one file is a request because of the function another file declares.
 *
 * Only files that spell the endpoint's path, or a wrapper's name, are parsed. Results are cached per
 * TypeScript source file (and the wrappers known when it was read): a program rebuilt as someone types
 * keeps the source files that did not change, so only the edited file is read again.
 */
import load from '../load.cjs';
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from '@typescript-eslint/utils';
import type ts from 'typescript';
import { analyze } from '../engine/analyze.js';
import type { WrapperSpec } from '../matchers/requests.js';
import { Bindings, SCOPE_LIB } from '../matchers/scope.js';
import { functionName, isFunction, walk } from '../matchers/ast.js';
import { parameterFlows, picksStateFrom } from '../matchers/wrappers.js';
import { APPLICATIONS_SEGMENT, mentionsWrapper } from '../migration/index.js';
import { calleeResolver, declarationId, typedApplicationPredicate } from './application-type.js';

// The parser (and TypeScript's ESTree conversion) loads when a program is parsed, not with the rules.
const parseForESLint: typeof import('@typescript-eslint/parser').parseForESLint = (...args) =>
  (load('@typescript-eslint/parser') as typeof import('@typescript-eslint/parser')).parseForESLint(...args);

export interface TypedParse {
  ast: TSESTree.Program;
  scopeManager: TSESLint.Scope.ScopeManager;
  typedIsApplication: (node: TSESTree.Node) => boolean;
  resolveCallee: (callee: TSESTree.Node) => string | undefined;
}

/**
 * Parses a file of `program` into the ESTree the rules see, with the program's types; undefined when
 * it is not in it. With `keep`, the whole parse (tokens and comments included, as ESLint needs them)
 * stays with the source file for one later `takeKeptParse`: a `check --project` run then converts
 * each file once, for wrapper discovery and for linting.
 */
export function parseInProgram(program: ts.Program, text: string, filePath: string, keep = false): TypedParse | undefined {
  const sourceFile = program.getSourceFile(filePath);
  if (!sourceFile || sourceFile.text !== text) return undefined;
  try {
    let result = kept.get(sourceFile);
    if (result && !keep) kept.delete(sourceFile);
    result ??= parseForESLint(text, {
      filePath: sourceFile.fileName,
      programs: [program],
      range: true,
      loc: true,
      comment: true,
      tokens: keep,
      ecmaFeatures: { jsx: !/\.[cm]?ts$/i.test(filePath) },
      lib: SCOPE_LIB,
    });
    if (keep) kept.set(sourceFile, result);
    const services = result.services as unknown as ParserServicesWithTypeInformation;
    return {
      ast: result.ast,
      scopeManager: result.scopeManager,
      typedIsApplication: typedApplicationPredicate(services),
      resolveCallee: calleeResolver(services),
    };
  } catch {
    return undefined;
  }
}

const kept = new WeakMap<ts.SourceFile, ReturnType<typeof parseForESLint>>();

/** The parse `parseInProgram(…, keep)` made of this text of a file of `program`, handed over once. */
export function takeKeptParse(program: ts.Program, text: string, filePath: string): ReturnType<typeof parseForESLint> | undefined {
  const sourceFile = program.getSourceFile(filePath);
  const result = sourceFile && sourceFile.text === text ? kept.get(sourceFile) : undefined;
  if (result) kept.delete(sourceFile!);
  return result;
}

/** The program's own source files: no declaration files, nothing from node_modules. */
export function sourceFilesOf(program: ts.Program): readonly ts.SourceFile[] {
  return program.getSourceFiles().filter((sf) => !sf.isDeclarationFile && !/[\\/]node_modules[\\/]/.test(sf.fileName));
}

const byProgram = new WeakMap<ts.Program, WrapperSpec[]>();
const bySourceFile = new WeakMap<ts.SourceFile, Map<string, WrapperSpec[]>>();

/**
 * The wrappers of `GET /v2/applications` declared in the program, each tied to its declaration.
 * `keepParses`: keep the files' parses for the lint that follows (see parseInProgram).
 */
export function wrappersOfProgram(program: ts.Program, keepParses = false): WrapperSpec[] {
  let wrappers = byProgram.get(program);
  if (!wrappers) byProgram.set(program, (wrappers = discover(program, keepParses)));
  return wrappers;
}

function discover(program: ts.Program, keep: boolean): WrapperSpec[] {
  const wrappers = new Map<string, WrapperSpec>();
  const files = sourceFilesOf(program);
  for (let round = 0; round < 4; round++) {
    const known = [...wrappers.values()];
    const key = known.map((w) => `${w.declaration}#${w.argument}`).join(',');
    for (const sourceFile of files) {
      const text = sourceFile.text;
      if (!text.includes(`/${APPLICATIONS_SEGMENT}`) && !mentionsWrapper(text, known)) continue;
      let perKey = bySourceFile.get(sourceFile);
      if (!perKey) bySourceFile.set(sourceFile, (perKey = new Map<string, WrapperSpec[]>()));
      let found = perKey.get(key);
      if (!found) perKey.set(key, (found = wrappersIn(program, sourceFile, known, keep)));
      for (const wrapper of found) wrappers.set(`${wrapper.declaration}#${wrapper.argument}`, wrapper);
    }
    if (wrappers.size === known.length) break;
  }
  return [...wrappers.values()];
}

/** Functions of one file whose parameter reaches the filters of a list request (direct or through `known`). */
function wrappersIn(program: ts.Program, sourceFile: ts.SourceFile, known: WrapperSpec[], keep: boolean): WrapperSpec[] {
  const parsed = parseInProgram(program, sourceFile.text, sourceFile.fileName, keep);
  if (!parsed) return [];
  const { requests } = analyze(
    { ast: parsed.ast, scopeManager: parsed.scopeManager, text: sourceFile.text, typescript: true, resolveCallee: parsed.resolveCallee, force: true, requestsOnly: true },
    { wrappers: known, today: '1970-01-01' },
  );
  const bindings = new Bindings(parsed.scopeManager);
  // `applicationQuery(params)` of another file, which picks `state` out of its argument: no flow of it whole.
  bindings.importedPicks = (callee, index) => {
    const id = parsed.resolveCallee(callee);
    const at = id ? id.lastIndexOf(':') : -1;
    if (!id || at < 0) return false;
    const declaring = program.getSourceFile(id.slice(0, at));
    if (!declaring || declaring === sourceFile || declaring.isDeclarationFile) return false;
    const declared = declaredFunctions(program, declaring);
    const fn = declared?.functions.get(Number(id.slice(at + 1)));
    return !!fn && picksStateFrom(fn, index, declared!.bindings);
  };
  const found: WrapperSpec[] = [];
  for (const site of requests) {
    if (!site.endpoints.includes('listApplications') || (site.method && site.method !== 'GET')) continue;
    for (const flow of parameterFlows(site, bindings)) {
      const named = functionName(flow.fn);
      if (named) found.push({ name: named.name, argument: flow.index, declaration: declarationId(sourceFile.fileName, named.node.range[0]) });
    }
  }
  return found;
}

const declaredByFile = new WeakMap<ts.SourceFile, { functions: Map<number, TSESTree.FunctionLike>; bindings: Bindings } | null>();

/** The named functions a file of the program declares, by where their names start (see declarationId), with the file's bindings. */
function declaredFunctions(program: ts.Program, sourceFile: ts.SourceFile): { functions: Map<number, TSESTree.FunctionLike>; bindings: Bindings } | undefined {
  let entry = declaredByFile.get(sourceFile);
  if (entry === undefined) {
    entry = null;
    try {
      // A parse kept for the lint stays kept.
      const parsed =
        kept.get(sourceFile) ??
        parseForESLint(sourceFile.text, { filePath: sourceFile.fileName, programs: [program], range: true, loc: false, comment: false, tokens: false, ecmaFeatures: { jsx: !/\.[cm]?ts$/i.test(sourceFile.fileName) }, lib: SCOPE_LIB });
      const functions = new Map<number, TSESTree.FunctionLike>();
      walk(parsed.ast, (node) => {
        const named = isFunction(node) ? functionName(node) : undefined;
        if (named) functions.set(named.node.range[0], node as TSESTree.FunctionLike);
      });
      entry = { functions, bindings: new Bindings(parsed.scopeManager) };
    } catch {
      entry = null;
    }
    declaredByFile.set(sourceFile, entry);
  }
  return entry ?? undefined;
}
