import { failed, succeeded, type Outcome } from '../../src/domain/errors/outcome';
import type { Site } from '../../src/domain/site/site.types';
import { CONTENT_API_UNREACHABLE } from './content.fake';
import type { SearchQuery, SearchRelayPort } from '../../src/ports/search.port';

/**
 * The content API's search answer, passed through: `answer` as a test set it (by default no
 * hits). `down` makes every call fail with `failure` (the content API unreachable, unless a test
 * names another).
 */
export class InMemorySearchRelay implements SearchRelayPort {
  answer: unknown = { data: [], meta: { facets: [], pagination: { total: 0 } } };
  down = false;
  failure = CONTENT_API_UNREACHABLE;
  /** Every query relayed, in order. */
  readonly queries: SearchQuery[] = [];

  relay(_site: Site, query: SearchQuery): Promise<Outcome<unknown>> {
    this.queries.push(query);
    return Promise.resolve(
      this.down ? failed(this.failure) : succeeded(structuredClone(this.answer)),
    );
  }
}
