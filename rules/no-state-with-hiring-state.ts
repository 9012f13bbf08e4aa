import { WORDS } from '../src/migration/index.js';
import type { MessageId } from '../src/engine/messages.js';
import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], MessageId<'no-state-with-hiring-state'>>({
  name: 'no-state-with-hiring-state',
  meta: {
    type: 'problem',
    docs: {
      description: `Disallow sending the removed ${WORDS.state} filter together with \`${WORDS.hiringState}\` or \`${WORDS.stageType}\`.`,
      recommended: true,
    },
    fixable: 'code',
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      sameMeaning:
        `The ${WORDS.state} filter of ${WORDS.listEndpoint} {{removal}} and was never allowed with {{others}}; state={{value}} repeats what the current filters already say, so it can go.`,
      conflict:
        `The ${WORDS.state} filter of ${WORDS.listEndpoint} {{removal}} and was never allowed with {{others}}; state={{value}} means {{replacement}}. Keep one filter that says what this request means.`,
      alternative:
        `The ${WORDS.state} filter of ${WORDS.listEndpoint} {{removal}} and was never allowed with {{others}}: each request that worked sent one of them. Send the state value mapped by the equivalence table in their place when it is set.`,
      dropState: `Drop the ${WORDS.state} filter and keep the current filters.`,
      useMapping: `Send the ${WORDS.hiringState}/${WORDS.stageType} pair mapped from this value by \`{{helper}}\`, a helper generated from the equivalence table, after the current filters.`,
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-state-with-hiring-state', options),
});
