import type { Page, Resolved } from '../../domain/content/content.types';
import {
  invalid,
  notFound,
  ok,
  unexpectedStatus,
  type Reading,
  type UpstreamResponse,
} from '../http-client/upstream-http.types';
import { mapArticle } from './wordpress-article.mappers';
import { compositeSchema } from './wordpress-composite.schemas';
import { mapAuthorListing, mapTermListing } from './wordpress-listing.mappers';
import { authorListingSchema, termListingSchema } from './wordpress-listing.schemas';
import { mapPage } from './wordpress-page.mappers';
import { pageSchema } from './wordpress-page.schemas';
import { dataEnvelope, resolveEnvelope } from './wordpress.schemas';
import { parseWith, readParsed } from '../http-client/upstream-schema.reading';
import type { MappingContext, PageDefaults } from './wordpress.mappers';

type RedirectStatus = 301 | 302 | 307 | 308;

const REDIRECT_STATUSES: ReadonlySet<number> = new Set<RedirectStatus>([301, 302, 307, 308]);

/**
 * Reads `app/resolve`. A 404 is an answer (`not-found`, with the site's 404 page when it has
 * one); redirects come as HTTP 301/302/307/308 with a location, or as `meta.type: redirect`.
 * Anything the contract does not allow is `invalid` or `error`, which the port answers as `null`.
 */
export function readResolve(
  response: UpstreamResponse,
  defaults: PageDefaults,
  context: MappingContext,
): Reading<Resolved> {
  const { status } = response;
  if (isRedirectStatus(status)) {
    const location = response.headers.location ?? bodyLocation(response.body);
    return location === null || location === ''
      ? invalid(`status ${status} without a location`)
      : ok({ kind: 'redirect', location, status });
  }
  if (status === 404)
    return notFound({ kind: 'not-found', page: notFoundPage(response.body, context) });
  if (status < 200 || status >= 300) return unexpectedStatus(status);

  const envelope = parseWith(resolveEnvelope, response.body);
  if (!envelope.ok) return invalid(envelope.reason);
  const { data, meta } = envelope.value;
  switch (meta.type) {
    case 'composite':
      return readParsed(compositeSchema, data, (composite): Resolved => ({
        kind: 'article',
        article: mapArticle(composite, context),
      }));
    case 'page':
      return readParsed(pageSchema, data, (page): Resolved => ({
        kind: 'page',
        page: mapPage(page, context),
      }));
    case 'category':
    case 'subcategory':
    case 'tag': {
      const kind = meta.type;
      return readParsed(termListingSchema, data, (term): Resolved => ({
        kind: 'listing',
        listing: mapTermListing(kind, term, defaults, context),
      }));
    }
    case 'author':
      return readParsed(authorListingSchema, data, (author): Resolved => ({
        kind: 'listing',
        listing: mapAuthorListing(author, defaults, context),
      }));
    case 'redirect':
      return meta.location === null || meta.location === ''
        ? invalid('meta.location: a redirect needs a location')
        : ok({ kind: 'redirect', location: meta.location, status: redirectStatus(meta.status) });
    case '404':
      return notFound({ kind: 'not-found', page: mapNotFoundPage(data, context) });
    default:
      return invalid(`meta.type: unknown type "${meta.type}"`);
  }
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
function mapNotFoundPage(data: unknown, context: MappingContext): Page | null {
  if (Array.isArray(data) || data == null) return null;
  const parsed = parseWith(pageSchema, data);
  if (parsed.ok) return mapPage(parsed.value, context);
  context.dropped({ item: 'not-found-page', index: 0, reason: parsed.reason });
  return null;
}
