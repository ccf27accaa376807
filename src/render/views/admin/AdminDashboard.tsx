import type { AdminDashboardView } from '../../../domain/identity/account-view.types';
import { ROUTES } from '../../../domain/routing/route-table';
import { EmptyState } from '../../components/EmptyState';
import { useRenderEnv } from '../../env/RenderEnv';
import { dateTimeAttribute, formatClock } from '../../i18n/format-date';
import { formatNumber } from '../../i18n/format-number';
import {
  breakerLabel,
  eventLabel,
  healthRows,
  latencyText,
  percentText,
  upstreamLabel,
} from './admin-words';

interface Props {
  readonly dashboard: AdminDashboardView;
}

/**
 * The content shapes dropped in the last hour: what the content API sent that no reader saw (a
 * new widget type, a broken field), so an operator notices an upstream change.
 */
function ShapesDroppedCard({
  shapes,
}: {
  readonly shapes: NonNullable<AdminDashboardView['shapesDropped']>;
}) {
  const { t, timeZone, language } = useRenderEnv();
  return (
    <section className="admin-card admin-card--wide" aria-labelledby="admin-shapes">
      <h2 className="admin-card__title" id="admin-shapes">
        {t('admin.shapes_dropped')}
      </h2>
      {shapes.length === 0 ? (
        <p className="admin-card__note">{t('admin.no_shapes_dropped')}</p>
      ) : (
        <div
          className="admin-table-scroll"
          role="region"
          aria-labelledby="admin-shapes"
          tabIndex={0}
        >
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.shape.site')}</th>
                <th scope="col">{t('admin.shape.resource')}</th>
                <th scope="col">{t('admin.shape.field')}</th>
                <th scope="col">{t('admin.shape.reason')}</th>
                <th scope="col">{t('admin.shape.count')}</th>
                <th scope="col">{t('admin.shape.last_seen')}</th>
              </tr>
            </thead>
            <tbody>
              {shapes.map((shape) => (
                <tr
                  key={`${shape.siteId}|${shape.resource}|${shape.field}|${shape.reason}`}
                  data-shape-dropped={shape.field}
                >
                  <td>{shape.siteId}</td>
                  <td>{shape.resource}</td>
                  <td>
                    <code>{shape.field}</code>
                  </td>
                  <td className="admin-table__reason">{shape.reason}</td>
                  <td>{formatNumber(shape.count, language)}</td>
                  <td>
                    <time dateTime={dateTimeAttribute(shape.lastSeen, timeZone) ?? shape.lastSeen}>
                      {formatClock(shape.lastSeen, timeZone) ?? shape.lastSeen}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A CSS-safe modifier for an upstream's circuit state (`closed`, `open`, `half-open`). */
function statusModifier(state: string): string {
  return state.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Site health, upstreams, cache hit ratio, recent events and the cache purge. */
export function AdminDashboard({ dashboard }: Props) {
  const { t, timeZone, language } = useRenderEnv();
  return (
    <>
      <section className="admin-card" aria-labelledby="admin-health">
        <h2 className="admin-card__title" id="admin-health">
          {t('admin.health')}
        </h2>
        <dl className="admin-card__list">
          {healthRows(dashboard.health, t, language).map(([label, value]) => (
            <div key={label} className="admin-card__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="admin-card__row">
            <dt>{t('admin.cache_hit_ratio')}</dt>
            <dd data-cache-hit-ratio>{percentText(dashboard.cacheHitRatio, language)}</dd>
          </div>
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="admin-upstreams">
        <h2 className="admin-card__title" id="admin-upstreams">
          {t('admin.upstreams')}
        </h2>
        {/* A table wider than a phone scrolls inside its card, never the page. */}
        <div
          className="admin-table-scroll"
          role="region"
          aria-labelledby="admin-upstreams"
          tabIndex={0}
        >
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.service')}</th>
                <th scope="col">{t('admin.status')}</th>
                <th scope="col">{t('admin.latency')}</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.upstreams.map((upstream) => (
                <tr key={upstream.service} data-upstream={upstream.service}>
                  <td>{upstreamLabel(upstream.service, t)}</td>
                  <td>
                    <span
                      className={`admin-status admin-status--${statusModifier(upstream.state)}`}
                    >
                      {breakerLabel(upstream.state, t)}
                    </span>
                  </td>
                  <td>{latencyText(upstream, t, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="admin-card" aria-labelledby="admin-events">
        <h2 className="admin-card__title" id="admin-events">
          {t('admin.events')}
        </h2>
        {dashboard.events.length === 0 ? (
          <EmptyState
            message={t('admin.no_events')}
            hint={t('admin.no_events_hint')}
            action={{ href: '/', label: t('admin.back_to_site') }}
            className="admin-card__empty"
            mark="list"
          />
        ) : (
          <ol className="admin-events">
            {dashboard.events.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <time dateTime={dateTimeAttribute(event.at, timeZone) ?? event.at}>
                  {formatClock(event.at, timeZone) ?? event.at}
                </time>
                {` ${eventLabel(event.type, t)}: ${event.detail}`}
              </li>
            ))}
          </ol>
        )}
      </section>
      <ShapesDroppedCard shapes={dashboard.shapesDropped ?? []} />
      <section className="admin-card admin-card--action" aria-label={t('admin.purge')}>
        {dashboard.purged ? (
          <p className="account-form__notice" role="status">
            {t('admin.purged')}
          </p>
        ) : null}
        <form method="post" action={ROUTES.adminPurge.path}>
          <input type="hidden" name="_csrf" value={dashboard.csrfToken} />
          <button type="submit" className="button">
            {t('admin.purge')}
          </button>
        </form>
      </section>
      <EndSessionsCard dashboard={dashboard} />
    </>
  );
}

/** An admin's "sign out everywhere" for one account (ADR 25). */
function EndSessionsCard({ dashboard }: { readonly dashboard: AdminDashboardView }) {
  const { t } = useRenderEnv();
  const ended = dashboard.sessionsEnded;
  return (
    <section className="admin-card admin-card--action" aria-labelledby="end-sessions-title">
      <h2 id="end-sessions-title">{t('admin.end_sessions')}</h2>
      {typeof ended === 'number' ? (
        <p className="account-form__notice" role="status">
          {t('admin.end_sessions.done', { count: ended })}
        </p>
      ) : null}
      {ended === 'missing' ? (
        <p className="account-form__error" role="alert">
          {t('admin.end_sessions.missing')}
        </p>
      ) : null}
      <form method="post" action={ROUTES.adminEndSessions.path} className="account-form">
        <input type="hidden" name="_csrf" value={dashboard.csrfToken} />
        <div className="form-field">
          <label htmlFor="end-sessions-email">{t('admin.end_sessions.email')}</label>
          <div className="form-field__control">
            <input id="end-sessions-email" type="email" name="email" required autoComplete="off" />
          </div>
        </div>
        <button type="submit" className="button account-form__submit">
          {t('admin.end_sessions.submit')}
        </button>
      </form>
    </section>
  );
}
