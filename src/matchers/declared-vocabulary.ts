/**
 * The vocabulary a value is declared to be drawn from. A team's own mapper sends `form.status` as the
 * `state` filter, and the form's type says where its values come from:
 *
 *   export enum PipelineStatus { Screening = 'SCREENING', … }          // models.ts
 *   type StatusChoice = PipelineStatus | 'ANY';
 *   interface FilterForm { status: StatusChoice }
 *   export const toParams = (form: FilterForm) => params.set('state', form.status);
 *
 * so `PipelineStatus` is a vocabulary of values sent as `state`: its members, where they are declared
 * and wherever they are chosen (`{ value: PipelineStatus.Screening, label }`), are legacy filter values.
 * Only the file's own declarations are read (annotations, interfaces, aliases, unions); the enum
 * itself may be imported, and its module is told by a demand (engine/demands).
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { keyName, memberName, unwrap, type Node } from './ast.js';
import { ownMember, ownMemberType } from './class-members.js';
import type { Bindings, Variable } from './scope.js';
import { namedType, propertyType } from './type-shapes.js';
import { ANY, type Path } from './values.js';

/**
 * The names of enums (or constant objects, `(typeof Status)[keyof typeof Status]`) that the declared
 * type of `value` draws from: type names standing in the declarations, which may be imports.
 */
export function declaredVocabularies(value: Node, bindings: Bindings): Vocabulary[] {
  const type = declaredType(value, bindings, 0);
  return type ? vocabulariesOf(type, bindings, 0) : [];
}

/**
 * A vocabulary: the enum or constant named, and where its values sit in it (`[ANY]`: each member or
 * element; `[ANY, 'value']`: the `value` of each row of `(typeof STATUS_OPTIONS)[number]['value']`).
 */
export interface Vocabulary {
  name: TSESTree.Identifier;
  path: Path;
}

/** `(typeof X)[keyof typeof X]`, `(typeof X)[number]`, `(typeof X)[number]['value']`: X, and the path to its values. */
function indexedVocabulary(type: TSESTree.TypeNode): Vocabulary | undefined {
  if (type.type === 'TSTypeQuery') return type.exprName.type === 'Identifier' ? { name: type.exprName, path: [] } : undefined;
  if (type.type !== 'TSIndexedAccessType') return undefined;
  const outer = indexedVocabulary(type.objectType);
  if (!outer) return undefined;
  const index = type.indexType;
  const key = index.type === 'TSLiteralType' && index.literal.type === 'Literal' && typeof index.literal.value === 'string' ? index.literal.value : undefined;
  return { name: outer.name, path: [...outer.path, key ?? ANY] };
}

/** The type an expression is declared with: its variable's or parameter's annotation, a member of it, a cast. */
function declaredType(value: Node, bindings: Bindings, depth: number): TSESTree.TypeNode | undefined {
  if (depth > 4) return undefined;
  const node = value;
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') return node.typeAnnotation;
  const inner = unwrap(value);
  if (inner.type === 'Identifier') return annotationOf(bindings.variableOf(inner), bindings);
  // `this.status` of `class Query { status?: ApplicationStatus }`: the field's declared type.
  const own = inner.type === 'MemberExpression' ? ownMember(inner) : undefined;
  if (own) return ownMemberType(own.body, own.name);
  if (inner.type === 'MemberExpression' && !inner.computed) {
    const name = memberName(inner);
    const owner = declaredType(inner.object, bindings, depth + 1);
    return name && owner ? propertyType(owner, name, bindings) : undefined;
  }
  return undefined;
}

/** `form: FilterForm`, `{ status }: FilterForm` (the member's type), `status: StatusChoice = 'ANY'`. */
function annotationOf(variable: Variable | undefined, bindings: Bindings): TSESTree.TypeNode | undefined {
  const def = variable?.defs[0];
  if (!def) return undefined;
  const name = def.name as TSESTree.Node;
  if (name.type === 'Identifier' && name.typeAnnotation) return name.typeAnnotation.typeAnnotation;
  // A name destructured from an annotated pattern: the pattern's type, at the property's key.
  let child: TSESTree.Node = name;
  let parent = child.parent;
  if (parent?.type === 'AssignmentPattern' && parent.left === child) [child, parent] = [parent, parent.parent];
  if (parent?.type !== 'Property' || parent.value !== child || parent.parent?.type !== 'ObjectPattern') return undefined;
  const key = keyName(parent.key, parent.computed);
  const pattern = parent.parent;
  // `({ status }: Criteria) => …`, or `const { status, ...rest } = criteria` of `criteria: Criteria`.
  const holder = pattern.parent;
  const annotation = pattern.typeAnnotation?.typeAnnotation ?? (holder?.type === 'VariableDeclarator' && holder.id === pattern && holder.init ? declaredType(holder.init, bindings, 1) : undefined);
  return key && annotation ? propertyType(annotation, key, bindings) : undefined;
}

/**
 * The enums and constants a declared type lists its values from, through aliases and unions
 * (`StatusChoice = PipelineStatus | 'ANY'`): an enum (of the file or imported), the values of a
 * constant object (`(typeof Status)[keyof typeof Status]`) or the elements of a constant list
 * (`(typeof CHIPS)[number]`). Not literal unions: their words are the type's, not values chosen anywhere.
 */
export function vocabulariesOf(type: TSESTree.TypeNode, bindings: Bindings, depth = 0): Vocabulary[] {
  if (depth > 4) return [];
  if (type.type === 'TSUnionType') return type.types.flatMap((t) => vocabulariesOf(t, bindings, depth + 1));
  if (type.type === 'TSIndexedAccessType') {
    const indexed = indexedVocabulary(type);
    return indexed ? [indexed] : [];
  }
  const named = namedType(type);
  if (!named || named.args || type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') return [];
  const id = type.typeName;
  const defs = bindings.variableOf(id)?.defs ?? [];
  // `export type AppState = (typeof AppState)[keyof typeof AppState]` beside `export const AppState = { … }`.
  const alias = defs.find((d) => d.node.type === 'TSTypeAliasDeclaration')?.node as TSESTree.TSTypeAliasDeclaration | undefined;
  if (alias) return vocabulariesOf(alias.typeAnnotation, bindings, depth + 1);
  // An enum of the file, or a name imported from another module (an enum, or a type of a constant object's values there).
  return defs.some((d) => d.type === 'TSEnumName' || d.type === 'ImportBinding') ? [{ name: id, path: [ANY] }] : [];
}

/**
 * The members of a vocabulary chosen in the file as a value: `PipelineStatus.Screening` (where
 * `PipelineStatus` is the enum, the constant object, or its import) given to a property, an argument,
 * a variable, a default or a return. Not a table's key (`[Status.Screening]: 'Screening'`), an element
 * of a list (a funnel's order, a set looked up in), or a side of a comparison: those read records.
 */
export function vocabularyUses(variable: Variable, bindings: Bindings): TSESTree.MemberExpression[] {
  const out: TSESTree.MemberExpression[] = [];
  for (const ref of variable.references) {
    const id = ref.identifier as Node;
    const member = id.parent;
    if (member?.type === 'MemberExpression' && member.object === id && !member.computed && bindings.variableOf(id) === variable && isChosen(member)) out.push(member);
  }
  return out;
}

function isChosen(value: Node): boolean {
  let child: Node = value;
  let parent = child.parent;
  // `cond ? Status.Screening : Status.Qualified`, `(Status.Screening as StatusChoice)`
  while (parent && (parent.type === 'ConditionalExpression' || parent.type === 'TSAsExpression' || parent.type === 'TSSatisfiesExpression' || parent.type === 'LogicalExpression')) {
    if (parent.type === 'ConditionalExpression' && parent.test === child) return false;
    [child, parent] = [parent, parent.parent];
  }
  switch (parent?.type) {
    case 'Property':
      return parent.value === child && !parent.computed;
    case 'CallExpression':
    case 'NewExpression':
      return parent.arguments.includes(child as TSESTree.CallExpressionArgument);
    case 'VariableDeclarator':
    case 'AssignmentPattern':
      return (parent.type === 'VariableDeclarator' ? parent.init : parent.right) === child;
    case 'AssignmentExpression':
      return parent.right === child;
    case 'ReturnStatement':
      return true;
    case 'ArrowFunctionExpression':
      return parent.body === child;
    default:
      return false;
  }
}

/**
 * Values declared to be of a type drawn from the vocabulary: `const DEFAULT_STATUS: StatusValue =
 * 'SCREENING'` (a form's default) where `type StatusValue = (typeof STATUS_OPTIONS)[number]['value']`,
 * a class field or a parameter's default so declared. The type alias may stand between.
 */
export function typedChoices(variable: Variable, bindings: Bindings): Node[] {
  const out: Node[] = [];
  for (const ref of variable.references) {
    let node: Node | undefined = (ref.identifier as Node).parent;
    while (node && node.type !== 'TSTypeAliasDeclaration' && node.type.startsWith('TS')) node = node.parent;
    const alias = node?.type === 'TSTypeAliasDeclaration' ? bindings.variableOf(node.id) : undefined;
    for (const use of alias?.references ?? []) {
      let type: Node | undefined = (use.identifier as Node).parent;
      while (type && (type.type === 'TSTypeReference' || type.type === 'TSUnionType')) type = type.parent;
      const holder = type?.type === 'TSTypeAnnotation' ? type.parent : undefined;
      const value =
        holder?.type === 'PropertyDefinition'
          ? holder.value
          : holder?.type === 'Identifier' && holder.parent?.type === 'VariableDeclarator' && holder.parent.id === holder
            ? holder.parent.init
            : holder?.type === 'Identifier' && holder.parent?.type === 'AssignmentPattern' && holder.parent.left === holder
              ? holder.parent.right
              : undefined;
      if (value) out.push(unwrap(value));
    }
  }
  return out;
}
