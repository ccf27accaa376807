import { describe, expect, it } from 'vitest';
import {
  intParam,
  nestedIncludes,
  parseIncludes,
  teaserPaging,
} from '../../../sandbox/api/with-includes.parser';

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

  it('reads every request of the contract’s two-step fetch', () => {
    expect(
      asObject(
        parseIncludes(
          'details,parent,content-teasers:per_page(12):page(2):include_children(true),content-teasers-count:include_children(true)',
        ),
      ),
    ).toEqual({
      details: {},
      parent: {},
      'content-teasers': { per_page: '12', page: '2', include_children: 'true' },
      'content-teasers-count': { include_children: 'true' },
    });
    expect(
      asObject(parseIncludes('content-teasers:per_page(10):page(1),content-teasers-count')),
    ).toEqual({
      'content-teasers': { per_page: '10', page: '1' },
      'content-teasers-count': {},
    });
    expect(
      Object.keys(asObject(parseIncludes('contents,category,tags,teasers,vocabularies'))),
    ).toEqual(['contents', 'category', 'tags', 'teasers', 'vocabularies']);
  });

  it('takes the first of a modifier’s | arguments, as Fractal’s ParamBag does', () => {
    expect(asObject(parseIncludes('content-teasers:page(2|3)'))).toEqual({
      'content-teasers': { page: '2' },
    });
  });

  it('includes the parents of a dotted include and hands its children on', () => {
    const includes = parseIncludes('category.parent:page(2),tags');
    expect(asObject(includes)).toEqual({
      category: {},
      'category.parent': { page: '2' },
      tags: {},
    });
    expect(asObject(nestedIncludes(includes, 'category'))).toEqual({ parent: { page: '2' } });
  });

  it('adds a resource’s default includes unless without= names them', () => {
    expect(asObject(parseIncludes('contents', undefined, ['category']))).toEqual({
      category: {},
      contents: {},
    });
    expect(asObject(parseIncludes('contents', 'category', ['category']))).toEqual({
      contents: {},
    });
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
    expect(teaserPaging(new Map())).toEqual({ page: 1, perPage: 10, includeChildren: false });
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
