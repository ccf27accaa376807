import { describe, expect, it } from 'vitest';
import { dateTimeAttribute, formatClock, formatDate } from '../../../src/render/i18n/format-date';

const COPENHAGEN = 'Europe/Copenhagen';

describe('formatDate', () => {
  it.each([
    ['da', '18. marts 2024'],
    ['sv', '18 mars 2024'],
    ['nb', '18. mars 2024'],
    ['fi', '18. maaliskuuta 2024'],
    ['nl', '18 maart 2024'],
    ['de', '18. März 2024'],
    ['en', '18 March 2024'],
  ] as const)('writes a %s date in full', (language, expected) => {
    expect(formatDate('2024-03-18T07:30:00+01:00', language, COPENHAGEN)).toBe(expected);
  });

  it('shows an instant in Z on the calendar of the site zone', () => {
    // 23:30 UTC is 00:30 the next day in Copenhagen (winter) and 01:30 in Helsinki.
    expect(formatDate('2022-01-28T23:30:00Z', 'da', COPENHAGEN)).toBe('29. januar 2022');
    expect(formatDate('2022-01-28T22:30:00Z', 'fi', 'Europe/Helsinki')).toBe('29. tammikuuta 2022');
    expect(formatDate('2022-01-28T22:30:00Z', 'da', COPENHAGEN)).toBe('28. januar 2022');
  });

  it('shows an instant written in another offset on the site calendar', () => {
    expect(formatDate('2024-06-30T23:30:00-02:00', 'sv', 'Europe/Stockholm')).toBe('1 juli 2024');
  });

  it('reads a bare wall time in the site zone, also the upstream form with a space', () => {
    expect(formatDate('2024-03-18T00:30:00', 'da', COPENHAGEN)).toBe('18. marts 2024');
    expect(formatDate('2024-03-18 07:30:00.000000', 'da', COPENHAGEN)).toBe('18. marts 2024');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDate(null, 'da', COPENHAGEN)).toBeNull();
    expect(formatDate('not a date', 'da', COPENHAGEN)).toBeNull();
  });
});

describe('dateTimeAttribute', () => {
  it('keeps an instant with the offset of the site zone', () => {
    expect(dateTimeAttribute('2022-01-12T06:00:00+01:00', COPENHAGEN)).toBe(
      '2022-01-12T06:00:00+01:00',
    );
  });

  it('writes an instant in Z as the site wall time with its offset', () => {
    expect(dateTimeAttribute('2022-01-28T10:41:12+00:00', COPENHAGEN)).toBe(
      '2022-01-28T11:41:12+01:00',
    );
    expect(dateTimeAttribute('2024-07-01T10:00:00Z', COPENHAGEN)).toBe('2024-07-01T12:00:00+02:00');
  });

  it('gives a bare wall time the offset of the site zone', () => {
    expect(dateTimeAttribute('2024-03-18 07:30:00.000000', COPENHAGEN)).toBe(
      '2024-03-18T07:30:00+01:00',
    );
  });

  it('gives null for a missing or unreadable date', () => {
    expect(dateTimeAttribute(null, COPENHAGEN)).toBeNull();
    expect(dateTimeAttribute('soon', COPENHAGEN)).toBeNull();
  });
});

describe('formatClock', () => {
  it('shows the wall-clock time in the site zone', () => {
    expect(formatClock('2024-07-01T10:00:05.123Z', COPENHAGEN)).toBe('12:00:05');
  });
});
