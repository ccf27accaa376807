import type { AdminDashboardView } from '../../domain/identity/account-view.types';
import type { SiteView } from '../../domain/page/view-model.types';
import { useRenderEnv } from '../env/RenderEnv';
import { AdminDashboard } from './admin/AdminDashboard';

interface Props {
  readonly site: SiteView;
  readonly dashboard?: AdminDashboardView;
  readonly forbidden?: boolean;
}

/** The admin overview: the site summary, and for admins the live dashboard and the purge action. */
export function AdminOverviewView({ site, dashboard, forbidden = false }: Props) {
  const { t } = useRenderEnv();
  if (forbidden) {
    return (
      <div className="admin-overview container">
        <h1 className="admin-overview__title">{t('admin.overview')}</h1>
        <p className="admin-overview__forbidden" role="alert">
          {t('admin.forbidden')}
        </p>
      </div>
    );
  }
  const rows: readonly (readonly [string, string])[] = [
    [t('admin.brand'), `${site.brandName} (${site.brandCode})`],
    [t('admin.market'), site.market.toUpperCase()],
    [t('admin.locale'), site.locale],
    [t('admin.domain'), site.siteDomain],
  ];
  return (
    <div className="admin-overview container">
      <h1 className="admin-overview__title">{t('admin.overview')}</h1>
      <section className="admin-card" aria-labelledby="admin-summary">
        <h2 className="admin-card__title" id="admin-summary">
          {t('admin.summary')}
        </h2>
        <dl className="admin-card__list">
          {rows.map(([label, value]) => (
            <div key={label} className="admin-card__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {dashboard === undefined ? null : <AdminDashboard dashboard={dashboard} />}
    </div>
  );
}
