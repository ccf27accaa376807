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

export type { AllowedQuery } from '../domain/routing/query.rules';
import type { AllowedQuery } from '../domain/routing/query.rules';

export interface ListingRef {
  readonly kind: Exclude<ListingKind, 'subcategory'>;
  readonly id: number;
}

/** A file of the content API's storage, as `app/content/download` hands it out (to editors). */
export interface ContentDownload {
  readonly bytes: Uint8Array;
  /** The file's type as its store says; `application/octet-stream` when it says none. */
  readonly contentType: string;
  /** The name to save it as: the store's, else the last segment of the key. */
  readonly fileName: string;
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
  /**
   * A stored file by its key (`app/content/download/?key=` on the admin host): `not-found` when
   * the store holds no file by that key, null when the content API or the store did not answer.
   */
  download(site: Site, key: string): Promise<ContentDownload | 'not-found' | null>;
}
