/**
 * The tag manager in Chromium, the whole way: a single-site deployment with `TRACKING_GA_VER_4`
 * (the built product against the sandbox) writes the id on `<html data-ga4>`, and
 * `client/tracking` loads the container only after the reader consents, through the product's
 * real CSP. The container itself is answered by a stand-in (no network here).
 */
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/sandbox';
import { startProduct, type ProductProcess } from '../support/product-process';
import { launchChromium } from './journeys/journey-browser';

const CONTAINER = 'GTM-TEST12';
const HOST = 'wom-dk.localhost';

let sandbox: RunningSandbox;
let product: ProductProcess;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, cdnPort: 0 });
  product = await startProduct(
    {
      BRAND_CODE: 'WOM',
      BRAND_NAME: 'WOM',
      MARKET: 'dk',
      SITE_DOMAIN: `http://${HOST}`,
      SITE_HOSTS: HOST,
      CONTENT_API_URL: `${sandbox.origin}/wom-dk`,
      TRACKING_GA_VER_4: CONTAINER,
      NODE_ENV: 'production',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    { host: HOST },
  );
  origin = `http://${HOST}:${String(product.port)}`;
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (product as ProductProcess | undefined)?.close();
  await (sandbox as RunningSandbox | undefined)?.close();
});

interface Visit {
  readonly context: BrowserContext;
  readonly containerRequests: Request[];
  readonly refused: string[];
}

/** A fresh reader on the front page; the tag manager's host answers with a stand-in script. */
async function visit(): Promise<Visit & { page: Awaited<ReturnType<BrowserContext['newPage']>> }> {
  const context = await browser.newContext();
  const containerRequests: Request[] = [];
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    containerRequests.push(route.request());
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__containerLoaded = (window.__containerLoaded || 0) + 1;',
    });
  });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    // Scripts only: this deployment has no image CDN, so the sandbox's http images are refused.
    if (/Content Security Policy directive: "script-src/i.test(message.text()))
      refused.push(message.text());
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  return { context, page, containerRequests, refused };
}

describe('the tag manager of a site with TRACKING_GA_VER_4', () => {
  it('names the container on <html data-ga4> and loads it only after consent', async () => {
    const { context, page, containerRequests, refused } = await visit();
    expect(await page.getAttribute('html', 'data-ga4')).toBe(CONTAINER);
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0);
    expect(containerRequests).toEqual([]);

    await page.getByRole('button', { name: 'Accepter alle' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { __containerLoaded?: number }).__containerLoaded))
      .toBe(1);
    expect(await page.getAttribute(`script[data-tag-manager="${CONTAINER}"]`, 'src')).toBe(
      `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`,
    );
    expect(containerRequests.map((request) => request.url())).toEqual([
      `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`,
    ]);
    expect(refused).toEqual([]);
    await context.close();
  }, 60_000);

  it('never loads it for a reader who allows only the necessary cookies', async () => {
    const { context, page, containerRequests } = await visit();
    await page.getByRole('button', { name: 'Kun nødvendige' }).click();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0);
    expect(containerRequests).toEqual([]);
    await context.close();
  }, 60_000);
});
