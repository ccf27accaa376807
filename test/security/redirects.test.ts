import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeReturnUri } from '../../src/domain/identity/user-state.rules';
import {
  headerSafeLocation,
  isSameSitePath,
  sameSiteLocation,
} from '../../src/domain/routing/redirect.rules';
import { returnPath } from '../../src/domain/services/reader-service-view.types';
import { anchors, startTags } from '../support/html-reading';
import {
  HOST,
  listeningSecurityApp,
  RedirectingContent,
  securityApp,
  SITE_ORIGIN,
  staysOnSite,
  type ListeningSecurityApp,
  type SecurityApp,
} from './security-app';

/**
 * Open-redirect payloads against every input that ends up in a Location header or a back link:
 * the content API's redirects and canonical redirects through the page route, `returnUri` of
 * sign-in and sign-out, the calculator's and newsletter's `return` field and Referer. Every
 * location and back link the product emits must stay on the site (a same-site path, or the
 * site's own origin), and no redirect off the site may be publicly cacheable.
 */

const BASE_PAYLOADS: readonly string[] = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '//evil.example/',
  '//evil.example/%2F..',
  '//evil.example@wom-dk.localhost:3000',
  '/\\evil.example',
  '/\\/evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '\\/\\/evil',
  '\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%255Cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d/evil.example',
  '/%00//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\t\t/evil.example',
  '/\u0000/evil.example',
  '\t//evil.example',
  '\u2028//evil.example',
  '/ /evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/..;/evil.example',
  'https://evil.example',
  'http://evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'https:/\\evil.example',
  'hTtPs://evil.example',
  'http://wom-dk.localhost:3000@evil.example/',
  'http://wom-dk.localhost:3000.evil.example/',
  'http://evil.example\\@wom-dk.localhost:3000/',
  'http://evil.example#@wom-dk.localhost:3000/',
  '//wom-dk.localhost:3000%40evil.example',
  '@evil.example',
  'evil.example',
  'http://127.0.0.1:9999/',
  '//127.0.0.1:9999',
  'http://[::1]:9999/',
  'http://0x7f.1/',
  'http://2130706433/',
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '／／evil.example',
  '/／evil.example',
  '＼＼evil.example',
  '//evil%E3%80%82example',
  '//evil。example',
  '/\u3000/evil.example',
  `//${'a'.repeat(600)}.example`,
];

/** Ways the same payload may be spelled on the way in. */
const ENCODINGS: Readonly<Record<string, (payload: string) => string>> = {
  raw: (payload) => payload,
  upper: (payload) => payload.toUpperCase(),
  encoded: (payload) => encodeURIComponent(payload),
  slashesEncoded: (payload) => payload.replaceAll('/', '%2F').replaceAll('\\', '%5C'),
  doubleEncoded: (payload) => encodeURIComponent(encodeURIComponent(payload)),
  tabbed: (payload) => payload.replace(/^(.)(.)/u, '$1\t$2'),
  padded: (payload) => ` ${payload}\t`,
};

export const REDIRECT_PAYLOADS: readonly string[] = [
  ...new Set(
    BASE_PAYLOADS.flatMap((payload) => Object.values(ENCODINGS).map((encode) => encode(payload))),
  ),
];

/** Payloads the product keeps as they are (same-site paths); every other one becomes `/`. */
export const KEPT_PAYLOADS: readonly string[] = REDIRECT_PAYLOADS.filter(
  (payload) => sameSiteLocation(payload) === payload,
);

function problemsOfRedirect(what: string, response: LightMyRequestResponse): string[] {
  const location = response.headers.location;
  if (typeof location !== 'string') return [];
  const problems: string[] = [];
  if (!staysOnSite(location)) {
    problems.push(`${what}: Location ${location}`);
    if (/\bpublic\b/.test(response.headers['cache-control'] ?? '')) {
      problems.push(`${what}: public redirect off the site`);
    }
  }
  return problems;
}

/** Every link and `return`/`returnUri` field of a page, and the returnUri inside each link. */
function backLinksOf(html: string): string[] {
  const links = anchors(html)
    .map((anchor) => anchor.attributes.href ?? '')
    .filter((href) => href !== '' && !href.startsWith('#'));
  const fields = startTags(html, 'input')
    .filter(({ attributes }) => attributes.name === 'return' || attributes.name === 'returnUri')
    .map(({ attributes }) => attributes.value ?? '');
  const nested = links.flatMap((href) => {
    const query = href.split('?')[1];
    if (query === undefined) return [];
    const params = new URLSearchParams(query);
    return [...params.getAll('returnUri'), ...params.getAll('return')];
  });
  return [...links, ...fields, ...nested];
}

function problemsOfPage(what: string, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`${what}: status ${String(response.statusCode)}`);
  for (const link of backLinksOf(response.body)) {
    if (!staysOnSite(link)) problems.push(`${what}: link ${link}`);
  }
  return [...problems, ...problemsOfRedirect(what, response)];
}

describe('redirect payloads', () => {
  it(`has at least 250 payloads (${String(REDIRECT_PAYLOADS.length)})`, () => {
    expect(REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(250);
  });

  it(`keeps all ${String(REDIRECT_PAYLOADS.length)} payloads on the site in the redirect rules`, () => {
    const problems: string[] = [];
    for (const payload of REDIRECT_PAYLOADS) {
      const what = JSON.stringify(payload);
      const outcomes: [string, string | null][] = [
        ['sameSiteLocation', sameSiteLocation(payload)],
        ['headerSafeLocation', headerSafeLocation(sameSiteLocation(payload))],
        ['safeReturnUri', safeReturnUri(payload)],
        ['returnPath', returnPath(payload)],
        ['returnPath with origin', returnPath(payload, SITE_ORIGIN)],
      ];
      for (const [rule, outcome] of outcomes) {
        if (outcome !== null && !staysOnSite(outcome))
          problems.push(`${rule}(${what}) = ${outcome}`);
      }
      if (isSameSitePath(payload) && !staysOnSite(payload))
        problems.push(`isSameSitePath(${what})`);
    }
    expect(problems).toEqual([]);
  });

  it(`sends the ${String(REDIRECT_PAYLOADS.length - KEPT_PAYLOADS.length)} payloads that are not same-site paths home`, () => {
    for (const payload of REDIRECT_PAYLOADS.filter((item) => !KEPT_PAYLOADS.includes(item))) {
      expect(sameSiteLocation(payload), JSON.stringify(payload)).toBe('/');
    }
    // What is kept is a path on the site, whatever a browser makes of it.
    for (const payload of KEPT_PAYLOADS) {
      expect(new URL(payload, SITE_ORIGIN).origin).toBe(SITE_ORIGIN);
    }
  });
});

describe('redirecting inputs over HTTP (production)', () => {
  let started: SecurityApp;

  beforeAll(async () => {
    started = await securityApp({ production: true, content: new RedirectingContent() });
  });
  afterAll(async () => {
    await started.app.close();
  });

  async function each(
    send: (payload: string) => Promise<LightMyRequestResponse>,
    check: (what: string, response: LightMyRequestResponse) => string[],
    name: string,
  ): Promise<string[]> {
    const problems: string[] = [];
    for (const payload of REDIRECT_PAYLOADS) {
      problems.push(...check(`${name} ${JSON.stringify(payload)}`, await send(payload)));
    }
    return problems;
  }

  it(`keeps the content API's redirects to all ${String(REDIRECT_PAYLOADS.length)} payloads on the site`, async () => {
    const problems = await each(
      (payload) => started.app.inject({ url: `/r/${encodeURIComponent(payload)}`, headers: HOST }),
      (what, response) => [
        ...(response.statusCode === 301 ? [] : [`${what}: status ${String(response.statusCode)}`]),
        ...problemsOfRedirect(what, response),
      ],
      'content redirect',
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it('keeps signed-in sign-in redirects (returnUri) on the site', async () => {
    const problems = await each(
      (payload) =>
        started.app.inject({
          url: `/users/sign_in?${new URLSearchParams({ returnUri: payload }).toString()}`,
          headers: { ...HOST, cookie: started.signedInCookie },
        }),
      (what, response) => [
        ...(response.statusCode === 303 ? [] : [`${what}: status ${String(response.statusCode)}`]),
        ...problemsOfRedirect(what, response),
      ],
      'sign-in',
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it('keeps the sign-in form returnUri field and links on the site', async () => {
    const problems = await each(
      (payload) =>
        started.app.inject({
          url: `/users/sign_in?${new URLSearchParams({ returnUri: payload }).toString()}`,
          headers: HOST,
        }),
      problemsOfPage,
      'sign-in form',
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it('keeps sign-out redirects (/users/sign_in/logout?returnUri=) on the site', async () => {
    const problems = await each(
      (payload) =>
        started.app.inject({
          url: `/users/sign_in/logout?${new URLSearchParams({ returnUri: payload }).toString()}`,
          headers: HOST,
        }),
      (what, response) => [
        ...(response.statusCode === 303 ? [] : [`${what}: status ${String(response.statusCode)}`]),
        ...problemsOfRedirect(what, response),
      ],
      'sign-out',
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("keeps the calculator's back link (return field) on the site", async () => {
    const problems = await each(
      (payload) =>
        started.app.inject({
          url: `/calculators/bmi?${new URLSearchParams({ weight: '70', height: '180', return: payload }).toString()}`,
          headers: HOST,
        }),
      problemsOfPage,
      'calculator return',
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("keeps the calculator's back link from a Referer on the site", async () => {
    const problems = await each(
      (payload) =>
        started.app.inject({
          url: '/calculators/bmi',
          headers: { ...HOST, referer: headerSafeLocation(payload) },
        }),
      problemsOfPage,
      'calculator referer',
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("keeps the newsletter form's back link (return field) on the site", async () => {
    const problems = await each(
      (payload) =>
        started.app.inject({
          method: 'POST',
          url: '/newsletter/sign-up',
          payload: new URLSearchParams({ email: 'a@b.dk', return: payload }).toString(),
          headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
        }),
      problemsOfPage,
      'newsletter return',
    );
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('path normalisation over a socket (production)', () => {
  let listening: ListeningSecurityApp;

  beforeAll(async () => {
    listening = await listeningSecurityApp({
      production: true,
      content: new RedirectingContent(),
    });
  });
  afterAll(async () => {
    await listening.close();
  });

  async function get(
    path: string,
  ): Promise<{ status: number; location: unknown; cacheControl: unknown }> {
    const answer = await listening.get(path);
    return {
      status: answer.status,
      location: answer.headers.location,
      cacheControl: answer.headers['cache-control'],
    };
  }

  /** The payloads as request paths: one leading `/`, characters a client refuses encoded. */
  const PATHS = [
    ...new Set(
      REDIRECT_PAYLOADS.map((payload) =>
        headerSafeLocation(payload.startsWith('/') ? payload : `/${payload}`),
      ),
    ),
  ];

  it(`keeps the canonical redirects of ${String(PATHS.length)} hostile paths on the site (GET //EVIL.EXAMPLE…)`, async () => {
    const problems: string[] = [];
    for (const path of PATHS) {
      // Twice: the second answer may come from the response cache (the fast path).
      for (const round of [1, 2]) {
        const answer = await get(path);
        if (answer.status >= 500)
          problems.push(`${path} (${String(round)}): ${String(answer.status)}`);
        const location = answer.location;
        if (typeof location === 'string' && !staysOnSite(location)) {
          problems.push(`${path} (${String(round)}): Location ${location}`);
          if (/\bpublic\b/.test(String(answer.cacheControl))) problems.push(`${path}: public`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('answers GET //EVIL.EXAMPLE with a redirect home, not to the other host', async () => {
    const answer = await get('//EVIL.EXAMPLE');
    expect(answer.status).toBe(301);
    expect(answer.location).toBe('/');
  });
});
