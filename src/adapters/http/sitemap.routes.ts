import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SitemapService } from '../../application/sitemap.service';
import { firstValue } from '../../domain/routing/query.rules';
import { ROUTES } from '../../domain/routing/route-table';
import {
  newsUrlSetXml,
  robotsTxt,
  SITEMAP_UNAVAILABLE_XML,
  sitemapIndexXml,
  urlSetXml,
} from '../../domain/seo/sitemap-xml.rules';
import { siteOf } from './site.plugin';
import { siteWideKeys, sitemapKey } from '../../domain/content-changes/surrogate-keys.rules';
import type { Site } from '../../domain/site/site.types';

const XML = 'application/xml; charset=utf-8';
/**
 * Crawlers may keep a sitemap for 10 minutes; shared caches for an hour, as they are purged by the
 * sitemaps' surrogate key when content is published, pulled or changed (ADR 21).
 */
const CACHE = 'public, max-age=600, s-maxage=3600, stale-while-revalidate=86400';
/** Google News reads its sitemap often: a shorter life in shared caches. */
const NEWS_CACHE = 'public, max-age=300, s-maxage=600, stale-while-revalidate=3600';

/** The surrogate keys of every sitemap answer of a site. */
function sitemapKeys(site: Site): string {
  return [...siteWideKeys(site.id), sitemapKey(site.id)].join(' ');
}

function unavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .type(XML)
    .header('cache-control', 'no-store')
    .header('retry-after', '120')
    .send(SITEMAP_UNAVAILABLE_XML);
}

/**
 * `/robots.txt`, `/sitemap.xml` (the index), `/sitemaps/{id}.xml[?page=N]` (the content API's
 * sitemap pages, one call each, with the lead images the product knows) and `/sitemaps/news.xml`
 * (Google News), all on the site's own origin (`SitemapService`).
 */
export function sitemapRoutes(app: FastifyInstance, sitemaps: SitemapService): void {
  // robots.txt always answers: while the news cannot be judged, it names the index only.
  app.get(ROUTES.robots.path, async (request, reply) => {
    const site = siteOf(request);
    return reply
      .type('text/plain; charset=utf-8')
      .headers({ 'cache-control': CACHE, 'surrogate-key': sitemapKeys(site) })
      .send(robotsTxt(site, await sitemaps.hasNews(site)));
  });

  app.get(ROUTES.sitemapIndex.path, async (request, reply) => {
    const site = siteOf(request);
    const [files, withNews] = await Promise.all([sitemaps.index(site), sitemaps.hasNews(site)]);
    if (files === null) return unavailable(reply);
    return reply
      .type(XML)
      .headers({ 'cache-control': CACHE, 'surrogate-key': sitemapKeys(site) })
      .send(sitemapIndexXml(site, files, withNews));
  });

  // A site without news in the window has no news sitemap: an empty url set is not schema-valid.
  app.get(ROUTES.newsSitemap.path, async (request, reply) => {
    const site = siteOf(request);
    const items = await sitemaps.news(site);
    if (items === null) return unavailable(reply);
    const [first, ...rest] = items;
    if (first === undefined) {
      reply.callNotFound();
      return reply;
    }
    const publication = { name: site.brandName, language: site.language };
    return reply
      .type(XML)
      .headers({ 'cache-control': NEWS_CACHE, 'surrogate-key': sitemapKeys(site) })
      .send(newsUrlSetXml(publication, [first, ...rest]));
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
      const answer = await sitemaps.page(site, match[1], page);
      switch (answer.kind) {
        case 'unavailable':
          return unavailable(reply);
        case 'missing':
          reply.callNotFound();
          return reply;
        case 'urls':
          return reply
            .type(XML)
            .headers({ 'cache-control': CACHE, 'surrogate-key': sitemapKeys(site) })
            .send(urlSetXml(answer.urls));
      }
    },
  );
}
