import { describe, expect, it } from 'vitest';
import { normaliseEmail, signUpSource } from '../../../src/domain/services/newsletter.rules';

describe('normaliseEmail', () => {
  it('keeps an address trimmed and in lower case', () => {
    expect(normaliseEmail('  Anne.Holm@Example.DK ')).toBe('anne.holm@example.dk');
  });

  it.each([
    ['no at-sign', 'anne.example.dk'],
    ['nothing before the at-sign', '@example.dk'],
    ['no dot in the host', 'anne@example'],
    ['nothing after the last dot', 'anne@example.'],
    ['a space inside', 'anne holm@example.dk'],
    ['a space in the host', 'anne@exa mple.dk'],
    ['a space after the dot', 'anne@example. dk'],
    ['two at-signs', 'anne@holm@example.dk'],
    ['text before the address', 'to: anne@example.dk'],
    ['text after the address', 'anne@example.dk, bo@example.dk'],
    ['only blanks', '   '],
  ])('refuses an address with %s', (_case, raw) => {
    expect(normaliseEmail(raw)).toBeNull();
  });

  it('accepts one-letter parts', () => {
    expect(normaliseEmail('a@b.c')).toBe('a@b.c');
  });

  it('accepts 254 characters and refuses 255', () => {
    const host = '@example.dk';
    const at254 = `${'a'.repeat(254 - host.length)}${host}`;
    expect(at254).toHaveLength(254);
    expect(normaliseEmail(at254)).toBe(at254);
    expect(normaliseEmail(`a${at254}`)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(normaliseEmail(undefined)).toBeNull();
    expect(normaliseEmail(['anne@example.dk'])).toBeNull();
    expect(normaliseEmail(42)).toBeNull();
  });
});

describe('signUpSource', () => {
  it('keeps a source of letters, digits, dashes and underscores up to 64 characters', () => {
    expect(signUpSource('article-footer_2', 'wom-dk-site')).toBe('article-footer_2');
    expect(signUpSource('x'.repeat(64), 'wom-dk-site')).toBe('x'.repeat(64));
    expect(signUpSource('x', 'wom-dk-site')).toBe('x');
  });

  it.each([
    ['empty', ''],
    ['longer than 64 characters', 'x'.repeat(65)],
    ['a space', 'article footer'],
    ['markup before it', '<b>footer'],
    ['markup after it', 'footer</b>'],
    ['only punctuation', '..'],
  ])('falls back when the source is %s', (_case, raw) => {
    expect(signUpSource(raw, 'wom-dk-site')).toBe('wom-dk-site');
  });

  it('falls back when the source is not text', () => {
    expect(signUpSource(undefined, 'wom-dk-site')).toBe('wom-dk-site');
    expect(signUpSource(['footer'], 'wom-dk-site')).toBe('wom-dk-site');
  });
});
