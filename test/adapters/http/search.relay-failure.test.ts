import { afterEach, describe, expect, it } from 'vitest';
import { HOST, securityApp, type SecurityApp } from '../../security/security-app';

let current: SecurityApp | null = null;
async function start(): Promise<SecurityApp> {
  current = await securityApp({ production: true });
  return current;
}
afterEach(async () => {
  await current?.app.close();
  current = null;
});

function outageLines(started: SecurityApp) {
  return started.logs.filter((line) => line.code === 'SEARCH_UNAVAILABLE');
}

describe('the search relay', () => {
  it('logs its 502 naming the failed service, its call and whether to retry, and never shows the reason the service gave', async () => {
    const started = await start();
    started.searchRelay.down = true;
    started.searchRelay.failure = {
      code: 'UPSTREAM_BAD_STATUS',
      service: 'search-index',
      retryable: false,
      detail: { operation: 'search', status: 503, reason: 'status 503' },
    };
    const response = await started.app.inject({ url: '/api/search?s=squat', headers: HOST });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'SEARCH_UNAVAILABLE' });
    expect(response.body).not.toContain('status 503');
    const lines = outageLines(started);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      status: 502,
      systems: ['search-index'],
      retryable: false,
      operation: 'search',
    });
  });

  it.each([
    ['', 10],
    ['per_page=', 10],
    ['per_page=x', 10],
    ['per_page=1000', 10],
    ['per_page=-5', 10],
    ['per_page=7', 7],
  ])('asks the content API for %s as %d hits a page', async (query, perPage) => {
    const started = await start();
    const response = await started.app.inject({ url: `/api/search?s=x&${query}`, headers: HOST });
    expect(response.statusCode).toBe(200);
    expect(started.searchRelay.queries.at(-1)?.perPage).toBe(perPage);
  });
});
