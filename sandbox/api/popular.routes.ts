import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { queryValue, siteContext, type Query } from './site-context';
import { serializeTeasers } from './teaser.serializer';
import { intParam, MAX_PER_PAGE } from './with-includes.parser';

const DEFAULT_POPULAR = 10;

/** `categories=1,2` → `[1, 2]`; absent or without any id → `null` (all categories). */
function categoryIds(raw: string | undefined): number[] | null {
  if (raw === undefined) return null;
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return ids.length === 0 ? null : ids;
}

/** `GET app/content/popular[?categories=1,2][&per_page=N]` → `{ data: [Teaser…] }`, most read first. */
export function registerPopularRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Querystring: Query }>('/:siteId/wp-json/app/content/popular', (request) => {
    const context = siteContext(store, request);
    const perPage = intParam(
      queryValue(request.query, 'per_page'),
      DEFAULT_POPULAR,
      1,
      MAX_PER_PAGE,
    );
    const categories = categoryIds(queryValue(request.query, 'categories'));
    return { data: serializeTeasers(context.site.popular(categories, perPage), context) };
  });
}
