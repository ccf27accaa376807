import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JwksTokenVerifier } from '../../../src/adapters/identity/jwks-token.verifier';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
const ISSUER = 'http://idp.test/pool_1';
const NOW_S = 1_800_000_000;

function sign(claims: Record<string, unknown>, kid = 'k1'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', kid })}.${part(claims)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
  return `${input}.${signature}`;
}

function verifier(fetches: string[]) {
  return new JwksTokenVerifier({
    issuer: ISSUER,
    clientId: 'client-1',
    now: () => NOW_S * 1000,
    fetchKeys: (url) => {
      fetches.push(url);
      return Promise.resolve({ keys: [jwk] });
    },
  });
}

const idClaims = { sub: 'u1', iss: ISSUER, aud: 'client-1', token_use: 'id', exp: NOW_S + 60 };

describe('JWKS token verification', () => {
  it('accepts a token signed by a published key and fetches the keys once', async () => {
    const fetches: string[] = [];
    const subject = verifier(fetches);
    expect(await subject.verify(sign(idClaims))).toMatchObject({ sub: 'u1' });
    expect(await subject.verify(sign(idClaims))).toMatchObject({ sub: 'u1' });
    expect(fetches).toEqual([`${ISSUER}/.well-known/jwks.json`]);
  });

  it('says expired for a valid token whose time ran out (the session refreshes it)', async () => {
    expect(await verifier([]).verify(sign({ ...idClaims, exp: NOW_S - 1 }))).toBe('expired');
  });

  it('refuses another issuer, another client, an unknown key and a tampered payload', async () => {
    const subject = verifier([]);
    expect(await subject.verify(sign({ ...idClaims, iss: 'http://evil.test/pool_1' }))).toBeNull();
    expect(await subject.verify(sign({ ...idClaims, aud: 'other' }))).toBeNull();
    expect(await subject.verify(sign(idClaims, 'unknown'))).toBeNull();
    const [head, , signature] = sign(idClaims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...idClaims, sub: 'admin' })).toString('base64url');
    expect(await subject.verify(`${head ?? ''}.${forged}.${signature ?? ''}`)).toBeNull();
    expect(await subject.verify('not-a-token')).toBeNull();
  });

  it('refuses an access token, or a token of no use, where the id token belongs', async () => {
    const access = {
      sub: 'u1',
      iss: ISSUER,
      client_id: 'client-1',
      aud: 'client-1',
      token_use: 'access',
      exp: NOW_S + 60,
    };
    expect(await verifier([]).verify(sign(access))).toBeNull();
    const noUse: Record<string, unknown> = { ...idClaims };
    delete noUse.token_use;
    expect(await verifier([]).verify(sign(noUse))).toBeNull();
    expect(await verifier([]).verify(sign(idClaims))).toMatchObject({ token_use: 'id' });
  });
});
