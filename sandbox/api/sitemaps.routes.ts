import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import type { SiteIndex } from '../store/site-index';
import { ApiError } from './api.errors';
import { queryValue, siteContext, type Query } from './site-context';
import { intParam } from './with-includes.parser';
import { absoluteUrl, paginate, phpDate, type SerializeContext } from './wp-shapes.serializer';

const DEFAULT_PER_PAGE = 100;
const MAX_PER_PAGE = 1000;

interface SitemapEntry {
  readonly path: string;
  /** Local date-time `YYYY-MM-DD HH:mm:ss`. */
  readonly lastModified: string;
}

/**
 * The public entries of each sitemap: published articles, pages with a path, categories, public
 * tags and authors (each with at least one published article).
 */
const SITEMAPS: ReadonlyMap<string, (site: SiteIndex) => readonly SitemapEntry[]> = new Map(
  Object.entries({
    composites: (site) =>
      site.published.map((article) => ({ path: article.path, lastModified: article.updatedAt })),
    pages: (site) =>
      site.model.pages.flatMap((page) =>
        page.path === null ? [] : [{ path: page.path, lastModified: page.updatedAt }],
      ),
    categories: (site) =>
      site.model.categories.flatMap((category) => {
        const newest = site.categoryArticles(category, true)[0];
        return newest === undefined
          ? []
          : [{ path: category.path, lastModified: newest.publishedAt }];
      }),
    tags: (site) =>
      site.model.tags.flatMap((tag) => {
        const newest = site.tagArticles(tag)[0];
        if (tag.hidden || tag.internal || newest === undefined) return [];
        return [{ path: tag.path, lastModified: newest.publishedAt }];
      }),
    authors: (site) =>
      site.model.authors.flatMap((author) => {
        const newest = site.authorArticles(author)[0];
        return newest === undefined
          ? []
          : [{ path: author.path, lastModified: newest.publishedAt }];
      }),
  }),
);

function newest(entries: readonly SitemapEntry[]): string | null {
  return entries.reduce<string | null>(
    (latest, entry) =>
      latest === null || entry.lastModified > latest ? entry.lastModified : latest,
    null,
  );
}

function sitemapIndex(context: SerializeContext): { data: Record<string, unknown>[] } {
  return {
    data: [...SITEMAPS.entries()].flatMap(([id, entriesOf]) => {
      const lastModified = newest(entriesOf(context.site));
      if (lastModified === null) return [];
      return [
        {
          id,
          url: absoluteUrl(`/sitemaps/${id}.xml`, context),
          type: id,
          last_modified: phpDate(lastModified, context),
        },
      ];
    }),
  };
}

/** `GET app/sitemaps` (the index) and `GET app/sitemaps/{id}?page=N[&per_page=N]`. */
export function registerSitemapRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get('/:siteId/wp-json/app/sitemaps', (request) => sitemapIndex(siteContext(store, request)));

  app.get<{ Params: { siteId: string; id: string }; Querystring: Query }>(
    '/:siteId/wp-json/app/sitemaps/:id',
    (request) => {
      const context = siteContext(store, request);
      const entriesOf = SITEMAPS.get(request.params.id);
      if (entriesOf === undefined) {
        throw new ApiError(404, 'no_sitemap_found', 'No sitemap was found for this type');
      }
      const page = intParam(queryValue(request.query, 'page'), 1, 1, Number.MAX_SAFE_INTEGER);
      const perPage = intParam(
        queryValue(request.query, 'per_page'),
        DEFAULT_PER_PAGE,
        1,
        MAX_PER_PAGE,
      );
      const paged = paginate(entriesOf(context.site), page, perPage);
      return {
        data: paged.items.map((entry) => ({
          url: absoluteUrl(entry.path, context),
          last_modified: phpDate(entry.lastModified, context),
        })),
        meta: { pagination: paged.pagination },
      };
    },
  );
}
