/** `--project` end to end on the fixture project of fixtures/typed/hiring-app, through the built binary. */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = new URL('../../', import.meta.url).pathname;
const bin = join(repo, 'dist/src/cli/main.js');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-project-'));
  dirs.push(dir);
  cpSync(join(repo, 'fixtures/typed/hiring-app'), dir, { recursive: true });
  return dir;
}

function run(dir: string, ...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args, '--today', '2026-11-21'], { cwd: dir, encoding: 'utf8' });
}

function findings(dir: string, stdout: string): string[] {
  const results = JSON.parse(stdout) as { filePath: string; messages: { line: number; ruleId: string }[] }[];
  return results.flatMap((r) => r.messages.map((m) => `${relative(dir, r.filePath)}:${m.line} ${m.ruleId.replace('hiring-migrate/', '')}`)).sort();
}

describe('check --project / fix --project', () => {
  it('check finds every site of the project, file-local too; the React state stays silent', () => {
    const dir = copy();
    const typed = run(dir, 'check', '.', '--format', 'json');
    expect(typed.status).toBe(1);
    expect(findings(dir, typed.stdout)).toEqual([
      'src/api/client.ts:6 no-legacy-state-filter',
      'src/api/types.ts:11 no-legacy-state-field',
      'src/api/types.ts:12 no-current-stage',
      'src/components/Board.tsx:19 no-current-stage',
      'src/consumers/queues.ts:10 no-current-stage',
      'src/consumers/queues.ts:14 no-legacy-state-field',
      'src/consumers/queues.ts:5 no-legacy-state-filter',
      'src/consumers/queues.ts:9 no-legacy-state-filter',
      'src/consumers/report.ts:10 no-legacy-state-field',
      'src/consumers/report.ts:9 no-legacy-state-field',
      'src/consumers/stages.ts:11 no-legacy-state-field',
      'src/consumers/stages.ts:15 no-current-stage',
      'src/consumers/stages.ts:7 no-current-stage',
    ]);
    const local = run(dir, 'check', '.', '--format', 'json', '--file-local');
    // File-local: what the relative imports of each file reveal. The client module returns applications
    // and wraps the list endpoint, also as a method of an object it builds (`hiringApi.applications.list`);
    // the types module declares an application type, so a parameter of that type, or of an alias of it
    // (`type Row = HiringRecord`), is one. Here that is every site the checker finds.
    expect(findings(dir, local.stdout)).toEqual(findings(dir, typed.stdout));
  });

  it('fix migrates the project so that tsc passes; a second fix changes nothing; check is then clean', () => {
    const dir = copy();
    const first = run(dir, 'fix', '.', '--force', '--json');
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ filesChanged: 6, filesFailed: 0, todos: {} });
    const tsc = join(repo, 'node_modules/typescript/bin/tsc');
    expect(() => execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' })).not.toThrow();
    const second = run(dir, 'fix', '.', '--force', '--json');
    expect(JSON.parse(second.stdout)).toMatchObject({ filesChanged: 0, rewritten: {} });
    expect(run(dir, 'check', '.').status).toBe(0);
  });

  it('a broken tsconfig is said plainly and the run goes on file-locally', () => {
    const dir = copy();
    writeFileSync(join(dir, 'tsconfig.json'), '{ "compilerOptions": { "target": "ES2099" }, "include": ["src"] }');
    const result = run(dir, 'check', '.', '--format', 'json');
    expect(result.stderr).toMatch(/tsconfig\.json has errors: .*; going on with file-local analysis\./);
    expect(result.status).toBe(1);
    expect(findings(dir, result.stdout)).toHaveLength(13);
  });
});
