import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], 'literal' | 'dynamic' | 'unknownValue' | 'declaration' | 'useMapping'>({
  name: 'no-legacy-state-filter',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow the removed `state` filter of `GET /v2/applications`; send `hiringState` (and `stageType`) instead.',
      recommended: true,
    },
    fixable: 'code',
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      literal: 'The `state` filter of GET /v2/applications {{removal}}. Send {{replacement}} instead of state={{value}}.',
      dynamic:
        'The `state` filter of GET /v2/applications {{removal}}. Map this value to hiringState and stageType by the equivalence table: {{table}}.',
      unknownValue:
        "The `state` filter of GET /v2/applications {{removal}}, and '{{value}}' was never one of its values. Choose a hiringState ({{hiringStates}}) and, where needed, a stageType.",
      declaration:
        'The `state` filter of GET /v2/applications {{removal}}. Declare `hiringState` ({{hiringStates}}) and `stageType` ({{stageTypes}}) in this filter type instead.',
      useMapping: 'Send the hiringState/stageType pair mapped from this value by `{{helper}}`, a helper generated from the equivalence table.',
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-legacy-state-filter', options),
});
