/** The registry of transforms, used by `hiring-migrate fix`, the tests and the README table. */
import * as migrateAll from './migrate-all.js';
import * as migrateCurrentStage from './migrate-current-stage.js';
import * as migrateStateField from './migrate-state-field.js';
import * as migrateStateFilter from './migrate-state-filter.js';
import * as markSilentTraps from './mark-silent-traps.js';

export const transforms = {
  'migrate-state-filter': migrateStateFilter,
  'migrate-state-field': migrateStateField,
  'migrate-current-stage': migrateCurrentStage,
  'mark-silent-traps': markSilentTraps,
  'migrate-all': migrateAll,
} as const;
export type TransformName = keyof typeof transforms;
