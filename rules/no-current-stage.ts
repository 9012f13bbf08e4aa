import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], 'read' | 'write' | 'declaration'>({
  name: 'no-current-stage',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow the removed `currentStage` object of applications; use `pipelineStage` (id, name, type, order).',
      recommended: true,
    },
    fixable: 'code',
    schema: OPTIONS_SCHEMA,
    messages: {
      read: 'The application object `currentStage` {{removal}}. Read `pipelineStage` (id, name, type, order) instead.',
      write: 'The application object `currentStage` {{removal}}; applications no longer carry it. Set `pipelineStage` instead.',
      declaration: 'The application object `currentStage` {{removal}}. Declare `pipelineStage` (id, name, type, order) instead.',
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-current-stage', options),
});
