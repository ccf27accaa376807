/**
 * Cookie consent in Chromium on the embedded default, with the product's real headers (the CSP
 * allows the head bootstrap by its hash): the dialog on a first visit in the site's language,
 * Google Consent Mode v2 default and update, banner slots that hold the sandbox's labelled house
 * ads at their reserved size from the start and are handed to an ad stack only with consent
 * (ADR 23), the footer link that reopens the dialog (also without JavaScript), and no layout
 * shift before or after the choice (the reading journey with CLS per site and viewport is
 * `first-screen.e2e.test.ts`).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../src/domain/site/site.types';
import { useJourney } from './journeys/journey-stack';
import { embeddedSites, sitePages, type SitePages } from './journeys/site-pages';

const journey = useJourney();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** Layout shifts as CLS counts them: not within 500 ms of a reader's input. */
const COUNT_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__shifts.push({
        value: entry.value,
        recent: entry.hadRecentInput,
        sources: entry.sources.map((source) => source.node?.outerHTML?.slice(0, 120) ?? String(source.node?.nodeName)),
      });
  }).observe({ type: 'layout-shift', buffered: true });
`;

function site(id: string): Site {
  const found = embeddedSites(journey.stack()).find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no site ${id}`);
  return found;
}

async function pagesOf(id: string): Promise<SitePages> {
  return sitePages(journey.stack(), site(id));
}

async function newContext(
  viewport: { width: number; height: number },
  options: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const context = await journey.browser().newContext({ viewport, ...options });
  await context.addInitScript(COUNT_SHIFTS);
  return context;
}

/**
 * The cumulative layout shift so far (shifts right after an input do not count, as in CLS), to a
 * ten-thousandth: Chromium reports the sub-pixel rounding of a layout as shifts of about 1e-7.
 */
async function cls(page: Page): Promise<number> {
  // Let the observer deliver what happened in the last frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await page.evaluate(
    () =>
      (window as unknown as { __shifts: { value: number; recent: boolean; sources: string[] }[] })
        .__shifts,
  );
  const counted = shifts.filter((shift) => !shift.recent);
  if (counted.length > 0) console.error('layout shifts', JSON.stringify(counted));
  return Math.round(counted.reduce((sum, shift) => sum + shift.value, 0) * 10_000) / 10_000;
}

async function consentCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => !Array.isArray(entry) && typeof entry === 'object' && entry !== null)
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'consent'),
  );
}

async function visibleBanners(page: Page): Promise<number> {
  return page
    .locator('[data-banner]:not([data-banner="rich_media_premium"])')
    .evaluateAll((slots) => slots.filter((slot) => slot.getBoundingClientRect().height > 0).length);
}

async function bannerCount(page: Page): Promise<number> {
  return page.locator('[data-banner]:not([data-banner="rich_media_premium"])').count();
}

/** Every house ad on the page has loaded and fills its slot's reserved box. */
async function expectHouseAdsLoaded(page: Page): Promise<void> {
  const ads = page.locator('[data-banner] img.banner__house-ad');
  expect(await ads.count()).toBe(await bannerCount(page));
  for (const ad of await ads.all()) {
    await ad.scrollIntoViewIfNeeded();
    await expect
      .poll(() => ad.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
}

describe('cookie consent on a first visit', () => {
  it('asks in the site language, with house ads in reserved slots, and no shift', async () => {
    const pages = await pagesOf('wom-dk');
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${pages.origin}${pages.article}`, { waitUntil: 'networkidle' });

    // The bootstrap ran (the CSP allows it): no choice yet, Consent Mode all denied.
    expect(await page.getAttribute('html', 'data-consent')).toBe('unset');
    expect((await consentCommands(page))[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
    const dialog = page.getByRole('dialog', { name: 'Vi passer på dine data' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Accepter alle' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Kun nødvendige' }).isVisible()).toBe(true);
    expect(await page.locator('summary', { hasText: 'Indstillinger' }).isVisible()).toBe(true);
    // Banner slots exist on the article at their size, quiet labelled boxes, not yet for an ad stack.
    expect(await bannerCount(page)).toBeGreaterThan(0);
    expect(await visibleBanners(page)).toBe(await bannerCount(page));
    expect(await page.getAttribute('html', 'data-banners-ready')).toBeNull();
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0);
    expect(await cls(page)).toBe(0);

    await page.getByRole('button', { name: 'Accepter alle' }).click();
    expect(await dialog.isVisible()).toBe(false);
    const cookies = await context.cookies(pages.origin);
    expect(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toBe(
      'v1.statistics.marketing.personalisation',
    );
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    expect(await page.getAttribute('html', 'data-tracking')).toBe('on');
    expect(await page.getAttribute('html', 'data-banners-ready')).toBe('true');
    expect(await visibleBanners(page)).toBe(await bannerCount(page));
    await expectHouseAdsLoaded(page);
    expect(await page.locator('[data-banner] .banner__label').first().textContent()).toBe(
      'Annonce',
    );
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('reserves the exact size of consented slots before first paint on the next visit', async () => {
    const pages = await pagesOf('wom-dk');
    for (const viewport of [PHONE, LAPTOP]) {
      const context = await newContext(viewport);
      await context.addCookies([
        { name: 'cookie_consent', value: 'v1.statistics.marketing', url: pages.origin },
      ]);
      const page = await context.newPage();
      // Sizes as the page is first laid out, before any script but the head bootstrap.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __firstSizes: number[] }).__firstSizes = [
            ...document.querySelectorAll('[data-banner]'),
          ].map((slot) => slot.getBoundingClientRect().height);
        });
      });
      await page.goto(`${pages.origin}${pages.article}`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('dialog').isVisible()).toBe(false);
      expect(await page.getAttribute('html', 'data-consent-marketing')).toBe('granted');
      await expectHouseAdsLoaded(page);
      const first = await page.evaluate(
        () => (window as unknown as { __firstSizes: number[] }).__firstSizes,
      );
      const now = await page
        .locator('[data-banner]')
        .evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect().height));
      expect(now).toEqual(first);
      expect(now.some((height) => height >= 250)).toBe(true);
      await page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
      });
      expect(await cls(page)).toBe(0);
      // Personalised ads were not granted.
      expect((await consentCommands(page)).at(-1)?.[2]).toMatchObject({
        ad_storage: 'granted',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      });
      await context.close();
    }
  }, 90_000);
});

describe('necessary only and changing the choice', () => {
  it('keeps ads away, and the footer link reopens the dialog to change it', async () => {
    const pages = await pagesOf('wom-dk');
    const context = await newContext(LAPTOP);
    const page = await context.newPage();
    await page.goto(`${pages.origin}${pages.article}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Kun nødvendige' }).click();
    expect(
      (await context.cookies(pages.origin)).find((cookie) => cookie.name === 'cookie_consent')
        ?.value,
    ).toBe('v1');
    expect((await consentCommands(page)).at(-1)?.[2]).toMatchObject({ ad_storage: 'denied' });
    expect(await page.getAttribute('html', 'data-tracking')).toBeNull();
    // The slots keep their house ads and size; no ad stack is told to fill them.
    expect(await visibleBanners(page)).toBe(await bannerCount(page));
    expect(await page.getAttribute('html', 'data-banners-ready')).toBeNull();
    expect(await page.locator('.consent-saved').textContent()).toBe('Dit valg er gemt.');

    const link = page.getByRole('link', { name: 'Cookieindstillinger' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Vi passer på dine data' });
    expect(await dialog.isVisible()).toBe(true);
    const marketing = page.getByRole('switch', { name: 'Marketing' });
    expect(await marketing.isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);

    await link.click();
    await marketing.check();
    await page.getByRole('button', { name: 'Gem mine valg' }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.getAttribute('html', 'data-consent-marketing')).toBe('granted');
    expect(await visibleBanners(page)).toBe(await bannerCount(page));
    await expectHouseAdsLoaded(page);
    expect(await cls(page)).toBe(0);
    await context.close();
  }, 90_000);

  it('asks in Swedish on cos-se', async () => {
    const pages = await pagesOf('cos-se');
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${pages.origin}${pages.article}`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('button', { name: 'Godkänn alla' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Endast nödvändiga' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Cookieinställningar' }).count()).toBe(1);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Godkänn alla' }).click();
    await expectHouseAdsLoaded(page);
    expect(await page.locator('[data-banner] .banner__label').first().textContent()).toBe('Annons');
    await context.close();
  }, 90_000);

  it('opens the dialog from the footer without JavaScript, explaining instead of storing', async () => {
    const pages = await pagesOf('wom-dk');
    const context = await newContext(PHONE, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${pages.origin}/`);
    const dialog = page.locator('#cookie-settings');
    expect(await dialog.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Cookieindstillinger' }).click();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain('Uden JavaScript sætter vi kun de nødvendige');
    expect(await page.getByRole('button', { name: 'Accepter alle' }).isVisible()).toBe(false);
    await context.close();
  }, 90_000);
});
