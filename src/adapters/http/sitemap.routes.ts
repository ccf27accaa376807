import type { FastifyInstance, FastifyReply } from 'fastify';
import { absoluteUrl } from '../../domain/page/meta.rules';
import { firstValue } from '../../domain/routing/query.rules';
import { ROUTES } from '../../domain/routing/route-table';
import type { Site } from '../../domain/site/site.types';
import type { SitemapEntry, SitemapPort, SitemapRef } from '../../ports/sitemap.port';
import { siteOf } from './site.plugin';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function lastmod(date: string | null): string {
  return date === null ? '' : `<lastmod>${date}</lastmod>`;
}

export function sitemapIndexXml(site: Site, refs: readonly SitemapRef[]): string {
  const items = refs.flatMap((ref) =>
    Array.from({ length: ref.pages }, (_, index) => {
      const path = `/sitemaps/${encodeURIComponent(ref.id)}.xml${index === 0 ? '' : `?page=${String(index + 1)}`}`;
      return `<sitemap><loc>${escapeXml(absoluteUrl(site, path))}</loc>${lastmod(ref.lastModified)}</sitemap>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Entries, already on the site's own origin (`SitemapPort`). */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const items = entries.map(
    (entry) => `<url><loc>${escapeXml(entry.url)}</loc>${lastmod(entry.lastModified)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

/** What a crawler gets while the content API cannot give the sitemap: XML, and a retry hint. */
const UNAVAILABLE_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<error><code>503</code><message>The sitemap is temporarily unavailable.</message></error>\n';

function unavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .type(XML)
    .header('cache-control', 'no-store')
    .header('retry-after', '120')
    .send(UNAVAILABLE_XML);
}

/** `robots.txt` of a site: private paths kept out, and its sitemap index named. */
export function robotsTxt(site: Site): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /search',
    'Disallow: /users/',
    'Disallow: /profile',
    'Disallow: /admin-dashboard/',
    'Disallow: /calculators/',
    'Disallow: /newsletter/',
    'Disallow: /cypress-testing',
    '',
    `Sitemap: ${absoluteUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** `/sitemap.xml` (index), `/sitemaps/{id}.xml[?page=N]` proxied from the content API, `/robots.txt`. */
export function sitemapRoutes(app: FastifyInstance, sitemaps: SitemapPort): void {
  app.get(ROUTES.robots.path, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(siteOf(request))),
  );

  app.get(ROUTES.sitemapIndex.path, async (request, reply) => {
    const site = siteOf(request);
    const refs = await sitemaps.index(site);
    if (refs === null) return unavailable(reply);
    return reply.type(XML).header('cache-control', CACHE).send(sitemapIndexXml(site, refs));
  });

  app.get<{ Params: { file: string }; Querystring: Readonly<Record<string, unknown>> }>(
    ROUTES.sitemap.path,
    async (request, reply) => {
      const site = siteOf(request);
      const match = /^([\w-]{1,64})\.xml$/.exec(request.params.file);
      // A repeated `page` counts with its first value, like every query parameter.
      const pageParam = firstValue(request.query.page) ?? '1';
      const page = /^\d{1,5}$/.test(pageParam) ? Number(pageParam) : 0;
      if (match?.[1] === undefined || page < 1) {
        reply.callNotFound();
        return reply;
      }
      const entries = await sitemaps.page(site, match[1], page);
      if (entries === null) return unavailable(reply);
      if (entries.length === 0) {
        reply.callNotFound();
        return reply;
      }
      return reply.type(XML).header('cache-control', CACHE).send(urlSetXml(entries));
    },
  );
}
