/** Relative imports without a tsconfig (src/engine/modules.ts): what crosses a module boundary, and what does not. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateSource } from '../src/codemod/index.js';
import { migrateComponent } from '../src/sfc/migrate.js';
import { analyze } from '../src/engine/analyze.js';
import fieldRule from '../rules/no-legacy-state-field.js';
import type { Finding } from '../src/engine/types.js';
import { isModelClass } from '../src/matchers/applications.js';
import { parse } from '../src/engine/parse.js';
import { LEGACY_HELPER_JS, LEGACY_HELPER_TS } from './support/rule-tester.js';

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

  it("AMD modules (RequireJS): a factory's parameters are the modules of its dependencies, and what it returns is its module's export", () => {
    file(
      'amd-client.js',
      "define([], function () {\n  function getJson(p) { return fetch('https://h.example' + p).then(function (r) { return r.json(); }); }\n" +
        "  return {\n    loadAll: function () { return getJson('/v2/applications'); },\n    list: function (filters) { return getJson('/v2/applications?' + new URLSearchParams(filters)); }\n  };\n});\n",
    );
    const text =
      "define(['./amd-client', 'module'], function (client, module) {\n  function stageNames() {\n    return client.loadAll().then(function (apps) { return apps.map(function (a) { return a.currentStage.name; }); });\n  }\n" +
      "  function hired() { return client.list({ state: 'HIRED' }); }\n  return { stageNames: stageNames, hired: hired };\n});\n";
    const report = file('amd-report.js', text);
    expect(migrateSource(text, report, {}).output).toBe(text.replace('a.currentStage.name', 'a.pipelineStage.name').replace("{ state: 'HIRED' }", "{ hiringState: 'HIRED' }"));
  });
  it("an object of request functions exported in a module's object (module.exports = { applications } of const applications = { list(state) { … } }), and a default-exported object of them: api.applications.list('SCREENING') and api.listApps('QUALIFIED') are list requests whose records are read", () => {
    file(
      'ns-api.cjs',
      "const request = require('superagent');\nconst applications = {\n  list: function (state) {\n    return request.get('https://h.example/v2/applications').query(state ? { state: state } : {}).then(function (r) { return r.body; });\n  },\n};\nmodule.exports = { applications: applications };\n",
    );
    file('ns-default.js', "export default {\n  listApps(state) {\n    return fetch('https://h.example/v2/applications?' + new URLSearchParams({ state })).then((r) => r.json());\n  },\n};\n");
    const text =
      "const api = require('./ns-api.cjs');\nconst { applications } = require('./ns-api.cjs');\nimport hiring from './ns-default.js';\n" +
      "api.applications.list('SCREENING').then((apps) => apps.map((a) => a.currentStage.name));\napplications.list('QUALIFIED').then((apps) => apps.map((a) => a.currentStage.order));\nhiring.listApps('QUALIFIED').then((apps) => apps.map((a) => a.currentStage.name));\n";
    const report = file('ns-report.js', text);
    expect(analyzeSource(report, text, { typescript: false }).map((f) => [f.rule, f.messageId, text.slice(0, f.range[0]).split('\n').length])).toEqual([
      ['no-legacy-state-filter', 'value', 4],
      ['no-current-stage', 'read', 4],
      ['no-legacy-state-filter', 'value', 5],
      ['no-current-stage', 'read', 5],
      ['no-legacy-state-filter', 'value', 6],
      ['no-current-stage', 'read', 6],
    ]);
    expect(migrateSource(text, report, {}).output).toBe(text.replaceAll('currentStage', 'pipelineStage'));
  });
  it("a client made with the version root as its base in another module (export const http = axios.create({ baseURL: `${HOST}/v2` }), module.exports = got.extend(…)) asks the service what its importers ask it by a path under that root; another API's client so made does not", () => {
    file('v2-http.ts', "import axios from 'axios';\nexport const http = axios.create({ baseURL: `${process.env.HIRING_URL}/v2` });\n");
    file('v2-got.cjs', "const got = require('got');\nmodule.exports = got.extend({ prefixUrl: process.env.HIRING_URL + '/v2' });\n");
    file('v1-http.ts', "import axios from 'axios';\nexport const http = axios.create({ baseURL: `${process.env.HIRING_URL}/v1` });\n");
    const text =
      "import { http } from './v2-http';\nimport { http as v1 } from './v1-http';\nconst api = require('./v2-got.cjs');\n" +
      "export const list = (state: string) => http.get('/applications', { params: { state } }).then((r) => r.data);\n" +
      "export const qualified = () => api.get('applications', { searchParams: { state: 'QUALIFIED' } }).json();\n" +
      "export const other = (state: string) => v1.get('/applications', { params: { state } }).then((r) => r.data);\n";
    const report = file('v2-report.ts', text);
    expect(analyzeSource(report, text, { typescript: true }).map((f) => [f.rule, f.messageId, text.slice(0, f.range[0]).split('\n').length])).toEqual([
      ['no-legacy-state-filter', 'dynamic', 4],
      ['no-legacy-state-filter', 'literal', 5],
    ]);
  });
  it("names assigned to each other (a hook frame saved and restored: const prev = frame; frame = { … }; … frame = prev) are followed once, not round and round", () => {
    const text =
      "let frame: { slots: unknown[] } | null = null;\nexport function render<T>(fn: () => T): T {\n  const prev = frame;\n  frame = { slots: [] };\n  try {\n    const { slots } = frame;\n    return fn();\n  } finally {\n    frame = prev;\n  }\n}\n" +
      "export const list = () => fetch('/v2/applications').then((r) => r.json());\nexport const names = async () => (await list()).map((a: { currentStage: { name: string } }) => a.currentStage.name);\n";
    const path = file('hook-frame.ts', text);
    // The callback's parameter, declared with the stage alone, is renamed with the read.
    expect(analyzeSource(path, text, { typescript: true }).map((f) => [f.rule, f.messageId, text.slice(0, f.range[0]).split('\n').length])).toEqual([
      ['no-current-stage', 'declaration', 13],
      ['no-current-stage', 'read', 13],
    ]);
  });
  it("callbacks of the options of a call typed by an application (createEntityAdapter<ApplicationDto>({ sortComparer: (a, b) => … })) read applications; state destructured in an array method's callback (data.forEach(({ id, state }) => …)) is derived in TypeScript too, the callback typed by the array", () => {
    const text =
      "import { createEntityAdapter } from '@reduxjs/toolkit';\nimport axios from 'axios';\n\ninterface ApplicationDto {\n  id: string;\n  state: 'SCREENING' | 'QUALIFIED' | 'HIRED';\n  currentStage: { name: string } | null;\n}\n\n" +
      "export const adapter = createEntityAdapter<ApplicationDto>({\n  sortComparer: (a, b) => a.state.localeCompare(b.state),\n});\n\n" +
      "export async function counts(): Promise<Record<string, number>> {\n  const { data } = await axios.get<ApplicationDto[]>('/v2/applications');\n  const byState: Record<string, number> = {};\n  data.forEach(({ id, state }) => {\n    byState[state] = (byState[state] ?? 0) + id.length;\n  });\n  return byState;\n}\n";
    const path = file('entity-adapter.ts', text);
    const once = migrateSource(text, path, {}).output;
    // A second run changes nothing.
    expect(migrateSource(once, path, {}).output).toBe(once);
    expect(once.split('\n').slice(0, 21).join('\n')).toBe(
      "import { createEntityAdapter } from '@reduxjs/toolkit';\nimport axios from 'axios';\n\ninterface ApplicationDto {\n  id: string;\n  hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER';\n  pipelineStage: { name: string; type?: string } | null;\n}\n\n" +
        "export const adapter = createEntityAdapter<ApplicationDto>({\n  sortComparer: (a, b) => legacyStateOf(a).localeCompare(legacyStateOf(b)),\n});\n\n" +
        "export async function counts(): Promise<Record<string, number>> {\n  const { data } = await axios.get<ApplicationDto[]>('/v2/applications');\n  const byState: Record<string, number> = {};\n  data.forEach((application) => {\n    byState[legacyStateOf(application)] = (byState[legacyStateOf(application)] ?? 0) + application.id.length;\n  });\n  return byState;\n}",
    );
  });

  it("a function made by createAsyncThunk(type, payloadCreator) takes what its payload creator takes, here and in an importer; a module first reached four imports deep (through the pre-filter's look at the importer's imports) is summarized again for a nearer importer", () => {
    file('thunk-api.js', "export function list(query) {\n  return fetch('/v2/applications?' + new URLSearchParams(query)).then((r) => r.json());\n}\n");
    const slice = "import { createAsyncThunk } from '@reduxjs/toolkit';\nimport { list } from './thunk-api.js';\nexport const fetchApps = createAsyncThunk('apps/fetch', (query) => list(query));\nexport const screening = () => fetchApps({ state: 'SCREENING' });\n";
    const slicePath = file('thunk-slice.js', slice);
    file('thunk-m3.js', "import { fetchApps } from './thunk-slice.js';\nexport const load3 = (state) => fetchApps({ state });\n");
    file('thunk-m2.js', "import { load3 } from './thunk-m3.js';\nexport const load2 = (state) => load3(state);\n");
    file('thunk-m1.js', "import { load2 } from './thunk-m2.js';\nexport const load1 = (state) => load2(state);\n");
    file('thunk-m0.js', "import { load1 } from './thunk-m1.js';\nexport const load0 = (state) => load1(state);\n");
    const far = "import { load0 } from './thunk-m0.js';\nexport const run = () => load0('QUALIFIED');\n";
    analyzeSource(file('thunk-far.js', far), far, { typescript: false });
    const near = "import { fetchApps } from './thunk-slice.js';\nexport const hired = (dispatch) => dispatch(fetchApps({ state: 'HIRED' }));\n";
    const nearPath = file('thunk-near.js', near);
    const migrated = migrateSource(near, nearPath, {}).output;
    expect(migrated).toBe(near.replace("{ state: 'HIRED' }", "{ hiringState: 'HIRED' }"));
    expect(migrateSource(migrated, nearPath, {}).output).toBe(migrated);
    expect(migrateSource(slice, slicePath, {}).output).toBe(slice.replace("{ state: 'SCREENING' }", "{ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }"));
  });
  it("a variable made by a call named as giving a store (const apps = useApplicationsStore()) is the store, whatever its name: handed to an imported composable, the filter it keeps (store.query.state) is no application's state", () => {
    file('pinia-store.js', "import axios from 'axios';\nexport function useApplicationsStore() {\n  return { items: [], query: { state: '' }, async load() { this.items = (await axios.get('/v2/applications', { params: { state: this.query.state } })).data; } };\n}\n");
    const composable = "export function useFilters(store) {\n  return () => store.query.state || undefined;\n}\n";
    const composablePath = file('pinia-filters.js', composable);
    const caller = file('pinia-caller.js', "import { useApplicationsStore } from './pinia-store.js';\nimport { useFilters } from './pinia-filters.js';\nconst apps = useApplicationsStore();\nexport const current = useFilters(apps);\n");
    expect(analyzeSource(composablePath, composable, { typescript: false, importers: [caller] })).toEqual([]);
  });
  it("an application type a JSDoc type imports from a module of the project (@param {import('./types.js').Application} app) types the parameter as an application", () => {
    file('jd-types.js', "/**\n * @typedef {object} Application\n * @property {string} id\n * @property {'SCREENING' | 'QUALIFIED' | 'REJECTED'} state\n * @property {{ id: string, name: string } | null} currentStage\n */\nexport {};\n");
    const text = "/** @param {import('./jd-types.js').Application} app */\nexport function label(app) {\n  return `${app.id}: ${app.state}`;\n}\n";
    const path = file('jd-label.js', text);
    expect(analyzeSource(path, text, { typescript: false }).map((f) => [f.rule, f.messageId, text.slice(0, f.range[0]).split('\n').length])).toEqual([['no-legacy-state-field', 'read', 3]]);
  });
  it("a preset declared with an imported filter type (SHORTLIST: ApplicationFilter = { state: 'QUALIFIED' }) keeps state where the wrapper it is handed to picks state and maps it (const { state, jobId } = filter)", () => {
    file('picked-models.ts', "export type ApplicationState = 'SCREENING' | 'QUALIFIED' | 'HIRED';\nexport interface ApplicationFilter {\n  state?: ApplicationState;\n  jobId?: string;\n}\n");
    const apiText =
      "import axios from 'axios';\nimport type { ApplicationFilter } from './picked-models.ts';\n" +
      "export async function listApplications(filter: ApplicationFilter = {}) {\n  const { state, jobId } = filter;\n  const { data } = await axios.get('/v2/applications', { params: { ...(jobId ? { jobId } : {}), ...(state ? { state } : {}) } });\n  return data;\n}\n";
    const api = file('picked-api.ts', apiText);
    const presetsText = "import type { ApplicationFilter } from './picked-models.ts';\nexport const SHORTLIST: ApplicationFilter = { state: 'QUALIFIED' };\n";
    const presets = file('picked-presets.ts', presetsText);
    const facade = file('picked-facade.ts', "import { listApplications } from './picked-api.ts';\nimport { SHORTLIST } from './picked-presets.ts';\nexport const shortlist = (jobId?: string) => listApplications({ ...SHORTLIST, jobId });\n");
    const importers = [api, presets, facade];
    expect(migrateSource(apiText, api, { importers }).output).toContain('...(state ? { ...toHiringStateFilter(state) } : {})');
    expect(migrateSource(presetsText, presets, { importers }).output).toBe(presetsText);
  });
  it("a wrapper migrated to map the state it picks (toHiringStateQuery(query.state)) is left as it is by a second run, also beside another client of the run whose wrapper of the same name sends its argument whole", () => {
    const workerText =
      "import ky from 'ky';\nconst http = ky.create({ prefixUrl: 'https://h.example' });\n" +
      "export const hiringApi = {\n  async listApplications(query = {}) {\n    const searchParams = new URLSearchParams();\n    if (query.state) searchParams.set('state', query.state);\n    if (query.jobId) searchParams.set('jobId', query.jobId);\n    return http.get('v2/applications', { searchParams }).json();\n  },\n  async forJob(jobId) {\n    return hiringApi.listApplications(jobId ? { jobId } : {});\n  },\n};\n";
    const worker = file('pick-worker.js', workerText);
    const main = file('pick-main.js', "import { hiringApi } from './pick-worker.js';\nexport const TABS = { screening: { state: 'SCREENING' } };\nexport const load = (tab) => hiringApi.listApplications(TABS[tab]);\n");
    // Another client of the run, whose wrapper of the same name sends its argument whole.
    const other = file('pick-other.js', "const getJson = (url, params) => fetch(url + '?' + new URLSearchParams(params)).then((r) => r.json());\nexport const listApplications = (query = {}) => getJson('/v2/applications', query);\n");
    const importers = [worker, main, other];
    const once = migrateSource(workerText, worker, { importers }).output;
    expect(once).toContain("if (query.state) new URLSearchParams(toHiringStateQuery(query.state)).forEach((value, key) => searchParams.set(key, value));");
    writeFileSync(worker, once);
    expect(migrateSource(once, worker, { importers }).output).toBe(once);
    expect(migrateSource(readFileSync(main, 'utf8'), main, { importers }).output).toBe(readFileSync(main, 'utf8'));
  });
  it("a form's values handed to a query maker of another module that picks state out of them (toQueryParams(values) reads values.state) keep state: the maker maps what it picks; a helper that gives back what it is handed (compact) passes the caller's state on, rewritten", () => {
    const makerText =
      "export interface ApplicationFilterValues { state: string; jobId: string }\nexport function toQueryParams(values: ApplicationFilterValues): Record<string, string> {\n  const query: Record<string, string> = {};\n  if (values.state) query.state = values.state;\n  if (values.jobId) query.jobId = values.jobId;\n  return query;\n}\nexport const compact = (q: Record<string, string>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v));\n";
    const maker = file('form-query.ts', makerText);
    const callerText =
      "import { compact, toQueryParams } from './form-query.ts';\nconst DEFAULTS = { state: 'SCREENING', jobId: '' };\nconst list = (q: Record<string, string>) => fetch(`https://h.example/v2/applications?${new URLSearchParams(q)}`).then((r) => r.json());\n" +
      "export const offers = () => list(toQueryParams({ ...DEFAULTS, state: 'OFFER' }));\nexport const hired = () => list(compact({ state: 'HIRED', jobId: '' }));\n";
    const caller = file('form-caller.ts', callerText);
    const importers = [maker, caller];
    expect(migrateSource(makerText, maker, { importers }).output).toContain('if (values.state) Object.assign(query, toHiringStateFilter(values.state));');
    expect(migrateSource(callerText, caller, { importers }).output).toBe(callerText.replace("compact({ state: 'HIRED'", "compact({ hiringState: 'HIRED'"));
  });
  it("a method of an imported class called on an instance made here (projector.seed(await listApplications()), projector.apply(app)) receives what it is handed: the list's elements and the record are applications in the class's module", () => {
    file('proj-client.mjs', "export async function listApplications() {\n  const res = await fetch('https://h.example/v2/applications');\n  return res.json();\n}\n");
    const classText = "export class Projector {\n  constructor() { this.byState = new Map(); }\n  seed(rows) { for (const row of rows) this.byState.set(row.state, (this.byState.get(row.state) ?? 0) + 1); }\n  apply(item) { return item.currentStage.name; }\n}\n";
    const seedingClass = file('proj-class-a.mjs', classText);
    const seeding = file('proj-seed.mjs', "import { listApplications } from './proj-client.mjs';\nimport { Projector } from './proj-class-a.mjs';\nconst projector = new Projector();\nexport async function start() {\n  projector.seed(await listApplications());\n}\n");
    expect(migrateSource(classText, seedingClass, { importers: [seeding] }).output).toContain('for (const row of rows) this.byState.set(legacyStateOf(row), (this.byState.get(legacyStateOf(row)) ?? 0) + 1);');
    const applyingClass = file('proj-class-b.mjs', classText);
    const applying = file('proj-apply.mjs', "import { listApplications } from './proj-client.mjs';\nimport { Projector } from './proj-class-b.mjs';\nconst projector = new Projector();\nexport async function one() {\n  const [app] = await listApplications();\n  return projector.apply(app);\n}\n");
    expect(migrateSource(classText, applyingClass, { importers: [applying] }).output).toContain('apply(item) { return item.pipelineStage.name; }');
  });
  it("a function registered under a name its callers call it by (Cypress.Commands.add('listApplications', (state) => cy.request({ url: '/v2/applications', qs: … }))) is that wrapper in the files of the run: cy.listApplications('QUALIFIED') is a list request, reported where the state is handed (the command maps what it sends)", () => {
    const commands = file('cy-commands.js', "Cypress.Commands.add('listApplications', (state) =>\n  cy.request({ method: 'GET', url: '/v2/applications', qs: state ? { state } : {} }),\n);\n");
    const specText = "describe('GET /v2/applications', () => {\n  it('lists qualified', () => {\n    cy.listApplications('QUALIFIED').then((res) => res.body.map((a) => a.currentStage.name));\n  });\n});\n";
    const spec = file('cy-spec.js', specText);
    const importers = [commands, spec];
    expect(analyzeSource(spec, specText, { typescript: false, importers }).map((f) => [f.rule, f.messageId, specText.slice(0, f.range[0]).split('\n').length])).toEqual([
      ['no-legacy-state-filter', 'value', 3],
      ['no-current-stage', 'read', 3],
    ]);
    expect(migrateSource(specText, spec, { importers }).output).toBe(specText.replace('a.currentStage.name', 'a.pipelineStage.name'));
  });
  it("an SDK's client made by a factory of its index (createClient() { return new HiringClient(); }, module.exports = { createClient, HiringClient }) holds its resources as members its constructor makes (this.applications = new ApplicationsResource(this)): client.applications.get(id) gives an application; a wizard's factory does not", () => {
    file('sdk-resources.js', "class ApplicationsResource {\n  constructor(client) { this.client = client; }\n  get(id) { return fetch('https://h.example/v2/applications/' + id).then((r) => r.json()); }\n}\nmodule.exports = { ApplicationsResource };\n");
    file('sdk-client.js', "const { ApplicationsResource } = require('./sdk-resources.js');\nclass HiringClient {\n  constructor(options) {\n    this.options = options;\n    this.applications = new ApplicationsResource(this);\n  }\n}\nmodule.exports = { HiringClient };\n");
    file('sdk-index.js', "const { HiringClient } = require('./sdk-client.js');\nfunction createClient(options) {\n  return new HiringClient(options);\n}\nmodule.exports = { createClient, HiringClient };\n");
    file('sdk-wizard.js', "class Steps {\n  get(id) { return { id, currentStage: { name: 'Billing' } }; }\n}\nclass Wizard {\n  constructor() { this.steps = new Steps(); }\n}\nfunction createWizard() {\n  return new Wizard();\n}\nmodule.exports = { createWizard };\n");
    const text =
      "import { createClient, HiringClient } from './sdk-index.js';\nimport { createWizard } from './sdk-wizard.js';\nconst client = createClient({ baseUrl: 'https://h.example' });\nconst direct = new HiringClient({});\nconst wizard = createWizard();\n" +
      "export async function stageOf(id) {\n  const one = await client.applications.get(id);\n  const two = await direct.applications.get(id);\n  return [one.currentStage.name, two.currentStage.name, wizard.steps.get(id).currentStage.name];\n}\n";
    const report = file('sdk-report.js', text);
    expect(migrateSource(text, report, {}).output).toBe(text.replace('[one.currentStage.name, two.currentStage.name,', '[one.pipelineStage.name, two.pipelineStage.name,'));
  });
  it("an imported function that gives back its argument or the envelope's content (body && body.data ? body.data : body) gives the record it is handed", () => {
    file('unwrap-api.js', "import ky from 'ky';\nexport const api = () => ky.create({ prefixUrl: 'https://h.example' });\nexport function asRecord(body) {\n  return body && !Array.isArray(body) && body.data ? body.data : body;\n}\n");
    const text =
      "import { api, asRecord } from './unwrap-api.js';\nexport function card(id) {\n  return {\n    application: null,\n    async load() {\n      this.application = asRecord(await api().get(`v2/applications/${id}`).json());\n    },\n" +
      "    get label() {\n      const state = this.application.state;\n      return state === 'QUALIFIED' ? 'Qualified' : state;\n    },\n  };\n}\n";
    const card = file('unwrap-card.js', text);
    expect(migrateSource(text, card, {}).output).toBe(text.replace('const state = this.application.state;', 'const state = legacyStateOf(this.application);') + LEGACY_HELPER_JS.slice(1));
  });
  it('curried requests (`(id) => (client) => client.request(…)`, and one made of another): what their calls give is read as applications, here and in an importer', () => {
    file(
      'curried.mjs',
      "export const listBy = (query = {}) => (client) => client.request('GET', '/v2/applications', { query });\n" +
        'export const inPipeline = (hiringState, stageType) => listBy({ hiringState, stageType });\n' +
        'export const getApplication = (id) => (client) =>\n' +
        "  client.request('GET', `/v2/applications/${encodeURIComponent(id)}`);\n" +
        "export const stageOf = async (client, id) => (await getApplication(id)(client)).currentStage.name;\n",
    );
    const text =
      "import { getApplication, inPipeline } from './curried.mjs';\n" +
      'export const line = (id) => async (client) => {\n' +
      '  const record = await getApplication(id)(client).catch(() => null);\n' +
      '  return record ? record.currentStage.id : null;\n' +
      '};\n' +
      "export const board = async (client) => (await inPipeline('ACTIVE', 'INTERVIEW')(client)).map((r) => r.currentStage.name);\n";
    const user = file('curried-user.mjs', text);
    expect(migrateSource(text, user, {}).output).toBe(text.replaceAll('currentStage', 'pipelineStage'));
    const lib = readFileSync(join(dir, 'curried.mjs'), 'utf8');
    expect(migrateSource(lib, join(dir, 'curried.mjs'), {}).output).toBe(lib.replace('currentStage', 'pipelineStage'));
  });

  it("a constructor function's prototype methods exported in an object (`module.exports = { HiringClient }`) are wrappers, called directly or through `util.promisify(client.list.bind(client))`", () => {
    file(
      'proto-client.cjs',
      "var https = require('node:https');\nvar qs = require('node:querystring');\nfunction HiringClient(base) { this.base = base; }\n" +
        "HiringClient.prototype.get = function (path, query, cb) {\n  https.get(this.base + path + '?' + qs.stringify(query), function (res) { cb(null, res); });\n};\n" +
        "HiringClient.prototype.listApplications = function (filters, cb) {\n  var query = {};\n  if (filters.state) query.state = filters.state;\n  this.get('/v2/applications', query, cb);\n};\n" +
        'module.exports = { HiringClient };\n',
    );
    const text =
      "var util = require('node:util');\nvar { HiringClient } = require('./proto-client.cjs');\nvar client = new HiringClient('https://h.example');\n" +
      "var list = util.promisify(client.listApplications.bind(client));\nexports.run = async () => [await list({ state: 'QUALIFIED' }), client.listApplications({ state: 'SCREENING' }, () => {})];\n";
    const user = file('proto-user.cjs', text);
    const findings = analyzeSource(user, text, { typescript: false });
    expect(findings.map((f) => [f.rule, text.slice(f.range[0], f.range[1])])).toEqual([
      ['no-legacy-state-filter', 'state'],
      ['no-legacy-state-filter', 'state'],
    ]);
  });

  it("a prototype method defined as a wrapper (`Client.prototype.listApplications = function (opts, cb)`) is that wrapper where the client is handed in: a report taking `client` as a parameter sends its literal, and what a fresh merge (`util.extend({}, defaults, { state })`) adds", () => {
    const sdk = file(
      'es5-client.cjs',
      "var https = require('node:https');\nvar qs = require('node:querystring');\nfunction HiringClient(base) { this.base = base; }\n" +
        "HiringClient.prototype._request = function (path, query, cb) {\n  https.get(this.base + path + '?' + qs.stringify(query), function (res) { cb(null, res); });\n};\n" +
        "HiringClient.prototype.listApplications = function (opts, cb) {\n  var self = this;\n  return later(function () { self._request('/v2/applications', opts || {}, cb); });\n};\n" +
        "function later(fn) { setImmediate(fn); }\nmodule.exports = HiringClient;\nmodule.exports.reports = require('./es5-reports.cjs');\n",
    );
    const text =
      "var util = require('./es5-util.cjs');\nvar DEFAULTS = { filters: {} };\n" +
      "exports.offers = function (client, cb) { client.listApplications({ state: 'OFFER' }, cb); };\n" +
      "exports.byState = function (client, stateName, cb) { client.listApplications(util.extend({}, DEFAULTS.filters, { state: stateName }), cb); };\n" +
      "exports.jobs = function (client, cb) { client.listJobs(util.extend({}, { state: 'open' }), cb); };\n";
    file('es5-util.cjs', 'exports.extend = function (target) { for (var i = 1; i < arguments.length; i++) Object.assign(target, arguments[i]); return target; };\n');
    const reports = file('es5-reports.cjs', text);
    expect(findingsOf(reports, [sdk, reports]).map(([rule, , at]) => [rule, at])).toEqual([
      ['no-legacy-state-filter', 'state'],
      ['no-legacy-state-filter', 'state'],
    ]);
    // Migrated once, a second fix changes nothing.
    const migrated = migrateSource(text, reports, { importers: [sdk, reports] }).output;
    expect(migrated).not.toBe(text);
    expect(migrateSource(migrated, reports, { importers: [sdk, reports] }).changed).toBe(false);
    // GitHub's issues through a prototype method of the same kind, a state merged in: another API's, silent.
    const gh = file(
      'es5-github.cjs',
      "var https = require('node:https');\nvar util = require('./es5-util.cjs');\nfunction GitHub(base) { this.base = base; }\n" +
        "GitHub.prototype.listIssues = function (opts, cb) {\n  https.get(this.base + '/repos/acme/app/issues?' + new URLSearchParams(opts), cb);\n};\n" +
        "exports.open = function (gh, cb) { gh.listIssues(util.extend({}, { per_page: 50 }, { state: 'open' }), cb); };\nmodule.exports.GitHub = GitHub;\n",
    );
    expect(findingsOf(gh, [sdk, reports, gh])).toEqual([]);
  });
  it("a static factory of an imported DTO class (`ApplicationDto.fromJson(j)`, `list.map(ApplicationDto.fromJson)`) handed applications reads them; a query class's field typed with an imported enum sends that enum's members", () => {
    file('enums.ts', "export enum ApplicationStatus {\n  Screening = 'SCREENING',\n  Hired = 'HIRED',\n}\n");
    const dtoText =
      "import { ApplicationStatus } from './enums';\n" +
      'export class ApplicationDto {\n' +
      '  constructor(public readonly id: string, public readonly status: ApplicationStatus, public readonly stage: string) {}\n' +
      '  static fromJson(json: any): ApplicationDto {\n' +
      "    return new ApplicationDto(String(json.id), json.state as ApplicationStatus, json.currentStage?.name ?? '');\n" +
      '  }\n' +
      '}\n' +
      'export class ApplicationQueryDto {\n' +
      '  status?: ApplicationStatus;\n' +
      '  toParams(): Record<string, string> {\n' +
      '    return this.status ? { state: this.status } : {};\n' +
      '  }\n' +
      '}\n';
    const dto = file('app-dto.ts', dtoText);
    const repoText =
      "import axios from 'axios';\nimport { ApplicationDto, ApplicationQueryDto } from './app-dto';\n" +
      'export async function list(q: ApplicationQueryDto): Promise<ApplicationDto[]> {\n' +
      "  const res = await axios.get<unknown[]>('https://h.example/v2/applications', { params: q.toParams() });\n" +
      '  const data = res.data;\n' +
      '  return [...data.map((j) => ApplicationDto.fromJson(j)), ...data.map(ApplicationDto.fromJson)];\n' +
      '}\n';
    const repo = file('app-repo.ts', repoText);
    const found = (path: string, importers: string[]): string[][] => {
      const text = readFileSync(path, 'utf8');
      return analyzeSource(path, text, { typescript: true, importers }).map((f) => [f.rule, text.slice(f.range[0], f.range[1])]);
    };
    expect(found(dto, [repo])).toEqual([
      ['no-legacy-state-field', 'state'],
      ['no-current-stage', 'currentStage'],
      ['no-legacy-state-filter', 'state'],
    ]);
    expect(found(join(dir, 'enums.ts'), [dto, repo])).toEqual([
      ['no-legacy-state-filter', "'SCREENING'"],
      ['no-legacy-state-filter', "'HIRED'"],
    ]);
  });

  it("an imported function's object made into the query text (`'…?' + new URLSearchParams(toParams(s))`) is the list's filters: its module reports them", () => {
    const lib = file('to-params.ts', 'export function toParams(s: string) {\n  return { state: s };\n}\n');
    const user = file('to-params-user.ts', "import { toParams } from './to-params';\nexport const load = (s: string) => fetch('https://h.example/v2/applications?' + new URLSearchParams(toParams(s)));\n");
    const text = readFileSync(lib, 'utf8');
    const findings = analyzeSource(lib, text, { typescript: true, importers: [user] });
    expect(findings.map((f) => [f.rule, text.slice(f.range[0], f.range[1])])).toEqual([['no-legacy-state-filter', 'state']]);
  });

  it("a project alias by convention (SvelteKit's `$lib` is src/lib; `@/` is src) leads to the module as a relative import does", () => {
    mkdirSync(join(dir, 'kit/src/lib'), { recursive: true });
    mkdirSync(join(dir, 'kit/src/routes/board'), { recursive: true });
    file('kit/src/lib/hiring.ts', "export async function listApplications(params: Record<string, string>) {\n  return (await fetch('/v2/applications?' + new URLSearchParams(params))).json();\n}\n");
    const text =
      "import { listApplications } from '$lib/hiring';\nimport * as same from '@/lib/hiring';\n" +
      "export const load = async () => ({ rows: await listApplications({ state: 'SCREENING' }), more: await same.listApplications({ state: 'QUALIFIED' }) });\n";
    const page = file('kit/src/routes/board/+page.ts', text);
    expect(migrateSource(text, page, {}).output).toBe(
      text.replace("{ state: 'SCREENING' }", "{ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }").replace("{ state: 'QUALIFIED' }", "{ hiringState: 'ACTIVE', stageType: 'INTERVIEW' }"),
    );
  });

  it("types that hold what a static factory is handed are migrated with its reads: an imported payload type, the file's own interface", () => {
    file('payload-types.ts', 'export interface StagePayload { id: string; name: string }\nexport interface ApplicationPayload {\n  id: string;\n  state: string;\n  currentStage: StagePayload | null;\n}\n');
    const modelText =
      "import type { ApplicationPayload } from './payload-types';\n" +
      'interface LocalJson { id: string; state: string; currentStage: { id: string; name: string } | null }\n' +
      'export class ApplicationModel {\n' +
      '  constructor(readonly id: string, readonly status: string, readonly stage: string) {}\n' +
      '  static fromPayload(p: ApplicationPayload): ApplicationModel {\n' +
      "    return new ApplicationModel(p.id, p.state, p.currentStage?.name ?? '');\n" +
      '  }\n' +
      '  static fromLocal(json: LocalJson): string {\n    return json.currentStage ? json.currentStage.name : json.state;\n  }\n' +
      '}\n';
    const model = file('payload-model.ts', modelText);
    const repoText =
      "import axios from 'axios';\nimport { ApplicationModel } from './payload-model';\n" +
      "export const list = async () => (await axios.get<unknown[]>('https://h.example/v2/applications')).data.map((j) => [ApplicationModel.fromPayload(j as never), ApplicationModel.fromLocal(j as never)]);\n";
    const repo = file('payload-repo.ts', repoText);
    const types = join(dir, 'payload-types.ts');
    const migrate = (path: string): string => migrateSource(readFileSync(path, 'utf8'), path, { importers: [model, repo] }).output;
    // The stage type gains the type the migrated reads derive from.
    expect(migrate(types)).toBe(
      readFileSync(types, 'utf8')
        .replace('{ id: string; name: string }', '{ id: string; name: string; type?: string }')
        .replace('state: string;', "hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER';")
        .replace('currentStage:', 'pipelineStage:'),
    );
    expect(migrate(model).split('\n').slice(0, 11).join('\n')).toBe(
      modelText
        .replace('interface LocalJson { id: string; state: string; currentStage:', "interface LocalJson { id: string; hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; pipelineStage:")
        .replace('{ id: string; name: string } | null }', '{ id: string; name: string; type?: string } | null }')
        .replace("p.state, p.currentStage?.name ?? ''", "legacyStateOf(p), p.pipelineStage?.name ?? ''")
        .replace('json.currentStage ? json.currentStage.name : json.state', 'json.pipelineStage ? json.pipelineStage.name : legacyStateOf(json)')
        .split('\n')
        .slice(0, 11)
        .join('\n'),
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

  it("a wrapper's picked argument (`status` sent as state) leads to the module the value comes from: its table row is reported where the legacy value is written", () => {
    file('tabs.js', "export const TABS = [\n  { key: 'screen', filter: 'SCREENING' },\n  { key: 'all', filter: null },\n];\nexport const findTab = (key) => TABS.find((t) => t.key === key) || TABS[0];\n");
    file('tabs-api.js', "export async function fetchApplications({ status } = {}) {\n  const url = new URL('/v2/applications', 'https://h.example');\n  if (status) url.searchParams.append('state', status);\n  return (await fetch(url)).json();\n}\n");
    const text = "import { fetchApplications } from './tabs-api.js';\nimport { findTab } from './tabs.js';\nexport const load = (key) => fetchApplications({ status: findTab(key).filter || undefined });\n";
    const store = file('tabs-store.js', text);
    expect(migrateSource(text, store, {}).changed).toBe(false);
    const tabs = join(dir, 'tabs.js');
    const source = readFileSync(tabs, 'utf8');
    const findings = analyzeSource(tabs, source, { typescript: false, importers: [store] });
    expect(findings.map((f) => [f.rule, f.messageId, source.slice(f.range[0], f.range[1])])).toEqual([['no-legacy-state-filter', 'value', "'SCREENING'"]]);
  });

  it('a component follows its relative imports, and a module importing one that deals in applications is about them too (`app` of a store importing the API)', () => {
    file('board-api.js', "export const fetchAll = () => fetch('/v2/applications').then((r) => r.json());\n");
    file('board-store.js', "import * as api from './board-api.js';\nexport const store = { all: [], async load() { this.all = await api.fetchAll(); } };\n");
    file('board-list.js', "export async function listApplications({ status = 'SCREENING' } = {}) {\n  return (await fetch('/v2/applications?state=' + status)).json();\n}\n");
    const vue =
      '<template>\n  <p v-for="app in store.all" :key="app.id">{{ app.currentStage.name }}</p>\n</template>\n\n<script>\nimport { store } from \'./board-store.js\';\nimport { listApplications } from \'./board-list.js\';\nexport default { data: () => ({ store, status: \'QUALIFIED\' }), methods: { reload() { return listApplications({ status: this.status }); } } };\n</script>\n';
    const path = file('Board.vue', vue);
    const result = migrateComponent(vue, path, {});
    expect(result.output).toBe(vue.replace('app.currentStage.name', 'app.pipelineStage.name'));
  });

  it('a filter object declared with an imported type that keeps `state` is left with a TODO, not rewritten against its type', () => {
    file('desk-models.ts', "export interface DeskQuery { state?: string; hiringState?: 'OFFER' | 'HIRED'; jobId?: string }\n");
    const text =
      "import type { DeskQuery } from './desk-models';\nconst TABS: Readonly<Record<string, DeskQuery>> = {\n  screening: { state: 'SCREENING' },\n};\nexport function queryOf(tab: string): Record<string, string> {\n  const out: Record<string, string> = {};\n  for (const [k, v] of Object.entries(TABS[tab] ?? {})) out[k] = String(v);\n  return out;\n}\nexport const load = (tab: string) => fetch('/v2/applications?' + new URLSearchParams(queryOf(tab)));\n";
    const path = file('desk-query.ts', text);
    const result = migrateSource(text, path, {});
    expect(result.todos).toEqual({ 'no-legacy-state-filter': 1 });
    expect(result.output).toBe(
      text.replace(
        'const TABS',
        '// TODO(hiring-migrate): DeskQuery declares state: declare hiringState and stageType in it, then map this value (SCREENING = hiringState ACTIVE + stageType APPLICATION_REVIEW, QUALIFIED = hiringState ACTIVE + stageType INTERVIEW, REJECTED/OFFER/HIRED = the same hiringState).\nconst TABS',
      ),
    );
  });

  it('a template that cannot see the script (Options API) gets no call of a generated helper, also on a second run', () => {
    file('panel-api.js', "export const fetchOne = (id) => fetch('/v2/applications/' + id).then((r) => r.json());\n");
    const vue =
      "<template>\n  <p :class=\"css(app)\">{{ app.state }}</p>\n</template>\n\n<script>\nimport { fetchOne } from './panel-api.js';\nexport default {\n  data: () => ({ app: null }),\n  async created() { this.app = await fetchOne('a-1'); },\n  methods: { css(app) { return 'row--' + app.state; } },\n};\n</script>\n";
    const path = file('Panel.vue', vue);
    const first = migrateComponent(vue, path, {});
    expect(first.output).toContain('{{ app.state }}');
    expect(first.output).toContain("return 'row--' + legacyStateOf(app);");
    expect(migrateComponent(first.output, path, {}).output).toBe(first.output);
  });

  it('a note payload made in another module (a builder function, defaults spread in) has its flag reported there', () => {
    file('note-config.js', "export const NOTE_DEFAULTS = Object.freeze({\n  isPrivate: true,\n});\nexport const build = (text, secret) => ({ body: text, isPrivate: secret });\n");
    const client = file(
      'note-client.js',
      "import { NOTE_DEFAULTS, build } from './note-config.js';\nexport const post = (id, text) => fetch(`/candidates/${id}/notes`, { method: 'POST', body: JSON.stringify({ ...NOTE_DEFAULTS, body: text }) });\nexport const patch = (id, noteId, text) => fetch(`/candidates/${id}/notes/${noteId}`, { method: 'PATCH', body: JSON.stringify(build(text, true)) });\n",
    );
    const config = join(dir, 'note-config.js');
    const source = readFileSync(config, 'utf8');
    const findings = analyzeSource(config, source, { typescript: false, importers: [client] });
    expect(findings.map((f) => [f.rule, f.messageId, source.slice(f.range[0], f.range[1])])).toEqual([
      ['no-private-note-write', 'create', 'isPrivate'],
      ['no-private-note-write', 'update', 'isPrivate'],
    ]);
  });

  it("a module's own `state` (a Redux slice imported next to the client) stays silent", () => {
    file('slice.js', "export const reducer = (state = { status: 'idle' }, action) => ({ ...state, status: action.type });\nexport const selectStatus = (state) => state.status;\n");
    const text = "import { loadAll } from './client.cjs';\nimport { reducer } from './slice.js';\nexport const next = (state) => reducer(state, { type: 'x' }).state;\n";
    const user = file('store.js', text);
    expect(migrateSource(text, user, {}).output).toBe(text);
  });
  it("an AMD module's own `state` (a wizard's store it depends on, beside the hiring client) stays silent", () => {
    file('amd-wizard.js', "define([], function () {\n  var current = { state: 'SCREENING', currentStage: { name: 'intro' } };\n  return { get: function () { return current; } };\n});\n");
    const text =
      "define(['./amd-client', './amd-wizard'], function (client, wizard) {\n  function step() { return wizard.get().state === 'SCREENING' ? wizard.get().currentStage.name : 'done'; }\n  return { step: step, load: client.loadAll };\n});\n";
    const user = file('amd-steps.js', text);
    expect(migrateSource(text, user, {}).output).toBe(text);
  });
  it("a list of another module's enum members that a record's state is looked up in ([Status.Rejected, Status.Hired].includes / Set.has) is the removed field's vocabulary, shown where the members are used", () => {
    file('status.ts', "export enum Status { Screening = 'SCREENING', Rejected = 'REJECTED', Hired = 'HIRED' }\n");
    const text = "import { Status } from './status';\nconst CLOSED = new Set<Status>([Status.Rejected, Status.Hired]);\nexport async function closed(id: string) {\n  const app = await (await fetch(`/v2/applications/${id}`)).json();\n  return CLOSED.has(app.state);\n}\n";
    const user = file('closed.ts', text);
    const findings = analyzeSource(user, text, { typescript: true });
    expect(findings.map((f) => [f.messageId, text.slice(f.range[0], f.range[1])])).toEqual([
      ['value', 'Status.Rejected'],
      ['value', 'Status.Hired'],
      ['read', 'state'],
    ]);
  });
  it("a table of filter presets declared with an imported type (Record<Tab, DeskQuery>) whose values a function of the file turns into the query another module sends: the type's module declares hiringState and stageType, and the presets are migrated against it", () => {
    const models = file('dq-models.ts', 'export interface DeskQuery {\n  state?: string;\n  hiringState?: string;\n  jobId?: string;\n}\n');
    const queryText =
      "import type { DeskQuery } from './dq-models';\nconst TABS: Record<string, DeskQuery> = {\n  inbox: { state: 'SCREENING' },\n  offers: { hiringState: 'OFFER' },\n};\n" +
      'export function deskQuery(tab: string): Record<string, string> {\n  const out: Record<string, string> = {};\n  for (const [key, value] of Object.entries({ ...TABS[tab] })) out[key] = String(value);\n  return out;\n}\n';
    const query = file('dq-query.ts', queryText);
    const service = file('dq-service.ts', "import { deskQuery } from './dq-query';\nexport const list = (tab: string) => fetch('/v2/applications?' + new URLSearchParams(deskQuery(tab)));\n");
    const importers = [models, query, service];
    const migrate = (path: string) => migrateSource(readFileSync(path, 'utf8'), path, { importers }).output;
    expect(migrate(models)).toBe(
      'export interface DeskQuery {\n  stageType?: string;\n  hiringState?: string;\n  jobId?: string;\n}\n',
    );
    expect(migrate(query)).toBe(queryText.replace("{ state: 'SCREENING' }", "{ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }"));
    // Migrated once (both modules written), a second fix changes nothing.
    for (const path of [models, query]) writeFileSync(path, migrate(path));
    for (const path of [models, query]) expect(migrateSource(readFileSync(path, 'utf8'), path, { importers }).changed).toBe(false);
  });
  it("a note DTO class imported by the service that sends its flag (isPrivate: dto.isPrivate of dto: CreateNoteDto) shows the flag where the class declares it, a constructor's parameter property too", () => {
    const dto = file('note-dto.ts', "export class CreateNoteDto {\n  constructor(\n    public readonly body: string,\n    public readonly isPrivate = false,\n  ) {}\n}\nexport interface NoteDto { id: string; body: string; isPrivate?: boolean }\n");
    file('notes-service.ts', "import { CreateNoteDto } from './note-dto';\nexport class NotesService {\n  constructor(private readonly http: { post(url: string, body: unknown): Promise<unknown> }) {}\n  create(candidateId: string, dto: CreateNoteDto) {\n    return this.http.post(`/candidates/${candidateId}/notes`, { body: dto.body, isPrivate: dto.isPrivate });\n  }\n}\n");
    const source = readFileSync(dto, 'utf8');
    const findings = analyzeSource(dto, source, { typescript: true, importers: [join(dir, 'notes-service.ts')] });
    expect(findings.map((f) => [f.rule, f.messageId, source.slice(0, f.range[0]).split('\n').length])).toEqual([['no-private-note-write', 'create', 4]]);
  });
  it("a stage read through a selector of the file (selectById(state)[id]?.currentStage) in a module that imports the record's type, whatever the type's name, is migrated with the type", () => {
    file('hiring-api.ts', "export interface ApplicationRecord {\n  id: string;\n  hiringState: string;\n  currentStage: { id: string; name: string } | null;\n}\n");
    const text = "import type { ApplicationRecord } from './hiring-api';\nimport type { RootState } from './store';\nexport const selectById = (state: RootState) => state.applications.byId;\nexport const selectApplication = (id: string) => (state: RootState): ApplicationRecord | undefined => selectById(state)[id];\nexport const selectStageName = (id: string) => (state: RootState): string => selectById(state)[id]?.currentStage?.name ?? '-';\n";
    const user = file('selectors.ts', text);
    expect(migrateSource(text, user, {}).output).toBe(text.replace('?.currentStage?.name', '?.pipelineStage?.name'));
  });
  it("an imported wrapper that picks the state it is handed and takes more filters is a request when called without them (hiring.listInState('QUALIFIED'))", () => {
    file('in-state.cjs', "function listInState(stateName, extra = {}) {\n  return request('get', '/v2/applications').query('state=' + encodeURIComponent(stateName)).query(extra);\n}\nmodule.exports = { listInState };\n");
    const text = "const hiring = require('./in-state.cjs');\nexports.shortlist = () => hiring.listInState('QUALIFIED');\n";
    const user = file('widgets.cjs', text);
    const findings = analyzeSource(user, text, { typescript: false });
    expect(findings.map((f) => [f.messageId, text.slice(f.range[0], f.range[1])])).toEqual([['value', "'QUALIFIED'"]]);
  });
  it("a path constant written without its leading slash (ky's prefixUrl wants 'v2/applications') names the endpoint in its importer", () => {
    file('paths.ts', "export const APPLICATIONS_PATH = 'v2/applications';\n");
    const text =
      "import ky from 'ky';\nimport { APPLICATIONS_PATH } from './paths';\nconst http = ky.create({ prefixUrl: process.env.BASE });\nconst getJson = <T>(path: string, options = {}) => http.get(path, options).json<T>();\nexport const screening = () => getJson(APPLICATIONS_PATH, { searchParams: { state: 'SCREENING' } });\n";
    const user = file('board.ts', text);
    expect(migrateSource(text, user, {}).output).toBe(text.replace("{ state: 'SCREENING' }", "{ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }"));
  });
  it("a CommonJS table of paths made of a prefix (PATHS = { applications: API_PREFIX + '/applications' }) names the endpoint in its importer, read as constants.PATHS.applications or through var PATHS = constants.PATHS", () => {
    file('es5-constants.cjs', "'use strict';\nvar API_PREFIX = '/v2';\nvar PATHS = {\n  applications: API_PREFIX + '/applications'\n};\nmodule.exports = { PATHS: PATHS };\n");
    const text =
      "var request = require('superagent');\nvar constants = require('./es5-constants.cjs');\nvar PATHS = constants.PATHS;\n" +
      "exports.listFirst = function (base, cb) { request.get(base + PATHS.applications).query({ state: 'QUALIFIED' }).end(cb); };\n" +
      "exports.listThen = function (base, cb) { request.get(base + constants.PATHS.applications).query({ state: 'HIRED' }).end(cb); };\n";
    const user = file('es5-lister.cjs', text);
    expect(migrateSource(text, user, {}).output).toBe(
      text.replace("{ state: 'QUALIFIED' }", "{ hiringState: 'ACTIVE', stageType: 'INTERVIEW' }").replace("{ state: 'HIRED' }", "{ hiringState: 'HIRED' }"),
    );
  });
  it("a default-exported settings object whose nested member holds the version root alone (ENV = { APP: { namespace: 'v2' } }) names the endpoint in its importer's `/${ENV.APP.namespace}/applications`; another member does not", () => {
    file('environment.ts', "const ENV = {\n  modulePrefix: 'board',\n  APP: { host: 'http://localhost:4200', namespace: 'v2', title: 'Board' },\n};\nexport default ENV;\n");
    const text =
      "import ENV from './environment';\nexport async function find(state?: string) {\n  const params = new URLSearchParams();\n  if (state) params.set('state', state);\n" +
      "  return (await fetch(`${ENV.APP.host}/${ENV.APP.namespace}/applications?${params}`)).json();\n}\n" +
      "export async function other(state?: string) {\n  const params = new URLSearchParams();\n  if (state) params.set('state', state);\n  return (await fetch(`${ENV.APP.host}/${ENV.APP.title}/applications?${params}`)).json();\n}\n";
    const user = file('env-user.ts', text);
    expect(analyzeSource(user, text, { typescript: true }).map((f) => [f.rule, text.slice(0, f.range[0]).split('\n').length])).toEqual([['no-legacy-state-filter', 4]]);
  });
  it("a default-exported settings object of another API holding 'v2' (a GitHub client's api.version) leaves its importer's `state` silent: an issue filter sent to /v2/issues, a React state, an OAuth state", () => {
    file('gh-settings.ts', "const SETTINGS = {\n  api: { host: 'https://git.example.com', version: 'v2' },\n};\nexport default SETTINGS;\n");
    const text =
      "import SETTINGS from './gh-settings';\nimport { useState } from 'react';\n" +
      "export async function openIssues(state = 'open') {\n  const params = new URLSearchParams({ state });\n  return (await fetch(`${SETTINGS.api.host}/${SETTINGS.api.version}/issues?${params}`)).json();\n}\n" +
      "export function useLogin() {\n  const [state, setState] = useState('idle');\n  const authorize = () => fetch(`${SETTINGS.api.host}/${SETTINGS.api.version}/oauth/authorize?state=${crypto.randomUUID()}`);\n  return { state, setState, authorize };\n}\n";
    const user = file('gh-user.ts', text);
    expect(analyzeSource(user, text, { typescript: true })).toEqual([]);
    expect(migrateSource(text, user, {}).output).toBe(text);
  });
  it("an exported row type its own module copies a record's state into (toRow(app): ApplicationRow) is the team's own in an importer too: its state and stage are read as they are, not rewritten", () => {
    file(
      'copy-rows.ts',
      "export interface RemoteApplication { id: string; state: string; hiringState?: string; currentStage: { id: string; name: string } | null }\n" +
        "export interface ApplicationRow { id: string; state: string; currentStage: { id: string; name: string } | null; syncedAt: string }\n" +
        "export async function load(): Promise<RemoteApplication[]> {\n  return (await fetch('https://h.example/v2/applications')).json();\n}\n" +
        "export const toRow = (app: RemoteApplication, syncedAt: string): ApplicationRow => ({ id: app.id, state: app.state, currentStage: app.currentStage, syncedAt });\n",
    );
    const text = "import type { ApplicationRow } from './copy-rows';\nexport function screening(rows: ApplicationRow[]): string[] {\n  return rows.filter((r) => r.state === 'SCREENING').map((r) => r.currentStage?.name ?? '-');\n}\n";
    const user = file('copy-report.ts', text);
    expect(analyzeSource(user, text, { typescript: true }).map((f) => [f.rule, f.messageId, text.slice(0, f.range[0]).split('\n').length])).toEqual([['no-legacy-state-field', 'carriedCopy', 3]]);
    expect(migrateSource(text, user, {}).output).toBe(text);
  });
  it("a default-exported class wrapping the record it is made with (get state() { return this.payload.state; }) is the team's model: its instances' state is its own, in a reduce and through a base class generic over it (extends Controller<ApplicationModel[]>, this.model), and its `payload` member holds the record", () => {
    file(
      'wrap-model.ts',
      "export interface ApplicationPayload { id: string; state: string; currentStage?: { id: string; name: string } | null }\n" +
        "export default class ApplicationModel {\n  payload: ApplicationPayload;\n  constructor(payload: ApplicationPayload) {\n    this.payload = payload;\n  }\n" +
        "  get state(): string {\n    return this.payload.state;\n  }\n}\n" +
        "export async function findAll(): Promise<ApplicationModel[]> {\n  const list: ApplicationPayload[] = await (await fetch('https://h.example/v2/applications')).json();\n  return list.map((p) => new ApplicationModel(p));\n}\n",
    );
    const text =
      "import type ApplicationModel from './wrap-model';\nclass Controller<M> {\n  model?: M;\n}\n" +
      "export function countByState(apps: ApplicationModel[]): Record<string, number> {\n  return apps.reduce<Record<string, number>>((counts, app) => {\n    counts[app.state] = (counts[app.state] ?? 0) + 1;\n    return counts;\n  }, {});\n}\n" +
      "export class ListController extends Controller<ApplicationModel[]> {\n  get labels(): string[] {\n    return (this.model ?? []).map((app) => (app.state === 'SCREENING' ? 'new' : app.state));\n  }\n}\n" +
      "export function stages(apps: ApplicationModel[]): string[] {\n  const out: string[] = [];\n  for (const app of apps) out.push(app.payload.currentStage?.name ?? '-');\n  return out;\n}\n";
    const user = file('wrap-user.ts', text);
    expect(migrateSource(text, user, {}).output).toBe(text.replace('app.payload.currentStage?.name', 'app.payload.pipelineStage?.name'));
  });
  it("a list of the legacy values another module makes of its frozen table (ACTIVE_STATES = [ApplicationState.SCREENING, ApplicationState.QUALIFIED]) that a record's state is looked up in reads the removed field", () => {
    file('active-states.js', "export const ApplicationState = Object.freeze({ SCREENING: 'SCREENING', QUALIFIED: 'QUALIFIED', REJECTED: 'REJECTED', OFFER: 'OFFER', HIRED: 'HIRED' });\nexport const ACTIVE_STATES = [ApplicationState.SCREENING, ApplicationState.QUALIFIED];\n");
    const text = "import { ACTIVE_STATES } from './active-states';\nexport const selectActive = (s) => s.apps.filter((a) => ACTIVE_STATES.includes(a.state));\n";
    const user = file('active-selectors.js', text);
    const output = migrateSource(text, user, {}).output;
    expect(output.slice(0, output.indexOf('\n\n/**'))).toBe(text.replace('includes(a.state)', 'includes(legacyStateOf(a))').trimEnd());
  });
  it("the cases of a switch over a record's state that name a required module's table through an alias (var STATES = constants.STATES; case STATES.SCREENING:) are shown", () => {
    file('es5-states.cjs', "var STATES = { SCREENING: 'SCREENING', QUALIFIED: 'QUALIFIED', REJECTED: 'REJECTED', OFFER: 'OFFER', HIRED: 'HIRED' };\nmodule.exports = { STATES: STATES };\n");
    const text =
      "var constants = require('./es5-states.cjs');\nvar STATES = constants.STATES;\nfunction nextAction(app) {\n  if (!app.currentStage) return 'None';\n  switch (app.state) {\n    case STATES.SCREENING:\n      return 'Review CV';\n    case STATES.OFFER:\n      return 'Chase offer';\n    default:\n      return 'Check';\n  }\n}\nmodule.exports = { nextAction: nextAction };\n";
    const user = file('es5-actions.cjs', text);
    const lines = analyzeSource(user, text, { typescript: false }).filter((f) => f.rule === 'no-legacy-state-field').map((f) => text.slice(0, f.range[0]).split('\n').length);
    expect([...new Set(lines)].sort((a, b) => a - b)).toEqual([5, 6, 8]);
  });
  it("an imported query class whose method makes the list's parameters from its own state (toParams() { return { state: this.state } }): its instances keep state, shown where they are set and read, and what a caller hands the method that sets it is shown at the call; nothing is rewritten outside the class", () => {
    file('list-applications-query.dto.ts', "export class ListApplicationsQuery {\n  state?: string;\n  toParams(): Record<string, string> {\n    return this.state ? { state: this.state } : {};\n  }\n}\n");
    const service =
      "import axios from 'axios';\nimport { ListApplicationsQuery } from './list-applications-query.dto';\nexport class ApplicationsService {\n  async list(query: ListApplicationsQuery = new ListApplicationsQuery()): Promise<unknown[]> {\n    const res = await axios.get('/v2/applications', { params: query.toParams() });\n    console.log(query.state);\n    return res.data;\n  }\n" +
      "  listByState(state: string): Promise<unknown[]> {\n    const query = new ListApplicationsQuery();\n    query.state = state;\n    return this.list(query);\n  }\n}\n";
    const servicePath = file('applications.service.ts', service);
    const controller = "import { ApplicationsService } from './applications.service';\nexport class Controller {\n  constructor(private readonly applications: ApplicationsService) {}\n  screening() {\n    return this.applications.listByState('SCREENING');\n  }\n}\n";
    const controllerPath = file('applications.controller.ts', controller);
    const lines = (path: string, text: string) => analyzeSource(path, text, { typescript: false }).map((f) => `${f.rule}:${text.slice(0, f.range[0]).split('\n').length}`);
    expect(lines(servicePath, service)).toEqual(['no-legacy-state-filter:6', 'no-legacy-state-filter:11']);
    expect(lines(controllerPath, controller)).toEqual(['no-legacy-state-filter:5']);
    expect(migrateSource(service, servicePath, {}).output).toBe(service);
    expect(migrateSource(controller, controllerPath, {}).output).toBe(controller);
  });
  it("a list of legacy values handed to an imported wrapper that sends its elements one by one (listByStates(OPEN_STATES), states.map((state) => list({ state }))) is shown at the call, the list imported or the file's own; a single imported constant was already", () => {
    file('open-states.mjs', "export const OPEN_STATES = ['SCREENING', 'QUALIFIED'];\n");
    file('by-states.mjs', "export async function list(query = {}) {\n  const params = new URLSearchParams();\n  if (query.state) params.set('state', query.state);\n  return (await fetch('/v2/applications?' + params)).json();\n}\nexport const listByStates = (states, extra = {}) => Promise.all(states.map((state) => list({ ...extra, state })));\n");
    const text = "import { listByStates } from './by-states.mjs';\nimport { OPEN_STATES } from './open-states.mjs';\nconst CLOSED = ['OFFER', 'HIRED'];\nconst NAMES = ['Ada', 'Grace'];\nexport const open = () => listByStates(OPEN_STATES);\nexport const closed = () => listByStates(CLOSED);\nexport const people = () => listByStates(NAMES);\n";
    const user = file('by-states-report.mjs', text);
    const lines = analyzeSource(user, text, { typescript: false }).map((f) => `${f.messageId}:${text.slice(0, f.range[0]).split('\n').length}`);
    expect(lines.sort()).toEqual(['passed:5', 'passed:6', 'value:3', 'value:3'].sort());
  });
  it("the flag a caller hands an imported note wrapper (addNote(id, body, isPrivate) where addNote(id, body, isPrivate = false) sends it) is reported at the call", () => {
    file('notes-api.ts', "export function addNote(candidateId: string, body: string, isPrivate = false) {\n  return fetch(`/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify({ body, isPrivate }) });\n}\n");
    const source = "import { addNote } from './notes-api';\ntype NewNote = { body: string; isPrivate?: boolean };\nexport const save = (id: string, { body, isPrivate }: NewNote) => addNote(id, body, isPrivate);\nexport const plain = (id: string, text: string) => addNote(id, text);\n";
    const user = file('composer.ts', source);
    const findings = analyzeSource(user, source, { typescript: true });
    expect(findings.map((f) => [f.rule, f.messageId, source.slice(f.range[0], f.range[1])])).toEqual([['no-private-note-write', 'create', 'isPrivate']]);
  });
  it('a type inferred from an application schema (z.infer) is an application type for its importers, also as the type argument of a generic call taking a callback', () => {
    file('records.ts', "import { z } from 'zod';\nexport const ApplicationSchema = z.object({ id: z.string(), state: z.enum(['SCREENING', 'QUALIFIED', 'HIRED']), currentStage: z.object({ name: z.string() }) });\nexport type ApplicationRecord = z.infer<typeof ApplicationSchema>;\n");
    const text = "import type { ApplicationRecord } from './records';\ndeclare function keep<T>(test: (item: T) => boolean): (items: T[]) => T[];\nexport const hired = keep<ApplicationRecord>((r) => r.state === 'HIRED');\nexport const named = keep<ApplicationRecord>((r) => r.currentStage.name !== '');\n";
    const user = file('stages.ts', text);
    expect(migrateSource(text, user, {}).output).toBe(text.replace("r.state === 'HIRED'", "r.hiringState === 'HIRED'").replace('r.currentStage.name', 'r.pipelineStage.name'));
  });
  it("an ES5 constructor's prototype methods are its methods: called through this in the module, and through an instance in a module that requires it", () => {
    file(
      'es5-client.cjs',
      "function HiringClient(host) { this.host = host; }\nHiringClient.prototype.listApplications = function (filters, callback) {\n  this._get('/v2/applications', filters, callback);\n};\nHiringClient.prototype._get = function (path, query, callback) {\n  fetch('https://' + this.host + path + '?' + new URLSearchParams(query)).then((r) => r.json()).then((body) => callback(null, body), callback);\n};\nHiringClient.prototype.screening = function (callback) {\n  this.listApplications({ state: 'SCREENING' }, callback);\n};\nmodule.exports = HiringClient;\n",
    );
    const client = join(dir, 'es5-client.cjs');
    const clientText = readFileSync(client, 'utf8');
    expect(migrateSource(clientText, client, {}).output).toBe(clientText.replace("{ state: 'SCREENING' }", "{ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }"));
    const text = "var HiringClient = require('./es5-client.cjs');\nvar client = new HiringClient(process.env.HIRING_HOST);\nexports.qualified = function (cb) {\n  client.listApplications({ state: 'QUALIFIED' }, cb);\n};\n";
    const user = file('es5-report.cjs', text);
    expect(migrateSource(text, user, {}).output).toBe(text.replace("{ state: 'QUALIFIED' }", "{ hiringState: 'ACTIVE', stageType: 'INTERVIEW' }"));
  });
  it("a Svelte component reads an imported store's value ($applications) as the applications the store module sets into it", () => {
    file('app-store.js', "import { writable } from 'svelte/store';\nexport const applications = writable([]);\nexport async function refresh(tab) {\n  applications.set(await (await fetch(`/v2/applications?hiringState=${tab}`)).json());\n}\n");
    const svelte = "<script>\n  import { applications } from './app-store.js';\n  $: open = $applications.filter((a) => a.currentStage.type !== 'HIRED');\n</script>\n\n{#each open as row}<p>{row.id}</p>{/each}\n";
    const path = file('Open.svelte', svelte);
    expect(migrateComponent(svelte, path, {}).output).toBe(svelte.replace('a.currentStage.type', 'a.pipelineStage.type'));
  });
  it("an instance of an imported class handed to a function of the file (buildRoutes(service)) is that class's: its records reach an imported presenter, whose lookup table in a third module shows its legacy keys", () => {
    file('hs-client.mjs', "export class HiringService {\n  getApplication(id) {\n    return fetch(`https://h.example/v2/applications/${id}`).then((r) => r.json());\n  }\n}\n");
    file('hs-labels.mjs', "export const LABELS = new Map([\n  ['SCREENING', 'Under review'],\n  ['OFFER', 'Offer made'],\n]);\n");
    const presenter = file('hs-present.mjs', "import { LABELS } from './hs-labels.mjs';\nexport function present(record) {\n  const status = record.state;\n  return { status, label: LABELS.get(status) };\n}\n");
    const routes = file(
      'hs-routes.mjs',
      "import { HiringService } from './hs-client.mjs';\nimport { present } from './hs-present.mjs';\nexport function buildRoutes(service) {\n  return { show: async (id) => present(await service.getApplication(id)) };\n}\nexport const routes = buildRoutes(new HiringService());\n",
    );
    const importers = [routes, presenter];
    expect(findingsOf(presenter, importers)).toEqual([['no-legacy-state-field', 'read', 'state']]);
    expect(findingsOf(join(dir, 'hs-labels.mjs'), importers)).toEqual([
      ['no-legacy-state-field', 'value', "'SCREENING'"],
      ['no-legacy-state-field', 'value', "'OFFER'"],
    ]);
  });
  it("a constructor's parameter property or a field declared with an imported class is an instance of it, whoever made it (a repository injected into a service)", () => {
    file('ir-repo.ts', "export class ApplicationRepository {\n  list(filter: { status?: string } = {}) {\n    return fetch(`https://h.example/v2/applications?state=${filter.status ?? ''}`).then((r) => r.json());\n  }\n}\n");
    const service = file(
      'ir-service.ts',
      "import { ApplicationRepository } from './ir-repo';\nexport class DashboardService {\n  constructor(private readonly apps: ApplicationRepository) {}\n  screening() {\n    return this.apps.list({ status: 'SCREENING' });\n  }\n  async stages() {\n    return (await this.apps.list()).map((a: { id: string }) => (a as any).currentStage?.name);\n  }\n}\n",
    );
    expect(findingsOf(service, [service])).toEqual([
      // The caller's own name (`status`) keeps working once the wrapper is migrated: the legacy value it hands is shown.
      ['no-legacy-state-filter', 'value', "'SCREENING'"],
      ['no-current-stage', 'read', 'currentStage'],
    ]);
    // An interface of the same shape, implemented by an object literal there: its methods are no
    // class's, and the client it types is still followed into the literal's wrapper.
    const api = file('ir-api.ts', "export interface HiringApi { listApplications(q: { state?: string }): Promise<unknown[]> }\nexport const hiringApi: HiringApi = {\n  listApplications: (q) => fetch(`https://h.example/v2/applications?state=${q.state ?? ''}`).then((r) => r.json()),\n};\n");
    const user = file('ir-user.ts', "import type { HiringApi } from './ir-api';\nexport class Board {\n  constructor(private readonly api: HiringApi) {}\n  screening() {\n    return this.api.listApplications({ state: 'SCREENING' });\n  }\n}\n");
    expect(findingsOf(user, [user, api])).toEqual([['no-legacy-state-filter', 'passed', 'state']]);
  });
  it("an instance an injector gives for an imported class (inject(ApplicationsService), container.get(…)) is that class's: its list method's filter is sent", () => {
    file('ij-service.ts', "export class ApplicationsService {\n  list(filter: { state?: string } = {}) {\n    return fetch(`https://h.example/v2/applications?state=${filter.state ?? ''}`).then((r) => r.json());\n  }\n}\n");
    const store = file(
      'ij-store.ts',
      "import { inject } from './di';\nimport { ApplicationsService } from './ij-service';\nexport class PipelineStore {\n  private readonly api = inject(ApplicationsService);\n  load(state: string) {\n    return this.api.list({ state });\n  }\n}\n",
    );
    expect(findingsOf(store, [store])).toEqual([['no-legacy-state-filter', 'passed', 'state']]);
  });
  it("a query class imported as a parameter's type whose method makes the params sent (query.toParams()): the method's state is the filter, in its module", () => {
    const dto = file(
      'dq-query.ts',
      "export class ListQuery {\n  status?: string;\n  toParams(): Record<string, string> {\n    const params: Record<string, string> = {};\n    if (this.status) params.state = this.status;\n    return params;\n  }\n}\n",
    );
    const service = file('dq-service.ts', "import type { ListQuery } from './dq-query';\nexport const list = (http: { get(u: string, o: object): Promise<unknown> }, query: ListQuery) => http.get('/v2/applications', { params: query.toParams() });\n");
    expect(findingsOf(dto, [service])).toEqual([['no-legacy-state-filter', 'dynamic', 'params.state']]);
  });
  it('records fetched one by one (Promise.all(ids.map(getApplication))), a Solid resource over an imported fetcher, and the replies of notes an imported function fetches; migrated once, a second fix changes nothing', () => {
    file(
      'pa-client.mjs',
      "export const getApplication = (id) => fetch(`https://h.example/v2/applications/${id}`).then((r) => r.json());\nexport const getNotes = (id) => fetch(`https://h.example/candidates/${id}/notes`).then((r) => r.json());\n",
    );
    const jobs = file(
      'pa-jobs.mjs',
      "import { createResource } from 'solid-js';\nimport { getApplication, getNotes } from './pa-client.mjs';\nexport async function states(ids) {\n  const byArrow = await Promise.all(ids.map((id) => getApplication(id)));\n  const byName = await Promise.all(ids.map(getApplication));\n  return [byArrow.map((a) => a.state), byName.map((a) => a.currentStage.name)];\n}\nconst [detail] = createResource(() => 'app-1', getApplication);\nexport const stageName = () => detail()?.currentStage?.name;\nexport async function hidden(candidateId) {\n  const threads = await getNotes(candidateId);\n  return threads.flatMap((t) => (t.replies ?? []).map((reply) => reply.isPrivate ?? t.isPrivate));\n}\n",
    );
    expect(findingsOf(jobs, [jobs])).toEqual([
      ['no-legacy-state-field', 'read', 'state'],
      ['no-current-stage', 'read', 'currentStage'],
      ['no-current-stage', 'read', 'currentStage'],
      ['no-reply-is-private', 'read', 'isPrivate'],
    ]);
    // Migrated once: a second fix changes nothing.
    const first = migrateSource(readFileSync(jobs, 'utf8'), jobs, { importers: [jobs] });
    expect(first.output).toContain('byName.map((a) => a.pipelineStage.name)');
    expect(first.output).toContain('detail()?.pipelineStage?.name');
    expect(migrateSource(first.output, jobs, { importers: [jobs] }).changed).toBe(false);
  });
  it("a method of an object literal calling its sibling through this (byQueue: this.list(params) of an AngularJS factory's service object), and a stage taken behind a guard (app && app.currentStage)", () => {
    const path = file(
      'ng-factory.js',
      "export function ApplicationsService($http) {\n  function merge(target, extra) {\n    return Object.assign({}, target, extra);\n  }\n  return {\n    list: function (filters) {\n      return $http.get('/api/v2/applications', { params: filters });\n    },\n    byQueue: function (extra) {\n      return this.list(merge(extra || {}, { state: 'SCREENING' }));\n    },\n  };\n}\nexport function badge(app) {\n  var stage = app && app.currentStage;\n  return stage && stage.type;\n}\n",
    );
    expect(findingsOf(path, [])).toEqual([
      ['no-legacy-state-filter', 'literal', 'state'],
      ['no-current-stage', 'read', 'currentStage'],
      ['no-current-stage', 'read', 'type'],
    ]);
  });
  it("a client made by a factory and handed around in a context (ctx.api.listApplications(f)): its calls are matched by name across the run, what getApplication returns is a record, a cached list is the list, a cursor URL and gathered pages are the scorecard list", () => {
    const api = file(
      'bot-api.cjs',
      "const superagent = require('superagent');\nconst _ = require('lodash');\nfunction createApi(base, cache) {\n  function get(path) {\n    return superagent.get(base + path).set('Accept', 'application/json');\n  }\n  function listApplications(params) {\n    const query = _.omitBy(params || {}, _.isNil);\n    return cache.wrap('apps', () => get('/v2/applications').query(query).then((res) => res.body || []));\n  }\n  function getApplication(id) {\n    return get('/v2/applications/' + encodeURIComponent(id)).then((res) => res.body);\n  }\n  async function listScorecards(id) {\n    const cards = [];\n    let next = `${base}/v2/applications/${id}/scorecards?limit=100`;\n    while (next) {\n      const res = await superagent.get(next).timeout(5000);\n      cards.push(...(res.body || []));\n      next = res.links && res.links.next;\n    }\n    return cards;\n  }\n  return { listApplications, getApplication, listScorecards };\n}\nmodule.exports = { createApi };\n",
    );
    const digest = file(
      'bot-digest.cjs',
      "const _ = require('lodash');\nasync function digest(ctx, status) {\n  const waiting = await ctx.api.listApplications({ state: status });\n  const offers = await ctx.api.listApplications({ hiringState: 'OFFER' });\n  const open = _.flatMap([{ apps: waiting }], 'apps').concat(offers);\n  const one = await ctx.api.getApplication('app-1');\n  return [_.countBy(open, (a) => a.state), _.groupBy(open, 'currentStage.name'), one.currentStage.name];\n}\nasync function cardsFor(ctx, id) {\n  try {\n    return await ctx.api.listScorecards(id);\n  } catch (err) {\n    if (err.status === 404) return [];\n    throw err;\n  }\n}\nmodule.exports = { digest, cardsFor };\n",
    );
    const threads = file(
      'bot-threads.cjs',
      "const _ = require('lodash');\nfunction privateCount(notes) {\n  const all = _.flatMap(notes, (n) => [n].concat(n.replies || []));\n  return all.filter((n) => n.isPrivate).length;\n}\nmodule.exports = { privateCount };\n",
    );
    const run = [api, digest, threads];
    expect(findingsOf(digest, run)).toEqual([
      ['no-legacy-state-filter', 'dynamic', 'state'],
      ['no-legacy-state-field', 'read', 'state'],
      ['no-current-stage', 'read', "'currentStage.name'"],
      ['no-current-stage', 'read', 'currentStage'],
      ['no-scorecard-pagination', 'notFoundAsEmpty', 'err.status === 404'],
    ]);
    expect(findingsOf(api, run)).toEqual([
      ['no-scorecard-pagination', 'parameter', 'limit=100'],
      ['no-scorecard-pagination', 'loop', 'while'],
      ['no-scorecard-pagination', 'untilEmpty', 'next'],
      ['no-scorecard-pagination', 'nextLinks', 'next = res.links && res.links.next'],
    ]);
    expect(findingsOf(threads, [threads])).toEqual([['no-reply-is-private', 'read', 'isPrivate']]);
  });
  it("a path with its query or without it (q ? `/v2/applications?${q}` : '/v2/applications') is the list's; the filter type it is sent with, imported with `import type`, makes a filter of what another module builds and writes state into", () => {
    const types = file('nx-types.ts', "export interface ListFilter {\n  state?: 'SCREENING' | 'QUALIFIED';\n  jobId?: string;\n}\n");
    file('nx-query.ts', "export function toQuery(f: Record<string, string | undefined>): string {\n  return new URLSearchParams(Object.entries(f).filter(([, v]) => v !== undefined) as [string, string][]).toString();\n}\n");
    const data = file(
      'nx-data.ts',
      "import { toQuery } from './nx-query';\nimport type { ListFilter } from './nx-types';\nexport async function getApplications(filter: ListFilter = {}) {\n  const query = toQuery({ ...filter });\n  const path = query ? `/v2/applications?${query}` : '/v2/applications';\n  return (await fetch(`https://h.example${path}`)).json();\n}\n",
    );
    const filters = file(
      'nx-filters.ts',
      "import type { ListFilter } from './nx-types';\nexport function fromSearch(sp: URLSearchParams): ListFilter {\n  const filter: ListFilter = { jobId: sp.get('job') ?? undefined };\n  const status = sp.get('status')?.toUpperCase();\n  if (status === 'SCREENING' || status === 'QUALIFIED') filter.state = status;\n  return filter;\n}\n",
    );
    const run = [types, data, filters];
    expect(findingsOf(types, run)).toEqual([['no-legacy-state-filter', 'declaration', 'state']]);
    expect(findingsOf(filters, run)).toEqual([['no-legacy-state-filter', 'dynamic', 'filter.state']]);
  });
  it("an enum a form's type declares its status with, where a mapper of the form sends that status as state: its members where they are declared and wherever they are chosen as a value, not where a table is keyed by them", () => {
    const models = file('ng-models.ts', "export enum PipelineStatus {\n  Screening = 'SCREENING',\n  Qualified = 'QUALIFIED',\n  Active = 'ACTIVE',\n}\n");
    const form = file(
      'ng-form.ts',
      "import { PipelineStatus } from './ng-models';\nexport type StatusChoice = PipelineStatus | 'ANY';\nexport interface FilterForm {\n  status: StatusChoice;\n  jobId?: string;\n}\nexport const OPTIONS = [\n  { value: PipelineStatus.Screening, label: 'Screening' },\n  { value: 'ANY', label: 'Any' },\n];\nexport const LABELS: Record<string, string> = { [PipelineStatus.Qualified]: 'Qualified' };\nexport function defaultForm(overrides: Partial<FilterForm> = {}): FilterForm {\n  return { status: PipelineStatus.Screening, ...overrides };\n}\nexport function toParams(form: FilterForm): URLSearchParams {\n  const params = new URLSearchParams();\n  if (form.status !== 'ANY') params.set('state', form.status);\n  return params;\n}\n",
    );
    const service = file(
      'ng-service.ts',
      "import { PipelineStatus } from './ng-models';\nimport { defaultForm, toParams, type FilterForm } from './ng-form';\nexport class ApplicationsService {\n  constructor(private readonly http: { get<T>(url: string, o: object): Promise<T> }) {}\n  list(form: FilterForm) {\n    return this.http.get<unknown[]>('/v2/applications', { params: toParams(form) });\n  }\n  qualified() {\n    return this.list(defaultForm({ status: PipelineStatus.Qualified }));\n  }\n  isOpen(s: string) {\n    return [PipelineStatus.Screening, PipelineStatus.Qualified].includes(s as PipelineStatus);\n  }\n}\n",
    );
    const run = [models, form, service];
    expect(findingsOf(form, run)).toEqual([
      ['no-legacy-state-filter', 'value', 'PipelineStatus.Screening'],
      ['no-legacy-state-filter', 'value', 'PipelineStatus.Screening'],
      ['no-legacy-state-filter', 'dynamic', "'state'"],
    ]);
    expect(findingsOf(models, run)).toEqual([
      ['no-legacy-state-filter', 'value', "'SCREENING'"],
      ['no-legacy-state-filter', 'value', "'QUALIFIED'"],
    ]);
    expect(findingsOf(service, run)).toEqual([['no-legacy-state-filter', 'value', 'PipelineStatus.Qualified']]);
    // The same in one file: the enum declared beside the form and the request.
    const local = file(
      'ng-local.ts',
      "enum Status {\n  Screening = 'SCREENING',\n  Active = 'ACTIVE',\n}\ninterface Form {\n  status: Status | 'ANY';\n}\nexport const CHOICES = [{ value: Status.Screening, label: 'Screening' }];\nexport function list(form: Form) {\n  const { status } = form;\n  const params = new URLSearchParams();\n  if (status !== 'ANY') params.set('state', status);\n  return fetch(`/v2/applications?${params}`);\n}\n",
    );
    expect(findingsOf(local, [local])).toEqual([
      ['no-legacy-state-filter', 'value', "'SCREENING'"],
      ['no-legacy-state-filter', 'value', 'Status.Screening'],
      ['no-legacy-state-filter', 'dynamic', "'state'"],
    ]);
  });
  it("a filter type that declares the current filters beside state keeps state with a TODO; a preset table typed with it, in a module that imports the type only, is rewritten, and a state written over a preset clears the preset's stage type", () => {
    const types = file('tf-types.ts', "export interface TabFilter {\n  state?: 'SCREENING' | 'QUALIFIED' | 'REJECTED';\n  hiringState?: 'ACTIVE' | 'REJECTED';\n  stageType?: 'APPLICATION_REVIEW' | 'INTERVIEW';\n  jobId?: string;\n}\n");
    const data = file('tf-data.ts', "import type { TabFilter } from './tf-types';\nexport async function listTab(filter: TabFilter = {}) {\n  const query = new URLSearchParams(filter as Record<string, string>).toString();\n  return (await fetch(`https://h.example/v2/applications?${query}`)).json();\n}\n");
    const tabs = file(
      'tf-tabs.ts',
      "import type { TabFilter } from './tf-types';\nconst TABS: Record<string, TabFilter> = {\n  screening: { state: 'SCREENING' },\n  rejected: { state: 'REJECTED' },\n};\nexport function filterFor(tab: string, status?: 'SCREENING' | 'QUALIFIED' | 'REJECTED'): TabFilter {\n  const filter: TabFilter = { ...TABS[tab] };\n  if (status) {\n    delete filter.hiringState;\n    filter.state = status;\n  }\n  return filter;\n}\n",
    );
    const run = [types, data, tabs];
    // It keeps state (another module may still read it) and says so.
    expect(migrateSource(readFileSync(types, 'utf8'), types, { importers: run }).output).toBe(
      "export interface TabFilter {\n  // TODO(hiring-migrate): hiringState and stageType are declared beside state: drop state once nothing sets or reads it.\n  state?: 'SCREENING' | 'QUALIFIED' | 'REJECTED';\n  hiringState?: 'ACTIVE' | 'REJECTED';\n  stageType?: 'APPLICATION_REVIEW' | 'INTERVIEW';\n  jobId?: string;\n}\n",
    );
    const migrated = migrateSource(readFileSync(tabs, 'utf8'), tabs, { importers: run }).output;
    // Migrated once: a second fix changes nothing (the preset rows carry no state, the override deletes before it assigns).
    expect(migrateSource(migrated, tabs, { importers: run }).changed).toBe(false);
    expect(migrated.split('\n').slice(0, 14).join('\n')).toBe(
      "import type { TabFilter } from './tf-types';\nconst TABS: Record<string, TabFilter> = {\n  screening: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' },\n  rejected: { hiringState: 'REJECTED' },\n};\nexport function filterFor(tab: string, status?: 'SCREENING' | 'QUALIFIED' | 'REJECTED'): TabFilter {\n  const filter: TabFilter = { ...TABS[tab] };\n  if (status) {\n    delete filter.hiringState;\n    delete filter.stageType;\n    Object.assign(filter, toHiringStateFilter(status));\n  }\n  return filter;\n}",
    );
  });
  it("a store's state with members of its own (store.state.error) is no application's state, even where the store is named as applications", () => {
    const path = file('vx-driver.mjs', "import { fetchApplications } from './vx-api.mjs';\nexport async function run(apps) {\n  const list = await fetchApplications();\n  return { error: apps.state.error, first: list[0].state };\n}\n");
    file('vx-api.mjs', "export const fetchApplications = () => fetch('https://h.example/v2/applications').then((r) => r.json());\n");
    expect(findingsOf(path, [path])).toEqual([['no-legacy-state-field', 'read', 'state']]);
  });
  it("a Vuex module: the mutation a commit names receives the list, the object it keys the records by is looked up by the getters, and a getter read as a value (getters.items) gives them", () => {
    const path = file(
      'vx-store.js',
      "import axios from 'axios';\nconst SET_ITEMS = 'SET_ITEMS';\nexport default {\n  namespaced: true,\n  state: () => ({ byId: {}, ids: [] }),\n  getters: {\n    items: (state) => state.ids.map((id) => state.byId[id]),\n    open: (state, getters) => getters.items.filter((a) => a.state !== 'REJECTED'),\n    byStage: (state, getters) => getters.items.slice().sort((a, b) => a.currentStage.order - b.currentStage.order),\n  },\n  mutations: {\n    [SET_ITEMS](state, list) {\n      state.byId = Object.assign({}, ...list.map((a) => ({ [a.id]: a })));\n      state.ids = list.map((a) => a.id);\n    },\n    SET_ERROR(state, error) {\n      state.error = error;\n    },\n  },\n  actions: {\n    async load({ commit }) {\n      const { data } = await axios.get('/v2/applications');\n      commit(SET_ITEMS, data);\n      commit('SET_ERROR', null);\n    },\n  },\n};\n",
    );
    expect(findingsOf(path, [])).toEqual([
      ['no-legacy-state-field', 'comparison', 'state'],
      ['no-current-stage', 'read', 'currentStage'],
      ['no-current-stage', 'read', 'currentStage'],
    ]);
  });
  it("functions typed by the table they stand in (Record<string, (a: Application) => number>) read records; a lodash pick of a removed field is reported for a person, its key being part of the copy", () => {
    const path = file(
      'ctx-sorters.ts',
      "import _ from 'lodash';\ninterface Application {\n  id: string;\n  state: string;\n  currentStage: { order: number };\n}\nconst SORTERS: Record<string, (a: Application) => number> = {\n  stage: (a) => a.currentStage.order,\n};\nconst COLUMNS: { title: string; cell: (a: Application) => string }[] = [{ title: 'Status', cell: (a) => a.state }];\nexport async function list() {\n  const apps: Application[] = await (await fetch('/v2/applications')).json();\n  return [_.sortBy(apps, SORTERS.stage), apps.map((a) => _.pick(a, ['id', 'state'])), COLUMNS];\n}\n",
    );
    expect(findingsOf(path, [])).toEqual([
      ['no-legacy-state-field', 'declaration', 'state'],
      ['no-current-stage', 'declaration', 'currentStage'],
      ['no-current-stage', 'read', 'currentStage'],
      ['no-legacy-state-field', 'read', 'state'],
      ['no-legacy-state-field', 'read', "'state'"],
    ]);
  });
  it("states a CLI's parser pushes into its options (opts.only.push(...words.map(resolveOnly))) from a table of aliases, sent by a wrapper that picks each: the table's legacy values are shown where written", () => {
    const args = file(
      'cli-args.mjs',
      "export const ONLY = {\n  screen: 'SCREENING',\n  shortlist: 'QUALIFIED',\n  team: 'Platform',\n};\nfunction resolveOnly(word) {\n  return ONLY[word.trim().toLowerCase()];\n}\nexport function parseArgs(argv) {\n  const opts = { only: [], verbose: false };\n  for (let i = 0; i < argv.length; i++) {\n    if (argv[i] === '--only') opts.only.push(...argv[++i].split(',').map(resolveOnly));\n  }\n  return opts;\n}\n",
    );
    const main = file(
      'cli-main.mjs',
      "import { parseArgs } from './cli-args.mjs';\nasync function listApplications(states) {\n  return Promise.all(states.map((value) => fetch('https://h.example/v2/applications?' + new URLSearchParams({ state: value }))));\n}\nexport async function run(argv) {\n  const opts = parseArgs(argv);\n  return listApplications(opts.only);\n}\n",
    );
    expect(findingsOf(args, [args, main])).toEqual([
      ['no-legacy-state-filter', 'value', "'SCREENING'"],
      ['no-legacy-state-filter', 'value', "'QUALIFIED'"],
    ]);
  });
  it("look-alikes of today's conventions stay silent: a wizard's Vuex module (commit, getters), a GitHub client behind a cache and a context, an OAuth state kept by a callback helper; a file of the run that does not parse defines no wrapper", () => {
    const wizard = file(
      'la-wizard-store.js',
      "export default {\n  state: () => ({ byId: {}, currentStage: null, state: 'idle' }),\n  getters: {\n    steps: (state) => Object.values(state.byId),\n    current: (state, getters) => getters.steps.find((s) => s.id === state.currentStage),\n  },\n  mutations: {\n    SET_STEPS(state, list) {\n      state.byId = Object.assign({}, ...list.map((s) => ({ [s.id]: s })));\n    },\n  },\n  actions: {\n    async load({ commit }) {\n      const res = await fetch('/api/wizard/steps?state=open');\n      commit('SET_STEPS', await res.json());\n    },\n  },\n};\n",
    );
    const gh = file(
      'la-gh-api.cjs',
      "function createApi(cache) {\n  function listIssues(params) {\n    return cache.wrap('issues', () => fetch('https://api.github.com/repos/acme/web/issues?' + new URLSearchParams(params || {})).then((r) => r.json()));\n  }\n  return { listIssues };\n}\nmodule.exports = { createApi };\n",
    );
    const handler = file(
      'la-gh-handler.cjs',
      "async function open(ctx) {\n  const issues = await ctx.api.listIssues({ state: 'open' });\n  const session = withRetry(() => ctx.oauth.session());\n  return [issues.filter((i) => i.state === 'open'), session.state];\n}\nmodule.exports = { open };\n",
    );
    const broken = file('la-broken.cjs', "function listApplications(params) {\n  return fetch('/v2/applications?' + new URLSearchParams(params)\n}\n");
    const caller = file('la-caller.cjs', "async function queue(ctx) {\n  return ctx.api.listApplications({ state: 'SCREENING' });\n}\nmodule.exports = { queue };\n");
    const run = [wizard, gh, handler, broken, caller];
    expect(findingsOf(wizard, run)).toEqual([]);
    expect(findingsOf(handler, run)).toEqual([]);
    // The only file that would define listApplications does not parse: the call is no request, and nothing throws.
    expect(findingsOf(caller, run)).toEqual([]);
  });
  it("a run's function that returns records counts by a name that says so: a list's own find() stays an array method, and a worker queue over a function gathering every page is no paging of it", () => {
    const store = file('rs-store.cjs', "function find(id) {\n  return fetch('https://h.example/v2/applications/' + id).then((r) => r.json());\n}\nmodule.exports = { find };\n");
    const orders = file('rs-orders.cjs', "// Order rows (id, state) of the shop; the hiring store is required for its cache only.\nrequire('./rs-store.cjs');\nfunction shipped(rows) {\n  const row = rows.find((r) => r.id === 1);\n  return row.state === 'SHIPPED' && row.currentStage;\n}\nmodule.exports = { shipped };\n");
    const cards = file(
      'rs-cards.cjs',
      "async function allScorecards(id) {\n  const all = [];\n  const res = await fetch(`https://h.example/v2/applications/${id}/scorecards`);\n  all.push(...(await res.json()));\n  return all;\n}\nasync function forMany(ids) {\n  const queue = ids.slice();\n  const out = {};\n  while (queue.length) {\n    const id = queue.shift();\n    out[id] = await allScorecards(id);\n  }\n  return out;\n}\nmodule.exports = { forMany };\n",
    );
    expect(findingsOf(orders, [store, orders])).toEqual([]);
    expect(findingsOf(cards, [cards])).toEqual([]);
  });
  it("a module an SDK's index exports whole under a key (module.exports = { format } of require('./lib/format'), export * as format from …) is handed what its importers hand sdk.format.summarize", () => {
    mkdirSync(join(dir, 'ns-sdk/lib'), { recursive: true });
    const text = "function label(app) {\n  return app.currentStage ? app.currentStage.name : '-';\n}\nmodule.exports = { label: label };\n";
    const format = file('ns-sdk/lib/format.cjs', text);
    const index = file('ns-sdk/index.cjs', "var format = require('./lib/format.cjs');\nfunction list(cb) {\n  fetch('https://h.example/v2/applications').then((r) => r.json()).then((a) => cb(null, a), cb);\n}\nmodule.exports = { list: list, format: format };\n");
    const bin = file('ns-sdk/report.cjs', "var sdk = require('./index.cjs');\nsdk.list(function (err, apps) {\n  if (!err) console.log(apps.map(sdk.format.label));\n});\n");
    expect(migrateSource(text, format, { importers: [index, bin] }).output).toBe(text.replaceAll('currentStage', 'pipelineStage'));
    const esm = "export const label = (app) => app.currentStage.name;\n";
    const lib = file('ns-sdk/lib/labels.mjs', esm);
    const entry = file('ns-sdk/entry.mjs', "export * as labels from './lib/labels.mjs';\nexport const list = async () => (await fetch('https://h.example/v2/applications')).json();\n");
    const user = file('ns-sdk/user.mjs', "import * as sdk from './entry.mjs';\nexport const names = async () => (await sdk.list()).map((a) => sdk.labels.label(a));\n");
    expect(migrateSource(esm, lib, { importers: [entry, user] }).output).toBe(esm.replace('currentStage', 'pipelineStage'));
    // Without the importer that hands it applications, the module is left as it is.
    expect(migrateSource(text, format, { importers: [index] }).output).toBe(text);
  });
  it("a model class of the team's (its constructor sets state and currentStage, a static factory makes it from the record) keeps its members: only the factory's reads of the record are migrated, and the instances a repository gives stay as they are, so the service compiles and behaves as before", () => {
    mkdirSync(join(dir, 'model/dto'), { recursive: true });
    const dtoText =
      "export interface RawApplication { id: string; state: string; currentStage: { id: string; name: string; type: string; order: number } | null }\n" +
      "export class ApplicationDto {\n  constructor(readonly id: string, readonly state: string, readonly currentStage: { name: string } | null) {}\n" +
      '  static fromApi(raw: RawApplication): ApplicationDto {\n    return new ApplicationDto(raw.id, raw.state, raw.currentStage);\n  }\n' +
      "  get isOpen(): boolean {\n    return this.state !== 'HIRED';\n  }\n}\n";
    const dto = file('model/dto/ApplicationDto.ts', dtoText);
    const repo = file(
      'model/Repository.ts',
      "import { ApplicationDto, type RawApplication } from './dto/ApplicationDto';\nexport class Repository {\n  async find(): Promise<ApplicationDto[]> {\n    const res = await fetch('https://h.example/v2/applications');\n    return ((await res.json()) as RawApplication[]).map((raw) => ApplicationDto.fromApi(raw));\n  }\n}\n",
    );
    const serviceText =
      "import type { ApplicationDto } from './dto/ApplicationDto';\nimport type { Repository } from './Repository';\n" +
      'export class Board {\n  constructor(private readonly applications: Repository) {}\n' +
      "  async report(): Promise<string[]> {\n    const apps = await this.applications.find();\n    return apps.map((app) => `${app.state}:${app.currentStage?.name}`);\n  }\n}\n" +
      "export const qualified = (app: ApplicationDto): boolean => app.state === 'QUALIFIED';\n" +
      "export const stageNames = (apps: readonly ApplicationDto[]): string[] => apps.map((app) => app.currentStage?.name ?? '');\n";
    const service = file('model/Board.ts', serviceText);
    const run = [dto, repo, service];
    // The model's state compared with a legacy value is shown (its copy keeps those values), with no edit.
    expect(findingsOf(service, run)).toEqual([['no-legacy-state-field', 'carriedCopy', 'state']]);
    expect(migrateSource(serviceText, service, { importers: run }).output).toBe(serviceText);
    expect(findingsOf(dto, run).map(([rule, , text]) => [rule, text])).toEqual([
      ['no-legacy-state-field', 'state'],
      ['no-current-stage', 'currentStage'],
      ['no-legacy-state-field', 'state'],
      ['no-current-stage', 'currentStage'],
    ]);
    // What makes a model: the class sets the members itself; one filled from the record as it came is the record.
    const classes = parse(
      "class A { constructor(readonly state: string) {} }\nclass B { currentStage; constructor(s) { this.currentStage = s; } }\nclass C { state!: string; constructor(raw: object) { Object.assign(this, raw); } }\nclass D { state!: string }\nclass E { constructor(readonly status: string) {} }\n",
      'classes.ts',
    ).ast.body.filter((n) => n.type === 'ClassDeclaration');
    expect(classes.map((c) => isModelClass(c))).toEqual([true, true, false, false, false]);
  });
  it("a call of a method of the language's own objects (stages.find(…)) is no call of the wrapper a file of the run defines under that name (a repository's find(criteria))", () => {
    const repo = file(
      'bm-repo.ts',
      "export class ApplicationRepository {\n  constructor(private readonly http: { get(path: string, o: object): Promise<{ data: unknown[] }> }) {}\n  async find(criteria: { state?: string } = {}) {\n    const params: Record<string, string> = {};\n    if (criteria.state) params.state = criteria.state;\n    return (await this.http.get('/v2/applications', { params })).data;\n  }\n}\n",
    );
    const loans = file(
      'bm-loans.ts',
      "type LoanState = 'SUBMITTED' | 'SCREENING' | 'QUALIFIED' | 'FUNDED';\ninterface LoanStage { id: string; name: string; order: number }\ninterface LoanApplication { id: string; state: LoanState; currentStage: LoanStage }\nexport function transition(app: LoanApplication, to: LoanState, stages: LoanStage[]): LoanApplication {\n  const next = stages.find((s) => s.name === to) ?? app.currentStage;\n  return { ...app, state: to, currentStage: next };\n}\nexport async function queue(core: { get<T>(path: string, query?: object): Promise<T> }): Promise<LoanApplication[]> {\n  return core.get<LoanApplication[]>('/v2/applications', { state: 'SCREENING' });\n}\n",
    );
    expect(findingsOf(loans, [repo, loans])).toEqual([]);
  });
  it("look-alikes of those shapes stay silent: GitHub issues fetched one by one, a Solid resource and an object-literal client of GitHub's API sending state=open, a wizard's Map of steps looked up by React state", () => {
    file('gh-client.mjs', "export const getIssue = (n) => fetch(`https://api.github.com/repos/acme/web/issues/${n}`).then((r) => r.json());\nexport class GitHubClient {\n  get(path, options) {\n    return fetch('https://api.github.com' + path + '?' + new URLSearchParams(options.params)).then((r) => r.json());\n  }\n}\n");
    const gh = file(
      'gh-board.mjs',
      "import { createResource } from 'solid-js';\nimport { getIssue, GitHubClient } from './gh-client.mjs';\nconst STATE_LABELS = new Map([['open', 'Open'], ['closed', 'Closed']]);\nexport async function labels(ids) {\n  const issues = await Promise.all(ids.map(getIssue));\n  return issues.map((i) => STATE_LABELS.get(i.state));\n}\nconst [issue] = createResource(() => 1, getIssue);\nexport const issueState = () => issue()?.state;\nexport function routes(client) {\n  return {\n    list: function (f) {\n      return client.get('/repos/acme/web/issues', { params: f });\n    },\n    open: function () {\n      return this.list({ state: 'open' });\n    },\n  };\n}\nexport const r = routes(new GitHubClient());\n",
    );
    const wizard = file(
      'Wizard.jsx',
      "import React from 'react';\nconst STEP_LABELS = new Map([['SCREENING', 'Screening call'], ['OFFER', 'Offer']]);\nexport class Wizard extends React.Component {\n  state = { step: 'SCREENING', currentStage: { name: 'intro' } };\n  render() {\n    const stage = this.state && this.state.currentStage;\n    return <h1>{STEP_LABELS.get(this.state.step)} {stage.name}</h1>;\n  }\n}\n",
    );
    expect(findingsOf(gh, [gh])).toEqual([]);
    expect(findingsOf(wizard, [wizard])).toEqual([]);
  });
});

describe("helpers of another module that give back what they are handed", () => {
  it("listFrom(data) of a module that names nothing of the service gives back the applications it is handed, so a comparator sorting them reads their state; a helper that makes something else of them does not", () => {
    mkdirSync(join(dir, 'pass'), { recursive: true });
    file('pass/http.js', "export function listFrom(payload) {\n  if (Array.isArray(payload)) return payload;\n  return payload && Array.isArray(payload.items) ? payload.items : [];\n}\nexport function countOf(payload) {\n  return Array.isArray(payload) ? payload.length : 0;\n}\n");
    const text =
      "import axios from 'axios';\nimport { listFrom, countOf } from './http.js';\nfunction byState(a, b) {\n  return String(a.state).localeCompare(String(b.state));\n}\n" +
      "export async function sorted() {\n  const { data } = await axios.get('/v2/applications');\n  const rows = listFrom(data);\n  return rows.slice().sort(byState);\n}\n" +
      "export async function counted(report) {\n  const { data } = await axios.get('/v2/applications');\n  const n = countOf(data);\n  return report.state === 'open' ? n : 0;\n}\n";
    const user = file('pass/list.js', text);
    expect(findingsOf(user, [user]).map(([rule, , t]) => [rule, t])).toEqual([
      ['no-legacy-state-field', 'state'],
      ['no-legacy-state-field', 'state'],
    ]);
  });
});

describe("helpers of another module that do not parse", () => {
  it('a helper module that does not parse gives nothing back: the call is no application, and nothing throws', () => {
    mkdirSync(join(dir, 'pass-broken'), { recursive: true });
    file('pass-broken/http.js', 'export function listFrom(payload) {\n  if (Array.isArray(payload) return payload;\n}\n');
    const text = "import axios from 'axios';\nimport { listFrom } from './http.js';\nfunction byState(a, b) {\n  return String(a.state).localeCompare(String(b.state));\n}\nexport async function sorted() {\n  const { data } = await axios.get('/v2/applications');\n  return listFrom(data).slice().sort(byState);\n}\n";
    const user = file('pass-broken/list.js', text);
    expect(findingsOf(user, [user])).toEqual([]);
  });
});

describe("table helpers of another module", () => {
  it("renderTable(rows, columns) of a module that names nothing of the service, calling col.get(row) for each row, hands the applications to the getters of the columns it is given (either of two tables); a table handed rows of the team's own is not read as applications", () => {
    mkdirSync(join(dir, 'table'), { recursive: true });
    file('table/table.js', "export function renderTable(rows, columns) {\n  return rows.map((row) => columns.map((col) => String(col.get(row))).join('  ')).join('\\n');\n}\n");
    const text =
      "import axios from 'axios';\nimport { renderTable } from './table.js';\n" +
      "const WIDE = [{ header: 'ID', get: (a) => a.id }, { header: 'State', get: (a) => a.state }];\nconst NARROW = [{ header: 'Stage', get: (a) => (a.currentStage ? a.currentStage.name : '') }];\nconst JOBS = [{ header: 'State', get: (j) => j.state }];\n" +
      "export async function list(compact) {\n  const { data } = await axios.get('/v2/applications');\n  return renderTable(data, compact ? NARROW : WIDE);\n}\n" +
      "export function jobs(rows) {\n  return renderTable(rows, JOBS);\n}\n";
    const user = file('table/list.js', text);
    expect(findingsOf(user, [user]).map(([rule, , t]) => [rule, t])).toEqual([
      ['no-legacy-state-field', 'state'],
      ['no-current-stage', 'currentStage'],
      ['no-current-stage', 'currentStage'],
    ]);
  });
});

describe('paths made in another module', () => {
  it("a route table's functions and an exported path function make the path their call is handed (Routes.scorecards(id), notesPath(id))", () => {
    file('rt-routes.mjs', "export const Routes = {\n  applications: '/v2/applications',\n  scorecards: (id) => `/v2/applications/${encodeURIComponent(id)}/scorecards`,\n};\nexport function notesPath(candidateId) {\n  return '/candidates/' + candidateId + '/notes';\n}\n");
    const user = file(
      'rt-user.mjs',
      "import axios from 'axios';\nimport { Routes, notesPath } from './rt-routes.mjs';\nexport async function cards(id) {\n  try {\n    return (await axios.get(Routes.scorecards(id))).data;\n  } catch (err) {\n    if (err.response?.status === 404) return [];\n    throw err;\n  }\n}\nexport const note = (id, body) => axios.post(notesPath(id), { body, isPrivate: true });\n",
    );
    expect(findingsOf(user, [user])).toEqual([
      ['no-scorecard-pagination', 'notFoundAsEmpty', 'err.response?.status === 404'],
      ['no-private-note-write', 'create', 'isPrivate'],
    ]);
  });
  it("an exported path function with an optional parameter makes the path of what its call hands it (notesPath(id) the list, notesPath(id, noteId) one note), its base held in a variable and without a leading slash", () => {
    file('rt-paths.ts', "export function notesPath(candidateId: string, noteId?: string): string {\n  const base = `candidates/${encodeURIComponent(candidateId)}/notes`;\n  return noteId ? `${base}/${encodeURIComponent(noteId)}` : base;\n}\n");
    const user = file(
      'rt-notes.ts',
      "import type { Got } from 'got';\nimport { notesPath } from './rt-paths';\nexport const create = (client: Got, id: string, internal: boolean) => client.post(notesPath(id), { json: { body: 'x', isPrivate: internal } });\nexport const edit = (client: Got, id: string, noteId: string, internal: boolean) => client.patch(notesPath(id, noteId), { json: { isPrivate: internal } });\nexport const wrong = (client: Got, id: string) => client.post(notesPath(id, 'n-1'), { json: { isPrivate: true } });\n",
    );
    expect(findingsOf(user, [user])).toEqual([
      ['no-private-note-write', 'create', 'isPrivate'],
      ['no-private-note-write', 'update', 'isPrivate'],
    ]);
  });
  it("a path function whose rest parameter's segments it joins on at the end (applicationPath(id, ...rest)) makes the path of the segments its call hands it, here and in an importer; another segment is another path", () => {
    const paths = file(
      'rt-rest.ts',
      "export function applicationPath(applicationId: string, ...rest: string[]): string {\n  return ['v2/applications', encodeURIComponent(applicationId), ...rest].join('/');\n}\n" +
        "export async function local(get: (path: string, o: object) => Promise<unknown[]>, id: string) {\n  return get(applicationPath(id, 'scorecards'), { searchParams: { page: 2 } });\n}\n",
    );
    const user = file(
      'rt-rest-user.ts',
      "import type { Got } from 'got';\nimport { applicationPath } from './rt-rest';\nexport const cards = (client: Got, id: string) => client.get(applicationPath(id, 'scorecards'), { searchParams: { page: 2, per_page: 50 } }).json();\nexport const notes = (client: Got, id: string) => client.get(applicationPath(id, 'notes'), { searchParams: { page: 2 } }).json();\n",
    );
    expect(findingsOf(user, [user]).map(([rule, , text]) => [rule, text])).toEqual([
      ['no-scorecard-pagination', 'page'],
      ['no-scorecard-pagination', 'per_page'],
    ]);
    expect(findingsOf(paths, [paths]).map(([rule, , text]) => [rule, text])).toEqual([['no-scorecard-pagination', 'page']]);
  });
  it("a constant that is the version root alone ('/v2'), in a module that speaks of the service, is the base its importer appends the list's path to", () => {
    file('rt-constants.mjs', "export const API_ROOT = '/v2';\nexport const OTHER_ROOT = '/api';\nexport const TABS = [{ key: 'review', status: 'SCREENING' }];\n");
    const user = file('rt-api.mjs', "import { API_ROOT, OTHER_ROOT } from './rt-constants.mjs';\nexport const list = (s) => fetch(`${API_ROOT}/applications?state=${s}`);\nexport const other = (s) => fetch(`${OTHER_ROOT}/applications?state=${s}`);\n");
    expect(findingsOf(user, [user])).toEqual([['no-legacy-state-filter', 'dynamic', 'state=']]);
  });
});

describe('interfaces a module implements', () => {
  it('a parameter declared with an exported interface that a class of its module implements is an instance of that class (a repository injected by interface)', () => {
    file('ii-repo.ts', "export interface ApplicationRepository { list(q: { status?: string }): Promise<unknown[]> }\nexport class HttpApplicationRepository implements ApplicationRepository {\n  list(q: { status?: string }) {\n    return fetch(`https://h.example/v2/applications?state=${q.status ?? ''}`).then((r) => r.json());\n  }\n}\n");
    const user = file('ii-use.ts', "import type { ApplicationRepository } from './ii-repo';\nexport class ListQualified {\n  constructor(private readonly repo: ApplicationRepository) {}\n  run() {\n    return this.repo.list({ status: 'QUALIFIED' });\n  }\n}\n");
    expect(findingsOf(user, [user])).toEqual([['no-legacy-state-filter', 'value', "'QUALIFIED'"]]);
  });
});

describe('scorecard wrappers called without their options', () => {
  it("an API object's scorecard list called without the options it may take (hiringApi.listScorecards(id)) is the list: a 404 taken for none is reported", () => {
    file('sw-api.js', "async function request(path, { method = 'GET', query } = {}) {\n  const res = await fetch(`${process.env.B}${path}`, { method });\n  return res.json();\n}\nexport const hiringApi = {\n  listScorecards: (applicationId, opts) => request(`/v2/applications/${applicationId}/scorecards`, opts),\n};\n");
    const user = file('sw-use.js', "import { hiringApi } from './sw-api.js';\nexport async function cards(id) {\n  try {\n    return await hiringApi.listScorecards(id);\n  } catch (err) {\n    if (err.status === 404) return [];\n    throw err;\n  }\n}\n");
    expect(findingsOf(user, [user])).toEqual([['no-scorecard-pagination', 'notFoundAsEmpty', 'err.status === 404']]);
  });
});

describe('paging made in another module', () => {
  it("a class whose method makes the query an importer pages the scorecard list with (params: w.toParams() of w = new PageQuery()): its paging keys and the fields they are given", () => {
    const dto = file(
      'pq-dto.ts',
      "export class PageQuery {\n  page = 1;\n  perPage = 25;\n  next(): PageQuery {\n    const following = new PageQuery();\n    following.page = this.page + 1;\n    return following;\n  }\n  toParams(): Record<string, string> {\n    return { page: String(this.page), per_page: String(this.perPage) };\n  }\n}\n",
    );
    const svc = file(
      'pq-svc.ts',
      "import axios from 'axios';\nimport { PageQuery } from './pq-dto';\nexport async function cards(id: string, app: { hiringState: string }) {\n  const out: unknown[] = [];\n  let w = new PageQuery();\n  for (;;) {\n    const res = await axios.get<unknown[]>(`/v2/applications/${id}/scorecards`, { params: w.toParams() });\n    out.push(...res.data);\n    if (res.data.length < 25) break;\n    w = w.next();\n  }\n  return [out, app.hiringState];\n}\n",
    );
    expect(findingsOf(dto, [svc])).toEqual([
      ['no-scorecard-pagination', 'parameter', 'page'],
      ['no-scorecard-pagination', 'parameter', 'perPage'],
      ['no-scorecard-pagination', 'parameter', 'page'],
      ['no-scorecard-pagination', 'parameter', 'page'],
      ['no-scorecard-pagination', 'parameter', 'page'],
      ['no-scorecard-pagination', 'parameter', 'page'],
      ['no-scorecard-pagination', 'parameter', 'per_page'],
      ['no-scorecard-pagination', 'parameter', 'perPage'],
    ]);
  });

  it("a function of another module that makes the query string an importer appends to the scorecard list's path (`/scorecards${pageQuery(page, size)}` of `` `?${new URLSearchParams({ page: String(page), per_page: String(size) })}` ``): its paging keys; the same helper appended to another list's path is not", () => {
    const query = file('pq-query.ts', "export function pageQuery(page: number, size = 50): string {\n  const params = new URLSearchParams({ page: String(page), per_page: String(size) });\n  return `?${params.toString()}`;\n}\n");
    const cards = file(
      'pq-cards.ts',
      "import { pageQuery } from './pq-query';\nexport async function cards(id: string) {\n  const out: unknown[] = [];\n  for (let page = 1; page < 5; page++) {\n    const batch: unknown[] = await (await fetch(`/v2/applications/${id}/scorecards${pageQuery(page)}`)).json();\n    out.push(...batch);\n    if (batch.length < 50) break;\n  }\n  return out;\n}\n",
    );
    const jobs = file('pq-jobs.ts', "import { pageQuery } from './pq-query';\nexport const jobs = (page: number) => fetch(`/v2/jobs${pageQuery(page)}`);\n");
    expect(findingsOf(query, [cards, jobs])).toEqual([
      ['no-scorecard-pagination', 'parameter', 'page'],
      ['no-scorecard-pagination', 'parameter', 'per_page'],
    ]);
    expect(findingsOf(query, [jobs])).toEqual([]);
  });
});

function findingsOf(path: string, importers: string[]): [string, string, string][] {
  const source = readFileSync(path, 'utf8');
  return analyzeSource(path, source, { typescript: false, importers }).map((f) => [f.rule, f.messageId, source.slice(f.range[0], f.range[1])]);
}

/** The engine's findings in one file, as the CLI's file-local run sees them. */
function analyzeSource(path: string, text: string, options: { typescript: boolean; importers?: string[] }): Finding[] {
  const parsed = parse(text, path);
  return analyze({ ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: options.typescript, filename: path }, { wrappers: [], importers: options.importers, today: '2026-11-21' }).findings;
}

describe('switch cases of another module', () => {
  it("a case of a switch over the removed field whose value another module's constant spells (case ApplicationState.SCREENING:) is shown on its own line, where the value is compared", () => {
    file('cases-constants.js', "export const ApplicationState = Object.freeze({ SCREENING: 'SCREENING', QUALIFIED: 'QUALIFIED', HIRED: 'HIRED' });\n");
    const digest = file(
      'cases-digest.js',
      "import { ApplicationState } from './cases-constants.js';\nexport async function nextActions() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => {\n    switch (app.state) {\n      case ApplicationState.SCREENING:\n        return 'screen';\n      case ApplicationState.HIRED:\n        return 'onboard';\n      default:\n        return null;\n    }\n  });\n}\n",
    );
    expect(findingsOf(digest, [digest]).map(([rule, , at]) => [rule, at])).toEqual([
      ['no-legacy-state-field', 'state'],
      ['no-legacy-state-field', 'ApplicationState.SCREENING'],
      ['no-legacy-state-field', 'ApplicationState.HIRED'],
    ]);
  });
});

describe('module names with a dot', () => {
  it("`./api.client` is api.client.ts, not api.ts beside it: only a JavaScript extension is one to swap", () => {
    file('api.ts', 'export const list = () => [];\n');
    file('api.client.ts', "export const load = async () => (await fetch('/v2/applications')).json();\n");
    const user = file('dotted.ts', "import { load } from './api.client';\nexport const names = async () => (await load()).map((a) => a.currentStage.name);\n");
    expect(migrateSource(readFileSync(user, 'utf8'), user, {}).output).toBe(
      "import { load } from './api.client';\nexport const names = async () => (await load()).map((a) => a.pipelineStage.name);\n",
    );
  });
});

describe('envelopes of a module', () => {
  it("what another module's function returns as `{ application, … }`: the application by its key (a member, a destructuring), not the envelope's own keys", () => {
    file('loader.ts', "export async function load(id: string) {\n  const application = await (await fetch(`/v2/applications/${id}`)).json();\n  return { application, state: 'ready' as const };\n}\n");
    const page = file(
      'page.ts',
      "import { load } from './loader';\nexport async function view(id: string) {\n  const data = await load(id);\n  const { application } = await load(id);\n  return [data.application.state, data.state, application.currentStage.name];\n}\n",
    );
    expect(migrateSource(readFileSync(page, 'utf8'), page, {}).output).toBe(
      "import { load } from './loader';\nexport async function view(id: string) {\n  const data = await load(id);\n  const { application } = await load(id);\n  return [legacyStateOf(data.application), data.state, application.pipelineStage.name];\n}\n" +
        LEGACY_HELPER_TS.slice(1),
    );
  });
});

describe('types of a module that hold applications', () => {
  it("a member an imported interface declares as applications (`ctx.applications` of `ctx: BoardContext`) is migrated, and a table its elements are compared with is reported; another member, and another module's `state`, are not", () => {
    mkdirSync(join(dir, 'board'), { recursive: true });
    file('board/types.ts', 'export interface Application {\n  id: string;\n  candidateName: string;\n  state: string;\n  currentStage: { name: string } | null;\n}\n');
    file('board/context.ts', "import type { Application } from './types';\nexport interface BoardContext {\n  applications: Application[];\n  selected: Application | null;\n  machine: { state: string };\n}\n");
    const selectors = file(
      'board/selectors.ts',
      "import type { BoardContext } from './context';\nconst COLUMNS = [{ key: 'SCREENING' }, { key: 'OFFER' }];\nexport function board(ctx: BoardContext) {\n  return COLUMNS.map((col) => ctx.applications.filter((a) => a.state === col.key));\n}\nexport function title(ctx: BoardContext) {\n  return [ctx.selected?.currentStage?.name, ctx.machine.state];\n}\n",
    );
    const text = readFileSync(selectors, 'utf8');
    const findings = analyzeSource(selectors, text, { typescript: true });
    expect(findings.map((f) => [f.rule, text.slice(f.range[0], f.range[1])])).toEqual([
      ['no-legacy-state-field', "'SCREENING'"],
      ['no-legacy-state-field', "'OFFER'"],
      ['no-legacy-state-field', 'state'],
      ['no-current-stage', 'currentStage'],
    ]);
    expect(migrateSource(text, selectors, {}).output).toBe(
      "import type { BoardContext } from './context';\nconst COLUMNS = [{ key: 'SCREENING' }, { key: 'OFFER' }];\nexport function board(ctx: BoardContext) {\n  return COLUMNS.map((col) => ctx.applications.filter((a) => legacyStateOf(a) === col.key));\n}\nexport function title(ctx: BoardContext) {\n  return [ctx.selected?.pipelineStage?.name, ctx.machine.state];\n}\n" +
        LEGACY_HELPER_TS.slice(1),
    );
    const migrated = migrateSource(text, selectors, {}).output;
    expect(migrateSource(migrated, selectors, {}).changed).toBe(false);
  });

  it("a class wrapping a record (constructor(readonly raw: Readonly<RawApplication>)) reads it as this.raw, and its importers as entity.raw; another member of it is not one", () => {
    mkdirSync(join(dir, 'entity'), { recursive: true });
    file('entity/raw.ts', "export interface RawApplication {\n  id: string;\n  state: 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED';\n  currentStage: { id: string; name: string } | null;\n}\n");
    const entityText =
      "import type { RawApplication } from './raw';\nexport class ApplicationEntity {\n  constructor(readonly raw: Readonly<RawApplication>, readonly machine: { state: string }) {}\n" +
      "  get isQualified(): boolean {\n    return this.raw.state === 'QUALIFIED';\n  }\n  get busy(): boolean {\n    return this.machine.state === 'running';\n  }\n}\n";
    const entity = file('entity/ApplicationEntity.ts', entityText);
    const dtoText = "import type { ApplicationEntity } from './ApplicationEntity';\nexport const toDto = (entity: ApplicationEntity) => ({ id: entity.raw.id, stage: entity.raw.currentStage?.name ?? null, machine: entity.machine.state });\n";
    const dto = file('entity/dto.ts', dtoText);
    expect(migrateSource(entityText, entity, {}).output).toBe(
      entityText.replace("this.raw.state === 'QUALIFIED'", "this.raw.hiringState === 'ACTIVE' && this.raw.pipelineStage?.type === 'INTERVIEW'"),
    );
    expect(migrateSource(dtoText, dto, {}).output).toBe(dtoText.replace('entity.raw.currentStage', 'entity.raw.pipelineStage'));
  });

  it('an interface imported from a module that does not parse holds nothing: the members read through it are left as they are', () => {
    mkdirSync(join(dir, 'broken-board'), { recursive: true });
    const context = "import type { Application } from '../board/types';\nexport interface BoardContext {\n  rows: Application[];\n}\n";
    file('broken-board/context.ts', context.replace('[]', '[;'));
    const text = "import type { BoardContext } from './context';\nexport const stages = (ctx: BoardContext) => ctx.rows.map((row) => row.currentStage?.name);\n";
    const selectors = file('broken-board/selectors.ts', text);
    expect(analyzeSource(selectors, text, { typescript: true })).toEqual([]);
    expect(migrateSource(text, selectors, {}).changed).toBe(false);
    file('broken-board/context.ts', context);
    expect(analyzeSource(selectors, text, { typescript: true }).map((f) => f.rule)).toEqual(['no-current-stage']);
  });
});

describe("an imported application type's members taken by index", () => {
  it("Application['state'] of an imported type becomes what its module declares state as (an interface's literals, a zod enum of a constant list); ['currentStage'] is renamed; another module's type and a non-literal state type are left alone", () => {
    mkdirSync(join(dir, 'indexed'), { recursive: true });
    file('indexed/types.ts', "export interface Application {\n  id: string;\n  state?: 'SCREENING' | 'QUALIFIED' | 'HIRED';\n  currentStage: { name: string } | null;\n}\nexport interface Ticket {\n  state: 'open' | 'closed';\n}\n");
    file(
      'indexed/schemas.ts',
      "import { z } from 'zod';\nexport const STATES = ['SCREENING', 'QUALIFIED', 'REJECTED', 'OFFER', 'HIRED'] as const;\nexport const RecordSchema = z.object({\n  id: z.string(),\n  state: z.enum(STATES),\n  currentStage: z.object({ id: z.string(), name: z.string() }).nullish(),\n});\nexport type HiringRecord = z.infer<typeof RecordSchema>;\n",
    );
    file('indexed/named.ts', "import type { Status } from './status';\nexport interface Application {\n  id: string;\n  state: Status;\n  currentStage: { name: string };\n}\n");
    const text =
      "import type { Application, Ticket } from './types';\nimport type { HiringRecord } from './schemas';\nimport type { Application as Named } from './named';\n" +
      "export const TONES: Record<NonNullable<Application['state']>, string> = { SCREENING: 'blue', QUALIFIED: 'green', HIRED: 'teal' };\n" +
      "export type Column = HiringRecord['state'];\nexport type Stage = Application['currentStage'];\nexport type TicketState = Ticket['state'];\nexport type NamedState = Named['state'];\n";
    const user = file('indexed/user.ts', text);
    const migrated = migrateSource(text, user, {}).output;
    expect(migrated).toBe(
      "import type { Application, Ticket } from './types';\nimport type { HiringRecord } from './schemas';\nimport type { Application as Named } from './named';\n" +
        "export const TONES: Record<NonNullable<'SCREENING' | 'QUALIFIED' | 'HIRED' | undefined>, string> = { SCREENING: 'blue', QUALIFIED: 'green', HIRED: 'teal' };\n" +
        "export type Column = 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED';\nexport type Stage = Application['pipelineStage'];\nexport type TicketState = Ticket['state'];\nexport type NamedState = Named['state'];\n",
    );
    expect(migrateSource(migrated, user, {}).changed).toBe(false);
  });
});

describe('values typed as the removed field', () => {
  it("a removed value written where a type says it is the legacy state (a filter member declared with it in another module, a Record's rows, a typed list, a local function's parameter) is reported; OFFER, and a lead's QUALIFIED of another type, are not", () => {
    mkdirSync(join(dir, 'typed'), { recursive: true });
    file(
      'typed/types.ts',
      "export type ApplicationState = 'SCREENING' | 'QUALIFIED' | 'OFFER' | 'HIRED' | 'REJECTED';\nexport interface Application {\n  id: string;\n  state: ApplicationState;\n  currentStage: { name: string } | null;\n}\nexport interface PipelineFilter {\n  status?: ApplicationState;\n  jobId?: string;\n}\nexport type LeadStatus = 'NEW' | 'QUALIFIED';\nexport interface Lead {\n  status: LeadStatus;\n}\n",
    );
    const presets = file(
      'typed/presets.ts',
      "import type { ApplicationState, Lead, PipelineFilter } from './types';\n" +
        "export const PRESETS: Record<string, PipelineFilter> = {\n  screening: { status: 'SCREENING' },\n  offers: { status: 'OFFER' },\n};\n" +
        "export const ACTIVE: readonly ApplicationState[] = Object.freeze(['QUALIFIED']);\n" +
        "const setFilter = (filter: PipelineFilter) => filter;\nexport const review = () => setFilter({ status: 'QUALIFIED', jobId: 'j1' });\n" +
        "export const lead: Lead = { status: 'QUALIFIED' };\nexport const other = { status: 'SCREENING' };\n",
    );
    const text = readFileSync(presets, 'utf8');
    const findings = analyzeSource(presets, text, { typescript: true });
    expect(findings.map((f) => [f.rule, f.messageId, text.slice(0, f.range[0]).split('\n').length, text.slice(f.range[0], f.range[1])])).toEqual([
      ['no-legacy-state-field', 'legacyValue', 3, "'SCREENING'"],
      ['no-legacy-state-field', 'legacyValue', 6, "'QUALIFIED'"],
      ['no-legacy-state-field', 'legacyValue', 8, "'QUALIFIED'"],
    ]);
    expect(migrateSource(text, presets, {}).output).toBe(text);
    // A table typed with the state's type as its key, quoted or not: every key, the ones that stay valid too; a translation into the current filters is not.
    const keyed =
      "import type { ApplicationState } from './types';\n" +
      "export const TITLES: Record<ApplicationState, string> = { SCREENING: 'To screen', 'QUALIFIED': 'Shortlisted', OFFER: 'Offer', HIRED: 'Hired', REJECTED: 'Rejected' };\n" +
      "export const VIEWS: Record<ApplicationState, { hiringState: string }> = { SCREENING: { hiringState: 'ACTIVE' }, QUALIFIED: { hiringState: 'ACTIVE' }, OFFER: { hiringState: 'OFFER' }, HIRED: { hiringState: 'HIRED' }, REJECTED: { hiringState: 'REJECTED' } };\n";
    const titles = file('typed/titles.ts', keyed);
    const keyFindings = analyzeSource(titles, keyed, { typescript: true });
    expect(keyFindings.map((f) => [f.messageId, keyed.slice(f.range[0], f.range[1])])).toEqual([
      ['legacyValue', 'SCREENING'],
      ['legacyValue', "'QUALIFIED'"],
      ['legacyValue', 'OFFER'],
      ['legacyValue', 'HIRED'],
      ['legacyValue', 'REJECTED'],
    ]);
    // The message as the rule words it: the value quoted once, whether the key was quoted or not.
    const worded = fieldRule.meta.messages.legacyValue.replace(/{{(\w+)}}/g, (_, name: string) => String(keyFindings[0]!.data?.[name]));
    expect(worded).toMatch(/^The value 'SCREENING' is declared a value of the application field `state` .* the record carries hiringState=ACTIVE together with stageType=APPLICATION_REVIEW instead\.$/);
  });

  it('a type imported from a module that does not parse says nothing of the values written with it', () => {
    const types = "export type ApplicationState = 'SCREENING' | 'QUALIFIED' | 'OFFER';\nexport interface Application {\n  id: string;\n  state: ApplicationState;\n  currentStage: { name: string } | null;\n}\nexport interface PipelineFilter {\n  status?: ApplicationState;\n}\n";
    file('typed/broken-types.ts', types.replace(';', ' |;'));
    const text = "import type { PipelineFilter } from './broken-types';\nexport const PRESETS: Record<string, PipelineFilter> = {\n  screening: { status: 'SCREENING' },\n};\n";
    const presets = file('typed/broken-presets.ts', text);
    expect(analyzeSource(presets, text, { typescript: true })).toEqual([]);
    file('typed/broken-types.ts', types);
    expect(analyzeSource(presets, text, { typescript: true }).map((f) => f.messageId)).toEqual(['legacyValue']);
  });
});

describe('the legacy vocabulary declared as a set', () => {
  it("a module about the service that declares the legacy states as a set of its own (an enum-like object, a frozen list, a config's list) shows its values, OFFER too; a mixed set, a set in an expression, and the same set in a file about nothing of the service, do not", () => {
    mkdirSync(join(dir, 'vocab'), { recursive: true });
    const text =
      "const STATUS = { SCREENING: 'SCREENING', QUALIFIED: 'QUALIFIED', OFFER: 'OFFER' };\n" +
      "export const ACTIVE = Object.freeze(['QUALIFIED', 'SCREENING']);\n" +
      "module.exports.config = { sync: { states: ['SCREENING', 'QUALIFIED'] } };\n" +
      "const LEADS = ['NEW', 'QUALIFIED', 'SCREENING'];\n" +
      "export const pick = (s) => ['SCREENING', 'QUALIFIED'].indexOf(s);\n" +
      "export const list = () => fetch('/v2/applications?jobId=j1').then((r) => r.json());\n" +
      'export { STATUS, LEADS };\n';
    const about = file('vocab/hiring.js', text);
    const findings = analyzeSource(about, text, { typescript: false });
    expect(findings.map((f) => [f.rule, f.messageId, text.slice(0, f.range[0]).split('\n').length, text.slice(f.range[0], f.range[1])])).toEqual([
      ['no-legacy-state-field', 'legacyValue', 1, "'SCREENING'"],
      ['no-legacy-state-field', 'legacyValue', 1, "'QUALIFIED'"],
      ['no-legacy-state-field', 'legacyValue', 1, "'OFFER'"],
      ['no-legacy-state-field', 'legacyValue', 2, "'QUALIFIED'"],
      ['no-legacy-state-field', 'legacyValue', 2, "'SCREENING'"],
      ['no-legacy-state-field', 'legacyValue', 3, "'SCREENING'"],
      ['no-legacy-state-field', 'legacyValue', 3, "'QUALIFIED'"],
    ]);
    const unrelated = text.replace("fetch('/v2/applications?jobId=j1')", "fetch('/v1/leads')");
    const other = file('vocab/leads.js', unrelated);
    expect(analyzeSource(other, unrelated, { typescript: false })).toEqual([]);
  });
});

describe('a table keyed by the legacy states', () => {
  it("is shown where it is looked up with a state until fix derives the legacy value, then silent; a second fix changes nothing; a React wizard's table of the same words stays silent", () => {
    const text =
      "const LABELS = { SCREENING: 'To screen', QUALIFIED: 'Shortlisted', OFFER: 'Offer', HIRED: 'Hired', REJECTED: 'Rejected' };\n" +
      "export async function labels() {\n" +
      "  const apps = await (await fetch('/v2/applications')).json();\n" +
      '  return apps.map((app) => LABELS[app.state]);\n' +
      '}\n';
    const path = file('keyed-labels.mjs', text);
    expect(analyzeSource(path, text, { typescript: false }).map((f) => [f.messageId, text.slice(f.range[0], f.range[1])])).toEqual([
      ['value', 'SCREENING'],
      ['value', 'QUALIFIED'],
      ['value', 'OFFER'],
      ['value', 'HIRED'],
      ['value', 'REJECTED'],
      ['read', 'state'],
    ]);
    const first = migrateSource(text, path, {});
    expect(first.output).toContain('return apps.map((app) => LABELS[legacyStateOf(app)]);');
    expect(analyzeSource(path, first.output, { typescript: false })).toEqual([]);
    expect(migrateSource(first.output, path, {}).changed).toBe(false);
    const wizard =
      "import { useReducer } from 'react';\n" +
      "const STEP_TITLES = { SCREENING: 'Screening', QUALIFIED: 'Qualified', OFFER: 'Offer', HIRED: 'Hired', REJECTED: 'Rejected' };\n" +
      "export function useWizard() {\n" +
      "  const [state, dispatch] = useReducer((s, a) => ({ ...s, step: a.step }), { step: 'SCREENING' });\n" +
      '  return { title: STEP_TITLES[state.step], next: (step) => dispatch({ step }) };\n' +
      '}\n';
    const react = file('wizard.jsx', wizard);
    expect(analyzeSource(react, wizard, { typescript: false })).toEqual([]);
  });
});

describe("applications kept by an object of the team's own", () => {
  it("what an object the file keeps applications in gives back (mirror.upsert(app), mirror.get(id), mirror.all()) and a lodash wrapper's groupBy over them are migrated; a context's get of a header is not", () => {
    const text =
      "const _ = require('lodash');\n" +
      "exports.sync = async (http, mirror, ctx) => {\n" +
      "  const fetched = await http.get('/v2/applications').then((r) => r.data);\n" +
      "  for (const app of fetched) {\n" +
      '    const previous = mirror.get(app.id);\n' +
      '    if (previous && previous.state !== app.state) mirror.upsert(app);\n' +
      '  }\n' +
      "  const stale = mirror.all().filter((row) => row.currentStage);\n" +
      "  const byStage = _(fetched).groupBy((a) => a.currentStage.name).value();\n" +
      "  return [stale, byStage, ctx.get('state')];\n" +
      '};\n';
    const path = file('kept.cjs', text);
    const out = migrateSource(text, path, {}).output;
    expect(out.split('\n').slice(0, 11).join('\n')).toBe(
      "const _ = require('lodash');\n" +
        "exports.sync = async (http, mirror, ctx) => {\n" +
        "  const fetched = await http.get('/v2/applications').then((r) => r.data);\n" +
        "  for (const app of fetched) {\n" +
        '    const previous = mirror.get(app.id);\n' +
        '    if (previous && legacyStateOf(previous) !== legacyStateOf(app)) mirror.upsert(app);\n' +
        '  }\n' +
        "  const stale = mirror.all().filter((row) => row.pipelineStage);\n" +
        "  const byStage = _(fetched).groupBy((a) => a.pipelineStage.name).value();\n" +
        "  return [stale, byStage, ctx.get('state')];\n" +
        '};',
    );
    expect(migrateSource(out, path, {}).changed).toBe(false);
  });

  it("an object the file keeps values of its own in (cache.put(key, view)) gives back no application, in a file that fetches them", () => {
    const text =
      "export async function refresh(http, cache, key) {\n" +
      "  const apps = await http.get('/v2/applications').then((r) => r.data);\n" +
      "  const view = { state: 'loading', count: apps.length };\n" +
      '  cache.put(key, view);\n' +
      "  return cache.get(key).state === 'loading' ? cache.values().map((v) => v.state) : [];\n" +
      '}\n';
    const path = file('kept-own.mjs', text);
    expect(analyzeSource(path, text, { typescript: false })).toEqual([]);
    expect(migrateSource(text, path, {}).changed).toBe(false);
  });
});

describe("a list of the team's own objects", () => {
  it("an element of a list the file fills with objects of its own (sections.push({ state, title })) compared with a removed value is no application; one of a list filled with records (a currentStage among the keys) still is", () => {
    const text =
      "export async function digest(list) {\n" +
      "  const sections = [];\n" +
      "  for (const state of ['SCREENING', 'QUALIFIED']) sections.push({ state, apps: await list(state) });\n" +
      "  const samples = [];\n" +
      "  samples.push({ id: 'a1', state: 'QUALIFIED', currentStage: null });\n" +
      "  return [sections.find((s) => s.state === 'QUALIFIED'), samples.filter((a) => a.state === 'QUALIFIED')];\n" +
      '}\n';
    const path = file('own-list.mjs', text);
    const findings = analyzeSource(path, text, { typescript: false });
    expect(findings.map((f) => [f.rule, text.slice(0, f.range[0]).split('\n').length, text.slice(f.range[0], f.range[1])])).toEqual([['no-legacy-state-field', 6, 'state']]);
    expect(findings.find((f) => f.rule === 'no-legacy-state-field')!.range[0]).toBe(text.indexOf('a.state') + 2);
  });
});

describe('settings of the scorecard list kept apart', () => {
  it("a config module imported by one that pages the scorecard list shows its paging settings by name (SCORECARD_PAGE_SIZE, SCORECARD: { maxPages }); a page size of another list, and the settings of a file that requests the list itself, are not", () => {
    mkdirSync(join(dir, 'paging'), { recursive: true });
    const config = file(
      'paging/config.mjs',
      'export const SCORECARD_PAGE_SIZE = 25;\nexport const SCORECARD = Object.freeze({ maxPages: 10, timeoutMs: 500 });\nexport const APPLICATIONS_PAGE_SIZE = 50;\n',
    );
    file(
      'paging/client.mjs',
      "import { SCORECARD_PAGE_SIZE, SCORECARD } from './config.mjs';\nexport async function cards(id) {\n  const out = [];\n  for (let page = 1; page <= SCORECARD.maxPages; page++) {\n    const batch = await (await fetch(`/v2/applications/${id}/scorecards?page=${page}&per_page=${SCORECARD_PAGE_SIZE}`)).json();\n    out.push(...batch);\n    if (batch.length < SCORECARD_PAGE_SIZE) break;\n  }\n  return out;\n}\n",
    );
    const text = readFileSync(config, 'utf8');
    const findings = analyzeSource(config, text, { typescript: false, importers: [join(dir, 'paging/client.mjs')] });
    expect(findings.map((f) => [f.rule, f.messageId, text.slice(f.range[0], f.range[1])])).toEqual([
      ['no-scorecard-pagination', 'pageSetting', '25'],
      ['no-scorecard-pagination', 'pageSetting', '10'],
    ]);
    expect(analyzeSource(config, text, { typescript: false, importers: [] })).toEqual([]);
  });
});

describe('a module of generic helpers that other modules hand applications', () => {
  it("a table of columns by path (state, currentStage.name) read by a renderTable(rows, columns) of its own: the read derives the state, the stage path is renamed; without an importer that hands it applications, nothing", () => {
    const format =
      "import _ from 'lodash';\nexport const COLUMNS = [\n  { title: 'Id', path: 'id' },\n  { title: 'State', path: 'state' },\n  { title: 'Stage', path: 'currentStage.name' },\n];\n" +
      "export function renderTable(rows, columns) {\n  return _.map(rows, (row) => _.map(columns, (c) => String(_.get(row, c.path) ?? '-')).join(' '));\n}\n";
    const lib = file('columns-format.js', format);
    const user = file(
      'columns-report.js',
      "import { COLUMNS, renderTable } from './columns-format.js';\nexport const report = async () => renderTable(await (await fetch('/v2/applications')).json(), COLUMNS);\n",
    );
    expect(migrateSource(format, lib, {}).changed).toBe(false);
    const migrated = migrateSource(format, lib, { importers: [user] }).output;
    expect(migrated).toBe(
      format.replace("'currentStage.name'", "'pipelineStage.name'").replace('_.get(row, c.path)', "(c.path === 'state' ? legacyStateOf(row) : _.get(row, c.path))") + LEGACY_HELPER_JS.slice(1),
    );
    expect(migrateSource(migrated, lib, { importers: [user] }).changed).toBe(false);
  });
});

describe('a CommonJS module that is its function', () => {
  it("`module.exports = ApplicationModel`, constructed by an importer with each record (`new ApplicationModel(raw)`): its parameter is an application; a module constructed with something else is not", () => {
    const model = file('app-model.cjs', "function ApplicationModel(raw) {\n  this.status = raw.state || null;\n  this.stage = raw.currentStage;\n}\nmodule.exports = ApplicationModel;\n");
    const other = file('ticket-model.cjs', "function TicketModel(raw) {\n  this.status = raw.state || null;\n}\nmodule.exports = TicketModel;\n");
    const service = file(
      'app-service.cjs',
      "const ApplicationModel = require('./app-model.cjs');\nconst TicketModel = require('./ticket-model.cjs');\n" +
        "exports.list = async () => (await (await fetch('/v2/applications')).json()).map((raw) => new ApplicationModel(raw));\n" +
        "exports.tickets = async () => (await (await fetch('/tickets')).json()).map((raw) => new TicketModel(raw));\n",
    );
    const found = (path: string): string[][] => {
      const text = readFileSync(path, 'utf8');
      return analyzeSource(path, text, { typescript: false, importers: [service] }).map((f) => [f.rule, text.slice(f.range[0], f.range[1])]);
    };
    expect(found(model)).toEqual([
      ['no-legacy-state-field', 'state'],
      ['no-current-stage', 'currentStage'],
    ]);
    expect(found(other)).toEqual([]);
  });
});

describe('a list of forwarded names another module exports', () => {
  it("`for (const key of FORWARDED_FILTERS) outgoing.set(key, incoming.get(key))` with the list imported from a module that names the service: each name is mapped as it is set; a list without `state` is left alone", () => {
    file('forward-names.ts', "export const LIST_PATH = '/v2/applications';\nexport const FORWARDED_FILTERS = ['state', 'jobId'] as const;\nexport const PAGE_KEYS = ['cursor'] as const;\n");
    const text =
      "import { FORWARDED_FILTERS, PAGE_KEYS } from './forward-names';\n" +
      'export function forward(incoming: URLSearchParams): URLSearchParams {\n  const outgoing = new URLSearchParams();\n' +
      '  for (const key of FORWARDED_FILTERS) {\n    const value = incoming.get(key);\n    if (value) outgoing.set(key, value);\n  }\n' +
      '  PAGE_KEYS.forEach((key) => outgoing.set(key, incoming.get(key) ?? \'\'));\n  return outgoing;\n}\n' +
      "export const list = (page: URLSearchParams) => fetch('/v2/applications?' + forward(page));\n";
    const path = file('forward-route.ts', text);
    const migrated = migrateSource(text, path, {}).output;
    expect(migrated.split('\n').slice(0, 12).join('\n')).toBe(
      text
        .replace('if (value) outgoing.set(key, value);', 'if (value) Object.entries(toHiringStateParams(key, value)).forEach(([key, value]) => outgoing.set(key, String(value)));')
        .split('\n')
        .slice(0, 12)
        .join('\n'),
    );
    expect(migrated).toContain('function toHiringStateParams<V>(name: string, value: V): Record<string, V> {');
    expect(migrateSource(migrated, path, {}).changed).toBe(false);
  });
});

describe('values that cross modules through stores, options and typed holders', () => {
  it("svelte/store: presets written into a writable, derived into the query an importer reads with get() and sends; the send is migrated where the store derives it, the presets shown where they are written", () => {
    const storeText =
      "import { writable, derived } from 'svelte/store';\n" +
      "export const PRESETS = {\n  inbox: { label: 'Inbox', state: 'SCREENING' },\n  offers: { label: 'Offers', state: 'OFFER' },\n};\n" +
      "export const filters = writable({ state: PRESETS.inbox.state, jobId: '' });\n" +
      "export function applyPreset(name) {\n  filters.update((current) => ({ ...current, state: PRESETS[name].state }));\n}\n" +
      "export const queryParams = derived(filters, ($filters) => {\n  const params = {};\n  if ($filters.state) params.state = $filters.state;\n  if ($filters.jobId) params.jobId = $filters.jobId;\n  return params;\n});\n";
    const store = file('store-filters.js', storeText);
    file('store-api.js', "import axios from 'axios';\nexport async function fetchApplications(params = {}) {\n  const { data } = await axios.get('/v2/applications', { params });\n  return data;\n}\n");
    const loader = file('store-load.js', "import { get } from 'svelte/store';\nimport { queryParams } from './store-filters.js';\nimport { fetchApplications } from './store-api.js';\nexport const load = (params = get(queryParams)) => fetchApplications(params);\n");
    const importers = [store, loader];
    const lines = analyzeSource(store, storeText, { typescript: false, importers }).map((f) => [f.rule, storeText.slice(0, f.range[0]).split('\n').length]);
    expect(lines).toEqual([
      ['no-legacy-state-filter', 3],
      ['no-legacy-state-filter', 4],
      ['no-legacy-state-filter', 12],
    ]);
    const migrated = migrateSource(storeText, store, { importers }).output;
    expect(migrated).toContain('  if ($filters.state) Object.assign(params, toHiringStateFilter($filters.state));\n');
    expect(migrateSource(migrated, store, { importers }).changed).toBe(false);
  });

  it("a note wrapper that takes the flag as a member of an options object (createNote(id, { body, isPrivate = false } = {})) is shown in its JSDoc and where an importer hands that member; a reply wrapper's too", () => {
    const notesText =
      "/**\n * @param {string} candidateId\n * @param {{ body: string, isPrivate?: boolean }} note\n */\n" +
      "export function createNote(candidateId, { body, isPrivate = false } = {}) {\n  return fetch(`https://h.example/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify({ body, isPrivate }) });\n}\n" +
      "export function replyToNote(candidateId, parent, body, { isPrivate } = {}) {\n  return fetch(`https://h.example/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify({ body, parentId: parent.id, isPrivate: isPrivate !== undefined ? isPrivate : parent.isPrivate }) });\n}\n";
    const notes = file('opt-notes.js', notesText);
    const noteLines = analyzeSource(notes, notesText, { typescript: false }).map((f) => notesText.slice(0, f.range[0]).split('\n').length);
    expect([...new Set(noteLines)]).toEqual([3, 5, 6, 8, 9]);
    const callerText =
      "import { createNote, replyToNote } from './opt-notes.js';\n" +
      "export const save = (id, body, isPrivate) => createNote(id, { body, isPrivate });\n" +
      "export const answer = (id, parent, body) => replyToNote(id, parent, body, { isPrivate: parent.isPrivate });\n" +
      "export const plain = (id, body) => createNote(id, { body });\n";
    const caller = file('opt-caller.js', callerText);
    expect(analyzeSource(caller, callerText, { typescript: false }).map((f) => [f.rule, callerText.slice(0, f.range[0]).split('\n').length, callerText.slice(f.range[0], f.range[1])])).toEqual([
      ['no-private-note-write', 2, 'isPrivate'],
      ['no-private-note-write', 3, 'isPrivate: parent.isPrivate'],
    ]);
  });

  it("a note wrapper that sends a member of its argument under the team's name as the flag (isPrivate: Boolean(input.private)): an importer's `private` is shown where it hands it, once; the payload's own `isPrivate` is shown once too", () => {
    const notesText =
      "export interface NoteInput {\n  body: string;\n  private?: boolean;\n}\n" +
      "export function createNote(candidateId: string, input: NoteInput) {\n  return fetch(`https://h.example/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify({ body: input.body, isPrivate: Boolean(input.private) }) });\n}\n";
    file('member-notes.ts', notesText);
    const callerText =
      "import { createNote } from './member-notes';\n// Composer: the private checkbox goes to isPrivate.\nexport const save = (id: string, body: string, hidden: boolean) => createNote(id, { body, private: hidden });\nexport const open = (id: string, body: string) => createNote(id, { body });\n";
    const caller = file('member-caller.ts', callerText);
    expect(analyzeSource(caller, callerText, { typescript: true }).map((f) => [f.rule, callerText.slice(f.range[0], f.range[1])])).toEqual([['no-private-note-write', 'private: hidden']]);
    file('own-notes.ts', notesText.replace('private?: boolean', 'isPrivate?: boolean').replace('Boolean(input.private)', 'Boolean(input.isPrivate)'));
    const ownText = "import { createNote } from './own-notes';\nexport const save = (id: string, body: string, hidden: boolean) => createNote(id, { body, isPrivate: hidden });\n";
    const own = file('own-caller.ts', ownText);
    expect(analyzeSource(own, ownText, { typescript: true }).map((f) => [f.rule, ownText.slice(f.range[0], f.range[1])])).toEqual([['no-private-note-write', 'isPrivate']]);
  });

  it("a Vue Options API mixin of a .js file: `this.application` of `props: { application: Object }` is the record where it is compared with another module's legacy constant; a prop of another name, or a component that never reads it so, is not", () => {
    file('mixin-states.js', "export const STATES = Object.freeze({ SCREENING: 'SCREENING', QUALIFIED: 'QUALIFIED', OFFER: 'OFFER', HIRED: 'HIRED', REJECTED: 'REJECTED' });\n");
    const text =
      "import { STATES } from './mixin-states.js';\nexport default {\n  props: { application: { type: Object, required: true } },\n  computed: {\n" +
      "    isQualified() {\n      return this.application.state === STATES.QUALIFIED;\n    },\n" +
      "    stageName() {\n      const { currentStage } = this.application;\n      return currentStage ? currentStage.name : null;\n    },\n  },\n};\n";
    const mixin = file('mixin-status.js', text);
    expect(migrateSource(text, mixin, {}).output).toBe(
      text.replace('this.application.state === STATES.QUALIFIED', 'legacyStateOf(this.application) === STATES.QUALIFIED').replace('const { currentStage } = this.application;', 'const { pipelineStage: currentStage } = this.application;') +
        LEGACY_HELPER_JS.slice(1),
    );
    const wizard =
      "export default {\n  props: { application: Object, step: Object },\n  computed: {\n    done() {\n      return this.step.state === 'DONE' && this.application.state === 'SUBMITTED';\n    },\n  },\n};\n";
    expect(analyzeSource(file('mixin-wizard.js', wizard), wizard, { typescript: false })).toEqual([]);
  });

  it("a query builder of another module picks `state` out of a filter type (const { state, ...rest } = params) and its importers send what it builds: the type keeps `state` for the callers, who are shown where they hand it, the builder maps it, and a second run changes nothing", () => {
    const modelsText = "export type ApplicationState = 'SCREENING' | 'QUALIFIED' | 'HIRED';\nexport interface ListParams {\n  state?: ApplicationState;\n  jobId?: string;\n}\n";
    const models = file('qb-models.ts', modelsText);
    const builderText =
      "import type { ListParams } from './qb-models.ts';\nexport function applicationQuery(params: ListParams): Record<string, string | undefined> {\n  const { state, jobId } = params;\n  return { state, jobId };\n}\n";
    const builder = file('qb-builder.ts', builderText);
    const resourceText =
      "import axios from 'axios';\nimport type { ListParams } from './qb-models.ts';\nimport { applicationQuery } from './qb-builder.ts';\n" +
      "export const all = (params: ListParams = {}) => axios.get('/v2/applications', { params: applicationQuery(params) }).then((r) => r.data);\n" +
      "export const screening = (jobId?: string) => all({ state: 'SCREENING', jobId });\n";
    const resource = file('qb-resource.ts', resourceText);
    const importers = [builder, resource];
    expect(migrateSource(modelsText, models, { importers }).output).toBe(modelsText);
    const built = migrateSource(builderText, builder, { importers }).output;
    expect(built).toContain('  return { ...toHiringStateFilter(state), jobId };\n');
    writeFileSync(builder, built);
    expect(migrateSource(modelsText, models, { importers }).output).toBe(modelsText);
    expect(migrateSource(resourceText, resource, { importers }).output).toBe(resourceText);
    // The callers' `state` is shown where it is handed (the builder picks it), and left as it is.
    expect(analyzeSource(resource, resourceText, { typescript: true, importers }).map((f) => [f.rule, f.messageId, resourceText.slice(0, f.range[0]).split('\n').length])).toEqual([
      ['no-legacy-state-filter', 'passed', 5],
    ]);
  });

  it("a request whose query another module builds from a parameter typed with that module's filter type (searchParams: toSearchParams(query) of query: ListQuery): the type's `state` is shown where it is declared, and kept", () => {
    const argsText =
      "export interface ListQuery {\n  state?: 'SCREENING' | 'QUALIFIED' | 'HIRED';\n  limit?: number;\n}\n" +
      "export function toSearchParams(query: ListQuery): URLSearchParams {\n  const params = new URLSearchParams();\n  if (query.state) params.append('state', query.state);\n  return params;\n}\n";
    const args = file('pick-args.ts', argsText);
    const commandsText =
      "import got from 'got';\nimport { toSearchParams, type ListQuery } from './pick-args.ts';\n" +
      "export const list = (query: ListQuery) => got.get('https://h.example/v2/applications', { searchParams: toSearchParams(query) }).json();\n";
    const commands = file('pick-commands.ts', commandsText);
    const importers = [args, commands];
    expect(analyzeSource(args, argsText, { typescript: true, importers }).map((f) => [f.rule, f.messageId, argsText.slice(0, f.range[0]).split('\n').length])).toEqual([
      ['no-legacy-state-filter', 'declaration', 2],
      ['no-legacy-state-filter', 'dynamic', 7],
    ]);
    expect(migrateSource(argsText, args, { importers }).output).toContain("  state?: 'SCREENING' | 'QUALIFIED' | 'HIRED';\n");
    expect(migrateSource(commandsText, commands, { importers }).output).toBe(commandsText);
  });

  it("a repository class of another module keeps records in `new Map<string, StoredApplication>()` (an interface extending the record type): what its methods give, through a parameter typed `deps: { repo: ApplicationRepository }`, is a record", () => {
    file('repo-types.ts', "export interface ApplicationRecord {\n  id: string;\n  state: 'SCREENING' | 'QUALIFIED' | 'HIRED';\n  currentStage: { id: string; name: string } | null;\n}\n");
    const repoText =
      "import type { ApplicationRecord } from './repo-types.ts';\nexport interface StoredApplication extends ApplicationRecord {\n  syncedAt: string;\n}\n" +
      "export class ApplicationRepository {\n  private readonly rows = new Map<string, StoredApplication>();\n" +
      "  upsert(app: ApplicationRecord): boolean {\n    const previous = this.rows.get(app.id);\n    this.rows.set(app.id, { ...app, syncedAt: '' });\n    return previous !== undefined && previous.state !== app.state;\n  }\n" +
      "  get(id: string): StoredApplication | undefined {\n    return this.rows.get(id);\n  }\n}\n";
    const repo = file('repo-class.ts', repoText);
    expect(analyzeSource(repo, repoText, { typescript: true }).filter((f) => f.rule === 'no-legacy-state-field').map((f) => repoText.slice(0, f.range[0]).split('\n').length)).toEqual([10, 10]);
    const jobText =
      "import type { ApplicationRepository } from './repo-class.ts';\n" +
      "export const moved = (deps: { repo: ApplicationRepository }, id: string, now: string) => {\n  const before = deps.repo.get(id);\n  return before ? before.state !== now : false;\n};\n";
    const job = file('repo-job.ts', jobText);
    expect(analyzeSource(job, jobText, { typescript: true }).map((f) => [f.rule, jobText.slice(0, f.range[0]).split('\n').length])).toEqual([['no-legacy-state-field', 4]]);
  });
});

describe('a curried wrapper another module exports', () => {
  it("`listApplications(env)({ state })` of `export const listApplications = (env) => (filter) => getJson(env)(path, decoder, { state: filter.state })`: the state handed to the function it gives is shown where it is written; another curried export is not a wrapper", () => {
    file(
      'curried-api.ts',
      "const getJson = (env: { http: any }) => (url: string, decode: unknown, params: Record<string, unknown> = {}) => env.http.get(url, { params }).then((r: any) => r.data);\n" +
        "export const listApplications = (env: { http: any }) => (filter: { state?: string } = {}) => getJson(env)('/v2/applications', null, { state: filter.state });\n" +
        'export const label = (prefix: string) => (value: { state?: string }) => `${prefix}:${value.state}`;\n',
    );
    const text =
      "import { label, listApplications } from './curried-api';\n" +
      "export const qualified = (env: { http: any }) => listApplications(env)({ state: 'QUALIFIED' });\n" +
      "export const tag = () => label('x')({ state: 'QUALIFIED' });\n";
    const path = file('curried-report.ts', text);
    expect(analyzeSource(path, text, { typescript: true }).map((f) => [f.rule, f.messageId, text.slice(f.range[0], f.range[1])])).toEqual([
      ['no-legacy-state-filter', 'passed', 'state'],
    ]);
  });
});

describe('names an injector hands (AngularJS modules)', () => {
  it("a factory registered in one file (`.factory('ApplicationsApi', ['$http', function ($http) { return { list, get } }])`) is the parameter of that name in another file's controller or factory, annotated by an array or by `$inject`: its list calls are requests and what `get` gives (through `$q.all({ … })`) is a record; a name registered nowhere is not", () => {
    mkdirSync(join(dir, 'ng'), { recursive: true });
    file(
      'ng/api.js',
      "angular.module('hiring').factory('ApplicationsApi', ['$http', function ($http) {\n" +
        "  function list(filters) { return $http.get('/v2/applications', { params: filters }).then(function (r) { return r.data; }); }\n" +
        "  function get(id) { return $http.get('/v2/applications/' + id).then(function (r) { return r.data; }); }\n" +
        '  return { list: list, get: get };\n}]);\n',
    );
    const board =
      "var app = angular.module('hiring');\napp.factory('Board', ['$q', 'ApplicationsApi', 'OtherApi', function ($q, ApplicationsApi, OtherApi) {\n" +
      "  function qualified() { return ApplicationsApi.list({ state: 'QUALIFIED' }); }\n" +
      "  function other() { return OtherApi.list({ state: 'QUALIFIED' }); }\n" +
      '  function detail(id) {\n    return $q.all({ application: ApplicationsApi.get(id) }).then(function (r) { return r.application.currentStage.name; });\n  }\n' +
      '  return { qualified: qualified, other: other, detail: detail };\n}]);\n';
    const boardFile = file('ng/board.js', board);
    expect(migrateSource(board, boardFile, {}).output).toBe(
      board.replace("ApplicationsApi.list({ state: 'QUALIFIED' })", "ApplicationsApi.list({ hiringState: 'ACTIVE', stageType: 'INTERVIEW' })").replace('r.application.currentStage.name', 'r.application.pipelineStage.name'),
    );
    const controller =
      "angular.module('hiring').controller('BoardCtrl', BoardCtrl);\nBoardCtrl.$inject = ['$scope', 'ApplicationsApi'];\n" +
      "function BoardCtrl($scope, api) {\n  $scope.load = function () { return api.list({ state: 'HIRED' }); };\n}\n";
    const controllerFile = file('ng/controller.js', controller);
    expect(migrateSource(controller, controllerFile, {}).output).toBe(controller.replace("{ state: 'HIRED' }", "{ hiringState: 'HIRED' }"));
  });

  it("`angular.forEach(list, function (x) { … })` hands each element of the list to its callback, as lodash's `_.forEach` does: the records of a response read there are migrated", () => {
    const text =
      "export function stages($http) {\n  return $http.get('/v2/applications').then(function (res) {\n    var names = [];\n" +
      "    angular.forEach(res.data, function (x) { names.push(x.currentStage.name + (x.state === 'HIRED' ? '!' : '')); });\n    return names;\n  });\n}\n";
    expect(migrateSource(text, file('ng-foreach.js', text), {}).output).toBe(text.replace('x.currentStage.name', 'x.pipelineStage.name').replace("x.state === 'HIRED'", "x.hiringState === 'HIRED'"));
  });

  it("a table registered as a constant (`.constant('TONES', { SCREENING: 'info', … })`) that a function it is injected into looks up by an application's state is shown where its keys are written; the same table injected nowhere is not", () => {
    mkdirSync(join(dir, 'ng3'), { recursive: true });
    const constants = "angular.module('hiring')\n  .constant('FIRST_TAB', 'QUALIFIED')\n  .constant('TONES', {\n    SCREENING: 'info',\n    HIRED: 'success',\n  });\n";
    const constantsFile = file('ng3/constants.js', constants);
    const filter =
      "angular.module('hiring').filter('tone', ['TONES', function (TONES) {\n  return function (app) { return TONES[app.state] + ' ' + app.currentStage.name; };\n}]);\n";
    const filterFile = file('ng3/tone.js', filter);
    const keys = (importers: string[]) => analyzeSource(constantsFile, constants, { typescript: false, importers }).map((f) => [f.rule, constants.slice(f.range[0], f.range[1])]);
    expect(keys([filterFile])).toEqual([
      ['no-legacy-state-field', 'SCREENING'],
      ['no-legacy-state-field', 'HIRED'],
    ]);
    expect(keys([])).toEqual([]);
  });

  it("a file that names nothing of the service but is handed a wrapper another file registers (`['Api', 'START', function (Api, START) { … Api.list({ state: START }) }]`) is analysed and migrated as an importer would be; a `.factory(…)` on an object that is no injector's module registers nothing", () => {
    mkdirSync(join(dir, 'ng2'), { recursive: true });
    file('ng2/constants.js', "angular.module('hiring').constant('START', 'QUALIFIED');\n");
    file('ng2/api.js', "angular.module('hiring').factory('Api', ['$http', function ($http) {\n  return { list: function (f) { return $http.get('/v2/applications', { params: f }); } };\n}]);\n");
    const sender = "angular.module('hiring').factory('Start', ['Api', 'START', function (Api, START) {\n  return { load: function () { return Api.list({ state: START }); } };\n}]);\n";
    const senderFile = file('ng2/start.js', sender);
    expect(migrateSource(sender, senderFile, {}).output.split('\n').slice(0, 3)).toEqual([
      "angular.module('hiring').factory('Start', ['Api', 'START', function (Api, START) {",
      '  return { load: function () { return Api.list({ ...toHiringStateFilter(START) }); } };',
      '}]);',
    ]);
    file('ng2/fake.js', "const rosie = { factory: () => rosie };\nrosie.factory('Fake', function () { return { list: (f) => fetch('/v2/applications?' + new URLSearchParams(f)) }; });\n");
    const user = "angular.module('hiring').controller('C', ['Fake', function (Fake) { Fake.list({ state: 'HIRED' }); }]);\n";
    const userFile = file('ng2/user.js', user);
    expect(migrateSource(user, userFile, {}).output).toBe(user);
  });
});

describe('tables of the legacy states another module exports', () => {
  it("`STATE_RANK[a.state]` of a table another module exports keyed by the whole legacy vocabulary (computed keys of its constants too) is a read of an application's state; not a filter the file builds and checks against it (`query.state = …`), a row the file pushes with its own `state`, or a copy it makes", () => {
    mkdirSync(join(dir, 'vocab'), { recursive: true });
    file(
      'vocab/states.cjs',
      "const S = { SCREENING: 'SCREENING', QUALIFIED: 'QUALIFIED', OFFER: 'OFFER', HIRED: 'HIRED', REJECTED: 'REJECTED' };\n" +
        "const STATE_RANK = { [S.SCREENING]: 1, [S.QUALIFIED]: 2, [S.OFFER]: 3, [S.HIRED]: 4, [S.REJECTED]: 5 };\nmodule.exports = { S, STATE_RANK };\n",
    );
    const hooks =
      "const { STATE_RANK } = require('./states.cjs');\n" +
      "const sortByRank = (context) => {\n  context.result = [...context.result].sort((a, b) => (STATE_RANK[a.state] || 99) - (STATE_RANK[b.state] || 99));\n};\n" +
      "const normalize = (context) => {\n  const query = context.params.query;\n  query.state = String(query.state).toUpperCase();\n  if (!STATE_RANK[query.state]) throw new Error('unknown');\n};\n" +
      'module.exports = { sortByRank, normalize };\n';
    const migrated = migrateSource(hooks, file('vocab/hooks.cjs', hooks), {}).output;
    expect(migrated.split('\n').slice(0, 9)).toEqual(
      hooks.replace('(STATE_RANK[a.state] || 99) - (STATE_RANK[b.state] || 99)', '(STATE_RANK[legacyStateOf(a)] || 99) - (STATE_RANK[legacyStateOf(b)] || 99)').split('\n').slice(0, 9),
    );
    const copies =
      "const { STATE_RANK } = require('./states.cjs');\n" +
      "const table = (apps) => {\n  const rows = [];\n  for (const app of apps) rows.push({ id: app.id, state: app.state });\n  return rows.map((row) => STATE_RANK[row.state]);\n};\n" +
      "const ranked = (app) => {\n  const copy = Object.assign({}, app);\n  return STATE_RANK[copy.state];\n};\n" +
      'module.exports = { table, ranked };\n';
    expect(migrateSource(copies, file('vocab/copies.cjs', copies), {}).output.split('\n').slice(0, 11)).toEqual(copies.replace('state: app.state', 'state: legacyStateOf(app)').split('\n').slice(0, 11));
  });
});

describe('members of a global namespace other scripts add', () => {
  it("`Hiring.api = { list }` in one script and `Hiring.api.list({ state })`, `var C = Hiring.constants` in another (`var Hiring = (root.Hiring = root.Hiring || {})`): the call is a list request and the constants' table an importer looks up is shown where it is written; a capitalized object of the file's own is no namespace", () => {
    mkdirSync(join(dir, 'ns'), { recursive: true });
    const boot = "(function (root) {\n  var Hiring = (root.Hiring = root.Hiring || {});\n";
    file('ns/api.js', `${boot}  Hiring.api = {\n    list: function (filters) { return fetch('/v2/applications?' + new URLSearchParams(filters)).then(function (r) { return r.json(); }); }\n  };\n})(window);\n`);
    const constants = `${boot}  Hiring.constants = {\n    FIRST: 'QUALIFIED',\n    LABELS: { SCREENING: 'To screen', QUALIFIED: 'Shortlisted', OFFER: 'Offer out', HIRED: 'Hired' }\n  };\n})(window);\n`;
    const constantsFile = file('ns/constants.js', constants);
    const board = `${boot}  var C = Hiring.constants;\n  Hiring.board = {\n    load: function () { return Hiring.api.list({ state: 'QUALIFIED' }); },\n    label: function (app) { return C.LABELS[app.state] + ' ' + app.currentStage.name; }\n  };\n})(window);\n`;
    const boardFile = file('ns/board.js', board);
    expect(migrateSource(board, boardFile, {}).output.split('\n').slice(0, 9)).toEqual(
      board
        .replace("Hiring.api.list({ state: 'QUALIFIED' })", "Hiring.api.list({ hiringState: 'ACTIVE', stageType: 'INTERVIEW' })")
        .replace('C.LABELS[app.state]', 'C.LABELS[legacyStateOf(app)]')
        .replace('app.currentStage.name', 'app.pipelineStage.name')
        .split('\n')
        .slice(0, 9),
    );
    expect(analyzeSource(constantsFile, constants, { typescript: false, importers: [boardFile] }).map((f) => constants.slice(f.range[0], f.range[1]))).toEqual(['SCREENING', 'QUALIFIED', 'OFFER', 'HIRED']);
    const own = "var Api = { list: function (f) { return f; } };\nexport function load() { return Api.list({ state: 'QUALIFIED' }); }\n";
    expect(migrateSource(own, file('ns/own.js', own), {}).output).toBe(own);
  });
});

describe('modules linked by name: a second run, and a registering file that does not parse', () => {
  it("a row or view type another module makes copies of a record's state as keeps its members (by the copy made there, or by its stage flattened beside the state); the request's own type argument is the response's only (builder.query<Row[], ListArgs>); a copy's state compared in a third module is shown with no edit; a model schema another module imports is the record's", () => {
    mkdirSync(join(dir, 'rows'), { recursive: true });
    const typesText =
      "export type ApplicationState = 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED';\n" +
      'export interface Application { id: string; state: ApplicationState; currentStage?: { id: string; name: string } | null }\n' +
      'export interface ApplicationRow { id: string; state: ApplicationState; stageName: string }\n' +
      'export interface ApplicationView { id: string; state: ApplicationState }\n' +
      'export interface ListArgs { state?: ApplicationState }\n';
    const types = file('rows/types.ts', typesText);
    const api = file(
      'rows/api.ts',
      "import type { Application, ApplicationRow, ApplicationView, ListArgs } from './types';\n" +
        "declare const builder: { query<R, A>(def: { query: (a: A) => { url: string; params: object }; transformResponse: (raw: Application[]) => R }): R };\n" +
        'export const toRow = (app: Application): ApplicationRow => ({ id: app.id, state: app.state, stageName: app.currentStage?.name ?? \'\' });\n' +
        'export const toView = (app: Application): ApplicationView => ({ id: app.id, state: app.state });\n' +
        "export const list = builder.query<ApplicationRow[], ListArgs>({ query: ({ state }) => ({ url: '/v2/applications', params: { state } }), transformResponse: (raw) => raw.map(toRow) });\n",
    );
    const selectorsText = "import type { ApplicationRow } from './types';\nexport const screening = (rows: ApplicationRow[]) => rows.filter((row) => row.state === 'SCREENING');\n";
    const selectors = file('rows/selectors.ts', selectorsText);
    const run = [types, api, selectors];
    // Only the record's members migrate; the row (flattened stage) and the view (copied in api.ts) keep theirs, shown.
    expect(findingsOf(types, run).map(([rule, id, text]) => [rule, id, text])).toEqual([
      ['no-legacy-state-field', 'declaredValue', "'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'"],
      ['no-legacy-state-field', 'declaration', 'state'],
      ['no-current-stage', 'declaration', 'currentStage'],
      ['no-legacy-state-field', 'carriedCopy', 'state'],
      ['no-legacy-state-field', 'carriedCopy', 'state'],
      // The filter type the endpoint's `query` picks state from (builder.query's second type argument): shown, kept.
      ['no-legacy-state-filter', 'declaration', 'state'],
    ]);
    const migrated = migrateSource(typesText, types, { importers: run }).output;
    expect(migrated).toContain('export interface ApplicationRow { id: string; state: ApplicationState; stageName: string }');
    expect(migrated).toContain('export interface ApplicationView { id: string; state: ApplicationState }');
    expect(migrated).toContain('export interface ListArgs { state?: ApplicationState }');
    expect(findingsOf(selectors, run)).toEqual([['no-legacy-state-field', 'carriedCopy', 'state']]);
    expect(migrateSource(selectorsText, selectors, { importers: run }).output).toBe(selectorsText);
    // An imported model of the record: its instances made, and a store's list of them, read in views.
    mkdirSync(join(dir, 'mst'), { recursive: true });
    file(
      'mst/Application.ts',
      "import { types } from 'mobx-state-tree';\nconst Stage = types.model('Stage', { id: types.string, name: types.string, type: types.string });\n" +
        "export const ApplicationModel = types.model('Application', { id: types.identifier, hiringState: types.maybe(types.string), state: types.maybe(types.string), currentStage: types.maybe(Stage) });\n",
    );
    const storeText =
      "import { types } from 'mobx-state-tree';\nimport { ApplicationModel } from './Application';\n" +
      "export const Store = types.model('Store', { items: types.array(ApplicationModel) }).views((self) => ({\n  get interviews() {\n    return self.items.filter((a) => a.currentStage?.type === 'INTERVIEW').length;\n  },\n}));\n" +
      "export const one = (raw: unknown) => ApplicationModel.create(raw as never).currentStage?.name;\n";
    const store = file('mst/Store.ts', storeText);
    expect(migrateSource(storeText, store, {}).output).toBe(storeText.replaceAll('currentStage', 'pipelineStage'));
  });
  it('a second fix run over what the first wrote for an injected wrapper, a namespace member and an imported vocabulary table changes nothing; a registering file that does not parse links nothing and stops nothing', () => {
    mkdirSync(join(dir, 'again'), { recursive: true });
    file('again/api.js', "angular.module('hiring').factory('Api', ['$http', function ($http) {\n  return { list: function (f) { return $http.get('/v2/applications', { params: f }); } };\n}]);\n");
    file('again/ns.js', "(function (root) {\n  var Hiring = (root.Hiring = root.Hiring || {});\n  Hiring.api = { list: function (f) { return fetch('/v2/applications?' + new URLSearchParams(f)); } };\n})(window);\n");
    file('again/ranks.cjs', "module.exports = { RANK: { SCREENING: 1, QUALIFIED: 2, OFFER: 3, HIRED: 4, REJECTED: 5 } };\n");
    const user =
      "const { RANK } = require('./ranks.cjs');\n(function (root) {\n  var Hiring = (root.Hiring = root.Hiring || {});\n" +
      "  angular.module('hiring').factory('Board', ['Api', function (Api) {\n" +
      "    return {\n      a: function () { return Api.list({ state: 'QUALIFIED' }); },\n      b: function () { return Hiring.api.list({ state: 'SCREENING' }); },\n" +
      '      c: function (apps) { return apps.sort(function (x, y) { return RANK[x.state] - RANK[y.state]; }); }\n    };\n  }]);\n})(window);\n';
    const path = file('again/board.js', user);
    const once = migrateSource(user, path, {}).output;
    expect(once).toContain("Api.list({ hiringState: 'ACTIVE', stageType: 'INTERVIEW' })");
    expect(once).toContain("Hiring.api.list({ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' })");
    expect(once).toContain('RANK[legacyStateOf(x)] - RANK[legacyStateOf(y)]');
    expect(migrateSource(once, path, {}).changed).toBe(false);
    mkdirSync(join(dir, 'broken'), { recursive: true });
    file('broken/api.js', "angular.module('hiring').factory('Api', ['$http', function ($http) {\n  return { list: function (f) { return $http.get('/v2/applications', { params: f }) ;\n");
    const caller = "angular.module('hiring').controller('C', ['Api', function (Api) { Api.list({ state: 'HIRED' }); }]);\n";
    expect(migrateSource(caller, file('broken/c.js', caller), {}).output).toBe(caller);
  });
});
