import { pino } from 'pino';
import { expect } from 'vitest';
import { MockAgent } from 'undici';
import { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import type { UpstreamTimeouts } from '../../../src/adapters/http-client/upstream-http.types';
import { WordPressContentAdapter } from '../../../src/adapters/wordpress/wordpress-content.adapter';
import { WordPressSearchAdapter } from '../../../src/adapters/wordpress/wordpress-search.adapter';
import type { Resolved } from '../../../src/domain/content/content.types';
import type { Site } from '../../../src/domain/site/site.types';
import { siteFixture } from '../../fakes/domain-builders';
import { InMemoryMetrics } from '../../fakes/metrics.fake';

export const CONTENT_ORIGIN = 'http://content.test';
export const ADMIN_ORIGIN = 'http://admin.content.test';
export const SITE_ORIGIN = 'https://www.wom.dk';

export interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly [field: string]: unknown;
}

export interface RecordedRequest {
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
}

interface Reply {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly delayMs?: number;
}

/**
 * The WordPress adapters over an undici `MockAgent` with net connect disabled, an in-memory
 * metrics fake and a pino logger whose lines are kept for assertions.
 */
export function contentApiHarness(
  options: { readonly timeouts?: Partial<UpstreamTimeouts>; readonly site?: Partial<Site> } = {},
) {
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
  });
  const site = siteFixture({
    language: 'da',
    siteDomain: SITE_ORIGIN,
    vertexSearch: false,
    ...options.site,
    upstreams: {
      ...siteFixture().upstreams,
      contentApi: `${CONTENT_ORIGIN}/wom-dk`,
      contentAdminApi: `${ADMIN_ORIGIN}/wom-dk`,
    },
  });
  const requests: RecordedRequest[] = [];

  /** Answers the next request to `origin` + `pathname` (query ignored) and records it. */
  function reply(pathname: string, answer: Reply, origin = CONTENT_ORIGIN): void {
    const scope = agent
      .get(origin)
      .intercept({ path: (path) => path.split('?')[0] === pathname, method: 'GET' })
      .reply((request) => {
        requests.push({
          url: new URL(request.path, origin),
          headers: { ...(request.headers as Record<string, string>) },
        });
        const body = answer.body;
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
    metrics,
    logs,
    site,
    requests,
    reply,
    content: new WordPressContentAdapter({ http, logger }),
    search: new WordPressSearchAdapter({ http, logger }),
    /** The only recorded request (fails the test when there were more or none). */
    onlyRequest(): RecordedRequest {
      if (requests.length !== 1) throw new Error(`expected 1 request, got ${requests.length}`);
      return requests[0]!;
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

export const RESOLVE_PATH = '/wom-dk/wp-json/app/resolve';

/** Asserts the kind of a resolve answer and narrows it. */
export function expectKind<K extends Resolved['kind']>(
  resolved: Resolved | null,
  kind: K,
): Extract<Resolved, { kind: K }> {
  expect(resolved?.kind).toBe(kind);
  return resolved as Extract<Resolved, { kind: K }>;
}
