/**
 * Dependency injection by name, as AngularJS modules do it: a value is registered under a name in one
 * file and handed, by that name, to the functions other files register.
 *
 *   // services/applications.js
 *   angular.module('app').factory('ApplicationsApi', ['$http', function ($http) {
 *     return { list: function (filters) { return $http.get('/v2/applications', { params: filters }); } };
 *   }]);
 *   // controllers/board.js
 *   angular.module('app').controller('Board', ['ApplicationsApi', function (ApplicationsApi) {
 *     ApplicationsApi.list({ state: 'SCREENING' });        // a list request
 *   }]);
 *
 * Scripts of a page that share one global namespace object work the same way: `Hiring.api = { … }`
 * in one script registers `Hiring.api`, which `Hiring.api.list(f)` in another reads (see namespaceOf).
 *
 * A registration is an export of its file under the registered name (see module-exports), and an
 * injected parameter (or a namespace member read) an import of it (see relative-imports and
 * module-links); module-files finds the file that registers a name. The registries' verbs are data:
 * the next container of the same kind needs a row.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { isFunction, memberName, staticStringValue, unwrap, walk, type Node } from './ast.js';
import type { Bindings } from './scope.js';

/**
 * What each verb of a registry registers under its name: the definition's return value (`factory`,
 * `filter`), an instance of it (`service`), the value itself (`constant`, `value`), or nothing others
 * are handed (`controller`, `directive`, `component`, whose functions are injected all the same).
 * `run` and `config` take a function alone.
 */
const REGISTERS = {
  factory: 'returned',
  filter: 'returned',
  provider: 'none',
  service: 'instance',
  constant: 'value',
  value: 'value',
  controller: 'none',
  directive: 'none',
  component: 'none',
  animation: 'none',
  decorator: 'none',
  run: 'none',
  config: 'none',
  /** `Hiring.api = { … }` on a global namespace object (see namespaceOf): the value assigned. */
  namespace: 'value',
} as const satisfies Record<string, 'returned' | 'instance' | 'value' | 'none'>;
type Verb = keyof typeof REGISTERS;

/** The call a registry is made by: `angular.module('app')`, `angular.module('app', [])`. */
const REGISTRY_MAKER = 'module';
/** Where a function's parameters are named for the injector apart from the function (`Ctrl.$inject = ['$scope', …]`). */
const INJECT_PROPERTY = '$inject';

export interface Registration {
  /** The registered name; undefined for `run`/`config` blocks. */
  name: string | undefined;
  verb: Verb;
  /** What it registers, as written: a function, an array annotation's function, a value, or an identifier of one. */
  definition: Node;
  /** The function the injector calls (the definition's, or the array annotation's last element). */
  fn: TSESTree.FunctionLike | undefined;
  /** The names handed to its parameters, by position. */
  dependencies: readonly (string | undefined)[];
}

/** A registry's method (`factory`, `constant`, …); a namespace's members are assigned, not registered by a call. */
function isVerb(name: string | undefined): name is Verb {
  return name !== undefined && name !== 'namespace' && Object.hasOwn(REGISTERS, name);
}

/** `angular.module('app')`, a registration chained on one, or a variable holding one. */
function isRegistry(node: Node, bindings: Bindings, depth = 0): boolean {
  const inner = unwrap(node);
  if (depth > 8) return false;
  if (inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression') {
    const name = memberName(inner.callee);
    if (name === REGISTRY_MAKER) return staticStringValue(inner.arguments[0]) !== undefined;
    return isVerb(name) && isRegistry(inner.callee.object, bindings, depth + 1);
  }
  if (inner.type === 'Identifier') {
    const def = bindings.variableOf(inner)?.defs[0];
    const init = def?.type === 'Variable' ? def.node.init : undefined;
    return !!init && isRegistry(init, bindings, depth + 1);
  }
  return false;
}

/** The function a definition names: itself, an array annotation's last element, or a function declared under that name. */
function definedFunction(definition: Node, bindings: Bindings): { fn: TSESTree.FunctionLike; annotation?: TSESTree.ArrayExpression } | undefined {
  const inner = unwrap(definition);
  if (isFunction(inner)) return { fn: inner };
  if (inner.type === 'ArrayExpression') {
    const last = inner.elements.at(-1);
    const fn = last && last.type !== 'SpreadElement' ? definedFunction(last, bindings)?.fn : undefined;
    return fn && { fn, annotation: inner };
  }
  if (inner.type === 'Identifier') {
    const def = bindings.variableOf(inner)?.defs[0];
    if (def?.type === 'FunctionName') return { fn: def.node as TSESTree.FunctionLike };
    if (def?.type === 'Variable' && def.node.init && isFunction(unwrap(def.node.init))) return { fn: unwrap(def.node.init) as TSESTree.FunctionLike };
  }
  return undefined;
}

/** `Ctrl.$inject = ['$scope', 'Api']` for a function declared as `Ctrl`, anywhere in the file. */
function injectedNames(fn: TSESTree.FunctionLike, program: Node): readonly (string | undefined)[] | undefined {
  const name = fn.type === 'FunctionDeclaration' ? fn.id?.name : fn.parent?.type === 'VariableDeclarator' && fn.parent.id.type === 'Identifier' ? fn.parent.id.name : undefined;
  if (!name) return undefined;
  let found: readonly (string | undefined)[] | undefined;
  walk(program, (node) => {
    if (found || node.type !== 'AssignmentExpression' || node.left.type !== 'MemberExpression' || memberName(node.left) !== INJECT_PROPERTY) return;
    const target = unwrap(node.left.object);
    const list = unwrap(node.right);
    if (target.type === 'Identifier' && target.name === name && list.type === 'ArrayExpression') found = list.elements.map((e) => (e && e.type !== 'SpreadElement' ? staticStringValue(e) : undefined));
  });
  return found;
}

const registrationsByProgram = new WeakMap<Node, Registration[]>();

/** The registrations a file makes (memoised by program). */
export function registrations(program: TSESTree.Program, nodes: readonly Node[], bindings: Bindings): readonly Registration[] {
  const known = registrationsByProgram.get(program);
  if (known) return known;
  const out: Registration[] = [];
  for (const node of nodes) {
    // `Hiring.api = { … }`: a member of a global namespace object (`var Hiring = (root.Hiring = root.Hiring || {})`).
    if (node.type === 'AssignmentExpression' && node.operator === '=' && node.left.type === 'MemberExpression' && !node.left.computed) {
      const space = namespaceOf(node.left.object, bindings);
      const member = memberName(node.left);
      if (space && member) out.push({ name: `${space}.${member}`, verb: 'namespace', definition: node.right, fn: undefined, dependencies: [] });
      continue;
    }
    if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') continue;
    const verb = memberName(node.callee);
    if (!isVerb(verb) || !isRegistry(node.callee.object, bindings)) continue;
    const named = verb !== 'run' && verb !== 'config';
    const name = named ? staticStringValue(node.arguments[0]) : undefined;
    const definition = named ? node.arguments[1] : node.arguments[0];
    if ((named && name === undefined) || !definition || definition.type === 'SpreadElement') continue;
    const defined = REGISTERS[verb] === 'value' ? undefined : definedFunction(definition, bindings);
    const fn = defined?.fn;
    const annotated = defined?.annotation?.elements.slice(0, -1).map((e) => (e && e.type !== 'SpreadElement' ? staticStringValue(e) : undefined));
    // Unannotated: the injector reads the parameters' own names.
    const dependencies = annotated ?? (fn && injectedNames(fn, program)) ?? fn?.params.map((p) => (p.type === 'Identifier' ? p.name : undefined)) ?? [];
    out.push({ name, verb, definition, fn, dependencies });
  }
  registrationsByProgram.set(program, out);
  return out;
}

/** What a registration registers (see REGISTERS). */
export function registeredKind(registration: Registration): (typeof REGISTERS)[Verb] {
  return REGISTERS[registration.verb];
}

/**
 * The value a registration hands to the functions it is injected into, where the file says: the
 * definition's returned values (`factory`), its instance's constructor (`service`), the value (`constant`).
 */
export function registeredValues(registration: Registration, returned: (fn: TSESTree.FunctionLike) => readonly Node[]): readonly Node[] {
  const kind = registeredKind(registration);
  if (kind === 'value') return [registration.definition];
  if (!registration.fn) return [];
  if (kind === 'returned') return returned(registration.fn);
  if (kind === 'instance') return [registration.fn];
  return [];
}

/** Objects scripts share through the global object (`window`, `globalThis`, an IIFE's `root` handed one of them). */
const SHARED_GLOBALS = new Set(['window', 'globalThis', 'self', 'global', 'root']);

/**
 * `Hiring` of `window.Hiring`, of `root.Hiring` (an IIFE's parameter), of a variable holding one
 * (`var Hiring = (root.Hiring = root.Hiring || {})`): a namespace object that script files of a page
 * add their modules to and read each other's from, by name. Capitalized, as such namespaces are.
 */
export function namespaceOf(node: Node, bindings: Bindings, depth = 0): string | undefined {
  const inner = unwrap(node);
  if (depth > 4) return undefined;
  if (inner.type === 'MemberExpression' && !inner.computed) {
    const object = unwrap(inner.object);
    const name = memberName(inner);
    return object.type === 'Identifier' && SHARED_GLOBALS.has(object.name) && name && /^[A-Z]/.test(name) ? name : undefined;
  }
  if (inner.type === 'AssignmentExpression') return namespaceOf(inner.left, bindings, depth + 1);
  if (inner.type === 'LogicalExpression') return namespaceOf(inner.left, bindings, depth + 1);
  if (inner.type === 'Identifier') {
    const def = bindings.variableOf(inner)?.defs[0];
    if (def?.type === 'Variable' && def.node.id === def.name && def.node.init) return namespaceOf(def.node.init, bindings, depth + 1);
  }
  return undefined;
}

/** `NS.member` written anywhere (a text test for the namespaces' registrations and their readers). */
export const NAMESPACE_MEMBER = /\b([A-Z][\w$]*)\.([A-Za-z_$][\w$]*)\b/g;
/** `root.Hiring = root.Hiring || {}`, `window.Hiring || {}`: a script that makes or joins a namespace (not a read of `window.HTMLElement`). */
const NAMESPACE_BOOTSTRAP = new RegExp(`\\b(?:${[...SHARED_GLOBALS].join('|')})\\.[A-Z][\\w$]*\\s*(?:=(?!=)|\\|\\|)`);

/** The names a file's text registers (a text test, for finding the file that registers a name without parsing every file). */
export const REGISTERED_NAME = new RegExp(
  `\\.(?:${Object.entries(REGISTERS)
    .filter(([verb, kind]) => kind !== 'none' && verb !== 'namespace')
    .map(([verb]) => verb)
    .join('|')})\\(\\s*['"]([\\w$]+)['"]`,
  'g',
);

/** Does a text look like it registers with or is injected by such a registry, or shares a global namespace? */
export function mayUseRegistry(text: string): boolean {
  return text.includes(`.${REGISTRY_MAKER}(`) || text.includes(INJECT_PROPERTY) || NAMESPACE_BOOTSTRAP.test(text);
}

/** The namespace members a text assigns (`Hiring.api = …`), as `Hiring.api` (text only, see REGISTERED_NAME). */
export function namespaceMembersAssigned(text: string): string[] {
  if (!NAMESPACE_BOOTSTRAP.test(text)) return [];
  return Array.from(text.matchAll(/\b([A-Z][\w$]*)\.([A-Za-z_$][\w$]*)\s*=(?!=)/g), (m) => `${m[1]}.${m[2]}`);
}
