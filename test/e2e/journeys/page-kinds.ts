import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEED_ACCOUNTS, type SeedAccount } from '../../../sandbox/identity/seed-accounts';
import {
  ALL_GRANTED,
  CONSENT_COOKIE,
  serializeChoice,
} from '../../../src/render/components/consent/consent-choice';
import type { SitePages } from './site-pages';

/** Who looks at a page: nobody signed in, or one of the seeded accounts. */
export type Viewer = 'anonymous' | SeedAccount['role'];

/**
 * One kind of page a reader, a subscriber or an editor meets, found on a site of the embedded
 * default (`path` answers null where the site has none). The layout checks and
 * `npm run screenshots` (scripts/screenshots.ts) walk the same list.
 */
export interface PageKind {
  readonly kind: string;
  readonly path: (pages: SitePages) => string | null;
  readonly viewer: Viewer;
  /** A reader's first visit: no consent choice yet, so the consent dialog shows. */
  readonly firstVisit: boolean;
}

/** A premium article and an article with calculators, per site of the content pack. */
const PREMIUM: Readonly<Record<string, string>> = {
  'wom-dk': '/traening/12-ugers-traeningsprogram',
  'wom-nl': '/training/12-weken-trainingsschema',
};
const CALCULATOR: Readonly<Record<string, string>> = {
  'wom-dk': '/sundhed/beregn-bmi-og-fedtprocent',
  'wom-nl': '/gezondheid/bereken-je-bmi-en-vetpercentage',
};

const kind = (
  name: string,
  path: PageKind['path'],
  viewer: Viewer = 'anonymous',
  firstVisit = false,
): PageKind => ({ kind: name, path, viewer, firstVisit });

export const PAGE_KINDS: readonly PageKind[] = [
  kind('first-visit', (p) => p.article, 'anonymous', true),
  kind('home', (p) => p.home),
  kind('listing', (p) => p.listing),
  kind('article', (p) => p.article),
  kind('recipe', (p) => p.recipe),
  kind('video', (p) => p.video),
  kind('paywall', (p) => PREMIUM[p.site.id] ?? null),
  kind('paywall-signed-in', (p) => PREMIUM[p.site.id] ?? null, 'just-register'),
  kind('calculator', (p) => CALCULATOR[p.site.id] ?? null),
  kind('search', (p) => p.search),
  kind('search-empty', () => '/search?s=zzzqqq'),
  kind('not-found', (p) => p.notFound),
  kind('sign-in', (p) => p.signIn),
  kind('sign-up', () => '/users/sign_up'),
  kind('forgot-password', () => '/users/forgot_password'),
  kind('favourites', (p) => p.favourites, 'subscriber-wom'),
  kind('settings', () => '/users/settings', 'subscriber-wom'),
  kind('admin', () => '/admin-dashboard/overview', 'admin'),
];

/**
 * Browser contexts of one viewport, one per viewer and consent state, made on first use (signed in
 * through the form; every reader but a first visitor has accepted all cookies, so banner slots
 * show the sandbox's house ads).
 */
export function contextPool(
  browser: Browser,
  pages: SitePages,
  viewport: { readonly width: number; readonly height: number },
): { get(kind: PageKind): Promise<BrowserContext>; close(): Promise<void> } {
  const contexts = new Map<string, BrowserContext>();
  return {
    async get({ viewer, firstVisit }) {
      const key = `${viewer}:${String(firstVisit)}`;
      const existing = contexts.get(key);
      if (existing !== undefined) return existing;
      const context = await browser.newContext({ viewport, locale: pages.site.locale });
      contexts.set(key, context);
      if (!firstVisit)
        await context.addCookies([
          { name: CONSENT_COOKIE, value: serializeChoice(ALL_GRANTED), url: pages.origin },
        ]);
      if (viewer !== 'anonymous') {
        const page = await context.newPage();
        await signInAs(page, pages.origin, viewer);
        await page.close();
      }
      return context;
    },
    async close() {
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
  };
}

/** Signs `page` in as the seeded account of `role` through the sign-in form. */
export async function signInAs(
  page: Page,
  origin: string,
  role: SeedAccount['role'],
): Promise<void> {
  const account = SEED_ACCOUNTS.find((candidate) => candidate.role === role);
  if (account === undefined) throw new Error(`no seeded ${role} account`);
  await page.goto(`${origin}/users/sign_in`);
  for (let attempt = 1; ; attempt += 1) {
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/users/sign_in',
        { timeout: 15_000 },
      ),
      page.locator('form[action="/users/sign_in"] button[type="submit"]').click(),
    ]);
    // The identity service did not answer within its deadline (a busy machine): the form says
    // "try again later" with 503, and a reader tries again.
    if (answer.status() === 503 && attempt < 3) {
      await page.waitForLoadState('load');
      continue;
    }
    await page.waitForURL((url) => url.pathname !== '/users/sign_in', { timeout: 15_000 });
    return;
  }
}

/** Scrolls through the page so that lazy images load, then back to the top. */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}
