import type { WordPressAdapterDeps } from '../../adapters/wordpress/wordpress-api.client';
import { WordPressContentAdapter } from '../../adapters/wordpress/wordpress-content.adapter';
import { WordPressSearchAdapter } from '../../adapters/wordpress/wordpress-search.adapter';
import { WordPressSitemapAdapter } from '../../adapters/wordpress/wordpress-sitemap.adapter';
import { family, type Get } from '../binding';
import { ID } from '../identifiers';

const CONTENT_API = 'content-api';

/** What every WordPress adapter shares: the content API's client, the logger, sibling sites. */
function wordPressDeps(get: Get): WordPressAdapterDeps {
  const config = get(ID.config);
  return {
    http: get(ID.upstream)(CONTENT_API),
    logger: get(ID.logger),
    metrics: get(ID.prometheus),
    events: get(ID.eventBus),
    now: get(ID.clock),
    siblingOrigin: (site, language) =>
      config.sites.find(
        (other) => other.brandCode === site.brandCode && other.language === language.slice(0, 2),
      )?.siteDomain ?? null,
  };
}

/** The content API (WordPress): pages, listings, search, the search relay and sitemaps. */
export const contentApiModule = family((provide) => {
  provide(
    ID.content,
    (get) =>
      new WordPressContentAdapter({
        ...wordPressDeps(get),
        materials: get(ID.materials),
        token: get(ID.config).contentToken ?? null,
      }),
  );
  provide(ID.search, (get) => new WordPressSearchAdapter(wordPressDeps(get)));
  provide(ID.searchRelay, (get) => new WordPressSearchAdapter(wordPressDeps(get)));
  provide(
    ID.sitemaps,
    (get) => new WordPressSitemapAdapter(get(ID.upstream)(CONTENT_API), get(ID.logger)),
  );
});
