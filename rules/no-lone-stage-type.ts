import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], 'lone' | 'addHiringState'>({
  name: 'no-lone-stage-type',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require `hiringState` wherever `GET /v2/applications` is sent a `stageType`.',
      recommended: true,
    },
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      lone: 'GET /v2/applications accepts `stageType` only together with `hiringState`; this request sends stageType={{value}} alone.',
      addHiringState: 'Send hiringState={{hiringState}} with it (the equivalence table pairs stageType {{value}} with hiringState {{hiringState}}).',
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-lone-stage-type', options),
});
