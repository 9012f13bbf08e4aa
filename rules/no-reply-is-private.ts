import type { MessageId } from '../src/engine/messages.js';
import { createRule } from '../src/plugin/create-rule.js';
import { reportFindings } from '../src/plugin/report.js';
import { OPTIONS_SCHEMA, type RuleOptions } from '../src/plugin/settings.js';

export default createRule<[RuleOptions?], MessageId<'no-reply-is-private'>>({
  name: 'no-reply-is-private',
  meta: {
    type: 'problem',
    docs: {
      description: "Disallow reading `isPrivate` from a note's replies; only the parent note carries it, for the whole thread.",
      recommended: true,
    },
    hasSuggestions: true,
    schema: OPTIONS_SCHEMA,
    messages: {
      read: "Replies carry no `{{flag}}`: it is present on {{presentOn}}, so this read is always undefined. The parent's value applies to {{appliesTo}}; read it from the parent note.",
      destructured:
        "Replies carry no `{{flag}}`: it is present on {{presentOn}}, so this binding is always undefined. The parent's value applies to {{appliesTo}}; read it from the parent note.",
      declaration: "Replies carry no `{{flag}}`: it is present on {{presentOn}}, so a reply type that declares it promises a value that never comes. The parent's value applies to {{appliesTo}}.",
      useParent: 'Read `{{parent}}.{{flag}}`, the flag of the parent note, which applies to {{appliesTo}}.',
    },
  },
  defaultOptions: [{}],
  create: (context, [options]) => reportFindings(context, 'no-reply-is-private', options),
});
