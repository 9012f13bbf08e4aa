/**
 * Whole-project understanding: the fixture project under fixtures/typed/hiring-app declares its
 * application type under another name (HiringRecord), wraps the list endpoint in a client module
 * (fetchApplications, hiringApi.applications.list) and reads applications in other files.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';
import { migrateSource, type MigrationResult } from '../src/codemod/index.js';
import { analyze } from '../src/engine/analyze.js';
import { findProjectConfig, loadProject, type TypedProject } from '../src/typed/project.js';

const repo = new URL('../', import.meta.url).pathname;
const fixture = join(repo, 'fixtures/typed/hiring-app');

function load(dir: string, config = 'tsconfig.json'): TypedProject {
  const result = loadProject(join(dir, config));
  if ('error' in result) throw new Error(result.error);
  return result.project;
}

/** Findings of the typed analysis, without any pre-filter of the project. */
function typedFindings(project: TypedProject, file: string, text: string): number {
  const parsed = project.parse(text, file);
  if (!parsed) throw new Error(`${file} is not in the project`);
  const { ast, scopeManager, typedIsApplication, resolveCallee } = parsed;
  return analyze({ ast, scopeManager, text, typescript: /\.[cm]?tsx?$/.test(file), typedIsApplication, resolveCallee }, { wrappers: project.wrappers, today: '2026-11-21' }).findings.length;
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

  it('finds every site, file-local analysis too (the nested SDK object of another module, hiringApi.applications.list, is followed through its summary); React state is never touched', () => {
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
      'src/components/Board.tsx': [1, 1],
      'src/consumers/queues.ts': [4, 4],
      'src/consumers/report.ts': [2, 2],
      'src/consumers/stages.ts': [3, 3],
      'src/wizard/checkout.ts': [0, 0],
      'src/wizard/employer.ts': [0, 0],
      'src/wizard/loans.ts': [0, 0],
      'src/wizard/onboarding.ts': [0, 0],
    });
    const board = perFile.find((f) => f.file === 'src/components/Board.tsx')!.typed.output;
    expect(board).toContain("const [state, setState] = useState<'idle' | 'loading'>('idle');");
    expect(board).toContain('{r.candidateName}: {r.pipelineStage?.name}');
  });

  it('recognizes applications by their type alone, and leaves an address or a wizard alone', () => {
    const file = join(fixture, 'src/consumers/stages.ts');
    expect(migrateSource(readFileSync(file, 'utf8'), file, { project }).output).toBe(`import type { HiringRecord } from '../api/types';

// No path, no field name of the service's own: only the types say these are applications.
type Row = HiringRecord;

export function stageLabel(row: Row): string {
  return row.pipelineStage?.name ?? 'No stage yet';
}

export function isRejected(row: Row): boolean {
  return row['hiringState'] === 'REJECTED';
}

export function stageOrder(rows: readonly Row[]): number[] {
  return rows.map(({ pipelineStage: stage }) => stage?.order ?? 0);
}

export function region(row: Row & { candidate?: { address: { state: string } } }): string {
  // The candidate's address has a state of its own.
  return row.candidate?.address.state ?? '';
}
`);
  });

  it("the project's pre-filter lets through every file with a finding, and skips the wizards; a lender's loans (a stage with a code and a label) hold no finding", () => {
    const verdicts = Object.fromEntries(
      project.files.map((file) => {
        const text = readFileSync(file, 'utf8');
        return [relative(fixture, file), [project.mayContainFindings(file, text, project.wrappers), typedFindings(project, file, text)]];
      }),
    );
    expect(verdicts).toEqual({
      'src/api/types.ts': [true, 2],
      'src/api/client.ts': [true, 1],
      'src/components/Board.tsx': [true, 1],
      'src/consumers/queues.ts': [true, 4],
      'src/consumers/report.ts': [true, 2],
      'src/consumers/stages.ts': [true, 3],
      'src/wizard/checkout.ts': [false, 0],
      // A step and a badge of the service's words, with values it never had: let through, and found to be no application.
      'src/wizard/employer.ts': [true, 0],
      // It spells SCREENING: let through, and found to be no application.
      'src/wizard/loans.ts': [true, 0],
      'src/wizard/onboarding.ts': [false, 0],
    });
  });

  it("the project's pre-filter never hides a finding of the typed analysis, on every corpus file", () => {
    // The whole corpus as one JavaScript and TypeScript project: many teams' styles, with types
    // where the files declare them and `any` where they do not.
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-corpus-project-'));
    try {
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { allowJs: true, checkJs: true, jsx: 'preserve', noEmit: true, strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', types: [] }, include: [join(repo, 'fixtures/corpus')] }),
      );
      const corpus = load(dir);
      expect(corpus.files.length).toBeGreaterThan(40);
      const hidden = corpus.files.filter((file) => {
        const text = readFileSync(file, 'utf8');
        return !corpus.mayContainFindings(file, text, corpus.wrappers) && typedFindings(corpus, file, text) > 0;
      });
      expect(hidden).toEqual([]);
      const skipped = corpus.files.filter((file) => !corpus.mayContainFindings(file, readFileSync(file, 'utf8'), corpus.wrappers));
      // Most negatives spell `state` and nothing of the service: the checker, not the text, rules them out.
      expect(skipped.length).toBeGreaterThan(10);
      expect(skipped.filter((file) => file.includes('/positive/'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('typed linting (recommended-type-checked) shows in the editor what check --project finds', async () => {
    const eslint = new ESLint({
      cwd: fixture,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: fixture } } },
        plugin.configs['recommended-type-checked'] as unknown as Linter.Config,
        { settings: { 'hiring-migrate': { typeAware: true, today: '2026-11-21' } } },
      ],
    });
    const results = await eslint.lintFiles(['src']);
    const found = results.flatMap((r) => r.messages.map((m) => `${relative(fixture, r.filePath)}:${m.line} ${m.ruleId}`)).sort();
    expect(found).toEqual([
      'src/api/client.ts:6 hiring-migrate/no-legacy-state-filter',
      'src/api/types.ts:11 hiring-migrate/no-legacy-state-field',
      'src/api/types.ts:12 hiring-migrate/no-current-stage',
      'src/components/Board.tsx:19 hiring-migrate/no-current-stage',
      'src/consumers/queues.ts:10 hiring-migrate/no-current-stage',
      'src/consumers/queues.ts:14 hiring-migrate/no-legacy-state-field',
      // Calls of the client module's wrappers, declared in another file.
      'src/consumers/queues.ts:5 hiring-migrate/no-legacy-state-filter',
      'src/consumers/queues.ts:9 hiring-migrate/no-legacy-state-filter',
      'src/consumers/report.ts:10 hiring-migrate/no-legacy-state-field',
      'src/consumers/report.ts:9 hiring-migrate/no-legacy-state-field',
      'src/consumers/stages.ts:11 hiring-migrate/no-legacy-state-field',
      'src/consumers/stages.ts:15 hiring-migrate/no-current-stage',
      'src/consumers/stages.ts:7 hiring-migrate/no-current-stage',
    ]);
  });

  it('fix --project migrates the project so that tsc passes, and a second run changes nothing', () => {
    migrateCopyOf(fixture, 'tsconfig.json', (dir) => {
      expect(readFileSync(join(dir, 'src/consumers/queues.ts'), 'utf8')).toContain(
        "fetchApplications({ jobId, hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' })",
      );
    });
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

describe('--project on JavaScript with JSDoc types (checkJs)', () => {
  const jsFixture = join(repo, 'fixtures/typed/jsdoc-app');

  it('finds the sites the JSDoc types reveal, file-local analysis too (the record type is imported in JSDoc, import(\'../api/types.js\').Candidacy); the stepper stays silent', () => {
    const project = load(jsFixture, 'jsconfig.json');
    const counts = Object.fromEntries(
      project.files.map((file) => {
        const text = readFileSync(file, 'utf8');
        return [relative(jsFixture, file), [sites(migrateSource(text, file, { project })), sites(migrateSource(text, file, {}))]];
      }),
    );
    expect(counts).toEqual({
      'src/api/types.js': [2, 2],
      'src/api/client.js': [0, 0],
      'src/consumers/pipeline.js': [4, 4],
      'src/ui/stepper.js': [0, 0],
    });
  });

  it('fix --project migrates the typedef and its readers so that tsc checks the JavaScript clean, once', () => {
    migrateCopyOf(jsFixture, 'jsconfig.json', (dir) => {
      expect(readFileSync(join(dir, 'src/api/types.js'), 'utf8')).toContain(
        " * @property {'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'} hiringState\n * @property {Stage | null} pipelineStage - where the candidate is now\n",
      );
      expect(readFileSync(join(dir, 'src/consumers/pipeline.js'), 'utf8')).toContain("listCandidacies({ jobId, hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' })");
    });
  });
});

/**
 * Migrates a temp copy of a fixture project with fix --project's engine, lets `check` look at it, then
 * holds that tsc passes on the result and that a second run changes nothing.
 */
function migrateCopyOf(source: string, config: string, check: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-typed-'));
  try {
    cpSync(source, dir, { recursive: true });
    const first = load(dir, config);
    for (const file of first.files) {
      const result = migrateSource(readFileSync(file, 'utf8'), file, { project: first });
      expect(result.error).toBeUndefined();
      if (result.changed) writeFileSync(file, result.output);
    }
    check(dir);
    const tsc = join(repo, 'node_modules/typescript/bin/tsc');
    expect(() => execFileSync(process.execPath, [tsc, '-p', join(dir, config)], { encoding: 'utf8' })).not.toThrow();
    const second = load(dir, config);
    for (const file of second.files) expect(migrateSource(readFileSync(file, 'utf8'), file, { project: second }).changed, file).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('--project and module summaries together', () => {
  it("a wrapper found in the program, called without the filters it also takes (listInState('QUALIFIED') of listInState(s, extra = {})), still sends the state it picks", () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-typed-'));
    try {
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', noEmit: true }, include: ['*.ts'] }));
      writeFileSync(
        join(dir, 'in-state.ts'),
        "export function listInState(stateName: string, extra: Record<string, string> = {}) {\n  return fetch('/v2/applications?' + new URLSearchParams({ state: stateName, ...extra }));\n}\n",
      );
      const text = "import { listInState } from './in-state';\nexport const shortlist = () => listInState('QUALIFIED');\n";
      const file = join(dir, 'widgets.ts');
      writeFileSync(file, text);
      const project = load(dir);
      expect(project.wrappers.map((w) => `${w.name}#${w.argument}`)).toEqual(['listInState#1']);
      const parsed = project.parse(text, file)!;
      const { findings } = analyze(
        { ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: true, typedIsApplication: parsed.typedIsApplication, resolveCallee: parsed.resolveCallee, filename: file },
        { wrappers: project.wrappers, today: '2026-11-21' },
      );
      expect(findings.map((f) => [f.messageId, text.slice(f.range[0], f.range[1])])).toEqual([['value', "'QUALIFIED'"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("a method whose filters go through another file's query builder, which picks `state` out of them (const { state, jobId } = params), is no wrapper that sends them whole: its callers keep the `state` the builder's type declares, and the builder maps it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-typed-'));
    try {
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', noEmit: true }, include: ['*.ts'] }));
      writeFileSync(join(dir, 'params.ts'), "export interface ListParams {\n  state?: 'SCREENING' | 'QUALIFIED' | 'HIRED';\n  jobId?: string;\n}\nexport function applicationQuery(params: ListParams): Record<string, string | undefined> {\n  const { state, jobId } = params;\n  return { state, jobId };\n}\n");
      writeFileSync(join(dir, 'resource.ts'), "import { applicationQuery, type ListParams } from './params';\nexport class Applications {\n  list(params: ListParams = {}) {\n    return fetch('/v2/applications?' + new URLSearchParams(applicationQuery(params) as Record<string, string>));\n  }\n}\n");
      const text = "import { Applications } from './resource';\nexport const qualified = () => new Applications().list({ state: 'QUALIFIED', jobId: 'job-1' });\n";
      const file = join(dir, 'digest.ts');
      writeFileSync(file, text);
      const project = load(dir);
      expect(project.wrappers).toEqual([]);
      expect(migrateSource(text, file, { project }).output).toBe(text);
      const params = readFileSync(join(dir, 'params.ts'), 'utf8');
      expect(migrateSource(params, join(dir, 'params.ts'), { project, importers: [join(dir, 'resource.ts'), file] }).output).toContain('  return { ...toHiringStateFilter(state), jobId };\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("a wrapper the checker found on a client a factory makes (hiring.listApplications('SCREENING', opts)) sends the state it picks, as the wrapper of that name in the run says", () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-typed-'));
    try {
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', noEmit: true }, include: ['*.ts'] }));
      writeFileSync(
        join(dir, 'client.ts'),
        "export function createHiringClient(f: typeof fetch) {\n  return {\n    async listApplications(state?: string | null, opts: { jobId?: string } = {}) {\n      const q = new URLSearchParams();\n      if (state) q.set('state', state);\n      if (opts.jobId) q.set('jobId', opts.jobId);\n      return (await f('/v2/applications?' + q)).json();\n    },\n  };\n}\n",
      );
      const text = "import { createHiringClient } from './client';\nexport async function waiting(jobId: string) {\n  const hiring = createHiringClient(fetch);\n  return hiring.listApplications('SCREENING', { jobId });\n}\n";
      const file = join(dir, 'server.ts');
      writeFileSync(file, text);
      const project = load(dir);
      const parsed = project.parse(text, file)!;
      const { findings } = analyze(
        { ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: true, typedIsApplication: parsed.typedIsApplication, resolveCallee: parsed.resolveCallee, filename: file },
        { wrappers: project.wrappers, today: '2026-11-21', importers: [join(dir, 'client.ts'), file] },
      );
      expect(findings.map((f) => [f.messageId, text.slice(f.range[0], f.range[1])])).toEqual([['value', "'SCREENING'"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("the team's model class (its constructor takes state and currentStage as its own members) is no application to the checker either: reads of its instances stay, only the factory's reads of the record are migrated, so the project compiles", () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-typed-'));
    try {
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', noEmit: true }, include: ['*.ts'] }));
      const dtoText =
        "export interface RawApplication { id: string; state: 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'; currentStage: { id: string; name: string; type: string; order: number } | null }\n" +
        "export class ApplicationDto {\n  constructor(readonly id: string, readonly state: string, readonly currentStage: { name: string } | null) {}\n" +
        '  static fromApi(raw: RawApplication): ApplicationDto {\n    return new ApplicationDto(raw.id, raw.state, raw.currentStage);\n  }\n' +
        "  get isOpen(): boolean {\n    return this.state !== 'HIRED';\n  }\n}\n";
      const boardText =
        "import type { ApplicationDto } from './dto';\n" +
        "export const qualified = (app: ApplicationDto): boolean => app.state === 'QUALIFIED';\n" +
        "export function stageNames(apps: readonly ApplicationDto[]): string[] {\n  return apps.map((dto) => dto.currentStage?.name ?? '');\n}\n";
      writeFileSync(join(dir, 'dto.ts'), dtoText);
      writeFileSync(join(dir, 'board.ts'), boardText);
      const project = load(dir);
      const importers = [join(dir, 'dto.ts'), join(dir, 'board.ts')];
      expect(migrateSource(boardText, join(dir, 'board.ts'), { project, importers }).output).toBe(boardText);
      const dto = migrateSource(dtoText, join(dir, 'dto.ts'), { project, importers }).output;
      expect(dto).toContain('return new ApplicationDto(raw.id, legacyStateOf(raw), raw.pipelineStage);');
      expect(dto).toContain("return this.state !== 'HIRED';");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("a type the team's objects are made as by copying a record's state (a board's cards) is no application to the checker: the copy's reads in another file stay, the record's read migrates, so the project compiles", () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-typed-'));
    try {
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', noEmit: true }, include: ['*.ts'] }));
      const apiText =
        "export type ApplicationState = 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED';\n" +
        'export interface Application { id: string; candidateId: string; state: ApplicationState; currentStage: { id: string; name: string } | null }\n' +
        "export async function listApplications(jobId: string): Promise<Application[]> {\n  const res = await fetch(`/v2/applications?jobId=${jobId}`);\n  return (await res.json()) as Application[];\n}\n";
      const cardsText =
        "import type { ApplicationState } from './api';\n" +
        'export interface Column { title: string; cards: { id: string; candidateId: string; state: ApplicationState }[] }\n' +
        'export const cardClass = (column: Column): string[] => column.cards.map((card) => `card-${card.state.toLowerCase()}`);\n';
      const boardText =
        "import { listApplications } from './api';\nimport type { Column } from './cards';\n" +
        "export async function board(jobId: string): Promise<Column> {\n  const column: Column = { title: 'All', cards: [] };\n" +
        '  for (const app of await listApplications(jobId)) column.cards.push({ id: app.id, candidateId: app.candidateId, state: app.state });\n  return column;\n}\n';
      writeFileSync(join(dir, 'api.ts'), apiText);
      writeFileSync(join(dir, 'cards.ts'), cardsText);
      writeFileSync(join(dir, 'board.ts'), boardText);
      const project = load(dir);
      const importers = ['api.ts', 'cards.ts', 'board.ts'].map((f) => join(dir, f));
      expect(migrateSource(cardsText, join(dir, 'cards.ts'), { project, importers }).output).toBe(cardsText);
      expect(migrateSource(boardText, join(dir, 'board.ts'), { project, importers }).output).toContain('column.cards.push({ id: app.id, candidateId: app.candidateId, state: legacyStateOf(app) });');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
