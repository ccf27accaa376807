import { describe, expect, it } from 'vitest';
import { detailOf, RecentEvents } from '../../../src/application/admin/recent-events.service';
import { RecordingEventBus } from '../../fakes/event-bus.fake';

const NOW = Date.UTC(2026, 10, 25, 8, 0, 0);

describe('detailOf', () => {
  it('names what a purge dropped and what asked for it', () => {
    expect(detailOf({ type: 'CachePurged', scope: { kind: 'all' }, reason: 'webhook' })).toBe(
      'all sites (webhook)',
    );
    expect(
      detailOf({ type: 'CachePurged', scope: { kind: 'site', siteId: 'wom-dk' }, reason: 'admin' }),
    ).toBe('wom-dk (admin)');
    expect(
      detailOf({
        type: 'CachePurged',
        scope: { kind: 'paths', siteId: 'wom-dk', paths: ['/a', '/b/c'] },
        reason: 'query',
      }),
    ).toBe('wom-dk: /a, /b/c (query)');
  });

  it('names the upstream service, the operation and how it failed or recovered', () => {
    expect(
      detailOf({
        type: 'UpstreamFailed',
        service: 'content-api',
        operation: 'resolve',
        outcome: 'timeout',
        code: 'UPSTREAM_TIMEOUT',
      }),
    ).toBe('content-api resolve: UPSTREAM_TIMEOUT');
    expect(
      detailOf({ type: 'UpstreamRecovered', service: 'content-api', operation: 'resolve' }),
    ).toBe('content-api resolve');
    expect(
      detailOf({
        type: 'BreakerStateChanged',
        service: 'content-api',
        origin: 'http://content.test',
        state: 'half-open',
      }),
    ).toBe('content-api http://content.test: half-open');
  });

  it('names the site and the reason of a refused sign-in', () => {
    expect(detailOf({ type: 'SignInFailed', siteId: 'wom-dk', reason: 'RATE_LIMITED' })).toBe(
      'wom-dk: RATE_LIMITED',
    );
  });

  it('names the site of a reader event', () => {
    expect(detailOf({ type: 'PageServed', siteId: 's1', status: 200, cache: 'hit' })).toBe('s1');
    expect(detailOf({ type: 'SignedIn', siteId: 's2' })).toBe('s2');
    expect(detailOf({ type: 'SignedOut', siteId: 's3' })).toBe('s3');
    expect(detailOf({ type: 'FavouriteAdded', siteId: 's4', articleId: 7 })).toBe('s4');
    expect(detailOf({ type: 'FavouriteRemoved', siteId: 's5', articleId: 7 })).toBe('s5');
    expect(detailOf({ type: 'SearchPerformed', siteId: 's6' })).toBe('s6');
    expect(detailOf({ type: 'NewsletterSubscribed', siteId: 's7' })).toBe('s7');
    expect(detailOf({ type: 'NewsletterSignUpFailed', siteId: 's8' })).toBe('s8');
    expect(detailOf({ type: 'CalculatorUsed', siteId: 's9', calculator: 'bmi' })).toBe('s9');
    expect(detailOf({ type: 'PaywallShown', siteId: 's10', articleId: 7 })).toBe('s10');
  });

  it('names the cache level of a cache event', () => {
    expect(detailOf({ type: 'CacheHit', level: 'memory' })).toBe('memory');
    expect(detailOf({ type: 'CacheStale', level: 'redis', reason: 'stale-while-revalidate' })).toBe(
      'redis',
    );
    expect(detailOf({ type: 'CacheMissed', level: 'origin' })).toBe('origin');
  });
});

describe('RecentEvents', () => {
  it('keeps the operator events, newest first, with the time each arrived', async () => {
    const bus = new RecordingEventBus();
    let now = NOW;
    const recent = new RecentEvents(bus, () => now);
    await bus.publish({ type: 'CachePurged', scope: { kind: 'all' }, reason: 'admin' });
    now += 1_000;
    await bus.publish({
      type: 'UpstreamFailed',
      service: 'newsletter',
      operation: 'signUp',
      outcome: 'error',
      code: 'UPSTREAM_ERROR',
    });
    now += 1_000;
    await bus.publish({ type: 'UpstreamRecovered', service: 'newsletter', operation: 'signUp' });
    now += 1_000;
    await bus.publish({
      type: 'BreakerStateChanged',
      service: 'newsletter',
      origin: 'http://newsletter.test',
      state: 'closed',
    });
    now += 1_000;
    await bus.publish({ type: 'SignInFailed', siteId: 'wom-dk', reason: 'RATE_LIMITED' });

    expect(recent.list()).toEqual([
      { at: '2026-11-25T08:00:04.000Z', type: 'SignInFailed', detail: 'wom-dk: RATE_LIMITED' },
      {
        at: '2026-11-25T08:00:03.000Z',
        type: 'BreakerStateChanged',
        detail: 'newsletter http://newsletter.test: closed',
      },
      { at: '2026-11-25T08:00:02.000Z', type: 'UpstreamRecovered', detail: 'newsletter signUp' },
      {
        at: '2026-11-25T08:00:01.000Z',
        type: 'UpstreamFailed',
        detail: 'newsletter signUp: UPSTREAM_ERROR',
      },
      { at: '2026-11-25T08:00:00.000Z', type: 'CachePurged', detail: 'all sites (admin)' },
    ]);
  });

  it('leaves out what readers do and how the cache answers', async () => {
    const bus = new RecordingEventBus();
    const recent = new RecentEvents(bus, () => NOW);
    await bus.publish({ type: 'PageServed', siteId: 'wom-dk', status: 200, cache: 'miss' });
    await bus.publish({ type: 'SignedIn', siteId: 'wom-dk' });
    await bus.publish({ type: 'SearchPerformed', siteId: 'wom-dk' });
    await bus.publish({ type: 'CacheMissed', level: 'memory' });
    expect(recent.list()).toEqual([]);
  });

  it('keeps only the last 20 events', async () => {
    const bus = new RecordingEventBus();
    const recent = new RecentEvents(bus, () => NOW);
    for (let attempt = 1; attempt <= 21; attempt += 1)
      await bus.publish({ type: 'SignInFailed', siteId: 'wom-dk', reason: `attempt ${attempt}` });

    const kept = recent.list();
    expect(kept).toHaveLength(20);
    expect(kept[0]?.detail).toBe('wom-dk: attempt 21');
    expect(kept[19]?.detail).toBe('wom-dk: attempt 2');
  });

  it('hands out a copy that later events and callers do not change', async () => {
    const bus = new RecordingEventBus();
    const recent = new RecentEvents(bus, () => NOW);
    await bus.publish({ type: 'SignInFailed', siteId: 'wom-dk', reason: 'first' });
    const listed = recent.list();
    await bus.publish({ type: 'SignInFailed', siteId: 'wom-dk', reason: 'second' });
    expect(listed).toHaveLength(1);
    (listed as unknown[]).length = 0;
    expect(recent.list().map((event) => event.detail)).toEqual(['wom-dk: second', 'wom-dk: first']);
  });
});
