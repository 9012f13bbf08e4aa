// Deterministic (seeded) generator of a source corpus for the benchmarks:
// - "integration" files: code calling the hiring service's GET /v2/applications with the removed
//   `state` filter (fetch, axios, got, ky), reading `app.state` / `app.currentStage`, declaring
//   TypeScript interfaces with `state` / `currentStage`, next to look-alikes that must stay silent
//   (`/v2/jobs?state=open`, OAuth `state`, addresses); every integration file needs rewriting;
// - "app" files (the majority): React/Redux code full of unrelated `state` (`this.state`, `useState`,
//   reducers, `setState`, selectors, slices, state machines, form `state` fields, a wizard's
//   `currentStage`) and no use of the hiring service at all.
// .js/.jsx/.ts/.tsx; a few files of ~1,000 lines. Same seed and options, same bytes.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const GENERATOR_VERSION = 5;

export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rng(seed) {
  const next = mulberry32(seed);
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    /** By `weight` (default 1). */
    weighted: (xs) => {
      const total = xs.reduce((a, x) => a + (x.weight ?? 1), 0);
      let at = next() * total;
      for (const x of xs) if ((at -= x.weight ?? 1) < 0) return x;
      return xs[xs.length - 1];
    },
    chance: (p) => next() < p,
  };
}

const WORDS = ['job', 'team', 'offer', 'invoice', 'order', 'ticket', 'profile', 'report', 'panel', 'widget', 'filter', 'upload', 'comment', 'board', 'task', 'member', 'project', 'message', 'setting', 'calendar'];
const cap = (s) => s[0].toUpperCase() + s.slice(1);

// ------------------------------------------------------------------------------------------------
// Blocks of integration code (each uses the hiring service; `fixable` ones carry a rewrite the
// codemod can apply or mark with a TODO).

const INTEGRATION_BLOCKS = [
  {
    name: 'fetch-query-string',
    fixable: true,
    code: ({ id, T }) => `export async function fetchScreening${id}(jobId${T(': string')})${T(': Promise<Application[]>')} {
  const res = await fetch(\`\${BASE}/v2/applications?state=SCREENING&jobId=\${encodeURIComponent(jobId)}\`, {
    headers: { Accept: 'application/json', Authorization: \`Bearer \${token()}\` },
  });
  if (!res.ok) throw new Error(\`applications: HTTP \${res.status}\`);
  const body = await res.json();
  return body.data;
}`,
  },
  {
    name: 'axios-params',
    fixable: true,
    imports: ['axios'],
    code: ({ id, T }) => `export async function listQualified${id}(jobId${T(': string')}, limit = 100) {
  const { data } = await axios.get(\`\${BASE}/v2/applications\`, {
    params: { state: 'QUALIFIED', jobId, limit },
    timeout: 10_000,
  });
  return data;
}`,
  },
  {
    name: 'axios-instance',
    fixable: true,
    imports: ['axios'],
    code: ({ id, T }) => `const hiringApi${id} = axios.create({ baseURL: \`\${BASE}/v2\`, timeout: 15_000 });

export async function screeningQueue${id}(recruiterId${T(': string')}) {
  const response = await hiringApi${id}.get('/applications', { params: { state: 'SCREENING', recruiterId } });
  return response.data.filter((app${T(': Application')}) => app.state === 'SCREENING');
}`,
  },
  {
    name: 'got-search-params',
    fixable: true,
    imports: ['got'],
    code: ({ id, T }) => `export async function qualifiedForJob${id}(jobId${T(': string')}) {
  const apps${T(': Application[]')} = await got(\`\${BASE}/v2/applications\`, {
    searchParams: { state: 'QUALIFIED', jobId },
    responseType: 'json',
  }).json();
  return apps.map((app) => ({ id: app.id, name: app.candidateName }));
}`,
  },
  {
    name: 'ky-search-params',
    fixable: true,
    imports: ['ky'],
    code: ({ id, T }) => `export async function screeningPage${id}(page${T(': number')}) {
  return ky.get(\`\${BASE}/v2/applications\`, { searchParams: { state: 'SCREENING', page } }).json${T('<Application[]>')}();
}`,
  },
  {
    name: 'loop-comparison',
    fixable: true,
    code: ({ id, T }) => `export async function splitPipeline${id}(jobId${T(': string')}) {
  const res = await fetch(\`\${BASE}/v2/applications?jobId=\${jobId}\`);
  const apps${T(': Application[]')} = await res.json();
  const screening = [];
  const qualified = [];
  for (const app of apps) if (app.state === 'SCREENING') screening.push(app);
  for (const app of apps) {
    if (app.state === 'QUALIFIED') {
      qualified.push(app);
    }
  }
  return { screening, qualified, total: apps.length };
}`,
  },
  {
    name: 'current-stage',
    fixable: true,
    code: ({ id, T }) => `export async function stageLabel${id}(applicationId${T(': string')})${T(': Promise<string>')} {
  const res = await fetch(\`\${BASE}/v2/applications/\${applicationId}\`);
  const app = await res.json();
  return \`\${app.candidateName}: \${app.currentStage.name}\`;
}`,
  },
  {
    name: 'dynamic-filter',
    fixable: true,
    imports: ['axios'],
    code: ({ id, T }) => `export async function byLegacyState${id}(state${T(': string')}, jobId${T('?: string')}) {
  const { data } = await axios.get(\`\${BASE}/v2/applications\`, { params: { state, jobId } });
  return data;
}`,
  },
];

/** Integration-side code that must stay silent: other endpoints' `state`, OAuth `state`, addresses. */
const LOOKALIKE_BLOCKS = [
  {
    name: 'jobs-state',
    code: ({ id, T }) => `export async function openJobs${id}()${T(': Promise<Job[]>')} {
  const res = await fetch(\`\${BASE}/v2/jobs?state=open\`);
  const jobs${T(': Job[]')} = await res.json();
  return jobs.filter((job) => job.state === 'open');
}`,
  },
  {
    name: 'oauth-state',
    code: ({ id, T }) => `export function authorizeUrl${id}(clientId${T(': string')}, redirectUri${T(': string')})${T(': string')} {
  const state = crypto.randomUUID();
  sessionStorage.setItem('oauth.state', state);
  const url = new URL('https://auth.example.com/authorize');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

export function checkCallback${id}(params${T(': URLSearchParams')}) {
  if (params.get('state') !== sessionStorage.getItem('oauth.state')) throw new Error('state mismatch');
  return params.get('code');
}`,
  },
  {
    name: 'address-state',
    code: ({ id, T }) => `export function formatAddress${id}(candidate${T(': { address?: { city: string; state: string; zip: string } }')}) {
  const a = candidate.address;
  return a ? \`\${a.city}, \${a.state} \${a.zip}\` : '';
}`,
  },
  {
    name: 'migrated',
    code: ({ id, T }) => `export async function activeInterviews${id}(jobId${T(': string')}) {
  const res = await fetch(\`\${BASE}/v2/applications?hiringState=ACTIVE&stageType=INTERVIEW&jobId=\${jobId}\`);
  const apps = await res.json();
  return apps.filter((app) => app.hiringState === 'ACTIVE' && app.pipelineStage?.type === 'INTERVIEW');
}`,
  },
];

const TS_APPLICATION_TYPES = `export type ApplicationState = 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED';

export interface Stage {
  id: string;
  name: string;
  position: number;
}

export interface Application {
  id: string;
  candidateId: string;
  candidateName: string;
  jobId: string;
  state: ApplicationState;
  currentStage: Stage | null;
  appliedAt: string;
}

export interface Job {
  id: string;
  title: string;
  state: 'draft' | 'open' | 'closed';
}`;

// ------------------------------------------------------------------------------------------------
// React/Redux blocks: unrelated `state` everywhere.

const APP_BLOCKS = [
  {
    name: 'class-component',
    jsx: true,
    imports: ['react'],
    code: ({ id, T, w }) => `export class ${cap(w)}Panel${id} extends React.Component${T(`<{ title: string }, { open: boolean; count: number }>`)} {
  state = { open: false, count: 0 };

  toggle = () => {
    this.setState((state) => ({ open: !state.open, count: state.count + 1 }));
  };

  componentDidUpdate(prevProps${T(': { title: string }')}, prevState${T(': { open: boolean; count: number }')}) {
    if (prevState.count !== this.state.count && this.state.count > 10) {
      this.setState({ count: 0 });
    }
  }

  render() {
    const { open, count } = this.state;
    return (
      <section className={open ? '${w}-panel open' : '${w}-panel'}>
        <h2 onClick={this.toggle}>{this.props.title}</h2>
        {open && <p>Toggled {count} times; state: {this.state.open ? 'open' : 'closed'}</p>}
      </section>
    );
  }
}`,
  },
  {
    name: 'hooks-component',
    jsx: true,
    imports: ['react'],
    code: ({ id, T, w }) => `function ${w}Reducer${id}(state${T(`: { items: string[]; status: string }`)}, action${T(`: { type: string; payload?: any }`)}) {
  switch (action.type) {
    case 'add':
      return { ...state, items: [...state.items, action.payload] };
    case 'remove':
      return { ...state, items: state.items.filter((x) => x !== action.payload) };
    case 'status':
      return { ...state, status: action.payload };
    default:
      return state;
  }
}

export function ${cap(w)}List${id}({ initial }${T(': { initial: string[] }')}) {
  const [state, dispatch] = useReducer(${w}Reducer${id}, { items: initial, status: 'idle' });
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState${T('<string | null>')}(null);
  const visible = useMemo(() => state.items.filter((x) => !filter || x.includes(filter)), [state.items, filter]);

  useEffect(() => {
    if (state.status === 'saving') {
      const t = setTimeout(() => dispatch({ type: 'status', payload: 'idle' }), 300);
      return () => clearTimeout(t);
    }
  }, [state.status]);

  return (
    <div>
      <input value={draft} onChange={(e) => setDraft(e.target.value)} />
      <button onClick={() => { dispatch({ type: 'add', payload: draft }); setDraft(''); }}>Add</button>
      <input placeholder="filter" onChange={(e) => setFilter(e.target.value || null)} />
      <ul>{visible.map((item) => <li key={item}>{item}</li>)}</ul>
      {state.status !== 'idle' && <small>{state.status}</small>}
    </div>
  );
}`,
  },
  {
    name: 'redux-reducer',
    code: ({ id, T, w }) => `const initial${cap(w)}State${id} = { items: [], loading: false, error: null, state: 'idle' };

export function ${w}s${id}(state = initial${cap(w)}State${id}, action${T(': { type: string; payload?: any; error?: any }')}) {
  switch (action.type) {
    case '${w}s/fetchStarted':
      return { ...state, loading: true, state: 'loading' };
    case '${w}s/fetchSucceeded':
      return { ...state, loading: false, items: action.payload, state: 'ready' };
    case '${w}s/fetchFailed':
      return { ...state, loading: false, error: action.error, state: 'failed' };
    case '${w}s/updated':
      return {
        ...state,
        items: state.items.map((item${T(': any')}) => (item.id === action.payload.id ? { ...item, ...action.payload } : item)),
      };
    default:
      return state;
  }
}

export const select${cap(w)}s${id} = (state${T(': any')}) => state.${w}s.items;
export const select${cap(w)}Loading${id} = (state${T(': any')}) => state.${w}s.state === 'loading';`,
  },
  {
    name: 'redux-slice',
    imports: ['toolkit'],
    code: ({ id, T, w }) => `export const ${w}Slice${id} = createSlice({
  name: '${w}${id}',
  initialState: { entities: {}${T(' as Record<string, any>')}, state: 'idle', selectedId: null${T(' as string | null')} },
  reducers: {
    added(state, action) {
      state.entities[action.payload.id] = action.payload;
    },
    selected(state, action) {
      state.selectedId = action.payload;
    },
    statusChanged(state, action) {
      state.state = action.payload;
    },
    cleared(state) {
      state.entities = {};
      state.selectedId = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase('app/reset', (state) => {
      state.state = 'idle';
    });
  },
});

export const selectSelected${cap(w)}${id} = (state${T(': any')}) => state.${w}${id}.entities[state.${w}${id}.selectedId];`,
  },
  {
    name: 'connect',
    jsx: true,
    imports: ['react', 'react-redux'],
    code: ({ id, T, w }) => `const mapStateToProps${id} = (state${T(': any')}) => ({
  ${w}s: state.${w}s.items,
  loading: state.${w}s.state === 'loading',
  user: state.session.user,
});

function ${cap(w)}Summary${id}({ ${w}s, loading }${T(': { ' + w + 's: any[]; loading: boolean }')}) {
  const count = useSelector((state${T(': any')}) => state.${w}s.items.length);
  if (loading) return <span className="spinner" />;
  return <p>{count} ${w}s, first: {${w}s[0]?.name}</p>;
}

export const Connected${cap(w)}Summary${id} = connect(mapStateToProps${id})(${cap(w)}Summary${id});`,
  },
  {
    name: 'state-machine',
    code: ({ id, T }) => `export const fetchMachine${id} = {
  id: 'fetch${id}',
  initial: 'idle',
  states: {
    idle: { on: { FETCH: 'loading' } },
    loading: { on: { RESOLVE: 'success', REJECT: 'failure' } },
    success: { type: 'final' },
    failure: { on: { RETRY: 'loading' } },
  },
};

export function transition${id}(state${T(': string')}, event${T(': string')})${T(': string')} {
  const next = fetchMachine${id}.states[state${T(' as keyof typeof fetchMachine' + id + '.states')}]?.on?.[event];
  return next ?? state;
}

export function describe${id}(snapshot${T(': { value: string; context: any; matches(s: string): boolean }')}) {
  if (snapshot.matches('loading')) return 'Loading…';
  if (snapshot.value === 'failure') return \`Failed: \${snapshot.context.error}\`;
  return \`state = \${snapshot.value}\`;
}`,
  },
  {
    name: 'form-state-field',
    jsx: true,
    imports: ['react'],
    code: ({ id, T }) => `const US_STATES${id} = ['CA', 'NY', 'TX', 'WA'];

export function AddressForm${id}({ onSubmit }${T(': { onSubmit: (v: any) => void }')}) {
  const [form, setForm] = useState({ street: '', city: '', state: 'CA', zip: '' });
  const update = (key${T(': string')}) => (e${T(': any')}) => setForm((prev) => ({ ...prev, [key]: e.target.value }));
  const valid = form.state.length === 2 && US_STATES${id}.includes(form.state);
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSubmit(form); }}>
      <input name="city" value={form.city} onChange={update('city')} />
      <select name="state" value={form.state} onChange={update('state')}>
        {US_STATES${id}.map((s) => <option key={s}>{s}</option>)}
      </select>
      <button disabled={!valid}>Save</button>
    </form>
  );
}`,
  },
  {
    name: 'ts-state-types',
    tsOnly: true,
    code: ({ id, w }) => `export interface ${cap(w)}FormState${id} {
  state: 'idle' | 'submitting' | 'done';
  error?: string;
  values: Record<string, string>;
}

export type ${cap(w)}Action${id} =
  | { type: 'submit' }
  | { type: 'done' }
  | { type: 'fail'; error: string };

export function ${w}FormReducer${id}(state: ${cap(w)}FormState${id}, action: ${cap(w)}Action${id}): ${cap(w)}FormState${id} {
  switch (action.type) {
    case 'submit':
      return { ...state, state: 'submitting' };
    case 'done':
      return { ...state, state: 'done', error: undefined };
    case 'fail':
      return { ...state, state: 'idle', error: action.error };
  }
}`,
  },
  {
    // A look-alike that is rare in code that has nothing to do with hiring: a fraction of the weight.
    name: 'wizard-current-stage',
    weight: 0.15,
    code: ({ id, T }) => `export function wizard${id}(steps${T(': string[]')}) {
  const wizard = { stages: steps.map((name, index) => ({ name, index })), currentStage: { name: steps[0], index: 0 } };
  return {
    next() {
      const i = Math.min(wizard.currentStage.index + 1, wizard.stages.length - 1);
      wizard.currentStage = wizard.stages[i];
      return wizard.currentStage.name;
    },
    get state() {
      return { stage: wizard.currentStage.name, done: wizard.currentStage.index === wizard.stages.length - 1 };
    },
  };
}`,
  },
  {
    name: 'todo-fetch',
    code: ({ id, T, w }) => `export async function load${cap(w)}s${id}(done${T(': boolean')}) {
  const res = await fetch(\`/api/${w}s?state=\${done ? 'done' : 'open'}\`);
  const json = await res.json();
  return json.items.map((it${T(': any')}) => ({ ...it, state: it.state ?? 'open' }));
}`,
  },
  {
    name: 'utils',
    code: ({ id, T, w }) => `export function group${cap(w)}sBy${id}${T('<K extends string>')}(items${T(': Array<Record<string, any>>')}, key${T(': K')}) {
  const out${T(': Record<string, any[]>')} = {};
  for (const item of items) {
    const k = String(item[key]);
    (out[k] ??= []).push(item);
  }
  return out;
}

export const debounce${id} = (fn${T(': (...args: any[]) => void')}, ms = 200) => {
  let timer${T(': ReturnType<typeof setTimeout> | undefined')};
  return (...args${T(': any[]')}) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
};`,
  },
];

// ------------------------------------------------------------------------------------------------

const IMPORTS = {
  react: () => `import React, { useEffect, useMemo, useReducer, useState } from 'react';`,
  'react-redux': () => `import { connect, useSelector } from 'react-redux';`,
  toolkit: () => `import { createSlice } from '@reduxjs/toolkit';`,
  axios: () => `import axios from 'axios';`,
  got: () => `import got from 'got';`,
  ky: () => `import ky from 'ky';`,
};

function blockText(block, ctx) {
  return block.code(ctx);
}

function lines(text) {
  let n = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** One file's text. `kind` is 'integration' or 'app'; `targetLines` its approximate length. */
export function generateFile(r, { kind, ext, targetLines, index }) {
  const ts = ext === '.ts' || ext === '.tsx';
  const jsx = ext === '.jsx' || ext === '.tsx';
  const T = (s) => (ts ? s : '');
  const imports = new Set();
  const parts = [];
  let counter = 0;
  let total = 4;
  const usable = (b) => (!b.jsx || jsx) && (!b.tsOnly || ts);
  const add = (block) => {
    const ctx = { id: `${index}_${counter++}`, T, ts, w: r.pick(WORDS) };
    const code = blockText(block, ctx);
    for (const i of block.imports ?? []) imports.add(i);
    parts.push(code);
    total += lines(code) + 1;
  };
  if (kind === 'integration') {
    const fixable = INTEGRATION_BLOCKS.filter(usable);
    add(r.pick(fixable)); // every integration file needs a rewrite
    const appBlocks = APP_BLOCKS.filter(usable);
    const lookalikes = LOOKALIKE_BLOCKS.filter(usable);
    while (total < targetLines) {
      const x = r.next();
      if (x < 0.45) add(r.pick(fixable));
      else if (x < 0.7) add(r.pick(lookalikes));
      else add(r.weighted(appBlocks));
    }
  } else {
    const appBlocks = APP_BLOCKS.filter(usable);
    do add(r.weighted(appBlocks));
    while (total < targetLines);
  }
  const header = [];
  header.push(`// Generated by bench/lib/generate.mjs (${kind}). Do not edit.`);
  for (const key of Object.keys(IMPORTS)) if (imports.has(key)) header.push(IMPORTS[key](ts));
  if (kind === 'integration') {
    header.push('');
    header.push(`const BASE = process.env.HIRING_API_URL ?? 'https://hiring.example.com';`);
    header.push(`const token = () => process.env.HIRING_API_TOKEN ?? '';`);
    if (ts) header.push('', TS_APPLICATION_TYPES);
  }
  return `${header.join('\n')}\n\n${parts.join('\n\n')}\n`;
}

/**
 * Writes a corpus to `dir` (wiped first) and returns its manifest. Options: seed, files, integrationShare
 * (0..1), largeFiles (count of ~1,000-line files, split between the kinds), extensions, lines (the
 * other files' length range, default [25, 220]).
 */
export function generateCorpus(dir, options) {
  const { seed = 1, files = 2000, integrationShare = 0.3, largeFiles = 20, largeLines = 1000, extensions = ['.js', '.jsx', '.ts', '.tsx'], lines: range = [25, 220] } = options;
  // `lines` (a file's length, [min, max]) joins the parameters only when given, so earlier corpora keep theirs.
  const params = { version: GENERATOR_VERSION, seed, files, integrationShare, largeFiles, largeLines, extensions, ...(options.lines ? { lines: range } : {}) };
  const manifestFile = join(dir, 'manifest.json');
  if (existsSync(manifestFile)) {
    try {
      const old = JSON.parse(readFileSync(manifestFile, 'utf8'));
      if (JSON.stringify(old.params) === JSON.stringify(params)) return old;
    } catch {
      // regenerate
    }
  }
  rmSync(dir, { recursive: true, force: true });
  const r = rng(seed);
  const entries = [];
  const largeEvery = largeFiles > 0 ? Math.floor(files / largeFiles) : Infinity;
  for (let i = 0; i < files; i++) {
    const large = largeFiles > 0 && i % largeEvery === largeEvery - 1 && entries.filter((e) => e.large).length < largeFiles;
    // Large files alternate between the kinds so both are measured (when both kinds are asked for).
    const mixed = integrationShare > 0 && integrationShare < 1;
    const kind =
      large && mixed ? (entries.filter((e) => e.large).length % 2 === 0 ? 'integration' : 'app') : r.next() < integrationShare ? 'integration' : 'app';
    const ext = r.pick(extensions);
    const targetLines = large ? largeLines : r.int(range[0], range[1]);
    const text = generateFile(r, { kind, ext, targetLines, index: i });
    const area = kind === 'integration' ? r.pick(['hiring', 'sync', 'reports', 'api']) : r.pick(['components', 'store', 'pages', 'hooks', 'features']);
    const rel = `${kind === 'integration' ? 'integrations' : 'app'}/${area}/${String(Math.floor(i / 100)).padStart(2, '0')}/${kind === 'integration' ? 'hiring' : 'module'}${i}${large ? '.large' : ''}${ext}`;
    const file = join(dir, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    entries.push({ path: rel, kind, ext, large, lines: lines(text), bytes: Buffer.byteLength(text) });
  }
  const manifest = { params, files: entries };
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return manifest;
}

export function summarize(manifest) {
  const s = { files: manifest.files.length, integration: 0, app: 0, large: 0, lines: 0, bytes: 0, byExt: {} };
  for (const f of manifest.files) {
    s[f.kind]++;
    if (f.large) s.large++;
    s.lines += f.lines;
    s.bytes += f.bytes;
    s.byExt[f.ext] = (s.byExt[f.ext] ?? 0) + 1;
  }
  return s;
}
