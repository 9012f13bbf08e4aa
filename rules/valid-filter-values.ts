import { WORDS } from '../src/migration/index.js';
import type { MessageId } from '../src/engine/messages.js';
import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], MessageId<'valid-filter-values'>>({
  name: 'valid-filter-values',
  meta: {
    type: 'problem',
    docs: {
      description: `Require \`${WORDS.hiringState}\` and \`${WORDS.stageType}\` values from their documented enums.`,
      recommended: true,
    },
    fixable: 'code',
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      legacyValue: `'{{value}}' is not a {{field}} value; it is a legacy ${WORDS.state} value, which means {{replacement}}.`,
      unknownValue: "'{{value}}' is not a {{field}} value. Allowed: {{allowed}}.",
      useEquivalent: 'Test {{replacement}} instead.',
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'valid-filter-values', options),
});
