/**
 * Parsing for the codemod: the same parser and AST that ESLint runs the rules on, so a transform
 * recognizes exactly what the rules report.
 */
import { analyze as analyzeScope } from '@typescript-eslint/scope-manager';
import { parse as parseEstree } from '@typescript-eslint/typescript-estree';
import ts from '../typescript.cjs';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { SCOPE_LIB } from '../matchers/scope.js';

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

export const SOURCE_EXTENSIONS = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts'] as const;

export function isTypeScript(filename: string): boolean {
  return /\.[cm]?tsx?$/i.test(filename);
}

/**
 * Parses as a module (falling back to a script for sloppy CommonJS); throws ParseError.
 *
 * What `parseForESLint` does, minus what only ESLint reads: it always builds every token and
 * comment; the codemod reads comments only for `eslint-disable` directives and JSDoc typedefs.
 */
export function parse(text: string, filename: string): Parsed {
  const jsx = !/\.[cm]?ts$/i.test(filename);
  let first: unknown;
  for (const sourceType of ['module', 'script'] as const) {
    try {
      const ast = parseEstree(text, {
        filePath: filename,
        sourceType,
        jsx,
        range: true,
        // Computed in any case: asking for none only adds a pass that deletes them.
        loc: true,
        comment: /eslint-(disable|enable)|@typedef|@param/.test(text),
        tokens: false,
        // JSDoc typedefs are read from the comments' text.
        jsDocParsingMode: 'none',
      });
      ast.sourceType = sourceType;
      const scopeManager = analyzeScope(ast, { sourceType, lib: SCOPE_LIB });
      return { ast, scopeManager };
    } catch (error) {
      first ??= error;
    }
  }
  const e = first as { message?: string; lineNumber?: number; column?: number };
  throw new ParseError(e.message ?? String(first), e.lineNumber, e.column);
}

/**
 * A syntax check of migrated text: TypeScript's own parser, without the conversion to ESTree or the
 * scope analysis (our edits only ever need "does it still parse"). Throws ParseError.
 */
export function checkSyntax(text: string, filename: string): void {
  const kind = /\.[cm]?tsx$/i.test(filename) || /\.(jsx|js|mjs|cjs)$/i.test(filename) ? (isTypeScript(filename) ? ts.ScriptKind.TSX : ts.ScriptKind.JSX) : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(filename, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false, kind);
  const diagnostics = (sourceFile as unknown as { parseDiagnostics?: ts.Diagnostic[] }).parseDiagnostics ?? [];
  const first = diagnostics[0];
  if (!first) return;
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(first.start ?? 0);
  throw new ParseError(ts.flattenDiagnosticMessageText(first.messageText, ' '), line + 1, character);
}
