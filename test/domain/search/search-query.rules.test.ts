import { describe, expect, it } from 'vitest';
import {
  searchHref,
  searchPageQuery,
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

describe('facet links', () => {
  it('switches a facet value on and back off, returning to page 1', () => {
    const query = { term: 'løb', page: 2, facets: {} };
    const on = toggleFacet(query, 'category', 'Styrke');
    expect(searchHref(on)).toBe('/search?s=l%C3%B8b&categories=Styrke');
    expect(searchHref(toggleFacet(on, 'category', 'Styrke'))).toBe('/search?s=l%C3%B8b');
  });
});
