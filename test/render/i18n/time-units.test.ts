import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../src/render/i18n/locale-translations';
import { timeLabel } from '../../../src/render/i18n/time-units';

describe('timeLabel', () => {
  const t = translatorFor('da');

  it('uses the singular unit when the value is 1', () => {
    expect(timeLabel(1, 'h', t)).toBe('1 time');
  });

  it('uses the plural unit otherwise', () => {
    expect(timeLabel(45, 'm', t)).toBe('45 minutter');
    expect(timeLabel(2, 'd', t)).toBe('2 dage');
  });
});
