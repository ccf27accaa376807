import { z } from 'zod';
import { authorSchema } from './wordpress-composite.schemas';
import {
  imageField,
  listInclude,
  looseId,
  pagedListInclude,
  text,
  translationsField,
} from './wordpress.schemas';

/** A category or a tag with its `children`, `parent` and `content-teasers` includes. */
export const termListingSchema = z.object({
  id: looseId,
  name: z.string().min(1),
  description: text,
  canonical_url: text,
  image: imageField,
  translations: translationsField,
  children: listInclude,
  parent: z
    .object({ data: z.object({ name: z.string().min(1), url: text }) })
    .nullish()
    .catch(null),
  'content-teasers': pagedListInclude,
});

export type WpTermListing = z.output<typeof termListingSchema>;

/** An author with the `content-teasers` include. */
export const authorListingSchema = authorSchema.extend({
  id: looseId,
  canonical_url: text,
  translations: translationsField,
  'content-teasers': pagedListInclude,
});

export type WpAuthorListing = z.output<typeof authorListingSchema>;

export const childTermSchema = z.object({ name: z.string().min(1), url: z.string().min(1) });
