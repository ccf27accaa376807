import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { composeApp } from '../../../src/composition/compose';
import { loadConfig } from '../../../src/config/app.config';
import { startIdentity } from '../../../sandbox/identity/cognito-bootstrap';
import { startSandbox } from '../../../sandbox/sandbox';
import { freePort } from '../../support/free-port';

export interface FullStack {
  readonly app: FastifyInstance;
  /** `http://wom-dk.localhost:{port}` */
  readonly origin: string;
  readonly sandboxOrigin: string;
  stop(): Promise<void>;
}

/**
 * The product as `npm start` composes it (sandbox/sites.json, the real container) in process,
 * against the sandbox (content API, favourites on disk in a temp dir) and cognito-local.
 * Needs `npm run build` first (the renderer reads dist/).
 */
export async function startFullStack(): Promise<FullStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'full-stack-'));
  const port = await freePort();
  const sandbox = await startSandbox({
    port: 0,
    cdnPort: 0,
    siteOriginTemplate: `http://{site}.localhost:${port}`,
    favouritesFile: join(dataDir, 'favourites.json'),
  });
  const identity = await startIdentity({ port: await freePort(), dataDir });
  const config = loadConfig(
    {
      PORT: String(port),
      PUBLIC_PORT: String(port),
      LOG_LEVEL: 'silent',
      SANDBOX_ORIGIN: sandbox.origin,
      SANDBOX_CDN_ORIGIN: sandbox.cdnOrigin,
      SANDBOX_IDENTITY_ENDPOINT: identity.endpoint,
      SANDBOX_USERPOOL_ID: identity.userPoolId,
      SANDBOX_USERPOOL_CLIENT_ID: identity.clientId,
    },
    process.cwd(),
    (path) => readFileSync(path, 'utf8'),
  );
  const { app, stop } = await composeApp(config, pino({ level: 'silent' }));
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    origin: `http://wom-dk.localhost:${port}`,
    sandboxOrigin: sandbox.origin,
    stop: async () => {
      await stop();
      await Promise.all([sandbox.close(), identity.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
