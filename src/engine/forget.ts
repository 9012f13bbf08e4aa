import { clearDemands } from './demands.js';
import { clearHelperFacts } from './helper-facts.js';
import { clearListings } from './module-files.js';
import { clearModuleSummaries } from './modules.js';

/**
 * Forgets what earlier runs learnt of the files: a `check` or `fix` run in a long-lived process
 * (runCli in-process, a test harness, a watch mode) starts from what the files say now, as one in a
 * fresh process does. The stamped caches would notice most changes; the texts a run reads once, keyed
 * by its list of files, would not (a second `fix` over the same files would see the first one's input).
 */
export function forgetFiles(): void {
  clearModuleSummaries();
  clearDemands();
  clearHelperFacts();
  clearListings();
}
