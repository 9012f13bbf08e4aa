/**
 * Presets derived from rule metadata — never hand-listed: a rule is in `recommended` because its
 * `meta.docs.recommended` says so.
 */
import type { TSESLint } from '@typescript-eslint/utils';
import { PLUGIN_PREFIX } from '../plugin/meta.js';
import { SETTINGS_KEY } from '../plugin/settings.js';

type AnyRule = { meta: { docs?: { recommended?: unknown } } };

export function recommendedRules(rules: Record<string, AnyRule>): Record<string, 'error'> {
  return Object.fromEntries(
    Object.entries(rules)
      .filter(([, rule]) => rule.meta.docs?.recommended)
      .map(([id]) => [`${PLUGIN_PREFIX}/${id}`, 'error' as const]),
  );
}

export function buildConfigs(plugin: TSESLint.FlatConfig.Plugin, rules: Record<string, AnyRule>) {
  const recommended = {
    name: `${PLUGIN_PREFIX}/recommended`,
    plugins: { [PLUGIN_PREFIX]: plugin },
    rules: recommendedRules(rules),
  } satisfies TSESLint.FlatConfig.Config;
  return {
    /** Flat config (ESLint 9 and 10). */
    recommended,
    /** Flat config that also recognizes applications by their TypeScript types (needs typed linting). */
    'recommended-type-checked': {
      ...recommended,
      name: `${PLUGIN_PREFIX}/recommended-type-checked`,
      settings: { [SETTINGS_KEY]: { typeAware: true } },
    },
    /** eslintrc config for ESLint 9 with ESLINT_USE_FLAT_CONFIG=false: `extends: ['plugin:hiring-migrate/legacy-recommended']`. */
    'legacy-recommended': {
      plugins: [PLUGIN_PREFIX],
      rules: recommendedRules(rules),
    },
  };
}
