import { z } from 'zod';
import type {
  Listing,
  Menus,
  Resolved,
  Teaser,
  TeaserList,
} from '../../domain/content/content.types';
import { isPreviewRequest, pageNumber } from '../../domain/routing/query.rules';
import type { Site } from '../../domain/site/site.types';
import type { AllowedQuery, ContentPort, ListingRef } from '../../ports/content.port';
import type { MaterialsPort } from '../../ports/materials.port';
import { readRequired, readResource, type Reading } from '../http-client/upstream-http.types';
import { WordPressApi, type WordPressAdapterDeps } from './wordpress-api.client';
import { mapAuthorListing, mapTermListing } from './wordpress-listing.mappers';
import { authorListingSchema, termListingSchema } from './wordpress-listing.schemas';
import { attachMaterials } from './wordpress-materials.attach';
import { mapMenus } from './wordpress-menu.mappers';
import { menusSchema, translationStringsSchema } from './wordpress-menu.schemas';
import { readResolve } from './wordpress-resolve.reader';
import { mapTeaserList, mapTeasers } from './wordpress-teaser.mappers';
import { teaserListSchema } from './wordpress-teaser.schemas';
import { readParsed } from '../http-client/upstream-schema.reading';
import type { MappingContext, PageDefaults } from './wordpress.mappers';
import {
  contentApiUrl,
  contentTeasersInclude,
  withIncludes,
  type QueryParams,
} from './wordpress.routes';

/** Listing page size when neither the query nor the upstream says (docs/content-api-shapes.md). */
const DEFAULT_LISTING_PER_PAGE = 12;

const LISTING_ROUTES = {
  category: 'wp/v2/categories',
  tag: 'wp/v2/tags',
  author: 'wp/v2/users',
} as const satisfies Record<ListingRef['kind'], string>;

const teasersEnvelope = z.object({ data: z.array(z.unknown()) });
const teaserListEnvelope = z.object({ data: teaserListSchema });
const termListingEnvelope = z.object({ data: termListingSchema });
const authorListingEnvelope = z.object({ data: authorListingSchema });

/** `ContentPort` over the WordPress content API. Every failure is logged and answers `null`. */
export class WordPressContentAdapter implements ContentPort {
  private readonly api: WordPressApi;
  private readonly materials: MaterialsPort | null;

  /** With `materials`, material-guide widgets of a resolved article are filled from that service. */
  constructor(deps: WordPressAdapterDeps & { readonly materials?: MaterialsPort }) {
    this.api = new WordPressApi(deps);
    this.materials = deps.materials ?? null;
  }

  async resolve(site: Site, path: string, query: AllowedQuery): Promise<Resolved | null> {
    const resolved = await this.resolveContent(site, path, query);
    if (resolved?.kind !== 'article' || this.materials === null) return resolved;
    return { ...resolved, article: await attachMaterials(resolved.article, site, this.materials) };
  }

  private resolveContent(site: Site, path: string, query: AllowedQuery): Promise<Resolved | null> {
    const params: QueryParams = [
      ['path', path],
      ...Object.entries(query).filter(([name]) => name !== 'path'),
    ];
    const defaults: PageDefaults = {
      page: pageNumber(query.page),
      perPage: positiveInteger(query.per_page) ?? DEFAULT_LISTING_PER_PAGE,
    };
    return this.api.get({
      operation: 'resolve',
      route: 'app/resolve',
      url: contentApiUrl(site, 'app/resolve', params, { admin: isPreviewRequest(path, query) }),
      read: (response, context) => readResolve(response, defaults, context),
    });
  }

  listingPage(site: Site, ref: ListingRef, page: number, perPage: number): Promise<Listing | null> {
    const route = LISTING_ROUTES[ref.kind];
    const include = contentTeasersInclude({
      page,
      perPage,
      includeChildren: ref.kind === 'category',
    });
    const defaults: PageDefaults = { page, perPage };
    return this.api.get({
      operation: 'listing-page',
      route: `${route}/{id}`,
      url: contentApiUrl(site, `${route}/${ref.id}`, [withIncludes(include)]),
      read: (response, context) =>
        readResource(response, (body) => readListing(ref.kind, body, defaults, context)),
    });
  }

  /** A 404 means no page remains: `null`, counted as `not_found`, not as a failure. */
  teaserListPage(site: Site, cursor: string): Promise<TeaserList | null> {
    const params: QueryParams = [['cursor', cursor], withIncludes('teasers')];
    return this.api.get({
      operation: 'teaser-list-page',
      route: 'app/widget/teaser-list',
      url: contentApiUrl(site, 'app/widget/teaser-list', params),
      read: (response, context) =>
        readResource(response, (body) =>
          readParsed(teaserListEnvelope, body, ({ data }) => mapTeaserList(data, context)),
        ),
    });
  }

  popular(
    site: Site,
    options: { readonly categories?: readonly number[] },
  ): Promise<readonly Teaser[] | null> {
    const categories = options.categories ?? [];
    const params: QueryParams = categories.length > 0 ? [['categories', categories.join(',')]] : [];
    return this.api.get({
      operation: 'popular',
      route: 'app/content/popular',
      url: contentApiUrl(site, 'app/content/popular', params),
      read: (response, context) =>
        readRequired(response, (body) =>
          readParsed(teasersEnvelope, body, ({ data }) => mapTeasers(data, context)),
        ),
    });
  }

  menus(site: Site): Promise<Menus | null> {
    return this.api.get({
      operation: 'menus',
      route: 'app/menus',
      url: contentApiUrl(site, 'app/menus'),
      read: (response, context) =>
        readRequired(response, (body) =>
          readParsed(menusSchema, body, (locations) => mapMenus(locations, context)),
        ),
    });
  }

  /** The flat key → string map; values that are not strings are dropped. */
  translationStrings(site: Site): Promise<Readonly<Record<string, string>> | null> {
    return this.api.get({
      operation: 'translation-strings',
      route: 'app/translation-strings',
      url: contentApiUrl(site, 'app/translation-strings'),
      read: (response) =>
        readRequired(response, (body) => readParsed(translationStringsSchema, body, onlyStrings)),
    });
  }
}

function readListing(
  kind: ListingRef['kind'],
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

function positiveInteger(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,4}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}
