/** Output formats of `check`: ESLint's own (stylish, json), SARIF for code scanning, GitHub annotations. */
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import type { ESLint } from 'eslint';

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

/**
 * GitHub Actions workflow commands, one per finding, which GitHub shows as annotations on the diff:
 *   ::error file=src/a.ts,line=3,col=52,endLine=3,endColumn=60,title=hiring-migrate/no-legacy-state-filter::The `state` filter…
 * https://docs.github.com/actions/reference/workflow-commands-for-github-actions#setting-an-error-message
 */
export function github(results: readonly ESLint.LintResult[], cwd: string): string {
  const lines: string[] = [];
  for (const result of results) {
    const file = relative(cwd, result.filePath).split('\\').join('/');
    for (const m of result.messages) {
      const props = [
        `file=${escapeProperty(file)}`,
        `line=${m.line || 1}`,
        `col=${m.column || 1}`,
        ...(m.endLine ? [`endLine=${m.endLine}`] : []),
        ...(m.endColumn ? [`endColumn=${m.endColumn}`] : []),
        `title=${escapeProperty(m.ruleId ?? 'parse error')}`,
      ];
      lines.push(`::${m.severity === 2 ? 'error' : 'warning'} ${props.join(',')}::${escapeData(m.message)}`);
    }
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

// Escaping as in @actions/core's command.ts.
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
