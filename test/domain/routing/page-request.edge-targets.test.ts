import { describe, expect, it } from 'vitest';
import { normalisePath, pageRequest } from '../../../src/domain/routing/page-request';
import { siteFixture } from '../../fakes/domain-builders';

const SITE = siteFixture({ id: 'wom-dk' });

describe('the page request path, for text outside ASCII', () => {
  it('escapes a character outside the basic plane as one UTF-8 sequence', () => {
    expect(normalisePath('/smil-😀')).toBe('/smil-%F0%9F%98%80');
  });

  it('keeps text encodeURI cannot escape (a lone surrogate) as it stands', () => {
    expect(normalisePath('/a\uD800b')).toBe('/a\uD800b');
  });
});

describe('the page request cache mode, for odd targets', () => {
  it('refreshes on a single purge=cache, not on a purge value that merely contains it', () => {
    expect(pageRequest(SITE, '/traening?purge=cache', 'anonymous').mode).toBe('refresh');
    expect(pageRequest(SITE, '/traening?purge=nocache', 'anonymous').mode).toBe('use');
  });

  it('bypasses the cache for a target no route answers (no leading slash)', () => {
    const request = pageRequest(SITE, 'traening', 'anonymous');
    expect(request.route).toBeNull();
    expect(request.mode).toBe('bypass');
  });
});
