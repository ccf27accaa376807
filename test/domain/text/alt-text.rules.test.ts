import { describe, expect, it } from 'vitest';
import { ALT_TEXT_MAX, altText } from '../../../src/domain/text/alt-text.rules';

describe('altText', () => {
  it('keeps an alt text of at most 100 characters as it is', () => {
    const alt = 'a'.repeat(ALT_TEXT_MAX);
    expect(altText(alt)).toBe(alt);
  });

  it('cuts a longer alt text to 100 characters and appends three dots', () => {
    const alt = `${'b'.repeat(100)}cdef`;
    expect(altText(alt)).toBe(`${'b'.repeat(100)}...`);
  });

  it('collapses whitespace before measuring', () => {
    expect(altText('  Woman   doing\na squat ')).toBe('Woman doing a squat');
  });

  it('gives an empty alt text for a missing one', () => {
    expect(altText(null)).toBe('');
  });
});
