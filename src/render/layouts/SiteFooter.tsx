import type { MenuItem } from '../../domain/content/content.types';
import type { SiteView } from '../../domain/page/view-model.types';
import { CONSENT_DIALOG_ID } from '../components/consent/consent-choice';
import { useRenderEnv } from '../env/RenderEnv';
import { safeHref } from '../markdown/safe-url';
import { MenuLink } from './MenuLink';

interface Props {
  readonly site: SiteView;
  readonly menu: readonly MenuItem[];
  readonly year: number;
}

function MenuList({ items }: { readonly items: readonly MenuItem[] }) {
  return (
    <ul className="footer-menu__list">
      {items.map((item) => (
        <li key={item.id} className="footer-menu__item">
          <MenuLink item={item} className="footer-menu__link" />
          {item.description !== undefined && (
            <span className="footer-menu__description">{item.description}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer menu as columns: an item with children is a column headed by the item, the items
 * without children share one more column. Stacked on phones, side by side from tablets up.
 */
function FooterMenu({ menu }: { readonly menu: readonly MenuItem[] }) {
  const { t } = useRenderEnv();
  const groups = menu.filter((item) => item.children.length > 0);
  const loose = menu.filter((item) => item.children.length === 0);
  return (
    <nav className="footer-menu" aria-label={t('nav.footer_menu')}>
      {groups.map((group) => (
        <section key={group.id} className="footer-menu__column">
          <h2 className="footer-menu__heading">
            <MenuLink item={group} className="footer-menu__heading-link" />
          </h2>
          <MenuList items={group.children} />
        </section>
      ))}
      {loose.length > 0 && (
        <section className="footer-menu__column">
          <h2 className="footer-menu__heading">{t('footer.links')}</h2>
          <MenuList items={loose} />
        </section>
      )}
    </nav>
  );
}

function hrefsOf(menu: readonly MenuItem[]): Set<string> {
  return new Set(menu.flatMap((item) => [item.url, ...hrefsOf(item.children)]));
}

/**
 * The footer: the brand, the footer menu in columns, the privacy and cookie-settings links and the
 * copyright line. "Cookie settings" is an in-page link to the consent dialog at the top of the
 * page (`DefaultLayout.tsx`), so it opens without JavaScript too; `client/consent` makes it a button.
 */
export function SiteFooter({ site, menu, year }: Props) {
  const { t } = useRenderEnv();
  const privacy = safeHref(t('footer.privacy_href'));
  // The privacy page is often in the footer menu already: link it once.
  const showPrivacy = privacy !== null && !hrefsOf(menu).has(privacy);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <p className="site-footer__brand">{site.brandName}</p>
        {menu.length > 0 && <FooterMenu menu={menu} />}
        <div className="site-footer__bottom">
          <ul className="footer-legal" aria-label={t('nav.legal_menu')}>
            {showPrivacy && (
              <li className="footer-legal__item">
                <a className="footer-legal__link" href={privacy}>
                  {t('footer.privacy')}
                </a>
              </li>
            )}
            <li className="footer-legal__item">
              <a
                className="footer-legal__link"
                href={`#${CONSENT_DIALOG_ID}`}
                data-consent-open=""
                aria-controls={CONSENT_DIALOG_ID}
              >
                {t('footer.cookie_settings')}
              </a>
            </li>
          </ul>
          <p className="site-footer__copyright">
            {t('footer.copyright', { year, brand: site.brandName })}
          </p>
        </div>
      </div>
    </footer>
  );
}
