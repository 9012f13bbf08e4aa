/**
 * `state` destructured from an application (`const { id, state } = app`, `for (const { state } of apps)`):
 * the local it is put in, and the rewrite that derives it from the current fields instead.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../../migration/codegen.js';
import { NAMES } from '../../migration/index.js';
import { isPureReference, keyName } from '../../matchers/ast.js';
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
export function destructuredStateEdits(pattern: TSESTree.ObjectPattern, prop: TSESTree.Property, src: SourceText): Edit[] | undefined {
  if (prop.computed) return undefined;
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

/** A name not bound anywhere in the file (`application`, `application2`, …). */
function freshName(base: string, src: SourceText): string {
  const taken = (name: string): boolean => new RegExp(`\\b${name}\\b`).test(src.text);
  if (!taken(base)) return base;
  for (let i = 2; ; i++) if (!taken(`${base}${i}`)) return `${base}${i}`;
}
