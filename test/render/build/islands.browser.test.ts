/**
 * The islands in Chromium, over a Vike build: pages without islands load no React, the LoadMore
 * island hydrates when it scrolls into view and appends the next pages, and works without JS.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewModel } from '../../../src/domain/page/view-model.types';
import { listing, page, site, sitePage, teaser } from '../view-model.fixture';
import {
  buildRenderer,
  renderHtml,
  servePages,
  type PageServer,
  type RenderBuild,
} from './render-build';

/** A listing's first page: two rows of its 3-column grid; load-more adds a row a step. */
const FIRST_PAGE = 6;
const TOTAL = 12;

/** Any other site path (links the browser prefetches): a small page, as a real site would answer. */
const OTHER_PAGE = { type: 'text/html', body: '<!doctype html><title>Side</title>' };

let built: RenderBuild;
let server: PageServer;
let browser: Browser;
/** The load-more route's queries, in order. */
const listingRequests: string[] = [];

/** Pages without images, so the test needs no image server. */
const noImages = { ...site, imageHost: null, imgCdnDomain: null };
const bare = (id: number) => teaser(id, { image: null });

function views(): Readonly<Record<string, ViewModel>> {
  const base = sitePage({ type: 'home', page: page() });
  const chrome = { ...base.chrome, site: noImages };
  return {
    '/': sitePage({ type: 'home', page: page({ blocks: [] }) }, { chrome }),
    '/listing': sitePage(
      {
        type: 'listing',
        listing: listing({
          teasers: [1, 2, 3, 4, 5, 6].map(bare),
          pagination: { page: 1, perPage: FIRST_PAGE, total: TOTAL, totalPages: 2 },
        }),
      },
      { chrome },
    ),
  };
}

beforeAll(async () => {
  built = await buildRenderer();
  const pages = views();
  server = await servePages(built.outDir, async (url) => {
    if (url.pathname === '/api/listing-teasers') {
      // The listing's teasers 1 to TOTAL, one page of `perPage` as the route answers it.
      const pageNumber = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('perPage'));
      listingRequests.push(`page=${String(pageNumber)}&perPage=${String(perPage)}`);
      const first = (pageNumber - 1) * perPage + 1;
      const ids = Array.from({ length: perPage }, (_, index) => first + index);
      const teasers = ids.filter((id) => id <= TOTAL).map(bare);
      const pagination = {
        page: pageNumber,
        perPage,
        total: TOTAL,
        totalPages: Math.ceil(TOTAL / perPage),
      };
      return { type: 'application/json', body: JSON.stringify({ teasers, pagination }) };
    }
    const viewModel = pages[url.pathname];
    return viewModel === undefined
      ? OTHER_PAGE
      : { type: 'text/html', body: await renderHtml(url.pathname, viewModel) };
  });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}, 120_000);

afterAll(async () => {
  await browser.close();
  await server.close();
  await built.remove();
});

async function open(
  path: string,
  height = 800,
): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const browserPage = await browser.newPage({ viewport: { width: 1280, height } });
  const scripts: string[] = [];
  const errors: string[] = [];
  browserPage.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  browserPage.on('pageerror', (error) => errors.push(error.message));
  browserPage.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await browserPage.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
  return { page: browserPage, scripts, errors };
}

/** Clicks load-more once it has hydrated and waits for the teaser it should add. */
async function loadMore(browserPage: Page, slug: string): Promise<void> {
  const button = browserPage.locator('a.load-more__button');
  await button.scrollIntoViewIfNeeded();
  await browserPage.waitForSelector('[data-island][data-hydrated="true"]');
  await button.click();
  await browserPage.waitForSelector(`a[href="/traening/styrke/${slug}"]`);
}

describe('islands in the browser', () => {
  it('loads no React on a page without islands', async () => {
    const { page: browserPage, scripts, errors } = await open('/');
    const reactFiles = [
      'node_modules/react-dom/client.js',
      'src/render/islands/LoadMore.island.tsx',
    ].map((key) => `/${built.manifest[key]?.file ?? key}`);
    expect(scripts.some((script) => script.includes('src_render_client'))).toBe(true);
    for (const file of reactFiles) expect(scripts).not.toContain(file);
    expect(errors).toEqual([]);
    await browserPage.close();
  }, 30_000);

  it('hydrates LoadMore only when it scrolls into view', async () => {
    // a short window, so that the island starts below the fold
    const { page: browserPage, errors } = await open('/listing', 360);
    const island = browserPage.locator('[data-island="LoadMore"]');
    expect((await island.boundingBox())?.y ?? 0).toBeGreaterThan(360);
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    await island.scrollIntoViewIfNeeded();
    await browserPage.waitForSelector('[data-island="LoadMore"][data-hydrated="true"]');
    expect(errors).toEqual([]);
    await browserPage.close();
  }, 30_000);

  it('appends the next pages and disables itself when none remain', async () => {
    const { page: browserPage, errors } = await open('/listing');
    await loadMore(browserPage, 'teaser-9');
    expect(new URL(browserPage.url()).search).toBe('');
    await loadMore(browserPage, 'teaser-12');
    await browserPage.waitForSelector('.load-more__button[disabled]');
    expect(await browserPage.locator('article.teaser').count()).toBe(TOTAL);
    expect(errors).toEqual([]);
    await browserPage.close();
  }, 30_000);

  it('adds 3 teasers a step to a listing, asking the load-more route for 3 at a time', async () => {
    listingRequests.length = 0;
    const { page: browserPage, errors } = await open('/listing');
    const teasers = browserPage.locator('article.teaser');
    expect(await teasers.count()).toBe(6);
    await loadMore(browserPage, 'teaser-9');
    expect(await teasers.count()).toBe(9);
    expect(
      await browserPage.locator('.load-more .teaser-grid--cols-3 article.teaser').count(),
    ).toBe(3);
    await loadMore(browserPage, 'teaser-12');
    expect(await teasers.count()).toBe(12);
    expect(listingRequests).toEqual(['page=3&perPage=3', 'page=4&perPage=3']);
    expect(errors).toEqual([]);
    await browserPage.close();
  }, 30_000);

  it('is a plain link to the next page without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const browserPage = await context.newPage();
    await browserPage.goto(`${server.origin}/listing`);
    await browserPage.click('.load-more__button');
    expect(new URL(browserPage.url()).search).toBe('?page=2');
    await context.close();
  }, 30_000);
});
