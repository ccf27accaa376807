/**
 * The page a listing's address names after load-more (ADR 24). Load-more adds teasers a step at a
 * time (3) to pages of `perPage` (12); the address names the last page the reader sees whole, so
 * the server's page N for that address (what a crawler, a reader without JavaScript or a shared
 * link gets) holds no teaser the reader has not seen, and Back rebuilds the reader's list from
 * it: the earlier pages before it, the steps after it.
 */
export interface ShownRun {
  /** The page the server rendered for this document. */
  readonly serverPage: number;
  readonly perPage: number;
  /** Teasers of the listing shown so far, up to this 0-based index (exclusive). */
  readonly shownTo: number;
}

/** The page the address names: the server's page, or a later page once it is shown whole. */
export function addressPage(run: ShownRun): number {
  if (run.perPage <= 0) return Math.max(1, run.serverPage);
  return Math.max(1, run.serverPage, Math.floor(run.shownTo / run.perPage));
}

/**
 * The query string with `page` set to `page`: page 1 drops the parameter (the listing's own
 * address); other parameters keep their order.
 */
export function searchWithPage(search: string, page: number): string {
  const query = new URLSearchParams(search);
  if (page <= 1) query.delete('page');
  else query.set('page', String(page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** The 0-based index of the first teaser of a page. */
export function pageStart(page: number, perPage: number): number {
  return Math.max(0, page - 1) * perPage;
}
