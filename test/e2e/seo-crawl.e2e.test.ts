import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateJsonLd } from '../seo/rich-results';
import { startEmbeddedStack, type EmbeddedStack } from '../support/embedded-stack';

/**
 * What a search engine's crawler meets, through the running product (the `npm start` stack, on a
 * port that is not the default 3000): every site walked from its robots.txt through its sitemaps
 * to every page, and every link those pages carry. Problems are collected per site and asserted
 * at the end, so one run names every defect.
 */
const SITES = ['wom-dk', 'wom-se', 'wom-no', 'wom-fi', 'wom-nl', 'cos-dk', 'cos-se'] as const;
const CONCURRENCY = 6;
const MAX_LINKS_PER_SITE = 400;

let stack: EmbeddedStack;

beforeAll(async () => {
  stack = await startEmbeddedStack();
}, 90_000);

afterAll(async () => {
  await (stack as EmbeddedStack | undefined)?.stop();
});

interface Fetched {
  readonly url: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

const originOf = (site: string): string => `http://${site}.localhost:${String(stack.port)}`;

/** GET an absolute URL of any site, sent to the product with that site's Host header. */
async function get(url: string): Promise<Fetched> {
  const target = new URL(url);
  // fetch() drops a Host header (forbidden in the Fetch standard); undici's request sends it.
  const response = await request(
    `http://127.0.0.1:${String(stack.port)}${target.pathname}${target.search}`,
    { headers: { host: target.host } },
  );
  return {
    url,
    status: response.statusCode,
    headers: response.headers,
    body: await response.body.text(),
  };
}

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    results.push(...(await Promise.all(items.slice(start, start + CONCURRENCY).map(work))));
  }
  return results;
}

function decode(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

type Attributes = Readonly<Record<string, string>>;

/** The attributes of every `<name …>` start tag, whatever their order. */
function tags(html: string, name: string): Attributes[] {
  const found: Attributes[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[1] ?? '').matchAll(/([a-zA-Z_:-]+)="([^"]*)"/g))
      attributes[(attribute[1] ?? '').toLowerCase()] = decode(attribute[2] ?? '');
    found.push(attributes);
  }
  return found;
}

const headOf = (html: string): string => /<head[\s\S]*?<\/head>/i.exec(html)?.[0] ?? '';

function metaContent(head: string, key: 'name' | 'property', id: string): string | null {
  return tags(head, 'meta').find((tag) => tag[key] === id)?.content ?? null;
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1] ?? ''));
}

function isNoindex(page: Fetched): boolean {
  const header = page.headers['x-robots-tag'];
  const headerText = Array.isArray(header) ? header.join(',') : (header ?? '');
  const meta = metaContent(headOf(page.body), 'name', 'robots') ?? '';
  return /noindex/i.test(headerText) || /noindex/i.test(meta);
}

interface Described {
  readonly url: string;
  readonly jsonLdBlocks: number;
  readonly title: string;
  readonly canonical: string | null;
  readonly alternates: ReadonlyMap<string, string>;
}

interface SiteCrawl {
  readonly problems: string[];
  readonly pages: Described[];
  readonly links: Set<string>;
  /** JSON-LD blocks validated on the site's pages. */
  readonly jsonLdBlocks: number;
}

/** robots.txt → sitemap index → sitemaps → page URLs, each checked on the way. */
async function sitemapUrls(site: string, problems: string[]): Promise<string[]> {
  const origin = originOf(site);
  const robots = await get(`${origin}/robots.txt`);
  if (robots.status !== 200) problems.push(`robots.txt: HTTP ${robots.status}`);
  const sitemaps = [...robots.body.matchAll(/^Sitemap:\s*(\S+)/gim)].map((m) => m[1] ?? '');
  if (sitemaps.length === 0) problems.push('robots.txt names no sitemap');
  const files: string[] = [];
  for (const sitemap of sitemaps) {
    if (!sitemap.startsWith(`${origin}/`))
      problems.push(`robots.txt: sitemap off origin ${sitemap}`);
    const answer = await get(sitemap);
    if (answer.status !== 200) problems.push(`${sitemap}: HTTP ${answer.status}`);
    if (answer.body.includes('<sitemapindex')) files.push(...locs(answer.body));
    else files.push(sitemap);
  }
  const urls: string[] = [];
  for (const file of files) {
    if (!file.startsWith(`${origin}/`)) problems.push(`sitemap index: off origin ${file}`);
    const answer = await get(file);
    if (answer.status !== 200) problems.push(`${file}: HTTP ${answer.status}`);
    for (const loc of locs(answer.body)) {
      if (!loc.startsWith(`${origin}/`)) problems.push(`${file}: off origin ${loc}`);
      else urls.push(loc);
    }
  }
  return [...new Set(urls)];
}

function describePage(page: Fetched, origin: string, problems: string[]): Described {
  const where = page.url;
  const head = headOf(page.body);
  const title = /<title>([^<]*)<\/title>/i.exec(head)?.[1]?.trim() ?? '';
  if (title === '') problems.push(`${where}: no title`);
  if ((metaContent(head, 'name', 'description') ?? '').trim() === '')
    problems.push(`${where}: no description`);
  for (const [key, id] of [
    ['property', 'og:image'],
    ['name', 'twitter:image'],
  ] as const) {
    const image = metaContent(head, key, id) ?? '';
    if (!/^https?:\/\//.test(image)) problems.push(`${where}: no ${id}`);
  }
  const links = tags(head, 'link');
  const canonical = links.find((link) => link.rel === 'canonical')?.href ?? null;
  if (canonical !== page.url) problems.push(`${where}: canonical ${String(canonical)}`);
  const ogUrl = metaContent(head, 'property', 'og:url');
  if (ogUrl !== canonical) problems.push(`${where}: og:url ${String(ogUrl)}`);
  const alternates = new Map<string, string>();
  for (const link of links.filter((item) => item.rel === 'alternate' && item.hreflang)) {
    alternates.set(link.hreflang ?? '', link.href ?? '');
  }
  if (alternates.size > 0) {
    if (!alternates.has('x-default')) problems.push(`${where}: hreflang without x-default`);
    if (![...alternates.values()].includes(page.url))
      problems.push(`${where}: hreflang does not name the page itself`);
  }
  let jsonLdBlocks = 0;
  for (const script of page.body.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    jsonLdBlocks += 1;
    let block: unknown;
    try {
      block = JSON.parse(script[1] ?? '');
    } catch {
      problems.push(`${where}: JSON-LD that is not JSON`);
      continue;
    }
    for (const problem of validateJsonLd(block, { origin })) problems.push(`${where}: ${problem}`);
  }
  return { url: page.url, jsonLdBlocks, title, canonical, alternates };
}

/** Links a reader can follow to the site itself, as absolute URLs without fragments. */
function ownLinks(page: Fetched, origin: string): string[] {
  const found: string[] = [];
  for (const anchor of tags(page.body, 'a')) {
    const href = anchor.href;
    if (href === undefined || href === '' || href.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(href, page.url);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.hash = '';
    found.push(url.toString());
  }
  return found;
}

async function crawl(site: string): Promise<SiteCrawl> {
  const origin = originOf(site);
  const problems: string[] = [];
  const urls = await sitemapUrls(site, problems);
  if (urls.length < 10) problems.push(`only ${String(urls.length)} sitemap URLs`);
  const links = new Set<string>();
  const pages = await inBatches(urls, async (url) => {
    const page = await get(url);
    if (page.status !== 200) {
      problems.push(`${url}: sitemap entry answers HTTP ${page.status}`);
      return null;
    }
    if (isNoindex(page)) problems.push(`${url}: sitemap entry is noindex`);
    for (const link of ownLinks(page, origin)) links.add(link);
    return describePage(page, origin, problems);
  });
  const described = pages.filter((page) => page !== null);
  const jsonLdBlocks = described.reduce((sum, page) => sum + page.jsonLdBlocks, 0);
  return { problems, pages: described, links, jsonLdBlocks };
}

describe('a crawl of every site from robots.txt', () => {
  const crawls = new Map<string, SiteCrawl>();

  beforeAll(async () => {
    for (const site of SITES) crawls.set(site, await crawl(site));
  }, 600_000);

  it.each(SITES)('%s: sitemaps on the own origin, every entry indexable and described', (site) => {
    const result = crawls.get(site);
    expect(result).toBeDefined();
    expect(result?.pages.length ?? 0).toBeGreaterThan(10);
    // Articles carry an Article and a BreadcrumbList at least: more blocks than pages.
    expect(result?.jsonLdBlocks ?? 0).toBeGreaterThan(result?.pages.length ?? 0);
    expect(result?.problems.slice(0, 40)).toEqual([]);
  });

  it.each(SITES)('%s: no two pages share a title', (site) => {
    const byTitle = new Map<string, string[]>();
    for (const page of crawls.get(site)?.pages ?? [])
      byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page.url]);
    const shared = [...byTitle].filter(([, urls]) => urls.length > 1);
    expect(shared).toEqual([]);
  });

  it.each(SITES)(
    '%s: every link on its pages resolves',
    async (site) => {
      const links = [...(crawls.get(site)?.links ?? [])].slice(0, MAX_LINKS_PER_SITE);
      expect(links.length).toBeGreaterThan(10);
      const answers = await inBatches(links, get);
      const broken = answers
        .filter((answer) => answer.status >= 400)
        .map((answer) => `${answer.url}: HTTP ${answer.status}`);
      expect(broken).toEqual([]);
    },
    300_000,
  );

  it('hreflang is reciprocal across the sites', async () => {
    const described = new Map<string, Described>();
    for (const result of crawls.values())
      for (const page of result.pages) described.set(page.url, page);
    const problems: string[] = [];
    let pairs = 0;
    for (const page of [...described.values()]) {
      for (const [hreflang, href] of page.alternates) {
        if (hreflang === 'x-default' || href === page.url) continue;
        pairs += 1;
        let other = described.get(href);
        if (other === undefined) {
          const fetched = await get(href);
          if (fetched.status !== 200) {
            problems.push(`${page.url} → ${hreflang} ${href}: HTTP ${fetched.status}`);
            continue;
          }
          other = describePage(fetched, new URL(href).origin, []);
          described.set(href, other);
        }
        if (![...other.alternates.values()].includes(page.url))
          problems.push(`${page.url} → ${hreflang} ${href}: not named back`);
      }
    }
    expect(problems.slice(0, 40)).toEqual([]);
    // The five WOM markets translate each other: most of their pages name four others.
    expect(pairs).toBeGreaterThan(400);
  }, 300_000);
});
