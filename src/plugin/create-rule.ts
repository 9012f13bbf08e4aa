// The sub-path, not the package root: the root also loads ESLint, the scope manager and TypeScript's
// parser, which a process that only reads the rules' metadata (check's own path) never needs.
import * as ESLintUtils from '@typescript-eslint/utils/eslint-utils';
import type { TSESLint } from '@typescript-eslint/utils';
import { RULE_DOCS_BASE } from './meta.js';

export interface HiringMigrateDocs {
  description: string;
  recommended?: boolean;
  requiresTypeChecking?: boolean;
}

const withDocsUrl = ESLintUtils.RuleCreator<HiringMigrateDocs>((name) => `${RULE_DOCS_BASE}/${name}.md`);

/**
 * The one rule factory: every rule's `meta.docs.url` points to its page beside the rule in the
 * repository. Unlike typescript-eslint's RuleCreator, it does not `structuredClone` the default
 * options for every file and rule (with ten rules that alone cost ~3% of an ESLint run): a rule
 * configured without options gets the frozen defaults; with options, they are merged as usual.
 */
export function createRule<Options extends readonly unknown[], MessageIds extends string>(
  rule: Readonly<ESLintUtils.RuleWithMetaAndName<Options, MessageIds, HiringMigrateDocs>>,
): ReturnType<typeof withDocsUrl<Options, MessageIds>> {
  const created = withDocsUrl(rule);
  const defaults = deepFreeze(rule.defaultOptions ?? ([] as unknown as Options));
  const create = rule.create;
  return {
    ...created,
    create(context: Readonly<TSESLint.RuleContext<MessageIds, Options>>) {
      const options = context.options.length === 0 ? defaults : (ESLintUtils.applyDefault(defaults, context.options) as Options);
      return create(context, options);
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
