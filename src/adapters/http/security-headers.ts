/**
 * The security headers of every response: pages, JSON, errors and the cache hits the fast path
 * answers before Fastify (docs/adr/0010-security-headers-from-helmet.md). helmet decides the
 * values; they are recorded once at start into two plain header sets (a request that arrived over
 * https also gets HSTS and `upgrade-insecure-requests`), so a hit costs a spread, not a middleware.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { compile as compileTrust } from 'proxy-addr';
import type { TrustProxy } from '../../config/app.config';
import { EMBED_FRAME_ORIGINS } from '../../domain/content/embed.rules';
import type { Site } from '../../domain/site/site.types';

export interface SecurityHeaderSets {
  /** For a request that arrived over plain http. */
  readonly http: Readonly<Record<string, string>>;
  /** For a request that arrived over https (directly or through a trusted proxy). */
  readonly https: Readonly<Record<string, string>>;
}

/** Features no page of ours uses; a third-party script cannot turn them on either. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** Where the tag manager loads from and reports to (only when a site has a GA4 id). */
const TAG_MANAGER_SCRIPTS = ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'];
const TAG_MANAGER_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * The CSP source that allows one inline script by its hash. The renderer names the fixed inline
 * scripts its pages carry (`ReaderMarkupPort.inlineScripts`: the cookie-consent bootstrap that
 * must run before first paint); no other inline script runs.
 */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

function originOf(value: string | null): string | null {
  if (value === null || value === '') return null;
  try {
    return new URL(/^https?:\/\//.test(value) ? value : `https://${value}`).origin;
  } catch {
    return null;
  }
}

/** Image origins the sites name that plain `https:` does not cover (the embedded default's). */
function plainHttpImageOrigins(sites: readonly Site[]): string[] {
  const origins = sites.flatMap((site) => [
    originOf(site.imgCdnDomain),
    originOf(site.upstreams.imageHost),
    originOf(site.logoUrl),
  ]);
  return [...new Set(origins.filter((origin) => origin?.startsWith('http:') === true))] as string[];
}

function cspDirectives(
  sites: readonly Site[],
  inlineScripts: readonly string[],
  https: boolean,
): Record<string, string[] | null> {
  const tracking = sites.some((site) => site.trackingGa4 !== null);
  const images = plainHttpImageOrigins(sites);
  return {
    'default-src': ["'self'"],
    // Only our own modules and the renderer's inline scripts (by hash) run; JSON-LD blocks are data.
    'script-src': [
      "'self'",
      ...inlineScripts.map(scriptHash),
      ...(tracking ? TAG_MANAGER_SCRIPTS : []),
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...images],
    'media-src': ["'self'", 'https:', ...images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(tracking ? TAG_MANAGER_CONNECT : [])],
    // Video players (whose host the content API names) and ad frames need any https origin; the
    // embed providers' frames (ADR 22) are named too, so they stay allowed if that is narrowed.
    'frame-src': ['https:', ...EMBED_FRAME_ORIGINS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/** The headers helmet sets, recorded from its middleware once. */
function recorded(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown = null;
  const request: unknown = Object.create(null);
  middleware(request as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error ?? null;
  });
  if (failure !== null)
    throw new Error(
      `helmet refused its options: ${failure instanceof Error ? failure.message : 'unknown'}`,
    );
  return Object.fromEntries(headers);
}

function headerSet(
  sites: readonly Site[],
  inlineScripts: readonly string[],
  https: boolean,
): Record<string, string> {
  const headers = recorded(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(sites, inlineScripts, https),
      },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // Assets are fetched by our own pages; images and video come from the CDN.
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'sameorigin' },
    }),
  );
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** The header sets of the sites, allowing the renderer's inline scripts by their hashes. */
export function securityHeaderSets(
  sites: readonly Site[],
  inlineScripts: readonly string[],
): SecurityHeaderSets {
  return {
    http: headerSet(sites, inlineScripts, false),
    https: headerSet(sites, inlineScripts, true),
  };
}

/** Whether the direct peer is a proxy the product trusts (`TRUST_PROXY`, as Fastify reads it). */
export type ProxyTrust = (peerAddress: string) => boolean;

export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => setting > 0;
  const trusted = compileTrust([...setting]);
  return (peerAddress) => trusted(peerAddress, 0);
}

/**
 * Whether a request arrived over https: on a TLS socket, or said so (`X-Forwarded-Proto`, first
 * value) by a direct peer the product trusts as its proxy.
 */
export function arrivedOverHttps(request: IncomingMessage, trusts: ProxyTrust): boolean {
  if ('encrypted' in request.socket && request.socket.encrypted === true) return true;
  if (!trusts(request.socket.remoteAddress ?? '')) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first === 'https';
}
