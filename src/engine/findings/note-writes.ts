/**
 * `no-private-note-write`: a candidate note payload with `isPrivate`. The service creates every note
 * with the flag false and never changes it through its interface, so the note will not be private;
 * the request succeeds and nothing says so. Reported where the flag is written, where a wrapper offers
 * it (its parameters, its payload types) and where the file's callers hand it on.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { describeEndpoint, NOTE_FACTS } from '../../migration/index.js';
import { isFunction, keyName, parameterIndex, unwrap, type Node } from '../../matchers/ast.js';
import { jsDocParamMembers, jsDocParamTags, jsDocTypedefs, type JsDocParamTag, type JsDocTypedef } from '../../matchers/jsdoc.js';
import {
  flagEntries,
  notePayloadRoots,
  noteWriteOf,
  type FlagEntry,
  type NoteWriteEndpoint,
} from '../../matchers/notes.js';
import { wrapperFor, type RequestSite } from '../../matchers/requests.js';
import { bodyFlows, flagValue, optionMember } from '../../matchers/wrappers.js';
import { parameterProperties, parameterPropertyName } from '../../matchers/class-members.js';
import { functionOfCallee, type Bindings } from '../../matchers/scope.js';
import { objectOrigins } from '../../matchers/values.js';
import { annotatedTypeOfLiteral, declaredTypeMembers, KEY_KEEPING_TYPES, localTypeMembers, namedType, topLevelDeclaration } from '../../matchers/type-shapes.js';
import type { SourceText } from '../edits.js';
import { removeListElement, removeQueryPair, removeStatement } from '../rewrite.js';
import type { ReportMessageId } from '../messages.js';
import type { Edit, Finding } from '../types.js';

import type { TrapInput } from '../traps.js';

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

export function privateNoteWrites(input: TrapInput): Finding[] {
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
    // A call of a wrapper (of this file or an imported one) that hands it the flag it sends.
    for (const offered of [...flagOffers(site, entries, bindings), ...jsDocFlagOffers(site, entries, bindings, input.ast.comments, src.text), ...flagArguments(entries, input.calls, bindings), ...(site.flagArguments ?? [])])
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
    const value = flagValue(entry);
    const def = value?.type === 'Identifier' ? bindings.variableOf(value)?.defs[0] : undefined;
    // A parameter under the service's own name (`createNote(id, body, isPrivate = false)`); one in the
    // team's words (`confidential`, `hrOnly`) is the team's, shown by the payload it fills and by what its
    // callers hand it.
    if (def?.type === 'Parameter' && def.name.type === 'Identifier' && def.name.name === NOTE_FACTS.flag) out.push(def.name);
    // Taken out of what the wrapper is handed: `const { parentId, body, isPrivate } = draft`.
    else if (def?.type === 'Variable' && def.name.type === 'Identifier' && def.name.name === NOTE_FACTS.flag && isDestructured(def.name)) out.push(def.name);
  }
  for (const type of payloadParameterTypes(site, entries, bindings)) out.push(...payloadTypeFlags(type, bindings));
  // `const payload: NotePayload = { body, isPrivate }`: the type the payload is declared with offers the flag.
  const declared: TSESTree.TypeNode[] = [];
  for (const entry of entries) {
    const object = entry.kind === 'property' ? entry.node.parent : undefined;
    const type = object?.type === 'ObjectExpression' ? annotatedTypeOfLiteral(object) : undefined;
    if (type && !declared.includes(type)) declared.push(type);
  }
  for (const type of declared) out.push(...payloadTypeFlags(type, bindings));
  // `isPrivate: Boolean(input.private)` of `input: NoteInput`: the member of the team's name its type declares.
  for (const entry of entries) {
    const value = flagValue(entry);
    const name = value?.type === 'MemberExpression' && !value.computed ? keyName(value.property, false) : undefined;
    const object = name !== undefined && name !== NOTE_FACTS.flag && value?.type === 'MemberExpression' ? unwrap(value.object) : undefined;
    const def = object?.type === 'Identifier' ? bindings.variableOf(object)?.defs[0] : undefined;
    const type = def?.type === 'Parameter' && def.name.type === 'Identifier' ? def.name.typeAnnotation?.typeAnnotation : undefined;
    if (type && name) out.push(...payloadTypeFlags(type, bindings, 0, name));
  }
  return out;
}

/** A name bound by an object pattern (`{ isPrivate }`, `{ isPrivate = false }`). */
function isDestructured(name: TSESTree.Identifier): boolean {
  const holder = name.parent?.type === 'AssignmentPattern' && name.parent.left === name ? name.parent.parent : name.parent;
  return holder?.type === 'Property' && holder.parent?.type === 'ObjectPattern';
}

/**
 * The types the payload's parameters are declared with: a parameter sent whole (`update(id, patch:
 * NotePatch)`), or whose flag is sent (`isPrivate: dto.isPrivate` of `dto: CreateNoteDto`).
 */
function payloadParameterTypes(site: RequestSite, entries: readonly FlagEntry[], bindings: Bindings): TSESTree.TypeNode[] {
  const out: TSESTree.TypeNode[] = [];
  for (const param of payloadParameters(site, entries, bindings)) {
    const type = param.typeAnnotation?.typeAnnotation;
    if (type && !out.includes(type)) out.push(type);
  }
  return out;
}

/** The parameters a wrapper's payload, or the flag it sends, is taken from (see payloadParameterTypes). */
function payloadParameters(site: RequestSite, entries: readonly FlagEntry[], bindings: Bindings): TSESTree.Identifier[] {
  const params: Node[] = bodyFlows(site, bindings).flatMap((flow) => (flow.fn.params[flow.index] ? [flow.fn.params[flow.index]!] : []));
  for (const entry of entries) {
    const value = flagValue(entry);
    const object = value?.type === 'MemberExpression' && keyName(value.property, value.computed) === NOTE_FACTS.flag ? unwrap(value.object) : undefined;
    const def = object?.type === 'Identifier' ? bindings.variableOf(object)?.defs[0] : undefined;
    if (def?.type === 'Parameter' && def.name.type === 'Identifier') params.push(def.name);
    // `const { body, isPrivate } = draft` of a parameter `draft`.
    const own = value?.type === 'Identifier' ? bindings.variableOf(value)?.defs[0] : undefined;
    const init = own?.type === 'Variable' && own.name.type === 'Identifier' && isDestructured(own.name) && own.node.init ? unwrap(own.node.init) : undefined;
    const from = init?.type === 'Identifier' ? bindings.variableOf(init)?.defs[0] : undefined;
    if (from?.type === 'Parameter' && from.name.type === 'Identifier') params.push(from.name);
  }
  const out: TSESTree.Identifier[] = [];
  for (let param of params) {
    if (param.type === 'TSParameterProperty') param = param.parameter;
    if (param.type === 'AssignmentPattern') param = param.left;
    if (param.type === 'Identifier' && !out.includes(param)) out.push(param);
  }
  return out;
}

/**
 * The JavaScript twin of a payload's declared type: where the JSDoc of the wrapper offers the flag, as
 * a member of the payload's type (`@param {{ body: string, isPrivate?: boolean }} note`, or a
 * `@typedef` of the file it names, unless that is the note record's own, with an `id`), or as the
 * flag's own parameter (`@param {boolean} isPrivate`).
 */
function jsDocFlagOffers(site: RequestSite, entries: readonly FlagEntry[], bindings: Bindings, comments: readonly TSESTree.Comment[] | undefined, text: string): { range: [number, number] }[] {
  if (!comments?.length) return [];
  const out: { range: [number, number] }[] = [];
  const tagOf = (param: TSESTree.Identifier): JsDocParamTag | undefined => {
    let fn: Node | undefined = param.parent;
    if (fn?.type === 'AssignmentPattern') fn = fn.parent;
    return fn && isFunction(fn) ? jsDocParamTags(fn, comments, text).get(param.name) : undefined;
  };
  let typedefs: JsDocTypedef[] | undefined;
  for (const param of payloadParameters(site, entries, bindings)) {
    const tag = param.typeAnnotation ? undefined : tagOf(param);
    if (!tag) continue;
    const members = jsDocParamMembers(tag, () => (typedefs ??= jsDocTypedefs(comments, text)));
    const flag = members && !members.has('id') ? members.get(NOTE_FACTS.flag) : undefined;
    if (flag) out.push({ range: flag.nameRange });
  }
  for (const entry of entries) {
    const value = flagValue(entry);
    const def = value?.type === 'Identifier' ? bindings.variableOf(value)?.defs[0] : undefined;
    if (def?.type !== 'Parameter' || def.name.type !== 'Identifier' || def.name.name !== NOTE_FACTS.flag || def.name.typeAnnotation) continue;
    const tag = tagOf(def.name);
    if (tag) out.push({ range: tag.nameRange });
    // `@param {{ body: string, isPrivate?: boolean }} note` of `createNote(id, { body, isPrivate = false } = {})`:
    // the tag in the destructured parameter's place, which names it as the team does.
    else {
      const fn = def.node as TSESTree.FunctionLike;
      const at = fn.params.findIndex((p) => p.range[0] <= def.name.range[0] && def.name.range[1] <= p.range[1]);
      const param = fn.params[at];
      const pattern = param?.type === 'AssignmentPattern' ? param.left : param;
      const placed = pattern?.type === 'ObjectPattern' && !pattern.typeAnnotation ? [...jsDocParamTags(fn, comments, text).values()][at] : undefined;
      const members = placed && jsDocParamMembers(placed, () => (typedefs ??= jsDocTypedefs(comments, text)));
      const flag = members && !members.has('id') ? members.get(NOTE_FACTS.flag) : undefined;
      if (flag) out.push({ range: flag.nameRange });
    }
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
    const value = flagValue(entry);
    const def = value?.type === 'Identifier' ? bindings.variableOf(value)?.defs[0] : undefined;
    if (def?.type !== 'Parameter') continue;
    const fn = def.node as TSESTree.FunctionLike;
    const index = parameterIndex(fn, def.name);
    // `post(id, text, { confidential = false } = {})`: the member of the options argument it is taken from.
    const at = index >= 0 ? index : fn.params.findIndex((p) => p.range[0] <= def.name.range[0] && def.name.range[1] <= p.range[1]);
    const member = index < 0 && at >= 0 && def.name.type === 'Identifier' ? optionMember(fn.params[at]!, def.name) : undefined;
    if (at < 0 || (index < 0 && member === undefined)) continue;
    for (const call of calls) {
      if (call.type !== 'CallExpression' || functionOfCallee(unwrap(call.callee), bindings) !== fn) continue;
      const arg = call.arguments[at];
      if (!arg || arg.type === 'SpreadElement' || call.arguments.slice(0, at).some((a) => a.type === 'SpreadElement')) continue;
      if (member === undefined) out.push(arg);
      // `add(id, { body, isPrivate })`, or an object made elsewhere (`add(id, Notes.draft)` of `draft: { body: '', isPrivate: false }`).
      else
        for (const object of unwrap(arg).type === 'ObjectExpression' ? [unwrap(arg)] : objectOrigins(arg, bindings))
          if (typeof object !== 'string' && object.type === 'ObjectExpression')
            for (const prop of object.properties) if (prop.type === 'Property' && keyName(prop.key, prop.computed) === member) out.push(prop);
    }
  }
  return out;
}


/**
 * Where a payload's declared type offers the flag: `isPrivate?` of an input type (inline, or declared
 * in the file: `changes: NotePatch`, `Partial<NoteInput>`, a DTO class), `'isPrivate'` picked out of the note's own
 * type (`Pick<CandidateNote, 'body' | 'isPrivate'>`). The note record's type itself (it has an `id`)
 * declares a flag the service does send, and is left alone.
 */
function payloadTypeFlags(type: TSESTree.TypeNode, bindings: Bindings, depth = 0, flag: string = NOTE_FACTS.flag): Node[] {
  if (depth > 4) return [];
  if (type.type === 'TSUnionType' || type.type === 'TSIntersectionType') return type.types.flatMap((t) => payloadTypeFlags(t, bindings, depth + 1, flag));
  const named = namedType(type);
  if (named?.name === 'Pick' && named.args?.[1]) {
    const keys = named.args[1].type === 'TSUnionType' ? named.args[1].types : [named.args[1]];
    return keys.flatMap((k) => (k.type === 'TSLiteralType' && k.literal.type === 'Literal' && k.literal.value === flag ? [k.literal] : []));
  }
  if (named && KEY_KEEPING_TYPES.has(named.name) && named.args?.[0]) return payloadTypeFlags(named.args[0], bindings, depth + 1, flag);
  // A DTO class (`class CreateNoteDto { body!: string; isPrivate?: boolean }`): its properties.
  const dto = type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' ? bindings.variableOf(type.typeName)?.defs[0]?.node : undefined;
  const properties =
    dto?.type === 'ClassDeclaration'
      ? classProperties(dto)
      : (localTypeMembers(type, bindings) ?? []).flatMap((m) => (m.type === 'TSPropertySignature' ? [{ key: m.key, name: keyName(m.key, m.computed) }] : []));
  return flagsOf(properties, flag);
}

/**
 * `const emptyDraft = (): NoteDraft => ({ body: '', isPrivate: false })`: object literals declared with a
 * type that a note write's payload is declared with (`types`, by local name), whose flag the service
 * ignores as it ignores the payload's. Shown beside the write's own finding.
 */
export function typedPayloadFlags(nodes: readonly Node[], types: ReadonlyMap<string, NoteWriteEndpoint>): Finding[] {
  if (!types.size) return [];
  const out: Finding[] = [];
  for (const node of nodes) {
    if (node.type !== 'ObjectExpression') continue;
    const type = annotatedTypeOfLiteral(node);
    const write = type?.type === 'TSTypeReference' && type.typeName.type === 'Identifier' ? types.get(type.typeName.name) : undefined;
    if (!write) continue;
    const flags = flagsOf(node.properties.flatMap((p) => (p.type === 'Property' && !p.computed ? [{ key: p.key, name: keyName(p.key, false) }] : [])));
    const messageId = write === 'createNote' ? 'create' : 'update';
    for (const key of flags) out.push({ rule: 'no-private-note-write', messageId, data: { ...NOTE_COMMON, endpoint: describeEndpoint(write) }, range: key.range, secondary: true });
  }
  return out;
}

/** The flag a payload type declares, unless it is the note record's own type (it has an `id`). */
function flagsOf(properties: readonly { key: Node; name: string | undefined }[], flag: string = NOTE_FACTS.flag): Node[] {
  if (properties.some((p) => p.name === 'id')) return [];
  return properties.flatMap((p) => (p.name === flag ? [p.key] : []));
}

/** A class's instance properties: its fields and its constructor's parameter properties (`public readonly isPrivate = false`). */
function classProperties(cls: TSESTree.ClassDeclaration): { key: Node; name: string | undefined }[] {
  const out: { key: Node; name: string | undefined }[] = [];
  for (const m of cls.body.body) {
    if (m.type === 'PropertyDefinition' && !m.static) out.push({ key: m.key, name: keyName(m.key, m.computed) });
  }
  for (const param of parameterProperties(cls.body)) {
    const id = parameterPropertyName(param);
    if (id) out.push({ key: id, name: id.name });
  }
  return out;
}

/**
 * The imported types a note write's payload parameters are declared with (`dto: CreateNoteDto` of
 * `./dto`): the module that declares one shows its flag (see exportedPayloadFlags).
 */
export function importedPayloadTypes(site: RequestSite, bindings: Bindings): TSESTree.Identifier[] {
  const out: TSESTree.Identifier[] = [];
  for (const type of payloadParameterTypes(site, flagEntries(notePayloadRoots(site), bindings), bindings))
    if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && bindings.variableOf(type.typeName)?.defs[0]?.type === 'ImportBinding') out.push(type.typeName);
  return out;
}

/** The flag an exported payload type of the file declares (a class, an interface, an object type alias), as findings. */
export function exportedPayloadFlags(program: TSESTree.Program, name: string, write: NoteWriteEndpoint): Finding[] {
  const endpoint = describeEndpoint(write);
  const messageId = write === 'createNote' ? 'create' : 'update';
  const decl = topLevelDeclaration(program, name);
  const properties =
    decl?.type === 'ClassDeclaration'
      ? classProperties(decl)
      : declaredTypeMembers(decl)?.flatMap((m) => (m.type === 'TSPropertySignature' ? [{ key: m.key, name: keyName(m.key, m.computed) }] : []));
  return flagsOf(properties ?? []).map((key) => ({ rule: 'no-private-note-write', messageId, data: { ...NOTE_COMMON, endpoint }, range: key.range, secondary: true }));
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
    case 'picked':
      return entry.node.range;
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
    case 'picked':
      return entry.list ? removeListElement(entry.node, entry.list.elements.filter((e): e is NonNullable<typeof e> => !!e), src) : undefined;
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
