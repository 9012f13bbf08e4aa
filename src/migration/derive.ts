/**
 * Everything derived from the table in `interface-change.ts`: look-ups, the reverse mapping,
 * the wording of replacements, and the date arithmetic for messages.
 */
import {
  APPLICATION_ID_FIELD,
  APPLICATION_FIELDS,
  ENDPOINTS,
  EQUIVALENCE,
  HIRING_STATES,
  LEGACY_STATES,
  NAMES,
  NOTE_FACTS,
  REMOVAL_DATE,
  STAGE_TYPES,
  TRIGGER_WORDS,
  VERSION_PREFIX,
  PIPELINE_STAGE_FIELDS,
  PIPELINE_STAGE_FIELD_TYPES,
  type EndpointName,
  type Equivalent,
  type HiringState,
  type LegacyState,
  type StageType,
} from './interface-change.js';

export function isLegacyState(value: unknown): value is LegacyState {
  return typeof value === 'string' && (LEGACY_STATES as readonly string[]).includes(value);
}
export function isHiringState(value: unknown): value is HiringState {
  return typeof value === 'string' && (HIRING_STATES as readonly string[]).includes(value);
}
export function isStageType(value: unknown): value is StageType {
  return typeof value === 'string' && (STAGE_TYPES as readonly string[]).includes(value);
}

/**
 * Legacy values whose equivalent is not simply the same `hiringState` value (SCREENING, QUALIFIED by
 * the table): the ones whose meaning moves when `state` becomes `hiringState`.
 */
export const REMAPPED_LEGACY_STATES: readonly LegacyState[] = LEGACY_STATES.filter((v) => EQUIVALENCE[v].stageType !== undefined || EQUIVALENCE[v].hiringState !== v);

/** The current filter equivalent to a legacy `state` value, or undefined for an unknown value. */
export function equivalentOf(legacy: string): Equivalent | undefined {
  return isLegacyState(legacy) ? EQUIVALENCE[legacy] : undefined;
}

/** Legacy values whose meaning needs the pipeline stage too (SCREENING, QUALIFIED). */
export const STAGED_LEGACY_STATES: readonly LegacyState[] = LEGACY_STATES.filter(
  (value) => EQUIVALENCE[value].stageType !== undefined,
);

/**
 * The legacy value a pair of current fields stands for, or undefined where the legacy field had no
 * documented value (e.g. hiringState APPLIED, or ACTIVE at a stage the table does not name).
 */
export function legacyStateOf(hiringState: unknown, stageType: unknown): LegacyState | undefined {
  for (const legacy of LEGACY_STATES) {
    const eq = EQUIVALENCE[legacy];
    if (eq.hiringState !== hiringState) continue;
    if (eq.stageType === undefined) {
      // A staged row with the same hiringState must not be shadowed by an unstaged one.
      if (!STAGED_LEGACY_STATES.some((s) => EQUIVALENCE[s].hiringState === hiringState)) return legacy;
    } else if (eq.stageType === stageType) {
      return legacy;
    }
  }
  return undefined;
}

/** Query-string form: `hiringState=ACTIVE&stageType=APPLICATION_REVIEW`. */
export function queryOf(eq: Equivalent): string {
  const parts = [`${NAMES.hiringState}=${eq.hiringState}`];
  if (eq.stageType) parts.push(`${NAMES.stageType}=${eq.stageType}`);
  return parts.join('&');
}

/** Prose form for messages: `hiringState=ACTIVE together with stageType=APPLICATION_REVIEW`. */
export function describeEquivalent(eq: Equivalent): string {
  return eq.stageType
    ? `${NAMES.hiringState}=${eq.hiringState} together with ${NAMES.stageType}=${eq.stageType}`
    : `${NAMES.hiringState}=${eq.hiringState}`;
}

/** `hiringState` plus, where the table says so, `stageType`, for every legacy value. */
export function describeTable(): string {
  const same = LEGACY_STATES.filter((v) => !EQUIVALENCE[v].stageType && EQUIVALENCE[v].hiringState === v);
  const mapped = LEGACY_STATES.filter((v) => !same.includes(v)).map((legacy) => {
    const eq = EQUIVALENCE[legacy];
    return `${legacy} = ${NAMES.hiringState} ${eq.hiringState}${eq.stageType ? ` + ${NAMES.stageType} ${eq.stageType}` : ''}`;
  });
  return [...mapped, ...(same.length ? [`${same.join('/')} = the same ${NAMES.hiringState}`] : [])].join(', ');
}

/** Condition form for a read: `hiringState === 'ACTIVE' && pipelineStage?.type === 'INTERVIEW'`. */
export function describeCondition(eq: Equivalent): string {
  return eq.stageType
    ? `${NAMES.hiringState} === '${eq.hiringState}' && ${NAMES.pipelineStage}?.${NAMES.pipelineStageType} === '${eq.stageType}'`
    : `${NAMES.hiringState} === '${eq.hiringState}'`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "has been removed since 2026-11-01 (20 days ago)" / "is removed on 2026-11-01 (in 3 days)".
 * `today` is an ISO date (YYYY-MM-DD) or a Date; tests and CI pin it through the `today` setting.
 */
export function removalPhrase(today: string | Date = new Date()): string {
  const now = typeof today === 'string' ? Date.parse(`${today}T00:00:00Z`) : today.getTime();
  const removal = Date.parse(`${REMOVAL_DATE}T00:00:00Z`);
  const days = Math.floor((now - removal) / DAY_MS);
  if (Number.isNaN(days)) return `was removed on ${REMOVAL_DATE}`;
  if (days > 1) return `was removed on ${REMOVAL_DATE} (${days} days ago)`;
  if (days === 1) return `was removed on ${REMOVAL_DATE} (yesterday)`;
  if (days === 0) return `is removed today, ${REMOVAL_DATE}`;
  if (days === -1) return `is removed on ${REMOVAL_DATE} (tomorrow)`;
  return `is removed on ${REMOVAL_DATE} (in ${-days} days)`;
}

/** Whole days since the removal (negative before it). */
export function daysSinceRemoval(today: string | Date = new Date()): number {
  const now = typeof today === 'string' ? Date.parse(`${today}T00:00:00Z`) : today.getTime();
  return Math.floor((now - Date.parse(`${REMOVAL_DATE}T00:00:00Z`)) / DAY_MS);
}

/**
 * What a declared type says of itself, however it is written: an interface or type literal (ESTree or
 * TypeScript's AST), a JSDoc typedef, or a type the checker resolved.
 */
export interface DeclaredShape {
  has(name: string): boolean;
  /** The string literals among the members of the `state` member's type (`'idle' | 'done'`). */
  readonly stateLiterals: readonly string[];
  /** The string literals among the members of the `hiringState` member's type (`'ACTIVELY_HIRING' | 'PAUSED'`). */
  readonly hiringStateLiterals?: readonly string[];
  /** The string literals `currentStage` is declared with (`currentStage: 'COMPANY' | 'BILLING'`, a wizard's step). */
  readonly stageLiterals?: readonly string[];
  /** Is `currentStage` declared as an object or a named type, maybe with null or undefined? */
  readonly stageIsObject: boolean;
  /** The members `currentStage` is declared with, where they are written in place (`{ code; label; order }`). */
  readonly stageFields?: readonly string[];
  /** Is `state` optional (`state?: …`, JSDoc `[state]`)? */
  readonly stateOptional?: boolean;
  /** Is `state` declared as something other than text (`state?: { value: string }`, a number, a flag)? */
  readonly stateIsNotText?: boolean;
  /**
   * Does the code that declares it name the service by its other words (its path, `Application`,
   * a current field, a legacy value)? Undefined where the caller cannot tell.
   */
  readonly namesService?: boolean;
  /** The declared type's name, where it has one (`DeskQuery`, `ApplicationDto`). */
  readonly name?: string;
}

/** Names teams give the query parameters of a request (`DeskQuery`, `ListFilters`, `SearchParams`, `Criteria`). */
export const FILTER_TYPE_NAME = /(?:Query|Filters?|Params|Criteria|Search|QueryOptions)$/;

/** A stage's fields as a row that flattens it names them (`stageId`, `stageName`, `stageOrder`); `stageType` is the list's filter. */
const FLATTENED_STAGE_FIELDS = PIPELINE_STAGE_FIELDS.filter((field) => field !== NAMES.pipelineStageType).map((field) => `stage${field.charAt(0).toUpperCase()}${field.slice(1)}`);
/**
 * `{ id; state; stageName; stageOrder }`: the stage flattened beside the state is a row the team made
 * from a record (the service's stage is an object), whatever else it copied: its own object, whose
 * `state` keeps what it was made with.
 */
export function isFlattenedRow(shape: Pick<DeclaredShape, 'has'>): boolean {
  return shape.has(NAMES.legacyState) && !shape.has(NAMES.legacyStage) && !shape.has(NAMES.pipelineStage) && FLATTENED_STAGE_FIELDS.some((name) => shape.has(name));
}

/** The fields that tell the service's pipeline stage from another's (`order` alone does not). */
const STAGE_FIELDS = new Set<string>(PIPELINE_STAGE_FIELDS);
/** The fields that identify the service's stage (`id`, `name`, `type`; `order` alone does not). */
export const IDENTIFYING_STAGE_FIELDS: ReadonlySet<string> = new Set<string>(PIPELINE_STAGE_FIELDS.filter((f) => f !== 'order'));

/**
 * A stage with fields the service's has not, and none of those that identify it (`id`, `name`,
 * `type`), is another pipeline's (a lender's, a game's, an admissions office's): `{ code; label }`
 * declared, `stage.stageType` or `stage.reader` read. One with fewer of the service's fields
 * (`{ order }`) is still the service's.
 */
export function isForeignStage(fields: readonly string[]): boolean {
  return fields.some((f) => !STAGE_FIELDS.has(f)) && !fields.some((f) => IDENTIFYING_STAGE_FIELDS.has(f));
}

/**
 * The one rule for "this type is an application of the service": it declares a current field, or a
 * `state` whose literals hold SCREENING/QUALIFIED, or a plain `state` beside a `currentStage` object as
 * the service sent them, in code that names the service (a wizard's `{ state: 'idle' | 'done';
 * currentStage: number }` is neither, nor is `{ state: string; currentStage: Step }` in a file about
 * wizards), and it is not a filter type (one that declares `stageType`).
 */
export function declaresApplication(shape: DeclaredShape): boolean {
  // `stageType` is a filter of the list endpoint, never a field of an application (its value is
  // `pipelineStage.type`): `{ state?; hiringState?; stageType? }` is a wrapper's filter type.
  if (shape.has(NAMES.stageType) && !shape.has(NAMES.pipelineStage)) return false;
  // `interface DeskQuery { state?: LegacyStatus; hiringState?: HiringState; jobId?: string }`: the
  // list's filters, old and new side by side, named as such; a record has its id or its stage beside them.
  if (shape.name && FILTER_TYPE_NAME.test(shape.name) && shape.stateOptional && !shape.has(NAMES.legacyStage) && !shape.has(NAMES.pipelineStage) && !shape.has(APPLICATION_ID_FIELD)) return false;
  // `hiringState: 'ACTIVELY_HIRING' | 'PAUSED'` (a job board's badge), `currentStage: 'COMPANY' | 'BILLING'`
  // (a wizard's step): values the service's fields never had, or a stage that is a string, make it another thing's.
  if (shape.hiringStateLiterals?.some((v) => !(HIRING_STATES as readonly string[]).includes(v)) || shape.stageLiterals?.length) return false;
  if (APPLICATION_FIELDS.current.some((field) => shape.has(field))) return true;
  if (!shape.has(NAMES.legacyState)) return false;
  // `state?: { value: string }` (an issue tracker's custom field): the service's state is a string.
  if (shape.stateIsNotText) return false;
  if (isFlattenedRow(shape)) return false;
  // `currentStage: { code; label; order }`: a stage with fields the service's has not, and none of those
  // that identify it (`id`, `name`, `type`), is another pipeline's (a lender's, a game's). One declared
  // with fewer of the service's fields (`{ order }`) is still the service's.
  if (shape.stageFields && isForeignStage(shape.stageFields)) return false;
  const literals = shape.stateLiterals;
  // `state: 'OPEN' | 'SCREENING' | 'ESCALATED'`: a value the service's state never had makes it another thing's.
  if (literals.some((v) => !(LEGACY_STATES as readonly string[]).includes(v))) return false;
  // `{ state?: 'SCREENING' | …; jobId?: string }` is the filter a wrapper takes, not a record: a record
  // carries its state (or its id, or its stage); a filter may leave it out.
  if (shape.stateOptional && !shape.has(NAMES.legacyStage) && !shape.has(APPLICATION_ID_FIELD)) return false;
  // A row or view the team made from an application (`{ applicationId, state, stage }`) copies the
  // state; the record itself has its `id` or its `currentStage` beside it.
  if (literals.some((v) => (STAGED_LEGACY_STATES as readonly string[]).includes(v))) return shape.has(APPLICATION_ID_FIELD) || shape.has(NAMES.legacyStage);
  // A plain `state` beside a `currentStage` object is also a wizard's or a game's shape: only where the
  // declaring code says it is about this service.
  return shape.has(NAMES.legacyStage) && literals.length === 0 && shape.stageIsObject && shape.namesService !== false;
}

/**
 * `(payload: { currentStage?: { name: string; order?: number } | null })`: a parameter declared with
 * the stage alone, an object of the service's stage fields, in code that names the service: what the
 * function is handed is the record (or enough of it). Asked of parameters' type literals only.
 */
export function declaresStageAlone(shape: DeclaredShape): boolean {
  return !shape.has(NAMES.legacyState) && shape.has(NAMES.legacyStage) && shape.stageIsObject && !!shape.stageFields?.length && !isForeignStage(shape.stageFields) && shape.namesService === true;
}

/** `{ id: string; name: string; type: 'APPLIED' | …; order: number }` in a file's quotes and member separator. */
export function pipelineStageTypeText(quote: string, separator: ';' | ','): string {
  const members = PIPELINE_STAGE_FIELDS.map((field) => {
    const type = PIPELINE_STAGE_FIELD_TYPES[field];
    return `${field}: ${type === 'stageType' ? STAGE_TYPES.map((v) => `${quote}${v}${quote}`).join(' | ') : type}`;
  });
  return `{ ${members.join(`${separator} `)} }`;
}

/** Cheap text pre-filter: a file that matches nothing here cannot hold a finding. */
export const TRIGGER_PATTERN = new RegExp(TRIGGER_WORDS.map(escape).join('|'));

/** `applications` of `/v2/applications`, `scorecards` of `…/{applicationId}/scorecards`. */
export const APPLICATIONS_SEGMENT = ENDPOINTS.listApplications.path.split('/').pop()!;
export const SCORECARDS_SEGMENT = ENDPOINTS.listScorecards.path.split('/').pop()!;

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Without type information a finding needs evidence that the code talks to this service, and the
 * evidence is always spelled in the file: the endpoints' path (`/v2/applications`, a constant like
 * `APPLICATIONS_URL`), an `…Application` type, the service's own field names, the legacy values
 * only it uses, or a configured wrapper's name. `state` alone (React, Redux, OAuth, GitHub) is not.
 * Note that `application/json` does not match: the path segment is plural.
 */
export const EVIDENCE_WORDS = [
  APPLICATIONS_SEGMENT,
  APPLICATIONS_SEGMENT.toUpperCase(),
  capitalize(APPLICATIONS_SEGMENT.replace(/s$/, '')),
  SCORECARDS_SEGMENT,
  // `api.listScorecards(id)`: a wrapper of the scorecard list called by its name.
  capitalize(SCORECARDS_SEGMENT),
  NAMES.legacyStage,
  NAMES.hiringState,
  NAMES.pipelineStage,
  NAMES.stageType,
  NOTE_FACTS.flag,
  'hiring-migrate',
  ...STAGED_LEGACY_STATES,
] as const;
export const EVIDENCE_PATTERN = new RegExp(EVIDENCE_WORDS.map(escape).join('|'));

/**
 * One of the service's paths written on one line, whatever fills its placeholders
 * (`candidates/${encodeURIComponent(id)}/notes`, `'/candidates/' + id + '/notes'`): a module that
 * only makes the notes' path names the service too, for the importers that request it.
 */
export const PATH_PATTERN = new RegExp(
  [...new Set(Object.values(ENDPOINTS).map((e) => e.path.replace(/^\//, '').split(/\{[^}]*\}/).map(escape).join('[^\\n]*?')))].join('|'),
);

/**
 * The version root the paths are under, written anywhere (a client's base URL `${HOST}/v2`), or alone as
 * a string (a settings object's `namespace: 'v2'` that a client puts before `/applications`): a module
 * that makes a client with it may serve its importers' requests.
 */
export const VERSION_ROOT_PATTERN = new RegExp(`${escape(VERSION_PREFIX)}\\b|['"\`]${escape(VERSION_PREFIX.slice(1))}['"\`]`);

/**
 * The evidence words that are not a legacy field's own name. With type information `currentStage`
 * is no evidence by itself: the checker says whether the object it is read from is an application.
 */
export const SERVICE_WORD_PATTERN = new RegExp(
  EVIDENCE_WORDS.filter((word) => !(APPLICATION_FIELDS.legacy as readonly string[]).includes(word))
    .map(escape)
    .join('|'),
);

/**
 * Words that name this service itself, not only a resource it shares a name with: the list endpoint's
 * path, the current fields and filters, the values only its legacy state had. "application(s)" alone
 * is not one (mobile apps, loan applications and job-application forms say it too), nor "hiring"
 * (a comment that says "not the hiring service" says it). A shape of `state` beside a `currentStage`
 * object is an application only in code that says one of these.
 */
export const SERVICE_NAMING_PATTERN = new RegExp(
  [
    `${VERSION_PREFIX}/${APPLICATIONS_SEGMENT}`.slice(1),
    NAMES.hiringState,
    NAMES.pipelineStage,
    NAMES.stageType,
    ...STAGED_LEGACY_STATES,
  ]
    .map(escape)
    .join('|'),
);

/**
 * A type named as the service's record says which service it is: `Application`, `ApplicationDto`,
 * `HiringApplication`, `HiringRecord`. Another vendor's or domain's prefix (`LoanApplication`,
 * `RfApplication`, `ApplicationDraft`) does not.
 */
export const SERVICE_RECORD_TYPE_NAME = new RegExp(
  `^(?:${capitalize(APPLICATIONS_SEGMENT.replace(/s$/, ''))}(?:Dto|Record|Response|Model|Resource|Data|Entity|Json)?|Hiring[A-Z]\\w*|\\w*[a-z]Hiring[A-Z]\\w*)$`,
);

/**
 * The part of SERVICE_NAMING_PATTERN that no other domain shares: the service's current field and
 * filter names. A file whose own states include a SCREENING (and whose `/v2/applications` is its own
 * API's) names the service only by these.
 */
export const SERVICE_FIELD_PATTERN = new RegExp([NAMES.hiringState, NAMES.pipelineStage, NAMES.stageType].map(escape).join('|'));

function escape(word: string): string {
  return word.replace(/[-.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface PrefilterOptions {
  /** Names of the team's wrappers (`listApplications`, `api.applications.list`). */
  wrappers?: readonly { name: string }[];
  /** With type information an application can be recognized by its type alone, under any name. */
  typed?: boolean;
}

export function mayContainFindings(text: string, options: PrefilterOptions = {}): boolean {
  if (!hasTrigger(text)) return false;
  return !!options.typed || hasEvidence(text) || mentionsWrapper(text, options.wrappers);
}

/**
 * A pattern's answer for the text it was last asked about: the pre-filters that `check` and an
 * ESLint run ask of one file (the text's, then its modules', then the engine's own) test the same
 * text up to four times in a row, and a text without a trigger word is read to its end each time
 * (3,567 real-world files: ~45 ms of `check`'s pattern searches, of ~100 ms).
 */
function lastAnswer(pattern: RegExp): (text: string) => boolean {
  let lastText: string | undefined;
  let answer = false;
  return (text) => {
    if (text !== lastText) {
      answer = pattern.test(text);
      lastText = text;
    }
    return answer;
  };
}

/** `TRIGGER_PATTERN.test(text)`. */
export const hasTrigger = lastAnswer(TRIGGER_PATTERN);
/** Does the text spell a value of the removed `state` (a module of constants whose importers compare or send them)? */
export const hasLegacyValue = lastAnswer(new RegExp(`\\b(?:${LEGACY_STATES.join('|')})\\b`));
/**
 * May the text be a module its importers make demands on (see engine/demands.ts): it spells a
 * trigger word, or a value of the removed `state` (a module of constants compared or sent elsewhere).
 */
export function mayBeDemanded(text: string): boolean {
  return hasTrigger(text) || hasLegacyValue(text);
}
/** `EVIDENCE_PATTERN.test(text)`. */
export const hasEvidence = lastAnswer(EVIDENCE_PATTERN);

/** Does the text spell a wrapper's name (the last part of `api.applications.list`)? */
export function mentionsWrapper(text: string, wrappers: PrefilterOptions['wrappers'] = []): boolean {
  return wrappers.some((w) => text.includes(w.name.slice(w.name.lastIndexOf('.') + 1)));
}

/** `GET /v2/applications`: an endpoint as messages name it. */
export function describeEndpoint(name: EndpointName): string {
  return `${ENDPOINTS[name].method} ${ENDPOINTS[name].path}`;
}

/** Words the rules' messages are built from, so no message spells a fact of its own. */
export const WORDS = {
  listEndpoint: describeEndpoint('listApplications'),
  state: `\`${NAMES.legacyState}\``,
  currentStage: `\`${NAMES.legacyStage}\``,
  hiringState: NAMES.hiringState,
  stageType: NAMES.stageType,
  pipelineStage: `\`${NAMES.pipelineStage}\` (${PIPELINE_STAGE_FIELDS.join(', ')})`,
  stageTypeField: `${NAMES.pipelineStage}.${NAMES.pipelineStageType}`,
  /** The replacement object's name alone, where a message names it beside hiringState. */
  pipelineStageName: NAMES.pipelineStage,
} as const;
