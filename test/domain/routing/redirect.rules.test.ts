import { describe, expect, it } from 'vitest';
import { isSameSitePath, sameSiteLocation } from '../../../src/domain/routing/redirect.rules';

describe('isSameSitePath', () => {
  it.each([
    '/a',
    '/',
    '/traening/styrke?side=2#top',
    '/s%C3%B8g?q=a%2Fb',
    '/a//b',
    '/100%25-juice',
    '/a%2525b',
  ])('lets the same-site path %j through', (location) => {
    expect(isSameSitePath(location)).toBe(true);
  });

  it.each([
    ['a protocol-relative host', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a percent-encoded protocol-relative host', '/%2F%2Fevil.example'],
    ['a percent-encoded backslash host', '/%5Cevil.example'],
    ['mixed encoding', '/%2f/evil.example'],
    ['another origin', 'https://evil.example'],
    ['another origin over http', 'http://evil.example/a'],
    ['a script', 'javascript:alert(1)'],
    ['a script after a slash-less path', 'javascript://%0aalert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'a/b'],
    ['an empty location', ''],
    ['a control character', '/a\r\nSet-Cookie: x=1'],
    ['an encoded control character', '/a%0d%0aSet-Cookie:%20x=1'],
    ['a tab before the host', '/\t/evil.example'],
    ['broken percent-encoding', '/%E0%A4%A'],
    ['a double-encoded protocol-relative host', '/%252F%252Fevil.example'],
    ['a double-encoded backslash host', '/%255Cevil.example'],
    ['a triple-encoded protocol-relative host', '/%25252F%25252Fevil.example'],
    ['a double-encoded control character', '/a%250d%250aSet-Cookie:x'],
    ['a double-encoded tab before the host', '/%2509/evil.example'],
  ])('refuses %s (%j)', (_what, location) => {
    expect(isSameSitePath(location)).toBe(false);
  });
});

describe('sameSiteLocation', () => {
  it('keeps a same-site path and sends anything else home', () => {
    expect(sameSiteLocation('/traening/styrke')).toBe('/traening/styrke');
    expect(sameSiteLocation('//evil.example')).toBe('/');
    expect(sameSiteLocation('/%2F%2Fevil.example')).toBe('/');
    expect(sameSiteLocation('https://evil.example/a')).toBe('/');
    expect(sameSiteLocation('javascript:alert(1)')).toBe('/');
  });
});
