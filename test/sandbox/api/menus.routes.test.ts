import { describe, expect, it } from 'vitest';
import { dig, list, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();

describe('app/menus', () => {
  it('answers the main and footer menus keyed by location', async () => {
    const { status, body } = await api('wom-dk', 'app/menus?lang=da');
    expect(status).toBe(200);
    expect(Object.keys(body as object).sort()).toEqual(['footer', 'main']);
    expect(list(body, 'main', 'data')[0]).toEqual({
      id: expect.any(Number) as number,
      url: '/traening',
      title: 'Træning',
      target: null,
      class: null,
      link_relationship: null,
      description: null,
      type: 'custom',
      children: [],
    });
  });

  it('nests children in the footer menu and marks external links', async () => {
    const { body } = await api('wom-dk', 'app/menus/footer?lang=da');
    const footer = list(body, 'data');
    expect(footer.map((item) => dig(item, 'title'))).toEqual(['Udforsk', 'Om WOM']);
    expect(list(footer[0], 'children').map((item) => dig(item, 'url'))).toEqual([
      '/traening',
      '/mad',
      '/tags/protein',
      '/tags/lob',
    ]);
    const instagram = list(footer[1], 'children').find(
      (item) => dig(item, 'title') === 'Instagram',
    );
    expect(instagram).toMatchObject({ target: '_blank', link_relationship: 'nofollow' });
  });

  it('answers 404 for an unknown location', async () => {
    expect((await api('wom-dk', 'app/menus/sidebar')).status).toBe(404);
    expect((await api('wom-dk', 'app/menus/constructor')).status).toBe(404);
  });
});
