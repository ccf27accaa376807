import { z } from 'zod';
import { looseBoolean, looseList, looseNumber, paginationSchema } from './wordpress.schemas';

/** Search answers `data: []` when nothing matches; hits and facets are read one by one. */
export const searchResponseSchema = z.object({
  data: looseList,
  meta: z
    .object({
      facets: looseList,
      pagination: paginationSchema.nullish().catch(null),
    })
    .nullish()
    .catch(null),
});

export type WpSearchResponse = z.output<typeof searchResponseSchema>;

export const facetSchema = z.object({
  label: z.string(),
  field: z.string(),
  data: looseList,
});

export const facetOptionSchema = z.object({
  label: z.union([z.string(), z.number().transform(String)]),
  count: looseNumber,
  active: looseBoolean,
});
