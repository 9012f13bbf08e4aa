/**
 * The removed `currentStage` object → `pipelineStage` (reads, optional chains, destructuring, types).
 *
 * Before: const { currentStage } = app; app.currentStage?.name
 * After:  const { pipelineStage: currentStage } = app; app.pipelineStage?.name
 *
 * Usage: npx jscodeshift --parser=tsx --extensions=ts,tsx,js,jsx,mjs,cjs,mts,cts -t transforms/migrate-current-stage.ts src/
 *        (add --wrapper=listApplications for your own wrappers of GET /v2/applications)
 */
import type { API, FileInfo, Options } from 'jscodeshift';
import { runTransform } from 'eslint-plugin-hiring-migrate/codemod';

export const rules = ['no-current-stage'] as const;

export const parser = 'tsx';

export default function transformer(file: FileInfo, api: API, options: Options): string | undefined {
  return runTransform(file, api, options, rules);
}
