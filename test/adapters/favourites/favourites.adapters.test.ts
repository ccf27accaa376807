import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MockAgent } from 'undici';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orNull } from '../../support/outcome';
import { ContentApiFavouritesAdapter } from '../../../src/adapters/favourites/content-api-favourites.adapter';
import { UserSettingsFavouritesAdapter } from '../../../src/adapters/favourites/user-settings-favourites.adapter';
import type { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import { buildFavouritesApp } from '../../../sandbox/favourites/favourites.app';
import { siteFixture } from '../../fakes/domain-builders';
import type { InMemoryMetrics } from '../../fakes/metrics.fake';
import { mockUpstream } from '../../support/mock-upstream';
import { fixtureJson } from '../../support/recorded-content-api';

const API = 'http://content.test';
const PROXY = 'http://settings.test';
const USER = '3f1c2a9e-8b4d-4c1e-9f2a-6d5e7b8c9a01';

let agent: MockAgent;
let metrics: InMemoryMetrics;
let logged: string[];
let http: UpstreamHttpClient;
let logger: ReturnType<typeof mockUpstream>['logger'];
/** Every request the mock upstream answered, as `METHOD path body`. */
let requests: string[];

beforeEach(() => {
  const upstream = mockUpstream();
  ({ agent, metrics, logged, logger } = upstream);
  requests = [];
  // A clock that stands still: every failure after the first falls in the failure log's window.
  http = upstream.client('favourites', { now: () => 0 });
});
afterEach(async () => {
  await agent.close();
});

/** Answers the next request to `origin` + `path` (query included) and records it. */
function answer(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  status: number,
  body: unknown,
): void {
  agent
    .get(origin)
    .intercept({ path, method })
    .reply((request) => {
      const sent = typeof request.body === 'string' ? ` ${request.body}` : '';
      requests.push(`${method} ${request.path}${sent}`);
      return {
        statusCode: status,
        data: JSON.stringify(body),
        responseOptions: { headers: { 'content-type': 'application/json; charset=UTF-8' } },
      };
    });
}

const SAVED = fixtureJson('favourites-add.json');
const REFUSED = fixtureJson('favourites-error-409.json');

describe('ContentApiFavouritesAdapter (the content API routes)', () => {
  const site = siteFixture({
    upstreams: { ...siteFixture().upstreams, contentApi: `${API}/wom-dk` },
  });
  const route = (rest: string) => `/wom-dk/wp-json/app/user/favourites/${rest}?lang=da`;

  it('adds, lists and removes through the content API routes', async () => {
    const adapter = new ContentApiFavouritesAdapter({ http, logger });
    answer(API, 'GET', route('u1'), 200, { data: [] });
    expect(orNull(await adapter.list(site, 'u1'))).toEqual([]);

    answer(API, 'POST', route('add/u1'), 200, SAVED);
    answer(API, 'GET', route('u1'), 200, { data: [11] });
    expect(orNull(await adapter.add(site, 'u1', 11))).toEqual([11]);

    // Saved already: the API refuses with 409, the adapter answers the list as it stands.
    answer(API, 'POST', route('add/u1'), 409, REFUSED);
    answer(API, 'GET', route('u1'), 200, { data: [11] });
    expect(orNull(await adapter.add(site, 'u1', 11))).toEqual([11]);

    answer(API, 'POST', route('add/u1'), 200, SAVED);
    answer(API, 'GET', route('u1'), 200, { data: [12, 11] });
    expect(orNull(await adapter.add(site, 'u1', 12))).toEqual([12, 11]);

    // After a removal PHP sends the list with a hole, as an object.
    answer(API, 'POST', route('delete/u1'), 200, {
      status: 'ok',
      message: 'Favourite was deleted!',
    });
    answer(API, 'GET', route('u1'), 200, { data: { '0': 12 } });
    expect(orNull(await adapter.remove(site, 'u1', 11))).toEqual([12]);

    expect(requests).toEqual([
      `GET ${route('u1')}`,
      `POST ${route('add/u1')} {"article_id":11}`,
      `GET ${route('u1')}`,
      `POST ${route('add/u1')} {"article_id":11}`,
      `GET ${route('u1')}`,
      `POST ${route('add/u1')} {"article_id":12}`,
      `GET ${route('u1')}`,
      `POST ${route('delete/u1')} {"article_id":11}`,
      `GET ${route('u1')}`,
    ]);
    expect(new Set(metrics.upstream.map((o) => `${o.service} ${o.outcome}`))).toEqual(
      new Set(['favourites ok']),
    );
    agent.assertNoPendingInterceptors();
  });

  it('reads the recorded list of the real API', async () => {
    answer(API, 'GET', route(USER), 200, fixtureJson('favourites.json'));
    expect(await new ContentApiFavouritesAdapter({ http, logger }).list(site, USER)).toEqual({
      ok: true,
      value: [36184, 36402, 36311],
    });
  });

  it('answers null, logs and counts the failure when the API breaks the contract or fails', async () => {
    const adapter = new ContentApiFavouritesAdapter({ http, logger });
    answer(API, 'GET', route('u1'), 200, { favourites: [1] });
    expect(orNull(await adapter.list(site, 'u1'))).toBeNull();
    answer(API, 'POST', route('add/u1'), 500, { code: 'internal_server_error' });
    expect(orNull(await adapter.add(site, 'u1', 1))).toBeNull();
    expect(metrics.outcomesOf('list')).toEqual(['invalid']);
    expect(metrics.outcomesOf('add')).toEqual(['error']);
    // The sampled failure log writes one line a second and counts the rest into the next line.
    expect(logged).toEqual(['error favourites list failed']);
  });
});

describe('UserSettingsFavouritesAdapter (the user-settings proxy)', () => {
  const dk = siteFixture({ upstreams: { ...siteFixture().upstreams, userSettings: PROXY } });
  const se = siteFixture({
    id: 'wom-se',
    locale: 'sv-SE',
    language: 'sv',
    upstreams: { ...siteFixture().upstreams, userSettings: PROXY },
  });
  const settings = (...entries: { lang: string; ids: number[] }[]) => ({
    userSettings: { favoriteArticles: entries.map((entry) => ({ brandCode: 'WOM', ...entry })) },
  });

  it('keeps favourites per brand and language through the user-settings proxy', async () => {
    const adapter = new UserSettingsFavouritesAdapter({ http, logger });
    answer(PROXY, 'POST', '/addfavorite', 200, settings({ lang: 'da', ids: [5] }));
    expect(orNull(await adapter.add(dk, 'u2', 5))).toEqual([5]);
    answer(
      PROXY,
      'POST',
      '/addfavorite',
      200,
      settings({ lang: 'da', ids: [5] }, { lang: 'sv', ids: [7] }),
    );
    expect(orNull(await adapter.add(se, 'u2', 7))).toEqual([7]);
    answer(
      PROXY,
      'POST',
      '/getfavorites',
      200,
      settings({ lang: 'da', ids: [5] }, { lang: 'sv', ids: [7] }),
    );
    expect(orNull(await adapter.list(dk, 'u2'))).toEqual([5]);
    answer(
      PROXY,
      'POST',
      '/deletefavorites',
      200,
      settings({ lang: 'da', ids: [] }, { lang: 'sv', ids: [7] }),
    );
    expect(orNull(await adapter.remove(dk, 'u2', 5))).toEqual([]);
    answer(
      PROXY,
      'POST',
      '/getfavorites',
      200,
      settings({ lang: 'da', ids: [] }, { lang: 'sv', ids: [7] }),
    );
    expect(orNull(await adapter.list(se, 'u2'))).toEqual([7]);

    expect(requests).toEqual([
      'POST /addfavorite {"context":"bp","userId":"u2","ids":[5],"brandCode":"WOM","locale":"da-DK"}',
      'POST /addfavorite {"context":"bp","userId":"u2","ids":[7],"brandCode":"WOM","locale":"sv-SE"}',
      'POST /getfavorites {"userId":"u2"}',
      'POST /deletefavorites {"context":"bp","userId":"u2","id":5,"brandCode":"WOM","locale":"da-DK"}',
      'POST /getfavorites {"userId":"u2"}',
    ]);
  });

  it('answers a failure without a call when the site names no proxy', async () => {
    expect(
      await new UserSettingsFavouritesAdapter({ http, logger }).list(siteFixture(), 'u'),
    ).toMatchObject({
      ok: false,
      failure: { code: 'FAVOURITES_UNAVAILABLE', service: 'favourites', retryable: false },
    });
    expect(metrics.upstream).toEqual([]);
  });
});

describe('the sandbox favourites service the contract suites run against', () => {
  const dir = mkdtempSync(join(tmpdir(), 'favourites-'));
  const file = join(dir, 'favourites.json');

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the data on disk across a restart of the sandbox', async () => {
    const first = await buildFavouritesApp(file);
    for (const [action, id] of [
      ['add', 11],
      ['add', 12],
      ['delete', 11],
    ] as const) {
      const changed = await first.inject({
        method: 'POST',
        url: `/wom-dk/wp-json/app/user/favourites/${action}/u1`,
        payload: { article_id: id },
      });
      expect(changed.statusCode).toBe(200);
    }
    await first.close();

    const restarted = await buildFavouritesApp(file);
    const answered = await restarted.inject({
      method: 'GET',
      url: '/wom-dk/wp-json/app/user/favourites/u1',
    });
    expect(answered.json()).toEqual({ data: [12] });
    await restarted.close();
  });
});

describe('failures', () => {
  it('answers failures as values: an unreachable service gives its failure', async () => {
    const site = siteFixture({
      upstreams: {
        ...siteFixture().upstreams,
        contentApi: 'http://127.0.0.1:9/wom-dk',
        userSettings: 'http://127.0.0.1:9',
      },
    });
    const unreachable = { ok: false, failure: { code: 'UPSTREAM_UNREACHABLE', retryable: true } };
    expect(await new ContentApiFavouritesAdapter({ http, logger }).add(site, 'u', 1)).toMatchObject(
      unreachable,
    );
    expect(await new UserSettingsFavouritesAdapter({ http, logger }).list(site, 'u')).toMatchObject(
      unreachable,
    );
    expect(metrics.upstream.map((o) => o.outcome)).toEqual(['error', 'error']);
  });
});
