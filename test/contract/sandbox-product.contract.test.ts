/**
 * Contract: the built product in single-site mode against the sandbox's wom-dk content API
 * (`CONTENT_API_URL={sandbox}/wom-dk`, no content token), asserting the same reader-level
 * properties as the recorded suite. Paths and texts are discovered from the sandbox's own menus,
 * front page and sitemaps through the contract's routes; no slug is hard-coded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/sandbox';
import {
  anchors,
  elements,
  jsonLdNodes,
  readerArtefacts,
  visibleText,
} from '../support/html-reading';
import { startProduct, type ProductProcess } from '../support/product-process';
import { childText, childrenNamed, parseXml } from '../support/xml-reading';
import { Pages, expectAbsent, expectTexts, type Page } from './contract-helpers';
import { callApi, field, list, phpDateInstant, plainExcerpt, text } from './sandbox-api';

const COMPOSITE_WITH = 'contents,category,tags,teasers,vocabularies,related';
const CATEGORY_WITH =
  'details,parent,content-teasers:per_page(12):page(1):include_children(true),content-teasers-count:include_children(true)';
/** Widget types the contract says the API sends in full even when locked (item 7). */
const SENT_IN_FULL = [
  'recipe',
  'product',
  'calculator',
  'lead_paragraph',
  'newsletter',
  'associated_composites',
];

interface Article {
  readonly path: string;
  readonly entity: unknown;
}

let sandbox: RunningSandbox;
let product: ProductProcess;
let apiBase = '';
let siteOrigin = '';
const pages = new Pages(() => product);
let articles: Article[] = [];

function api(path: string, query: Record<string, string> = {}): Promise<unknown> {
  return callApi(apiBase, { path, query }).then((exchange) => exchange.body);
}

function widgetsOf(entity: unknown): Record<string, unknown>[] {
  return list(field(entity, 'data', 'contents', 'data')).filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
}

/** The articles of the sandbox's composite sitemap, resolved and fetched like the product does. */
async function loadArticles(limit: number): Promise<Article[]> {
  const index = await api('app/sitemaps');
  const composite = list(field(index, 'data')).find(
    (entry) => field(entry, 'type') === 'contenthub_composite',
  );
  const pageCount = Number(field(composite, 'pages') ?? 0);
  const locs: string[] = [];
  for (let page = 1; page <= pageCount && locs.length < limit; page += 1) {
    const child = await api('app/sitemaps/contenthub_composite', { page: String(page) });
    for (const item of list(field(child, 'data', 'items'))) {
      const loc = text(field(item, 'loc'));
      if (loc !== null) locs.push(loc);
    }
  }
  const found: Article[] = [];
  for (const loc of locs.slice(0, limit)) {
    const path = new URL(loc).pathname;
    const resolved = await api('app/resolve', { path });
    if (field(resolved, 'meta', 'type') !== 'composite') continue;
    const id = String(field(resolved, 'data', 'id'));
    found.push({ path, entity: await api(`wp/v2/composites/${id}`, { with: COMPOSITE_WITH }) });
  }
  return found;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, cdnPort: 0 });
  apiBase = `${sandbox.origin}/wom-dk`;
  const front = await api('app/resolve', { path: '/' });
  const canonical = text(field(front, 'data', 'canonical_url'));
  if (canonical === null)
    throw new Error(`the sandbox's resolve of / has no canonical_url: ${JSON.stringify(front)}`);
  siteOrigin = new URL(canonical).origin;
  const host = new URL(canonical).hostname;
  product = await startProduct(
    {
      BRAND_CODE: 'WOM',
      BRAND_NAME: 'WOM',
      MARKET: 'dk',
      SITE_DOMAIN: siteOrigin,
      SITE_HOSTS: host,
      CONTENT_API_URL: apiBase,
    },
    { host },
  );
  articles = await loadArticles(60);
}, 60_000);

afterAll(async () => {
  // Either may be missing when beforeAll failed half-way.
  await (product as ProductProcess | undefined)?.close();
  await (sandbox as RunningSandbox | undefined)?.close();
});

/** The front page entity, as the product fetches it after resolving `/`. */
async function frontPage(): Promise<unknown> {
  const resolved = await api('app/resolve', { path: '/' });
  return api(`wp/v2/pages/${String(field(resolved, 'data', 'id'))}`, {
    with: 'contents:page(1)',
  });
}

function teaserListsOf(page: unknown): { title: string | null; teasers: unknown[] }[] {
  return list(field(page, 'data', 'contents', 'data'))
    .filter((item) => field(item, 'type') === 'teaser_list')
    .map((item) => ({
      title: text(field(item, 'content', 'data', 'title')),
      teasers: list(field(item, 'content', 'data', 'teasers', 'data')),
    }));
}

function published(teasers: unknown[]): string[] {
  return teasers
    .filter((teaser) => field(teaser, 'status') === 'publish')
    .flatMap((teaser) => text(field(teaser, 'title')) ?? []);
}

describe('the product on the sandbox (wom-dk)', () => {
  it('shows the front page with its teaser lists and teasers', async () => {
    const page = await pages.ok('/');
    const lists = teaserListsOf(await frontPage()).filter((item) => item.teasers.length > 0);
    expect(lists.length, 'the sandbox front page has teaser lists with teasers').toBeGreaterThan(0);
    // A teaser shows once per page (src/domain/content/page.rules.ts): a list whose teasers all
    // stood in an earlier list has nothing left to show, title included.
    const seen = new Set<unknown>();
    const withNewTeasers = lists.filter((item) => {
      const ids = item.teasers.map((teaser) => field(teaser, 'id'));
      const fresh = ids.some((id) => !seen.has(id));
      for (const id of ids) seen.add(id);
      return fresh;
    });
    expect(withNewTeasers.length).toBeGreaterThan(lists.length / 2);
    expectTexts(
      page,
      withNewTeasers.flatMap((item) => item.title ?? []),
      'teaser list titles',
    );
    const titles = [...new Set(lists.flatMap((item) => published(item.teasers)))];
    const shown = titles.filter((title) => page.text.includes(title));
    expect(
      shown.length,
      `teaser titles shown: ${shown.length} of ${titles.length} (${titles.join(' | ')})`,
    ).toBeGreaterThanOrEqual(Math.min(5, titles.length));
    expect(readerArtefacts(page.body)).toEqual([]);
  });

  it('shows the body text of its articles', async () => {
    const withText = articles.flatMap((article) => {
      const body = widgetsOf(article.entity).find(
        (item) => item.type === 'text_item' && item.locked === false && text(item.body) !== null,
      )?.body;
      const excerpt = typeof body === 'string' ? plainExcerpt(body) : null;
      return excerpt === null ? [] : [{ article, excerpt }];
    });
    expect(withText.length, 'sandbox articles with an open text item').toBeGreaterThan(0);
    const checked: string[] = [];
    for (const { article, excerpt } of withText) {
      if (checked.length >= 6) break;
      const page = await pages.ok(article.path);
      // A paywalled article may cut open widgets by the product's policy: read free ones only.
      if (/<(aside|div|section)\b[^>]*\bpaywall\b/i.test(page.body)) continue;
      expectTexts(page, [excerpt], 'the first open text item');
      expect(readerArtefacts(page.body), article.path).toEqual([]);
      checked.push(article.path);
    }
    expect(
      checked.length,
      'articles without a paywall box whose body text was read',
    ).toBeGreaterThan(0);
  });

  it('fills the header and footer from the menu locations', async () => {
    const menus = await api('app/menus');
    const header = list(field(menus, 'header-primary', 'data')).flatMap(
      (item) => text(field(item, 'title')) ?? [],
    );
    const footer = list(field(menus, 'footer-primary', 'data')).flatMap(
      (item) => text(field(item, 'title')) ?? [],
    );
    expect(header.length, 'the sandbox has header-primary items').toBeGreaterThan(0);
    const page = await pages.ok('/');
    expectTexts(
      { path: '/ <header>', text: visibleText(elements(page.body, 'header')[0]?.inner ?? '') },
      header,
      'header-primary items',
    );
    expectTexts(
      { path: '/ <footer>', text: visibleText(elements(page.body, 'footer').at(-1)?.inner ?? '') },
      footer,
      'footer-primary items',
    );
  });

  it('lists teasers on a menu category and loads more', async () => {
    const menus = await api('app/menus');
    const category = list(field(menus, 'header-primary', 'data')).find(
      (item) => field(item, 'type') === 'category',
    );
    const path = text(field(category, 'url'));
    expect(path, 'a category in header-primary').not.toBeNull();
    const resolved = await api('app/resolve', { path: path ?? '/' });
    const entity = await api(`wp/v2/categories/${String(field(resolved, 'data', 'id'))}`, {
      with: CATEGORY_WITH,
    });
    const links = list(field(entity, 'data', 'content-teasers', 'data')).flatMap(
      (teaser) => text(field(teaser, 'link')) ?? [],
    );
    const page = await pages.ok(path ?? '/');
    const hrefs = anchors(page.body).map((anchor) => anchor.attributes.href ?? '');
    const linked = links.filter((link) => hrefs.includes(link));
    expect(
      linked.length,
      `category teasers linked: ${linked.length} of ${links.length}`,
    ).toBeGreaterThanOrEqual(Math.min(3, links.length));
    const total = Number(field(entity, 'data', 'content-teasers-count') ?? 0);
    if (total > links.length)
      expect(
        hrefs.filter((href) => /[?&]page=2\b/.test(href)),
        `${total} teasers: a next-page link`,
      ).not.toHaveLength(0);

    const cursor = list(field(await frontPage(), 'data', 'contents', 'data')).flatMap(
      (item) => text(field(item, 'content', 'data', 'teasers', 'meta', 'cursor', 'next')) ?? [],
    )[0];
    expect(cursor, 'a paginating list with a next cursor on the front page').toBeDefined();
    const more = await product.get(`/api/teaser-list?cursor=${encodeURIComponent(cursor ?? '')}`);
    expect(more.status, more.body.slice(0, 300)).toBe(200);
    const body = JSON.parse(more.body) as { teasers?: unknown[] };
    expect(body.teasers?.length ?? 0, 'load more answers teasers').toBeGreaterThan(0);
  });

  it("answers sitemaps as valid XML on the site's origin", async () => {
    const index = await product.get('/sitemap.xml');
    expect(index.status, index.body.slice(0, 300)).toBe(200);
    const root = parseXml(index.body);
    expect(root.name).toBe('sitemapindex');
    const locs = childrenNamed(root, 'sitemap').map((entry) => childText(entry, 'loc') ?? '');
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) {
      expect(loc.startsWith(`${siteOrigin}/`), loc).toBe(true);
      const url = new URL(loc);
      const child = await product.get(`${url.pathname}${url.search}`);
      expect(child.status, `${loc}: ${child.body.slice(0, 200)}`).toBe(200);
      const set = parseXml(child.body);
      expect(set.name).toBe('urlset');
      for (const entry of childrenNamed(set, 'url'))
        expect(childText(entry, 'loc') ?? '', loc).toMatch(new RegExp(`^${siteOrigin}/`));
    }
  });

  it('shows no raw unit or nutrient codes, JSON, [object Object] or NaN', async () => {
    const recipes = articles
      .filter((article) =>
        widgetsOf(article.entity).some((item) => item.type === 'recipe' && item.locked === false),
      )
      .slice(0, 3);
    expect(recipes.length, 'open recipes in the sandbox').toBeGreaterThan(0);
    for (const article of recipes) {
      const page = await pages.ok(article.path);
      const recipe = widgetsOf(article.entity).find((item) => item.type === 'recipe');
      const ingredients = list(recipe?.ingredient_block_items)
        .flatMap((block) => list(field(block, 'ingredient_items')))
        .flatMap((item) => text(field(item, 'ingredient')) ?? []);
      expectTexts(page, ingredients.slice(0, 3), 'the recipe (rendered before codes are judged)');
      expect(readerArtefacts(page.body), article.path).toEqual([]);
      expectAbsent(
        page.text,
        [
          /\bteaspoon\b/i,
          /\btablespoon\b/i,
          /\bpiece\b/i,
          /\bpinch\b/i,
          /\bCarbohydrate\b/,
          /\bFiber\b/,
          /\bEnergy\b/,
        ],
        `${article.path}: raw codes`,
      );
    }
  });

  it('dates articles in JSON-LD with offsets, at the instants the API sent', async () => {
    const article = articles[0];
    expect(article, 'an article in the sitemap').toBeDefined();
    const page = await pages.ok(article?.path ?? '/');
    const node = ['Article', 'NewsArticle', 'BlogPosting', 'Recipe']
      .flatMap((type) => jsonLdNodes(page.body, type))
      .find((candidate) => 'datePublished' in candidate);
    expect(node, 'JSON-LD with datePublished').toBeDefined();
    const published = String(node?.datePublished);
    expect(published).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
    const expected = phpDateInstant(field(article?.entity, 'data', 'published_at'));
    expect(new Date(published).toISOString()).toBe(expected?.toISOString());
  });

  it('links authors as paths on its own origin', async () => {
    const article = articles.find((item) => field(item.entity, 'data', 'author') !== null);
    const page = await pages.ok(article?.path ?? '/');
    const authorLinks = anchors(page.body)
      .map((anchor) => anchor.attributes.href ?? '')
      .filter((href) => href.includes('/author/'));
    expect(authorLinks.length, 'a link to the author').toBeGreaterThan(0);
    for (const href of authorLinks) expect(href).toMatch(/^\/author\/[^/]+$/);
    const apiHost = new URL(sandbox.origin).host;
    expect(
      anchors(page.body).filter((anchor) => (anchor.attributes.href ?? '').includes(apiHost)),
      'links to the API host',
    ).toEqual([]);
  });

  it("shows a guide's facts, chapters summary, multimedia and audio as the sandbox sends them", async () => {
    const guide = articles.find((article) => {
      const types = widgetsOf(article.entity).map((item) => item.type);
      return (
        field(article.entity, 'data', 'guide_meta', 'price') !== null &&
        ['chapters_summary', 'multimedia', 'audio'].every((type) => types.includes(type))
      );
    });
    expect(
      guide,
      'a sandbox guide with guide_meta, chapters_summary, multimedia and audio',
    ).toBeDefined();
    if (guide === undefined) return;
    const widgets = widgetsOf(guide.entity);
    const page = await pages.ok(guide.path);
    const meta = field(guide.entity, 'data', 'guide_meta');
    expectTexts(
      page,
      [text(field(meta, 'time_required')) ?? '', text(field(meta, 'price')) ?? ''],
      'the guide facts',
    );
    const chapters = widgets
      .filter((item) => item.type === 'lead_paragraph' && item.display_hint === 'chapter')
      .flatMap((item) => text(item.title) ?? []);
    const summary = elements(page.body, 'nav').find((nav) =>
      (nav.attributes.class ?? '').includes('chapters-summary'),
    );
    expect(anchors(summary?.inner ?? '').map((anchor) => anchor.text)).toEqual(chapters);
    const shown = widgets.filter((item) => item.type === 'multimedia' || item.type === 'audio');
    expectTexts(
      page,
      shown.flatMap((item) => text(item.title) ?? []),
      'multimedia and audio titles',
    );
    const audio = widgets.find((item) => item.type === 'audio');
    const src = text(field(audio, 'file', 'url'));
    expect(page.body).toContain(`<audio class="audio__player" src="${src ?? 'none'}"`);
  });

  it('sends no locked widget content to an anonymous reader', async () => {
    const open = (article: Article): string =>
      JSON.stringify([
        field(article.entity, 'data', 'title'),
        field(article.entity, 'data', 'description'),
        field(article.entity, 'data', 'teasers'),
        widgetsOf(article.entity).filter((item) => item.locked === false),
      ]);
    const popular = JSON.stringify(await api('app/content/popular'));
    const checked: string[] = [];
    for (const article of articles) {
      const locked = widgetsOf(article.entity).filter(
        (item) => item.locked === true && SENT_IN_FULL.includes(String(item.type)),
      );
      const texts = locked
        .flatMap((item) => [
          item.title,
          item.description,
          field(item, 'permission_text'),
          ...list(item.composites).map((teaser) => field(teaser, 'title')),
          ...list(item.ingredient_block_items).flatMap((block) =>
            list(field(block, 'ingredient_items')).map((entry) => field(entry, 'ingredient')),
          ),
        ])
        .flatMap((value) => text(value) ?? [])
        .filter((value) => value.length >= 12 && !open(article).includes(value))
        .filter((value) => !popular.includes(value));
      if (texts.length === 0) continue;
      const page: Page = await pages.ok(article.path);
      expectTexts(page, [text(field(article.entity, 'data', 'title')) ?? ''], 'the article title');
      expectAbsent(
        page.decoded,
        texts,
        `${article.path}: locked widget content reached the reader`,
      );
      checked.push(article.path);
    }
    expect(
      checked,
      'no sandbox article sends a locked recipe, product, calculator, lead paragraph, newsletter or associated composites in full (contract item 7)',
    ).not.toEqual([]);
  });
});

/** An edit through the sandbox's editor routes (what an editor does in WordPress). */
async function editorAction(path: string): Promise<void> {
  const response = await fetch(`${sandbox.origin}/__sandbox/content/wom-dk/${path}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`sandbox edit ${path} answered ${String(response.status)}`);
}

describe("an editor's preview on the sandbox (wom-dk)", () => {
  it('shows a draft from the query-style and the path-style link, marked and never cached', async () => {
    const article = articles.find((candidate) => text(field(candidate.entity, 'data', 'title')));
    if (article === undefined) throw new Error('the sandbox has no article to preview');
    const id = String(field(article.entity, 'data', 'id'));
    const title = text(field(article.entity, 'data', 'title')) ?? '';
    await editorAction(`composite/${id}/unpublish`);
    try {
      for (const link of [
        `/?preview=true&p=${id}&post_type=contenthub_composite&nonce=n0nce&cacheClear=true`,
        `${article.path}?preview=true&preview_id=${id}&preview_nonce=n0nce`,
      ]) {
        const response = await product.get(link);
        expect(response.status, link).toBe(200);
        expect(response.headers['cache-control'], link).toBe('private, no-store');
        expect(response.headers['surrogate-key'], link).toBeUndefined();
        const html = response.body;
        expect(visibleText(html), link).toContain(title);
        expect(html, link).toContain('class="preview-banner"');
        expect(html, link).toMatch(/name="robots" content="noindex/);
      }
    } finally {
      await editorAction(`composite/${id}/publish`);
    }
  });
});
