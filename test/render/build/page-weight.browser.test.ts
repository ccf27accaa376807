/**
 * What a reader's browser downloads on the home page, an article and a listing (JS and CSS,
 * gzip bytes), over a Vike build in Chromium. The article page must stay light: no React unless
 * an island is on it (the favourite heart, shown when sign-in is on, is a plain-script
 * enhancement, not an island), and at most 75 KB of gzipped JavaScript in all.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewModel } from '../../../src/domain/page/view-model.types';
import {
  article,
  chrome,
  listing,
  page,
  site,
  sitePage,
  teaser,
  teaserList,
  textWidget,
} from '../view-model.fixture';
import {
  buildRenderer,
  renderHtml,
  servePages,
  type PageServer,
  type RenderBuild,
} from './render-build';

export const ARTICLE_JS_BUDGET_GZIP = 75 * 1024;

let built: RenderBuild;
let server: PageServer;
let browser: Browser;

const noImages = { ...site, imageHost: null, imgCdnDomain: null, imageProtection: true };
const bareChrome = { ...chrome, site: noImages };
const bare = (id: number) => teaser(id, { image: null });

const plainArticle = article({
  leadImage: null,
  tags: [],
  widgets: [0, 1, 2, 3, 4].map((index) => textWidget(`Afsnit ${String(index)}`, index)),
});

const VIEWS: Readonly<Record<string, ViewModel>> = {
  '/': sitePage(
    {
      type: 'home',
      page: page({
        blocks: [
          { type: 'teaser_list', key: 'a', list: teaserList({ teasers: [1, 2, 3, 4].map(bare) }) },
          {
            type: 'teaser_list',
            key: 'b',
            list: teaserList({ displayHint: 'slider4col', teasers: [5, 6, 7, 8, 9].map(bare) }),
          },
          { type: 'banner_placement', key: 'c', position: 'middle' },
        ],
      }),
    },
    { chrome: bareChrome },
  ),
  '/article': sitePage(
    { type: 'article', article: plainArticle },
    { chrome: { ...bareChrome, site: { ...noImages, enableAuth: false } } },
  ),
  '/article-signed-in': sitePage(
    { type: 'article', article: plainArticle },
    { chrome: bareChrome },
  ),
  '/listing': sitePage(
    { type: 'listing', listing: listing({ teasers: [1, 2, 3, 4].map(bare) }) },
    { chrome: bareChrome },
  ),
};

beforeAll(async () => {
  built = await buildRenderer();
  server = await servePages(built.outDir, async (url) => {
    const viewModel = VIEWS[url.pathname];
    return viewModel === undefined
      ? null
      : { type: 'text/html', body: await renderHtml(url.pathname, viewModel) };
  });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}, 180_000);

afterAll(async () => {
  await browser.close();
  await server.close();
  await built.remove();
});

interface Weight {
  readonly js: number;
  readonly css: number;
  readonly files: readonly string[];
}

/** Opens a page, scrolls to the bottom (so `visible` islands load) and sums what was fetched. */
async function weigh(path: string): Promise<Weight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const browserPage = await context.newPage();
  const pending: Promise<{ kind: string; url: string; bytes: number }>[] = [];
  browserPage.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => ({
        kind,
        url: new URL(response.url()).pathname,
        bytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await browserPage.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
  await browserPage.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  await browserPage.waitForTimeout(500);
  await browserPage.waitForLoadState('networkidle');
  const fetched = await Promise.all(pending);
  await context.close();
  const sum = (kind: string) =>
    fetched.filter((file) => file.kind === kind).reduce((total, file) => total + file.bytes, 0);
  return { js: sum('script'), css: sum('stylesheet'), files: fetched.map((file) => file.url) };
}

describe('page weight', () => {
  it('loads no React on an article without islands', async () => {
    const weight = await weigh('/article');
    console.info(`article: js ${String(weight.js)} B gzip, css ${String(weight.css)} B gzip`);
    const react = `/${built.manifest['node_modules/react-dom/client.js']?.file ?? 'react-dom'}`;
    expect(weight.files).not.toContain(react);
    expect(weight.js).toBeLessThan(ARTICLE_JS_BUDGET_GZIP);
  }, 60_000);

  it('loads no React on an article with the favourite heart either', async () => {
    const weight = await weigh('/article-signed-in');
    console.info(
      `article with auth: js ${String(weight.js)} B gzip, css ${String(weight.css)} B gzip`,
    );
    const react = `/${built.manifest['node_modules/react-dom/client.js']?.file ?? 'react-dom'}`;
    expect(weight.files).not.toContain(react);
    const heart = built.manifest['client/favourites/favourite.enhance.ts']?.file;
    expect(heart).toBeDefined();
    expect(weight.files).toContain(`/${heart ?? ''}`);
    expect(weight.js).toBeLessThan(ARTICLE_JS_BUDGET_GZIP);
  }, 60_000);

  it('measures the home page and a listing', async () => {
    for (const path of ['/', '/listing']) {
      const weight = await weigh(path);
      console.info(`${path}: js ${String(weight.js)} B gzip, css ${String(weight.css)} B gzip`);
      expect(weight.js).toBeGreaterThan(0);
      expect(weight.css).toBeGreaterThan(0);
    }
  }, 60_000);
});
