import type { MenuItem } from '../../domain/content/content.types';
import type { SiteView } from '../../domain/page/view-model.types';
import { useRenderEnv } from '../env/RenderEnv';
import { MenuLink } from './MenuLink';

interface Props {
  readonly site: SiteView;
  readonly menu: readonly MenuItem[];
  readonly year: number;
}

/** The footer: the brand, the footer menu and the copyright line. */
export function SiteFooter({ site, menu, year }: Props) {
  const { t } = useRenderEnv();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <p className="site-footer__brand">{site.brandName}</p>
        {menu.length > 0 && (
          <nav className="footer-menu" aria-label={t('nav.footer_menu')}>
            <ul className="footer-menu__list">
              {menu.map((item) => (
                <li key={item.id} className="footer-menu__item">
                  <MenuLink item={item} className="footer-menu__link" />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="site-footer__copyright">
          {t('footer.copyright', { year, brand: site.brandName })}
        </p>
      </div>
    </footer>
  );
}
