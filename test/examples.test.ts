/**
 * The bundled example: `npx eslint examples/` with the repository's flat config reports every
 * legacy use there and nothing else; `--fix` output type-checks; a second `--fix` changes nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { globSync } from 'tinyglobby';
import { lintConfig } from './support/lint.js';

const repo = new URL('../', import.meta.url).pathname;

/** Every finding in examples/, by hand: file:line:column rule. */
const EXPECTED = [
  'recruiting-dashboard/src/api/hiringClient.ts:12:22 no-legacy-state-filter',
  'recruiting-dashboard/src/api/hiringClient.ts:18:74 no-legacy-state-filter',
  'recruiting-dashboard/src/api/hiringClient.ts:26:3 no-legacy-state-filter',
  'recruiting-dashboard/src/api/hiringClient.ts:37:14 no-legacy-state-field',
  'recruiting-dashboard/src/api/hiringClient.ts:37:43 no-current-stage',
  'recruiting-dashboard/src/api/notes.js:8:40 no-private-note-write',
  'recruiting-dashboard/src/api/notes.js:15:7 no-scorecard-pagination',
  'recruiting-dashboard/src/api/types.ts:12:3 no-legacy-state-field',
  'recruiting-dashboard/src/api/types.ts:13:3 no-current-stage',
  'recruiting-dashboard/src/components/ApplicationList.jsx:8:55 no-legacy-state-filter',
  'recruiting-dashboard/src/components/ApplicationList.jsx:21:41 no-legacy-state-field',
  'recruiting-dashboard/src/components/ApplicationList.jsx:22:38 no-current-stage',
  'recruiting-dashboard/src/reports/weekly-report.js:5:3 no-legacy-state-field',
  'recruiting-dashboard/src/reports/weekly-report.js:6:3 no-legacy-state-field',
  'recruiting-dashboard/src/reports/weekly-report.js:7:3 no-legacy-state-field',
  'recruiting-dashboard/src/reports/weekly-report.js:8:3 no-legacy-state-field',
  'recruiting-dashboard/src/reports/weekly-report.js:9:3 no-legacy-state-field',
  'recruiting-dashboard/src/reports/weekly-report.js:23:17 no-legacy-state-field',
  'recruiting-dashboard/src/reports/weekly-report.js:24:12 no-legacy-state-field',
  'recruiting-dashboard/src/reports/weekly-report.js:27:12 no-legacy-state-field',
  'recruiting-dashboard/src/reports/weekly-report.js:32:23 no-current-stage',
  'recruiting-dashboard/src/reports/weekly-report.js:32:42 no-current-stage',
  'recruiting-dashboard/src/reports/weekly-report.js:33:47 no-legacy-state-field',
  'recruiting-dashboard/src/reports/weekly-report.js:35:76 no-legacy-state-field',
];

function flatten(results: ESLint.LintResult[], base: string): string[] {
  return results
    .flatMap((r) => r.messages.map((m) => `${relative(base, r.filePath)}:${m.line}:${m.column} ${m.ruleId?.replace('hiring-migrate/', '') ?? m.message}`))
    .sort();
}

describe('examples/', () => {
  it('npx eslint examples/ (the repository flat config) reports exactly the legacy uses', async () => {
    const eslint = new ESLint({ cwd: repo });
    const results = await eslint.lintFiles(['examples/']);
    expect(flatten(results, join(repo, 'examples'))).toEqual([...EXPECTED].sort());
  });

  describe('--fix', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-examples-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(join(repo, 'examples'), dir, { recursive: true });
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: lintConfig(), fix: true });
    const files = () => globSync('**/*.{js,jsx,ts,tsx}', { cwd: dir }).sort();
    const snapshot = () => files().map((f) => readFileSync(join(dir, f), 'utf8'));

    it('leaves only the sites without a behaviour-preserving fix, and the TypeScript still compiles', async () => {
      await ESLint.outputFixes(await eslint.lintFiles(['.']));
      const after = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: lintConfig() }).lintFiles(['.']);
      expect(flatten(after, dir)).toEqual([
        'recruiting-dashboard/src/api/hiringClient.ts:26:3 no-legacy-state-filter',
        'recruiting-dashboard/src/api/notes.js:15:7 no-scorecard-pagination',
        'recruiting-dashboard/src/api/notes.js:8:40 no-private-note-write',
        'recruiting-dashboard/src/reports/weekly-report.js:33:47 no-legacy-state-field',
        'recruiting-dashboard/src/reports/weekly-report.js:5:3 no-legacy-state-field',
        'recruiting-dashboard/src/reports/weekly-report.js:6:3 no-legacy-state-field',
        'recruiting-dashboard/src/reports/weekly-report.js:7:3 no-legacy-state-field',
        'recruiting-dashboard/src/reports/weekly-report.js:8:3 no-legacy-state-field',
        'recruiting-dashboard/src/reports/weekly-report.js:9:3 no-legacy-state-field',
      ]);
      const tsc = join(repo, 'node_modules/typescript/bin/tsc');
      expect(() => execFileSync(process.execPath, [tsc, '-p', join(dir, 'recruiting-dashboard/tsconfig.json')], { encoding: 'utf8' })).not.toThrow();
    });

    it('a second --fix changes nothing', async () => {
      const before = snapshot();
      await ESLint.outputFixes(await eslint.lintFiles(['.']));
      expect(snapshot()).toEqual(before);
    });
  });
});

describe('hiring-migrate fix, then check, on examples/', () => {
  it('leaves only the TODO sites; the TypeScript compiles; a second fix changes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-examples-cli-'));
    try {
      cpSync(join(repo, 'examples'), dir, { recursive: true });
      const bin = join(repo, 'dist/src/cli/main.js');
      const cli = (...args: string[]) => spawnSync(process.execPath, [bin, ...args, '--today', '2026-11-21'], { cwd: dir, encoding: 'utf8' });
      const fix = JSON.parse(cli('fix', '.', '--force', '--json').stdout);
      expect(fix).toMatchObject({
        filesChanged: 5,
        filesFailed: 0,
        rewritten: { 'no-legacy-state-filter': 4, 'no-legacy-state-field': 6, 'no-current-stage': 5 },
        todos: { 'no-private-note-write': 1, 'no-scorecard-pagination': 1 },
      });
      const check = cli('check', '.', '--format', 'json');
      expect(check.status).toBe(1);
      const left = (JSON.parse(check.stdout) as ESLint.LintResult[]).flatMap((r) =>
        r.messages.map((m) => `${relative(dir, r.filePath)}:${m.line} ${m.ruleId?.replace('hiring-migrate/', '')}`),
      );
      // Each site without a behaviour-preserving rewrite, and the marker left above it.
      expect(left.sort()).toEqual([
        'recruiting-dashboard/src/api/notes.js:16 no-migration-todo',
        'recruiting-dashboard/src/api/notes.js:17 no-scorecard-pagination',
        'recruiting-dashboard/src/api/notes.js:5 no-migration-todo',
        'recruiting-dashboard/src/api/notes.js:9 no-private-note-write',
      ]);
      const tsc = join(repo, 'node_modules/typescript/bin/tsc');
      expect(() => execFileSync(process.execPath, [tsc, '-p', join(dir, 'recruiting-dashboard/tsconfig.json')], { encoding: 'utf8' })).not.toThrow();
      expect(JSON.parse(cli('fix', '.', '--force', '--json').stdout)).toMatchObject({ filesChanged: 0, rewritten: {} });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
