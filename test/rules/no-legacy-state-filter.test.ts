import rule from '../../rules/no-legacy-state-filter.js';
import { FILTER_HELPER_TS, REMOVED, ruleTester } from '../support/rule-tester.js';


const FILTER_PARTS = `interface Filters { state?: 'SCREENING' | 'QUALIFIED'; jobId?: string }
type Paging = { page?: number };
async function list(filters: Partial<Filters> & Paging = {}) {
  return axios.get('/v2/applications', { params: filters });
}
export const byState = (s: Filters['state']) => list({ state: s });`;

const OWN_LIST = `interface ListParams { state?: string; page?: number }
export class Applications {
  constructor(private readonly base: string) {}
  async list(params: ListParams = {}): Promise<unknown[]> {
    const res = await fetch(\`\${this.base}/v2/applications?\` + new URLSearchParams(params as Record<string, string>));
    return (await res.json()) as unknown[];
  }
  shortlist() {
    return this.list({ state: 'QUALIFIED', page: 1 });
  }
}`;

const BOUND_RESOURCE = `interface ApplicationQuery { state?: 'SCREENING' | 'QUALIFIED'; jobId?: string }
export class ApplicationsResource extends BaseResource<Application, ApplicationQuery> {
  constructor(http: HttpClient) {
    super(http, '/v2/applications');
  }
  screening(jobId: string) {
    return this.list({ state: 'SCREENING', jobId });
  }
}`;

/** The members a filter type's `state?: …` becomes. */
const FILTER_MEMBERS = "hiringState?: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; stageType?: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED';";

const KEY_COPY = `interface Filters { state?: 'SCREENING' | 'QUALIFIED'; jobId?: string }
const PRESETS: Record<string, Filters> = {
  screen: { state: 'SCREENING' },
  shortlist: { state: 'QUALIFIED', jobId: 'j-1' },
};
export async function list(filters: Filters) {
  const out: Record<string, string> = {};
  Object.keys(filters).forEach((key) => {
    out[key] = String(filters[key as keyof Filters]);
  });
  return (await fetch('/v2/applications?' + new URLSearchParams(out))).json();
}
export const screen = () => list(PRESETS.screen);`;

const FIELD_RESOURCE = `abstract class Resource<F> {
  protected abstract readonly path: string;
  constructor(private readonly http: { get(url: string, o: { query: unknown }): Promise<unknown> }) {}
  list(filter: F) { return this.http.get(this.path, { query: filter }); }
}
interface AppFilter { state?: 'SCREENING' | 'QUALIFIED'; jobId?: string }
export class Applications extends Resource<AppFilter> {
  protected readonly path = '/v2/applications';
  screening() { return this.list({ state: 'SCREENING' }); }
}`;

const TAB_ROWS = `const Stage = Object.freeze({ Screening: 'SCREENING', Qualified: 'QUALIFIED' });
const TABS = [
  { id: 'screen', stage: Stage.Screening },
  { id: 'qual', stage: Stage.Qualified },
];
export function load(id) {
  const tab = TABS.find((t) => t.id === id);
  return fetch('/v2/applications?state=' + tab.stage);
}`;

const TO_PARAMS = `class ApplicationsResource extends BaseResource {
  constructor(http) {
    super(http, 'v2/applications');
  }
  toParams(query) {
    const params = {};
    if (query.state) params.state = query.state.toUpperCase();
    return params;
  }
  screening() {
    return this.list({ state: 'screening' });
  }
}`;

ruleTester().run('no-legacy-state-filter', rule, {
  valid: [
    // Another API on the same path whose state, through a default and a table of its own, is never one of the service's.
    {
      code: "const LOAN_STATES = Object.freeze({ draft: 'DRAFT', underwriting: 'UNDERWRITING' });\nexport async function loans(state = LOAN_STATES.underwriting) {\n  const { body } = await lending.get('v2/applications', { searchParams: { state } });\n  return body.items.filter((l) => l.state === state);\n}\nloans(LOAN_STATES.draft);",
      filename: 'loans.js',
    },
    // A component that keeps the path in a field: its framework's own methods are no resource reads.
    { code: "export class Board extends React.Component {\n  endpoint = '/v2/applications';\n  componentDidMount() { this.setState({ state: 'SCREENING' }); }\n}", filename: 'board.jsx' },
    // A resource that maps its filter itself (toParams reads query.state): its own code sends state, not its calls.
    "class Apps extends BaseResource {\n  constructor(http) { super(http, '/v2/applications'); }\n  toParams(query) { return query.state ? { status: query.state } : {}; }\n  screening() { return this.list({ state: 'SCREENING' }); }\n}",
    // Bound to another path.
    "class Jobs extends BaseResource {\n  constructor(http) { super(http, '/v2/jobs'); }\n  open() { return this.list({ state: 'SCREENING' }); }\n}",
    // A value the service never had: another API's `state` on the same path.
    "axios.get('/v2/applications', { params: { state: 'ARCHIVED' } });",
    // A GitHub filter object read back: not a filter of this service.
    "const q = { state: 'open' };\nawait fetch('https://api.github.com/repos/a/b/issues?' + new URLSearchParams(q));\nconsole.log(q.state);",
    // Values and wrappers that send `state` elsewhere: no legacy value is shown without a request of the service.
    {
      code: "function listIssues(state) {\n  return octokit.request('GET /repos/{owner}/{repo}/issues', { owner, repo, state });\n}\nconst OPEN = 'open';\nlistIssues(OPEN);",
      filename: 'client.js',
    },
    { code: "function listJobs(filters) {\n  return axios.get('/v2/jobs', { params: { state: filters.state } });\n}\nlistJobs({ state: 'SCREENING' });", filename: 'client.js' },
    {
      code: "const STEPS = ['SCREENING', 'QUALIFIED'];\nfunction reducer(state = { step: STEPS[0] }, action) {\n  return action.type === 'next' ? { ...state, step: STEPS[1] } : state;\n}\nthis.setState({ state: STEPS[0] });",
      filename: 'wizard.js',
    },
    {
      code: "const state = crypto.randomUUID();\nconst q = new URLSearchParams({ state, client_id: id });\nlocation.assign('https://auth.example.com/authorize?' + q);\nfunction authorize(s) { return fetch('/oauth/authorize?state=' + s); }\nauthorize('SCREENING');",
      filename: 'oauth.js',
    },
    // Already migrated.
    "fetch('/v2/applications?hiringState=ACTIVE&stageType=INTERVIEW');",
    "axios.get('/v2/applications', { params: { hiringState: 'OFFER' } });",
    // Other endpoints and other services.
    "fetch('/v2/applications/42?state=SCREENING');",
    'fetch(`${BASE}/v2/applications/${id}/scorecards?state=SCREENING`);',
    "fetch('/v2/jobs?state=open');",
    "fetch('https://api.github.com/repos/o/r/issues?state=open');",
    "octokit.issues.listForRepo({ owner, repo, state: 'closed' });",
    "axios.get('/v1/applications', { params: { state: 'active' } });",
    // OAuth authorize URL with its own state.
    "const u = new URL('https://auth.example.com/authorize'); u.searchParams.set('state', nonce);",
    "const q = new URLSearchParams({ state, client_id: id }); location.assign(`/oauth/authorize?${q}`);",
    // A POST to the list path is not the list request.
    "axios.post('/v2/applications', { state: 'SCREENING' });",
    // React / Redux.
    "this.setState({ state: 'SCREENING' });",
    "dispatch({ type: 'filter', state: 'SCREENING' });",
    // Prose.
    "// GET /v2/applications?state=SCREENING was removed\nconst doc = 'see /v2/applications docs';",
    // A help page and a log line that quote the old request in prose are not requests.
    "const HELP = `Requests such as\n\n    GET /v2/applications?state=SCREENING\n\nstop working.`;\nrender(marked.parse(HELP));",
    "log.info('customer %s asked about /v2/applications?state=QUALIFIED — send them the guide', id);",
    // A wrapper that is not configured is not a request.
    "listApplications({ state: 'SCREENING' });",
  ],
  invalid: [
    {
      name: 'a resource that makes its own query (toParams) from its callers\' filter: the state it writes there is the one sent, its callers keep their words',
      code: TO_PARAMS,
      filename: 'applications.js',
      errors: [
        {
          messageId: 'dynamic',
          line: 7,
          suggestions: [
            {
              messageId: 'useMapping',
              output: `${TO_PARAMS.replace('params.state = query.state.toUpperCase();', 'Object.assign(params, toHiringStateFilter(query.state.toUpperCase()));')}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {string | null | undefined} state\n * @returns {{ hiringState?: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER', stageType?: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED' }}\n */\nfunction toHiringStateFilter(state) {\n  switch (state) {\n    case 'SCREENING':\n      return { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' };\n    case 'QUALIFIED':\n      return { hiringState: 'ACTIVE', stageType: 'INTERVIEW' };\n    case undefined:\n    case null:\n      return {};\n    default:\n      return { hiringState: /** @type {'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'} */ (state) };\n  }\n}\n`,
            },
          ],
        },
      ],
    },
    {
      name: "the rows of a table that pick a legacy value through the file's own constant table (stage: Stage.Screening) are shown where the value is chosen, and the values where they are written",
      code: TAB_ROWS,
      filename: 'tabs.js',
      errors: [
        { messageId: 'value', line: 1 },
        { messageId: 'value', line: 1 },
        { messageId: 'value', line: 3 },
        { messageId: 'value', line: 4 },
        {
          messageId: 'dynamic',
          line: 8,
          suggestions: [
            {
              messageId: 'useMapping',
              output: `${TAB_ROWS.replace("'/v2/applications?state=' + tab.stage", "'/v2/applications?' + toHiringStateQuery(tab.stage)")}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {string | null | undefined} state\n * @returns {string}\n */\nfunction toHiringStateQuery(state) {\n  switch (state) {\n    case 'SCREENING':\n      return 'hiringState=ACTIVE&stageType=APPLICATION_REVIEW';\n    case 'QUALIFIED':\n      return 'hiringState=ACTIVE&stageType=INTERVIEW';\n    default:\n      return 'hiringState=' + state;\n  }\n}\n`,
            },
          ],
        },
      ],
    },
    {
      name: 'a URL built by a path helper, held in a variable, completed and handed to a request helper',
      code: "function endpoint(path) { return new URL(path, base); }\nasync function request(url) { return (await fetch(url)).json(); }\nexport function fetchApplications(status) {\n  const url = endpoint('/v2/applications');\n  url.searchParams.append('state', status);\n  return request(url);\n}",
      filename: 'api.js',
      errors: [{ messageId: 'dynamic', line: 5, suggestions: [{ messageId: 'useMapping', output:
                "function endpoint(path) { return new URL(path, base); }\nasync function request(url) { return (await fetch(url)).json(); }\nexport function fetchApplications(status) {\n  const url = endpoint('/v2/applications');\n  new URLSearchParams(toHiringStateQuery(status)).forEach((value, key) => url.searchParams.append(key, value));\n  return request(url);\n}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {string | null | undefined} state\n * @returns {string}\n */\nfunction toHiringStateQuery(state) {\n  switch (state) {\n    case 'SCREENING':\n      return 'hiringState=ACTIVE&stageType=APPLICATION_REVIEW';\n    case 'QUALIFIED':\n      return 'hiringState=ACTIVE&stageType=INTERVIEW';\n    default:\n      return 'hiringState=' + state;\n  }\n}\n",
            }] }],
    },
    {
      name: 'a resource bound to the list path by a field its base class reads (protected readonly path = …)',
      code: FIELD_RESOURCE,
      output: FIELD_RESOURCE.replace("state?: 'SCREENING' | 'QUALIFIED';", FILTER_MEMBERS).replace("{ state: 'SCREENING' }", "{ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }"),
      errors: [
        { messageId: 'declaration', line: 6 },
        { messageId: 'literal', line: 9 },
      ],
    },
    {
      name: 'a filter copied key by key (Object.keys(filters).forEach((key) => { out[key] = … })): the wrapper takes the object whole; every literal declared with its type moves with the type',
      code: KEY_COPY,
      output: KEY_COPY.replace("state?: 'SCREENING' | 'QUALIFIED';", FILTER_MEMBERS)
        .replace("{ state: 'SCREENING' }", "{ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }")
        .replace("{ state: 'QUALIFIED', jobId: 'j-1' }", "{ hiringState: 'ACTIVE', stageType: 'INTERVIEW', jobId: 'j-1' }"),
      errors: [
        { messageId: 'declaration', line: 1 },
        { messageId: 'literal', line: 3 },
        { messageId: 'literal', line: 4 },
      ],
    },
    {
      name: "a resource class bound to the list path by its constructor (super(http, '/v2/applications')): its inherited method's call is the request, its base's filter type argument is migrated with it",
      code: BOUND_RESOURCE,
      output: BOUND_RESOURCE.replace("state?: 'SCREENING' | 'QUALIFIED';", FILTER_MEMBERS).replace("{ state: 'SCREENING', jobId }", "{ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW', jobId }"),
      errors: [
        { messageId: 'declaration', line: 1 },
        { messageId: 'literal', line: 7 },
      ],
    },
    {
      name: "a class's own list method (this.list) whose filter parameter has a named type: the call and the type are migrated together",
      code: OWN_LIST,
      output: OWN_LIST.replace('state?: string;', 'hiringState?: string; stageType?: string;').replace("{ state: 'QUALIFIED',", "{ hiringState: 'ACTIVE', stageType: 'INTERVIEW',"),
      errors: [
        { messageId: 'declaration', line: 1 },
        { messageId: 'literal', line: 9 },
      ],
    },
    {
      name: "a filter type reached through Partial<…> and an intersection is migrated with its callers; Filters['state'] keeps the values it held",
      code: FILTER_PARTS,
      output: FILTER_PARTS.replace("state?: 'SCREENING' | 'QUALIFIED';", FILTER_MEMBERS).replace(
        "Filters['state']",
        "'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED' | undefined",
      ),
      errors: [
        { messageId: 'declaration', line: 1 },
        { messageId: 'declaration', line: 6 },
        {
          messageId: 'dynamic',
          line: 6,
          suggestions: [{ messageId: 'useMapping', output: `${FILTER_PARTS.replace('list({ state: s })', 'list({ ...toHiringStateFilter(s) })')}\n${FILTER_HELPER_TS}` }],
        },
      ],
    },
    {
      name: 'a path handed to a builder whose body is elsewhere (a base class), the query string made by another call of what it is handed',
      code: "class Applications extends Resource {\n  screening() {\n    const path = this.buildPath('/v2/applications') + this.query({ state: 'SCREENING', page: 1 });\n    return this.send('GET', path);\n  }\n}",
      output: "class Applications extends Resource {\n  screening() {\n    const path = this.buildPath('/v2/applications') + this.query({ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW', page: 1 });\n    return this.send('GET', path);\n  }\n}",
      errors: [{ messageId: 'literal', line: 3 }],
    },
    {
      name: "lodash's pickBy keeps some of the keys it is handed: the filter object is still the query",
      code: "function listApplications(filters = {}) {\n  const query = _.pickBy({ state: filters.status, jobId: filters.jobId }, (v) => v != null);\n  return request.get('/v2/applications').query(query);\n}",
      errors: [
        {
          messageId: 'dynamic',
          line: 2,
          suggestions: [
            {
              messageId: 'useMapping',
              output: `function listApplications(filters = {}) {\n  const query = _.pickBy({ ...toHiringStateFilter(filters.status), jobId: filters.jobId }, (v) => v != null);\n  return request.get('/v2/applications').query(query);\n}\n${FILTER_HELPER_TS}`,
            },
          ],
        },
      ],
    },
    {
      name: "a destructured parameter's default is one of the values sent",
      code: "export async function listApplications({ status = 'SCREENING', page = 1 } = {}) {\n  const params = { state: status, page };\n  return axios.get('/v2/applications', { params });\n}",
      errors: [
        { messageId: 'value', line: 1 },
        {
          messageId: 'dynamic',
          line: 2,
          suggestions: [
            {
              messageId: 'useMapping',
              output: `export async function listApplications({ status = 'SCREENING', page = 1 } = {}) {\n  const params = { ...toHiringStateFilter(status), page };\n  return axios.get('/v2/applications', { params });\n}\n${FILTER_HELPER_TS}`,
            },
          ],
        },
      ],
    },
    {
      name: 'a pair built from an array ([key, value].join) is rewritten key and value apart; the shared constant stays',
      code: "const READY = 'QUALIFIED';\nrequest('GET', '/v2/applications', ['state', READY].join('='));\nconst ok = app.kind === READY;",
      output: "const READY = 'QUALIFIED';\nrequest('GET', '/v2/applications', ['hiringState', 'ACTIVE&stageType=INTERVIEW'].join('='));\nconst ok = app.kind === READY;",
      errors: [{ messageId: 'literal', line: 2 }],
    },
    {
      name: 'key and value in different literals of a concatenation',
      code: "fetch('/v2/applications?' + 'state=' + 'SCREENING' + '&jobId=' + id);\nfetch('/v2/applications?' + 'state=' + 'HIRED');",
      output: "fetch('/v2/applications?' + 'hiringState=' + 'ACTIVE&stageType=APPLICATION_REVIEW' + '&jobId=' + id);\nfetch('/v2/applications?' + 'hiringState=' + 'HIRED');",
      errors: [{ messageId: 'literal', line: 1 }, { messageId: 'literal', line: 2 }],
    },
    {
      name: 'a path handed to a URL builder (this.url(path), a local `${BASE}${path}` function) is the request URL',
      code: "class Client {\n  url(path) { return `${this.base}${path}`; }\n  screening() { return this.agent.get(this.url('/v2/applications')).query({ state: 'SCREENING' }); }\n}\nconst at = (path) => `${BASE}${path}`;\naxios.get(at('/v2/applications'), { params: { state: 'HIRED' } });",
      output: "class Client {\n  url(path) { return `${this.base}${path}`; }\n  screening() { return this.agent.get(this.url('/v2/applications')).query({ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }); }\n}\nconst at = (path) => `${BASE}${path}`;\naxios.get(at('/v2/applications'), { params: { hiringState: 'HIRED' } });",
      errors: [{ messageId: 'literal', line: 3 }, { messageId: 'literal', line: 6 }],
    },
    {
      name: 'calls of a local function whose parameter reaches the filters are requests (jobs are not)',
      code: "async function fetchApps(query) {\n  const res = await request.get('/v2/applications').query(query);\n  return res.body;\n}\nfetchApps({ state: 'HIRED' });\nconst jobs = (q) => axios.get('/v2/jobs', { params: q });\njobs({ state: 'open' });",
      output: "async function fetchApps(query) {\n  const res = await request.get('/v2/applications').query(query);\n  return res.body;\n}\nfetchApps({ hiringState: 'HIRED' });\nconst jobs = (q) => axios.get('/v2/jobs', { params: q });\njobs({ state: 'open' });",
      errors: [{ messageId: 'literal', line: 5, column: 13 }],
    },
    {
      name: 'query text in a template literal',
      code: 'fetch(`${BASE}/v2/applications?state=SCREENING&limit=50`);',
      output: 'fetch(`${BASE}/v2/applications?hiringState=ACTIVE&stageType=APPLICATION_REVIEW&limit=50`);',
      errors: [
        {
          messageId: 'literal',
          data: {
            removal: 'was removed on 2026-11-01 (20 days ago)',
            value: 'SCREENING',
            replacement: 'hiringState=ACTIVE together with stageType=APPLICATION_REVIEW',
          },
          line: 1,
          column: 32,
          endColumn: 47,
        },
      ],
    },
    {
      name: 'unstaged value in a string: only the key changes',
      code: "fetch('https://hiring.example.com/v2/applications?state=REJECTED');",
      output: "fetch('https://hiring.example.com/v2/applications?hiringState=REJECTED');",
      errors: [{ messageId: 'literal', line: 1, column: 51 }],
    },
    {
      name: 'constant holding the path, concatenation',
      code: "const APPS = '/v2/applications';\nfetch(API + APPS + '?state=QUALIFIED');",
      output: "const APPS = '/v2/applications';\nfetch(API + APPS + '?hiringState=ACTIVE&stageType=INTERVIEW');",
      errors: [{ messageId: 'literal', line: 2, column: 22 }],
    },
    {
      name: 'axios params object',
      code: "axios.get('/v2/applications', { params: { state: 'QUALIFIED', limit: 20 } });",
      output: "axios.get('/v2/applications', { params: { hiringState: 'ACTIVE', stageType: 'INTERVIEW', limit: 20 } });",
      errors: [{ messageId: 'literal', line: 1, column: 43 }],
    },
    {
      name: 'multi-line params keep one property a line, double quotes kept',
      code: 'await api.get("/v2/applications", {\n  params: {\n    state: "SCREENING",\n    jobId,\n  },\n});',
      output:
        'await api.get("/v2/applications", {\n  params: {\n    hiringState: "ACTIVE",\n    stageType: "APPLICATION_REVIEW",\n    jobId,\n  },\n});',
      errors: [{ messageId: 'literal', line: 3, column: 5 }],
    },
    {
      name: 'axios instance with a /v2 base URL',
      code: "const hiring = axios.create({ baseURL: `${HOST}/v2` });\nhiring.get('/applications', { params: { state: 'OFFER' } });",
      output: "const hiring = axios.create({ baseURL: `${HOST}/v2` });\nhiring.get('/applications', { params: { hiringState: 'OFFER' } });",
      errors: [{ messageId: 'literal', line: 2, column: 41 }],
    },
    {
      name: 'got searchParams, ky searchParams',
      code: "got(`${BASE}/v2/applications`, { searchParams: { state: 'HIRED' } });\nky.get('v2/applications', { searchParams: { state: 'HIRED' } });",
      output:
        "got(`${BASE}/v2/applications`, { searchParams: { hiringState: 'HIRED' } });\nky.get('v2/applications', { searchParams: { hiringState: 'HIRED' } });",
      errors: [
        { messageId: 'literal', line: 1, column: 50 },
        { messageId: 'literal', line: 2, column: 45 },
      ],
    },
    {
      name: 'superagent query() on a request handed to a helper that gives it back',
      code: "const res = await decorate(request.get('/v2/applications')).query({ state: 'OFFER' });",
      output: "const res = await decorate(request.get('/v2/applications')).query({ hiringState: 'OFFER' });",
      errors: [{ messageId: 'literal', line: 1, column: 69 }],
    },
    {
      name: 'superagent query()',
      code: "request.get(`${BASE}/v2/applications`).query({ state: 'QUALIFIED' }).then(handle);",
      output: "request.get(`${BASE}/v2/applications`).query({ hiringState: 'ACTIVE', stageType: 'INTERVIEW' }).then(handle);",
      errors: [{ messageId: 'literal', line: 1, column: 48 }],
    },
    {
      name: 'new URL + searchParams.set, as a statement: a second statement follows',
      code: "function f() {\n  const url = new URL('/v2/applications', BASE);\n  url.searchParams.set('state', 'SCREENING');\n  return fetch(url);\n}",
      output:
        "function f() {\n  const url = new URL('/v2/applications', BASE);\n  url.searchParams.set('hiringState', 'ACTIVE');\n  url.searchParams.set('stageType', 'APPLICATION_REVIEW');\n  return fetch(url);\n}",
      errors: [{ messageId: 'literal', line: 3, column: 24 }],
    },
    {
      name: 'URLSearchParams built earlier, then appended to, then sent',
      code: "const qs = new URLSearchParams({ limit: '10' });\nqs.append('state', 'HIRED');\nfetch(`/v2/applications?${qs}`);",
      output: "const qs = new URLSearchParams({ limit: '10' });\nqs.append('hiringState', 'HIRED');\nfetch(`/v2/applications?${qs}`);",
      errors: [{ messageId: 'literal', line: 2, column: 11 }],
    },
    {
      name: 'params object built earlier and completed by assignment',
      code: "async function list() {\n  const params = { limit: 100 };\n  params.state = 'QUALIFIED';\n  return axios.get(APPS_URL, { params });\n}\nconst APPS_URL = '/v2/applications';",
      output:
        "async function list() {\n  const params = { limit: 100 };\n  params.hiringState = 'ACTIVE';\n  params.stageType = 'INTERVIEW';\n  return axios.get(APPS_URL, { params });\n}\nconst APPS_URL = '/v2/applications';",
      errors: [{ messageId: 'literal', line: 3, column: 3 }],
    },
    {
      name: "a hand-made helper's query beside the path, held in a variable that a function of the file fills",
      code: "function presetQuery(preset) {\n  const query = {};\n  query.state = preset.status;\n  return query;\n}\nexport function load(preset) {\n  const query = presetQuery(preset);\n  return getJson('/v2/applications', query);\n}\nload({ status: 'HIRED' });",
      output: null,
      errors: [
        { messageId: 'dynamic', line: 3, column: 3, suggestions: [{ messageId: 'useMapping', output: "function presetQuery(preset) {\n  const query = {};\n  Object.assign(query, toHiringStateFilter(preset.status));\n  return query;\n}\nexport function load(preset) {\n  const query = presetQuery(preset);\n  return getJson('/v2/applications', query);\n}\nload({ status: 'HIRED' });\n" + FILTER_HELPER_TS }] },
        { messageId: 'value', line: 10, column: 16, data: { value: 'HIRED', removal: REMOVED, replacement: 'hiringState=HIRED' } },
      ],
    },
    {
      name: 'a parameter name looked up in a table of names: reported where state is spelled, mapped where the parameter is set',
      code: "const PARAM_NAMES = { status: 'state', job: 'jobId' };\nexport function load(ui) {\n  const params = {};\n  for (const [k, v] of Object.entries(ui)) params[PARAM_NAMES[k]] = v;\n  return axios.get('/v2/applications', { params });\n}\n",
      output: null,
      errors: [{ messageId: 'dynamic', line: 1, column: 31, suggestions: [{ messageId: 'useMapping', output: "const PARAM_NAMES = { status: 'state', job: 'jobId' };\nexport function load(ui) {\n  const params = {};\n  for (const [k, v] of Object.entries(ui)) Object.assign(params, toHiringStateParams(PARAM_NAMES[k], v));\n  return axios.get('/v2/applications', { params });\n}\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction toHiringStateParams(name: string, value: unknown): Record<string, unknown> {\n  return name === 'state' ? toHiringStateFilter(value as string | null | undefined) : { [name]: value };\n}\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction toHiringStateFilter(state: string | null | undefined): { hiringState?: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; stageType?: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED' } {\n  switch (state) {\n    case 'SCREENING':\n      return { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' };\n    case 'QUALIFIED':\n      return { hiringState: 'ACTIVE', stageType: 'INTERVIEW' };\n    case undefined:\n    case null:\n      return {};\n    default:\n      return { hiringState: state as 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER' };\n  }\n}\n" }] }],
    },
    {
      name: 'the state of a filter object read back where it is sent: derived from the migrated filter',
      code: "const VIEWS = { review: { state: 'SCREENING' }, all: {} };\nexport async function list(view) {\n  const query = VIEWS[view];\n  const res = await axios.get('/v2/applications', { params: query });\n  return { label: query.state ?? 'everyone', rows: res.data };\n}\n",
      output: "const VIEWS = { review: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }, all: {} };\nexport async function list(view) {\n  const query = VIEWS[view];\n  const res = await axios.get('/v2/applications', { params: query });\n  return { label: query.state ?? 'everyone', rows: res.data };\n}\n",
      errors: [
        { messageId: 'literal', line: 1, column: 27 },
        { messageId: 'filterRead', line: 5, column: 25, suggestions: [{ messageId: 'deriveFromFilter', output: "const VIEWS = { review: { state: 'SCREENING' }, all: {} };\nexport async function list(view) {\n  const query = VIEWS[view];\n  const res = await axios.get('/v2/applications', { params: query });\n  return { label: legacyStateOfFilter(query) ?? 'everyone', rows: res.data };\n}\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction legacyStateOfFilter<S extends string = 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'>(filter: { hiringState?: string | null; stageType?: string | null } | null | undefined): S | undefined {\n  const hiringState = filter?.hiringState;\n  const stageType = filter?.stageType;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING' as S;\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED' as S;\n  if (hiringState === 'REJECTED' && !stageType) return 'REJECTED' as S;\n  if (hiringState === 'OFFER' && !stageType) return 'OFFER' as S;\n  if (hiringState === 'HIRED' && !stageType) return 'HIRED' as S;\n  return undefined;\n}\n" }] },
      ],
    },
    {
      name: 'qs.stringify of a filter object',
      code: "fetch('/v2/applications?' + qs.stringify({ state: 'REJECTED' }));",
      output: "fetch('/v2/applications?' + qs.stringify({ hiringState: 'REJECTED' }));",
      errors: [{ messageId: 'literal', line: 1, column: 44 }],
    },
    {
      name: 'a configured wrapper',
      code: "listApplications({ state: 'SCREENING' });\nclient.applications.list({ state: 'OFFER' });",
      options: [{ wrappers: ['listApplications', 'applications.list'] }],
      output: "listApplications({ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' });\nclient.applications.list({ hiringState: 'OFFER' });",
      errors: [
        { messageId: 'literal', line: 1, column: 20 },
        { messageId: 'literal', line: 2, column: 28 },
      ],
    },
    {
      name: 'a wrapper named in shared settings, filter in the second argument',
      code: "hiring.list(token, { state: 'HIRED' });",
      settings: { 'hiring-migrate': { today: '2026-11-21', wrappers: [{ name: 'hiring.list', argument: 1 }] } },
      output: "hiring.list(token, { hiringState: 'HIRED' });",
      errors: [{ messageId: 'literal', line: 1, column: 22 }],
    },
    {
      name: 'a value known only at run time: suggestion, no autofix',
      code: "function f(status) {\n  return axios.get('/v2/applications', { params: { state: status } });\n}",
      output: null,
      errors: [
        {
          messageId: 'dynamic',
          line: 2,
          column: 52,
          suggestions: [
            {
              messageId: 'useMapping',
              data: { helper: 'toHiringStateFilter' },
              output:
                "function f(status) {\n  return axios.get('/v2/applications', { params: { ...toHiringStateFilter(status) } });\n}\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction toHiringStateFilter(state: string | null | undefined): { hiringState?: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; stageType?: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED' } {\n  switch (state) {\n    case 'SCREENING':\n      return { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' };\n    case 'QUALIFIED':\n      return { hiringState: 'ACTIVE', stageType: 'INTERVIEW' };\n    case undefined:\n    case null:\n      return {};\n    default:\n      return { hiringState: state as 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER' };\n  }\n}\n",
            },
          ],
        },
      ],
    },
    {
      name: 'a dynamic value in query text: the query helper',
      code: 'const r = await fetch(`${BASE}/v2/applications?state=${s}`)',
      filename: 'client.js',
      output: null,
      errors: [
        {
          messageId: 'dynamic',
          suggestions: [
            {
              messageId: 'useMapping',
              output:
                "const r = await fetch(`${BASE}/v2/applications?${toHiringStateQuery(s)}`)\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {string | null | undefined} state\n * @returns {string}\n */\nfunction toHiringStateQuery(state) {\n  switch (state) {\n    case 'SCREENING':\n      return 'hiringState=ACTIVE&stageType=APPLICATION_REVIEW'\n    case 'QUALIFIED':\n      return 'hiringState=ACTIVE&stageType=INTERVIEW'\n    default:\n      return 'hiringState=' + state\n  }\n}\n",
            },
          ],
        },
      ],
    },
    {
      name: 'a legacy value written apart from the request: shown where it is written, mapped where state is sent',
      code: "const READY = 'QUALIFIED';\naxios.get('/v2/applications', { params: { state: READY } });",
      output: null,
      errors: [
        { messageId: 'value', line: 1, column: 15, data: { value: 'QUALIFIED', removal: REMOVED, replacement: 'hiringState=ACTIVE together with stageType=INTERVIEW' } },
        {
          messageId: 'dynamic',
          line: 2,
          column: 43,
          suggestions: [{ messageId: 'useMapping', output: "const READY = 'QUALIFIED';\naxios.get('/v2/applications', { params: { ...toHiringStateFilter(READY) } });\n" + FILTER_HELPER_TS }],
        },
      ],
    },
    {
      name: 'the legacy values a loop sends, through a default parameter; other values are not named',
      code: "const ALL = ['SCREENING', 'OFFER', 'open'];\nasync function load(states = ALL) {\n  for (const s of states) await axios.get('/v2/applications', { params: { state: s } });\n}",
      output: null,
      errors: [
        { messageId: 'value', line: 1, column: 14, data: { value: 'SCREENING', removal: REMOVED, replacement: 'hiringState=ACTIVE together with stageType=APPLICATION_REVIEW' } },
        { messageId: 'value', line: 1, column: 27, data: { value: 'OFFER', removal: REMOVED, replacement: 'hiringState=OFFER' } },
        {
          messageId: 'dynamic',
          line: 3,
          column: 75,
          suggestions: [
            {
              messageId: 'useMapping',
              output:
                "const ALL = ['SCREENING', 'OFFER', 'open'];\nasync function load(states = ALL) {\n  for (const s of states) await axios.get('/v2/applications', { params: { ...toHiringStateFilter(s) } });\n}\n" +
                FILTER_HELPER_TS,
            },
          ],
        },
      ],
    },
    {
      name: 'rows of a table destructured by a loop: the column sent, not the title beside it (even one spelling a legacy value), nor a constant of a module that cannot be read',
      code: "import { Status } from './status';\nconst ROWS = [['SCREENING', 'To screen'], [Status.Offer, 'OFFER']];\nasync function load() {\n  for (const [code, title] of ROWS) await axios.get('/v2/applications', { params: { state: code } });\n}",
      output: null,
      errors: [
        { messageId: 'value', line: 2, column: 16, data: { value: 'SCREENING', removal: REMOVED, replacement: 'hiringState=ACTIVE together with stageType=APPLICATION_REVIEW' } },
        {
          messageId: 'dynamic',
          line: 4,
          column: 85,
          suggestions: [
            {
              messageId: 'useMapping',
              output:
                "import { Status } from './status';\nconst ROWS = [['SCREENING', 'To screen'], [Status.Offer, 'OFFER']];\nasync function load() {\n  for (const [code, title] of ROWS) await axios.get('/v2/applications', { params: { ...toHiringStateFilter(code) } });\n}\n" +
                FILTER_HELPER_TS,
            },
          ],
        },
      ],
    },
    {
      name: 'a state sent in one branch and hiringState in the other: each alone, the legacy values of the table it reads shown where they are written; the filter object built is no record',
      code: "const FLAGS = { screening: 'SCREENING', open: 'open' };\nfunction load(f) {\n  const q = {};\n  if (f.status) q.state = FLAGS[f.status];\n  else if (f.hiring) q.hiringState = f.hiring;\n  return axios.get('/v2/applications', { params: q });\n}",
      output: null,
      errors: [
        { messageId: 'value', line: 1, column: 28, data: { value: 'SCREENING', removal: REMOVED, replacement: 'hiringState=ACTIVE together with stageType=APPLICATION_REVIEW' } },
        {
          messageId: 'dynamic',
          line: 4,
          column: 17,
          suggestions: [
            {
              messageId: 'useMapping',
              output:
                "const FLAGS = { screening: 'SCREENING', open: 'open' };\nfunction load(f) {\n  const q = {};\n  if (f.status) Object.assign(q, toHiringStateFilter(FLAGS[f.status]));\n  else if (f.hiring) q.hiringState = f.hiring;\n  return axios.get('/v2/applications', { params: q });\n}\n" +
                FILTER_HELPER_TS,
            },
          ],
        },
      ],
    },
    {
      name: "callers of a wrapper that sends their object's state: the state they pass and its legacy value",
      code: "function list(filters) {\n  const params = {};\n  if (filters.state) params.state = filters.state;\n  return axios.get('/v2/applications', { params });\n}\nconst PHONE_SCREEN = 'SCREENING';\nlist({ state: PHONE_SCREEN, jobId: 'j1' });\nlist({ jobId: 'j2' });",
      output: null,
      errors: [
        {
          messageId: 'dynamic',
          line: 3,
          column: 22,
          suggestions: [
            {
              messageId: 'useMapping',
              output:
                "function list(filters) {\n  const params = {};\n  if (filters.state) Object.assign(params, toHiringStateFilter(filters.state));\n  return axios.get('/v2/applications', { params });\n}\nconst PHONE_SCREEN = 'SCREENING';\nlist({ state: PHONE_SCREEN, jobId: 'j1' });\nlist({ jobId: 'j2' });\n" +
                FILTER_HELPER_TS,
            },
          ],
        },
        { messageId: 'value', line: 6, column: 22 },
        { messageId: 'passed', line: 7, column: 8, data: { callee: 'list', removal: REMOVED } },
      ],
    },
    {
      name: 'callers of a wrapper that sends its argument as state: the legacy values they pass',
      code: "function listIn(state) {\n  return axios.get(`/v2/applications?state=${state}`);\n}\nlistIn('QUALIFIED');\nlistIn(process.argv[2]);",
      output: null,
      errors: [
        {
          messageId: 'dynamic',
          line: 2,
          column: 38,
          suggestions: [
            {
              messageId: 'useMapping',
              output:
                "function listIn(state) {\n  return axios.get(`/v2/applications?${toHiringStateQuery(state)}`);\n}\nlistIn('QUALIFIED');\nlistIn(process.argv[2]);\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction toHiringStateQuery(state: string | null | undefined): string {\n  switch (state) {\n    case 'SCREENING':\n      return 'hiringState=ACTIVE&stageType=APPLICATION_REVIEW';\n    case 'QUALIFIED':\n      return 'hiringState=ACTIVE&stageType=INTERVIEW';\n    default:\n      return 'hiringState=' + state;\n  }\n}\n",
            },
          ],
        },
        { messageId: 'value', line: 4, column: 8 },
      ],
    },
    {
      name: 'a comment inside the property: no autofix',
      code: "axios.get('/v2/applications', { params: { state: /* legacy */ 'HIRED' } });",
      output: null,
      errors: [{ messageId: 'literal' }],
    },
  ],
});
