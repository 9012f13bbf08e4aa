/**
 * Measures the product on a set of integrations written by teams who never saw it
 * (fixtures/integrations/<set>/<team>/… plus <set>/lookalikes/…, see fixtures/integrations/README.md):
 *
 * - recall and precision of `check`, line by line against the `legacy: …` / `trap: …` markers;
 * - behaviour after `fix`: each team's driver runs the original against the mock service in legacy
 *   mode and the migrated copy against current mode, and the two must observe the same results and
 *   make the same requests;
 * - types after `fix`: TypeScript (and `// @ts-check` JavaScript) must gain no compile error.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { EQUIVALENCE, NAMES, isLegacyState } from '../../src/migration/index.js';
import { markedLines } from './markers.js';
import { startMockService, type LoggedRequest, type MockMode } from './mock-service.js';

export const ROOT = resolve(import.meta.dirname, '../..');
const BIN = process.env.HIRING_MIGRATE_BIN ?? join(ROOT, 'dist/src/cli/main.js');
const RUN_DRIVER = join(ROOT, 'test/support/run-driver.mjs');
const CLI_SERVER = join(ROOT, 'test/support/cli-server.mjs');
export const SOURCE = /\.(?:[cm]?[jt]sx?|vue|svelte)$/;
const DRIVER = 'driver.mjs';
export const LOOKALIKES = 'lookalikes';

export interface Site {
  file: string;
  line: number;
  kinds: string[];
}

export interface Finding {
  file: string;
  line: number;
  ruleId: string;
}

/** Source files below `root` (relative paths, sorted), drivers and dependencies left out. */
export function sourceFiles(root: string, sub = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) out.push(...sourceFiles(root, rel));
    } else if (SOURCE.test(entry.name) && entry.name !== DRIVER) {
      out.push(rel);
    }
  }
  return out.sort();
}

const MARKER = /(?:\/\/|\/\*|<!--)\s*((?:legacy|trap):\s*[a-z-]+(?:\s*,\s*(?:legacy|trap):\s*[a-z-]+)*)/;
// A comment line is passed over, unless it spells a removed name: a JSDoc `@typedef {{ state: … }}` is the site.
const COMMENT_ONLY = /^\s*(?:\/\/|\/\*|\{\/\*|\*|<!--|$)(?!.*\b(?:state|currentStage|isPrivate)\b)/;

/** The marked sites of one file: a marker after code marks its line, one alone marks the next code line. */
export function sitesOf(text: string, file: string): Site[] {
  const sites = new Map<number, string[]>();
  for (const { line, body } of markedLines(text, MARKER, COMMENT_ONLY)) {
    const kinds = body.split(',').map((s) => s.trim().replace(/\s+/g, ' '));
    sites.set(line, [...(sites.get(line) ?? []), ...kinds]);
  }
  return [...sites].map(([line, kinds]) => ({ file, line, kinds }));
}

export function sitesBelow(root: string): Site[] {
  return sourceFiles(root).flatMap((file) => sitesOf(readFileSync(join(root, file), 'utf8'), file));
}

interface Spawned {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 120_000): Promise<Spawned> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, stdout, stderr });
    });
  });
}

/**
 * The built CLI, kept running (test/support/cli-server.mjs): the harness runs four command lines per
 * set, and a spawned binary spends most of a run on a set loading its modules and running them cold.
 * Each server runs one command line at a time; up to CLI_SERVERS run side by side (a set's check in
 * both modes), each with the binary's own entry point, runCli, and a fresh start for every run.
 */
const CLI_SERVERS = 2;
interface CliServer {
  child: ChildProcess;
  busy: boolean;
}
const servers: CliServer[] = [];
const waitingForServer: (() => void)[] = [];
let nextRun = 0;

function startCliServer(): CliServer {
  // Node's own flags, as the binary runs: not those of the test worker (its loader and conditions);
  // `gc` only to measure what a run leaves behind (see RETIRE_AT_HEAP).
  const child = fork(CLI_SERVER, [join(dirname(BIN), 'build-cli.js')], { execArgv: ['--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, FORCE_COLOR: '0' } });
  const server: CliServer = { child, busy: false };
  child.on('exit', () => {
    const at = servers.indexOf(server);
    if (at >= 0) servers.splice(at, 1);
  });
  // An idle server never keeps the harness's process alive (see runCli).
  child.unref();
  child.channel?.unref();
  servers.push(server);
  return server;
}

async function runCli(args: readonly string[], cwd: string, timeoutMs = 120_000): Promise<Spawned> {
  let server: CliServer | undefined;
  while (!(server = servers.find((s) => !s.busy) ?? (servers.length < CLI_SERVERS ? startCliServer() : undefined))) {
    await new Promise<void>((resume) => waitingForServer.push(resume));
  }
  const taken = server;
  taken.busy = true;
  const id = nextRun++;
  try {
    return await new Promise<Spawned>((done, fail) => {
      const timer = setTimeout(() => taken.child.kill('SIGKILL'), timeoutMs);
      const finish = (): void => {
        clearTimeout(timer);
        taken.child.off('message', onMessage);
        taken.child.off('exit', onExit);
      };
      const onMessage = (message: Spawned & { id: number; heapUsed: number }): void => {
        if (message.id !== id) return;
        finish();
        if (message.heapUsed > RETIRE_AT_HEAP) retire(taken);
        done(message);
      };
      const onExit = (code: number | null, signal: string | null): void => {
        finish();
        fail(new Error(`hiring-migrate ${args.join(' ')} ended the process (${signal ?? code})`));
      };
      taken.child.on('message', onMessage);
      taken.child.on('exit', onExit);
      taken.child.channel?.ref();
      taken.child.send({ id, args, cwd });
    });
  } finally {
    taken.child.channel?.unref();
    taken.busy = false;
    waitingForServer.shift()?.();
  }
}

/**
 * A server whose heap, collected after a run, holds more than this is retired (a fresh one starts on
 * demand): a safeguard against anything a run leaves behind. (`--project` runs once kept each run's
 * program, ~115 MB, until 30 runs of a measurement took the heap to its limit.)
 */
const RETIRE_AT_HEAP = 1_000_000_000;

function retire(server: CliServer): void {
  const at = servers.indexOf(server);
  if (at >= 0) servers.splice(at, 1);
  server.child.kill();
}

/** Ends the CLI servers (the end of a test file). */
export function stopCliServers(): void {
  for (const server of [...servers]) server.child.kill();
}

export type Mode = 'file-local' | 'project';

/** Findings of `hiring-migrate check` over `root`, drivers left out. */
export async function check(root: string, mode: Mode): Promise<Finding[]> {
  // One thread each: the harness runs several at once.
  const args = ['check', '--format', 'json', '--concurrency', 'off', '--today', '2026-11-23', ...(mode === 'project' ? ['--project', ensureProjectConfig(root)] : ['--file-local']), '.'];
  const out = await runCli(args, root);
  if (out.status !== 0 && out.status !== 1) throw new Error(`check failed (${out.status}): ${out.stderr}`);
  const results = JSON.parse(out.stdout) as { filePath: string; messages: { ruleId: string | null; line: number }[] }[];
  return results
    .flatMap((r) => r.messages.map((m) => ({ file: relative(root, r.filePath), line: m.line, ruleId: m.ruleId ?? 'fatal' })))
    .filter((f) => !f.file.endsWith(DRIVER));
}

const PROJECT_CONFIG = 'tsconfig.hiring-migrate.json';
/** A tsconfig for the whole set (JavaScript included) where it has none of its own. */
function ensureProjectConfig(root: string): string {
  const file = join(root, PROJECT_CONFIG);
  if (!existsSync(file)) {
    writeFileSync(
      file,
      JSON.stringify({
        compilerOptions: { allowJs: true, checkJs: false, noEmit: true, strict: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', skipLibCheck: true, types: ['node'] },
        include: ['**/*'],
        exclude: ['node_modules', `**/${DRIVER}`],
      }),
    );
  }
  return file;
}

export interface Score {
  sites: number;
  found: number;
  findings: number;
  falsePositives: Finding[];
  missed: Site[];
  /** Per marker kind: [found, sites]. */
  byKind: Record<string, [number, number]>;
}

export function score(sites: readonly Site[], findings: readonly Finding[]): Score {
  const at = new Set(findings.map((f) => `${f.file}:${f.line}`));
  const marked = new Set(sites.map((s) => `${s.file}:${s.line}`));
  const byKind: Record<string, [number, number]> = {};
  const missed: Site[] = [];
  let found = 0;
  for (const site of sites) {
    const hit = at.has(`${site.file}:${site.line}`);
    if (hit) found++;
    else missed.push(site);
    for (const kind of new Set(site.kinds)) {
      const entry = (byKind[kind] ??= [0, 0]);
      entry[1]++;
      if (hit) entry[0]++;
    }
  }
  const falsePositives = findings.filter((f) => !marked.has(`${f.file}:${f.line}`));
  return { sites: sites.length, found, findings: findings.length, falsePositives, missed, byKind };
}

/** A scratch copy of `root` under the OS temp directory, with this repository's node_modules reachable. */
export function scratchCopy(root: string, label: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `hiring-migrate-${label}-`)));
  cpSync(root, dir, { recursive: true, filter: (src) => !src.includes(`${'/'}node_modules`) });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

export function removeScratch(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface FixSummary {
  filesChanged: number;
  rewritten: Record<string, number>;
  todos: Record<string, number>;
  failed: unknown[];
}

export async function fix(root: string, mode: Mode): Promise<FixSummary> {
  const args = ['fix', '--json', '--force', '--concurrency', 'off', '--today', '2026-11-23', ...(mode === 'project' ? ['--project', ensureProjectConfig(root)] : ['--file-local']), '.'];
  const out = await runCli(args, root);
  if (out.status !== 0) throw new Error(`fix failed (${out.status}): ${out.stderr}\n${out.stdout}`);
  return JSON.parse(out.stdout) as FixSummary;
}

export interface Observation {
  outcome: { ok: boolean; result?: unknown; error?: string };
  requests: LoggedRequest[];
}

/**
 * Drivers running at once: twice the cores, since a driver spends much of its time waiting on the
 * mock service, which answers from this process.
 */
const DRIVERS_AT_ONCE = 2 * availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  while (running >= DRIVERS_AT_ONCE) await new Promise<void>((resume) => waiting.push(resume));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** An ES module import of a relative path that Node resolves only with its extension written (`.js`, `.mjs`, `.cjs`, `.json`). */
const RESOLVED_BY_NODE = /\.(?:[cm]?js|json)$/;
const ESM_RELATIVE = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

/**
 * Does the team need tsx's loader: TypeScript or JSX, or ES modules imported without their extension
 * (`from '../api/hiring'`)? A team of plain JavaScript that Node resolves runs without it (most of a
 * driver's start-up).
 */
function needsLoader(team: string): boolean {
  const files = [...sourceFiles(team), DRIVER];
  if (files.some((f) => /\.(?:[cm]?tsx?|jsx)$/.test(f))) return true;
  return files.some((f) => [...readFileSync(join(team, f), 'utf8').matchAll(ESM_RELATIVE)].some((m) => !RESOLVED_BY_NODE.test(m[1]!)));
}

/** Runs a team's driver against a fresh mock service in `mode` (when a slot is free). */
export function observe(driver: string, mode: MockMode): Promise<Observation> {
  return slot(() => observeNow(driver, mode));
}

async function observeNow(driver: string, mode: MockMode): Promise<Observation> {
  const service = await startMockService(mode);
  try {
    const team = resolve(driver, '..');
    const loader = needsLoader(team) ? ['--import', 'tsx'] : [];
    const out = await run(process.execPath, [...loader, RUN_DRIVER, driver, service.url], team, {}, 30_000);
    const text = out.stdout.split(service.url).join('{base}');
    let outcome: Observation['outcome'];
    try {
      outcome = JSON.parse(text) as Observation['outcome'];
    } catch {
      outcome = { ok: false, error: `driver crashed (${out.status}): ${out.stderr.split(service.url).join('{base}').slice(0, 500)}` };
    }
    // The distinct requests made, by what they select: a cache keyed by the query text (`'apps:' +
    // JSON.stringify(query)`) asks once for two tabs whose legacy filters differ but mean the same
    // current filter, and that is the same behaviour.
    const distinct = new Map(service.requests.map((r) => [JSON.stringify(r), JSON.parse(JSON.stringify(r)) as LoggedRequest]));
    const requests = [...distinct].sort(([a], [b]) => a.localeCompare(b)).map(([, r]) => r);
    return { outcome, requests };
  } finally {
    await service.close();
  }
}

/**
 * A query text a driver returns (`jobId=job-1&state=QUALIFIED`, a logged `GET /v2/applications?…`)
 * by what it selects, as the mock logs requests: a legacy `state` as its current filter, the
 * parameters sorted. A migrated request must say the same thing in the current words.
 */
function byWhatItSelects(text: string): string {
  // A filter shown as a JSON object in a log line (`GET /v2/applications {"state":"SCREENING"}`).
  const json = /^([^{]*)(\{.*\})([^}]*)$/.exec(text);
  if (json) {
    try {
      const value: unknown = JSON.parse(json[2]!);
      const filters = value && typeof value === 'object' && !Array.isArray(value) ? byWhatFiltersSelect(value as Record<string, unknown>) : undefined;
      if (filters) return `${json[1]}${JSON.stringify(filters)}${json[3]}`;
    } catch {
      // not JSON: an ordinary text
    }
  }
  // A filter described as `state=QUALIFIED, jobId=job-3`: the same pairs as a query text.
  if (/^[\w.%-]+=[^\s,&]*(?:, [\w.%-]+=[^\s,&]*)+$/.test(text)) return byWhatItSelects(text.split(', ').join('&'));
  const at = text.indexOf('?');
  // A logged request line may go on after its URL (`GET /v2/applications?state=HIRED 200`).
  const end = at >= 0 ? text.slice(at).search(/\s/) : -1;
  const query = at >= 0 ? text.slice(at + 1, end >= 0 ? at + end : undefined) : text;
  const tail = at >= 0 && end >= 0 ? text.slice(at + end) : '';
  if (!/^[\w.%-]+=[^\s]*$/.test(query) || !/(?:^|&)(?:state|hiringState)=/.test(query)) return text;
  const params = new URLSearchParams(query);
  const legacy = params.get(NAMES.legacyState);
  if (legacy !== null && isLegacyState(legacy) && !params.has(NAMES.hiringState)) {
    params.delete(NAMES.legacyState);
    const current = EQUIVALENCE[legacy];
    params.set(NAMES.hiringState, current.hiringState);
    if (current.stageType) params.set(NAMES.stageType, current.stageType);
  } else if (legacy !== null && !params.has(NAMES.hiringState) && !params.has(NAMES.stageType)) {
    // `state=ON_HOLD`: a value neither interface knows selects nothing (both answer 400), as its
    // migrated `hiringState=ON_HOLD` does; the table maps the values it does not list to hiringState.
    params.delete(NAMES.legacyState);
    params.set(NAMES.hiringState, legacy);
  }
  params.sort();
  return `${at >= 0 ? text.slice(0, at + 1) : ''}${params.toString()}${tail}`;
}

/**
 * A filter object a driver returns (`{ state: 'SCREENING', jobId }`, what a preset makes) by what it
 * selects, as a query text is: the legacy state as its current filter, the keys sorted. Only an object
 * of query values (no `id`, no record fields) that names a filter.
 */
function byWhatFiltersSelect(record: Record<string, unknown>): Record<string, unknown> | undefined {
  if ('id' in record || NAMES.pipelineStage in record || NAMES.legacyStage in record) return undefined;
  if (!Object.values(record).every((v) => v === undefined || v === null || ['string', 'number', 'boolean'].includes(typeof v))) return undefined;
  const legacy = record[NAMES.legacyState];
  const out: Record<string, unknown> = { ...record };
  if (typeof legacy === 'string' && isLegacyState(legacy) && !(NAMES.hiringState in record)) {
    delete out[NAMES.legacyState];
    const current = EQUIVALENCE[legacy];
    out[NAMES.hiringState] = current.hiringState;
    if (current.stageType) out[NAMES.stageType] = current.stageType;
  } else if (!(NAMES.hiringState in record)) return undefined;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Application records passed through as they came cannot keep the removed fields: beside
 * `hiringState` and `pipelineStage`, `state` and `currentStage` are not compared. Query texts are
 * compared by what they select (see byWhatItSelects); a sorted list of them stays sorted.
 */
export function withoutRemovedFields(value: unknown): unknown {
  if (typeof value === 'string') {
    // Records printed as JSON text (a CLI's `--json`) are compared as the records they print.
    if (/^\s*[[{]/.test(value)) {
      try {
        return JSON.stringify(withoutRemovedFields(JSON.parse(value)));
      } catch {
        // not JSON: an ordinary text
      }
    }
    return byWhatItSelects(value);
  }
  if (Array.isArray(value)) {
    // A log of requests by what they select, each once (as the mock's own log, see observe()).
    if (value.length > 0 && value.every((v) => typeof v === 'string' && /^(?:GET|POST|PUT|PATCH|DELETE) \//.test(v))) {
      return [...new Set(value.map((v) => byWhatItSelects(v as string)))].sort();
    }
    const sorted = value.every((v, i) => typeof v === 'string' && (i === 0 || String(value[i - 1]) <= v));
    const out = value.map(withoutRemovedFields);
    return sorted ? (out as string[]).sort() : out;
  }
  if (value === null || typeof value !== 'object') return value;
  const filters = byWhatFiltersSelect(value as Record<string, unknown>);
  if (filters) return filters;
  const record = value as Record<string, unknown>;
  const isApplication = NAMES.hiringState in record && NAMES.pipelineStage in record;
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !(isApplication && (key === NAMES.legacyState || key === NAMES.legacyStage)))
      .map(([key, v]) => [key, withoutRemovedFields(v)]),
  );
}

/** Where two observations first differ: a path and the two values there. */
export function firstDifference(a: Observation, b: Observation): string {
  const walk = (x: unknown, y: unknown, path: string): string | undefined => {
    if (JSON.stringify(x) === JSON.stringify(y)) return undefined;
    if (x && y && typeof x === 'object' && typeof y === 'object') {
      for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
        const found = walk((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key], `${path}.${key}`);
        if (found) return found;
      }
    }
    return `${path}: ${JSON.stringify(x)?.slice(0, 300)} ≠ ${JSON.stringify(y)?.slice(0, 300)}`;
  };
  return walk(withoutRemovedFields(a), withoutRemovedFields(b), '') ?? 'no difference';
}

export function same(a: Observation, b: Observation): boolean {
  return JSON.stringify(withoutRemovedFields(a)) === JSON.stringify(withoutRemovedFields(b));
}

/** Team folders of a set that have a driver. */
export function drivenTeams(root: string): string[] {
  return readdirSync(root)
    .filter((team) => team !== LOOKALIKES && existsSync(join(root, team, DRIVER)))
    .sort();
}

export interface TeamBehaviour {
  team: string;
  /** The original, run against the current service, no longer behaves as against the legacy one. */
  broken: boolean;
  /** The migrated copy against the current service behaves as the original against the legacy one. */
  same: boolean;
  legacy: Observation;
  migrated: Observation;
}

/** What a team's original driver observes against the legacy service and against the current one. */
export interface Original {
  team: string;
  /** The original's driver. */
  driver: string;
  legacy: Observation;
  unmigrated: Observation;
}

/** The originals of `teams` below `original`, observed side by side (see slot()). */
export function observeOriginals(original: string, teams: readonly string[]): Promise<Original[]> {
  return Promise.all(
    teams.map(async (team) => {
      const driver = join(original, team, DRIVER);
      const [legacy, unmigrated] = await Promise.all([observe(driver, 'legacy'), observe(driver, 'current')]);
      return { team, driver, legacy, unmigrated };
    }),
  );
}

/**
 * Each team's migrated copy below `migrated` against the current service, compared with its original.
 * A pair that differs is observed again, both sides: a driver's request can time out on a loaded
 * machine (the teams' own timeouts are seconds), and a difference in behaviour shows again. The same
 * difference twice settles it; a pair whose sides changed between the two is observed a third time.
 */
export function behaviours(migrated: string, originals: readonly Original[]): Promise<TeamBehaviour[]> {
  return Promise.all(
    originals.map(async ({ team, driver, legacy, unmigrated }) => {
      const copy = join(migrated, team, DRIVER);
      let before = legacy;
      let after = await observe(copy, 'current');
      for (let again = 0; again < 2 && !same(before, after); again++) {
        const [legacyAgain, migratedAgain] = await Promise.all([observe(driver, 'legacy'), observe(copy, 'current')]);
        const steady = same(legacyAgain, before) && same(migratedAgain, after);
        [before, after] = [legacyAgain, migratedAgain];
        if (steady) break;
      }
      return { team, broken: !same(legacy, unmigrated), same: same(before, after), legacy: before, migrated: after };
    }),
  );
}

const TYPE_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  strict: true,
  allowJs: true,
  checkJs: false,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  types: ['node'],
  typeRoots: [join(ROOT, 'node_modules/@types')],
  experimentalDecorators: true,
};

/**
 * A compiler host that parses the declarations of the standard library and of the installed
 * packages once for every program (they are most of what a program reads, and they never change);
 * the files of a set are read afresh each time.
 */
const typeHost: ts.CompilerHost = (() => {
  const host = ts.createCompilerHost(TYPE_OPTIONS);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!fileName.includes('/node_modules/')) return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}\0${typeof languageVersion === 'object' ? JSON.stringify(languageVersion) : languageVersion}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile(fileName, languageVersion, onError, shouldCreate));
    return parsed.get(key);
  };
  return host;
})();

/** TypeScript diagnostics (file, code and message; no positions) of the TypeScript and `@ts-check` files below `root`. */
export function typeErrors(root: string): string[] {
  const files = sourceFiles(root).filter((f) => /\.[cm]?tsx?$/.test(f) || /^\s*\/\/\s*@ts-check/m.test(readFileSync(join(root, f), 'utf8').slice(0, 400)));
  if (files.length === 0) return [];
  const program = ts.createProgram(
    files.map((f) => join(root, f)),
    TYPE_OPTIONS,
    typeHost,
  );
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && !d.file.fileName.includes('node_modules'))
    .map((d) => `${relative(root, d.file!.fileName)} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`)
    .sort();
}

/** Errors of `after` that `before` does not have (as a multiset). */
export function newErrors(before: readonly string[], after: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const e of before) left.set(e, (left.get(e) ?? 0) + 1);
  return after.filter((e) => {
    const n = left.get(e) ?? 0;
    if (n > 0) {
      left.set(e, n - 1);
      return false;
    }
    return true;
  });
}

export function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}
