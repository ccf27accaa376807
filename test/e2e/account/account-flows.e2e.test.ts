import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFullStack, type FullStack } from './full-stack';
import { waitForHydrated } from '../journeys/journey-browser';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let stack: FullStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startFullStack();
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}, 90_000);

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (stack as FullStack | undefined)?.stop();
});

async function signIn(page: Page, email: string, password: string, returnUri = '/profile') {
  await page.goto(`${stack.origin}/users/sign_in?returnUri=${encodeURIComponent(returnUri)}`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/users/sign_in')),
    page.click('button[type="submit"]'),
  ]);
}

/** The hearts' lookup of the saved ids: after it, the islands are hydrated and know the state. */
function savedLookup(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/favourites');
}

/** The first article the sandbox's popular list links to (a site-relative path and its id). */
async function anArticle(): Promise<{ path: string; id: number }> {
  const response = await fetch(`${stack.sandboxOrigin}/wom-dk/wp-json/app/content/popular`);
  const body = (await response.json()) as { data: { id: number; link: string }[] };
  const first = body.data[0];
  if (first === undefined) throw new Error('the sandbox has no popular articles');
  return { path: first.link, id: first.id };
}

describe('accounts in Chromium against cognito-local and the sandbox', () => {
  it('signs up, confirms with the code and signs in to the profile', async () => {
    const page = await browser.newPage();
    const email = `chromium-${Date.now()}@wom.test`;
    await page.goto(`${stack.origin}/users/sign_up`);
    await page.fill('input[name="given_name"]', 'Chris');
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', 'Chromium-1');
    await page.fill('input[name="password_repeat"]', 'Chromium-1');
    await page.click('button[type="submit"]');
    await page.waitForSelector('input[name="code"]');
    await page.fill('input[name="code"]', '123456');
    await Promise.all([page.waitForURL(/\/users\/sign_in/), page.click('button[type="submit"]')]);
    await signIn(page, email, 'Chromium-1');
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await page.textContent('main')).toContain(email);
    await page.close();
  });

  it('validates while typing after the debounce and toggles the password visibility', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.origin}/users/sign_in`);
    // typing before React has attached its handlers would never validate: wait for hydration
    await waitForHydrated(page, 'input[name="email"]');
    await waitForHydrated(page, '.form-field__toggle');
    await page.fill('input[name="email"]', 'not-an-email');
    await page.waitForSelector('#field-email-error');
    expect(await page.textContent('#field-email-error')).toContain('gyldig e-mailadresse');
    await page.fill('input[name="password"]', 'secret!');
    await page.click('.form-field__toggle');
    expect(await page.getAttribute('input[name="password"]', 'type')).toBe('text');
    await page.close();
  });

  it('adds a favourite with the heart, lists it on the favourites page and removes it', async () => {
    const article = await anArticle();
    const page = await browser.newPage();
    await signIn(page, 'reader@wom.test', 'Reader-2026', article.path);
    expect(new URL(page.url()).pathname).toBe(article.path);
    const heart = page.locator(`[data-favourite="${String(article.id)}"] .favourite__add`).first();
    await Promise.all([savedLookup(page), page.reload()]);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/favourites/')),
      heart.click(),
    ]);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).pathname).toBe(article.path);

    await page.goto(`${stack.origin}/users/favourites`);
    expect(await page.locator(`main a[href="${article.path}"]`).count()).toBeGreaterThan(0);

    await Promise.all([savedLookup(page), page.goto(`${stack.origin}${article.path}`)]);
    const again = page.locator(`[data-favourite="${String(article.id)}"] .favourite__add`).first();
    await page.waitForFunction(
      (id) =>
        document
          .querySelector(`[data-favourite="${id}"] .favourite__add`)
          ?.getAttribute('aria-pressed') === 'true',
      String(article.id),
    );
    await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/favourites/')),
      again.click(),
    ]);
    expect(await again.getAttribute('aria-pressed')).toBe('false');
    await page.goto(`${stack.origin}/users/favourites`);
    expect(await page.locator(`main a[href="${article.path}"]`).count()).toBe(0);
    await page.close();
  });

  it('answers an anonymous heart "not signed in" without an error, and refuses its changes', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.origin}/`);
    const listed = await page.evaluate(async () => {
      const response = await fetch('/api/favourites');
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(listed).toEqual({ status: 200, body: { data: null } });
    // the page's own lookup and this one: an answer, so the loading bar never turns red
    expect(await page.locator('.loading-bar[data-state="failed"]').count()).toBe(0);
    const put = await page.evaluate(async () => {
      const forged = await fetch('/api/favourites/1001', { method: 'PUT' });
      await forged.body?.cancel();
      const { token } = (await (await fetch('/api/csrf-token')).json()) as { token: string };
      const signedOut = await fetch('/api/favourites/1001', {
        method: 'PUT',
        headers: { 'x-csrf-token': token },
      });
      await signedOut.body?.cancel();
      return [forged.status, signedOut.status];
    });
    // without a token: refused before anything else; with one: "sign in first"
    expect(put).toEqual([403, 401]);
    await page.close();
  });

  it('sends an anonymous reader who taps the heart to the login with returnUri and locale', async () => {
    const article = await anArticle();
    const page = await browser.newPage();
    await Promise.all([savedLookup(page), page.goto(`${stack.origin}${article.path}`)]);
    await Promise.all([
      page.waitForURL(/\/users\/sign_in\?/),
      page.click(`[data-favourite="${String(article.id)}"] .favourite__add`),
    ]);
    const url = new URL(page.url());
    // back through the resume route, which saves the article, to the page
    expect(url.searchParams.get('returnUri')).toBe(
      `/users/favourites/resume?return=${encodeURIComponent(article.path)}`,
    );
    expect(url.searchParams.get('locale')).toBe('da-DK');
    await page.close();
  });

  it('answers 403 on the admin overview for a non-admin and shows it to an admin', async () => {
    const page = await browser.newPage();
    await signIn(page, 'subscriber@wom.test', 'Subscriber-2026');
    const forbidden = await page.goto(`${stack.origin}/admin-dashboard/overview`);
    expect(forbidden?.status()).toBe(403);
    await page.close();
    const admin = await browser.newPage();
    await signIn(admin, 'admin@wom.test', 'Admin-2026', '/admin-dashboard/overview');
    expect(await admin.textContent('main')).toContain('Andel svar fra cache');
    await admin.close();
  });

  it('tracks the account forms: a refused sign-in, a password reset and the logout', async () => {
    const context = await browser.newContext();
    // Every data-layer push is copied to sessionStorage: a submitted form leaves its page.
    await context.addInitScript(() => {
      const layer: unknown[] = [];
      const keep = layer.push.bind(layer);
      layer.push = (...events: unknown[]) => {
        const kept = JSON.parse(sessionStorage.getItem('pushed') ?? '[]') as unknown[];
        sessionStorage.setItem('pushed', JSON.stringify([...kept, ...events]));
        return keep(...events);
      };
      (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    });
    const page = await context.newPage();
    const formEvents = async () =>
      (
        JSON.parse((await page.evaluate(() => sessionStorage.getItem('pushed'))) ?? '[]') as {
          event?: string;
        }[]
      ).filter((event) => event.event === 'form');

    await page.goto(`${stack.origin}/users/sign_in`);
    await page.fill('input[name="email"]', 'reader@wom.test');
    await page.fill('input[name="password"]', 'not-the-password');
    await Promise.all([page.waitForLoadState('load'), page.click('button[type="submit"]')]);
    await expect.poll(formEvents).toEqual([
      expect.objectContaining({ activeForm: 'login', eventType: 'form', formAction: 'submit' }),
      {
        event: 'form',
        eventType: 'form',
        activeForm: 'login',
        formAction: 'error',
        position: 'all page',
        errorMessage: 'views.base.login.submit_error',
      },
    ]);

    await page.goto(`${stack.origin}/users/forgot_password`);
    await page.fill('input[name="email"]', 'reader@wom.test');
    await Promise.all([
      page.waitForURL(/\/users\/new_password/),
      page.click('button[type="submit"]'),
    ]);
    expect((await formEvents()).at(-1)).toMatchObject({
      activeForm: 'reset password',
      formAction: 'submit',
      position: 'all page',
    });

    await signIn(page, 'reader@wom.test', 'Reader-2026', '/');
    await page.goto(`${stack.origin}/users/settings`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.click('form[action="/users/sign_out"] button'),
    ]);
    expect((await formEvents()).at(-1)).toMatchObject({
      activeForm: 'logout',
      formAction: 'submit',
    });
    await context.close();
  }, 90_000);

  it('signs out to the logout path and back to the page, anonymous again', async () => {
    const page = await browser.newPage();
    await signIn(page, 'reader@wom.test', 'Reader-2026');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.click('form[action="/users/sign_out"] button'),
    ]);
    const profile = await page.goto(`${stack.origin}/profile`);
    expect(new URL(profile?.url() ?? '').pathname).toBe('/users/sign_in');
    await page.close();
  });
});
