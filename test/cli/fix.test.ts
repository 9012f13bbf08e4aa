import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runBin, TODAY } from './helpers.js';
import { POOL_THRESHOLD } from '../../src/cli/fix/pool.js';

const fix = (dir: string, ...args: string[]) => runBin(['fix', '--today', TODAY, ...args], dir);
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

function snapshot(dir: string): Record<string, string> {
  const files = ['pipeline.ts', 'qualified.js', 'Counter.tsx', 'broken.ts', 'bom.ts', 'todo.ts'];
  return Object.fromEntries(files.map((f) => [f, read(dir, `src/${f}`)]));
}

function git(dir: string, ...args: string[]): void {
  const result = spawnSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=CI', ...args], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
}

interface Summary {
  dryRun: boolean;
  filesScanned: number;
  filesChanged: number;
  filesFailed: number;
  rewritten: Record<string, number>;
  todos: Record<string, number>;
  changed: string[];
  failed: { file: string; message: string; line?: number; column?: number }[];
}

describe('hiring-migrate fix', () => {
  it('--dry writes nothing and prints a unified diff', () => {
    const dir = copyFixture('fix');
    const before = snapshot(dir);
    const run = fix(dir, '--dry');
    expect(snapshot(dir)).toEqual(before);
    expect(run.stdout).toContain(
      [
        '--- a/src/qualified.js',
        '+++ b/src/qualified.js',
        '@@ -1,5 +1,5 @@',
        " import axios from 'axios';",
        ' ',
        ' export function qualifiedApplications() {',
        "-  return axios.get('/v2/applications', { params: { state: 'QUALIFIED' } });",
        "+  return axios.get('/v2/applications', { params: { hiringState: 'ACTIVE', stageType: 'INTERVIEW' } });",
        ' }',
      ].join('\n'),
    );
    expect(run.stdout).not.toContain('\x1b['); // not a terminal: no colours
    expect(run.stderr).toContain('4 files would change');
  });

  it('--color colours the diff', () => {
    expect(fix(copyFixture('fix'), '--dry', '--color').stdout).toContain('\x1b[32m+');
  });

  it('writes the migration, keeps the BOM, and a second run changes nothing', () => {
    const dir = copyFixture('fix');
    const before = snapshot(dir);
    const first = fix(dir);
    expect(first.status).toBe(1); // broken.ts
    const after = snapshot(dir);
    expect(after['qualified.js']).toContain("params: { hiringState: 'ACTIVE', stageType: 'INTERVIEW' }");
    expect(after['pipeline.ts']).toContain('`${BASE}/v2/applications?hiringState=ACTIVE&stageType=APPLICATION_REVIEW`');
    expect(after['pipeline.ts']).toContain('app.pipelineStage.name');
    expect(after['Counter.tsx']).toBe(before['Counter.tsx']);
    expect(after['bom.ts']!.startsWith('\uFEFF// Saved by an editor')).toBe(true);
    expect(after['bom.ts']).toContain('return app.pipelineStage.name;');

    const second = fix(dir, '--json');
    expect(snapshot(dir)).toEqual(after);
    expect(JSON.parse(second.stdout)).toMatchObject({ filesChanged: 0, rewritten: {} });
  });

  it('reports a file that does not parse, leaves it untouched, and exits 1', () => {
    const dir = copyFixture('fix');
    const broken = read(dir, 'src/broken.ts');
    const run = fix(dir);
    expect(run.status).toBe(1);
    expect(read(dir, 'src/broken.ts')).toBe(broken);
    expect(run.stderr).toContain("src/broken.ts:3:60: ')' expected. (left untouched)");
    expect(run.stderr).toContain('1 file failed');
  });

  it('exits 0 when every file migrates', () => {
    const run = fix(copyFixture('fix'), 'src/pipeline.ts', 'src/qualified.js');
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('2 files scanned, 2 files changed, 0 files failed.');
  });

  it('--json prints the summary', () => {
    const run = fix(copyFixture('fix'), '--json', '--dry');
    const summary = JSON.parse(run.stdout) as Summary;
    expect(summary).toEqual({
      dryRun: true,
      filesScanned: 6,
      filesChanged: 4,
      filesFailed: 1,
      rewritten: { 'no-current-stage': 2, 'no-legacy-state-filter': 3, 'no-legacy-state-field': 1 },
      todos: {},
      changed: ['src/bom.ts', 'src/pipeline.ts', 'src/qualified.js', 'src/todo.ts'],
      failed: [{ file: 'src/broken.ts', message: "')' expected.", line: 3, column: 60 }],
    });
  });

  it('--print prints the migrated text instead of writing it', () => {
    const dir = copyFixture('fix');
    const before = read(dir, 'src/qualified.js');
    const run = fix(dir, '--print', 'src/qualified.js');
    expect(read(dir, 'src/qualified.js')).toBe(before);
    expect(run.stdout).toBe(before.replace("{ state: 'QUALIFIED' }", "{ hiringState: 'ACTIVE', stageType: 'INTERVIEW' }"));
  });

  it('reports and skips files it must not rewrite; the run goes on', () => {
    const dir = copyFixture('fix');
    writeFileSync(join(dir, 'src/binary.js'), Buffer.from('const state = 1;\0\0', 'latin1'));
    writeFileSync(join(dir, 'src/latin1.js'), Buffer.from([0x2f, 0x2f, 0x20, 0xe9, 0x0a]));
    writeFileSync(join(dir, 'src/huge.js'), `// state\n${'x'.repeat(2 * 1024 * 1024)}`);
    const run = fix(dir, '--json');
    const summary = JSON.parse(run.stdout) as Summary;
    expect(run.status).toBe(1);
    expect(summary.failed.map((f) => `${f.file}: ${f.message}`)).toEqual([
      'src/binary.js: binary file (contains NUL bytes)',
      'src/huge.js: larger than 2 MiB (2.0 MiB)',
      'src/latin1.js: not valid UTF-8',
      "src/broken.ts: ')' expected.",
    ]);
    expect(summary.filesChanged).toBe(4);
  });

  it(`uses a worker pool past ${POOL_THRESHOLD} candidate files, with the same result as in-process`, () => {
    const dir = copyFixture('fix');
    const legacy = read(dir, 'src/pipeline.ts');
    const copies = POOL_THRESHOLD + 10;
    for (let i = 0; i < copies; i++) writeFileSync(join(dir, `src/copy${i}.ts`), legacy);
    const single = copyFixture('fix');
    for (let i = 0; i < copies; i++) writeFileSync(join(single, `src/copy${i}.ts`), legacy);
    const summary = JSON.parse(fix(dir, '--json').stdout) as Summary;
    expect(summary).toMatchObject({ filesScanned: copies + 6, filesChanged: copies + 4, filesFailed: 1 });
    expect(read(dir, `src/copy${copies - 1}.ts`)).toBe(read(dir, 'src/pipeline.ts'));
    // --concurrency off: the same run in this thread.
    const inProcess = JSON.parse(fix(single, '--json', '--concurrency', 'off').stdout) as Summary;
    expect({ ...inProcess, changed: [...inProcess.changed].sort() }).toEqual({ ...summary, changed: [...summary.changed].sort() });
    expect(read(single, `src/copy${copies - 1}.ts`)).toBe(read(dir, 'src/pipeline.ts'));
    expect(fix(single, '--concurrency', '0').stderr).toContain('--concurrency 0: expected a positive number, "auto" or "off".');
  });

  describe('git safety', () => {
    it('refuses a work tree with uncommitted changes under the paths, unless --force', () => {
      const dir = copyFixture('fix');
      git(dir, 'init', '-q');
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', 'fixture');
      writeFileSync(join(dir, 'src/Counter.tsx'), '// work in progress\n', { flag: 'a' });
      const before = snapshot(dir);

      const refused = fix(dir);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('uncommitted changes');
      expect(refused.stderr).toContain('src/Counter.tsx');
      expect(snapshot(dir)).toEqual(before);

      // Elsewhere in the tree, or with --dry (nothing written), it runs.
      expect(fix(dir, 'src/qualified.js').status).toBe(0);
      expect(fix(dir, '--dry').status).toBe(1);

      const forced = fix(dir, '--force');
      expect(forced.status).toBe(1);
      expect(read(dir, 'src/pipeline.ts')).not.toBe(before['pipeline.ts']);
    });

    it('proceeds outside a git work tree', () => {
      expect(fix(copyFixture('fix'), 'src/pipeline.ts').status).toBe(0);
    });
  });

  it('exit 2 for a bad flag or a missing path', () => {
    const dir = copyFixture('fix');
    expect(fix(dir, '--dryrun').status).toBe(2);
    expect(fix(dir, 'missing').stderr).toBe('hiring-migrate: No such file or directory: missing\n');
    expect(fix(dir, '--json', '--print').status).toBe(2);
  });
});
