/**
 * Small, pure syntactic helpers over the ESTree that ESLint and @typescript-eslint/parser produce.
 * Shared by the rules (through the engine) and the transforms.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { visitorKeys } from '@typescript-eslint/visitor-keys';

export type Node = TSESTree.Node;
export type Expression = TSESTree.Expression;

/** Visits every node once (parents before children), setting `parent` where the parser did not. */
export function walk(root: Node, enter: (node: Node) => void): void {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    enter(node);
    const keys = visitorKeys[node.type];
    if (!keys) continue;
    for (const key of keys) {
      const value = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        for (const child of value as (Node | null)[]) {
          if (child === null || typeof child !== 'object') continue;
          if (!child.parent) (child as { parent?: Node }).parent = node;
          stack.push(child);
        }
      } else if (value !== null && typeof value === 'object' && (value as Node).type !== undefined) {
        const child = value as Node;
        if (!child.parent) (child as { parent?: Node }).parent = node;
        stack.push(child);
      }
    }
  }
}

/** Every node of a tree, in one list (one walk shared by all the recognizers of a file). */
export function allNodes(root: Node): Node[] {
  const nodes: Node[] = [];
  walk(root, (node) => nodes.push(node));
  return nodes;
}

const nodesOfProgram = new WeakMap<Node, readonly Node[]>();

/**
 * Every node of a whole file, in `walk`'s order, listed once a file: the passes that look at every
 * node (a file's own state vocabulary, note threads, reply types, paging loops) share one list.
 */
export function programNodes(program: TSESTree.Program): readonly Node[] {
  let nodes = nodesOfProgram.get(program);
  if (!nodes) nodesOfProgram.set(program, (nodes = allNodes(program)));
  return nodes;
}

/** `module.exports`. */
export function isModuleExports(node: Node): boolean {
  return node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier' && node.object.name === 'module' && keyName(node.property, false) === 'exports';
}

/** The root a node hangs from: its file's Program, or the node itself when it hangs from nothing. */
export function rootOf(node: Node): Node {
  let root = node;
  while (root.parent) root = root.parent;
  return root;
}

/** The list a parser made while it set each node's parent (see engine/parse): `programNodes` then takes it. */
export function rememberProgramNodes(program: TSESTree.Program, nodes: readonly Node[]): void {
  nodesOfProgram.set(program, nodes);
}

/** Strips wrappers that do not change a value: `x as T`, `x!`, `<T>x`, `x satisfies T`, `(x)`. */
export function unwrap(node: Node): Node {
  let current = node;
  for (;;) {
    switch (current.type) {
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'TSSatisfiesExpression':
        current = current.expression;
        continue;
      case 'ChainExpression':
        current = current.expression;
        continue;
      default:
        return current;
    }
  }
}

/** The parent, skipping the same value-preserving wrappers. */
export function outerParent(node: Node): { parent: Node | undefined; child: Node } {
  let child = node;
  let parent = node.parent;
  while (
    parent &&
    (parent.type === 'TSAsExpression' ||
      parent.type === 'TSNonNullExpression' ||
      parent.type === 'TSTypeAssertion' ||
      parent.type === 'TSSatisfiesExpression' ||
      parent.type === 'ChainExpression')
  ) {
    child = parent;
    parent = parent.parent;
  }
  return { parent, child };
}

export function isStringLiteral(node: Node | null | undefined): node is TSESTree.StringLiteral {
  return !!node && node.type === 'Literal' && typeof node.value === 'string';
}

/** A string literal or a template literal without expressions: its value, else undefined. */
export function staticStringValue(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  const inner = unwrap(node);
  if (isStringLiteral(inner)) return inner.value;
  if (inner.type === 'TemplateLiteral' && inner.expressions.length === 0) return inner.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** The strings of an array literal's elements, the others left out: `['SCREENING', 'QUALIFIED' as const, x]` → SCREENING, QUALIFIED. */
export function stringElements(array: TSESTree.ArrayExpression): string[] {
  return array.elements.flatMap((e) => {
    const value = e && e.type !== 'SpreadElement' ? staticStringValue(e) : undefined;
    return value === undefined ? [] : [value];
  });
}

/** Name of a property key: `a`, `'a'`, `["a"]`, `` [`a`] ``; undefined when computed from a variable. */
export function keyName(key: Node, computed: boolean): string | undefined {
  if (!computed && key.type === 'Identifier') return key.name;
  if (key.type === 'PrivateIdentifier') return undefined;
  return staticStringValue(key);
}

/** Name of the member read by `a.b`, `a?.b`, `a['b']`. */
export function memberName(node: TSESTree.MemberExpression): string | undefined {
  return keyName(node.property, node.computed);
}

/** Property of an object literal, by name (the last one wins, as at run time). */
export function findProperty(object: TSESTree.ObjectExpression, name: string): TSESTree.Property | undefined {
  let found: TSESTree.Property | undefined;
  for (const prop of object.properties) {
    if (prop.type === 'Property' && keyName(prop.key, prop.computed) === name) found = prop;
  }
  return found;
}

/** `foo`, `a.b.c`, `this.x`: an expression that reads the same value twice without side effects. */
export function isPureReference(node: Node): boolean {
  const inner = unwrap(node);
  if (inner.type === 'Identifier' || inner.type === 'ThisExpression') return true;
  if (inner.type === 'MemberExpression') {
    if (inner.computed && !(isStringLiteral(inner.property) || inner.property.type === 'Literal' || inner.property.type === 'Identifier'))
      return false;
    return isPureReference(inner.object);
  }
  return false;
}

/** `a.b.c` → 'a.b.c' for callees like `axios.get` or `api.applications.list`. */
export function calleePath(node: Node): string | undefined {
  const inner = unwrap(node);
  if (inner.type === 'Identifier') return inner.name;
  if (inner.type === 'ThisExpression') return 'this';
  if (inner.type === 'MemberExpression' && !inner.computed && inner.property.type === 'Identifier') {
    const left = calleePath(inner.object);
    return left === undefined ? undefined : `${left}.${inner.property.name}`;
  }
  return undefined;
}

/** `Object.assign(target, …sources)`. */
export function isObjectAssign(node: Node): node is TSESTree.CallExpression & { callee: TSESTree.MemberExpression } {
  return node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && memberName(node.callee) === 'assign' && calleeName(node.callee.object) === 'Object';
}

/**
 * Calls that take a callback without handing back what it returns: listeners, timers, effects,
 * memoized callbacks. Any other call given a function (`cache.wrap(key, () => load())`,
 * `withRetry(() => api.get(url))`, `useMemo(() => apps.filter(…))`) runs it and gives its result.
 */
export const CALLBACK_KEEPING = new Set([
  'on', 'once', 'off', 'addEventListener', 'removeEventListener', 'addListener', 'setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask',
  'subscribe', 'watch', 'watchEffect', 'effect', 'useEffect', 'useLayoutEffect', 'onMounted', 'onMount', 'useCallback', 'register', 'define', 'describe', 'it', 'test',
]);

/** Functions that copy their later arguments' keys into their first, by the names libraries give them (`Object.assign`, `_.merge`, `$.extend`). */
export const MERGING_NAMES = new Set(['assign', 'merge', 'defaults', 'defaultsDeep', 'extend', 'assignIn']);

/**
 * `Object.assign({}, …)`, `util.extend({}, defaults, { state })`, `$.extend({}, …)`: a merge into a
 * fresh object, by the name every library gives it, whoever wrote it; the result has the keys of every argument.
 */
export function isFreshMerge(node: Node): node is TSESTree.CallExpression {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return false;
  const first = node.arguments[0];
  return MERGING_NAMES.has(memberName(node.callee) ?? '') && first !== undefined && unwrap(first).type === 'ObjectExpression';
}

/** `Object.freeze` (the callee of `Object.freeze(value)`). */
export function isObjectFreeze(callee: Node): boolean {
  return callee.type === 'MemberExpression' && calleeName(callee.object) === 'Object' && memberName(callee) === 'freeze';
}

/** Last segment of a callee: `get` for `api.get`, `fetch` for `fetch`. */
export function calleeName(node: Node): string | undefined {
  const inner = unwrap(node);
  if (inner.type === 'Identifier') return inner.name;
  if (inner.type === 'MemberExpression') return memberName(inner);
  return undefined;
}

/** Nearest enclosing function (or the program). */
export function enclosingFunction(node: Node): Node {
  let current: Node | undefined = node.parent;
  while (current) {
    if (
      current.type === 'FunctionDeclaration' ||
      current.type === 'FunctionExpression' ||
      current.type === 'ArrowFunctionExpression' ||
      current.type === 'Program'
    )
      return current;
    current = current.parent;
  }
  return node;
}

/** `X` of `Object.keys(X)`, `Object.entries(X)` (also cast: `Object.keys(X) as (keyof Q)[]`). */
export function keysOrEntriesOf(node: Node): Node | undefined {
  const right = unwrap(node);
  if (right.type !== 'CallExpression' || right.callee.type !== 'MemberExpression' || calleeName(right.callee.object) !== 'Object') return undefined;
  const method = calleeName(right.callee);
  if (method !== 'entries' && method !== 'keys') return undefined;
  const arg = right.arguments[0];
  return arg && arg.type !== 'SpreadElement' ? arg : undefined;
}

/** The list a `for (const x of list)` declaration takes its values from (undefined for any other declarator). */
export function forOfList(declarator: TSESTree.VariableDeclarator): TSESTree.Expression | undefined {
  const loop = declarator.parent?.parent;
  return loop?.type === 'ForOfStatement' && loop.left === declarator.parent ? loop.right : undefined;
}

export function isFunction(
  node: Node | undefined,
): node is TSESTree.FunctionDeclaration | TSESTree.FunctionExpression | TSESTree.ArrowFunctionExpression {
  return (
    !!node &&
    (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression')
  );
}

/** Statement that holds a node (for TODO comments and whole-statement rewrites). */
export function enclosingStatement(node: Node): Node {
  let current: Node = node;
  while (current.parent) {
    const parent: Node = current.parent;
    if (
      parent.type === 'Program' ||
      parent.type === 'BlockStatement' ||
      parent.type === 'SwitchCase' ||
      parent.type === 'StaticBlock' ||
      parent.type === 'TSModuleBlock'
    )
      return current;
    if (parent.type === 'ClassBody' || parent.type === 'TSInterfaceBody' || parent.type === 'TSTypeLiteral') return current;
    if (parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportDefaultDeclaration') {
      current = parent;
      continue;
    }
    current = parent;
  }
  return current;
}

/** An enum's members: `decl.body.members` in typescript-eslint 8, `decl.members` in older trees and oxc-parser's. */
export function enumMembers(decl: TSESTree.TSEnumDeclaration): TSESTree.TSEnumMember[] {
  return decl.body?.members ?? (decl as unknown as { members: TSESTree.TSEnumMember[] }).members;
}

/** The name a function is called by: `function f`, `const f = () => …`, a method or property `f`. */
export function functionName(fn: TSESTree.FunctionLike): { name: string; node: Node } | undefined {
  if ((fn.type === 'FunctionDeclaration' || fn.type === 'FunctionExpression') && fn.id) return { name: fn.id.name, node: fn.id };
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return { name: parent.id.name, node: parent.id };
  if ((parent?.type === 'MethodDefinition' || parent?.type === 'Property' || parent?.type === 'PropertyDefinition') && !parent.computed) {
    const name = keyName(parent.key, false);
    if (name) return { name, node: parent.key };
  }
  // `HiringClient.prototype.listApplications = function (opts, cb) {…}`, `exports.list = (q) => …`.
  if (parent?.type === 'AssignmentExpression' && parent.operator === '=' && parent.right === fn && parent.left.type === 'MemberExpression' && !parent.left.computed && parent.left.property.type === 'Identifier')
    return { name: parent.left.property.name, node: parent.left.property };
  // Registered under a name its callers call it by: `Cypress.Commands.add('listApplications', (state) => …)`,
  // then `cy.listApplications('QUALIFIED')`. (A name only: `it('lists …', fn)` and `app.get('/path', fn)` are none.)
  if (parent?.type === 'CallExpression' && parent.arguments.length === 2 && parent.arguments[1] === fn && parent.callee.type === 'MemberExpression') {
    const registered = parent.arguments[0]!;
    if (registered.type === 'Literal' && typeof registered.value === 'string' && /^[A-Za-z_$][\w$]*$/.test(registered.value)) return { name: registered.value, node: registered };
  }
  return undefined;
}

/** A function's parameter at `index` as declared, without its default (`(query: ApplicationQuery = {})`: the left side). */
export function parameterAt(fn: TSESTree.FunctionLike | undefined, index: number): TSESTree.Parameter | TSESTree.BindingName | undefined {
  const declared = fn?.params[index];
  return declared?.type === 'AssignmentPattern' ? declared.left : declared;
}

/** The declared type of a function's parameter. */
export function parameterAnnotation(fn: TSESTree.FunctionLike, index: number): TSESTree.TypeNode | undefined {
  const param = parameterAt(fn, index);
  const own = param && (param.type === 'Identifier' || param.type === 'ObjectPattern') ? param.typeAnnotation?.typeAnnotation : undefined;
  return own ?? (param ? contextualParameterType(fn, index) : undefined);
}

/**
 * Calls whose type arguments type a callback they are handed in an object, by the callback's key and
 * parameter: Redux Toolkit Query's `builder.query<Result, Arg>({ query: (arg) => … })` (and `mutation`),
 * whose second type argument is what `query` is handed. Conventions, as data.
 */
const TYPED_CALLBACKS: readonly { method: string; key: string; parameter: number; typeArgument: number }[] = [
  { method: 'query', key: 'query', parameter: 0, typeArgument: 1 },
  { method: 'mutation', key: 'query', parameter: 0, typeArgument: 1 },
];

/** The type a call's type argument gives an unannotated callback's parameter (see TYPED_CALLBACKS). */
function contextualParameterType(fn: TSESTree.FunctionLike, index: number): TSESTree.TypeNode | undefined {
  const property = fn.parent;
  const object = property?.type === 'Property' && property.value === fn ? property.parent : undefined;
  const call = object?.type === 'ObjectExpression' ? object.parent : undefined;
  if (property?.type !== 'Property' || call?.type !== 'CallExpression' || call.arguments[0] !== object || call.callee.type !== 'MemberExpression') return undefined;
  const method = memberName(call.callee);
  const key = keyName(property.key, property.computed);
  const convention = TYPED_CALLBACKS.find((c) => c.method === method && c.key === key && c.parameter === index);
  return convention ? call.typeArguments?.params[convention.typeArgument] : undefined;
}

/** The plain (identifier) parameter of `fn` at `index`. */
export function plainParameter(fn: TSESTree.FunctionLike | undefined, index: number): TSESTree.Identifier | undefined {
  const param = parameterAt(fn, index);
  return param?.type === 'Identifier' ? param : undefined;
}

/** The plain parameter of `fn` that receives argument `child` of `call`. */
export function receivingParameter(call: TSESTree.CallExpression, child: Node, fn: TSESTree.FunctionLike | undefined): TSESTree.Identifier | undefined {
  const index = call.arguments.indexOf(child as TSESTree.CallExpressionArgument);
  if (index < 0 || call.arguments.slice(0, index).some((a) => a.type === 'SpreadElement')) return undefined;
  return plainParameter(fn, index);
}

/** The index of the parameter a name is declared by, with or without a default (`page = 1`); -1 inside a pattern. */
export function parameterIndex(fn: TSESTree.FunctionLike, name: TSESTree.Node): number {
  return fn.params.findIndex((p) => p === name || (p.type === 'AssignmentPattern' && p.left === name));
}

/** Built-in objects of the language and its hosts, whose methods no file of a project defines. */
export const GLOBAL_OBJECTS: ReadonlySet<string> = new Set(['console', 'JSON', 'Object', 'Math', 'Promise', 'Array', 'Number', 'String', 'Date', 'Reflect', 'process', 'window', 'document']);

/** `Object.freeze({ … })` → the object literal frozen (anything else as it is). */
export function unfrozen(node: Node): Node {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression' || calleeName(node.callee.object) !== 'Object') return node;
  const name = calleeName(node.callee);
  const arg = node.arguments[0];
  return (name === 'freeze' || name === 'seal') && arg && arg.type !== 'SpreadElement' ? unwrap(arg) : node;
}

/**
 * Is a function run where it is written, as part of the code around it: a callback handed to a call
 * that runs it now (`call(() => http.get(url))`, `retry(() => …)`, `new Promise((resolve) => …)`),
 * not one kept for later (a listener, a timer, an effect: see CALLBACK_KEEPING).
 */
export function runInPlace(fn: Node): boolean {
  const call = fn.parent;
  if (call?.type === 'NewExpression') return call.arguments.includes(fn as TSESTree.Expression) && calleeName(call.callee) === 'Promise';
  if (call?.type !== 'CallExpression' || !call.arguments.includes(fn as TSESTree.Expression)) return false;
  const name = calleeName(call.callee);
  return name !== undefined && !CALLBACK_KEEPING.has(name);
}
