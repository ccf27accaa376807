/**
 * The shape of the sandbox content pack. A brand has one language-neutral catalogue (which
 * categories, tags, authors, images, articles and pages exist, and how they relate) and one text
 * module per market (names, slugs and bodies in that market's language). The store
 * (`sandbox/store/`) joins them into one site per market and links translations across markets by
 * the shared keys. To add an article: one catalogue entry plus one text entry per market; a market
 * without a text entry simply does not have the article.
 */
import type { FaqEntry, TimeUnit, WidgetBlock } from './widget-blocks.types';

export type LanguageCode = 'da' | 'sv' | 'nb' | 'fi' | 'nl';

export interface FocalPointSpec {
  readonly x: number;
  readonly y: number;
}

/** A generated original on the image host (`/wp-content/uploads/<path>`). */
export interface ImageSpec {
  /** Path under `wp-content/uploads/`, e.g. `2024/03/squat.jpg`. Unique across brands. */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly focal: FocalPointSpec;
  /** A subtle, language-neutral label drawn on the generated picture. */
  readonly label: string;
  readonly copyright: string;
}

export interface BrandSpec {
  /** Brand code, e.g. `WOM`. */
  readonly code: string;
  readonly name: string;
  /** Lower-case code used in URLs (`/brand/wom/logo.svg`). */
  readonly slug: string;
  readonly colours: {
    readonly primary: string;
    readonly accent: string;
    readonly warm: string;
    readonly ink: string;
  };
  /** The font of the SVG wordmark; a serif when absent. */
  readonly wordmarkFont?: string;
}

export interface CategorySpec {
  readonly key: string;
  /** Local number; the entity id is the site's id base + 100 + n. */
  readonly n: number;
  readonly parent?: string;
  readonly image?: string;
}

export interface TagSpec {
  readonly key: string;
  readonly n: number;
  readonly internal?: boolean;
  /** Tags with a fixed name (Bannerblock, Konkurrence…) carry it in every market. */
  readonly fixedName?: string;
  /** Hidden from public tagging (Bannerblock, Aboblock, Newsletterblock, Content Marketing). */
  readonly hidden?: boolean;
}

export interface AuthorSpec {
  readonly key: string;
  readonly n: number;
  readonly avatar: string;
}

export type Template = 'default' | 'recipe' | 'exercise-video' | 'workout-video' | 'food-plan';

/** A date this many hours before the sandbox started. */
export interface RecentDate {
  readonly hoursBeforeStart: number;
}

export interface ArticleSpec {
  readonly key: string;
  /** Local number; the entity id is the site's id base + 1000 + n. */
  readonly n: number;
  readonly category: string;
  readonly tags: readonly string[];
  readonly author: string;
  readonly otherAuthors?: readonly string[];
  readonly template: Template;
  readonly editorialType: string;
  readonly kind?: 'Article' | 'Story';
  readonly image: string;
  /**
   * Local time in the site's time zone, `YYYY-MM-DD HH:mm`; or hours before the sandbox started
   * (news that must stay recent), on the whole minute.
   */
  readonly published: string | RecentDate;
  readonly updated?: string;
  readonly featuredOn?: string;
  /** Page views, for `app/content/popular`. */
  readonly views: number;
  readonly status?: 'publish' | 'draft';
  readonly isNews?: boolean;
  /** The lead image arrives as a bare id (a locked lead image). */
  readonly leadImageLocked?: boolean;
  readonly commercialType?: string;
  /** Recipe template: amounts as the API sends them (strings, decimal commas). */
  readonly recipe?: {
    readonly time: string;
    readonly timeUnit: TimeUnit;
    readonly energy: string;
    readonly energyUnit: string;
  };
  /** Video templates: `hh:mm:ss`. */
  readonly videoDuration?: string;
  /** Food-plan template: the plan's week. */
  readonly weekNumber?: number;
}

/** Where a teaser list takes its teasers from. */
export type TeaserSource =
  | { readonly kind: 'articles'; readonly keys: readonly string[] }
  | { readonly kind: 'latest' }
  | { readonly kind: 'popular'; readonly count: number }
  | { readonly kind: 'category'; readonly category: string; readonly count: number }
  | { readonly kind: 'template'; readonly template: Template; readonly count: number };

export type PageItemSpec =
  | {
      readonly type: 'teaser_list';
      readonly key: string;
      readonly n: number;
      readonly displayHint: string;
      readonly theme?: 'default' | 'dark' | 'brand';
      readonly source: TeaserSource;
      /**
       * The page's one paginating list: `per_page` teasers a page, with pagination and cursor
       * meta (`app/widget/teaser-list` serves the following pages).
       */
      readonly paginate?: { readonly perPage: number };
      /** The list's "see all" link goes to this category. */
      readonly linkCategory?: string;
    }
  /** One article, big; `label` is a key of the page text's `featured`. */
  | {
      readonly type: 'featured_content';
      readonly key: string;
      readonly article: string;
      readonly displayHint: 'default' | 'wide';
      /** The editor's own video from the media library (named after the article). */
      readonly video?: boolean;
    }
  /** A pull quote: the article's first `quote` widget, leading to the article. */
  | { readonly type: 'quote_teaser'; readonly article: string }
  /**
   * Categories as links; the title and text are the page text's `lists[key]` (none: untitled).
   */
  | {
      readonly type: 'taxonomy_teaser_list';
      readonly key: string;
      readonly categories: readonly string[];
      readonly displayHint: 'default' | 'presentation';
    }
  /** The site's authors presented. */
  | { readonly type: 'author_overview' }
  /** An advertising spot; its texts are the page text's `spots[key]`. */
  | {
      readonly type: 'commercial_spot';
      readonly key: string;
      readonly displayHint: 'default' | 'wide';
      readonly image: string;
      /** An external URL, or a page of the site (both arrive absolute: an editor typed them). */
      readonly link: { readonly url: string } | { readonly page: string };
    }
  /** `image` and `link` (a page key) are optional. */
  | {
      readonly type: 'seo_text';
      readonly key: string;
      readonly image?: string;
      readonly linkPage?: string;
    }
  /** The signup form; the permission text is the page text's `newsletter`. */
  | { readonly type: 'newsletter' }
  | { readonly type: 'banner_placement'; readonly position: string };

export interface PageSpec {
  readonly key: string;
  readonly n: number;
  readonly role: 'front' | 'not-found' | 'plain';
  readonly items: readonly PageItemSpec[];
}

export type MenuRef =
  | { readonly category: string }
  | { readonly page: string }
  | { readonly tag: string }
  | { readonly article: string }
  /**
   * A custom link; `label` is a key of the market's `menuLabels`. A `url` starting with `/` is
   * on the site's own public host (the API sends it absolute, as the editor typed it).
   */
  | {
      readonly label: string;
      readonly url: string;
      readonly external?: boolean;
      /** CSS class the editor gave the item, e.g. `menu-highlight` for the subscribe button. */
      readonly className?: string;
    };

/** The menu locations of the theme; every site has all four (an empty one answers `[]`). */
export type MenuLocation = 'header-primary' | 'header-secondary' | 'footer-primary' | 'user-menu';

export const MENU_LOCATIONS: readonly MenuLocation[] = [
  'header-primary',
  'header-secondary',
  'footer-primary',
  'user-menu',
];

export interface MenuSpec {
  readonly n: number;
  readonly ref: MenuRef;
  readonly children?: readonly MenuSpec[];
}

export interface BrandCatalogue {
  readonly brand: BrandSpec;
  readonly images: Readonly<Record<string, ImageSpec>>;
  readonly categories: readonly CategorySpec[];
  readonly tags: readonly TagSpec[];
  readonly authors: readonly AuthorSpec[];
  readonly articles: readonly ArticleSpec[];
  readonly pages: readonly PageSpec[];
  readonly menus: Readonly<Record<MenuLocation, readonly MenuSpec[]>>;
  /** The brand's UI strings for the German and English language mappings. */
  readonly mappings: MappingStrings;
}

// ---- Market text ----------------------------------------------------------------------------

/** One block of an article body, in reading order. */
export type BodyBlock =
  | { readonly text: string; readonly locked?: boolean }
  | {
      readonly image: string;
      readonly locked?: boolean;
      /** The editor linked the picture: to a category (sent absolute on the public host) or a URL. */
      readonly link?: { readonly category: string } | { readonly url: string };
    }
  /** A lead paragraph; `chapter`: a chapter heading (display hint `chapter`). */
  | { readonly lead: string; readonly title?: string; readonly chapter?: boolean }
  | (WidgetBlock & { readonly locked?: boolean });

export interface ArticleText {
  readonly slug: string;
  readonly title: string;
  /** The short title editors use in lists; defaults to `title`. */
  readonly postTitle?: string;
  readonly description: string;
  readonly label?: string;
  readonly commercialLabel?: string;
  readonly workoutTime?: string;
  readonly workoutLevel?: string;
  readonly body: readonly BodyBlock[];
  /** FAQ articles: the composite's `faq_meta`. */
  readonly faq?: readonly FaqEntry[];
  /** Guides: the composite's `guide_meta` (otherwise an object of nulls). */
  readonly guideMeta?: GuideMetaText;
}

/** A guide's facts as its editor wrote them; `difficulty` is the difficulty term's number. */
export interface GuideMetaText {
  readonly difficulty: number | null;
  readonly timeRequired: string | null;
  readonly price: string | null;
}

export interface ImageText {
  readonly alt: string;
  readonly title: string;
  readonly caption?: string;
}

export interface PageText {
  /** The page path; `/` for the front page, `null` when the page has no path (404 page). */
  readonly path: string | null;
  readonly title: string;
  readonly description?: string;
  readonly lists?: Readonly<
    Record<
      string,
      { readonly title: string; readonly description?: string; readonly linkTitle?: string }
    >
  >;
  readonly seo?: Readonly<Record<string, { readonly title: string; readonly body: string }>>;
  /** Labels of the `featured_content` items. */
  readonly featured?: Readonly<Record<string, { readonly label: string }>>;
  /** Texts of the `commercial_spot` items. */
  readonly spots?: Readonly<
    Record<
      string,
      {
        readonly title: string;
        readonly description: string;
        readonly linkTitle: string;
        readonly label: string;
      }
    >
  >;
  /** The consent text under the `newsletter` item's form. */
  readonly newsletter?: { readonly permissionText: string };
}

export interface MarketText {
  readonly language: LanguageCode;
  readonly categories: Readonly<
    Record<
      string,
      {
        readonly name: string;
        readonly slug: string;
        readonly description: string;
        /** A longer text (markdown) the category page shows below its teasers. */
        readonly body?: string;
      }
    >
  >;
  readonly tags: Readonly<Record<string, { readonly name: string; readonly slug: string }>>;
  readonly authors: Readonly<
    Record<
      string,
      {
        readonly name: string;
        readonly slug: string;
        readonly title: string;
        readonly biography: string;
      }
    >
  >;
  readonly images: Readonly<Record<string, ImageText>>;
  readonly articles: Readonly<Record<string, ArticleText>>;
  readonly pages: Readonly<Record<string, PageText>>;
  readonly menuLabels: Readonly<Record<string, string>>;
  /** `app/translation-strings`; a market without its own strings answers `[]` there. */
  readonly strings?: TranslationStrings;
  /** Stored redirects: old path → an article key or a site path. */
  readonly redirects: readonly {
    readonly from: string;
    readonly to: { readonly article: string } | { readonly path: string };
  }[];
}

/** The UI strings of `app/translation-strings`: every market has every key. */
export type TranslationKey =
  | 'meta.title'
  | 'meta.description'
  | 'notfound.title'
  | 'notfound.description'
  | 'error.title'
  | 'error.description'
  | 'search.title'
  | 'search.placeholder'
  | 'search.no_results'
  | 'search.facet.category'
  | 'teaser_list.load_more'
  | 'teaser_list.load_previous'
  | 'article.published'
  | 'article.updated'
  | 'article.reading_time'
  | 'article.by'
  | 'recipe.time'
  | 'recipe.energy'
  | 'favourite.add'
  | 'favourite.remove'
  | 'menu.open'
  | 'menu.close'
  | 'signup.credentials_form.email_error'
  | 'signup.credentials_form.password_help'
  | 'signup.credentials_form.email_in_use'
  | 'signup.credentials_form.double_password'
  | 'signup.credentials_form.signup_error'
  | 'views.base.login.submit_error'
  | 'password_reset.form.email_error'
  | 'password_reset.form.verification_code_expired'
  | 'fields.prevent-image-download';

export type TranslationStrings = Readonly<Record<TranslationKey, string>>;

/** The language mappings beside the five market languages: de-DE and en. */
export type MappingLanguage = 'de' | 'en';

export type MappingStrings = Readonly<Record<MappingLanguage, TranslationStrings>>;
