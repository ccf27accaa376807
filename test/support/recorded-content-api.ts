/**
 * A content API made of recordings: `docs/content-api/recorded/` (the real API's bodies, mapped
 * to requests by their manifest) plus `test/fixtures/contract/derived/` (edited copies for shapes
 * the recordings lack). It answers like WordPress: `{origin}/wp-json/<route>`, the recorded
 * HTTP status, `application/json`, compact JSON with escaped slashes and `\u00e6` escapes, a fresh
 * `uuid` on every widget of every answer, and `rest_no_route` for anything it does not know.
 *
 * Requests are matched by method, path and the query keys that matter (`path` for resolve,
 * `cursor` for teaser lists, `page` for sitemap pages, the search term; `with` is never matched on
 * entity routes) and every request is logged, so tests can assert what the product asked for.
 * A search fixture whose term is `*` answers every term without one of its own (the route exists
 * for any term); a variant with such a fixture (`no-get-search`) answers every term.
 *
 * Like Fractal, an entity answer carries only the includes its `with=` names (a composite's
 * `category` always): a product that asks for too little gets too little, as from the real API.
 * Where a derived entity answer and a recorded one share a request, the derived one (a superset
 * with more includes) is served; a second recording of the same request (favourites 409) becomes
 * a variant named after its file. `useVariants('locked')` swaps in derived variants.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/** Where each set of fixtures lives: the contract's recordings, and the copies derived from them. */
export const FIXTURE_DIRS: Readonly<Record<'recorded' | 'derived', string>> = {
  recorded: fileURLToPath(new URL('../../docs/content-api/recorded/', import.meta.url)),
  derived: fileURLToPath(new URL('../fixtures/contract/derived/', import.meta.url)),
};

export type HttpMethod = 'GET' | 'POST';

/** One manifest entry with its body read from disk. */
export interface Fixture {
  /** `recorded` or `derived`. */
  readonly set: 'recorded' | 'derived';
  readonly file: string;
  readonly method: HttpMethod;
  /** Relative to `{api}/wp-json/`, without a leading slash. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly body: Readonly<Record<string, unknown>> | null;
  readonly status: number;
  readonly variant: string | null;
  /** The parsed JSON body; `undefined` for a body that is not JSON (`text` holds it). */
  readonly json: unknown;
  readonly text: string;
}

interface ManifestEntry {
  readonly file: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: Readonly<Record<string, unknown>>;
  readonly http_status: number;
  readonly variant?: string;
}

function readManifest(set: 'recorded' | 'derived'): Fixture[] {
  const dir = FIXTURE_DIRS[set];
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    fixtures: ManifestEntry[];
  };
  return manifest.fixtures.map((entry) => {
    const text = readFileSync(join(dir, entry.file), 'utf8');
    let json: unknown = undefined;
    if (entry.file.endsWith('.json')) json = JSON.parse(text) as unknown;
    return {
      set,
      file: entry.file,
      method: entry.method,
      path: entry.path.replace(/^\/+|\/+$/g, ''),
      query: entry.query ?? {},
      body: entry.body ?? null,
      status: entry.http_status,
      variant: entry.variant ?? null,
      json,
      text,
    };
  });
}

/** Every recorded and derived fixture, recorded first. */
export function loadFixtures(): readonly Fixture[] {
  return [...readManifest('recorded'), ...readManifest('derived')];
}

/** One fixture by file name (recorded or derived). */
export function fixture(file: string): Fixture {
  const found = loadFixtures().find((candidate) => candidate.file === file);
  if (found === undefined) throw new Error(`no fixture ${file} in either manifest`);
  return found;
}

/** The body of a fixture as parsed JSON. */
export function fixtureJson(file: string): unknown {
  const found = fixture(file);
  if (found.json === undefined) throw new Error(`${file} is not JSON`);
  return structuredClone(found.json);
}

/** JSON as WordPress writes it: compact, `\/` for slashes, `\uXXXX` for everything past ASCII. */
export function wordpressJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(
      /[\u007f-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
}

export const REST_NO_ROUTE = {
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
};

/**
 * What identifies a request to the fixtures: method, path and the query (or body) keys that
 * matter for that route. Entity routes ignore `with`; the product's exact `with` is in the log.
 */
export function matchKey(
  method: string,
  path: string,
  query: Readonly<Record<string, string | undefined>>,
  body: unknown,
): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const search = /^app\/search\/query\/([^/]+)/.exec(clean);
  if (method === 'GET' && search?.[1] !== undefined)
    return `GET app/search/query/${safeDecode(search[1]).toLowerCase()}`;
  if (method === 'POST' && clean === 'app/search') {
    const term =
      typeof body === 'object' && body !== null ? (body as { query?: unknown }).query : '';
    return `POST app/search ${String(term).toLowerCase()}`;
  }
  if (clean === 'app/resolve') return `GET app/resolve ${query.path ?? ''}`;
  if (clean === 'app/widget/teaser-list') return `GET ${clean} ${query.cursor ?? ''}`;
  if (/^app\/sitemaps\/[^/]+$/.test(clean)) return `GET ${clean} page=${query.page ?? '1'}`;
  return `${method} ${clean}`;
}

/**
 * The key of a search route's answer for any term (a fixture whose term is `*`), for a search
 * request's key; null for any other request.
 */
export function anyTermKey(key: string): string | null {
  if (key.startsWith('GET app/search/query/')) return 'GET app/search/query/*';
  if (key.startsWith('POST app/search ')) return 'POST app/search *';
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** An answer registered by a test on top of the fixtures (wins over variants and the base). */
export interface OverrideRoute {
  readonly method?: HttpMethod;
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: Readonly<Record<string, unknown>>;
  readonly status: number;
  /** A JSON value (sent as WordPress writes JSON) or `text` sent as it is. */
  readonly json?: unknown;
  readonly text?: string;
  readonly delayMs?: number;
  /** Shown in the request log as the fixture that answered. */
  readonly name?: string;
}

export interface RecordedRequest {
  /** Arrival order, from 1. */
  readonly seq: number;
  readonly method: string;
  /** Relative to `/wp-json/`, without a leading slash; the raw path when outside `/wp-json/`. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly rawUrl: string;
  readonly body: unknown;
  /** `performance.now()` when the request arrived and when its answer was written. */
  readonly receivedAt: number;
  respondedAt: number | null;
  status: number | null;
  /** The fixture (or override) that answered; null for `rest_no_route`. */
  fixture: string | null;
  /** The widget uuids this answer carried (fresh on every answer). */
  uuids: readonly string[];
}

export interface RecordedContentApiOptions {
  /** Variants switched on from the start (see `useVariants`). */
  readonly variants?: readonly string[];
  /** A fresh random `uuid` on every object that has one, on every answer (default true). */
  readonly freshUuids?: boolean;
}

export interface RecordedContentApi {
  /** `http://127.0.0.1:<port>`: the product's `CONTENT_API_URL`. */
  readonly origin: string;
  /** Every request so far, in arrival order. */
  requests(): readonly RecordedRequest[];
  clearRequests(): void;
  /** Serves these derived variants (e.g. `locked`) instead of the base answers they replace. */
  useVariants(...variants: string[]): void;
  /** Registers an answer that wins over everything else; returns its removal. */
  override(route: OverrideRoute): () => void;
  /** Delays the answers to requests `test` accepts by `ms`; returns its removal. */
  delay(test: (request: RecordedRequest) => boolean, ms: number): () => void;
  /**
   * Freezes the API: every request from now on is accepted and logged but gets no answer until
   * the returned thaw is called (or the API closes), like a content API that hangs in an outage.
   */
  freeze(): () => void;
  /** The first request (so far or later) that `test` accepts; rejects after `timeoutMs`. */
  waitForRequest(
    test: (request: RecordedRequest) => boolean,
    timeoutMs?: number,
  ): Promise<RecordedRequest>;
  close(): Promise<void>;
}

interface Answer {
  readonly name: string;
  readonly status: number;
  readonly json: unknown;
  readonly text: string | null;
  readonly delayMs: number;
}

function answerOf(source: Fixture): Answer {
  return {
    name: `${source.set}/${source.file}`,
    status: source.status,
    json: source.json,
    text: source.json === undefined ? source.text : null,
    delayMs: 0,
  };
}

function keyOfFixture(source: Fixture): string {
  return matchKey(source.method, source.path, source.query, source.body);
}

function withFreshUuids(value: unknown, uuids: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withFreshUuids(item, uuids));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'uuid' && typeof item === 'string') {
      const uuid = randomUUID();
      uuids.push(uuid);
      copy[key] = uuid;
    } else {
      copy[key] = withFreshUuids(item, uuids);
    }
  }
  return copy;
}

/**
 * The includes each entity route knows (contract: "Includes are sibling keys"); the API sends an
 * include only when `with` asks for it. A composite's `category` is its default include.
 */
const ENTITY_INCLUDES: Readonly<Record<string, readonly string[]>> = {
  composites: ['contents', 'related', 'teasers', 'tags', 'vocabularies'],
  pages: ['contents'],
  categories: [
    'details',
    'children',
    'parent',
    'ancestor',
    'content-teasers',
    'content-teasers-count',
    'contents',
    'teasers',
  ],
  tags: ['details', 'content-teasers', 'content-teasers-count', 'teasers', 'contents'],
  users: ['content-teasers'],
};

/** The names in `with=` (`content-teasers:per_page(4):page(2),contents` → both names). */
export function includeNames(withParam: string | undefined): string[] {
  if (withParam === undefined || withParam.trim() === '') return [];
  return withParam
    .split(',')
    .map((part) => part.trim().split(':')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** An entity answer keeps only the includes `with` asked for, like Fractal. */
function honourIncludes(path: string, withParam: string | undefined, json: unknown): unknown {
  const entity = /^wp\/v2\/(\w+)\/\d+$/.exec(path)?.[1];
  const known = entity === undefined ? undefined : ENTITY_INCLUDES[entity];
  if (known === undefined || typeof json !== 'object' || json === null) return json;
  const data = (json as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return json;
  const asked = new Set(includeNames(withParam));
  const kept = Object.fromEntries(
    Object.entries(data).filter(([key]) => !known.includes(key) || asked.has(key)),
  );
  return { ...json, data: kept };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Starts the recorded content API on 127.0.0.1 (a free port). */
export async function startRecordedContentApi(
  options: RecordedContentApiOptions = {},
): Promise<RecordedContentApi> {
  const fixtures = loadFixtures();
  const base = new Map<string, Answer>();
  const baseSet = new Map<string, Fixture['set']>();
  const variants = new Map<string, Map<string, Answer>>();
  const addVariant = (name: string, key: string, source: Fixture): void => {
    const map = variants.get(name) ?? new Map<string, Answer>();
    map.set(key, answerOf(source));
    variants.set(name, map);
  };
  for (const source of fixtures) {
    const key = keyOfFixture(source);
    const earlier = baseSet.get(key);
    if (source.variant !== null) addVariant(source.variant, key, source);
    else if (earlier === undefined || (earlier === 'recorded' && source.set === 'derived')) {
      // A derived entity answer is a superset of the recorded one (more includes): it wins.
      base.set(key, answerOf(source));
      baseSet.set(key, source.set);
    } else {
      // A second recording of the same request (favourites 200 and 409): a variant by file name.
      addVariant(source.file.replace(/\.json$/, ''), key, source);
    }
  }
  let active: readonly string[] = [...(options.variants ?? [])];
  const overrides: { key: string; answer: Answer }[] = [];
  const delays: { test: (request: RecordedRequest) => boolean; ms: number }[] = [];
  const log: RecordedRequest[] = [];
  const waiters: {
    test: (request: RecordedRequest) => boolean;
    resolve: (request: RecordedRequest) => void;
  }[] = [];
  const freshUuids = options.freshUuids ?? true;
  const sockets = new Set<Socket>();
  /** Set while frozen: resolves when the API thaws (or closes). */
  let frozen: { readonly until: Promise<void>; readonly thaw: () => void } | null = null;

  const checkVariants = (names: readonly string[]): void => {
    for (const name of names)
      if (!variants.has(name)) throw new Error(`no derived fixture has the variant "${name}"`);
  };
  checkVariants(active);

  const lookupExact = (key: string): Answer | null => {
    for (let index = overrides.length - 1; index >= 0; index -= 1) {
      const entry = overrides[index];
      if (entry?.key === key) return entry.answer;
    }
    for (const name of active) {
      const answer = variants.get(name)?.get(key);
      if (answer !== undefined) return answer;
    }
    return base.get(key) ?? null;
  };
  // Layer by layer (overrides, variants, base), a term's own answer first, then the route's
  // answer for any term (`*`): a variant that removes a route wins over every term's answer.
  const lookup = (key: string): Answer | null => {
    const wildcard = anyTermKey(key);
    if (wildcard === null) return lookupExact(key);
    for (let index = overrides.length - 1; index >= 0; index -= 1) {
      const entry = overrides[index];
      if (entry?.key === key || entry?.key === wildcard) return entry.answer;
    }
    for (const name of active) {
      const answer = variants.get(name)?.get(key) ?? variants.get(name)?.get(wildcard);
      if (answer !== undefined) return answer;
    }
    return base.get(key) ?? base.get(wildcard) ?? null;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const receivedAt = performance.now();
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const bodyText = method === 'POST' || method === 'PUT' ? await readBody(request) : '';
    const body = parseBody(bodyText);
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams) if (!(name in query)) query[name] = value;
    const inApi = url.pathname.startsWith('/wp-json/');
    const path = inApi
      ? safeDecode(url.pathname.slice('/wp-json/'.length)).replace(/^\/+|\/+$/g, '')
      : url.pathname;
    const entry: RecordedRequest = {
      seq: log.length + 1,
      method,
      path,
      query,
      rawUrl: request.url ?? '/',
      body,
      receivedAt,
      respondedAt: null,
      status: null,
      fixture: null,
      uuids: [],
    };
    log.push(entry);
    for (const waiter of [...waiters]) {
      if (waiter.test(entry)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(entry);
      }
    }
    if (frozen !== null) {
      await frozen.until;
      if (response.destroyed) return;
    }
    const answer = inApi ? lookup(matchKey(method, path, query, body)) : null;
    const delayMs =
      (answer?.delayMs ?? 0) +
      delays.filter((delay) => delay.test(entry)).reduce((sum, delay) => sum + delay.ms, 0);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    let status = 404;
    let text = wordpressJson(REST_NO_ROUTE);
    if (answer !== null) {
      status = answer.status;
      if (answer.text !== null) {
        text = answer.text;
      } else {
        const uuids: string[] = [];
        const json = honourIncludes(path, query.with, answer.json);
        text = wordpressJson(freshUuids ? withFreshUuids(json, uuids) : json);
        entry.uuids = uuids;
      }
      entry.fixture = answer.name;
    }
    entry.status = status;
    response.writeHead(status, {
      'content-type': 'application/json; charset=UTF-8',
      'content-length': Buffer.byteLength(text),
      'x-wp-fixture': entry.fixture ?? 'rest_no_route',
    });
    response.end(text, () => {
      entry.respondedAt = performance.now();
    });
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(
        wordpressJson({
          code: 'recorded_api_failed',
          message: error instanceof Error ? error.message : String(error),
          data: { status: 500 },
        }),
      );
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const origin = `http://127.0.0.1:${address.port}`;

  return {
    origin,
    requests: () => [...log],
    clearRequests: () => {
      log.length = 0;
    },
    useVariants: (...names) => {
      checkVariants(names);
      active = names;
    },
    override: (route) => {
      const method = route.method ?? 'GET';
      const path = route.path.replace(/^\/+|\/+$/g, '');
      const key = matchKey(method, path, route.query ?? {}, route.body ?? null);
      const entry = {
        key,
        answer: {
          name: route.name ?? `override ${method} ${path}`,
          status: route.status,
          json: route.json,
          text: route.text ?? null,
          delayMs: route.delayMs ?? 0,
        },
      };
      overrides.push(entry);
      return () => {
        const index = overrides.indexOf(entry);
        if (index >= 0) overrides.splice(index, 1);
      };
    },
    delay: (test, ms) => {
      const entry = { test, ms };
      delays.push(entry);
      return () => {
        const index = delays.indexOf(entry);
        if (index >= 0) delays.splice(index, 1);
      };
    },
    freeze: () => {
      if (frozen === null) {
        let thaw = (): void => undefined;
        const until = new Promise<void>((resolve) => {
          thaw = resolve;
        });
        frozen = { until, thaw };
      }
      const current = frozen;
      return () => {
        if (frozen === current) frozen = null;
        current.thaw();
      };
    },
    waitForRequest: (test, timeoutMs = 5_000) => {
      const seen = log.find(test);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (request: RecordedRequest) => {
            clearTimeout(timer);
            resolve(request);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching request to the recorded content API in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        frozen?.thaw();
        frozen = null;
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
