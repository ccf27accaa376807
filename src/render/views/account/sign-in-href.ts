import { loginAddress } from '../../../domain/identity/login-address.rules';
import { ROUTES } from '../../../domain/routing/route-table';
import type { RenderEnv } from '../../env/RenderEnv';

/**
 * A sign-in link of the page: the site's login path with returnUri and locale
 * (`RenderEnv.favourites`); the product's own sign-in page on a site without sign-in settings.
 */
export function signInHref(favourites: RenderEnv['favourites'], returnUri: string): string {
  if (favourites === undefined || favourites === null)
    return returnUri === '/'
      ? ROUTES.signIn.path
      : `${ROUTES.signIn.path}?returnUri=${encodeURIComponent(returnUri)}`;
  return loginAddress(favourites.loginPath, returnUri, favourites.locale);
}
