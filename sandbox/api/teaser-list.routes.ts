import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { queryValue, siteContext, type Query } from './site-context';
import { decodeCursor } from './teaser-list-cursor.codec';
import { serializeTeaserList, teaserListPageCount } from './teaser-list.serializer';

/**
 * `GET app/widget/teaser-list?cursor=…` → `{ data: TeaserList }`: the page the cursor names of
 * its owner's one paginating teaser list, teasers included (their default include). HTTP 404
 * with the body `null` when the cursor is bad, its owner has no such list or no page remains.
 */
export function registerTeaserListRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Querystring: Query }>('/:siteId/wp-json/app/widget/teaser-list', (request, reply) => {
    const context = siteContext(store, request);
    const cursor = decodeCursor(queryValue(request.query, 'cursor') ?? '');
    const owner =
      cursor?.parentType === 'page' ? context.site.publishedPage(cursor.parentId) : undefined;
    const list = owner?.items.flatMap((item) =>
      item.type === 'teaser_list' && item.list.perPage !== null ? [item.list] : [],
    )[0];
    if (
      cursor === null ||
      owner === undefined ||
      list === undefined ||
      cursor.page > teaserListPageCount(list, context)
    ) {
      return reply.code(404).type('application/json').send('null');
    }
    return { data: serializeTeaserList(list, owner, cursor.page, context) };
  });
}
