import { describe, expect, it } from 'vitest';
import { ListingTeasers } from '../../src/application/listing-teasers.use-case';
import { NotFoundError, UpstreamError } from '../../src/domain/errors/app-errors';
import { CONTENT_API_TIMED_OUT, InMemoryContent } from '../fakes/content.fake';
import { listingFixture, siteFixture, teaserFixture } from '../fakes/domain-builders';

const site = siteFixture();
const ref = { kind: 'category', id: 11 } as const;

describe('ListingTeasers', () => {
  it('gives one page of the listing: its published teasers and its pagination', async () => {
    const content = new InMemoryContent();
    const pagination = { page: 2, perPage: 12, total: 30, totalPages: 3 };
    content.listings.set(
      'category/11/2',
      listingFixture({
        teasers: [teaserFixture({ id: 1 }), teaserFixture({ id: 2, status: 'draft' })],
        pagination,
      }),
    );
    const page = await new ListingTeasers(content).execute(site, ref, 2, 12);
    expect(page.teasers.map((teaser) => teaser.id)).toEqual([1]);
    expect(page.pagination).toEqual(pagination);
    expect(content.calls).toEqual(['listingPage category/11?page=2&perPage=12']);
  });

  it('answers an unknown listing as not found', async () => {
    const error = await new ListingTeasers(new InMemoryContent())
      .execute(site, ref, 9, 12)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).code).toBe('NOT_FOUND');
  });

  it("passes a content API failure on with the failure's own code and service", async () => {
    const content = new InMemoryContent();
    content.down = true;
    content.failure = CONTENT_API_TIMED_OUT;
    const error = await new ListingTeasers(content)
      .execute(site, ref, 1, 12)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({
      code: 'UPSTREAM_DEADLINE_EXCEEDED',
      relatesToSystems: ['content-api'],
      retryable: true,
      failure: CONTENT_API_TIMED_OUT,
    });
  });
});
