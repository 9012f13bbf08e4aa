/**
 * Types taken from a declaration of the application record: `Application['state']`,
 * `Application['currentStage']` and `Pick<Application, 'state' | …>`. Once the declaration is migrated
 * they name nothing: `currentStage` is renamed like the member, `state` becomes the type it was
 * declared with (indexed) or the two fields the legacy value is derived from (picked), all
 * type-only changes, so autofixes.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES } from '../../migration/index.js';
import type { ApplicationTracker, TypeDeclInfo } from '../../matchers/applications.js';
import { keyName, type Node } from '../../matchers/ast.js';
import type { Bindings } from '../../matchers/scope.js';
import { TIGHT_TYPE_PARENTS } from '../../matchers/type-shapes.js';
import type { SourceText } from '../edits.js';
import { removeListElement } from '../rewrite.js';
import type { StateTypeText } from '../modules.js';
import { inferredObjectSchema, schemaMemberLiterals, schemaMemberType } from '../schemas.js';
import type { Edit } from '../types.js';
import type { DeclarationContext } from './declarations.js';

/**
 * `Application['currentStage']` and `Application['state']`, where `Application` is declared in this
 * file: once the declaration is migrated they name nothing. `currentStage` is renamed like the
 * member; `state` becomes the type it was declared with (a type-only change, so an autofix).
 */
export function indexedTypeFinding(ctx: DeclarationContext, node: TSESTree.TSIndexedAccessType, decls: readonly TypeDeclInfo[], imported?: ImportedRecordTypes): void {
  const index = node.indexType;
  if (index.type !== 'TSLiteralType' || index.literal.type !== 'Literal' || typeof index.literal.value !== 'string') return;
  const field = index.literal.value;
  if (field !== NAMES.legacyState && field !== NAMES.legacyStage) return;
  const object = node.objectType;
  const literal = index.literal;
  // `Application['state']` of `type Application = z.infer<typeof ApplicationSchema>`: what the schema allowed.
  const schema = inferredObjectSchema(object, ctx.bindings);
  if (schema && field === NAMES.legacyState) {
    const text = schemaMemberType(schema, field, ctx.bindings, ctx.src.quoteOf(literal));
    if (text) indexedStateFinding(ctx, node, literal, text, text.includes('|'));
    return;
  }
  if (object.type !== 'TSTypeReference' || object.typeName.type !== 'Identifier' || object.typeArguments) return;
  const name = object.typeName.name;
  const decl = decls.find((d) =>
    d.node.type === 'TSInterfaceDeclaration' ? d.node.id.name === name : d.node.parent?.type === 'TSTypeAliasDeclaration' && d.node.parent.id.name === name,
  );
  const member = decl?.members.get(field);
  const schemaHas = !!schema && schema.properties.some((p) => p.type === 'Property' && keyName(p.key, p.computed) === field);
  // An application type of another module (`import type { Application } from './schemas'`): what its summary says `state` is.
  if (!member && !schemaHas && !decl && imported?.types.has(name) && ctx.bindings.variableOf(object.typeName)?.defs[0]?.type === 'ImportBinding') {
    const text = imported.stateTexts.get(name);
    if (field === NAMES.legacyStage) renameIndexedStage(ctx, literal);
    else if (text) indexedStateFinding(ctx, node, literal, stateTypeText(text, ctx.src.quoteOf(literal)), text.literals.length + text.keywords.length + (text.optional ? 1 : 0) > 1);
    return;
  }
  if (!member && !schemaHas) return;
  if (field === NAMES.legacyStage) {
    renameIndexedStage(ctx, literal);
    return;
  }
  if (!member) return;
  const annotation = member.typeAnnotation?.typeAnnotation;
  let text = annotation ? ctx.src.slice(annotation.range) : 'any';
  if (member.optional) text += ' | undefined';
  const compound = member.optional || (!!annotation && ['TSUnionType', 'TSIntersectionType', 'TSFunctionType', 'TSConditionalType', 'TSConstructorType'].includes(annotation.type));
  indexedStateFinding(ctx, node, literal, text, compound);
}

/** Application types another module declares, by local name, with what their `state` is declared as where it names nothing of that module. */
export interface ImportedRecordTypes {
  types: ReadonlySet<string>;
  stateTexts: ReadonlyMap<string, StateTypeText>;
}

/** `X['currentStage']` → `X['pipelineStage']`, as the member is renamed. */
function renameIndexedStage(ctx: DeclarationContext, literal: TSESTree.Literal): void {
  ctx.add({
    rule: 'no-current-stage',
    range: literal.range,
    messageId: 'declaration',
    data: { removal: ctx.removal },
    fix: [{ range: [literal.range[0] + 1, literal.range[1] - 1], text: NAMES.pipelineStage }],
  });
}

function stateTypeText(type: StateTypeText, quote: string): string {
  return [...type.literals.map((l) => `${quote}${l}${quote}`), ...type.keywords, ...(type.optional ? ['undefined'] : [])].join(' | ');
}

/**
 * What `state` is declared as in the file's application types, where the text names nothing of the file
 * (literals and keywords, a zod enum), by type name: what `Application['state']` becomes in an importer.
 */
export function stateTypeTexts(nodes: readonly Node[], decls: readonly TypeDeclInfo[], bindings: Bindings): Map<string, StateTypeText> {
  const out = new Map<string, StateTypeText>();
  for (const decl of decls) {
    const owner = decl.node.type === 'TSTypeLiteral' ? (decl.node.parent?.type === 'TSTypeAliasDeclaration' ? decl.node.parent.id : undefined) : decl.node.id;
    const member = decl.members.get(NAMES.legacyState);
    const annotation = member?.typeAnnotation?.typeAnnotation;
    if (!owner || !member || !annotation) continue;
    const parts = annotation.type === 'TSUnionType' ? annotation.types : [annotation];
    const literals: string[] = [];
    const keywords: string[] = [];
    for (const part of parts) {
      if (part.type === 'TSLiteralType' && part.literal.type === 'Literal' && typeof part.literal.value === 'string') literals.push(part.literal.value);
      else if (part.type === 'TSStringKeyword') keywords.push('string');
      else if (part.type === 'TSNullKeyword') keywords.push('null');
      else if (part.type === 'TSUndefinedKeyword') keywords.push('undefined');
      else break;
    }
    if (literals.length + keywords.length === parts.length) out.set(owner.name, { literals, keywords, optional: !!member.optional && !keywords.includes('undefined') });
  }
  // `type Application = z.infer<typeof ApplicationSchema>` with `state: z.enum([…])`.
  for (const node of nodes) {
    if (node.type !== 'TSTypeAliasDeclaration' || out.has(node.id.name)) continue;
    const shape = inferredObjectSchema(node.typeAnnotation, bindings);
    const member = shape && schemaMemberLiterals(shape, NAMES.legacyState, bindings);
    if (member) out.set(node.id.name, { literals: member.literals, keywords: [], optional: member.optional });
  }
  return out;
}

/** `X['state']` → the type the member was declared with, parenthesized where a union would bind wrongly. */
function indexedStateFinding(ctx: DeclarationContext, node: TSESTree.TSIndexedAccessType, literal: TSESTree.Literal, text: string, compound: boolean): void {
  const tight = TIGHT_TYPE_PARENTS.has(node.parent?.type ?? '');
  ctx.add({
    rule: 'no-legacy-state-field',
    range: literal.range,
    messageId: 'indexedType',
    data: { removal: ctx.removal, type: ctx.src.slice(node.range), replacement: text },
    fix: [{ range: node.range, text: compound && tight ? `(${text})` : text }],
  });
}

/**
 * `Pick<Application, 'state' | 'id'>`: once the type is migrated it has no such key. `currentStage`
 * becomes `pipelineStage`; `state` becomes the two fields the legacy value is derived from
 * (`'hiringState' | 'pipelineStage'`, what legacyStateOf reads).
 */
export function pickedTypeFindings(ctx: DeclarationContext, node: TSESTree.TSTypeReference, tracker: ApplicationTracker): void {
  if (node.typeName.type !== 'Identifier' || node.typeName.name !== 'Pick') return;
  const [subject, keys] = node.typeArguments?.params ?? [];
  if (!subject || !keys || !tracker.isApplicationTypeNode(subject)) return;
  const literals = keys.type === 'TSUnionType' ? keys.types : [keys];
  const named = literals.map((t) => (t.type === 'TSLiteralType' && t.literal.type === 'Literal' && typeof t.literal.value === 'string' ? { node: t.literal, name: t.literal.value } : undefined));
  const present = new Set(named.map((n) => n?.name));
  for (const key of named) {
    if (!key) continue;
    const q = ctx.src.quoteOf(key.node);
    if (key.name === NAMES.legacyStage) {
      ctx.add({ rule: 'no-current-stage', range: key.node.range, messageId: 'declaration', data: { removal: ctx.removal }, fix: [{ range: key.node.range, text: `${q}${NAMES.pipelineStage}${q}` }] });
    } else if (key.name === NAMES.legacyState) {
      // pipelineStage only where the type will have it (it declares it, or currentStage that becomes it).
      const decl = subject.type === 'TSTypeReference' && subject.typeName.type === 'Identifier' ? tracker.appTypeDecls.find((d) => declName(d) === (subject.typeName as TSESTree.Identifier).name) : undefined;
      const hasStage = !decl || decl.members.has(NAMES.pipelineStage) || decl.members.has(NAMES.legacyStage);
      const replacement = [NAMES.hiringState, ...(hasStage ? [NAMES.pipelineStage] : [])].filter((n) => !present.has(n)).map((n) => `${q}${n}${q}`).join(' | ');
      ctx.add({
        rule: 'no-legacy-state-field',
        range: key.node.range,
        messageId: 'indexedType',
        data: { removal: ctx.removal, type: ctx.src.slice(node.range), replacement: replacement || `${q}${NAMES.hiringState}${q}` },
        // A type-only change; the reads of the picked object derive the legacy value from these two.
        fix: replacement ? [{ range: key.node.range, text: replacement }] : removeUnionMember(key.node, keys, ctx.src),
      });
    }
  }
}

/** The name a declaration of an application type gives it. */
function declName(decl: TypeDeclInfo): string | undefined {
  const node = decl.node;
  if (node.type === 'TSInterfaceDeclaration' || node.type === 'ClassDeclaration') return node.id?.name;
  if (node.type === 'TSTypeLiteral' && node.parent?.type === 'TSTypeAliasDeclaration') return node.parent.id.name;
  return node.type === 'TSTypeAliasDeclaration' ? node.id.name : undefined;
}

/** `'state' | 'id'` without `'state'` (both current fields already picked). */
function removeUnionMember(literal: Node, keys: TSESTree.TypeNode, src: SourceText): Edit[] | undefined {
  if (keys.type !== 'TSUnionType') return undefined;
  const member = keys.types.find((t) => t.type === 'TSLiteralType' && t.literal === literal);
  return member ? removeListElement(member, keys.types, src) : undefined;
}
