// Two jobs in one flat config:
// - the bundled example integration is linted with the plugin, as a user's flat config would
//   (`npm run lint:examples`, i.e. `npx eslint examples/`);
// - the project's own sources are linted with typescript-eslint's type-checked recommended set and
//   the rule modules with eslint-plugin-eslint-plugin's recommended set (`npm run lint`).
import { defineConfig } from 'eslint/config';
import eslintPlugin from 'eslint-plugin-eslint-plugin';
import tsParser from '@typescript-eslint/parser';
import tseslint from 'typescript-eslint';
import hiringMigrate from 'eslint-plugin-hiring-migrate';

const OWN = ['src', 'rules', 'transforms', 'test', 'bench'];
const own = (extensions) => OWN.map((dir) => `${dir}/**/*.${extensions}`);

export default defineConfig([
  { ignores: ['dist/', 'bench/.corpus/', 'bench/.out/', 'fixtures/', 'coverage/'] },
  {
    ...hiringMigrate.configs.recommended,
    files: ['examples/**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    files: own('{ts,mts,cts,js,mjs,cjs}'),
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // The engine compares `node.type` with string literals ('CallExpression') throughout; the
      // strings are exactly the AST_NODE_TYPES enum's values and tsc narrows on them.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // Destructuring a key away (`const { flag: _ignored, ...rest } = body`) is how a copy without it is made.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // The scripts (benches, test hooks and drivers) are plain JavaScript outside tsconfig.json:
    // linted without type information.
    files: own('{js,mjs,cjs}'),
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // vitest's asymmetric matchers (expect.any, expect.stringContaining, ...) are typed `any` by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['rules/*.ts', 'test/rules/*.ts'],
    extends: [eslintPlugin.configs.recommended],
    rules: {
      // Every rule reports through the shared reportFindings (src/plugin/report.ts), which attaches
      // the suggestions; the rule cannot see them in its own module.
      'eslint-plugin/require-meta-has-suggestions': 'off',
    },
  },
]);
