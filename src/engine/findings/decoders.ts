/**
 * Record decoders built with combinators other than zod's (a team's own, io-ts-like libraries): an
 * application declared by its keys, whose stage key is renamed and whose `state` decoder only a
 * person can rewrite in the library's own terms.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HIRING_STATES, NAMES, declaresApplication, describeTable } from '../../migration/index.js';
import { calleeName, keyName, unwrap, type Node } from '../../matchers/ast.js';
import type { Bindings } from '../../matchers/scope.js';
import { renamePropertyKey } from '../rewrite.js';
import { OBJECT, schemaNamespace, type SchemaContext } from '../schemas.js';
import type { Finding } from '../types.js';

/** Combinators of hand-made and io-ts-like decoder libraries that build a record's decoder from one per key. */
const STRUCT_COMBINATORS = new Set(['struct', 'object', 'type', 'shape', 'strict', 'record']);

/**
 * `D.struct({ id: D.id, state: D.withDefault(PipelineStateD, null), currentStage: D.optional(StageD) })`:
 * a decoder of the team's own (or another library's than zod) declaring an application by its keys. Its
 * stage's decoder reads the renamed object as it read the old one, so the key is renamed; `state` needs
 * a decoder of `hiringState` in the library's own terms, which only a person can write.
 */
export function handMadeDecoderFindings(ctx: SchemaContext): Finding[] {
  const out: Finding[] = [];
  for (const call of ctx.calls) {
    const shape = decoderShape(call, ctx.bindings);
    if (!shape) continue;
    const props = new Map<string, TSESTree.Property>();
    for (const p of shape.properties) if (p.type === 'Property' && !p.computed) props.set(keyName(p.key, false) ?? '', p);
    const state = props.get(NAMES.legacyState);
    const stage = props.get(NAMES.legacyStage);
    if (!state || !stage || props.has(NAMES.pipelineStage) || props.has(NAMES.hiringState)) continue;
    if (!declaresApplication({ has: (name) => props.has(name), stateLiterals: [], stageIsObject: decodesObject(stage.value, ctx.bindings), stateOptional: false })) continue;
    const fix = stage.shorthand || ctx.src.hasComment(stage.range) ? undefined : [renamePropertyKey(stage, NAMES.pipelineStage, ctx.src)];
    out.push({ rule: 'no-current-stage', range: stage.key.range, messageId: 'declaration', data: { removal: ctx.removal }, ...(fix ? { fix } : { codemod: { todo: 'decode pipelineStage instead of currentStage.' } }) });
    out.push({
      rule: 'no-legacy-state-field',
      range: state.key.range,
      messageId: 'declaration',
      data: { removal: ctx.removal, hiringStates: HIRING_STATES.join(', ') },
      codemod: { todo: `decode hiringState (${HIRING_STATES.join(', ')}) instead of state, with this library's decoders, and derive the legacy value where it is read (${describeTable()}).` },
    });
  }
  return out;
}

/** The keys' object of a decoder combinator's call whose every value is a decoder (a call, a member, a name), not data. */
function decoderShape(call: TSESTree.CallExpression | TSESTree.NewExpression, bindings: Bindings): TSESTree.ObjectExpression | undefined {
  if (call.type !== 'CallExpression' || schemaNamespace(call, OBJECT, bindings)) return undefined;
  const callee = unwrap(call.callee);
  const name = callee.type === 'MemberExpression' ? calleeName(callee) : callee.type === 'Identifier' ? callee.name : undefined;
  if (!name || !STRUCT_COMBINATORS.has(name) || call.arguments.length !== 1) return undefined;
  if (callee.type === 'MemberExpression' && unwrap(callee.object).type !== 'Identifier') return undefined;
  const shape = call.arguments[0] && unwrap(call.arguments[0]);
  if (shape?.type !== 'ObjectExpression' || shape.properties.length < 2) return undefined;
  const decoders = shape.properties.every((p) => p.type === 'Property' && !p.computed && ['CallExpression', 'MemberExpression', 'Identifier'].includes(unwrap(p.value).type));
  return decoders ? shape : undefined;
}

/** Does a key's decoder build an object (a combinator's call with keys, here or through the names it uses)? */
function decodesObject(value: Node, bindings: Bindings, depth = 0): boolean {
  const inner = unwrap(value);
  if (depth > 4) return false;
  if (inner.type === 'Identifier') {
    const resolved = unwrap(bindings.resolveValue(inner));
    return resolved !== inner && decodesObject(resolved, bindings, depth + 1);
  }
  if (inner.type !== 'CallExpression') return false;
  if (decoderShape(inner, bindings)) return true;
  return inner.arguments.some((a) => a.type !== 'SpreadElement' && decodesObject(a, bindings, depth + 1));
}
