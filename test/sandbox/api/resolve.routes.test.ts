import { describe, expect, it } from 'vitest';
import { dig, resolveRoute, useSandbox } from '../sandbox.harness';

const { api, sandbox } = useSandbox();
const ARTICLE = '/traening/styrke/5-ovelser-til-staerke-ben';
const INCLUDES = ['contents', 'content-teasers', 'content-teasers-count', 'teasers', 'children'];

/** The keys upstream sends on a resolved composite, in its order (resolve-article.json). */
const COMPOSITE_KEYS = [
  'id',
  'title',
  'description',
  'status',
  'kind',
  'locale',
  'commercial',
  'author',
  'author_description',
  'other_authors',
  'lead_image',
  'published_at',
  'updated_at',
  'canonical_url',
  'template',
  'guide_meta',
  'estimated_reading_time',
  'audio',
  'word_count',
  'translations',
  'exclude_platforms',
  'ctm_disabled',
  'contenthub_id',
  'editorial_type',
  'hide_in_sitemap',
];

describe('app/resolve', () => {
  it('resolves an article to the composite with only its category, and meta status 200', async () => {
    const { status, body } = await api('wom-dk', resolveRoute(ARTICLE));
    expect(status).toBe(200);
    expect(dig(body, 'meta')).toEqual({ type: 'composite', status: 200 });
    const data = dig(body, 'data') as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(expect.arrayContaining([...COMPOSITE_KEYS, 'category']));
    for (const include of [...INCLUDES, 'tags', 'vocabularies'])
      expect(data).not.toHaveProperty(include);
    expect(data).toMatchObject({
      title: '5 øvelser til stærke ben',
      status: 'publish',
      locale: 'da',
      template: '',
      editorial_type: null,
      guide_meta: { difficulty: null, time_required: null, price: null },
      canonical_url: `http://wom-dk.localhost:3000${ARTICLE}`,
      published_at: {
        date: '2025-03-18 07:30:00.000000',
        timezone_type: 3,
        timezone: 'Europe/Copenhagen',
      },
    });
    expect(dig(data, 'category')).toEqual({
      data: expect.objectContaining({ name: 'Styrke', url: '/traening/styrke' }) as unknown,
    });
    expect(dig(data, 'category', 'data')).not.toHaveProperty('parent');
  });

  it('ignores with=', async () => {
    const { body } = await api('wom-dk', resolveRoute(ARTICLE, '&with=contents,tags'));
    expect(body).not.toHaveProperty('data.contents');
    expect(body).not.toHaveProperty('data.tags');
  });

  it('lists the article in every market, this one first, with absolute links', async () => {
    const { body } = await api('wom-dk', resolveRoute(ARTICLE));
    const translations = dig(body, 'data', 'translations') as Record<string, unknown>;
    expect(Object.keys(translations)).toEqual(['da', 'sv', 'nb', 'fi', 'nl']);
    expect(translations.da).toMatchObject({ link: `http://wom-dk.localhost:3000${ARTICLE}` });
    expect(translations.sv).toMatchObject({
      title: '5 övningar för starka ben',
      link: 'http://wom-se.localhost:3000/traning/styrka/5-ovningar-for-starka-ben',
    });
  });

  it('gives the author the API base and a double slash as url', async () => {
    const { body } = await api('wom-dk', resolveRoute(ARTICLE));
    expect(dig(body, 'data', 'author', 'url')).toBe(`${sandbox().origin}/wom-dk//author/anne-holm`);
    expect(dig(body, 'data', 'author', 'avatar', 'url')).toMatch(
      /\/wp-content\/uploads\/authors\//,
    );
  });

  it('resolves an article only inside its own category', async () => {
    const { status, body } = await api('wom-dk', resolveRoute('/mad/5-ovelser-til-staerke-ben'));
    expect(status).toBe(404);
    expect(dig(body, 'meta')).toEqual({ type: '404', status: 404 });
  });

  it('does not resolve a draft article', async () => {
    const { status } = await api('wom-dk', resolveRoute('/mad/meal-prep-til-hele-ugen'));
    expect(status).toBe(404);
  });

  it('resolves the front page without its contents', async () => {
    const { status, body } = await api('wom-dk', resolveRoute('/'));
    expect(status).toBe(200);
    expect(dig(body, 'meta')).toEqual({ type: 'page' });
    expect(dig(body, 'data')).toMatchObject({
      id: 10_001,
      is_front_page: true,
      title: 'Forside',
      template: 'frontpage',
      canonical_url: 'http://wom-dk.localhost:3000/',
    });
    expect(body).not.toHaveProperty('data.contents');
  });

  it('resolves a plain page by its path, with template null', async () => {
    const { body } = await api('wom-dk', resolveRoute('/om-wom'));
    expect(body).toMatchObject({
      meta: { type: 'page' },
      data: { title: 'Om WOM', is_front_page: false, template: null },
    });
  });

  it('resolves categories and subcategories bare, meta without status', async () => {
    const top = await api('wom-dk', resolveRoute('/traening'));
    const sub = await api('wom-dk', resolveRoute('/traening/styrke'));
    expect(dig(top.body, 'meta')).toEqual({ type: 'category' });
    expect(dig(sub.body, 'meta')).toEqual({ type: 'subcategory' });
    expect(Object.keys(dig(top.body, 'data') as object)).toEqual([
      'id',
      'name',
      'url',
      'language',
      'count',
      'canonical_url',
      'translations',
      'contenthub_id',
    ]);
    expect(sub.body).not.toHaveProperty('data.parent');
  });

  it('resolves a tag at /tags/{slug} and an author at /author/{slug}, bare', async () => {
    const tag = await api('wom-dk', resolveRoute('/tags/protein'));
    const author = await api('wom-dk', resolveRoute('/author/anne-holm'));
    expect(tag.body).toMatchObject({
      meta: { type: 'tag' },
      data: { name: 'Protein', slug: 'protein', url: '/tags/protein', internal: false },
    });
    expect(dig(author.body, 'meta')).toEqual({ type: 'author' });
    expect(dig(author.body, 'data')).toMatchObject({
      name: 'Anne Holm',
      title: 'Personlig træner og journalist',
      public: true,
    });
    for (const body of [tag.body, author.body]) {
      for (const include of INCLUDES) expect(body).not.toHaveProperty(`data.${include}`);
    }
  });

  it('answers a stored redirect with HTTP 200, data [] and meta status 301', async () => {
    const { status, body } = await api('wom-dk', resolveRoute('/gammel-artikel'));
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { type: 'redirect', location: ARTICLE, status: 301 } });
  });

  it.each([
    ['/Traening/Styrke', '/traening/styrke'],
    ['/traening/', '/traening'],
    ['/TRAENING/STYRKE/5-Ovelser-Til-Staerke-Ben/', ARTICLE],
  ])('answers %s with HTTP 200 and a redirect to %s', async (path, location) => {
    const { status, headers, body } = await api('wom-dk', resolveRoute(path));
    expect(status).toBe(200);
    expect(headers.get('location')).toBeNull();
    expect(body).toEqual({ data: [], meta: { type: 'redirect', location, status: 301 } });
  });

  it('answers an unknown path with HTTP 404 and the site 404 page', async () => {
    const { status, body } = await api('wom-dk', resolveRoute('/findes-ikke'));
    expect(status).toBe(404);
    expect(body).toMatchObject({
      meta: { type: '404', status: 404 },
      data: { title: 'Siden blev ikke fundet', template: '404-page' },
    });
    expect(body).not.toHaveProperty('data.contents');
    expect(dig(body, 'data', 'canonical_url')).toBe(
      'http://wom-dk.localhost:3000/siden-findes-ikke',
    );
    const own = await api('wom-dk', resolveRoute('/siden-findes-ikke'));
    expect(own.status).toBe(404);
    expect(own.body).toEqual(body);
  });

  it('answers the search page of /?s= with data []', async () => {
    const { status, body } = await api('wom-dk', resolveRoute('/?s=protein'));
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { type: 'search' } });
  });

  it('answers a preview of a draft by id', async () => {
    const draft = 11_011;
    const byType = await api(
      'wom-dk',
      resolveRoute(`/?preview=true&p=${draft}&post_type=contenthub_composite`),
    );
    const byPreviewId = await api('wom-dk', resolveRoute(`/?preview=true&preview_id=${draft}`));
    for (const { status, body } of [byType, byPreviewId]) {
      expect(status).toBe(200);
      expect(body).toMatchObject({
        meta: { type: 'composite' },
        data: { id: draft, status: 'draft' },
      });
    }
  });

  it('serves each market in its own language and time zone', async () => {
    const { body } = await api('wom-fi', resolveRoute('/treeni'));
    expect(body).toMatchObject({
      meta: { type: 'category' },
      data: { name: 'Treeni', language: 'fi' },
    });
    const article = await api(
      'wom-nl',
      resolveRoute('/training/kracht/5-oefeningen-voor-sterke-benen'),
    );
    expect(dig(article.body, 'data', 'published_at')).toEqual({
      date: '2025-03-18 07:30:00.000000',
      timezone_type: 3,
      timezone: 'Europe/Amsterdam',
    });
  });

  it('answers 400 when the path is missing and 404 for an unknown site', async () => {
    expect((await api('wom-dk', 'app/resolve?lang=da')).status).toBe(400);
    const { status, body } = await api('wom-xx', resolveRoute('/'));
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'site_not_found' });
  });
});
