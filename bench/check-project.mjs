#!/usr/bin/env node
// check --project on generated TypeScript projects, next to `tsc --noEmit` on the same project (the
// type-checking floor), in one run: one of 2,000 modules (300 with --quick), and one of 35 modules,
// where fixed costs (loading TypeScript, the standard library's declarations) dominate. Targets: ≤ 1.0×
// tsc on the large project, ≤ 1.5× on the small one, peak memory ≤ 1 GB.
//
//   node bench/check-project.mjs [--quick] [--reps N]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_MAIN, GB, REPO_DIR, finish, hasCli, median, mib, parseArgs, round, secs, target, warnIfBusy, runMeasured } from './lib/common.mjs';

const args = parseArgs(process.argv.slice(2), { reps: 'number' });
const LARGE = args.quick ? 300 : 2000;
const SMALL = 35;
const reps = args.reps ?? (args.quick ? 1 : 3);
// Outside the repository: its .gitignore (bench/.corpus/) would hide the project from the CLI.
const root = join(tmpdir(), 'hiring-migrate-bench-project');

/** A project as teams write one: a types module, a client module, and many consumers and components. */
function generate(dir, files) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/api'), { recursive: true });
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], jsx: 'preserve', strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ['src'] }, null, 2),
  );
  writeFileSync(join(dir, 'src/env.d.ts'), 'declare const process: { env: Record<string, string | undefined> };\n');
  writeFileSync(
    join(dir, 'src/api/types.ts'),
    `export interface Stage { id: string; name: string; type: string; order: number }
export interface HiringRecord { id: string; candidateName: string; state: 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED'; currentStage: Stage | null }
export interface Filters { state?: string; jobId?: string; limit?: number }
`,
  );
  writeFileSync(
    join(dir, 'src/api/client.ts'),
    `import type { Filters, HiringRecord } from './types';
const BASE = process.env.HIRING_API_URL ?? 'https://api.hiring.example.com';
export async function fetchApplications(filters: Filters): Promise<HiringRecord[]> {
  const query = new URLSearchParams(Object.entries({ limit: 100, ...filters }).map(([k, v]) => [k, String(v)]));
  const res = await fetch(\`\${BASE}/v2/applications?\${query}\`);
  return (await res.json()).data;
}
`,
  );
  for (let i = 0; i < files; i++) {
    const sub = join(dir, 'src', `feature${Math.floor(i / 100)}`);
    mkdirSync(sub, { recursive: true });
    // One file in ten talks to the service; the rest is ordinary typed application code with its own `state`.
    const body =
      i % 10 === 0
        ? `import { fetchApplications } from '../api/client';
import type { HiringRecord } from '../api/types';
export async function queue${i}(jobId: string): Promise<string[]> {
  const list: HiringRecord[] = await fetchApplications({ jobId, state: ${i % 20 === 0 ? "'SCREENING'" : "'QUALIFIED'"} });
  return list.filter((r) => r.state !== 'REJECTED').map((r) => r.currentStage?.name ?? r.id);
}
`
        : `export interface State${i} { state: 'idle' | 'loading' | 'done'; items: { id: number; label: string }[]; currentStage: number }
export function reduce${i}(state: State${i}, action: { type: string; item?: { id: number; label: string } }): State${i} {
  switch (action.type) {
    case 'start': return { ...state, state: 'loading' };
    case 'add': return action.item ? { ...state, items: [...state.items, action.item], currentStage: state.currentStage + 1 } : state;
    default: return state.state === 'done' ? state : { ...state, state: 'done' };
  }
}
export const initial${i}: State${i} = { state: 'idle', items: [], currentStage: 0 };
`;
    writeFileSync(join(sub, `module${i}.ts`), body);
  }
}

/** Alternating runs of tsc and check on one generated project of `files` modules. */
async function measure(files, runs) {
  const dir = join(root, `${files}`);
  generate(dir, files);
  const tsc = join(REPO_DIR, 'node_modules/typescript/bin/tsc');
  const times = { tsc: [], check: [] };
  const rss = { tsc: [], check: [] };
  let findings;
  for (let r = 0; r < runs; r++) {
    const a = await runMeasured(process.execPath, [tsc, '--noEmit', '-p', join(dir, 'tsconfig.json')], { cwd: dir });
    if (a.code !== 0) throw new Error(`tsc failed on the generated project:\n${a.stdout}${a.stderr}`);
    times.tsc.push(a.wallMs);
    rss.tsc.push(a.maxRssBytes);
    const b = await runMeasured(process.execPath, [CLI_MAIN, 'check', '.', '--project', 'tsconfig.json', '--format', 'json', '--concurrency', 'off', '--today', '2026-11-21'], { cwd: dir });
    if (b.code !== 1) throw new Error(`check --project exited ${b.code}:\n${b.stderr}`);
    times.check.push(b.wallMs);
    rss.check.push(b.maxRssBytes);
    findings = JSON.parse(b.stdout).reduce((n, res) => n + res.messages.length, 0);
    console.log(`  ${files} files, rep ${r + 1}: tsc ${secs(a.wallMs)} (${mib(a.maxRssBytes)}), check --project ${secs(b.wallMs)} (${mib(b.maxRssBytes)}), ${findings} findings`);
  }
  rmSync(dir, { recursive: true, force: true });
  // Per service module (one in ten): the filter, the state comparison and the currentStage read; plus
  // the two declarations in types.ts (its Filters type is not in the wrapper's file, so it stays for tsc to show).
  const expected = Math.ceil(files / 10) * 3 + 2;
  return { files, medianMs: { tsc: round(median(times.tsc)), check: round(median(times.check)) }, ratio: median(times.check) / median(times.tsc), rss: Math.max(...rss.check), findings, expected };
}

console.log(`check --project vs tsc --noEmit on generated TypeScript projects of ${LARGE} and ${SMALL} files`);
if (!hasCli()) {
  finish('check-project', { quick: !!args.quick }, [target('check --project / tsc --noEmit', undefined, 1)]);
} else {
  warnIfBusy();
  const large = await measure(LARGE, reps);
  // The small project's runs take about a second: more of them for a steady median.
  const small = await measure(SMALL, Math.max(reps, 5));
  finish(
    'check-project',
    {
      quick: !!args.quick,
      files: large.files,
      reps,
      medianMs: large.medianMs,
      ratio: round(large.ratio),
      findings: large.findings,
      small: { files: small.files, medianMs: small.medianMs, ratio: round(small.ratio), findings: small.findings },
    },
    [
      target(`check --project wall time / tsc --noEmit (${large.files} files)`, large.ratio, 1, { fmt: (x) => `${x.toFixed(3)}×` }),
      target(`check --project wall time / tsc --noEmit (${small.files} files)`, small.ratio, 1.5, { fmt: (x) => `${x.toFixed(3)}×` }),
      target('check --project peak RSS', Math.max(large.rss, small.rss), GB, { fmt: mib }),
      target('findings (every service site, no reducer state)', large.findings + small.findings, large.expected + small.expected, { cmp: '==', fmt: String }),
    ],
  );
}
