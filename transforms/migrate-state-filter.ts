/**
 * Request side: the removed `state` filter of GET /v2/applications → `hiringState` (+ `stageType`).
 *
 * Before: axios.get('/v2/applications', { params: { state: 'SCREENING' } })
 * After:  axios.get('/v2/applications', { params: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' } })
 * Also: `?state=QUALIFIED` → `?hiringState=ACTIVE&stageType=INTERVIEW`, URLSearchParams, a half-migrated
 * `hiringState: 'SCREENING'`, `state` sent beside an equal `hiringState` (dropped); values known only at
 * run time go through a generated `toHiringStateFilter`/`toHiringStateQuery` helper.
 *
 * Usage: npx jscodeshift --parser=tsx --extensions=ts,tsx,js,jsx,mjs,cjs,mts,cts -t transforms/migrate-state-filter.ts src/
 *        (add --wrapper=listApplications for your own wrappers of GET /v2/applications)
 */
import type { API, FileInfo, Options } from 'jscodeshift';
import { runTransform } from 'eslint-plugin-hiring-migrate/codemod';

export const rules = ['no-legacy-state-filter', 'no-state-with-hiring-state', 'valid-filter-values', 'no-lone-stage-type'] as const;

export const parser = 'tsx';

export default function transformer(file: FileInfo, api: API, options: Options): string | undefined {
  return runTransform(file, api, options, rules);
}
