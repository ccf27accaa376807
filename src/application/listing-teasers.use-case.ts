import type { Pagination, Teaser } from '../domain/content/content.types';
import { visibleTeasers } from '../domain/content/teasers.rules';
import { failureError, NotFoundError } from '../domain/errors/app-errors';
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
    const answer = await this.content.listingPage(site, ref, page, perPage);
    if (!answer.ok) throw failureError(answer.failure);
    const listing = answer.value;
    if (listing === 'not-found') throw new NotFoundError('NOT_FOUND');
    return { teasers: visibleTeasers(listing.teasers), pagination: listing.pagination };
  }
}
