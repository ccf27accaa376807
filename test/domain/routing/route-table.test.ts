import { describe, expect, it } from 'vitest';
import {
  appRouteOf,
  cacheRuleOf,
  ROUTER_ENTRIES,
  ROUTES,
  routeFor,
  routerEntry,
  type RouteEntry,
} from '../../../src/domain/routing/route-table';

const ENTRIES: readonly RouteEntry[] = Object.values(ROUTES);

describe('the route table', () => {
  it('names each path once, aliases included', () => {
    const paths = ENTRIES.flatMap((entry) => [
      entry.path,
      ...('aliases' in entry ? (entry.aliases ?? []) : []),
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes every path as the router does: from the root, no trailing slash but the root', () => {
    for (const entry of ENTRIES) {
      expect(entry.path, entry.path).toMatch(/^\/([\w.:-]+(\/[\w.:-]+)*(\/\*)?|\*)?$/);
    }
  });

  it('has the catch-all page route answer any host, and the shared page cache', () => {
    expect(ROUTES.page).toMatchObject({ path: '/*', kind: 'page', needsSite: false });
    expect(cacheRuleOf('/traening/styrke/5-ovelser')).toBe('shared');
  });

  it('keeps every personal screen out of the shared cache and makes it a site route', () => {
    for (const entry of ROUTER_ENTRIES.filter((route) => route.app?.kind === 'account')) {
      expect(entry.cache, entry.path).toBe('private');
      expect(entry.needsSite, entry.path).toBe(true);
    }
  });

  it('keeps routes other than the page route away from the shared page cache', () => {
    for (const entry of ROUTER_ENTRIES.filter((route) => route !== ROUTES.page)) {
      expect(entry.cache, entry.path).not.toBe('shared');
    }
  });
});

describe('routerEntry', () => {
  it('finds a registered route by method and path as written, a GET route answering HEAD', () => {
    expect(routerEntry('GET', '/healthz')).toBe(ROUTES.liveness);
    expect(routerEntry('HEAD', '/healthz')).toBe(ROUTES.liveness);
    expect(routerEntry('PUT', '/api/favourites/:id')).toBe(ROUTES.favourite);
    expect(routerEntry('POST', '/users/sign_in')).toBe(ROUTES.signIn);
  });

  it('finds nothing for a method or a path the table does not register', () => {
    expect(routerEntry('POST', '/healthz')).toBeNull();
    expect(routerEntry('GET', '/api/favourites/:id')).toBeNull();
    expect(routerEntry('GET', '/search')).toBeNull(); // resolved inside the page route
    expect(routerEntry('GET', '/not-a-route')).toBeNull();
  });
});

describe('routeFor', () => {
  it.each([
    ['GET', '/healthz', ROUTES.liveness],
    ['HEAD', '/robots.txt', ROUTES.robots],
    ['GET', '/calculators/bmi', ROUTES.calculator],
    ['POST', '/calculators/bmi', ROUTES.calculator],
    ['GET', '/calculators/bmi/extra', ROUTES.calculatorsArea],
    ['PUT', '/api/favourites/12', ROUTES.favourite],
    ['GET', '/api/favourites/12', ROUTES.apiArea],
    ['GET', '/api/favourites', ROUTES.favourites],
    ['GET', '/assets/app.js', ROUTES.assets],
    ['GET', '/assets', ROUTES.page],
    ['GET', '/users/sign_in', ROUTES.signIn],
    ['GET', '/users/sign_in/logout', ROUTES.signedOut],
    ['GET', '/users/sign_out', ROUTES.usersArea],
    ['GET', '/Users/Sign_In', ROUTES.usersArea],
    ['GET', '/newsletter/sign-up', ROUTES.newsletterArea],
    ['POST', '/newsletter/sign-up', ROUTES.newsletterForm],
    ['GET', '/', ROUTES.home],
    ['GET', '/Search', ROUTES.search],
    ['GET', '/traening/styrke', ROUTES.page],
    ['GET', '/administration', ROUTES.page],
  ] as const)('%s %s', (method, path, expected) => {
    expect(routeFor(method, path)).toBe(expected);
  });

  it('finds no route for a method only the not-found handler answers', () => {
    expect(routeFor('POST', '/traening/styrke')).toBeNull();
    expect(routeFor('DELETE', '/healthz')).toBeNull();
  });
});

describe('cacheRuleOf', () => {
  it.each([
    ['/', 'shared'],
    ['/search', 'shared'],
    ['/cypress-testing', 'shared'],
    ['/traening/styrke/5-ovelser', 'shared'],
    ['/admin-dashboard', 'shared'],
    ['/profile', 'private'],
    ['/users/settings', 'private'],
    ['/users/sign_in', 'private'],
    ['/users', 'private'],
    ['/USERS/anything', 'private'],
    ['/account/orders', 'private'],
    ['/admin', 'private'],
    ['/admin-dashboard/overview', 'private'],
    ['/api/listing-teasers', 'none'],
    ['/api/unknown', 'none'],
    ['/assets/app.js', 'none'],
    ['/healthz', 'none'],
    ['/readyz', 'none'],
    ['/robots.txt', 'none'],
    ['/sitemap.xml', 'none'],
    ['/sitemaps/posts.xml', 'none'],
    ['/calculators/bmi', 'none'],
    ['/newsletter/sign-up', 'none'],
  ] as const)('%s is %s', (path, rule) => {
    expect(cacheRuleOf(path)).toBe(rule);
  });
});

describe('appRouteOf', () => {
  it('gives every account screen of the table, and content for anything else', () => {
    expect(appRouteOf('/users/forgot_password')).toEqual({
      kind: 'account',
      screen: 'forgot-password',
    });
    expect(appRouteOf('/users/settings')).toEqual({ kind: 'account', screen: 'settings' });
    expect(appRouteOf('/users/sign_out')).toEqual({ kind: 'content' });
    expect(appRouteOf('/healthz')).toEqual({ kind: 'content' });
    expect(appRouteOf('/SEARCH')).toEqual({ kind: 'content' });
  });
});
