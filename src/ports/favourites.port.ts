import type { Teaser } from '../domain/content/content.types';
import type { Site } from '../domain/site/site.types';

/**
 * A reader's favourite articles, per brand and language. Failures never reach the reader as an
 * error: a failed fetch is ignored (null), a failed add or remove is swallowed (null).
 */
export interface FavouritesPort {
  list(site: Site, userId: string): Promise<readonly number[] | null>;
  add(site: Site, userId: string, articleId: number): Promise<readonly number[] | null>;
  remove(site: Site, userId: string, articleId: number): Promise<readonly number[] | null>;
}

/** Teasers of articles by id (the favourites page); unknown or failed ids are left out. */
export interface ArticleTeasersPort {
  teasers(site: Site, ids: readonly number[]): Promise<readonly Teaser[]>;
}
