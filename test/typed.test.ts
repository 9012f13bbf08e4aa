/**
 * Whole-project understanding: the fixture project under fixtures/typed/hiring-app declares its
 * application type under another name (HiringRecord), wraps the list endpoint in a client module
 * (fetchApplications, hiringApi.applications.list) and reads applications in other files.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSource, type MigrationResult } from '../src/codemod/index.js';
import { findProjectConfig, loadProject, type TypedProject } from '../src/typed/project.js';

const repo = new URL('../', import.meta.url).pathname;
const fixture = join(repo, 'fixtures/typed/hiring-app');

function load(dir: string): TypedProject {
  const result = loadProject(join(dir, 'tsconfig.json'));
  if ('error' in result) throw new Error(result.error);
  return result.project;
}

function sites(result: MigrationResult): number {
  return [...Object.values(result.rewritten), ...Object.values(result.todos)].reduce((a, b) => a + b, 0);
}

describe('--project', () => {
  const project = load(fixture);

  it('finds the wrappers of the list endpoint across the project, tied to their declarations', () => {
    expect(project.wrappers.map((w) => `${w.name}#${w.argument} ${relative(fixture, w.declaration!.split(':')[0]!)}`).sort()).toEqual([
      'fetchApplications#0 src/api/client.ts',
      'list#0 src/api/client.ts',
    ]);
  });

  it('finds every site; file-local analysis finds fewer; React state is never touched', () => {
    const perFile = project.files.map((file) => {
      const text = readFileSync(file, 'utf8');
      return {
        file: relative(fixture, file),
        typed: migrateSource(text, file, { project }),
        local: migrateSource(text, file, {}),
      };
    });
    const counts = Object.fromEntries(perFile.map((f) => [f.file, [sites(f.typed), sites(f.local)]]));
    expect(counts).toEqual({
      'src/api/types.ts': [2, 2],
      'src/api/client.ts': [1, 1],
      'src/components/Board.tsx': [1, 0],
      'src/consumers/queues.ts': [4, 0],
      'src/consumers/report.ts': [2, 0],
    });
    const board = perFile.find((f) => f.file === 'src/components/Board.tsx')!.typed.output;
    expect(board).toContain("const [state, setState] = useState<'idle' | 'loading'>('idle');");
    expect(board).toContain('{r.candidateName}: {r.pipelineStage?.name}');
  });

  it('fix --project migrates the project so that tsc passes, and a second run changes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-typed-'));
    try {
      cpSync(fixture, dir, { recursive: true });
      const first = load(dir);
      for (const file of first.files) {
        const result = migrateSource(readFileSync(file, 'utf8'), file, { project: first });
        expect(result.error).toBeUndefined();
        if (result.changed) writeFileSync(file, result.output);
      }
      expect(readFileSync(join(dir, 'src/consumers/queues.ts'), 'utf8')).toContain(
        "fetchApplications({ jobId, hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' })",
      );
      const tsc = join(repo, 'node_modules/typescript/bin/tsc');
      expect(() => execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' })).not.toThrow();
      const second = load(dir);
      for (const file of second.files) expect(migrateSource(readFileSync(file, 'utf8'), file, { project: second }).changed, file).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a broken or missing tsconfig is a clear error, never a crash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-broken-'));
    try {
      writeFileSync(join(dir, 'tsconfig.json'), '{ "compilerOptions": { "target": "nope" }, "include": ["src"] }');
      expect(loadProject(join(dir, 'tsconfig.json'))).toEqual({ error: expect.stringMatching(/tsconfig\.json/) });
      expect(loadProject(join(dir, 'missing.json'))).toEqual({ error: expect.stringMatching(/missing\.json: no such file/) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds the tsconfig at the root of the given paths', () => {
    expect(findProjectConfig([fixture])).toBe(join(fixture, 'tsconfig.json'));
    expect(findProjectConfig([join(fixture, 'src')])).toBeUndefined();
  });
});
