import { describe, expect, it } from 'vitest';
import { normalisePath, pageRequest, pathOf } from '../../../src/domain/routing/page-request';
import { ROUTES } from '../../../src/domain/routing/route-table';
import { siteFixture } from '../../fakes/domain-builders';

const SITE = siteFixture({ id: 'wom-dk' });
const anonymous = (target: string) => pageRequest(SITE, target, 'anonymous');

describe('the page request key query', () => {
  it('keeps one entry per page number, however the page is spelt', () => {
    for (const page of ['1', '01', 'abc', '', '-3', '1e3', '9999999'])
      expect(anonymous(`/traening?page=${page}`).key.query, page).toBe('');
    expect(anonymous('/traening?page=02').key.query).toBe('page=2');
    expect(anonymous('/traening?page=3&page=4').key.query).toBe('page=3');
  });

  it('keeps the other allowed parameters, sorted, and drops the rest', () => {
    expect(anonymous('/traening?utm_source=mail&s=x&page=2').key.query).toBe('page=2&s=x');
  });

  it('resolves with the query of its key, so one key never holds two pages', () => {
    const spelt = anonymous('/traening?page=02&utm_source=mail');
    expect(spelt.query).toEqual({ page: '2' });
    expect(anonymous('/traening?page=1').query).toEqual({});
  });

  it('reads the query with the router parser: encoded keys and prototype names are plain keys', () => {
    expect(anonymous('/traening?%70age=5').key.query).toBe('page=5');
    expect(anonymous('/traening?__proto__=x&constructor=y&page=4').query).toEqual({ page: '4' });
    expect(anonymous('/search?s=l%C3%B8b+hurtigt').query).toEqual({ s: 'løb hurtigt' });
  });
});

describe('the page request path', () => {
  it('spells percent-escapes one way for the key and the resolve', () => {
    const page = anonymous('/tr%c3%a6ning?page=2');
    expect(page.path).toBe('/tr%C3%A6ning');
    expect(page.key.path).toBe('/tr%C3%A6ning');
    expect(normalisePath('/tr%E6ning')).toBe('/tr%E6ning');
    expect(normalisePath('/træning')).toBe('/tr%C3%A6ning');
    expect(normalisePath('/a%2fb')).toBe('/a%2Fb');
    expect(normalisePath('/%41%28b%29%7e')).toBe('/A(b)~');
    expect(normalisePath('/a%20b c')).toBe('/a%20b%20c');
    expect(normalisePath('/100%/%zz')).toBe('/100%/%zz');
    expect(normalisePath('/a%25b')).toBe('/a%25b');
    expect(pathOf('/tr%e6ning?page=2&x=%41')).toBe('/tr%E6ning');
    expect(pathOf('/a%41')).toBe(anonymous('/a%41?page=2').path);
  });

  it('keys the reader variant and the site', () => {
    expect(pageRequest(SITE, '/', 'subscriber').key).toEqual({
      siteId: 'wom-dk',
      path: '/',
      query: '',
      variant: 'subscriber',
    });
  });

  it('carries the route table entry and what resolve-page makes of the path', () => {
    expect(anonymous('/').app).toEqual({ kind: 'home' });
    expect(anonymous('/traening').app).toEqual({ kind: 'content' });
    expect(anonymous('/traening').route).toBe(ROUTES.page);
    expect(anonymous('/users/sign_in').app).toEqual({ kind: 'account', screen: 'sign-in' });
  });
});

describe('the page request cache mode', () => {
  it('uses the shared cache only for what the page route answers from it', () => {
    for (const path of ['/', '/search', '/traening/styrke', '/admin-dashboard'])
      expect(anonymous(path).mode, path).toBe('use');
  });

  it('bypasses personal pages, other routes and the areas below them', () => {
    for (const path of [
      '/profile',
      '/users/sign_in',
      '/Users/anything',
      '/users/%66avourites',
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
      expect(anonymous(path).mode, path).toBe('bypass');
  });

  it('bypasses drafts and refreshes on purge=cache, however the query repeats it', () => {
    expect(anonymous('/traening?preview=true').mode).toBe('bypass');
    expect(anonymous('/traening?preview_id=4').mode).toBe('bypass');
    expect(anonymous('/traening/cacheClear').mode).toBe('bypass');
    expect(anonymous('/traening?purge=x&purge=cache').mode).toBe('refresh');
    expect(anonymous('/traening?purge=x').mode).toBe('use');
  });

  it('reads the preview markers once, for every reader of the request', () => {
    expect(anonymous('/a?preview=true&p=4').preview).toEqual({
      draft: true,
      unlisted: true,
      link: true,
    });
    expect(anonymous('/a?page_id=4').preview).toEqual({
      draft: false,
      unlisted: true,
      link: false,
    });
    expect(anonymous('/a?page_id=4').mode).toBe('use');
    expect(anonymous('/a').preview).toEqual({ draft: false, unlisted: false, link: false });
  });
});
