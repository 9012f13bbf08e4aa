/**
 * The types the filters of `GET /v2/applications` are declared with, and the requests that send
 * them: a wrapper's filter parameter's type (`listApplications(filters: Filters)`), a builder's field,
 * a resource's type arguments, the literals declared with such a type, `Filters['state']`, and the
 * types a picking wrapper declares. A filter type loses `state` for `hiringState` and `stageType`
 * (a type-only change, so an autofix), with the literals declared with it.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HIRING_STATES, LEGACY_STATES, NAMES, STAGE_TYPES, isLegacyState } from '../../migration/index.js';
import { keyName, parameterAnnotation, parameterAt, unwrap, walk, type Node } from '../../matchers/ast.js';
import { HELPERS } from '../../migration/codegen.js';
import { filterEntries, listedValues, type FilterEntry } from '../../matchers/filters.js';
import type { RequestSite } from '../../matchers/requests.js';
import type { Bindings, Variable } from '../../matchers/scope.js';
import { declaredTypeMembers, localTypeMembers, memberType, TIGHT_TYPE_PARENTS, topLevelDeclaration, typeParts } from '../../matchers/type-shapes.js';
import { parameterFlows, pickedParameter, pickedProperties } from '../../matchers/wrappers.js';
import type { RelativeImport } from '../relative-imports.js';
import type { SourceText } from '../edits.js';
import { replaceMember, unionText } from '../type-members.js';
import type { Edit, Finding } from '../types.js';
import type { TypeMember } from '../../matchers/applications.js';
import { jsDocParamMembers, jsDocParamTags, jsDocTypedefs, type JsDocTypedef } from '../../matchers/jsdoc.js';
import type { FilterEntries } from './filter-entries.js';
import { ownFieldType } from './declared-filter-types.js';

/** The generated helpers that map a legacy value, by the argument that value is. */
const MAPPED_VALUE_ARGUMENT: ReadonlyMap<string, number> = new Map([
  [HELPERS.filter, 0],
  [HELPERS.query, 0],
  [HELPERS.params, 1],
]);

export interface FilterTypeContext {
  src: SourceText;
  bindings: Bindings;
  /** "removed on 2026-11-01 (N days ago)" for the messages. */
  removal: string;
  add: (finding: Finding) => void;
  /** The file's program (the types it exports). */
  ast: TSESTree.Program;
  /** The file's relative imports. */
  imports: () => ReadonlyMap<Variable, RelativeImport>;
  entries: FilterEntries;
}

export class FilterTypes {
  /**
   * Names of the types the list's filters are declared with: this file's filter parameters' (see
   * filterTypeFindings), its own types its importers send as filters, and imported ones another
   * file of the run sends as filters (see importedFilterTypes). Each loses `state`.
   */
  readonly names = new Set<string>();
  /**
   * Names of types whose `state` a wrapper of another module picks and maps (`const { state } = params`
   * in a query builder): objects of them keep `state`, whatever flows them whole elsewhere.
   */
  readonly kept = new Set<string>();

  constructor(private readonly ctx: FilterTypeContext) {}

  requestFindings(site: RequestSite): void {
    const entries = filterEntries(site, this.ctx.bindings);
    // The filter types first: a literal declared with one is rewritten with it (see keptDeclaredType).
    this.filterTypeFindings(site);
    this.jsDocFilterTypeFindings(site, entries);
    this.ctx.entries.entryFindings(entries);
    this.pickedFilterTypeFindings(entries);
    for (const picked of site.picked ?? []) this.pickedFindings(site, picked.node, picked.key);
  }

  /**
   * What a caller hands to a wrapper that sends it as `state` (`listByState('SCREENING')`,
   * `list({ state: s })`): the wrapper is reported and migrated where it writes `state`; its callers'
   * `state` keys and legacy values are places of the same problem.
   */
  private pickedFindings(site: RequestSite, arg: Node, key: string | undefined): void {
    const callee = 'callee' in site.node ? this.ctx.src.slice((site.node.callee as Node).range).replace(/\s+/g, '') : '';
    const values: Node[] = [];
    if (key === undefined) values.push(arg);
    else {
      for (const prop of pickedProperties(arg, key, this.ctx.bindings)) {
        // `list({ status: s })` of a wrapper that sends `status` as `state`: the caller's own name keeps
        // working once the wrapper is migrated; only a key spelled `state` is the removed filter here.
        if (key !== NAMES.legacyState) {
          this.ctx.entries.valueOriginFindings(prop.value);
          continue;
        }
        this.ctx.add({
          rule: 'no-legacy-state-filter',
          range: prop.key.range,
          messageId: 'passed',
          data: { removal: this.ctx.removal, callee },
          secondary: true,
        });
        // Its own literal is part of what is reported here.
        this.ctx.entries.valueOriginFindings(prop.value, prop.range);
      }
    }
    for (const value of values) this.ctx.entries.valueOriginFindings(value);
    // `listByStates(OPEN_STATES)` of a list written elsewhere (here or in another module) whose elements
    // the wrapper sends one by one: the call hands the legacy values on, a place of the problem too.
    const list = key === undefined ? unwrap(arg) : undefined;
    if (list?.type === 'Identifier' && this.holdsLegacyList(list))
      this.ctx.add({ rule: 'no-legacy-state-filter', range: list.range, messageId: 'passed', data: { removal: this.ctx.removal, callee }, secondary: true });
  }

  /** A list of the legacy values a name holds: the file's constant list, or another module's by its summary. */
  private holdsLegacyList(id: TSESTree.Identifier): boolean {
    return !!listedValues(id, this.ctx.bindings)?.some((v) => isLegacyState(v));
  }

  /**
   * `function listApplications(filters: Filters)` whose `Filters` (declared in this file) has a
   * `state` member: once the callers send hiringState/stageType, the type must declare them.
   */
  private filterTypeFindings(site: RequestSite): void {
    for (const annotation of this.declaredFilterTypes(site)) {
      for (const type of annotation ? typeParts(annotation) : []) {
        // An interface or type literal, or a DTO class (`class ApplicationFilterDto { state?: string }`).
        const members = localTypeMembers(type, this.ctx.bindings) ?? dtoMembers(type, this.ctx.bindings);
        if (members) this.filterTypeMembersFinding(members);
        // A type of the file's or an import's, which loses `state` with it (not `Record<string, string>`).
        const variable = type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && !type.typeArguments ? this.ctx.bindings.variableOf(type.typeName) : undefined;
        if (variable && !this.kept.has(variable.name) && (members?.some((m) => isProperty(m) && keyName(m.key, m.computed) === NAMES.legacyState) || this.ctx.imports().has(variable))) this.names.add(variable.name);
      }
    }
  }

  /**
   * The JavaScript twin of filterTypeFindings and pickedFilterTypeFindings: the JSDoc type of a
   * parameter whose object reaches the filters whole, or that `state` is picked from
   * (`@param {{ state?: string, jobId?: string }} [filter]`, `@param {ListParams} params` with the
   * file's `@typedef` of it). Its `state` is shown as the place the filter is declared; it is
   * documentation, so nothing is rewritten.
   */
  private jsDocFilterTypeFindings(site: RequestSite, entries: readonly FilterEntry[]): void {
    const { comments } = this.ctx.ast;
    if (!comments?.length) return;
    const text = this.ctx.src.text;
    let typedefs: JsDocTypedef[] | undefined;
    const flows: { fn: TSESTree.FunctionLike; index: number }[] = [...parameterFlows(site, this.ctx.bindings)];
    for (const entry of entries) {
      const value = entry.name === NAMES.legacyState ? (entry.kind === 'query' ? entry.pair.valueHole : entry.value) : undefined;
      const pick = value && pickedParameter(value, this.ctx.bindings);
      if (pick && pick.key === NAMES.legacyState) flows.push(pick);
    }
    const seen = new Set<number>();
    for (const { fn, index } of flows) {
      const param = parameterAt(fn, index);
      if ((param?.type !== 'Identifier' && param?.type !== 'ObjectPattern') || param.typeAnnotation) continue;
      const tags = jsDocParamTags(fn, comments, text);
      // `@param {{ state?: string }} [filter]` of `({ state, ...rest } = {})`: the tag in its place.
      const tag = param.type === 'Identifier' ? tags.get(param.name) : tags.size === fn.params.length ? [...tags.values()][index] : undefined;
      const members = tag && jsDocParamMembers(tag, () => (typedefs ??= jsDocTypedefs(comments, text)));
      const state = members?.get(NAMES.legacyState);
      // A record (an id, the stage) is not the filters.
      if (!state || members!.has('id') || members!.has(NAMES.legacyStage) || members!.has(NAMES.pipelineStage) || seen.has(state.nameRange[0])) continue;
      seen.add(state.nameRange[0]);
      this.ctx.add({
        rule: 'no-legacy-state-filter',
        range: state.nameRange,
        messageId: 'declaration',
        data: { removal: this.ctx.removal, hiringStates: HIRING_STATES.join(', '), stageTypes: STAGE_TYPES.join(', ') },
        secondary: true,
      });
    }
  }

  /**
   * `list(filters: ApplicationFilters) { … state: filters.state … }`: the wrapper picks `state` out of
   * its parameter, whose type (of this file) declares it. The wrapper's own rewrite maps the value it
   * picks, so the type keeps `state` for its callers; it is shown as the place the filter is declared.
   */
  private pickedFilterTypeFindings(entries: readonly FilterEntry[]): void {
    for (const annotation of this.pickedFilterTypes(entries))
      for (const type of typeParts(annotation)) {
        // Whatever an importer of its module demands, objects of this type reach the request through
        // the wrapper's pick here: they keep `state` (`filters.state = next` stays as it is).
        if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier') this.names.delete(type.typeName.name);
        const members = localTypeMembers(type, this.ctx.bindings);
        if (members) this.pickedFilterTypeMembersFinding(members);
      }
  }

  /**
   * The same, in filters already migrated: the value a generated mapping helper is handed
   * (`...toHiringStateFilter(state)` of `const { state } = params`) is still picked from the parameter.
   */
  mappedPickTypes(roots: readonly Node[]): TSESTree.TypeNode[] {
    const out: TSESTree.TypeNode[] = [];
    for (const root of roots)
      walk(root, (node) => {
        if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') return;
        const at = MAPPED_VALUE_ARGUMENT.get(node.callee.name);
        const value = at === undefined ? undefined : node.arguments[at];
        const pick = value && value.type !== 'SpreadElement' ? pickedParameter(value, this.ctx.bindings) : undefined;
        const annotation = pick && pick.key === NAMES.legacyState ? parameterAnnotation(pick.fn, pick.index) : undefined;
        if (annotation && !out.includes(annotation)) out.push(annotation);
      });
    return out;
  }

  /**
   * The declared types of the parameters handed whole to another module's function that picks `state`
   * out of them (`toSearchParams(query)` of `query: ListQuery`, see ModuleSummary.picking): that module
   * declares the filter it picks.
   */
  importedPickTypes(site: RequestSite): TSESTree.TypeNode[] {
    const out: TSESTree.TypeNode[] = [];
    const picks = this.ctx.bindings.importedPicks;
    if (!picks) return out;
    for (const root of site.filterNodes)
      walk(root, (node) => {
        if (node.type !== 'CallExpression') return;
        node.arguments.forEach((arg, i) => {
          if (arg.type === 'SpreadElement' || !picks(unwrap(node.callee), i)) return;
          const pick = pickedParameter(arg, this.ctx.bindings);
          const annotation = pick && pick.key === undefined ? parameterAnnotation(pick.fn, pick.index) : undefined;
          if (annotation && !out.includes(annotation)) out.push(annotation);
        });
      });
    return out;
  }

  /** The declared types of the parameters a list's `state` is picked from (`filters.state` of `filters: Filters`). */
  pickedFilterTypes(entries: readonly FilterEntry[]): TSESTree.TypeNode[] {
    const out: TSESTree.TypeNode[] = [];
    for (const entry of entries) {
      const value = entry.name === NAMES.legacyState ? (entry.kind === 'query' ? entry.pair.valueHole : entry.value) : undefined;
      const pick = value && pickedParameter(value, this.ctx.bindings);
      const annotation = pick && pick.key === NAMES.legacyState ? parameterAnnotation(pick.fn, pick.index) : undefined;
      if (annotation) out.push(annotation);
    }
    return out;
  }

  /**
   * A type that declares an optional `state` beside `stageType` (`{ state?; hiringState?; stageType? }`,
   * an interface, a type literal, a JSDoc typedef) describes the list's query whoever sends it: a record
   * never has `stageType` (its stage type is `pipelineStage.type`). Its `state` is shown as the filter it
   * declares, without a rewrite: callers the run did not see may still hand it `state`.
   */
  filterShapeFindings(nodes: readonly Node[], typedefs: readonly JsDocTypedef[]): void {
    const data = { removal: this.ctx.removal, hiringStates: HIRING_STATES.join(', '), stageTypes: STAGE_TYPES.join(', ') };
    const filterLike = (has: (name: string) => boolean): boolean => has(NAMES.stageType) && !has('id') && !has(NAMES.legacyStage) && !has(NAMES.pipelineStage);
    for (const node of nodes) {
      const members = node.type === 'TSInterfaceBody' ? node.body : node.type === 'TSTypeLiteral' ? node.members : undefined;
      const state = members?.find((m): m is TSESTree.TSPropertySignature => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === NAMES.legacyState);
      if (!members || !state?.optional) continue;
      if (filterLike((name) => members.some((m) => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === name)))
        this.ctx.add({ rule: 'no-legacy-state-filter', range: state.key.range, messageId: 'declaration', data, secondary: true });
    }
    for (const { members } of typedefs) {
      const state = members.get(NAMES.legacyState);
      if (state?.optional && filterLike((name) => members.has(name))) this.ctx.add({ rule: 'no-legacy-state-filter', range: state.nameRange, messageId: 'declaration', data, secondary: true });
    }
  }

  /** The `state` member of a filter type a wrapper picks it from (not a record's: no id, no stage). */
  pickedFilterTypeMembersFinding(members: readonly TSESTree.TypeElement[]): void {
    const has = (name: string) => members.some((m) => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === name);
    if (has('id') || has(NAMES.legacyStage) || has(NAMES.pipelineStage)) return;
    for (const member of members)
      if (member.type === 'TSPropertySignature' && keyName(member.key, member.computed) === NAMES.legacyState)
        this.ctx.add({ rule: 'no-legacy-state-filter', range: member.key.range, messageId: 'declaration', data: { removal: this.ctx.removal, hiringStates: HIRING_STATES.join(', '), stageTypes: STAGE_TYPES.join(', ') }, secondary: true });
  }

  /**
   * The types a list request's filters are declared with: its wrapper's filter parameters
   * (`list(filters: ApplicationFilters)`) and, for a resource, its base class's type arguments.
   */
  declaredFilterTypes(site: RequestSite): (TSESTree.TypeNode | undefined)[] {
    // `params: this.criteria` of a builder that declares `criteria: Criteria`.
    const fields = site.filterNodes.map((node) => ownFieldType(unwrap(node)));
    // `{ state: query.state }` of `query: ListQuery`: the wrapper picks `state` and its rewrite maps it,
    // so `ListQuery` keeps `state` for its callers (see pickedFilterTypeFindings), here and in its module.
    const picked = new Set(this.pickedFilterTypes(filterEntries(site, this.ctx.bindings)));
    const flows = parameterFlows(site, this.ctx.bindings).map((flow) => parameterAnnotation(flow.fn, flow.index)).filter((a) => !a || !picked.has(a));
    return [...flows, ...(site.resourceTypes ?? []), ...fields];
  }

  /**
   * Object literals declared with a filter type that loses `state` (`const TABS: Record<Tab, DeskQuery> = { … }`,
   * `const q: Partial<Query> = { state }`, `readonly Query[]`): filters too, migrated with the type.
   */
  typedFilterLiterals(nodes: readonly Node[], records: ReadonlySet<string>): Node[] {
    if (this.names.size === 0) return [];
    const out: Node[] = [];
    const isFilterType = (type: TSESTree.TypeNode): boolean =>
      typeParts(type).some((t) => t.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && this.names.has(t.typeName.name) && !records.has(t.typeName.name));
    const visit = (type: TSESTree.TypeNode, value: Node | null | undefined, depth: number): void => {
      if (!value || depth > 4) return;
      const inner = unwrap(value);
      if (isFilterType(type)) {
        out.push(inner);
        return;
      }
      // `Record<K, Query>`, `{ [k: string]: Query }`: each value; `Query[]`, `readonly Query[]`, `Array<Query>`: each element.
      const valueType = memberType(type, 'value');
      if (valueType && inner.type === 'ObjectExpression') {
        for (const prop of inner.properties) if (prop.type === 'Property') visit(valueType, prop.value, depth + 1);
        return;
      }
      const element = memberType(type, 'element');
      if (element && inner.type === 'ArrayExpression') for (const el of inner.elements) if (el && el.type !== 'SpreadElement') visit(element, el, depth + 1);
    };
    for (const node of nodes) {
      if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.id.typeAnnotation) visit(node.id.typeAnnotation.typeAnnotation, node.init, 0);
      else if (node.type === 'PropertyDefinition' && node.typeAnnotation) visit(node.typeAnnotation.typeAnnotation, node.value, 0);
      // `{ … } as const satisfies Record<string, Query>`, `{ … } as Query`: the type written there.
      else if (node.type === 'TSSatisfiesExpression' || node.type === 'TSAsExpression') visit(node.typeAnnotation, node.expression, 0);
    }
    return out;
  }

  /**
   * `Filters['state']` of a filter type that loses `state` (here or in its own module): the values it
   * held, the legacy states, which the rewritten requests still map (`toHiringStateFilter(s)`).
   */
  indexedFilterTypeFinding(node: TSESTree.TSIndexedAccessType, records: ReadonlySet<string>): void {
    const index = node.indexType;
    const object = node.objectType;
    if (index.type !== 'TSLiteralType' || index.literal.type !== 'Literal' || index.literal.value !== NAMES.legacyState) return;
    if (object.type !== 'TSTypeReference' || object.typeName.type !== 'Identifier' || object.typeArguments || !this.names.has(object.typeName.name)) return;
    if (records.has(object.typeName.name)) return; // `Application['state']`: the record's (see indexedTypeFinding)
    const text = `${unionText(this.ctx.src, LEGACY_STATES)} | undefined`;
    const tight = TIGHT_TYPE_PARENTS.has(node.parent?.type ?? '') || node.parent?.type === 'TSUnionType';
    this.ctx.add({
      rule: 'no-legacy-state-filter',
      range: index.range,
      messageId: 'declaration',
      data: { removal: this.ctx.removal, hiringStates: HIRING_STATES.join(', '), stageTypes: STAGE_TYPES.join(', ') },
      fix: [{ range: node.range, text: tight ? `(${text})` : text }],
    });
  }

  /** A filter type's members (`{ state?: LegacyState; jobId?: string }`): `state` becomes hiringState and stageType. */
  filterTypeMembersFinding(members: readonly FilterTypeMember[]): void {
    const state = members.find((m): m is TypeMember => isProperty(m) && keyName(m.key, m.computed) === NAMES.legacyState);
    // A class property with a value is a value of every instance, not only a type: a person decides.
    if (!state || (state.type === 'PropertyDefinition' && state.value)) return;
    const has = (name: string) => members.some((m) => isProperty(m) && keyName(m.key, m.computed) === name);
    // A record (an id, the stage) is not the filters, whatever hands it on beside them.
    if (has('id') || has(NAMES.legacyStage) || has(NAMES.pipelineStage)) return;
    let edits: Edit[] | undefined;
    if (!this.ctx.src.hasComment(state.range)) {
      // `state?: string` keeps its type; a union of legacy values, or a type of them (`LegacyState`,
      // an enum), becomes the new enums.
      const loose = state.typeAnnotation && ['TSStringKeyword', 'TSAnyKeyword', 'TSUnknownKeyword'].includes(state.typeAnnotation.typeAnnotation.type);
      const typeOf = (values: readonly string[]) => (loose ? this.ctx.src.slice(state.typeAnnotation!.typeAnnotation.range) : unionText(this.ctx.src, values));
      // stageType goes only with the values the table stages: optional, whatever `state` was.
      const added: [string, string, boolean?][] = [
        ...(has(NAMES.hiringState) ? [] : [[NAMES.hiringState, typeOf(HIRING_STATES)] as [string, string]]),
        ...(has(NAMES.stageType) ? [] : [[NAMES.stageType, typeOf(STAGE_TYPES), true] as [string, string, boolean]]),
      ];
      edits = added.length ? [replaceMember(this.ctx.src, state, added)] : undefined;
    }
    this.ctx.add({
      rule: 'no-legacy-state-filter',
      range: state.key.range,
      messageId: 'declaration',
      data: { removal: this.ctx.removal, hiringStates: HIRING_STATES.join(', '), stageTypes: STAGE_TYPES.join(', ') },
      // A type-only change keeps what the program does.
      // `{ state?: …; hiringState?: …; stageType?: … }`: the current filters are declared already; code here or in
      // another module may still read or set `state` on it (a wrapper that maps it), so it stays for a person to drop.
      ...(edits
        ? { fix: edits }
        : { codemod: { todo: has(NAMES.hiringState) && has(NAMES.stageType) ? `${NAMES.hiringState} and ${NAMES.stageType} are declared beside ${NAMES.legacyState}: drop ${NAMES.legacyState} once nothing sets or reads it.` : `declare ${NAMES.hiringState} and ${NAMES.stageType} in this filter type instead of ${NAMES.legacyState}.` } }),
    });
  }

  /** The members of the interface or object type alias this file exports as `name`. */
  exportedTypeMembers(name: string): TSESTree.TypeElement[] | undefined {
    return declaredTypeMembers(topLevelDeclaration(this.ctx.ast, name));
  }
}

/** A member of a filter type: of an interface or type literal, or of a DTO class. */
type FilterTypeMember = TSESTree.TypeElement | TSESTree.ClassElement;

function isProperty(member: FilterTypeMember): member is TypeMember {
  return member.type === 'TSPropertySignature' || (member.type === 'PropertyDefinition' && !member.static);
}

/** The members of a class of the file a type names (`filters: ApplicationFilterDto`). */
function dtoMembers(type: TSESTree.TypeNode, bindings: Bindings): TSESTree.ClassElement[] | undefined {
  if (type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier' || type.typeArguments) return undefined;
  const decl = bindings.variableOf(type.typeName)?.defs[0]?.node;
  return decl?.type === 'ClassDeclaration' ? decl.body.body : undefined;
}
