/** Which rule ids are ours: kept apart from the ESLint options so that reading it loads no ESLint. */
import { PLUGIN_PREFIX } from '../../plugin/prefix.js';

export function isOurRule(ruleId: string | null | undefined): boolean {
  return !!ruleId && ruleId.startsWith(`${PLUGIN_PREFIX}/`);
}
