import type { Article, Teaser } from '../domain/content/content.types';
import { needsCategoryFill, readNextTeasers } from '../domain/content/read-next.rules';
import { FreshValues } from './fresh-values';
import type { Site } from '../domain/site/site.types';
import type { BoundedMaps } from '../ports/bounded-map.port';
import { valueOr } from '../domain/errors/outcome';
import type { ContentPort } from '../ports/content.port';

export interface ReadNextOptions {
  readonly now: () => number;
  /** How long a category's most read are reused before a background refresh, in ms. */
  readonly categoryFreshnessMs: number;
  /** Where loaded values are kept, bounded (`lru-cache` in the product). */
  readonly maps: BoundedMaps;
}

/** Keys of (site, category) lists kept at most. */
const CATEGORY_LISTS_KEPT = 10_000;

/**
 * The read-next section of an article: its own related articles (the content API's `related`),
 * filled from its category's most read (`app/content/popular?categories=`), then the site's, when
 * they are fewer than `READ_NEXT_COUNT`. A category's list is one call per site and category at a
 * time, kept with its own freshness (stale-while-revalidate) and shared by every article of the
 * category; a failed call leaves the related articles alone and never fails the page.
 */
export class ReadNext {
  private readonly categoryLists: FreshValues<readonly Teaser[]>;

  constructor(
    private readonly content: ContentPort,
    private readonly options: ReadNextOptions,
  ) {
    this.categoryLists = new FreshValues({
      now: options.now,
      limit: CATEGORY_LISTS_KEPT,
      maps: options.maps,
    });
  }

  /**
   * `ofSite` is the site's most read (the chrome's popular list, already on its way for the
   * page): what follows the category's when that holds little besides the article.
   */
  async teasers(
    site: Site,
    article: Article,
    ofSite: Promise<readonly Teaser[]> = Promise.resolve([]),
  ): Promise<readonly Teaser[]> {
    const category = article.category;
    if (category === null || !needsCategoryFill(article)) return readNextTeasers(article);
    const [ofCategory, siteWide] = await Promise.all([
      this.ofCategory(site, category.id),
      ofSite.catch(() => []),
    ]);
    return readNextTeasers(article, [...ofCategory, ...siteWide]);
  }

  /** The most read of a category; none when the call fails. */
  private async ofCategory(site: Site, categoryId: number): Promise<readonly Teaser[]> {
    const teasers = await this.categoryLists
      .get(`${site.id}:${String(categoryId)}`, this.options.categoryFreshnessMs, () =>
        this.content.popular(site, { categories: [categoryId] }).then(
          (answer) => valueOr(answer, null),
          () => null,
        ),
      )
      .catch(() => null);
    return teasers ?? [];
  }
}
