import { afterEach, describe, expect, it } from 'vitest';
import { searchAnswerFixture } from '../../fixtures/manual/wordpress/search.fixture';
import { teaserFixture } from '../../fixtures/manual/wordpress/teaser.fixture';
import { contentApiHarness, SITE_ORIGIN, type ContentApiHarness } from './content-api.harness';

describe('WordPressSearchAdapter', () => {
  let harness: ContentApiHarness | undefined;

  afterEach(async () => {
    await harness?.close();
  });

  function searchRoute(): (path: string) => boolean {
    return (path) => path.startsWith('/wom-dk/wp-json/app/search/query/');
  }

  function replyToSearch(h: ContentApiHarness, body: unknown, status = 200): void {
    h.agent
      .get('http://content.test')
      .intercept({ path: searchRoute() })
      .reply((request) => {
        h.requests.push({ url: new URL(request.path, 'http://content.test'), headers: {} });
        return { statusCode: status, data: JSON.stringify(body) };
      });
  }

  it('puts the query, page size, page and facets in the path', async () => {
    harness = contentApiHarness();
    replyToSearch(harness, searchAnswerFixture());

    await harness.search.search(harness.site, {
      query: 'stærke ben/arme',
      page: 2,
      perPage: 10,
      facets: { category: ['Styrke'] },
    });

    const { url } = harness.onlyRequest();
    expect(url.pathname).toBe(
      `/wom-dk/wp-json/app/search/query/${encodeURIComponent('stærke ben/arme')}/per_page/10/page/2/facets/${encodeURIComponent('{"category":["Styrke"]}')}`,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'da' });
  });

  it('leaves the facets segment out when there are no facets', async () => {
    harness = contentApiHarness();
    replyToSearch(harness, searchAnswerFixture());

    await harness.search.search(harness.site, { query: 'protein', page: 1, perPage: 10 });

    expect(harness.onlyRequest().url.pathname).toBe(
      '/wom-dk/wp-json/app/search/query/protein/per_page/10/page/1',
    );
  });

  it('maps teasers, facets and pagination', async () => {
    harness = contentApiHarness();
    replyToSearch(harness, searchAnswerFixture([teaserFixture({ id: 7 })]));

    const results = await harness.search.search(harness.site, {
      query: 'protein',
      page: 2,
      perPage: 10,
    });

    expect(results).toMatchObject({
      query: 'protein',
      teasers: [{ id: 7 }],
      pagination: { page: 2, perPage: 10, total: 17, totalPages: 2 },
      facets: [
        {
          label: 'Kategori',
          field: 'category',
          options: [
            { label: 'Styrke', count: 7, active: true },
            { label: 'Kost', count: 3, active: false },
          ],
        },
      ],
    });
  });

  it("calls the site's own /api/search when vertex search is on", async () => {
    harness = contentApiHarness({ site: { vertexSearch: true } });
    harness.reply('/api/search', { body: searchAnswerFixture() }, SITE_ORIGIN);

    const results = await harness.search.search(harness.site, {
      query: 'stærke ben',
      page: 3,
      perPage: 12,
    });

    const { url } = harness.onlyRequest();
    expect(url.origin).toBe(SITE_ORIGIN);
    expect(url.pathname).toBe('/api/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      s: 'stærke ben',
      page: '3',
      per_page: '12',
      lang: 'da',
    });
    expect(results?.teasers).toHaveLength(2);
    expect(harness.metrics.outcomesOf('vertex-search')).toEqual(['ok']);
  });

  it('answers null and logs when the search fails', async () => {
    harness = contentApiHarness();
    replyToSearch(harness, { message: 'boom' }, 502);

    const results = await harness.search.search(harness.site, {
      query: 'protein',
      page: 1,
      perPage: 10,
    });

    expect(results).toBeNull();
    expect(harness.metrics.outcomesOf('search')).toEqual(['error']);
    expect(harness.errors()[0]).toMatchObject({ route: 'app/search/query', status: 502 });
  });

  it('answers no results for a blank query without calling the upstream', async () => {
    harness = contentApiHarness();

    const results = await harness.search.search(harness.site, {
      query: '  ',
      page: 1,
      perPage: 10,
    });

    expect(results).toEqual({
      query: '  ',
      teasers: [],
      pagination: { page: 1, perPage: 10, total: 0, totalPages: 0 },
      facets: [],
    });
    expect(harness.requests).toEqual([]);
    expect(harness.metrics.upstream).toEqual([]);
  });
});
