import type { RuleName } from './types.js';

/**
 * The message ids of each rule the engine finds for: those a finding is reported with, and those
 * of its editor suggestions. A finding's `messageId` is typed from its rule's row (see Finding),
 * and each rule is created with `MessageId<rule>`, so that typescript-eslint's
 * `messages: Record<MessageIds, string>` makes a message the engine uses and the rule does not
 * define, or one it defines and the engine never uses, a compile error.
 */
export const MESSAGE_IDS = {
  'no-legacy-state-filter': {
    report: ['literal', 'dynamic', 'unknownValue', 'declaration', 'value', 'passed', 'picked', 'held', 'name', 'filterRead'],
    suggest: ['useMapping', 'deriveFromFilter', 'copyCurrent'],
  },
  'no-legacy-state-field': {
    report: ['comparison', 'read', 'write', 'declaration', 'indexedType', 'value', 'declaredValue', 'legacyValue', 'carried', 'carriedMember', 'carriedCopy', 'judgedValue'],
    suggest: ['deriveLegacy', 'setCurrentFields'],
  },
  'no-current-stage': { report: ['read', 'write', 'declaration', 'carried', 'carriedMember'], suggest: [] },
  'no-lone-stage-type': { report: ['lone'], suggest: ['addHiringState'] },
  'no-state-with-hiring-state': { report: ['sameMeaning', 'conflict', 'alternative'], suggest: ['dropState', 'useMapping'] },
  'valid-filter-values': { report: ['legacyValue', 'unknownValue'], suggest: ['useEquivalent'] },
  'no-private-note-write': { report: ['create', 'update', 'wrapper'], suggest: ['removeFlag'] },
  'no-reply-is-private': { report: ['read', 'destructured', 'declaration'], suggest: ['useParent'] },
  'no-scorecard-pagination': {
    report: ['parameter', 'parameterInLoop', 'untilEmpty', 'loop', 'helper', 'handedToPager', 'nextLinks', 'notFoundAsEmpty', 'pageSetting', 'pageInfo'],
    suggest: ['dropParameter', 'dropNotFound'],
  },
} as const satisfies Record<RuleName, { report: readonly string[]; suggest: readonly string[] }>;

/** The ids a finding of rule `R` is reported with. */
export type ReportMessageId<R extends RuleName> = (typeof MESSAGE_IDS)[R]['report'][number];
/** The ids of rule `R`'s editor suggestions. */
export type SuggestionMessageId<R extends RuleName> = (typeof MESSAGE_IDS)[R]['suggest'][number];
/** Every message id of rule `R`: the keys of its `meta.messages`. */
export type MessageId<R extends RuleName> = ReportMessageId<R> | SuggestionMessageId<R>;
