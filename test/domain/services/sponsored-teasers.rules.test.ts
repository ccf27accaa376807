import { describe, expect, it } from 'vitest';
import {
  SPONSORED_TEASER_LIMIT,
  sponsoredTeasers,
  sponsoredTeasersRequest,
} from '../../../src/domain/services/sponsored-teasers.rules';
import { articleFixture, teaserFixture } from '../../fakes/domain-builders';

const category = { id: 11, name: 'Styrke', url: '/traening/styrke', parent: null };

describe('sponsoredTeasersRequest', () => {
  it("asks for four teasers in the article's category", () => {
    expect(sponsoredTeasersRequest(articleFixture({ category }))).toEqual({
      categoryId: 11,
      limit: 4,
    });
  });

  it('asks without a category when the article has none', () => {
    expect(sponsoredTeasersRequest(articleFixture({ category: null }))).toEqual({ limit: 4 });
  });

  it('asks for nothing when the editors switched content marketing off (ctm_disabled)', () => {
    expect(sponsoredTeasersRequest(articleFixture({ contentMarketingDisabled: true }))).toBeNull();
    expect(
      sponsoredTeasersRequest(articleFixture({ contentMarketingDisabled: false })),
    ).not.toBeNull();
  });

  it('asks for nothing on a commercial article', () => {
    expect(
      sponsoredTeasersRequest(
        articleFixture({ commercial: { type: 'content_marketing', label: 'Annonce' } }),
      ),
    ).toBeNull();
    expect(
      sponsoredTeasersRequest(
        articleFixture({
          tags: [{ id: 1, name: 'Advertorial', url: null, internal: false }],
        }),
      ),
    ).toBeNull();
  });
});

describe('sponsoredTeasers', () => {
  it('keeps published teasers within the limit, each marked commercial', () => {
    const many = Array.from({ length: 6 }, (_, index) => teaserFixture({ id: index }));
    const shown = sponsoredTeasers([teaserFixture({ status: 'draft' }), ...many]);
    expect(shown).toHaveLength(SPONSORED_TEASER_LIMIT);
    expect(shown.map((teaser) => teaser.id)).toEqual([0, 1, 2, 3]);
    expect(shown.every((teaser) => teaser.commercialType !== null)).toBe(true);
  });

  it("drops the service's own label: the spot and the card's kicker already say sponsored", () => {
    const [shown] = sponsoredTeasers([teaserFixture({ label: 'Annonce' })]);
    expect(shown?.label).toBeNull();
  });
});

describe('sponsoredTeasers, commercial type', () => {
  it('marks a teaser without a commercial type as content marketing and keeps its own type', () => {
    const shown = sponsoredTeasers([
      teaserFixture({ commercialType: null }),
      teaserFixture({ commercialType: 'advertorial' }),
    ]);
    expect(shown.map((teaser) => teaser.commercialType)).toEqual([
      'content_marketing',
      'advertorial',
    ]);
  });
});
