import { AdminDashboard } from '../../application/admin/admin-dashboard.use-case';
import { RecentEvents } from '../../application/admin/recent-events.service';
import { ShapesDropped } from '../../application/admin/shapes-dropped.service';
import { SignIn } from '../../application/auth/sign-in.use-case';
import { SignUp } from '../../application/auth/sign-up.use-case';
import { ArticleEnrichment } from '../../application/article-enrichment.service';
import { CalculatorPage } from '../../application/calculator-page.use-case';
import { ErrorPage } from '../../application/error-page';
import { ListingTeasers } from '../../application/listing-teasers.use-case';
import { NewsletterService } from '../../application/newsletter.service';
import { PageCache } from '../../application/page-cache.service';
import { PAYWALL_RULES } from '../../application/policies/paywall-rules.policy';
import { USER_STATE_RULES } from '../../application/policies/user-state-rules.policy';
import { ReadNext } from '../../application/read-next.service';
import { PurgeCache } from '../../application/purge-cache.use-case';
import { ResolvePage } from '../../application/resolve-page.use-case';
import { SearchService } from '../../application/search.service';
import { SiteChromeService } from '../../application/site-chrome.service';
import { SitemapImageMemory } from '../../application/sitemap-images.memory';
import { SitemapService } from '../../application/sitemap.service';
import { TeaserListPage } from '../../application/teaser-list-page.use-case';
import { compressBody, plainBody } from '../../adapters/cache/compression.encoder';
import { MetricsOperationsStatus } from '../../adapters/http/admin-dashboard.reader';
import { MissShed } from '../../adapters/http/overload.plugin';
import { errorCause, QuietLog, quietErrorFields } from '../../adapters/logging/quiet.log';
import type { CacheKey } from '../../ports/response-cache.port';
import { family } from '../binding';
import { ID } from '../identifiers';
import { lruBoundedMaps } from '../../adapters/cache/lru-bounded-maps';

/**
 * How long menus and the popular list are reused before a background refresh; translation strings
 * change with a release of the site's setup, so they are kept longer.
 */
const CHROME_TTL_MS = 5 * 60_000;
const CHROME_FRESHNESS = { translations: 30 * 60_000 } as const;
/** Sponsored teasers per category: the content-marketing service's choice changes slowly. */
const SPONSORED_FRESHNESS_MS = 5 * 60_000;
/** A category's most read, which fill an article's read-next: as fresh as the popular list. */
const READ_NEXT_FRESHNESS_MS = CHROME_TTL_MS;

/** The use cases and services, each built from the ports above. */
export const applicationModule = family((provide) => {
  provide(ID.paywallPolicy, () => PAYWALL_RULES);
  provide(ID.userStatePolicy, () => USER_STATE_RULES);
  provide(ID.siteChrome, (get) => {
    const logger = get(ID.logger);
    return new SiteChromeService(get(ID.content), {
      maps: lruBoundedMaps,
      ttlMs: CHROME_TTL_MS,
      freshness: CHROME_FRESHNESS,
      now: get(ID.clock),
      onIncompleteTranslations: (site, missing) => {
        logger.warn(
          { site: site.id, missing },
          'Translations not setup properly: the bundled strings stand in',
        );
      },
    });
  });
  provide(
    ID.resolvePage,
    (get) =>
      new ResolvePage({
        content: get(ID.content),
        search: get(ID.searchService),
        chrome: get(ID.siteChrome),
        enrichment: new ArticleEnrichment(get(ID.videoMetadata), get(ID.contentMarketing), {
          maps: lruBoundedMaps,
          now: get(ID.clock),
          sponsoredFreshnessMs: SPONSORED_FRESHNESS_MS,
        }),
        readNext: new ReadNext(get(ID.content), {
          maps: lruBoundedMaps,
          now: get(ID.clock),
          categoryFreshnessMs: READ_NEXT_FRESHNESS_MS,
        }),
        paywall: get(ID.paywallPolicy),
        events: get(ID.eventBus),
        onResolved: (site, path, outcome) => {
          get(ID.sitemapImages).seen(site, path, outcome);
        },
      }),
  );
  provide(ID.sitemapImages, () => new SitemapImageMemory({ maps: lruBoundedMaps }));
  provide(ID.sitemapService, (get) => {
    // News candidates are resolved as an anonymous reader gets them, without the services shown
    // on articles and without publishing what readers are shown (`PaywallShown`).
    const pages = new ResolvePage({
      content: get(ID.content),
      search: get(ID.searchService),
      chrome: get(ID.siteChrome),
      enrichment: null,
      paywall: get(ID.paywallPolicy),
      events: { publish: () => Promise.resolve() },
    });
    return new SitemapService(get(ID.sitemaps), pages, {
      maps: lruBoundedMaps,
      now: get(ID.clock),
      images: get(ID.sitemapImages),
    });
  });
  provide(
    ID.searchService,
    (get) => new SearchService(get(ID.search), get(ID.searchRelay), get(ID.eventBus)),
  );
  provide(
    ID.newsletterService,
    (get) => new NewsletterService(get(ID.newsletter), get(ID.siteChrome), get(ID.eventBus)),
  );
  provide(ID.calculatorPage, (get) => new CalculatorPage(get(ID.siteChrome), get(ID.eventBus)));
  provide(ID.listingTeasers, (get) => new ListingTeasers(get(ID.content)));
  provide(ID.teaserListPage, (get) => new TeaserListPage(get(ID.content)));
  provide(ID.pageCache, (get) => {
    const logger = get(ID.logger);
    // In an outage every stale page fails its revalidation, and past stale-while-revalidate every
    // reader is served stale because the origin failed: one line a second per cause, no stack.
    const lines = new QuietLog(get(ID.clock));
    const quietly =
      (what: 'revalidation' | 'stale-if-error', message: string) =>
      (error: unknown, key: CacheKey): void => {
        if (error instanceof MissShed) return;
        lines.note(`${what} ${errorCause(error)}`, (sinceLastLine) => {
          logger.warn(
            {
              ...quietErrorFields(error),
              siteId: key.siteId,
              path: key.path,
              [what === 'revalidation' ? 'failedSinceLastLine' : 'servedStaleSinceLastLine']:
                sinceLastLine,
            },
            message,
          );
        });
      };
    return new PageCache({
      cache: get(ID.responseCache),
      encoder: { encode: compressBody, plain: plainBody },
      events: get(ID.eventBus),
      now: get(ID.clock),
      onBackgroundError: quietly('revalidation', 'background revalidation failed; serving stale'),
      onServedStale: quietly('stale-if-error', 'page could not be rendered; serving stale'),
      claims: get(ID.renderClaims),
    });
  });
  provide(ID.purgeCache, (get) => new PurgeCache(get(ID.eventBus)));
  provide(ID.errorPage, (get) => new ErrorPage(get(ID.siteChrome), get(ID.config).production));
  provide(ID.recentEvents, (get) => new RecentEvents(get(ID.eventBus), get(ID.clock)));
  provide(
    ID.shapesDropped,
    (get) => new ShapesDropped(get(ID.eventBus), lruBoundedMaps, get(ID.clock)),
  );
  provide(ID.signIn, (get) => new SignIn(get(ID.sessions)));
  provide(ID.signUp, (get) => new SignUp(get(ID.sessions), get(ID.signupEndpoint)));
  provide(ID.operationsStatus, (get) => new MetricsOperationsStatus(get(ID.prometheus).registry));
  provide(ID.adminDashboard, (get) => {
    const config = get(ID.config);
    return new AdminDashboard({
      recentEvents: get(ID.recentEvents),
      shapesDropped: get(ID.shapesDropped),
      status: get(ID.operationsStatus),
      userState: get(ID.userStatePolicy),
      sitesServed: config.sites.length,
      sharedCache: config.redisUrl !== null,
      content: get(ID.content),
    });
  });
});
