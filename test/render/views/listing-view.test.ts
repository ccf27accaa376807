import { describe, expect, it } from 'vitest';
import { article, chrome, listing, sitePage, teaser } from '../view-model.fixture';
import { renderBody } from '../render-body';

function listingHtml(
  page: number,
  totalPages: number,
  kind: 'category' | 'subcategory' | 'tag' | 'author' = 'category',
): string {
  return renderBody(
    sitePage({
      type: 'listing',
      listing: listing({
        kind,
        pagination: { page, perPage: 12, total: totalPages * 12, totalPages },
      }),
    }),
  );
}

function islandProps(html: string): Record<string, unknown> {
  const json = /data-island-props="([^"]*)"/.exec(html)?.[1] ?? '{}';
  return JSON.parse(json.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;
}

describe('the listing view', () => {
  it('shows the name as h1, the description and the parent crumb', () => {
    const html = listingHtml(1, 3);
    expect(html).toContain('<h1 class="listing-header__title">Styrke</h1>');
    expect(html).toContain('<p>Alt om styrketræning.</p>');
    expect(html).toContain('<a href="/traening">Træning</a>');
  });

  it('links the subcategories', () => {
    expect(listingHtml(1, 3)).toContain('<a class="chip" href="/traening/styrke/ben">Ben</a>');
  });

  it('shows the teasers in a grid', () => {
    const html = listingHtml(1, 3);
    for (const id of [1, 2, 3, 4]) expect(html).toContain(`href="/traening/styrke/teaser-${id}"`);
  });

  it('links to the next page on the first page', () => {
    const html = listingHtml(1, 3);
    expect(html).toContain('href="?page=2" rel="next"');
    expect(html).not.toContain('rel="prev"');
  });

  it('links back and forward on a middle page', () => {
    const html = listingHtml(2, 3);
    expect(html).toContain('href="?page=1" rel="prev"');
    expect(html).toContain('href="?page=3" rel="next"');
  });

  it('has no load-more link on the last page', () => {
    const html = listingHtml(3, 3);
    expect(html).not.toContain('rel="next"');
    expect(html).not.toContain('listing-forward');
    expect(html).toContain('href="?page=2" rel="prev"');
  });

  it('has no pagination at all for a single page', () => {
    const html = listingHtml(1, 1);
    expect(html).not.toMatch(/rel="(next|prev)"/);
  });

  it('wraps load-more in a LoadMore island that hydrates when visible, with only the props it needs', () => {
    const html = listingHtml(1, 3);
    expect(html).toContain('data-island="LoadMore"');
    expect(html).toContain('data-hydrate="visible"');
    const props = islandProps(html);
    expect(props).toMatchObject({
      source: {
        kind: 'listing-forward',
        listing: 'category',
        id: 11,
        loaded: 12,
        total: 36,
        step: 3,
      },
      href: '?page=2',
      language: 'da',
    });
    expect(props.images).toEqual({
      imageHost: 'http://127.0.0.1:4100',
      imgCdnDomain: 'images.wom.dk',
    });
    expect(props.strings).toMatchObject({ 'teaser_list.load_more': 'Vis flere' });
    expect(props).not.toHaveProperty('teasers');
  });

  it('shows its teasers in three columns and loads 3 more a step into three columns', () => {
    for (const kind of ['category', 'subcategory', 'tag', 'author'] as const) {
      const html = listingHtml(1, 3, kind);
      expect(html).toContain('teaser-grid teaser-grid--cols-3');
      expect(html).not.toContain('teaser-grid--cols-4');
      expect(islandProps(html)).toMatchObject({ source: { step: 3 }, columns: 3 });
    }
  });

  it('loads more of a subcategory through its category', () => {
    expect(islandProps(listingHtml(1, 3, 'subcategory')).source).toMatchObject({
      listing: 'category',
    });
  });

  it('loads more of a tag or an author by its own kind', () => {
    expect(islandProps(listingHtml(1, 3, 'tag')).source).toMatchObject({ listing: 'tag' });
    expect(islandProps(listingHtml(1, 3, 'author')).source).toMatchObject({ listing: 'author' });
  });

  it('shows earlier pages backward from a later page in a LoadMore island', () => {
    const props = islandProps(listingHtml(3, 3));
    expect(props).toMatchObject({
      source: { kind: 'listing-backward', listing: 'category', id: 11, page: 3, perPage: 12 },
      href: '?page=2',
    });
  });

  it('says so when there are no teasers', () => {
    const html = renderBody(
      sitePage({
        type: 'listing',
        listing: listing({
          teasers: [],
          pagination: { page: 1, perPage: 4, total: 0, totalPages: 0 },
        }),
      }),
    );
    expect(html).toContain('<p class="listing__empty">Der er ikke noget her endnu.</p>');
  });
});

describe('the author listing', () => {
  it('shows avatar, name, title and biography', () => {
    const author = article().author;
    const html = renderBody(
      sitePage({
        type: 'listing',
        listing: listing({ kind: 'author', name: 'Anne Holm', author, parent: null }),
      }),
    );
    expect(html).toContain('listing-header--author');
    expect(html).toMatch(/<img class="avatar"[^>]*width="120" height="120"/);
    expect(html).toContain('<h1 class="listing-header__title">Anne Holm</h1>');
    expect(html).toContain('<p class="listing-header__role">Journalist</p>');
    expect(html).toContain('<p>Anne skriver om træning.</p>');
  });
});

describe('the banner on a listing', () => {
  function html(teasers: number, userState?: 'subscriber'): string {
    return renderBody(
      sitePage(
        {
          type: 'listing',
          listing: listing({
            teasers: Array.from({ length: teasers }, (_, index) => teaser(index + 1)),
          }),
        },
        userState === undefined ? {} : { chrome: { ...chrome, userState } },
      ),
    );
  }

  it('follows the first row of teasers, never above them', () => {
    const page = html(7);
    const panorama = page.indexOf('data-banner="panorama"');
    expect(panorama).toBeGreaterThan(0);
    const before = page.slice(0, panorama);
    const after = page.slice(panorama);
    expect(before.match(/class="teaser-grid__item"/g)).toHaveLength(3);
    expect(after.match(/class="teaser-grid__item"/g)).toHaveLength(4);
  });

  it('comes after the teasers of a listing with fewer than a row, and after an empty one', () => {
    const page = html(2);
    expect(page.lastIndexOf('class="teaser-grid__item"')).toBeLessThan(
      page.indexOf('data-banner="panorama"'),
    );
    const empty = html(0);
    expect(empty.indexOf('class="listing__empty"')).toBeLessThan(
      empty.indexOf('data-banner="panorama"'),
    );
  });

  it('is not there for a subscriber', () => {
    expect(html(7, 'subscriber')).not.toContain('data-banner');
  });
});
