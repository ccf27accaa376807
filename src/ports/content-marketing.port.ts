import type { Teaser } from '../domain/content/content.types';
import type { Site } from '../domain/site/site.types';

export interface ContentMarketingQuery {
  readonly categoryId?: number;
  readonly limit: number;
}

/** Sponsored teasers from the content-marketing service. `null` when it does not answer. */
export interface ContentMarketingPort {
  teasers(site: Site, query: ContentMarketingQuery): Promise<readonly Teaser[] | null>;
}
