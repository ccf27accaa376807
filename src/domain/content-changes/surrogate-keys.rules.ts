import type { PageBlock, Teaser } from '../content/content.types';
import type { PageView, SitePageViewModel } from '../page/view-model.types';
import type { ContentChange, FiledUnder } from './content-change.types';

/**
 * Surrogate keys (ADR 21): every cacheable response names the entities whose data it shows, and a
 * content change names the keys it makes stale. The response caches and the edge drop exactly
 * the entries holding a changed key. A key is `{site}:{what}`: the site id keeps one edge shared
 * by every site apart.
 *
 * - `{site}:site`, `{site}:menus`, `{site}:strings`: on every page of the site (the layout shows
 *   the menus and the site's strings); a change to one is a site-wide purge.
 * - `{site}:composite:{id}`, `{site}:page:{id}`, `{site}:category:{id}`, `{site}:tag:{id}`,
 *   `{site}:author:{id}`: the page shows that entity's data (an article, a teaser of it, a
 *   category's name in a breadcrumb).
 * - `{site}:category:{id}:list`, `…tag:{id}:list`, `…author:{id}:list`: the page lists what is
 *   filed under that term (a listing): it changes when an article is published, pulled or moved.
 * - `{site}:lists`: a page whose editors' teaser lists may gain a new article (front pages,
 *   pages with teaser lists, search); `{site}:listings`: every listing, for a publish whose terms
 *   the hook did not say; `{site}:not-found`: answers 404 (a publish may fill the path).
 * - `{site}:composites`: the page shows more articles than it names (past the bound below).
 * - `{site}:sitemaps`: the sitemaps.
 */

/** At most this many keys on a response (Fastly reads up to 16 KB, Varnish's header limit 8 KB). */
export const MAX_SURROGATE_KEYS = 64;
/** At most this many characters in the whole `Surrogate-Key` header value. */
export const MAX_SURROGATE_KEY_HEADER = 2048;

/** Keys every page of a site carries: purging one of them is a purge of the whole site. */
export function siteWideKeys(siteId: string): readonly string[] {
  return [`${siteId}:site`, `${siteId}:menus`, `${siteId}:strings`];
}

/** Whether a key is on every page of its site (not worth indexing entry by entry). */
export function isSiteWideKey(key: string): boolean {
  return key.endsWith(':site') || key.endsWith(':menus') || key.endsWith(':strings');
}

const key = {
  composite: (site: string, id: number | string) => `${site}:composite:${String(id)}`,
  page: (site: string, id: number | string) => `${site}:page:${String(id)}`,
  category: (site: string, id: number | string) => `${site}:category:${String(id)}`,
  tag: (site: string, id: number | string) => `${site}:tag:${String(id)}`,
  author: (site: string, id: number | string) => `${site}:author:${String(id)}`,
};

/**
 * The key of one path of a site (every query and variant of it): what a purge by path asks the
 * edge to drop. A 32-bit FNV-1a hash keeps it short whatever the path; two paths sharing a hash
 * only purge each other.
 */
export function pathKey(siteId: string, path: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index++) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${siteId}:path:${hash.toString(16).padStart(8, '0')}`;
}

/** The sitemaps' key. */
export function sitemapKey(siteId: string): string {
  return `${siteId}:sitemaps`;
}

/** The key of every 404 answer of a site. */
export function notFoundKey(siteId: string): string {
  return `${siteId}:not-found`;
}

/** Collects keys in order of importance and keeps them within the bounds. */
class KeySet {
  private readonly own = new Set<string>();
  private readonly teasers = new Set<string>();

  constructor(private readonly siteId: string) {
    for (const siteKey of siteWideKeys(siteId)) this.own.add(siteKey);
  }

  add(value: string): void {
    this.own.add(value);
  }

  teaser(teaser: Teaser): void {
    this.teasers.add(key.composite(this.siteId, teaser.id));
    for (const inner of teaser.teasers ?? [])
      this.teasers.add(key.composite(this.siteId, inner.id));
  }

  teasersOf(list: readonly Teaser[]): void {
    for (const teaser of list) this.teaser(teaser);
  }

  /**
   * The page's own keys first; the teasers' when all of them fit, else the one coarse key that
   * every article change purges (`{site}:composites`). Past the length bound, the page's own keys
   * give way to `{site}:site` alone, which any change of the site purges.
   */
  bounded(): readonly string[] {
    const own = [...this.own];
    const teasers = [...this.teasers].filter((teaser) => !this.own.has(teaser));
    const all = [...own, ...teasers];
    const chosen =
      all.length <= MAX_SURROGATE_KEYS && headerLength(all) <= MAX_SURROGATE_KEY_HEADER
        ? all
        : teasers.length > 0
          ? [...own, `${this.siteId}:composites`]
          : own;
    if (chosen.length <= MAX_SURROGATE_KEYS && headerLength(chosen) <= MAX_SURROGATE_KEY_HEADER)
      return chosen;
    return [...siteWideKeys(this.siteId)];
  }
}

function headerLength(keys: readonly string[]): number {
  return keys.reduce((sum, value) => sum + value.length + 1, -1);
}

/**
 * What a page block shows of other entities. Every block type is named, so a new one makes the
 * compiler ask what it shows.
 */
function addBlock(keys: KeySet, siteId: string, block: PageBlock): void {
  switch (block.type) {
    case 'teaser_list':
      keys.add(`${siteId}:lists`);
      keys.teasersOf(block.list.teasers);
      return;
    case 'featured_content':
      keys.teaser(block.teaser);
      return;
    case 'quote_teaser':
      if (block.teaser !== null) keys.teaser(block.teaser);
      return;
    case 'taxonomy_teaser_list':
      // A term's name is shown; categories and tags share WordPress's term ids, so keying both
      // reaches the one it is.
      for (const term of block.terms) {
        keys.add(key.category(siteId, term.id));
        keys.add(key.tag(siteId, term.id));
      }
      return;
    case 'author_overview':
      for (const author of block.authors) {
        if (author.id !== null) keys.add(key.author(siteId, author.id));
      }
      return;
    case 'commercial_spot':
    case 'seo_text':
    case 'banner_placement':
    case 'newsletter':
      return;
  }
}

function addView(keys: KeySet, siteId: string, view: PageView): void {
  switch (view.type) {
    case 'home':
    case 'page': {
      keys.add(key.page(siteId, view.page.id));
      for (const block of view.page.blocks) addBlock(keys, siteId, block);
      return;
    }
    case 'article': {
      const { article } = view;
      keys.add(key.composite(siteId, article.id));
      const category = article.category;
      if (category !== null) {
        keys.add(key.category(siteId, category.id));
        if (category.parent) keys.add(key.category(siteId, category.parent.id));
        if (category.ancestor) keys.add(key.category(siteId, category.ancestor.id));
      }
      for (const tag of article.tags) keys.add(key.tag(siteId, tag.id));
      for (const author of [article.author, ...article.otherAuthors]) {
        if (author?.id != null) keys.add(key.author(siteId, author.id));
      }
      for (const widget of article.widgets) {
        if (widget.type === 'associated_composites') keys.teasersOf(widget.teasers);
      }
      keys.teasersOf(view.readNext ?? []);
      return;
    }
    case 'listing': {
      const { listing } = view;
      const kind = listing.kind === 'subcategory' ? 'category' : listing.kind;
      keys.add(key[kind](siteId, listing.id));
      keys.add(`${key[kind](siteId, listing.id)}:list`);
      keys.add(`${siteId}:listings`);
      keys.teasersOf(listing.teasers);
      return;
    }
    case 'search':
      keys.add(`${siteId}:lists`);
      keys.teasersOf(view.results?.teasers ?? []);
      return;
    case 'not-found':
      keys.add(notFoundKey(siteId));
      if (view.page !== null) keys.add(key.page(siteId, view.page.id));
      keys.teasersOf(view.popular);
      return;
    case 'error':
    case 'account':
    case 'admin-overview':
    case 'test-page':
    case 'reader-service':
      return;
  }
}

/**
 * The surrogate keys of a page at a path: the entities whose data it shows and its own path,
 * within the bounds.
 */
export function surrogateKeysOfPage(viewModel: SitePageViewModel, path: string): readonly string[] {
  const siteId = viewModel.chrome.site.id;
  const keys = new KeySet(siteId);
  keys.add(pathKey(siteId, path));
  addView(keys, siteId, viewModel.view);
  return keys.bounded();
}

/** The keys of a response at a path that shows nothing but the site (a redirect). */
export function surrogateKeysOfPath(siteId: string, path: string): readonly string[] {
  return [...siteWideKeys(siteId), pathKey(siteId, path)];
}

function listKeys(siteId: string, filed: FiledUnder | null): readonly string[] {
  if (filed === null) return [`${siteId}:listings`];
  return [
    ...filed.categories.map((id) => `${key.category(siteId, id)}:list`),
    ...filed.tags.map((id) => `${key.tag(siteId, id)}:list`),
    ...filed.authors.map((id) => `${key.author(siteId, id)}:list`),
  ];
}

/**
 * The keys a change makes stale. A post that appears or disappears also changes the listings it
 * is filed under, the front pages' teaser lists, the 404 answers (a publish may fill a path) and
 * the sitemaps; an edit of a published post changes where it is shown, and the listings of the
 * terms it is filed under now (it may have moved).
 */
export function surrogateKeysOfChange(change: ContentChange): readonly string[] {
  const { siteId, id, action } = change;
  const membership = action !== 'updated';
  switch (change.kind) {
    case 'composite': {
      const keys = [key.composite(siteId, id), `${siteId}:composites`, sitemapKey(siteId)];
      if (membership) keys.push(...listKeys(siteId, change.filedUnder), `${siteId}:lists`);
      else if (change.filedUnder !== null) keys.push(...listKeys(siteId, change.filedUnder));
      if (action === 'published') keys.push(notFoundKey(siteId));
      return unique(keys);
    }
    case 'page': {
      const keys = [key.page(siteId, id), sitemapKey(siteId)];
      if (action === 'published') keys.push(notFoundKey(siteId));
      return keys;
    }
    case 'category':
    case 'tag':
    case 'author': {
      const entity = key[change.kind](siteId, id);
      const keys = membership ? [entity, `${entity}:list`, sitemapKey(siteId)] : [entity];
      // Menus name categories (an item without its own title shows the category's current name):
      // a category change reaches every page's menus. Categories change rarely.
      return change.kind === 'category' ? [...keys, `${siteId}:menus`] : keys;
    }
    case 'menu':
      return [`${siteId}:menus`];
    case 'translation-strings':
      return [`${siteId}:strings`];
    case 'site':
      return [`${siteId}:site`];
  }
}

function unique(keys: readonly string[]): readonly string[] {
  return [...new Set(keys)];
}
