/** `check`'s results in ESLint's own shape (kept apart from own.ts, which loads the engine). */
import type { ESLint } from 'eslint';

type Message = ESLint.LintResult['messages'][number];

/** A result in ESLint's shape; like ESLint, the source is kept when there is a problem to show. */
export function resultOf(filePath: string, messages: Message[], source?: string): ESLint.LintResult {
  const count = (severity: number, fixable = false): number => messages.filter((m) => m.severity === severity && (!fixable || m.fix)).length;
  const result: ESLint.LintResult = {
    filePath,
    messages,
    suppressedMessages: [],
    errorCount: count(2),
    fatalErrorCount: messages.filter((m) => m.fatal).length,
    warningCount: count(1),
    fixableErrorCount: count(2, true),
    fixableWarningCount: count(1, true),
    usedDeprecatedRules: [],
  };
  if (source !== undefined && messages.length > 0) result.source = source;
  return result;
}
