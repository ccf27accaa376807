import { describe, expect, it } from 'vitest';
import { headerSafeLocation, isSameSitePath } from '../../../src/domain/routing/redirect.rules';

describe('a redirect location as the Location header carries it', () => {
  it('percent-encodes text outside visible ASCII and keeps escapes already there', () => {
    expect(headerSafeLocation('/træning/a b?s=x%20y')).toBe('/tr%C3%A6ning/a%20b?s=x%20y');
  });
});

describe('how deep a same-site path is decoded', () => {
  // `//evil.example` with each `/` percent-encoded five times over.
  const fiveDeep = '/%252525252F%252525252Fevil.example';

  it('looks through four layers of encoding, and takes a fifth as a path on the site', () => {
    expect(decodeURIComponent(decodeURIComponent(decodeURIComponent(fiveDeep)))).toBe(
      '/%252F%252Fevil.example',
    );
    expect(isSameSitePath(fiveDeep)).toBe(true);
    expect(isSameSitePath('/%2525252F%2525252Fevil.example')).toBe(false);
  });
});
