import { z } from 'zod';
import {
  imageField,
  listInclude,
  looseBoolean,
  looseId,
  nonEmptyText,
  text,
  translationsField,
} from './wordpress.schemas';

/** A page; `contents` only arrives through `wp/v2/pages/{id}?with=contents`. */
export const pageSchema = z.object({
  id: looseId,
  /** Lenient: a broken title is reported and read as empty, never a lost page. */
  title: text,
  description: text,
  content: nonEmptyText,
  is_front_page: looseBoolean,
  canonical_url: text,
  translations: translationsField,
  contents: listInclude,
});

export type WpPage = z.output<typeof pageSchema>;

/** A page content item: `{ type, content: { data } }`. */
export const pageItemSchema = z.object({
  type: z.string().min(1),
  content: z
    .object({ data: z.unknown() })
    .nullish()
    .catch(null)
    .transform((content) => content?.data),
});

/** An editor-typed link `{title, url, rel, target}`, or a bare URL string. */
export const editorLinkField = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value === 'string')
      return value.trim() === '' ? null : { url: value, title: null, rel: null, target: null };
    const parsed = z
      .object({ url: z.string().min(1), title: text, rel: text, target: text })
      .safeParse(value);
    return parsed.success ? parsed.data : null;
  });

/** `seo_text`: the text is `description` (markdown); older pages send `body`. */
export const seoTextSchema = z
  .object({
    title: nonEmptyText,
    description: nonEmptyText,
    body: nonEmptyText,
    image: imageField,
    image_position: nonEmptyText,
    link: editorLinkField,
    link_target: nonEmptyText,
    link_rel: nonEmptyText,
  })
  .refine((seo) => seo.description !== null || seo.body !== null, {
    message: 'a seo_text needs a description',
    path: ['description'],
  });

/** `banner_placement`: `content.data` is `[]` upstream; a position, when sent, is kept. */
export const bannerPlacementSchema = z
  .unknown()
  .optional()
  .transform((value) => {
    const parsed = z.object({ position: z.string().min(1) }).safeParse(value);
    return parsed.success ? parsed.data.position : 'content';
  });

export const featuredContentSchema = z.object({
  label: nonEmptyText,
  display_hint: nonEmptyText,
  image: imageField,
  teaser: z.object({ data: z.unknown() }),
});

export const commercialSpotSchema = z.object({
  title: z.string().min(1),
  description: nonEmptyText,
  display_hint: nonEmptyText,
  image: imageField,
  link: editorLinkField,
  label: nonEmptyText,
});

export const pageNewsletterSchema = z.object({
  source_code: z
    .unknown()
    .optional()
    .transform((value) =>
      typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
        ? String(value)
        : null,
    ),
  permission_text: nonEmptyText,
});
