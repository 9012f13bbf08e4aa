/**
 * The only code that asks the TypeScript checker: is an expression's type an application of this
 * service? The checker's view of the type goes to the one rule, declaresApplication.
 */
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import { resolve } from 'node:path';
import type ts from '../typescript.cjs';
import load from '../load.cjs';
import { HELPERS } from '../migration/codegen.js';
import { NAMES, SERVICE_NAMING_PATTERN, SERVICE_RECORD_TYPE_NAME, declaresApplication } from '../migration/index.js';

// Required on first use: only typed linting calls into this module, and it has TypeScript loaded already.
let loaded: typeof ts | undefined;
const typescript = (): typeof ts => (loaded ??= load('typescript') as typeof ts);

/**
 * Per checker: the types object literals of the program are made as where they copy another
 * record's state (`column.cards.push({ id: app.id, state: app.state })` into `cards: { id; state }[]`,
 * `toEntity(app): MirroredApplication`). The copy keeps its keys and the read it copies migrates (to
 * `legacyStateOf(app)`), so the copy's type is the team's own record, whose `state` keeps its meaning
 * (the checker's side of ApplicationTracker.copyTypes).
 */
const copyTypes = new WeakMap<ts.TypeChecker, Set<ts.Symbol>>();
/** Set while copyTypes is being made: its verdicts on the records copied from are not kept. */
let findingCopies = false;

/** Finds the program's copy types once per checker (see copyTypes); call before asking for verdicts. */
export function rememberCopyTypes(program: ts.Program, checker: ts.TypeChecker): void {
  if (copyTypes.has(checker)) return;
  const t = typescript();
  const out = new Set<ts.Symbol>();
  findingCopies = true;
  try {
    const visit = (node: ts.Node): void => {
      if (t.isPropertyAssignment(node) && t.isObjectLiteralExpression(node.parent) && (t.isIdentifier(node.name) || t.isStringLiteral(node.name)) && node.name.text === NAMES.legacyState) {
        const source = copiedFrom(node.initializer);
        const contextual = source && checker.getContextualType(node.parent);
        if (source && contextual && judge(checker.getTypeAtLocation(source), checker, 0)) {
          const from = checker.getTypeAtLocation(source).getSymbol();
          for (const part of contextual.isUnion() ? contextual.types : [contextual]) {
            const symbol = part.getSymbol();
            if (symbol && symbol !== from && part.getProperty(NAMES.legacyState) && (symbol.flags & t.SymbolFlags.ObjectLiteral) === 0) out.add(symbol);
          }
        }
      }
      t.forEachChild(node, visit);
    };
    for (const file of program.getSourceFiles())
      if (!file.isDeclarationFile && !/[\\/]node_modules[\\/]/.test(file.fileName) && file.text.includes(NAMES.legacyState)) visit(file);
  } finally {
    findingCopies = false;
  }
  copyTypes.set(checker, out);
}

/** `app.state`, `legacyStateOf(app)`: the record a copied state is read from. */
function copiedFrom(value: ts.Expression): ts.Expression | undefined {
  const t = typescript();
  while (t.isParenthesizedExpression(value) || t.isAsExpression(value) || t.isNonNullExpression(value) || t.isSatisfiesExpression(value)) value = value.expression;
  if (t.isPropertyAccessExpression(value) && value.name.text === NAMES.legacyState) return value.expression;
  if (t.isCallExpression(value) && t.isIdentifier(value.expression) && value.expression.text === HELPERS.legacy) return value.arguments[0];
  return undefined;
}

// A type's verdict, kept: the same type is asked at every read of a field of a binding, and the
// first question resolves its members (a reducer's `state.state` and `state.currentStage`).
const verdicts = new WeakMap<ts.Type, boolean>();

export function isApplicationType(type: ts.Type, checker: ts.TypeChecker, depth = 0): boolean {
  if (depth > 0) return judge(type, checker, depth);
  let verdict = verdicts.get(type);
  if (verdict === undefined) verdicts.set(type, (verdict = judge(type, checker, 0)));
  return verdict;
}

function judge(type: ts.Type, checker: ts.TypeChecker, depth: number): boolean {
  if (depth > 4) return false;
  if (type.isUnion()) return type.types.some((t) => isApplicationType(t, checker, depth + 1));
  if (type.isIntersection()) return type.types.some((t) => isApplicationType(t, checker, depth + 1));
  // The type of an object literal the code builds (a row, a view, a payload) is the code's own, not a
  // record of the service, even where it copies an application's id and state.
  const symbol = type.getSymbol();
  if (symbol && (symbol.flags & typescript().SymbolFlags.ObjectLiteral) !== 0) return false;
  // The type of objects the team makes by copying a record's state (see copyTypes).
  if (symbol && !findingCopies && copyTypes.get(checker)?.has(symbol)) return false;
  // The team's model class, which sets the removed members itself when made: its own, kept as they are (see isModelClass).
  if (symbol && (symbol.flags & typescript().SymbolFlags.Class) !== 0 && symbol.declarations?.some(isModelClassDeclaration)) return false;
  const typeOf = (name: string): ts.Type | undefined => {
    const symbol = type.getProperty(name);
    const declaration = symbol && (symbol.valueDeclaration ?? symbol.declarations?.[0]);
    return declaration && checker.getTypeOfSymbolAtLocation(symbol, declaration);
  };
  const members = (t: ts.Type | undefined): ts.Type[] => (!t ? [] : t.isUnion() ? t.types : [t]);
  return declaresApplication({
    has: (name) => !!type.getProperty(name),
    // The file that declares the `state` member names the service by other words too.
    get namesService() {
      const declaration = type.getProperty(NAMES.legacyState)?.declarations?.[0];
      if (!declaration) return undefined;
      const owner = declaration.parent;
      const name = typescript().isInterfaceDeclaration(owner) || typescript().isClassDeclaration(owner) ? owner.name?.text : typescript().isTypeAliasDeclaration(owner.parent) ? owner.parent.name.text : undefined;
      return SERVICE_RECORD_TYPE_NAME.test(name ?? '') || SERVICE_NAMING_PATTERN.test(declaration.getSourceFile().text);
    },
    get stateIsNotText() {
      const parts = members(typeOf(NAMES.legacyState)).filter((t) => (t.flags & (typescript().TypeFlags.Null | typescript().TypeFlags.Undefined)) === 0);
      const text = typescript().TypeFlags.StringLike | typescript().TypeFlags.Any | typescript().TypeFlags.Unknown | typescript().TypeFlags.TypeParameter;
      return parts.length > 0 && parts.every((t) => (t.flags & text) === 0);
    },
    get stateOptional() {
      const symbol = type.getProperty(NAMES.legacyState);
      return !!symbol && (symbol.flags & typescript().SymbolFlags.Optional) !== 0;
    },
    get stateLiterals() {
      return members(typeOf(NAMES.legacyState)).flatMap((t) => (t.isStringLiteral() ? [t.value] : []));
    },
    get hiringStateLiterals() {
      return members(typeOf(NAMES.hiringState)).flatMap((t) => (t.isStringLiteral() ? [t.value] : []));
    },
    get stageLiterals() {
      return members(typeOf(NAMES.legacyStage)).flatMap((t) => (t.isStringLiteral() ? [t.value] : []));
    },
    get stageIsObject() {
      const parts = members(typeOf(NAMES.legacyStage));
      return parts.some((t) => (t.flags & typescript().TypeFlags.Object) !== 0) && parts.every((t) => (t.flags & (typescript().TypeFlags.Object | typescript().TypeFlags.Null | typescript().TypeFlags.Undefined)) !== 0);
    },
    // The members of the stage's object type (those of every object part of it).
    get stageFields() {
      const objects = members(typeOf(NAMES.legacyStage)).filter((t) => (t.flags & typescript().TypeFlags.Object) !== 0);
      return objects.length ? objects.flatMap((t) => t.getProperties().map((p) => p.name)) : undefined;
    },
  });
}

/**
 * The checker's side of isModelClass (matchers/applications.ts): a class whose constructor takes
 * `state` or `currentStage` as a parameter property or sets it on `this`, or that has a getter of
 * either, and does not copy a record into itself wholesale (`Object.assign(this, raw)`).
 */
function isModelClassDeclaration(node: ts.Declaration): boolean {
  const t = typescript();
  if (!t.isClassDeclaration(node) && !t.isClassExpression(node)) return false;
  const ctor = node.members.find(t.isConstructorDeclaration);
  if (!ctor) return false;
  const removed = (name: string): boolean => name === NAMES.legacyState || name === NAMES.legacyStage;
  const own = ctor.parameters.some((p) => t.isParameterPropertyDeclaration(p, ctor) && t.isIdentifier(p.name) && removed(p.name.text));
  let assigned = false;
  let wholesale = false;
  const visit = (n: ts.Node): void => {
    if (t.isBinaryExpression(n) && n.operatorToken.kind === t.SyntaxKind.EqualsToken && t.isPropertyAccessExpression(n.left) && n.left.expression.kind === t.SyntaxKind.ThisKeyword && removed(n.left.name.text)) assigned = true;
    if (t.isCallExpression(n) && t.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'assign' && n.arguments[0]?.kind === t.SyntaxKind.ThisKeyword) wholesale = true;
    t.forEachChild(n, visit);
  };
  if (ctor.body) visit(ctor.body);
  const derived = node.members.some((m) => t.isGetAccessorDeclaration(m) && t.isIdentifier(m.name) && removed(m.name.text) && !m.modifiers?.some((x) => x.kind === t.SyntaxKind.StaticKeyword));
  return (own || assigned || derived) && !wholesale;
}

/** A predicate over ESTree nodes backed by typed linting's parser services. */
export function typedApplicationPredicate(services: ParserServicesWithTypeInformation): (node: TSESTree.Node) => boolean {
  const checker = services.program.getTypeChecker();
  rememberCopyTypes(services.program, checker);
  const cache = new WeakMap<TSESTree.Node, boolean>();
  return (node) => {
    const cached = cache.get(node);
    if (cached !== undefined) return cached;
    let result = false;
    const tsNode = services.esTreeNodeToTSNodeMap.get(node as never);
    if (tsNode) result = isApplicationType(checker.getTypeAtLocation(tsNode), checker);
    cache.set(node, result);
    return result;
  };
}

/** Identity of a declaration: the file and offset of its name. */
export function declarationId(fileName: string, offset: number): string {
  return `${resolve(fileName)}:${offset}`;
}

/** Resolves a callee (`listApplications`, `api.applications.list`) to the declaration it names. */
export function calleeResolver(services: ParserServicesWithTypeInformation): (callee: TSESTree.Node) => string | undefined {
  const checker = services.program.getTypeChecker();
  return (callee) => {
    let tsNode = services.esTreeNodeToTSNodeMap.get(callee as never) as ts.Node | undefined;
    if (!tsNode) return undefined;
    if (typescript().isPropertyAccessExpression(tsNode)) tsNode = tsNode.name;
    let symbol = checker.getSymbolAtLocation(tsNode);
    if (symbol && symbol.flags & typescript().SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    const name = declaration && (declaration as ts.NamedDeclaration).name;
    if (!declaration || !name) return undefined;
    return declarationId(declaration.getSourceFile().fileName, name.getStart());
  };
}

