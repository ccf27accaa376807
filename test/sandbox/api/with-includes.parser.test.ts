import { describe, expect, it } from 'vitest';
import { intParam, parseIncludes, teaserPaging } from '../../../sandbox/api/with-includes.parser';

function asObject(
  includes: ReturnType<typeof parseIncludes>,
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    [...includes].map(([name, modifiers]) => [name, Object.fromEntries(modifiers)]),
  );
}

describe('the with= grammar', () => {
  it('reads comma-separated includes', () => {
    expect(asObject(parseIncludes('contents,category,tags'))).toEqual({
      contents: {},
      category: {},
      tags: {},
    });
  });

  it('reads the modifiers of an include with their arguments', () => {
    expect(
      asObject(
        parseIncludes('content-teasers:per_page(4):page(2):include_children(true),children'),
      ),
    ).toEqual({
      'content-teasers': { per_page: '4', page: '2', include_children: 'true' },
      children: {},
    });
  });

  it('reads contents:page(N)', () => {
    expect(asObject(parseIncludes('contents:page(3)'))).toEqual({ contents: { page: '3' } });
  });

  it('joins repeated with parameters and drops what without= names', () => {
    expect(asObject(parseIncludes(['contents', 'tags,category'], 'tags'))).toEqual({
      contents: {},
      category: {},
    });
  });

  it('ignores malformed parts instead of failing the request', () => {
    expect(asObject(parseIncludes('contents,,content-teasers:page(2,tags'))).toEqual({
      contents: {},
    });
    expect(asObject(parseIncludes(undefined))).toEqual({});
  });

  it('pages teasers with defaults, clamping per_page to 1..100', () => {
    expect(teaserPaging(new Map())).toEqual({ page: 1, perPage: 12, includeChildren: false });
    expect(
      teaserPaging(
        new Map([
          ['per_page', '500'],
          ['page', 'x'],
          ['include_children', '1'],
        ]),
      ),
    ).toEqual({
      page: 1,
      perPage: 100,
      includeChildren: true,
    });
  });

  it('reads whole numbers like PHP intval and falls back otherwise', () => {
    expect(intParam('7', 1, 1, 10)).toBe(7);
    expect(intParam('7.5', 1, 1, 10)).toBe(1);
    expect(intParam(undefined, 3, 1, 10)).toBe(3);
    expect(intParam('0', 3, 1, 10)).toBe(1);
  });
});
