/**
 * ESLint options module for `check` (https://eslint.org/docs/latest/integrate/nodejs-api#-eslintfromoptionsmoduleoptionsurl).
 * With `concurrency`, ESLint 10 lints on worker threads, and each thread imports this module to get
 * options it could not be sent (plugin objects, the parser). The run's `CheckSpec` travels as JSON in
 * this module's URL query, so every run (and every thread) imports its own instance:
 *   file:///…/options-module.js?spec=%7B%22cwd%22%3A…%7D
 */
import { eslintOptions, type CheckSpec } from './eslint-options.js';

const spec = JSON.parse(new URL(import.meta.url).searchParams.get('spec') ?? 'null') as CheckSpec | null;
if (!spec) throw new Error('options-module.js must be imported with a ?spec=<json> query');

export default eslintOptions(spec);

