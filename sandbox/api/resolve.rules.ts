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
  | { readonly kind: 'normalise'; readonly location: string }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'article'; readonly article: ArticleRecord }
  | { readonly kind: 'page'; readonly page: PageRecord }
  | { readonly kind: 'category'; readonly category: CategoryRecord }
  | { readonly kind: 'tag'; readonly tag: TagRecord }
  | { readonly kind: 'author'; readonly author: AuthorRecord }
  | { readonly kind: 'not-found' };

/** The path part of `path=` (no query or fragment), always with a leading slash. */
function pathOnly(raw: string): string {
  const path = raw.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** Lower case, without trailing slashes (except the root). */
export function canonicalPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

const TAG_PATH = /^\/tags\/([^/]+)$/;
const AUTHOR_PATH = /^\/author\/([^/]+)$/;

/**
 * Resolves a site path like the real route controller: upper case or a trailing slash first
 * answers a 301 to the canonical path; then stored redirects, pages, `/tags/{slug}`,
 * `/author/{slug}`, categories, and articles (only at `/{category path}/{slug}`).
 */
export function resolvePath(site: SiteIndex, raw: string): Resolution {
  const path = pathOnly(raw);
  const canonical = canonicalPath(path);
  if (canonical !== path) return { kind: 'normalise', location: canonical };

  const stored = site.model.redirects.get(path);
  if (stored !== undefined) return { kind: 'redirect', location: stored };

  const page = site.pageAt(path);
  if (page !== undefined) return { kind: 'page', page };

  const tagSlug = TAG_PATH.exec(path)?.[1];
  if (tagSlug !== undefined) {
    const tag = site.tagBySlug(tagSlug);
    return tag === undefined ? { kind: 'not-found' } : { kind: 'tag', tag };
  }
  const authorSlug = AUTHOR_PATH.exec(path)?.[1];
  if (authorSlug !== undefined) {
    const author = site.authorBySlug(authorSlug);
    return author === undefined ? { kind: 'not-found' } : { kind: 'author', author };
  }

  const category = site.categoryAt(path);
  if (category !== undefined) return { kind: 'category', category };

  const article = site.publishedArticleAt(path);
  if (article !== undefined) return { kind: 'article', article };

  return { kind: 'not-found' };
}
