import { describe, expect, it } from 'vitest';
import { SiteChromeService } from '../../src/application/site-chrome.service';
import { InMemoryContent } from '../fakes/content.fake';
import { siteFixture, teaserFixture } from '../fakes/domain-builders';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const site = siteFixture();

describe('SiteChromeService', () => {
  it('makes one upstream call for concurrent requests of the same data', async () => {
    const content = new InMemoryContent();
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      now: () => 0,
    });
    await Promise.all([service.menus(site), service.menus(site), service.menus(site)]);
    expect(content.calls.filter((call) => call === 'menus')).toHaveLength(1);
  });

  it('loads menus or strings again at once when a content change reached them, each alone', async () => {
    const content = new InMemoryContent();
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 60_000,
      now: () => 0,
    });
    content.strings = { 'meta.title': 'WOM' };
    await service.menus(site);
    await service.translations(site);
    const main = [{ id: 1, title: 'Ny', url: '/ny', target: null, rel: null, children: [] }];
    content.menuData = { ...content.menuData, main };
    content.strings = { 'meta.title': 'WOM ny' };
    content.calls.length = 0;
    await service.reload(site, 'menus');
    expect(content.calls).toEqual(['menus']);
    expect((await service.menus(site)).main).toEqual(main);
    expect(await service.translations(site)).toEqual({ 'meta.title': 'WOM' });
    await service.reload(site, 'translations');
    expect(content.calls).toEqual(['menus', 'translationStrings']);
    expect(await service.translations(site)).toEqual({ 'meta.title': 'WOM ny' });
  });

  it('refreshes after the TTL and keeps the last good value when the refresh fails', async () => {
    const content = new InMemoryContent();
    let now = 0;
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      now: () => now,
    });
    content.strings = { 'meta.title': 'WOM' };
    expect(await service.translations(site)).toEqual({ 'meta.title': 'WOM' });
    content.down = true;
    now = 5000;
    await service.translations(site);
    expect(await service.translations(site)).toEqual({ 'meta.title': 'WOM' });
    expect(content.calls.filter((call) => call === 'translationStrings').length).toBeGreaterThan(1);
  });

  it('gives empty menus and translations when the API never answered', async () => {
    const content = new InMemoryContent();
    content.down = true;
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      now: () => 0,
    });
    const chrome = await service.chrome(site, 'default');
    expect(chrome.menus).toEqual({ main: [], footer: [], user: [], secondary: [] });
    expect(chrome.translations).toEqual({});
  });

  it('gives every page of a site the same menus and strings objects, loaded or not', async () => {
    // The renderer keeps each site's layout by these objects (`LayoutFrames`): a new object per
    // page would render the layout again for every page.
    const content = new InMemoryContent();
    content.down = true;
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      now: () => 0,
    });
    const [first, second] = [
      await service.chrome(site, 'default'),
      await service.chrome(site, 'default'),
    ];
    expect(second.translations).toBe(first.translations);
    expect(second.menus).toBe(first.menus);
    expect(second.site).toBe(first.site);
  });
});

describe('SiteChromeService, what it keeps and for how long', () => {
  const menus = {
    main: [{ id: 1, title: 'Træning', url: '/traening', target: null, rel: null, children: [] }],
    footer: [],
    user: [],
    secondary: [],
  };

  it('keeps menus, translations and the popular list apart, per site', async () => {
    const content = new InMemoryContent();
    content.menuData = menus;
    content.strings = { 'meta.title': 'WOM' };
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      now: () => 0,
    });
    const chrome = await service.chrome(site, 'default');
    expect(chrome.menus).toEqual(menus);
    expect(chrome.translations).toEqual({ 'meta.title': 'WOM' });
    expect(await service.popular(site)).toEqual([]);
    await service.menus(siteFixture({ id: 'wom-se' }));
    expect(content.calls.filter((call) => call === 'menus')).toHaveLength(2);
  });

  it('asks again only once the TTL has run out', async () => {
    const content = new InMemoryContent();
    let now = 0;
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      now: () => now,
    });
    const menuCalls = () => content.calls.filter((call) => call === 'menus').length;
    await service.menus(site);
    now = 999;
    await service.menus(site);
    expect(menuCalls()).toBe(1);
    now = 1000;
    await service.menus(site);
    expect(menuCalls()).toBe(2);
  });

  it('keeps each part for its own freshness: translation strings outlive menus', async () => {
    const content = new InMemoryContent();
    let now = 0;
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      freshness: { translations: 5000 },
      now: () => now,
    });
    const calls = (kind: string) => content.calls.filter((call) => call === kind).length;
    await service.chrome(site, 'default');
    now = 1000;
    await service.chrome(site, 'default');
    expect(calls('menus')).toBe(2);
    expect(calls('translationStrings')).toBe(1);
    now = 5000;
    await service.chrome(site, 'default');
    expect(calls('translationStrings')).toBe(2);
  });

  it('gives every page of a site the same site view, built once', async () => {
    const service = new SiteChromeService(new InMemoryContent(), {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      now: () => 0,
    });
    const first = await service.chrome(site, 'default');
    const second = await service.chrome(site, 'admin');
    expect(second.site).toBe(first.site);
    expect(first.site.id).toBe(site.id);
  });

  it('loads menus and translations of every site at start', async () => {
    const content = new InMemoryContent();
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      now: () => 0,
    });
    await service.warmUp([site, siteFixture({ id: 'wom-se' })]);
    expect([...content.calls].sort()).toEqual([
      'menus',
      'menus',
      'translationStrings',
      'translationStrings',
    ]);
  });

  it('gives the popular list without drafts, and from memory only once it was loaded', async () => {
    const content = new InMemoryContent();
    content.popularTeasers = [teaserFixture({ id: 1 }), teaserFixture({ id: 2, status: 'draft' })];
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      now: () => 0,
    });
    expect(service.popularIfCached(site)).toEqual([]);
    expect((await service.popular(site)).map((teaser) => teaser.id)).toEqual([1]);
    expect(service.popularIfCached(site).map((teaser) => teaser.id)).toEqual([1]);
  });

  it('gives an empty popular list when the API never answered', async () => {
    const content = new InMemoryContent();
    content.down = true;
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 1000,
      now: () => 0,
    });
    expect(await service.popular(site)).toEqual([]);
    expect(service.popularIfCached(site)).toEqual([]);
  });
});

describe('a site whose translation strings lack the meta keys', () => {
  function watched(strings: Readonly<Record<string, string>> | null) {
    const content = new InMemoryContent();
    if (strings === null) content.down = true;
    else content.strings = strings;
    const reported: { site: string; missing: readonly string[] }[] = [];
    const service = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 0,
      now: () => 0,
      onIncompleteTranslations: (of, missing) => reported.push({ site: of.id, missing }),
    });
    return { service, reported };
  }

  it('tells the operators once, naming the missing keys, and still serves the strings', async () => {
    const { service, reported } = watched({ 'meta.title': 'WOM', 'menu.search': 'Søg' });
    expect(await service.translations(site)).toEqual({ 'meta.title': 'WOM', 'menu.search': 'Søg' });
    await service.translations(site);
    await service.chrome(site, 'default');
    expect(reported).toEqual([{ site: 'wom-dk', missing: ['meta.description'] }]);
  });

  it('counts a blank meta string as missing', async () => {
    const { service, reported } = watched({ 'meta.title': ' ', 'meta.description': 'Om WOM' });
    await service.translations(site);
    expect(reported).toEqual([{ site: 'wom-dk', missing: ['meta.title'] }]);
  });

  it('says nothing for complete strings, or when the content API did not answer', async () => {
    const complete = watched({ 'meta.title': 'WOM', 'meta.description': 'Om WOM' });
    await complete.service.translations(site);
    const down = watched(null);
    await down.service.translations(site);
    expect([...complete.reported, ...down.reported]).toEqual([]);
  });
});
