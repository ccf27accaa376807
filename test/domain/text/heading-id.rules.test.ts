import { describe, expect, it } from 'vitest';
import { headingId } from '../../../src/domain/text/heading-id.rules';

describe('headingId', () => {
  it('turns spaces into hyphens', () => {
    expect(headingId('Sådan træner du')).toBe('saadan-traener-du');
  });

  it('maps æ to ae, ø to o and å to aa', () => {
    expect(headingId('Æble ø å')).toBe('aeble-o-aa');
  });

  it('strips punctuation', () => {
    expect(headingId('Hvad er BMI? (Og hvorfor!)')).toBe('hvad-er-bmi-og-hvorfor');
  });

  it('keeps other letters and digits', () => {
    expect(headingId('5 övningar för Löpare')).toBe('5-övningar-för-löpare');
  });
});

describe('headingId, spaces', () => {
  it('trims the ends and makes one hyphen of a run of spaces', () => {
    expect(headingId(' Fem   øvelser! ')).toBe('fem-ovelser');
  });
});
