/**
 * The Cognito identity adapter holds the identity port's contract against the embedded identity
 * service (cognito-local, seeded accounts), started in this process; and over a port nobody
 * listens on and a service that accepts connections and never answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startIdentity, type RunningIdentity } from '../../../sandbox/identity/cognito-bootstrap';
import { FIXED_CODE, SEED_ACCOUNTS } from '../../../sandbox/identity/seed-accounts';
import { CognitoIdentityAdapter } from '../../../src/adapters/identity/cognito-identity.adapter';
import { siteFixture } from '../../fakes/domain-builders';
import { freePort } from '../../support/free-port';
import { identityPortContract } from './identity.contract';

const dataDir = mkdtempSync(join(tmpdir(), 'identity-contract-'));
const site = siteFixture();
const reader = SEED_ACCOUNTS[0];
let identity: RunningIdentity;
let frozen: Server;
const held: Socket[] = [];

beforeAll(async () => {
  identity = await startIdentity({ port: await freePort(), dataDir });
  frozen = createServer((socket) => {
    held.push(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) =>
    frozen.close(() => {
      resolve();
    }),
  );
  await (identity as RunningIdentity | undefined)?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function adapterAt(endpoint: string, timeoutMs?: number): CognitoIdentityAdapter {
  return new CognitoIdentityAdapter({
    region: identity.region,
    clientId: identity.clientId,
    endpoint,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    // Every call of the failing target is made: the breaker stays out of it.
    breaker: { failureThreshold: 100 },
  });
}

identityPortContract('CognitoIdentityAdapter on cognito-local', {
  answering: () => ({
    port: adapterAt(identity.endpoint),
    site,
    given: { email: reader?.email ?? '', password: reader?.password ?? '', code: FIXED_CODE },
  }),
  failing: async () => ({
    port: adapterAt(`http://127.0.0.1:${String(await freePort())}`, 2_000),
    site,
  }),
  timingOut: () => {
    const address = frozen.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    return { port: adapterAt(`http://127.0.0.1:${String(port)}`, 200), site };
  },
});
