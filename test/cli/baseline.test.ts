/**
 * The ratchet across three runs: record today's findings (ESLint's bulk-suppressions file), a new use
 * fails the check, a fixed use whose record is kept fails it until the record is pruned.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { copyFixture, findingsOf, runBin, TODAY } from './helpers.js';

const check = (dir: string, ...args: string[]) => runBin(['check', '--today', TODAY, ...args], dir);
const RECORD = {
  'src/pipeline.ts': {
    'hiring-migrate/no-current-stage': { count: 1 },
    'hiring-migrate/no-legacy-state-field': { count: 1 },
    'hiring-migrate/no-legacy-state-filter': { count: 1 },
  },
  'src/qualified.js': { 'hiring-migrate/no-legacy-state-filter': { count: 1 } },
};

describe('check --baseline (the ratchet)', () => {
  it('records, fails on a new use, fails on a kept record of a fixed use until pruned', async () => {
    const dir = copyFixture('findings');
    // A record of another plugin's rule in the same file is left alone.
    writeFileSync(join(dir, 'eslint-suppressions.json'), JSON.stringify({ 'src/Counter.tsx': { 'react-hooks/exhaustive-deps': { count: 2 } } }));

    // 1. Record today's findings, in ESLint's format and place.
    const recorded = check(dir, '--baseline');
    expect(recorded.status).toBe(0);
    expect(recorded.stdout).toBe('');
    expect(recorded.stderr).toContain('hiring-migrate: 4 recorded findings remain in eslint-suppressions.json (2 files).');
    const file = readFileSync(join(dir, 'eslint-suppressions.json'), 'utf8');
    expect(JSON.parse(file)).toEqual({ ...RECORD, 'src/Counter.tsx': { 'react-hooks/exhaustive-deps': { count: 2 } } });
    expect(file).toBe(JSON.stringify(JSON.parse(file), null, 2)); // two spaces, keys sorted, as ESLint writes it
    expect(Object.keys(JSON.parse(file) as object)).toEqual(['src/Counter.tsx', 'src/pipeline.ts', 'src/qualified.js']);
    expect(check(dir)).toMatchObject({ status: 0 });
    // ESLint itself reads the record: the same findings are suppressed in an `eslint` run with our rules.
    const config = { ...plugin.configs.recommended, files: ['**/*.{js,ts,tsx}'], languageOptions: { parser: tsParser } } as Linter.Config;
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [config], applySuppressions: true });
    const results = await eslint.lintFiles(['src/pipeline.ts', 'src/qualified.js']);
    expect(results.flatMap((r) => r.messages)).toEqual([]);
    expect(results.flatMap((r) => r.suppressedMessages.map((m) => m.suppressions[0]?.kind))).toEqual(['file', 'file', 'file', 'file']);

    // 2. A new use fails, and only it is reported.
    writeFileSync(join(dir, 'src/offers.js'), "export const offers = () => fetch('/v2/applications?state=QUALIFIED');\n");
    const added = check(dir, '--format', 'json');
    expect(added.status).toBe(1);
    expect(findingsOf(added.stdout, dir)).toEqual(['src/offers.js:1 hiring-migrate/no-legacy-state-filter']);
    rmSync(join(dir, 'src/offers.js'));

    // 3. A recorded use is fixed but its record kept: the check fails until the record is pruned.
    const qualified = join(dir, 'src/qualified.js');
    writeFileSync(qualified, readFileSync(qualified, 'utf8').replace("{ state: 'QUALIFIED' }", "{ hiringState: 'ACTIVE', stageType: 'INTERVIEW' }"));
    const stale = check(dir);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('hiring-migrate: 1 recorded finding no longer occurs: the baseline only shrinks, so run `hiring-migrate check --prune-suppressions`');
    const pruned = check(dir, '--prune-suppressions');
    expect(pruned.status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'eslint-suppressions.json'), 'utf8'))).toEqual({
      'src/Counter.tsx': { 'react-hooks/exhaustive-deps': { count: 2 } },
      'src/pipeline.ts': RECORD['src/pipeline.ts'],
    });
    const after = check(dir);
    expect(after.status).toBe(0);
    expect(after.stderr).toContain('hiring-migrate: 3 recorded findings remain in eslint-suppressions.json (1 file).');
  });

  it('a named suppressions file must exist', () => {
    const run = check(copyFixture('findings'), '--suppressions-location', 'ratchet.json');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--suppressions-location ratchet.json: no such file');
  });
});
