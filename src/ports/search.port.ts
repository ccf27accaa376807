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

export const SEARCH_PORT: unique symbol = Symbol.for('SearchPort');
