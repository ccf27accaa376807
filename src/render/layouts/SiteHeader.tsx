import { PATHS } from '../../domain/routing/route-paths';
import type { SiteView } from '../../domain/page/view-model.types';
import type { MenuItem } from '../../domain/content/content.types';
import { useRenderEnv } from '../env/RenderEnv';
import { HeaderAccount } from '../views/account/HeaderAccount';
import { MainMenu } from './MainMenu';
import { MenuLink } from './MenuLink';

/** The id of the menu panel: the menu button's target (`#site-menu`) without JavaScript. */
export const SITE_MENU_ID = 'site-menu';

interface Props {
  readonly site: SiteView;
  readonly menu: readonly MenuItem[];
  /** The content API's user menu, shown in a signed-in reader's account menu. */
  readonly userMenu?: readonly MenuItem[];
  /** The header's secondary slot (service links): beside the main menu, in the panel on phones. */
  readonly secondaryMenu?: readonly MenuItem[];
}

/** The secondary slot's links, one level (a service row has no dropdowns). */
function SecondaryMenu({ items }: { readonly items: readonly MenuItem[] }) {
  const { t } = useRenderEnv();
  if (items.length === 0) return null;
  return (
    <nav className="secondary-menu" aria-label={t('nav.secondary_menu')}>
      <ul className="secondary-menu__list">
        {items.map((item) => (
          <li key={item.id} className="secondary-menu__item">
            <MenuLink item={item} className="secondary-menu__link" />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Brand({ site, className }: { readonly site: SiteView; readonly className: string }) {
  const { t } = useRenderEnv();
  return (
    <a className={className} href="/" aria-label={t('nav.home', { brand: site.brandName })}>
      {site.logoUrl !== null ? (
        <img className="site-header__logo" src={site.logoUrl} alt={site.brandName} height={40} />
      ) : (
        <span className="site-header__wordmark">{site.brandName}</span>
      )}
    </a>
  );
}

/**
 * The brand header: the menu button (phones and tablets), the logo (or a text wordmark) linking
 * to the front page, search and the account corner; then the main menu. From 1024px the menu is
 * a horizontal bar with dropdowns; below it is an off-canvas panel. Without JavaScript the menu
 * button is a link to the panel, which opens as the page's `:target` and closes with a link to
 * `#`; `client/menu/menu.enhance.ts` turns it into a real button with a focus trap, Escape and
 * a locked page scroll.
 */
export function SiteHeader({ site, menu, userMenu = [], secondaryMenu = [] }: Props) {
  const { t } = useRenderEnv();
  const hasMenu = menu.length > 0 || secondaryMenu.length > 0;
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        {hasMenu && (
          <a
            className="site-header__action site-header__menu-toggle"
            href={`#${SITE_MENU_ID}`}
            aria-controls={SITE_MENU_ID}
            data-menu-toggle
          >
            <span className="site-header__menu-icon" aria-hidden="true" />
            <span className="site-header__action-text">{t('nav.menu')}</span>
          </a>
        )}
        <Brand site={site} className="site-header__brand" />
        <div className="site-header__actions">
          <a className="site-header__action site-header__search" href={PATHS.search}>
            <span className="site-header__search-icon" aria-hidden="true" />
            <span className="site-header__action-text">{t('search.title')}</span>
          </a>
          <HeaderAccount userMenu={userMenu} />
        </div>
      </div>
      {hasMenu && (
        <div className="site-nav" id={SITE_MENU_ID} data-menu-panel>
          <div className="site-nav__panel">
            <div className="site-nav__head">
              <Brand site={site} className="site-nav__brand" />
              <a
                className="site-nav__close"
                href="#"
                aria-label={t('nav.close_menu')}
                data-menu-close
              >
                <span className="site-nav__close-icon" aria-hidden="true" />
              </a>
            </div>
            <div className="site-header__nav container">
              <MainMenu items={menu} />
              <SecondaryMenu items={secondaryMenu} />
            </div>
          </div>
        </div>
      )}
    </header>
  );
}
