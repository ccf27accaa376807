import type { Pagination, Teaser } from '../domain/content/content.types';
import { visibleTeasers } from '../domain/content/teasers.rules';
import { NotFoundError, UpstreamError } from '../domain/errors/app-errors';
import type { Site } from '../domain/site/site.types';
import type { ContentPort, ListingRef } from '../ports/content.port';

export interface ListingTeasersPage {
  readonly teasers: readonly Teaser[];
  readonly pagination: Pagination;
}

/** Load-more of a category, tag or author listing: one page of public teasers. */
export class ListingTeasers {
  constructor(private readonly content: ContentPort) {}

  async execute(
    site: Site,
    ref: ListingRef,
    page: number,
    perPage: number,
  ): Promise<ListingTeasersPage> {
    const listing = await this.content.listingPage(site, ref, page, perPage);
    if (listing === 'not-found') throw new NotFoundError('NOT_FOUND');
    if (listing === null)
      throw new UpstreamError('UPSTREAM_UNAVAILABLE', { relatesToSystems: ['content-api'] });
    return { teasers: visibleTeasers(listing.teasers), pagination: listing.pagination };
  }
}
