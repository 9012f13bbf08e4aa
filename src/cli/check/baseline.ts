/**
 * The ratchet: `check --baseline` records today's findings in ESLint's own bulk-suppressions file
 * (https://eslint.org/docs/latest/use/suppressions — `eslint-suppressions.json` in the working
 * directory, `{ "<file>": { "<rule>": { "count": n } } }`), and later runs fail only on what is new, or
 * on a record of a site that was fixed (so the baseline only shrinks, with `--prune-suppressions`).
 *
 * ESLint's Node API applies a suppressions file (`applySuppressions`) but neither writes one nor says
 * which records went unused, and ESLint's SuppressionsService is not exported; so this module follows
 * its algorithm (lib/services/suppressions-service.js, ESLint 9.24+) on our rules' entries only. The
 * entries of other rules in the same file are kept as they are, so `eslint --suppress-all` and
 * `hiring-migrate check --baseline` can share it.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { posix, relative, resolve, sep } from 'node:path';
import type { ESLint } from 'eslint';
import { UsageError } from '../io.js';
import { isOurRule } from './rule-id.js';

/** ESLint's default name, in the working directory. */
export const SUPPRESSIONS_FILE = 'eslint-suppressions.json';

type Suppressions = Record<string, Record<string, { count: number }>>;
type Message = ESLint.LintResult['messages'][number];

export type BaselineMode = 'record' | 'prune' | 'apply';

export interface BaselineOutcome {
  results: ESLint.LintResult[];
  /** Recorded findings that no longer occur (the record must be pruned). */
  unused: number;
  /** Recorded findings that still occur (suppressed in this run). */
  remaining: number;
  /** Files with recorded findings after this run. */
  files: number;
  /** For the summary. */
  location: string;
  mode: BaselineMode;
}

/**
 * Applies (or first records, or prunes) the suppressions file. Undefined when there is none and
 * nothing is asked: `check` then works as without a ratchet.
 */
export async function baseline(results: readonly ESLint.LintResult[], mode: BaselineMode, cwd: string, given?: string): Promise<BaselineOutcome | undefined> {
  const location = given ?? SUPPRESSIONS_FILE;
  const path = resolve(cwd, location);
  if (mode === 'apply' && !existsSync(path)) {
    if (given) throw new UsageError(`--suppressions-location ${given}: no such file; record one with --baseline.`);
    return undefined;
  }
  const relativeOf = (file: string): string => relative(cwd, file).split(sep).join(posix.sep);
  const all = await load(path);
  const ours = onlyOurs(all);
  if (mode === 'record') {
    for (const result of results) {
      // A checked file's records become its findings of today (`eslint --suppress-all` would also keep
      // stale records of rules that no longer report in it).
      const counts = Object.entries(countByRule(result.messages));
      const file = relativeOf(result.filePath);
      if (counts.length) ours[file] = Object.fromEntries(counts.map(([rule, count]) => [rule, { count }]));
      else delete ours[file];
    }
  }
  let applied = apply(results, ours, relativeOf);
  if (mode === 'prune') {
    for (const [file, rules] of Object.entries(applied.unused)) {
      for (const [rule, { count }] of Object.entries(rules)) {
        const record = ours[file]?.[rule];
        if (!record) continue;
        if (record.count === count) delete ours[file]![rule];
        else record.count -= count;
      }
      if (ours[file] && Object.keys(ours[file]).length === 0) delete ours[file];
    }
    for (const file of Object.keys(ours)) if (!existsSync(resolve(cwd, file))) delete ours[file];
    applied = apply(results, ours, relativeOf);
  }
  if (mode !== 'apply') await save(path, merge(all, ours));
  const total = (s: Suppressions): number => Object.values(s).reduce((n, rules) => n + Object.values(rules).reduce((m, r) => m + r.count, 0), 0);
  const unused = total(applied.unused);
  return { results: applied.results, unused, remaining: total(ours) - unused, files: Object.keys(ours).length, location, mode };
}

/** `hiring-migrate: 12 recorded findings remain in eslint-suppressions.json (3 files); …` */
export function describeBaseline(outcome: BaselineOutcome): string {
  const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
  const lines: string[] = [];
  if (outcome.mode === 'record') lines.push(`hiring-migrate: recorded the findings of today in ${outcome.location}; from now on, check fails only on new ones.`);
  if (outcome.mode === 'prune') lines.push(`hiring-migrate: pruned ${outcome.location} to the findings that remain.`);
  lines.push(`hiring-migrate: ${plural(outcome.remaining, 'recorded finding')} remain in ${outcome.location} (${plural(outcome.files, 'file')}).`);
  if (outcome.unused > 0)
    lines.push(
      `hiring-migrate: ${plural(outcome.unused, 'recorded finding')} no longer ${outcome.unused === 1 ? 'occurs' : 'occur'}: the baseline only shrinks, so run \`hiring-migrate check --prune-suppressions\` and commit ${outcome.location}.`,
    );
  return `${lines.join('\n')}\n`;
}

/** ESLint's applySuppressions: a rule's messages in a file are suppressed while they are no more than recorded. */
function apply(results: readonly ESLint.LintResult[], suppressions: Suppressions, relativeOf: (file: string) => string): { results: ESLint.LintResult[]; unused: Suppressions } {
  const unused: Suppressions = {};
  const out = results.map((result) => {
    const records = suppressions[relativeOf(result.filePath)];
    if (!records) return result;
    const file = relativeOf(result.filePath);
    const counts = countByRule(result.messages);
    const suppressed = new Set<string>();
    for (const [rule, count] of Object.entries(counts)) {
      const recorded = records[rule]?.count;
      if (recorded === undefined) continue;
      if (count <= recorded) suppressed.add(rule);
      if (count < recorded) (unused[file] ??= {})[rule] = { count: recorded - count };
    }
    for (const [rule, record] of Object.entries(records)) if (!counts[rule]) (unused[file] ??= {})[rule] = { count: record.count };
    if (suppressed.size === 0) return result;
    const keep = (m: Message): boolean => !(m.ruleId && suppressed.has(m.ruleId));
    const messages = result.messages.filter(keep);
    const moved = result.messages.filter((m) => !keep(m)).map((m) => ({ ...m, suppressions: [{ kind: 'file', justification: '' }] }));
    const count = (severity: number, fixable = false): number => messages.filter((m) => m.severity === severity && (!fixable || m.fix)).length;
    return {
      ...result,
      messages,
      suppressedMessages: [...result.suppressedMessages, ...moved] as ESLint.LintResult['suppressedMessages'],
      errorCount: count(2),
      warningCount: count(1),
      fixableErrorCount: count(2, true),
      fixableWarningCount: count(1, true),
      fatalErrorCount: messages.filter((m) => m.fatal).length,
    };
  });
  return { results: out, unused };
}

/** As ESLint counts: errors of a rule (warnings are never recorded). */
function countByRule(messages: readonly Message[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const m of messages) if (m.severity === 2 && m.ruleId) counts[m.ruleId] = (counts[m.ruleId] ?? 0) + 1;
  return counts;
}

function onlyOurs(all: Suppressions): Suppressions {
  const ours: Suppressions = {};
  for (const [file, rules] of Object.entries(all))
    for (const [rule, record] of Object.entries(rules)) if (isOurRule(rule)) (ours[file] ??= {})[rule] = { count: record.count };
  return ours;
}

/** Other rules' records as they were, ours as they are now. */
function merge(all: Suppressions, ours: Suppressions): Suppressions {
  const merged: Suppressions = {};
  for (const [file, rules] of Object.entries(all))
    for (const [rule, record] of Object.entries(rules)) if (!isOurRule(rule)) (merged[file] ??= {})[rule] = record;
  for (const [file, rules] of Object.entries(ours)) for (const [rule, record] of Object.entries(rules)) (merged[file] ??= {})[rule] = record;
  return merged;
}

async function load(path: string): Promise<Suppressions> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    return JSON.parse(text) as Suppressions;
  } catch {
    throw new UsageError(`${path}: not a suppressions file (invalid JSON).`);
  }
}

/** As ESLint writes it: keys sorted, two spaces (json-stable-stringify), no final newline. */
async function save(path: string, suppressions: Suppressions): Promise<void> {
  await writeFile(path, JSON.stringify(sortKeys(suppressions), null, 2));
}

function sortKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}
