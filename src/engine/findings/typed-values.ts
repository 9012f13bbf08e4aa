/**
 * Legacy values written where a type says they are the removed field's: a literal whose declared
 * type (the declaration it initializes, the member of the object it sits in, the element of the
 * list, the parameter it is handed to) is the type `state` is declared with.
 *
 *   // types.ts                                        // presets.ts
 *   type ApplicationState = 'SCREENING' | …;           const PRESETS: Record<string, PipelineFilter> = {
 *   interface Application { state: ApplicationState }    screening: { status: 'SCREENING' },
 *   interface PipelineFilter { status?: ApplicationState }  };
 *
 * Whatever the value is used for later (sent as the filter, compared with a record's state), the
 * type has said what it is: shown where it is written, beside the type's own findings. So has a set
 * the file declares of the legacy states alone (`{ SCREENING: 'SCREENING', … }`, see vocabularyFindings).
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { describeEquivalent, describeTable, equivalentOf, NAMES, STAGED_LEGACY_STATES } from '../../migration/index.js';
import type { TypeDeclInfo } from '../../matchers/applications.js';
import { enumMembers, isObjectFreeze, keyName, programNodes, rootOf, staticStringValue, unwrap, type Node } from '../../matchers/ast.js';
import type { Bindings } from '../../matchers/scope.js';
import { legacyVocabularyValues, speaksCurrent, type StringResolver } from '../../matchers/vocabulary.js';
import { localTypeMembers, memberType, namedType, typeParts, withoutModifiers } from '../../matchers/type-shapes.js';
import type { Finding } from '../types.js';

/** The removed values: they say a type is the legacy state's (OFFER, HIRED, REJECTED are hiring states too). */
const REMOVED: ReadonlySet<string> = new Set(STAGED_LEGACY_STATES);

/**
 * The named types the file's application types declare `state` with (`state: ApplicationState`,
 * `state?: Status | null`), where the file declares them as the legacy values (a union of literals,
 * an enum) or imports them as such (`imported`, see ModuleSummary.stateValueTypes).
 */
export function stateValueTypes(decls: readonly TypeDeclInfo[], bindings: Bindings, imported: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const decl of decls) {
    const annotation = decl.members.get(NAMES.legacyState)?.typeAnnotation?.typeAnnotation;
    for (const part of annotation ? typeParts(annotation) : []) {
      const named = namedType(part);
      if (!named || named.args) continue;
      if (imported.has(named.name) || isLegacyValueType(part as TSESTree.TSTypeReference, bindings)) out.add(named.name);
    }
  }
  // `type StatusFilter = ApplicationStatus | 'ALL'`: a choice among the same values, and one more.
  const program = decls[0] && rootOf(decls[0].node);
  if (out.size && program?.type === 'Program')
    for (const node of programNodes(program))
      if (node.type === 'TSTypeAliasDeclaration' && node.typeAnnotation.type === 'TSUnionType' && node.typeAnnotation.types.some((t) => out.has(namedType(t)?.name ?? ''))) out.add(node.id.name);
  return out;
}

/** Does a reference name a declaration of the file that lists the removed values: `'SCREENING' | …`, an enum? */
function isLegacyValueType(ref: TSESTree.TSTypeReference, bindings: Bindings): boolean {
  if (ref.typeName.type !== 'Identifier') return false;
  const decl = bindings.variableOf(ref.typeName)?.defs[0]?.node;
  if (decl?.type === 'TSEnumDeclaration') return enumMembers(decl).some((m) => m.initializer !== undefined && REMOVED.has(staticStringValue(m.initializer) ?? ''));
  if (decl?.type !== 'TSTypeAliasDeclaration') return false;
  const members = decl.typeAnnotation.type === 'TSUnionType' ? decl.typeAnnotation.types : [decl.typeAnnotation];
  return members.some((t) => t.type === 'TSLiteralType' && t.literal.type === 'Literal' && REMOVED.has(String(t.literal.value)));
}

/** The file's interfaces and object aliases with members declared with one of `valueTypes`, by name: `PipelineFilter` → `status`. */
export function stateTypedMembers(nodes: readonly Node[], valueTypes: ReadonlySet<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  if (!valueTypes.size) return out;
  for (const node of nodes) {
    const named = node.type === 'TSInterfaceDeclaration' ? { name: node.id.name, members: node.body.body } : node.type === 'TSTypeAliasDeclaration' && node.typeAnnotation.type === 'TSTypeLiteral' ? { name: node.id.name, members: node.typeAnnotation.members } : undefined;
    for (const member of named?.members ?? []) {
      if (member.type !== 'TSPropertySignature') continue;
      const key = keyName(member.key, member.computed);
      const annotation = member.typeAnnotation?.typeAnnotation;
      if (key === undefined || !annotation || !typeParts(annotation).some((part) => valueTypes.has(namedType(part)?.name ?? ''))) continue;
      out.set(named!.name, (out.get(named!.name) ?? new Set()).add(key));
    }
  }
  return out;
}

/**
 * A secondary finding shown where legacy values are written that a declaration says are the removed
 * field's (a union's line, a typed literal, a set's member), with what the record carries instead.
 */
export function declaredValueFinding(range: [number, number], values: readonly string[], removal: string, messageId: 'declaredValue' | 'legacyValue' = 'declaredValue'): Finding {
  const eq = values.length === 1 ? equivalentOf(values[0]!) : undefined;
  return {
    rule: 'no-legacy-state-field',
    range,
    messageId,
    data: { removal, value: values.map((v) => `'${v}'`).join(' | '), replacement: eq ? describeEquivalent(eq) : describeTable() },
    secondary: true,
  };
}

export interface TypedValueContext {
  nodes: readonly Node[];
  bindings: Bindings;
  removal: string;
  /** Local names of the legacy state's types: the file's own and those it imports. */
  valueTypes: ReadonlySet<string>;
  /** Imported types with members declared with one, by local name (see ModuleSummary.stateTypedMembers). */
  importedMembers: ReadonlyMap<string, ReadonlySet<string>>;
}

/** What a position is declared as: a type written in the file, or a member another module declares with the legacy state's type. */
type Declared = TSESTree.TypeNode | 'legacy';

/** Legacy values written in positions declared with the legacy state's type (secondary: the type's own findings say what to do). */
export function typedValueFindings(ctx: TypedValueContext): Finding[] {
  if (!ctx.valueTypes.size && !ctx.importedMembers.size) return [];
  const findings: Finding[] = [];
  for (const node of ctx.nodes) {
    // OFFER, HIRED and REJECTED mean the same as hiring states: only a removed value changes meaning.
    const value = node.type === 'Literal' ? node.value : node.type === 'Identifier' ? node.name : undefined;
    if (typeof value !== 'string' || !REMOVED.has(value)) continue;
    // A key of a table typed `Record<ApplicationState, string>` is one too, quoted or not (`SCREENING: 'To screen'`).
    const isKey = node.parent?.type === 'Property' && node.parent.key === node && !node.parent.computed;
    if (node.type === 'Identifier' && !isKey) continue;
    // A table that translates the states into the current filters is the migration, written already.
    if (isKey && speaksCurrent((node.parent as TSESTree.Property).value)) continue;
    const declared = isKey ? keyType(node.parent as TSESTree.Property, ctx) : declaredType(node, ctx, 0);
    if (!declared || !isStateValueType(declared, ctx)) continue;
    findings.push(declaredValueFinding(node.range, [value], ctx.removal, 'legacyValue'));
  }
  return findings;
}

function isStateValueType(declared: Declared, ctx: TypedValueContext): boolean {
  if (declared === 'legacy') return true;
  return typeParts(declared).some((part) => ctx.valueTypes.has(namedType(part)?.name ?? ''));
}

/** The key type of the table a property is a row of (`Record<ApplicationState, Label>`). */
function keyType(property: TSESTree.Property, ctx: TypedValueContext): Declared | undefined {
  const table = property.parent?.type === 'ObjectExpression' ? declaredType(property.parent, ctx, 0) : undefined;
  const named = table && table !== 'legacy' ? namedType(withoutModifiers(table)) : undefined;
  return named?.name === 'Record' ? named.args?.[0] : undefined;
}

/** The type a value is declared with by where it is written, as far as the file (and its imports' summaries) tell. */
function declaredType(node: Node, ctx: TypedValueContext, depth: number): Declared | undefined {
  if (depth > 8) return undefined;
  const parent = node.parent;
  if (!parent) return undefined;
  switch (parent.type) {
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      if (parent.type !== 'TSNonNullExpression' && !isConst(parent.typeAnnotation)) return parent.typeAnnotation;
      return declaredType(parent, ctx, depth + 1);
    case 'VariableDeclarator':
      return parent.init === node && parent.id.type === 'Identifier' ? parent.id.typeAnnotation?.typeAnnotation : undefined;
    case 'PropertyDefinition':
      return parent.value === node ? parent.typeAnnotation?.typeAnnotation : undefined;
    case 'AssignmentPattern':
      return parent.right === node && parent.left.type === 'Identifier' ? parent.left.typeAnnotation?.typeAnnotation : undefined;
    case 'Property': {
      if (parent.value !== node || parent.parent?.type !== 'ObjectExpression') return undefined;
      const key = keyName(parent.key, parent.computed);
      const object = declaredType(parent.parent, ctx, depth + 1);
      return key === undefined || !object ? undefined : memberOf(object, key, ctx);
    }
    case 'ArrayExpression': {
      const list = declaredType(parent, ctx, depth + 1);
      return list && list !== 'legacy' ? elementOf(list) : undefined;
    }
    case 'CallExpression': {
      const index = parent.arguments.indexOf(node as TSESTree.CallExpressionArgument);
      if (index < 0) return undefined;
      // `Object.freeze([...])`: what the call gives is what it is handed.
      if (isObjectFreeze(parent.callee)) return declaredType(parent, ctx, depth + 1);
      return parameterType(parent.callee, index, ctx);
    }
    case 'ReturnStatement': {
      const fn = enclosingFunction(parent);
      return fn?.returnType?.typeAnnotation;
    }
    case 'ArrowFunctionExpression':
      return parent.body === node ? parent.returnType?.typeAnnotation : undefined;
    default:
      return undefined;
  }
}

function isConst(type: TSESTree.TypeNode): boolean {
  return type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && type.typeName.name === 'const';
}

/** The declared type of member `key` of a type: a Record's values, an interface's member, one another module declares. */
function memberOf(type: Declared, key: string, ctx: TypedValueContext): Declared | undefined {
  if (type === 'legacy') return undefined;
  const values = memberType(type, 'value');
  if (values) return values;
  for (const part of typeParts(type)) {
    const member = localTypeMembers(part, ctx.bindings)?.find((m): m is TSESTree.TSPropertySignature => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === key);
    if (member?.typeAnnotation) return member.typeAnnotation.typeAnnotation;
    const named = namedType(part);
    if (named && ctx.importedMembers.get(named.name)?.has(key)) return 'legacy';
  }
  return undefined;
}

/** The element type of a list type (`T[]`, `readonly T[]`, `Array<T>`, `ReadonlyArray<T>`). */
function elementOf(type: TSESTree.TypeNode): TSESTree.TypeNode | undefined {
  const inner = type.type === 'TSTypeOperator' && type.typeAnnotation ? type.typeAnnotation : type;
  if (inner.type === 'TSArrayType') return inner.elementType;
  const named = namedType(inner);
  return named && (named.name === 'Array' || named.name === 'ReadonlyArray') ? named.args?.[0] : memberType(inner, 'element');
}

/** The declared type of parameter `index` of the file's function a callee names (`setFilter({ status: 'SCREENING' })`). */
function parameterType(callee: Node, index: number, ctx: TypedValueContext): TSESTree.TypeNode | undefined {
  const inner = unwrap(callee);
  if (inner.type !== 'Identifier') return undefined;
  const def = ctx.bindings.variableOf(inner)?.defs[0];
  const fn = def?.type === 'FunctionName' ? def.node : def?.type === 'Variable' && def.node.init ? unwrap(def.node.init) : undefined;
  if (!fn || (fn.type !== 'FunctionDeclaration' && fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression')) return undefined;
  const param = fn.params[index];
  const id = param?.type === 'AssignmentPattern' ? param.left : param;
  return id && 'typeAnnotation' in id ? id.typeAnnotation?.typeAnnotation : undefined;
}

function enclosingFunction(node: Node): TSESTree.FunctionLike | undefined {
  for (let at = node.parent; at; at = at.parent)
    if (at.type === 'FunctionDeclaration' || at.type === 'FunctionExpression' || at.type === 'ArrowFunctionExpression') return at;
  return undefined;
}

/**
 * The service's legacy vocabulary declared as a set of its own (`{ SCREENING: 'SCREENING', … }`, an
 * enum, `const ACTIVE = ['SCREENING', 'QUALIFIED', 'OFFER']`, a config's list, a table keyed by the
 * states `{ SCREENING: 'To screen', … }`): every value of it is shown where written (the set is the
 * removed field's vocabulary, the values that stay valid too, as beside a read), once the file is known to be about the service (`about`: it requests
 * applications, imports a module that deals in them, or is imported by one), or one of the set's values
 * is reported already (`reported`, by range). A set written in an expression (`[…].includes(app.state)`,
 * `z.enum([…])`) is that expression's to report.
 */
export function vocabularyFindings(nodes: readonly Node[], removal: string, reported: ReadonlySet<string>, about: boolean, resolve?: StringResolver): Finding[] {
  const findings: Finding[] = [];
  for (const node of nodes) {
    if (node.type !== 'TSEnumDeclaration' && !((node.type === 'ObjectExpression' || node.type === 'ArrayExpression') && isDeclared(node))) continue;
    const values = legacyVocabularyValues(node, resolve);
    if (!values || !(about || values.some(({ node: v }) => reported.has(`${v.range[0]}:${v.range[1]}`)))) continue;
    for (const { node: written, value } of values) {
      if (reported.has(`${written.range[0]}:${written.range[1]}`)) continue;
      findings.push(declaredValueFinding(written.range, [value], removal, 'legacyValue'));
    }
  }
  return findings;
}

/** Is a value a declaration's (a constant, a class field, what a module exports, a member or row of one), not an expression's part? */
function isDeclared(node: Node, depth = 0): boolean {
  const parent = node.parent;
  if (!parent || depth > 6) return false;
  switch (parent.type) {
    case 'VariableDeclarator':
      return parent.init === node;
    case 'PropertyDefinition':
      return parent.value === node;
    case 'ExportDefaultDeclaration':
      return true;
    case 'AssignmentExpression':
      // `module.exports = { … }`, `exports.STATES = […]`
      return parent.right === node && parent.left.type === 'MemberExpression';
    case 'Property':
      return parent.value === node && parent.parent?.type === 'ObjectExpression' && isDeclared(parent.parent, depth + 1);
    case 'ArrayExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return isDeclared(parent, depth + 1);
    case 'CallExpression':
      return isObjectFreeze(parent.callee) && isDeclared(parent, depth + 1);
    // `const OPEN = new Set([…])`
    case 'NewExpression':
      return parent.callee.type === 'Identifier' && parent.callee.name === 'Set' && parent.arguments[0] === node && isDeclared(parent, depth + 1);
    default:
      return false;
  }
}
