import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  menuItemFixture,
  menusAnswer,
  menusRenamed,
  menusWithout,
} from '../../fixtures/manual/wordpress/menu.fixture';
import { answered, API, contentApiHarness, type ContentApiHarness } from './content-api.harness';

const MENUS = `${API}/app/menus`;

describe('WordPressContentAdapter menus and translation strings', () => {
  let harness: ContentApiHarness;

  beforeEach(() => {
    harness = contentApiHarness();
  });

  afterEach(async () => {
    await harness.close();
  });

  describe('menus: keyed by location, each slot filled from the site configuration', () => {
    it('maps the recorded header-primary, footer-primary and user-menu locations', async () => {
      harness.reply(MENUS, { body: menusAnswer() });

      const menus = answered(await harness.content.menus(harness.site));

      expect(menus.main.map((item) => [item.id, item.title, item.url])).toEqual([
        [12, 'Træning', '/traening'],
        [14, 'Mad', '/mad'],
        [16, 'Sundhed', '/sundhed'],
        [9051, 'Bliv abonnent', '/abonnement'],
      ]);
      expect(menus.main[0]?.children.map((item) => [item.id, item.url])).toEqual([
        [31, '/traening/styrke'],
        [33, '/traening/lob'],
        [35, '/traening/kondition'],
      ]);
      expect(menus.main[3]).toEqual({
        id: 9051,
        title: 'Bliv abonnent',
        url: '/abonnement',
        target: '_blank',
        rel: null,
        // `class: "menu-highlight"`: the editor's subscribe call to action.
        highlight: true,
        children: [],
      });
      expect(menus.footer).toEqual([
        {
          id: 1879,
          title: 'Om I FORM',
          url: '/om-iform',
          target: null,
          rel: null,
          description: 'Redaktion og kontakt',
          children: [],
        },
        {
          id: 1881,
          title: 'Cookiepolitik',
          url: '/cookiepolitik',
          target: null,
          rel: null,
          children: [],
        },
        {
          id: 9070,
          title: 'Privatlivspolitik',
          url: 'https://www.bonnier.dk/privatlivspolitik',
          target: '_blank',
          rel: 'nofollow',
          children: [],
        },
      ]);
      expect(menus.user).toEqual([]);
      // The recorded header-secondary location fills the header's secondary slot.
      expect(menus.secondary.map((item) => [item.title, item.url])).toEqual([
        ['Shop', 'https://shop.iform.dk/?utm_source=iform&utm_medium=menu'],
      ]);
      expect(harness.warnings()).toEqual([]);
      expect(Object.fromEntries(harness.onlyRequest().url.searchParams)).toEqual({ lang: 'da' });
    });

    it("takes the locations the site's configuration names", async () => {
      const custom = contentApiHarness({
        site: {
          menuLocations: {
            header: 'header-secondary',
            footer: 'header-primary',
            user: 'footer-primary',
            headerSecondary: 'user-menu',
          },
        },
      });
      custom.reply(MENUS, { body: menusAnswer() });

      const menus = answered(await custom.content.menus(custom.site));

      expect(menus.main.map((item) => item.title)).toEqual(['Shop']);
      expect(menus.footer.map((item) => item.title)).toEqual([
        'Træning',
        'Mad',
        'Sundhed',
        'Bliv abonnent',
      ]);
      expect(menus.user.map((item) => item.title)).toEqual([
        'Om I FORM',
        'Cookiepolitik',
        'Privatlivspolitik',
      ]);
      // Any location can fill the secondary slot; an empty one leaves it empty, unreported.
      expect(menus.secondary).toEqual([]);
      expect(custom.warnings()).toEqual([]);
      await custom.close();
    });

    it('falls back to the known location names when the configured one is missing', async () => {
      const custom = contentApiHarness({
        site: {
          menuLocations: {
            header: 'nav-top',
            footer: 'nav-bottom',
            user: 'nav-user',
            headerSecondary: 'header-secondary',
          },
        },
      });
      custom.reply(MENUS, { body: menusAnswer() });

      const menus = answered(await custom.content.menus(custom.site));

      expect(menus.main.map((item) => item.id)).toEqual([12, 14, 16, 9051]);
      expect(menus.footer.map((item) => item.id)).toEqual([1879, 1881, 9070]);
      expect(custom.warnings()).toEqual([]);
      await custom.close();
    });

    it('asks app/menus/{location} for a configured location the list lacks, and uses it', async () => {
      const custom = contentApiHarness({
        site: {
          menuLocations: {
            header: 'nav-top',
            footer: 'footer-primary',
            user: 'user-menu',
            headerSecondary: 'header-secondary',
          },
        },
      });
      custom.reply(MENUS, { body: menusAnswer() });
      custom.reply(`${MENUS}/nav-top`, {
        body: { data: [menuItemFixture({ id: 77, title: 'Nyheder', url: '/nyheder' })] },
      });

      const menus = answered(await custom.content.menus(custom.site));

      expect(menus.main.map((item) => [item.id, item.title])).toEqual([[77, 'Nyheder']]);
      expect(custom.requests.map(({ url }) => url.pathname)).toEqual([MENUS, `${MENUS}/nav-top`]);
      custom.assertAllAnswered();
      await custom.close();
    });

    it('keeps the fallback when app/menus/{location} does not know the location (404)', async () => {
      const custom = contentApiHarness({
        site: {
          menuLocations: {
            header: 'nav-top',
            footer: 'footer-primary',
            user: 'user-menu',
            headerSecondary: 'header-secondary',
          },
        },
      });
      custom.reply(MENUS, { body: menusAnswer() });
      custom.reply(`${MENUS}/nav-top`, {
        status: 404,
        body: { code: 'menu_location_does_not_exist', data: { status: 404 } },
      });

      const menus = answered(await custom.content.menus(custom.site));

      expect(menus.main.map((item) => item.id)).toEqual([12, 14, 16, 9051]);
      expect(custom.errors()).toEqual([]);
      await custom.close();
    });

    it('falls back to the older names main and footer', async () => {
      harness.reply(MENUS, {
        body: menusRenamed({ 'header-primary': 'main', 'footer-primary': 'footer' }),
      });

      const menus = answered(await harness.content.menus(harness.site));

      expect(menus.main.map((item) => item.id)).toEqual([12, 14, 16, 9051]);
      expect(menus.footer.map((item) => item.id)).toEqual([1879, 1881, 9070]);
      expect(harness.warnings()).toEqual([]);
    });

    it('reports a missing header or footer location as a dropped item and leaves it empty', async () => {
      harness.reply(MENUS, { body: menusWithout('header-primary', 'footer-primary') });

      const menus = answered(await harness.content.menus(harness.site));

      expect(menus).toMatchObject({ main: [], footer: [], user: [] });
      expect(menus.secondary.map((item) => item.id)).toEqual([9060]);
      expect(harness.warnings()).toEqual([
        expect.objectContaining({ item: 'menu-location', type: 'header', route: 'app/menus' }),
        expect.objectContaining({ item: 'menu-location', type: 'footer', route: 'app/menus' }),
      ]);
      expect(harness.warnings()[0]?.reason).toContain('header-secondary');
      expect(harness.metrics.shapeErrors).toEqual([
        { resource: 'menus', field: 'menu-location.header' },
        { resource: 'menus', field: 'menu-location.footer' },
      ]);
    });

    it('does not report a missing user menu', async () => {
      harness.reply(MENUS, { body: menusWithout('user-menu') });

      const menus = answered(await harness.content.menus(harness.site));

      expect(menus.user).toEqual([]);
      expect(harness.warnings()).toEqual([]);
    });

    it('answers empty menus, reported, when the site has none ([])', async () => {
      harness.reply(MENUS, { body: [] });

      const menus = answered(await harness.content.menus(harness.site));

      expect(menus).toEqual({ main: [], footer: [], user: [], secondary: [] });
      expect(harness.metrics.shapeErrors.map((error) => error.field)).toEqual([
        'menu-location.header',
        'menu-location.footer',
      ]);
    });

    it('drops a broken menu item and keeps its siblings', async () => {
      harness.reply(MENUS, {
        body: {
          ...menusAnswer(),
          'header-primary': {
            data: [menuItemFixture({ url: null }), menuItemFixture({ id: 14, url: '/mad' })],
          },
        },
      });

      const menus = answered(await harness.content.menus(harness.site));

      expect(menus.main.map((item) => item.id)).toEqual([14]);
      expect(harness.warnings()).toEqual([
        expect.objectContaining({ item: 'menu-item', index: 0 }),
      ]);
    });

    it('reads menu items and children sent as objects with holes', async () => {
      harness.reply(MENUS, {
        body: {
          'header-primary': {
            data: {
              '0': menuItemFixture({}, [menuItemFixture({ id: 31, url: '/traening/styrke' })]),
              '2': menuItemFixture({
                id: 16,
                url: '/sundhed',
                children: { '1': menuItemFixture({ id: 17, url: '/sundhed/sovn' }) },
              }),
            },
          },
          'footer-primary': { data: [] },
        },
      });

      const menus = answered(await harness.content.menus(harness.site));

      expect(menus.main.map((item) => [item.id, item.children.map((child) => child.id)])).toEqual([
        [12, [31]],
        [16, [17]],
      ]);
    });

    it('answers a failure when the menus answer is not a map', async () => {
      harness.reply(MENUS, { body: 'menus' });

      expect(await harness.content.menus(harness.site)).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_INVALID_JSON', service: 'content-api', retryable: false },
      });
      expect(harness.metrics.outcomesOf('menus')).toEqual(['invalid']);
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

      const strings = answered(await harness.content.translationStrings(harness.site));

      expect(strings).toEqual({ 'search.title': 'Søg', 'x.empty': '' });
      expect(harness.onlyRequest().url.searchParams.get('lang')).toBe('da');
    });

    it('answers an empty map for [] (a site without strings)', async () => {
      harness.reply(`${API}/app/translation-strings`, { body: [] });

      expect(answered(await harness.content.translationStrings(harness.site))).toEqual({});
    });

    it('answers a failure when the upstream fails', async () => {
      harness.reply(`${API}/app/translation-strings`, { status: 503, body: 'down' });

      expect(await harness.content.translationStrings(harness.site)).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_BAD_STATUS', service: 'content-api' },
      });
      expect(harness.metrics.outcomesOf('translation-strings')).toEqual(['error']);
    });
  });
});
