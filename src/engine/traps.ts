/**
 * The silent traps of the interface: code the service answers without the error the author would
 * expect, so nothing fails and the result is quietly wrong.
 *
 * - `no-private-note-write`: a note payload with `isPrivate` — the note will not be private.
 * - `no-reply-is-private`: `isPrivate` read from a reply — always absent; the parent's flag covers the thread.
 * - `no-scorecard-pagination`: paging through the scorecard list, which comes whole, or reading its
 *   404 as "no scorecards", which the service says with 200 and `[]`.
 *
 * None of these has an autofix that keeps what the author meant, except dropping a parameter that
 * asks for the first page of a list that has only one; the rest are suggestions and codemod TODOs.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { RequestSite, WrapperSpec } from '../matchers/requests.js';
import type { Bindings } from '../matchers/scope.js';
import type { SourceText } from './edits.js';
import { privateNoteWrites } from './findings/note-writes.js';
import { replyFlagReads } from './findings/reply-flags.js';
import { scorecardPaging } from './findings/scorecard-paging.js';
import type { Finding } from './types.js';

export { demandedNoteFlags } from './findings/note-writes.js';

export interface TrapInput {
  ast: TSESTree.Program;
  calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[];
  members: readonly TSESTree.MemberExpression[];
  requests: readonly RequestSite[];
  bindings: Bindings;
  src: SourceText;
  noteWrappers: readonly WrapperSpec[];
  /** The file requests applications or imports a module that deals in them (see FileScope.speaksToService). */
  speaksToService: boolean;
}

export function trapFindings(input: TrapInput): Finding[] {
  return [...privateNoteWrites(input), ...replyFlagReads(input), ...scorecardPaging(input)];
}
