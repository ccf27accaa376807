import { z } from 'zod';
import {
  imageField,
  listInclude,
  looseBoolean,
  looseId,
  looseNumber,
  pagedListInclude,
  phpDate,
  text,
} from './wordpress.schemas';

/** `label` is `{ title, url }` on teasers; accept a bare string too. */
const labelField = z
  .unknown()
  .optional()
  .transform((value): string | null => {
    if (typeof value === 'string') return value;
    if (typeof value === 'object' && value !== null && 'title' in value) {
      return typeof value.title === 'string' ? value.title : null;
    }
    return null;
  });

export const teaserSchema = z
  .object({
    id: looseId,
    title: text,
    post_title: text,
    kind: text,
    status: text,
    template: text,
    image: imageField,
    lead_image: imageField,
    video_url: text,
    video_meta: z
      .object({ duration: text, workout_time: text, workout_level: text })
      .nullish()
      .catch(null),
    description: text,
    link: z.string().min(1),
    canonical_url: text,
    published_at: phpDate,
    commercial: z.object({ type: text, label: text }).nullish().catch(null),
    label: labelField,
    recipe_meta: z
      .object({ time: looseNumber, time_unit: text, energy: looseNumber, energy_unit: text })
      .nullish()
      .catch(null),
    estimated_reading_time: looseNumber,
    category: z
      .object({ data: z.object({ name: text }) })
      .nullish()
      .catch(null),
    /** Its taxonomies (`vocabularies` include, as on a composite): the editorial type among them. */
    vocabularies: listInclude,
    /**
     * Its `teasers` include: the teasers a series or collection gathers (teasers with a `link`),
     * or, in the composite's form, its own wording per channel (`{ type, title, image… }`).
     */
    teasers: listInclude,
  })
  .refine((teaser) => teaser.title !== null || teaser.post_title !== null, {
    message: 'a teaser needs a title or a post_title',
    path: ['title'],
  });

export type WpTeaser = z.output<typeof teaserSchema>;

/** A page teaser list, and the answer of the load-more route (`app/widget/teaser-list`). */
export const teaserListSchema = z.object({
  title: text,
  description: text,
  label: labelField,
  link: z.object({ url: z.string(), title: text }).nullish().catch(null),
  link_label: text,
  display_hint: text,
  theme: text,
  can_paginate: looseBoolean,
  teasers: pagedListInclude,
});

export type WpTeaserList = z.output<typeof teaserListSchema>;
