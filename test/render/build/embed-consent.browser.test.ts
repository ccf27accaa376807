/**
 * Embeds that set cookies (ADR 22) in Chromium, over a Vike build: an Instagram embed stays a
 * box explaining why until the reader consents to marketing, then becomes the provider's frame;
 * a box whose address is not a provider's frame origin never becomes a frame.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Widget } from '../../../src/domain/content/content.types';
import { article, chrome, site, sitePage } from '../view-model.fixture';
import {
  buildRenderer,
  renderHtml,
  servePages,
  type PageServer,
  type RenderBuild,
} from './render-build';

const FRAME = 'https://www.instagram.com/p/C1a2B3c4D5e/embed/';
const TAMPERED = 'https://evil.example/embed/1';

const instagram: Widget = {
  key: 'embed',
  locked: false,
  type: 'inserted_code',
  embed: {
    provider: 'instagram',
    id: 'p/C1a2B3c4D5e',
    pageUrl: 'https://www.instagram.com/p/C1a2B3c4D5e/',
  },
};

const view = sitePage(
  { type: 'article', article: article({ leadImage: null, widgets: [instagram] }) },
  { chrome: { ...chrome, site: { ...site, imageHost: null, imgCdnDomain: null } } },
);

let built: RenderBuild;
let server: PageServer;
let browser: Browser;

beforeAll(async () => {
  built = await buildRenderer();
  server = await servePages(built.outDir, async (url) => {
    if (url.pathname !== '/embed' && url.pathname !== '/tampered') return null;
    const html = await renderHtml('/embed', view);
    return {
      type: 'text/html',
      body:
        url.pathname === '/tampered'
          ? html.replace(`data-embed-src="${FRAME}"`, `data-embed-src="${TAMPERED}"`)
          : html,
    };
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

async function open(path: string, consent?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  if (consent !== undefined)
    await context.addCookies([{ name: 'cookie_consent', value: consent, url: server.origin }]);
  const page = await context.newPage();
  // Nothing leaves the machine: the provider's frame is only looked at, never loaded.
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
  return page;
}

describe('an embed that sets cookies', () => {
  it('stays a box with the reason and the cookie settings until marketing is granted', async () => {
    const page = await open('/embed', 'v1.statistics');
    await page.waitForTimeout(300);
    expect(await page.locator('.embed iframe').count()).toBe(0);
    expect(await page.locator('.embed__consent').innerText()).toContain('Instagram');
    expect(await page.locator('.embed__consent a[href="#cookie-settings"]').isVisible()).toBe(true);
    await page.context().close();
  }, 60_000);

  it('becomes the provider frame once the reader accepts marketing in the dialog', async () => {
    const page = await open('/embed');
    expect(await page.locator('.embed iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Accepter alle' }).click();
    const frame = page.locator('.embed iframe');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe(FRAME);
    expect(await frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(await frame.getAttribute('title')).toBe('Indhold fra Instagram');
    await page.context().close();
  }, 60_000);

  it('is framed at once when marketing was granted on an earlier visit', async () => {
    const page = await open('/embed', 'v1.marketing');
    await page.locator('.embed iframe').waitFor({ state: 'attached' });
    expect(await page.locator('.embed__consent').count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('never frames an address outside the providers’ frame origins', async () => {
    const page = await open('/tampered', 'v1.marketing');
    await page.waitForTimeout(500);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
