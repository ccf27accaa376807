import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, useJourney } from './journeys/journey-stack';

/**
 * The header on a phone and a laptop in Chromium: the off-canvas menu (button with
 * aria-expanded, focus trap, Escape, close button, locked page scroll; a plain link to the panel
 * without JavaScript), the account corner ("Log ind", then the reader's name and a menu that signs
 * out), the paywall's offers per variant, and account forms that fit their card with no sideways
 * scroll from 320 to 414 px.
 */
const SITES = [
  {
    id: 'wom-dk',
    menu: 'Menu',
    close: 'Luk menu',
    signIn: 'Log ind',
    section: 'Træning',
    premium: '/traening/12-ugers-traeningsprogram',
    subscribe: 'https://shop.wom.example/dk/abonnement',
  },
  {
    id: 'cos-se',
    menu: 'Meny',
    close: 'Stäng menyn',
    signIn: 'Logga in',
    section: null,
    premium: '/boende/gor-det-sjalv/mala-koksluckor',
    subscribe: 'https://shop.cos.example/se/prenumeration',
  },
] as const;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const READER = ACCOUNTS.reader;

const { stack, browser } = useJourney();

async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/users/sign_in`);
  await page.locator('input[name="email"]').fill(READER.email);
  await page.locator('input[name="password"]').fill(READER.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/users/sign_in', { timeout: 15_000 }),
    page.locator('form[action="/users/sign_in"] button[type="submit"]').click(),
  ]);
}

/** Accepts the consent dialog of a first visit when it shows, so that it covers nothing. */
async function dismissConsent(page: Page): Promise<void> {
  const accept = page.locator('[data-consent-action="all"]');
  if (await accept.isVisible()) await accept.click();
}

async function insidePanel(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelector('#site-menu')?.contains(document.activeElement) ?? false,
  );
}

describe.each(SITES)('the header on $id', (site) => {
  const origin = (): string => `http://${site.id}.localhost:${String(stack().port)}`;

  it('opens the off-canvas menu on a phone, keeps focus in it and closes on Escape', async () => {
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
    await dismissConsent(page);
    const toggle = page.locator('button[data-menu-toggle]');
    await toggle.waitFor();
    expect((await toggle.innerText()).trim()).toBe(site.menu);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = page.locator('#site-menu');
    expect(await page.locator('#site-menu .main-menu__link').first().isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.locator('#site-menu .main-menu__link').first().isVisible())
      .toBe(true);
    expect(await panel.getAttribute('role')).toBe('dialog');
    expect(await panel.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      site.close,
    );
    // Shift+Tab from the first control wraps to the last; Tab goes round and never leaves.
    await page.keyboard.press('Shift+Tab');
    expect(await insidePanel(page)).toBe(true);
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      expect(await insidePanel(page)).toBe(true);
    }

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle')),
    ).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
    await expect
      .poll(() => page.locator('#site-menu .main-menu__link').first().isVisible())
      .toBe(false);

    await toggle.click();
    await page.locator('#site-menu button[data-menu-close]').click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  }, 60_000);

  it('keeps the menu reachable without JavaScript, as a link to the panel', async () => {
    const context = await browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin()}/`);
    const link = page.locator('a[data-menu-toggle]');
    expect(await link.getAttribute('href')).toBe('#site-menu');
    await link.click();
    await expect
      .poll(() => page.locator('#site-menu .main-menu__link').first().isVisible())
      .toBe(true);
    await page.locator('#site-menu a[data-menu-close]').click();
    await expect
      .poll(() => page.locator('#site-menu .main-menu__link').first().isVisible())
      .toBe(false);
    await context.close();
  }, 60_000);

  it('shows the horizontal menu and no menu button on a laptop', async () => {
    const context = await browser().newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-menu-toggle]').isVisible()).toBe(false);
    const links = page.locator('#site-menu .main-menu__link');
    expect(await links.first().isVisible()).toBe(true);
    const tops = await links.evaluateAll((all) =>
      all.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    if (site.section !== null) {
      const parent = page.locator('.main-menu__item--parent', {
        has: page.locator(`.main-menu__link:text-is("${site.section}")`),
      });
      expect(await parent.locator('.main-menu__submenu').isVisible()).toBe(false);
      await parent.hover();
      expect(await parent.locator('.main-menu__submenu').isVisible()).toBe(true);
    }
    await context.close();
  }, 60_000);

  it('offers "sign in", then shows the signed-in reader\'s name and signs out from its menu', async () => {
    const anonymous = await browser().newContext({ viewport: LAPTOP });
    const first = await anonymous.newPage();
    await first.goto(`${origin()}/`, { waitUntil: 'networkidle' });
    expect((await first.locator('a[data-account="signed-out"]').innerText()).trim()).toBe(
      site.signIn,
    );
    await anonymous.close();

    // A context of its own: the browser may keep the anonymous page of a path for a minute.
    const context: BrowserContext = await browser().newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    await signIn(page, origin());
    await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
    await dismissConsent(page);
    const name = page.locator('summary [data-account-name]');
    // The given name from the id token (the sandbox's carry it, as Cognito's do).
    await expect.poll(() => name.innerText()).toBe(READER.givenName);
    // The name came from the browser: the server's HTML has none.
    const html = await page.evaluate(async () =>
      (await fetch('/', { cache: 'no-store', credentials: 'same-origin' })).text(),
    );
    expect(html).toContain('data-account-menu');
    expect(html).not.toContain(READER.givenName);
    expect(html).not.toContain(READER.email);

    await page.locator('details[data-account-menu] summary').click();
    expect(await page.locator('.account-menu__link[href="/users/favourites"]').isVisible()).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    expect(await page.locator('details[data-account-menu]').getAttribute('open')).toBeNull();

    await page.locator('details[data-account-menu] summary').click();
    await Promise.all([page.waitForEvent('load'), page.locator('a[data-sign-out]').click()]);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('a[data-account="signed-out"]').count()).toBe(1);
    expect(await page.locator('details[data-account-menu]').count()).toBe(0);
    await context.close();
  }, 90_000);

  it('offers a signed-out reader the subscription and sign-in, a signed-in one the upgrade', async () => {
    const anonymous = await browser().newContext({ viewport: PHONE });
    const first = await anonymous.newPage();
    await first.goto(`${origin()}${site.premium}`);
    const offer = first.locator('.paywall');
    expect(await offer.locator('a.paywall__subscribe').getAttribute('href')).toBe(site.subscribe);
    expect(await offer.locator('a.paywall__login').count()).toBe(1);
    await anonymous.close();

    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    const box = page.locator('.paywall');
    await signIn(page, origin());
    await page.goto(`${origin()}${site.premium}`);
    expect(await box.locator('a.paywall__subscribe').getAttribute('href')).toBe(site.subscribe);
    expect(await box.locator('a.paywall__login').count()).toBe(0);
    expect(await box.getAttribute('class')).toContain('paywall--upgrade');
    await context.close();
  }, 60_000);

  it('fits the sign-in and sign-up forms in their card, with no sideways scroll at 320-414 px', async () => {
    for (const width of [320, 360, 390, 414]) {
      const context = await browser().newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const path of ['/users/sign_in', '/users/sign_up', '/users/forgot_password']) {
        await page.goto(`${origin()}${path}`, { waitUntil: 'networkidle' });
        const fit = await page.evaluate(() => {
          const card = document.querySelector('.account__panel')?.getBoundingClientRect();
          let overflow = 0;
          if (card !== undefined)
            for (const element of document.querySelectorAll('.account__panel *'))
              overflow = Math.max(overflow, element.getBoundingClientRect().right - card.right);
          return { scrollWidth: document.documentElement.scrollWidth, overflow };
        });
        expect(fit.scrollWidth, `${path} at ${String(width)}px`).toBeLessThanOrEqual(width);
        expect(fit.overflow, `${path} at ${String(width)}px`).toBeLessThanOrEqual(0);
      }
      await context.close();
    }
  }, 90_000);
});
