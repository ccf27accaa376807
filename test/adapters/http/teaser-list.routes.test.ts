import Fastify, { type FastifyInstance } from 'fastify';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import { succeeded, type Outcome } from '../../../src/domain/errors/outcome';
import { afterEach, describe, expect, it } from 'vitest';
import { sitePlugin } from '../../../src/adapters/http/site.plugin';
import { teaserListRoutes } from '../../../src/adapters/http/teaser-list.routes';
import { TeaserListPage } from '../../../src/application/teaser-list-page.use-case';
import type { TeaserList } from '../../../src/domain/content/content.types';
import type { Site } from '../../../src/domain/site/site.types';
import { InMemoryContent } from '../../fakes/content.fake';
import { siteFixture, teaserFixture, teaserListFixture } from '../../fakes/domain-builders';

class ContentWithLists extends InMemoryContent {
  readonly pages = new Map<string, TeaserList>();

  override teaserListPage(site: Site, cursor: string): Promise<Outcome<TeaserList | null>> {
    void super.teaserListPage(site, cursor);
    return Promise.resolve(succeeded(this.pages.get(cursor) ?? null));
  }
}

let app: FastifyInstance | null = null;

afterEach(async () => {
  await app?.close();
  app = null;
});

async function build(content: ContentWithLists): Promise<FastifyInstance> {
  const site = siteFixture();
  const built = Fastify();
  await built.register(sitePlugin, { edge: new RequestEdge([site]) });
  teaserListRoutes(built, new TeaserListPage(content));
  await built.ready();
  app = built;
  return built;
}

describe('GET /api/teaser-list', () => {
  it('answers the next page of public teasers and the cursor after it', async () => {
    const content = new ContentWithLists();
    content.pages.set(
      'c2',
      teaserListFixture([teaserFixture({ id: 1 }), teaserFixture({ id: 2, status: 'draft' })], {
        nextCursor: 'c3',
      }),
    );
    const built = await build(content);
    const host = siteFixture().hosts[0] ?? '';
    const response = await built.inject({ url: '/api/teaser-list?cursor=c2', headers: { host } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ teasers: { id: number }[]; nextCursor: string | null }>();
    expect(body.teasers.map((teaser) => teaser.id)).toEqual([1]);
    expect(body.nextCursor).toBe('c3');
  });

  it('answers an empty last page when none remains', async () => {
    const built = await build(new ContentWithLists());
    const host = siteFixture().hosts[0] ?? '';
    const response = await built.inject({ url: '/api/teaser-list?cursor=gone', headers: { host } });
    expect(response.json()).toEqual({ teasers: [], nextCursor: null });
  });

  it('refuses a request without a cursor', async () => {
    const built = await build(new ContentWithLists());
    const host = siteFixture().hosts[0] ?? '';
    const response = await built.inject({ url: '/api/teaser-list', headers: { host } });
    expect(response.statusCode).toBe(400);
  });

  it('is kept a minute by caches, stale five more', async () => {
    const built = await build(new ContentWithLists());
    const host = siteFixture().hosts[0] ?? '';
    const response = await built.inject({ url: '/api/teaser-list?cursor=c2', headers: { host } });
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
  });

  it('reads the first of repeated cursors, and refuses an empty or overlong one', async () => {
    const content = new ContentWithLists();
    const built = await build(content);
    const host = siteFixture().hosts[0] ?? '';
    const repeated = await built.inject({
      url: '/api/teaser-list?cursor=c2&cursor=c9',
      headers: { host },
    });
    expect(repeated.statusCode).toBe(200);
    expect(content.calls).toEqual(['teaserListPage c2']);
    for (const cursor of ['', 'x'.repeat(2001)]) {
      const refused = await built.inject({
        url: `/api/teaser-list?cursor=${cursor}`,
        headers: { host },
      });
      expect(refused.statusCode, `${String(cursor.length)} characters`).toBe(400);
    }
    const longest = await built.inject({
      url: `/api/teaser-list?cursor=${'x'.repeat(2000)}`,
      headers: { host },
    });
    expect(longest.statusCode).toBe(200);
    expect(content.calls).toHaveLength(2);
  });
});
