import { describe, expect, it } from 'vitest';
import type { Teaser } from '../../../src/domain/content/content.types';
import type { ListingTeasersRequest } from '../../../src/render/islands/listing-teasers.fetch';
import {
  directionOf,
  hasMore,
  loadStep,
  type Fetchers,
} from '../../../src/render/islands/load-more.source';
import { teaser } from '../view-model.fixture';

function fakeFetchers(asked: ListingTeasersRequest[], cursors: string[]): Fetchers {
  return {
    listing: (request) => {
      asked.push(request);
      const first = (request.page - 1) * request.perPage;
      const teasers: Teaser[] = [];
      for (let index = first; index < Math.min(first + request.perPage, 14); index += 1)
        teasers.push(teaser(index));
      return Promise.resolve({
        teasers,
        pagination: { page: request.page, perPage: request.perPage, total: 14, totalPages: 4 },
      });
    },
    teaserList: (cursor) => {
      cursors.push(cursor);
      return Promise.resolve({
        teasers: [teaser(99)],
        nextCursor: cursor === 'c1' ? 'c2' : null,
      });
    },
  };
}

describe('load-more sources', () => {
  it('reads a listing forward in steps from the loaded offset', async () => {
    const asked: ListingTeasersRequest[] = [];
    const step = await loadStep(
      {
        kind: 'listing-forward',
        listing: 'tag',
        id: 3,
        loaded: 12,
        total: 14,
        step: 4,
        serverPage: 1,
        perPage: 12,
      },
      fakeFetchers(asked, []),
    );
    expect(step.teasers.map((t) => t.id)).toEqual([12, 13]);
    expect(hasMore(step.source)).toBe(false);
  });

  it('reads the teasers after a first page of 5 exactly', async () => {
    const asked: ListingTeasersRequest[] = [];
    const step = await loadStep(
      {
        kind: 'listing-forward',
        listing: 'category',
        id: 1,
        loaded: 5,
        total: 14,
        step: 4,
        serverPage: 1,
        perPage: 5,
      },
      fakeFetchers(asked, []),
    );
    expect(step.teasers.map((t) => t.id)).toEqual([5, 6, 7, 8]);
    expect(step.source).toMatchObject({ loaded: 9 });
  });

  it('reads a listing backward to page 1 and then has no more', async () => {
    const asked: ListingTeasersRequest[] = [];
    const source = {
      kind: 'listing-backward',
      listing: 'author',
      id: 2,
      page: 2,
      perPage: 4,
    } as const;
    expect(directionOf(source)).toBe('backward');
    const step = await loadStep(source, fakeFetchers(asked, []));
    expect(asked).toEqual([{ kind: 'author', id: 2, page: 1, perPage: 4 }]);
    expect(step.teasers.map((t) => t.id)).toEqual([0, 1, 2, 3]);
    expect(hasMore(step.source)).toBe(false);
  });

  it('follows the cursor of a teaser list until none remains', async () => {
    const cursors: string[] = [];
    const fetchers = fakeFetchers([], cursors);
    const first = await loadStep(
      { kind: 'teaser-list', cursor: 'c1', step: 4, held: [] },
      fetchers,
    );
    expect(hasMore(first.source)).toBe(true);
    const second = await loadStep(first.source, fetchers);
    expect(cursors).toEqual(['c1', 'c2']);
    expect(hasMore(second.source)).toBe(false);
  });

  it('adds 4 teasers a step from a teaser list whose pages are larger, holding the rest', async () => {
    const cursors: string[] = [];
    const pageOfSix: Fetchers = {
      ...fakeFetchers([], []),
      teaserList: (cursor) => {
        cursors.push(cursor);
        const base = cursor === 'c1' ? 10 : 20;
        return Promise.resolve({
          teasers: [0, 1, 2, 3, 4, 5].map((index) => teaser(base + index)),
          nextCursor: cursor === 'c1' ? 'c2' : null,
        });
      },
    };
    const source = { kind: 'teaser-list', cursor: 'c1', step: 4, held: [] } as const;

    const first = await loadStep(source, pageOfSix);
    const second = await loadStep(first.source, pageOfSix);
    const third = await loadStep(second.source, pageOfSix);

    expect([first, second, third].map((step) => step.teasers.map((t) => t.id))).toEqual([
      [10, 11, 12, 13],
      [14, 15, 20, 21],
      [22, 23, 24, 25],
    ]);
    expect(cursors).toEqual(['c1', 'c2']);
    expect(hasMore(third.source)).toBe(false);
  });

  it('hands out the teasers a first page held back before asking for the next page', async () => {
    const cursors: string[] = [];
    const held = [teaser(5), teaser(6)];
    const step = await loadStep(
      { kind: 'teaser-list', cursor: 'c1', step: 4, held },
      fakeFetchers([], cursors),
    );
    expect(step.teasers.map((t) => t.id)).toEqual([5, 6, 99]);
    expect(cursors).toEqual(['c1']);
  });

  it('has more while teasers are held, even without a next page', () => {
    expect(hasMore({ kind: 'teaser-list', cursor: '', step: 4, held: [teaser(1)] })).toBe(true);
    expect(hasMore({ kind: 'teaser-list', cursor: '', step: 4, held: [] })).toBe(false);
  });
});
