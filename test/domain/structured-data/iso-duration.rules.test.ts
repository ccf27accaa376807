import { describe, expect, it } from 'vitest';
import {
  clockIso,
  isoClock,
  recipeTimeIso,
  secondsIso,
} from '../../../src/domain/structured-data/iso-duration.rules';

describe('secondsIso', () => {
  it.each([
    [0, 'PT0S'],
    [-5, 'PT0S'],
    [0.4, 'PT0S'],
    [59, 'PT59S'],
    [60, 'PT1M'],
    [3600, 'PT1H'],
    [86_400, 'P1D'],
    [90_061, 'P1DT1H1M1S'],
    [86_430, 'P1DT30S'],
  ])('%s seconds is %s', (seconds, iso) => {
    expect(secondsIso(seconds)).toBe(iso);
  });
});

describe('recipeTimeIso', () => {
  it('converts seconds, minutes, hours and days, with fractions', () => {
    expect(recipeTimeIso({ value: 90, unit: 's' })).toBe('PT1M30S');
    expect(recipeTimeIso({ value: 0.5, unit: 'm' })).toBe('PT30S');
    expect(recipeTimeIso({ value: 1.5, unit: 'h' })).toBe('PT1H30M');
    expect(recipeTimeIso({ value: 2, unit: 'd' })).toBe('P2D');
  });
});

describe('clockIso', () => {
  it('reads hh:mm:ss and mm:ss, around blanks', () => {
    expect(clockIso('1:02:03')).toBe('PT1H2M3S');
    expect(clockIso(' 12:30 ')).toBe('PT12M30S');
    expect(clockIso('5:07')).toBe('PT5M7S');
    expect(clockIso('00:00')).toBe('PT0S');
  });

  it('answers null for anything else', () => {
    for (const value of ['x12:30', '12:30x', '123:45', '12:3', '1:2:3', '']) {
      expect(clockIso(value), value).toBeNull();
    }
    expect(clockIso(null)).toBeNull();
  });
});

describe('isoClock', () => {
  it.each([
    [' PT3M ', '00:03:00'],
    ['PT10H', '10:00:00'],
    ['PT10M', '00:10:00'],
    ['PT45S', '00:00:45'],
    ['PT1.5S', '00:00:02'],
    ['PT1.25S', '00:00:01'],
    ['P1D', '24:00:00'],
    ['P12D', '288:00:00'],
  ])('%s is %s', (iso, clock) => {
    expect(isoClock(iso)).toBe(clock);
  });

  it('answers null for what is not a duration of days, hours, minutes and seconds', () => {
    for (const value of ['xPT3M', 'PT3Mx', 'PT3M4H', 'P1W', 'PT1.S', '', ' ']) {
      expect(isoClock(value), value).toBeNull();
    }
  });
});
