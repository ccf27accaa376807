import { Container, ContainerModule, type ResolutionContext } from 'inversify';
import type { Logger } from 'pino';
import { compressBody, plainBody } from './adapters/cache/compression.encoder';
import { LruResponseCache } from './adapters/cache/lru-response.cache';
import { RedisConnections } from './adapters/cache/redis.connections';
import { RedisResponseCache } from './adapters/cache/redis-response.cache';
import { TwoLevelResponseCache } from './adapters/cache/two-level-response.cache';
import { InProcessEventBus } from './adapters/events/in-process.event-bus';
import { RedisBridgedEventBus } from './adapters/events/redis-bridged.event-bus';
import { UpstreamHttpClient } from './adapters/http-client/upstream-http.client';
import type { HttpDeps } from './adapters/http/http-deps';
import { CognitoIdentityDirectory } from './adapters/identity/cognito-identity.directory';
import { SubscriptionHttpAdapter } from './adapters/subscription/subscription-http.adapter';
import { SessionService } from './application/auth/session.service';
import { RecentEvents } from './application/admin/recent-events.service';
import { FavouritesService } from './application/favourites/favourites.service';
import { CompositeTeasersAdapter } from './adapters/favourites/composite-teasers.adapter';
import { ContentApiFavouritesAdapter } from './adapters/favourites/content-api-favourites.adapter';
import {
  SiteFavouritesAdapter,
  UserSettingsFavouritesAdapter,
} from './adapters/favourites/user-settings-favourites.adapter';
import { PrometheusMetrics } from './adapters/metrics/prometheus.metrics';
import { VikePageRenderer } from './adapters/render/vike-page.renderer';
import type { WordPressAdapterDeps } from './adapters/wordpress/wordpress-api.client';
import { WordPressContentAdapter } from './adapters/wordpress/wordpress-content.adapter';
import { WordPressSearchAdapter } from './adapters/wordpress/wordpress-search.adapter';
import { ErrorPage } from './application/error-page';
import { ListingTeasers } from './application/listing-teasers.use-case';
import { TeaserListPage } from './application/teaser-list-page.use-case';
import { PageCache } from './application/page-cache.service';
import { dropPurgedEntries, PurgeCache } from './application/purge-cache.use-case';
import { ArticleEnrichment } from './application/article-enrichment.service';
import { ResolvePage } from './application/resolve-page.use-case';
import { SearchService } from './application/search.service';
import { SitemapSource } from './adapters/http/sitemap.source';
import { NewsletterHttpAdapter } from './adapters/newsletter/newsletter-http.adapter';
import { MaterialsHttpAdapter } from './adapters/materials/materials-http.adapter';
import { MATERIALS_PORT, type MaterialsPort } from './ports/materials.port';
import { ContentMarketingHttpAdapter } from './adapters/content-marketing/content-marketing-http.adapter';
import { VideoProviderHttpAdapter } from './adapters/video-provider/video-provider-http.adapter';
import { NewsletterService } from './application/newsletter.service';
import { CalculatorPage } from './application/calculator-page.use-case';
import { NEWSLETTER_PORT, type NewsletterPort } from './ports/newsletter.port';
import { CONTENT_MARKETING_PORT, type ContentMarketingPort } from './ports/content-marketing.port';
import { VIDEO_METADATA_PORT, type VideoMetadataPort } from './ports/video-metadata.port';
import { SiteChromeService } from './application/site-chrome.service';
import type { AppConfig } from './config/app.config';
import { CONTENT_PORT, type ContentPort } from './ports/content.port';
import { EVENT_BUS_PORT, type EventBusPort } from './ports/event-bus.port';
import { METRICS_PORT, type MetricsPort } from './ports/metrics.port';
import { PAGE_RENDERER_PORT, type PageRendererPort } from './ports/page-renderer.port';
import { RESPONSE_CACHE_PORT, type ResponseCachePort } from './ports/response-cache.port';
import {
  SEARCH_PORT,
  SEARCH_RELAY_PORT,
  type SearchPort,
  type SearchRelayPort,
} from './ports/search.port';

/** The composition root: the only file that knows every adapter (ADR 2). */
export const CONFIG = Symbol.for('AppConfig');
export const LOGGER = Symbol.for('Logger');
const PROMETHEUS = Symbol.for('PrometheusMetrics');
const CONTENT_HTTP = Symbol.for('ContentApiHttpClient');
const REDIS = Symbol.for('RedisConnections');
const LOCAL_BUS = Symbol.for('InProcessEventBus');

/** How long menus, translation strings and the popular list are reused. */
const CHROME_TTL_MS = 5 * 60_000;

const observability = new ContainerModule(({ bind }) => {
  bind<PrometheusMetrics>(PROMETHEUS)
    .toDynamicValue(() => new PrometheusMetrics({ defaultMetrics: true }))
    .inSingletonScope();
  bind<MetricsPort>(METRICS_PORT).toDynamicValue((context) =>
    context.get<PrometheusMetrics>(PROMETHEUS),
  );
});

/** Redis (when REDIS_URL is set): the shared cache level and the event bridge. */
const redis = new ContainerModule(({ bind }) => {
  bind<RedisConnections | null>(REDIS)
    .toDynamicValue((context) => {
      const url = context.get<AppConfig>(CONFIG).redisUrl;
      if (url === null) return null;
      const metrics = context.get<PrometheusMetrics>(PROMETHEUS);
      return new RedisConnections(url, context.get<Logger>(LOGGER), () => {
        metrics.observeRedisError('connection');
      });
    })
    .inSingletonScope();
});

const caching = new ContainerModule(({ bind }) => {
  bind<ResponseCachePort>(RESPONSE_CACHE_PORT)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(CONFIG);
      const metrics = context.get<PrometheusMetrics>(PROMETHEUS);
      const connections = context.get<RedisConnections | null>(REDIS);
      const memory = new LruResponseCache({ maxBytes: config.cacheMemoryBytes });
      const shared =
        connections === null
          ? null
          : new RedisResponseCache({
              client: connections.binary,
              onError: (operation) => {
                metrics.observeRedisError(operation);
              },
            });
      return new TwoLevelResponseCache(memory, shared, (level, result) => {
        metrics.observeCache(level, result);
      });
    })
    .inSingletonScope();
  bind<InProcessEventBus>(LOCAL_BUS)
    .toDynamicValue((context) => {
      const metrics = context.get<PrometheusMetrics>(PROMETHEUS);
      const logger = context.get<Logger>(LOGGER);
      return new InProcessEventBus({
        observeEvent: (type) => {
          metrics.observeEvent(type);
        },
        handlerFailed: (event, error) => {
          logger.error({ err: error, event: event.type }, 'event subscriber failed');
        },
      });
    })
    .inSingletonScope();
  bind<EventBusPort>(EVENT_BUS_PORT)
    .toDynamicValue((context) => {
      const local = context.get<InProcessEventBus>(LOCAL_BUS);
      const connections = context.get<RedisConnections | null>(REDIS);
      if (connections === null) return local;
      const logger = context.get<Logger>(LOGGER);
      return new RedisBridgedEventBus({
        local,
        publisher: connections.commands,
        subscriber: connections.subscriber,
        onError: (error) => {
          logger.warn({ err: { message: error.message } }, 'event bridge');
        },
      });
    })
    .inSingletonScope();
});

/** What every WordPress adapter shares: one HTTP client, the logger, metrics, sibling sites. */
function wordPressDeps(context: ResolutionContext): WordPressAdapterDeps {
  const config = context.get<AppConfig>(CONFIG);
  return {
    http: context.get<UpstreamHttpClient>(CONTENT_HTTP),
    logger: context.get<Logger>(LOGGER),
    metrics: context.get<MetricsPort>(METRICS_PORT),
    siblingOrigin: (site, language) =>
      config.sites.find(
        (other) => other.brandCode === site.brandCode && other.language === language.slice(0, 2),
      )?.siteDomain ?? null,
  };
}

const wordpress = new ContainerModule(({ bind }) => {
  bind<UpstreamHttpClient>(CONTENT_HTTP)
    .toDynamicValue(
      (context) =>
        new UpstreamHttpClient({
          metrics: context.get<MetricsPort>(METRICS_PORT),
          service: 'content-api',
          logger: context.get<Logger>(LOGGER),
        }),
    )
    .inSingletonScope();
  bind<ContentPort>(CONTENT_PORT)
    .toDynamicValue(
      (context) =>
        new WordPressContentAdapter({
          ...wordPressDeps(context),
          materials: context.get<MaterialsPort>(MATERIALS_PORT),
          token: context.get<AppConfig>(CONFIG).contentToken ?? null,
        }),
    )
    .inSingletonScope();
  bind<SearchPort>(SEARCH_PORT)
    .toDynamicValue((context) => new WordPressSearchAdapter(wordPressDeps(context)))
    .inSingletonScope();
  bind<SitemapSource>(SitemapSource)
    .toDynamicValue(
      (context) =>
        new SitemapSource(
          context.get<UpstreamHttpClient>(CONTENT_HTTP),
          context.get<Logger>(LOGGER),
        ),
    )
    .inSingletonScope();
  bind<SearchRelayPort>(SEARCH_RELAY_PORT)
    .toDynamicValue((context) => new WordPressSearchAdapter(wordPressDeps(context)))
    .inSingletonScope();
});

/** The services around the articles: newsletter, content marketing, video metadata. */
const readerServices = new ContainerModule(({ bind }) => {
  const client = (service: string, metrics: MetricsPort, logger: Logger) =>
    new UpstreamHttpClient({ metrics, service, logger });
  bind<NewsletterPort>(NEWSLETTER_PORT)
    .toDynamicValue(
      (context) =>
        new NewsletterHttpAdapter({
          http: client(
            'newsletter',
            context.get<MetricsPort>(METRICS_PORT),
            context.get<Logger>(LOGGER),
          ),
          logger: context.get<Logger>(LOGGER),
        }),
    )
    .inSingletonScope();
  bind<MaterialsPort>(MATERIALS_PORT)
    .toDynamicValue(
      (context) =>
        new MaterialsHttpAdapter({
          http: client(
            'materials',
            context.get<MetricsPort>(METRICS_PORT),
            context.get<Logger>(LOGGER),
          ),
          logger: context.get<Logger>(LOGGER),
          token: context.get<AppConfig>(CONFIG).materialsToken ?? null,
        }),
    )
    .inSingletonScope();
  bind<ContentMarketingPort>(CONTENT_MARKETING_PORT)
    .toDynamicValue(
      (context) =>
        new ContentMarketingHttpAdapter({
          http: client(
            'content-marketing',
            context.get<MetricsPort>(METRICS_PORT),
            context.get<Logger>(LOGGER),
          ),
          logger: context.get<Logger>(LOGGER),
        }),
    )
    .inSingletonScope();
  bind<VideoMetadataPort>(VIDEO_METADATA_PORT)
    .toDynamicValue(
      (context) =>
        new VideoProviderHttpAdapter({
          http: client(
            'video-provider',
            context.get<MetricsPort>(METRICS_PORT),
            context.get<Logger>(LOGGER),
          ),
          logger: context.get<Logger>(LOGGER),
        }),
    )
    .inSingletonScope();
});

const rendering = new ContainerModule(({ bind }) => {
  bind<VikePageRenderer>(VikePageRenderer)
    .toDynamicValue((context) => new VikePageRenderer(context.get<AppConfig>(CONFIG).distDir))
    .inSingletonScope();
  bind<PageRendererPort>(PAGE_RENDERER_PORT).toDynamicValue((context) =>
    context.get<VikePageRenderer>(VikePageRenderer),
  );
});

const application = new ContainerModule(({ bind }) => {
  bind<SiteChromeService>(SiteChromeService)
    .toDynamicValue(
      (context) =>
        new SiteChromeService(context.get<ContentPort>(CONTENT_PORT), {
          ttlMs: CHROME_TTL_MS,
          now: Date.now,
        }),
    )
    .inSingletonScope();
  bind<ResolvePage>(ResolvePage)
    .toDynamicValue(
      (context) =>
        new ResolvePage(
          context.get<ContentPort>(CONTENT_PORT),
          context.get<SearchPort>(SEARCH_PORT),
          context.get<SiteChromeService>(SiteChromeService),
          new ArticleEnrichment(
            context.get<VideoMetadataPort>(VIDEO_METADATA_PORT),
            context.get<ContentMarketingPort>(CONTENT_MARKETING_PORT),
          ),
        ),
    )
    .inSingletonScope();
  bind<SearchService>(SearchService)
    .toDynamicValue((context) => {
      const metrics = context.get<PrometheusMetrics>(PROMETHEUS);
      return new SearchService(
        context.get<SearchPort>(SEARCH_PORT),
        context.get<SearchRelayPort>(SEARCH_RELAY_PORT),
        (type) => {
          metrics.observeEvent(type);
        },
      );
    })
    .inSingletonScope();
  bind<NewsletterService>(NewsletterService)
    .toDynamicValue((context) => {
      const metrics = context.get<PrometheusMetrics>(PROMETHEUS);
      return new NewsletterService(
        context.get<NewsletterPort>(NEWSLETTER_PORT),
        context.get<SiteChromeService>(SiteChromeService),
        (type) => {
          metrics.observeEvent(type);
        },
      );
    })
    .inSingletonScope();
  bind<CalculatorPage>(CalculatorPage)
    .toDynamicValue((context) => {
      const metrics = context.get<PrometheusMetrics>(PROMETHEUS);
      return new CalculatorPage(context.get<SiteChromeService>(SiteChromeService), (type) => {
        metrics.observeEvent(type);
      });
    })
    .inSingletonScope();
  bind<ListingTeasers>(ListingTeasers)
    .toDynamicValue((context) => new ListingTeasers(context.get<ContentPort>(CONTENT_PORT)))
    .inSingletonScope();
  bind<TeaserListPage>(TeaserListPage)
    .toDynamicValue((context) => new TeaserListPage(context.get<ContentPort>(CONTENT_PORT)))
    .inSingletonScope();
  bind<PageCache>(PageCache)
    .toDynamicValue((context) => {
      const logger = context.get<Logger>(LOGGER);
      return new PageCache({
        cache: context.get<ResponseCachePort>(RESPONSE_CACHE_PORT),
        encoder: { encode: compressBody, plain: plainBody },
        metrics: context.get<PrometheusMetrics>(PROMETHEUS),
        onBackgroundError: (error, key) => {
          logger.warn({ err: error, key }, 'background revalidation failed; serving stale');
        },
      });
    })
    .inSingletonScope();
  bind<PurgeCache>(PurgeCache)
    .toDynamicValue((context) => new PurgeCache(context.get<EventBusPort>(EVENT_BUS_PORT)))
    .inSingletonScope();
  bind<ErrorPage>(ErrorPage)
    .toDynamicValue(
      (context) =>
        new ErrorPage(
          context.get<SiteChromeService>(SiteChromeService),
          context.get<AppConfig>(CONFIG).production,
        ),
    )
    .inSingletonScope();
});

/** Accounts: sessions on the identity service of each site and the subscription check. */
const accounts = new ContainerModule(({ bind }) => {
  bind<SessionService>(SessionService)
    .toDynamicValue((context) => {
      const logger = context.get<Logger>(LOGGER);
      return new SessionService(
        new CognitoIdentityDirectory(),
        new SubscriptionHttpAdapter({
          onError: (error) => {
            logger.warn({ err: error }, 'subscription check failed; treated as not subscribed');
          },
        }),
      );
    })
    .inSingletonScope();
  bind<RecentEvents>(RecentEvents)
    .toDynamicValue((context) => new RecentEvents(context.get<EventBusPort>(EVENT_BUS_PORT)))
    .inSingletonScope();
  bind<FavouritesService>(FavouritesService)
    .toDynamicValue(
      () =>
        new FavouritesService(
          new SiteFavouritesAdapter(
            new UserSettingsFavouritesAdapter(),
            new ContentApiFavouritesAdapter(),
          ),
          new CompositeTeasersAdapter(),
        ),
    )
    .inSingletonScope();
});

export function buildContainer(config: AppConfig, logger: Logger): Container {
  const container = new Container();
  container.bind<AppConfig>(CONFIG).toConstantValue(config);
  container.bind<Logger>(LOGGER).toConstantValue(logger);
  container.load(
    observability,
    redis,
    caching,
    wordpress,
    readerServices,
    rendering,
    application,
    accounts,
  );
  return container;
}

/**
 * Starts what runs in the background: the purge subscriber, and the Redis connections (never
 * awaited: the app serves from its in-process cache until Redis answers). Returns the stopper.
 */
export function startBackground(container: Container): () => Promise<void> {
  const bus = container.get<EventBusPort>(EVENT_BUS_PORT);
  const unsubscribe = dropPurgedEntries(bus, container.get<ResponseCachePort>(RESPONSE_CACHE_PORT));
  const connections = container.get<RedisConnections | null>(REDIS);
  if (connections !== null && bus instanceof RedisBridgedEventBus) {
    connections.connect(() => bus.start());
  }
  return async () => {
    unsubscribe();
    await connections?.close();
  };
}

export function httpDeps(container: Container): HttpDeps {
  return {
    config: container.get<AppConfig>(CONFIG),
    resolvePage: container.get<ResolvePage>(ResolvePage),
    listingTeasers: container.get<ListingTeasers>(ListingTeasers),
    teaserListPage: container.get<TeaserListPage>(TeaserListPage),
    errorPage: container.get<ErrorPage>(ErrorPage),
    renderer: container.get<PageRendererPort>(PAGE_RENDERER_PORT),
    metrics: container.get<PrometheusMetrics>(PROMETHEUS),
    pageCache: container.get<PageCache>(PageCache),
    purgeCache: container.get<PurgeCache>(PurgeCache),
    search: container.get<SearchService>(SearchService),
    newsletter: container.get<NewsletterService>(NewsletterService),
    calculatorPage: container.get<CalculatorPage>(CalculatorPage),
    sitemaps: container.get<SitemapSource>(SitemapSource),
    accounts: {
      sessions: container.get<SessionService>(SessionService),
      recentEvents: container.get<RecentEvents>(RecentEvents),
      favourites: container.get<FavouritesService>(FavouritesService),
      // sign-in attempts are counted where every replica sees them
      redis: container.get<RedisConnections | null>(REDIS)?.commands ?? null,
    },
  };
}
