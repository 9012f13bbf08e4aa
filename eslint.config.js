// Lints the bundled example integration with the plugin, as a user's flat config would:
//   npx eslint examples/
import tsParser from '@typescript-eslint/parser';
import hiringMigrate from 'eslint-plugin-hiring-migrate';

export default [
  { ignores: ['dist/', 'bench/.corpus/', 'bench/.out/', 'fixtures/', 'coverage/'] },
  {
    ...hiringMigrate.configs.recommended,
    files: ['examples/**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
];
