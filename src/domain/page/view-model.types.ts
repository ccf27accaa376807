/**
 * The view model: plain, serialisable data the renderer turns into HTML. Everything the page shows
 * is decided before rendering; components never fetch.
 */
import type {
  Article,
  Image,
  Listing,
  Menus,
  Page,
  SearchResults,
  Teaser,
} from '../content/content.types';
import type { AccountExtras, AdminDashboardView } from '../identity/account-view.types';
import type { PaywallView } from '../paywall/paywall-view.types';
import type { UserStateKind } from '../identity/user-state.types';
import type { ReaderServiceView } from '../services/reader-service-view.types';
import type { BrandTheme, LanguageCode, Locale, MarketCode } from '../site/site.types';

export type Layout = 'default' | 'admin';

export interface SiteView {
  readonly id: string;
  readonly brandCode: string;
  readonly brandName: string;
  readonly market: MarketCode;
  readonly locale: Locale;
  readonly language: LanguageCode;
  readonly logoUrl: string | null;
  readonly theme: BrandTheme;
  /** Public origin, e.g. `https://www.wom.dk`. */
  readonly siteDomain: string;
  readonly imgCdnDomain: string | null;
  readonly imageHost: string | null;
  readonly imageProtection: boolean;
  readonly enableAuth: boolean;
  /** Where sign-in links go (the sites file's `auth.loginPath`); unset: `/users/sign_in`. */
  readonly loginPath?: string;
  /** Where a reader buys a subscription (the sites file's `subscriptionUrl`); null: nowhere. */
  readonly subscriptionUrl?: string | null;
  /** The tag manager container id (the sites file's `trackingGa4`); null: no tag manager. */
  readonly trackingGa4?: string | null;
}

export interface Chrome {
  readonly site: SiteView;
  readonly menus: Menus;
  /** The site's translation strings from the content API (the renderer adds typed fallbacks). */
  readonly translations: Readonly<Record<string, string>>;
  readonly layout: Layout;
  /**
   * The reader's state variant (the HTML cache key): subscribers get no banners. Unset means
   * anonymous. Never anything personal: this HTML is shared by the whole variant.
   */
  readonly userState?: UserStateKind;
}

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/** Values of a UI string's `{name}` placeholders. */
export type TextParams = Readonly<Record<string, string | number>>;

/** A UI string the renderer translates in the reader's language, with its placeholders' values. */
export interface UiText {
  readonly key: string;
  readonly params: TextParams;
}

export interface PageMeta {
  /**
   * The whole title (`Page | Brand`), as the site's own strings give it: what the document shows
   * when neither `titleKey` nor `titleSuffix` is set, and the fallback when a key is nowhere.
   */
  readonly title: string;
  /**
   * Set when the page's own title is a UI string (account screens, search, 404, errors): the
   * renderer writes it from this key with the bundled locale files as the fallback, so a site
   * without strings still gets `Log ind | WOM`, never a raw id. `title` is kept when the key is
   * nowhere.
   */
  readonly titleKey?: string;
  /** Values of the `titleKey` string's placeholders (`Emne: {name}`). */
  readonly titleParams?: TextParams;
  /**
   * The page's own title without suffix or brand (`Træning`), set with `titleSuffix` and no
   * `titleKey`: the renderer adds the suffix to it.
   */
  readonly titleText?: string;
  /** A UI string after the page's own title, before the brand (`– side 2` of a listing's page 2). */
  readonly titleSuffix?: UiText;
  /** The brand part of the title, for the renderer to add to a `titleKey`'s text. */
  readonly brandTitle?: string;
  /** The description as resolved; the fallback of `descriptionKey`. */
  readonly description: string;
  /**
   * Set when the description is a UI string (`Artikler om {name} fra {brand}.`: a tag or author
   * without a text of their own): the renderer writes it in the reader's language.
   */
  readonly descriptionKey?: string;
  readonly descriptionParams?: TextParams;
  /** A UI string before the description (`Side 2:` of a listing's page 2). */
  readonly descriptionPrefix?: UiText;
  /** Absolute, on the site's own origin; null on pages no search engine should list (404). */
  readonly canonical: string | null;
  /**
   * The robots directive (`noindex, follow`), null for the default (index, follow). The one
   * source of noindex: the `<meta name="robots">`, the `X-Robots-Tag` header and the sitemaps
   * all read it (`isNoindex` in `meta.rules.ts`).
   */
  readonly robots: string | null;
  /** BCP 47 tag for `<html lang>`, e.g. `da-DK`. */
  readonly lang: string;
  /**
   * hreflang links: the page itself, its translations and `x-default`; empty on pages without
   * translations and on a listing's pages after the first.
   */
  readonly alternates: readonly Alternate[];
  /** The page's own image (og:image through the CDN at 1200x630), if it has one. */
  readonly image: Image | null;
  /**
   * The site's brand share image (the sites file's `shareImage`, 1200x630, used as configured):
   * og:image of pages without an image of their own. Absent or null: the site has none.
   */
  readonly shareImage?: string | null;
  readonly ogType: 'website' | 'article';
  /**
   * The editors' own wording for social networks (an article's `facebook` and `twitter`
   * teasers): og:* and twitter:* say this instead of the page's title, description and image.
   */
  readonly social?: {
    readonly og?: ShareWording;
    readonly twitter?: ShareWording;
  };
}

/** A network's title, description and picture of a page; a null part falls back to the page's. */
export interface ShareWording {
  readonly title: string | null;
  readonly description: string | null;
  readonly image: Image | null;
}

export type AccountScreen =
  | 'profile'
  | 'favourites'
  | 'settings'
  | 'sign-in'
  | 'sign-up'
  | 'forgot-password'
  | 'new-password';

export type PageView =
  | { readonly type: 'home'; readonly page: Page }
  | { readonly type: 'page'; readonly page: Page }
  | {
      readonly type: 'article';
      readonly article: Article;
      readonly paywall?: PaywallView;
      /**
       * Other articles of the site the article ends with, after its body or paywall and before
       * ads and sponsored content (`readNextTeasers`); none: absent.
       */
      readonly readNext?: readonly Teaser[];
      /** Content-marketing teasers shown after the article (none on commercial articles). */
      readonly sponsored?: readonly Teaser[];
    }
  | { readonly type: 'listing'; readonly listing: Listing }
  | { readonly type: 'search'; readonly query: string; readonly results: SearchResults | null }
  | {
      readonly type: 'not-found';
      readonly popular: readonly Teaser[];
      /** The site's own 404 page from the content API (title and text), when it has one. */
      readonly page: Page | null;
    }
  | { readonly type: 'error'; readonly statusCode: number; readonly message: string | null }
  | ({ readonly type: 'account'; readonly screen: AccountScreen } & AccountExtras)
  | {
      readonly type: 'admin-overview';
      readonly dashboard?: AdminDashboardView;
      /** A signed-in reader outside the admin group (403). */
      readonly forbidden?: boolean;
    }
  | { readonly type: 'test-page' }
  | { readonly type: 'reader-service'; readonly service: ReaderServiceView };

export type PageType = PageView['type'];

export interface SitePageViewModel {
  readonly kind: 'site-page';
  readonly chrome: Chrome;
  readonly meta: PageMeta;
  readonly view: PageView;
  /** An editor's preview link (`?preview=…`): marked on the page, never cached anywhere. */
  readonly preview?: boolean;
}

export interface SiteIndexEntry {
  readonly id: string;
  readonly brandName: string;
  readonly brandCode: string;
  readonly market: MarketCode;
  readonly locale: Locale;
  readonly url: string;
}

export interface SiteIndexViewModel {
  readonly kind: 'site-index';
  readonly sites: readonly SiteIndexEntry[];
}

export type ViewModel = SitePageViewModel | SiteIndexViewModel;
