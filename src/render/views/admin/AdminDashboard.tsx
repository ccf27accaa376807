import type { AdminDashboardView } from '../../../domain/identity/account-view.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { dateTimeAttribute, formatClock } from '../../i18n/format-date';

interface Props {
  readonly dashboard: AdminDashboardView;
}

function percent(ratio: number | null): string {
  return ratio === null ? '–' : `${(ratio * 100).toFixed(1)} %`;
}

/** Site health, upstreams, cache hit ratio, recent events and the cache purge. */
export function AdminDashboard({ dashboard }: Props) {
  const { t, timeZone } = useRenderEnv();
  return (
    <>
      <section className="admin-card" aria-labelledby="admin-health">
        <h2 className="admin-card__title" id="admin-health">
          {t('admin.health')}
        </h2>
        <dl className="admin-card__list">
          {dashboard.health.map((row) => (
            <div key={row.label} className="admin-card__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          <div className="admin-card__row">
            <dt>{t('admin.cache_hit_ratio')}</dt>
            <dd data-cache-hit-ratio>{percent(dashboard.cacheHitRatio)}</dd>
          </div>
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="admin-upstreams">
        <h2 className="admin-card__title" id="admin-upstreams">
          {t('admin.upstreams')}
        </h2>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.upstreams')}</th>
              <th scope="col">{t('admin.status')}</th>
              <th scope="col">{t('admin.latency')}</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.upstreams.map((upstream) => (
              <tr key={upstream.service} data-upstream={upstream.service}>
                <td>{upstream.service}</td>
                <td>{upstream.state}</td>
                <td>
                  {upstream.latencyMs === null
                    ? '–'
                    : `${upstream.latencyMs} ms (${upstream.requests})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="admin-card" aria-labelledby="admin-events">
        <h2 className="admin-card__title" id="admin-events">
          {t('admin.events')}
        </h2>
        {dashboard.events.length === 0 ? (
          <p>{t('admin.no_events')}</p>
        ) : (
          <ul className="admin-events">
            {dashboard.events.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <time dateTime={dateTimeAttribute(event.at, timeZone) ?? event.at}>
                  {formatClock(event.at, timeZone) ?? event.at}
                </time>
                {` ${event.type}: ${event.detail}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="admin-card" aria-label={t('admin.purge')}>
        {dashboard.purged ? (
          <p className="account-form__notice" role="status">
            {t('admin.purged')}
          </p>
        ) : null}
        <form method="post" action="/admin-dashboard/purge">
          <input type="hidden" name="_csrf" value={dashboard.csrfToken} />
          <button type="submit" className="button">
            {t('admin.purge')}
          </button>
        </form>
      </section>
    </>
  );
}
