/**
 * What a class keeps in `this.name`, read where the class reads it: the class a node is written in,
 * the values written into a member (its field's initializer, `this.name = v` in any method) and the
 * type the member is declared with (a field, a constructor's parameter property).
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { calleeName, isFunction, keyName, memberName, programNodes, rootOf, unwrap, walk, type Node } from './ast.js';
import type { Bindings } from './scope.js';

/** The body of the class a node is written in. */
export function enclosingClassBody(node: Node): TSESTree.ClassBody | undefined {
  let current: Node | undefined = node.parent;
  while (current && current.type !== 'ClassBody') current = current.parent;
  return current?.type === 'ClassBody' ? current : undefined;
}

/** `this.name` read or written in a class: that class's body and the member's name. */
export function ownMember(node: Node): { body: TSESTree.ClassBody; name: string } | undefined {
  if (node.type !== 'MemberExpression' || node.object.type !== 'ThisExpression') return undefined;
  const name = memberName(node);
  const body = name === undefined ? undefined : enclosingClassBody(node);
  return body && name !== undefined ? { body, name } : undefined;
}

/** The values `this.name = v` writes anywhere in the class. */
export function ownMemberAssignments(body: TSESTree.ClassBody, name: string): Node[] {
  const out: Node[] = [];
  walk(body, (node) => {
    if (node.type === 'AssignmentExpression' && node.operator === '=' && node.left.type === 'MemberExpression' && node.left.object.type === 'ThisExpression' && memberName(node.left) === name)
      out.push(node.right);
  });
  return out;
}

/** The field `name` of the class (not a static one). */
export function ownField(body: TSESTree.ClassBody, name: string): TSESTree.PropertyDefinition | undefined {
  return body.body.find((m): m is TSESTree.PropertyDefinition => m.type === 'PropertyDefinition' && !m.static && !m.computed && keyName(m.key, false) === name);
}

/** Everything the class keeps in `this.name`: its field's initializer and what its methods write. */
export function ownMemberWrites(body: TSESTree.ClassBody, name: string): Node[] {
  const initializer = ownField(body, name)?.value;
  return [...(initializer ? [initializer] : []), ...ownMemberAssignments(body, name)];
}

/** The type `this.name` is declared with: its field's annotation, or a constructor parameter property's. */
export function ownMemberType(body: TSESTree.ClassBody, name: string): TSESTree.TypeNode | undefined {
  const field = ownField(body, name);
  if (field) return field.typeAnnotation?.typeAnnotation;
  const param = ownParameterProperty(body, name);
  return (param?.type === 'AssignmentPattern' ? param.left : param)?.typeAnnotation?.typeAnnotation;
}

/**
 * The class of the file an object is an instance of: a variable or parameter declared with its name
 * (`service: ApplicationsService`), one made with `new ApplicationsService()`, or a member of this
 * class declared so (`constructor(private readonly apps: ApplicationsService)`).
 */
function instanceClass(object: Node, bindings: Bindings): TSESTree.ClassDeclaration | TSESTree.ClassExpression | undefined {
  const className = instanceClassName(object, bindings);
  const decl = className && bindings.variableOf(className)?.defs[0]?.node;
  return decl?.type === 'ClassDeclaration' || decl?.type === 'ClassExpression' ? decl : undefined;
}

/**
 * The name of the class (of the file or imported) an object is an instance of: declared with it
 * (`query: ListQuery`, a parameter defaulting to `new ListQuery()`), made with `new ListQuery()` or by
 * one of its static factories (`ListQuery.from(raw)`), or a member of this class declared so.
 */
export function instanceClassName(object: Node, bindings: Bindings): TSESTree.Identifier | undefined {
  const inner = unwrap(object);
  let type: TSESTree.TypeNode | undefined;
  let made: Node | undefined;
  if (inner.type === 'NewExpression') made = inner;
  else if (inner.type === 'Identifier') {
    const def = bindings.variableOf(inner)?.defs[0];
    const name = def?.name;
    type = name?.type === 'Identifier' ? name.typeAnnotation?.typeAnnotation : undefined;
    if (def?.type === 'Variable' && def.node.init) made = unwrap(def.node.init);
    // `list(query: ListQuery = new ListQuery())`
    const param = def?.type === 'Parameter' ? name?.parent : undefined;
    if (param?.type === 'AssignmentPattern' && param.left === name) made = unwrap(param.right);
  } else {
    const own = ownMember(inner);
    if (own) {
      type = ownMemberType(own.body, own.name);
      const initializer = ownField(own.body, own.name)?.value;
      if (initializer) made = unwrap(initializer);
    }
  }
  if (type?.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && !type.typeArguments) return type.typeName;
  if (made?.type === 'NewExpression' && made.callee.type === 'Identifier') return made.callee;
  // `ListQuery.from(raw)`: a static factory of a class (named as one: capitalized).
  const factory = made?.type === 'CallExpression' && made.callee.type === 'MemberExpression' && !made.callee.computed ? unwrap(made.callee.object) : undefined;
  return factory?.type === 'Identifier' && /^[A-Z]/.test(factory.name) && bindings.variableOf(factory)?.defs[0]?.type !== 'Variable' ? factory : undefined;
}

/**
 * The class an object is an instance of, where that class sends its own `key` as the list's filter
 * (see sendsOwnState): a class of the file, or an imported one its module's summary says so of.
 */
export function filterHolderClass(object: Node, bindings: Bindings, key: string): string | undefined {
  const name = instanceClassName(object, bindings);
  const def = name && bindings.variableOf(name)?.defs[0];
  if (!name || !def) return undefined;
  if (def.node.type === 'ClassDeclaration' || def.node.type === 'ClassExpression') return sendsOwnState(def.node, key) ? name.name : undefined;
  return def.type === 'ImportBinding' && bindings.importedFilterHolder?.(name.name) ? name.name : undefined;
}

/** `query.state = status` of instances of such a class in the file (see filterHolderClass): the values written. */
export function filterHolderWrites(program: Node, className: string, bindings: Bindings, key: string): Node[] {
  const out: Node[] = [];
  if (program.type !== 'Program') return out;
  for (const node of programNodes(program))
    if (node.type === 'AssignmentExpression' && node.operator === '=' && node.left.type === 'MemberExpression' && memberName(node.left) === key && unwrap(node.left.object).type === 'Identifier' && filterHolderClass(node.left.object, bindings, key) === className)
      out.push(node.right);
  return out;
}

/**
 * Does the class send its own `state` as a filter from one of its methods (`toParams() { return { state:
 * this.state } }`, `params.set('state', this.state)`, `q.state = this.state`)? A query DTO, a builder.
 */
export function sendsOwnState(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression, key: string): boolean {
  const readsOwn = (node: Node | null | undefined): boolean => {
    let found = false;
    if (node)
      walk(node, (n) => {
        if (!found && n.type === 'MemberExpression' && n.object.type === 'ThisExpression' && memberName(n) === key) found = true;
      });
    return found;
  };
  let sends = false;
  for (const member of cls.body.body) {
    if (member.type !== 'MethodDefinition' || member.static || member.kind !== 'method' || !member.value.body) continue;
    walk(member.value.body, (n) => {
      if (sends) return;
      if (n.type === 'Property' && keyName(n.key, n.computed) === key && readsOwn(n.value)) sends = true;
      else if (n.type === 'CallExpression' && n.arguments[0]?.type === 'Literal' && n.arguments[0].value === key && readsOwn(n.arguments[1])) sends = true;
      else if (n.type === 'AssignmentExpression' && n.left.type === 'MemberExpression' && n.left.object.type !== 'ThisExpression' && memberName(n.left) === key && readsOwn(n.right)) sends = true;
    });
  }
  return sends;
}

/** The constructor function (not a class) an object was made with: `const client = new Client(…)` → `Client`. */
function constructedBy(object: Node, bindings: Bindings): string | undefined {
  const inner = unwrap(object);
  const def = inner.type === 'Identifier' ? bindings.variableOf(inner)?.defs[0] : undefined;
  const init = inner.type === 'NewExpression' ? inner : def?.type === 'Variable' && def.node.init ? unwrap(def.node.init) : undefined;
  if (init?.type !== 'NewExpression' || init.callee.type !== 'Identifier') return undefined;
  const ctor = bindings.variableOf(init.callee)?.defs[0];
  return ctor?.type === 'FunctionName' || (ctor?.type === 'Variable' && ctor.node.init && isFunction(ctor.node.init)) ? init.callee.name : undefined;
}

/** `service.list(…)` where `service` is an instance of a class of the file: that class's method `list`. */
export function methodOfInstance(callee: Node, bindings: Bindings): TSESTree.FunctionLike | undefined {
  if (callee.type !== 'MemberExpression' || callee.computed || callee.object.type === 'ThisExpression') return undefined;
  const name = calleeName(callee);
  if (name === undefined) return undefined;
  // `new Client()` of a constructor function: its prototype's method.
  const made = constructedBy(callee.object, bindings);
  if (made) return prototypeMethods(made, callee).get(name);
  const cls = instanceClass(callee.object, bindings);
  return cls ? classMethod(cls.body, name) : undefined;
}

/** The instance method (or function-valued field) `name` of a class body. */
function classMethod(body: TSESTree.ClassBody, name: string): TSESTree.FunctionLike | undefined {
  for (const m of body.body)
    if ((m.type === 'MethodDefinition' || m.type === 'PropertyDefinition') && !m.static && !m.computed && keyName(m.key, false) === name && m.value && isFunction(m.value)) return m.value;
  return undefined;
}

/**
 * `this.send(…)` in a method: the method `send` of the class it is written in, or of the constructor
 * whose prototype the enclosing function is (`Client.prototype.list = function () { this.send(…) }`).
 */
export function methodOfThis(callee: Node): TSESTree.FunctionLike | undefined {
  const own = ownMember(callee);
  if (own) return classMethod(own.body, own.name);
  if (callee.type !== 'MemberExpression' || callee.object.type !== 'ThisExpression' || callee.computed) return undefined;
  const name = memberName(callee);
  for (let at: Node | undefined = callee.parent; at && name !== undefined; at = at.parent) {
    if (!isFunction(at) || at.type === 'ArrowFunctionExpression') continue;
    const owner = prototypeOwner(at);
    return owner ? prototypeMethods(owner, callee).get(name) : undefined;
  }
  return undefined;
}

const prototypes = new WeakMap<Node, Map<string, Map<string, TSESTree.FunctionLike>>>();

/** `Client.prototype.list = function (…) { … }` of the file: the methods of constructor `Client`, by name. */
export function prototypeMethods(constructorName: string, anyNode: Node): Map<string, TSESTree.FunctionLike> {
  const program = rootOf(anyNode);
  let byConstructor = prototypes.get(program);
  if (!byConstructor) {
    byConstructor = new Map();
    prototypes.set(program, byConstructor);
    for (const statement of program.type === 'Program' ? program.body : []) {
      const expression = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
      if (expression?.type !== 'AssignmentExpression' || expression.operator !== '=' || !isFunction(expression.right)) continue;
      const target = expression.left;
      const proto = target.type === 'MemberExpression' && !target.computed ? target.object : undefined;
      if (proto?.type !== 'MemberExpression' || proto.computed || memberName(proto) !== 'prototype' || proto.object.type !== 'Identifier') continue;
      const name = memberName(target as TSESTree.MemberExpression);
      if (name === undefined) continue;
      const methods = byConstructor.get(proto.object.name) ?? new Map<string, TSESTree.FunctionLike>();
      methods.set(name, expression.right);
      byConstructor.set(proto.object.name, methods);
    }
  }
  return byConstructor.get(constructorName) ?? new Map<string, TSESTree.FunctionLike>();
}

/** The constructor whose prototype method a function is (`Client.prototype.list = function …` → `Client`). */
export function prototypeOwner(fn: Node): string | undefined {
  const assignment = fn.parent;
  if (assignment?.type !== 'AssignmentExpression' || assignment.right !== fn || assignment.left.type !== 'MemberExpression') return undefined;
  const proto = assignment.left.object;
  return proto.type === 'MemberExpression' && memberName(proto) === 'prototype' && proto.object.type === 'Identifier' ? proto.object.name : undefined;
}

/** The constructor's parameter properties (`public readonly isPrivate = false`): each parameter, default included. */
export function parameterProperties(body: TSESTree.ClassBody): (TSESTree.AssignmentPattern | TSESTree.Identifier)[] {
  const out: (TSESTree.AssignmentPattern | TSESTree.Identifier)[] = [];
  for (const m of body.body) {
    if (m.type !== 'MethodDefinition' || m.kind !== 'constructor') continue;
    for (const param of m.value.params)
      if (param.type === 'TSParameterProperty' && (param.parameter.type === 'AssignmentPattern' || param.parameter.type === 'Identifier')) out.push(param.parameter);
  }
  return out;
}

/** The name a parameter property declares (`pageSize` of `private readonly pageSize = 50`). */
export function parameterPropertyName(param: TSESTree.AssignmentPattern | TSESTree.Identifier): TSESTree.Identifier | undefined {
  const id = param.type === 'AssignmentPattern' ? param.left : param;
  return id.type === 'Identifier' ? id : undefined;
}

/** The constructor's parameter property `name`: its parameter, default included. */
export function ownParameterProperty(body: TSESTree.ClassBody, name: string): TSESTree.AssignmentPattern | TSESTree.Identifier | undefined {
  return parameterProperties(body).find((p) => parameterPropertyName(p)?.name === name);
}

/** The constructor of a class (`class X { constructor(raw) {…} }`), also through the name it is bound to. */
export function constructorOf(node: Node, bindings: Bindings): TSESTree.FunctionLike | undefined {
  let cls: Node | undefined = unwrap(node);
  if (cls.type === 'Identifier') {
    const def = bindings.variableOf(cls)?.defs[0];
    cls = def?.type === 'ClassName' ? def.node : def?.type === 'Variable' && def.node.init ? unwrap(def.node.init) : undefined;
  }
  if (cls?.type !== 'ClassDeclaration' && cls?.type !== 'ClassExpression') return undefined;
  for (const member of cls.body.body) if (member.type === 'MethodDefinition' && member.kind === 'constructor') return member.value;
  return undefined;
}
