import type { Teaser } from '../../domain/content/content.types';
import { nextRun, pageRequestFor } from '../../domain/pagination/page-size.rules';
import { fetchListingTeasers, type ListingTeasersKind } from './listing-teasers.fetch';
import { fetchTeaserListPage } from './teaser-list.fetch';

/**
 * Where load-more gets its teasers, and where it is: a listing read forward in steps from an
 * offset, a listing read backward page by page, or a page's teaser list read by cursor.
 */
export type LoadMoreSource =
  | {
      readonly kind: 'listing-forward';
      readonly listing: ListingTeasersKind;
      readonly id: number;
      /** Teasers before the next run (0-based offset of the next teaser). */
      readonly loaded: number;
      readonly total: number;
      readonly step: number;
      /** The page the server rendered, and its size: where the address's `?page=` starts. */
      readonly serverPage: number;
      readonly perPage: number;
    }
  | {
      readonly kind: 'listing-backward';
      readonly listing: ListingTeasersKind;
      readonly id: number;
      /** The earliest page shown; page 1 means none remain. */
      readonly page: number;
      readonly perPage: number;
    }
  | {
      readonly kind: 'teaser-list';
      /** The next page of the list; '' when none remains. */
      readonly cursor: string;
      /** Teasers one step adds (`stepSize` of the list). */
      readonly step: number;
      /** Teasers that arrived but are not shown yet: handed out before the next page. */
      readonly held: readonly Teaser[];
    };

export type LoadDirection = 'forward' | 'backward';

export function directionOf(source: LoadMoreSource): LoadDirection {
  return source.kind === 'listing-backward' ? 'backward' : 'forward';
}

/** Whether the source has anything left to load. */
export function hasMore(source: LoadMoreSource): boolean {
  switch (source.kind) {
    case 'listing-forward':
      return nextRun(source.loaded, source.total, source.step) !== null;
    case 'listing-backward':
      return source.page > 1;
    case 'teaser-list':
      return source.cursor !== '' || source.held.length > 0;
  }
}

export interface LoadedStep {
  readonly teasers: readonly Teaser[];
  /** Where the source is after this step. */
  readonly source: LoadMoreSource;
}

export interface Fetchers {
  readonly listing: typeof fetchListingTeasers;
  readonly teaserList: typeof fetchTeaserListPage;
}

const DEFAULT_FETCHERS: Fetchers = {
  listing: fetchListingTeasers,
  teaserList: fetchTeaserListPage,
};

/** Loads one step of a source that has more. */
export async function loadStep(
  source: LoadMoreSource,
  fetchers: Fetchers = DEFAULT_FETCHERS,
): Promise<LoadedStep> {
  switch (source.kind) {
    case 'listing-forward': {
      const run = nextRun(source.loaded, source.total, source.step);
      if (run === null) return { teasers: [], source };
      const request = pageRequestFor(run.offset, run.count);
      const answer = await fetchers.listing({
        kind: source.listing,
        id: source.id,
        page: request.page,
        perPage: request.perPage,
      });
      const teasers = answer.teasers.slice(request.skip, request.skip + run.count);
      const total = teasers.length === 0 ? source.loaded : answer.pagination.total;
      return {
        teasers,
        source: { ...source, loaded: run.offset + run.count, total },
      };
    }
    case 'listing-backward': {
      const page = source.page - 1;
      if (page < 1) return { teasers: [], source };
      const answer = await fetchers.listing({
        kind: source.listing,
        id: source.id,
        page,
        perPage: source.perPage,
      });
      return { teasers: answer.teasers, source: { ...source, page } };
    }
    case 'teaser-list': {
      // Held teasers go first; the next page is asked for when they do not fill the step.
      let { held, cursor } = source;
      if (held.length < source.step && cursor !== '') {
        const answer = await fetchers.teaserList(cursor);
        held = [...held, ...answer.teasers];
        cursor = answer.nextCursor ?? '';
      }
      return {
        teasers: held.slice(0, source.step),
        source: { ...source, cursor, held: held.slice(source.step) },
      };
    }
  }
}
