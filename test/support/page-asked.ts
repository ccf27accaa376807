import {
  cacheVariant,
  ANONYMOUS,
  type UserState,
} from '../../src/domain/identity/user-state.types';
import { pageRequest } from '../../src/domain/routing/page-request';
import type { Site } from '../../src/domain/site/site.types';
import type { ReaderPageRequest } from '../../src/application/resolve-page.use-case';
import type { ContentPageRequest } from '../../src/ports/content.port';
import { siteFixture } from '../fakes/domain-builders';

type AskedQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * A reader's page request as the page route hands it to resolve-page: `pageRequest` of the site,
 * the path with the query as a browser sends it, and the reader's variant.
 */
export function pageAsked(asked: {
  readonly site: Site;
  readonly path: string;
  readonly query?: AskedQuery;
  readonly reader?: UserState;
  readonly purgeUpstream?: boolean;
}): ReaderPageRequest {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(asked.query ?? {})) {
    if (value === undefined) continue;
    for (const one of typeof value === 'string' ? [value] : value) search.append(name, one);
  }
  const text = search.toString();
  const reader = asked.reader ?? ANONYMOUS;
  return {
    page: pageRequest(
      asked.site,
      text === '' ? asked.path : `${asked.path}?${text}`,
      cacheVariant(reader),
    ),
    reader,
    ...(asked.purgeUpstream === undefined ? {} : { purgeUpstream: asked.purgeUpstream }),
  };
}

/**
 * What `ContentPort.resolve` is asked for a path and query: the part of the reader's page request
 * it reads (path, allowed query, preview), built by the same `pageRequest` as the edge builds it,
 * with `purge=cache` added for an authorised purge as resolve-page adds it.
 */
export function contentPage(
  path: string,
  query: AskedQuery = {},
  purgeUpstream = false,
): ContentPageRequest {
  const { page } = pageAsked({ site: siteFixture(), path, query });
  return {
    path: page.path,
    query: purgeUpstream ? { ...page.query, purge: 'cache' } : page.query,
    preview: page.preview,
  };
}
