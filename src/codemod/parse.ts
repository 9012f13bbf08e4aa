/**
 * Parsing for the codemod: the same parser and AST that ESLint runs the rules on, so a transform
 * recognizes exactly what the rules report.
 */
import { parseForESLint } from '@typescript-eslint/parser';
import { parse as parseSyntax } from '@typescript-eslint/typescript-estree';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

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

/** Parses as a module (falling back to a script for sloppy CommonJS); throws ParseError. */
export function parse(text: string, filename: string): Parsed {
  const jsx = !/\.[cm]?ts$/i.test(filename);
  let first: unknown;
  for (const sourceType of ['module', 'script'] as const) {
    try {
      const result = parseForESLint(text, {
        filePath: filename,
        sourceType,
        ecmaVersion: 'latest',
        range: true,
        loc: true,
        // Comments are only needed for eslint-disable directives.
        comment: /eslint-(disable|enable)/.test(text),
        tokens: false,
        ecmaFeatures: { jsx },
      });
      return { ast: result.ast as TSESTree.Program, scopeManager: result.scopeManager as unknown as TSESLint.Scope.ScopeManager };
    } catch (error) {
      first ??= error;
    }
  }
  const e = first as { message?: string; lineNumber?: number; column?: number };
  throw new ParseError(e.message ?? String(first), e.lineNumber, e.column);
}

/** A syntax check of migrated text: the same parser, without scope analysis. Throws ParseError. */
export function checkSyntax(text: string, filename: string): void {
  try {
    parseSyntax(text, { filePath: filename, jsx: !/\.[cm]?ts$/i.test(filename), range: false, loc: false, comment: false, tokens: false });
  } catch (error) {
    const e = error as { message?: string; lineNumber?: number; column?: number };
    throw new ParseError(e.message ?? String(error), e.lineNumber, e.column);
  }
}
