/**
 * URLs of the content API: `{api}/wp-json/<route>` with `lang` on every call. Preview and
 * cache-clear requests go to the admin host and add `Cache=false`.
 */
import type { Site } from '../../domain/site/site.types';

export type QueryParams = readonly (readonly [string, string])[];

export interface ContentApiTarget {
  /** The admin host (preview, preview_id, cacheClear) with `Cache=false`. */
  readonly admin?: boolean;
}

export function contentApiUrl(
  site: Site,
  route: string,
  params: QueryParams = [],
  target: ContentApiTarget = {},
): URL {
  const admin = target.admin ?? false;
  const base = admin ? site.upstreams.contentAdminApi : site.upstreams.contentApi;
  const url = new URL(`${withoutTrailingSlash(base)}/wp-json/${route}`);
  for (const [name, value] of params) url.searchParams.append(name, value);
  url.searchParams.set('lang', site.language);
  if (admin) url.searchParams.set('Cache', 'false');
  return url;
}

/** `with=` joins its includes with commas. */
export function withIncludes(...includes: readonly string[]): readonly [string, string] {
  return ['with', includes.join(',')];
}

/**
 * The `with=` includes of each entity route, as the content API needs them for a page:
 * a page's `contents:page(N)` applies to every teaser list of the page; categories and tags
 * count their teasers with `content-teasers-count` (their `content-teasers` carry no pagination).
 */
export function entityIncludes(
  type: 'composite' | 'page' | 'category' | 'subcategory' | 'tag' | 'author',
  paging: { readonly page: number; readonly perPage: number },
): string {
  const teasers = `content-teasers:per_page(${String(paging.perPage)}):page(${String(paging.page)})`;
  switch (type) {
    case 'composite':
      // `related`: other articles of its category, which the article ends with (read next).
      return 'contents,category,tags,teasers,vocabularies,related';
    case 'page':
      return `contents:page(${String(paging.page)})`;
    case 'category':
    case 'subcategory':
      return `details,parent,${teasers}:include_children(true),content-teasers-count:include_children(true)`;
    case 'tag':
      return `${teasers},content-teasers-count`;
    case 'author':
      return teasers;
  }
}

/**
 * The includes of a load-more call (`listingPage`): the content-teasers page with
 * `include_children(true)` for every listing kind (a tag's or an author's teasers as much as a
 * category's), and the count where the kind has one.
 */
export function loadMoreIncludes(
  kind: 'category' | 'tag' | 'author',
  paging: { readonly page: number; readonly perPage: number },
): string {
  if (kind === 'category') return entityIncludes(kind, paging);
  const teasers = `content-teasers:per_page(${String(paging.perPage)}):page(${String(paging.page)}):include_children(true)`;
  return kind === 'tag' ? `${teasers},content-teasers-count:include_children(true)` : teasers;
}

export function withoutTrailingSlash(base: string): string {
  return base.replace(/\/+$/, '');
}
