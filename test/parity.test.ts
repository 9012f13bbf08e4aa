/**
 * The CLI's own path against the reference, on the whole corpus: the positive and negative corpus, the
 * integration sets a, b and c, and a generated corpus (integration files in every style the generator
 * has, React/Redux files full of unrelated `state`).
 *
 * - `check`: the own path (oxc-parser, the engine run directly, on worker threads past a few files)
 *   against every candidate file through ESLint's Node API with @typescript-eslint/parser. The whole
 *   `--format json` report must be the same: findings, positions, messages, autofixes, suggestions,
 *   counts.
 * - `fix`: the codemod on oxc-parser against the codemod on typescript-estree (modules imported by a
 *   file summarized with the same parser): the same text out, the same counts, the same failures.
 *
 * Runs the built CLI modules (`npm test` builds first), so the worker threads are exercised too.
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { globSync } from 'tinyglobby';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheck, type CheckOptions } from '../dist/src/cli/check/run.js';
import { migrateSource } from '../dist/src/codemod/migrate-source.js';
import { clearModuleSummaries } from '../dist/src/engine/modules.js';
import { setDefaultParser } from '../dist/src/engine/parse.js';
import { generateCorpus } from '../bench/lib/generate.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const TODAY = '2026-11-21';
const SETS = ['fixtures/corpus', 'fixtures/integrations/a', 'fixtures/integrations/b', 'fixtures/integrations/c'];
const WRAPPERS = [{ name: 'listApplications' }];

let generated: string;
beforeAll(() => {
  generated = realpathSync(mkdtempSync(join(tmpdir(), 'hiring-migrate-parity-')));
  // Integration files in every style of the generator, and app code that must stay silent; .mjs and .cjs too.
   
  generateCorpus(generated, { seed: 31, files: 400, integrationShare: 0.6, largeFiles: 4, extensions: ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs'] });
});
afterAll(() => rmSync(generated, { recursive: true, force: true }));

function sink(): { write(chunk: string): void; text: () => string } {
  let text = '';
  return { write: (chunk: string) => void (text += chunk), text: () => text };
}

async function checkOutput(dir: string, extra: Partial<CheckOptions>): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  const stdout = sink();
  const stderr = sink();
  const exitCode = await runCheck(
    { paths: [dir], format: 'json', cache: false, concurrency: 'auto', fileLocal: true, today: TODAY, wrappers: WRAPPERS, ...extra },
    { stdout, stderr, cwd: ROOT, env: {} },
  );
  return { stdout: stdout.text(), stderr: stderr.text(), exitCode };
}

async function checkJson(dir: string, extra: Partial<CheckOptions>): Promise<unknown[]> {
  return JSON.parse((await checkOutput(dir, extra)).stdout) as unknown[];
}

async function reference<T>(run: () => Promise<T> | T): Promise<T> {
  setDefaultParser('typescript-estree');
  clearModuleSummaries();
  try {
    return await run();
  } finally {
    setDefaultParser('oxc');
    clearModuleSummaries();
  }
}

const dirs = (): string[] => [...SETS.map((set) => join(ROOT, set)), generated];

describe('check: the own path reports what ESLint reports', () => {
  it.each(SETS.map((s) => [s]).concat([['generated']]))('%s', async (set) => {
    const dir = set === 'generated' ? generated : join(ROOT, set);
    const own = await checkJson(dir, {});
    const eslint = await reference(() => checkJson(dir, { eslintOnly: true, concurrency: 'off' }));
    const messages = (results: unknown[]): number => (results as { messages: unknown[] }[]).reduce((n, r) => n + r.messages.length, 0);
    expect(messages(own)).toBeGreaterThan(0);
    expect(own).toEqual(eslint);
  });
});

describe('check: the other formats print the same reports', () => {
  it.each(['stylish', 'sarif', 'github'] as const)('%s', async (format) => {
    const dir = join(ROOT, 'fixtures/integrations/a');
    const own = await checkOutput(dir, { format });
    const eslint = await reference(() => checkOutput(dir, { format, eslintOnly: true, concurrency: 'off' }));
    expect(own).toEqual(eslint);
  });
});

describe('fix: the codemod on oxc-parser rewrites what it rewrites on typescript-estree', () => {
  it('every file of every set', async () => {
    let changed = 0;
    const differing: string[] = [];
    for (const dir of dirs()) {
      for (const file of globSync('**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}', { cwd: dir, absolute: true }).sort()) {
        const text = readFileSync(file, 'utf8');
        const options = { wrappers: WRAPPERS, today: TODAY };
        const fast = migrateSource(text, file, options);
        const slow = await reference(() => migrateSource(text, file, options));
        if (JSON.stringify(fast) !== JSON.stringify(slow)) differing.push(file);
        if (fast.changed) changed++;
      }
    }
    expect(differing).toEqual([]);
    expect(changed).toBeGreaterThan(300);
  });
});
