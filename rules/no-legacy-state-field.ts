import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], 'comparison' | 'read' | 'write' | 'declaration' | 'deriveLegacy'>({
  name: 'no-legacy-state-field',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow reading the removed `state` field of applications; read `hiringState` and `pipelineStage.type` instead.',
      recommended: true,
    },
    fixable: 'code',
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      comparison:
        "The application field `state` {{removal}}. Test {{replacement}} instead of state {{operator}} '{{value}}'.",
      read: 'The application field `state` {{removal}}. Derive the value from hiringState and pipelineStage.type: {{table}}.',
      write: 'The application field `state` {{removal}}; applications no longer carry it. Set hiringState and pipelineStage instead.',
      declaration:
        'The application field `state` {{removal}}. Declare `hiringState` ({{hiringStates}}) and `pipelineStage` instead.',
      deriveLegacy: 'Derive the legacy value from hiringState and pipelineStage with `{{helper}}`, a helper generated from the equivalence table.',
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-legacy-state-field', options),
});
