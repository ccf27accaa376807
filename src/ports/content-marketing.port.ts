import type { Teaser } from '../domain/content/content.types';
import type { Outcome } from '../domain/errors/outcome';
import type { Site } from '../domain/site/site.types';

export interface ContentMarketingQuery {
  readonly categoryId?: number;
  readonly limit: number;
}

/**
 * Sponsored teasers from the content-marketing service (none for a site without it); the
 * failure, with its code, when it does not answer.
 */
export interface ContentMarketingPort {
  teasers(site: Site, query: ContentMarketingQuery): Promise<Outcome<readonly Teaser[]>>;
}
