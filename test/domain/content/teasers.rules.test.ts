import { describe, expect, it } from 'vitest';
import { repeatsText, teaserKicker } from '../../../src/domain/content/teasers.rules';

describe('repeatsText', () => {
  it('is true when every word is in the heading, inflections included', () => {
    expect(repeatsText('OPSKRIFT', 'Nye opskrifter')).toBe(true);
    expect(repeatsText('Opskrifter', 'Opskrifter')).toBe(true);
    expect(repeatsText('Træning', 'Træning')).toBe(true);
    expect(repeatsText('Recept', 'Recepten van de week')).toBe(true);
  });

  it('is false for other words, short prefixes and missing text', () => {
    expect(repeatsText('Styrke', 'Ugens øvelser')).toBe(false);
    expect(repeatsText('Mad', 'Madplaner')).toBe(false);
    expect(repeatsText('Mad og træning', 'Træning')).toBe(false);
    expect(repeatsText('Opskrift', 'Opskriftsamlingerne')).toBe(false);
    expect(repeatsText(null, 'Træning')).toBe(false);
    expect(repeatsText('Træning', null)).toBe(false);
    expect(repeatsText('  ', 'Træning')).toBe(false);
  });
});

describe('teaserKicker', () => {
  it('drops the label and the category when they repeat the section heading', () => {
    expect(teaserKicker({ label: 'Opskrift', category: 'Opskrifter' }, 'Opskrifter')).toEqual({
      label: null,
      category: null,
    });
    expect(teaserKicker({ label: null, category: 'Træning' }, 'Træning')).toEqual({
      label: null,
      category: null,
    });
  });

  it('keeps one of a label and a category that say the same word', () => {
    expect(teaserKicker({ label: 'OPSKRIFT', category: 'Opskrifter' }, 'Seneste')).toEqual({
      label: 'OPSKRIFT',
      category: null,
    });
  });

  it('keeps what the heading does not say, and everything without a heading', () => {
    expect(teaserKicker({ label: 'Nyhed', category: 'Styrke' }, 'Ugens øvelser')).toEqual({
      label: 'Nyhed',
      category: 'Styrke',
    });
    expect(teaserKicker({ label: null, category: 'Styrke' }, null)).toEqual({
      label: null,
      category: 'Styrke',
    });
    expect(teaserKicker({ label: ' ', category: null }, null)).toEqual({
      label: null,
      category: null,
    });
  });
});
