import { readFileSync } from 'node:fs';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/app.config';
import type { Site } from '../../src/domain/site/site.types';
import { en } from '../../src/render/i18n/en';
import { startEmbeddedStack, type EmbeddedStack } from '../support/embedded-stack';

/**
 * Walks every site's sitemap through the running product (the `npm start` stack) and checks what a
 * reader would notice: every page answers 200, no raw translation key shows, no draft is linked,
 * and every image loads.
 */
let stack: EmbeddedStack;
let sites: readonly Site[];
const TRANSLATION_KEYS = Object.keys(en);
const CONCURRENCY = 6;

interface Walked {
  readonly path: string;
  readonly status: number;
  readonly html: string;
}

beforeAll(async () => {
  stack = await startEmbeddedStack();
  sites = loadConfig({ SANDBOX_ORIGIN: stack.sandboxOrigin }, process.cwd(), (path) =>
    readFileSync(path, 'utf8'),
  ).sites;
}, 90_000);

afterAll(async () => {
  // beforeAll may have failed before these were set.
  await (stack as EmbeddedStack | undefined)?.stop();
});

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Every path of the sandbox's sitemaps, read in the content API's shapes. */
async function sitemapPaths(site: Site): Promise<string[]> {
  const api = `${stack.sandboxOrigin}/${site.id}/wp-json/app/sitemaps`;
  const index = await json<{ data: { type: string; pages: number }[] }>(api);
  const paths: string[] = [];
  for (const { type, pages } of index.data) {
    for (let page = 1; page <= pages; page += 1) {
      const answer = await json<{ data: { items: { loc: string }[] } }>(
        `${api}/${type}?page=${page}`,
      );
      paths.push(...answer.data.items.map((entry) => new URL(entry.loc).pathname));
    }
  }
  return [...new Set(['/', ...paths])];
}

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    results.push(...(await Promise.all(items.slice(start, start + CONCURRENCY).map(work))));
  }
  return results;
}

async function walk(site: Site, path: string): Promise<Walked> {
  // fetch() drops a Host header (forbidden in the Fetch standard); undici's request sends it.
  const response = await request(`http://127.0.0.1:${stack.port}${path}`, {
    headers: { host: site.hosts[0] ?? '' },
  });
  return { path, status: response.statusCode, html: await response.body.text() };
}

function visibleText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/i, ' ')
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
}

/** Links of draft teasers on the front page (resolve names the page, its route brings the lists). */
async function draftLinks(site: Site): Promise<string[]> {
  const api = `${stack.sandboxOrigin}/${site.id}/wp-json`;
  const resolved = await json<{ data: { id: number } }>(`${api}/app/resolve?path=/`);
  const front = await json<{
    data: {
      contents?: {
        data: { content?: { data?: { teasers?: { data: { status: string; link: string }[] } } } }[];
      };
    };
  }>(`${api}/wp/v2/pages/${String(resolved.data.id)}?with=contents`);
  return (front.data.contents?.data ?? [])
    .flatMap((item) => item.content?.data?.teasers?.data ?? [])
    .filter((teaser) => teaser.status === 'draft')
    .map((teaser) => teaser.link);
}

describe('every page of every sitemap, through the product', () => {
  it('answers 200 with no raw translation key, no draft link and no broken image', async () => {
    const failures: string[] = [];
    const images = new Set<string>();
    let pages = 0;
    for (const site of sites) {
      const paths = await sitemapPaths(site);
      expect(paths.length, site.id).toBeGreaterThan(10);
      const drafts = await draftLinks(site);
      const walked = await inBatches(paths, (path) => walk(site, path));
      pages += walked.length;
      for (const page of walked) {
        const where = `${site.id} ${page.path}`;
        if (page.status !== 200) failures.push(`${where}: HTTP ${page.status}`);
        const text = visibleText(page.html);
        for (const key of TRANSLATION_KEYS)
          if (text.includes(key)) failures.push(`${where}: raw key ${key}`);
        for (const draft of drafts)
          if (page.html.includes(`href="${draft}"`))
            failures.push(`${where}: links draft ${draft}`);
        for (const match of page.html.matchAll(/<img[^>]+src="([^"]+)"/g))
          images.add((match[1] ?? '').replaceAll('&amp;', '&'));
      }
    }
    const imageList = [...images].filter((src) => src.startsWith('http'));
    const imageResults = await inBatches(imageList, async (src) => {
      const response = await fetch(src);
      await response.arrayBuffer();
      return {
        src,
        ok: response.ok && (response.headers.get('content-type') ?? '').startsWith('image/'),
      };
    });
    for (const result of imageResults) if (!result.ok) failures.push(`broken image ${result.src}`);
    expect(failures.slice(0, 30)).toEqual([]);
    expect(pages).toBeGreaterThan(sites.length * 10);
    expect(imageList.length).toBeGreaterThan(10);
  }, 240_000);
});

describe('news sitemaps, through the product', () => {
  it('names a news sitemap only where the site has news, and each one has valid news entries', async () => {
    const withNews: string[] = [];
    for (const site of sites) {
      const robots = await walk(site, '/robots.txt');
      const index = await walk(site, '/sitemap.xml');
      const news = await walk(site, '/sitemaps/news.xml');
      const named = robots.html.includes('/sitemaps/news.xml');
      expect(index.html.includes('/sitemaps/news.xml'), site.id).toBe(named);
      if (!named) {
        expect(news.status, site.id).toBe(404);
        continue;
      }
      withNews.push(site.id);
      expect(news.status, site.id).toBe(200);
      // The sitemap schema asks for at least one <url>; Google News for these four per entry.
      const urls = news.html.match(/<url>[\s\S]*?<\/url>/g) ?? [];
      expect(urls.length, site.id).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url, site.id).toMatch(/<loc>https?:\/\/[^<]+<\/loc>/);
        expect(url, site.id).toContain(`<news:name>`);
        expect(url, site.id).toContain(`<news:language>${site.language}</news:language>`);
        expect(url, site.id).toMatch(
          /<news:publication_date>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d<\/news:publication_date>/,
        );
        expect(url, site.id).toMatch(/<news:title>[^<]+<\/news:title>/);
      }
    }
    // The sandbox dates WOM's news within the last two days; COS has none that recent.
    expect(withNews).toContain('wom-dk');
    expect(withNews).not.toContain('cos-se');
  }, 120_000);
});
