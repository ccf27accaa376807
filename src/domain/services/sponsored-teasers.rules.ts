import { isCommercialArticle } from '../banners/banner.rules';
import type { Article, Teaser } from '../content/content.types';
import { visibleTeasers } from '../content/teasers.rules';

/** At most this many sponsored teasers follow an article. */
export const SPONSORED_TEASER_LIMIT = 4;

export interface SponsoredTeasersRequest {
  /** The article's category: the content-marketing service picks stories that fit it. */
  readonly categoryId?: number;
  readonly limit: number;
}

/**
 * What to ask the content-marketing service for after an article: the article's category and the
 * limit. None on a commercial article itself (it is already someone's sponsored story).
 */
export function sponsoredTeasersRequest(
  article: Pick<Article, 'commercial' | 'tags' | 'category' | 'contentMarketingDisabled'>,
): SponsoredTeasersRequest | null {
  // The editors can switch content marketing off for one article (`ctm_disabled`).
  if (isCommercialArticle(article) || article.contentMarketingDisabled === true) return null;
  return article.category === null
    ? { limit: SPONSORED_TEASER_LIMIT }
    : { categoryId: article.category.id, limit: SPONSORED_TEASER_LIMIT };
}

/**
 * The sponsored teasers a page shows: published ones, within the limit, marked commercial. Their
 * own label is dropped: the commercial spot around them and each card's sponsored kicker already
 * say it, and a third "Annonce" per card is noise.
 */
export function sponsoredTeasers(teasers: readonly Teaser[]): readonly Teaser[] {
  return visibleTeasers(teasers)
    .slice(0, SPONSORED_TEASER_LIMIT)
    .map((teaser) => ({
      ...teaser,
      label: null,
      commercialType: teaser.commercialType ?? 'content_marketing',
    }));
}
