import { describe, expect, it } from 'vitest';
import { succeeded } from '../../src/domain/errors/outcome';
import { pageAsked } from '../support/page-asked';
import { PAYWALL_RULES } from '../../src/application/policies/paywall-rules.policy';
import { ResolvePage, type ResolvePageDeps } from '../../src/application/resolve-page.use-case';
import { SearchService } from '../../src/application/search.service';
import { SiteChromeService } from '../../src/application/site-chrome.service';
import { SitemapImageMemory } from '../../src/application/sitemap-images.memory';
import { SitemapService, type PageResolver } from '../../src/application/sitemap.service';
import type { Image } from '../../src/domain/content/content.types';
import type { SearchRelayPort } from '../../src/ports/search.port';
import type { SitemapEntry } from '../../src/ports/sitemap.port';
import { InMemoryContent } from '../fakes/content.fake';
import {
  articleFixture,
  listingFixture,
  siteFixture,
  teaserFixture,
} from '../fakes/domain-builders';
import { RecordingEventBus } from '../fakes/event-bus.fake';
import { InMemorySitemaps } from '../fakes/sitemap.fake';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const NO_RELAY: SearchRelayPort = { relay: () => Promise.resolve(succeeded(null)) };
const ORIGIN = 'https://www.wom.dk';
const site = siteFixture({
  siteDomain: ORIGIN,
  imgCdnDomain: 'cdn.wom.dk',
  upstreams: { ...siteFixture().upstreams, imageHost: 'https://images.wom.dk' },
});
const HOUR = 3_600_000;
/** 2025-03-20T12:00:00Z. */
const START = Date.UTC(2025, 2, 20, 12);

function image(path: string): Image {
  return {
    url: `https://images.wom.dk/${path}`,
    alt: '',
    title: null,
    caption: null,
    copyright: null,
    focalPoint: null,
    aspectRatio: null,
  };
}

function entry(path: string, lastModified: string | null = null): SitemapEntry {
  return { url: `${ORIGIN}${path}`, lastModified };
}

interface Setup {
  content: InMemoryContent;
  sitemaps: InMemorySitemaps;
  service: SitemapService;
  clock: { now: number };
  events: RecordingEventBus;
  images: SitemapImageMemory;
  /** How the readers' pages resolve: what the image memory learns from. */
  readers: ResolvePage;
}

function setup(options: { concurrency?: number; deadlineMs?: number } = {}): Setup {
  const content = new InMemoryContent();
  const sitemaps = new InMemorySitemaps();
  const events = new RecordingEventBus();
  const clock = { now: START };
  const images = new SitemapImageMemory({ maps: lruBoundedMaps });
  const resolver = (onResolved: ResolvePageDeps['onResolved']) =>
    new ResolvePage({
      content,
      search: new SearchService(content, NO_RELAY, events),
      chrome: new SiteChromeService(content, {
        maps: lruBoundedMaps,
        ttlMs: 60_000,
        now: () => clock.now,
      }),
      enrichment: null,
      paywall: PAYWALL_RULES,
      events,
      onResolved,
    });
  const service = new SitemapService(sitemaps, resolver(null), {
    maps: lruBoundedMaps,
    now: () => clock.now,
    images,
    ...options,
  });
  const readers = resolver((seenSite, path, outcome) => {
    images.seen(seenSite, path, outcome);
  });
  return { content, sitemaps, service, clock, events, images, readers };
}

/** A reader opens the page at `path` (the product renders it, the image memory learns). */
async function read(readers: ResolvePage, path: string): Promise<void> {
  await readers.execute(pageAsked({ site, path }));
}

async function urlsOf(service: SitemapService, id = 'contenthub_composite', page = 1) {
  const answer = await service.page(site, id, page);
  if (answer.kind !== 'urls') throw new Error(`expected urls, got ${answer.kind}`);
  return answer.urls;
}

const SQUAT_IMAGE =
  'https://cdn.wom.dk/2025/03/squat.jpg?auto=compress,format&w=1200&h=630&q=60&fit=crop';

describe('SitemapService.page', () => {
  it('lists the entries the content API lists, with their dates, resolving none of them', async () => {
    const { content, sitemaps, service } = setup();
    sitemaps.add('contenthub_composite', [
      [entry('/traening/styrke', '2025-03-18T07:30:00+01:00'), entry('/mad/grod')],
    ]);
    expect(await urlsOf(service)).toEqual([
      { url: `${ORIGIN}/traening/styrke`, lastModified: '2025-03-18T07:30:00+01:00', images: [] },
      { url: `${ORIGIN}/mad/grod`, lastModified: null, images: [] },
    ]);
    expect(content.calls).toEqual([]);
  });

  it('makes one content API call for a page of 1,000 URLs, and none per URL', async () => {
    const { content, sitemaps, service, readers } = setup();
    const paths = Array.from({ length: 1000 }, (_, index) => `/artikel-${String(index)}`);
    content.resolved.set(paths[0] ?? '', {
      kind: 'article',
      article: articleFixture({ leadImage: image('2025/03/squat.jpg') }),
    });
    await read(readers, paths[0] ?? '');
    content.calls.length = 0;
    sitemaps.add('contenthub_composite', [paths.map((path) => entry(path))]);

    const urls = await urlsOf(service);

    expect(urls).toHaveLength(1000);
    expect(sitemaps.calls).toEqual(['page contenthub_composite 1']);
    expect(content.calls).toEqual([]);
  });

  it('names the lead image a page was last rendered with', async () => {
    const { content, sitemaps, service, readers } = setup();
    content.resolved.set('/traening/styrke', {
      kind: 'article',
      article: articleFixture({ leadImage: image('2025/03/squat.jpg') }),
    });
    content.resolved.set('/mad', {
      kind: 'listing',
      listing: listingFixture({ image: image('food.jpg'), teasers: [teaserFixture()] }),
    });
    await read(readers, '/traening/styrke');
    await read(readers, '/mad');
    sitemaps.add('contenthub_composite', [[entry('/traening/styrke')]]);
    sitemaps.add('category', [[entry('/mad')]]);

    expect((await urlsOf(service)).map((url) => url.images)).toEqual([[SQUAT_IMAGE]]);
    expect((await urlsOf(service, 'category')).map((url) => url.images)).toEqual([
      ['https://cdn.wom.dk/food.jpg?auto=compress,format&w=1200&h=630&q=60&fit=crop'],
    ]);
  });

  it('keeps an entry whose image is not known, without an image', async () => {
    const { content, sitemaps, service, readers } = setup();
    content.resolved.set('/uden-billede', { kind: 'article', article: articleFixture() });
    await read(readers, '/uden-billede');
    content.down = true;
    await read(readers, '/fejler').catch(() => undefined);
    sitemaps.add('contenthub_composite', [
      [entry('/uden-billede'), entry('/fejler'), entry('/aldrig-set')],
    ]);

    expect(await urlsOf(service)).toEqual([
      { url: `${ORIGIN}/uden-billede`, lastModified: null, images: [] },
      { url: `${ORIGIN}/fejler`, lastModified: null, images: [] },
      { url: `${ORIGIN}/aldrig-set`, lastModified: null, images: [] },
    ]);
  });

  it('forgets the image of a page that no longer answers', async () => {
    const { content, sitemaps, service, readers } = setup();
    content.resolved.set('/a', {
      kind: 'article',
      article: articleFixture({ leadImage: image('2025/03/squat.jpg') }),
    });
    await read(readers, '/a');
    content.resolved.delete('/a');
    await read(readers, '/a');
    sitemaps.add('page', [[entry('/a')]]);
    expect(await urlsOf(service, 'page')).toEqual([
      { url: `${ORIGIN}/a`, lastModified: null, images: [] },
    ]);
  });

  it("leaves out a marker tag's listing, which the product answers noindex", async () => {
    const { sitemaps, service } = setup();
    sitemaps.add('post_tag', [
      [entry('/tags/premium'), entry('/tags/free-article'), entry('/tags/squat')],
    ]);
    expect((await urlsOf(service, 'post_tag')).map((url) => url.url)).toEqual([
      `${ORIGIN}/tags/squat`,
    ]);
  });

  it('leaves out an entry on another origin', async () => {
    const { sitemaps, service } = setup();
    sitemaps.add('category', [
      [entry('/liste?page=2'), { url: 'https://elsewhere.test/liste', lastModified: null }],
    ]);
    expect((await urlsOf(service, 'category')).map((url) => url.url)).toEqual([
      `${ORIGIN}/liste?page=2`,
    ]);
  });

  it('answers missing for a page the content API does not have, unavailable when it fails', async () => {
    const { sitemaps, service } = setup();
    sitemaps.add('page', [[entry('/om')]]);
    expect(await service.page(site, 'page', 2)).toEqual({ kind: 'missing' });
    sitemaps.down = true;
    expect(await service.page(site, 'category', 1)).toEqual({ kind: 'unavailable' });
  });

  it('reuses a built page for an hour when every image is known, then builds it again', async () => {
    const { content, sitemaps, service, clock, readers } = setup();
    content.resolved.set('/a', {
      kind: 'article',
      article: articleFixture({ leadImage: image('2025/03/squat.jpg') }),
    });
    await read(readers, '/a');
    sitemaps.add('page', [[entry('/a')]]);
    await urlsOf(service, 'page');
    clock.now += HOUR - 1;
    await urlsOf(service, 'page');
    expect(sitemaps.calls).toEqual(['page page 1']);
    clock.now += 2;
    sitemaps.add('page', [[entry('/b')]]);
    expect((await urlsOf(service, 'page')).map((url) => url.url)).toEqual([`${ORIGIN}/b`]);
    expect(sitemaps.calls).toEqual(['page page 1', 'page page 1']);
  });

  it('builds a page with images not known yet again after five minutes', async () => {
    const { content, sitemaps, service, clock, readers } = setup();
    sitemaps.add('page', [[entry('/a')]]);
    expect((await urlsOf(service, 'page'))[0]?.images).toEqual([]);
    content.resolved.set('/a', {
      kind: 'article',
      article: articleFixture({ leadImage: image('2025/03/squat.jpg') }),
    });
    await read(readers, '/a');
    clock.now += 5 * 60_000;
    expect((await urlsOf(service, 'page'))[0]?.images).toEqual([SQUAT_IMAGE]);
    expect(sitemaps.calls).toEqual(['page page 1', 'page page 1']);
  });

  it('builds a page again after a content change, for one content API call', async () => {
    const { sitemaps, service } = setup();
    sitemaps.add('page', [[entry('/a')]]);
    await urlsOf(service, 'page');
    service.invalidate(site.id);
    sitemaps.add('page', [[entry('/a'), entry('/ny')]]);
    expect((await urlsOf(service, 'page')).map((url) => url.url)).toEqual([
      `${ORIGIN}/a`,
      `${ORIGIN}/ny`,
    ]);
    expect(sitemaps.calls).toEqual(['page page 1', 'page page 1']);
  });

  it('serves the last result while the content API fails, and 503s without one', async () => {
    const { sitemaps, service, clock } = setup();
    sitemaps.add('page', [[entry('/a')]]);
    await urlsOf(service, 'page');
    sitemaps.down = true;
    clock.now += 2 * HOUR;
    expect((await urlsOf(service, 'page')).map((url) => url.url)).toEqual([`${ORIGIN}/a`]);
    expect((await urlsOf(service, 'page')).map((url) => url.url)).toEqual([`${ORIGIN}/a`]);
    expect(await service.page(site, 'page', 2)).toEqual({ kind: 'unavailable' });
  });
});

describe('SitemapService.news', () => {
  function news(
    path: string,
    publishedAt: string,
    overrides: Partial<Parameters<typeof articleFixture>[0]> = {},
  ) {
    return {
      kind: 'article' as const,
      article: articleFixture({ title: `Nyhed ${path}`, isNews: true, publishedAt, ...overrides }),
    };
  }

  it('lists indexable news articles of the last two days, newest first', async () => {
    const { content, sitemaps, service } = setup();
    content.resolved.set('/ny', news('/ny', '2025-03-20 10:00:00'));
    content.resolved.set('/i-gar', news('/i-gar', '2025-03-19T09:00:00+01:00'));
    content.resolved.set('/gammel', news('/gammel', '2025-03-10 10:00:00'));
    content.resolved.set(
      '/ikke-nyhed',
      news('/ikke-nyhed', '2025-03-20 09:00:00', { isNews: false }),
    );
    content.resolved.set(
      '/noindex',
      news('/noindex', '2025-03-20 09:00:00', { robots: 'noindex' }),
    );
    sitemaps.add(
      'contenthub_composite',
      [
        [
          entry('/i-gar', '2025-03-19T09:00:00+01:00'),
          entry('/gammel', '2025-03-20T08:00:00+01:00'),
          entry('/ikke-nyhed', '2025-03-20T09:00:00+01:00'),
        ],
        [
          entry('/ny', '2025-03-20T10:00:00+01:00'),
          entry('/noindex', '2025-03-20T09:00:00+01:00'),
          entry('/uaendret', '2025-03-01T09:00:00+01:00'),
        ],
      ],
      '2025-03-20T10:00:00+01:00',
    );
    expect(await service.news(site)).toEqual([
      { url: `${ORIGIN}/ny`, title: 'Nyhed /ny', publishedAt: '2025-03-20T10:00:00+01:00' },
      { url: `${ORIGIN}/i-gar`, title: 'Nyhed /i-gar', publishedAt: '2025-03-19T09:00:00+01:00' },
    ]);
    // Only entries changed in the window are resolved.
    expect(content.calls.filter((call) => call.startsWith('resolve')).sort()).toEqual([
      'resolve /gammel',
      'resolve /i-gar',
      'resolve /ikke-nyhed',
      'resolve /noindex',
      'resolve /ny',
    ]);
  });

  it('reads no sitemap page when the article sitemap did not change in the window', async () => {
    const { sitemaps, service } = setup();
    sitemaps.add(
      'contenthub_composite',
      [[entry('/a', '2025-03-01T09:00:00+01:00')]],
      '2025-03-01T09:00:00+01:00',
    );
    expect(await service.news(site)).toEqual([]);
    expect(sitemaps.calls).toEqual(['index']);
  });

  it('answers null when the content API fails with nothing kept, else the kept list', async () => {
    const { content, sitemaps, service, clock } = setup();
    sitemaps.down = true;
    expect(await service.news(site)).toBeNull();
    sitemaps.down = false;
    content.resolved.set('/ny', news('/ny', '2025-03-20 10:00:00'));
    sitemaps.add(
      'contenthub_composite',
      [[entry('/ny', '2025-03-20T10:00:00+01:00')]],
      '2025-03-20T10:00:00+01:00',
    );
    expect(await service.news(site)).toHaveLength(1);
    sitemaps.down = true;
    clock.now += HOUR;
    expect(await service.news(site)).toHaveLength(1);
  });

  it('resolves at most `concurrency` candidates at a time', async () => {
    let running = 0;
    let most = 0;
    const pages: PageResolver = {
      execute: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((tick) => setImmediate(tick));
        running -= 1;
        return { kind: 'redirect', status: 301, location: '/' };
      },
    };
    const recent = '2025-03-20T10:00:00+01:00';
    const sitemaps = new InMemorySitemaps().add(
      'contenthub_composite',
      [Array.from({ length: 10 }, (_, index) => entry(`/p${String(index)}`, recent))],
      recent,
    );
    const service = new SitemapService(sitemaps, pages, {
      maps: lruBoundedMaps,
      now: () => START,
      concurrency: 3,
    });
    expect(await service.news(site)).toEqual([]);
    expect(most).toBe(3);
  });

  it('starts no resolve after the deadline', async () => {
    const clock = { now: START };
    const asked: string[] = [];
    const pages: PageResolver = {
      execute: (request) => {
        asked.push(request.page.path);
        clock.now += 1000;
        return Promise.resolve({ kind: 'redirect', status: 301, location: '/' });
      },
    };
    const recent = '2025-03-20T10:00:00+01:00';
    const sitemaps = new InMemorySitemaps().add(
      'contenthub_composite',
      [[entry('/a', recent), entry('/b', recent), entry('/c', recent), entry('/d', recent)]],
      recent,
    );
    const service = new SitemapService(sitemaps, pages, {
      maps: lruBoundedMaps,
      now: () => clock.now,
      concurrency: 1,
      deadlineMs: 1500,
    });
    expect(await service.news(site)).toEqual([]);
    expect(asked).toEqual(['/a', '/b']);
  });
});
