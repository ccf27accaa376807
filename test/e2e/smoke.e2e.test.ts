import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedStack, type EmbeddedStack } from '../support/embedded-stack';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let stack: EmbeddedStack;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  stack = await startEmbeddedStack();
  origin = `http://wom-dk.localhost:${stack.port}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}, 90_000);

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  // beforeAll may have failed before these were set.
  await (stack as EmbeddedStack | undefined)?.stop();
});

describe('the embedded default in Chromium', () => {
  it('loads a site home page, follows a teaser to an article and shows a 404 for an unknown path', async () => {
    const page = await browser.newPage();
    const home = await page.goto(`${origin}/`);
    expect(home?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('da-DK');
    const teaserLinks = page.locator('main a[href^="/"]');
    expect(await teaserLinks.count()).toBeGreaterThan(3);

    const articleHref = await page
      .locator('main article a.teaser__link')
      .first()
      .getAttribute('href');
    expect(articleHref).toBeTruthy();
    const article = await page.goto(`${origin}${articleHref ?? '/'}`);
    expect(article?.status()).toBe(200);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);

    const missing = await page.goto(`${origin}/denne-side-findes-ikke`);
    expect(missing?.status()).toBe(404);
    expect(await page.locator('input[name="s"]').count()).toBeGreaterThan(0);
    await page.close();
  }, 60_000);

  it('works with JavaScript disabled, and serves only the sites it knows', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const home = await page.goto(`http://wom-se.localhost:${stack.port}/`);
    expect(home?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('sv-SE');
    const index = await page.goto(`http://localhost:${stack.port}/`);
    expect(index?.status()).toBe(200);
    expect(await page.locator(`a[href="http://wom-nl.localhost:${stack.port}/"]`).count()).toBe(1);
    const unknown = await page.goto(`http://nope.localhost:${stack.port}/`);
    expect(unknown?.status()).toBe(404);
    await context.close();
  }, 60_000);
});
