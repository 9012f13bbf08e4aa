/** Relative imports without a tsconfig (src/engine/modules.ts): what crosses a module boundary, and what does not. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateSource } from '../src/codemod/index.js';

const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-modules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('module summaries', () => {
  it('a CommonJS client that returns applications and wraps the list endpoint: its importer is migrated', () => {
    file(
      'client.cjs',
      "const getJson = (p) => fetch('https://h.example' + p).then((r) => r.json());\n" +
        "exports.loadAll = () => getJson('/v2/applications');\n" +
        "exports.list = (filters) => getJson('/v2/applications?' + new URLSearchParams({ ...filters }));\n",
    );
    const report = file(
      'report.cjs',
      "const { loadAll, list } = require('./client.cjs');\nasync function run() {\n  const rows = (await loadAll()).map((r) => r.currentStage.name);\n  return [rows, await list({ state: 'HIRED' })];\n}\nmodule.exports = { run };\n",
    );
    expect(migrateSource(readFileSync(report, 'utf8'), report, {}).output).toBe(
      "const { loadAll, list } = require('./client.cjs');\nasync function run() {\n  const rows = (await loadAll()).map((r) => r.pipelineStage.name);\n  return [rows, await list({ hiringState: 'HIRED' })];\n}\nmodule.exports = { run };\n",
    );
  });

  it('an imported module that does not parse, and an import cycle, leave the importer as it is', () => {
    file('broken.js', "export const loadAll = () => fetch('/v2/applications').then((r) => r.json(;\n");
    file('a.js', "import { b } from './b.js';\nexport const a = () => b();\n");
    file('b.js', "import { a } from './a.js';\nexport const b = () => a();\n");
    const text = "import { loadAll } from './broken.js';\nimport { a } from './a.js';\nexport const go = async (app) => [(await loadAll()).state, a().state];\n";
    const user = file('user.js', text);
    const result = migrateSource(text, user, {});
    expect(result.changed).toBe(false);
    expect(result.output).toBe(text);
  });

  it("a module's own `state` (a Redux slice imported next to the client) stays silent", () => {
    file('slice.js', "export const reducer = (state = { status: 'idle' }, action) => ({ ...state, status: action.type });\nexport const selectStatus = (state) => state.status;\n");
    const text = "import { loadAll } from './client.cjs';\nimport { reducer } from './slice.js';\nexport const next = (state) => reducer(state, { type: 'x' }).state;\n";
    const user = file('store.js', text);
    expect(migrateSource(text, user, {}).output).toBe(text);
  });
});
