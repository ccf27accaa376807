/** A site is one brand in one market, served from one process and chosen by Host. */

export type MarketCode = 'dk' | 'se' | 'no' | 'fi' | 'nl';
export type Locale = 'da-DK' | 'sv-SE' | 'nb-NO' | 'fi-FI' | 'nl-NL' | 'de-DE' | 'en';
/** Two-letter language code used by the content API (`lang=`). */
export type LanguageCode = 'da' | 'sv' | 'nb' | 'fi' | 'nl' | 'de' | 'en';
export type BrandPrefix = 'bod' | 'bse' | 'bno' | 'bfi' | 'bnl';

export interface SiteUpstreams {
  /** `{api}` of the content API; routes live under `{api}/wp-json`. */
  readonly contentApi: string;
  /** Admin host used for preview / cacheClear requests (defaults to contentApi). */
  readonly contentAdminApi: string;
  /** Origin whose image URLs are rewritten to the CDN domain. */
  readonly imageHost: string | null;
  readonly userSettings: string | null;
  readonly subscription: string | null;
  readonly materials: string | null;
  readonly newsletter: string | null;
  readonly contentMarketing: string | null;
  readonly videoProvider: string | null;
  readonly signup: string | null;
}

export interface SiteAuth {
  readonly enabled: boolean;
  readonly userPoolId: string | null;
  readonly userPoolWebClientId: string | null;
  readonly region: string;
  readonly loginPath: string;
  /** Identity service endpoint override (cognito-local); absent or null: the AWS endpoint. */
  readonly endpoint?: string | null;
}

export interface BrandTheme {
  readonly primary: string;
  readonly primaryContrast: string;
  readonly accent: string;
  readonly background: string;
  readonly surface: string;
  readonly text: string;
  readonly mutedText: string;
  readonly headingFont: string;
  readonly bodyFont: string;
}

/** Which content API menu location fills each menu slot of the page. */
export interface MenuLocations {
  readonly header: string;
  readonly footer: string;
  readonly user: string;
  /** The header's secondary slot: a slim row of service links beside the main menu. */
  readonly headerSecondary: string;
}

/**
 * The content API's search route: `GET app/search/query`, the older `POST app/search`, or `auto`
 * (the default): found once per site, GET first, POST when the API has no GET route.
 */
export type ContentSearchMethod = 'auto' | 'get' | 'post';

export interface Site {
  /** `<brand>-<market>` in lower case, e.g. `wom-dk`. */
  readonly id: string;
  readonly brandCode: string;
  readonly brandName: string;
  readonly market: MarketCode;
  readonly locale: Locale;
  readonly language: LanguageCode;
  readonly brandPrefix: BrandPrefix;
  /** Host names (lower case, without port) this site answers on. */
  readonly hosts: readonly string[];
  /** Public origin of the site, e.g. `https://www.wom.dk` (SITE_DOMAIN). */
  readonly siteDomain: string;
  readonly logoUrl: string | null;
  readonly theme: BrandTheme;
  /**
   * Where a reader buys a subscription (`subscriptionUrl` in the sites file, `SUBSCRIPTION_URL`):
   * the paywall's offer links here. Absent or null: the site sells none, and the paywall offers
   * only the sign-in.
   */
  readonly subscriptionUrl?: string | null;
  /**
   * The brand's share image of this site (`shareImage` in the sites file, `SHARE_IMAGE_URL`): an
   * absolute URL of a 1200x630 picture, og:image and twitter:image of every page without an image
   * of its own. Absent or null: such pages carry no og:image.
   */
  readonly shareImage?: string | null;
  readonly upstreams: SiteUpstreams;
  readonly auth: SiteAuth;
  /** IMG_CDN_DOMAIN: origin (or bare domain, then https) images are served from. */
  readonly imgCdnDomain: string | null;
  readonly imageProtection: boolean;
  readonly trackingGa4: string | null;
  readonly paywallProviderId: string | null;
  readonly vertexSearch: boolean;
  readonly menuLocations: MenuLocations;
  readonly contentSearch: ContentSearchMethod;
}
