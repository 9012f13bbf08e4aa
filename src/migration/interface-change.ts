/**
 * THE table of the hiring service's interface change.
 *
 * Source: `shared/api/hiring-service-interface.md` ("Hiring Service Interface: Application Filtering,
 * Scorecards and Candidate Note Visibility"). Every rule, transform, message, preset and doc table
 * reads its facts from this module; nothing else in the package spells an enum value, a field name,
 * an endpoint path or a date of the service.
 */

/** The day the legacy `state` filter/field and the `currentStage` object were removed for good. */
export const REMOVAL_DATE = '2026-11-01';

/** Canonical hiring states (`hiringState`, query parameter and response field). */
export const HIRING_STATES = ['APPLIED', 'ACTIVE', 'REJECTED', 'HIRED', 'OFFER'] as const;
export type HiringState = (typeof HIRING_STATES)[number];

/** Pipeline stage types (`stageType` query parameter, `pipelineStage.type` response field). */
export const STAGE_TYPES = ['APPLIED', 'APPLICATION_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED'] as const;
export type StageType = (typeof STAGE_TYPES)[number];

/** Values the legacy `state` parameter and field were documented with. */
export const LEGACY_STATES = ['SCREENING', 'QUALIFIED', 'REJECTED', 'OFFER', 'HIRED'] as const;
export type LegacyState = (typeof LEGACY_STATES)[number];

/** One row of the equivalence table: the current filter that means what a legacy value meant. */
export interface Equivalent {
  readonly hiringState: HiringState;
  /** Present only where the legacy value also pinned the pipeline stage. */
  readonly stageType?: StageType;
}

/**
 * The document's equivalence table ("a filter equivalence, not a transition").
 * REJECTED, OFFER and HIRED mean exactly the same whether sent as `state` or as `hiringState`.
 */
export const EQUIVALENCE: Readonly<Record<LegacyState, Equivalent>> = {
  SCREENING: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' },
  QUALIFIED: { hiringState: 'ACTIVE', stageType: 'INTERVIEW' },
  REJECTED: { hiringState: 'REJECTED' },
  OFFER: { hiringState: 'OFFER' },
  HIRED: { hiringState: 'HIRED' },
};

/** Names of the legacy and current items, as they appear on the wire. */
export const NAMES = {
  /** Removed query parameter of the list endpoint and removed response field. */
  legacyState: 'state',
  /** Removed response object. */
  legacyStage: 'currentStage',
  hiringState: 'hiringState',
  stageType: 'stageType',
  /** Replacement of `currentStage`. */
  pipelineStage: 'pipelineStage',
  /** `pipelineStage.type` carries the stageType values. */
  pipelineStageType: 'type',
} as const;

/** Fields of `pipelineStage`. */
export const PIPELINE_STAGE_FIELDS = ['id', 'name', 'type', 'order'] as const;

/**
 * Types of the `pipelineStage` fields, for the declarations the migration writes. `type` takes the
 * stageType values. The document does not show the types of id, name and order: string, string and
 * number are assumed, as integrations declared them for `currentStage`.
 */
export const PIPELINE_STAGE_FIELD_TYPES: Record<(typeof PIPELINE_STAGE_FIELDS)[number], 'string' | 'number' | 'stageType'> = {
  id: 'string',
  name: 'string',
  type: 'stageType',
  order: 'number',
};

/** Application fields, legacy and current: a type that declares these is an application of this service. */
export const APPLICATION_FIELDS = {
  legacy: [NAMES.legacyState, NAMES.legacyStage],
  current: [NAMES.hiringState, NAMES.pipelineStage],
} as const;

/** Path prefix of the application and scorecard endpoints (the document's versioning table). */
export const VERSION_PREFIX = '/v2';

/** Endpoints of the service that the product knows about. Paths as the document writes them. */
export const ENDPOINTS = {
  listApplications: { method: 'GET', path: '/v2/applications' },
  getApplication: { method: 'GET', path: '/v2/applications/{id}' },
  listScorecards: { method: 'GET', path: '/v2/applications/{applicationId}/scorecards' },
  listNotes: { method: 'GET', path: '/candidates/{id}/notes' },
  createNote: { method: 'POST', path: '/candidates/{id}/notes' },
  updateNote: { method: 'PATCH', path: '/candidates/{id}/notes/{noteId}' },
} as const;
export type EndpointName = keyof typeof ENDPOINTS;

/** The field that identifies an application: the path parameter of `GET /v2/applications/{id}`. */
export const APPLICATION_ID_FIELD = /\{(\w+)\}$/.exec(ENDPOINTS.getApplication.path)![1]!;

/** Facts about candidate notes (release v2.165.2, 2026-02-12). */
export const NOTE_FACTS = {
  flag: 'isPrivate',
  /** Replies do not carry the flag; the parent's value covers the whole thread. */
  presentOn: 'parent notes only',
  /** What the parent's value covers. */
  appliesTo: 'the whole note thread, including replies',
  writable: false,
  /** Where visibility can be changed instead. */
  changedOnlyIn: "the service's own web application",
  createdAs: false,
  /** The operations that take a note payload; neither can set or change the flag. */
  writeEndpoints: ['createNote', 'updateNote'],
  /** Every note endpoint: a file that calls one of them is about candidate notes. */
  endpoints: ['listNotes', 'createNote', 'updateNote'],
  /**
   * Field of a parent note that holds its replies. The document says notes "form threads (a parent
   * note with replies)" but does not name the field; `replies` is the name the integrations read.
   */
  repliesField: 'replies',
  /**
   * Members by which a reply of a flat list of notes points at its thread's parent
   * (`notes.filter((n) => n.parentId === parent.id)`): the document does not say how a reply is
   * linked either; these are the names integrations give it.
   */
  parentLinks: ['parentId', 'parentNoteId', 'parent_id', 'inReplyTo', 'replyTo', 'replyToId'],
} as const satisfies {
  writeEndpoints: readonly EndpointName[];
  endpoints: readonly EndpointName[];
  [key: string]: unknown;
};

/** Facts about the scorecard list (update of 2026-05-28). */
export const SCORECARD_FACTS = {
  endpoint: 'listScorecards',
  paginated: false,
  /** An application with no scorecards answers 200 OK with `[]`, never 404. */
  emptyStatus: 200,
  /**
   * Not a status the document gives for this case: code that turns a 404 of the scorecard list into
   * `[]` expects an answer the service does not give for "no scorecards", and hides the error it does report.
   */
  mistakenEmptyStatus: 404,
} as const satisfies { endpoint: EndpointName; [key: string]: unknown };

/** Every word whose absence proves a file cannot contain a finding (the cheap text pre-filter). */
export const TRIGGER_WORDS = [
  NAMES.legacyState,
  NAMES.legacyStage,
  NAMES.stageType,
  NAMES.hiringState,
  NAMES.pipelineStage,
  NOTE_FACTS.flag,
  'scorecards',
  'Scorecards',
  'hiring-migrate',
] as const;
