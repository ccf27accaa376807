import { describe, expect, it } from 'vitest';
import { countPageView, isSearch, READER_COUNTS_KEY } from '../../../client/tracking/reader-counts';

function storage(initial?: string) {
  const stored = new Map<string, string>();
  if (initial !== undefined) stored.set(READER_COUNTS_KEY, initial);
  return {
    stored,
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      stored.set(key, value);
    },
  };
}

describe('page views and searches of the session', () => {
  it('counts every page view and every search across pages', () => {
    const session = storage();
    expect(countPageView('/traening', '', session)).toEqual({ pageViews: 1, searches: 0 });
    expect(countPageView('/search', '?s=styrke', session)).toEqual({ pageViews: 2, searches: 1 });
    expect(countPageView('/', '?s=yoga', session)).toEqual({ pageViews: 3, searches: 2 });
    expect(JSON.parse(session.stored.get(READER_COUNTS_KEY) ?? '')).toEqual({
      pageViews: 3,
      searches: 2,
    });
  });

  it('counts the search page without a term as a page view only', () => {
    expect(isSearch('/search', '')).toBe(false);
    expect(isSearch('/search', '?s=%20')).toBe(false);
    expect(isSearch('/Search', '?s=løb')).toBe(true);
    expect(isSearch('/traening', '?s=løb')).toBe(false);
  });

  it('starts again from what it can read when the stored counts are broken', () => {
    expect(countPageView('/', '', storage('{oops'))).toEqual({ pageViews: 1, searches: 0 });
    expect(countPageView('/', '', storage('{"pageViews":-4,"searches":"2"}'))).toEqual({
      pageViews: 1,
      searches: 0,
    });
  });
});
