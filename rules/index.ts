/** Every rule of the plugin, by id. Presets, docs checks and the CLI read this registry. */
import noCurrentStage from './no-current-stage.js';
import noLegacyStateField from './no-legacy-state-field.js';
import noLegacyStateFilter from './no-legacy-state-filter.js';
import noMigrationTodo from './no-migration-todo.js';
import noLoneStageType from './no-lone-stage-type.js';
import noPrivateNoteWrite from './no-private-note-write.js';
import noReplyIsPrivate from './no-reply-is-private.js';
import noScorecardPagination from './no-scorecard-pagination.js';
import noStateWithHiringState from './no-state-with-hiring-state.js';
import validFilterValues from './valid-filter-values.js';

export const rules = {
  'no-legacy-state-filter': noLegacyStateFilter,
  'no-legacy-state-field': noLegacyStateField,
  'no-current-stage': noCurrentStage,
  'no-lone-stage-type': noLoneStageType,
  'no-state-with-hiring-state': noStateWithHiringState,
  'valid-filter-values': validFilterValues,
  'no-migration-todo': noMigrationTodo,
  'no-private-note-write': noPrivateNoteWrite,
  'no-reply-is-private': noReplyIsPrivate,
  'no-scorecard-pagination': noScorecardPagination,
};
export type RuleId = keyof typeof rules;
