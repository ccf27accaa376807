import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../src/render/i18n/locale-translations';
import { durationLabel, timeLabel } from '../../../src/render/i18n/time-units';

describe('timeLabel', () => {
  const da = translatorFor('da');

  it('writes hours and minutes as whole units, never a decimal hour', () => {
    expect(timeLabel(1.75, 'h', da)).toBe('1 time 45 min');
    expect(timeLabel(105, 'm', da)).toBe('1 time 45 min');
    expect(timeLabel(1.5, 'h', da)).toBe('1 time 30 min');
    expect(timeLabel(0.5, 'h', da)).toBe('30 min');
  });

  it('uses the singular or plural the count takes', () => {
    expect(timeLabel(1, 'h', da)).toBe('1 time');
    expect(timeLabel(2, 'h', da)).toBe('2 timer');
    expect(timeLabel(1, 'd', da)).toBe('1 dag');
    expect(timeLabel(2, 'd', da)).toBe('2 dage');
    expect(timeLabel(1, 's', da)).toBe('1 sekund');
    expect(timeLabel(30, 's', da)).toBe('30 sekunder');
  });

  it('writes minutes short', () => {
    expect(timeLabel(45, 'm', da)).toBe('45 min');
    expect(timeLabel(1, 'm', da)).toBe('1 min');
  });

  it.each([
    ['sv', '1 timme 45 min', '2 timmar'],
    ['nb', '1 time 45 min', '2 timer'],
    ['fi', '1 tunti 45 min', '2 tuntia'],
    ['nl', '1 uur 45 min', '2 uur'],
    ['de', '1 Stunde 45 Min.', '2 Stunden'],
    ['en', '1 hour 45 min', '2 hours'],
  ] as const)('in %s', (language, mixed, whole) => {
    const t = translatorFor(language);
    expect(timeLabel(1.75, 'h', t)).toBe(mixed);
    expect(timeLabel(120, 'm', t)).toBe(whole);
  });

  it('writes a part day with the decimal separator of the language', () => {
    expect(timeLabel(1.5, 'd', translatorFor('sv'))).toBe('1,5 dagar');
  });
});

describe('durationLabel', () => {
  it('rounds to whole minutes', () => {
    expect(durationLabel(125.4, translatorFor('da'))).toBe('2 timer 5 min');
    expect(durationLabel(0, translatorFor('da'))).toBe('0 min');
  });
});
