import { WORDS } from '../src/migration/index.js';
import type { MessageId } from '../src/engine/messages.js';
import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], MessageId<'no-lone-stage-type'>>({
  name: 'no-lone-stage-type',
  meta: {
    type: 'problem',
    docs: {
      description: `Require \`${WORDS.hiringState}\` wherever \`${WORDS.listEndpoint}\` is sent a \`${WORDS.stageType}\`.`,
      recommended: true,
    },
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      lone: `${WORDS.listEndpoint} accepts \`${WORDS.stageType}\` only together with \`${WORDS.hiringState}\`; this request sends ${WORDS.stageType}={{value}} alone.`,
      addHiringState: `Send ${WORDS.hiringState}={{hiringState}} with it (the equivalence table pairs ${WORDS.stageType} {{value}} with ${WORDS.hiringState} {{hiringState}}).`,
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-lone-stage-type', options),
});
