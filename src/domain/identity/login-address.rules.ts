import { safeReturnUri } from './user-state.rules';

/**
 * The address every sign-in link and redirect of a site goes to: the site's login path
 * (`auth.loginPath` / `AUTH_LOGIN_PATH`) with `returnUri` (a same-site path, else `/`) and
 * `locale`, then any `extra` fields (a notice, a prefilled e-mail). A login path that carries a
 * query of its own keeps it.
 */
export function loginAddress(
  loginPath: string,
  returnUri: string,
  locale: string,
  extra: Readonly<Record<string, string>> = {},
): string {
  const query = new URLSearchParams({ returnUri: safeReturnUri(returnUri), locale });
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return `${loginPath}${loginPath.includes('?') ? '&' : '?'}${query.toString()}`;
}
