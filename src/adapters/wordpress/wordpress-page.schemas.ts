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

/**
 * A media library video (`NativeVideoTransformer`): `url` is the file's URL (a path when it is
 * on the site's own host); a video without a URL is none.
 */
export const nativeVideoField = z
  .unknown()
  .optional()
  .transform((value) => {
    const parsed = z
      .object({
        url: z.string().min(1),
        title: nonEmptyText,
        description: nonEmptyText,
        caption: nonEmptyText,
      })
      .safeParse(value);
    return parsed.success ? parsed.data : null;
  });

export type WpNativeVideo = z.output<typeof nativeVideoField>;

export const featuredContentSchema = z.object({
  label: nonEmptyText,
  display_hint: nonEmptyText,
  image: imageField,
  video: nativeVideoField,
  teaser: z.object({ data: z.unknown() }),
});

/**
 * `quote_teaser` (`QuoteTeaserTransformer`): the quote, and either an editor's `link` with its
 * `link_label` (link type "external") or the article as a bare teaser object in `composite`
 * (link type "composite"; not wrapped in `{data}`: the transformer inlines it).
 */
export const quoteTeaserSchema = z.object({
  quote: z.string().trim().min(1),
  author: nonEmptyText,
  link_label: nonEmptyText,
  link: nonEmptyText,
  composite: z.unknown().optional(),
});

/**
 * `taxonomy_teaser_list` (`TaxonomyListTransformer`): the list's own fields plus the terms in
 * the `taxonomy_list` include (each a `CategoryTransformer` or `TagTransformer` answer; missing
 * when the editor picked none).
 */
export const taxonomyListSchema = z.object({
  title: nonEmptyText,
  description: nonEmptyText,
  image: imageField,
  label: nonEmptyText,
  display_hint: nonEmptyText,
  taxonomy: nonEmptyText,
  taxonomy_list: listInclude,
});

/** One term of a taxonomy list; a tag the editors keep for bookkeeping is `internal`. */
export const taxonomyTermSchema = z.object({
  id: looseId,
  name: z.string().trim().min(1),
  url: z.string().min(1),
  internal: looseBoolean,
});

/** `author_overview` (`AuthorOverviewTransformer`): markdown text and the `authors` include. */
export const authorOverviewSchema = z.object({
  editors_description: nonEmptyText,
  authors: listInclude,
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
