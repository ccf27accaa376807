import { LRUCache } from 'lru-cache';
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
  /** An editor changed `article` to `after` (`undefined`: deleted). */
  update(article: ArticleRecord, after: ArticleRecord | undefined): void;
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

function siteSearch(site: SiteIndex, published: readonly ArticleRecord[]): SiteSearch {
  const articles = [...published];
  const index = new SearchIndex(
    articles.map((article) => documentOf(site, article)),
    site.model.language,
  );
  const docs = new Map(articles.map((article, doc) => [article.id, doc]));
  const recent = new LRUCache<string, readonly ArticleRecord[]>({ max: CACHED_QUERIES });
  return {
    index,
    articles,
    hits(query) {
      const key = query.trim();
      const cached = recent.get(key);
      if (cached !== undefined) return cached;
      const hits = index.search(key).flatMap((doc) => {
        const article = articles[doc];
        return article === undefined ? [] : [article];
      });
      recent.set(key, hits);
      return hits;
    },
    update(article, after) {
      recent.clear();
      const doc = docs.get(article.id);
      if (after?.status !== 'publish') {
        if (doc !== undefined) index.set(doc, null);
        return;
      }
      if (doc === undefined) {
        const added = index.add(documentOf(site, after));
        articles[added] = after;
        docs.set(after.id, added);
      } else {
        index.set(doc, documentOf(site, after));
        articles[doc] = after;
      }
    },
  };
}

/**
 * One search index per site, built on the site's first query (not at start). An article an
 * editor changes, publishes, unpublishes or deletes is changed in the index at once (the
 * words of one document); a category renamed changes the words of every article in it, so
 * the site's index is built anew on its next query (instant for the hand-written articles,
 * about a second per 100 000 in scale mode).
 */
export class SearchIndexRegistry {
  private readonly bySite = new WeakMap<SiteIndex, SiteSearch>();

  for(site: SiteIndex): SiteSearch {
    let search = this.bySite.get(site);
    if (search === undefined) {
      const built = siteSearch(site, site.published.slice()); // scale mode: every article, once
      const stop = site.onChange((change) => {
        if (change.kind === 'article') built.update(change.before, change.after);
        if (change.kind === 'category' && change.before.name !== change.after.name) {
          stop();
          this.bySite.delete(site);
        }
      });
      search = built;
      this.bySite.set(site, search);
    }
    return search;
  }
}
