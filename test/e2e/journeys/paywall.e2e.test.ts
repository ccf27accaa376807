import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, useJourney } from './journey-stack';

/**
 * The paywall and the banners in Chromium, decided on the server (ADR 9): an anonymous reader
 * of a premium article gets the opening, a paywall box with the language's subscription word and
 * none of the locked text in the HTML; a subscriber of the brand gets the whole article, no
 * paywall and no ad slot; a signed-in reader without the entitlement is still behind the paywall.
 */
const SITES = [
  {
    id: 'wom-dk',
    premium: '/traening/12-ugers-traeningsprogram',
    locked: 'Fase 2 og 3',
    open: 'Fase 1: fundamentet',
    word: 'abonnement',
    plain: '/traening/kom-i-gang-med-styrketraening',
  },
  {
    id: 'wom-nl',
    premium: '/training/12-weken-trainingsschema',
    locked: 'Fase 2 en 3',
    open: 'Fase 1',
    word: 'abonnement',
    plain: '/training/beginnen-met-krachttraining',
  },
];
const { stack, browser } = useJourney();
const SUBSCRIBER = ACCOUNTS.subscriber;
const READER = ACCOUNTS.reader;

async function signIn(page: Page, origin: string, account: typeof ACCOUNTS.reader): Promise<void> {
  await page.goto(`${origin}/users/sign_in`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await Promise.all([
    page.waitForEvent('load'),
    page.locator('form[action="/users/sign_in"] button[type="submit"]').click(),
  ]);
  expect(new URL(page.url()).pathname).not.toBe('/users/sign_in');
}

/** The HTML the server sent for the page's document, before any script ran. */
async function documentHtml(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return (await response?.text()) ?? '';
}

describe.each(SITES)('the paywall on $id', ({ id, premium, locked, open, word, plain }) => {
  const origin = (): string => `http://${id}.localhost:${String(stack().port)}`;

  it('shows an anonymous reader the opening and the paywall, and sends none of the locked text', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const html = await documentHtml(page, `${origin()}${premium}`);
    expect(html).toContain(open);
    expect(html).not.toContain(locked);
    const box = page.locator('.paywall');
    await expect.poll(() => box.count()).toBe(1);
    expect((await box.innerText()).toLowerCase()).toContain(word);
    const login = new URL(
      (await box.locator('a.paywall__login').getAttribute('href')) ?? '',
      origin(),
    );
    expect(login.searchParams.get('returnUri')).toBe(premium);

    await page.goto(`${origin()}${plain}`);
    expect(await page.locator('.banner').count()).toBeGreaterThan(0);
    await context.close();
  }, 60_000);

  it('keeps a signed-in reader without the subscription behind the paywall', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, origin(), READER);
    const html = await documentHtml(page, `${origin()}${premium}`);
    expect(html).not.toContain(locked);
    expect(await page.locator('.paywall').count()).toBe(1);
    await context.close();
  }, 60_000);

  it('gives a subscriber the whole article, no paywall and no ad slot', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, origin(), SUBSCRIBER);
    const html = await documentHtml(page, `${origin()}${premium}`);
    expect(html).toContain(locked);
    expect(await page.locator('.paywall').count()).toBe(0);

    await documentHtml(page, `${origin()}${plain}`);
    expect(await page.locator('.banner').count()).toBe(0);
    expect(await page.locator('[class*="banner--"]').count()).toBe(0);
    await context.close();
  }, 60_000);
});
