import type { Layout } from '../page/view-model.types';
import { appRouteOf, ROUTES, type AppRoute } from './route-table';

/** Paths that are never resolved through the content API. */
const BLOCKED_PATH_MARKERS = ['/fonts/', ROUTES.testPage.path, '[object', 'object Object'] as const;

export function isBlockedPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is matched as it stands.
  }
  return BLOCKED_PATH_MARKERS.some((marker) => path.includes(marker) || decoded.includes(marker));
}

export type { AppRoute } from './route-table';

/**
 * The product's own routes that the page route resolves (home, search, account screens, the
 * admin overview, the test page), from the route table; everything else is the content API's.
 */
export function matchAppRoute(path: string): AppRoute {
  return appRouteOf(path);
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
