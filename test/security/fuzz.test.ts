import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerSafeLocation } from '../../src/domain/routing/redirect.rules';
import {
  errorLines,
  HOST,
  RedirectingContent,
  listeningSecurityApp,
  securityApp,
  staysOnSite,
  type ListeningSecurityApp,
  type SecurityApp,
} from './security-app';

/**
 * Property tests of the router and the page route: paths and queries built from a nasty alphabet
 * never answer 5xx, never reflect the `<zq>` probe unescaped into HTML, and every Location stays
 * on the site. Bounded runs (the file takes well under a minute on two cores).
 */

const RUNS = { router: 300, pageRoute: 200 } as const;

/** `<zq` never occurs in the product's HTML: finding it means input was reflected as markup. */
const PROBE = /<zq/i;

const TOKENS = [
  '/',
  '//',
  '\\',
  '%',
  '.',
  '..',
  '%2e',
  '%2f',
  '%2F',
  '%5c',
  '%00',
  '%0d%0a',
  '%09',
  '%E0%A4%A',
  '%25',
  '%252f',
  'ü',
  '😀',
  '\u202e',
  '\u3000',
  '／',
  '<zq>',
  '%3Czq%3E',
  '"',
  "'",
  '>',
  '`',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0007',
  '\u007f',
  ' ',
  '?',
  '#',
  ';',
  '&',
  '=',
  '[',
  ']',
  '@',
  ':',
  '*',
  '+',
  '~',
  '$',
  '{',
  '}',
  '__proto__',
  'constructor',
  'javascript:',
  'evil.example',
  'EVIL',
  'a',
  'r',
  'api',
  'search',
  'users',
  'sign_in',
  'assets',
  'calculators',
  'sitemaps',
  'index.pageContext.json',
  '@vite',
] as const;

const text = fc
  .array(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TOKENS) }, fc.string({ maxLength: 4 })),
    {
      maxLength: 10,
    },
  )
  .map((parts) => parts.join(''));

/** Route prefixes, so that every kind of route gets its share of arbitrary tails. */
const ROUTES = [
  '/',
  '/r/',
  '/search',
  '/api/search',
  '/api/search-results',
  '/api/teaser-list',
  '/api/listing-teasers',
  '/calculators/',
  '/calculators/bmi',
  '/users/sign_in',
  '/users/sign_in/logout',
  '/sitemaps/',
  '/sitemap.xml',
  '/robots.txt',
  '/assets/',
  '/healthz',
  '/@vite/',
] as const;

const path = fc.oneof(
  text.map((body) => `/${body}`),
  fc.tuple(fc.constantFrom(...ROUTES), text).map(([route, tail]) => `${route}${tail}`),
);

/** Few keys, so that repeated parameters are common. */
const KEYS = ['s', 'page', 'categories', 'post_type', 'per_page', 'returnUri', 'return', 'cursor'];
const query = fc
  .array(
    fc
      .tuple(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...KEYS) }, text), text)
      .map(([key, value]) => `${key}=${value}`),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.join('&'));

const target = fc
  .tuple(path, fc.option(query, { nil: undefined }))
  .map(([p, q]) => (q === undefined ? p : `${p}?${q}`));

/** Whether the inject client can send the target at all (it parses it as a browser would). */
function injectable(url: string): boolean {
  try {
    new URL(url.startsWith('//') ? `http://localhost${url}` : url, 'http://localhost');
    return true;
  } catch {
    return false;
  }
}

interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

function checkAnswer(what: string, answer: Answer): void {
  expect(answer.status, `${what}: status`).toBeLessThan(500);
  const type = String(answer.headers['content-type'] ?? '');
  if (type.includes('html')) expect(PROBE.test(answer.body), `${what}: reflected <`).toBe(false);
  const location = answer.headers.location;
  if (typeof location === 'string') {
    expect(staysOnSite(location), `${what}: Location ${location}`).toBe(true);
  }
}

describe('fuzzing the router (production)', () => {
  let started: SecurityApp;

  beforeAll(async () => {
    started = await securityApp({ production: true, content: new RedirectingContent() });
  });
  afterAll(async () => {
    await started.app.close();
  });

  it(`answers ${String(RUNS.router)} arbitrary paths and queries below 500, without reflection`, async () => {
    await fc.assert(
      fc.asyncProperty(
        target.filter(injectable),
        fc.constantFrom('GET', 'HEAD', 'POST'),
        async (url, method) => {
          const response = await started.app.inject({
            method,
            url,
            headers: HOST,
            ...(method === 'POST' ? { payload: '' } : {}),
          });
          checkAnswer(`${method} ${JSON.stringify(url)}`, {
            status: response.statusCode,
            headers: response.headers as Answer['headers'],
            body: response.body,
          });
        },
      ),
      { numRuns: RUNS.router },
    );
    expect(errorLines(started.logs)).toEqual([]);
  }, 60_000);
});

describe('fuzzing the page route over a socket (production)', () => {
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

  const get = (pathAndQuery: string): Promise<Answer> => listening.get(pathAndQuery);

  it(`answers ${String(RUNS.pageRoute)} verbatim request paths below 500, each Location on the site`, async () => {
    await fc.assert(
      fc.asyncProperty(target, async (url) => {
        const sent = headerSafeLocation(url);
        // Twice: the second may be answered from the response cache (the fast path).
        for (const round of [1, 2]) {
          checkAnswer(`GET ${JSON.stringify(sent)} (${String(round)})`, await get(sent));
        }
      }),
      { numRuns: RUNS.pageRoute },
    );
    expect(errorLines(listening.started.logs)).toEqual([]);
  }, 60_000);
});
