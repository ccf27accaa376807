import { PATHS } from '../../domain/routing/route-paths';
import type { Pagination, Teaser } from '../../domain/content/content.types';

export type ListingTeasersKind = 'category' | 'tag' | 'author';

export interface ListingTeasersRequest {
  readonly kind: ListingTeasersKind;
  readonly id: number;
  readonly page: number;
  readonly perPage: number;
}

export interface ListingTeasersPage {
  readonly teasers: readonly Teaser[];
  readonly pagination: Pagination;
}

export const LISTING_TEASERS_PATH = PATHS.listingTeasers;

export function listingTeasersUrl(request: ListingTeasersRequest): string {
  const query = new URLSearchParams({
    kind: request.kind,
    id: String(request.id),
    page: String(request.page),
    perPage: String(request.perPage),
  });
  return `${LISTING_TEASERS_PATH}?${query.toString()}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPagination(value: unknown): value is Pagination {
  return (
    isRecord(value) &&
    typeof value.page === 'number' &&
    typeof value.perPage === 'number' &&
    typeof value.total === 'number' &&
    typeof value.totalPages === 'number'
  );
}

function isTeaser(value: unknown): value is Teaser {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.title === 'string' &&
    typeof value.link === 'string'
  );
}

/** Reads the JSON of the load-more route; anything else is an error. */
export function parseListingTeasersPage(body: unknown): ListingTeasersPage {
  if (!isRecord(body) || !Array.isArray(body.teasers) || !isPagination(body.pagination)) {
    throw new Error('Unexpected listing teasers response');
  }
  return { teasers: body.teasers.filter(isTeaser), pagination: body.pagination };
}

export async function fetchListingTeasers(
  request: ListingTeasersRequest,
  fetcher: typeof fetch = fetch,
): Promise<ListingTeasersPage> {
  const response = await fetcher(listingTeasersUrl(request), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Listing teasers answered ${response.status}`);
  return parseListingTeasersPage(await response.json());
}
