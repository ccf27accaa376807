import { z } from 'zod';
import type { Site } from '../../domain/site/site.types';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import { readRequired } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';
import { contentApiUrl } from '../wordpress/wordpress.routes';

/** A PHP DateTime (`{ date: "2026-01-31 10:00:00.000000", … }`) or a date string → `YYYY-MM-DD`. */
const lastModified = z
  .union([z.object({ date: z.string() }).transform((value) => value.date), z.string(), z.null()])
  .optional()
  .transform((value) =>
    value == null || !/^\d{4}-\d{2}-\d{2}/.test(value) ? null : value.slice(0, 10),
  )
  .catch(null);

const indexSchema = z.object({
  data: z.array(
    z.object({
      id: z.union([z.string(), z.number().transform(String)]),
      last_modified: lastModified,
    }),
  ),
});

const pageSchema = z.object({
  data: z.array(z.object({ url: z.string().min(1), last_modified: lastModified })),
  meta: z
    .object({ pagination: z.object({ total_pages: z.coerce.number().int().min(1) }).nullish() })
    .nullish(),
});

export interface SitemapRef {
  readonly id: string;
  readonly lastModified: string | null;
  readonly pages: number;
}

export interface SitemapEntry {
  readonly url: string;
  readonly lastModified: string | null;
}

export const SITEMAP_PER_PAGE = 1000;

/** The content API's sitemaps (`app/sitemaps`, `app/sitemaps/{id}?page=N`); null when it fails. */
export class SitemapSource {
  constructor(private readonly http: UpstreamHttpClient) {}

  async page(
    site: Site,
    id: string,
    page: number,
  ): Promise<{ entries: SitemapEntry[]; pages: number } | null> {
    const result = await this.http.send({
      operation: 'sitemap',
      url: contentApiUrl(site, `app/sitemaps/${encodeURIComponent(id)}`, [
        ['page', String(page)],
        ['per_page', String(SITEMAP_PER_PAGE)],
      ]),
      read: (response) =>
        readRequired(response, (body) =>
          readParsed(pageSchema, body, (parsed) => ({
            entries: parsed.data.map((entry) => ({
              url: entry.url,
              lastModified: entry.last_modified,
            })),
            pages: parsed.meta?.pagination?.total_pages ?? 1,
          })),
        ),
    });
    return result.ok ? result.value : null;
  }

  async index(site: Site): Promise<SitemapRef[] | null> {
    const result = await this.http.send({
      operation: 'sitemaps',
      url: contentApiUrl(site, 'app/sitemaps'),
      read: (response) =>
        readRequired(response, (body) => readParsed(indexSchema, body, (parsed) => parsed.data)),
    });
    if (!result.ok) return null;
    const refs = await Promise.all(
      result.value.map(async (entry) => {
        const first = await this.page(site, entry.id, 1);
        return { id: entry.id, lastModified: entry.last_modified, pages: first?.pages ?? 1 };
      }),
    );
    return refs;
  }
}
