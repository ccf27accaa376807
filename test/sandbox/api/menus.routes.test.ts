import { describe, expect, it } from 'vitest';
import { dig, list, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();
const LOCATIONS = ['header-primary', 'header-secondary', 'footer-primary', 'user-menu'];

function flatten(items: readonly unknown[]): unknown[] {
  return items.flatMap((item) => [item, ...flatten(list(item, 'children'))]);
}

describe('app/menus', () => {
  it.each(['wom-dk', 'wom-fi', 'cos-se'])(
    'answers %s keyed by location, each { data }, without a top-level data',
    async (site) => {
      const { status, body } = await api(site, 'app/menus?lang=da');
      expect(status).toBe(200);
      expect(Object.keys(body as object)).toEqual(LOCATIONS);
      for (const location of LOCATIONS) {
        expect(Object.keys(dig(body, location) as object)).toEqual(['data']);
      }
      expect(list(body, 'user-menu', 'data')).toEqual([]);
    },
  );

  it('gives an item the linked object’s id and type, and children always as an array', async () => {
    const { body } = await api('wom-dk', 'app/menus?lang=da');
    const training = list(body, 'header-primary', 'data')[0];
    const category = await api('wom-dk', 'app/resolve?path=%2Ftraening');
    expect(training).toMatchObject({
      id: dig(category.body, 'data', 'id'),
      url: '/traening',
      title: 'Træning',
      target: null,
      class: null,
      link_relationship: null,
      description: null,
      type: 'category',
    });
    const all = flatten(list(body, 'header-primary', 'data'));
    expect(all.every((item) => Array.isArray(dig(item, 'children')))).toBe(true);
    expect(new Set(all.map((item) => dig(item, 'type')))).toEqual(
      new Set(['category', 'post_tag', 'contenthub_composite', 'custom']),
    );
    const article = all.find((item) => dig(item, 'type') === 'contenthub_composite');
    const resolved = await api(
      'wom-dk',
      `app/resolve?path=${encodeURIComponent(dig(article, 'url') as string)}`,
    );
    expect(dig(resolved.body, 'data', 'id')).toBe(dig(article, 'id'));
  });

  it('sends internal links as paths and custom links absolute', async () => {
    const { body } = await api('wom-dk', 'app/menus?lang=da');
    const all = LOCATIONS.flatMap((location) => flatten(list(body, location, 'data')));
    for (const item of all) {
      const url = dig(item, 'url') as string;
      if (dig(item, 'type') === 'custom') expect(url).toMatch(/^(https?|mailto):/);
      else expect(url).toMatch(/^\//);
    }
    const subscribe = list(body, 'header-primary', 'data').find(
      (item) => dig(item, 'class') === 'menu-highlight',
    );
    expect(subscribe).toMatchObject({
      title: 'Bliv abonnent',
      type: 'custom',
      target: '_blank',
      url: expect.stringMatching(/^https:\/\//) as unknown,
    });
    const explore = list(body, 'footer-primary', 'data')[0];
    expect(explore).toMatchObject({ type: 'custom', url: 'http://wom-dk.localhost:3000/' });
  });

  it('lists pages in the footer', async () => {
    const { body } = await api('wom-dk', 'app/menus/footer-primary?lang=da');
    expect(Object.keys(body as object)).toEqual(['data']);
    const pages = list(body, 'data').filter((item) => dig(item, 'type') === 'page');
    expect(pages.map((item) => dig(item, 'url'))).toEqual(['/om-wom', '/cookiepolitik']);
  });

  it('answers one location as { data } and 404 for a location that does not exist', async () => {
    const user = await api('wom-dk', 'app/menus/user-menu');
    expect(user.body).toEqual({ data: [] });
    for (const location of ['main', 'sidebar', 'constructor']) {
      const { status, body } = await api('wom-dk', `app/menus/${location}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'menu_location_does_not_exist' });
    }
  });
});
