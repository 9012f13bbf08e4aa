/** Where filters and the values sent in them come from (src/matchers/filters.ts, values.ts), as the findings show them. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/engine/analyze.js';
import { parse } from '../src/engine/parse.js';

function findings(text: string, filename = 'client.ts'): [string, string, number, string][] {
  const parsed = parse(text, filename);
  const result = analyze({ ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: filename.endsWith('.ts'), filename }, { wrappers: [], today: '2026-11-21' });
  return result.findings.map((f) => [f.rule, f.messageId, text.slice(0, f.range[0]).split('\n').length, text.slice(f.range[0], f.range[1])]);
}

describe('values a declared type lists', () => {
  it('a parameter typed with the element type of a constant list, or with an enum, takes their legacy values to the filter', () => {
    const text = [
      "export const STATUS_CHIPS = ['SCREENING', 'QUALIFIED', 'OFFER'] as const;",
      'export type StatusChip = (typeof STATUS_CHIPS)[number];',
      "enum Toggle { Screening = 'SCREENING', Hired = 'HIRED' }",
      'export function withStatus(chip: StatusChip | null) {',
      "  return fetch('/v2/applications?' + new URLSearchParams(chip ? { state: chip } : {}));",
      '}',
      'interface Filters { status?: Toggle; jobId?: string }',
      'export function byToggle(filters: Filters) {',
      '  const { status } = filters;',
      "  return fetch('/v2/applications?' + new URLSearchParams({ state: status ?? '' }));",
      '}',
      '',
    ].join('\n');
    expect(findings(text)).toEqual([
      ['no-legacy-state-filter', 'value', 1, "'SCREENING'"],
      ['no-legacy-state-filter', 'value', 1, "'QUALIFIED'"],
      ['no-legacy-state-filter', 'value', 1, "'OFFER'"],
      ['no-legacy-state-filter', 'value', 3, "'SCREENING'"],
      ['no-legacy-state-filter', 'value', 3, "'HIRED'"],
      ['no-legacy-state-filter', 'dynamic', 5, 'state'],
      ['no-legacy-state-filter', 'dynamic', 10, 'state'],
    ]);
  });

  it('a literal union is the type\'s own words, not values sent anywhere', () => {
    const text = [
      "type Status = 'SCREENING' | 'QUALIFIED';",
      'export function byStatus(status: Status) {',
      "  return fetch('/v2/applications?' + new URLSearchParams({ state: status }));",
      '}',
      '',
    ].join('\n');
    expect(findings(text)).toEqual([['no-legacy-state-filter', 'dynamic', 3, 'state']]);
  });
});

describe('filters a function builds', () => {
  it("a method of the class that builds the query (this.buildParams(filter)) is followed like a function of the file, its parameter standing for the argument", () => {
    const text = [
      "import { HttpParams } from '@angular/common/http';",
      'export class Applications {',
      '  constructor(private http: HttpClient) {}',
      '  buildParams(filter: { jobId?: string } = {}, status?: string) {',
      '    let params = new HttpParams();',
      "    if (status) params = params.set('state', status);",
      '    return params;',
      '  }',
      '  list(filter: { jobId?: string }) {',
      "    return this.http.get('/v2/applications', { params: this.buildParams(filter, 'SCREENING') });",
      '  }',
      '}',
      '',
    ].join('\n');
    expect(findings(text)).toEqual([
      ['no-legacy-state-filter', 'dynamic', 6, "'state'"],
      ['no-legacy-state-filter', 'value', 10, "'SCREENING'"],
    ]);
  });
});
