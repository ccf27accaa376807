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

describe('searchPageQuery, limits', () => {
  it('trims facet values and drops empty ones', () => {
    expect(searchPageQuery({ s: 'x', categories: ' Styrke , ,Løb ' }).facets).toEqual({
      category: ['Styrke', 'Løb'],
    });
  });

  it('keeps a facet value of 100 characters and drops one of 101', () => {
    expect(
      searchPageQuery({ s: 'x', categories: `${'a'.repeat(100)},${'b'.repeat(101)}` }).facets,
    ).toEqual({ category: ['a'.repeat(100)] });
  });

  it('reads pages of one to six digits only', () => {
    expect(searchPageQuery({ page: '12' }).page).toBe(12);
    expect(searchPageQuery({ page: '999999' }).page).toBe(999_999);
    expect(searchPageQuery({ page: '1000000' }).page).toBe(1);
    expect(searchPageQuery({ page: '2x' }).page).toBe(1);
    expect(searchPageQuery({ page: 'x2' }).page).toBe(1);
    expect(searchPageQuery({ page: '-2' }).page).toBe(1);
    expect(searchPageQuery({ page: '0' }).page).toBe(1);
    expect(searchPageQuery({}).page).toBe(1);
  });
});

describe('searchTerm', () => {
  it('keeps a term of exactly the limit and cuts a longer one, trimming what is left', () => {
    expect(searchTerm('x'.repeat(MAX_TERM_LENGTH))).toHaveLength(MAX_TERM_LENGTH);
    expect(searchTerm(`${'x'.repeat(MAX_TERM_LENGTH - 1)} yz`)).toBe(
      'x'.repeat(MAX_TERM_LENGTH - 1),
    );
  });
});

describe('searchHref', () => {
  it('carries the term, both facets joined by commas, and a page after the first', () => {
    expect(
      searchHref({
        term: 'løb',
        page: 3,
        facets: { category: ['Styrke', 'Løb'], type: ['recipe'] },
      }),
    ).toBe('/search?s=l%C3%B8b&categories=Styrke%2CL%C3%B8b&post_type=recipe&page=3');
    expect(searchHref({ term: 'løb', page: 1, facets: { category: [] } })).toBe(
      '/search?s=l%C3%B8b',
    );
  });
});

describe('toggleFacet', () => {
  it('switches one value off and keeps the others and the other facets', () => {
    const query = {
      term: 'løb',
      page: 4,
      facets: { category: ['Styrke', 'Løb'], type: ['recipe'] },
    };
    expect(toggleFacet(query, 'category', 'Styrke')).toEqual({
      term: 'løb',
      page: 1,
      facets: { type: ['recipe'], category: ['Løb'] },
    });
    expect(toggleFacet(query, 'type', 'article')).toEqual({
      term: 'løb',
      page: 1,
      facets: { category: ['Styrke', 'Løb'], type: ['recipe', 'article'] },
    });
  });

  it('drops a facet whose last value is switched off', () => {
    const query = { term: 'løb', page: 1, facets: { category: ['Styrke'], type: ['recipe'] } };
    expect(toggleFacet(query, 'type', 'recipe').facets).toEqual({ category: ['Styrke'] });
  });
});
