import type { FocalPoint } from '../content/content.types';
import { imageUrl, type ImageHosts } from '../images/image-url.rules';
import { absoluteUrl } from '../page/meta.rules';
import { ROUTES } from '../routing/route-table';
import type { Site } from '../site/site.types';
import { escapeHtml } from '../text/html-escape';

/**
 * The XML files crawlers read: the sitemap index, url sets (with the image extension), the Google
 * News url set and `robots.txt`. Every URL in them is absolute on the site's own origin
 * (`absoluteUrl`), whatever host the content API wrote.
 */

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const IMAGE_SITEMAP_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
export const NEWS_SITEMAP_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Width and height of the lead image a sitemap names: the crop a page's og:image uses. */
export const SITEMAP_IMAGE_WIDTH = 1200;
export const SITEMAP_IMAGE_HEIGHT = 630;

/** One sitemap file of the content API, `pages` pages long. */
export interface SitemapFile {
  readonly id: string;
  /** ISO 8601 with an offset. */
  readonly lastModified: string | null;
  readonly pages: number;
}

/** One `<url>` of a url set. */
export interface SitemapUrl {
  /** Absolute, on the site's own origin. */
  readonly url: string;
  /** ISO 8601 with an offset. */
  readonly lastModified: string | null;
  /** Absolute image URLs shown on the page (`<image:image>`). */
  readonly images: readonly string[];
}

/** One `<url>` of the Google News url set. */
export interface NewsSitemapItem {
  /** Absolute, on the site's own origin. */
  readonly url: string;
  readonly title: string;
  /** W3C date-time with an offset, e.g. `2025-03-18T07:30:00+01:00`. */
  readonly publishedAt: string;
}

/** `<news:publication>`: the brand and the ISO 639 code of the site's language. */
export interface NewsPublication {
  readonly name: string;
  readonly language: string;
}

function lastmod(date: string | null): string {
  return date === null ? '' : `<lastmod>${escapeHtml(date)}</lastmod>`;
}

/** The path of page `page` (1-based) of a sitemap file: the first page has no query. */
export function sitemapFilePath(id: string, page: number): string {
  const file = `/sitemaps/${encodeURIComponent(id)}.xml`;
  return page === 1 ? file : `${file}?page=${String(page)}`;
}

/**
 * The sitemap index: every page of every file, then the news sitemap when the site has news now
 * (`withNews`; a news sitemap without an article is not schema-valid, so it is not named). A
 * content API file named like the news sitemap is left out: its path answers the news sitemap.
 */
export function sitemapIndexXml(
  site: Site,
  files: readonly SitemapFile[],
  withNews: boolean,
): string {
  const listed = files.filter((file) => sitemapFilePath(file.id, 1) !== ROUTES.newsSitemap.path);
  const items = listed.flatMap((file) =>
    Array.from(
      { length: Math.max(1, file.pages) },
      (_, index) =>
        `<sitemap><loc>${escapeHtml(absoluteUrl(site, sitemapFilePath(file.id, index + 1)))}</loc>${lastmod(file.lastModified)}</sitemap>`,
    ),
  );
  if (withNews)
    items.push(
      `<sitemap><loc>${escapeHtml(absoluteUrl(site, ROUTES.newsSitemap.path))}</loc></sitemap>`,
    );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

function imageTags(images: readonly string[]): string {
  return images
    .map((image) => `<image:image><image:loc>${escapeHtml(image)}</image:loc></image:image>`)
    .join('');
}

/** A url set; a URL with images carries them as `<image:image>` (Google's image extension). */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const items = urls.map(
    (url) =>
      `<url><loc>${escapeHtml(url.url)}</loc>${lastmod(url.lastModified)}${imageTags(url.images)}</url>`,
  );
  const body = items.length === 0 ? '' : `${items.join('\n')}\n`;
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_SITEMAP_NS}">\n${body}</urlset>\n`;
}

/**
 * The Google News url set. The sitemap schema asks for at least one `<url>`: callers answer 404
 * (and name no news sitemap) when there is no news (`sitemap.routes.ts`).
 */
export function newsUrlSetXml(
  publication: NewsPublication,
  items: readonly [NewsSitemapItem, ...NewsSitemapItem[]],
): string {
  const name = escapeHtml(publication.name);
  const language = escapeHtml(publication.language);
  const urls = items.map(
    (item) =>
      `<url><loc>${escapeHtml(item.url)}</loc><news:news><news:publication><news:name>${name}</news:name><news:language>${language}</news:language></news:publication><news:publication_date>${escapeHtml(item.publishedAt)}</news:publication_date><news:title>${escapeHtml(item.title)}</news:title></news:news></url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** What a crawler gets while the content API cannot give a sitemap (with a 503 and Retry-After). */
export const SITEMAP_UNAVAILABLE_XML = `${XML_DECLARATION}\n<error><code>503</code><message>The sitemap is temporarily unavailable.</message></error>\n`;

/** Paths crawlers are kept out of: the JSON API, search, personal areas and forms. */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  '/search',
  '/users/',
  '/profile',
  '/admin-dashboard/',
  '/calculators/',
  '/newsletter/',
  '/cypress-testing',
];

/**
 * `robots.txt` of a site: private paths kept out, its sitemap index named, and its news sitemap
 * when the site has news now (`withNews`).
 */
export function robotsTxt(site: Site, withNews: boolean): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(site, ROUTES.sitemapIndex.path)}`,
    ...(withNews ? [`Sitemap: ${absoluteUrl(site, ROUTES.newsSitemap.path)}`] : []),
    '',
  ].join('\n');
}

/**
 * The lead image as a sitemap names it: on the image CDN in the crop the page's og:image uses
 * (`src/render/document/head.ts`); null when the URL is not absolute http(s).
 */
export function sitemapImageUrl(
  image: { readonly url: string; readonly focalPoint?: FocalPoint | null },
  hosts: ImageHosts,
): string | null {
  if (!/^https?:\/\//i.test(image.url)) return null;
  return imageUrl(image.url, hosts, {
    width: SITEMAP_IMAGE_WIDTH,
    cropAspectRatio: SITEMAP_IMAGE_WIDTH / SITEMAP_IMAGE_HEIGHT,
    focalPoint: image.focalPoint ?? null,
  });
}
