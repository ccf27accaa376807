import { describe, expect, it } from 'vitest';
import {
  fetchListingTeasers,
  listingTeasersUrl,
  parseListingTeasersPage,
} from '../../../src/render/islands/listing-teasers.fetch';
import { teaser } from '../view-model.fixture';

const pagination = { page: 2, perPage: 4, total: 12, totalPages: 3 };

describe('listingTeasersUrl', () => {
  it('asks the load-more route by kind, id, page and page size', () => {
    expect(listingTeasersUrl({ kind: 'category', id: 11, page: 2, perPage: 4 })).toBe(
      '/api/listing-teasers?kind=category&id=11&page=2&perPage=4',
    );
  });
});

describe('parseListingTeasersPage', () => {
  it('reads teasers and pagination', () => {
    expect(parseListingTeasersPage({ teasers: [teaser(1)], pagination })).toEqual({
      teasers: [teaser(1)],
      pagination,
    });
  });

  it('drops entries that are not teasers', () => {
    expect(
      parseListingTeasersPage({ teasers: [teaser(1), { id: 'x' }], pagination }).teasers,
    ).toHaveLength(1);
  });

  it('refuses a body without pagination', () => {
    expect(() => parseListingTeasersPage({ teasers: [] })).toThrow(
      'Unexpected listing teasers response',
    );
  });
});

describe('fetchListingTeasers', () => {
  it('fetches the next page as JSON', async () => {
    const asked: string[] = [];
    const fake: typeof fetch = (url) => {
      asked.push(typeof url === 'string' ? url : 'not a string');
      return Promise.resolve(Response.json({ teasers: [teaser(5)], pagination }));
    };
    const result = await fetchListingTeasers({ kind: 'tag', id: 3, page: 2, perPage: 4 }, fake);
    expect(asked).toEqual(['/api/listing-teasers?kind=tag&id=3&page=2&perPage=4']);
    expect(result.teasers.map((t) => t.id)).toEqual([5]);
  });

  it('fails on an error status', async () => {
    const fake = () => Promise.resolve(new Response('nope', { status: 502 }));
    await expect(
      fetchListingTeasers({ kind: 'tag', id: 3, page: 2, perPage: 4 }, fake),
    ).rejects.toThrow('502');
  });
});
