import rule from '../../rules/no-scorecard-pagination.js';
import { ruleTester } from '../support/rule-tester.js';

/** An SDK class whose generic `list` pages the scorecards, and a 404 told by the error's flag. */
const SDK_CLASS = [
  'export class Scorecards {',
  '  async list(id, page) {',
  '    try {',
  '      return await this.http.request(`/v2/applications/${id}/scorecards`);',
  '    } catch (err) {',
  '      if (err instanceof ApiError && err.isNotFound) return [];',
  '      throw err;',
  '    }',
  '  }',
  '  async all(id) {',
  '    const out = [];',
  '    for (let page = 1; ; page++) {',
  '      const batch = await this.list(id, page);',
  '      out.push(...batch);',
  '      if (batch.length < 25) break;',
  '    }',
  '    return out;',
  '  }',
  '}',
].join('\n');

/**
 * A walker handed a page-fetching function (the request inside it takes the page it is called with),
 * the page size and count set in constants and a settings object, and a parameter default.
 */
const CALLBACK_PAGER = [
  "const PAGE_SIZE = 20;",
  "const MAX_PAGES = 10;",
  "async function walkPages(fetchPage, { pageSize, maxPages }) {",
  "  const all = [];",
  "  for (let page = 1; page <= maxPages; page += 1) {",
  "    const batch = await fetchPage(page, pageSize);",
  "    all.push(...batch);",
  "    if (batch.length < pageSize) break;",
  "  }",
  "  return all;",
  "}",
  "function cardsPage(id, page, perPage = 50) {",
  "  return http.get(`/v2/applications/${id}/scorecards`, { params: { page, per_page: perPage } });",
  "}",
  "export function allCards(id) {",
  "  return walkPages((page, size) => cardsPage(id, page, size), {",
  "    pageSize: PAGE_SIZE,",
  "    maxPages: MAX_PAGES,",
  "  });",
  "}",
].join('\n');

/**
 * A team's `request(cfg, method, path, params)` helper (the URL third), a cursor loop in an async
 * generator, and a 404 that ends the generator: it yields no scorecards.
 */
const CURSOR_GENERATOR = [
  'async function request(cfg, method, path, params, body) {',
  '  const url = new URL(path, cfg.baseUrl);',
  '  if (params) url.search = params.toString();',
  '  const res = await fetch(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });',
  '  if (!res.ok) throw new HttpError(res.status);',
  '  return res.json();',
  '}',
  'export async function* scorecards(cfg, id) {',
  '  let cursor = null;',
  '  do {',
  "    const params = new URLSearchParams({ limit: '50' });",
  "    if (cursor) params.set('cursor', cursor);",
  '    let body;',
  '    try {',
  "      body = await request(cfg, 'GET', `/v2/applications/${id}/scorecards`, params);",
  '    } catch (err) {',
  '      if (err.status === 404) return;',
  '      throw err;',
  '    }',
  '    cursor = body.nextCursor;',
  '    yield* body.items;',
  '  } while (cursor);',
  '}',
].join('\n');

/** A generator that yields the list (the response, or its `items`), and a 404 taken for none where it is consumed. */
const YIELDED_LIST = [
  'async function* scorecardPages(id) {',
  "  const res = await api('GET', `/v2/applications/${id}/scorecards`);",
  '  yield Array.isArray(res) ? res : res?.items ?? [];',
  '}',
  'export async function allScorecards(id) {',
  '  const cards = [];',
  '  try {',
  '    for await (const page of scorecardPages(id)) cards.push(...page);',
  '  } catch (err) {',
  '    if (err.status === 404) return [];',
  '    throw err;',
  '  }',
  '  return cards;',
  '}',
].join('\n');

/**
 * An ES5 client paging by recursion: `next(page + 1)` from the answer's callback. A retry by recursion
 * (`attempt(n + 1)`, `n` never sent) is not paging.
 */
const RECURSIVE_PAGES = [
  'function Client(host) { this.host = host; }',
  'Client.prototype.get = function (path, query, callback) {',
  "  https.get({ host: this.host, path: path + '?' + querystring.stringify(query) }, function (res) { callback(null, res); });",
  '};',
  'Client.prototype.scorecards = function (id, callback) {',
  '  var self = this;',
  '  var all = [];',
  '  function next(page) {',
  "    self.get('/v2/applications/' + id + '/scorecards', { page: page }, function (err, items) {",
  '      if (err) return callback(err);',
  '      all = all.concat(items);',
  '      if (items.length === 20) return next(page + 1);',
  '      callback(null, all);',
  '    });',
  '  }',
  '  next(1);',
  '};',
  'Client.prototype.retry = function (id, callback) {',
  '  var self = this;',
  '  function attempt(n) {',
  "    self.get('/v2/applications/' + id + '/scorecards', {}, function (err, items) {",
  '      if (err && n < 3) return attempt(n + 1);',
  '      callback(err, items);',
  '    });',
  '  }',
  '  attempt(0);',
  '};',
].join('\n');

/** A helper that pages whatever path it is handed, called with the scorecard list's path (and another's). */
const PAGING_HELPER = [
  "const request = require('superagent');",
  'const BASE = process.env.HIRING_BASE_URL;',
  'async function fetchAllPages(path, pageSize = 25) {',
  '  const items = [];',
  '  for (let page = 1; page <= 20; page++) {',
  '    const res = await request.get(BASE + path).query({ page, per_page: pageSize });',
  '    items.push(...res.body);',
  '    if (res.body.length < pageSize) break;',
  '  }',
  '  return items;',
  '}',
  'exports.scorecards = (id) => fetchAllPages(`/v2/applications/${id}/scorecards`);',
  "exports.jobs = () => fetchAllPages('/v2/jobs');",
].join('\n');

/** RxJS paging: `expand` asks for the next page until a short one, `catchError` takes a 404 for none. */
const RX_PAGES = [
  'const page = (id, n) => http.get(`/v2/applications/${id}/scorecards`, { params: { page: n } });',
  'export const all = (id) =>',
  '  page(id, 1).pipe(',
  '    expand((batch, i) => (batch.length < 25 ? EMPTY : page(id, i + 2))),',
  '    catchError((err) => (err.status === 404 ? of([]) : throwError(() => err))),',
  '  );',
].join('\n');

const GQL_PAGE = "export const resolvers = {\n  Application: {\n    async scorecards(parent, args, ctx) {\n      const limit = args.first ?? 10;\n      const { data } = await ctx.http.get(`/v2/applications/${parent.id}/scorecards`, { params: { cursor: args.after, limit } });\n      return { nodes: data, pageInfo: { hasNextPage: data.length === limit } };\n    },\n  },\n};\n";

const CLASS_PAGE = "export class ScorecardPage {\n  page = 1;\n  perPage = 20;\n}\nexport async function list(http, id, query = new ScorecardPage()) {\n  const { data } = await http.get(`/v2/applications/${id}/scorecards`, { params: { page: query.page, per_page: query.perPage } });\n  return data;\n}\n";

const PAGED_METHOD = `class Scorecards {
  async list(id: string, { page = 1, perPage = 25 }: { page?: number; perPage?: number } = {}) {
    const rows: unknown[] = await this.send('GET', \`/v2/applications/\${id}/scorecards?page=\${page}&perPage=\${perPage}\`);
    return { items: rows, hasMore: rows.length >= perPage };
  }
  async all(id: string) {
    const out: unknown[] = [];
    let page = 1;
    for (;;) {
      const res = await this.list(id, { page });
      out.push(...res.items);
      if (!res.hasMore) break;
      page += 1;
    }
    return out;
  }
  declare send: (m: string, p: string) => Promise<unknown[]>;
}`;

const FLAG_LOOP = `export async function loadScorecards(applicationId) {
  const all = [];
  let page = 1;
  let more = true;
  while (more) {
    const { data } = await http.get(\`/v2/applications/\${applicationId}/scorecards\`, { params: { page } });
    all.push(...data);
    more = data.length === 20;
    page += 1;
  }
  return all;
}`;

const GOT_PAGINATION = "import type { Got } from 'got';\nconst SCORECARD_PAGE_SIZE = 50;\nexport async function fetchAllScorecards(http: Got, applicationId: string) {\n  const url = `v2/applications/${encodeURIComponent(applicationId)}/scorecards`;\n  let page = 1;\n  return http.paginate.all(url, {\n    searchParams: { page, per_page: SCORECARD_PAGE_SIZE },\n    pagination: {\n      paginate: ({ currentItems }) => {\n        if (currentItems.length < SCORECARD_PAGE_SIZE) return false;\n        page += 1;\n        return { searchParams: { page, per_page: SCORECARD_PAGE_SIZE } };\n      },\n    },\n  });\n}\nexport async function one(http: Got, applicationId: string) {\n  return http.get(`v2/applications/${encodeURIComponent(applicationId)}/scorecards`, { searchParams: { page: 1 } }).json();\n}\n";

ruleTester().run('no-scorecard-pagination', rule, {
  valid: [
    // A lender's API under the same path, in a file whose states are its own (SCREENING beside FUNDED): its scorecards are its own to page.
    "export type LoanState = 'DRAFT' | 'SCREENING' | 'QUALIFIED' | 'UNDERWRITING' | 'FUNDED';\nexport async function creditScorecards(base: string, id: string): Promise<unknown[]> {\n  const cards: unknown[] = [];\n  for (let page = 1; ; page++) {\n    const batch: unknown[] = await (await fetch(`${base}/v2/applications/${id}/scorecards?page=${page}&pageSize=25`)).json();\n    cards.push(...batch);\n    if (batch.length < 25) return cards;\n  }\n}\n",
    // An infinite query of another list.
    "import { useInfiniteQuery } from '@tanstack/react-query';\nexport const useJobs = () => useInfiniteQuery({ queryKey: ['jobs'], queryFn: ({ pageParam }) => fetch(`/v2/jobs?page=${pageParam}`).then((r) => r.json()), initialPageParam: 1, getNextPageParam: (last) => last.next });",
    // Another vendor's API on the same paths (its own lower-case states): its paging helper is its own business.
    "export type RfState = 'new' | 'screening' | 'qualified' | 'withdrawn';\nasync function* paginate(path) {\n  let cursor;\n  do {\n    const page = await get(path, { limit: '50', cursor });\n    yield* page.data;\n    cursor = page.next_cursor;\n  } while (cursor);\n}\nexport const scorecards = (id) => paginate(`/v2/applications/${id}/scorecards`);",
    'const res = await fetch(`${BASE}/v2/applications/${id}/scorecards`); const cards = await res.json();',
    // One request per application is not paging, whatever the loop.
    'for (const id of ids) { const res = await fetch(`${BASE}/v2/applications/${id}/scorecards`); out.push(await res.json()); }',
    'for (let i = 0; i < ids.length; i++) { const { data } = await axios.get(`${BASE}/v2/applications/${ids[i]}/scorecards`); out.push(data); }',
    // A retry loop stops on success, not on an empty page.
    'for (let attempt = 0; attempt < 3; attempt++) { const res = await fetch(`${BASE}/v2/applications/${id}/scorecards`); if (res.ok) return res.json(); }',
    // Paging other lists.
    "for (let page = 1; ; page++) { const { data } = await axios.get(`${BASE}/v2/applications`, { params: { jobId, page, limit: 100 } }); if (data.length < 100) break; }",
    'await fetch(`https://harvest.greenhouse.io/v1/applications/${id}/scorecards?per_page=100&page=${page}`);',
    // A 404 of another endpoint, and a 404 of this one that is not taken for "none".
    'const res = await fetch(`${BASE}/v2/applications/${id}`); if (res.status === 404) return [];',
    "const res = await fetch(`${BASE}/v2/applications/${id}/scorecards`); if (res.status === 404) throw new Error('unknown application');",
    // A walker handed a function that pages another list; the page size it is handed stays the team's.
    CALLBACK_PAGER.replace('/scorecards', '/notes'),
    // A class's own paginate method says nothing by its name.
    'class Sdk { async all(id) { for await (const card of this.paginate(`/v2/applications/${id}/scorecards`, {})) out.push(card); } }',
    // An inherited paginate of another list of the same base path.
    "class Applications extends BaseResource {\n  constructor(http) {\n    super(http, '/v2/applications');\n  }\n  all() {\n    return this.paginate(this.path());\n  }\n}\n",
    // got paging another list.
    'await client.paginate.all(`v2/jobs/${id}/scorecards-export`, { pagination: { requestLimit: 20 } });',
    // A not-found flag of another request's error.
    'try { await fetch(`${BASE}/v2/applications/${id}`); } catch (err) { if (err.isNotFound) return []; }',
  ],
  invalid: [
    {
      "name": "a page asked for inside a callback run in place (call(() => http.get(\u2026).json())) in a for loop: the loop, its page, the page size and the short-page exit are the paging (the answer comes out of the call)",
      "filename": "paging-callback.ts",
      "code": "import ky from 'ky';\nconst http = ky.create({ prefixUrl: 'https://hiring.example.com' });\nconst PAGE_SIZE = 100;\nasync function call<T>(run: () => Promise<T>): Promise<T> {\n  return run();\n}\nexport async function listScorecards(applicationId: string) {\n  const all: unknown[] = [];\n  for (let page = 1; ; page++) {\n    const searchParams = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE) });\n    const batch = await call(() => http.get(`v2/applications/${applicationId}/scorecards`, { searchParams }).json<unknown[]>());\n    all.push(...batch);\n    if (batch.length < PAGE_SIZE) break;\n  }\n  return all;\n}\n",
      "errors": [
        {
          "messageId": "parameter",
          "line": 3
        },
        {
          "messageId": "loop",
          "line": 9
        },
        {
          "messageId": "parameterInLoop",
          "line": 10
        },
        {
          "messageId": "parameter",
          "line": 10,
          "suggestions": [
            {
              "messageId": "dropParameter",
              "output": "import ky from 'ky';\nconst http = ky.create({ prefixUrl: 'https://hiring.example.com' });\nconst PAGE_SIZE = 100;\nasync function call<T>(run: () => Promise<T>): Promise<T> {\n  return run();\n}\nexport async function listScorecards(applicationId: string) {\n  const all: unknown[] = [];\n  for (let page = 1; ; page++) {\n    const searchParams = new URLSearchParams({ page: String(page) });\n    const batch = await call(() => http.get(`v2/applications/${applicationId}/scorecards`, { searchParams }).json<unknown[]>());\n    all.push(...batch);\n    if (batch.length < PAGE_SIZE) break;\n  }\n  return all;\n}\n"
            }
          ]
        },
        {
          "messageId": "untilEmpty",
          "line": 13
        }
      ]
    },
    {
      name: "a resource whose base class (in another module) pages: this.paginate of the scorecard path it builds from the path handed to super()",
      code: "export class ScorecardsResource extends BaseResource {\n  constructor(http) {\n    super(http, '/v2/applications');\n  }\n  list(applicationId) {\n    return collect(this.paginate(this.path(applicationId, 'scorecards')));\n  }\n}\n",
      errors: [{ messageId: 'loop', line: 6 }],
    },
    {
      "name": "a wrapper's own paging parameters (`{ page, pageSize }: ScorecardPageQuery`) and the members of the file's type that declare them; of a settings object (`cfg.scorecardPageSize`) only the member; not the parameter or local of a helper whose return is sent (`toInt(raw, 1)`)",
      "filename": "paging-params.ts",
      "code": "import axios from 'axios';\nexport interface ScorecardPageQuery {\n  page: number;\n  pageSize: number;\n}\nexport interface ClientConfig {\n  baseUrl: string;\n  scorecardPageSize: number;\n}\nconst http = axios.create({ baseURL: 'https://hiring.example.com/v2' });\nfunction toInt(value: unknown, fallback: number): number {\n  const n = Number(value);\n  return Number.isFinite(n) ? n : fallback;\n}\nexport async function getPage(applicationId: string, { page, pageSize }: ScorecardPageQuery) {\n  const { data } = await http.get(`/applications/${applicationId}/scorecards`, { params: { page, pageSize } });\n  return data;\n}\nexport async function firstPage(cfg: ClientConfig, applicationId: string, raw: string) {\n  const { data } = await http.get(`/applications/${applicationId}/scorecards`, { params: { per_page: cfg.scorecardPageSize, page: toInt(raw, 1) } });\n  return data;\n}\n",
      "errors": [
        {
          "messageId": "parameter",
          "line": 3
        },
        {
          "messageId": "parameter",
          "line": 4
        },
        {
          "messageId": "parameter",
          "line": 8
        },
        {
          "messageId": "parameter",
          "line": 15
        },
        {
          "messageId": "parameter",
          "line": 15
        },
        {
          "messageId": "parameter",
          "line": 16,
          "suggestions": [
            {
              "messageId": "dropParameter",
              "output": "import axios from 'axios';\nexport interface ScorecardPageQuery {\n  page: number;\n  pageSize: number;\n}\nexport interface ClientConfig {\n  baseUrl: string;\n  scorecardPageSize: number;\n}\nconst http = axios.create({ baseURL: 'https://hiring.example.com/v2' });\nfunction toInt(value: unknown, fallback: number): number {\n  const n = Number(value);\n  return Number.isFinite(n) ? n : fallback;\n}\nexport async function getPage(applicationId: string, { page, pageSize }: ScorecardPageQuery) {\n  const { data } = await http.get(`/applications/${applicationId}/scorecards`, { params: { pageSize } });\n  return data;\n}\nexport async function firstPage(cfg: ClientConfig, applicationId: string, raw: string) {\n  const { data } = await http.get(`/applications/${applicationId}/scorecards`, { params: { per_page: cfg.scorecardPageSize, page: toInt(raw, 1) } });\n  return data;\n}\n"
            }
          ]
        },
        {
          "messageId": "parameter",
          "line": 16,
          "suggestions": [
            {
              "messageId": "dropParameter",
              "output": "import axios from 'axios';\nexport interface ScorecardPageQuery {\n  page: number;\n  pageSize: number;\n}\nexport interface ClientConfig {\n  baseUrl: string;\n  scorecardPageSize: number;\n}\nconst http = axios.create({ baseURL: 'https://hiring.example.com/v2' });\nfunction toInt(value: unknown, fallback: number): number {\n  const n = Number(value);\n  return Number.isFinite(n) ? n : fallback;\n}\nexport async function getPage(applicationId: string, { page, pageSize }: ScorecardPageQuery) {\n  const { data } = await http.get(`/applications/${applicationId}/scorecards`, { params: { page } });\n  return data;\n}\nexport async function firstPage(cfg: ClientConfig, applicationId: string, raw: string) {\n  const { data } = await http.get(`/applications/${applicationId}/scorecards`, { params: { per_page: cfg.scorecardPageSize, page: toInt(raw, 1) } });\n  return data;\n}\n"
            }
          ]
        },
        {
          "messageId": "parameter",
          "line": 20,
          "suggestions": [
            {
              "messageId": "dropParameter",
              "output": "import axios from 'axios';\nexport interface ScorecardPageQuery {\n  page: number;\n  pageSize: number;\n}\nexport interface ClientConfig {\n  baseUrl: string;\n  scorecardPageSize: number;\n}\nconst http = axios.create({ baseURL: 'https://hiring.example.com/v2' });\nfunction toInt(value: unknown, fallback: number): number {\n  const n = Number(value);\n  return Number.isFinite(n) ? n : fallback;\n}\nexport async function getPage(applicationId: string, { page, pageSize }: ScorecardPageQuery) {\n  const { data } = await http.get(`/applications/${applicationId}/scorecards`, { params: { page, pageSize } });\n  return data;\n}\nexport async function firstPage(cfg: ClientConfig, applicationId: string, raw: string) {\n  const { data } = await http.get(`/applications/${applicationId}/scorecards`, { params: { page: toInt(raw, 1) } });\n  return data;\n}\n"
            }
          ]
        },
        {
          "messageId": "parameter",
          "line": 20,
          "suggestions": [
            {
              "messageId": "dropParameter",
              "output": "import axios from 'axios';\nexport interface ScorecardPageQuery {\n  page: number;\n  pageSize: number;\n}\nexport interface ClientConfig {\n  baseUrl: string;\n  scorecardPageSize: number;\n}\nconst http = axios.create({ baseURL: 'https://hiring.example.com/v2' });\nfunction toInt(value: unknown, fallback: number): number {\n  const n = Number(value);\n  return Number.isFinite(n) ? n : fallback;\n}\nexport async function getPage(applicationId: string, { page, pageSize }: ScorecardPageQuery) {\n  const { data } = await http.get(`/applications/${applicationId}/scorecards`, { params: { page, pageSize } });\n  return data;\n}\nexport async function firstPage(cfg: ClientConfig, applicationId: string, raw: string) {\n  const { data } = await http.get(`/applications/${applicationId}/scorecards`, { params: { per_page: cfg.scorecardPageSize } });\n  return data;\n}\n"
            }
          ]
        }
      ]
    },
    {
      "name": "paging handed to a (method, path, body, qs) helper after an empty body",
      "filename": "node.ts",
      "code": "import { apiRequest } from './GenericFunctions';\n\nexport async function execute(this: unknown, filters: { state?: string }, applicationId: string) {\n  const qs: Record<string, unknown> = {};\n  if (filters.state) qs.state = filters.state;\n  const applications = await apiRequest.call(this, 'GET', '/v2/applications', {}, qs);\n  const cards = await apiRequest.call(this, 'GET', `/v2/applications/${applicationId}/scorecards`, {}, { page: 2 });\n  return { applications, cards };\n}\n",
      "errors": [
        {
          "messageId": "parameter",
          "line": 7,
          "suggestions": [
            {
              "messageId": "dropParameter",
              "output": "import { apiRequest } from './GenericFunctions';\n\nexport async function execute(this: unknown, filters: { state?: string }, applicationId: string) {\n  const qs: Record<string, unknown> = {};\n  if (filters.state) qs.state = filters.state;\n  const applications = await apiRequest.call(this, 'GET', '/v2/applications', {}, qs);\n  const cards = await apiRequest.call(this, 'GET', `/v2/applications/${applicationId}/scorecards`, {}, {});\n  return { applications, cards };\n}\n"
            }
          ]
        }
      ],
      "output": null
    },
    {
      name: "what a paged answer would say of its pages, read from the scorecard list's (`res.data?.next`, the `Link` and `X-Total-Count` headers): the same reads of the application list's answer are not told",
      code: "import axios from 'axios';\nexport async function scorecardPage(id, page) {\n  const res = await axios.get(`/v2/applications/${id}/scorecards`, { params: { page } });\n  return { items: res.data.items ?? res.data, next: res.data?.next ?? res.headers['link'] ?? null, total: Number(res.headers['x-total-count'] ?? 0) };\n}\nexport async function applicationPage(cursor) {\n  const res = await axios.get('/v2/applications', { params: { cursor } });\n  return { items: res.data.items, next: res.data.next ?? null, total: res.headers['x-total-count'] };\n}\n",
      filename: "info.js",
      errors: [{"messageId": "parameter", "line": 2}, {"messageId": "parameter", "line": 3, "suggestions": [{"messageId": "dropParameter", "output": "import axios from 'axios';\nexport async function scorecardPage(id, page) {\n  const res = await axios.get(`/v2/applications/${id}/scorecards`, { params: {} });\n  return { items: res.data.items ?? res.data, next: res.data?.next ?? res.headers['link'] ?? null, total: Number(res.headers['x-total-count'] ?? 0) };\n}\nexport async function applicationPage(cursor) {\n  const res = await axios.get('/v2/applications', { params: { cursor } });\n  return { items: res.data.items, next: res.data.next ?? null, total: res.headers['x-total-count'] };\n}\n"}]}, {"messageId": "pageInfo", "line": 4}, {"messageId": "pageInfo", "line": 4}, {"messageId": "pageInfo", "line": 4}],
    },
    {
      name: "a `Link` header read with `headers.get` and a page number of the body's `meta`, from the scorecard list's answer",
      code: "export async function hasMoreScorecards(base: string, id: string): Promise<boolean> {\n  const res = await fetch(`${base}/v2/applications/${id}/scorecards?limit=20`);\n  const link = res.headers.get('link') ?? '';\n  const body = (await res.json()) as { meta?: { nextPage?: number } } | unknown[];\n  return /rel=\"next\"/.test(link) || (!Array.isArray(body) && body.meta?.nextPage != null);\n}\n",
      filename: "info2.ts",
      errors: [{"messageId": "parameter", "line": 2, "suggestions": [{"messageId": "dropParameter", "output": "export async function hasMoreScorecards(base: string, id: string): Promise<boolean> {\n  const res = await fetch(`${base}/v2/applications/${id}/scorecards`);\n  const link = res.headers.get('link') ?? '';\n  const body = (await res.json()) as { meta?: { nextPage?: number } } | unknown[];\n  return /rel=\"next\"/.test(link) || (!Array.isArray(body) && body.meta?.nextPage != null);\n}\n"}]}, {"messageId": "pageInfo", "line": 3}, {"messageId": "pageInfo", "line": 5}],
    },
    {
      name: "page size and count destructured from the team's settings under names that say what they are for (`scorecardPageSize`, `maxScorecardPages`)",
      code: "const { getConfig } = require('./config');\nexports.allScorecards = async function (client, applicationId) {\n  const { scorecardPageSize, maxScorecardPages } = getConfig();\n  const all = [];\n  for (let page = 1; page <= maxScorecardPages; page++) {\n    const batch = await client.get(`/v2/applications/${applicationId}/scorecards`, { page, per_page: scorecardPageSize });\n    all.push(...batch);\n    if (batch.length < scorecardPageSize) break;\n  }\n  return all;\n};\n",
      filename: "named.js",
      errors: [{"messageId": "parameter", "line": 3}, {"messageId": "parameter", "line": 3}, {"messageId": "loop", "line": 5}, {"messageId": "parameterInLoop", "line": 6}, {"messageId": "parameter", "line": 6, "suggestions": [{"messageId": "dropParameter", "output": "const { getConfig } = require('./config');\nexports.allScorecards = async function (client, applicationId) {\n  const { scorecardPageSize, maxScorecardPages } = getConfig();\n  const all = [];\n  for (let page = 1; page <= maxScorecardPages; page++) {\n    const batch = await client.get(`/v2/applications/${applicationId}/scorecards`, { page });\n    all.push(...batch);\n    if (batch.length < scorecardPageSize) break;\n  }\n  return all;\n};\n"}]}, {"messageId": "untilEmpty", "line": 8}],
    },
    {
      name: "a pager that calls itself from jQuery's success callback: the test on what the callback made of the body decides on another page, the first call starts the walk, and the pager's name and the page count it stops at go with it",
      code: "var MAX_PAGES = 25;\nexports.all = function (applicationId, callback) {\n  var collected = [];\n  function fetchPage(page) {\n    $.getJSON('/v2/applications/' + applicationId + '/scorecards', { page: page, per_page: 50 }, function (data) {\n      var batch = $.isArray(data) ? data : (data && data.data) || [];\n      collected = collected.concat(batch);\n      if (batch.length >= 50 && page < MAX_PAGES) {\n        fetchPage(page + 1);\n      } else {\n        callback(null, collected);\n      }\n    });\n  }\n  fetchPage(1);\n};\n",
      filename: "pager.js",
      errors: [{"messageId": "parameter", "line": 1}, {"messageId": "loop", "line": 4}, {"messageId": "parameter", "line": 4}, {"messageId": "parameter", "line": 5, "suggestions": [{"messageId": "dropParameter", "output": "var MAX_PAGES = 25;\nexports.all = function (applicationId, callback) {\n  var collected = [];\n  function fetchPage(page) {\n    $.getJSON('/v2/applications/' + applicationId + '/scorecards', { per_page: 50 }, function (data) {\n      var batch = $.isArray(data) ? data : (data && data.data) || [];\n      collected = collected.concat(batch);\n      if (batch.length >= 50 && page < MAX_PAGES) {\n        fetchPage(page + 1);\n      } else {\n        callback(null, collected);\n      }\n    });\n  }\n  fetchPage(1);\n};\n"}]}, {"messageId": "parameter", "line": 5, "suggestions": [{"messageId": "dropParameter", "output": "var MAX_PAGES = 25;\nexports.all = function (applicationId, callback) {\n  var collected = [];\n  function fetchPage(page) {\n    $.getJSON('/v2/applications/' + applicationId + '/scorecards', { page: page }, function (data) {\n      var batch = $.isArray(data) ? data : (data && data.data) || [];\n      collected = collected.concat(batch);\n      if (batch.length >= 50 && page < MAX_PAGES) {\n        fetchPage(page + 1);\n      } else {\n        callback(null, collected);\n      }\n    });\n  }\n  fetchPage(1);\n};\n"}]}, {"messageId": "untilEmpty", "line": 8}, {"messageId": "untilEmpty", "line": 8}, {"messageId": "loop", "line": 9}, {"messageId": "loop", "line": 15}],
    },
    {
      name: "openapi-generator's path with its placeholder filled in (`'/v2/applications/{applicationId}/scorecards'.replace(…)`), its query written key by key",
      code: "export async function scorecardsOf(api: BaseAPI, id: string): Promise<Response> {\n  const queryParameters: Record<string, unknown> = {};\n  queryParameters['page'] = 2;\n  return api.request({\n    path: `/v2/applications/{applicationId}/scorecards`.replace(`{${\"applicationId\"}}`, encodeURIComponent(String(id))),\n    method: 'GET',\n    query: queryParameters,\n  });\n}\n",
      filename: 'api.ts',
      errors: [{ messageId: 'parameter', line: 3, column: 3, suggestions: [{ messageId: 'dropParameter', output: "export async function scorecardsOf(api: BaseAPI, id: string): Promise<Response> {\n  const queryParameters: Record<string, unknown> = {};\n  return api.request({\n    path: `/v2/applications/{applicationId}/scorecards`.replace(`{${\"applicationId\"}}`, encodeURIComponent(String(id))),\n    method: 'GET',\n    query: queryParameters,\n  });\n}\n" }] }],
    },
    {
      name: "options made by a helper of the file that puts what it is handed into their params (requestOptions({ page, limit }))",
      code: "import axios from 'axios';\nfunction requestOptions(params) {\n  return { params, timeout: 5000, headers: { Authorization: `Bearer ${process.env.TOKEN}` } };\n}\nexport async function scorecardPage(id, page) {\n  const res = await axios.get(`${process.env.BASE}/v2/applications/${id}/scorecards`, requestOptions({ page, limit: 50 }));\n  return res.data;\n}\n",
      errors: [
        { messageId: 'parameter', line: 5, column: 41 },
        { messageId: 'parameter', line: 6, column: 104, suggestions: [{ messageId: 'dropParameter', output: "import axios from 'axios';\nfunction requestOptions(params) {\n  return { params, timeout: 5000, headers: { Authorization: `Bearer ${process.env.TOKEN}` } };\n}\nexport async function scorecardPage(id, page) {\n  const res = await axios.get(`${process.env.BASE}/v2/applications/${id}/scorecards`, requestOptions({ limit: 50 }));\n  return res.data;\n}\n" }] },
        { messageId: 'parameter', line: 6, column: 110, suggestions: [{ messageId: 'dropParameter', output: "import axios from 'axios';\nfunction requestOptions(params) {\n  return { params, timeout: 5000, headers: { Authorization: `Bearer ${process.env.TOKEN}` } };\n}\nexport async function scorecardPage(id, page) {\n  const res = await axios.get(`${process.env.BASE}/v2/applications/${id}/scorecards`, requestOptions({ page }));\n  return res.data;\n}\n" }] },
      ],
    },
    {
      name: "a path helper of the file whose suffix parameter has a default (applicationPath(id, '/scorecards') is the list, applicationPath(id) one application)",
      code: "function applicationPath(id, suffix = '') {\n  return `/v2/applications/${encodeURIComponent(id)}${suffix}`;\n}\nexport async function secondPage(id) {\n  const res = await fetch(`${process.env.BASE}${applicationPath(id, '/scorecards')}?page=2`);\n  return res.json();\n}\nexport async function one(id) {\n  return (await fetch(`${process.env.BASE}${applicationPath(id)}?page=2`)).json();\n}\n",
      errors: [{ messageId: 'parameter', line: 5, column: 85, suggestions: [{ messageId: 'dropParameter', output: "function applicationPath(id, suffix = '') {\n  return `/v2/applications/${encodeURIComponent(id)}${suffix}`;\n}\nexport async function secondPage(id) {\n  const res = await fetch(`${process.env.BASE}${applicationPath(id, '/scorecards')}`);\n  return res.json();\n}\nexport async function one(id) {\n  return (await fetch(`${process.env.BASE}${applicationPath(id)}?page=2`)).json();\n}\n" }] }],
    },
    {
      name: "a page size in a query class made from an object (QueryParams.fromObject), and a 404 caught by an operator of a function-form pipe",
      code: "const LIST_PARAMS = QueryParams.fromObject({ pageSize: 50 });\nexport function forApplication(http, config, id) {\n  const url = apiUrl(config, `v2/applications/${id}/scorecards`);\n  return pipe(\n    http.get(url, { params: LIST_PARAMS }),\n    catchError((err) => {\n      if (err.status === 404) return [];\n      throw err;\n    }),\n  );\n}\n",
      errors: [
        { messageId: 'parameter', line: 1, suggestions: [{ messageId: 'dropParameter', output: "const LIST_PARAMS = QueryParams.fromObject({});\nexport function forApplication(http, config, id) {\n  const url = apiUrl(config, `v2/applications/${id}/scorecards`);\n  return pipe(\n    http.get(url, { params: LIST_PARAMS }),\n    catchError((err) => {\n      if (err.status === 404) return [];\n      throw err;\n    }),\n  );\n}\n" }] },
        { messageId: 'notFoundAsEmpty', line: 7, suggestions: [{ messageId: 'dropNotFound', output: "const LIST_PARAMS = QueryParams.fromObject({ pageSize: 50 });\nexport function forApplication(http, config, id) {\n  const url = apiUrl(config, `v2/applications/${id}/scorecards`);\n  return pipe(\n    http.get(url, { params: LIST_PARAMS }),\n    catchError((err) => {\n      throw err;\n    }),\n  );\n}\n" }] },
      ],
    },
    {
      name: 'a page-fetching function handed to a walker of the file: the walker, its loop, the page it hands on, its exit, and where the sizes and counts are set',
      code: CALLBACK_PAGER,
      errors: [
        { messageId: 'parameter', line: 1 },
        { messageId: 'parameter', line: 2 },
        { messageId: 'parameter', line: 3 },
        { messageId: 'parameter', line: 3 },
        { messageId: 'loop', line: 5 },
        { messageId: 'parameterInLoop', line: 6 },
        { messageId: 'untilEmpty', line: 8 },
        { messageId: 'parameter', line: 12 },
        { messageId: 'parameter', line: 12 },
        { messageId: 'parameter', line: 13, suggestions: [{ messageId: 'dropParameter', output: CALLBACK_PAGER.replace('{ page, per_page', '{ per_page') }] },
        { messageId: 'parameter', line: 13, suggestions: [{ messageId: 'dropParameter', output: CALLBACK_PAGER.replace('page, per_page: perPage }', 'page }') }] },
        { messageId: 'handedToPager', line: 16 },
        { messageId: 'parameter', line: 17 },
        { messageId: 'parameter', line: 18 },
      ],
    },
    {
      name: "the scorecard path handed to a helper of the file that pages the path it is given; the helper's other lists are not reported",
      code: PAGING_HELPER,
      errors: [{ messageId: 'helper', line: 12, column: 44 }],
    },
    {
      name: 'paging by recursion from the callback of the request (next(page + 1)), not a retry',
      code: RECURSIVE_PAGES,
      errors: [
        { messageId: 'loop', line: 8 },
        { messageId: 'parameter', line: 8 },
        { messageId: 'parameter', line: 9, suggestions: [{ messageId: 'dropParameter', output: RECURSIVE_PAGES.replace('{ page: page }', '{}') }] },
        { messageId: 'untilEmpty', line: 12 },
        { messageId: 'loop', line: 12 },
        { messageId: 'loop', line: 16 },
      ],
    },
    {
      name: 'a generator yielding the list is its wrapper: a 404 caught around consuming it is taken for none',
      code: YIELDED_LIST,
      errors: [{ messageId: 'notFoundAsEmpty', line: 10, suggestions: [{ messageId: 'dropNotFound', output: YIELDED_LIST.replace("    if (err.status === 404) return [];\n", '') }] }],
    },
    {
      name: "a helper taking the URL after a config and a method, a cursor loop in a generator, a 404 that ends it",
      code: CURSOR_GENERATOR,
      errors: [
        { messageId: 'loop', line: 9 },
        { messageId: 'loop', line: 10 },
        { messageId: 'parameter', line: 11, suggestions: [{ messageId: 'dropParameter', output: CURSOR_GENERATOR.replace("new URLSearchParams({ limit: '50' })", 'new URLSearchParams({})') }] },
        { messageId: 'parameterInLoop', line: 12 },
        { messageId: 'notFoundAsEmpty', line: 17, suggestions: [] },
        { messageId: 'untilEmpty', line: 20 },
        { messageId: 'untilEmpty', line: 22 },
      ],
    },
    {
      name: "a loop run by a flag that each page sets (more = data.length === 20): that assignment is the loop's exit",
      code: FLAG_LOOP,
      filename: 'scorecards.js',
      errors: [
        { messageId: 'loop', line: 3 },
        { messageId: 'loop', line: 5 },
        { messageId: 'untilEmpty', line: 5 },
        { messageId: 'parameterInLoop', line: 6 },
        { messageId: 'untilEmpty', line: 8 },
        { messageId: 'loop', line: 9 },
      ],
    },
    {
      name: "a method whose paging values are picked out of an argument ({ page = 1 }, reported where their defaults are set), called in a loop that advances the page",
      code: PAGED_METHOD,
      errors: [
        { messageId: 'parameter', line: 2 },
        { messageId: 'parameter', line: 2 },
        { messageId: 'parameter', line: 3, suggestions: [{ messageId: 'dropParameter', output: PAGED_METHOD.replace('?page=${page}&perPage', '?perPage') }] },
        { messageId: 'parameter', line: 3, suggestions: [{ messageId: 'dropParameter', output: PAGED_METHOD.replace('&perPage=${perPage}', '') }] },
        { messageId: 'untilEmpty', line: 4 },
        { messageId: 'loop', line: 8 },
        { messageId: 'loop', line: 9 },
        { messageId: 'parameterInLoop', line: 10 },
        { messageId: 'untilEmpty', line: 12 },
        { messageId: 'loop', line: 13 },
      ],
    },
    {
      name: "an SDK class: a loop over its own method of a generic name (this.list), and a 404 told by the error's flag",
      code: SDK_CLASS,
      errors: [
        {
          messageId: 'notFoundAsEmpty',
          line: 6,
          column: 38,
          suggestions: [{ messageId: 'dropNotFound', output: SDK_CLASS.split('\n').filter((_, i) => i !== 5).join('\n') }],
        },
        { messageId: 'loop', line: 12 },
        { messageId: 'parameterInLoop', line: 13 },
        { messageId: 'untilEmpty', line: 15 },
      ],
    },
    {
      name: "got's pagination option: its keys, the test after which paginate returns false, the next page's parameters, the counter it advances and the constant page size",
      code: GOT_PAGINATION,
      output: "import type { Got } from 'got';\nconst SCORECARD_PAGE_SIZE = 50;\nexport async function fetchAllScorecards(http: Got, applicationId: string) {\n  const url = `v2/applications/${encodeURIComponent(applicationId)}/scorecards`;\n  let page = 1;\n  return http.paginate.all(url, {\n    searchParams: { page, per_page: SCORECARD_PAGE_SIZE },\n    pagination: {\n      paginate: ({ currentItems }) => {\n        if (currentItems.length < SCORECARD_PAGE_SIZE) return false;\n        page += 1;\n        return { searchParams: { page, per_page: SCORECARD_PAGE_SIZE } };\n      },\n    },\n  });\n}\nexport async function one(http: Got, applicationId: string) {\n  return http.get(`v2/applications/${encodeURIComponent(applicationId)}/scorecards`, { searchParams: {} }).json();\n}\n",
      errors: [
        { messageId: 'parameter', line: 2 },
        { messageId: 'loop', line: 5 },
        { messageId: 'loop', line: 6 },
        { messageId: 'parameter', line: 7, suggestions: [{ messageId: 'dropParameter', output: "import type { Got } from 'got';\nconst SCORECARD_PAGE_SIZE = 50;\nexport async function fetchAllScorecards(http: Got, applicationId: string) {\n  const url = `v2/applications/${encodeURIComponent(applicationId)}/scorecards`;\n  let page = 1;\n  return http.paginate.all(url, {\n    searchParams: { per_page: SCORECARD_PAGE_SIZE },\n    pagination: {\n      paginate: ({ currentItems }) => {\n        if (currentItems.length < SCORECARD_PAGE_SIZE) return false;\n        page += 1;\n        return { searchParams: { page, per_page: SCORECARD_PAGE_SIZE } };\n      },\n    },\n  });\n}\nexport async function one(http: Got, applicationId: string) {\n  return http.get(`v2/applications/${encodeURIComponent(applicationId)}/scorecards`, { searchParams: { page: 1 } }).json();\n}\n" }] },
        { messageId: 'parameter', line: 7, suggestions: [{ messageId: 'dropParameter', output: "import type { Got } from 'got';\nconst SCORECARD_PAGE_SIZE = 50;\nexport async function fetchAllScorecards(http: Got, applicationId: string) {\n  const url = `v2/applications/${encodeURIComponent(applicationId)}/scorecards`;\n  let page = 1;\n  return http.paginate.all(url, {\n    searchParams: { page },\n    pagination: {\n      paginate: ({ currentItems }) => {\n        if (currentItems.length < SCORECARD_PAGE_SIZE) return false;\n        page += 1;\n        return { searchParams: { page, per_page: SCORECARD_PAGE_SIZE } };\n      },\n    },\n  });\n}\nexport async function one(http: Got, applicationId: string) {\n  return http.get(`v2/applications/${encodeURIComponent(applicationId)}/scorecards`, { searchParams: { page: 1 } }).json();\n}\n" }] },
        { messageId: 'loop', line: 8 },
        { messageId: 'loop', line: 9 },
        { messageId: 'untilEmpty', line: 10 },
        { messageId: 'loop', line: 11 },
        { messageId: 'parameterInLoop', line: 12 },
        { messageId: 'parameterInLoop', line: 12 },
        { messageId: 'parameter', line: 18 },
      ],
    },
    {
      name: "got's pagination option: where paginate works out the next page is paging, the transform of each response is not",
      code: "export async function cards(client, id, size = 25) {\n  return client.paginate.all(`v2/applications/${id}/scorecards`, {\n    pagination: {\n      transform: (response) => response.body,\n      paginate: ({ response, currentItems }) => {\n        if (currentItems.length < size) return false;\n        const page = Number(new URL(response.url).searchParams.get('page') ?? 1) + 1;\n        return { searchParams: { page } };\n      },\n    },\n  });\n}\n",
      errors: [
        { messageId: 'loop', line: 2 },
        { messageId: 'loop', line: 3 },
        { messageId: 'loop', line: 5 },
        { messageId: 'untilEmpty', line: 6 },
        { messageId: 'loop', line: 7 },
        { messageId: 'parameterInLoop', line: 8 },
      ],
    },
    {
      name: 'one page answered, and whether another follows told by the answer\'s length against the limit sent (a GraphQL resolver\'s pageInfo)',
      code: GQL_PAGE,
      errors: [
        { messageId: 'parameter', line: 4 },
        { messageId: 'parameter', line: 5, suggestions: [{ messageId: 'dropParameter', output: GQL_PAGE.replace('cursor: args.after, ', '') }] },
        { messageId: 'parameter', line: 5, suggestions: [{ messageId: 'dropParameter', output: GQL_PAGE.replace(', limit }', ' }') }] },
        { messageId: 'untilEmpty', line: 6 },
      ],
    },
    {
      name: 'paging values read from an instance of a class of the file whose fields set them (query = new ScorecardPage(): page = 1, perPage = 20)',
      code: CLASS_PAGE,
      errors: [
        { messageId: 'parameter', line: 2 },
        { messageId: 'parameter', line: 3 },
        { messageId: 'parameter', line: 6, suggestions: [{ messageId: 'dropParameter', output: CLASS_PAGE.replace('page: query.page, ', '') }] },
        { messageId: 'parameter', line: 6, suggestions: [{ messageId: 'dropParameter', output: CLASS_PAGE.replace(', per_page: query.perPage', '') }] },
      ],
    },
    {
      name: "TanStack Query's infinite query around a page-fetching function: told where it asks for the next page, with its other paging options and the page it hands on",
      code: "import { useInfiniteQuery } from '@tanstack/react-query';\nasync function cardPage(id, page = 1) {\n  return (await fetch(`/v2/applications/${id}/scorecards?page=${page}`)).json();\n}\nexport function useCards(id) {\n  return useInfiniteQuery({\n    queryKey: ['cards', id],\n    queryFn: ({ pageParam }) => cardPage(id, pageParam),\n    initialPageParam: 1,\n    getNextPageParam: (last, pages) => (last.length ? pages.length + 1 : undefined),\n  });\n}\n",
      errors: [
        { messageId: 'parameter', line: 2 },
        { messageId: 'parameter', line: 3, suggestions: [{ messageId: 'dropParameter', output: "import { useInfiniteQuery } from '@tanstack/react-query';\nasync function cardPage(id, page = 1) {\n  return (await fetch(`/v2/applications/${id}/scorecards`)).json();\n}\nexport function useCards(id) {\n  return useInfiniteQuery({\n    queryKey: ['cards', id],\n    queryFn: ({ pageParam }) => cardPage(id, pageParam),\n    initialPageParam: 1,\n    getNextPageParam: (last, pages) => (last.length ? pages.length + 1 : undefined),\n  });\n}\n" }] },
        { messageId: 'parameterInLoop', line: 8 },
        { messageId: 'loop', line: 9 },
        { messageId: 'loop', line: 10 },
      ],
    },
    {
      name: 'a 404 told by a predicate handed the error (isNotFound(error), isStatus(err, 404))',
      code: "import { http, isNotFound, isStatus } from './http.js';\nexport async function fetchScorecards(applicationId) {\n  try {\n    const { data } = await http.get(`/v2/applications/${encodeURIComponent(applicationId)}/scorecards`);\n    return data;\n  } catch (error) {\n    if (isNotFound(error)) return [];\n    throw error;\n  }\n}\nexport async function cards(id) {\n  try {\n    return (await http.get(`/v2/applications/${id}/scorecards`)).data;\n  } catch (err) {\n    if (isStatus(err, 404)) return [];\n    throw err;\n  }\n}\n",
      filename: 'scorecards.js',
      errors: [
        { messageId: 'notFoundAsEmpty', line: 7, suggestions: [{ messageId: 'dropNotFound', output: "import { http, isNotFound, isStatus } from './http.js';\nexport async function fetchScorecards(applicationId) {\n  try {\n    const { data } = await http.get(`/v2/applications/${encodeURIComponent(applicationId)}/scorecards`);\n    return data;\n  } catch (error) {\n    throw error;\n  }\n}\nexport async function cards(id) {\n  try {\n    return (await http.get(`/v2/applications/${id}/scorecards`)).data;\n  } catch (err) {\n    if (isStatus(err, 404)) return [];\n    throw err;\n  }\n}\n" }] },
        { messageId: 'notFoundAsEmpty', line: 15, suggestions: [{ messageId: 'dropNotFound', output: "import { http, isNotFound, isStatus } from './http.js';\nexport async function fetchScorecards(applicationId) {\n  try {\n    const { data } = await http.get(`/v2/applications/${encodeURIComponent(applicationId)}/scorecards`);\n    return data;\n  } catch (error) {\n    if (isNotFound(error)) return [];\n    throw error;\n  }\n}\nexport async function cards(id) {\n  try {\n    return (await http.get(`/v2/applications/${id}/scorecards`)).data;\n  } catch (err) {\n    throw err;\n  }\n}\n" }] },
      ],
    },
    {
      name: "got pages for the caller (client.paginate.all), and a 404 told by a status helper",
      code: [
        'try {',
        '  return await client.paginate.all(`v2/applications/${id}/scorecards`, { pagination: { requestLimit: 20 } });',
        '} catch (err) {',
        '  if (statusOf(err) === 404) return [];',
        '  throw err;',
        '}',
      ].join('\n'),
      output: null,
      errors: [
        { messageId: 'loop', line: 2, column: 23 },
        { messageId: 'loop', line: 2, column: 74 },
        { messageId: 'loop', line: 2, column: 88 },
        {
          messageId: 'notFoundAsEmpty',
          line: 4,
          column: 7,
          suggestions: [
            {
              messageId: 'dropNotFound',
              output: ['try {', '  return await client.paginate.all(`v2/applications/${id}/scorecards`, { pagination: { requestLimit: 20 } });', '} catch (err) {', '  throw err;', '}'].join('\n'),
            },
          ],
        },
      ],
    },
    {
      name: 'RxJS: expand asks for the next page, and catchError takes a 404 for none',
      code: RX_PAGES,
      output: null,
      errors: [
        { messageId: 'parameter', line: 1, column: 19 },
        { messageId: 'parameter', line: 1, column: 83, suggestions: [{ messageId: 'dropParameter', output: RX_PAGES.replace('{ page: n }', '{}') }] },
        { messageId: 'loop', line: 4, column: 5 },
        { messageId: 'notFoundAsEmpty', line: 5, column: 26 },
      ],
    },
    {
      name: 'a 404 told by the error class (instanceof NotFoundError) or a predicate (err.notFound())',
      code: [
        'const cards = await ky.get(`${BASE}/v2/applications/${id}/scorecards`).json().catch((err) => (err instanceof NotFoundError ? [] : Promise.reject(err)));',
        'const more = await got(`${BASE}/v2/applications/${id}/scorecards`).json().catch((e) => (e.notFound() ? [] : Promise.reject(e)));',
      ].join('\n'),
      output: null,
      errors: [
        {
          messageId: 'notFoundAsEmpty',
          line: 1,
          column: 95,
          suggestions: [
            {
              messageId: 'dropNotFound',
              output: [
                'const cards = await ky.get(`${BASE}/v2/applications/${id}/scorecards`).json().catch((err) => (Promise.reject(err)));',
                'const more = await got(`${BASE}/v2/applications/${id}/scorecards`).json().catch((e) => (e.notFound() ? [] : Promise.reject(e)));',
              ].join('\n'),
            },
          ],
        },
        {
          messageId: 'notFoundAsEmpty',
          line: 2,
          column: 89,
          suggestions: [
            {
              messageId: 'dropNotFound',
              output: [
                'const cards = await ky.get(`${BASE}/v2/applications/${id}/scorecards`).json().catch((err) => (err instanceof NotFoundError ? [] : Promise.reject(err)));',
                'const more = await got(`${BASE}/v2/applications/${id}/scorecards`).json().catch((e) => (Promise.reject(e)));',
              ].join('\n'),
            },
          ],
        },
      ],
    },
    {
      name: "a loop over the file's own function that returns the scorecard list",
      code: "async function page(id, n) {\n  const { data } = await api.get(`/v2/applications/${id}/scorecards`);\n  return data;\n}\nexport async function all(id) {\n  const out = [];\n  for (let n = 1; ; n++) {\n    const batch = await page(id, n);\n    out.push(...batch);\n    if (batch.length < 25) break;\n  }\n  return out;\n}",
      errors: [
        { messageId: 'loop', line: 7 },
        { messageId: 'parameterInLoop', line: 8 },
        { messageId: 'untilEmpty', line: 10 },
      ],
    },
    {
      name: 'page=1 asks for the start of a list that comes whole: autofix',
      code: 'const res = await fetch(`${BASE}/v2/applications/${id}/scorecards?page=1`);',
      output: 'const res = await fetch(`${BASE}/v2/applications/${id}/scorecards`);',
      errors: [
        {
          // @ts-expect-error -- the RuleTester types leave out `message`, which it checks at run time: the whole sentence is the point here.
          message:
            'The scorecard list (GET /v2/applications/{applicationId}/scorecards) is not paginated: it returns every completed scorecard of the application in one array, so `page` will not page or limit what comes back.',
          line: 1,
          column: 67,
          endColumn: 73,
        },
      ],
    },
    {
      name: 'page=1 is fixed, per_page only suggested',
      code: "fetch('/v2/applications/' + id + '/scorecards?page=1&per_page=100');",
      output: "fetch('/v2/applications/' + id + '/scorecards?per_page=100');",
      errors: [
        { messageId: 'parameter', line: 1, column: 47, endColumn: 53 },
        {
          messageId: 'parameter',
          line: 1,
          column: 54,
          suggestions: [{ messageId: 'dropParameter', output: "fetch('/v2/applications/' + id + '/scorecards?page=1');" }],
        },
      ],
    },
    {
      name: 'params object in the call',
      code: 'axios.get(`${BASE}/v2/applications/${id}/scorecards`, { params: { page: 1, pageSize: 50 } });',
      output: 'axios.get(`${BASE}/v2/applications/${id}/scorecards`, { params: { pageSize: 50 } });',
      errors: [
        { messageId: 'parameter', line: 1, column: 67 },
        {
          messageId: 'parameter',
          line: 1,
          column: 76,
          suggestions: [
            { messageId: 'dropParameter', output: 'axios.get(`${BASE}/v2/applications/${id}/scorecards`, { params: { page: 1 } });' },
          ],
        },
      ],
    },
    {
      name: 'a params object built outside the call may be sent elsewhere too: suggestion only',
      code: ['const params = { offset: 0 };', 'axios.get(`${BASE}/v2/applications/${id}/scorecards`, { params });'].join('\n'),
      output: null,
      errors: [
        {
          messageId: 'parameter',
          line: 1,
          column: 18,
          suggestions: [
            {
              messageId: 'dropParameter',
              output: ['const params = {};', 'axios.get(`${BASE}/v2/applications/${id}/scorecards`, { params });'].join('\n'),
            },
          ],
        },
      ],
    },
    {
      name: 'limit from a variable: the caller expects fewer than it gets, so only a suggestion',
      code: 'const res = await fetch(`${BASE}/v2/applications/${id}/scorecards?limit=${limit}`, { headers });',
      output: null,
      errors: [
        {
          messageId: 'parameter',
          line: 1,
          column: 67,
          suggestions: [
            { messageId: 'dropParameter', output: 'const res = await fetch(`${BASE}/v2/applications/${id}/scorecards`, { headers });' },
          ],
        },
      ],
    },
    {
      name: 'a loop that advances the page: reported at the parameter, and at the loop and its exit beside it, nothing to suggest',
      code: [
        'for (let page = 1; ; page++) {',
        '  const { data } = await hiring.get(`${BASE}/v2/applications/${id}/scorecards`, { params: { page } });',
        '  out.push(...data);',
        '  if (data.length < PAGE_SIZE) break;',
        '}',
      ].join('\n'),
      output: null,
      errors: [
        { messageId: 'loop', line: 1, column: 1, endColumn: 4 },
        { messageId: 'parameterInLoop', line: 2, column: 93, suggestions: [] },
        { messageId: 'untilEmpty', line: 4, column: 7 },
      ],
    },
    {
      name: 'a loop until the list is empty',
      code: [
        'while (true) {',
        '  const { data } = await axios.get(`${BASE}/v2/applications/${id}/scorecards`);',
        '  if (!data.length) break;',
        '  all.push(...data);',
        '}',
      ].join('\n'),
      output: null,
      errors: [
        { messageId: 'loop', line: 1, column: 1, endColumn: 6 },
        { messageId: 'untilEmpty', line: 3, column: 7, endColumn: 19, suggestions: [] },
      ],
    },
    {
      name: 'a loop that follows next links, from a first URL held in the variable it follows them with',
      code: [
        'let url = `${BASE}/v2/applications/${id}/scorecards`;',
        'while (url) {',
        '  const res = await fetch(url);',
        '  const body = await res.json();',
        '  all.push(...body.data);',
        '  url = body.links?.next;',
        '}',
      ].join('\n'),
      output: null,
      errors: [
        { messageId: 'loop', line: 2, column: 1 },
        { messageId: 'nextLinks', line: 6, column: 3, suggestions: [] },
      ],
    },
    {
      name: 'a 404 in the catch around the request, taken for an empty list',
      code: [
        'try {',
        '  const { data } = await hiring.get(`${BASE}/v2/applications/${id}/scorecards`);',
        '  return data;',
        '} catch (err) {',
        '  if (axios.isAxiosError(err) && err.response?.status === 404) return [];',
        '  throw err;',
        '}',
      ].join('\n'),
      output: null,
      errors: [
        {
          // @ts-expect-error -- the RuleTester types leave out `message`, which it checks at run time: the whole sentence is the point here.
          message:
            'The scorecard list (GET /v2/applications/{applicationId}/scorecards) answers 200 OK with an empty array when an application has no scorecards; a 404 is not how it says "none", and turning it into an empty list hides the error it reports.',
          line: 5,
          column: 34,
          suggestions: [
            {
              messageId: 'dropNotFound',
              output: [
                'try {',
                '  const { data } = await hiring.get(`${BASE}/v2/applications/${id}/scorecards`);',
                '  return data;',
                '} catch (err) {',
                '  throw err;',
                '}',
              ].join('\n'),
            },
          ],
        },
      ],
    },
    {
      name: '.catch on the request, and a status joined with || (no suggestion)',
      code: [
        'const cards = await axios.get(`${BASE}/v2/applications/${id}/scorecards`).catch((err) => (err.response?.status === 404 ? [] : Promise.reject(err)));',
        'const res = await fetch(`${BASE}/v2/applications/${id}/scorecards`);',
        'if (res.status === 404 || res.status === 204) return [];',
      ].join('\n'),
      output: null,
      errors: [
        {
          messageId: 'notFoundAsEmpty',
          line: 1,
          column: 91,
          suggestions: [
            {
              messageId: 'dropNotFound',
              output: [
                'const cards = await axios.get(`${BASE}/v2/applications/${id}/scorecards`).catch((err) => (Promise.reject(err)));',
                'const res = await fetch(`${BASE}/v2/applications/${id}/scorecards`);',
                'if (res.status === 404 || res.status === 204) return [];',
              ].join('\n'),
            },
          ],
        },
        { messageId: 'notFoundAsEmpty', line: 3, column: 5, suggestions: [] },
      ],
    },
  ],
});
