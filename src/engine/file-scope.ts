/**
 * What every analysis of a file asks first, whatever it looks for: the file's nodes and bindings, its
 * relative imports and what the modules behind them give (see module-links), the requests it makes
 * (see file-requests), and whether it is about this service's applications at all; and what the
 * file is to the modules that import it (its summary, its wrappers by name).
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { STAGED_LEGACY_STATES } from '../migration/index.js';
import { ApplicationTracker, type TrackerContext } from '../matchers/applications.js';
import { isFunction, programNodes, unwrap, type Node } from '../matchers/ast.js';
import { namedWrappers, picksStateFrom, wrapperShapes, type WrapperShape } from '../matchers/wrappers.js';
import { findV2Clients, madeWithVersionRoot, type CalleeResolver, type RequestSite } from '../matchers/requests.js';
import { Bindings, type Variable } from '../matchers/scope.js';
import { inOwnStateVocabularyFile } from '../matchers/vocabulary.js';
import { jsDocImportedTypes } from '../matchers/jsdoc.js';
import { importersOf, type WrapperIndexer } from './demands.js';
import { fileRequests } from './file-requests.js';
import { stateTypeTexts } from './findings/derived-types.js';
import { stateTypedMembers, stateValueTypes } from './findings/typed-values.js';
import { ImportedHelpers } from './helper-facts.js';
import { importsRelative, resolveRelative } from './module-files.js';
import { ModuleLinks } from './module-links.js';
import { relativeImports, type RelativeImport } from './relative-imports.js';
import { summarizeExports, summaryOf, type ModuleSummary, type Summarizer } from './modules.js';
import { exportTable } from './module-exports.js';
import { inferredApplicationTypes } from './schemas.js';
import type { AnalysisOptions } from './types.js';

export interface AnalysisInput {
  ast: TSESTree.Program;
  scopeManager: TSESLint.Scope.ScopeManager | null | undefined;
  text: string;
  /** TypeScript source (decides the generated helpers' syntax). */
  typescript: boolean;
  /** With type information: is this expression an application of the service? */
  typedIsApplication?: (node: Node) => boolean;
  /** With type information: the declaration a callee resolves to (matches project-wide wrappers). */
  resolveCallee?: CalleeResolver;
  /** Absolute path of the file: relative imports are followed from it (see engine/modules). */
  filename?: string;
  /** Analyse even a file without trigger words (wrapper discovery looks for requests, not findings). */
  force?: boolean;
  /** Only recognize the requests (wrapper discovery): no findings. */
  requestsOnly?: boolean;
  /**
   * Every node of `ast`, parents before children, with `parent` set, when the caller has them
   * already (ESLint's own traversal); otherwise the tree is walked here.
   */
  nodes?: () => readonly Node[];
}

/** How other files of the run are analysed when this one needs them (the analyzer's own entry points). */
export interface RunModules {
  summarize: Summarizer;
  wrappersOf: WrapperIndexer;
}

export type CallNode = TSESTree.CallExpression | TSESTree.NewExpression;

export class FileScope {
  protected readonly bindings: Bindings;
  /** What the helpers of the file's relative imports do with what they are handed (see helper-facts.ts). */
  protected readonly helpers: ImportedHelpers;

  constructor(
    protected readonly input: AnalysisInput,
    protected readonly options: AnalysisOptions,
    protected readonly modules: RunModules,
    /** How many modules deep this analysis is (0: the file being checked). */
    protected readonly depth = 0,
  ) {
    this.bindings = new Bindings(input.scopeManager);
    this.helpers = new ImportedHelpers(this.bindings, () => this.imports());
    this.bindings.importedParameter = (variable) => variable.defs[0]?.type === 'Parameter' && this.imports().has(variable);
  }

  /** The file's calls and `new` expressions. */
  protected calls(): CallNode[] {
    return this.nodes().filter((n): n is CallNode => n.type === 'CallExpression' || n.type === 'NewExpression');
  }

  protected nodes(): readonly Node[] {
    return (this.allNodes ??= this.input.nodes?.() ?? programNodes(this.input.ast));
  }
  protected allNodes: readonly Node[] | undefined;

  /** Requests of the file (see file-requests.ts); what resources bound to the list path send, and calls named as returning applications, are kept. */
  protected recognizeRequests(calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[], links: ModuleLinks | undefined): RequestSite[] {
    const found = fileRequests({
      calls,
      nodes: this.nodes(),
      bindings: this.bindings,
      links,
      wrappers: this.options.wrappers,
      resolveCallee: this.input.resolveCallee,
      filename: this.input.filename,
      runWrappers: this.depth === 0 && !this.input.requestsOnly ? this.modules.wrappersOf : undefined,
    });
    this.resourceFilters = found.resourceFilters;
    for (const call of found.namedResponses) this.namedResponses.add(call);
    return found.requests;
  }

  /** Calls of functions of other files, matched by name, that return applications (see runWrapperNamed). */
  protected readonly namedResponses = new Set<Node>();

  /** The file's relative imports (see relativeImports). */
  protected imports(): ReadonlyMap<Variable, RelativeImport> {
    const filename = this.input.filename;
    if (!filename || !this.importsRelative()) return new Map();
    return (this.importsMemo ??= relativeImports(filename, this.nodes(), this.bindings));
  }
  protected importsMemo: ReadonlyMap<Variable, RelativeImport> | undefined;

  /** Does the file import a module of the project? (one search of the text, asked at every imported callee) */
  protected importsRelative(): boolean {
    return (this.importsRelativeMemo ??= importsRelative(this.input.text));
  }
  protected importsRelativeMemo: boolean | undefined;

  protected links(): ModuleLinks | undefined {
    const filename = this.input.filename;
    if (!filename || !this.importsRelative()) return undefined;
    const links = new ModuleLinks(filename, this.nodes(), this.bindings, this.modules.summarize, this.depth, this.imports());
    if (links.empty) return undefined;
    this.bindings.importedString = (variable, member) => links.stringOf(variable, member);
    this.bindings.importedPath = (variable, member, handed) => links.pathOf(variable, member, handed);
    this.bindings.importedPicks = (callee, index) => links.picks(callee, index);
    this.bindings.importedFilterHolder = (name) => links.filterHolderTypes.has(name);
    this.bindings.importedVocabulary = (variable) => links.vocabularyTables.has(variable);
    return links;
  }

  /** Does the file request applications, or import a module that deals in them? */
  protected speaksToService(links: ModuleLinks | undefined, requests: readonly RequestSite[]): boolean {
    return !!links || requests.some((r) => r.endpoints.includes('listApplications') || r.endpoints.includes('getApplication'));
  }

  /** The file speaks to the service, or a file of the run that does imports it. */
  protected isAbout(links: ModuleLinks | undefined, requests: readonly RequestSite[]): boolean {
    return this.speaksToService(links, requests) || (!!this.input.filename && importersOf(this.input.filename).length > 0);
  }

  /**
   * Is the file about this service's applications, so that a binding named as one is one? It requests
   * them, imports a module that does, or spells a value only the legacy state had (`'QUALIFIED'`).
   */
  protected talksToService(links: ModuleLinks | undefined, requests: readonly RequestSite[]): boolean {
    if (this.speaksToService(links, requests)) return true;
    // A SCREENING of the file's own (`{ Screening: 'SCREENING', Funded: 'FUNDED' }`) says nothing of the service.
    return this.nodes().some((n) => n.type === 'Literal' && typeof n.value === 'string' && (STAGED_LEGACY_STATES as readonly string[]).includes(n.value)) && !inOwnStateVocabularyFile(this.input.ast);
  }

  /** The types `state` is declared with, as the legacy values: the file's own application types', and those it imports. */
  protected stateValueTypes(tracker: ApplicationTracker, links: ModuleLinks | undefined): Set<string> {
    const imported = links?.stateValueTypes ?? new Set<string>();
    return new Set([...imported, ...stateValueTypes(tracker.appTypeDecls, this.bindings, imported)]);
  }

  /** What every ApplicationTracker of this file is told: what other modules give, and whether names are evidence. */
  protected trackerContext(links: ModuleLinks | undefined, requests: readonly RequestSite[], extra: TrackerContext = {}): TrackerContext {
    return {
      externalReturns: links && ((callee) => links.returns(callee)),
      externalPasses: (callee) => this.helpers.passedParameter(callee),
      externalHands: (callee) => this.helpers.handedPairs(callee),
      namesAreEvidence: this.talksToService(links, requests),
      speaksToService: this.isAbout(links, requests),
      text: this.input.text,
      importedTypes: this.applicationTypes(links),
      importedStores: links?.applicationStores,
      importedModels: links?.modelTypes,
      externalModels: links && ((callee) => links.givesModels(callee)),
      externalEnvelopes: links && ((callee) => links.envelopeKeys(callee)),
      importedHolders: links?.holderTypes,
      ...extra,
    };
  }

  protected responsesOf(requests: readonly RequestSite[]): Set<Node> {
    const responses = new Set<Node>();
    for (const site of requests) {
      const isRead = site.method === undefined || site.method === 'GET';
      if (!isRead || site.node.type !== 'CallExpression' || site.inferred) continue;
      if (site.endpoints.includes('listApplications') || site.endpoints.includes('getApplication')) responses.add(site.node);
    }
    for (const call of this.namedResponses) responses.add(call);
    return responses;
  }

  /** Application types by name: the imported modules' and the aliases of the file inferred from an application's zod schema. */
  protected applicationTypes(links: ModuleLinks | undefined): ReadonlySet<string> | undefined {
    const inferred = [...inferredApplicationTypes(this.nodes(), this.bindings), ...this.jsDocImportedTypes()];
    if (!inferred.length) return links?.applicationTypes;
    return new Set([...(links?.applicationTypes ?? []), ...inferred]);
  }

  /**
   * Application types a JSDoc type imports from a module of the project (`@param
   * {import('../lib/pipeline').Application} app`, `@typedef {import('./types').Application} Application`),
   * by the name JSDoc reads them under.
   */
  private jsDocImportedTypes(): string[] {
    const { filename, text } = this.input;
    if (!filename || !text.includes('import(')) return [];
    return jsDocImportedTypes(this.input.ast.comments)
      .filter(({ specifier, name }) => {
        const file = resolveRelative(filename, specifier);
        return !!file && summaryOf(file, this.modules.summarize, this.depth + 1).types.has(name);
      })
      .map(({ name }) => name);
  }

  /** What a resource bound to the list path makes its query with (`toParams(query)`'s object, see boundResourceCalls). */
  protected resourceFilters: Node[] = [];

  /** The file's wrappers by name, and the functions that hand back applications (see namedWrappers). */
  namedWrappers(): Map<string, WrapperShape | undefined> {
    const nodes = this.nodes();
    const calls = this.calls();
    const links = this.links();
    const requests = this.recognizeRequests(calls, links);
    const tracker = new ApplicationTracker(nodes, this.bindings, this.responsesOf(requests), this.trackerContext(links, requests));
    return namedWrappers(requests, this.bindings, nodes.filter(isFunction), tracker.returningNodes);
  }

  /** The variable an export key's value is, or initialises (`export const apps = …`, `export { apps }`). */
  private exportedVariable(value: Node): Variable | undefined {
    const holder = value.parent;
    const id = value.type === 'Identifier' ? value : holder?.type === 'VariableDeclarator' && holder.init === value && holder.id.type === 'Identifier' ? holder.id : undefined;
    return id && this.bindings.variableOf(id);
  }

  /** This file as a module of another: which of its functions return applications or wrap the list endpoint. */
  summary(): ModuleSummary {
    const nodes = this.nodes();
    const calls = this.calls();
    const links = this.links();
    const requests = this.recognizeRequests(calls, links);
    const wrappers = wrapperShapes(requests, this.bindings);
    const tracker = new ApplicationTracker(nodes, this.bindings, this.responsesOf(requests), this.trackerContext(links, requests));
    const table = exportTable(this.input.ast, this.bindings, this.input.filename!, nodes);
    // Exported stores given applications: `export const apps = writable([])`, `export { apps }`.
    const stores = new Set<string>();
    for (const [key, value] of table.values) {
      const variable = this.exportedVariable(value);
      if (variable && tracker.appStores.has(variable)) stores.add(key);
    }
    // Exported model classes (see isModelClass): `export class ApplicationDto`, `export { ApplicationDto }`.
    const models = new Set<string>();
    for (const [key, value] of table.values) {
      const name = value.type === 'ClassDeclaration' ? value.id?.name : value.type === 'Identifier' ? value.name : undefined;
      if (name && tracker.modelTypeNames.has(name)) models.add(key);
    }
    for (const [key, fn] of table.functions) if (tracker.givesModels(fn)) models.add(key);
    // Row types made from a record (`interface ApplicationRow { state; stageName }`): held like a model's objects.
    for (const name of tracker.rowTypeNames) models.add(name);
    // So are the exported types the file's objects copy a record's state into (a local mirror's `interface Application`).
    for (const statement of this.input.ast.body) {
      const decl = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
      if ((decl?.type === 'TSInterfaceDeclaration' || decl?.type === 'TSTypeAliasDeclaration') && tracker.modelTypeNames.has(decl.id.name)) models.add(decl.id.name);
    }
    // Exported clients made with the version root as their base: `export const http = axios.create({ baseURL })`.
    const v2 = findV2Clients(calls.filter((c): c is TSESTree.CallExpression => c.type === 'CallExpression'), this.bindings);
    const clients = new Set<string>();
    if (v2.size)
      for (const [key, value] of table.values) {
        const variable = this.exportedVariable(value);
        if ((variable && v2.has(variable)) || madeWithVersionRoot(unwrap(value), this.bindings)) clients.add(key);
      }
    const valueTypes = this.stateValueTypes(tracker, links);
    // Exported functions that pick `state` out of an argument (see ModuleSummary.picking).
    const picking = new Map<TSESTree.FunctionLike, number[]>();
    for (const fn of table.functions.values()) {
      const indexes = fn.params.flatMap((_, i) => (picksStateFrom(fn, i, this.bindings) ? [i] : []));
      if (indexes.length) picking.set(fn, indexes);
    }
    // What is said of a declaration by its name is said of it as the module's default too (`export default class ApplicationModel`).
    const declared = table.values.get('default');
    const defaultName = declared?.type === 'ClassDeclaration' || declared?.type === 'TSInterfaceDeclaration' ? declared.id?.name : declared?.type === 'Identifier' ? declared.name : undefined;
    const holders = tracker.holderTypes();
    const types = new Set(tracker.appTypeNames);
    if (defaultName !== undefined) {
      const held = holders.get(defaultName);
      if (held) holders.set('default', held);
      if (types.has(defaultName)) types.add('default');
    }
    return summarizeExports(table, this.modules.summarize, this.depth, {
      picking,
      returning: { direct: tracker.returningNodes, curried: tracker.curriedNodes },
      wrappers,
      types,
      stateTypes: tracker.stateTypeNames(),
      stateTypeTexts: stateTypeTexts(nodes, tracker.appTypeDecls, this.bindings),
      talks: this.talksToService(links, requests),
      stores,
      models,
      envelopes: tracker.envelopeKeys,
      holders,
      stateValueTypes: valueTypes,
      stateTypedMembers: stateTypedMembers(nodes, valueTypes),
      clients,
    });
  }
}
