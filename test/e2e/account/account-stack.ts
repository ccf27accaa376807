import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import type { Container } from 'inversify';
import { composeTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';
import { pino } from 'pino';
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
  /** The composed product: its session store and identity directory, for tests to look into. */
  readonly container: Container;
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
  const config = testConfig({ trustProxy: options.trustProxy ?? false, port, sites: [site] });
  const content = new InMemoryContent();
  const errorLines: string[] = [];
  const { app, container } = await composeTestApp(
    config,
    [
      override(ID.content, content),
      override(ID.search, content),
      override(ID.signInCounter, options.redis ?? null),
      ...(options.signInLimits === undefined
        ? []
        : [override(ID.signInLimits, options.signInLimits)]),
    ],
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
    container,
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
