import { describe, expect, it } from 'vitest';
import { dig, list, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe('app/sitemaps', () => {
  it('lists the sitemap types with an ISO 8601 lastmod, page count and page names', async () => {
    const { status, body } = await api('wom-dk', 'app/sitemaps?lang=da');
    expect(status).toBe(200);
    const sitemaps = list(body, 'data');
    expect(sitemaps.map((sitemap) => dig(sitemap, 'type'))).toEqual([
      'category',
      'contenthub_composite',
      'page',
      'post_tag',
      'author',
    ]);
    for (const sitemap of sitemaps) {
      expect(Object.keys(sitemap as object)).toEqual(['type', 'lastmod', 'pages', 'urls']);
      expect(dig(sitemap, 'lastmod')).toMatch(ISO_WITH_OFFSET);
    }
    expect(sitemaps[1]).toMatchObject({ pages: 1, urls: ['contenthub_composite-1'] });
  });

  it('pages by per_page and names every page', async () => {
    const { body } = await api('wom-dk', 'app/sitemaps?per_page=10');
    const composites = list(body, 'data').find(
      (sitemap) => dig(sitemap, 'type') === 'contenthub_composite',
    );
    expect(dig(composites, 'pages')).toBe(6);
    expect(list(composites, 'urls')).toEqual([
      'contenthub_composite-1',
      'contenthub_composite-2',
      'contenthub_composite-3',
      'contenthub_composite-4',
      'contenthub_composite-5',
      'contenthub_composite-6',
    ]);
  });

  it('answers a page of one type as { data: { type, items: [{ loc, lastmod }] } }', async () => {
    const { body } = await api('wom-dk', 'app/sitemaps/contenthub_composite?page=2&per_page=10');
    expect(dig(body, 'data', 'type')).toBe('contenthub_composite');
    const items = list(body, 'data', 'items');
    expect(items).toHaveLength(10);
    for (const item of items) {
      expect(Object.keys(item as object)).toEqual(['loc', 'lastmod']);
      expect(dig(item, 'loc')).toMatch(/^http:\/\/wom-dk\.localhost:3000\/.+/);
      expect(dig(item, 'lastmod')).toMatch(ISO_WITH_OFFSET);
    }
  });

  it('writes lastmod as the UTC instant of the site’s local time', async () => {
    const { body } = await api('wom-dk', 'app/sitemaps/contenthub_composite');
    const squat = list(body, 'data', 'items').find(
      (item) =>
        dig(item, 'loc') ===
        'http://wom-dk.localhost:3000/traening/styrke/5-ovelser-til-staerke-ben',
    );
    // Updated 2025-03-20 09:15 in Copenhagen (UTC+1).
    expect(dig(squat, 'lastmod')).toBe('2025-03-20T08:15:00+00:00');
  });

  it('leaves drafts, hidden and internal tags out', async () => {
    const composites = await api('wom-dk', 'app/sitemaps/contenthub_composite');
    const locs = list(composites.body, 'data', 'items').map((item) => dig(item, 'loc'));
    expect(locs.some((loc) => String(loc).includes('meal-prep-til-hele-ugen'))).toBe(false);
    const tags = await api('wom-dk', 'app/sitemaps/post_tag');
    const tagLocs = list(tags.body, 'data', 'items').map((item) => dig(item, 'loc'));
    expect(tagLocs).toContain('http://wom-dk.localhost:3000/tags/protein');
    expect(tagLocs.some((loc) => String(loc).includes('bannerblock'))).toBe(false);
    expect(tagLocs.some((loc) => String(loc).includes('redaktionens-valg'))).toBe(false);
  });

  it('lists every author with a published article', async () => {
    const { body } = await api('cos-se', 'app/sitemaps/author');
    const locs = list(body, 'data', 'items').map((item) => dig(item, 'loc'));
    expect(locs).toHaveLength(4);
    expect(locs).toContain('http://cos-se.localhost:3000/author/elin-berg');
  });

  it('answers 404 for an unknown type and for a page past the end', async () => {
    for (const route of ['app/sitemaps/products', 'app/sitemaps/page?page=2']) {
      const { status, body } = await api('wom-dk', route);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'no_sitemap_found' });
    }
  });
});
