import { describe, expect, it } from 'vitest';
import {
  asList,
  looseList,
  toLooseNumber,
  toUpstreamDateTime,
} from '../../../src/adapters/wordpress/wordpress.schemas';
import {
  phpDate,
  phpDateAbbreviated,
  phpDateOffset,
} from '../../fixtures/manual/wordpress/scalars.fixture';
import { arrayAt, objectAt, recorded } from '../../fixtures/manual/wordpress/recorded';

describe('toLooseNumber', () => {
  it.each([
    [4, 4],
    ['4', 4],
    ['4,5', 4.5],
    [' 0.25 ', 0.25],
    ['-3', -3],
    ['½', 0.5],
    ['¼', 0.25],
    ['¾', 0.75],
    ['1½', 1.5],
    ['2 ½', 2.5],
    ['1 1/2', 1.5],
    ['3/4', 0.75],
  ])('reads %j as %j', (raw, expected) => {
    expect(toLooseNumber(raw)).toBe(expected);
  });

  it.each([['ca. 4'], [''], [null], [undefined], [Number.NaN], [{}], ['4,5,6'], ['1/0'], ['½½']])(
    'reads %j as no number',
    (raw) => {
      expect(toLooseNumber(raw)).toBeNull();
    },
  );

  it('reads every recorded ingredient amount and nutrient', () => {
    const recipe = arrayAt(recorded('composite-full.json'), 'data', 'contents', 'data').find(
      (widget) => (widget as { type?: unknown }).type === 'recipe',
    );
    const amounts = arrayAt(recipe, 'ingredient_block_items').flatMap((block) =>
      arrayAt(block, 'ingredient_items').map((item) => objectAt(item).amount),
    );
    const nutrients = arrayAt(recipe, 'nutrient_items').map((item) => objectAt(item).amount);

    expect(amounts.map(toLooseNumber)).toEqual([200, 1, 3, 1, 1, 0.5, 150, null]);
    expect(nutrients.map(toLooseNumber)).toEqual([412, 31, 12, 41, 4.5]);
  });
});

describe('toUpstreamDateTime', () => {
  it('reads a timezone_type 3 date as wall time in that zone, with its offset', () => {
    expect(toUpstreamDateTime(phpDate('2022-01-12 06:00:00.000000'))).toBe(
      '2022-01-12T06:00:00+01:00',
    );
    expect(toUpstreamDateTime(phpDate('2022-07-12 06:00:00.000000'))).toBe(
      '2022-07-12T06:00:00+02:00',
    );
    expect(toUpstreamDateTime(phpDate('2022-01-12 06:00:00.000000', 'Europe/Helsinki'))).toBe(
      '2022-01-12T06:00:00+02:00',
    );
  });

  it('reads a timezone_type 2 abbreviation', () => {
    expect(toUpstreamDateTime(phpDateAbbreviated('2022-02-01 06:00:00.000000', 'Z'))).toBe(
      '2022-02-01T06:00:00+00:00',
    );
    expect(toUpstreamDateTime(phpDateAbbreviated('2022-02-01 06:00:00.000000', 'CET'))).toBe(
      '2022-02-01T06:00:00+01:00',
    );
    expect(toUpstreamDateTime(phpDateAbbreviated('2022-07-01 06:00:00.000000', 'CEST'))).toBe(
      '2022-07-01T06:00:00+02:00',
    );
  });

  it('reads a timezone_type 1 offset', () => {
    expect(toUpstreamDateTime(phpDateOffset('2022-01-12 06:00:00.000000', '+01:00'))).toBe(
      '2022-01-12T06:00:00+01:00',
    );
    expect(toUpstreamDateTime(phpDateOffset('2022-01-12 06:00:00.000000', '-05:00'))).toBe(
      '2022-01-12T06:00:00-05:00',
    );
  });

  it('names the same instant whichever form an answer uses', () => {
    const instants = [
      phpDate('2022-01-12 06:00:00.000000'),
      phpDateAbbreviated('2022-01-12 05:00:00.000000', 'Z'),
      phpDateOffset('2022-01-12 06:00:00.000000', '+01:00'),
      '2022-01-12T05:00:00Z',
    ].map((value) => Date.parse(toUpstreamDateTime(value) ?? ''));

    expect(new Set(instants)).toEqual(new Set([Date.UTC(2022, 0, 12, 5, 0, 0)]));
  });

  it('keeps the offset of an ISO 8601 string, and a string without one as bare wall time', () => {
    expect(toUpstreamDateTime('2022-01-28T10:41:12+00:00')).toBe('2022-01-28T10:41:12+00:00');
    expect(toUpstreamDateTime('2022-01-28T10:41:12.5+01:00')).toBe('2022-01-28T10:41:12+01:00');
    expect(toUpstreamDateTime('2022-01-28T10:41:12Z')).toBe('2022-01-28T10:41:12+00:00');
    expect(toUpstreamDateTime('2022-01-28 10:41:12')).toBe('2022-01-28T10:41:12');
    expect(toUpstreamDateTime('2022-01-28')).toBe('2022-01-28T00:00:00');
  });

  it('reads a date without a zone as bare wall time, and an unknown zone the same', () => {
    expect(toUpstreamDateTime({ date: '2022-01-12 06:00:00.000000' })).toBe('2022-01-12T06:00:00');
    expect(toUpstreamDateTime(phpDate('2022-01-12 06:00:00.000000', 'Mars/Olympus'))).toBe(
      '2022-01-12T06:00:00',
    );
  });

  it('reads anything else as no date', () => {
    expect(toUpstreamDateTime(null)).toBeNull();
    expect(toUpstreamDateTime({ date: 12 })).toBeNull();
    expect(toUpstreamDateTime({ timezone: 'Z' })).toBeNull();
    expect(toUpstreamDateTime('yesterday')).toBeNull();
    expect(toUpstreamDateTime('2022-01-28T10:41:12 CET')).toBeNull();
  });
});

describe('lists that arrive as objects with holes', () => {
  it('reads an array as it is and an object keyed by indexes in key order', () => {
    expect(asList(['a', 'b'])).toEqual(['a', 'b']);
    expect(asList({ '2': 'c', '0': 'a', '10': 'k' })).toEqual(['a', 'c', 'k']);
    expect(asList({})).toEqual([]);
  });

  it('reads anything else as no list', () => {
    expect(asList({ a: 1 })).toBeNull();
    expect(asList('a,b')).toBeNull();
    expect(asList(null)).toBeNull();
    expect(looseList.parse(undefined)).toEqual([]);
    expect(looseList.parse({ '0': 'a', x: 'b' })).toEqual([]);
    expect(looseList.parse({ '1': 'b' })).toEqual(['b']);
  });
});
