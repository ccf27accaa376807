/**
 * Shared mapping from validated content API shapes to domain types, and the per-item validation
 * that lets one bad teaser, widget or block be dropped (and reported) without losing the page.
 */
import type { z } from 'zod';
import type {
  Image,
  Pagination,
  Translation,
  Vocabulary,
} from '../../domain/content/content.types';
import { describeIssues } from '../http-client/upstream-schema.reading';
import type { SiteLinks } from './wordpress-links';
import { vocabularySchema } from './wordpress-composite.schemas';
import { translationSchema, type WpImage, type WpPagination } from './wordpress.schemas';

/** Something dropped while mapping: the adapter logs it as a warning. */
export interface DroppedItem {
  /** What was dropped, e.g. `teaser`, `widget`, `block`, `menu-item`. */
  readonly item: string;
  readonly index: number;
  /** The upstream type of a widget or block, when known. */
  readonly type?: string;
  readonly reason: string;
}

export interface MappingContext {
  readonly dropped: (item: DroppedItem) => void;
  /** The site's own links for what the upstream wrote (`wordpress-links.ts`). */
  readonly links: SiteLinks;
  /** The site's currency: what a price in `kr` means. */
  readonly currency: string;
}

/** Validates each item on its own; an invalid item is dropped and reported. */
export function keepValid<S extends z.ZodType>(
  items: readonly unknown[],
  schema: S,
  item: string,
  context: MappingContext,
): z.output<S>[] {
  const kept: z.output<S>[] = [];
  items.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) kept.push(parsed.data);
    else context.dropped({ item, index, reason: describeIssues(parsed.error) });
  });
  return kept;
}

export function mapImage(image: WpImage | null): Image | null {
  if (image === null) return null;
  const { focalpoint } = image;
  return {
    url: image.url,
    alt: image.alt ?? '',
    title: image.title,
    caption: image.caption,
    copyright: image.copyright,
    focalPoint:
      focalpoint?.x != null && focalpoint.y != null ? { x: focalpoint.x, y: focalpoint.y } : null,
    aspectRatio: image.aspectratio !== null && image.aspectratio > 0 ? image.aspectratio : null,
  };
}

/**
 * The translations object → `Translation[]`; the locale is the language key, the link the
 * sibling site's own address of the translation.
 */
export function mapTranslations(
  translations: Readonly<Record<string, unknown>>,
  context: MappingContext,
): Translation[] {
  const mapped: Translation[] = [];
  for (const [locale, raw] of Object.entries(translations)) {
    const parsed = translationSchema.safeParse(raw);
    if (!parsed.success) continue;
    const link = context.links.translation(locale, parsed.data.link);
    mapped.push({ locale, title: parsed.data.title, link });
  }
  return mapped;
}

/**
 * A `vocabularies` include (an article's or a teaser's) with the terms of each vocabulary; a
 * term without a name is left out.
 */
export function mapVocabularies(raw: readonly unknown[], context: MappingContext): Vocabulary[] {
  return keepValid(raw, vocabularySchema, 'vocabulary', context).map((vocabulary) => ({
    name: vocabulary.name,
    taxonomy: vocabulary.taxonomy,
    terms: vocabulary.terms.flatMap((term) => {
      if (typeof term !== 'object' || term === null) return [];
      const { name, url } = term as { name?: unknown; url?: unknown };
      if (typeof name !== 'string' || name === '') return [];
      return [{ name, url: typeof url === 'string' ? context.links.href(url) : null }];
    }),
  }));
}

/** The editorial type the `editorial_type` vocabulary names (its first term), or `null`. */
export function editorialTypeOf(vocabularies: readonly Vocabulary[]): string | null {
  const editorial = vocabularies.find((vocabulary) => vocabulary.taxonomy === 'editorial_type');
  return editorial?.terms[0]?.name ?? null;
}

export interface PageDefaults {
  readonly page: number;
  readonly perPage: number;
}

/**
 * Fractal pagination → domain pagination; what is missing comes from the request's defaults.
 * `total_pages` of 0 with a positive total (the search paginator's habit) is computed from
 * `total` and `per_page`.
 */
export function mapPagination(
  pagination: WpPagination | null,
  defaults: PageDefaults,
  itemCount: number,
): Pagination {
  const perPage = positive(pagination?.per_page) ?? defaults.perPage;
  const page = positive(pagination?.current_page) ?? defaults.page;
  const total = nonNegative(pagination?.total) ?? itemCount + (page - 1) * perPage;
  return { page, perPage, total, totalPages: pagesFor(total, perPage) };
}

/** Pages needed for `total` items, `perPage` at a time. */
export function pagesFor(total: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(total / perPage) : 0;
}

function positive(value: number | null | undefined): number | null {
  return value != null && Number.isInteger(value) && value > 0 ? value : null;
}

function nonNegative(value: number | null | undefined): number | null {
  return value != null && Number.isInteger(value) && value >= 0 ? value : null;
}
