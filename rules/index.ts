/** Every rule of the plugin, by id. Presets, docs checks and the CLI read this registry. */
import noCurrentStage from './no-current-stage.js';
import noLegacyStateField from './no-legacy-state-field.js';
import noLegacyStateFilter from './no-legacy-state-filter.js';
import noLoneStageType from './no-lone-stage-type.js';
import noStateWithHiringState from './no-state-with-hiring-state.js';
import validFilterValues from './valid-filter-values.js';

export const rules = {
  'no-legacy-state-filter': noLegacyStateFilter,
  'no-legacy-state-field': noLegacyStateField,
  'no-current-stage': noCurrentStage,
  'no-lone-stage-type': noLoneStageType,
  'no-state-with-hiring-state': noStateWithHiringState,
  'valid-filter-values': validFilterValues,
};
export type RuleId = keyof typeof rules;
