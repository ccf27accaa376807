import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { startIdentity } from '../../../sandbox/identity/cognito-bootstrap';
import { SEED_ACCOUNTS } from '../../../sandbox/identity/seed-accounts';
import { freePort } from '../../support/free-port';

const dataDir = mkdtempSync(join(tmpdir(), 'identity-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded identity service (cognito-local)', () => {
  it('seeds the four accounts once and keeps them across a restart', async () => {
    const port = await freePort();
    const first = await startIdentity({ port, dataDir });
    const client = new CognitoIdentityProviderClient({
      endpoint: first.endpoint,
      region: first.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      for (const account of SEED_ACCOUNTS) {
        const auth = await client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: first.clientId,
            AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
          }),
        );
        expect(auth.AuthenticationResult?.AccessToken, account.email).toBeTruthy();
      }
      /** The claims of the id token a seeded account signs in with. */
      const claimsOf = async (email: string, password: string) => {
        const auth = await client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: first.clientId,
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        );
        const body = (auth.AuthenticationResult?.IdToken ?? '').split('.')[1] ?? '';
        return JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
      };
      const payload = await claimsOf('admin@wom.test', 'Admin-2026');
      expect(payload['cognito:groups']).toEqual(['admin']);
      expect(payload['custom:subscribed_brands']).toBe('WOM,COS');
      // as Cognito's: the standard attributes the client reads, the given name among them
      expect(payload.given_name).toBe('Anders');
      const profile = await claimsOf('subscriber@wom.test', 'Subscriber-2026');
      expect(profile.given_name).toBe('Sofie');
      expect(profile['custom:postal_code']).toBe('2100');
      expect(profile['custom:subscription_number']).toBe('WOM-778812');
    } finally {
      client.destroy();
      await first.close();
    }
    const second = await startIdentity({ port, dataDir });
    try {
      expect(second.userPoolId).toBe(first.userPoolId);
      expect(second.clientId).toBe(first.clientId);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('refuses a wrong password', async () => {
    const identity = await startIdentity({ port: await freePort(), dataDir });
    const client = new CognitoIdentityProviderClient({
      endpoint: identity.endpoint,
      region: identity.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      await expect(
        client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: identity.clientId,
            AuthParameters: { USERNAME: 'reader@wom.test', PASSWORD: 'wrong-password' },
          }),
        ),
      ).rejects.toMatchObject({
        name: expect.stringMatching(/InvalidPasswordException|NotAuthorizedException/) as unknown,
      });
    } finally {
      client.destroy();
      await identity.close();
    }
  }, 60_000);
});
