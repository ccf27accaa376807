import { afterEach, describe, expect, it } from 'vitest';
import { orNull } from '../../support/outcome';
import { WordPressSearchAdapter } from '../../../src/adapters/wordpress/wordpress-search.adapter';
import { NO_SEARCH_RETRY_MS } from '../../../src/adapters/wordpress/wordpress-search.route-memory';
import type { Site } from '../../../src/domain/site/site.types';
import { searchAnswerFixture } from '../../fixtures/manual/wordpress/search.fixture';
import { fixtureJson } from '../../support/recorded-content-api';
import {
  API,
  contentApiHarness,
  type ContentApiHarness,
  type HarnessOptions,
} from './content-api.harness';

const POST_ROUTE = `${API}/app/search`;
const getRoute = (term: string) => `${API}/app/search/query/${term}/per_page/10/page/1`;
/** WordPress's 404 for a route it does not have, as the derived fixture carries it. */
const NO_ROUTE = { status: 404, body: fixtureJson('search-no-get-route.json') };
const query = (term: string) => ({ query: term, page: 1, perPage: 10 });

describe('WordPressSearchAdapter finding the search route (contentSearch: auto)', () => {
  let harness: ContentApiHarness | undefined;
  let clock = 0;

  afterEach(async () => {
    await harness?.close();
    clock = 0;
  });

  function open(options: HarnessOptions = {}): {
    h: ContentApiHarness;
    search: WordPressSearchAdapter;
    site: Site;
  } {
    const h = contentApiHarness({ ...options, site: { contentSearch: 'auto', ...options.site } });
    harness = h;
    const search = new WordPressSearchAdapter(
      { http: h.http, logger: h.logger, metrics: h.metrics },
      { now: () => clock },
    );
    return { h, search, site: h.site };
  }

  const methods = (h: ContentApiHarness) =>
    h.requests.map((request) => `${request.method} ${request.url.pathname}`);

  it('uses the GET route when the API has it, and keeps using it', async () => {
    const { h, search, site } = open();
    h.reply(getRoute('protein'), { body: searchAnswerFixture() });
    h.reply(getRoute('squat'), { body: searchAnswerFixture() });

    expect(orNull(await search.search(site, query('protein')))).not.toBeNull();
    expect(orNull(await search.search(site, query('squat')))).not.toBeNull();

    expect(methods(h)).toEqual([`GET ${getRoute('protein')}`, `GET ${getRoute('squat')}`]);
    expect(search.searchRouteOf(site)).toBe('get');
    expect(h.warnings()).toEqual([]);
  });

  it('answers through POST app/search when the GET route is missing, and remembers POST', async () => {
    const { h, search, site } = open();
    h.reply(getRoute('protein'), NO_ROUTE);
    h.reply(POST_ROUTE, { method: 'POST', body: searchAnswerFixture() });
    h.reply(POST_ROUTE, { method: 'POST', body: searchAnswerFixture() });

    const first = orNull(await search.search(site, query('protein')));
    const second = orNull(await search.search(site, query('squat')));

    expect(first?.teasers.map((teaser) => teaser.id)).toEqual([36402, 36184, 36333]);
    expect(second).not.toBeNull();
    expect(methods(h)).toEqual([
      `GET ${getRoute('protein')}`,
      `POST ${POST_ROUTE}`,
      `POST ${POST_ROUTE}`,
    ]);
    expect(h.requests[2]?.body).toMatchObject({ query: 'squat', page: 1, per_page: 10 });
    expect(search.searchRouteOf(site)).toBe('post');
    expect(h.warnings().map((line) => line.msg)).toEqual([
      'content API has no GET app/search/query route: searches use POST app/search',
    ]);
  });

  it('answers the rest_no_route failure without asking again for a while when the API has neither route', async () => {
    const { h, search, site } = open();
    h.reply(getRoute('protein'), NO_ROUTE);
    h.reply(POST_ROUTE, { method: 'POST', ...NO_ROUTE });
    const noRoute = {
      ok: false,
      failure: {
        code: 'UPSTREAM_BAD_STATUS',
        service: 'content-api',
        retryable: false,
        detail: { operation: 'search', status: 404, reason: 'rest_no_route for POST app/search' },
      },
    };

    expect(await search.search(site, query('protein'))).toEqual(noRoute);
    clock = NO_SEARCH_RETRY_MS - 1;
    expect(await search.search(site, query('protein'))).toEqual(noRoute);

    expect(methods(h)).toEqual([`GET ${getRoute('protein')}`, `POST ${POST_ROUTE}`]);
    expect(search.searchRouteOf(site)).toBeNull();
    const warnings = h.warnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ site: site.id, retryInMinutes: 10 });
    expect(warnings[0]?.msg).toMatch(/no search route.*search is unavailable/);
  });

  it('tries the routes again after the wait, so an upgraded API is picked up without a restart', async () => {
    const { h, search, site } = open();
    h.reply(getRoute('protein'), NO_ROUTE);
    h.reply(POST_ROUTE, { method: 'POST', ...NO_ROUTE });
    orNull(await search.search(site, query('protein')));

    clock = NO_SEARCH_RETRY_MS;
    h.reply(getRoute('protein'), { body: searchAnswerFixture() });

    expect(orNull(await search.search(site, query('protein')))).not.toBeNull();
    expect(search.searchRouteOf(site)).toBe('get');
  });

  it('logs "no search route" once, not on every confirming probe', async () => {
    const { h, search, site } = open();
    for (let round = 0; round < 3; round += 1) {
      clock = round * NO_SEARCH_RETRY_MS;
      h.reply(getRoute('protein'), NO_ROUTE);
      h.reply(POST_ROUTE, { method: 'POST', ...NO_ROUTE });
      orNull(await search.search(site, query('protein')));
    }
    expect(h.requests).toHaveLength(6);
    expect(h.warnings()).toHaveLength(1);
  });

  it('takes a 5xx or a timeout for an outage, not a missing route: nothing is remembered', async () => {
    const { h, search, site } = open({ timeouts: { headersMs: 50, deadlineMs: 100 } });
    h.reply(getRoute('protein'), { status: 503, body: { code: 'unavailable' } });
    h.reply(getRoute('protein'), { body: searchAnswerFixture(), delayMs: 500 });
    h.reply(getRoute('protein'), { body: searchAnswerFixture() });

    expect(orNull(await search.search(site, query('protein')))).toBeNull();
    expect(orNull(await search.search(site, query('protein')))).toBeNull();
    expect(orNull(await search.search(site, query('protein')))).not.toBeNull();

    expect(methods(h).filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(search.searchRouteOf(site)).toBe('get');
  });

  it('keeps a remembered route through an outage', async () => {
    const { h, search, site } = open();
    h.reply(getRoute('protein'), NO_ROUTE);
    h.reply(POST_ROUTE, { method: 'POST', body: searchAnswerFixture() });
    orNull(await search.search(site, query('protein')));
    h.reply(POST_ROUTE, { method: 'POST', status: 500, body: { code: 'internal_server_error' } });
    h.reply(POST_ROUTE, { method: 'POST', body: searchAnswerFixture() });

    expect(orNull(await search.search(site, query('protein')))).toBeNull();
    expect(orNull(await search.search(site, query('protein')))).not.toBeNull();

    expect(methods(h)).toEqual([
      `GET ${getRoute('protein')}`,
      `POST ${POST_ROUTE}`,
      `POST ${POST_ROUTE}`,
      `POST ${POST_ROUTE}`,
    ]);
  });

  it('finds the route again when the remembered one disappears', async () => {
    const { h, search, site } = open();
    h.reply(getRoute('protein'), { body: searchAnswerFixture() });
    orNull(await search.search(site, query('protein')));
    h.reply(getRoute('protein'), NO_ROUTE);
    h.reply(POST_ROUTE, { method: 'POST', body: searchAnswerFixture() });

    expect(orNull(await search.search(site, query('protein')))).not.toBeNull();
    expect(search.searchRouteOf(site)).toBe('post');
  });

  it('shares one discovery between concurrent first searches', async () => {
    const { h, search, site } = open();
    h.reply(getRoute('protein'), { ...NO_ROUTE, delayMs: 50 });
    for (let index = 0; index < 5; index += 1)
      h.reply(POST_ROUTE, { method: 'POST', body: searchAnswerFixture() });

    const answers = await Promise.all(
      ['protein', 'squat', 'yoga', 'løb', 'kost'].map((term) => search.search(site, query(term))),
    );

    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(methods(h).filter((call) => call.startsWith('GET'))).toEqual([
      `GET ${getRoute('protein')}`,
    ]);
    expect(methods(h).filter((call) => call.startsWith('POST'))).toHaveLength(5);
    expect(h.warnings()).toHaveLength(1);
  });

  it('remembers nothing when a term or facets could have missed an existing GET route', async () => {
    const { h, search, site } = open();
    h.reply(getRoute(encodeURIComponent('50/50')), NO_ROUTE);
    h.reply(POST_ROUTE, { method: 'POST', ...NO_ROUTE });
    h.reply(getRoute('protein'), { body: searchAnswerFixture() });

    expect(orNull(await search.search(site, query('50/50')))).toBeNull();
    expect(orNull(await search.search(site, query('protein')))).not.toBeNull();
    expect(search.searchRouteOf(site)).toBe('get');
    expect(h.warnings()).toEqual([]);
  });

  it('remembers each site apart', async () => {
    const { h, search, site } = open();
    const other: Site = { ...site, id: 'ifo-se' };
    h.reply(getRoute('protein'), NO_ROUTE);
    h.reply(POST_ROUTE, { method: 'POST', body: searchAnswerFixture() });
    orNull(await search.search(site, query('protein')));

    h.reply(getRoute('protein'), { body: searchAnswerFixture() });
    expect(orNull(await search.search(other, query('protein')))).not.toBeNull();
    expect(search.searchRouteOf(site)).toBe('post');
    expect(search.searchRouteOf(other)).toBe('get');
  });

  it('relays through the route its searches found', async () => {
    const { h, search, site } = open();
    h.reply(getRoute('protein'), NO_ROUTE);
    h.reply(POST_ROUTE, { method: 'POST', body: searchAnswerFixture() });
    h.reply(POST_ROUTE, { method: 'POST', body: searchAnswerFixture() });
    orNull(await search.search(site, query('protein')));

    const relayed = orNull(await search.relay(site, query('squat')));

    expect(relayed).toMatchObject({ data: expect.any(Array) as unknown });
    expect(methods(h).at(-1)).toBe(`POST ${POST_ROUTE}`);
  });
});

describe('WordPressSearchAdapter with a configured route (contentSearch: get | post)', () => {
  let harness: ContentApiHarness | undefined;

  afterEach(async () => {
    await harness?.close();
  });

  it('never falls back from a configured GET, and logs the missing route once', async () => {
    const h = contentApiHarness({ site: { contentSearch: 'get' } });
    harness = h;
    h.reply(getRoute('protein'), NO_ROUTE);
    h.reply(getRoute('protein'), NO_ROUTE);

    expect(orNull(await h.search.search(h.site, query('protein')))).toBeNull();
    expect(orNull(await h.search.search(h.site, query('protein')))).toBeNull();

    expect(h.requests.map((request) => request.method)).toEqual(['GET', 'GET']);
    expect(h.warnings().map((line) => line.msg)).toEqual([
      expect.stringMatching(/no route for the configured contentSearch/) as unknown,
    ]);
  });

  it('posts straight away when configured with post', async () => {
    const h = contentApiHarness({ site: { contentSearch: 'post' } });
    harness = h;
    h.reply(POST_ROUTE, { method: 'POST', body: searchAnswerFixture() });

    expect(orNull(await h.search.search(h.site, query('protein')))).not.toBeNull();
    expect(h.requests.map((request) => request.method)).toEqual(['POST']);
  });
});
