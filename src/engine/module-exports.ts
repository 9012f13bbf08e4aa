/**
 * What a module exports, read from its text: the functions (and methods) its export keys run, the
 * string constants that spell the service's names, and the re-exports to follow (ES modules and
 * CommonJS alike). The summaries of engine/modules are built from these tables.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { ENDPOINTS, LEGACY_STATES, NAMES, TRIGGER_WORDS, VERSION_PREFIX } from '../migration/index.js';
import { calleeName, enumMembers, isModuleExports, keyName, unfrozen, unwrap, type Node } from '../matchers/ast.js';
import { WHOLE_VOCABULARY } from '../matchers/applications.js';
import { constantString } from '../matchers/filters.js';
import { legacyVocabularyValues } from '../matchers/vocabulary.js';
import { amdDefinitions, functionOfVariable, madeFrom, objectOf, requiredSpecifier, type Bindings } from '../matchers/scope.js';
import { returnedBy } from '../matchers/values.js';
import { evaluatePieces, madePath, madePathOf } from '../matchers/url.js';
import { prototypeMethods, sendsOwnState } from '../matchers/class-members.js';
import { registeredKind, registeredValues, registrations } from '../matchers/injection.js';
import { resolveRelative } from './module-files.js';
import { FACTORY } from './modules.js';
import { relativeImports } from './relative-imports.js';

/** What a module exports, by export key: the function (or method) that runs when it is called. */
export interface ExportTable {
  functions: Map<string, TSESTree.FunctionLike>;
  /** Exported string constants that matter to the service (see ModuleSummary.strings). */
  strings: Map<string, string>;
  /** Exported functions that make one of the service's paths (see ModuleSummary.paths). */
  paths: Map<string, PathTemplate>;
  /** Re-exports: key → [source file, key there] (`*` for `export * from`). */
  forwards: Array<{ key: string; file: string; remote: string }>;
  /** What each export key is bound to (`default` for `export default` and `module.exports = …`, whose object's members are exports too). */
  values: Map<string, Node>;
  /** Exported classes that send their own `state` as the list's filter from a method (see sendsOwnState). */
  filterHolders: Set<string>;
  /** Exported tables and sets that spell the legacy states whole (see vocabularyTables). */
  vocabularyTables: Set<string>;
}

function methodsOf(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression): Map<string, TSESTree.FunctionLike> {
  const out = new Map<string, TSESTree.FunctionLike>();
  for (const member of cls.body.body) {
    if ((member.type === 'MethodDefinition' || member.type === 'PropertyDefinition') && !member.computed) {
      const name = keyName(member.key, false);
      const value = member.value && unwrap(member.value);
      if (name && value && (value.type === 'FunctionExpression' || value.type === 'ArrowFunctionExpression')) out.set(name, value);
    }
  }
  return out;
}

function methodsOfObject(object: TSESTree.ObjectExpression, bindings: Bindings): Map<string, TSESTree.FunctionLike> {
  const out = new Map<string, TSESTree.FunctionLike>();
  for (const prop of object.properties) {
    if (prop.type !== 'Property' || prop.computed) continue;
    const name = keyName(prop.key, false);
    const fn = name ? functionOf(prop.value, bindings) : undefined;
    if (name && fn) out.set(name, fn);
  }
  return out;
}

function functionOf(node: Node, bindings: Bindings): TSESTree.FunctionLike | undefined {
  const inner = unwrap(node);
  if (inner.type === 'FunctionExpression' || inner.type === 'ArrowFunctionExpression' || inner.type === 'FunctionDeclaration') return inner;
  if (inner.type === 'Identifier') return functionOfVariable(bindings.variableOf(inner));
  if (inner.type === 'CallExpression') return madeFrom(inner);
  return undefined;
}

/** The class a value is, or is an instance of: `class X {}`, `X`, `new X()`. */
function classOf(node: Node, bindings: Bindings, instance: boolean): TSESTree.ClassDeclaration | TSESTree.ClassExpression | undefined {
  let inner = unwrap(node);
  if (instance) {
    if (inner.type !== 'NewExpression') return undefined;
    inner = unwrap(inner.callee);
  }
  if (inner.type === 'ClassExpression' || inner.type === 'ClassDeclaration') return inner;
  if (inner.type === 'Identifier') {
    const def = bindings.variableOf(inner)?.defs[0];
    if (def?.type === 'ClassName') return def.node;
    if (def?.type === 'Variable') {
      const init = def.node.init;
      if (init && !instance) return classOf(init, bindings, false);
      if (init && instance === false) return undefined;
    }
  }
  return undefined;
}

/** Adds what `value`, exported as `key`, makes callable: itself, a class's or instance's methods, an object's functions. */
function addExport(table: ExportTable, key: string, value: Node, bindings: Bindings): void {
  table.values.set(key, value);
  const fn = functionOf(value, bindings);
  if (fn) table.functions.set(key, fn);
  let inner = unwrap(value);
  if (inner.type === 'Identifier') {
    const def = bindings.variableOf(inner)?.defs[0];
    if (def?.type === 'Variable' && def.node.init) inner = unwrap(def.node.init);
  }
  const cls = classOf(inner, bindings, false) ?? classOf(inner, bindings, true);
  if (cls) for (const [name, method] of methodsOf(cls)) table.functions.set(`${key}#${name}`, method);
  if (cls && classOf(inner, bindings, false) && sendsOwnState(cls, NAMES.legacyState)) table.filterHolders.add(key);
  // A constructor function: the methods its prototype is given (`Client.prototype.list = function …`).
  const constructorName = fn?.type === 'FunctionDeclaration' ? fn.id?.name : unwrap(value).type === 'Identifier' ? (unwrap(value) as TSESTree.Identifier).name : undefined;
  if (fn && constructorName) for (const [name, method] of prototypeMethods(constructorName, fn)) table.functions.set(`${key}#${name}`, method);
  if (inner.type === 'ObjectExpression') {
    for (const [name, method] of methodsOfObject(inner, bindings)) table.functions.set(key === 'default' ? name : `${key}#${name}`, method);
    if (key === 'default')
      for (const prop of inner.properties) {
        const name = prop.type === 'Property' && !prop.computed ? keyName(prop.key, false) : undefined;
        if (name && prop.type === 'Property' && !table.values.has(name)) table.values.set(name, prop.value);
      }
    // `module.exports = { Client }` where Client is a class or a constructor function: its methods under `Client#…`.
    for (const prop of inner.properties) {
      if (prop.type !== 'Property' || prop.computed) continue;
      const name = keyName(prop.key, false);
      // `module.exports = { applications }` of `const applications = { list(state) { … } }`: `api.applications.list`.
      const nested = name ? objectOf(prop.value, bindings) : undefined;
      if (name && nested) for (const [m, method] of methodsOfObject(nested, bindings)) table.functions.set(`${key === 'default' ? '' : `${key}.`}${name}#${m}`, method);
      const c = name ? classOf(prop.value, bindings, false) ?? classOf(prop.value, bindings, true) : undefined;
      if (name && c) for (const [m, method] of methodsOf(c)) table.functions.set(`${name}#${m}`, method);
      const made = name && !c ? functionOf(prop.value, bindings) : undefined;
      const constructorName = made?.type === 'FunctionDeclaration' ? made.id?.name : undefined;
      if (name && made && constructorName) for (const [m, method] of prototypeMethods(constructorName, made)) table.functions.set(`${name}#${m}`, method);
    }
  }
}

/** `this.list = function (filters) { … }` in a constructor function: its instances' methods. */
function ownMethods(fn: TSESTree.FunctionLike): Map<string, TSESTree.FunctionLike> {
  const out = new Map<string, TSESTree.FunctionLike>();
  if (fn.body?.type !== 'BlockStatement') return out;
  for (const statement of fn.body.body) {
    const expression = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (expression?.type !== 'AssignmentExpression' || expression.left.type !== 'MemberExpression' || expression.left.object.type !== 'ThisExpression') continue;
    const name = keyName(expression.left.property, expression.left.computed);
    const value = unwrap(expression.right);
    if (name && (value.type === 'FunctionExpression' || value.type === 'ArrowFunctionExpression')) out.set(name, value);
  }
  return out;
}

/**
 * `export class GotApplicationRepository implements ApplicationRepository` beside `export interface
 * ApplicationRepository`: an importer that declares a parameter with the interface is handed an
 * instance of the class (the module's own implementation), whose methods are the interface's.
 */
function implementedInterfaces(table: ExportTable, ast: TSESTree.Program): void {
  const exportedTypes = new Set<string>();
  for (const statement of ast.body) {
    const decl = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
    if (decl?.type === 'TSInterfaceDeclaration' || decl?.type === 'TSTypeAliasDeclaration') exportedTypes.add(decl.id.name);
  }
  if (!exportedTypes.size) return;
  for (const statement of ast.body) {
    const cls = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
    if (cls?.type !== 'ClassDeclaration') continue;
    for (const implemented of cls.implements ?? []) {
      const name = implemented.expression.type === 'Identifier' ? implemented.expression.name : undefined;
      if (!name || !exportedTypes.has(name)) continue;
      for (const [method, fn] of methodsOf(cls)) if (!table.functions.has(`${name}#${method}`)) table.functions.set(`${name}#${method}`, fn);
    }
  }
}

export function exportTable(ast: TSESTree.Program, bindings: Bindings, filename: string, nodes: readonly Node[]): ExportTable {
  const table: ExportTable = { functions: new Map(), forwards: [], strings: new Map(), paths: new Map(), values: new Map(), filterHolders: new Set(), vocabularyTables: new Set() };
  for (const statement of ast.body) {
    if (statement.type === 'ExportNamedDeclaration') {
      const source = statement.source?.value;
      const from = source ? resolveRelative(filename, source) : undefined;
      if (source) {
        if (from) for (const spec of statement.specifiers) table.forwards.push({ key: keyName(spec.exported, false) ?? '', file: from, remote: keyName(spec.local, false) ?? '' });
        continue;
      }
      const decl = statement.declaration;
      if (decl?.type === 'FunctionDeclaration' && decl.id) {
        table.functions.set(decl.id.name, decl);
        table.values.set(decl.id.name, decl);
      } else if (decl?.type === 'ClassDeclaration' && decl.id) addExport(table, decl.id.name, decl, bindings);
      // `export enum Status { Screening = 'SCREENING' }`: its members are reached through its name.
      else if (decl?.type === 'TSEnumDeclaration') addExport(table, decl.id.name, decl.id, bindings);
      else if (decl?.type === 'VariableDeclaration') {
        for (const d of decl.declarations) if (d.id.type === 'Identifier' && d.init) addExport(table, d.id.name, d.init, bindings);
      }
      for (const spec of statement.specifiers) {
        const exported = keyName(spec.exported, false);
        if (exported && spec.local.type === 'Identifier') addExport(table, exported, spec.local, bindings);
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const decl = statement.declaration;
      if (decl.type === 'FunctionDeclaration') {
        table.functions.set('default', decl);
        table.values.set('default', decl);
      } else addExport(table, 'default', decl, bindings);
    } else if (statement.type === 'ExportAllDeclaration') {
      // `export * from './x'`, and `export * as format from './x'` (the module under one key).
      const from = resolveRelative(filename, statement.source.value);
      const key = statement.exported ? keyName(statement.exported, false) : '*';
      if (from && key) table.forwards.push({ key, file: from, remote: '*' });
    }
  }
  implementedInterfaces(table, ast);
  // CommonJS: module.exports = …, module.exports.x = …, exports.x = …
  for (const node of nodes) {
    if (node.type !== 'AssignmentExpression' || node.operator !== '=') continue;
    const left = node.left;
    if (isModuleExports(left)) {
      addExport(table, 'default', node.right, bindings);
      const required = requiredSpecifier(node.right);
      const from = required ? resolveRelative(filename, required) : undefined;
      if (from) table.forwards.push({ key: '*', file: from, remote: '*' });
    } else if (left.type === 'MemberExpression' && !left.computed) {
      const target = left.object;
      if (isModuleExports(target) || (target.type === 'Identifier' && target.name === 'exports' && !bindings.variableOf(target)?.defs.length)) {
        const name = keyName(left.property, false);
        if (name) addExport(table, name, node.right, bindings);
      }
    }
  }
  // AMD: what the factory of `define([...], function (...) { … return { … }; })` returns.
  for (const { factory } of amdDefinitions(ast)) for (const value of returnedBy(factory)) addExport(table, 'default', value, bindings);
  // What the file registers with an injector, under the name registered (see matchers/injection).
  for (const registration of registrations(ast, nodes, bindings)) {
    const { name, fn } = registration;
    if (name === undefined) continue;
    if (registeredKind(registration) === 'instance' && fn) for (const [method, body] of ownMethods(fn)) table.functions.set(`${name}#${method}`, body);
    else for (const value of registeredValues(registration, returnedBy)) addExport(table, name, value, bindings);
  }
  namespaceForwards(table, filename, bindings);
  instanceForwards(table, filename, nodes, bindings);
  addStrings(table, ast, nodes, bindings);
  vocabularyTables(table, bindings);
  return table;
}

/**
 * Instances of classes imported from modules of the project that an export holds or gives: a member an
 * exported class's constructor makes (`this.applications = new ApplicationsResource(this)` in
 * `HiringClient`), and what an exported factory returns (`createClient(o) { return new HiringClient(o); }`).
 * Their modules' summaries say what their methods give, under `HiringClient.applications#get` and
 * `createClient@.applications#get` here (see ModuleLinks' instances).
 */
function instanceForwards(table: ExportTable, filename: string, nodes: readonly Node[], bindings: Bindings): void {
  let imports: ReturnType<typeof relativeImports> | undefined;
  const importedClass = (node: Node): { file: string; key: string } | undefined => {
    const made = unwrap(node);
    if (made.type !== 'NewExpression' || made.callee.type !== 'Identifier') return undefined;
    const variable = bindings.variableOf(made.callee);
    const imported = variable && (imports ??= relativeImports(filename, nodes, bindings)).get(variable);
    return imported && imported.key !== '*' ? imported : undefined;
  };
  for (const [key, value] of table.values) {
    // `module.exports = { HiringClient }` of `const { HiringClient } = require('./client')`: that module's export, here too.
    const named = unwrap(value);
    const variable = key !== 'default' && named.type === 'Identifier' ? bindings.variableOf(named) : undefined;
    const imported = variable && (imports ??= relativeImports(filename, nodes, bindings)).get(variable);
    if (imported && imported.key !== '*') table.forwards.push({ key, file: imported.file, remote: imported.key });
    const cls = classOf(value, bindings, false);
    const ctor = cls?.body.body.find((m): m is TSESTree.MethodDefinition => m.type === 'MethodDefinition' && m.kind === 'constructor');
    for (const statement of ctor?.value.body?.body ?? []) {
      const assigned = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
      if (assigned?.type !== 'AssignmentExpression' || assigned.left.type !== 'MemberExpression' || assigned.left.object.type !== 'ThisExpression') continue;
      const member = keyName(assigned.left.property, assigned.left.computed);
      const made = importedClass(assigned.right);
      if (member && made) table.forwards.push({ key: `${key}.${member}`, file: made.file, remote: made.key });
    }
  }
  for (const [key, fn] of table.functions) {
    if (key.includes('#')) continue;
    const made = returnedBy(fn).map(importedClass).find(Boolean);
    if (made) table.forwards.push({ key: `${key}${FACTORY}`, file: made.file, remote: made.key });
  }
}

/**
 * `export const STATE_RANK = { [ApplicationState.SCREENING]: 1, … }`, `new Set(['SCREENING', …])`: exports
 * that spell the legacy states whole (keys or elements), so that an importer's `STATE_RANK[x.state]`
 * looks `x`'s state up in the service's vocabulary (see looksUpInLegacyVocabulary).
 */
function vocabularyTables(table: ExportTable, bindings: Bindings): void {
  const resolve = (node: Node): string | undefined => constantString(node, bindings);
  for (const [key, value] of table.values) {
    let inner = unwrap(value);
    if (inner.type === 'Identifier') inner = unwrap(bindings.initializerOf(bindings.variableOf(inner)) ?? inner);
    if ((legacyVocabularyValues(unfrozen(inner), resolve)?.length ?? 0) >= WHOLE_VOCABULARY) table.vocabularyTables.add(key);
  }
}

/**
 * A module exported whole under a key (`module.exports = { format }` of `const format =
 * require('./lib/format')`, `exports.format = require(…)`, `import * as format from …; export { format }`):
 * what an importer reaches as `sdk.format.csv` is `csv` of that module.
 */
function namespaceForwards(table: ExportTable, filename: string, bindings: Bindings): void {
  for (const [key, value] of table.values) {
    if (key === 'default') continue;
    let node: Node = unwrap(value);
    if (node.type === 'Identifier') {
      const def = bindings.variableOf(node)?.defs[0];
      if (def?.type === 'ImportBinding' && def.node.type === 'ImportNamespaceSpecifier') {
        const from = resolveRelative(filename, def.node.parent.source.value);
        if (from) table.forwards.push({ key, file: from, remote: '*' });
        continue;
      }
      if (def?.type !== 'Variable' || def.node.id.type !== 'Identifier' || !def.node.init) continue;
      node = unwrap(def.node.init);
    }
    const required = requiredSpecifier(node);
    const from = required ? resolveRelative(filename, required) : undefined;
    if (from) table.forwards.push({ key, file: from, remote: '*' });
  }
}

/** The strings the service reads by name (its fields, filters and legacy values), and its paths. */
const SERVICE_NAMES = new Set<string>([...TRIGGER_WORDS, ...LEGACY_STATES]);
const PATH_PREFIXES = [...new Set(Object.values(ENDPOINTS).map((e) => e.path.split('{')[0]!.replace(/\/$/, '')))];
/** A path also without its leading slash (`'v2/applications'`, `'candidates'`: ky's prefixUrl wants them so). */
/** The version root alone (`'/v2'`, `'https://ats.example.com/v2/'`): the base its importers append a path to. */
const versionRoot = (value: string): boolean => `/${value}`.replace(/\/+$/, '').endsWith(VERSION_PREFIX);
const SERVICE_STRINGS = {
  has: (value: string): boolean => SERVICE_NAMES.has(value) || PATH_PREFIXES.some((p) => value.includes(p) || `/${value}`.startsWith(p)) || versionRoot(value),
};

/**
 * The texts of a path a function makes, its holes between them: `(id) => `/v2/applications/${id}/scorecards``
 * is `['/v2/applications/', '/scorecards']`. Only a path without a query, and one of the service's.
 * `short`: the path it makes when handed only its first `given` arguments, where that differs
 * (`notesPath(id, noteId?)` makes the list's path without the note's id).
 */
export interface PathTemplate {
  texts: readonly string[];
  short?: { given: number; texts: readonly string[] };
  /** Segments handed to a rest parameter are joined on at the end, with this separator (see MadePath). */
  rest?: { separator: string; after: number };
}

function pathTemplate(node: Node, bindings: Bindings): PathTemplate | undefined {
  const fn = functionOf(node, bindings);
  const ofService = (texts: readonly string[] | undefined): texts is readonly string[] => {
    const joined = texts?.join('');
    return joined !== undefined && !joined.includes('?') && PATH_PREFIXES.some((p) => joined.includes(p) || `/${joined}`.startsWith(p));
  };
  const made = fn && madePathOf(fn, bindings);
  const texts = made?.texts;
  if (!fn || !ofService(texts)) return undefined;
  const given = fn.params.findIndex((p) => p.type === 'AssignmentPattern' || p.type === 'RestElement' || (p.type === 'Identifier' && p.optional));
  const short = given >= 0 ? madePath(fn, bindings, given) : undefined;
  return { texts, ...(ofService(short) && short.join('\u0000') !== texts.join('\u0000') ? { short: { given, texts: short } } : {}), ...(made?.rest ? { rest: made.rest } : {}) };
}

/**
 * The text a constant expression always has: a literal, or one made of literals and constants
 * (`API_PREFIX + '/applications'`, `` `${ROOT}/candidates` ``, `Status.SCREENING`); undefined if any part is unknown.
 */
function constantText(node: Node, bindings: Bindings): string | undefined {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type !== 'BinaryExpression' && node.type !== 'TemplateLiteral' && node.type !== 'MemberExpression' && node.type !== 'Identifier') return undefined;
  const pieces = evaluatePieces(node, bindings);
  return pieces.every((p) => p.kind === 'text') ? pieces.map((p) => (p.kind === 'text' ? p.text : '')).join('') : undefined;
}

/** `export const K = 'state'`, `export const Q = { Status: 'state' } as const`, `export enum S { A = 'SCREENING' }`, and their CommonJS exports. */
function addStrings(table: ExportTable, ast: TSESTree.Program, nodes: readonly Node[], bindings: Bindings): void {
  const add = (name: string, value: Node | null | undefined, depth = 0): void => {
    const inner = value && unwrap(value);
    if (!inner) return;
    const text = constantText(inner, bindings);
    if (text !== undefined) {
      if (SERVICE_STRINGS.has(text)) table.strings.set(name, text);
    } else if (inner.type === 'ObjectExpression') {
      // A default export's members are read by their own names (`ENV.APP.hiringNamespace` of `export default ENV`).
      const under = (key: string): string => (name === '' ? key : `${name}.${key}`);
      for (const prop of inner.properties) {
        const key = prop.type === 'Property' ? keyName(prop.key, prop.computed) : undefined;
        const v = prop.type === 'Property' ? unwrap(prop.value) : undefined;
        const text = v && constantText(v, bindings);
        if (key && text !== undefined && SERVICE_STRINGS.has(text)) table.strings.set(under(key), text);
        // `ENV = { APP: { hiringNamespace: 'v2' } }`: a settings object's nested members, by their dotted names.
        else if (key && v?.type === 'ObjectExpression' && depth < 2) add(under(key), v, depth + 1);
        // `Routes = { scorecards: (id) => `/v2/applications/${id}/scorecards` }`: a path made of what `Routes.scorecards(id)` is handed.
        const path = key && v ? pathTemplate(v, bindings) : undefined;
        if (key && path) table.paths.set(under(key), path);
      }
    } else if (inner.type === 'ArrayExpression') {
      // `export const FORWARDED = ['state', 'jobId'] as const`: the names a loop over it may hold, by index.
      inner.elements.forEach((element, i) => {
        const text = element && element.type !== 'SpreadElement' ? constantText(unwrap(element), bindings) : undefined;
        if (text !== undefined && SERVICE_STRINGS.has(text)) table.strings.set(`${name}.${i}`, text);
      });
    } else if (inner.type === 'ArrowFunctionExpression' || inner.type === 'FunctionExpression' || inner.type === 'FunctionDeclaration') {
      const path = pathTemplate(inner, bindings);
      if (path) table.paths.set(name, path);
    } else if (inner.type === 'CallExpression' && calleeName(inner.callee) === 'freeze' && inner.arguments[0]) add(name, inner.arguments[0]);
  };
  const addEnum = (name: string, decl: TSESTree.TSEnumDeclaration): void => {
    for (const member of enumMembers(decl)) {
      const key = keyName(member.id, false);
      const v = member.initializer && unwrap(member.initializer);
      if (key && v?.type === 'Literal' && typeof v.value === 'string' && SERVICE_STRINGS.has(v.value)) table.strings.set(`${name}.${key}`, v.value);
    }
  };
  const addLocal = (exported: string, local: Node): void => {
    if (local.type !== 'Identifier') return;
    const def = bindings.variableOf(local)?.defs[0];
    if (def?.type === 'Variable') add(exported, (def.node).init);
    else if (def?.type === 'TSEnumName') addEnum(exported, def.node);
    else if (def?.type === 'FunctionName') add(exported, def.node);
  };
  const addExported = (key: string, value: Node): void => {
    if (unwrap(value).type === 'Identifier') addLocal(key, unwrap(value));
    else add(key, value);
  };
  for (const statement of ast.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const decl = statement.declaration;
    if (decl?.type === 'VariableDeclaration') for (const d of decl.declarations) if (d.id.type === 'Identifier') add(d.id.name, d.init);
    if (decl?.type === 'TSEnumDeclaration') addEnum(decl.id.name, decl);
    if (decl?.type === 'FunctionDeclaration' && decl.id) add(decl.id.name, decl);
    if (!statement.source) for (const spec of statement.specifiers) addLocal(keyName(spec.exported, false) ?? '', spec.local);
  }
  // `export default ENV`, `export default { … }`: an object's members, under their own names.
  for (const statement of ast.body) {
    if (statement.type !== 'ExportDefaultDeclaration') continue;
    const value = unwrap(statement.declaration);
    const held = value.type === 'Identifier' ? bindings.variableOf(value)?.defs[0] : undefined;
    const object = held?.type === 'Variable' ? held.node.init && unwrap(held.node.init) : value;
    if (object?.type === 'ObjectExpression') add('', object);
  }
  // `.constant('BOARD_COLUMNS', ['SCREENING', …])`: a constant registered with an injector.
  for (const registration of registrations(ast, nodes, bindings)) if (registration.name !== undefined && registeredKind(registration) === 'value') add(registration.name, registration.definition);
  // module.exports = { QueryKey }, exports.QueryKey = QueryKey
  for (const node of nodes) {
    if (node.type !== 'AssignmentExpression' || node.operator !== '=') continue;
    if (isModuleExports(node.left) && node.right.type === 'ObjectExpression') {
      for (const prop of node.right.properties) {
        const key = prop.type === 'Property' ? keyName(prop.key, prop.computed) : undefined;
        if (key && prop.type === 'Property') addExported(key, prop.value);
      }
    } else if (node.left.type === 'MemberExpression' && !node.left.computed && (isModuleExports(node.left.object) || (node.left.object.type === 'Identifier' && node.left.object.name === 'exports'))) {
      const key = keyName(node.left.property, false);
      if (key) addExported(key, node.right);
    }
  }
}
