import rule from '../../rules/no-legacy-state-field.js';
import { LEGACY_HELPER_JS, REMOVED, ruleTester, LEGACY_HELPER_TS } from '../support/rule-tester.js';

/** A legacy value shown where it is written, beside the read of state it is compared with. */
const shown = (line: number, column: number, value: string, replacement: string) => ({ messageId: 'value' as const, line, column, data: { value, removal: REMOVED, replacement } });

const LOAD = "const res = await fetch(`${BASE}/v2/applications?hiringState=ACTIVE`);\nconst apps = await res.json();\n";

const CODE_GUARD =
  "enum LegacyStatus { Screening = 'SCREENING', Hired = 'HIRED' }\ninterface ApplicationDto { id: string; state: LegacyStatus; hiringState?: string }\nconst OPEN: readonly LegacyStatus[] = [LegacyStatus.Screening];\nexport function isApplication(value: unknown): value is ApplicationDto {\n  const rec = value as Record<string, unknown>;\n  return typeof rec.state === 'string';\n}\nexport function isOpen(dto: ApplicationDto): boolean {\n  const status = dto.state;\n  return OPEN.includes(status);\n}";

const ANGULAR_TEMPLATE = "import { Component } from '@angular/core';\nimport { HttpClient } from '@angular/common/http';\n@Component({\n  selector: 'hr-detail',\n  template: `\n    <p [attr.data-stage-id]=\"vm.app.currentStage.id\">{{ vm.app.currentStage?.name }}</p>\n    <span *ngIf=\"vm.app.state === 'QUALIFIED'\">Qualified</span>\n    <span *ngIf=\"vm.app.state !== 'HIRED'\">Open</span>\n  `,\n})\nexport class DetailComponent {\n  constructor(private readonly http: HttpClient) {}\n  load(id: string) { return this.http.get(`/v2/applications/${id}`); }\n}\n";

const KEYED_BY_STATE =
  "const LABELS = {\n  SCREENING: 'To screen',\n  QUALIFIED: 'Shortlisted',\n  OFFER: 'Offer',\n  HIRED: 'Hired',\n  REJECTED: 'Rejected',\n};\nexport const list = () => fetch('/v2/applications').then((r) => r.json());\nexport const label = (row) => LABELS[row.state] ?? row.state;\n";

ruleTester().run('no-legacy-state-field', rule, {
  valid: [
    // Assertions about a React hook's and a Redux store's `state` beside a request of the service: their subjects are no applications.
    { filename: 'hooks.spec.ts', code: "export const list = () => fetch('/v2/applications?hiringState=ACTIVE').then((r) => r.json());\nexpect(result.current).toHaveProperty('state', 'idle');\nexpect(store.getState()).to.have.property('state');\n" },
    // GitHub issues beside a list request of the service: an issue's state, held in a variable and handed to a function that switches over it, is the issue's (the function's cases stay silent).
    "export const list = () => fetch('/v2/applications?hiringState=ACTIVE').then((r) => r.json());\ninterface Issue { id: number; state: string }\nfunction lane(status: string): string {\n  switch (status) {\n    case 'SCREENING':\n      return 'triage';\n    default:\n      return 'other';\n  }\n}\nexport async function lanes(): Promise<string[]> {\n  const issues = (await (await fetch('https://api.github.com/repos/acme/app/issues')).json()) as Issue[];\n  return issues.map((issue) => {\n    const state = issue.state;\n    return lane(state);\n  });\n}\n",
    // An Express app of a BFF that proxies the list reads its own setting by name (app.get('state')): a server, handed route handlers, not a record.
    "import express from 'express';\nconst app = express();\napp.set('state', 'ready');\napp.get('/v2/applications', async (req, res) => {\n  const r = await fetch(`https://hiring.example.com/v2/applications?hiringState=ACTIVE`);\n  res.json({ ready: app.get('state') === 'ready', items: await r.json() });\n});\napp.listen(3000);\n",
    // A Redux reducer over an Immutable Map reads its own request state by name.
    "import { Map } from 'immutable';\nexport const list = () => fetch('/v2/applications?hiringState=ACTIVE').then((r) => r.json());\nexport function reducer(state = Map({ state: 'idle', apps: [] }), action) {\n  if (action.type === 'loaded') return state.set('state', 'done').set('apps', action.apps);\n  return state.get('state') === 'idle' ? state.set('state', 'loading') : state;\n}\n",
    // A Backbone model and collection of another API (their URL is the wizard's), beside a request of the service: their attributes, matches and fetch are theirs.
    "import { Model, Collection } from 'backbone';\nexport const list = () => fetch('/v2/applications?hiringState=ACTIVE').then((r) => r.json());\nexport class WizardStep extends Model {\n  urlRoot() {\n    return '/api/onboarding/steps';\n  }\n  isDone() {\n    return this.get('state') === 'done' && this.get('currentStage') === null;\n  }\n}\nexport class Steps extends Collection {\n  url() {\n    return '/api/onboarding/steps';\n  }\n  pending() {\n    return this.where({ state: 'pending' });\n  }\n  load(state) {\n    return this.fetch({ data: { state } });\n  }\n}\n",
    // A store held under a name of applications, with behaviour of its own (load, setStateFilter): its state is its request's.
    "import { createRootStore } from './stores/root';\nexport async function run(baseUrl) {\n  const apps = createRootStore(baseUrl).applications;\n  await apps.load();\n  apps.setStateFilter('QUALIFIED');\n  return apps.state;\n}\nexport const list = () => fetch('/v2/applications?hiringState=ACTIVE').then((r) => r.json());\n",
    // A Solid resource given its fetcher in place is an accessor still: `.state` is its loading state.
    "import { createResource } from 'solid-js';\nexport function createDrawer(id) {\n  const [application] = createResource(id, async (key) => (await fetch(`/v2/applications/${key}`)).json());\n  return () => application.state === 'pending';\n}\n",
    // A query holding a GitHub issue: its data's state is the issue's, beside a list request of the service's.
    "import { useQuery } from '@tanstack/vue-query';\nexport const list = () => fetch('/v2/applications?hiringState=ACTIVE').then((r) => r.json());\nexport function useIssue(n: number) {\n  const query = useQuery({ queryKey: ['issue', n], queryFn: () => fetch(`https://api.github.com/repos/acme/app/issues/${n}`).then((r) => r.json()) });\n  return () => query.data.value?.state === 'open';\n}\n",
    // An Electron handler registered under another name gives settings, not applications.
    "import { ipcMain, ipcRenderer } from 'electron';\nipcMain.handle('apps:list', () => fetch('/v2/applications?hiringState=ACTIVE').then((r) => r.json()));\nipcMain.handle('window:get', () => ({ state: 'maximized' }));\nexport const windowState = async () => (await ipcRenderer.invoke('window:get')).state;\n",
    {
      name: 'the list filters a page keeps in its URL, typed with the filter type another module declares (ApplicationFilters): no application, whatever its name says',
      filename: 'wf.ts',
      code: "import type { ApplicationFilters } from './types';\nexport async function list(): Promise<unknown> {\n  return (await fetch('/v2/applications')).json();\n}\nexport function writeFilters(filters: ApplicationFilters): string {\n  const params = new URLSearchParams();\n  if (filters.state && filters.state !== 'SCREENING') params.set('state', filters.state);\n  return params.toString();\n}\n",
    },
    // The body of a jQuery read of another resource, and records of another API made into objects: not applications.
    "export const openJobs = (cb) => $.getJSON('/v2/jobs', function (data) { cb($.map(data, function (job) { return job.state === 'open' ? job : null; })); });\nfunction Issue(raw) { this.status = raw.state; }\nexport const issues = (cb) => $.getJSON('https://api.github.com/repos/acme/app/issues', function (rows) { cb(rows.map(function (r) { return new Issue(r); })); });\n",
    // A Solid resource named `application` is an accessor: its `.state` is the resource's loading state (its call gives the record).
    "import { createResource, createMemo } from 'solid-js';\nconst fetchApplication = async (id) => (await fetch(`/v2/applications/${id}`)).json();\nexport function createDrawer(id) {\n  const [application] = createResource(id, fetchApplication);\n  const loading = createMemo(() => application.state === 'pending');\n  const title = createMemo(() => application()?.id);\n  return { loading, title };\n}\n",
    // A Pinia-style store of the team's own records: their `state` is theirs, whatever a getter reads.
    "import { defineStore } from 'pinia';\nimport type { Todo } from './types';\nexport const useTodos = defineStore('todos', {\n  state: () => ({ items: [] as Todo[] }),\n  getters: { done: (s) => s.items.filter((t) => t.state === 'done') },\n});\n",
    // A function returning a GitHub issue's state, looked up in a table: no application anywhere.
    "const LABELS = { open: 'Open', closed: 'Closed' };\nconst statusOf = (issue) => issue.state;\nexport const labelOf = (issue) => LABELS[statusOf(issue)];\n",
    // A map of an OAuth callback's fields to paths: no stage of the service's, no service named.
    "export const FIELDS = { State: 'state', Code: 'code', Provider: 'provider.name' };\n",
    {
      name: 'GitHub issues kept in a store of the class (this.cache.upsert) and filtered by their state: not records of the service',
      code: "export class IssueMirror {\n  constructor(cache) {\n    this.cache = cache;\n  }\n  async pull(repo) {\n    const res = await fetch(`https://api.github.com/repos/${repo}/issues?state=all`);\n    for (const issue of await res.json()) {\n      const prev = this.cache.upsert({ ...issue, seen: true });\n      if (prev && prev.state !== issue.state) this.changed = true;\n    }\n    return this.cache.where((row) => row.state === 'open').length;\n  }\n}\n",
    },
    // A lodash pick of an address form's own state (React component state): no application, silent.
    "import _ from 'lodash';\nexport function addressOf(form) {\n  return _.pick(form.state, ['street', 'city', 'state', 'zip']);\n}",
    {
      name: 'a table that translates the legacy states into the current filters (saved views kept under their old names) is the migration, written already',
      code: KEYED_BY_STATE.replace(/'To screen'|'Shortlisted'|'Offer'|'Hired'|'Rejected'/g, (label) => `{ hiringState: ${label === "'To screen'" || label === "'Shortlisted'" ? "'ACTIVE'" : label.toUpperCase()} }`),
    },
    {
      name: 'a table keyed by the states in a file that derives the legacy value from the current fields (as fix leaves it) keeps its meaning',
      code: KEYED_BY_STATE.replace('LABELS[row.state] ?? row.state', 'LABELS[legacyStateOf(row)] ?? legacyStateOf(row)') + LEGACY_HELPER_JS,
    },
    {
      name: 'a table keyed by the states in a file that speaks to no part of the service',
      code: KEYED_BY_STATE.replace('/v2/applications', '/v1/leads'),
    },
    {
      name: 'a union alias holding a value the service never had (ARCHIVED) types another thing: neither its declaration nor its values are shown',
      code: "export type ApplicationState = 'SCREENING' | 'ARCHIVED';\nexport interface Application {\n  id: string;\n  state: ApplicationState;\n  currentStage: { name: string };\n}\n",
    },
    // A table of the record's columns whose state path is derived where it is read (a second run of fix): nothing left.
    {
      code: "import _ from 'lodash';\nconst COLUMNS = [{ header: 'State', path: 'state' }, { header: 'Stage', path: 'pipelineStage.name' }];\nexport async function rows() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => {\n    const row = [];\n    for (const { path } of COLUMNS) row.push(path === 'state' ? legacyStateOf(app) : _.get(app, path));\n    return row;\n  });\n}\nfunction legacyStateOf(application) {\n  return application?.hiringState;\n}\n",
      filename: 'columns.js',
    },
    // A CI server's pipelines, compared with its own SCREENING stage, in a file that neither asks this service
    // nor is imported by a module that does: another service's records.
    "const https = require('node:https');\nfunction describe(pipeline, project) {\n  const stage = pipeline.currentStage ? pipeline.currentStage.name : 'pending';\n  if (pipeline.state === 'SCREENING') return `#${pipeline.id} security scan`;\n  return `#${pipeline.id} ${pipeline.state.toLowerCase()} at ${stage} (${project.isPrivate ? 'private' : 'public'})`;\n}\nmodule.exports = { describe };\n",
    // A JSDoc typedef whose state is a union of its own values (QUEUED, RUNNING beside SCREENING): not an application.
    "/** @typedef {'QUEUED' | 'RUNNING' | 'SCREENING' | 'PASSED' | 'FAILED'} PipelineState */\n/**\n * @typedef {Object} Pipeline\n * @property {number} id\n * @property {PipelineState} state\n * @property {{ name: string } | null} currentStage\n */\n/** @param {Pipeline[]} pipelines */\nexport const scanning = (pipelines) => pipelines.filter((p) => p.state === 'SCREENING').map((p) => p.currentStage && p.currentStage.name);\n",
    // A reducer's copy of its own state, in a file that fetches applications.
    "export function reducer(state, action) {\n  fetch('/v2/applications');\n  return { ...state, state: action.next, currentStage: action.stage };\n}\n",
    // lodash's lookups of a React component's own state and of a GitHub issue's: not applications.
    "import _ from 'lodash';\nconst OPEN = ['open', 'reopened'];\nexport class Issues extends React.Component {\n  render() { return _.includes(OPEN, this.state.status) ? 'open' : 'closed'; }\n}\nexport const isOpen = async (n) => _.includes(OPEN, (await octokit.rest.issues.get({ issue_number: n })).data.state);",
    // A file whose rows carry states of their own (one of two chosen: QUALIFIED or ELIMINATED): its QUALIFIED is no evidence of this service.
    "export const board = (rows) => rows.map((r, i) => ({ player: r.player, state: i < 8 ? 'QUALIFIED' : 'ELIMINATED' }));\nexport const qualified = (rows) => rows.filter((row) => row.state === 'QUALIFIED');",
    // A component of another service: its template's state is its own.
    "import { Component } from '@angular/core';\n@Component({ selector: 'cfp-list', template: `<span *ngIf=\"talk.state === 'QUALIFIED'\">{{ talk.currentStage.name }}</span>` })\nexport class TalkComponent {}\n",
    // The list's query type, old and new filters side by side, named as such: not a record.
    "interface DeskQuery { state?: 'SCREENING' | 'QUALIFIED'; hiringState?: 'OFFER' | 'HIRED'; jobId?: string }\nexport const q: DeskQuery = {};",
    // React, Redux, OAuth: a table keyed by the same words, looked up by a `state` that is no application's.
    "const COLORS = { SCREENING: 'amber', HIRED: 'green' };\nexport function Badge() {\n  const [state] = useState('SCREENING');\n  return COLORS[state];\n}",
    "const LABELS = { SCREENING: 'In review', OFFER: 'Offer' };\nexport const selectLabel = (state) => LABELS[state.wizard.state];\nexport function reducer(state = { state: 'SCREENING' }, action) { return action.type === 'set' ? { ...state, state: action.state } : state; }",
    "const ALLOWED = ['SCREENING', 'QUALIFIED'];\nexport function callback(params) {\n  if (!ALLOWED.includes(params.state)) throw new Error('bad OAuth state');\n  return exchange(params.code);\n}",
    // A wizard's state compared with a constant and a list that spell legacy values: not an application.
    { code: "const READY = 'QUALIFIED';\nconst STEPS = ['SCREENING', 'QUALIFIED'];\nif (wizard.state === READY) next();\nif (STEPS.includes(form.state)) save();", filename: 'wizard.js' },
    // A row type of the team's own, compared with a legacy value, is not an application.
    "import type { Application } from './types';\ninterface Row { applicationId: string; state: string }\nexport const priority = (row: Row) => (row.state === 'QUALIFIED' ? 1 : 2);\nexport const idOf = (a: Application) => a.id;",
    // A loan workflow's state machine, one row per state, FUNDED and WITHDRAWN among them: its SCREENING is its own.
    {
      code: "var STATES = {\n  SCREENING: { next: ['QUALIFIED', 'REJECTED'], stage: 'intake' },\n  QUALIFIED: { next: ['OFFER'], stage: 'underwriting' },\n  OFFER: { next: ['FUNDED', 'WITHDRAWN'], stage: 'closing' },\n  FUNDED: { next: [], stage: 'closed' },\n  WITHDRAWN: { next: [], stage: 'closed' }\n};\nfunction screen(app) {\n  if (app.state !== 'SCREENING') return app;\n  app.currentStage = STATES[app.state].stage;\n  return app;\n}\nmodule.exports = { screen };",
      filename: 'loan-workflow.cjs',
    },
    // Another domain's SCREENING: a loan API whose states are its own (a table that mixes in FUNDED).
    { code: "const LoanState = { Screening: 'SCREENING', Qualified: 'QUALIFIED', Funded: 'FUNDED' } as const;\ninterface Loan { id: string; state: string; currentStage: { name: string } }\nexport async function loans(): Promise<string[]> {\n  const res = await fetch('https://los.example.com/v2/applications?state=' + LoanState.Screening);\n  const list: Loan[] = await res.json();\n  return list.filter((l) => l.state === 'SCREENING').map((l) => l.currentStage.name);\n}", filename: 'loans.ts' },
    // A record compared with a value the service's state never had is another thing's.
    { code: "const res = await fetch('/v2/applications');\nconst cases = await res.json();\nexport const due = cases.filter((application) => application.state === 'RFE');", filename: 'visa.js' },
    // Another API's lower-case states on the same path.
    { code: "export const list = (s) => fetch(`https://api.vendor.example/v2/applications?state=screening&owner=${s}`);", filename: 'vendor.js' },
    // A lodash/fp reader of `state` applied to GitHub issues.
    { code: "import fp from 'lodash/fp';\nconst stateOf = fp.get('state');\nexport async function open() {\n  const issues = await (await fetch('https://api.github.com/repos/a/b/issues')).json();\n  return issues.filter((i) => stateOf(i) === 'open');\n}", filename: 'issues.js' },
    // React, Redux, OAuth, GitHub, addresses, state machines.
    "class Form extends React.Component { render() { return this.state.open ? 1 : 2; } }",
    'const [state, setState] = useState(0); setState(state + 1);',
    "function reducer(state = initialState, action) { if (state.status === 'loading') return state; return { ...state }; }",
    "if (req.query.state !== session.oauthState) throw new Error('csrf');",
    "const { data: pulls } = await octokit.pulls.list({ owner, repo }); pulls.filter((pr) => pr.state === 'open');",
    'const label = user.address?.state ?? address.state;',
    "if (machine.state === 'SCREENING') machine.send('NEXT');",
    // A single application's other endpoint (scorecards) is not an application.
    "const cards = await (await fetch(`/v2/applications/${id}/scorecards`)).json(); cards.map((c) => c.state);",
    // Already migrated.
    LOAD + "apps.filter((a) => a.hiringState === 'ACTIVE' && a.pipelineStage?.type === 'INTERVIEW');",
    // Records reached from an application are not applications: the candidate's address, the job.
    LOAD + "apps.map((app) => app.candidate?.address?.state ?? app.job.location.state);",
    // An indexed type of a type that is not declared in this file is left to the type checker.
    "import type { Application } from '@hiring/sdk';\ntype S = Application['state'];",
    "interface Job { state: 'open' | 'closed' }\ntype S = Job['state'];",
    // Promise.race resolves to ONE of the values (jobs or applications), not one per position: `b` is not the applications.
    "const [a, b] = await Promise.race([fetch('/v2/jobs').then((r) => r.json()), fetch('/v2/applications').then((r) => r.json())]);\nlog(b.state);",
    // A filter type declares stageType, which applications never carry: not an application type.
    "export interface ApplicationFilters { state?: 'SCREENING' | 'QUALIFIED'; hiringState?: string; stageType?: string; jobId?: string }",
    // A wrapper's filter object (it carries stageType, which applications never do) is not an application.
    "async function list(filters) {\n  const params = {};\n  if (filters.hiringState) params.hiringState = filters.hiringState;\n  if (filters.stageType) params.stageType = filters.stageType;\n  if (filters.state) legacy(filters.state);\n  return axios.get('/v2/applications', { params });\n}",
    // Jobs of the same service.
    "const jobs = await (await fetch('/v2/jobs')).json(); jobs.filter((j) => j.state === 'open');",
    {
      name: 'a copy that keeps the state it derives (what fix writes for a picked copy) is no write of the removed field',
      code: "import _ from 'lodash';\nexport async function rows() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => _.pick({ ...app, state: legacyStateOf(app) }, ['id', 'state']));\n}\nfunction legacyStateOf(a) {\n  return a.hiringState;\n}\n",
    },
  ],
  invalid: [
    {
      "name": "the cases of a switch in a function the file hands a variable holding the read",
      "filename": "nextStep.ts",
      "code": "import ky from 'ky';\n\ninterface Application { id: string; state: string }\n\nfunction nextStep(status: string): string {\n  switch (status) {\n    case 'SCREENING':\n      return 'review application';\n    case 'QUALIFIED':\n      return 'schedule interviews';\n    default:\n      return 'none';\n  }\n}\n\nexport async function report(): Promise<string[]> {\n  const apps = await ky.get('https://hiring.example.com/v2/applications').json<Application[]>();\n  return apps.map((app) => {\n    const state = app.state;\n    return `${app.id}: ${nextStep(state)}`;\n  });\n}\n",
      "errors": [
        {
          "messageId": "value",
          "line": 7
        },
        {
          "messageId": "value",
          "line": 9
        },
        {
          "messageId": "read",
          "line": 19,
          "suggestions": [
            {
              "messageId": "deriveLegacy",
              "output": "import ky from 'ky';\n\ninterface Application { id: string; state: string }\n\nfunction nextStep(status: string): string {\n  switch (status) {\n    case 'SCREENING':\n      return 'review application';\n    case 'QUALIFIED':\n      return 'schedule interviews';\n    default:\n      return 'none';\n  }\n}\n\nexport async function report(): Promise<string[]> {\n  const apps = await ky.get('https://hiring.example.com/v2/applications').json<Application[]>();\n  return apps.map((app) => {\n    const state = legacyStateOf(app);\n    return `${app.id}: ${nextStep(state)}`;\n  });\n}\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction legacyStateOf<S extends string = 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'>(application: { hiringState?: string | null; pipelineStage?: unknown } | null | undefined): S {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return kept as S;\n  const stageType = (application?.pipelineStage as { type?: string | null } | null | undefined)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING' as S;\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED' as S;\n  if (hiringState === 'REJECTED') return 'REJECTED' as S;\n  if (hiringState === 'OFFER') return 'OFFER' as S;\n  if (hiringState === 'HIRED') return 'HIRED' as S;\n  return undefined as never;\n}\n"
            }
          ]
        }
      ]
    },
    {
      "name": "a copy of a record's state in a view type of the file: where it is switched on (its legacy cases too) or made a key of a count, it is shown with no edit",
      "filename": "views.ts",
      "code": "interface Application { id: string; state: string; currentStage: { id: string; name: string } | null }\ninterface ApplicationView { id: string; state: string }\nconst toView = (app: Application): ApplicationView => ({ id: app.id, state: app.state });\nexport async function views(): Promise<ApplicationView[]> {\n  const apps: Application[] = await (await fetch('/v2/applications')).json();\n  return apps.map(toView);\n}\nexport function nextStep(view: ApplicationView): string {\n  switch (view.state) {\n    case 'SCREENING':\n      return 'review';\n    default:\n      return '-';\n  }\n}\nexport function counts(list: ApplicationView[]): Record<string, number> {\n  const acc: Record<string, number> = {};\n  for (const view of list) acc[view.state] = (acc[view.state] ?? 0) + 1;\n  return acc;\n}\n",
      "output": "interface Application { id: string; hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; currentStage: { id: string; name: string } | null }\ninterface ApplicationView { id: string; state: string }\nconst toView = (app: Application): ApplicationView => ({ id: app.id, state: app.state });\nexport async function views(): Promise<ApplicationView[]> {\n  const apps: Application[] = await (await fetch('/v2/applications')).json();\n  return apps.map(toView);\n}\nexport function nextStep(view: ApplicationView): string {\n  switch (view.state) {\n    case 'SCREENING':\n      return 'review';\n    default:\n      return '-';\n  }\n}\nexport function counts(list: ApplicationView[]): Record<string, number> {\n  const acc: Record<string, number> = {};\n  for (const view of list) acc[view.state] = (acc[view.state] ?? 0) + 1;\n  return acc;\n}\n",
      "errors": [
        {
          "messageId": "declaration",
          "line": 1
        },
        {
          "messageId": "read",
          "line": 3,
          "suggestions": [
            {
              "messageId": "deriveLegacy",
              "output": "interface Application { id: string; state: string; currentStage: { id: string; name: string } | null }\ninterface ApplicationView { id: string; state: string }\nconst toView = (app: Application): ApplicationView => ({ id: app.id, state: legacyStateOf(app) });\nexport async function views(): Promise<ApplicationView[]> {\n  const apps: Application[] = await (await fetch('/v2/applications')).json();\n  return apps.map(toView);\n}\nexport function nextStep(view: ApplicationView): string {\n  switch (view.state) {\n    case 'SCREENING':\n      return 'review';\n    default:\n      return '-';\n  }\n}\nexport function counts(list: ApplicationView[]): Record<string, number> {\n  const acc: Record<string, number> = {};\n  for (const view of list) acc[view.state] = (acc[view.state] ?? 0) + 1;\n  return acc;\n}\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction legacyStateOf<S extends string = 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'>(application: { hiringState?: string | null; pipelineStage?: unknown } | null | undefined): S {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return kept as S;\n  const stageType = (application?.pipelineStage as { type?: string | null } | null | undefined)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING' as S;\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED' as S;\n  if (hiringState === 'REJECTED') return 'REJECTED' as S;\n  if (hiringState === 'OFFER') return 'OFFER' as S;\n  if (hiringState === 'HIRED') return 'HIRED' as S;\n  return undefined as never;\n}\n"
            }
          ]
        },
        {
          "messageId": "carriedCopy",
          "line": 9
        },
        {
          "messageId": "carriedCopy",
          "line": 10
        },
        {
          "messageId": "carriedCopy",
          "line": 18
        },
        {
          "messageId": "carriedCopy",
          "line": 18
        }
      ]
    },

    {
      "name": "a Backbone collection bound to the list counts its models by the attribute's name (countBy('state')): each model's legacy state, derived from its two attributes",
      "filename": "backbone-parse.js",
      "code": "import { Model, Collection } from 'backbone';\n\nexport class ApplicationModel extends Model {\n  get urlRoot() {\n    return '/v2/applications';\n  }\n  parse(resp) {\n    const attrs = Object.assign({}, resp);\n    const stage = resp.currentStage || null;\n    if (stage) attrs.stageName = stage.name;\n    return attrs;\n  }\n}\n\nexport class ApplicationCollection extends Collection {\n  get url() {\n    return '/v2/applications';\n  }\n  overview() {\n    return { byState: this.countBy('state'), stages: this.pluck('currentStage') };\n  }\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 20,
          "suggestions": [
            {
              "messageId": "deriveLegacy",
              "output": "import { Model, Collection } from 'backbone';\n\nexport class ApplicationModel extends Model {\n  get urlRoot() {\n    return '/v2/applications';\n  }\n  parse(resp) {\n    const attrs = Object.assign({}, resp);\n    const stage = resp.currentStage || null;\n    if (stage) attrs.stageName = stage.name;\n    return attrs;\n  }\n}\n\nexport class ApplicationCollection extends Collection {\n  get url() {\n    return '/v2/applications';\n  }\n  overview() {\n    return { byState: this.countBy((model) => legacyStateOf({ hiringState: model.get('hiringState'), pipelineStage: model.get('pipelineStage') })), stages: this.pluck('currentStage') };\n  }\n}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"
            }
          ]
        }
      ]
    },
    {
      "name": "Backbone models and collections whose url()/urlRoot() names the service: this.get('state') derives the legacy state from the two attributes read the same way, and where/findWhere match hiringState then the stage type (the same models, in the same order)",
      "filename": "backbone-model.js",
      "code": "import { Model, Collection } from 'backbone';\n\nexport class Application extends Model {\n  urlRoot() {\n    return '/api/hiring/v2/applications';\n  }\n  isScreening() {\n    return this.get('state') === 'SCREENING';\n  }\n  stageName() {\n    const stage = this.get('currentStage');\n    return stage ? stage.name : '-';\n  }\n}\n\nexport class Applications extends Collection {\n  url() {\n    return '/api/hiring/v2/applications';\n  }\n  qualified() {\n    return this.where({ state: 'QUALIFIED', jobId: 'job-1' });\n  }\n  firstHired() {\n    return this.findWhere({ state: 'HIRED' });\n  }\n  firstInReview() {\n    return this.findWhere({ state: 'SCREENING' });\n  }\n}\n",
      "output": "import { Model, Collection } from 'backbone';\n\nexport class Application extends Model {\n  urlRoot() {\n    return '/api/hiring/v2/applications';\n  }\n  isScreening() {\n    return this.get('state') === 'SCREENING';\n  }\n  stageName() {\n    const stage = this.get('currentStage');\n    return stage ? stage.name : '-';\n  }\n}\n\nexport class Applications extends Collection {\n  url() {\n    return '/api/hiring/v2/applications';\n  }\n  qualified() {\n    return this.where({ hiringState: 'ACTIVE', jobId: 'job-1' }).filter((model) => (model.get('pipelineStage') || {}).type === 'INTERVIEW');\n  }\n  firstHired() {\n    return this.findWhere({ hiringState: 'HIRED' });\n  }\n  firstInReview() {\n    return this.where({ hiringState: 'ACTIVE' }).find((model) => (model.get('pipelineStage') || {}).type === 'APPLICATION_REVIEW');\n  }\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 8,
          "suggestions": [
            {
              "messageId": "deriveLegacy",
              "output": "import { Model, Collection } from 'backbone';\n\nexport class Application extends Model {\n  urlRoot() {\n    return '/api/hiring/v2/applications';\n  }\n  isScreening() {\n    return legacyStateOf({ hiringState: this.get('hiringState'), pipelineStage: this.get('pipelineStage') }) === 'SCREENING';\n  }\n  stageName() {\n    const stage = this.get('currentStage');\n    return stage ? stage.name : '-';\n  }\n}\n\nexport class Applications extends Collection {\n  url() {\n    return '/api/hiring/v2/applications';\n  }\n  qualified() {\n    return this.where({ state: 'QUALIFIED', jobId: 'job-1' });\n  }\n  firstHired() {\n    return this.findWhere({ state: 'HIRED' });\n  }\n  firstInReview() {\n    return this.findWhere({ state: 'SCREENING' });\n  }\n}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"
            }
          ]
        },
        {
          "messageId": "read",
          "line": 21
        },
        {
          "messageId": "read",
          "line": 24
        },
        {
          "messageId": "read",
          "line": 27
        }
      ]
    },
    {
      "name": "useQuery({ queryFn }) holds what its query function gives: query.data.value is the application fetched (an onError handler gives nothing)",
      "filename": "query-holder.ts",
      "code": "import { useQuery } from '@tanstack/vue-query';\nimport { http } from './http';\nasync function fetchApplication(id: string) {\n  const { data } = await http.get(`/v2/applications/${encodeURIComponent(id)}`);\n  return data;\n}\nexport function useApplication(id: string) {\n  const query = useQuery({ queryKey: ['application', id], queryFn: () => fetchApplication(id), onError: () => undefined });\n  const isScreening = () => query.data.value?.state === 'SCREENING';\n  return { ...query, isScreening };\n}\n",
      "output": "import { useQuery } from '@tanstack/vue-query';\nimport { http } from './http';\nasync function fetchApplication(id: string) {\n  const { data } = await http.get(`/v2/applications/${encodeURIComponent(id)}`);\n  return data;\n}\nexport function useApplication(id: string) {\n  const query = useQuery({ queryKey: ['application', id], queryFn: () => fetchApplication(id), onError: () => undefined });\n  const isScreening = () => query.data.value?.hiringState === 'ACTIVE' && query.data.value?.pipelineStage?.type === 'APPLICATION_REVIEW';\n  return { ...query, isScreening };\n}\n",
      "errors": [
        {
          "messageId": "comparison",
          "line": 9
        }
      ]
    },

    {
      "name": "Meteor.callAsync('applications.list') gives what the method registered under that name returns: the applications, counted by state",
      "filename": "named-handler.js",
      "code": "import countBy from 'lodash/countBy.js';\nimport { Meteor } from 'meteor/meteor';\nimport { hiringGet } from './client.js';\n\nMeteor.methods({\n  async 'applications.list'() {\n    return hiringGet('/v2/applications', {});\n  },\n  async 'applications.countByState'() {\n    const docs = await Meteor.callAsync('applications.list');\n    return countBy(docs, 'state');\n  },\n});\n",
      "errors": [
        {
          "messageId": "read",
          "line": 11,
          "suggestions": [
            {
              "messageId": "deriveLegacy",
              "output": "import countBy from 'lodash/countBy.js';\nimport { Meteor } from 'meteor/meteor';\nimport { hiringGet } from './client.js';\n\nMeteor.methods({\n  async 'applications.list'() {\n    return hiringGet('/v2/applications', {});\n  },\n  async 'applications.countByState'() {\n    const docs = await Meteor.callAsync('applications.list');\n    return countBy(docs, legacyStateOf);\n  },\n});\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"
            }
          ]
        }
      ]
    },
    {
      "name": "the service's vocabulary spelled through an enum's members, in a file about the service: a list in a declared Set and a table keyed by them are shown where each member is written; a list without both removed values is not",
      "filename": "labels.ts",
      "code": "// Labels of each application state on the board.\nenum ApplicationState {\n  Screening = 'SCREENING',\n  Qualified = 'QUALIFIED',\n  Hired = 'HIRED',\n  Rejected = 'REJECTED',\n}\nexport const LABELS = {\n  [ApplicationState.Screening]: 'Screening',\n  [ApplicationState.Qualified]: 'Qualified',\n};\nexport const OPEN = new Set([\n  ApplicationState.Screening,\n  ApplicationState.Qualified,\n]);\nexport const CLOSED = [ApplicationState.Hired, ApplicationState.Rejected];\nexport async function load() {\n  return (await fetch('/v2/applications')).json();\n}\n",
      "errors": [
        {
          "messageId": "legacyValue",
          "line": 3
        },
        {
          "messageId": "legacyValue",
          "line": 4
        },
        {
          "messageId": "legacyValue",
          "line": 5
        },
        {
          "messageId": "legacyValue",
          "line": 6
        },
        {
          "messageId": "legacyValue",
          "line": 9
        },
        {
          "messageId": "legacyValue",
          "line": 10
        },
        {
          "messageId": "legacyValue",
          "line": 13
        },
        {
          "messageId": "legacyValue",
          "line": 14
        }
      ]
    },

    {
      "name": "a JSDoc union typedef (@typedef {'SCREENING' | 'QUALIFIED' | 'HIRED'} AppState) that an application typedef declares state with: its legacy values are shown where they are written; another union is not",
      "filename": "types.js",
      "code": "// @ts-check\n/**\n * @typedef {'SCREENING' | 'QUALIFIED' | 'HIRED'} AppState\n */\n/**\n * @typedef {'open' | 'closed'} JobState\n */\n/**\n * @typedef {Object} Application\n * @property {string} id\n * @property {AppState} state\n * @property {{ id: string, name: string } | null} currentStage\n */\n/** @param {Application} app */\nexport const label = (app) => app.id;\n",
      "output": "// @ts-check\n/**\n * @typedef {'SCREENING' | 'QUALIFIED' | 'HIRED'} AppState\n */\n/**\n * @typedef {'open' | 'closed'} JobState\n */\n/**\n * @typedef {Object} Application\n * @property {string} id\n * @property {'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'} hiringState\n * @property {{ id: string, name: string } | null} currentStage\n */\n/** @param {Application} app */\nexport const label = (app) => app.id;\n",
      "errors": [
        {
          "messageId": "declaredValue",
          "line": 3
        },
        {
          "messageId": "declaration",
          "line": 11
        }
      ]
    },

    {
      "name": "state destructured from a record and looked up (CHIPS[state], CLOSED.has(state)): each lookup is shown beside the destructuring it is derived at; shown as text (state.toLowerCase()) it is the value",
      "filename": "chips.js",
      "code": "const CHIPS = { SCREENING: 'In review', QUALIFIED: 'Interviewing' };\nconst CLOSED = new Set(['HIRED', 'REJECTED']);\nexport async function cards() {\n  const res = await fetch('/v2/applications');\n  const apps = await res.json();\n  return apps.map((app) => {\n    const { id, state } = app;\n    return {\n      id,\n      chip: CHIPS[state],\n      closed: CLOSED.has(state),\n      label: state.toLowerCase(),\n    };\n  });\n}\n",
      "errors": [
        {
          "messageId": "value",
          "line": 1
        },
        {
          "messageId": "value",
          "line": 1
        },
        {
          "messageId": "value",
          "line": 2
        },
        {
          "messageId": "value",
          "line": 2
        },
        {
          "messageId": "read",
          "line": 7
        },
        {
          "messageId": "carried",
          "line": 10
        },
        {
          "messageId": "carried",
          "line": 11
        }
      ]
    },

    {
      "name": "values declared with a choice among the record's state values and one more (type StatusFilter = ApplicationStatus | 'ALL'): its legacy values are shown",
      "filename": "opts.ts",
      "code": "export type ApplicationStatus = 'SCREENING' | 'QUALIFIED' | 'OFFER' | 'HIRED' | 'REJECTED';\nexport type StatusFilter = ApplicationStatus | 'ALL';\nexport interface ApplicationRecord { id: string; state: ApplicationStatus }\nexport const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [\n  { value: 'ALL', label: 'All statuses' },\n  { value: 'SCREENING', label: 'Screening' },\n  { value: 'QUALIFIED', label: 'Qualified' },\n];\nexport const DIRECT: ReadonlyArray<{ value: ApplicationStatus; label: string }> = [\n  { value: 'SCREENING', label: 'Screening' },\n];\nexport async function list(status: StatusFilter) {\n  return fetch('https://h.example/v2/applications?state=' + status);\n}\n",
      "errors": [
        {
          "messageId": "declaredValue",
          "line": 1
        },
        {
          "messageId": "declaration",
          "line": 3
        },
        {
          "messageId": "legacyValue",
          "line": 6
        },
        {
          "messageId": "legacyValue",
          "line": 7
        },
        {
          "messageId": "legacyValue",
          "line": 10
        }
      ],
      "output": "export type ApplicationStatus = 'SCREENING' | 'QUALIFIED' | 'OFFER' | 'HIRED' | 'REJECTED';\nexport type StatusFilter = ApplicationStatus | 'ALL';\nexport interface ApplicationRecord { id: string; hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; pipelineStage: { id: string; name: string; type: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED'; order: number } }\nexport const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [\n  { value: 'ALL', label: 'All statuses' },\n  { value: 'SCREENING', label: 'Screening' },\n  { value: 'QUALIFIED', label: 'Qualified' },\n];\nexport const DIRECT: ReadonlyArray<{ value: ApplicationStatus; label: string }> = [\n  { value: 'SCREENING', label: 'Screening' },\n];\nexport async function list(status: StatusFilter) {\n  return fetch('https://h.example/v2/applications?state=' + status);\n}\n"
    },
    {
      "name": "records kept in a Map and handed back as its values, then held under a key of the rows a report pushes (rows.push({ app })): rows.sort((a, b) => rank(a.app.state) …) reads the records' state",
      "filename": "report.js",
      "code": "async function listInStates(states) {\n  const seen = new Map();\n  for (const state of states) {\n    const res = await fetch(`https://h.example/v2/applications?hiringState=${state}`);\n    for (const app of await res.json()) if (!seen.has(app.id)) seen.set(app.id, app);\n  }\n  return [...seen.values()];\n}\n\nexport async function report(states, rank) {\n  const rows = [];\n  for (const app of await listInStates(states)) {\n    rows.push({ app, id: app.id });\n  }\n  rows.sort((a, b) => rank(a.app.state) - rank(b.app.state) || a.id.localeCompare(b.id));\n  return rows.filter((r) => r.app.state === 'OFFER').map(({ app, ...row }) => row);\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 15,
          "suggestions": [
            {
              "messageId": "deriveLegacy",
              "output": "async function listInStates(states) {\n  const seen = new Map();\n  for (const state of states) {\n    const res = await fetch(`https://h.example/v2/applications?hiringState=${state}`);\n    for (const app of await res.json()) if (!seen.has(app.id)) seen.set(app.id, app);\n  }\n  return [...seen.values()];\n}\n\nexport async function report(states, rank) {\n  const rows = [];\n  for (const app of await listInStates(states)) {\n    rows.push({ app, id: app.id });\n  }\n  rows.sort((a, b) => rank(legacyStateOf(a.app)) - rank(b.app.state) || a.id.localeCompare(b.id));\n  return rows.filter((r) => r.app.state === 'OFFER').map(({ app, ...row }) => row);\n}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"
            }
          ]
        },
        {
          "messageId": "read",
          "line": 15,
          "suggestions": [
            {
              "messageId": "deriveLegacy",
              "output": "async function listInStates(states) {\n  const seen = new Map();\n  for (const state of states) {\n    const res = await fetch(`https://h.example/v2/applications?hiringState=${state}`);\n    for (const app of await res.json()) if (!seen.has(app.id)) seen.set(app.id, app);\n  }\n  return [...seen.values()];\n}\n\nexport async function report(states, rank) {\n  const rows = [];\n  for (const app of await listInStates(states)) {\n    rows.push({ app, id: app.id });\n  }\n  rows.sort((a, b) => rank(a.app.state) - rank(legacyStateOf(b.app)) || a.id.localeCompare(b.id));\n  return rows.filter((r) => r.app.state === 'OFFER').map(({ app, ...row }) => row);\n}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"
            }
          ]
        },
        {
          "messageId": "comparison",
          "line": 16
        }
      ],
      "output": "async function listInStates(states) {\n  const seen = new Map();\n  for (const state of states) {\n    const res = await fetch(`https://h.example/v2/applications?hiringState=${state}`);\n    for (const app of await res.json()) if (!seen.has(app.id)) seen.set(app.id, app);\n  }\n  return [...seen.values()];\n}\n\nexport async function report(states, rank) {\n  const rows = [];\n  for (const app of await listInStates(states)) {\n    rows.push({ app, id: app.id });\n  }\n  rows.sort((a, b) => rank(a.app.state) - rank(b.app.state) || a.id.localeCompare(b.id));\n  return rows.filter((r) => r.app.hiringState === 'OFFER').map(({ app, ...row }) => row);\n}\n"
    },
    {
      "name": "zod 4's looseObject and strictObject are object schemas: their state is declared as hiringState",
      "filename": "schemas.ts",
      "code": "import { z } from 'zod';\nexport const StageSchema = z.looseObject({ id: z.string(), name: z.string() });\nexport const ApplicationSchema = z.looseObject({\n  id: z.string(),\n  state: z.enum(['SCREENING', 'QUALIFIED', 'HIRED']),\n  currentStage: z.strictObject({ id: z.string(), name: z.string() }).nullish(),\n});\nexport const CardSchema = z.strictObject({\n  id: z.string(),\n  state: z.enum(['SCREENING', 'QUALIFIED', 'HIRED']),\n  currentStage: StageSchema.nullable(),\n});\nexport type Application = z.infer<typeof ApplicationSchema>;\nexport async function load(): Promise<Application[]> {\n  const res = await fetch('https://hiring.example.com/v2/applications');\n  return z.array(ApplicationSchema).parse(await res.json());\n}\n",
      "errors": [
        {
          "messageId": "declaration",
          "line": 5
        },
        {
          "messageId": "declaration",
          "line": 10
        }
      ],
      "output": "import { z } from 'zod';\nexport const StageSchema = z.looseObject({ id: z.string(), name: z.string() });\nexport const ApplicationSchema = z.looseObject({\n  id: z.string(),\n  hiringState: z.enum(['APPLIED', 'ACTIVE', 'REJECTED', 'HIRED', 'OFFER']),\n  currentStage: z.strictObject({ id: z.string(), name: z.string() }).nullish(),\n});\nexport const CardSchema = z.strictObject({\n  id: z.string(),\n  hiringState: z.enum(['APPLIED', 'ACTIVE', 'REJECTED', 'HIRED', 'OFFER']),\n  currentStage: StageSchema.nullable(),\n});\nexport type Application = z.infer<typeof ApplicationSchema>;\nexport async function load(): Promise<Application[]> {\n  const res = await fetch('https://hiring.example.com/v2/applications');\n  return z.array(ApplicationSchema).parse(await res.json());\n}\n"
    },
    {
      "name": "a type the file makes its own records as, from the service's (a normaliser's), keeps state: only the record type and its reads migrate",
      "filename": "normalize.ts",
      "code": "import axios from 'axios';\n\ninterface ApplicationJson { id: string; state: string; currentStage: { id: string; name: string } | null }\n/** What the screens show: made here from the service's records. */\nexport interface Application { id: string; state: string; currentStage: { id: string; name: string } | null }\n\nfunction normalize(raw: ApplicationJson): Application {\n  return { id: raw.id, state: raw.state, currentStage: raw.currentStage };\n}\n\nexport async function listApplications(): Promise<Application[]> {\n  const res = await axios.get<ApplicationJson[]>('/v2/applications', { params: { jobId: 'job-1' } });\n  return res.data.map(normalize);\n}\n\nexport function inScreening(apps: Application[]): Application[] {\n  return apps.filter((a) => a.state === 'SCREENING');\n}\n",
      "errors": [
        {
          "messageId": "declaration",
          "line": 3
        },
        {
          "messageId": "carriedMember",
          "line": 5
        },
        {
          "messageId": "read",
          "line": 8,
          "suggestions": [
            {
              "messageId": "deriveLegacy",
              "output": "import axios from 'axios';\n\ninterface ApplicationJson { id: string; state: string; currentStage: { id: string; name: string } | null }\n/** What the screens show: made here from the service's records. */\nexport interface Application { id: string; state: string; currentStage: { id: string; name: string } | null }\n\nfunction normalize(raw: ApplicationJson): Application {\n  return { id: raw.id, state: legacyStateOf(raw), currentStage: raw.currentStage };\n}\n\nexport async function listApplications(): Promise<Application[]> {\n  const res = await axios.get<ApplicationJson[]>('/v2/applications', { params: { jobId: 'job-1' } });\n  return res.data.map(normalize);\n}\n\nexport function inScreening(apps: Application[]): Application[] {\n  return apps.filter((a) => a.state === 'SCREENING');\n}\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction legacyStateOf<S extends string = 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'>(application: { hiringState?: string | null; pipelineStage?: unknown } | null | undefined): S {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return kept as S;\n  const stageType = (application?.pipelineStage as { type?: string | null } | null | undefined)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING' as S;\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED' as S;\n  if (hiringState === 'REJECTED') return 'REJECTED' as S;\n  if (hiringState === 'OFFER') return 'OFFER' as S;\n  if (hiringState === 'HIRED') return 'HIRED' as S;\n  return undefined as never;\n}\n"
            }
          ]
        },
        {
          "messageId": "carriedCopy",
          "line": 17
        }
      ],
      "output": "import axios from 'axios';\n\ninterface ApplicationJson { id: string; hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; currentStage: { id: string; name: string } | null }\n/** What the screens show: made here from the service's records. */\nexport interface Application { id: string; state: string; currentStage: { id: string; name: string } | null }\n\nfunction normalize(raw: ApplicationJson): Application {\n  return { id: raw.id, state: raw.state, currentStage: raw.currentStage };\n}\n\nexport async function listApplications(): Promise<Application[]> {\n  const res = await axios.get<ApplicationJson[]>('/v2/applications', { params: { jobId: 'job-1' } });\n  return res.data.map(normalize);\n}\n\nexport function inScreening(apps: Application[]): Application[] {\n  return apps.filter((a) => a.state === 'SCREENING');\n}\n"
    },
    {
      name: "a state kept in a member of the object made from the record (this.pipelineState = raw.state): the values the object's methods compare that member with are shown beside the read",
      code: "function ApplicationModel(raw) { this.pipelineState = raw.state; }\nApplicationModel.prototype.isHired = function () { return this.pipelineState === 'HIRED'; };\nclass Row {\n  constructor(app) { this.status = app.state; }\n  closed() { return this.status === 'REJECTED'; }\n  reset() { this.other = 'OFFER'; }\n}\nexports.load = async () => (await (await fetch('/v2/applications')).json()).map((a) => [new ApplicationModel(a), new Row(a)]);\n",
      filename: "cp2.js",
      errors: [{"messageId": "read", "line": 1, "suggestions": [{"messageId": "deriveLegacy", "output": "function ApplicationModel(raw) { this.pipelineState = legacyStateOf(raw); }\nApplicationModel.prototype.isHired = function () { return this.pipelineState === 'HIRED'; };\nclass Row {\n  constructor(app) { this.status = app.state; }\n  closed() { return this.status === 'REJECTED'; }\n  reset() { this.other = 'OFFER'; }\n}\nexports.load = async () => (await (await fetch('/v2/applications')).json()).map((a) => [new ApplicationModel(a), new Row(a)]);\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"}]}, {"messageId": "value", "line": 2}, {"messageId": "read", "line": 4, "suggestions": [{"messageId": "deriveLegacy", "output": "function ApplicationModel(raw) { this.pipelineState = raw.state; }\nApplicationModel.prototype.isHired = function () { return this.pipelineState === 'HIRED'; };\nclass Row {\n  constructor(app) { this.status = legacyStateOf(app); }\n  closed() { return this.status === 'REJECTED'; }\n  reset() { this.other = 'OFFER'; }\n}\nexports.load = async () => (await (await fetch('/v2/applications')).json()).map((a) => [new ApplicationModel(a), new Row(a)]);\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"}]}, {"messageId": "value", "line": 5}],
    },
    {
      name: "a hand-made decoder combinator declaring an application: its state needs a hiringState decoder in the library's own terms, shown with no fix; a wizard's decoder is not the service's",
      code: "import * as D from './decoder';\nexport const StageD = D.struct({ id: D.string, name: D.string, type: D.optional(D.string) });\nexport const ApplicationD = D.struct({\n  id: D.string,\n  state: D.withDefault(D.string, null),\n  currentStage: D.optional(D.nullable(StageD)),\n});\nexport const WizardD = D.struct({ state: D.string, currentStage: D.string });\n",
      filename: "dec2.ts",
      errors: [{"messageId": "declaration", "line": 5}],
    },
    {
      name: "jQuery-era code: the body jQuery hands a success callback ($.getJSON(url, query, cb), $.ajax({ success })), each element $.map hands on, and the constructor (function or class) it is handed to receive applications",
      code: "function ApplicationModel(raw) {\n  this.status = raw.state || null;\n}\nclass Card {\n  constructor(record) {\n    this.stage = record.currentStage;\n  }\n}\nfunction Service(base) { this.base = base; }\nService.prototype._url = function (path) { return this.base ? this.base + path : '/api' + path; };\nService.prototype.list = function (status, callback) {\n  var query = {};\n  if (status) query.state = status;\n  $.getJSON(this._url('/v2/applications'), query, function (data) {\n    callback(null, $.map(data, function (raw) { return new ApplicationModel(raw); }));\n  });\n};\nService.prototype.cards = function (callback) {\n  $.ajax({ url: this._url('/v2/applications'), dataType: 'json', success: function (rows) { callback(rows.map(function (r) { return new Card(r); })); } });\n};\nmodule.exports = Service;\n",
      filename: "desk.js",
      errors: [{"messageId": "read", "line": 2, "suggestions": [{"messageId": "deriveLegacy", "output": "function ApplicationModel(raw) {\n  this.status = legacyStateOf(raw) || null;\n}\nclass Card {\n  constructor(record) {\n    this.stage = record.currentStage;\n  }\n}\nfunction Service(base) { this.base = base; }\nService.prototype._url = function (path) { return this.base ? this.base + path : '/api' + path; };\nService.prototype.list = function (status, callback) {\n  var query = {};\n  if (status) query.state = status;\n  $.getJSON(this._url('/v2/applications'), query, function (data) {\n    callback(null, $.map(data, function (raw) { return new ApplicationModel(raw); }));\n  });\n};\nService.prototype.cards = function (callback) {\n  $.ajax({ url: this._url('/v2/applications'), dataType: 'json', success: function (rows) { callback(rows.map(function (r) { return new Card(r); })); } });\n};\nmodule.exports = Service;\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"}]}],
    },
    {"name": "a path read at run time (getPath(app, path), a hand-made reader of String(path).split('.')) over the entries of a map of columns to paths (Object.entries(FIELD_MAP).map(([col, path]) => \u2026)): the state column is derived where it is read", "code": "const FIELD_MAP = { ID: 'id', Status: 'state', Stage: 'currentStage.name' };\nfunction getPath(obj, dottedPath) {\n  return String(dottedPath).split('.').reduce((acc, key) => (acc == null ? undefined : acc[key]), obj);\n}\nexport async function rows() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => Object.entries(FIELD_MAP).map(([col, path]) => [col, getPath(app, path)]));\n}\n", "filename": "rows.js", "errors": [{"messageId": "read", "line": 1, "suggestions": [{"messageId": "deriveLegacy", "output": "const FIELD_MAP = { ID: 'id', Status: 'state', Stage: 'currentStage.name' };\nfunction getPath(obj, dottedPath) {\n  return String(dottedPath).split('.').reduce((acc, key) => (acc == null ? undefined : acc[key]), obj);\n}\nexport async function rows() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => Object.entries(FIELD_MAP).map(([col, path]) => [col, (path === 'state' ? legacyStateOf(app) : getPath(app, path))]));\n}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"}]}]},
    {"name": "a read that is the key of an optional chain (META[app.state]?.label) is its own expression: it is derived in place, the chain kept", "code": "const META = { SCREENING: { label: 'S' }, QUALIFIED: { label: 'Q' } };\nexport async function labels() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => META[app.state]?.label ?? 'Unknown');\n}\n", "filename": "labels.js", "errors": [{"messageId": "value", "line": 1}, {"messageId": "value", "line": 1}, {"messageId": "read", "line": 4, "suggestions": [{"messageId": "deriveLegacy", "output": "const META = { SCREENING: { label: 'S' }, QUALIFIED: { label: 'Q' } };\nexport async function labels() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => META[legacyStateOf(app)]?.label ?? 'Unknown');\n}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"}]}]},
    {"name": "a read of state a function returns (function statusOf(app) { return app.state }) is what its calls give: the table they look up (META[statusOf(app)]) is keyed by the removed field's values", "code": "const META = { SCREENING: 'S', QUALIFIED: 'Q', HIRED: 'H' };\nfunction statusOf(app) {\n  return app.state;\n}\nexport async function metas() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => META[statusOf(app)]);\n}\n", "filename": "status.js", "errors": [{"messageId": "value", "line": 1}, {"messageId": "value", "line": 1}, {"messageId": "value", "line": 1}, {"messageId": "read", "line": 3, "suggestions": [{"messageId": "deriveLegacy", "output": "const META = { SCREENING: 'S', QUALIFIED: 'Q', HIRED: 'H' };\nfunction statusOf(app) {\n  return legacyStateOf(app);\n}\nexport async function metas() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => META[statusOf(app)]);\n}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n"}]}]},
    {
      name: "a store of the class's own (this.table) that records are kept in: the row upsert gives back and the rows where() hands its callback are records",
      code: "export class Mirror {\n  constructor(table) {\n    this.table = table;\n  }\n  async pull(baseUrl) {\n    const res = await fetch(`${baseUrl}/v2/applications`);\n    for (const app of await res.json()) {\n      const prev = this.table.upsert({ ...app, source: 'poll' });\n      if (prev && prev.state !== 'HIRED') this.changed = true;\n    }\n    return this.table.where((row) => row.state === 'HIRED').length;\n  }\n}\n",
      output: "export class Mirror {\n  constructor(table) {\n    this.table = table;\n  }\n  async pull(baseUrl) {\n    const res = await fetch(`${baseUrl}/v2/applications`);\n    for (const app of await res.json()) {\n      const prev = this.table.upsert({ ...app, source: 'poll' });\n      if (prev && prev.hiringState !== 'HIRED') this.changed = true;\n    }\n    return this.table.where((row) => row.hiringState === 'HIRED').length;\n  }\n}\n",
      errors: [{ messageId: 'comparison', line: 9 }, { messageId: 'comparison', line: 11 }],
    },
    {
      name: 'a response passed through a method that gives back what it is handed (this.send(req), an error mapper around await) is the response still',
      code: "const superagent = require('superagent');\nclass HiringClient {\n  async send(req) {\n    try {\n      return await req;\n    } catch (err) {\n      throw new Error(`failed: ${err.status}`);\n    }\n  }\n  async getApplication(id) {\n    const res = await this.send(superagent.get(`https://hiring.example.com/v2/applications/${id}`));\n    return res.body;\n  }\n  async label(id) {\n    const record = await this.getApplication(id);\n    return record.state;\n  }\n}\nmodule.exports = { HiringClient };\n",
      errors: [{ messageId: 'read', line: 16, suggestions: [{ messageId: 'deriveLegacy', output: "const superagent = require('superagent');\nclass HiringClient {\n  async send(req) {\n    try {\n      return await req;\n    } catch (err) {\n      throw new Error(`failed: ${err.status}`);\n    }\n  }\n  async getApplication(id) {\n    const res = await this.send(superagent.get(`https://hiring.example.com/v2/applications/${id}`));\n    return res.body;\n  }\n  async label(id) {\n    const record = await this.getApplication(id);\n    return legacyStateOf(record);\n  }\n}\nmodule.exports = { HiringClient };\n" + LEGACY_HELPER_TS.slice(1) }] }],
    },
    {
      name: "an envelope of the file's own making (a loader's `{ application, title }`): the application read through it, by its key",
      code: "export async function load(id) {\n  const application = await (await fetch(`/v2/applications/${id}`)).json();\n  return { application, title: application.candidateName };\n}\nexport async function heading(id) {\n  const data = await load(id);\n  return data.application.state === 'HIRED' ? 'Hired' : data.title;\n}\n",
      output: "export async function load(id) {\n  const application = await (await fetch(`/v2/applications/${id}`)).json();\n  return { application, title: application.candidateName };\n}\nexport async function heading(id) {\n  const data = await load(id);\n  return data.application.hiringState === 'HIRED' ? 'Hired' : data.title;\n}\n",
      errors: [{ messageId: 'comparison', line: 7 }],
    },
    {
      "name": "a copy of an application with its state set (an optimistic move on a board): the copy sets hiringState and pipelineStage through fieldsForLegacyState, generated from the table, which legacyStateOf reads back (a suggestion: a staged value sets the stage's type)",
      "filename": "move.js",
      "code": "export async function move(rows, id, to) {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((row) => (row.id === id ? { ...row, state: to } : row));\n}\n",
      "errors": [
        {
          "messageId": "write",
          "line": 3,
          "suggestions": [
            {
              "messageId": "setCurrentFields",
              "output": "export async function move(rows, id, to) {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((row) => (row.id === id ? { ...row, ...fieldsForLegacyState(row, to) } : row));\n}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @template {{ hiringState?: unknown, pipelineStage?: unknown }} A\n * @param {A} application\n * @param {string} state\n * @returns {Partial<A>}\n */\nfunction fieldsForLegacyState(application, state) {\n  switch (state) {\n    case 'SCREENING':\n      return /** @type {Partial<A>} */ (/** @type {unknown} */ ({ hiringState: 'ACTIVE', pipelineStage: { .../** @type {object | null | undefined} */ (application.pipelineStage), type: 'APPLICATION_REVIEW' } }));\n    case 'QUALIFIED':\n      return /** @type {Partial<A>} */ (/** @type {unknown} */ ({ hiringState: 'ACTIVE', pipelineStage: { .../** @type {object | null | undefined} */ (application.pipelineStage), type: 'INTERVIEW' } }));\n    default:\n      return /** @type {Partial<A>} */ (/** @type {unknown} */ ({ hiringState: state }));\n  }\n}\n"
            }
          ]
        }
      ]
    },
    {
      "name": "TypeScript: a record's state assigned (its value unused) sets the current fields on the record; a copy given a value the table maps to hiringState alone renames the key (a fix)",
      "filename": "board.ts",
      "code": "import axios from 'axios';\ntype Status = 'SCREENING' | 'QUALIFIED' | 'OFFER' | 'HIRED';\ninterface Application { id: string; state: Status; }\nexport async function load(): Promise<Application[]> {\n  const { data } = await axios.get<Application[]>('/v2/applications');\n  return data;\n}\nexport function moveTo(app: Application, to: Status): void {\n  app.state = to;\n}\nexport const hire = (app: Application): Application => ({ ...app, state: 'HIRED' });\n",
      "errors": [
        {
          "messageId": "declaredValue",
          "line": 2
        },
        {
          "messageId": "declaration",
          "line": 3
        },
        {
          "messageId": "write",
          "line": 9,
          "suggestions": [
            {
              "messageId": "setCurrentFields",
              "output": "import axios from 'axios';\ntype Status = 'SCREENING' | 'QUALIFIED' | 'OFFER' | 'HIRED';\ninterface Application { id: string; state: Status; }\nexport async function load(): Promise<Application[]> {\n  const { data } = await axios.get<Application[]>('/v2/applications');\n  return data;\n}\nexport function moveTo(app: Application, to: Status): void {\n  Object.assign(app, fieldsForLegacyState(app, to));\n}\nexport const hire = (app: Application): Application => ({ ...app, state: 'HIRED' });\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction fieldsForLegacyState<A extends { hiringState?: unknown; pipelineStage?: unknown }>(application: A, state: string): Partial<A> {\n  switch (state) {\n    case 'SCREENING':\n      return { hiringState: 'ACTIVE', pipelineStage: { ...(application.pipelineStage as object | null | undefined), type: 'APPLICATION_REVIEW' } } as unknown as Partial<A>;\n    case 'QUALIFIED':\n      return { hiringState: 'ACTIVE', pipelineStage: { ...(application.pipelineStage as object | null | undefined), type: 'INTERVIEW' } } as unknown as Partial<A>;\n    default:\n      return { hiringState: state } as unknown as Partial<A>;\n  }\n}\n"
            }
          ]
        },
        {
          "messageId": "write",
          "line": 11
        }
      ],
      "output": "import axios from 'axios';\ntype Status = 'SCREENING' | 'QUALIFIED' | 'OFFER' | 'HIRED';\ninterface Application { id: string; hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; pipelineStage: { id: string; name: string; type: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED'; order: number }; }\nexport async function load(): Promise<Application[]> {\n  const { data } = await axios.get<Application[]>('/v2/applications');\n  return data;\n}\nexport function moveTo(app: Application, to: Status): void {\n  app.state = to;\n}\nexport const hire = (app: Application): Application => ({ ...app, hiringState: 'HIRED' });\n"
    },
    {
      "name": "copies where the write's effect is not the record's plus the value: state before the spread, hiringState set beside it, a later spread, a record not read once: left to a person",
      "filename": "undecided.js",
      "code": "export async function moves(id, to) {\n  const apps = await (await fetch('/v2/applications')).json();\n  const first = apps.map((row) => ({ state: to, ...row }));\n  const both = apps.map((row) => ({ ...row, state: to, hiringState: 'ACTIVE' }));\n  const later = apps.map((row) => ({ ...row, state: to, ...row.overrides }));\n  const nested = apps.map((row) => ({ ...apps[row.index ?? 0], state: to }));\n  return [first, both, later, nested];\n}\n",
      "errors": [
        {
          "messageId": "write",
          "line": 3
        },
        {
          "messageId": "write",
          "line": 4
        },
        {
          "messageId": "write",
          "line": 5
        },
        {
          "messageId": "write",
          "line": 6
        }
      ]
    },
    {
      name: "a lodash pick of keys listed in a constant (_.pick(app, SNAPSHOT_FIELDS)): shown where the key is listed; the picked record derives the state",
      code: "import _ from 'lodash';\nconst SNAPSHOT_FIELDS = ['id', 'state'];\nexport async function rows() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => _.pick(app, SNAPSHOT_FIELDS));\n}\n",
      errors: [
        {
          messageId: 'read',
          line: 2,
          suggestions: [{ messageId: 'deriveLegacy', output: "import _ from 'lodash';\nconst SNAPSHOT_FIELDS = ['id', 'state'];\nexport async function rows() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => _.pick({ ...app, state: legacyStateOf(app) }, SNAPSHOT_FIELDS));\n}\n" + LEGACY_HELPER_TS.slice(1) }],
        },
      ],
    },
    {
      name: "a lodash pick that copies the state under its own key (_.pick(app, ['id', 'state'])): the picked record derives it, so the copy keeps its keys and values",
      code: "import _ from 'lodash';\nexport async function rows() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => _.pick(app, ['id', 'state']));\n}\n",
      errors: [
        {
          messageId: 'read',
          line: 4,
          suggestions: [{ messageId: 'deriveLegacy', output: "import _ from 'lodash';\nexport async function rows() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => _.pick({ ...app, state: legacyStateOf(app) }, ['id', 'state']));\n}\n" + LEGACY_HELPER_TS.slice(1) }],
        },
      ],
    },
    {
      name: "a list a record's state is looked up in through lodash (_.includes(CLOSED, app.state)) shows its values, as the method form does",
      code: "import _ from 'lodash';\nconst CLOSED = ['REJECTED', 'HIRED'];\nexport async function closed() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return _.filter(apps, (app) => _.includes(CLOSED, app.state));\n}\n",
      errors: [
        { messageId: 'value', line: 2 },
        { messageId: 'value', line: 2 },
        { messageId: 'read', line: 5, suggestions: [{ messageId: 'deriveLegacy', output: "import _ from 'lodash';\nconst CLOSED = ['REJECTED', 'HIRED'];\nexport async function closed() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return _.filter(apps, (app) => _.includes(CLOSED, legacyStateOf(app)));\n}\n" + LEGACY_HELPER_TS.slice(1) }] },
      ],
    },
    {
      name: 'the keys of a table looked up by a variable holding the read with a fallback (const s = record.state ?? null; BUCKET[s])',
      code: "const BUCKET = { SCREENING: 'top', HIRED: 'won' };\nexport async function rows() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((record) => {\n    const legacyState = record.state ?? null;\n    return { state: legacyState, bucket: legacyState ? BUCKET[legacyState] : 'unknown' };\n  });\n}\n",
      filename: 'rows.js',
      output: null,
      errors: [
        { messageId: 'value', line: 1 },
        { messageId: 'value', line: 1 },
        { messageId: 'read', line: 5, suggestions: [{ messageId: 'deriveLegacy', output: "const BUCKET = { SCREENING: 'top', HIRED: 'won' };\nexport async function rows() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((record) => {\n    const legacyState = legacyStateOf(record) ?? null;\n    return { state: legacyState, bucket: legacyState ? BUCKET[legacyState] : 'unknown' };\n  });\n}\n\n/**\n * Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01).\n * @param {{ hiringState?: string | null, pipelineStage?: unknown } | null | undefined} application\n * @returns {'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'}\n */\nfunction legacyStateOf(application) {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return /** @type {never} */ (kept);\n  const stageType = /** @type {{ type?: string | null } | null | undefined} */ (application?.pipelineStage)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING';\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED';\n  if (hiringState === 'REJECTED') return 'REJECTED';\n  if (hiringState === 'OFFER') return 'OFFER';\n  if (hiringState === 'HIRED') return 'HIRED';\n  return /** @type {never} */ (undefined);\n}\n" }] },
      ],
    },
    {
      name: "an Angular component's template string (@Component({ template })) in a file that requests applications: its comparisons of state",
      code: ANGULAR_TEMPLATE,
      output: "import { Component } from '@angular/core';\nimport { HttpClient } from '@angular/common/http';\n@Component({\n  selector: 'hr-detail',\n  template: `\n    <p [attr.data-stage-id]=\"vm.app.currentStage.id\">{{ vm.app.currentStage?.name }}</p>\n    <span *ngIf=\"(vm.app.hiringState === 'ACTIVE' && vm.app.pipelineStage?.type === 'INTERVIEW')\">Qualified</span>\n    <span *ngIf=\"vm.app.hiringState !== 'HIRED'\">Open</span>\n  `,\n})\nexport class DetailComponent {\n  constructor(private readonly http: HttpClient) {}\n  load(id: string) { return this.http.get(`/v2/applications/${id}`); }\n}\n",
      errors: [{ messageId: 'comparison', line: 7 }, { messageId: 'comparison', line: 8 }],
    },
    {
      name: 'a table keyed by the legacy states, labels looked up with a state, in a file that requests applications: the state looked up in the whole vocabulary is a record\'s, and every key is its value, the ones that stay valid too',
      code: KEYED_BY_STATE,
      errors: [
        { messageId: 'value', data: { value: 'SCREENING', removal: REMOVED, replacement: 'hiringState=ACTIVE together with stageType=APPLICATION_REVIEW' }, line: 2, column: 3 },
        { messageId: 'value', line: 3, column: 3 },
        { messageId: 'value', data: { value: 'OFFER', removal: REMOVED, replacement: 'hiringState=OFFER' }, line: 4, column: 3 },
        { messageId: 'value', line: 5, column: 3 },
        { messageId: 'value', line: 6, column: 3 },
        { messageId: 'read', line: 9, column: 42, suggestions: [{ messageId: 'deriveLegacy', output: KEYED_BY_STATE.replace('LABELS[row.state]', 'LABELS[legacyStateOf(row)]') + LEGACY_HELPER_TS.slice(1) }] },
        { messageId: 'read', line: 9, column: 56, suggestions: [{ messageId: 'deriveLegacy', output: KEYED_BY_STATE.replace('?? row.state', '?? legacyStateOf(row)') + LEGACY_HELPER_TS.slice(1) }] },
      ],
    },
    {
      name: 'the legacy values of the enum state is declared with are shown where each is written; a union alias another member is declared with is not',
      code: "export enum LegacyStatus { Screening = 'SCREENING', Hired = 'HIRED' }\nexport type Bucket = 'QUALIFIED' | 'HIRED';\nexport interface ApplicationRecord {\n  id: string;\n  state: LegacyStatus;\n  bucket: Bucket;\n  currentStage: { name: string };\n}\n",
      output: "export enum LegacyStatus { Screening = 'SCREENING', Hired = 'HIRED' }\nexport type Bucket = 'QUALIFIED' | 'HIRED';\nexport interface ApplicationRecord {\n  id: string;\n  hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER';\n  bucket: Bucket;\n  currentStage: { name: string };\n}\n",
      errors: [{ messageId: 'declaredValue', line: 1, column: 40 }, { messageId: 'declaredValue', line: 1, column: 61 }, { messageId: 'declaration', line: 5 }],
    },
    {
      name: 'the legacy values of a union alias state is declared with are shown where each is written (one per line)',
      code: "export type ApplicationState =\n  | 'SCREENING'\n  | 'QUALIFIED'\n  | 'HIRED';\nexport interface Application {\n  id: string;\n  state: ApplicationState;\n  currentStage: { name: string };\n}\n",
      output: "export type ApplicationState =\n  | 'SCREENING'\n  | 'QUALIFIED'\n  | 'HIRED';\nexport interface Application {\n  id: string;\n  hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER';\n  currentStage: { name: string };\n}\n",
      errors: [{ messageId: 'declaredValue', line: 2 }, { messageId: 'declaredValue', line: 3 }, { messageId: 'declaredValue', line: 4 }, { messageId: 'declaration', line: 7 }],
    },
    {
      name: "Application['state'] of a type inferred from a zod schema (z.infer<typeof ApplicationSchema>): the values the schema allowed",
      code: "import { z } from 'zod';\nexport const ApplicationSchema = z.object({\n  id: z.string(),\n  state: z.enum(['SCREENING', 'QUALIFIED']),\n  currentStage: z.object({ name: z.string() }),\n});\nexport type Application = z.infer<typeof ApplicationSchema>;\nexport type ApplicationState = Application['state'];\n",
      output: "import { z } from 'zod';\nexport const ApplicationSchema = z.object({\n  id: z.string(),\n  hiringState: z.enum(['APPLIED', 'ACTIVE', 'REJECTED', 'HIRED', 'OFFER']),\n  currentStage: z.object({ name: z.string() }),\n});\nexport type Application = z.infer<typeof ApplicationSchema>;\nexport type ApplicationState = 'SCREENING' | 'QUALIFIED';\n",
      errors: [{ messageId: 'declaration', line: 4 }, { messageId: 'indexedType', line: 8 }],
    },
    {
      name: "a zod enum of its own that state is declared with keeps its removed values, shown where written, and so do the defaults of a list of it; OFFER and another enum's values are not",
      code: "import { z } from 'zod';\nconst StateSchema = z.enum([\n  'SCREENING',\n  'QUALIFIED',\n  'OFFER',\n]);\nconst LeadSchema = z.enum(['QUALIFIED', 'LOST']);\nexport const ApplicationSchema = z.object({\n  id: z.string(),\n  state: StateSchema,\n  currentStage: z.object({ name: z.string() }),\n});\nexport const FunnelInput = z.object({ states: z.array(StateSchema).min(1).default(['SCREENING', 'OFFER']), lead: LeadSchema.default('QUALIFIED') });\n",
      output: "import { z } from 'zod';\nconst StateSchema = z.enum([\n  'SCREENING',\n  'QUALIFIED',\n  'OFFER',\n]);\nconst LeadSchema = z.enum(['QUALIFIED', 'LOST']);\nexport const ApplicationSchema = z.object({\n  id: z.string(),\n  hiringState: z.enum(['APPLIED', 'ACTIVE', 'REJECTED', 'HIRED', 'OFFER']),\n  currentStage: z.object({ name: z.string() }),\n});\nexport const FunnelInput = z.object({ states: z.array(StateSchema).min(1).default(['SCREENING', 'OFFER']), lead: LeadSchema.default('QUALIFIED') });\n",
      errors: [{ messageId: 'declaredValue', line: 3 }, { messageId: 'declaredValue', line: 4 }, { messageId: 'declaration', line: 10 }, { messageId: 'declaredValue', line: 13 }],
    },
    {
      name: 'a JSDoc object-literal typedef that declares hiringState beside state: state goes, with its line',
      code: "// @ts-check\n/**\n * @typedef {{\n *   id: string,\n *   state: string, // the old bucket\n *   currentStage: { name: string },\n *   hiringState?: string\n * }} ApplicationRecord\n */\n/** @param {ApplicationRecord} app */\nexport const idOf = (app) => app.id;\n",
      filename: 'records.js',
      output: "// @ts-check\n/**\n * @typedef {{\n *   id: string,\n *   currentStage: { name: string },\n *   hiringState?: string\n * }} ApplicationRecord\n */\n/** @param {ApplicationRecord} app */\nexport const idOf = (app) => app.id;\n",
      errors: [{ messageId: 'declaration', line: 5 }],
    },
    {
      name: "a local helper that hands each element of its list to its callback (tally(list, keyOf)): the callback's parameter is an application",
      code: "async function fetchAll() { return (await fetch('/v2/applications')).json(); }\nfunction tally(list, keyOf) {\n  const out = {};\n  for (const item of list) out[keyOf(item)] = (out[keyOf(item)] || 0) + 1;\n  return out;\n}\nexport const counts = async () => tally(await fetchAll(), (a) => a.state);",
      filename: 'tally.js',
      errors: [{ messageId: 'read', line: 7, suggestions: [{ messageId: 'deriveLegacy', output: `async function fetchAll() { return (await fetch('/v2/applications')).json(); }\nfunction tally(list, keyOf) {\n  const out = {};\n  for (const item of list) out[keyOf(item)] = (out[keyOf(item)] || 0) + 1;\n  return out;\n}\nexport const counts = async () => tally(await fetchAll(), (a) => legacyStateOf(a));${LEGACY_HELPER_JS}` }] }],
    },
    {
      name: 'a legacy value compared with a variable that holds the read, even inline, is the removed vocabulary shown where it is written',
      code: "export async function plan(id) {\n  const app = await (await fetch(`/v2/applications/${id}`)).json();\n  const { state } = app;\n  if (state === 'SCREENING') return 'phone';\n  return state === 'OFFER' ? 'none' : 'onsite';\n}",
      filename: 'client.js',
      errors: [
        { messageId: 'read', line: 3 },
        { messageId: 'value', line: 4, column: 17 },
        { messageId: 'value', line: 5, column: 20 },
      ],
    },
    {
      name: "a type guard's parameter is the record it checks; a read of a field typed with an enum keeps that type",
      code: CODE_GUARD,
      output: CODE_GUARD.replace('state: LegacyStatus; ', ''),
      errors: [
        { messageId: 'value', line: 1 },
        { messageId: 'declaredValue', line: 1, column: 54 },
        { messageId: 'declaration', line: 2 },
        { messageId: 'read', line: 6, suggestions: [{ messageId: 'deriveLegacy', output: `${CODE_GUARD.replace('typeof rec.state', 'typeof legacyStateOf(rec)')}${LEGACY_HELPER_TS}` }] },
        { messageId: 'read', line: 9, suggestions: [{ messageId: 'deriveLegacy', output: `${CODE_GUARD.replace('= dto.state', '= legacyStateOf<LegacyStatus>(dto)')}${LEGACY_HELPER_TS}` }] },
      ],
    },
    {
      name: 'a parameter typed in JSDoc by an application typedef imported from another module',
      code: "/** @typedef {import('./types.js').Application} Application */\n/**\n * @param {Application} app\n * @returns {string}\n */\nexport function stageName(app) {\n  return app.currentStage?.name ?? '';\n}\n/** @param {Application[]} apps */\nexport const hired = (apps) => apps.filter((a) => a.state === 'HIRED');",
      output: "/** @typedef {import('./types.js').Application} Application */\n/**\n * @param {Application} app\n * @returns {string}\n */\nexport function stageName(app) {\n  return app.currentStage?.name ?? '';\n}\n/** @param {Application[]} apps */\nexport const hired = (apps) => apps.filter((a) => a.hiringState === 'HIRED');",
      errors: [{ messageId: 'comparison', line: 10 }],
    },
    {
      name: 'Promise.all: each position of the pattern takes its own request',
      code: "const [apps, jobs] = await Promise.all([\n  fetch('/v2/applications').then((r) => r.json()),\n  fetch('/v2/jobs').then((r) => r.json()),\n]);\nshow(apps[0].state === 'HIRED', jobs[0].state === 'open');",
      output: "const [apps, jobs] = await Promise.all([\n  fetch('/v2/applications').then((r) => r.json()),\n  fetch('/v2/jobs').then((r) => r.json()),\n]);\nshow(apps[0].hiringState === 'HIRED', jobs[0].state === 'open');",
      errors: [{ messageId: 'comparison', line: 5, column: 14 }],
    },
    {
      name: 'Promise.all(…).then(([apps]) => …)',
      code: "Promise.all([fetch('/v2/applications').then((r) => r.json()), loadJobs()]).then(([apps, jobs]) => {\n  apps.forEach((a) => console.log(a.state === 'OFFER', jobs.state));\n});",
      output: "Promise.all([fetch('/v2/applications').then((r) => r.json()), loadJobs()]).then(([apps, jobs]) => {\n  apps.forEach((a) => console.log(a.hiringState === 'OFFER', jobs.state));\n});",
      errors: [{ messageId: 'comparison', line: 2, column: 37 }],
    },
    {
      name: 'a hook or a request typed with an application type in the file',
      code: "interface Application { id: string; state: 'SCREENING' | 'QUALIFIED' | 'HIRED' }\nconst [apps, setApps] = useState<Application[]>([]);\nconst { data } = await http.get<Application[]>(url);\nconst first = (await load()) as Application;\napps.map((a) => a.state === 'HIRED');\ndata.map((a) => a.state === 'HIRED');\nif (first.state === 'HIRED') done();",
      output:
        "interface Application { id: string; hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; pipelineStage: { id: string; name: string; type: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED'; order: number } }\nconst [apps, setApps] = useState<Application[]>([]);\nconst { data } = await http.get<Application[]>(url);\nconst first = (await load()) as Application;\napps.map((a) => a.hiringState === 'HIRED');\ndata.map((a) => a.hiringState === 'HIRED');\nif (first.hiringState === 'HIRED') done();",
      errors: [
        { messageId: 'declaration', line: 1, column: 37 },
        { messageId: 'comparison', line: 5, column: 19 },
        { messageId: 'comparison', line: 6, column: 19 },
        { messageId: 'comparison', line: 7, column: 11 },
      ],
    },
    {
      name: "Application['state'] becomes the type it was declared with; ['currentStage'] is renamed",
      code: "interface Application {\n  hiringState: 'ACTIVE' | 'HIRED';\n  state?: 'SCREENING' | 'QUALIFIED';\n  currentStage: { name: string };\n}\ntype Tabs = Application['state'][];\nconst LABELS: Record<NonNullable<Application['state']>, string> = { SCREENING: 'Screen', QUALIFIED: 'Interview' };\ntype StageOf = Application['currentStage'];",
      output: "interface Application {\n  hiringState: 'ACTIVE' | 'HIRED';\n  currentStage: { name: string };\n}\ntype Tabs = ('SCREENING' | 'QUALIFIED' | undefined)[];\nconst LABELS: Record<NonNullable<'SCREENING' | 'QUALIFIED' | undefined>, string> = { SCREENING: 'Screen', QUALIFIED: 'Interview' };\ntype StageOf = Application['currentStage'];",
      errors: [
        { messageId: 'declaration', line: 3, column: 3 },
        { messageId: 'indexedType', line: 6, column: 25 },
        { messageId: 'indexedType', line: 7, column: 46 },
      ],
    },
    {
      name: 'comparison with a staged value, for…of over the response',
      code: LOAD + "for (const app of apps) {\n  if (app.state === 'SCREENING') queue.push(app);\n}",
      output:
        LOAD +
        "for (const app of apps) {\n  if (app.hiringState === 'ACTIVE' && app.pipelineStage?.type === 'APPLICATION_REVIEW') queue.push(app);\n}",
      errors: [{ messageId: 'comparison', line: 4, column: 11, endColumn: 16 }],
    },
    {
      name: '!== becomes a disjunction; parentheses where the context needs them',
      code: LOAD + "const open = apps.filter((a) => !done && a.state !== 'QUALIFIED');",
      output:
        LOAD + "const open = apps.filter((a) => !done && (a.hiringState !== 'ACTIVE' || a.pipelineStage?.type !== 'INTERVIEW'));",
      errors: [{ messageId: 'comparison', line: 3, column: 44 }],
    },
    {
      name: 'reversed operands, optional chaining, unstaged value: a rename',
      code: LOAD + "const hired = apps.filter((a) => 'HIRED' === a?.state);",
      output: LOAD + "const hired = apps.filter((a) => 'HIRED' === a?.hiringState);",
      errors: [{ messageId: 'comparison', line: 3, column: 49 }],
    },
    {
      name: 'includes() of legacy values',
      code: LOAD + "const pending = apps.filter((a) => ['SCREENING', 'QUALIFIED'].includes(a.state));",
      output:
        LOAD +
        "const pending = apps.filter((a) => (a.hiringState === 'ACTIVE' && a.pipelineStage?.type === 'APPLICATION_REVIEW') || (a.hiringState === 'ACTIVE' && a.pipelineStage?.type === 'INTERVIEW'));",
      errors: [{ messageId: 'read', line: 3, column: 74 }],
    },
    {
      name: 'switch over unstaged values only: a rename; each case is shown as a value compared with the field',
      code: "const { data } = await axios.get(`/v2/applications/${id}`);\nswitch (data.state) {\n  case 'HIRED': onboard(data); break;\n  case 'REJECTED': archive(data); break;\n  default: break;\n}",
      output:
        "const { data } = await axios.get(`/v2/applications/${id}`);\nswitch (data.hiringState) {\n  case 'HIRED': onboard(data); break;\n  case 'REJECTED': archive(data); break;\n  default: break;\n}",
      errors: [
        { messageId: 'read', line: 2, column: 14 },
        { messageId: 'value', line: 3, column: 8 },
        { messageId: 'value', line: 4, column: 8 },
      ],
    },
    {
      name: 'a list it is looked up in: its legacy values are shown where the list is written',
      code: "const OPEN = ['SCREENING', 'HIRED'];\nconst { data } = await axios.get(`/v2/applications/${id}`);\nif (OPEN.includes(data.state)) notify(data);",
      filename: 'label.js',
      output: null,
      errors: [
        shown(1, 15, 'SCREENING', 'hiringState=ACTIVE together with stageType=APPLICATION_REVIEW'),
        shown(1, 28, 'HIRED', 'hiringState=HIRED'),
        {
          messageId: 'read',
          line: 3,
          column: 24,
          suggestions: [
            {
              messageId: 'deriveLegacy',
              output:
                "const OPEN = ['SCREENING', 'HIRED'];\nconst { data } = await axios.get(`/v2/applications/${id}`);\nif (OPEN.includes(legacyStateOf(data))) notify(data);" + LEGACY_HELPER_JS,
            },
          ],
        },
      ],
    },
    {
      name: 'a lookup needs the legacy value itself: suggestion with the derived value',
      code: "const app = await (await fetch(`/v2/applications/${id}`)).json();\nconst label = LABELS[app.state];",
      filename: 'label.js',
      output: null,
      errors: [
        {
          messageId: 'read',
          line: 2,
          column: 26,
          suggestions: [
            {
              messageId: 'deriveLegacy',
              output:
                "const app = await (await fetch(`/v2/applications/${id}`)).json();\nconst label = LABELS[legacyStateOf(app)];" + LEGACY_HELPER_JS,
            },
          ],
        },
      ],
    },
    {
      name: 'a table looked up by state: its legacy keys are shown where the table is written',
      code: "const LABELS = { SCREENING: 'To screen', HIRED: 'Hired', other: '-' };\nconst app = await (await fetch(`/v2/applications/${id}`)).json();\nconst label = LABELS[app.state];",
      filename: 'label.js',
      output: null,
      errors: [
        shown(1, 18, 'SCREENING', 'hiringState=ACTIVE together with stageType=APPLICATION_REVIEW'),
        shown(1, 42, 'HIRED', 'hiringState=HIRED'),
        {
          messageId: 'read',
          line: 3,
          column: 26,
          suggestions: [
            {
              messageId: 'deriveLegacy',
              output:
                "const LABELS = { SCREENING: 'To screen', HIRED: 'Hired', other: '-' };\nconst app = await (await fetch(`/v2/applications/${id}`)).json();\nconst label = LABELS[legacyStateOf(app)];" + LEGACY_HELPER_JS,
            },
          ],
        },
      ],
    },
    {
      name: 'a function handed the state looks a table up by it: the keys are shown where the table is written',
      code: "const LABELS = { SCREENING: 'To screen', HIRED: 'Hired', other: '-' };\nconst labelOf = (s) => LABELS[s];\nconst app = await (await fetch(`/v2/applications/${id}`)).json();\nconst label = labelOf(app.state);",
      filename: 'label.js',
      output: null,
      errors: [
        shown(1, 18, 'SCREENING', 'hiringState=ACTIVE together with stageType=APPLICATION_REVIEW'),
        shown(1, 42, 'HIRED', 'hiringState=HIRED'),
        {
          messageId: 'read',
          line: 4,
          column: 27,
          suggestions: [
            {
              messageId: 'deriveLegacy',
              output:
                "const LABELS = { SCREENING: 'To screen', HIRED: 'Hired', other: '-' };\nconst labelOf = (s) => LABELS[s];\nconst app = await (await fetch(`/v2/applications/${id}`)).json();\nconst label = labelOf(legacyStateOf(app));" + LEGACY_HELPER_JS,
            },
          ],
        },
      ],
    },
    {
      name: 'lodash/fp readers made before their record (fp.get, fp.groupBy), once applied to applications: the derived reader',
      code: "import fp from 'lodash/fp';\nconst bucketOf = fp.get('state');\nconst byBucket = fp.groupBy('state');\nexport async function load() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return [apps.map((a) => bucketOf(a)), byBucket(apps)];\n}\n",
      filename: 'buckets.js',
      output: null,
      errors: [
        { messageId: 'read', line: 2, column: 25, suggestions: [{ messageId: 'deriveLegacy', output: "import fp from 'lodash/fp';\nconst bucketOf = legacyStateOf;\nconst byBucket = fp.groupBy('state');\nexport async function load() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return [apps.map((a) => bucketOf(a)), byBucket(apps)];\n}" + LEGACY_HELPER_JS }] },
        { messageId: 'read', line: 3, column: 29, suggestions: [{ messageId: 'deriveLegacy', output: "import fp from 'lodash/fp';\nconst bucketOf = fp.get('state');\nconst byBucket = fp.groupBy(legacyStateOf);\nexport async function load() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return [apps.map((a) => bucketOf(a)), byBucket(apps)];\n}" + LEGACY_HELPER_JS }] },
      ],
    },
    {
      name: "lodash/fp paths composed (fp.flow(fp.groupBy('state'), …)) and matchers made before their record (fp.filter({ state }), fp.matches({ state })), once applied to applications",
      code: "import fp from 'lodash/fp';\nconst byStatus = fp.flow(fp.groupBy('state'), fp.mapValues(fp.size));\nconst qualifiedOnly = fp.filter({ state: 'QUALIFIED' });\nconst byJob = fp.flow(fp.groupBy('jobId'), fp.mapValues(fp.size));\nexport async function load() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return [byStatus(apps), qualifiedOnly(apps), fp.matches({ state: 'SCREENING' })(apps[0]), byJob(apps)];\n}\n",
      filename: 'flows.js',
      output: "import fp from 'lodash/fp';\nconst byStatus = fp.flow(fp.groupBy('state'), fp.mapValues(fp.size));\nconst qualifiedOnly = fp.filter({ hiringState: 'ACTIVE', pipelineStage: { type: 'INTERVIEW' } });\nconst byJob = fp.flow(fp.groupBy('jobId'), fp.mapValues(fp.size));\nexport async function load() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return [byStatus(apps), qualifiedOnly(apps), fp.matches({ hiringState: 'ACTIVE', pipelineStage: { type: 'APPLICATION_REVIEW' } })(apps[0]), byJob(apps)];\n}\n",
      errors: [
        { messageId: 'read', line: 2, column: 37, suggestions: [{ messageId: 'deriveLegacy', output: "import fp from 'lodash/fp';\nconst byStatus = fp.flow(fp.groupBy(legacyStateOf), fp.mapValues(fp.size));\nconst qualifiedOnly = fp.filter({ state: 'QUALIFIED' });\nconst byJob = fp.flow(fp.groupBy('jobId'), fp.mapValues(fp.size));\nexport async function load() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return [byStatus(apps), qualifiedOnly(apps), fp.matches({ state: 'SCREENING' })(apps[0]), byJob(apps)];\n}" + LEGACY_HELPER_JS }] },
        { messageId: 'read', line: 3, column: 35 },
        { messageId: 'read', line: 7, column: 61 },
      ],
    },
    {
      name: "lodash/fp compositions applied to applications (fp.flow(fp.sortBy(…), fp.map(toRow))): the iteratees receive them; `fp.getOr(d, 'state')` becomes the derived reader with its default",
      code: "import fp from 'lodash/fp';\nconst statusOf = fp.getOr('UNKNOWN', 'state');\nconst toRow = (record) => ({ id: record.id, status: statusOf(record) });\nconst toRows = fp.flow(fp.sortBy('id'), fp.map(toRow));\nconst counts = fp.flow(fp.countBy(statusOf), fp.toPairs);\nexport async function load() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return [toRows(apps), counts(apps)];\n}\n",
      filename: 'rows.js',
      output: null,
      errors: [{ messageId: 'read', line: 2, column: 38, suggestions: [{ messageId: 'deriveLegacy', output: "import fp from 'lodash/fp';\nconst statusOf = (application) => legacyStateOf(application) ?? 'UNKNOWN';\nconst toRow = (record) => ({ id: record.id, status: statusOf(record) });\nconst toRows = fp.flow(fp.sortBy('id'), fp.map(toRow));\nconst counts = fp.flow(fp.countBy(statusOf), fp.toPairs);\nexport async function load() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return [toRows(apps), counts(apps)];\n}" + LEGACY_HELPER_JS }] }],
    },
    {
      name: 'a table of application columns (a sibling row reads pipelineStage by path): its state path becomes the shape of the rows that read with a function, its currentStage path is renamed, its functions receive applications',
      code: "const _ = require('lodash');\nconst COLUMNS = [\n  { header: 'Applied', value: (a) => String(a.appliedAt) },\n  { header: 'Status', path: 'state' },\n  { header: 'Stage', path: 'currentStage.name' },\n  { header: 'Step', value: (a) => _.get(a, ['currentStage', 'order'], '') },\n  { header: 'Type', path: 'pipelineStage.type' },\n];\nconst NOTES = [{ header: 'State', path: 'state' }, { header: 'Body', path: 'body' }];\nmodule.exports = { COLUMNS, NOTES };\n",
      filename: 'columns.cjs',
      output: null,
      errors: [{ messageId: 'read', line: 4, column: 29, suggestions: [{ messageId: 'deriveLegacy', output: "const _ = require('lodash');\nconst COLUMNS = [\n  { header: 'Applied', value: (a) => String(a.appliedAt) },\n  { header: 'Status', value: (application) => legacyStateOf(application) },\n  { header: 'Stage', path: 'currentStage.name' },\n  { header: 'Step', value: (a) => _.get(a, ['currentStage', 'order'], '') },\n  { header: 'Type', path: 'pipelineStage.type' },\n];\nconst NOTES = [{ header: 'State', path: 'state' }, { header: 'Body', path: 'body' }];\nmodule.exports = { COLUMNS, NOTES };" + LEGACY_HELPER_JS }] }],
    },
    {
      name: "a JSON Schema of the record that requires state: hiringState (and pipelineStage) declared instead, `required` following, so current records validate",
      code: "export const applicationSchema = {\n  type: 'object',\n  required: ['id', 'state'],\n  properties: {\n    id: { type: 'string' },\n    state: { type: 'string', enum: ['SCREENING', 'QUALIFIED', 'REJECTED', 'OFFER', 'HIRED'] },\n  },\n};\n",
      filename: 'schemas.js',
      output: "export const applicationSchema = {\n  type: 'object',\n  required: ['id', 'hiringState'],\n  properties: {\n    id: { type: 'string' },\n    hiringState: { type: 'string', enum: ['APPLIED', 'ACTIVE', 'REJECTED', 'HIRED', 'OFFER'] },\n    pipelineStage: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, type: { type: 'string', enum: ['APPLIED', 'APPLICATION_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED'] }, order: { type: 'number' } } },\n  },\n};\n",
      errors: [
        { messageId: 'declaration', line: 3, column: 20 },
        { messageId: 'declaration', line: 6 },
      ],
    },
    {
      name: 'a superagent request built further (.query, .retry) answers with the applications',
      code: "import request from 'superagent';\nexport async function load() {\n  const res = await request.get('/v2/applications').query({ jobId: 'j' }).retry(1);\n  return res.body.map((a) => a.state);\n}\n",
      filename: 'load.js',
      output: null,
      errors: [{ messageId: 'read', line: 4, column: 32, suggestions: [{ messageId: 'deriveLegacy', output: "import request from 'superagent';\nexport async function load() {\n  const res = await request.get('/v2/applications').query({ jobId: 'j' }).retry(1);\n  return res.body.map((a) => legacyStateOf(a));\n}" + LEGACY_HELPER_JS }] }],
    },
    {
      name: "Pick<Application, 'state'>: the fields the legacy value is derived from, as far as the type does not pick them already",
      code: "interface Application { id: string; hiringState: string; state: 'SCREENING' | 'QUALIFIED' }\nexport const pick = (a: Pick<Application, 'id' | 'state'>) => a.id;",
      output: "interface Application { id: string; hiringState: string; }\nexport const pick = (a: Pick<Application, 'id' | 'hiringState'>) => a.id;",
      errors: [{ messageId: 'declaration', line: 1, column: 58 }, { messageId: 'indexedType', line: 2, column: 50 }],
    },
    {
      name: 'computed access, .then chain, callback parameter',
      code: "fetch('/v2/applications').then((r) => r.json()).then((list) => list.forEach((a) => log(a['state'])));",
      output: null,
      errors: [{ messageId: 'read', line: 1, column: 90, suggestions: [{ messageId: 'deriveLegacy', output: "fetch('/v2/applications').then((r) => r.json()).then((list) => list.forEach((a) => log(legacyStateOf(a))));\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction legacyStateOf<S extends string = 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'>(application: { hiringState?: string | null; pipelineStage?: unknown } | null | undefined): S {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return kept as S;\n  const stageType = (application?.pipelineStage as { type?: string | null } | null | undefined)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING' as S;\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED' as S;\n  if (hiringState === 'REJECTED') return 'REJECTED' as S;\n  if (hiringState === 'OFFER') return 'OFFER' as S;\n  if (hiringState === 'HIRED') return 'HIRED' as S;\n  return undefined as never;\n}\n" }] }],
    },
    {
      name: 'destructuring with rename and default: reported, no automatic rewrite',
      code: LOAD + "apps.map(({ id, state: status = 'SCREENING' }) => [id, status]);",
      output: null,
      errors: [{ messageId: 'read', line: 3, column: 17 }],
    },
    {
      name: 'evidence from the current fields on the same object',
      code: "function row(app) {\n  return app.hiringState === 'ACTIVE' ? app.pipelineStage.name : app.state;\n}",
      output: null,
      errors: [{ messageId: 'read', line: 2, column: 70, suggestions: [{ messageId: 'deriveLegacy', output: "function row(app) {\n  return app.hiringState === 'ACTIVE' ? app.pipelineStage.name : legacyStateOf(app);\n}\n\n/** Generated by hiring-migrate from the hiring service's equivalence table (state removed 2026-11-01). */\nfunction legacyStateOf<S extends string = 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'>(application: { hiringState?: string | null; pipelineStage?: unknown } | null | undefined): S {\n  const hiringState = application?.hiringState;\n  const kept = application ? Object.getOwnPropertyDescriptor(application, 'state')?.value : undefined;\n  if (hiringState === undefined && typeof kept === 'string') return kept as S;\n  const stageType = (application?.pipelineStage as { type?: string | null } | null | undefined)?.type;\n  if (hiringState === 'ACTIVE' && stageType === 'APPLICATION_REVIEW') return 'SCREENING' as S;\n  if (hiringState === 'ACTIVE' && stageType === 'INTERVIEW') return 'QUALIFIED' as S;\n  if (hiringState === 'REJECTED') return 'REJECTED' as S;\n  if (hiringState === 'OFFER') return 'OFFER' as S;\n  if (hiringState === 'HIRED') return 'HIRED' as S;\n  return undefined as never;\n}\n" }] }],
    },
    {
      name: 'a parameter typed with a local application type; the declaration follows',
      code: "interface Application { id: string; state: 'SCREENING' | 'QUALIFIED' | 'HIRED' }\nexport const isHired = (a: Application) => a.state === 'HIRED';",
      output:
        "interface Application { id: string; hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; pipelineStage: { id: string; name: string; type: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED'; order: number } }\nexport const isHired = (a: Application) => a.hiringState === 'HIRED';",
      errors: [
        { messageId: 'declaration', line: 1, column: 37 },
        { messageId: 'comparison', line: 2, column: 46 },
      ],
    },
    {
      name: 'a type that already declares hiringState: the legacy member goes',
      code: "type Application = {\n  id: string;\n  state?: string;\n  hiringState?: string;\n};",
      output: "type Application = {\n  id: string;\n  hiringState?: string;\n};",
      errors: [{ messageId: 'declaration', line: 3, column: 3 }],
    },
    {
      name: 'a JSDoc typedef: the new fields are declared in its own style, the description stays',
      code: "/**\n * @typedef {Object} Candidacy\n * @property {string} id\n * @property {'SCREENING' | 'QUALIFIED' | 'HIRED'} state - how far the candidate got\n */",
      output:
        "/**\n * @typedef {Object} Candidacy\n * @property {string} id\n * @property {'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'} hiringState - how far the candidate got\n * @property {{ id: string, name: string, type: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED', order: number }} pipelineStage\n */",
      errors: [{ messageId: 'declaration', line: 4, column: 52, endColumn: 57 }],
    },
    {
      name: 'a JSDoc typedef that already declares hiringState: the legacy tag goes',
      code: '/**\n * @typedef {object} Candidacy\n * @property {string} [state]\n * @property {string} [hiringState]\n */\nexport {};',
      output: '/**\n * @typedef {object} Candidacy\n * @property {string} [hiringState]\n */\nexport {};',
      errors: [{ messageId: 'declaration', line: 3, column: 24 }],
    },
    {
      name: 'a write of a value the table maps to hiringState alone: the key renamed',
      code: LOAD + "apps[0].state = 'HIRED';",
      output: LOAD + "apps[0].hiringState = 'HIRED';",
      errors: [{ messageId: 'write', line: 3, column: 9 }],
    },
    {
      name: 'an optional chain that goes on: no in-place rewrite',
      code: LOAD + 'const lower = apps[0]?.state.toLowerCase();',
      output: null,
      errors: [{ messageId: 'read', line: 3, column: 24 }],
    },
    {
      name: 'React state set from the response',
      code: "function Board() {\n  const [apps, setApps] = useState([]);\n  useEffect(() => { fetch('/v2/applications').then((r) => r.json()).then(setApps); }, []);\n  const [filter, setFilter] = useState('all');\n  return apps.map((a) => <Row key={a.id} done={a.state === 'OFFER'} filter={filter} />);\n}",
      output:
        "function Board() {\n  const [apps, setApps] = useState([]);\n  useEffect(() => { fetch('/v2/applications').then((r) => r.json()).then(setApps); }, []);\n  const [filter, setFilter] = useState('all');\n  return apps.map((a) => <Row key={a.id} done={a.hiringState === 'OFFER'} filter={filter} />);\n}",
      filename: 'Board.jsx',
      errors: [{ messageId: 'comparison', line: 5, column: 50 }],
    },
  ],
});
