import type { ErrorPage } from '../../application/error-page';
import type { ListingTeasers } from '../../application/listing-teasers.use-case';
import type { ResolvePage } from '../../application/resolve-page.use-case';
import type { AppConfig } from '../../config/app.config';
import type { PageRendererPort } from '../../ports/page-renderer.port';
import type { PrometheusMetrics } from '../metrics/prometheus.metrics';

/** What the HTTP driving adapter needs from the composition root. */
export interface HttpDeps {
  readonly config: AppConfig;
  readonly resolvePage: ResolvePage;
  readonly listingTeasers: ListingTeasers;
  readonly errorPage: ErrorPage;
  readonly renderer: PageRendererPort;
  readonly metrics: PrometheusMetrics;
}
