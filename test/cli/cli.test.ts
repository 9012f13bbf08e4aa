import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// The built CLI: `check` hands ESLint an options module, which must be JavaScript it can import.
import { runCli } from '../../dist/src/cli/build-cli.js';
import { EXIT } from '../../dist/src/cli/exit-codes.js';
import type { Io } from '../../dist/src/cli/io.js';
import { registeredProgram } from '../../dist/src/cli/project.js';
import { copyFixture, findingsOf, ROOT, runBin, TODAY } from './helpers.js';

const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

describe('hiring-migrate (binary)', () => {
  it('--version prints the package version', () => {
    expect(runBin(['--version'], ROOT)).toMatchObject({ status: 0, stdout: `${version}\n` });
  });

  it('--help lists both commands', () => {
    const run = runBin(['--help'], ROOT);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('hiring-migrate check [paths..]');
    expect(run.stdout).toContain('hiring-migrate fix [paths..]');
  });

  it('no command, or an unknown one, is a usage error', () => {
    expect(runBin([], ROOT)).toMatchObject({ status: 2, stderr: expect.stringContaining('Choose a command: check or fix.') });
    expect(runBin(['migrate'], ROOT)).toMatchObject({ status: 2, stderr: expect.stringContaining('Unknown argument: migrate') });
  });
});

describe('hiring-migrate (in-process, through buildCli)', () => {
  afterEach(() => {
    process.exitCode = undefined;
  });

  function capture(cwd: string): Io & { out: () => string; err: () => string } {
    let out = '';
    let err = '';
    return {
      cwd,
      env: {},
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: (s: string) => (err += s) },
      out: () => out,
      err: () => err,
    };
  }

  it('check: findings set exit code 1 and write to the given streams', async () => {
    const io = capture(copyFixture('findings'));
    await runCli(['check', '--today', TODAY, '--format', 'github'], io);
    expect(process.exitCode).toBe(EXIT.FINDINGS);
    expect(io.out().split('\n').filter(Boolean)).toHaveLength(4);
    expect(io.err()).toBe(''); // the summary is for stylish only
  });

  it('check: a clean tree exits 0', async () => {
    const io = capture(copyFixture('clean'));
    await runCli(['check', '--today', TODAY], io);
    expect(process.exitCode).toBe(EXIT.OK);
  });

  it('a bad flag exits 2 without running the command', async () => {
    const io = capture(copyFixture('findings'));
    await runCli(['check', '--formatt', 'json'], io);
    expect(process.exitCode).toBe(EXIT.USAGE);
    expect(io.out()).toBe('');
    expect(io.err()).toContain('Unknown argument: formatt');
  });

  it('fix --dry --json: the summary alone on stdout', async () => {
    const io = capture(copyFixture('fix'));
    await runCli(['fix', '--dry', '--json', '--today', TODAY], io);
    expect(process.exitCode).toBe(EXIT.FINDINGS); // broken.ts
    expect(JSON.parse(io.out())).toMatchObject({ dryRun: true, filesChanged: 4, filesFailed: 1 });
  });

  it("a --project run lets go of its program when it ends: the next run in the process, or the process's other work, does not keep it", async () => {
    const dir = copyFixture('typed');
    const tsconfig = join(dir, 'tsconfig.json');
    const checked = capture(dir);
    await runCli(['check', '--today', TODAY, '--format', 'json', '--project', tsconfig, '.'], checked);
    expect(findingsOf(checked.out(), dir).length).toBeGreaterThan(0);
    expect(registeredProgram(tsconfig)).toBeUndefined();
    await runCli(['fix', '--dry', '--json', '--today', TODAY, '--project', tsconfig, '.'], capture(dir));
    expect(registeredProgram(tsconfig)).toBeUndefined();
  });

  it('a run in the same process starts from what the files say now, as the binary does', async () => {
    const dir = copyFixture('importers');
    const views = async (): Promise<string[]> => {
      const io = capture(dir);
      await runCli(['check', '--today', TODAY, '--format', 'json', '.'], io);
      return findingsOf(io.out(), dir).filter((f) => f.startsWith('lib/views.cjs:'));
    };
    // The views' filters are known only by an importer that sends them to the service: none yet …
    const importer = join(dir, 'handlers/list.cjs');
    const sending = readFileSync(importer, 'utf8');
    writeFileSync(importer, sending.replace("const { resolveView } = require('../lib/views.cjs');", 'const resolveView = (name) => ({ query: { name } });'));
    expect(await views()).toEqual([]);
    // … and now one, in the same list of files.
    writeFileSync(importer, sending);
    const expected = ['lib/views.cjs:5 hiring-migrate/no-legacy-state-filter', 'lib/views.cjs:6 hiring-migrate/no-legacy-state-filter'];
    expect(await views()).toEqual(expected);
    expect(findingsOf(runBin(['check', '--today', TODAY, '--format', 'json', '.'], dir).stdout, dir).filter((f) => f.startsWith('lib/views.cjs:'))).toEqual(expected);
  });
});
