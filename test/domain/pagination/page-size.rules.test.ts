import { describe, expect, it } from 'vitest';
import { nextRun, pageRequestFor, stepSize } from '../../../src/domain/pagination/page-size.rules';

describe('load-more page sizes', () => {
  it('adds 3 per step by default', () => {
    expect(stepSize({ kind: 'default' })).toBe(3);
  });

  it('adds 4 per step for teaser lists and four-column types', () => {
    expect(stepSize({ kind: 'teaser-list', displayHint: '3col' })).toBe(4);
    expect(stepSize({ kind: 'four-columns' })).toBe(4);
  });

  it('adds 4 per step for 1plus4 and 4plus1', () => {
    for (const displayHint of ['1plus4', '4plus1']) {
      expect(stepSize({ kind: 'teaser-list', displayHint })).toBe(4);
    }
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
