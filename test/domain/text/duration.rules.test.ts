import { describe, expect, it } from 'vitest';
import { displayDuration, isoDuration } from '../../../src/domain/text/duration.rules';

describe('displayDuration', () => {
  it('drops zero hours', () => {
    expect(displayDuration('00:12:30')).toBe('12:30');
  });

  it('keeps hours without a leading zero', () => {
    expect(displayDuration('01:02:03')).toBe('1:02:03');
  });

  it('reads a minutes and seconds value', () => {
    expect(displayDuration('4:05')).toBe('4:05');
  });

  it('gives null for an empty or unreadable duration', () => {
    expect(displayDuration('00:00:00')).toBeNull();
    expect(displayDuration('30 min')).toBeNull();
    expect(displayDuration(null)).toBeNull();
  });
});

describe('isoDuration', () => {
  it('writes an ISO 8601 duration', () => {
    expect(isoDuration('00:12:30')).toBe('PT12M30S');
    expect(isoDuration('01:00:05')).toBe('PT1H5S');
  });
});

describe('displayDuration, more values', () => {
  it.each([
    [' 00:12:30 ', '12:30'],
    ['12:30', '12:30'],
    ['00:00:05', '0:05'],
    ['00:05:00', '5:00'],
    ['01:00:00', '1:00:00'],
    ['10:00:00', '10:00:00'],
  ])('shows %j as %s', (value, shown) => {
    expect(displayDuration(value)).toBe(shown);
  });

  it.each(['0:00', 'x00:12:30', '00:12:30x', 'x12:30', '12:30x', '123:30', '12:3'])(
    'has no duration for %j',
    (value) => {
      expect(displayDuration(value)).toBeNull();
    },
  );
});

describe('isoDuration, more values', () => {
  it('leaves out the parts that are zero', () => {
    expect(isoDuration('00:12:00')).toBe('PT12M');
    expect(isoDuration('00:00:30')).toBe('PT30S');
    expect(isoDuration('02:00:00')).toBe('PT2H');
    expect(isoDuration('1:02:03')).toBe('PT1H2M3S');
  });

  it('has nothing for what is not a duration', () => {
    expect(isoDuration(null)).toBeNull();
    expect(isoDuration('00:00')).toBeNull();
  });
});

describe('displayDuration, blanks', () => {
  it('reads minutes and seconds with blanks around them', () => {
    expect(displayDuration(' 4:05 ')).toBe('4:05');
  });
});
