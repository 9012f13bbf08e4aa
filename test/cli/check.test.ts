import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, findingsOf, runBin, TODAY, type JsonResult } from './helpers.js';

const check = (dir: string, ...args: string[]) => runBin(['check', '--today', TODAY, ...args], dir);

describe('hiring-migrate check', () => {
  it('reports every finding with its rule and line, and exits 1', () => {
    const dir = copyFixture('findings');
    const run = check(dir, '--format', 'json');
    expect(run.status).toBe(1);
    expect(findingsOf(run.stdout, dir)).toEqual([
      'src/pipeline.ts:4 hiring-migrate/no-legacy-state-filter',
      'src/pipeline.ts:7 hiring-migrate/no-legacy-state-field',
      'src/pipeline.ts:7 hiring-migrate/no-current-stage',
      'src/qualified.js:4 hiring-migrate/no-legacy-state-filter',
    ]);
  });

  it('reports nothing for React state or GitHub ?state=open', () => {
    const dir = copyFixture('findings');
    const results = JSON.parse(check(dir, '--format', 'json').stdout) as JsonResult[];
    const counter = results.find((r) => r.filePath.endsWith('Counter.tsx'));
    expect(counter?.messages).toEqual([]);
  });

  it('prints stylish findings and a summary with the removal date', () => {
    const dir = copyFixture('findings');
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('src/pipeline.ts');
    expect(run.stdout).toContain('hiring-migrate/no-current-stage');
    expect(run.stdout).not.toContain('--fix');
    expect(run.stderr).toBe(
      'hiring-migrate: 4 files checked, 4 findings (no-legacy-state-filter: 2, no-legacy-state-field: 1, no-current-stage: 1); ' +
        '4 autofixable with `hiring-migrate fix`.\n' +
        "The hiring service's legacy interface (the `state` filter and field, `currentStage`) was removed on 2026-11-01 (20 days ago).\n",
    );
  });

  it('exits 0 with no findings', () => {
    const run = check(copyFixture('clean'));
    expect(run).toMatchObject({ status: 0, stdout: '', stderr: 'hiring-migrate: 2 files checked, no findings.\n' });
  });

  it('takes "today" from HIRING_MIGRATE_TODAY too', () => {
    const run = runBin(['check'], copyFixture('findings'), { HIRING_MIGRATE_TODAY: '2026-11-02' });
    expect(run.stderr).toContain('was removed on 2026-11-01 (yesterday)');
  });

  it('counts a file without any trigger word as checked but never parses it (the pre-filter)', () => {
    const dir = copyFixture('findings');
    const results = JSON.parse(check(dir, '--format', 'json').stdout) as JsonResult[];
    const broken = results.find((r) => r.filePath.endsWith('no-trigger-broken.js'));
    expect(broken).toMatchObject({ messages: [], errorCount: 0 });
    expect(results).toHaveLength(4);
  });

  it('reports a file that does not parse as a finding, exit 1', () => {
    const dir = copyFixture('parse-error');
    const run = check(dir, '--format', 'json');
    expect(run.status).toBe(1);
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    expect(result!.messages).toMatchObject([{ ruleId: null, fatal: true, line: 3, message: expect.stringMatching(/^Parsing error:/) }]);
    expect(check(dir).stderr).toContain('1 finding (parse error: 1)');
  });

  it("ignores other plugins' disable comments and eslint-env, and honours disable comments for our rules", () => {
    const dir = copyFixture('disable-comments');
    const run = check(dir, '--format', 'json');
    expect(run.status).toBe(1);
    expect(findingsOf(run.stdout, dir)).toEqual(['src/hooks.tsx:5 hiring-migrate/no-legacy-state-filter']);
    const messages = (JSON.parse(run.stdout) as JsonResult[]).flatMap((r) => r.messages.map((m) => m.message));
    expect(messages.filter((m) => /Definition for rule|eslint-env/.test(m))).toEqual([]);
  });

  describe('formats', () => {
    it('json: ESLint results with filePath and messages', () => {
      const results = JSON.parse(check(copyFixture('findings'), '-f', 'json').stdout) as JsonResult[];
      for (const r of results) expect(r).toMatchObject({ filePath: expect.any(String), messages: expect.any(Array), errorCount: expect.any(Number) });
    });

    it('sarif: version 2.1.0 with results carrying rule ids', () => {
      const run = check(copyFixture('findings'), '--format', 'sarif');
      expect(run.status).toBe(1);
      const log = JSON.parse(run.stdout) as { version: string; runs: { results: { ruleId: string }[]; tool: { driver: { rules: { id: string }[] } } }[] };
      expect(log.version).toBe('2.1.0');
      expect(log.runs[0]!.results.map((r) => r.ruleId)).toEqual([
        'hiring-migrate/no-legacy-state-filter',
        'hiring-migrate/no-legacy-state-field',
        'hiring-migrate/no-current-stage',
        'hiring-migrate/no-legacy-state-filter',
      ]);
      expect(log.runs[0]!.tool.driver.rules.map((r) => r.id)).toContain('hiring-migrate/no-current-stage');
    });

    it('github: one workflow command per finding', () => {
      const run = check(copyFixture('findings'), '--format', 'github');
      expect(run.status).toBe(1);
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(4);
      for (const line of lines) expect(line).toMatch(/^::error file=src\/[\w.]+,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=hiring-migrate\/[\w-]+::\S.*$/);
      expect(lines[0]).toMatch(/^::error file=src\/pipeline\.ts,line=4,col=52,.*title=hiring-migrate\/no-legacy-state-filter::The `state` filter/);
    });

    it('--output-file writes the report there and nothing to stdout', () => {
      const dir = copyFixture('findings');
      const run = check(dir, '-f', 'json', '--output-file', 'reports/hiring.json');
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(findingsOf(readFileSync(join(dir, 'reports/hiring.json'), 'utf8'), dir)).toHaveLength(4);
    });
  });

  describe('exit code 2', () => {
    it('for an unknown flag', () => {
      const run = check(copyFixture('clean'), '--bogus-flag');
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('Unknown argument: bogus-flag\n');
      expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
    });

    it('for a missing path', () => {
      const run = check(copyFixture('clean'), 'src', 'does-not-exist');
      expect(run).toMatchObject({ status: 2, stderr: 'hiring-migrate: No such file or directory: does-not-exist\n' });
    });

    it('for a bad value', () => {
      expect(check(copyFixture('clean'), '--format', 'xml').status).toBe(2);
      expect(runBin(['check', '--today', '21/11/2026'], copyFixture('clean')).status).toBe(2);
      expect(check(copyFixture('clean'), '--max-warnings', '-1').status).toBe(2);
    });
  });

  describe('--config and --max-warnings', () => {
    it("runs inside the user's config, which may downgrade our rules to warnings", () => {
      const dir = copyFixture('user-config');
      const run = check(dir, '--config', 'eslint.config.mjs', '-f', 'json');
      expect(run.status).toBe(0); // warnings alone pass, as with eslint
      expect(JSON.parse(run.stdout)).toContainEqual(
        expect.objectContaining({ messages: [expect.objectContaining({ ruleId: 'hiring-migrate/no-current-stage', severity: 1, line: 4 })] }),
      );
    });

    it('fails past --max-warnings', () => {
      const dir = copyFixture('user-config');
      expect(check(dir, '--config', 'eslint.config.mjs', '--max-warnings', '1').status).toBe(0);
      const run = check(dir, '--config', 'eslint.config.mjs', '--max-warnings', '0');
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('too many warnings (1; --max-warnings 0)');
    });

    it('a config that fails to load is exit 2 with one clear line; --debug adds the stack', () => {
      const dir = copyFixture('user-config');
      writeFileSync(join(dir, 'broken.config.mjs'), "throw new Error('config exploded');\n");
      const run = check(dir, '--config', 'broken.config.mjs');
      expect(run).toMatchObject({ status: 2, stdout: '' });
      expect(run.stderr).toBe('hiring-migrate: error: config exploded\nRun again with --debug to see the stack trace.\n');
      expect(check(dir, '--config', 'broken.config.mjs', '--debug').stderr).toMatch(/config exploded\n.*\n\s+at /);
    });

    it('refuses a missing config file', () => {
      expect(check(copyFixture('user-config'), '--config', 'nope.mjs').status).toBe(2);
    });
  });

  describe('files', () => {
    it('skips node_modules, build output and .gitignored files; takes an explicit file', () => {
      const dir = copyFixture('findings');
      const legacy = readFileSync(join(dir, 'src/qualified.js'), 'utf8');
      for (const sub of ['node_modules/pkg', 'dist', 'build', 'out', 'coverage', '.next', 'generated']) {
        mkdirSync(join(dir, sub), { recursive: true });
        writeFileSync(join(dir, sub, 'client.js'), legacy);
      }
      writeFileSync(join(dir, '.gitignore'), 'generated/\n');
      writeFileSync(join(dir, 'notes.md'), legacy);
      const all = findingsOf(check(dir, '-f', 'json').stdout, dir);
      expect(all.filter((f) => f.includes('client.js'))).toEqual([]);
      const explicit = check(dir, '-f', 'json', 'generated/client.js', 'notes.md');
      expect(findingsOf(explicit.stdout, dir)).toEqual(['generated/client.js:4 hiring-migrate/no-legacy-state-filter']);
      expect(explicit.stderr).toContain('skipped notes.md: not a JavaScript or TypeScript file');
    });

    it('reads every source extension', () => {
      const dir = copyFixture('findings');
      const legacy = readFileSync(join(dir, 'src/qualified.js'), 'utf8');
      for (const ext of ['mjs', 'cjs', 'jsx', 'mts', 'cts']) writeFileSync(join(dir, `src/more.${ext}`), legacy);
      const found = findingsOf(check(dir, '-f', 'json').stdout, dir).filter((f) => f.startsWith('src/more'));
      expect(found.map((f) => f.split(':')[0])).toEqual(['src/more.cjs', 'src/more.cts', 'src/more.jsx', 'src/more.mjs', 'src/more.mts']);
    });
  });

  it('--wrapper makes a team helper a request to GET /v2/applications', () => {
    const dir = copyFixture('wrappers');
    expect(check(dir).status).toBe(0);
    const run = check(dir, '--wrapper', 'listApplications', '-f', 'json');
    expect(findingsOf(run.stdout, dir)).toEqual(['src/team-client.ts:5 hiring-migrate/no-legacy-state-filter']);
  });

  it('--project adds what only the type checker knows', () => {
    const dir = copyFixture('typed');
    const untyped = findingsOf(check(dir, '-f', 'json', '--file-local').stdout, dir);
    const typed = findingsOf(check(dir, '-f', 'json', '--project', 'tsconfig.json').stdout, dir);
    expect(untyped).not.toContain('src/show.ts:6 hiring-migrate/no-current-stage');
    expect(typed).toContain('src/show.ts:6 hiring-migrate/no-current-stage');
    // A tsconfig.json at the root of the checked path is found without --project.
    expect(findingsOf(check(dir, '-f', 'json').stdout, dir)).toEqual(typed);
    expect(check(dir, '--project', 'missing.json').status).toBe(2);
  });

  it('--concurrency 2 (worker threads, options module) finds the same as --concurrency off', () => {
    const dir = copyFixture('findings');
    const legacy = readFileSync(join(dir, 'src/pipeline.ts'), 'utf8');
    for (let i = 0; i < 60; i++) writeFileSync(join(dir, `src/copy${i}.ts`), legacy);
    const threaded = check(dir, '-f', 'json', '--concurrency', '2');
    const single = check(dir, '-f', 'json', '--concurrency', 'off');
    expect(threaded.status).toBe(1);
    expect(findingsOf(threaded.stdout, dir)).toHaveLength(4 + 60 * 3);
    expect(threaded.stdout).toBe(single.stdout);
  });

  it('--cache keeps ESLint cache under node_modules/.cache/hiring-migrate and gives the same report', () => {
    const dir = copyFixture('findings');
    const first = check(dir, '-f', 'json', '--cache');
    const cacheDir = join(dir, 'node_modules/.cache/hiring-migrate');
    expect(existsSync(cacheDir) && readdirSync(cacheDir).length).toBe(1);
    const second = check(dir, '-f', 'json', '--cache');
    expect(second.status).toBe(1);
    expect(findingsOf(second.stdout, dir)).toEqual(findingsOf(first.stdout, dir));
  });
});
