import type { Page } from '../../domain/content/content.types';
import {
  invalid,
  notFound,
  ok,
  unexpectedStatus,
  type Reading,
  type UpstreamResponse,
} from '../http-client/upstream-http.types';
import { parseWith } from '../http-client/upstream-schema.reading';
import { mapPage } from './wordpress-page.mappers';
import { pageSchema } from './wordpress-page.schemas';
import { dataEnvelope, looseId, resolveEnvelope } from './wordpress.schemas';
import type { MappingContext } from './wordpress.mappers';

type RedirectStatus = 301 | 302 | 307 | 308;

const REDIRECT_STATUSES: ReadonlySet<number> = new Set<RedirectStatus>([301, 302, 307, 308]);

/** The entity kinds `app/resolve` names, each fetched with its includes by a second call. */
export type EntityType = 'composite' | 'page' | 'category' | 'subcategory' | 'tag' | 'author';

const ENTITY_TYPES: ReadonlySet<string> = new Set<EntityType>([
  'composite',
  'page',
  'category',
  'subcategory',
  'tag',
  'author',
]);

/** What `app/resolve` says a path is. It carries no includes: the content comes second. */
export type ResolvedRef =
  | { readonly kind: 'entity'; readonly type: EntityType; readonly id: number }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: RedirectStatus }
  | { readonly kind: 'not-found'; readonly page: Page | null }
  /** `/?s=`: the path is the site's search (the product has its own search page). */
  | { readonly kind: 'search' };

const entityId = looseId;

/**
 * Reads `app/resolve`. A redirect is HTTP 200 with `meta: {type: 'redirect', status, location}`
 * (an HTTP 3xx with a location is read too); a 404 is an answer whose body is the site's 404
 * page, or `data: []` when it has none. Anything the contract does not allow is `invalid` or
 * `error`, which the port answers as `null`. Redirect locations to the site itself become paths.
 */
export function readResolve(
  response: UpstreamResponse,
  context: MappingContext,
): Reading<ResolvedRef> {
  const { status } = response;
  if (isRedirectStatus(status)) {
    const location = context.links.href(response.headers.location ?? bodyLocation(response.body));
    return location === null
      ? invalid(`status ${status} without a location`)
      : ok({ kind: 'redirect', location, status });
  }
  if (status === 404)
    return notFound({ kind: 'not-found', page: notFoundPage(response.body, context) });
  if (status < 200 || status >= 300) return unexpectedStatus(status);

  const envelope = parseWith(resolveEnvelope, response.body);
  if (!envelope.ok) return invalid(envelope.reason);
  const { data, meta } = envelope.value;
  if (meta.type === 'redirect') {
    const location = context.links.href(meta.location);
    return location === null
      ? invalid('meta.location: a redirect needs a location')
      : ok({ kind: 'redirect', location, status: redirectStatus(meta.status) });
  }
  if (meta.type === '404')
    return notFound({ kind: 'not-found', page: mapNotFoundPage(data, context) });
  if (meta.type === 'search') return ok({ kind: 'search' });
  if (!ENTITY_TYPES.has(meta.type)) return invalid(`meta.type: unknown type "${meta.type}"`);
  const id = parseWith(
    entityId,
    typeof data === 'object' && data !== null && 'id' in data ? data.id : undefined,
  );
  if (!id.ok) return invalid(`data.id: ${id.reason}`);
  return ok({ kind: 'entity', type: meta.type as EntityType, id: id.value });
}

function isRedirectStatus(status: number): status is RedirectStatus {
  return REDIRECT_STATUSES.has(status);
}

function redirectStatus(status: number | null): RedirectStatus {
  return status !== null && isRedirectStatus(status) ? status : 301;
}

function bodyLocation(body: unknown): string | null {
  const parsed = resolveEnvelope.safeParse(body);
  return parsed.success ? parsed.data.meta.location : null;
}

function notFoundPage(body: unknown, context: MappingContext): Page | null {
  const envelope = dataEnvelope.safeParse(body);
  return envelope.success ? mapNotFoundPage(envelope.data.data, context) : null;
}

/** The site's 404 page, or `null` when it has none (`data: []`) or it is broken. */
export function mapNotFoundPage(data: unknown, context: MappingContext): Page | null {
  if (Array.isArray(data) || data == null) return null;
  const parsed = parseWith(pageSchema, data);
  if (parsed.ok) return mapPage(parsed.value, context);
  context.dropped({ item: 'not-found-page', index: 0, reason: parsed.reason });
  return null;
}
