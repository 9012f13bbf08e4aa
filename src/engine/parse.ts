/**
 * Parsing for the engine and the codemod: a TS-ESTree AST (the shape the rules see under
 * @typescript-eslint/parser) plus its scope analysis.
 *
 * Two parsers give that AST. oxc-parser (native, TS-ESTree flavour) is the fast one and the default;
 * @typescript-eslint/typescript-estree is the reference, used for any file oxc refuses, so that a file
 * that does not parse is reported with the very message ESLint would give. The parity test
 * (test/parity.test.ts) holds the two to the same findings and fixes on the whole corpus.
 *
 * The heavy modules (typescript-estree pulls in the 9 MB TypeScript compiler, the scope manager its lib
 * tables) are required on first use: a run whose files the text pre-filter rules out never loads them.
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type ts from '../typescript.cjs';
import load from '../load.cjs';
import { rememberProgramNodes, walk, type Node } from '../matchers/ast.js';
import { SCOPE_LIB } from '../matchers/scope.js';
import { TODO_TAG } from './edits.js';

type ScopeManagerModule = typeof import('@typescript-eslint/scope-manager');
type EstreeModule = typeof import('@typescript-eslint/typescript-estree');
type TypeScriptModule = typeof ts;

let scopeManagerModule: ScopeManagerModule | undefined;
let estreeModule: EstreeModule | undefined;
let typescriptModule: TypeScriptModule | undefined;
const scopeManager = (): ScopeManagerModule => (scopeManagerModule ??= load('@typescript-eslint/scope-manager') as ScopeManagerModule);
const estree = (): EstreeModule => (estreeModule ??= load('@typescript-eslint/typescript-estree') as EstreeModule);
const typescript = (): TypeScriptModule => (typescriptModule ??= load('typescript') as TypeScriptModule);

type OxcModule = typeof import('oxc-parser');
let oxcModule: OxcModule | null | undefined;
/**
 * oxc-parser is an ES module, required here (Node ≥ 20.19). Where it cannot load (jscodeshift's Babel
 * hook compiles every module it requires to CommonJS, and oxc-parser's own `import.meta` then fails),
 * typescript-estree parses everything, as before.
 */
function oxc(): OxcModule | null {
  if (oxcModule === undefined) {
    try {
      oxcModule = load('oxc-parser') as OxcModule;
    } catch {
      oxcModule = null;
    }
  }
  return oxcModule;
}

/** oxc-parser's native binding: its result keeps the AST's JSON in native memory until read or finalized. */
interface OxcBinding {
  parseSync(filename: string, text: string, options: object): { readonly errors: readonly unknown[]; readonly program: string };
}
let oxcBinding: OxcBinding | null | undefined;
function binding(): OxcBinding | null {
  if (oxcBinding === undefined) {
    try {
      oxcBinding = oxc() && (load('oxc-parser/src-js/bindings') as OxcBinding);
    } catch {
      oxcBinding = null;
    }
  }
  return oxcBinding;
}

export interface Parsed {
  ast: TSESTree.Program;
  scopeManager: TSESLint.Scope.ScopeManager;
}

export class ParseError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

/** `oxc`: oxc-parser, falling back to typescript-estree for a file it refuses; `typescript-estree`: that one only. */
export type ParserName = 'oxc' | 'typescript-estree';

export const SOURCE_EXTENSIONS = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts'] as const;

export function isTypeScript(filename: string): boolean {
  return /\.[cm]?tsx?$/i.test(filename);
}

let defaultParser: ParserName = 'oxc';

/** The parser of `parse` calls that name none, in this thread (the parity test runs the reference with typescript-estree). */
export function setDefaultParser(parser: ParserName): void {
  defaultParser = parser;
}

/** Parses as a module (falling back to a script for sloppy CommonJS); throws ParseError. */
export function parse(text: string, filename: string, parser: ParserName = defaultParser): Parsed {
  if (parser === 'oxc') {
    const ast = parseWithOxc(text, filename);
    if (ast) return { ast, scopeManager: analyzeScope(ast, 'module') };
  }
  return parseWithEstree(text, filename);
}

/** oxc-parser alone, as a module: undefined for a file it refuses (no fallback). */
export function parseFast(text: string, filename: string): Parsed | undefined {
  const ast = parseWithOxc(text, filename);
  return ast && { ast, scopeManager: analyzeScope(ast, 'module') };
}

function analyzeScope(ast: TSESTree.Program, sourceType: 'module' | 'script'): TSESLint.Scope.ScopeManager {
  return scopeManager().analyze(ast, { sourceType, lib: SCOPE_LIB });
}

/**
 * oxc-parser's TS-ESTree output, as a module, or undefined when it reports any error (the reference
 * parser then decides: it may accept the file as a script, or give ESLint's own message). Its nodes
 * carry `start`/`end` and no `loc`; `withRanges` gives them the `range` the engine reads.
 */
function parseWithOxc(text: string, filename: string): TSESTree.Program | undefined {
  const result = oxcResult(text, filename);
  if (!result || result.errors.length > 0) return undefined;
  const program = result.program as unknown as TSESTree.Program & { hashbang?: unknown };
  rememberProgramNodes(program, withRanges(program));
  // As typescript-estree: the program starts at its first token, and holds its comments.
  const first = program.body[0];
  if (first) program.range = [first.range[0], program.range[1]];
  program.comments = result.comments.map((c) => ({ type: c.type, value: c.value, range: [c.start, c.end] })) as TSESTree.Comment[];
  return program;
}

/**
 * Gives every node its `range` and its `parent`, and lists the nodes in `walk`'s order. oxc's nodes
 * carry `start`/`end`; asked for `range` too, it writes each pair twice into the JSON that carries the
 * AST over, and parsing that JSON is most of a parse: set here, in the walk the analysis needs
 * anyway, the parse of 2,250 integration files takes ~15% less time.
 */
function withRanges(program: TSESTree.Program): Node[] {
  const nodes: Node[] = [];
  walk(program, (node) => {
    const { start, end } = node as Node & { start: number; end: number };
    node.range = [start, end];
    nodes.push(node);
  });
  return nodes;
}

/** The AST comes over as JSON, deserialized only when `program` is read (see oxcAccepts for a syntax check). */
function oxcResult(text: string, filename: string): ReturnType<OxcModule['parseSync']> | undefined {
  const parser = oxc();
  if (!parser || tooDeep(text)) return undefined;
  return parser.parseSync(filename, text, oxcOptions(filename));
}

/**
 * Brackets nested deeper than this are left to the reference parser: oxc-parser's native stack
 * overflows (a segmentation fault, which ends the process) near 16,000 nested parentheses, where a
 * JavaScript parser throws an error that is reported for the one file.
 */
const OXC_MAX_NESTING = 4000;
function tooDeep(text: string): boolean {
  if (text.length < OXC_MAX_NESTING * 2) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) {
      if (++depth > OXC_MAX_NESTING) return true;
    } else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
  }
  return false;
}

const oxcOptions = (filename: string) => ({ lang: oxcLang(filename), sourceType: 'module', astType: 'ts', range: false, preserveParens: false }) as const;
function oxcLang(filename: string): 'dts' | 'ts' | 'tsx' | 'jsx' {
  return /\.d\.[cm]?ts$/i.test(filename) ? 'dts' : /\.[cm]?ts$/i.test(filename) ? 'ts' : /\.tsx$/i.test(filename) ? 'tsx' : 'jsx';
}

/**
 * Does oxc-parser accept the text? (undefined: it cannot load.) The result's AST, as JSON, is moved
 * to this thread's heap and dropped: left in the native result, it is freed only when a collection
 * finalizes the result, and syntax checks alone make too little garbage for one (fix --dry over
 * 2,250 integration files held ~750 MiB of them).
 */
function oxcAccepts(text: string, filename: string): boolean | undefined {
  const parser = binding();
  if (!parser || tooDeep(text)) return undefined;
  const result = parser.parseSync(filename, text, oxcOptions(filename));
  void result.program;
  return result.errors.length === 0;
}

/** Comments the engine reads: ESLint directives, JSDoc types and the codemod's TODO markers. */
const COMMENTS_READ = new RegExp(`eslint-(?:disable|enable)|@typedef|@param|${TODO_TAG.replace(/[()]/g, '\\$&')}`);

/**
 * What `parseForESLint` does, minus what only ESLint reads: it always builds every token and
 * comment; the codemod reads comments only for `eslint-disable` directives and JSDoc typedefs.
 */
function parseWithEstree(text: string, filename: string): Parsed {
  const jsx = !/\.[cm]?ts$/i.test(filename);
  let first: unknown;
  for (const sourceType of ['module', 'script'] as const) {
    try {
      const ast = estree().parse(text, {
        filePath: filename,
        sourceType,
        jsx,
        range: true,
        // Computed in any case: asking for none only adds a pass that deletes them.
        loc: true,
        comment: COMMENTS_READ.test(text),
        tokens: false,
        // JSDoc typedefs are read from the comments' text.
        jsDocParsingMode: 'none',
      });
      ast.sourceType = sourceType;
      return { ast, scopeManager: analyzeScope(ast, sourceType) };
    } catch (error) {
      first ??= error;
    }
  }
  const e = first as { message?: string; lineNumber?: number; column?: number };
  throw new ParseError(e.message ?? String(first), e.lineNumber, e.column);
}

/**
 * A syntax check of migrated text (our edits only ever need "does it still parse"): text oxc-parser
 * accepts parses; otherwise TypeScript's own parser, without the conversion to ESTree or the scope
 * analysis, decides, as it always has, and names the problem. Throws ParseError.
 */
export function checkSyntax(text: string, filename: string): void {
  if (oxcAccepts(text, filename)) return;
  const t = typescript();
  const kind = /\.[cm]?tsx$/i.test(filename) || /\.(jsx|js|mjs|cjs)$/i.test(filename) ? (isTypeScript(filename) ? t.ScriptKind.TSX : t.ScriptKind.JSX) : t.ScriptKind.TS;
  const sourceFile = t.createSourceFile(filename, text, { languageVersion: t.ScriptTarget.Latest, jsDocParsingMode: t.JSDocParsingMode.ParseNone }, false, kind);
  const diagnostics = (sourceFile as unknown as { parseDiagnostics?: ts.Diagnostic[] }).parseDiagnostics ?? [];
  const first = diagnostics[0];
  if (!first) return;
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(first.start ?? 0);
  throw new ParseError(t.flattenDiagnosticMessageText(first.messageText, ' '), line + 1, character);
}
