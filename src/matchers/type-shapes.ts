/**
 * Reading a declared type for the object it describes: the parts it is made of, what a modifier
 * wraps, the type of a table's values or a list's elements. One place for the TypeScript utility
 * types the engine sees through (`Partial<Query>`, `Readonly<Record<Tab, Query>>`, `readonly Query[]`).
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { keyName } from './ast.js';
import type { Bindings, Variable } from './scope.js';

/** Modifiers that keep the keys of the type they wrap. */
export const KEY_KEEPING_TYPES = new Set(['Partial', 'Readonly', 'Required']);
/** Utility types whose first argument is the type they are made of (some of its keys). */
const WRAPPING_TYPES = new Set([...KEY_KEEPING_TYPES, 'Pick', 'Omit', 'NonNullable']);
/** Parents in which a union or a function type written in place of a type needs parentheses. */
export const TIGHT_TYPE_PARENTS = new Set(['TSArrayType', 'TSTypeOperator', 'TSIndexedAccessType', 'TSIntersectionType', 'TSOptionalType', 'TSRestType']);

/** `Name<Args>` of a type reference to a plain name. */
export function namedType(type: TSESTree.TypeNode | undefined): { name: string; args: readonly TSESTree.TypeNode[] | undefined } | undefined {
  return type?.type === 'TSTypeReference' && type.typeName.type === 'Identifier' ? { name: type.typeName.name, args: type.typeArguments?.params } : undefined;
}

/**
 * The types an annotation is made of: itself, the parts of an intersection or union
 * (`Filters & Paging`), what a utility type wraps (`Partial<Filters>`): each declares some of its keys.
 */
export function typeParts(type: TSESTree.TypeNode, depth = 0): TSESTree.TypeNode[] {
  if (depth > 4) return [];
  if (type.type === 'TSIntersectionType' || type.type === 'TSUnionType') return type.types.flatMap((t) => typeParts(t, depth + 1));
  const named = namedType(type);
  if (named && WRAPPING_TYPES.has(named.name) && named.args?.[0]) return typeParts(named.args[0], depth + 1);
  return [type];
}

/** The type without the modifiers that keep its keys (`Readonly<Partial<Query>>` → `Query`). */
export function withoutModifiers(type: TSESTree.TypeNode | undefined): TSESTree.TypeNode | undefined {
  for (let depth = 0; type && depth < 4; depth++) {
    const named = namedType(type);
    if (!named || !KEY_KEEPING_TYPES.has(named.name)) return type;
    type = named.args?.[0];
  }
  return type;
}

/**
 * The type of what stands in an object or list declared with `type`: a table's values
 * (`Record<K, V>`, `{ [k: string]: V }`) or a list's elements (`V[]`, `readonly V[]`, `Array<V>`).
 */
export function memberType(type: TSESTree.TypeNode | undefined, step: 'value' | 'element'): TSESTree.TypeNode | undefined {
  const inner = withoutModifiers(type);
  if (!inner) return undefined;
  const named = namedType(inner);
  if (step === 'value') {
    if (named?.name === 'Record') return named.args?.[1];
    return inner.type === 'TSTypeLiteral' ? inner.members.find((m): m is TSESTree.TSIndexSignature => m.type === 'TSIndexSignature')?.typeAnnotation?.typeAnnotation : undefined;
  }
  if (inner.type === 'TSArrayType') return inner.elementType;
  if (inner.type === 'TSTypeOperator' && inner.typeAnnotation?.type === 'TSArrayType') return inner.typeAnnotation.elementType;
  return named?.name === 'Array' || named?.name === 'ReadonlyArray' ? named.args?.[0] : undefined;
}

/** Members of `{ … }`, or of an interface or type alias of that name declared in the file. */
export function localTypeMembers(type: TSESTree.TypeNode, bindings: Bindings): TSESTree.TypeElement[] | undefined {
  if (type.type === 'TSTypeLiteral') return type.members;
  if (type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') return undefined;
  const def = bindings.variableOf(type.typeName)?.defs[0];
  if (def?.node.type === 'TSInterfaceDeclaration') return def.node.body.body;
  if (def?.node.type === 'TSTypeAliasDeclaration' && def.node.typeAnnotation.type === 'TSTypeLiteral') return def.node.typeAnnotation.members;
  return undefined;
}

/** A top-level declaration of the file by name (exported or not): a class, an interface, a type alias. */
export function topLevelDeclaration(program: TSESTree.Program, name: string): TSESTree.ClassDeclaration | TSESTree.TSInterfaceDeclaration | TSESTree.TSTypeAliasDeclaration | undefined {
  for (const statement of program.body) {
    const decl = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if ((decl?.type === 'ClassDeclaration' || decl?.type === 'TSInterfaceDeclaration' || decl?.type === 'TSTypeAliasDeclaration') && decl.id?.name === name) return decl;
  }
  return undefined;
}

/** The members of an interface or of an object type alias. */
export function declaredTypeMembers(decl: TSESTree.Node | undefined): TSESTree.TypeElement[] | undefined {
  if (decl?.type === 'TSInterfaceDeclaration') return decl.body.body;
  if (decl?.type === 'TSTypeAliasDeclaration' && decl.typeAnnotation.type === 'TSTypeLiteral') return decl.typeAnnotation.members;
  return undefined;
}

/** The type of member `name` of a type declared in the file (an interface, an alias of an object type, a literal, through `Partial<…>` and `A & B`). */
export function propertyType(type: TSESTree.TypeNode, name: string, bindings: Bindings): TSESTree.TypeNode | undefined {
  for (const part of typeParts(withoutModifiers(type) ?? type)) {
    const members = localTypeMembers(part, bindings);
    const member = members?.find((m): m is TSESTree.TSPropertySignature => m.type === 'TSPropertySignature' && keyName(m.key, m.computed) === name);
    if (member?.typeAnnotation) return member.typeAnnotation.typeAnnotation;
  }
  return undefined;
}

/** The type an object literal is declared with where it is written: a variable's annotation, `as`/`satisfies`, the return type of the function it is returned from. */
export function annotatedTypeOfLiteral(object: TSESTree.ObjectExpression): TSESTree.TypeNode | undefined {
  const parent = object.parent;
  if (parent?.type === 'VariableDeclarator' && parent.init === object) return parent.id.typeAnnotation?.typeAnnotation;
  if ((parent?.type === 'TSAsExpression' || parent?.type === 'TSSatisfiesExpression') && parent.expression === object) return parent.typeAnnotation;
  let fn: TSESTree.Node | undefined;
  if (parent?.type === 'ArrowFunctionExpression' && parent.body === object) fn = parent;
  else if (parent?.type === 'ReturnStatement') for (fn = parent.parent; fn && fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression' && fn.type !== 'FunctionDeclaration'; fn = fn.parent);
  return fn && (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression' || fn.type === 'FunctionDeclaration') ? fn.returnType?.typeAnnotation : undefined;
}

/**
 * The type a variable is declared with where it is bound: its own annotation (`row: ApplicationRow`),
 * or its member's in an annotated object pattern (`({ row }: { row: ApplicationRow })`, a component's props).
 */
export function declaredAnnotation(variable: Variable, bindings: Bindings): TSESTree.TypeNode | undefined {
  const def = variable.defs[0];
  if (!def) return undefined;
  const id = def.name as TSESTree.Node;
  if ('typeAnnotation' in id && id.typeAnnotation) return (id.typeAnnotation as TSESTree.TSTypeAnnotation).typeAnnotation;
  const prop = id.parent;
  const pattern = prop?.type === 'Property' ? prop.parent : undefined;
  if (prop?.type !== 'Property' || prop.value !== id || pattern?.type !== 'ObjectPattern' || !pattern.typeAnnotation) return undefined;
  const key = keyName(prop.key, prop.computed);
  return key === undefined ? undefined : propertyType(pattern.typeAnnotation.typeAnnotation, key, bindings);
}

/**
 * The type arguments of a reference to a generic interface or alias of the file, by the names of its
 * parameters (`Column<Application>` of `interface Column<T>` → T: Application; a default where none is given).
 */
export function typeArgumentsOf(type: TSESTree.TypeNode, bindings: Bindings): Map<string, TSESTree.TypeNode> {
  const out = new Map<string, TSESTree.TypeNode>();
  if (type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') return out;
  const decl = bindings.variableOf(type.typeName)?.defs[0]?.node;
  const params = decl?.type === 'TSInterfaceDeclaration' || decl?.type === 'TSTypeAliasDeclaration' ? decl.typeParameters?.params : undefined;
  params?.forEach((param, i) => {
    const arg = type.typeArguments?.params[i] ?? param.default;
    if (arg) out.set(param.name.name, arg);
  });
  return out;
}

/** `T` (or `T[]`, `readonly T[]`) where `given` says what T stands for: that type; any other type as it is. */
export function substituted(type: TSESTree.TypeNode, given: ReadonlyMap<string, TSESTree.TypeNode>): TSESTree.TypeNode {
  if (given.size === 0) return type;
  if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && !type.typeArguments) return given.get(type.typeName.name) ?? type;
  if (type.type === 'TSArrayType') {
    const element = substituted(type.elementType, given);
    return element === type.elementType ? type : { ...type, elementType: element };
  }
  return type;
}
