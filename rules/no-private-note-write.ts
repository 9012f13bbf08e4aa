import type { MessageId } from '../src/engine/messages.js';
import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], MessageId<'no-private-note-write'>>({
  name: 'no-private-note-write',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow `isPrivate` in the payload of a candidate note create or update; the service never makes a note private through its interface.',
      recommended: true,
    },
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      create:
        'The note will not be private: {{endpoint}} cannot create a private note and creates every note with `{{flag}}` {{createdAs}}. Visibility can be changed only in {{changedOnlyIn}}.',
      update:
        'The note will not be made private: {{endpoint}} cannot change `{{flag}}`, so the note keeps the visibility it has. Visibility can be changed only in {{changedOnlyIn}}.',
      wrapper:
        'The note will not be private: `{{wrapper}}` writes a candidate note, and neither {{create}} nor {{update}} can set `{{flag}}`. Visibility can be changed only in {{changedOnlyIn}}.',
      removeFlag: "Remove `{{flag}}` from the payload, and change the note's visibility in {{changedOnlyIn}}.",
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-private-note-write', options),
});
