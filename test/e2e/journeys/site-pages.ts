import { readFileSync } from 'node:fs';
import { request } from 'undici';
import { loadConfig } from '../../../src/config/app.config';
import type { Site } from '../../../src/domain/site/site.types';
import type { EmbeddedStack } from '../../support/embedded-stack';

/** One page of each kind a reader meets on a site, found through the site's own links. */
export interface SitePages {
  readonly site: Site;
  readonly host: string;
  readonly origin: string;
  readonly home: string;
  readonly article: string;
  readonly recipe: string | null;
  readonly video: string | null;
  readonly listing: string;
  readonly search: string;
  readonly signIn: string;
  readonly favourites: string;
  readonly notFound: string;
}

interface Resolved {
  readonly data?: { kind?: string | null; template?: string | null; editorial_type?: string };
}

/** Every site of the embedded default, with the upstream URLs of the stack. */
export function embeddedSites(stack: EmbeddedStack): readonly Site[] {
  return loadConfig(
    { SANDBOX_ORIGIN: stack.sandboxOrigin, PUBLIC_PORT: String(stack.port) },
    process.cwd(),
    (path) => readFileSync(path, 'utf8'),
  ).sites;
}

function hostOf(site: Site): string {
  const host = site.hosts[0];
  if (host === undefined) throw new Error(`site ${site.id} has no host`);
  return host;
}

async function resolve(stack: EmbeddedStack, site: Site, path: string): Promise<Resolved> {
  const url = `${stack.sandboxOrigin}/${site.id}/wp-json/app/resolve?path=${encodeURIComponent(path)}`;
  const response = await fetch(url);
  if (!response.ok) return {};
  return (await response.json()) as Resolved;
}

/**
 * Reads the site's home page through the product and classifies the paths it links to with the
 * content API (article, recipe, video); the first one-segment menu link is the listing.
 */
export async function sitePages(stack: EmbeddedStack, site: Site): Promise<SitePages> {
  const host = hostOf(site);
  const origin = `http://${host}:${stack.port}`;
  const html = await pageHtml(stack.port, host, '/');
  const links = [...new Set([...html.matchAll(/href="(\/[^"#?]+)"/g)].map((m) => m[1] ?? ''))];
  const candidates = links.filter(
    (path) => path !== '' && !path.startsWith('/tags/') && !path.startsWith('/author/'),
  );
  const listing = candidates.find((path) => /^\/[^/]+$/.test(path) && !/search/i.test(path));
  let article: string | undefined;
  let recipe: string | null = null;
  let video: string | null = null;
  for (const path of candidates.filter((candidate) => candidate.split('/').length > 2)) {
    if (article !== undefined && recipe !== null && video !== null) break;
    const { data } = await resolve(stack, site, path);
    if (data?.kind === null || data?.kind === undefined) continue;
    if (data.template === 'recipe') recipe ??= path;
    else if (data.editorial_type === 'video' || (data.template ?? '').includes('video'))
      video ??= path;
    else if (data.kind === 'Article') article ??= path;
  }
  if (article === undefined || listing === undefined)
    throw new Error(`${site.id}: no article or listing linked from the home page`);
  return {
    site,
    host,
    origin,
    home: '/',
    article,
    recipe,
    video,
    listing,
    search: '/search?s=a',
    signIn: '/users/sign_in',
    favourites: '/users/favourites',
    notFound: '/this-page-does-not-exist-a11y',
  };
}

/** A page's HTML through the product, asked by Host (fetch cannot set Host). */
async function pageHtml(port: number, host: string, path: string): Promise<string> {
  const answer = await request(`http://127.0.0.1:${port}${path}`, { headers: { host } });
  return answer.body.text();
}
