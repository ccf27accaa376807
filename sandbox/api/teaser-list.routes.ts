import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import type { PageRecord, TeaserListRecord } from '../store/site-model.types';
import { queryValue, siteContext, type Query } from './site-context';
import { decodeCursor, type TeaserListCursor } from './teaser-list-cursor.codec';
import { serializeTeaserList, teaserListPageCount } from './teaser.serializer';
import { parseIncludes } from './with-includes.parser';
import type { SerializeContext } from './wp-shapes.serializer';

/** The paginating list a cursor points into, when that page of it exists. */
function listAt(
  cursor: TeaserListCursor | null,
  context: SerializeContext,
): { readonly page: PageRecord; readonly list: TeaserListRecord } | null {
  if (cursor?.site !== context.site.model.id) return null;
  const page = context.site.page(cursor.pageId);
  for (const item of page?.items ?? []) {
    if (item.type !== 'teaser_list' || item.list.id !== cursor.listId) continue;
    const { list } = item;
    if (page === undefined || list.perPage === null || cursor.page > teaserListPageCount(list))
      return null;
    return { page, list };
  }
  return null;
}

/**
 * `GET app/widget/teaser-list?cursor=…&with=teasers` → `{ data: TeaserList }` at the cursor's
 * page; HTTP 404 `{ data: [] }` when the cursor points at nothing (no teasers remain).
 */
export function registerTeaserListRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Querystring: Query }>('/:siteId/wp-json/app/widget/teaser-list', (request, reply) => {
    const context = siteContext(store, request);
    const cursor = decodeCursor(queryValue(request.query, 'cursor') ?? '');
    const found = listAt(cursor, context);
    if (cursor === null || found === null) return reply.code(404).send({ data: [] });
    const withTeasers = parseIncludes(request.query.with, request.query.without).has('teasers');
    return {
      data: serializeTeaserList(
        found.list,
        found.page,
        { page: cursor.page, withTeasers },
        context,
      ),
    };
  });
}
