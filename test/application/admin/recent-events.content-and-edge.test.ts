import { describe, expect, it } from 'vitest';
import { detailOf, RecentEvents } from '../../../src/application/admin/recent-events.service';
import { RecordingEventBus } from '../../fakes/event-bus.fake';

const NOW = Date.UTC(2026, 10, 25, 8, 0, 0);

describe('what the admin overview says about content changes, edge purges and dropped content', () => {
  it('names the site and the surrogate keys of a purge by key', () => {
    expect(
      detailOf({
        type: 'CachePurged',
        scope: { kind: 'keys', siteId: 'wom-dk', keys: ['post-12', 'home'] },
        reason: 'webhook',
      }),
    ).toBe('wom-dk: post-12 home (webhook)');
  });

  it('names the changed content, what happened to it and how many keys it made stale', () => {
    expect(
      detailOf({
        type: 'ContentChanged',
        siteId: 'wom-nl',
        kind: 'composite',
        id: '42',
        action: 'updated',
        keys: ['post-42', 'home', 'category-3'],
        at: NOW,
      }),
    ).toBe('wom-nl: composite 42 updated (3 keys)');
  });

  it('counts the pages a change made stale and those rendered again', () => {
    expect(
      detailOf({
        type: 'ContentRefreshed',
        siteId: 'cos-se',
        keys: ['post-42'],
        pagesPurged: 5,
        pagesRendered: 2,
        at: NOW,
      }),
    ).toBe('cos-se: 5 pages stale, 2 rendered again');
  });

  it('names the edge provider, the outcome, the keys and the attempts of an edge purge', () => {
    expect(
      detailOf({
        type: 'EdgePurged',
        siteId: 'wom-dk',
        provider: 'varnish',
        keys: 4,
        outcome: 'failed',
        attempts: 3,
        durationMs: 1200,
      }),
    ).toBe('wom-dk: varnish failed (4 keys, 3 attempts)');
  });

  it('names the resource, the field and the reason of content the product dropped', () => {
    expect(
      detailOf({
        type: 'ContentShapeDropped',
        siteId: 'wom-dk',
        resource: 'composite',
        field: 'widget.hotspot_image',
        reason: 'unknown widget',
        occurrences: 2,
      }),
    ).toBe('wom-dk: composite widget.hotspot_image (unknown widget)');
  });

  it('lists content changes and edge purges for the operator as they arrive', async () => {
    const bus = new RecordingEventBus();
    let now = NOW;
    const recent = new RecentEvents(bus, () => now);
    await bus.publish({
      type: 'ContentChanged',
      siteId: 'wom-dk',
      kind: 'page',
      id: '7',
      action: 'published',
      keys: ['page-7'],
      at: NOW,
    });
    now += 1_000;
    await bus.publish({
      type: 'EdgePurged',
      siteId: 'wom-dk',
      provider: 'varnish',
      keys: 1,
      outcome: 'purged',
      attempts: 1,
      durationMs: 30,
    });

    expect(recent.list()).toEqual([
      {
        at: '2026-11-25T08:00:01.000Z',
        type: 'EdgePurged',
        detail: 'wom-dk: varnish purged (1 keys, 1 attempts)',
      },
      {
        at: '2026-11-25T08:00:00.000Z',
        type: 'ContentChanged',
        detail: 'wom-dk: page 7 published (1 keys)',
      },
    ]);
  });
});
