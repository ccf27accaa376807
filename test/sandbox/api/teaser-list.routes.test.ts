import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../sandbox/api/teaser-list-cursor.codec';
import { dig, list, resolveRoute, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();

async function paginatingList(): Promise<unknown> {
  const { body } = await api('wom-dk', resolveRoute('/'));
  return list(body, 'data', 'contents', 'data')
    .map((item) => dig(item, 'content', 'data'))
    .find((data) => dig(data, 'can_paginate') === true);
}

describe('app/widget/teaser-list', () => {
  it('gives the paginating front page list a next cursor', async () => {
    const latest = await paginatingList();
    expect(latest).toMatchObject({ display_hint: '4col', can_paginate: true });
    expect(list(latest, 'teasers', 'data')).toHaveLength(4);
    expect(typeof dig(latest, 'teasers', 'meta', 'pagination', 'next_cursor')).toBe('string');
  });

  it('follows the cursors page by page until none remain', async () => {
    const latest = await paginatingList();
    const seen = new Set(list(latest, 'teasers', 'data').map((teaser) => dig(teaser, 'id')));
    let cursor = dig(latest, 'teasers', 'meta', 'pagination', 'next_cursor');
    let pages = 1;
    while (typeof cursor === 'string') {
      const { status, body } = await api(
        'wom-dk',
        `app/widget/teaser-list?cursor=${encodeURIComponent(cursor)}&with=teasers&lang=da`,
      );
      expect(status).toBe(200);
      pages += 1;
      expect(dig(body, 'data', 'teasers', 'meta', 'pagination', 'current_page')).toBe(pages);
      for (const teaser of list(body, 'data', 'teasers', 'data')) {
        expect(seen.has(dig(teaser, 'id'))).toBe(false);
        seen.add(dig(teaser, 'id'));
      }
      cursor = dig(body, 'data', 'teasers', 'meta', 'pagination', 'next_cursor');
    }
    expect(cursor).toBeNull();
    expect(pages).toBe(dig(latest, 'teasers', 'meta', 'pagination', 'total_pages'));

    const past = encodeCursor({
      site: 'wom-dk',
      pageId: 10_001,
      listId: dig(latest, 'id') as number,
      page: pages + 1,
    });
    const { status, body } = await api(
      'wom-dk',
      `app/widget/teaser-list?cursor=${past}&with=teasers`,
    );
    expect(status).toBe(404);
    expect(body).toEqual({ data: [] });
  });

  it('answers 404 for a cursor it did not make', async () => {
    const { status, body } = await api(
      'wom-dk',
      'app/widget/teaser-list?cursor=bm9wZQ&with=teasers',
    );
    expect(status).toBe(404);
    expect(body).toEqual({ data: [] });
  });

  it('leaves the teasers out unless with=teasers asks for them', async () => {
    const cursor = dig(
      await paginatingList(),
      'teasers',
      'meta',
      'pagination',
      'next_cursor',
    ) as string;
    const { body } = await api(
      'wom-dk',
      `app/widget/teaser-list?cursor=${encodeURIComponent(cursor)}`,
    );
    expect(dig(body, 'data', 'display_hint')).toBe('4col');
    expect(body).not.toHaveProperty('data.teasers');
  });
});
