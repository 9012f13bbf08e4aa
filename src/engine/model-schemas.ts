/**
 * Runtime model schemas: a call that declares an object's members as an object of member types, and
 * makes the objects from a record by them (MobX-State-Tree's `types.model('Application', { … })`). Like
 * a zod schema (schemas.ts), such a model keeps only the members it declares: one that still declares
 * `state` and `currentStage` never holds the current service's fields, so its declaration migrates:
 *
 *   types.model('Application', { hiringState: types.maybe(types.string), state: types.maybe(…), currentStage: types.maybe(Stage) })
 *     → types.model('Application', { hiringState: types.maybe(types.string), pipelineStage: types.maybe(Stage) })
 *
 * and the stage's model gains the documented `type` the migrated reads derive the legacy state from.
 * Whether the model is an application's is the one rule, declaresApplication, asked with its keys.
 */
import { HIRING_STATES, NAMES, describeTable } from '../migration/index.js';
import type { Node } from '../matchers/ast.js';
import { isApplicationModel, modelSchemaCall, referencedModel, schemaProperties, type ModelSchema } from '../matchers/model-schemas.js';
import type { SourceText } from './edits.js';
import { removeListElement, renamePropertyKey } from './rewrite.js';
import type { SchemaContext } from './schemas.js';
import type { Edit, Finding } from './types.js';

export function modelSchemaFindings(ctx: SchemaContext): Finding[] {
  const out: Finding[] = [];
  const typedStages = new Set<Node>();
  for (const call of ctx.calls) {
    const model = modelSchemaCall(call);
    if (!model) continue;
    const { shape, namespace, convention } = model;
    const props = schemaProperties(shape);
    const state = props.get(NAMES.legacyState);
    const stage = props.get(NAMES.legacyStage);
    const stageModel = stage ? referencedModel(stage.value, ctx.bindings) : undefined;
    if (!isApplicationModel(model, ctx.bindings)) continue;
    if (stage) {
      const current = props.get(NAMES.pipelineStage);
      const dropped = current ? removeListElement(stage, shape.properties, ctx.src) : [];
      const typed = stageModel && !current && !typedStages.has(stageModel.shape) ? stageTypeMember(stageModel, ctx.src) : [];
      if (stageModel) typedStages.add(stageModel.shape);
      const fix = dropped && (current ? dropped : [renamePropertyKey(stage, NAMES.pipelineStage, ctx.src), ...typed]);
      out.push({ rule: 'no-current-stage', range: stage.key.range, messageId: 'declaration', data: { removal: ctx.removal }, ...(fix ? { fix } : { codemod: { todo: `declare ${NAMES.pipelineStage} once, in place of ${NAMES.legacyStage}.` } }) });
    }
    if (!state) continue;
    const base: Finding = { rule: 'no-legacy-state-field', range: state.key.range, messageId: 'declaration', data: { removal: ctx.removal, hiringStates: HIRING_STATES.join(', '), table: describeTable() } };
    const edits: Edit[] | undefined = props.has(NAMES.hiringState)
      ? removeListElement(state, shape.properties, ctx.src)
      : state.shorthand || ctx.src.hasComment(state.range)
        ? undefined
        : [{ range: state.range, text: `${NAMES.hiringState}: ${convention.optionalText(namespace)}` }];
    out.push(edits?.length ? { ...base, fix: edits } : { ...base, codemod: { todo: 'declare hiringState and pipelineStage in the model instead of state.' } });
  }
  return out;
}

/** `type: types.maybe(types.string)` added to the stage's model where it declares none. */
function stageTypeMember(model: ModelSchema, src: SourceText): Edit[] {
  const props = schemaProperties(model.shape);
  const last = model.shape.properties.at(-1);
  if (props.has(NAMES.pipelineStageType) || !last) return [];
  const member = `${NAMES.pipelineStageType}: ${model.convention.optionalText(model.namespace)}`;
  const comma = /^\s*,/.test(src.text.slice(last.range[1]));
  const lineEnd = src.text.indexOf('\n', last.range[1]);
  // A member a line: the new one on a line of its own after the last one's (a remark on that line stays there).
  if (src.startsLine(last.range[0]) && lineEnd > 0) {
    const end = src.text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd;
    return [...(comma ? [] : [{ range: [last.range[1], last.range[1]] as [number, number], text: ',' }]), { range: [end, end], text: `${src.eol}${src.indentAt(last.range[0])}${member}${comma ? ',' : ''}` }];
  }
  return [{ range: [last.range[1], last.range[1]], text: `, ${member}` }];
}
