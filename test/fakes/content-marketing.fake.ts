import type { Teaser } from '../../src/domain/content/content.types';
import { failed, succeeded, type Outcome } from '../../src/domain/errors/outcome';
import type { Site } from '../../src/domain/site/site.types';
import type {
  ContentMarketingPort,
  ContentMarketingQuery,
} from '../../src/ports/content-marketing.port';

/**
 * An in-memory content-marketing service: answers `stories`; `down` makes every call answer the
 * failure of an unreachable service.
 */
export class InMemoryContentMarketing implements ContentMarketingPort {
  stories: readonly Teaser[] = [];
  down = false;
  /** Every query made, in order. */
  readonly queries: ContentMarketingQuery[] = [];

  teasers(_site: Site, query: ContentMarketingQuery): Promise<Outcome<readonly Teaser[]>> {
    this.queries.push(query);
    if (this.down) {
      return Promise.resolve(
        failed({ code: 'UPSTREAM_UNREACHABLE', service: 'content-marketing', retryable: true }),
      );
    }
    return Promise.resolve(succeeded(this.stories.slice(0, query.limit)));
  }
}
