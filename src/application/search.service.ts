import type { SearchResults } from '../domain/content/content.types';
import { SEARCH_PER_PAGE, type SearchPageQuery } from '../domain/search/search-query.rules';
import type { Site } from '../domain/site/site.types';
import type { EventPublisherPort } from '../ports/event-bus.port';
import type { SearchPort, SearchQuery, SearchRelayPort } from '../ports/search.port';

function portQuery(query: SearchPageQuery, perPage: number): SearchQuery {
  return { query: query.term, page: query.page, perPage, facets: query.facets };
}

/** Site search for the search page, its load-more island and the site's own `/api/search`. */
export class SearchService {
  constructor(
    private readonly search: SearchPort,
    private readonly relay: SearchRelayPort,
    private readonly events: EventPublisherPort,
  ) {}

  /** One page of results (10 per page); `null` for a blank term or a failed upstream. */
  async results(site: Site, query: SearchPageQuery): Promise<SearchResults | null> {
    if (query.term === '') return null;
    void this.events.publish({ type: 'SearchPerformed', siteId: site.id });
    return this.search.search(site, portQuery(query, SEARCH_PER_PAGE));
  }

  /** The content API's answer unchanged, for vertex search (never through vertex itself). */
  async relayed(site: Site, query: SearchPageQuery, perPage: number): Promise<unknown> {
    if (query.term === '') return null;
    return this.relay.relay(site, portQuery(query, perPage));
  }
}
