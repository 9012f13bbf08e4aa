/**
 * What a class holds for a request of the service and sends from its own fields:
 * - a class whose own `state` is what it sends as the filter (`toParams() { … params.state = this.state }`,
 *   a query DTO, a builder, a form model): that field is the removed filter held in the class;
 * - a class whose method makes the scorecard list's query that another module sends
 *   (`{ page: String(this.page), per_page: String(this.perPage) }`): its paging fields page a list
 *   that has no pages.
 * Their declarations, the class's reads and writes of them and those of its instances in the file are
 * places of the same problem, shown beside the request that sends them, which is where it is reported.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES } from '../../migration/index.js';
import { keyName, memberName, programNodes, rootOf, unwrap, walk, type Node } from '../../matchers/ast.js';
import { enclosingClassBody, filterHolderClass, instanceClassName, ownField } from '../../matchers/class-members.js';
import { entryReportRange, keyEntries } from '../../matchers/filters.js';
import type { Bindings } from '../../matchers/scope.js';
import { PAGINATION_PARAMS } from '../../matchers/scorecards.js';
import { describeEndpoint, SCORECARD_FACTS } from '../../migration/index.js';
import type { Finding } from '../types.js';

/** The class's own `state` a filter value reads (`this.state`), with the places it is declared, read and written. */
export function ownFilterFieldFindings(value: Node, bindings: Bindings, removal: string): Finding[] {
  const inner = unwrap(value);
  if (inner.type !== 'MemberExpression' || inner.computed || inner.object.type !== 'ThisExpression' || memberName(inner) !== NAMES.legacyState) return [];
  const body = enclosingClassBody(inner);
  if (!body) return [];
  // A record (an id, a stage) is no filter, whatever it hands on.
  const own = new Set(body.body.flatMap((m) => ((m.type === 'PropertyDefinition' || m.type === 'MethodDefinition') && !m.computed ? [keyName(m.key, false)] : [])));
  if (own.has('id') || own.has(NAMES.legacyStage) || own.has(NAMES.pipelineStage)) return [];
  const places = ownFieldPlaces(body, NAMES.legacyState, bindings, inner);
  const cls = body.parent;
  const className = cls.type === 'ClassDeclaration' ? cls.id?.name : undefined;
  return places.map((place) => ({ rule: 'no-legacy-state-filter', range: place.range, messageId: 'held', data: { removal, holder: className ?? 'this class' }, secondary: true }));
}

/**
 * The query objects another module sends to the scorecard list that this file makes (see the `paging`
 * demand): their paging keys, and the class fields those keys are given (`page: String(this.page)`).
 */
export function demandedPagingFindings(queries: readonly Node[], bindings: Bindings): Finding[] {
  const data = { endpoint: describeEndpoint(SCORECARD_FACTS.endpoint) };
  const findings: Finding[] = [];
  const add = (place: Node, name: string): void => {
    if (!findings.some((f) => f.range[0] === place.range[0])) findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameter', data: { ...data, name }, range: place.range, secondary: true });
  };
  for (const query of queries) {
    const object = unwrap(query);
    // `` `?${new URLSearchParams({ page: String(page) })}` `` returned by a helper: the paging keys of the query text it makes.
    if (object.type !== 'ObjectExpression') {
      for (const entry of keyEntries([object], bindings, PAGINATION_PARAMS)) {
        const [start, end] = entryReportRange(entry);
        if (!findings.some((f) => f.range[0] === start)) findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameter', data: { ...data, name: entry.name }, range: [start, end], secondary: true });
      }
      continue;
    }
    for (const prop of object.properties) {
      const name = prop.type === 'Property' ? keyName(prop.key, prop.computed) : undefined;
      if (prop.type !== 'Property' || !name || !(PAGINATION_PARAMS as readonly string[]).includes(name)) continue;
      add(prop.key, name);
      walk(prop.value, (node) => {
        const field = node.type === 'MemberExpression' && node.object.type === 'ThisExpression' && !node.computed ? memberName(node) : undefined;
        const body = field ? enclosingClassBody(node) : undefined;
        if (field && body) for (const place of ownFieldPlaces(body, field, bindings)) add(place, field);
      });
    }
  }
  return findings;
}

/**
 * Where a class's own field `name` is declared, read and written: its declaration, `this.name` in the
 * class, `x.name` of `const x = new TheClass()` anywhere in the file (not `except`, the read that led here).
 */
export function ownFieldPlaces(body: TSESTree.ClassBody, name: string, bindings: Bindings, except?: Node): Node[] {
  const places: Node[] = [];
  const field = ownField(body, name);
  if (field) places.push(field.key);
  const cls = body.parent;
  const className = cls.type === 'ClassDeclaration' ? cls.id?.name : undefined;
  const program = rootOf(body);
  const isInstance = (object: Node): boolean => {
    if (object.type === 'ThisExpression') return enclosingClassBody(object) === body;
    if (object.type !== 'Identifier' || !className) return false;
    const made = instanceClassName(object, bindings);
    return !!made && made.name === className && bindings.variableOf(made)?.defs[0]?.node === cls;
  };
  for (const node of program.type === 'Program' ? programNodes(program) : [])
    if (node.type === 'MemberExpression' && node !== except && !node.computed && memberName(node) === name && isInstance(unwrap(node.object))) places.push(node.property);
  return places;
}

/**
 * `query.state` of an instance of an imported class whose method makes the list's filters from its own
 * `state` (`query.toParams()` sent): the removed filter held in the instance, migrated in the class.
 */
export function importedHolderFindings(filters: readonly Node[], members: readonly TSESTree.MemberExpression[], bindings: Bindings, removal: string): Finding[] {
  const holders = new Set<string>();
  for (const filter of filters) {
    const call = unwrap(filter);
    const holder = call.type === 'CallExpression' && call.callee.type === 'MemberExpression' ? filterHolderClass(call.callee.object, bindings, NAMES.legacyState) : undefined;
    if (holder && bindings.importedFilterHolder?.(holder)) holders.add(holder);
  }
  if (!holders.size) return [];
  return members.flatMap((member): Finding[] => {
    const object = unwrap(member.object);
    if (member.computed || memberName(member) !== NAMES.legacyState || object.type !== 'Identifier') return [];
    const holder = filterHolderClass(object, bindings, NAMES.legacyState);
    return holder && holders.has(holder) ? [{ rule: 'no-legacy-state-filter', range: member.property.range, messageId: 'held', data: { removal, holder }, secondary: true }] : [];
  });
}
