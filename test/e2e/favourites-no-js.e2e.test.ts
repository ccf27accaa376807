import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, useJourney } from './journeys/journey-stack';

/**
 * The favourite heart in Chromium with JavaScript switched off, on the embedded stack: a plain
 * form that saves and removes an article and brings the reader back to the same page, scrolled
 * to the heart, with the message in the site's language and the heart in its new state; a
 * signed-out reader is sent to the sign-in and back. The page after the redirect is the shared
 * cache's entry (the message travels in the fragment, never to the server).
 */
const SITE = 'wom-dk';
const ARTICLE = '/traening/kom-i-gang-med-styrketraening';
const READER = ACCOUNTS.reader;

const { stack, browser } = useJourney();

function origin(): string {
  return `http://${SITE}.localhost:${String(stack().port)}`;
}

async function noScriptPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, returnUri: string): Promise<void> {
  await page.goto(`${origin()}/users/sign_in?returnUri=${encodeURIComponent(returnUri)}`);
  await page.locator('input[name="email"]').fill(READER.email);
  await page.locator('input[name="password"]').fill(READER.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === returnUri),
    page.locator('form[action="/users/sign_in"] button[type="submit"]').click(),
  ]);
}

/** The article's own heart (above the article, not a teaser's). */
function articleHeart(page: Page) {
  return page.locator('.article-favourite form.favourite[data-favourite]');
}

describe('the favourite heart without JavaScript', () => {
  it('saves and removes an article, back on the same page with a message each time', async () => {
    const { context, page } = await noScriptPage();
    await signIn(page, ARTICLE);
    const heart = articleHeart(page);
    const id = await heart.getAttribute('data-favourite');
    expect(id).toMatch(/^\d+$/);
    const add = heart.locator('button.favourite__add');
    const remove = heart.locator('button.favourite__remove');
    expect(await add.getAttribute('aria-label')).toBe('Gem som favorit');
    expect(await remove.isVisible()).toBe(false);

    const [saved] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === ARTICLE),
      add.click(),
    ]);
    const url = new URL(page.url());
    expect(url.pathname).toBe(ARTICLE);
    expect(url.hash).toBe(`#favourite-${String(id)}-added`);
    // the page itself came from the response cache, for every reader of this variant
    expect(saved.headers()['cache-status']).toMatch(/^magazine; /);
    expect(saved.headers()['set-cookie']).toBeUndefined();
    const addedMessage = heart.locator('.favourite__flash--added .favourite__toast');
    expect(await addedMessage.isVisible()).toBe(true);
    expect((await addedMessage.innerText()).trim()).toBe('Gemt i dine favoritter');
    expect(await addedMessage.getAttribute('role')).toBe('status');
    expect(await add.isVisible()).toBe(false);
    expect(await remove.isVisible()).toBe(true);
    expect(await remove.getAttribute('aria-label')).toBe('Fjern fra favoritter');

    await page.goto(`${origin()}/users/favourites`);
    expect(await page.locator(`main a[href="${ARTICLE}"]`).count()).toBeGreaterThan(0);

    await page.goBack();
    expect(await remove.isVisible()).toBe(true);
    await Promise.all([page.waitForURL(/-removed$/), remove.click()]);
    expect(new URL(page.url()).hash).toBe(`#favourite-${String(id)}-removed`);
    const removedMessage = heart.locator('.favourite__flash--removed .favourite__toast');
    expect((await removedMessage.innerText()).trim()).toBe('Fjernet fra dine favoritter');
    expect(await add.isVisible()).toBe(true);
    expect(await remove.isVisible()).toBe(false);

    await page.goto(`${origin()}/users/favourites`);
    expect(await page.locator(`main a[href="${ARTICLE}"]`).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('sends a signed-out reader to the sign-in and back to the page, at the heart, with the article saved', async () => {
    const { context, page } = await noScriptPage();
    await page.goto(`${origin()}${ARTICLE}`);
    const id = await articleHeart(page).getAttribute('data-favourite');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/users/sign_in'),
      articleHeart(page).locator('button.favourite__add').click(),
    ]);
    const url = new URL(page.url());
    expect(url.searchParams.get('returnUri')).toBe(
      `/users/favourites/resume?return=${encodeURIComponent(ARTICLE)}`,
    );
    expect(url.searchParams.get('locale')).toBe('da-DK');
    expect(url.searchParams.get('notice')).toBe('favourite');

    await page.locator('input[name="email"]').fill(READER.email);
    await page.locator('input[name="password"]').fill(READER.password);
    await Promise.all([
      page.waitForURL((next) => next.pathname === ARTICLE),
      page.locator('form[action="/users/sign_in"] button[type="submit"]').click(),
    ]);
    expect(new URL(page.url()).hash).toBe(`#favourite-${String(id)}-added`);
    expect(await articleHeart(page).locator('button.favourite__remove').isVisible()).toBe(true);
    await page.goto(`${origin()}/users/favourites`);
    expect(await page.locator(`main a[href="${ARTICLE}"]`).count()).toBeGreaterThan(0);
    await context.close();
  }, 60_000);
});
