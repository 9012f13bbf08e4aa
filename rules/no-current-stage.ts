import { WORDS } from '../src/migration/index.js';
import type { MessageId } from '../src/engine/messages.js';
import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], MessageId<'no-current-stage'>>({
  name: 'no-current-stage',
  meta: {
    type: 'problem',
    docs: {
      description: `Disallow the removed ${WORDS.currentStage} object of applications; use ${WORDS.pipelineStage}.`,
      recommended: true,
    },
    fixable: 'code',
    schema: OPTIONS_SCHEMA,
    messages: {
      read: `The application object ${WORDS.currentStage} {{removal}}. Read ${WORDS.pipelineStage} instead.`,
      write: `The application object ${WORDS.currentStage} {{removal}}; applications no longer carry it. Set \`${WORDS.pipelineStageName}\` instead.`,
      declaration: `The application object ${WORDS.currentStage} {{removal}}. Declare ${WORDS.pipelineStage} instead.`,
      carried: `\`{{key}}\` holds the application object ${WORDS.currentStage} copied on line {{line}}, and that object {{removal}}. Where it is copied, read ${WORDS.pipelineStage}; this read then keeps its meaning.`,
      carriedMember: `\`{{key}}\` of the type {{type}} holds the application object ${WORDS.currentStage} copied on line {{line}}, and that object {{removal}}. Where it is copied, read ${WORDS.pipelineStage}; this type then keeps its meaning.`,
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-current-stage', options),
});
