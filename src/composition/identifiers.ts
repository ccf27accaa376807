import type { Logger } from 'pino';
import type { OutageLog } from '../adapters/logging/outage.log';
import type { SessionStorePort } from '../ports/session-store.port';
import type { RedisClient } from '../adapters/cache/redis-client.factory';
import type { RedisConnections } from '../adapters/cache/redis.connections';
import type { InProcessEventBus } from '../adapters/events/in-process.event-bus';
import type { UpstreamHttpClient } from '../adapters/http-client/upstream-http.client';
import type { SignInLimits } from '../adapters/http/sign-in.rate-limit';
import type { PrometheusMetrics } from '../adapters/metrics/prometheus.metrics';
import type { DocumentPageRenderer } from '../adapters/render/document-page.renderer';
import type { AdminDashboard } from '../application/admin/admin-dashboard.use-case';
import type { RecentEvents } from '../application/admin/recent-events.service';
import type { ShapesDropped } from '../application/admin/shapes-dropped.service';
import type { SignIn } from '../application/auth/sign-in.use-case';
import type { SignUp } from '../application/auth/sign-up.use-case';
import type { SessionService } from '../application/auth/session.service';
import type { CalculatorPage } from '../application/calculator-page.use-case';
import type { ErrorPage } from '../application/error-page';
import type { FavouritesService } from '../application/favourites/favourites.service';
import type { ListingTeasers } from '../application/listing-teasers.use-case';
import type { NewsletterService } from '../application/newsletter.service';
import type { PageCache } from '../application/page-cache.service';
import type { PurgeCache } from '../application/purge-cache.use-case';
import type { ResolvePage } from '../application/resolve-page.use-case';
import type { SearchService } from '../application/search.service';
import type { SiteChromeService } from '../application/site-chrome.service';
import type { SitemapImageMemory } from '../application/sitemap-images.memory';
import type { SitemapService } from '../application/sitemap.service';
import type { TeaserListPage } from '../application/teaser-list-page.use-case';
import type { AppConfig } from '../config/app.config';
import type { ContentMarketingPort } from '../ports/content-marketing.port';
import type { ContentPort } from '../ports/content.port';
import type { EventBusPort } from '../ports/event-bus.port';
import type { ArticleTeasersPort, FavouritesPort } from '../ports/favourites.port';
import type { IdentityDirectoryPort } from '../ports/identity.port';
import type { MaterialsPort } from '../ports/materials.port';
import type { NewsletterPort } from '../ports/newsletter.port';
import type { OperationsStatusPort } from '../ports/operations-status.port';
import type { PaywallPolicyPort } from '../ports/paywall-policy.port';
import type { PageRendererPort } from '../ports/page-renderer.port';
import type { ReaderMarkupPort } from '../ports/reader-markup.port';
import type { ResponseCachePort } from '../ports/response-cache.port';
import type { SearchPort, SearchRelayPort } from '../ports/search.port';
import type { SignupPort } from '../ports/signup.port';
import type { SitemapPort } from '../ports/sitemap.port';
import type { SubscriptionPort } from '../ports/subscription.port';
import type { UserStatePort } from '../ports/user-state.port';
import type { VideoMetadataPort } from '../ports/video-metadata.port';
import type { EdgeCachePort } from '../ports/edge-cache.port';
import type { RenderClaimPort } from '../ports/page-refresh.port';
import type { InjectPageRefresh } from '../adapters/http/inject-page.refresh';
import type { ContentRefresh } from '../application/content-changes/content-refresh.service';
import type { EdgePurge } from '../application/content-changes/edge-purge.service';
import type { RecordContentChange } from '../application/content-changes/record-content-change.use-case';

declare const bound: unique symbol;

/**
 * A container identifier that carries the type bound to it, so `resolve(context, ID.content)` is
 * a `ContentPort` without a type argument at every call (inversify types symbols as `unknown`).
 */
export type Id<T> = symbol & { readonly [bound]?: T };

function id<T>(name: string): Id<T> {
  return Symbol.for(`magazine.${name}`);
}

/** Anything that resolves identifiers: the container, or a binding's resolution context. */
interface Resolver {
  get(serviceIdentifier: symbol): unknown;
}

/** The value bound to a typed identifier (the binding of `ID.x` is made for its type). */
export function resolve<T>(resolver: Resolver, identifier: Id<T>): T {
  return resolver.get(identifier) as T;
}

/** Every binding of the composition, by family (see the modules in ./modules). */
export const ID = {
  // process
  config: id<AppConfig>('config'),
  logger: id<Logger>('logger'),
  /** The wall clock of the caches and services (tests move it). */
  clock: id<() => number>('clock'),
  // observability
  prometheus: id<PrometheusMetrics>('prometheus'),
  // Redis, caching and events
  redis: id<RedisConnections | null>('redis'),
  responseCache: id<ResponseCachePort>('responseCache'),
  localBus: id<InProcessEventBus>('localBus'),
  eventBus: id<EventBusPort>('eventBus'),
  /** Where sign-in attempts are counted, shared by replicas; null: in process. */
  signInCounter: id<RedisClient | null>('signInCounter'),
  signInLimits: id<SignInLimits>('signInLimits'),
  // upstream HTTP
  /** One upstream client per service name (breaker, bulkhead, deadlines, metrics). */
  upstream: id<(service: string) => UpstreamHttpClient>('upstream'),
  /** The one outage log: failed upstream calls and the requests refused because of them. */
  outageLog: id<OutageLog>('outageLog'),
  // content API
  content: id<ContentPort>('content'),
  search: id<SearchPort>('search'),
  searchRelay: id<SearchRelayPort>('searchRelay'),
  sitemaps: id<SitemapPort>('sitemaps'),
  // services around the articles
  newsletter: id<NewsletterPort>('newsletter'),
  materials: id<MaterialsPort>('materials'),
  contentMarketing: id<ContentMarketingPort>('contentMarketing'),
  videoMetadata: id<VideoMetadataPort>('videoMetadata'),
  // accounts
  identityDirectory: id<IdentityDirectoryPort>('identityDirectory'),
  sessionStore: id<SessionStorePort>('sessionStore'),
  subscription: id<SubscriptionPort>('subscription'),
  favourites: id<FavouritesPort>('favourites'),
  favouriteTeasers: id<ArticleTeasersPort>('favouriteTeasers'),
  /** The brand's sign-up endpoint (`upstreams.signup`). */
  signupEndpoint: id<SignupPort>('signupEndpoint'),
  // rendering
  documentRenderer: id<DocumentPageRenderer>('documentRenderer'),
  renderer: id<PageRendererPort>('renderer'),
  markup: id<ReaderMarkupPort>('markup'),
  // application
  siteChrome: id<SiteChromeService>('siteChrome'),
  resolvePage: id<ResolvePage>('resolvePage'),
  listingTeasers: id<ListingTeasers>('listingTeasers'),
  teaserListPage: id<TeaserListPage>('teaserListPage'),
  pageCache: id<PageCache>('pageCache'),
  purgeCache: id<PurgeCache>('purgeCache'),
  // content changes and the edge (ADR 21)
  edgeCache: id<EdgeCachePort>('edgeCache'),
  renderClaims: id<RenderClaimPort>('renderClaims'),
  pageRefresh: id<InjectPageRefresh>('pageRefresh'),
  recordContentChange: id<RecordContentChange>('recordContentChange'),
  contentRefresh: id<ContentRefresh>('contentRefresh'),
  edgePurge: id<EdgePurge>('edgePurge'),
  errorPage: id<ErrorPage>('errorPage'),
  searchService: id<SearchService>('searchService'),
  newsletterService: id<NewsletterService>('newsletterService'),
  calculatorPage: id<CalculatorPage>('calculatorPage'),
  sitemapService: id<SitemapService>('sitemapService'),
  sitemapImages: id<SitemapImageMemory>('sitemapImages'),
  sessions: id<SessionService>('sessions'),
  recentEvents: id<RecentEvents>('recentEvents'),
  shapesDropped: id<ShapesDropped>('shapesDropped'),
  favouritesService: id<FavouritesService>('favouritesService'),
  signIn: id<SignIn>('signIn'),
  signUp: id<SignUp>('signUp'),
  adminDashboard: id<AdminDashboard>('adminDashboard'),
  /** The admin overview's readings of this process and its traffic. */
  operationsStatus: id<OperationsStatusPort>('operationsStatus'),
  // domain rules behind ports (a test replaces one with `override`)
  paywallPolicy: id<PaywallPolicyPort>('paywallPolicy'),
  userStatePolicy: id<UserStatePort>('userStatePolicy'),
} as const;
