import { FastlyEdgeCache } from '../../adapters/edge/fastly-edge.cache';
import { NoEdgeCache } from '../../adapters/edge/no-edge.cache';
import { VarnishEdgeCache } from '../../adapters/edge/varnish-edge.cache';
import { MemoryRenderClaims, RedisRenderClaims } from '../../adapters/cache/render-claims';
import { InjectPageRefresh } from '../../adapters/http/inject-page.refresh';
import { errorCause, QuietLog, quietErrorFields } from '../../adapters/logging/quiet.log';
import { ContentRefresh } from '../../application/content-changes/content-refresh.service';
import { EdgePurge } from '../../application/content-changes/edge-purge.service';
import { RecordContentChange } from '../../application/content-changes/record-content-change.use-case';
import type { EdgeCachePort } from '../../ports/edge-cache.port';
import { family } from '../binding';
import { ID } from '../identifiers';

/** At most one failed edge purge logged per this long (an edge outage stays quiet in the log). */
const EDGE_FAILURE_LOG_MS = 5_000;

/**
 * Content changes and the edge (ADR 21): the webhook's `ContentChanged` events, the caches'
 * background re-renders (claimed in Redis when there is one), and the purger of the edge
 * configured by `EDGE_PURGE`.
 */
export const freshnessModule = family((provide) => {
  provide(ID.edgeCache, (get): EdgeCachePort => {
    const edge = get(ID.config).edge ?? { purge: 'none' };
    switch (edge.purge) {
      case 'varnish':
        return new VarnishEdgeCache({ urls: edge.varnishUrls });
      case 'fastly':
        return new FastlyEdgeCache({
          serviceId: edge.serviceId,
          token: edge.token,
          apiUrl: edge.apiUrl,
        });
      case 'none':
        return new NoEdgeCache();
    }
  });
  provide(ID.renderClaims, (get) => {
    const connections = get(ID.redis);
    return connections === null
      ? new MemoryRenderClaims(get(ID.clock))
      : new RedisRenderClaims(connections.commands, get(ID.clock));
  });
  provide(ID.pageRefresh, (get) => new InjectPageRefresh(get(ID.config).sites));
  provide(
    ID.recordContentChange,
    (get) => new RecordContentChange(get(ID.eventBus), get(ID.clock)),
  );
  provide(ID.contentRefresh, (get) => {
    const logger = get(ID.logger);
    const refreshLines = new QuietLog();
    return new ContentRefresh({
      cache: get(ID.responseCache),
      pages: get(ID.pageRefresh),
      claims: get(ID.renderClaims),
      events: get(ID.eventBus),
      sitemaps: get(ID.sitemapService),
      chrome: {
        reload: async (siteId, part) => {
          const site = get(ID.config).sites.find((candidate) => candidate.id === siteId);
          if (site !== undefined) await get(ID.siteChrome).reload(site, part);
        },
      },
      now: get(ID.clock),
      // A change during an outage fails every page it renders again: a line a second per cause.
      onError: (error) => {
        refreshLines.note(errorCause(error), (failedSinceLastLine) => {
          logger.warn(
            { ...quietErrorFields(error), failedSinceLastLine },
            'a page could not be rendered again after a content change',
          );
        });
      },
    });
  });
  provide(ID.edgePurge, (get) => {
    const logger = get(ID.logger);
    const clock = get(ID.clock);
    let lastLogged = 0;
    return new EdgePurge({
      edge: get(ID.edgeCache),
      events: get(ID.eventBus),
      siteIds: get(ID.config).sites.map((site) => site.id),
      now: clock,
      onFailure: (error, attempt) => {
        const now = clock();
        if (now - lastLogged < EDGE_FAILURE_LOG_MS) return;
        lastLogged = now;
        logger.warn(
          { err: { message: error instanceof Error ? error.message : String(error) }, attempt },
          'edge purge failed; retrying',
        );
      },
    });
  });
});
