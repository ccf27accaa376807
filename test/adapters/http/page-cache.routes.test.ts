import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { articleFixture } from '../../fakes/domain-builders';
import { testApp, type TestApp, type TestAppOptions } from './test-app';

let current: TestApp | null = null;
async function start(options?: TestAppOptions): Promise<TestApp> {
  current = await testApp(options);
  return current;
}
afterEach(async () => {
  await current?.app.close();
  current = null;
});

const DK = { host: 'wom-dk.localhost:3000' };
const ARTICLE = '/traening/styrke/5-ovelser';

/** A clock the test moves by hand. */
function manualClock(start = 1_700_000_000_000): {
  now: () => number;
  advance: (ms: number) => void;
} {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}

function resolveCalls(app: TestApp): number {
  return app.content.calls.filter((call) => call === `resolve ${ARTICLE}`).length;
}

describe('response cache on page routes', () => {
  it('renders a miss, stores it, and serves the next request from memory with Age and Cache-Status', async () => {
    const clock = manualClock();
    const started = await start({ now: clock.now });
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });

    const first = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-status']).toBe('magazine; fwd=miss; stored');

    clock.advance(12_000);
    const second = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-status']).toBe('magazine; hit; ttl=48; detail=memory');
    expect(second.headers.age).toBe('12');
    expect(second.body).toBe(first.body);
    expect(resolveCalls(started)).toBe(1);
  });

  it('keys by the allowed query only, so tracking parameters share one entry', async () => {
    const started = await start();
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    await started.app.inject({ url: `${ARTICLE}?utm_source=a`, headers: DK });
    const other = await started.app.inject({
      url: `${ARTICLE}?utm_source=b&fbclid=x`,
      headers: DK,
    });
    expect(other.headers['cache-status']).toMatch(/^magazine; hit;/);
    const paged = await started.app.inject({ url: `${ARTICLE}?page=2`, headers: DK });
    expect(paged.headers['cache-status']).toBe('magazine; fwd=miss; stored');
    expect(resolveCalls(started)).toBe(2);
  });

  it('keeps the sites apart: the same path on another host is another entry', async () => {
    const started = await start();
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    await started.app.inject({ url: ARTICLE, headers: DK });
    const se = await started.app.inject({
      url: ARTICLE,
      headers: { host: 'wom-se.localhost:3000' },
    });
    expect(se.headers['cache-status']).toBe('magazine; fwd=miss; stored');
    expect(se.body).toContain('lang="sv-SE"');
  });

  it('serves stale while one background revalidation refreshes the entry', async () => {
    const clock = manualClock();
    const started = await start({ now: clock.now });
    started.content.resolved.set(ARTICLE, {
      kind: 'article',
      article: articleFixture({ title: 'Gammel titel' }),
    });
    await started.app.inject({ url: ARTICLE, headers: DK });
    started.content.resolved.set(ARTICLE, {
      kind: 'article',
      article: articleFixture({ title: 'Ny titel' }),
    });

    clock.advance(90_000);
    const stale = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('Gammel titel');
    expect(stale.headers['cache-status']).toBe(
      'magazine; hit; ttl=-30; detail=stale-while-revalidate',
    );
    expect(stale.headers.age).toBe('90');

    await expect.poll(() => resolveCalls(started)).toBe(2);
    await expect
      .poll(async () => (await started.app.inject({ url: ARTICLE, headers: DK })).body)
      .toContain('Ny titel');
  });

  it('serves a stored page with stale headers when the content API is down (stale-if-error)', async () => {
    const clock = manualClock();
    const started = await start({ now: clock.now, production: true });
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    await started.app.inject({ url: ARTICLE, headers: DK });
    started.content.down = true;

    clock.advance(60 * 60_000);
    const response = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('5 øvelser til stærke ben');
    expect(response.headers['cache-status']).toBe(
      'magazine; fwd=stale; ttl=-3540; detail=stale-if-error',
    );
    expect(response.headers.age).toBe('3600');
  });

  it('answers an uncached page with the branded 503 and Retry-After when the content API is down', async () => {
    const started = await start({ production: true });
    started.content.down = true;
    const response = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('lang="da-DK"');
    expect(response.body).not.toMatch(/at .+\.ts:\d+/);
    expect(response.body).not.toContain('UPSTREAM_UNAVAILABLE');
  });

  it('never stores an error page: the next request asks the content API again', async () => {
    const started = await start();
    started.content.down = true;
    await started.app.inject({ url: ARTICLE, headers: DK });
    started.content.down = false;
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    const response = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-status']).toBe('magazine; fwd=miss; stored');
  });

  it('caches a not-found page briefly', async () => {
    const clock = manualClock();
    const started = await start({ now: clock.now });
    await started.app.inject({ url: '/findes-ikke', headers: DK });
    const again = await started.app.inject({ url: '/findes-ikke', headers: DK });
    expect(again.statusCode).toBe(404);
    expect(again.headers['cache-status']).toBe('magazine; hit; ttl=30; detail=memory');
  });

  it('makes exactly one content API call for concurrent misses of one page', async () => {
    const started = await start();
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => started.app.inject({ url: ARTICLE, headers: DK })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(resolveCalls(started)).toBe(1);
  });

  it('never caches preview or cacheClear requests', async () => {
    const started = await start();
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    for (const query of ['preview=true', 'cacheClear=1', 'preview=true']) {
      const response = await started.app.inject({ url: `${ARTICLE}?${query}`, headers: DK });
      expect(response.headers['cache-status']).toBe('magazine; fwd=bypass');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const plain = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(plain.headers['cache-status']).toBe('magazine; fwd=miss; stored');
  });

  it("marks an editor's preview link with a banner and keeps it out of every cache", async () => {
    const started = await start();
    // The content API answers the draft the link names, whatever the path (here the front page).
    started.content.resolved.set('/', {
      kind: 'article',
      article: articleFixture({ title: 'Kladde til i morgen' }),
    });
    const link = '/?preview=true&p=36510&post_type=contenthub_composite&nonce=ab12&cacheClear=true';
    for (let round = 0; round < 2; round += 1) {
      const response = await started.app.inject({ url: link, headers: DK });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-status']).toBe('magazine; fwd=bypass');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['surrogate-key']).toBeUndefined();
      expect(response.body).toContain('Kladde til i morgen');
      expect(response.body).toContain(
        '<aside class="preview-banner" aria-label="Forhåndsvisning">',
      );
    }
    expect(started.content.queries.at(-1)).toMatchObject({ preview: 'true', p: '36510' });
    // A cache clear alone is no preview: not cached, not marked.
    const cleared = await started.app.inject({ url: `${ARTICLE}?cacheClear=1`, headers: DK });
    expect(cleared.headers['cache-control']).toBe('private, no-store');
    expect(cleared.body).not.toContain('preview-banner');
    // The published front page for readers is neither marked nor the draft.
    started.content.resolved.set('/', { kind: 'article', article: articleFixture() });
    const front = await started.app.inject({ url: '/', headers: DK });
    expect(front.headers['cache-status']).toBe('magazine; fwd=miss; stored');
    expect(front.body).not.toContain('preview-banner');
  });

  it('drops the entry and renders afresh on purge=cache with the webhook secret', async () => {
    const started = await start({ contentWebhookSecret: 'hemmelig' });
    started.content.resolved.set(ARTICLE, {
      kind: 'article',
      article: articleFixture({ title: 'Gammel titel' }),
    });
    await started.app.inject({ url: ARTICLE, headers: DK });
    started.content.resolved.set(ARTICLE, {
      kind: 'article',
      article: articleFixture({ title: 'Ny titel' }),
    });
    const purged = await started.app.inject({
      url: `${ARTICLE}?purge=cache`,
      headers: { ...DK, 'x-webhook-secret': 'hemmelig' },
    });
    expect(purged.headers['cache-status']).toBe('magazine; fwd=request; stored');
    expect(purged.body).toContain('Ny titel');
    expect(started.content.queries.at(-1)).toMatchObject({ purge: 'cache' });
    const after = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(after.headers['cache-status']).toMatch(/^magazine; hit;/);
    expect(after.body).toContain('Ny titel');
  });

  it('purge=cache drops every copy of the path, query variants too, and says so as a query purge', async () => {
    const started = await start({ contentWebhookSecret: 'hemmelig' });
    const purges: unknown[] = [];
    started.bus.subscribe('CachePurged', (event) => {
      purges.push(event);
    });
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    await started.app.inject({ url: `${ARTICLE}?page=2`, headers: DK });
    const purged = await started.app.inject({
      url: `${ARTICLE}?purge=cache`,
      headers: { ...DK, 'x-webhook-secret': 'hemmelig' },
    });
    expect(purged.statusCode).toBe(200);
    expect(purges).toEqual([
      {
        type: 'CachePurged',
        scope: { kind: 'paths', siteId: 'wom-dk', paths: [ARTICLE] },
        reason: 'query',
      },
    ]);
    const second = await started.app.inject({ url: `${ARTICLE}?page=2`, headers: DK });
    expect(second.headers['cache-status']).toBe('magazine; fwd=miss; stored');
  });

  it('ignores purge=cache from anyone else and serves the page as usual', async () => {
    const started = await start({ contentWebhookSecret: 'hemmelig' });
    started.content.resolved.set(ARTICLE, {
      kind: 'article',
      article: articleFixture({ title: 'Gammel titel' }),
    });
    await started.app.inject({ url: ARTICLE, headers: DK });
    started.content.resolved.set(ARTICLE, {
      kind: 'article',
      article: articleFixture({ title: 'Ny titel' }),
    });
    const resolvesBefore = started.content.calls.filter((call) => call.startsWith('resolve'));
    for (const headers of [DK, { ...DK, 'x-webhook-secret': 'forkert' }]) {
      const ignored = await started.app.inject({ url: `${ARTICLE}?purge=cache`, headers });
      expect(ignored.statusCode).toBe(200);
      expect(ignored.headers['cache-status']).toMatch(/^magazine; hit;/);
      expect(ignored.body).toContain('Gammel titel');
    }
    const resolvesAfter = started.content.calls.filter((call) => call.startsWith('resolve'));
    expect(resolvesAfter).toEqual(resolvesBefore);
  });

  it('serves the brotli or gzip copy made at store time when the client accepts it', async () => {
    const started = await start();
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    const plain = await started.app.inject({ url: ARTICLE, headers: DK });
    const br = await started.app.inject({
      url: ARTICLE,
      headers: { ...DK, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await started.app.inject({
      url: ARTICLE,
      headers: { ...DK, 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a cached copy per reader variant and marks signed-in copies private', async () => {
    const started = await start();
    const reader = { id: 'sub-1', email: 'a@example.com', name: 'Anna', groups: [] };
    started.app.addHook('onRequest', (request, _reply, done) => {
      if (request.headers['x-test-state'] === 'subscriber')
        request.userState = { kind: 'subscriber', reader };
      done();
    });
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    const subscriber = { ...DK, 'x-test-state': 'subscriber' };

    const anonymous = await started.app.inject({ url: ARTICLE, headers: DK });
    const first = await started.app.inject({ url: ARTICLE, headers: subscriber });
    const second = await started.app.inject({ url: ARTICLE, headers: subscriber });

    expect(anonymous.headers['cache-control']).toMatch(/^public/);
    expect(first.headers['cache-status']).toBe('magazine; fwd=miss; stored');
    expect(second.headers['cache-status']).toMatch(/^magazine; hit;/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.body).not.toContain('Anna');
    expect(resolveCalls(started)).toBe(2);
  });

  it('never stores a response that sets a cookie, and marks it private', async () => {
    const started = await start();
    started.app.addHook('onRequest', (request, reply, done) => {
      if (request.headers['x-test-renew'] === 'yes') void reply.header('set-cookie', 'id=new');
      done();
    });
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    const renewed = await started.app.inject({
      url: ARTICLE,
      headers: { ...DK, 'x-test-renew': 'yes' },
    });
    expect(renewed.headers['set-cookie']).toBe('id=new');
    expect(renewed.headers['cache-status']).toBe('magazine; fwd=miss');
    expect(renewed.headers['cache-control']).toBe('private, no-cache');
    const next = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(next.headers['cache-status']).toBe('magazine; fwd=miss; stored');
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it("never hands one reader's cookie to another reader waiting on the same render", async () => {
    const started = await start();
    started.app.addHook('onRequest', (request, reply, done) => {
      if (request.headers['x-test-renew'] === 'yes') void reply.header('set-cookie', 'id=secret');
      done();
    });
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    const [renewed, other] = await Promise.all([
      started.app.inject({ url: ARTICLE, headers: { ...DK, 'x-test-renew': 'yes' } }),
      started.app.inject({ url: ARTICLE, headers: DK }),
    ]);
    expect(resolveCalls(started)).toBe(1);
    expect(renewed.headers['set-cookie']).toBe('id=secret');
    expect(other.statusCode).toBe(200);
    expect(other.headers['set-cookie']).toBeUndefined();
  });

  it('never looks up or stores account, admin and sign-in paths', async () => {
    const started = await start();
    for (const path of ['/account/favourites', '/admin', '/users/whatever']) {
      const response = await started.app.inject({ url: path, headers: DK });
      expect(response.headers['cache-status']).toBe('magazine; fwd=bypass');
    }
  });

  it('counts hits and stale answers by level', async () => {
    const clock = manualClock();
    const started = await start({ now: clock.now });
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    await started.app.inject({ url: ARTICLE, headers: DK });
    await started.app.inject({ url: ARTICLE, headers: DK });
    clock.advance(61_000);
    await started.app.inject({ url: ARTICLE, headers: DK });
    const { body } = await started.metrics.exposition();
    expect(body).toMatch(/response_cache_requests_total\{level="memory",result="hit"\} 1/);
    expect(body).toMatch(/response_cache_requests_total\{level="memory",result="stale"\} 1/);
  });
});

describe('page cache, what the content API is asked', () => {
  it('asks without purge=cache on a miss and on the background render after a content change', async () => {
    const started = await start({ contentWebhookSecret: 'hemmelig' });
    started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    await started.app.inject({ url: ARTICLE, headers: DK });
    expect(started.content.queries).toHaveLength(1);
    const refreshed = new Promise((resolve) => {
      const stop = started.bus.subscribe('ContentRefreshed', (event) => {
        stop();
        resolve(event);
      });
    });
    const hook = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { ...DK, 'x-webhook-secret': 'hemmelig' },
      payload: { hook: 'save_post', ID: 1201, post_type: 'contenthub_composite' },
    });
    expect(hook.statusCode).toBe(202);
    expect(await refreshed).toMatchObject({ pagesRendered: 1 });
    expect(started.content.queries).toHaveLength(2);
    for (const query of started.content.queries) expect(query).not.toHaveProperty('purge');
  });
});
