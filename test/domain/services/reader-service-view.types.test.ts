import { describe, expect, it } from 'vitest';
import { returnPath } from '../../../src/domain/services/reader-service-view.types';

const OWN = 'http://wom-dk.localhost:3000';

describe('returnPath', () => {
  it.each(['/', '/traening/styrke', '/traening/styrke?side=2', '/s%C3%B8g', '/a//b'])(
    'keeps the same-site path %j',
    (path) => {
      expect(returnPath(path)).toBe(path);
      expect(returnPath(path, OWN)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    '\\/\\/evil.example',
    '／／evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
    '/a\\b',
    `/${'a'.repeat(600)}`,
    '/%E0%A4%A',
  ])('refuses %j', (raw) => {
    expect(returnPath(raw)).toBeNull();
    expect(returnPath(raw, OWN)).toBeNull();
  });

  it.each([
    'http://evil.example/traening',
    'https://evil.example/',
    'https:evil.example',
    'HTTP://EVIL.EXAMPLE/traening',
    'http://wom-dk.localhost:3001/traening',
    'https://wom-dk.localhost:3000/traening',
    'http://wom-dk.localhost:3000@evil.example/traening',
    'http://evil.example\\@wom-dk.localhost:3000/',
  ])('refuses %j, an absolute URL of another origin, given the own origin', (raw) => {
    expect(returnPath(raw, OWN)).toBeNull();
  });

  it('reduces an absolute URL of the own origin (a Referer) to its path', () => {
    expect(returnPath(`${OWN}/traening/styrke?side=2#top`, OWN)).toBe('/traening/styrke?side=2');
    expect(returnPath(`${OWN}//evil.example`, OWN)).toBeNull();
  });

  it('without the own origin, never leaves the site: an absolute URL gives its path', () => {
    expect(returnPath('https://evil.example/x')).toBe('/x');
    expect(returnPath('https://evil.example//evil.example')).toBeNull();
  });

  it('reads the first value of a repeated field and nothing from other shapes', () => {
    expect(returnPath(['/a', '//evil.example'])).toBe('/a');
    expect(returnPath(['//evil.example', '/a'])).toBeNull();
    expect(returnPath({ path: '/a' })).toBeNull();
    expect(returnPath(undefined)).toBeNull();
    expect(returnPath(42)).toBeNull();
  });
});

describe('returnPath, more shapes', () => {
  it('keeps a path with a colon in it', () => {
    expect(returnPath('/traening:styrke')).toBe('/traening:styrke');
  });

  it('keeps a path of exactly the longest length', () => {
    const longest = `/${'a'.repeat(499)}`;
    expect(returnPath(longest)).toBe(longest);
  });

  it('refuses absolute URLs of other schemes and ones it cannot read', () => {
    expect(returnPath('ftp://wom-dk.localhost:3000/traening')).toBeNull();
    expect(returnPath('http://[wom-dk/traening')).toBeNull();
  });
});
