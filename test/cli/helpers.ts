/** Running the built CLI (`npm test` builds first) on temporary copies of fixtures/cli/<scenario>. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BIN = join(ROOT, 'dist/src/cli/main.js');
export const TODAY = '2026-11-21';

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runBin(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    // A terminal-less run, as in CI; HIRING_MIGRATE_TODAY from test/setup.ts is dropped so --today is what counts.
    env: { ...process.env, HIRING_MIGRATE_TODAY: undefined, FORCE_COLOR: undefined, NO_COLOR: undefined, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A fresh copy of fixtures/cli/<scenario> under the OS temp directory (outside this repository's git). */
export function copyFixture(scenario: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `hiring-migrate-${scenario}-`)));
  made.push(dir);
  cpSync(join(ROOT, 'fixtures/cli', scenario), dir, { recursive: true });
  return dir;
}

export interface JsonResult {
  filePath: string;
  messages: { ruleId: string | null; line: number; column: number; message: string; severity: number; fatal?: boolean }[];
  errorCount: number;
  warningCount: number;
}

/** `file:line ruleId` for every message of a `--format json` report, paths relative to `dir`. */
export function findingsOf(stdout: string, dir: string): string[] {
  const results = JSON.parse(stdout) as JsonResult[];
  return results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(dir.length + 1)}:${m.line} ${m.ruleId ?? 'fatal'}`));
}
