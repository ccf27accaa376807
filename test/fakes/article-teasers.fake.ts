import type { Teaser } from '../../src/domain/content/content.types';
import type { Site } from '../../src/domain/site/site.types';
import type { ArticleTeasersPort } from '../../src/ports/favourites.port';

/**
 * Teasers of the articles a test put in, by id. Unknown ids and drafts are left out, and so is
 * everything while `down` (the port never fails as a whole).
 */
export class InMemoryArticleTeasers implements ArticleTeasersPort {
  readonly articles = new Map<number, Teaser>();
  down = false;
  /** Every id list asked for, in order. */
  readonly asked: (readonly number[])[] = [];

  add(...teasers: readonly Teaser[]): this {
    for (const teaser of teasers) this.articles.set(teaser.id, teaser);
    return this;
  }

  teasers(_site: Site, ids: readonly number[]): Promise<readonly Teaser[]> {
    this.asked.push(ids);
    if (this.down) return Promise.resolve([]);
    return Promise.resolve(
      ids.flatMap((id) => {
        const teaser = this.articles.get(id);
        return teaser?.status === 'publish' ? [teaser] : [];
      }),
    );
  }
}
