/**
 * Response schemas written with zod migrate like interfaces, but they run: a schema that still
 * requires `state` rejects every application of the current service, and one without `pipelineStage`
 * strips it from the parsed records.
 *
 *   z.object({ id: z.string(), state: z.enum(['SCREENING', …]), currentStage: Stage })
 *     → z.object({ id: z.string(), hiringState: z.enum(['APPLIED', …]), pipelineStage: Stage })
 *
 * Whether an object schema is an application's is the one rule, declaresApplication, asked with the
 * schema's keys and the literals its `state` allows. Decoders of other libraries: findings/decoders.ts.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HIRING_STATES, NAMES, PIPELINE_STAGE_FIELD_TYPES, STAGED_LEGACY_STATES, STAGE_TYPES, declaresApplication, describeTable } from '../migration/index.js';
import { calleeName, keyName, staticStringValue, stringElements, unwrap, type Node } from '../matchers/ast.js';
import { moduleSourceOf, type Bindings } from '../matchers/scope.js';
import { declaredValueFinding } from './findings/typed-values.js';
import { removeListElement, renamePropertyKey } from './rewrite.js';
import type { SourceText } from './edits.js';
import type { Edit, Finding } from './types.js';

/** Modules whose `object`/`enum`/`literal` build schemas this way. */
const SCHEMA_LIBRARIES = ['zod', 'zod/v4', 'zod/v3', 'zod/mini'];
/** Calls on a schema that keep its shape and make it accept a missing value. */
const OPTIONAL = new Set(['optional', 'nullish']);

export interface SchemaContext {
  calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[];
  bindings: Bindings;
  src: SourceText;
  removal: string;
}

export function schemaFindings(ctx: SchemaContext): Finding[] {
  const out: Finding[] = [];
  // Stage schemas given their type already (two application schemas may share one).
  const typedStages = new Set<Node>();
  for (const call of ctx.calls) {
    const z = schemaNamespace(call, OBJECT, ctx.bindings);
    const shape = call.arguments[0];
    if (!z || shape?.type !== 'ObjectExpression') continue;
    const props = new Map<string, TSESTree.Property>();
    for (const p of shape.properties) if (p.type === 'Property' && !p.computed) props.set(keyName(p.key, false) ?? '', p);
    const state = props.get(NAMES.legacyState);
    const stage = props.get(NAMES.legacyStage);
    if (!isApplicationSchema(shape, ctx.bindings)) continue;
    if (stage) {
      // Beside a `pipelineStage` of its own (optional, added later): the stage schema takes its place, so
      // the inferred type keeps the member the code reads as required.
      const current = props.get(NAMES.pipelineStage);
      const dropped = current ? removeListElement(current, shape.properties, ctx.src) : [];
      const fix = dropped ? [renamePropertyKey(stage, NAMES.pipelineStage, ctx.src), ...dropped, ...stageTypeEdits(stage.value, z, ctx, typedStages)] : undefined;
      out.push({ rule: 'no-current-stage', range: stage.key.range, messageId: 'declaration', data: { removal: ctx.removal }, ...(fix ? { fix } : { codemod: { todo: 'drop currentStage from the schema: pipelineStage is declared beside it.' } }) });
    }
    if (!state) continue;
    out.push(...stateEnumValueFindings(state.value, ctx));
    const base: Finding = { rule: 'no-legacy-state-field', range: state.key.range, messageId: 'declaration', data: { removal: ctx.removal, hiringStates: HIRING_STATES.join(', '), table: describeTable() } };
    if (ctx.src.hasComment(state.range) || state.shorthand) {
      out.push({ ...base, codemod: { todo: 'declare hiringState and pipelineStage in the schema instead of state.' } });
      continue;
    }
    const q = ctx.src.quote;
    const enumOf = (values: readonly string[]): string => `${z}.enum([${values.map((v) => `${q}${v}${q}`).join(', ')}])`;
    const optional = isOptional(state.value) ? '.optional()' : '';
    const members = [`${NAMES.hiringState}: ${enumOf(HIRING_STATES)}${optional}`];
    if (!props.has(NAMES.pipelineStage) && !stage) {
      const fields = Object.entries(PIPELINE_STAGE_FIELD_TYPES).map(([field, type]) => `${field}: ${type === 'stageType' ? enumOf(STAGE_TYPES) : `${z}.${type}()`}`);
      members.push(`${NAMES.pipelineStage}: ${z}.object({ ${fields.join(', ')} })${optional}`);
    }
    // One member a line where the schema is written so.
    const separator = ctx.src.startsLine(state.range[0]) ? `,${ctx.src.eol}${ctx.src.indentAt(state.range[0])}` : ', ';
    const edits: Edit[] = props.has(NAMES.hiringState) ? (removeListElement(state, shape.properties, ctx.src) ?? []) : [{ range: state.range, text: members.join(separator) }];
    out.push(edits.length ? { ...base, fix: edits } : { ...base, codemod: { todo: 'drop state from the schema: hiringState is declared beside it.' } });
  }
  return out;
}

/**
 * The removed values of the enum an application's `state` is declared with, where the enum is a
 * schema of its own (`const StateSchema = z.enum(['SCREENING', …])`): the member's rewrite leaves it
 * as it is, for whatever else uses it; and the values that enum is given elsewhere
 * (`z.array(StateSchema).default(['SCREENING'])`). Shown beside the declaration's finding.
 */
function stateEnumValueFindings(value: Node, ctx: SchemaContext): Finding[] {
  const schema = baseSchema(value, ctx.bindings);
  if (schema.type !== 'CallExpression' || schema.callee.type !== 'MemberExpression' || calleeName(schema.callee) !== 'enum' || schema.range[0] >= value.range[0]) return [];
  const places: Node[] = [];
  const removed = (list: Node | undefined): void => {
    if (list?.type !== 'ArrayExpression') return;
    for (const e of list.elements) if (e && e.type !== 'SpreadElement' && (STAGED_LEGACY_STATES as readonly string[]).includes(staticStringValue(e) ?? '')) places.push(e);
  };
  removed(schema.arguments[0]);
  const declared = schema.parent?.type === 'VariableDeclarator' && schema.parent.id.type === 'Identifier' ? ctx.bindings.variableOf(schema.parent.id) : undefined;
  for (const ref of declared?.references ?? []) {
    // `z.array(StateSchema).min(1).default([...])`: the defaults of a list of it.
    let at: Node = ref.identifier;
    if (at.parent?.type === 'CallExpression' && at.parent.arguments[0] === at && at.parent.callee.type === 'MemberExpression' && calleeName(at.parent.callee) === 'array') at = at.parent;
    for (let i = 0; i < 6; i++) {
      const member: Node | undefined = at.parent;
      const call: Node | undefined = member?.parent;
      if (member?.type !== 'MemberExpression' || member.object !== at || call?.type !== 'CallExpression') break;
      const method = calleeName(member);
      if (method === 'default' || method === 'catch') removed(call.arguments[0]);
      at = call;
    }
  }
  return places.map((place) => declaredValueFinding(place.range, [staticStringValue(place)!], ctx.removal));
}

/**
 * The object schema a type is inferred from: `z.infer<typeof ApplicationSchema>`, `z.output<…>`, or a
 * type alias of the file declared so (`type Application = z.infer<typeof ApplicationSchema>`).
 */
export function inferredObjectSchema(type: TSESTree.TypeNode, bindings: Bindings, depth = 0): TSESTree.ObjectExpression | undefined {
  if (type.type !== 'TSTypeReference' || depth > 3) return undefined;
  if (type.typeName.type === 'Identifier') {
    const decl = bindings.variableOf(type.typeName)?.defs[0]?.node;
    return decl?.type === 'TSTypeAliasDeclaration' && !type.typeArguments ? inferredObjectSchema(decl.typeAnnotation, bindings, depth + 1) : undefined;
  }
  const [query] = type.typeArguments?.params ?? [];
  if (type.typeName.type !== 'TSQualifiedName' || !INFERRING.has(type.typeName.right.name) || query?.type !== 'TSTypeQuery' || query.exprName.type !== 'Identifier') return undefined;
  const schema = unwrap(bindings.resolveValue(query.exprName));
  if (schema.type !== 'CallExpression' || !schemaNamespace(schema, OBJECT, bindings)) return undefined;
  const shape = schema.arguments[0];
  return shape?.type === 'ObjectExpression' ? shape : undefined;
}

/** Is an object schema an application's (the one rule, declaresApplication, asked with its keys and `state`'s literals)? */
function isApplicationSchema(shape: TSESTree.ObjectExpression, bindings: Bindings): boolean {
  const props = new Map<string, TSESTree.Property>();
  for (const p of shape.properties) if (p.type === 'Property' && !p.computed) props.set(keyName(p.key, false) ?? '', p);
  const state = props.get(NAMES.legacyState);
  const stage = props.get(NAMES.legacyStage);
  return declaresApplication({
    has: (name) => props.has(name),
    stateLiterals: state ? literalsOf(state.value, bindings) : [],
    stageIsObject: !!stage && isObjectSchema(stage.value, bindings),
    ...(stage ? { stageFields: objectSchemaKeys(stage.value, bindings) } : {}),
    stateOptional: !!state && isOptional(state.value),
  });
}

/**
 * Type aliases of the file inferred from an application's schema (`type ApplicationRecord =
 * z.infer<typeof ApplicationRecordSchema>`): application types, here and for the modules importing them.
 */
export function inferredApplicationTypes(nodes: readonly Node[], bindings: Bindings): string[] {
  const names: string[] = [];
  for (const node of nodes) {
    if (node.type !== 'TSTypeAliasDeclaration') continue;
    const shape = inferredObjectSchema(node.typeAnnotation, bindings);
    if (shape && isApplicationSchema(shape, bindings)) names.push(node.id.name);
  }
  return names;
}

/** The TypeScript type a member of an object schema gives: its literals (`z.enum([…])`), else undefined. */
export function schemaMemberType(shape: TSESTree.ObjectExpression, name: string, bindings: Bindings, quote: string): string | undefined {
  const member = schemaMemberLiterals(shape, name, bindings);
  return member && member.literals.map((l) => `${quote}${l}${quote}`).join(' | ') + (member.optional ? ' | undefined' : '');
}

/** The literals a member of an object schema allows (`z.enum([…])`) and whether it may be left out; undefined for any other schema. */
export function schemaMemberLiterals(shape: TSESTree.ObjectExpression, name: string, bindings: Bindings): { literals: string[]; optional: boolean } | undefined {
  const prop = shape.properties.find((p): p is TSESTree.Property => p.type === 'Property' && !p.computed && keyName(p.key, false) === name);
  if (!prop) return undefined;
  const literals = literalsOf(prop.value, bindings);
  return literals.length ? { literals, optional: isOptional(prop.value) } : undefined;
}

/** zod's type helpers that give the type a schema parses to. */
const INFERRING = new Set(['infer', 'output', 'TypeOf']);

/** `z` of `z.object(…)` when `z` comes from zod (import or require), else undefined. */
export function schemaNamespace(call: TSESTree.CallExpression | TSESTree.NewExpression, method: string, bindings: Bindings): string | undefined {
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return undefined;
  const name = calleeName(call.callee) ?? '';
  if (method === OBJECT ? !OBJECT_SCHEMAS.has(name) : name !== method) return undefined;
  const object = unwrap(call.callee.object);
  if (object.type !== 'Identifier') return undefined;
  const source = moduleSourceOf(object, bindings);
  return source !== undefined && SCHEMA_LIBRARIES.includes(source) ? object.name : undefined;
}

/**
 * An object schema, asked for as `schemaNamespace(call, OBJECT, …)`: zod's and valibot's `object`,
 * `strictObject` (unknown keys refused) and `looseObject` (kept).
 */
export const OBJECT = 'object';
const OBJECT_SCHEMAS = new Set([OBJECT, 'strictObject', 'looseObject']);

/** Methods of an object schema that keep the keys it does not declare, and the object schema that does. */
const KEEPING_UNKNOWN_KEYS = new Set(['passthrough', 'loose', 'catchall', 'looseObject']);

/**
 * `pipelineStage: StageRefSchema.nullish()` of `const StageRefSchema = z.object({ id, name })`: parsing
 * drops the keys a schema does not declare, and the stage's `type` is what the migrated reads derive
 * the legacy state from, so the stage's schema declares it (optional where the schema is a named one,
 * which other places may use for other things).
 */
function stageTypeEdits(value: Node, z: string, ctx: SchemaContext, typedStages: Set<Node>): Edit[] {
  let inner = unwrap(value);
  let named = false;
  for (let i = 0; i < 12; i++) {
    if (inner.type === 'Identifier') {
      const resolved = ctx.bindings.resolveValue(inner);
      if (resolved === inner) return [];
      inner = unwrap(resolved);
      named = true;
      continue;
    }
    if (inner.type !== 'CallExpression' || inner.callee.type !== 'MemberExpression') return [];
    const method = calleeName(inner.callee) ?? '';
    if (KEEPING_UNKNOWN_KEYS.has(method)) return [];
    if (schemaNamespace(inner, method, ctx.bindings)) {
      const shape = inner.arguments[0];
      if (!OBJECT_SCHEMAS.has(method) || shape?.type !== 'ObjectExpression') return [];
      const last = shape.properties.at(-1);
      if (!last || typedStages.has(shape) || shape.properties.some((p) => p.type !== 'Property' || p.computed || keyName(p.key, false) === NAMES.pipelineStageType)) return [];
      typedStages.add(shape);
      const q = ctx.src.quote;
      const member = `${NAMES.pipelineStageType}: ${z}.enum([${STAGE_TYPES.map((v) => `${q}${v}${q}`).join(', ')}])${named ? '.optional()' : ''}`;
      const separator = ctx.src.startsLine(last.range[0]) ? `,${ctx.src.eol}${ctx.src.indentAt(last.range[0])}` : ', ';
      return [{ range: [last.range[1], last.range[1]], text: `${separator}${member}` }];
    }
    inner = unwrap(inner.callee.object);
  }
  return [];
}

/** The schema under `.optional()`, `.nullable()`, `.describe()`…, through constants. */
function baseSchema(node: Node, bindings: Bindings, depth = 0): Node {
  let inner = unwrap(node);
  for (let i = 0; i < 8 && inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression'; i++) {
    const object = unwrap(inner.callee.object);
    // `z.enum([...])` is itself a call on `z`: stop at the namespace.
    if (object.type === 'Identifier' && schemaNamespace(inner, calleeName(inner.callee) ?? '', bindings)) break;
    inner = object;
  }
  if (inner.type === 'Identifier' && depth < 4) {
    const value = bindings.resolveValue(inner);
    if (value !== inner) return baseSchema(value, bindings, depth + 1);
  }
  return inner;
}

function literalsOf(node: Node, bindings: Bindings): string[] {
  const base = baseSchema(node, bindings);
  if (base.type !== 'CallExpression' || base.callee.type !== 'MemberExpression') return [];
  const method = calleeName(base.callee);
  const arg = base.arguments[0];
  // `z.enum(['SCREENING', …])`, or of a constant list (`z.enum(LEGACY_STATES)` of `const LEGACY_STATES = [...] as const`).
  const list = method === 'enum' && arg && arg.type !== 'SpreadElement' ? unwrap(bindings.resolveValue(arg)) : undefined;
  if (list?.type === 'ArrayExpression') return stringElements(list);
  if (method === 'literal') return arg && staticStringValue(arg) !== undefined ? [staticStringValue(arg)!] : [];
  if (method === 'union' && arg?.type === 'ArrayExpression') return arg.elements.flatMap((e) => (e && e.type !== 'SpreadElement' ? literalsOf(e, bindings) : []));
  return [];
}

/** The keys of `z.object({ … })` written in place; undefined for any other schema. */
function objectSchemaKeys(node: Node, bindings: Bindings): string[] | undefined {
  const base = baseSchema(node, bindings);
  const shape = isObjectSchema(node, bindings) && base.type === 'CallExpression' ? base.arguments[0] : undefined;
  return shape?.type === 'ObjectExpression' ? shape.properties.flatMap((p) => (p.type === 'Property' ? [keyName(p.key, p.computed) ?? ''] : [])) : undefined;
}

/** The shape of `z.object({ … })` (through `.partial()`, `.default()`, constants), when zod makes it. */
export function objectSchemaShape(node: Node, bindings: Bindings): TSESTree.ObjectExpression | undefined {
  const base = baseSchema(node, bindings);
  if (base.type !== 'CallExpression' || !schemaNamespace(base, OBJECT, bindings)) return undefined;
  const shape = base.arguments[0];
  return shape?.type === 'ObjectExpression' ? shape : undefined;
}

/** `E` of `z.array(E)` or `E.array()` (through `.default([])`, `.optional()`…), when zod makes the list. */
export function arraySchemaElement(node: Node, bindings: Bindings): Node | undefined {
  let inner = unwrap(node);
  for (let i = 0; i < 8 && inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression'; i++) {
    const method = calleeName(inner.callee);
    if (schemaNamespace(inner, method ?? '', bindings)) return method === 'array' && inner.arguments[0] && inner.arguments[0].type !== 'SpreadElement' ? inner.arguments[0] : undefined;
    if (method === 'array' && inner.arguments.length === 0) return inner.callee.object;
    inner = unwrap(inner.callee.object);
  }
  return undefined;
}

function isObjectSchema(node: Node, bindings: Bindings): boolean {
  const base = baseSchema(node, bindings);
  return base.type === 'CallExpression' && base.callee.type === 'MemberExpression' && OBJECT_SCHEMAS.has(calleeName(base.callee) ?? '');
}

function isOptional(node: Node): boolean {
  let inner = unwrap(node);
  for (let i = 0; i < 8 && inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression'; i++) {
    if (OPTIONAL.has(calleeName(inner.callee) ?? '')) return true;
    inner = unwrap(inner.callee.object);
  }
  return false;
}
