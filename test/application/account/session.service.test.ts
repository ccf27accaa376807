import { describe, expect, it } from 'vitest';
import { failed, succeeded } from '../../../src/domain/errors/outcome';
import { SUBSCRIPTION_UNREACHABLE } from '../../fakes/subscription.fake';
import { SessionService } from '../../../src/application/auth/session.service';
import {
  done,
  refused,
  type IdentityPort,
  type IdentityReply,
  type IdentityTokens,
  type SignOutScope,
  type SignUpInput,
  type TokenVerifierPort,
} from '../../../src/ports/identity.port';
import { IDENTITY_TIMED_OUT, IDENTITY_UNREACHABLE } from '../../fakes/identity.fake';
import type { StoredSession } from '../../../src/ports/session-store.port';
import type { SubscriptionPort } from '../../../src/ports/subscription.port';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { InMemorySessionStore } from '../../fakes/session-store.fake';
import { lruBoundedMaps } from '../../../src/adapters/cache/lru-bounded-maps';
import { siteFixture } from '../../fakes/domain-builders';

const site = siteFixture({
  auth: {
    enabled: true,
    userPoolId: 'pool',
    userPoolWebClientId: 'client',
    region: 'eu-west-1',
    loginPath: '/users/sign_in',
  },
  upstreams: { ...siteFixture().upstreams, subscription: 'http://subscription.test' },
});
/** The same brand's other market, with its own subscription service. */
const otherSite = { ...site, id: 'wom-se' };
/** Sign-in on, but no subscription service configured. */
const siteWithoutSubscriptions = { ...site, upstreams: siteFixture().upstreams };
/** Sign-in off: the directory has no identity service for it. */
const siteWithoutSignIn = siteFixture();

/** Now, in the tests' clock (epoch ms), and the `exp` of tokens that are still valid. */
const NOW = 1_800_000_000_000;
const VALID_EXP = NOW / 1000 + 3600;

const CLAIMS = new Map<string, Record<string, unknown> | 'expired'>([
  ['id-old', 'expired'],
  [
    'id-new',
    Object.fromEntries([
      ['sub', 'u1'],
      ['email', 'a@b.test'],
      ['custom:subscribed_brands', 'COS'],
      ['exp', VALID_EXP],
    ]),
  ],
  [
    'id-u2',
    Object.fromEntries([
      ['sub', 'u2'],
      ['email', 'c@d.test'],
    ]),
  ],
  ['id-nobody', Object.fromEntries([['custom:subscribed_brands', 'WOM']])],
]);

const TOKENS: IdentityTokens = { idToken: 'id-new', accessToken: 'access-1', refreshToken: 'r1' };

/** A refusal of the identity service, as the port answers it. */
const refusal = (code: Parameters<typeof refused>[0]) => succeeded(refused(code));

/**
 * The identity service: records every call; `failure` makes the account calls answer it (a
 * refusal or an outage), `refreshFailure` the refresh.
 */
class FakeIdentity implements IdentityPort {
  refreshed: string[] = [];
  readonly calls: unknown[][] = [];
  failure: IdentityReply<never> | null = null;
  refreshFailure: IdentityReply<never> | null = null;
  signOutScope: SignOutScope = 'everywhere';

  refresh(refreshToken: string): Promise<IdentityReply<IdentityTokens>> {
    this.refreshed.push(refreshToken);
    if (this.refreshFailure !== null) return Promise.resolve(this.refreshFailure);
    if (refreshToken !== 'refresh-ok') return Promise.resolve(refusal('NotAuthorizedException'));
    return Promise.resolve(
      succeeded(done({ idToken: 'id-new', accessToken: 'access-new', refreshToken: null })),
    );
  }

  signIn(email: string, password: string, brand: string): Promise<IdentityReply<IdentityTokens>> {
    return this.answer(['signIn', email, password, brand], TOKENS);
  }

  signUp(input: SignUpInput): Promise<IdentityReply<null>> {
    return this.answer(['signUp', input], null);
  }

  confirmSignUp(email: string, code: string): Promise<IdentityReply<null>> {
    return this.answer(['confirmSignUp', email, code], null);
  }

  forgotPassword(email: string, brand: string): Promise<IdentityReply<null>> {
    return this.answer(['forgotPassword', email, brand], null);
  }

  confirmForgotPassword(
    email: string,
    code: string,
    password: string,
  ): Promise<IdentityReply<null>> {
    return this.answer(['confirmForgotPassword', email, code, password], null);
  }

  signOut(accessToken: string, refreshToken: string | null): Promise<IdentityReply<SignOutScope>> {
    return this.answer(['signOut', accessToken, refreshToken], this.signOutScope);
  }

  private answer<T>(call: unknown[], value: T): Promise<IdentityReply<T>> {
    this.calls.push(call);
    return Promise.resolve(this.failure ?? succeeded(done(value)));
  }
}

function service(options: { subscribers?: readonly string[]; now?: () => number } = {}) {
  const identity = new FakeIdentity();
  const verified: string[] = [];
  const verifier: TokenVerifierPort = {
    verify: (token) => {
      verified.push(token);
      return Promise.resolve(CLAIMS.get(token) ?? null);
    },
  };
  const subscribers = new Set(options.subscribers ?? []);
  const asked: string[] = [];
  /** While true, the subscription service cannot answer (its failure). */
  const outage = { on: false };
  const subscription: SubscriptionPort = {
    isSubscriber: (_url, id, token) => {
      asked.push(`${id} ${token}`);
      return Promise.resolve(
        outage.on ? failed(SUBSCRIPTION_UNREACHABLE) : succeeded(subscribers.has(id)),
      );
    },
  };
  const events = new RecordingEventBus();
  const store = new InMemorySessionStore();
  const sessions = new SessionService(
    { forSite: (of) => (of.auth.enabled ? { identity, verifier } : null) },
    store,
    subscription,
    events,
    options.now ?? (() => NOW),
    lruBoundedMaps,
  );
  /** A session in the store, as a sign-in a while ago left it. */
  const seed = (session: Partial<StoredSession> = {}): Promise<string> =>
    store.create({
      siteId: site.id,
      account: 'a@b.test',
      idToken: 'id-new',
      accessToken: 'access-1',
      refreshToken: 'refresh-ok',
      claims: CLAIMS.get('id-new') as Record<string, unknown>,
      expiresAt: VALID_EXP * 1000,
      createdAt: NOW - 60_000,
      ...session,
    });
  /** A session whose id token ran out a second ago. */
  const expired = (session: Partial<StoredSession> = {}) =>
    seed({ idToken: 'id-old', accessToken: 'access-old', expiresAt: NOW - 1000, ...session });
  return { sessions, identity, verified, subscribers, asked, events, outage, store, seed, expired };
}

/** A reader's claims, for tests that need many readers. */
const readerClaims = (id: string) => ({ sub: id, exp: VALID_EXP });

describe('the session of a request', () => {
  it('reads the reader from the stored claims, without asking the identity service', async () => {
    const { sessions, identity, verified, seed } = service();
    const session = await sessions.resolve(site, await seed());
    expect(identity.refreshed).toEqual([]);
    expect(verified).toEqual([]);
    expect(session.ended).toBe(false);
    expect(session.entitlements).toEqual(['COS']);
    expect(session.state).toEqual({
      kind: 'just-register',
      reader: {
        id: 'u1',
        email: 'a@b.test',
        name: null,
        groups: [],
        postalCode: null,
        subscriptionNumber: null,
      },
    });
  });

  it('refreshes an id token that ran out through the store, verifying the new one', async () => {
    const { sessions, identity, verified, store, expired } = service();
    const id = await expired();
    const session = await sessions.resolve(site, id);
    expect(identity.refreshed).toEqual(['refresh-ok']);
    expect(verified).toEqual(['id-new']);
    expect(session.state.kind).toBe('just-register');
    expect(store.sessions.get(id)).toMatchObject({
      idToken: 'id-new',
      accessToken: 'access-new',
      refreshToken: 'refresh-ok',
      expiresAt: VALID_EXP * 1000,
    });
    // The next request reads the refreshed session.
    await sessions.resolve(site, id);
    expect(identity.refreshed).toHaveLength(1);
  });

  it('refreshes a minute before the id token runs out', async () => {
    const { sessions, identity, seed } = service();
    await sessions.resolve(site, await seed({ expiresAt: NOW + 60_001 }));
    expect(identity.refreshed).toEqual([]);
    await sessions.resolve(site, await seed({ expiresAt: NOW + 60_000 }));
    expect(identity.refreshed).toEqual(['refresh-ok']);
  });

  it('shares one refresh among the concurrent requests of a session', async () => {
    const { sessions, identity, expired } = service();
    const id = await expired();
    const states = await Promise.all([1, 2, 3].map(() => sessions.resolve(site, id)));
    expect(states.map((session) => session.state.kind)).toEqual(Array(3).fill('just-register'));
    expect(identity.refreshed).toEqual(['refresh-ok']);
  });

  it('ends the session when the refresh is refused', async () => {
    const { sessions, store, expired } = service();
    const id = await expired({ refreshToken: 'revoked' });
    const session = await sessions.resolve(site, id);
    expect(session).toEqual({ state: { kind: 'anonymous' }, entitlements: [], ended: 'refused' });
    expect(store.sessions.has(id)).toBe(false);
  });

  it('ends the session when the refreshed id token does not verify', async () => {
    const { sessions, identity, store, expired } = service();
    identity.refresh = () =>
      Promise.resolve(succeeded(done({ idToken: 'forged', accessToken: 'a', refreshToken: null })));
    const id = await expired();
    expect((await sessions.resolve(site, id)).ended).toBe('refused');
    expect(store.sessions.has(id)).toBe(false);
  });

  it('ends an expired session that has no refresh token, without trying to refresh', async () => {
    const { sessions, identity, expired } = service();
    expect(await sessions.resolve(site, await expired({ refreshToken: null }))).toEqual({
      state: { kind: 'anonymous' },
      entitlements: [],
      ended: 'refused',
    });
    expect(identity.refreshed).toEqual([]);
  });

  it('keeps the last verified state while the identity service cannot refresh', async () => {
    const { sessions, identity, store, expired } = service();
    identity.refreshFailure = failed(IDENTITY_TIMED_OUT);
    const id = await expired();
    const session = await sessions.resolve(site, id);
    expect(session.ended).toBe(false);
    expect(session.state.kind).toBe('just-register');
    expect(store.sessions.get(id)?.idToken).toBe('id-old');
    // Once it answers again, the session is refreshed.
    identity.refreshFailure = null;
    await sessions.resolve(site, id);
    expect(store.sessions.get(id)?.idToken).toBe('id-new');
  });

  it('is anonymous, keeping the session, once an outage outlasts a day past the id token', async () => {
    const { sessions, identity, store, expired } = service();
    identity.refreshFailure = failed(IDENTITY_UNREACHABLE);
    const id = await expired({ expiresAt: NOW - 24 * 60 * 60_000 });
    expect(await sessions.resolve(site, id)).toEqual({
      state: { kind: 'anonymous' },
      entitlements: [],
      ended: false,
    });
    expect(store.sessions.has(id)).toBe(true);
  });

  it('rejects when the store does not answer, and says nothing ended', async () => {
    const { sessions, store, seed } = service();
    const id = await seed();
    store.down = true;
    await expect(sessions.resolve(site, id)).rejects.toThrow('session store unavailable');
  });

  it('has no session for an id the store does not hold, or a session of another site', async () => {
    const { sessions, seed } = service();
    expect((await sessions.resolve(site, 'x'.repeat(43))).ended).toBe('gone');
    expect((await sessions.resolve(otherSite, await seed())).ended).toBe('gone');
  });

  it('is anonymous on a site with sign-in off, whatever the cookie holds', async () => {
    const { sessions, seed } = service();
    expect(await sessions.resolve(siteWithoutSignIn, await seed())).toEqual({
      state: { kind: 'anonymous' },
      entitlements: [],
      ended: false,
    });
  });

  it('is anonymous without a session id', async () => {
    const { sessions } = service();
    expect((await sessions.resolve(site, null)).state).toEqual({ kind: 'anonymous' });
  });

  it('asks the subscription service (Bearer access token) and caches its answer', async () => {
    const { sessions, asked, seed } = service({ subscribers: ['u1'] });
    const id = await seed();
    expect((await sessions.resolve(site, id)).state.kind).toBe('subscriber');
    expect((await sessions.resolve(site, id)).state.kind).toBe('subscriber');
    expect(asked).toEqual(['u1 access-1']);
  });

  it("keeps a subscriber's last answer while the subscription service is down, and asks again", async () => {
    const clock = { at: NOW };
    const { sessions, asked, outage, seed } = service({
      subscribers: ['u1'],
      now: () => clock.at,
    });
    const id = await seed({ expiresAt: NOW + 3_600_000 });
    expect((await sessions.resolve(site, id)).state.kind).toBe('subscriber');
    outage.on = true;
    clock.at = NOW + 10 * 60_000;
    expect((await sessions.resolve(site, id)).state.kind).toBe('subscriber');
    expect((await sessions.resolve(site, id)).state.kind).toBe('subscriber');
    expect(asked).toHaveLength(3);
  });

  it('is not subscribed while the service is down with no earlier answer, and keeps no such answer', async () => {
    const { sessions, asked, outage, seed } = service({ subscribers: ['u1'] });
    const id = await seed();
    outage.on = true;
    expect((await sessions.resolve(site, id)).state.kind).toBe('just-register');
    outage.on = false;
    expect((await sessions.resolve(site, id)).state.kind).toBe('subscriber');
    expect(asked).toHaveLength(2);
  });

  it('asks the subscription service with the renewed access token after a refresh', async () => {
    const { sessions, asked, expired } = service({ subscribers: ['u1'] });
    expect((await sessions.resolve(site, await expired())).state.kind).toBe('subscriber');
    expect(asked).toEqual(['u1 access-new']);
  });

  it('does not ask the subscription service for a site that has none', async () => {
    const { sessions, asked, seed } = service({ subscribers: ['u1'] });
    const id = await seed({ siteId: siteWithoutSubscriptions.id });
    expect((await sessions.resolve(siteWithoutSubscriptions, id)).state.kind).toBe('just-register');
    expect(asked).toEqual([]);
  });

  it('is anonymous for claims that name no reader, keeping their entitlements', async () => {
    const { sessions, asked, seed } = service({ subscribers: ['u1'] });
    const id = await seed({ claims: { 'custom:subscribed_brands': 'WOM', exp: VALID_EXP } });
    expect(await sessions.resolve(site, id)).toEqual({
      state: { kind: 'anonymous' },
      entitlements: ['WOM'],
      ended: false,
    });
    expect(asked).toEqual([]);
  });

  it('caches the subscription answer per site and reader', async () => {
    const { sessions, asked, seed } = service({ subscribers: ['u1'] });
    const u1 = await seed();
    const u2 = await seed({ claims: CLAIMS.get('id-u2') as Record<string, unknown> });
    const elsewhere = await seed({ siteId: otherSite.id });
    expect((await sessions.resolve(site, u1)).state.kind).toBe('subscriber');
    expect((await sessions.resolve(site, u2)).state.kind).toBe('just-register');
    expect((await sessions.resolve(otherSite, elsewhere)).state.kind).toBe('subscriber');
    expect((await sessions.resolve(site, u1)).state.kind).toBe('subscriber');
    expect(asked).toEqual(['u1 access-1', 'u2 access-1', 'u1 access-1']);
  });

  it('asks the subscription service again once its answer is a minute old', async () => {
    let now = NOW;
    const { sessions, asked, subscribers, seed } = service({
      subscribers: ['u1'],
      now: () => now,
    });
    const id = await seed();
    expect((await sessions.resolve(site, id)).state.kind).toBe('subscriber');
    subscribers.delete('u1');
    now += 59_999;
    expect((await sessions.resolve(site, id)).state.kind).toBe('subscriber');
    expect(asked).toHaveLength(1);
    now += 1;
    expect((await sessions.resolve(site, id)).state.kind).toBe('just-register');
    expect(asked).toHaveLength(2);
  });

  it('keeps the subscription answers of the 10 000 readers asked about most recently', async () => {
    const { sessions, asked, seed } = service();
    const ids = new Map<string, string>();
    const of = async (reader: string) => {
      const known = ids.get(reader);
      if (known !== undefined) return known;
      const id = await seed({ claims: readerClaims(reader), accessToken: 'a' });
      ids.set(reader, id);
      return id;
    };
    for (let reader = 0; reader < 10_000; reader += 1)
      await sessions.resolve(site, await of(String(reader)));
    expect(asked).toHaveLength(10_000);

    await sessions.resolve(site, await of('0'));
    expect(asked).toHaveLength(10_000);
    // One more reader makes way for the one asked about least recently: reader 1, not reader 0.
    await sessions.resolve(site, await of('one too many'));
    await sessions.resolve(site, await of('0'));
    await sessions.resolve(site, await of('1'));
    expect(asked.slice(10_000)).toEqual(['one too many a', '1 a']);
  });
});

describe('signing in and out', () => {
  it('signs in with the normalised email and the site brand, keeps the session, and publishes SignedIn', async () => {
    const { sessions, identity, events, store } = service();
    const outcome = await sessions.signIn(site, ' A@B.test ', 'Passw0rd');
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(identity.calls).toEqual([['signIn', 'a@b.test', 'Passw0rd', 'WOM']]);
    expect(store.sessions.get(outcome.value)).toEqual({
      siteId: 'wom-dk',
      account: 'a@b.test',
      idToken: 'id-new',
      accessToken: 'access-1',
      refreshToken: 'r1',
      claims: CLAIMS.get('id-new'),
      expiresAt: VALID_EXP * 1000,
      createdAt: NOW,
    });
    expect(events.published).toEqual([{ type: 'SignedIn', siteId: 'wom-dk' }]);
  });

  it('keeps no session for a token that does not verify', async () => {
    const { sessions, identity, store } = service();
    identity.signIn = () =>
      Promise.resolve(succeeded(done({ idToken: 'forged', accessToken: 'a', refreshToken: 'r' })));
    expect(await sessions.signIn(site, 'a@b.test', 'Passw0rd')).toMatchObject({
      ok: false,
      kind: 'refused',
      code: 'InvalidTokenException',
    });
    expect(store.sessions.size).toBe(0);
  });

  it('asks to try again later when the store cannot keep the session, and publishes the failure with its code', async () => {
    const { sessions, store, events } = service();
    store.down = true;
    expect(await sessions.signIn(site, 'a@b.test', 'Passw0rd')).toMatchObject({
      ok: false,
      kind: 'unavailable',
      failure: { code: 'UPSTREAM_UNAVAILABLE', service: 'session-store', retryable: true },
      messageKey: 'form.try_again_later',
    });
    expect(events.published).toEqual([
      { type: 'SignInFailed', siteId: 'wom-dk', reason: 'UPSTREAM_UNAVAILABLE' },
    ]);
  });

  it("asks to try again later in an identity outage, and publishes the failure's code", async () => {
    const { sessions, identity, events, store } = service();
    identity.failure = failed(IDENTITY_TIMED_OUT);
    expect(await sessions.signIn(site, 'a@b.test', 'Passw0rd')).toEqual({
      ok: false,
      kind: 'unavailable',
      failure: IDENTITY_TIMED_OUT,
      messageKey: 'form.try_again_later',
    });
    expect(store.sessions.size).toBe(0);
    expect(events.published).toEqual([
      { type: 'SignInFailed', siteId: 'wom-dk', reason: 'UPSTREAM_DEADLINE_EXCEEDED' },
    ]);
  });

  it('answers bad credentials with their message and publishes the failure with its code', async () => {
    const { sessions, identity, events } = service();
    identity.failure = refusal('NotAuthorizedException');
    expect(await sessions.signIn(site, 'a@b.test', 'wrong')).toEqual({
      ok: false,
      kind: 'refused',
      code: 'NotAuthorizedException',
      messageKey: 'views.base.login.submit_error',
    });
    expect(events.published).toEqual([
      { type: 'SignInFailed', siteId: 'wom-dk', reason: 'NotAuthorizedException' },
    ]);
  });

  it.each([
    ['InvalidPasswordException', 'signup.credentials_form.password_help'],
    ['UserNotFoundException', 'password_reset.form.email_error'],
    ['Unknown', 'signup.credentials_form.signup_error'],
  ] as const)('maps %s on sign-in as the table says, to %s', async (code, messageKey) => {
    const { sessions, identity } = service();
    identity.failure = refusal(code);
    expect(await sessions.signIn(site, 'a@b.test', 'secret1')).toEqual({
      ok: false,
      kind: 'refused',
      code,
      messageKey,
    });
  });

  it('records a sign-in refused before the identity service was asked', () => {
    const { sessions, identity, events } = service();
    sessions.refused(site, 'RATE_LIMITED');
    expect(events.published).toEqual([
      { type: 'SignInFailed', siteId: 'wom-dk', reason: 'RATE_LIMITED' },
    ]);
    expect(identity.calls).toEqual([]);
  });

  it('ends the session, signs out at the identity service with its tokens, and publishes SignedOut', async () => {
    const { sessions, identity, events, store, seed } = service();
    identity.signOutScope = 'this-session';
    const id = await seed();
    const other = await seed();
    expect(await sessions.signOut(site, id)).toBe('this-session');
    expect(identity.calls).toEqual([['signOut', 'access-1', 'refresh-ok']]);
    expect(events.published).toEqual([{ type: 'SignedOut', siteId: 'wom-dk' }]);
    expect(store.sessions.has(id)).toBe(false);
    expect(store.sessions.has(other)).toBe(true);
    expect((await sessions.resolve(site, id)).ended).toBe('gone');
  });

  it('ends every session of the account when the identity service signed out everywhere', async () => {
    const { sessions, store, seed } = service();
    const id = await seed();
    const phone = await seed();
    const someoneElse = await seed({ account: 'c@d.test' });
    expect(await sessions.signOut(site, id)).toBe('everywhere');
    expect([...store.sessions.keys()]).toEqual([someoneElse]);
    expect((await sessions.resolve(site, phone)).ended).toBe('gone');
  });

  it('ends the local session even when the identity service fails to sign out', async () => {
    const { sessions, identity, events, store, seed } = service();
    identity.failure = refusal('NotAuthorizedException');
    const id = await seed();
    const phone = await seed();
    await expect(sessions.signOut(site, id)).resolves.toBe('this-session');
    expect(store.sessions.has(id)).toBe(false);
    expect(store.sessions.has(phone)).toBe(true);
    expect(events.published).toEqual([{ type: 'SignedOut', siteId: 'wom-dk' }]);
  });

  it('ends only the local session when the identity service cannot be reached to sign out', async () => {
    const { sessions, identity, store, seed } = service();
    identity.failure = failed(IDENTITY_UNREACHABLE);
    const id = await seed();
    const phone = await seed();
    await expect(sessions.signOut(site, id)).resolves.toBe('this-session');
    expect(store.sessions.has(id)).toBe(false);
    expect(store.sessions.has(phone)).toBe(true);
  });

  it('rejects when the store cannot end the session', async () => {
    const { sessions, store, seed } = service();
    const id = await seed();
    store.down = true;
    await expect(sessions.signOut(site, id)).rejects.toThrow('session store unavailable');
  });

  it('signs nobody out without a session or on a site with sign-in off', async () => {
    const { sessions, identity, events, seed } = service();
    expect(await sessions.signOut(site, null)).toBeNull();
    expect(await sessions.signOut(site, 'y'.repeat(43))).toBeNull();
    expect(await sessions.signOut(siteWithoutSignIn, await seed())).toBeNull();
    expect(identity.calls).toEqual([]);
    expect(events.published).toEqual([]);
  });

  it("ends every session of an account for an admin, by the account's e-mail as typed", async () => {
    const { sessions, store, seed } = service();
    await seed();
    await seed();
    const kept = await seed({ account: 'c@d.test' });
    expect(await sessions.endAccount(' A@B.test ')).toBe(2);
    expect([...store.sessions.keys()]).toEqual([kept]);
    expect(await sessions.endAccount('a@b.test')).toBe(0);
  });
});

describe('the account forms', () => {
  it('maps identity errors of each flow to their message keys', async () => {
    const { sessions, identity } = service();
    const outcome = await sessions.signUp(site, {
      email: 'a@b.test',
      password: 'secret1',
      repeat: 'secret2',
      givenName: null,
    });
    expect(outcome).toEqual({
      ok: false,
      kind: 'refused',
      code: 'DoublePasswordSignUpException',
      messageKey: 'signup.credentials_form.double_password',
    });
    expect(identity.calls).toEqual([]);

    identity.failure = refusal('UserNotFoundException');
    expect(await sessions.forgotPassword(site, 'a@b.test')).toEqual({
      ok: false,
      kind: 'refused',
      code: 'UserNotFoundException',
      messageKey: 'password_reset.form.email_error',
    });
    identity.failure = refusal('CodeMismatchException');
    expect(await sessions.newPassword(site, 'a@b.test', '1', 'New-passw0rd')).toEqual({
      ok: false,
      kind: 'refused',
      code: 'CodeMismatchException',
      messageKey: 'password_reset.form.verification_code_expired',
    });
    identity.failure = refusal('ExpiredCodeException');
    expect(await sessions.confirmSignUp(site, 'a@b.test', '1')).toEqual({
      ok: false,
      kind: 'refused',
      code: 'ExpiredCodeException',
      messageKey: 'password_reset.form.verification_code_expired',
    });
  });

  it('signs up with the normalised email, the given name and the site brand', async () => {
    const { sessions, identity } = service();
    expect(
      await sessions.signUp(site, {
        email: ' A@B.test',
        password: 'secret1',
        repeat: 'secret1',
        givenName: 'Ann',
      }),
    ).toEqual({ ok: true, value: null });
    expect(identity.calls).toEqual([
      ['signUp', { email: 'a@b.test', password: 'secret1', givenName: 'Ann', brand: 'WOM' }],
    ]);
  });

  it('confirms a sign-up with the code as typed, without surrounding spaces', async () => {
    const { sessions, identity } = service();
    expect(await sessions.confirmSignUp(site, 'A@B.test ', ' 123456 ')).toEqual({
      ok: true,
      value: null,
    });
    expect(identity.calls).toEqual([['confirmSignUp', 'a@b.test', '123456']]);
  });

  it('sends the password reset code for the site brand', async () => {
    const { sessions, identity } = service();
    expect(await sessions.forgotPassword(site, ' A@B.test')).toEqual({ ok: true, value: null });
    expect(identity.calls).toEqual([['forgotPassword', 'a@b.test', 'WOM']]);
  });

  it('sets a new password with the code as typed, without surrounding spaces', async () => {
    const { sessions, identity } = service();
    expect(await sessions.newPassword(site, 'A@B.test', ' 654321 ', ' New-passw0rd')).toEqual({
      ok: true,
      value: null,
    });
    expect(identity.calls).toEqual([
      ['confirmForgotPassword', 'a@b.test', '654321', ' New-passw0rd'],
    ]);
  });

  it('answers AuthDisabled on a site with sign-in off, and records the refused sign-in', async () => {
    const { sessions, events } = service();
    const disabled = {
      ok: false,
      kind: 'refused',
      code: 'AuthDisabled',
      messageKey: 'signup.credentials_form.signup_error',
    };
    expect(await sessions.signIn(siteWithoutSignIn, 'a@b.test', 'Passw0rd')).toEqual(disabled);
    expect(await sessions.forgotPassword(siteWithoutSignIn, 'a@b.test')).toEqual(disabled);
    expect(events.published).toEqual([
      { type: 'SignInFailed', siteId: 'wom-dk', reason: 'AuthDisabled' },
    ]);
  });

  it('asks to try again later in every form when the identity service cannot be reached', async () => {
    const { sessions, identity } = service();
    identity.failure = failed(IDENTITY_UNREACHABLE);
    const outage = {
      ok: false,
      kind: 'unavailable',
      failure: IDENTITY_UNREACHABLE,
      messageKey: 'form.try_again_later',
    };
    expect(
      await sessions.signUp(site, {
        email: 'a@b.test',
        password: 'secret1',
        repeat: 'secret1',
        givenName: null,
      }),
    ).toEqual(outage);
    expect(await sessions.confirmSignUp(site, 'a@b.test', '1')).toEqual(outage);
    expect(await sessions.forgotPassword(site, 'a@b.test')).toEqual(outage);
    expect(await sessions.newPassword(site, 'a@b.test', '1', 'New-passw0rd')).toEqual(outage);
  });

  it('answers an outage, try again later, when the signing keys cannot be loaded: never a wrong password', async () => {
    const failing = new SessionService(
      {
        forSite: () => ({
          identity: new FakeIdentity(),
          verifier: { verify: () => Promise.reject(new Error('JWKS unavailable')) },
        }),
      },
      new InMemorySessionStore(),
      { isSubscriber: () => Promise.resolve(succeeded(false)) },
      new RecordingEventBus(),
      () => NOW,
      lruBoundedMaps,
    );
    expect(await failing.signIn(site, 'a@b.test', 'Passw0rd')).toEqual({
      ok: false,
      kind: 'unavailable',
      failure: {
        code: 'UPSTREAM_UNAVAILABLE',
        service: 'identity',
        retryable: true,
        detail: {
          operation: 'verify',
          reason: 'the signing keys could not be loaded: Error: JWKS unavailable',
        },
      },
      messageKey: 'form.try_again_later',
    });
  });
});
