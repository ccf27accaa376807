import type { Teaser } from '../../domain/content/content.types';
import type { Site } from '../../domain/site/site.types';
import type { ArticleTeasersPort, FavouritesPort } from '../../ports/favourites.port';

/** Favourites of a signed-in reader: the ids for the hearts, teasers for the list page. */
export class FavouritesService {
  constructor(
    private readonly favourites: FavouritesPort,
    private readonly teasers: ArticleTeasersPort,
  ) {}

  /** The saved ids; a failed fetch is ignored (empty), never an error page. */
  async ids(site: Site, userId: string): Promise<readonly number[]> {
    return (await this.favourites.list(site, userId)) ?? [];
  }

  /** The list after the change, or null when it failed (the heart rolls back). */
  change(
    site: Site,
    userId: string,
    articleId: number,
    saved: boolean,
  ): Promise<readonly number[] | null> {
    return saved
      ? this.favourites.add(site, userId, articleId)
      : this.favourites.remove(site, userId, articleId);
  }

  async teaserList(site: Site, userId: string): Promise<readonly Teaser[]> {
    const ids = await this.ids(site, userId);
    return ids.length === 0 ? [] : this.teasers.teasers(site, ids);
  }
}
