import type { SiteView } from '../../domain/page/view-model.types';
import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  readonly site: SiteView;
}

/** The admin overview: a summary of the site this host serves. */
export function AdminOverviewView({ site }: Props) {
  const { t } = useRenderEnv();
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
    </div>
  );
}
