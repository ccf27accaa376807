import { describe, expect, it } from 'vitest';
import { SiteChromeService } from '../../src/application/site-chrome.service';
import { InMemoryContent } from '../fakes/content.fake';
import { siteFixture } from '../fakes/domain-builders';

const site = siteFixture();

describe('SiteChromeService', () => {
  it('makes one upstream call for concurrent requests of the same data', async () => {
    const content = new InMemoryContent();
    const service = new SiteChromeService(content, { ttlMs: 1000, now: () => 0 });
    await Promise.all([service.menus(site), service.menus(site), service.menus(site)]);
    expect(content.calls.filter((call) => call === 'menus')).toHaveLength(1);
  });

  it('refreshes after the TTL and keeps the last good value when the refresh fails', async () => {
    const content = new InMemoryContent();
    let now = 0;
    const service = new SiteChromeService(content, { ttlMs: 1000, now: () => now });
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
    const service = new SiteChromeService(content, { ttlMs: 1000, now: () => 0 });
    const chrome = await service.chrome(site, 'default');
    expect(chrome.menus).toEqual({ main: [], footer: [], user: [] });
    expect(chrome.translations).toEqual({});
  });
});
