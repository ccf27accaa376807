/**
 * A composite's `guide_meta` (willow-base-theme: `src/Transformers/Api/Root/GuideMetaTransformer.php`):
 * `{difficulty, time_required, price}`, sent on every composite and an object of nulls unless the
 * article is a guide whose editor filled them in. `difficulty` is the number of the difficulty
 * term (an int); time and price are the editor's words.
 */
import { z } from 'zod';
import type { GuideMeta } from '../../domain/content/content.types';
import { looseNumber, nonEmptyText } from './wordpress.schemas';

const guideMetaSchema = z.object({
  difficulty: looseNumber,
  time_required: nonEmptyText,
  price: nonEmptyText,
});

/** The guide's facts, or null when there are none (the usual object of nulls, or no object). */
export const guideMetaField = z
  .unknown()
  .optional()
  .transform((value): GuideMeta | null => {
    const parsed = guideMetaSchema.safeParse(value);
    if (!parsed.success) return null;
    const { difficulty, time_required: timeRequired, price } = parsed.data;
    // The difficulty term's name cast to int: 0 means the term had no number.
    const level = difficulty !== null && difficulty > 0 ? difficulty : null;
    return level === null && timeRequired === null && price === null
      ? null
      : { difficulty: level, timeRequired, price };
  });
