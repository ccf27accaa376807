import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { ApiError } from './api.errors';
import { serializeComposite } from './composite.serializer';
import { serializePage } from './page.serializer';
import { resolvePath } from './resolve.rules';
import { queryValue, siteContext, type Query } from './site-context';
import { serializeAuthorResource, serializeCategory, serializeTag } from './term.serializer';
import { DEFAULT_PER_PAGE, intParam, MAX_PER_PAGE } from './with-includes.parser';
import type { SerializeContext } from './wp-shapes.serializer';

const ARTICLE_INCLUDES = new Map([
  ['contents', new Map<string, string>()],
  ['category', new Map<string, string>()],
  ['tags', new Map<string, string>()],
]);

function notFoundBody(context: SerializeContext): { data: unknown; meta: { type: '404' } } {
  const page = context.site.pageWithRole('not-found');
  return {
    data:
      page === undefined ? [] : serializePage(page, { contents: true, contentsPage: 1 }, context),
    meta: { type: '404' },
  };
}

/** `GET app/resolve?path=/a/b[&page=N][&per_page=N]`: what a site path is. */
export function registerResolveRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Querystring: Query }>('/:siteId/wp-json/app/resolve', async (request, reply) => {
    const context = siteContext(store, request);
    const rawPath = queryValue(request.query, 'path');
    if (rawPath === undefined || rawPath === '') {
      throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): path');
    }
    const page = intParam(queryValue(request.query, 'page'), 1, 1, Number.MAX_SAFE_INTEGER);
    const perPage = intParam(
      queryValue(request.query, 'per_page'),
      DEFAULT_PER_PAGE,
      1,
      MAX_PER_PAGE,
    );
    const teasers = new Map([
      [
        'content-teasers',
        new Map([
          ['page', String(page)],
          ['per_page', String(perPage)],
          ['include_children', 'true'],
        ]),
      ],
    ]);
    const resolution = resolvePath(context.site, rawPath);
    switch (resolution.kind) {
      case 'normalise': {
        const meta = { type: 'redirect', status: 301, location: resolution.location };
        return reply.code(301).header('location', resolution.location).send({ data: [], meta });
      }
      case 'redirect':
        return { data: [], meta: { type: 'redirect', status: 301, location: resolution.location } };
      case 'article':
        return {
          data: serializeComposite(resolution.article, ARTICLE_INCLUDES, context),
          meta: { type: 'composite' },
        };
      case 'page':
        return {
          data: serializePage(resolution.page, { contents: true, contentsPage: page }, context),
          meta: { type: 'page' },
        };
      case 'category': {
        const includes = new Map([...teasers, ['children', new Map()], ['parent', new Map()]]);
        const type = resolution.category.parentId === null ? 'category' : 'subcategory';
        return { data: serializeCategory(resolution.category, includes, context), meta: { type } };
      }
      case 'tag':
        return { data: serializeTag(resolution.tag, teasers, context), meta: { type: 'tag' } };
      case 'author':
        return {
          data: serializeAuthorResource(resolution.author, teasers, context),
          meta: { type: 'author' },
        };
      case 'not-found':
        return reply.code(404).send(notFoundBody(context));
    }
  });
}
