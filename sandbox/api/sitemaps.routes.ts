import type { FastifyInstance } from 'fastify';
import { mapSequence, type Sequence } from '../store/article-sequence';
import type { SandboxStore } from '../store/sandbox.store';
import type { SiteIndex } from '../store/site-index';
import { ApiError } from './api.errors';
import { queryValue, siteContext, type Query } from './site-context';
import { intParam } from './with-includes.parser';
import { absoluteUrl, isoDate, paginate, type SerializeContext } from './wp-shapes.serializer';

/** Upstream's entries per sitemap page; `per_page=` overrides it, as upstream's does. */
const PER_PAGE = 1000;
const MAX_PER_PAGE = 5000;

interface SitemapEntry {
  readonly path: string;
  /** Local date-time `YYYY-MM-DD HH:mm:ss`. */
  readonly lastModified: string;
}

/** A sitemap's entries (computed when paged: scale mode lists every article) and its newest date. */
interface Sitemap {
  readonly entries: Sequence<SitemapEntry>;
  readonly lastModified: string | null;
}

function sitemapOf(entries: readonly SitemapEntry[]): Sitemap {
  return { entries, lastModified: newest(entries) };
}

/**
 * The public entries of each sitemap type (upstream's WordPress types): published articles,
 * pages with a path (but the 404 page), categories and public tags and authors with at least one
 * published article.
 * Drafts, hidden and internal tags and empty listings stay out.
 */
const SITEMAPS: ReadonlyMap<string, (site: SiteIndex) => Sitemap> = new Map(
  Object.entries({
    category: (site) =>
      sitemapOf(
        site.model.categories.flatMap((category) => {
          const newest = site.categoryArticles(category, true).at(0);
          return newest === undefined
            ? []
            : [{ path: category.path, lastModified: newest.updatedAt }];
        }),
      ),
    // A commercial article is `noindex` (`composite.serializer.ts`), and upstream keeps a no-index
    // post out of its sitemaps (willow-base-theme: the composite's "Hide from Sitemaps? (no-index)"
    // field, `SitemapFilters::allowedInSitemap`).
    contenthub_composite: (site) => ({
      entries: mapSequence(site.inSitemap, (article) => ({
        path: article.path,
        lastModified: article.updatedAt,
      })),
      lastModified: site.lastUpdated(),
    }),
    page: (site) =>
      sitemapOf(
        site.model.pages.flatMap((page) =>
          page.path === null || page.role === 'not-found' || page.status !== 'publish'
            ? []
            : [{ path: page.path, lastModified: page.updatedAt }],
        ),
      ),
    post_tag: (site) =>
      sitemapOf(
        site.model.tags.flatMap((tag) => {
          const newest = site.tagArticles(tag).at(0);
          if (tag.hidden || tag.internal || newest === undefined) return [];
          return [{ path: tag.path, lastModified: newest.updatedAt }];
        }),
      ),
    author: (site) =>
      sitemapOf(
        site.model.authors.flatMap((author) => {
          const newest = site.authorArticles(author).at(0);
          return newest === undefined
            ? []
            : [{ path: author.path, lastModified: newest.updatedAt }];
        }),
      ),
  }),
);

function newest(entries: readonly SitemapEntry[]): string | null {
  return entries.reduce<string | null>(
    (latest, entry) =>
      latest === null || entry.lastModified > latest ? entry.lastModified : latest,
    null,
  );
}

function perPageOf(query: Query): number {
  return intParam(queryValue(query, 'per_page'), PER_PAGE, 1, MAX_PER_PAGE);
}

/** `{ data: [{ type, lastmod, pages, urls: ["<type>-1", …] }] }`, ISO 8601 `lastmod`. */
function sitemapIndex(context: SerializeContext, perPage: number) {
  return {
    data: [...SITEMAPS.entries()].flatMap(([type, sitemapOfSite]) => {
      const { entries, lastModified } = sitemapOfSite(context.site);
      if (lastModified === null) return [];
      const pages = Math.ceil(entries.length / perPage);
      return [
        {
          type,
          lastmod: isoDate(lastModified, context),
          pages,
          urls: Array.from({ length: pages }, (_, index) => `${type}-${String(index + 1)}`),
        },
      ];
    }),
  };
}

const NO_SITEMAP = (): ApiError =>
  new ApiError(404, 'no_sitemap_found', 'No sitemap was found for this type');

/**
 * `GET app/sitemaps` (the overview) and `GET app/sitemaps/{type}?page=N` →
 * `{ data: { type, items: [{ loc, lastmod }] } }` with `loc` absolute on the public host; 404
 * for an unknown type or a page past the end.
 */
export function registerSitemapRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Querystring: Query }>('/:siteId/wp-json/app/sitemaps', (request) => {
    const context = siteContext(store, request);
    const index = sitemapIndex(context, perPageOf(request.query));
    if (index.data.length === 0) throw NO_SITEMAP();
    return index;
  });

  app.get<{ Params: { siteId: string; type: string }; Querystring: Query }>(
    '/:siteId/wp-json/app/sitemaps/:type',
    (request) => {
      const context = siteContext(store, request);
      const sitemapOfSite = SITEMAPS.get(request.params.type);
      if (sitemapOfSite === undefined) throw NO_SITEMAP();
      const page = intParam(queryValue(request.query, 'page'), 1, 1, Number.MAX_SAFE_INTEGER);
      const paged = paginate(sitemapOfSite(context.site).entries, page, perPageOf(request.query));
      if (paged.items.length === 0) throw NO_SITEMAP();
      return {
        data: {
          type: request.params.type,
          items: paged.items.map((entry) => ({
            loc: absoluteUrl(entry.path, context),
            lastmod: isoDate(entry.lastModified, context),
          })),
        },
      };
    },
  );
}
