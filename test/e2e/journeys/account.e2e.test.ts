import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydrated } from './journey-browser';
import { ACCOUNTS, useJourney } from './journey-stack';

/**
 * Accounts in Chromium on two sites in two languages, against the embedded identity service and
 * its seeded accounts: favourites ask an anonymous reader to sign in, a wrong password is refused
 * with a message, the right one returns to favourites, and signing out ends the session; the heart
 * on an article saves it to favourites and removes it again.
 */
const SITES = [
  {
    id: 'wom-dk',
    signOut: 'Log ud',
    saved: 'Gemt i dine favoritter',
    article: '/traening/kom-i-gang-med-styrketraening',
    listing: '/traening',
  },
  {
    id: 'wom-nl',
    signOut: 'Uitloggen',
    saved: 'Bewaard in je favorieten',
    article: '/training/beginnen-met-krachttraining',
    listing: '/training',
  },
];
const { stack, browser } = useJourney();
const SUBSCRIBER = ACCOUNTS.subscriber;
const READER = ACCOUNTS.reader;

async function signIn(page: Page, password: string, email = SUBSCRIBER.email): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForEvent('load'),
    page.locator('form[action="/users/sign_in"] button[type="submit"]').click(),
  ]);
}

describe.each(SITES)(
  'a reader with an account on $id',
  ({ id, signOut, saved, article, listing }) => {
    it('signs in from favourites, sees them, and signs out again', async () => {
      const origin = `http://${id}.localhost:${String(stack().port)}`;
      const context: BrowserContext = await browser().newContext();
      const page = await context.newPage();

      await page.goto(`${origin}/users/favourites`);
      expect(new URL(page.url()).pathname).toBe('/users/sign_in');
      expect(new URL(page.url()).searchParams.get('returnUri')).toBe('/users/favourites');

      await signIn(page, 'not-the-password');
      expect(new URL(page.url()).pathname).toBe('/users/sign_in');
      expect(await page.locator('[role="alert"]').first().innerText()).not.toBe('');

      await signIn(page, SUBSCRIBER.password);
      expect(new URL(page.url()).pathname).toBe('/users/favourites');
      expect(await page.locator('main h1').first().innerText()).not.toBe('');
      const signOutButton = page.locator('form[action="/users/sign_out"] button');
      expect((await signOutButton.innerText()).trim()).toBe(signOut);

      await Promise.all([page.waitForEvent('load'), signOutButton.click()]);
      await page.goto(`${origin}/users/favourites`);
      expect(new URL(page.url()).pathname).toBe('/users/sign_in');
      await context.close();
    }, 60_000);

    it('is sent to sign in by the heart, which saves the article once signed in; then removes and saves it again', async () => {
      const origin = `http://${id}.localhost:${String(stack().port)}`;
      const context = await browser().newContext();
      const page = await context.newPage();
      const heart = page.locator('form.favourite[data-favourite] button.favourite__add').first();

      await page.goto(`${origin}${article}`);
      await Promise.all([page.waitForEvent('load'), heart.click()]);
      expect(new URL(page.url()).pathname).toBe('/users/sign_in');
      await signIn(page, READER.password, READER.email);
      expect(new URL(page.url()).pathname).toBe(article);

      const landed = page.url();
      await page.waitForSelector('form.favourite[data-enhanced="true"]', { state: 'attached' });
      // the press before the sign-in saved it
      await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
      const toast = page.locator('.favourite-toast[role="status"]');
      await heart.click();
      await expect
        .poll(() => heart.getAttribute('aria-pressed'), { timeout: 10_000 })
        .toBe('false');
      await expect.poll(() => toast.innerText(), { timeout: 10_000 }).not.toBe(saved); // the removal answered
      await expect.poll(() => toast.innerText(), { timeout: 10_000 }).not.toBe('');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
      // no reload: the live message in the site's language
      expect(page.url()).toBe(landed);
      await expect
        .poll(() => page.locator('.favourite-toast[role="status"]').innerText())
        .toBe(saved);
      await page.goto(`${origin}/users/favourites`);
      await expect
        .poll(() => page.locator(`main a[href="${article}"]`).count(), { timeout: 10_000 })
        .toBeGreaterThan(0);

      await page.goto(`${origin}${article}`);
      await page.waitForSelector('form.favourite[data-enhanced="true"]', { state: 'attached' });
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      await page.goto(`${origin}/users/favourites`);
      await expect
        .poll(() => page.locator(`main a[href="${article}"]`).count(), { timeout: 10_000 })
        .toBe(0);
      await context.close();
    }, 90_000);

    it('finds a working heart on the cards load-more adds to a listing', async () => {
      const origin = `http://${id}.localhost:${String(stack().port)}`;
      const context = await browser().newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/users/sign_in?returnUri=${encodeURIComponent(listing)}`);
      await signIn(page, READER.password, READER.email);
      expect(new URL(page.url()).pathname).toBe(listing);
      const hearts = page.locator(
        'main form.favourite[data-enhanced="true"] button.favourite__add',
      );
      // the hearts are set up when the page is idle: on a busy machine that takes a while
      await expect.poll(() => hearts.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const before = await hearts.count();

      const more = page.locator('.load-more__button[rel="next"]').first();
      await more.scrollIntoViewIfNeeded(); // the island hydrates when it comes into view
      await waitForHydrated(page, '.load-more__button[rel="next"]');
      await more.click();
      await expect.poll(() => hearts.count(), { timeout: 10_000 }).toBeGreaterThan(before);
      await expect.poll(() => hearts.last().getAttribute('aria-pressed')).toMatch(/^(true|false)$/);
      await context.close();
    }, 60_000);
  },
);
