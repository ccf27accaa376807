/**
 * The body widgets beyond text, image and lead paragraph, as an article file writes them. Images
 * are keys of the brand's `images`, articles are article keys, dates are local `YYYY-MM-DD HH:mm`.
 * `api/widget.serializer.ts` turns them into the content API's JSON
 * (`docs/content-api/wordpress-api.md`, recorded in `docs/content-api/recorded/composite-full.json`).
 * Every object is strict: a field the schema does not know is refused at start.
 */
import { z } from 'zod';

const text = z.string();
const textOrNull = z.string().nullable();
/** Every widget may be locked: cut without the content token (`api/widget.serializer.ts`). */
const locked = z.boolean().optional();
const widget = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), locked, ...shape });

/** Time units are codes; the product translates them (`m` minutes, `h` hours, `d` days). */
export const TimeUnitSchema = z.enum(['d', 'h', 'm']);
export type TimeUnit = z.infer<typeof TimeUnitSchema>;
/** `[amount, unit]`: the amount is a string as the API sends it (decimal comma). */
const duration = z.tuple([text, TimeUnitSchema]);
/** Ingredient units are codes too; `-` is "no unit" (salt and pepper to taste). */
const ingredientUnit = z.enum(['gram', 'dl', 'teaspoon', 'tablespoon', 'piece', 'pinch', '-']);
/** `[hint, key, value]` rows of a fact table. */
const factRow = z.tuple([z.enum(['heading', 'default', 'summary']), text, textOrNull]);

export const RecipeBlockSchema = widget('recipe', {
  title: text,
  description: text,
  image: textOrNull,
  categoryLabel: text,
  tags: z.array(text),
  /** Upstream sends `recipe_tags` as one string, except older recipes that carry a list. */
  tagsAsList: z.boolean().optional(),
  quantity: text,
  quantityType: text,
  preparation: duration,
  cooking: duration,
  total: duration,
  totalExtra: text.optional(),
  /**
   * `[headline, items]`, an item `[amount or null (to taste), unit, ingredient]`. An item written
   * as `null` is a row an editor deleted: the list arrives as an object with a hole.
   */
  ingredients: z.array(
    z.tuple([textOrNull, z.array(z.tuple([textOrNull, ingredientUnit, text]).nullable())]),
  ),
  instructionsHeadline: text,
  /** One step per line. */
  instructions: text,
  tip: text.optional(),
  nutrientsHeadline: text,
  nutrients: z.array(
    z.tuple([
      z.enum(['Energy', 'Protein', 'Fat', 'Carbohydrate', 'Fiber']),
      text,
      z.enum(['kcal', 'gram']),
    ]),
  ),
});
export type RecipeBlock = z.infer<typeof RecipeBlockSchema>;

export const VideoBlockSchema = widget('video', {
  /** A UUID: the video provider's media id. */
  videoId: text,
  name: text,
  description: text,
  thumbnail: text,
  uploaded: text,
  /** `hh:mm:ss`. */
  duration: text,
  seekToAction: z.boolean(),
  /** Chapters: `[title, start, end]` in seconds. */
  clips: z.array(z.tuple([text, z.number(), z.number()])),
  /** `chapters`: the shape upstream sends; `clips`: the newer API's fields. */
  form: z.enum(['chapters', 'clips']),
});
export type VideoBlock = z.infer<typeof VideoBlockSchema>;

/** A product in the shape upstream sends: points per parameter (`[parameter, "9"]`), a fact table. */
const ScoredProductSchema = widget('product', {
  title: text,
  description: text,
  image: textOrNull,
  price: textOrNull,
  winner: z.boolean(),
  bestBuy: z.boolean(),
  maxPoints: z.number(),
  items: z.array(z.tuple([text, text])),
  detailsTitle: textOrNull,
  detailsDescription: text.optional(),
  details: z.array(factRow),
});
/** A product in the newer API's fields: a rating (`"4,5"`) with pros and cons. */
const RatedProductSchema = widget('product', {
  title: text,
  description: text,
  image: textOrNull,
  rating: text,
  maxRating: z.number(),
  pros: z.array(text),
  cons: z.array(text),
  price: z.strictObject({ amount: text, currency: text }).nullable(),
});
export type ProductBlock = z.infer<typeof ScoredProductSchema> | z.infer<typeof RatedProductSchema>;

const InventoryBlockSchema = widget('inventory', {
  title: textOrNull,
  description: textOrNull,
  items: z.array(factRow),
});
export type InventoryBlock = z.infer<typeof InventoryBlockSchema>;

const ParagraphListBlockSchema = widget('paragraph_list', {
  title: textOrNull,
  description: textOrNull,
  image: textOrNull,
  collapsible: z.boolean(),
  showNumbers: z.boolean(),
  displayHint: z.enum(['ordered', 'unordered', 'image', 'custom']),
  items: z.array(z.strictObject({ title: textOrNull, description: textOrNull, image: textOrNull })),
});
export type ParagraphListBlock = z.infer<typeof ParagraphListBlockSchema>;

/** Spots `[title, markdown, x, y]`, the coordinates fractions of the image's size. */
const HotspotImageBlockSchema = widget('hotspot_image', {
  title: textOrNull,
  description: textOrNull,
  image: text,
  displayHint: z.enum(['ordered', 'unordered']),
  hotspots: z.array(z.tuple([text, text, z.number(), z.number()])),
});
export type HotspotImageBlock = z.infer<typeof HotspotImageBlockSchema>;

const OtherWidgetSchema = z.discriminatedUnion('type', [
  RecipeBlockSchema,
  VideoBlockSchema,
  widget('gallery', {
    title: textOrNull,
    description: text.optional(),
    /** `[image, description]`. */
    images: z.array(z.tuple([text, textOrNull])),
    /** `slider` shows one picture at a time; the default is a grid. */
    slider: z.boolean().optional(),
  }),
  widget('qbrick_video', {
    videoId: text,
    name: text,
    description: text,
    thumbnail: text,
    uploaded: text,
    duration: text,
  }),
  widget('infobox', { title: textOrNull, body: text, highlight: z.boolean().optional() }),
  widget('quote', { quote: text, author: textOrNull }),
  widget('newsletter', { title: text, description: text, permissionText: text }),
  widget('calculator', {
    calculator: z.enum(['bmi', 'calories', 'due_date', 'fat_percentage', 'pulse_rate', 'protein']),
  }),
  widget('material_guide', { title: textOrNull, materialIds: z.array(z.number()) }),
  widget('associated_composites', { title: textOrNull, articles: z.array(text) }),
  widget('inserted_code', { code: text }),
  InventoryBlockSchema,
  ParagraphListBlockSchema,
  HotspotImageBlockSchema,

  /** `path` under `wp-content/uploads/`, e.g. `files/strength-program.pdf`. */
  widget('file', { title: text, description: textOrNull, path: text, images: z.array(text) }),
  widget('link', { url: text, title: text, external: z.boolean(), button: z.boolean() }),
  /** A generated one-minute WAV on the image host. */
  widget('audio', { title: text, path: text, caption: textOrNull, image: textOrNull }),
  /** A blueprint, or a 3D model on Vectary when `model` is given. */
  widget('multimedia', {
    title: text,
    description: text,
    image: text,
    model: z.strictObject({ id: text, url: text }).optional(),
  }),
  /** A table of contents of the article's chapter headings (`{ lead, chapter: true }`). */
  widget('chapters_summary', {}),
]);

export const WidgetBlockSchema = z.union([
  OtherWidgetSchema,
  ScoredProductSchema,
  RatedProductSchema,
]);
export type WidgetBlock = z.infer<typeof WidgetBlockSchema>;
export type WidgetType = WidgetBlock['type'];

export const FaqEntrySchema = z.strictObject({ question: text, answer: text });
export type FaqEntry = z.infer<typeof FaqEntrySchema>;
