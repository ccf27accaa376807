import { describe, expect, it } from 'vitest';
import { instantOfIso, offsetMinutesAt } from '../../../src/domain/time/zoned-time.rules';

describe('offsets of instants before 1970', () => {
  it('works out each instant by itself: local mean time ended off the quarter hour', () => {
    // Berlin left local mean time (+0:53:28) at 1893-04-01 00:00 local, 23:06:32 UTC.
    const before = offsetMinutesAt(Date.UTC(1893, 2, 31, 23, 0), 'Europe/Berlin');
    const after = offsetMinutesAt(Date.UTC(1893, 2, 31, 23, 8), 'Europe/Berlin');
    expect(before).toBe(53);
    expect(after).toBe(60);
  });
});

describe('dates with something after the time', () => {
  it('reads no instant when what follows the time is not an offset', () => {
    expect(instantOfIso('2026-01-15T10:00:00 tomorrow', 'Europe/Copenhagen')).toBeNull();
    expect(instantOfIso('2026-01-15T10:00:00+1', 'Europe/Copenhagen')).toBeNull();
  });

  it('reads the instant of a date with an offset or Z', () => {
    expect(instantOfIso('2026-01-15T10:00:00+01:00', 'Europe/Copenhagen')).toBe(
      Date.UTC(2026, 0, 15, 9, 0, 0),
    );
    expect(instantOfIso('2026-01-15T10:00:00Z', 'Europe/Copenhagen')).toBe(
      Date.UTC(2026, 0, 15, 10, 0, 0),
    );
  });
});
