/**
 * Read side: the removed `state` field of applications → `hiringState` and `pipelineStage.type`.
 *
 * Before: if (app.state === 'QUALIFIED') …
 * After:  if (app.hiringState === 'ACTIVE' && app.pipelineStage?.type === 'INTERVIEW') …
 * Reads that need the old value itself (labels, keys, logging) go through a generated `legacyStateOf(app)`.
 *
 * Usage: npx jscodeshift --parser=tsx --extensions=ts,tsx,js,jsx,mjs,cjs,mts,cts -t transforms/migrate-state-field.ts src/
 *        (add --wrapper=listApplications for your own wrappers of GET /v2/applications)
 */
import type { API, FileInfo, Options } from 'jscodeshift';
import { runTransform } from 'eslint-plugin-hiring-migrate/codemod';

export const rules = ['no-legacy-state-field'] as const;

export const parser = 'tsx';

export default function transformer(file: FileInfo, api: API, options: Options): string | undefined {
  return runTransform(file, api, options, rules);
}
