import type { Site } from '../../src/domain/site/site.types';
import type { SearchQuery, SearchRelayPort } from '../../src/ports/search.port';

/**
 * The content API's search answer, passed through: `answer` as a test set it (by default no
 * hits). `down` makes every call fail (null).
 */
export class InMemorySearchRelay implements SearchRelayPort {
  answer: unknown = { data: [], meta: { facets: [], pagination: { total: 0 } } };
  down = false;
  /** Every query relayed, in order. */
  readonly queries: SearchQuery[] = [];

  relay(_site: Site, query: SearchQuery): Promise<unknown> {
    this.queries.push(query);
    return Promise.resolve(this.down ? null : structuredClone(this.answer));
  }
}
