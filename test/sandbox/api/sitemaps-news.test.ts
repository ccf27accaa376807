import { describe, expect, it } from 'vitest';
import { SANDBOX_SITES } from '../../../sandbox/content/sandbox-sites';
import { SandboxStore } from '../../../sandbox/store/sandbox.store';
import { dig, list, SITE_ORIGIN_TEMPLATE, useSandbox } from '../sandbox.harness';

const WOM_SITES = ['wom-dk', 'wom-se', 'wom-no', 'wom-fi', 'wom-nl'];
const TWO_DAYS = 48 * 3_600_000;

describe('news articles of the sandbox', () => {
  /** 2025-03-20T12:00:00Z. */
  const start = Date.UTC(2025, 2, 20, 12);
  const store = new SandboxStore(SANDBOX_SITES, SITE_ORIGIN_TEMPLATE, 0, start);

  it('dates two news articles per WOM site hours before the start, in local time', () => {
    const expected: Record<string, readonly string[]> = {
      // 3 and 26 hours before 12:00 UTC, as wall time in each site's zone.
      'wom-dk': ['2025-03-20 10:00:00', '2025-03-19 11:00:00'],
      'wom-se': ['2025-03-20 10:00:00', '2025-03-19 11:00:00'],
      'wom-no': ['2025-03-20 10:00:00', '2025-03-19 11:00:00'],
      'wom-fi': ['2025-03-20 11:00:00', '2025-03-19 12:00:00'],
      'wom-nl': ['2025-03-20 10:00:00', '2025-03-19 11:00:00'],
    };
    for (const id of WOM_SITES) {
      const site = store.site(id);
      const recent = (site?.published.slice() ?? [])
        .filter((article) => article.isNews && article.publishedAt.startsWith('2025-03-'))
        .map((article) => [article.key, article.publishedAt, article.updatedAt]);
      expect(recent, id).toEqual([
        ['news-walking-study', expected[id]?.[0], expected[id]?.[0]],
        ['news-protein-advice', expected[id]?.[1], expected[id]?.[1]],
      ]);
    }
  });
});

describe('news articles over the content API', () => {
  const { api } = useSandbox();

  it('lists them in the composite sitemap changed within two days, flagged is_news', async () => {
    for (const site of WOM_SITES) {
      const { body } = await api(site, 'app/sitemaps/contenthub_composite');
      const recent = list(body, 'data', 'items').filter(
        (item) => Date.now() - Date.parse(String(dig(item, 'lastmod'))) <= TWO_DAYS,
      );
      expect(recent.length, site).toBeGreaterThanOrEqual(2);
      for (const item of recent) {
        const path = new URL(String(dig(item, 'loc'))).pathname;
        const resolved = await api(site, `app/resolve?path=${encodeURIComponent(path)}`);
        const id = Number(dig(resolved.body, 'data', 'id'));
        const { status, body: entity } = await api(site, `wp/v2/composites/${String(id)}`);
        expect(status, `${site} ${path}`).toBe(200);
        expect(dig(entity, 'data', 'is_news'), `${site} ${path}`).toBe(true);
        expect(dig(entity, 'data', 'editorial_type'), `${site} ${path}`).toBeDefined();
      }
    }
  });
});
