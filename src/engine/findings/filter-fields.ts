/**
 * A class whose own `state` is what it sends as the filter (`toParams() { … params.state = this.state }`,
 * a query DTO, a builder, a form model): that field is the removed filter held in the class. Its
 * declaration, the class's reads and writes of it and those of its instances in the file are places
 * of the same problem, shown beside the request that sends it, which is where it is migrated.
 */
import { NAMES } from '../../migration/index.js';
import { keyName, memberName, unwrap, walk, type Node } from '../../matchers/ast.js';
import { enclosingClassBody, ownField } from '../../matchers/class-members.js';
import type { Bindings } from '../../matchers/scope.js';
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
  const places: Node[] = [];
  const field = ownField(body, NAMES.legacyState);
  if (field) places.push(field.key);
  const cls = body.parent;
  const className = cls.type === 'ClassDeclaration' ? cls.id?.name : undefined;
  // `this.state` in the class; `dto.state` of `const dto = new ListQuery()` wherever the class is made.
  const isInstance = (object: Node): boolean => {
    if (object.type === 'ThisExpression') return enclosingClassBody(object) === body;
    if (object.type !== 'Identifier' || !className) return false;
    const init = bindings.initializerOf(bindings.variableOf(object));
    const made = init && unwrap(init);
    return made?.type === 'NewExpression' && made.callee.type === 'Identifier' && made.callee.name === className;
  };
  const program = rootOf(body);
  walk(program, (node) => {
    if (node.type === 'MemberExpression' && node !== inner && !node.computed && memberName(node) === NAMES.legacyState && isInstance(unwrap(node.object))) places.push(node.property);
  });
  return places.map((place) => ({ rule: 'no-legacy-state-filter', range: place.range, messageId: 'held', data: { removal, holder: className ?? 'this class' }, secondary: true }));
}

function rootOf(node: Node): Node {
  let current: Node = node;
  while (current.parent) current = current.parent;
  return current;
}
