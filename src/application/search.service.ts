import type { SearchResults } from '../domain/content/content.types';
import { mapOutcome, succeeded, valueOr, type Outcome } from '../domain/errors/outcome';
import { visibleTeasers } from '../domain/content/teasers.rules';
import {
  isSearchable,
  SEARCH_PER_PAGE,
  type SearchPageQuery,
} from '../domain/search/search-query.rules';
import type { Site } from '../domain/site/site.types';
import type { EventPublisherPort } from '../ports/event-bus.port';
import type { SearchPort, SearchQuery, SearchRelayPort } from '../ports/search.port';

/** A relayed answer's hits (`{data: Teaser[], …}`) without the ones marked `status: 'draft'`. */
function withoutDraftHits(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) return answer;
  const { data } = answer;
  if (!Array.isArray(data)) return answer;
  const kept: unknown[] = data.filter(
    (hit: unknown) =>
      typeof hit !== 'object' || hit === null || !('status' in hit) || hit.status !== 'draft',
  );
  return kept.length === data.length ? answer : { ...answer, data: kept };
}

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

  /**
   * One page of results (10 per page); `null` for a blank term, the failure with its code when
   * the search could not be made. Draft hits are never shown, whatever the search service sends.
   */
  async find(site: Site, query: SearchPageQuery): Promise<Outcome<SearchResults | null>> {
    if (query.term === '') return succeeded(null);
    void this.events.publish({ type: 'SearchPerformed', siteId: site.id });
    const outcome = await this.search.search(site, portQuery(query, SEARCH_PER_PAGE));
    return mapOutcome(outcome, (results) => {
      const teasers = visibleTeasers(results.teasers);
      return teasers.length === results.teasers.length ? results : { ...results, teasers };
    });
  }

  /** `find`'s results for the search page, which tells a failure only as "no results" (`null`). */
  async results(site: Site, query: SearchPageQuery): Promise<SearchResults | null> {
    return valueOr(await this.find(site, query), null);
  }

  /**
   * The content API's answer, for vertex search (never through vertex itself): unchanged but for
   * draft hits, which are left out here too. `null` for a term without a searchable character;
   * the failure with its code when the content API failed.
   */
  async relayed(site: Site, query: SearchPageQuery, perPage: number): Promise<Outcome<unknown>> {
    if (!isSearchable(query.term)) return succeeded(null);
    return mapOutcome(await this.relay.relay(site, portQuery(query, perPage)), withoutDraftHits);
  }
}
