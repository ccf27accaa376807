/**
 * Zod schemas of the content API's shared shapes (docs/content-api-shapes.md). They are lenient
 * where the contract says shapes vary: PHP DateTime objects, numbers as strings with a decimal
 * comma, `[]` for an empty PHP map, bare image ids, absent includes and `null` fields. Vendor
 * shapes stay inside this folder; the mappers turn them into domain types.
 */
import { z } from 'zod';

/** `4`, `"4"`, `"4,5"` → a number; anything else → `null`. */
export function toLooseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const normalised = value.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : null;
}

/**
 * A PHP DateTime (`{ date: "2024-03-18 07:30:00.000000", ... }`) or a date string → the local
 * date-time `2024-03-18T07:30:00` (its first 19 characters); anything else → `null`.
 */
export function toLocalDateTime(value: unknown): string | null {
  const raw = typeof value === 'object' && value !== null && 'date' in value ? value.date : value;
  if (typeof raw !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?/.exec(raw.trim());
  if (match === null) return null;
  return `${match[1] ?? ''}T${match[2] ?? '00:00:00'}`;
}

/*
 * Zod 4 treats an object key as required unless its schema is optional, so the lenient field
 * schemas below start with `z.unknown().optional()`: an absent key is read like `null`.
 */
export const looseNumber = z.unknown().optional().transform(toLooseNumber);

/** An entity id: a positive integer, possibly serialised as a string. */
export const looseId = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d+$/)
    .transform((id) => Number(id)),
]);

/** PHP booleans arrive as `true`, `1`, `"1"` or `"true"`; anything else is false. */
export const looseBoolean = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** An optional text field: a string, or `null` for anything else. */
export const text = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? value : null));

export const phpDate = z.unknown().optional().transform(toLocalDateTime);

export const imageSchema = z.object({
  url: z.string().min(1),
  alt: text,
  title: text,
  caption: text,
  copyright: text,
  focalpoint: z.object({ x: looseNumber, y: looseNumber }).nullish().catch(null),
  aspectratio: looseNumber,
});

export type WpImage = z.output<typeof imageSchema>;

/** An image field: an Image, or a bare id / `null` / anything broken → `null`. */
export const imageField = z
  .unknown()
  .optional()
  .transform((value): WpImage | null => {
    const parsed = imageSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });

/** `{ "sv": { id, title, link } }`, or `[]` (an empty PHP array) → entries by language key. */
export const translationsField = z
  .unknown()
  .optional()
  .transform((value): Record<string, unknown> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return { ...value };
  });

export const translationSchema = z.object({ title: text, link: z.string().min(1) });

/** Fractal pagination. `next_cursor` appears only on page teaser lists. */
export const paginationSchema = z.object({
  total: looseNumber,
  count: looseNumber,
  per_page: looseNumber,
  current_page: looseNumber,
  total_pages: looseNumber,
  next_cursor: text,
});

export type WpPagination = z.output<typeof paginationSchema>;

/** A list include (`{ data: [...] }`) whose items are validated one by one by the mappers. */
export const listInclude = z
  .object({ data: z.array(z.unknown()) })
  .nullish()
  .catch(null)
  .transform((include) => include?.data ?? []);

/** A list include with Fractal pagination (`teasers`, `content-teasers`). */
export const pagedListInclude = z
  .object({
    data: z.array(z.unknown()),
    meta: z
      .object({ pagination: paginationSchema.nullish().catch(null) })
      .nullish()
      .catch(null),
  })
  .nullish()
  .catch(null)
  .transform((include) => ({
    items: include?.data ?? [],
    pagination: include?.meta?.pagination ?? null,
  }));

/** A PHP associative array: an object, or `[]` when it is empty. */
export const phpMapSchema = z.union([
  z.record(z.string(), z.unknown()),
  z
    .array(z.unknown())
    .max(0)
    .transform((): Record<string, unknown> => ({})),
]);

/** `{ data: ... }`: the envelope of every single-resource answer. */
export const dataEnvelope = z.object({ data: z.unknown() });

/** `app/resolve`: `{ data, meta: { type, status?, location? } }`. */
export const resolveEnvelope = z.object({
  data: z.unknown(),
  meta: z.object({ type: z.string(), status: looseNumber, location: text }),
});

/** A text field that is `null` when missing, not a string, or blank. */
export const nonEmptyText = text.transform((value) =>
  value === null || value.trim() === '' ? null : value,
);

/** A list whose items are validated one by one: broken items (and a missing list) are dropped. */
export function lenientList<S extends z.ZodType>(item: S) {
  return z
    .unknown()
    .optional()
    .transform((value): z.output<S>[] => {
      if (!Array.isArray(value)) return [];
      return value.flatMap((entry: unknown) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
    });
}
