/**
 * The schema of the content pack's data files (sandbox/README.md, "Content"), one zod schema per
 * kind of file; the types the store reads are inferred from them. Every object is strict: a
 * misspelt field is refused at start, with the file and the field named
 * (`content-pack.loader.ts`).
 *
 * - `sandbox-sites.json`: the sites (`SitesFileSchema`);
 * - `<brand>/brand.json`: what exists in every market and how it relates (`BrandFileSchema`);
 * - `<brand>/<language>.json`: a market's names, slugs, page texts and UI strings
 *   (`MarketFileSchema`);
 * - `<brand>/articles/<key>.json`: one article: its language-neutral facts, the text all
 *   languages share (`shared`) and each language's own text (`text`) (`ArticleFileSchema`).
 */
import { z } from 'zod';
import { FaqEntrySchema, TimeUnitSchema, WidgetBlockSchema } from './widget-blocks.schema';

const text = z.string();
const textOrNull = z.string().nullable();
const key = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a key: lower-case letters, digits and -');
/** A local number: the entity id is the site's id base + an offset per kind + n. */
const n = z.number().int().positive();
/** Local time in the site's zone, on the whole minute. */
const localTime = z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d$/, 'a local time YYYY-MM-DD HH:mm');

export const LanguageCodeSchema = z.enum(['da', 'sv', 'nb', 'fi', 'nl']);
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;
export const TemplateSchema = z.enum([
  'default',
  'recipe',
  'exercise-video',
  'workout-video',
  'food-plan',
]);
export type Template = z.infer<typeof TemplateSchema>;

type Issue = z.core.$ZodIssue;

/** How unlikely a union branch is the one the author meant: its issues, a wrong shape dearer. */
function weight(issues: readonly Issue[]): number {
  return issues.reduce((sum, issue) => {
    if (issue.code === 'invalid_union') return sum + Math.min(...issue.errors.map(weight));
    const wrongShape =
      issue.code === 'unrecognized_keys' ||
      (issue.path.length === 1 && ['type', 'kind'].includes(String(issue.path[0])));
    return sum + (wrongShape ? 10 : 1);
  }, 0);
}

/** The first issue, through unions into the branch the author most likely meant. */
export function firstIssue(issues: readonly Issue[], prefix: readonly PropertyKey[] = []) {
  const issue = issues[0];
  if (issue === undefined) return { path: prefix, message: 'invalid' };
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const best = [...issue.errors].sort((a, b) => weight(a) - weight(b))[0] ?? [];
    if (best.length > 0) return firstIssue(best, path);
  }
  return { path, message: issue.message };
}

// ---- sandbox-sites.json ---------------------------------------------------------------------

export const SitesFileSchema = z.array(
  z.strictObject({
    /** `<brand>-<market>`, e.g. `wom-dk`. */
    id: key,
    market: z.string(),
    language: LanguageCodeSchema,
    timezone: z.string(),
    /** Entity ids of the site are `idBase + …`; keep bases 10 000 apart. */
    idBase: z.number().int().nonnegative(),
    /** The site's name in the API root. */
    name: text,
    /** The brand folder whose content the site serves. */
    brand: key,
  }),
);

// ---- <brand>/brand.json ---------------------------------------------------------------------

/** A generated original on the image host (`/wp-content/uploads/<path>`). */
export const ImageSpecSchema = z.strictObject({
  /** Path under `wp-content/uploads/`; unique across brands. */
  path: z.string().regex(/^[a-z0-9/_.-]+\.jpg$/, 'a path under wp-content/uploads/ ending in .jpg'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  focal: z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }),
  /** A language-neutral label the illustrator reads the subject from. */
  label: text,
  copyright: text,
});
export type ImageSpec = z.infer<typeof ImageSpecSchema>;

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour #rrggbb');
export const BrandSpecSchema = z.strictObject({
  /** Brand code, e.g. `WOM`. */
  code: z.string(),
  name: text,
  /** Lower-case code used in URLs (`/brand/wom/logo.svg`). */
  slug: key,
  colours: z.strictObject({ primary: colour, accent: colour, warm: colour, ink: colour }),
  /** The font of the SVG wordmark; a serif when absent. */
  wordmarkFont: z.string().optional(),
});
export type BrandSpec = z.infer<typeof BrandSpecSchema>;

/** Where a teaser list takes its teasers from. */
export const TeaserSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('articles'), keys: z.array(key) }),
  z.strictObject({ kind: z.literal('latest') }),
  z.strictObject({ kind: z.literal('popular'), count: n }),
  z.strictObject({ kind: z.literal('category'), category: key, count: n }),
  z.strictObject({ kind: z.literal('template'), template: TemplateSchema, count: n }),
]);

const wideHint = z.enum(['default', 'wide']);
export type TeaserSource = z.infer<typeof TeaserSourceSchema>;

export const PageItemSpecSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('teaser_list'),
    key,
    n,
    displayHint: z.string(),
    theme: z.enum(['default', 'dark', 'brand']).optional(),
    source: TeaserSourceSchema,
    /** The page's one paginating list: `perPage` teasers a page, with cursors. */
    paginate: z.strictObject({ perPage: n }).optional(),
    /** The list's "see all" link goes to this category. */
    linkCategory: key.optional(),
  }),
  /** One article, big; its label is the page text's `featured[key]`. */
  z.strictObject({
    type: z.literal('featured_content'),
    key,
    article: key,
    displayHint: wideHint,
    /** The editor's own video from the media library (named after the article). */
    video: z.boolean().optional(),
  }),
  /** A pull quote: the article's first `quote` widget. */
  z.strictObject({ type: z.literal('quote_teaser'), article: key }),
  /** Categories as links; title and text are the page text's `lists[key]`. */
  z.strictObject({
    type: z.literal('taxonomy_teaser_list'),
    key,
    categories: z.array(key),
    displayHint: z.enum(['default', 'presentation']),
  }),
  z.strictObject({ type: z.literal('author_overview') }),
  /** An advertising spot; its texts are the page text's `spots[key]`. */
  z.strictObject({
    type: z.literal('commercial_spot'),
    key,
    displayHint: wideHint,
    image: key,
    /** An external URL, or a page of the site (both arrive absolute). */
    link: z.union([z.strictObject({ url: text }), z.strictObject({ page: key })]),
  }),
  z.strictObject({
    type: z.literal('seo_text'),
    key,
    image: key.optional(),
    linkPage: key.optional(),
  }),
  /** The signup form; the permission text is the page text's `newsletter`. */
  z.strictObject({ type: z.literal('newsletter') }),
  z.strictObject({ type: z.literal('banner_placement'), position: z.string() }),
]);
export type PageItemSpec = z.infer<typeof PageItemSpecSchema>;

export const PageSpecSchema = z.strictObject({
  key,
  n,
  role: z.enum(['front', 'not-found', 'plain']),
  items: z.array(PageItemSpecSchema),
});
export type PageSpec = z.infer<typeof PageSpecSchema>;

/**
 * What a menu item links: a category, page, tag or article, or a custom link whose `label` is a
 * key of the market's `menuLabels` (a `url` starting with `/` is on the site's own host).
 */
const MenuRefSchema = z.union([
  z.strictObject({ category: key }),
  z.strictObject({ page: key }),
  z.strictObject({ tag: key }),
  z.strictObject({ article: key }),
  z.strictObject({
    label: key,
    url: text,
    external: z.boolean().optional(),
    /** CSS class the editor gave the item, e.g. `menu-highlight`. */
    className: z.string().optional(),
  }),
]);
export type MenuRef = z.infer<typeof MenuRefSchema>;

export interface MenuSpec {
  readonly n: number;
  readonly ref: MenuRef;
  readonly children?: readonly MenuSpec[];
}
const MenuSpecSchema: z.ZodType<MenuSpec> = z.strictObject({
  n,
  ref: MenuRefSchema,
  get children() {
    return z.array(MenuSpecSchema).optional();
  },
});

/** The menu locations of the theme; every site has all four (an empty one answers `[]`). */
export const MenuLocationSchema = z.enum([
  'header-primary',
  'header-secondary',
  'footer-primary',
  'user-menu',
]);
export type MenuLocation = z.infer<typeof MenuLocationSchema>;
export const MENU_LOCATIONS: readonly MenuLocation[] = MenuLocationSchema.options;

/** The UI strings of `app/translation-strings`: every key, in every market that has strings. */
export const TranslationStringsSchema = z.record(
  z.enum([
    'meta.title',
    'meta.description',
    'notfound.title',
    'notfound.description',
    'error.title',
    'error.description',
    'search.title',
    'search.placeholder',
    'search.no_results',
    'search.facet.category',
    'teaser_list.load_more',
    'teaser_list.load_previous',
    'article.published',
    'article.updated',
    'article.reading_time',
    'article.by',
    'recipe.time',
    'recipe.energy',
    'favourite.add',
    'favourite.remove',
    'menu.open',
    'menu.close',
    'signup.credentials_form.email_error',
    'signup.credentials_form.password_help',
    'signup.credentials_form.email_in_use',
    'signup.credentials_form.double_password',
    'signup.credentials_form.signup_error',
    'views.base.login.submit_error',
    'password_reset.form.email_error',
    'password_reset.form.verification_code_expired',
    'fields.prevent-image-download',
  ]),
  text,
);
export type TranslationStrings = z.infer<typeof TranslationStringsSchema>;
/** The language mappings beside the five market languages: de-DE and en. */
export type MappingLanguage = 'de' | 'en';

export const BrandFileSchema = z.strictObject({
  brand: BrandSpecSchema,
  images: z.record(key, ImageSpecSchema),
  categories: z.array(z.strictObject({ key, n, parent: key.optional(), image: key.optional() })),
  tags: z.array(
    z.strictObject({
      key,
      n,
      internal: z.boolean().optional(),
      /** Tags with a fixed name (Bannerblock, Konkurrence…) carry it in every market. */
      fixedName: text.optional(),
      /** Hidden from public tagging. */
      hidden: z.boolean().optional(),
    }),
  ),
  authors: z.array(z.strictObject({ key, n, avatar: key })),
  pages: z.array(PageSpecSchema),
  menus: z.record(MenuLocationSchema, z.array(MenuSpecSchema)),
  /** The brand's UI strings for the German and English language mappings. */
  mappings: z.strictObject({ de: TranslationStringsSchema, en: TranslationStringsSchema }),
});

// ---- <brand>/<language>.json ----------------------------------------------------------------

export const ImageTextSchema = z.strictObject({
  alt: text,
  title: text,
  caption: text.optional(),
});
export type ImageText = z.infer<typeof ImageTextSchema>;

export const PageTextSchema = z.strictObject({
  /** The page path; `/` for the front page, `null` when the page has no path (404 page). */
  path: textOrNull,
  title: text,
  description: text.optional(),
  lists: z
    .record(
      key,
      z.strictObject({ title: text, description: text.optional(), linkTitle: text.optional() }),
    )
    .optional(),
  seo: z.record(key, z.strictObject({ title: text, body: text })).optional(),
  /** Labels of the `featured_content` items. */
  featured: z.record(key, z.strictObject({ label: text })).optional(),
  /** Texts of the `commercial_spot` items. */
  spots: z
    .record(key, z.strictObject({ title: text, description: text, linkTitle: text, label: text }))
    .optional(),
  /** The consent text under the `newsletter` item's form. */
  newsletter: z.strictObject({ permissionText: text }).optional(),
});
export type PageText = z.infer<typeof PageTextSchema>;

export const MarketFileSchema = z.strictObject({
  categories: z.record(
    key,
    z.strictObject({
      name: text,
      slug: text,
      description: text,
      /** A longer text (markdown) the category page shows below its teasers. */
      body: text.optional(),
    }),
  ),
  tags: z.record(key, z.strictObject({ name: text, slug: text })),
  authors: z.record(key, z.strictObject({ name: text, slug: text, title: text, biography: text })),
  images: z.record(key, ImageTextSchema),
  pages: z.record(key, PageTextSchema),
  menuLabels: z.record(key, text),
  /** `app/translation-strings`; a market without its own strings answers `[]` there. */
  strings: TranslationStringsSchema.optional(),
  /** Stored redirects: old path → an article key or a site path. */
  redirects: z.array(
    z.strictObject({
      from: text,
      to: z.union([z.strictObject({ article: key }), z.strictObject({ path: text })]),
    }),
  ),
});

// ---- <brand>/articles/<key>.json ------------------------------------------------------------

const TextBlockSchema = z.strictObject({ text, locked: z.boolean().optional() });
const ImageBlockSchema = z.strictObject({
  image: key,
  locked: z.boolean().optional(),
  /** The editor linked the picture: to a category (sent absolute) or a URL. */
  link: z.union([z.strictObject({ category: key }), z.strictObject({ url: text })]).optional(),
});
/** A lead paragraph; `chapter`: a chapter heading (display hint `chapter`). */
const LeadBlockSchema = z.strictObject({
  lead: text,
  title: text.optional(),
  chapter: z.boolean().optional(),
});

/** One block of an article body, in reading order: a widget (`type`), a lead, an image or text. */
export type BodyBlock =
  | z.infer<typeof WidgetBlockSchema>
  | z.infer<typeof TextBlockSchema>
  | z.infer<typeof ImageBlockSchema>
  | z.infer<typeof LeadBlockSchema>;

function blockSchema(value: unknown) {
  if (typeof value !== 'object' || value === null) return TextBlockSchema;
  if ('type' in value) return WidgetBlockSchema;
  if ('lead' in value) return LeadBlockSchema;
  return 'image' in value ? ImageBlockSchema : TextBlockSchema;
}

/** Checked by its telling field, so an error names the field of the block meant. */
export const BodyBlockSchema = z.unknown().transform((value, context) => {
  const result = blockSchema(value).safeParse(value, { jitless: true });
  if (result.success) return result.data;
  const { path, message } = firstIssue(result.error.issues);
  context.addIssue({ code: 'custom', path: path.map(String), message, input: value });
  return z.NEVER;
});

/** A guide's facts as its editor wrote them; `difficulty` is the difficulty term's number. */
const GuideMetaTextSchema = z.strictObject({
  difficulty: z.number().nullable(),
  timeRequired: textOrNull,
  price: textOrNull,
});
export type GuideMetaText = z.infer<typeof GuideMetaTextSchema>;

/** An article's text in one language: `shared` and the language's own part laid over it. */
export const ArticleTextSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a slug: lower-case letters, digits and -'),
  title: text,
  /** The short title editors use in lists; defaults to `title`. */
  postTitle: text.optional(),
  description: text,
  label: text.optional(),
  commercialLabel: text.optional(),
  workoutTime: text.optional(),
  workoutLevel: text.optional(),
  body: z.array(BodyBlockSchema),
  /** FAQ articles: the composite's `faq_meta`. */
  faq: z.array(FaqEntrySchema).optional(),
  /** Guides: the composite's `guide_meta` (otherwise an object of nulls). */
  guideMeta: GuideMetaTextSchema.optional(),
});
export type ArticleText = z.infer<typeof ArticleTextSchema>;

/** A date this many hours before the sandbox started. */
const RecentDateSchema = z.strictObject({ hoursBeforeStart: z.number().int().nonnegative() });
export type RecentDate = z.infer<typeof RecentDateSchema>;

export const ArticleSpecSchema = z.strictObject({
  /** The file's name without `.json`. */
  key,
  n,
  category: key,
  tags: z.array(key),
  author: key,
  otherAuthors: z.array(key).optional(),
  template: TemplateSchema,
  editorialType: z.string(),
  kind: z.enum(['Article', 'Story']).optional(),
  image: key,
  /** Local time, or hours before the sandbox started (news that must stay recent). */
  published: z.union([localTime, RecentDateSchema]),
  updated: localTime.optional(),
  featuredOn: z.string().optional(),
  /** Page views, for `app/content/popular`. */
  views: z.number().int().nonnegative(),
  status: z.enum(['publish', 'draft']).optional(),
  isNews: z.boolean().optional(),
  /** The lead image arrives as a bare id (a locked lead image). */
  leadImageLocked: z.boolean().optional(),
  commercialType: z.string().optional(),
  /** Recipe template: amounts as the API sends them (strings, decimal commas). */
  recipe: z
    .strictObject({ time: text, timeUnit: TimeUnitSchema, energy: text, energyUnit: text })
    .optional(),
  /** Video templates: `hh:mm:ss`. */
  videoDuration: z.string().optional(),
  /** Food-plan template: the plan's week. */
  weekNumber: z.number().int().optional(),
});
export type ArticleSpec = z.infer<typeof ArticleSpecSchema>;

/**
 * An article file: its facts, then `shared` (what every language has in common: images, amounts,
 * flags) and `text` (each language's own part). A language's text is its part laid over `shared`:
 * objects field by field, lists of blocks position by position (`{}` keeps the shared block as it
 * is), anything else replaced. A market without an entry in `text` does not have the article.
 */
export const ArticleFileSchema = ArticleSpecSchema.omit({ key: true }).extend({
  shared: z.record(z.string(), z.unknown()).optional(),
  text: z.partialRecord(LanguageCodeSchema, z.record(z.string(), z.unknown())),
});

// ---- what the store reads --------------------------------------------------------------------

export type BrandCatalogue = Omit<z.infer<typeof BrandFileSchema>, 'pages'> & {
  readonly pages: readonly PageSpec[];
  readonly articles: readonly ArticleSpec[];
};
export type CategorySpec = BrandCatalogue['categories'][number];
export type TagSpec = BrandCatalogue['tags'][number];
export type AuthorSpec = BrandCatalogue['authors'][number];
export type MarketText = z.infer<typeof MarketFileSchema> & {
  readonly language: LanguageCode;
  readonly articles: Readonly<Record<string, ArticleText>>;
};
