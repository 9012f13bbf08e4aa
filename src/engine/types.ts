import type { WrapperSpec } from '../matchers/requests.js';
import type { ReportMessageId, SuggestionMessageId } from './messages.js';

/** A text replacement on the original source. */
export interface Edit {
  range: [number, number];
  text: string;
}

export const RULE_NAMES = [
  'no-legacy-state-filter',
  'no-legacy-state-field',
  'no-current-stage',
  'no-lone-stage-type',
  'no-state-with-hiring-state',
  'valid-filter-values',
  'no-private-note-write',
  'no-reply-is-private',
  'no-scorecard-pagination',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** An editor suggestion of a finding of rule `R`. */
export interface Suggestion<R extends RuleName = RuleName> {
  messageId: SuggestionMessageId<R>;
  data?: Record<string, string>;
  edits: Edit[];
}

/**
 * One place that uses the removed interface, with everything each face of the product needs:
 * the rule's message, the autofix (only when it keeps behaviour exactly), the editor suggestions,
 * and what the codemod does when there is no autofix (a rewrite it can stand behind, or a TODO).
 */
export type Finding<R extends RuleName = RuleName> = R extends RuleName ? RuleFinding<R> : never;

/** A finding of one rule: its message ids are that rule's (see messages.ts). */
interface RuleFinding<R extends RuleName> {
  rule: R;
  messageId: ReportMessageId<R>;
  data: Record<string, string>;
  range: [number, number];
  fix?: Edit[];
  suggestions?: Suggestion<R>[];
  /** The codemod's rewrite where it differs from `fix`; `todo` leaves the code and a comment. */
  codemod?: { edits: Edit[] } | { todo: string };
  /**
   * The reason of a TODO comment that `fix` itself writes beside its rewrite (a part no edit can
   * decide): the codemod counts it with the TODOs it leaves.
   */
  fixTodo?: string;
  /**
   * Another place of a problem reported in full elsewhere (a paging loop's exit and counter beside
   * its request): shown by the rules, left to the TODO of that finding by the codemod, not counted twice.
   */
  secondary?: boolean;
}

export interface AnalysisOptions {
  /** The team's own wrappers around the list endpoint. */
  wrappers: readonly WrapperSpec[];
  /** The team's own functions that create or update a candidate note. */
  noteWrappers?: readonly WrapperSpec[];
  /** ISO date used in messages ("removed … N days ago"). */
  today: string;
  /** The files of the run that may make demands on the modules they import (see engine/demands). */
  importers?: readonly string[];
}

export const DEFAULT_OPTIONS: AnalysisOptions = { wrappers: [], today: new Date().toISOString().slice(0, 10) };
