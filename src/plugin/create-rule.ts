import { ESLintUtils } from '@typescript-eslint/utils';
import { RULE_DOCS_BASE } from './meta.js';

export interface HiringMigrateDocs {
  description: string;
  recommended?: boolean;
  requiresTypeChecking?: boolean;
}

/** The one rule factory: every rule's `meta.docs.url` points to its page beside the rule in the repository. */
export const createRule = ESLintUtils.RuleCreator<HiringMigrateDocs>((name) => `${RULE_DOCS_BASE}/${name}.md`);
