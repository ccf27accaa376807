import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../sandbox/api/teaser-list-cursor.codec';
import { dig, list, useSandbox } from '../sandbox.harness';

const { api, sandbox } = useSandbox();

async function paginatingList(site = 'wom-dk', pageId = 10_001): Promise<unknown> {
  const { body } = await api(site, `wp/v2/pages/${pageId}?with=contents`);
  return list(body, 'data', 'contents', 'data')
    .map((item) => dig(item, 'content', 'data'))
    .find((data) => dig(data, 'can_paginate') === true);
}

async function raw(route: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${sandbox().origin}/wom-dk/wp-json/${route}`);
  return { status: response.status, text: await response.text() };
}

describe('app/widget/teaser-list', () => {
  it('gives only the paginating front page list pagination and cursor meta', async () => {
    const { body } = await api('wom-dk', 'wp/v2/pages/10001?with=contents');
    const lists = list(body, 'data', 'contents', 'data')
      .filter((item) => dig(item, 'type') === 'teaser_list')
      .map((item) => dig(item, 'content', 'data'));
    const withMeta = lists.filter((data) => dig(data, 'teasers', 'meta') !== undefined);
    expect(withMeta).toHaveLength(1);
    expect(withMeta[0]).toMatchObject({ display_hint: '4col', can_paginate: true });
    expect(Object.keys(dig(withMeta[0], 'teasers', 'meta') as object)).toEqual([
      'pagination',
      'cursor',
    ]);
  });

  it('follows the next cursors page by page until none remain', async () => {
    const latest = await paginatingList();
    const seen = new Set(list(latest, 'teasers', 'data').map((teaser) => dig(teaser, 'id')));
    let cursor = dig(latest, 'teasers', 'meta', 'cursor', 'next');
    let pages = 1;
    while (typeof cursor === 'string') {
      const { status, body } = await api(
        'wom-dk',
        `app/widget/teaser-list?cursor=${encodeURIComponent(cursor)}&lang=da`,
      );
      expect(status).toBe(200);
      pages += 1;
      expect(Object.keys(body as object)).toEqual(['data']);
      expect(dig(body, 'data', 'teasers', 'meta', 'pagination', 'current_page')).toBe(pages);
      expect(dig(body, 'data', 'teasers', 'meta', 'cursor', 'current')).toBe(cursor);
      for (const teaser of list(body, 'data', 'teasers', 'data')) {
        expect(seen.has(dig(teaser, 'id'))).toBe(false);
        seen.add(dig(teaser, 'id'));
      }
      cursor = dig(body, 'data', 'teasers', 'meta', 'cursor', 'next');
    }
    expect(cursor).toBeNull();
    expect(pages).toBe(dig(latest, 'teasers', 'meta', 'pagination', 'total_pages'));

    const past = encodeCursor({ parentId: 10_001, parentType: 'page', page: pages + 1 });
    expect(await raw(`app/widget/teaser-list?cursor=${encodeURIComponent(past)}`)).toEqual({
      status: 404,
      text: 'null',
    });
  });

  it('answers the cursor upstream makes: base64 of parent_id, parent_type and page', async () => {
    const cursor = Buffer.from('{"parent_id":10001,"parent_type":"page","page":3}').toString(
      'base64',
    );
    const { status, body } = await api(
      'wom-dk',
      `app/widget/teaser-list?cursor=${encodeURIComponent(cursor)}`,
    );
    expect(status).toBe(200);
    expect(dig(body, 'data', 'teasers', 'meta', 'pagination')).toMatchObject({
      current_page: 3,
      per_page: 4,
      count: 4,
    });
    expect(dig(body, 'data', 'teasers', 'meta', 'cursor', 'prev')).toBe(
      encodeCursor({ parentId: 10_001, parentType: 'page', page: 2 }),
    );
  });

  it.each([
    ['not base64 JSON', 'bm9wZQ'],
    [
      'a page without a paginating list',
      encodeCursor({ parentId: 10_003, parentType: 'page', page: 1 }),
    ],
    ['an unknown page', encodeCursor({ parentId: 99, parentType: 'page', page: 1 })],
    ['a category owner', encodeCursor({ parentId: 10_101, parentType: 'category', page: 1 })],
  ])('answers 404 with body null for %s', async (_what, cursor) => {
    expect(await raw(`app/widget/teaser-list?cursor=${encodeURIComponent(cursor)}`)).toEqual({
      status: 404,
      text: 'null',
    });
    expect(await raw('app/widget/teaser-list')).toEqual({ status: 404, text: 'null' });
  });
});
