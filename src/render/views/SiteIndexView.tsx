import type { SiteIndexEntry } from '../../domain/page/view-model.types';
import { useRenderEnv } from '../env/RenderEnv';
import { safeHref } from '../markdown/safe-url';

interface Props {
  readonly sites: readonly SiteIndexEntry[];
}

/** The platform's index page: every site with its brand and market, linking to its URL. */
export function SiteIndexView({ sites }: Props) {
  const { t } = useRenderEnv();
  return (
    <main id="main-content" className="site-index container">
      <header className="site-index__header">
        <h1 className="site-index__title">{t('site_index.title')}</h1>
        <p className="site-index__description">{t('site_index.description')}</p>
      </header>
      <ul className="site-index__list">
        {sites.map((site) => (
          <li key={site.id} className="site-index__item">
            <a className="site-index__link" href={safeHref(site.url) ?? undefined}>
              <span className="site-index__brand">{site.brandName}</span>
              <span className="site-index__market">
                {site.market.toUpperCase()} · {site.locale}
              </span>
              <span className="site-index__url">{site.url.replace(/^https?:\/\//, '')}</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
