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

/** The `content-teasers` include of a listing page. */
export function contentTeasersInclude(options: {
  readonly page: number;
  readonly perPage: number;
  readonly includeChildren?: boolean;
}): string {
  const children = options.includeChildren === true ? ':include_children(true)' : '';
  return `content-teasers:per_page(${options.perPage}):page(${options.page})${children}`;
}

export function withoutTrailingSlash(base: string): string {
  return base.replace(/\/+$/, '');
}
