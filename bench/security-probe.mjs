// The hardening as an operator checks it, against the embedded stack in production mode
// (NODE_ENV=production, TRUST_PROXY unset; a second stack with TRUST_PROXY=1 stands for "https
// behind one proxy"). Both run against an identity service of their own (cognito-local, seeded
// accounts) on a free port. One command:
//
//   node bench/security-probe.mjs [--seconds 60] [--concurrency 8] [--fault 500|refuse|hang]
//                                 [--log-level info] [--hostile-max 12000] [--hostile-seconds 300]
//
//   1. hostile requests (payload lists x route kinds, bounded in count and time): 5xx answers,
//      the XSS probes reflected unescaped, stack traces or TypeError in a body, injected headers;
//   2. open redirects (~150 payloads, ~970 requests: the page path, `returnUri` of the logout,
//      `return` of a calculator, `Referer` of the newsletter form): a Location or back link to
//      another origin, and such a redirect cached publicly;
//   3. security headers on every route kind, over http and over https behind the trusted proxy;
//   4. the sign-in limit per account with a new X-Forwarded-For on every attempt (believed with
//      TRUST_PROXY=1, to be ignored without);
//   5. the log an outage writes: the content API failing (sandbox fault switch) under a bounded
//      load of uncached pages for `--seconds`; error-level lines per second and bytes.
//
// The log level is the product's default (info) unless `--log-level` says otherwise. Requests
// undici will not write (bytes outside its header/path rules, `*`, absolute-form targets, odd Host
// headers) go over a raw socket. Every line ends with MET or MISSED by …; a summary table closes
// the output.
import { Buffer } from 'node:buffer';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URLSearchParams } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Pool } from 'undici';
import {
  ARTICLE,
  freePort,
  onShutdown,
  PAGES,
  ROOT,
  sleep,
  startProcess,
  startStack,
  verdict,
} from './bench-kit.mjs';
import { benchArgs } from './cli-args.mjs';

/**
 * SIGN_IN_LIMITS.perAccount (attempts per account and window): src/adapters/http/sign-in.rate-limit.ts
 * (before ADR 11: auth-rate.limiter.ts). Change it here when the product's limit changes.
 */
const SIGN_IN_PER_ACCOUNT_LIMIT = 8;
/** Sign-in attempts for one account, each from a new forwarded address. */
const SIGN_IN_ATTEMPTS = 60;
/** A seeded account (README "Seeded accounts"), tried with a wrong password. */
const SIGN_IN_ACCOUNT = 'reader@wom.test';
const WRONG_PASSWORD = 'Wrong-Password-2026';
/** The failure log's budget: lines a second per failing upstream (plus one per breaker change). */
const FAILURE_LINES_PER_SECOND = 2;
/** The sandbox services switched to fail during the outage (sandbox/faults/fault-switchboard.ts). */
const OUTAGE_SERVICES = ['content-api'];
const XSS_PROBE = '<script>alert(1)</script>';
const SVG_PROBE = '<svg onload=alert(1)>';
const SITE_HOST = ARTICLE.host;
/** Every request gives up after this long (a hung answer is a finding, not a stuck script). */
const REQUEST_TIMEOUT_MS = 15_000;
/** Bodies are inspected up to this size. */
const BODY_CAP = 4 * 1024 * 1024;
const MAX_LISTED = 20;

const { values: options } = benchArgs(import.meta.url, {
  seconds: { type: 'string', default: '60' },
  concurrency: { type: 'string', default: '8' },
  fault: { type: 'string', default: '500' },
  'log-level': { type: 'string', default: 'info' },
  'hostile-max': { type: 'string', default: '12000' },
  'hostile-seconds': { type: 'string', default: '300' },
});
const OUTAGE_SECONDS = Number(options.seconds);
const CONCURRENCY = Number(options.concurrency);
const HOSTILE_MAX = Number(options['hostile-max']);
const HOSTILE_SECONDS = Number(options['hostile-seconds']);
const LOG_LEVEL = options['log-level'];
if (!['500', 'refuse', 'hang'].includes(options.fault))
  throw new Error('--fault must be 500, refuse or hang');

const cleanups = [];
const shutdown = onShutdown(cleanups);
/** Summary rows: figure, value, goal, verdict. */
const summary = [];
const say = (line = '') => {
  console.log(line);
};
const progress = (line) => {
  console.error(`[probe] ${line}`);
};
const count = (x) => String(Math.round(x));

function figure(label, value, goal, format = count) {
  const met = verdict(label, value, goal, false, format);
  summary.push({
    label,
    value: format(value),
    goal: `<= ${format(goal)}`,
    verdict: met ? 'MET' : `MISSED by ${format(value - goal)}`,
  });
  return met;
}

function failedFigure(label, error) {
  say(`${label.padEnd(58)} could not be measured: ${error.message}`);
  summary.push({ label, value: '–', goal: '–', verdict: `NOT MEASURED (${error.message})` });
}

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Percent-encodes what a request target cannot carry (controls, space, non-ASCII); keeps the rest. */
function lightEncode(text) {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8'))
    out +=
      byte <= 0x20 || byte >= 0x7f
        ? `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
        : String.fromCharCode(byte);
  return out;
}

/** encodeURIComponent that survives lone surrogates (they become U+FFFD, as a browser sends). */
function encodeComponent(text) {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

const short = (text, max = 140) => {
  const printable = JSON.stringify(text).slice(1, -1);
  return printable.length > max ? `${printable.slice(0, max)}… (${text.length} chars)` : printable;
};

/** The first two path segments (each cut to 24 characters): how failures are grouped. */
function pathPrefix(target) {
  if (!target.startsWith('/')) return short(target, 40);
  const path = target.split('?')[0] ?? '';
  const segments = path.split('/').slice(1, 3);
  return `/${segments.map((segment) => (segment.length > 24 ? `${segment.slice(0, 24)}…` : segment)).join('/')}`;
}

/** The `<a href>` values of an HTML body, entities decoded. */
function anchorHrefs(html) {
  const hrefs = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi))
    hrefs.push(decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''));
  return hrefs;
}

/** Cookie jar + the `_csrf` hidden field of a form page (whatever CSRF mechanism sits behind). */
function csrfFrom(response) {
  const jar = new Map();
  const setCookie = response.headers['set-cookie'];
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const pair = String(line).split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  let token = null;
  for (const input of response.body.matchAll(/<input\b[^>]*>/gi)) {
    const tag = input[0];
    const name = /\sname\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if ((name?.[1] ?? name?.[2] ?? name?.[3]) !== '_csrf') continue;
    const value = /\svalue\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    token = decodeEntities(value?.[1] ?? value?.[2] ?? value?.[3] ?? '');
    break;
  }
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, token };
}

// ---------------------------------------------------------------------------------------------
// Requests: undici Pool where it can send the request, a raw socket where it cannot (or should not)
// ---------------------------------------------------------------------------------------------

function decompress(buffer, encoding) {
  try {
    if (/\bbr\b/.test(encoding)) return brotliDecompressSync(buffer);
    if (/gzip/.test(encoding)) return gunzipSync(buffer);
    if (/deflate/.test(encoding)) return inflateSync(buffer);
  } catch {
    // left as sent
  }
  return buffer;
}

function headerText(headers, name) {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

function finishBody(buffer, headers) {
  const encoding = headerText(headers, 'content-encoding');
  const plain = encoding === '' ? buffer : decompress(buffer, encoding);
  return plain.toString('utf8');
}

function dechunk(buffer) {
  const parts = [];
  let at = 0;
  while (at < buffer.length) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parseRaw(buffer, error) {
  const end = buffer.indexOf('\r\n\r\n');
  const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(buffer.subarray(0, 64).toString('latin1'));
  if (end === -1 || statusLine === null)
    return { status: 0, headers: {}, body: '', error: error ?? 'no answer', via: 'raw' };
  const headers = {};
  for (const line of buffer.subarray(0, end).toString('latin1').split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'set-cookie') headers[name] = [...(headers[name] ?? []), value];
    else headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const rest = buffer.subarray(end + 4);
  const body = /chunked/i.test(headerText(headers, 'transfer-encoding')) ? dechunk(rest) : rest;
  return { status: Number(statusLine[1]), headers, body: finishBody(body, headers), via: 'raw' };
}

/** One request over its own connection, exactly as written (`Connection: close`). */
function rawSend(port, spec) {
  const pairs =
    spec.rawHeaders ??
    Object.entries({ host: SITE_HOST, ...spec.headers }).filter(([, v]) => v !== undefined);
  const body = spec.body === undefined ? null : Buffer.from(spec.body);
  const names = new Set(pairs.map(([name]) => name.toLowerCase()));
  const lines = [`${spec.method} ${spec.target ?? spec.path} HTTP/1.1`];
  for (const [name, value] of pairs) lines.push(`${name}: ${value}`);
  if (body !== null && !names.has('content-length') && !names.has('transfer-encoding'))
    lines.push(`content-length: ${body.length}`);
  if (!names.has('connection')) lines.push('connection: close');
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8');
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    let settled = false;
    const socket = connect(port, '127.0.0.1');
    const finish = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseRaw(Buffer.concat(chunks), error));
    };
    const timer = setTimeout(() => {
      finish('timeout');
    }, REQUEST_TIMEOUT_MS);
    socket.on('connect', () => {
      socket.write(head);
      if (body !== null) socket.write(body);
    });
    socket.on('data', (chunk) => {
      if (size < BODY_CAP) chunks.push(chunk);
      size += chunk.length;
    });
    socket.on('end', () => {
      finish(null);
    });
    socket.on('close', () => {
      finish(null);
    });
    socket.on('error', (error) => {
      finish(error.code ?? error.message);
    });
  });
}

function client(stack) {
  const target = new URL(stack.origin);
  if (target.hostname !== '127.0.0.1') throw new Error('the probe only targets loopback');
  const http = { pool: null, port: Number(target.port), origin: stack.origin, renewals: 0 };
  http.renew = () => {
    void http.pool?.destroy().catch(() => undefined);
    http.pool = new Pool(stack.origin, {
      connections: CONCURRENCY,
      pipelining: 1,
      headersTimeout: REQUEST_TIMEOUT_MS,
      bodyTimeout: REQUEST_TIMEOUT_MS,
      connect: { timeout: 5_000 },
    });
  };
  http.renew();
  cleanups.push(() => http.pool.destroy());
  return http;
}

/** What undici's request validation lets through (core/request.js); the rest goes raw. */
const UNDICI_PATH = /^\/[\u0021-\u00ff]*$/;
const UNDICI_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const UNDICI_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
const UNDICI_OWN_HEADERS = new Set([
  'connection',
  'content-length',
  'expect',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
]);

function undiciSends(spec) {
  if (spec.rawHeaders !== undefined || spec.target !== undefined) return false;
  if (!UNDICI_PATH.test(spec.path) || !UNDICI_TOKEN.test(spec.method)) return false;
  return Object.entries(spec.headers ?? {}).every(
    ([name, value]) =>
      UNDICI_TOKEN.test(name) &&
      !UNDICI_OWN_HEADERS.has(name.toLowerCase()) &&
      typeof value === 'string' &&
      UNDICI_VALUE.test(value),
  );
}

/**
 * Sends one request spec `{ method, path, headers, body }` (or `target` + `rawHeaders` for a raw
 * one); answers `{ status, headers, body, via, error? }`, status 0 when nothing came back.
 */
async function send(http, spec) {
  if (undiciSends(spec)) {
    const pool = http.pool;
    let timer = null;
    const stuck = new Promise((resolve) => {
      timer = setTimeout(() => {
        resolve(null);
      }, REQUEST_TIMEOUT_MS + 5_000);
    });
    const answer = (async () => {
      try {
        const response = await pool.request({
          method: spec.method,
          path: spec.path,
          headers: { host: SITE_HOST, ...spec.headers },
          body: spec.body,
        });
        const chunks = [];
        let size = 0;
        for await (const chunk of response.body) {
          if (size < BODY_CAP) chunks.push(chunk);
          size += chunk.length;
        }
        return {
          status: response.statusCode,
          headers: response.headers,
          body: finishBody(Buffer.concat(chunks), response.headers),
          via: 'pool',
        };
      } catch {
        // the server closed the connection mid-answer: the raw socket sends the same bytes and
        // keeps what came back
        return null;
      }
    })();
    const response = await Promise.race([answer, stuck]);
    clearTimeout(timer);
    if (response !== null) return response;
    // A pool slot that never settles would stall the run: a fresh pool for the next requests.
    if (http.pool === pool && !(await Promise.race([answer.then(() => true), sleep(0)]))) {
      http.renewals += 1;
      http.renew();
    }
  }
  return rawSend(http.port, spec);
}

// ---------------------------------------------------------------------------------------------
// The identity service (cognito-local with the seeded accounts) on a free port
// ---------------------------------------------------------------------------------------------

async function startIdentity() {
  const dataDir = mkdtempSync(join(tmpdir(), 'security-probe-identity-'));
  cleanups.push(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const port = await freePort();
  const identity = startProcess(
    'identity',
    process.execPath,
    ['--import', 'tsx', 'sandbox/identity/identity-main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        IDENTITY_HOST: '127.0.0.1',
        IDENTITY_PORT: String(port),
        IDENTITY_DATA_DIR: dataDir,
      },
    },
  );
  cleanups.push(() => identity.stop());
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    for (const line of identity.output().split('\n')) {
      if (!line.startsWith('{')) continue;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (entry.msg === 'identity ready')
        return {
          SANDBOX_IDENTITY_ENDPOINT: entry.endpoint,
          SANDBOX_USERPOOL_ID: entry.userPoolId,
          SANDBOX_USERPOOL_CLIENT_ID: entry.clientId,
        };
      if (entry.msg === 'identity failed to start') throw new Error(entry.error);
    }
    await sleep(200);
  }
  throw new Error(`identity did not start in 60 s\n${identity.output()}`);
}

// ---------------------------------------------------------------------------------------------
// The product's log, line by line (pino JSON), counted in windows
// ---------------------------------------------------------------------------------------------

function logMeter() {
  const pending = { stdout: '', stderr: '' };
  let window = null;
  const line = (text, stream) => {
    if (window === null || text.trim() === '') return;
    window.lines += 1;
    let entry = null;
    if (text.startsWith('{')) {
      try {
        entry = JSON.parse(text);
      } catch {
        entry = null;
      }
    }
    const level = typeof entry?.level === 'number' ? entry.level : null;
    if (level === null) {
      if (stream === 'stderr') window.unstructuredStderr += 1;
      return;
    }
    window.byLevel[level] = (window.byLevel[level] ?? 0) + 1;
    const msg = String(entry.msg ?? '');
    if (/circuit breaker/i.test(msg)) window.breakerChanges += 1;
    if (level === 40) window.warnMessages.set(msg, (window.warnMessages.get(msg) ?? 0) + 1);
    if (level >= 50) {
      window.errorLines += 1;
      window.errorMessages.set(msg, (window.errorMessages.get(msg) ?? 0) + 1);
    }
  };
  return {
    onOutput(chunk, stream) {
      if (window !== null) window.bytes += chunk.length;
      const text = pending[stream] + chunk.toString('utf8');
      const lines = text.split('\n');
      pending[stream] = lines.pop() ?? '';
      for (const each of lines) line(each, stream);
    },
    start() {
      window = {
        startedAt: Date.now(),
        lines: 0,
        bytes: 0,
        byLevel: {},
        errorLines: 0,
        unstructuredStderr: 0,
        breakerChanges: 0,
        errorMessages: new Map(),
        warnMessages: new Map(),
      };
    },
    stop() {
      const done = window;
      window = null;
      return { ...done, seconds: (Date.now() - done.startedAt) / 1000 };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Bounded runs
// ---------------------------------------------------------------------------------------------

/** Runs `task(index)` for index 0…count-1 with `concurrency` workers until done or `seconds` pass. */
async function runBounded({ total, seconds, concurrency = CONCURRENCY, task }) {
  const deadline = Date.now() + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (next < total && Date.now() < deadline) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return next;
}

/** What the site's pages give the probe: an asset path and a teaser-list cursor. */
async function siteFacts(http) {
  const home = await send(http, { method: 'GET', path: '/' });
  const asset = /\/assets\/[^"'\s>?#]+\.(?:css|js)/.exec(home.body)?.[0] ?? '/assets/missing.js';
  const cursor =
    /"kind":"teaser-list","cursor":"([^"]+)"/.exec(decodeEntities(home.body))?.[1] ?? 'eyJ4IjoxfQ';
  // a page nothing else asks for before the headers are checked: a real cache miss
  const visited = new Set([ARTICLE.path, PAGES.home.path, PAGES.listing.path]);
  const unvisited =
    anchorHrefs(home.body).find(
      (path) =>
        /^\/[^/?#]+\/[^?#]+$/.test(path) &&
        !/^\/(assets|users|calculators|api)\//.test(path) &&
        !visited.has(path),
    ) ?? `${PAGES.listing.path}?page=2`;
  const listing = await send(http, { method: 'GET', path: PAGES.listing.path });
  const source = /"listing":"(category|tag|author)","id":(\d+)/.exec(decodeEntities(listing.body));
  return {
    asset,
    cursor,
    unvisited,
    listingKind: source?.[1] ?? 'category',
    listingId: source?.[2] ?? '1',
  };
}

// ---------------------------------------------------------------------------------------------
// 3. Security headers
// ---------------------------------------------------------------------------------------------

function cspDirectives(header) {
  const directives = new Map();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The checks of one response: [name, passed]. */
function headerChecks(headers, https) {
  const csp = cspDirectives(headerText(headers, 'content-security-policy'));
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  const only = (name, allowed) => {
    const values = csp.get(name);
    return values !== undefined && values.length > 0 && values.every((v) => allowed.includes(v));
  };
  const hsts = headerText(headers, 'strict-transport-security');
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
  return [
    [
      "CSP script-src without 'unsafe-inline'",
      scripts !== undefined && !scripts.includes("'unsafe-inline'"),
    ],
    ["CSP frame-ancestors 'self'", only('frame-ancestors', ["'self'", "'none'"])],
    ["CSP object-src 'none'", only('object-src', ["'none'"])],
    ["CSP base-uri 'self'", only('base-uri', ["'self'", "'none'"])],
    [
      'x-content-type-options: nosniff',
      headerText(headers, 'x-content-type-options') === 'nosniff',
    ],
    [
      'referrer-policy: strict-origin-when-cross-origin',
      headerText(headers, 'referrer-policy')
        .split(',')
        .map((v) => v.trim())
        .includes('strict-origin-when-cross-origin'),
    ],
    ['permissions-policy', headerText(headers, 'permissions-policy').trim() !== ''],
    [
      'cross-origin-opener-policy',
      /^same-origin(-allow-popups)?$/.test(
        headerText(headers, 'cross-origin-opener-policy').trim(),
      ),
    ],
    https
      ? ['strict-transport-security (https)', maxAge > 0]
      : ['no strict-transport-security over http', hsts === ''],
  ];
}

async function securityHeaders(plain, proxied, facts) {
  const kinds = [
    ['page hit (fast path)', ARTICLE.path, true],
    ['page miss', facts.unvisited],
    ['uncached render', `${ARTICLE.path}?cacheClear=1`],
    ['JSON API', '/api/search?s=styrke'],
    ['404 page', '/findes-ikke-security-probe'],
    ['404 JSON', '/api/findes-ikke'],
    ['error (400)', '/api/listing-teasers'],
    ['redirect (page)', `${PAGES.listing.path}/`],
    ['redirect (logout)', '/users/sign_in/logout?returnUri=%2F'],
    ['form page', '/users/sign_in'],
    ['asset', facts.asset],
    ['sitemap', '/sitemap.xml'],
    ['robots', '/robots.txt'],
    ['health', '/healthz'],
    ['readiness', '/readyz'],
  ];
  let checked = 0;
  let present = 0;
  const missing = [];
  const seen = [];
  for (const [scheme, http, headers] of [
    ['http', plain, {}],
    ['https', proxied, { 'x-forwarded-proto': 'https' }],
  ]) {
    for (const [kind, path, twice] of kinds) {
      if (twice) await send(http, { method: 'GET', path, headers });
      const response = await send(http, { method: 'GET', path, headers });
      const cacheStatus = headerText(response.headers, 'cache-status');
      seen.push(`${scheme} ${kind} ${response.status}${cacheStatus ? ` (${cacheStatus})` : ''}`);
      for (const [name, passed] of headerChecks(response.headers, scheme === 'https')) {
        checked += 1;
        if (passed) present += 1;
        else missing.push(`${scheme} ${kind} (${response.status} ${path.slice(0, 60)}): ${name}`);
      }
    }
  }
  say('');
  say('3. Security headers: every route kind over http and over https behind the trusted proxy');
  say(`   answers: ${seen.join('; ')}`);
  say(`   headers present: ${present} of ${checked} checked`);
  for (const line of missing.slice(0, MAX_LISTED)) say(`   missing: ${line}`);
  if (missing.length > MAX_LISTED) say(`   … and ${missing.length - MAX_LISTED} more`);
  figure('3. security headers missing', checked - present, 0);
}

// ---------------------------------------------------------------------------------------------
// 4. Sign-in limit with rotated forwarded addresses
// ---------------------------------------------------------------------------------------------

async function signInBurst(http, label) {
  const statuses = {};
  let reached = 0;
  let limited = 0;
  let retryAfter = 0;
  let csrfMissing = 0;
  for (let i = 0; i < SIGN_IN_ATTEMPTS; i += 1) {
    const address = `203.0.113.${(i % 250) + 1}`;
    const form = await send(http, {
      method: 'GET',
      path: '/users/sign_in',
      headers: { 'x-forwarded-for': address },
    });
    const { cookie, token } = csrfFrom(form);
    if (token === null) csrfMissing += 1;
    const body = new URLSearchParams({
      _csrf: token ?? '',
      email: SIGN_IN_ACCOUNT,
      password: WRONG_PASSWORD,
      returnUri: '/',
    }).toString();
    const response = await send(http, {
      method: 'POST',
      path: '/users/sign_in',
      headers: {
        'x-forwarded-for': address,
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie === '' ? {} : { cookie }),
        ...(token === null ? {} : { 'x-csrf-token': token }),
      },
      body,
    });
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status === 429) {
      limited += 1;
      if (headerText(response.headers, 'retry-after') !== '') retryAfter += 1;
    } else if (![0, 400, 403].includes(response.status)) reached += 1;
  }
  say(
    `   ${label}: ${SIGN_IN_ATTEMPTS} attempts for ${SIGN_IN_ACCOUNT}, statuses ${JSON.stringify(statuses)}; ` +
      `${reached} reached the password check, ${limited} limited (429), Retry-After on ${retryAfter} of ${limited}` +
      (csrfMissing > 0 ? `; no _csrf field on ${csrfMissing} form pages` : ''),
  );
  return reached;
}

async function signInLimit(plain, proxied) {
  say('');
  say(
    `4. Sign-in limit per account (limit ${SIGN_IN_PER_ACCOUNT_LIMIT}), a new X-Forwarded-For on every attempt`,
  );
  const trusted = await signInBurst(proxied, 'TRUST_PROXY=1 (forwarded address believed)');
  const untrusted = await signInBurst(plain, 'TRUST_PROXY unset (forwarded address ignored)');
  figure('4. sign-ins through, rotated XFF, TRUST_PROXY=1', trusted, SIGN_IN_PER_ACCOUNT_LIMIT);
  figure('4. sign-ins through, rotated XFF, no TRUST_PROXY', untrusted, SIGN_IN_PER_ACCOUNT_LIMIT);
}

// ---------------------------------------------------------------------------------------------
// 1. Hostile requests
// ---------------------------------------------------------------------------------------------

const HOSTILE_VALUES = [
  // traversal
  '../../../../etc/passwd',
  '..%2f..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '..%252f..%252fetc%252fpasswd',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/etc/passwd',
  'file:///etc/passwd',
  // XSS
  XSS_PROBE,
  SVG_PROBE,
  `"><script>alert(1)</script>`,
  `'><svg onload=alert(1)>`,
  `</title><script>alert(1)</script>`,
  `</script><script>alert(1)</script>`,
  `"}]}</script><script>alert(1)</script>`,
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '{{7*7}}${7*7}<%= 7*7 %>',
  // CRLF
  'a\r\nSet-Cookie: injected=1',
  '%0d%0aSet-Cookie:%20injected=1',
  'a\nX-Injected: 1',
  '%E5%98%8A%E5%98%8DSet-Cookie:injected=1',
  // NUL
  'a\u0000b',
  '%00',
  'x%00.html',
  // non-ASCII
  'træning æøå',
  '日本語',
  '😀',
  '\u202egnp.exe',
  '\ufeffbom',
  'İıſK',
  '\ud800',
  '\u0000\u0001\u0002\u007f',
  // invalid percent-encoding
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C3%28',
  '%FF%FE%FD',
  '%u0041',
  '%2',
  // numbers and types
  '-1',
  '0',
  '99999999999999999999999',
  'NaN',
  '1e309',
  '0x10',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  // injection
  "' OR '1'='1",
  '{"$gt":""}',
  '$where',
  '__proto__',
  'constructor',
  // sizes
  'a'.repeat(1_000),
  'ä'.repeat(3_000),
  '',
];

const BIG_COOKIES = [
  ['cookie 8 kB', `a=${'x'.repeat(8_000)}`],
  ['1500 cookies', Array.from({ length: 1_500 }, (_, i) => `c${i}=${i}`).join('; ')],
  ['cookie 20 kB', `x=${'y'.repeat(20_000)}`],
  ['session cookies XSS', `mag_id=${XSS_PROBE}; mag_access=%%%; mag_refresh=${'r'.repeat(4_000)}`],
  ['id token alg none', 'mag_id=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.; mag_access=x'],
  [
    'id token kid traversal',
    'mag_id=eyJhbGciOiJSUzI1NiIsImtpZCI6Ii4uLy4uLy4uL2V0Yy9wYXNzd2QifQ.e30.e30',
  ],
  ['csrf cookies XSS', `mag_csrf=${XSS_PROBE}; mag_csrf_secret=${XSS_PROBE}; _csrf=x`],
  ['prototype cookies', '__proto__=1; constructor=2; toString=3'],
  ['repeated cookies', 'a=1; a=2; mag_id=1; mag_id=2'],
  ['empty cookies', '=; ; ;=;'],
  ['unterminated quote', 'a="unterminated; b=\\"'],
  ['non-ASCII cookie', 'a=æøå日本'],
];

const WEIRD_HOSTS = [
  'evil.example',
  '',
  'wom-dk.localhost:99999',
  'wom-dk.localhost:abc',
  'wom-dk.localhost@evil.example',
  'WOM-DK.LOCALHOST',
  'wom-dk.localhost.',
  '[::1]',
  '127.0.0.1',
  'localhost',
  'a'.repeat(5_000),
  'wom-dk.localhost, evil.example',
  'wom-dk.localhost\tevil.example',
  'wöm-dk.localhost',
  XSS_PROBE,
  'wom-dk.localhost/../admin-dashboard',
  '%77om-dk.localhost',
];

const BAD_JSON = [
  '{',
  '{"email":',
  '[]',
  'null',
  '"text"',
  '1',
  '{"email":{"$gt":""}}',
  '{"email":["a@example.com","b@example.com"]}',
  '{"email":123,"source":false}',
  '{"__proto__":{"polluted":1},"email":"a@example.com"}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"email":"${'x'.repeat(70_000)}@example.com"}`,
  '\ufeff{"email":"a@example.com"}',
  '{"email":"a@example.com"}garbage',
  '',
  `{"email":"${XSS_PROBE}","source":"${SVG_PROBE}","return":"${XSS_PROBE}"}`,
  '{"email":"a@example.com","email":"b@example.com"}',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded; charset=utf-7',
  'application/json, text/html',
  `${'a'.repeat(2_000)}/json`,
  'application/json',
  'application/x-www-form-urlencoded',
  '',
];

/** Extra hostile headers per pass over the matrix (pass 0 sends none). */
const NOISE = [
  {},
  {
    'accept-language': XSS_PROBE,
    'user-agent': SVG_PROBE,
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'javascript',
    'x-forwarded-for': '1.2.3.4, <script>',
    referer: 'javascript:alert(1)',
    'x-request-id': XSS_PROBE,
  },
  {
    accept: 'application/json;q=x, */*;q=-1',
    'accept-encoding': 'br;q=abc, gzip;q=2, *;q=-1',
    'if-none-match': '"*", W/"x"',
    'if-modified-since': 'yesterday',
    range: 'bytes=0-0,1-1,-5',
    origin: 'null',
    'sec-fetch-site': 'cross-site',
    'x-csrf-token': XSS_PROBE,
  },
];

function hostileRoutes(facts) {
  const form = { email: 'probe@example.com', source: 'security-probe' };
  return [
    { name: 'home', method: 'GET', path: PAGES.home.path, params: ['page', 'p'] },
    { name: 'article', method: 'GET', path: ARTICLE.path, params: ['page', 'preview'] },
    { name: 'listing', method: 'GET', path: PAGES.listing.path, params: ['page', 'tags'] },
    { name: 'search page', method: 'GET', path: '/', params: ['s'] },
    { name: 'search API', method: 'GET', path: '/api/search', params: ['s', 'page'] },
    { name: 'search results', method: 'GET', path: '/api/search-results', params: ['s', 'page'] },
    {
      name: 'teaser list',
      method: 'GET',
      path: '/api/teaser-list',
      params: ['cursor'],
      query: { cursor: facts.cursor },
    },
    {
      name: 'listing teasers',
      method: 'GET',
      path: '/api/listing-teasers',
      params: ['kind', 'id'],
      query: { kind: facts.listingKind, id: facts.listingId },
    },
    {
      name: 'BMI',
      method: 'GET',
      path: '/calculators/bmi',
      params: ['weight', 'height', 'return'],
    },
    {
      name: 'BMI form',
      method: 'POST',
      path: '/calculators/bmi',
      form: { weight: '70', height: '180' },
      params: ['weight', 'height', 'return'],
    },
    {
      name: 'newsletter form',
      method: 'POST',
      path: '/newsletter/sign-up',
      form,
      params: ['email', 'source', 'return'],
    },
    {
      name: 'newsletter API',
      method: 'POST',
      path: '/api/newsletter/sign-up',
      json: form,
      params: ['email', 'source'],
    },
    {
      name: 'sign-in page',
      method: 'GET',
      path: '/users/sign_in',
      params: ['returnUri', 'email', 'notice', 'step'],
    },
    {
      name: 'sign-in form',
      method: 'POST',
      path: '/users/sign_in',
      form: { email: 'probe@example.com', password: 'Probe-Password-1', returnUri: '/' },
      params: ['email', 'password', 'returnUri'],
    },
    { name: 'sitemap', method: 'GET', path: '/sitemap.xml', params: ['page'] },
    { name: 'robots', method: 'GET', path: '/robots.txt', params: ['x'] },
    { name: 'liveness', method: 'GET', path: '/healthz', params: ['x'] },
    { name: 'readiness', method: 'GET', path: '/readyz', params: ['x'] },
    { name: 'asset', method: 'GET', path: facts.asset, params: ['v'] },
    { name: 'admin', method: 'GET', path: '/admin-dashboard', params: ['tab'] },
  ];
}

/** The hostile request specs: every route kind with every payload placement. */
function hostileMatrix(routes, csrf) {
  const specs = [];
  const withCsrf = (fields, on) =>
    on && csrf.token !== null ? { ...fields, _csrf: csrf.token } : fields;
  const csrfHeaders = (on) =>
    on && csrf.token !== null ? { cookie: csrf.cookie, 'x-csrf-token': csrf.token } : {};
  for (const route of routes) {
    const baseQuery = new URLSearchParams(route.query ?? {}).toString();
    const join = (extra) => {
      const query = [baseQuery, extra].filter((part) => part !== '').join('&');
      return query === '' ? route.path : `${route.path}?${query}`;
    };
    const dir = route.path === '/' ? '' : route.path;
    let n = 0;
    /** A request of this route: the query or form/JSON body carries `fields` (raw text allowed). */
    const add = (
      note,
      { path = route.path, query = '', fields = null, rawBody = null, headers = {} },
    ) => {
      n += 1;
      const protect = n % 2 === 1;
      const spec = { route: route.name, method: route.method, note, headers: { ...headers } };
      if (route.method === 'GET') {
        spec.path = path === route.path ? join(query) : path;
      } else {
        spec.path = path === route.path && query !== '' ? `${route.path}?${query}` : path;
        Object.assign(spec.headers, csrfHeaders(protect), headers);
        if (rawBody !== null) spec.body = rawBody;
        else if (route.json !== undefined) {
          spec.body = JSON.stringify(withCsrf({ ...route.json, ...fields }, protect));
          spec.headers['content-type'] ??= 'application/json';
        } else {
          spec.body = new URLSearchParams(
            withCsrf({ ...route.form, ...fields }, protect),
          ).toString();
          spec.headers['content-type'] ??= 'application/x-www-form-urlencoded';
        }
      }
      specs.push(spec);
    };
    for (const value of HOSTILE_VALUES) {
      for (const param of route.params) {
        if (route.method === 'GET') {
          add(`${param}=<value>`, { query: `${param}=${encodeComponent(value)}` });
          add(`${param}=<raw value>`, { query: `${param}=${lightEncode(value)}` });
        } else {
          add(`body ${param}=<value>`, { fields: { [param]: value } });
          const form = new URLSearchParams(route.form ?? route.json).toString();
          add(`raw body ${param}=<raw value>`, {
            rawBody: `${form}&${param}=${lightEncode(value)}${csrf.token ? `&_csrf=${csrf.token}` : ''}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded', ...csrfHeaders(true) },
          });
        }
      }
      add('path + <value>', { path: `${dir}/${lightEncode(value)}` });
    }
    const p = route.params[0] ?? 'x';
    const structural = [
      `${p}=a&${p}=b&${p}=c`,
      `${p}[]=a&${p}[]=b`,
      `${p}[0]=a&${p}[1]=b`,
      `${p}[a][b][c]=1`,
      `${p}=${encodeComponent(XSS_PROBE)}&${p}=ok`,
      `${p}=ok&${p}=${encodeComponent(SVG_PROBE)}`,
      Array.from({ length: 2_000 }, (_, i) => `${p}=${i}`).join('&'),
      Array.from({ length: 1_000 }, (_, i) => `k${i}=${i}`).join('&'),
      '__proto__[polluted]=1',
      '__proto__.polluted=1',
      'constructor[prototype][polluted]=1',
      '__proto__=x&constructor=y&prototype=z',
      'toString=1&valueOf=1&hasOwnProperty=1',
      p,
      `=${p}`,
      '&&&&',
      `${p}=`,
      `${p}=${'a'.repeat(100_000)}`,
      `${p}=${'%41'.repeat(3_000)}`,
      `${encodeComponent(XSS_PROBE)}=1`,
      'cacheClear=1&preview=true&preview_id=1',
      'purge=cache',
    ];
    for (const query of structural) add(`query ${short(query, 40)}`, { query });
    for (const suffix of [
      `/${'a'.repeat(10_000)}`,
      '//',
      '/./',
      '/../',
      '/.%2e/',
      '%2f..%2f..%2fetc%2fpasswd',
      ';jsessionid=x',
      '.',
      '%20',
      '%2F',
      '/%00',
      '~',
      '.json',
      '/index.html',
    ])
      add(`path suffix ${short(suffix, 30)}`, { path: `${dir}${suffix}` });
    if (route.method === 'POST') {
      for (const body of BAD_JSON)
        add(`JSON body ${short(body, 40)}`, {
          rawBody: body,
          headers: { 'content-type': 'application/json' },
        });
      for (const type of CONTENT_TYPES) {
        add(`content-type ${short(type, 30)} + form`, {
          rawBody: new URLSearchParams(withCsrf(route.form ?? route.json, true)).toString(),
          headers: { 'content-type': type, ...csrfHeaders(true) },
        });
        add(`content-type ${short(type, 30)} + JSON`, {
          rawBody: JSON.stringify(withCsrf(route.form ?? route.json, true)),
          headers: { 'content-type': type, ...csrfHeaders(true) },
        });
      }
      add('form body 20 kB', {
        rawBody: `email=${'a'.repeat(20_000)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      add('form body broken encoding', {
        rawBody: 'email=%E0%A4%A&source=%&_csrf=%zz',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      add('form prototype keys', {
        rawBody: '__proto__[polluted]=1&constructor[prototype][polluted]=1&email=a%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    for (const [note, cookie] of BIG_COOKIES) add(note, { query: '', headers: { cookie } });
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'HEAD', 'PROPFIND'])
      specs.push({
        route: route.name,
        method,
        path: route.path,
        headers: {},
        note: `method ${method}`,
      });
    // Raw requests: hosts undici would not send, duplicate headers, smuggling shapes, raw bytes.
    for (const host of WEIRD_HOSTS)
      specs.push({
        route: route.name,
        method: route.method === 'GET' ? 'GET' : 'POST',
        target: route.path,
        rawHeaders: [['host', host]],
        note: `host: ${short(host, 40)}`,
      });
    specs.push(
      {
        route: route.name,
        method: 'GET',
        target: route.path,
        rawHeaders: [],
        note: 'no host header',
      },
      {
        route: route.name,
        method: 'GET',
        target: route.path,
        rawHeaders: [
          ['host', SITE_HOST],
          ['host', 'evil.example'],
        ],
        note: 'two host headers',
      },
      {
        route: route.name,
        method: 'GET',
        target: `http://evil.example${route.path}`,
        rawHeaders: [['host', SITE_HOST]],
        note: 'absolute-form target, other host',
      },
      {
        route: route.name,
        method: 'GET',
        target: `${route.path}${route.path.includes('?') ? '&' : '?'}q=æøå日本`,
        rawHeaders: [['host', SITE_HOST]],
        note: 'raw UTF-8 bytes in the target',
      },
      {
        route: route.name,
        method: 'POST',
        target: route.path,
        rawHeaders: [
          ['host', SITE_HOST],
          ['content-length', '4'],
          ['transfer-encoding', 'chunked'],
        ],
        body: '0\r\n\r\nGET /admin-dashboard HTTP/1.1\r\nhost: wom-dk.localhost\r\n\r\n',
        note: 'CL + TE smuggling shape',
      },
      {
        route: route.name,
        method: 'GET',
        target: route.path,
        rawHeaders: [
          ['host', SITE_HOST],
          ['x-forwarded-host', 'evil.example'],
          ['x-forwarded-proto', 'https'],
          ['forwarded', 'for=1.2.3.4;host=evil.example;proto=https'],
        ],
        note: 'forwarded headers from an untrusted peer',
      },
    );
  }
  // `*` as the request path (only a raw socket sends it), with every host shape.
  for (const method of ['OPTIONS', 'GET', 'HEAD', 'POST'])
    for (const host of [SITE_HOST, 'evil.example', null])
      specs.push({
        route: 'asterisk',
        method,
        target: '*',
        rawHeaders: host === null ? [] : [['host', host]],
        note: `${method} * host ${host ?? '(none)'}`,
      });
  return specs;
}

const STACK_TRACE =
  /TypeError|\bat\s+(?:async\s+)?(?:[^\s()]+\s+)?\(?(?:file:\/\/|node:|\/)[^\s()]*:\d+:\d+\)?|node_modules\//;

/** What a failed answer says about itself: the JSON error code or the HTML title. */
function answerDetail(response) {
  const type = headerText(response.headers, 'content-type');
  if (/json/i.test(type)) {
    try {
      const body = JSON.parse(response.body);
      return String(body?.error ?? body?.code ?? '').slice(0, 40);
    } catch {
      return 'invalid JSON';
    }
  }
  const title = /<title[^>]*>([^<]*)/i.exec(response.body)?.[1];
  return decodeEntities(title ?? response.body.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
}

function inspectHostile(response) {
  const problems = [];
  if (response.status >= 500) problems.push('5xx');
  const type = headerText(response.headers, 'content-type');
  const lower = response.body.toLowerCase();
  const reflected = lower.includes(XSS_PROBE) || lower.includes('<svg onload');
  if (reflected) problems.push(/json/i.test(type) ? 'reflected in JSON' : 'reflected');
  const code = /javascript|css/i.test(type) && response.status < 400;
  if (!code && STACK_TRACE.test(response.body)) problems.push('stack trace');
  const cookies = headerText(response.headers, 'set-cookie');
  if (/injected/i.test(cookies) || response.headers['x-injected'] !== undefined)
    problems.push('header injection');
  return problems;
}

async function hostileRequests(http, facts, meter) {
  const csrf = csrfFrom(await send(http, { method: 'GET', path: '/users/sign_in' }));
  const specs = hostileMatrix(hostileRoutes(facts), csrf);
  const counts = {
    '5xx': 0,
    reflected: 0,
    'reflected in JSON': 0,
    'stack trace': 0,
    'header injection': 0,
  };
  const failures = new Map();
  const noAnswer = new Map();
  const statuses = {};
  let answered = 0;
  progress(
    `1. hostile requests: ${specs.length} distinct, up to ${HOSTILE_MAX} in ${HOSTILE_SECONDS} s, ${CONCURRENCY} at a time`,
  );
  const started = Date.now();
  meter.start();
  const tried = await runBounded({
    total: HOSTILE_MAX,
    seconds: HOSTILE_SECONDS,
    task: async (index) => {
      const base = specs[index % specs.length];
      const pass = Math.floor(index / specs.length) % NOISE.length;
      const spec =
        pass === 0 || base.rawHeaders !== undefined
          ? base
          : {
              ...base,
              headers: { ...NOISE[pass], ...base.headers },
              note: `${base.note}, noise ${pass}`,
            };
      const response = await send(http, spec);
      const bucket = Math.floor(response.status / 100);
      statuses[`${bucket}xx`] = (statuses[`${bucket}xx`] ?? 0) + 1;
      const request = `${spec.method} ${short(spec.target ?? spec.path, 120)} [${spec.note}]`;
      if (response.status === 0) {
        const key = `${spec.method} ${pathPrefix(spec.target ?? spec.path)} ${response.error}`;
        noAnswer.set(key, noAnswer.get(key) ?? request);
        return;
      }
      answered += 1;
      for (const problem of inspectHostile(response)) {
        counts[problem] += 1;
        if (problem === 'reflected in JSON') continue;
        const what = problem === '5xx' ? `"${answerDetail(response)}"` : `(${problem})`;
        const key = `${spec.method} ${pathPrefix(spec.target ?? spec.path)} ${response.status} ${what}`;
        const known = failures.get(key);
        if (known) known.count += 1;
        else failures.set(key, { count: 1, example: request });
      }
    },
  });
  const seconds = (Date.now() - started) / 1000;
  await sleep(500);
  const log = meter.stop();
  say('');
  say(
    '1. Hostile requests: payload lists x route kinds (pages, search, APIs, forms, sitemap, health, assets, admin)',
  );
  say(
    `   ${tried} tried in ${seconds.toFixed(0)} s (${specs.length} distinct, repeated with hostile headers), ` +
      `${answered} answered ${JSON.stringify(statuses)}`,
  );
  if (counts['reflected in JSON'] > 0)
    say(
      `   probe echoed inside JSON bodies (not markup; counted apart): ${counts['reflected in JSON']}`,
    );
  if (failures.size > 0) {
    say(
      `   failing (method, path prefix, status), ${failures.size} distinct, most frequent first:`,
    );
    const ranked = [...failures].sort((a, b) => b[1].count - a[1].count);
    for (const [key, { count: times, example }] of ranked.slice(0, MAX_LISTED))
      say(`     ${key}  x${times}  e.g. ${example}`);
    if (ranked.length > MAX_LISTED) say(`     … and ${ranked.length - MAX_LISTED} more`);
  }
  if (noAnswer.size > 0) {
    say(`   no answer (connection closed or timed out), ${noAnswer.size} distinct:`);
    for (const [key, example] of [...noAnswer].slice(0, 5)) say(`     ${key}  e.g. ${example}`);
  }
  const top = (messages) =>
    [...messages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([msg, n]) => `"${short(msg, 50)}" x${n}`)
      .join(', ');
  const warnings = [...log.warnMessages.values()].reduce((a, b) => a + b, 0);
  say(
    `   product log meanwhile: ${log.lines} lines; ${log.errorLines} error-level` +
      (log.errorLines > 0 ? ` (${top(log.errorMessages)})` : '') +
      `; ${warnings} warn-level` +
      (warnings > 0 ? ` (${top(log.warnMessages)})` : '') +
      `; ${log.breakerChanges} circuit breaker state changes`,
  );
  if (http.renewals > 0)
    say(`   the client pool was renewed ${http.renewals} times after a request never settled`);
  figure('1. 5xx answers', counts['5xx'], 0);
  figure('1. bodies reflecting the XSS probe unescaped', counts.reflected, 0);
  figure('1. bodies with a stack trace or TypeError', counts['stack trace'], 0);
  figure('1. responses with an injected header', counts['header injection'], 0);
}

// ---------------------------------------------------------------------------------------------
// 2. Open redirects
// ---------------------------------------------------------------------------------------------

function redirectPayloads(port) {
  const own = `wom-dk.localhost:${port}`;
  const payloads = [];
  for (const h of ['evil.example', 'EVIL.EXAMPLE', '127.0.0.1:9999']) {
    payloads.push(
      `//${h}`,
      `//${h}/`,
      `///${h}`,
      `////${h}/`,
      `/\\${h}`,
      `\\\\${h}`,
      `\\/${h}`,
      `/\\/${h}`,
      `/%2F${h}`,
      `/%2F%2F${h}`,
      `%2F%2F${h}`,
      `/%5C${h}`,
      `/%5c${h}`,
      `%5C%5C${h}`,
      `/%252F%252F${h}`,
      `/%255C${h}`,
      `%252F%252F${h}`,
      `https://${h}`,
      `http://${h}/`,
      `HTTPS://${h}`,
      `https:${h}`,
      `https:/${h}`,
      `https:\\\\${h}`,
      `//${h}%2F..`,
      `/\t/${h}`,
      `/\n/${h}`,
      `/\r\n/${h}`,
      `\t//${h}`,
      ` //${h}`,
      `//${h}%00`,
      `/%09/${h}`,
      `/%0A/${h}`,
      `/%0D%0A/${h}`,
      `／／${h}`,
      `/／${h}`,
      `∕∕${h}`,
      `⁄⁄${h}`,
      `/\u2215${h}`,
      `//${h}@${own}`,
      `@${h}`,
      `/@${h}`,
      `//${own}@${h}`,
      `https://${own}@${h}`,
      `http://${own}.${h}/`,
      `/${h}`,
      h,
      `/.//${h}`,
      `/%2e%2e//${h}`,
    );
  }
  payloads.push(
    '//evil。example',
    '//0x7f000001:9999/',
    '//2130706433:9999/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'javascript://%0aalert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  );
  return [...new Set(payloads)];
}

/** A URL that resolves, against the request's origin, to another origin (or a script scheme). */
function elsewhere(value, origin) {
  try {
    return new URL(value, origin).origin !== origin;
  } catch {
    return false;
  }
}

/** A back-link href that points where the payload pointed: another origin named by it, or a script. */
function payloadLink(value, origin) {
  try {
    const url = new URL(value, origin);
    if (url.origin === origin) return false;
    return (
      /^(javascript|data|vbscript):$/i.test(url.protocol) ||
      /evil\.example|127\.0\.0\.1:9999/i.test(url.host)
    );
  } catch {
    return false;
  }
}

function publiclyCached(response) {
  const cacheControl = headerText(response.headers, 'cache-control').toLowerCase();
  if (cacheControl === '') return [301, 308].includes(response.status);
  return /public|s-maxage/.test(cacheControl) && !/private|no-store/.test(cacheControl);
}

async function openRedirects(http) {
  const origin = `http://wom-dk.localhost:${http.port}`;
  const host = `wom-dk.localhost:${http.port}`;
  const payloads = redirectPayloads(http.port);
  const form = await send(http, { method: 'GET', path: '/users/sign_in', headers: { host } });
  const csrf = csrfFrom(form);
  const newsletterBody = (i) =>
    new URLSearchParams({
      email: `probe-${i}@example.com`,
      source: 'security-probe',
      ...(csrf.token === null ? {} : { _csrf: csrf.token }),
    }).toString();
  const newsletterHeaders = {
    host,
    'content-type': 'application/x-www-form-urlencoded',
    ...(csrf.cookie === '' ? {} : { cookie: csrf.cookie }),
    ...(csrf.token === null ? {} : { 'x-csrf-token': csrf.token }),
  };
  const baseline = async (spec) =>
    new Set(anchorHrefs((await send(http, spec)).body).map((href) => new URL(href, origin).href));
  const calculatorBaseline = await baseline({
    method: 'GET',
    path: '/calculators/bmi?return=%2Ftraening',
    headers: { host },
  });
  const newsletterBaseline = await baseline({
    method: 'POST',
    path: '/newsletter/sign-up',
    headers: { ...newsletterHeaders, referer: `${origin}/traening` },
    body: newsletterBody('baseline'),
  });

  const cases = [];
  for (const payload of payloads) {
    const targets =
      /^[/\\]/.test(payload) || /^[a-z]+:\/\//i.test(payload) ? [lightEncode(payload)] : [];
    for (const target of targets)
      for (const path of [target, `${target}/`])
        cases.push({
          vector: 'page path',
          payload,
          spec: { method: 'GET', target: path, rawHeaders: [['host', host]] },
        });
    for (const value of new Set([encodeComponent(payload), lightEncode(payload)])) {
      cases.push({
        vector: 'logout returnUri',
        payload,
        spec: {
          method: 'GET',
          path: `/users/sign_in/logout?returnUri=${value}`,
          headers: { host },
        },
      });
      cases.push({
        vector: 'calculator return',
        payload,
        links: calculatorBaseline,
        spec: { method: 'GET', path: `/calculators/bmi?return=${value}`, headers: { host } },
      });
    }
    cases.push({
      vector: 'newsletter Referer',
      payload,
      links: newsletterBaseline,
      spec: {
        method: 'POST',
        path: '/newsletter/sign-up',
        headers: { ...newsletterHeaders, referer: payload },
        body: newsletterBody(cases.length),
      },
    });
  }

  const accepted = [];
  let cachedPublicly = 0;
  const tried = {};
  const statuses = {};
  await runBounded({
    total: cases.length,
    seconds: 300,
    task: async (index) => {
      const test = cases[index];
      tried[test.vector] = (tried[test.vector] ?? 0) + 1;
      let response = await send(http, test.spec);
      statuses[`${test.vector} ${response.status}`] =
        (statuses[`${test.vector} ${response.status}`] ?? 0) + 1;
      let where = null;
      // Location chains: follow same-origin redirects (at most 3 hops) to where they end.
      for (let hop = 0; hop < 4 && where === null; hop += 1) {
        const location = headerText(response.headers, 'location');
        if (response.status < 300 || response.status >= 400 || location === '') break;
        if (elsewhere(location, origin)) {
          where = `Location ${short(location, 80)}`;
          if (publiclyCached(response)) cachedPublicly += 1;
          break;
        }
        const next = new URL(location, origin);
        response = await send(http, {
          method: 'GET',
          target: /^\/(?![/\\])/.test(location)
            ? lightEncode(location)
            : `${next.pathname}${next.search}`,
          rawHeaders: [['host', host]],
        });
      }
      if (where === null && test.links !== undefined) {
        const link = anchorHrefs(response.body).find(
          (href) => !test.links.has(safeHref(href, origin)) && payloadLink(href, origin),
        );
        if (link !== undefined) {
          where = `back link ${short(link, 80)}`;
          if (publiclyCached(response)) cachedPublicly += 1;
        }
      }
      if (where !== null) accepted.push(`${test.vector} ${short(test.payload, 50)} -> ${where}`);
    },
  });
  const total = Object.values(tried).reduce((a, b) => a + b, 0);
  say('');
  say(
    '2. Redirect payloads: page path, logout returnUri, calculator return (back link), newsletter Referer (back link)',
  );
  say(
    `   ${payloads.length} payloads, ${total} requests: ${Object.entries(tried)
      .map(([vector, n]) => `${vector} ${n}`)
      .join(', ')}`,
  );
  say(`   answers: ${JSON.stringify(statuses)}`);
  for (const line of accepted.slice(0, MAX_LISTED)) say(`   accepted: ${line}`);
  if (accepted.length > MAX_LISTED) say(`   … and ${accepted.length - MAX_LISTED} more`);
  figure('2. redirect payloads accepted (another origin)', accepted.length, 0);
  figure('2. redirects to another origin cached publicly', cachedPublicly, 0);
}

function safeHref(href, origin) {
  try {
    return new URL(href, origin).href;
  } catch {
    return href;
  }
}

// ---------------------------------------------------------------------------------------------
// 5. Outage log volume
// ---------------------------------------------------------------------------------------------

async function setFaults(sandboxOrigin, mode) {
  for (const service of OUTAGE_SERVICES) {
    const response = await fetch(`${sandboxOrigin}/__sandbox/faults/${service}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode }),
    });
    if (!response.ok) throw new Error(`fault switch ${service}=${mode}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }
}

async function outageLog(stack, http, meter) {
  const resetFaults = async () => {
    const response = await fetch(`${stack.sandboxOrigin}/__sandbox/faults`, { method: 'DELETE' });
    await response.arrayBuffer();
  };
  cleanups.push(resetFaults);
  progress(`5. outage: ${OUTAGE_SERVICES.join(', ')}=${options.fault} for ${OUTAGE_SECONDS} s`);
  const paths = [
    `${ARTICLE.path}?cacheClear=1`,
    `${PAGES.home.path}?cacheClear=1`,
    `${PAGES.listing.path}?cacheClear=1`,
  ];
  const statuses = {};
  meter.start();
  await setFaults(stack.sandboxOrigin, options.fault);
  await runBounded({
    total: OUTAGE_SECONDS * 5_000,
    seconds: OUTAGE_SECONDS,
    task: async (index) => {
      // uncached renders and pages never seen: every one asks the content API
      const path =
        index % 2 === 0 ? paths[index % paths.length] : `${PAGES.listing.path}/outage-${index}`;
      const response = await send(http, { method: 'GET', path });
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    },
  });
  await resetFaults();
  await sleep(1_000); // the last lines reach the pipe
  const log = meter.stop();
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  const upstreams = OUTAGE_SERVICES.length;
  const budget = FAILURE_LINES_PER_SECOND * upstreams * log.seconds + log.breakerChanges;
  const errors = log.errorLines + log.unstructuredStderr;
  const levels = Object.entries(log.byLevel)
    .map(([level, n]) => `${level}: ${n}`)
    .join(', ');
  say('');
  say(
    `5. Outage log volume: ${OUTAGE_SERVICES.join(', ')} answering ${options.fault}, LOG_LEVEL=${LOG_LEVEL}`,
  );
  say(
    `   ${requests} uncached requests in ${log.seconds.toFixed(1)} s ${JSON.stringify(statuses)}; ` +
      `log: ${log.lines} lines (${levels || 'none'}), ${(log.bytes / 1024).toFixed(1)} KB ` +
      `(${(log.bytes / 1024 / log.seconds).toFixed(1)} KB/s), ${log.breakerChanges} breaker state changes` +
      (log.unstructuredStderr > 0 ? `, ${log.unstructuredStderr} non-JSON stderr lines` : ''),
  );
  const top = [...log.errorMessages].sort((a, b) => b[1] - a[1]).slice(0, 5);
  if (top.length > 0)
    say(
      `   error-level lines by message: ${top.map(([msg, n]) => `"${short(msg, 60)}" x${n}`).join(', ')}`,
    );
  say(
    `   error-level lines: ${errors} in ${log.seconds.toFixed(1)} s; budget ${FAILURE_LINES_PER_SECOND}/s x ${upstreams} upstream + ${log.breakerChanges} breaker changes = ${budget.toFixed(0)}`,
  );
  figure(
    '5. error-level log lines per second (outage)',
    errors / log.seconds,
    budget / log.seconds,
    (x) => x.toFixed(2),
  );
}

// ---------------------------------------------------------------------------------------------

try {
  progress('starting the identity service and two stacks (TRUST_PROXY unset, TRUST_PROXY=1)');
  let identityEnv = {};
  try {
    identityEnv = await startIdentity();
  } catch (error) {
    progress(`identity service did not start (${error.message}); sign-ins will fail upstream`);
  }
  const meter = logMeter();
  const production = { NODE_ENV: 'production', LOG_LEVEL, ...identityEnv };
  const plainStack = await startStack({ ...production, TRUST_PROXY: '' }, [], {
    onProductOutput: meter.onOutput,
  });
  cleanups.push(() => plainStack.stop());
  const proxiedStack = await startStack({ ...production, TRUST_PROXY: '1' });
  cleanups.push(() => proxiedStack.stop());
  const plain = client(plainStack);
  const proxied = client(proxiedStack);
  const facts = await siteFacts(plain);
  say(
    `security probe: NODE_ENV=production, ${SITE_HOST}, stacks ${plainStack.origin} (TRUST_PROXY unset) and ${proxiedStack.origin} (TRUST_PROXY=1); measured under load from parallel work`,
  );

  // Order: the headers while the caches are fresh (a real miss), the sign-in limit before the
  // hostile requests spend the loopback address's sign-in budget, the outage last.
  for (const [label, phase] of [
    ['3. security headers', () => securityHeaders(plain, proxied, facts)],
    ['4. sign-in limit', () => signInLimit(plain, proxied)],
    ['1. hostile requests', () => hostileRequests(plain, facts, meter)],
    ['2. redirect payloads', () => openRedirects(plain)],
    ['5. outage log volume', () => outageLog(plainStack, plain, meter)],
  ]) {
    try {
      progress(label);
      await phase();
    } catch (error) {
      failedFigure(label, error);
    }
  }

  summary.sort((a, b) => a.label.localeCompare(b.label));
  say('');
  say('Summary');
  const width = Math.max(...summary.map((row) => row.label.length));
  say(`${'figure'.padEnd(width)}  ${'value'.padStart(10)}  ${'goal'.padEnd(10)}  verdict`);
  for (const row of summary)
    say(
      `${row.label.padEnd(width)}  ${row.value.padStart(10)}  ${row.goal.padEnd(10)}  ${row.verdict}`,
    );
} finally {
  await shutdown();
}
