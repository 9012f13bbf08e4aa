/**
 * A deterministic generator of integrations of the hiring service: request styles × ways of
 * building the filter × ways a record travels and is read × language. Every line that holds a use
 * of the removed interface carries an `expect:` marker (fixtures/corpus/README.md) naming the rule
 * that must report it; every file also holds look-alikes that must stay silent.
 *
 * The same filter, built the same way, is also sent to the jobs list (`/v2/jobs`): a look-alike.
 *
 * Templates are lines. In a line, `⟨…⟩` is TypeScript only (dropped in JavaScript), `{{filter}}`
 * is the filter expression and `{{path}}` the request path. A filter expression is always written
 * on a line of its own, so that its marker names that line.
 */
import { mulberry32 } from '../../bench/lib/generate.mjs';

export type Lang = 'ts' | 'js';

export interface RequestStyle {
  id: string;
  imports: string[];
  /** Statements declared once at module level (helpers, clients, wrappers). */
  helpers: string[];
  /** Statements, inside an async function, that send GET `{{path}}` with the filter `{{filter}}`. */
  list: string[];
  /** Statements, inside an async function with `id` in scope, that bind `app` (one application) and `apps` (a list). */
  records: string[];
  /** The same request style asking GitHub for open issues (`state=open`): a look-alike. */
  github: string[];
  /** The same request style sending `state=open` to the jobs list: a look-alike. */
  jobs: string[];
}

export interface FilterBuild {
  id: string;
  /** Statements before the request; markers name the lines that report. */
  before: string[];
  /** The filter expression, written on its own line (with its marker, if the finding is there). */
  expr: string;
  /** Whether the equivalence table decides the rewrite (a value known when the code is written). */
  decided: boolean;
  /** Parameters of the enclosing function (a value known only at run time). */
  params?: string;
  /** Module-level declarations, TypeScript and JavaScript apart when they differ. */
  module?: { ts: string[]; js: string[] };
}

export interface RecordRead {
  id: string;
  /** Module-level helpers. */
  helpers: string[];
  /** Statements after `app` and `apps` are bound. */
  body: string[];
  /** Needs lodash. */
  lodash?: boolean;
}

const BASE = "const BASE = process.env.HIRING_URL ?? 'https://hiring.example.com';";

export const REQUEST_STYLES: RequestStyle[] = [
  {
    id: 'fetch-template',
    imports: [],
    helpers: [BASE],
    list: ['const res = await fetch(`${BASE}{{path}}?${new URLSearchParams(', '  {{filter}}', ')}`);', 'const body = await res.json();'],
    records: ['const app = await (await fetch(`${BASE}/v2/applications/${id}`)).json();', 'const apps = await (await fetch(`${BASE}/v2/applications`)).json();'],
    github: ["const issues = await (await fetch(`https://api.github.com/repos/acme/app/issues?state=${'open'}&per_page=50`)).json();"],
    jobs: ['const jobs = await (await fetch(`${BASE}/v2/jobs?state=open`)).json();'],
  },
  {
    id: 'fetch-new-url',
    imports: [],
    helpers: [BASE],
    list: [
      "const url = new URL('{{path}}', BASE);",
      'const query⟨: Record<string, string>⟩ =',
      '  {{filter}};',
      'for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));',
      'const body = await (await fetch(url)).json();',
    ],
    records: [
      'const one = new URL(`/v2/applications/${id}`, BASE);',
      'const app = await (await fetch(one)).json();',
      "const all = new URL('/v2/applications', BASE);",
      'const apps = await (await fetch(all)).json();',
    ],
    github: ["const issuesUrl = new URL('https://api.github.com/repos/acme/app/issues');", "issuesUrl.searchParams.set('state', 'open');", 'const issues = await (await fetch(issuesUrl)).json();'],
    jobs: ["const jobsUrl = new URL('/v2/jobs', BASE);", "jobsUrl.searchParams.set('state', 'open');", 'const jobs = await (await fetch(jobsUrl)).json();'],
  },
  {
    id: 'axios-params',
    imports: ["import axios from 'axios';"],
    helpers: [BASE],
    list: ['const { data: body } = await axios.get(`${BASE}{{path}}`, {', '  params:', '    {{filter}},', '});'],
    records: ['const { data: app } = await axios.get(`${BASE}/v2/applications/${id}`);', 'const { data: apps } = await axios.get(`${BASE}/v2/applications`);'],
    github: ["const { data: issues } = await axios.get('https://api.github.com/repos/acme/app/issues', { params: { state: 'open' } });"],
    jobs: ["const { data: jobs } = await axios.get(`${BASE}/v2/jobs`, { params: { state: 'open' } });"],
  },
  {
    id: 'axios-instance',
    imports: ["import axios from 'axios';"],
    helpers: ["const hiring = axios.create({ baseURL: process.env.HIRING_URL ?? 'https://hiring.example.com' });"],
    list: ["const { data: body } = await hiring.get('{{path}}', {", '  params:', '    {{filter}},', '});'],
    records: ['const { data: app } = await hiring.get(`/v2/applications/${id}`);', "const { data: apps } = await hiring.get('/v2/applications');"],
    github: ["const github = axios.create({ baseURL: 'https://api.github.com' });", "const { data: issues } = await github.get('/repos/acme/app/issues', { params: { state: 'open' } });"],
    jobs: ["const { data: jobs } = await hiring.get('/v2/jobs', { params: { state: 'open' } });"],
  },
  {
    id: 'got-searchParams',
    imports: ["import got from 'got';"],
    helpers: [BASE],
    list: ['const body = await got(`${BASE}{{path}}`, {', '  searchParams:', '    {{filter}},', '}).json();'],
    records: ['const app = await got(`${BASE}/v2/applications/${id}`).json⟨<any>⟩();', 'const apps = await got(`${BASE}/v2/applications`).json⟨<any[]>⟩();'],
    github: ["const issues = await got('https://api.github.com/repos/acme/app/issues', { searchParams: { state: 'open' } }).json();"],
    jobs: ["const jobs = await got(`${BASE}/v2/jobs`, { searchParams: { state: 'open' } }).json();"],
  },
  {
    id: 'ky-searchParams',
    imports: ["import ky from 'ky';"],
    helpers: [BASE],
    list: ['const body = await ky.get(`${BASE}{{path}}`, {', '  searchParams:', '    {{filter}},', '}).json();'],
    records: ['const app = await ky.get(`${BASE}/v2/applications/${id}`).json⟨<any>⟩();', 'const apps = await ky.get(`${BASE}/v2/applications`).json⟨<any[]>⟩();'],
    github: ["const issues = await ky.get('https://api.github.com/repos/acme/app/issues', { searchParams: { state: 'open' } }).json();"],
    jobs: ["const jobs = await ky.get(`${BASE}/v2/jobs`, { searchParams: { state: 'open' } }).json();"],
  },
  {
    id: 'superagent-query',
    imports: ["import superagent from 'superagent';"],
    helpers: [BASE],
    list: ['const { body } = await superagent', '  .get(`${BASE}{{path}}`)', '  .query(', '    {{filter}},', '  );'],
    records: ['const { body: app } = await superagent.get(`${BASE}/v2/applications/${id}`);', 'const { body: apps } = await superagent.get(`${BASE}/v2/applications`);'],
    github: ["const { body: issues } = await superagent.get('https://api.github.com/repos/acme/app/issues').query({ state: 'open' });"],
    jobs: ["const { body: jobs } = await superagent.get(`${BASE}/v2/jobs`).query({ state: 'open' });"],
  },
  {
    id: 'qs-stringify',
    imports: ["import qs from 'qs';"],
    helpers: [BASE],
    list: ['const res = await fetch(`${BASE}{{path}}?${qs.stringify(', '  {{filter}},', ')}`);', 'const body = await res.json();'],
    records: ['const app = await (await fetch(`${BASE}/v2/applications/${id}`)).json();', 'const apps = await (await fetch(`${BASE}/v2/applications`)).json();'],
    github: ["const issues = await (await fetch(`https://api.github.com/repos/acme/app/issues?${qs.stringify({ state: 'open' })}`)).json();"],
    jobs: ["const jobs = await (await fetch(`${BASE}/v2/jobs?${qs.stringify({ state: 'open' })}`)).json();"],
  },
  {
    id: 'request-helper',
    imports: [],
    helpers: [
      BASE,
      'async function request(method⟨: string⟩, path⟨: string⟩, query⟨?: URLSearchParams⟩) {',
      "  const res = await fetch(`${BASE}${path}${query ? `?${query}` : ''}`, { method });",
      '  return res.json();',
      '}',
    ],
    list: ["const body = await request('GET', '{{path}}', new URLSearchParams(", '  {{filter}},', '));'],
    records: ["const app = await request('GET', `/v2/applications/${id}`);", "const apps = await request('GET', '/v2/applications');"],
    github: ["const issues = await (await fetch(`https://api.github.com/repos/acme/app/issues?${new URLSearchParams({ state: 'open' })}`)).json();"],
    jobs: ["const jobs = await request('GET', '/v2/jobs', new URLSearchParams({ state: 'open' }));"],
  },
  {
    id: 'local-wrapper',
    imports: [],
    helpers: [
      BASE,
      'async function listApps(filters⟨: Record<string, string>⟩) {',
      '  const res = await fetch(`${BASE}/v2/applications?${new URLSearchParams(filters)}`);',
      '  return res.json();',
      '}',
      'async function getApp(id⟨: string⟩) {',
      '  return (await fetch(`${BASE}/v2/applications/${id}`)).json();',
      '}',
      'async function listJobs(filters⟨: Record<string, string>⟩) {',
      '  return (await fetch(`${BASE}/v2/jobs?${new URLSearchParams(filters)}`)).json();',
      '}',
    ],
    list: ['const body = await listApps(', '  {{filter}},', ');'],
    records: ['const app = await getApp(id);', 'const apps = await listApps({});'],
    github: ["const issues = await (await fetch(`https://api.github.com/repos/acme/app/issues?${new URLSearchParams({ state: 'open' })}`)).json();"],
    jobs: ["const jobs = await listJobs({ state: 'open' });"],
  },
];

const FILTER = 'no-legacy-state-filter';
const FIELD = 'no-legacy-state-field';
const STAGE = 'no-current-stage';

export const FILTER_BUILDS: FilterBuild[] = [
  { id: 'inline', before: [], expr: `{ state: 'SCREENING' } // expect: ${FILTER}`, decided: true },
  { id: 'const-object', before: [`const filter = { state: 'REJECTED' }; // expect: ${FILTER}`], expr: 'filter', decided: true },
  {
    id: 'conditional-spread',
    before: ["const onlyQualified = process.env.ONLY_QUALIFIED === '1';"],
    expr: `{ ...(onlyQualified ? { state: 'QUALIFIED' } : {}) } // expect: ${FILTER}`,
    decided: true,
  },
  {
    id: 'object-assign',
    before: ['const q⟨: Record<string, string>⟩ = {};', `Object.assign(q, { state: 'OFFER' }); // expect: ${FILTER}`],
    expr: 'q',
    decided: true,
  },
  {
    id: 'member-assign',
    before: ['const q⟨: Record<string, string>⟩ = {};', `q.state = 'HIRED'; // expect: ${FILTER}`],
    expr: 'q',
    decided: true,
  },
  { id: 'constant', before: [], expr: `{ state: READY } // expect: ${FILTER}`, decided: true, module: { ts: [`const READY = 'QUALIFIED'; // expect: ${FILTER}`], js: [`const READY = 'QUALIFIED'; // expect: ${FILTER}`] } },
  {
    id: 'enum-member',
    before: [],
    expr: `{ state: Stage.Ready } // expect: ${FILTER}`,
    decided: true,
    module: {
      ts: [`enum Stage { Ready = 'QUALIFIED', Done = 'HIRED' } // expect: ${FILTER}`],
      js: [`const Stage = Object.freeze({ Ready: 'QUALIFIED', Done: 'HIRED' }); // expect: ${FILTER}`],
    },
  },
  { id: 'tuple-entries', before: [], expr: `Object.fromEntries([['state', 'HIRED']]) // expect: ${FILTER}`, decided: true },
  { id: 'runtime-value', before: [], expr: `{ state: status } // expect: ${FILTER}`, decided: false, params: 'status⟨: string⟩' },
];

export const RECORD_READS: RecordRead[] = [
  { id: 'compare', helpers: [], body: [`if (app.state === 'HIRED') console.log('hired', id); // expect: ${FIELD}`] },
  { id: 'stage-name', helpers: [], body: [`console.log(app.currentStage.name); // expect: ${STAGE}`] },
  { id: 'destructure', helpers: [], body: [`const { state, currentStage } = app; // expect: ${FIELD}, ${STAGE}`, 'console.log(state, currentStage);'] },
  { id: 'bracket', helpers: [], body: [`console.log(app['state']); // expect: ${FIELD}`] },
  {
    id: 'local-function',
    helpers: ['/** @param {Application} a */', 'function describe(a⟨: Application⟩) {', `  return \`\${a.currentStage.name} (\${a.state})\`; // expect: ${STAGE}, ${FIELD}`, '}'],
    body: ['console.log(describe(app));'],
  },
  { id: 'map-optional', helpers: [], body: [`const names = apps.map((a⟨: Application⟩) => a.currentStage?.name); // expect: ${STAGE}`, 'console.log(names);'] },
  { id: 'lodash-get', helpers: [], body: [`console.log(_.get(app, 'currentStage.name')); // expect: ${STAGE}`], lodash: true },
  { id: 'lodash-groupBy', helpers: [], body: [`const byState = _.groupBy(apps, 'state'); // expect: ${FIELD}`, 'console.log(byState);'], lodash: true },
];

export const LANGS: Lang[] = ['ts', 'js'];

/** The team's own type of an application, as each language writes it: its legacy members are found too. */
const APPLICATION_TYPE: Record<Lang, string[]> = {
  ts: [
    'interface Application {',
    '  id: string;',
    `  state: string; // expect: ${FIELD}`,
    `  currentStage: { name: string } | null; // expect: ${STAGE}`,
    '}',
  ],
  js: [
    '/**',
    ' * @typedef {object} Application',
    ' * @property {string} id',
    ` * @property {string} state // expect: ${FIELD}`,
    ` * @property {{ name: string } | null} currentStage // expect: ${STAGE}`,
    ' */',
  ],
};

/** Look-alikes of `state` that every file carries and that must stay silent. */
const LOOKALIKES = {
  imports: ["import { useState } from 'react';", "import { useSelector } from 'react-redux';"],
  body: [
    'export function StatusBadge() {',
    "  const [state, setState] = useState('idle');",
    "  return { state, reset: () => setState('idle') };",
    '}',
    '',
    'export function uiReducer(state⟨: any⟩ = { loading: false }, action⟨: { type: string }⟩) {',
    "  return { ...state, loading: action.type === 'load' };",
    '}',
    '',
    'export function useOpenCount() {',
    '  return useSelector((state⟨: any⟩) => state.ui.loading);',
    '}',
    '',
    'export function authorizeUrl(clientId⟨: string⟩, nonce⟨: string⟩) {',
    '  return `https://auth.example.com/authorize?client_id=${clientId}&response_type=code&state=${nonce}`;',
    '}',
    '',
    'export function shippingLabel(customer⟨: { address: { city: string; state: string } }⟩) {',
    '  return `${customer.address.city}, ${customer.address.state}`;',
    '}',
  ],
};

export interface Combination {
  request: RequestStyle;
  filter: FilterBuild;
  record: RecordRead;
  lang: Lang;
}

export interface GeneratedFile {
  /** `request|filter|record|lang` */
  key: string;
  filename: string;
  text: string;
  combination: Combination;
}

export function keyOf(c: Combination): string {
  return `${c.request.id}|${c.filter.id}|${c.record.id}|${c.lang}`;
}

function forLang(line: string, lang: Lang): string {
  return lang === 'ts' ? line.replace(/⟨([^⟩]*)⟩/g, '$1') : line.replace(/⟨[^⟩]*⟩/g, '');
}

function fill(lines: string[], path: string, filter: string): string[] {
  return lines.map((l) => {
    const [code, marker] = splitMarker(filter);
    if (!l.includes('{{filter}}')) return l.replaceAll('{{path}}', path);
    return l.replaceAll('{{path}}', path).replace('{{filter}}', code) + (marker ? ` ${marker}` : '');
  });
}

function splitMarker(expr: string): [string, string] {
  const at = expr.indexOf(' // expect:');
  return at < 0 ? [expr, ''] : [expr.slice(0, at), expr.slice(at + 1)];
}

const indent = (lines: string[], by = '  '): string[] => lines.map((l) => (l === '' ? l : by + l));

export function render(c: Combination): string {
  const { request, filter, record, lang } = c;
  const imports = [...request.imports, ...(record.lodash ? ["import _ from 'lodash';"] : []), ...LOOKALIKES.imports];
  const params = filter.params ? filter.params : '';
  const lines = [
    `// Generated: ${keyOf(c)}`,
    ...imports,
    '',
    ...request.helpers,
    ...APPLICATION_TYPE[lang],
    ...(filter.module ? filter.module[lang] : []),
    ...record.helpers,
    '',
    `export async function loadList(${params}) {`,
    ...indent([...filter.before, ...fill(request.list, '/v2/applications', filter.expr), 'return body;']),
    '}',
    '',
    'export async function showApplication(id⟨: string⟩) {',
    ...indent([...request.records, ...record.body]),
    '}',
    '',
    ...silent(c),
    '',
  ];
  return lines.map((l) => forLang(l, lang)).join('\n');
}

/** The filter build sending `state` to the jobs list instead: same code, another endpoint. */
function jobsFilter(c: Combination): string[] {
  const unmarked = (l: string): string => l.replace(/ \/\/ expect:.*$/, '').replaceAll(/'(SCREENING|QUALIFIED|REJECTED|OFFER|HIRED)'/g, "'open'");
  const list = c.request.list.map((l) => l.replace('listApps(', 'listJobs('));
  return [
    `export async function loadJobs(${c.filter.params ?? ''}) {`,
    ...indent([...c.filter.before.map(unmarked), ...fill(list, '/v2/jobs', unmarked(c.filter.expr)), 'return body;']),
    '}',
  ];
}

function silent(c: Combination): string[] {
  const { request } = c;
  return [
    ...jobsFilter(c),
    '',
    'export async function openIssues() {',
    ...indent([...request.github, 'return issues;']),
    '}',
    '',
    'export async function loadOpenJobs() {', ...indent([...request.jobs, "return jobs.filter((job⟨: { state: string }⟩) => job.state === 'open');"]), '}', '', ...LOOKALIKES.body];
}

/** The part of a file that holds only look-alikes, as rendered: the codemod must leave it byte for byte. */
export function lookalikeText(c: Combination): string {
  return silent(c)
    .map((l) => forLang(l, c.lang))
    .join('\n');
}


type Index = [number, number, number, number];

/**
 * Combinations in which every pair of values of two dimensions appears at least once: every
 * (request style, filter build) pair in turn, each completed with the record read and language that
 * cover the most pairs not yet covered (ties broken by a seeded draw).
 */
export function pairwise(seed = 20261101): Combination[] {
  const sizes = [REQUEST_STYLES.length, FILTER_BUILDS.length, RECORD_READS.length, LANGS.length];
  const covered = new Set<string>();
  const pairsOf = (row: Index): string[] => {
    const out: string[] = [];
    for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) out.push(`${a}:${row[a]}|${b}:${row[b]}`);
    return out;
  };
  const next = mulberry32(seed);
  const rows: Index[] = [];
  for (let r = 0; r < sizes[0]!; r++)
    for (let f = 0; f < sizes[1]!; f++) {
      let best: Index | undefined;
      let bestScore = -1;
      let bestTie = -1;
      for (let t = 0; t < sizes[2]!; t++)
        for (let l = 0; l < sizes[3]!; l++) {
          const row: Index = [r, f, t, l];
          const score = pairsOf(row).filter((p) => !covered.has(p)).length;
          const tie = next();
          if (score > bestScore || (score === bestScore && tie > bestTie)) [best, bestScore, bestTie] = [row, score, tie];
        }
      rows.push(best!);
      for (const p of pairsOf(best!)) covered.add(p);
    }
  // Pairs still missing (record × language, say) get a row of their own.
  for (let a = 0; a < 4; a++)
    for (let b = a + 1; b < 4; b++)
      for (let x = 0; x < sizes[a]!; x++)
        for (let y = 0; y < sizes[b]!; y++) {
          if (covered.has(`${a}:${x}|${b}:${y}`)) continue;
          const row = [0, 0, 0, 0] as Index;
          row[a] = x;
          row[b] = y;
          rows.push(row);
          for (const p of pairsOf(row)) covered.add(p);
        }
  return rows.map(([r, f, t, l]) => ({ request: REQUEST_STYLES[r]!, filter: FILTER_BUILDS[f]!, record: RECORD_READS[t]!, lang: LANGS[l]! }));
}

export function generate(seed?: number): GeneratedFile[] {
  return pairwise(seed).map((combination) => {
    const key = keyOf(combination);
    const filename = `generated/${key.replaceAll('|', '--')}.${combination.lang}`;
    return { key, filename, text: render(combination), combination };
  });
}

/** Every pair of values of two dimensions that the combinations hold. */
export function coveredPairs(combinations: Combination[]): Set<string> {
  const out = new Set<string>();
  for (const c of combinations) {
    const v = [c.request.id, c.filter.id, c.record.id, c.lang];
    for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) out.add(`${a}=${v[a]}|${b}=${v[b]}`);
  }
  return out;
}

export const DIMENSIONS = {
  request: REQUEST_STYLES.map((r) => r.id),
  filter: FILTER_BUILDS.map((f) => f.id),
  record: RECORD_READS.map((r) => r.id),
  lang: LANGS,
};
