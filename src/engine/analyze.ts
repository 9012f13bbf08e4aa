/**
 * One pass over a file that finds every use of the removed interface and decides, from the table,
 * how each is fixed: autofix, suggestion, codemod rewrite or TODO. The ESLint rules report these
 * findings; the transforms apply them.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES, SCORECARD_FACTS, isLegacyState, removalPhrase, SERVICE_NAMING_PATTERN } from '../migration/index.js';
import { HELPERS } from '../migration/codegen.js';
import { ApplicationTracker } from '../matchers/applications.js';
import { pagingSettingFindings } from './findings/paging-settings.js';
import { declaredValueFinding, typedValueFindings, vocabularyFindings } from './findings/typed-values.js';
import { isJsDocApplicationShape, jsDocTypedefs, jsDocUnionTypedefs } from '../matchers/jsdoc.js';
import { constantString, filterEntriesOf } from '../matchers/filters.js';
import type { RequestSite } from '../matchers/requests.js';
import { SourceText } from './edits.js';
import { exportTable } from './module-exports.js';
import type { Summarizer } from './modules.js';
import { demandsOn, useImporters, type Demand, type DemandAnalyzer, type Forward, type WrapperIndexer } from './demands.js';
import { isTypeScript, parse } from './parse.js';
import { demandedNoteFlags, trapFindings } from './traps.js';
import { typedPayloadFlags } from './findings/note-writes.js';
import type { NoteWriteEndpoint } from '../matchers/notes.js';
import { presetTableFilters, presetTableValues } from '../matchers/preset-tables.js';
import { pathTableFindings } from './findings/path-tables.js';
import { jsonSchemaFindings } from './json-schemas.js';
import { copyTypeFindings, declarationFindings, jsDocFindings, type DeclarationContext } from './findings/declarations.js';
import { indexedTypeFinding, pickedTypeFindings } from './findings/derived-types.js';
import { FilterEntries } from './findings/filter-entries.js';
import { filterReadFindings } from './findings/filter-reads.js';
import { FilterTypes } from './findings/filter-types.js';
import { StateReads } from './findings/state-reads.js';
import { ownCopyReadFindings, projectedReadFindings } from './findings/projected-fields.js';
import { demandedPagingFindings, importedHolderFindings } from './findings/class-fields.js';
import { pathFindings } from './paths.js';
import { FileScope, type AnalysisInput } from './file-scope.js';
import { demandedOf, type Demanded } from './demanded.js';
import { mayContainFindingsIn, registerSummarizer } from './prefilter.js';
import { schemaFindings } from './schemas.js';
import { modelSchemaFindings } from './model-schemas.js';
import { handMadeDecoderFindings } from './findings/decoders.js';
import { outgoingDemands } from './outgoing-demands.js';
import { angularTemplateFindings } from './angular-templates.js';
import type { AnalysisOptions, Finding } from './types.js';

export type { AnalysisInput };

export interface Analysis {
  findings: Finding[];
  requests: RequestSite[];
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

class Analyzer extends FileScope {
  private readonly findings = new Map<string, Finding>();
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

  constructor(input: AnalysisInput, options: AnalysisOptions, depth = 0) {
    super(input, options, { summarize: summarizeModule, wrappersOf: wrappersOfFile }, depth);
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

  /**
   * What this file, as an importer, demands of the modules it imports (see demands.ts): filters and
   * `state` values its list requests take from them, applications it hands to their functions.
   */
  demands(): Map<string, Demand[]> {
    const imports = this.imports();
    if (!imports.size) return new Map();
    const nodes = this.nodes();
    const calls = this.calls();
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

  /** What the importers of this file demand of it (see demanded.ts). */
  private demanded(): Demanded {
    return demandedOf({
      ast: this.input.ast,
      nodes: this.nodes(),
      bindings: this.bindings,
      filename: this.input.filename,
      depth: this.depth,
      types: this.types,
      reads: this.reads,
      add: (finding) => this.add(finding),
      analyzeImporter: demandsOfImporter,
    });
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
    const speaksToService = this.speaksToService(links, requests);
    for (const finding of trapFindings({ ast: this.input.ast, calls, members, requests, bindings: this.bindings, src: this.src, noteWrappers: this.options.noteWrappers ?? [], speaksToService })) this.add(finding);
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
    this.reads.compared.originFindings(demanded.compared);
    for (const members of demanded.filterTypes) this.types.filterTypeMembersFinding(members);
    for (const [payload, write] of demanded.notePayloads) for (const finding of demandedNoteFlags([payload], write, this.bindings, this.src)) this.add(finding);
    for (const finding of typedPayloadFlags(nodes, new Map([...this.payloadTypes, ...demanded.payloadTypes]))) this.add(finding);
    for (const finding of demandedPagingFindings(demanded.paging, this.bindings)) this.add(finding);
    // Types the file's importers hold applications in are application types here, whatever their shape.
    // A type an importer makes copies of a record's state as is the team's own, whatever else holds it.
    const held = demanded.recordTypes.filter((name) => !demanded.copyTypes.includes(name));
    const recordTypes = held.length ? new Set([...(this.applicationTypes(links) ?? []), ...held]) : this.applicationTypes(links);
    const tracker = new ApplicationTracker(
      nodes,
      this.bindings,
      responses,
      this.trackerContext(links, requests, { typedIsApplication: this.input.typedIsApplication, importedTypes: recordTypes, receivers: demanded.receivers, copyTypes: new Set(demanded.copyTypes) }),
    );
    this.reads.legacy.stateTypes = new Map([...(links?.stateTypes ?? []), ...tracker.stateTypeNames()]);
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
    for (const finding of ownCopyReadFindings(members, tracker, this.bindings, this.removal)) this.add(finding);
    for (const key of tracker.copiedStateMembers) this.add({ rule: 'no-legacy-state-field', range: key.range, messageId: 'carriedCopy', data: { removal: this.removal }, secondary: true });
    const sentFilters = [...requests.filter((r) => r.endpoints.includes('listApplications') && (r.method === undefined || r.method === 'GET')).flatMap((r) => r.filterNodes), ...demanded.filters];
    for (const finding of filterReadFindings({ filters: sentFilters, members, bindings: this.bindings, src: this.src, removal: this.removal, isApplication: (node) => tracker.isApplication(node) })) this.add(finding);
    for (const finding of importedHolderFindings(sentFilters, members, this.bindings, this.removal)) this.add(finding);
    const schemas = { calls, bindings: this.bindings, src: this.src, removal: this.removal };
    for (const finding of [...schemaFindings(schemas), ...modelSchemaFindings(schemas), ...handMadeDecoderFindings(schemas)]) this.add(finding);
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
    for (const copy of tracker.copyTypes) copyTypeFindings(declarations, copy);
    for (const node of types) {
      if (node.type === 'TSTypeReference') pickedTypeFindings(declarations, node, tracker);
      else {
        indexedTypeFinding(declarations, node, tracker.appTypeDecls, links && { types: links.applicationTypes, stateTexts: links.stateTypeTexts });
        this.types.indexedFilterTypeFinding(node, tracker.appTypeNames);
      }
    }
    const typedefs = jsDocTypedefs(this.input.ast.comments, this.input.text);
    // `@property {AppState} state` of `@typedef {'SCREENING' | 'QUALIFIED' | …} AppState`: the union's legacy values, where it is written.
    const unions = typedefs.length ? jsDocUnionTypedefs(this.input.ast.comments) : [];
    for (const typedef of typedefs) if (isJsDocApplicationShape(typedef.members, unions)) jsDocFindings(declarations, typedef);
    for (const union of unions) {
      const legacy = union.values.filter(isLegacyState);
      if (legacy.length && typedefs.some((t) => isJsDocApplicationShape(t.members, unions) && t.members.get(NAMES.legacyState)?.type === union.name)) this.add(declaredValueFinding(union.range, legacy, this.removal));
    }
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
      for (const finding of vocabularyFindings(nodes, this.removal, shown, about, (node) => constantString(node, this.bindings))) this.add(finding);
    }
    // A file that requests the scorecard list has its paging reported where it pages; settings kept apart are shown where declared.
    if (about && !requests.some((r) => r.endpoints.includes(SCORECARD_FACTS.endpoint))) for (const finding of pagingSettingFindings(nodes)) this.add(finding);
    const findings = [...this.findings.values()].sort((a, b) => a.range[0] - b.range[0]);
    return { findings, requests };
  }

  private add(finding: Finding): void {
    const key = `${finding.rule}:${finding.range[0]}:${finding.range[1]}`;
    // One finding per place; a place of its own problem wins over one shown beside another's.
    const known = this.findings.get(key);
    if (!known || (known.secondary && !finding.secondary)) this.findings.set(key, finding);
  }

  // ---------------------------------------------------------------- request side

  /** Imported types a note write's payload is declared with, by local name (see typedPayloadFlags). */
  private readonly payloadTypes = new Map<string, NoteWriteEndpoint>();

  /** Imported types another file of the run declares its list filters or note payloads with: their module migrates them. */
  private importedFilterTypes(): void {
    if (this.depth > 0) return;
    for (const [variable, { file, key }] of this.imports()) {
      if (key === '*' || key === 'default' || !/^[A-Z]/.test(variable.name)) continue;
      const demands = demandsOn(file, demandsOfImporter);
      // Not a type whose `state` a wrapper picks and maps (`const { state } = filter`), here or in another
      // module: objects of it keep `state`.
      if (demands.some((d) => d.kind === 'filterType' && d.key === key && d.picked)) this.types.kept.add(variable.name);
      else if (demands.some((d) => d.kind === 'filterType' && d.key === key)) this.types.names.add(variable.name);
      const payload = demands.find((d) => d.kind === 'notePayloadType' && d.key === key);
      if (payload?.kind === 'notePayloadType') this.payloadTypes.set(variable.name, payload.write);
      // An enum another file of the run sends as `state` (see matchers/declared-vocabulary): the members chosen here.
      const id = variable.defs[0]?.name;
      if (id?.type === 'Identifier' && demands.some((d) => d.kind === 'value' && d.key === key && d.path.length === 0)) this.entries.vocabularyFindings(id);
    }
  }

}

