import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../../src/domain/site/site.types';
import type { EmbeddedStack } from '../../support/embedded-stack';
import { startJourneyStack } from './journey-stack';
import { launchChromium, waitForHydrated } from './journey-browser';
import { embeddedSites, sitePages } from './site-pages';

/**
 * A reader's journeys in Chromium on two sites in two languages (Danish, Dutch): home → category
 * → load more → article, search, the slider, a 404, the BMI calculator and the newsletter sign-up
 * (one embedded stack and one browser for the file).
 */
const SITES = ['wom-dk', 'wom-nl'];
/**
 * The content pack's translations of the same calculator and newsletter pages (a free article:
 * on paywalled ones the newsletter sits behind the paywall for anonymous readers).
 */
const SERVICES = [
  {
    id: 'wom-dk',
    calculator: '/sundhed/beregn-bmi-og-fedtprocent',
    newsletter: '/traening/sovn-og-restitution',
  },
  {
    id: 'wom-nl',
    calculator: '/gezondheid/bereken-je-bmi-en-vetpercentage',
    newsletter: '/training/slaap-en-herstel',
  },
];

let stack: EmbeddedStack;
let browser: Browser;
let sites: readonly Site[];

beforeAll(async () => {
  stack = await startJourneyStack();
  sites = embeddedSites(stack).filter((site) => SITES.includes(site.id));
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  // beforeAll may have failed before these were set.
  await (stack as EmbeddedStack | undefined)?.stop();
});

function site(id: string): Site {
  const found = sites.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no site ${id} on the embedded default`);
  return found;
}

/** Text a reader sees must never be a raw translation key such as `teaser_list.load_more`. */
async function expectNoRawKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)+\b/);
}

/** A page that remembers uncaught script errors: a journey ends with none. */
async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A blocked script, style or image shows as a console error naming the policy.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  pageErrors.set(page, errors);
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();

async function open(siteId: string, path: string): Promise<Page> {
  const page = await newPage();
  const response = await page.goto(`http://${siteId}.localhost:${stack.port}${path}`);
  expect(response?.status()).toBe(200);
  return page;
}

async function close(page: Page): Promise<void> {
  expect(pageErrors.get(page) ?? []).toEqual([]);
  await page.close();
}

describe.each(SITES)('a reader on %s', (siteId) => {
  it('goes from the home page to a category, loads more teasers and opens an article', async () => {
    const pages = await sitePages(stack, site(siteId));
    const page = await newPage();
    const home = await page.goto(`${pages.origin}/`);
    expect(home?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(site(siteId).locale);

    await Promise.all([
      page.waitForURL(`${pages.origin}${pages.listing}`),
      page.locator(`nav.main-menu a[href="${pages.listing}"]`).first().click(),
    ]);
    expect(await page.locator('h1').first().innerText()).not.toBe('');
    const teasers = page.locator('main article.teaser');
    const before = await teasers.count();
    expect(before).toBeGreaterThan(3);

    const island = page.locator('[data-island="LoadMore"]').first();
    await island.scrollIntoViewIfNeeded();
    await waitForHydrated(page, '[data-island="LoadMore"] .load-more__button');
    await island.locator('.load-more__button').first().click();
    await expect.poll(() => teasers.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    expect(new URL(page.url()).pathname).toBe(pages.listing);
    await expectNoRawKeys(page);

    const href = await teasers.last().locator('a.teaser__link').getAttribute('href');
    expect(href).toMatch(/^\//);
    await Promise.all([
      page.waitForURL(`${pages.origin}${href ?? ''}`),
      teasers.last().locator('a.teaser__link').click(),
    ]);
    expect(await page.locator('main h1').first().innerText()).not.toBe('');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toContain(href ?? '');
    await expectNoRawKeys(page);
    await close(page);
  }, 90_000);

  it('searches for a word of an article title and finds that article', async () => {
    const pages = await sitePages(stack, site(siteId));
    const page = await newPage();
    await page.goto(`${pages.origin}${pages.article}`);
    const title = await page.locator('main h1').first().innerText();
    const word = title.split(/\s+/).find((part) => /^\p{L}{5,}$/u.test(part)) ?? title;
    await page.goto(`${pages.origin}/search?s=${encodeURIComponent(word)}`);
    expect(await page.locator(`main a[href="${pages.article}"]`).count()).toBeGreaterThan(0);
    await expectNoRawKeys(page);
    await close(page);
  }, 60_000);

  it('slides the home page teaser slider forward and back', async () => {
    const page = await newPage();
    await page.goto(`http://${site(siteId).hosts[0] ?? ''}:${stack.port}/`);
    // Swiper starts once the reader comes to the slider (ADR 19).
    await page.locator('[data-slider]').first().scrollIntoViewIfNeeded();
    const slider = page.locator('[data-slider][data-slider-ready]').first();
    await slider.waitFor({ timeout: 15_000 });
    const first = slider.locator('.teaser-slider__slide').first();
    const start = await first.evaluate((slide) => slide.getBoundingClientRect().left);
    await slider.locator('.teaser-slider__next').click();
    await expect
      .poll(() => first.evaluate((slide) => slide.getBoundingClientRect().left))
      .toBeLessThan(start);
    await slider.locator('.teaser-slider__prev').click();
    await expect
      .poll(() => first.evaluate((slide) => Math.round(slide.getBoundingClientRect().left)))
      .toBe(Math.round(start));
    await close(page);
  }, 60_000);

  it('answers an unknown path with a translated 404 page that offers search', async () => {
    const pages = await sitePages(stack, site(siteId));
    const page = await newPage();
    const response = await page.goto(`${pages.origin}${pages.notFound}`);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe(site(siteId).locale);
    expect(await page.locator('main input[name="s"]').count()).toBeGreaterThan(0);
    await expectNoRawKeys(page);
    await close(page);
  }, 60_000);
});

describe.each(SERVICES)('reader services on $id', ({ id, calculator, newsletter }) => {
  it('computes a BMI of 22,9 for 70 kg and 175 cm in place', async () => {
    const page = await open(id, calculator);
    const island = page.locator('[data-island="Calculator"]').first();
    await island.scrollIntoViewIfNeeded();
    await waitForHydrated(page, '[data-island="Calculator"] form.calculator--bmi');
    const form = island.locator('form.calculator--bmi');
    await form.locator('input[name="weight"]').fill('70');
    await form.locator('input[name="height"]').fill('175');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => island.innerText(), { timeout: 10_000 }).toContain('22,9');
    expect(new URL(page.url()).pathname).toBe(calculator);
    await expectNoRawKeys(page);
    await close(page);
  }, 60_000);

  it('refuses an invalid e-mail address and then signs a valid one up for the newsletter', async () => {
    const page = await open(id, newsletter);
    const island = page.locator('[data-island="NewsletterForm"]').first();
    await island.scrollIntoViewIfNeeded();
    await waitForHydrated(page, '[data-island="NewsletterForm"] form');
    const message = island.locator('.newsletter-form__message');
    const input = island.locator('input[name="email"]');
    await input.fill('not-an-address');
    await island.locator('button[type="submit"]').click();
    await expect.poll(() => message.innerText(), { timeout: 10_000 }).not.toBe('');
    const refusal = await message.innerText();

    await input.fill(`reader-${id}-${Date.now()}@example.com`);
    await island.locator('button[type="submit"]').click();
    // The message empties while the request runs: wait for a new, non-empty one.
    await expect
      .poll(
        async () => {
          const text = await message.innerText();
          return text !== '' && text !== refusal;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await expectNoRawKeys(page);
    expect(new URL(page.url()).pathname).toBe(newsletter);
    await close(page);
  }, 60_000);
});
