/** Options both commands take, defined once so `check` and `fix` read them the same way. */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Options } from 'yargs';
import { UsageError, type Io } from './io.js';

export const sharedOptions = {
  today: {
    type: 'string',
    describe: 'Date (YYYY-MM-DD) to count "removed N days ago" from; default: $HIRING_MIGRATE_TODAY or today',
  },
  wrapper: {
    type: 'string',
    array: true,
    describe: 'Your own function that calls GET /v2/applications with its filter argument (repeatable; name or name:argIndex)',
  },
  project: {
    type: 'string',
    describe: 'tsconfig.json/jsconfig.json for type-aware, whole-project recognition (default: the one at the root of the first path, if any)',
  },
  'file-local': { type: 'boolean', describe: 'Analyse each file on its own, even where a tsconfig.json is found' },
  concurrency: { type: 'string', default: 'auto', describe: 'Worker threads: a number, "auto" (one per core, at most 4) or "off"' },
  debug: { type: 'boolean', describe: 'Show stack traces of internal errors' },
} as const satisfies Record<string, Options>;

/**
 * The paths of a command line: the positional ones, then everything after `--`, in order; the current
 * directory only when there are none at all. (A default on the positional itself would be used for
 * `fix -- a.ts`, whose paths all come after `--`, and rewrite the whole current directory.)
 */
export function pathsOf(argv: { paths?: readonly (string | number)[] | undefined; '--'?: readonly (string | number)[] | undefined }): string[] {
  const paths = [...(argv.paths ?? []), ...(argv['--'] ?? [])].map(String);
  return paths.length ? paths : ['.'];
}

export interface Wrapper {
  name: string;
  argument?: number;
  /** Set for wrappers found in a loaded project: `file:offset` of the declaration's name. */
  declaration?: string;
}

/** `--wrapper listApplications` or `--wrapper api.list:1` (the filter is argument 1). */
export function parseWrappers(values: readonly string[] | undefined): Wrapper[] {
  return (values ?? []).map((value) => {
    const match = /^([\w$.]+)(?::(\d+))?$/.exec(value);
    if (!match) throw new UsageError(`--wrapper ${JSON.stringify(value)}: expected a function name, optionally followed by :argumentIndex.`);
    return match[2] === undefined ? { name: match[1]! } : { name: match[1]!, argument: Number(match[2]) };
  });
}

/** Validates `--today`, falling back to $HIRING_MIGRATE_TODAY (which the rules honour too). */
export function parseToday(value: string | undefined, io: Io): string | undefined {
  const today = value ?? io.env.HIRING_MIGRATE_TODAY;
  if (today === undefined) return undefined;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(today) ? Date.parse(`${today}T00:00:00Z`) : NaN;
  // Round-trip so 2026-02-30 is refused rather than read as March 2.
  const ok = !Number.isNaN(time) && new Date(time).toISOString().startsWith(today);
  if (!ok) throw new UsageError(`--today ${JSON.stringify(today)}: expected a date as YYYY-MM-DD.`);
  return today;
}

export function parseProject(value: string | undefined, io: Io): string | undefined {
  if (value === undefined) return undefined;
  const path = resolve(io.cwd, value);
  if (!existsSync(path) || !statSync(path).isFile()) throw new UsageError(`--project ${value}: no such file.`);
  return path;
}

export type Concurrency = number | 'auto' | 'off';

export function parseConcurrency(value: string): Concurrency {
  if (value === 'auto' || value === 'off') return value;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--concurrency ${value}: expected a positive number, "auto" or "off".`);
  return n;
}
