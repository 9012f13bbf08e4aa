/**
 * Declarations of the service's application record: interfaces, type aliases, classes and JSDoc
 * typedefs that declare `state` or `currentStage`, and the enum `state` is declared with (the types
 * taken from them, `Application['state']` and `Pick<Application, 'state'>`, see derived-types.ts). A declaration is migrated in
 * place (a type-only change, so an autofix) to `hiringState` and `pipelineStage`, merged with the
 * current members where it declares them already.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HIRING_STATES, IDENTIFYING_STAGE_FIELDS, NAMES, isLegacyState, pipelineStageTypeText } from '../../migration/index.js';
import { typeDeclName, type TypeDeclInfo } from '../../matchers/applications.js';
import { enumMembers, isFunction, keyName, staticStringValue, walk, type Node } from '../../matchers/ast.js';
import type { JsDocMember, JsDocTypedef } from '../../matchers/jsdoc.js';
import type { Bindings } from '../../matchers/scope.js';
import { typeParts } from '../../matchers/type-shapes.js';
import type { SourceText } from '../edits.js';
import { renameKey } from '../rewrite.js';
import { removeMember, replaceMember, unionText } from '../type-members.js';
import type { Edit, Finding } from '../types.js';
import { declaredValueFinding } from './typed-values.js';

export interface DeclarationContext {
  src: SourceText;
  bindings: Bindings;
  /** "removed on 2026-11-01 (N days ago)" for the messages. */
  removal: string;
  add: (finding: Finding) => void;
  /** Stage declarations given their `type` already in this analysis (two records may share one). */
  typedStages: Set<Node>;
}

/**
 * `currentStage: StageRef` of `interface StageRef { id: string; name: string }` (of this file, or written
 * in place): the migrated reads derive the legacy state from `pipelineStage.type`, which the team's
 * stage type never declared, so it gains the documented member (optional: objects the team makes of
 * that type need not have it; a string, as a type extending this one may declare it).
 */
function stageTypeMemberEdits(ctx: DeclarationContext, stage: TSESTree.TSPropertySignature | TSESTree.PropertyDefinition): Edit[] {
  const annotation = stage.typeAnnotation?.typeAnnotation;
  if (!annotation) return [];
  const edits: Edit[] = [];
  for (const part of typeParts(annotation)) {
    let members: readonly TSESTree.TypeElement[] | undefined;
    let owner: Node | undefined;
    if (part.type === 'TSTypeLiteral') [members, owner] = [part.members, part];
    else if (part.type === 'TSTypeReference' && part.typeName.type === 'Identifier' && !part.typeArguments) {
      const decl = ctx.bindings.variableOf(part.typeName)?.defs[0]?.node;
      if (decl?.type === 'TSInterfaceDeclaration' && !decl.extends?.length) [members, owner] = [decl.body.body, decl.body];
      else if (decl?.type === 'TSTypeAliasDeclaration' && decl.typeAnnotation.type === 'TSTypeLiteral') [members, owner] = [decl.typeAnnotation.members, decl.typeAnnotation];
      else if (decl?.type === 'ClassDeclaration' && !decl.superClass && !ctx.typedStages.has(decl.body)) {
        const edit = stageClassTypeMember(ctx, decl.body);
        if (edit) {
          ctx.typedStages.add(decl.body);
          edits.push(edit);
        }
      }
    }
    const last = members?.at(-1);
    if (!members || !owner || !last || ctx.typedStages.has(owner)) continue;
    const names = members.map((m) => (m.type === 'TSPropertySignature' ? keyName(m.key, m.computed) : undefined));
    if (names.some((n) => n === undefined || n === NAMES.pipelineStageType) || !names.some((n) => n !== undefined && IDENTIFYING_STAGE_FIELDS.has(n))) continue;
    ctx.typedStages.add(owner);
    // `string`, not the union of stage types: a type that extends this one may declare it so already.
    const member = `${NAMES.pipelineStageType}?: string`;
    const ending = ctx.src.text[last.range[1] - 1];
    const separator = ending === ';' || ending === ',' ? ending : '';
    const text = ctx.src.startsLine(last.range[0])
      ? `${ctx.src.eol}${ctx.src.indentAt(last.range[0])}${member}${separator}`
      : separator
        ? ` ${member}${separator}`
        : `; ${member}`;
    edits.push({ range: [last.range[1], last.range[1]], text });
  }
  return edits;
}

/**
 * `class StageRef { @Expose() id!: string; @Expose() name!: string }`, a stage class filled from the
 * record by its decorated fields: it gains the documented `type` field, declared as its identifying
 * fields are (their decorators, when they all have the same ones), so that the filled stage keeps it.
 */
function stageClassTypeMember(ctx: DeclarationContext, body: TSESTree.ClassBody): Edit | undefined {
  const fields = body.body.filter((m): m is TSESTree.PropertyDefinition => m.type === 'PropertyDefinition' && !m.static && !m.computed);
  const names = fields.map((f) => keyName(f.key, false));
  if (fields.length !== body.body.filter((m) => m.type === 'PropertyDefinition').length || names.includes(NAMES.pipelineStageType) || !names.some((n) => n !== undefined && IDENTIFYING_STAGE_FIELDS.has(n))) return undefined;
  const identifying = fields.filter((f) => IDENTIFYING_STAGE_FIELDS.has(keyName(f.key, false) ?? ''));
  const decorators = identifying.map((f) => f.decorators.map((d) => ctx.src.slice(d.range)).join(' '));
  if (new Set(decorators).size !== 1) return undefined;
  const last = fields.at(-1)!;
  if (!ctx.src.startsLine(last.range[0])) return undefined;
  const member = `${decorators[0] ? `${decorators[0]} ` : ''}${NAMES.pipelineStageType}?: string;`;
  return { range: [last.range[1], last.range[1]], text: `${ctx.src.eol}${ctx.src.indentAt(last.range[0])}${member}` };
}

/** `interface Application { state: …; currentStage: … }` */
export function declarationFindings(ctx: DeclarationContext, decl: TypeDeclInfo): void {
  const stage = decl.members.get(NAMES.legacyStage);
  if (stage) {
    // Declared beside it already (`pipelineStage?: Stage`, "not on every record"): one member, as
    // the legacy one was declared, since the code's reads were typed against that one.
    // Unless that one is the record's own and the legacy one was optional (`pipelineStage: Stage;
    // currentStage?: Stage`): reads typed against the required one need it required, the others use `?.`.
    const current = decl.members.get(NAMES.pipelineStage);
    const keepCurrent = !!current && !current.optional && !!stage.optional;
    const merge = stage.type === 'PropertyDefinition' && stage.value ? undefined : current ? removeMember(ctx.src, keepCurrent ? stage : current) : [];
    ctx.add({
      rule: 'no-current-stage',
      range: stage.key.range,
      messageId: 'declaration',
      data: { removal: ctx.removal },
      ...(merge ? { fix: keepCurrent ? merge : [renameKey(stage.key, NAMES.pipelineStage, ctx.src), ...merge, ...stageTypeMemberEdits(ctx, stage)] } : { codemod: { todo: `declare ${NAMES.pipelineStage} once, in place of ${NAMES.legacyStage}.` } }),
    });
  }
  const state = decl.members.get(NAMES.legacyState);
  if (!state) return;
  let edits: Edit[] | undefined;
  // A class property with an initializer is a value of every instance, not only a type: a person decides.
  const initialized = state.type === 'PropertyDefinition' && !!state.value;
  if (initialized) edits = undefined;
  else if (decl.members.has(NAMES.hiringState)) {
    const list =
      decl.node.type === 'TSInterfaceDeclaration' || decl.node.type === 'ClassDeclaration' ? decl.node.body.body : decl.node.type === 'TSTypeLiteral' ? decl.node.members : [];
    edits = list.length > 1 ? removeMember(ctx.src, state) : undefined;
  } else if (!ctx.src.hasComment(state.range)) {
    const addStage = !decl.members.has(NAMES.pipelineStage) && !decl.members.has(NAMES.legacyStage);
    const stage = pipelineStageTypeText(ctx.src.quote, ';');
    edits = [
      replaceMember(ctx.src, state, [[NAMES.hiringState, unionText(ctx.src, HIRING_STATES)], ...(addStage ? [[NAMES.pipelineStage, stage] as [string, string]] : [])]),
    ];
  }
  // Decorators that judge the value (see judgingDecorators): the rewrite says so above the field.
  const judging = edits && state.type === 'PropertyDefinition' ? judgingDecorators(state) : [];
  const judged = `this field's decorators are given ${NAMES.hiringState}'s values now (${HIRING_STATES.join(', ')}), not state's: make them accept those.`;
  const note = judging.length ? ctx.src.todoEdit(state.range[0], judged) : undefined;
  ctx.add({
    rule: 'no-legacy-state-field',
    range: state.key.range,
    messageId: 'declaration',
    data: { removal: ctx.removal, hiringStates: HIRING_STATES.join(', ') },
    // A type-only change: what the program does stays the same, so it is an autofix.
    ...(edits ? { fix: note ? [...edits, note] : edits, ...(note ? { fixTodo: judged } : {}) } : { codemod: { todo: 'declare hiringState and pipelineStage instead of state.' } }),
  });
  for (const decorator of judging)
    ctx.add({ rule: 'no-legacy-state-field', range: decorator.range, messageId: 'judgedValue', data: { removal: ctx.removal, hiringStates: HIRING_STATES.join(', ') }, secondary: true });
  if (state.type === 'TSPropertySignature' || state.type === 'PropertyDefinition') declaredStateValueFindings(ctx, state.typeAnnotation?.typeAnnotation);
}

/**
 * `@Transform(({ value }) => (isApplicationState(value) ? value : undefined))`, `@IsEnum(ApplicationState)`
 * on a class field renamed to hiringState: a decorator that runs a function on the value or names the
 * legacy vocabulary judges what the field is given, and is given hiringState's values now. No edit
 * keeps its meaning (what should it accept?): a person decides.
 */
function judgingDecorators(field: TSESTree.PropertyDefinition): TSESTree.Decorator[] {
  const vocabulary = new Set(field.typeAnnotation ? typeParts(field.typeAnnotation.typeAnnotation).flatMap((t) => (t.type === 'TSTypeReference' && t.typeName.type === 'Identifier' ? [t.typeName.name] : [])) : []);
  return field.decorators.filter((decorator) => {
    const call = decorator.expression;
    let judges = false;
    if (call.type === 'CallExpression')
      for (const arg of call.arguments)
        walk(arg, (node) => {
          if (isFunction(node) || (node.type === 'Identifier' && vocabulary.has(node.name)) || (node.type === 'Literal' && typeof node.value === 'string' && isLegacyState(node.value))) judges = true;
        });
    return judges;
  });
}

/**
 * `interface MirroredApplication { state: string; currentStage: … }` of objects the file makes by
 * copying a record's fields (see ApplicationTracker.copyTypes): the copy keeps its keys, and where it
 * is made the read migrates (to `legacyStateOf(app)`, to `pipelineStage`), so the type keeps its members.
 * They are shown beside the copy, as its reads are (no edit of their own).
 */
export function copyTypeFindings(ctx: DeclarationContext, { info, made }: { info: TypeDeclInfo; made: TSESTree.ObjectExpression }): void {
  const type = typeDeclName(info) ?? 'declared here';
  for (const field of [NAMES.legacyState, NAMES.legacyStage] as const) {
    const member = info.members.get(field);
    if (!member) continue;
    const copied = made.properties.find((p) => p.type === 'Property' && !p.computed && keyName(p.key, false) === field) ?? made;
    ctx.add({
      rule: field === NAMES.legacyStage ? 'no-current-stage' : 'no-legacy-state-field',
      range: member.key.range,
      messageId: 'carriedMember',
      data: { removal: ctx.removal, key: field, type, line: String(ctx.src.lineOf(copied.range[0])) },
      secondary: true,
    });
  }
}

/**
 * The legacy values of the type `state` is declared with, where the file writes them: the members of
 * an enum (`state: LegacyStatus` of `enum LegacyStatus { Screening = 'SCREENING', … }`) or of a union
 * of literals (`type ApplicationState = 'SCREENING' | 'QUALIFIED' | …`). The removed field's
 * vocabulary, shown beside its declaration (the values stay valid: `legacyStateOf` gives them).
 */
function declaredStateValueFindings(ctx: DeclarationContext, annotation: TSESTree.TypeNode | undefined): void {
  if (annotation?.type !== 'TSTypeReference' || annotation.typeName.type !== 'Identifier' || annotation.typeArguments) return;
  const decl = ctx.bindings.variableOf(annotation.typeName)?.defs[0]?.node;
  const places: [Place, string[]][] = [];
  if (decl?.type === 'TSEnumDeclaration')
    for (const member of enumMembers(decl)) {
      const value = member.initializer && staticStringValue(member.initializer);
      if (member.initializer && value !== undefined && isLegacyState(value)) places.push([member.initializer, [value]]);
    }
  if (decl?.type === 'TSTypeAliasDeclaration') {
    // One finding per line: `'SCREENING' | 'QUALIFIED' | …` written on one line is one place.
    let line: { range: [number, number]; values: string[] } | undefined;
    for (const literal of literalMembers(decl.typeAnnotation)) {
      const value = literal.literal.type === 'Literal' && typeof literal.literal.value === 'string' ? literal.literal.value : undefined;
      if (value === undefined || !isLegacyState(value)) continue;
      if (line && !ctx.src.text.slice(line.range[1], literal.range[0]).includes('\n')) {
        line.range = [line.range[0], literal.range[1]];
        line.values.push(value);
      } else {
        line = { range: [literal.range[0], literal.range[1]], values: [value] };
        places.push([line, line.values]);
      }
    }
  }
  declaredValueFindings(ctx, places);
}

/** Where a finding is shown: a node, or a span of several (a line of a union). */
type Place = { range: [number, number] };

/** The string literal types a union is made of (`'A' | 'B'`, `'A'`); none if it holds anything else. */
function literalMembers(type: TSESTree.TypeNode): TSESTree.TSLiteralType[] {
  const members = type.type === 'TSUnionType' ? type.types : [type];
  return members.every((t) => t.type === 'TSLiteralType') ? (members) : [];
}

/** Secondary findings where the values of a type `state` is declared with are written. */
function declaredValueFindings(ctx: DeclarationContext, places: readonly [Place, string[]][]): void {
  for (const [place, values] of places) ctx.add(declaredValueFinding(place.range, values, ctx.removal));
}

/** `@property {…} state` and `@property {…} currentStage` in the JSDoc typedef of an application. */
export function jsDocFindings(ctx: DeclarationContext, { members, form }: JsDocTypedef): void {
  const stage = members.get(NAMES.legacyStage);
  if (stage) {
    // Beside a `pipelineStage` of its own (optional, added later): the stage takes its place, as in an interface.
    const current = members.get(NAMES.pipelineStage);
    const dropped = current ? dropJsDocMember(ctx, current, form) : [];
    ctx.add({
      rule: 'no-current-stage',
      range: stage.nameRange,
      messageId: 'declaration',
      data: { removal: ctx.removal },
      ...(dropped ? { fix: [{ range: stage.nameRange, text: NAMES.pipelineStage }, ...dropped] } : { codemod: { todo: 'drop currentStage; this type declares pipelineStage already.' } }),
    });
  }
  const state = members.get(NAMES.legacyState);
  if (!state) return;
  const tag = (name: string, type: string): string => `@property {${type}} ${state.optional ? `[${name}]` : name}`;
  const edits: Edit[] = [];
  if (form === 'literal') {
    // `{{ …, state: string, … }}`: the member becomes `hiringState: 'APPLIED' | …` in place, or goes beside one.
    if (!members.has(NAMES.hiringState)) edits.push({ range: state.tagRange, text: `${NAMES.hiringState}${state.optional ? '?' : ''}: ${unionText(ctx.src, HIRING_STATES)}` });
    else edits.push(...(dropJsDocMember(ctx, state, form) ?? []));
  } else if (members.has(NAMES.hiringState)) {
    edits.push({ range: state.lineRange, text: '' });
  } else {
    edits.push({ range: state.tagRange, text: tag(NAMES.hiringState, unionText(ctx.src, HIRING_STATES)) });
    // A new line for pipelineStage, after the state's own line and its description.
    if (!members.has(NAMES.pipelineStage) && !members.has(NAMES.legacyStage) && ctx.src.text[state.lineRange[1] - 1] === '\n') {
      const stageType = pipelineStageTypeText(ctx.src.quote, ',');
      edits.push({ range: [state.lineRange[1], state.lineRange[1]], text: `${state.linePrefix}${tag(NAMES.pipelineStage, stageType)}${ctx.src.eol}` });
    }
  }
  ctx.add({
    rule: 'no-legacy-state-field',
    range: state.nameRange,
    messageId: 'declaration',
    data: { removal: ctx.removal, hiringStates: HIRING_STATES.join(', ') },
    // A type-only change, as for an interface.
    ...(edits.length ? { fix: edits } : { codemod: { todo: `drop state; this type declares ${NAMES.hiringState} already.` } }),
  });
}

/**
 * Removes a member of a JSDoc typedef: a `@property` tag's line; in an object-literal type, the
 * member with its comma (its whole line where it stands alone on it, a remark after it included).
 */
function dropJsDocMember(ctx: DeclarationContext, member: JsDocMember, form: JsDocTypedef['form']): Edit[] | undefined {
  if (form === 'property') return [{ range: member.lineRange, text: '' }];
  const text = ctx.src.text;
  const comma = /^\s*,/.exec(text.slice(member.tagRange[1]));
  const end = member.tagRange[1] + (comma?.[0].length ?? 0);
  const lineStart = text.lastIndexOf('\n', member.tagRange[0] - 1) + 1;
  const eol = text.indexOf('\n', end);
  const rest = eol === -1 ? '' : text.slice(end, eol);
  if (/^[\s*]*$/.test(text.slice(lineStart, member.tagRange[0])) && /^\s*(?:\/\/.*)?$/.test(rest) && eol !== -1) return [{ range: [lineStart, eol + 1], text: '' }];
  return comma ? [{ range: [member.tagRange[0], end], text: '' }] : undefined;
}
