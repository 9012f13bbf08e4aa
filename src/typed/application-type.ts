/**
 * The only code that asks the TypeScript checker: is an expression's type an application of this
 * service? A type is one when it declares the current fields (`hiringState`, `pipelineStage`), both
 * legacy ones (`state` and `currentStage`), or a `state` whose literal union holds SCREENING/QUALIFIED.
 */
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import { resolve } from 'node:path';
import ts from '../typescript.cjs';
import { NAMES, STAGED_LEGACY_STATES } from '../migration/index.js';

export function isApplicationType(type: ts.Type, checker: ts.TypeChecker, depth = 0): boolean {
  if (depth > 4) return false;
  if (type.isUnion()) return type.types.some((t) => isApplicationType(t, checker, depth + 1));
  if (type.isIntersection()) return type.types.some((t) => isApplicationType(t, checker, depth + 1));
  const has = (name: string): ts.Symbol | undefined => type.getProperty(name);
  if (has(NAMES.hiringState) || has(NAMES.pipelineStage)) return true;
  const state = has(NAMES.legacyState);
  if (!state) return false;
  const typeOf = (symbol: ts.Symbol): ts.Type | undefined => {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    return declaration && checker.getTypeOfSymbolAtLocation(symbol, declaration);
  };
  const stateType = typeOf(state);
  if (!stateType) return false;
  const values = stateType.isUnion() ? stateType.types : [stateType];
  if (values.some((t) => t.isStringLiteral() && (STAGED_LEGACY_STATES as readonly string[]).includes(t.value))) return true;
  // `state` beside a `currentStage` object, as the service sent them; a wizard's
  // `{ state: 'idle' | 'done'; currentStage: number }` is neither.
  const stage = has(NAMES.legacyStage);
  const stageType = stage && typeOf(stage);
  if (!stageType || values.some((t) => t.isStringLiteral())) return false;
  const parts = stageType.isUnion() ? stageType.types : [stageType];
  return parts.some((t) => (t.flags & ts.TypeFlags.Object) !== 0) && parts.every((t) => (t.flags & (ts.TypeFlags.Object | ts.TypeFlags.Null | ts.TypeFlags.Undefined)) !== 0);
}

/** A predicate over ESTree nodes backed by typed linting's parser services. */
export function typedApplicationPredicate(services: ParserServicesWithTypeInformation): (node: TSESTree.Node) => boolean {
  const checker = services.program.getTypeChecker();
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
    if (ts.isPropertyAccessExpression(tsNode)) tsNode = tsNode.name;
    let symbol = checker.getSymbolAtLocation(tsNode);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    const name = declaration && (declaration as ts.NamedDeclaration).name;
    if (!declaration || !name) return undefined;
    return declarationId(declaration.getSourceFile().fileName, name.getStart());
  };
}

