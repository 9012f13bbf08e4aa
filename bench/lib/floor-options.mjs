// ESLint options module (ESLint.fromOptionsModule) for the floor runs with worker threads: the parser
// and plugin objects cannot be sent to ESLint's threads, so each thread imports this module.
//   file:///…/floor-options.mjs?cwd=/tmp/x&rules=none&concurrency=2
import { eslintOptions } from './eslint-bench.mjs';

const q = new URL(import.meta.url).searchParams;
const concurrency = q.get('concurrency') ?? 'off';
export default eslintOptions({
  cwd: q.get('cwd') ?? process.cwd(),
  rules: q.get('rules') ?? 'none',
  concurrency: /^\d+$/.test(concurrency) ? Number(concurrency) : concurrency,
});
