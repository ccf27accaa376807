import { z } from 'zod';
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
});

export const faqSchema = z.object({ question: z.string(), answer: z.string() });

/** A composite (article) with its `contents`, `category` and `tags` includes. */
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
  canonical_url: text,
  robots: text,
  is_news: looseBoolean,
  word_count: looseNumber,
  estimated_reading_time: looseNumber,
  translations: translationsField,
  faq_meta: looseList,
  contents: listInclude,
  category: z.object({ data: z.unknown() }).nullish().catch(null),
  tags: listInclude,
});

export type WpComposite = z.output<typeof compositeSchema>;

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

export const leadParagraphSchema = z.object({ title: text, description: z.string() });
