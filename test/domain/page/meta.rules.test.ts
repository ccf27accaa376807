import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  alternates,
  articleMeta,
  buildMeta,
  isInternalTagListing,
  isNoindex,
  isPastLastPage,
  listingMeta,
  listingRobots,
  metaDescription,
  ogLocaleAlternates,
  onSiteOrigin,
  pageMeta,
  robotsHeader,
  unlisted,
} from '../../../src/domain/page/meta.rules';
import {
  articleFixture,
  listingFixture,
  pageFixture,
  siteFixture,
  teaserFixture,
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
      { hreflang: 'x-default', href: 'http://wom-dk.localhost:3000/a' },
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

  const picture = { url: 'https://images.example/fb.jpg', alt: 'Pandekager' };
  const withVariants = articleFixture({
    teaserVariants: [
      { type: 'default', title: 'Til sitet', description: 'Sitets tekst', image: null },
      { type: 'seo', title: 'Stærke ben på 20 minutter', description: 'Fem øvelser.', image: null },
      {
        type: 'facebook',
        title: 'Del: stærke ben',
        description: 'Til Facebook',
        image: { ...articleFixture().leadImage!, ...picture },
      },
      { type: 'twitter', title: '  ', description: 'Til X', image: null },
    ],
  });

  it("takes the title and description from the article's seo teaser when editors wrote one", () => {
    const meta = articleMeta(siteFixture(), 'WOM', withVariants);
    expect(meta.title).toBe('Stærke ben på 20 minutter | WOM');
    expect(meta.description).toBe('Fem øvelser.');
  });

  it('gives the networks their own teasers, an empty part left to the page', () => {
    const meta = articleMeta(siteFixture(), 'WOM', withVariants);
    expect(meta.social?.og).toMatchObject({
      title: 'Del: stærke ben',
      description: 'Til Facebook',
      image: picture,
    });
    expect(meta.social?.twitter).toEqual({ title: null, description: 'Til X', image: null });
  });

  it('says nothing of the networks for an article without teasers of its own', () => {
    expect(articleMeta(siteFixture(), 'WOM', articleFixture()).social).toBeUndefined();
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
      { hreflang: 'x-default', href: self },
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
      { hreflang: 'x-default', href: self },
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
      { hreflang: 'x-default', href: self },
    ]);
  });

  it('emits nothing when the page has no URL of its own', () => {
    expect(
      alternates(site, null, [
        { locale: 'sv', title: null, link: 'https://wom.se/b' },
        { locale: 'nb', title: null, link: 'https://wom.no/b' },
      ]),
    ).toEqual([]);
  });

  it('emits nothing when no translation is usable, and skips links that are not http(s) URLs', () => {
    expect(alternates(site, self, [{ locale: 'xx', title: null, link: 'https://a/b' }])).toEqual(
      [],
    );
    expect(
      alternates(site, self, [
        { locale: 'sv', title: null, link: '/traning/a' },
        { locale: 'nb', title: null, link: 'javascript:alert(1)' },
        { locale: 'fi', title: null, link: 'https://wom.fi/a' },
      ]),
    ).toEqual([
      { hreflang: 'da-DK', href: self },
      { hreflang: 'fi-FI', href: 'https://wom.fi/a' },
      { hreflang: 'x-default', href: self },
    ]);
  });

  it('points x-default at the version of the first market in MARKETS order, from every member', () => {
    const fromSweden = alternates(
      siteFixture({ market: 'se', locale: 'sv-SE', language: 'sv' }),
      'https://wom.se/a',
      [
        { locale: 'nb', title: null, link: 'https://wom.no/a' },
        { locale: 'da', title: null, link: 'https://wom.dk/a' },
      ],
    );
    expect(fromSweden.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://wom.dk/a' });
    const withoutDenmark = alternates(
      siteFixture({ market: 'nl', locale: 'nl-NL', language: 'nl' }),
      'https://wom.nl/a',
      [
        { locale: 'fi', title: null, link: 'https://wom.fi/a' },
        { locale: 'sv', title: null, link: 'https://wom.se/a' },
      ],
    );
    expect(withoutDenmark.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://wom.se/a' });
  });

  it('reads Norwegian written no or nn as the nb-NO market', () => {
    expect(
      alternates(site, self, [{ locale: 'no', title: null, link: 'https://wom.no/a' }]),
    ).toContainEqual({ hreflang: 'nb-NO', href: 'https://wom.no/a' });
    expect(
      alternates(site, self, [{ locale: 'nn-NO', title: null, link: 'https://wom.no/a' }]),
    ).toContainEqual({ hreflang: 'nb-NO', href: 'https://wom.no/a' });
  });

  it('recognises a hreflang brand written in lower case', () => {
    expect(
      alternates(siteFixture({ brandCode: 'cos' }), self, [
        { locale: 'sv', title: null, link: 'https://cos.se/a' },
      ]),
    ).toEqual([
      { hreflang: 'da-DK', href: self },
      { hreflang: 'sv-SE', href: 'https://cos.se/a' },
      { hreflang: 'x-default', href: self },
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
      shareImage: null,
      ogType: 'website',
    });
  });

  it("carries the site's share image for pages without an image of their own", () => {
    const meta = buildMeta(siteFixture({ shareImage: 'https://img.wom.dk/share.jpg' }), 'WOM', {
      title: 'Træning',
      description: '',
      canonical: null,
    });
    expect(meta.shareImage).toBe('https://img.wom.dk/share.jpg');
  });

  it('keeps the brand and the plain title beside a title suffix for the renderer', () => {
    const meta = buildMeta(site, 'WOM', {
      title: 'Træning',
      titleSuffix: { key: 'listing.page_suffix', params: { page: 2 } },
      description: '',
      canonical: null,
    });
    expect(meta).toMatchObject({
      title: 'Træning | WOM',
      titleText: 'Træning',
      brandTitle: 'WOM',
      titleSuffix: { key: 'listing.page_suffix', params: { page: 2 } },
    });
    expect(meta.titleKey).toBeUndefined();
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
        { hreflang: 'x-default', href: 'http://wom-dk.localhost:3000/traening/styrke/5-ovelser' },
      ],
      image: leadImage,
      shareImage: null,
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
      shareImage: null,
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
  const teasers = [teaserFixture({ id: 1 }), teaserFixture({ id: 2 })];
  const filled = (overrides: Parameters<typeof listingFixture>[0] = {}) =>
    listingFixture({ teasers, ...overrides });
  const page = (n: number) => ({ page: n, perPage: 12, total: 30, totalPages: 3 });
  const translations = [{ locale: 'sv', title: null, link: 'http://wom-se.localhost:3000/styrka' }];

  it('describes a listing by its description and links the first page without a page number', () => {
    expect(
      listingMeta(siteFixture(), 'WOM', 'Sundhed og træning.', filled(), '/traening/styrke'),
    ).toEqual({
      title: 'Styrke | WOM',
      description: 'Alt om styrketræning',
      canonical: 'http://wom-dk.localhost:3000/traening/styrke',
      robots: null,
      lang: 'da-DK',
      alternates: [],
      image: null,
      shareImage: null,
      ogType: 'website',
    });
  });

  it('makes page 2 on its own canonical, with a translated suffix and prefix and no hreflang', () => {
    const meta = listingMeta(
      siteFixture(),
      'WOM',
      '',
      filled({ pagination: page(2), translations }),
      '/traening/styrke',
    );
    expect(meta.canonical).toBe('http://wom-dk.localhost:3000/traening/styrke?page=2');
    expect(meta.titleSuffix).toEqual({ key: 'listing.page_suffix', params: { page: 2 } });
    expect(meta.titleText).toBe('Styrke');
    expect(meta.descriptionPrefix).toEqual({
      key: 'listing.page_description_prefix',
      params: { page: 2 },
    });
    expect(meta.alternates).toEqual([]);
  });

  it('carries hreflang with x-default on page 1 only', () => {
    const meta = listingMeta(
      siteFixture(),
      'WOM',
      '',
      filled({ pagination: page(1), translations }),
      '/traening/styrke',
    );
    expect(meta.alternates).toEqual([
      { hreflang: 'da-DK', href: 'http://wom-dk.localhost:3000/traening/styrke' },
      { hreflang: 'sv-SE', href: 'http://wom-se.localhost:3000/styrka' },
      { hreflang: 'x-default', href: 'http://wom-dk.localhost:3000/traening/styrke' },
    ]);
    expect(meta.titleSuffix).toBeUndefined();
    expect(meta.descriptionPrefix).toBeUndefined();
  });

  it('keeps the page number beside a query the canonical already has', () => {
    const meta = listingMeta(
      siteFixture(),
      'WOM',
      '',
      filled({
        canonicalUrl: 'http://wom-dk.localhost:3000/traening/styrke?page=1&x=y',
        pagination: page(3),
      }),
      '/traening/styrke',
    );
    expect(meta.canonical).toBe('http://wom-dk.localhost:3000/traening/styrke?page=3&x=y');
  });

  it('builds the canonical URL from the path when the listing has none', () => {
    const meta = listingMeta(
      siteFixture(),
      'WOM',
      '',
      filled({ canonicalUrl: null }),
      '/traening/styrke',
    );
    expect(meta.canonical).toBe('http://wom-dk.localhost:3000/traening/styrke');
  });

  it("moves a canonical on another host to the site's own origin", () => {
    const meta = listingMeta(
      siteFixture(),
      'WOM',
      '',
      filled({ canonicalUrl: 'http://wom-dk.localhost:3000/x', pagination: page(1) }),
      '/traening/styrke',
    );
    expect(meta.canonical).toBe('http://wom-dk.localhost:3000/x');
    const foreign = listingMeta(
      siteFixture(),
      'WOM',
      '',
      filled({ canonicalUrl: 'https://www.wom.dk:3000/traening/styrke' }),
      '/traening/styrke',
    );
    expect(foreign.canonical).toBe('http://wom-dk.localhost:3000/traening/styrke');
  });

  it('titles a tag with the translated topic title and an author with name and role', () => {
    const tag = listingMeta(siteFixture(), 'WOM', '', filled({ kind: 'tag', name: 'Løb' }), '/x');
    expect(tag).toMatchObject({
      title: 'Løb | WOM',
      titleKey: 'listing.tag_title',
      titleParams: { name: 'Løb' },
      brandTitle: 'WOM',
    });
    const withRole = listingMeta(
      siteFixture(),
      'WOM',
      '',
      filled({ kind: 'author', name: 'Anne Holm', author: { ...author, title: 'Redaktør' } }),
      '/x',
    );
    expect(withRole.title).toBe('Anne Holm, Redaktør | WOM');
    expect(withRole.titleKey).toBeUndefined();
    const withoutRole = listingMeta(
      siteFixture(),
      'WOM',
      '',
      filled({ kind: 'author', name: 'Anne Holm', author: { ...author, title: '  ' } }),
      '/x',
    );
    expect(withoutRole).toMatchObject({
      titleKey: 'listing.author_title',
      titleParams: { name: 'Anne Holm' },
    });
    const category = listingMeta(siteFixture(), 'WOM', '', filled({ name: 'Løb' }), '/x');
    expect(category.title).toBe('Løb | WOM');
    expect(category.titleKey).toBeUndefined();
  });

  it("falls back to the author's biography, then to a sentence of their own, never the brand text", () => {
    const metaOf = (overrides: Parameters<typeof listingFixture>[0]) =>
      listingMeta(siteFixture(), 'WOM', 'Sundhed og træning.', filled(overrides), '/x');
    expect(metaOf({ kind: 'author', description: null, author }).description).toBe(
      'Anne skriver om løb.',
    );
    expect(metaOf({ kind: 'author', description: 'Redaktør.', author }).description).toBe(
      'Redaktør.',
    );
    expect(
      metaOf({ kind: 'author', name: 'Anne Holm', description: null, author: null }),
    ).toMatchObject({
      descriptionKey: 'listing.author_description',
      descriptionParams: { name: 'Anne Holm', brand: 'WOM' },
    });
  });

  it('describes a tag or category without a text of its own by a translated topic sentence', () => {
    const meta = listingMeta(
      siteFixture({ brandName: 'Woman' }),
      'WOM',
      'Sundhed og træning.',
      filled({ kind: 'tag', name: 'Løb', description: '  ' }),
      '/x',
    );
    expect(meta).toMatchObject({
      description: 'Sundhed og træning.',
      descriptionKey: 'listing.topic_description',
      descriptionParams: { name: 'Løb', brand: 'Woman' },
    });
    const own = listingMeta(siteFixture(), 'WOM', '', filled({ kind: 'tag' }), '/x');
    expect(own.description).toBe('Alt om styrketræning');
    expect(own.descriptionKey).toBeUndefined();
  });

  it('keeps an empty listing and a marker tag out of the index', () => {
    const robotsOf = (overrides: Parameters<typeof listingFixture>[0]) =>
      listingMeta(siteFixture(), 'WOM', '', filled(overrides), '/x').robots;
    expect(robotsOf({ teasers: [] })).toBe('noindex, follow');
    expect(robotsOf({ kind: 'tag', name: 'Premium' })).toBe('noindex, follow');
    expect(robotsOf({ kind: 'tag', name: 'Løb' })).toBeNull();
    expect(robotsOf({ kind: 'category', name: 'Premium' })).toBeNull();
  });
});

describe('listing rules', () => {
  const pagination = (page: number, totalPages: number) => ({
    pagination: { page, perPage: 12, total: totalPages * 12, totalPages },
  });

  it('knows a page past the last one, never page 1', () => {
    expect(isPastLastPage(pagination(4, 3))).toBe(true);
    expect(isPastLastPage(pagination(3, 3))).toBe(false);
    expect(isPastLastPage(pagination(2, 0))).toBe(true);
    expect(isPastLastPage(pagination(1, 0))).toBe(false);
  });

  it('reads internal tags from the content API flag and the marker tags', () => {
    expect(isInternalTagListing({ kind: 'tag', name: 'Løb', internal: true })).toBe(true);
    expect(isInternalTagListing({ kind: 'tag', name: ' content marketing ' })).toBe(true);
    expect(isInternalTagListing({ kind: 'tag', name: 'Løb', internal: false })).toBe(false);
    expect(isInternalTagListing({ kind: 'author', name: 'Premium' })).toBe(false);
  });

  it('keeps listings without teasers out of the index', () => {
    expect(listingRobots({ kind: 'category', name: 'Løb', teasers: [] })).toBe('noindex, follow');
    expect(listingRobots({ kind: 'category', name: 'Løb', teasers: [teaserFixture()] })).toBe(null);
  });
});

describe('robots', () => {
  it('reads noindex and none in any spelling, and nothing else', () => {
    expect(isNoindex('noindex, follow')).toBe(true);
    expect(isNoindex('NOINDEX')).toBe(true);
    expect(isNoindex('index,noindex')).toBe(true);
    expect(isNoindex('none')).toBe(true);
    expect(isNoindex('index, follow')).toBe(false);
    expect(isNoindex('noindexed')).toBe(false);
    expect(isNoindex('')).toBe(false);
    expect(isNoindex(null)).toBe(false);
  });

  it('answers the X-Robots-Tag header for a noindex directive only', () => {
    expect(robotsHeader('noindex, follow')).toBe('noindex');
    expect(robotsHeader('noindex, nofollow')).toBe('noindex');
    expect(robotsHeader('index, follow')).toBeNull();
    expect(robotsHeader(null)).toBeNull();
  });

  it('makes a meta noindex, keeping a stricter directive it has', () => {
    const meta = buildMeta(siteFixture(), 'WOM', { title: 'A', description: '', canonical: null });
    expect(unlisted(meta).robots).toBe('noindex, follow');
    expect(unlisted({ ...meta, robots: 'noindex, nofollow' }).robots).toBe('noindex, nofollow');
    expect(unlisted({ ...meta, robots: 'index, follow' }).robots).toBe('noindex, follow');
  });
});

describe('origins', () => {
  const site = siteFixture({ siteDomain: 'http://wom-dk.localhost:3510' });

  it('keeps an address on the own origin and moves any other to the page path there', () => {
    expect(onSiteOrigin(site, 'http://wom-dk.localhost:3510/a?b=1', '/x')).toBe(
      'http://wom-dk.localhost:3510/a?b=1',
    );
    expect(onSiteOrigin(site, 'http://wom-dk.localhost:3000/a', '/x')).toBe(
      'http://wom-dk.localhost:3510/x',
    );
    expect(onSiteOrigin(site, 'http://wom-dk.localhost:3000/a?b=1', null)).toBe(
      'http://wom-dk.localhost:3510/a?b=1',
    );
    expect(onSiteOrigin(site, null, '/x')).toBe('http://wom-dk.localhost:3510/x');
    expect(onSiteOrigin(site, 'not a url', null)).toBeNull();
  });

  it('never leaves the origin for a path with more leading slashes', () => {
    expect(absoluteUrl(site, '//evil.example/a')).toBe(
      'http://wom-dk.localhost:3510/evil.example/a',
    );
    expect(absoluteUrl(site, 'a')).toBe('http://wom-dk.localhost:3510/a');
  });

  it("gives an article on another port the site's own origin", () => {
    const meta = articleMeta(
      site,
      'WOM',
      articleFixture({ canonicalUrl: 'http://wom-dk.localhost:3000/traening/a' }),
      '/traening/a',
    );
    expect(meta.canonical).toBe('http://wom-dk.localhost:3510/traening/a');
  });
});

describe('ogLocaleAlternates', () => {
  it('names every other language version, without x-default or the page itself', () => {
    expect(
      ogLocaleAlternates({
        lang: 'da-DK',
        alternates: [
          { hreflang: 'da-DK', href: 'a' },
          { hreflang: 'sv-SE', href: 'b' },
          { hreflang: 'en', href: 'c' },
          { hreflang: 'x-default', href: 'a' },
        ],
      }),
    ).toEqual(['sv_SE', 'en']);
    expect(ogLocaleAlternates({ lang: 'da-DK', alternates: [] })).toEqual([]);
  });
});
