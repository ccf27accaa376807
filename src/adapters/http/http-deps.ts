import type { ErrorPage } from '../../application/error-page';
import type { OutageLog } from '../logging/outage.log';
import type { PageCache } from '../../application/page-cache.service';
import type { PurgeCache } from '../../application/purge-cache.use-case';
import type { ListingTeasers } from '../../application/listing-teasers.use-case';
import type { ResolvePage } from '../../application/resolve-page.use-case';
import type { SearchService } from '../../application/search.service';
import type { NewsletterService } from '../../application/newsletter.service';
import type { CalculatorPage } from '../../application/calculator-page.use-case';
import type { TeaserListPage } from '../../application/teaser-list-page.use-case';
import type { AppConfig } from '../../config/app.config';
import type { ContentPort } from '../../ports/content.port';
import type { PageRendererPort } from '../../ports/page-renderer.port';
import type { ReaderMarkupPort } from '../../ports/reader-markup.port';
import type { SitemapService } from '../../application/sitemap.service';
import type { PrometheusMetrics } from '../metrics/prometheus.metrics';
import type { AccountDeps } from './account.deps';
import type { InjectPageRefresh } from './inject-page.refresh';
import type { RecordContentChange } from '../../application/content-changes/record-content-change.use-case';

/** What the HTTP driving adapter needs from the composition root. */
export interface HttpDeps {
  readonly config: AppConfig;
  readonly resolvePage: ResolvePage;
  readonly listingTeasers: ListingTeasers;
  readonly errorPage: ErrorPage;
  /** The one outage log (shared with the upstream clients); absent: the handler's own. */
  readonly outages?: OutageLog;
  readonly renderer: PageRendererPort;
  /** Markup sent beside rendered pages: Markdown, the overload page, the inline scripts' text. */
  readonly markup: ReaderMarkupPort;
  readonly metrics: PrometheusMetrics;
  readonly pageCache: PageCache;
  readonly purgeCache: PurgeCache;
  /** The content webhook's WordPress hooks become `ContentChanged` events (ADR 21). */
  readonly recordContentChange: RecordContentChange;
  /** The product's own background renders of cached pages (ADR 21). */
  readonly pageRefresh: InjectPageRefresh;
  readonly search: SearchService;
  readonly newsletter: NewsletterService;
  readonly calculatorPage: CalculatorPage;
  readonly sitemaps: SitemapService;
  readonly teaserListPage: TeaserListPage;
  /** The content API's stored files, for the admin area's download route. */
  readonly downloads: Pick<ContentPort, 'download'>;
  readonly accounts: AccountDeps;
}
