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

const PER_PAGE = 4;
const TOTAL_PAGES = 3;

/** Any other site path (links the browser prefetches): a small page, as a real site would answer. */
const OTHER_PAGE = { type: 'text/html', body: '<!doctype html><title>Side</title>' };

let built: RenderBuild;
let server: PageServer;
let browser: Browser;

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
          teasers: [1, 2, 3, 4, 5, 6, 7, 8].map(bare),
          pagination: {
            page: 1,
            perPage: PER_PAGE,
            total: PER_PAGE * TOTAL_PAGES,
            totalPages: TOTAL_PAGES,
          },
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
      const pageNumber = Number(url.searchParams.get('page'));
      const teasers = [0, 1, 2, 3].map((index) => bare(100 * pageNumber + index));
      const pagination = {
        page: pageNumber,
        perPage: PER_PAGE,
        total: PER_PAGE * TOTAL_PAGES,
        totalPages: TOTAL_PAGES,
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
    await browserPage.locator('.load-more__button').scrollIntoViewIfNeeded();
    await browserPage.waitForSelector('[data-island][data-hydrated="true"]');
    await browserPage.click('.load-more__button');
    await browserPage.waitForSelector('a[href="/traening/styrke/teaser-200"]');
    expect(await browserPage.locator('article.teaser').count()).toBe(12);
    expect(new URL(browserPage.url()).search).toBe('');
    await browserPage.click('.load-more__button');
    await browserPage.waitForSelector('.load-more__button[disabled]');
    expect(await browserPage.locator('article.teaser').count()).toBe(16);
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
