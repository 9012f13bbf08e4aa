/** Output formats of `check`: ESLint's own (stylish, json), SARIF for code scanning, GitHub annotations. */
import { createRequire } from 'node:module';
import type { ESLint } from 'eslint';
import { github } from './github.js';

export const FORMATS = ['stylish', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];

type SarifFormatter = (results: ESLint.LintResult[], data: { rulesMeta: ESLint.LintResultData['rulesMeta'] }) => string;
// The SARIF formatter is CommonJS without types.
const sarif = createRequire(import.meta.url)('@microsoft/eslint-formatter-sarif') as SarifFormatter;

export async function formatResults(format: Format, results: ESLint.LintResult[], eslint: ESLint, cwd: string): Promise<string> {
  const rulesMeta = eslint.getRulesMetaForResults(results);
  switch (format) {
    case 'sarif':
      return `${sarif(results, { rulesMeta })}\n`;
    case 'github':
      return github(results, cwd);
    default: {
      const formatter = await eslint.loadFormatter(format);
      // stylish points at eslint's `--fix`; here the fixer is our own command.
      const text = (await formatter.format(results)).replace('with the `--fix` option', 'with `hiring-migrate fix`');
      return text && !text.endsWith('\n') ? `${text}\n` : text;
    }
  }
}

export { github };
