import rule from '../../rules/no-private-note-write.js';
import { ruleTester } from '../support/rule-tester.js';

const create =
  "The note will not be private: POST /candidates/{id}/notes cannot create a private note and creates every note with `isPrivate` false. Visibility can be changed only in the service's own web application.";

const NOTE_OFFERS = "export interface CandidateNote { id: string; body: string; isPrivate: boolean }\nexport interface NotePayload { body: string; isPrivate?: boolean }\nexport async function addNote(candidateId: string, payload: NotePayload) {\n  return fetch(`/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify(payload) });\n}\nexport async function editNote(candidateId: string, noteId: string, changes: Partial<Pick<CandidateNote, 'body' | 'isPrivate'>>) {\n  return fetch(`/candidates/${candidateId}/notes/${noteId}`, { method: 'PATCH', body: JSON.stringify(changes) });\n}\nexport async function addFlagged(candidateId: string, body: string, restricted = false) {\n  return fetch(`/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify({ body, isPrivate: restricted }) });\n}\nexport const hide = (id: string) => addFlagged(id, 'internal', true);\n";

ruleTester().run('no-private-note-write', rule, {
  valid: [
    // Another API's versioned note path: the service's note paths carry no version.
    "await hb.patch(`/v2/candidates/${candidateId}/notes/${noteId}`, { isPrivate });",
    // A note written without the flag.
    "fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: JSON.stringify({ body: text }) });",
    // Reading the flag from what the service returns is what it is for.
    'const res = await fetch(`${API}/candidates/${id}/notes`); const notes = await res.json(); notes.filter((n) => n.isPrivate);',
    "const { data } = await axios.post(`${API}/candidates/${id}/notes`, { body: text }); if (data.isPrivate) audit(data);",
    // A GET of the notes path sends no payload.
    'fetch(`${API}/candidates/${id}/notes?isPrivate=true`);',
    // Other resources have their own `isPrivate`.
    "fetch(`${API}/channels`, { method: 'POST', body: JSON.stringify({ name, isPrivate: true }) });",
    "octokit.request('POST /user/repos', { name, isPrivate: true });",
    'axios.post(`${API}/v2/applications/${id}/notes`, { body: text, isPrivate: true });',
    // A function of the team's is only known to write notes when the options say so.
    'addNote(candidateId, { body: text, isPrivate: true });',
  ],
  invalid: [
    {
      "name": "a note's path made by a prototype helper that appends the note's id when it is handed one (if (noteId) path += '/' + noteId), under a base joined by another helper: the PATCH of the note sends the flag",
      "filename": "proto-notes.js",
      "code": "var request = require('superagent');\nfunction Client(base) { this.base = base; }\nClient.prototype._url = function (path) { return this.base + path; };\nClient.prototype._notesUrl = function (candidateId, noteId) {\n  var path = '/candidates/' + encodeURIComponent(candidateId) + '/notes';\n  if (noteId) {\n    path += '/' + encodeURIComponent(noteId);\n  }\n  return this._url(path);\n};\nClient.prototype.listNotes = function (candidateId, cb) {\n  request.get(this._notesUrl(candidateId)).end(cb);\n};\nClient.prototype.hide = function (candidateId, noteId, cb) {\n  request.patch(this._notesUrl(candidateId, noteId)).send({ isPrivate: true }).end(cb);\n};\nmodule.exports = Client;\n",
      "errors": [
        {
          "messageId": "update",
          "line": 15,
          "suggestions": [
            {
              "messageId": "removeFlag",
              "output": "var request = require('superagent');\nfunction Client(base) { this.base = base; }\nClient.prototype._url = function (path) { return this.base + path; };\nClient.prototype._notesUrl = function (candidateId, noteId) {\n  var path = '/candidates/' + encodeURIComponent(candidateId) + '/notes';\n  if (noteId) {\n    path += '/' + encodeURIComponent(noteId);\n  }\n  return this._url(path);\n};\nClient.prototype.listNotes = function (candidateId, cb) {\n  request.get(this._notesUrl(candidateId)).end(cb);\n};\nClient.prototype.hide = function (candidateId, noteId, cb) {\n  request.patch(this._notesUrl(candidateId, noteId)).send({}).end(cb);\n};\nmodule.exports = Client;\n"
            }
          ]
        }
      ]
    },

    {
      "name": "a payload declared with the team's type (const payload: NotePayload = { body, isPrivate: hidden }): the type's flag is where it is offered",
      "filename": "payload.ts",
      "code": "export interface NotePayload {\n  body: string;\n  isPrivate?: boolean;\n}\nexport async function addNote(candidateId: string, body: string, hidden: boolean): Promise<unknown> {\n  const payload: NotePayload = { body, isPrivate: hidden };\n  const res = await fetch(`https://h.example/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify(payload) });\n  return res.json();\n}\n",
      "errors": [
        {
          "messageId": "create",
          "line": 3
        },
        {
          "messageId": "create",
          "line": 6,
          "suggestions": [
            {
              "messageId": "removeFlag",
              "output": "export interface NotePayload {\n  body: string;\n  isPrivate?: boolean;\n}\nexport async function addNote(candidateId: string, body: string, hidden: boolean): Promise<unknown> {\n  const payload: NotePayload = { body };\n  const res = await fetch(`https://h.example/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify(payload) });\n  return res.json();\n}\n"
            }
          ]
        }
      ],
      "output": null
    },
    {
      "name": "the flag sent from a member of the team's own name (isPrivate: Boolean(input.private) of input: NoteInput): that member of the payload type is where it is offered",
      "filename": "notes.ts",
      "code": "export interface NoteInput {\n  body: string;\n  private?: boolean;\n}\nexport async function createNote(candidateId: string, input: NoteInput): Promise<unknown> {\n  const json = { body: input.body, isPrivate: Boolean(input.private) };\n  const res = await fetch(`https://h.example/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify(json) });\n  return res.json();\n}\n",
      "errors": [
        {
          "messageId": "create",
          "line": 3
        },
        {
          "messageId": "create",
          "line": 6,
          "suggestions": [
            {
              "messageId": "removeFlag",
              "output": "export interface NoteInput {\n  body: string;\n  private?: boolean;\n}\nexport async function createNote(candidateId: string, input: NoteInput): Promise<unknown> {\n  const json = { body: input.body };\n  const res = await fetch(`https://h.example/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify(json) });\n  return res.json();\n}\n"
            }
          ]
        }
      ],
      "output": null
    },
    {
      "name": "the flag taken out of what a wrapper is handed (const { parentId, body, isPrivate } = draft): shown there and in the parameter's type; a flag in the team's own words (confidential) is shown where it is sent",
      "filename": "reply.ts",
      "code": "import axios from 'axios';\nexport interface ReplyDraft { parentId: string; body: string; isPrivate?: boolean }\nconst http = axios.create({ baseURL: 'https://hiring.example.com' });\nexport async function reply(candidateId: string, draft: ReplyDraft) {\n  const { parentId, body, isPrivate } = draft;\n  const { data } = await http.post(`/candidates/${candidateId}/notes`, { parentId, body, isPrivate });\n  return data;\n}\nexport async function note(candidateId: string, draft: { body: string; confidential: boolean }) {\n  const { body, confidential } = draft;\n  const { data } = await http.post(`/candidates/${candidateId}/notes`, { body, isPrivate: confidential });\n  return data;\n}\n",
      "errors": [
        {
          "messageId": "create",
          "line": 2
        },
        {
          "messageId": "create",
          "line": 5
        },
        {
          "messageId": "create",
          "line": 6,
          "suggestions": [
            {
              "messageId": "removeFlag",
              "output": "import axios from 'axios';\nexport interface ReplyDraft { parentId: string; body: string; isPrivate?: boolean }\nconst http = axios.create({ baseURL: 'https://hiring.example.com' });\nexport async function reply(candidateId: string, draft: ReplyDraft) {\n  const { parentId, body, isPrivate } = draft;\n  const { data } = await http.post(`/candidates/${candidateId}/notes`, { parentId, body });\n  return data;\n}\nexport async function note(candidateId: string, draft: { body: string; confidential: boolean }) {\n  const { body, confidential } = draft;\n  const { data } = await http.post(`/candidates/${candidateId}/notes`, { body, isPrivate: confidential });\n  return data;\n}\n"
            }
          ]
        },
        {
          "messageId": "create",
          "line": 11,
          "suggestions": [
            {
              "messageId": "removeFlag",
              "output": "import axios from 'axios';\nexport interface ReplyDraft { parentId: string; body: string; isPrivate?: boolean }\nconst http = axios.create({ baseURL: 'https://hiring.example.com' });\nexport async function reply(candidateId: string, draft: ReplyDraft) {\n  const { parentId, body, isPrivate } = draft;\n  const { data } = await http.post(`/candidates/${candidateId}/notes`, { parentId, body, isPrivate });\n  return data;\n}\nexport async function note(candidateId: string, draft: { body: string; confidential: boolean }) {\n  const { body, confidential } = draft;\n  const { data } = await http.post(`/candidates/${candidateId}/notes`, { body });\n  return data;\n}\n"
            }
          ]
        }
      ]
    },
    {
      "name": "JSDoc offers the flag: a member of the payload's literal type, of a @typedef the payload parameter names (not the note record's own, with an id), and the flag's own @param tag",
      "filename": "notes-jsdoc.js",
      "code": "import axios from 'axios';\n\n/**\n * @typedef {object} NoteDraft\n * @property {string} body\n * @property {boolean} [isPrivate]\n */\n\n/**\n * @typedef {object} Note\n * @property {string} id\n * @property {boolean} isPrivate\n */\n\n/**\n * @param {string} candidateId\n * @param {{ body: string, isPrivate?: boolean }} note\n * @returns {Promise<Note>}\n */\nexport async function createNote(candidateId, note) {\n  const { data } = await axios.post(`/candidates/${candidateId}/notes`, { body: note.body, isPrivate: note.isPrivate ?? false });\n  return data;\n}\n\n/**\n * @param {string} candidateId\n * @param {string} noteId\n * @param {NoteDraft} patch\n */\nexport function updateNote(candidateId, noteId, patch) {\n  return axios.patch(`/candidates/${candidateId}/notes/${noteId}`, patch);\n}\n\n/**\n * @param {string} candidateId\n * @param {string} noteId\n * @param {boolean} isPrivate\n */\nexport function setPrivate(candidateId, noteId, isPrivate) {\n  return axios.patch(`/candidates/${candidateId}/notes/${noteId}`, { isPrivate });\n}\n",
      "errors": [
        {
          "messageId": "update",
          "line": 6
        },
        {
          "messageId": "create",
          "line": 17
        },
        {
          "messageId": "create",
          "line": 21,
          "suggestions": [
            {
              "messageId": "removeFlag",
              "output": "import axios from 'axios';\n\n/**\n * @typedef {object} NoteDraft\n * @property {string} body\n * @property {boolean} [isPrivate]\n */\n\n/**\n * @typedef {object} Note\n * @property {string} id\n * @property {boolean} isPrivate\n */\n\n/**\n * @param {string} candidateId\n * @param {{ body: string, isPrivate?: boolean }} note\n * @returns {Promise<Note>}\n */\nexport async function createNote(candidateId, note) {\n  const { data } = await axios.post(`/candidates/${candidateId}/notes`, { body: note.body });\n  return data;\n}\n\n/**\n * @param {string} candidateId\n * @param {string} noteId\n * @param {NoteDraft} patch\n */\nexport function updateNote(candidateId, noteId, patch) {\n  return axios.patch(`/candidates/${candidateId}/notes/${noteId}`, patch);\n}\n\n/**\n * @param {string} candidateId\n * @param {string} noteId\n * @param {boolean} isPrivate\n */\nexport function setPrivate(candidateId, noteId, isPrivate) {\n  return axios.patch(`/candidates/${candidateId}/notes/${noteId}`, { isPrivate });\n}\n"
            }
          ]
        },
        {
          "messageId": "update",
          "line": 37
        },
        {
          "messageId": "update",
          "line": 39
        },
        {
          "messageId": "update",
          "line": 40,
          "suggestions": [
            {
              "messageId": "removeFlag",
              "output": "import axios from 'axios';\n\n/**\n * @typedef {object} NoteDraft\n * @property {string} body\n * @property {boolean} [isPrivate]\n */\n\n/**\n * @typedef {object} Note\n * @property {string} id\n * @property {boolean} isPrivate\n */\n\n/**\n * @param {string} candidateId\n * @param {{ body: string, isPrivate?: boolean }} note\n * @returns {Promise<Note>}\n */\nexport async function createNote(candidateId, note) {\n  const { data } = await axios.post(`/candidates/${candidateId}/notes`, { body: note.body, isPrivate: note.isPrivate ?? false });\n  return data;\n}\n\n/**\n * @param {string} candidateId\n * @param {string} noteId\n * @param {NoteDraft} patch\n */\nexport function updateNote(candidateId, noteId, patch) {\n  return axios.patch(`/candidates/${candidateId}/notes/${noteId}`, patch);\n}\n\n/**\n * @param {string} candidateId\n * @param {string} noteId\n * @param {boolean} isPrivate\n */\nexport function setPrivate(candidateId, noteId, isPrivate) {\n  return axios.patch(`/candidates/${candidateId}/notes/${noteId}`, {});\n}\n"
            }
          ]
        }
      ],
      "output": null
    },
    {
      name: "a method of an object the file declares (`Notes.add(id, Notes.draft)`): the flag of the draft it is handed, and of a payload written in the call",
      code: "export const Notes = {\n  draft: { body: '', isPrivate: false },\n  add(candidateId, { body, isPrivate = false }) {\n    return fetch(`/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify({ body, isPrivate }) });\n  },\n  submitDraft(candidateId) {\n    return Notes.add(candidateId, Notes.draft).then(() => {\n      Notes.draft = { body: '', isPrivate: false };\n    });\n  },\n  quick(candidateId, text) {\n    return Notes.add(candidateId, { body: text, isPrivate: true });\n  },\n};\n",
      filename: "notes.js",
      errors: [{"messageId": "create", "line": 2}, {"messageId": "create", "line": 3}, {"messageId": "create", "line": 4, "suggestions": [{"messageId": "removeFlag", "output": "export const Notes = {\n  draft: { body: '', isPrivate: false },\n  add(candidateId, { body, isPrivate = false }) {\n    return fetch(`/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify({ body }) });\n  },\n  submitDraft(candidateId) {\n    return Notes.add(candidateId, Notes.draft).then(() => {\n      Notes.draft = { body: '', isPrivate: false };\n    });\n  },\n  quick(candidateId, text) {\n    return Notes.add(candidateId, { body: text, isPrivate: true });\n  },\n};\n"}]}, {"messageId": "create", "line": 12}],
    },
    {
      name: "a path joined from the segments that are there (_.compact([…, noteId && id]).join('/')): without a noteId it is the create path, with one the edit path",
      code: "const notesPath = (candidateId, noteId) => _.compact(['candidates', candidateId, 'notes', noteId && encodeURIComponent(noteId)]).join('/');\nexport const add = (client, id, text) => client.post(notesPath(id), { body: text, isPrivate: true });\nexport const lock = (client, id, noteId) => client.patch(notesPath(id, noteId), { isPrivate: true });\n",
      errors: [
        { messageId: 'create', line: 2, suggestions: [{ messageId: 'removeFlag', output: "const notesPath = (candidateId, noteId) => _.compact(['candidates', candidateId, 'notes', noteId && encodeURIComponent(noteId)]).join('/');\nexport const add = (client, id, text) => client.post(notesPath(id), { body: text });\nexport const lock = (client, id, noteId) => client.patch(notesPath(id, noteId), { isPrivate: true });\n" }] },
        { messageId: 'update', line: 3, suggestions: [{ messageId: 'removeFlag', output: "const notesPath = (candidateId, noteId) => _.compact(['candidates', candidateId, 'notes', noteId && encodeURIComponent(noteId)]).join('/');\nexport const add = (client, id, text) => client.post(notesPath(id), { body: text, isPrivate: true });\nexport const lock = (client, id, noteId) => client.patch(notesPath(id, noteId), {});\n" }] },
      ],
    },
    {
      name: 'a resource class whose constructor writes the path it requests (this.path = `/candidates/${id}/notes`)',
      code: "export class NotesResource {\n  constructor(transport, candidateId) {\n    this.transport = transport;\n    this.path = `/candidates/${encodeURIComponent(candidateId)}/notes`;\n  }\n  restrict(noteId) {\n    return this.transport.send('patch', `${this.path}/${noteId}`, { isPrivate: true });\n  }\n}\n",
      errors: [{ messageId: 'update', line: 7, suggestions: [{ messageId: 'removeFlag', output: "export class NotesResource {\n  constructor(transport, candidateId) {\n    this.transport = transport;\n    this.path = `/candidates/${encodeURIComponent(candidateId)}/notes`;\n  }\n  restrict(noteId) {\n    return this.transport.send('patch', `${this.path}/${noteId}`, {});\n  }\n}\n" }] }],
    },
    {
      name: "a flag defaulted from the input's (isPrivate: note.isPrivate ?? false): the input type's member offers it; a payload compacted by Object.fromEntries(Object.entries(o).filter(…)) keeps its flag",
      code: "interface NewNote { body: string; isPrivate?: boolean }\nfunction compact<T extends Record<string, unknown>>(obj: T): Partial<T> {\n  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;\n}\nexport const add = (id: string, note: NewNote) => fetch(`/candidates/${id}/notes`, { method: 'POST', body: JSON.stringify({ body: note.body, isPrivate: note.isPrivate ?? false }) });\nexport const edit = (id: string, noteId: string, hidden?: boolean) => fetch(`/candidates/${id}/notes/${noteId}`, { method: 'PATCH', body: JSON.stringify(compact({ isPrivate: hidden })) });\n",
      filename: 'notes.ts',
      errors: [
        { messageId: 'create', line: 1 },
        { messageId: 'create', line: 5, suggestions: [{ messageId: 'removeFlag', output: "interface NewNote { body: string; isPrivate?: boolean }\nfunction compact<T extends Record<string, unknown>>(obj: T): Partial<T> {\n  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;\n}\nexport const add = (id: string, note: NewNote) => fetch(`/candidates/${id}/notes`, { method: 'POST', body: JSON.stringify({ body: note.body }) });\nexport const edit = (id: string, noteId: string, hidden?: boolean) => fetch(`/candidates/${id}/notes/${noteId}`, { method: 'PATCH', body: JSON.stringify(compact({ isPrivate: hidden })) });\n" }] },
        { messageId: 'update', line: 6, suggestions: [{ messageId: 'removeFlag', output: "interface NewNote { body: string; isPrivate?: boolean }\nfunction compact<T extends Record<string, unknown>>(obj: T): Partial<T> {\n  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;\n}\nexport const add = (id: string, note: NewNote) => fetch(`/candidates/${id}/notes`, { method: 'POST', body: JSON.stringify({ body: note.body, isPrivate: note.isPrivate ?? false }) });\nexport const edit = (id: string, noteId: string, hidden?: boolean) => fetch(`/candidates/${id}/notes/${noteId}`, { method: 'PATCH', body: JSON.stringify(compact({})) });\n" }] },
      ],
    },
    {
      name: "a hand-made send(method, path, { payload }) in the way of @hapi/wreck: the payload is the note",
      code: "export class Client {\n  addNote(id, text, hidden) {\n    const payload = { body: text, isPrivate: hidden };\n    return this._send('POST', `/candidates/${id}/notes`, { payload });\n  }\n}\n",
      errors: [{ messageId: 'create', line: 3, suggestions: [{ messageId: 'removeFlag', output: "export class Client {\n  addNote(id, text, hidden) {\n    const payload = { body: text };\n    return this._send('POST', `/candidates/${id}/notes`, { payload });\n  }\n}\n" }] }],
    },
    {
      name: "a wrapper that sends its argument's flag made a boolean (isPrivate: Boolean(draft.isPrivate)): its callers' flags, made so too, are the ones sent",
      code: "export function createNote(id, draft) {\n  return ky.post(`candidates/${id}/notes`, { json: { body: String(draft.body), isPrivate: Boolean(draft.isPrivate) } }).json();\n}\nexport const hide = (id, text, internal) => createNote(id, { body: text, isPrivate: !!internal });\n",
      errors: [
        { messageId: 'create', line: 2, suggestions: [{ messageId: 'removeFlag', output: "export function createNote(id, draft) {\n  return ky.post(`candidates/${id}/notes`, { json: { body: String(draft.body) } }).json();\n}\nexport const hide = (id, text, internal) => createNote(id, { body: text, isPrivate: !!internal });\n" }] },
        { messageId: 'create', line: 4, suggestions: [{ messageId: 'removeFlag', output: "export function createNote(id, draft) {\n  return ky.post(`candidates/${id}/notes`, { json: { body: String(draft.body), isPrivate: Boolean(draft.isPrivate) } }).json();\n}\nexport const hide = (id, text, internal) => createNote(id, { body: text });\n" }] },
      ],
    },
    {
      name: "a dynamic client whose members and their calls spell the path: api.candidates(id).notes(noteId).patch(payload)",
      code: "export const hide = (api, candidateId, noteId) => api.candidates(candidateId).notes(noteId).patch({ isPrivate: true });\n",
      errors: [{ messageId: 'update', line: 1, column: 101, suggestions: [{ messageId: 'removeFlag', output: "export const hide = (api, candidateId, noteId) => api.candidates(candidateId).notes(noteId).patch({});\n" }] }],
    },
    {
      name: "a wrapper that sends its argument's flag with a default (isPrivate: input.isPrivate ?? false): its callers' flags are the ones sent",
      code: "export async function addNote(candidateId, input) {\n  return http.post(`/candidates/${candidateId}/notes`, { body: input.body, isPrivate: input.isPrivate ?? false });\n}\nexport function postHidden(candidateId, body) {\n  return addNote(candidateId, { body, isPrivate: true });\n}\n",
      errors: [
        { messageId: 'create', line: 2, column: 76, suggestions: [{ messageId: 'removeFlag', output: "export async function addNote(candidateId, input) {\n  return http.post(`/candidates/${candidateId}/notes`, { body: input.body });\n}\nexport function postHidden(candidateId, body) {\n  return addNote(candidateId, { body, isPrivate: true });\n}\n" }] },
        { messageId: 'create', line: 5, column: 39, suggestions: [{ messageId: 'removeFlag', output: "export async function addNote(candidateId, input) {\n  return http.post(`/candidates/${candidateId}/notes`, { body: input.body, isPrivate: input.isPrivate ?? false });\n}\nexport function postHidden(candidateId, body) {\n  return addNote(candidateId, { body });\n}\n" }] },
      ],
    },
    {
      name: "a wrapper that sends one member of an argument it destructures (addNote(id, { payload, trace })): that member of its callers' objects",
      code: "export function addNote(id, { payload, trace }) {\n  console.log(trace);\n  return axios.post(`/candidates/${id}/notes`, payload);\n}\nexport const hide = (id, text) => addNote(id, { payload: { body: text, isPrivate: true }, trace: 'x' });\n",
      errors: [{ messageId: 'create', line: 5, suggestions: [{ messageId: 'removeFlag', output: "export function addNote(id, { payload, trace }) {\n  console.log(trace);\n  return axios.post(`/candidates/${id}/notes`, payload);\n}\nexport const hide = (id, text) => addNote(id, { payload: { body: text }, trace: 'x' });\n" }] }],
    },
    {
      name: "the same pick in lodash/fp, the keys named first (fp.pick(['body', 'isPrivate'], changes))",
      code: "import fp from 'lodash/fp';\nexport function amend(id, noteId, changes) {\n  const json = fp.pick(['body', 'isPrivate'], changes);\n  return ky.patch(`/candidates/${id}/notes/${noteId}`, { json });\n}\n",
      errors: [{ messageId: 'update', line: 3, suggestions: [{ messageId: 'removeFlag', output: "import fp from 'lodash/fp';\nexport function amend(id, noteId, changes) {\n  const json = fp.pick(['body'], changes);\n  return ky.patch(`/candidates/${id}/notes/${noteId}`, { json });\n}\n" }] }],
    },
    {
      name: "a payload copied from the caller's changes by a lodash pick that names the flag (_.pick(changes, ['body', 'isPrivate']))",
      code: "import _ from 'lodash';\nexport function amend(id, noteId, changes) {\n  const json = _.pick(changes, ['body', 'isPrivate']);\n  return ky.patch(`/candidates/${id}/notes/${noteId}`, { json });\n}\n",
      errors: [{ messageId: 'update', line: 3, suggestions: [{ messageId: 'removeFlag', output: "import _ from 'lodash';\nexport function amend(id, noteId, changes) {\n  const json = _.pick(changes, ['body']);\n  return ky.patch(`/candidates/${id}/notes/${noteId}`, { json });\n}\n" }] }],
    },
    {
      name: "a path written without its leading slash, handed to the team's URL builder after its config (apiUrl(this.config, `candidates/${id}/notes/${noteId}`))",
      code: "export class NotesService {\n  setRestricted(id, noteId, restricted) {\n    return this.http.patch(apiUrl(this.config, `candidates/${id}/notes/${noteId}`), { isPrivate: restricted });\n  }\n}\n",
      errors: [{ messageId: 'update', line: 3, suggestions: [{ messageId: 'removeFlag', output: "export class NotesService {\n  setRestricted(id, noteId, restricted) {\n    return this.http.patch(apiUrl(this.config, `candidates/${id}/notes/${noteId}`), {});\n  }\n}\n" }] }],
    },
    {
      name: "a hand-made helper taking the method right after the path, then the payload (call(path, 'POST', { … }))",
      code: "export const addNote = (id, text) => call(`/candidates/${id}/notes`, 'POST', { body: text, isPrivate: true });\n",
      errors: [{ messageId: 'create', line: 1, suggestions: [{ messageId: 'removeFlag', output: "export const addNote = (id, text) => call(`/candidates/${id}/notes`, 'POST', { body: text });\n" }] }],
    },
    {
      name: "a path kept in a variable from the file's path helper (const path = notesPath(id)), sent with superagent's send",
      code: "const { request } = require('./http');\nfunction notesPath(candidateId, noteId) {\n  const base = `/candidates/${encodeURIComponent(candidateId)}/notes`;\n  return noteId ? `${base}/${noteId}` : base;\n}\nasync function addNote(id, text) {\n  const path = notesPath(id);\n  return request('post', path).set('Accept', 'application/json').send({ body: text, isPrivate: true });\n}\n",
      errors: [{ messageId: 'create', line: 8, suggestions: [{ messageId: 'removeFlag', output: "const { request } = require('./http');\nfunction notesPath(candidateId, noteId) {\n  const base = `/candidates/${encodeURIComponent(candidateId)}/notes`;\n  return noteId ? `${base}/${noteId}` : base;\n}\nasync function addNote(id, text) {\n  const path = notesPath(id);\n  return request('post', path).set('Accept', 'application/json').send({ body: text });\n}\n" }] }],
    },
    {
      name: 'a flag taken from an options argument ({ confidential = false } = {}): the member a caller hands it is reported',
      code: "export async function postNote(id, text, { confidential = false } = {}) {\n  return fetch(`/candidates/${id}/notes`, { method: 'POST', body: JSON.stringify({ body: text, isPrivate: confidential }) });\n}\nexport const hidden = (id) => postNote(id, 'x', { confidential: true });\n",
      errors: [
        { messageId: 'create', line: 2, suggestions: [{ messageId: 'removeFlag', output: "export async function postNote(id, text, { confidential = false } = {}) {\n  return fetch(`/candidates/${id}/notes`, { method: 'POST', body: JSON.stringify({ body: text }) });\n}\nexport const hidden = (id) => postNote(id, 'x', { confidential: true });\n" }] },
        { messageId: 'create', line: 4 },
      ],
    },
    {
      name: "a helper taking the URL after a config and a method, the body after a query left out (undefined)",
      code: "export const post = (cfg, id, payload) => request(cfg, 'POST', `/candidates/${id}/notes`, undefined, { ...payload, isPrivate: true });",
      errors: [{ messageId: 'create', line: 1, suggestions: [{ messageId: 'removeFlag', output: "export const post = (cfg, id, payload) => request(cfg, 'POST', `/candidates/${id}/notes`, undefined, { ...payload });" }] }],
    },
    {
      name: "the payload types that offer the flag (an input type of the file, 'isPrivate' picked from the note's type) and the file's callers handing a wrapper the flag it sends are shown beside the payload; the note's own type is left alone",
      code: NOTE_OFFERS,
      errors: [
        { messageId: 'create', line: 2 },
        { messageId: 'update', line: 6 },
        { messageId: 'create', line: 10, suggestions: [{ messageId: 'removeFlag', output: "export interface CandidateNote { id: string; body: string; isPrivate: boolean }\nexport interface NotePayload { body: string; isPrivate?: boolean }\nexport async function addNote(candidateId: string, payload: NotePayload) {\n  return fetch(`/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify(payload) });\n}\nexport async function editNote(candidateId: string, noteId: string, changes: Partial<Pick<CandidateNote, 'body' | 'isPrivate'>>) {\n  return fetch(`/candidates/${candidateId}/notes/${noteId}`, { method: 'PATCH', body: JSON.stringify(changes) });\n}\nexport async function addFlagged(candidateId: string, body: string, restricted = false) {\n  return fetch(`/candidates/${candidateId}/notes`, { method: 'POST', body: JSON.stringify({ body }) });\n}\nexport const hide = (id: string) => addFlagged(id, 'internal', true);\n" }] },
        { messageId: 'create', line: 12 },
      ],
    },
    {
      name: "a resource class whose base builds its paths (this.path(id, 'notes')) from the path it keeps in a field",
      code: "export class NotesResource extends BaseResource {\n  protected readonly basePath = '/candidates';\n  create(candidateId: string, body: string, restricted: boolean) {\n    return this.client.post(this.path(candidateId, 'notes'), { body, isPrivate: restricted });\n  }\n}\n",
      errors: [{ messageId: 'create', line: 4, suggestions: [{ messageId: 'removeFlag', output: "export class NotesResource extends BaseResource {\n  protected readonly basePath = '/candidates';\n  create(candidateId: string, body: string, restricted: boolean) {\n    return this.client.post(this.path(candidateId, 'notes'), { body });\n  }\n}\n" }] }],
    },
    {
      name: "a resource class whose base builds its paths (this.path(id, 'notes', noteId)) from the path handed to super()",
      code: "export class NotesResource extends BaseResource<Note> {\n  constructor(http: AxiosInstance) {\n    super(http, '/candidates');\n  }\n  update(candidateId: string, noteId: string, hidden: boolean) {\n    return this.request({ method: 'PATCH', url: this.path(candidateId, 'notes', noteId), data: { body: 'x', isPrivate: hidden } });\n  }\n}\n",
      errors: [{ messageId: 'update', line: 6, suggestions: [{ messageId: 'removeFlag', output: "export class NotesResource extends BaseResource<Note> {\n  constructor(http: AxiosInstance) {\n    super(http, '/candidates');\n  }\n  update(candidateId: string, noteId: string, hidden: boolean) {\n    return this.request({ method: 'PATCH', url: this.path(candidateId, 'notes', noteId), data: { body: 'x' } });\n  }\n}\n" }] }],
    },
    {
      name: "a wrapper that copies the caller's flag into the payload: the caller's flag is reported too",
      code: "function createNote(id, note) {\n  const payload = { body: note.body };\n  payload.isPrivate = note.isPrivate;\n  return api.post(`/candidates/${id}/notes`, payload);\n}\ncreateNote('c1', { body: 'x', isPrivate: true });",
      errors: [
        { messageId: 'create', line: 3, suggestions: [{ messageId: 'removeFlag', output: "function createNote(id, note) {\n  const payload = { body: note.body };\n  return api.post(`/candidates/${id}/notes`, payload);\n}\ncreateNote('c1', { body: 'x', isPrivate: true });" }] },
        { messageId: 'create', line: 6, suggestions: [{ messageId: 'removeFlag', output: "function createNote(id, note) {\n  const payload = { body: note.body };\n  payload.isPrivate = note.isPrivate;\n  return api.post(`/candidates/${id}/notes`, payload);\n}\ncreateNote('c1', { body: 'x' });" }] },
      ],
    },
    {
      name: 'the parameter through which a wrapper takes the flag it sends',
      code: "export function addNote(id: string, body: string, isPrivate = false) {\n  return http.post(`/candidates/${id}/notes`, { body, isPrivate });\n}",
      errors: [
        { messageId: 'create', line: 1 },
        { messageId: 'create', line: 2, suggestions: [{ messageId: 'removeFlag', output: "export function addNote(id: string, body: string, isPrivate = false) {\n  return http.post(`/candidates/${id}/notes`, { body });\n}" }] },
      ],
    },
    {
      name: "a payload handed to the file's own note-write wrapper",
      code: "const postNote = (id, payload) => api.post(`/candidates/${id}/notes`, payload);\nexport function save(id, visibility) {\n  const payload = { body: 'x' };\n  payload.isPrivate = visibility === 'private';\n  return postNote(id, payload);\n}",
      errors: [{ messageId: 'create', line: 4, suggestions: [{ messageId: 'removeFlag', output: "const postNote = (id, payload) => api.post(`/candidates/${id}/notes`, payload);\nexport function save(id, visibility) {\n  const payload = { body: 'x' };\n  return postNote(id, payload);\n}" }] }],
    },
    {
      name: 'a path made by a helper of the file (without the note: the create path), a payload a helper returns, sent by a helper named for its method',
      code: "function notesPath(candidateId, noteId) {\n  const base = '/candidates/' + encodeURIComponent(candidateId) + '/notes';\n  return noteId ? base + '/' + encodeURIComponent(noteId) : base;\n}\nfunction toPayload(form) {\n  const payload = { body: form.text };\n  payload.isPrivate = form.private;\n  return payload;\n}\nexport const create = (form) => postJson(notesPath(form.candidateId), toPayload(form));",
      output: null,
      errors: [{ messageId: 'create', line: 7, suggestions: [{ messageId: 'removeFlag', output: "function notesPath(candidateId, noteId) {\n  const base = '/candidates/' + encodeURIComponent(candidateId) + '/notes';\n  return noteId ? base + '/' + encodeURIComponent(noteId) : base;\n}\nfunction toPayload(form) {\n  const payload = { body: form.text };\n  return payload;\n}\nexport const create = (form) => postJson(notesPath(form.candidateId), toPayload(form));" }] }],
    },
    {
      name: 'fetch with a JSON body: the message is the create one',
      code: "fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: JSON.stringify({ body: text, isPrivate: confidential }) });",
      output: null,
      errors: [
        {
          messageId: 'create',
          line: 1,
          column: 93,
          endColumn: 102,
          suggestions: [
            {
              messageId: 'removeFlag',
              output: "fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: JSON.stringify({ body: text }) });",
            },
          ],
        },
      ],
    },
    {
      name: 'the full message, built from the table',
      code: "await fetch(API + '/candidates/' + id + '/notes', { method: 'post', body: JSON.stringify({ isPrivate: true, body }) });",
      output: null,
      errors: [
        {
          // @ts-expect-error -- the RuleTester types leave out `message`, which it checks at run time: the whole sentence is the point here.
          message: create,
          line: 1,
          column: 92,
          suggestions: [
            {
              messageId: 'removeFlag',
              output: "await fetch(API + '/candidates/' + id + '/notes', { method: 'post', body: JSON.stringify({ body }) });",
            },
          ],
        },
      ],
    },
    {
      name: 'axios.patch with a payload built earlier (its `body` key makes it look like options)',
      code: [
        'const payload = { body: text, isPrivate: true };',
        'await axios.patch(`${API}/candidates/${candidateId}/notes/${noteId}`, payload, { headers });',
      ].join('\n'),
      output: null,
      errors: [
        {
          messageId: 'update',
          line: 1,
          column: 31,
          suggestions: [
            {
              messageId: 'removeFlag',
              output: [
                'const payload = { body: text };',
                'await axios.patch(`${API}/candidates/${candidateId}/notes/${noteId}`, payload, { headers });',
              ].join('\n'),
            },
          ],
        },
      ],
    },
    {
      name: 'a flag assigned later, on a line of its own and as the body of a brace-less if',
      code: [
        'const payload = { body: text };',
        'if (hide) payload.isPrivate = true;',
        'if (redact) {',
        '  payload.isPrivate = true;',
        '}',
        'await got.patch(`${API}/candidates/${candidateId}/notes/${noteId}`, { json: payload });',
      ].join('\n'),
      output: null,
      errors: [
        { messageId: 'update', line: 2, column: 19, suggestions: [] },
        {
          messageId: 'update',
          line: 4,
          column: 11,
          suggestions: [
            {
              messageId: 'removeFlag',
              output: [
                'const payload = { body: text };',
                'if (hide) payload.isPrivate = true;',
                'if (redact) {',
                '}',
                'await got.patch(`${API}/candidates/${candidateId}/notes/${noteId}`, { json: payload });',
              ].join('\n'),
            },
          ],
        },
      ],
    },
    {
      name: 'spread of a draft and a conditional spread',
      code: 'await axios.post(`${API}/candidates/${id}/notes`, { ...draft, ...(hide && { isPrivate: true }) });',
      output: null,
      errors: [
        {
          messageId: 'create',
          line: 1,
          column: 77,
          suggestions: [
            {
              messageId: 'removeFlag',
              output: 'await axios.post(`${API}/candidates/${id}/notes`, { ...draft, ...(hide && {}) });',
            },
          ],
        },
      ],
    },
    {
      name: 'FormData body: the append call goes',
      code: [
        'const form = new FormData();',
        "form.append('body', text);",
        "form.append('isPrivate', 'true');",
        "await fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: form });",
      ].join('\n'),
      output: null,
      errors: [
        {
          messageId: 'create',
          line: 3,
          column: 13,
          suggestions: [
            {
              messageId: 'removeFlag',
              output: [
                'const form = new FormData();',
                "form.append('body', text);",
                "await fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: form });",
              ].join('\n'),
            },
          ],
        },
      ],
    },
    {
      name: 'URLSearchParams and form-encoded text',
      code: [
        "await fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: new URLSearchParams({ body: text, isPrivate: 'true' }) });",
        "await fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: `body=${encodeURIComponent(text)}&isPrivate=true` });",
      ].join('\n'),
      output: null,
      errors: [
        {
          messageId: 'create',
          line: 1,
          column: 104,
          suggestions: [
            {
              messageId: 'removeFlag',
              output: [
                "await fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: new URLSearchParams({ body: text }) });",
                "await fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: `body=${encodeURIComponent(text)}&isPrivate=true` });",
              ].join('\n'),
            },
          ],
        },
        {
          messageId: 'create',
          line: 2,
          column: 104,
          endColumn: 118,
          suggestions: [
            {
              messageId: 'removeFlag',
              output: [
                "await fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: new URLSearchParams({ body: text, isPrivate: 'true' }) });",
                "await fetch(`${API}/candidates/${id}/notes`, { method: 'POST', body: `body=${encodeURIComponent(text)}` });",
              ].join('\n'),
            },
          ],
        },
      ],
    },
    {
      name: 'Object.assign into a superagent send',
      code: 'await superagent.post(`${API}/candidates/${id}/notes`).send(Object.assign({ body: text }, { isPrivate: hide }));',
      output: null,
      errors: [
        {
          messageId: 'create',
          line: 1,
          column: 93,
          suggestions: [
            {
              messageId: 'removeFlag',
              output: 'await superagent.post(`${API}/candidates/${id}/notes`).send(Object.assign({ body: text }, {}));',
            },
          ],
        },
      ],
    },
    {
      name: "the team's own note function, named in noteWrappers",
      code: 'await notes.addNote(candidateId, { body: text, isPrivate: true });',
      options: [{ noteWrappers: ['addNote'] }],
      output: null,
      errors: [
        {
          // @ts-expect-error -- the RuleTester types leave out `message`, which it checks at run time: the whole sentence is the point here.
          message:
            "The note will not be private: `addNote` writes a candidate note, and neither POST /candidates/{id}/notes nor PATCH /candidates/{id}/notes/{noteId} can set `isPrivate`. Visibility can be changed only in the service's own web application.",
          line: 1,
          column: 48,
          suggestions: [{ messageId: 'removeFlag', output: 'await notes.addNote(candidateId, { body: text });' }],
        },
      ],
    },
    {
      name: 'noteWrappers with an argument index looks at that argument only',
      code: 'await updateNote({ isPrivate: true }, noteId, { body: text, isPrivate: false });',
      settings: { 'hiring-migrate': { noteWrappers: [{ name: 'updateNote', argument: 2 }] } },
      output: null,
      errors: [
        {
          messageId: 'wrapper',
          line: 1,
          column: 61,
          suggestions: [{ messageId: 'removeFlag', output: 'await updateNote({ isPrivate: true }, noteId, { body: text });' }],
        },
      ],
    },
  ],
});
