/**
 * The text pre-filter on its own, without the engine: a run where no file can hold a finding loads
 * neither the analysis nor a parser. The engine (analyze.ts) registers the summarizer that a file's
 * relative imports may need; before it is loaded, such a file is undecided (`EngineNeeded` is
 * thrown) until `loadSummarizer()`.
 */
import { hasEvidence, hasTrigger, mayBeDemanded, mayContainFindings, type PrefilterOptions } from '../migration/index.js';
import { EngineNeeded, importsServiceModule, type Summarizer } from './modules.js';
import { importersOf, useImporters } from './demands.js';
import { mentionsPaging } from '../matchers/paging-names.js';

let summarizer: Summarizer | undefined;

/** Called by the engine when it loads. */
export function registerSummarizer(summarize: Summarizer): void {
  summarizer = summarize;
}

const needEngine: Summarizer = () => {
  throw new EngineNeeded();
};

/**
 * The text pre-filter, plus: a file that spells a trigger word and imports a relative module that
 * returns applications or wraps the list endpoint (its evidence is in that module).
 */
export function mayContainFindingsIn(text: string, filename: string | undefined, options: PrefilterOptions & { importers?: readonly string[] } = {}): boolean {
  return mayContainFindings(text, options) || linkedToService(text, filename, options);
}

/**
 * What a file's modules say of it, apart from its own words: its importers hand it applications or
 * send what it exports, or it imports a module that returns applications or wraps the list endpoint.
 */
export function linkedToService(text: string, filename: string | undefined, options: { importers?: readonly string[] } = {}): boolean {
  useImporters(options.importers);
  // A module whose importers hand it applications or send what it exports (see demands.ts).
  if (filename && (mayBeDemanded(text) || mentionsPaging(text)) && importersOf(filename).length) return true;
  // `query.set(QueryKey.Status, s)` may spell no trigger word at all: the constant's module does.
  return !!filename && (hasTrigger(text) || hasEvidence(text)) && importsServiceModule(filename, text, summarizer ?? needEngine);
}

/**
 * The pre-filter of `check` and `fix`. With a project, its own pre-filter (the checker's verdict, see
 * typed/prefilter.ts) stands for the text's: a `currentStage` of a wizard's or a reducer's own type
 * lets no file through, where the text's alone cost a project of reducers a typed parse and an
 * analysis per file (2,000-file bench project: 202 files analysed instead of 2,002; 35% of the run).
 */
export function mayContainFindingsOf(
  text: string,
  filename: string,
  options: PrefilterOptions & { importers?: readonly string[]; project?: { mayContainFindings(file: string, text: string, wrappers?: PrefilterOptions['wrappers']): boolean } },
): boolean {
  if (!options.project) return mayContainFindingsIn(text, filename, options);
  return options.project.mayContainFindings(filename, text, options.wrappers) || linkedToService(text, filename, options);
}

/** Loads the engine, so that no file is undecided any more. */
export async function loadSummarizer(): Promise<void> {
  await import('./analyze.js'); // registers the summarizer
}

export { EngineNeeded };
