import { PATHS } from '../../src/domain/routing/route-paths';
/**
 * Page views and searches of this browsing session: the client state the data layer's page
 * events read (`pageViews`, `searches`). Every page is a full page load here, so the counts live
 * in sessionStorage; without it they count from 0 on each page.
 */

export interface ReaderCounts {
  readonly pageViews: number;
  readonly searches: number;
}

export const READER_COUNTS_KEY = 'reader-counts';

/** Whether an address is a search: the search page (or `/?s=`) with a term. */
export function isSearch(pathname: string, search: string): boolean {
  const term = new URLSearchParams(search).get('s');
  if (term === null || term.trim() === '') return false;
  return pathname === PATHS.search || pathname === '/Search' || pathname === PATHS.home;
}

function stored(storage: Pick<Storage, 'getItem'>): ReaderCounts {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(READER_COUNTS_KEY) ?? '{}');
    const counts = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
      string,
      unknown
    >;
    const count = (value: unknown): number =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
    return { pageViews: count(counts.pageViews), searches: count(counts.searches) };
  } catch {
    return { pageViews: 0, searches: 0 };
  }
}

/** Counts one page view at `pathname` + `search` (and a search when it is one); the new counts. */
export function countPageView(
  pathname: string,
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): ReaderCounts {
  const before = stored(storage);
  const counts = {
    pageViews: before.pageViews + 1,
    searches: before.searches + (isSearch(pathname, search) ? 1 : 0),
  };
  try {
    storage.setItem(READER_COUNTS_KEY, JSON.stringify(counts));
  } catch {
    // Storage full or refused: this page's counts are still right.
  }
  return counts;
}
