import { RendererMarkup } from '../../../src/adapters/render/reader-markup';
import { CONSENT_BOOTSTRAP_SCRIPT } from '../../../src/render/components/consent/consent-bootstrap';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  arrivedOverHttps,
  scriptHash,
  proxyTrust,
  securityHeaderSets,
} from '../../../src/adapters/http/security-headers';
import { EMBED_FRAME_ORIGINS } from '../../../src/domain/content/embed.rules';
import { siteFixture } from '../../fakes/domain-builders';

/** The renderer's inline scripts, allowed by hash: the consent bootstrap. */
const INLINE_SCRIPTS = new RendererMarkup().inlineScripts;
const CONSENT_HASH = scriptHash(CONSENT_BOOTSTRAP_SCRIPT);

/** The directives of a Content-Security-Policy header, each with its sources in order. */
function directives(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name, sources];
      }),
  );
}

/** A site served over https with its images on an https CDN and no analytics. */
const HTTPS_SITE = siteFixture({
  imgCdnDomain: 'https://images.wom.dk',
  upstreams: { ...siteFixture().upstreams, imageHost: 'https://content.wom.dk' },
});

/** A request as the product's server sees it: a peer address, maybe TLS, maybe forwarded. */
function arrival(
  options: { peer?: string; encrypted?: boolean; forwarded?: string | string[] } = {},
): IncomingMessage {
  return {
    socket: {
      remoteAddress: options.peer ?? '127.0.0.1',
      ...(options.encrypted === undefined ? {} : { encrypted: options.encrypted }),
    },
    headers: options.forwarded === undefined ? {} : { 'x-forwarded-proto': options.forwarded },
  } as unknown as IncomingMessage;
}

describe('the security headers a browser receives', () => {
  it('allow only own scripts, the consent bootstrap and the sources pages use, over http', () => {
    const { http } = securityHeaderSets([HTTPS_SITE], INLINE_SCRIPTS);
    expect(directives(http['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", CONSENT_HASH],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'media-src': ["'self'", 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ['https:', ...EMBED_FRAME_ORIGINS],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
    expect(CONSENT_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('turn off every browser feature no page uses, and keep pages out of foreign frames', () => {
    const { http } = securityHeaderSets([HTTPS_SITE], INLINE_SCRIPTS);
    expect(http['permissions-policy']?.split(', ')).toEqual([
      'accelerometer=()',
      'camera=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      'payment=()',
      'usb=()',
      'interest-cohort=()',
    ]);
    expect(http['x-frame-options']).toBe('SAMEORIGIN');
    expect(http['cross-origin-resource-policy']).toBe('same-site');
    expect(http['cross-origin-opener-policy']).toBe('same-origin');
    expect(http['cross-origin-embedder-policy']).toBeUndefined();
    expect(http['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(http['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS for a year with subdomains and upgrade insecure requests over https', () => {
    const { http, https } = securityHeaderSets([HTTPS_SITE], INLINE_SCRIPTS);
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const secure = directives(https['content-security-policy']);
    const { 'upgrade-insecure-requests': upgrade, ...rest } = secure;
    expect(upgrade).toEqual([]);
    expect(rest).toEqual(directives(http['content-security-policy']));
  });

  it('let the tag manager load and report only when a site has a GA4 id', () => {
    const tracked = securityHeaderSets(
      [HTTPS_SITE, siteFixture({ trackingGa4: 'G-TEST123' })],
      INLINE_SCRIPTS,
    );
    const csp = directives(tracked.http['content-security-policy']);
    expect(csp['script-src']).toEqual([
      "'self'",
      CONSENT_HASH,
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
    ]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
  });

  it('allow images and media from the plain-http origins the sites name, once each', () => {
    const local = siteFixture({
      imgCdnDomain: 'cdn.wom.dk',
      logoUrl: 'http://logos.local:4101/wom.svg',
      upstreams: { ...siteFixture().upstreams, imageHost: 'http://content.local:4100/' },
    });
    const other = siteFixture({
      id: 'cos-se',
      imgCdnDomain: '',
      logoUrl: 'http://logos.local:4101/cos.svg',
      upstreams: { ...siteFixture().upstreams, imageHost: 'http://[bad' },
    });
    const csp = directives(
      securityHeaderSets([local, other], INLINE_SCRIPTS).http['content-security-policy'],
    );
    const extra = ['http://content.local:4100', 'http://logos.local:4101'];
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', ...extra]);
    expect(csp['media-src']).toEqual(["'self'", 'https:', ...extra]);
  });
});

describe('whether a request arrived over https', () => {
  it('believes a TLS socket, whoever the peer', () => {
    expect(arrivedOverHttps(arrival({ encrypted: true }), proxyTrust(false))).toBe(true);
    expect(arrivedOverHttps(arrival({ encrypted: false }), proxyTrust(false))).toBe(false);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy, by its first value', () => {
    const loopback = proxyTrust(['loopback']);
    expect(arrivedOverHttps(arrival({ forwarded: ' https , http' }), loopback)).toBe(true);
    expect(arrivedOverHttps(arrival({ forwarded: ['https', 'http'] }), loopback)).toBe(true);
    expect(arrivedOverHttps(arrival({ forwarded: 'http, https' }), loopback)).toBe(false);
    expect(arrivedOverHttps(arrival({}), loopback)).toBe(false);
    expect(arrivedOverHttps(arrival({ forwarded: 'https', peer: '203.0.113.9' }), loopback)).toBe(
      false,
    );
  });

  it('trusts a number of hops only when it is above zero, and no proxy when set to false', () => {
    expect(proxyTrust(1)('203.0.113.9')).toBe(true);
    expect(proxyTrust(0)('127.0.0.1')).toBe(false);
    expect(proxyTrust(false)('127.0.0.1')).toBe(false);
    expect(proxyTrust(['10.0.0.0/8'])('10.1.2.3')).toBe(true);
    expect(proxyTrust(['10.0.0.0/8'])('127.0.0.1')).toBe(false);
  });
});
