import { describe, expect, it } from 'vitest';
import { SANDBOX_CONTENT_TOKEN } from '../../../sandbox/api/site-context';
import { decodeCursor } from '../../../sandbox/api/teaser-list-cursor.codec';
import { dig, list, resolveRoute, useSandbox, type SandboxHarness } from '../sandbox.harness';

const harness = useSandbox();
const { api } = harness;
const ARTICLE = '/traening/styrke/5-ovelser-til-staerke-ben';

async function idOf(harnessApi: SandboxHarness['api'], path: string): Promise<number> {
  const { body } = await harnessApi('wom-dk', resolveRoute(path));
  const id = dig(body, 'data', 'id');
  if (typeof id !== 'number') throw new Error(`no id for ${path}`);
  return id;
}

describe('wp/v2/composites', () => {
  it('carries its default include, the category, when nothing is asked for', async () => {
    const id = await idOf(api, ARTICLE);
    const { status, body } = await api('wom-dk', `wp/v2/composites/${id}?lang=da`);
    expect(status).toBe(200);
    expect(dig(body, 'data', 'category', 'data', 'name')).toBe('Styrke');
    for (const include of ['contents', 'tags', 'teasers', 'vocabularies'])
      expect(body).not.toHaveProperty(`data.${include}`);
    expect(dig(body, 'data', 'editorial_type')).toBe('guide');
    const without = await api('wom-dk', `wp/v2/composites/${id}?without=category`);
    expect(without.body).not.toHaveProperty('data.category');
  });

  it('adds every include the product asks for', async () => {
    const id = await idOf(api, '/mad/opskrifter/kyllingesalat-med-quinoa');
    const { body } = await api(
      'wom-dk',
      `wp/v2/composites/${id}?with=contents,category,tags,teasers,vocabularies`,
    );
    expect(list(body, 'data', 'contents', 'data').length).toBeGreaterThan(3);
    expect(list(body, 'data', 'tags', 'data')[0]).toMatchObject({
      name: 'Protein',
      slug: 'protein',
      url: '/tags/protein',
      internal: false,
    });
    const teasers = list(body, 'data', 'teasers', 'data');
    expect(teasers.map((teaser) => dig(teaser, 'type'))).toEqual([
      'default',
      'seo',
      'facebook',
      'twitter',
    ]);
    expect(Object.keys(teasers[0] as object)).toEqual([
      'title',
      'image',
      'video_url',
      'description',
      'type',
    ]);
    expect(list(body, 'data', 'vocabularies', 'data')).toEqual([
      {
        name: 'Editorial Type',
        taxonomy: 'editorial_type',
        multi_select: true,
        terms: [expect.objectContaining({ name: 'Article', slug: 'article', internal: false })],
      },
      { name: 'Kost', taxonomy: 'diet', multi_select: true, terms: [] },
    ]);
  });

  it('leaves an include without entries out instead of sending null or []', async () => {
    const id = await idOf(api, '/traening/sovn-og-restitution');
    const { body } = await api('wom-dk', `wp/v2/composites/${id}?with=tags`);
    expect(body).not.toHaveProperty('data.tags');
  });

  it('sends recipe meta as strings and the template as its code', async () => {
    const id = await idOf(api, '/mad/opskrifter/overnight-oats-med-baer');
    const { body } = await api('wom-dk', `wp/v2/composites/${id}`);
    expect(body).toMatchObject({
      data: {
        template: 'recipe',
        recipe_meta: { time: '10', time_unit: 'm', energy: '412,5', energy_unit: 'kcal' },
      },
    });
    expect(body).not.toHaveProperty('data.video_meta');
  });

  it("sends a guide's guide_meta as its editor filled it in, and nulls elsewhere", async () => {
    const guide = await idOf(api, '/traening/udstyr/indret-et-hjemmegym');
    const { body } = await api('wom-dk', `wp/v2/composites/${guide}?with=contents`);
    expect(dig(body, 'data', 'guide_meta')).toEqual({
      difficulty: 1,
      time_required: '1 weekend',
      price: 'ca. 3.000 kr.',
    });
    expect(list(body, 'data', 'contents', 'data').map((item) => dig(item, 'type'))).toEqual(
      expect.arrayContaining(['chapters_summary', 'multimedia', 'audio', 'gallery']),
    );
    const other = await api('wom-dk', `wp/v2/composites/${await idOf(api, ARTICLE)}`);
    expect(dig(other.body, 'data', 'guide_meta')).toEqual({
      difficulty: null,
      time_required: null,
      price: null,
    });
  });

  it('sends video meta with a string workout time on a video', async () => {
    const id = await idOf(api, '/traening/styrke/planken-trin-for-trin');
    const { body } = await api('wom-dk', `wp/v2/composites/${id}`);
    expect(body).toMatchObject({
      data: {
        template: 'exercise-video',
        video_meta: { duration: '00:04:30', workout_time: '5', workout_level: 'Let' },
      },
    });
  });

  it('answers drafts only to the admin host (Cache=false)', async () => {
    expect((await api('wom-dk', 'wp/v2/composites/11011')).status).toBe(404);
    const { status, body } = await api('wom-dk', 'wp/v2/composites/11011?Cache=false');
    expect(status).toBe(200);
    expect(dig(body, 'data', 'status')).toBe('draft');
  });
});

describe('wp/v2/categories, tags and users', () => {
  it('pages a category with per_page, page and include_children, without pagination meta', async () => {
    const id = await idOf(api, '/traening');
    const direct = await api(
      'wom-dk',
      `wp/v2/categories/${id}?with=content-teasers:per_page(4):page(2),content-teasers-count`,
    );
    const withChildren = await api(
      'wom-dk',
      `wp/v2/categories/${id}?with=content-teasers:per_page(4):page(2):include_children(true),content-teasers-count:include_children(true)`,
    );
    expect(dig(direct.body, 'data', 'content-teasers')).toEqual({
      data: expect.any(Array) as unknown,
    });
    expect(list(direct.body, 'data', 'content-teasers', 'data')).toHaveLength(4);
    const directCount = dig(direct.body, 'data', 'content-teasers-count');
    const allCount = dig(withChildren.body, 'data', 'content-teasers-count');
    expect(typeof directCount).toBe('number');
    expect(allCount).toBeGreaterThan(directCount as number);
    expect(direct.body).not.toHaveProperty('data.children');
  });

  it('answers details, parent, ancestor and children of a category', async () => {
    const strength = await idOf(api, '/traening/styrke');
    const training = await idOf(api, '/traening');
    const sub = await api('wom-dk', `wp/v2/categories/${strength}?with=details,parent,ancestor`);
    expect(dig(sub.body, 'data', 'parent', 'data')).toMatchObject({
      name: 'Træning',
      url: '/traening',
    });
    expect(dig(sub.body, 'data', 'ancestor', 'data', 'id')).toBe(training);
    expect(dig(sub.body, 'data', 'details', 'data')).toMatchObject({
      description: expect.any(String) as unknown,
      body: '',
      sortorder: '',
      color: '',
      image: { focalpoint: expect.any(Object) as unknown },
    });
    const top = await api('wom-dk', `wp/v2/categories/${training}?with=children,parent`);
    expect(list(top.body, 'data', 'children', 'data').map((child) => dig(child, 'url'))).toEqual([
      '/traening/styrke',
      '/traening/lob',
      '/traening/udstyr',
    ]);
    expect(top.body).not.toHaveProperty('data.parent');
  });

  it('leaves out a content-teasers page past the end, keeping the count', async () => {
    const id = await idOf(api, '/traening');
    const { body } = await api(
      'wom-dk',
      `wp/v2/categories/${id}?with=content-teasers:page(99),content-teasers-count`,
    );
    expect(body).not.toHaveProperty('data.content-teasers');
    expect(dig(body, 'data', 'content-teasers-count')).toBeGreaterThan(0);
  });

  it('answers a tag and an author with their teasers', async () => {
    const tagId = await idOf(api, '/tags/protein');
    const authorId = await idOf(api, '/author/mikkel-berg');
    const tag = await api(
      'wom-dk',
      `wp/v2/tags/${tagId}?with=content-teasers:per_page(2):page(1),content-teasers-count`,
    );
    const author = await api('wom-dk', `wp/v2/users/${authorId}?with=content-teasers:per_page(2)`);
    expect(list(tag.body, 'data', 'content-teasers', 'data')).toHaveLength(2);
    expect(dig(tag.body, 'data', 'content-teasers-count')).toBe(dig(tag.body, 'data', 'count'));
    expect(dig(author.body, 'data', 'name')).toBe('Mikkel Berg');
    expect(list(author.body, 'data', 'content-teasers', 'data')).toHaveLength(2);
  });

  it('sends teasers in the recorded shape: paths, a category label, no category include', async () => {
    const id = await idOf(api, '/mad/opskrifter');
    const { body } = await api('wom-dk', `wp/v2/categories/${id}?with=content-teasers:per_page(1)`);
    const teaser = list(body, 'data', 'content-teasers', 'data')[0];
    expect(Object.keys(teaser as object)).toEqual([
      'id',
      'post_title',
      'title',
      'kind',
      'status',
      'image',
      'video_url',
      'description',
      'link',
      'published_at',
      'commercial',
      'label',
      'estimated_reading_time',
      'word_count',
      'contenthub_id',
      'template',
      'recipe_meta',
    ]);
    expect(teaser).toMatchObject({
      link: expect.stringMatching(/^\/mad\/opskrifter\//) as unknown,
      label: { title: 'Opskrifter', url: '/mad/opskrifter' },
      template: 'recipe',
    });
  });
});

describe('wp/v2/pages', () => {
  async function front(route: string): Promise<unknown[]> {
    const { body } = await api('wom-dk', route);
    return list(body, 'data', 'contents', 'data');
  }

  it('nests page items as { type, content: { data } } in every kind the front page uses', async () => {
    const items = await front('wp/v2/pages/10001?with=contents');
    expect(new Set(items.map((item) => dig(item, 'type')))).toEqual(
      new Set([
        'banner_placement',
        'featured_content',
        'teaser_list',
        'commercial_spot',
        'newsletter',
        'seo_text',
        'quote_teaser',
        'taxonomy_teaser_list',
      ]),
    );
    const of = (type: string) => items.find((item) => dig(item, 'type') === type);
    // QuoteTeaserTransformer: link type "composite" inlines the article as a bare teaser.
    expect(dig(of('quote_teaser'), 'content', 'data')).toMatchObject({
      quote: 'Køb skoene sidst på dagen, når fødderne er lidt hævede.',
      author: 'Jonas Krogh, testredaktør',
      link_label: null,
      link: null,
      composite: { link: expect.stringMatching(/^\//) as unknown, status: 'publish' },
    });
    // TaxonomyListTransformer: the terms in the taxonomy_list include, CategoryTransformer's.
    expect(dig(of('taxonomy_teaser_list'), 'content', 'data')).toMatchObject({
      title: 'Find dit emne',
      display_hint: 'default',
      taxonomy: 'category',
      taxonomy_list: {
        data: expect.arrayContaining([
          expect.objectContaining({ name: 'Træning', url: '/traening' }),
        ]) as unknown,
      },
    });
    expect(of('banner_placement')).toEqual({ type: 'banner_placement', content: { data: [] } });
    expect(dig(of('featured_content'), 'content', 'data')).toMatchObject({
      image: null,
      video: null,
      label: 'Ugens træning',
      display_hint: 'default',
      teaser: { data: { link: '/traening/styrke/5-ovelser-til-staerke-ben' } },
    });
    expect(dig(of('newsletter'), 'content', 'data')).toEqual({
      source_code: expect.any(Number) as unknown,
      permission_text: expect.stringContaining('nyhedsbreve') as unknown,
    });
    expect(dig(of('seo_text'), 'content', 'data')).toMatchObject({
      title: 'WOM – træning, mad og sundhed',
      image_position: 'after',
      link: '/om-wom',
      link_target: '_self',
      link_rel: 'follow',
    });
    const spots = items.filter((item) => dig(item, 'type') === 'commercial_spot');
    expect(spots.map((spot) => dig(spot, 'content', 'data', 'display_hint')).sort()).toEqual([
      'default',
      'wide',
    ]);
    for (const spot of spots) {
      expect(dig(spot, 'content', 'data', 'link', 'url')).toMatch(/^https?:\/\//);
    }
  });

  it('sends a teaser list without an id, with an absolute editor link and theme default', async () => {
    const items = await front('wp/v2/pages/10001?with=contents');
    const training = items
      .map((item) => dig(item, 'content', 'data'))
      .find((data) => dig(data, 'display_hint') === '1plus2');
    expect(training).not.toHaveProperty('id');
    expect(training).toMatchObject({
      theme: 'default',
      can_paginate: false,
      link: { url: 'http://wom-dk.localhost:3000/traening', title: 'Se alt om træning' },
      link_label: 'Se alt om træning',
    });
    expect(training).not.toHaveProperty('teasers.meta');
  });

  it('pages the paginating list with contents:page(N), with pagination and cursor meta', async () => {
    const pageOf = async (route: string) =>
      (await front(route))
        .map((item) => dig(item, 'content', 'data'))
        .find((data) => dig(data, 'can_paginate') === true);
    const first = await pageOf('wp/v2/pages/10001?with=contents');
    const second = await pageOf('wp/v2/pages/10001?with=contents:page(2)');
    expect(dig(first, 'teasers', 'meta', 'pagination')).toMatchObject({
      count: 4,
      per_page: 4,
      current_page: 1,
      links: { previous: '', next: '' },
    });
    expect(dig(first, 'teasers', 'meta', 'cursor', 'prev')).toBeNull();
    const next = dig(first, 'teasers', 'meta', 'cursor', 'next') as string;
    expect(decodeCursor(next)).toEqual({ parentId: 10_001, parentType: 'page', page: 2 });
    expect(JSON.parse(Buffer.from(next, 'base64').toString())).toEqual({
      parent_id: 10_001,
      parent_type: 'page',
      page: 2,
    });
    expect(dig(second, 'teasers', 'meta', 'pagination', 'current_page')).toBe(2);
    expect(dig(second, 'teasers', 'meta', 'cursor', 'current')).toBe(next);
  });

  it('answers a page without contents unless asked', async () => {
    const { body } = await api('wom-dk', 'wp/v2/pages/10001');
    expect(body).not.toHaveProperty('data.contents');
  });

  it('answers 404 for an unknown id and for an unknown resource', async () => {
    expect((await api('wom-dk', 'wp/v2/composites/999999')).status).toBe(404);
    expect((await api('wom-dk', 'wp/v2/widgets/1')).status).toBe(404);
    expect((await api('wom-dk', 'wp/v2/constructor/1')).status).toBe(404);
  });
});

describe('locked content over HTTP', () => {
  const { get, sandbox } = harness;

  async function widgets(path: string, authorization?: string) {
    const id = await idOf(api, path);
    const url = `${sandbox().origin}/wom-dk/wp-json/wp/v2/composites/${String(id)}?with=contents`;
    const body: unknown = await (
      await get(url, authorization === undefined ? {} : { authorization })
    ).json();
    return { body, widgets: list(body, 'data', 'contents', 'data') };
  }

  it('sends the locked recipe and product of a free article whole, marked locked', async () => {
    const { widgets: body } = await widgets('/mad/opskrifter/kyllingesalat-med-quinoa');
    const recipe = body.find((widget) => dig(widget, 'type') === 'recipe');
    const product = body.find((widget) => dig(widget, 'type') === 'product');
    expect(recipe).toMatchObject({ locked: true, title: 'Kyllingesalat med quinoa' });
    expect(list(recipe, 'ingredient_block_items').length).toBeGreaterThan(0);
    expect(product).toMatchObject({ locked: true, price: '149 kr.', winner: true, max_points: 10 });
  });

  it('nulls locked text and video scalars, and sends a locked lead image as its id', async () => {
    const program = await widgets('/traening/12-ugers-traeningsprogram');
    const lockedText = program.widgets.filter(
      (widget) => dig(widget, 'type') === 'text_item' && dig(widget, 'locked') === true,
    );
    expect(lockedText.length).toBeGreaterThan(0);
    expect(lockedText.every((widget) => dig(widget, 'body') === null)).toBe(true);
    expect(typeof dig(program.body, 'data', 'lead_image')).toBe('number');
    const hiit = await widgets('/traening/hiit-traening-20-minutter');
    const video = hiit.widgets.find((widget) => dig(widget, 'type') === 'video');
    expect(video).toMatchObject({ locked: true, embed_url: null, name: null, duration: null });
    expect(list(video, 'chapter_items')).toHaveLength(4);
  });

  it('sends every locked widget whole, still marked locked, to the holder of the content token', async () => {
    for (const [authorization, whole] of [
      [`Bearer ${SANDBOX_CONTENT_TOKEN}`, true],
      ['Bearer not-the-token', false],
    ] as const) {
      const program = await widgets('/traening/12-ugers-traeningsprogram', authorization);
      const locked = program.widgets.filter((widget) => dig(widget, 'locked') === true);
      expect(locked.length).toBeGreaterThan(0);
      expect(locked.every((widget) => typeof dig(widget, 'body') === 'string')).toBe(whole);
      expect(typeof dig(program.body, 'data', 'lead_image')).toBe(whole ? 'object' : 'number');
    }
  });
});
