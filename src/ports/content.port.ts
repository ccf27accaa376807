import type {
  ContentApiIndex,
  Listing,
  ListingKind,
  Menus,
  Resolved,
  Teaser,
  TeaserList,
} from '../domain/content/content.types';
import type { Site } from '../domain/site/site.types';

/** Query parameters that survived the allow-list (domain/routing). */
export type AllowedQuery = Readonly<Record<string, string>>;

export interface ListingRef {
  readonly kind: Exclude<ListingKind, 'subcategory'>;
  readonly id: number;
}

/**
 * The content API as the product needs it. Every method answers `null` when the upstream fails
 * (whatever the failure); adapters log and count the failure.
 */
export interface ContentPort {
  resolve(site: Site, path: string, query: AllowedQuery): Promise<Resolved | null>;
  /**
   * Load-more of a category, tag or author listing (content-teasers include): `not-found` when
   * the content API has no such listing, null when it did not answer.
   */
  listingPage(
    site: Site,
    ref: ListingRef,
    page: number,
    perPage: number,
  ): Promise<Listing | 'not-found' | null>;
  /** The next page of a page's teaser list (`app/widget/teaser-list`). */
  teaserListPage(site: Site, cursor: string): Promise<TeaserList | null>;
  popular(
    site: Site,
    options: { readonly categories?: readonly number[] },
  ): Promise<readonly Teaser[] | null>;
  menus(site: Site): Promise<Menus | null>;
  translationStrings(site: Site): Promise<Readonly<Record<string, string>> | null>;
  /** The API root (`GET {api}/wp-json/`): whether the content API answers, and as what. */
  apiIndex(site: Site): Promise<ContentApiIndex | null>;
}
