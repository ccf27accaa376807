import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listingFixture, teaserFixture } from '../../fakes/domain-builders';
import { testApp, type TestApp } from './test-app';

/**
 * The listing teasers API (api.routes.ts) that a listing's "load more" island asks: only whole
 * page numbers within bounds reach the content API, the first of a repeated parameter counts, and
 * the answer may be kept by a CDN for a minute.
 */
const HOST = { host: 'wom-dk.localhost:3000' };
let started: TestApp;

beforeAll(async () => {
  started = await testApp();
});

afterAll(async () => {
  await started.app.close();
});

beforeEach(() => {
  started.content.calls.length = 0;
  for (const kind of ['category', 'tag', 'author'])
    started.content.listings.set(`${kind}/11/1`, listingFixture({ teasers: [teaserFixture()] }));
});

/** Queries the route refuses: a missing, unknown or out-of-bounds parameter. */
const REFUSED = [
  'kind=category',
  'id=11',
  'kind=recipe&id=11',
  'kind=category&id=0',
  'kind=category&id=1.5',
  'kind=category&id=1e309',
  'kind=category&id=11&page=0',
  'kind=category&id=11&page=10001',
  'kind=category&id=11&page=1e309',
  'kind=category&id=11&perPage=0',
  'kind=category&id=11&perPage=49',
  'kind=category&id=99999999999999999999',
];

function ask(query: string) {
  return started.app.inject({ url: `/api/listing-teasers?${query}`, headers: HOST });
}

describe('GET /api/listing-teasers', () => {
  it.each(['category', 'tag', 'author'])(
    'answers the first page of a %s, one row of three, cacheable for a minute',
    async (kind) => {
      const response = await ask(`kind=${kind}&id=11`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=60, stale-while-revalidate=300',
      );
      expect(started.content.calls).toContain(`listingPage ${kind}/11?page=1&perPage=3`);
    },
  );

  it('takes the first of a repeated parameter', async () => {
    const response = await ask('kind=category&kind=tag&id=11&id=12&page=1&page=2&perPage=4');
    expect(response.statusCode).toBe(200);
    expect(started.content.calls).toContain('listingPage category/11?page=1&perPage=4');
  });

  it.each(REFUSED)('refuses ?%s with 400 before asking the content API', async (query) => {
    const response = await ask(query);
    expect(response.statusCode).toBe(400);
    expect(started.content.calls.filter((call) => call.startsWith('listingPage'))).toEqual([]);
  });

  it('accepts the bounds themselves', async () => {
    started.content.listings.set('category/11/10000', listingFixture({ teasers: [] }));
    const response = await ask('kind=category&id=11&page=10000&perPage=48');
    expect(response.statusCode).toBe(200);
    expect(started.content.calls).toContain('listingPage category/11?page=10000&perPage=48');
  });

  // Composed in the test itself: the query's schema is an option the route is registered with.
  it('checks the query with the schema it is registered with', async () => {
    const own = await testApp();
    try {
      for (const kind of ['category', 'tag', 'author'])
        own.content.listings.set(`${kind}/11/2`, listingFixture({ teasers: [teaserFixture()] }));
      const ownAsk = (query: string) =>
        own.app.inject({ url: `/api/listing-teasers?${query}`, headers: HOST });
      for (const query of REFUSED) expect((await ownAsk(query)).statusCode, query).toBe(400);
      for (const kind of ['category', 'tag', 'author']) {
        const extra = await ownAsk(`kind=${kind}&id=11&page=2&utm_source=x`);
        expect(extra.statusCode, kind).toBe(200);
      }
      expect(own.content.calls.filter((call) => call.startsWith('listingPage'))).toEqual([
        'listingPage category/11?page=2&perPage=3',
        'listingPage tag/11?page=2&perPage=3',
        'listingPage author/11?page=2&perPage=3',
      ]);
    } finally {
      await own.app.close();
    }
  });
});
