/**
 * The ESLint options of a `check` run, built from a plain, cloneable description (`CheckSpec`).
 * They hold the plugin object and the parser, which cannot cross to ESLint's worker threads, so ESLint
 * loads them from an options module instead (see options-module.ts).
 */
import { dirname, resolve } from 'node:path';
import ts from '../../typescript.cjs';
import { takeKeptParse } from '../../typed/wrappers.js';
import tsParser from '@typescript-eslint/parser';
import type { ESLint, Linter } from 'eslint';
import plugin from '../../index.js';
import { PLUGIN_PREFIX } from '../../plugin/meta.js';
import { SETTINGS_KEY } from '../../plugin/settings.js';
import { SOURCE_EXTENSIONS } from '../files.js';
import { isOurRule } from './rule-id.js';
import { registeredProgram } from '../project.js';
import { SCOPE_LIB } from '../../matchers/scope.js';
import type { Wrapper } from '../shared-options.js';
import { componentConfigs, componentGlobs } from '../../sfc/eslint-configs.js';
import type { ComponentKind } from '../../sfc/components.js';

export interface CheckSpec {
  /** ESLint's base directory: files outside it would be ignored, so it holds every checked file. */
  cwd: string;
  /** The user's flat config file (`--config`); without it we need no config of theirs. */
  configFile?: string;
  /** `--project`: typed linting. */
  project?: string;
  today?: string;
  wrappers?: Wrapper[];
  /**
   * The user's config loads its own copy of our plugin (ESLint refuses two objects under one name):
   * use theirs rather than ours.
   */
  pluginFromConfig?: boolean;
  cache: boolean;
  cacheLocation: string;
  concurrency: number | 'auto' | 'off';
  /** Kinds of single-file component among the files: their parsers load only then. */
  components?: ComponentKind[];
  /** The files of the run that may make demands on the modules they import (see engine/demands). */
  importers?: string[];
}

export const FILE_GLOBS = SOURCE_EXTENSIONS.map((ext) => `**/*${ext}`);

export { isOurRule };

export function eslintOptions(spec: CheckSpec): ESLint.Options {
  const files = [...FILE_GLOBS, ...componentGlobs(spec.components ?? [])];
  const ours: Linter.Config = {
    name: 'hiring-migrate/check',
    files,
    languageOptions: {
      parser: tsParser,
      // Only our rules run here, and they need no standard-library globals (see SCOPE_LIB).
      parserOptions: { ecmaFeatures: { jsx: true }, lib: SCOPE_LIB },
    },
    // A disable comment left over for a rule we do not run is none of this tool's business.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    ...(spec.pluginFromConfig ? {} : { plugins: { [PLUGIN_PREFIX]: plugin as unknown as ESLint.Plugin } }),
    rules: plugin.configs.recommended.rules,
  };
  const ownSettings = {
    ...(spec.today ? { today: spec.today } : {}),
    ...(spec.wrappers?.length ? { wrappers: spec.wrappers } : {}),
    ...(spec.importers?.length ? { importers: spec.importers } : {}),
  };
  const settings: Linter.Config[] = Object.keys(ownSettings).length
    ? [{ name: 'hiring-migrate/cli-settings', files, settings: { [SETTINGS_KEY]: ownSettings } }]
    : [];
  if (spec.project) settings.push(typedConfig(spec.project, ownSettings));
  const common: ESLint.Options = {
    cwd: spec.cwd,
    // We pass exact file names: `pages/[id].tsx` must not be read as a glob.
    globInputPaths: false,
    errorOnUnmatchedPattern: false,
    warnIgnored: false,
    cache: spec.cache,
    cacheLocation: spec.cacheLocation,
    cacheStrategy: 'content',
    concurrency: spec.concurrency,
  };
  // .vue and .svelte files: parsed by their ecosystem's parser (the rules see it, see src/sfc).
  const components = componentConfigs(spec.components ?? []);
  if (!spec.configFile) return { ...common, overrideConfigFile: true, overrideConfig: [ours, ...components, ...settings] };
  // Inside the user's config, ours goes first (baseConfig) so their severities and options for our
  // rules win, and only our rules run: their other rules are theirs to run with `eslint`.
  return {
    ...common,
    overrideConfigFile: spec.configFile,
    baseConfig: [ours, ...components],
    overrideConfig: settings,
    ruleFilter: ({ ruleId }) => isOurRule(ruleId),
  };
}

/** The URL of the options module (options-module.ts) that rebuilds these options from `spec`. */
export function optionsModuleUrl(spec: CheckSpec): URL {
  const url = new URL('./options-module.js', import.meta.url);
  url.search = new URLSearchParams({ spec: JSON.stringify(spec) }).toString();
  return url;
}

/** The parser, except for the files wrapper discovery has already parsed with the same program. */
function keptParseFirst(program: ts.Program): Linter.Parser {
  return {
    meta: { name: 'hiring-migrate/project-parser' },
    parseForESLint: (code: string, options: Record<string, unknown>) =>
      takeKeptParse(program, code, resolve(String(options.filePath))) ?? tsParser.parseForESLint(code, options),
  } as unknown as Linter.Parser;
}

/**
 * Typed linting for the files of the project only: a file outside the tsconfig's file list (a
 * script, a config file) is linted file-locally instead of failing to parse.
 */
function typedConfig(project: string, ownSettings: Record<string, unknown>): Linter.Config {
  const program = registeredProgram(project);
  const parsed = ts.getParsedCommandLineOfConfigFile(project, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const files = new Set((parsed?.fileNames ?? []).map((file) => resolve(file)));
  return {
    name: 'hiring-migrate/cli-project',
    files: [(file: string) => files.has(resolve(file))] as unknown as string[],
    languageOptions: program
      ? { parser: keptParseFirst(program as ts.Program), parserOptions: { programs: [program] } }
      : { parserOptions: { project, tsconfigRootDir: dirname(project) } },
    settings: { [SETTINGS_KEY]: { ...ownSettings, typeAware: true } },
  };
}
