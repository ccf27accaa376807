import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { compressBody, plainBody } from '../../../src/adapters/cache/compression.encoder';
import { LruResponseCache } from '../../../src/adapters/cache/lru-response.cache';
import { InProcessEventBus } from '../../../src/adapters/events/in-process.event-bus';
import { buildApp } from '../../../src/adapters/http/app';
import { CognitoIdentityDirectory } from '../../../src/adapters/identity/cognito-identity.directory';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';
import { VikePageRenderer } from '../../../src/adapters/render/vike-page.renderer';
import { SubscriptionHttpAdapter } from '../../../src/adapters/subscription/subscription-http.adapter';
import { RecentEvents } from '../../../src/application/admin/recent-events.service';
import { SessionService } from '../../../src/application/auth/session.service';
import { ErrorPage } from '../../../src/application/error-page';
import { ListingTeasers } from '../../../src/application/listing-teasers.use-case';
import { PageCache } from '../../../src/application/page-cache.service';
import { dropPurgedEntries, PurgeCache } from '../../../src/application/purge-cache.use-case';
import { ResolvePage } from '../../../src/application/resolve-page.use-case';
import { SiteChromeService } from '../../../src/application/site-chrome.service';
import type { AppConfig } from '../../../src/config/app.config';
import type { Site } from '../../../src/domain/site/site.types';
import { startIdentity, type RunningIdentity } from '../../../sandbox/identity/cognito-bootstrap';
import { InMemoryContent } from '../../fakes/content.fake';
import { siteFixture } from '../../fakes/domain-builders';
import { freePort } from '../../support/free-port';
import type { RedisClient } from '../../../src/adapters/cache/redis-client.factory';
import type { SignInLimits } from '../../../src/adapters/http/sign-in.rate-limit';

export interface AccountStack {
  readonly app: FastifyInstance;
  readonly origin: string;
  readonly site: Site;
  readonly content: InMemoryContent;
  readonly identity: RunningIdentity;
  /** Lines the product logged at error level or above (an ordinary denial writes none). */
  readonly errorLines: readonly string[];
  stop(): Promise<void>;
}

export interface AccountStackOptions {
  /** `TRUST_PROXY` as the config reads it (default: none trusted). */
  readonly trustProxy?: AppConfig['trustProxy'];
  readonly signInLimits?: SignInLimits;
  /** Where sign-in attempts are counted (default: in process). */
  readonly redis?: RedisClient | null;
  /** An identity service already running (two replicas share one). */
  readonly identity?: RunningIdentity;
}

/**
 * The product in process with accounts on, against a real cognito-local (seeded accounts, fresh
 * data dir) and the real renderer over dist/ (run `npm run build` first). Listens on a free port.
 */
export async function startAccountStack(options: AccountStackOptions = {}): Promise<AccountStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'account-stack-'));
  const ownIdentity = options.identity === undefined;
  const identity = options.identity ?? (await startIdentity({ port: await freePort(), dataDir }));
  const port = await freePort();
  const site = siteFixture({
    hosts: ['wom-dk.localhost'],
    siteDomain: `http://wom-dk.localhost:${port}`,
    auth: {
      enabled: true,
      userPoolId: identity.userPoolId,
      userPoolWebClientId: identity.clientId,
      region: identity.region,
      loginPath: '/users/sign_in',
      endpoint: identity.endpoint,
    },
  });
  const config: AppConfig = {
    production: false,
    trustProxy: options.trustProxy ?? false,
    host: '127.0.0.1',
    port,
    metricsHost: '127.0.0.1',
    metricsPort: 0,
    logLevel: 'silent',
    siteIndexHosts: ['localhost', '127.0.0.1'],
    sites: [site],
    sitesSource: 'test',
    distDir: resolve(process.cwd(), 'dist'),
    redisUrl: null,
    contentWebhookSecret: null,
    cacheMemoryBytes: 16 * 1024 * 1024,
    maxEventLoopDelayMs: 0,
  };
  const content = new InMemoryContent();
  const cache = new LruResponseCache({ maxBytes: 16 * 1024 * 1024 });
  const bus = new InProcessEventBus({
    observeEvent: () => undefined,
    handlerFailed: () => undefined,
  });
  dropPurgedEntries(bus, cache);
  const chrome = new SiteChromeService(content, { ttlMs: 60_000, now: Date.now });
  const metrics = new PrometheusMetrics({ defaultMetrics: false });
  const renderer = new VikePageRenderer(config.distDir);
  await renderer.load();
  const sessions = new SessionService(
    new CognitoIdentityDirectory(),
    new SubscriptionHttpAdapter(),
  );
  const errorLines: string[] = [];
  const app = await buildApp(
    {
      config,
      resolvePage: new ResolvePage(content, content, chrome),
      listingTeasers: new ListingTeasers(content),
      errorPage: new ErrorPage(chrome, false),
      renderer,
      metrics,
      pageCache: new PageCache({
        cache,
        encoder: { encode: compressBody, plain: plainBody },
        metrics,
      }),
      purgeCache: new PurgeCache(bus),
      accounts: {
        sessions,
        recentEvents: new RecentEvents(bus),
        redis: options.redis ?? null,
        ...(options.signInLimits === undefined ? {} : { signInLimits: options.signInLimits }),
      },
    },
    pino(
      { level: 'error' },
      {
        write: (line: string) => {
          errorLines.push(line);
        },
      },
    ),
  );
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    origin: `http://wom-dk.localhost:${port}`,
    site,
    content,
    identity,
    errorLines,
    stop: async () => {
      await app.close();
      if (ownIdentity) await identity.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
