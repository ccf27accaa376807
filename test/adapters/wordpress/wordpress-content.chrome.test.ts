import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { menuItemFixture } from '../../fixtures/manual/wordpress/menu.fixture';
import { contentApiHarness, type ContentApiHarness } from './content-api.harness';

const API = '/wom-dk/wp-json';

describe('WordPressContentAdapter menus and translation strings', () => {
  let harness: ContentApiHarness;

  beforeEach(() => {
    harness = contentApiHarness();
  });

  afterEach(async () => {
    await harness.close();
  });

  describe('menus', () => {
    it('maps main and footer menus with their children', async () => {
      harness.reply(`${API}/app/menus`, {
        body: {
          main: {
            data: [
              menuItemFixture({}, [
                menuItemFixture({ id: 102, url: '/traening/styrke', title: 'Styrke' }),
              ]),
            ],
          },
          footer: {
            data: [
              menuItemFixture({
                id: 201,
                url: 'https://example.dk',
                title: 'Partner',
                target: '_blank',
                link_relationship: 'nofollow',
              }),
            ],
          },
        },
      });

      const menus = await harness.content.menus(harness.site);

      expect(menus).toEqual({
        main: [
          {
            id: 101,
            title: 'Træning',
            url: '/traening',
            target: null,
            rel: null,
            children: [
              {
                id: 102,
                title: 'Styrke',
                url: '/traening/styrke',
                target: null,
                rel: null,
                children: [],
              },
            ],
          },
        ],
        footer: [
          {
            id: 201,
            title: 'Partner',
            url: 'https://example.dk',
            target: '_blank',
            rel: 'nofollow',
            children: [],
          },
        ],
      });
    });

    it('answers empty menus for missing locations', async () => {
      harness.reply(`${API}/app/menus`, { body: { main: { data: [menuItemFixture()] } } });
      harness.reply(`${API}/app/menus`, { body: [] });

      const onlyMain = await harness.content.menus(harness.site);
      const none = await harness.content.menus(harness.site);

      expect(onlyMain?.footer).toEqual([]);
      expect(onlyMain?.main).toHaveLength(1);
      expect(none).toEqual({ main: [], footer: [] });
    });

    it('drops a broken menu item and keeps its siblings', async () => {
      harness.reply(`${API}/app/menus`, {
        body: { main: { data: [menuItemFixture({ url: null }), menuItemFixture({ id: 103 })] } },
      });

      const menus = await harness.content.menus(harness.site);

      expect(menus?.main.map((item) => item.id)).toEqual([103]);
      expect(harness.warnings()).toEqual([
        expect.objectContaining({ item: 'menu-item', index: 0 }),
      ]);
    });
  });

  describe('translationStrings', () => {
    it('answers the flat string map and drops values that are not strings', async () => {
      harness.reply(`${API}/app/translation-strings`, {
        body: {
          'search.title': 'Søg',
          'footer.year': 2024,
          'nested.map': { a: 'b' },
          'x.empty': '',
        },
      });

      const strings = await harness.content.translationStrings(harness.site);

      expect(strings).toEqual({ 'search.title': 'Søg', 'x.empty': '' });
      expect(harness.onlyRequest().url.searchParams.get('lang')).toBe('da');
    });

    it('answers null when the upstream fails', async () => {
      harness.reply(`${API}/app/translation-strings`, { status: 503, body: 'down' });

      expect(await harness.content.translationStrings(harness.site)).toBeNull();
      expect(harness.metrics.outcomesOf('translation-strings')).toEqual(['error']);
    });
  });
});
