import { describe, expect, it } from 'vitest';
import type { Teaser } from '../../../src/domain/content/content.types';
import type { Fetchers, LoadMoreSource } from '../../../src/render/islands/load-more.source';
import {
  parseRecord,
  recordKeyOf,
  recordPage,
  restoreStep,
  withStep,
} from '../../../src/render/islands/load-more.restore';

function teaser(index: number): Teaser {
  return { id: index + 1, title: `Teaser ${String(index)}`, link: `/t/${String(index)}` } as Teaser;
}

const forward = (serverPage: number) =>
  ({
    kind: 'listing-forward',
    listing: 'category',
    id: 7,
    loaded: serverPage * 12,
    total: 40,
    step: 3,
    serverPage,
    perPage: 12,
  }) as const;

const backward = (page: number) =>
  ({ kind: 'listing-backward', listing: 'category', id: 7, page, perPage: 12 }) as const;

/** A listing of 40 teasers behind the load-more route; `asked` records the pages asked for. */
function listingFetchers(asked: string[]): Fetchers {
  return {
    listing: ({ page, perPage }) => {
      asked.push(`${String(page)}/${String(perPage)}`);
      const start = (page - 1) * perPage;
      const teasers = Array.from({ length: Math.max(0, Math.min(perPage, 40 - start)) }, (_, i) =>
        teaser(start + i),
      );
      return Promise.resolve({
        teasers,
        pagination: { page, perPage, total: 40, totalPages: Math.ceil(40 / perPage) },
      });
    },
    teaserList: () => Promise.reject(new Error('not a teaser list')),
  };
}

describe('load-more records', () => {
  it('share one key between the forward and backward islands of a listing', () => {
    expect(recordKeyOf(forward(1))).toBe(recordKeyOf(backward(2)));
  });

  it('widen the run to the teasers a step added and name the last page shown whole', () => {
    const step = [24, 25, 26].map(teaser);
    const previous = withStep(null, { ...forward(1), loaded: 24 }, 12, [12, 13].map(teaser));
    const record = withStep(previous, { ...forward(1), loaded: 27 }, 24, step);
    expect(record).toMatchObject({ from: 0, to: 27, perPage: 12, total: 40 });
    expect(record.items.map(([index]) => index)).toEqual([12, 13, 24, 25, 26]);
    expect(recordPage(forward(1), record)).toBe(2);
  });

  it('read back from the history entry, and nothing else does', () => {
    const record = withStep(null, forward(1), 12, [teaser(12)]);
    expect(parseRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
    expect(parseRecord({ kind: 'listing', from: 'x' })).toBeNull();
    expect(parseRecord('listing')).toBeNull();
  });
});

describe('restoreStep', () => {
  const shown = Array.from({ length: 30 }, (_, i) => i);
  const record = withStep(null, { ...forward(1), loaded: 30 }, 12, shown.slice(12).map(teaser));

  it('gives the forward island of page 2 the teasers after it from the record', async () => {
    const asked: string[] = [];
    const step = await restoreStep(forward(2), record, listingFetchers(asked));
    expect(step.teasers.map((t) => t.id - 1)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(step.source).toMatchObject({ loaded: 30 });
    expect(asked).toEqual([]);
  });

  it('fetches the earlier pages the record does not hold for the backward island', async () => {
    const asked: string[] = [];
    const step = await restoreStep(backward(2), record, listingFetchers(asked));
    expect(step.teasers.map((t) => t.id - 1)).toEqual(shown.slice(0, 12));
    expect(step.source).toMatchObject({ page: 1 });
    expect(asked).toEqual(['1/12']);
  });

  it('fetches the steps the record does not hold for the forward island', async () => {
    const asked: string[] = [];
    const sparse = { ...record, items: [] };
    const step = await restoreStep(forward(2), sparse, listingFetchers(asked));
    expect(step.teasers.map((t) => t.id - 1)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(asked).toEqual(['9/3', '10/3']);
  });

  it('gives a teaser list back the source and teasers it kept', async () => {
    const source: LoadMoreSource = { kind: 'teaser-list', cursor: 'c1', step: 4, held: [] };
    const kept = { kind: 'teaser-list', source: { ...source, cursor: 'c3' }, teasers: [teaser(1)] };
    const step = await restoreStep(source, kept as never);
    expect(step).toEqual({ teasers: [teaser(1)], source: { ...source, cursor: 'c3' } });
  });
});
