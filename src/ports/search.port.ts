import type { SearchResults } from '../domain/content/content.types';
import type { Outcome } from '../domain/errors/outcome';
import type { Site } from '../domain/site/site.types';

export interface SearchQuery {
  readonly query: string;
  readonly page: number;
  readonly perPage: number;
  readonly facets?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Site search: the page of hits (none is an answer: no hits, `total: 0`), or the failure with its
 * code and service when the search could not be made (the upstream failed, or the content API has
 * no search route).
 */
export interface SearchPort {
  search(site: Site, query: SearchQuery): Promise<Outcome<SearchResults>>;
}

/**
 * The content API's own search answer, passed through unchanged (validated): what the site's
 * `/api/search` serves when vertex search is on. It never goes through vertex search itself, so
 * the site cannot end up calling its own `/api/search` in a loop. `null` for a term without a
 * searchable character (no call is made); the failure with its code when the upstream fails.
 */
export interface SearchRelayPort {
  relay(site: Site, query: SearchQuery): Promise<Outcome<unknown>>;
}
