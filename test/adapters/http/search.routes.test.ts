import { afterEach, describe, expect, it } from 'vitest';
import { errorLines, HOST, securityApp, type SecurityApp } from '../../security/security-app';

let current: SecurityApp | null = null;
async function start(): Promise<SecurityApp> {
  current = await securityApp({ production: true });
  return current;
}
afterEach(async () => {
  await current?.app.close();
  current = null;
});

function searches(app: SecurityApp): string[] {
  return app.content.calls.filter((call) => call.startsWith('search '));
}

describe('search routes with repeated or array parameters', () => {
  it.each(['/api/search-results', '/api/search'])(
    '%s searches the first value of a repeated s',
    async (route) => {
      const started = await start();
      const response = await started.app.inject({ url: `${route}?s=a&s=b`, headers: HOST });
      expect(response.statusCode).toBe(200);
      if (route === '/api/search-results') expect(searches(started)).toEqual(['search a page 1']);
      expect(errorLines(started.logs)).toEqual([]);
    },
  );

  it('reads the first value of repeated facets and pages', async () => {
    const started = await start();
    const response = await started.app.inject({
      url: '/api/search-results?s=løb&s=x&categories=1&categories=2&post_type=a&post_type=b&page=2&page=3',
      headers: HOST,
    });
    expect(response.statusCode).toBe(200);
    expect(searches(started)).toEqual(['search løb page 2 category=1 type=a']);
  });

  it.each(['s[]=x', 's[0]=x', 'categories[]=1&s[]=x'])(
    'treats %s as no term (a 200 without results, nothing thrown)',
    async (query) => {
      const started = await start();
      const results = await started.app.inject({
        url: `/api/search-results?${query}`,
        headers: HOST,
      });
      expect(results.statusCode).toBe(200);
      expect(results.body).toBe('null');
      const relay = await started.app.inject({ url: `/api/search?${query}`, headers: HOST });
      expect(relay.statusCode).toBe(400);
      expect(relay.json()).toMatchObject({ error: 'MISSING_TERM' });
      expect(searches(started)).toEqual([]);
      expect(errorLines(started.logs)).toEqual([]);
    },
  );

  it.each(['..', '%2e%2e', '.', '%20.%20', '...'])(
    'answers s=%s with no results or a 400, never an outage',
    async (term) => {
      const started = await start();
      const results = await started.app.inject({
        url: `/api/search-results?s=${term}`,
        headers: HOST,
      });
      expect(results.statusCode).toBe(200);
      const relay = await started.app.inject({ url: `/api/search?s=${term}`, headers: HOST });
      expect(relay.statusCode).toBe(400);
      expect(relay.json()).toMatchObject({ error: 'MISSING_TERM' });
      expect(errorLines(started.logs)).toEqual([]);
    },
  );

  it('never answers a raw error message', async () => {
    const started = await start();
    for (const query of [
      's=a&s=b',
      'categories=1&categories=2',
      's[]=x',
      'per_page=1&per_page=2',
    ]) {
      const response = await started.app.inject({
        url: `/api/search-results?${query}`,
        headers: HOST,
      });
      expect(response.body).not.toMatch(/is not a function|TypeError/);
    }
  });

  it('cuts an overlong term before it goes upstream, and refuses an address longer than any page', async () => {
    const started = await start();
    const response = await started.app.inject({
      url: `/api/search-results?s=${'x'.repeat(6000)}`,
      headers: HOST,
    });
    expect(response.statusCode).toBe(200);
    expect(searches(started)).toEqual([`search ${'x'.repeat(200)} page 1`]);
    const huge = await started.app.inject({
      url: `/api/search-results?s=${'x'.repeat(100_000)}`,
      headers: HOST,
    });
    expect(huge.statusCode).toBe(414);
    expect(searches(started)).toHaveLength(1);
  });

  it('reads the first per_page of /api/search, from 1 to 50, 10 when it is no number', async () => {
    const started = await start();
    const cases: [string, number][] = [
      ['per_page=5&per_page=500', 5],
      ['per_page=500', 50],
      ['per_page=50', 50],
      ['per_page=0', 1],
      ['per_page=1', 1],
      ['per_page=1000', 10],
      ['per_page=x5', 10],
      ['', 10],
    ];
    for (const [query, perPage] of cases) {
      const response = await started.app.inject({ url: `/api/search?s=x&${query}`, headers: HOST });
      expect(response.statusCode, query).toBe(200);
      expect(started.searchRelay.queries.at(-1)?.perPage, query).toBe(perPage);
    }
  });

  it('answers search JSON for a minute, stale for five more, and keeps it out of indexes', async () => {
    const started = await start();
    started.searchRelay.answer = { data: [{ id: 1, title: 'Squat' }] };
    for (const url of ['/api/search?s=squat', '/api/search-results?s=squat']) {
      const response = await started.app.inject({ url, headers: HOST });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(
        'public, max-age=60, stale-while-revalidate=300',
      );
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
    const relayed = await started.app.inject({ url: '/api/search?s=squat', headers: HOST });
    expect(relayed.json()).toEqual({ data: [{ id: 1, title: 'Squat' }] });
  });

  it('answers 502 SEARCH_UNAVAILABLE when a search with a term finds the search service down', async () => {
    const started = await start();
    started.content.down = true;
    started.searchRelay.down = true;
    for (const url of ['/api/search?s=squat', '/api/search-results?s=squat']) {
      const response = await started.app.inject({ url, headers: HOST });
      expect(response.statusCode, url).toBe(502);
      expect(response.json(), url).toEqual({ error: 'SEARCH_UNAVAILABLE' });
    }
    const blank = await started.app.inject({ url: '/api/search-results?s=', headers: HOST });
    expect(blank.statusCode).toBe(200);
    expect(blank.body).toBe('null');
  });
});
