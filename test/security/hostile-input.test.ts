import { connect } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLines, HOST, securityApp, type SecurityApp } from './security-app';

/** Stands for the signed-in reader's identity cookie, known once the app has started. */
const SIGNED_IN = '<signed-in reader>';

/**
 * Hostile input against every kind of route, in production mode: nothing answers 5xx, no answer
 * shows a stack or a raw error, no HTML answer reflects a probe unescaped, no header is injected,
 * nothing pollutes `Object.prototype`, and nothing is logged at error level.
 */

/** Probes whose reflection in HTML would be markup. */
const MARKUP_PROBES = ['<script>alert(1)</script>', '"><svg onload=alert(1)>'];

/** Values for query parameters, form fields and path segments (each is sent percent-encoded). */
const VALUE_PAYLOADS: readonly string[] = [
  ...MARKUP_PROBES,
  "'><img src=x onerror=alert(1)>",
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
  "' OR '1'='1",
  '1; DROP TABLE users--',
  '1 UNION SELECT null,null--',
  '..',
  '../x',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2f',
  '/',
  '?',
  '#',
  '&',
  '=',
  '\\',
  '//evil.example',
  '\r\nSet-Cookie: x=1',
  '\u0000',
  'a\u0000b',
  '\u202e\u0000\uFEFF',
  'ü€😀',
  'ＡＢＣ／／evil',
  ' ',
  '',
  'x'.repeat(10_000),
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  '[object Object]',
  '__proto__',
  'constructor',
];

/** Raw query strings (sent as they stand). */
const QUERY_PAYLOADS: readonly string[] = [
  's=a&s=b',
  's[]=x',
  's[0]=x&s[1]=y',
  'categories=1&categories=2',
  'post_type=a&post_type=b&page=1&page=2',
  'per_page=1&per_page=2',
  'page=1&page=x',
  'cursor=a&cursor=b',
  'return=/a&return=/b',
  'returnUri=/a&returnUri=//evil.example',
  'a[]=',
  '__proto__[x]=1',
  '__proto__.x=1',
  'constructor[prototype][x]=1',
  'constructor.prototype.x=1',
  '__proto__=x',
  's=%0d%0aSet-Cookie:x',
  '%0d%0aSet-Cookie:x=1',
  's=%E0%A4%A',
  's=%',
  's=%00',
  's=%ED%A0%80&categories=%ED%A0%80',
  '%%%',
  '&&&==&',
  's=' + 'x'.repeat(100_000),
  Array.from({ length: 2000 }, (_, index) => `p${String(index)}=${String(index)}`).join('&'),
  Array.from({ length: 2000 }, () => 's=x').join('&'),
  'purge=cache&purge=cache',
  'preview=true&preview_id=1',
];

/** Raw paths (sent as they stand). */
const PATH_PAYLOADS: readonly string[] = [
  '/..%2f..%2fetc/passwd',
  '/..%2F..%2F..%2Fpackage.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/....//....//etc/passwd',
  '/%E0%A4%A',
  '/%',
  '/%zz',
  '/a%00b',
  '/%00',
  '//',
  '///',
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
  '/%0d%0aSet-Cookie:x=1',
  '/a%0aLocation:%20http://evil.example',
  '/<script>alert(1)</script>',
  '/%3Cscript%3Ealert(1)%3C/script%3E',
  '/%22%3E%3Csvg%20onload=alert(1)%3E',
  '/javascript:alert(1)',
  '/{{7*7}}',
  '/$%7B7*7%7D',
  "/'%20OR%20'1'='1",
  '/%C3%BC%F0%9F%98%80',
  '/\u00fc',
  '/' + 'a'.repeat(10_000),
  '/' + 'a/'.repeat(3000),
  '/@vite/client',
  '/__vite_ping',
  '/index.pageContext.json',
  '/traening/index.pageContext.json',
  '/traening/',
  '/TRAENING/STYRKE',
  '/traening;jsessionid=1',
  '/[object Object]',
  '/fonts/x.woff2',
  '/cypress-testing',
  '/admin-dashboard/overview',
  '/profile',
  '/users/favourites',
  '/api/',
  '/api/unknown',
  '/search',
  '/Search',
];

/** One route of each kind; `{}` is where a value payload goes. */
const VALUE_TARGETS: readonly string[] = [
  '/traening/styrke?x={}',
  '/?s={}',
  '/search?s={}',
  '/search?s=løb&categories={}&post_type={}&page={}',
  '/api/search?s={}&per_page={}',
  '/api/search-results?s={}&categories={}&page={}',
  '/api/teaser-list?cursor={}',
  '/api/listing-teasers?kind=category&id=11&page={}&perPage={}',
  '/api/listing-teasers?kind={}&id={}',
  '/calculators/bmi?weight={}&height={}&return={}',
  '/calculators/{}',
  '/api/newsletter/permission?x={}',
  '/sitemap.xml?x={}',
  '/sitemaps/posts.xml?page={}',
  '/sitemaps/{}.xml',
  '/robots.txt?x={}',
  '/healthz?x={}',
  '/readyz?x={}',
  '/assets/{}',
  '/users/sign_in?returnUri={}&step={}',
  '/users/sign_in/logout?returnUri={}',
  '/{}',
];

/** Routes a raw query string is appended to. */
const QUERY_TARGETS: readonly string[] = [
  '/',
  '/traening/styrke',
  '/search',
  '/api/search',
  '/api/search-results',
  '/api/teaser-list',
  '/api/listing-teasers',
  '/calculators/bmi',
  '/sitemaps/posts.xml',
  '/robots.txt',
  '/healthz',
  '/users/sign_in',
  '/users/sign_in/logout',
];

/** Headers sent with the front page and the search page. */
const HEADER_PAYLOADS: readonly Record<string, string>[] = [
  { cookie: `big=${'x'.repeat(60_000)}` },
  { cookie: Array.from({ length: 500 }, (_, index) => `c${String(index)}=1`).join('; ') },
  { cookie: 'mag_id=garbage; mag_refresh=garbage; mag_access=garbage' },
  { cookie: '__proto__=x; constructor=y' },
  { cookie: '=;;;=;%%%' },
  { cookie: SIGNED_IN },
  { 'accept-language': 'xx-XX;q=abc,,,;;;' },
  { 'accept-language': '*' },
  { 'accept-language': 'a'.repeat(10_000) },
  { 'accept-language': 'ü' },
  { accept: '*/*;q=NaN' },
  { accept: 'application/json' },
  { 'accept-encoding': 'br;q=2, gzip;q=-1, identity;q=0, *;q=0' },
  { 'x-request-id': '<script>alert(1)</script>' },
  { 'x-request-id': 'a'.repeat(5000) },
  { 'x-forwarded-proto': 'javascript' },
  { 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-for': '1.1.1.1, <script>' },
  { referer: 'javascript:alert(1)' },
  { referer: '//evil.example' },
  { 'if-none-match': '"x"'.repeat(1000) },
  { 'if-modified-since': 'not a date' },
  { range: 'bytes=0-0,-1,1-' },
  { 'content-type': 'application/json' },
  { 'x-webhook-secret': 'x' },
];

/** Hosts (the Host header). */
const HOST_PAYLOADS: readonly string[] = [
  'evil.example',
  'wom-dk.localhost:3000@evil.example',
  'wom-dk.localhost:99999',
  'WOM-DK.LOCALHOST:3000',
  'wom-dk.localhost.',
  '[::1]',
  '[::1',
  'localhost',
  '127.0.0.1',
  '',
  'a'.repeat(5000),
  'ü.example',
  'wom-dk.localhost:3000:3000',
];

function substitute(target: string, payload: string): string {
  return target.replaceAll('{}', encodeURIComponent(payload));
}

interface Sent {
  readonly what: string;
  readonly response: LightMyRequestResponse;
}

const STACK_LINE = /\n\s+at [^\n]+:\d+:\d+/;
const RAW_ERRORS =
  /\b(TypeError|ReferenceError|SyntaxError|RangeError|URIError)\b|node_modules|\/work\//;

function problemsOf({ what, response }: Sent): string[] {
  const problems: string[] = [];
  const body = response.body;
  if (response.statusCode >= 500) problems.push(`${what}: status ${String(response.statusCode)}`);
  if (STACK_LINE.test(body) || RAW_ERRORS.test(body)) problems.push(`${what}: raw error in body`);
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('html')) {
    for (const probe of MARKUP_PROBES) {
      if (body.includes(probe)) problems.push(`${what}: reflects ${probe}`);
    }
    if (/<svg[^>]*onload/i.test(body)) problems.push(`${what}: reflects <svg onload`);
  }
  for (const [name, value] of Object.entries(response.headers)) {
    const values = Array.isArray(value) ? value : [String(value)];
    if (values.some((item) => /[\r\n]/.test(item))) problems.push(`${what}: CR/LF in ${name}`);
    if (name === 'set-cookie' && values.some((item) => item.startsWith('x='))) {
      problems.push(`${what}: injected cookie`);
    }
  }
  if (response.headers.x !== undefined) problems.push(`${what}: injected header`);
  return problems;
}

describe('hostile input (production)', () => {
  let started: SecurityApp;
  const sent: Sent[] = [];

  beforeAll(async () => {
    started = await securityApp({ production: true });
  });
  afterAll(async () => {
    await started.app.close();
  });

  async function send(what: string, options: InjectOptions): Promise<void> {
    const response = await started.app.inject({
      ...options,
      headers: { ...HOST, ...options.headers },
    });
    sent.push({ what, response });
  }

  async function sendAll(): Promise<void> {
    for (const payload of VALUE_PAYLOADS) {
      for (const target of VALUE_TARGETS) {
        await send(`GET ${target} ← ${JSON.stringify(payload.slice(0, 40))}`, {
          url: substitute(target, payload),
        });
      }
      const form = new URLSearchParams({
        email: payload,
        source: payload,
        return: payload,
      }).toString();
      for (const url of ['/newsletter/sign-up', '/calculators/bmi', '/users/sign_in']) {
        await send(`POST ${url} ← ${JSON.stringify(payload.slice(0, 40))}`, {
          method: 'POST',
          url,
          payload: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      }
      await send(`POST /api/newsletter/sign-up ← ${JSON.stringify(payload.slice(0, 40))}`, {
        method: 'POST',
        url: '/api/newsletter/sign-up',
        payload: { email: payload, source: { __proto__: { x: 1 } } },
      });
    }
    for (const query of QUERY_PAYLOADS) {
      for (const target of QUERY_TARGETS) {
        await send(`GET ${target}?${query.slice(0, 60)}`, { url: `${target}?${query}` });
      }
    }
    for (const path of PATH_PAYLOADS) {
      await send(`GET ${path.slice(0, 80)}`, { url: path });
      await send(`HEAD ${path.slice(0, 80)}`, { method: 'HEAD', url: path });
      await send(`POST ${path.slice(0, 80)}`, { method: 'POST', url: path, payload: 'a=1' });
    }
    for (const payload of HEADER_PAYLOADS) {
      const name = Object.keys(payload).join(',');
      const headers = payload.cookie === SIGNED_IN ? { cookie: started.signedInCookie } : payload;
      for (const url of ['/', '/search?s=x', '/api/search?s=x', '/users/sign_in', '/healthz']) {
        await send(`GET ${url} with ${name}`, { url, headers });
      }
    }
    for (const host of HOST_PAYLOADS) {
      for (const url of ['/', '/search?s=x', '/api/search?s=x', '/robots.txt']) {
        await send(`GET ${url} on ${JSON.stringify(host.slice(0, 40))}`, {
          url,
          headers: { host },
        });
      }
    }
    for (const body of [
      '{bad',
      '{"__proto__":{"x":1}}',
      '[]',
      'null',
      '"x"',
      '{"a":'.repeat(500),
    ]) {
      await send(`POST /api/newsletter/sign-up ${body.slice(0, 20)}`, {
        method: 'POST',
        url: '/api/newsletter/sign-up',
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
    }
  }

  const requests =
    VALUE_PAYLOADS.length * (VALUE_TARGETS.length + 4) +
    QUERY_PAYLOADS.length * QUERY_TARGETS.length +
    PATH_PAYLOADS.length * 3 +
    HEADER_PAYLOADS.length * 5 +
    HOST_PAYLOADS.length * 4 +
    6;

  it(`answers all ${String(requests)} hostile requests below 500, without raw errors, reflections or injected headers`, async () => {
    await sendAll();
    expect(sent).toHaveLength(requests);
    expect(sent.flatMap(problemsOf)).toEqual([]);
  }, 120_000);

  it('logs nothing at error level for any of them', () => {
    expect(errorLines(started.logs).map((line) => line.msg)).toEqual([]);
  });

  // `notice` names one of a few notices; a key of Object.prototype is no notice.
  it('answers /users/sign_in?notice=__proto__ below 500', async () => {
    for (const notice of ['__proto__', 'constructor', 'toString']) {
      const response = await started.app.inject({
        url: `/users/sign_in?notice=${notice}`,
        headers: HOST,
      });
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('leaves Object.prototype unpolluted', () => {
    const probe = {} as Record<string, unknown>;
    expect(probe.x).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

/** A raw HTTP/1.1 exchange on a socket: request lines no HTTP client would send. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request);
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => {
      resolve(answer);
    });
    socket.on('error', () => {
      resolve(answer);
    });
  });
}

function statusOfRaw(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? '0');
}

describe('hostile request lines on a socket (production)', () => {
  let started: SecurityApp;
  let port = 0;

  beforeAll(async () => {
    started = await securityApp({ production: true });
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    const address = started.app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  afterAll(async () => {
    await started.app.close();
  });

  const LINES: readonly string[] = [
    'GET * HTTP/1.1',
    'OPTIONS * HTTP/1.1',
    'HEAD * HTTP/1.1',
    'GET http://evil.example/ HTTP/1.1',
    'GET http://wom-dk.localhost:3000/traening/styrke HTTP/1.1',
    'GET evil.example:443 HTTP/1.1',
    'GET //evil.example HTTP/1.1',
    'GET //EVIL.EXAMPLE/ HTTP/1.1',
    'GET /\\evil.example HTTP/1.1',
    'GET /../../../etc/passwd HTTP/1.1',
    'GET /assets/../../package.json HTTP/1.1',
    'GET /assets/..%2f..%2fpackage.json HTTP/1.1',
    'GET /assets/%2e%2e/%2e%2e/package.json HTTP/1.1',
    'GET /a#fragment HTTP/1.1',
    'GET /a?b#c HTTP/1.1',
    'GET /<script>alert(1)</script> HTTP/1.1',
    'GET /"><svg/onload=alert(1)> HTTP/1.1',
    'GET /search?s=<script>alert(1)</script> HTTP/1.1',
    'GET /%E0%A4%A HTTP/1.1',
    'GET /% HTTP/1.1',
    'GET /a\u00ff HTTP/1.1',
    'GET /a\u0001 HTTP/1.1',
    'GET /@vite/client HTTP/1.1',
    'GET /x/index.pageContext.json HTTP/1.1',
    `GET /${'a'.repeat(10_000)} HTTP/1.1`,
    `GET /?${'q'.repeat(100_000)} HTTP/1.1`,
    'BREW / HTTP/1.1',
    'get / HTTP/1.1',
    'GET / HTTP/1.0',
    'GET / HTTP/9.9',
  ];

  it(`answers all ${String(LINES.length)} request lines below 500, never with a raw stack`, async () => {
    const problems: string[] = [];
    for (const line of LINES) {
      const answer = await rawExchange(
        port,
        `${line}\r\nHost: wom-dk.localhost:3000\r\nConnection: close\r\n\r\n`,
      );
      const status = statusOfRaw(answer);
      if (status === 0 || status >= 500) problems.push(`${line.slice(0, 60)}: ${String(status)}`);
      if (STACK_LINE.test(answer) || RAW_ERRORS.test(answer)) {
        problems.push(`${line.slice(0, 60)}: raw error`);
      }
      if (/<script>alert\(1\)<\/script>|<svg\/onload/i.test(answer.split('\r\n\r\n')[1] ?? '')) {
        problems.push(`${line.slice(0, 60)}: reflected`);
      }
    }
    expect(problems).toEqual([]);
    expect(errorLines(started.logs).map((line) => line.msg)).toEqual([]);
  }, 60_000);

  it('closes a CONNECT (no proxy here) without an answer or an error', async () => {
    const answer = await rawExchange(
      port,
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    );
    expect(answer === '' || statusOfRaw(answer) < 500).toBe(true);
    expect(errorLines(started.logs)).toEqual([]);
  });

  it('answers `GET *` with a 400 error page that carries the security headers', async () => {
    const answer = await rawExchange(
      port,
      'GET * HTTP/1.1\r\nHost: wom-dk.localhost:3000\r\nConnection: close\r\n\r\n',
    );
    expect(statusOfRaw(answer)).toBe(400);
    expect(answer.toLowerCase()).toContain('content-security-policy:');
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(answer).toContain('lang="da-DK"');
  });

  it('answers an absolute-form target with the not-found page, never another host', async () => {
    const answer = await rawExchange(
      port,
      'GET http://evil.example/<zq> HTTP/1.1\r\nHost: wom-dk.localhost:3000\r\nConnection: close\r\n\r\n',
    );
    expect(statusOfRaw(answer)).toBe(404);
    expect(answer).toContain('lang="da-DK"');
    expect(answer).not.toContain('evil.example');
  });

  it('keeps headers out of a request line that tries to add them', async () => {
    const answer = await rawExchange(
      port,
      'GET /a%0d%0aSet-Cookie:%20x=1 HTTP/1.1\r\nHost: wom-dk.localhost:3000\r\nConnection: close\r\n\r\n',
    );
    expect(statusOfRaw(answer)).toBeLessThan(500);
    expect(answer).not.toMatch(/\r\nset-cookie: x=1/i);
  });
});
