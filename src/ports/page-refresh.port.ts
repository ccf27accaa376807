import type { CacheKey } from './response-cache.port';

/**
 * Renders one cached page again in the background (ADR 21) through the product's own page route,
 * as its reader variant would get it, and stores it in every cache level. Answers whether a new
 * copy was stored.
 */
export interface PageRefreshPort {
  refresh(key: CacheKey): Promise<boolean>;
}

/**
 * One render per page at a time across replicas (ADR 21): a claim on a page for a while. Answers
 * `claimed`, or when the current claim was made (epoch milliseconds), so a replica can tell
 * whether that render started after the change it is about.
 */
export interface RenderClaimPort {
  claim(
    id: string,
    forMs: number,
  ): Promise<{ readonly claimed: true } | { readonly claimed: false; readonly since: number }>;
}
