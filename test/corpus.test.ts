/**
 * The fixture corpus: integrations written the way different teams write them (every expected
 * finding marked in a comment) and real-world code full of unrelated `state` that must stay silent.
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';
import { lint } from './support/lint.js';
import { compare, expectedFindings } from './support/markers.js';

const ROOT = new URL('../fixtures/corpus/', import.meta.url).pathname;
const SETTINGS = { wrappers: ['listApplications'] };
const ours = new Set(Object.keys(plugin.rules));

function files(kind: 'positive' | 'negative'): string[] {
  return globSync(`${kind}/**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}`, { cwd: ROOT }).sort();
}

function findings(file: string): string[] {
  const text = readFileSync(ROOT + file, 'utf8');
  const messages = lint(text, file, SETTINGS);
  const fatal = messages.filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return messages.map((m) => `${m.line}:${m.ruleId!.replace('hiring-migrate/', '')}`).sort(compare);
}

describe('positive corpus: every marked finding and nothing else', () => {
  it.each(files('positive'))('%s', (file) => {
    const text = readFileSync(ROOT + file, 'utf8');
    const expected = expectedFindings(text).filter((f) => ours.has(f.split(':')[1]!));
    expect(findings(file)).toEqual(expected);
  });
});

describe('negative corpus: real-world code that must stay silent', () => {
  it.each(files('negative'))('%s', (file) => {
    expect(findings(file)).toEqual([]);
  });
});
