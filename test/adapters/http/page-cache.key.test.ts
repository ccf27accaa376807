import { describe, expect, it } from 'vitest';
import { cacheMode, queryString } from '../../../src/adapters/http/page-cache.key';

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

describe('the cache mode', () => {
  it('uses the shared cache only for what the page route answers from it', () => {
    for (const path of ['/', '/search', '/traening/styrke', '/admin-dashboard'])
      expect(cacheMode(path, {}), path).toBe('use');
  });

  it('bypasses personal pages, other routes and the areas below them', () => {
    for (const path of [
      '/profile',
      '/users/sign_in',
      '/Users/anything',
      '/admin-dashboard/overview',
      '/api/favourites',
      '/api/unknown',
      '/assets/app.js',
      '/calculators/bmi/x',
      '/newsletter/sign-up',
      '/healthz',
      '/robots.txt',
      '/sitemaps/posts.xml',
    ])
      expect(cacheMode(path, {}), path).toBe('bypass');
  });

  it('bypasses previews and refreshes on purge=cache, however the query repeats it', () => {
    expect(cacheMode('/traening', { preview: 'true' })).toBe('bypass');
    expect(cacheMode('/traening', { purge: ['x', 'cache'] })).toBe('refresh');
  });
});
