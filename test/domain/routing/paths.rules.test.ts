import { describe, expect, it } from 'vitest';
import {
  isBlockedPath,
  matchAppRoute,
  redirectsWhenAuthDisabled,
  resolveLayout,
} from '../../../src/domain/routing/paths.rules';

describe('isBlockedPath', () => {
  it.each([
    '/fonts/roboto.woff2',
    '/cypress-testing',
    '/a/[object%20Object]',
    '/object%20Object',
    '/x/[object',
  ])('never resolves %s', (path) => {
    expect(isBlockedPath(path)).toBe(true);
  });

  it('lets ordinary article paths through', () => {
    expect(isBlockedPath('/traening/styrke/5-ovelser')).toBe(false);
  });
});

describe('matchAppRoute', () => {
  it('maps the product route table', () => {
    expect(matchAppRoute('/')).toEqual({ kind: 'home' });
    expect(matchAppRoute('/search')).toEqual({ kind: 'search' });
    expect(matchAppRoute('/Search')).toEqual({ kind: 'search' });
    expect(matchAppRoute('/profile')).toEqual({ kind: 'account', screen: 'profile' });
    expect(matchAppRoute('/users/favourites')).toEqual({ kind: 'account', screen: 'favourites' });
    expect(matchAppRoute('/users/sign_in')).toEqual({ kind: 'account', screen: 'sign-in' });
    expect(matchAppRoute('/admin-dashboard/overview')).toEqual({ kind: 'admin-overview' });
    expect(matchAppRoute('/cypress-testing')).toEqual({ kind: 'test-page' });
    expect(matchAppRoute('/traening')).toEqual({ kind: 'content' });
  });
});

describe('redirectsWhenAuthDisabled', () => {
  it('matches any path containing sign_in or sign_up', () => {
    expect(redirectsWhenAuthDisabled('/users/sign_in')).toBe(true);
    expect(redirectsWhenAuthDisabled('/campaign/sign_up-now')).toBe(true);
    expect(redirectsWhenAuthDisabled('/users/favourites')).toBe(false);
  });
});

describe('resolveLayout', () => {
  it('falls back to the default layout for an unknown one', () => {
    expect(resolveLayout('admin')).toBe('admin');
    expect(resolveLayout('fancy')).toBe('default');
    expect(resolveLayout(null)).toBe('default');
  });
});
