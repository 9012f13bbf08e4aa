/**
 * Runtime model schemas: a call that declares an object's members as an object of member types, and
 * makes the objects from a record by them (MobX-State-Tree's `types.model('Application', { … })`).
 * The conventions are data; what a model of the service's record looks like is the one rule
 * (declaresApplication), asked by engine/model-schemas and by the application tracker.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES, declaresApplication } from '../migration/index.js';
import { calleeName, keyName, stringElements, unwrap, type Node } from './ast.js';
import type { Bindings } from './scope.js';

export interface ModelSchemaConvention {
  /** The object the model factory is a method of (`types`). */
  namespace: string;
  method: string;
  /** A member type that holds any text or nothing, written with the file's name for the namespace. */
  optionalText: (namespace: string) => string;
  /** Methods of a model that hand a function the instance (`.views((self) => …)`). */
  instanceMethods: ReadonlySet<string>;
  /** Methods of a model that give an instance (`Model.create(snapshot)`). */
  makers: ReadonlySet<string>;
  /** The member type of one of a list of strings, the list last (`types.enumeration('Name', [...])`). */
  enumeration: string;
}

/** Conventions, as data. */
export const MODEL_SCHEMAS: readonly ModelSchemaConvention[] = [
  // MobX-State-Tree: `types.model('Name', { … })`, the name optional; `.views`/`.actions`/`.extend`/`.volatile` hand `self`.
  {
    namespace: 'types',
    method: 'model',
    optionalText: (ns) => `${ns}.maybe(${ns}.string)`,
    instanceMethods: new Set(['views', 'actions', 'extend', 'volatile']),
    makers: new Set(['create']),
    enumeration: 'enumeration',
  },
];

export interface ModelSchema {
  shape: TSESTree.ObjectExpression;
  namespace: string;
  convention: ModelSchemaConvention;
}

/** `types.model('Application', { … })`: its members' object, the file's name for the namespace and the convention. */
export function modelSchemaCall(call: Node): ModelSchema | undefined {
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return undefined;
  const object = unwrap(call.callee.object);
  const method = calleeName(call.callee);
  const convention = MODEL_SCHEMAS.find((c) => c.method === method && object.type === 'Identifier' && object.name === c.namespace);
  const shape = call.arguments.at(-1);
  if (!convention || shape?.type !== 'ObjectExpression' || call.arguments.length > 2) return undefined;
  // Its members are the namespace's member types (`types.string`, `types.maybe(…)`).
  const typed = shape.properties.some((p) => p.type === 'Property' && usesNamespace(p.value, convention.namespace));
  return typed ? { shape, namespace: convention.namespace, convention } : undefined;
}

function usesNamespace(value: Node, namespace: string): boolean {
  let at = unwrap(value);
  for (let i = 0; i < 6; i++) {
    if (at.type === 'CallExpression') at = unwrap(at.callee);
    else if (at.type === 'MemberExpression') at = unwrap(at.object);
    else break;
  }
  return at.type === 'Identifier' && at.name === namespace;
}

export function schemaProperties(shape: TSESTree.ObjectExpression): Map<string, TSESTree.Property> {
  const props = new Map<string, TSESTree.Property>();
  for (const p of shape.properties) if (p.type === 'Property' && !p.computed) props.set(keyName(p.key, false) ?? '', p);
  return props;
}

/**
 * The model a value is or names: a model schema call, a chain on one (`types.model(…).views(…)`), a
 * variable made so, a member type wrapping one (`types.maybe(StageModel)`, `types.array(ApplicationModel)`).
 */
export function referencedModel(value: Node, bindings: Bindings, depth = 0): ModelSchema | undefined {
  const inner = unwrap(value);
  if (depth > 6) return undefined;
  if (inner.type === 'Identifier') {
    const resolved = bindings.resolveValue(inner);
    return resolved === inner ? undefined : referencedModel(resolved, bindings, depth + 1);
  }
  if (inner.type !== 'CallExpression') return undefined;
  const own = modelSchemaCall(inner);
  if (own) return own;
  const callee = unwrap(inner.callee);
  if (callee.type === 'MemberExpression' && unwrap(callee.object).type === 'CallExpression') return referencedModel(callee.object, bindings, depth + 1);
  const first = inner.arguments[0];
  return first && first.type !== 'SpreadElement' ? referencedModel(first, bindings, depth + 1) : undefined;
}

/** Does the model declare the service's record (the one rule, with its keys and its stage's model)? */
export function isApplicationModel(model: ModelSchema, bindings: Bindings): boolean {
  const props = schemaProperties(model.shape);
  const stage = props.get(NAMES.legacyStage) ?? props.get(NAMES.pipelineStage);
  const stageModel = stage ? referencedModel(stage.value, bindings) : undefined;
  const state = props.get(NAMES.legacyState);
  return declaresApplication({
    has: (name) => props.has(name),
    // `types.enumeration('LevelState', ['OPEN', 'QUALIFIED', 'ELIMINATED'])`: values the service's state never had say whose it is.
    stateLiterals: state ? enumerationValues(state.value, model, bindings) : [],
    stageIsObject: !!stageModel,
    ...(stageModel ? { stageFields: [...schemaProperties(stageModel.shape).keys()] } : {}),
    stateOptional: false,
  });
}

/** The methods of any convention that give an instance (`create`). */
export const MODEL_MAKERS: ReadonlySet<string> = new Set(MODEL_SCHEMAS.flatMap((c) => [...c.makers]));

/**
 * Is the maker's receiver a model, by the file's own schema or by the convention's namespace being in
 * the file (`ApplicationModel.create(row)` where `types` is imported): an imported model's maker.
 */
export function modelMade(call: TSESTree.CallExpression, bindings: Bindings): boolean {
  if (call.callee.type !== 'MemberExpression') return false;
  if (referencedModel(call.callee.object, bindings)) return true;
  const method = calleeName(call.callee);
  return MODEL_SCHEMAS.some((c) => c.makers.has(method ?? '') && bindings.topVariable(c.namespace) !== undefined);
}

/** The strings of the convention's enumeration a member type is (or wraps: `types.maybe(types.enumeration(…))`). */
function enumerationValues(value: Node, model: ModelSchema, bindings: Bindings, depth = 0): string[] {
  const inner = unwrap(value);
  if (inner.type !== 'CallExpression' || depth > 4) return [];
  if (inner.callee.type === 'MemberExpression' && calleeName(inner.callee) === model.convention.enumeration) {
    const last = inner.arguments.at(-1);
    const list = last && last.type !== 'SpreadElement' ? unwrap(bindings.resolveValue(unwrap(last))) : undefined;
    return list?.type === 'ArrayExpression' ? stringElements(list) : [];
  }
  const first = inner.arguments[0];
  return first && first.type !== 'SpreadElement' ? enumerationValues(first, model, bindings, depth + 1) : [];
}
