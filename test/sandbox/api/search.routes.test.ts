import { describe, expect, it } from 'vitest';
import { dig, list, useSandbox } from '../sandbox.harness';

const { api, sandbox } = useSandbox();

function searchRoute(query: string, perPage: number, page: number, facets?: unknown): string {
  const base = `app/search/query/${encodeURIComponent(query)}/per_page/${perPage}/page/${page}`;
  return facets === undefined
    ? `${base}?lang=da`
    : `${base}/facets/${encodeURIComponent(JSON.stringify(facets))}?lang=da`;
}

async function post(site: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox().origin}/${site}/wp-json/app/search?lang=da`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('app/search', () => {
  it('answers a hit in the search service’s shape, not a WordPress teaser', async () => {
    const { status, body } = await api('wom-dk', searchRoute('stærke ben', 10, 1));
    expect(status).toBe(200);
    const hit = list(body, 'data').find(
      (candidate) => dig(candidate, 'link') === '/traening/styrke/5-ovelser-til-staerke-ben',
    );
    expect(hit).toMatchObject({
      post_title: '5 øvelser til stærke ben',
      kind: null,
      status: null,
      word_count: null,
      template: null,
      label: { title: 'Styrke', url: '/traening/styrke' },
      // Published 07:30 in Copenhagen (UTC+1): UTC wall time.
      published_at: { date: '2025-03-18 06:30:00.000000', timezone_type: 2, timezone: 'Z' },
      image: { focalpoint: expect.any(Object) as unknown },
    });
  });

  it('highlights the matched words of the description with <strong>', async () => {
    const { body } = await api('wom-dk', searchRoute('protein', 10, 1));
    const descriptions = list(body, 'data').map((hit) => String(dig(hit, 'description')));
    expect(descriptions.some((text) => /<strong>protein<\/strong>/i.test(text))).toBe(true);
    expect(descriptions.every((text) => !text.includes('<strong></strong>'))).toBe(true);
  });

  it('finds words regardless of case and Danish letters', async () => {
    const { body } = await api('wom-dk', searchRoute('OVELSER', 10, 1));
    expect(list(body, 'data').map((hit) => dig(hit, 'post_title'))).toContain(
      '5 øvelser til stærke ben',
    );
  });

  it('pages the results with a paginator whose count and total_pages are 0', async () => {
    const first = await api('wom-dk', searchRoute('ugens øvelse', 5, 1));
    const second = await api('wom-dk', searchRoute('ugens øvelse', 5, 2));
    expect(dig(first.body, 'meta', 'pagination')).toEqual({
      total: 20,
      count: 0,
      per_page: 5,
      current_page: 1,
      total_pages: 0,
      links: { previous: '', next: '' },
    });
    expect(dig(second.body, 'meta', 'pagination', 'current_page')).toBe(2);
    const firstIds = list(first.body, 'data').map((hit) => dig(hit, 'id'));
    const secondIds = list(second.body, 'data').map((hit) => dig(hit, 'id'));
    expect(secondIds).toHaveLength(5);
    expect(secondIds.some((id) => firstIds.includes(id))).toBe(false);
  });

  it('facets by top category and editorial type, one label an untranslated key', async () => {
    const all = await api('wom-dk', searchRoute('protein', 50, 1));
    const facets = list(all.body, 'meta', 'facets');
    expect(facets.map((facet) => dig(facet, 'field'))).toEqual([
      'bod-taxo-cat-top',
      'bod-taxo-editorial-type',
    ]);
    expect(facets.map((facet) => dig(facet, 'label'))).toEqual([
      'Kategori',
      'taxonomy_editorial_type',
    ]);
    const food = list(facets[0], 'data').find((option) => dig(option, 'label') === 'Mad');
    expect(food).toEqual({ label: 'Mad', count: expect.any(Number) as unknown, active: false });

    const filtered = await api(
      'wom-dk',
      searchRoute('protein', 50, 1, { 'bod-taxo-cat-top': ['Mad'] }),
    );
    expect(dig(filtered.body, 'meta', 'pagination', 'total')).toBe(dig(food, 'count'));
    expect(list(filtered.body, 'meta', 'facets', 0, 'data')).toContainEqual({
      label: 'Mad',
      count: dig(food, 'count'),
      active: true,
    });
  });

  it.each([
    ['wom-dk', 'bod'],
    ['cos-se', 'bse'],
    ['wom-no', 'bno'],
    ['wom-fi', 'bfi'],
    ['wom-nl', 'bnl'],
  ])('names the facet fields of %s after its market’s brand prefix %s', async (site, prefix) => {
    const { body } = await api(site, searchRoute('a', 10, 1));
    expect(list(body, 'meta', 'facets').map((facet) => dig(facet, 'field'))).toEqual([
      `${prefix}-taxo-cat-top`,
      `${prefix}-taxo-editorial-type`,
    ]);
  });

  it('adds each hit’s category only when with=category asks for it', async () => {
    const plain = await api('wom-dk', searchRoute('protein', 5, 1));
    const withCategory = await api('wom-dk', `${searchRoute('protein', 5, 1)}&with=category`);
    expect(list(plain.body, 'data').every((hit) => dig(hit, 'category') === undefined)).toBe(true);
    const names = list(withCategory.body, 'data').map((hit) =>
      dig(hit, 'category', 'data', 'name'),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(typeof name).toBe('string');
  });

  it('answers data [] for a query that matches nothing', async () => {
    const { body } = await api('wom-dk', searchRoute('zzzz', 10, 1));
    expect(dig(body, 'data')).toEqual([]);
    expect(dig(body, 'meta', 'facets')).toEqual([]);
    expect(dig(body, 'meta', 'pagination', 'total')).toBe(0);
  });

  it('answers POST app/search with { query, page, per_page, facets, sorting } alike', async () => {
    const viaGet = await api('wom-dk', searchRoute('protein', 3, 2));
    const viaPost = await post('wom-dk', {
      query: 'protein',
      page: 2,
      per_page: 3,
      facets: {},
      sorting: {},
    });
    expect(viaPost.status).toBe(200);
    expect(list(viaPost.body, 'data').map((hit) => dig(hit, 'id'))).toEqual(
      list(viaGet.body, 'data').map((hit) => dig(hit, 'id')),
    );
    expect(dig(viaPost.body, 'meta', 'pagination')).toEqual(dig(viaGet.body, 'meta', 'pagination'));
  });

  it('sorts a POST search by date when sorting names one', async () => {
    const { body } = await post('wom-dk', {
      query: 'protein',
      page: 1,
      per_page: 50,
      facets: { 'bod-taxo-editorial-type': 'Article' },
      sorting: { published_at: 'desc' },
    });
    const dates = list(body, 'data').map((hit) => String(dig(hit, 'published_at', 'date')));
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers 422 without a body and 400 for facets that are not JSON', async () => {
    const response = await fetch(`${sandbox().origin}/wom-dk/wp-json/app/search`, {
      method: 'POST',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'unprocessable_entity' });
    const { status } = await api(
      'wom-dk',
      'app/search/query/protein/per_page/10/page/1/facets/%7Bnope',
    );
    expect(status).toBe(400);
  });
});
