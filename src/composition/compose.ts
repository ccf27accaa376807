import { Container } from 'inversify';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { RedisBridgedEventBus } from '../adapters/events/redis-bridged.event-bus';
import { buildApp } from '../adapters/http/app';
import { subscribeEventLog } from '../adapters/logging/event-log.subscriber';
import { subscribeMetrics } from '../adapters/metrics/metrics.subscriber';
import { subscribeTracking } from '../adapters/tracking/tracking-log.subscriber';
import type { HttpDeps } from '../adapters/http/http-deps';
import { DocumentPageRenderer } from '../adapters/render/document-page.renderer';
import { dropPurgedEntries } from '../application/purge-cache.use-case';
import type { AppConfig } from '../config/app.config';
import { ID, resolve, type Id } from './identifiers';
import { accountsModule } from './modules/accounts.module';
import { applicationModule } from './modules/application.module';
import { cacheModule } from './modules/cache.module';
import { contentApiModule } from './modules/content-api.module';
import { eventsModule } from './modules/events.module';
import { observabilityModule } from './modules/observability.module';
import { readerServicesModule } from './modules/reader-services.module';
import { renderingModule } from './modules/rendering.module';
import { upstreamModule } from './modules/upstream.module';
import { freshnessModule } from './modules/freshness.module';

/** A binding replaced by a ready value (a fake port, a test clock, a shared renderer). */
export interface Override {
  readonly identifier: symbol;
  readonly value: unknown;
}

export function override<T>(identifier: Id<T>, value: T): Override {
  return { identifier, value };
}

/**
 * The composition root (ADR 2): the only place that knows every adapter. Production and the tests
 * build the same container; a test replaces ports with `override(ID.content, fake)`.
 */
export function buildContainer(
  config: AppConfig,
  logger: Logger,
  overrides: readonly Override[] = [],
): Container {
  const container = new Container();
  container.bind(ID.config).toConstantValue(config);
  container.bind(ID.logger).toConstantValue(logger);
  // Read at each call, so a test's fake Date moves every cache and service.
  container.bind(ID.clock).toConstantValue(() => Date.now());
  container.load(
    observabilityModule,
    cacheModule,
    eventsModule,
    upstreamModule,
    contentApiModule,
    readerServicesModule,
    accountsModule,
    renderingModule,
    applicationModule,
    freshnessModule,
  );
  for (const { identifier, value } of overrides) {
    container.rebind(identifier).toConstantValue(value);
  }
  return container;
}

/** What the HTTP driving adapter receives from the container. */
export function httpDeps(container: Container): HttpDeps {
  const get = <T>(identifier: Id<T>): T => resolve(container, identifier);
  return {
    config: get(ID.config),
    resolvePage: get(ID.resolvePage),
    listingTeasers: get(ID.listingTeasers),
    teaserListPage: get(ID.teaserListPage),
    errorPage: get(ID.errorPage),
    outages: get(ID.outageLog),
    renderer: get(ID.renderer),
    markup: get(ID.markup),
    metrics: get(ID.prometheus),
    pageCache: get(ID.pageCache),
    purgeCache: get(ID.purgeCache),
    recordContentChange: get(ID.recordContentChange),
    pageRefresh: get(ID.pageRefresh),
    search: get(ID.searchService),
    newsletter: get(ID.newsletterService),
    calculatorPage: get(ID.calculatorPage),
    sitemaps: get(ID.sitemapService),
    downloads: get(ID.content),
    accounts: {
      sessions: get(ID.sessions),
      signIn: get(ID.signIn),
      signUp: get(ID.signUp),
      adminDashboard: get(ID.adminDashboard),
      favourites: get(ID.favouritesService),
      redis: get(ID.signInCounter),
      signInLimits: get(ID.signInLimits),
    },
  };
}

/**
 * Starts what runs in the background: the event subscribers (the purge, metrics, the log,
 * tracking, the admin's recent events) and the Redis connections (never awaited: the app serves
 * from its in-process cache until Redis answers). Returns the stopper.
 */
export function startBackground(container: Container): () => Promise<void> {
  const bus = resolve(container, ID.eventBus);
  const logger = resolve(container, ID.logger);
  const unsubscribes = [
    dropPurgedEntries(bus, resolve(container, ID.responseCache)),
    subscribeMetrics(bus, resolve(container, ID.prometheus)),
    subscribeEventLog(bus, logger),
    subscribeTracking(bus, logger),
    resolve(container, ID.contentRefresh).subscribe(bus),
    resolve(container, ID.edgePurge).subscribe(bus),
  ];
  // Built now, so the admin overview lists events and dropped shapes from the first one on.
  resolve(container, ID.recentEvents);
  resolve(container, ID.shapesDropped);
  const connections = resolve(container, ID.redis);
  if (connections !== null && bus instanceof RedisBridgedEventBus) {
    connections.connect(() => bus.start());
  }
  return async () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
    await connections?.close();
  };
}

export interface ComposedApp {
  readonly app: FastifyInstance;
  readonly container: Container;
  /** Ends the background work (subscribers, Redis), once the servers are closed. */
  readonly stopBackground: () => Promise<void>;
  /** Closes the app, then the background work. */
  readonly stop: () => Promise<void>;
}

/**
 * The whole product, composed: container, renderer loaded, background started, Fastify app
 * built (not listening). `npm start`, the benchmarks and the tests all come through here.
 */
export async function composeApp(
  config: AppConfig,
  logger: Logger,
  overrides: readonly Override[] = [],
): Promise<ComposedApp> {
  const container = buildContainer(config, logger, overrides);
  const renderer = resolve(container, ID.renderer);
  if (renderer instanceof DocumentPageRenderer && !renderer.isReady()) await renderer.load();
  const stopBackground = startBackground(container);
  const app = await buildApp(httpDeps(container), logger);
  resolve(container, ID.pageRefresh).attach(app);
  return {
    app,
    container,
    stopBackground,
    stop: async () => {
      await app.close();
      await stopBackground();
    },
  };
}
