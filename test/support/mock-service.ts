/**
 * A mock of the hiring service, for running integrations before and after `fix`.
 *
 * - `legacy` mode is the service before 2026-11-01: `GET /v2/applications` accepts `state`, and
 *   records carry `state` and `currentStage` beside `hiringState` and `pipelineStage`.
 * - `current` mode is the service after the removal: `state` is answered with 400 and records carry
 *   only `hiringState` and `pipelineStage`.
 * Both reject `stageType` without `hiringState` and `state` together with `hiringState`/`stageType`;
 * note writes ignore `isPrivate` (notes are created public); the scorecard list is one unpaginated
 * array, `200 []` when an application has none.
 *
 * Every value, name and path comes from src/migration's table; the data set is fixed, so two runs
 * answer the same. The request log records each request by what it selects (the equivalent current
 * filter), so a legacy request and its migrated twin log the same entry.
 *
 * Standalone: `node --import tsx test/support/mock-service.ts --mode legacy [--port N]` prints the
 * base URL and serves until killed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ENDPOINTS,
  EQUIVALENCE,
  HIRING_STATES,
  LEGACY_STATES,
  NAMES,
  NOTE_FACTS,
  STAGE_TYPES,
  type HiringState,
  type LegacyState,
  type StageType,
} from '../../src/migration/index.js';

export type MockMode = 'legacy' | 'current';

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  /** For the application list: the current filter the request means (legacy `state` translated). */
  filter?: { hiringState?: string; stageType?: string };
  /** Query parameters other than the filter, sorted. */
  query?: Record<string, string[]>;
  /** JSON body as the service reads it (`isPrivate` of notes dropped: the service ignores it). */
  body?: unknown;
}

export interface MockService {
  readonly url: string;
  readonly mode: MockMode;
  readonly requests: LoggedRequest[];
  close(): Promise<void>;
}

interface Stage {
  id: string;
  name: string;
  type: StageType;
  order: number;
}

const STAGE_NAMES: Record<StageType, string> = {
  APPLIED: 'Applied',
  APPLICATION_REVIEW: 'Application review',
  INTERVIEW: 'Interview',
  OFFER: 'Offer',
  HIRED: 'Hired',
};

function stage(type: StageType): Stage {
  return { id: `stage-${type.toLowerCase().replace(/_/g, '-')}`, name: STAGE_NAMES[type], type, order: STAGE_TYPES.indexOf(type) + 1 };
}

/** Applications of the data set: every legacy value at least once, some twice, and rejections at two stages. */
const APPLICATIONS: ReadonlyArray<{ id: string; candidateId: string; jobId: string; candidateName: string; hiringState: HiringState; stageType: StageType }> = [
  { id: 'app-1', candidateId: 'cand-1', jobId: 'job-1', candidateName: 'Ada Lovelace', hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' },
  { id: 'app-2', candidateId: 'cand-2', jobId: 'job-1', candidateName: 'Grace Hopper', hiringState: 'ACTIVE', stageType: 'INTERVIEW' },
  { id: 'app-3', candidateId: 'cand-3', jobId: 'job-2', candidateName: 'Alan Turing', hiringState: 'REJECTED', stageType: 'APPLICATION_REVIEW' },
  { id: 'app-4', candidateId: 'cand-1', jobId: 'job-2', candidateName: 'Ada Lovelace', hiringState: 'OFFER', stageType: 'OFFER' },
  { id: 'app-5', candidateId: 'cand-2', jobId: 'job-3', candidateName: 'Grace Hopper', hiringState: 'HIRED', stageType: 'HIRED' },
  { id: 'app-6', candidateId: 'cand-3', jobId: 'job-3', candidateName: 'Alan Turing', hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' },
  { id: 'app-7', candidateId: 'cand-1', jobId: 'job-3', candidateName: 'Ada Lovelace', hiringState: 'ACTIVE', stageType: 'INTERVIEW' },
  { id: 'app-8', candidateId: 'cand-2', jobId: 'job-1', candidateName: 'Grace Hopper', hiringState: 'REJECTED', stageType: 'INTERVIEW' },
];

/** The legacy value a current state stands for, by the equivalence table (staged values first). */
export function legacyStateFor(hiringState: string, stageType: string | undefined): LegacyState | undefined {
  const staged = LEGACY_STATES.find((v) => EQUIVALENCE[v].stageType !== undefined && EQUIVALENCE[v].hiringState === hiringState && EQUIVALENCE[v].stageType === stageType);
  return staged ?? LEGACY_STATES.find((v) => EQUIVALENCE[v].stageType === undefined && EQUIVALENCE[v].hiringState === hiringState);
}

function applicationRecord(app: (typeof APPLICATIONS)[number], mode: MockMode): Record<string, unknown> {
  const pipelineStage = stage(app.stageType);
  const record: Record<string, unknown> = {
    id: app.id,
    candidateId: app.candidateId,
    jobId: app.jobId,
    candidateName: app.candidateName,
    appliedAt: `2026-0${(Number(app.id.slice(4)) % 9) + 1}-15T09:00:00.000Z`,
    [NAMES.hiringState]: app.hiringState,
    [NAMES.pipelineStage]: pipelineStage,
  };
  if (mode === 'legacy') {
    record[NAMES.legacyState] = legacyStateFor(app.hiringState, app.stageType);
    record[NAMES.legacyStage] = { ...pipelineStage };
  }
  return record;
}

const SCORECARDS: Record<string, unknown[]> = {
  'app-1': [
    { id: 'sc-1', submittedBy: { id: 'u-1', name: 'Riya Patel' }, overallRecommendation: 'YES', overallImpression: 'Strong fundamentals', attributes: [{ name: 'Communication', rating: 4 }], questions: [] },
    { id: 'sc-2', submittedBy: { id: 'u-2', name: 'Tom Berg' }, overallRecommendation: 'STRONG_YES', overallImpression: 'Great fit', attributes: [{ name: 'Problem solving', rating: 5 }], questions: [{ question: 'Why us?', answer: 'Mission' }] },
  ],
  'app-2': [{ id: 'sc-3', submittedBy: { id: 'u-1', name: 'Riya Patel' }, overallRecommendation: 'NO', overallImpression: 'Not yet', attributes: [], questions: [] }],
  'app-4': [{ id: 'sc-4', submittedBy: { id: 'u-3', name: 'Lee Wong' }, overallRecommendation: 'YES', overallImpression: 'Solid', attributes: [], questions: [] }],
};

interface Note {
  id: string;
  candidateId: string;
  body: string;
  author: string;
  isPrivate?: boolean;
  replies?: Note[];
}

function initialNotes(): Map<string, Note[]> {
  const reply = (id: string, candidateId: string, body: string): Note => ({ id, candidateId, body, author: 'u-2' });
  return new Map<string, Note[]>([
    [
      'cand-1',
      [
        { id: 'note-1', candidateId: 'cand-1', body: 'Salary expectations discussed', author: 'u-1', isPrivate: true, replies: [reply('note-2', 'cand-1', 'Within band'), reply('note-3', 'cand-1', 'Confirmed with HR')] },
        { id: 'note-4', candidateId: 'cand-1', body: 'Great portfolio', author: 'u-3', isPrivate: false, replies: [] },
      ],
    ],
    ['cand-2', [{ id: 'note-5', candidateId: 'cand-2', body: 'Relocation needed', author: 'u-1', isPrivate: false, replies: [reply('note-6', 'cand-2', 'Visa sponsored')] }]],
    ['cand-3', []],
  ]);
}

/** Path patterns of the endpoints, from the table (`{id}` → one segment). */
function pattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{[^}]+\}/g, '([^/]+)')}/?$`);
}
const ROUTES = Object.fromEntries(Object.entries(ENDPOINTS).map(([name, e]) => [name, { method: e.method, re: pattern(e.path) }])) as Record<
  keyof typeof ENDPOINTS,
  { method: string; re: RegExp }
>;

function send(res: ServerResponse, status: number, body: unknown): number {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
  return status;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withoutFlag(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { [NOTE_FACTS.flag]: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}

export function startMockService(mode: MockMode, port = 0): Promise<MockService> {
  const requests: LoggedRequest[] = [];
  const notes = initialNotes();
  let nextNote = 7;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    const entry: LoggedRequest = { method, path, status: 0 };
    requests.push(entry);
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
    if (body !== undefined) entry.body = withoutFlag(body);
    const match = (name: keyof typeof ENDPOINTS): string[] | undefined => {
      const route = ROUTES[name];
      const m = route.method === method ? route.re.exec(path) : null;
      return m ? m.slice(1).map(decodeURIComponent) : undefined;
    };
    const other: Record<string, string[]> = {};
    for (const key of [...new Set(url.searchParams.keys())].sort()) {
      if (key === NAMES.legacyState || key === NAMES.hiringState || key === NAMES.stageType) continue;
      other[key] = url.searchParams.getAll(key);
    }
    if (Object.keys(other).length > 0) entry.query = other;

    if (match('listApplications')) {
      const one = (key: string): string | undefined | null => {
        const all = url.searchParams.getAll(key);
        return all.length === 0 ? undefined : all.length === 1 ? all[0] : null;
      };
      const state = one(NAMES.legacyState);
      const hiringState = one(NAMES.hiringState);
      const stageType = one(NAMES.stageType);
      const bad = (message: string): void => {
        entry.status = send(res, 400, { error: 'bad_request', message });
      };
      if (state === null || hiringState === null || stageType === null) return bad('A filter parameter is given more than once.');
      if (state !== undefined && mode === 'current') return bad(`The ${NAMES.legacyState} parameter was removed; use ${NAMES.hiringState} and ${NAMES.stageType}.`);
      if (state !== undefined && (hiringState !== undefined || stageType !== undefined)) return bad(`${NAMES.legacyState} cannot be combined with ${NAMES.hiringState} or ${NAMES.stageType}.`);
      if (stageType !== undefined && hiringState === undefined) return bad(`${NAMES.stageType} must be sent together with ${NAMES.hiringState}.`);
      let filter: { hiringState?: string; stageType?: string } = {};
      if (state !== undefined) {
        if (!(LEGACY_STATES as readonly string[]).includes(state)) return bad(`Unknown ${NAMES.legacyState} value ${state}.`);
        const eq = EQUIVALENCE[state as LegacyState];
        filter = eq.stageType ? { hiringState: eq.hiringState, stageType: eq.stageType } : { hiringState: eq.hiringState };
      } else {
        if (hiringState !== undefined) {
          if (!(HIRING_STATES as readonly string[]).includes(hiringState)) return bad(`Unknown ${NAMES.hiringState} value ${hiringState}.`);
          filter.hiringState = hiringState;
        }
        if (stageType !== undefined) {
          if (!(STAGE_TYPES as readonly string[]).includes(stageType)) return bad(`Unknown ${NAMES.stageType} value ${stageType}.`);
          filter.stageType = stageType;
        }
      }
      entry.filter = filter;
      const list = APPLICATIONS.filter(
        (a) => (filter.hiringState === undefined || a.hiringState === filter.hiringState) && (filter.stageType === undefined || a.stageType === filter.stageType),
      );
      entry.status = send(res, 200, list.map((a) => applicationRecord(a, mode)));
      return;
    }
    const scorecards = match('listScorecards');
    if (scorecards) {
      const [id] = scorecards;
      // The list takes no parameters: what a request adds (`page=1`) selects nothing, and is not logged.
      delete entry.query;
      if (!APPLICATIONS.some((a) => a.id === id)) return void (entry.status = send(res, 404, { error: 'not_found' }));
      entry.status = send(res, 200, SCORECARDS[id!] ?? []);
      return;
    }
    const one = match('getApplication');
    if (one) {
      const app = APPLICATIONS.find((a) => a.id === one[0]);
      entry.status = app ? send(res, 200, applicationRecord(app, mode)) : send(res, 404, { error: 'not_found' });
      return;
    }
    const listNotes = match('listNotes');
    if (listNotes) {
      const list = notes.get(listNotes[0]!);
      entry.status = list ? send(res, 200, list) : send(res, 404, { error: 'not_found' });
      return;
    }
    const create = match('createNote');
    if (create) {
      const list = notes.get(create[0]!);
      if (!list) return void (entry.status = send(res, 404, { error: 'not_found' }));
      const payload = (withoutFlag(body) ?? {}) as Record<string, unknown> & { body?: string };
      // Private notes cannot be created through the interface: the flag is always false.
      const note: Note = { ...payload, id: `note-${nextNote++}`, candidateId: create[0]!, body: String(payload.body ?? ''), author: 'api', [NOTE_FACTS.flag]: NOTE_FACTS.createdAs, replies: [] };
      list.push(note);
      entry.status = send(res, 201, note);
      return;
    }
    const update = match('updateNote');
    if (update) {
      const note = notes.get(update[0]!)?.find((n) => n.id === update[1]);
      if (!note) return void (entry.status = send(res, 404, { error: 'not_found' }));
      const payload = (withoutFlag(body) ?? {}) as Record<string, unknown>;
      if (typeof payload.body === 'string') note.body = payload.body;
      entry.status = send(res, 200, note);
      return;
    }
    entry.status = send(res, 404, { error: 'not_found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: String(error) });
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        mode,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const arg = (name: string): string | undefined => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const mode = (arg('mode') ?? 'legacy') as MockMode;
  if (mode !== 'legacy' && mode !== 'current') throw new Error(`--mode legacy|current, not ${String(mode)}`);
  const service = await startMockService(mode, Number(arg('port') ?? 0));
  process.stdout.write(`${service.url}\n`);
}
