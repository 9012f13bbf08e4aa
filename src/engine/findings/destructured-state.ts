/**
 * `state` destructured from an application (`const { id, state } = app`, `for (const { state } of apps)`):
 * the local it is put in, and the rewrite that derives it from the current fields instead.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../../migration/codegen.js';
import { NAMES } from '../../migration/index.js';
import { isPureReference, keyName, memberName } from '../../matchers/ast.js';
import { elementParameters } from '../../matchers/array-methods.js';
import { RXJS_CALLBACK_OPERATORS } from '../../matchers/rxjs.js';
import type { Bindings } from '../../matchers/scope.js';
import type { SourceText } from '../edits.js';
import { removeListElement } from '../rewrite.js';
import type { Edit } from '../types.js';

/** The variable `state` is destructured into (`const { state: status = 'NEW' } = app`). */
export function destructuredState(pattern: TSESTree.ObjectPattern): TSESTree.Identifier | undefined {
  for (const prop of pattern.properties) {
    if (prop.type !== 'Property' || keyName(prop.key, prop.computed) !== NAMES.legacyState) continue;
    const local = prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value;
    return local.type === 'Identifier' ? local : undefined;
  }
  return undefined;
}

/**
 * `state` destructured from an application becomes the value the table derives:
 *
 *   const { id, state } = app;                    →  const { id } = app;
 *                                                    const state = legacyStateOf(app);
 *   for (const { state, currentStage } of apps) { →  for (const application of apps) {
 *                                                      const { currentStage } = application;
 *                                                      const state = legacyStateOf(application);
 *
 * Only where the source is a plain reference (read twice without a side effect) or the destructuring
 * is a loop's (a body that is one statement goes into a block); otherwise the codemod leaves a TODO.
 */
export function destructuredStateEdits(pattern: TSESTree.ObjectPattern, prop: TSESTree.Property, src: SourceText, bindings?: Bindings): Edit[] | undefined {
  if (prop.computed) return undefined;
  const fn = pattern.parent;
  if (bindings && fn && (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression' || fn.type === 'FunctionDeclaration') && fn.params.includes(pattern)) return parameterEdits(pattern, src, bindings);
  // Only where the pattern is written anew: a property taken out goes with its own line and the
  // comment after it (removeListElement), and the comments of the others stay where they are.
  const commented = src.hasComment(pattern.range);
  let local: string | undefined;
  let fallback: string | undefined;
  const value = prop.value;
  if (value.type === 'Identifier') local = value.name;
  else if (value.type === 'AssignmentPattern' && value.left.type === 'Identifier') {
    local = value.left.name;
    fallback = src.slice(value.right.range);
  } else return undefined;
  if (pattern.properties.some((p) => p.type === 'RestElement')) return undefined; // `...rest` would gain nothing, but keep it simple
  const semi = src.semi ? ';' : '';
  const others = pattern.properties.filter((p) => p !== prop);
  const derive = (source: string): string => `${HELPERS.legacy}(${source})${fallback ? ` ?? ${fallback}` : ''}`;
  const helper = src.helperEdit(HELPERS.legacy);
  const withHelper = (edits: Edit[]): Edit[] => [...edits, ...(helper ? [helper] : [])];
  const parent = pattern.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id === pattern && parent.init && isPureReference(parent.init)) {
    const declaration = parent.parent;
    if (declaration?.type !== 'VariableDeclaration' || declaration.declarations.length !== 1) return undefined;
    const source = src.slice(parent.init.range);
    if (others.length === 0) return commented ? undefined : withHelper([{ range: [pattern.range[0], parent.range[1]], text: `${local} = ${derive(source)}` }]);
    const removal = removeListElement(prop, pattern.properties, src);
    if (!removal) return undefined;
    const indent = src.indentAt(declaration.range[0]);
    return withHelper([...removal, { range: [declaration.range[1], declaration.range[1]], text: `${src.eol}${indent}${declaration.kind} ${local} = ${derive(source)}${semi}` }]);
  }
  if (parent?.type === 'VariableDeclarator' && parent.id === pattern) {
    const declaration = parent.parent;
    const loop = declaration?.parent;
    if (commented || declaration?.type !== 'VariableDeclaration' || loop?.type !== 'ForOfStatement' || loop.left !== declaration) return undefined;
    const name = freshName('application', src);
    const indent = `${src.indentAt(loop.range[0])}  `;
    const rest = others.length ? `${src.eol}${indent}${declaration.kind} { ${others.map((p) => src.slice(p.range)).join(', ')} } = ${name}${semi}` : '';
    const typeAnnotation = pattern.typeAnnotation ? src.slice(pattern.typeAnnotation.range) : '';
    // `for (const { state } of apps) counts[state]++;`: the statement goes into a block with the derived local.
    if (loop.body.type !== 'BlockStatement') {
      if (loop.body.type === 'EmptyStatement' || src.hasComment(loop.body.range)) return undefined;
      const body = `${rest}${src.eol}${indent}${declaration.kind} ${local} = ${derive(name)}${semi}${src.eol}${indent}${src.slice(loop.body.range)}`;
      return withHelper([
        { range: pattern.range, text: `${name}${typeAnnotation}` },
        { range: loop.body.range, text: `{${body}${src.eol}${src.indentAt(loop.range[0])}}` },
      ]);
    }
    const open = loop.body.range[0] + 1;
    return withHelper([
      { range: pattern.range, text: `${name}${typeAnnotation}` },
      { range: [open, open], text: `${rest}${src.eol}${indent}${declaration.kind} ${local} = ${derive(name)}${semi}` },
    ]);
  }
  return undefined;
}

/**
 * `({ state }) => state === 'SCREENING'`, `function ({ id, state }) { … }`: the parameter is the
 * application, and each local it was destructured into is read from it where it is read:
 *
 *   apps.filter(({ state }) => state === 'SCREENING')  →  apps.filter((application) => legacyStateOf(application) === 'SCREENING')
 *
 * Only for plain names (no default, rest, nesting or `currentStage`, which is renamed in place) that
 * the function only reads, and in TypeScript only where the pattern declares its type.
 */
function parameterEdits(pattern: TSESTree.ObjectPattern, src: SourceText, bindings: Bindings): Edit[] | undefined {
  // In TypeScript a pattern without a type of its own may type a generic call's inference where a plain
  // name would not (its implied type), except as an array method's callback (`apps.forEach(({ state }) => …)`),
  // typed by the array's elements: elsewhere a person decides.
  if (src.hasComment(pattern.range) || (src.typescript && !pattern.typeAnnotation && !isElementCallback(pattern))) return undefined;
  const name = freshName('application', src);
  const edits: Edit[] = [];
  for (const p of pattern.properties) {
    if (p.type !== 'Property' || p.computed || p.value.type !== 'Identifier') return undefined;
    const key = keyName(p.key, false);
    if (key === undefined || key === NAMES.legacyStage || !/^[A-Za-z_$][\w$]*$/.test(key)) return undefined;
    const variable = bindings.variableOf(p.value);
    if (!variable || variable.references.some((ref) => !ref.isRead() || ref.isWrite())) return undefined;
    const value = key === NAMES.legacyState ? `${HELPERS.legacy}(${name})` : `${name}.${key}`;
    for (const ref of variable.references) {
      const id = ref.identifier as TSESTree.Identifier;
      const parent = id.parent;
      // `{ state }` written back into an object: `{ state: legacyStateOf(application) }`.
      if (parent?.type === 'Property' && parent.shorthand && parent.value === id) edits.push({ range: parent.range, text: `${id.name}: ${value}` });
      else edits.push({ range: id.range, text: value });
    }
  }
  const typeAnnotation = pattern.typeAnnotation ? src.slice(pattern.typeAnnotation.range) : '';
  edits.push({ range: pattern.range, text: `${name}${typeAnnotation}` });
  const helper = src.helperEdit(HELPERS.legacy);
  return helper ? [...edits, helper] : edits;
}

/**
 * `apps.forEach(({ id, state }) => …)`, `apps.reduce((acc, { state }) => …, {})`: a parameter of an array
 * method's callback that receives an element (see matchers/array-methods), typed by the array; or of an
 * RxJS operator's in a pipe, typed by the observable.
 */
function isElementCallback(pattern: TSESTree.ObjectPattern): boolean {
  const fn = pattern.parent;
  if (fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionExpression') return false;
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== fn) return false;
  // `obs.pipe(map(({ state }) => …))`: an operator's callback, typed by the observable's values.
  const pipe = call.parent;
  if (call.callee.type === 'Identifier' && RXJS_CALLBACK_OPERATORS.has(call.callee.name) && fn.params[0] === pattern)
    return pipe?.type === 'CallExpression' && pipe.callee.type === 'MemberExpression' && memberName(pipe.callee) === 'pipe' && pipe.arguments.includes(call);
  if (call.callee.type !== 'MemberExpression' || call.callee.computed) return false;
  return elementParameters(memberName(call.callee)).includes(fn.params.indexOf(pattern));
}

/** A name not bound anywhere in the file (`application`, `application2`, …). */
function freshName(base: string, src: SourceText): string {
  const taken = (name: string): boolean => new RegExp(`\\b${name}\\b`).test(src.text);
  if (!taken(base)) return base;
  for (let i = 2; ; i++) if (!taken(`${base}${i}`)) return `${base}${i}`;
}
