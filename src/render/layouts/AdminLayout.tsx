import type { ReactNode } from 'react';
import type { Chrome } from '../../domain/page/view-model.types';
import { ROUTES } from '../../domain/routing/route-table';
import { useRenderEnv } from '../env/RenderEnv';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

interface Props {
  readonly chrome: Chrome;
  readonly children: ReactNode;
}

/** The admin layout: its own "Admin" header and navigation. */
export function AdminLayout({ chrome, children }: Props) {
  const { t } = useRenderEnv();
  return (
    <>
      <SkipLink />
      <header className="admin-header">
        <div className="admin-header__inner container">
          <p className="admin-header__title">
            {t('admin.title')} <span className="admin-header__site">{chrome.site.brandName}</span>
          </p>
          <nav className="admin-nav" aria-label={t('admin.menu')}>
            <ul className="admin-nav__list">
              <li>
                <a className="admin-nav__link" href={ROUTES.adminOverview.path} aria-current="page">
                  {t('admin.overview')}
                </a>
              </li>
              <li>
                <a className="admin-nav__link" href="/">
                  {t('admin.back_to_site')}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className="site-main site-main--admin" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
