import { describe, expect, it } from 'vitest';
import { securityHeaderSets } from '../../../src/adapters/http/security-headers';
import { RendererMarkup } from '../../../src/adapters/render/reader-markup';
import { siteFixture } from '../../fakes/domain-builders';

/** The renderer's inline scripts, allowed by hash: the consent bootstrap. */
const INLINE_SCRIPTS = new RendererMarkup().inlineScripts;

/** The directive names of a Content-Security-Policy header, in order. */
function directiveNames(csp: string | undefined): string[] {
  return (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/)[0] ?? '')
    .filter((name) => name !== '');
}

function imageSources(csp: string | undefined): string[] {
  const directive = (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('img-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

const OWN_DIRECTIVES = [
  'default-src',
  'script-src',
  'script-src-attr',
  'style-src',
  'img-src',
  'media-src',
  'font-src',
  'connect-src',
  'frame-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
];

describe('the security headers helmet is asked for', () => {
  it('send exactly the headers named, over http and over https (where HSTS is added)', () => {
    const { http, https } = securityHeaderSets([siteFixture()], INLINE_SCRIPTS);
    const common = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'permissions-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    expect(Object.keys(http).sort()).toEqual(common);
    expect(Object.keys(https).sort()).toEqual([...common, 'strict-transport-security'].sort());
    expect(http['cross-origin-opener-policy']).toBe('same-origin');
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(http['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('list only the CSP directives of the product, no helmet default added, upgrading requests only over https', () => {
    const { http, https } = securityHeaderSets([siteFixture()], INLINE_SCRIPTS);
    expect(directiveNames(http['content-security-policy'])).toEqual(OWN_DIRECTIVES);
    expect(directiveNames(https['content-security-policy'])).toEqual([
      ...OWN_DIRECTIVES,
      'upgrade-insecure-requests',
    ]);
  });

  it('read an image host with blanks before its scheme as no origin at all, not as a plain-http one', () => {
    const site = siteFixture({
      imgCdnDomain: ' http://images.example',
      upstreams: { ...siteFixture().upstreams, imageHost: 'https://content.example' },
      logoUrl: 'http://logo.example/logo.svg',
    });
    const { http } = securityHeaderSets([site], INLINE_SCRIPTS);
    expect(imageSources(http['content-security-policy'])).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://logo.example',
    ]);
  });
});
