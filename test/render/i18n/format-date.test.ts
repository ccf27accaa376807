import { describe, expect, it } from 'vitest';
import { formatDate, localDateTime } from '../../../src/render/i18n/format-date';

describe('formatDate', () => {
  it.each([
    ['da', '18. marts 2024'],
    ['sv', '18 mars 2024'],
    ['nb', '18. mars 2024'],
    ['fi', '18. maaliskuuta 2024'],
    ['nl', '18 maart 2024'],
    ['de', '18. März 2024'],
    ['en', '18 March 2024'],
  ] as const)('writes a %s date as PPP', (language, expected) => {
    expect(formatDate('2024-03-18T07:30:00', language)).toBe(expected);
  });

  it('uses the first 19 characters of an upstream date string', () => {
    expect(formatDate('2024-03-18 07:30:00.000000', 'da')).toBe('18. marts 2024');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDate(null, 'da')).toBeNull();
    expect(formatDate('not a date', 'da')).toBeNull();
  });
});

describe('localDateTime', () => {
  it('gives the value for a datetime attribute', () => {
    expect(localDateTime('2024-03-18 07:30:00.000000')).toBe('2024-03-18T07:30:00');
  });
});
