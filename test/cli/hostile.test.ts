/**
 * Nothing lost, nothing silently skipped: the CLI under hostile conditions (issue 14). Each case runs
 * the built binary in a temporary directory, as a careful user would, and holds one promise of the
 * README's "Nothing lost" section.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, copyFixture, findingsOf, runBin, TODAY, type JsonResult, type Run } from './helpers.js';

const check = (dir: string, ...args: string[]) => runBin(['check', '--today', TODAY, ...args], dir);
const fix = (dir: string, ...args: string[]) => runBin(['fix', '--today', TODAY, ...args], dir);
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const hook = (name: string) => `--import=${pathToFileURL(join(import.meta.dirname, 'hooks', name)).href}`;

function git(dir: string, ...args: string[]): void {
  const result = spawnSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=CI', ...args], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
}

/** The binary with a time limit: a hang is a failure of the test, not of the suite. */
function runWithin(ms: number, args: readonly string[], cwd: string): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: ms, killSignal: 'SIGKILL' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `command | head -c 1`: the exit status of `command`, and its stderr. */
function intoClosedPipe(cwd: string, args: readonly string[]): { status: number; stderr: string } {
  const quoted = [process.execPath, BIN, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const result = spawnSync('bash', ['-c', `${quoted} 2>stderr.txt | head -c 1 >/dev/null; echo "\${PIPESTATUS[0]}"`], { cwd, encoding: 'utf8' });
  const stderr = readFileSync(join(cwd, 'stderr.txt'), 'utf8');
  rmSync(join(cwd, 'stderr.txt'));
  return { status: Number(result.stdout.trim()), stderr };
}

/** The `fix` fixture without its unparseable file, so a clean run exits 0. */
function fixable(): string {
  const dir = copyFixture('fix');
  rmSync(join(dir, 'src/broken.ts'));
  return dir;
}

describe('hiring-migrate under hostile conditions', () => {
  it('1. paths after -- are the paths, even one that looks like a flag', () => {
    const dir = fixable();
    const counter = read(dir, 'src/Counter.tsx');
    writeFileSync(join(dir, '-rf.ts'), read(dir, 'src/qualified.js'));
    const before = read(dir, 'src/pipeline.ts');

    const run = fix(dir, '--json', '--', '-rf.ts', 'src/qualified.js');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ filesScanned: 2, changed: ['-rf.ts', 'src/qualified.js'] });
    expect(read(dir, 'src/pipeline.ts')).toBe(before); // not under the given paths: untouched
    expect(read(dir, 'src/Counter.tsx')).toBe(counter);
    expect(read(dir, '-rf.ts')).toContain("hiringState: 'ACTIVE', stageType: 'INTERVIEW'");

    const checked = check(copyFixture('findings'), '--format', 'json', '--', 'src/qualified.js');
    expect(JSON.parse(checked.stdout)).toHaveLength(1);
    expect(check(copyFixture('findings'), 'src/Counter.tsx', '--', 'src/qualified.js').stderr).toContain('2 files checked');
  });

  it('2. an edit saved while fix runs is kept: the file is reported and left alone', () => {
    const dir = fixable();
    const edit = '// saved by the editor while fix ran\n';
    const run = runBin(['fix', '--today', TODAY, '--json'], dir, {
      NODE_OPTIONS: hook('edit-after-read.mjs'),
      HM_EDIT_FILE: join(dir, 'src/pipeline.ts'),
      HM_EDIT_TEXT: edit,
    });
    const pipeline = read(dir, 'src/pipeline.ts');
    expect(pipeline.endsWith(edit)).toBe(true); // the save is not lost…
    expect(pipeline).toContain('currentStage'); // …and the stale migration was not written over it
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      filesChanged: 3,
      failed: [{ file: 'src/pipeline.ts', message: 'changed on disk since it was read' }],
    });
    expect(run.stderr).toContain('src/pipeline.ts: changed on disk since it was read (left alone; run fix again)');
    // The next run migrates it, keeping the edit.
    expect(fix(dir).status).toBe(0);
    expect(read(dir, 'src/pipeline.ts')).toContain(edit);
    expect(read(dir, 'src/pipeline.ts')).not.toContain('currentStage');
  });

  it.skipIf(process.platform === 'win32')('3. a FIFO, socket or device named on the command line is refused at once, exit 2', () => {
    const dir = copyFixture('findings');
    spawnSync('mkfifo', [join(dir, 'src/pipe.ts')]);
    for (const command of ['check', 'fix']) {
      const run = runWithin(20_000, [command, 'src/pipe.ts'], dir);
      expect(run.status).toBe(2);
      expect(run.stderr).toBe('hiring-migrate: src/pipe.ts: not a regular file (a FIFO); only files and directories are read.\n');
    }
    expect(runWithin(20_000, ['check', '/dev/zero'], dir)).toMatchObject({ status: 2, stderr: expect.stringContaining('(a device)') });
    // Inside a walked directory it is not a source file at all.
    expect(runWithin(20_000, ['check', '--today', TODAY, 'src'], dir).stderr).toContain('4 files checked');
  });

  it('4. a reader that closes the pipe early ends the run quietly, with the exit code of its results', () => {
    const dir = fixable();
    const legacy = read(dir, 'src/pipeline.ts');
    for (let i = 0; i < 150; i++) writeFileSync(join(dir, `src/copy${i}.ts`), legacy);

    const dry = intoClosedPipe(dir, ['fix', '--dry', '--today', TODAY]);
    expect(dry.stderr).not.toMatch(/EPIPE|Error|at /);
    expect(dry.status).toBe(0); // nothing failed
    expect(dry.stderr).toContain('154 files would change');

    const json = intoClosedPipe(dir, ['check', '--format', 'json', '--today', TODAY]);
    expect(json.stderr).not.toMatch(/EPIPE|Error|at /);
    expect(json.status).toBe(1); // findings
  });

  describe('5. the dirty-tree guard', () => {
    function dirtyRepository(): string {
      const dir = fixable();
      git(dir, 'init', '-q');
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', 'fixture');
      writeFileSync(join(dir, 'src/pipeline.ts'), '// work in progress\n', { flag: 'a' });
      return dir;
    }

    it('stops fix when git fails for any reason but "not a git repository", naming what git said', () => {
      const dir = dirtyRepository();
      const before = read(dir, 'src/pipeline.ts');
      const brokenConfig = join(dir, '..', `${dir.split('/').pop()}.gitconfig`);
      writeFileSync(brokenConfig, '[core\n');
      const run = runBin(['fix', '--today', TODAY], dir, { GIT_CONFIG_GLOBAL: brokenConfig });
      rmSync(brokenConfig);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('git cannot tell whether . has uncommitted changes, so fix will not write');
      expect(run.stderr).toContain('bad config line 1');
      expect(run.stderr).toContain('--force');
      expect(read(dir, 'src/pipeline.ts')).toBe(before);
    });

    it.skipIf(process.getuid?.() !== 0)('stops fix on "dubious ownership" (a repository owned by another user); --force is the way past', () => {
      const dir = dirtyRepository();
      const before = read(dir, 'src/pipeline.ts');
      const chownAll = (path: string): void => {
        chownSync(path, 4242, 4242);
        for (const entry of readdirSync(path, { withFileTypes: true })) {
          if (entry.isDirectory()) chownAll(join(path, entry.name));
          else chownSync(join(path, entry.name), 4242, 4242);
        }
      };
      chownAll(dir);
      const run = fix(dir);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('dubious ownership');
      expect(read(dir, 'src/pipeline.ts')).toBe(before);

      expect(fix(dir, '--force').status).toBe(0);
      expect(read(dir, 'src/pipeline.ts')).not.toBe(before);
    });

    it('still proceeds outside a git work tree', () => {
      expect(fix(fixable(), 'src/qualified.js').status).toBe(0);
    });
  });

  it('6. UTF-16 files with a byte order mark are analysed by check and migrated by fix, as UTF-16', () => {
    const dir = copyFixture('clean');
    const legacy = read(copyFixture('findings'), 'src/qualified.js');
    writeFileSync(join(dir, 'src/le.js'), Buffer.from(`\uFEFF${legacy}`, 'utf16le'));
    writeFileSync(join(dir, 'src/be.js'), Buffer.from(`\uFEFF${legacy}`, 'utf16le').swap16());

    const run = check(dir, '--format', 'json');
    expect(run.status).toBe(1);
    expect(findingsOf(run.stdout, dir)).toEqual(['src/be.js:4 hiring-migrate/no-legacy-state-filter', 'src/le.js:4 hiring-migrate/no-legacy-state-filter']);

    expect(fix(dir).status).toBe(0);
    const migrated = `\uFEFF${legacy.replace("{ state: 'QUALIFIED' }", "{ hiringState: 'ACTIVE', stageType: 'INTERVIEW' }")}`;
    expect(readFileSync(join(dir, 'src/le.js'))).toEqual(Buffer.from(migrated, 'utf16le'));
    expect(readFileSync(join(dir, 'src/be.js'))).toEqual(Buffer.from(migrated, 'utf16le').swap16());
    expect(check(dir).status).toBe(0);
  });

  it('7. a directory symlink cycle counts, reports and migrates each file once', () => {
    const dir = copyFixture('findings');
    const plain = findingsOf(check(dir, '--format', 'json').stdout, dir);
    symlinkSync('.', join(dir, 'src/loop'));
    symlinkSync('qualified.js', join(dir, 'src/alias.js'));

    const run = check(dir, '--format', 'json');
    expect(findingsOf(run.stdout, dir)).toEqual(plain);
    expect(check(dir).stderr).toContain('4 files checked, 4 findings');

    const fixed = JSON.parse(fix(dir, '--json').stdout) as { filesScanned: number; changed: string[] };
    expect(fixed).toMatchObject({ filesScanned: 4, changed: ['src/pipeline.ts', 'src/qualified.js'] });
  });

  it('8. temporary files of a run killed mid-write are removed and reported by the next run', () => {
    const dir = fixable();
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'fixture');
    const before = read(dir, 'src/qualified.js');
    const killed = runBin(['fix', '--today', TODAY, 'src/qualified.js'], dir, {
      NODE_OPTIONS: hook('kill-before-rename.mjs'),
      HM_KILL_FILE: join(dir, 'src/qualified.js'),
    });
    expect(killed.status).toBe(null); // SIGKILL
    expect(read(dir, 'src/qualified.js')).toBe(before); // never half-written
    const sources = ['Counter.tsx', 'bom.ts', 'pipeline.ts', 'qualified.js', 'todo.ts'];
    const left = readdirSync(join(dir, 'src')).filter((name) => !sources.includes(name));
    expect(left).toHaveLength(1); // the temporary file, which the dirty-tree guard must not take for work

    const next = fix(dir, '--dry', 'src/qualified.js');
    expect(next.stderr).toContain(`found src/${left[0]}, a temporary file of an interrupted run (a run that writes removes it)`);
    expect(readdirSync(join(dir, 'src'))).toContain(left[0]);

    const run = fix(dir, 'src/qualified.js');
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(`removed src/${left[0]}, a temporary file of an interrupted run`);
    expect(readdirSync(join(dir, 'src')).sort()).toEqual(sources);
  });

  describe('9. reports', () => {
    it('--output-file that cannot be written names the report path, before any work, exit 2', () => {
      const dir = copyFixture('findings');
      writeFileSync(join(dir, 'notadir'), '');
      const run = check(dir, '--output-file', 'notadir/report.json');
      expect(run).toMatchObject({
        status: 2,
        stdout: '',
        stderr: 'hiring-migrate: --output-file notadir/report.json: cannot write the report there: a part of its directory is a file (EEXIST).\n',
      });
      mkdirSync(join(dir, 'report.sarif'));
      expect(check(dir, '--format', 'sarif', '-o', 'report.sarif').stderr).toBe(
        'hiring-migrate: --output-file report.sarif: cannot write the report there: it is a directory (EISDIR).\n',
      );
    });

    it('SARIF: a file that does not parse is a result (a code scanning alert), not a tool notification', () => {
      const dir = copyFixture('parse-error');
      const run = check(dir, '--format', 'sarif');
      expect(run.status).toBe(1);
      const [sarifRun] = (JSON.parse(run.stdout) as { runs: { results: { ruleId: string; level: string; locations: unknown[] }[]; invocations?: unknown; tool: { driver: { rules: { id: string }[] } } }[] }).runs;
      expect(sarifRun!.results).toEqual([
        expect.objectContaining({ ruleId: 'hiring-migrate/parse-error', level: 'error', locations: [expect.objectContaining({ physicalLocation: expect.objectContaining({ artifactLocation: expect.objectContaining({ uri: expect.stringMatching(/src\/broken\.ts$/) }) }) })] }),
      ]);
      expect(sarifRun!.tool.driver.rules.map((r) => r.id)).toContain('hiring-migrate/parse-error');
      expect(sarifRun!.invocations).toBeUndefined();
    });
  });

  it('10. fix never writes through a symlink that leads out of the given paths; it reports it', () => {
    const workspace = copyFixture('findings');
    // A pnpm-like workspace: package a links its sibling b.
    mkdirSync(join(workspace, 'packages/a'), { recursive: true });
    mkdirSync(join(workspace, 'packages/b'), { recursive: true });
    writeFileSync(join(workspace, 'packages/a/own.js'), read(workspace, 'src/qualified.js'));
    writeFileSync(join(workspace, 'packages/b/shared.js'), read(workspace, 'src/qualified.js'));
    symlinkSync('../b', join(workspace, 'packages/a/b'));
    symlinkSync('../b/shared.js', join(workspace, 'packages/a/shared-link.js'));
    const sibling = read(workspace, 'packages/b/shared.js');

    const run = fix(workspace, '--json', 'packages/a');
    expect(read(workspace, 'packages/b/shared.js')).toBe(sibling);
    expect(read(workspace, 'packages/a/own.js')).toContain('hiringState');
    const summary = JSON.parse(run.stdout) as { changed: string[]; failed: { file: string; message: string }[] };
    expect(summary.changed).toEqual(['packages/a/own.js']);
    expect(summary.failed).toEqual([
      { file: 'packages/a/b/shared.js', message: `a symlink to ${join(workspace, 'packages/b/shared.js')}, outside the given paths` },
    ]);
    expect(run.status).toBe(1);
    // Named explicitly, a link is what the user asked for; under a root that holds its target, too.
    expect(fix(workspace, 'packages').status).toBe(0);
    expect(read(workspace, 'packages/b/shared.js')).toContain('hiringState');
    expect(existsSync(join(workspace, 'packages/a/shared-link.js'))).toBe(true);
  });

  it('11. a big file is searched as a whole a fixed number of times, not once per finding', () => {
    const dir = copyFixture('clean');
    const scans = (sites: number): number => {
      const filler = Array.from({ length: 2000 - sites }, (_, i) => `export const n${i} = ${i};`);
      const requests = Array.from({ length: sites }, (_, i) => `export const list${i} = (s) => axios.get('/v2/applications', { params: { state: s } });`);
      // The requests last, so no per-finding look at the text after them spans the whole file.
      const text = `import axios from 'axios';\n${[...filler, ...requests].join('\n')}\n`;
      writeFileSync(join(dir, 'src/big.js'), text);
      const out = join(dir, 'scans.txt');
      const run = runBin(['check', '--today', TODAY, '--concurrency', 'off', 'src/big.js'], dir, {
        NODE_OPTIONS: hook('count-text-scans.mjs'),
        HM_SCAN_MIN: String(text.length - 100), // the file's text, with or without ESLint's BOM handling
        HM_SCAN_OUT: out,
      });
      expect(run.stderr).toContain(`${sites} findings`);
      return Number(readFileSync(out, 'utf8'));
    };
    expect(scans(400)).toBe(scans(100));
  });

  it('12. a file nested deeper than the native parser can go, and one whose analysis exhausts the stack, are findings of their own: the other files are checked and migrated', () => {
    const dir = copyFixture('clean');
    const head = "const r = await fetch('/v2/applications');\nconst [a] = await r.json();\n";
    let nested = 'a.state';
    for (let i = 0; i < 20_000; i++) nested = `(${nested} + 1)`;
    writeFileSync(join(dir, 'src/nested.js'), `${head}export const x = ${nested};\n`);
    writeFileSync(join(dir, 'src/chain.js'), `${head}export const y = a.state${' + 1'.repeat(50_000)};\n`);
    writeFileSync(join(dir, 'src/plain.js'), `${head}export const z = a.state;\n`);
    const run = runWithin(120_000, ['check', '--today', TODAY, '--format', 'json'], dir);
    expect(run.status).toBe(1);
    const messages = Object.fromEntries((JSON.parse(run.stdout) as JsonResult[]).filter((r) => r.messages.length).map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => [m.ruleId, m.message.slice(0, 60)])]));
    expect(messages).toEqual({
      'src/chain.js': [[null, "Internal error in hiring-migrate's analysis (Maximum call st"]],
      'src/nested.js': [[null, 'Parsing error: Maximum call stack size exceeded']],
      'src/plain.js': [['hiring-migrate/no-legacy-state-field', 'The application field `state` was removed on 2026-11-01 (20 ']],
    });
    const before = [read(dir, 'src/nested.js'), read(dir, 'src/chain.js')];
    const fixed = runWithin(120_000, ['fix', '--today', TODAY, '--json', '--force'], dir);
    expect(JSON.parse(fixed.stdout)).toMatchObject({ changed: ['src/plain.js'] });
    expect([read(dir, 'src/nested.js'), read(dir, 'src/chain.js')]).toEqual(before);
  });

  it('6b. a file with a UTF-16 byte order mark that is not valid UTF-16 is a finding of check, never a silent pass', () => {
    const dir = copyFixture('clean');
    writeFileSync(join(dir, 'src/odd.js'), Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00])); // a lone surrogate
    const run = check(dir, '--format', 'json');
    const odd = (JSON.parse(run.stdout) as JsonResult[]).find((r) => r.filePath.endsWith('odd.js'));
    expect(odd?.messages[0]?.message).toBe('Cannot read file: not valid UTF-16');
    expect(run.status).toBe(1);
  });
});
