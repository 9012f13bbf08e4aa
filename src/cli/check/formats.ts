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
      return `${sarif(results.map(parseErrorsAsFindings), { rulesMeta: { ...rulesMeta, [PARSE_ERROR_RULE]: PARSE_ERROR_META } })}\n`;
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

/**
 * The SARIF formatter turns a message without a rule (a parse error) into a tool notification, which
 * code scanning does not show as an alert: the file would look clean. Under this rule id it is a result.
 */
export const PARSE_ERROR_RULE = 'hiring-migrate/parse-error';
const PARSE_ERROR_META: ESLint.LintResultData['rulesMeta'][string] = {
  type: 'problem',
  docs: { description: 'The file does not parse, so it could not be checked for uses of the removed interface' },
};

function parseErrorsAsFindings(result: ESLint.LintResult): ESLint.LintResult {
  if (!result.messages.some((m) => !m.ruleId && m.fatal)) return result;
  return { ...result, messages: result.messages.map((m) => (!m.ruleId && m.fatal ? { ...m, ruleId: PARSE_ERROR_RULE } : m)) };
}

export { github };
