import rule from '../../rules/no-current-stage.js';
import { ruleTester } from '../support/rule-tester.js';

const LOAD = "const { data: apps } = await axios.get('/v2/applications', { params: { hiringState: 'ACTIVE' } });\n";

const LENDER = `const BASE = process.env.LENDING_API_URL;
async function lending(path, { query, method = 'GET', body } = {}) {
  const url = new URL(path, BASE);
  if (query) url.search = new URLSearchParams(query).toString();
  const res = await fetch(url, { method, body: body ? JSON.stringify(body) : undefined });
  return res.json();
}
export async function loansIn(usState) {
  const page = await lending('/v2/applications', { query: { state: usState } });
  return page.data.map((loan) => ({ id: loan.id, state: loan.property.state, stage: loan.currentStage }));
}
export async function advance(id, next) {
  const loan = await lending(\`/v2/applications/\${id}\`);
  if (next === loan.currentStage) return loan;
  return lending(\`/v2/applications/\${id}\`, { method: 'PATCH', body: { currentStage: next } });
}`;

const FILLED_LIST = `async function load(states) {
  const rows = [];
  for (const s of states) {
    const res = await fetch('/v2/applications?hiringState=' + s);
    const batch = await res.json();
    for (const app of batch) rows.push(app);
  }
  return rows;
}
function byStage(a, b) {
  return (a.currentStage && a.currentStage.order) - (b.currentStage && b.currentStage.order);
}
export async function report(states) {
  const apps = (await load(states)).sort(byStage);
  return apps;
}`;

const STORE = `async function fetchAll() { return (await fetch('/v2/applications')).json(); }
function tally(list, keyOf) {
  const out = {};
  for (const item of list) {
    const k = keyOf(item);
    out[k] = (out[k] || 0) + 1;
  }
  return out;
}
export const store = {
  byId: {},
  async load() {
    const rows = await fetchAll();
    rows.forEach((row) => { this.byId[row.id] = row; });
  },
};
export const counts = (s) => tally(Object.values(s.byId), (a) => a.state || 'UNKNOWN');
export const stages = (s) => Object.values(s.byId).map((a) => a.currentStage?.type);`;

const JSDOC_BOTH = `// @ts-check
/**
 * @typedef {{
 *   id: string,
 *   state: string,
 *   currentStage: StageInfo,
 *   hiringState?: string,
 *   pipelineStage?: StageInfo
 * }} ApplicationRecord
 */
/** @typedef {{ id: string, name: string }} StageInfo */
export async function names() {
  /** @type {ApplicationRecord[]} */ const apps = await (await fetch('/v2/applications')).json();
  return apps.map((a) => a.currentStage.name);
}
`;

const ZOD_BOTH = `import { z } from 'zod';
const StageSchema = z.object({ id: z.string(), name: z.string() });
export const ApplicationSchema = z.object({
  id: z.string(),
  currentStage: StageSchema,
  hiringState: z.enum(['APPLIED', 'ACTIVE', 'REJECTED', 'HIRED', 'OFFER']).optional(),
  pipelineStage: StageSchema.optional(),
});
export type Application = z.infer<typeof ApplicationSchema>;
export type Stage = Application['currentStage'];
`;

ruleTester().run('no-current-stage', rule, {
  valid: [
    // A wizard's step declared with a name and an order, in a file that names nothing of the service's.
    { filename: 'wizard.ts', code: "export function stepLabel(flow: { currentStage?: { name: string; order?: number } | null }): string {\n  const stage = flow.currentStage;\n  return stage ? `${stage.order} · ${stage.name}` : 'Start';\n}\n" },
    // A Backbone model and collection of another API (their URL is the wizard's), beside a request of the service: their attributes, matches and fetch are theirs.
    "import { Model, Collection } from 'backbone';\nexport const list = () => fetch('/v2/applications?hiringState=ACTIVE').then((r) => r.json());\nexport class WizardStep extends Model {\n  urlRoot() {\n    return '/api/onboarding/steps';\n  }\n  isDone() {\n    return this.get('state') === 'done' && this.get('currentStage') === null;\n  }\n}\nexport class Steps extends Collection {\n  url() {\n    return '/api/onboarding/steps';\n  }\n  pending() {\n    return this.where({ state: 'pending' });\n  }\n  load(state) {\n    return this.fetch({ data: { state } });\n  }\n}\n",
    // A wizard's map of paths: its stage is no pipeline stage of the service's (index, title), and the file does not name the service.
    "export const FIELDS = { Status: 'state', Step: 'currentStage.index', Title: 'currentStage.title' };\n",
    "export const FIELDS = { Status: 'state', Step: 'currentStage.name', Order: 'currentStage.order' };\n",
    {
      name: "a wizard's state: its currentStage is a string (compared with one, declared a union of its steps) and its hiringState a badge of values the service never had",
      code: "import { useReducer } from 'react';\nexport type StageKey = 'COMPANY' | 'SCREENING' | 'REVIEW';\nexport interface WizardState {\n  currentStage: StageKey;\n  hiringState: 'ACTIVELY_HIRING' | 'PAUSED';\n}\nfunction reducer(state: WizardState, stage: StageKey): WizardState {\n  return { ...state, currentStage: stage };\n}\nexport function useWizard() {\n  const [state, go] = useReducer(reducer, { currentStage: 'COMPANY', hiringState: 'PAUSED' });\n  const badge = state.hiringState.toLowerCase();\n  return { badge, last: state.currentStage === 'REVIEW', go };\n}\n",
    },
    {
      name: "a view model of the team's own that copies members off an application (`{ id: raw.id, currentStage: … }`) is no envelope: its own currentStage key stays",
      code: "import { get } from './http';\nexport async function rows() {\n  const apps = await get('/v2/applications');\n  return apps.map((raw) => toRow(raw));\n}\nfunction toRow(raw) {\n  return { id: raw.id, candidate: raw.candidateName, stageName: raw.pipelineStage.name, currentStage: raw.pipelineStage };\n}\nexport const label = (row) => toRow(row).currentStage.name;\n",
    },
    // A Map of a wizard's sessions: its entries' currentStage is the wizard's.
    "const sessions = new Map();\nexport function start(id) { sessions.set(id, { currentStage: 'intro' }); }\nexport const stageOf = (id) => sessions.get(id).currentStage;\n",
    // The same list whose elements' state is another thing's (a state the service never had): not its records.
    "export function board(records) {\n  const columns = new Map();\n  for (const record of records) columns.set(record.id, record.currentStage);\n  return { columns, qualified: records.filter((r) => r.state === 'in_review').length };\n}\n",
    // A lender whose API also has /v2/applications, and PATCHes one: the service offers that path with GET
    // only, so none of the requests made through this client are its (nor the records they return).
    LENDER,
    // A lender's loan applications on the same path shape: their stage has a code and a label, none of the service's id, name or type.
    "import { z } from 'zod';\nconst Loan = z.object({ id: z.string(), state: z.string().length(2), currentStage: z.object({ code: z.string(), label: z.string(), order: z.number() }) });\nexport const list = async () => (await lending.get('v2/applications').json()).map((x) => Loan.parse(x));\n",
    "const LOANS = 'v2/applications';\ninterface LoanApplication { id: string; state: string; currentStage: { code: string; label: string; order: number } }\nexport const stageOf = (loan: LoanApplication): string => `${LOANS}: ${loan.currentStage.label}`;\n",
    // An admissions office's applications on the same path: its reading stage has a stageType and a reader, none of the service's id, name or type.
    "export const load = async () => (await fetch('/v2/applications')).json();\nexport function readingStage(app) {\n  const stage = app.currentStage ?? { stageType: 'INTAKE', reader: null };\n  return stage.stageType === 'INTAKE' ? 'Documents' : `With ${stage.reader}`;\n}\n",
    // A Redux selector reaching a wizard slice's current stage, beside an imported application type: the chain names no applications.
    "import type { RootState } from './store';\nimport type { HiringApplication } from './api';\nexport type Row = HiringApplication;\nexport const selectWizard = (state: RootState) => state.onboarding.wizard;\nexport const stepName = (state: RootState) => selectWizard(state).currentStage?.name;",
    // A wizard's own current stage put in a name: not an application's.
    "const [wizard] = useState({ currentStage: 0 });\nconst stage = wizard.currentStage;\nexport const n = stage.toFixed(0);",
    // Unrelated variables and objects named currentStage.
    'let currentStage = 0; currentStage += 1;',
    'class Wizard { currentStage = 1; next() { this.currentStage++; } }',
    'if (level.currentStage > 3) boss();',
    'const { currentStage } = this.state;',
    'interface Wizard { currentStage: number; steps: string[] }',
    // A JSDoc typedef of a stepper, not an application.
    "/**\n * @typedef {object} Stepper\n * @property {'idle' | 'busy'} state\n * @property {number} currentStage\n */",
    // An app store's applications under review: the words, not the service.
    "// Mobile app store: applications (apps) under review by the store.\nexport function describe(app: { state: string; currentStage: { name: string } }) { return app.currentStage.name + app.state; }",
    // A moderation report: its state type mixes SCREENING with states the service never had.
    "type ReportState = 'OPEN' | 'SCREENING' | 'ESCALATED';\ninterface Report { id: string; state: ReportState; currentStage: { queue: string } }\nexport const queue = (r: Report) => r.currentStage.queue;",
    // Another vendor's or domain's record, named so: `LoanApplication` with a stage of its own.
    'export interface LoanApplication { id: string; state: string; currentStage: { name: string } }\nexport const stageOf = (loan: LoanApplication) => loan.currentStage.name;',
    // A function imported by a name ending in Application is no record type: its rows keep their own `currentStage`.
    "import { fetchApplication } from './api.js';\nexport const names = (rows) => rows.map((r) => r.currentStage && r.currentStage.name);",
    // A component's own wizard stage, beside an imported record type.
    "import type { Application } from './types';\nexport class Wizard { currentStage = 0; next() { return this.currentStage + 1; } }\nexport const keep = (a: Application) => a;",
    // Already migrated.
    LOAD + 'apps.map((a) => a.pipelineStage?.name);',
  ],
  invalid: [
    {
      name: "a parameter declared with the stage alone, an object of the service's stage fields ({ currentStage?: { name: string; order?: number } | null }), in code that names the service: its reads are the record's; a wizard's step of its own fields, and the same shape in a file about nothing of the service's, stay",
      filename: 'stage-label.ts',
      code: "export const title = (hiringState: string) => hiringState.toLowerCase();\nexport function stageLabel(payload: { currentStage?: { name: string; order?: number } | null }): string {\n  const stage = payload.currentStage;\n  return stage ? stage.name : 'No stage';\n}\nexport const stepOf = (wizard: { currentStage?: { code: string; label: string } }) => wizard.currentStage?.label;\n",
      output: "export const title = (hiringState: string) => hiringState.toLowerCase();\nexport function stageLabel(payload: { pipelineStage?: { name: string; order?: number; type?: string } | null }): string {\n  const stage = payload.pipelineStage;\n  return stage ? stage.name : 'No stage';\n}\nexport const stepOf = (wizard: { currentStage?: { code: string; label: string } }) => wizard.currentStage?.label;\n",
      errors: [{ messageId: 'declaration', line: 2 }, { messageId: 'read', line: 3 }, { messageId: 'read', line: 4 }],
    },
    {
      name: "an assertion about an application's property by path (chai's expect(app).to.have.nested.property('currentStage.name'), Jest's toHaveProperty): the path names the stage's new object; a wizard's currentStage stays",
      filename: 'applications.spec.js',
      code: "const apps = await fetch('https://h.example/v2/applications').then((r) => r.json());\nfor (const app of apps) {\n  expect(app).to.have.nested.property('currentStage.name');\n  expect(app).not.toHaveProperty('currentStage');\n}\nconst wizard = { currentStage: 1 };\nexpect(wizard).to.have.property('currentStage');\n",
      output: "const apps = await fetch('https://h.example/v2/applications').then((r) => r.json());\nfor (const app of apps) {\n  expect(app).to.have.nested.property('pipelineStage.name');\n  expect(app).not.toHaveProperty('pipelineStage');\n}\nconst wizard = { currentStage: 1 };\nexpect(wizard).to.have.property('currentStage');\n",
      errors: [{ messageId: 'read', line: 3 }, { messageId: 'read', line: 4 }],
    },
    {
      "name": "a Backbone model bound to the service parses the answer to its URL (parse(resp)): resp's currentStage is the record's; its collection plucks the attribute by name",
      "filename": "backbone-parse.js",
      "code": "import { Model, Collection } from 'backbone';\n\nexport class ApplicationModel extends Model {\n  get urlRoot() {\n    return '/v2/applications';\n  }\n  parse(resp) {\n    const attrs = Object.assign({}, resp);\n    const stage = resp.currentStage || null;\n    if (stage) attrs.stageName = stage.name;\n    return attrs;\n  }\n}\n\nexport class ApplicationCollection extends Collection {\n  get url() {\n    return '/v2/applications';\n  }\n  overview() {\n    return { byState: this.countBy('state'), stages: this.pluck('currentStage') };\n  }\n}\n",
      "output": "import { Model, Collection } from 'backbone';\n\nexport class ApplicationModel extends Model {\n  get urlRoot() {\n    return '/v2/applications';\n  }\n  parse(resp) {\n    const attrs = Object.assign({}, resp);\n    const stage = resp.pipelineStage || null;\n    if (stage) attrs.stageName = stage.name;\n    return attrs;\n  }\n}\n\nexport class ApplicationCollection extends Collection {\n  get url() {\n    return '/v2/applications';\n  }\n  overview() {\n    return { byState: this.countBy('state'), stages: this.pluck('pipelineStage') };\n  }\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 9
        },
        {
          "messageId": "read",
          "line": 10
        },
        {
          "messageId": "read",
          "line": 20
        }
      ]
    },
    {
      "name": "a Backbone model whose urlRoot() names the service reads this.get('currentStage'): the attribute is renamed",
      "filename": "backbone-model.js",
      "code": "import { Model, Collection } from 'backbone';\n\nexport class Application extends Model {\n  urlRoot() {\n    return '/api/hiring/v2/applications';\n  }\n  isScreening() {\n    return this.get('state') === 'SCREENING';\n  }\n  stageName() {\n    const stage = this.get('currentStage');\n    return stage ? stage.name : '-';\n  }\n}\n\nexport class Applications extends Collection {\n  url() {\n    return '/api/hiring/v2/applications';\n  }\n  qualified() {\n    return this.where({ state: 'QUALIFIED', jobId: 'job-1' });\n  }\n  firstHired() {\n    return this.findWhere({ state: 'HIRED' });\n  }\n  firstInReview() {\n    return this.findWhere({ state: 'SCREENING' });\n  }\n}\n",
      "output": "import { Model, Collection } from 'backbone';\n\nexport class Application extends Model {\n  urlRoot() {\n    return '/api/hiring/v2/applications';\n  }\n  isScreening() {\n    return this.get('state') === 'SCREENING';\n  }\n  stageName() {\n    const stage = this.get('pipelineStage');\n    return stage ? stage.name : '-';\n  }\n}\n\nexport class Applications extends Collection {\n  url() {\n    return '/api/hiring/v2/applications';\n  }\n  qualified() {\n    return this.where({ state: 'QUALIFIED', jobId: 'job-1' });\n  }\n  firstHired() {\n    return this.findWhere({ state: 'HIRED' });\n  }\n  firstInReview() {\n    return this.findWhere({ state: 'SCREENING' });\n  }\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 11
        }
      ]
    },
    {
      "name": "a copy of the record that carries its own stage on (const stage = o.currentStage; { ...o, currentStage: stage ?? null }): the key follows the reads and the type, renamed to pipelineStage",
      "filename": "copy-stage.ts",
      "code": "interface Stage { id: string; name: string }\ninterface Application { id: string; state: string; currentStage: Stage | null }\nexport async function load(id: string): Promise<Application> {\n  const o = await (await fetch(`/v2/applications/${id}`)).json();\n  const stage = o.currentStage;\n  return { ...(o as Application), currentStage: (stage as Stage | undefined) ?? null };\n}\n",
      "output": "interface Stage { id: string; name: string; type?: string }\ninterface Application { id: string; state: string; pipelineStage: Stage | null }\nexport async function load(id: string): Promise<Application> {\n  const o = await (await fetch(`/v2/applications/${id}`)).json();\n  const stage = o.pipelineStage;\n  return { ...(o as Application), pipelineStage: (stage as Stage | undefined) ?? null };\n}\n",
      "errors": [
        {
          "messageId": "declaration",
          "line": 2
        },
        {
          "messageId": "read",
          "line": 5
        },
        {
          "messageId": "write",
          "line": 6
        }
      ]
    },

    {
      "name": "a stage taken behind a guard (const stage = app ? app.currentStage : null): the members read through the name are the same read",
      "filename": "badge.js",
      "code": "export async function stageBadge(id) {\n  const app = await fetch(`https://h.example/v2/applications/${id}`).then((r) => r.json());\n  const stage = app ? app.currentStage : null;\n  if (!stage) return { text: '—' };\n  return {\n    text: stage.name,\n    tone: stage.order >= 3 ? 'success' : 'info',\n  };\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 3
        },
        {
          "messageId": "read",
          "line": 6
        },
        {
          "messageId": "read",
          "line": 7
        }
      ],
      "output": "export async function stageBadge(id) {\n  const app = await fetch(`https://h.example/v2/applications/${id}`).then((r) => r.json());\n  const stage = app ? app.pipelineStage : null;\n  if (!stage) return { text: '—' };\n  return {\n    text: stage.name,\n    tone: stage.order >= 3 ? 'success' : 'info',\n  };\n}\n"
    },
    {
      "name": "the groups of applications lodash makes (Object.values(_.groupBy(apps, f))) are lists of applications: a group's first element is one; groups of other things are not",
      "filename": "groups.js",
      "code": "import _ from 'lodash';\nexport async function sections() {\n  const apps = await (await fetch('https://hiring.example.com/v2/applications')).json();\n  const byStage = _.groupBy(apps, (app) => app.currentStage?.id ?? 'none');\n  return _.sortBy(Object.values(byStage), (group) => group[0]?.currentStage?.order ?? 99).map((group) => ({\n    title: group[0]?.currentStage?.name ?? 'No stage',\n    count: group.length,\n  }));\n}\nexport function totals(counts) {\n  return Object.values(_.groupBy(Object.keys(counts), (k) => k.length)).map((g) => g[0].state);\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 4
        },
        {
          "messageId": "read",
          "line": 5
        },
        {
          "messageId": "read",
          "line": 6
        }
      ],
      "output": "import _ from 'lodash';\nexport async function sections() {\n  const apps = await (await fetch('https://hiring.example.com/v2/applications')).json();\n  const byStage = _.groupBy(apps, (app) => app.pipelineStage?.id ?? 'none');\n  return _.sortBy(Object.values(byStage), (group) => group[0]?.pipelineStage?.order ?? 99).map((group) => ({\n    title: group[0]?.pipelineStage?.name ?? 'No stage',\n    count: group.length,\n  }));\n}\nexport function totals(counts) {\n  return Object.values(_.groupBy(Object.keys(counts), (k) => k.length)).map((g) => g[0].state);\n}\n"
    },
    {
      "name": "zod 4's looseObject and strictObject: currentStage becomes pipelineStage; a strict stage schema declares type (parsing would refuse it otherwise, and the migrated reads derive the legacy state from it), a loose one keeps it already",
      "filename": "schemas.ts",
      "code": "import { z } from 'zod';\nexport const StageSchema = z.looseObject({ id: z.string(), name: z.string() });\nexport const ApplicationSchema = z.looseObject({\n  id: z.string(),\n  state: z.enum(['SCREENING', 'QUALIFIED', 'HIRED']),\n  currentStage: z.strictObject({ id: z.string(), name: z.string() }).nullish(),\n});\nexport const CardSchema = z.strictObject({\n  id: z.string(),\n  state: z.enum(['SCREENING', 'QUALIFIED', 'HIRED']),\n  currentStage: StageSchema.nullable(),\n});\nexport type Application = z.infer<typeof ApplicationSchema>;\nexport async function load(): Promise<Application[]> {\n  const res = await fetch('https://hiring.example.com/v2/applications');\n  return z.array(ApplicationSchema).parse(await res.json());\n}\n",
      "errors": [
        {
          "messageId": "declaration",
          "line": 6
        },
        {
          "messageId": "declaration",
          "line": 11
        }
      ],
      "output": "import { z } from 'zod';\nexport const StageSchema = z.looseObject({ id: z.string(), name: z.string() });\nexport const ApplicationSchema = z.looseObject({\n  id: z.string(),\n  state: z.enum(['SCREENING', 'QUALIFIED', 'HIRED']),\n  pipelineStage: z.strictObject({ id: z.string(), name: z.string(), type: z.enum(['APPLIED', 'APPLICATION_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED']) }).nullish(),\n});\nexport const CardSchema = z.strictObject({\n  id: z.string(),\n  state: z.enum(['SCREENING', 'QUALIFIED', 'HIRED']),\n  pipelineStage: StageSchema.nullable(),\n});\nexport type Application = z.infer<typeof ApplicationSchema>;\nexport async function load(): Promise<Application[]> {\n  const res = await fetch('https://hiring.example.com/v2/applications');\n  return z.array(ApplicationSchema).parse(await res.json());\n}\n"
    },
    {
      "name": "a type the file makes its own records as keeps currentStage: only the record type and its reads migrate",
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
          "line": 8
        }
      ],
      "output": "import axios from 'axios';\n\ninterface ApplicationJson { id: string; state: string; pipelineStage: { id: string; name: string; type?: string } | null }\n/** What the screens show: made here from the service's records. */\nexport interface Application { id: string; state: string; currentStage: { id: string; name: string } | null }\n\nfunction normalize(raw: ApplicationJson): Application {\n  return { id: raw.id, state: raw.state, currentStage: raw.pipelineStage };\n}\n\nexport async function listApplications(): Promise<Application[]> {\n  const res = await axios.get<ApplicationJson[]>('/v2/applications', { params: { jobId: 'job-1' } });\n  return res.data.map(normalize);\n}\n\nexport function inScreening(apps: Application[]): Application[] {\n  return apps.filter((a) => a.state === 'SCREENING');\n}\n"
    },
    {
      "name": "a stage destructured from a record cast to a type literal: the literal's member is renamed with the pattern's key",
      "filename": "simplify.ts",
      "code": "export async function stageNameOf(id: string): Promise<string> {\n  const application: unknown = await (await fetch(`/v2/applications/${id}`)).json();\n  const { currentStage } = application as { currentStage?: { name?: string } | null };\n  return currentStage?.name ?? 'No stage';\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 3
        },
        {
          "messageId": "read",
          "line": 4
        }
      ],
      "output": "export async function stageNameOf(id: string): Promise<string> {\n  const application: unknown = await (await fetch(`/v2/applications/${id}`)).json();\n  const { pipelineStage: currentStage } = application as { pipelineStage?: { name?: string } | null };\n  return currentStage?.name ?? 'No stage';\n}\n"
    },
    {
      name: "a hand-made decoder combinator (D.struct({ state, currentStage: D.optional(StageD) })) declaring an application: the stage's decoder reads the renamed object, so its key is renamed; a wizard's string stage is not the service's",
      code: "import * as D from './decoder';\nexport const StageD = D.struct({ id: D.string, name: D.string, type: D.optional(D.string) });\nexport const ApplicationD = D.struct({\n  id: D.string,\n  state: D.withDefault(D.string, null),\n  currentStage: D.optional(D.nullable(StageD)),\n});\nexport const WizardD = D.struct({ state: D.string, currentStage: D.string });\n",
      filename: "dec2.ts",
      errors: [{"messageId": "declaration", "line": 6}],
      output: "import * as D from './decoder';\nexport const StageD = D.struct({ id: D.string, name: D.string, type: D.optional(D.string) });\nexport const ApplicationD = D.struct({\n  id: D.string,\n  state: D.withDefault(D.string, null),\n  pipelineStage: D.optional(D.nullable(StageD)),\n});\nexport const WizardD = D.struct({ state: D.string, currentStage: D.string });\n",
    },
    {
      name: "jQuery-era code: a class constructed with each row of $.ajax's success callback receives an application (its currentStage is the record's)",
      code: "function ApplicationModel(raw) {\n  this.status = raw.state || null;\n}\nclass Card {\n  constructor(record) {\n    this.stage = record.currentStage;\n  }\n}\nfunction Service(base) { this.base = base; }\nService.prototype._url = function (path) { return this.base ? this.base + path : '/api' + path; };\nService.prototype.list = function (status, callback) {\n  var query = {};\n  if (status) query.state = status;\n  $.getJSON(this._url('/v2/applications'), query, function (data) {\n    callback(null, $.map(data, function (raw) { return new ApplicationModel(raw); }));\n  });\n};\nService.prototype.cards = function (callback) {\n  $.ajax({ url: this._url('/v2/applications'), dataType: 'json', success: function (rows) { callback(rows.map(function (r) { return new Card(r); })); } });\n};\nmodule.exports = Service;\n",
      filename: "desk.js",
      errors: [{"messageId": "read", "line": 6}],
      output: "function ApplicationModel(raw) {\n  this.status = raw.state || null;\n}\nclass Card {\n  constructor(record) {\n    this.stage = record.pipelineStage;\n  }\n}\nfunction Service(base) { this.base = base; }\nService.prototype._url = function (path) { return this.base ? this.base + path : '/api' + path; };\nService.prototype.list = function (status, callback) {\n  var query = {};\n  if (status) query.state = status;\n  $.getJSON(this._url('/v2/applications'), query, function (data) {\n    callback(null, $.map(data, function (raw) { return new ApplicationModel(raw); }));\n  });\n};\nService.prototype.cards = function (callback) {\n  $.ajax({ url: this._url('/v2/applications'), dataType: 'json', success: function (rows) { callback(rows.map(function (r) { return new Card(r); })); } });\n};\nmodule.exports = Service;\n",
    },
    {"name": "a lodash chain's groups (_.chain(apps).groupBy('jobId').map((rows) => \u2026)): each group holds the subject's applications, read by index or path", "code": "import _ from 'lodash';\nexport async function board() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return _.chain(apps).groupBy('jobId').map((rows, job) => ({ job, a: rows[0].currentStage.name, b: _.get(rows, [0, 'currentStage', 'name'], 'Unknown') })).value();\n}\nexport async function board2() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return _.chain(apps).filter((a) => a.id).map((app) => app.currentStage.name).value();\n}\n", "filename": "board.js", "output": "import _ from 'lodash';\nexport async function board() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return _.chain(apps).groupBy('jobId').map((rows, job) => ({ job, a: rows[0].pipelineStage.name, b: _.get(rows, [0, 'pipelineStage', 'name'], 'Unknown') })).value();\n}\nexport async function board2() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return _.chain(apps).filter((a) => a.id).map((app) => app.pipelineStage.name).value();\n}\n", "errors": [{"messageId": "read", "line": 4}, {"messageId": "read", "line": 4}, {"messageId": "read", "line": 8}]},
    {"name": "a path read of a list's element (_.get(apps, [0, 'currentStage', 'name']), '[0].currentStage.name', '0.currentStage.id'): the element's stage, renamed after the index", "code": "import _ from 'lodash';\nexport async function first() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return [_.get(apps, [0, 'currentStage', 'name'], 'x'), _.get(apps, '[0].currentStage.name'), _.get(apps, '0.currentStage.id')];\n}\n", "filename": "first.js", "output": "import _ from 'lodash';\nexport async function first() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return [_.get(apps, [0, 'pipelineStage', 'name'], 'x'), _.get(apps, '[0].pipelineStage.name'), _.get(apps, '0.pipelineStage.id')];\n}\n", "errors": [{"messageId": "read", "line": 4}, {"messageId": "read", "line": 4}, {"messageId": "read", "line": 4}]},
    {"name": "a function that returns the stage (stageOf = (app) => app.currentStage): the members read of its calls are the stage's, shown beside the read it is made of", "code": "const stageOf = (app) => app.currentStage;\nexport async function cards() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => `${stageOf(app).order}. ${stageOf(app).name}`);\n}\nexport const orders = (apps) => apps.map((app) => stageOf(app).order);\n", "filename": "cards.js", "output": "const stageOf = (app) => app.pipelineStage;\nexport async function cards() {\n  const apps = await (await fetch('/v2/applications')).json();\n  return apps.map((app) => `${stageOf(app).order}. ${stageOf(app).name}`);\n}\nexport const orders = (apps) => apps.map((app) => stageOf(app).order);\n", "errors": [{"messageId": "read", "line": 1}, {"messageId": "read", "line": 4}, {"messageId": "read", "line": 6}]},
    {
      name: 'a Map the file sets the applications into (a cache by filter): what its get gives back',
      code: "const cache = new Map();\nexport async function rows(key) {\n  if (!cache.has(key)) cache.set(key, await (await fetch(`/v2/applications?jobId=${key}`)).json());\n  return cache.get(key).map((a) => a.currentStage.name);\n}\n",
      output: "const cache = new Map();\nexport async function rows(key) {\n  if (!cache.has(key)) cache.set(key, await (await fetch(`/v2/applications?jobId=${key}`)).json());\n  return cache.get(key).map((a) => a.pipelineStage.name);\n}\n",
      errors: [{ messageId: 'read', line: 4 }],
    },
    {
      name: "a list whose elements are applications by their own fields (r.state === 'QUALIFIED'): its other elements' currentStage",
      code: "export function board(records) {\n  const columns = new Map();\n  for (const record of records) columns.set(record.id, record.currentStage);\n  return { columns, qualified: records.filter((r) => r.state === 'QUALIFIED').length };\n}\n",
      output: "export function board(records) {\n  const columns = new Map();\n  for (const record of records) columns.set(record.id, record.pipelineStage);\n  return { columns, qualified: records.filter((r) => r.state === 'QUALIFIED').length };\n}\n",
      errors: [{ messageId: 'read', line: 3 }],
    },
    {
      name: "the stage's members read through the name it was put in (const stage = app.currentStage ?? {}; stage.name), once a line; the rewrite where it is taken carries them",
      code: "const res = await fetch('/v2/applications/' + id);\nconst app = await res.json();\nconst stage = app.currentStage ?? {};\nexport const card = { name: stage.name, order: stage.order ?? 0 };\nexport const label = stage ? stage.name : '';\nconst { currentStage: current } = app;\nexport const type = current.type;\n",
      output: "const res = await fetch('/v2/applications/' + id);\nconst app = await res.json();\nconst stage = app.pipelineStage ?? {};\nexport const card = { name: stage.name, order: stage.order ?? 0 };\nexport const label = stage ? stage.name : '';\nconst { pipelineStage: current } = app;\nexport const type = current.type;\n",
      errors: [
        { messageId: 'read', line: 3 },
        { messageId: 'read', line: 4 },
        { messageId: 'read', line: 5 },
        { messageId: 'read', line: 6 },
        { messageId: 'read', line: 7 },
      ],
    },
    {
      name: 'a member of a typed object whose declared type is an application list (props.rows of props: Props)',
      code: "export interface Application { id: string; state: 'SCREENING' | 'QUALIFIED'; currentStage: { name: string } }\ninterface Props { application: Application; rows: Application[] }\nexport const label = (props: Props) => props.application.state;\nexport const names = (props: Props) => props.rows.map((r) => r.currentStage.name);\nexport const destr = ({ application }: Props) => application.state;\n",
      output: "export interface Application { id: string; state: 'SCREENING' | 'QUALIFIED'; pipelineStage: { name: string; type?: string } }\ninterface Props { application: Application; rows: Application[] }\nexport const label = (props: Props) => props.application.state;\nexport const names = (props: Props) => props.rows.map((r) => r.pipelineStage.name);\nexport const destr = ({ application }: Props) => application.state;\n",
      errors: [{ messageId: 'declaration', line: 1 }, { messageId: 'read', line: 4 }],
    },
    {
      name: 'a fallback between the two names of one object (app.currentStage ?? app.pipelineStage) becomes the current read alone, its grouping parentheses with it',
      code: "export interface App { id: string; currentStage: { name: string }; pipelineStage?: { name: string } }\nexport const nameOf = (app: App) => (app.pipelineStage ?? app.currentStage).name;\nexport const other = (app: App) => (app.currentStage || app.pipelineStage)?.name;\nexport const stageOf = (app: App) => {\n  const stage = app.currentStage ?? app.pipelineStage;\n  return stage.name;\n};\n",
      output: "export interface App { id: string; pipelineStage: { name: string; type?: string }; }\nexport const nameOf = (app: App) => app.pipelineStage.name;\nexport const other = (app: App) => app.pipelineStage?.name;\nexport const stageOf = (app: App) => {\n  const stage = app.pipelineStage;\n  return stage.name;\n};\n",
      errors: [{ messageId: 'declaration', line: 1 }, { messageId: 'read', line: 2 }, { messageId: 'read', line: 3 }, { messageId: 'read', line: 5 }],
    },
    {
      name: "an Angular component's template string (@Component({ template })) in a file that requests applications: its reads of currentStage",
      code: "import { Component } from '@angular/core';\nimport { HttpClient } from '@angular/common/http';\n@Component({\n  selector: 'hr-detail',\n  template: `\n    <p [attr.data-stage-id]=\"vm.app.currentStage.id\">{{ vm.app.currentStage?.name }}</p>\n    <span *ngIf=\"vm.app.state === 'QUALIFIED'\">Qualified</span>\n    <span *ngIf=\"vm.app.state !== 'HIRED'\">Open</span>\n  `,\n})\nexport class DetailComponent {\n  constructor(private readonly http: HttpClient) {}\n  load(id: string) { return this.http.get(`/v2/applications/${id}`); }\n}\n",
      output: "import { Component } from '@angular/core';\nimport { HttpClient } from '@angular/common/http';\n@Component({\n  selector: 'hr-detail',\n  template: `\n    <p [attr.data-stage-id]=\"vm.app.pipelineStage.id\">{{ vm.app.pipelineStage?.name }}</p>\n    <span *ngIf=\"vm.app.state === 'QUALIFIED'\">Qualified</span>\n    <span *ngIf=\"vm.app.state !== 'HIRED'\">Open</span>\n  `,\n})\nexport class DetailComponent {\n  constructor(private readonly http: HttpClient) {}\n  load(id: string) { return this.http.get(`/v2/applications/${id}`); }\n}\n",
      errors: [{ messageId: 'read', line: 6 }, { messageId: 'read', line: 6 }],
    },
    {
      name: "each iteratee of a list handed to lodash's sortBy receives the applications ([(a) => _.get(a, 'currentStage.order'), 'id'])",
      code: "import _ from 'lodash';\nexport async function ordered() {\n  const apps = await fetch('/v2/applications').then((r) => r.json());\n  return _.sortBy(apps, [(a) => _.get(a, 'currentStage.order', 99), 'id']);\n}\n",
      filename: 'ordered.js',
      output: "import _ from 'lodash';\nexport async function ordered() {\n  const apps = await fetch('/v2/applications').then((r) => r.json());\n  return _.sortBy(apps, [(a) => _.get(a, 'pipelineStage.order', 99), 'id']);\n}\n",
      errors: [{ messageId: 'read', line: 4 }],
    },
    {
      name: "a method of a lodash chain reads its path on the collection the chain began with, through the methods that keep its elements (_.chain(apps).reject(…).groupBy('currentStage.id'), _(apps).sortBy(…)); after a map it does not",
      code: "import _ from 'lodash';\nexport async function board() {\n  const apps = await fetch('/v2/applications').then((r) => r.json());\n  const byStage = _.chain(apps).reject({ id: 'x' }).groupBy('currentStage.id').value();\n  const ordered = _(apps).sortBy('currentStage.order').value();\n  const rows = _.chain(apps).map((a) => ({ currentStage: a.id })).groupBy('currentStage').value();\n  return [byStage, ordered, rows];\n}\n",
      filename: 'chain.js',
      output: "import _ from 'lodash';\nexport async function board() {\n  const apps = await fetch('/v2/applications').then((r) => r.json());\n  const byStage = _.chain(apps).reject({ id: 'x' }).groupBy('pipelineStage.id').value();\n  const ordered = _(apps).sortBy('pipelineStage.order').value();\n  const rows = _.chain(apps).map((a) => ({ currentStage: a.id })).groupBy('currentStage').value();\n  return [byStage, ordered, rows];\n}\n",
      errors: [{ messageId: 'read', line: 4 }, { messageId: 'read', line: 5 }],
    },
    {
      name: "Vuex: a mutation the list is committed to keeps it in the module's state (state.items = items, mutations declared as a constant), so its getters and actions read applications as state.items; another member of the state is not one",
      code: "import axios from 'axios';\nconst mutations = {\n  SET_ITEMS(state, items) {\n    state.items = items;\n  },\n  SET_WIZARD(state, wizard) {\n    state.wizard = wizard;\n  },\n};\nconst actions = {\n  async fetchList({ commit }) {\n    const { data } = await axios.get('/v2/applications');\n    commit('SET_ITEMS', data);\n  },\n  first({ state }) {\n    return state.items[0].currentStage;\n  },\n};\nconst getters = {\n  sorted: (state) => [...state.items].sort((a, b) => a.currentStage.order - b.currentStage.order),\n  step: (state) => state.wizard.currentStage,\n};\nexport default { namespaced: true, state: () => ({ items: [], wizard: null }), mutations, actions, getters };\n",
      filename: 'store.js',
      output: "import axios from 'axios';\nconst mutations = {\n  SET_ITEMS(state, items) {\n    state.items = items;\n  },\n  SET_WIZARD(state, wizard) {\n    state.wizard = wizard;\n  },\n};\nconst actions = {\n  async fetchList({ commit }) {\n    const { data } = await axios.get('/v2/applications');\n    commit('SET_ITEMS', data);\n  },\n  first({ state }) {\n    return state.items[0].pipelineStage;\n  },\n};\nconst getters = {\n  sorted: (state) => [...state.items].sort((a, b) => a.pipelineStage.order - b.pipelineStage.order),\n  step: (state) => state.wizard.currentStage,\n};\nexport default { namespaced: true, state: () => ({ items: [], wizard: null }), mutations, actions, getters };\n",
      errors: [{ messageId: 'read', line: 16 }, { messageId: 'read', line: 20 }, { messageId: 'read', line: 20 }],
    },
    {
      name: "Pinia: the state a store declares typed (items: [] as Application[], current: null as Application | null) and an action writes (this.current = …) is what its getters read (s.current); another member of the state is not one",
      code: "import { defineStore } from './store';\nimport type { Application } from './types';\nexport const useApps = defineStore('apps', {\n  state: () => ({ items: [] as Application[], current: null as Application | null, wizard: { currentStage: 1 } }),\n  getters: {\n    stageName: (s) => s.current?.currentStage.name,\n    step: (s) => s.wizard.currentStage,\n  },\n  actions: {\n    async open(id: string) {\n      this.current = await fetch(`/v2/applications/${id}`).then((r) => r.json());\n      return this.current.currentStage;\n    },\n  },\n});\n",
      filename: 'apps.ts',
      output: "import { defineStore } from './store';\nimport type { Application } from './types';\nexport const useApps = defineStore('apps', {\n  state: () => ({ items: [] as Application[], current: null as Application | null, wizard: { currentStage: 1 } }),\n  getters: {\n    stageName: (s) => s.current?.pipelineStage.name,\n    step: (s) => s.wizard.currentStage,\n  },\n  actions: {\n    async open(id: string) {\n      this.current = await fetch(`/v2/applications/${id}`).then((r) => r.json());\n      return this.current.pipelineStage;\n    },\n  },\n});\n",
      errors: [{ messageId: 'read', line: 6 }, { messageId: 'read', line: 12 }],
    },
    {
      name: "a map of columns to paths whose paths together declare an application (id, state, currentStage.name, currentStage.order) in code that names the service: the stage's paths become pipelineStage's",
      code: "// Columns of the applications sheet: header -> path into a record of GET /v2/applications.\nexport const COLUMNS = Object.freeze({\n  ID: 'id',\n  Status: 'state',\n  Stage: 'currentStage.name',\n  'Stage order': 'currentStage.order',\n});\nexport const LABELS = { SCREENING: 'Screen', QUALIFIED: 'Interview' };\n",
      filename: 'columns.js',
      output: "// Columns of the applications sheet: header -> path into a record of GET /v2/applications.\nexport const COLUMNS = Object.freeze({\n  ID: 'id',\n  Status: 'state',\n  Stage: 'pipelineStage.name',\n  'Stage order': 'pipelineStage.order',\n});\nexport const LABELS = { SCREENING: 'Screen', QUALIFIED: 'Interview' };\n",
      errors: [{ messageId: 'read', line: 5 }, { messageId: 'read', line: 6 }],
    },
    {
      name: "lodash functions taken out of the library object (const { get, sortBy } = _) read paths as _.get does",
      code: "import _ from 'lodash';\nconst { get, sortBy } = _;\nexport async function names() {\n  const apps = await fetch('/v2/applications').then((r) => r.json());\n  return sortBy(apps, 'id').map((app) => get(app, 'currentStage.name'));\n}\n",
      filename: 'names.js',
      output: "import _ from 'lodash';\nconst { get, sortBy } = _;\nexport async function names() {\n  const apps = await fetch('/v2/applications').then((r) => r.json());\n  return sortBy(apps, 'id').map((app) => get(app, 'pipelineStage.name'));\n}\n",
      errors: [{ messageId: 'read', line: 5 }],
    },
    {
      name: "a store that keeps applications by id (this.byId[row.id] = row) and reads them back elsewhere under the same name (Object.values(s.byId))",
      code: STORE,
      filename: 'store.js',
      output: STORE.replace('a.currentStage?.type', 'a.pipelineStage?.type'),
      errors: [{ messageId: 'read', line: 18 }],
    },
    {
      name: 'a list filled with applications (rows.push(app)) holds them: its comparator, passed by name, reads their stage',
      code: FILLED_LIST,
      filename: 'client.js',
      output: FILLED_LIST.replace(/a\.currentStage/g, 'a.pipelineStage').replace(/b\.currentStage/g, 'b.pipelineStage'),
      errors: [
        { messageId: 'read', line: 11, column: 13 },
        { messageId: 'read', line: 11, column: 31 },
        { messageId: 'read', line: 11, column: 56 },
        { messageId: 'read', line: 11, column: 74 },
      ],
    },
    {
      name: "a store's shape the file does not spell, in a file that imports the record type",
      code: "import type { Application } from './types';\nimport type { RootState } from './store';\nexport const stageName = (s: RootState, id: string) => s.applications.byId[id]?.currentStage?.name ?? null;\nexport const first = (apps: Application[]) => apps[0];",
      output: "import type { Application } from './types';\nimport type { RootState } from './store';\nexport const stageName = (s: RootState, id: string) => s.applications.byId[id]?.pipelineStage?.name ?? null;\nexport const first = (apps: Application[]) => apps[0];",
      errors: [{ messageId: 'read', line: 3 }],
    },
    {
      name: 'a record named as the service names it (`Application`) in a file that says nothing else about it',
      code: 'export interface Application { id: string; state: string; currentStage: { name: string } }\nexport const stageOf = (a: Application) => a.currentStage.name;',
      output: 'export interface Application { id: string; state: string; pipelineStage: { name: string; type?: string } }\nexport const stageOf = (a: Application) => a.pipelineStage.name;',
      errors: [{ messageId: 'declaration', line: 1 }, { messageId: 'read', line: 2 }],
    },
    {
      name: 'a JSDoc object-literal typedef that declares pipelineStage beside currentStage (optional, added later): the stage takes its place, as in an interface',
      code: JSDOC_BOTH,
      filename: 'records.js',
      output: JSDOC_BOTH.replace(' *   currentStage: StageInfo,\n', ' *   pipelineStage: StageInfo,\n').replace(',\n *   pipelineStage?: StageInfo\n', ',\n').replace('a.currentStage.name', 'a.pipelineStage.name'),
      errors: [{ messageId: 'declaration', line: 6 }, { messageId: 'read', line: 14 }],
    },
    {
      name: 'two application schemas that share a named stage schema: it gains its type once',
      code: "import { z } from 'zod';\nconst StageSchema = z.object({ id: z.string(), name: z.string() });\nexport const ApplicationSchema = z.object({ id: z.string(), hiringState: z.string(), currentStage: StageSchema });\nexport const ApplicationSummarySchema = z.object({ hiringState: z.string(), currentStage: StageSchema.nullable() });\n",
      output: "import { z } from 'zod';\nconst StageSchema = z.object({ id: z.string(), name: z.string(), type: z.enum(['APPLIED', 'APPLICATION_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED']).optional() });\nexport const ApplicationSchema = z.object({ id: z.string(), hiringState: z.string(), pipelineStage: StageSchema });\nexport const ApplicationSummarySchema = z.object({ hiringState: z.string(), pipelineStage: StageSchema.nullable() });\n",
      errors: [{ messageId: 'declaration', line: 3 }, { messageId: 'declaration', line: 4 }],
    },
    {
      name: 'a zod schema whose stage is written in place without its type: the renamed stage declares it (parsing would drop it), and one that keeps unknown keys needs nothing',
      code: "import { z } from 'zod';\nexport const ApplicationSchema = z.object({\n  id: z.string(),\n  hiringState: z.string(),\n  currentStage: z.object({ id: z.string(), name: z.string() }).nullable(),\n});\nexport const LooseSchema = z.object({ id: z.string(), hiringState: z.string(), currentStage: z.object({ name: z.string() }).loose() });\n",
      output: "import { z } from 'zod';\nexport const ApplicationSchema = z.object({\n  id: z.string(),\n  hiringState: z.string(),\n  pipelineStage: z.object({ id: z.string(), name: z.string(), type: z.enum(['APPLIED', 'APPLICATION_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED']) }).nullable(),\n});\nexport const LooseSchema = z.object({ id: z.string(), hiringState: z.string(), pipelineStage: z.object({ name: z.string() }).loose() });\n",
      errors: [{ messageId: 'declaration', line: 5 }, { messageId: 'declaration', line: 7 }],
    },
    {
      name: 'a zod schema that declares pipelineStage beside currentStage: the stage schema takes its place, so the inferred type keeps it required, and declares the type parsing would drop (optional: the schema is named); Application[\'currentStage\'] follows',
      code: ZOD_BOTH,
      output: ZOD_BOTH.replace('  currentStage: StageSchema,\n', '  pipelineStage: StageSchema,\n')
        .replace("name: z.string() });", "name: z.string(), type: z.enum(['APPLIED', 'APPLICATION_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED']).optional() });").replace('  pipelineStage: StageSchema.optional(),\n', '').replace("Application['currentStage']", "Application['pipelineStage']"),
      errors: [{ messageId: 'declaration', line: 5 }, { messageId: 'declaration', line: 10 }],
    },
    {
      name: 'a list of applications typed readonly (rows: readonly Application[]) sorted by stage',
      code: "export interface Application { id: string; state: string; currentStage: { order: number } }\nexport const byStage = (rows: readonly Application[]) => [...rows].sort((a, b) => a.currentStage.order - b.currentStage.order);",
      output: "export interface Application { id: string; state: string; pipelineStage: { order: number } }\nexport const byStage = (rows: readonly Application[]) => [...rows].sort((a, b) => a.pipelineStage.order - b.pipelineStage.order);",
      errors: [{ messageId: 'declaration', line: 1 }, { messageId: 'read', line: 2 }, { messageId: 'read', line: 2 }],
    },
    {
      name: 'a JSDoc typedef written as an object-literal type, and a reader typed by it',
      code: "/**\n * @typedef {{\n *   id: string,\n *   state: string,\n *   currentStage?: { name: string } | null,\n * }} Application\n */\n/** @param {Application} app */\nexport const stageName = (app) => app.currentStage?.name;",
      output: "/**\n * @typedef {{\n *   id: string,\n *   state: string,\n *   pipelineStage?: { name: string } | null,\n * }} Application\n */\n/** @param {Application} app */\nexport const stageName = (app) => app.pipelineStage?.name;",
      errors: [{ messageId: 'declaration', line: 5 }, { messageId: 'read', line: 9 }],
    },
    {
      name: 'member read and optional chain',
      code: LOAD + 'apps.map((a) => a.currentStage?.name ?? a.currentStage.id);',
      output: LOAD + 'apps.map((a) => a.pipelineStage?.name ?? a.pipelineStage.id);',
      errors: [
        { messageId: 'read', line: 2, column: 19, endColumn: 31 },
        { messageId: 'read', line: 2, column: 43 },
      ],
    },
    {
      name: 'computed key keeps its quotes',
      code: LOAD + 'const s = apps[0]["currentStage"];',
      output: LOAD + 'const s = apps[0]["pipelineStage"];',
      errors: [{ messageId: 'read', line: 2, column: 19 }],
    },
    {
      name: 'destructuring keeps the local names working',
      code: LOAD + 'for (const { id, currentStage, currentStage: stage = null } of apps) use(id, currentStage, stage);',
      output: LOAD + 'for (const { id, pipelineStage: currentStage, pipelineStage: stage = null } of apps) use(id, currentStage, stage);',
      errors: [
        { messageId: 'read', line: 2, column: 18 },
        { messageId: 'read', line: 2, column: 32 },
      ],
    },
    {
      name: "the team's own stage interface the renamed member is declared with gains the type the migrated reads derive from, once, though two records use it",
      code: "export interface StageRef {\n  id: string;\n  name: string;\n}\nexport interface Application {\n  id: string;\n  hiringState: string;\n  currentStage: StageRef | null;\n}\nexport interface ApplicationSummary {\n  hiringState: string;\n  currentStage?: StageRef;\n}\n",
      output: "export interface StageRef {\n  id: string;\n  name: string;\n  type?: string;\n}\nexport interface Application {\n  id: string;\n  hiringState: string;\n  pipelineStage: StageRef | null;\n}\nexport interface ApplicationSummary {\n  hiringState: string;\n  pipelineStage?: StageRef;\n}\n",
      errors: [{ messageId: 'declaration', line: 8 }, { messageId: 'declaration', line: 12 }],
    },
    {
      name: 'declared in an application type: the stage written in place gains the type the migrated reads derive from',
      code: "export interface HiringApplication {\n  id: string;\n  state: string;\n  currentStage: { id: string; name: string };\n}",
      output: "export interface HiringApplication {\n  id: string;\n  state: string;\n  pipelineStage: { id: string; name: string; type?: string };\n}",
      errors: [{ messageId: 'declaration', line: 4, column: 3 }],
    },
    {
      name: 'declared beside an optional pipelineStage: one member remains, as currentStage was declared',
      code: "export interface Application {\n  id: string;\n  hiringState: string;\n  currentStage: Stage; // the old one\n  /** Not on every cached record. */\n  pipelineStage?: Stage;\n}",
      output: "export interface Application {\n  id: string;\n  hiringState: string;\n  pipelineStage: Stage; // the old one\n}",
      errors: [{ messageId: 'declaration', line: 4, column: 3 }],
    },
    {
      name: 'declared optional beside the required pipelineStage of the record: the required one remains, so reads typed against it (app.pipelineStage.name) still compile',
      code: "export interface Application {\n  id: string;\n  hiringState: string;\n  pipelineStage: Stage;\n  currentStage?: Stage; // before the rename\n}\nexport const stageName = (app: Application) => `${app.pipelineStage.name}/${app.currentStage?.name}`;",
      output: "export interface Application {\n  id: string;\n  hiringState: string;\n  pipelineStage: Stage;\n}\nexport const stageName = (app: Application) => `${app.pipelineStage.name}/${app.pipelineStage?.name}`;",
      errors: [
        { messageId: 'declaration', line: 5, column: 3 },
        { messageId: 'read', line: 7 },
      ],
    },
    {
      name: 'declared in a JSDoc typedef of an application',
      code: "/**\n * @typedef {object} Candidacy\n * @property {string} state\n * @property {{ id: string, name: string } | null} [currentStage] - where the candidate is\n */",
      output: "/**\n * @typedef {object} Candidacy\n * @property {string} state\n * @property {{ id: string, name: string } | null} [pipelineStage] - where the candidate is\n */",
      errors: [{ messageId: 'declaration', line: 4, column: 53, endColumn: 65 }],
    },
    {
      name: "Application['currentStage'] follows the member's rename",
      code: "type Application = { hiringState: string; currentStage: { id: string } | null };\ntype Stage = NonNullable<Application[\"currentStage\"]>;",
      output: "type Application = { hiringState: string; pipelineStage: { id: string; type?: string } | null };\ntype Stage = NonNullable<Application[\"pipelineStage\"]>;",
      errors: [
        { messageId: 'declaration', line: 1, column: 43 },
        { messageId: 'declaration', line: 2, column: 38 },
      ],
    },
    {
      name: 'comparators of a table, handed to sort over applications, receive two applications',
      code: "const SORTS = { stage: (a, b) => a.currentStage.order - b.currentStage.order };\nexport async function load(sort) {\n  const rows = await (await fetch('/v2/applications')).json();\n  return rows.sort(SORTS[sort]);\n}",
      output: "const SORTS = { stage: (a, b) => a.pipelineStage.order - b.pipelineStage.order };\nexport async function load(sort) {\n  const rows = await (await fetch('/v2/applications')).json();\n  return rows.sort(SORTS[sort]);\n}",
      errors: [{ messageId: 'read', line: 1, column: 36 }, { messageId: 'read', line: 1, column: 59 }],
    },
    {
      name: 'RxJS: the values a request emits through tap/map and to subscribe',
      code: "export const rows = (http) => http.get('/v2/applications').pipe(\n  tap((apps) => log(apps[0]?.currentStage)),\n  map((apps) => apps.map((a) => a.currentStage.name)),\n);\nexport const watch = (http) => http.get('/v2/applications').subscribe({ next: (apps) => show(apps[0].currentStage) });",
      output: "export const rows = (http) => http.get('/v2/applications').pipe(\n  tap((apps) => log(apps[0]?.pipelineStage)),\n  map((apps) => apps.map((a) => a.pipelineStage.name)),\n);\nexport const watch = (http) => http.get('/v2/applications').subscribe({ next: (apps) => show(apps[0].pipelineStage) });",
      errors: [{ messageId: 'read', line: 2, column: 30 }, { messageId: 'read', line: 3, column: 35 }, { messageId: 'read', line: 5, column: 102 }],
    },
    {
      name: 'a DTO class of the record: its members migrate, decorators and definite marks stay',
      code: "// DTO of GET /v2/applications records of the hiring service.\nexport class ApplicationDto {\n  @ApiProperty() id!: string;\n  @ApiProperty() hiringState!: string;\n  @ApiProperty() currentStage!: StageDto;\n}\nexport const stageOf = (a: ApplicationDto) => a.currentStage.name;",
      output: "// DTO of GET /v2/applications records of the hiring service.\nexport class ApplicationDto {\n  @ApiProperty() id!: string;\n  @ApiProperty() hiringState!: string;\n  @ApiProperty() pipelineStage!: StageDto;\n}\nexport const stageOf = (a: ApplicationDto) => a.pipelineStage.name;",
      errors: [{ messageId: 'declaration', line: 5, column: 18 }, { messageId: 'read', line: 7, column: 49 }],
    },
    {
      name: 'a table of application columns (a sibling row reads pipelineStage by path): its currentStage paths are renamed, its functions receive applications',
      code: "const COLUMNS = [\n  { header: 'Stage', path: 'currentStage.name' },\n  { header: 'Step', value: (a) => (a.currentStage ? a.currentStage.order : '') },\n  { header: 'Type', path: 'pipelineStage.type' },\n];\nconst STEPS = [{ path: 'currentStage.name' }, { path: 'title' }];\nmodule.exports = { COLUMNS, STEPS };",
      filename: 'columns.cjs',
      output: "const COLUMNS = [\n  { header: 'Stage', path: 'pipelineStage.name' },\n  { header: 'Step', value: (a) => (a.pipelineStage ? a.pipelineStage.order : '') },\n  { header: 'Type', path: 'pipelineStage.type' },\n];\nconst STEPS = [{ path: 'currentStage.name' }, { path: 'title' }];\nmodule.exports = { COLUMNS, STEPS };",
      errors: [{ messageId: 'read', line: 2, column: 28 }, { messageId: 'read', line: 3, column: 38 }, { messageId: 'read', line: 3, column: 55 }],
    },
    {
      name: "a JSON Schema of the record (a Fastify route's response): currentStage renamed in its properties and in `required`",
      code: "export const applicationSchema = {\n  type: 'object',\n  required: ['id', 'currentStage'],\n  properties: {\n    id: { type: 'string' },\n    hiringState: { type: 'string' },\n    currentStage: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },\n  },\n};\nexport const wizardSchema = { type: 'object', properties: { state: { type: 'string' }, currentStage: { type: 'object', properties: { name: { type: 'string' } } } } };\n",
      filename: 'schemas.js',
      output: "export const applicationSchema = {\n  type: 'object',\n  required: ['id', 'pipelineStage'],\n  properties: {\n    id: { type: 'string' },\n    hiringState: { type: 'string' },\n    pipelineStage: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },\n  },\n};\nexport const wizardSchema = { type: 'object', properties: { state: { type: 'string' }, currentStage: { type: 'object', properties: { name: { type: 'string' } } } } };\n",
      // The property, and the name in `required` where it is written.
      errors: [
        { messageId: 'declaration', line: 3, column: 20 },
        { messageId: 'declaration', line: 7 },
      ],
    },
    {
      name: 'a write stays for a person',
      code: LOAD + 'apps[0].currentStage = stage;',
      output: null,
      errors: [{ messageId: 'write', line: 2, column: 9 }],
    },
  ],
});
