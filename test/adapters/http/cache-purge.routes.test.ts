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
    expect(reasons).toEqual(['admin']);
    expect(await cacheStatusOf(started)).toBe('magazine; fwd=miss; stored');
  });
});
