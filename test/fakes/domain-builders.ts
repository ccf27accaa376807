import type {
  Article,
  Listing,
  Page,
  Teaser,
  TeaserList,
} from '../../src/domain/content/content.types';
import type { ContentChange } from '../../src/domain/content-changes/content-change.types';
import type { Site } from '../../src/domain/site/site.types';
import type { EventOf } from '../../src/ports/event-bus.port';

/** Sign-in on, against a test pool: what a site with accounts configures (`siteFixture({ auth: SIGN_IN_ON })`). */
export const SIGN_IN_ON: Site['auth'] = {
  enabled: true,
  userPoolId: 'eu-west-1_test',
  userPoolWebClientId: 'client',
  region: 'eu-west-1',
  loginPath: '/users/sign_in',
};

export function siteFixture(overrides: Partial<Site> = {}): Site {
  return {
    id: 'wom-dk',
    brandCode: 'WOM',
    brandName: 'WOM',
    market: 'dk',
    locale: 'da-DK',
    language: 'da',
    brandPrefix: 'bod',
    hosts: ['wom-dk.localhost'],
    siteDomain: 'http://wom-dk.localhost:3000',
    logoUrl: null,
    theme: {
      primary: '#a3123f',
      primaryContrast: '#ffffff',
      accent: '#0b6b63',
      background: '#ffffff',
      surface: '#f7f2ee',
      text: '#161616',
      mutedText: '#595959',
      headingFont: 'Georgia, serif',
      bodyFont: 'system-ui, sans-serif',
    },
    upstreams: {
      contentApi: 'http://content.test/wom-dk',
      contentAdminApi: 'http://admin.content.test/wom-dk',
      imageHost: 'http://content.test',
      userSettings: null,
      subscription: null,
      materials: null,
      newsletter: null,
      contentMarketing: null,
      videoProvider: null,
      signup: null,
    },
    auth: {
      enabled: false,
      userPoolId: null,
      userPoolWebClientId: null,
      region: 'eu-west-1',
      loginPath: '/users/sign_in',
    },
    imgCdnDomain: 'http://cdn.test',
    imageProtection: false,
    trackingGa4: null,
    paywallProviderId: null,
    vertexSearch: false,
    menuLocations: {
      header: 'header-primary',
      footer: 'footer-primary',
      user: 'user-menu',
      headerSecondary: 'header-secondary',
    },
    contentSearch: 'get',
    ...overrides,
  };
}

let nextId = 1000;

export function teaserFixture(overrides: Partial<Teaser> = {}): Teaser {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Teaser ${id}`,
    description: 'En kort beskrivelse',
    link: `/traening/artikel-${id}`,
    canonicalUrl: null,
    status: 'publish',
    kind: 'Article',
    template: 'default',
    image: null,
    videoUrl: null,
    videoMeta: null,
    recipeMeta: null,
    label: null,
    categoryName: 'Træning',
    commercialType: null,
    publishedAt: '2024-03-18T07:30:00',
    readingTime: 4,
    ...overrides,
  };
}

export function teaserListFixture(
  teasers: readonly Teaser[],
  overrides: Partial<TeaserList> = {},
): TeaserList {
  return {
    title: 'Seneste',
    description: null,
    label: null,
    link: null,
    displayHint: '4col',
    theme: null,
    canPaginate: false,
    teasers,
    pagination: null,
    nextCursor: null,
    ...overrides,
  };
}

export function pageFixture(overrides: Partial<Page> = {}): Page {
  return {
    id: 1,
    title: 'Forside',
    description: null,
    body: null,
    isFrontPage: true,
    canonicalUrl: 'http://wom-dk.localhost:3000/',
    translations: [],
    blocks: [],
    ...overrides,
  };
}

export function articleFixture(overrides: Partial<Article> = {}): Article {
  return {
    id: 1201,
    title: '5 øvelser til stærke ben',
    description: 'Styrk dine ben med fem klassiske øvelser.',
    kind: 'Article',
    template: 'default',
    editorialType: 'guide',
    commercial: null,
    locale: 'da',
    author: null,
    otherAuthors: [],
    leadImage: null,
    publishedAt: '2024-03-18T07:30:00',
    updatedAt: null,
    canonicalUrl: 'http://wom-dk.localhost:3000/traening/styrke/5-ovelser',
    robots: null,
    isNews: false,
    wordCount: 600,
    readingTime: 3,
    category: null,
    tags: [],
    translations: [],
    widgets: [{ type: 'text_item', key: 'w0', locked: false, body: 'Brødtekst om **squat**.' }],
    faq: [],
    ...overrides,
  };
}

export function listingFixture(overrides: Partial<Listing> = {}): Listing {
  return {
    kind: 'category',
    id: 11,
    name: 'Styrke',
    description: 'Alt om styrketræning',
    canonicalUrl: 'http://wom-dk.localhost:3000/traening/styrke',
    image: null,
    author: null,
    parent: null,
    children: [],
    translations: [],
    teasers: [],
    pagination: { page: 1, perPage: 12, total: 0, totalPages: 1 },
    ...overrides,
  };
}

/** An editor's change of one composite (article) of wom-dk, as the content webhook reads it. */
export function contentChangeFixture(overrides: Partial<ContentChange> = {}): ContentChange {
  return {
    siteId: 'wom-dk',
    kind: 'composite',
    id: '12',
    action: 'updated',
    filedUnder: null,
    ...overrides,
  };
}

/** The `ContentChanged` event of that change, with the surrogate keys it made stale. */
export function contentChangedFixture(
  overrides: Partial<EventOf<'ContentChanged'>> = {},
): EventOf<'ContentChanged'> {
  return {
    type: 'ContentChanged',
    siteId: 'wom-dk',
    kind: 'composite',
    id: '12',
    action: 'updated',
    keys: ['wom-dk:composite:12'],
    at: Date.now(),
    ...overrides,
  };
}
