import { DISPLAY_HINTS, type DisplayHint, type TeaserListPaging } from '../teasers/display-hints';

/**
 * Page sizes of load-more. Listings (category, subcategory, tag and author pages) load more of
 * their `content-teasers` with `per_page` 3 and show them in a 3-column grid, so each step fills
 * one row. A page's teaser list pages as its display hint says (`DISPLAY_HINTS`): 4 a step, and
 * the 5-teaser types, 1plus4 and 4plus1, show 5 on their first page (one large and four), then
 * add 4 per step like any teaser list (ADR 17); sliders and the top list never page.
 */
export const DEFAULT_STEP = 3;

/** How a page's teaser list of this hint loads more; null: it never does. */
export function teaserListPaging(displayHint: DisplayHint): TeaserListPaging | null {
  return DISPLAY_HINTS[displayHint].paging;
}

/** How many teasers the first page of a teaser list shows; null: all it arrived with. */
export function firstPageSize(displayHint: DisplayHint): number | null {
  return teaserListPaging(displayHint)?.firstPage ?? null;
}

/**
 * A paginating teaser list's first page: the teasers it shows, and those it arrived with beyond
 * its first page size, which load-more hands out first (so no teaser is lost).
 */
export function splitFirstPage<T>(
  teasers: readonly T[],
  displayHint: DisplayHint,
): { readonly shown: readonly T[]; readonly held: readonly T[] } {
  const size = firstPageSize(displayHint);
  if (size === null || teasers.length <= size) return { shown: teasers, held: [] };
  return { shown: teasers.slice(0, size), held: teasers.slice(size) };
}

/**
 * What is being paged: a page's teaser list (by how its display hint pages), or a listing
 * (category, subcategory, tag or author), which pages by the default step.
 */
export type PagedSource =
  | { readonly kind: 'teaser-list'; readonly paging: TeaserListPaging }
  | { readonly kind: 'listing' };

/** How many teasers one load-more step adds. */
export function stepSize(source: PagedSource): number {
  switch (source.kind) {
    case 'teaser-list':
      return source.paging.step;
    case 'listing':
      return DEFAULT_STEP;
  }
}

/**
 * Columns of a listing's grid: as many as one load-more step adds, so the first page (a whole
 * number of steps) and every step after it fill whole rows.
 */
export const LISTING_COLUMNS = DEFAULT_STEP;

/** One `page` / `per_page` request that covers a run of teasers, and where the run starts in it. */
export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
  /** Teasers of the answer before the run (drop them). */
  readonly skip: number;
}

/**
 * The request for `count` teasers from `offset` (0-based) with page-number pagination: the
 * smallest page size whose one page holds the whole run. With offset 12 and count 4 it is page 4
 * of 4; with offset 5 and count 4 (after a first page of 5) it is page 2 of 5.
 */
export function pageRequestFor(offset: number, count: number): PageRequest {
  const start = Math.max(0, Math.floor(offset));
  const size = Math.max(1, Math.floor(count));
  for (let perPage = size; ; perPage += 1) {
    const first = Math.floor(start / perPage);
    const last = Math.floor((start + size - 1) / perPage);
    if (first === last) return { page: first + 1, perPage, skip: start - first * perPage };
  }
}

/** Load-more state after `loaded` teasers of `total`: the next run, or null when none remain. */
export function nextRun(
  loaded: number,
  total: number,
  step: number,
): { readonly offset: number; readonly count: number } | null {
  if (loaded >= total) return null;
  return { offset: loaded, count: Math.min(step, total - loaded) };
}
