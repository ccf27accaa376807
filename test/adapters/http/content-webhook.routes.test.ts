import { afterEach, describe, expect, it } from 'vitest';
import type { EventOf } from '../../../src/ports/event-bus.port';
import type { FastifyInstance } from 'fastify';
import { InjectPageRefresh, REFRESH_HEADER } from '../../../src/adapters/http/inject-page.refresh';
import type { CacheKey } from '../../../src/ports/response-cache.port';
import { articleFixture, siteFixture } from '../../fakes/domain-builders';
import { testApp, type TestApp } from './test-app';

let current: TestApp | null = null;
afterEach(async () => {
  await current?.app.close();
  current = null;
});

const DK = { host: 'wom-dk.localhost:3000' };
const SECRET = 'a-long-shared-webhook-secret';
const ARTICLE = '/traening/styrke/5-ovelser';
const OTHER = '/traening/styrke/squat';

/** The product with two cached articles: 1201 at ARTICLE, 1202 at OTHER. */
async function twoCachedArticles(): Promise<TestApp> {
  current = await testApp({ contentWebhookSecret: SECRET });
  current.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  current.content.resolved.set(OTHER, {
    kind: 'article',
    article: articleFixture({ id: 1202, title: 'Squat' }),
  });
  await current.app.inject({ url: ARTICLE, headers: DK });
  await current.app.inject({ url: OTHER, headers: DK });
  return current;
}

function hook(started: TestApp, payload: Record<string, unknown>, secret = SECRET) {
  return started.app.inject({
    method: 'POST',
    url: '/api/webhooks/content',
    headers: { ...DK, 'x-webhook-secret': secret },
    payload,
  });
}

/** Resolves with the next `ContentRefreshed` (the background renders are done). */
function nextRefresh(started: TestApp): Promise<EventOf<'ContentRefreshed'>> {
  return new Promise((resolve) => {
    const stop = started.bus.subscribe('ContentRefreshed', (event) => {
      stop();
      resolve(event);
    });
  });
}

const SAVED = {
  hook: 'save_post',
  ID: 1201,
  post_type: 'contenthub_composite',
  post_status: 'publish',
};

describe('content webhook, WordPress hooks', () => {
  it('names what a page shows in one Surrogate-Key header', async () => {
    const started = await twoCachedArticles();
    const response = await started.app.inject({ url: ARTICLE, headers: DK });
    const keys = String(response.headers['surrogate-key']).split(' ');
    expect(keys).toContain('wom-dk:composite:1201');
    expect(keys).toContain('wom-dk:site');
    expect(keys).not.toContain('wom-dk:composite:1202');
  });

  it('turns a save of a published article into one ContentChanged event with its keys', async () => {
    const started = await twoCachedArticles();
    const seen: EventOf<'ContentChanged'>[] = [];
    started.bus.subscribe('ContentChanged', (event) => {
      seen.push(event);
    });
    const response = await hook(started, { ...SAVED, old_status: 'publish' });
    expect(response.statusCode).toBe(202);
    expect(seen).toMatchObject([
      { siteId: 'wom-dk', kind: 'composite', id: '1201', action: 'updated' },
    ]);
    expect(seen[0]?.keys).toContain('wom-dk:composite:1201');
    expect(response.json()).toMatchObject({
      changed: { site: 'wom-dk', kind: 'composite', id: '1201', action: 'updated' },
    });
  });

  it('renders the edited article again in the background: the next reader gets the new title from memory', async () => {
    const started = await twoCachedArticles();
    started.content.resolved.set(ARTICLE, {
      kind: 'article',
      article: articleFixture({ title: 'Fem nye øvelser' }),
    });
    const refreshed = nextRefresh(started);
    await hook(started, SAVED);
    expect(await refreshed).toMatchObject({ pagesRendered: 1 });
    const page = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(page.headers['cache-status']).toMatch(/^magazine; hit;/);
    expect(page.body).toContain('Fem nye øvelser');
  });

  it('leaves a page that does not show the article as it was', async () => {
    const started = await twoCachedArticles();
    const before = await started.app.inject({ url: OTHER, headers: DK });
    const refreshed = nextRefresh(started);
    await hook(started, SAVED);
    await refreshed;
    const after = await started.app.inject({ url: OTHER, headers: DK });
    expect(after.headers['cache-status']).toMatch(/^magazine; hit;/);
    expect(after.body).toBe(before.body);
  });

  it('serves the old copy, never a miss, to a reader who comes before the new one is ready', async () => {
    const started = await twoCachedArticles();
    const refreshed = nextRefresh(started);
    await hook(started, SAVED);
    const page = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(page.headers['cache-status']).not.toMatch(/fwd=miss/);
    await refreshed;
  });

  it('does nothing for a draft saved as a draft', async () => {
    const started = await twoCachedArticles();
    const seen: unknown[] = [];
    started.bus.subscribe('ContentChanged', (event) => {
      seen.push(event);
    });
    const response = await hook(started, { ...SAVED, post_status: 'draft', old_status: 'draft' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ changed: null });
    expect(seen).toEqual([]);
  });

  it('reads terms, menus, strings and authors', async () => {
    const started = await twoCachedArticles();
    const seen: EventOf<'ContentChanged'>[] = [];
    started.bus.subscribe('ContentChanged', (event) => {
      seen.push(event);
    });
    await hook(started, { hook: 'edited_term', term_id: 12, taxonomy: 'post_tag' });
    await hook(started, { hook: 'wp_update_nav_menu', menu_id: 3, location: 'header-primary' });
    await hook(started, { hook: 'translation_strings_updated' });
    await hook(started, { hook: 'profile_update', user_id: '7' });
    expect(seen.map((event) => `${event.kind} ${event.id} ${event.action}`)).toEqual([
      'tag 12 updated',
      'menu header-primary updated',
      'translation-strings  updated',
      'author 7 updated',
    ]);
  });

  it('answers 400 with a clear message for an unknown hook or a field off its shape', async () => {
    const started = await twoCachedArticles();
    const unknown = await hook(started, { hook: 'wp_insert_comment', comment_ID: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('unknown hook wp_insert_comment');
    const bad = await hook(started, { ...SAVED, post_type: 'attachment' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('post_type');
    const noId = await hook(started, { hook: 'save_post', post_type: 'page' });
    expect(noId.statusCode).toBe(400);
  });

  it('answers 400 for a site it does not serve', async () => {
    const started = await twoCachedArticles();
    const response = await hook(started, { ...SAVED, site: 'nope-xx' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a hook without the secret, and keeps the cache', async () => {
    const started = await twoCachedArticles();
    const response = await hook(started, SAVED, 'not-the-secret');
    expect(response.statusCode).toBe(401);
    const page = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(page.headers['cache-status']).toMatch(/^magazine; hit;/);
  });

  it('loads the menus again on a menu change, so the pages rendered again show the new entry', async () => {
    const started = await twoCachedArticles();
    started.content.menuData = {
      main: [{ id: 1, title: 'Nyt i menuen', url: '/nyt', target: null, rel: null, children: [] }],
      footer: [],
      user: [],
      secondary: [],
    };
    const refreshed = nextRefresh(started);
    await hook(started, { hook: 'wp_update_nav_menu', menu_id: 3, location: 'header-primary' });
    await refreshed;
    const page = await started.app.inject({ url: ARTICLE, headers: DK });
    expect(page.headers['cache-status']).toMatch(/^magazine; hit;/);
    expect(page.body).toContain('Nyt i menuen');
  });
});

describe('the background render of one page (InjectPageRefresh)', () => {
  const SITES = [
    siteFixture({ id: 'wom-dk', hosts: ['wom-dk.localhost', 'www.wom-dk.localhost'] }),
    siteFixture({ id: 'wom-se', hosts: ['wom-se.localhost'] }),
  ];

  /** An app that records what it is asked and answers with the given Cache-Status. */
  function appAnswering(cacheStatus: string | undefined) {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    const app = {
      inject: (options: { url: string; headers: Record<string, string> }) => {
        asked.push({ url: options.url, headers: options.headers });
        return Promise.resolve({
          headers: cacheStatus === undefined ? {} : { 'cache-status': cacheStatus },
        });
      },
    } as unknown as FastifyInstance;
    return { app, asked };
  }

  const key = (overrides: Partial<CacheKey> = {}): CacheKey => ({
    siteId: 'wom-se',
    path: '/traning',
    query: '',
    variant: 'anonymous',
    ...overrides,
  });

  it("asks the page route on the site's first host with its query and this process's token, and says whether it stored the page", async () => {
    const refresh = new InjectPageRefresh(SITES);
    const { app, asked } = appAnswering('magazine; fwd=request; stored');
    refresh.attach(app);
    expect(await refresh.refresh(key())).toBe(true);
    expect(await refresh.refresh(key({ siteId: 'wom-dk', query: 'page=2' }))).toBe(true);
    expect(asked).toEqual([
      { url: '/traning', headers: { host: 'wom-se.localhost', [REFRESH_HEADER]: refresh.token } },
      {
        url: '/traning?page=2',
        headers: { host: 'wom-dk.localhost', [REFRESH_HEADER]: refresh.token },
      },
    ]);
  });

  it('says not stored when the route answered from the cache or without a Cache-Status', async () => {
    for (const status of ['magazine; hit; ttl=10; detail=memory', undefined]) {
      const refresh = new InjectPageRefresh(SITES);
      refresh.attach(appAnswering(status).app);
      expect(await refresh.refresh(key()), String(status)).toBe(false);
    }
  });

  it('renders nothing before it has an app, for a site it does not know, or for a signed-in variant', async () => {
    const refresh = new InjectPageRefresh(SITES);
    expect(await refresh.refresh(key())).toBe(false);
    const { app, asked } = appAnswering('magazine; fwd=request; stored');
    refresh.attach(app);
    expect(await refresh.refresh(key({ siteId: 'nope-xx' }))).toBe(false);
    expect(await refresh.refresh(key({ variant: 'subscriber' }))).toBe(false);
    expect(asked).toEqual([]);
  });
});
