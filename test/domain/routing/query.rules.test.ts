import { describe, expect, it } from 'vitest';
import {
  allowedQuery,
  firstValue,
  previewOf,
  pageNumber,
  parseQueryString,
  singleValuedQuery,
} from '../../../src/domain/routing/query.rules';

/** The parsed query as plain entries (the parser's object has no prototype). */
function entries(search: string): [string, unknown][] {
  return Object.entries(parseQueryString(search));
}

describe('parseQueryString', () => {
  it('gives one text per parameter, and every value in order when one is repeated', () => {
    expect(entries('s=squat&page=2')).toEqual([
      ['s', 'squat'],
      ['page', '2'],
    ]);
    expect(entries('a=1&a=2&a=3')).toEqual([['a', ['1', '2', '3']]]);
  });

  it('decodes keys and values, a plus as a space, and keeps a malformed escape as it is', () => {
    expect(entries('%70age=2')).toEqual([['page', '2']]);
    expect(entries('page%3D2')).toEqual([['page=2', '']]);
    expect(entries('s=l%C3%B8b+hurtigt')).toEqual([['s', 'løb hurtigt']]);
    expect(entries('s=%E0%A4%A&t=%zz')).toEqual([
      ['s', '%E0%A4%A'],
      ['t', '%zz'],
    ]);
  });

  it('reads a parameter without `=` as empty, skips empty pairs, splits at the first `=`', () => {
    expect(entries('preview&&a=1=2&=x')).toEqual([
      ['preview', ''],
      ['a', '1=2'],
      ['', 'x'],
    ]);
    expect(entries('')).toEqual([]);
  });

  it('keeps __proto__ and constructor as plain keys of an object without a prototype', () => {
    const query = parseQueryString('__proto__=x&constructor=y&toString=z');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(Object.entries(query)).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
      ['toString', 'z'],
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('allowedQuery', () => {
  it('keeps only the allow-list and drops tracking parameters', () => {
    expect(
      allowedQuery({
        page: '2',
        utm_source: 'newsletter',
        fbclid: 'x',
        s: 'squat',
        cacheClear: '1',
      }),
    ).toEqual({
      cacheClear: '1',
      page: '2',
      s: 'squat',
    });
  });

  it('keeps the first value of a repeated parameter', () => {
    expect(allowedQuery({ page: ['3', '4'] })).toEqual({ page: '3' });
  });

  it('orders keys so that equal queries serialise equally', () => {
    expect(Object.keys(allowedQuery({ with: 'a', page: '1', after: 'x' }))).toEqual([
      'after',
      'page',
      'with',
    ]);
  });
});

describe('previewOf', () => {
  it('reads drafts and cache clears from the query and the path', () => {
    expect(previewOf('/a', { preview: 'true' }).draft).toBe(true);
    expect(previewOf('/a', { preview_id: '12' }).draft).toBe(true);
    expect(previewOf('/a', { cacheClear: '1' }).draft).toBe(true);
    expect(previewOf('/a/cacheClear', {}).draft).toBe(true);
    expect(previewOf('/a/Preview', {}).draft).toBe(true);
    expect(previewOf('/a', { page: '2' }).draft).toBe(false);
    expect(previewOf('/a', { page_id: '12' }).draft).toBe(false);
  });

  it('unlists drafts, cache clears and pages asked for by id, and nothing else', () => {
    expect(previewOf('/a', { preview: 'true' }).unlisted).toBe(true);
    expect(previewOf('/a', { preview_id: '12' }).unlisted).toBe(true);
    expect(previewOf('/a', { page_id: '12' }).unlisted).toBe(true);
    expect(previewOf('/a', { cacheClear: '1' }).unlisted).toBe(true);
    expect(previewOf('/a', { page: '2', s: 'x' }).unlisted).toBe(false);
  });

  it('marks an editor preview link as the content API reads one', () => {
    for (const value of ['true', '1', 'yes'])
      expect(previewOf('/a', { preview: value, p: '4' }).link, value).toBe(true);
    for (const value of ['', '0', 'false'])
      expect(previewOf('/a', { preview: value }).link, value).toBe(false);
    expect(previewOf('/a', { preview_id: '4' }).link).toBe(false);
  });
});

describe('pageNumber', () => {
  it('reads a positive integer and falls back to 1 for anything else', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('-2')).toBe(1);
    expect(pageNumber('2abc')).toBe(1);
    expect(pageNumber(undefined)).toBe(1);
  });
});

describe('firstValue', () => {
  it('reads a value, the first of a repeated parameter, and nothing from anything else', () => {
    expect(firstValue('a')).toBe('a');
    expect(firstValue(['a', 'b'])).toBe('a');
    expect(firstValue([])).toBeUndefined();
    expect(firstValue([['a']])).toBeUndefined();
    expect(firstValue({ x: '1' })).toBeUndefined();
    expect(firstValue(1)).toBeUndefined();
    expect(firstValue(undefined)).toBeUndefined();
  });
});

describe('singleValuedQuery', () => {
  it('keeps one value per parameter', () => {
    expect({ ...singleValuedQuery({ id: ['1', '2'], kind: 'tag', x: { y: '1' } }) }).toEqual({
      id: '1',
      kind: 'tag',
    });
  });

  it('holds __proto__ and constructor as plain keys, without touching any prototype', () => {
    const query = JSON.parse('{"__proto__": "x", "constructor": ["y"]}') as unknown;
    const single = singleValuedQuery(query);
    expect(Object.getPrototypeOf(single)).toBeNull();
    expect(Object.getOwnPropertyDescriptor(single, '__proto__')?.value).toBe('x');
    expect(single.constructor).toBe('y');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('answers an empty query for anything that is not an object', () => {
    expect(Object.keys(singleValuedQuery(null))).toEqual([]);
    expect(Object.keys(singleValuedQuery('s=a'))).toEqual([]);
  });
});
