import type { SearchResults } from '../domain/content/content.types';
import type { Site } from '../domain/site/site.types';

export interface SearchQuery {
  readonly query: string;
  readonly page: number;
  readonly perPage: number;
  readonly facets?: Readonly<Record<string, readonly string[]>>;
}

/** Site search. `null` when the upstream fails. */
export interface SearchPort {
  search(site: Site, query: SearchQuery): Promise<SearchResults | null>;
}

/**
 * The content API's own search answer, passed through unchanged (validated): what the site's
 * `/api/search` serves when vertex search is on. It never goes through vertex search itself, so
 * the site cannot end up calling its own `/api/search` in a loop. `null` when the upstream fails.
 */
export interface SearchRelayPort {
  relay(site: Site, query: SearchQuery): Promise<unknown>;
}
