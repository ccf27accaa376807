import { createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { httpAnswerOf } from '../../../src/adapters/http/error-answers';
import {
  JwksTokenVerifier,
  JwksUnavailableError,
} from '../../../src/adapters/identity/jwks-token.verifier';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
const ISSUER = 'http://idp.test/pool_1';
const NOW_S = 1_800_000_000;
const JWKS_URL = `${ISSUER}/.well-known/jwks.json`;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(claims: Record<string, unknown>, kid = 'k1'): string {
  return signWith({ alg: 'RS256', kid }, claims);
}

function signWith(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  digest = 'RSA-SHA256',
  key = privateKey,
): string {
  const input = `${part(header)}.${part(claims)}`;
  const signature = createSign(digest).update(input).sign(key).toString('base64url');
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
const accessClaims = {
  sub: 'u1',
  iss: ISSUER,
  client_id: 'client-1',
  aud: 'client-1',
  token_use: 'access',
  exp: NOW_S + 60,
};

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
    expect(await verifier([]).verify(sign(accessClaims))).toBeNull();
    const noUse: Record<string, unknown> = { ...idClaims };
    delete noUse.token_use;
    expect(await verifier([]).verify(sign(noUse))).toBeNull();
    expect(await verifier([]).verify(sign(idClaims))).toMatchObject({ token_use: 'id' });
  });
});

describe('JWKS token verification against forged algorithms', () => {
  it('refuses alg none, with or without a signature', async () => {
    const fetches: string[] = [];
    const subject = verifier(fetches);
    for (const alg of ['none', 'None', 'NONE']) {
      const unsigned = `${part({ alg, kid: 'k1' })}.${part(idClaims)}`;
      expect(await subject.verify(`${unsigned}.`)).toBeNull();
      expect(await subject.verify(`${unsigned}.${sign(idClaims).split('.')[2] ?? ''}`)).toBeNull();
    }
    expect(fetches).toEqual([]);
  });

  it('refuses HS256 signed with the public key as the secret', async () => {
    const subject = verifier([]);
    const secrets = [
      publicKey.export({ type: 'spki', format: 'pem' }),
      publicKey.export({ type: 'pkcs1', format: 'pem' }),
      JSON.stringify(jwk),
      jwk.n ?? '',
    ];
    for (const secret of secrets) {
      const input = `${part({ alg: 'HS256', kid: 'k1' })}.${part(idClaims)}`;
      const mac = createHmac('sha256', secret).update(input).digest('base64url');
      expect(await subject.verify(`${input}.${mac}`)).toBeNull();
    }
  });

  it('refuses another RSA algorithm, even with the published key', async () => {
    const subject = verifier([]);
    expect(
      await subject.verify(signWith({ alg: 'RS384', kid: 'k1' }, idClaims, 'RSA-SHA384')),
    ).toBeNull();
    expect(
      await subject.verify(signWith({ alg: 'RS512', kid: 'k1' }, idClaims, 'RSA-SHA512')),
    ).toBeNull();
  });

  it('refuses a token signed by another key under a published kid', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(
      await verifier([]).verify(
        signWith({ alg: 'RS256', kid: 'k1' }, idClaims, 'RSA-SHA256', other),
      ),
    ).toBeNull();
  });

  it('refuses a token without a key id, without fetching', async () => {
    const fetches: string[] = [];
    expect(await verifier(fetches).verify(signWith({ alg: 'RS256' }, idClaims))).toBeNull();
    expect(fetches).toEqual([]);
  });

  it('refuses a critical header it does not understand', async () => {
    const header = { alg: 'RS256', kid: 'k1', crit: ['x-unknown'], 'x-unknown': true };
    expect(await verifier([]).verify(signWith(header, idClaims))).toBeNull();
  });
});

describe('JWKS token verification of claims', () => {
  it('refuses the wrong issuer even when the token has expired', async () => {
    const subject = verifier([]);
    expect(await subject.verify(sign({ ...idClaims, iss: `${ISSUER}/` }))).toBeNull();
    expect(await subject.verify(sign({ ...idClaims, iss: 'http://idp.test/pool_2' }))).toBeNull();
    const missing: Record<string, unknown> = { ...idClaims };
    delete missing.iss;
    expect(await subject.verify(sign(missing))).toBeNull();
    expect(
      await subject.verify(sign({ ...idClaims, iss: 'http://evil.test', exp: NOW_S - 1 })),
    ).toBeNull();
  });

  it('refuses an expired access token instead of calling it expired', async () => {
    expect(await verifier([]).verify(sign({ ...accessClaims, exp: NOW_S - 1 }))).toBeNull();
    expect(
      await verifier([]).verify(sign({ ...idClaims, aud: 'other', exp: NOW_S - 1 })),
    ).toBeNull();
  });

  it('refuses an audience list, even one naming the client', async () => {
    expect(await verifier([]).verify(sign({ ...idClaims, aud: ['client-1'] }))).toBeNull();
  });

  it('says expired from the moment of exp, by the injected clock', async () => {
    const subject = verifier([]);
    expect(await subject.verify(sign({ ...idClaims, exp: NOW_S }))).toBe('expired');
    expect(await subject.verify(sign({ ...idClaims, exp: NOW_S + 1 }))).toMatchObject({
      sub: 'u1',
    });
    // Valid by the wall clock of today, long expired by the verifier's clock.
    const later = new JwksTokenVerifier({
      issuer: ISSUER,
      clientId: 'client-1',
      now: () => (NOW_S + 365 * 86_400) * 1000,
      fetchKeys: () => Promise.resolve({ keys: [jwk] }),
    });
    expect(await later.verify(sign(idClaims))).toBe('expired');
  });

  it('refuses a token without a numeric exp, or not valid before a later time', async () => {
    const subject = verifier([]);
    const noExp: Record<string, unknown> = { ...idClaims };
    delete noExp.exp;
    expect(await subject.verify(sign(noExp))).toBeNull();
    expect(await subject.verify(sign({ ...idClaims, exp: String(NOW_S + 60) }))).toBeNull();
    expect(await subject.verify(sign({ ...idClaims, nbf: NOW_S + 30 }))).toBeNull();
  });
});

describe('JWKS token verification of malformed tokens', () => {
  const rsHead = part({ alg: 'RS256', kid: 'k1' });
  const [, body = '', signature = ''] = sign(idClaims).split('.');

  it.each([
    ['empty', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['a real token with a fourth part', `${sign(idClaims)}.x`],
    ['not base64url', '!!!.@@@.###'],
    ['padding and spaces', `${rsHead}=.${body}. ${signature}`],
    ['a header that is no JSON', `${Buffer.from('{').toString('base64url')}.${body}.${signature}`],
    ['a header that is an array', `${part(['RS256'])}.${body}.${signature}`],
    ['a header of null', `${part(null)}.${body}.${signature}`],
    [
      'a payload that is no JSON',
      `${rsHead}.${Buffer.from('x').toString('base64url')}.${signature}`,
    ],
    ['a payload that is an array', `${rsHead}.${part([1])}.${signature}`],
    ['an empty signature', `${rsHead}.${body}.`],
  ])('gives null for %s', async (_name, token) => {
    expect(await verifier([]).verify(token)).toBeNull();
  });

  it('gives null for a signed payload that is not a claims object', async () => {
    const subject = verifier([]);
    const input = `${part({ alg: 'RS256', kid: 'k1' })}.${part('text')}`;
    const sig = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
    expect(await subject.verify(`${input}.${sig}`)).toBeNull();
  });
});

describe('JWKS key cache', () => {
  const otherPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const rotated = { ...otherPair.publicKey.export({ format: 'jwk' }), kid: 'k2', alg: 'RS256' };

  function clocked(published: () => unknown[], cacheMs?: number) {
    const clock = { ms: NOW_S * 1000 };
    const fetches: number[] = [];
    const subject = new JwksTokenVerifier({
      issuer: ISSUER,
      clientId: 'client-1',
      ...(cacheMs === undefined ? {} : { cacheMs }),
      now: () => clock.ms,
      fetchKeys: (url) => {
        expect(url).toBe(JWKS_URL);
        fetches.push(clock.ms);
        return Promise.resolve({ keys: published() });
      },
    });
    return { clock, fetches, subject };
  }

  it('refetches for an unknown kid at most every 30 seconds', async () => {
    const { clock, fetches, subject } = clocked(() => [jwk]);
    expect(await subject.verify(sign(idClaims))).toMatchObject({ sub: 'u1' });
    for (let i = 0; i < 20; i += 1)
      expect(await subject.verify(sign(idClaims, 'forged'))).toBeNull();
    expect(fetches).toHaveLength(1);
    clock.ms += 30_000;
    expect(await subject.verify(sign(idClaims, 'forged'))).toBeNull();
    expect(fetches).toHaveLength(1);
    clock.ms += 1;
    expect(await subject.verify(sign(idClaims, 'forged'))).toBeNull();
    expect(await subject.verify(sign(idClaims, 'forged-again'))).toBeNull();
    expect(fetches).toHaveLength(2);
  });

  it('finds a rotated key on the next refetch an unknown kid allows', async () => {
    let keys: unknown[] = [jwk];
    const { clock, fetches, subject } = clocked(() => keys);
    const fresh = signWith(
      { alg: 'RS256', kid: 'k2' },
      idClaims,
      'RSA-SHA256',
      otherPair.privateKey,
    );
    expect(await subject.verify(sign(idClaims))).toMatchObject({ sub: 'u1' });
    keys = [jwk, rotated];
    clock.ms += 10_000;
    expect(await subject.verify(fresh)).toBeNull();
    clock.ms += 21_000;
    expect(await subject.verify(fresh)).toMatchObject({ sub: 'u1' });
    expect(await subject.verify(sign(idClaims))).toMatchObject({ sub: 'u1' });
    expect(fetches).toHaveLength(2);
  });

  it('reuses known keys for an hour by default, then refetches', async () => {
    const { clock, fetches, subject } = clocked(() => [jwk]);
    await subject.verify(sign(idClaims));
    clock.ms += 60 * 60_000;
    await subject.verify(sign(idClaims));
    expect(fetches).toHaveLength(1);
    clock.ms += 1;
    await subject.verify(sign(idClaims));
    expect(fetches).toHaveLength(2);
  });

  it('honours a shorter cache time', async () => {
    const { clock, fetches, subject } = clocked(() => [jwk], 5_000);
    await subject.verify(sign(idClaims));
    clock.ms += 5_001;
    await subject.verify(sign(idClaims));
    expect(fetches).toHaveLength(2);
  });

  it('shares one fetch between concurrent verifications', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fetches = 0;
    const subject = new JwksTokenVerifier({
      issuer: ISSUER,
      clientId: 'client-1',
      now: () => NOW_S * 1000,
      fetchKeys: async () => {
        fetches += 1;
        await gate;
        return { keys: [jwk] };
      },
    });
    const pending = Promise.all([
      subject.verify(sign(idClaims)),
      subject.verify(sign(idClaims)),
      subject.verify(sign(idClaims, 'forged')),
      subject.verify(sign({ ...idClaims, exp: NOW_S - 1 })),
    ]);
    release();
    const results = await pending;
    expect(results[0]).toMatchObject({ sub: 'u1' });
    expect(results[1]).toMatchObject({ sub: 'u1' });
    expect(results.slice(2)).toEqual([null, 'expired']);
    expect(fetches).toBe(1);
  });

  it('ignores published keys it cannot use for RS256 with a kid', async () => {
    const noKid: Record<string, unknown> = { ...jwk };
    delete noKid.kid;
    const { subject } = clocked(() => [
      noKid,
      { kty: 'oct', kid: 'k1', k: 'c2VjcmV0' },
      { kty: 'EC', kid: 'k1', crv: 'P-256', x: 'x', y: 'y' },
      'not a key',
    ]);
    expect(await subject.verify(sign(idClaims))).toBeNull();
    expect(await subject.verify(signWith({ alg: 'RS256' }, idClaims))).toBeNull();
  });
});

describe('JWKS outage', () => {
  it('throws rather than calling the token invalid, and recovers when the JWKS is back', async () => {
    let up = false;
    let now = NOW_S * 1000;
    let fetches = 0;
    const subject = new JwksTokenVerifier({
      issuer: ISSUER,
      clientId: 'client-1',
      now: () => now,
      fetchKeys: () => {
        fetches += 1;
        return up
          ? Promise.resolve({ keys: [jwk] })
          : Promise.reject(new Error('connect ECONNREFUSED'));
      },
    });
    const outage = subject.verify(sign(idClaims));
    await expect(outage).rejects.toBeInstanceOf(JwksUnavailableError);
    // Where nothing catches it, the error handler answers 503 rather than 500.
    await expect(outage).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    const thrown = (await outage.catch((error: unknown) => error)) as Error;
    expect(httpAnswerOf(thrown)).toMatchObject({ status: 503, code: 'UPSTREAM_UNAVAILABLE' });
    // A token that fails before any key is needed is still simply invalid.
    expect(await subject.verify('a.b')).toBeNull();
    expect(
      await subject.verify(`${part({ alg: 'none', kid: 'k1' })}.${part(idClaims)}.`),
    ).toBeNull();
    // an outage is not asked again for 30 seconds, however many readers arrive
    up = true;
    await expect(subject.verify(sign(idClaims))).rejects.toBeInstanceOf(JwksUnavailableError);
    expect(fetches).toBe(1);
    now += 30_001;
    expect(await subject.verify(sign(idClaims))).toMatchObject({ sub: 'u1' });
    expect(fetches).toBe(2);
  });

  it('keeps serving the keys it has while the JWKS is away after they went stale', async () => {
    let up = true;
    let now = NOW_S * 1000;
    let fetches = 0;
    const subject = new JwksTokenVerifier({
      issuer: ISSUER,
      clientId: 'client-1',
      cacheMs: 60_000,
      now: () => now,
      fetchKeys: () => {
        fetches += 1;
        return up
          ? Promise.resolve({ keys: [jwk] })
          : Promise.reject(new Error('connect ECONNREFUSED'));
      },
    });
    const token = sign({ ...idClaims, exp: NOW_S + 3600 });
    expect(await subject.verify(token)).toMatchObject({ sub: 'u1' });
    up = false;
    now += 61_000;
    expect(await subject.verify(token)).toMatchObject({ sub: 'u1' });
    expect(await subject.verify(token)).toMatchObject({ sub: 'u1' });
    expect(fetches).toBe(2);
    now += 30_001;
    up = true;
    expect(await subject.verify(token)).toMatchObject({ sub: 'u1' });
    expect(fetches).toBe(3);
  });

  it('throws for a JWKS document without keys', async () => {
    const subject = new JwksTokenVerifier({
      issuer: ISSUER,
      clientId: 'client-1',
      now: () => NOW_S * 1000,
      fetchKeys: () => Promise.resolve({ error: 'nope' }),
    });
    await expect(subject.verify(sign(idClaims))).rejects.toThrow(/could not be loaded/);
  });
});

describe('JWKS endpoint that hangs', () => {
  /** Serves the keys while `frozen` is false; then accepts requests and never answers them. */
  async function jwksServer() {
    const state = { frozen: false, requests: 0 };
    const server = createServer((_request, response) => {
      state.requests += 1;
      if (state.frozen) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const close = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    };
    return { state, issuer: `http://127.0.0.1:${String(port)}/pool_1`, close };
  }

  async function timed<T>(run: () => Promise<T>): Promise<{ value: T | Error; ms: number }> {
    const started = performance.now();
    const value = await run().catch((error: unknown) => error as Error);
    return { value, ms: performance.now() - started };
  }

  it('answers tokens of known keys at once while a refetch of stale keys hangs', async () => {
    const jwks = await jwksServer();
    try {
      let now = NOW_S * 1000;
      const subject = new JwksTokenVerifier({
        issuer: jwks.issuer,
        clientId: 'client-1',
        cacheMs: 60_000,
        // The first fetch must not time out on a busy machine; the refetch below hangs until the
        // server closes, whatever the timeout.
        fetchTimeoutMs: 2_000,
        now: () => now,
      });
      const token = sign({ ...idClaims, iss: jwks.issuer, exp: NOW_S + 3600 });
      expect(await subject.verify(token)).toMatchObject({ sub: 'u1' });
      jwks.state.frozen = true;
      now += 61_000;

      const stale = await timed(() => subject.verify(token));
      expect(stale.value).toMatchObject({ sub: 'u1' });
      expect(stale.ms).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The refetch reached the JWKS and hangs there.
      expect(jwks.state.requests).toBe(2);
      // Readers keep arriving while the refetch hangs: none waits, none asks again.
      for (let i = 0; i < 5; i += 1) {
        const next = await timed(() => subject.verify(token));
        expect(next.value).toMatchObject({ sub: 'u1' });
        expect(next.ms).toBeLessThan(100);
      }
      expect(jwks.state.requests).toBe(2);
    } finally {
      await jwks.close();
    }
  });

  it('makes a token of an unknown key wait no longer than the fetch timeout', async () => {
    const jwks = await jwksServer();
    try {
      let now = NOW_S * 1000;
      const subject = new JwksTokenVerifier({
        issuer: jwks.issuer,
        clientId: 'client-1',
        fetchTimeoutMs: 300,
        now: () => now,
      });
      expect(await subject.verify(sign({ ...idClaims, iss: jwks.issuer }))).toMatchObject({
        sub: 'u1',
      });
      jwks.state.frozen = true;
      now += 31_000;
      const unknown = await timed(() =>
        subject.verify(sign({ ...idClaims, iss: jwks.issuer }, 'rotated')),
      );
      expect(unknown.value).toBeNull();
      expect(unknown.ms).toBeGreaterThanOrEqual(280);
      expect(unknown.ms).toBeLessThan(1_000);
      expect(jwks.state.requests).toBe(2);
    } finally {
      await jwks.close();
    }
  });

  it('gives up on a hanging JWKS after 2 seconds by default when it holds no keys', async () => {
    const jwks = await jwksServer();
    jwks.state.frozen = true;
    try {
      const subject = new JwksTokenVerifier({ issuer: jwks.issuer, clientId: 'client-1' });
      const outage = await timed(() => subject.verify(sign({ ...idClaims, iss: jwks.issuer })));
      expect(outage.value).toBeInstanceOf(JwksUnavailableError);
      expect(outage.ms).toBeGreaterThanOrEqual(1_900);
      expect(outage.ms).toBeLessThan(3_000);
    } finally {
      await jwks.close();
    }
  }, 10_000);
});
