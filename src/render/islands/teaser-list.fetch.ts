import { PATHS } from '../../domain/routing/route-paths';
import type { Teaser } from '../../domain/content/content.types';

/** The next page of a page's teaser list, from the site's JSON route. */
export interface TeaserListPageAnswer {
  readonly teasers: readonly Teaser[];
  /** Null when no page remains. */
  readonly nextCursor: string | null;
}

export const TEASER_LIST_PATH = PATHS.teaserList;

export function teaserListUrl(cursor: string): string {
  return `${TEASER_LIST_PATH}?${new URLSearchParams({ cursor }).toString()}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isTeaser(value: unknown): value is Teaser {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.title === 'string' &&
    typeof value.link === 'string'
  );
}

/** Reads the JSON of the teaser-list route; anything else is an error. */
export function parseTeaserListPage(body: unknown): TeaserListPageAnswer {
  if (!isRecord(body) || !Array.isArray(body.teasers)) {
    throw new Error('Unexpected teaser list response');
  }
  const cursor = body.nextCursor;
  return {
    teasers: body.teasers.filter(isTeaser),
    nextCursor: typeof cursor === 'string' && cursor !== '' ? cursor : null,
  };
}

/** A 404 means no page remains. */
export async function fetchTeaserListPage(
  cursor: string,
  fetcher: typeof fetch = fetch,
): Promise<TeaserListPageAnswer> {
  const response = await fetcher(teaserListUrl(cursor), {
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return { teasers: [], nextCursor: null };
  if (!response.ok) throw new Error(`Teaser list answered ${response.status}`);
  return parseTeaserListPage(await response.json());
}
