/**
 * The generated corpus (test/support/combinations.ts): request styles × ways of building the filter ×
 * ways a record travels and is read × TypeScript and JavaScript, chosen pairwise. Every legacy use a
 * template marks must be found by the rule it names, on its line, and nothing else: the look-alikes
 * in every file stay silent. The codemod's output must parse, lint clean (but for sites it marked
 * with a TODO), and come back unchanged from a second run.
 *
 * A combination the product gets wrong today is listed in KNOWN_GAPS with what happens instead, and
 * the test holds it to exactly that: when a gap closes the test fails, and its entry goes.
 */
import { describe, expect, it } from 'vitest';
import { migrateSource, parse } from '../src/codemod/index.js';
import { coveredPairs, DIMENSIONS, FILTER_BUILDS, generate, LANGS, lookalikeText, RECORD_READS, REQUEST_STYLES, type GeneratedFile } from './support/combinations.js';
import { lint } from './support/lint.js';
import { compare, expectedFindings } from './support/markers.js';

interface Gap {
  /** Why, in a few words; the report groups gaps by it. */
  cause: string;
  /** Expected findings the rules do not produce today, as `rule-id@text of the line`. */
  missing: string[];
}

/** Combination key (`request|filter|record|lang`) → what the product does today. None at present. */
const KNOWN_GAPS: Record<string, Gap> = {};

const files = generate();
const sizes = `${REQUEST_STYLES.length} request styles × ${FILTER_BUILDS.length} filter builds × ${RECORD_READS.length} record reads × ${LANGS.length} languages`;

function findings(file: GeneratedFile, text = file.text): string[] {
  const messages = lint(text, file.filename);
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => `${m.line}:${m.ruleId!.replace('hiring-migrate/', '')}`).sort(compare);
}

/** The findings a file must produce today: its markers, less the ones a known gap misses. */
function expectedToday(file: GeneratedFile): string[] {
  const lines = file.text.split('\n');
  const missing = [...(KNOWN_GAPS[file.key]?.missing ?? [])];
  return expectedFindings(file.text).filter((finding) => {
    const [line, rule] = finding.split(':') as [string, string];
    const at = missing.findIndex((m) => {
      const [id, snippet] = m.split(/@(.*)/s) as [string, string];
      return id === rule && lines[Number(line) - 1]!.includes(snippet);
    });
    if (at < 0) return true;
    missing.splice(at, 1);
    return false;
  });
}

describe('the generator', () => {
  it(`is deterministic and covers every pair of dimension values (${files.length} files; ${sizes})`, () => {
    expect(generate().map((f) => f.text)).toEqual(files.map((f) => f.text));
    expect(new Set(files.map((f) => f.key)).size).toBe(files.length);
    const pairs = coveredPairs(files.map((f) => f.combination));
    const values = Object.values(DIMENSIONS);
    for (let a = 0; a < values.length; a++)
      for (let b = a + 1; b < values.length; b++)
        for (const x of values[a]!) for (const y of values[b]!) expect(pairs.has(`${a}=${x}|${b}=${y}`), `${x} with ${y}`).toBe(true);
    // Far fewer than the full cross product, which would be slow.
    expect(files.length).toBeLessThan(values.reduce((n, v) => n * v.length, 1) / 8);
  });

  it('marks at least one legacy use of each kind in every file', () => {
    for (const file of files) {
      const rules = new Set(expectedFindings(file.text).map((f) => f.split(':')[1]));
      expect(rules.has('no-legacy-state-filter'), file.key).toBe(true);
      expect(rules.has('no-legacy-state-field') || rules.has('no-current-stage'), file.key).toBe(true);
    }
  });

  it('every known gap names a generated combination and a marker it misses', () => {
    const keys = new Set(files.map((f) => f.key));
    for (const [key, gap] of Object.entries(KNOWN_GAPS)) {
      expect(keys.has(key), key).toBe(true);
      const file = files.find((f) => f.key === key)!;
      expect(expectedToday(file).length, key).toBe(expectedFindings(file.text).length - gap.missing.length);
    }
  });
});

describe(`the rules on ${files.length} generated files: every marked legacy use, and no look-alike`, () => {
  it.each(files.map((f) => [f.key, f] as const))('%s', (_key, file) => {
    expect(findings(file)).toEqual(expectedToday(file));
  });
});

describe(`the codemod on ${files.length} generated files: parses, lints clean but for its TODOs, idempotent`, () => {
  it.each(files.map((f) => [f.key, f] as const))('%s', (_key, file) => {
    const result = migrateSource(file.text, file.filename);
    expect(result.error).toBeUndefined();
    expect(result.changed).toBe(true);
    expect(() => parse(result.output, file.filename)).not.toThrow();
    // The look-alikes come back byte for byte.
    expect(result.output).toContain(lookalikeText(file.combination));

    // Left over: only sites marked with a TODO, and only the rules the codemod counted as TODOs.
    const lines = result.output.split('\n');
    for (const finding of findings(file, result.output)) {
      const [line, rule] = finding.split(':') as [string, string];
      if (rule === 'no-migration-todo') continue;
      expect(Object.keys(result.todos), finding).toContain(rule);
      const above = lines.slice(Math.max(0, Number(line) - 9), Number(line) - 1);
      expect(above.some((l) => l.includes('TODO(hiring-migrate)')), finding).toBe(true);
    }
    // Where the equivalence table decides, nothing is left for a person.
    if (file.combination.filter.decided) expect(result.todos['no-legacy-state-filter'], file.key).toBeUndefined();

    // A use the rules miss today stays in the output as it was.
    for (const missing of KNOWN_GAPS[file.key]?.missing ?? []) expect(result.output).toContain(missing.split(/@(.*)/s)[1]);

    expect(migrateSource(result.output, file.filename).changed).toBe(false);
  });
});
