import { describe, expect, it } from 'vitest';
import {
  allowedQuery,
  parseQueryString,
  singleValuedQuery,
} from '../../../src/domain/routing/query.rules';

describe('the query parameters a page passes on to the content API', () => {
  it('keeps how a list is filtered and ordered', () => {
    const query = {
      path: '/traening',
      locale: 'da',
      without: '12',
      before: '2024-01-01',
      order: 'asc',
      orderby: 'date',
      tags: '7',
    };
    expect(allowedQuery(query)).toEqual(query);
  });

  it("keeps a preview's nonce beside its id", () => {
    expect(allowedQuery({ preview_id: '4', preview_nonce: 'abc', utm_source: 'x' })).toEqual({
      preview_id: '4',
      preview_nonce: 'abc',
    });
  });

  it('drops a parameter that carries no text, so it adds nothing to the cache key', () => {
    expect(Object.keys(allowedQuery({ page: 5, s: ['strik'] }))).toEqual(['s']);
    expect(Object.keys(singleValuedQuery({ page: { deep: '1' }, s: 'strik' }))).toEqual(['s']);
  });
});

describe('reading a query string', () => {
  it('reads a + as a space, also in text without escapes', () => {
    expect(parseQueryString('s=strik+og+hækling')).toEqual({ s: 'strik og hækling' });
  });
});
