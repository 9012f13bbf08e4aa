/**
 * The bindings a file takes from the modules of its project (relative specifiers), by variable: what
 * the rest of the engine follows into another module (see module-links, helper-facts, demands).
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { keyName, unwrap, type Node } from '../matchers/ast.js';
import { amdDefinitions, requiredSpecifier, type Bindings, type Variable } from '../matchers/scope.js';
import { namespaceOf, registrations } from '../matchers/injection.js';
import { registeringFile, resolveRelative } from './module-files.js';

/** A binding of a relative module: the module's file and the export key (`*` for the whole module). */
export interface RelativeImport {
  file: string;
  key: string;
}

/**
 * The bindings a file takes from its relative modules: `import x from './m'` (`default`),
 * `import { a as b }` (`a`), `import * as m` and `const m = require('./m')` (`*`),
 * `const { a, b: c } = require('./m')`, `const a = require('./m').a`, and the parameters of an AMD
 * module's factory (`define(['./m'], function (m) { … })`, `*`), the parameters an injector hands
 * what another file registers under their name (`.factory('Api', ['Board', function (Board) { … }])`,
 * `Board` of the file that registers it), and a member of a global namespace another script adds
 * (`var C = Hiring.constants`, `Hiring.constants` of the script that assigns it; see matchers/injection).
 */
export function relativeImports(filename: string, nodes: readonly Node[], bindings: Bindings): Map<Variable, RelativeImport> {
  const out = new Map<Variable, RelativeImport>();
  const files = new Map<string, string | undefined>();
  const fileOf = (spec: string): string | undefined => {
    if (!files.has(spec)) files.set(spec, resolveRelative(filename, spec));
    return files.get(spec);
  };
  const aliases: { id: TSESTree.Identifier; whole: TSESTree.Identifier; member: string }[] = [];
  const bind = (id: TSESTree.Identifier, file: string, key: string): void => {
    const variable = bindings.variableOf(id);
    if (variable) out.set(variable, { file, key });
  };
  // `define(['./api'], function (api) { … })`: each parameter is the whole module at its place.
  const program = nodes[0];
  if (program?.type === 'Program')
    for (const { dependencies, factory } of amdDefinitions(program))
      factory.params.forEach((param, i) => {
        const file = dependencies[i] !== undefined ? fileOf(dependencies[i]) : undefined;
        if (file && param.type === 'Identifier') bind(param, file, '*');
      });
  if (program?.type === 'Program')
    for (const { fn, dependencies } of registrations(program, nodes, bindings))
      fn?.params.forEach((param, i) => {
        // `$http`, `$scope`: the framework's own.
        const name = dependencies[i];
        const file = name !== undefined && !name.startsWith('$') ? registeringFile(filename, name) : undefined;
        if (file && name !== undefined && param.type === 'Identifier') bind(param, file, name);
      });
  for (const node of nodes) {
    if (node.type === 'ImportDeclaration') {
      const file = fileOf(node.source.value);
      if (!file) continue;
      for (const spec of node.specifiers) {
        const key = spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.type === 'ImportNamespaceSpecifier' ? '*' : keyName(spec.imported, false) ?? '';
        bind(spec.local, file, key);
      }
    } else if (node.type === 'VariableDeclarator' && node.init && node.id.type === 'Identifier' && namespaced(node.init)) {
      // `var C = Hiring.constants`, `var cell = Hiring.util.csvCell`: a member another script adds to a global namespace.
      const [name, method] = namespaced(node.init)!;
      const file = registeringFile(filename, name);
      if (file) bind(node.id, file, method ? `${name}#${method}` : name);
    } else if (node.type === 'VariableDeclarator' && node.init) {
      let init = unwrap(node.init);
      let member: string | undefined;
      if (init.type === 'MemberExpression' && !init.computed) {
        member = keyName(init.property, false);
        init = unwrap(init.object);
      }
      const spec = requiredSpecifier(init);
      // `var PATHS = constants.PATHS` of `var constants = require('./constants')`: that export of the module, once every require is bound.
      if (!spec && member && init.type === 'Identifier' && node.id.type === 'Identifier') aliases.push({ id: node.id, whole: init, member });
      const file = spec ? fileOf(spec) : undefined;
      if (!file) continue;
      if (node.id.type === 'Identifier') bind(node.id, file, member ?? '*');
      else if (node.id.type === 'ObjectPattern' && !member) {
        for (const prop of node.id.properties) {
          if (prop.type !== 'Property') continue;
          const key = keyName(prop.key, prop.computed);
          const value = prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value;
          if (key && value.type === 'Identifier') bind(value, file, key);
        }
      }
    }
  }
  /** `Hiring.constants` → [`Hiring.constants`], `Hiring.util.csvCell` → [`Hiring.util`, `csvCell`]. */
  function namespaced(init: Node): [string, string | undefined] | undefined {
    let inner = unwrap(init);
    let method: string | undefined;
    if (inner.type === 'MemberExpression' && !inner.computed && unwrap(inner.object).type === 'MemberExpression') {
      method = keyName(inner.property, false);
      inner = unwrap(inner.object);
    }
    if (inner.type !== 'MemberExpression' || inner.computed) return undefined;
    const space = namespaceOf(inner.object, bindings);
    const member = keyName(inner.property, false);
    return space && member ? [`${space}.${member}`, method] : undefined;
  }
  for (const { id, whole, member } of aliases) {
    const variable = bindings.variableOf(whole);
    const bound = variable && out.get(variable);
    if (bound && (bound.key === '*' || bound.key === 'default')) bind(id, bound.file, member);
  }
  return out;
}
