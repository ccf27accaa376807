import { describe, expect, it } from 'vitest';
import { EdgePurge } from '../../../src/application/content-changes/edge-purge.service';
import type { EdgeCachePort } from '../../../src/ports/edge-cache.port';
import { RecordingEventBus } from '../../fakes/event-bus.fake';

/** An edge that fails its first `failures` purges, then purges. */
class FlakyEdge implements EdgeCachePort {
  readonly purged: string[][] = [];
  attempts = 0;
  constructor(
    private failures: number,
    readonly provider: EdgeCachePort['provider'] = 'varnish',
  ) {}
  purgeKeys(keys: readonly string[]): Promise<void> {
    this.attempts++;
    if (this.failures-- > 0) return Promise.reject(new Error('edge is away'));
    this.purged.push([...keys]);
    return Promise.resolve();
  }
}

function purger(edge: EdgeCachePort, options: Partial<ConstructorParameters<typeof EdgePurge>[0]>) {
  const bus = new RecordingEventBus();
  const purge = new EdgePurge({ edge, events: bus, siteIds: ['wom-dk', 'cos-se'], ...options });
  return { bus, purge };
}

describe('edge purge requests', () => {
  it('sends the keys an operator named, and reports the purge under their site', async () => {
    const edge = new FlakyEdge(0);
    const { bus, purge } = purger(edge, {});
    purge.subscribe(bus);
    await bus.publish({
      type: 'CachePurged',
      scope: { kind: 'keys', siteId: 'cos-se', keys: ['cos-se:page:9'] },
      reason: 'admin',
    });
    expect(edge.purged).toEqual([['cos-se:page:9']]);
    expect(bus.of('EdgePurged')).toMatchObject([{ siteId: 'cos-se', keys: 1 }]);
  });

  it("reports a purge of everything under '*'", async () => {
    const edge = new FlakyEdge(0);
    const { bus, purge } = purger(edge, {});
    purge.subscribe(bus);
    await bus.publish({ type: 'CachePurged', scope: { kind: 'all' }, reason: 'admin' });
    expect(bus.of('EdgePurged')).toMatchObject([{ siteId: '*', keys: 2 }]);
  });

  it('stops purging once unsubscribed', async () => {
    const edge = new FlakyEdge(0);
    const { bus, purge } = purger(edge, {});
    purge.subscribe(bus)();
    await bus.publish({ type: 'CachePurged', scope: { kind: 'all' }, reason: 'admin' });
    expect(edge.attempts).toBe(0);
  });

  it('asks nothing and reports nothing without an edge or without keys', async () => {
    const none = new FlakyEdge(0, 'none');
    const { bus, purge } = purger(none, {});
    await purge.purge('wom-dk', ['wom-dk:site']);
    expect(none.attempts).toBe(0);
    const edge = new FlakyEdge(0);
    const other = purger(edge, {});
    await other.purge.purge('wom-dk', []);
    expect(edge.attempts).toBe(0);
    expect([...bus.of('EdgePurged'), ...other.bus.of('EdgePurged')]).toEqual([]);
  });

  it('sends the keys in batches of at most the batch size', async () => {
    const edge = new FlakyEdge(0);
    const { purge } = purger(edge, { batchSize: 2 });
    await purge.purge('wom-dk', ['a', 'b', 'c', 'd', 'e']);
    expect(edge.purged).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    const even = new FlakyEdge(0);
    await purger(even, { batchSize: 2 }).purge.purge('wom-dk', ['a', 'b', 'c', 'd']);
    expect(even.purged).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('retries a failed purge without anyone listening for failures', async () => {
    const edge = new FlakyEdge(1);
    const { bus, purge } = purger(edge, { firstRetryMs: 1 });
    await purge.purge('wom-dk', ['wom-dk:site']);
    expect(edge.purged).toEqual([['wom-dk:site']]);
    expect(bus.of('EdgePurged')).toMatchObject([{ outcome: 'purged', attempts: 2 }]);
  });

  it('retries while the next pause ends within the window, doubling the pause', async () => {
    // The clock stands still: only the pauses count against the window.
    const edge = new FlakyEdge(10);
    const { bus, purge } = purger(edge, { now: () => 1_000, firstRetryMs: 5, retryForMs: 20 });
    await purge.purge('wom-dk', ['wom-dk:site']);
    // After pauses of 5, 10 and 20 ms (each within the 20 ms window) the next, 40, is not.
    expect(bus.of('EdgePurged')).toMatchObject([{ outcome: 'failed', attempts: 4 }]);
  });

  it('reports how long the purge took', async () => {
    const times = [1_000, 1_250];
    const edge = new FlakyEdge(0);
    const { bus, purge } = purger(edge, { now: () => times.shift() ?? 1_250 });
    await purge.purge('wom-dk', ['wom-dk:site']);
    expect(bus.of('EdgePurged')).toMatchObject([{ durationMs: 250 }]);
  });
});
