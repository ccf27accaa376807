import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../src/domain/content/content.types';
import {
  needsCategoryFill,
  READ_NEXT_COUNT,
  readNextTeasers,
} from '../../../src/domain/content/read-next.rules';
import { articleFixture, teaserFixture } from '../../fakes/domain-builders';

const category = { id: 11, name: 'Styrke', url: '/traening/styrke', parent: null };

function associated(ids: readonly number[], locked: boolean): Widget {
  return {
    type: 'associated_composites',
    key: `assoc-${String(locked)}`,
    locked,
    title: null,
    displayHint: 'default',
    teasers: ids.map((id) => teaserFixture({ id })),
  };
}

const idsOf = (teasers: readonly { readonly id: number }[]) => teasers.map((teaser) => teaser.id);

describe('readNextTeasers', () => {
  it('puts the content API’s related articles first, then the category’s, each once', () => {
    const article = articleFixture({
      id: 1,
      related: [teaserFixture({ id: 2 }), teaserFixture({ id: 3 })],
    });
    const fill = [teaserFixture({ id: 3 }), teaserFixture({ id: 4 })];
    expect(idsOf(readNextTeasers(article, fill))).toEqual([2, 3, 4]);
  });

  it('never names the article itself, by id or by its own path', () => {
    const article = articleFixture({
      id: 1,
      canonicalUrl: 'https://wom.test/traening/egen-artikel',
      related: [
        teaserFixture({ id: 1 }),
        teaserFixture({ id: 9, link: '/traening/egen-artikel/' }),
      ],
    });
    expect(readNextTeasers(article, [teaserFixture({ id: 5 })]).map((t) => t.id)).toEqual([5]);
  });

  it('leaves out sponsored teasers and drafts', () => {
    const article = articleFixture({
      id: 1,
      related: [
        teaserFixture({ id: 2, commercialType: 'content_marketing' }),
        teaserFixture({ id: 3, status: 'draft' }),
        teaserFixture({ id: 4 }),
      ],
    });
    expect(
      idsOf(readNextTeasers(article, [teaserFixture({ id: 5, commercialType: 'Advertorial' })])),
    ).toEqual([4]);
  });

  it('leaves out what an open related-articles widget in the body already shows', () => {
    const article = articleFixture({
      id: 1,
      widgets: [associated([2], false)],
      related: [teaserFixture({ id: 2 }), teaserFixture({ id: 3 })],
    });
    expect(idsOf(readNextTeasers(article))).toEqual([3]);
  });

  it('never takes teasers from a locked related-articles widget (locked content)', () => {
    const article = articleFixture({ id: 1, widgets: [associated([7, 8], true)], related: [] });
    expect(readNextTeasers(article)).toEqual([]);
  });

  it('stops at READ_NEXT_COUNT', () => {
    const related = Array.from({ length: 10 }, (_, index) => teaserFixture({ id: 100 + index }));
    expect(readNextTeasers(articleFixture({ id: 1, related }))).toHaveLength(READ_NEXT_COUNT);
  });
});

describe('needsCategoryFill', () => {
  it('asks for the category when the article’s own related articles are fewer than the section', () => {
    const article = articleFixture({ id: 1, category, related: [teaserFixture({ id: 2 })] });
    expect(needsCategoryFill(article)).toBe(true);
  });

  it('does not when the related articles fill the section', () => {
    const related = Array.from({ length: READ_NEXT_COUNT }, (_, i) =>
      teaserFixture({ id: 200 + i }),
    );
    expect(needsCategoryFill(articleFixture({ id: 1, category, related }))).toBe(false);
  });

  it('does not without a category to fill from', () => {
    expect(needsCategoryFill(articleFixture({ id: 1, category: null, related: [] }))).toBe(false);
  });
});
