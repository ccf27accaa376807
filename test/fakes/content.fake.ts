import type {
  ContentApiIndex,
  Listing,
  Menus,
  Resolved,
  SearchResults,
  Teaser,
  TeaserList,
} from '../../src/domain/content/content.types';
import { failed, succeeded, type Failure, type Outcome } from '../../src/domain/errors/outcome';
import type { Site } from '../../src/domain/site/site.types';
import type {
  AllowedQuery,
  ContentDownload,
  ContentPageRequest,
  ContentPort,
  ListingRef,
} from '../../src/ports/content.port';
import type { SearchPort, SearchQuery } from '../../src/ports/search.port';

/**
 * What the real adapter answers when the content API cannot be reached: the fake's failure
 * unless a test names another (`failure`).
 */
export const CONTENT_API_UNREACHABLE: Failure = {
  code: 'UPSTREAM_UNREACHABLE',
  service: 'content-api',
  retryable: true,
};

/** What the real adapter answers when the content API does not answer within the deadline. */
export const CONTENT_API_TIMED_OUT: Failure = {
  code: 'UPSTREAM_DEADLINE_EXCEEDED',
  service: 'content-api',
  retryable: true,
};

/**
 * An in-memory content API: answers from what a test put in; `down` makes every call fail with
 * `failure` (the content API unreachable, unless a test names another, e.g. a timeout).
 */
export class InMemoryContent implements ContentPort, SearchPort {
  readonly resolved = new Map<string, Resolved>();
  readonly listings = new Map<string, Listing>();
  popularTeasers: readonly Teaser[] = [];
  /** The categories each popular call asked for (`null`: all of the site). */
  readonly popularCategories: (readonly number[] | null)[] = [];
  /** The popular list of some categories (`'11'`, `'11,12'`); others get `popularTeasers`. */
  readonly popularByCategories = new Map<string, readonly Teaser[]>();
  menuData: Menus = { main: [], footer: [], user: [], secondary: [] };
  strings: Record<string, string> = {};
  searchResults: SearchResults | null = null;
  index: ContentApiIndex = { name: 'In-memory content', namespaces: ['wp/v2', 'app'] };
  /** The stored files by key (`download`). */
  readonly downloads = new Map<string, ContentDownload>();
  down = false;
  /** What a call answers while `down`. */
  failure: Failure = CONTENT_API_UNREACHABLE;
  /** Every call made, as `operation path-or-id` (state, for "never reached the API" checks). */
  readonly calls: string[] = [];
  readonly queries: AllowedQuery[] = [];
  /** The page request of every resolve, as it was asked (its preview as the caller read it). */
  readonly pageRequests: ContentPageRequest[] = [];

  /** The value, or the failure while `down`. */
  private answer<T>(value: () => T): Promise<Outcome<T>> {
    return Promise.resolve(this.down ? failed(this.failure) : succeeded(value()));
  }

  resolve(_site: Site, page: ContentPageRequest): Promise<Outcome<Resolved>> {
    const { path, query } = page;
    this.calls.push(`resolve ${path}`);
    this.queries.push(query);
    this.pageRequests.push(page);
    return this.answer(() => this.resolved.get(path) ?? { kind: 'not-found', page: null });
  }

  listingPage(
    _site: Site,
    ref: ListingRef,
    page: number,
    perPage: number,
  ): Promise<Outcome<Listing | 'not-found'>> {
    this.calls.push(`listingPage ${ref.kind}/${ref.id}?page=${page}&perPage=${perPage}`);
    return this.answer(() => this.listings.get(`${ref.kind}/${ref.id}/${page}`) ?? 'not-found');
  }

  teaserListPage(_site: Site, cursor: string): Promise<Outcome<TeaserList | null>> {
    this.calls.push(`teaserListPage ${cursor}`);
    return this.answer(() => null);
  }

  popular(
    _site?: Site,
    options: { readonly categories?: readonly number[] } = {},
  ): Promise<Outcome<readonly Teaser[]>> {
    this.calls.push('popular');
    this.popularCategories.push(options.categories ?? null);
    const ofCategories = this.popularByCategories.get((options.categories ?? []).join(','));
    return this.answer(() => ofCategories ?? this.popularTeasers);
  }

  menus(): Promise<Outcome<Menus>> {
    this.calls.push('menus');
    return this.answer(() => this.menuData);
  }

  apiIndex(): Promise<Outcome<ContentApiIndex>> {
    this.calls.push('apiIndex');
    return this.answer(() => this.index);
  }

  translationStrings(): Promise<Outcome<Readonly<Record<string, string>>>> {
    this.calls.push('translationStrings');
    return this.answer(() => this.strings);
  }

  download(_site: Site, key: string): Promise<Outcome<ContentDownload | 'not-found'>> {
    this.calls.push(`download ${key}`);
    return this.answer(() => this.downloads.get(key) ?? 'not-found');
  }

  /** The hits a test set; `searchResults` left `null` answers the failure, like `down`. */
  search(_site: Site, query: SearchQuery): Promise<Outcome<SearchResults>> {
    const facets = Object.entries(query.facets ?? {}).map(([f, v]) => ` ${f}=${v.join('|')}`);
    this.calls.push(`search ${query.query} page ${String(query.page)}${facets.join('')}`);
    const results = this.down ? null : this.searchResults;
    return Promise.resolve(results === null ? failed(this.failure) : succeeded(results));
  }
}
