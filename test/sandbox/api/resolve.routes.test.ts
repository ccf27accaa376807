import { describe, expect, it } from 'vitest';
import { dig, list, resolveRoute, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();
const ARTICLE = '/traening/styrke/5-ovelser-til-staerke-ben';

describe('app/resolve', () => {
  it('resolves an article path to the composite with its contents, category and tags', async () => {
    const { status, body } = await api('wom-dk', resolveRoute(ARTICLE));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      meta: { type: 'composite' },
      data: {
        title: '5 øvelser til stærke ben',
        status: 'publish',
        locale: 'da',
        canonical_url: `http://wom-dk.localhost:3000${ARTICLE}`,
        published_at: {
          date: '2025-03-18 07:30:00.000000',
          timezone_type: 3,
          timezone: 'Europe/Copenhagen',
        },
        category: {
          data: { name: 'Styrke', url: '/traening/styrke', parent: { data: { name: 'Træning' } } },
        },
        tags: { data: [{ name: 'Hjemmetræning', url: '/tags/hjemmetraening', internal: false }] },
      },
    });
    const widgets = list(body, 'data', 'contents', 'data');
    expect(widgets.map((widget) => dig(widget, 'type'))).toEqual([
      'lead_paragraph',
      'text_item',
      'image',
      'text_item',
      'image',
      'text_item',
    ]);
    expect(dig(widgets[1], 'body')).toContain('## Før du går i gang');
    expect(dig(widgets[1], 'uuid')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('links an article to its counterparts in the other markets with absolute URLs', async () => {
    const { body } = await api('wom-dk', resolveRoute(ARTICLE));
    expect(dig(body, 'data', 'translations', 'sv')).toMatchObject({
      title: '5 övningar för starka ben',
      link: 'http://wom-se.localhost:3000/traning/styrka/5-ovningar-for-starka-ben',
    });
    expect(Object.keys(dig(body, 'data', 'translations') as object).sort()).toEqual([
      'fi',
      'nb',
      'nl',
      'sv',
    ]);
  });

  it('resolves an article only inside its own category', async () => {
    const { status, body } = await api('wom-dk', resolveRoute('/mad/5-ovelser-til-staerke-ben'));
    expect(status).toBe(404);
    expect(dig(body, 'meta', 'type')).toBe('404');
  });

  it('does not resolve a draft article', async () => {
    const { status } = await api('wom-dk', resolveRoute('/mad/meal-prep-til-hele-ugen'));
    expect(status).toBe(404);
  });

  it('resolves the front page with its teaser lists, seo text and banner placements', async () => {
    const { status, body } = await api('wom-dk', resolveRoute('/'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      meta: { type: 'page' },
      data: { is_front_page: true, title: 'Forside' },
    });
    const items = list(body, 'data', 'contents', 'data');
    const hints = items
      .filter((item) => dig(item, 'type') === 'teaser_list')
      .map((item) => dig(item, 'content', 'data', 'display_hint'));
    expect(hints[0]).toBe('featured');
    expect(new Set(hints)).toEqual(
      new Set([
        'featured',
        '1plus2',
        '2plus1',
        '1col',
        '2col',
        '3col',
        '4col',
        '4plus1',
        '1plus4',
        'text+4',
        'related',
        'toplist',
        'staff',
        'slider4col',
        'slider-netflix',
        'commercial_spot',
        'commercial_spot-wide',
      ]),
    );
    expect(items.map((item) => dig(item, 'type'))).toContain('seo_text');
    expect(items.find((item) => dig(item, 'type') === 'banner_placement')).toEqual({
      type: 'banner_placement',
      content: { data: { position: 'panorama' } },
    });
  });

  it('puts a draft teaser in one of the front page lists', async () => {
    const { body } = await api('wom-dk', resolveRoute('/'));
    const statuses = list(body, 'data', 'contents', 'data')
      .flatMap((item) =>
        dig(item, 'type') === 'teaser_list' ? list(item, 'content', 'data', 'teasers', 'data') : [],
      )
      .map((teaser) => dig(teaser, 'status'));
    expect(statuses).toContain('draft');
  });

  it('resolves a plain page by its path', async () => {
    const { body } = await api('wom-dk', resolveRoute('/om-wom'));
    expect(body).toMatchObject({
      meta: { type: 'page' },
      data: { title: 'Om WOM', is_front_page: false },
    });
  });

  it('resolves a top-level category with its children and the first page of teasers', async () => {
    const { body } = await api('wom-dk', resolveRoute('/traening'));
    expect(body).toMatchObject({
      meta: { type: 'category' },
      data: {
        name: 'Træning',
        children: {
          data: [
            { name: 'Styrke', url: '/traening/styrke' },
            { name: 'Løb', url: '/traening/lob' },
            { name: 'Udstyr', url: '/traening/udstyr' },
          ],
        },
      },
    });
    expect(dig(body, 'data', 'parent')).toBeUndefined();
    expect(list(body, 'data', 'content-teasers', 'data')).toHaveLength(12);
    expect(dig(body, 'data', 'content-teasers', 'meta', 'pagination')).toMatchObject({
      count: 12,
      per_page: 12,
      current_page: 1,
    });
    expect(
      dig(body, 'data', 'content-teasers', 'meta', 'pagination', 'total_pages'),
    ).toBeGreaterThanOrEqual(3);
  });

  it('pages through a category with page and per_page', async () => {
    const first = await api('wom-dk', resolveRoute('/traening', '&page=1'));
    const third = await api('wom-dk', resolveRoute('/traening', '&page=3'));
    const small = await api('wom-dk', resolveRoute('/traening', '&page=2&per_page=5'));
    const firstIds = list(first.body, 'data', 'content-teasers', 'data').map((teaser) =>
      dig(teaser, 'id'),
    );
    const thirdIds = list(third.body, 'data', 'content-teasers', 'data').map((teaser) =>
      dig(teaser, 'id'),
    );
    expect(thirdIds.length).toBeGreaterThan(0);
    expect(thirdIds.some((id) => firstIds.includes(id))).toBe(false);
    expect(dig(third.body, 'data', 'content-teasers', 'meta', 'pagination', 'current_page')).toBe(
      3,
    );
    expect(list(small.body, 'data', 'content-teasers', 'data')).toHaveLength(5);
    expect(list(small.body, 'data', 'content-teasers', 'data')[0]).toEqual(
      list(first.body, 'data', 'content-teasers', 'data')[5],
    );
  });

  it('resolves a subcategory with its parent', async () => {
    const { body } = await api('wom-dk', resolveRoute('/traening/styrke'));
    expect(body).toMatchObject({
      meta: { type: 'subcategory' },
      data: { name: 'Styrke', parent: { data: { name: 'Træning', url: '/traening' } } },
    });
    expect(dig(body, 'data', 'children')).toBeUndefined();
  });

  it('resolves a tag at /tags/{slug} with its teasers', async () => {
    const { body } = await api('wom-dk', resolveRoute('/tags/protein'));
    expect(body).toMatchObject({
      meta: { type: 'tag' },
      data: { name: 'Protein', internal: false },
    });
    expect(list(body, 'data', 'content-teasers', 'data').length).toBeGreaterThan(0);
  });

  it('resolves an author at /author/{slug} with biography, avatar and teasers', async () => {
    const { body } = await api('wom-dk', resolveRoute('/author/anne-holm'));
    expect(body).toMatchObject({
      meta: { type: 'author' },
      data: {
        name: 'Anne Holm',
        title: 'Personlig træner og journalist',
        url: '/author/anne-holm',
      },
    });
    expect(dig(body, 'data', 'biography')).toEqual(expect.stringContaining('femten år'));
    expect(dig(body, 'data', 'avatar', 'url')).toMatch(/\/wp-content\/uploads\/authors\/.+\.jpg$/);
    expect(list(body, 'data', 'content-teasers', 'data').length).toBeGreaterThan(0);
  });

  it('answers a stored redirect with 200 and its location', async () => {
    const { status, body } = await api('wom-dk', resolveRoute('/gammel-artikel'));
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { type: 'redirect', status: 301, location: ARTICLE } });
  });

  it('answers an upper-case path with 301 to the lower-case path', async () => {
    const { status, headers, body } = await api('wom-dk', resolveRoute('/Traening/Styrke'));
    expect(status).toBe(301);
    expect(headers.get('location')).toBe('/traening/styrke');
    expect(body).toEqual({
      data: [],
      meta: { type: 'redirect', status: 301, location: '/traening/styrke' },
    });
  });

  it('answers a trailing slash with 301 to the path without it', async () => {
    const { status, headers } = await api('wom-dk', resolveRoute('/traening/'));
    expect(status).toBe(301);
    expect(headers.get('location')).toBe('/traening');
  });

  it('answers an unknown path with 404 and the body of the site 404 page', async () => {
    const { status, body } = await api('wom-dk', resolveRoute('/findes-ikke'));
    expect(status).toBe(404);
    expect(body).toMatchObject({
      meta: { type: '404' },
      data: { title: 'Siden blev ikke fundet' },
    });
    const list404 = dig(body, 'data', 'contents', 'data', 0, 'content', 'data');
    expect(list404).toMatchObject({ display_hint: 'toplist' });
    expect(list(list404, 'teasers', 'data')).toHaveLength(6);
  });

  it('serves each market in its own language', async () => {
    const { body } = await api('wom-fi', resolveRoute('/treeni'));
    expect(body).toMatchObject({
      meta: { type: 'category' },
      data: { name: 'Treeni', language: 'fi' },
    });
  });

  it('answers 400 when the path is missing', async () => {
    const { status } = await api('wom-dk', 'app/resolve?lang=da');
    expect(status).toBe(400);
  });

  it('answers 404 for an unknown site', async () => {
    const { status, body } = await api('wom-xx', resolveRoute('/'));
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'site_not_found' });
  });
});
