/**
 * The body widgets beyond text, image and lead paragraph, as a market's text module writes them.
 * Images are keys of the brand catalogue's `images`, articles are catalogue keys, dates are local
 * `YYYY-MM-DD HH:mm`. `api/widget.serializer.ts` turns them into the content API's JSON
 * (`docs/content-api/wordpress-api.md`, recorded in `docs/content-api/recorded/composite-full.json`).
 */

/** Time units are codes; the product translates them (`m` minutes, `h` hours, `d` days). */
export type TimeUnit = 'd' | 'h' | 'm';

/** `[amount, unit]`: the amount is a string as the API sends it (decimal comma). */
export type Duration = readonly [amount: string, unit: TimeUnit];

export type NutrientCode = 'Energy' | 'Protein' | 'Fat' | 'Carbohydrate' | 'Fiber';

/** Ingredient units are codes too; `-` is "no unit" (salt and pepper to taste). */
export type IngredientUnit = 'gram' | 'dl' | 'teaspoon' | 'tablespoon' | 'piece' | 'pinch' | '-';

/** A nutrient's unit: energy in `kcal`, the rest in `gram`. */
export type NutrientUnit = 'kcal' | 'gram';

export type CalculatorCode =
  'bmi' | 'calories' | 'due_date' | 'fat_percentage' | 'pulse_rate' | 'protein';

/** `[amount, unit, ingredient]`; `null` amount for "to taste". */
export type IngredientItem = readonly [amount: string | null, unit: IngredientUnit, text: string];

export interface RecipeBlock {
  readonly type: 'recipe';
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  readonly categoryLabel: string;
  readonly tags: readonly string[];
  /**
   * Upstream sends `recipe_tags` as one comma-separated string, except for some older recipes
   * that still carry a list: this recipe sends the list.
   */
  readonly tagsAsList?: boolean;
  readonly quantity: string;
  readonly quantityType: string;
  readonly preparation: Duration;
  readonly cooking: Duration;
  readonly total: Duration;
  readonly totalExtra?: string;
  /**
   * `[headline, items]`. An item written as `null` is a row an editor deleted: upstream drops it
   * but keeps its neighbours' keys, so that list arrives as an object with a hole (`{"0":…,"2":…}`).
   */
  readonly ingredients: readonly (readonly [
    headline: string | null,
    items: readonly (IngredientItem | null)[],
  ])[];
  readonly instructionsHeadline: string;
  /** One step per line. */
  readonly instructions: string;
  readonly tip?: string;
  readonly nutrientsHeadline: string;
  readonly nutrients: readonly (readonly [
    nutrient: NutrientCode,
    amount: string,
    unit: NutrientUnit,
  ])[];
}

export interface VideoBlock {
  readonly type: 'video';
  /** A UUID: the video provider's media id (in the embed and content URLs). */
  readonly videoId: string;
  readonly name: string;
  readonly description: string;
  readonly thumbnail: string;
  readonly uploaded: string;
  /** `hh:mm:ss`. */
  readonly duration: string;
  readonly seekToAction: boolean;
  /** Chapters: title and start/end in seconds. */
  readonly clips: readonly (readonly [title: string, start: number, end: number])[];
  /**
   * `chapters`: the shape upstream sends (`chapter_items`, `include_intro_video`, `caption`).
   * `clips`: the newer API's fields (`clip_items`, `enable_clip_items`,
   * `enable_seek_to_action`, `video_id`). The product must read both.
   */
  readonly form: 'chapters' | 'clips';
}

/** A product in the shape upstream sends: points per parameter and a fact table. */
export interface ScoredProductBlock {
  readonly type: 'product';
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  /** As the editor typed it, e.g. `"449 kr."`. */
  readonly price: string | null;
  readonly winner: boolean;
  readonly bestBuy: boolean;
  readonly maxPoints: number;
  /** `[parameter, score]`; scores are strings (`"9"`). */
  readonly items: readonly (readonly [parameter: string, score: string])[];
  readonly detailsTitle: string | null;
  readonly detailsDescription?: string;
  /** `[display hint (heading | default | summary), key, value]`. */
  readonly details: readonly (readonly [
    hint: 'heading' | 'default' | 'summary',
    key: string,
    value: string | null,
  ])[];
}

/** A product in the newer API's fields: a rating with pros and cons. */
export interface RatedProductBlock {
  readonly type: 'product';
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  /** With a decimal comma, e.g. `"4,5"`. */
  readonly rating: string;
  readonly maxRating: number;
  readonly pros: readonly string[];
  readonly cons: readonly string[];
  /** Sent as the editor's text, e.g. `"1199,95 kr."`. */
  readonly price: { readonly amount: string; readonly currency: string } | null;
}

export type ProductBlock = ScoredProductBlock | RatedProductBlock;

/** `InventoryTransformer`: key/value rows, `[display hint, key, value]`. */
export interface InventoryBlock {
  readonly type: 'inventory';
  readonly title: string | null;
  /** Markdown. */
  readonly description: string | null;
  readonly items: readonly (readonly [
    hint: 'default' | 'heading' | 'summary',
    key: string,
    value: string | null,
  ])[];
}

/** `ParagraphListTransformer`: paragraphs with a title, markdown text and an optional image key. */
export interface ParagraphListBlock {
  readonly type: 'paragraph_list';
  readonly title: string | null;
  /** Markdown. */
  readonly description: string | null;
  readonly image: string | null;
  readonly collapsible: boolean;
  readonly showNumbers: boolean;
  readonly displayHint: 'ordered' | 'unordered' | 'image' | 'custom';
  readonly items: readonly {
    readonly title: string | null;
    /** Markdown. */
    readonly description: string | null;
    readonly image: string | null;
  }[];
}

/**
 * `HotspotImageTransformer`: an image key and spots `[title, markdown description, x, y]`, the
 * coordinates fractions of the image's size as the editor's hotspot field stores them.
 */
export interface HotspotImageBlock {
  readonly type: 'hotspot_image';
  readonly title: string | null;
  /** Markdown. */
  readonly description: string | null;
  readonly image: string;
  readonly displayHint: 'ordered' | 'unordered';
  readonly hotspots: readonly (readonly [
    title: string,
    description: string,
    x: number,
    y: number,
  ])[];
}

export type WidgetBlock =
  | RecipeBlock
  | VideoBlock
  | ProductBlock
  | {
      readonly type: 'gallery';
      readonly title: string | null;
      /** Markdown about the whole gallery (`description`); none: `null`. */
      readonly description?: string;
      readonly images: readonly (readonly [image: string, description: string | null])[];
      /** `slider` shows one picture at a time; the default is a grid. */
      readonly slider?: boolean;
    }
  | {
      readonly type: 'qbrick_video';
      readonly videoId: string;
      readonly name: string;
      readonly description: string;
      readonly thumbnail: string;
      readonly uploaded: string;
      readonly duration: string;
    }
  | {
      readonly type: 'infobox';
      readonly title: string | null;
      readonly body: string;
      readonly highlight?: boolean;
    }
  | { readonly type: 'quote'; readonly quote: string; readonly author: string | null }
  | {
      readonly type: 'newsletter';
      readonly title: string;
      readonly description: string;
      readonly permissionText: string;
    }
  | { readonly type: 'calculator'; readonly calculator: CalculatorCode }
  | {
      readonly type: 'material_guide';
      readonly title: string | null;
      readonly materialIds: readonly number[];
    }
  | {
      readonly type: 'associated_composites';
      readonly title: string | null;
      readonly articles: readonly string[];
    }
  | { readonly type: 'inserted_code'; readonly code: string }
  | InventoryBlock
  | ParagraphListBlock
  | HotspotImageBlock
  | {
      readonly type: 'file';
      readonly title: string;
      readonly description: string | null;
      /** Under `wp-content/uploads/`, e.g. `files/strength-program.pdf`. */
      readonly path: string;
      readonly images: readonly string[];
    }
  | {
      readonly type: 'link';
      readonly url: string;
      readonly title: string;
      readonly external: boolean;
      readonly button: boolean;
    }
  | {
      /** An audio clip (`ContentAudioTransformer`): a generated one-minute WAV on the image host. */
      readonly type: 'audio';
      readonly title: string;
      /** Under `wp-content/uploads/`, e.g. `files/coach-tips.wav`. */
      readonly path: string;
      /** The attachment's caption (a credit). */
      readonly caption: string | null;
      readonly image: string | null;
    }
  | {
      /** A blueprint, or a 3D model on Vectary when `model` is given (`MultimediaTransformer`). */
      readonly type: 'multimedia';
      readonly title: string;
      /** Markdown. */
      readonly description: string;
      readonly image: string;
      readonly model?: { readonly id: string; readonly url: string };
    }
  /** A table of contents of the article's chapter headings (`{ lead, chapter: true }`). */
  | { readonly type: 'chapters_summary' };

export type WidgetType = WidgetBlock['type'];

export interface FaqEntry {
  readonly question: string;
  /** Markdown. */
  readonly answer: string;
}
