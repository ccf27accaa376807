/**
 * Contract: which search route a site's content API has is found on its first search (GET
 * `app/search/query/…`, else `POST app/search`) and remembered; an API with neither route gets
 * readers the translated "search is unavailable" page. Against the sandbox without the GET route
 * (`searchRoutes: 'post' | 'none'`) and the built product against the recorded API with the
 * derived `rest_no_route` variants (`no-get-search`, `no-post-search`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orNull } from '../support/outcome';
import { startSandbox, type RunningSandbox } from '../../sandbox/sandbox';
import { WordPressSearchAdapter } from '../../src/adapters/wordpress/wordpress-search.adapter';
import { siteFixture } from '../fakes/domain-builders';
import { iformEnv, startProduct, type ProductProcess } from '../support/product-process';
import { startRecordedContentApi, type RecordedContentApi } from '../support/recorded-content-api';
import { Pages, describeRequests, expectTexts } from './contract-helpers';
import { keptLog, Upstreams } from './ports/upstreams';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('the search adapter on a sandbox without the GET route', () => {
  const upstreams = new Upstreams();
  let postOnly: RunningSandbox;
  let noSearch: RunningSandbox;

  beforeAll(async () => {
    postOnly = await startSandbox({ port: 0, cdnPort: 0, searchRoutes: 'post' });
    noSearch = await startSandbox({ port: 0, cdnPort: 0, searchRoutes: 'none' });
    cleanups.push(
      () => postOnly.close(),
      () => noSearch.close(),
      () => upstreams.close(),
    );
  });

  const siteOn = (sandbox: RunningSandbox) =>
    siteFixture({
      id: 'wom-dk',
      contentSearch: 'auto',
      upstreams: { ...siteFixture().upstreams, contentApi: `${sandbox.origin}/wom-dk` },
    });

  it('finds POST app/search and answers hits through it', async () => {
    const log = keptLog();
    const search = new WordPressSearchAdapter({ http: upstreams.live('content-api'), logger: log });
    const site = siteOn(postOnly);

    const results = orNull(await search.search(site, { query: 'squat', page: 1, perPage: 10 }));

    expect(results?.teasers.length).toBeGreaterThan(0);
    expect(search.searchRouteOf(site)).toBe('post');
    expect(log.lines.filter((line) => line.startsWith('warn'))).toEqual([
      expect.stringContaining('no GET app/search/query route') as unknown,
    ]);
  });

  it('answers null and says once that the API has no search', async () => {
    const log = keptLog();
    const search = new WordPressSearchAdapter({ http: upstreams.live('content-api'), logger: log });
    const site = siteOn(noSearch);

    expect(orNull(await search.search(site, { query: 'squat', page: 1, perPage: 10 }))).toBeNull();
    expect(orNull(await search.search(site, { query: 'squat', page: 1, perPage: 10 }))).toBeNull();

    expect(log.lines.filter((line) => line.startsWith('warn'))).toEqual([
      expect.stringContaining('has no search route') as unknown,
    ]);
  });
});

/** The built product against its own recorded API with these variants on. */
async function productWith(
  ...variants: string[]
): Promise<{ api: RecordedContentApi; pages: Pages; product: ProductProcess }> {
  const api = await startRecordedContentApi({ variants });
  cleanups.push(() => api.close());
  const product = await startProduct(iformEnv(api.origin), { host: 'iform.dk' });
  cleanups.unshift(() => product.close());
  return { api, product, pages: new Pages(() => product) };
}

const searches = (api: RecordedContentApi) =>
  api
    .requests()
    .filter((request) => request.path.startsWith('app/search'))
    .map((request) => `${request.method} ${request.path.split('/per_page')[0] ?? ''}`);

describe('the product on an API without the GET search route', () => {
  let api: RecordedContentApi;
  let pages: Pages;

  beforeAll(async () => {
    ({ api, pages } = await productWith('no-get-search'));
  });

  it('shows the hits POST app/search answers, and posts straight away from then on', async () => {
    const page = await pages.ok('/search?s=protein');
    expectTexts(
      page,
      ['Proteinpandekager: 31 gram protein pr. portion', /\b23\b/],
      'search hits through POST',
    );
    await pages.ok('/search?s=protein&page=2');

    expect(searches(api), describeRequests(api.requests())).toEqual([
      'GET app/search/query/protein',
      'POST app/search',
      'POST app/search',
    ]);
  });
});

describe('the product on an API with neither search route', () => {
  let api: RecordedContentApi;
  let pages: Pages;
  let product: ProductProcess;

  beforeAll(async () => {
    ({ api, pages, product } = await productWith('no-get-search', 'no-post-search'));
  });

  it('tells the reader in Danish that search is unavailable, with 503 (never a 500)', async () => {
    const page = await pages.get('/search?s=protein');

    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('60');
    expect(page.text).toContain('Søgningen virker ikke lige nu. Prøv igen om lidt.');
    expect(page.text).not.toMatch(/Ingen resultater/i);
  });

  it('asks the API once, then not again for a while; the operator gets one log line', async () => {
    await pages.get('/search?s=protein');
    await pages.get('/search?s=squat');
    const answer = await product.get('/api/search-results?s=yoga');

    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).not.toBe(500);
    expect(searches(api), describeRequests(api.requests())).toEqual([
      'GET app/search/query/protein',
      'POST app/search',
    ]);
    const lines = product
      .logLines()
      .filter((line) => String(line.msg).includes('has no search route'));
    expect(lines).toHaveLength(1);
  });
});
