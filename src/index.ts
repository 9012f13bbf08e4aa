/**
 * eslint-plugin-hiring-migrate: flags every use of the hiring service's interface that was removed
 * on 2026-11-01 (the `state` filter and field, the `currentStage` object) and fixes it where the
 * rewrite keeps behaviour.
 */
import type { TSESLint } from '@typescript-eslint/utils';
import { rules } from '../rules/index.js';
import { buildConfigs } from './configs/index.js';
import { PLUGIN_NAME, PLUGIN_VERSION } from './plugin/meta.js';

const plugin = {
  meta: { name: PLUGIN_NAME, version: PLUGIN_VERSION },
  rules,
  configs: {} as ReturnType<typeof buildConfigs>,
};
plugin.configs = buildConfigs(plugin as unknown as TSESLint.FlatConfig.Plugin, rules);

export default plugin;
export { rules };
export type { RuleId } from '../rules/index.js';
