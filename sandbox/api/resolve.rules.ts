import type { SiteIndex } from '../store/site-index';
import type {
  ArticleRecord,
  AuthorRecord,
  CategoryRecord,
  PageRecord,
  TagRecord,
} from '../store/site-model.types';

/** What `app/resolve` found for a path. */
export type Resolution =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'article'; readonly article: ArticleRecord }
  | { readonly kind: 'page'; readonly page: PageRecord }
  | { readonly kind: 'category'; readonly category: CategoryRecord }
  | { readonly kind: 'tag'; readonly tag: TagRecord }
  | { readonly kind: 'author'; readonly author: AuthorRecord }
  | { readonly kind: 'search' }
  | { readonly kind: 'not-found' };

type Found = Exclude<Resolution, { kind: 'redirect' | 'search' | 'not-found' }>;

/** Lower case, without trailing slashes (except the root). */
export function canonicalPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

const TAG_PATH = /^\/tags\/([^/]+)$/;
const AUTHOR_PATH = /^\/author\/([^/]+)$/;

/** The entity at a canonical path: pages, `/tags/{slug}`, `/author/{slug}`, categories, articles. */
function contentAt(site: SiteIndex, path: string): Found | null {
  const page = site.pageAt(path);
  if (page !== undefined) return { kind: 'page', page };
  const tagSlug = TAG_PATH.exec(path)?.[1];
  if (tagSlug !== undefined) {
    const tag = site.tagBySlug(tagSlug);
    return tag === undefined ? null : { kind: 'tag', tag };
  }
  const authorSlug = AUTHOR_PATH.exec(path)?.[1];
  if (authorSlug !== undefined) {
    const author = site.authorBySlug(authorSlug);
    return author === undefined ? null : { kind: 'author', author };
  }
  const category = site.categoryAt(path);
  if (category !== undefined) return { kind: 'category', category };
  // An article only at `/{its category path}/{slug}`.
  const article = site.publishedArticleAt(path);
  return article === undefined ? null : { kind: 'article', article };
}

/** `?preview=true&p=&post_type=`, `page_id=`, `preview_id=`: the draft (or any post) by id. */
function previewed(site: SiteIndex, query: URLSearchParams): Found | null {
  const preview = query.get('preview');
  if (preview === null || preview === '' || preview === 'false' || preview === '0') return null;
  const id = (name: string): number | null => {
    const raw = query.get(name);
    return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  };
  const postId = id('p');
  const postType = query.get('post_type');
  const pageId = postType === 'page' ? postId : id('page_id');
  if (pageId !== null) {
    const page = site.page(pageId);
    if (page !== undefined) return { kind: 'page', page };
  }
  const articleId = postType !== null && postType !== 'page' ? postId : id('preview_id');
  const article = articleId === null ? undefined : site.article(articleId);
  return article === undefined ? null : { kind: 'article', article };
}

/**
 * Resolves `path=` as upstream's route controller does: a preview by id first; `/` is the front
 * page (or the search page with `?s=`); then the entity at the lower-cased path without trailing
 * slashes, where a path that differs from it answers a 301 redirect to it; then stored
 * redirects; else not found.
 */
export function resolvePath(site: SiteIndex, raw: string): Resolution {
  if (raw.startsWith('//')) return { kind: 'not-found' };
  const at = raw.indexOf('?');
  const rawPath = (at === -1 ? raw : raw.slice(0, at)).split('#')[0] ?? '';
  const search = at === -1 ? '' : raw.slice(at + 1);
  const query = new URLSearchParams(search);
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;

  const preview = previewed(site, query);
  if (preview !== null) return preview;
  if (path === '/') {
    if (search.startsWith('s=')) return { kind: 'search' };
    const front = site.pageWithRole('front');
    return front === undefined ? { kind: 'not-found' } : { kind: 'page', page: front };
  }
  const canonical = canonicalPath(path);
  const found = contentAt(site, canonical);
  if (found !== null) {
    if (canonical === path) return found;
    return { kind: 'redirect', location: search === '' ? canonical : `${canonical}?${search}` };
  }
  const stored = site.model.redirects.get(path) ?? site.model.redirects.get(canonical);
  if (stored !== undefined) return { kind: 'redirect', location: stored };
  return { kind: 'not-found' };
}
