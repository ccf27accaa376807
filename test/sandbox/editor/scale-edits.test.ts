import { beforeAll, describe, expect, it } from 'vitest';
import { dig, list, resolveRoute, useSandbox } from '../sandbox.harness';

/**
 * Editors' edits in scale mode: 100 000 generated articles a site. Nothing is scanned: an edit
 * of a generated article is kept beside its number, and the search index takes the one
 * document's words. How fast an edit reaches readers at this scale is measured by
 * `bench/freshness.mjs`, not by a clock in a test.
 */
const N = 100_000;
const { api, sandbox } = useSandbox({ synthetic: N });
/** wom-dk's synthetic ids: `idBase × 1000 + n`. */
const syntheticId = (n: number): number => 10_000_000 + n;

async function edit(method: 'PATCH' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${sandbox().origin}/__sandbox/content/wom-dk/${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await response.json();
  return { status: response.status, body: answer };
}

/** The site paths of the article sitemap's first page. */
async function sitemapPaths(): Promise<string[]> {
  const { body } = await api('wom-dk', 'app/sitemaps/contenthub_composite?page=1');
  return list(body, 'data', 'items').map((item) => new URL(dig(item, 'loc') as string).pathname);
}

async function path(id: number): Promise<string> {
  const { body } = await api('wom-dk', `wp/v2/composites/${String(id)}?Cache=false`);
  return new URL(dig(body, 'data', 'canonical_url') as string).pathname;
}

describe('editors’ edits in scale mode', () => {
  beforeAll(async () => {
    // The site's search index over 100 000 articles is built by its first query.
    await api('wom-dk', 'app/search/query/protein/per_page/1/page/1');
  });

  it('change a generated article, its new title found by search', async () => {
    const { status } = await edit('PATCH', `composite/${String(syntheticId(77_777))}`, {
      title: 'Kvantespring for begyndere',
    });
    expect(status).toBe(200);
    const { body } = await api('wom-dk', 'app/search/query/kvantespring/per_page/5/page/1');
    expect(list(body, 'data').map((hit) => dig(hit, 'id'))).toEqual([syntheticId(77_777)]);
  });

  it('unpublishing a generated article takes it off resolve and closes its gap in the sitemap', async () => {
    const id = syntheticId(5);
    const before = await sitemapPaths();
    const at = before.indexOf(await path(id));
    expect(at).toBeGreaterThan(0);
    await edit('POST', `composite/${String(id)}/unpublish`);
    expect((await api('wom-dk', resolveRoute(before[at] ?? ''))).status).toBe(404);
    const after = await sitemapPaths();
    expect(after[at]).toBe(before[at + 1]);
    expect(after[at - 1]).toBe(before[at - 1]);
  });

  it('publishing it again puts it back where it was', async () => {
    const id = syntheticId(8);
    const before = await sitemapPaths();
    await edit('POST', `composite/${String(id)}/unpublish`);
    await edit('POST', `composite/${String(id)}/publish`);
    expect(await sitemapPaths()).toEqual(before);
  });

  it('deleting a generated article counts one fewer in its category', async () => {
    const id = syntheticId(12_345);
    const { body } = await api('wom-dk', `wp/v2/composites/${String(id)}`);
    const category = dig(body, 'data', 'category', 'data', 'id') as number;
    const route = `wp/v2/categories/${String(category)}?with=content-teasers-count`;
    const count = dig((await api('wom-dk', route)).body, 'data', 'content-teasers-count');
    await edit('DELETE', `composite/${String(id)}`);
    expect(dig((await api('wom-dk', route)).body, 'data', 'content-teasers-count')).toBe(
      (count as number) - 1,
    );
    expect((await api('wom-dk', `wp/v2/composites/${String(id)}?Cache=false`)).status).toBe(404);
  });

  it('an edit of a hand-written article leaves the generated copies of it as they were', async () => {
    // Numbers 1, 2 and 3 copy the first hand-written article (11001).
    const copy = await api('wom-dk', `wp/v2/composites/${String(syntheticId(1))}`);
    await edit('PATCH', 'composite/11001', { title: 'Ben af stål' });
    const again = await api('wom-dk', `wp/v2/composites/${String(syntheticId(1))}`);
    expect(dig(again.body, 'data', 'title')).toBe(dig(copy.body, 'data', 'title'));
    expect(dig((await api('wom-dk', 'wp/v2/composites/11001')).body, 'data', 'title')).toBe(
      'Ben af stål',
    );
  });
});
