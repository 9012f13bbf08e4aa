/**
 * Values that cross modules backwards (src/engine/demands.ts): a module that names nothing of the
 * service is reported and migrated by what its importers do with its exports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, findingsOf, ROOT, runBin, TODAY } from './helpers.js';

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

describe('modules known by their importers', () => {
  it('check reports the filters a preset table holds, the reads of the applications a presenter is handed, the keys of the table it looks them up in, and the values a list of constants holds that an importer compares with state, the keys of the table a function it hands state to looks up or that state destructured is looked up in, a filter sent through the generic method of a resource, the filter type a wrapper imports, the page size of a settings module an importer pages the scorecard list with; GitHub issues handed to the same module stay silent', () => {
    const dir = copyFixture('importers');
    const run = runBin(['check', '--today', TODAY, '--format', 'json', '.'], dir);
    expect(run.status).toBe(1);
    expect(findingsOf(run.stdout, dir)).toEqual([
      'handlers/closed.cjs:7 hiring-migrate/no-legacy-state-field',
      'handlers/closed.cjs:12 hiring-migrate/no-legacy-state-field',
      'handlers/closed.cjs:18 hiring-migrate/no-legacy-state-field',
      'handlers/closed.cjs:19 hiring-migrate/no-legacy-state-field',
      'handlers/resolvers.cjs:6 hiring-migrate/no-legacy-state-filter',
      'handlers/scorecards.cjs:5 hiring-migrate/no-scorecard-pagination',
      'handlers/scorecards.cjs:6 hiring-migrate/no-scorecard-pagination',
      'handlers/scorecards.cjs:6 hiring-migrate/no-scorecard-pagination',
      'handlers/scorecards.cjs:9 hiring-migrate/no-scorecard-pagination',
      'handlers/sdk.cjs:5 hiring-migrate/no-legacy-state-filter',
      'lib/buckets.cjs:4 hiring-migrate/no-legacy-state-field',
      'lib/buckets.cjs:4 hiring-migrate/no-legacy-state-field',
      'lib/buckets.cjs:6 hiring-migrate/no-legacy-state-field',
      'lib/buckets.cjs:7 hiring-migrate/no-legacy-state-field',
      'lib/buckets.cjs:7 hiring-migrate/no-legacy-state-field',
      'lib/present.cjs:3 hiring-migrate/no-legacy-state-field',
      'lib/present.cjs:3 hiring-migrate/no-legacy-state-field',
      'lib/present.cjs:6 hiring-migrate/no-legacy-state-field',
      'lib/present.cjs:6 hiring-migrate/no-current-stage',
      'lib/present.cjs:6 hiring-migrate/no-current-stage',
      'lib/settings.cjs:3 hiring-migrate/no-scorecard-pagination',
      'lib/views.cjs:5 hiring-migrate/no-legacy-state-filter',
      'lib/views.cjs:6 hiring-migrate/no-legacy-state-filter',
      'ts/api.ts:8 hiring-migrate/no-legacy-state-filter',
      'ts/types.ts:2 hiring-migrate/no-legacy-state-filter',
    ]);
  });

  it('fix migrates both modules, leaves the importer and the issue presenter as they are, and a second run changes nothing', () => {
    const dir = copyFixture('importers');
    const importer = read(dir, 'handlers/list.cjs');
    expect(runBin(['fix', '--today', TODAY, '--force', '.'], dir).status).toBe(0);
    expect(read(dir, 'lib/views.cjs')).toContain(
      "  review: { label: 'To review', query: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' } },\n  offers: { label: 'Offers', query: { hiringState: 'OFFER' } },\n",
    );
    const present = read(dir, 'lib/present.cjs');
    expect(present).toContain(
      "  return { id: app.id, badge: BADGES[legacyStateOf(app)] || 'Other', stage: app.pipelineStage ? app.pipelineStage.name : null };\n",
    );
    expect(present).toContain("  return { id: issue.number, open: issue.state === 'open' };\n");
    expect(present).toContain('function legacyStateOf(application) {');
    expect(read(dir, 'handlers/list.cjs')).toBe(importer);
    // The list of constants keeps its values: the importer now compares them with the derived legacy state.
    expect(read(dir, 'handlers/closed.cjs')).toContain('  return apps.filter((app) => CLOSED_STATES.includes(legacyStateOf(app))).length;\n');
    expect(read(dir, 'handlers/closed.cjs')).toContain('  return apps.map((app) => labelOf(legacyStateOf(app)));\n');
    expect(read(dir, 'handlers/closed.cjs')).toContain('    const state = legacyStateOf(app);\n    return OPEN_LABELS[state] || \'Closed\';\n');
    expect(read(dir, 'lib/buckets.cjs')).toBe(readFileSync(join(ROOT, 'fixtures/cli/importers/lib/buckets.cjs'), 'utf8'));
    const second = runBin(['fix', '--today', TODAY, '--force', '--json', '.'], dir);
    expect((JSON.parse(second.stdout) as { filesChanged: number }).filesChanged).toBe(0);
  });

  it("a resolver calls the list wrapper through its context (ctx.api.listApplications): the run's file that defines it says what it sends", () => {
    const dir = copyFixture('importers');
    expect(runBin(['fix', '--today', TODAY, '--force', '.'], dir).status).toBe(0);
    expect(read(dir, 'handlers/resolvers.cjs')).toContain('    if (args.status) Object.assign(filter, toHiringStateFilter(args.status));\n');
    expect(read(dir, 'lib/api.cjs')).toBe(readFileSync(join(ROOT, 'fixtures/cli/importers/lib/api.cjs'), 'utf8'));
  });

  it("a generic method called on a resource handed in by a framework (client.applications.list) is the wrapper its resource's module defines; the notes resource's list of the same name is not", () => {
    const dir = copyFixture('importers');
    expect(runBin(['fix', '--today', TODAY, '--force', '.'], dir).status).toBe(0);
    const sdk = read(dir, 'handlers/sdk.cjs');
    expect(sdk).toContain("  const qualified = await client.applications.list({ hiringState: 'ACTIVE', stageType: 'INTERVIEW' });\n");
    expect(sdk).toContain("  const notes = await client.notes.list('cand-1', { state: 'open' });\n");
  });

  it('the filter type a wrapper takes, imported from a module of types, declares what its callers now send', () => {
    const dir = copyFixture('importers');
    expect(runBin(['fix', '--today', TODAY, '--force', '.'], dir).status).toBe(0);
    expect(read(dir, 'ts/api.ts')).toContain("listApplications({ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW', jobId })");
    expect(read(dir, 'ts/types.ts')).toBe(
      "export interface ApplicationFilters {\n  hiringState?: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER';\n  stageType?: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED';\n  jobId?: string;\n}\n",
    );
  });

  it("a wrapper that picks state out of its parameter maps it itself: the objects of that parameter's type keep state, though an importer hands one a legacy value, and the type stays as it is", () => {
    const dir = copyFixture('picked-type');
    const [types, board, page] = ['types.ts', 'board.ts', 'page.ts'].map((file) => read(dir, file)) as [string, string, string];
    expect(runBin(['fix', '--today', TODAY, '--force', '.'], dir).status).toBe(0);
    const migrated = read(dir, 'board.ts');
    // The one rewrite: where the wrapper picks it; the generated helper follows the file.
    expect(migrated.startsWith(board.replace("{ state: query.state ?? '', ", "{ ...toHiringStateFilter(query.state ?? ''), "))).toBe(true);
    expect(migrated.slice(board.length + 'toHiringStateFilter()...'.length - 'state: '.length)).toMatch(/^\n\/\*\* Generated by hiring-migrate[^]*\nfunction toHiringStateFilter/);
    expect(read(dir, 'types.ts')).toBe(types);
    expect(read(dir, 'page.ts')).toBe(page);
    expect((JSON.parse(runBin(['fix', '--today', TODAY, '--json', '--force', '.'], dir).stdout) as { filesChanged: number }).filesChanged).toBe(0);
  });

  it('an editor linting one module on its own follows imports forwards only: the preset table alone says nothing', () => {
    const dir = copyFixture('importers');
    const run = runBin(['check', '--today', TODAY, '--format', 'json', 'lib/views.cjs'], dir);
    expect(findingsOf(run.stdout, dir)).toEqual([]);
  });
});

describe('wrappers known by name across the run', () => {
  it("a method of the run's list wrapper called through a context is the wrapper; the same name on a class of the calling file (another vendor's client), called on an instance or as `this.listApplications()` in the class, is that class's, and what it gives is no record", () => {
    const dir = copyFixture('vendor-names');
    const run = runBin(['check', '--today', TODAY, '--format', 'json', '.'], dir);
    expect(findingsOf(run.stdout, dir)).toEqual(['lib/resolvers.cjs:5 hiring-migrate/no-legacy-state-filter']);
  });
});

describe('types declared inline', () => {
  it("fix migrates a preset table's filters with the type literal they are declared with as a member of the table's type (`query: { state?: ApplicationState }` of `Record<string, FilterPreset>`), and a loop that destructures state into a one-statement body, so that both still compile; a second run changes nothing", () => {
    const dir = copyFixture('inline-filter-type');
    expect(runBin(['fix', '--today', TODAY, '--force', '.'], dir).status).toBe(0);
    expect(read(dir, 'filters.ts')).toBe("import type { ApplicationState } from './types.ts';\n\nexport interface FilterPreset {\n  label: string;\n  query: { hiringState?: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; stageType?: 'APPLIED' | 'APPLICATION_REVIEW' | 'INTERVIEW' | 'OFFER' | 'HIRED' };\n}\n\nexport const FILTER_PRESETS: Record<string, FilterPreset> = {\n  all: { label: 'All', query: {} },\n  screening: { label: 'Screening', query: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' } },\n  offer: { label: 'Offer', query: { hiringState: 'OFFER' } },\n};\n");
    expect(read(dir, 'counts.ts')).toContain("  for (const application of data) {\n    const state = legacyStateOf(application);\n    counts[state] = (counts[state] ?? 0) + 1;\n  }\n");
    const again = runBin(['fix', '--today', TODAY, '--force', '.'], dir);
    expect(again.stderr).toContain('0 files changed');
  });
});

describe('note payload types across modules', () => {
  it("the flag of object literals declared with an imported type that a note write's payload is declared with is shown where it is set (a draft factory's, a function's returned draft); a note record's own literal is not", () => {
    const dir = copyFixture('typed-note-drafts');
    const run = runBin(['check', '--today', TODAY, '--format', 'json', '.'], dir);
    expect(findingsOf(run.stdout, dir)).toEqual([
      'api.ts:6 hiring-migrate/no-private-note-write',
      'editor.ts:3 hiring-migrate/no-private-note-write',
      'editor.ts:6 hiring-migrate/no-private-note-write',
      'types.ts:3 hiring-migrate/no-private-note-write',
    ]);
  });
});
