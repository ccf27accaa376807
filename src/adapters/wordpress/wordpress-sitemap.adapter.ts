import { z } from 'zod';
import { failed, succeeded, type Failure, type Outcome } from '../../domain/errors/outcome';
import { failureOf, type UpstreamServiceError } from '../http-client/upstream.errors';
import { MARKETS } from '../../domain/site/markets';
import type { Site } from '../../domain/site/site.types';
import { withOffset } from '../../domain/time/zoned-time.rules';
import type { SitemapEntry, SitemapPort, SitemapRef } from '../../ports/sitemap.port';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import { readRequired, readResource } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';
import type { AdapterLogger } from './wordpress-api.client';
import { siteLinks } from './wordpress-links';
import { contentApiUrl } from './wordpress.routes';
import { looseList, looseNumber, toUpstreamDateTime } from './wordpress.schemas';

/** ISO 8601 (or a PHP DateTime) → a date-time, emitted later with the site's offset. */
const lastModified = z.unknown().optional().transform(toUpstreamDateTime);

/** `app/sitemaps`: `{data: [{type, lastmod, pages, urls}]}`. */
const indexSchema = z.object({
  data: z.array(
    z.object({
      type: z.string().regex(/^[\w-]{1,64}$/, 'a sitemap type is a word'),
      lastmod: lastModified,
      pages: looseNumber,
    }),
  ),
});

/** `app/sitemaps/{type}?page=N`: `{data: {type, items: [{loc, lastmod}]}}`. */
const pageSchema = z.object({
  data: z.object({ type: z.string(), items: looseList }),
});

const itemSchema = z.object({ loc: z.string().min(1), lastmod: lastModified });

/**
 * `SitemapPort` over the content API's sitemaps. Answers the failure, with its code, when the
 * upstream fails or sends a shape the contract does not allow; it is logged in the outage log
 * (the route answers 503 in XML).
 */
export class WordPressSitemapAdapter implements SitemapPort {
  constructor(
    private readonly http: UpstreamHttpClient,
    private readonly logger: AdapterLogger | null = null,
  ) {}

  async page(site: Site, type: string, page: number): Promise<Outcome<SitemapEntry[]>> {
    const zone = MARKETS[site.market].timeZone;
    const links = siteLinks(site);
    const origin = new URL(site.siteDomain).origin;
    const result = await this.http.send({
      operation: 'sitemap',
      url: contentApiUrl(site, `app/sitemaps/${encodeURIComponent(type)}`, [
        ['page', String(page)],
      ]),
      read: (response) =>
        readResource(response, (body) =>
          readParsed(pageSchema, body, (parsed) =>
            parsed.data.items.flatMap((raw): SitemapEntry[] => {
              const item = itemSchema.safeParse(raw);
              const url = item.success ? links.canonical(item.data.loc) : null;
              if (!item.success || !url?.startsWith(origin)) return [];
              return [{ url, lastModified: withOffset(item.data.lastmod, zone) }];
            }),
          ),
        ),
    });
    if (result.ok) return succeeded(result.value ?? []);
    return failed(this.failed(site, 'sitemap', result.error));
  }

  async index(site: Site): Promise<Outcome<SitemapRef[]>> {
    const zone = MARKETS[site.market].timeZone;
    const result = await this.http.send({
      operation: 'sitemaps',
      url: contentApiUrl(site, 'app/sitemaps'),
      read: (response) =>
        readRequired(response, (body) =>
          readParsed(indexSchema, body, (parsed) =>
            parsed.data.map((entry): SitemapRef => ({
              id: entry.type,
              lastModified: withOffset(entry.lastmod, zone),
              pages:
                entry.pages !== null && Number.isInteger(entry.pages) && entry.pages > 0
                  ? Math.min(entry.pages, 10_000)
                  : 1,
            })),
          ),
        ),
    });
    if (result.ok) return succeeded(result.value);
    return failed(this.failed(site, 'sitemaps', result.error));
  }

  /** The failure as the port answers it, logged in the outage log when there is a logger. */
  private failed(site: Site, operation: string, error: UpstreamServiceError): Failure {
    if (this.logger === null) return failureOf(error);
    return this.http.logFailure(
      this.logger,
      error,
      { site: site.id, operation },
      'content API sitemap unavailable',
    );
  }
}
