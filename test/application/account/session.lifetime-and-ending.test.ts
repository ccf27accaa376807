import { describe, expect, it } from 'vitest';
import { failed, succeeded } from '../../../src/domain/errors/outcome';
import { SessionService } from '../../../src/application/auth/session.service';
import {
  done,
  refused,
  type IdentityPort,
  type IdentityReply,
  type IdentityTokens,
  type TokenVerifierPort,
} from '../../../src/ports/identity.port';
import { IDENTITY_TIMED_OUT } from '../../fakes/identity.fake';
import type { StoredSession } from '../../../src/ports/session-store.port';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { InMemorySessionStore } from '../../fakes/session-store.fake';
import { lruBoundedMaps } from '../../../src/adapters/cache/lru-bounded-maps';
import { SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';

const site = siteFixture({ auth: SIGN_IN_ON });
const siteWithoutSignIn = siteFixture();

const NOW = 1_800_000_000_000;
const HOUR = 60 * 60_000;

/** Claims by id token; `expired` for a token whose time ran out. */
const CLAIMS: Record<string, Record<string, unknown> | 'expired'> = {
  'id-reader': Object.fromEntries<unknown>([
    ['sub', 'u1'],
    ['email', 'verified@wom.test'],
    ['exp', NOW / 1000 + 3600],
  ]),
  'id-no-exp': Object.fromEntries<unknown>([
    ['sub', 'u2'],
    ['email', 'noexp@wom.test'],
  ]),
  'id-nobody': { 'custom:subscribed_brands': 'WOM' },
  'id-expired': 'expired',
};

function setup(signInToken = 'id-reader') {
  let now = NOW;
  const tokens = (idToken: string): IdentityTokens => ({
    idToken,
    accessToken: `access-${idToken}`,
    refreshToken: 'refresh-1',
  });
  const replies: { refresh: IdentityReply<IdentityTokens> } = {
    refresh: succeeded(done(tokens('id-reader'))),
  };
  const identity = {
    refresh: () => Promise.resolve(replies.refresh),
    signIn: () => Promise.resolve(succeeded(done(tokens(signInToken)))),
    signOut: () => Promise.resolve(succeeded(done('this-session' as const))),
  } as unknown as IdentityPort;
  const verifier: TokenVerifierPort = { verify: (token) => Promise.resolve(CLAIMS[token] ?? null) };
  const store = new InMemorySessionStore();
  const events = new RecordingEventBus();
  const sessions = new SessionService(
    { forSite: (of) => (of.auth.enabled ? { identity, verifier } : null) },
    store,
    { isSubscriber: () => Promise.resolve(succeeded(false)) },
    events,
    () => now,
    lruBoundedMaps,
  );
  const seed = (over: Partial<StoredSession> = {}) =>
    store.create({
      siteId: site.id,
      account: 'verified@wom.test',
      idToken: 'id-old',
      accessToken: 'access-old',
      refreshToken: 'refresh-1',
      claims: CLAIMS['id-reader'] as Record<string, unknown>,
      expiresAt: NOW - 1000,
      createdAt: NOW - HOUR,
      ...over,
    });
  return {
    sessions,
    store,
    events,
    replies,
    seed,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('how long a session lasts', () => {
  it('keeps the reader signed in through an identity outage of most of a day past the id token', async () => {
    const { sessions, replies, seed } = setup();
    replies.refresh = failed(IDENTITY_TIMED_OUT);
    const id = await seed({ expiresAt: NOW - 23 * HOUR });
    const session = await sessions.resolve(site, id);
    expect(session.ended).toBe(false);
    expect(session.state.kind).not.toBe('anonymous');
  });

  it('renews a session signed in with a token without expiry at once, keeping the reader during an outage', async () => {
    const { sessions, store, replies } = setup('id-no-exp');
    const outcome = await sessions.signIn(site, 'noexp@wom.test', 'secret');
    if (!outcome.ok) throw new Error('sign-in refused');
    expect(store.sessions.get(outcome.value)?.expiresAt).toBe(NOW);
    replies.refresh = failed(IDENTITY_TIMED_OUT);
    const session = await sessions.resolve(site, outcome.value);
    expect(session.ended).toBe(false);
    expect(session.state.kind).not.toBe('anonymous');
  });

  it.each([
    'UserNotFoundException',
    'UserNotConfirmedException',
    'PasswordResetRequiredException',
  ] as const)(
    'ends the session when the identity service refuses the refresh with %s',
    async (code) => {
      const { sessions, store, replies, seed } = setup();
      replies.refresh = succeeded(refused(code));
      const id = await seed();
      expect((await sessions.resolve(site, id)).ended).toBe('refused');
      expect(store.sessions.has(id)).toBe(false);
    },
  );

  it('ends the session when the refreshed id token has already run out', async () => {
    const { sessions, store, replies, seed } = setup();
    replies.refresh = succeeded(
      done({ idToken: 'id-expired', accessToken: 'a', refreshToken: null }),
    );
    const id = await seed();
    expect((await sessions.resolve(site, id)).ended).toBe('refused');
    expect(store.sessions.has(id)).toBe(false);
  });

  it('reads no session on a site with sign-in off, even one the store holds for it', async () => {
    const { sessions, seed } = setup();
    const id = await seed({ siteId: siteWithoutSignIn.id, expiresAt: NOW + HOUR });
    expect(await sessions.resolve(siteWithoutSignIn, id)).toEqual({
      state: { kind: 'anonymous' },
      entitlements: [],
      ended: false,
    });
  });
});

describe('signing in', () => {
  it('refuses a token that verifies as already run out, keeping no session', async () => {
    const { sessions, store } = setup('id-expired');
    const outcome = await sessions.signIn(site, 'reader@wom.test', 'secret');
    expect(outcome).toMatchObject({ ok: false, kind: 'refused', code: 'InvalidTokenException' });
    expect(store.sessions.size).toBe(0);
  });

  it('files the session under the verified e-mail, so signing the account out everywhere ends it', async () => {
    const { sessions, store } = setup();
    const outcome = await sessions.signIn(site, 'Typed@Example.test', 'secret');
    if (!outcome.ok) throw new Error('sign-in refused');
    expect(await sessions.endAccount('verified@wom.test')).toBe(1);
    expect(store.sessions.size).toBe(0);
  });

  it('files the session under the typed e-mail when the token names no reader', async () => {
    const { sessions } = setup('id-nobody');
    const outcome = await sessions.signIn(site, 'typed@wom.test', 'secret');
    expect(outcome.ok).toBe(true);
    expect(await sessions.endAccount('typed@wom.test')).toBe(1);
  });

  it('tells the operator the session store failed to create the session, and why', async () => {
    const { sessions, store } = setup();
    store.down = true;
    const outcome = await sessions.signIn(site, 'reader@wom.test', 'secret');
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'unavailable',
      failure: {
        service: 'session-store',
        detail: {
          operation: 'create',
          reason: 'the session store failed: Error: session store unavailable',
        },
      },
    });
  });
});

describe('signing out', () => {
  it('leaves the sessions of a site with sign-in off alone', async () => {
    const { sessions, store, seed } = setup();
    const id = await seed({ siteId: siteWithoutSignIn.id });
    expect(await sessions.signOut(siteWithoutSignIn, id)).toBeNull();
    expect(store.sessions.has(id)).toBe(true);
  });

  it('still ends the session when the store cannot read it, and reports no sign-out', async () => {
    const { sessions, store, events, seed } = setup();
    const id = await seed();
    store.read = () => Promise.reject(new Error('read timed out'));
    expect(await sessions.signOut(site, id)).toBeNull();
    expect(store.sessions.has(id)).toBe(false);
    expect(events.published.filter((event) => event.type === 'SignedOut')).toEqual([]);
  });
});
