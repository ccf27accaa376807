import { PATHS } from '../../../domain/routing/route-paths';
import type { MenuItem } from '../../../domain/content/content.types';
import { ROUTES } from '../../../domain/routing/route-table';
import { useRenderEnv, type RenderEnv } from '../../env/RenderEnv';
import { MenuLink } from '../../layouts/MenuLink';
import { useReaderChrome } from './reader-chrome';
import { signInHref } from './sign-in-href';

/** The id of the sign-out form on the settings screen: the menu's sign-out link without JavaScript. */
export const SIGN_OUT_ANCHOR = 'sign-out';

function PersonIcon() {
  return (
    <svg
      className="account-menu__icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Where the header's sign-in returns the reader: this page (account pages: the front). */
function headerReturnUri(favourites: RenderEnv['favourites']): string {
  const returnUri = favourites?.returnUri ?? '/';
  return returnUri.startsWith(`${PATHS.usersArea}/`) ? '/' : returnUri;
}

/**
 * The header's sign-in link: the one part of the layout that depends on the page
 * (`LayoutFrames` fills it in per page).
 */
export function headerSignInHref(favourites: RenderEnv['favourites']): string {
  return signInHref(favourites, headerReturnUri(favourites));
}

interface Props {
  /** Links the editors put in the content API's user menu, shown above sign-out. */
  readonly userMenu: readonly MenuItem[];
}

/**
 * The header's account corner. Signed out: "sign in". Signed in: a button that opens the account
 * menu (favourites, settings, the user menu, sign out). The page is shared by every reader of the
 * variant, so the button says "my account" here and the browser puts the reader's name in
 * `[data-account-name]`. The menu is a `<details>`, so it opens without JavaScript; sign-out links
 * to the settings screen's CSRF-protected form, and the enhancement posts it from here.
 */
export function HeaderAccount({ userMenu }: Props) {
  const { t, favourites } = useRenderEnv();
  const reader = useReaderChrome();
  if (!reader.signInEnabled) return null;
  if (!reader.signedIn)
    return (
      <a
        className="site-header__action site-header__account"
        href={headerSignInHref(favourites)}
        data-account="signed-out"
      >
        <PersonIcon />
        <span className="site-header__action-text">{t('account.menu.sign_in')}</span>
      </a>
    );
  return (
    <details className="account-menu" data-account-menu>
      <summary className="site-header__action site-header__account account-menu__button">
        <PersonIcon />
        <span className="account-menu__name site-header__action-text" data-account-name>
          {t('account.menu.label')}
        </span>
        <span className="account-menu__caret" aria-hidden="true" />
      </summary>
      <nav className="account-menu__panel" aria-label={t('account.menu.title')}>
        {/* Phones show only the icon in the button: the name heads the menu instead. */}
        <p className="account-menu__who" aria-hidden="true">
          <span data-account-name>{t('account.menu.label')}</span>
        </p>
        <ul className="account-menu__list">
          <li>
            <a className="account-menu__link" href={ROUTES.favouritesScreen.path}>
              {t('account.menu.favourites')}
            </a>
          </li>
          <li>
            <a className="account-menu__link" href={ROUTES.settings.path}>
              {t('account.menu.settings')}
            </a>
          </li>
          {userMenu.map((item) => (
            <li key={item.id}>
              <MenuLink item={item} className="account-menu__link" />
            </li>
          ))}
          <li className="account-menu__sign-out">
            <a
              className="account-menu__link"
              href={`${ROUTES.settings.path}#${SIGN_OUT_ANCHOR}`}
              data-sign-out={ROUTES.signOut.path}
            >
              {t('form.sign_out')}
            </a>
          </li>
        </ul>
      </nav>
    </details>
  );
}
