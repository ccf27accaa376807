import { describe, expect, it } from 'vitest';
import { dig, list, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();

describe('app/sitemaps', () => {
  it('lists the sitemaps of the site with their last modification', async () => {
    const { status, body } = await api('wom-dk', 'app/sitemaps?lang=da');
    expect(status).toBe(200);
    const sitemaps = list(body, 'data');
    expect(sitemaps.map((sitemap) => dig(sitemap, 'id'))).toEqual([
      'composites',
      'pages',
      'categories',
      'tags',
      'authors',
    ]);
    expect(sitemaps[0]).toMatchObject({
      type: 'composites',
      url: 'http://wom-dk.localhost:3000/sitemaps/composites.xml',
      last_modified: { timezone_type: 3, timezone: 'Europe/Copenhagen' },
    });
  });

  it('pages the entries of one sitemap with absolute URLs', async () => {
    const { body } = await api('wom-dk', 'app/sitemaps/composites?page=2&per_page=10');
    expect(dig(body, 'meta', 'pagination')).toMatchObject({
      current_page: 2,
      per_page: 10,
      count: 10,
    });
    expect(dig(body, 'data', 0, 'url')).toMatch(/^http:\/\/wom-dk\.localhost:3000\/.+/);
  });

  it('leaves hidden and internal tags out of the tag sitemap', async () => {
    const { body } = await api('wom-dk', 'app/sitemaps/tags');
    const urls = list(body, 'data').map((entry) => dig(entry, 'url'));
    expect(urls).toContain('http://wom-dk.localhost:3000/tags/protein');
    expect(urls.some((url) => String(url).includes('bannerblock'))).toBe(false);
    expect(urls.some((url) => String(url).includes('redaktionens-valg'))).toBe(false);
  });

  it('lists every author with a published article', async () => {
    const { body } = await api('cos-se', 'app/sitemaps/authors');
    const urls = list(body, 'data').map((entry) => dig(entry, 'url'));
    expect(urls).toHaveLength(4);
    expect(urls).toContain('http://cos-se.localhost:3000/author/elin-berg');
  });

  it('answers 404 for an unknown sitemap', async () => {
    expect((await api('wom-dk', 'app/sitemaps/products')).status).toBe(404);
  });
});
