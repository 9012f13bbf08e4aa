/**
 * Prints recall, precision, behaviour after `fix` and new type errors for integration sets.
 *
 *   npm run build && node --import tsx test/support/measure-integrations.ts fixtures/integrations/<set> … [--details] [--json out.json]
 *
 * --details lists each missed site, false positive, changed behaviour and new type error (leave it
 * off for a set kept aside, so that nothing is tuned on it).
 */
import { writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import {
  behaviours,
  check,
  drivenTeams,
  firstDifference,
  fix,
  newErrors,
  observeOriginals,
  removeScratch,
  score,
  scratchCopy,
  sitesBelow,
  typeErrors,
  type Mode,
  type Score,
} from './integrations.js';

const args = process.argv.slice(2);
const details = args.includes('--details');
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const sets = args.filter((a, i) => !a.startsWith('--') && (jsonAt < 0 || i !== jsonAt + 1));

const pct = (a: number, b: number): string => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
function printScore(label: string, s: Score): void {
  const tp = s.findings - s.falsePositives.length;
  console.log(`  ${label}: recall ${s.found}/${s.sites} = ${pct(s.found, s.sites)}, precision ${tp}/${s.findings} = ${pct(tp, s.findings)}`);
  console.log(`    by kind: ${Object.entries(s.byKind).map(([k, [f, n]]) => `${k} ${f}/${n}`).join('; ')}`);
  if (details) {
    for (const m of s.missed) console.log(`    missed ${m.file}:${m.line} ${m.kinds.join(', ')}`);
    for (const f of s.falsePositives) console.log(`    false positive ${f.file}:${f.line} ${f.ruleId}`);
  }
}

const report: Record<string, unknown> = {};
for (const set of sets) {
  const root = resolve(set);
  const name = basename(root);
  console.log(`\n== ${name}`);
  const sites = sitesBelow(root);
  const entry: Record<string, unknown> = { sites: sites.length };
  for (const mode of ['file-local', 'project'] as Mode[]) {
    const copy = scratchCopy(root, `measure-${name}`);
    try {
      const s = score(sites, await check(copy, mode));
      printScore(mode, s);
      entry[mode] = { found: s.found, sites: s.sites, findings: s.findings, falsePositives: s.falsePositives.length, byKind: s.byKind };
    } finally {
      removeScratch(copy);
    }
  }
  for (const mode of ['file-local', 'project'] as Mode[]) {
    const original = scratchCopy(root, `orig-${name}`);
    const migrated = scratchCopy(root, `fix-${name}`);
    try {
      const summary = await fix(migrated, mode);
      const second = await fix(migrated, mode);
      const before = typeErrors(original);
      const added = newErrors(before, typeErrors(migrated));
      const rewritten = Object.values(summary.rewritten).reduce((a, b) => a + b, 0);
      const todos = Object.values(summary.todos).reduce((a, b) => a + b, 0);
      console.log(`  fix (${mode}): ${summary.filesChanged} files, ${rewritten} rewrites, ${todos} TODOs ${JSON.stringify(summary.todos)}; second run changes ${second.filesChanged}; new tsc errors ${added.length}`);
      if (details) for (const e of added) console.log(`    new error ${e}`);
      const teams = drivenTeams(original);
      const results = await behaviours(migrated, await observeOriginals(original, teams));
      const broken = results.filter((r) => r.broken);
      const repaired = broken.filter((r) => r.same);
      const regressed = results.filter((r) => !r.broken && !r.same);
      const crashing = results.filter((r) => !r.legacy.outcome.ok);
      console.log(`  behaviour (${mode}): ${teams.length} driven teams, ${broken.length} broken by the removal, ${repaired.length} repaired by fix, ${regressed.length} working ones changed; drivers failing on legacy: ${crashing.map((r) => r.team).join(', ') || 'none'}`);
      if (details) {
        for (const r of results.filter((x) => !x.same)) {
          console.log(`    differs: ${r.team} at ${firstDifference(r.legacy, r.migrated)}${r.migrated.outcome.ok ? "" : ` (${String(r.migrated.outcome.error).slice(0, 160)})`}`);
        }
      }
      entry[`fix-${mode}`] = { filesChanged: summary.filesChanged, rewritten, todos, todoReasons: summary.todos, secondRun: second.filesChanged, newTypeErrors: added.length, teams: teams.length, broken: broken.length, repaired: repaired.length, regressed: regressed.length };
    } finally {
      removeScratch(original);
      removeScratch(migrated);
    }
  }
  report[name] = entry;
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(report, null, 2));
