import { describe, expect, it } from 'vitest';
import {
  MAX_SURROGATE_KEYS,
  MAX_SURROGATE_KEY_HEADER,
  isSiteWideKey,
  pathKey,
  surrogateKeysOfChange,
  surrogateKeysOfPage,
} from '../../../src/domain/content-changes/surrogate-keys.rules';
import { contentChangeFixture, listingFixture } from '../../fakes/domain-builders';
import { article, page, sitePage, teaser, teaserList } from '../../render/view-model.fixture';

const change = contentChangeFixture;

describe('surrogate keys of a page', () => {
  it('name the article, its category with parent, tags, authors, the path and the site-wide keys', () => {
    const viewModel = sitePage({
      type: 'article',
      article: article({
        id: 12,
        category: {
          id: 3,
          name: 'Styrke',
          url: '/traening/styrke',
          parent: { id: 1, name: 'Træning', url: '/traening' },
        },
        tags: [{ id: 40, name: 'Core', url: '/tags/core', internal: false }],
        author: { id: 7, name: 'Ida', url: null, title: null, biography: null, avatar: null },
      }),
    });
    expect(surrogateKeysOfPage(viewModel, '/traening/styrke/a')).toEqual([
      'wom-dk:site',
      'wom-dk:menus',
      'wom-dk:strings',
      pathKey('wom-dk', '/traening/styrke/a'),
      'wom-dk:composite:12',
      'wom-dk:category:3',
      'wom-dk:category:1',
      'wom-dk:tag:40',
      'wom-dk:author:7',
    ]);
  });

  it('name every teaser of a front page, with the key of pages whose lists gain new articles', () => {
    const front = page({
      id: 5,
      blocks: [
        {
          type: 'teaser_list',
          key: 'b0',
          list: teaserList({ teasers: [teaser(101), teaser(102)] }),
        },
      ],
    });
    const keys = surrogateKeysOfPage(sitePage({ type: 'home', page: front }), '/');
    expect(keys).toContain('wom-dk:page:5');
    expect(keys).toContain('wom-dk:lists');
    expect(keys).toContain('wom-dk:composite:101');
    expect(keys).toContain('wom-dk:composite:102');
  });

  it("name what a front page's pull quote, term list and editors show", () => {
    const front = page({
      id: 5,
      blocks: [
        {
          type: 'quote_teaser',
          key: 'q',
          quote: 'Løb',
          author: null,
          teaser: teaser(201),
          link: null,
        },
        {
          type: 'taxonomy_teaser_list',
          key: 't',
          title: null,
          description: null,
          image: null,
          label: null,
          displayHint: 'default',
          terms: [{ id: 12, name: 'Træning', url: '/traening' }],
        },
        {
          type: 'author_overview',
          key: 'a',
          description: null,
          authors: [
            { id: 57, name: 'Mette', url: null, title: null, biography: null, avatar: null },
          ],
        },
      ],
    });
    const keys = surrogateKeysOfPage(sitePage({ type: 'home', page: front }), '/');
    expect(keys).toEqual(
      expect.arrayContaining([
        'wom-dk:composite:201',
        'wom-dk:category:12',
        'wom-dk:tag:12',
        'wom-dk:author:57',
      ]),
    );
  });

  it('name a listing, what is filed under it, and its teasers', () => {
    const listing = listingFixture({ kind: 'tag', id: 40, teasers: [teaser(9)] });
    const keys = surrogateKeysOfPage(sitePage({ type: 'listing', listing }), '/tags/core');
    expect(keys).toEqual(
      expect.arrayContaining(['wom-dk:tag:40', 'wom-dk:tag:40:list', 'wom-dk:composite:9']),
    );
  });

  it('give way to one coarse key for the teasers when they are past the bound', () => {
    const many = Array.from({ length: MAX_SURROGATE_KEYS + 10 }, (_, index) =>
      teaser(1000 + index),
    );
    const front = page({
      id: 5,
      blocks: [{ type: 'teaser_list', key: 'b0', list: teaserList({ teasers: many }) }],
    });
    const keys = surrogateKeysOfPage(sitePage({ type: 'home', page: front }), '/');
    expect(keys.length).toBeLessThanOrEqual(MAX_SURROGATE_KEYS);
    expect(keys.join(' ').length).toBeLessThanOrEqual(MAX_SURROGATE_KEY_HEADER);
    expect(keys).toContain('wom-dk:composites');
    expect(keys).toContain('wom-dk:page:5');
    expect(keys.some((key) => key.startsWith('wom-dk:composite:'))).toBe(false);
  });

  it('mark 404 answers so that a publish can fill their path', () => {
    const keys = surrogateKeysOfPage(
      sitePage({ type: 'not-found', popular: [], page: null }),
      '/x',
    );
    expect(keys).toContain('wom-dk:not-found');
  });
});

describe('surrogate keys of a change', () => {
  it('of an edited article: the article, the coarse key and the sitemaps, no listing', () => {
    expect(surrogateKeysOfChange(change({}))).toEqual([
      'wom-dk:composite:12',
      'wom-dk:composites',
      'wom-dk:sitemaps',
    ]);
  });

  it('of a published article: also the listings it is filed under, the lists and the 404s', () => {
    const keys = surrogateKeysOfChange(
      change({ action: 'published', filedUnder: { categories: [3], tags: [40], authors: [7] } }),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'wom-dk:composite:12',
        'wom-dk:category:3:list',
        'wom-dk:tag:40:list',
        'wom-dk:author:7:list',
        'wom-dk:lists',
        'wom-dk:not-found',
      ]),
    );
    expect(keys).not.toContain('wom-dk:category:3');
  });

  it('of a pulled article whose terms the hook did not say: every listing', () => {
    const keys = surrogateKeysOfChange(change({ action: 'unpublished' }));
    expect(keys).toContain('wom-dk:listings');
    expect(keys).not.toContain('wom-dk:not-found');
  });

  it('of a renamed category: the category and the menus that name it, not what is filed under it', () => {
    expect(surrogateKeysOfChange(change({ kind: 'category', id: '3' }))).toEqual([
      'wom-dk:category:3',
      'wom-dk:menus',
    ]);
  });

  it('of a renamed tag: the tag only', () => {
    expect(surrogateKeysOfChange(change({ kind: 'tag', id: '40' }))).toEqual(['wom-dk:tag:40']);
  });

  it('of menus, strings and the site: one site-wide key', () => {
    for (const kind of ['menu', 'translation-strings', 'site'] as const) {
      const keys = surrogateKeysOfChange(change({ kind, id: '' }));
      expect(keys).toHaveLength(1);
      expect(keys.every(isSiteWideKey)).toBe(true);
    }
  });

  it('name the articles of an article page’s read-next, so editing one makes the page stale', () => {
    const viewModel = sitePage({
      type: 'article',
      article: article({ id: 12 }),
      readNext: [teaser(31), teaser(32)],
    });
    const keys = surrogateKeysOfPage(viewModel, '/a');
    expect(keys).toEqual(expect.arrayContaining(['wom-dk:composite:31', 'wom-dk:composite:32']));
    expect(keys).toEqual(
      expect.arrayContaining(surrogateKeysOfChange(change({ id: '31' })).slice(0, 1)),
    );
  });

  it('the page and change keys meet: an edit names a key the article page carries', () => {
    const viewModel = sitePage({ type: 'article', article: article({ id: 12 }) });
    const pageKeys = surrogateKeysOfPage(viewModel, '/a');
    const changed = surrogateKeysOfChange(change({}));
    expect(changed.some((key) => pageKeys.includes(key))).toBe(true);
  });
});

describe('path keys', () => {
  it('are short and differ between paths', () => {
    expect(pathKey('wom-dk', '/a')).toMatch(/^wom-dk:path:[0-9a-f]{8}$/);
    expect(pathKey('wom-dk', '/a')).not.toBe(pathKey('wom-dk', '/b'));
    expect(pathKey('wom-dk', '/a'.repeat(1000)).length).toBeLessThan(30);
  });
});
