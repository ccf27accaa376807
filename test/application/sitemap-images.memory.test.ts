import { describe, expect, it } from 'vitest';
import { succeeded } from '../../src/domain/errors/outcome';
import { pageAsked } from '../support/page-asked';
import { PAYWALL_RULES } from '../../src/application/policies/paywall-rules.policy';
import { ResolvePage } from '../../src/application/resolve-page.use-case';
import { SearchService } from '../../src/application/search.service';
import { SiteChromeService } from '../../src/application/site-chrome.service';
import { SitemapImageMemory } from '../../src/application/sitemap-images.memory';
import type { Image } from '../../src/domain/content/content.types';
import { InMemoryContent } from '../fakes/content.fake';
import { articleFixture, siteFixture } from '../fakes/domain-builders';
import { RecordingEventBus } from '../fakes/event-bus.fake';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const site = siteFixture({ imgCdnDomain: null });

function image(path: string): Image {
  return {
    url: `https://images.example/${path}`,
    alt: '',
    title: null,
    caption: null,
    copyright: null,
    focalPoint: null,
    aspectRatio: null,
  };
}

/** A memory fed by a resolver over in-memory content, as the composition wires it. */
function setup(maxEntries?: number) {
  const content = new InMemoryContent();
  const events = new RecordingEventBus();
  const memory = new SitemapImageMemory(
    maxEntries === undefined ? { maps: lruBoundedMaps } : { maxEntries, maps: lruBoundedMaps },
  );
  const pages = new ResolvePage({
    content,
    search: new SearchService(content, { relay: () => Promise.resolve(succeeded(null)) }, events),
    chrome: new SiteChromeService(content, { maps: lruBoundedMaps, ttlMs: 60_000, now: () => 0 }),
    enrichment: null,
    paywall: PAYWALL_RULES,
    events,
    onResolved: (seenSite, path, outcome) => {
      memory.seen(seenSite, path, outcome);
    },
  });
  const read = (path: string) => pages.execute(pageAsked({ site, path }));
  const article = (path: string, overrides: Parameters<typeof articleFixture>[0] = {}) => {
    content.resolved.set(path, {
      kind: 'article',
      article: articleFixture({ leadImage: image(`${path.slice(1)}.jpg`), ...overrides }),
    });
  };
  return { memory, read, article };
}

describe('SitemapImageMemory', () => {
  it("remembers an indexable page's lead image by site and path", async () => {
    const { memory, read, article } = setup();
    article('/a');
    await read('/a');
    expect(memory.imagesOf(site, '/a')).toHaveLength(1);
    expect(memory.imagesOf(site, '/a')[0]).toContain('a.jpg');
    expect(memory.imagesOf({ ...site, id: 'other' }, '/a')).toEqual([]);
  });

  it('names no image for a noindex page', async () => {
    const { memory, read, article } = setup();
    article('/skjult', { robots: 'noindex, follow' });
    await read('/skjult');
    expect(memory.imagesOf(site, '/skjult')).toEqual([]);
  });

  it('keeps at most maxEntries pages, the least recently seen going first', async () => {
    const { memory, read, article } = setup(2);
    for (const path of ['/a', '/b', '/c']) {
      article(path);
      await read(path);
    }
    expect(memory.size).toBe(2);
    expect(memory.imagesOf(site, '/a')).toEqual([]);
    expect(memory.imagesOf(site, '/c')).toHaveLength(1);
  });
});
