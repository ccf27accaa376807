import { z } from 'zod';
import { authorSchema } from './wordpress-composite.schemas';
import {
  imageField,
  listInclude,
  looseBoolean,
  looseId,
  looseNumber,
  nonEmptyText,
  pagedListInclude,
  text,
  translationsField,
} from './wordpress.schemas';

/** `details` of a category: its fields arrive as `""` when the editor left them empty. */
const detailsInclude = z
  .object({
    data: z
      .object({ description: nonEmptyText, body: nonEmptyText, image: imageField })
      .nullish()
      .catch(null),
  })
  .nullish()
  .catch(null)
  .transform((details) => details?.data ?? null);

/**
 * A category or a tag from `wp/v2/{categories,tags}/{id}` with its includes: `details`,
 * `children`, `parent`, `content-teasers` (no pagination meta) and `content-teasers-count` (a
 * bare integer). An include the entity has none of is missing.
 */
export const termListingSchema = z.object({
  id: looseId,
  /** Lenient: a broken name is reported and read as empty, never a lost listing. */
  name: text,
  description: nonEmptyText,
  url: text,
  canonical_url: text,
  count: looseNumber,
  image: imageField,
  translations: translationsField,
  details: detailsInclude,
  children: listInclude,
  parent: z
    .object({ data: z.object({ name: z.string().min(1), url: text }) })
    .nullish()
    .catch(null),
  'content-teasers': pagedListInclude,
  'content-teasers-count': looseNumber,
  /** Tags only: a bookkeeping tag the editors keep out of the reader's sight. */
  internal: looseBoolean,
});

export type WpTermListing = z.output<typeof termListingSchema>;

/** An author from `wp/v2/users/{id}` with `content-teasers`; `count` is their published count. */
export const authorListingSchema = authorSchema.extend({
  id: looseId,
  canonical_url: text,
  count: looseNumber,
  translations: translationsField,
  'content-teasers': pagedListInclude,
  'content-teasers-count': looseNumber,
});

export type WpAuthorListing = z.output<typeof authorListingSchema>;

export const childTermSchema = z.object({ name: z.string().min(1), url: z.string().min(1) });
