import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { compressBody, plainBody } from '../../../src/adapters/cache/compression.encoder';
import { LruResponseCache } from '../../../src/adapters/cache/lru-response.cache';
import { InProcessEventBus } from '../../../src/adapters/events/in-process.event-bus';
import { buildApp } from '../../../src/adapters/http/app';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';
import { VikePageRenderer } from '../../../src/adapters/render/vike-page.renderer';
import { ErrorPage } from '../../../src/application/error-page';
import { ListingTeasers } from '../../../src/application/listing-teasers.use-case';
import { PageCache } from '../../../src/application/page-cache.service';
import { dropPurgedEntries, PurgeCache } from '../../../src/application/purge-cache.use-case';
import { ResolvePage } from '../../../src/application/resolve-page.use-case';
import { SiteChromeService } from '../../../src/application/site-chrome.service';
import type { AppConfig } from '../../../src/config/app.config';
import type { EventBusPort } from '../../../src/ports/event-bus.port';
import type { PageRendererPort } from '../../../src/ports/page-renderer.port';
import type { ResponseCachePort } from '../../../src/ports/response-cache.port';
import { InMemoryContent } from '../../fakes/content.fake';
import { siteFixture } from '../../fakes/domain-builders';

export const DIST = resolve(process.cwd(), 'dist');

let sharedRenderer: VikePageRenderer | null = null;

/** The real Vike renderer over the build in dist/ (npm test builds first). */
export async function realRenderer(): Promise<VikePageRenderer> {
  if (sharedRenderer === null) {
    const renderer = new VikePageRenderer(DIST);
    await renderer.load();
    sharedRenderer = renderer;
  }
  return sharedRenderer;
}

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
}

export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const sites = [
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
  ];
  const config: AppConfig = {
    production: options.production ?? false,
    trustProxy: options.trustProxy ?? false,
    host: '127.0.0.1',
    port: 0,
    metricsHost: '127.0.0.1',
    metricsPort: 0,
    logLevel: 'silent',
    siteIndexHosts: ['localhost', '127.0.0.1'],
    sites,
    sitesSource: 'test',
    distDir: DIST,
    redisUrl: null,
    contentWebhookSecret: options.contentWebhookSecret ?? null,
    cacheMemoryBytes: 16 * 1024 * 1024,
    maxEventLoopDelayMs: options.maxEventLoopDelayMs ?? 0,
  };
  const content = options.content ?? new InMemoryContent();
  const now = options.now ?? Date.now;
  const cache = options.cache ?? new LruResponseCache({ maxBytes: 16 * 1024 * 1024, now });
  const bus =
    options.bus ??
    new InProcessEventBus({ observeEvent: () => undefined, handlerFailed: () => undefined });
  dropPurgedEntries(bus, cache);
  const chrome = new SiteChromeService(content, { ttlMs: 60_000, now: Date.now });
  const metrics = new PrometheusMetrics({ defaultMetrics: false });
  const app = await buildApp(
    {
      config,
      resolvePage: new ResolvePage(content, content, chrome),
      listingTeasers: new ListingTeasers(content),
      errorPage: new ErrorPage(chrome, config.production),
      renderer: options.renderer ?? (await realRenderer()),
      metrics,
      pageCache: new PageCache({
        cache,
        encoder: { encode: compressBody, plain: plainBody },
        metrics,
        now,
      }),
      purgeCache: new PurgeCache(bus),
    },
    pino({ level: 'silent' }),
  );
  return { app, content, metrics, cache, bus };
}
