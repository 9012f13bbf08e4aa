/**
 * One pass over a file that finds every use of the removed interface and decides, from the table,
 * how each is fixed: autofix, suggestion, codemod rewrite or TODO. The ESLint rules report these
 * findings; the transforms apply them.
 */
import { readFileSync, statSync } from 'node:fs';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  STAGED_LEGACY_STATES,
  APPLICATIONS_SEGMENT,
  SCORECARD_FACTS,
  removalPhrase,
  SERVICE_NAMING_PATTERN,
} from '../migration/index.js';
import { HELPERS } from '../migration/codegen.js';
import { ApplicationTracker, handingPairs, returnedParameter, type HandingPair, type TrackerContext } from '../matchers/applications.js';
import { pagingSettingFindings } from './findings/paging-settings.js';
import { stateTypedMembers, stateValueTypes, typedValueFindings, vocabularyFindings } from './findings/typed-values.js';
import { isJsDocApplicationShape, jsDocTypedefs } from '../matchers/jsdoc.js';
import { isDistinctiveName, localWrapperCalls, namedWrappers, wrapperShapes, wrapperSite, type WrapperShape } from '../matchers/wrappers.js';
import { constructorOf, methodOfInstance } from '../matchers/class-members.js';
import { withoutForeignClients } from '../matchers/foreign-clients.js';
import { programNodes, isFunction, plainParameter, memberName, unwrap, type Node } from '../matchers/ast.js';
import { filterEntriesOf } from '../matchers/filters.js';
import { boundResourceCalls, findV2Clients, recognizeRequest, undocumentedWrite, type CalleeResolver, type RequestSite } from '../matchers/requests.js';
import { Bindings, functionOfVariable, type Variable } from '../matchers/scope.js';
import { valuesAt } from '../matchers/values.js';
import { SourceText } from './edits.js';
import { exportTable } from './module-exports.js';
import { importsRelative } from './module-files.js';
import { ModuleLinks, relativeImports, type RelativeImport } from './module-links.js';
import { summarizeExports, type ModuleSummary, type Summarizer } from './modules.js';
import { demandsOn, importersOf, runWrapperNamed, useImporters, type Demand, type DemandAnalyzer, type Forward, type WrapperIndexer } from './demands.js';
import { isTypeScript, parse } from './parse.js';
import { demandedNoteFlags, trapFindings } from './traps.js';
import type { NoteWriteEndpoint } from '../matchers/notes.js';
import { inOwnStateVocabularyFile } from '../matchers/vocabulary.js';
import { presetTableFilters, presetTableValues } from '../matchers/preset-tables.js';
import { pathTableFindings } from './findings/path-tables.js';
import { jsonSchemaFindings } from './json-schemas.js';
import { exportedPayloadFlags } from './findings/note-writes.js';
import { declarationFindings, indexedTypeFinding, jsDocFindings, pickedTypeFindings, stateTypeTexts, type DeclarationContext } from './findings/declarations.js';
import { FilterEntries } from './findings/filter-entries.js';
import { filterReadFindings } from './findings/filter-reads.js';
import { FilterTypes } from './findings/filter-types.js';
import { StateReads } from './findings/state-reads.js';
import { projectedReadFindings } from './findings/projected-fields.js';
import { demandedPagingFindings } from './findings/class-fields.js';
import type { ComparedSource } from './findings/compared-sources.js';
import { pathFindings } from './paths.js';
import { mayContainFindingsIn, registerSummarizer } from './prefilter.js';
import { inferredApplicationTypes, schemaFindings } from './schemas.js';
import { outgoingDemands } from './outgoing-demands.js';
import { angularTemplateFindings } from './angular-templates.js';
import type { AnalysisOptions, Finding } from './types.js';

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

export interface Analysis {
  findings: Finding[];
  requests: RequestSite[];
}

/**
 * The service's resource a generic call is made on (`client.applications.list`, `this.applications.get`):
 * the word its module is named by, or undefined for another object.
 */
const APPLICATION_RESOURCE = APPLICATIONS_SEGMENT.replace(/s$/, '');
function resourceOf(receiver: Node): string | undefined {
  const inner = unwrap(receiver);
  const name = inner.type === 'Identifier' ? inner.name : inner.type === 'MemberExpression' ? memberName(inner) : undefined;
  const word = name?.toLowerCase();
  return word === APPLICATIONS_SEGMENT || word === APPLICATION_RESOURCE ? APPLICATION_RESOURCE : undefined;
}

export function analyze(input: AnalysisInput, options: AnalysisOptions): Analysis {
  useImporters(options.importers);
  if (!input.force && !mayContainFindingsIn(input.text, input.filename, { wrappers: options.wrappers, typed: !!input.typedIsApplication }))
    return { findings: [], requests: [] };
  return new Analyzer(input, options).run();
}

export { mayContainFindingsIn };

/** A module's summary for its importers: which exports return applications, which are wrappers. */
const summarizeModule: Summarizer = (file, text, depth) => {
  const parsed = parse(text, file);
  return new Analyzer(
    { ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: isTypeScript(file), filename: file, force: true },
    { wrappers: [], today: '1970-01-01' },
    depth,
  ).summary();
};
registerSummarizer(summarizeModule);

/**
 * What the exported functions of a module do with what they are handed, by export key, whether or not
 * the module names the service (a team's HTTP or table helpers): the parameter one gives back as it
 * was handed (see returnedParameter), and the functions one calls with the elements of a list (see
 * handingPairs). Read only where a call of one is handed applications; cached by the file's stamp.
 */
const helperFacts = new Map<string, { stamp: string; passes: Map<string, number>; hands: Map<string, HandingPair[]> }>();

function helperFactsOf(file: string): { passes: Map<string, number>; hands: Map<string, HandingPair[]> } | undefined {
  let stamp: string;
  try {
    const stat = statSync(file);
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
  let known = helperFacts.get(file);
  if (known?.stamp !== stamp) {
    const passes = new Map<string, number>();
    const hands = new Map<string, HandingPair[]>();
    try {
      const text = readFileSync(file, 'utf8');
      const parsed = parse(text, file);
      const bindings = new Bindings(parsed.scopeManager);
      for (const [exported, fn] of exportTable(parsed.ast, bindings, file, programNodes(parsed.ast)).functions) {
        const index = returnedParameter(fn, bindings);
        if (index !== undefined) passes.set(exported, index);
        const pairs = handingPairs(fn, bindings);
        if (pairs.length) hands.set(exported, pairs);
      }
    } catch {
      // A module that does not parse says nothing of its functions.
    }
    helperFacts.set(file, (known = { stamp, passes, hands }));
  }
  return known;
}

/** The wrappers a file of the run defines, by name (see demands.ts, runWrapperNamed). */
const wrappersOfFile: WrapperIndexer = (file, text) => {
  const parsed = parse(text, file);
  const analyzer = new Analyzer(
    { ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: isTypeScript(file), filename: file, force: true, requestsOnly: true },
    { wrappers: [], today: '1970-01-01' },
    1,
  );
  return analyzer.namedWrappers();
};

/** What an importer demands of the modules it imports (see demands.ts). */
const demandsOfImporter: DemandAnalyzer = (file, text) => {
  const parsed = parse(text, file);
  const analyzer = new Analyzer(
    { ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: isTypeScript(file), filename: file, force: true },
    { wrappers: [], today: '1970-01-01' },
    0,
  );
  return { demands: analyzer.demands(), forwards: analyzer.forwards() };
};

class Analyzer {
  private readonly findings = new Map<string, Finding>();
  private readonly bindings: Bindings;
  private readonly src: SourceText;
  private readonly removal: string;

  /** Reads of the removed fields (see findings/state-reads). */
  private readonly reads: StateReads;
  /** The entries of the filters sent (see findings/filter-entries). */
  private readonly entries: FilterEntries;
  /** The types the filters are declared with (see findings/filter-types). */
  private readonly types: FilterTypes;
  /** Type literals the file's filters are declared with, each migrated once (see inlineDeclaredType). */
  private readonly inlineFilterTypes = new Set<TSESTree.TSTypeLiteral>();

  constructor(
    private readonly input: AnalysisInput,
    private readonly options: AnalysisOptions,
    /** How many modules deep this analysis is (0: the file being checked). */
    private readonly depth = 0,
  ) {
    this.bindings = new Bindings(input.scopeManager);
    this.src = new SourceText(input.text, input.typescript);
    this.removal = removalPhrase(options.today);
    this.entries = new FilterEntries({
      src: this.src,
      bindings: this.bindings,
      removal: this.removal,
      add: (finding) => this.add(finding),
      isMigratedFilterType: (name) => this.types.names.has(name),
      declaredInline: (type) => {
        if (this.inlineFilterTypes.has(type)) return;
        this.inlineFilterTypes.add(type);
        this.types.filterTypeMembersFinding(type.members);
      },
    });
    this.types = new FilterTypes({
      src: this.src,
      bindings: this.bindings,
      removal: this.removal,
      add: (finding) => this.add(finding),
      ast: input.ast,
      imports: () => this.imports(),
      entries: this.entries,
    });
    this.reads = new StateReads({
      src: this.src,
      bindings: this.bindings,
      removal: this.removal,
      add: (finding) => this.add(finding),
      legacyValueFindings: (rule, origins) => this.entries.legacyValueFindings(rule, origins),
    });
  }

  private nodes(): readonly Node[] {
    return (this.allNodes ??= this.input.nodes?.() ?? programNodes(this.input.ast));
  }
  private allNodes: readonly Node[] | undefined;

  /** Requests of the file: recognized calls, calls of imported wrappers, and of local wrappers of either. */
  private recognizeRequests(calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[], links: ModuleLinks | undefined): RequestSite[] {
    const v2 = findV2Clients(
      calls.filter((c): c is TSESTree.CallExpression => c.type === 'CallExpression'),
      this.bindings,
    );
    const requests: RequestSite[] = [];
    const foreign: RequestSite[] = [];
    const unknown: TSESTree.CallExpression[] = [];
    for (const call of calls) {
      let site = recognizeRequest(call, this.bindings, v2, this.options.wrappers, this.input.resolveCallee, foreign);
      // A wrapper the project's checker found says which argument reaches the filters, not that it is sent
      // as `state` (`listByState(env, state)`): the imported module's summary says so, and that is added.
      if (site?.viaWrapper && !site.picked?.length && links && call.type === 'CallExpression') {
        const shape = links.wrapperOf(call);
        const picked = shape && wrapperSite(call, shape)?.picked;
        if (picked?.length) site = { ...site, picked };
      }
      // Or, for a method no import leads to (`hiring.listApplications('SCREENING', f)` on a client a factory
      // made), the wrapper of that name a file of the run defines, as a call no wrapper list names is read.
      if (site?.viaWrapper && !site.picked?.length && call.type === 'CallExpression' && this.depth === 0 && !this.input.requestsOnly) {
        const callee = unwrap(call.callee);
        if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && isDistinctiveName(callee.property.name) && !links?.resolves(call)) {
          const shape = runWrapperNamed(callee.property.name, this.input.filename, wrappersOfFile);
          const picked = shape && wrapperSite(call, shape)?.picked;
          if (picked?.length) site = { ...site, picked };
        }
      }
      if (site) requests.push(site);
      else if (links && call.type === 'CallExpression') {
        const shape = links.wrapperOf(call);
        const wrapped = shape && wrapperSite(call, shape);
        if (wrapped) requests.push(wrapped);
        else unknown.push(call);
      } else if (call.type === 'CallExpression') unknown.push(call);
    }
    for (const call of unknown) {
      const write = undocumentedWrite(call, this.bindings);
      if (write) foreign.push(write);
    }
    const bound = new Set<Node>(requests.map((r) => r.node));
    this.resourceFilters = [];
    for (const site of boundResourceCalls(calls, this.bindings, this.nodes(), this.resourceFilters)) if (!bound.has(site.node)) requests.push(site);
    const local = localWrapperCalls(requests, calls, this.bindings);
    requests.push(...local);
    // `ctx.loaders.listApplications(f)`: a method no import leads to, defined as a wrapper by a file of the run.
    if (this.depth === 0 && !this.input.requestsOnly) {
      const known = new Set<Node>(local.map((r) => r.node));
      for (const call of unknown) {
        const callee = unwrap(call.callee);
        if (known.has(call) || callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') continue;
        // `client.applications.list(f)`: a generic method name says which wrapper it is through the
        // resource it is called on, defined in that resource's module (`resources/applications.ts`).
        const resource = isDistinctiveName(callee.property.name) ? undefined : resourceOf(callee.object);
        if (!isDistinctiveName(callee.property.name) && !resource) continue;
        // A callee a module's summary answers for (an import, an instance of an imported class) is that
        // module's; a method of a class of this file (`client: HirebirdClient`) is that class's.
        if (links?.resolves(call) || methodOfInstance(callee, this.bindings)) continue;
        const shape = runWrapperNamed(callee.property.name, this.input.filename, wrappersOfFile, resource);
        const wrapped = shape && wrapperSite(call, shape);
        if (wrapped) requests.push(wrapped);
        // What it returns counts only under a name that says so (`api.getApplication(id)`): `rows.find(…)`
        // is no call of a `find` some other file defines.
        if (shape?.returns && /application/i.test(callee.property.name)) this.namedResponses.add(call);
      }
    }
    return withoutForeignClients(requests, this.bindings, foreign);
  }

  /** Calls of functions of other files, matched by name, that return applications (see runWrapperNamed). */
  private readonly namedResponses = new Set<Node>();

  /** The file's wrappers by name, and the functions that hand back applications (see namedWrappers). */
  namedWrappers(): Map<string, WrapperShape | undefined> {
    const nodes = this.nodes();
    const calls = nodes.filter((n): n is TSESTree.CallExpression | TSESTree.NewExpression => n.type === 'CallExpression' || n.type === 'NewExpression');
    const links = this.links();
    const requests = this.recognizeRequests(calls, links);
    const tracker = new ApplicationTracker(nodes, this.bindings, this.responsesOf(requests), this.trackerContext(links, requests));
    return namedWrappers(requests, this.bindings, nodes.filter(isFunction), tracker.returningNodes);
  }

  /** The file's relative imports (see relativeImports). */
  private imports(): ReadonlyMap<Variable, RelativeImport> {
    const filename = this.input.filename;
    if (!filename || !this.importsRelative()) return new Map();
    return (this.importsMemo ??= relativeImports(filename, this.nodes(), this.bindings));
  }
  private importsMemo: ReadonlyMap<Variable, RelativeImport> | undefined;

  /** Does the file import a module of the project? (one search of the text, asked at every imported callee) */
  private importsRelative(): boolean {
    return (this.importsRelativeMemo ??= importsRelative(this.input.text));
  }
  private importsRelativeMemo: boolean | undefined;

  /**
   * `listFrom(data)`, `http.unwrap(body)` of a relative module: the parameter the imported function gives
   * back as it was handed (see helperFactsOf), also where that module names nothing of the service.
   */
  private passedParameter(callee: Node): number | undefined {
    const at = this.importedKey(callee);
    return at && helperFactsOf(at.file)?.passes.get(at.key);
  }

  /** `renderTable(rows, columns)` of a relative module: the functions it calls with the elements of a list it is handed (see handingPairs). */
  private handedPairs(callee: Node): readonly HandingPair[] | undefined {
    const at = this.importedKey(callee);
    return at && helperFactsOf(at.file)?.hands.get(at.key);
  }

  /** The module and export key an imported callee (`listFrom`, `http.listFrom`) names. */
  private importedKey(callee: Node): { file: string; key: string } | undefined {
    const inner = unwrap(callee);
    const object = inner.type === 'MemberExpression' && !inner.computed ? unwrap(inner.object) : undefined;
    const id = inner.type === 'Identifier' ? inner : object?.type === 'Identifier' ? object : undefined;
    const variable = id && this.bindings.variableOf(id);
    const imported = variable && this.imports().get(variable);
    if (!imported) return undefined;
    const member = inner.type === 'MemberExpression' ? memberName(inner) : undefined;
    const key = inner.type === 'Identifier' ? (imported.key === '*' ? 'default' : imported.key) : member === undefined ? undefined : imported.key === '*' || imported.key === 'default' ? member : `${imported.key}.${member}`;
    return key === undefined ? undefined : { file: imported.file, key };
  }

  private links(): ModuleLinks | undefined {
    const filename = this.input.filename;
    if (!filename || !this.importsRelative()) return undefined;
    const links = new ModuleLinks(filename, this.nodes(), this.bindings, summarizeModule, this.depth, this.imports());
    if (links.empty) return undefined;
    this.bindings.importedString = (variable, member) => links.stringOf(variable, member);
    this.bindings.importedPath = (variable, member, handed) => links.pathOf(variable, member, handed);
    return links;
  }

  /** This file as a module of another: which of its functions return applications or wrap the list endpoint. */
  summary(): ModuleSummary {
    const nodes = this.nodes();
    const calls = nodes.filter((n): n is TSESTree.CallExpression | TSESTree.NewExpression => n.type === 'CallExpression' || n.type === 'NewExpression');
    const links = this.links();
    const requests = this.recognizeRequests(calls, links);
    const wrappers = wrapperShapes(requests, this.bindings);
    const tracker = new ApplicationTracker(nodes, this.bindings, this.responsesOf(requests), this.trackerContext(links, requests));
    const table = exportTable(this.input.ast, this.bindings, this.input.filename!, nodes);
    // Exported stores given applications: `export const apps = writable([])`, `export { apps }`.
    const stores = new Set<string>();
    for (const [key, value] of table.values) {
      const holder = value.parent;
      const id = value.type === 'Identifier' ? value : holder?.type === 'VariableDeclarator' && holder.init === value && holder.id.type === 'Identifier' ? holder.id : undefined;
      const variable = id && this.bindings.variableOf(id);
      if (variable && tracker.appStores.has(variable)) stores.add(key);
    }
    // Exported model classes (see isModelClass): `export class ApplicationDto`, `export { ApplicationDto }`.
    const models = new Set<string>();
    for (const [key, value] of table.values) {
      const name = value.type === 'ClassDeclaration' ? value.id?.name : value.type === 'Identifier' ? value.name : undefined;
      if (name && tracker.modelTypeNames.has(name)) models.add(key);
    }
    for (const [key, fn] of table.functions) if (tracker.givesModels(fn)) models.add(key);
    const valueTypes = this.stateValueTypes(tracker, links);
    return summarizeExports(table, summarizeModule, this.depth, {
      returning: { direct: tracker.returningNodes, curried: tracker.curriedNodes },
      wrappers,
      types: tracker.appTypeNames,
      stateTypes: tracker.stateTypeNames(),
      stateTypeTexts: stateTypeTexts(nodes, tracker.appTypeDecls, this.bindings),
      talks: this.talksToService(links, requests),
      stores,
      models,
      envelopes: tracker.envelopeKeys,
      holders: tracker.holderTypes(),
      stateValueTypes: valueTypes,
      stateTypedMembers: stateTypedMembers(nodes, valueTypes),
    });
  }

  /** Does the file request applications, or import a module that deals in them? */
  private speaksToService(links: ModuleLinks | undefined, requests: readonly RequestSite[]): boolean {
    return !!links || requests.some((r) => r.endpoints.includes('listApplications') || r.endpoints.includes('getApplication'));
  }

  /** The file speaks to the service, or a file of the run that does imports it. */
  private isAbout(links: ModuleLinks | undefined, requests: readonly RequestSite[]): boolean {
    return this.speaksToService(links, requests) || (!!this.input.filename && importersOf(this.input.filename).length > 0);
  }

  /**
   * Is the file about this service's applications, so that a binding named as one is one? It requests
   * them, imports a module that does, or spells a value only the legacy state had (`'QUALIFIED'`).
   */
  private talksToService(links: ModuleLinks | undefined, requests: readonly RequestSite[]): boolean {
    if (this.speaksToService(links, requests)) return true;
    // A SCREENING of the file's own (`{ Screening: 'SCREENING', Funded: 'FUNDED' }`) says nothing of the service.
    return this.nodes().some((n) => n.type === 'Literal' && typeof n.value === 'string' && (STAGED_LEGACY_STATES as readonly string[]).includes(n.value)) && !inOwnStateVocabularyFile(this.input.ast);
  }

  /** The types `state` is declared with, as the legacy values: the file's own application types', and those it imports. */
  private stateValueTypes(tracker: ApplicationTracker, links: ModuleLinks | undefined): Set<string> {
    const imported = links?.stateValueTypes ?? new Set<string>();
    return new Set([...imported, ...stateValueTypes(tracker.appTypeDecls, this.bindings, imported)]);
  }

  /** What every ApplicationTracker of this file is told: what other modules give, and whether names are evidence. */
  private trackerContext(links: ModuleLinks | undefined, requests: readonly RequestSite[], extra: TrackerContext = {}): TrackerContext {
    return {
      externalReturns: links && ((callee) => links.returns(callee)),
      externalPasses: (callee) => this.passedParameter(callee),
      externalHands: (callee) => this.handedPairs(callee),
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

  private responsesOf(requests: readonly RequestSite[]): Set<Node> {
    const responses = new Set<Node>();
    for (const site of requests) {
      const isRead = site.method === undefined || site.method === 'GET';
      if (!isRead || site.node.type !== 'CallExpression' || site.inferred) continue;
      if (site.endpoints.includes('listApplications') || site.endpoints.includes('getApplication')) responses.add(site.node);
    }
    for (const call of this.namedResponses) responses.add(call);
    return responses;
  }

  /**
   * What this file, as an importer, demands of the modules it imports (see demands.ts): filters and
   * `state` values its list requests take from them, applications it hands to their functions.
   */
  demands(): Map<string, Demand[]> {
    const imports = this.imports();
    if (!imports.size) return new Map();
    const nodes = this.nodes();
    const calls = nodes.filter((n): n is TSESTree.CallExpression | TSESTree.NewExpression => n.type === 'CallExpression' || n.type === 'NewExpression');
    const links = this.links();
    const requests = this.recognizeRequests(calls, links);
    return outgoingDemands({
      imports,
      nodes,
      calls,
      requests,
      bindings: this.bindings,
      types: this.types,
      reads: this.reads,
      demandedFilters: this.demanded().filters,
      tracker: () => new ApplicationTracker(nodes, this.bindings, this.responsesOf(requests), this.trackerContext(links, requests, { receivers: this.demanded().receivers })),
    });
  }

  /** The modules this file exports again, whole or under a key (see demands.ts, Forward). */
  forwards(): Forward[] {
    const filename = this.input.filename;
    if (!filename) return [];
    return exportTable(this.input.ast, this.bindings, filename, this.nodes())
      .forwards.filter((f) => f.remote === '*')
      .map(({ key, file }) => ({ key, file }));
  }

  /** What the importers of this file demand of it (see demands.ts), by what it leads to here. */
  private demanded(): { filters: Node[]; values: Node[]; compared: ComparedSource[]; filterTypes: TSESTree.TypeElement[][]; receivers: Node[]; receiving: Node[]; notePayloads: [Node, NoteWriteEndpoint][]; paging: Node[]; recordTypes: string[] } {
    const out = { filters: [] as Node[], values: [] as Node[], compared: [] as ComparedSource[], filterTypes: [] as TSESTree.TypeElement[][], receivers: [] as Node[], receiving: [] as Node[], notePayloads: [] as [Node, NoteWriteEndpoint][], paging: [] as Node[], recordTypes: [] as string[] };
    const filename = this.input.filename;
    if (!filename || this.depth > 0) return out;
    const demands = demandsOn(filename, demandsOfImporter);
    if (!demands.length) return out;
    const table = exportTable(this.input.ast, this.bindings, filename, this.nodes());
    for (const demand of demands) {
      if (demand.kind === 'notePayloadType') {
        for (const finding of exportedPayloadFlags(this.input.ast, demand.key, demand.write)) this.add(finding);
        continue;
      }
      if (demand.kind === 'recordType') {
        if (!out.recordTypes.includes(demand.key)) out.recordTypes.push(demand.key);
        continue;
      }
      if (demand.kind === 'filterType') {
        const members = this.types.exportedTypeMembers(demand.key);
        if (members && demand.picked) this.types.pickedFilterTypeMembersFinding(members);
        else if (members && !out.filterTypes.includes(members)) out.filterTypes.push(members);
        if (members && !demand.picked) this.types.names.add(demand.key);
        continue;
      }
      // `Class#method`: the method of an exported class, whose calls give what it returns.
      const root = table.values.get(demand.key) ?? (demand.key.includes('#') ? table.functions.get(demand.key) : undefined);
      if (!root) continue;
      for (const reached of valuesAt(root, demand.path, this.bindings)) {
        const fn = isFunction(reached) ? reached : ((reached.type === 'Identifier' ? functionOfVariable(this.bindings.variableOf(reached)) : undefined) ?? constructorOf(reached, this.bindings));
        if (demand.kind === 'filters') out.filters.push(reached);
        else if (demand.kind === 'paging') out.paging.push(reached);
        else if (demand.kind === 'notePayload') out.notePayloads.push([reached, demand.write]);
        else if (demand.kind === 'value') out.values.push(reached);
        else if (demand.kind === 'compared') out.compared.push({ node: reached, keys: demand.keys });
        else if (demand.kind === 'stateArgument') {
          const id = plainParameter(fn, demand.index);
          if (id) out.compared.push(...this.reads.comparedSourcesOfVariable(id));
        } else {
          const param = fn?.params[demand.index];
          if (param) out.receivers.push(param);
          // A function made by a call (`fp.groupBy('state')`) or held in a variable: applied to applications.
          else if (demand.index === 0) out.receiving.push(reached);
        }
      }
    }
    return out;
  }

  run(): Analysis {
    const calls: (TSESTree.CallExpression | TSESTree.NewExpression)[] = [];
    const members: TSESTree.MemberExpression[] = [];
    const nodes = this.nodes();
    // Objects that may copy a record with a removed field set; types that may index or pick one.
    const objects: TSESTree.ObjectExpression[] = [];
    const types: (TSESTree.TSIndexedAccessType | TSESTree.TSTypeReference)[] = [];
    for (const node of nodes) {
      if (node.type === 'CallExpression' || node.type === 'NewExpression') calls.push(node);
      else if (node.type === 'MemberExpression') members.push(node);
      else if (node.type === 'ObjectExpression' && node.properties.length > 1) objects.push(node);
      else if (node.type === 'TSIndexedAccessType' || node.type === 'TSTypeReference') types.push(node);
    }
    const links = this.input.requestsOnly ? undefined : this.links();
    const requests = this.recognizeRequests(calls, links);
    if (this.input.requestsOnly) return { findings: [], requests };
    for (const finding of trapFindings({ ast: this.input.ast, calls, members, requests, bindings: this.bindings, src: this.src, noteWrappers: this.options.noteWrappers ?? [] })) this.add(finding);
    const responses = this.responsesOf(requests);
    // Before any filter is reported: whether its declared type is migrated decides how.
    this.importedFilterTypes();
    for (const site of requests) {
      if (!site.endpoints.includes('listApplications')) continue;
      if (site.method !== undefined && site.method !== 'GET') continue;
      this.types.requestFindings(site);
    }
    const demanded = this.demanded();
    if (demanded.filters.length) this.entries.entryFindings(filterEntriesOf(demanded.filters, this.bindings));
    if (this.resourceFilters.length) this.entries.entryFindings(filterEntriesOf(this.resourceFilters, this.bindings));
    for (const value of demanded.values) this.entries.valueOriginFindings(value);
    this.reads.comparedOriginFindings(demanded.compared);
    for (const members of demanded.filterTypes) this.types.filterTypeMembersFinding(members);
    for (const [payload, write] of demanded.notePayloads) for (const finding of demandedNoteFlags([payload], write, this.bindings, this.src)) this.add(finding);
    for (const finding of demandedPagingFindings(demanded.paging, this.bindings)) this.add(finding);
    // Types the file's importers hold applications in are application types here, whatever their shape.
    const recordTypes = demanded.recordTypes.length ? new Set([...(this.applicationTypes(links) ?? []), ...demanded.recordTypes]) : this.applicationTypes(links);
    const tracker = new ApplicationTracker(nodes, this.bindings, responses, this.trackerContext(links, requests, { typedIsApplication: this.input.typedIsApplication, importedTypes: recordTypes, receivers: demanded.receivers }));
    this.reads.stateTypes = new Map([...(links?.stateTypes ?? []), ...tracker.stateTypeNames()]);
    const typed = this.types.typedFilterLiterals(nodes, tracker.appTypeNames);
    if (typed.length) this.entries.entryFindings(filterEntriesOf(typed, this.bindings));
    // Rows of a preset table whose siblings filter with the current names (matchers/preset-tables):
    // those siblings are evidence enough, whatever other words the file uses.
    const presets = presetTableFilters(nodes, this.bindings).filter((o) => !typed.includes(o) && !demanded.filters.includes(o));
    if (presets.length) this.entries.entryFindings(filterEntriesOf(presets, this.bindings));
    for (const value of presetTableValues(nodes, this.bindings)) this.entries.valueOriginFindings(value);
    for (const member of members) this.reads.memberFinding(member, tracker);
    for (const node of objects) this.reads.copyWriteFinding(node, tracker);
    for (const finding of projectedReadFindings(this.reads.projections, { nodes, members, bindings: this.bindings, src: this.src, removal: this.removal })) this.add(finding);
    const sentFilters = [...requests.filter((r) => r.endpoints.includes('listApplications') && (r.method === undefined || r.method === 'GET')).flatMap((r) => r.filterNodes), ...demanded.filters];
    for (const finding of filterReadFindings({ filters: sentFilters, members, bindings: this.bindings, src: this.src, removal: this.removal, isApplication: (node) => tracker.isApplication(node) })) this.add(finding);
    for (const finding of schemaFindings({ calls, bindings: this.bindings, src: this.src, removal: this.removal })) this.add(finding);
    for (const finding of jsonSchemaFindings({ nodes, bindings: this.bindings, src: this.src, removal: this.removal, talksToService: this.talksToService(links, requests) })) this.add(finding);
    const talks = this.talksToService(links, requests);
    const receiving = new Set(demanded.receiving);
    // A module of generic helpers (`renderTable(rows, columns)`) is about the service where other modules hand it applications.
    const namesService = SERVICE_NAMING_PATTERN.test(this.input.text) || demanded.receivers.length > 0 || receiving.size > 0;
    for (const finding of pathFindings({ calls, bindings: this.bindings, isApplication: (node) => tracker.isApplication(node), src: this.src, removal: this.removal, talksToService: talks, receiving, appliedIteratees: tracker.appliedIteratees, namesService })) this.add(finding);
    for (const finding of pathTableFindings({ nodes, bindings: this.bindings, src: this.src, removal: this.removal, namesService })) this.add(finding);
    for (const pattern of tracker.appPatterns) this.reads.patternFindings(pattern);
    const declarations: DeclarationContext = { src: this.src, bindings: this.bindings, removal: this.removal, add: (finding) => this.add(finding), typedStages: new Set() };
    for (const decl of tracker.appTypeDecls) declarationFindings(declarations, decl);
    for (const node of types) {
      if (node.type === 'TSTypeReference') pickedTypeFindings(declarations, node, tracker);
      else {
        indexedTypeFinding(declarations, node, tracker.appTypeDecls, links && { types: links.applicationTypes, stateTexts: links.stateTypeTexts });
        this.types.indexedFilterTypeFinding(node, tracker.appTypeNames);
      }
    }
    const typedefs = jsDocTypedefs(this.input.ast.comments, this.input.text);
    for (const typedef of typedefs) if (isJsDocApplicationShape(typedef.members)) jsDocFindings(declarations, typedef);
    this.types.filterShapeFindings(nodes, typedefs);
    for (const finding of angularTemplateFindings({ nodes, src: this.src, removal: this.removal, talksToService: talks })) this.add(finding);
    const about = this.isAbout(links, requests);
    // A file that derives the legacy value from the current fields (the helper a fix writes) keeps its
    // tables and sets of legacy values as they mean: they are shown until then, not after.
    if (!this.input.text.includes(HELPERS.legacy)) {
      const reported = new Set([...this.findings.values()].map((f) => `${f.range[0]}:${f.range[1]}`));
      for (const finding of typedValueFindings({ nodes, bindings: this.bindings, removal: this.removal, valueTypes: this.stateValueTypes(tracker, links), importedMembers: links?.stateTypedMembers ?? new Map() }))
        if (!reported.has(`${finding.range[0]}:${finding.range[1]}`)) this.add(finding);
      const shown = new Set([...this.findings.values()].map((f) => `${f.range[0]}:${f.range[1]}`));
      for (const finding of vocabularyFindings(nodes, this.removal, shown, about)) this.add(finding);
    }
    // A file that requests the scorecard list has its paging reported where it pages; settings kept apart are shown where declared.
    if (about && !requests.some((r) => r.endpoints.includes(SCORECARD_FACTS.endpoint))) for (const finding of pagingSettingFindings(nodes)) this.add(finding);
    const findings = [...this.findings.values()].sort((a, b) => a.range[0] - b.range[0]);
    return { findings, requests };
  }

  /** Application types by name: the imported modules' and the aliases of the file inferred from an application's zod schema. */
  private applicationTypes(links: ModuleLinks | undefined): ReadonlySet<string> | undefined {
    const inferred = inferredApplicationTypes(this.nodes(), this.bindings);
    if (!inferred.length) return links?.applicationTypes;
    return new Set([...(links?.applicationTypes ?? []), ...inferred]);
  }

  private add(finding: Finding): void {
    const key = `${finding.rule}:${finding.range[0]}:${finding.range[1]}`;
    // One finding per place; a place of its own problem wins over one shown beside another's.
    const known = this.findings.get(key);
    if (!known || (known.secondary && !finding.secondary)) this.findings.set(key, finding);
  }

  // ---------------------------------------------------------------- request side

  /** What a resource bound to the list path makes its query with (`toParams(query)`'s object, see boundResourceCalls). */
  private resourceFilters: Node[] = [];

  /** Imported types that another file of the run declares its list filters with: their module migrates them. */
  private importedFilterTypes(): void {
    if (this.depth > 0) return;
    for (const [variable, { file, key }] of this.imports()) {
      if (key === '*' || key === 'default' || !/^[A-Z]/.test(variable.name)) continue;
      const demands = demandsOn(file, demandsOfImporter);
      if (demands.some((d) => d.kind === 'filterType' && d.key === key)) this.types.names.add(variable.name);
      // An enum another file of the run sends as `state` (see matchers/declared-vocabulary): the members chosen here.
      const id = variable.defs[0]?.name;
      if (id?.type === 'Identifier' && demands.some((d) => d.kind === 'value' && d.key === key && d.path.length === 0)) this.entries.vocabularyFindings(id);
    }
  }

}

