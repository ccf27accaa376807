import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../src/render/i18n/locale-translations';
import { timeLabel } from '../../../src/render/i18n/time-units';

describe('timeLabel', () => {
  const t = translatorFor('da');

  it('uses the singular unit when the value is 1', () => {
    expect(timeLabel(1, 'h', t, 'da')).toBe('1 time');
  });

  it('uses the plural unit otherwise', () => {
    expect(timeLabel(45, 'm', t, 'da')).toBe('45 minutter');
    expect(timeLabel(2, 'd', t, 'da')).toBe('2 dage');
  });

  it('writes half hours as a fraction, never with a decimal point', () => {
    expect(timeLabel(1.5, 'h', t, 'da')).toBe('1½ timer');
    expect(timeLabel(1.2, 'h', translatorFor('sv'), 'sv')).toBe('1,2 timmar');
  });
});
