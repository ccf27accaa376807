import { z } from 'zod';
import type {
  ContentApiIndex,
  Listing,
  Menus,
  Resolved,
  Teaser,
  TeaserList,
} from '../../domain/content/content.types';
import { failed, succeeded, type Outcome } from '../../domain/errors/outcome';
import { pageNumber } from '../../domain/routing/query.rules';
import type { Site } from '../../domain/site/site.types';
import type {
  AllowedQuery,
  ContentDownload,
  ContentPageRequest,
  ContentPort,
  ListingRef,
} from '../../ports/content.port';
import type { MaterialsPort } from '../../ports/materials.port';
import {
  notFound,
  readRequired,
  readResource,
  unexpectedStatus,
  type Reading,
  type UpstreamResponse,
} from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';
import type { UpstreamBytesRequest } from '../http-client/upstream-http.types';
import { WordPressApi, type WordPressAdapterDeps } from './wordpress-api.client';
import { mapArticle } from './wordpress-article.mappers';
import { readDownloadAnswer, readStoredFile } from './wordpress-download.reader';
import { compositeEnvelope } from './wordpress-composite.schemas';
import { mapAuthorListing, mapTermListing } from './wordpress-listing.mappers';
import { authorListingSchema, termListingSchema } from './wordpress-listing.schemas';
import { attachMaterials } from './wordpress-materials.attach';
import { MENU_OF_SLOT, mapMenus } from './wordpress-menu.mappers';
import { menusSchema, translationStringsSchema } from './wordpress-menu.schemas';
import { mapPage } from './wordpress-page.mappers';
import { pageSchema } from './wordpress-page.schemas';
import { readResolve, type EntityType, type ResolvedRef } from './wordpress-resolve.reader';
import { mapTeaserList, mapTeasers } from './wordpress-teaser.mappers';
import { teaserListSchema } from './wordpress-teaser.schemas';
import type { MappingContext, PageDefaults } from './wordpress.mappers';
import {
  contentApiUrl,
  entityIncludes,
  loadMoreIncludes,
  withIncludes,
  type ContentApiTarget,
  type QueryParams,
} from './wordpress.routes';
import { looseList } from './wordpress.schemas';

/** Listing page size when neither the query nor the upstream says. */
export const DEFAULT_LISTING_PER_PAGE = 12;

const ENTITY_ROUTES = {
  composite: 'wp/v2/composites',
  page: 'wp/v2/pages',
  category: 'wp/v2/categories',
  subcategory: 'wp/v2/categories',
  tag: 'wp/v2/tags',
  author: 'wp/v2/users',
} as const satisfies Record<EntityType, string>;

const teasersEnvelope = z.object({ data: looseList });
const menuEnvelope = z.object({ data: looseList });
/** The WordPress index: the site's name and its route namespaces (`wp/v2`, `app`, …). */
const apiIndexSchema = z.object({
  name: z.string().nullish().catch(null),
  namespaces: z.array(z.string()).catch([]),
});
const teaserListEnvelope = z.object({ data: teaserListSchema });
const pageEnvelope = z.object({ data: pageSchema });
const termListingEnvelope = z.object({ data: termListingSchema });
const authorListingEnvelope = z.object({ data: authorListingSchema });

/**
 * `ContentPort` over the WordPress content API. A page takes two calls, as the API needs:
 * `app/resolve` says what a path is (it carries no includes), then the entity route with its
 * includes brings the content. Every failure is logged (sampled) and answered as a failure with
 * its precise code; absence (an unknown path, a missing listing) is an answer.
 */
export class WordPressContentAdapter implements ContentPort {
  private readonly api: WordPressApi;
  private readonly materials: MaterialsPort | null;
  private readonly deps: WordPressAdapterDeps;

  /** With `materials`, material-guide widgets of a resolved article are filled from that service. */
  constructor(deps: WordPressAdapterDeps & { readonly materials?: MaterialsPort }) {
    this.api = new WordPressApi(deps);
    this.deps = deps;
    this.materials = deps.materials ?? null;
  }

  async resolve(site: Site, page: ContentPageRequest): Promise<Outcome<Resolved>> {
    const { path, query } = page;
    // The preview as the page request read it at the edge: a draft or cache clear goes to the
    // admin host, whatever the path and query still show of it.
    const target: ContentApiTarget = { admin: page.preview.draft };
    // A preview is resolved like any path, its markers inside `path`: the content API decides
    // which draft (or scheduled version) the link shows, and whether it shows one at all.
    const ref = await this.resolveRef(site, path, query, target);
    if (!ref.ok) return ref;
    const outcome = await this.entity(site, ref.value, query, target);
    if (!outcome.ok) return outcome;
    const resolved = outcome.value;
    if (resolved.kind !== 'article' || this.materials === null) return outcome;
    const article = await attachMaterials(resolved.article, site, this.materials);
    return succeeded({ ...resolved, article });
  }

  private resolveRef(
    site: Site,
    path: string,
    query: AllowedQuery,
    target: ContentApiTarget,
  ): Promise<Outcome<ResolvedRef>> {
    return this.api.get({
      site,
      operation: 'resolve',
      route: 'app/resolve',
      url: contentApiUrl(site, 'app/resolve', resolveParams(path, query), target),
      read: (response, context) => readResolve(response, context),
    });
  }

  /** The second call: the resolved entity with the includes its page needs. */
  private entity(
    site: Site,
    ref: ResolvedRef,
    query: AllowedQuery,
    target: ContentApiTarget,
  ): Promise<Outcome<Resolved>> {
    if (ref.kind === 'search') {
      // The product's own search page answers `/?s=`.
      const search = new URLSearchParams(query.s === undefined ? {} : { s: query.s });
      const location = search.size > 0 ? `/search?${search.toString()}` : '/search';
      return Promise.resolve(succeeded({ kind: 'redirect', status: 302, location }));
    }
    if (ref.kind !== 'entity') return Promise.resolve(succeeded(ref));
    const defaults: PageDefaults = {
      page: pageNumber(query.page),
      perPage: positiveInteger(query.per_page) ?? DEFAULT_LISTING_PER_PAGE,
    };
    const route = ENTITY_ROUTES[ref.type];
    return this.api.get({
      site,
      operation: ref.type,
      route: `${route}/{id}`,
      url: contentApiUrl(
        site,
        `${route}/${String(ref.id)}`,
        [
          withIncludes(entityIncludes(ref.type, defaults)),
          ...previewParams(query, target),
          ...(query.purge === 'cache' ? [['purge', 'cache'] as const] : []),
        ],
        target,
      ),
      read: (response, context) => readEntity(ref.type, response, defaults, context),
    });
  }

  listingPage(
    site: Site,
    ref: ListingRef,
    page: number,
    perPage: number,
  ): Promise<Outcome<Listing | 'not-found'>> {
    const defaults: PageDefaults = { page, perPage };
    const route = ENTITY_ROUTES[ref.kind];
    return this.api.get({
      site,
      operation: 'listing-page',
      route: `${route}/{id}`,
      url: contentApiUrl(site, `${route}/${String(ref.id)}`, [
        withIncludes(loadMoreIncludes(ref.kind, defaults)),
      ]),
      read: (response, context): Reading<Listing | 'not-found'> =>
        response.status === 404
          ? notFound('not-found')
          : readRequired(response, (body) => readListing(ref.kind, body, defaults, context)),
    });
  }

  /** The next page of the paginating teaser list; a 404 means none remains (`null` body). */
  teaserListPage(site: Site, cursor: string): Promise<Outcome<TeaserList | null>> {
    const params: QueryParams = [['cursor', cursor]];
    return this.api.get({
      site,
      operation: 'teaser-list-page',
      route: 'app/widget/teaser-list',
      url: contentApiUrl(site, 'app/widget/teaser-list', params),
      read: (response, context) =>
        readResource(response, (body) =>
          readParsed(teaserListEnvelope, body, ({ data }) =>
            mapTeaserList({ ...data, can_paginate: true }, context),
          ),
        ),
    });
  }

  popular(
    site: Site,
    options: { readonly categories?: readonly number[] },
  ): Promise<Outcome<readonly Teaser[]>> {
    const categories = options.categories ?? [];
    const params: QueryParams = categories.length > 0 ? [['categories', categories.join(',')]] : [];
    return this.api.get({
      site,
      operation: 'popular',
      route: 'app/content/popular',
      url: contentApiUrl(site, 'app/content/popular', params),
      read: (response, context) =>
        readRequired(response, (body) =>
          readParsed(teasersEnvelope, body, ({ data }) => mapTeasers(data, context)),
        ),
    });
  }

  /**
   * The menus by location (`app/menus`). A slot whose configured location that answer lacks is
   * asked for by name (`app/menus/{location}`): an install may serve a location it does not list.
   */
  async menus(site: Site): Promise<Outcome<Menus>> {
    const listed = await this.api.get({
      site,
      operation: 'menus',
      route: 'app/menus',
      url: contentApiUrl(site, 'app/menus'),
      read: (response, context) =>
        readRequired(response, (body) =>
          readParsed(menusSchema, body, (locations) => ({
            menus: mapMenus(locations, site.menuLocations, context),
            locations: new Set(Object.keys(locations)),
          })),
        ),
    });
    if (!listed.ok) return listed;
    const { locations } = listed.value;
    const slots = (['header', 'footer', 'user', 'headerSecondary'] as const).filter(
      (slot) => !locations.has(site.menuLocations[slot]),
    );
    if (slots.length === 0) return succeeded(listed.value.menus);
    const asked = await Promise.all(slots.map((slot) => this.menuAt(site, slot)));
    const menus = { ...listed.value.menus };
    // A slot asked for by name that fails stays as the listed menus have it.
    slots.forEach((slot, index) => {
      const items = asked[index];
      if (items?.ok === true && items.value != null && items.value.length > 0) {
        menus[MENU_OF_SLOT[slot]] = items.value;
      }
    });
    return succeeded(menus);
  }

  /** One slot's menu by its configured location (`app/menus/{location}`); 404: none. */
  private menuAt(
    site: Site,
    slot: keyof Site['menuLocations'],
  ): Promise<Outcome<Menus['main'] | null | undefined>> {
    const location = site.menuLocations[slot];
    return this.api.get({
      site,
      operation: 'menu',
      route: 'app/menus/{location}',
      url: contentApiUrl(site, `app/menus/${encodeURIComponent(location)}`),
      read: (response, context) =>
        readResource(response, (body) =>
          readParsed(
            menuEnvelope,
            body,
            (menu) =>
              mapMenus({ [location]: menu }, site.menuLocations, quiet(context))[
                MENU_OF_SLOT[slot]
              ],
          ),
        ),
    });
  }

  /** The API root, the readiness probe of the content API on the admin overview. */
  apiIndex(site: Site): Promise<Outcome<ContentApiIndex>> {
    return this.api.get({
      site,
      operation: 'api-index',
      route: '',
      url: contentApiUrl(site, ''),
      read: (response) =>
        readRequired(response, (body) =>
          readParsed(apiIndexSchema, body, (index) => ({
            name: index.name ?? null,
            namespaces: index.namespaces,
          })),
        ),
    });
  }

  /**
   * A stored file by its key. `app/content/download/?key=` on the admin host (with our
   * credential) answers a storage URL signed for a while, `{data: {signed_url}}`; the file is
   * then fetched from there without our credential, which belongs to the content API alone. An
   * install that answers the file itself is read as it is. Both calls read bytes through the
   * shared client (size cap, breaker, metrics); a failure is logged and answered as one.
   */
  async download(site: Site, key: string): Promise<Outcome<ContentDownload | 'not-found'>> {
    const token = this.deps.token;
    const answer = await this.bytes(site, 'app/content/download/', {
      operation: 'download',
      url: contentApiUrl(site, 'app/content/download/', [['key', key]], { admin: true }),
      ...(token == null ? {} : { headers: { authorization: `Bearer ${token}` } }),
      read: (response) => readDownloadAnswer(key, response),
    });
    if (!answer.ok || answer.value === 'not-found') return answer as Outcome<'not-found'>;
    if (answer.value.kind === 'file') return succeeded(answer.value.file);
    return this.bytes(site, 'signed storage URL', {
      operation: 'download-file',
      url: answer.value.url,
      read: (response) => readStoredFile(key, response),
    });
  }

  private async bytes<T>(
    site: Site,
    route: string,
    call: UpstreamBytesRequest<T>,
  ): Promise<Outcome<T>> {
    const { http, logger } = this.deps;
    const result = await http.sendForBytes(call);
    if (result.ok) return succeeded(result.value);
    return failed(
      http.logFailure(
        logger,
        result.error,
        { route, operation: call.operation, site: site.id },
        'content API call failed',
      ),
    );
  }

  /** The flat key → string map (`[]` when the site has none); values not strings are dropped. */
  translationStrings(site: Site): Promise<Outcome<Readonly<Record<string, string>>>> {
    return this.api.get({
      site,
      operation: 'translation-strings',
      route: 'app/translation-strings',
      url: contentApiUrl(site, 'app/translation-strings'),
      read: (response) =>
        readRequired(response, (body) => readParsed(translationStringsSchema, body, onlyStrings)),
    });
  }
}

/**
 * `app/resolve`'s query: the path and the allowed query, never `with` (resolve ignores it). The
 * preview markers go inside `path` as its own query (`path=/?preview=true&p=36510&post_type=…`):
 * the API reads them only there (`RouteController::resolveContent` parses
 * `parse_url(urldecode($path))`), from the front page's query-style links (`/?preview=true&p=N`,
 * `/?preview=true&page_id=N`) and an article's path-style ones (`/{path}?preview=true&preview_id=N`)
 * alike; beside `path` they would be ignored and the link would answer the front page or a 404.
 */
function resolveParams(path: string, query: AllowedQuery): QueryParams {
  const markers = PREVIEW_PARAMS.flatMap((name) => {
    const value = query[name];
    return value === undefined ? [] : [[name, value] as [string, string]];
  });
  const pathWithMarkers =
    markers.length === 0 ? path : `${path}?${new URLSearchParams(markers).toString()}`;
  return [
    ['path', pathWithMarkers],
    ...Object.entries(query).filter(
      ([name]) => name !== 'path' && name !== 'with' && !PREVIEW_PARAMS.includes(name),
    ),
  ];
}

/** The markers of a preview link, in the order WordPress writes them. */
const PREVIEW_PARAMS: readonly string[] = [
  'preview',
  'p',
  'page_id',
  'post_type',
  'preview_id',
  'preview_nonce',
  'nonce',
];

/** A preview's own parameters go with the entity call too, so the admin host answers drafts. */
function previewParams(query: AllowedQuery, target: ContentApiTarget): QueryParams {
  if (target.admin !== true) return [];
  return PREVIEW_PARAMS.flatMap((name) => {
    const value = query[name];
    return value === undefined ? [] : [[name, value] as const];
  });
}

/** The entity answer; a 404 here (deleted between the two calls) is a not-found page. */
function readEntity(
  type: EntityType,
  response: UpstreamResponse,
  defaults: PageDefaults,
  context: MappingContext,
): Reading<Resolved> {
  if (response.status === 404) return notFound({ kind: 'not-found', page: null });
  if (response.status < 200 || response.status >= 300) return unexpectedStatus(response.status);
  switch (type) {
    case 'composite':
      return readParsed(compositeEnvelope, response.body, ({ data }): Resolved => ({
        kind: 'article',
        article: mapArticle(data, context),
      }));
    case 'page':
      return readParsed(pageEnvelope, response.body, ({ data }): Resolved => ({
        kind: 'page',
        page: mapPage(data, context),
      }));
    case 'category':
    case 'subcategory':
    case 'tag':
    case 'author': {
      const listing = readListing(type, response.body, defaults, context);
      return 'value' in listing
        ? { ...listing, value: { kind: 'listing', listing: listing.value } }
        : listing;
    }
  }
}

function readListing(
  kind: Listing['kind'],
  body: unknown,
  defaults: PageDefaults,
  context: MappingContext,
): Reading<Listing> {
  return kind === 'author'
    ? readParsed(authorListingEnvelope, body, ({ data }) =>
        mapAuthorListing(data, defaults, context),
      )
    : readParsed(termListingEnvelope, body, ({ data }) =>
        mapTermListing(kind, data, defaults, context),
      );
}

function onlyStrings(map: Readonly<Record<string, unknown>>): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(map)) {
    if (typeof value === 'string') strings[key] = value;
  }
  return strings;
}

function positiveInteger(raw: string | undefined, maxDigits = 4): number | null {
  if (raw === undefined || !new RegExp(`^\\d{1,${String(maxDigits)}}$`).test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** The context without reports of the slots a one-location answer cannot fill. */
function quiet(context: MappingContext): MappingContext {
  return {
    ...context,
    dropped: (item) => {
      if (item.item !== 'menu-location') context.dropped(item);
    },
  };
}
