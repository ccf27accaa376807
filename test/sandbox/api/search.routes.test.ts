import { describe, expect, it } from 'vitest';
import { dig, list, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();

function searchRoute(query: string, perPage: number, page: number, facets?: unknown): string {
  const base = `app/search/query/${encodeURIComponent(query)}/per_page/${perPage}/page/${page}`;
  return facets === undefined
    ? `${base}?lang=da`
    : `${base}/facets/${encodeURIComponent(JSON.stringify(facets))}?lang=da`;
}

describe('app/search', () => {
  it('finds articles by title regardless of case and accents', async () => {
    const { status, body } = await api('wom-dk', searchRoute('OVELSER', 10, 1));
    expect(status).toBe(200);
    const titles = list(body, 'data').map((teaser) => dig(teaser, 'title'));
    expect(titles).toContain('5 øvelser til stærke ben');
  });

  it('pages the results', async () => {
    const first = await api('wom-dk', searchRoute('ugens øvelse', 5, 1));
    const second = await api('wom-dk', searchRoute('ugens øvelse', 5, 2));
    expect(dig(first.body, 'meta', 'pagination')).toMatchObject({
      per_page: 5,
      current_page: 1,
      count: 5,
    });
    expect(dig(first.body, 'meta', 'pagination', 'total')).toBe(20);
    expect(dig(first.body, 'meta', 'pagination', 'total_pages')).toBe(4);
    const firstIds = list(first.body, 'data').map((teaser) => dig(teaser, 'id'));
    const secondIds = list(second.body, 'data').map((teaser) => dig(teaser, 'id'));
    expect(secondIds).toHaveLength(5);
    expect(secondIds.some((id) => firstIds.includes(id))).toBe(false);
  });

  it('counts hits per category and filters by a selected category facet', async () => {
    const all = await api('wom-dk', searchRoute('ugens øvelse', 50, 1));
    const facet = dig(all.body, 'meta', 'facets', 0);
    expect(facet).toMatchObject({ label: 'Kategori', field: 'category' });
    expect(list(facet, 'data')).toContainEqual({ label: 'Styrke', count: 12, active: false });

    const strength = await api(
      'wom-dk',
      searchRoute('ugens øvelse', 50, 1, { category: ['Styrke'] }),
    );
    const names = list(strength.body, 'data').map((teaser) =>
      dig(teaser, 'category', 'data', 'name'),
    );
    expect(names).toHaveLength(12);
    expect(new Set(names)).toEqual(new Set(['Styrke']));
    expect(list(strength.body, 'meta', 'facets', 0, 'data')).toContainEqual({
      label: 'Styrke',
      count: 12,
      active: true,
    });
  });

  it('answers an empty result for a query that matches nothing', async () => {
    const { body } = await api('wom-dk', searchRoute('zzzz', 10, 1));
    expect(list(body, 'data')).toEqual([]);
    expect(dig(body, 'meta', 'pagination', 'total')).toBe(0);
  });

  it('answers 400 for facets that are not JSON', async () => {
    const { status } = await api(
      'wom-dk',
      'app/search/query/protein/per_page/10/page/1/facets/%7Bnope',
    );
    expect(status).toBe(400);
  });
});
