import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../../src/application/error-page';
import { SiteChromeService } from '../../src/application/site-chrome.service';
import { InMemoryContent } from '../fakes/content.fake';
import { siteFixture } from '../fakes/domain-builders';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const site = siteFixture({ brandName: 'Women of Motion' });

function setup(production: boolean, strings: Record<string, string> = {}) {
  const content = new InMemoryContent();
  content.strings = strings;
  const chrome = new SiteChromeService(content, {
    maps: lruBoundedMaps,
    ttlMs: 60_000,
    now: () => 0,
  });
  return { content, errorPage: new ErrorPage(chrome, production) };
}

const DANISH = {
  'meta.title': 'WOM Danmark',
  'error.title': 'Noget gik galt',
  'error.description': 'Prøv igen om lidt.',
  'api.favourites': 'Favoritter kunne ikke gemmes',
};

describe('ErrorPage', () => {
  it('shows the translated error page with the status and, outside production, the message', async () => {
    const { errorPage } = setup(false, DANISH);
    const page = await errorPage.viewModel(site, 502, new Error('content API timed out'));
    expect(page.kind).toBe('site-page');
    expect(page.chrome.layout).toBe('default');
    expect(page.meta).toMatchObject({
      title: 'Noget gik galt | WOM Danmark',
      titleKey: 'error.title',
      brandTitle: 'WOM Danmark',
      description: 'Prøv igen om lidt.',
      canonical: null,
      robots: 'noindex',
    });
    expect(page.view).toEqual({ type: 'error', statusCode: 502, message: 'content API timed out' });
  });

  it('never shows the message in production', async () => {
    const { errorPage } = setup(true, DANISH);
    const page = await errorPage.viewModel(site, 500, new Error('secret detail'));
    expect(page.view).toEqual({ type: 'error', statusCode: 500, message: null });
  });

  it('falls back to English and the brand name when the site has no translations', async () => {
    const { errorPage } = setup(true);
    const page = await errorPage.viewModel(site, 500, new Error('x'));
    expect(page.meta).toMatchObject({
      title: 'Something went wrong | Women of Motion',
      description: '',
    });
  });
});

describe('ErrorPage.apiMessage', () => {
  it("gives the message in the site's language", async () => {
    const { errorPage } = setup(true, DANISH);
    expect(await errorPage.apiMessage(site, 'api.favourites', 'Could not save')).toBe(
      'Favoritter kunne ikke gemmes',
    );
  });

  it('gives the fallback for a key the site has not translated', async () => {
    const { errorPage } = setup(true, DANISH);
    expect(await errorPage.apiMessage(site, 'api.unknown', 'Could not save')).toBe(
      'Could not save',
    );
  });

  it('gives the fallback without asking the content API when there is no site', async () => {
    const { content, errorPage } = setup(true, DANISH);
    expect(await errorPage.apiMessage(null, 'api.favourites', 'Could not save')).toBe(
      'Could not save',
    );
    expect(content.calls).toEqual([]);
  });
});
