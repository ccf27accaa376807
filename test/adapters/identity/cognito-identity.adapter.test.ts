/**
 * The Cognito identity adapter against the embedded identity service (cognito-local, seeded
 * accounts), and against a stand-in for Cognito's own GlobalSignOut, which cognito-local lacks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CognitoIdentityAdapter } from '../../../src/adapters/identity/cognito-identity.adapter';
import type { IdentityReply } from '../../../src/ports/identity.port';
import { startIdentity, type RunningIdentity } from '../../../sandbox/identity/cognito-bootstrap';
import { freePort } from '../../support/free-port';

const dataDir = mkdtempSync(join(tmpdir(), 'identity-adapter-'));
let identity: RunningIdentity;
let adapter: CognitoIdentityAdapter;

beforeAll(async () => {
  identity = await startIdentity({ port: await freePort(), dataDir });
  adapter = new CognitoIdentityAdapter({
    region: identity.region,
    clientId: identity.clientId,
    endpoint: identity.endpoint,
  });
}, 60_000);

afterAll(async () => {
  await (identity as RunningIdentity | undefined)?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The code of the refusal the identity service answered (the assertions say what else). */
async function refusalCode(reply: Promise<IdentityReply<unknown>>): Promise<string> {
  const outcome = await reply;
  expect(outcome).toMatchObject({ ok: true, value: { kind: 'refused' } });
  return outcome.ok && outcome.value.kind === 'refused' ? outcome.value.code : '';
}

/** The value of an answer that is done (the assertions say what else). */
async function valueOf<T>(reply: Promise<IdentityReply<T>>): Promise<T> {
  const outcome = await reply;
  expect(outcome).toMatchObject({ ok: true, value: { kind: 'done' } });
  if (!outcome.ok || outcome.value.kind !== 'done') throw new Error('expected an answer');
  return outcome.value.value;
}

describe('sign-in against the embedded identity service', () => {
  it('answers a wrong password and an unknown account with the same code', async () => {
    expect(await refusalCode(adapter.signIn('reader@wom.test', 'wrong-one', 'WOM'))).toBe(
      'NotAuthorizedException',
    );
    expect(await refusalCode(adapter.signIn('nobody-at-all@wom.test', 'wrong-one', 'WOM'))).toBe(
      'NotAuthorizedException',
    );
  });
});

describe('sign-out against the embedded identity service', () => {
  it('revokes this session where global sign-out is missing: its refresh token renews nothing', async () => {
    const tokens = await valueOf(adapter.signIn('reader@wom.test', 'Reader-2026', 'WOM'));
    const refreshToken = tokens.refreshToken ?? '';
    expect((await valueOf(adapter.refresh(refreshToken))).idToken).not.toBe('');

    expect(await valueOf(adapter.signOut(tokens.accessToken, refreshToken))).toBe('this-session');
    expect(await refusalCode(adapter.refresh(refreshToken))).toBe('NotAuthorizedException');
  });

  it('keeps other sessions of the account, which only a global sign-out would end', async () => {
    const here = await valueOf(adapter.signIn('reader@wom.test', 'Reader-2026', 'WOM'));
    const elsewhere = await valueOf(adapter.signIn('reader@wom.test', 'Reader-2026', 'WOM'));
    await valueOf(adapter.signOut(here.accessToken, here.refreshToken));
    expect((await valueOf(adapter.refresh(elsewhere.refreshToken ?? ''))).accessToken).not.toBe('');
  });
});

describe('sign-out where the service has GlobalSignOut', () => {
  let server: Server;
  const targets: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      targets.push(String(request.headers['x-amz-target']));
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('signs out everywhere with GlobalSignOut alone', async () => {
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const cognito = new CognitoIdentityAdapter({
      region: 'eu-west-1',
      clientId: 'client',
      endpoint: `http://127.0.0.1:${String(port)}`,
    });
    expect(await cognito.signOut('access', 'refresh')).toEqual({
      ok: true,
      value: { kind: 'done', value: 'everywhere' },
    });
    expect(targets).toEqual(['AWSCognitoIdentityProviderService.GlobalSignOut']);
  });
});
