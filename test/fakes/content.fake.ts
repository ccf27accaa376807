import type {
  ContentApiIndex,
  Listing,
  Menus,
  Resolved,
  SearchResults,
  Teaser,
  TeaserList,
} from '../../src/domain/content/content.types';
import type { Site } from '../../src/domain/site/site.types';
import type {
  AllowedQuery,
  ContentDownload,
  ContentPort,
  ListingRef,
} from '../../src/ports/content.port';
import type { SearchPort, SearchQuery } from '../../src/ports/search.port';

/** An in-memory content API: answers from what a test put in; `down` makes every call fail (null). */
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
  /** Every call made, as `operation path-or-id` (state, for "never reached the API" checks). */
  readonly calls: string[] = [];
  readonly queries: AllowedQuery[] = [];

  resolve(_site: Site, path: string, query: AllowedQuery): Promise<Resolved | null> {
    this.calls.push(`resolve ${path}`);
    this.queries.push(query);
    if (this.down) return Promise.resolve(null);
    return Promise.resolve(this.resolved.get(path) ?? { kind: 'not-found', page: null });
  }

  listingPage(
    _site: Site,
    ref: ListingRef,
    page: number,
    perPage: number,
  ): Promise<Listing | 'not-found' | null> {
    this.calls.push(`listingPage ${ref.kind}/${ref.id}?page=${page}&perPage=${perPage}`);
    if (this.down) return Promise.resolve(null);
    return Promise.resolve(this.listings.get(`${ref.kind}/${ref.id}/${page}`) ?? 'not-found');
  }

  teaserListPage(_site: Site, cursor: string): Promise<TeaserList | null> {
    this.calls.push(`teaserListPage ${cursor}`);
    return Promise.resolve(null);
  }

  popular(
    _site?: Site,
    options: { readonly categories?: readonly number[] } = {},
  ): Promise<readonly Teaser[] | null> {
    this.calls.push('popular');
    this.popularCategories.push(options.categories ?? null);
    const ofCategories = this.popularByCategories.get((options.categories ?? []).join(','));
    if (ofCategories !== undefined) return Promise.resolve(this.down ? null : ofCategories);
    return Promise.resolve(this.down ? null : this.popularTeasers);
  }

  menus(): Promise<Menus | null> {
    this.calls.push('menus');
    return Promise.resolve(this.down ? null : this.menuData);
  }

  apiIndex(): Promise<ContentApiIndex | null> {
    this.calls.push('apiIndex');
    return Promise.resolve(this.down ? null : this.index);
  }

  translationStrings(): Promise<Readonly<Record<string, string>> | null> {
    this.calls.push('translationStrings');
    return Promise.resolve(this.down ? null : this.strings);
  }

  download(_site: Site, key: string): Promise<ContentDownload | 'not-found' | null> {
    this.calls.push(`download ${key}`);
    if (this.down) return Promise.resolve(null);
    return Promise.resolve(this.downloads.get(key) ?? 'not-found');
  }

  search(_site: Site, query: SearchQuery): Promise<SearchResults | null> {
    const facets = Object.entries(query.facets ?? {}).map(([f, v]) => ` ${f}=${v.join('|')}`);
    this.calls.push(`search ${query.query} page ${String(query.page)}${facets.join('')}`);
    return Promise.resolve(this.down ? null : this.searchResults);
  }
}
