import type { Site, SiteAuth } from './site.types';

/**
 * Whether readers can sign in on a site: the one definition, read by the routes, the chrome and
 * the identity directory alike. The configuration refuses `enabled` without a user pool and an
 * app client (`missingSignInSetting`, checked at start), so a site with sign-in on has both.
 */
export function signInOn(site: Pick<Site, 'auth'>): boolean {
  return site.auth.enabled;
}

/** The setting a site with sign-in on lacks, or null when it has what sign-in needs. */
export function missingSignInSetting(auth: SiteAuth): 'userPoolId' | 'userPoolWebClientId' | null {
  if (!auth.enabled) return null;
  if (auth.userPoolId === null) return 'userPoolId';
  if (auth.userPoolWebClientId === null) return 'userPoolWebClientId';
  return null;
}
