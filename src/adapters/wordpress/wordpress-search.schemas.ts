import { z } from 'zod';
import { looseBoolean, looseNumber, paginationSchema } from './wordpress.schemas';

export const searchResponseSchema = z.object({
  data: z.array(z.unknown()),
  meta: z
    .object({
      facets: z.array(z.unknown()).nullish().catch(null),
      pagination: paginationSchema.nullish().catch(null),
    })
    .nullish()
    .catch(null),
});

export type WpSearchResponse = z.output<typeof searchResponseSchema>;

export const facetSchema = z.object({
  label: z.string(),
  field: z.string(),
  data: z.array(z.unknown()).nullish().catch(null),
});

export const facetOptionSchema = z.object({
  label: z.union([z.string(), z.number().transform(String)]),
  count: looseNumber,
  active: looseBoolean,
});
