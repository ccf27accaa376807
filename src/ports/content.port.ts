import type {
  ContentApiIndex,
  Listing,
  ListingKind,
  Menus,
  Resolved,
  Teaser,
  TeaserList,
} from '../domain/content/content.types';
import type { Outcome } from '../domain/errors/outcome';
import type { PageRequest } from '../domain/routing/page-request';
import type { Site } from '../domain/site/site.types';

export type { AllowedQuery } from '../domain/routing/query.rules';

/**
 * What a content resolve reads of the page request: the path, the query it is resolved with and
 * the preview markers as the edge read them (`PageRequest.preview`), never read again here.
 */
export type ContentPageRequest = Pick<PageRequest, 'path' | 'query' | 'preview'>;

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
 * The content API as the product needs it. Every method answers an `Outcome`: the value, or the
 * failure with its code (a timeout, the breaker open, a 5xx, an answer that breaks the contract),
 * the service (`content-api`) and whether trying again may help. Absence is a value, never a
 * failure: an unknown path resolves to `not-found`, a missing listing or file is `not-found`.
 * Adapters log (sampled) and count failures; the use case decides what a failure means for the
 * reader.
 */
export interface ContentPort {
  /**
   * What a path is and its content. A draft or cache clear (`page.preview.draft`) is asked of
   * the content API's admin host.
   */
  resolve(site: Site, page: ContentPageRequest): Promise<Outcome<Resolved>>;
  /**
   * Load-more of a category, tag or author listing (content-teasers include): `not-found` when
   * the content API has no such listing.
   */
  listingPage(
    site: Site,
    ref: ListingRef,
    page: number,
    perPage: number,
  ): Promise<Outcome<Listing | 'not-found'>>;
  /** The next page of a page's teaser list (`app/widget/teaser-list`); `null`: none remains. */
  teaserListPage(site: Site, cursor: string): Promise<Outcome<TeaserList | null>>;
  popular(
    site: Site,
    options: { readonly categories?: readonly number[] },
  ): Promise<Outcome<readonly Teaser[]>>;
  menus(site: Site): Promise<Outcome<Menus>>;
  translationStrings(site: Site): Promise<Outcome<Readonly<Record<string, string>>>>;
  /** The API root (`GET {api}/wp-json/`): whether the content API answers, and as what. */
  apiIndex(site: Site): Promise<Outcome<ContentApiIndex>>;
  /**
   * A stored file by its key (`app/content/download/?key=` on the admin host): `not-found` when
   * the store holds no file by that key.
   */
  download(site: Site, key: string): Promise<Outcome<ContentDownload | 'not-found'>>;
}
