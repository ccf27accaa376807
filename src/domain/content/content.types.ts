/**
 * Content as the domain sees it: already validated and mapped from the upstream contract by an
 * adapter. Vendor shapes (Fractal envelopes, PHP dates) never leave the adapter.
 * Dates are ISO 8601 date-times with the offset they were written in
 * (`2022-01-12T06:00:00+01:00`, `domain/time/zoned-time.rules.ts`); a source that gave no zone
 * leaves a bare wall time, read in the site's zone.
 */

import type { DisplayHint } from '../teasers/display-hints';

export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

export interface Image {
  /** Absolute URL on the image host (the renderer rewrites it to the CDN). */
  readonly url: string;
  readonly alt: string;
  readonly title: string | null;
  readonly caption: string | null;
  readonly copyright: string | null;
  readonly focalPoint: FocalPoint | null;
  /** width / height, when known. */
  readonly aspectRatio: number | null;
}

export type Template =
  'default' | 'recipe' | 'exercise-video' | 'workout-video' | 'food-plan' | (string & {});

export type RecipeTimeUnit = 'd' | 'h' | 'm' | 's';

export interface TeaserVideoMeta {
  /** hh:mm:ss */
  readonly duration: string | null;
  readonly workoutTime: string | null;
  readonly workoutLevel: string | null;
}

export interface TeaserRecipeMeta {
  readonly time: number | null;
  readonly timeUnit: RecipeTimeUnit | null;
  readonly energy: number | null;
  readonly energyUnit: string | null;
}

export interface Teaser {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  /** A site-relative path. */
  readonly link: string;
  readonly canonicalUrl: string | null;
  readonly status: 'publish' | 'draft' | (string & {});
  readonly kind: string | null;
  readonly template: Template;
  readonly image: Image | null;
  readonly videoUrl: string | null;
  readonly videoMeta: TeaserVideoMeta | null;
  readonly recipeMeta: TeaserRecipeMeta | null;
  readonly label: string | null;
  readonly categoryName: string | null;
  readonly commercialType: string | null;
  readonly publishedAt: string | null;
  /** Estimated minutes to read the article (`estimated_reading_time`); none: `null`. */
  readonly readingTime: number | null;
  /**
   * Its editorial type as the `editorial_type` vocabulary names it (`Guide`, `Opskrift`), as
   * sent; none: `null`.
   */
  readonly editorialType?: string | null;
  /** The teasers it gathers (a series or collection), one level deep; none: `[]`. */
  readonly teasers?: readonly Teaser[];
  /** Words the search engine marked in this hit (search results only). */
  readonly highlights?: readonly string[];
}

export interface Pagination {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly totalPages: number;
}

export interface LinkRef {
  readonly url: string;
  readonly title: string;
}

export interface TeaserList {
  readonly title: string | null;
  readonly description: string | null;
  readonly label: string | null;
  readonly link: LinkRef | null;
  /** How it is shown, paged and filled: its entry in `DISPLAY_HINTS`. */
  readonly displayHint: DisplayHint;
  readonly theme: string | null;
  readonly canPaginate: boolean;
  readonly teasers: readonly Teaser[];
  readonly pagination: Pagination | null;
  /** Opaque cursor of the next page (load-more), null when none remain. */
  readonly nextCursor: string | null;
}

export interface Author {
  readonly id: number | null;
  readonly name: string;
  readonly url: string | null;
  readonly title: string | null;
  /** Their training or degree ("Cand.scient. i idræt"), shown on their page; none: absent. */
  readonly education?: string;
  readonly biography: string | null;
  readonly avatar: { readonly url: string; readonly caption: string | null } | null;
}

export interface TagRef {
  readonly id: number;
  readonly name: string;
  readonly url: string | null;
  readonly internal: boolean;
}

export interface CategoryRef {
  readonly id: number;
  readonly name: string;
  readonly url: string | null;
  readonly parent: {
    readonly id: number;
    readonly name: string;
    readonly url: string | null;
  } | null;
  /** The top-level category above the parent (`ancestor`, or the article's `topCategory`). */
  readonly ancestor?: {
    readonly id: number;
    readonly name: string;
    readonly url: string | null;
  } | null;
}

/** The content API's root (the WordPress index): who answers, and which route families. */
export interface ContentApiIndex {
  readonly name: string | null;
  readonly namespaces: readonly string[];
}

/**
 * One of an article's own teasers (`teasers.data` of the composite): the editors' wording of the
 * article for one channel, `default` (the site), `seo` (search engines), `facebook`, `twitter`.
 */
export interface TeaserVariant {
  readonly type: string;
  readonly title: string | null;
  readonly description: string | null;
  readonly image: Image | null;
}

/** A taxonomy of an article with its terms (`Måltid`: `Morgenmad`), e.g. the editorial type. */
export interface Vocabulary {
  readonly name: string;
  /** The taxonomy's code, e.g. `editorial_type`, `meal`, `diet`. */
  readonly taxonomy: string;
  readonly terms: readonly { readonly name: string; readonly url: string | null }[];
}

export interface Translation {
  /** Locale as the upstream names it, e.g. `da`, `sv`, `da-DK`. */
  readonly locale: string;
  readonly title: string | null;
  /** Absolute URL. */
  readonly link: string;
}

export interface Commercial {
  readonly type: string | null;
  readonly label: string | null;
}

interface WidgetBase {
  /** Stable per render (index based): upstream uuids are not stable between requests. */
  readonly key: string;
  readonly locked: boolean;
}

export interface GalleryItem {
  readonly image: Image;
  readonly title: string | null;
  readonly description: string | null;
}

/** A chapter of a video (structured data `Clip`, seek-to-action). Offsets in seconds. */
export interface VideoClip {
  readonly title: string;
  readonly startOffset: number;
  readonly endOffset: number | null;
  readonly url: string | null;
  /** The editor's words about the chapter (content API chapters only). */
  readonly description?: string | null;
  /** The chapter's thumbnail (content API chapters only). */
  readonly image?: Image | null;
  /**
   * `false` when the editor left it out of the chapter list under the video
   * (`show_in_list_overview`); it is still a chapter of the video (a Clip). Absent: listed.
   */
  readonly listed?: boolean;
}

/** What a video widget knows about its video (also what VideoObject structured data needs). */
export interface VideoData {
  readonly videoId: string | null;
  readonly name: string | null;
  readonly description: string | null;
  readonly embedUrl: string | null;
  readonly contentUrl: string | null;
  readonly thumbnailUrl: string | null;
  /** ISO 8601, with an offset when the source gave one. */
  readonly uploadDate: string | null;
  /** `hh:mm:ss`. */
  readonly duration: string | null;
}

export interface RecipeTime {
  readonly value: number;
  readonly unit: RecipeTimeUnit;
}

export interface RecipeIngredient {
  readonly amount: number | null;
  readonly unit: string | null;
  readonly ingredient: string;
}

export interface RecipeIngredientBlock {
  readonly headline: string | null;
  readonly items: readonly RecipeIngredient[];
}

export type NutrientCode = 'Energy' | 'Protein' | 'Fat' | 'Carbohydrate' | 'Fiber' | (string & {});

export interface RecipeNutrient {
  readonly nutrient: NutrientCode;
  readonly amount: number | null;
  readonly unit: string | null;
}

export interface RecipeTimeLabels {
  readonly preparation: string | null;
  readonly cooking: string | null;
  readonly total: string | null;
}

export interface Recipe {
  readonly title: string;
  readonly description: string | null;
  readonly image: Image | null;
  readonly categoryLabel: string | null;
  readonly tags: readonly string[];
  readonly quantity: number | null;
  readonly quantityType: string | null;
  readonly preparationTime: RecipeTime | null;
  readonly cookingTime: RecipeTime | null;
  readonly totalTime: RecipeTime | null;
  readonly totalTimeExtraInfo: string | null;
  readonly ingredientBlocks: readonly RecipeIngredientBlock[];
  /** The editor's labels of the three times (`preparation_time`, …); none: the product's own. */
  readonly timeLabels?: RecipeTimeLabels;
  readonly instructionsHeadline: string | null;
  /** One step per line. */
  readonly instructions: readonly string[];
  readonly instructionsTip: string | null;
  readonly nutrientsHeadline: string | null;
  readonly nutrients: readonly RecipeNutrient[];
}

export interface Price {
  readonly amount: number;
  readonly currency: string;
  /** The "about" word the editor wrote before it, e.g. `ca.`; shown before the amount. */
  readonly qualifier?: string;
}

export interface ProductScore {
  readonly parameter: string;
  readonly score: number;
}

export interface ProductDetail {
  /** `heading`, `summary` or `default`. */
  readonly displayHint: string;
  readonly key: string;
  readonly value: string | null;
}

export interface Product {
  readonly title: string;
  /** Markdown. */
  readonly description: string | null;
  readonly image: Image | null;
  /** The overall rating: as sent, or the mean of the scores. */
  readonly rating: number | null;
  readonly maxRating: number | null;
  /** Scores per tested parameter, each out of `maxRating`. */
  readonly scores: readonly ProductScore[];
  readonly pros: readonly string[];
  readonly cons: readonly string[];
  /** The price as a number, when the text could be read. */
  readonly price: Price | null;
  /** The price as the editor wrote it, e.g. `449 kr.`. */
  readonly priceText: string | null;
  readonly winner: boolean;
  readonly bestBuy: boolean;
  readonly detailsTitle: string | null;
  readonly details: readonly ProductDetail[];
}

/** One material of a material guide, from the materials service (attached by an adapter). */
export interface Material {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  readonly image: Image | null;
}

/** An audio file of an `audio` widget (the attachment: `Root/AudioTransformer`). */
export interface AudioFile {
  readonly url: string;
  readonly title: string | null;
  readonly caption: string | null;
}

/** What a guide costs in effort, time and money (`guide_meta`); each null when not given. */
export interface GuideMeta {
  /** The difficulty term's number, e.g. `2`. */
  readonly difficulty: number | null;
  /** As the editor wrote it, e.g. `2 timer`. */
  readonly timeRequired: string | null;
  /** As the editor wrote it, e.g. `ca. 400 kr.`. */
  readonly price: string | null;
  /** The price read from it, in the market's currency; absent or null when it is not one price. */
  readonly priceValue?: Price | null;
}

export interface FileDownload {
  readonly url: string;
  readonly title: string;
  readonly description: string | null;
  readonly mimeType: string | null;
  /** Bytes. */
  readonly size: number | null;
}

/** A row of an inventory (`InventoryItemTransformer`): `heading` heads the rows below it. */
export interface InventoryItem {
  readonly displayHint: 'default' | 'heading' | 'summary' | (string & {});
  readonly key: string;
  readonly value: string | null;
}

/** One paragraph of a paragraph list (`ParagraphListItemTransformer`). */
export interface ParagraphListItem {
  readonly title: string | null;
  /** Markdown. */
  readonly description: string | null;
  readonly image: Image | null;
  readonly videoUrl: string | null;
}

/** A marked spot on a hotspot image, at `x`, `y` as fractions (0–1) of the image's size. */
export interface Hotspot {
  readonly title: string | null;
  /** Markdown. */
  readonly description: string | null;
  readonly x: number;
  readonly y: number;
}

/** The providers whose embeds we render ourselves (docs/adr/0022-embeds-from-inserted-code.md). */
export type EmbedProvider = 'youtube' | 'vimeo' | 'instagram' | 'tiktok' | 'x' | 'spotify';

/**
 * An embed recognised in editors' markup: never the markup itself, only what identifies the
 * content at its provider (`embed.rules.ts` builds the frame address from it).
 */
export interface Embed {
  readonly provider: EmbedProvider;
  /** The content's id at the provider; Instagram and Spotify prefix its kind (`p/…`, `track/…`). */
  readonly id: string;
  /** The content on the provider's own site (the link offered before consent). */
  readonly pageUrl: string;
}

export type Widget =
  | (WidgetBase & { readonly type: 'text_item'; readonly body: string })
  | (WidgetBase & {
      readonly type: 'image';
      readonly image: Image;
      readonly link: string | null;
      readonly displayHint?: 'inline' | 'full-width' | (string & {});
    })
  | (WidgetBase & {
      readonly type: 'lead_paragraph';
      readonly title: string | null;
      readonly description: string;
      /** `chapter`: the heading of a chapter (listed by a `chapters_summary`). */
      readonly displayHint?: string;
    })
  | (WidgetBase & {
      readonly type: 'gallery';
      readonly title: string | null;
      /** Markdown. */
      readonly description?: string | null;
      readonly items: readonly GalleryItem[];
    })
  | (WidgetBase & {
      readonly type: 'video';
      readonly video: VideoData;
      readonly seekToAction: boolean;
      readonly clips: readonly VideoClip[];
      /** The editor's caption under the video (credit, context). */
      readonly caption?: string | null;
    })
  | (WidgetBase & { readonly type: 'qbrick_video'; readonly video: VideoData })
  | (WidgetBase & {
      readonly type: 'infobox';
      readonly title: string | null;
      /** Markdown. */
      readonly body: string;
      readonly displayHint: string;
    })
  | (WidgetBase & {
      readonly type: 'quote';
      readonly quote: string;
      readonly author: string | null;
    })
  | (WidgetBase & {
      readonly type: 'newsletter';
      readonly title: string | null;
      readonly description: string | null;
      readonly sourceCode: string | null;
      /** Markdown. */
      readonly permissionText: string | null;
    })
  | (WidgetBase & { readonly type: 'product'; readonly product: Product })
  | (WidgetBase & { readonly type: 'recipe'; readonly recipe: Recipe })
  | (WidgetBase & { readonly type: 'calculator'; readonly calculator: string })
  | (WidgetBase & {
      readonly type: 'material_guide';
      readonly title: string | null;
      readonly materialIds: readonly number[];
      /** Filled from the materials service; null until then (or when it fails). */
      readonly materials: readonly Material[] | null;
    })
  | (WidgetBase & {
      readonly type: 'associated_composites';
      readonly title: string | null;
      readonly displayHint: string;
      readonly teasers: readonly Teaser[];
    })
  | (WidgetBase & { readonly type: 'inserted_code'; readonly embed: Embed })
  | (WidgetBase & {
      readonly type: 'file';
      readonly file: FileDownload;
      readonly images: readonly Image[];
      /** The editor's title and description of the download (not the attachment's). */
      readonly title?: string | null;
      readonly description?: string | null;
      /** The editor's button label; none: the product's own. */
      readonly buttonText?: string | null;
    })
  | (WidgetBase & {
      readonly type: 'audio';
      /** The editor's title of the widget. */
      readonly title: string | null;
      readonly file: AudioFile;
      readonly image: Image | null;
      /** Whole minutes, rounded up; null when unknown. */
      readonly minutes: number | null;
    })
  | (WidgetBase & {
      readonly type: 'multimedia';
      readonly title: string | null;
      /** Markdown. */
      readonly description: string | null;
      readonly image: Image;
      /** `blueprint` (a drawing) or `3d` (a model on Vectary). */
      readonly displayHint: string;
      /** The 3D model's page on Vectary (`3d` only). */
      readonly modelUrl: string | null;
    })
  /** A table of contents of the article's chapters (`lead_paragraph`s shown as `chapter`). */
  | (WidgetBase & { readonly type: 'chapters_summary' })
  | (WidgetBase & {
      readonly type: 'link';
      readonly url: string;
      readonly title: string;
      readonly target: string | null;
      readonly displayHint: string;
    })
  | (WidgetBase & {
      readonly type: 'inventory';
      readonly title: string | null;
      /** Markdown. */
      readonly description: string | null;
      readonly items: readonly InventoryItem[];
    })
  | (WidgetBase & {
      readonly type: 'paragraph_list';
      readonly title: string | null;
      /** Markdown. */
      readonly description: string | null;
      readonly image: Image | null;
      readonly videoUrl: string | null;
      /** Each paragraph folds under its title (a disclosure). */
      readonly collapsible: boolean;
      readonly showNumbers: boolean;
      /** `ordered` (numbers), `unordered` (bullets), `image` (pictures first) or `custom`. */
      readonly displayHint: 'ordered' | 'unordered' | 'image' | 'custom' | (string & {});
      readonly items: readonly ParagraphListItem[];
    })
  | (WidgetBase & {
      readonly type: 'hotspot_image';
      readonly title: string | null;
      /** Markdown. */
      readonly description: string | null;
      readonly image: Image;
      /** `ordered` numbers the spots; `unordered` marks them alike. */
      readonly displayHint: 'ordered' | 'unordered' | (string & {});
      readonly hotspots: readonly Hotspot[];
    })
  | (WidgetBase & { readonly type: 'unsupported'; readonly widgetType: string });

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface Article {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly kind: string | null;
  readonly template: Template;
  readonly editorialType: string | null;
  readonly commercial: Commercial | null;
  readonly locale: string | null;
  readonly author: Author | null;
  readonly otherAuthors: readonly Author[];
  readonly leadImage: Image | null;
  readonly publishedAt: string | null;
  readonly updatedAt: string | null;
  /** When the editors featured it (`featured_on`, the newer API); none: `null`. */
  readonly featuredAt?: string | null;
  readonly canonicalUrl: string | null;
  readonly robots: string | null;
  readonly isNews: boolean;
  readonly wordCount: number | null;
  readonly readingTime: number | null;
  readonly category: CategoryRef | null;
  readonly tags: readonly TagRef[];
  readonly translations: readonly Translation[];
  /** Its taxonomies with their terms (the editorial type among them); none: `[]`. */
  readonly vocabularies?: readonly Vocabulary[];
  /** Its teasers per channel (`TeaserVariant`); none: `[]`. */
  readonly teaserVariants?: readonly TeaserVariant[];
  /**
   * Other articles the content API relates to this one (the composite's `related` include: the
   * same category's, as its recommender ranks them); none: `[]`.
   */
  readonly related?: readonly Teaser[];
  readonly widgets: readonly Widget[];
  readonly faq: readonly FaqItem[];
  /** The editors' line on who made this article (`author_description`); none: `null`. */
  readonly authorDescription?: string | null;
  /** A food plan's week and year, e.g. `16-2021` (`week_number`); none: `null`. */
  readonly weekNumber?: string | null;
  /** The editors switched content-marketing teasers off for this article (`ctm_disabled`). */
  readonly contentMarketingDisabled?: boolean;
  /** A guide's difficulty, time and price (`guide_meta`); none given: absent or all null. */
  readonly guideMeta?: GuideMeta | null;
  /** A recording of the article to listen to (the composite's `audio`); none: `null`. */
  readonly audio?: ArticleAudio | null;
  /** A workout or exercise video's facts (the composite's `video_meta`); none: `null`. */
  readonly videoMeta?: TeaserVideoMeta | null;
}

/** The composite's own `audio` (the audio widget's shape, `ContentAudioTransformer`). */
export interface ArticleAudio {
  readonly title: string | null;
  readonly file: AudioFile;
  readonly image: Image | null;
  /** Whole minutes, rounded up; null when unknown. */
  readonly minutes: number | null;
}

/** An editor's call to action on a page (a subscription offer, a partner): links stay as written. */
export interface CommercialSpot {
  readonly title: string;
  readonly description: string | null;
  readonly image: Image | null;
  readonly link: ExternalLink | null;
  /** The disclosure label shown with it, e.g. "Annonce". */
  readonly label: string | null;
  /** `default` or `wide`. */
  readonly displayHint: string;
}

export interface ExternalLink {
  /** A site path, or an absolute URL elsewhere. */
  readonly url: string;
  readonly title: string | null;
  readonly target: string | null;
  readonly rel: string | null;
}

export type PageBlock =
  | { readonly type: 'teaser_list'; readonly key: string; readonly list: TeaserList }
  | {
      readonly type: 'featured_content';
      readonly key: string;
      readonly label: string | null;
      readonly displayHint: string;
      readonly teaser: Teaser;
      /** The editor's own image for the feature, over the teaser's. */
      readonly image: Image | null;
      /** The editor's own video for the feature (a media library file), shown over the image. */
      readonly video?: PageVideo | null;
    }
  | { readonly type: 'commercial_spot'; readonly key: string; readonly spot: CommercialSpot }
  | {
      readonly type: 'seo_text';
      readonly key: string;
      readonly title: string | null;
      /** Markdown. */
      readonly body: string;
      readonly image: Image | null;
      /** `before` or `after` the text. */
      readonly imagePosition: string;
      readonly link: ExternalLink | null;
    }
  | { readonly type: 'banner_placement'; readonly key: string; readonly position: string }
  | {
      readonly type: 'newsletter';
      readonly key: string;
      readonly sourceCode: string | null;
      /** Markdown. */
      readonly permissionText: string | null;
    }
  | {
      /** A pull quote that leads to an article (or to an editor's link). */
      readonly type: 'quote_teaser';
      readonly key: string;
      readonly quote: string;
      readonly author: string | null;
      /** The article it leads to; null when it links elsewhere or nowhere. */
      readonly teaser: Teaser | null;
      /** An editor-typed link with its label (when it leads elsewhere). */
      readonly link: ExternalLink | null;
    }
  | {
      /** Categories or tags an editor picked, as links under a title. */
      readonly type: 'taxonomy_teaser_list';
      readonly key: string;
      readonly title: string | null;
      /** Markdown. */
      readonly description: string | null;
      readonly image: Image | null;
      readonly label: string | null;
      /** `default` (links in a row) or `presentation` (larger tiles). */
      readonly displayHint: string;
      readonly terms: readonly TermLink[];
    }
  | {
      /** The editors presented: each with portrait, title and a link to their page. */
      readonly type: 'author_overview';
      readonly key: string;
      /** Markdown. */
      readonly description: string | null;
      readonly authors: readonly Author[];
    };

/** A video file from the media library (a page's featured content). */
export interface PageVideo {
  /** An absolute URL of the file, or a site path. */
  readonly url: string;
  readonly title: string | null;
  readonly caption: string | null;
  readonly description: string | null;
}

/** A category or tag as a link: its name and site path. */
export interface TermLink {
  readonly id: number;
  readonly name: string;
  /** A site path. */
  readonly url: string;
}

export interface Page {
  readonly id: number;
  readonly title: string;
  readonly description: string | null;
  /** The page's own text (markdown), e.g. the 404 page's explanation. */
  readonly body: string | null;
  readonly isFrontPage: boolean;
  readonly canonicalUrl: string | null;
  readonly translations: readonly Translation[];
  readonly blocks: readonly PageBlock[];
}

export type ListingKind = 'category' | 'subcategory' | 'tag' | 'author';

export interface Listing {
  readonly kind: ListingKind;
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  readonly canonicalUrl: string | null;
  readonly image: Image | null;
  /** For author listings. */
  readonly author: Author | null;
  readonly parent: { readonly name: string; readonly url: string | null } | null;
  readonly children: readonly LinkRef[];
  readonly translations: readonly Translation[];
  readonly teasers: readonly Teaser[];
  readonly pagination: Pagination;
  /** A tag the editors use for bookkeeping (`internal` upstream): never indexed. */
  readonly internal?: boolean;
  /** A category's longer text (`details.body`, markdown), shown below its teasers; none: null. */
  readonly body?: string | null;
}

export interface MenuItem {
  readonly id: number;
  readonly title: string;
  readonly url: string;
  readonly target: string | null;
  readonly rel: string | null;
  /** The editor marked it to stand out (CSS class `menu-highlight`), e.g. a subscribe link. */
  readonly highlight?: boolean;
  /** A line about where it leads ("Redaktion og kontakt"), shown under it in the footer. */
  readonly description?: string;
  readonly children: readonly MenuItem[];
}

export interface Menus {
  /** The header's navigation. */
  readonly main: readonly MenuItem[];
  readonly footer: readonly MenuItem[];
  /** The signed-in reader's menu (often empty). */
  readonly user: readonly MenuItem[];
  /** The header's secondary slot (service links); often empty. */
  readonly secondary: readonly MenuItem[];
}

/** What a path resolves to. A `null` from the content port means the API failed. */
export type Resolved =
  | { readonly kind: 'article'; readonly article: Article }
  | { readonly kind: 'page'; readonly page: Page }
  | { readonly kind: 'listing'; readonly listing: Listing }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 301 | 302 | 307 | 308 }
  | { readonly kind: 'not-found'; readonly page: Page | null };

export interface SearchResults {
  readonly query: string;
  readonly teasers: readonly Teaser[];
  readonly pagination: Pagination;
  readonly facets: readonly {
    readonly label: string;
    readonly field: string;
    readonly options: readonly {
      readonly label: string;
      readonly count: number;
      readonly active: boolean;
    }[];
  }[];
}
