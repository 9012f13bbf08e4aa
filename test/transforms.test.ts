/**
 * Transform fixtures, discovered: every `<case>.input.*` must become `<case>.output.*` exactly
 * (no-op cases come back byte for byte, and the transform says so by returning undefined), and the
 * transform run again on the output must change nothing.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { globSync } from 'tinyglobby';
import type { API, FileInfo } from 'jscodeshift';
import { describe, expect, it } from 'vitest';
import { migrateSource } from '../src/codemod/index.js';
import { transforms, type TransformName } from '../transforms/index.js';
import { lintAndFix } from './support/lint.js';

const repo = new URL('../', import.meta.url).pathname;
const root = join(repo, 'fixtures/transforms');
const cases = globSync('*/*.input.*', { cwd: root }).sort();

function run(name: TransformName, path: string, source: string): string | undefined {
  const file: FileInfo = { path, source };
  return transforms[name].default(file, {} as API, {});
}

describe('transform fixtures', () => {
  it('every transform has fixtures, and a no-op case exists', () => {
    for (const name of Object.keys(transforms)) expect(cases.some((c) => c.startsWith(`${name}/`)), name).toBe(true);
    expect(cases.some((c) => readFileSync(join(root, c), 'utf8') === readFileSync(join(root, c.replace('.input.', '.output.')), 'utf8'))).toBe(true);
  });

  it.each(cases)('%s', (fixture) => {
    const name = fixture.split('/')[0] as TransformName;
    const input = readFileSync(join(root, fixture), 'utf8');
    const expected = readFileSync(join(root, fixture.replace('.input.', '.output.')), 'utf8');
    const output = run(name, join(root, fixture), input);
    if (expected === input) expect(output).toBeUndefined();
    else expect(output).toBe(expected);
    // Idempotence: a second run changes nothing.
    expect(run(name, join(root, fixture), expected)).toBeUndefined();
  });
});

describe('the codemod and the rules agree', () => {
  // Whatever ESLint --fix rewrites, the codemod rewrites the same way: applying the codemod after
  // the autofixes gives what the codemod gives alone.
  const corpus = globSync(['fixtures/corpus/positive/**/*.*', 'fixtures/transforms/*/*.input.*'], { cwd: repo }).sort();
  it.each(corpus)('%s', (file) => {
    const text = readFileSync(join(repo, file), 'utf8');
    const settings = { wrappers: ['listApplications'] };
    const direct = migrateSource(text, file, { wrappers: [{ name: 'listApplications' }] });
    const fixed = lintAndFix(text, file, settings).output;
    const after = migrateSource(fixed, file, { wrappers: [{ name: 'listApplications' }] });
    expect(after.output).toBe(direct.output);
  });
});

describe('codemod safety', () => {
  it('an unparseable file is reported, not rewritten', () => {
    const result = migrateSource("fetch('/v2/applications?state=SCREENING'", 'broken.js');
    expect(result.changed).toBe(false);
    expect(result.output).toBe("fetch('/v2/applications?state=SCREENING'");
    expect(result.error?.message).toMatch(/expected/i);
    expect(result.error?.line).toBe(1);
  });

  it('a file without any trigger word is never parsed', () => {
    const text = 'this is not JavaScript at all {';
    expect(migrateSource(text, 'notes.js')).toEqual({ output: text, changed: false, rewritten: {}, todos: {} });
  });

  it("leaves a TODO at a request template's placeholder for the state (query: { state: '{state}' }, filled in when the request is made) and counts it", () => {
    const text = "export const listOperation = { method: 'GET', url: '/v2/applications', query: { state: '{state}' } };\n";
    const result = migrateSource(text, 'datasource.js');
    expect(result.output).toBe(
      "// TODO(hiring-migrate): {state} is filled in with the caller's state when the request is made: send hiringState and stageType instead, each from that state (SCREENING = hiringState ACTIVE + stageType APPLICATION_REVIEW, QUALIFIED = hiringState ACTIVE + stageType INTERVIEW, REJECTED/OFFER/HIRED = the same hiringState).\n" + text,
    );
    expect(result.todos).toEqual({ 'no-legacy-state-filter': 1 });
  });

  it("leaves a TODO at an assertion that an application has a state property (expect(app).toHaveProperty('state', …)): the record has none, and no rewrite says what the check meant", () => {
    const text = "const [app] = await fetch('https://h.example/v2/applications').then((r) => r.json());\nexpect(app).toHaveProperty('state', 'SCREENING');\n";
    const result = migrateSource(text, 'list.spec.js');
    expect(result.output).toBe(text.replace("expect(app)", "// TODO(hiring-migrate): the record has no state property now: assert hiringState and pipelineStage.type instead (SCREENING = hiringState ACTIVE + stageType APPLICATION_REVIEW, QUALIFIED = hiringState ACTIVE + stageType INTERVIEW, REJECTED/OFFER/HIRED = the same hiringState).\nexpect(app)"));
    expect(result.todos).toEqual({ 'no-legacy-state-field': 1 });
  });

  it('keeps a byte order mark and counts rewritten sites and TODOs per rule', () => {
    const text = "\uFEFFfetch('/v2/applications?state=QUALIFIED');\naxios.get('/v2/applications', { params: { stageType: 'OFFER' } });\n";
    const result = migrateSource(text, 'bom.js');
    expect(result.output).toBe(
      "\uFEFFfetch('/v2/applications?hiringState=ACTIVE&stageType=INTERVIEW');\n// TODO(hiring-migrate): stageType needs hiringState in the same request; decide which hiringState this list means.\naxios.get('/v2/applications', { params: { stageType: 'OFFER' } });\n",
    );
    expect(result.rewritten).toEqual({ 'no-legacy-state-filter': 1 });
    expect(result.todos).toEqual({ 'no-lone-stage-type': 1 });
  });
});

describe('jscodeshift', () => {
  it('the real binary runs a .ts transform on a fixture', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-jscodeshift-'));
    try {
      const fixture = join(root, 'migrate-state-filter/fetch-query.input.js');
      const target = join(dir, 'fetch-query.js');
      copyFileSync(fixture, target);
      const bin = join(repo, 'node_modules/jscodeshift/bin/jscodeshift.js');
      const out = execFileSync(process.execPath, [bin, '--parser=tsx', '-t', join(repo, 'transforms/migrate-state-filter.ts'), target], {
        encoding: 'utf8',
        cwd: repo,
      });
      expect(out).toMatch(/1 ok/);
      expect(readFileSync(target, 'utf8')).toBe(readFileSync(fixture.replace('.input.', '.output.'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('migrated TypeScript type-checks against the new interface', () => {
  it('tsc --noEmit passes on the migrate-all outputs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-tsc-'));
    try {
      for (const file of globSync('migrate-all/*.output.ts', { cwd: root }))
        copyFileSync(join(root, file), join(dir, basename(file).replace('.output.', '.')));
      copyFileSync(join(repo, 'examples/recruiting-dashboard/src/vendor.d.ts'), join(dir, 'vendor.d.ts'));
      // Outputs that import a library (zod schemas) resolve it from this repository's dependencies.
      symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], types: [] }, include: ['*.ts'] }),
      );
      const tsc = join(repo, 'node_modules/typescript/bin/tsc');
      expect(() => execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' })).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('eslint-disable comments', () => {
  it('a site disabled for our rule is left alone by the codemod, as by check; a blanket directive (written for other rules, or atop a generated client) is not about this migration', () => {
    const text =
      "// eslint-disable-next-line hiring-migrate/no-legacy-state-filter -- the proxy still maps it until December\nconst a = fetch('/v2/applications?state=SCREENING');\nconst b = fetch('/v2/applications?state=HIRED'); // eslint-disable-line\n/* eslint-disable react/no-danger */\nconst c = fetch('/v2/applications?state=OFFER');\n";
    expect(migrateSource(text, 'disabled.js').output).toBe(text.replace('state=OFFER', 'hiringState=OFFER').replace('state=HIRED', 'hiringState=HIRED'));
    const generated = "/* eslint-disable */\n/* Generated by OpenAPI Generator. Do not edit manually. */\nexport const list = () => fetch('/v2/applications?state=QUALIFIED');\n";
    expect(migrateSource(generated, 'generated.js').output).toBe(generated.replace('state=QUALIFIED', 'hiringState=ACTIVE&stageType=INTERVIEW'));
    const once = migrateSource(generated, 'generated.js').output;
    expect(migrateSource(once, 'generated.js').output).toBe(once);
  });
});

describe('maps of applications', () => {
  it('what a Map<string, ApplicationRecord> gives for a key is an application, and its values() are applications, the map declared so or under a type of its own (type Snapshot = Map<…>)', () => {
    const text = "interface ApplicationRecord {\n  id: string;\n  state: 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED';\n}\ntype Snapshot = Map<string, ApplicationRecord>;\nexport function moved(prev: Snapshot, next: Snapshot, id: string): boolean {\n  const before = prev.get(id);\n  const after = next.get(id);\n  return !!before && !!after && before.state !== after.state;\n}\nexport function stateOf(byId: ReadonlyMap<string, ApplicationRecord>, id: string): string | undefined {\n  return byId.get(id)?.state;\n}\nexport function checkpoint(snapshot: Snapshot): Array<{ id: string; state: string }> {\n  return [...snapshot.values()].map((r) => ({ id: r.id, state: r.state }));\n}\n";
    const output = migrateSource(text, 'snapshots.ts').output;
    expect(output.slice(output.indexOf('type Snapshot'), output.indexOf('\n\n/**'))).toBe(
      text
        .slice(text.indexOf('type Snapshot'))
        .replace('before.state !== after.state', 'legacyStateOf(before) !== legacyStateOf(after)')
        .replace('byId.get(id)?.state', 'legacyStateOf(byId.get(id))')
        .replace('state: r.state', 'state: legacyStateOf(r)')
        .trimEnd(),
    );
    expect(migrateSource(output, 'snapshots.ts').output).toBe(output);
  });

  it("a map of another service's records (GitHub issues, whose state is open or closed) stays silent", () => {
    const text = "interface Issue {\n  id: number;\n  state: 'open' | 'closed';\n}\ntype Issues = Map<number, Issue>;\nexport const isOpen = (issues: Issues, id: number): boolean => issues.get(id)?.state === 'open';\nexport const states = (byId: ReadonlyMap<number, Issue>) => [...byId.values()].map((i) => i.state);\n";
    expect(migrateSource(text, 'issues.ts').output).toBe(text);
  });
});

describe('functions handed the records they are called with', () => {
  it("a CSV writer handed applications with one column table and its own table's rows with another: only the first table's functions read applications", () => {
    const text = "const LIVE_COLUMNS = [{ header: 'State', value: (a) => a.state }, { header: 'Job', value: (a) => a.jobId }];\nconst WAREHOUSE_COLUMNS = [{ header: 'status', value: (r) => r.state }, { header: 'job', value: (r) => r.jobId }];\nfunction toCsv(rows, columns) {\n  return rows.map((row) => columns.map((c) => c.value(row)).join(',')).join('\\n');\n}\nexport async function live() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return toCsv(apps, LIVE_COLUMNS);\n}\nexport function warehouse(db) {\n  return toCsv(db.table('applications').all(), WAREHOUSE_COLUMNS);\n}\n";
    const output = migrateSource(text, 'export.js').output;
    expect(output.slice(0, output.indexOf('\n\n/**'))).toBe(text.replace('(a) => a.state', '(a) => legacyStateOf(a)').trimEnd());
    // The table it takes by default, when a call hands it applications and no table.
    const defaulted = text.replace('function toCsv(rows, columns)', 'function toCsv(rows, columns = LIVE_COLUMNS)').replace('toCsv(apps, LIVE_COLUMNS)', 'toCsv(apps)');
    const migrated = migrateSource(defaulted, 'export.js').output;
    expect(migrated.slice(0, migrated.indexOf('\n\n/**'))).toBe(defaulted.replace('(a) => a.state', '(a) => legacyStateOf(a)').trimEnd());
    expect(migrateSource(output, 'export.js').output).toBe(output);
    expect(migrateSource(migrated, 'export.js').output).toBe(migrated);
  });
});

describe("a query class that makes the list's parameters itself", () => {
  it("query.toParams() of an instance of the file's class is migrated in the method; the instance keeps state, set and read as before (a service's query = new Query(); query.state = state)", () => {
    const text =
      "import axios from 'axios';\nexport class Query {\n  state?: string;\n  toParams(): Record<string, string> {\n    return this.state ? { state: this.state } : {};\n  }\n}\n" +
      "export class Service {\n  async list(query: Query = new Query()): Promise<unknown[]> {\n    const res = await axios.get('/v2/applications', { params: query.toParams() });\n    console.log(query.state);\n    return res.data;\n  }\n" +
      "  byState(state: string) {\n    const query = new Query();\n    query.state = state;\n    return this.list(query);\n  }\n}\n";
    const output = migrateSource(text, 'service.ts').output;
    expect(output.slice(0, output.indexOf('\n\n/**'))).toBe(text.replace('{ state: this.state }', '{ ...toHiringStateFilter(this.state) }').trimEnd());
    expect(migrateSource(output, 'service.ts').output).toBe(output);
  });
});

describe("a copy of a record that carries the record's own stage on", () => {
  it("{ ...o, currentStage: stage ?? null } of const stage = o.currentStage is renamed with the reads and the type, and a second run changes nothing", () => {
    const text =
      "interface Stage { id: string; name: string }\ninterface Application { id: string; state: string; currentStage: Stage | null }\nexport async function load(id: string): Promise<Application> {\n  const o = await (await fetch(`/v2/applications/${id}`)).json();\n  const stage = o.currentStage;\n  return { ...(o as Application), currentStage: (stage as Stage | undefined) ?? null };\n}\n";
    const output = migrateSource(text, 'load.ts').output;
    expect(output).toContain('return { ...(o as Application), pipelineStage: (stage as Stage | undefined) ?? null };');
    expect(migrateSource(output, 'load.ts').output).toBe(output);
  });
});

describe('the silent traps in the codemod', () => {
  // A paging loop is reported at its request and also at its head and exit, a note flag also at the parameter that
  // takes it (secondary findings): one TODO for each problem.
  it.each([
    ['sourcing-crm/src/notes/candidateNotes.js', 0],
    ['interview-insights/src/scorecards.ts', 4],
  ] as const)(
    '%s: exactly one TODO per trap site (%i secondary places share one), and nothing else changes',
    (file, secondary) => {
      const text = readFileSync(join(repo, 'fixtures/corpus/positive', file), 'utf8');
      const traps = (text.match(/expect: (no-private-note-write|no-reply-is-private|no-scorecard-pagination)/g) ?? []).length - secondary;
      const result = migrateSource(text, file);
      const added = result.output.split('\n').filter((line) => !text.split('\n').includes(line));
      expect(added).toHaveLength(traps);
      for (const line of added) expect(line.trim()).toMatch(/^\/\/ TODO\(hiring-migrate\): /);
      expect(result.output.split('\n').filter((line) => !added.includes(line))).toEqual(text.split('\n'));
      expect(Object.values(result.todos).reduce((a, b) => a + b, 0)).toBe(traps);
    },
  );
});

describe('the codemod leaves real-world code alone', () => {
  // The negative corpus (React, Redux, OAuth, GitHub, addresses, other ATS vendors, migrated code)
  // must come back byte for byte, as the rules must stay silent on it.
  it.each(globSync('fixtures/corpus/negative/**/*.*', { cwd: repo }).sort())('%s', (file) => {
    const text = readFileSync(join(repo, file), 'utf8');
    expect(migrateSource(text, file, { wrappers: [{ name: 'listApplications' }] })).toEqual({ output: text, changed: false, rewritten: {}, todos: {} });
  });
});
