import { describe, expect, it } from 'vitest';
import { SANDBOX_SITES } from '../../../sandbox/content/sandbox-sites';
import { SandboxStore } from '../../../sandbox/store/sandbox.store';
import { syntheticArticles } from '../../../sandbox/store/synthetic-articles.builder';
import { dig, list, resolveRoute, SITE_ORIGIN_TEMPLATE, useSandbox } from '../sandbox.harness';

const N = 300;
const { api } = useSandbox({ synthetic: N });

function site(store: SandboxStore, id: string) {
  const found = store.site(id);
  if (found === undefined) throw new Error(`no site ${id}`);
  return found;
}

describe('scale mode (--synthetic N)', () => {
  const plain = new SandboxStore(SANDBOX_SITES, SITE_ORIGIN_TEMPLATE);
  const scaled = new SandboxStore(SANDBOX_SITES, SITE_ORIGIN_TEMPLATE, N);

  it('adds N published articles to every site', () => {
    for (const { id } of SANDBOX_SITES) {
      expect(site(scaled, id).published.length, id).toBe(site(plain, id).published.length + N);
    }
  });

  it('generates the same articles on every start', () => {
    const again = new SandboxStore(SANDBOX_SITES, SITE_ORIGIN_TEMPLATE, N);
    const pick = (store: SandboxStore) =>
      site(store, 'wom-fi').published.map(({ id, path, title, publishedAt, views }) => ({
        id,
        path,
        title,
        publishedAt,
        views,
      }));
    expect(pick(again)).toEqual(pick(scaled));
  });

  it('links a synthetic article to its counterparts in the brand’s other markets', () => {
    const languages = scaled
      .translations(site(scaled, 'wom-nl'), 'article', 'synthetic-17')
      .map((link) => link.language)
      .sort();
    expect(languages).toEqual(['da', 'fi', 'nb', 'sv']);
  });

  it('refuses a count that is not a whole number in range', () => {
    expect(() => syntheticArticles(10_000, [], -1)).toThrow(/whole number/);
    expect(() => syntheticArticles(10_000, [], 1.5)).toThrow(/whole number/);
  });

  it('serves synthetic articles by path, in category pages and in the sitemap', async () => {
    const article = site(scaled, 'cos-se').published.find((candidate) =>
      candidate.key.startsWith('synthetic-'),
    );
    if (article === undefined) throw new Error('no synthetic article');
    const resolved = await api('cos-se', resolveRoute(article.path));
    expect(resolved.status).toBe(200);
    expect(dig(resolved.body, 'data', 'title')).toBe(article.title);
    const sitemap = await api('cos-se', 'app/sitemaps/contenthub_composite?per_page=1000');
    expect(list(sitemap.body, 'data', 'items').length).toBeGreaterThan(N);
  });
});
