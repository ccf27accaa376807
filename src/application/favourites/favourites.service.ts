import type { Teaser } from '../../domain/content/content.types';
import { valueOr, type Outcome } from '../../domain/errors/outcome';
import type { Site } from '../../domain/site/site.types';
import type { EventPublisherPort } from '../../ports/event-bus.port';
import type { ArticleTeasersPort, FavouritesPort } from '../../ports/favourites.port';

/** Favourites of a signed-in reader: the ids for the hearts, teasers for the list page. */
export class FavouritesService {
  constructor(
    private readonly favourites: FavouritesPort,
    private readonly teasers: ArticleTeasersPort,
    private readonly events: EventPublisherPort,
  ) {}

  /** The saved ids; a failed fetch is ignored (empty), never an error page. */
  async ids(site: Site, userId: string): Promise<readonly number[]> {
    return valueOr(await this.favourites.list(site, userId), []);
  }

  /** The list after the change, or null when it failed (the heart rolls back). */
  async change(
    site: Site,
    userId: string,
    articleId: number,
    saved: boolean,
  ): Promise<Outcome<readonly number[]>> {
    const list = saved
      ? await this.favourites.add(site, userId, articleId)
      : await this.favourites.remove(site, userId, articleId);
    if (list.ok) {
      void this.events.publish({
        type: saved ? 'FavouriteAdded' : 'FavouriteRemoved',
        siteId: site.id,
        articleId,
      });
    }
    return list;
  }

  async teaserList(site: Site, userId: string): Promise<readonly Teaser[]> {
    const ids = await this.ids(site, userId);
    return ids.length === 0 ? [] : this.teasers.teasers(site, ids);
  }
}
