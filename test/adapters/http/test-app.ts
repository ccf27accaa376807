import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { InProcessEventBus } from '../../../src/adapters/events/in-process.event-bus';
import { LruResponseCache } from '../../../src/adapters/cache/lru-response.cache';
import type { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import type { AppConfig } from '../../../src/config/app.config';
import type { EventBusPort } from '../../../src/ports/event-bus.port';
import type { PageRendererPort } from '../../../src/ports/page-renderer.port';
import type { ResponseCachePort } from '../../../src/ports/response-cache.port';
import { InMemoryContent } from '../../fakes/content.fake';
import { siteFixture } from '../../fakes/domain-builders';
import { composeTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

export { DIST } from '../../support/test-config';
export { realRenderer } from '../../support/test-composition';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly content: InMemoryContent;
  readonly metrics: PrometheusMetrics;
  readonly cache: ResponseCachePort;
  readonly bus: EventBusPort;
}

export interface TestAppOptions {
  production?: boolean;
  renderer?: PageRendererPort;
  /** Wall clock of the response cache (tests move time forward). */
  now?: () => number;
  /** Defaults to an in-process LRU. */
  cache?: ResponseCachePort;
  /** Defaults to an in-process bus. */
  bus?: EventBusPort;
  contentWebhookSecret?: string | null;
  /** `TRUST_PROXY` as read by the config (default: no proxy trusted). */
  trustProxy?: AppConfig['trustProxy'];
  maxEventLoopDelayMs?: number;
  content?: InMemoryContent;
  /** When given, every line the app logs at info and above is parsed into it. */
  logs?: Record<string, unknown>[];
}

/** A pino logger at info that parses each line it writes into `logs`. */
function collectingLogger(logs: Record<string, unknown>[]): Logger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() !== '') logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return pino({ level: 'info' }, sink);
}

/**
 * The product composed as in production (src/composition) over the in-memory content API, with
 * two sites (Danish and Swedish) and the real renderer.
 */
export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig({
    production: options.production ?? false,
    trustProxy: options.trustProxy ?? false,
    sites: [
      siteFixture(),
      siteFixture({
        id: 'wom-se',
        market: 'se',
        locale: 'sv-SE',
        language: 'sv',
        brandPrefix: 'bse',
        hosts: ['wom-se.localhost'],
        siteDomain: 'http://wom-se.localhost:3000',
      }),
    ],
    contentWebhookSecret: options.contentWebhookSecret ?? null,
    maxEventLoopDelayMs: options.maxEventLoopDelayMs ?? 0,
    ...(options.logs === undefined ? {} : { logLevel: 'info' }),
  });
  const content = options.content ?? new InMemoryContent();
  const now = options.now ?? Date.now;
  const cache = options.cache ?? new LruResponseCache({ maxBytes: 16 * 1024 * 1024, now });
  const bus =
    options.bus ??
    new InProcessEventBus({ observeEvent: () => undefined, handlerFailed: () => undefined });
  const { app, metrics } = await composeTestApp(
    config,
    [
      override(ID.clock, now),
      override(ID.content, content),
      override(ID.search, content),
      override(ID.responseCache, cache),
      override(ID.eventBus, bus),
      ...(options.renderer === undefined ? [] : [override(ID.renderer, options.renderer)]),
    ],
    options.logs === undefined ? undefined : collectingLogger(options.logs),
  );
  return { app, content, metrics, cache, bus };
}
