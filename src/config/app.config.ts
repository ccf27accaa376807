import { missingSignInSetting } from '../domain/site/sign-in.rules';
import { edgeConfig, type EdgeConfig } from './edge.config';
import { compile as compileTrust } from 'proxy-addr';
import { isAbsolute, resolve } from 'node:path';
import type { ZodError } from 'zod';
import { MARKETS } from '../domain/site/markets';
import type { Site } from '../domain/site/site.types';
import { ConfigError } from './config-error';
import { envInteger, envPort, envRedisUrl, envString, type Env } from './env.rules';
import { interpolateEnv } from './interpolate';
import { applySingleSiteOverrides, siteEntryFromEnv, SINGLE_SITE_KEYS } from './single-site.config';
import { sitesFileSchema, type SiteEntry, type SitesFile } from './sites-file.schema';

/** A number of proxy hops, or the addresses and CIDRs of trusted proxies; false: none. */
export type TrustProxy = false | number | readonly string[];

export interface AppConfig {
  readonly production: boolean;
  /** Proxies whose forwarded headers are believed (`TRUST_PROXY`); false: none. */
  readonly trustProxy: TrustProxy;
  readonly host: string;
  readonly port: number;
  readonly metricsHost: string;
  readonly metricsPort: number;
  readonly logLevel: string;
  /** Hosts (lower case) that answer with the index of all sites. */
  readonly siteIndexHosts: readonly string[];
  readonly sites: readonly Site[];
  /** Where the sites came from, for the start-up log. */
  readonly sitesSource: string;
  /** The build output (dist/), holding client assets and the server render bundle. */
  readonly distDir: string;
  /** The shared response cache and event bridge (REDIS_URL); null: in-process LRU only. */
  readonly redisUrl: string | null;
  /** Shared secret of the content webhook and admin purge (CONTENT_WEBHOOK_SECRET); null: refused. */
  readonly contentWebhookSecret: string | null;
  /** The shared cache in front and how it is purged (EDGE_PURGE…); unset: none. */
  readonly edge?: EdgeConfig;
  /**
   * On SIGTERM, how long readiness fails while the listener still answers, so a balancer takes
   * the replica out before it closes (SHUTDOWN_DRAIN_SECONDS; default 5 in production, else 0).
   */
  readonly shutdownDrainMs?: number;
  /** Byte budget of the in-process response cache (CACHE_MEMORY_MB, default 128). */
  readonly cacheMemoryBytes: number;
  /** Event-loop delay past which requests get 503 + Retry-After (MAX_EVENT_LOOP_DELAY_MS; 0 off). */
  readonly maxEventLoopDelayMs: number;
  /** Bearer token of the materials service (MATERIALS_SERVICE_TOKEN); null: sent without one. */
  readonly materialsToken?: string | null;
  /**
   * Bearer token the product shows the content API (CONTENT_API_TOKEN): with it, locked widgets
   * arrive whole and the paywall rules cut them per reader; null: locked content stays null for
   * everyone, subscribers included.
   */
  readonly contentToken?: string | null;
  /**
   * The `x-api-key` of the sign-up endpoints (SIGNUP_API_KEY); required when a site names
   * `upstreams.signup`, null when none does.
   */
  readonly signupApiKey?: string | null;
}

export const DEFAULT_SITES_FILE = 'sandbox/sites.json';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function describeZodError(error: ZodError, prefix: string): ConfigError {
  const issue = error.issues[0];
  const key = [prefix, ...(issue?.path ?? []).map(String)].join('.');
  return new ConfigError(key, issue?.message ?? 'is invalid');
}

function parseSitesFile(raw: string, file: string, env: Env): SitesFile {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new ConfigError('SITES_FILE', `(${file}) is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = sitesFileSchema.safeParse(interpolateEnv(json, env, file));
  if (!parsed.success) throw describeZodError(parsed.error, `SITES_FILE(${file})`);
  return parsed.data;
}

function toSite(entry: SiteEntry, file: SitesFile, where: string): Site {
  const brand = file.brands[entry.brandCode];
  if (brand === undefined)
    throw new ConfigError(
      `${where}.brandCode`,
      `names brand ${entry.brandCode}, which the brands table lacks`,
    );
  const market = MARKETS[entry.market];
  return {
    id: entry.id,
    brandCode: entry.brandCode,
    brandName: brand.name,
    market: entry.market,
    locale: market.locale,
    language: market.language,
    brandPrefix: market.brandPrefix,
    hosts: entry.hosts,
    siteDomain: entry.siteDomain,
    logoUrl: brand.logoUrl,
    theme: brand.theme,
    subscriptionUrl: entry.subscriptionUrl,
    shareImage: entry.shareImage ?? null,
    upstreams: {
      ...entry.upstreams,
      contentAdminApi: entry.upstreams.contentAdminApi ?? entry.upstreams.contentApi,
    },
    auth: entry.auth,
    imgCdnDomain: entry.imgCdnDomain,
    imageProtection: entry.imageProtection,
    trackingGa4: entry.trackingGa4,
    paywallProviderId: entry.paywallProviderId,
    vertexSearch: entry.vertexSearch,
    menuLocations: entry.menuLocations,
    contentSearch: entry.contentSearch,
  };
}

/**
 * Sign-in on without a user pool or app client would show a sign-in link whose form leads
 * nowhere: the start stops, naming the setting (`missingSignInSetting`).
 */
function checkSignIn(
  site: Site,
  keyOf: (setting: 'userPoolId' | 'userPoolWebClientId') => string,
): void {
  const missing = missingSignInSetting(site.auth);
  if (missing !== null)
    throw new ConfigError(keyOf(missing), `is required: sign-in is on for ${site.id}`);
}

const ENV_SIGN_IN_KEYS = {
  userPoolId: 'USERPOOL_ID',
  userPoolWebClientId: 'USERPOOL_WEB_CLIENT_ID',
} as const;

function checkUnique(sites: readonly Site[]): void {
  const ids = new Set<string>();
  const hosts = new Map<string, string>();
  for (const site of sites) {
    if (ids.has(site.id)) throw new ConfigError(`sites[id=${site.id}]`, 'is defined twice');
    ids.add(site.id);
    for (const host of site.hosts) {
      const owner = hosts.get(host);
      if (owner !== undefined)
        throw new ConfigError(
          `sites[id=${site.id}].hosts`,
          `repeats ${host}, already used by ${owner}`,
        );
      hosts.set(host, site.id);
    }
  }
}

function loadSites(
  env: Env,
  cwd: string,
  readFile: (path: string) => string,
): { sites: Site[]; source: string } {
  const sitesFile = envString(env, 'SITES_FILE');
  const overrides = SINGLE_SITE_KEYS.filter((key) => envString(env, key) !== undefined);
  if (sitesFile === undefined && envString(env, 'BRAND_CODE') !== undefined) {
    const { file, entry } = siteEntryFromEnv(env);
    const site = toSite(entry, file, 'env');
    checkSignIn(site, (setting) => ENV_SIGN_IN_KEYS[setting]);
    return { sites: [site], source: 'environment (single site)' };
  }
  const path = sitesFile ?? DEFAULT_SITES_FILE;
  const absolute = isAbsolute(path) ? path : resolve(cwd, path);
  let raw: string;
  try {
    raw = readFile(absolute);
  } catch (error) {
    throw new ConfigError(
      'SITES_FILE',
      `cannot be read (${absolute}): ${(error as Error).message}`,
    );
  }
  // PUBLIC_PORT (the port readers use, default PORT) lets a sites file build site URLs.
  const file = parseSitesFile(raw, path, { PUBLIC_PORT: envString(env, 'PORT') ?? '3000', ...env });
  if (overrides.length > 0) {
    if (file.sites.length !== 1) {
      throw new ConfigError(
        overrides[0] ?? 'SITES_FILE',
        `overrides a single-site deployment, but ${path} has ${file.sites.length} sites`,
      );
    }
    const [only] = file.sites;
    if (only !== undefined) file.sites[0] = applySingleSiteOverrides(only, env);
  }
  const sites = file.sites.map((entry, index) =>
    toSite(entry, file, `SITES_FILE(${path}).sites.${index}`),
  );
  checkUnique(sites);
  for (const site of sites)
    checkSignIn(site, (setting) =>
      overrides.length > 0
        ? `${ENV_SIGN_IN_KEYS[setting]} (or sites[id=${site.id}].auth.${setting})`
        : `sites[id=${site.id}].auth.${setting}`,
    );
  return { sites, source: absolute };
}

const MIN_SECRET_LENGTH = 16;

function webhookSecret(env: Env): string | null {
  const secret = envString(env, 'CONTENT_WEBHOOK_SECRET');
  if (secret === undefined) return null;
  if (secret.length < MIN_SECRET_LENGTH)
    throw new ConfigError(
      'CONTENT_WEBHOOK_SECRET',
      `must be at least ${MIN_SECRET_LENGTH} characters long`,
    );
  return secret;
}

/** A header value: visible ASCII only, long enough not to be a placeholder. */
const API_KEY = /^[\x21-\x7e]{8,512}$/;

/**
 * `SIGNUP_API_KEY`: the `x-api-key` every site's sign-up endpoint (`upstreams.signup`) is called
 * with. A site that names an endpoint without the key, or a key that is not a header value,
 * stops the start.
 */
function signupApiKey(env: Env, sites: readonly Site[]): string | null {
  const key = envString(env, 'SIGNUP_API_KEY') ?? null;
  if (key !== null && !API_KEY.test(key))
    throw new ConfigError(
      'SIGNUP_API_KEY',
      'must be 8 to 512 visible ASCII characters (it is sent as the x-api-key header)',
    );
  const signing = sites.find((site) => site.upstreams.signup !== null);
  if (key === null && signing !== undefined)
    throw new ConfigError(
      'SIGNUP_API_KEY',
      `is not set, but site ${signing.id} sends sign-ups to upstreams.signup (${signing.upstreams.signup ?? ''})`,
    );
  return key;
}

/**
 * `TRUST_PROXY`: which proxies' `X-Forwarded-*` headers are believed. A number of hops (`1`
 * behind one load balancer), or addresses and CIDRs (`10.0.0.0/8,172.16.0.0/12`, also the
 * names `loopback`, `linklocal`, `uniquelocal`). Unset or `0`: none, whatever `NODE_ENV` says,
 * so a reader cannot pick their own address for the rate limits.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = envString(env, 'TRUST_PROXY')?.trim();
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  try {
    compileTrust(entries);
  } catch (error) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be a number of hops or addresses/CIDRs, got "${raw}" (${(error as Error).message})`,
    );
  }
  return entries;
}

export function loadConfig(env: Env, cwd: string, readFile: (path: string) => string): AppConfig {
  const production = envString(env, 'NODE_ENV') === 'production';
  const logLevel = envString(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  const port = envPort(env, 'PORT', 3000);
  const metricsPort = envPort(env, 'METRICS_PORT', 9464);
  if (metricsPort === port && port !== 0)
    throw new ConfigError('METRICS_PORT', `must differ from PORT (${port})`);
  const { sites, source } = loadSites(env, cwd, readFile);
  const indexHosts = envString(env, 'SITE_INDEX_HOSTS') ?? 'localhost,127.0.0.1';
  const distDir = envString(env, 'DIST_DIR') ?? 'dist';
  return {
    production,
    trustProxy: trustProxy(env),
    host: envString(env, 'HOST') ?? '127.0.0.1',
    port,
    metricsHost: envString(env, 'METRICS_HOST') ?? envString(env, 'HOST') ?? '127.0.0.1',
    metricsPort,
    logLevel,
    siteIndexHosts: indexHosts
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    sites,
    sitesSource: source,
    distDir: isAbsolute(distDir) ? distDir : resolve(cwd, distDir),
    redisUrl: envRedisUrl(env, 'REDIS_URL') ?? null,
    contentWebhookSecret: webhookSecret(env),
    edge: edgeConfig(env),
    maxEventLoopDelayMs: envInteger(env, 'MAX_EVENT_LOOP_DELAY_MS', 1_000, { min: 0, max: 60_000 }),
    shutdownDrainMs:
      envInteger(env, 'SHUTDOWN_DRAIN_SECONDS', production ? 5 : 0, { min: 0, max: 300 }) * 1000,
    cacheMemoryBytes:
      envInteger(env, 'CACHE_MEMORY_MB', 128, { min: 1, max: 65_536 }) * 1024 * 1024,
    materialsToken: envString(env, 'MATERIALS_SERVICE_TOKEN') ?? null,
    contentToken: envString(env, 'CONTENT_API_TOKEN') ?? null,
    signupApiKey: signupApiKey(env, sites),
  };
}
