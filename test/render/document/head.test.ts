import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../../../src/domain/page/view-model.types';
import { renderDocument } from '../../../src/render/document/render-document';
import { chrome, image, listing, meta, page, site, sitePage } from '../view-model.fixture';

const SHARE = 'http://127.0.0.1:4100/brand/wom/share.jpg';

function headOf(overrides: Partial<PageMeta>, translations: Record<string, string> = {}): string {
  return renderDocument(
    sitePage(
      { type: 'listing', listing: listing() },
      { meta: { ...meta, ...overrides }, chrome: { ...chrome, translations } },
    ),
    2024,
  ).head;
}

describe('siteHead, the networks’ own wording', () => {
  it('writes og:* from the facebook teaser and twitter:* from the twitter teaser', () => {
    const head = headOf({
      title: 'Side | WOM',
      description: 'Sidens tekst',
      social: {
        og: { title: 'Til Facebook', description: 'FB-tekst', image: null },
        twitter: { title: null, description: 'X-tekst', image: null },
      },
    });
    expect(head).toContain('<meta property="og:title" content="Til Facebook">');
    expect(head).toContain('<meta property="og:description" content="FB-tekst">');
    expect(head).toContain('<meta name="twitter:title" content="Side | WOM">');
    expect(head).toContain('<meta name="twitter:description" content="X-tekst">');
    expect(head).toContain('<meta name="description" content="Sidens tekst">');
  });
});

describe('siteHead, the share image', () => {
  it("shares the site's brand image, 1200x630, on a page without an image of its own", () => {
    const head = headOf({ image: null, shareImage: SHARE });
    expect(head).toContain(`<meta property="og:image" content="${SHARE}">`);
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain(`<meta name="twitter:image" content="${SHARE}">`);
  });

  it("prefers the page's own image, cropped to 1200x630 by the CDN, with its alt text", () => {
    const head = headOf({ image: image(), shareImage: SHARE });
    expect(head).not.toContain(SHARE);
    expect(head).toContain(
      '<meta name="twitter:image" content="https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?auto=compress,format&amp;w=1200&amp;h=630&amp;q=60&amp;fit=crop&amp;fp-x=0.5&amp;fp-y=0.35">',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:alt" content="Kvinde laver squat">');
  });

  it('shares the brand image instead of an image of unknown size the CDN does not serve', () => {
    const head = headOf({
      image: image({ url: 'https://elsewhere.example/a.jpg' }),
      shareImage: SHARE,
    });
    expect(head).toContain(`<meta property="og:image" content="${SHARE}">`);
    expect(head).not.toContain('elsewhere.example');
  });

  it('shares such an image as it is, without a size, when the site has no brand image', () => {
    const head = headOf({
      image: image({ url: 'https://elsewhere.example/a.jpg' }),
      shareImage: null,
    });
    expect(head).toContain('<meta property="og:image" content="https://elsewhere.example/a.jpg">');
    expect(head).not.toContain('og:image:width');
  });
});

describe('siteHead, locales', () => {
  it('writes og:locale and one og:locale:alternate per other language version', () => {
    const head = headOf({
      alternates: [
        { hreflang: 'da-DK', href: 'https://www.wom.dk/' },
        { hreflang: 'sv-SE', href: 'https://www.wom.se/' },
        { hreflang: 'nb-NO', href: 'https://www.wom.no/' },
        { hreflang: 'x-default', href: 'https://www.wom.dk/' },
      ],
    });
    expect(head).toContain('<meta property="og:locale" content="da_DK">');
    expect(head).toContain('<meta property="og:locale:alternate" content="sv_SE">');
    expect(head).toContain('<meta property="og:locale:alternate" content="nb_NO">');
    expect(head.match(/og:locale:alternate/g)).toHaveLength(2);
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.wom.dk/">',
    );
  });

  it('writes no og:locale:alternate for a page without alternates', () => {
    expect(headOf({ alternates: [] })).not.toContain('og:locale:alternate');
  });
});

describe('siteHead, translated titles and descriptions', () => {
  const tagPage2: Partial<PageMeta> = {
    title: 'Løb | Woman',
    titleKey: 'listing.tag_title',
    titleParams: { name: 'Løb' },
    titleSuffix: { key: 'listing.page_suffix', params: { page: 2 } },
    brandTitle: 'Woman',
    description: 'Træning, mad og sundhed',
    descriptionKey: 'listing.topic_description',
    descriptionParams: { name: 'Løb', brand: 'Woman' },
    descriptionPrefix: { key: 'listing.page_description_prefix', params: { page: 2 } },
  };

  it("titles and describes page 2 of a tag in the site's language", () => {
    const head = headOf(tagPage2);
    expect(head).toContain('<title>Emne: Løb – side 2 | Woman</title>');
    expect(head).toContain('<meta property="og:title" content="Emne: Løb – side 2 | Woman">');
    expect(head).toContain(
      '<meta name="description" content="Side 2: Artikler om Løb fra Woman.">',
    );
    expect(head).toContain(
      '<meta name="twitter:description" content="Side 2: Artikler om Løb fra Woman.">',
    );
  });

  it('uses the site strings over the bundled ones', () => {
    const head = headOf(tagPage2, { 'listing.tag_title': 'Tema: {name}' });
    expect(head).toContain('<title>Tema: Løb – side 2 | Woman</title>');
  });

  it('adds the suffix to a plain title', () => {
    const head = headOf({
      title: 'Styrke | Woman',
      titleText: 'Styrke',
      titleSuffix: { key: 'listing.page_suffix', params: { page: 12 } },
      brandTitle: 'Woman',
    });
    expect(head).toContain('<title>Styrke – side 12 | Woman</title>');
  });

  it('writes the title and description as resolved without keys', () => {
    const head = headOf({});
    expect(head).toContain('<title>Forside | Woman</title>');
    expect(head).toContain('<meta name="description" content="Træning, mad og sundhed">');
  });

  it('translates into the language of a Swedish site', () => {
    const swedish = renderDocument(
      sitePage(
        { type: 'home', page: page() },
        {
          meta: { ...meta, ...tagPage2, lang: 'sv-SE' },
          chrome: { ...chrome, site: { ...site, locale: 'sv-SE', language: 'sv', market: 'se' } },
        },
      ),
      2024,
    ).head;
    expect(swedish).toContain('<title>Ämne: Løb – sida 2 | Woman</title>');
    expect(swedish).toContain('content="Sida 2: Artiklar om Løb från Woman."');
  });
});

describe('siteHead, the page meta version', () => {
  it('writes the page meta version 1.5.2 on every site page', () => {
    expect(headOf({})).toContain('<meta name="version" content="1.5.2">');
  });
});
