import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { subscribeEventLog } from '../../../src/adapters/logging/event-log.subscriber';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';
import { subscribeMetrics } from '../../../src/adapters/metrics/metrics.subscriber';
import { subscribeTracking } from '../../../src/adapters/tracking/tracking-log.subscriber';
import { RecentEvents } from '../../../src/application/admin/recent-events.service';
import { RecordingEventBus } from '../../fakes/event-bus.fake';

function logSink() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line !== '') lines.push(JSON.parse(line) as (typeof lines)[number]);
      }
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

const BREAKER = {
  type: 'BreakerStateChanged',
  service: 'content-api',
  origin: 'http://cms',
} as const;

describe('the event subscribers', () => {
  it('metrics: cache lookups by level and result, breaker state by service', async () => {
    const bus = new RecordingEventBus();
    const metrics = new PrometheusMetrics({ defaultMetrics: false });
    subscribeMetrics(bus, metrics);
    await bus.publish({ type: 'CacheHit', level: 'memory' });
    await bus.publish({ type: 'CacheHit', level: 'memory' });
    await bus.publish({ type: 'CacheMissed', level: 'redis' });
    await bus.publish({ type: 'CacheStale', level: 'redis', reason: 'stale-if-error' });
    await bus.publish({ ...BREAKER, state: 'open' });

    const { body } = await metrics.exposition();
    expect(body).toContain('response_cache_requests_total{level="memory",result="hit"} 2');
    expect(body).toContain('response_cache_requests_total{level="redis",result="miss"} 1');
    expect(body).toContain('response_cache_requests_total{level="redis",result="stale"} 1');
    expect(body).toContain('circuit_breaker_state{service="content-api"} 2');
  });

  it('log: an opened breaker is one error line, other changes and recoveries are quieter', async () => {
    const bus = new RecordingEventBus();
    const { lines, logger } = logSink();
    subscribeEventLog(bus, logger);
    await bus.publish({ ...BREAKER, state: 'open' });
    await bus.publish({ ...BREAKER, state: 'half-open' });
    await bus.publish({ type: 'UpstreamRecovered', service: 'content-api', operation: 'resolve' });
    await bus.publish({ type: 'SearchPerformed', siteId: 'wom-dk' });

    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'upstream circuit breaker opened'],
      [40, 'upstream circuit breaker half-open'],
      [30, 'upstream service answers again'],
    ]);
  });

  it('tracking: one line per reader event on its own channel, with no reader in it', async () => {
    const bus = new RecordingEventBus();
    const { lines, logger } = logSink();
    subscribeTracking(bus, logger);
    await bus.publish({ type: 'FavouriteAdded', siteId: 'wom-dk', articleId: 7 });
    await bus.publish({ type: 'PageServed', siteId: 'wom-dk', status: 200, cache: 'hit' });

    expect(lines).toEqual([
      expect.objectContaining({
        channel: 'tracking',
        msg: 'FavouriteAdded',
        event: { type: 'FavouriteAdded', siteId: 'wom-dk', articleId: 7 },
      }),
    ]);
  });

  it('admin: the recent operator events, newest first, without reader traffic', async () => {
    const bus = new RecordingEventBus();
    const recent = new RecentEvents(bus, () => Date.UTC(2026, 10, 25, 8, 0, 0));
    await bus.publish({ type: 'PageServed', siteId: 'wom-dk', status: 200, cache: 'miss' });
    await bus.publish({
      type: 'UpstreamFailed',
      service: 'content-api',
      operation: 'resolve',
      outcome: 'timeout',
      code: 'UPSTREAM_TIMEOUT',
    });
    await bus.publish({
      type: 'CachePurged',
      scope: { kind: 'site', siteId: 'wom-dk' },
      reason: 'admin',
    });

    expect(recent.list()).toEqual([
      { at: '2026-11-25T08:00:00.000Z', type: 'CachePurged', detail: 'wom-dk (admin)' },
      {
        at: '2026-11-25T08:00:00.000Z',
        type: 'UpstreamFailed',
        detail: 'content-api resolve: UPSTREAM_TIMEOUT',
      },
    ]);
  });
});
