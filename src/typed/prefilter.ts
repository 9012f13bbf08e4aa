/**
 * The pre-filter of a project run. File by file, a `currentStage` (or a `state` next to other
 * evidence) has to let a file through, since only the analysis can tell a wizard's stage from an
 * application's. With the program at hand the checker tells, on the TypeScript AST the program
 * already holds: a file that spells none of the service's own words can hold a finding only where a
 * legacy field name is read from, written to, destructured from or declared in an application (or
 * in a JSDoc typedef, judged by its shape). Every other file is never converted to ESTree, analysed
 * or linted, however many `state`s it has.
 *
 * Soundness: every way the analysis recognizes an application without the service's words is
 * mirrored here — the checker's verdict on the object (`isApplicationType`, as typed linting asks it),
 * and the shape of a declared type (`declaresApplication`, the one rule every representation asks). A test holds this against the analysis on every file of the fixture corpus.
 */
import ts from '../typescript.cjs';
import { APPLICATION_FIELDS, NAMES, SERVICE_RECORD_TYPE_NAME, SERVICE_WORD_PATTERN, declaresApplication, hasTrigger, mayContainFindings, mentionsWrapper, type PrefilterOptions } from '../migration/index.js';
import { isApplicationType, rememberCopyTypes } from './application-type.js';
import { importsRelative } from '../engine/module-files.js';

const LEGACY_FIELDS = new Set<string>(APPLICATION_FIELDS.legacy);
/** A JSDoc `@property` tag naming a legacy field: the analysis judges the typedef by its shape. */
const JSDOC_LEGACY_PROPERTY = new RegExp(`@prop(?:erty)?\\b[^\\n]*\\b(?:${APPLICATION_FIELDS.legacy.join('|')})\\b`);

export type ProjectPrefilter = (file: string, text: string, wrappers?: PrefilterOptions['wrappers']) => boolean;

export function projectPrefilter(program: ts.Program): ProjectPrefilter {
  let checker: ts.TypeChecker | undefined;
  return (file, text, wrappers = []) => {
    if (!hasTrigger(text)) return false;
    if (SERVICE_WORD_PATTERN.test(text) || mentionsWrapper(text, wrappers) || JSDOC_LEGACY_PROPERTY.test(text)) return true;
    const sourceFile = program.getSourceFile(file);
    // Not the program's version of the file: judge it as file-local analysis would.
    if (!sourceFile || sourceFile.text !== text) return mayContainFindings(text, { wrappers });
    // No word of the service here: a declared `{ state; currentStage }` counts only if an import may name it.
    if (!checker) rememberCopyTypes(program, (checker = program.getTypeChecker()));
    return usesLegacyFieldOfApplication(sourceFile, checker, importsRelative(text) ? undefined : false);
  };
}

function usesLegacyFieldOfApplication(sourceFile: ts.SourceFile, checker: ts.TypeChecker, namesService: boolean | undefined): boolean {
  const typeIsApplication = (node: ts.Node): boolean => isApplicationType(checker.getTypeAtLocation(node), checker);
  const isApplication = (node: ts.Node | undefined): boolean => !!node && (typeIsApplication(skipOuter(node)) || (skipOuter(node) !== node && typeIsApplication(node)));
  const hit = (node: ts.Node): boolean => {
    if (ts.isPropertyAccessExpression(node)) return LEGACY_FIELDS.has(node.name.text) && isApplication(node.expression);
    if (ts.isElementAccessExpression(node))
      return ts.isStringLiteralLike(node.argumentExpression) && LEGACY_FIELDS.has(node.argumentExpression.text) && isApplication(node.expression);
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = node.propertyName ?? node.name;
      return (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) && LEGACY_FIELDS.has(key.text) && (isApplication(node.parent) || isApplication(node.parent.parent));
    }
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) {
      const name = ts.isInterfaceDeclaration(node) ? node.name.text : ts.isTypeAliasDeclaration(node.parent) ? node.parent.name.text : '';
      return declaresLegacyApplicationShape(node.members, SERVICE_RECORD_TYPE_NAME.test(name) || namesService);
    }
    if (ts.isIndexedAccessTypeNode(node) && ts.isLiteralTypeNode(node.indexType) && ts.isStringLiteral(node.indexType.literal))
      return LEGACY_FIELDS.has(node.indexType.literal.text) && isApplication(node.objectType);
    return false;
  };
  const visit = (node: ts.Node): boolean => hit(node) || !!ts.forEachChild(node, (child) => visit(child) || undefined);
  return visit(sourceFile);
}

/** The analysis's `unwrap`: `(app as Row)!` is judged as `app`. */
function skipOuter(node: ts.Node): ts.Node {
  for (;;) {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node) || ts.isSatisfiesExpression(node))
      node = node.expression;
    else return node;
  }
}

/** An interface or type literal in TypeScript's AST that declares an application (see declaresApplication). */
function declaresLegacyApplicationShape(members: ts.NodeArray<ts.TypeElement>, namesService: boolean | undefined): boolean {
  const member = (name: string): ts.PropertySignature | undefined =>
    members.find((m): m is ts.PropertySignature => ts.isPropertySignature(m) && (ts.isIdentifier(m.name) || ts.isStringLiteralLike(m.name)) && m.name.text === name);
  const state = member(NAMES.legacyState)?.type;
  const stage = member(NAMES.legacyStage)?.type;
  const hiring = member(NAMES.hiringState)?.type;
  return declaresApplication({
    has: (name) => !!member(name),
    stateLiterals: state ? literalsOf(state) : [],
    hiringStateLiterals: hiring ? literalsOf(hiring) : [],
    stageLiterals: stage ? literalsOf(stage) : [],
    stageIsObject: !!stage && isObjectTypeNode(stage),
    ...(stage && ts.isTypeLiteralNode(stage) ? { stageFields: stage.members.flatMap((m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteralLike(m.name)) ? [m.name.text] : [])) } : {}),
    stateOptional: !!member(NAMES.legacyState)?.questionToken,
    namesService,
  });
}

function literalsOf(type: ts.TypeNode): string[] {
  if (ts.isParenthesizedTypeNode(type)) return literalsOf(type.type);
  if (ts.isUnionTypeNode(type)) return type.types.flatMap(literalsOf);
  return ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? [type.literal.text] : [];
}

function isObjectTypeNode(type: ts.TypeNode): boolean {
  if (ts.isParenthesizedTypeNode(type)) return isObjectTypeNode(type.type);
  if (ts.isUnionTypeNode(type))
    return type.types.some(isObjectTypeNode) && type.types.every((t) => isObjectTypeNode(t) || (ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword) || t.kind === ts.SyntaxKind.UndefinedKeyword);
  return ts.isTypeLiteralNode(type) || ts.isTypeReferenceNode(type);
}
