/**
 * Every migration of the removal in one run (the transform `hiring-migrate fix` runs).
 *
 * Usage: npx jscodeshift --parser=tsx --extensions=ts,tsx,js,jsx,mjs,cjs,mts,cts -t transforms/migrate-all.ts src/
 */
import type { API, FileInfo, Options } from 'jscodeshift';
import { runTransform } from 'eslint-plugin-hiring-migrate/codemod';

export const rules = undefined;

export const parser = 'tsx';

export default function transformer(file: FileInfo, api: API, options: Options): string | undefined {
  return runTransform(file, api, options, rules);
}
