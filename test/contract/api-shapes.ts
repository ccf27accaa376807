/**
 * Strict schemas of the real content API's answers, written from the contract
 * (`docs/content-api/wordpress-api.md`) and its recordings. Strict: an unknown key, a
 * missing key, a wrong null, `{}` for `[]` or an include where none belongs is an error. Both the
 * recorded fixtures and the sandbox's answers must pass them, so neither can drift from the
 * contract (and so from each other) again.
 *
 * Where the contract allows two forms (lists as objects with holes, the newer API's and the 2022
 * code's fields) both are accepted; nothing else is.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Scalars

const int = z.number().int();
const str = z.string();
const nstr = z.string().nullable();

/** A list, or the object PHP writes for a list with holes (`{"0":…,"2":…}`), item 14. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), z.record(z.string().regex(/^\d+$/), item)]);
}

/** `[]`: an empty PHP array (item 3). */
const emptyArray = z.tuple([]);

/** A site path (`/traening/styrke`), never protocol-relative. */
const sitePath = z.string().regex(/^\/(?!\/)/, 'a site path starting with one "/"');
/** An absolute http(s) URL. */
const absoluteUrl = z.string().regex(/^https?:\/\/[^/\s]+/, 'an absolute http(s) URL');
/** `https://api.iform.dk//author/x`: the API host plus a double slash (item 11). */
const apiAuthorUrl = z
  .string()
  .regex(/^https?:\/\/.+\/\/author\/[^/]+$/, 'the API host, a double slash, /author/<slug>');

const IANA_ZONE = /^[A-Z][A-Za-z_]+(\/[A-Za-z_+-]+)+$|^UTC$/;

/** A serialised PHP DateTime (item 1). */
export const phpDate = z
  .strictObject({
    date: z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$/, 'Y-m-d H:i:s.u'),
    timezone_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    timezone: str,
  })
  .superRefine((value, context) => {
    const ok =
      value.timezone_type === 1
        ? /^[+-]\d\d:\d\d$/.test(value.timezone)
        : value.timezone_type === 2
          ? /^[A-Z]{1,5}$/.test(value.timezone)
          : IANA_ZONE.test(value.timezone) && validZone(value.timezone);
    if (!ok)
      context.addIssue({
        code: 'custom',
        message: `timezone "${value.timezone}" does not fit timezone_type ${value.timezone_type}`,
      });
  });

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** ISO 8601 with an offset (sitemaps). */
const isoDateTime = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/, 'ISO 8601 with offset');

/** A number sent as a string (item 9): `"10"`, `"4,5"`, `"½"`. */
const stringNumber = z
  .string()
  .regex(/^(\d+([.,]\d+)?|\d* ?[½¼¾⅓⅔⅛]|\d+\s?-\s?\d+)$/, 'a number written as a string');
const hms = z.string().regex(/^\d\d:\d\d:\d\d$/, '"HH:MM:SS"');

const TIME_UNITS = z.enum(['m', 'h', 'd']);
const INGREDIENT_UNITS = z.enum(
  ['gram', 'kilogram', 'dl', 'l', 'ml', 'cl', 'teaspoon', 'tablespoon', 'piece', 'pinch', '-'],
  { error: 'an ingredient unit code (gram, dl, teaspoon, tablespoon, piece, pinch, -, …)' },
);
const NUTRIENTS = z.enum(['Energy', 'Protein', 'Fat', 'Carbohydrate', 'Fiber']);
const NUTRIENT_UNITS = z.enum(['kcal', 'kJ', 'gram', 'mg']);

// ---------------------------------------------------------------------------------------------
// Shared entities

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);

const colourPalette = z.strictObject({
  colors: z.array(hexColour),
  average_luminance: z.number(),
  dominant_colors: z.record(str, hexColour),
});

/** An editor-typed link (absolute, may be the site's own host). */
const hyperlink = z.strictObject({
  title: nstr,
  url: str,
  rel: nstr,
  target: nstr,
});

/** An image; with `url: null` when a term or hit has none (item 13). */
export const image = z.strictObject({
  id: int.nullable(),
  url: absoluteUrl.nullable(),
  title: nstr,
  description: nstr,
  caption: nstr,
  alt: nstr,
  copyright: nstr,
  language: nstr,
  focalpoint: z.strictObject({ x: z.number(), y: z.number() }),
  aspectratio: z.number(),
  link: hyperlink.nullable(),
  color_palette: colourPalette.nullable(),
});

const translation = z.strictObject({ id: int, title: str, link: absoluteUrl });
const translations = z.union([
  z.record(z.string().regex(/^[a-z]{2}$/), translation),
  z.null(),
  emptyArray,
]);

const commercial = z.strictObject({
  type: nstr,
  label: nstr,
  logo: image.nullable(),
  link_label: nstr,
  link: absoluteUrl.nullable(),
});

export const author = z.strictObject({
  id: int,
  name: str,
  email: nstr,
  title: nstr,
  education: nstr,
  biography: nstr,
  avatar: image.nullable(),
  url: apiAuthorUrl,
  public: z.boolean(),
  author: z.boolean(),
  count: int,
});

const recipeMeta = z.strictObject({
  time: stringNumber,
  time_unit: TIME_UNITS,
  energy: stringNumber.optional(),
  energy_unit: z.literal('kcal').optional(),
});

const videoMeta = z.strictObject({
  duration: hms.nullable(),
  workout_time: stringNumber.nullable().optional(),
  workout_level: nstr.optional(),
});

export const category = z.strictObject({
  id: int,
  name: str,
  url: sitePath,
  language: str,
  count: int,
  canonical_url: absoluteUrl,
  translations,
  contenthub_id: nstr,
});

export const tag = z.strictObject({
  ...category.shape,
  slug: str,
  internal: z.boolean(),
});

const vocabulary = z.strictObject({
  name: str,
  taxonomy: str,
  multi_select: z.boolean(),
  terms: listOf(tag),
});

const teaserShape = {
  id: int,
  post_title: str,
  title: str,
  kind: nstr,
  status: z.enum(['publish', 'draft']).nullable(),
  image: image.nullable(),
  video_url: nstr,
  description: nstr,
  link: sitePath,
  published_at: phpDate,
  commercial: commercial.nullable(),
  label: z.strictObject({ title: nstr, url: sitePath.nullable() }),
  estimated_reading_time: int.nullable(),
  word_count: int.nullable(),
  contenthub_id: nstr,
  template: nstr,
  recipe_meta: recipeMeta.optional(),
  video_meta: videoMeta.optional(),
  // The newer API's teaser fields.
  canonical_url: absoluteUrl.optional(),
  category: z.strictObject({ data: category }).optional(),
  vocabularies: z.strictObject({ data: listOf(vocabulary) }).optional(),
};

export const teaser = z.strictObject(teaserShape);

/** A search hit: a teaser from the search index (item 16). */
export const searchHit = z.strictObject({
  ...teaserShape,
  kind: z.null(),
  status: z.null(),
  word_count: z.null(),
  template: z.null(),
  image,
  published_at: phpDate.refine((date) => date.timezone_type === 2, 'timezone_type 2 ("Z")'),
  description: str,
});

// ---------------------------------------------------------------------------------------------
// Composite widgets: flat (item 5), locking nulls fields (item 7)

const widgetBase = {
  locked: z.boolean(),
  stick_to_next: z.boolean(),
  uuid: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'a UUID'),
};

const galleryImage = z.strictObject({
  title: nstr,
  description: nstr,
  image,
  video_url: nstr,
});

const chapterItem = z.strictObject({
  thumbnail: image.nullable(),
  title: str,
  description: nstr,
  time: hms,
  url: nstr,
  show_in_list_overview: z.boolean(),
});

const clipItem = z.strictObject({
  title: str,
  start_offset: int,
  end_offset: int,
  url: str,
});

const ingredient = z.strictObject({
  amount: stringNumber.nullable(),
  unit: INGREDIENT_UNITS,
  ingredient: str,
});

const ingredientBlock = z.strictObject({
  headline: nstr,
  ingredient_items: listOf(ingredient),
});

const nutrient = z.strictObject({
  nutrient: NUTRIENTS,
  amount: stringNumber,
  unit: NUTRIENT_UNITS,
});

const teaserWithIncludes = teaser;

export const widget = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text_item'), ...widgetBase, body: nstr }),
  z.strictObject({
    type: z.literal('lead_paragraph'),
    ...widgetBase,
    title: nstr,
    description: nstr,
    display_hint: nstr,
  }),
  z.strictObject({
    type: z.literal('image'),
    ...widgetBase,
    is_lead: z.boolean().nullable(),
    file: image.nullable(),
    display_hint: nstr,
    video_url: nstr,
  }),
  z.strictObject({
    type: z.literal('gallery'),
    ...widgetBase,
    title: nstr,
    description: nstr,
    display_hint: nstr,
    images: listOf(galleryImage).nullable(),
  }),
  z
    .strictObject({
      type: z.literal('video'),
      ...widgetBase,
      embed_url: absoluteUrl.nullable(),
      include_intro_video: z.boolean().nullable(),
      duration: hms.nullable(),
      name: nstr,
      description: nstr,
      thumbnail_url: absoluteUrl.nullable(),
      /** The provider's raw string. */
      upload_date: nstr,
      content_url: absoluteUrl.nullable(),
      caption: nstr,
      chapter_items: listOf(chapterItem).optional(),
      // The newer API's form (item 18).
      video_id: nstr.optional(),
      clip_items: listOf(clipItem).optional(),
      enable_clip_items: z.boolean().nullable().optional(),
      enable_seek_to_action: z.boolean().nullable().optional(),
    })
    .refine(
      (video) => video.chapter_items !== undefined || video.clip_items !== undefined,
      'a video has chapter_items (2022) or clip_items (newer API)',
    ),
  z.strictObject({
    type: z.literal('qbrick_video'),
    ...widgetBase,
    video_id: nstr,
    name: nstr,
    description: nstr,
    embed_url: absoluteUrl.nullable(),
    thumbnail_url: absoluteUrl.nullable(),
    upload_date: nstr,
    duration: hms.nullable(),
  }),
  z.strictObject({
    type: z.literal('infobox'),
    ...widgetBase,
    title: nstr,
    body: nstr,
    image: image.nullable(),
    display_hint: nstr,
  }),
  z.strictObject({ type: z.literal('quote'), ...widgetBase, quote: nstr, author: nstr }),
  z.strictObject({
    type: z.literal('newsletter'),
    ...widgetBase,
    title: nstr,
    description: nstr,
    source_code: z.union([int, str]).nullable(),
    permission_text: nstr,
  }),
  z
    .strictObject({
      type: z.literal('product'),
      ...widgetBase,
      title: nstr,
      image: image.nullable(),
      price: nstr,
      winner: z.boolean().nullable(),
      best_buy: z.boolean().nullable(),
      description: nstr,
      // The 2022 code's form…
      max_points: int.nullable().optional(),
      items: listOf(z.strictObject({ parameter: str, score: stringNumber })).optional(),
      details_title: nstr.optional(),
      details_description: nstr.optional(),
      details_items: listOf(
        z.strictObject({ display_hint: nstr, key: str, value: nstr }),
      ).optional(),
      // …and the newer API's (item 18).
      rating: stringNumber.nullable().optional(),
      max_rating: int.nullable().optional(),
      pros_items: listOf(str).optional(),
      cons_items: listOf(str).optional(),
    })
    .refine(
      (product) => product.items !== undefined || product.rating !== undefined,
      'a product has items/max_points (2022) or rating/max_rating (newer API)',
    ),
  z.strictObject({
    type: z.literal('recipe'),
    ...widgetBase,
    title: nstr,
    description: nstr,
    image: image.nullable(),
    category_label: nstr,
    recipe_tags: z.union([str, listOf(str)]).nullable(),
    use_as_article_lead_image: z.boolean().nullable(),
    show_meta_info_in_header_and_teaser: z.boolean().nullable(),
    preparation_time: nstr,
    preparation_time_min: stringNumber.nullable(),
    preparation_time_unit: TIME_UNITS.nullable(),
    cooking_time: nstr,
    cooking_time_min: stringNumber.nullable(),
    cooking_time_unit: TIME_UNITS.nullable(),
    total_time: nstr,
    total_time_min: stringNumber.nullable(),
    total_time_unit: TIME_UNITS.nullable(),
    total_time_extra_info: nstr,
    quantity: stringNumber.nullable(),
    quantity_type: nstr,
    ingredient_block_items: listOf(ingredientBlock).nullable(),
    instructions_headline: nstr,
    instructions: nstr,
    instructions_tip: nstr,
    nutrients_headline: nstr,
    nutrient_items: listOf(nutrient).nullable(),
  }),
  z.strictObject({ type: z.literal('calculator'), ...widgetBase, calculator: str }),
  z.strictObject({
    type: z.literal('material_guide'),
    ...widgetBase,
    title: nstr,
    material_ids: listOf(int).nullable(),
  }),
  z.strictObject({
    type: z.literal('associated_composites'),
    ...widgetBase,
    title: nstr,
    display_hint: nstr,
    composites: listOf(teaserWithIncludes).nullable(),
  }),
  z.strictObject({ type: z.literal('inserted_code'), ...widgetBase, code: nstr }),
  // InventoryTransformer (+ Partials/InventoryItemTransformer).
  z.strictObject({
    type: z.literal('inventory'),
    ...widgetBase,
    title: nstr,
    description: nstr,
    items: listOf(z.strictObject({ display_hint: nstr, key: nstr, value: nstr })),
  }),
  // ParagraphListTransformer (+ Partials/ParagraphListItemTransformer).
  z.strictObject({
    type: z.literal('paragraph_list'),
    ...widgetBase,
    title: nstr,
    description: nstr,
    image: image.nullable(),
    video_url: nstr,
    collapsible: z.boolean(),
    show_numbers: z.boolean(),
    display_hint: nstr,
    items: listOf(
      z.strictObject({
        title: nstr,
        description: nstr,
        image: image.nullable(),
        video_url: nstr,
      }),
    ),
  }),
  // HotspotImageTransformer (+ Partials/HotspotItemTransformer: coordinates {x, y} or null).
  z.strictObject({
    type: z.literal('hotspot_image'),
    ...widgetBase,
    title: nstr,
    description: nstr,
    image: image.nullable(),
    display_hint: nstr,
    hotspots: listOf(
      z.strictObject({
        title: nstr,
        description: nstr,
        coordinates: z.strictObject({ x: z.number(), y: z.number() }).nullable(),
      }),
    ),
  }),
  // ContentFileTransformer: the editor's title, description and button text beside the file.
  z.strictObject({
    type: z.literal('file'),
    ...widgetBase,
    title: nstr,
    description: nstr,
    file: z
      .strictObject({
        id: int,
        url: absoluteUrl,
        title: nstr,
        description: nstr,
        caption: nstr,
        language: nstr,
        // The newer API's file size in bytes.
        size: int.optional(),
      })
      .nullable(),
    images: listOf(image),
    download_button_text: nstr,
  }),
  // ContentAudioTransformer (+ Root/AudioTransformer); `duration` in whole minutes, 0 unknown.
  z.strictObject({
    type: z.literal('audio'),
    ...widgetBase,
    title: nstr,
    file: z
      .strictObject({
        id: int,
        url: absoluteUrl,
        title: nstr,
        description: nstr,
        caption: nstr,
        language: nstr,
      })
      .nullable(),
    image: image.nullable(),
    duration: int,
  }),
  // MultimediaTransformer: a blueprint or a Vectary 3D model.
  z.strictObject({
    type: z.literal('multimedia'),
    ...widgetBase,
    title: nstr,
    description: nstr,
    image: image.nullable(),
    display_hint: z.enum(['blueprint', '3d']).nullable(),
    vectary_id: nstr,
    vectary_url: absoluteUrl.nullable(),
  }),
  // ChaptersSummaryTransformer: no fields of its own.
  z.strictObject({ type: z.literal('chapters_summary'), ...widgetBase }),
  z.strictObject({
    type: z.literal('link'),
    ...widgetBase,
    url: nstr,
    title: nstr,
    target: nstr,
    display_hint: nstr,
  }),
]);

/** Locked widgets: content fields are null the way the contract's item 7 lists. */
const lockedWidgetRules = (item: z.infer<typeof widget>, context: z.RefinementCtx): void => {
  if (!item.locked) return;
  const nulls: Partial<Record<string, readonly string[]>> = {
    text_item: ['body'],
    quote: ['quote', 'author'],
    infobox: ['title', 'body', 'image', 'display_hint'],
    link: ['url', 'title', 'target', 'display_hint'],
    image: ['file'],
    gallery: ['images'],
    video: ['embed_url', 'duration', 'name', 'description', 'content_url', 'caption'],
    file: ['title', 'description', 'file', 'download_button_text'],
    inserted_code: ['code'],
    audio: ['file'],
    multimedia: ['title', 'description', 'image', 'display_hint', 'vectary_id', 'vectary_url'],
  };
  const record = item as unknown as Record<string, unknown>;
  for (const key of nulls[item.type] ?? []) {
    if (record[key] !== null && record[key] !== undefined)
      context.addIssue({ code: 'custom', message: `a locked ${item.type} sends ${key}: null` });
  }
  if (item.type === 'file' && Object.keys(item.images).length > 0)
    context.addIssue({ code: 'custom', message: 'a locked file sends images: []' });
};

export const compositeWidget = widget.superRefine(lockedWidgetRules);

const seoTeaser = z.strictObject({
  title: nstr,
  image: image.nullable(),
  video_url: nstr,
  description: nstr,
  type: z.enum(['default', 'seo', 'facebook', 'twitter']),
});

// ---------------------------------------------------------------------------------------------
// Composite (article)

const compositeShape = {
  id: int,
  title: str,
  description: nstr,
  status: z.enum(['publish', 'draft', 'private', 'future', 'pending']),
  kind: str,
  locale: str,
  commercial: commercial.nullable(),
  author: author.nullable(),
  author_description: nstr,
  other_authors: listOf(author),
  /** An image, or the bare id when locked (item 8). */
  lead_image: z.union([image, int]).nullable(),
  published_at: phpDate,
  updated_at: phpDate,
  canonical_url: absoluteUrl,
  /** `""` on composites (item 13). */
  template: str,
  /** Always an object; all null unless the guide's editor filled it in (item 13). */
  guide_meta: z.strictObject({
    difficulty: int.nullable(),
    time_required: nstr,
    price: nstr,
  }),
  estimated_reading_time: int,
  audio: z.unknown().nullable(),
  word_count: int,
  translations,
  exclude_platforms: z.array(str).nullable(),
  ctm_disabled: z.boolean(),
  contenthub_id: nstr,
  editorial_type: nstr,
  hide_in_sitemap: z.boolean(),
  recipe_meta: recipeMeta.optional(),
  video_meta: videoMeta.optional(),
  week_number: int.nullable().optional(),
  // The newer API's composite fields (item 18).
  featured_on: phpDate.nullable().optional(),
  robots: nstr.optional(),
  is_news: z.boolean().optional(),
  href_lang: z.union([z.array(z.unknown()), z.record(str, z.unknown())]).optional(),
  faq_meta: listOf(z.strictObject({ question: str, answer: str })).optional(),
  /** Its default include; missing when it has none (item 4). */
  category: z.strictObject({ data: category }).optional(),
};

/** A composite as resolve answers it: only the `category` include, `editorial_type` null. */
export const resolvedComposite = z.strictObject({
  ...compositeShape,
  editorial_type: z.null(),
});

export const compositeEntity = z.strictObject({
  ...compositeShape,
  contents: z.strictObject({ data: listOf(compositeWidget) }).optional(),
  teasers: z.strictObject({ data: listOf(seoTeaser) }).optional(),
  tags: z.strictObject({ data: listOf(tag) }).optional(),
  vocabularies: z.strictObject({ data: listOf(vocabulary) }).optional(),
  related: z.strictObject({ data: listOf(teaser) }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Pages and page widgets: nested {type, content: {data}} (item 5)

const pagination = z.strictObject({
  total: int,
  count: int,
  per_page: int,
  current_page: int,
  total_pages: int,
  links: z.strictObject({ previous: z.literal(''), next: z.literal('') }),
});

const cursor = z.strictObject({
  current: str,
  prev: nstr,
  next: nstr,
  count: int,
});

export const teaserList = z.strictObject({
  title: nstr,
  label: nstr,
  description: nstr,
  image: image.nullable(),
  link: hyperlink.nullable(),
  link_label: nstr,
  display_hint: str,
  theme: nstr,
  can_paginate: z.boolean(),
  /** Missing when the list has none (item 4). */
  teasers: z
    .strictObject({
      data: listOf(teaser),
      meta: z.strictObject({ pagination, cursor }).optional(),
    })
    .optional(),
});

function pageWidget<T extends string, S extends z.ZodType>(type: T, data: S) {
  return z.strictObject({ type: z.literal(type), content: z.strictObject({ data }) });
}

const looseObject = z.record(str, z.unknown());

/** A media library video (`NativeVideoTransformer`). */
const nativeVideo = z.strictObject({
  id: int,
  url: str,
  title: nstr,
  description: nstr,
  caption: nstr,
  language: nstr,
});

const PAGE_WIDGET_TYPES = [
  'teaser_list',
  'featured_content',
  'seo_text',
  'newsletter',
  'banner_placement',
  'commercial_spot',
  'author_overview',
  'taxonomy_teaser_list',
  'quote_teaser',
] as const;

const knownPageContent = z.discriminatedUnion('type', [
  pageWidget('teaser_list', teaserList),
  pageWidget(
    'featured_content',
    z.strictObject({
      image: image.nullable(),
      video: nativeVideo.nullable(),
      label: nstr,
      display_hint: str,
      teaser: z.strictObject({ data: teaser }).optional(),
    }),
  ),
  pageWidget(
    'seo_text',
    z.strictObject({
      title: nstr,
      description: nstr,
      image: image.nullable(),
      image_position: nstr,
      link: nstr,
      link_target: nstr,
      link_rel: nstr,
    }),
  ),
  pageWidget(
    'newsletter',
    z.strictObject({
      source_code: z.union([int, str]).nullable(),
      permission_text: nstr,
      title: nstr.optional(),
      description: nstr.optional(),
    }),
  ),
  /** `content.data` is `[]` (item 3). */
  pageWidget('banner_placement', emptyArray),
  pageWidget(
    'commercial_spot',
    z.strictObject({
      title: nstr,
      description: nstr,
      display_hint: z.enum(['default', 'wide']),
      image: image.nullable(),
      link: hyperlink.nullable(),
      label: nstr,
    }),
  ),
  /** `AuthorOverviewTransformer`: its text and the `authors` include (`AuthorTransformer`). */
  pageWidget(
    'author_overview',
    z.strictObject({
      editors_description: nstr,
      authors: z.strictObject({ data: listOf(author) }),
    }),
  ),
  /**
   * `TaxonomyListTransformer`: the terms in the `taxonomy_list` include (missing when none), each
   * a `CategoryTransformer` or `TagTransformer` answer.
   */
  pageWidget(
    'taxonomy_teaser_list',
    z.strictObject({
      title: nstr,
      description: nstr,
      image: image.nullable(),
      label: nstr,
      display_hint: nstr,
      taxonomy: nstr,
      taxonomy_list: z.strictObject({ data: listOf(z.union([tag, category])) }).optional(),
    }),
  ),
  /** `QuoteTeaserTransformer`: `composite` is a bare teaser, not wrapped in `{data}`. */
  pageWidget(
    'quote_teaser',
    z.strictObject({
      quote: str,
      author: nstr,
      link_label: nstr,
      link: nstr,
      composite: teaser.nullable(),
    }),
  ),
]);

/** A type `ContentTransformer` has no transformer for: `NullTransformer` answers `[]`. */
const unknownPageContent = z.strictObject({
  type: str.refine(
    (type) => !(PAGE_WIDGET_TYPES as readonly string[]).includes(type),
    'a known page widget type',
  ),
  content: z.strictObject({ data: emptyArray }),
});

export const pageContent = z.union([knownPageContent, unknownPageContent]);

const pageShape = {
  id: int,
  title: str,
  content: nstr,
  status: z.enum(['publish', 'draft', 'private']),
  author: author.nullable(),
  /** `null` on pages (item 13), or a page template name. */
  template: nstr,
  published_at: phpDate,
  updated_at: phpDate,
  is_front_page: z.boolean(),
  canonical_url: absoluteUrl,
  translations,
};

/** A page as resolve answers it: no includes. */
export const resolvedPage = z.strictObject(pageShape);

export const pageEntity = z.strictObject({
  ...pageShape,
  contents: z.strictObject({ data: listOf(pageContent) }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Categories, tags, authors with includes (content-teasers have no pagination meta, item 15)

const contentTeasers = z.strictObject({ data: listOf(teaser) });

const categoryDetails = z.strictObject({
  data: z.strictObject({
    description: str,
    image,
    body: str,
    sortorder: z.union([str, int]),
    color: str,
  }),
});

export const categoryEntity = z.strictObject({
  ...category.shape,
  details: categoryDetails.optional(),
  children: z.strictObject({ data: listOf(category) }).optional(),
  parent: z.strictObject({ data: category }).optional(),
  ancestor: z.strictObject({ data: category }).optional(),
  'content-teasers': contentTeasers.optional(),
  /** A bare integer (item 4). */
  'content-teasers-count': int.optional(),
  contents: z.strictObject({ data: listOf(pageContent) }).optional(),
});

export const tagEntity = z.strictObject({
  ...tag.shape,
  details: z.strictObject({ data: looseObject }).optional(),
  'content-teasers': contentTeasers.optional(),
  'content-teasers-count': int.optional(),
  contents: z.strictObject({ data: listOf(pageContent) }).optional(),
});

export const authorEntity = z.strictObject({
  ...author.shape,
  'content-teasers': contentTeasers.optional(),
});

// ---------------------------------------------------------------------------------------------
// Resolve: what a path is (no includes; meta.status only on composite, redirect and 404)

export const resolveAnswers = {
  composite: z.strictObject({
    data: resolvedComposite,
    meta: z.strictObject({ type: z.literal('composite'), status: z.literal(200) }),
  }),
  page: z.strictObject({
    data: resolvedPage,
    meta: z.strictObject({ type: z.literal('page') }),
  }),
  category: z.strictObject({
    data: category,
    meta: z.strictObject({ type: z.literal('category') }),
  }),
  subcategory: z.strictObject({
    data: category,
    meta: z.strictObject({ type: z.literal('subcategory') }),
  }),
  tag: z.strictObject({ data: tag, meta: z.strictObject({ type: z.literal('tag') }) }),
  author: z.strictObject({ data: author, meta: z.strictObject({ type: z.literal('author') }) }),
  redirect: z.strictObject({
    data: emptyArray,
    meta: z.strictObject({
      type: z.literal('redirect'),
      status: z.union([z.literal(301), z.literal(302)]),
      location: sitePath,
    }),
  }),
  '404': z.strictObject({
    data: z.union([resolvedPage, emptyArray]),
    meta: z.strictObject({ type: z.literal('404'), status: z.literal(404) }),
  }),
} as const;

// ---------------------------------------------------------------------------------------------
// Other routes

const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z
    .strictObject({
      /** The linked object's id (item 17). */
      id: int,
      url: str,
      title: str,
      target: nstr,
      class: nstr,
      link_relationship: nstr,
      description: nstr,
      type: str,
      /** Always an array. */
      children: z.array(menuItem),
    })
    .refine(
      (item) => item.type === 'custom' || /^\/(?!\/)/.test(item.url),
      'an internal menu item links a site path',
    ),
);

interface MenuItem {
  id: number;
  url: string;
  title: string;
  target: string | null;
  class: string | null;
  link_relationship: string | null;
  description: string | null;
  type: string;
  children: MenuItem[];
}

export const menuLocation = z.strictObject({ data: listOf(menuItem) });

/** Keyed by location, no top-level `data`. */
export const menus = z
  .record(z.string().regex(/^[a-z0-9_-]+$/), menuLocation)
  .refine((value) => !('data' in value), 'menus are keyed by location, with no top-level data');

export const popular = z.strictObject({ data: z.array(teaser) });

export const translationStrings = z.union([z.record(str, str), emptyArray]);

const facet = z.strictObject({
  label: str,
  field: str,
  data: z.array(z.strictObject({ label: str, count: int, active: z.boolean() })),
});

/** `count` and `total_pages` are always 0 (item 15). */
const searchPagination = z.strictObject({
  total: int,
  count: z.literal(0),
  per_page: int,
  current_page: int,
  total_pages: z.literal(0),
  links: z.strictObject({ previous: z.literal(''), next: z.literal('') }),
});

export const search = z.strictObject({
  data: z.union([z.array(searchHit), emptyArray]),
  meta: z.strictObject({ facets: z.array(facet), pagination: searchPagination }),
});

export const sitemapIndex = z.strictObject({
  data: z.array(
    z
      .strictObject({ type: str, lastmod: isoDateTime, pages: int, urls: z.array(str) })
      .refine(
        (entry) =>
          entry.urls.length === entry.pages &&
          entry.urls.every((url, index) => url === `${entry.type}-${index + 1}`),
        'urls are <type>-1 … <type>-<pages>',
      ),
  ),
});

export const sitemapChild = z.strictObject({
  data: z.strictObject({
    type: str,
    items: z.array(z.strictObject({ loc: absoluteUrl, lastmod: isoDateTime })),
  }),
});

export const teaserListAnswer = z.strictObject({ data: teaserList });

export const favourites = z.strictObject({ data: z.array(int) });
export const favouriteSaved = z.strictObject({ status: z.literal('ok'), message: str });
export const favouriteRefused = z.strictObject({ status: z.literal('error'), message: str });

export const wordpressError = z.strictObject({
  code: str,
  message: str,
  data: z.strictObject({ status: int }),
});

// ---------------------------------------------------------------------------------------------
// Which schema answers which request

export interface ApiExchange {
  readonly method: string;
  /** Relative to `{api}/wp-json/`. */
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}

function issuesOf(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    const nested =
      issue.code === 'invalid_union'
        ? ` [${issue.errors
            .map((branch) =>
              branch.map((inner) => `${inner.path.map(String).join('.')}: ${inner.message}`),
            )
            .join(' | ')}]`
        : '';
    return `${where === '' ? '(root)' : where}: ${issue.message}${nested}`;
  });
}

function resolveIssues(status: number, body: unknown): string[] {
  const type =
    typeof body === 'object' && body !== null
      ? (body as { meta?: { type?: unknown } }).meta?.type
      : undefined;
  const schema =
    typeof type === 'string' && type in resolveAnswers
      ? resolveAnswers[type as keyof typeof resolveAnswers]
      : undefined;
  if (schema === undefined) return [`meta.type: unknown resolve type ${JSON.stringify(type)}`];
  const expectedStatus = type === '404' ? 404 : 200;
  const issues = issuesOf(schema.safeParse(body));
  if (status !== expectedStatus)
    issues.unshift(`HTTP ${status}: a ${String(type)} resolve answers HTTP ${expectedStatus}`);
  return issues;
}

/**
 * The contract violations of one answer (empty when it conforms): the schema is chosen by the
 * request, as the product would read the answer.
 */
export function contractIssues(exchange: ApiExchange): string[] {
  const { method, status, body } = exchange;
  const path = exchange.path.replace(/^\/+|\/+$/g, '');
  const check = (schema: z.ZodType): string[] => issuesOf(schema.safeParse(body));
  if (path === 'app/resolve') return resolveIssues(status, body);
  if (status >= 400 && !(status === 404 && path === 'app/widget/teaser-list')) {
    if (status === 409 && path.startsWith('app/user/favourites/')) return check(favouriteRefused);
    return check(wordpressError);
  }
  const entity = /^wp\/v2\/(composites|pages|categories|tags|users)\/\d+$/.exec(path)?.[1];
  switch (entity) {
    case 'composites':
      return check(z.strictObject({ data: compositeEntity }));
    case 'pages':
      return check(z.strictObject({ data: pageEntity }));
    case 'categories':
      return check(z.strictObject({ data: categoryEntity }));
    case 'tags':
      return check(z.strictObject({ data: tagEntity }));
    case 'users':
      return check(z.strictObject({ data: authorEntity }));
    case undefined:
    default:
      break;
  }
  if (path === 'app/menus') return check(menus);
  if (/^app\/menus\/[^/]+$/.test(path)) return check(menuLocation);
  if (path === 'app/content/popular') return check(popular);
  if (path === 'app/translation-strings') return check(translationStrings);
  if (path === 'app/sitemaps') return check(sitemapIndex);
  if (/^app\/sitemaps\/[^/]+$/.test(path)) return check(sitemapChild);
  if (path === 'app/widget/teaser-list')
    return status === 404 ? check(z.null()) : check(teaserListAnswer);
  if (path.startsWith('app/search/query/') || (method === 'POST' && path === 'app/search'))
    return check(search);
  if (/^app\/user\/favourites\/(add|delete)\//.test(path)) return check(favouriteSaved);
  if (/^app\/user\/favourites\/[^/]+$/.test(path)) return check(favourites);
  return [`no schema for ${method} ${path}`];
}
