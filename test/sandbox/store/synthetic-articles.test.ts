import { describe, expect, it } from 'vitest';
import { SANDBOX_SITES } from '../../../sandbox/content/sandbox-sites';
import { syntheticSiteSpecs, syntheticSitesFile } from '../../../sandbox/content/synthetic-sites';
import { SandboxStore } from '../../../sandbox/store/sandbox.store';
import { SyntheticArticles } from '../../../sandbox/store/synthetic-articles.builder';
import { dig, list, resolveRoute, SITE_ORIGIN_TEMPLATE, useSandbox } from '../sandbox.harness';

const N = 3000;
const { api } = useSandbox({ synthetic: N, syntheticSites: 2 });

/** Hand-written articles in a site's sitemap (scale mode lists its own after them). */
const plain = new SandboxStore(
  [...SANDBOX_SITES, ...syntheticSiteSpecs(SANDBOX_SITES, 2)],
  SITE_ORIGIN_TEMPLATE,
);

function writtenCount(id: string): number {
  const site = plain.site(id);
  if (site === undefined) throw new Error(`no site ${id}`);
  return site.inSitemap.length;
}

const PER_PAGE = 1000;

/** The site path at `position` (0-based) of a site's article sitemap. */
async function sitemapPath(site: string, position: number): Promise<string> {
  const page = Math.floor(position / PER_PAGE) + 1;
  const sitemap = await api(
    site,
    `app/sitemaps/contenthub_composite?page=${String(page)}&per_page=${String(PER_PAGE)}`,
  );
  const loc = dig(sitemap.body, 'data', 'items', position % PER_PAGE, 'loc');
  if (typeof loc !== 'string') throw new Error(`no sitemap entry ${String(position)} on ${site}`);
  return new URL(loc).pathname;
}

/** Synthetic article `number` of a site, found through its sitemap: its path and resolved data. */
async function synthetic(site: string, number: number) {
  const path = await sitemapPath(site, writtenCount(site) + number - 1);
  const resolved = await api(site, resolveRoute(path));
  return { path, resolved };
}

describe('scale mode: synthetic articles built when asked for', () => {
  it('resolves synthetic article n by the path its sitemap entry names', async () => {
    const { path, resolved } = await synthetic('wom-dk', 2000);
    expect(path).toMatch(/-2000$/);
    expect(resolved.status).toBe(200);
    expect(dig(resolved.body, 'data', 'title')).toMatch(/ \(2000\)$/);
  });

  it('answers the same synthetic article on two calls', async () => {
    const { path, resolved } = await synthetic('wom-se', 1234);
    const again = await api('wom-se', resolveRoute(path));
    expect(again.body).toEqual(resolved.body);
  });

  it('lists the sitemap after the hand-written articles, newest first, N more than without', async () => {
    const index = await api('wom-fi', `app/sitemaps?per_page=${String(PER_PAGE)}`);
    const composites = list(index.body, 'data').find(
      (entry) => dig(entry, 'type') === 'contenthub_composite',
    );
    expect(dig(composites, 'pages')).toBe(Math.ceil((writtenCount('wom-fi') + N) / PER_PAGE));
    const last = await sitemapPath('wom-fi', writtenCount('wom-fi') + N - 1);
    expect(last).toMatch(new RegExp(`-${String(N)}$`));
  });

  it('lists synthetic article n in its category at its place by date', async () => {
    const { resolved } = await synthetic('cos-dk', 777);
    const id = dig(resolved.body, 'data', 'id');
    const categoryId = dig(resolved.body, 'data', 'category', 'data', 'id');
    const publishedAt = String(dig(resolved.body, 'data', 'published_at', 'date'));
    const listed: { id: unknown; date: string }[] = [];
    let total = 0;
    for (let page = 1; page <= 200; page += 1) {
      const category = await api(
        'cos-dk',
        `wp/v2/categories/${String(categoryId)}?with=content-teasers:per_page(100):page(${String(page)}),content-teasers-count`,
      );
      total = Number(dig(category.body, 'data', 'content-teasers-count'));
      const teasers = dig(category.body, 'data', 'content-teasers', 'data');
      if (!Array.isArray(teasers)) break;
      for (const teaser of teasers)
        listed.push({ id: dig(teaser, 'id'), date: String(dig(teaser, 'published_at', 'date')) });
    }
    expect(listed).toHaveLength(total);
    const place = listed.findIndex((entry) => entry.id === id);
    expect(place).toBeGreaterThanOrEqual(0);
    expect(listed.slice(0, place).every((entry) => entry.date > publishedAt)).toBe(true);
    expect(listed.slice(place + 1).every((entry) => entry.date < publishedAt)).toBe(true);
  });

  it('answers 404 for the number after the last synthetic article', async () => {
    const { path } = await synthetic('wom-nl', N);
    const beyond = await api('wom-nl', resolveRoute(path.replace(/-\d+$/, `-${String(N + 1)}`)));
    expect(beyond.status).toBe(404);
    const inside = await api('wom-nl', resolveRoute(path));
    expect(inside.status).toBe(200);
  });

  it('gives numbers 3k+1, 3k+2, 3k+3 the same article with a short, medium and long body', async () => {
    const bodies = await Promise.all(
      [1, 2, 3].map(async (number) => {
        const { resolved } = await synthetic('wom-dk', number);
        const id = String(dig(resolved.body, 'data', 'id'));
        const composite = await api('wom-dk', `wp/v2/composites/${id}?with=contents`);
        return {
          title: String(dig(composite.body, 'data', 'title')).replace(/ \(\d+\)$/, ''),
          widgets: list(composite.body, 'data', 'contents', 'data').length,
          words: Number(dig(composite.body, 'data', 'word_count')),
        };
      }),
    );
    const [short, medium, long] = bodies;
    expect(new Set(bodies.map((body) => body.title)).size).toBe(1);
    expect(short?.widgets).toBeLessThan(medium?.widgets ?? 0);
    expect(medium?.widgets).toBeLessThan(long?.widgets ?? 0);
    expect(short?.words).toBeLessThan(long?.words ?? 0);
  });

  it('links a synthetic article to its counterparts in the brand’s other markets', () => {
    const store = new SandboxStore(SANDBOX_SITES, SITE_ORIGIN_TEMPLATE, 30);
    const site = store.site('wom-nl');
    if (site === undefined) throw new Error('no wom-nl');
    const languages = store
      .translations(site, 'article', 'synthetic-17')
      .map((link) => link.language)
      .sort();
    expect(languages).toEqual(['da', 'fi', 'nb', 'sv']);
  });

  it('refuses a count that is not a whole number in range', () => {
    expect(() => new SyntheticArticles('wom-dk', 10_000, [], -1)).toThrow(/whole number/);
    expect(() => new SyntheticArticles('wom-dk', 10_000, [], 1.5)).toThrow(/whole number/);
  });
});

describe('scale mode: synthetic sites', () => {
  it('serves syn-002 with wom-se’s content under its own id, linked to no other market', async () => {
    const { resolved } = await synthetic('syn-002', 5);
    expect(resolved.status).toBe(200);
    expect(dig(resolved.body, 'data', 'locale')).toBe('sv');
    expect(String(dig(resolved.body, 'data', 'canonical_url'))).toMatch(
      /^http:\/\/syn-002\.localhost:3000\//,
    );
    expect(Object.keys(dig(resolved.body, 'data', 'translations') as object)).toEqual(['sv']);
  });

  it('answers 404 for a synthetic site beyond the count', async () => {
    expect((await api('syn-003', 'app/sitemaps')).status).toBe(404);
  });

  it('writes a sites file entry per synthetic site from its original’s', () => {
    const original = {
      id: 'wom-se',
      hosts: ['wom-se.localhost'],
      siteDomain: 'http://wom-se.localhost:${PUBLIC_PORT}',
      upstreams: { contentApi: '${SANDBOX_ORIGIN}/wom-se', imageHost: '${SANDBOX_ORIGIN}' },
    };
    const file = syntheticSitesFile(
      { brands: {}, sites: [original] },
      syntheticSiteSpecs(SANDBOX_SITES, 2).slice(1),
    );
    expect(file.sites).toEqual([
      original,
      {
        id: 'syn-002',
        hosts: ['syn-002.localhost'],
        siteDomain: 'http://syn-002.localhost:${PUBLIC_PORT}',
        upstreams: { contentApi: '${SANDBOX_ORIGIN}/syn-002', imageHost: '${SANDBOX_ORIGIN}' },
      },
    ]);
  });
});
