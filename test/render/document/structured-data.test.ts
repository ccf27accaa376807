import { describe, expect, it } from 'vitest';
import {
  structuredDataBlocks,
  structuredDataContext,
} from '../../../src/render/document/structured-data';
import { validateJsonLd } from '../../seo/rich-results';
import { article, listing, meta, page, sitePage } from '../view-model.fixture';

const ORIGIN = 'https://www.wom.dk';

describe('structuredDataContext', () => {
  it("takes the page's canonical as the page URL", () => {
    const viewModel = sitePage(
      { type: 'article', article: article() },
      { meta: { ...meta, canonical: `${ORIGIN}/traening/styrke/5-ovelser` } },
    );
    expect(structuredDataContext(viewModel).pageUrl).toBe(`${ORIGIN}/traening/styrke/5-ovelser`);
  });

  it('keeps the page URL on the site origin when the canonical names another host', () => {
    const viewModel = sitePage(
      { type: 'article', article: article() },
      { meta: { ...meta, canonical: 'http://localhost:3000/traening/styrke/5-ovelser?x=1' } },
    );
    expect(structuredDataContext(viewModel).pageUrl).toBe(
      `${ORIGIN}/traening/styrke/5-ovelser?x=1`,
    );
  });

  it("takes the site's front page without a canonical or with an unreadable one", () => {
    const none = sitePage(
      { type: 'article', article: article() },
      { meta: { ...meta, canonical: null } },
    );
    const broken = sitePage(
      { type: 'article', article: article() },
      { meta: { ...meta, canonical: 'javascript:alert(1)' } },
    );
    expect(structuredDataContext(none).pageUrl).toBe(`${ORIGIN}/`);
    expect(structuredDataContext(broken).pageUrl).toBe(`${ORIGIN}/`);
  });
});

describe('the images of the blocks', () => {
  it('reads an image path the upstream wrote on the image host, and keeps absolute ones', () => {
    const context = structuredDataContext(
      sitePage({ type: 'article', article: article() }, { meta: { ...meta, canonical: null } }),
    );
    const relative = context.imageUrl('/wp-content/uploads/squat.jpg', 1200, 630);
    const absolute = context.imageUrl('https://images.example.com/squat.jpg', 1200, 630);
    expect(relative).toBe(
      'https://images.wom.dk/wp-content/uploads/squat.jpg?auto=compress,format&w=1200&h=630&q=60&fit=crop',
    );
    expect(absolute).toBe('https://images.example.com/squat.jpg');
  });
});

describe('structuredDataBlocks of a listing', () => {
  it('runs the breadcrumb from the front page through the parent, all on the site origin', () => {
    const viewModel = sitePage(
      {
        type: 'listing',
        listing: listing({ parent: { name: 'Træning', url: 'http://localhost:3000/traening' } }),
      },
      { meta: { ...meta, canonical: `${ORIGIN}/traening/styrke?page=2` } },
    );
    const blocks = structuredDataBlocks(viewModel);
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Woman', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Træning', item: `${ORIGIN}/traening` },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Styrke',
            item: `${ORIGIN}/traening/styrke?page=2`,
          },
        ],
      },
    ]);
    for (const block of blocks) expect(validateJsonLd(block, { origin: ORIGIN })).toEqual([]);
  });

  it('leaves out a parent without a readable link', () => {
    const viewModel = sitePage(
      { type: 'listing', listing: listing({ parent: { name: 'Træning', url: 'mailto:x@y.dk' } }) },
      { meta: { ...meta, canonical: `${ORIGIN}/traening/styrke` } },
    );
    const [block] = structuredDataBlocks(viewModel);
    expect(block?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Woman', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Styrke', item: `${ORIGIN}/traening/styrke` },
    ]);
  });
});

describe('structuredDataBlocks of an article', () => {
  it("passes Google's rich-result requirements on the site origin", () => {
    const viewModel = sitePage(
      { type: 'article', article: article() },
      { meta: { ...meta, canonical: `${ORIGIN}/traening/styrke/5-ovelser` } },
    );
    const blocks = structuredDataBlocks(viewModel);
    expect(blocks.map((block) => block['@type'])).toEqual(['Article', 'BreadcrumbList']);
    for (const block of blocks) expect(validateJsonLd(block, { origin: ORIGIN })).toEqual([]);
  });
});

describe('structuredDataBlocks of a front page', () => {
  it('names the brand as an Organization and the WebSite with a search box on its search page', () => {
    const viewModel = sitePage(
      { type: 'home', page: page() },
      { meta: { ...meta, canonical: `${ORIGIN}/` } },
    );
    const blocks = structuredDataBlocks(viewModel);
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
    expect(blocks[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@id': `${ORIGIN}/#organization`,
      url: ORIGIN,
    });
    expect(blocks[1]).toMatchObject({
      '@context': 'https://schema.org',
      url: `${ORIGIN}/`,
      publisher: { '@id': `${ORIGIN}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?s={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    for (const block of blocks) expect(validateJsonLd(block, { origin: ORIGIN })).toEqual([]);
  });

  it('adds neither to other pages', () => {
    const viewModel = sitePage({ type: 'page', page: page({ isFrontPage: false }) });
    expect(structuredDataBlocks(viewModel)).toEqual([]);
  });
});

describe('structuredDataBlocks of a paywalled article', () => {
  const PAYWALL = {
    mode: 'overlay',
    subscriptionWord: 'abonnement',
    loginHref: '/users/sign_in',
    beforeWidget: 1,
  } as const;
  const LOCKED = {
    isAccessibleForFree: false,
    hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywall' },
  };

  it('says the article is not free and names the paywall box as the locked part', () => {
    const viewModel = sitePage(
      { type: 'article', article: article(), paywall: PAYWALL },
      { meta: { ...meta, canonical: `${ORIGIN}/traening/styrke/5-ovelser` } },
    );
    const [main] = structuredDataBlocks(viewModel);
    expect(main).toMatchObject({ '@type': 'Article', ...LOCKED });
    expect(validateJsonLd(main, { origin: ORIGIN })).toEqual([]);
    // Free for this reader: no such marks.
    const free = structuredDataBlocks(sitePage({ type: 'article', article: article() }))[0];
    expect(free).not.toHaveProperty('isAccessibleForFree');
    expect(free).not.toHaveProperty('hasPart');
  });
});
