/**
 * What a file, as an importer, demands of the modules it imports (see demands.ts): the filters and
 * `state` values its list requests take from them, the filter and payload types it declares with
 * theirs, the vocabularies its filters are drawn from, the applications it hands to their functions
 * and what it compares their `state` with.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES } from '../migration/index.js';
import { elementParameters } from '../matchers/array-methods.js';
import type { ApplicationTracker } from '../matchers/applications.js';
import { isFunction, memberName, outerParent, rootOf, unwrap, type Node } from '../matchers/ast.js';
import { declaredVocabularies } from '../matchers/declared-vocabulary.js';
import { filterEntries, filterEntriesOf } from '../matchers/filters.js';
import { notePayloadRoots, noteWriteOf } from '../matchers/notes.js';
import type { RequestSite } from '../matchers/requests.js';
import { isScorecardList } from '../matchers/scorecards.js';
import type { Bindings, Variable } from '../matchers/scope.js';
import { typeParts, withoutModifiers } from '../matchers/type-shapes.js';
import { ANY, CALL, INSTANCE, importedOrigins, type Path } from '../matchers/values.js';
import { pickedProperties } from '../matchers/wrappers.js';
import type { Demand } from './demands.js';
import { destructuredState } from './findings/destructured-state.js';
import { literalDeclaredType } from './findings/declared-filter-types.js';
import type { FilterTypes } from './findings/filter-types.js';
import { importedPayloadTypes } from './findings/note-writes.js';
import type { StateReads } from './findings/state-reads.js';
import type { RelativeImport } from './relative-imports.js';

export interface DemandContext {
  imports: ReadonlyMap<Variable, RelativeImport>;
  nodes: readonly Node[];
  calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[];
  requests: readonly RequestSite[];
  bindings: Bindings;
  types: FilterTypes;
  reads: StateReads;
  /** The filters the file's own importers demand of it (sent there, built here). */
  demandedFilters: readonly Node[];
  /** The file's applications, as the analysis tracks them. */
  tracker: () => ApplicationTracker;
}

export function outgoingDemands(ctx: DemandContext): Map<string, Demand[]> {
  const out = new Map<string, Demand[]>();
  const { imports, nodes, calls, requests } = ctx;
  const demand = (from: Node, make: (key: string, path: Path) => Demand): void => {
    for (const origin of importedOrigins(from, ctx.bindings)) {
      const imported = imports.get(origin.variable);
      if (!imported) continue;
      // `query.toParams()` of `query: ListApplicationsQuery` imported: the method `ListApplicationsQuery#toParams`.
      const instance = origin.path[0] === INSTANCE && imported.key !== '*' ? origin.path[1] : undefined;
      // `const Model = require('./model'); new Model(raw)`: a CommonJS module whose `module.exports` is the function itself.
      const whole = imported.key === '*' && (origin.path[0] === CALL || origin.path[0] === INSTANCE || origin.path.length === 0);
      const [key, path] = instance !== undefined ? [`${imported.key}#${instance}`, origin.path.slice(2)] : whole ? ['default', origin.path] : imported.key === '*' ? [origin.path[0], origin.path.slice(1)] : [imported.key, origin.path];
      if (key === undefined || key === CALL || key === ANY || key === INSTANCE) continue;
      const list = out.get(imported.file);
      const made = make(key, path);
      if (list) list.push(made);
      else out.set(imported.file, [made]);
    }
  };
  // A type of an imported module the filters are declared with: that module declares them (see Demand's `filterType`).
  const filterType = (annotation: TSESTree.TypeNode, picked?: true): void => {
    for (const type of typeParts(annotation)) {
      const variable = type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' ? ctx.bindings.variableOf(type.typeName) : undefined;
      const imported = variable && imports.get(variable);
      if (!imported || imported.key === '*' || imported.key === 'default') continue;
      const list = out.get(imported.file) ?? [];
      list.push({ kind: 'filterType', key: imported.key, ...(picked && { picked }) });
      out.set(imported.file, list);
    }
  };
  // `params: window.toParams()` of a paging class imported, `/scorecards${pageQuery(page)}`: its module makes the query that pages.
  for (const site of requests) if (isScorecardList(site)) for (const node of [...site.filterNodes, ...(site.url?.query.queryHoles ?? [])]) demand(node, (key, path) => ({ kind: 'paging', key, path }));
  for (const site of requests) {
    if (!site.endpoints.includes('listApplications') || (site.method !== undefined && site.method !== 'GET')) continue;
    for (const node of [...site.filterNodes, ...(site.url?.query.queryHoles ?? [])]) demand(node, (key, path) => ({ kind: 'filters', key, path }));
    for (const entry of filterEntries(site, ctx.bindings)) {
      const value = entry.kind === 'query' ? entry.pair.valueHole : entry.value;
      if (entry.name === NAMES.legacyState && value) demand(value, (key, path) => ({ kind: 'value', key, path }));
    }
    // `api.fetchApplications({ status: tab.filter })` of a wrapper that sends `status` as `state`.
    for (const { node, key } of site.picked ?? []) {
      if (key === undefined) {
        demand(node, (k, path) => ({ kind: 'value', key: k, path }));
        continue;
      }
      for (const prop of pickedProperties(node, key, ctx.bindings)) demand(prop.value, (k, path) => ({ kind: 'value', key: k, path }));
    }
    // `list(filters: ApplicationFilters)` with the type imported: its module declares the filters
    // (so does a resource's base class given it: `BaseResource<Application, ApplicationQuery>`).
    for (const annotation of ctx.types.declaredFilterTypes(site)) if (annotation) filterType(annotation);
  }
  // `params.set('state', form.status)` where `form`'s type declares `status` an imported enum: that enum is
  // sent as `state` (see matchers/declared-vocabulary), here or in the filters an importer of this file sends.
  const sentEntries = [
    ...requests.filter((r) => r.endpoints.includes('listApplications') && (r.method === undefined || r.method === 'GET')).flatMap((r) => filterEntries(r, ctx.bindings)),
    ...filterEntriesOf(ctx.demandedFilters, ctx.bindings),
  ];
  for (const entry of sentEntries) {
    // `const TAB_FILTERS: Record<Tab, DeskQuery> = { a: { state: … } }` with `DeskQuery` imported: its module declares the filters.
    const declared = entry.kind === 'property' && entry.name === NAMES.legacyState ? withoutModifiers(literalDeclaredType(entry.node)) : undefined;
    if (declared) filterType(declared);
    const value = entry.name === NAMES.legacyState ? (entry.kind === 'query' ? entry.pair.valueHole : entry.value) : undefined;
    for (const { name, path } of value ? declaredVocabularies(value, ctx.bindings) : []) {
      if (path.length !== 1) continue;
      const variable = ctx.bindings.variableOf(name);
      const imported = variable && imports.get(variable);
      if (!imported || imported.key === '*' || imported.key === 'default') continue;
      const list = out.get(imported.file) ?? [];
      list.push({ kind: 'value', key: imported.key, path: [] });
      out.set(imported.file, list);
    }
  }
  let mapped: TSESTree.TypeNode[] | undefined;
  // `list(filters: ApplicationFilters) { … filters.state … }` with the type imported: its module declares the filter it picks
  // (so does a query builder an importer sends the result of: `applicationQuery(params)` of `const { state } = params`).
  for (const site of requests) {
    if (!site.endpoints.includes('listApplications') || (site.method !== undefined && site.method !== 'GET')) continue;
    // (Once migrated, the pick is a generated helper's argument, anywhere in the file that sends the list:
    // `return { ...common, ...toHiringStateFilter(state) }` of `const { state } = filters`.)
    const picked = [...ctx.types.pickedFilterTypes(filterEntries(site, ctx.bindings)), ...ctx.types.importedPickTypes(site), ...(mapped ??= ctx.types.mappedPickTypes([rootOf(site.node)]))];
    for (const annotation of picked) filterType(annotation, true);
  }
  for (const annotation of [...ctx.types.pickedFilterTypes(filterEntriesOf(ctx.demandedFilters, ctx.bindings)), ...ctx.types.mappedPickTypes(ctx.demandedFilters)]) filterType(annotation, true);
  // `http.post(url, buildNotePayload(text))`, `{ ...NOTE_DEFAULTS, body }`: a payload made in another module.
  for (const site of requests) {
    const write = noteWriteOf(site);
    if (!write) continue;
    for (const root of notePayloadRoots(site)) demand(root, (key, path) => ({ kind: 'notePayload', key, path, write }));
    // `create(id, dto: CreateNoteDto)` with the DTO imported: its module declares the flag offered.
    for (const type of importedPayloadTypes(site, ctx.bindings)) {
      const variable = ctx.bindings.variableOf(type);
      const imported = variable && imports.get(variable);
      if (!imported || imported.key === '*' || imported.key === 'default') continue;
      const list = out.get(imported.file) ?? [];
      list.push({ kind: 'notePayloadType', key: imported.key, write });
      out.set(imported.file, list);
    }
  }
  // `export function present(record) { … LABELS.get(record.state) … }` where an importer of this file
  // hands `present` its applications: what this file does with them demands of its own imports too.
  const tracker = ctx.tracker();
  // `app.state === STALE_BUCKET`, `CLOSED.includes(app.state)`, `BADGES[app.state]`: what it is compared with.
  for (const node of nodes) {
    if (node.type !== 'MemberExpression' || memberName(node) !== NAMES.legacyState || !tracker.isApplication(node.object)) continue;
    const { parent, child } = outerParent(node);
    for (const source of ctx.reads.compared.sourcesOfRead(parent, child)) demand(source.node, (key, path) => ({ kind: 'compared', key, path, keys: source.keys }));
    // `presentStatus(app.state)` with `presentStatus` imported.
    if (parent?.type === 'CallExpression' && parent.arguments.includes(child as TSESTree.CallExpressionArgument)) {
      const index = parent.arguments.indexOf(child as TSESTree.CallExpressionArgument);
      demand(parent.callee, (key, path) => ({ kind: 'stateArgument', key, path, index }));
    }
  }
  // `const { state } = app; … LABELS[state]`: the same, through the variable destructured.
  for (const pattern of tracker.appPatterns) {
    const local = destructuredState(pattern);
    if (local) for (const source of ctx.reads.compared.sourcesOfVariable(local)) demand(source.node, (key, path) => ({ kind: 'compared', key, path, keys: source.keys }));
  }
  // `fromPayload(p: ApplicationPayload)` handed applications, `http.get<ApplicationPayload[]>(listPath)`:
  // the imported type declares the record.
  const recordTypes = new Set<TSESTree.Identifier>();
  const typeNames = (type: TSESTree.TypeNode | undefined): void => {
    for (const part of type ? typeParts(type) : []) {
      const inner = part.type === 'TSArrayType' ? part.elementType : part;
      if (inner.type === 'TSTypeReference' && inner.typeName.type === 'Identifier' && !inner.typeArguments) recordTypes.add(inner.typeName);
    }
  };
  for (const node of nodes) {
    if (!isFunction(node)) continue;
    for (const param of node.params) if (param.type === 'Identifier' && param.typeAnnotation && tracker.isApplication(param)) typeNames(param.typeAnnotation.typeAnnotation);
  }
  for (const site of requests) {
    if (site.node.type !== 'CallExpression' || !site.endpoints.some((e) => e === 'listApplications' || e === 'getApplication')) continue;
    // The response's type comes first (`http.get<Application[]>(…)`, `builder.query<Row[], ListArgs>(…)`);
    // what follows types the request (its query, its body).
    const response = site.node.typeArguments?.params[0];
    if (response) typeNames(response);
  }
  const typeDemand = (name: TSESTree.Identifier, kind: 'recordType' | 'copyType'): void => {
    const variable = ctx.bindings.variableOf(name);
    const imported = variable && imports.get(variable);
    if (!imported || imported.key === '*' || imported.key === 'default') return;
    const list = out.get(imported.file) ?? [];
    if (!list.some((d) => d.kind === kind && d.key === imported.key)) list.push({ kind, key: imported.key });
    out.set(imported.file, list);
  };
  for (const name of recordTypes) typeDemand(name, 'recordType');
  for (const copy of tracker.typedStateCopies()) typeDemand(copy.type, 'copyType');
  for (const call of calls) {
    // `present(app)`, `new ApplicationModel(raw)`: the function (or the class's constructor) receives an application.
    call.arguments.forEach((arg, index) => {
      if (arg.type !== 'SpreadElement' && tracker.isApplication(arg)) demand(call.callee, (key, path) => ({ kind: 'argument', key, path, index }));
    });
    if (call.type !== 'CallExpression') continue;
    // `apps.map(present)`, `load().then(render)`: each element (or the result) is handed to it.
    const callee = unwrap(call.callee);
    const method = callee.type === 'MemberExpression' ? memberName(callee) : undefined;
    // `rows.sort(SORTS[name])`: a comparator receives two elements.
    const indexes = method === 'then' ? [0] : elementParameters(method);
    const callback = call.arguments[0];
    if (indexes.length && callback && callback.type !== 'SpreadElement' && !isFunction(callback) && tracker.isApplication((callee as TSESTree.MemberExpression).object))
      for (const index of indexes) demand(callback, (key, path) => ({ kind: 'argument', key, path, index }));
  }
  return out;
}
