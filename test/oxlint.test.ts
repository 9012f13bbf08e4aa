/**
 * oxlint runs the plugin through `jsPlugins` (the README recipe): on the example integration it must
 * report what ESLint reports, at the same places, and fix to the same text — also with the
 * type-checked preset, whose parser services oxlint does not provide.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import plugin from '../src/index.js';

const ROOT = join(import.meta.dirname, '..');
const EXAMPLE = join(ROOT, 'examples/recruiting-dashboard');
const OXLINT = join(ROOT, 'node_modules/.bin/oxlint');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The example's .oxlintrc.json (the README recipe, with oxlint's own rules off). */
const RECIPE = JSON.parse(readFileSync(join(EXAMPLE, '.oxlintrc.json'), 'utf8')) as { jsPlugins: string[]; rules: Record<string, string> };

/** A copy of the example with its .oxlintrc.json, the built plugin in place of the package name. */
function copyWithConfig(settings?: Record<string, unknown>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'hiring-migrate-oxlint-')));
  made.push(dir);
  cpSync(join(EXAMPLE, 'src'), join(dir, 'src'), { recursive: true });
  const config = {
    ...RECIPE,
    jsPlugins: RECIPE.jsPlugins.map((name) => (name === 'eslint-plugin-hiring-migrate' ? join(ROOT, 'dist/src/index.js') : name)),
    ...(settings ? { settings } : {}),
  };
  writeFileSync(join(dir, '.oxlintrc.json'), JSON.stringify(config, null, 2));
  return dir;
}

function oxlint(dir: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(OXLINT, ['-c', '.oxlintrc.json', ...args, 'src'], { cwd: dir, encoding: 'utf8', env: { ...process.env, HIRING_MIGRATE_TODAY: '2026-11-21' } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

interface OxDiagnostic {
  code: string;
  filename: string;
  labels: { span: { offset: number } }[];
}

/**
 * `file:line:column rule` for oxlint's JSON report. Its offsets count UTF-8 bytes, ESLint's columns
 * UTF-16 code units (`{app.candidateName} — {…}`): both are turned into the same line and column.
 */
function oxlintFindings(dir: string): string[] {
  const run = oxlint(dir, '-f', 'json');
  expect(run.stderr).not.toMatch(/Error|error:/);
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: OxDiagnostic[] };
  return diagnostics
    .map((d) => {
      const text = readFileSync(join(dir, d.filename), 'utf8');
      const before = Buffer.from(text).subarray(0, d.labels[0]!.span.offset).toString('utf8');
      const line = before.split('\n').length;
      const column = before.length - before.lastIndexOf('\n');
      return `${d.filename}:${line}:${column} ${d.code.replace(/^(.*)\((.*)\)$/, '$1/$2')}`;
    })
    .sort();
}

const eslintConfig: Linter.Config[] = [
  { ...plugin.configs.recommended, files: ['**/*.{js,jsx,ts,tsx}'], languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } } } as Linter.Config,
];

async function eslintFindings(dir: string): Promise<string[]> {
  const results = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: eslintConfig }).lintFiles(['src']);
  return results.flatMap((r) => r.messages.map((m) => `${relative(dir, r.filePath)}:${m.line}:${m.column} ${m.ruleId}`)).sort();
}

function sources(dir: string): Record<string, string> {
  const files = readdirSync(join(dir, 'src'), { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
  return Object.fromEntries(files.map((d) => join(d.parentPath, d.name)).map((f) => [relative(dir, f), readFileSync(f, 'utf8')]));
}

describe('oxlint with the plugin in jsPlugins', () => {
  it('the recipe turns on the recommended rules, in the example and in the README', () => {
    expect(RECIPE.jsPlugins).toEqual(['eslint-plugin-hiring-migrate']);
    expect(RECIPE.rules).toEqual(plugin.configs.recommended.rules);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = /```json\n\/\/ \.oxlintrc\.json\n([^]*?)```/.exec(readme)?.[1];
    expect(JSON.parse(block!)).toEqual({ jsPlugins: RECIPE.jsPlugins, rules: RECIPE.rules });
  });

  it('reports what ESLint reports, at the same lines and columns', async () => {
    const dir = copyWithConfig();
    const expected = await eslintFindings(dir);
    expect(expected.length).toBeGreaterThan(10);
    expect(oxlintFindings(dir)).toEqual(expected);
  });

  it('fixes to the same text as ESLint', async () => {
    const viaOxlint = copyWithConfig();
    oxlint(viaOxlint, '--fix');
    const viaEslint = copyWithConfig();
    const results = await new ESLint({ cwd: viaEslint, overrideConfigFile: true, overrideConfig: eslintConfig, fix: true }).lintFiles(['src']);
    await ESLint.outputFixes(results);
    const fixed = sources(viaOxlint);
    expect(fixed).toEqual(sources(viaEslint));
    expect(fixed).not.toEqual(sources(copyWithConfig()));
  });

  it('the type-checked preset falls back to file-local recognition instead of crashing', async () => {
    const dir = copyWithConfig({ 'hiring-migrate': { typeAware: true } });
    expect(oxlintFindings(dir)).toEqual(await eslintFindings(dir));
  });
});
