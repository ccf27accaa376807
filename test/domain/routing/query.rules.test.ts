import { describe, expect, it } from 'vitest';
import {
  allowedQuery,
  isPreviewRequest,
  pageNumber,
} from '../../../src/domain/routing/query.rules';

describe('allowedQuery', () => {
  it('keeps only the spec allow-list and drops tracking parameters', () => {
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

describe('isPreviewRequest', () => {
  it('detects preview and cacheClear markers in the query and the path', () => {
    expect(isPreviewRequest('/a', { preview: 'true' })).toBe(true);
    expect(isPreviewRequest('/a/cacheClear', {})).toBe(true);
    expect(isPreviewRequest('/a', { page: '2' })).toBe(false);
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
