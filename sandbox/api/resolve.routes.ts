import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import type { PageRecord } from '../store/site-model.types';
import { ApiError } from './api.errors';
import { COMPOSITE_DEFAULT_INCLUDES, serializeComposite } from './composite.serializer';
import { serializePage } from './page.serializer';
import { resolvePath } from './resolve.rules';
import { queryValue, siteContext, type Query } from './site-context';
import { serializeAuthorResource, serializeCategory, serializeTag } from './term.serializer';
import { parseIncludes } from './with-includes.parser';
import type { SerializeContext } from './wp-shapes.serializer';

/** Resolve applies no includes: only a composite's default one (its category). */
const RESOLVE_INCLUDES = parseIncludes(undefined, undefined, COMPOSITE_DEFAULT_INCLUDES);
const NO_INCLUDES = parseIncludes(undefined);

function bare(page: PageRecord, context: SerializeContext) {
  return serializePage(page, { contents: false, contentsPage: 1 }, context);
}

/** HTTP 404 with the site's 404 page as its body, or `data: []` when the site has none. */
function notFoundBody(context: SerializeContext) {
  const page = context.site.pageWithRole('not-found');
  return {
    data: page === undefined ? [] : bare(page, context),
    meta: { type: '404', status: 404 },
  };
}

/**
 * `GET app/resolve?path=/a/b`: what a site path is, and nothing more (`with` is ignored; the
 * product fetches the entity with its includes in a second call). A redirect is HTTP 200 with
 * `meta.status` 301; not found is HTTP 404 with the 404 page.
 */
export function registerResolveRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Querystring: Query }>('/:siteId/wp-json/app/resolve', async (request, reply) => {
    const context = siteContext(store, request);
    const rawPath = queryValue(request.query, 'path');
    if (rawPath === undefined || rawPath === '') {
      throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): path');
    }
    const resolution = resolvePath(context.site, rawPath);
    switch (resolution.kind) {
      case 'redirect':
        return {
          data: [],
          meta: { type: 'redirect', location: resolution.location, status: 301 },
        };
      case 'search':
        return { data: [], meta: { type: 'search' } };
      case 'article':
        return {
          data: serializeComposite(resolution.article, RESOLVE_INCLUDES, context, {
            resolved: true,
          }),
          meta: { type: 'composite', status: 200 },
        };
      case 'page':
        if (resolution.page.role === 'not-found')
          return reply.code(404).send(notFoundBody(context));
        return { data: bare(resolution.page, context), meta: { type: 'page' } };
      case 'category': {
        const type = resolution.category.parentId === null ? 'category' : 'subcategory';
        return {
          data: serializeCategory(resolution.category, NO_INCLUDES, context),
          meta: { type },
        };
      }
      case 'tag':
        return { data: serializeTag(resolution.tag, NO_INCLUDES, context), meta: { type: 'tag' } };
      case 'author':
        return {
          data: serializeAuthorResource(resolution.author, NO_INCLUDES, context),
          meta: { type: 'author' },
        };
      case 'not-found':
        return reply.code(404).send(notFoundBody(context));
    }
  });
}
