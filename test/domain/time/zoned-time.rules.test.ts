import { describe, expect, it } from 'vitest';
import {
  instantOfIso,
  instantOfWallTime,
  isKnownTimeZone,
  offsetMinutesAt,
  parseOffset,
  wallTimeAsUtc,
  withOffset,
  zonedIso,
} from '../../../src/domain/time/zoned-time.rules';

const CPH = 'Europe/Copenhagen';

describe('isKnownTimeZone', () => {
  it('knows the IANA zones of the markets and nothing made up', () => {
    expect(isKnownTimeZone(CPH)).toBe(true);
    expect(isKnownTimeZone('Europe/Helsinki')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('wallTimeAsUtc', () => {
  it('reads a wall time with a space or a T, seconds or not, and a bare date as midnight', () => {
    expect(wallTimeAsUtc('2022-01-12 06:00:00.000000')).toBe(Date.UTC(2022, 0, 12, 6, 0, 0));
    expect(wallTimeAsUtc('2022-01-12T06:07')).toBe(Date.UTC(2022, 0, 12, 6, 7, 0));
    expect(wallTimeAsUtc('2022-01-12')).toBe(Date.UTC(2022, 0, 12));
  });

  it('answers null for what is not a date', () => {
    expect(wallTimeAsUtc('yesterday')).toBeNull();
    expect(wallTimeAsUtc('')).toBeNull();
  });

  it('answers null for a day, month or time that does not exist, rather than roll it over', () => {
    expect(wallTimeAsUtc('2023-02-29')).toBeNull();
    expect(wallTimeAsUtc('2022-13-01')).toBeNull();
    expect(wallTimeAsUtc('2022-00-10')).toBeNull();
    expect(wallTimeAsUtc('2022-01-12T24:00')).toBeNull();
    expect(wallTimeAsUtc('2022-01-12T06:60')).toBeNull();
    expect(wallTimeAsUtc('2022-01-12T06:00:60')).toBeNull();
    expect(wallTimeAsUtc('2024-02-29T23:59:59')).toBe(Date.UTC(2024, 1, 29, 23, 59, 59));
  });
});

describe('offsetMinutesAt', () => {
  it.each([
    [Date.UTC(2022, 0, 12, 5), CPH, 60],
    [Date.UTC(2022, 6, 12, 5), CPH, 120],
    [Date.UTC(2022, 0, 12, 5), 'Europe/Helsinki', 120],
    [Date.UTC(2022, 6, 12, 5), 'UTC', 0],
  ])('at %i in %s is %i minutes', (instant, zone, minutes) => {
    expect(offsetMinutesAt(instant, zone)).toBe(minutes);
  });

  it('changes at the instant the clock changes', () => {
    expect(offsetMinutesAt(Date.UTC(2022, 2, 27, 0, 59, 59), CPH)).toBe(60);
    expect(offsetMinutesAt(Date.UTC(2022, 2, 27, 1, 0, 0), CPH)).toBe(120);
  });
});

describe('instantOfWallTime', () => {
  it('reads a wall time in a zone as the instant it names', () => {
    expect(instantOfWallTime('2022-01-12 06:00:00', CPH)).toBe(Date.UTC(2022, 0, 12, 5));
    expect(instantOfWallTime('2022-07-12T06:00:00', CPH)).toBe(Date.UTC(2022, 6, 12, 4));
    expect(instantOfWallTime('nonsense', CPH)).toBeNull();
  });

  it('moves a wall time the spring clock skips to the hour after', () => {
    expect(zonedIso(instantOfWallTime('2022-03-27T02:30:00', CPH)!, CPH)).toBe(
      '2022-03-27T03:30:00+02:00',
    );
  });

  it('reads the hours either side of the autumn change unambiguously', () => {
    expect(instantOfWallTime('2022-10-30T01:59:59', CPH)).toBe(Date.UTC(2022, 9, 29, 23, 59, 59));
    expect(instantOfWallTime('2022-10-30T03:00:00', CPH)).toBe(Date.UTC(2022, 9, 30, 2, 0, 0));
  });

  it('reads a wall time the autumn clock repeats as the earlier instant', () => {
    expect(instantOfWallTime('2022-10-30T02:30:00', CPH)).toBe(Date.UTC(2022, 9, 30, 0, 30));
  });

  it('reads a wall time the spring clock skips as the same distance after the gap', () => {
    expect(instantOfWallTime('2022-03-27T02:30:00', CPH)).toBe(Date.UTC(2022, 2, 27, 1, 30));
  });
});

describe('parseOffset', () => {
  it.each([
    ['+01:00', 60],
    ['-0330', -210],
    ['+0000', 0],
    ['Z', 0],
    [' z ', 0],
  ])('reads %j as %i minutes', (raw, minutes) => {
    expect(parseOffset(raw)).toBe(minutes);
  });

  it.each([['CET'], ['+1'], ['01:00'], ['']])('reads %j as no offset', (raw) => {
    expect(parseOffset(raw)).toBeNull();
  });
});

describe('zonedIso', () => {
  it('writes an instant as wall time in the zone with its offset, whole seconds', () => {
    expect(zonedIso(Date.UTC(2022, 0, 12, 5), CPH)).toBe('2022-01-12T06:00:00+01:00');
    expect(zonedIso(Date.UTC(2022, 6, 12, 4, 0, 0, 999), CPH)).toBe('2022-07-12T06:00:00+02:00');
    expect(zonedIso(Date.UTC(2022, 0, 12, 23, 30), 'UTC')).toBe('2022-01-12T23:30:00+00:00');
  });

  it('crosses midnight and the year in the zone, not in UTC', () => {
    expect(zonedIso(Date.UTC(2021, 11, 31, 23, 30), CPH)).toBe('2022-01-01T00:30:00+01:00');
  });
});

describe('instantOfIso', () => {
  it('reads a date-time with an offset or Z as that instant', () => {
    expect(instantOfIso('2022-01-12T06:00:00+01:00', CPH)).toBe(Date.UTC(2022, 0, 12, 5));
    expect(instantOfIso('2022-01-12T06:00:00.123+01:00', CPH)).toBe(Date.UTC(2022, 0, 12, 5));
    expect(instantOfIso('2022-01-12T05:00:00Z', 'Europe/Helsinki')).toBe(Date.UTC(2022, 0, 12, 5));
  });

  it('reads a date-time or date without an offset in the default zone', () => {
    expect(instantOfIso('2022-01-12T06:00:00', CPH)).toBe(Date.UTC(2022, 0, 12, 5));
    expect(instantOfIso('2022-01-12', CPH)).toBe(Date.UTC(2022, 0, 11, 23));
  });

  it('answers null for what is not a date or has a broken offset', () => {
    expect(instantOfIso('yesterday', CPH)).toBeNull();
    expect(instantOfIso('2022-01-12T06:00:00 CET', CPH)).toBeNull();
  });
});

describe('withOffset', () => {
  it('writes a zoned date in the site zone, and gives a bare wall time the zone offset', () => {
    expect(withOffset('2022-01-31T09:12:40+00:00', CPH)).toBe('2022-01-31T10:12:40+01:00');
    expect(withOffset('2022-07-14T09:32:11+02:00', CPH)).toBe('2022-07-14T09:32:11+02:00');
    expect(withOffset('2022-01-12T06:00:00', CPH)).toBe('2022-01-12T06:00:00+01:00');
  });

  it('answers null for null and for what is not a date', () => {
    expect(withOffset(null, CPH)).toBeNull();
    expect(withOffset('soon', CPH)).toBeNull();
  });
});

describe('reading dates, what surrounds them', () => {
  it('reads no date that does not start the text', () => {
    expect(wallTimeAsUtc('on 2022-01-12')).toBeNull();
    expect(instantOfIso('on 2022-01-12T06:00:00Z', CPH)).toBeNull();
  });

  it('reads an offset only when it is the whole text', () => {
    expect(parseOffset('x+01:00')).toBeNull();
    expect(parseOffset('+01:00x')).toBeNull();
    expect(parseOffset(' +0130 ')).toBe(90);
  });

  it('reads a date-time with blanks around it', () => {
    expect(instantOfIso(' 2022-01-12T06:00:00Z ', CPH)).toBe(Date.UTC(2022, 0, 12, 6, 0, 0));
  });

  it('skips fractions of a second right after the time, and nothing else', () => {
    expect(instantOfIso('2022-01-12T06:00:00.250Z', CPH)).toBe(Date.UTC(2022, 0, 12, 6, 0, 0));
    expect(instantOfIso('2022-01-12T06:00:00Z.5', CPH)).toBeNull();
  });
});

describe('wallTimeAsUtc, blanks', () => {
  it('reads a wall time with blanks around it', () => {
    expect(wallTimeAsUtc(' 2022-01-12 06:00 ')).toBe(Date.UTC(2022, 0, 12, 6, 0, 0));
  });
});
