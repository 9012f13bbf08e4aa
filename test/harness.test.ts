/**
 * The measuring harness itself (test/support): what the mock service logs and what counts as the
 * same behaviour. A lenient comparison would call broken migrations repaired.
 */
import { describe, expect, it } from 'vitest';
import { same, type Observation } from './support/integrations.js';
import { startMockService } from './support/mock-service.js';

const observed = (result: unknown): Observation => ({ outcome: { ok: true, result }, requests: [] });

describe('same behaviour', () => {
  it('compares query texts a driver returns by what they select: the legacy state as its current filter, parameters sorted, a sorted list sorted again', () => {
    const legacy = observed({ query: 'jobId=job-1&state=QUALIFIED', log: ['GET /v2/applications?state=QUALIFIED', 'GET /v2/applications?state=SCREENING'] });
    const migrated = observed({ query: 'hiringState=ACTIVE&jobId=job-1&stageType=INTERVIEW', log: ['GET /v2/applications?hiringState=ACTIVE&stageType=APPLICATION_REVIEW', 'GET /v2/applications?hiringState=ACTIVE&stageType=INTERVIEW'] });
    expect(same(legacy, migrated)).toBe(true);
  });

  it('reads a logged request line that goes on after its URL (a status) the same way, and keeps what follows', () => {
    const legacy = observed({ log: ['GET /v2/applications?state=HIRED 200', 'GET /v2/applications?state=SCREENING 200'] });
    const migrated = observed({ log: ['GET /v2/applications?hiringState=ACTIVE&stageType=APPLICATION_REVIEW 200', 'GET /v2/applications?hiringState=HIRED 200'] });
    expect(same(legacy, migrated)).toBe(true);
    expect(same(observed({ log: ['GET /v2/applications?state=HIRED 200'] }), observed({ log: ['GET /v2/applications?hiringState=HIRED 400'] }))).toBe(false);
  });

  it('compares filter objects a driver returns (what a preset makes) the same way; records are not filters', () => {
    expect(same(observed({ query: { state: 'SCREENING', jobId: 'job-1' } }), observed({ query: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW', jobId: 'job-1' } }))).toBe(true);
    expect(same(observed({ query: { state: 'SCREENING' } }), observed({ query: { hiringState: 'ACTIVE', stageType: 'INTERVIEW' } }))).toBe(false);
    expect(same(observed({ query: { state: 'SCREENING' } }), observed({ query: {} }))).toBe(false);
    expect(same(observed({ app: { id: 'app-1', state: 'SCREENING' } }), observed({ app: { id: 'app-1', hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' } }))).toBe(false);
  });

  it('reads a value neither interface knows (state=ON_HOLD, an error that quotes it) as its hiringState twin: both are refused alike', () => {
    const legacy = observed({ error: 'GET /v2/applications?state=ON_HOLD failed with HTTP 400' });
    expect(same(legacy, observed({ error: 'GET /v2/applications?hiringState=ON_HOLD failed with HTTP 400' }))).toBe(true);
    expect(same(legacy, observed({ error: 'GET /v2/applications failed with HTTP 400' }))).toBe(false);
    expect(same(legacy, observed({ error: 'GET /v2/applications?hiringState=ACTIVE failed with HTTP 400' }))).toBe(false);
  });

  it('still tells a query that selects something else, and an unsorted list whose order changed', () => {
    const legacy = observed({ query: 'jobId=job-1&state=QUALIFIED' });
    expect(same(legacy, observed({ query: 'hiringState=ACTIVE&jobId=job-1&stageType=APPLICATION_REVIEW' }))).toBe(false);
    expect(same(legacy, observed({ query: 'hiringState=ACTIVE&jobId=job-1' }))).toBe(false);
    expect(same(observed({ order: ['b', 'a'] }), observed({ order: ['a', 'b'] }))).toBe(false);
  });
});

describe('mock service log', () => {
  it('logs the scorecard list without the paging parameters it ignores, and the application list with them', async () => {
    const service = await startMockService('legacy');
    try {
      expect((await fetch(`${service.url}/v2/applications/app-1/scorecards?page=1&per_page=10`)).status).toBe(200);
      expect((await fetch(`${service.url}/v2/applications?state=SCREENING&page=2`)).status).toBe(200);
      expect(service.requests).toEqual([
        { method: 'GET', path: '/v2/applications/app-1/scorecards', status: 200 },
        { method: 'GET', path: '/v2/applications', status: 200, query: { page: ['2'] }, filter: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' } },
      ]);
    } finally {
      await service.close();
    }
  });
});
