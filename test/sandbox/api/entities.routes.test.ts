import { describe, expect, it } from 'vitest';
import { SANDBOX_CONTENT_TOKEN } from '../../../sandbox/api/site-context';
import { dig, list, resolveRoute, useSandbox, type SandboxHarness } from '../sandbox.harness';

const { api, get, sandbox } = useSandbox();

async function idOf(harnessApi: SandboxHarness['api'], path: string): Promise<number> {
  const { body } = await harnessApi('wom-dk', resolveRoute(path));
  const id = dig(body, 'data', 'id');
  if (typeof id !== 'number') throw new Error(`no id for ${path}`);
  return id;
}

describe('wp/v2 entities', () => {
  it('answers a composite without includes when none are asked for', async () => {
    const id = await idOf(api, '/traening/styrke/5-ovelser-til-staerke-ben');
    const { status, body } = await api('wom-dk', `wp/v2/composites/${id}?lang=da`);
    expect(status).toBe(200);
    expect(dig(body, 'data', 'id')).toBe(id);
    expect(body).not.toHaveProperty('data.contents');
    expect(body).not.toHaveProperty('data.category');
    expect(body).not.toHaveProperty('data.tags');
  });

  it('adds exactly the includes asked for with with=', async () => {
    const id = await idOf(api, '/traening/styrke/5-ovelser-til-staerke-ben');
    const { body } = await api('wom-dk', `wp/v2/composites/${id}?with=contents,category&lang=da`);
    expect(list(body, 'data', 'contents', 'data').length).toBeGreaterThan(0);
    expect(dig(body, 'data', 'category', 'data', 'name')).toBe('Styrke');
    expect(body).not.toHaveProperty('data.tags');
  });

  it('removes includes named in without=', async () => {
    const id = await idOf(api, '/traening/styrke/5-ovelser-til-staerke-ben');
    const { body } = await api(
      'wom-dk',
      `wp/v2/composites/${id}?with=contents,tags&without=contents`,
    );
    expect(body).not.toHaveProperty('data.contents');
    expect(list(body, 'data', 'tags', 'data')).toHaveLength(1);
  });

  it('sends recipe meta with string amounts and a decimal comma on a recipe', async () => {
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

  it('sends video meta on an exercise video', async () => {
    const id = await idOf(api, '/traening/styrke/planken-trin-for-trin');
    const { body } = await api('wom-dk', `wp/v2/composites/${id}`);
    expect(body).toMatchObject({
      data: {
        template: 'exercise-video',
        video_meta: { duration: '00:04:30', workout_time: '5 min', workout_level: 'Let' },
      },
    });
  });

  it('sends locked widgets with their content fields null and the locked lead image as a bare id', async () => {
    const id = await idOf(api, '/traening/12-ugers-traeningsprogram');
    const { body } = await api('wom-dk', `wp/v2/composites/${id}?with=contents`);
    const locked = list(body, 'data', 'contents', 'data').filter(
      (widget) => dig(widget, 'locked') === true,
    );
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((widget) => dig(widget, 'body') === null)).toBe(true);
    expect(typeof dig(body, 'data', 'lead_image')).toBe('number');
  });

  it('sends locked widgets whole, still marked locked, to the holder of the content token', async () => {
    const id = await idOf(api, '/traening/12-ugers-traeningsprogram');
    const url = `${sandbox().origin}/wom-dk/wp-json/wp/v2/composites/${String(id)}?with=contents`;
    for (const [authorization, whole] of [
      [`Bearer ${SANDBOX_CONTENT_TOKEN}`, true],
      ['Bearer not-the-token', false],
    ] as const) {
      const body: unknown = await (await get(url, { authorization })).json();
      const locked = list(body, 'data', 'contents', 'data').filter(
        (widget) => dig(widget, 'locked') === true,
      );
      expect(locked.length).toBeGreaterThan(0);
      expect(locked.every((widget) => typeof dig(widget, 'body') === 'string')).toBe(whole);
      expect(typeof dig(body, 'data', 'lead_image')).toBe(whole ? 'object' : 'number');
    }
  });

  it('pages a category content-teasers include with its arguments', async () => {
    const id = await idOf(api, '/traening');
    const direct = await api(
      'wom-dk',
      `wp/v2/categories/${id}?with=content-teasers:per_page(4):page(2)`,
    );
    const withChildren = await api(
      'wom-dk',
      `wp/v2/categories/${id}?with=content-teasers:per_page(4):page(2):include_children(true)`,
    );
    expect(list(direct.body, 'data', 'content-teasers', 'data')).toHaveLength(4);
    expect(dig(direct.body, 'data', 'content-teasers', 'meta', 'pagination')).toMatchObject({
      per_page: 4,
      current_page: 2,
    });
    const directTotal = dig(direct.body, 'data', 'content-teasers', 'meta', 'pagination', 'total');
    const allTotal = dig(
      withChildren.body,
      'data',
      'content-teasers',
      'meta',
      'pagination',
      'total',
    );
    expect(allTotal).toBeGreaterThan(directTotal as number);
    expect(direct.body).not.toHaveProperty('data.children');
  });

  it('leaves out a content-teasers page past the end', async () => {
    const id = await idOf(api, '/traening');
    const { body: category } = await api(
      'wom-dk',
      `wp/v2/categories/${id}?with=content-teasers:page(99),children`,
    );
    expect(category).not.toHaveProperty('data.content-teasers');
    expect(list(category, 'data', 'children', 'data')).toHaveLength(3);
  });

  it('answers a tag and an author with their teasers', async () => {
    const tagId = await idOf(api, '/tags/protein');
    const authorId = await idOf(api, '/author/mikkel-berg');
    const tag = await api('wom-dk', `wp/v2/tags/${tagId}?with=content-teasers:per_page(2):page(1)`);
    const author = await api('wom-dk', `wp/v2/users/${authorId}?with=content-teasers:per_page(2)`);
    expect(list(tag.body, 'data', 'content-teasers', 'data')).toHaveLength(2);
    expect(dig(author.body, 'data', 'name')).toBe('Mikkel Berg');
    expect(list(author.body, 'data', 'content-teasers', 'data')).toHaveLength(2);
  });

  it('answers a page with its contents at page N of its paginating list', async () => {
    const id = await idOf(api, '/');
    const first = await api('wom-dk', `wp/v2/pages/${id}?with=contents`);
    const second = await api('wom-dk', `wp/v2/pages/${id}?with=contents:page(2)`);
    const bare = await api('wom-dk', `wp/v2/pages/${id}`);
    const latest = (response: { body: unknown }): unknown =>
      list(response.body, 'data', 'contents', 'data').find(
        (item) => dig(item, 'content', 'data', 'can_paginate') === true,
      );
    expect(
      dig(latest(first), 'content', 'data', 'teasers', 'meta', 'pagination', 'current_page'),
    ).toBe(1);
    expect(
      dig(latest(second), 'content', 'data', 'teasers', 'meta', 'pagination', 'current_page'),
    ).toBe(2);
    expect(bare.body).not.toHaveProperty('data.contents');
  });

  it('answers 404 for an unknown id and for an unknown resource', async () => {
    expect((await api('wom-dk', 'wp/v2/composites/999999')).status).toBe(404);
    expect((await api('wom-dk', 'wp/v2/widgets/1')).status).toBe(404);
    expect((await api('wom-dk', 'wp/v2/constructor/1')).status).toBe(404);
  });
});
