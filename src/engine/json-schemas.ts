/**
 * Response schemas written as JSON Schema (Fastify routes, ajv, OpenAPI fragments in code) migrate
 * like zod's (see schemas.ts): they run too, and one that still requires `state` rejects every
 * application of the current service.
 *
 *   { type: 'object', required: ['id', 'state'], properties: { id: …, state: { type: 'string', enum: ['SCREENING', …] }, currentStage: Stage } }
 *     → { type: 'object', required: ['id', 'hiringState'], properties: { id: …, hiringState: { type: 'string', enum: ['APPLIED', …] }, pipelineStage: Stage } }
 *
 * Whether an object schema is an application's is the one rule, declaresApplication, asked with the
 * keys of its `properties`, the literals its `state` allows and whether `required` lists `state`.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HIRING_STATES, NAMES, PIPELINE_STAGE_FIELD_TYPES, STAGE_TYPES, declaresApplication, describeTable } from '../migration/index.js';
import { findProperty, isStringLiteral, keyName, staticStringValue, stringElements, unwrap, type Node } from '../matchers/ast.js';
import type { Bindings } from '../matchers/scope.js';
import type { SourceText } from './edits.js';
import { removeListElement, renamePropertyKey } from './rewrite.js';
import type { Finding } from './types.js';

export interface JsonSchemaContext {
  nodes: readonly Node[];
  bindings: Bindings;
  src: SourceText;
  removal: string;
  /** The file talks to the service: a plain `state` beside a `currentStage` object is its record's. */
  talksToService: boolean;
}

export function jsonSchemaFindings(ctx: JsonSchemaContext): Finding[] {
  const out: Finding[] = [];
  for (const node of ctx.nodes) {
    if (node.type !== 'ObjectExpression') continue;
    const properties = objectValue(findProperty(node, 'properties'), ctx.bindings);
    if (!properties || !isApplicationSchema(node, properties, ctx.bindings, ctx.talksToService)) continue;
    const props = new Map<string, TSESTree.Property>();
    for (const p of properties.properties) if (p.type === 'Property' && !p.computed) props.set(keyName(p.key, false) ?? '', p);
    const required = requiredNames(node);
    const state = props.get(NAMES.legacyState);
    const stage = props.get(NAMES.legacyStage);
    if (stage) {
      const current = props.get(NAMES.pipelineStage);
      const dropped = current ? removeListElement(current, properties.properties, ctx.src) : [];
      const fix = dropped && !stage.shorthand ? [renamePropertyKey(stage, NAMES.pipelineStage, ctx.src), ...dropped] : undefined;
      const base: Finding = { rule: 'no-current-stage', range: stage.key.range, messageId: 'declaration', data: { removal: ctx.removal } };
      out.push({ ...base, ...(fix ? { fix } : { codemod: { todo: 'declare pipelineStage in the schema instead of currentStage.' } }) });
      if (fix) out.push(...requiredRenamed(base, required, NAMES.legacyStage, NAMES.pipelineStage));
    }
    if (!state) continue;
    const base: Finding = { rule: 'no-legacy-state-field', range: state.key.range, messageId: 'declaration', data: { removal: ctx.removal, hiringStates: HIRING_STATES.join(', '), table: describeTable() } };
    if (ctx.src.hasComment(state.range) || state.shorthand || props.has(NAMES.hiringState)) {
      out.push({ ...base, codemod: { todo: 'declare hiringState and pipelineStage in the schema instead of state.' } });
      continue;
    }
    const q = ctx.src.quote;
    const list = (values: readonly string[]): string => `[${values.map((v) => `${q}${v}${q}`).join(', ')}]`;
    const members = [`${NAMES.hiringState}: { type: ${q}string${q}, enum: ${list(HIRING_STATES)} }`];
    if (!props.has(NAMES.pipelineStage) && !stage) {
      const fields = Object.entries(PIPELINE_STAGE_FIELD_TYPES).map(([field, type]) => `${field}: { type: ${q}${type === 'number' ? 'number' : 'string'}${q}${type === 'stageType' ? `, enum: ${list(STAGE_TYPES)}` : ''} }`);
      members.push(`${NAMES.pipelineStage}: { type: ${q}object${q}, properties: { ${fields.join(', ')} } }`);
    }
    const separator = ctx.src.startsLine(state.range[0]) ? `,${ctx.src.eol}${ctx.src.indentAt(state.range[0])}` : ', ';
    out.push({ ...base, fix: [{ range: state.range, text: members.join(separator) }] }, ...requiredRenamed(base, required, NAMES.legacyState, NAMES.hiringState));
  }
  return out;
}

/** An object schema of an application: `properties` with the record's keys, by declaresApplication. */
function isApplicationSchema(schema: TSESTree.ObjectExpression, properties: TSESTree.ObjectExpression, bindings: Bindings, talks: boolean): boolean {
  const type = findProperty(schema, 'type');
  if (type && staticStringValue(unwrap(type.value)) !== 'object') return false;
  const keys = new Set(properties.properties.flatMap((p) => (p.type === 'Property' ? [keyName(p.key, p.computed) ?? ''] : [])));
  const state = findProperty(properties, NAMES.legacyState);
  const stage = objectValue(findProperty(properties, NAMES.legacyStage), bindings);
  const stageProperties = stage && objectValue(findProperty(stage, 'properties'), bindings);
  const required = requiredNames(schema);
  return declaresApplication({
    has: (name) => keys.has(name),
    stateLiterals: state ? enumLiterals(state.value, bindings) : [],
    stageIsObject: !!stage && (!!stageProperties || staticStringValue(unwrap(findProperty(stage, 'type')?.value ?? stage)) === 'object'),
    ...(stageProperties ? { stageFields: stageProperties.properties.flatMap((p) => (p.type === 'Property' ? [keyName(p.key, p.computed) ?? ''] : [])) } : {}),
    stateOptional: !!state && !required.some((r) => staticStringValue(r) === NAMES.legacyState),
    ...(talks ? {} : { namesService: false }),
  });
}

/** The object a property's value is, written in place or held by a constant of the file. */
function objectValue(prop: TSESTree.Property | undefined, bindings: Bindings): TSESTree.ObjectExpression | undefined {
  if (!prop) return undefined;
  const value = unwrap(prop.value);
  const resolved = value.type === 'Identifier' ? unwrap(bindings.resolveValue(value)) : value;
  return resolved.type === 'ObjectExpression' ? resolved : undefined;
}

/** `{ enum: ['SCREENING', …] }`, `{ const: 'SCREENING' }`, the list held by a constant. */
function enumLiterals(value: Node, bindings: Bindings): string[] {
  const schema = unwrap(value);
  if (schema.type !== 'ObjectExpression') return [];
  const single = findProperty(schema, 'const');
  if (single) return staticStringValue(unwrap(single.value)) !== undefined ? [staticStringValue(unwrap(single.value))!] : [];
  const list = findProperty(schema, 'enum');
  const inner = list ? unwrap(list.value) : undefined;
  const array = inner?.type === 'Identifier' ? unwrap(bindings.resolveValue(inner)) : inner;
  return array?.type === 'ArrayExpression' ? stringElements(array) : [];
}

/** The string literals of the schema's `required` list written in place. */
function requiredNames(schema: TSESTree.ObjectExpression): TSESTree.StringLiteral[] {
  const list = findProperty(schema, 'required');
  const array = list ? unwrap(list.value) : undefined;
  if (array?.type !== 'ArrayExpression') return [];
  return array.elements.flatMap((e) => (isStringLiteral(e) ? [e] : []));
}

/**
 * `required: ['state']` → `['hiringState']`: the literal's text, its quotes kept. A finding of its own
 * where it is written (a list of one name per line is read line by line), fixed with the property.
 */
function requiredRenamed(base: Finding, required: readonly TSESTree.StringLiteral[], from: string, to: string): Finding[] {
  return required.filter((r) => r.value === from).map((r) => ({ ...base, range: r.range, fix: [{ range: [r.range[0] + 1, r.range[1] - 1] as [number, number], text: to }] }));
}
