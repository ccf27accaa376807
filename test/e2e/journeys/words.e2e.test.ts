import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedStack } from '../../support/embedded-stack';
import { launchChromium } from './journey-browser';
import { startJourneyStack } from './journey-stack';
import { signInAs } from './page-kinds';

/**
 * Words in the reader's language in Chromium, on a Danish and a Swedish site of the embedded
 * default: tab titles of the screens titled by a UI string, plurals and numbers, the calculator's
 * date, and the labels the browser scripts take from the server's HTML.
 */
let stack: EmbeddedStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startJourneyStack();
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (stack as EmbeddedStack | undefined)?.stop();
});

const origin = (siteId: string): string => `http://${siteId}.localhost:${stack.port}`;

async function titleOf(page: Page, siteId: string, path: string): Promise<string> {
  await page.goto(`${origin(siteId)}${path}`);
  return page.title();
}

const BRAND = {
  'wom-dk': 'WOM – træning, mad og sundhed',
  'cos-se': 'COS – boende, trädgård och mat',
} as const;

describe('tab titles', () => {
  it.each([
    ['wom-dk', '/users/sign_in', 'Log ind'],
    ['wom-dk', '/users/sign_up', 'Opret en konto'],
    ['wom-dk', '/users/forgot_password', 'Glemt adgangskode?'],
    ['wom-dk', '/search?s=protein', 'Søg'],
    ['wom-dk', '/denne-side-findes-ikke', 'Siden blev ikke fundet'],
    ['cos-se', '/users/sign_in', 'Logga in'],
    ['cos-se', '/search?s=saft', 'Sök'],
  ] as const)(
    '%s %s reads "%s | brand"',
    async (siteId, path, title) => {
      const page = await browser.newPage();
      expect(await titleOf(page, siteId, path)).toBe(`${title} | ${BRAND[siteId]}`);
      await page.close();
    },
    60_000,
  );

  it("titles a signed-in reader's screens and the admin in Danish", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, origin('wom-dk'), 'admin');
    expect(await titleOf(page, 'wom-dk', '/users/favourites')).toBe(
      `Dine favoritter | ${BRAND['wom-dk']}`,
    );
    expect(await titleOf(page, 'wom-dk', '/admin-dashboard/overview')).toBe(
      `Administration | ${BRAND['wom-dk']}`,
    );
    expect(await page.locator('.admin-table').innerText()).not.toMatch(/\b(closed|open)\b/);
    await context.close();
  }, 60_000);
});

describe('numbers and plurals', () => {
  it('counts one search hit in the singular, more in the plural', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin('wom-dk')}/search?s=skyr`);
    expect(await page.locator('.search-page__count').textContent()).toBe('1 resultat for “skyr”');
    await page.goto(`${origin('cos-se')}/search?s=flädersaft`);
    expect(await page.locator('.search-page__count').textContent()).toBe(
      '1 träff för ”flädersaft”',
    );
    await page.goto(`${origin('cos-se')}/search?s=kvadratmeter`);
    expect(await page.locator('.search-page__count').textContent()).toMatch(/^\d+ träffar för/);
    await page.close();
  }, 60_000);

  it('writes the due date in full, as Danish does', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin('wom-dk')}/calculators/due_date?last_period=2026-01-01`);
    expect(await page.locator('.calculator__result dd').first().textContent()).toBe(
      '8. oktober 2026',
    );
    await page.close();
  }, 60_000);
});

describe('labels of the browser scripts', () => {
  it('names the slider buttons and the loading bar in the language of the site', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin('wom-dk')}/`);
    // Swiper starts once the reader comes to the slider (ADR 19).
    await page.locator('[data-slider]').first().scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-slider-ready="true"]');
    const slider = page.locator('[data-slider]').first();
    expect(await slider.locator('.teaser-slider__prev').getAttribute('aria-label')).toBe('Forrige');
    expect(await slider.locator('.teaser-slider__next').getAttribute('aria-label')).toBe('Næste');
    expect(await page.locator('.loading-bar').getAttribute('aria-label')).toBe('Indlæser');
    await page.goto(`${origin('cos-se')}/`);
    expect(await page.locator('.loading-bar').getAttribute('aria-label')).toBe('Laddar');
    await page.close();
  }, 60_000);
});
