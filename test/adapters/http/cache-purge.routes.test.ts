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
const SECRET = 'a-long-shared-webhook-secret';
const ARTICLE = '/traening/styrke/5-ovelser';

async function cachedArticle(options: TestAppOptions = {}): Promise<TestApp> {
  const started = await start({ contentWebhookSecret: SECRET, ...options });
  started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  await started.app.inject({ url: ARTICLE, headers: DK });
  return started;
}

async function cacheStatusOf(started: TestApp, url = ARTICLE): Promise<string | undefined> {
  const response = await started.app.inject({ url, headers: DK });
  const status = response.headers['cache-status'];
  return typeof status === 'string' ? status : undefined;
}

describe('content webhook', () => {
  it('drops the named paths of the site chosen by Host', async () => {
    const started = await cachedArticle();
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { ...DK, 'x-webhook-secret': SECRET },
      payload: { paths: [ARTICLE] },
    });
    expect(response.statusCode).toBe(202);
    expect(await cacheStatusOf(started)).toBe('magazine; fwd=miss; stored');
  });

  it('drops every page of a site on all', async () => {
    const started = await cachedArticle();
    await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { ...DK, 'x-webhook-secret': SECRET },
      payload: { all: true },
    });
    expect(await cacheStatusOf(started)).toBe('magazine; fwd=miss; stored');
  });

  it('publishes one CachePurged event naming the scope and the webhook', async () => {
    const started = await cachedArticle();
    const seen: unknown[] = [];
    started.bus.subscribe('CachePurged', (event) => {
      seen.push(event);
    });
    await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { host: 'internal:3000', 'x-webhook-secret': SECRET },
      payload: { site: 'wom-dk', paths: ['/a%c3%b8'] },
    });
    expect(seen).toEqual([
      {
        type: 'CachePurged',
        scope: { kind: 'paths', siteId: 'wom-dk', paths: ['/a%C3%B8'] },
        reason: 'webhook',
      },
    ]);
  });

  it('refuses a wrong secret with 401 and keeps the cache', async () => {
    const started = await cachedArticle();
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { ...DK, 'x-webhook-secret': 'not-the-secret' },
      payload: { all: true },
    });
    expect(response.statusCode).toBe(401);
    expect(await cacheStatusOf(started)).toMatch(/^magazine; hit;/);
  });

  it('refuses every call while CONTENT_WEBHOOK_SECRET is unset', async () => {
    const started = await cachedArticle({ contentWebhookSecret: null });
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { ...DK, 'x-webhook-secret': '' },
      payload: { all: true },
    });
    expect(response.statusCode).toBe(403);
    expect(await cacheStatusOf(started)).toMatch(/^magazine; hit;/);
  });

  it('rejects a body that names neither paths nor all', async () => {
    const started = await cachedArticle();
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { ...DK, 'x-webhook-secret': SECRET },
      payload: { paths: [] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('content webhook, the paths payload', () => {
  const WEBHOOK = { ...DK, 'x-webhook-secret': SECRET, 'content-type': 'application/json' };

  /** Sends a raw JSON body; answers the status, the body and what the rejection was logged as. */
  async function send(started: TestApp, logs: Record<string, unknown>[], payload: string) {
    logs.length = 0;
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: WEBHOOK,
      payload,
    });
    const rejected = logs.find((line) => line.msg === 'request rejected');
    const err = rejected?.err as { message?: string } | undefined;
    return { status: response.statusCode, body: response.json<unknown>(), logged: err?.message };
  }

  const long = (length: number) => `/${'a'.repeat(length - 1)}`;

  it.each([
    ['"paths"', 'the body must be a JSON object'],
    ['{"paths":["/a"],"extra":1}', 'unknown field extra'],
    ['{"site":"","paths":["/a"]}', 'site must be a site id'],
    ['{"site":7,"paths":["/a"]}', 'site must be a site id'],
    [`{"site":"${'s'.repeat(101)}","paths":["/a"]}`, 'site must be a site id'],
    ['{"all":"yes"}', 'all must be true or false'],
    ['{"paths":"/a"}', 'paths must be a list of at most 500'],
    [
      JSON.stringify({ paths: Array.from({ length: 501 }, (_, i) => `/${i}`) }),
      'paths must be a list of at most 500',
    ],
    ['{"paths":["a"]}', 'each path must start with / (at most 2000 characters)'],
    ['{"paths":[7]}', 'each path must start with / (at most 2000 characters)'],
    [
      JSON.stringify({ paths: [long(2001)] }),
      'each path must start with / (at most 2000 characters)',
    ],
    ['{"site":"nope-xx","paths":["/a"]}', 'unknown site nope-xx'],
    ['{"site":"wom-dk"}', 'name a site and paths, or all'],
    ['{"paths":[]}', 'name a site and paths, or all'],
  ])('refuses %s with 400, keeps the cache and logs why', async (payload, why) => {
    const logs: Record<string, unknown>[] = [];
    const started = await cachedArticle({ logs });
    const answer = await send(started, logs, payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'BAD_REQUEST' });
    expect(answer.logged).toBe(why);
    expect(await cacheStatusOf(started)).toMatch(/^magazine; hit;/);
  });

  it('takes 500 paths of up to 2000 characters and a site id of 100, and says what it purged', async () => {
    const logs: Record<string, unknown>[] = [];
    const started = await cachedArticle({ logs });
    const paths = [ARTICLE, long(2000), ...Array.from({ length: 498 }, (_, i) => `/p${i}`)];
    const answer = await send(started, logs, JSON.stringify({ site: 'wom-dk', paths }));
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ purged: { kind: 'paths', siteId: 'wom-dk', paths } });
    expect(await cacheStatusOf(started)).toBe('magazine; fwd=miss; stored');
    const named = await send(started, logs, JSON.stringify({ site: 's'.repeat(100), all: true }));
    expect(named.logged).toBe(`unknown site ${'s'.repeat(100)}`);
  });

  it('answers the scope it purged, no-store: a site on its host, every site from a host of no site', async () => {
    const logs: Record<string, unknown>[] = [];
    const started = await cachedArticle({ logs });
    const onSite = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { ...DK, 'x-webhook-secret': SECRET },
      payload: { all: true },
    });
    expect(onSite.statusCode).toBe(202);
    expect(onSite.headers['cache-control']).toBe('no-store');
    expect(onSite.json()).toEqual({ purged: { kind: 'site', siteId: 'wom-dk' } });
    const notAll = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { host: 'internal:3000', 'x-webhook-secret': SECRET },
      payload: { all: false, paths: ['/a'], site: 'wom-dk' },
    });
    expect(notAll.json()).toEqual({
      purged: { kind: 'paths', siteId: 'wom-dk', paths: ['/a'] },
    });
    const all = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { host: 'internal:3000', 'x-webhook-secret': SECRET },
      payload: { all: true },
    });
    expect(all.json()).toEqual({ purged: { kind: 'all' } });
    expect(logs.filter((line) => line.msg === 'cache purged').map((line) => line.reason)).toEqual([
      'webhook',
      'webhook',
      'webhook',
    ]);
  });

  it('refuses a hook payload from a host of no site that names no site', async () => {
    const logs: Record<string, unknown>[] = [];
    const started = await cachedArticle({ logs });
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { host: 'internal:3000', 'x-webhook-secret': SECRET },
      payload: { hook: 'save_post', post_type: 'page', ID: 1 },
    });
    expect(response.statusCode).toBe(400);
    const rejected = logs.find((line) => line.msg === 'request rejected');
    expect((rejected?.err as { message?: string }).message).toBe(
      'name the site (site) or call on its host',
    );
  });
});

describe('admin purge action', () => {
  it('purges with the same secret and says so as an admin purge', async () => {
    const started = await cachedArticle();
    const reasons: string[] = [];
    started.bus.subscribe('CachePurged', (event) => {
      reasons.push(event.reason);
    });
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/admin/cache/purge',
      headers: { ...DK, 'x-webhook-secret': SECRET },
      payload: { paths: [ARTICLE] },
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      purged: { kind: 'paths', siteId: 'wom-dk', paths: [ARTICLE] },
    });
    expect(reasons).toEqual(['admin']);
    expect(await cacheStatusOf(started)).toBe('magazine; fwd=miss; stored');
  });
});

describe('admin purge action, what it takes and what it leaves', () => {
  it.each([
    ['{"paths":["/a",""]}'],
    ['{"all":"yes"}'],
    ['{"paths":["a"]}'],
    ['{"site":"","all":true}'],
  ])('refuses %s with 400 and keeps the cache', async (payload) => {
    const started = await cachedArticle();
    const purged: unknown[] = [];
    started.bus.subscribe('CachePurged', (event) => {
      purged.push(event);
    });
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/admin/cache/purge',
      headers: { ...DK, 'x-webhook-secret': SECRET, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(purged).toEqual([]);
    expect(await cacheStatusOf(started)).toMatch(/^magazine; hit;/);
  });

  it('logs one "cache purged" line naming the scope and the admin', async () => {
    const logs: Record<string, unknown>[] = [];
    const started = await cachedArticle({ logs });
    await started.app.inject({
      method: 'POST',
      url: '/api/admin/cache/purge',
      headers: { ...DK, 'x-webhook-secret': SECRET },
      payload: { all: true },
    });
    expect(logs.filter((line) => line.msg === 'cache purged')).toMatchObject([
      { reason: 'admin', scope: { kind: 'site', siteId: 'wom-dk' }, site: 'wom-dk' },
    ]);
  });
});

describe('content webhook, the answer to a WordPress hook', () => {
  const HOOK = { ...DK, 'x-webhook-secret': SECRET };

  it('answers a change kept by no cache, with its keys, and logs it as one "content changed" line', async () => {
    const logs: Record<string, unknown>[] = [];
    const started = await cachedArticle({ logs });
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: HOOK,
      payload: { hook: 'save_post', ID: 1201, post_type: 'contenthub_composite' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    const { keys } = response.json<{ keys: string[] }>();
    expect(keys).toContain('wom-dk:composite:1201');
    expect(logs.filter((line) => line.msg === 'content changed')).toEqual([
      expect.objectContaining({
        changed: { site: 'wom-dk', kind: 'composite', id: '1201', action: 'updated' },
        keys: keys.length,
      }),
    ]);
  });

  it('answers a draft saved as a draft as not public, kept by no cache, and logs no change', async () => {
    const logs: Record<string, unknown>[] = [];
    const started = await cachedArticle({ logs });
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: HOOK,
      payload: {
        hook: 'save_post',
        ID: 1201,
        post_type: 'contenthub_composite',
        post_status: 'draft',
        old_status: 'draft',
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ changed: null, reason: 'not public' });
    expect(logs.filter((line) => line.msg === 'content changed')).toEqual([]);
    expect(await cacheStatusOf(started)).toMatch(/^magazine; hit;/);
  });
});
