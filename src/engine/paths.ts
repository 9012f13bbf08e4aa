/**
 * Findings for the removed fields read through property paths (see matchers/paths):
 *
 *   _.get(app, 'currentStage.name')      →  _.get(app, 'pipelineStage.name')          (autofix: same value)
 *   _.countBy(apps, 'state')             →  _.countBy(apps, legacyStateOf)            (codemod: same groups)
 *   _.get(app, 'state')                  →  legacyStateOf(app)
 *   _.filter(apps, { state: 'SCREENING' }) → _.filter(apps, { hiringState: 'ACTIVE', pipelineStage: { type: 'APPLICATION_REVIEW' } })
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../migration/codegen.js';
import { EQUIVALENCE, NAMES, describeTable, isLegacyState } from '../migration/index.js';
import { calleeName, isPureReference, keyName, memberName, programNodes, rootOf, staticStringValue, unwrap, type Node } from '../matchers/ast.js';
import { applicationPathTables, tablePaths } from '../matchers/path-tables.js';
import { composedBy, pathHeads, pathUse, type PathHead } from '../matchers/paths.js';
import { constantString } from '../matchers/filters.js';
import type { Bindings } from '../matchers/scope.js';
import { isBoundModel } from '../matchers/requests.js';
import { followValue } from '../matchers/values.js';
import type { SourceText } from './edits.js';
import { renameKey } from './rewrite.js';
import type { Edit, Finding } from './types.js';

export interface PathContext {
  calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[];
  bindings: Bindings;
  isApplication: (node: Node) => boolean;
  src: SourceText;
  removal: string;
  /** The file requests the service or imports a module that does (names are evidence). */
  talksToService: boolean;
  /** Values of the file that other modules apply to applications (see engine/demands). */
  receiving?: ReadonlySet<Node>;
  /** The file names the service, or other modules hand its functions applications (a table of paths is read from them). */
  namesService: boolean;
  /** lodash/fp calls given their iteratee only that the file applies to lists of applications (`fp.countBy(statusOf)`). */
  appliedIteratees?: ReadonlySet<TSESTree.CallExpression>;
}

export const DERIVE_TODO = 'derive the legacy state from hiringState and pipelineStage.type (see the equivalence table).';

export function pathFindings(ctx: PathContext): Finding[] {
  const out: Finding[] = [];
  for (const call of ctx.calls) {
    if (call.type !== 'CallExpression') continue;
    const use = pathUse(call, ctx.bindings);
    if (!use) continue;
    const subject = use.chained ?? (use.convention.subject < 0 ? undefined : call.arguments[use.convention.subject]);
    const arg = call.arguments[use.convention.path];
    if (!arg || arg.type === 'SpreadElement') continue;
    const inner = unwrap(arg);
    // A path whose record comes later (`fp.getOr('—', 'currentStage.name')`, `_.property(…)`): in a file that
    // talks to the service, `currentStage` is this service's, and its rename keeps the value.
    if (!subject) {
      const applied = appliedToApplications(call, ctx);
      // `fp.filter({ state: 'QUALIFIED' })`, `fp.matches({ state: 'SCREENING' })` applied to applications.
      if (inner.type === 'ObjectExpression') {
        if (applied && use.convention.kind === 'collection') out.push(...matcherFindings(inner, ctx));
        continue;
      }
      for (const head of pathHeads(inner)) {
        if (head.head === NAMES.legacyStage && (ctx.talksToService || applied)) out.push(stageFinding(head, ctx));
        // `const bucketOf = fp.get('state')` … `bucketOf(app)`: a reader of the field, once it reads applications.
        else if (head.head === NAMES.legacyState && applied) out.push(curriedStateFinding(head, call, use.name, ctx));
      }
      continue;
    }
    if (subject.type === 'SpreadElement') continue;
    // `getPath(row, path)` over the paths of an application's table (`{ Status: 'state', Stage: 'currentStage.name' }`):
    // what those paths are read from is an application.
    const variablePath = use.convention.kind === 'object' && inner.type !== 'Literal' && inner.type !== 'ArrayExpression';
    if (!ctx.isApplication(subject) && !(variablePath && readsApplicationTable(inner, ctx)) && !(use.getter && isBoundModel(subject, ctx.bindings))) continue;
    // `_.pick(app, ['id', 'state'])`: the copy's keys are the fields' names, which a rename would change.
    if (use.convention.kind === 'keys') {
      // `_.pick(app, SNAPSHOT_FIELDS)` of `const SNAPSHOT_FIELDS = ['id', 'state', 'currentStage']`: the list as written.
      const keys = inner.type === 'Identifier' ? unwrap(ctx.bindings.resolveValue(inner)) : inner;
      out.push(...keyFindings(call, subject, pathHeads(keys.type === 'ArrayExpression' || keys.type === 'Literal' ? keys : inner).filter((h) => h.whole), ctx));
      continue;
    }
    if (inner.type === 'ObjectExpression' && use.convention.kind === 'collection') {
      out.push(...(use.getter ? attributeMatcherFindings(call, inner, ctx) : matcherFindings(inner, ctx)));
      continue;
    }
    // `_.get(app, col.path)` over `COLUMNS = [{ path: 'currentStage.id' }, { path: 'state' }]`: the paths a
    // value may be, written elsewhere.
    if (use.convention.kind === 'object' && inner.type !== 'Literal' && inner.type !== 'ArrayExpression') {
      out.push(...variablePathFindings(call, subject, inner, ctx));
      continue;
    }
    // For `get`, an array is one path (its first element is the field); for `sortBy`, several iteratees.
    // `[0, 'currentStage', 'name']` of a list: the path of its element, after the indexes.
    const field = inner.type === 'ArrayExpression' ? inner.elements.findIndex((e) => !(e?.type === 'Literal' && typeof e.value === 'number')) : -1;
    const heads: PathHead[] =
      use.convention.kind === 'object' && inner.type === 'ArrayExpression'
        ? field < 0 ? [] : pathHeads(inner.elements[field] ?? inner).map((h) => ({ ...h, whole: field === 0 && inner.elements.length === 1 }))
        : pathHeads(inner);
    for (const head of heads) {
      if (head.head === NAMES.legacyStage) out.push(stageFinding(head, ctx));
      else if (head.head === NAMES.legacyState && use.asserted) out.push(assertedStateFinding(head, ctx));
      else if (head.head === NAMES.legacyState) out.push(use.getter ? getterStateFinding(head, call, subject, use.convention.kind, ctx) : stateFinding(head, call, use.convention.kind, subject, ctx));
    }
  }
  return out;
}

/**
 * Removed fields picked into an object of the team's own (`_.pick(app, ['id', 'state'])`): the copy's
 * keys are the fields' names, so the picked record gets them back under the same names, the state
 * derived and the stage under its new name: `_.pick({ ...app, state: legacyStateOf(app) }, ['id', 'state'])`.
 * One rewrite for the call; the other removed keys of the same call are its secondary places.
 */
function keyFindings(call: TSESTree.CallExpression, subject: Node, heads: readonly PathHead[], ctx: PathContext): Finding[] {
  // `_.pick({ ...app, state: legacyStateOf(app) }, …)`: a key the object sets itself is the team's.
  const own = new Set(subject.type === 'ObjectExpression' ? subject.properties.map((p) => (p.type === 'Property' ? keyName(p.key, p.computed) : undefined)) : []);
  const removed = heads.filter((h) => (h.head === NAMES.legacyStage || h.head === NAMES.legacyState) && !own.has(h.head));
  if (!removed.length) return [];
  const stateTodo = `the copy's ${NAMES.legacyState} is gone: ${DERIVE_TODO}`;
  const stageTodo = `the copy's ${NAMES.legacyStage} is gone: pick ${NAMES.pipelineStage} (and name it as the code that reads the copy expects).`;
  let edits: Edit[] | undefined;
  if (isPureReference(subject) && !ctx.src.hasComment(call.range)) {
    const name = ctx.src.slice(subject.range);
    const fields = [...new Set(removed.map((h) => h.head))].map((field) =>
      field === NAMES.legacyState ? `${NAMES.legacyState}: ${HELPERS.legacy}(${name})` : `${NAMES.legacyStage}: ${name}.${NAMES.pipelineStage}`,
    );
    edits = [{ range: subject.range, text: `{ ...${name}, ${fields.join(', ')} }` }];
    const helper = removed.some((h) => h.head === NAMES.legacyState) ? ctx.src.helperEdit(HELPERS.legacy) : undefined;
    if (helper) edits.push(helper);
  }
  return removed.map((head, i): Finding => {
    const codemod = edits ? (i === 0 ? { edits } : undefined) : { todo: head.head === NAMES.legacyState ? stateTodo : stageTodo };
    const secondary = edits !== undefined && i > 0;
    if (head.head === NAMES.legacyStage) return { rule: 'no-current-stage', range: head.node.range, messageId: 'read', data: { removal: ctx.removal }, ...(codemod && { codemod }), ...(secondary && { secondary }) };
    return {
      rule: 'no-legacy-state-field',
      range: head.node.range,
      messageId: 'read',
      data: { removal: ctx.removal, table: describeTable() },
      ...(edits && { suggestions: [{ messageId: 'deriveLegacy', data: { helper: HELPERS.legacy }, edits }] }),
      ...(codemod && { codemod }),
      ...(secondary && { secondary }),
    };
  });
}

/** A path into `currentStage`: renamed where the literal spells it (the same value), else reported. */
export function stageFinding(head: PathHead, ctx: Pick<PathContext, 'src' | 'removal'>): Finding {
  const start = head.node.range[0] + 1 + (head.offset ?? 0);
  const verbatim = ctx.src.slice([start, start + NAMES.legacyStage.length]) === NAMES.legacyStage;
  return {
    rule: 'no-current-stage',
    range: head.node.range,
    messageId: 'read',
    data: { removal: ctx.removal },
    ...(verbatim
      ? { fix: [{ range: [start, start + NAMES.legacyStage.length], text: NAMES.pipelineStage }] }
      : { codemod: { todo: 'currentStage is gone from applications; read pipelineStage instead.' } }),
  };
}

function stateFinding(head: PathHead, call: TSESTree.CallExpression, kind: 'object' | 'collection' | 'keys', subject: Node, ctx: PathContext): Finding {
  const base: Finding = { rule: 'no-legacy-state-field', range: head.node.range, messageId: 'read', data: { removal: ctx.removal, table: describeTable() } };
  if (!head.whole || ctx.src.hasComment(call.range)) return { ...base, codemod: { todo: DERIVE_TODO } };
  const helper = ctx.src.helperEdit(HELPERS.legacy);
  let edits: Edit[];
  if (kind === 'collection') {
    // The iteratee 'state' becomes the function that derives it: same keys, same order.
    edits = [{ range: head.node.range, text: HELPERS.legacy }];
  } else {
    if (call.arguments.length !== 2 || !isPureReference(subject)) return { ...base, codemod: { todo: DERIVE_TODO } };
    edits = [{ range: call.range, text: `${HELPERS.legacy}(${ctx.src.slice(subject.range)})` }];
  }
  if (helper) edits.push(helper);
  return { ...base, suggestions: [{ messageId: 'deriveLegacy', data: { helper: HELPERS.legacy }, edits }], codemod: { edits } };
}

/** `expect(app).to.have.property('state')`: the record has no such property now; what the check meant is for its author. */
function assertedStateFinding(head: PathHead, ctx: PathContext): Finding {
  return {
    rule: 'no-legacy-state-field',
    range: head.node.range,
    messageId: 'read',
    data: { removal: ctx.removal, table: describeTable() },
    codemod: { todo: `the record has no ${NAMES.legacyState} property now: assert ${NAMES.hiringState} and ${NAMES.pipelineStage}.type instead (${describeTable()}).` },
  };
}

/**
 * `model.get('state')` of a model that keeps the record's fields as attributes: the legacy state derived
 * from the two it has now, read the same way: `legacyStateOf({ hiringState: model.get('hiringState'),
 * pipelineStage: model.get('pipelineStage') })`.
 */
function getterStateFinding(head: PathHead, call: TSESTree.CallExpression, model: Node, kind: 'object' | 'collection' | 'keys', ctx: PathContext): Finding {
  const base: Finding = { rule: 'no-legacy-state-field', range: head.node.range, messageId: 'read', data: { removal: ctx.removal, table: describeTable() } };
  const callee = unwrap(call.callee);
  const q = ctx.src.quoteOf(head.node);
  /** `legacyStateOf({ hiringState: <getter>('hiringState'), pipelineStage: <getter>('pipelineStage') })` put at `range`. */
  const derived = (range: readonly [number, number], getter: string, prefix = ''): Finding => {
    const read = (field: string): string => `${getter}(${q}${field}${q})`;
    const edits: Edit[] = [{ range: [range[0], range[1]], text: `${prefix}${HELPERS.legacy}({ ${NAMES.hiringState}: ${read(NAMES.hiringState)}, ${NAMES.pipelineStage}: ${read(NAMES.pipelineStage)} })` }];
    const helper = ctx.src.helperEdit(HELPERS.legacy);
    if (helper) edits.push(helper);
    return { ...base, suggestions: [{ messageId: 'deriveLegacy', data: { helper: HELPERS.legacy }, edits }], codemod: { edits } };
  };
  if (!head.whole || ctx.src.hasComment(call.range)) return { ...base, codemod: { todo: DERIVE_TODO } };
  // `apps.groupBy('state')`: each model's legacy state, derived the same way (same groups, same order).
  if (kind === 'collection') return derived(head.node.range, 'model.get', '(model) => ');
  // (`getIn(['state'])` takes its path as a list: derived by hand.)
  if (callee.type !== 'MemberExpression' || calleeName(callee) !== 'get' || (model.type !== 'ThisExpression' && !isPureReference(model))) return { ...base, codemod: { todo: DERIVE_TODO } };
  return derived(call.range, ctx.src.slice(callee.range));
}

/**
 * A path known at run time only, read from an application: its possible values are found where they
 * are written. `currentStage` paths are renamed there; a `state` path is derived at the read, for
 * that path alone: `_.get(app, col.path)` → `(col.path === 'state' ? legacyStateOf(app) : _.get(app, col.path))`.
 */
function variablePathFindings(call: TSESTree.CallExpression, subject: Node, path: Node, ctx: PathContext): Finding[] {
  const out: Finding[] = [];
  // Migrated already: `(col.path === 'state' ? legacyStateOf(app) : _.get(app, col.path))`.
  const parent = call.parent;
  if (parent?.type === 'ConditionalExpression' && parent.alternate === call && parent.test.type === 'BinaryExpression' && staticStringValue(parent.test.right) === NAMES.legacyState) return out;
  const origins: Node[] = [];
  followValue(path, ctx.bindings, {
    reach: (node, rest) => {
      if (rest.length || (node.type !== 'Literal' && node.type !== 'ArrayExpression')) return false;
      origins.push(node);
      return true;
    },
  });
  if (origins.length === 0) origins.push(...tableRowsRead(path, ctx));
  for (const origin of origins) {
    const heads = origin.type === 'ArrayExpression' ? pathHeads(origin.elements[0] ?? origin).map((h) => ({ ...h, whole: origin.elements.length === 1 })) : pathHeads(origin);
    for (const head of heads) {
      if (head.head === NAMES.legacyStage) out.push(stageFinding(head, ctx));
      else if (head.head === NAMES.legacyState) {
        const base: Finding = { rule: 'no-legacy-state-field', range: head.node.range, messageId: 'read', data: { removal: ctx.removal, table: describeTable() } };
        if (!head.whole || !isPureReference(subject) || !isPureReference(path) || ctx.src.hasComment(call.range)) {
          out.push({ ...base, codemod: { todo: DERIVE_TODO } });
          continue;
        }
        const q = ctx.src.quoteOf(head.node);
        const pathText = ctx.src.slice(path.range);
        const helper = ctx.src.helperEdit(HELPERS.legacy);
        const edits: Edit[] = [{ range: call.range, text: `(${pathText} === ${q}${NAMES.legacyState}${q} ? ${HELPERS.legacy}(${ctx.src.slice(subject.range)}) : ${ctx.src.slice(call.range)})` }];
        if (helper) edits.push(helper);
        out.push({ ...base, suggestions: [{ messageId: 'deriveLegacy', data: { helper: HELPERS.legacy }, edits }], codemod: { edits } });
      }
    }
  }
  return out;
}

/** Does a path known at run time take its values from a table of application paths (see applicationPathTables)? */
function readsApplicationTable(path: Node, ctx: PathContext): boolean {
  return tableRowsRead(path, ctx).length > 0;
}

/**
 * The path literals of the file's application tables a path known at run time may be: those its value
 * comes from, or, for a row's key read where the row is not followed (`_.get(row, col.path)` in a
 * `renderTable(rows, columns)` that other modules hand the table), every path the tables give under that key.
 */
function tableRowsRead(path: Node, ctx: PathContext): Node[] {
  const root = rootOf(path);
  if (root.type !== 'Program') return [];
  const tables = applicationPathTables(programNodes(root), ctx.namesService);
  const literals = new Set<Node>(tables.flatMap((table) => tablePaths(table).map((p) => p.value)));
  if (literals.size === 0) return [];
  const found: Node[] = [];
  let unknown = false;
  followValue(path, ctx.bindings, {
    reach: (node, rest) => {
      if (rest.length || node.type !== 'Literal') return (unknown = true), false;
      if (literals.has(node)) found.push(node);
      return true;
    },
  });
  if (found.length || !unknown) return found;
  const inner = unwrap(path);
  const key = inner.type === 'MemberExpression' && !inner.computed ? memberName(inner) : undefined;
  return key === undefined ? [] : tables.filter((t) => t.key === key).flatMap((table) => tablePaths(table).map((p) => p.value));
}

/**
 * Is the function a curried path call makes (`fp.get('state')`, `fp.groupBy('state')`) applied to
 * applications: called at once (`fp.groupBy('state')(apps)`), through the variable it is held in
 * (`const byBucket = …; byBucket(apps)`), or by other modules (see engine/demands)?
 */
function appliedToApplications(call: TSESTree.CallExpression, ctx: PathContext, depth = 0): boolean {
  if (ctx.receiving?.has(call)) return true;
  // `fp.flow(fp.groupBy('state'), …)`: the path call receives what the composed function is applied to.
  const composition = depth < 3 ? composedBy(call, ctx.bindings) : undefined;
  if (composition) return appliedToApplications(composition, ctx, depth + 1);
  const parent = call.parent;
  const first = (c: TSESTree.CallExpression): boolean => !!c.arguments[0] && c.arguments[0].type !== 'SpreadElement' && ctx.isApplication(c.arguments[0]);
  // `fp.countBy(fp.get('state'))`, `fp.countBy(statusOf)` applied to applications: each element is handed to the path.
  const iterateeOf = (c: Node | undefined): boolean => c?.type === 'CallExpression' && !!ctx.appliedIteratees?.has(c);
  if (parent?.type === 'CallExpression' && parent.callee === call) return first(parent);
  if (iterateeOf(parent)) return true;
  if (parent?.type !== 'VariableDeclarator' || parent.init !== call || parent.id.type !== 'Identifier') return false;
  const variable = ctx.bindings.variableOf(parent.id);
  if (!variable) return false;
  if (ctx.receiving?.has(parent.id)) return true;
  for (const read of ctx.bindings.readsOf(variable)) {
    const use = (read as Node).parent;
    if (use?.type === 'CallExpression' && ((use.callee === read && first(use)) || iterateeOf(use))) return true;
  }
  return false;
}

/**
 * `fp.get('state')` → `legacyStateOf` (the same reader, derived); `fp.groupBy('state')` →
 * `fp.groupBy(legacyStateOf)` (the same groups); `fp.getOr(d, 'state')` with a literal default, in
 * JavaScript → `(application) => legacyStateOf(application) ?? d`. Other shapes are left to a person.
 */
function curriedStateFinding(head: PathHead, call: TSESTree.CallExpression, name: string, ctx: PathContext): Finding {
  const base: Finding = { rule: 'no-legacy-state-field', range: head.node.range, messageId: 'read', data: { removal: ctx.removal, table: describeTable() } };
  const reader = name === 'get' || name === 'property' || name === 'prop';
  // `fp.getOr('UNKNOWN', 'state')` → `(application) => legacyStateOf(application) ?? 'UNKNOWN'`: the default where
  // the derived value is undefined, as getOr gave it where the field was (plain JavaScript: a parameter needs no type).
  const fallback = name === 'getOr' && call.arguments.length === 2 && !ctx.src.typescript ? call.arguments[0]! : undefined;
  const withDefault = fallback && fallback.type !== 'SpreadElement' && unwrap(fallback).type === 'Literal' ? fallback : undefined;
  if (!head.whole || ctx.src.hasComment(call.range) || (!withDefault && call.arguments.length !== 1)) return { ...base, codemod: { todo: DERIVE_TODO } };
  const helper = ctx.src.helperEdit(HELPERS.legacy);
  const edits: Edit[] = [
    withDefault ? { range: call.range, text: `(application) => ${HELPERS.legacy}(application) ?? ${ctx.src.slice(withDefault.range)}` }
    : reader ? { range: call.range, text: HELPERS.legacy }
    : { range: head.node.range, text: HELPERS.legacy },
  ];
  if (helper) edits.push(helper);
  return { ...base, suggestions: [{ messageId: 'deriveLegacy', data: { helper: HELPERS.legacy }, edits }], codemod: { edits } };
}

/**
 * `apps.where({ state: 'SCREENING', jobId })` of models whose attributes are each compared with `===`
 * (see ATTRIBUTE_MATCHERS): the object cannot reach into `pipelineStage`, so the stage is matched after:
 * `apps.where({ hiringState: 'ACTIVE', jobId }).filter((model) => (model.get('pipelineStage') || {}).type === 'APPLICATION_REVIEW')`
 * (`.find(…)` for `findWhere`). The same models, in the same order.
 */
function attributeMatcherFindings(call: TSESTree.CallExpression, object: TSESTree.ObjectExpression, ctx: PathContext): Finding[] {
  const out: Finding[] = [];
  const q = ctx.src.quote;
  const first = calleeName(unwrap(call.callee)) === 'findWhere' || (call.arguments.length === 2 && unwrap(call.arguments[1]!).type === 'Literal' && (unwrap(call.arguments[1]!) as TSESTree.Literal).value === true);
  for (const prop of object.properties) {
    if (prop.type !== 'Property' || prop.computed) continue;
    const name = keyName(prop.key, false);
    if (name === NAMES.legacyStage) {
      out.push({ rule: 'no-current-stage', range: prop.key.range, messageId: 'read', data: { removal: ctx.removal }, codemod: { todo: 'currentStage is gone from applications; match pipelineStage instead.' } });
      continue;
    }
    if (name !== NAMES.legacyState) continue;
    const value = constantString(prop.value, ctx.bindings);
    const base: Finding = { rule: 'no-legacy-state-field', range: prop.key.range, messageId: 'read', data: { removal: ctx.removal, table: describeTable() } };
    const states = object.properties.filter((p) => p.type === 'Property' && keyName(p.key, p.computed) === NAMES.legacyState);
    if (value === undefined || !isLegacyState(value) || states.length !== 1 || ctx.src.hasComment(call.range)) {
      out.push({ ...base, codemod: { todo: DERIVE_TODO } });
      continue;
    }
    const eq = EQUIVALENCE[value];
    const edits: Edit[] = [{ range: prop.range, text: `${NAMES.hiringState}: ${q}${eq.hiringState}${q}` }];
    if (eq.stageType) {
      const picked = `(model) => (model.get(${q}${NAMES.pipelineStage}${q}) || {}).${NAMES.pipelineStageType} === ${q}${eq.stageType}${q}`;
      const callee = unwrap(call.callee) as TSESTree.MemberExpression;
      // `findWhere(attrs)` and `where(attrs, true)` give the first match: the list of matches, then its first of the stage.
      if (first) edits.push({ range: [callee.property.range[0], callee.property.range[1]], text: 'where' }, ...(call.arguments.length === 2 ? [{ range: [call.arguments[0]!.range[1], call.arguments[1]!.range[1]] as [number, number], text: '' }] : []));
      edits.push({ range: [call.range[1], call.range[1]], text: `.${first ? 'find' : 'filter'}(${picked})` });
    }
    out.push({ ...base, fix: edits });
  }
  return out;
}

/** `{ state: 'SCREENING' }` as a matcher: the same records match the current fields' values. */
function matcherFindings(object: TSESTree.ObjectExpression, ctx: PathContext): Finding[] {
  const out: Finding[] = [];
  const q = ctx.src.quote;
  for (const prop of object.properties) {
    if (prop.type !== 'Property' || prop.computed) continue;
    const name = keyName(prop.key, false);
    if (name === NAMES.legacyStage) {
      out.push({
        rule: 'no-current-stage',
        range: prop.key.range,
        messageId: 'read',
        data: { removal: ctx.removal },
        ...(prop.shorthand ? { codemod: { todo: 'currentStage is gone from applications; match pipelineStage instead.' } } : { fix: [renameKey(prop.key, NAMES.pipelineStage, ctx.src)] }),
      });
    } else if (name === NAMES.legacyState) {
      // `{ state: 'SCREENING' }`, `{ state: Status.SCREENING }` of a constant table here or imported.
      const value = constantString(prop.value, ctx.bindings);
      const base: Finding = { rule: 'no-legacy-state-field', range: prop.key.range, messageId: 'read', data: { removal: ctx.removal, table: describeTable() } };
      if (value === undefined || !isLegacyState(value) || ctx.src.hasComment(prop.range)) {
        out.push({ ...base, codemod: { todo: DERIVE_TODO } });
        continue;
      }
      const eq = EQUIVALENCE[value];
      const text = `${NAMES.hiringState}: ${q}${eq.hiringState}${q}${eq.stageType ? `, ${NAMES.pipelineStage}: { ${NAMES.pipelineStageType}: ${q}${eq.stageType}${q} }` : ''}`;
      out.push({ ...base, fix: [{ range: prop.range, text }] });
    }
  }
  return out;
}
