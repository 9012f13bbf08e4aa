/** Output formats of `check`: ESLint's own (stylish, json), SARIF for code scanning, GitHub annotations. */
import { createRequire } from 'node:module';
import type { ESLint } from 'eslint';
import { PLUGIN_PREFIX } from '../../plugin/prefix.js';
import { github } from './github.js';
import { isOurRule } from './rule-id.js';

export const FORMATS = ['stylish', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];

type SarifFormatter = (results: ESLint.LintResult[], data: { rulesMeta: ESLint.LintResultData['rulesMeta'] }) => string;
type RulesMeta = ESLint.LintResultData['rulesMeta'];

/**
 * `eslint`: the instance that ran inside the user's config (`--config`), whose rule metadata is that
 * config's; without it, the metadata is our plugin's and ESLint loads only to format findings.
 */
export async function formatResults(format: Format, results: ESLint.LintResult[], eslint: ESLint | undefined, cwd: string): Promise<string> {
  switch (format) {
    case 'sarif': {
      // The SARIF formatter is CommonJS without types.
      const sarif = createRequire(import.meta.url)('@microsoft/eslint-formatter-sarif') as SarifFormatter;
      const rulesMeta = eslint ? eslint.getRulesMetaForResults(results) : await ourRulesMeta(results);
      return `${sarif(results.map(parseErrorsAsFindings), { rulesMeta: { ...rulesMeta, [PARSE_ERROR_RULE]: PARSE_ERROR_META } })}\n`;
    }
    case 'github':
      return github(results, cwd);
    case 'json':
      // ESLint's json formatter is exactly this.
      if (!eslint) return `${JSON.stringify(results)}\n`;
    // falls through
    default: {
      // stylish prints nothing for no problems: ESLint need not load for that.
      if (!eslint && results.every((r) => r.messages.length === 0)) return '';
      const formatter = await (eslint ?? new (await import('eslint')).ESLint({ cwd })).loadFormatter(format);
      // stylish points at eslint's `--fix`; here the fixer is our own command.
      const text = (await formatter.format(results)).replace('with the `--fix` option', 'with `hiring-migrate fix`');
      return text && !text.endsWith('\n') ? `${text}\n` : text;
    }
  }
}

/** What ESLint's getRulesMetaForResults gives when it runs our plugin alone: each reported rule's meta. */
async function ourRulesMeta(results: readonly ESLint.LintResult[]): Promise<RulesMeta> {
  const { rules } = await import('../../../rules/index.js');
  const meta: RulesMeta = {};
  for (const m of results.flatMap((r) => [...r.messages, ...r.suppressedMessages])) {
    const id = isOurRule(m.ruleId) ? m.ruleId!.slice(PLUGIN_PREFIX.length + 1) : undefined;
    if (id && id in rules) meta[m.ruleId!] = rules[id as keyof typeof rules].meta;
  }
  return meta;
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
