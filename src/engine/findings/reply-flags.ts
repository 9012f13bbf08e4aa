/**
 * `no-reply-is-private`: `isPrivate` read from a reply. Replies never carry it; the parent note's
 * flag covers its whole thread, so a read on a reply is always absent.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NOTE_FACTS } from '../../migration/index.js';
import { isFunction, isPureReference, keyName, memberName, programNodes, unwrap, type Node } from '../../matchers/ast.js';
import {
  ReplyTracker,
  isNoteRequest,
  isWriteTarget,
  namedAsNote,
  replyTest,
  type Thread,
} from '../../matchers/notes.js';
import { wrapperFor } from '../../matchers/requests.js';
import { type Bindings, type Variable } from '../../matchers/scope.js';
import type { SourceText } from '../edits.js';
import { arraySchemaElement, objectSchemaShape } from '../schemas.js';
import { declaredAnnotation } from '../../matchers/type-shapes.js';
import type { Edit, Finding } from '../types.js';

import type { TrapInput } from '../traps.js';

export function replyFlagReads(input: TrapInput): Finding[] {
  const { bindings, src } = input;
  if (!src.text.includes(NOTE_FACTS.flag) || (!/[Rr]epl(?:y|ies)/.test(src.text) && !NOTE_FACTS.parentLinks.some((link) => src.text.includes(link)))) return [];
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
    // `!n.parentId || !n.isPrivate`, `n.parentId && n.isPrivate`: read where the note is known to be a reply;
    // `reply.isPrivate` of a binding named so, in a file about notes or the service.
    const thread =
      tracker.replyOf(member.object) ?? guardedReply(member, (holder) => aboutNotes || namedAsNote(holder, bindings), bindings) ?? (aboutNotes || input.speaksToService ? namedReply(member, bindings) : undefined);
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
  const replyTypes = replyTypeDeclarations(input.ast, aboutNotes, bindings);
  for (const member of replyTypes.flagMembers)
    findings.push({ rule: 'no-reply-is-private', messageId: 'declaration', data, range: member.key.range, codemod: { todo } });
  // Read through a binding typed with such a type: `function Reply({ reply }: { reply: NoteReply })`.
  if (replyTypes.names.size > 0) {
    for (const member of flagMembers) {
      if (isWriteTarget(member) || tracker.replyOf(member.object)) continue;
      const object = unwrap(member.object);
      const variable = object.type === 'Identifier' ? bindings.variableOf(object) : undefined;
      if (!variable || !declaredTypeNames(variable, bindings).some((n) => replyTypes.names.has(n))) continue;
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
function declaredTypeNames(variable: Variable, bindings: Bindings): string[] {
  const type = declaredAnnotation(variable, bindings);
  return type ? referenceNames(type) : [];
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
 * `…Reply` types of a file about notes; zod schemas alike (`replies: z.array(NoteReplySchema)` of
 * `NoteSchema`, `NoteReplySchema` in a file about notes) with the types inferred from them.
 * `flagMembers`: their `isPrivate` members.
 */
function replyTypeDeclarations(ast: TSESTree.Program, aboutNotes: boolean, bindings: Bindings): { names: Set<string>; flagMembers: (TSESTree.TSPropertySignature | TSESTree.Property)[] } {
  const declared = new Map<string, readonly (TSESTree.TypeElement | TSESTree.ObjectLiteralElement)[]>();
  const literals: (readonly (TSESTree.TypeElement | TSESTree.ObjectLiteralElement)[])[] = [];
  const elementTypes: TSESTree.TypeNode[] = [];
  const schemaElements: Node[] = [];
  /** `type NoteReply = z.infer<typeof NoteReplySchema>`: the type's name, by the schema's. */
  const inferred = new Map<string, string>();
  for (const node of programNodes(ast)) {
    if (node.type === 'TSInterfaceDeclaration') declared.set(node.id.name, node.body.body);
    else if (node.type === 'TSTypeAliasDeclaration' && node.typeAnnotation.type === 'TSTypeLiteral') declared.set(node.id.name, node.typeAnnotation.members);
    else if (node.type === 'TSTypeAliasDeclaration') {
      const query = node.typeAnnotation.type === 'TSTypeReference' ? node.typeAnnotation.typeArguments?.params[0] : undefined;
      if (query?.type === 'TSTypeQuery' && query.exprName.type === 'Identifier') inferred.set(query.exprName.name, node.id.name);
    } else if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init) {
      const shape = objectSchemaShape(node.init, bindings);
      if (!shape) continue;
      declared.set(node.id.name, shape.properties);
      const replies = shape.properties.find((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key, p.computed) === NOTE_FACTS.repliesField);
      const element = replies && (aboutNotes || /note/i.test(node.id.name)) ? arraySchemaElement(replies.value, bindings) : undefined;
      if (element) schemaElements.push(element);
    }
    if (node.type !== 'TSPropertySignature' || keyName(node.key, node.computed) !== NOTE_FACTS.repliesField || !node.typeAnnotation) continue;
    // Only the replies of a note: the holder type is named as one, or the file is about notes.
    const holder = node.parent?.type === 'TSInterfaceBody' ? node.parent.parent : node.parent?.type === 'TSTypeLiteral' ? node.parent.parent : undefined;
    const holderName = holder?.type === 'TSInterfaceDeclaration' ? holder.id.name : holder?.type === 'TSTypeAliasDeclaration' ? holder.id.name : '';
    if (!aboutNotes && !/note/i.test(holderName)) continue;
    const type = node.typeAnnotation.typeAnnotation;
    const element = type.type === 'TSArrayType' ? type.elementType : type.type === 'TSTypeReference' && type.typeArguments?.params.length === 1 ? type.typeArguments.params[0]! : undefined;
    // `{ note: CandidateNote; replies: CandidateNote[] }`: one type for the parent and its replies, whose flag the parent has.
    const siblings = node.parent?.type === 'TSInterfaceBody' ? node.parent.body : node.parent?.type === 'TSTypeLiteral' ? node.parent.members : [];
    const parentTyped = (name: string): boolean =>
      siblings.some((m) => m !== node && m.type === 'TSPropertySignature' && m.typeAnnotation && m.typeAnnotation.typeAnnotation.type !== 'TSArrayType' && referenceNames(m.typeAnnotation.typeAnnotation).includes(name));
    if (element && !referenceNames(element).some(parentTyped)) elementTypes.push(element);
  }
  const names = new Set<string>();
  for (const element of elementTypes) {
    if (element.type === 'TSTypeLiteral') literals.push(element.members);
    // `replies?: Note[]`: a thread of notes typed alike is a note type, whose flag is real.
    else for (const name of referenceNames(element)) if (declared.has(name) && !declaresReplies(declared.get(name)!)) names.add(name);
  }
  for (const element of schemaElements) {
    const inner = unwrap(element);
    const shape = inner.type === 'Identifier' ? undefined : objectSchemaShape(inner, bindings);
    if (shape) literals.push(shape.properties);
    else if (inner.type === 'Identifier' && declared.has(inner.name) && !declaresReplies(declared.get(inner.name)!)) names.add(inner.name);
  }
  if (aboutNotes) for (const [name, members] of declared) if (/Repl(?:y|ies)(?:Schema)?$/.test(name) && !declaresReplies(members)) names.add(name);
  for (const name of [...names]) if (inferred.has(name)) names.add(inferred.get(name)!);
  const flagMembers = [...[...names].flatMap((n) => declared.get(n) ?? []), ...literals.flat()].filter(
    (m): m is TSESTree.TSPropertySignature | TSESTree.Property => (m.type === 'TSPropertySignature' || m.type === 'Property') && keyName(m.key, m.computed) === NOTE_FACTS.flag,
  );
  return { names, flagMembers };
}

function declaresReplies(members: readonly (TSESTree.TypeElement | TSESTree.ObjectLiteralElement)[]): boolean {
  return members.some((m) => (m.type === 'TSPropertySignature' || m.type === 'Property') && keyName(m.key, m.computed) === NOTE_FACTS.repliesField);
}

/** `r.isPrivate` → `note.isPrivate`, where `note` (the thread's parent) means the same at the read. */
function parentRead(
  member: TSESTree.MemberExpression,
  thread: Thread,
  bindings: Bindings,
  src: SourceText,
): { text: string; edits: Edit[] } | undefined {
  const holder = thread.holder;
  if (thread.unknownParent || !isPureReference(holder) || src.hasComment(member.range)) return undefined;
  let root: Node = holder;
  while (root.type === 'MemberExpression') root = unwrap(root.object);
  if (root.type !== 'Identifier') return undefined;
  if (!bindings.resolvesAlikeAt(root, member)) return undefined;
  const text = src.slice(holder.range);
  return { text, edits: [{ range: member.range, text: `${text}.${NOTE_FACTS.flag}` }] };
}

// ---------------------------------------------------------------- no-scorecard-pagination

/**
 * A flag read on a note of a flat list where the code has just tested that it is a reply (see
 * replyTest): the right of `n.parentId && …` or of `!n.parentId || …`, the branch of `n.parentId ? … :`
 * or `if (n.parentId) …` that runs for one.
 */
function guardedReply(member: TSESTree.MemberExpression, isNote: (holder: Node) => boolean, bindings: Bindings): Thread | undefined {
  const object = unwrap(member.object);
  if (object.type !== 'Identifier') return undefined;
  const variable = bindings.variableOf(object);
  const same = (node: Node | undefined): boolean => node?.type === 'Identifier' && !!variable && bindings.variableOf(node) === variable;
  const tests = (test: Node, negated: boolean): boolean => {
    const inner = unwrap(test);
    if (inner.type === 'LogicalExpression' && inner.operator === (negated ? '||' : '&&')) return tests(inner.left, negated) || tests(inner.right, negated);
    if (negated) return inner.type === 'UnaryExpression' && inner.operator === '!' && same(replyTest(inner.argument));
    return same(replyTest(inner));
  };
  let child: Node = member;
  for (let parent: Node | undefined = member.parent; parent && !isFunction(parent); parent = parent.parent) {
    const guarded =
      (parent.type === 'LogicalExpression' && parent.right === child && tests(parent.left, parent.operator === '||')) ||
      ((parent.type === 'ConditionalExpression' || parent.type === 'IfStatement') && parent.consequent === child && tests(parent.test, false));
    if (guarded) return isNote(object) ? { holder: object, unknownParent: true } : undefined;
    child = parent;
  }
  return undefined;
}

/** `reply`, `parentReply`, `({ reply }) => …`: a binding its author named as a reply (not `replies`, a list). */
const REPLY_NAME = /^(?:reply|[a-z][\w$]*Reply)$/;

/**
 * A parameter (or a loop's element) named as a reply: what a function is handed as one. Not a
 * variable given a call's result (`const reply = await notes.reply(…)`: the note the service created,
 * which carries the flag as `false`).
 */
function namedReply(member: TSESTree.MemberExpression, bindings: Bindings): Thread | undefined {
  const object = unwrap(member.object);
  const variable = object.type === 'Identifier' ? bindings.variableOf(object) : undefined;
  const def = variable?.defs[0];
  const handed = def?.type === 'Parameter' || (def?.type === 'Variable' && def.node.parent?.parent?.type === 'ForOfStatement');
  return variable && handed && REPLY_NAME.test(variable.name) ? { holder: object, unknownParent: true } : undefined;
}
