import { z } from 'zod';
import { guideMetaField } from './wordpress-guide-meta.schemas';
import {
  imageField,
  listInclude,
  looseBoolean,
  looseId,
  looseList,
  looseNumber,
  phpDate,
  text,
  translationsField,
} from './wordpress.schemas';

export const authorSchema = z.object({
  id: looseId.nullish().catch(null),
  name: z.string().min(1),
  url: text,
  title: text,
  /** The author's training or degree ("Cand.scient. i idræt"). */
  education: text,
  biography: text,
  avatar: z
    .object({ url: z.string().min(1), caption: text })
    .nullish()
    .catch(null),
});

export type WpAuthor = z.output<typeof authorSchema>;

export const tagSchema = z.object({
  id: looseId,
  name: z.string().min(1),
  url: text,
  internal: looseBoolean,
});

const termRefSchema = z.object({ id: looseId, name: z.string().min(1), url: text });

export const categoryRefSchema = termRefSchema.extend({
  parent: z.object({ data: termRefSchema }).nullish().catch(null),
  /** The top-level category, when the answer carries it (the category's `ancestor` include). */
  ancestor: z.object({ data: termRefSchema }).nullish().catch(null),
});

/** One of the composite's own teasers (`teasers` include): the wording for one channel. */
export const teaserVariantSchema = z.object({
  type: z.string().min(1),
  title: text,
  description: text,
  image: imageField,
});

/**
 * One vocabulary of a `vocabularies` include (a composite's or a teaser's):
 * `{ name, taxonomy, terms: [term…] }`.
 */
export const vocabularySchema = z.object({
  name: z.string().min(1),
  taxonomy: z.string().min(1),
  terms: looseList,
});

/**
 * `href_lang`, the newer API's language versions of a composite: a list of
 * `{ hreflang | locale | lang, href | url | link }` or a map of locale → URL (or `{ link }`).
 * Read as locale → URL pairs; anything else is none.
 */
export const hrefLangField = z
  .unknown()
  .optional()
  .transform((value): (readonly [string, string])[] => {
    const pair = (locale: unknown, link: unknown): (readonly [string, string])[] =>
      typeof locale === 'string' && locale !== '' && typeof link === 'string' && link !== ''
        ? [[locale, link]]
        : [];
    if (Array.isArray(value))
      return value.flatMap((item: unknown) => {
        if (typeof item !== 'object' || item === null) return [];
        const entry = item as Record<string, unknown>;
        return pair(
          entry.hreflang ?? entry.locale ?? entry.lang,
          entry.href ?? entry.url ?? entry.link,
        );
      });
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([locale, link]) =>
      typeof link === 'object' && link !== null
        ? pair(
            locale,
            (link as Record<string, unknown>).link ?? (link as Record<string, unknown>).href,
          )
        : pair(locale, link),
    );
  });

export const faqSchema = z.object({ question: z.string(), answer: z.string() });

/** A composite (article) with its `contents`, `category`, `tags`, `teasers` and `related` includes. */
export const compositeSchema = z.object({
  id: looseId,
  /** Lenient: a broken title is reported and read as empty, never a lost article. */
  title: text,
  description: text,
  kind: text,
  locale: text,
  template: text,
  editorial_type: text,
  commercial: z.object({ type: text, label: text }).nullish().catch(null),
  author: z.unknown().optional(),
  other_authors: looseList,
  lead_image: imageField,
  published_at: phpDate,
  updated_at: phpDate,
  /** The newer API's date the editors featured the article on (a PHP date like the others). */
  featured_on: phpDate,
  canonical_url: text,
  robots: text,
  is_news: looseBoolean,
  word_count: looseNumber,
  estimated_reading_time: looseNumber,
  translations: translationsField,
  href_lang: hrefLangField,
  faq_meta: looseList,
  author_description: text,
  week_number: text,
  ctm_disabled: looseBoolean,
  guide_meta: guideMetaField,
  /** The article's recording, in the audio widget's shape; read by `mapArticle`. */
  audio: z.unknown().optional(),
  video_meta: z
    .object({ duration: text, workout_time: text, workout_level: text })
    .partial()
    .nullish()
    .catch(null),
  contents: listInclude,
  category: z.object({ data: z.unknown() }).nullish().catch(null),
  /** The newer API's top-level category of the article: a term, or `{ data: term }`. */
  topCategory: z.unknown().optional(),
  tags: listInclude,
  vocabularies: listInclude,
  teasers: listInclude,
  /** Other composites' teasers (`related` include, `CompositeTeaserTransformer`). */
  related: listInclude,
});

export type WpComposite = z.output<typeof compositeSchema>;

/** The entity route's answer for a composite: `{ data: composite }`. */
export const compositeEnvelope = z.object({ data: compositeSchema });

/** Every body widget: `{ type, locked, uuid, ...fields }`. The uuid is ignored (not stable). */
export const widgetBaseSchema = z.object({ type: z.string().min(1), locked: looseBoolean });

export const textItemSchema = z.object({ body: z.string() });

/**
 * The image widget: the image is under `file` (an older form: `image`), its link under
 * the image's own `link.url` (or a bare `link` string on the widget).
 */
export const imageWidgetSchema = z
  .object({
    file: imageField,
    image: imageField,
    link: text,
    display_hint: text,
  })
  .transform((widget) => ({
    image: widget.file ?? widget.image,
    link: widget.link ?? widget.file?.link ?? widget.image?.link ?? null,
    display_hint: widget.display_hint,
  }));

/** `display_hint`: `default`, or `chapter` for a chapter heading (`LeadParagraphTransformer`). */
export const leadParagraphSchema = z.object({
  title: text,
  description: z.string(),
  display_hint: text,
});
