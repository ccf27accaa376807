/**
 * The body widgets beyond text, image and lead paragraph, as a market's text module writes them.
 * Images are keys of the brand catalogue's `images`, articles are catalogue keys, dates are local
 * `YYYY-MM-DD HH:mm`. `api/widget.serializer.ts` turns them into the JSON of
 * docs/content-api-shapes.md ("Body widgets").
 */

export type TimeUnit = 'd' | 'h' | 'm' | 's';

/** `[amount, unit]`: the amount is a string as the API sends it (decimal comma). */
export type Duration = readonly [amount: string, unit: TimeUnit];

export type NutrientCode = 'Energy' | 'Protein' | 'Fat' | 'Carbohydrate' | 'Fiber';

export type CalculatorCode =
  'bmi' | 'calories' | 'due_date' | 'fat_percentage' | 'pulse_rate' | 'protein';

export interface RecipeBlock {
  readonly type: 'recipe';
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  readonly categoryLabel: string;
  readonly tags: readonly string[];
  readonly quantity: string;
  readonly quantityType: string;
  readonly preparation: Duration;
  readonly cooking: Duration;
  readonly total: Duration;
  readonly totalExtra?: string;
  /** `[headline, [amount, unit, ingredient]…]`; empty amount and unit for "salt and pepper". */
  readonly ingredients: readonly (readonly [
    headline: string,
    items: readonly (readonly [amount: string, unit: string, ingredient: string])[],
  ])[];
  readonly instructionsHeadline: string;
  /** One step per line. */
  readonly instructions: string;
  readonly tip?: string;
  readonly nutrientsHeadline: string;
  readonly nutrients: readonly (readonly [nutrient: NutrientCode, amount: string, unit: string])[];
}

export interface VideoBlock {
  readonly type: 'video';
  /** A UUID. */
  readonly videoId: string;
  readonly name: string;
  readonly description: string;
  readonly thumbnail: string;
  readonly uploaded: string;
  /** `hh:mm:ss`. */
  readonly duration: string;
  readonly seekToAction: boolean;
  /** Clip items: title and start/end in seconds. */
  readonly clips: readonly (readonly [title: string, start: number, end: number])[];
}

export type WidgetBlock =
  | RecipeBlock
  | VideoBlock
  | {
      readonly type: 'gallery';
      readonly title: string | null;
      readonly images: readonly (readonly [image: string, description: string | null])[];
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
  | {
      readonly type: 'product';
      readonly title: string;
      readonly description: string;
      readonly image: string | null;
      /** With a decimal comma, e.g. `"4,5"`. */
      readonly rating: string;
      readonly maxRating: number;
      readonly pros: readonly string[];
      readonly cons: readonly string[];
      readonly price: { readonly amount: string; readonly currency: string } | null;
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
    };

export type WidgetType = WidgetBlock['type'];

export interface FaqEntry {
  readonly question: string;
  /** Markdown. */
  readonly answer: string;
}
