/** Lints source text with the plugin the way a user's flat config would. */
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import plugin from '../../src/index.js';

export const TODAY = '2026-11-21';

export function lintConfig(settings: Record<string, unknown> = {}): Linter.Config[] {
  return [
    {
      files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
      languageOptions: {
        parser: tsParser,
        parserOptions: { ecmaFeatures: { jsx: true } },
      },
      settings: { 'hiring-migrate': { today: TODAY, ...settings } },
      // Fixtures carry their teams' own `eslint-disable no-console` lines; only our rules are asked here.
      linterOptions: { reportUnusedDisableDirectives: 'off' },
    },
    plugin.configs.recommended as unknown as Linter.Config,
  ];
}

export function lint(text: string, filename: string, settings?: Record<string, unknown>): Linter.LintMessage[] {
  return new Linter().verify(text, lintConfig(settings), filename);
}

export function lintAndFix(text: string, filename: string, settings?: Record<string, unknown>): Linter.FixReport {
  return new Linter().verifyAndFix(text, lintConfig(settings), filename);
}
