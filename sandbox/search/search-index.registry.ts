import type { SiteIndex } from '../store/site-index';
import type { ArticleRecord } from '../store/site-model.types';
import { SearchIndex, type SearchDocument } from './search.index';

/** How many recent queries per site keep their ranked hits (pages and facets reuse them). */
const CACHED_QUERIES = 64;

export interface SiteSearch {
  readonly index: SearchIndex;
  readonly articles: readonly ArticleRecord[];
  /** Ranked hits of a query (the site's published articles). */
  hits(query: string): readonly ArticleRecord[];
}

/** What the index reads of an article: its words, and its category and editorial type. */
function documentOf(site: SiteIndex, article: ArticleRecord): SearchDocument {
  return {
    title: article.title,
    description: article.description,
    facets: {
      category: site.category(article.categoryId)?.name ?? '',
      type: article.editorialType,
    },
  };
}

function siteSearch(site: SiteIndex, articles: readonly ArticleRecord[]): SiteSearch {
  const index = new SearchIndex(
    articles.map((article) => documentOf(site, article)),
    site.model.language,
  );
  const recent = new Map<string, readonly ArticleRecord[]>();
  return {
    index,
    articles,
    hits(query) {
      const key = query.trim();
      const cached = recent.get(key);
      if (cached !== undefined) {
        recent.delete(key);
        recent.set(key, cached);
        return cached;
      }
      const hits = index.search(key).flatMap((doc) => {
        const article = articles[doc];
        return article === undefined ? [] : [article];
      });
      recent.set(key, hits);
      if (recent.size > CACHED_QUERIES) {
        const oldest = recent.keys().next();
        if (oldest.done !== true) recent.delete(oldest.value);
      }
      return hits;
    },
  };
}

/** One search index per site, built on the site's first query (not at start). */
export class SearchIndexRegistry {
  private readonly bySite = new WeakMap<SiteIndex, SiteSearch>();

  for(site: SiteIndex): SiteSearch {
    let search = this.bySite.get(site);
    if (search === undefined) {
      search = siteSearch(site, site.published.slice()); // scale mode: every article, once
      this.bySite.set(site, search);
    }
    return search;
  }
}
