import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STEP,
  LISTING_COLUMNS,
  firstPageSize,
  nextRun,
  pageRequestFor,
  splitFirstPage,
  stepSize,
  teaserListPaging,
} from '../../../src/domain/pagination/page-size.rules';
import { DISPLAY_HINTS, type DisplayHint } from '../../../src/domain/teasers/display-hints';

const HINTS = Object.keys(DISPLAY_HINTS) as DisplayHint[];

/** What one load-more step adds to a teaser list of this hint; null: it does not page. */
function stepOf(displayHint: DisplayHint): number | null {
  const paging = teaserListPaging(displayHint);
  return paging === null ? null : stepSize({ kind: 'teaser-list', paging });
}

describe('load-more page sizes', () => {
  it('adds 3 per step by default', () => {
    expect(stepSize({ kind: 'listing' })).toBe(3);
  });

  it('adds 4 per step for teaser lists and four-column types', () => {
    for (const displayHint of ['4col', '3col', 'text+4'] as const) {
      expect(stepOf(displayHint)).toBe(4);
    }
  });

  it('adds 4 per step for 1plus4 and 4plus1', () => {
    for (const displayHint of ['1plus4', '4plus1'] as const) {
      expect(stepOf(displayHint)).toBe(4);
    }
  });

  it('adds 4 per step for every hint that pages, and pages no slider and no top list', () => {
    const steps = Object.fromEntries(HINTS.map((hint) => [hint, stepOf(hint)]));
    expect(steps).toEqual({
      featured: 4,
      '1plus2': 4,
      '2plus1': 4,
      '1plus4': 4,
      '4plus1': 4,
      '1col': 4,
      '2col': 4,
      '3col': 4,
      '4col': 4,
      'text+4': 4,
      related: 4,
      staff: 4,
      toplist: null,
      slider4col: null,
      'slider-netflix': null,
      commercial_spot: 4,
      'commercial_spot-wide': 4,
    });
  });
});

describe('every display hint pages as its entry in DISPLAY_HINTS says', () => {
  const twenty = Array.from({ length: 20 }, (_, index) => index + 1);

  it.each(HINTS)('%s: its first page and step come from its entry', (hint) => {
    const { paging } = DISPLAY_HINTS[hint];
    const { shown, held } = splitFirstPage(twenty, hint);
    expect(shown).toHaveLength(paging?.firstPage ?? twenty.length);
    expect([...shown, ...held]).toEqual(twenty);
    expect(stepOf(hint)).toBe(paging?.step ?? null);
  });
});

describe('a listing (category, tag, author)', () => {
  it('has as many grid columns as one step adds, so each step fills one row', () => {
    expect(LISTING_COLUMNS).toBe(stepSize({ kind: 'listing' }));
    expect(LISTING_COLUMNS).toBe(3);
  });

  it('asks per_page 3 for every step after a first page of 12', () => {
    const requests = [12, 15, 18].map((offset) => pageRequestFor(offset, DEFAULT_STEP));
    expect(requests).toEqual([
      { page: 5, perPage: 3, skip: 0 },
      { page: 6, perPage: 3, skip: 0 },
      { page: 7, perPage: 3, skip: 0 },
    ]);
  });
});

describe('the first page of a teaser list', () => {
  it('is 5 for 1plus4 and 4plus1, and what arrived for any other hint', () => {
    const hints = ['1plus4', '4plus1', '4col', '3col', 'featured'] as const;
    expect(hints.map((hint) => firstPageSize(hint))).toEqual([5, 5, null, null, null]);
  });

  it('shows 5 of a 1plus4 list that arrived with 7 and holds the other 2', () => {
    expect(splitFirstPage([1, 2, 3, 4, 5, 6, 7], '1plus4')).toEqual({
      shown: [1, 2, 3, 4, 5],
      held: [6, 7],
    });
  });

  it('shows every teaser of a 4col list and of a short 4plus1 list', () => {
    expect(splitFirstPage([1, 2, 3, 4, 5, 6], '4col')).toEqual({
      shown: [1, 2, 3, 4, 5, 6],
      held: [],
    });
    expect(splitFirstPage([1, 2, 3], '4plus1')).toEqual({ shown: [1, 2, 3], held: [] });
  });
});

describe('pageRequestFor', () => {
  it('asks the next whole page when the offset is a multiple of the step', () => {
    expect(pageRequestFor(12, 4)).toEqual({ page: 4, perPage: 4, skip: 0 });
  });

  it('asks page 2 of 5 after a first page of 5', () => {
    expect(pageRequestFor(5, 4)).toEqual({ page: 2, perPage: 5, skip: 0 });
  });

  it('skips into a larger page when no page of the step size fits', () => {
    const request = pageRequestFor(9, 4);
    const first = (request.page - 1) * request.perPage + request.skip;
    expect(first).toBe(9);
    expect(request.perPage - request.skip).toBeGreaterThanOrEqual(4);
  });
});

describe('nextRun', () => {
  it('is the next step from what is loaded', () => {
    expect(nextRun(4, 12, 4)).toEqual({ offset: 4, count: 4 });
  });

  it('is shorter at the end of the list', () => {
    expect(nextRun(10, 12, 4)).toEqual({ offset: 10, count: 2 });
  });

  it('is null when everything is loaded', () => {
    expect(nextRun(12, 12, 4)).toBeNull();
  });
});
