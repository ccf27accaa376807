import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { siteWideKeys, sitemapKey } from '../../../src/domain/content-changes/surrogate-keys.rules';
import type { Image } from '../../../src/domain/content/content.types';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, siteFixture } from '../../fakes/domain-builders';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { FakePageRenderer } from '../../fakes/page-renderer.fake';
import { InMemorySitemaps } from '../../fakes/sitemap.fake';
import { composeTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/** The site's own origin on an unusual port: every URL the sitemaps emit must be on it. */
const ORIGIN = 'http://wom-dk.localhost:3531';
const HOST = 'wom-dk.localhost';
/** 2025-03-20T12:00:00Z. */
const NOW = Date.UTC(2025, 2, 20, 12);

const lead: Image = {
  url: 'http://content.test/wp-content/uploads/2025/03/squat.jpg',
  alt: 'Squat',
  title: null,
  caption: null,
  copyright: null,
  focalPoint: { x: 0.45, y: 0.35 },
  aspectRatio: null,
};

let app: FastifyInstance;
let stop: () => Promise<void>;
const content = new InMemoryContent();
const sitemaps = new InMemorySitemaps();
const bus = new RecordingEventBus();

beforeAll(async () => {
  content.resolved.set('/traening/styrke', {
    kind: 'article',
    article: articleFixture({ leadImage: lead }),
  });
  content.resolved.set('/premium/nyhed', {
    kind: 'article',
    article: articleFixture({
      title: 'Nyhed & mere',
      isNews: true,
      publishedAt: '2025-03-20 10:15:00',
      tags: [{ id: 1, name: 'Premium', url: '/tag/premium', internal: false }],
      widgets: [{ type: 'text_item', key: 'w0', locked: true, body: 'Låst' }],
    }),
  });
  content.resolved.set('/skjult', {
    kind: 'article',
    article: articleFixture({ robots: 'noindex' }),
  });
  sitemaps.add(
    'contenthub_composite',
    [
      [
        // The content API may write another host: the adapter moves locations to the site's origin.
        { url: `${ORIGIN}/traening/styrke`, lastModified: '2025-03-01T08:00:00+01:00' },
        { url: `${ORIGIN}/premium/nyhed`, lastModified: '2025-03-20T10:15:00+01:00' },
        { url: `${ORIGIN}/skjult`, lastModified: '2025-03-20T09:00:00+01:00' },
        { url: `${ORIGIN}/kladde`, lastModified: '2025-03-20T09:00:00+01:00' },
      ],
    ],
    '2025-03-20T10:15:00+01:00',
  );
  const config = testConfig({
    sites: [siteFixture({ siteDomain: ORIGIN, imgCdnDomain: 'http://cdn.test' })],
  });
  const composed = await composeTestApp(config, [
    override(ID.clock, () => NOW),
    override(ID.content, content),
    override(ID.search, content),
    override(ID.sitemaps, sitemaps),
    override(ID.eventBus, bus),
    override(ID.renderer, new FakePageRenderer()),
  ]);
  app = composed.app;
  stop = composed.stop;
});

afterAll(async () => {
  await stop();
});

async function get(url: string) {
  return app.inject({ method: 'GET', url, headers: { host: HOST } });
}

describe('sitemap routes', () => {
  it("lists the content API's entries, each page a reader opened with its lead image on the CDN", async () => {
    // A reader opens the article: the product renders it and learns its lead image.
    expect((await get('/traening/styrke')).statusCode).toBe(200);
    const asked = content.calls.length;
    const response = await get('/sitemaps/contenthub_composite.xml');
    // One sitemap call; no page is resolved for it.
    expect(content.calls.slice(asked).filter((call) => call.startsWith('resolve'))).toEqual([]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain(
      'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"',
    );
    expect(response.body).toContain(
      `<url><loc>${ORIGIN}/traening/styrke</loc><lastmod>2025-03-01T08:00:00+01:00</lastmod>` +
        '<image:image><image:loc>http://cdn.test/wp-content/uploads/2025/03/squat.jpg?auto=compress,format&amp;w=1200&amp;h=630&amp;q=60&amp;fit=crop&amp;fp-x=0.45&amp;fp-y=0.35</image:loc></image:image></url>',
    );
    // Never opened here, so no image known: listed without one.
    expect(response.body).toContain(
      `<url><loc>${ORIGIN}/premium/nyhed</loc><lastmod>2025-03-20T10:15:00+01:00</lastmod></url>`,
    );
    expect(response.body).toContain(`<loc>${ORIGIN}/kladde</loc>`);
  });

  it('answers the news sitemap with the brand, language, offset date and title', async () => {
    const response = await get('/sitemaps/news.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n' +
        `<url><loc>${ORIGIN}/premium/nyhed</loc><news:news><news:publication>` +
        '<news:name>WOM</news:name><news:language>da</news:language></news:publication>' +
        '<news:publication_date>2025-03-20T10:15:00+01:00</news:publication_date>' +
        '<news:title>Nyhed &amp; mere</news:title></news:news></url>\n' +
        '</urlset>\n',
    );
  });

  it('resolves sitemap entries without publishing reader events', async () => {
    await get('/sitemaps/contenthub_composite.xml');
    await get('/sitemaps/news.xml');
    expect(bus.published.filter((event) => event.type === 'PaywallShown')).toEqual([]);
    // The same article read as a page is cut, and says so.
    await get('/premium/nyhed');
    expect(bus.published.filter((event) => event.type === 'PaywallShown')).toHaveLength(1);
  });

  it('names the news sitemap in the index and in robots.txt, on the site origin', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(
      `<sitemap><loc>${ORIGIN}/sitemaps/contenthub_composite.xml</loc><lastmod>2025-03-20T10:15:00+01:00</lastmod></sitemap>`,
    );
    expect(index.body).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/news.xml</loc></sitemap>`);
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/\n');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemaps/news.xml\n`);
  });

  it('answers 404 for a sitemap page the content API does not have', async () => {
    expect((await get('/sitemaps/contenthub_composite.xml?page=2')).statusCode).toBe(404);
    expect((await get('/sitemaps/not a file')).statusCode).toBe(404);
  });

  it('reads the first page number, and asks for no page that is no number from 1 to 99999', async () => {
    const first = await get('/sitemaps/contenthub_composite.xml?page=1&page=2');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<loc>');
    expect((await get('/sitemaps/contenthub_composite.xml?page=01')).statusCode).toBe(200);
    const asked = sitemaps.calls.length;
    for (const query of ['page=0', 'page=x1', 'page=123456', 'page=-1', 'page=1.5'])
      expect((await get(`/sitemaps/contenthub_composite.xml?${query}`)).statusCode, query).toBe(
        404,
      );
    for (const file of ['a'.repeat(65), 'posts.xml.gz', 'po sts', 'posts/1'])
      expect((await get(`/sitemaps/${encodeURIComponent(file)}.xml`)).statusCode, file).toBe(404);
    expect((await get(`/sitemaps/${'a'.repeat(64)}.xml`)).statusCode).toBe(404);
    expect(sitemaps.calls.slice(asked)).toEqual([`page ${'a'.repeat(64)} 1`]);
  });

  it('lets crawlers keep sitemaps ten minutes and shared caches an hour, purged by the site keys', async () => {
    const keys = [...siteWideKeys('wom-dk'), sitemapKey('wom-dk')].join(' ');
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/contenthub_composite.xml']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(
        'public, max-age=600, s-maxage=3600, stale-while-revalidate=86400',
      );
      expect(response.headers['surrogate-key'], url).toBe(keys);
    }
    expect((await get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    const news = await get('/sitemaps/news.xml');
    expect(news.statusCode).toBe(200);
    expect(news.headers['cache-control']).toBe(
      'public, max-age=300, s-maxage=600, stale-while-revalidate=3600',
    );
    expect(news.headers['surrogate-key']).toBe(keys);
  });
});

describe('sitemap routes while the content API fails', () => {
  it('answers 503 XML with Retry-After when nothing is kept', async () => {
    const down = new InMemorySitemaps();
    down.down = true;
    const composed = await composeTestApp(testConfig(), [
      override(ID.content, new InMemoryContent()),
      override(ID.sitemaps, down),
      override(ID.renderer, new FakePageRenderer()),
    ]);
    try {
      for (const url of ['/sitemaps/news.xml', '/sitemaps/page.xml', '/sitemap.xml']) {
        const response = await composed.app.inject({ method: 'GET', url, headers: { host: HOST } });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after'], url).toBe('120');
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.headers['content-type'], url).toBe('application/xml; charset=utf-8');
      }
      // robots.txt still answers, naming the index only.
      const robots = await composed.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: HOST },
      });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('/sitemap.xml\n');
      expect(robots.body).not.toContain('news.xml');
    } finally {
      await composed.stop();
    }
  });
});

describe('sitemap routes of a site without news now', () => {
  it('answers 404 for the news sitemap and names it neither in the index nor in robots.txt', async () => {
    const quiet = new InMemorySitemaps();
    const old = new InMemoryContent();
    old.resolved.set('/gammel/nyhed', {
      kind: 'article',
      article: articleFixture({ isNews: true, publishedAt: '2025-03-01 10:15:00' }),
    });
    quiet.add(
      'contenthub_composite',
      [[{ url: `${ORIGIN}/gammel/nyhed`, lastModified: '2025-03-19T10:15:00+01:00' }]],
      '2025-03-19T10:15:00+01:00',
    );
    const composed = await composeTestApp(
      testConfig({ sites: [siteFixture({ siteDomain: ORIGIN })] }),
      [
        override(ID.clock, () => NOW),
        override(ID.content, old),
        override(ID.sitemaps, quiet),
        override(ID.renderer, new FakePageRenderer()),
      ],
    );
    const ask = (url: string) =>
      composed.app.inject({ method: 'GET', url, headers: { host: HOST } });
    try {
      // The article changed within two days but was published before: no news.
      expect((await ask('/sitemaps/news.xml')).statusCode).toBe(404);
      const index = await ask('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain(`${ORIGIN}/sitemaps/contenthub_composite.xml`);
      expect(index.body).not.toContain('news.xml');
      const robots = await ask('/robots.txt');
      expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
      expect(robots.body).not.toContain('news.xml');
    } finally {
      await composed.stop();
    }
  });
});
