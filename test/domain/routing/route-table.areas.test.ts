import { describe, expect, it } from 'vitest';
import { cacheRuleOf, ROUTES, routeFor } from '../../../src/domain/routing/route-table';

describe('the account screens of the route table', () => {
  it.each(['/users/sign_in', '/users/sign_up', '/users/settings', '/profile'])(
    '%s is a private account route of a site',
    (path) => {
      expect(routeFor('GET', path)).toMatchObject({
        path,
        kind: 'account',
        needsSite: true,
        cache: 'private',
      });
    },
  );

  it('takes the sign-in form as a POST too, the profile only as a GET', () => {
    expect(routeFor('POST', '/users/sign_in')).toMatchObject({
      kind: 'account',
      methods: ['GET', 'POST'],
      app: { kind: 'account', screen: 'sign-in' },
    });
    expect(routeFor('POST', '/profile')).toBeNull();
  });
});

describe('areas of the page route', () => {
  it('matches only the personal areas in any case: /API/… is a content path', () => {
    expect(routeFor('GET', '/API/unknown')).toBe(ROUTES.page);
    expect(cacheRuleOf('/Newsletter/tips')).toBe('shared');
    expect(routeFor('GET', '/ADMIN/x')).toBe(ROUTES.adminArea);
  });

  it('treats a path below a named page (search, the test page) as content, not that page', () => {
    expect(routeFor('GET', '/search/strik')).toBe(ROUTES.page);
    expect(routeFor('GET', '/cypress-testing/x')).toBe(ROUTES.page);
  });

  it('leaves a path the router never matches (no leading slash) out of every cache', () => {
    expect(routeFor('GET', 'traening')).toBeNull();
    expect(cacheRuleOf('traening')).toBe('none');
  });
});
