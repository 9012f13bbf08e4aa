/** Where filters and the values sent in them come from (src/matchers/filters.ts, values.ts), as the findings show them. */
import { describe, expect, it } from 'vitest';
import { migrateSource } from '../src/codemod/index.js';
import { analyze } from '../src/engine/analyze.js';
import { parse } from '../src/engine/parse.js';

function findings(text: string, filename = 'client.ts'): [string, string, number, string][] {
  const parsed = parse(text, filename);
  const result = analyze({ ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: filename.endsWith('.ts'), filename }, { wrappers: [], today: '2026-11-21' });
  return result.findings.map((f) => [f.rule, f.messageId, text.slice(0, f.range[0]).split('\n').length, text.slice(f.range[0], f.range[1])]);
}

describe('values a declared type lists', () => {
  it('a parameter typed with the element type of a constant list, or with an enum, takes their legacy values to the filter', () => {
    const text = [
      "export const STATUS_CHIPS = ['SCREENING', 'QUALIFIED', 'OFFER'] as const;",
      'export type StatusChip = (typeof STATUS_CHIPS)[number];',
      "enum Toggle { Screening = 'SCREENING', Hired = 'HIRED' }",
      'export function withStatus(chip: StatusChip | null) {',
      "  return fetch('/v2/applications?' + new URLSearchParams(chip ? { state: chip } : {}));",
      '}',
      'interface Filters { status?: Toggle; jobId?: string }',
      'export function byToggle(filters: Filters) {',
      '  const { status } = filters;',
      "  return fetch('/v2/applications?' + new URLSearchParams({ state: status ?? '' }));",
      '}',
      '',
    ].join('\n');
    expect(findings(text)).toEqual([
      ['no-legacy-state-filter', 'value', 1, "'SCREENING'"],
      ['no-legacy-state-filter', 'value', 1, "'QUALIFIED'"],
      ['no-legacy-state-filter', 'value', 1, "'OFFER'"],
      ['no-legacy-state-filter', 'value', 3, "'SCREENING'"],
      ['no-legacy-state-filter', 'value', 3, "'HIRED'"],
      ['no-legacy-state-filter', 'dynamic', 5, 'state'],
      ['no-legacy-state-filter', 'dynamic', 10, 'state'],
    ]);
  });

  it('a literal union is the type\'s own words, not values sent anywhere', () => {
    const text = [
      "type Status = 'SCREENING' | 'QUALIFIED';",
      'export function byStatus(status: Status) {',
      "  return fetch('/v2/applications?' + new URLSearchParams({ state: status }));",
      '}',
      '',
    ].join('\n');
    expect(findings(text)).toEqual([['no-legacy-state-filter', 'dynamic', 3, 'state']]);
  });
});

describe('filters a function builds', () => {
  it("a method of the class that builds the query (this.buildParams(filter)) is followed like a function of the file, its parameter standing for the argument", () => {
    const text = [
      "import { HttpParams } from '@angular/common/http';",
      'export class Applications {',
      '  constructor(private http: HttpClient) {}',
      '  buildParams(filter: { jobId?: string } = {}, status?: string) {',
      '    let params = new HttpParams();',
      "    if (status) params = params.set('state', status);",
      '    return params;',
      '  }',
      '  list(filter: { jobId?: string }) {',
      "    return this.http.get('/v2/applications', { params: this.buildParams(filter, 'SCREENING') });",
      '  }',
      '}',
      '',
    ].join('\n');
    expect(findings(text)).toEqual([
      ['no-legacy-state-filter', 'dynamic', 6, "'state'"],
      ['no-legacy-state-filter', 'value', 10, "'SCREENING'"],
    ]);
  });
});

describe('filters handed to a function', () => {
  it("a parameter whose entries a callback appends to the query (Object.entries(filters).forEach(([k, v]) => params.append(k, v))) is the function's filter parameter", () => {
    const text = [
      'export interface Filters { state?: string; jobId?: string }',
      'export async function fetchApplications(filters: Filters) {',
      '  const params = new URLSearchParams();',
      '  Object.entries(filters).forEach(([key, value]) => { if (value) params.append(key, value); });',
      '  return (await fetch(`/v2/applications?${params}`)).json();',
      '}',
      "export const loadScreening = () => fetchApplications({ state: 'SCREENING' });",
      '',
    ].join('\n');
    expect(findings(text)).toEqual([
      ['no-legacy-state-filter', 'declaration', 1, 'state'],
      ['no-legacy-state-filter', 'literal', 7, 'state'],
    ]);
  });
});

describe('CommonJS exports', () => {
  it("a module's own export called through exports (exports.list(…)) is its wrapper: the value handed to it is shown", () => {
    const text = [
      "const https = require('node:https');",
      "const querystring = require('node:querystring');",
      'function get(path, query, cb) {',
      "  https.get({ hostname: 'hiring.example.com', path: path + '?' + querystring.stringify(query) }, (res) => cb(null, res));",
      '}',
      "exports.list = (opts, cb) => get('/v2/applications', { state: opts.status, per_page: 100 }, cb);",
      "exports.screening = (cb) => exports.list({ status: 'SCREENING' }, cb);",
      '',
    ].join('\n');
    expect(findings(text, 'client.cjs')).toEqual([
      ['no-legacy-state-filter', 'dynamic', 6, 'state'],
      ['no-legacy-state-filter', 'value', 7, "'SCREENING'"],
    ]);
  });
});

describe('filters read back', () => {
  const BOTH_FORMS = "import { api } from './api.mjs';\nexport const QUEUES = { screening: { state: 'SCREENING' }, offers: { hiringState: 'OFFER' } };\nexport function filterQuery(filter = {}, page = 1) {\n  const parts = [`page=${page}`];\n  if (filter.state) parts.push(`state=${encodeURIComponent(filter.state)}`);\n  if (filter.hiringState) parts.push(`hiringState=${filter.hiringState}`);\n  if (filter.hiringState && filter.stageType) parts.push(`stageType=${filter.stageType}`);\n  return parts.join('&');\n}\nexport function listApplications(filter = {}) {\n  return api('GET', `/v2/applications?${filterQuery(filter)}`);\n}\nexport const queue = (name) => listApplications(QUEUES[name]);\n";

  it('code that reads hiringState/stageType of the same filter too keeps its state branch (a TODO), and never sends the migrated filter twice', () => {
    const result = migrateSource(BOTH_FORMS, '/tmp/hiring-migrate-values/queues.mjs', {});
    expect(result.output.split('\n').slice(0, 7).join('\n')).toBe(
      [
        "import { api } from './api.mjs';",
        "export const QUEUES = { screening: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }, offers: { hiringState: 'OFFER' } };",
        'export function filterQuery(filter = {}, page = 1) {',
        '  const parts = [`page=${page}`];',
        '  // TODO(hiring-migrate): this code reads hiringState/stageType of the same filter too: once the filters are migrated this branch never runs; remove it.',
        '  if (filter.state) parts.push(`${toHiringStateQuery(encodeURIComponent(filter.state))}`);',
        '  if (filter.hiringState) parts.push(`hiringState=${filter.hiringState}`);',
      ].join('\n'),
    );
    expect(result.todos).toEqual({ 'no-legacy-state-filter': 2 });
  });

  it("a wrapper that hands its filter (or a default) to a helper of the file that maps the state it reads: its callers keep sending state, mapped once", () => {
    const text = [
      "const PHONE_SCREEN = 'SCREENING';",
      'function buildQuery(filter) {',
      '  const parts = [];',
      "  if (filter.state) parts.push('state=' + encodeURIComponent(filter.state));",
      "  if (filter.jobId) parts.push('jobId=' + encodeURIComponent(filter.jobId));",
      "  return parts.join('&');",
      '}',
      'async function list(filter) {',
      "  return request('GET', '/v2/applications', buildQuery(filter || {}));",
      '}',
      'export const phoneScreens = (jobId) => list({ state: PHONE_SCREEN, jobId });',
      '',
    ].join('\n');
    const output = migrateSource(text, '/tmp/hiring-migrate-values/interview-ops.js', {}).output;
    expect(output.split('\n').slice(0, 11).join('\n')).toBe(
      text
        .split('\n')
        .slice(0, 11)
        .join('\n')
        .replace("parts.push('state=' + encodeURIComponent(filter.state))", "parts.push('' + toHiringStateQuery(encodeURIComponent(filter.state)))"),
    );
  });

  it("a helper that looks a value up in the table it is handed gives, for one call, that call's table's values only", () => {
    const text = [
      "const STAGES = Object.freeze({ review: 'SCREENING', shortlist: 'QUALIFIED' });",
      "const HIRING = Object.freeze({ offer: 'OFFER', hired: 'HIRED' });",
      'function lookup(table, raw) {',
      '  return table[String(raw).toLowerCase()];',
      '}',
      'export function toFilter(opts) {',
      '  const filter = {};',
      '  if (opts.hiringState) filter.hiringState = lookup(HIRING, opts.hiringState);',
      '  else if (opts.stage) filter.state = lookup(STAGES, opts.stage);',
      "  return fetch('/v2/applications?' + new URLSearchParams(filter));",
      '}',
      '',
    ].join('\n');
    expect(findings(text, 'args.js')).toEqual([
      ['no-legacy-state-filter', 'value', 1, "'SCREENING'"],
      ['no-legacy-state-filter', 'value', 1, "'QUALIFIED'"],
      ['no-legacy-state-filter', 'dynamic', 9, 'filter.state'],
    ]);
  });

  it('a table of filter objects frozen with Object.freeze is followed like a plain one', () => {
    const text = [
      "const STATUS_TO_QUERY = Object.freeze({ SCREENING: { state: 'SCREENING' }, OFFER: { hiringState: 'OFFER' } });",
      'export function argsToQuery(status) {',
      '  const query = {};',
      '  Object.assign(query, STATUS_TO_QUERY[status]);',
      '  return query;',
      '}',
      "export const list = (status) => fetch('/v2/applications?' + new URLSearchParams(argsToQuery(status)));",
      '',
    ].join('\n');
    expect(findings(text, 'args.js').filter(([rule]) => rule === 'no-legacy-state-filter')).toEqual([
      ['no-legacy-state-filter', 'literal', 1, 'state'],
    ]);
  });
});

describe('classes of the file', () => {
  it("a method called through an instance (a parameter declared with the class, or one made with new) is the class's wrapper, whatever its name", () => {
    const text = [
      "import axios from 'axios';",
      'export class ApplicationFilterDto { state?: string; jobId?: string; }',
      'export class ApplicationsService {',
      '  private readonly ax = axios.create({ baseURL: process.env.HIRING_BASE_URL });',
      "  list(filter: ApplicationFilterDto) { return this.ax.get('/v2/applications', { params: filter }).then((r) => r.data); }",
      '}',
      "export const screening = (s: ApplicationsService) => s.list({ state: 'SCREENING' });",
      "export const qualified = () => new ApplicationsService().list({ state: 'QUALIFIED' });",
      'const service = new ApplicationsService();',
      "export const rejected = () => service.list({ state: 'REJECTED' });",
      '',
    ].join('\n');
    expect(findings(text)).toEqual([
      ['no-legacy-state-filter', 'declaration', 2, 'state'],
      ['no-legacy-state-filter', 'literal', 7, 'state'],
      ['no-legacy-state-filter', 'literal', 8, 'state'],
      ['no-legacy-state-filter', 'literal', 10, 'state'],
    ]);
  });

  it('a note payload declared with a DTO class offers the flag in its property', () => {
    const text = [
      'export class CreateNoteDto { body!: string; isPrivate?: boolean; }',
      'export class NoteDto { id!: string; body!: string; isPrivate!: boolean; }',
      'export const create = (candidateId: string, dto: CreateNoteDto) => fetch(`/candidates/${candidateId}/notes`, { method: \'POST\', body: JSON.stringify(dto) });',
      '',
    ].join('\n');
    expect(findings(text)).toEqual([['no-private-note-write', 'create', 1, 'isPrivate']]);
  });
});

describe('records that travel', () => {
  it("Redux: a typed root state's members (root.applications.items), a selector returning them, and reselect's result function", () => {
    const text = [
      "interface Application { id: string; state: string; currentStage: { name: string } }",
      "interface ApplicationsState { items: Application[]; selectedId: string | null }",
      'type RootState = { applications: ApplicationsState };',
      'const selectItems = (root: RootState) => root.applications.items;',
      'export const selectCards = createSelector([selectItems], (items) => items.map((a) => ({ id: a.id, label: a.state })));',
      'export const selectStage = (root: RootState) => root.applications.items.find((a) => a.id === root.applications.selectedId)?.currentStage.name;',
      '',
    ].join('\n');
    expect(findings(text).filter(([, id]) => id === 'read')).toEqual([
      ['no-legacy-state-field', 'read', 5, 'state'],
      ['no-current-stage', 'read', 6, 'currentStage'],
    ]);
  });

  it("lodash's wrapper (_.chain(apps), _(apps)) hands its methods' callbacks the same elements", () => {
    const text = [
      "import _ from 'lodash';",
      'export async function weekly() {',
      "  const apps = await (await fetch('/v2/applications')).json();",
      "  const stages = _.chain(apps).map((a) => _.get(a, 'currentStage.name')).uniq().value();",
      '  const states = _(apps).map((a) => a.state).value();',
      '  return { stages, states };',
      '}',
      '',
    ].join('\n');
    expect(findings(text, 'weekly.js').map(([rule, , line]) => [rule, line])).toEqual([
      ['no-current-stage', 4],
      ['no-legacy-state-field', 5],
    ]);
  });
});

describe('names set in a loop', () => {
  it("a proxy's allow-list of forwarded names (url.searchParams.set(name, v)) sends each pair the table gives for state, and the others as they were", () => {
    const text = [
      "const FORWARDED_PARAMS = ['state', 'jobId'] as const;",
      'export async function GET(request: Request): Promise<Response> {',
      '  const incoming = new URL(request.url).searchParams;',
      "  const url = new URL('/v2/applications', process.env.HIRING_BASE_URL);",
      '  for (const name of FORWARDED_PARAMS) {',
      '    const value = incoming.get(name);',
      '    if (value && value.trim()) url.searchParams.set(name, value.trim());',
      '  }',
      '  return fetch(url);',
      '}',
      '',
    ].join('\n');
    const output = migrateSource(text, '/tmp/hiring-migrate-values/route.ts', {}).output;
    expect(output.split('\n')[6]).toBe(
      '    if (value && value.trim()) Object.entries(toHiringStateParams(name, value.trim())).forEach(([key, value]) => url.searchParams.set(key, String(value)));',
    );
    expect(output).toContain('function toHiringStateParams<V>(');
    expect(migrateSource(output, '/tmp/hiring-migrate-values/route.ts', {}).output).toBe(output);
  });
});

describe('stores', () => {
  it('a store given applications (set, update): its value read through derived, subscribe, get(store) and a hand-made store.get()', () => {
    const text = [
      "import { writable, derived, get } from 'svelte/store';",
      'export const apps = writable([]);',
      "export async function refresh() { apps.set(await (await fetch('/v2/applications')).json()); }",
      "export const open = derived(apps, ($apps) => $apps.filter((a) => a.state !== 'REJECTED'));",
      'export const stageNames = () => get(apps).map((a) => a.currentStage.name);',
      'apps.subscribe((list) => console.log(list.map((x) => x.state)));',
      'export const first = () => apps.get()[0].currentStage;',
      'const counters = writable(0);',
      'counters.subscribe((state) => console.log(state.state));',
      '',
    ].join('\n');
    expect(findings(text, 'stores.js').map(([rule, id, line]) => [rule, id, line])).toEqual([
      ['no-legacy-state-field', 'comparison', 4],
      ['no-current-stage', 'read', 5],
      ['no-legacy-state-field', 'read', 6],
      ['no-current-stage', 'read', 7],
    ]);
  });
});

describe('filter types', () => {
  const DTO = "import axios from 'axios';\nexport class ApplicationFilterDto {\n  state?: 'SCREENING' | 'QUALIFIED' | 'REJECTED';\n  jobId?: string;\n}\nexport class ApplicationsService {\n  private readonly ax = axios.create({ baseURL: process.env.HIRING_BASE_URL });\n  list(filter: ApplicationFilterDto) { return this.ax.get('/v2/applications', { params: filter }).then((r) => r.data); }\n}\nexport const screening = (s: ApplicationsService) => s.list({ state: 'SCREENING' });\n";

  it('a DTO class the filters are declared with loses state for hiringState and stageType, as an interface does; a second run changes nothing', () => {
    const first = migrateSource(DTO, '/tmp/hiring-migrate-values/dto.ts', {}).output;
    expect(first).toBe("import axios from 'axios';\nexport class ApplicationFilterDto {\n  hiringState?: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER';\n  stageType?: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED';\n  jobId?: string;\n}\nexport class ApplicationsService {\n  private readonly ax = axios.create({ baseURL: process.env.HIRING_BASE_URL });\n  list(filter: ApplicationFilterDto) { return this.ax.get('/v2/applications', { params: filter }).then((r) => r.data); }\n}\nexport const screening = (s: ApplicationsService) => s.list({ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' });\n");
    expect(migrateSource(first, '/tmp/hiring-migrate-values/dto.ts', {}).output).toBe(first);
  });

  it("a DTO class's property with a value (state = 'SCREENING') is left to a person", () => {
    const text = DTO.replace("state?: 'SCREENING' | 'QUALIFIED' | 'REJECTED';", "state = 'SCREENING';");
    expect(findings(text).filter(([, id, line]) => id === 'declaration' && line === 3)).toEqual([]);
  });
});

describe('look-alikes in the shapes recognized here stay silent', () => {
  it("a Redux selector over a todo slice, a Svelte store of GitHub issues, an ES5 client of GitHub's API", () => {
    const redux = [
      'type RootState = { todos: { items: { id: string; state: string }[] } };',
      'const selectItems = (root: RootState) => root.todos.items;',
      "export const selectOpen = createSelector([selectItems], (items) => items.filter((t) => t.state === 'open'));",
      '',
    ].join('\n');
    const store = [
      "import { writable, get } from 'svelte/store';",
      'export const issues = writable([]);',
      "export async function load() { issues.set(await (await fetch('https://api.github.com/repos/a/b/issues?state=open')).json()); }",
      "export const open = () => get(issues).filter((i) => i.state === 'open');",
      '',
    ].join('\n');
    const es5 = [
      'function GitHub(token) { this.token = token; }',
      "GitHub.prototype.issues = function (state) { return fetch('https://api.github.com/repos/a/b/issues?state=' + state); };",
      "GitHub.prototype.open = function () { return this.issues('open'); };",
      "exports.closed = function () { return new GitHub('t').issues('closed'); };",
      '',
    ].join('\n');
    expect(findings(redux, 'selectors.ts')).toEqual([]);
    expect(findings(store, 'issues.js')).toEqual([]);
    expect(findings(es5, 'github.cjs')).toEqual([]);
  });
});

describe('records copied into objects of the team', () => {
  it("a view model's key that holds a removed field carries it to where the copies are compared or their stage read, not to where they are shown", () => {
    const text = [
      "import axios from 'axios';",
      'function toCard(app) {',
      '  return { id: app.id, status: app.state, stage: app.currentStage || null };',
      '}',
      'export async function board() {',
      "  const { data } = await axios.get('/v2/applications');",
      '  const cards = data.map(toCard);',
      "  const qualified = cards.filter((c) => c.status === 'QUALIFIED').length;",
      "  const names = cards.map((c) => (c.stage ? c.stage.name : 'none'));",
      '  const shown = cards.map((c) => `${c.id}: ${c.status}`);',
      '  return { qualified, names, shown };',
      '}',
      '',
    ].join('\n');
    expect(findings(text, 'board.js')).toEqual([
      ['no-legacy-state-field', 'read', 3, 'state'],
      ['no-current-stage', 'read', 3, 'currentStage'],
      ['no-legacy-state-field', 'carried', 8, 'status'],
      ['no-current-stage', 'carried', 9, 'stage'],
    ]);
  });
  it('the functions of a table a record is handed to through a lookup (`const get = COLUMNS[col]; get(app)`) receive a record', () => {
    const text = [
      'const COLUMNS = {',
      '  id: (a) => a.id,',
      '  status: (a) => a.state,',
      "  stage: (a) => (a.currentStage ? a.currentStage.name : ''),",
      '};',
      'export async function rows(columns) {',
      "  const apps = await fetch('/v2/applications').then((r) => r.json());",
      '  return apps.map((app) => columns.map((col) => {',
      '    const get = COLUMNS[col];',
      '    return get ? get(app) : app[col];',
      '  }));',
      '}',
      '',
    ].join('\n');
    expect(findings(text, 'rows.js')).toEqual([
      ['no-legacy-state-field', 'read', 3, 'state'],
      ['no-current-stage', 'read', 4, 'currentStage'],
      ['no-current-stage', 'read', 4, 'currentStage'],
    ]);
  });
});

describe('tables of presets under names of their own', () => {
  it("a row's own name for a legacy value, in a table whose other rows filter with the current names, holds the removed filter's values", () => {
    const text = [
      'export const TABS = [',
      "  { id: 'screening', legacyStatus: 'SCREENING' },",
      "  { id: 'offer', legacyStatus: 'OFFER' },",
      "  { id: 'interviewing', hiringState: 'ACTIVE', stageType: 'INTERVIEW' },",
      '];',
      "export const SIZES = [{ id: 'a', label: 'OFFER' }, { id: 'b', hiringState: 'ACTIVE' }];",
      '',
    ].join('\n');
    expect(findings(text, 'tabs.js')).toEqual([
      ['no-legacy-state-filter', 'value', 2, "'SCREENING'"],
      ['no-legacy-state-filter', 'value', 3, "'OFFER'"],
    ]);
  });
  it('the current filter of a sibling row may sit under a key of its own (`query: { hiringState }`) beside the legacy value of another row', () => {
    const text = [
      'const PRESETS = [',
      "  { id: 'screening', sheet: 'Screening', status: 'SCREENING' },",
      "  { id: 'rejected', sheet: 'Rejected', status: 'REJECTED' },",
      "  { id: 'hired', sheet: 'Hired', query: { hiringState: 'HIRED' } },",
      '];',
      "const SHEETS = [{ id: 'a', status: 'SCREENING' }, { id: 'b', query: { page: 2 } }];",
      'module.exports = { PRESETS, SHEETS };',
      '',
    ].join('\n');
    expect(findings(text, 'presets.js')).toEqual([
      ['no-legacy-state-filter', 'value', 2, "'SCREENING'"],
      ['no-legacy-state-filter', 'value', 3, "'REJECTED'"],
    ]);
  });
});

describe('builders that name the filter they set', () => {
  it("`where(field, value)` copying `{ [field]: value }` sends the value as state only where the caller names state", () => {
    const text = [
      'export class Query {',
      '  params = {};',
      '  where(field, value) {',
      '    this.params = { ...this.params, [field]: value };',
      '    return this;',
      '  }',
      "  status(s) { return this.where('state', s); }",
      "  inPipeline(h) { return this.where('hiringState', h); }",
      "  fetch() { return fetch('/v2/applications?' + new URLSearchParams(this.params)); }",
      '}',
      "export const a = () => new Query().status('SCREENING').fetch();",
      "export const b = () => new Query().inPipeline('OFFER').fetch();",
      '',
    ].join('\n');
    const found = findings(text, 'query.js');
    expect(found.filter(([, , line]) => line >= 11)).toEqual([['no-legacy-state-filter', 'value', 11, "'SCREENING'"]]);
  });
});

describe('paths an inherited builder makes', () => {
  it("`this.buildUrl([id, 'scorecards'], query)` of a repository whose resource is 'v2/applications' (the object beside the segments its query), and a 404 that ends the paging with what was gathered", () => {
    const text = [
      "import { BaseRepository } from './base.js';",
      'export class Scorecards extends BaseRepository {',
      "  resource = 'v2/applications';",
      '  async all(id) {',
      '    const out = [];',
      '    for (let page = 1; page < 10; page++) {',
      '      let batch;',
      '      try {',
      "        batch = await this.call('GET', this.buildUrl([id, 'scorecards'], { page }));",
      '      } catch (err) {',
      '        if (err.statusCode === 404) return out;',
      '        throw err;',
      '      }',
      '      out.push(...batch);',
      '      if (batch.length < 20) break;',
      '    }',
      '    return out;',
      '  }',
      '}',
      '',
    ].join('\n');
    expect(findings(text, 'scorecards.js')).toEqual([
      ['no-scorecard-pagination', 'loop', 6, 'for'],
      // The object handed to the builder beside the segments is the query.
      ['no-scorecard-pagination', 'parameterInLoop', 9, 'page'],
      ['no-scorecard-pagination', 'notFoundAsEmpty', 11, 'err.statusCode === 404'],
      ['no-scorecard-pagination', 'untilEmpty', 15, 'batch.length < 20'],
    ]);
  });
});

describe('filters a class holds', () => {
  it("a class whose own state it sends (params.state = this.state): the field, and the class's and its instances' reads and writes of it; not a record's", () => {
    const text = [
      'export class Board {',
      "  state = 'SCREENING';",
      '  jobId = undefined;',
      '  load() {',
      '    const params = {};',
      '    if (this.state) params.state = this.state;',
      "    return fetch('/v2/applications?' + new URLSearchParams(params));",
      '  }',
      '}',
      'export function qualified() {',
      '  const board = new Board();',
      "  board.state = 'QUALIFIED';",
      '  return board.load();',
      '}',
      'export class Wizard {',
      '  id = 1;',
      "  state = 'SCREENING';",
      "  send() { return fetch('/v2/applications?' + new URLSearchParams({ state: this.state })); }",
      '}',
      '',
    ].join('\n');
    expect(findings(text, 'board.js').filter(([, id]) => id === 'held')).toEqual([
      ['no-legacy-state-filter', 'held', 2, 'state'],
      ['no-legacy-state-filter', 'held', 6, 'state'],
      ['no-legacy-state-filter', 'held', 12, 'state'],
    ]);
  });
});

describe('URLs a helper makes', () => {
  it('a helper returning `new URL(path, base)` makes the path its callers send to', () => {
    const text = [
      "const { postJson } = require('./http');",
      'function notesUrl(base, candidateId) {',
      '  return new URL(`candidates/${encodeURIComponent(candidateId)}/notes`, base);',
      '}',
      'exports.add = (base, id, body) => postJson(notesUrl(base, id), { body, isPrivate: true });',
      '',
    ].join('\n');
    expect(findings(text, 'notes.cjs')).toEqual([['no-private-note-write', 'create', 5, 'isPrivate']]);
  });
});

describe("a component's options", () => {
  it("`this.status` sent as state holds what data() returns and the methods write; `this.applications` given the list holds applications wherever it is read", () => {
    const text = [
      "import { listApplications } from './api.js';",
      'export default {',
      "  data() { return { applications: [], status: 'SCREENING' }; },",
      '  computed: {',
      '    byStage() {',
      '      const out = {};',
      '      for (const a of this.applications) out[a.currentStage.name] = (out[a.currentStage.name] || 0) + 1;',
      '      return out;',
      '    },',
      '  },',
      '  methods: {',
      "    qualified() { this.status = 'QUALIFIED'; },",
      '    async load() {',
      "      this.applications = await (await fetch('/v2/applications?' + new URLSearchParams({ state: this.status }))).json();",
      '    },',
      '  },',
      '};',
      '',
    ].join('\n');
    expect(findings(text, 'board.js')).toEqual([
      ['no-legacy-state-filter', 'value', 3, "'SCREENING'"],
      ['no-current-stage', 'read', 7, 'currentStage'],
      ['no-current-stage', 'read', 7, 'currentStage'],
      ['no-legacy-state-filter', 'value', 12, "'QUALIFIED'"],
      ['no-legacy-state-filter', 'dynamic', 14, 'state'],
    ]);
  });
});

describe('paths read by a function of the file', () => {
  it("`pick(record, path)` that walks `path.split('.')` reads paths as _.get does: the column table's paths, where the record is an application", () => {
    const text = [
      "const COLUMNS = [{ path: 'id' }, { path: 'state' }, { path: 'currentStage.name' }];",
      "const pick = (record, path) => path.split('.').reduce((value, key) => (value == null ? value : value[key]), record);",
      "const label = (text, path) => path.split('/').map((p) => text + p);",
      'export async function rows() {',
      "  const apps = await (await fetch('/v2/applications')).json();",
      "  return apps.map((app) => [...COLUMNS.map((c) => pick(app, c.path)), label('x', 'state')]);",
      '}',
      '',
    ].join('\n');
    expect(findings(text, 'columns.js')).toEqual([
      ['no-legacy-state-field', 'read', 1, "'state'"],
      ['no-current-stage', 'read', 1, "'currentStage.name'"],
    ]);
  });
  it('a CommonJS module exporting a table of presets whose rows filter with the current names beside the removed one', () => {
    const text = [
      'module.exports = {',
      "  screening: { label: 'Screening', query: { state: 'SCREENING' } },",
      "  offers: { label: 'Offers', query: { hiringState: 'OFFER' } },",
      '};',
      '',
    ].join('\n');
    expect(findings(text, 'presets.cjs')).toEqual([['no-legacy-state-filter', 'literal', 2, 'state']]);
  });
});

describe('functions kept in a table', () => {
  it("a handler of a registry (`handlers[name](payload)`, `const handler = handlers[name]; handler(payload)`) is called with what the dispatcher is handed", () => {
    const text = [
      'const handlers = {',
      '  async syncByStatus({ status }) {',
      "    return (await fetch('/v2/applications?' + new URLSearchParams({ state: status }))).json();",
      '  },',
      '};',
      'export function runJob(name, payload) {',
      '  const handler = handlers[name];',
      '  return handler(payload);',
      '}',
      "export const screening = () => runJob('syncByStatus', { status: 'SCREENING' });",
      "export const direct = () => handlers.syncByStatus({ status: 'QUALIFIED' });",
      '',
    ].join('\n');
    expect(findings(text, 'jobs.js').filter(([, id]) => id === 'value')).toEqual([
      ['no-legacy-state-filter', 'value', 10, "'SCREENING'"],
      ['no-legacy-state-filter', 'value', 11, "'QUALIFIED'"],
    ]);
  });
});

describe('one page asked for, more told by its length', () => {
  it('a page size written as a number, sent and compared with the answer\'s length (`{ limit: 10 }` … `data.length === 10`)', () => {
    const text = [
      "import axios from 'axios';",
      'export class ScorecardPanel {',
      '  cards = [];',
      '  hasMore = true;',
      '  async loadMore(id) {',
      "    const { data } = await axios.get(`/v2/applications/${id}/scorecards`, { params: { limit: 10 } });",
      '    this.cards.push(...data);',
      '    this.hasMore = data.length === 10;',
      '    const other = data.length === 11;',
      '    return other;',
      '  }',
      '}',
      '',
    ].join('\n');
    expect(findings(text, 'panel.js')).toEqual([
      ['no-scorecard-pagination', 'parameter', 6, 'limit'],
      ['no-scorecard-pagination', 'untilEmpty', 8, 'data.length === 10'],
    ]);
  });
});

describe('values a Map gives', () => {
  it("`ALIASES.get(word)` of `new Map([[word, value], …])` carries the map's values: the legacy ones are shown where written, another service's word is not this filter", () => {
    const text = [
      'const ALIASES = new Map([',
      "  ['screen', 'SCREENING'],",
      "  ['hired', 'HIRED'],",
      ']);',
      'export async function list(word: string) {',
      '  const state = ALIASES.get(word);',
      "  return fetch('/v2/applications?' + new URLSearchParams({ state: state ?? '' }));",
      '}',
      '',
    ].join('\n');
    expect(findings(text).map(([rule, id, line]) => [rule, id, line])).toEqual([
      ['no-legacy-state-filter', 'value', 2],
      ['no-legacy-state-filter', 'value', 3],
      ['no-legacy-state-filter', 'dynamic', 7],
    ]);
  });
});

describe('values a Map gives, elsewhere', () => {
  it("a Map of another API's words (GitHub's `open`/`closed`) sent as its `state`, and a `get` that is no Map's, stay silent", () => {
    const text = [
      "const STATES = new Map([['todo', 'open'], ['done', 'closed']]);",
      'export const issues = (word: string) =>',
      "  fetch('https://api.github.com/repos/a/b/issues?' + new URLSearchParams({ state: STATES.get(word) ?? 'all' }));",
      "export const reducer = (store: { get(k: string): string }) => ({ state: store.get('state') });",
      '',
    ].join('\n');
    expect(findings(text)).toEqual([]);
  });
});

describe('a helper that makes the whole URL', () => {
  it('is migrated once, for every caller, and a second run changes nothing', () => {
    const text = "function listUrl(state) {\n  return `/v2/applications?state=${state}`;\n}\nexport const a = () => fetch(listUrl('SCREENING'));\nexport const b = (s) => fetch(listUrl(s));\n";
    const once = migrateSource(text, 'client.js', {}).output;
    expect(once.split('\n').slice(0, 5).join('\n')).toBe("function listUrl(state) {\n  return `/v2/applications?${toHiringStateQuery(state)}`;\n}\nexport const a = () => fetch(listUrl('SCREENING'));\nexport const b = (s) => fetch(listUrl(s));");
    expect(migrateSource(once, 'client.js', {}).output).toBe(once);
  });
});
