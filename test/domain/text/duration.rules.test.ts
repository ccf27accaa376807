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
