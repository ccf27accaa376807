import { describe, expect, it } from 'vitest';
import type {
  Image,
  PageBlock,
  Teaser,
  TeaserVariant,
} from '../../../src/domain/content/content.types';
import {
  absoluteUrl,
  articleMeta,
  buildMeta,
  isNoindex,
  isPagePastLast,
  listingMeta,
  ogLocaleAlternates,
} from '../../../src/domain/page/meta.rules';
import {
  articleFixture,
  listingFixture,
  siteFixture,
  teaserFixture,
  teaserListFixture,
} from '../../fakes/domain-builders';

const picture: Image = {
  url: 'https://images.example/share.jpg',
  alt: '',
  title: null,
  caption: null,
  copyright: null,
  focalPoint: null,
  aspectRatio: 1.5,
};

function variant(type: string, overrides: Partial<TeaserVariant> = {}): TeaserVariant {
  return { type, title: null, description: null, image: null, ...overrides };
}

describe('robots directives that keep a page out of the index', () => {
  it('reads noindex after other directives separated by a comma and a space', () => {
    expect(isNoindex('follow, noindex')).toBe(true);
    expect(isNoindex('max-snippet:-1, none')).toBe(true);
  });
});

describe('the networks’ own wording of an article', () => {
  const site = siteFixture();

  it('says nothing of a network whose teaser editors left empty', () => {
    const article = articleFixture({
      teaserVariants: [variant('facebook', { title: '  ' }), variant('twitter')],
    });
    expect(articleMeta(site, 'WOM', article).social).toBeUndefined();
  });

  it('gives Facebook its wording alone when only Facebook has one', () => {
    const article = articleFixture({
      teaserVariants: [variant('facebook', { title: 'Del: stærke ben' })],
    });
    expect(articleMeta(site, 'WOM', article).social).toStrictEqual({
      og: { title: 'Del: stærke ben', description: null, image: null },
    });
  });

  it('gives X its wording alone when only X has one, an image alone being enough', () => {
    const article = articleFixture({ teaserVariants: [variant('twitter', { image: picture })] });
    expect(articleMeta(site, 'WOM', article).social).toStrictEqual({
      twitter: { title: null, description: null, image: picture },
    });
  });
});

describe('a page meta carries only the renderer texts it was given', () => {
  const site = siteFixture();

  it('has no translation keys, parameters or prefixes for a plain title and description', () => {
    expect(
      buildMeta(site, 'WOM', { title: 'Træning', description: 'Om træning', canonical: null }),
    ).toStrictEqual({
      title: 'Træning | WOM',
      description: 'Om træning',
      canonical: null,
      robots: null,
      lang: 'da-DK',
      alternates: [],
      image: null,
      shareImage: null,
      ogType: 'website',
    });
  });

  it('leaves out the plain title text when the title itself is translated', () => {
    const meta = buildMeta(site, 'WOM', {
      title: 'Løb',
      titleKey: 'listing.tag_title',
      titleParams: { name: 'Løb' },
      titleSuffix: { key: 'listing.page_suffix', params: { page: 2 } },
      description: '',
      canonical: null,
    });
    expect(meta).not.toHaveProperty('titleText');
    expect(meta.titleParams).toEqual({ name: 'Løb' });
  });
});

describe('listing titles', () => {
  it('titles a subcategory by its name, like a category', () => {
    const meta = listingMeta(
      siteFixture(),
      'WOM',
      '',
      listingFixture({ kind: 'subcategory', name: 'Styrke' }),
      '/traening/styrke',
    );
    expect(meta.title).toBe('Styrke | WOM');
    expect(meta).not.toHaveProperty('titleKey');
  });

  it('titles an author without details by the translated author title', () => {
    const meta = listingMeta(
      siteFixture(),
      'WOM',
      '',
      listingFixture({ kind: 'author', name: 'Anne Holm', author: null }),
      '/forfatter/anne-holm',
    );
    expect(meta).toMatchObject({
      title: 'Anne Holm | WOM',
      titleKey: 'listing.author_title',
      titleParams: { name: 'Anne Holm' },
    });
  });
});

describe('site addresses and og:locale:alternate', () => {
  it('keeps every segment of a path without a leading slash', () => {
    expect(absoluteUrl(siteFixture(), 'traening/styrke')).toBe(
      `${new URL(siteFixture().siteDomain).origin}/traening/styrke`,
    );
  });

  it('names a language once, even when two alternates share it', () => {
    expect(
      ogLocaleAlternates({
        lang: 'da-DK',
        alternates: [
          { hreflang: 'da-DK', href: 'https://www.wom.dk/a' },
          { hreflang: 'sv-SE', href: 'https://www.wom.se/a' },
          { hreflang: 'sv-SE', href: 'https://www.wom.se/b' },
        ],
      }),
    ).toEqual(['sv_SE']);
  });
});

describe('whether ?page=N asks a front page for a page it does not have', () => {
  function listBlock(key: string, teasers: readonly Teaser[], canPaginate: boolean): PageBlock {
    return {
      type: 'teaser_list',
      key,
      list: teaserListFixture(teasers, {
        canPaginate,
        pagination: { page: 1, perPage: 4, total: 8, totalPages: 2 },
      }),
    };
  }
  const seo: PageBlock = {
    type: 'seo_text',
    key: 'seo',
    title: null,
    body: '',
    image: null,
    imagePosition: 'after',
    link: null,
  };

  it('has page 2 of its paginating list, not page 3', () => {
    const page = { blocks: [seo, listBlock('latest', [teaserFixture()], true)] };
    expect(isPagePastLast(page, 2)).toBe(false);
    expect(isPagePastLast(page, 3)).toBe(true);
  });

  it('goes on with the list that paginates, not the first list', () => {
    const page = {
      blocks: [listBlock('fixed', [], false), listBlock('latest', [teaserFixture()], true)],
    };
    expect(isPagePastLast(page, 2)).toBe(false);
  });

  it('has no page 2 without a paginating list, or when that list is empty', () => {
    expect(isPagePastLast({ blocks: [listBlock('fixed', [teaserFixture()], false)] }, 2)).toBe(
      true,
    );
    expect(isPagePastLast({ blocks: [listBlock('latest', [], true)] }, 2)).toBe(true);
  });

  it('trusts a paginating list the content API sent no page count for', () => {
    const block: PageBlock = {
      type: 'teaser_list',
      key: 'latest',
      list: teaserListFixture([teaserFixture()], { canPaginate: true, pagination: null }),
    };
    expect(isPagePastLast({ blocks: [block] }, 7)).toBe(false);
  });
});
