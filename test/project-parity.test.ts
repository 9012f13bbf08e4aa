/**
 * `check --project`'s own path (the project's files through the engine with the program's types, in
 * this thread) against typed linting through ESLint's Node API, on projects of every kind the fixtures
 * hold: the typed fixture project, JavaScript typed by JSDoc (checkJs), the whole corpus as one
 * JavaScript and TypeScript project, and each integration set as a project. The whole `--format json`
 * report must be the same: findings, positions, messages, autofixes, suggestions, counts.
 *
 * And the pre-filter those runs share: with a project, the checker's verdict stands for the text's, and
 * what a file's modules say still counts; it must never hide a file where the typed analysis finds
 * something.
 *
 * Runs the built CLI modules (`npm test` builds first).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck, type CheckOptions } from '../dist/src/cli/check/run.js';
import { analyze } from '../dist/src/engine/analyze.js';
import { mayDemand } from '../dist/src/engine/demands.js';
import { mayContainFindingsOf } from '../dist/src/engine/prefilter.js';
import { loadProject } from '../dist/src/typed/project.js';

const ROOT = resolve(import.meta.dirname, '..');
const TODAY = '2026-11-21';
const temp = mkdtempSync(join(tmpdir(), 'hiring-migrate-project-parity-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function sink(): { write(chunk: string): void; text: () => string } {
  let text = '';
  return { write: (chunk: string) => void (text += chunk), text: () => text };
}

async function checkOutput(dir: string, project: string, extra: Partial<CheckOptions>): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  const stdout = sink();
  const stderr = sink();
  const exitCode = await runCheck(
    { paths: [dir], format: 'json', cache: false, concurrency: 'off', project, today: TODAY, wrappers: [{ name: 'listApplications' }], ...extra },
    { stdout, stderr, cwd: ROOT, env: {} },
  );
  return { stdout: stdout.text(), stderr: stderr.text(), exitCode };
}

/** A tsconfig over `dir`, outside it (the fixtures stay as they are). */
function projectOver(name: string, dir: string, compilerOptions: Record<string, unknown>): string {
  const file = join(temp, `${name}.tsconfig.json`);
  writeFileSync(
    file,
    JSON.stringify({
      compilerOptions: { noEmit: true, strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: true, typeRoots: [join(ROOT, 'node_modules/@types')], ...compilerOptions },
      include: [dir],
      exclude: [join(dir, '**/node_modules')],
    }),
  );
  return file;
}

const PROJECTS: [string, () => { dir: string; project: string }][] = [
  ['fixtures/typed/hiring-app', () => ({ dir: join(ROOT, 'fixtures/typed/hiring-app'), project: join(ROOT, 'fixtures/typed/hiring-app/tsconfig.json') })],
  ['fixtures/typed/jsdoc-app (checkJs)', () => ({ dir: join(ROOT, 'fixtures/typed/jsdoc-app'), project: join(ROOT, 'fixtures/typed/jsdoc-app/jsconfig.json') })],
  ...['fixtures/corpus', 'fixtures/integrations/a', 'fixtures/integrations/b', 'fixtures/integrations/c', 'fixtures/integrations/d'].map(
    (set): [string, () => { dir: string; project: string }] => [
      set,
      () => {
        const dir = join(ROOT, set);
        const jsx = set === 'fixtures/corpus' ? 'preserve' : 'react-jsx';
        return { dir, project: projectOver(set.replaceAll('/', '-'), dir, { allowJs: true, checkJs: set === 'fixtures/corpus', jsx, types: set === 'fixtures/corpus' ? [] : ['node'] }) };
      },
    ],
  ),
];

describe('check --project: the own path reports what typed linting through ESLint reports', () => {
  it.each(PROJECTS)('%s', async (_, setUp) => {
    const { dir, project } = setUp();
    const own = await checkOutput(dir, project, {});
    const eslint = await checkOutput(dir, project, { eslintOnly: true });
    expect(own.stderr).not.toMatch(/going on with file-local analysis/);
    const messages = (stdout: string): number => (JSON.parse(stdout) as { messages: unknown[] }[]).reduce((n, r) => n + r.messages.length, 0);
    expect(messages(own.stdout)).toBeGreaterThan(0);
    expect(own).toEqual(eslint);
  });
});

describe("check --project / fix --project: the project's pre-filter", () => {
  it.each(PROJECTS)('never hides a finding of the typed analysis with the modules of the file: %s', (_, setUp) => {
    const { project: config } = setUp();
    const loaded = loadProject(config);
    if ('error' in loaded) throw new Error(loaded.error);
    const { project } = loaded;
    const texts = new Map(project.files.map((file) => [file, readFileSync(file, 'utf8')]));
    const importers = [...texts].filter(([, text]) => mayDemand(text)).map(([file]) => file);
    const hidden: string[] = [];
    for (const [file, text] of texts) {
      if (mayContainFindingsOf(text, file, { wrappers: project.wrappers, project, importers })) continue;
      const parsed = project.parse(text, file);
      if (!parsed) continue;
      const { ast, scopeManager, typedIsApplication, resolveCallee } = parsed;
      const { findings } = analyze(
        { ast, scopeManager, text, typescript: /\.[cm]?tsx?$/.test(file), filename: file, typedIsApplication, resolveCallee, force: true },
        { wrappers: project.wrappers, today: TODAY, importers },
      );
      if (findings.length > 0) hidden.push(file);
    }
    expect(hidden).toEqual([]);
  });
});

describe('check --project: a wrapper that sends an argument as state', () => {
  it("the values handed to an imported wrapper that sends its argument as `state` (listByState(env, state)) are reported as in file-local analysis, where the project's checker found the wrapper too", async () => {
    const dir = mkdtempSync(join(temp, 'picked-'));
    writeFileSync(
      join(dir, 'hiring.mjs'),
      "async function hiringFetch(env, path, { searchParams } = {}) {\n  const url = new URL(path, env.BASE);\n  for (const [k, v] of searchParams ?? []) url.searchParams.append(k, v);\n  return (await fetch(url)).json();\n}\n" +
        "export function listByState(env, state) {\n  const params = new URLSearchParams();\n  params.set('state', state);\n  return hiringFetch(env, '/v2/applications', { searchParams: params });\n}\n",
    );
    writeFileSync(join(dir, 'handlers.mjs'), "import { listByState } from './hiring.mjs';\nconst BUCKETS = { screen: 'SCREENING', hired: 'HIRED' };\nexport const queue = (env, bucket) => listByState(env, BUCKETS[bucket]);\n");
    const project = projectOver('picked', dir, { allowJs: true, checkJs: false });
    const lines = (stdout: string): string[] =>
      (JSON.parse(stdout) as { filePath: string; messages: { line: number; ruleId: string; messageId: string }[] }[]).flatMap((r) =>
        r.filePath.endsWith('handlers.mjs') ? r.messages.map((m) => `${m.line} ${m.ruleId} ${m.messageId}`) : [],
      );
    const typed = await checkOutput(dir, project, { wrappers: [] });
    expect(lines(typed.stdout)).toEqual(['2 hiring-migrate/no-legacy-state-filter value', '2 hiring-migrate/no-legacy-state-filter value']);
  });
});
