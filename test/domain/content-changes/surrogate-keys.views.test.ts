import { describe, expect, it } from 'vitest';
import {
  CONTENT_ACTIONS,
  CONTENT_KINDS,
} from '../../../src/domain/content-changes/content-change.types';
import {
  MAX_SURROGATE_KEYS,
  MAX_SURROGATE_KEY_HEADER,
  pathKey,
  surrogateKeysOfChange,
  surrogateKeysOfPage,
  surrogateKeysOfPath,
} from '../../../src/domain/content-changes/surrogate-keys.rules';
import { contentChangeFixture, listingFixture } from '../../fakes/domain-builders';
import {
  article,
  page,
  sitePage,
  teaser,
  teaserList,
  textWidget,
} from '../../render/view-model.fixture';

const SITE_WIDE = ['wom-dk:site', 'wom-dk:menus', 'wom-dk:strings'];

const change = contentChangeFixture;

function person(id: number | null) {
  return { id, name: `P${String(id)}`, url: null, title: null, biography: null, avatar: null };
}

describe('surrogate keys of pages that show little or nothing of the content', () => {
  it('an error page carries only the site-wide keys and its path', () => {
    const keys = surrogateKeysOfPage(
      sitePage({ type: 'error', statusCode: 500, message: null }),
      '/x',
    );
    expect(keys).toEqual([...SITE_WIDE, pathKey('wom-dk', '/x')]);
  });

  it('a redirect carries only the site-wide keys and its path', () => {
    expect(surrogateKeysOfPath('wom-dk', '/old')).toEqual([
      ...SITE_WIDE,
      pathKey('wom-dk', '/old'),
    ]);
  });

  it('a search page is stale when lists gain an article or a hit changes', () => {
    const results = {
      query: 'løb',
      teasers: [teaser(41)],
      pagination: { page: 1, perPage: 10, total: 1, totalPages: 1 },
      facets: [],
    } as never;
    expect(surrogateKeysOfPage(sitePage({ type: 'search', query: 'løb', results }), '/s')).toEqual([
      ...SITE_WIDE,
      pathKey('wom-dk', '/s'),
      'wom-dk:lists',
      'wom-dk:composite:41',
    ]);
    expect(
      surrogateKeysOfPage(sitePage({ type: 'search', query: '', results: null }), '/s'),
    ).toEqual([...SITE_WIDE, pathKey('wom-dk', '/s'), 'wom-dk:lists']);
  });

  it("a 404 with the site's own 404 page names that page", () => {
    const keys = surrogateKeysOfPage(
      sitePage({ type: 'not-found', popular: [teaser(8)], page: page({ id: 404 }) }),
      '/x',
    );
    expect(keys).toEqual(expect.arrayContaining(['wom-dk:not-found', 'wom-dk:page:404']));
    expect(keys).toContain('wom-dk:composite:8');
  });
});

describe('surrogate keys of content pages', () => {
  it("a page names itself, a featured article, a pull quote's article, and editors with an id", () => {
    const editorial = page({
      id: 9,
      blocks: [
        {
          type: 'featured_content',
          key: 'f',
          label: null,
          displayHint: 'default',
          teaser: teaser(301),
          image: null,
        },
        { type: 'quote_teaser', key: 'q', quote: 'Løb', author: null, teaser: null, link: null },
        {
          type: 'author_overview',
          key: 'a',
          description: null,
          authors: [person(null), person(58)],
        },
      ],
    } as never);
    expect(surrogateKeysOfPage(sitePage({ type: 'page', page: editorial }), '/om')).toEqual([
      ...SITE_WIDE,
      pathKey('wom-dk', '/om'),
      'wom-dk:page:9',
      'wom-dk:author:58',
      'wom-dk:composite:301',
    ]);
  });

  it('a teaser of a bundle names the bundle and each article in it, nothing more', () => {
    const bundle = teaser(50, { teasers: [teaser(51), teaser(52)] });
    const front = page({
      id: 5,
      blocks: [
        { type: 'teaser_list', key: 'b', list: teaserList({ teasers: [bundle, teaser(53)] }) },
      ],
    });
    expect(surrogateKeysOfPage(sitePage({ type: 'home', page: front }), '/')).toEqual([
      ...SITE_WIDE,
      pathKey('wom-dk', '/'),
      'wom-dk:page:5',
      'wom-dk:lists',
      'wom-dk:composite:50',
      'wom-dk:composite:51',
      'wom-dk:composite:52',
      'wom-dk:composite:53',
    ]);
  });

  it('an article without category or author names its top category, related articles, and itself once', () => {
    const viewModel = sitePage({
      type: 'article',
      article: article({
        id: 12,
        category: {
          id: 3,
          name: 'Styrke',
          url: null,
          parent: null,
          ancestor: { id: 1, name: 'Træning', url: null },
        },
        tags: [],
        author: null,
        otherAuthors: [],
        widgets: [
          textWidget('<p>Tekst</p>'),
          {
            type: 'associated_composites',
            key: 'w1',
            locked: false,
            title: null,
            displayHint: 'default',
            teasers: [teaser(70)],
          },
        ],
      } as never),
      readNext: [teaser(12), teaser(71)],
    });
    expect(surrogateKeysOfPage(viewModel, '/a')).toEqual([
      ...SITE_WIDE,
      pathKey('wom-dk', '/a'),
      'wom-dk:composite:12',
      'wom-dk:category:3',
      'wom-dk:category:1',
      'wom-dk:composite:70',
      'wom-dk:composite:71',
    ]);
    const bare = sitePage({
      type: 'article',
      article: article({ id: 13, category: null, tags: [], author: null, otherAuthors: [] }),
    });
    expect(surrogateKeysOfPage(bare, '/b')).toEqual([
      ...SITE_WIDE,
      pathKey('wom-dk', '/b'),
      'wom-dk:composite:13',
    ]);
  });

  it('a subcategory listing is keyed as its category, with every listing', () => {
    const listing = listingFixture({ kind: 'subcategory', id: 4, teasers: [] });
    expect(surrogateKeysOfPage(sitePage({ type: 'listing', listing }), '/c/s')).toEqual([
      ...SITE_WIDE,
      pathKey('wom-dk', '/c/s'),
      'wom-dk:category:4',
      'wom-dk:category:4:list',
      'wom-dk:listings',
    ]);
  });
});

describe('surrogate key bounds', () => {
  function frontWith(ids: readonly number[], authorIds: readonly number[] = []) {
    return sitePage({
      type: 'home',
      page: page({
        id: 5,
        blocks: [
          {
            type: 'author_overview',
            key: 'a',
            description: null,
            authors: authorIds.map(person),
          },
          {
            type: 'teaser_list',
            key: 'b',
            list: teaserList({ teasers: ids.map((id) => teaser(id)) }),
          },
        ],
      } as never),
    });
  }

  it('keep every teaser key when the header is exactly at both bounds', () => {
    // 6 own keys and 58 teaser keys: 64 keys and 2048 characters with their separators.
    const ids = [
      ...Array.from({ length: 47 }, (_, index) => 1e15 + index),
      ...Array.from({ length: 11 }, (_, index) => 1e14 + index),
    ];
    const keys = surrogateKeysOfPage(frontWith(ids), '/');
    expect(keys).toHaveLength(MAX_SURROGATE_KEYS);
    expect(keys.join(' ')).toHaveLength(MAX_SURROGATE_KEY_HEADER);
    expect(keys).toContain(`wom-dk:composite:${String(ids[0])}`);
    expect(keys).not.toContain('wom-dk:composites');
  });

  it('drop the teaser keys for the coarse key one character past the header bound', () => {
    const ids = [
      1e16,
      ...Array.from({ length: 46 }, (_, index) => 1e15 + index),
      ...Array.from({ length: 11 }, (_, index) => 1e14 + index),
    ];
    const keys = surrogateKeysOfPage(frontWith(ids), '/');
    expect(keys).toContain('wom-dk:composites');
    expect(keys).not.toContain('wom-dk:composite:10000000000000000');
    expect(keys.join(' ').length).toBeLessThanOrEqual(MAX_SURROGATE_KEY_HEADER);
  });

  it('fall back to the coarse key when the own keys and it make exactly the bound', () => {
    // 6 own keys + 57 editors + the coarse key = 64.
    const authors = Array.from({ length: 57 }, (_, index) => 1 + index);
    const keys = surrogateKeysOfPage(frontWith([900, 901], authors), '/');
    expect(keys).toHaveLength(MAX_SURROGATE_KEYS);
    expect(keys).toContain('wom-dk:composites');
    expect(keys).toContain('wom-dk:author:57');
    expect(keys).not.toContain('wom-dk:composite:900');
  });

  it('give way to the site-wide keys when even the own keys do not fit', () => {
    const authors = Array.from({ length: 70 }, (_, index) => 1 + index);
    expect(surrogateKeysOfPage(frontWith([], authors), '/')).toEqual(SITE_WIDE);
  });
});

describe('path keys', () => {
  it('are the 32-bit FNV-1a hash of the path, so tools outside the product can purge a path', () => {
    expect(pathKey('wom-dk', '')).toBe('wom-dk:path:811c9dc5');
    expect(pathKey('wom-dk', 'a')).toBe('wom-dk:path:e40c292c');
    expect(pathKey('cos-se', 'foobar')).toBe('cos-se:path:bf9cf968');
  });
});

describe('surrogate keys of changes to pages, terms and site-wide content', () => {
  it('a published page fills 404s and the sitemaps; an edited one only itself and the sitemaps', () => {
    expect(surrogateKeysOfChange(change({ kind: 'page', id: '9', action: 'published' }))).toEqual([
      'wom-dk:page:9',
      'wom-dk:sitemaps',
      'wom-dk:not-found',
    ]);
    expect(surrogateKeysOfChange(change({ kind: 'page', id: '9' }))).toEqual([
      'wom-dk:page:9',
      'wom-dk:sitemaps',
    ]);
  });

  it('a new author or category changes its listing and the sitemaps', () => {
    expect(surrogateKeysOfChange(change({ kind: 'author', id: '7', action: 'published' }))).toEqual(
      ['wom-dk:author:7', 'wom-dk:author:7:list', 'wom-dk:sitemaps'],
    );
    expect(surrogateKeysOfChange(change({ kind: 'author', id: '7' }))).toEqual(['wom-dk:author:7']);
    expect(surrogateKeysOfChange(change({ kind: 'category', id: '3', action: 'deleted' }))).toEqual(
      ['wom-dk:category:3', 'wom-dk:category:3:list', 'wom-dk:sitemaps', 'wom-dk:menus'],
    );
  });

  it('menus, strings and site settings each purge their own site-wide key', () => {
    expect(surrogateKeysOfChange(change({ kind: 'menu', id: '' }))).toEqual(['wom-dk:menus']);
    expect(surrogateKeysOfChange(change({ kind: 'translation-strings', id: '' }))).toEqual([
      'wom-dk:strings',
    ]);
    expect(surrogateKeysOfChange(change({ kind: 'site', id: '' }))).toEqual(['wom-dk:site']);
  });

  it('an edited article with its terms also changes the listings it is filed under now', () => {
    const keys = surrogateKeysOfChange(
      change({ filedUnder: { categories: [3], tags: [], authors: [7] } }),
    );
    expect(keys).toEqual([
      'wom-dk:composite:12',
      'wom-dk:composites',
      'wom-dk:sitemaps',
      'wom-dk:category:3:list',
      'wom-dk:author:7:list',
    ]);
  });

  it('every kind and action a webhook may name is known and makes something stale', () => {
    expect([...CONTENT_KINDS].sort()).toEqual([
      'author',
      'category',
      'composite',
      'menu',
      'page',
      'site',
      'tag',
      'translation-strings',
    ]);
    expect([...CONTENT_ACTIONS].sort()).toEqual(['deleted', 'published', 'unpublished', 'updated']);
    for (const kind of CONTENT_KINDS)
      for (const action of CONTENT_ACTIONS) {
        const keys = surrogateKeysOfChange(change({ kind, action }));
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.every((key) => key.startsWith('wom-dk:'))).toBe(true);
      }
  });
});
