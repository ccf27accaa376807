/**
 * One sandbox site with its content joined, numbered and indexed: what the routes serialise.
 * Language-neutral catalogue + market text → these records (`site-model.builder.ts`).
 */
import type { FaqEntry, WidgetBlock } from '../content/widget-blocks.schema';
import type {
  BrandSpec,
  GuideMetaText,
  LanguageCode,
  MappingLanguage,
  MenuLocation,
  Template,
} from '../content/content-pack.schema';
import type { UiStrings } from '../content/ui-strings';
import type { SyntheticArticles } from './synthetic-articles.builder';

export interface ImageRecord {
  readonly id: number;
  /** Path under `wp-content/uploads/`. */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly focal: { readonly x: number; readonly y: number };
  readonly title: string;
  readonly alt: string;
  readonly caption: string | null;
  readonly copyright: string;
}

export type WidgetRecord =
  | { readonly type: 'text_item'; readonly locked: boolean; readonly body: string }
  | {
      readonly type: 'image';
      readonly locked: boolean;
      readonly image: ImageRecord;
      /** The editor's link on the picture: a site path or an absolute URL. */
      readonly link: { readonly url: string; readonly external: boolean } | null;
    }
  | {
      readonly type: 'lead_paragraph';
      readonly locked: boolean;
      readonly title: string | null;
      readonly description: string;
      /** `chapter` for a chapter heading; absent: `default`. */
      readonly displayHint?: 'default' | 'chapter';
    }
  | {
      /** Any other widget: the block as written, with its image and article keys resolved. */
      readonly type: 'block';
      readonly locked: boolean;
      readonly block: WidgetBlock;
      readonly images: ReadonlyMap<string, ImageRecord>;
      readonly articleIds: readonly number[];
    };

export interface ArticleRecord {
  readonly id: number;
  readonly key: string;
  readonly slug: string;
  readonly path: string;
  readonly status: 'publish' | 'draft';
  readonly kind: 'Article' | 'Story';
  readonly template: Template;
  readonly editorialType: string;
  readonly title: string;
  readonly postTitle: string;
  readonly description: string;
  readonly label: string | null;
  readonly commercial: { readonly type: string; readonly label: string | null } | null;
  readonly categoryId: number;
  readonly tagIds: readonly number[];
  readonly authorId: number;
  readonly otherAuthorIds: readonly number[];
  readonly image: ImageRecord;
  readonly leadImageLocked: boolean;
  /** Local date-times `YYYY-MM-DD HH:mm:ss` in the site's time zone. */
  readonly publishedAt: string;
  readonly updatedAt: string;
  readonly featuredOn: string | null;
  readonly isNews: boolean;
  readonly views: number;
  readonly widgets: readonly WidgetRecord[];
  readonly faq: readonly FaqEntry[];
  /** A guide's `guide_meta`; absent: an object of nulls. */
  readonly guideMeta?: GuideMetaText | null;
  readonly weekNumber: number | null;
  readonly wordCount: number;
  readonly readingTime: number;
  readonly recipe: {
    readonly time: string;
    readonly timeUnit: string;
    readonly energy: string;
    readonly energyUnit: string;
  } | null;
  readonly video: {
    readonly duration: string;
    readonly workoutTime: string | null;
    readonly workoutLevel: string | null;
  } | null;
}

export interface CategoryRecord {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  readonly slug: string;
  readonly path: string;
  readonly description: string;
  /** Its longer text (markdown, `details.body`); none: `""` upstream. */
  readonly body: string;
  readonly parentId: number | null;
  readonly childIds: readonly number[];
  readonly image: ImageRecord | null;
}

export interface TagRecord {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  readonly slug: string;
  readonly path: string;
  readonly internal: boolean;
  /** Hidden from public tagging, e.g. Bannerblock. */
  readonly hidden: boolean;
}

export interface AuthorRecord {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  readonly slug: string;
  readonly path: string;
  readonly title: string;
  readonly biography: string;
  readonly avatar: ImageRecord;
}

/**
 * Where a page teaser list's articles come from: picked by hand (`articleIds` as they are), or
 * chosen by a rule that is applied again when an article is published, unpublished or deleted
 * (`refreshTeaserLists` in `page-records.builder.ts`).
 */
export type TeaserListSource =
  | { readonly kind: 'articles' }
  | { readonly kind: 'latest' }
  | { readonly kind: 'popular'; readonly count: number }
  | { readonly kind: 'category'; readonly categoryIds: readonly number[]; readonly count: number }
  | { readonly kind: 'template'; readonly template: Template; readonly count: number };

export interface TeaserListRecord {
  readonly id: number;
  readonly key: string;
  readonly title: string;
  readonly description: string | null;
  /**
   * `url` is a site path; the API sends it absolute on the public host, as an editor typed it.
   * `categoryId`: the category it links to when the link's title is that category's name (so
   * it follows a rename).
   */
  readonly link: {
    readonly url: string;
    readonly title: string;
    readonly categoryId: number | null;
  } | null;
  readonly displayHint: string;
  readonly theme: string | null;
  /** Teasers per page when the list paginates (then it carries pagination and cursor meta). */
  readonly perPage: number | null;
  /** In list order; drafts included (the product drops them). */
  readonly articleIds: readonly number[];
  readonly source: TeaserListSource;
  /**
   * The "latest" list: every published article of the site, newest first (`SiteIndex.published`,
   * scale mode's too); `articleIds` then holds the hand-written ones.
   */
  readonly latest: boolean;
}

export type PageItemRecord =
  | { readonly type: 'teaser_list'; readonly list: TeaserListRecord }
  | {
      readonly type: 'featured_content';
      readonly label: string;
      readonly displayHint: string;
      readonly articleId: number;
      /** A media library video (`NativeVideoTransformer`): its id, file path and title. */
      readonly video: { readonly id: number; readonly path: string; readonly title: string } | null;
    }
  | {
      readonly type: 'quote_teaser';
      readonly quote: string;
      readonly author: string | null;
      readonly articleId: number;
    }
  | {
      readonly type: 'taxonomy_teaser_list';
      readonly title: string | null;
      /** Markdown. */
      readonly description: string | null;
      readonly displayHint: string;
      readonly categoryIds: readonly number[];
    }
  | { readonly type: 'author_overview'; readonly authorIds: readonly number[] }
  | {
      readonly type: 'commercial_spot';
      readonly title: string;
      readonly description: string;
      readonly displayHint: string;
      readonly image: ImageRecord;
      readonly link: { readonly url: string; readonly title: string };
      readonly label: string;
    }
  | {
      readonly type: 'seo_text';
      readonly title: string;
      /** Markdown. */
      readonly body: string;
      readonly image: ImageRecord | null;
      /** A site path. */
      readonly link: string | null;
    }
  | { readonly type: 'newsletter'; readonly sourceCode: number; readonly permissionText: string }
  | { readonly type: 'banner_placement'; readonly position: string };

export interface PageRecord {
  readonly id: number;
  readonly key: string;
  readonly role: 'front' | 'not-found' | 'plain';
  /** Every page of the content is published; an editor may unpublish one (`sandbox/editor/`). */
  readonly status: 'publish' | 'draft';
  readonly title: string;
  readonly description: string | null;
  /** `/` for the front page; `null` for a page without a path (the 404 page). */
  readonly path: string | null;
  readonly items: readonly PageItemRecord[];
  readonly publishedAt: string;
  readonly updatedAt: string;
}

/** What a menu item links to (WordPress's `object`): the API's `type`. */
export type MenuItemType = 'category' | 'post_tag' | 'page' | 'contenthub_composite' | 'custom';

export interface MenuItemRecord {
  /** The linked object's id; a custom link's own menu-item id. */
  readonly id: number;
  readonly type: MenuItemType;
  /**
   * The linked object's name as the site was built; the API sends the object's current name
   * (title, short title of an article) unless `ownTitle`: an editor gave the item its own.
   */
  readonly title: string;
  readonly ownTitle: boolean;
  /** A site path, or an absolute URL for a custom link. */
  readonly url: string;
  readonly external: boolean;
  readonly className: string | null;
  readonly description: string | null;
  readonly children: readonly MenuItemRecord[];
}

export interface SiteModel {
  readonly id: string;
  readonly brand: BrandSpec;
  readonly market: string;
  readonly language: LanguageCode;
  readonly timezone: string;
  /** The site's public origin, e.g. `http://wom-dk.localhost:3000`. */
  readonly origin: string;
  readonly name: string;
  /** The hand-written articles, drafts included. */
  readonly articles: readonly ArticleRecord[];
  /** Scale mode's generated articles (none unless asked for), built when asked for. */
  readonly synthetic: SyntheticArticles;
  readonly categories: readonly CategoryRecord[];
  readonly tags: readonly TagRecord[];
  readonly authors: readonly AuthorRecord[];
  readonly pages: readonly PageRecord[];
  readonly menus: Readonly<Record<MenuLocation, readonly MenuItemRecord[]>>;
  /** Stored redirects: old path → site path. */
  readonly redirects: ReadonlyMap<string, string>;
  /** Every UI key of the product in the site's language, the market's own wording on top. */
  readonly strings: UiStrings;
  /** False for a market without its own strings: `app/translation-strings` answers `[]`. */
  readonly servesStrings: boolean;
  /** The id base of the site (entity ids are `idBase + …`). */
  readonly idBase: number;
  /** The same for the German and English language mappings. */
  readonly mappings: Readonly<Record<MappingLanguage, UiStrings>>;
}
