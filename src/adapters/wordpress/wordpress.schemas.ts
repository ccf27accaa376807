/**
 * Zod schemas of the content API's shared shapes (docs/content-api-shapes.md). They are lenient
 * where the contract says shapes vary: PHP DateTime objects, numbers as strings with a decimal
 * comma, `[]` for an empty PHP map, bare image ids, absent includes and `null` fields. Vendor
 * shapes stay inside this folder; the mappers turn them into domain types.
 */
import { z } from 'zod';
import {
  instantOfWallTime,
  isoAtOffset,
  isKnownTimeZone,
  parseOffset,
  wallTimeAsUtc,
  zonedIso,
} from '../../domain/time/zoned-time.rules';

const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅛': 1 / 8,
};

/**
 * `4`, `"4"`, `"4,5"`, `"½"`, `"1½"`, `"1 1/2"`, `"3/4"` → a number; anything else → `null`.
 * Editors type amounts by hand, so a decimal comma, a vulgar fraction or a slash are all read.
 */
export function toLooseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const normalised = value.trim().replace(',', '.');
  if (/^-?\d+(\.\d+)?$/.test(normalised)) return Number(normalised);
  const vulgar = /^(\d+)?\s*([½⅓⅔¼¾⅕⅛])$/.exec(normalised);
  if (vulgar !== null) return Number(vulgar[1] ?? 0) + (VULGAR_FRACTIONS[vulgar[2] ?? ''] ?? 0);
  const slashed = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(normalised);
  if (slashed !== null && Number(slashed[3]) > 0)
    return Number(slashed[1] ?? 0) + Number(slashed[2]) / Number(slashed[3]);
  return null;
}

/** `timezone_type` 2 abbreviations PHP writes for the zones our markets meet, in minutes. */
const ZONE_ABBREVIATIONS: Readonly<Record<string, number>> = {
  Z: 0,
  UTC: 0,
  GMT: 0,
  UT: 0,
  WET: 0,
  WEST: 60,
  BST: 60,
  CET: 60,
  CEST: 120,
  EET: 120,
  EEST: 180,
};

function isoFromWall(wall: string, offsetMinutes: number): string | null {
  const asUtc = wallTimeAsUtc(wall);
  return asUtc === null ? null : isoAtOffset(asUtc - offsetMinutes * 60_000, offsetMinutes);
}

/**
 * A serialised PHP DateTime (`{date, timezone_type, timezone}`: wall time in that zone;
 * type 3 names an IANA zone, 2 an abbreviation such as `Z`, 1 an offset) or an ISO 8601 string
 * → ISO 8601 with the offset it was written in, `2022-01-12T06:00:00+01:00`. A string without
 * an offset (a provider's raw upload date) stays a bare wall time `2022-01-12T06:00:00`, read in
 * the site's zone where it is emitted (`domain/time/zoned-time.rules.ts`). Anything else → null.
 */
export function toUpstreamDateTime(value: unknown): string | null {
  if (typeof value === 'string') return isoString(value);
  if (typeof value !== 'object' || value === null || !('date' in value)) return null;
  const { date } = value;
  const zone = 'timezone' in value && typeof value.timezone === 'string' ? value.timezone : null;
  if (typeof date !== 'string' || wallTimeAsUtc(date) === null) return null;
  const wall = date.trim().slice(0, 19).replace(' ', 'T');
  if (zone === null) return wall;
  const abbreviation = ZONE_ABBREVIATIONS[zone.toUpperCase()];
  if (abbreviation !== undefined) return isoFromWall(wall, abbreviation);
  const offset = parseOffset(zone);
  if (offset !== null) return isoFromWall(wall, offset);
  if (!isKnownTimeZone(zone)) return wall;
  const instant = instantOfWallTime(wall, zone);
  return instant === null ? null : zonedIso(instant, zone);
}

function isoString(raw: string): string | null {
  const value = raw.trim();
  const asUtc = wallTimeAsUtc(value);
  if (asUtc === null) return null;
  const head = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?(?:\.\d+)?/.exec(value)?.[0] ?? '';
  const wall = new Date(asUtc).toISOString().slice(0, 19);
  const rest = value.slice(head.length);
  if (rest === '') return wall;
  const offset = parseOffset(rest);
  return offset === null ? null : isoAtOffset(asUtc - offset * 60_000, offset);
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

export const phpDate = z.unknown().optional().transform(toUpstreamDateTime);

/** An image's link: `{title, url, rel, target}` upstream, or a bare URL. */
const imageLinkField = z
  .unknown()
  .optional()
  .transform((value): string | null => {
    if (typeof value === 'string') return value.trim() === '' ? null : value;
    if (typeof value === 'object' && value !== null && 'url' in value)
      return typeof value.url === 'string' && value.url.trim() !== '' ? value.url : null;
    return null;
  });

export const imageSchema = z.object({
  url: z.string().min(1),
  link: imageLinkField,
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

/**
 * A list as PHP serialises it: an array, or an object keyed `"0"`, `"2"`… when the collection
 * has holes. Answers the values in key order, or `null` for anything else.
 */
export function asList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value !== 'object' || value === null) return null;
  const entries: [string, unknown][] = Object.entries(value);
  if (!entries.every(([key]) => /^\d+$/.test(key))) return null;
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]): unknown => item);
}

/** A list that may arrive as an array or as an object with holes; anything else → `[]`. */
export const looseList = z
  .unknown()
  .optional()
  .transform((value) => asList(value) ?? []);

/**
 * Fractal pagination. The search paginator always sends `count` and `total_pages` as 0, so
 * pages are computed from `total` and `per_page` (`mapPagination`).
 */
export const paginationSchema = z.object({
  total: looseNumber,
  count: looseNumber,
  per_page: looseNumber,
  current_page: looseNumber,
  total_pages: looseNumber,
});

export type WpPagination = z.output<typeof paginationSchema>;

/**
 * A list include (`{ data: [...] }`) whose items are validated one by one by the mappers. An
 * empty include is missing upstream, not `null`: both read as no items.
 */
export const listInclude = z
  .object({ data: looseList })
  .nullish()
  .catch(null)
  .transform((include) => include?.data ?? []);

/**
 * A teaser list's `teasers` include: Fractal pagination plus, on the one list that paginates,
 * `cursor {current, prev, next, count}` whose `next` is the load-more cursor (`null` at the end).
 */
export const pagedListInclude = z
  .object({
    data: looseList,
    meta: z
      .object({
        pagination: paginationSchema.nullish().catch(null),
        cursor: z.object({ next: text }).nullish().catch(null),
      })
      .nullish()
      .catch(null),
  })
  .nullish()
  .catch(null)
  .transform((include) => ({
    items: include?.data ?? [],
    pagination: include?.meta?.pagination ?? null,
    nextCursor: include?.meta?.cursor?.next ?? null,
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
      const list = asList(value);
      if (list === null) return [];
      return list.flatMap((entry: unknown) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
    });
}
