import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  CONSENT_COOKIE,
  serializeChoice,
} from '../../../src/render/components/consent/consent-choice';
import { SEED_ACCOUNTS, type SeedAccount } from '../../../sandbox/identity/seed-accounts';
import { useJourney } from './journey-stack';
import { embeddedSites, sitePages, type SitePages } from './site-pages';

/**
 * The favourite heart as a reader presses it, in Chromium on three sites: a tap at 390 px (a
 * touch screen) and a click at 1366 px, at the heart's own place on the screen, as a finger or a
 * mouse would, so whatever lies on top of the heart gets the press. One press saves or removes,
 * on a listing's teaser, on the article and on the favourites page, and never opens the article;
 * a signed-out reader's press survives the sign-in (saved, and back on the page at the heart);
 * the favourites page is a grid of normal cards on a laptop; without JavaScript, a removal on the
 * favourites page is a plain form post that says so.
 */
const SITES = ['wom-dk', 'wom-nl', 'cos-se'];
/**
 * One seeded account per site: sign-in attempts are limited per account (ADR 11), and each site
 * signs in once for its signed-in tests and once per signed-out journey.
 */
const ACCOUNT_OF: Readonly<Record<string, SeedAccount['role']>> = {
  'wom-dk': 'just-register',
  'wom-nl': 'subscriber-wom',
  'cos-se': 'subscriber-cos',
};
const VIEWPORTS = [
  { name: 'a phone', width: 390, height: 844, touch: true },
  { name: 'a laptop', width: 1366, height: 900, touch: false },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const HEART = 'form.favourite[data-favourite]';
const { stack, browser } = useJourney();
/** Presses answer over the network; on a busy machine (2 shared cores) that takes a while. */
const SLOW = { timeout: 10_000 };
const pagesOf = new Map<string, SitePages>();
/** Each site's signed-in cookies, from one sign-in (contexts of any width start from them). */
const sessionOf = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

beforeAll(async () => {
  for (const site of embeddedSites(stack()).filter((candidate) => SITES.includes(candidate.id))) {
    const found = await sitePages(stack(), site);
    pagesOf.set(site.id, found);
    const context = await newContext(found, VIEWPORTS[1]);
    const page = await context.newPage();
    await page.goto(`${found.origin}/users/sign_in`);
    await fillSignIn(page, accountOf(site.id));
    sessionOf.set(site.id, await context.storageState());
    await context.close();
  }
}, 90_000);

function accountOf(id: string): SeedAccount {
  const account = SEED_ACCOUNTS.find((candidate) => candidate.role === ACCOUNT_OF[id]);
  if (account === undefined) throw new Error(`no seeded account for ${id}`);
  return account;
}

function pages(id: string): SitePages {
  const found = pagesOf.get(id);
  if (found === undefined) throw new Error(`no pages for ${id}`);
  return found;
}

async function newContext(
  site: SitePages,
  viewport: Viewport,
  { javaScriptEnabled = true, signedIn = false } = {},
): Promise<BrowserContext> {
  const context = await browser().newContext({
    viewport: { width: viewport.width, height: viewport.height },
    hasTouch: viewport.touch,
    isMobile: viewport.touch,
    locale: site.site.locale,
    javaScriptEnabled,
    ...(signedIn ? { storageState: sessionOf.get(site.site.id) } : {}),
  });
  // a returning reader: the consent dialog is not in the way
  await context.addCookies([
    { name: CONSENT_COOKIE, value: serializeChoice(ALL_GRANTED), url: site.origin },
  ]);
  return context;
}

async function fillSignIn(page: Page, account: SeedAccount): Promise<void> {
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/users/sign_in', { timeout: 15_000 }),
    page.locator('form[action="/users/sign_in"] button[type="submit"]').click(),
  ]);
}

/** The signed-in reader on `path`, with no favourites saved on the site. */
async function signedIn(
  site: SitePages,
  viewport: Viewport,
  path: string,
  javaScriptEnabled = true,
): Promise<Page> {
  const context = await newContext(site, viewport, { signedIn: true });
  const page = await context.newPage();
  await page.goto(`${site.origin}${path}`);
  await clearFavourites(page);
  if (!javaScriptEnabled) {
    await context.close();
    const plain = await newContext(site, viewport, { signedIn: true, javaScriptEnabled });
    const plainPage = await plain.newPage();
    await plainPage.goto(`${site.origin}${path}`);
    return plainPage;
  }
  await page.reload();
  return page;
}

/** The reader's saved article ids, from the favourites API. */
function savedIds(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/favourites', { credentials: 'same-origin' });
    const body = (await response.json()) as { data: number[] | null };
    return body.data ?? [];
  });
}

/** Removes every saved article over the API (the tests share one account per site). */
async function clearFavourites(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { token } = (await (await fetch('/api/csrf-token')).json()) as { token: string };
    const { data } = (await (await fetch('/api/favourites')).json()) as { data: number[] | null };
    for (const id of data ?? [])
      await fetch(`/api/favourites/${String(id)}`, {
        method: 'DELETE',
        headers: { 'x-csrf-token': token },
      });
  });
}

async function saveOverApi(page: Page, id: number): Promise<void> {
  await page.evaluate(async (article) => {
    const { token } = (await (await fetch('/api/csrf-token')).json()) as { token: string };
    await fetch(`/api/favourites/${String(article)}`, {
      method: 'PUT',
      headers: { 'x-csrf-token': token },
    });
  }, id);
}

/**
 * Presses the heart where it is on the screen, as a reader does: a tap on a touch screen, a click
 * with the mouse. What is on top at that point gets it (a link over the heart would open).
 */
async function press(page: Page, heart: Locator, viewport: Viewport): Promise<void> {
  const button = heart.locator('button.favourite__add');
  await button.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
  });
  const box = await button.boundingBox();
  if (box === null) throw new Error('the heart is not on the screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (viewport.touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

function idOf(heart: Locator): Promise<number> {
  return heart.getAttribute('data-favourite').then(Number);
}

function pressed(heart: Locator): Promise<string | null> {
  return heart.locator('button.favourite__add').getAttribute('aria-pressed');
}

/** The first heart inside `scope` that is set up (enhanced) and shown. */
async function firstHeart(page: Page, scope: string): Promise<Locator> {
  const hearts = page.locator(`${scope} ${HEART}[data-enhanced="true"]`);
  await expect.poll(() => hearts.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  return hearts.first();
}

describe.each(SITES)('the hearts on %s', (id) => {
  describe.each(VIEWPORTS)('on $name ($width px)', (viewport) => {
    it("saves and removes with one press on a listing's teaser, never opening the article", async () => {
      const site = pages(id);
      const page = await signedIn(site, viewport, site.listing);
      const heart = await firstHeart(page, 'main .teaser');
      const article = await idOf(heart);
      await expect.poll(() => pressed(heart), SLOW).toBe('false');

      await press(page, heart, viewport);
      await expect.poll(() => pressed(heart), SLOW).toBe('true');
      await expect.poll(() => savedIds(page), SLOW).toContain(article);
      expect(new URL(page.url()).pathname).toBe(site.listing);
      expect(new URL(page.url()).hash).toBe('');
      // the page has the answer too (its message): the heart takes the next press
      await expect.poll(() => page.locator('.favourite-toast').innerText(), SLOW).not.toBe('');

      await press(page, heart, viewport);
      await expect.poll(() => pressed(heart), SLOW).toBe('false');
      await expect.poll(() => savedIds(page), SLOW).not.toContain(article);
      expect(new URL(page.url()).pathname).toBe(site.listing);
      await page.context().close();
    }, 90_000);

    it('saves the article with one press on its own heart, staying on it', async () => {
      const site = pages(id);
      const page = await signedIn(site, viewport, site.article);
      const heart = await firstHeart(page, '.article-favourite');
      const article = await idOf(heart);

      await press(page, heart, viewport);
      await expect.poll(() => pressed(heart), SLOW).toBe('true');
      await expect.poll(() => savedIds(page), SLOW).toEqual([article]);
      expect(new URL(page.url()).pathname).toBe(site.article);
      await page.context().close();
    }, 90_000);

    it('removes an article with one press on the favourites page, whose cards are a grid', async () => {
      const site = pages(id);
      const page = await signedIn(site, viewport, site.article);
      const article = await idOf(await firstHeart(page, '.article-favourite'));
      await saveOverApi(page, article);
      await page.goto(`${site.origin}/users/favourites`);
      const heart = await firstHeart(page, 'main .teaser');
      expect(await idOf(heart)).toBe(article);
      await expect.poll(() => pressed(heart), SLOW).toBe('true');
      if (!viewport.touch) {
        const card = await page.locator('main .teaser').first().boundingBox();
        expect(card?.width).toBeGreaterThan(250);
        const title = page.locator('main .teaser__title').first();
        const lines = await title.evaluate((element) => {
          const style = getComputedStyle(element);
          return element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
        });
        expect(lines).toBeLessThanOrEqual(3);
      }

      await press(page, heart, viewport);
      await expect.poll(() => pressed(heart), SLOW).toBe('false');
      await expect.poll(() => savedIds(page), SLOW).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/users/favourites');
      await page.context().close();
    }, 90_000);

    it('keeps a signed-out press through the sign-in: saved, and back on the page at the heart', async () => {
      const site = pages(id);
      const context = await newContext(site, viewport);
      const page = await context.newPage();
      await page.goto(`${site.origin}${site.listing}`);
      const heart = await firstHeart(page, 'main .teaser');
      const article = await idOf(heart);

      await Promise.all([
        page.waitForURL((url) => url.pathname === '/users/sign_in', { timeout: 15_000 }),
        press(page, heart, viewport),
      ]);
      expect(await page.locator('.account-form__notice[role="status"]').innerText()).not.toBe('');
      await fillSignIn(page, accountOf(id));
      const back = new URL(page.url());
      expect(back.pathname).toBe(site.listing);
      expect(back.hash).toBe(`#favourite-${String(article)}-added`);
      expect(await savedIds(page)).toContain(article);

      const landed = page.locator(`${HEART}[data-favourite="${String(article)}"]`).first();
      await expect.poll(() => pressed(landed), SLOW).toBe('true');
      const box = await landed.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      await clearFavourites(page);
      await context.close();
    }, 90_000);
  });

  it('removes an article on the favourites page without JavaScript, with a plain form post that says so', async () => {
    const site = pages(id);
    const page = await signedIn(site, VIEWPORTS[1], site.article, false);
    const articleHeart = page.locator(`.article-favourite ${HEART}`);
    const article = await idOf(articleHeart);
    await Promise.all([
      page.waitForURL(/-added$/),
      articleHeart.locator('button.favourite__add').click(),
    ]);

    await page.goto(`${site.origin}/users/favourites`);
    const card = page.locator(`main ${HEART}[data-favourite="${String(article)}"]`);
    expect(await card.count()).toBe(1);
    await Promise.all([
      page.waitForURL((url) => url.search === '?removed=1'),
      card.locator('button.favourite__remove').click(),
    ]);
    expect(new URL(page.url()).pathname).toBe('/users/favourites');
    expect(await page.locator('main .account-form__notice[role="status"]').isVisible()).toBe(true);
    expect(await card.count()).toBe(0);
    await page.context().close();
  }, 90_000);
});
