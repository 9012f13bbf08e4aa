/**
 * Property paths as data: utility libraries read a record's fields from strings
 * (`_.get(app, 'currentStage.name')`, `_.countBy(apps, 'state')`, `_.sortBy(apps, ['currentStage.order'])`)
 * and match them with objects (`_.filter(apps, { state: 'SCREENING' })`). The conventions are data
 * here, so a library with the same shape needs a row, not a branch.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { calleeName, unwrap, walk, type Node } from './ast.js';
import { functionOfCallee, moduleSourceOf, type Bindings } from './scope.js';

/** Modules whose functions take property paths; `_` and these modules' bindings name them. */
export const PATH_LIBRARIES = ['lodash', 'lodash-es', 'underscore', 'lodash/fp'] as const;

/**
 * How a function reads its path argument: `object` reads one record, `collection` each element,
 * `keys` copies the named fields of one record into an object of its own (`_.pick(app, ['id', 'state'])`).
 */
interface PathConvention {
  /** Index of the record or collection argument. */
  subject: number;
  /** Index of the path / iteratee argument. */
  path: number;
  kind: 'object' | 'collection' | 'keys';
}

const COLLECTION = (names: string[]): [string, PathConvention][] => names.map((n) => [n, { subject: 0, path: 1, kind: 'collection' }]);
export const PATH_FUNCTIONS = new Map<string, PathConvention>([
  ['get', { subject: 0, path: 1, kind: 'object' }],
  ['has', { subject: 0, path: 1, kind: 'object' }],
  ['result', { subject: 0, path: 1, kind: 'object' }],
  ['property', { subject: -1, path: 0, kind: 'collection' }],
  ['pick', { subject: 0, path: 1, kind: 'keys' }],
  ...COLLECTION([
    'countBy', 'groupBy', 'keyBy', 'map', 'flatMap', 'sortBy', 'orderBy', 'uniqBy', 'maxBy', 'minBy', 'sumBy', 'meanBy',
    'filter', 'find', 'findLast', 'reject', 'partition', 'some', 'every', 'pluck', 'where', 'findWhere',
  ]),
]);

/** Functions whose callback (argument 1) receives each element, or each value of an object of lists. */
export const ELEMENT_CALLBACK_FUNCTIONS = new Set([
  'forEach', 'each', 'map', 'flatMap', 'filter', 'reject', 'find', 'findLast', 'some', 'every', 'countBy', 'groupBy', 'keyBy',
  'sortBy', 'orderBy', 'uniqBy', 'maxBy', 'minBy', 'sumBy', 'meanBy', 'partition', 'mapValues', 'forOwn', 'pickBy', 'omitBy', 'reduce',
]);
/** Functions that return some of the elements (or lists/objects of them) of the collection they are given. */
/** Functions that give their subject's elements in groups, keyed (`_.groupBy(apps, f)`): `Object.values` of it gives lists of them. */
export const GROUPING_FUNCTIONS = new Set(['groupBy', 'keyBy', 'partition', 'chunk']);

export const ELEMENT_RETURNING_FUNCTIONS = new Set([
  'filter', 'reject', 'find', 'findLast', 'sortBy', 'orderBy', 'uniqBy', 'uniq', 'maxBy', 'minBy', 'groupBy', 'keyBy', 'partition',
  'first', 'head', 'last', 'take', 'takeRight', 'drop', 'dropRight', 'compact', 'flatten', 'values', 'toArray', 'chunk', 'shuffle',
  'sample', 'sampleSize', 'without', 'nth', 'flatMap', 'pickBy', 'omitBy', 'where', 'findWhere',
  // `_.chain(apps)`, `_(apps)`: a wrapper whose methods (`.map(cb)`, `.filter(cb)`) see the same elements.
  'chain', '_',
]);

/**
 * Globals whose functions are a utility library's, with lodash's argument order: `_` (lodash,
 * underscore), and AngularJS's `angular` (`angular.forEach(list, (value, key) => …)`, `angular.extend`).
 */
const UTILITY_GLOBALS = new Set(['_', 'angular']);

/** A call of a utility library's function (`_.maxBy(…)`, `maxBy(…)` imported from lodash): its name. */
export function libraryFunction(call: TSESTree.CallExpression, bindings: Bindings): string | undefined {
  const callee = unwrap(call.callee);
  const name = calleeName(callee);
  if (!name) return undefined;
  const base = callee.type === 'MemberExpression' ? unwrap(callee.object) : callee;
  if (base.type !== 'Identifier') return undefined;
  return UTILITY_GLOBALS.has(base.name) || fromLibrary(base, bindings) ? name : undefined;
}

/** Is the call's function lodash/fp's (`fp.pick(['body'], note)`), which takes its data last? */
export function fromFpLibrary(call: TSESTree.CallExpression, bindings: Bindings): boolean {
  const callee = unwrap(call.callee);
  const base = callee.type === 'MemberExpression' ? unwrap(callee.object) : callee;
  const source = base.type === 'Identifier' ? moduleSourceOf(base, bindings) : undefined;
  return !!source && /^lodash\/fp(?:[./]|$)/.test(source);
}

/**
 * lodash/underscore functions whose result holds the keys of the objects they are handed (some of
 * them): `_.pickBy({ state, jobId }, Boolean)`, `_.omit(q, 'page')`, `_.merge({}, defaults, f)`.
 */
export const KEY_KEEPING_FUNCTIONS = new Set(['pickBy', 'omitBy', 'pick', 'omit', 'clone', 'cloneDeep', 'merge', 'defaults', 'defaultsDeep', 'assign', 'extend', 'assignIn']);

export interface PathUse {
  call: TSESTree.CallExpression;
  convention: PathConvention;
  /** The function's name (`get`, `countBy`). */
  name: string;
  /** A method of a chain (`_.chain(apps).groupBy('state')`): the collection the chain began with, its path the method's first argument. */
  chained?: Node;
  /** A model's own getter (`model.get('state')`): the model reads the path from its attributes, not from own properties. */
  getter?: true;
  /** An assertion about the subject's property (`expect(app).to.have.property('currentStage')`): it reads no value to derive. */
  asserted?: true;
}

/**
 * Models that keep a record's fields as attributes read by name: Backbone's and Ember's `model.get('state')`
 * (Ember's a dotted path: `this.get('currentStage.type')`), Ext JS records' `record.get('state')`,
 * Immutable's `map.get('state')` and `map.getIn(['currentStage', 'name'])`. Method and path index, as data.
 */
const ATTRIBUTE_GETTERS = new Map<string, PathConvention>([
  ['get', { subject: -1, path: 0, kind: 'object' }],
  ['getIn', { subject: -1, path: 0, kind: 'object' }],
]);
/**
 * A collection of such models matched by attributes, each compared with `===` by its getter:
 * Backbone's `apps.where({ state: 'SCREENING' })` and `findWhere(…)` (`where(attrs, true)` is the latter).
 */
const ATTRIBUTE_MATCHERS = new Map<string, PathConvention>([
  ['where', { subject: -1, path: 0, kind: 'collection' }],
  ['findWhere', { subject: -1, path: 0, kind: 'collection' }],
]);
/** Its methods that take an attribute's name for each model: Backbone's `apps.groupBy('state')`, `pluck('currentStage')`. */
const ATTRIBUTE_ITERATEES = new Map<string, PathConvention>(['groupBy', 'countBy', 'sortBy', 'indexBy', 'pluck'].map((n) => [n, { subject: -1, path: 0, kind: 'collection' }]));

/**
 * Assertions that a subject has a property, by path: chai's `expect(app).to.have.property('currentStage')`
 * (`.nested.property('currentStage.name')`, `.own.property(…)`) and Jest's and Vitest's
 * `expect(app).toHaveProperty('currentStage.name')`. The subject is what the assertion's root (`expect`)
 * is handed, the path the method's first argument.
 */
const ASSERTED_PROPERTIES = new Map<string, PathConvention>(['property', 'nestedProperty', 'ownProperty', 'haveOwnProperty', 'toHaveProperty'].map((n) => [n, { subject: -1, path: 0, kind: 'object' }]));
const ASSERTION_ROOTS = new Set(['expect']);

/** The subject of an assertion chain (`expect(app).to.not.have`): the argument of its root call. */
function assertionSubject(chain: Node): Node | undefined {
  let at = unwrap(chain);
  for (let depth = 0; depth < 8 && at.type === 'MemberExpression'; depth++) at = unwrap(at.object);
  if (at.type !== 'CallExpression' || !ASSERTION_ROOTS.has(calleeName(at.callee) ?? '')) return undefined;
  const subject = at.arguments[0];
  return subject && subject.type !== 'SpreadElement' ? subject : undefined;
}

/**
 * lodash/fp: the same functions, iteratee or path first and data last, often curried
 * (`fp.getOr('none', 'currentStage.name')` applied later): the record is the argument after the path, if given.
 */
export const FP_PATH_FUNCTIONS = new Map<string, PathConvention>([
  ['get', { subject: 1, path: 0, kind: 'object' }],
  ['getOr', { subject: 2, path: 1, kind: 'object' }],
  ['has', { subject: 1, path: 0, kind: 'object' }],
  ['property', { subject: -1, path: 0, kind: 'collection' }],
  // `fp.matches({ state: 'SCREENING' })`: a predicate of the record it is applied to.
  ['matches', { subject: -1, path: 0, kind: 'collection' }],
  ['pick', { subject: 0, path: 1, kind: 'keys' }],
  ...[...PATH_FUNCTIONS].filter(([, c]) => c.kind === 'collection' && c.subject === 0).map(([n]): [string, PathConvention] => [n, { subject: 1, path: 0, kind: 'collection' }]),
]);

/**
 * Functions that compose functions (`fp.flow(fp.groupBy('state'), fp.mapValues(fp.size))`): which of
 * those handed receives the composed function's arguments, the first or the last.
 */
export const COMPOSERS = new Map<string, 'first' | 'last'>([
  ['flow', 'first'], ['pipe', 'first'], ['flowRight', 'last'], ['compose', 'last'],
]);

/** The composition a path call is handed to as the function that receives its arguments, if it is. */
export function composedBy(call: TSESTree.CallExpression, bindings: Bindings): TSESTree.CallExpression | undefined {
  const parent = call.parent;
  if (parent?.type !== 'CallExpression' || parent.callee === call) return undefined;
  const name = calleeName(unwrap(parent.callee));
  const which = name ? COMPOSERS.get(name) : undefined;
  const base = parent.callee.type === 'MemberExpression' ? unwrap(parent.callee.object) : unwrap(parent.callee);
  if (!which || base.type !== 'Identifier' || !(base.name === '_' || fromLibrary(base, bindings))) return undefined;
  const receiving = which === 'first' ? parent.arguments[0] : parent.arguments.at(-1);
  return receiving === call ? parent : undefined;
}

/**
 * A lodash/fp collection function given its iteratee only (`fp.map(toRow)`, `fp.countBy(statusOf)`,
 * `fp.filter((a) => …)`): a function of the collection it is applied to later. Its name and iteratee.
 */
export function curriedIteratee(call: TSESTree.CallExpression, bindings: Bindings): { name: string; iteratee: Node } | undefined {
  if (call.arguments.length !== 1 || call.arguments[0]!.type === 'SpreadElement') return undefined;
  const callee = unwrap(call.callee);
  const name = calleeName(callee);
  const base = callee.type === 'MemberExpression' ? unwrap(callee.object) : callee;
  if (!name || !ELEMENT_CALLBACK_FUNCTIONS.has(name) || base.type !== 'Identifier') return undefined;
  return fromFpLibrary(call, bindings) ? { name, iteratee: call.arguments[0]! } : undefined;
}

/**
 * The functions a composition hands its argument to, in order (`fp.flow(a, b)` → a, b; `compose(a, b)` → b, a),
 * when the callee is a composition of a utility library.
 */
export function composedSteps(call: TSESTree.CallExpression, bindings: Bindings): Node[] | undefined {
  const callee = unwrap(call.callee);
  const name = calleeName(callee);
  const which = name ? COMPOSERS.get(name) : undefined;
  const base = callee.type === 'MemberExpression' ? unwrap(callee.object) : callee;
  if (!which || base.type !== 'Identifier' || !(base.name === '_' || fromLibrary(base, bindings))) return undefined;
  const steps = call.arguments.filter((a): a is TSESTree.Expression => a.type !== 'SpreadElement');
  return which === 'first' ? steps : steps.reverse();
}

/** Is this call a path-taking function of a utility library (`_.get`, `get` imported from lodash)? */
export function pathUse(call: TSESTree.CallExpression, bindings: Bindings): PathUse | undefined {
  const callee = unwrap(call.callee);
  const name = calleeName(callee);
  if (!name) return undefined;
  const base = callee.type === 'MemberExpression' ? unwrap(callee.object) : callee;
  // `expect(app).to.have.property('currentStage')`: a property of what the assertion is about.
  const asserted = callee.type === 'MemberExpression' ? ASSERTED_PROPERTIES.get(name) : undefined;
  const assertedOf = asserted && call.arguments.length >= 1 && callee.type === 'MemberExpression' ? assertionSubject(callee.object) : undefined;
  if (asserted && assertedOf) return { call, convention: asserted, name, chained: assertedOf, asserted: true };
  // `app.get('state')`, `this.get('currentStage.name')`: one path read from the receiver's attributes.
  const library = base.type === 'Identifier' && (base.name === '_' || fromLibrary(base, bindings));
  const getter = callee.type === 'MemberExpression' && call.arguments.length === 1 ? ATTRIBUTE_GETTERS.get(name) : undefined;
  if (getter && !library) {
    const path = unwrap(call.arguments[0]!);
    if ((path.type === 'Literal' && typeof path.value === 'string') || path.type === 'ArrayExpression') return { call, convention: getter, name, chained: base, getter: true };
  }
  // `apps.where({ state: 'SCREENING' })`: attributes matched on each model.
  const matcher = callee.type === 'MemberExpression' && call.arguments.length >= 1 && call.arguments.length <= 2 ? ATTRIBUTE_MATCHERS.get(name) : undefined;
  if (matcher && !library && unwrap(call.arguments[0]!).type === 'ObjectExpression') return { call, convention: matcher, name, chained: base, getter: true };
  const iteratee = callee.type === 'MemberExpression' && call.arguments.length === 1 ? ATTRIBUTE_ITERATEES.get(name) : undefined;
  const attribute = iteratee && unwrap(call.arguments[0]!);
  if (iteratee && !library && attribute?.type === 'Literal' && typeof attribute.value === 'string') return { call, convention: iteratee, name, chained: base, getter: true };
  if (base.type !== 'Identifier') {
    // `_.chain(apps).reject({ state: 'REJECTED' }).groupBy('currentStage.id')`, `_(apps).sortBy('state')`.
    const convention = PATH_FUNCTIONS.get(name);
    const chained = convention?.kind === 'collection' && convention.subject === 0 ? chainSubject(base, bindings) : undefined;
    return chained && convention ? { call, convention: { ...convention, path: convention.path - 1 }, name, chained } : undefined;
  }
  // A reader of the file's own that walks a dotted path (`pick(record, 'currentStage.name')`).
  const own = callee.type === 'Identifier' ? functionOfCallee(callee, bindings) : undefined;
  if (own) {
    const convention = ownPathReader(own);
    return convention ? { call, convention, name: 'get' } : undefined;
  }
  const fp = fromFpLibrary(call, bindings);
  const convention = (fp ? FP_PATH_FUNCTIONS : PATH_FUNCTIONS).get(name);
  if (!convention) return undefined;
  if (fp || base.name === '_' || fromLibrary(base, bindings)) return { call, convention, name };
  return undefined;
}

/** Chained methods that hand on the elements they were given (some of them, reordered). */
const ELEMENT_KEEPING_METHODS = new Set(['filter', 'reject', 'sortBy', 'orderBy', 'uniqBy', 'uniq', 'take', 'takeRight', 'drop', 'dropRight', 'compact', 'without', 'shuffle', 'sampleSize', 'reverse']);

/**
 * The collection a lodash chain began with (`_.chain(apps)`, `_(apps)`), through the methods after it
 * that keep its elements (`.reject(…).sortBy(…)`); undefined once a method makes something else of them.
 */
function chainSubject(node: Node, bindings: Bindings): Node | undefined {
  let at = unwrap(node);
  for (let depth = 0; depth < 10 && at.type === 'CallExpression'; depth++) {
    const callee = unwrap(at.callee);
    const first = at.arguments[0] && at.arguments[0].type !== 'SpreadElement' ? at.arguments[0] : undefined;
    const library = (n: Node): boolean => n.type === 'Identifier' && (n.name === '_' || fromLibrary(n, bindings));
    if (library(callee)) return first;
    if (callee.type !== 'MemberExpression') return undefined;
    const name = calleeName(callee);
    if (name === 'chain' && library(unwrap(callee.object))) return first;
    if (!ELEMENT_KEEPING_METHODS.has(name ?? '')) return undefined;
    at = unwrap(callee.object);
  }
  return undefined;
}

/**
 * `function pick(record, path) { return path.split('.').reduce((v, k) => v?.[k], record); }`: a
 * function of the file that reads a dotted path of the record it is handed, as `_.get` does.
 */
function ownPathReader(fn: TSESTree.FunctionLike): PathConvention | undefined {
  const memo = readers.get(fn);
  if (memo !== undefined) return memo ?? undefined;
  const names = fn.params.map((p) => (p.type === 'Identifier' ? p.name : p.type === 'AssignmentPattern' && p.left.type === 'Identifier' ? p.left.name : undefined));
  let found: PathConvention | null = null;
  if (fn.body && names.length >= 2)
    walk(fn.body, (node) => {
      // `path.split('.').reduce(step, record)`
      if (found || node.type !== 'CallExpression' || calleeName(node.callee) !== 'reduce' || node.callee.type !== 'MemberExpression') return;
      const split = unwrap(node.callee.object);
      if (split.type !== 'CallExpression' || calleeName(split.callee) !== 'split' || split.callee.type !== 'MemberExpression') return;
      // `String(path).split('.')`: the path made text.
      let pathArg = unwrap(split.callee.object);
      if (pathArg.type === 'CallExpression' && pathArg.callee.type === 'Identifier' && pathArg.callee.name === 'String' && pathArg.arguments.length === 1) pathArg = unwrap(pathArg.arguments[0]!);
      const start = node.arguments[1] && unwrap(node.arguments[1]);
      const path = pathArg.type === 'Identifier' ? names.indexOf(pathArg.name) : -1;
      const subject = start?.type === 'Identifier' ? names.indexOf(start.name) : -1;
      if (path >= 0 && subject >= 0 && path !== subject) found = { subject, path, kind: 'object' };
    });
  readers.set(fn, found);
  return found ?? undefined;
}
const readers = new WeakMap<TSESTree.FunctionLike, PathConvention | null>();

/**
 * `import _ from 'lodash'`, `import { get } from 'lodash'`, `const get = require('lodash/get')`, and
 * names taken from one of those: `const { get, groupBy } = _`.
 */
function fromLibrary(id: TSESTree.Identifier, bindings: Bindings, depth = 0): boolean {
  const def = bindings.variableOf(id)?.defs[0];
  const init = def?.type === 'Variable' ? def.node.init : undefined;
  if (init?.type === 'Identifier' && def?.type === 'Variable' && def.node.id.type === 'ObjectPattern' && depth < 2)
    return init.name === '_' || fromLibrary(init, bindings, depth + 1);
  const source = moduleSourceOf(id, bindings);
  return source !== undefined && (PATH_LIBRARIES as readonly string[]).some((lib) => source === lib || source.startsWith(`${lib}/`) || source.startsWith(`${lib}.`));
}

/** The first segment of a path given as `'a.b'`, `'a[0]'` or `['a', 'b']`, with the node holding it. */
export interface PathHead {
  head: string;
  /** The string literal whose text starts with the head. */
  node: TSESTree.Literal;
  /** The whole path is just the head (`'state'`, `['state']`). */
  whole: boolean;
  /** Characters of the literal's text before the head: an element of a list read first (`'[0].currentStage.name'`). */
  offset?: number;
}

export function pathHeads(arg: Node): PathHead[] {
  const inner = unwrap(arg);
  if (inner.type === 'Literal' && typeof inner.value === 'string') {
    const lead = /^(?:\[\d+\]\.?|\d+\.)*/.exec(inner.value)![0];
    const rest = inner.value.slice(lead.length);
    const head = /^[^.[\]]+/.exec(rest)?.[0];
    return head ? [{ head, node: inner, whole: !lead && head === rest, ...(lead ? { offset: lead.length } : {}) }] : [];
  }
  if (inner.type === 'ArrayExpression') {
    // `['currentStage', 'name']` is one path for `get`; `['state', 'id']` are several iteratees for sortBy.
    return inner.elements.flatMap((e) => (e && e.type !== 'SpreadElement' ? pathHeads(e) : []));
  }
  return [];
}
