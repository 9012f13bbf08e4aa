/**
 * The type a filter object is declared with, where a declaration says it: the annotation of the
 * variable or class member it is assigned to, through the tables and lists it stands in.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { calleeName, keyName, type Node } from '../../matchers/ast.js';
import { ownMember, ownMemberType } from '../../matchers/class-members.js';
import type { Bindings } from '../../matchers/scope.js';
import { memberType, propertyType, withoutModifiers } from '../../matchers/type-shapes.js';

/** The declared type of `this.name` in the class it is written in. */
export function ownFieldType(target: Node): TSESTree.TypeNode | undefined {
  const own = ownMember(target);
  return own && ownMemberType(own.body, own.name);
}

/**
 * The type a property's object literal is declared with, where a declaration says it: `const TABS:
 * Record<Tab, DeskQuery> = { a: { state: … } }` → `DeskQuery`, through the members and elements of the
 * declared type; `this.criteria = { …, state }` where the class declares `criteria: Criteria`.
 */
export function literalDeclaredType(prop: Node): TSESTree.TypeNode | undefined {
  return declaredTypeThrough(prop);
}

/**
 * `query: { state?: ApplicationState }` of `interface FilterPreset` for `{ state: 'SCREENING' }` in
 * `const PRESETS: Record<string, FilterPreset> = { a: { label, query: { state: 'SCREENING' } } }`: the
 * type literal a literal is declared with as a member of a declared type, by the keys it sits under.
 */
export function inlineDeclaredType(prop: Node, bindings: Bindings): TSESTree.TSTypeLiteral | undefined {
  const type = withoutModifiers(declaredTypeThrough(prop, bindings));
  return type?.type === 'TSTypeLiteral' ? type : undefined;
}

/** The declared type of the object literal holding `prop`, through the tables and lists it stands in (with `bindings`, also through the members of declared types, by key). */
function declaredTypeThrough(prop: Node, bindings?: Bindings): TSESTree.TypeNode | undefined {
  const steps: { step: 'value' | 'element'; key?: string }[] = [];
  let asserted: TSESTree.TypeNode | undefined;
  let node: Node | undefined = prop.parent;
  while (node) {
    const parent: Node | undefined = node.parent;
    if (parent?.type === 'Property' && parent.value === node && parent.parent?.type === 'ObjectExpression') {
      steps.unshift({ step: 'value', key: keyName(parent.key, parent.computed) });
      node = parent.parent;
    } else if (parent?.type === 'ArrayExpression') {
      steps.unshift({ step: 'element' });
      node = parent;
    } else if (parent?.type === 'TSAsExpression' && isConstAssertion(parent)) {
      node = parent; // `{ … } as const`: the same value
    } else if ((parent?.type === 'TSSatisfiesExpression' || parent?.type === 'TSAsExpression') && parent.expression === node) {
      // `{ … } as const satisfies Record<string, Query>`, `{ … } as Presets`: the type written there.
      asserted = parent.typeAnnotation;
      break;
    } else if (parent?.type === 'TSAsExpression' || parent?.type === 'TSSatisfiesExpression' || parent?.type === 'CallExpression') {
      node = parent.type === 'CallExpression' && calleeName(parent.callee) === 'freeze' ? parent : undefined; // `Object.freeze({ … })`
    } else break;
  }
  const declarator = node?.parent;
  let type = asserted ?? (declarator?.type === 'VariableDeclarator' && declarator.init === node && declarator.id.type === 'Identifier' ? declarator.id.typeAnnotation?.typeAnnotation : undefined);
  // `this.criteria = { …, state }` where the class declares `criteria: Criteria`.
  if (declarator?.type === 'AssignmentExpression' && declarator.right === node) type = ownFieldType(declarator.left);
  for (const { step, key } of steps) {
    const next = memberType(type, step);
    type = next ?? (bindings && type && step === 'value' && key !== undefined ? propertyType(type, key, bindings) : undefined);
  }
  return type;
}

/** `as const` */
function isConstAssertion(node: TSESTree.TSAsExpression): boolean {
  const type = node.typeAnnotation;
  return type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && type.typeName.name === 'const';
}
