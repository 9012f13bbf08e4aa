/**
 * The product on integrations written by teams who never saw it (fixtures/integrations/README.md):
 * recall and precision of `check` in both modes, and what `fix` does to behaviour (each team's
 * driver against the mock service: the original in legacy mode, the migrated copy in current mode)
 * and to types (`tsc`). The figures are exact: a change in either direction fails, and the
 * expectation is then updated with the measurement, never tuned on `held-out`, `held-out-12` or `held-out-41`.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  behaviours,
  check,
  drivenTeams,
  firstDifference,
  fix,
  newErrors,
  observeOriginals,
  removeScratch,
  ROOT,
  score,
  scratchCopy,
  sitesBelow,
  stopCliServers,
  typeErrors,
  LOOKALIKES,
  type Score,
} from './integrations.js';

interface Expected {
  sites: number;
  /** Marked lines found, file-local and with --project (a tsconfig over the whole set). */
  found: { fileLocal: number; project: number };
  /** Findings on unmarked lines (look-alikes included). */
  falsePositives: { fileLocal: number; project: number };
  /** After a file-local `fix`: teams the removal broke that behave as before again, and working teams changed. */
  teams: { driven: number; broken: number; repaired: number; regressed: number };
  /** TypeScript errors the migrated copy has and the original had not. */
  newTypeErrors: number;
  /** Files a second file-local `fix` still changes (must become 0). */
  secondRun: number;
}

export const EXPECTED: Record<string, Expected> = {
  a: { sites: 152, found: { fileLocal: 136, project: 136 }, falsePositives: { fileLocal: 45, project: 45 }, teams: { driven: 8, broken: 8, repaired: 8, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  b: { sites: 139, found: { fileLocal: 124, project: 124 }, falsePositives: { fileLocal: 39, project: 39 }, teams: { driven: 7, broken: 7, repaired: 7, regressed: 0 }, newTypeErrors: 1, secondRun: 0 },
  c: { sites: 131, found: { fileLocal: 118, project: 118 }, falsePositives: { fileLocal: 70, project: 70 }, teams: { driven: 8, broken: 8, repaired: 8, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  d: { sites: 100, found: { fileLocal: 93, project: 93 }, falsePositives: { fileLocal: 30, project: 30 }, teams: { driven: 8, broken: 8, repaired: 8, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  e: { sites: 219, found: { fileLocal: 190, project: 191 }, falsePositives: { fileLocal: 11, project: 11 }, teams: { driven: 7, broken: 7, repaired: 6, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  f: { sites: 197, found: { fileLocal: 173, project: 173 }, falsePositives: { fileLocal: 11, project: 11 }, teams: { driven: 8, broken: 8, repaired: 7, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out': { sites: 130, found: { fileLocal: 101, project: 101 }, falsePositives: { fileLocal: 36, project: 36 }, teams: { driven: 9, broken: 9, repaired: 6, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-2': { sites: 212, found: { fileLocal: 186, project: 186 }, falsePositives: { fileLocal: 3, project: 3 }, teams: { driven: 8, broken: 8, repaired: 5, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-3': { sites: 151, found: { fileLocal: 139, project: 139 }, falsePositives: { fileLocal: 22, project: 22 }, teams: { driven: 8, broken: 8, repaired: 7, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-4': { sites: 234, found: { fileLocal: 213, project: 214 }, falsePositives: { fileLocal: 7, project: 7 }, teams: { driven: 8, broken: 8, repaired: 6, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-5': { sites: 209, found: { fileLocal: 194, project: 194 }, falsePositives: { fileLocal: 19, project: 19 }, teams: { driven: 8, broken: 8, repaired: 6, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-6': { sites: 240, found: { fileLocal: 205, project: 205 }, falsePositives: { fileLocal: 7, project: 7 }, teams: { driven: 8, broken: 8, repaired: 8, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-7': { sites: 175, found: { fileLocal: 163, project: 166 }, falsePositives: { fileLocal: 17, project: 17 }, teams: { driven: 8, broken: 8, repaired: 8, regressed: 0 }, newTypeErrors: 5, secondRun: 0 },
  'held-out-8': { sites: 193, found: { fileLocal: 190, project: 190 }, falsePositives: { fileLocal: 18, project: 18 }, teams: { driven: 8, broken: 8, repaired: 8, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-9': { sites: 217, found: { fileLocal: 195, project: 195 }, falsePositives: { fileLocal: 22, project: 22 }, teams: { driven: 8, broken: 8, repaired: 6, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-10': { sites: 191, found: { fileLocal: 181, project: 181 }, falsePositives: { fileLocal: 6, project: 6 }, teams: { driven: 8, broken: 8, repaired: 7, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-11': { sites: 186, found: { fileLocal: 165, project: 165 }, falsePositives: { fileLocal: 26, project: 26 }, teams: { driven: 8, broken: 8, repaired: 8, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-12': { sites: 316, found: { fileLocal: 245, project: 247 }, falsePositives: { fileLocal: 16, project: 16 }, teams: { driven: 8, broken: 8, repaired: 1, regressed: 0 }, newTypeErrors: 3, secondRun: 0 },
  'held-out-13': { sites: 287, found: { fileLocal: 232, project: 232 }, falsePositives: { fileLocal: 27, project: 27 }, teams: { driven: 8, broken: 8, repaired: 4, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-14': { sites: 272, found: { fileLocal: 239, project: 240 }, falsePositives: { fileLocal: 10, project: 10 }, teams: { driven: 8, broken: 8, repaired: 4, regressed: 0 }, newTypeErrors: 1, secondRun: 0 },
  'held-out-15': { sites: 253, found: { fileLocal: 212, project: 212 }, falsePositives: { fileLocal: 2, project: 2 }, teams: { driven: 8, broken: 8, repaired: 6, regressed: 0 }, newTypeErrors: 2, secondRun: 0 },
  'held-out-16': { sites: 437, found: { fileLocal: 363, project: 363 }, falsePositives: { fileLocal: 5, project: 5 }, teams: { driven: 8, broken: 8, repaired: 5, regressed: 0 }, newTypeErrors: 1, secondRun: 0 },
  'held-out-17': { sites: 417, found: { fileLocal: 330, project: 330 }, falsePositives: { fileLocal: 15, project: 15 }, teams: { driven: 8, broken: 8, repaired: 6, regressed: 0 }, newTypeErrors: 2, secondRun: 0 },
  'held-out-18': { sites: 400, found: { fileLocal: 313, project: 315 }, falsePositives: { fileLocal: 9, project: 9 }, teams: { driven: 8, broken: 8, repaired: 4, regressed: 0 }, newTypeErrors: 2, secondRun: 0 },
  'held-out-19': { sites: 321, found: { fileLocal: 248, project: 248 }, falsePositives: { fileLocal: 0, project: 0 }, teams: { driven: 8, broken: 8, repaired: 7, regressed: 0 }, newTypeErrors: 1, secondRun: 0 },
  'held-out-20': { sites: 268, found: { fileLocal: 211, project: 212 }, falsePositives: { fileLocal: 16, project: 16 }, teams: { driven: 8, broken: 8, repaired: 5, regressed: 0 }, newTypeErrors: 1, secondRun: 0 },
  'held-out-21': { sites: 347, found: { fileLocal: 290, project: 290 }, falsePositives: { fileLocal: 5, project: 5 }, teams: { driven: 8, broken: 8, repaired: 7, regressed: 0 }, newTypeErrors: 1, secondRun: 0 },
  'held-out-22': { sites: 223, found: { fileLocal: 124, project: 124 }, falsePositives: { fileLocal: 0, project: 0 }, teams: { driven: 4, broken: 4, repaired: 2, regressed: 0 }, newTypeErrors: 1, secondRun: 0 },
  'held-out-23': { sites: 276, found: { fileLocal: 138, project: 138 }, falsePositives: { fileLocal: 5, project: 5 }, teams: { driven: 4, broken: 4, repaired: 1, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-24': { sites: 315, found: { fileLocal: 204, project: 208 }, falsePositives: { fileLocal: 4, project: 4 }, teams: { driven: 6, broken: 6, repaired: 2, regressed: 0 }, newTypeErrors: 8, secondRun: 0 },
  'held-out-25': { sites: 571, found: { fileLocal: 471, project: 471 }, falsePositives: { fileLocal: 3, project: 3 }, teams: { driven: 9, broken: 9, repaired: 8, regressed: 0 }, newTypeErrors: 1, secondRun: 0 },
  'held-out-26': { sites: 533, found: { fileLocal: 408, project: 408 }, falsePositives: { fileLocal: 4, project: 4 }, teams: { driven: 9, broken: 9, repaired: 9, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-27': { sites: 238, found: { fileLocal: 197, project: 197 }, falsePositives: { fileLocal: 0, project: 0 }, teams: { driven: 6, broken: 6, repaired: 6, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-28': { sites: 309, found: { fileLocal: 204, project: 204 }, falsePositives: { fileLocal: 3, project: 3 }, teams: { driven: 6, broken: 6, repaired: 5, regressed: 0 }, newTypeErrors: 2, secondRun: 0 },
  'held-out-29': { sites: 293, found: { fileLocal: 216, project: 216 }, falsePositives: { fileLocal: 1, project: 1 }, teams: { driven: 6, broken: 6, repaired: 5, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-30': { sites: 330, found: { fileLocal: 236, project: 236 }, falsePositives: { fileLocal: 1, project: 1 }, teams: { driven: 6, broken: 6, repaired: 6, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-31': { sites: 296, found: { fileLocal: 220, project: 220 }, falsePositives: { fileLocal: 4, project: 4 }, teams: { driven: 6, broken: 6, repaired: 6, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-32': { sites: 294, found: { fileLocal: 215, project: 215 }, falsePositives: { fileLocal: 0, project: 0 }, teams: { driven: 6, broken: 6, repaired: 5, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-33': { sites: 321, found: { fileLocal: 217, project: 217 }, falsePositives: { fileLocal: 2, project: 2 }, teams: { driven: 6, broken: 6, repaired: 6, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-34': { sites: 302, found: { fileLocal: 185, project: 186 }, falsePositives: { fileLocal: 0, project: 0 }, teams: { driven: 6, broken: 6, repaired: 5, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-35': { sites: 340, found: { fileLocal: 195, project: 195 }, falsePositives: { fileLocal: 3, project: 3 }, teams: { driven: 6, broken: 6, repaired: 4, regressed: 0 }, newTypeErrors: 3, secondRun: 0 },
  'held-out-36': { sites: 296, found: { fileLocal: 217, project: 217 }, falsePositives: { fileLocal: 0, project: 0 }, teams: { driven: 6, broken: 6, repaired: 5, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-37': { sites: 271, found: { fileLocal: 202, project: 202 }, falsePositives: { fileLocal: 0, project: 0 }, teams: { driven: 6, broken: 6, repaired: 4, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-38': { sites: 358, found: { fileLocal: 225, project: 225 }, falsePositives: { fileLocal: 0, project: 0 }, teams: { driven: 6, broken: 6, repaired: 5, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-39': { sites: 334, found: { fileLocal: 195, project: 195 }, falsePositives: { fileLocal: 1, project: 6 }, teams: { driven: 6, broken: 6, repaired: 4, regressed: 0 }, newTypeErrors: 1, secondRun: 0 },
  'held-out-40': { sites: 289, found: { fileLocal: 177, project: 177 }, falsePositives: { fileLocal: 0, project: 0 }, teams: { driven: 6, broken: 6, repaired: 5, regressed: 0 }, newTypeErrors: 0, secondRun: 0 },
  'held-out-41': { sites: 287, found: { fileLocal: 206, project: 206 }, falsePositives: { fileLocal: 1, project: 7 }, teams: { driven: 6, broken: 6, repaired: 3, regressed: 0 }, newTypeErrors: 26, secondRun: 0 },
};

/** A set's test takes 10–45 s while the other files run beside it; three times the longest seen. */
const SET_TIMEOUT_MS = 150_000;

/**
 * The sets whose index in EXPECTED is `part` modulo `parts`, one test file per part: two files, the
 * sets taken alternately, keep both of a 2-core machine's test workers on them from the start.
 */
export function integrationSuite(part: number, parts: number): void {
  const scratch: string[] = [];
  afterAll(() => {
    scratch.forEach(removeScratch);
    stopCliServers();
  });
  const copyOf = (root: string, label: string): string => {
    const dir = scratchCopy(root, label);
    scratch.push(dir);
    return dir;
  };
  describe.each(Object.keys(EXPECTED).filter((_, i) => i % parts === part))('integrations %s', (set) => {
    const root = join(ROOT, 'fixtures/integrations', set);
    const expected = EXPECTED[set]!;

    it('check finds the marked sites, in both modes, and nothing in the look-alikes', async () => {
      const sites = sitesBelow(root);
      expect(sites.length).toBe(expected.sites);
      const dir = copyOf(root, `check-${set}`);
      const [local, project] = (await Promise.all([check(dir, 'file-local'), check(dir, 'project')])).map((findings) => score(sites, findings)) as [Score, Score];
      expect({
        found: { fileLocal: local.found, project: project.found },
        falsePositives: { fileLocal: local.falsePositives.length, project: project.falsePositives.length },
      }).toEqual({ found: expected.found, falsePositives: expected.falsePositives });
      // What --project adds is never less than what each file shows on its own.
      expect(project.found).toBeGreaterThanOrEqual(local.found);
      if (expected.falsePositives.fileLocal + expected.falsePositives.project === 0)
        expect([...local.falsePositives, ...project.falsePositives].filter((f) => f.file.startsWith(`${LOOKALIKES}/`))).toEqual([]);
    }, SET_TIMEOUT_MS);

    it('fix: the teams the removal broke behave as before against the current service; no working team changes; types hold; a second run changes what it is pinned to', async () => {
      const original = copyOf(root, `orig-${set}`);
      const migrated = copyOf(root, `fix-${set}`);
      // The originals' drivers run while fix works on the copy.
      const originals = observeOriginals(original, drivenTeams(original));
      originals.catch(() => undefined);
      await fix(migrated, 'file-local');
      expect((await fix(migrated, 'file-local')).filesChanged).toBe(expected.secondRun);
      const results = await behaviours(migrated, await originals);
      // Every driver works against the service it was written for.
      expect(results.filter((r) => !r.legacy.outcome.ok).map((r) => r.team)).toEqual([]);
      // On a difference, the teams that behave otherwise and where they first differ.
      const differing = results.filter((r) => !r.same).map((r) => `${r.team}: ${firstDifference(r.legacy, r.migrated)}`);
      expect(
        {
          driven: results.length,
          broken: results.filter((r) => r.broken).length,
          repaired: results.filter((r) => r.broken && r.same).length,
          regressed: results.filter((r) => !r.broken && !r.same).length,
        },
        differing.join('\n'),
      ).toEqual(expected.teams);
      expect(newErrors(typeErrors(original), typeErrors(migrated)).length).toBe(expected.newTypeErrors);
    }, SET_TIMEOUT_MS);
  });
}
