import tsParser from '@typescript-eslint/parser';
import { RuleTester } from '@typescript-eslint/rule-tester';

/** A RuleTester parsing TypeScript and JSX, with "today" pinned for the removal messages. */
export function ruleTester(): RuleTester {
  return new RuleTester({
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: { 'hiring-migrate': { today: '2026-11-21' } },
  });
}

export const REMOVED = 'was removed on 2026-11-01 (20 days ago)';
