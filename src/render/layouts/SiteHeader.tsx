import type { SiteView } from '../../domain/page/view-model.types';
import type { MenuItem } from '../../domain/content/content.types';
import { useRenderEnv } from '../env/RenderEnv';
import { MainMenu } from './MainMenu';

interface Props {
  readonly site: SiteView;
  readonly menu: readonly MenuItem[];
}

/** The brand header: the logo (or a text wordmark) links to the front page; then the main menu. */
export function SiteHeader({ site, menu }: Props) {
  const { t } = useRenderEnv();
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <a
          className="site-header__brand"
          href="/"
          aria-label={t('nav.home', { brand: site.brandName })}
        >
          {site.logoUrl !== null ? (
            <img
              className="site-header__logo"
              src={site.logoUrl}
              alt={site.brandName}
              height={40}
            />
          ) : (
            <span className="site-header__wordmark">{site.brandName}</span>
          )}
        </a>
        <a className="site-header__search" href="/search">
          <span className="site-header__search-icon" aria-hidden="true" />
          <span className="site-header__search-text">{t('search.title')}</span>
        </a>
      </div>
      <div className="site-header__nav container">
        <MainMenu items={menu} />
      </div>
    </header>
  );
}
