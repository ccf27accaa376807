import { Agent, request as httpRequest } from 'node:http';
import { succeeded, type Outcome } from '../../src/domain/errors/outcome';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { PrometheusMetrics } from '../../src/adapters/metrics/prometheus.metrics';
import { override } from '../../src/composition/compose';
import { ID } from '../../src/composition/identifiers';
import { pino } from 'pino';
import { isSameSitePath } from '../../src/domain/routing/redirect.rules';
import type { Listing, Resolved } from '../../src/domain/content/content.types';
import type { Site } from '../../src/domain/site/site.types';
import type { ContentPageRequest, ListingRef } from '../../src/ports/content.port';
import type { PageRendererPort } from '../../src/ports/page-renderer.port';
import { InMemoryArticleTeasers } from '../fakes/article-teasers.fake';
import { InMemoryContent } from '../fakes/content.fake';
import {
  articleFixture,
  listingFixture,
  pageFixture,
  SIGN_IN_ON,
  siteFixture,
} from '../fakes/domain-builders';
import { InMemoryFavourites } from '../fakes/favourites.fake';
import { FakeIdentityDirectory } from '../fakes/identity.fake';
import { InMemoryNewsletter } from '../fakes/newsletter.fake';
import { InMemorySearchRelay } from '../fakes/search-relay.fake';
import { InMemorySitemaps } from '../fakes/sitemap.fake';
import { InMemorySubscription } from '../fakes/subscription.fake';
import { signedInCookie } from '../support/sessions';
import { composeTestApp } from '../support/test-composition';
import { testConfig } from '../support/test-config';
/** The site every suite here talks to, and the Host header that selects it. */
export const SITE_ORIGIN = 'http://wom-dk.localhost:3000';
export const HOST = { host: 'wom-dk.localhost:3000' };

/** Whether a Location header keeps the reader on this site: a same-site path or the own origin. */
export function staysOnSite(location: string): boolean {
  if (isSameSitePath(location)) return new URL(location, SITE_ORIGIN).origin === SITE_ORIGIN;
  if (location !== SITE_ORIGIN && !location.startsWith(`${SITE_ORIGIN}/`)) return false;
  try {
    return new URL(location).origin === SITE_ORIGIN;
  } catch {
    return false;
  }
}

/** One log line as pino wrote it. */
export interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly reqId?: string;
  readonly err?: { readonly type?: string; readonly message?: string };
  readonly [key: string]: unknown;
}

/** A stream for pino that parses every line written to it into `lines`. */
export function logSink(): { lines: LogLine[]; stream: Writable } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() !== '') lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  return { lines, stream };
}

export interface SecurityApp {
  readonly app: FastifyInstance;
  readonly content: InMemoryContent;
  readonly site: Site;
  /** Every line logged so far (info and above). */
  readonly logs: LogLine[];
  readonly metrics: PrometheusMetrics;
  /** The identity cookie of a signed-in reader: a session in the app's store (ADR 25). */
  readonly signedInCookie: string;
  /** What `/api/search` relays to the content API's search (by default no hits). */
  readonly searchRelay: InMemorySearchRelay;
  /** The newsletter service the sign-ups reach. */
  readonly newsletter: InMemoryNewsletter;
}

export interface SecurityAppOptions {
  readonly production?: boolean;
  readonly renderer?: PageRendererPort;
  /** Defaults to an in-memory content API with a front page, an article and a category. */
  readonly content?: InMemoryContent;
}

/**
 * The in-memory content API, with every page of category 11 (the fake answers `not-found` for a
 * listing page it does not hold, and a failure when it is down).
 */
export class SecurityContent extends InMemoryContent {
  override listingPage(
    site: Site,
    ref: ListingRef,
    page: number,
    perPage: number,
  ): Promise<Outcome<Listing | 'not-found'>> {
    if (ref.kind === 'category' && ref.id === 11 && !this.down) {
      this.calls.push(`listingPage ${ref.kind}/${String(ref.id)}?page=${String(page)}`);
      return Promise.resolve(
        succeeded(listingFixture({ pagination: { page, perPage, total: 0, totalPages: 1 } })),
      );
    }
    return super.listingPage(site, ref, page, perPage);
  }
}

/**
 * A content API that redirects the way a hostile or careless one could: `/r/<anything>` to
 * `<anything>` (percent-decoded once) as it stands, and a path with capitals to its lower-case
 * form with a trailing slash (a canonical redirect, so `//EVIL.EXAMPLE` asks for `//evil.example/`).
 */
export class RedirectingContent extends SecurityContent {
  override resolve(site: Site, page: ContentPageRequest): Promise<Outcome<Resolved>> {
    const { path } = page;
    if (path.startsWith('/r/')) {
      let location = path.slice(3);
      try {
        location = decodeURIComponent(location);
      } catch {
        // Kept as it came.
      }
      return Promise.resolve(succeeded({ kind: 'redirect', status: 301, location }));
    }
    if (/[A-Z]/.test(path)) {
      const location = path.toLowerCase().replace(/\/*$/, '/');
      return Promise.resolve(succeeded({ kind: 'redirect', status: 301, location }));
    }
    return super.resolve(site, page);
  }
}

/**
 * The product with every route wired (search, teaser lists, newsletter, calculators, sitemaps,
 * accounts with sign-in on) over in-memory fakes, the real renderer, and a log that keeps every
 * line so tests can count errors.
 */
export async function securityApp(options: SecurityAppOptions = {}): Promise<SecurityApp> {
  const site = siteFixture({
    auth: SIGN_IN_ON,
  });
  const config = testConfig({
    production: options.production ?? true,
    logLevel: 'info',
    sites: [site],
  });
  const content = options.content ?? new SecurityContent();
  content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  content.resolved.set('/traening/styrke', { kind: 'article', article: articleFixture() });
  content.searchResults = {
    query: '',
    teasers: [],
    pagination: { page: 1, perPage: 10, total: 0, totalPages: 0 },
    facets: [],
  };
  const { lines: logs, stream: sink } = logSink();
  const newsletter = new InMemoryNewsletter();
  const searchRelay = new InMemorySearchRelay();
  searchRelay.answer = { data: [] };
  // Sitemaps answered from memory: one sitemap of one page.
  const sitemaps = new InMemorySitemaps().add('posts', [
    [{ url: `${SITE_ORIGIN}/traening/styrke`, lastModified: null }],
  ]);
  const { app, metrics, container } = await composeTestApp(
    config,
    [
      override(ID.content, content),
      override(ID.search, content),
      override(ID.searchRelay, searchRelay),
      override(ID.newsletter, newsletter),
      override(ID.sitemaps, sitemaps),
      override(ID.identityDirectory, new FakeIdentityDirectory()),
      override(ID.subscription, new InMemorySubscription()),
      override(ID.favourites, new InMemoryFavourites()),
      override(ID.favouriteTeasers, new InMemoryArticleTeasers()),
      ...(options.renderer === undefined ? [] : [override(ID.renderer, options.renderer)]),
    ],
    pino({ level: 'info' }, sink),
  );
  return {
    app,
    content,
    site,
    logs,
    metrics,
    signedInCookie: await signedInCookie(container, site),
    searchRelay,
    newsletter,
  };
}

/** Lines at error level (50) or above. */
export function errorLines(logs: readonly LogLine[]): LogLine[] {
  return logs.filter((line) => line.level >= 50);
}

/** An answer read off the wire. */
export interface WireAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

export interface ListeningSecurityApp {
  readonly started: SecurityApp;
  /** GET with the path sent verbatim over one keep-alive socket (inject would normalise it). */
  get(pathAndQuery: string): Promise<WireAnswer>;
  close(): Promise<void>;
}

/** The security app listening on a free loopback port, for requests a client sends as they are. */
export async function listeningSecurityApp(
  options: SecurityAppOptions = {},
): Promise<ListeningSecurityApp> {
  const started = await securityApp(options);
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  const address = started.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string): Promise<WireAnswer> =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, path, agent, headers: HOST },
        (incoming) => {
          let body = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => {
            body += chunk;
          });
          incoming.on('end', () => {
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  return {
    started,
    get,
    close: async () => {
      agent.destroy();
      await started.app.close();
    },
  };
}
