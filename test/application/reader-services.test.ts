import { describe, expect, it } from 'vitest';
import { LruResponseCache } from '../../src/adapters/cache/lru-response.cache';
import { FavouritesService } from '../../src/application/favourites/favourites.service';
import { NewsletterService } from '../../src/application/newsletter.service';
import { dropPurgedEntries, PurgeCache } from '../../src/application/purge-cache.use-case';
import { SiteChromeService } from '../../src/application/site-chrome.service';
import { InMemoryArticleTeasers } from '../fakes/article-teasers.fake';
import { InMemoryContent } from '../fakes/content.fake';
import { siteFixture, teaserFixture } from '../fakes/domain-builders';
import { RecordingEventBus } from '../fakes/event-bus.fake';
import { InMemoryFavourites } from '../fakes/favourites.fake';
import { InMemoryNewsletter } from '../fakes/newsletter.fake';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const site = siteFixture();

describe('FavouritesService', () => {
  function service() {
    const favourites = new InMemoryFavourites();
    const teasers = new InMemoryArticleTeasers().add(
      teaserFixture({ id: 7, title: 'Styrke' }),
      teaserFixture({ id: 9, title: 'Løb' }),
    );
    const events = new RecordingEventBus();
    return {
      favourites,
      teasers,
      events,
      service: new FavouritesService(favourites, teasers, events),
    };
  }

  it('saves and removes a favourite, publishing each change once', async () => {
    const { service: favourites, events } = service();
    expect(await favourites.change(site, 'u1', 7, true)).toEqual({ ok: true, value: [7] });
    expect(await favourites.change(site, 'u1', 9, true)).toEqual({ ok: true, value: [9, 7] });
    expect(await favourites.change(site, 'u1', 7, false)).toEqual({ ok: true, value: [9] });
    expect(events.published).toEqual([
      { type: 'FavouriteAdded', siteId: 'wom-dk', articleId: 7 },
      { type: 'FavouriteAdded', siteId: 'wom-dk', articleId: 9 },
      { type: 'FavouriteRemoved', siteId: 'wom-dk', articleId: 7 },
    ]);
  });

  it('publishes nothing and answers the failure when the change failed (the heart rolls back)', async () => {
    const { service: favourites, favourites: port, events } = service();
    port.down = true;
    const failed = { ok: false, failure: { code: 'UPSTREAM_UNREACHABLE', service: 'favourites' } };
    expect(await favourites.change(site, 'u1', 7, true)).toMatchObject(failed);
    expect(await favourites.change(site, 'u1', 7, false)).toMatchObject(failed);
    expect(events.published).toEqual([]);
  });

  it('lists the saved ids (none when the service fails) and their teasers in saved order', async () => {
    const { service: favourites, favourites: port, teasers } = service();
    port.seed(site, 'u1', [9, 7]);
    expect(await favourites.ids(site, 'u1')).toEqual([9, 7]);
    expect((await favourites.teaserList(site, 'u1')).map((teaser) => teaser.title)).toEqual([
      'Løb',
      'Styrke',
    ]);
    expect(await favourites.teaserList(site, 'nobody')).toEqual([]);
    expect(teasers.asked).toEqual([[9, 7]]);
    port.down = true;
    expect(await favourites.ids(site, 'u1')).toEqual([]);
  });
});

describe('PurgeCache', () => {
  it('publishes one CachePurged, and the subscribed cache drops what it names', async () => {
    const bus = new RecordingEventBus();
    const cache = new LruResponseCache({ maxBytes: 1024 * 1024 });
    const entry = {
      status: 200,
      headers: {},
      bodies: { identity: new Uint8Array([1]), gzip: null, br: null },
      storedAt: Date.now(),
      freshMs: 60_000,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 0,
    };
    const key = (path: string) => ({
      siteId: 'wom-dk',
      path,
      query: '',
      variant: 'anonymous' as const,
    });
    await cache.set(key('/a'), entry);
    await cache.set(key('/b'), entry);
    dropPurgedEntries(bus, cache);

    await new PurgeCache(bus).execute({ kind: 'paths', siteId: 'wom-dk', paths: ['/a'] }, 'admin');

    expect(bus.published).toEqual([
      {
        type: 'CachePurged',
        scope: { kind: 'paths', siteId: 'wom-dk', paths: ['/a'] },
        reason: 'admin',
      },
    ]);
    expect(await cache.get(key('/a'))).toBeNull();
    expect(await cache.get(key('/b'))).not.toBeNull();
  });
});

describe('NewsletterService', () => {
  function service() {
    const newsletter = new InMemoryNewsletter();
    const events = new RecordingEventBus();
    const content = new InMemoryContent();
    content.strings = { 'meta.title': 'WOM', 'newsletter.title': 'Nyhedsbrev' };
    const chrome = new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: 60_000,
      now: Date.now,
    });
    return { newsletter, events, service: new NewsletterService(newsletter, chrome, events) };
  }

  it('signs a normalised address up to the lists the consent text names', async () => {
    const { service: newsletters, newsletter, events } = service();
    expect(
      await newsletters.signUp(site, { email: '  Reader@Example.DK ', source: 'article' }),
    ).toBe('subscribed');
    expect(newsletter.signUps).toEqual([
      expect.objectContaining({
        email: 'reader@example.dk',
        newsletterIds: [1],
        permissionVersion: 'v1',
      }),
    ]);
    expect(events.published).toEqual([{ type: 'NewsletterSubscribed', siteId: 'wom-dk' }]);
  });

  it('refuses an address that is not one without asking the service or publishing', async () => {
    const { service: newsletters, newsletter, events } = service();
    expect(await newsletters.signUp(site, { email: 'not-an-address', source: null })).toBe(
      'invalid-email',
    );
    expect(newsletter.signUps).toEqual([]);
    expect(events.published).toEqual([]);
  });

  it('answers failed and publishes the failure when the service is down', async () => {
    const { service: newsletters, newsletter, events } = service();
    newsletter.down = true;
    expect(await newsletters.signUp(site, { email: 'reader@example.dk', source: null })).toBe(
      'failed',
    );
    expect(await newsletters.permission(site)).toEqual({ ok: false, failure: newsletter.failure });
    expect(events.published).toEqual([{ type: 'NewsletterSignUpFailed', siteId: 'wom-dk' }]);
  });

  it('names the form the sign-up came from, or the site when the source is not a name', async () => {
    const { service: newsletters, newsletter } = service();
    await newsletters.signUp(site, { email: 'one@example.dk', source: 'article-footer' });
    await newsletters.signUp(site, { email: 'two@example.dk', source: '<script>' });
    await newsletters.signUp(site, { email: 'three@example.dk', source: null });
    expect(newsletter.signUps.map((signUp) => signUp.source)).toEqual([
      'article-footer',
      'wom-dk-site',
      'wom-dk-site',
    ]);
  });

  it('shows the outcome on a page of its own that search engines leave out', async () => {
    const { service: newsletters } = service();
    const page = await newsletters.resultPage(site, 'subscribed', '/traening');
    expect(page.kind).toBe('site-page');
    expect(page.meta).toMatchObject({ title: 'Nyhedsbrev | WOM', robots: 'noindex,nofollow' });
    expect(page.view).toStrictEqual({
      type: 'reader-service',
      service: { kind: 'newsletter', outcome: 'subscribed', returnTo: '/traening' },
    });
  });

  it('shows the form again, with what the reader sent, to be confirmed', async () => {
    const { service: newsletters } = service();
    const form = { csrfToken: 'fresh', email: 'reader@example.dk', source: 'article' };
    const page = await newsletters.resultPage(site, 'confirm', null, form);
    expect(page.view).toStrictEqual({
      type: 'reader-service',
      service: { kind: 'newsletter', outcome: 'confirm', returnTo: null, form },
    });
  });
});
