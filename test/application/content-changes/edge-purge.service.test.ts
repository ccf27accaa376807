import { describe, expect, it } from 'vitest';
import { EdgePurge, edgeKeysOf } from '../../../src/application/content-changes/edge-purge.service';
import { pathKey } from '../../../src/domain/content-changes/surrogate-keys.rules';
import type { EdgeCachePort } from '../../../src/ports/edge-cache.port';
import { RecordingEventBus } from '../../fakes/event-bus.fake';

/** An edge that fails its first `failures` purges, then purges. */
class FlakyEdge implements EdgeCachePort {
  readonly provider = 'varnish';
  readonly purged: string[][] = [];
  attempts = 0;
  constructor(private failures: number) {}
  purgeKeys(keys: readonly string[]): Promise<void> {
    this.attempts++;
    if (this.failures-- > 0) return Promise.reject(new Error('edge is away'));
    this.purged.push([...keys]);
    return Promise.resolve();
  }
}

function setUp(edge: EdgeCachePort, retryForMs = 5_000) {
  const bus = new RecordingEventBus();
  const failures: number[] = [];
  new EdgePurge({
    edge,
    events: bus,
    siteIds: ['wom-dk', 'wom-se'],
    retryForMs,
    firstRetryMs: 10,
    onFailure: (_error, attempt) => failures.push(attempt),
  }).subscribe(bus);
  return { bus, failures };
}

const refreshed = {
  type: 'ContentRefreshed',
  siteId: 'wom-dk',
  keys: ['wom-dk:composite:12', 'wom-dk:sitemaps'],
  pagesPurged: 3,
  pagesRendered: 2,
  at: Date.now(),
} as const;

describe('edge purge', () => {
  it('purges the changed keys once the origin has the new pages', async () => {
    const edge = new FlakyEdge(0);
    const { bus } = setUp(edge);
    await bus.publish(refreshed);
    expect(edge.purged).toEqual([['wom-dk:composite:12', 'wom-dk:sitemaps']]);
    expect(bus.of('EdgePurged')).toMatchObject([{ outcome: 'purged', attempts: 1, keys: 2 }]);
  });

  it('retries a failed purge until the edge answers, and says how many attempts it took', async () => {
    const edge = new FlakyEdge(2);
    const { bus, failures } = setUp(edge);
    await bus.publish(refreshed);
    expect(edge.purged).toHaveLength(1);
    expect(failures).toEqual([1, 2]);
    expect(bus.of('EdgePurged')).toMatchObject([{ outcome: 'purged', attempts: 3 }]);
  });

  it('gives up after its window and reports the failure', async () => {
    const edge = new FlakyEdge(1_000);
    const { bus } = setUp(edge, 100);
    await bus.publish(refreshed);
    const [outcome] = bus.of('EdgePurged');
    expect(outcome?.outcome).toBe('failed');
    expect(outcome?.attempts).toBeGreaterThan(1);
  });

  it('leaves the edge alone for a change another replica heard (that replica purges it)', async () => {
    const edge = new FlakyEdge(0);
    const { bus } = setUp(edge);
    await bus.publishRemote(refreshed);
    await bus.publishRemote({ type: 'CachePurged', scope: { kind: 'all' }, reason: 'admin' });
    expect(edge.attempts).toBe(0);
  });

  it('purges the edge for an operator purge by path, site or everything', async () => {
    const edge = new FlakyEdge(0);
    const { bus } = setUp(edge);
    await bus.publish({
      type: 'CachePurged',
      scope: { kind: 'paths', siteId: 'wom-dk', paths: ['/a'] },
      reason: 'webhook',
    });
    await bus.publish({ type: 'CachePurged', scope: { kind: 'all' }, reason: 'admin' });
    expect(edge.purged).toEqual([[pathKey('wom-dk', '/a')], ['wom-dk:site', 'wom-se:site']]);
  });

  it('names the site-wide key for a site purge', () => {
    expect(edgeKeysOf({ kind: 'site', siteId: 'wom-dk' }, [])).toEqual(['wom-dk:site']);
  });
});
