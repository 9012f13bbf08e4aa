import { WORDS } from '../src/migration/index.js';
import type { MessageId } from '../src/engine/messages.js';
import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], MessageId<'no-legacy-state-field'>>({
  name: 'no-legacy-state-field',
  meta: {
    type: 'problem',
    docs: {
      description: `Disallow reading the removed ${WORDS.state} field of applications; read \`${WORDS.hiringState}\` and \`${WORDS.stageTypeField}\` instead.`,
      recommended: true,
    },
    fixable: 'code',
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      comparison:
        `The application field ${WORDS.state} {{removal}}. Test {{replacement}} instead of state {{operator}} '{{value}}'.`,
      read: `The application field ${WORDS.state} {{removal}}. Derive the value from ${WORDS.hiringState} and ${WORDS.stageTypeField}: {{table}}.`,
      write: `The application field ${WORDS.state} {{removal}}; applications no longer carry it. Set ${WORDS.hiringState} and ${WORDS.pipelineStageName} instead.`,
      declaration:
        `The application field ${WORDS.state} {{removal}}. Declare \`${WORDS.hiringState}\` ({{hiringStates}}) and \`${WORDS.pipelineStageName}\` instead.`,
      indexedType: `The type {{type}} names the application field ${WORDS.state}, which {{removal}}. Spell out the type it had: {{replacement}}.`,
      value:
        `'{{value}}' is compared with the application field ${WORDS.state}, which {{removal}}; where the field is read, {{replacement}} is what the record carries now.`,
      declaredValue:
        `The type the application field ${WORDS.state} is declared with holds {{value}}, and that field {{removal}}: the record carries {{replacement}} instead.`,
      legacyValue:
        `The value {{value}} is declared a value of the application field ${WORDS.state} (by its type, or a set of those values), and that field {{removal}}: the record carries {{replacement}} instead.`,
      carried:
        `\`{{key}}\` holds the application field ${WORDS.state} copied on line {{line}}, and that field {{removal}}. Where it is copied, derive it from ${WORDS.hiringState} and ${WORDS.pipelineStageName}; this read then keeps its meaning.`,
      carriedMember:
        `\`{{key}}\` of the type {{type}} holds the application field ${WORDS.state} copied on line {{line}}, and that field {{removal}}. Where it is copied, derive it from ${WORDS.hiringState} and ${WORDS.pipelineStageName}; this type then keeps its meaning.`,
      carriedCopy:
        `This ${WORDS.state} holds the team's own copy of the application field ${WORDS.state} (a row or model made from a record), and that field {{removal}}. Where the copy is made, derive it from ${WORDS.hiringState} and ${WORDS.pipelineStageName}; here it then keeps its meaning.`,
      judgedValue:
        `This decorator judges the value of the application field ${WORDS.state} (it runs a function on it or names its values), and that field {{removal}}. Declared as \`${WORDS.hiringState}\`, the field is given {{hiringStates}}: make the decorator accept those.`,
      deriveLegacy: `Derive the legacy value from ${WORDS.hiringState} and ${WORDS.pipelineStageName} with \`{{helper}}\`, a helper generated from the equivalence table.`,
      setCurrentFields: `Set ${WORDS.hiringState} and ${WORDS.pipelineStageName} for this value with \`{{helper}}\`, a helper generated from the equivalence table (legacyStateOf reads the value back; a staged value sets the stage's type).`,
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-legacy-state-field', options),
});
