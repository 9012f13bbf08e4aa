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
import { describeEndpoint, ENDPOINTS, NOTE_FACTS, SCORECARD_FACTS } from '../migration/index.js';
import { isFunction, isPureReference, keyName, memberName, unwrap, walk, type Node } from '../matchers/ast.js';
import { entryReportRange, type QueryEntry } from '../matchers/filters.js';
import {
  ReplyTracker,
  flagEntries,
  isNoteRequest,
  isWriteTarget,
  namedAsNote,
  notePayloadRoots,
  noteWriteOf,
  type FlagEntry,
  type NoteWriteEndpoint,
  type Thread,
} from '../matchers/notes.js';
import { wrapperFor, type RequestSite, type WrapperSpec } from '../matchers/requests.js';
import { bodyFlows } from '../matchers/wrappers.js';
import {
  asksForFirstPage,
  libraryPagingMachinery,
  drivenByLoop,
  emptyBranchOf,
  inside,
  enclosingLoop,
  isNotFoundCheck,
  libraryPaging,
  pagingOperator,
  isOnlyEmptyReturn,
  isScorecardList,
  nextLinkWrites,
  paginationEntries,
  pagingExits,
  responseVariables,
  valueDrivenByLoop,
  type Loop,
} from '../matchers/scorecards.js';
import { functionOfCallee, type Bindings, type Variable } from '../matchers/scope.js';
import { KEY_KEEPING_TYPES, localTypeMembers, namedType } from '../matchers/type-shapes.js';
import type { SourceText } from './edits.js';
import { removeEntry, removeListElement, removeQueryPair, removeStatement } from './rewrite.js';
import type { ReportMessageId } from './messages.js';
import type { Edit, Finding } from './types.js';

export interface TrapInput {
  ast: TSESTree.Program;
  calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[];
  members: readonly TSESTree.MemberExpression[];
  requests: readonly RequestSite[];
  bindings: Bindings;
  src: SourceText;
  noteWrappers: readonly WrapperSpec[];
}

export function trapFindings(input: TrapInput): Finding[] {
  return [...privateNoteWrites(input), ...replyFlagReads(input), ...scorecardPaging(input)];
}


// ---------------------------------------------------------------- no-private-note-write

const NOTE_COMMON = {
  flag: NOTE_FACTS.flag,
  changedOnlyIn: NOTE_FACTS.changedOnlyIn,
  createdAs: String(NOTE_FACTS.createdAs),
};

/** The flags a note payload carries, each reported with a suggestion to drop it and a TODO. */
function flagFindings(entries: readonly FlagEntry[], messageId: ReportMessageId<'no-private-note-write'>, data: Record<string, string>, via: string, src: SourceText): Finding[] {
  const outcome = messageId === 'update' ? 'the note keeps the visibility it has' : 'this note will not be private';
  return entries.map((entry): Finding => {
    const removal = removeFlag(entry, src);
    return {
      rule: 'no-private-note-write',
      messageId,
      data: { ...NOTE_COMMON, ...data },
      range: flagRange(entry),
      // Never an autofix, not even in the codemod: the flag is someone's intent to hide the note,
      // and deleting it would hide that the intent is not met.
      ...(removal ? { suggestions: [{ messageId: 'removeFlag', data: NOTE_COMMON, edits: removal }] } : {}),
      codemod: {
        todo: `${NOTE_FACTS.flag} cannot be set through ${via}; ${outcome}. Change its visibility in ${NOTE_FACTS.changedOnlyIn}, then drop the flag.`,
      },
    };
  });
}

/**
 * A payload another module sends to a note endpoint, built here (`buildNotePayload(text)`'s object,
 * `NOTE_DEFAULTS` spread into it): its flags, as if the request were here (see engine/demands).
 */
export function demandedNoteFlags(roots: readonly Node[], write: NoteWriteEndpoint, bindings: Bindings, src: SourceText): Finding[] {
  const endpoint = describeEndpoint(write);
  return flagFindings(flagEntries(roots, bindings), write === 'createNote' ? 'create' : 'update', { endpoint }, endpoint, src);
}

function privateNoteWrites(input: TrapInput): Finding[] {
  const { bindings, src } = input;
  const findings: Finding[] = [];
  const common = NOTE_COMMON;
  const report = (entries: FlagEntry[], messageId: ReportMessageId<'no-private-note-write'>, data: Record<string, string>, via: string): void => {
    findings.push(...flagFindings(entries, messageId, data, via, src));
  };
  for (const site of input.requests) {
    const write = noteWriteOf(site);
    if (!write) continue;
    const endpoint = describeEndpoint(write);
    const messageId = write === 'createNote' ? 'create' : 'update';
    const entries = flagEntries(notePayloadRoots(site), bindings);
    report(entries, messageId, { endpoint }, endpoint);
    // Where a wrapper offers the flag to its callers: `createNote(id, body, isPrivate = false)`,
    // `update(id, patch: { body?: string; isPrivate?: boolean })`.
    for (const offered of [...flagOffers(site, entries, bindings), ...flagArguments(entries, input.calls, bindings)])
      findings.push({ rule: 'no-private-note-write', messageId, data: { ...common, endpoint }, range: offered.range, secondary: true });
  }
  if (input.noteWrappers.length > 0) {
    const [create, update] = NOTE_FACTS.writeEndpoints.map(describeEndpoint);
    for (const call of input.calls) {
      if (call.type !== 'CallExpression') continue;
      const wrapper = wrapperFor(call, input.noteWrappers);
      if (!wrapper) continue;
      const args = wrapper.argument === undefined ? call.arguments : [call.arguments[wrapper.argument]];
      const roots = args.filter((a): a is TSESTree.Expression => !!a && a.type !== 'SpreadElement');
      report(flagEntries(roots, bindings), 'wrapper', { wrapper: wrapper.name, create: create!, update: update! }, wrapper.name);
    }
  }
  return findings;
}

/** The parameters, and the members of parameter types, through which a wrapper takes the flag it sends. */
function flagOffers(site: RequestSite, entries: readonly FlagEntry[], bindings: Bindings): Node[] {
  const out: Node[] = [];
  for (const entry of entries) {
    const value = entry.kind === 'property' ? unwrap(entry.node.value) : entry.kind === 'assignment' ? unwrap(entry.node.right) : undefined;
    const def = value?.type === 'Identifier' ? bindings.variableOf(value)?.defs[0] : undefined;
    // A parameter under the service's own name (`createNote(id, body, isPrivate = false)`); one in the
    // team's words (`hrOnly`, `agencyOnly`) is the team's, shown by the payload it fills.
    if (def?.type === 'Parameter' && def.name.type === 'Identifier' && def.name.name === NOTE_FACTS.flag) out.push(def.name);
  }
  for (const flow of bodyFlows(site, bindings)) {
    let param: Node | undefined = flow.fn.params[flow.index];
    if (param?.type === 'AssignmentPattern') param = param.left;
    const type = param?.type === 'Identifier' ? param.typeAnnotation?.typeAnnotation : undefined;
    if (type) out.push(...payloadTypeFlags(type, bindings));
  }
  return out;
}

/**
 * What the file's callers hand a wrapper as the flag it sends: `addNote(id, text, true)` where
 * `addNote(id, body, restricted = false)` writes `{ body, isPrivate: restricted }`.
 */
function flagArguments(entries: readonly FlagEntry[], calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[], bindings: Bindings): Node[] {
  const out: Node[] = [];
  for (const entry of entries) {
    const value = entry.kind === 'property' ? unwrap(entry.node.value) : entry.kind === 'assignment' ? unwrap(entry.node.right) : undefined;
    const def = value?.type === 'Identifier' ? bindings.variableOf(value)?.defs[0] : undefined;
    if (def?.type !== 'Parameter') continue;
    const fn = def.node as TSESTree.FunctionLike;
    const index = fn.params.findIndex((p) => p === def.name || (p.type === 'AssignmentPattern' && p.left === def.name));
    if (index < 0) continue;
    for (const call of calls) {
      if (call.type !== 'CallExpression' || functionOfCallee(unwrap(call.callee), bindings) !== fn) continue;
      const arg = call.arguments[index];
      if (arg && arg.type !== 'SpreadElement' && !call.arguments.slice(0, index).some((a) => a.type === 'SpreadElement')) out.push(arg);
    }
  }
  return out;
}

/**
 * Where a payload's declared type offers the flag: `isPrivate?` of an input type (inline, or declared
 * in the file: `changes: NotePatch`, `Partial<NoteInput>`), `'isPrivate'` picked out of the note's own
 * type (`Pick<CandidateNote, 'body' | 'isPrivate'>`). The note record's type itself (it has an `id`)
 * declares a flag the service does send, and is left alone.
 */
function payloadTypeFlags(type: TSESTree.TypeNode, bindings: Bindings, depth = 0): Node[] {
  if (depth > 4) return [];
  if (type.type === 'TSUnionType' || type.type === 'TSIntersectionType') return type.types.flatMap((t) => payloadTypeFlags(t, bindings, depth + 1));
  const named = namedType(type);
  if (named?.name === 'Pick' && named.args?.[1]) {
    const keys = named.args[1].type === 'TSUnionType' ? named.args[1].types : [named.args[1]];
    return keys.flatMap((k) => (k.type === 'TSLiteralType' && k.literal.type === 'Literal' && k.literal.value === NOTE_FACTS.flag ? [k.literal] : []));
  }
  if (named && KEY_KEEPING_TYPES.has(named.name) && named.args?.[0]) return payloadTypeFlags(named.args[0], bindings, depth + 1);
  const members = localTypeMembers(type, bindings) ?? [];
  if (members.some((m) => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === 'id')) return [];
  return members.flatMap((m) => (m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === NOTE_FACTS.flag ? [m.key] : []));
}

function flagRange(entry: FlagEntry): [number, number] {
  switch (entry.kind) {
    case 'property':
      return entry.node.key.range;
    case 'assignment':
      return entry.member.property.range;
    case 'call':
      return entry.node.arguments[0]!.range;
    case 'query':
      return entry.pair.range ?? entry.pair.keyRange ?? entry.pair.keyNode.range;
  }
}

function removeFlag(entry: FlagEntry, src: SourceText): Edit[] | undefined {
  switch (entry.kind) {
    case 'property': {
      const object = entry.node.parent;
      return object?.type === 'ObjectExpression' ? removeListElement(entry.node, object.properties, src) : undefined;
    }
    case 'assignment':
    case 'call':
      return removeWholeStatement(entry.node, src);
    case 'query':
      return removeQueryPair(entry.pair, src);
  }
}

/** `payload.isPrivate = true;` on a line of its own in a block; not the body of a brace-less `if`. */
function removeWholeStatement(expression: Node, src: SourceText): Edit[] | undefined {
  const statement = expression.parent;
  const container = statement?.parent;
  if (statement?.type !== 'ExpressionStatement' || statement.expression !== expression) return undefined;
  if (container?.type !== 'BlockStatement' && container?.type !== 'Program' && container?.type !== 'SwitchCase') return undefined;
  return removeStatement(statement, src);
}

// ---------------------------------------------------------------- no-reply-is-private

function replyFlagReads(input: TrapInput): Finding[] {
  const { bindings, src } = input;
  if (!src.text.includes(NOTE_FACTS.repliesField) || !src.text.includes(NOTE_FACTS.flag)) return [];
  // A file that talks to the note endpoints is about candidate notes; elsewhere the holder of
  // `.replies` has to say so by its name or type, so a forum's or a chat's replies stay out.
  const aboutNotes =
    input.requests.some(isNoteRequest) ||
    (input.noteWrappers.length > 0 && input.calls.some((c) => c.type === 'CallExpression' && !!wrapperFor(c, input.noteWrappers)));
  const tracker = new ReplyTracker(input.ast, bindings, (holder) => aboutNotes || namedAsNote(holder, bindings));
  const data = { flag: NOTE_FACTS.flag, presentOn: NOTE_FACTS.presentOn, appliesTo: NOTE_FACTS.appliesTo };
  const todo = `replies carry no ${NOTE_FACTS.flag}; the parent note's ${NOTE_FACTS.flag} applies to ${NOTE_FACTS.appliesTo}.`;
  const flagMembers = input.members.filter((m) => memberName(m) === NOTE_FACTS.flag);
  // `reply.isPrivate = note.isPrivate`: the file copies the thread's flag down, and then the field exists.
  if (flagMembers.some((m) => isWriteTarget(m) && tracker.replyOf(m.object))) return [];
  const findings: Finding[] = [];
  for (const member of flagMembers) {
    if (isWriteTarget(member)) continue;
    const thread = tracker.replyOf(member.object);
    if (!thread) continue;
    const parent = parentRead(member, thread, bindings, src);
    findings.push({
      rule: 'no-reply-is-private',
      messageId: 'read',
      data,
      range: member.property.range,
      // A suggestion, not a fix: the parent's flag is what the author almost certainly wanted, but it
      // changes the value read from always-undefined to the thread's visibility.
      ...(parent ? { suggestions: [{ messageId: 'useParent', data: { ...data, parent: parent.text }, edits: parent.edits }] } : {}),
      codemod: { todo },
    });
  }
  // Declared with the flag: the element type of a note type's `replies`, or a `…Reply` type of a file about notes.
  const replyTypes = replyTypeDeclarations(input.ast, aboutNotes);
  for (const member of replyTypes.flagMembers)
    findings.push({ rule: 'no-reply-is-private', messageId: 'declaration', data, range: member.key.range, codemod: { todo } });
  // Read through a binding typed with such a type: `function Reply({ reply }: { reply: NoteReply })`.
  if (replyTypes.names.size > 0) {
    for (const member of flagMembers) {
      if (isWriteTarget(member) || tracker.replyOf(member.object)) continue;
      const object = unwrap(member.object);
      const variable = object.type === 'Identifier' ? bindings.variableOf(object) : undefined;
      if (!variable || !declaredTypeNames(variable).some((n) => replyTypes.names.has(n))) continue;
      findings.push({ rule: 'no-reply-is-private', messageId: 'read', data, range: member.property.range, codemod: { todo } });
    }
  }
  for (const pattern of tracker.replyPatterns.keys()) {
    for (const prop of pattern.properties) {
      if (prop.type !== 'Property' || keyName(prop.key, prop.computed) !== NOTE_FACTS.flag) continue;
      findings.push({ rule: 'no-reply-is-private', messageId: 'destructured', data, range: prop.key.range, codemod: { todo } });
    }
  }
  return findings;
}

/** Type names of a binding's annotation, also of a destructured prop (`({ reply }: { reply: NoteReply })`). */
function declaredTypeNames(variable: Variable): string[] {
  const def = variable.defs[0];
  if (!def) return [];
  const id = def.name as Node;
  if ('typeAnnotation' in id && id.typeAnnotation) return referenceNames((id.typeAnnotation as TSESTree.TSTypeAnnotation).typeAnnotation);
  const prop = id.parent;
  const pattern = prop?.type === 'Property' ? prop.parent : undefined;
  if (prop?.type !== 'Property' || pattern?.type !== 'ObjectPattern' || !pattern.typeAnnotation) return [];
  const literal = pattern.typeAnnotation.typeAnnotation;
  if (literal.type !== 'TSTypeLiteral') return [];
  const key = keyName(prop.key, prop.computed);
  const member = literal.members.find((m): m is TSESTree.TSPropertySignature => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === key);
  return member?.typeAnnotation ? referenceNames(member.typeAnnotation.typeAnnotation) : [];
}

function referenceNames(type: TSESTree.TypeNode, depth = 0): string[] {
  if (depth > 4) return [];
  if (type.type === 'TSTypeReference') return [...(type.typeName.type === 'Identifier' ? [type.typeName.name] : []), ...(type.typeArguments?.params ?? []).flatMap((t) => referenceNames(t, depth + 1))];
  if (type.type === 'TSArrayType') return referenceNames(type.elementType, depth + 1);
  if (type.type === 'TSUnionType' || type.type === 'TSIntersectionType') return type.types.flatMap((t) => referenceNames(t, depth + 1));
  return [];
}

/**
 * Reply types of the file: the element type of a `replies` member of a note type (`interface
 * CandidateNote { replies: NoteReply[] }`, inline `replies: Array<{ …; isPrivate?: boolean }>`), and
 * `…Reply` types of a file about notes. `flagMembers`: their `isPrivate` members.
 */
function replyTypeDeclarations(ast: TSESTree.Program, aboutNotes: boolean): { names: Set<string>; flagMembers: TSESTree.TSPropertySignature[] } {
  const declared = new Map<string, TSESTree.TypeElement[]>();
  const literals: TSESTree.TypeElement[][] = [];
  const elementTypes: TSESTree.TypeNode[] = [];
  walk(ast, (node) => {
    if (node.type === 'TSInterfaceDeclaration') declared.set(node.id.name, node.body.body);
    else if (node.type === 'TSTypeAliasDeclaration' && node.typeAnnotation.type === 'TSTypeLiteral') declared.set(node.id.name, node.typeAnnotation.members);
    if (node.type !== 'TSPropertySignature' || keyName(node.key, node.computed) !== NOTE_FACTS.repliesField || !node.typeAnnotation) return;
    // Only the replies of a note: the holder type is named as one, or the file is about notes.
    const holder = node.parent?.type === 'TSInterfaceBody' ? node.parent.parent : node.parent?.type === 'TSTypeLiteral' ? node.parent.parent : undefined;
    const holderName = holder?.type === 'TSInterfaceDeclaration' ? holder.id.name : holder?.type === 'TSTypeAliasDeclaration' ? holder.id.name : '';
    if (!aboutNotes && !/note/i.test(holderName)) return;
    const type = node.typeAnnotation.typeAnnotation;
    const element = type.type === 'TSArrayType' ? type.elementType : type.type === 'TSTypeReference' && type.typeArguments?.params.length === 1 ? type.typeArguments.params[0]! : undefined;
    if (element) elementTypes.push(element);
  });
  const names = new Set<string>();
  for (const element of elementTypes) {
    if (element.type === 'TSTypeLiteral') literals.push(element.members);
    // `replies?: Note[]`: a thread of notes typed alike is a note type, whose flag is real.
    else for (const name of referenceNames(element)) if (declared.has(name) && !declaresReplies(declared.get(name)!)) names.add(name);
  }
  if (aboutNotes) for (const [name, members] of declared) if (/Repl(?:y|ies)$/.test(name) && !declaresReplies(members)) names.add(name);
  const flagMembers = [...[...names].map((n) => declared.get(n)!), ...literals].flatMap((members) =>
    members.filter((m): m is TSESTree.TSPropertySignature => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === NOTE_FACTS.flag),
  );
  return { names, flagMembers };
}

function declaresReplies(members: readonly TSESTree.TypeElement[]): boolean {
  return members.some((m) => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === NOTE_FACTS.repliesField);
}

/** `r.isPrivate` → `note.isPrivate`, where `note` (the thread's parent) means the same at the read. */
function parentRead(
  member: TSESTree.MemberExpression,
  thread: Thread,
  bindings: Bindings,
  src: SourceText,
): { text: string; edits: Edit[] } | undefined {
  const holder = thread.holder;
  if (!isPureReference(holder) || src.hasComment(member.range)) return undefined;
  let root: Node = holder;
  while (root.type === 'MemberExpression') root = unwrap(root.object);
  if (root.type !== 'Identifier') return undefined;
  if (!bindings.resolvesAlikeAt(root, member)) return undefined;
  const text = src.slice(holder.range);
  return { text, edits: [{ range: member.range, text: `${text}.${NOTE_FACTS.flag}` }] };
}

// ---------------------------------------------------------------- no-scorecard-pagination

function scorecardPaging(input: TrapInput): Finding[] {
  const { bindings, src } = input;
  const endpoint = SCORECARD_FACTS.endpoint;
  const pathEnd = ENDPOINTS[endpoint].path.split('/').pop()!;
  if (!src.text.includes(pathEnd)) return [];
  const base = { endpoint: describeEndpoint(endpoint) };
  const findings: Finding[] = [];
  const loopTodo = `${describeEndpoint(endpoint)} returns every scorecard in one response; fetch it once instead of paging.`;
  for (const site of input.requests) {
    if (!isScorecardList(site)) continue;
    const loop = enclosingLoop(site.node);
    let pagedByLoop = false;
    for (const entry of paginationEntries(site, bindings)) {
      const range = entryReportRange(entry);
      const data = { ...base, name: entry.name };
      if (loop && drivenByLoop(entry, loop, bindings)) {
        pagedByLoop = true;
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameterInLoop', data, range, codemod: { todo: loopTodo } });
        continue;
      }
      const removal = entry.kind === 'query' ? removeQueryPair(entry.pair, src) : removeEntry(entry, src);
      // Only a first-page value is dropped automatically: the list comes whole, so "from the start"
      // asks for what the request without it gets. `limit=5` or `page=2` would be dropped just as
      // easily, but the code around them expects fewer or other scorecards than it gets; that needs a person.
      if (removal && asksForFirstPage(entry) && ownedBy(site, entry, removal)) {
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameter', data, range, fix: removal });
        continue;
      }
      findings.push({
        rule: 'no-scorecard-pagination',
        messageId: 'parameter',
        data,
        range,
        ...(removal ? { suggestions: [{ messageId: 'dropParameter', data, edits: removal }] } : {}),
        codemod: { todo: `${describeEndpoint(endpoint)} is not paginated: ${entry.name} neither pages nor limits it, every scorecard comes back.` },
      });
    }
    // A wrapper called with the page: `this.listScorecards(id, page, size)` in a loop that advances `page`.
    if (loop && site.viaWrapper && site.node.type === 'CallExpression') {
      for (const arg of site.node.arguments) {
        if (arg.type === 'SpreadElement' || !valueDrivenByLoop(arg, loop, bindings)) continue;
        // `this.list(id, { page })`: its `page` is reported already.
        if (findings.some((f) => f.range[0] >= arg.range[0] && f.range[1] <= arg.range[1])) continue;
        const primary = !pagedByLoop;
        pagedByLoop = true;
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameterInLoop', data: { ...base, name: src.slice(arg.range) }, range: arg.range, ...(primary ? { codemod: { todo: loopTodo } } : { secondary: true }) });
      }
    }
    if (loop) {
      const exits = pagingExits(loop, responseVariables(site.node, bindings), bindings);
      exits.forEach((exit, i) => {
        const primary = i === 0 && !pagedByLoop;
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'untilEmpty', data: base, range: exit.range, ...(primary ? { codemod: { todo: loopTodo } } : { secondary: true }) });
      });
      // The rest of the paging machinery: the loop itself and the counter it advances.
      if (pagedByLoop || exits.length > 0) {
        const keyword = loop.type === 'DoWhileStatement' ? 2 : loop.type === 'WhileStatement' ? 5 : 3;
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: [loop.range[0], loop.range[0] + keyword], secondary: true });
        for (const advance of loopAdvances(site, loop, bindings))
          findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: advance.range, secondary: true });
      }
    }
    // got's `paginate`, RxJS `expand`: the library pages for the caller.
    const paging = libraryPaging(site) ?? pagingOperator(site.node);
    if (paging) findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: paging.range, ...(pagedByLoop ? { secondary: true } : { codemod: { todo: loopTodo } }) });
    // got's `pagination: { paginate: … }`: the rest of the machinery the library pages with.
    if (libraryPaging(site)) {
      const machinery = libraryPagingMachinery(site, bindings);
      for (const part of machinery.parts) findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: part.range, secondary: true });
      for (const exit of machinery.exits) findings.push({ rule: 'no-scorecard-pagination', messageId: 'untilEmpty', data: base, range: exit.range, secondary: true });
      for (const param of machinery.params) findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameterInLoop', data: { ...base, name: src.slice(param.range) }, range: param.range, secondary: true });
    }
    findings.push(...notFoundFindings(site, bindings, src, base));
  }
  for (const write of nextLinkWrites(input.ast, bindings))
    findings.push({ rule: 'no-scorecard-pagination', messageId: 'nextLinks', data: base, range: write.range, codemod: { todo: loopTodo } });
  return findings;
}

/**
 * `page += 1`, `page++`, `cursor = body.next` in the loop's body, and `let page = 1` before it: the
 * counters its request reads (the header's own update is on the loop's line already).
 */
function loopAdvances(site: RequestSite, loop: Loop, bindings: Bindings): Node[] {
  const read = new Set<Variable>();
  const roots = [...site.filterNodes, ...(site.url ? site.url.query.pairs.flatMap((p) => (p.valueHole ? [p.valueHole] : [])) : []), ...(site.viaWrapper && site.node.type === 'CallExpression' ? site.node.arguments : [])];
  for (const root of roots)
    walk(root, (node) => {
      if (node.type !== 'Identifier') return;
      const variable = bindings.variableOf(node);
      if (variable) read.add(variable);
    });
  const out: Node[] = [];
  for (const variable of read) {
    const writes = variable.references.filter((ref) => ref.isWrite() && !ref.init && inside(ref.identifier as Node, loop));
    if (writes.length === 0) continue; // a page size, not a counter
    for (const ref of writes) {
      const id = ref.identifier as Node;
      const write = id.parent;
      if (inside(id, loop.body) && (write?.type === 'UpdateExpression' || write?.type === 'AssignmentExpression')) out.push(write);
    }
    // `let page = 1;` before the loop: where the counter starts.
    const declarator = variable.defs[0]?.node;
    if (declarator?.type === 'VariableDeclarator' && declarator.range[1] <= loop.range[0]) out.push(declarator);
  }
  return out;
}

/**
 * Is the text an edit removes this request's alone? URL text that names the scorecard list is (any
 * other request made with it asks for the same list); a params object or a `URLSearchParams` built
 * beside the request may be sent elsewhere too, so only one written inside the call qualifies.
 */
function ownedBy(site: RequestSite, entry: QueryEntry, edits: Edit[]): boolean {
  if (entry.kind === 'query' && site.url?.query.pairs.includes(entry.pair)) return true;
  return edits.every((e) => site.node.range[0] <= e.range[0] && e.range[1] <= site.node.range[1]);
}

function notFoundFindings(site: RequestSite, bindings: Bindings, src: SourceText, base: Record<string, string>): Finding[] {
  const responses = responseVariables(site.node, bindings);
  if (responses.size === 0) return [];
  const data = { ...base, status: String(SCORECARD_FACTS.mistakenEmptyStatus), emptyStatus: String(SCORECARD_FACTS.emptyStatus) };
  // The request's own function holds its response handling, `.then`/`.catch` callbacks included.
  let scope: Node = site.node;
  while (scope.parent && !isFunction(scope)) scope = scope.parent;
  const findings: Finding[] = [];
  walk(scope, (node) => {
    if ((node.type !== 'BinaryExpression' && node.type !== 'MemberExpression' && node.type !== 'CallExpression') || !isNotFoundCheck(node, responses, bindings)) return;
    // `err.isNotFound()`: the call is the check, not its callee.
    if (node.type === 'MemberExpression' && node.parent?.type === 'CallExpression' && node.parent.callee === node) return;
    const empty = emptyBranchOf(node);
    if (!empty) return;
    const edits = empty.conjunct ? dropBranch(empty.branch, node, src) : undefined;
    findings.push({
      rule: 'no-scorecard-pagination',
      messageId: 'notFoundAsEmpty',
      data,
      range: node.range,
      ...(edits ? { suggestions: [{ messageId: 'dropNotFound', data, edits }] } : {}),
      codemod: {
        todo: `${describeEndpoint(SCORECARD_FACTS.endpoint)} answers ${SCORECARD_FACTS.emptyStatus} with [] when there are no scorecards; a ${SCORECARD_FACTS.mistakenEmptyStatus} is an error, not an empty list.`,
      },
    });
  });
  return findings;
}

/**
 * `if (… && res.status === 404) return [];` → gone; `err.response?.status === 404 ? [] : Promise.reject(err)`
 * → `Promise.reject(err)`. Only where the branch is nothing but the empty answer, so that the 404 then
 * takes the path every other error takes.
 */
function dropBranch(branch: TSESTree.IfStatement | TSESTree.ConditionalExpression, check: Node, src: SourceText): Edit[] | undefined {
  if (branch.type === 'IfStatement') {
    if (branch.alternate || !isOnlyEmptyReturn(branch.consequent)) return undefined;
    const container = branch.parent;
    if (container?.type !== 'BlockStatement' && container?.type !== 'Program' && container?.type !== 'SwitchCase') return undefined;
    return removeStatement(branch, src);
  }
  const consequent = unwrap(branch.consequent);
  if (unwrap(branch.test) !== check || consequent.type !== 'ArrayExpression' || consequent.elements.length > 0) return undefined;
  if (src.hasComment(branch.range)) return undefined;
  return [{ range: branch.range, text: src.slice(branch.alternate.range) }];
}
