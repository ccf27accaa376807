import type { Teaser } from '../../src/domain/content/content.types';
import type { Site } from '../../src/domain/site/site.types';
import type {
  ContentMarketingPort,
  ContentMarketingQuery,
} from '../../src/ports/content-marketing.port';

/** An in-memory content-marketing service: answers `stories`; `down` makes every call fail. */
export class InMemoryContentMarketing implements ContentMarketingPort {
  stories: readonly Teaser[] = [];
  down = false;
  /** Every query made, in order. */
  readonly queries: ContentMarketingQuery[] = [];

  teasers(_site: Site, query: ContentMarketingQuery): Promise<readonly Teaser[] | null> {
    this.queries.push(query);
    if (this.down) return Promise.resolve(null);
    return Promise.resolve(this.stories.slice(0, query.limit));
  }
}
