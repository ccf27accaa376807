import { describe, expect, it } from 'vitest';
import { toLocalDateTime, toLooseNumber } from '../../../src/adapters/wordpress/wordpress.schemas';
import { phpDate } from '../../fixtures/manual/wordpress/scalars.fixture';

describe('toLooseNumber', () => {
  it.each([
    [4, 4],
    ['4', 4],
    ['4,5', 4.5],
    [' 0.25 ', 0.25],
    ['-3', -3],
  ])('reads %j as %j', (raw, expected) => {
    expect(toLooseNumber(raw)).toBe(expected);
  });

  it.each([['ca. 4'], [''], [null], [undefined], [Number.NaN], [{}], ['4,5,6']])(
    'reads %j as no number',
    (raw) => {
      expect(toLooseNumber(raw)).toBeNull();
    },
  );
});

describe('toLocalDateTime', () => {
  it('takes the first 19 characters of a PHP DateTime with a T', () => {
    expect(toLocalDateTime(phpDate('2022-02-13 10:00:00.000000'))).toBe('2022-02-13T10:00:00');
  });

  it('accepts a date string in place of the object', () => {
    expect(toLocalDateTime('2024-03-18T07:30:00+01:00')).toBe('2024-03-18T07:30:00');
    expect(toLocalDateTime('2024-03-18 07:30:00')).toBe('2024-03-18T07:30:00');
  });

  it('reads a bare date as midnight', () => {
    expect(toLocalDateTime('2024-03-18')).toBe('2024-03-18T00:00:00');
  });

  it('reads anything else as no date', () => {
    expect(toLocalDateTime(null)).toBeNull();
    expect(toLocalDateTime({ date: 12 })).toBeNull();
    expect(toLocalDateTime('yesterday')).toBeNull();
  });
});
