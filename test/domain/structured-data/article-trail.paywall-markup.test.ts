import { describe, expect, it } from 'vitest';
import type { StructuredDataContext } from '../../../src/domain/structured-data/json-ld.types';
import {
  articleTrail,
  LOCKED_PART,
} from '../../../src/domain/structured-data/structured-data.rules';
import { articleFixture } from '../../fakes/domain-builders';

const context: StructuredDataContext = {
  brandCode: 'WOM',
  brandName: 'Woman',
  siteDomain: 'https://www.wom.dk',
  logoUrl: null,
  inLanguage: 'da-DK',
  timeZone: 'Europe/Copenhagen',
  pageUrl: 'https://www.wom.dk/traening/5-ovelser',
  imageUrl: (url) => url,
};

describe('the breadcrumb trail of an article without a category', () => {
  it('goes from the front page straight to the article', () => {
    const article = articleFixture({ title: '5 øvelser', category: null });
    expect(articleTrail(article, context)).toEqual([
      { name: 'Woman', url: 'https://www.wom.dk/' },
      { name: '5 øvelser', url: 'https://www.wom.dk/traening/5-ovelser' },
    ]);
  });
});

describe("a paywalled page's markup", () => {
  it('names the paywall box as a page element that is not free, as Google asks', () => {
    expect(LOCKED_PART).toEqual({
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywall' },
    });
  });
});
