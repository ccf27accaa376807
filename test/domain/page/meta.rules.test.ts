import { describe, expect, it } from 'vitest';
import {
  alternates,
  articleMeta,
  buildMeta,
  listingMeta,
  metaDescription,
  pageMeta,
} from '../../../src/domain/page/meta.rules';
import {
  articleFixture,
  listingFixture,
  pageFixture,
  siteFixture,
} from '../../fakes/domain-builders';

describe('metaDescription', () => {
  it('uses the own description when there is one', () => {
    expect(metaDescription('Kort og godt.', 'fallback')).toBe('Kort og godt.');
  });

  it('cuts the fallback text at 152 characters and adds an ellipsis', () => {
    const long = 'ord '.repeat(100);
    const result = metaDescription(null, `**${long}**`);
    expect(result.endsWith('...')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(155);
    expect(result).not.toContain('*');
  });
});

describe('alternates', () => {
  const translations = [
    { locale: 'sv', title: 'Fem övningar', link: 'http://wom-se.localhost:3000/traning/fem' },
    { locale: 'nb', title: 'Fem øvelser', link: 'http://wom-no.localhost:3000/trening/fem' },
  ];

  it('lists the page itself and every translation with hreflang codes for hreflang brands', () => {
    expect(alternates(siteFixture(), 'http://wom-dk.localhost:3000/a', translations)).toEqual([
      { hreflang: 'da-DK', href: 'http://wom-dk.localhost:3000/a' },
      { hreflang: 'sv-SE', href: 'http://wom-se.localhost:3000/traning/fem' },
      { hreflang: 'nb-NO', href: 'http://wom-no.localhost:3000/trening/fem' },
    ]);
  });

  it('emits nothing for brands outside BOM, COS, TAR and WOM', () => {
    expect(alternates(siteFixture({ brandCode: 'ILL' }), 'http://x/a', translations)).toEqual([]);
  });
});

describe('articleMeta', () => {
  it('titles the page with the article and the brand, and marks it as an article', () => {
    const meta = articleMeta(siteFixture(), 'WOM', articleFixture());
    expect(meta.title).toBe('5 øvelser til stærke ben | WOM');
    expect(meta.lang).toBe('da-DK');
    expect(meta.ogType).toBe('article');
    expect(meta.canonical).toBe('http://wom-dk.localhost:3000/traening/styrke/5-ovelser');
  });
});

describe('alternates, edge cases', () => {
  const site = siteFixture();
  const self = 'http://wom-dk.localhost:3000/a';

  it('emits nothing when the page has no translations, not even the page itself', () => {
    expect(alternates(site, self, [])).toEqual([]);
  });

  it('reads the language of any upstream locale spelling, in any case', () => {
    expect(
      alternates(site, self, [
        { locale: 'SV-se', title: null, link: 'https://wom.se/a' },
        { locale: 'fi_FI', title: null, link: 'https://wom.fi/a' },
      ]),
    ).toEqual([
      { hreflang: 'da-DK', href: self },
      { hreflang: 'sv-SE', href: 'https://wom.se/a' },
      { hreflang: 'fi-FI', href: 'https://wom.fi/a' },
    ]);
  });

  it('names German and English translations, which have no market, by their locale', () => {
    expect(
      alternates(site, self, [
        { locale: 'de', title: null, link: 'https://wom.de/a' },
        { locale: 'en-GB', title: null, link: 'https://wom.com/a' },
      ]),
    ).toEqual([
      { hreflang: 'da-DK', href: self },
      { hreflang: 'de-DE', href: 'https://wom.de/a' },
      { hreflang: 'en', href: 'https://wom.com/a' },
    ]);
  });

  it('skips unknown languages and a second link for a language already listed', () => {
    expect(
      alternates(site, self, [
        { locale: 'xx', title: null, link: 'https://wom.xx/a' },
        { locale: 'da', title: null, link: 'https://other.dk/a' },
        { locale: 'sv', title: null, link: 'https://wom.se/a' },
        { locale: 'sv-SE', title: null, link: 'https://wom.se/b' },
      ]),
    ).toEqual([
      { hreflang: 'da-DK', href: self },
      { hreflang: 'sv-SE', href: 'https://wom.se/a' },
    ]);
  });

  it('lists only the translations when the page has no URL of its own', () => {
    expect(
      alternates(site, null, [{ locale: 'da', title: null, link: 'https://wom.dk/b' }]),
    ).toEqual([{ hreflang: 'da-DK', href: 'https://wom.dk/b' }]);
  });

  it('recognises a hreflang brand written in lower case', () => {
    expect(
      alternates(siteFixture({ brandCode: 'cos' }), self, [
        { locale: 'sv', title: null, link: 'https://cos.se/a' },
      ]),
    ).toEqual([
      { hreflang: 'da-DK', href: self },
      { hreflang: 'sv-SE', href: 'https://cos.se/a' },
    ]);
  });
});

describe('buildMeta', () => {
  const site = siteFixture();

  it('uses the brand alone as title for an empty title or one equal to the brand', () => {
    const meta = (title: string) =>
      buildMeta(site, 'WOM', { title, description: '', canonical: null }).title;
    expect(meta('')).toBe('WOM');
    expect(meta('WOM')).toBe('WOM');
    expect(meta('Træning')).toBe('Træning | WOM');
  });

  it('is a website without robots, image or alternates unless told', () => {
    expect(
      buildMeta(site, 'WOM', { title: 'Træning', description: 'Om træning', canonical: null }),
    ).toEqual({
      title: 'Træning | WOM',
      description: 'Om træning',
      canonical: null,
      robots: null,
      lang: 'da-DK',
      alternates: [],
      image: null,
      ogType: 'website',
    });
  });
});

describe('articleMeta, in full', () => {
  const leadImage = {
    url: 'http://content.test/squat.jpg',
    alt: 'Squat',
    title: null,
    caption: null,
    copyright: null,
    focalPoint: null,
    aspectRatio: null,
  };

  it('carries robots, lead image and translations of the article', () => {
    const meta = articleMeta(
      siteFixture(),
      'WOM',
      articleFixture({
        robots: 'noindex, follow',
        leadImage,
        translations: [{ locale: 'sv', title: null, link: 'https://wom.se/a' }],
      }),
    );
    expect(meta).toEqual({
      title: '5 øvelser til stærke ben | WOM',
      description: 'Styrk dine ben med fem klassiske øvelser.',
      canonical: 'http://wom-dk.localhost:3000/traening/styrke/5-ovelser',
      robots: 'noindex, follow',
      lang: 'da-DK',
      alternates: [
        { hreflang: 'da-DK', href: 'http://wom-dk.localhost:3000/traening/styrke/5-ovelser' },
        { hreflang: 'sv-SE', href: 'https://wom.se/a' },
      ],
      image: leadImage,
      ogType: 'article',
    });
  });

  it('describes an article without a description by its first text, as plain text', () => {
    const meta = articleMeta(
      siteFixture(),
      'WOM',
      articleFixture({
        description: '',
        widgets: [
          {
            type: 'lead_paragraph',
            key: 'l',
            locked: false,
            title: null,
            description: 'Indledning.',
          },
          { type: 'text_item', key: 't1', locked: false, body: 'Første **tekst**.' },
          { type: 'text_item', key: 't2', locked: false, body: 'Anden tekst.' },
        ],
      }),
    );
    expect(meta.description).toBe('Første tekst.');
  });

  it('has an empty description when the article has neither description nor text', () => {
    const meta = articleMeta(
      siteFixture(),
      'WOM',
      articleFixture({ description: '', widgets: [] }),
    );
    expect(meta.description).toBe('');
  });
});

describe('pageMeta', () => {
  it('titles the front page with the brand alone and describes it with the brand text', () => {
    expect(pageMeta(siteFixture(), 'WOM', 'Sundhed og træning.', pageFixture(), '/')).toEqual({
      title: 'WOM',
      description: 'Sundhed og træning.',
      canonical: 'http://wom-dk.localhost:3000/',
      robots: null,
      lang: 'da-DK',
      alternates: [],
      image: null,
      ogType: 'website',
    });
  });

  it('gives another page its own title and description, and its path as canonical when it has none', () => {
    const meta = pageMeta(
      siteFixture(),
      'WOM',
      'Sundhed og træning.',
      pageFixture({
        isFrontPage: false,
        title: 'Om os',
        description: 'Hvem vi er.',
        canonicalUrl: null,
      }),
      '/om-os',
    );
    expect(meta.title).toBe('Om os | WOM');
    expect(meta.description).toBe('Hvem vi er.');
    expect(meta.canonical).toBe('http://wom-dk.localhost:3000/om-os');
  });
});

describe('listingMeta', () => {
  const author = {
    id: 7,
    name: 'Anne Holm',
    url: '/forfatter/anne-holm',
    title: null,
    biography: 'Anne skriver om løb.',
    avatar: null,
  };

  it('describes a listing by its description and links the first page without a page number', () => {
    expect(
      listingMeta(
        siteFixture(),
        'WOM',
        'Sundhed og træning.',
        listingFixture(),
        '/traening/styrke',
      ),
    ).toEqual({
      title: 'Styrke | WOM',
      description: 'Alt om styrketræning',
      canonical: 'http://wom-dk.localhost:3000/traening/styrke',
      robots: null,
      lang: 'da-DK',
      alternates: [],
      image: null,
      ogType: 'website',
    });
  });

  it('puts the page number into the canonical URL from page 2 on', () => {
    const meta = listingMeta(
      siteFixture(),
      'WOM',
      '',
      listingFixture({ pagination: { page: 2, perPage: 12, total: 30, totalPages: 3 } }),
      '/traening/styrke',
    );
    expect(meta.canonical).toBe('http://wom-dk.localhost:3000/traening/styrke?page=2');
  });

  it('builds the canonical URL from the path when the listing has none', () => {
    const meta = listingMeta(
      siteFixture(),
      'WOM',
      '',
      listingFixture({ canonicalUrl: null }),
      '/traening/styrke',
    );
    expect(meta.canonical).toBe('http://wom-dk.localhost:3000/traening/styrke');
  });

  it("falls back to the author's biography, then to the brand text", () => {
    const descriptionOf = (overrides: Parameters<typeof listingFixture>[0]) =>
      listingMeta(siteFixture(), 'WOM', 'Sundhed og træning.', listingFixture(overrides), '/x')
        .description;
    expect(descriptionOf({ kind: 'author', description: null, author })).toBe(
      'Anne skriver om løb.',
    );
    expect(descriptionOf({ kind: 'author', description: null, author: null })).toBe(
      'Sundhed og træning.',
    );
    expect(descriptionOf({ kind: 'author', description: 'Redaktør.', author })).toBe('Redaktør.');
  });
});
