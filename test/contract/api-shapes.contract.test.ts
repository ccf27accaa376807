/**
 * Contract, both ways: the strict schemas of `api-shapes.ts` (written from the contract) accept
 * every recorded and derived fixture, reject the misreadings that once passed, and accept the
 * sandbox's answers to the same requests. The sandbox cannot drift from the contract unnoticed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/sandbox';
import { fixtureJson, loadFixtures } from '../support/recorded-content-api';
import { contractIssues, type ApiExchange } from './api-shapes';
import { callApi, field, list, text, type ApiCall } from './sandbox-api';

const COMPOSITE_WITH = 'contents,category,tags,teasers,vocabularies,related';
const CATEGORY_WITH =
  'details,parent,content-teasers:per_page(4):page(1):include_children(true),content-teasers-count:include_children(true)';
const TAG_WITH = 'content-teasers:per_page(4):page(1),content-teasers-count';
const AUTHOR_WITH = 'content-teasers:per_page(4):page(1)';

function expectConforms(exchange: ApiExchange, label: string): void {
  const issues = contractIssues(exchange);
  expect(
    issues,
    `${label}: ${exchange.method} ${exchange.path} -> HTTP ${exchange.status} breaks the contract:\n${issues.slice(0, 30).join('\n')}`,
  ).toEqual([]);
}

describe('the recorded and derived fixtures', () => {
  const fixtures = loadFixtures();

  it.each(fixtures.filter((entry) => entry.json !== undefined))('$set/$file conforms', (entry) => {
    expectConforms(
      { method: entry.method, path: entry.path, status: entry.status, body: entry.json },
      `${entry.set}/${entry.file}`,
    );
  });

  it('include the malformed sitemap answer, which is not JSON at all', () => {
    const malformed = fixtures.filter((entry) => entry.json === undefined);
    expect(malformed.map((entry) => entry.file)).toEqual(['sitemap-post_tag-2-malformed.txt']);
    expect(() => JSON.parse(malformed[0]?.text ?? '') as unknown).toThrow();
  });
});

describe('the schemas reject the shapes that trip adapters when misread', () => {
  const reject = (exchange: ApiExchange): void => {
    expect(contractIssues(exchange), JSON.stringify(exchange.body).slice(0, 200)).not.toEqual([]);
  };
  const json = (file: string): unknown => fixtureJson(file);

  it('includes through resolve, and meta.status on a page', () => {
    const page = json('resolve-page-front.json') as {
      data: Record<string, unknown>;
      meta: Record<string, unknown>;
    };
    const contents = (json('page-front-contents.json') as { data: { contents: unknown } }).data
      .contents;
    reject({
      method: 'GET',
      path: 'app/resolve',
      status: 200,
      body: { ...page, data: { ...page.data, contents } },
    });
    reject({
      method: 'GET',
      path: 'app/resolve',
      status: 200,
      body: { ...page, meta: { type: 'page', status: 200 } },
    });
  });

  it('a redirect sent as HTTP 301, and a 404 sent as HTTP 200', () => {
    reject({
      method: 'GET',
      path: 'app/resolve',
      status: 301,
      body: json('resolve-redirect.json'),
    });
    reject({ method: 'GET', path: 'app/resolve', status: 200, body: json('resolve-404.json') });
  });

  it('menus with a top-level data, and children that are not an array', () => {
    const body = json('menus.json') as Record<string, { data: Record<string, unknown>[] }>;
    reject({
      method: 'GET',
      path: 'app/menus',
      status: 200,
      body: { data: body['header-primary'] },
    });
    const first = body['header-primary']?.data[0] ?? {};
    reject({
      method: 'GET',
      path: 'app/menus/header-primary',
      status: 200,
      body: { data: [{ ...first, children: null }] },
    });
  });

  it('content-teasers with pagination meta, and content-teasers-count wrapped in data', () => {
    const body = json('category-31.json') as { data: Record<string, unknown> };
    reject({
      method: 'GET',
      path: 'wp/v2/categories/31',
      status: 200,
      body: {
        data: {
          ...body.data,
          'content-teasers': { data: [], meta: { pagination: { total: 0 } } },
        },
      },
    });
    reject({
      method: 'GET',
      path: 'wp/v2/categories/31',
      status: 200,
      body: { data: { ...body.data, 'content-teasers-count': { data: 231 } } },
    });
  });

  it('a locked text_item with its body, translated unit labels, ISO dates in a composite', () => {
    const body = json('composite-full.json') as {
      data: { contents: { data: Record<string, unknown>[] } };
    };
    const widgets = body.data.contents.data;
    const locked = widgets.map((item) =>
      item.type === 'text_item' ? { ...item, locked: true } : item,
    );
    reject({
      method: 'GET',
      path: 'wp/v2/composites/36402',
      status: 200,
      body: { data: { ...body.data, contents: { data: locked } } },
    });
    const recipe = widgets.find((item) => item.type === 'recipe') ?? {};
    const blocks = recipe.ingredient_block_items as { ingredient_items: object[] }[];
    const translated = {
      ...recipe,
      ingredient_block_items: [
        { headline: null, ingredient_items: [{ amount: '1', unit: 'tsk.', ingredient: 'salt' }] },
        ...blocks.slice(1),
      ],
    };
    reject({
      method: 'GET',
      path: 'wp/v2/composites/36402',
      status: 200,
      body: { data: { ...body.data, contents: { data: [translated] } } },
    });
    reject({
      method: 'GET',
      path: 'wp/v2/composites/36402',
      status: 200,
      body: { data: { ...body.data, published_at: '2022-02-01T07:00:00+01:00' } },
    });
  });

  it('a search paginator with real total_pages, and hits with a WordPress status', () => {
    const body = json('search-protein.json') as {
      data: Record<string, unknown>[];
      meta: { pagination: Record<string, unknown> };
    };
    reject({
      method: 'GET',
      path: 'app/search/query/protein/per_page/10/page/1',
      status: 200,
      body: {
        ...body,
        meta: { ...body.meta, pagination: { ...body.meta.pagination, total_pages: 3 } },
      },
    });
    reject({
      method: 'GET',
      path: 'app/search/query/protein/per_page/10/page/1',
      status: 200,
      body: { ...body, data: body.data.map((hit) => ({ ...hit, status: 'publish' })) },
    });
  });
});

// ---------------------------------------------------------------------------------------------

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, cdnPort: 0 });
});

afterAll(async () => {
  await (sandbox as RunningSandbox | undefined)?.close();
});

/** One call to the sandbox's wom-dk content API, with `lang` like the product sends it. */
function call(request: ApiCall): Promise<ApiExchange> {
  return callApi(`${sandbox.origin}/wom-dk`, request);
}

async function conforming(request: ApiCall): Promise<ApiExchange> {
  const exchange = await call(request);
  expectConforms(exchange, 'sandbox wom-dk');
  return exchange;
}

/** Paths the sandbox itself names: its menu categories and the articles of its sitemap. */
async function discover(): Promise<{
  readonly category: string;
  readonly article: string;
  readonly frontPageId: number;
}> {
  const menus = await call({ path: 'app/menus' });
  const header = list(field(menus.body, 'header-primary', 'data'));
  const category = header
    .map((item) => ({ type: field(item, 'type'), url: field(item, 'url') }))
    .find((item) => item.type === 'category' && typeof item.url === 'string')?.url;
  expect(category, `no category in the sandbox's header-primary menu`).toBeTypeOf('string');
  const index = await call({ path: 'app/sitemaps' });
  const composites = list(field(index.body, 'data')).find(
    (entry) => field(entry, 'type') === 'contenthub_composite',
  );
  expect(composites, 'no contenthub_composite sitemap in app/sitemaps').toBeDefined();
  const child = await call({
    path: 'app/sitemaps/contenthub_composite',
    query: { page: '1' },
  });
  const loc = field(list(field(child.body, 'data', 'items'))[0], 'loc');
  expect(loc, 'no item in the composite sitemap').toBeTypeOf('string');
  const front = await call({ path: 'app/resolve', query: { path: '/' } });
  const frontPageId = field(front.body, 'data', 'id');
  expect(frontPageId, 'resolve of / names no page id').toBeTypeOf('number');
  return {
    category: String(category),
    article: new URL(String(loc)).pathname,
    frontPageId: Number(frontPageId),
  };
}

describe("the sandbox's answers to the same requests (wom-dk)", () => {
  it('resolve: /, a menu category, an article from its sitemap, an upper-case and an unknown path', async () => {
    const paths = await discover();
    for (const path of ['/', paths.category, paths.article]) {
      const answer = await conforming({ path: 'app/resolve', query: { path } });
      expect(answer.status, path).toBe(200);
    }
    const upper = await conforming({
      path: 'app/resolve',
      query: { path: paths.article.toUpperCase() },
    });
    expect(field(upper.body, 'meta')).toEqual({
      type: 'redirect',
      status: 301,
      location: paths.article,
    });
    const unknown = await conforming({
      path: 'app/resolve',
      query: { path: `${paths.category}/findes-ikke-i-sandkassen` },
    });
    expect(unknown.status).toBe(404);
  });

  it("entity routes answer with the contract's with= includes", async () => {
    const paths = await discover();
    const article = await call({ path: 'app/resolve', query: { path: paths.article } });
    const composite = await conforming({
      path: `wp/v2/composites/${String(field(article.body, 'data', 'id'))}`,
      query: { with: COMPOSITE_WITH },
    });
    expect(
      list(field(composite.body, 'data', 'contents', 'data')).length,
      'the composite has contents',
    ).toBeGreaterThan(0);
    expect(
      list(field(composite.body, 'data', 'related', 'data')).length,
      'the composite has related teasers (CompositeTeaserTransformer shape, checked above)',
    ).toBeGreaterThan(0);
    const page = await conforming({
      path: `wp/v2/pages/${paths.frontPageId}`,
      query: { with: 'contents:page(1)' },
    });
    expect(list(field(page.body, 'data', 'contents', 'data')).length).toBeGreaterThan(0);
    const resolvedCategory = await call({ path: 'app/resolve', query: { path: paths.category } });
    const categoryAnswer = await conforming({
      path: `wp/v2/categories/${String(field(resolvedCategory.body, 'data', 'id'))}`,
      query: { with: CATEGORY_WITH },
    });
    expect(field(categoryAnswer.body, 'data', 'content-teasers-count')).toBeTypeOf('number');
    const tagUrl = field(list(field(composite.body, 'data', 'tags', 'data'))[0], 'url');
    if (typeof tagUrl === 'string') {
      const resolvedTag = await conforming({ path: 'app/resolve', query: { path: tagUrl } });
      await conforming({
        path: `wp/v2/tags/${String(field(resolvedTag.body, 'data', 'id'))}`,
        query: { with: TAG_WITH },
      });
    }
    const authorUrl = field(composite.body, 'data', 'author', 'url');
    expect(authorUrl, 'the article has an author').toBeTypeOf('string');
    const authorPath = `/author/${String(authorUrl).split('/author/')[1] ?? ''}`;
    const resolvedAuthor = await conforming({ path: 'app/resolve', query: { path: authorPath } });
    await conforming({
      path: `wp/v2/users/${String(field(resolvedAuthor.body, 'data', 'id'))}`,
      query: { with: AUTHOR_WITH },
    });
  });

  it("a guide with guide_meta, chapters_summary, multimedia, audio and a file: the transformers' shapes", async () => {
    for (const path of [
      '/traening/udstyr/indret-et-hjemmegym',
      '/traening/e-bog-styrketraening-for-begyndere',
    ]) {
      const resolved = await conforming({ path: 'app/resolve', query: { path } });
      const composite = await conforming({
        path: `wp/v2/composites/${String(field(resolved.body, 'data', 'id'))}`,
        query: { with: COMPOSITE_WITH },
      });
      expect(list(field(composite.body, 'data', 'contents', 'data')).length, path).toBeGreaterThan(
        0,
      );
    }
  });

  it('app/menus, each location, popular and translation strings', async () => {
    const menus = await conforming({ path: 'app/menus' });
    const locations = Object.keys(menus.body as object);
    expect(locations).toEqual(expect.arrayContaining(['header-primary', 'footer-primary']));
    for (const location of locations) await conforming({ path: `app/menus/${location}` });
    await conforming({ path: 'app/content/popular' });
    await conforming({ path: 'app/translation-strings' });
  });

  it('app/sitemaps and a child of every type', async () => {
    const index = await conforming({ path: 'app/sitemaps' });
    const types = list(field(index.body, 'data')).map((entry) => String(field(entry, 'type')));
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) {
      const child = await conforming({ path: `app/sitemaps/${type}`, query: { page: '1' } });
      expect(list(field(child.body, 'data', 'items')).length, type).toBeGreaterThan(0);
    }
  });

  it('app/widget/teaser-list: the next page by cursor, and 404 null at the end', async () => {
    const { frontPageId } = await discover();
    const page = await call({
      path: `wp/v2/pages/${frontPageId}`,
      query: { with: 'contents:page(1)' },
    });
    const cursors = list(field(page.body, 'data', 'contents', 'data'))
      .map((item) => field(item, 'content', 'data', 'teasers', 'meta', 'cursor', 'next'))
      .filter((next): next is string => typeof next === 'string');
    expect(cursors, 'no paginating teaser list with a next cursor on the front page').not.toEqual(
      [],
    );
    let next: unknown = cursors[0];
    let pagesSeen = 0;
    while (typeof next === 'string' && pagesSeen < 50) {
      const answer = await conforming({
        path: 'app/widget/teaser-list',
        query: { cursor: next, with: 'teasers' },
      });
      expect(answer.status).toBe(200);
      next = field(answer.body, 'data', 'teasers', 'meta', 'cursor', 'next');
      pagesSeen += 1;
    }
    expect(next, 'the last page has cursor.next null').toBeNull();
    const end = await conforming({
      path: 'app/widget/teaser-list',
      query: {
        cursor: Buffer.from('{"parent_id":1,"parent_type":"page","page":999}').toString('base64'),
        with: 'teasers',
      },
    });
    expect(end.status).toBe(404);
    expect(end.body).toBeNull();
  });

  it('search: GET app/search/query/… and POST app/search', async () => {
    const popular = await call({ path: 'app/content/popular' });
    const title = text(field(list(field(popular.body, 'data'))[0], 'title')) ?? '';
    const word = title.split(/[^\p{L}]+/u).find((part) => part.length > 4) ?? title;
    const viaGet = await conforming({
      path: `app/search/query/${encodeURIComponent(word)}/per_page/10/page/1`,
    });
    expect(list(field(viaGet.body, 'data')).length, `hits for "${word}"`).toBeGreaterThan(0);
    await conforming({
      method: 'POST',
      path: 'app/search',
      body: { query: word, page: 1, per_page: 10, facets: {}, sorting: null },
    });
  });
});
