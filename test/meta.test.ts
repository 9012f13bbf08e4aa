/** Keeps the set whole: names alike, docs and tests for every rule, presets derived from metadata. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';
import { LEGACY_STATES } from '../src/migration/index.js';

const root = new URL('../', import.meta.url);
const ruleIds = Object.keys(plugin.rules);

describe('plugin meta', () => {
  it('names itself and its version from package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    expect(plugin.meta).toEqual({ name: pkg.name, version: pkg.version });
  });

  it('has one rule file, doc and test per rule, named alike, and no strays', () => {
    const files = readdirSync(new URL('rules/', root)).filter((f) => f !== 'index.ts');
    const expected = ruleIds.flatMap((id) => [`${id}.md`, `${id}.ts`]).sort();
    expect(files.sort()).toEqual(expected);
    for (const id of ruleIds) expect(existsSync(new URL(`test/rules/${id}.test.ts`, root)), id).toBe(true);
  });

  it.each(ruleIds)('%s: docs url, description and messages as sentences', (id) => {
    const rule = plugin.rules[id as keyof typeof plugin.rules];
    expect(rule.meta.docs?.url).toMatch(new RegExp(`/blob/main/rules/${id}\\.md$`));
    expect(rule.meta.docs?.description).toMatch(/^[A-Z].*\.$/);
    for (const message of Object.values(rule.meta.messages)) expect(message).toMatch(/^[A-Z'`].*\.$/s);
  });

  it('recommended holds exactly the rules marked recommended, flat and legacy alike', () => {
    const marked = ruleIds.filter((id) => plugin.rules[id as keyof typeof plugin.rules].meta.docs?.recommended);
    const expected = Object.fromEntries(marked.map((id) => [`hiring-migrate/${id}`, 'error']));
    expect(plugin.configs.recommended.rules).toEqual(expected);
    expect(plugin.configs['legacy-recommended'].rules).toEqual(expected);
    expect(plugin.configs.recommended.plugins['hiring-migrate']).toBe(plugin);
    expect(plugin.configs['recommended-type-checked'].settings).toEqual({ 'hiring-migrate': { typeAware: true } });
  });

  it('every legacy value of the table is exercised by some rule test', () => {
    const tests = readdirSync(new URL('test/rules/', root)).map((f) => readFileSync(new URL(`test/rules/${f}`, root), 'utf8')).join('\n');
    for (const value of LEGACY_STATES) expect(tests, value).toMatch(new RegExp(`state[=:'" ]+['"]?${value}`));
  });
});
