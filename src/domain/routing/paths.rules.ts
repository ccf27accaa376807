import type { AccountScreen, Layout } from '../page/view-model.types';

/** Paths that are never resolved through the content API. */
const BLOCKED_PATH_MARKERS = ['/fonts/', '/cypress-testing', '[object', 'object Object'] as const;

export function isBlockedPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is matched as it stands.
  }
  return BLOCKED_PATH_MARKERS.some((marker) => path.includes(marker) || decoded.includes(marker));
}

/** The product's own routes; everything else is the content API's catch-all. */
export type AppRoute =
  | { readonly kind: 'home' }
  | { readonly kind: 'search' }
  | { readonly kind: 'account'; readonly screen: AccountScreen }
  | { readonly kind: 'admin-overview' }
  | { readonly kind: 'test-page' }
  | { readonly kind: 'content' };

const ACCOUNT_ROUTES: Readonly<Record<string, AccountScreen>> = {
  '/profile': 'profile',
  '/users/favourites': 'favourites',
  '/users/settings': 'settings',
  '/users/sign_in': 'sign-in',
  '/users/sign_up': 'sign-up',
  '/users/forgot_password': 'forgot-password',
  '/users/new_password': 'new-password',
};

export function matchAppRoute(path: string): AppRoute {
  if (path === '/') return { kind: 'home' };
  if (path === '/search' || path === '/Search') return { kind: 'search' };
  if (path === '/admin-dashboard/overview') return { kind: 'admin-overview' };
  if (path === '/cypress-testing') return { kind: 'test-page' };
  const screen = ACCOUNT_ROUTES[path];
  if (screen !== undefined) return { kind: 'account', screen };
  return { kind: 'content' };
}

/** When sign-in is disabled, paths containing sign_up or sign_in redirect to '/'. */
export function redirectsWhenAuthDisabled(path: string): boolean {
  return path.includes('sign_up') || path.includes('sign_in');
}

const LAYOUTS: ReadonlySet<string> = new Set<Layout>(['default', 'admin']);

/** An unknown layout falls back to the default one. */
export function resolveLayout(requested: string | null | undefined): Layout {
  return requested !== null && requested !== undefined && LAYOUTS.has(requested)
    ? (requested as Layout)
    : 'default';
}
