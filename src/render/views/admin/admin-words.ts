import type {
  AdminHealthView,
  UpstreamStatusView,
} from '../../../domain/identity/account-view.types';
import type { LanguageCode } from '../../../domain/site/site.types';
import { formatNumber, INTL_LOCALES } from '../../i18n/format-number';
import { durationLabel } from '../../i18n/time-units';
import type { Translate } from '../../i18n/translate';
import type { TranslationKey } from '../../i18n/translations.types';

const BYTES_PER_MB = 1024 * 1024;
const MS_PER_MINUTE = 60_000;

/** The site and this process as rows of the admin overview, worded in the site's language. */
export function healthRows(
  health: AdminHealthView,
  t: Translate,
  language: LanguageCode,
): readonly (readonly [string, string])[] {
  return [
    [t('admin.health.site'), health.site],
    [t('admin.health.uptime'), durationLabel(Math.floor(health.uptimeMs / MS_PER_MINUTE), t)],
    [
      t('admin.health.memory'),
      `${formatNumber(Math.round(health.memoryBytes / BYTES_PER_MB), language)} MB`,
    ],
    [t('admin.health.runtime'), health.runtime],
    [t('admin.health.sites_served'), formatNumber(health.sitesServed, language)],
    [
      t('admin.health.shared_cache'),
      t(health.sharedCache ? 'admin.shared_cache.on' : 'admin.shared_cache.off'),
    ],
    ...(health.contentApi === undefined
      ? []
      : [
          [
            t('admin.health.content_api'),
            health.contentApi.state === 'answers'
              ? t('admin.content_api.answers', { name: health.contentApi.name ?? '–' })
              : t('admin.content_api.silent'),
          ] as const,
        ]),
  ];
}

const BREAKER_STATES: Readonly<Record<string, TranslationKey>> = {
  closed: 'admin.breaker.closed',
  'half-open': 'admin.breaker.half-open',
  open: 'admin.breaker.open',
};

/** A circuit breaker's state in words (`Normal`, `Afbrudt`); a state we do not know as it is. */
export function breakerLabel(state: string, t: Translate): string {
  const key = BREAKER_STATES[state];
  return key === undefined ? state : t(key);
}

const UPSTREAMS: Readonly<Record<string, TranslationKey>> = {
  'content-api': 'admin.upstream.content-api',
  subscription: 'admin.upstream.subscription',
  favourites: 'admin.upstream.favourites',
  newsletter: 'admin.upstream.newsletter',
  materials: 'admin.upstream.materials',
  'content-marketing': 'admin.upstream.content-marketing',
  'video-provider': 'admin.upstream.video-provider',
  identity: 'admin.upstream.identity',
  signup: 'admin.upstream.signup',
  search: 'admin.upstream.search',
};

/** An upstream service by name (`Favoritter`); one we do not know by its id. */
export function upstreamLabel(service: string, t: Translate): string {
  const key = UPSTREAMS[service];
  return key === undefined ? service : t(key);
}

const EVENT_TYPES: Readonly<Record<string, TranslationKey>> = {
  CachePurged: 'admin.event.CachePurged',
  UpstreamFailed: 'admin.event.UpstreamFailed',
  UpstreamRecovered: 'admin.event.UpstreamRecovered',
  BreakerStateChanged: 'admin.event.BreakerStateChanged',
  SignInFailed: 'admin.event.SignInFailed',
};

/** An operator event's type in words (`Cache tømt`); a type we do not know as it is. */
export function eventLabel(type: string, t: Translate): string {
  const key = EVENT_TYPES[type];
  return key === undefined ? type : t(key);
}

/** A share as a percentage with one decimal as the language writes it (`36,4 %`); `–` for none. */
export function percentText(ratio: number | null, language: LanguageCode): string {
  if (ratio === null) return '–';
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(ratio);
}

/** An upstream's mean latency and how many requests it is over (`341 ms · 66 kald`). */
export function latencyText(
  upstream: UpstreamStatusView,
  t: Translate,
  language: LanguageCode,
): string {
  if (upstream.latencyMs === null) return '–';
  return `${formatNumber(upstream.latencyMs, language)} ms · ${t('admin.requests', { count: upstream.requests })}`;
}
