import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  articleFixture,
  listingFixture,
  pageFixture,
  teaserFixture,
  teaserListFixture,
} from '../../fakes/domain-builders';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { FakePageRenderer } from '../../fakes/page-renderer.fake';
import { testApp, type TestApp } from './test-app';

let current: TestApp | null = null;
async function start(options?: Parameters<typeof testApp>[0]): Promise<TestApp> {
  current = await testApp(options);
  return current;
}
afterEach(async () => {
  await current?.app.close();
  current = null;
});

const DK = { host: 'wom-dk.localhost:3000' };

describe('page routes', () => {
  it('serves the front page of the site chosen by Host, in its language', async () => {
    const { app, content } = await start();
    content.resolved.set('/', {
      kind: 'page',
      page: pageFixture({
        blocks: [
          {
            type: 'teaser_list',
            key: 'b0',
            list: teaserListFixture([teaserFixture({ title: 'Løb dig i form' })]),
          },
        ],
      }),
    });
    const response = await app.inject({ url: '/', headers: DK });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('lang="da-DK"');
    expect(response.body).toContain('Løb dig i form');
  });

  it('answers an unknown host with 404 and no site content', async () => {
    const { app, content } = await start();
    content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Hemmelig forside' }) });
    const response = await app.inject({ url: '/', headers: { host: 'other-brand.example' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Hemmelig');
    expect(content.calls).toEqual([]);
  });

  it('lists every site on the localhost index page', async () => {
    const { app } = await start();
    const response = await app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http://wom-dk.localhost:3000/');
    expect(response.body).toContain('http://wom-se.localhost:3000/');
  });

  it('serves the index at its home whatever the query, and nothing else on its host', async () => {
    const { app } = await start();
    const index = { host: 'localhost:3000' };
    const withQuery = await app.inject({ url: '/?utm_source=x', headers: index });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.headers['cache-control']).toBe('no-cache');
    expect(withQuery.headers['x-robots-tag']).toBe('noindex');
    expect(withQuery.body).toContain('http://wom-dk.localhost:3000/');
    const elsewhere = await app.inject({ url: '/traening', headers: index });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toBe('No site is configured for this host.');
  });

  it('renders an article with its title and canonical link', async () => {
    const { app, content } = await start();
    content.resolved.set('/traening/styrke/5-ovelser', {
      kind: 'article',
      article: articleFixture(),
    });
    const response = await app.inject({
      url: '/traening/styrke/5-ovelser?utm_source=x',
      headers: DK,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('5 øvelser til stærke ben');
    expect(response.body).toContain(
      'rel="canonical" href="http://wom-dk.localhost:3000/traening/styrke/5-ovelser"',
    );
  });

  it('tells crawlers in a header what the page says in its robots meta', async () => {
    const { app, content } = await start();
    content.resolved.set('/traening/styrke/5-ovelser', {
      kind: 'article',
      article: articleFixture(),
    });
    content.resolved.set('/skjult', {
      kind: 'article',
      article: articleFixture({ robots: 'noindex, nofollow' }),
    });
    const indexable = await app.inject({ url: '/traening/styrke/5-ovelser', headers: DK });
    expect(indexable.statusCode).toBe(200);
    expect(indexable.headers['x-robots-tag']).toBeUndefined();

    const hidden = await app.inject({ url: '/skjult', headers: DK });
    expect(hidden.headers['x-robots-tag']).toBe('noindex');
    expect(hidden.body).toContain('name="robots" content="noindex, nofollow"');

    for (const url of [
      '/traening/styrke/5-ovelser?preview=true',
      '/search?s=squat',
      '/findes-ikke',
    ]) {
      const response = await app.inject({ url, headers: DK });
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.body, url).toMatch(/name="robots" content="noindex/);
    }
  });

  it('answers a search it cannot make with 503, kept by no cache, saying so in Danish', async () => {
    const { app, content } = await start();
    content.searchResults = null;
    const response = await app.inject({ url: '/search?s=squat', headers: DK });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['retry-after']).toBe('60');
    expect(response.body).toContain('Søgningen virker ikke lige nu. Prøv igen om lidt.');
  });

  it('serves an anonymous reader the article without its locked part and records the paywall', async () => {
    const bus = new RecordingEventBus();
    const { app, content } = await start({ bus });
    content.resolved.set('/traening/styrke/5-ovelser', {
      kind: 'article',
      article: articleFixture({
        id: 4711,
        widgets: [
          { type: 'text_item', key: 'w0', locked: false, body: 'Åben indledning.' },
          { type: 'text_item', key: 'w1', locked: true, body: 'Låst hemmelighed.' },
        ],
      }),
    });
    const first = await app.inject({ url: '/traening/styrke/5-ovelser', headers: DK });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Åben indledning.');
    expect(first.body).not.toContain('Låst hemmelighed.');
    expect(first.body).toContain('/users/sign_in?returnUri=%2Ftraening%2Fstyrke%2F5-ovelser');
    // the second reader of the same variant is answered from the cache, without the use case
    await app.inject({ url: '/traening/styrke/5-ovelser', headers: DK });
    expect(bus.of('PaywallShown')).toEqual([
      { type: 'PaywallShown', siteId: 'wom-dk', articleId: 4711 },
    ]);
  });

  it('renders a listing page with a link to the next page', async () => {
    const { app, content } = await start();
    content.resolved.set('/traening', {
      kind: 'listing',
      listing: listingFixture({
        teasers: [teaserFixture({ title: 'Side to' })],
        pagination: { page: 2, perPage: 12, total: 40, totalPages: 4 },
      }),
    });
    const response = await app.inject({ url: '/traening?page=2', headers: DK });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Side to');
    expect(response.body).toContain('?page=3');
  });

  it('follows a stored redirect', async () => {
    const { app, content } = await start();
    content.resolved.set('/gammel', { kind: 'redirect', location: '/ny', status: 301 });
    const response = await app.inject({ url: '/gammel', headers: DK });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ny');
  });

  it('shows the not-found page with a search form and popular teasers for unknown paths', async () => {
    const { app, content } = await start();
    content.popularTeasers = [teaserFixture({ title: 'Mest læst' })];
    const response = await app.inject({ url: '/findes-ikke', headers: DK });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('name="s"');
    expect(response.body).toContain('Mest læst');
  });

  it('answers blocked paths with 404 without asking the content API', async () => {
    const { app, content } = await start();
    const response = await app.inject({ url: '/fonts/roboto.woff2', headers: DK });
    expect(response.statusCode).toBe(404);
    expect(content.calls.some((call) => call.startsWith('resolve'))).toBe(false);
  });

  it('redirects sign-in to the front page when sign-in is disabled', async () => {
    const { app } = await start();
    const response = await app.inject({ url: '/users/sign_in', headers: DK });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('shows the error page with the raw message outside production', async () => {
    const { app, content } = await start();
    content.down = true;
    const response = await app.inject({ url: '/traening', headers: DK });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('The upstream could not be reached (refused, reset, DNS)');
  });

  it('hides the raw error message in production', async () => {
    const { app, content } = await start({ production: true });
    content.down = true;
    const response = await app.inject({ url: '/traening', headers: DK });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain('The upstream could not be reached');
  });

  it('falls back to a plain message when the error page itself fails', async () => {
    const failing = {
      isReady: () => true,
      render: () => Promise.reject(new Error('render broke')),
    };
    const { app } = await start({ renderer: failing });
    const response = await app.inject({ url: '/', headers: DK });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('An error occurred while showing the error page');
    expect(response.body).toContain('href="/"');
  });

  it('falls back to the plain message alone in production when the error page itself fails', async () => {
    const failing = {
      isReady: () => true,
      render: () => Promise.reject(new Error('render broke')),
    };
    const { app } = await start({ renderer: failing, production: true });
    const response = await app.inject({ url: '/', headers: DK });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain(
      '<p>An error occurred while showing the error page</p><p><a href="/">Home</a></p>',
    );
    expect(response.body).not.toContain('render broke');
  });

  it('answers other methods on pages with the not-found page', async () => {
    const { app } = await start();
    const response = await app.inject({ method: 'POST', url: '/', headers: DK });
    expect(response.statusCode).toBe(404);
  });
});

describe('operations routes', () => {
  it('answers health and readiness', async () => {
    const { app } = await start();
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('answers liveness and readiness never cached, with what readiness waits for', async () => {
    const renderer = new FakePageRenderer();
    const { app } = await start({ renderer });
    const alive = await app.inject({ url: '/healthz' });
    expect(alive.headers['cache-control']).toBe('no-store');
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', sites: 2, renderer: true });
    // the render build not loaded yet: not ready, and says why
    renderer.ready = false;
    const starting = await app.inject({ url: '/readyz' });
    expect(starting.statusCode).toBe(503);
    expect(starting.headers['cache-control']).toBe('no-store');
    expect(starting.json()).toEqual({ status: 'starting', sites: 2, renderer: false });
  });

  it('fails readiness while draining before a stop, and still answers everything else', async () => {
    const { app } = await start();
    app.drain.start();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'draining' });
    expect(ready.headers.connection).toBe('close');
    const alive = await app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.headers.connection).toBe('close');
  });

  it('echoes a valid request id and makes one when there is none', async () => {
    const { app } = await start();
    expect(
      (await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } })).headers[
        'x-request-id'
      ],
    ).toBe('abc-123');
    expect(
      (await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } }))
        .headers['x-request-id'],
    ).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records request duration by site, route pattern and status', async () => {
    const { app, metrics } = await start();
    await app.inject({ url: '/findes-ikke', headers: DK });
    const { body } = await metrics.exposition();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{site="wom-dk",method="GET",route="\/\*",status_code="404"\} 1/,
    );
    expect(body).toMatch(/render_duration_seconds_count\{page_type="not-found"\} 1/);
    // the render took a moment, in seconds: more than nothing, far less than a minute
    const sum = /render_duration_seconds_sum\{page_type="not-found"\} (\S+)/.exec(body)?.[1];
    expect(Number(sum)).toBeGreaterThan(0);
    expect(Number(sum)).toBeLessThan(60);
  });
});

describe('listing teasers API', () => {
  it('returns one page of public teasers as JSON', async () => {
    const { app, content } = await start();
    content.listings.set(
      'category/11/2',
      listingFixture({
        teasers: [
          teaserFixture({ title: 'Synlig' }),
          teaserFixture({ title: 'Kladde', status: 'draft' }),
        ],
        pagination: { page: 2, perPage: 4, total: 8, totalPages: 2 },
      }),
    );
    const response = await app.inject({
      url: '/api/listing-teasers?kind=category&id=11&page=2&perPage=4',
      headers: DK,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      teasers: { title: string }[];
      pagination: { totalPages: number };
    }>();
    expect(body.teasers.map((teaser) => teaser.title)).toEqual(['Synlig']);
    expect(body.pagination.totalPages).toBe(2);
  });

  it('asks for one row of three when no page size is sent (the listings step, ADR 17)', async () => {
    const { app, content } = await start();
    content.listings.set('category/11/2', listingFixture({ teasers: [teaserFixture()] }));
    const response = await app.inject({
      url: '/api/listing-teasers?kind=category&id=11&page=2',
      headers: DK,
    });
    expect(response.statusCode).toBe(200);
    expect(content.calls).toContain('listingPage category/11?page=2&perPage=3');
  });

  it('rejects bad input with 400 and a translated message', async () => {
    const { app, content } = await start();
    content.strings = { 'errors.bad_request': 'Forespørgslen er ugyldig.' };
    const response = await app.inject({
      url: '/api/listing-teasers?kind=recipe&id=x',
      headers: DK,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Forespørgslen er ugyldig.' });
  });
});

/** Sends one raw HTTP/1.1 request; answers its status line. */
function statusLineOf(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let reply = '';
    const socket = connect({ host: '127.0.0.1', port }, () =>
      socket.write(`${requestLine}\r\nHost: wom-dk.localhost:3000\r\nConnection: close\r\n\r\n`),
    );
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('close', () => {
      resolve(reply.split('\r\n')[0] ?? '');
    });
    socket.on('error', reject);
  });
}

const PAGE_CACHE =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

describe('page routes, the request target and what each answer may be kept for', () => {
  it('refuses a request target that is not a path with 400, and answers an absolute URL with the not-found page', async () => {
    const logs: Record<string, unknown>[] = [];
    const { app } = await start({ logs });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    expect(await statusLineOf(port, 'GET * HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
    expect(await statusLineOf(port, 'OPTIONS * HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
    expect(await statusLineOf(port, 'GET wom-dk.localhost:3000 HTTP/1.1')).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    // `*` reaches the router, which refuses it itself; `host:port` the HTTP parser refuses first
    const rejected = logs.filter((line) => line.msg === 'request rejected');
    expect(rejected.map((line) => (line.err as { message?: string }).message)).toEqual([
      'The request target is not a path',
      'The request target is not a path',
    ]);
    for (const target of ['http://wom-dk.localhost:3000/findes-ikke', 'HTTPS://x.example/a'])
      expect(await statusLineOf(port, `GET ${target} HTTP/1.1`), target).toBe(
        'HTTP/1.1 404 Not Found',
      );
  });

  it('sends a stored redirect with no body, kept like a page and named by the keys of its path', async () => {
    const { app, content } = await start();
    content.resolved.set('/gammel', { kind: 'redirect', location: '/ny', status: 301 });
    const response = await app.inject({ url: '/gammel', headers: DK });
    expect(response.statusCode).toBe(301);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe(PAGE_CACHE);
    const keys = String(response.headers['surrogate-key']).split(' ');
    expect(keys.length).toBeGreaterThan(1);
    expect(keys).toContain('wom-dk:site');
  });

  it('lets shared caches keep a page a minute and a not-found page half a minute, neither with Retry-After', async () => {
    const { app, content } = await start();
    content.resolved.set('/traening/styrke/5-ovelser', {
      kind: 'article',
      article: articleFixture(),
    });
    const page = await app.inject({ url: '/traening/styrke/5-ovelser', headers: DK });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(PAGE_CACHE);
    expect(page.headers['retry-after']).toBeUndefined();
    const missing = await app.inject({ url: '/findes-ikke', headers: DK });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(missing.headers['retry-after']).toBeUndefined();
  });
});

describe('unmatched routes', () => {
  it('answer an unknown API path or a host of no site with a JSON 404, and other methods on a site with its not-found page without asking the content API', async () => {
    const { app, content } = await start();
    for (const [method, url, headers] of [
      ['POST', '/api/findes-ikke', DK],
      ['POST', '/', { host: 'other-brand.example' }],
      ['POST', '/', { host: 'localhost:3000' }],
    ] as const) {
      const response = await app.inject({ method, url, headers });
      const label = `${method} ${url} ${headers.host}`;
      expect(response.statusCode, label).toBe(404);
      expect(response.headers['content-type'], label).toBe('application/json; charset=utf-8');
      expect(response.json(), label).toEqual({
        error: 'NOT_FOUND',
        message: 'This page could not be found',
      });
    }
    const page = await app.inject({ method: 'POST', url: '/traening', headers: DK });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(page.body).toContain('name="s"');
    expect(
      content.calls.filter((call) => call === 'popular' || call.startsWith('resolve')),
    ).toEqual([]);
  });
});
