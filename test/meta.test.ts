/** Keeps the set whole: names alike, docs and tests for every rule, presets derived from metadata. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { parseForESLint } from '@typescript-eslint/parser';
import { SourceCode } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';
import { LEGACY_STATES } from '../src/migration/index.js';

const root = new URL('../', import.meta.url);
const ruleIds = Object.keys(plugin.rules);

describe('plugin meta', () => {
  it('names itself and its version from package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { name: string; version: string };
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

  describe('create', () => {
    /** What ESLint hands a rule's `create`: the parsed file, its settings and the rule's options. */
    function contextOf(text: string, options: unknown[] = []) {
      const { ast, scopeManager, visitorKeys, services } = parseForESLint(text, { ecmaFeatures: { jsx: true }, range: true, loc: true, tokens: true, comment: true });
      const sourceCode = new SourceCode({ text, ast: ast as never, scopeManager: scopeManager as never, visitorKeys: visitorKeys as never, parserServices: services });
      const reports: unknown[] = [];
      return { context: { sourceCode, settings: { 'hiring-migrate': { today: '2026-11-21' } }, options, filename: 'file.tsx', id: 'x', report: (r: unknown) => reports.push(r) }, reports };
    }
    const create = (id: string, context: unknown) => plugin.rules[id as keyof typeof plugin.rules].create(context as never);

    it.each(ruleIds)('%s registers no listener on a file it cannot report on', (id) => {
      const { context } = contextOf(`const [state, setState] = useState('open');\nexport const View = () => <p>{state}</p>;\n`);
      expect(create(id, context)).toEqual({});
    });

    it('registers its listener where it has findings, and only there', () => {
      const text = `const res = await fetch('/v2/applications?state=SCREENING');\nconst [app] = await res.json();\nconsole.log(app.currentStage.name);\n`;
      const listening = ruleIds.filter((id) => Object.keys(create(id, contextOf(text).context)).length > 0);
      expect(listening.sort()).toEqual(['no-current-stage', 'no-legacy-state-filter']);
    });

    it('merges configured options with the defaults, and keeps them per file', () => {
      const text = `async function load() {\n  const apps = await listApplications({ state: 'QUALIFIED' });\n  return apps;\n}\n`;
      expect(create('no-legacy-state-filter', contextOf(text).context)).toEqual({});
      const configured = contextOf(text, [{ wrappers: ['listApplications'] }]);
      (create('no-legacy-state-filter', configured.context) as { Program: () => void }).Program();
      expect(configured.reports).toHaveLength(1);
      expect(create('no-legacy-state-filter', contextOf(text).context)).toEqual({});
    });
  });
});
