/**
 * The silent traps: marks, never rewrites, `isPrivate` sent to the note endpoints (the note will not
 * be private), `isPrivate` read on replies (always undefined), and paging or 404-as-empty around the
 * unpaginated scorecard list. Each site gets one `// TODO(hiring-migrate): …` comment; a privacy intent
 * is never deleted silently. (Literal first-page parameters such as `page=1`, which ask for exactly
 * what the request gets, are dropped.)
 *
 * Usage: npx jscodeshift --parser=tsx --extensions=ts,tsx,js,jsx,mjs,cjs,mts,cts -t transforms/mark-silent-traps.ts src/
 */
import type { API, FileInfo, Options } from 'jscodeshift';
import { runTransform } from 'eslint-plugin-hiring-migrate/codemod';

export const rules = ['no-private-note-write', 'no-reply-is-private', 'no-scorecard-pagination'] as const;

export const parser = 'tsx';

export default function transformer(file: FileInfo, api: API, options: Options): string | undefined {
  return runTransform(file, api, options, rules);
}
