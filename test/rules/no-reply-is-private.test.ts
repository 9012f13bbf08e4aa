import rule from '../../rules/no-reply-is-private.js';
import { ruleTester } from '../support/rule-tester.js';

ruleTester().run('no-reply-is-private', rule, {
  valid: [
    { name: "a forum's reply handed to a function of a file that speaks of neither notes nor the service", filename: 'forum.js', code: "export function replyBadge(reply) {\n  return reply.isPrivate ? 'locked' : '';\n}\n" },
    // One note type for the parent and its replies (`{ note: CandidateNote; replies: CandidateNote[] }`): its flag is the parent's.
    "export interface CandidateNote { id: string; body: string; parentId?: string | null; isPrivate?: boolean }\nexport interface NoteThread { note: CandidateNote; replies: CandidateNote[] }\nexport const notes = (id: string) => fetch(`https://h.example/candidates/${id}/notes`).then((r) => r.json() as Promise<CandidateNote[]>);\nexport const locked = (thread: NoteThread) => thread.note.isPrivate === true;\n",
    // A comment thread's schema of another product: not a note's, in a file that is not about notes.
    "import { z } from 'zod';\nconst CommentReply = z.object({ id: z.string(), isPrivate: z.boolean() });\nexport const Comment = z.object({ id: z.string(), replies: z.array(CommentReply) });\n",
    // A thread of notes typed alike: the element type is a note type, whose flag is real.
    "interface Note { id: string; isPrivate?: boolean; replies?: Note[] }\nexport const hidden = (n: Note) => n.isPrivate === true;",
    // A recursive walk of a thread hands the same parameter notes and replies alike.
    "function flatten(note, depth = 0) {\n  const rows = [{ id: note.id, depth, hidden: note.isPrivate }];\n  for (const reply of note.replies || []) rows.push(...flatten(reply, depth + 1));\n  return rows;\n}",
    // Parent notes carry the flag.
    'notes.filter((note) => note.isPrivate);',
    'const { isPrivate } = note;',
    'const locked = note.isPrivate && note.replies.length > 0;',
    // A new object that carries the parent's flag is not a reply of the service.
    'const rows = note.replies.map((r) => ({ ...r, isPrivate: note.isPrivate })); rows.filter((r) => r.isPrivate);',
    // Copying the thread's flag down makes the field exist.
    'for (const r of note.replies) r.isPrivate = note.isPrivate; const shown = note.replies.filter((r) => !r.isPrivate);',
    // A forum's or a chat's replies, in a file that has nothing to do with candidate notes.
    'const visible = post.replies.filter((reply) => !reply.isPrivate);',
    'for (const reply of message.replies) if (reply.isPrivate) hide(reply);',
    // Not an element: the list's own length, or a string key.
    "note.replies.length; note.replies['isPrivate'];",
  ],
  invalid: [
    {
      "name": "a parameter named as a reply (replyBadge(reply), ({ reply }) => \u2026) in a file about notes: its flag is a reply's; not a variable given what a call returns (the note the service created carries the flag)",
      "filename": "named.js",
      "code": "export async function notesOf(candidateId) {\n  return (await fetch(`/candidates/${candidateId}/notes`)).json();\n}\n\nexport function replyBadge(reply) {\n  return reply.isPrivate ? 'locked' : '';\n}\n\nexport function Reply({ reply }) {\n  return reply.isPrivate === true ? 'private reply' : reply.body;\n}\n\nexport async function answer(api, note, text) {\n  const reply = await api.post(`/candidates/${note.candidateId}/notes`, { body: text });\n  return reply.isPrivate;\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 6
        },
        {
          "messageId": "read",
          "line": 10
        }
      ]
    },

    {
      "name": "a parent taken from a list made of a note list (parents.map((parent) => parent.replies\u2026) of const parents = notes.filter(\u2026)) is a note, in a file that requests nothing; a forum's posts are not",
      "filename": "mapper.js",
      "code": "export function toThreads(notes) {\n  const parents = notes.filter((n) => !n.parentNoteId);\n  return parents.map((parent) => ({\n    id: parent.id,\n    replies: (parent.replies || []).map((reply) => ({ id: reply.id, private: Boolean(reply.isPrivate) })),\n  }));\n}\n\nexport function toTopics(posts) {\n  const heads = posts.filter((p) => !p.parentNoteId);\n  return heads.map((head) => (head.replies || []).map((reply) => reply.isPrivate));\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 5,
          "suggestions": [
            {
              "messageId": "useParent",
              "output": "export function toThreads(notes) {\n  const parents = notes.filter((n) => !n.parentNoteId);\n  return parents.map((parent) => ({\n    id: parent.id,\n    replies: (parent.replies || []).map((reply) => ({ id: reply.id, private: Boolean(parent.isPrivate) })),\n  }));\n}\n\nexport function toTopics(posts) {\n  const heads = posts.filter((p) => !p.parentNoteId);\n  return heads.map((head) => (head.replies || []).map((reply) => reply.isPrivate));\n}\n"
            }
          ]
        }
      ]
    },

    {
      "name": "replies of a flat list of notes: filtered by their link to a parent (n.parentId === parent.id, the suggestion reads that parent's flag), or read right after a test that the note is one (!n.parentId || !n.isPrivate, Boolean(n.parentId) && n.isPrivate: no parent to suggest); a parent's flag (n.parentId === null && n.isPrivate) is not",
      "filename": "threads.js",
      "code": "export async function threads(api, candidateId) {\n  const notes = await api.get(`/candidates/${candidateId}/notes`);\n  const parents = notes.filter((n) => !n.parentId);\n  return parents.map((parent) => ({\n    id: parent.id,\n    locked: parent.isPrivate,\n    replies: notes.filter((n) => n.parentId === parent.id).map((reply) => ({ id: reply.id, locked: Boolean(reply.isPrivate) })),\n  }));\n}\n\nexport function exportable(notes) {\n  return notes.filter((note) => !note.parentId || !note.isPrivate);\n}\n\nexport function privateReplies(notes) {\n  return notes.filter((n) => Boolean(n.parentId) && n.isPrivate === true).length;\n}\n\nexport function topLevelPrivate(notes) {\n  return notes.filter((n) => n.parentId === null && n.isPrivate).length;\n}\n",
      "errors": [
        {
          "messageId": "read",
          "line": 7,
          "suggestions": [
            {
              "messageId": "useParent",
              "output": "export async function threads(api, candidateId) {\n  const notes = await api.get(`/candidates/${candidateId}/notes`);\n  const parents = notes.filter((n) => !n.parentId);\n  return parents.map((parent) => ({\n    id: parent.id,\n    locked: parent.isPrivate,\n    replies: notes.filter((n) => n.parentId === parent.id).map((reply) => ({ id: reply.id, locked: Boolean(parent.isPrivate) })),\n  }));\n}\n\nexport function exportable(notes) {\n  return notes.filter((note) => !note.parentId || !note.isPrivate);\n}\n\nexport function privateReplies(notes) {\n  return notes.filter((n) => Boolean(n.parentId) && n.isPrivate === true).length;\n}\n\nexport function topLevelPrivate(notes) {\n  return notes.filter((n) => n.parentId === null && n.isPrivate).length;\n}\n"
            }
          ]
        },
        {
          "messageId": "read",
          "line": 12
        },
        {
          "messageId": "read",
          "line": 16
        }
      ]
    },

    {
      name: 'a zod schema of a note whose replies are another schema with the flag (replies: z.array(NoteReplySchema)), and a type inferred from it',
      code: "import { z } from 'zod';\nexport const NoteReplySchema = z.object({\n  id: z.string(),\n  isPrivate: z.boolean().default(false),\n});\nexport type NoteReply = z.infer<typeof NoteReplySchema>;\nexport const NoteSchema = z.object({ id: z.string(), isPrivate: z.boolean(), replies: z.array(NoteReplySchema).default([]) });\nexport const hidden = (reply: NoteReply) => reply.isPrivate;\n",
      filename: 'schemas.ts',
      errors: [{ messageId: 'declaration', line: 4 }, { messageId: 'read', line: 8 }],
    },
    {
      name: 'a reply handed to a local function, and replies kept only when they are an array',
      code: "function shape(reply, parent) {\n  return { id: reply.id, parentId: parent.id, locked: reply.isPrivate === true };\n}\nexport function view(note) {\n  const replies = Array.isArray(note.replies) ? note.replies : [];\n  return replies.map((r) => shape(r, note));\n}",
      errors: [{ messageId: 'read', line: 2 }],
    },
    {
      name: "a note type's reply type declaring the flag, and a component prop typed with it",
      code: "interface NoteReply { id: string; body: string; isPrivate?: boolean }\ninterface CandidateNote { id: string; isPrivate: boolean; replies: NoteReply[] }\nexport function Reply({ reply }: { reply: NoteReply }) {\n  return reply.isPrivate ? 'locked' : reply.body;\n}\nexport const count = (n: CandidateNote) => n.replies.length;",
      errors: [{ messageId: 'declaration', line: 1 }, { messageId: 'read', line: 4 }],
    },
    {
      name: "every thread's replies flattened into one list (notes.flatMap((n) => n.replies ?? []))",
      code: "export async function privateReplies(hiring, id) {\n  const notes = await hiring.getNotes(id);\n  return notes.flatMap((n) => n.replies ?? []).filter((r) => r.isPrivate);\n}",
      errors: [{ messageId: 'read', line: 3 }],
    },
    {
      name: 'callback on note.replies: the suggestion reads the parent',
      code: 'const privateReplies = note.replies.filter((r) => r.isPrivate).length;',
      output: null,
      errors: [
        {
          // @ts-expect-error -- the RuleTester types leave out `message`, which it checks at run time: the whole sentence is the point here.
          message:
            "Replies carry no `isPrivate`: it is present on parent notes only, so this read is always undefined. The parent's value applies to the whole note thread, including replies; read it from the parent note.",
          line: 1,
          column: 53,
          endColumn: 62,
          suggestions: [
            {
              messageId: 'useParent',
              output: 'const privateReplies = note.replies.filter((r) => note.isPrivate).length;',
            },
          ],
        },
      ],
    },
    {
      name: 'for…of over a thread, in a file that calls the note endpoints',
      code: [
        'const { data } = await axios.get(`${API}/candidates/${id}/notes`);',
        'for (const thread of data) {',
        '  for (const reply of thread.replies) {',
        '    if (reply.isPrivate) continue;',
        '    print(reply);',
        '  }',
        '}',
      ].join('\n'),
      output: null,
      errors: [
        {
          messageId: 'read',
          line: 4,
          column: 15,
          suggestions: [
            {
              messageId: 'useParent',
              output: [
                'const { data } = await axios.get(`${API}/candidates/${id}/notes`);',
                'for (const thread of data) {',
                '  for (const reply of thread.replies) {',
                '    if (thread.isPrivate) continue;',
                '    print(reply);',
                '  }',
                '}',
              ].join('\n'),
            },
          ],
        },
      ],
    },
    {
      name: 'by index, and through an optional chain',
      code: "const lock = note.replies[0].isPrivate ? 'locked' : ''; const hidden = note.replies?.some((reply) => reply?.isPrivate === true);",
      output: null,
      errors: [
        {
          messageId: 'read',
          line: 1,
          column: 30,
          suggestions: [
            {
              messageId: 'useParent',
              output: "const lock = note.isPrivate ? 'locked' : ''; const hidden = note.replies?.some((reply) => reply?.isPrivate === true);",
            },
          ],
        },
        {
          messageId: 'read',
          line: 1,
          column: 109,
          suggestions: [
            {
              messageId: 'useParent',
              output: "const lock = note.replies[0].isPrivate ? 'locked' : ''; const hidden = note.replies?.some((reply) => note.isPrivate === true);",
            },
          ],
        },
      ],
    },
    {
      name: 'destructured in the callback: reported, no suggestion',
      code: 'note.replies.map(({ id, isPrivate }) => render(id, isPrivate));',
      output: null,
      errors: [{ messageId: 'destructured', line: 1, column: 25, endColumn: 34, suggestions: [] }],
    },
    {
      name: 'the list and its elements through variables',
      code: ['const { replies } = parentNote;', 'const [first, ...rest] = replies;', 'first.isPrivate;', 'rest.find((r) => r.id === id).isPrivate;'].join('\n'),
      output: null,
      errors: [
        {
          messageId: 'read',
          line: 3,
          column: 7,
          suggestions: [
            {
              messageId: 'useParent',
              output: ['const { replies } = parentNote;', 'const [first, ...rest] = replies;', 'parentNote.isPrivate;', 'rest.find((r) => r.id === id).isPrivate;'].join('\n'),
            },
          ],
        },
        {
          messageId: 'read',
          line: 4,
          column: 31,
          suggestions: [
            {
              messageId: 'useParent',
              output: ['const { replies } = parentNote;', 'const [first, ...rest] = replies;', 'first.isPrivate;', 'parentNote.isPrivate;'].join('\n'),
            },
          ],
        },
      ],
    },
    {
      name: 'a thread typed as a note; a local callback and a shadowed parent get no suggestion',
      code: [
        'function replyLocked(r: Reply) { return r.isPrivate; }',
        'export function summary(thread: CandidateNote, notes: CandidateNote[]) {',
        '  const a = thread.replies.map(replyLocked);',
        '  const b = thread.replies.map((r) => notes.map((thread) => r.isPrivate));',
        '  return [a, b];',
        '}',
      ].join('\n'),
      output: null,
      errors: [
        { messageId: 'read', line: 1, column: 43, suggestions: [] },
        { messageId: 'read', line: 4, column: 63, suggestions: [] },
      ],
    },
  ],
});
