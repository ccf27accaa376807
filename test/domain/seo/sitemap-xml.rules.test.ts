import { describe, expect, it } from 'vitest';
import {
  newsUrlSetXml,
  robotsTxt,
  sitemapFilePath,
  sitemapImageUrl,
  sitemapIndexXml,
  urlSetXml,
} from '../../../src/domain/seo/sitemap-xml.rules';
import { siteFixture } from '../../fakes/domain-builders';

const site = siteFixture({ siteDomain: 'https://www.wom.dk' });

describe('sitemapIndexXml', () => {
  it('lists every page of every file on the site origin, then the news sitemap', () => {
    const xml = sitemapIndexXml(
      site,
      [
        { id: 'category', lastModified: '2025-03-18T07:30:00+01:00', pages: 1 },
        { id: 'contenthub_composite', lastModified: null, pages: 2 },
      ],
      true,
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://www.wom.dk/sitemaps/category.xml</loc><lastmod>2025-03-18T07:30:00+01:00</lastmod></sitemap>\n' +
        '<sitemap><loc>https://www.wom.dk/sitemaps/contenthub_composite.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://www.wom.dk/sitemaps/contenthub_composite.xml?page=2</loc></sitemap>\n' +
        '<sitemap><loc>https://www.wom.dk/sitemaps/news.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('leaves out a content API file the news sitemap shadows', () => {
    const xml = sitemapIndexXml(site, [{ id: 'news', lastModified: null, pages: 2 }], true);
    expect(xml).not.toContain('news.xml?page=2');
    expect(xml.match(/<sitemap>/g)).toHaveLength(1);
  });

  it('follows the configured origin, port included', () => {
    const local = siteFixture({ siteDomain: 'http://wom-dk.localhost:3530' });
    expect(sitemapIndexXml(local, [], true)).toContain(
      '<loc>http://wom-dk.localhost:3530/sitemaps/news.xml</loc>',
    );
  });

  it('names no news sitemap for a site without news now', () => {
    const xml = sitemapIndexXml(site, [{ id: 'page', lastModified: null, pages: 1 }], false);
    expect(xml).not.toContain('news.xml');
    expect(xml.match(/<sitemap>/g)).toHaveLength(1);
  });
});

describe('sitemapFilePath', () => {
  it('leaves the query off the first page and encodes the id', () => {
    expect(sitemapFilePath('page', 1)).toBe('/sitemaps/page.xml');
    expect(sitemapFilePath('post_tag', 3)).toBe('/sitemaps/post_tag.xml?page=3');
    expect(sitemapFilePath('a b', 1)).toBe('/sitemaps/a%20b.xml');
  });
});

describe('urlSetXml', () => {
  it('writes each URL with its date and images in the image namespace', () => {
    const xml = urlSetXml([
      {
        url: 'https://www.wom.dk/a?x=1&y=2',
        lastModified: '2025-03-18T07:30:00+01:00',
        images: ['https://cdn.wom.dk/a.jpg?w=1200&h=630'],
      },
      { url: 'https://www.wom.dk/b', lastModified: null, images: [] },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
        '<url><loc>https://www.wom.dk/a?x=1&amp;y=2</loc><lastmod>2025-03-18T07:30:00+01:00</lastmod>' +
        '<image:image><image:loc>https://cdn.wom.dk/a.jpg?w=1200&amp;h=630</image:loc></image:image></url>\n' +
        '<url><loc>https://www.wom.dk/b</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('answers an empty url set for no URLs', () => {
    expect(urlSetXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
        '</urlset>\n',
    );
  });
});

describe('newsUrlSetXml', () => {
  it('writes publication, language, date and title per article, escaped', () => {
    const xml = newsUrlSetXml({ name: 'WOM', language: 'da' }, [
      {
        url: 'https://www.wom.dk/sundhed/gatur',
        title: 'Gåtur & blodsukker <ny>',
        publishedAt: '2025-03-18T07:30:00+01:00',
      },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n' +
        '<url><loc>https://www.wom.dk/sundhed/gatur</loc><news:news><news:publication>' +
        '<news:name>WOM</news:name><news:language>da</news:language></news:publication>' +
        '<news:publication_date>2025-03-18T07:30:00+01:00</news:publication_date>' +
        '<news:title>Gåtur &amp; blodsukker &lt;ny&gt;</news:title></news:news></url>\n' +
        '</urlset>\n',
    );
  });
});

describe('robotsTxt', () => {
  it('keeps private paths out and names the index and the news sitemap on the site origin', () => {
    expect(robotsTxt(site, true)).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /search',
        'Disallow: /users/',
        'Disallow: /profile',
        'Disallow: /admin-dashboard/',
        'Disallow: /calculators/',
        'Disallow: /newsletter/',
        'Disallow: /cypress-testing',
        '',
        'Sitemap: https://www.wom.dk/sitemap.xml',
        'Sitemap: https://www.wom.dk/sitemaps/news.xml',
        '',
      ].join('\n'),
    );
  });

  it('names only the index for a site without news now', () => {
    const robots = robotsTxt(site, false);
    expect(robots).toContain('Sitemap: https://www.wom.dk/sitemap.xml\n');
    expect(robots).not.toContain('news.xml');
  });
});

describe('sitemapImageUrl', () => {
  const hosts = { imageHost: 'https://images.wom.dk', imgCdnDomain: 'cdn.wom.dk' };

  it('moves an image to the CDN in the og:image crop, with its focal point', () => {
    expect(
      sitemapImageUrl(
        { url: 'https://images.wom.dk/2025/03/squat.jpg', focalPoint: { x: 0.45, y: 0.35 } },
        hosts,
      ),
    ).toBe(
      'https://cdn.wom.dk/2025/03/squat.jpg?auto=compress,format&w=1200&h=630&q=60&fit=crop&fp-x=0.45&fp-y=0.35',
    );
  });

  it('keeps an image on another host as it is and refuses a relative one', () => {
    expect(sitemapImageUrl({ url: 'https://elsewhere.test/a.jpg' }, hosts)).toBe(
      'https://elsewhere.test/a.jpg',
    );
    expect(sitemapImageUrl({ url: '/a.jpg' }, hosts)).toBeNull();
  });
});
