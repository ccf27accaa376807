import { describe, expect, it } from 'vitest';
import { isoDateTime, utcDateTime, wallTimeIn } from '../../../sandbox/api/time-zone';

describe('local wall time → UTC', () => {
  it('takes each zone’s winter and summer offsets', () => {
    expect(utcDateTime('2022-01-12 06:00:00', 'Europe/Copenhagen')).toBe('2022-01-12 05:00:00');
    expect(utcDateTime('2025-07-01 12:00:00', 'Europe/Helsinki')).toBe('2025-07-01 09:00:00');
    expect(utcDateTime('2025-07-01 12:00:00', 'Europe/Amsterdam')).toBe('2025-07-01 10:00:00');
  });

  it('crosses midnight and the year', () => {
    expect(utcDateTime('2025-01-01 00:30:00', 'Europe/Stockholm')).toBe('2024-12-31 23:30:00');
  });

  it('writes ISO 8601 with an offset, as PHP’s format("c")', () => {
    expect(isoDateTime('2025-03-20 09:15:00', 'Europe/Copenhagen')).toBe(
      '2025-03-20T08:15:00+00:00',
    );
  });

  it('reads a wall time the clock shows twice as the product does: the earlier instant', () => {
    expect(utcDateTime('2024-10-27 02:30:00', 'Europe/Copenhagen')).toBe('2024-10-27 00:30:00');
    expect(wallTimeIn(Date.UTC(2024, 9, 27, 0, 30), 'Europe/Copenhagen')).toBe(
      '2024-10-27 02:30:00',
    );
  });

  it('moves a wall time the clock skips forward past the gap', () => {
    expect(utcDateTime('2025-03-30 02:30:00', 'Europe/Copenhagen')).toBe('2025-03-30 01:30:00');
  });

  it('refuses what is not a YYYY-MM-DD HH:mm:ss date', () => {
    expect(() => utcDateTime('2025-02-30 10:00:00', 'Europe/Oslo')).toThrow(/not a YYYY-MM-DD/);
    expect(() => utcDateTime('2025-03-20', 'Europe/Oslo')).toThrow(/not a YYYY-MM-DD/);
  });
});
