import { z } from 'zod';
import { listInclude, looseBoolean, looseId, text, translationsField } from './wordpress.schemas';

export const pageSchema = z.object({
  id: looseId,
  title: z.string(),
  description: text,
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

export const seoTextSchema = z.object({ title: text, body: z.string() });

export const bannerPlacementSchema = z.object({ position: z.string().min(1) });
