import { isMarketCode } from '../domain/site/markets';
import type { ContentSearchMethod } from '../domain/site/site.types';
import { ConfigError } from './config-error';
import { envBoolean, envString, envUrl, type Env } from './env.rules';
import { DEFAULT_MENU_LOCATIONS, type SiteEntry, type SitesFile } from './sites-file.schema';

/**
 * Environment keys of a single-site deployment (the per-site keys of ADR 3 plus the upstream
 * base URLs). They override the one site of a sites file, or describe the site on their own.
 */
export const SINGLE_SITE_KEYS = [
  'BRAND_CODE',
  'BRAND_NAME',
  'MARKET',
  'SITE_ID',
  'SITE_HOSTS',
  'SITE_DOMAIN',
  'SUBSCRIPTION_URL',
  'SHARE_IMAGE_URL',
  'ENABLE_AUTH',
  'USERPOOL_ID',
  'USERPOOL_WEB_CLIENT_ID',
  'USERPOOL_REGION',
  'AUTH_LOGIN_PATH',
  'USERPOOL_ENDPOINT',
  'IMG_CDN_DOMAIN',
  'IMAGE_PROTECTION',
  'TRACKING_GA_VER_4',
  'PAYWALL_PROVIDER_ID',
  'VERTEX_SEARCH',
  'CONTENT_API_URL',
  'CONTENT_ADMIN_API_URL',
  'IMAGE_HOST_URL',
  'USER_SETTINGS_URL',
  'SUBSCRIPTION_SERVICE_URL',
  'MATERIALS_SERVICE_URL',
  'NEWSLETTER_SERVICE_URL',
  'CONTENT_MARKETING_URL',
  'VIDEO_PROVIDER_URL',
  'SIGNUP_URL',
  'MENU_HEADER_LOCATION',
  'MENU_FOOTER_LOCATION',
  'MENU_USER_LOCATION',
  'CONTENT_SEARCH_METHOD',
] as const;

const UPSTREAM_KEYS = {
  CONTENT_API_URL: 'contentApi',
  CONTENT_ADMIN_API_URL: 'contentAdminApi',
  IMAGE_HOST_URL: 'imageHost',
  USER_SETTINGS_URL: 'userSettings',
  SUBSCRIPTION_SERVICE_URL: 'subscription',
  MATERIALS_SERVICE_URL: 'materials',
  NEWSLETTER_SERVICE_URL: 'newsletter',
  CONTENT_MARKETING_URL: 'contentMarketing',
  VIDEO_PROVIDER_URL: 'videoProvider',
  SIGNUP_URL: 'signup',
} as const satisfies Record<string, keyof SiteEntry['upstreams']>;

const NEUTRAL_THEME = {
  primary: '#1a1a1a',
  primaryContrast: '#ffffff',
  accent: '#c70000',
  background: '#ffffff',
  surface: '#f6f6f6',
  text: '#121212',
  mutedText: '#595959',
  headingFont: 'Georgia, "Times New Roman", serif',
  bodyFont: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

function isContentSearchMethod(value: string): value is ContentSearchMethod {
  return value === 'auto' || value === 'get' || value === 'post';
}

function requireEnv(env: Env, key: string): string {
  const value = envString(env, key);
  if (value === undefined)
    throw new ConfigError(key, 'is required for a single-site deployment without SITES_FILE');
  return value;
}

export function applySingleSiteOverrides(entry: SiteEntry, env: Env): SiteEntry {
  const market = envString(env, 'MARKET');
  if (market !== undefined && !isMarketCode(market))
    throw new ConfigError('MARKET', `must be one of dk, se, no, fi, nl, got "${market}"`);
  const brandCode = envString(env, 'BRAND_CODE');
  if (brandCode !== undefined && !/^[A-Z]{2,5}$/.test(brandCode))
    throw new ConfigError(
      'BRAND_CODE',
      `must be an upper-case brand code such as WOM, got "${brandCode}"`,
    );
  const siteDomain = envUrl(env, 'SITE_DOMAIN');
  const subscriptionUrl = envUrl(env, 'SUBSCRIPTION_URL');
  const shareImage = envUrl(env, 'SHARE_IMAGE_URL');
  const upstreams = { ...entry.upstreams };
  for (const [key, field] of Object.entries(UPSTREAM_KEYS)) {
    const url = envUrl(env, key);
    if (url !== undefined) upstreams[field] = url;
  }
  const hosts = envString(env, 'SITE_HOSTS');
  const searchMethod = envString(env, 'CONTENT_SEARCH_METHOD')?.toLowerCase();
  if (searchMethod !== undefined && !isContentSearchMethod(searchMethod))
    throw new ConfigError(
      'CONTENT_SEARCH_METHOD',
      `must be auto, get or post, got "${searchMethod}"`,
    );
  return {
    ...entry,
    id: envString(env, 'SITE_ID') ?? entry.id,
    brandCode: brandCode ?? entry.brandCode,
    market: market ?? entry.market,
    siteDomain: siteDomain ?? entry.siteDomain,
    subscriptionUrl: subscriptionUrl ?? entry.subscriptionUrl,
    ...(shareImage === undefined ? {} : { shareImage }),
    hosts:
      hosts !== undefined ? hosts.split(',').map((host) => host.trim().toLowerCase()) : entry.hosts,
    upstreams,
    auth: {
      enabled: envBoolean(env, 'ENABLE_AUTH') ?? entry.auth.enabled,
      userPoolId: identityKey(env, 'USERPOOL_ID') ?? entry.auth.userPoolId,
      userPoolWebClientId:
        identityKey(env, 'USERPOOL_WEB_CLIENT_ID') ?? entry.auth.userPoolWebClientId,
      region: identityKey(env, 'USERPOOL_REGION') ?? entry.auth.region,
      loginPath: identityKey(env, 'AUTH_LOGIN_PATH') ?? entry.auth.loginPath,
      endpoint: envString(env, 'USERPOOL_ENDPOINT') ?? entry.auth.endpoint,
    },
    imgCdnDomain: envString(env, 'IMG_CDN_DOMAIN') ?? entry.imgCdnDomain,
    imageProtection: envBoolean(env, 'IMAGE_PROTECTION') ?? entry.imageProtection,
    trackingGa4: envString(env, 'TRACKING_GA_VER_4') ?? entry.trackingGa4,
    paywallProviderId: envString(env, 'PAYWALL_PROVIDER_ID') ?? entry.paywallProviderId,
    vertexSearch: envBoolean(env, 'VERTEX_SEARCH') ?? entry.vertexSearch,
    menuLocations: {
      header: menuLocation(env, 'MENU_HEADER_LOCATION') ?? entry.menuLocations.header,
      footer: menuLocation(env, 'MENU_FOOTER_LOCATION') ?? entry.menuLocations.footer,
      user: menuLocation(env, 'MENU_USER_LOCATION') ?? entry.menuLocations.user,
      headerSecondary:
        menuLocation(env, 'MENU_HEADER_SECONDARY_LOCATION') ?? entry.menuLocations.headerSecondary,
    },
    contentSearch: searchMethod ?? entry.contentSearch,
  };
}

interface KeyRule {
  readonly pattern: RegExp;
  /** What a good value is, for the start-up error. */
  readonly expected: string;
}

/**
 * The identity service keys of a single-site deployment. A pool id is `{region}_{id}` (or
 * `local_{id}` on cognito-local); the login path is a path on the site itself, since every
 * sign-in redirect goes there (`loginAddress`): never `//host` or a scheme, which would send
 * readers off-site.
 */
const IDENTITY_KEY_RULES = {
  USERPOOL_ID: {
    pattern: /^[a-z0-9-]+_[0-9A-Za-z]+$/,
    expected: 'a user pool id such as eu-west-1_AbC123xyZ',
  },
  USERPOOL_WEB_CLIENT_ID: {
    pattern: /^[A-Za-z0-9+_]{1,128}$/,
    expected: 'an app client id of letters and digits',
  },
  USERPOOL_REGION: {
    pattern: /^[a-z]{2}(?:-[a-z]+)+-\d{1,2}$/,
    expected: 'a region such as eu-west-1',
  },
  AUTH_LOGIN_PATH: {
    pattern: /^\/(?![/\\])[^\s\\#\p{Cc}]*$/u,
    expected: 'a path on the site such as /users/sign_in',
  },
} as const satisfies Record<string, KeyRule>;

function identityKey(env: Env, key: keyof typeof IDENTITY_KEY_RULES): string | undefined {
  const rule: KeyRule = IDENTITY_KEY_RULES[key];
  const value = envString(env, key);
  if (value !== undefined && !rule.pattern.test(value))
    throw new ConfigError(key, `must be ${rule.expected}, got "${value}"`);
  return value;
}

function menuLocation(env: Env, key: string): string | undefined {
  const value = envString(env, key);
  if (value !== undefined && !/^[A-Za-z0-9_-]+$/.test(value))
    throw new ConfigError(
      key,
      `must be a menu location name such as header-primary, got "${value}"`,
    );
  return value;
}

/** A whole site from the environment (no sites file). */
export function siteEntryFromEnv(env: Env): { file: SitesFile; entry: SiteEntry } {
  const brandCode = requireEnv(env, 'BRAND_CODE');
  const market = requireEnv(env, 'MARKET');
  const siteDomain = envUrl(env, 'SITE_DOMAIN') ?? requireEnv(env, 'SITE_DOMAIN');
  const contentApi = envUrl(env, 'CONTENT_API_URL') ?? requireEnv(env, 'CONTENT_API_URL');
  const base: SiteEntry = {
    id: `${brandCode}-${market}`.toLowerCase(),
    brandCode,
    market: 'dk',
    hosts: [new URL(siteDomain).hostname],
    siteDomain,
    subscriptionUrl: null,
    shareImage: null,
    upstreams: {
      contentApi,
      contentAdminApi: null,
      imageHost: null,
      userSettings: null,
      subscription: null,
      materials: null,
      newsletter: null,
      contentMarketing: null,
      videoProvider: null,
      signup: null,
    },
    auth: {
      enabled: false,
      userPoolId: null,
      userPoolWebClientId: null,
      region: 'eu-west-1',
      loginPath: '/users/sign_in',
      endpoint: null,
    },
    imgCdnDomain: null,
    imageProtection: false,
    trackingGa4: null,
    paywallProviderId: null,
    vertexSearch: false,
    menuLocations: { ...DEFAULT_MENU_LOCATIONS },
    contentSearch: 'auto',
  };
  const entry = applySingleSiteOverrides(base, env);
  const file: SitesFile = {
    brands: {
      [entry.brandCode]: {
        name: envString(env, 'BRAND_NAME') ?? entry.brandCode,
        logoUrl: null,
        theme: NEUTRAL_THEME,
      },
    },
    sites: [entry],
  };
  return { file, entry };
}
