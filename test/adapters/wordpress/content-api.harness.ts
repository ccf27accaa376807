import { pino } from 'pino';
import { expect } from 'vitest';
import { MockAgent } from 'undici';
import { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import type { UpstreamTimeouts } from '../../../src/adapters/http-client/upstream-http.types';
import type { CircuitBreakerOptions } from '../../../src/adapters/http-client/circuit-breaker';
import { WordPressContentAdapter } from '../../../src/adapters/wordpress/wordpress-content.adapter';
import type { SiblingOrigin } from '../../../src/adapters/wordpress/wordpress-links';
import { WordPressSearchAdapter } from '../../../src/adapters/wordpress/wordpress-search.adapter';
import type { Resolved } from '../../../src/domain/content/content.types';
import type { Outcome } from '../../../src/domain/errors/outcome';
import type { Site } from '../../../src/domain/site/site.types';
import type { MaterialsPort } from '../../../src/ports/materials.port';
import { siteFixture } from '../../fakes/domain-builders';
import { InMemoryMetrics } from '../../fakes/metrics.fake';
import { answered } from '../../support/outcome';

/** The contract's invented hosts: the API, its admin twin and the public site. */
export const API_ORIGIN = 'https://api.iform.dk';
export const ADMIN_ORIGIN = 'https://admin.iform.dk';
/**
 * This deployment answers on `www.iform.dk`, while the API writes canonical and editor links on
 * `iform.dk`: a link to the site must come out on this origin.
 */
export const SITE_ORIGIN = 'https://www.iform.dk';
export const API = '/wp-json';
export const RESOLVE_PATH = `${API}/app/resolve`;

/** The sibling sites of the brand: Swedish has one here, Norwegian none. */
export const SIBLINGS: Readonly<Record<string, string>> = { sv: 'https://www.iform.se' };
export const siblingOrigin: SiblingOrigin = (_site, language) => SIBLINGS[language] ?? null;

/** The Danish I FORM site of the contract's invented values, on this deployment's origin. */
export function iformSite(overrides: Partial<Site> = {}): Site {
  return siteFixture({
    id: 'ifo-dk',
    brandCode: 'IFO',
    brandName: 'I FORM',
    market: 'dk',
    language: 'da',
    hosts: ['www.iform.dk'],
    siteDomain: SITE_ORIGIN,
    vertexSearch: false,
    menuLocations: {
      header: 'header-primary',
      footer: 'footer-primary',
      user: 'user-menu',
      headerSecondary: 'header-secondary',
    },
    contentSearch: 'get',
    ...overrides,
    upstreams: {
      ...siteFixture().upstreams,
      contentApi: API_ORIGIN,
      contentAdminApi: ADMIN_ORIGIN,
      imageHost: null,
      ...overrides.upstreams,
    },
  });
}

export interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly [field: string]: unknown;
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
  /** A POST's JSON body, parsed. */
  readonly body: unknown;
}

export interface Reply {
  readonly status?: number;
  /** A string is sent as it is; anything else as JSON. */
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly delayMs?: number;
  readonly origin?: string;
  readonly method?: 'GET' | 'POST';
}

export interface HarnessOptions {
  readonly timeouts?: Partial<UpstreamTimeouts>;
  readonly breaker?: Partial<CircuitBreakerOptions>;
  readonly site?: Partial<Site>;
  readonly materials?: MaterialsPort;
}

/**
 * The WordPress adapters over an undici `MockAgent` with net connect disabled: a request nobody
 * answers fails like a dead upstream. Metrics go to an in-memory fake, log lines are kept.
 */
export function contentApiHarness(options: HarnessOptions = {}) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const metrics = new InMemoryMetrics();
  const logs: LogLine[] = [];
  const logger = pino(
    { level: 'debug' },
    {
      write: (line: string) => {
        logs.push(JSON.parse(line) as LogLine);
      },
    },
  );
  const http = new UpstreamHttpClient({
    dispatcher: agent,
    metrics,
    service: 'content-api',
    timeouts: options.timeouts,
    breaker: options.breaker,
  });
  const site = iformSite(options.site);
  const requests: RecordedRequest[] = [];
  const deps = { http, logger, metrics, siblingOrigin };

  /** Answers the next request to `pathname` (query ignored) and records it. */
  function reply(pathname: string, answer: Reply = {}): void {
    const origin = answer.origin ?? API_ORIGIN;
    const scope = agent
      .get(origin)
      .intercept({
        path: (path) => path.split('?')[0] === pathname,
        method: answer.method ?? 'GET',
      })
      .reply((request) => {
        const raw = typeof request.body === 'string' ? request.body : null;
        requests.push({
          method: request.method,
          url: new URL(request.path, origin),
          headers: { ...(request.headers as Record<string, string>) },
          body: raw === null ? null : (JSON.parse(raw) as unknown),
        });
        const { body } = answer;
        return {
          statusCode: answer.status ?? 200,
          data: typeof body === 'string' ? body : JSON.stringify(body ?? null),
          responseOptions: { headers: { 'content-type': 'application/json', ...answer.headers } },
        };
      });
    if (answer.delayMs !== undefined) scope.delay(answer.delayMs);
  }

  return {
    agent,
    /** The upstream client the adapters share (for other adapters over the same mock). */
    http,
    logger,
    metrics,
    logs,
    site,
    requests,
    reply,
    /** Answers the next `app/resolve`. */
    replyResolve(body: unknown, answer: Omit<Reply, 'body'> = {}): void {
      reply(RESOLVE_PATH, { ...answer, body });
    },
    /** Answers the next call of an entity route, e.g. `wp/v2/composites/36184`. */
    replyEntity(route: string, body: unknown, answer: Omit<Reply, 'body'> = {}): void {
      reply(`${API}/${route}`, { ...answer, body });
    },
    content: new WordPressContentAdapter({
      ...deps,
      ...(options.materials === undefined ? {} : { materials: options.materials }),
    }),
    search: new WordPressSearchAdapter(deps),
    /** The only recorded request (fails the test when there were more or none). */
    onlyRequest(): RecordedRequest {
      expect(requests.map(({ url }) => url.pathname)).toHaveLength(1);
      return requests[0]!;
    },
    /** The recorded request to a path (fails when there was none). */
    requestTo(pathname: string): RecordedRequest {
      const request = requests.find(({ url }) => url.pathname === pathname);
      expect(request, `no request to ${pathname}`).toBeDefined();
      return request!;
    },
    /** The `with=` of the recorded request to a path. */
    withOf(pathname: string): string | null {
      return this.requestTo(pathname).url.searchParams.get('with');
    },
    /** Fails when an answer the test set up was never asked for. */
    assertAllAnswered(): void {
      agent.assertNoPendingInterceptors();
    },
    warnings(): LogLine[] {
      return logs.filter((line) => line.level === 40);
    },
    errors(): LogLine[] {
      return logs.filter((line) => line.level === 50);
    },
    close: () => agent.close(),
  };
}

export type ContentApiHarness = ReturnType<typeof contentApiHarness>;

/** Asserts the kind of a resolve answer and narrows it. */
export function expectKind<K extends Resolved['kind']>(
  resolved: Outcome<Resolved> | Resolved,
  kind: K,
): Extract<Resolved, { kind: K }> {
  const value = 'ok' in resolved ? answered(resolved) : resolved;
  expect(value.kind).toBe(kind);
  return value as Extract<Resolved, { kind: K }>;
}

export { answered };
