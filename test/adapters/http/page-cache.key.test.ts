import { describe, expect, it } from 'vitest';
import { queryString } from '../../../src/adapters/http/page-cache.key';

describe('the page cache key query', () => {
  it('keeps one entry per page number, however the page is spelt', () => {
    for (const page of ['1', '01', 'abc', '', '-3', '1e3', '9999999'])
      expect(queryString({ page }), page).toBe('');
    expect(queryString({ page: '02' })).toBe('page=2');
    expect(queryString({ page: ['3', '4'] })).toBe('page=3');
  });

  it('keeps the other allowed parameters, sorted, and drops the rest', () => {
    expect(queryString({ s: 'x', page: '2', utm_source: 'mail' })).toBe('page=2&s=x');
  });
});
