/**
 * The helpers a rewrite inserts (src/migration/codegen.ts), run: each gives what the equivalence
 * table says for every legacy value, and fieldsForLegacyState is legacyStateOf's inverse.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HELPERS, helperSource, type HelperName } from '../src/migration/codegen.js';
import { EQUIVALENCE, LEGACY_STATES } from '../src/migration/index.js';

/** The helpers' JavaScript, as a rewrite inserts it, made callable. */
function load<F extends (...args: never[]) => unknown>(name: HelperName, ...needs: HelperName[]): F {
  const source = [name, ...needs].map((n) => helperSource(n, { typescript: false, quote: "'", eol: '\n', semi: true })).join('\n');
  return runInNewContext(`${source}\n${name};`) as F;
}

const RECORDS = [
  { id: 'app-1', hiringState: 'ACTIVE', pipelineStage: { id: 'st-2', name: 'Phone screen', type: 'APPLICATION_REVIEW', order: 2 } },
  { id: 'app-2', hiringState: 'ACTIVE', pipelineStage: { id: 'st-3', name: 'Onsite', type: 'INTERVIEW', order: 3 } },
  { id: 'app-3', hiringState: 'REJECTED', pipelineStage: null },
  { id: 'app-4', hiringState: 'APPLIED', pipelineStage: { id: 'st-1', name: 'Applied', type: 'APPLIED', order: 1 } },
];

describe('helpers generated from the equivalence table', () => {
  it('toHiringStateFilter gives the table\'s filter for every legacy value, and nothing for none', () => {
    const filter = load<(state: unknown) => Record<string, string>>(HELPERS.filter);
    for (const legacy of LEGACY_STATES) {
      const { hiringState, stageType } = EQUIVALENCE[legacy];
      expect(filter(legacy)).toEqual(stageType ? { hiringState, stageType } : { hiringState });
    }
    expect(filter(undefined)).toEqual({});
  });

  it('fieldsForLegacyState sets what legacyStateOf reads back, for every legacy value and record, keeping the stage\'s other members', () => {
    const fields = load<(app: object, state: string) => Record<string, unknown>>(HELPERS.fields);
    const legacyOf = load<(app: object) => string | undefined>(HELPERS.legacy);
    const seen: string[] = [];
    for (const record of RECORDS) {
      for (const legacy of LEGACY_STATES) {
        const copy = { ...record, ...fields(record, legacy) };
        seen.push(`${record.id} ${legacy} ${legacyOf(copy)}`);
        expect(copy.id).toBe(record.id);
        const { stageType } = EQUIVALENCE[legacy];
        // A value the table stages sets the stage's type; the stage's id, name and order stay.
        if (stageType && record.pipelineStage) expect(copy.pipelineStage).toEqual({ ...record.pipelineStage, type: stageType });
        else if (!stageType) expect(copy.pipelineStage).toBe(record.pipelineStage);
      }
    }
    expect(seen).toEqual(RECORDS.flatMap((r) => LEGACY_STATES.map((legacy) => `${r.id} ${legacy} ${legacy}`)));
  });
});
