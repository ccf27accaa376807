import { Container, ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { UpstreamHttpClient } from './adapters/http-client/upstream-http.client';
import type { HttpDeps } from './adapters/http/http-deps';
import { PrometheusMetrics } from './adapters/metrics/prometheus.metrics';
import { VikePageRenderer } from './adapters/render/vike-page.renderer';
import { WordPressContentAdapter } from './adapters/wordpress/wordpress-content.adapter';
import { WordPressSearchAdapter } from './adapters/wordpress/wordpress-search.adapter';
import { ErrorPage } from './application/error-page';
import { ListingTeasers } from './application/listing-teasers.use-case';
import { ResolvePage } from './application/resolve-page.use-case';
import { SiteChromeService } from './application/site-chrome.service';
import type { AppConfig } from './config/app.config';
import { CONTENT_PORT, type ContentPort } from './ports/content.port';
import { METRICS_PORT, type MetricsPort } from './ports/metrics.port';
import { PAGE_RENDERER_PORT, type PageRendererPort } from './ports/page-renderer.port';
import { SEARCH_PORT, type SearchPort } from './ports/search.port';

/** The composition root: the only file that knows every adapter (design 2). */
export const CONFIG = Symbol.for('AppConfig');
export const LOGGER = Symbol.for('Logger');
const PROMETHEUS = Symbol.for('PrometheusMetrics');
const CONTENT_HTTP = Symbol.for('ContentApiHttpClient');

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

const wordpress = new ContainerModule(({ bind }) => {
  bind<UpstreamHttpClient>(CONTENT_HTTP)
    .toDynamicValue(
      (context) =>
        new UpstreamHttpClient({
          metrics: context.get<MetricsPort>(METRICS_PORT),
          service: 'content-api',
        }),
    )
    .inSingletonScope();
  bind<ContentPort>(CONTENT_PORT)
    .toDynamicValue(
      (context) =>
        new WordPressContentAdapter({
          http: context.get<UpstreamHttpClient>(CONTENT_HTTP),
          logger: context.get<Logger>(LOGGER),
        }),
    )
    .inSingletonScope();
  bind<SearchPort>(SEARCH_PORT)
    .toDynamicValue(
      (context) =>
        new WordPressSearchAdapter({
          http: context.get<UpstreamHttpClient>(CONTENT_HTTP),
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
        ),
    )
    .inSingletonScope();
  bind<ListingTeasers>(ListingTeasers)
    .toDynamicValue((context) => new ListingTeasers(context.get<ContentPort>(CONTENT_PORT)))
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

export function buildContainer(config: AppConfig, logger: Logger): Container {
  const container = new Container();
  container.bind<AppConfig>(CONFIG).toConstantValue(config);
  container.bind<Logger>(LOGGER).toConstantValue(logger);
  container.load(observability, wordpress, rendering, application);
  return container;
}

export function httpDeps(container: Container): HttpDeps {
  return {
    config: container.get<AppConfig>(CONFIG),
    resolvePage: container.get<ResolvePage>(ResolvePage),
    listingTeasers: container.get<ListingTeasers>(ListingTeasers),
    errorPage: container.get<ErrorPage>(ErrorPage),
    renderer: container.get<PageRendererPort>(PAGE_RENDERER_PORT),
    metrics: container.get<PrometheusMetrics>(PROMETHEUS),
  };
}
