import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import { sitePlugin } from '../../../src/adapters/http/site.plugin';
import { teaserListRoutes } from '../../../src/adapters/http/teaser-list.routes';
import { TeaserListPage } from '../../../src/application/teaser-list-page.use-case';
import { succeeded, type Outcome } from '../../../src/domain/errors/outcome';
import type { TeaserList } from '../../../src/domain/content/content.types';
import type { Site } from '../../../src/domain/site/site.types';
import { InMemoryContent } from '../../fakes/content.fake';
import { siteFixture, teaserFixture, teaserListFixture } from '../../fakes/domain-builders';

class ContentWithList extends InMemoryContent {
  override teaserListPage(_site: Site, cursor: string): Promise<Outcome<TeaserList | null>> {
    return Promise.resolve(
      succeeded(
        cursor === 'c2'
          ? teaserListFixture([teaserFixture({ id: 7 })], { nextCursor: 'c3' })
          : null,
      ),
    );
  }
}

describe('the registered teaser-list route', () => {
  it('answers a load-more address carrying other parameters as it answers the cursor alone', async () => {
    const site = siteFixture();
    const app = Fastify();
    try {
      await app.register(sitePlugin, { edge: new RequestEdge([site]) });
      teaserListRoutes(app, new TeaserListPage(new ContentWithList()));
      await app.ready();
      const host = new URL(site.siteDomain).host;
      const alone = await app.inject({ url: '/api/teaser-list?cursor=c2', headers: { host } });
      const extra = await app.inject({
        url: '/api/teaser-list?cursor=c2&v=123&utm_source=x',
        headers: { host },
      });
      expect(alone.statusCode).toBe(200);
      expect(extra.statusCode).toBe(200);
      expect(extra.json()).toEqual(alone.json());
      expect(extra.json<{ nextCursor: string }>().nextCursor).toBe('c3');
    } finally {
      await app.close();
    }
  });
});
