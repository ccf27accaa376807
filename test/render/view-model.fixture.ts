/** Hand-built view models for render tests: small, readable, one builder per view. */
import type {
  Article,
  Image,
  Listing,
  Page,
  Teaser,
  TeaserList,
  Widget,
} from '../../src/domain/content/content.types';
import type {
  Chrome,
  PageMeta,
  PageView,
  SiteIndexViewModel,
  SitePageViewModel,
  SiteView,
} from '../../src/domain/page/view-model.types';

export const site: SiteView = {
  id: 'wom-dk',
  brandCode: 'WOM',
  brandName: 'Woman',
  market: 'dk',
  locale: 'da-DK',
  language: 'da',
  logoUrl: null,
  theme: {
    primary: '#b0154f',
    primaryContrast: '#ffffff',
    accent: '#8a1040',
    background: '#ffffff',
    surface: '#f7f3f4',
    text: '#1b1b1b',
    mutedText: '#5a5a5a',
    headingFont: 'Georgia, "Times New Roman", serif',
    bodyFont: 'system-ui, sans-serif',
  },
  siteDomain: 'https://www.wom.dk',
  imgCdnDomain: 'images.wom.dk',
  imageHost: 'http://127.0.0.1:4100',
  imageProtection: false,
  enableAuth: true,
};

export function image(overrides: Partial<Image> = {}): Image {
  return {
    url: 'http://127.0.0.1:4100/wp-content/uploads/2024/03/squat.jpg',
    alt: 'Kvinde laver squat',
    title: 'Squat',
    caption: 'Squat med vægt',
    copyright: 'WOM',
    focalPoint: { x: 0.5, y: 0.35 },
    aspectRatio: 1.5,
    ...overrides,
  };
}

export function teaser(id: number, overrides: Partial<Teaser> = {}): Teaser {
  return {
    id,
    title: `Teaser ${id}`,
    description: `Beskrivelse ${id}`,
    link: `/traening/styrke/teaser-${id}`,
    canonicalUrl: `https://www.wom.dk/traening/styrke/teaser-${id}`,
    status: 'publish',
    kind: 'Article',
    template: 'default',
    image: image(),
    videoUrl: null,
    videoMeta: null,
    recipeMeta: null,
    label: null,
    categoryName: 'Styrke',
    commercialType: null,
    publishedAt: '2024-03-18T07:30:00',
    readingTime: 4,
    ...overrides,
  };
}

export function teaserList(overrides: Partial<TeaserList> = {}): TeaserList {
  return {
    title: 'Mest læste',
    description: 'Det læser de andre',
    label: null,
    link: { url: '/traening', title: 'Se alt om træning' },
    displayHint: '4col',
    theme: 'default',
    canPaginate: false,
    teasers: [teaser(1), teaser(2), teaser(3), teaser(4)],
    pagination: null,
    nextCursor: null,
    ...overrides,
  };
}

export const chrome: Chrome = {
  site,
  menus: {
    main: [
      {
        id: 1,
        title: 'Træning',
        url: '/traening',
        target: null,
        rel: null,
        children: [
          {
            id: 11,
            title: 'Styrke',
            url: '/traening/styrke',
            target: null,
            rel: null,
            children: [],
          },
        ],
      },
      { id: 2, title: 'Mad', url: '/mad', target: null, rel: null, children: [] },
    ],
    footer: [{ id: 3, title: 'Kontakt', url: '/kontakt', target: null, rel: null, children: [] }],
    user: [],
    secondary: [],
  },
  translations: {},
  layout: 'default',
};

export const meta: PageMeta = {
  title: 'Forside | Woman',
  description: 'Træning, mad og sundhed',
  canonical: 'https://www.wom.dk/',
  robots: 'index,follow',
  lang: 'da-DK',
  alternates: [
    { hreflang: 'da-DK', href: 'https://www.wom.dk/' },
    { hreflang: 'sv-SE', href: 'https://www.womenshealth.se/' },
  ],
  image: null,
  ogType: 'website',
};

export function sitePage(
  view: PageView,
  overrides: Partial<SitePageViewModel> = {},
): SitePageViewModel {
  return { kind: 'site-page', chrome, meta, view, ...overrides };
}

export function page(overrides: Partial<Page> = {}): Page {
  return {
    id: 10,
    title: 'Forside',
    description: null,
    body: null,
    isFrontPage: true,
    canonicalUrl: 'https://www.wom.dk/',
    translations: [],
    blocks: [
      { type: 'teaser_list', key: 'b0', list: teaserList() },
      {
        type: 'seo_text',
        key: 'b1',
        title: 'Om Woman',
        body: 'Vi skriver om **træning**.',
        image: null,
        imagePosition: 'after',
        link: null,
      },
      { type: 'banner_placement', key: 'b2', position: 'panorama' },
      { type: 'newsletter', key: 'b3', sourceCode: 'wom-dk-front', permissionText: null },
    ],
    ...overrides,
  };
}

export function textWidget(body: string, index = 0): Widget {
  return { type: 'text_item', key: `w${index}`, locked: false, body };
}

export function article(overrides: Partial<Article> = {}): Article {
  return {
    id: 1201,
    title: '5 øvelser til stærke ben',
    description: 'Sådan får du stærkere ben på 20 minutter.',
    kind: 'Article',
    template: 'default',
    editorialType: 'guide',
    commercial: null,
    locale: 'da',
    author: {
      id: 3,
      name: 'Anne Holm',
      url: '/author/anne-holm',
      title: 'Journalist',
      biography: 'Anne skriver om træning.',
      avatar: { url: 'http://127.0.0.1:4100/wp-content/uploads/anne.jpg', caption: null },
    },
    otherAuthors: [],
    leadImage: image(),
    publishedAt: '2024-03-18T07:30:00',
    updatedAt: '2024-03-20T09:00:00',
    canonicalUrl: 'https://www.wom.dk/traening/styrke/5-ovelser',
    robots: null,
    isNews: false,
    wordCount: 820,
    readingTime: 4,
    category: {
      id: 11,
      name: 'Styrke',
      url: '/traening/styrke',
      parent: { id: 1, name: 'Træning', url: '/traening' },
    },
    tags: [
      { id: 1, name: 'Ben', url: '/tags/ben', internal: false },
      { id: 2, name: 'Intern', url: '/tags/intern', internal: true },
      { id: 3, name: 'Bannerblock', url: '/tags/bannerblock', internal: false },
      { id: 4, name: 'Content Marketing', url: '/tags/content-marketing', internal: false },
    ],
    translations: [],
    widgets: [
      {
        type: 'lead_paragraph',
        key: 'w0',
        locked: false,
        title: null,
        description: 'Ben er vigtige.',
      },
      textWidget('## Første øvelse\nSquat _langsomt_.', 1),
      { type: 'image', key: 'w2', locked: false, image: image({ caption: 'Figur 1' }), link: null },
      { type: 'text_item', key: 'w3', locked: true, body: 'Låst indhold for abonnenter' },
      { type: 'unsupported', key: 'w4', locked: false, widgetType: 'calculator' },
    ],
    faq: [],
    ...overrides,
  };
}

export function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    kind: 'category',
    id: 11,
    name: 'Styrke',
    description: 'Alt om styrketræning.',
    canonicalUrl: 'https://www.wom.dk/traening/styrke',
    image: null,
    author: null,
    parent: { name: 'Træning', url: '/traening' },
    children: [{ url: '/traening/styrke/ben', title: 'Ben' }],
    translations: [],
    teasers: [teaser(1), teaser(2), teaser(3), teaser(4)],
    pagination: { page: 1, perPage: 4, total: 12, totalPages: 3 },
    ...overrides,
  };
}

export const siteIndex: SiteIndexViewModel = {
  kind: 'site-index',
  sites: [
    {
      id: 'wom-dk',
      brandName: 'Woman',
      brandCode: 'WOM',
      market: 'dk',
      locale: 'da-DK',
      url: 'http://wom.dk.localhost:3000/',
    },
    {
      id: 'bom-se',
      brandName: 'Body',
      brandCode: 'BOM',
      market: 'se',
      locale: 'sv-SE',
      url: 'http://bom.se.localhost:3000/',
    },
  ],
};
