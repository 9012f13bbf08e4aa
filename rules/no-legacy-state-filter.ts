import { WORDS } from '../src/migration/index.js';
import type { MessageId } from '../src/engine/messages.js';
import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], MessageId<'no-legacy-state-filter'>>({
  name: 'no-legacy-state-filter',
  meta: {
    type: 'problem',
    docs: {
      description: `Disallow the removed ${WORDS.state} filter of \`${WORDS.listEndpoint}\`; send \`${WORDS.hiringState}\` (and \`${WORDS.stageType}\`) instead.`,
      recommended: true,
    },
    fixable: 'code',
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      literal: `The ${WORDS.state} filter of ${WORDS.listEndpoint} {{removal}}. Send {{replacement}} instead of state={{value}}.`,
      dynamic:
        `The ${WORDS.state} filter of ${WORDS.listEndpoint} {{removal}}. Map this value to ${WORDS.hiringState} and ${WORDS.stageType} by the equivalence table: {{table}}.`,
      unknownValue:
        `The ${WORDS.state} filter of ${WORDS.listEndpoint} {{removal}}, and '{{value}}' was never one of its values. Choose a ${WORDS.hiringState} ({{hiringStates}}) and, where needed, a ${WORDS.stageType}.`,
      declaration:
        `The ${WORDS.state} filter of ${WORDS.listEndpoint} {{removal}}. Declare \`${WORDS.hiringState}\` ({{hiringStates}}) and \`${WORDS.stageType}\` ({{stageTypes}}) in this filter type instead.`,
      value:
        `'{{value}}' is sent as the ${WORDS.state} filter of ${WORDS.listEndpoint}, which {{removal}}; where the request writes ${WORDS.state}, send {{replacement}} instead.`,
      passed:
        `\`{{callee}}\` sends this ${WORDS.state} as the ${WORDS.state} filter of ${WORDS.listEndpoint}, which {{removal}}; it is reported, and migrated, where \`{{callee}}\` writes ${WORDS.state}.`,
      picked:
        `This ${WORDS.state}, taken from the filters handed here, is sent as the ${WORDS.state} filter of ${WORDS.listEndpoint}, which {{removal}}; it is migrated where it is sent.`,
      held:
        `This ${WORDS.state} of {{holder}} is what it sends as the ${WORDS.state} filter of ${WORDS.listEndpoint}, which {{removal}}; it is migrated where it is sent.`,
      name:
        `'{{name}}' is sent as the name of a query parameter of ${WORDS.listEndpoint}: the ${WORDS.state} filter {{removal}}. It is migrated where the parameter is set, by the value it gets.`,
      filterRead:
        `This reads the ${WORDS.state} of a filter sent to ${WORDS.listEndpoint}; the ${WORDS.state} filter {{removal}}, and the migrated filter holds ${WORDS.hiringState} and ${WORDS.stageType} ({{table}}).`,
      deriveFromFilter: `Derive the legacy value from the filter's ${WORDS.hiringState} and ${WORDS.stageType} with \`{{helper}}\`, a helper generated from the equivalence table.`,
      useMapping: `Send the ${WORDS.hiringState}/${WORDS.stageType} pair mapped from this value by \`{{helper}}\`, a helper generated from the equivalence table.`,
      copyCurrent: `Copy \`${WORDS.hiringState}\` and \`${WORDS.stageType}\` instead: they are what the filters handed here carry once their writers are migrated.`,
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-legacy-state-filter', options),
});
