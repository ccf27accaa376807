import { describe, expect, it } from 'vitest';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';
import { SitemapService, type PageResolver } from '../../src/application/sitemap.service';
import type { SitemapEntry } from '../../src/ports/sitemap.port';
import { siteFixture } from '../fakes/domain-builders';
import { InMemorySitemaps } from '../fakes/sitemap.fake';

const ORIGIN = 'https://www.wom.dk';
const site = siteFixture({ siteDomain: ORIGIN });
const other = siteFixture({ id: 'cos-se', siteDomain: 'https://www.cos.se' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 2025-03-20T12:00:00Z. */
const START = Date.UTC(2025, 2, 20, 12);
const RECENT = '2025-03-20T10:00:00+01:00';

function entry(path: string, lastModified: string | null = RECENT): SitemapEntry {
  return { url: `${ORIGIN}${path}`, lastModified };
}

type Outcome = Awaited<ReturnType<PageResolver['execute']>>;

function articlePage(path: string, overrides: { isNews?: boolean; robots?: string } = {}) {
  return {
    kind: 'page',
    status: 200,
    viewModel: {
      meta: { robots: overrides.robots ?? 'index, follow' },
      view: {
        type: 'article',
        article: {
          isNews: overrides.isNews ?? true,
          title: `Nyhed ${path}`,
          publishedAt: '2025-03-20T10:00:00+01:00',
        },
      },
    },
  } as unknown as Outcome;
}

/** Pages by path: an outcome, or an error the resolver throws. */
function setUp(outcomes: Record<string, Outcome | Error>, sitemaps = new InMemorySitemaps()) {
  const clock = { now: START };
  const asked: string[] = [];
  const pages: PageResolver = {
    execute: (request) => {
      asked.push(request.page.path);
      const outcome = outcomes[request.page.path];
      if (outcome instanceof Error) return Promise.reject(outcome);
      return Promise.resolve(
        outcome ?? ({ kind: 'redirect', status: 301, location: '/' } as never),
      );
    },
  };
  const service = new SitemapService(sitemaps, pages, {
    maps: lruBoundedMaps,
    now: () => clock.now,
  });
  return { service, sitemaps, clock, asked };
}

describe('news sitemap: which articles it lists', () => {
  it('lists a news article answering 200, and no redirect, 404 or noindex page', async () => {
    const notFound = { ...articlePage('/borte'), status: 404 } as Outcome;
    const { service, sitemaps } = setUp({
      '/ny': articlePage('/ny'),
      '/borte': notFound,
      '/skjult': articlePage('/skjult', { robots: 'noindex' }),
    });
    sitemaps.add(
      'contenthub_composite',
      [[entry('/ny'), entry('/borte'), entry('/flyttet'), entry('/skjult')]],
      RECENT,
    );
    expect((await service.news(site))?.map((item) => item.url)).toEqual([`${ORIGIN}/ny`]);
  });

  it('finds the article sitemap among the other sitemap files', async () => {
    const sitemaps = new InMemorySitemaps()
      .add('contenthub_page', [[entry('/side')]], '2025-03-01T09:00:00+01:00')
      .add('contenthub_composite', [[entry('/ny')]], RECENT);
    const { service } = setUp(
      { '/side': articlePage('/side'), '/ny': articlePage('/ny') },
      sitemaps,
    );
    expect((await service.news(site))?.map((item) => item.url)).toEqual([`${ORIGIN}/ny`]);
  });

  it('answers null when a page of the article sitemap fails and nothing is kept', async () => {
    const sitemaps = new InMemorySitemaps().add('contenthub_composite', [[entry('/ny')]], RECENT);
    sitemaps.page = () =>
      Promise.resolve({
        ok: false,
        error: { code: 'UPSTREAM_UNREACHABLE', service: 'content-api', retryable: true },
      } as never);
    const { service } = setUp({ '/ny': articlePage('/ny') }, sitemaps);
    expect(await service.news(site)).toBeNull();
  });

  it('lists nothing, reading no page, without a recently changed article sitemap', async () => {
    const old = new InMemorySitemaps().add(
      'contenthub_composite',
      [[entry('/ny')]],
      '2025-03-01T09:00:00+01:00',
    );
    const { service } = setUp({ '/ny': articlePage('/ny') }, old);
    expect(await service.news(site)).toEqual([]);
    expect(old.calls).toEqual(['index']);
    const none = new InMemorySitemaps().add('contenthub_page', [[entry('/side')]], RECENT);
    expect(await setUp({}, none).service.news(site)).toEqual([]);
  });

  it('answers null when any one page of the article sitemap fails', async () => {
    const sitemaps = new InMemorySitemaps().add(
      'contenthub_composite',
      [[entry('/ny')], [entry('/andet')]],
      RECENT,
    );
    const answer = sitemaps.page.bind(sitemaps);
    sitemaps.page = (at, id, page) =>
      page === 2
        ? Promise.resolve({
            ok: false,
            error: { code: 'UPSTREAM_UNREACHABLE', service: 'content-api', retryable: true },
          } as never)
        : answer(at, id, page);
    const { service } = setUp({ '/ny': articlePage('/ny') }, sitemaps);
    expect(await service.news(site)).toBeNull();
  });

  it('keeps each site’s news apart', async () => {
    const sitemaps = new InMemorySitemaps().add('contenthub_composite', [[entry('/ny')]], RECENT);
    const { service } = setUp({ '/ny': articlePage('/ny') }, sitemaps);
    expect(await service.news(site)).toHaveLength(1);
    // The other site's origin lists none of wom.dk's URLs.
    expect(await service.news(other)).toEqual([]);
  });
});

describe('news sitemap: whether a site has news', () => {
  it('has news while an article is listed, none without one or while it cannot tell', async () => {
    const sitemaps = new InMemorySitemaps().add('contenthub_composite', [[entry('/ny')]], RECENT);
    const { service } = setUp({ '/ny': articlePage('/ny') }, sitemaps);
    expect(await service.hasNews(site)).toBe(true);
    const quiet = setUp({}, new InMemorySitemaps().add('contenthub_composite', [[]], RECENT));
    expect(await quiet.service.hasNews(site)).toBe(false);
    const down = new InMemorySitemaps();
    down.down = true;
    expect(await setUp({}, down).service.hasNews(site)).toBe(false);
  });
});

describe('news sitemap: how long a result is kept', () => {
  it('keeps a fully judged list ten minutes', async () => {
    const sitemaps = new InMemorySitemaps().add('contenthub_composite', [[entry('/ny')]], RECENT);
    const { service, clock, asked } = setUp({ '/ny': articlePage('/ny') }, sitemaps);
    await service.news(site);
    clock.now += 9 * MINUTE;
    await service.news(site);
    expect(asked).toEqual(['/ny']);
    clock.now += 2 * MINUTE;
    await service.news(site);
    expect(asked).toEqual(['/ny', '/ny']);
  });

  it('keeps a list with nothing recent ten minutes, and a missing sitemap page an hour', async () => {
    const old = new InMemorySitemaps().add(
      'contenthub_composite',
      [[entry('/ny')]],
      '2025-03-01T09:00:00+01:00',
    );
    const { service, clock } = setUp({}, old);
    await service.news(site);
    await service.page(site, 'contenthub_composite', 7);
    clock.now += 6 * MINUTE;
    await service.news(site);
    await service.page(site, 'contenthub_composite', 7);
    expect(old.calls).toEqual(['index', 'page contenthub_composite 7']);
  });

  it('judges again after five minutes when a page could not be judged', async () => {
    const sitemaps = new InMemorySitemaps().add(
      'contenthub_composite',
      [[entry('/ny'), entry('/fejl')]],
      RECENT,
    );
    const { service, clock, asked } = setUp(
      { '/ny': articlePage('/ny'), '/fejl': new Error('resolver failed') },
      sitemaps,
    );
    expect(await service.news(site)).toHaveLength(1);
    clock.now += 4 * MINUTE;
    await service.news(site);
    expect(asked).toHaveLength(2);
    clock.now += 2 * MINUTE;
    await service.news(site);
    expect(asked).toHaveLength(4);
  });
});

describe('sitemap files and pages', () => {
  it('lists the content API’s sitemap files, or null when it fails', async () => {
    const sitemaps = new InMemorySitemaps().add('contenthub_composite', [[entry('/a')]], RECENT);
    const { service } = setUp({}, sitemaps);
    expect(await service.index(site)).toEqual([
      { id: 'contenthub_composite', lastModified: RECENT, pages: 1 },
    ]);
    sitemaps.down = true;
    expect(await service.index(site)).toBeNull();
  });

  it('lists entries without images when no image memory is given', async () => {
    const sitemaps = new InMemorySitemaps().add('contenthub_composite', [[entry('/a', null)]]);
    const { service } = setUp({}, sitemaps);
    expect(await service.page(site, 'contenthub_composite', 1)).toEqual({
      kind: 'urls',
      urls: [{ url: `${ORIGIN}/a`, lastModified: null, images: [] }],
    });
  });

  it('builds a page again after five minutes while one of its images is not known', async () => {
    const sitemaps = new InMemorySitemaps().add('contenthub_composite', [
      [entry('/a', null), entry('/b', null)],
    ]);
    const clock = { now: START };
    const service = new SitemapService(
      sitemaps,
      { execute: () => Promise.reject(new Error()) },
      {
        maps: lruBoundedMaps,
        now: () => clock.now,
        images: {
          imagesOf: (_site, path) => (path === '/a' ? [{ loc: `${ORIGIN}/a.jpg` }] : []) as never,
          seen: () => undefined,
        },
      },
    );
    await service.page(site, 'contenthub_composite', 1);
    clock.now += 6 * MINUTE;
    await service.page(site, 'contenthub_composite', 1);
    expect(sitemaps.calls).toHaveLength(2);
  });

  it('serves a kept page for a day past its hour while the content API fails, then 503s', async () => {
    const sitemaps = new InMemorySitemaps().add('contenthub_composite', [[entry('/a', null)]]);
    const { service, clock } = setUp({}, sitemaps);
    await service.page(site, 'contenthub_composite', 1);
    sitemaps.down = true;
    clock.now += 5 * MINUTE + 24 * HOUR - 1;
    expect((await service.page(site, 'contenthub_composite', 1)).kind).toBe('urls');
    clock.now += 1;
    expect((await service.page(site, 'contenthub_composite', 1)).kind).toBe('unavailable');
  });

  it('builds again after a change only the pages of the changed site', async () => {
    const sitemaps = new InMemorySitemaps().add('contenthub_composite', [[entry('/a', null)]]);
    const { service } = setUp({}, sitemaps);
    await service.page(site, 'contenthub_composite', 1);
    service.invalidate('cos-se');
    await service.page(site, 'contenthub_composite', 1);
    expect(sitemaps.calls).toEqual(['page contenthub_composite 1']);
    service.invalidate(site.id);
    await service.page(site, 'contenthub_composite', 1);
    expect(sitemaps.calls).toHaveLength(2);
  });
});
