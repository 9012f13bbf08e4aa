/**
 * Which values in a file are application objects of this service, without type information:
 *
 * - values that flow from a response of `GET /v2/applications` or `GET /v2/applications/{id}`
 *   (through `await`, `res.json()`, `.data`, `.then`, array methods, `for…of`, destructuring,
 *   callback parameters, React `useState` setters, Vue `ref`s, and functions of the file that return them);
 * - bindings the file also reads the service's own fields from (`hiringState`, `pipelineStage`,
 *   or both `state` and `currentStage`);
 * - bindings annotated with an application type: one declared in the file with the application
 *   fields, or an `…Application` type imported from a relative module.
 *
 * `this.state`, a reducer's `state`, `address.state` or an OAuth `state` reach none of these.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../migration/codegen.js';
import { APPLICATION_FIELDS, FILTER_TYPE_NAME, HIRING_STATES, NAMES, SERVICE_FIELD_PATTERN, SERVICE_NAMING_PATTERN, SERVICE_RECORD_TYPE_NAME, SERVICE_WORD_PATTERN, STAGED_LEGACY_STATES, declaresApplication, declaresStageAlone, isFlattenedRow, type DeclaredShape, isForeignStage, isLegacyState } from '../migration/index.js';
import { GLOBAL_OBJECTS, calleeName, enumMembers, functionName, isFunction, isObjectAssign, keyName, memberName, parameterIndex, plainParameter, staticStringValue, stringElements, unfrozen, unwrap, walk, type Node, CALLBACK_KEEPING } from './ast.js';
import { ELEMENT_CALLBACKS, ELEMENT_PICKING, LIST_KEEPING, LOOKUP_METHODS, MAPPING, elementParameters, listOfElement } from './array-methods.js';
import { applicationPathTables, rowFunctions } from './path-tables.js';
import { ELEMENT_CALLBACK_FUNCTIONS, ELEMENT_RETURNING_FUNCTIONS, GROUPING_FUNCTIONS, KEY_KEEPING_FUNCTIONS, composedSteps, curriedIteratee, libraryFunction } from './paths.js';
import { jsDocApplicationTypeNames, jsDocParamTypes, jsDocTypeNames } from './jsdoc.js';
import { functionOfCallee, functionOfVariable, type Bindings, type Variable } from './scope.js';
import { constantString, listedValues } from './filters.js';
import { isBoundModelMethod, MODEL_PARSERS, REQUEST_BUILDER_METHODS } from './requests.js';
import { RXJS_CALLBACK_OPERATORS, RXJS_MAPPING_OPERATORS, RXJS_OPERATORS, RXJS_TO_PROMISE } from './rxjs.js';
import { callsOf, followValue, pushedInto, returnedBy } from './values.js';
import { hasOwnStateVocabulary, legacyVocabularyValues } from './vocabulary.js';
import { annotatedTypeOfLiteral, declaredAnnotation, localTypeMembers, memberType, namedType, substituted, typeArgumentsOf, typeParts, withoutModifiers } from './type-shapes.js';
import { constructorOf, enclosingClassBody, methodOfThis } from './class-members.js';
import { jqueryElementParameter, successCallbacks } from './jquery.js';
import { MODEL_MAKERS, isApplicationModel, modelMade, modelSchemaCall, referencedModel, schemaProperties } from './model-schemas.js';

/**
 * Data-fetching resources whose first element is an accessor of what their fetcher (the last
 * function argument) returns: SolidJS `const [apps] = createResource(source, fetcher)`.
 */
const RESOURCE_ACCESSORS = new Set(['createResource']);


/** lodash's calls that wrap a value for chaining: `_(list)`, `_.chain(list)`. */
const LODASH_WRAPPING = new Set(['_', 'chain']);

/**
 * Calls that run a handler registered under a name and give what it returns: Meteor's
 * `Meteor.call('applications.list', q)` / `callAsync`, Electron's `ipcRenderer.invoke('apps:list')`.
 */
const NAMED_CALL_VERBS = new Set(['call', 'callAsync', 'apply', 'applyAsync', 'invoke']);
/** Registrations of one handler by name: `ipcMain.handle('apps:list', fn)`, `server.method('name', fn)`. */
const NAMED_HANDLER_VERBS = new Set(['handle', 'handleOnce', 'method', 'register']);

/** Vuex: what `commit(type, payload)` and `dispatch(type, payload)` run, the store's group of handlers by type. */
const STORE_HANDLERS: Readonly<Record<string, string>> = { commit: 'mutations', dispatch: 'actions' };
/** Vuex: the groups of a module whose functions are handed the module's state (first, or as `{ state }`). */
const STATE_HANDED_GROUPS = ['mutations', 'getters', 'actions'] as const;

/** The group of a store module a function is a handler of (`mutations: { SET(state, v) {…} }`, `const getters = { … }`). */
function storeGroupOf(fn: Node): string | undefined {
  const property = fn.parent;
  if (property?.type !== 'Property' || property.value !== fn || property.parent?.type !== 'ObjectExpression') return undefined;
  const holder = property.parent.parent;
  if (holder?.type === 'Property') return keyName(holder.key, holder.computed);
  if (holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier') return holder.id.name;
  return undefined;
}

/** The key of a store definition whose function makes the initial state (Pinia's `state: () => ({ … })`). */
const STORE_STATE_KEY = 'state';

/** The function whose `this` a `this` is: the nearest enclosing non-arrow function. */
function thisFunction(node: Node): Node {
  let current: Node | undefined = node.parent;
  while (current && !(isFunction(current) && current.type !== 'ArrowFunctionExpression')) current = current.parent;
  return current ?? node;
}

/**
 * Is a value the state a store module hands its handlers: the first parameter of a mutation or getter
 * (`(state) => state.items`, also through an inner arrow), or `state` taken from an action's context (`({ state })`).
 */
function isStoreState(node: Node, bindings: Bindings, groups: readonly string[] = STATE_HANDED_GROUPS): boolean {
  if (node.type !== 'Identifier') return false;
  const def = bindings.variableOf(node)?.defs[0];
  if (def?.type !== 'Parameter' || !isFunction(def.node)) return false;
  const group = storeGroupOf(def.node);
  if (!group || !groups.includes(group)) return false;
  const first = def.node.params[0];
  if (first === def.name) return group !== 'actions';
  return first?.type === 'ObjectPattern' && first.properties.some((p) => p.type === 'Property' && p.value === def.name && keyName(p.key, p.computed) === 'state');
}

/** Groups of functions read as values (`getters.items`, `this.items`): Vuex getters, Vue's computed properties. */
const VALUE_GETTER_GROUPS = new Set(['getters', 'computed']);
/** The key under which such a function's name is kept among the returning functions. */
const GETTER_KEY = 'get:';

/** Verbs of a store of the team's own that keep what they are handed (`mirror.upsert(app)`, `cache.put(id, app)`). */
const KEEPING_VERBS = new Set(['upsert', 'put', 'save', 'store', 'insert', 'remember']);
/**
 * Verbs of such a store that give back what it keeps (`mirror.get(id)`, `mirror.all()`, and what
 * `upsert` gives back: the row it replaced).
 */
const GIVING_VERBS = new Set(['get', 'all', 'getAll', 'list', 'values', 'find', 'findOne', 'findById', 'lookup', 'where', 'filter', 'upsert']);
/** Verbs of such a store that hand each kept row to a callback (`mirror.where((row) => …)`). */
const ROW_CALLBACK_VERBS = new Set(['where', 'filter', 'find', 'findAll', 'forEach', 'some', 'every', 'count']);
/** Keyed collections whose `get` gives back what `set` was handed. */
const MAP_CLASSES = new Set(['Map', 'WeakMap']);

/** Vue's Options API: the option that declares a component's props, and the options beside it that say the object is a component. */
const COMPONENT_PROPS = 'props';
const COMPONENT_OPTIONS = new Set(['computed', 'methods', 'data', 'watch', 'mixins', 'template', 'render', 'components', 'emits']);

/** Reads that give something other than applications (or envelopes of them). */
const NON_APP_MEMBERS = new Set<string>([
  NAMES.legacyState, NAMES.legacyStage, NAMES.hiringState, NAMES.pipelineStage,
  'length', 'status', 'statusText', 'headers', 'ok', 'id', 'name', 'type', 'order', 'config', 'request',
]);
/**
 * Members that lead from an application (or a list of them) to another kind of record, whose own
 * `state` is a US state, a job's or a user's: `app.candidate.address.state`, `res.data.job.state`.
 */
const OTHER_RECORD_MEMBER =
  /(?:candidate|applicant|address|location|job|company|employer|user|owner|recruiter|coordinator|manager|person|contact|profile|office|department|organi[sz]ation|account|region|billing|shipping|residence|referrer|creator|author)s?$/i;
/**
 * Names that say "an application" (`app`, `apps`, `application`, `prevApp`, `newApplications`). Taken
 * as evidence only in a file that talks to the service by its endpoint or a module that does.
 */
/**
 * A list the file fills with objects of its own making (`const sections = []; sections.push({ state, title })`):
 * its elements are the team's objects, whatever `state` they carry, unless they are shaped as a record
 * (a `currentStage`, a current field: a sample or a fake of the service's).
 */
function ownObjectList(list: Variable): boolean {
  const def = list.defs[0];
  const init = def?.type === 'Variable' ? def.node.init : undefined;
  if (!init || unwrap(init).type !== 'ArrayExpression' || (unwrap(init) as TSESTree.ArrayExpression).elements.length) return false;
  const own = (arg: Node): boolean => {
    const inner = unwrap(arg);
    return inner.type === 'ObjectExpression' && inner.properties.every((p) => p.type === 'Property' && !RECORD_KEYS.has(keyName(p.key, p.computed) ?? ''));
  };
  let pushed = 0;
  for (const ref of list.references) {
    if (ref.init) continue;
    if (ref.isWrite()) return false;
    const member = ref.identifier.parent;
    const call = member?.parent;
    if (member?.type !== 'MemberExpression' || member.object !== ref.identifier || call?.type !== 'CallExpression' || call.callee !== member) continue;
    const verb = memberName(member);
    if (verb !== 'push' && verb !== 'unshift') continue;
    if (!call.arguments.every((arg) => arg.type !== 'SpreadElement' && own(arg))) return false;
    pushed++;
  }
  return pushed > 0;
}

/**
 * `rows.push({ id: app.id, state: app.state, ...summary })`: every object the list is given sets its
 * own `state` (a record spread beside it has none once migrated), which the file's reads of its
 * elements see as it was set.
 */
function keepsOwnState(list: Variable): boolean {
  const pushed = pushedInto(list, undefined);
  const setsState = (node: Node): boolean => {
    const object = unwrap(node);
    return object.type === 'ObjectExpression' && object.properties.some((p) => p.type === 'Property' && !p.computed && keyName(p.key, false) === NAMES.legacyState);
  };
  return pushed.length > 0 && pushed.every((p) => !p.spread && setsState(p.node));
}

/** `const picked = _.pick(app, FIELDS)`, `const row = { ...app, id }`, `Object.assign({}, app)`: a variable made as a copy of the file's own. */
function madeAsCopy(variable: Variable, bindings: Bindings): boolean {
  const def = variable.defs[0];
  const init = def?.type === 'Variable' && def.node.id === def.name && def.node.init ? unwrap(def.node.init) : undefined;
  if (!init) return false;
  if (init.type === 'ObjectExpression') return true;
  if (init.type !== 'CallExpression') return false;
  const lib = libraryFunction(init, bindings);
  return (!!lib && KEY_KEEPING_FUNCTIONS.has(lib)) || isObjectAssign(init);
}

/** Keys that make an object a record of the service's shape, not one of the team's own. */
const RECORD_KEYS = new Set<string>([NAMES.legacyStage, NAMES.hiringState, NAMES.pipelineStage]);

/** A resolver map's type name for the service's applications (GraphQL: the first argument is the parent object). */
const APPLICATION_TYPE_NAME = /^(?:[A-Z][A-Za-z0-9]*)?Application$/;

function isTypeResolver(fn: TSESTree.FunctionLike): boolean {
  const field = fn.parent;
  if (field?.type !== 'Property' && field?.type !== 'MethodDefinition') return false;
  const map = field.parent;
  const owner = map?.type === 'ObjectExpression' ? map.parent : undefined;
  // `{ Application: { … } }` in a resolver map, or `const Application = { … }` spread into one.
  const name = owner?.type === 'Property' && !owner.computed ? keyName(owner.key, false) : owner?.type === 'VariableDeclarator' && owner.id.type === 'Identifier' ? owner.id.name : undefined;
  return APPLICATION_TYPE_NAME.test(name ?? '');
}

const APPLICATION_NAME = /^(?:app|apps|application|applications|[a-z][A-Za-z0-9]*(?:App|Apps|Application|Applications))$/;
/** `legacyStateOf(app)`: the legacy state derived from the current fields by the helper fix writes. */
export function derivesLegacyState(node: Node): boolean {
  const inner = unwrap(node);
  return inner.type === 'CallExpression' && inner.callee.type === 'Identifier' && inner.callee.name === HELPERS.legacy;
}

/** A record's state as a copy holds it: read (`raw.state`), or derived as fix writes it (`legacyStateOf(raw)`). */
function copiedState(value: Node): boolean {
  return (value.type === 'MemberExpression' && memberName(value) === NAMES.legacyState) || derivesLegacyState(value);
}

/** Names of checks that a value is an application (`isApplication`, `isValidApplication`, `assertApplication`). */
const GUARD_NAME = /^(?:is|assert|validate)(?:[A-Z][A-Za-z0-9]*)?Application$/;
/** Members named as one of the service's applications (see isNamedApplication). */
const NAMED_APPLICATION = /^(?:application|[a-z][A-Za-z0-9]*Application)$/;
/** A comparison of `x.state` with a value only this service's legacy state had (`'SCREENING'`). */
const STAGED = new Set<string>(STAGED_LEGACY_STATES);
/** Vue's reactive references: `apps.value` is what they hold. */
const VUE_REFS = new Set(['ref', 'shallowRef']);
/** The application's own fields: reading one of them is evidence that the object is an application. */
const CURRENT_FIELDS = new Set<string>(APPLICATION_FIELDS.current);

/** A member of a declared shape: an interface's or type literal's property, or a class's (a DTO class). */
export type TypeMember = TSESTree.TSPropertySignature | TSESTree.PropertyDefinition;

export interface TypeDeclInfo {
  node: TSESTree.TSInterfaceDeclaration | TSESTree.TSTypeAliasDeclaration | TSESTree.TSTypeLiteral | TSESTree.ClassDeclaration;
  members: Map<string, TypeMember>;
}

/** The name a type declaration gives (an alias's, for the type literal it names). */
export function typeDeclName(info: TypeDeclInfo): string | undefined {
  const node = info.node;
  if (node.type === 'TSTypeLiteral') return node.parent?.type === 'TSTypeAliasDeclaration' ? node.parent.id.name : undefined;
  return node.id?.name;
}

/**
 * Is the variable called (`application()`, a Solid resource's or a signal's accessor)? Then it holds a
 * function, whatever its name says: `application.state` is the resource's loading state.
 */
function isCalled(variable: Variable): boolean {
  return variable.references.some((ref) => {
    const parent = (ref.identifier as Node).parent;
    return parent?.type === 'CallExpression' && parent.callee === ref.identifier;
  });
}

/**
 * Calls named as giving a store, whatever it holds: Pinia's and Zustand's `useApplicationsStore()`,
 * `createApplicationStore()`. A variable made by one (`const apps = useApplicationsStore()`) is the
 * store, not the records its name speaks of. Conventions, as data.
 */
const STORE_MAKER = /^(?:use|create|make)[A-Z]\w*Store$/;
function madeAsStore(variable: Variable): boolean {
  const def = variable.defs[0];
  const init = def?.type === 'Variable' && def.node.init ? unwrap(def.node.init) : undefined;
  const call = init?.type === 'AwaitExpression' ? unwrap(init.argument) : init;
  return call?.type === 'CallExpression' && STORE_MAKER.test(calleeName(call.callee) ?? '');
}

/** Methods a list of records, one record, a promise of either or a plain object has (the platform's own, as data). */
const DATA_METHODS: ReadonlySet<string> = new Set([Array.prototype, Promise.prototype, Object.prototype, Map.prototype].flatMap((proto) => Object.getOwnPropertyNames(proto)));
/** Those of them that take a callback: a list's and a promise's. */
const ITERATING_METHODS: ReadonlySet<string> = new Set([Array.prototype, Promise.prototype].flatMap((proto) => Object.getOwnPropertyNames(proto)));
/**
 * Is the variable an object with behaviour of its own (`apps.load()`, `apps.setStateFilter(s)` of a
 * store held as `const apps = root.applications`)? Records and lists of them have none but the
 * platform's: its `state` is its own, whatever its name says.
 */
function hasOwnMethods(variable: Variable): boolean {
  const calls = variable.references.flatMap((ref) => {
    const member = (ref.identifier as Node).parent;
    if (member?.type !== 'MemberExpression' || member.object !== ref.identifier || member.computed || member.property.type !== 'Identifier') return [];
    const call = member.parent;
    return call?.type === 'CallExpression' && call.callee === member ? [{ name: member.property.name, call }] : [];
  });
  // Handed a function by a method that is no list's or promise's (`app.get('/v2/applications', handler)`,
  // `app.use(mw)`): a server or an emitter, whatever else it is read with.
  if (calls.some(({ name, call }) => !ITERATING_METHODS.has(name) && call.arguments.some((arg) => isFunction(arg)))) return true;
  const own = calls.filter(({ name }) => !DATA_METHODS.has(name));
  if (own.length === 0) return false;
  // A model read by attribute name (`app.get('state')`, see matchers/paths) holds a record behind its methods.
  return !calls.some(({ name, call }) => name === 'get' && call.arguments.length === 1 && staticStringValue(call.arguments[0]) !== undefined);
}

export function isApplicationShape(members: Map<string, TypeMember>, namesService?: boolean, name?: string): boolean {
  return declaresApplication(declaredShape(members, namesService, name));
}

function declaredShape(members: Map<string, TypeMember>, namesService?: boolean, name?: string): DeclaredShape {
  const state = members.get(NAMES.legacyState)?.typeAnnotation?.typeAnnotation;
  const hiring = members.get(NAMES.hiringState)?.typeAnnotation?.typeAnnotation;
  const stage = members.get(NAMES.legacyStage)?.typeAnnotation?.typeAnnotation;
  return {
    has: (name) => members.has(name),
    stateLiterals: state ? literalUnion(state) : [],
    hiringStateLiterals: hiring ? literalUnion(hiring) : [],
    stageLiterals: stage ? literalUnion(stage) : [],
    stageIsObject: isObjectType(members.get(NAMES.legacyStage)?.typeAnnotation?.typeAnnotation),
    ...stageFieldsOf(members.get(NAMES.legacyStage)?.typeAnnotation?.typeAnnotation),
    stateOptional: !!members.get(NAMES.legacyState)?.optional,
    stateIsNotText: !!state && isNotText(state),
    namesService,
    ...(name ? { name } : {}),
  };
}

/** A parameter's type literal that declares the record's stage alone (see declaresStageAlone). */
function isStageAloneParameterType(node: TSESTree.TSTypeLiteral, namesService: boolean | undefined): boolean {
  const id = node.parent?.type === 'TSTypeAnnotation' ? node.parent.parent : undefined;
  // `(payload: { … } = {})`: the parameter is the default's pattern.
  const param = id?.parent?.type === 'AssignmentPattern' && id.parent.left === id ? id.parent : id;
  const fn = param?.parent;
  if (!fn || !isFunction(fn) || !fn.params.includes(param as TSESTree.Parameter)) return false;
  return declaresStageAlone(declaredShape(membersOf(node.members), namesService));
}

/** The type the class a `this` is read in declares a member with: a field's annotation, or a constructor parameter property's. */
function classMemberType(self: Node, name: string): TSESTree.TypeNode | undefined {
  const body = enclosingClassBody(self);
  for (const member of body?.body ?? []) {
    if (member.type === 'PropertyDefinition' && !member.static && keyName(member.key, member.computed) === name) return member.typeAnnotation?.typeAnnotation;
    if (member.type === 'MethodDefinition' && member.kind === 'constructor')
      for (const param of member.value.params) {
        const id = param.type === 'TSParameterProperty' ? (param.parameter.type === 'AssignmentPattern' ? param.parameter.left : param.parameter) : undefined;
        if (id?.type === 'Identifier' && id.name === name) return id.typeAnnotation?.typeAnnotation;
      }
  }
  return undefined;
}

/** `{ value: string }`, `number`, `boolean`, `string[]` (maybe with null or undefined): no text, as the service's `state` is. */
function isNotText(type: TSESTree.TypeNode): boolean {
  const parts = (type.type === 'TSUnionType' ? type.types : [type]).filter((t) => t.type !== 'TSNullKeyword' && t.type !== 'TSUndefinedKeyword');
  return parts.length > 0 && parts.every((t) => ['TSTypeLiteral', 'TSNumberKeyword', 'TSBooleanKeyword', 'TSArrayType', 'TSFunctionType', 'TSTupleType'].includes(t.type));
}

/** `{ … }`, `Stage`, `Stage | null`: an object (or a named type), not a number or a string. */
/** `currentStage: { code: string; label: string }` written in place: its members' names. */
function stageFieldsOf(type: TSESTree.TypeNode | undefined): { stageFields?: string[] } {
  // `{ name: string; order?: number } | null`: the object's fields.
  if (type?.type === 'TSUnionType') {
    const objects = type.types.filter((t) => t.type === 'TSTypeLiteral');
    return objects.length === 1 ? stageFieldsOf(objects[0]) : {};
  }
  return type?.type === 'TSTypeLiteral' ? { stageFields: type.members.flatMap((m) => (m.type === 'TSPropertySignature' ? [keyName(m.key, m.computed) ?? ''] : [])) } : {};
}

function isObjectType(type: TSESTree.TypeNode | undefined): boolean {
  if (!type) return false;
  if (type.type === 'TSUnionType') return type.types.some(isObjectType) && type.types.every((t) => isObjectType(t) || t.type === 'TSNullKeyword' || t.type === 'TSUndefinedKeyword');
  return type.type === 'TSTypeLiteral' || type.type === 'TSTypeReference';
}

/** `'SCREENING' | 'QUALIFIED'` → both strings. */
export function literalUnion(type: TSESTree.TypeNode, depth = 0): string[] {
  if (type.type === 'TSUnionType') return type.types.flatMap((t) => literalUnion(t, depth));
  if (type.type === 'TSLiteralType' && type.literal.type === 'Literal' && typeof type.literal.value === 'string')
    return [type.literal.value];
  // `state: ReportState` where the file declares `type ReportState = 'OPEN' | …` or `enum ReportState { … }`.
  if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && !type.typeArguments && depth < 4) {
    const decl = localTypeDeclaration(type, type.typeName.name);
    if (decl?.type === 'TSTypeAliasDeclaration') return literalUnion(decl.typeAnnotation, depth + 1);
    if (decl?.type === 'TSEnumDeclaration')
      return enumMembers(decl).flatMap((m) => (m.initializer?.type === 'Literal' && typeof m.initializer.value === 'string' ? [m.initializer.value] : []));
  }
  return [];
}

/** A type alias or enum of that name declared at the top of the file the node is in. */
function localTypeDeclaration(node: Node, name: string): TSESTree.TSTypeAliasDeclaration | TSESTree.TSEnumDeclaration | undefined {
  let program: Node | undefined = node;
  while (program && program.type !== 'Program') program = program.parent;
  if (program?.type !== 'Program') return undefined;
  for (const statement of program.body) {
    const decl = statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
    if ((decl.type === 'TSTypeAliasDeclaration' || decl.type === 'TSEnumDeclaration') && decl.id.name === name) return decl;
  }
  return undefined;
}

function membersOf(body: readonly (TSESTree.TypeElement | TSESTree.ClassElement)[]): Map<string, TypeMember> {
  const members = new Map<string, TypeMember>();
  for (const member of body) {
    // A class's instance properties (`state!: string;`, `@ApiProperty() currentStage: StageDto;`), not its statics.
    if (member.type !== 'TSPropertySignature' && !(member.type === 'PropertyDefinition' && !member.static)) continue;
    const name = keyName(member.key, member.computed);
    if (name) members.set(name, member);
  }
  return members;
}

const STAGED_COMPARISON = '#staged';
const FOREIGN_COMPARISON = '#foreign';
/** `employment.hiringState === 'PROBATION'`: a hiringState with a value the service's never had is another record's. */
const FOREIGN_HIRING = '#foreign-hiring';

/**
 * A class of the team's that sets the removed members itself when it is made (constructor parameter
 * properties `readonly state: ApplicationState`, `this.currentStage = stage` in its constructor, or a
 * getter of them over the record it wraps: `get state() { return this.payload.state; }`):
 * its model of an application, made from a record by a factory of its own (`fromApi(raw)`). What its
 * instances hold keeps its meaning once that factory is migrated; renaming their members would not
 * compile. Not a class filled from the record as it came (`Object.assign(this, raw)`).
 */
export function isModelClass(cls: TSESTree.ClassDeclaration): boolean {
  const ctor = cls.body.body.find((m): m is TSESTree.MethodDefinition => m.type === 'MethodDefinition' && m.kind === 'constructor');
  if (!ctor) return false;
  const removed = (name: string | undefined): boolean => name === NAMES.legacyState || name === NAMES.legacyStage;
  const ownParameter = ctor.value.params.some((p) => {
    if (p.type !== 'TSParameterProperty') return false;
    const id = p.parameter.type === 'AssignmentPattern' ? p.parameter.left : p.parameter;
    return id.type === 'Identifier' && removed(id.name);
  });
  let assigned = false;
  let wholesale = false;
  if (ctor.value.body) walk(ctor.value.body, (node) => {
    if (node.type === 'AssignmentExpression' && node.left.type === 'MemberExpression' && node.left.object.type === 'ThisExpression' && removed(keyName(node.left.property, node.left.computed))) assigned = true;
    if (node.type === 'CallExpression' && calleeName(node.callee) === 'assign' && node.arguments[0]?.type === 'ThisExpression') wholesale = true;
  });
  // `get state() { return this.payload.state; }` of a class that wraps the record it is made with.
  const derived = cls.body.body.some((m) => m.type === 'MethodDefinition' && m.kind === 'get' && !m.static && removed(keyName(m.key, m.computed)));
  return (ownParameter || assigned || derived) && !wholesale;
}

/**
 * `class Wizard extends React.Component<Props, { state: string; currentStage: Step }>`: a type literal
 * a class hands its base class as a type argument describes the component's own props or state.
 */
function handedToBaseClass(literal: TSESTree.TSTypeLiteral): boolean {
  const args = literal.parent;
  const cls = args?.type === 'TSTypeParameterInstantiation' ? args.parent : undefined;
  return (cls?.type === 'ClassDeclaration' || cls?.type === 'ClassExpression') && cls.superTypeArguments === args;
}

/** `state.byId`, `this.cache.apps`: a member chain of plain names, as text; undefined otherwise. */
function memberPath(node: Node): string | undefined {
  const inner = unwrap(node);
  if (inner.type === 'Identifier') return inner.name;
  if (inner.type === 'ThisExpression') return 'this';
  if (inner.type === 'MemberExpression' && !inner.computed) {
    const object = memberPath(inner.object);
    const name = memberName(inner);
    return object && name ? `${object}.${name}` : undefined;
  }
  return undefined;
}

/**
 * `x.state === 'RFE'`, `case 'open':` in `switch (x.state)`: a value this service's legacy state never
 * had. Such an `x` is some other thing's record (a visa case, a GitHub issue, a loan), whatever its name.
 * `x.currentStage === 'REVIEW'`: the service's stage is an object, so any string compared with it says
 * the same (a wizard's step).
 */
/** `x.hiringState === 'PROBATION'`: compared with a word the service's hiringState never is. */
function comparesWithForeignHiringState(member: TSESTree.MemberExpression): boolean {
  let node: Node = member;
  while (node.parent?.type === 'ChainExpression' || node.parent?.type === 'TSNonNullExpression') node = node.parent;
  const parent = node.parent;
  if (parent?.type !== 'BinaryExpression' || !['===', '!==', '==', '!='].includes(parent.operator)) return false;
  const other = parent.left === node ? parent.right : parent.left;
  return other.type === 'Literal' && typeof other.value === 'string' && /^[A-Z][A-Z_]+$/.test(other.value) && !(HIRING_STATES as readonly string[]).includes(other.value) && !isLegacyState(other.value);
}

function comparesWithForeign(member: TSESTree.MemberExpression): boolean {
  let node: Node = member;
  while (node.parent?.type === 'ChainExpression' || node.parent?.type === 'TSNonNullExpression') node = node.parent;
  const parent = node.parent;
  const stage = memberName(member) === NAMES.legacyStage;
  const foreign = (n: Node | undefined | null): boolean => !!n && n.type === 'Literal' && typeof n.value === 'string' && n.value !== '' && (stage || !isLegacyState(n.value));
  if (parent?.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(parent.operator)) return foreign(parent.left === node ? parent.right : parent.left);
  if (parent?.type === 'SwitchStatement' && parent.discriminant === node) return parent.cases.some((c) => foreign(c.test));
  return false;
}

/**
 * Is a `currentStage` read another pipeline's stage, by the fields it is used for (see isForeignStage)?
 * The document names no field of the legacy stage, so one unknown field read (`enteredAt`) is the
 * team's guess at it; two, or a fallback the code writes itself with none of the service's fields
 * (`?? { stageType: 'INTAKE', reader: null }`), are another thing's stage.
 */
function readsForeignStage(member: TSESTree.MemberExpression, bindings: Bindings): boolean {
  const { fields, fallback } = stageFieldsUsed(member, bindings);
  if (!isForeignStage([...fields, ...fallback])) return false;
  return (fallback.length > 0 && isForeignStage(fallback)) || new Set([...fields, ...fallback].filter((f) => isForeignStage([f]))).size >= 2;
}

/**
 * The fields a `currentStage` read is used for: read on it (`app.currentStage.name`), or read on (or
 * destructured from) the variable it is kept in; and the keys of a fallback given for it
 * (`app.currentStage ?? { stageType: 'INTAKE' }`).
 */
function stageFieldsUsed(member: TSESTree.MemberExpression, bindings: Bindings): { fields: string[]; fallback: string[] } {
  const fields: string[] = [];
  const fallback: string[] = [];
  let node: Node = member;
  for (;;) {
    const parent: Node | undefined = node.parent;
    if (parent?.type === 'ChainExpression' || parent?.type === 'TSNonNullExpression') node = parent;
    else if (parent?.type === 'LogicalExpression' && parent.left === node) {
      if (parent.right.type === 'ObjectExpression') fallback.push(...objectKeys(parent.right));
      node = parent;
    } else break;
  }
  const parent = node.parent;
  if (parent?.type === 'MemberExpression' && parent.object === node) {
    const name = memberName(parent);
    if (name) fields.push(name);
  } else if (parent?.type === 'VariableDeclarator' && parent.init === node) {
    if (parent.id.type === 'ObjectPattern') fields.push(...objectKeys(parent.id));
    else if (parent.id.type === 'Identifier') {
      for (const ref of bindings.variableOf(parent.id)?.references ?? []) {
        const use = ref.identifier.parent;
        const name = use?.type === 'MemberExpression' && use.object === ref.identifier ? memberName(use) : undefined;
        if (name) fields.push(name);
      }
    }
  }
  return { fields, fallback };
}

function objectKeys(node: TSESTree.ObjectExpression | TSESTree.ObjectPattern): string[] {
  return node.properties.flatMap((p) => (p.type === 'Property' ? [keyName(p.key, p.computed) ?? ''] : []));
}

function comparesWithStaged(member: TSESTree.MemberExpression, bindings?: Bindings): boolean {
  let node: Node = member;
  while (node.parent?.type === 'ChainExpression' || node.parent?.type === 'TSNonNullExpression') node = node.parent;
  const parent = node.parent;
  // `'QUALIFIED'`, or (given the bindings) a constant of another module that is (`APPLICATION_STATES.QUALIFIED`).
  const staged = (n: Node | undefined | null): boolean => {
    if (!n) return false;
    if (n.type === 'Literal') return typeof n.value === 'string' && STAGED.has(n.value);
    const value = bindings && (n.type === 'MemberExpression' || n.type === 'Identifier') ? constantString(n, bindings) : undefined;
    return value !== undefined && STAGED.has(value);
  };
  if (parent?.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(parent.operator)) return staged(parent.left === node ? parent.right : parent.left);
  if (parent?.type === 'SwitchStatement' && parent.discriminant === node) return parent.cases.some((c) => staged(c.test));
  return false;
}

/**
 * `ACTIVE_STATES.includes(a.state)` of `[Status.SCREENING, Status.QUALIFIED]`, here or imported: looked
 * up in a list of the legacy values, a removed one among them (an OAuth callback's allowed pair looks
 * the same: evidence only in a file that deals in applications otherwise).
 */
function looksUpInStagedList(member: TSESTree.MemberExpression, bindings: Bindings): boolean {
  let node: Node = member;
  while (node.parent?.type === 'ChainExpression' || node.parent?.type === 'TSNonNullExpression') node = node.parent;
  const parent = node.parent;
  if (parent?.type !== 'CallExpression' || parent.arguments[0] !== node || parent.callee.type !== 'MemberExpression' || !LOOKUP_METHODS.has(memberName(parent.callee) ?? '')) return false;
  const values = listedValues(unwrap(parent.callee.object), bindings);
  return !!values?.length && values.every((v) => v !== undefined && isLegacyState(v)) && values.some((v) => STAGED.has(v));
}


/**
 * `STATE_TO_COLUMN[row.state]`, `LEGACY_STATES.includes(row.state)`: looked up in the service's legacy
 * vocabulary, declared whole by the file (see legacyVocabularyValues; a pair such as an OAuth callback's
 * `['SCREENING', 'QUALIFIED']` is not the whole of it); with `imported`, by another module (or a
 * constant registered with an injector: `STATE_RANK[a.state]`, see ModuleSummary.vocabularyTables).
 */
function looksUpInLegacyVocabulary(member: TSESTree.MemberExpression, bindings: Bindings, imported = false): boolean {
  let node: Node = member;
  while (node.parent?.type === 'ChainExpression' || node.parent?.type === 'TSNonNullExpression') node = node.parent;
  const parent = node.parent;
  const set =
    parent?.type === 'MemberExpression' && parent.computed && parent.property === node
      ? parent.object
      : parent?.type === 'CallExpression' && parent.arguments[0] === node && parent.callee.type === 'MemberExpression' && VOCABULARY_LOOKUPS.has(memberName(parent.callee) ?? '')
        ? parent.callee.object
        : undefined;
  const variable = set && unwrap(set).type === 'Identifier' ? bindings.variableOf(unwrap(set)) : undefined;
  if (imported) return !!variable && !!bindings.importedVocabulary?.(variable);
  const held = variable ? bindings.initializerOf(variable) : undefined;
  return (held && legacyVocabularyValues(unfrozen(unwrap(held)))?.length || 0) >= WHOLE_VOCABULARY;
}

/** Values a set of the legacy states has where it is the whole vocabulary (the removed two and more). */
export const WHOLE_VOCABULARY = 4;

/** Methods that look a value up in a list or a set, or in a map (`get`). */
const VOCABULARY_LOOKUPS: ReadonlySet<string> = new Set([...LOOKUP_METHODS, 'get']);


/**
 * Does `fn` call its parameter `callback` with the elements of its parameter `list`
 * (`for (const item of list) keyOf(item)`, `list.map((x) => keyOf(x))`, `list.forEach(keyOf)`)?
 */
function callsWithElements(fn: TSESTree.FunctionLike, list: number, callback: number, bindings: Bindings): boolean {
  const listParam = fn.params[list];
  const cbParam = fn.params[callback];
  const plain = (p: Node | undefined): TSESTree.Identifier | undefined => (p?.type === 'Identifier' ? p : p?.type === 'AssignmentPattern' && p.left.type === 'Identifier' ? p.left : undefined);
  const listId = plain(listParam);
  const cbId = plain(cbParam);
  if (!listId || !cbId || !fn.body) return false;
  const listVar = bindings.variableOf(listId);
  const cbVar = bindings.variableOf(cbId);
  const isList = (n: Node): boolean => n.type === 'Identifier' && !!listVar && bindings.variableOf(n) === listVar;
  const isCb = (n: Node): boolean => n.type === 'Identifier' && !!cbVar && bindings.variableOf(n) === cbVar;
  // Element variables: `for (const item of list)`, `list.forEach((item) => …)`.
  const elements = new Set<Variable>();
  let found = false;
  walk(fn.body, (node) => {
    if (node.type === 'ForOfStatement' && isList(unwrap(node.right)) && node.left.type === 'VariableDeclaration') {
      const id = node.left.declarations[0]?.id;
      const v = id?.type === 'Identifier' ? bindings.variableOf(id) : undefined;
      if (v) elements.add(v);
    }
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && isList(unwrap(node.callee.object))) {
      const cb = node.arguments[0];
      if (cb && isCb(cb)) found = true; // `list.map(keyOf)`
      if (cb && isFunction(cb) && cb.params[0]?.type === 'Identifier') {
        const v = bindings.variableOf(cb.params[0]);
        if (v) elements.add(v);
      }
    }
  });
  if (found) return true;
  walk(fn.body, (node) => {
    if (found || node.type !== 'CallExpression' || !isCb(node.callee)) return;
    const first = node.arguments[0] && unwrap(node.arguments[0]);
    if (first?.type === 'Identifier' && elements.has(bindings.variableOf(first)!)) found = true;
  });
  return found;
}

/** What an ApplicationTracker knows beyond the file's nodes: types, other modules, the file's text. */
export interface TrackerContext {
  /** The type checker's answer, where there is one (see engine/typed). */
  typedIsApplication?: (node: Node) => boolean;
  /** Calls of functions of other modules that return applications (see engine/modules). */
  externalReturns?: (callee: Node) => boolean;
  /** The parameter an imported function gives back as it was handed (`listFrom(data)`), by its module. */
  externalPasses?: (callee: Node) => number | undefined;
  /** The functions an imported function calls with the elements of a list it is handed (`renderTable(rows, columns)`), by its module. */
  externalHands?: (callee: Node) => readonly HandingPair[] | undefined;
  /** The file talks to the service (its endpoint, or a module that does): names are evidence too. */
  namesAreEvidence?: boolean;
  /** The file requests applications or is linked to modules that deal in them (not only spells a legacy value). */
  speaksToService?: boolean;
  /** The file's text (JSDoc types are read from its comments). */
  text?: string;
  /** Local names of application types imported from other modules of the project. */
  importedTypes?: ReadonlySet<string>;
  /** Parameters that receive applications from other modules (see engine/demands). */
  receivers?: readonly Node[];
  /** Types of the file that other modules make copies of a record's state as (see typedStateCopies): the team's own, kept. */
  copyTypes?: ReadonlySet<string>;
  /** Imported stores that other modules give applications. */
  importedStores?: Iterable<Variable>;
  /** Local names of imported classes that are the team's model of an application (see isModelClass). */
  importedModels?: Iterable<string>;
  /** Calls of functions of other modules that give such models (see engine/modules, `models`). */
  externalModels?: (callee: Node) => boolean;
  /** The keys that hold applications in what a call of another module's function gives (see engine/modules, `envelopes`). */
  externalEnvelopes?: (callee: Node) => ReadonlySet<string> | undefined;
  /** Imported types with members that hold applications, by local name (see ModuleSummary.holders). */
  importedHolders?: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Does the function return what its parameter at `index` gives when called (`return load()`,
 * `const p = load().catch(…); …; return p`, `return await fn(…)`)?
 */
function returnsCallOfParameter(fn: TSESTree.FunctionLike, index: number, bindings: Bindings): boolean {
  const param = plainParameter(fn, index);
  const target = param && bindings.variableOf(param);
  if (!target) return false;
  const callsParameter = (node: Node, depth: number): boolean => {
    const inner = unwrap(node);
    if (depth > 3) return false;
    if (inner.type === 'AwaitExpression') return callsParameter(inner.argument, depth + 1);
    if (inner.type === 'Identifier') {
      const init = bindings.initializerOf(bindings.variableOf(inner));
      return !!init && callsParameter(init, depth + 1);
    }
    if (inner.type !== 'CallExpression') return false;
    const callee = unwrap(inner.callee);
    if (callee.type === 'Identifier') return bindings.variableOf(callee) === target;
    const name = callee.type === 'MemberExpression' ? memberName(callee) : undefined;
    return (name === 'then' || name === 'catch' || name === 'finally') && callsParameter((callee as TSESTree.MemberExpression).object, depth + 1);
  };
  return returnedBy(fn).some((r) => callsParameter(r, 0));
}

/** The one parameter of a function (not a callback's) a value comes from, with the path still to take from it. */
interface ParameterOrigin {
  fn: TSESTree.FunctionLike;
  index: number;
  path: readonly string[];
}

function parameterOriginOf(node: Node, bindings: Bindings): ParameterOrigin | undefined {
  let found: ParameterOrigin | undefined;
  let several = false;
  followValue(node, bindings, {
    reach: (n, path) => {
      const def = n.type === 'Identifier' ? bindings.variableOf(n)?.defs[0] : undefined;
      if (def?.type !== 'Parameter') return false;
      const fn = def.node as TSESTree.FunctionLike;
      // `rows.forEach((row) => …)`: the callback's parameter is an element of `rows`, followed on.
      if (fn.parent?.type === 'CallExpression' && fn.parent.arguments.includes(fn as TSESTree.Expression)) return false;
      const index = parameterIndex(fn, def.name);
      if (index < 0) return false;
      if (found && (found.fn !== fn || found.index !== index)) several = true;
      found ??= { fn, index, path };
      return true;
    },
  });
  return several ? undefined : found;
}

/**
 * A function that calls functions it is handed in one parameter with the elements of another
 * (`renderTable(rows, columns)` calling `col.get(row)`): which parameter holds the records, which the
 * functions (and where in it: `*.get`), and which argument of those calls a record is.
 */
export interface HandingPair {
  records: number;
  functions: number;
  path: readonly string[];
  argument: number;
}

export function handingPairs(fn: TSESTree.FunctionLike, bindings: Bindings): HandingPair[] {
  const out: HandingPair[] = [];
  if (!fn.body) return out;
  walk(fn.body, (node) => {
    if (node.type !== 'CallExpression') return;
    const called = parameterOriginOf(node.callee, bindings);
    if (!called || called.fn !== fn) return;
    node.arguments.forEach((arg, argument) => {
      const handed = arg.type === 'SpreadElement' ? undefined : parameterOriginOf(arg, bindings);
      if (handed?.fn === fn && handed.index !== called.index && !out.some((p) => p.records === handed.index && p.functions === called.index && p.argument === argument))
        out.push({ records: handed.index, functions: called.index, path: called.path, argument });
    });
  });
  return out;
}

/**
 * The parameter a function gives back as it was handed (`async send(req) { try { return await req; }
 * catch (e) { … throw … } }`, `const logged = (p) => p`), or its envelope's content where it has one
 * (`(body) => body && body.data ? body.data : body`): a call of it is that argument, settled.
 */
export function returnedParameter(fn: TSESTree.FunctionLike, bindings: Bindings): number | undefined {
  const returned = returnedBy(fn);
  if (returned.length === 0) return undefined;
  for (let index = 0; index < fn.params.length; index++) {
    const param = plainParameter(fn, index);
    const target = param && bindings.variableOf(param);
    if (!target) continue;
    const isParam = (node: Node): boolean => {
      const inner = unwrap(node);
      if (inner.type === 'AwaitExpression') return isParam(inner.argument);
      // `body && body.data ? body.data : body`, `res.data ?? res`: the argument, or the envelope's content.
      if (inner.type === 'ConditionalExpression') return holds(inner.consequent) && holds(inner.alternate) && (isParam(inner.consequent) || isParam(inner.alternate));
      if (inner.type === 'LogicalExpression' && inner.operator !== '&&') return holds(inner.left) && holds(inner.right) && (isParam(inner.left) || isParam(inner.right));
      return inner.type === 'Identifier' && bindings.variableOf(inner) === target;
    };
    const holds = (node: Node): boolean => {
      const inner = unwrap(node);
      return isParam(inner) || (inner.type === 'MemberExpression' && !inner.computed && isParam(inner.object));
    };
    if (returned.some(isParam)) return index;
  }
  return undefined;
}

export class ApplicationTracker {
  /** Variables holding applications, lists of them, or responses/envelopes that carry them. */
  private readonly tainted = new Set<Variable>();
  /** `new Map()`s the file sets applications into (a cache by filter or by id). */
  private readonly mapsOfApplications = new Set<Variable>();
  /** Objects the file keeps applications in by a store's verbs (`mirror.upsert(app)`): what they give back (`mirror.get(id)`, `mirror.all()`) is those. */
  private readonly keptIn = new Set<Variable | string>();
  /** Object patterns that destructure an application: `({ state }) => …`, `const { currentStage } = app`. */
  readonly appPatterns = new Set<TSESTree.ObjectPattern>();
  /** Names of local functions/methods that return applications. */
  private readonly returningFunctions = new Set<Variable | string>();
  /** Application types declared in the file, by name. */
  readonly appTypeNames = new Set<string>();
  /** Classes of the team's that model an application with members of their own (see isModelClass), by name. */
  readonly modelTypeNames = new Set<string>();
  /** The file imports the service's record type (see mayHoldImportedApplication). */
  private importsApplicationType = false;
  /** Type declarations (interfaces, aliases, inline literals) that are application types. */
  readonly appTypeDecls: TypeDeclInfo[] = [];
  private readonly fieldsRead = new Map<Variable, Set<string>>();
  /** Member paths (`state.byId`) that applications are stored into by key. */
  private readonly containers = new Set<string>();
  /** Functions of the file that return an object of their own holding applications, with the keys that hold them. */
  readonly envelopeKeys = new Map<Node, Set<string>>();
  /** The file declares state values of its own beside the legacy ones (see hasOwnStateVocabulary). */
  private get ownVocabulary(): boolean {
    return (this.ownVocabularyMemo ??= hasOwnStateVocabulary(this.nodes));
  }
  private ownVocabularyMemo: boolean | undefined;
  /**
   * The file copies a record's state into objects of its own under the same key (`{ id: raw.id,
   * state: raw.state }`): a parameter's `x.state === 'SCREENING'` may be such a copy's, which keeps
   * the legacy values once the copy derives them: a record's rewrite would break the copy's read.
   */
  mayBeOwnCopy(node: Node): boolean {
    const inner = unwrap(node);
    if (inner.type !== 'Identifier' || !this.copiesState) return false;
    const variable = this.bindings.variableOf(inner);
    const fields = variable && this.fieldsRead.get(variable);
    if (!variable || variable.defs[0]?.type !== 'Parameter' || this.tainted.has(variable) || (fields && [...CURRENT_FIELDS].some((f) => f !== NAMES.hiringState && fields.has(f)))) return false;
    // `function slim(app) { return { id: app.id, state: app.state } }`: the copies made of this very
    // parameter say it is their source, not one of them.
    return this.stateCopies.some((value) => !(value.type === 'MemberExpression' && unwrap(value.object).type === 'Identifier' && this.bindings.variableOf(unwrap(value.object)) === variable));
  }
  private get copiesState(): boolean {
    return this.stateCopies.length > 0;
  }
  /** The values the file copies a record's state into its own objects with (`state: raw.state`, `state: legacyStateOf(raw)`). */
  private get stateCopies(): readonly Node[] {
    return (this.stateCopiesMemo ??= this.nodes.flatMap((n) =>
      n.type === 'Property' && !n.computed && keyName(n.key, false) === NAMES.legacyState && n.parent?.type === 'ObjectExpression' && copiedState(unwrap(n.value)) ? [unwrap(n.value)] : [],
    ));
  }
  private stateCopiesMemo: readonly Node[] | undefined;

  /** Member names whose records are compared with values the service's state never had (see comparesWithForeign). */
  private readonly foreignMembers = new Set<string>();
  /** Functions of the file that return applications (for the module's summary). */
  readonly returningNodes = new Set<TSESTree.FunctionLike>();
  /**
   * Curried requests: functions whose call returns a function that returns applications
   * (`const getApplication = (id) => (client) => client.request('GET', \`/v2/applications/${id}\`)`,
   * called as `getApplication(id)(client)`).
   */
  readonly curriedNodes = new Set<TSESTree.FunctionLike>();
  private readonly curriedFunctions = new Set<Variable | string>();
  /** lodash/fp calls given their iteratee only (`fp.map(toRow)`, `fp.countBy(statusOf)`) that the file applies to lists of applications. */
  readonly appliedIteratees = new Set<TSESTree.CallExpression>();
  /**
   * Stores given applications (`apps.set(list)`, `apps.update(() => list)`, a `derived` of one, or an
   * imported one): Svelte's `writable`, or a team's own `{ subscribe, set }`. Their value is read as
   * `$apps`, `get(apps)` or in `apps.subscribe((list) => …)`.
   */
  readonly appStores = new Set<Variable>();

  private readonly typedIsApplication?: (node: Node) => boolean;
  private readonly externalReturns?: (callee: Node) => boolean;
  private readonly externalPasses?: (callee: Node) => number | undefined;
  private readonly externalHands?: (callee: Node) => readonly HandingPair[] | undefined;
  private readonly namesAreEvidence: boolean;
  private readonly speaksToService: boolean;
  private readonly text?: string;
  private readonly receivers: readonly Node[];
  private readonly externalModels?: (callee: Node) => boolean;
  private readonly externalEnvelopes?: (callee: Node) => ReadonlySet<string> | undefined;
  private readonly importedHolders?: ReadonlyMap<string, ReadonlySet<string>>;
  private readonly demandedCopies?: ReadonlySet<string>;

  constructor(
    /** Every node of the file (see allNodes). */
    private readonly nodes: readonly Node[],
    private readonly bindings: Bindings,
    private readonly responses: Set<Node>,
    context: TrackerContext = {},
  ) {
    this.typedIsApplication = context.typedIsApplication;
    this.externalReturns = context.externalReturns;
    this.externalPasses = context.externalPasses;
    this.externalHands = context.externalHands;
    this.namesAreEvidence = context.namesAreEvidence ?? false;
    this.speaksToService = context.speaksToService ?? false;
    this.text = context.text;
    this.receivers = context.receivers ?? [];
    this.externalModels = context.externalModels;
    this.externalEnvelopes = context.externalEnvelopes;
    this.importedHolders = context.importedHolders;
    this.demandedCopies = context.copyTypes;
    const importedTypes = context.importedTypes;
    for (const name of importedTypes ?? []) this.appTypeNames.add(name);
    for (const name of context.importedModels ?? []) this.modelTypeNames.add(name);
    // Whatever its name (`ApplicationRecord`), a type its module declares an application counts as one imported.
    if (importedTypes?.size) this.importsApplicationType = true;
    for (const store of context.importedStores ?? []) this.appStores.add(store);
    this.collectTypes();
    this.modelSchemaInstances();
    this.propagate();
    this.adoptHeldTypes();
  }

  /**
   * Is this expression an application (or a collection/envelope of applications)? `typed`: ask the
   * types too. Propagation within a function does not: where a value's type says it is an
   * application, so does the type of every expression it flows to, and that is where it is asked.
   * Values handed to a state setter, a local function or a JSX prop are asked, since an untyped
   * `useState([])` or component would lose the type.
   */
  isApplication(node: Node, depth = 0, typed = true): boolean {
    if (depth > 12) return false;
    const inner = unwrap(node);
    if (this.responses.has(inner)) return true;
    if (inner !== node && this.isCastToApplication(node)) return true;
    const types = typed ? this.typedIsApplication : undefined;
    // `(data as HiringRecord).state`: the cast's type counts as much as the value's.
    if (types && (types(inner) || (inner !== node && types(node)))) return true;
    switch (inner.type) {
      case 'Identifier': {
        const variable = this.bindings.variableOf(inner);
        if (variable) return this.isApplicationVariable(variable);
        // Svelte: `$applications` is the value of the store `applications`.
        const store = inner.name.startsWith('$') && inner.name.length > 1 ? this.bindings.topVariable(inner.name.slice(1)) : undefined;
        return !!store && this.appStores.has(store);
      }
      case 'AwaitExpression':
        return this.isApplication(inner.argument, depth + 1, typed);
      case 'ThisExpression':
        // `get isActive() { return this.state !== undefined }` of a DTO class of the record's: the instance is one.
        return this.isRecordClassInstance(inner);
      case 'MemberExpression': {
        if (this.containers.size > 0) {
          const path = memberPath(inner);
          if ((path && this.containers.has(path)) || (inner.computed && this.isContainer(inner.object))) return true;
        }
        const name = memberName(inner);
        // `getters.items`, `this.openApplications`: the value of a store getter or computed property that returns them.
        if (name !== undefined && !inner.computed && this.returningFunctions.has(`${GETTER_KEY}${name}`)) return true;
        // `state.items` in a store module whose mutation keeps applications there (see noteStoreStateMember).
        if (name !== undefined && !inner.computed && this.storeStateMembers.has(name) && isStoreState(unwrap(inner.object), this.bindings)) return true;
        if (name !== undefined && (NON_APP_MEMBERS.has(name) || OTHER_RECORD_MEMBER.test(name))) return false;
        // `props.application` of `props: Props` where `interface Props { application: Application }`.
        if (name !== undefined && this.declaredToHold(inner.object, name)) return true;
        // Members lead from envelopes and lists to applications, never from an application to one:
        // with types, `app.candidate.state` is the candidate's.
        if (types?.(unwrap(inner.object))) return false;
        // `data.application` of `const data = { application, title }`: the envelope's member as written.
        const held = name !== undefined && !inner.computed ? this.envelopeMember(inner.object, name) : undefined;
        if (held === true || (held && this.isApplication(held, depth + 1, typed))) return true;
        return this.isApplication(inner.object, depth + 1, typed);
      }
      case 'CallExpression': {
        if (this.isModelSchemaInstance(inner)) return true;
        // `ApplicationDto.fromApi(raw)`: a model class's factory makes its model, not a record.
        if (this.modelTypeNames.size > 0 && this.isModelFactory(inner.callee)) return false;
        if (this.externalReturns?.(inner.callee)) return true;
        // `_.maxBy(apps, …)`, `_.groupBy(apps, …)`: some of the same elements.
        const lib = libraryFunction(inner, this.bindings);
        if (lib && ELEMENT_RETURNING_FUNCTIONS.has(lib)) {
          const subject = inner.arguments[0];
          return !!subject && subject.type !== 'SpreadElement' && this.isApplication(subject, depth + 1, typed);
        }
        // `_.chain(apps).groupBy('jobId')`: a lodash wrapper's step keeps some, or groups, of its subject's elements.
        if (inner.callee.type === 'MemberExpression' && this.isLodashWrapper(inner)) {
          let root: Node = inner;
          for (let i = 0; i < 10 && root.type === 'CallExpression' && root.callee.type === 'MemberExpression' && !LODASH_WRAPPING.has(libraryFunction(root, this.bindings) ?? ''); i++) root = unwrap(root.callee.object);
          const subject = root.type === 'CallExpression' ? root.arguments[0] : undefined;
          if (subject && subject.type !== 'SpreadElement' && this.isApplication(subject, depth + 1, typed)) return true;
        }
        // `Object.values(_.groupBy(apps, …))`: lists of the same elements, one per group.
        if (calleeName(inner.callee) === 'values' && inner.callee.type === 'MemberExpression' && calleeName(inner.callee.object) === 'Object' && inner.arguments[0] && inner.arguments[0].type !== 'SpreadElement') {
          const grouped = unwrap(this.bindings.resolveValue(unwrap(inner.arguments[0])));
          const lib = grouped.type === 'CallExpression' ? libraryFunction(grouped, this.bindings) : undefined;
          if (lib && GROUPING_FUNCTIONS.has(lib) && this.isApplication(grouped, depth + 1, typed)) return true;
        }
        // `Object.values(s.byId)`: the applications a store keeps by id.
        if (calleeName(inner.callee) === 'values' && inner.callee.type === 'MemberExpression' && calleeName(inner.callee.object) === 'Object' && inner.arguments[0] && inner.arguments[0].type !== 'SpreadElement' && this.containers.size > 0 && this.isContainer(inner.arguments[0]))
          return true;
        // `mirror.get(id)`, `mirror.all()` of an object the file keeps applications in (see keptIn).
        if (this.keptIn.size > 0 && inner.callee.type === 'MemberExpression' && GIVING_VERBS.has(memberName(inner.callee) ?? '')) {
          const keeper = this.keeperKey(inner.callee.object);
          if (keeper && this.keptIn.has(keeper)) return true;
        }
        // `cache.get(key)` (or `cache.values()`: all of them) of a Map the file sets applications into.
        if (this.mapsOfApplications.size > 0 && (calleeName(inner.callee) === 'get' || (calleeName(inner.callee) === 'values' && inner.arguments.length === 0)) && inner.callee.type === 'MemberExpression' && unwrap(inner.callee.object).type === 'Identifier') {
          const map = this.bindings.variableOf(unwrap(inner.callee.object));
          if (map && this.mapsOfApplications.has(map)) return true;
        }
        // `snapshot.get(id)` of `snapshot: Map<string, ApplicationRecord>` (or a type naming such a map):
        // one of the applications it keys; `snapshot.values()`, all of them.
        // Also `this.rows.get(id)` of `private readonly rows = new Map<string, StoredApplication>()`.
        const keyed = calleeName(inner.callee);
        if (((keyed === 'get' && inner.arguments.length === 1) || (keyed === 'values' && inner.arguments.length === 0)) && inner.callee.type === 'MemberExpression' && this.declaredAsKeyedApplications(unwrap(inner.callee.object))) return true;
        // `get(apps)` of svelte/store, `apps.get()` of a hand-made store: the store's value.
        if (this.appStores.size > 0 && calleeName(inner.callee) === 'get') {
          const holder = inner.arguments.length === 1 ? inner.arguments[0]! : inner.arguments.length === 0 && inner.callee.type === 'MemberExpression' ? unwrap(inner.callee.object) : undefined;
          const store = holder?.type === 'Identifier' ? this.bindings.variableOf(holder) : undefined;
          if (store && this.appStores.has(store)) return true;
        }
        // `useState<Application[]>([])`, `http.get<Application[]>(url)`, `res.json<ApplicationPage>()`
        if (inner.typeArguments?.params.some((p) => this.isApplicationTypeNode(p))) return true;
        const callee = unwrap(inner.callee);
        // `getApplication(id)(client)`: the function a curried request gives, called.
        if (callee.type === 'CallExpression' && this.isCurriedCall(callee)) return true;
        if (callee.type === 'Identifier') {
          // `await firstValueFrom(this.http.get<Application[]>(url))`
          if (RXJS_TO_PROMISE.has(callee.name) && inner.arguments[0] && inner.arguments[0].type !== 'SpreadElement') return this.isApplication(inner.arguments[0], depth + 1, typed);
          const variable = this.bindings.variableOf(callee);
          // A global's or an import's call that runs the callback it is given (`useQuery({ queryFn })`, `retry(() => …)`).
          if (!variable) return this.runsCallbackGivingApplications(inner, depth, typed);
          if (this.returningFunctions.has(variable) || this.isResourceAccessor(variable, depth, typed)) return true;
          // `cached(key, () => http.get(…).json())` of `function cached(key, load) { … return load().catch(…) }`: what the callback gives.
          const local = functionOfVariable(variable);
          // `listFrom(data)` imported from the team's HTTP helpers: what it gives back of what it is handed.
          if (!local) return this.passesOnApplication(inner, depth, typed) || this.runsCallbackGivingApplications(inner, depth, typed);
          if (inner.arguments.some((arg, i) => isFunction(arg) && returnsCallOfParameter(local, i, this.bindings) && returnedBy(arg).some((r) => this.isApplication(r, depth + 1, typed)))) return true;
          return this.passesOnApplication(inner, depth, typed);
        }
        if (callee.type === 'MemberExpression') {
          const name = memberName(callee);
          if (name === 'json' || name === 'then' || name === 'catch' || name === 'finally' || name === 'toPromise' || (name && (LIST_KEEPING.has(name) || ELEMENT_PICKING.has(name))))
            // `bucketed.concat(offers)`: the lists it is handed are in it too.
            return this.isApplication(callee.object, depth + 1, typed) || (name === 'concat' && inner.arguments.some((a) => a.type !== 'SpreadElement' && this.isApplication(a, depth + 1, typed)));
          if (name === 'pipe' && this.isApplication(callee.object, depth + 1, typed)) return this.pipeEmitsApplications(inner, depth, typed);
          // `apps.map((a) => ({ ...a, id: next }))`: what the callback makes of each is an application still.
          if (name && MAPPING.has(name) && inner.arguments[0] && isFunction(inner.arguments[0]) && this.isApplication(callee.object, depth + 1, typed))
            return returnedBy(inner.arguments[0]).some((r) => {
              // The record itself, or a copy with some fields replaced; not a member of it (`a.candidate`).
              const value = unwrap(r);
              return (value.type === 'ObjectExpression' || value.type === 'Identifier') && this.isApplication(value, depth + 1, typed);
            });
          // `ids.map((id) => getApplication(id))`: a list of the applications (or their promises) each call fetches.
          const each = name && MAPPING.has(name) && inner.arguments[0];
          if (each && (isFunction(each) ? returnedBy(each).some((r) => ['CallExpression', 'AwaitExpression'].includes(unwrap(r).type) && this.isApplication(r, depth + 1, typed)) : each.type === 'Identifier' && this.returnsApplications(each, depth, typed)))
            return true;
          // `state.ids.map((id) => state.byId[id])`: the applications a store keeps by id, looked up.
          if (each && isFunction(each) && this.containers.size > 0 && returnedBy(each).some((r) => {
            const looked = unwrap(r);
            return looked.type === 'MemberExpression' && looked.computed && this.isContainer(looked.object);
          }))
            return true;
          // `await Promise.all(ids.map(load))`: the same list, settled.
          const settled = promiseAllList(inner);
          if (settled && settled.type !== 'ArrayExpression') return this.isApplication(settled, depth + 1, typed);
          // `request.get(url).query(q).retry(1)`: the same request, built further.
          if (name && REQUEST_BUILDER_METHODS.has(name) && unwrap(callee.object).type === 'CallExpression' && this.isApplication(callee.object, depth + 1, typed)) return true;
          if (name && this.returningFunctions.has(`.${name}`)) return true;
          // `await Meteor.callAsync('applications.list', {})`: what the handler registered under that name returns.
          if (name && NAMED_CALL_VERBS.has(name) && inner.arguments[0] && this.namedHandlers(inner.arguments[0]).some((fn) => returnedBy(fn).some((r) => this.isApplication(r, depth + 1, typed)))) return true;
          if (this.passesOnApplication(inner, depth, typed)) return true;
        }
        return this.runsCallbackGivingApplications(inner, depth, typed);
      }
      case 'LogicalExpression':
        return this.isApplication(inner.left, depth + 1, typed) || this.isApplication(inner.right, depth + 1, typed);
      case 'ConditionalExpression':
        return this.isApplication(inner.consequent, depth + 1, typed) || this.isApplication(inner.alternate, depth + 1, typed);
      case 'ArrayExpression':
        return inner.elements.some((e) => e?.type === 'SpreadElement' && this.isApplication(e.argument, depth + 1, typed));
      // `{ ...app, id: other }`: the record with some fields replaced (not `{ ...app, state: x }`: the
      // team's own object made of one).
      case 'ObjectExpression':
        return (
          inner.properties.some((p) => p.type === 'SpreadElement' && !this.isCollection(p.argument) && this.isApplication(p.argument, depth + 1, typed)) &&
          !inner.properties.some((p) => p.type === 'Property' && (APPLICATION_FIELDS.legacy as readonly string[]).includes(keyName(p.key, p.computed) ?? ''))
        );
      default:
        return false;
    }
  }

  /** Parameters of functions whose types the declaration they stand in gives (a table of them, a list, one). */
  private contextualParameters(type: TSESTree.TypeNode, value: Node, changed: { value: boolean }, depth: number, given: ReadonlyMap<string, TSESTree.TypeNode> = new Map()): void {
    if (depth > 4) return;
    const inner = unwrap(value);
    const declared = withoutModifiers(type) ?? type;
    if (isFunction(inner)) {
      if (declared.type !== 'TSFunctionType') return;
      inner.params.forEach((param, i) => {
        const id = param.type === 'AssignmentPattern' ? param.left : param;
        const at = declared.params[i];
        const annotation = at && 'typeAnnotation' in at ? at.typeAnnotation?.typeAnnotation : undefined;
        if (!('typeAnnotation' in id && id.typeAnnotation) && annotation && this.isApplicationTypeNode(substituted(annotation, given))) this.taintPattern(param, changed);
      });
      return;
    }
    if (inner.type === 'ObjectExpression') {
      const each = memberType(declared, 'value');
      const members = each ? undefined : localTypeMembers(declared, this.bindings);
      // `Column<Application>` of `interface Column<T> { get: (row: T) => … }`: T stands for Application in its members.
      const args = each ? given : new Map([...given, ...typeArgumentsOf(declared, this.bindings)]);
      for (const prop of inner.properties) {
        if (prop.type !== 'Property') continue;
        const name = keyName(prop.key, prop.computed);
        const member = members?.find((m): m is TSESTree.TSPropertySignature => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === name);
        const propType = each ?? member?.typeAnnotation?.typeAnnotation;
        if (propType) this.contextualParameters(propType, prop.value, changed, depth + 1, args);
      }
      return;
    }
    if (inner.type === 'ArrayExpression') {
      const element = memberType(declared, 'element');
      if (element) for (const el of inner.elements) if (el && el.type !== 'SpreadElement') this.contextualParameters(element, el, changed, depth + 1, given);
    }
  }

  /**
   * Does the value hold the team's own copy of a record (see heldModel): an object of a model class or
   * of a row type made from one (`row: ApplicationRow`, `rows.filter((row) => …)` of `ApplicationRow[]`)?
   * Its `state` keeps the legacy values the copy was made with.
   */
  holdsOwnCopy(node: Node): boolean {
    const inner = unwrap(node);
    // Only in a file that deals in the service's records (a CI dashboard's rows and a game's models have a state too).
    const variable = inner.type === 'Identifier' && this.modelTypeNames.size > 0 && this.speaksToService ? this.bindings.variableOf(inner) : undefined;
    return !!variable && !this.tainted.has(variable) && this.heldModel(variable, 0);
  }

  /** Models of the file declared by a runtime schema that declare the record (see matchers/model-schemas). */
  private readonly appModels = new Set<Node>();

  /**
   * `types.model('Application', { … }).views((self) => …)`: the instance a model of the record hands its
   * views and actions is one; `items: types.array(ApplicationModel)` of another model, read as
   * `self.items` in that model's views and actions, holds them.
   */
  private modelSchemaInstances(): void {
    for (const node of this.nodes) {
      const model = modelSchemaCall(node);
      if (!model || !isApplicationModel(model, this.bindings)) continue;
      this.appModels.add(model.shape);
      // `export const ApplicationModel = types.model(…).views(…)`: its name, for the modules importing it (see ModuleSummary.types).
      let at: Node = node;
      while (at.parent && ((at.parent.type === 'MemberExpression' && at.parent.object === at) || (at.parent.type === 'CallExpression' && at.parent.callee === at))) at = at.parent;
      if (at.parent?.type === 'VariableDeclarator' && at.parent.init === at && at.parent.id.type === 'Identifier') this.appTypeNames.add(at.parent.id.name);
    }
    for (const node of this.nodes) {
      if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') continue;
      const model = referencedModel(node.callee.object, this.bindings);
      const fn = node.arguments[0];
      const self = fn && isFunction(fn) ? fn.params[0] : undefined;
      if (!model || !self || !model.convention.instanceMethods.has(calleeName(node.callee) ?? '')) continue;
      if (this.appModels.has(model.shape)) this.taintPattern(self, { value: false });
      else if (self.type === 'Identifier')
        for (const [key, prop] of schemaProperties(model.shape)) if (this.namesRecordModel(prop.value)) this.containers.add(`${self.name}.${key}`);
    }
  }

  /** `ApplicationModel`, `types.array(ApplicationModel)`, `types.maybe(…)`: a model of the record, of the file or imported, or a member type wrapping one. */
  private namesRecordModel(value: Node, depth = 0): boolean {
    const inner = unwrap(value);
    if (depth > 4) return false;
    if (inner.type === 'Identifier' && this.appTypeNames.has(inner.name) && this.bindings.variableOf(inner)?.defs[0]?.type === 'ImportBinding') return true;
    const model = referencedModel(inner, this.bindings);
    if (model && this.appModels.has(model.shape)) return true;
    const first = inner.type === 'CallExpression' ? inner.arguments[0] : undefined;
    return !!first && first.type !== 'SpreadElement' && this.namesRecordModel(first, depth + 1);
  }

  /** `ApplicationModel.create(snapshot)`: an instance of a model of the record. */
  private isModelSchemaInstance(call: TSESTree.CallExpression): boolean {
    if (call.callee.type !== 'MemberExpression' || !MODEL_MAKERS.has(calleeName(call.callee) ?? '')) return false;
    return this.namesRecordModel(call.callee.object) && modelMade(call, this.bindings);
  }

  /** `this` in an instance method, getter or field of a class the file declares as the record (`class ApplicationDto { state!: string }`). */
  private isRecordClassInstance(self: Node): boolean {
    if (!this.appTypeDecls.some((d) => d.node.type === 'ClassDeclaration')) return false;
    const fn = thisFunction(self);
    const member = fn === self ? undefined : fn.parent;
    if (member?.type !== 'MethodDefinition' || member.static || member.kind === 'constructor') return false;
    const cls = member.parent.parent;
    return cls.type === 'ClassDeclaration' && this.appTypeDecls.some((d) => d.node === cls);
  }

  /** An object of applications by key: `{ [app.id]: app }`, also built from a list (`Object.assign({}, ...list.map((a) => ({ [a.id]: a })))`). */
  private isKeyedApplications(node: Node, depth = 0): boolean {
    const inner = unwrap(node);
    if (depth > 3) return false;
    if (inner.type === 'ObjectExpression')
      return inner.properties.some((p) => p.type === 'Property' && p.computed && this.isApplication(p.value, 0, false));
    if (isObjectAssign(inner))
      return inner.arguments.some((arg) => {
        const value = unwrap(arg.type === 'SpreadElement' ? arg.argument : arg);
        // `...list.map((a) => ({ [a.id]: a }))`
        if (value.type === 'CallExpression' && value.callee.type === 'MemberExpression' && MAPPING.has(memberName(value.callee) ?? '') && value.arguments[0] && isFunction(value.arguments[0]))
          return this.isApplication(value.callee.object, 0, false) && returnedBy(value.arguments[0]).some((r) => this.isKeyedApplications(r, depth + 1));
        return this.isKeyedApplications(value, depth + 1);
      });
    return false;
  }

  /** The handlers of a store's object of mutations (or actions) registered under the type `type` names. */
  private storeHandlers(group: string, type: Node): TSESTree.FunctionLike[] {
    const wanted = this.storeKey(type);
    if (wanted === undefined) return [];
    const out: TSESTree.FunctionLike[] = [];
    for (const node of this.nodes) {
      if (node.type !== 'Property' || !isFunction(node.value) || storeGroupOf(node.value) !== group) continue;
      if ((node.computed ? this.storeKey(node.key) : keyName(node.key, false)) === wanted) out.push(node.value);
    }
    return out;
  }

  /**
   * The functions of the file registered under the name a call gives (see NAMED_CALL_VERBS): a
   * property of that name in an object handed to a call (`Meteor.methods({ 'applications.list'() {…} })`),
   * or a `handle('name', fn)`-style registration.
   */
  private namedHandlers(nameNode: Node): TSESTree.FunctionLike[] {
    if (nameNode.type === 'SpreadElement') return [];
    const wanted = this.storeKey(nameNode);
    if (wanted === undefined || wanted.startsWith('#')) return [];
    const out: TSESTree.FunctionLike[] = [];
    for (const node of this.nodes) {
      if (node.type === 'Property' && isFunction(node.value) && node.parent?.type === 'ObjectExpression' && node.parent.parent?.type === 'CallExpression') {
        if ((node.computed ? this.storeKey(node.key) : keyName(node.key, false)) === wanted) out.push(node.value);
      } else if (node.type === 'CallExpression' && NAMED_HANDLER_VERBS.has(calleeName(node.callee) ?? '')) {
        const [name, fn] = node.arguments;
        if (name && fn && isFunction(fn) && name.type !== 'SpreadElement' && this.storeKey(name) === wanted) out.push(fn);
      }
    }
    return out;
  }

  /**
   * Vuex: `state.items = items` in a mutation handed applications: the module's state keeps them under
   * that name, and its getters, actions and mutations read them as `state.items` (the group names are data).
   */
  private noteStoreStateMember(left: Node, changed: { value: boolean }): void {
    const name = left.type === 'MemberExpression' && !left.computed ? memberName(left) : undefined;
    if (name === undefined) return;
    const object = unwrap((left as TSESTree.MemberExpression).object);
    // Pinia: `this.items = items` in an action writes the store's state.
    const writesState = isStoreState(object, this.bindings, ['mutations']) || (object.type === 'ThisExpression' && storeGroupOf(thisFunction(object)) === 'actions');
    if (!writesState) return;
    if (this.storeStateMembers.has(name)) return;
    this.storeStateMembers.add(name);
    changed.value = true;
  }
  private readonly storeStateMembers = new Set<string>();

  /** A mutation type as written: a string, or a constant holding one. */
  private storeKey(node: Node): string | undefined {
    const inner = unwrap(node);
    const text = staticStringValue(inner);
    if (text !== undefined) return text;
    if (inner.type !== 'Identifier') return undefined;
    return staticStringValue(this.bindings.resolveValue(inner)) ?? `#${inner.name}`;
  }

  /**
   * `cache.wrap(key, () => api.get(url).then((r) => r.body))`: a call handing back what its callback
   * returns (see CALLBACK_KEEPING). Or holding it: `useQuery({ queryKey, queryFn: () => fetchApplication(id) })`,
   * `useSWR(key, fetcher)`, whose `data` (a ref's `value` in Vue) is what the query function gave; an
   * option that handles an event (`onSuccess`, `onError`) gives nothing back.
   */
  private runsCallbackGivingApplications(call: TSESTree.CallExpression, depth: number, typed: boolean): boolean {
    const callbacks = call.arguments.flatMap((a) => {
      if (isFunction(a)) return [a];
      if (a.type !== 'ObjectExpression') return [];
      return a.properties.flatMap((p) => (p.type === 'Property' && isFunction(p.value) && !/^on[A-Z]/.test(keyName(p.key, p.computed) ?? 'on') ? [p.value] : []));
    }) as TSESTree.FunctionLike[];
    if (callbacks.length === 0) return false;
    const name = calleeName(call.callee);
    // (A resource's call gives an accessor of what its fetcher returns, see isResourceAccessor.)
    if (name === undefined || CALLBACK_KEEPING.has(name) || RESOURCE_ACCESSORS.has(name) || Object.hasOwn(ELEMENT_CALLBACKS, name) || MAPPING.has(name) || name === 'then') return false;
    return callbacks.some((fn) => !fn.generator && returnedBy(fn).some((r) => this.isApplication(r, depth + 1, typed)));
  }

  /**
   * `data.application`, `props.selectedApplication`: a member named as this service's record, in a file
   * that names the service (a SvelteKit load's `data`, a page's props). Asked for `currentStage` only,
   * a name no other record of such a file spells; `app` alone is too common a word to count.
   */
  /**
   * `state.applications.byId[id]?.currentStage` in a file that imports the service's record type:
   * where the record is reached through a store's shape the file does not spell, but under a name of
   * applications, `currentStage` (a word rarer than `state`) is still its. Not in a file with its own states.
   */
  mayHoldImportedApplication(node: Node): boolean {
    if (!this.importsApplicationType || this.ownVocabulary) return false;
    return this.chainNamesApplications(node, 0);
  }

  /**
   * The chain says where it reaches applications (`s.applications.byId[id]`, `store.hiringApplications[i]`),
   * also through a function of the file that returns such a chain (`selectById(state)[id]` where
   * `selectById = (s) => s.applications.byId`).
   */
  private chainNamesApplications(node: Node, depth: number): boolean {
    const named = (n: Node): boolean => {
      const name = n.type === 'MemberExpression' ? memberName(n) : n.type === 'Identifier' ? n.name : undefined;
      return name !== undefined && /^applications$|[a-z]Applications$/.test(name);
    };
    // What a call returns holds the records itself (`selectById(state)` → `state.applications.byId`).
    const returns = (n: Node): boolean => {
      if (n.type !== 'CallExpression' || depth >= 2) return false;
      return returnedBy(functionOfCallee(unwrap(n.callee), this.bindings)).some((r) => named(unwrap(r)) || this.chainNamesApplications(r, depth + 1));
    };
    for (let current = unwrap(node); current.type === 'MemberExpression'; current = unwrap(current.object)) {
      const holder = unwrap(current.object);
      if (named(holder) || returns(holder)) return true;
    }
    return false;
  }


  isNamedApplication(node: Node): boolean {
    const inner = unwrap(node);
    const name = inner.type === 'MemberExpression' ? memberName(inner) : undefined;
    return !!name && NAMED_APPLICATION.test(name) && !this.foreignMembers.has(name) && !this.ownVocabulary && this.text !== undefined && (this.namesAreEvidence || SERVICE_WORD_PATTERN.test(this.text));
  }

  /** A member path applications are stored into by key (`state.byId`), or a member of the name a store's own writes use (`.byId`). */
  private isContainer(node: Node): boolean {
    const inner = unwrap(node);
    const path = memberPath(inner);
    if (path && this.containers.has(path)) return true;
    const name = inner.type === 'MemberExpression' ? memberName(inner) : undefined;
    return !!name && this.containers.has(`.${name}`);
  }

  /** `apps`, `res.data` as a list, not one record: spread into an object it gives indexes, not fields. */
  private isCollection(node: Node): boolean {
    const inner = unwrap(node);
    return inner.type === 'ArrayExpression' || (inner.type === 'Identifier' && /s$|List$|Array$/.test(inner.name));
  }

  /** `(await res.json()) as Application[]`, `<Application>data`, `x satisfies ApplicationPage`. */
  private isCastToApplication(node: Node): boolean {
    let current = node;
    for (let i = 0; i < 6; i++) {
      switch (current.type) {
        case 'TSAsExpression':
        case 'TSTypeAssertion':
        case 'TSSatisfiesExpression':
          if (this.isApplicationTypeNode(current.typeAnnotation)) return true;
          current = current.expression;
          continue;
        case 'TSNonNullExpression':
        case 'ChainExpression':
          current = current.expression;
          continue;
        default:
          return false;
      }
    }
    return false;
  }

  /**
   * `const [apps] = createResource(source, fetchApplications)`: the accessor of a data-fetching
   * resource (see RESOURCE_ACCESSORS) whose fetcher returns applications.
   */
  private isResourceAccessor(variable: Variable, depth: number, typed: boolean): boolean {
    const def = variable.defs[0];
    if (def?.type !== 'Variable' || def.node.id.type !== 'ArrayPattern' || def.node.id.elements[0] !== def.name) return false;
    const init = def.node.init && unwrap(def.node.init);
    if (init?.type !== 'CallExpression' || !RESOURCE_ACCESSORS.has(calleeName(init.callee) ?? '')) return false;
    const fetcher = [...init.arguments].reverse().find((a) => isFunction(a) || a.type === 'Identifier');
    return !!fetcher && this.returnsApplications(fetcher, depth, typed);
  }

  /** Does this call give a function that returns applications (a curried request of the file, or an import's)? */
  private isCurriedCall(call: TSESTree.CallExpression): boolean {
    const callee = unwrap(call.callee);
    if (callee.type === 'Identifier') {
      const variable = this.bindings.variableOf(callee);
      if (variable && this.curriedFunctions.has(variable)) return true;
    }
    const name = callee.type === 'MemberExpression' ? memberName(callee) : undefined;
    if (name && this.curriedFunctions.has(`.${name}`)) return true;
    // An import's curried request: a call of what this call gives returns applications.
    return !!this.externalReturns?.(call);
  }

  /** Does a function (written in place, or named: the file's own or an import) return applications? */
  private returnsApplications(fn: Node, depth: number, typed: boolean): boolean {
    const inner = unwrap(fn);
    if (isFunction(inner)) return returnedBy(inner).some((r) => this.isApplication(r, depth + 1, typed));
    if (inner.type !== 'Identifier') return false;
    const variable = this.bindings.variableOf(inner);
    return (!!variable && this.returningFunctions.has(variable)) || !!this.externalReturns?.(inner);
  }

  /**
   * `return { application, title }`: a function of the file returns an object of its own making that
   * holds an application under a key (a loader, a composable). Its callers read the application by that
   * key (`data.application`, `const { application } = await load()`); the object itself is no
   * application, nor are its other keys (`{ apps, state }` of a hook keeps its own `state`).
   */
  private addEnvelopeKeys(ret: TSESTree.ReturnStatement, value: Node, changed: { value: boolean }): void {
    const inner = unwrap(value);
    if (inner.type !== 'ObjectExpression') return;
    let fn: Node | undefined = ret.parent;
    while (fn && !isFunction(fn)) fn = fn.parent;
    if (!fn) return;
    for (const p of inner.properties) {
      if (p.type !== 'Property' || p.computed) continue;
      const key = keyName(p.key, false);
      // A value held whole (`application`, `app: await get(id)`), not a member read off one (`id: raw.id`).
      const held = unwrap(p.value);
      const whole = held.type === 'AwaitExpression' ? unwrap(held.argument) : held;
      if (key === undefined || NON_APP_MEMBERS.has(key) || (whole.type !== 'Identifier' && whole.type !== 'CallExpression') || !this.isApplication(whole, 0, false)) continue;
      const keys = this.envelopeKeys.get(fn) ?? new Set<string>();
      if (keys.has(key)) continue;
      keys.add(key);
      this.envelopeKeys.set(fn, keys);
      changed.value = true;
    }
  }

  /**
   * What `key` of an object of the file's own making holds: of the literal a name is bound to
   * (`const data = { application }`), or of what a function that returns one gives (`(await load()).application`,
   * `data.application` of `const data = await load()`). `true` where only its being an application is known.
   */
  private envelopeMember(object: Node, key: string, seen = new Set<Node>()): Node | true | undefined {
    const inner = unwrap(object);
    if (inner.type === 'Identifier') {
      // Names assigned to each other (`a = b; … b = a`) lead back here.
      if (seen.has(inner)) return undefined;
      seen.add(inner);
      const value = unwrap(this.bindings.resolveValue(inner));
      if (value !== inner) return this.envelopeMember(value, key, seen);
      // `let data; … data = await load()` (a route component's data, see sfc/route-data): what it is assigned.
      const variable = this.bindings.variableOf(inner);
      // `rows.sort((a, b) => … a.app.state …)` of `rows.push({ app, id: app.id })`: what the list's objects hold there.
      const list = variable && listOfElement(variable, this.bindings);
      const held = list ? this.elementMember(list, key) : undefined;
      if (held) return held;
      // `.then(function (r) { … r.application … })` of `$q.all({ application: api.get(id) })`: the object it settles to.
      const settled = variable && settledObjectOf(variable);
      if (settled) return this.envelopeMember(settled, key, seen);
      const writes = variable?.references.filter((ref) => ref.isWrite() && ref.writeExpr).map((ref) => ref.writeExpr as Node) ?? [];
      return writes.length > 0 && writes.length <= 4 && writes.some((w) => unwrap(w) !== inner && this.envelopeMember(w, key, seen) === true) ? true : undefined;
    }
    const called = inner.type === 'AwaitExpression' ? unwrap(inner.argument) : inner;
    if (called.type === 'ObjectExpression') return called.properties.find((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key, p.computed) === key)?.value;
    const settled = called.type === 'CallExpression' ? settledObject(called) : undefined;
    if (settled) return this.envelopeMember(settled, key, seen);
    if (called.type === 'CallExpression') {
      const fn = this.envelopeKeys.size > 0 ? functionOfCallee(unwrap(called.callee), this.bindings) : undefined;
      if ((fn && this.envelopeKeys.get(fn)?.has(key)) || this.externalEnvelopes?.(called.callee)?.has(key)) return true;
    }
    return undefined;
  }

  /** The value the objects pushed into a list (`rows.push({ app, id })`), or mapped into it, hold under `key`. */
  private elementMember(list: Variable, key: string): Node | undefined {
    const objects: Node[] = pushedInto(list, undefined).filter((p) => !p.spread).map((p) => p.node);
    // `const rows = apps.map((app) => ({ app, total }))`
    const init = list.defs[0]?.type === 'Variable' ? list.defs[0].node.init : undefined;
    const made = init && unwrap(init);
    if (made?.type === 'CallExpression' && made.callee.type === 'MemberExpression' && MAPPING.has(memberName(made.callee) ?? '') && made.arguments[0] && isFunction(made.arguments[0])) objects.push(...returnedBy(made.arguments[0]));
    for (const object of objects) {
      const shape = unwrap(object);
      const prop = shape.type === 'ObjectExpression' ? shape.properties.find((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key, p.computed) === key) : undefined;
      if (prop) return prop.value;
    }
    return undefined;
  }

  private isApplicationVariable(variable: Variable): boolean {
    const fields = this.fieldsRead.get(variable);
    // Compared with a value the service's state never had: another thing's record, whatever flowed here.
    if (fields?.has(FOREIGN_COMPARISON)) return false;
    if (this.tainted.has(variable)) return true;
    if (fields?.has(FOREIGN_HIRING)) return false;
    // The service's current fields are evidence; `state` beside `currentStage` is not (a wizard's or a
    // game's state has both).
    // `filters.stageType` beside `filters.hiringState`: a filter object, not an application.
    if (fields?.has(NAMES.stageType)) return false;
    // `(row: ReviewRow) => row.state === 'QUALIFIED'`: a type of the team's own that is not an application says so.
    if (fields && this.typedAsOther(variable)) return false;
    if (fields && [...CURRENT_FIELDS].some((f) => fields.has(f))) return true;
    // `x.state === 'SCREENING'`: only this service's applications had that state (unless the file has
    // a SCREENING of its own: see hasOwnStateVocabulary, or `x` is an element of a list of the file's own objects).
    // `const apps = await repository.find()` of a method that gives the team's model: not records, whatever the name.
    if ((this.modelTypeNames.size > 0 || this.externalModels) && this.heldModel(variable, 0)) return false;
    if (fields?.has(STAGED_COMPARISON) && !this.ownVocabulary && this.speaksToService && !this.elementOfOwnList(variable)) return true;
    return APPLICATION_NAME.test(variable.name) && this.talksToService() && !this.isFilterLike(variable) && !isCalled(variable) && !madeAsStore(variable) && !hasOwnMethods(variable);
  }

  /**
   * Props named as this service's records that a Vue Options API object declares outside a template
   * (a mixin, a component of a .js file: `props: { application: Object }`), in a file that talks to the
   * service or reads one of them as a record (`this.application.state === STATES.QUALIFIED`): what
   * `this.application` is in its computed properties and methods.
   */
  private componentRecordProps(): string[] {
    const names: string[] = [];
    for (const node of this.nodes) {
      if (node.type !== 'ObjectExpression') continue;
      const keys = objectKeys(node);
      const props = keys.includes(COMPONENT_PROPS) && keys.some((k) => COMPONENT_OPTIONS.has(k)) ? node.properties.find((p) => p.type === 'Property' && keyName(p.key, p.computed) === COMPONENT_PROPS) : undefined;
      const declared = props?.type === 'Property' ? unwrap(props.value) : undefined;
      const propNames =
        declared?.type === 'ObjectExpression' ? objectKeys(declared)
        : declared?.type === 'ArrayExpression' ? stringElements(declared)
        : [];
      for (const name of propNames) if (APPLICATION_NAME.test(name) && (this.talksToService() || this.readAsRecord(`this.${name}`))) names.push(name);
    }
    return names;
  }

  /** Is the member path (`this.application`) read as one of this service's records: a state compared with a staged value, a current field? */
  private readAsRecord(path: string): boolean {
    return this.nodes.some((node) => {
      if (node.type !== 'MemberExpression' || memberPath(unwrap(node.object)) !== path) return false;
      const name = memberName(node);
      return (name === NAMES.legacyState && comparesWithStaged(node, this.bindings) && !this.ownVocabulary) || (!!name && CURRENT_FIELDS.has(name) && name !== NAMES.stageType);
    });
  }

  /**
   * A keyed collection declared to hold applications: a variable or a class's own property annotated
   * `Map<string, ApplicationRecord>` (or a type naming one), or made `new Map<string, ApplicationRecord>()`.
   */
  private declaredAsKeyedApplications(holder: Node): boolean {
    let declared: TSESTree.TypeNode | undefined;
    let made: Node | null | undefined;
    if (holder.type === 'Identifier') {
      const def = this.bindings.variableOf(holder)?.defs[0];
      if (!def) return false;
      declared = def.name.type === 'Identifier' ? def.name.typeAnnotation?.typeAnnotation : undefined;
      made = def.type === 'Variable' && def.node.id === def.name ? def.node.init : undefined;
    } else if (holder.type === 'MemberExpression' && unwrap(holder.object).type === 'ThisExpression' && !holder.computed) {
      const name = memberName(holder);
      declared = name ? classMemberType(unwrap(holder.object), name) : undefined;
      const own = name ? enclosingClassBody(unwrap(holder.object))?.body.find((m) => m.type === 'PropertyDefinition' && !m.static && keyName(m.key, m.computed) === name) : undefined;
      made = own?.type === 'PropertyDefinition' ? own.value : undefined;
    } else return false;
    if (declared) return declared.type === 'TSTypeReference' && this.isApplicationTypeNode(declared);
    const init = made && unwrap(made);
    return init?.type === 'NewExpression' && MAP_CLASSES.has(calleeName(init.callee) ?? '') && !!init.typeArguments?.params.some((p) => this.isApplicationTypeNode(p));
  }

  /** Is the variable an element of a list the file fills with its own objects (see ownObjectList)? */
  private elementOfOwnList(variable: Variable): boolean {
    const list = listOfElement(variable, this.bindings);
    return !!list && ownObjectList(list);
  }

  /**
   * Does the variable hold the team's model (see isModelClass): made by a call that gives it, or an
   * element of a list that does (`for (const app of apps)`, `apps.map((app) => …)`)?
   */
  private heldModel(variable: Variable, depth: number): boolean {
    if (depth > 3) return false;
    const def = variable.defs[0];
    const gives = (node: Node | null | undefined): boolean => {
      const inner = node && unwrap(node);
      if (!inner) return false;
      if (inner.type === 'AwaitExpression') return gives(inner.argument);
      // `this.model ?? []`: what is there.
      if (inner.type === 'LogicalExpression' && inner.operator !== '&&') return gives(inner.left);
      if (inner.type === 'Identifier') {
        const held = this.bindings.variableOf(inner);
        return !!held && held !== variable && this.heldModel(held, depth + 1);
      }
      if (inner.type === 'MemberExpression' && inner.object.type === 'ThisExpression') return this.memberHoldsModel(inner);
      if (inner.type !== 'CallExpression') return this.isModelMade(inner);
      if (this.externalModels?.(inner.callee) || this.isModelMade(inner)) return true;
      const local = unwrap(inner.callee).type === 'Identifier' ? functionOfVariable(this.bindings.variableOf(unwrap(inner.callee))) : undefined;
      return !!local && this.givesModels(local);
    };
    // `(apps: readonly ApplicationDto[]) => …`, `let current: ApplicationDto | null`: declared as the model.
    const declared = def?.type === 'Parameter' || def?.type === 'Variable' ? declaredAnnotation(variable, this.bindings) : undefined;
    if (declared && this.namesModel(declared)) return true;
    if (def?.type === 'Variable') {
      const declarator = def.node;
      const loop = declarator.parent?.parent;
      if (loop?.type === 'ForOfStatement' && loop.left === declarator.parent) return gives(loop.right);
      return gives(declarator.init);
    }
    if (def?.type === 'Parameter' && isFunction(def.node)) {
      // `apps.map((app) => …)`, `apps.reduce((acc, app) => …, {})`: the elements of the list the callback is handed.
      const call = def.node.parent;
      const callee = call?.type === 'CallExpression' && call.arguments[0] === def.node ? unwrap(call.callee) : undefined;
      if (callee?.type === 'MemberExpression' && elementParameters(calleeName(callee)).includes(def.node.params.indexOf(def.name))) return gives(callee.object);
    }
    return false;
  }

  /**
   * `this.items` declared as the model (`items: ApplicationModel[]`), or, where the class does not
   * declare it, one of a base class made generic over the model alone (`class ApplicationsController
   * extends Controller<ApplicationModel[]>` reading `this.model`).
   */
  private memberHoldsModel(member: TSESTree.MemberExpression): boolean {
    if (this.modelTypeNames.size === 0) return false;
    const name = memberName(member);
    if (name === undefined) return false;
    const own = classMemberType(member.object, name);
    if (own) return this.namesModel(own);
    const cls = enclosingClassBody(member)?.parent;
    const args = cls && (cls.type === 'ClassDeclaration' || cls.type === 'ClassExpression') ? cls.superTypeArguments?.params : undefined;
    return args?.length === 1 && this.namesModel(args[0]!) === true;
  }

  /**
   * Does the file deal in this service's applications? It requests them (or imports a module that
   * does), or some object in it is one by its own fields (`hiringState`, `pipelineStage`, a state
   * compared with SCREENING/QUALIFIED).
   */
  private talksToService(): boolean {
    if (this.namesAreEvidence || this.tainted.size > 0) return true;
    return (this.fieldEvidence ??= [...this.fieldsRead.values()].some(
      (fields) => !fields.has(NAMES.stageType) && !fields.has(FOREIGN_HIRING) && ((fields.has(STAGED_COMPARISON) && !this.ownVocabulary) || [...CURRENT_FIELDS].some((f) => fields.has(f))),
    ));
  }
  private fieldEvidence: boolean | undefined;

  /** A parameter or variable that is written into a request's filters, or typed as something else, is not a record. */
  private isFilterLike(variable: Variable): boolean {
    const def = variable.defs[0];
    if (!def) return true;
    if (def.type !== 'Parameter' && def.type !== 'Variable') return true;
    const id = def.name as TSESTree.Identifier;
    const annotation = id.typeAnnotation?.typeAnnotation;
    // `app: Application` is taken through its type; `app: string` or `app: App` of another kind is not ours to guess.
    return !!annotation && this.namesOtherType(annotation);
  }

  /** A type that is not an application's and not named like one (`string`, `ReviewRow`; not `App`, `ApplicationDto`). */
  private namesOtherType(annotation: TSESTree.TypeNode): boolean {
    // The team's model (`ApplicationDto`, `readonly ApplicationDto[]`): its own objects.
    if (this.modelTypeNames.size > 0 && this.namesModel(annotation)) return true;
    if (this.isApplicationTypeNode(annotation)) return false;
    // A type the file declares, and not as an application (`interface StudentApplication { state: AdmissionState }`): another thing's, whatever its name.
    if (annotation.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier') {
      const decl = this.bindings.variableOf(annotation.typeName)?.defs[0]?.node;
      if (decl && (decl.type === 'TSInterfaceDeclaration' || decl.type === 'TSTypeAliasDeclaration' || decl.type === 'ClassDeclaration' || decl.type === 'TSEnumDeclaration')) return true;
      // `filters: ApplicationFilters` imported: the list's filters, named as such, are no record.
      if (FILTER_TYPE_NAME.test(annotation.typeName.name)) return true;
    }
    return annotation.type !== 'TSTypeReference' || !/Application|^App$/.test(annotation.typeName.type === 'Identifier' ? annotation.typeName.name : '');
  }

  /**
   * Does the function give the team's model (see isModelClass): its declared return type names a
   * model class (`Promise<ApplicationDto[]>`, `ApplicationDto | null`), or what it returns is made by one?
   */
  givesModels(fn: TSESTree.FunctionLike): boolean {
    if (this.modelTypeNames.size === 0) return false;
    const declared = fn.returnType?.typeAnnotation;
    if (declared) return this.namesModel(declared);
    const returned = returnedBy(fn);
    return returned.length > 0 && returned.every((r) => this.isModelMade(r));
  }

  /** `ApplicationDto`, `ApplicationDto[]`, `Promise<ApplicationDto | null>`, `readonly ApplicationDto[]`. */
  private namesModel(type: TSESTree.TypeNode): boolean {
    const parts = typeParts(type).filter((t) => t.type !== 'TSNullKeyword' && t.type !== 'TSUndefinedKeyword');
    return (
      parts.length > 0 &&
      parts.every((t) => {
        const list = t.type === 'TSTypeOperator' && t.operator === 'readonly' && t.typeAnnotation ? t.typeAnnotation : t;
        const inner = list.type === 'TSArrayType' ? list.elementType : list;
        if (inner.type !== 'TSTypeReference' || inner.typeName.type !== 'Identifier') return false;
        if (inner.typeName.name === 'Promise' || inner.typeName.name === 'Array' || inner.typeName.name === 'ReadonlyArray') return !!inner.typeArguments?.params[0] && this.namesModel(inner.typeArguments.params[0]);
        return this.modelTypeNames.has(inner.typeName.name);
      })
    );
  }

  /** `ApplicationDto.fromApi(raw)`, `new ApplicationDto(…)`, `ApplicationDto.fromApiList(rows).filter(…)`. */
  private isModelMade(node: Node): boolean {
    const inner = unwrap(node);
    if (inner.type === 'AwaitExpression') return this.isModelMade(inner.argument);
    if (inner.type === 'NewExpression') return inner.callee.type === 'Identifier' && this.modelTypeNames.has(inner.callee.name);
    if (inner.type !== 'CallExpression') return false;
    if (this.isModelFactory(inner.callee)) return true;
    const callee = unwrap(inner.callee);
    return callee.type === 'MemberExpression' && LIST_KEEPING.has(memberName(callee) ?? '') && this.isModelMade(callee.object);
  }

  /** `ApplicationDto.fromApi`, `ApplicationDto.fromApiList`: a static method of a model class (see isModelClass). */
  private isModelFactory(callee: Node): boolean {
    const inner = unwrap(callee);
    if (inner.type !== 'MemberExpression') return false;
    const owner = unwrap(inner.object);
    return owner.type === 'Identifier' && this.modelTypeNames.has(owner.name);
  }

  /** Declared with a type that says what it is, and that is not an application (`any`, `unknown`, `object` say nothing). */
  private typedAsOther(variable: Variable): boolean {
    const def = variable.defs[0];
    if (def?.type !== 'Parameter' && def?.type !== 'Variable') return false;
    const annotation = declaredAnnotation(variable, this.bindings);
    if (!annotation || ['TSAnyKeyword', 'TSUnknownKeyword', 'TSObjectKeyword'].includes(annotation.type)) return false;
    return this.namesOtherType(annotation);
  }

  /**
   * The named type each application type of the file gives its `state` (`state: LegacyStatus` in
   * `interface ApplicationDto`): by the record type's name. A read migrated to the generated helper
   * keeps that type (`legacyStateOf<LegacyStatus>(dto)`), so an enum-typed use still compiles.
   */
  stateTypeNames(): Map<string, string> {
    const out = new Map<string, string>();
    for (const info of this.appTypeDecls) {
      const owner = info.node.type === 'TSTypeLiteral' ? (info.node.parent?.type === 'TSTypeAliasDeclaration' ? info.node.parent.id : undefined) : info.node.id;
      const type = info.members.get(NAMES.legacyState)?.typeAnnotation?.typeAnnotation;
      if (!owner || type?.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier' || type.typeArguments) continue;
      // An alias of the legacy values says no more than the helper's own type: only an enum (or a type
      // this file takes from elsewhere) is worth carrying.
      const def = this.bindings.variableOf(type.typeName)?.defs[0];
      if (def?.node.type === 'TSTypeAliasDeclaration' && literalUnion(def.node.typeAnnotation).length > 0) continue;
      out.set(owner.name, type.typeName.name);
    }
    return out;
  }

  /**
   * `static fromJson(json: ApplicationJson)` handed applications: the file's own type that a parameter
   * holding them is declared with is the record's type, whatever its shape says, and is migrated with
   * the reads made through it (an interface or alias of the file that declares a removed field).
   */
  private adoptHeldTypes(): void {
    const known = new Set<Node>(this.appTypeDecls.map((d) => d.node));
    for (const variable of this.tainted) {
      const def = variable.defs[0];
      if (def?.type !== 'Parameter' || def.name.type !== 'Identifier') continue;
      const annotation = def.name.typeAnnotation?.typeAnnotation;
      const named = annotation?.type === 'TSArrayType' ? annotation.elementType : annotation;
      if (named?.type !== 'TSTypeReference' || named.typeName.type !== 'Identifier' || named.typeArguments || this.demandedCopies?.has(named.typeName.name)) continue;
      const decl = this.bindings.variableOf(named.typeName)?.defs[0]?.node;
      const body = decl?.type === 'TSInterfaceDeclaration' ? decl.body.body : decl?.type === 'TSTypeAliasDeclaration' && decl.typeAnnotation.type === 'TSTypeLiteral' ? decl.typeAnnotation.members : undefined;
      const node = decl?.type === 'TSTypeAliasDeclaration' && decl.typeAnnotation.type === 'TSTypeLiteral' ? decl.typeAnnotation : decl;
      if (!body || !node || known.has(node) || this.copyTypes.some((copy) => copy.info.node === node) || (node.type !== 'TSInterfaceDeclaration' && node.type !== 'TSTypeLiteral')) continue;
      const members = membersOf(body);
      if (!members.has(NAMES.legacyState) && !members.has(NAMES.legacyStage)) continue;
      // `state: LoanState` of `type LoanState = 'SCREENING' | 'FUNDED'`: the type says it is another thing's record.
      const stateType = members.get(NAMES.legacyState)?.typeAnnotation?.typeAnnotation;
      if (stateType && literalUnion(stateType).some((v) => !isLegacyState(v))) continue;
      known.add(node);
      this.appTypeNames.add(named.typeName.name);
      this.appTypeDecls.push({ node, members });
    }
  }

  /** A type of the file named among the application types its importers hold records in, that declares a removed field. */
  private heldRecordType(members: Map<string, TypeMember>, name: string): boolean {
    return this.appTypeNames.has(name) && (members.has(NAMES.legacyState) || members.has(NAMES.legacyStage));
  }

  private collectTypes(): void {
    const locals: TypeDeclInfo[] = [];
    for (const node of this.nodes) {
      if (node.type === 'TSInterfaceDeclaration') {
        const info = { node, members: membersOf(node.body.body) };
        // Or a type the file's importers hold applications in (see engine/demands, `recordType`).
        if (isApplicationShape(info.members, this.namesService || SERVICE_RECORD_TYPE_NAME.test(node.id.name), node.id.name) || this.heldRecordType(info.members, node.id.name)) {
          this.appTypeNames.add(node.id.name);
          locals.push(info);
        } else if (isFlattenedRow({ has: (name) => info.members.has(name) })) this.addRowType(node.id.name, info.members);
      } else if (node.type === 'ClassDeclaration' && node.id && isModelClass(node)) {
        this.modelTypeNames.add(node.id.name);
      } else if (node.type === 'ClassDeclaration' && node.id) {
        // A DTO class of the service's record: `class ApplicationDto { state!: string; currentStage!: StageDto }`.
        const info = { node, members: membersOf(node.body.body) };
        if (info.members.size && isApplicationShape(info.members, this.namesService || SERVICE_RECORD_TYPE_NAME.test(node.id.name))) {
          this.appTypeNames.add(node.id.name);
          locals.push(info);
        }
      } else if (
        node.type === 'TSTypeLiteral' &&
        !handedToBaseClass(node) &&
        (isStageAloneParameterType(node, this.namesService) ||
          isApplicationShape(
          membersOf(node.members),
          this.namesService || (node.parent?.type === 'TSTypeAliasDeclaration' && SERVICE_RECORD_TYPE_NAME.test(node.parent.id.name)),
          node.parent?.type === 'TSTypeAliasDeclaration' ? node.parent.id.name : undefined,
        ) ||
          (node.parent?.type === 'TSTypeAliasDeclaration' && this.heldRecordType(membersOf(node.members), node.parent.id.name)))
      ) {
        locals.push({ node, members: membersOf(node.members) });
        const alias = node.parent;
        if (alias?.type === 'TSTypeAliasDeclaration') this.appTypeNames.add(alias.id.name);
      } else if (node.type === 'TSTypeLiteral' && node.parent?.type === 'TSTypeAliasDeclaration') {
        const members = membersOf(node.members);
        if (isFlattenedRow({ has: (name) => members.has(name) })) this.addRowType(node.parent.id.name, members);
      } else if (node.type === 'ImportSpecifier' && node.parent?.type === 'ImportDeclaration') {
        const source = node.parent.source.value;
        const local = node.local.name;
        // (Not one its module says is the team's own, a model or a copy: `interface Application` of a local mirror.)
        if (/Application$/.test(local) && (source.startsWith('.') || /hiring/i.test(source)) && !this.modelTypeNames.has(local)) {
          this.appTypeNames.add(local);
          // A type's name (`Application`, `HiringApplication`), not a function's (`fetchApplication`).
          if (/^[A-Z]/.test(local) || node.importKind === 'type' || node.parent.importKind === 'type') this.importsApplicationType = true;
        }
      }
    }
    // Any type of the file copies of a record's state are made as is the team's own (`ApplicationView { id; state }`), whatever its shape.
    for (const { type } of this.typedStateCopies()) {
      const decl = this.bindings.variableOf(type)?.defs[0]?.node;
      if (decl?.type === 'TSInterfaceDeclaration' || decl?.type === 'TSTypeAliasDeclaration') this.modelTypeNames.add(type.name);
    }
    const copies = this.ownCopyTypes(locals);
    for (const [info, made] of copies) {
      this.copyTypes.push({ info, made });
      // Held like a model class's objects: the team's own, kept as they are.
      const name = typeDeclName(info);
      if (name) {
        this.appTypeNames.delete(name);
        this.modelTypeNames.add(name);
      }
    }
    // Made as copies by the file's importers (`toRow(app: Application): ApplicationRow => ({ …, state: app.state })`).
    const copiedElsewhere = (info: TypeDeclInfo): boolean => {
      const name = typeDeclName(info);
      if (!name || !this.demandedCopies?.has(name)) return false;
      this.appTypeNames.delete(name);
      this.modelTypeNames.add(name);
      const state = info.members.get(NAMES.legacyState);
      if (state) this.copiedStateMembers.push(state.key);
      return true;
    };
    this.appTypeDecls.push(...locals.filter((info) => !copies.has(info) && !copiedElsewhere(info)));
    // `type Snapshot = Map<string, ApplicationRecord>`, `type ById = Record<string, Application>`: a name for
    // a collection of them (after the record types are known, in the order they are declared).
    // So is a record type that adds the team's own fields to one (`interface StoredApplication extends
    // ApplicationRecord { syncedAt: string }`, `type Stored = ApplicationRecord & { syncedAt: string }`).
    for (const node of this.nodes)
      if (node.type === 'TSTypeAliasDeclaration' && (node.typeAnnotation.type === 'TSTypeReference' || node.typeAnnotation.type === 'TSIntersectionType') && this.isApplicationTypeNode(node.typeAnnotation)) this.appTypeNames.add(node.id.name);
      else if (node.type === 'TSInterfaceDeclaration' && node.extends.some((h) => h.expression.type === 'Identifier' && this.appTypeNames.has(h.expression.name))) this.appTypeNames.add(node.id.name);
    // JSDoc: `@typedef {import('./types.js').Application} Application`, `@typedef {object} X` of an application's shape.
    const program = this.nodes[0];
    if (program?.type === 'Program' && program.comments?.length && this.text !== undefined)
      for (const name of jsDocApplicationTypeNames(program.comments, this.text)) this.appTypeNames.add(name);
  }

  /**
   * The file's types that objects copying another record's state are made as: `toEntity = (app:
   * HiringApplication): MirroredApplication => ({ …, state: app.state })`, a domain type a normaliser
   * fills from the wire's. They are the team's own records: their `state` holds what the copy was
   * given, which the migrated read keeps legacy, so the type keeps its members and its reads their meaning.
   */
  private ownCopyTypes(locals: readonly TypeDeclInfo[]): Map<TypeDeclInfo, TSESTree.ObjectExpression> {
    const out = new Map<TypeDeclInfo, TSESTree.ObjectExpression>();
    for (const { type, made } of this.typedStateCopies()) {
      const decl = this.bindings.variableOf(type)?.defs[0]?.node;
      const target = decl?.type === 'TSTypeAliasDeclaration' ? decl.typeAnnotation : decl;
      const info = locals.find((l) => l.node === target);
      if (info && !out.has(info)) out.set(info, made);
    }
    return out;
  }

  /**
   * Object literals that copy another record's state under the same key, made as a named type
   * (`(app: HiringApplication): MirroredApplication => ({ …, state: app.state })`): the type's name, where
   * it is written, and the literal. A type imported so is the declaring module's to keep (see
   * engine/demands, `copyType`).
   */
  typedStateCopies(): { type: TSESTree.Identifier; made: TSESTree.ObjectExpression }[] {
    const out: { type: TSESTree.Identifier; made: TSESTree.ObjectExpression }[] = [];
    for (const node of this.nodes) {
      if (node.type !== 'Property' || node.computed || keyName(node.key, false) !== NAMES.legacyState || node.parent?.type !== 'ObjectExpression') continue;
      const value = unwrap(node.value);
      if (!copiedState(value)) continue;
      const annotated = annotatedTypeOfLiteral(node.parent);
      const named = namedType(annotated);
      const type = named?.name === 'Promise' ? named.args?.[0] : annotated;
      if (type?.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') continue;
      // Copied from another type's record (a clone of the same type's is still that type).
      const source = value.type === 'MemberExpression' ? value.object : value.type === 'CallExpression' ? value.arguments[0] : undefined;
      const from = source && namedType(this.declaredType(source))?.name;
      if (from && from !== type.typeName.name && this.appTypeNames.has(from)) out.push({ type: type.typeName, made: node.parent });
    }
    return out;
  }

  /**
   * The file's types of rows made from a record, that flatten its stage beside its state (see
   * isFlattenedRow): the team's own objects, held like a model's (their module says so to importers).
   */
  readonly rowTypeNames = new Set<string>();
  /**
   * The `state` members of the file's types of copies made elsewhere (see engine/demands, `copyType`)
   * and of its row types, in a file about the service: they hold the legacy values the copies keep.
   */
  readonly copiedStateMembers: Node[] = [];

  private addRowType(name: string, members: Map<string, TypeMember>): void {
    // A row of a file that names the service (a CI dashboard's `{ state; stageName }` is its own thing).
    if (!this.namesService && !this.demandedCopies?.has(name)) return;
    this.rowTypeNames.add(name);
    const state = members.get(NAMES.legacyState);
    if (state) this.copiedStateMembers.push(state.key);
  }

  /** The file's types of objects copying another record's state (see ownCopyTypes), each with an object literal made as it that copies one. */
  readonly copyTypes: { info: TypeDeclInfo; made: TSESTree.ObjectExpression }[] = [];

  private readonly jsDocParams = new Map<TSESTree.FunctionLike, Set<string>>();

  /** Does the file name the service by more than the legacy fields (see declaresApplication)? */
  private get namesService(): boolean | undefined {
    // Asked for every type declaration: a declaration file holds hundreds, so the text is read once.
    if (this.text === undefined) return undefined;
    return (this.namesServiceMemo ??= this.namesAreEvidence || (this.ownVocabulary ? SERVICE_FIELD_PATTERN : SERVICE_NAMING_PATTERN).test(this.text));
  }
  private namesServiceMemo: boolean | undefined;

  /** `@param {Application} app` (or `Application[]`, `Promise<…>`) in the JSDoc before a function. */
  private jsDocApplicationParams(fn: TSESTree.FunctionLike): Set<string> {
    let out = this.jsDocParams.get(fn);
    if (out) return out;
    this.jsDocParams.set(fn, (out = new Set<string>()));
    const program = this.nodes[0];
    if (this.text === undefined || program?.type !== 'Program' || !program.comments?.length || this.appTypeNames.size === 0) return out;
    for (const [name, type] of jsDocParamTypes(fn, program.comments, this.text)) if (jsDocTypeNames(type).some((n) => this.appTypeNames.has(n))) out.add(name);
    return out;
  }

  /** The declared type of member `name` of a variable's annotated type, where the file declares that type. */
  private declaredMemberType(object: Node, name: string, depth = 0): TSESTree.TypeNode | undefined {
    const annotation = this.declaredType(object, depth);
    for (const part of annotation ? typeParts(annotation) : []) {
      const member = localTypeMembers(part, this.bindings)?.find((m) => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === name);
      if (member?.type === 'TSPropertySignature') return member.typeAnnotation?.typeAnnotation;
    }
    return undefined;
  }

  /** The annotated type of a variable (`props: Props`), or of a member of one whose type the file declares. */
  private declaredType(object: Node, depth = 0): TSESTree.TypeNode | undefined {
    const inner = unwrap(object);
    if (inner.type === 'Identifier') {
      const def = this.bindings.variableOf(inner)?.defs[0];
      const id = def?.name;
      const init = def?.type === 'Variable' ? def.node.init : undefined;
      const own = (id?.type === 'Identifier' ? id.typeAnnotation?.typeAnnotation : undefined) ?? factoryType(init) ?? (init ? this.declaredReturn(init) : undefined);
      if (own || depth >= 4) return own;
      // `for (const app of apps)`, `apps.reduce((n, app) => …)` of `apps: ApplicationModel[]`: the list's element type.
      const variable = this.bindings.variableOf(inner);
      const list = variable && listOfElement(variable, this.bindings);
      const listed = list?.defs[0]?.name;
      return listed?.type === 'Identifier' ? memberType(this.declaredType(listed, depth + 1), 'element') : undefined;
    }
    // `root.applications.items` of `root: RootState`: the members' declared types, one after the other.
    if (inner.type !== 'MemberExpression' || depth >= 4) return undefined;
    const outer = memberName(inner);
    return outer !== undefined ? this.declaredMemberType(inner.object, outer, depth + 1) : undefined;
  }

  /** `load()`, `await load()` of a function of the file declared to return a type (`(): Root`, `(): Promise<Root>`): that type. */
  private declaredReturn(init: Node): TSESTree.TypeNode | undefined {
    const awaited = unwrap(init).type === 'AwaitExpression';
    const call = unwrap(awaited ? (unwrap(init) as TSESTree.AwaitExpression).argument : init);
    const callee = call.type === 'CallExpression' ? unwrap(call.callee) : undefined;
    const fn = callee?.type === 'Identifier' ? functionOfVariable(this.bindings.variableOf(callee)) : undefined;
    const declared = fn?.returnType?.typeAnnotation;
    const named = declared && namedType(declared);
    return awaited && named?.name === 'Promise' ? named.args?.[0] : declared;
  }

  /**
   * Does member `name` of a value hold applications by its declared type: `props.application` of
   * `props: Props` where the file declares `interface Props { application: Application }`, or
   * `ctx.applications` of `ctx: PipelineContext` where another module does (see ModuleSummary.holders)?
   */
  private declaredToHold(object: Node, name: string): boolean {
    if (this.isApplicationTypeNode(this.declaredMemberType(object, name))) return true;
    // `this.raw` of `constructor(readonly raw: Readonly<RawApplication>)`, `private readonly app: Application;`.
    if (unwrap(object).type === 'ThisExpression' && this.isApplicationTypeNode(classMemberType(unwrap(object), name))) return true;
    if (!this.importedHolders?.size) return false;
    const annotation = this.declaredType(object);
    return !!annotation && typeParts(annotation).some((part) => {
      const named = part.type === 'TSTypeReference' && part.typeName.type === 'Identifier' ? part.typeName.name : undefined;
      return named !== undefined && !!this.importedHolders?.get(named)?.has(name);
    });
  }

  /** The file's types with members that hold applications or lists of them, by name (see ModuleSummary.holders). */
  holderTypes(): Map<string, Set<string>> {
    const out = new Map<string, Set<string>>();
    for (const node of this.nodes) {
      const named = node.type === 'TSInterfaceDeclaration' ? { name: node.id.name, members: node.body.body } : node.type === 'TSTypeAliasDeclaration' && node.typeAnnotation.type === 'TSTypeLiteral' ? { name: node.id.name, members: node.typeAnnotation.members } : undefined;
      if (!named || this.appTypeNames.has(named.name)) continue;
      for (const member of named.members) {
        const key = member.type === 'TSPropertySignature' ? keyName(member.key, member.computed) : undefined;
        if (key === undefined || member.type !== 'TSPropertySignature' || !this.isApplicationTypeNode(member.typeAnnotation?.typeAnnotation)) continue;
        out.set(named.name, (out.get(named.name) ?? new Set()).add(key));
      }
    }
    // A class of the file wrapping one (`class ApplicationEntity { constructor(readonly raw: RawApplication) {} }`): `entity.raw` holds it.
    for (const node of this.nodes) {
      if (node.type !== 'ClassDeclaration' || !node.id || this.appTypeNames.has(node.id.name)) continue;
      for (const member of node.body.body) {
        const names =
          member.type === 'PropertyDefinition' && !member.static && !member.computed ? [keyName(member.key, false)]
          : member.type === 'MethodDefinition' && member.kind === 'constructor' ? member.value.params.flatMap((p) => (p.type === 'TSParameterProperty' && p.parameter.type === 'Identifier' ? [p.parameter.name] : []))
          : [];
        for (const name of names) if (name !== undefined && this.isApplicationTypeNode(classMemberType(member, name))) out.set(node.id.name, (out.get(node.id.name) ?? new Set()).add(name));
      }
    }
    return out;
  }

  /** Does a type annotation name an application type (`Application`, `Application[]`, `Promise<Application[]>`)? */
  isApplicationTypeNode(type: TSESTree.TypeNode | undefined, depth = 0): boolean {
    if (!type || depth > 6) return false;
    switch (type.type) {
      case 'TSTypeReference': {
        const name = type.typeName.type === 'Identifier' ? type.typeName.name : undefined;
        if (name && this.appTypeNames.has(name)) return true;
        return (type.typeArguments?.params ?? []).some((p) => this.isApplicationTypeNode(p, depth + 1));
      }
      case 'TSArrayType':
        return this.isApplicationTypeNode(type.elementType, depth + 1);
      // `readonly Application[]`
      case 'TSTypeOperator':
        return this.isApplicationTypeNode(type.typeAnnotation, depth + 1);
      case 'TSUnionType':
      case 'TSIntersectionType':
        return type.types.some((t) => this.isApplicationTypeNode(t, depth + 1));
      case 'TSTypeLiteral':
        return isApplicationShape(membersOf(type.members), this.namesService) || isStageAloneParameterType(type, this.namesService);
      default:
        return false;
    }
  }

  private taintPattern(pattern: Node, changed: { value: boolean }): void {
    switch (pattern.type) {
      case 'Identifier': {
        const variable = this.bindings.variableOf(pattern);
        if (variable && !this.tainted.has(variable)) {
          this.tainted.add(variable);
          changed.value = true;
        }
        return;
      }
      case 'ObjectPattern':
        if (!this.appPatterns.has(pattern)) {
          this.appPatterns.add(pattern);
          changed.value = true;
        }
        for (const prop of pattern.properties) {
          if (prop.type === 'RestElement') continue;
          const name = keyName(prop.key, prop.computed);
          if (name !== undefined && NON_APP_MEMBERS.has(name)) continue;
          this.taintPattern(prop.value, changed);
        }
        return;
      case 'ArrayPattern':
        for (const element of pattern.elements) if (element) this.taintPattern(element, changed);
        return;
      case 'AssignmentPattern':
        this.taintPattern(pattern.left, changed);
        return;
      case 'RestElement':
        this.taintPattern(pattern.argument, changed);
        return;
      case 'MemberExpression': {
        // `this.applications = await list()` (a component's data, a store's field): read as `this.applications` elsewhere.
        const path = pattern.computed ? undefined : memberPath(pattern);
        if (path && !this.containers.has(path)) {
          this.containers.add(path);
          changed.value = true;
        }
        return;
      }
      default:
        return;
    }
  }

  private propagate(): void {
    // Field reads per variable, for evidence.
    const nodes = this.nodes;
    const stagedLookups: Set<string>[] = [];
    // `STATE_RANK[a.state]` of an imported table: evidence, unless the object's `state` is set here
    // (`query.state = typed.toUpperCase()`: a filter being built, checked against the same table).
    const importedLookups = new Map<Set<string>, Variable>();
    const stateWritten = new Set<Variable>();
    for (const node of nodes) {
      if (node.type === 'MemberExpression') {
        const object = unwrap(node.object);
        const name = memberName(node);
        if (object.type === 'Identifier' && name && (CURRENT_FIELDS.has(name) || name === NAMES.legacyState || name === NAMES.legacyStage || name === NAMES.stageType)) {
          const variable = this.bindings.variableOf(object);
          if (variable) {
            let set = this.fieldsRead.get(variable);
            if (!set) this.fieldsRead.set(variable, (set = new Set()));
            // `q.hiringState = f.hiring`: an object being built (a filter, a payload) is written, a record is read.
            const written = node.parent?.type === 'AssignmentExpression' && node.parent.left === node;
            set.add(written && CURRENT_FIELDS.has(name) ? `${name}=` : name);
            if (name === NAMES.legacyState && (comparesWithStaged(node, this.bindings) || (this.speaksToService && looksUpInLegacyVocabulary(node, this.bindings)))) set.add(STAGED_COMPARISON);
            else if (name === NAMES.legacyState && looksUpInStagedList(node, this.bindings)) stagedLookups.push(set);
            else if (name === NAMES.legacyState && looksUpInLegacyVocabulary(node, this.bindings, true)) importedLookups.set(set, variable);
            if (written && name === NAMES.legacyState) stateWritten.add(variable);
            if ((name === NAMES.legacyState || name === NAMES.legacyStage) && comparesWithForeign(node)) set.add(FOREIGN_COMPARISON);
            if (name === NAMES.hiringState && comparesWithForeignHiringState(node)) set.add(FOREIGN_HIRING);
          }
        }
        // `app.currentStage.stageType`, `const stage = app.currentStage ?? { stageType: 'INTAKE' }`:
        // another pipeline's stage, so `app` is another thing's record.
        if (name === NAMES.legacyStage && object.type === 'Identifier' && readsForeignStage(node, this.bindings)) {
          const variable = this.bindings.variableOf(object);
          if (variable) {
            let set = this.fieldsRead.get(variable);
            if (!set) this.fieldsRead.set(variable, (set = new Set()));
            set.add(FOREIGN_COMPARISON);
          }
        }
        // `kase.application.state === 'RFE'`: records reached under that name are not the service's.
        if (name === NAMES.legacyState && object.type === 'MemberExpression' && comparesWithForeign(node)) {
          const holder = memberName(object);
          if (holder) this.foreignMembers.add(holder);
        }
      }
    }
    if (this.speaksToService || [...this.fieldsRead.values()].some((fields) => fields.has(STAGED_COMPARISON))) for (const set of stagedLookups) set.add(STAGED_COMPARISON);
    // Nor an element of a list of the file's own objects (`rows.push({ state: app.state, … })`), which keep `state` as it was.
    // Nor a copy the file makes (`const picked = _.pick(app, FIELDS)`, `{ ...app }`), which keeps the fields it copied.
    for (const [set, variable] of importedLookups) {
      const list = listOfElement(variable, this.bindings);
      if (!stateWritten.has(variable) && !(list && (ownObjectList(list) || keepsOwnState(list))) && !madeAsCopy(variable, this.bindings)) set.add(STAGED_COMPARISON);
    }
    for (const name of this.componentRecordProps()) this.containers.add(`this.${name}`);
    const relevant = nodes.filter(
      (n) =>
        n.type === 'VariableDeclarator' ||
        n.type === 'AssignmentExpression' ||
        n.type === 'ForOfStatement' ||
        n.type === 'CallExpression' ||
        n.type === 'NewExpression' ||
        n.type === 'ReturnStatement' ||
        n.type === 'ArrowFunctionExpression' ||
        n.type === 'JSXAttribute' ||
        (isFunction(n) && n.params.length > 0),
    );
    // (Not one declared as the team's model, `nextStep(app: ApplicationModel)`: its caller's elements are its instances.)
    for (const param of this.receivers) {
      const declared = param.type === 'Identifier' ? param.typeAnnotation?.typeAnnotation : undefined;
      if (!(declared && this.modelTypeNames.size > 0 && this.namesModel(declared))) this.taintPattern(param, { value: false });
    }
    // The functions of a table of application columns (`{ header: 'Stage #', value: (a) => … }`) receive them.
    for (const table of applicationPathTables(nodes, this.namesService)) for (const fn of rowFunctions(table)) if (fn.params[0]) this.taintPattern(fn.params[0], { value: false });
    // `records.filter((r) => r.state === 'QUALIFIED')`: an element that is an application by its own
    // fields says the list holds applications, so its other elements are too (`for (const record of records)`).
    for (const [variable, fields] of this.fieldsRead) {
      if (fields.has(FOREIGN_COMPARISON) || fields.has(FOREIGN_HIRING) || fields.has(NAMES.stageType) || !((fields.has(STAGED_COMPARISON) && !this.ownVocabulary) || [...CURRENT_FIELDS].some((f) => fields.has(f)))) continue;
      const list = listOfElement(variable, this.bindings);
      if (list && ownObjectList(list)) continue;
      // An element of a list declared as the team's model (`apps: Application[]` of a copy type) says nothing of it.
      if (list && this.modelTypeNames.size > 0 && this.heldModel(variable, 0)) continue;
      if (list && !this.fieldsRead.get(list)?.has(FOREIGN_COMPARISON)) this.tainted.add(list);
    }
    // A store's state declared typed (`state: () => ({ items: [] as Application[] })`): its getters read them.
    for (const node of nodes) {
      if (node.type !== 'Property' || node.computed || keyName(node.key, false) !== STORE_STATE_KEY || !isFunction(node.value) || node.parent?.type !== 'ObjectExpression') continue;
      for (const made of returnedBy(node.value)) {
        const shape = unwrap(made);
        if (shape.type !== 'ObjectExpression') continue;
        for (const member of shape.properties) {
          const key = member.type === 'Property' ? keyName(member.key, member.computed) : undefined;
          const value = member.type === 'Property' ? member.value : undefined;
          if (key !== undefined && value && (value.type === 'TSAsExpression' || value.type === 'TSSatisfiesExpression') && this.isApplicationTypeNode(value.typeAnnotation)) this.storeStateMembers.add(key);
        }
      }
    }
    // Backbone's `parse(resp)` of a model or collection bound to the service: the answer to its URL.
    for (const node of nodes)
      if ((node.type === 'MethodDefinition' || node.type === 'Property') && !node.computed && MODEL_PARSERS.has(keyName(node.key, false) ?? '') && isFunction(node.value) && node.value.params[0] && isBoundModelMethod(node.value, this.bindings))
        this.taintPattern(node.value.params[0], { value: false });
    for (let pass = 0; pass < 6; pass++) {
      const changed = { value: false };
      for (const node of relevant) this.step(node, changed);
      if (!changed.value) break;
    }
  }

  private step(node: Node, changed: { value: boolean }): void {
    switch (node.type) {
      case 'VariableDeclarator':
        if (node.init && node.id.type === 'ArrayPattern' && this.stepPromiseAll(node.id, node.init, changed)) return;
        // `const { application } = this` (a component's props, as its template reads them): `this.application` holds what the name does.
        if (node.init?.type === 'ThisExpression' && node.id.type === 'ObjectPattern')
          for (const prop of node.id.properties) {
            const key = prop.type === 'Property' ? keyName(prop.key, prop.computed) : undefined;
            const variable = prop.type === 'Property' && prop.value.type === 'Identifier' ? this.bindings.variableOf(prop.value) : undefined;
            if (key && variable && this.isApplicationVariable(variable) && !this.containers.has(`this.${key}`)) {
              this.containers.add(`this.${key}`);
              changed.value = true;
            }
            // And back: `this.selected = await fetchApplication(id)` in a method, `{{ selected.state }}` in the template.
            else if (key && variable && prop.type === 'Property' && this.containers.has(`this.${key}`) && !this.tainted.has(variable)) this.taintPattern(prop.value, changed);
          }
        if ((node.init && this.isApplication(node.init, 0, false)) || this.isTypedApplicationPattern(node.id)) this.taintPattern(node.id, changed);
        // `const { application } = await load()`: the keys of an envelope that hold applications.
        else if (node.init && node.id.type === 'ObjectPattern')
          for (const prop of node.id.properties) {
            const key = prop.type === 'Property' ? keyName(prop.key, prop.computed) : undefined;
            const held = key !== undefined ? this.envelopeMember(node.init, key) : undefined;
            if (prop.type === 'Property' && (held === true || (held && this.isApplication(held, 0, false)))) this.taintPattern(prop.value, changed);
          }
        if (node.id.type === 'Identifier' && this.isApplicationTypeNode(node.id.typeAnnotation?.typeAnnotation))
          this.taintPattern(node.id, changed);
        // `const SORTERS: Record<string, (a: Application) => number> = { stage: (a) => a.currentStage.order }`:
        // functions typed by the declaration they stand in.
        if (node.id.type === 'Identifier' && node.id.typeAnnotation && node.init) this.contextualParameters(node.id.typeAnnotation.typeAnnotation, node.init, changed, 0);
        // `const { application } = props` of `props: Props` (or `defineProps<Props>()`): the member's declared type.
        if (node.id.type === 'ObjectPattern' && node.init && unwrap(node.init).type === 'Identifier')
          for (const prop of node.id.properties) {
            const name = prop.type === 'Property' ? keyName(prop.key, prop.computed) : undefined;
            if (prop.type === 'Property' && name !== undefined && this.declaredToHold(node.init, name)) this.taintPattern(prop.value, changed);
          }
        return;
      case 'AssignmentExpression':
        if (node.operator === '=' && node.left.type === 'ArrayPattern' && this.stepPromiseAll(node.left, node.right, changed)) return;
        if (node.operator === '=' && this.isApplication(node.right, 0, false)) {
          // Vue: `apps.value = await res.json()` on `const apps = ref([])`: the ref holds them.
          const ref = this.refOfValue(node.left);
          this.taintPattern(ref ?? node.left, changed);
          this.noteStoreStateMember(node.left, changed);
          // A store or cache: `state.byId[app.id] = app` makes `state.byId[…]` an application wherever it is read.
          const left = node.left;
          const container = left.type === 'MemberExpression' && left.computed ? memberPath(left.object) : undefined;
          // `this.byId[row.id] = row` in a store's action: its getters read it as `s.byId` (`.byId` of this file).
          const own = left.type === 'MemberExpression' && left.computed && unwrap(left.object).type === 'MemberExpression' && unwrap((unwrap(left.object) as TSESTree.MemberExpression).object).type === 'ThisExpression';
          const name = own ? memberName(unwrap(left.object) as TSESTree.MemberExpression) : undefined;
          if (name && !this.containers.has(`.${name}`)) {
            this.containers.add(`.${name}`);
            changed.value = true;
          }
          if (container && !this.containers.has(container)) {
            this.containers.add(container);
            changed.value = true;
          }
        }
        // `state.byId = { ...state.byId, [app.id]: app }`, `Object.assign({}, ...list.map((a) => ({ [a.id]: a })))`:
        // an object of applications by key, read as `state.byId[id]`.
        if (node.operator === '=' && node.left.type === 'MemberExpression' && this.isKeyedApplications(node.right)) {
          const path = memberPath(node.left);
          const name = memberName(node.left);
          for (const key of [path, name !== undefined ? `.${name}` : undefined])
            if (key && !this.containers.has(key)) {
              this.containers.add(key);
              changed.value = true;
            }
        }
        return;
      case 'ForOfStatement': {
        const left = node.left.type === 'VariableDeclaration' ? node.left.declarations[0]?.id : node.left;
        if (left && (this.isApplication(node.right, 0, false) || this.isTypedApplicationPattern(left))) this.taintPattern(left, changed);
        return;
      }
      case 'ReturnStatement': {
        if (!node.argument) return;
        if (!this.isApplication(node.argument, 0, false)) {
          // `return { application, title }`: its callers read the application by its key.
          this.addEnvelopeKeys(node, node.argument, changed);
          return;
        }
        let fn: Node | undefined = node.parent;
        while (fn && !isFunction(fn)) fn = fn.parent;
        if (fn) this.markReturning(fn, changed);
        return;
      }
      case 'CallExpression':
        this.stepCall(node, changed);
        return;
      case 'NewExpression': {
        // `new ApplicationModel(raw)` of a constructor function or class of the file: its parameter receives the application.
        if (node.callee.type !== 'Identifier') return;
        const ctor = this.localFunction(node.callee) ?? constructorOf(node.callee, this.bindings);
        if (ctor)
          node.arguments.forEach((arg, i) => {
            if (arg.type !== 'SpreadElement' && ctor.params[i] && this.isApplication(arg, 0, false)) this.taintPattern(ctor.params[i], changed);
          });
        return;
      }
      case 'JSXAttribute':
        this.stepJsxAttribute(node, changed);
        return;
      default:
        break;
    }
    if (isFunction(node)) {
      // Concise arrow bodies return their expression.
      if (node.type === 'ArrowFunctionExpression' && node.expression && this.isApplication(node.body, 0, false)) this.markReturning(node, changed);
      // `(id) => (client) => client.request(…)`, `(f) => listBy(f)` of a curried `listBy`: a curried request.
      if (!this.curriedNodes.has(node) && returnedBy(node).some((r) => this.givesReturning(r))) this.markReturning(node, changed, true);
      // `async list(f): Promise<ApplicationDto[]>`: what it is declared to return.
      if (node.returnType && !this.returningNodes.has(node) && this.isApplicationTypeNode(node.returnType.typeAnnotation)) this.markReturning(node, changed);
      // GraphQL resolvers of the `Application` type: `Application: { stage: (app) => …, isInterviewing: ({ currentStage }) => … }`.
      if (this.namesAreEvidence && node.params[0] && isTypeResolver(node)) this.taintPattern(node.params[0], changed);
      // A type guard or validator of the record: `(value: unknown): value is Application`, `function isApplication(x)`.
      const guarded = this.guardedParameter(node);
      if (guarded) this.taintPattern(guarded, changed);
      // Reselect: `createSelector([selectItems, selectTab], (items, tab) => …)`: each parameter of the result
      // function is what the input selector at its place returns.
      const combiner = node.parent;
      if (combiner?.type === 'CallExpression' && COMBINING_SELECTORS.has(calleeName(combiner.callee) ?? '') && combiner.arguments.at(-1) === node) {
        const first = combiner.arguments[0];
        const inputs = first?.type === 'ArrayExpression' ? first.elements : combiner.arguments.slice(0, -1);
        inputs.forEach((input, i) => {
          const param = node.params[i];
          const selectors = input && input.type !== 'SpreadElement' ? this.functionsAt(input) : [];
          if (param && selectors.some((f) => this.returningNodes.has(f))) this.taintPattern(param, changed);
        });
      }
      // `filter<ApplicationRecord>((r) => …)`, `map<Application, Row>((app) => …)`: a callback handed to a call
      // whose first type argument is an application type takes one (not reduce's, whose type is the accumulator's).
      const call = node.parent;
      const first = node.params[0];
      if (call?.type === 'CallExpression' && call.arguments.includes(node as TSESTree.Expression) && first?.type === 'Identifier' && !first.typeAnnotation) {
        const typeArgument = call.typeArguments?.params[0];
        const method = calleeName(call.callee);
        if (typeArgument && method !== 'reduce' && method !== 'reduceRight' && this.isApplicationTypeNode(typeArgument)) this.taintPattern(first, changed);
      }
      // `createEntityAdapter<ApplicationDto>({ sortComparer: (a, b) => …, selectId: (app) => app.id })`: the
      // callbacks of the options a call typed by an application (not a list of them) is handed take one each.
      const options = call?.type === 'Property' && call.value === node && call.parent.type === 'ObjectExpression' ? call.parent.parent : undefined;
      const typed = options?.type === 'CallExpression' && options.arguments.includes(call.parent as TSESTree.ObjectExpression) ? options.typeArguments?.params[0] : undefined;
      if (typed?.type === 'TSTypeReference' && !typed.typeArguments && this.isApplicationTypeNode(typed))
        for (const param of node.params) if (param.type === 'Identifier' && !param.typeAnnotation) this.taintPattern(param, changed);
      const jsDoc = this.jsDocApplicationParams(node);
      for (const param of node.params) {
        const annotated = param.type === 'Identifier' || param.type === 'ObjectPattern' ? param.typeAnnotation : undefined;
        if ((annotated && this.isApplicationTypeNode(annotated.typeAnnotation)) || this.isTypedApplicationPattern(param) || (param.type === 'Identifier' && jsDoc.has(param.name)))
          this.taintPattern(param, changed);
      }
    }
  }

  /**
   * The parameter a type guard or validator of applications decides on: the one its type predicate
   * names (`value is ApplicationDto`), or the only one of a function named as such a check
   * (`isApplication(x)`, `isValidApplication`) in a file that talks to the service.
   */
  private guardedParameter(fn: TSESTree.FunctionLike): TSESTree.Parameter | undefined {
    const predicate = fn.returnType?.typeAnnotation;
    if (predicate?.type === 'TSTypePredicate' && predicate.parameterName.type === 'Identifier' && predicate.typeAnnotation && this.isApplicationTypeNode(predicate.typeAnnotation.typeAnnotation)) {
      const name = predicate.parameterName.name;
      return fn.params.find((p) => p.type === 'Identifier' && p.name === name);
    }
    const named = fn.params.length === 1 && fn.params[0]!.type === 'Identifier' ? functionName(fn) : undefined;
    return named && GUARD_NAME.test(named.name) && this.namesAreEvidence ? fn.params[0] : undefined;
  }

  /** With types, `({ currentStage }) => …` over applications: the pattern's own type says it. */
  private isTypedApplicationPattern(pattern: Node): boolean {
    return pattern.type === 'ObjectPattern' && !!this.typedIsApplication?.(pattern);
  }

  /** A function that returns applications, written here (`(client) => client.request(…)`), or the call of a curried request. */
  private givesReturning(value: Node): boolean {
    const inner = unwrap(value);
    if (isFunction(inner)) return this.returningNodes.has(inner);
    return inner.type === 'CallExpression' && this.isCurriedCall(inner);
  }

  private markReturning(fn: Node, changed: { value: boolean }, curried = false): void {
    const nodes = curried ? this.curriedNodes : this.returningNodes;
    // A function with no name of its own (`(id) => (client) => …`'s inner one) is news for the one that returns it.
    if (isFunction(fn) && !nodes.has(fn)) {
      nodes.add(fn);
      changed.value = true;
    }
    const functions = curried ? this.curriedFunctions : this.returningFunctions;
    const keys: (Variable | string)[] = [];
    if (fn.type === 'FunctionDeclaration' && fn.id) {
      const variable = this.bindings.variableOf(fn.id);
      if (variable) keys.push(variable);
    }
    const parent = fn.parent;
    if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') {
      const variable = this.bindings.variableOf(parent.id);
      if (variable) keys.push(variable);
    }
    if ((parent?.type === 'MethodDefinition' || parent?.type === 'Property' || parent?.type === 'PropertyDefinition') && !parent.computed) {
      const name = keyName(parent.key, false);
      if (name) keys.push(`.${name}`);
      // A store's getter or a component's computed property is read as a value: `getters.items`, `this.items`.
      const group = parent.type === 'Property' && parent.parent?.type === 'ObjectExpression' ? parent.parent.parent : undefined;
      const groupName = group?.type === 'Property' ? keyName(group.key, group.computed) : undefined;
      if (name && groupName && VALUE_GETTER_GROUPS.has(groupName)) keys.push(`${GETTER_KEY}${name}`);
    }
    for (const key of keys) {
      if (!functions.has(key)) {
        functions.add(key);
        changed.value = true;
      }
    }
  }

  private stepCall(call: TSESTree.CallExpression, changed: { value: boolean }): void {
    const callee = unwrap(call.callee);
    this.stepStore(call, callee, changed);
    // `$.getJSON(url, query, (data) => …)`, `$.ajax({ url, success(data) {…} })`: the body handed to the success callback.
    if (this.responses.has(call)) for (const fn of successCallbacks(call)) if (fn.params[0]) this.taintPattern(fn.params[0], changed);
    // `mirror.upsert(app)`, `cache.put(id, app)`: an object of the team's own that keeps them.
    if (callee.type === 'MemberExpression' && KEEPING_VERBS.has(memberName(callee) ?? '')) {
      const keeper = this.keeperKey(callee.object);
      if (keeper && !this.keptIn.has(keeper) && call.arguments.some((arg) => arg.type !== 'SpreadElement' && this.isApplication(arg, 0, false))) {
        this.keptIn.add(keeper);
        changed.value = true;
      }
    }
    // `mirror.where((row) => row.state !== 'HIRED')`: each row it keeps, handed to the callback.
    if (this.keptIn.size > 0 && callee.type === 'MemberExpression' && ROW_CALLBACK_VERBS.has(memberName(callee) ?? '')) {
      const keeper = this.keeperKey(callee.object);
      const fn = call.arguments[0] && call.arguments[0].type !== 'SpreadElement' ? unwrap(call.arguments[0]) : undefined;
      if (keeper && this.keptIn.has(keeper) && fn && isFunction(fn) && fn.params[0]) this.taintPattern(fn.params[0], changed);
    }
    // `cache.set(key, body)` of a `new Map()` given applications: its `get` gives them back.
    const keyed = call.arguments[1];
    if (callee.type === 'MemberExpression' && memberName(callee) === 'set' && keyed && keyed.type !== 'SpreadElement' && unwrap(callee.object).type === 'Identifier') {
      const map = this.bindings.variableOf(unwrap(callee.object));
      const init = map && this.bindings.initializerOf(map);
      if (map && !this.mapsOfApplications.has(map) && init?.type === 'NewExpression' && MAP_CLASSES.has(calleeName(init.callee) ?? '') && this.isApplication(keyed, 0, false)) {
        this.mapsOfApplications.add(map);
        changed.value = true;
      }
    }
    // Vuex: `commit(SET_ITEMS, list)` runs the mutation of that name with the list.
    const handlers = STORE_HANDLERS[calleeName(callee) ?? ''];
    const [type, payload] = call.arguments;
    if (handlers && type && payload && type.type !== 'SpreadElement' && payload.type !== 'SpreadElement' && this.isApplication(payload, 0, false))
      for (const handler of this.storeHandlers(handlers, type)) if (handler.params[1]) this.taintPattern(handler.params[1], changed);
    // jQuery's `$.map(apps, (a) => …)`, `$.grep(apps, (a) => …)`, `$.each(apps, (i, a) => …)`: the callback receives the elements.
    const element = jqueryElementParameter(call);
    if (element !== undefined) {
      const [subject, fn] = call.arguments;
      if (subject && subject.type !== 'SpreadElement' && fn && isFunction(fn) && fn.params[element] && this.isApplication(subject, 0, false)) this.taintPattern(fn.params[element], changed);
      return;
    }
    // `_.mapValues(byJob, (list) => …)`, `_.maxBy(apps, (a) => …)`: the callback receives the elements.
    const lib = libraryFunction(call, this.bindings);
    if (lib && ELEMENT_CALLBACK_FUNCTIONS.has(lib)) {
      const subject = call.arguments[0];
      const cb = call.arguments[1];
      if (subject && subject.type !== 'SpreadElement' && cb && this.isApplication(subject, 0, false)) {
        const index = lib === 'reduce' ? 1 : 0;
        // `_.sortBy(apps, [(a) => a.currentStage.order, 'id'])`: each iteratee of a list receives the elements too.
        const callbacks = cb.type === 'ArrayExpression' ? cb.elements : [cb];
        for (const fn of callbacks) if (fn && isFunction(fn) && fn.params[index]) this.taintPattern(fn.params[index], changed);
      }
      return;
    }
    if (callee.type === 'MemberExpression') {
      const name = memberName(callee);
      // `Promise.all([listApps(), listJobs()]).then(([apps, jobs]) => …)`
      const first = call.arguments[0];
      if (name === 'then' && first && isFunction(first) && first.params[0]?.type === 'ArrayPattern' && this.stepPromiseAll(first.params[0], callee.object, changed))
        return;
      // RxJS: `http.get<Application[]>(url).pipe(tap((apps) => …), map((apps) => …))`, `.subscribe((apps) => …)`.
      if (name === 'pipe' && this.isApplication(callee.object, 0, false)) {
        this.stepPipe(call, changed);
        return;
      }
      if (name === 'subscribe' && this.isApplication(callee.object, 0, false)) {
        const arg = call.arguments[0] && unwrap(call.arguments[0]);
        const cb = arg?.type === 'ObjectExpression' ? arg.properties.find((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key, p.computed) === 'next')?.value : arg;
        if (cb && isFunction(cb) && cb.params[0]) this.taintPattern(cb.params[0], changed);
        return;
      }
      if (name === 'then' && this.isApplication(callee.object, 0, false)) {
        const cb = call.arguments[0];
        if (cb && isFunction(cb) && cb.params[0]) this.taintPattern(cb.params[0], changed);
        // `.then(setApplications)` / `.then(render)`
        if (cb?.type === 'Identifier' && !this.taintStateOfSetter(cb, changed)) this.taintFunctionParam(cb, 0, changed);
        return;
      }
      // `rows.push(app)`, `rows.push(...batch)`, `seen.add(app)`: a list being filled with applications holds them.
      if ((name === 'push' || name === 'unshift' || name === 'add') && unwrap(callee.object).type === 'Identifier') {
        if (call.arguments.some((arg) => this.isApplication(arg.type === 'SpreadElement' ? arg.argument : arg, 0, false))) this.taintPattern(unwrap(callee.object), changed);
        return;
      }
      // `_(apps).groupBy((a) => …)`, `_.chain(apps).sortBy(…).countBy((a) => …)`: a lodash wrapper's methods are lodash's.
      if (name !== undefined && ELEMENT_CALLBACK_FUNCTIONS.has(name) && !Object.hasOwn(ELEMENT_CALLBACKS, name) && this.isLodashWrapper(callee.object) && this.isApplication(callee.object, 0, false)) {
        const cb = call.arguments[0];
        const fn = cb && cb.type !== 'SpreadElement' ? unwrap(cb) : undefined;
        if (fn && isFunction(fn) && fn.params[name === 'reduce' ? 1 : 0]) this.taintPattern(fn.params[name === 'reduce' ? 1 : 0]!, changed);
        return;
      }
      const index = name !== undefined ? ELEMENT_CALLBACKS[name] : undefined;
      if (index !== undefined && this.isApplication(callee.object, 0, false)) {
        const cb = call.arguments[0];
        // `apps.forEach(renderRow)`, `rows.sort(SORTS[key])`: functions of the file used as the callback too.
        const fns = cb && isFunction(cb) ? [cb] : cb && cb.type !== 'SpreadElement' ? this.functionsAt(cb) : [];
        for (const fn of fns) for (const i of elementParameters(name)) if (fn.params[i]) this.taintPattern(fn.params[i], changed);
        return;
      }
      // `col.value(rec)` over `COLUMNS = [{ value: (rec) => rec.state }]`, `this.format(app)`: the functions of
      // the file the callee may be receive what they are called with.
      if (!GLOBAL_OBJECTS.has(calleeName(callee.object) ?? ''))
        call.arguments.forEach((arg, i) => {
          if (arg.type === 'SpreadElement' || !this.isApplication(arg)) return;
          for (const fn of this.functionsHandedWith(callee, arg) ?? this.functionsAt(callee)) if (fn.params[i]) this.taintPattern(fn.params[i], changed);
        });
      return;
    }
    // `summarise(name)(records)`, `fp.map(toRow)(apps)`: the function the call gives receives them.
    if (callee.type === 'CallExpression')
      call.arguments.forEach((arg, i) => {
        if (arg.type !== 'SpreadElement' && this.isApplication(arg)) this.applyFunction(callee, i, changed);
      });
    if (callee.type === 'Identifier') {
      // `toRows(records)` of `const toRows = fp.flow(fp.map(toRow), …)`: the composition's steps receive them.
      const held = this.bindings.initializerOf(this.bindings.variableOf(callee));
      if (held && unwrap(held).type === 'CallExpression')
        call.arguments.forEach((arg, i) => {
          if (arg.type !== 'SpreadElement' && this.isApplication(arg)) this.applyFunction(held, i, changed);
        });
      // React: `const [apps, setApps] = useState([])` … `setApps(await res.json())`
      const arg = call.arguments[0];
      if (arg && arg.type !== 'SpreadElement' && this.isSetter(callee) && this.isApplication(arg)) {
        this.taintStateOfSetter(callee, changed);
        return;
      }
      // A local function called with an application: its parameter is one too.
      call.arguments.forEach((arg, i) => {
        if (arg.type !== 'SpreadElement' && this.isApplication(arg)) this.taintFunctionParam(callee, i, changed);
      });
      // `renderTable(rows, COLUMNS)` of another module that calls `col.get(row)`: the table's functions receive the rows.
      for (const pair of this.localFunction(callee) ? [] : (this.externalHands?.(callee) ?? [])) {
        const records = call.arguments[pair.records];
        const functions = call.arguments[pair.functions];
        if (!records || !functions || records.type === 'SpreadElement' || functions.type === 'SpreadElement' || !this.isApplication(records, 0, false)) continue;
        followValue(functions, this.bindings, {
          reach: (n, path) => {
            if (path.length || !isFunction(n)) return false;
            const param = n.params[pair.argument];
            if (param) this.taintPattern(param, changed);
            return true;
          },
        }, pair.path);
      }
      // `tally(apps, (a) => a.state)` where `tally(list, keyOf)` calls `keyOf(item)` for each item of `list`.
      const fn = this.localFunction(callee);
      if (fn)
        call.arguments.forEach((cb, j) => {
          if (!isFunction(cb) || !cb.params[0]) return;
          const list = call.arguments.findIndex((arg, i) => i !== j && arg.type !== 'SpreadElement' && this.isApplication(arg));
          if (list >= 0 && callsWithElements(fn, list, j, this.bindings)) this.taintPattern(cb.params[0], changed);
        });
    }
  }

  /** The operators of a `pipe` on applications: each callback before a `map` that makes something else receives them. */
  private stepPipe(call: TSESTree.CallExpression, changed: { value: boolean }): void {
    for (const op of call.arguments) {
      const operator = op.type === 'CallExpression' ? calleeName(op.callee) : undefined;
      if (!op || op.type !== 'CallExpression' || !operator || !RXJS_OPERATORS.has(operator)) return;
      const cb = op.arguments[0];
      if (RXJS_CALLBACK_OPERATORS.has(operator) && cb && isFunction(cb) && cb.params[0]) this.taintPattern(cb.params[0], changed);
      if (RXJS_MAPPING_OPERATORS.has(operator) && !(cb && isFunction(cb) && returnedBy(cb).some((r) => this.isApplication(r, 0, false)))) return;
    }
  }

  /** Does `obs.pipe(…)` emit applications, given that `obs` does? */
  private pipeEmitsApplications(call: TSESTree.CallExpression, depth: number, typed: boolean): boolean {
    for (const op of call.arguments) {
      const operator = op.type === 'CallExpression' ? calleeName(op.callee) : undefined;
      if (!op || op.type !== 'CallExpression' || !operator || !RXJS_OPERATORS.has(operator)) return false;
      const cb = op.arguments[0];
      if (RXJS_MAPPING_OPERATORS.has(operator) && !(cb && isFunction(cb) && returnedBy(cb).some((r) => this.isApplication(r, depth + 1, typed)))) return false;
    }
    return true;
  }

  /**
   * `const [apps, jobs] = await Promise.all([fetchApps(), fetchJobs()])`: each position of the
   * pattern gets the value of the same position of the array. Returns whether `value` was such a call.
   */
  private stepPromiseAll(pattern: TSESTree.ArrayPattern, value: Node, changed: { value: boolean }): boolean {
    let inner = unwrap(value);
    if (inner.type === 'AwaitExpression') inner = unwrap(inner.argument);
    const list = inner.type === 'CallExpression' ? promiseAllList(inner) : undefined;
    if (list?.type !== 'ArrayExpression') return false;
    pattern.elements.forEach((element, i) => {
      const source = list.elements[i];
      if (!element || element.type === 'RestElement' || !source || source.type === 'SpreadElement') return;
      if (this.isApplication(source, 0, false)) this.taintPattern(element, changed);
    });
    return true;
  }

  /** `apps` of `apps.value` where `const apps = ref(…)` (or `shallowRef`): Vue's reactive reference. */
  private refOfValue(node: Node): TSESTree.Identifier | undefined {
    if (node.type !== 'MemberExpression' || memberName(node) !== 'value' || node.object.type !== 'Identifier') return undefined;
    const def = this.bindings.variableOf(node.object)?.defs[0];
    if (def?.type !== 'Variable') return undefined;
    const init = def.node.init;
    return init?.type === 'CallExpression' && VUE_REFS.has(calleeName(init.callee) ?? '') ? node.object : undefined;
  }

  /** Stores: what is set into them, and the callbacks that read them (see appStores). */
  private stepStore(call: TSESTree.CallExpression, callee: Node, changed: { value: boolean }): void {
    const addStore = (variable: Variable | undefined): void => {
      if (variable && !this.appStores.has(variable)) {
        this.appStores.add(variable);
        changed.value = true;
      }
    };
    const [first, second] = call.arguments;
    if (callee.type === 'MemberExpression' && !callee.computed && unwrap(callee.object).type === 'Identifier') {
      const store = this.bindings.variableOf(unwrap(callee.object));
      const method = memberName(callee);
      if (!store || call.arguments.length !== 1 || !first || first.type === 'SpreadElement') return;
      // `apps.set(list)`: one value, the store's (a Map's `set` takes two).
      if (method === 'set' && this.isApplication(first, 0, false)) addStore(store);
      if (method === 'update' && isFunction(first)) {
        if (this.appStores.has(store) && first.params[0]) this.taintPattern(first.params[0], changed);
        if (returnedBy(first).some((r) => this.isApplication(r, 0, false))) addStore(store);
      }
      if (method === 'subscribe' && isFunction(first) && first.params[0] && this.appStores.has(store)) this.taintPattern(first.params[0], changed);
      return;
    }
    // `derived(apps, ($apps) => …)`, `derived([apps, tab], ([$apps, $tab]) => …)`: the callback sees their values.
    if (calleeName(callee) !== 'derived' || !first || first.type === 'SpreadElement' || !second || !isFunction(second) || !second.params[0]) return;
    const sources = first.type === 'ArrayExpression' ? first.elements : [first];
    const pattern = second.params[0];
    sources.forEach((source, i) => {
      const variable = source && unwrap(source).type === 'Identifier' ? this.bindings.variableOf(unwrap(source)) : undefined;
      if (!variable || !this.appStores.has(variable)) return;
      const param = first.type === 'ArrayExpression' ? (pattern.type === 'ArrayPattern' ? pattern.elements[i] : undefined) : pattern;
      if (param) this.taintPattern(param, changed);
    });
    const holder = call.parent;
    if (holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier' && returnedBy(second).some((r) => this.isApplication(r, 0, false))) addStore(this.bindings.variableOf(holder.id));
  }

  /** `setApps` of `const [apps, setApps] = useState(…)` (or any `use…State` hook). */
  private isSetter(id: TSESTree.Identifier): boolean {
    return this.stateOfSetter(id) !== undefined;
  }

  private stateOfSetter(id: TSESTree.Identifier): TSESTree.DestructuringPattern | undefined {
    const def = this.bindings.variableOf(id)?.defs[0];
    if (def?.type !== 'Variable') return undefined;
    const declarator = def.node;
    if (
      declarator.id.type === 'ArrayPattern' &&
      declarator.id.elements[1] === def.name &&
      declarator.init?.type === 'CallExpression' &&
      /^use[A-Z]?\w*State$/.test(calleeName(declarator.init.callee) ?? '')
    )
      return declarator.id.elements[0] ?? undefined;
    return undefined;
  }

  private taintStateOfSetter(id: TSESTree.Identifier, changed: { value: boolean }): boolean {
    const state = this.stateOfSetter(id);
    if (state) this.taintPattern(state, changed);
    return state !== undefined;
  }

  /**
   * A function value applied to applications (at argument `index`): a function of the file (its
   * parameter), a composition (`fp.flow(fp.map(toRow), …)`: its first step, and the next while each
   * keeps the elements), a lodash/fp call given its iteratee (`fp.countBy(statusOf)`: the iteratee
   * receives each element), or the call of a curried function of the file (`summarise(name)`: what it returns).
   */
  private applyFunction(fn: Node, index: number, changed: { value: boolean }, depth = 0): void {
    if (depth > 4) return;
    const inner = unwrap(fn);
    if (isFunction(inner)) {
      if (inner.params[index]) this.taintPattern(inner.params[index], changed);
      return;
    }
    if (inner.type === 'Identifier') {
      const held = this.bindings.initializerOf(this.bindings.variableOf(inner));
      if (held && unwrap(held).type === 'CallExpression') this.applyFunction(held, index, changed, depth + 1);
      else for (const each of this.functionsAt(inner)) if (each.params[index]) this.taintPattern(each.params[index], changed);
      return;
    }
    if (inner.type !== 'CallExpression') return;
    const curried = curriedIteratee(inner, this.bindings);
    if (curried) {
      if (!this.appliedIteratees.has(inner)) {
        this.appliedIteratees.add(inner);
        changed.value = true;
      }
      const iteratee = unwrap(curried.iteratee);
      for (const each of isFunction(iteratee) ? [iteratee] : this.functionsAt(iteratee)) if (each.params[0]) this.taintPattern(each.params[0], changed);
      return;
    }
    const steps = composedSteps(inner, this.bindings);
    if (steps) {
      for (const step of steps) {
        this.applyFunction(step, 0, changed, depth + 1);
        const next = unwrap(step);
        const keeps = next.type === 'CallExpression' ? curriedIteratee(next, this.bindings) : undefined;
        if (!keeps || !ELEMENT_RETURNING_FUNCTIONS.has(keeps.name)) break;
      }
      return;
    }
    for (const outer of this.functionsAt(inner.callee)) for (const made of returnedBy(outer)) if (isFunction(unwrap(made))) this.applyFunction(made, index, changed, depth + 1);
  }

  /** A lodash wrapper: `_(list)`, `_.chain(list)`, and the calls of its methods that keep the elements (`.sortBy(…)`). */
  private isLodashWrapper(node: Node, depth = 0): boolean {
    const inner = unwrap(node);
    if (inner.type !== 'CallExpression' || depth > 8) return false;
    const lib = libraryFunction(inner, this.bindings);
    if (LODASH_WRAPPING.has(lib ?? '')) return true;
    const method = inner.callee.type === 'MemberExpression' ? memberName(inner.callee) : undefined;
    return inner.callee.type === 'MemberExpression' && method !== undefined && ELEMENT_RETURNING_FUNCTIONS.has(method) && this.isLodashWrapper(inner.callee.object, depth + 1);
  }

  private taintFunctionParam(callee: TSESTree.Identifier, index: number, changed: { value: boolean }): void {
    const fn = this.localFunction(callee);
    // `const getter = COLUMN_GETTERS[col]; getter(app)`: each function of the table it is taken from.
    for (const each of fn ? [fn] : this.functionsAt(callee)) {
      const param = each.params[index];
      if (param) this.taintPattern(param, changed);
    }
  }

  /** The functions of the file a callback expression may be (a name, a member of a table of functions). */
  /** `this.send(req)`, `logged(res)`: a function of the file that gives back what it is handed, handed an application or its request. */
  private passesOnApplication(call: TSESTree.CallExpression, depth: number, typed: boolean): boolean {
    const callee = unwrap(call.callee);
    const method = callee.type === 'MemberExpression' ? methodOfThis(callee) : undefined;
    const handed = (index: number | undefined): boolean => {
      const argument = index === undefined ? undefined : call.arguments[index];
      return !!argument && argument.type !== 'SpreadElement' && this.isApplication(argument, depth + 1, typed);
    };
    const local = method ? [method] : this.functionsAt(callee);
    // `listFrom(data)` imported from the team's HTTP helpers: what its module says it gives back.
    if (local.length === 0) return handed(this.externalPasses?.(callee));
    return local.some((fn) => handed(returnedParameter(fn, this.bindings)));
  }

  /** What a store of the team's own is known by: its variable, or `this.table` in a class. */
  private keeperKey(node: Node): Variable | string | undefined {
    const inner = unwrap(node);
    if (inner.type === 'Identifier') return this.bindings.variableOf(inner);
    const path = inner.type === 'MemberExpression' ? memberPath(inner) : undefined;
    return path?.startsWith('this.') ? path : undefined;
  }

  private functionsAt(node: Node): TSESTree.FunctionLike[] {
    const memo = this.functionsMemo.get(node);
    if (memo) return memo;
    const out: TSESTree.FunctionLike[] = [];
    followValue(node, this.bindings, { reach: (n, path) => !path.length && isFunction(n) && (out.push(n), true) });
    this.functionsMemo.set(node, out);
    return out;
  }
  private readonly functionsMemo = new Map<Node, TSESTree.FunctionLike[]>();

  /**
   * `c.value(row)` in `toCsv(rows, columns)`, where the function called and the record it is handed
   * come from two parameters of one function: the functions of the calls of it that hand it
   * applications (`toCsv(apps, LIVE_COLUMNS)`) and its defaults, not those only handed with rows of the
   * team's own table (`toCsv(dbRows, WAREHOUSE_COLUMNS)`). Undefined where they do not come so.
   */
  private functionsHandedWith(callee: Node, arg: Node): TSESTree.FunctionLike[] | undefined {
    const called = this.parameterOrigin(callee);
    const handed = called && this.parameterOrigin(arg);
    if (!called || !handed || called.fn !== handed.fn || called.index === handed.index) return undefined;
    const withApplications = new Set<Node>();
    const withOthers = new Set<Node>();
    for (const site of callsOf(called.fn, this.bindings)) {
      const records = site.arguments[handed.index];
      const functions = site.arguments[called.index];
      if (!records || !functions || records.type === 'SpreadElement' || functions.type === 'SpreadElement') continue;
      const into = this.isApplication(records, 0, false) ? withApplications : withOthers;
      followValue(functions, this.bindings, { reach: (n, path) => !path.length && isFunction(n) && (into.add(n), true) }, called.path);
    }
    return this.functionsAt(callee).filter((fn) => withApplications.has(fn) || !withOthers.has(fn));
  }

  /** The one parameter of a function (not a callback's) a value comes from, with the path still to take from it. */
  private parameterOrigin(node: Node): ParameterOrigin | undefined {
    return parameterOriginOf(node, this.bindings);
  }

  private localFunction(id: TSESTree.Identifier): TSESTree.FunctionLike | undefined {
    const variable = this.bindings.variableOf(id);
    return variable && functionOfVariable(variable);
  }

  /** `<ApplicationRow application={app} />` → `function ApplicationRow({ application })`. */
  private stepJsxAttribute(attr: TSESTree.JSXAttribute, changed: { value: boolean }): void {
    if (attr.value?.type !== 'JSXExpressionContainer' || attr.value.expression.type === 'JSXEmptyExpression') return;
    if (!this.isApplication(attr.value.expression)) return;
    const element = attr.parent;
    if (element?.type !== 'JSXOpeningElement' || element.name.type !== 'JSXIdentifier') return;
    const propName = attr.name.type === 'JSXIdentifier' ? attr.name.name : undefined;
    const scopeRef = this.findComponent(element.name);
    const props = scopeRef?.params[0];
    if (!props || props.type !== 'ObjectPattern' || !propName) return;
    for (const prop of props.properties) {
      if (prop.type === 'Property' && keyName(prop.key, prop.computed) === propName) this.taintPattern(prop.value, changed);
    }
  }

  private findComponent(name: TSESTree.JSXIdentifier): TSESTree.FunctionLike | undefined {
    const variable = this.bindings.variableOf(name);
    if (variable) return functionOfVariable(variable);
    return undefined;
  }
}

/**
 * Calls that give back an object of the type they are handed as their type argument: Vue's
 * `defineProps<{ application: Application }>()` (also inside `withDefaults(…)`), MobX-State-Tree's
 * `getSnapshot<RootSnapshot>(store)`. Conventions, as data.
 */
const TYPED_FACTORIES = new Set(['defineProps', 'getSnapshot']);
const FACTORY_WRAPPERS = new Set(['withDefaults']);

/** The type a variable's initializer gives it by such a call, if it is one. */
function factoryType(init: Node | null | undefined): TSESTree.TypeNode | undefined {
  let call = init ? unwrap(init) : undefined;
  if (call?.type === 'CallExpression' && FACTORY_WRAPPERS.has(calleeName(call.callee) ?? '') && call.arguments[0]) call = unwrap(call.arguments[0]);
  if (call?.type !== 'CallExpression' || !TYPED_FACTORIES.has(calleeName(call.callee) ?? '')) return undefined;
  return call.typeArguments?.params[0];
}

/** Reselect's (and Redux Toolkit's) selector factories: their last argument combines what the others select. */
const COMBINING_SELECTORS = new Set(['createSelector', 'createDraftSafeSelector']);

/**
 * Promise libraries' calls that settle an object of promises to an object of their values, by key:
 * AngularJS's `$q.all({ … })`, Bluebird's `Promise.props`, RSVP's `hash`.
 */
const OBJECT_SETTLING = new Set(['all', 'props', 'hash']);

/** The object of promises `$q.all({ application: api.get(id) })` settles. */
function settledObject(call: TSESTree.CallExpression): TSESTree.ObjectExpression | undefined {
  const callee = unwrap(call.callee);
  const object = call.arguments[0] && unwrap(call.arguments[0]);
  return callee.type === 'MemberExpression' && OBJECT_SETTLING.has(memberName(callee) ?? '') && object?.type === 'ObjectExpression' ? object : undefined;
}

/** The object of promises a `.then` callback's parameter is settled from (`$q.all({ … }).then(function (r) { … })`). */
function settledObjectOf(variable: Variable): TSESTree.ObjectExpression | undefined {
  const def = variable.defs[0];
  const fn = def?.type === 'Parameter' ? (def.node as TSESTree.FunctionLike) : undefined;
  const call = fn?.parent;
  if (!fn || fn.params[0] !== def?.name || call?.type !== 'CallExpression' || call.arguments[0] !== fn || call.callee.type !== 'MemberExpression' || memberName(call.callee) !== 'then') return undefined;
  const receiver = unwrap(call.callee.object);
  return receiver.type === 'CallExpression' ? settledObject(receiver) : undefined;
}

/**
 * The list `Promise.all(list)` settles. Only `all` resolves to one value per element (`race`/`any`
 * give one value, `allSettled` wrappers).
 */
function promiseAllList(call: TSESTree.CallExpression): Node | undefined {
  const callee = unwrap(call.callee);
  if (callee.type !== 'MemberExpression' || memberName(callee) !== 'all') return undefined;
  const object = unwrap(callee.object);
  const list = call.arguments[0];
  return object.type === 'Identifier' && object.name === 'Promise' && list && list.type !== 'SpreadElement' ? list : undefined;
}
