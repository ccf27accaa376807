import type { Teaser } from '../domain/content/content.types';
import type { Outcome } from '../domain/errors/outcome';
import type { Site } from '../domain/site/site.types';

/**
 * A reader's favourite articles, per brand and language (none is an answer: `[]`), or the failure
 * with its code and service when the service did not answer. The list after an add or remove.
 */
export interface FavouritesPort {
  list(site: Site, userId: string): Promise<Outcome<readonly number[]>>;
  add(site: Site, userId: string, articleId: number): Promise<Outcome<readonly number[]>>;
  remove(site: Site, userId: string, articleId: number): Promise<Outcome<readonly number[]>>;
}

/** Teasers of articles by id (the favourites page); unknown or failed ids are left out. */
export interface ArticleTeasersPort {
  teasers(site: Site, ids: readonly number[]): Promise<readonly Teaser[]>;
}
