import { describe, expect, it } from 'vitest';
import type { StructuredDataContext } from '../../../src/domain/structured-data/json-ld.types';
import { siteStructuredDataBlocks } from '../../../src/domain/structured-data/site.structured-data';

function context(overrides: Partial<StructuredDataContext> = {}): StructuredDataContext {
  return {
    brandCode: 'WOM',
    brandName: 'Woman',
    siteDomain: 'https://www.wom.dk/',
    logoUrl: 'https://www.wom.dk/logo.png',
    inLanguage: 'da-DK',
    timeZone: 'Europe/Copenhagen',
    pageUrl: 'https://www.wom.dk/',
    imageUrl: (url, width, height) => `${url}?w=${String(width)}&h=${String(height)}`,
    ...overrides,
  };
}

describe('the site-wide structured data of a front page', () => {
  it('names the brand as an Organization with its own id on the site origin', () => {
    const [organization] = siteStructuredDataBlocks(context());
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.wom.dk/#organization',
      name: 'Woman',
      url: 'https://www.wom.dk',
    });
  });

  it('describes the WebSite, in the site language, published by that Organization', () => {
    const [, website] = siteStructuredDataBlocks(context());
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://www.wom.dk/#website',
      name: 'Woman',
      url: 'https://www.wom.dk/',
      inLanguage: 'da-DK',
      publisher: { '@id': 'https://www.wom.dk/#organization' },
    });
  });

  it("offers a search box that searches the site's own search page with ?s=", () => {
    const [, website] = siteStructuredDataBlocks(context({ siteDomain: 'https://www.cos.se/x/' }));
    expect(website?.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://www.cos.se/search?s={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    });
  });

  it('emits exactly the two blocks', () => {
    expect(siteStructuredDataBlocks(context())).toHaveLength(2);
  });
});
