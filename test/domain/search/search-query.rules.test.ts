import { describe, expect, it } from 'vitest';
import {
  MAX_FACET_VALUES,
  MAX_TERM_LENGTH,
  searchHref,
  searchPageQuery,
  searchTerm,
  toggleFacet,
} from '../../../src/domain/search/search-query.rules';

describe('searchPageQuery', () => {
  it('reads the term, page 1 by default and no facets', () => {
    expect(searchPageQuery({ s: '  løb ' })).toEqual({ term: 'løb', page: 1, facets: {} });
  });

  it('reads facet selections from categories and post_type', () => {
    expect(
      searchPageQuery({ s: 'x', categories: 'Styrke,Løb', post_type: 'recipe', page: '3' }),
    ).toEqual({ term: 'x', page: 3, facets: { category: ['Styrke', 'Løb'], type: ['recipe'] } });
  });

  it('falls back to page 1 for a page that is not a number', () => {
    expect(searchPageQuery({ s: 'x', page: 'abc' }).page).toBe(1);
  });
});

describe('searchPageQuery with odd input', () => {
  it('reads the first value of repeated parameters', () => {
    expect(
      searchPageQuery({
        s: ['a', 'b'],
        categories: ['1', '2'],
        post_type: ['x'],
        page: ['2', '3'],
      }),
    ).toEqual({ term: 'a', page: 2, facets: { category: ['1'], type: ['x'] } });
  });

  it.each([
    ['an object', { s: { x: '1' } }],
    ['a nested array', { s: [['x']] }],
    ['an empty array', { s: [] }],
    ['a number', { s: 1 }],
    ['null', { s: null }],
  ])('reads %s as no term, without throwing', (_what, query) => {
    expect(searchPageQuery(query as Record<string, unknown>)).toEqual({
      term: '',
      page: 1,
      facets: {},
    });
  });

  it('cuts an overlong term by characters, never inside a surrogate pair', () => {
    expect(searchPageQuery({ s: 'x'.repeat(100_000) }).term).toHaveLength(MAX_TERM_LENGTH);
    const emoji = searchTerm(`a${'😀'.repeat(500)}`);
    expect(Array.from(emoji)).toHaveLength(MAX_TERM_LENGTH);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('keeps at most MAX_FACET_VALUES short facet values', () => {
    const many = Array.from({ length: 500 }, (_, index) => String(index)).join(',');
    const query = searchPageQuery({ s: 'x', categories: `${many},${'y'.repeat(1000)}` });
    expect(query.facets.category).toHaveLength(MAX_FACET_VALUES);
    expect(query.facets.category?.every((value) => value.length <= 100)).toBe(true);
  });
});

describe('facet links', () => {
  it('switches a facet value on and back off, returning to page 1', () => {
    const query = { term: 'løb', page: 2, facets: {} };
    const on = toggleFacet(query, 'category', 'Styrke');
    expect(searchHref(on)).toBe('/search?s=l%C3%B8b&categories=Styrke');
    expect(searchHref(toggleFacet(on, 'category', 'Styrke'))).toBe('/search?s=l%C3%B8b');
  });
});
