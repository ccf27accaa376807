import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import type { SiteIndex } from '../store/site-index';
import { noRoute, notFound } from './api.errors';
import { COMPOSITE_DEFAULT_INCLUDES, serializeComposite } from './composite.serializer';
import { serializePage } from './page.serializer';
import { queryValue, siteContext, type Query } from './site-context';
import { serializeAuthorResource, serializeCategory, serializeTag } from './term.serializer';
import { intParam, parseIncludes, type Includes } from './with-includes.parser';
import type { SerializeContext } from './wp-shapes.serializer';

type Serialize = (
  site: SiteIndex,
  id: number,
  includes: Includes,
  context: SerializeContext & { readonly drafts: boolean },
) => unknown;

interface Resource {
  readonly what: string;
  /** Includes present unless `without=` names them. */
  readonly defaults?: readonly string[];
  readonly serialize: Serialize;
}

const RESOURCES: ReadonlyMap<string, Resource> = new Map(
  Object.entries({
    composites: {
      what: 'The article',
      defaults: COMPOSITE_DEFAULT_INCLUDES,
      serialize: (site, id, includes, context) => {
        const article = context.drafts ? site.article(id) : site.publishedArticle(id);
        return article === undefined ? undefined : serializeComposite(article, includes, context);
      },
    },
    pages: {
      what: 'The page',
      serialize: (site, id, includes, context) => {
        const page = context.drafts ? site.page(id) : site.publishedPage(id);
        const contents = includes.get('contents');
        const contentsPage = intParam(contents?.get('page'), 1, 1, Number.MAX_SAFE_INTEGER);
        return page === undefined
          ? undefined
          : serializePage(page, { contents: contents !== undefined, contentsPage }, context);
      },
    },
    categories: {
      what: 'The category',
      serialize: (site, id, includes, context) => {
        const category = site.category(id);
        return category === undefined ? undefined : serializeCategory(category, includes, context);
      },
    },
    tags: {
      what: 'The tag',
      serialize: (site, id, includes, context) => {
        const tag = site.tag(id);
        return tag === undefined ? undefined : serializeTag(tag, includes, context);
      },
    },
    users: {
      what: 'The author',
      serialize: (site, id, includes, context) => {
        const author = site.author(id);
        return author === undefined
          ? undefined
          : serializeAuthorResource(author, includes, context);
      },
    },
  }),
);

/**
 * `GET wp/v2/{composites,pages,categories,tags,users}/{id}?with=…&without=…` → `{ data }`. The
 * admin host's calls (preview, `Cache=false`) and the content token also reach drafts.
 */
export function registerEntityRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Params: { siteId: string; resource: string; id: string }; Querystring: Query }>(
    '/:siteId/wp-json/wp/v2/:resource/:id',
    (request) => {
      const context = siteContext(store, request);
      const resource = RESOURCES.get(request.params.resource);
      if (resource === undefined || !/^\d+$/.test(request.params.id)) throw noRoute();
      const includes = parseIncludes(request.query.with, request.query.without, resource.defaults);
      const drafts = queryValue(request.query, 'Cache') === 'false' || context.unlocked === true;
      const data = resource.serialize(context.site, Number(request.params.id), includes, {
        ...context,
        drafts,
      });
      if (data === undefined) throw notFound(resource.what);
      return { data };
    },
  );
}
