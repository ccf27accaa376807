import { describe, expect, it } from 'vitest';
import { SessionService } from '../../../src/application/auth/session.service';
import {
  IdentityError,
  type IdentityPort,
  type IdentityTokens,
  type SignOutScope,
  type SignUpInput,
  type TokenVerifierPort,
} from '../../../src/ports/identity.port';
import type { SubscriptionPort } from '../../../src/ports/subscription.port';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
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

const CLAIMS = new Map<string, Record<string, unknown> | 'expired'>([
  ['id-old', 'expired'],
  [
    'id-new',
    Object.fromEntries([
      ['sub', 'u1'],
      ['email', 'a@b.test'],
      ['custom:subscribed_brands', 'COS'],
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

/** A valid id token for the reader `id`, for tests that need many readers. */
const idTokenOf = (id: string) => `id-reader-${id}`;

const TOKENS: IdentityTokens = { idToken: 'id-new', accessToken: 'access-1', refreshToken: 'r1' };

/** The identity service: records every call; `failure` makes the account calls fail with it. */
class FakeIdentity implements IdentityPort {
  refreshed: string[] = [];
  readonly calls: unknown[][] = [];
  failure: Error | null = null;
  signOutScope: SignOutScope = 'everywhere';

  refresh(refreshToken: string): Promise<IdentityTokens> {
    this.refreshed.push(refreshToken);
    if (refreshToken !== 'refresh-ok')
      return Promise.reject(new IdentityError('NotAuthorizedException', 'revoked'));
    return Promise.resolve({ idToken: 'id-new', accessToken: 'access-new', refreshToken: null });
  }

  signIn(email: string, password: string, brand: string): Promise<IdentityTokens> {
    return this.answer(['signIn', email, password, brand], TOKENS);
  }

  signUp(input: SignUpInput): Promise<void> {
    return this.answer(['signUp', input], undefined);
  }

  confirmSignUp(email: string, code: string): Promise<void> {
    return this.answer(['confirmSignUp', email, code], undefined);
  }

  forgotPassword(email: string, brand: string): Promise<void> {
    return this.answer(['forgotPassword', email, brand], undefined);
  }

  confirmForgotPassword(email: string, code: string, password: string): Promise<void> {
    return this.answer(['confirmForgotPassword', email, code, password], undefined);
  }

  signOut(accessToken: string, refreshToken: string | null): Promise<SignOutScope> {
    return this.answer(['signOut', accessToken, refreshToken], this.signOutScope);
  }

  private answer<T>(call: unknown[], value: T): Promise<T> {
    this.calls.push(call);
    return this.failure === null ? Promise.resolve(value) : Promise.reject(this.failure);
  }
}

function service(options: { subscribers?: readonly string[]; now?: () => number } = {}) {
  const identity = new FakeIdentity();
  const verified: string[] = [];
  const verifier: TokenVerifierPort = {
    verify: (token) => {
      verified.push(token);
      const prefix = idTokenOf('');
      if (token.startsWith(prefix))
        return Promise.resolve(Object.fromEntries([['sub', token.slice(prefix.length)]]));
      return Promise.resolve(CLAIMS.get(token) ?? null);
    },
  };
  const subscribers = new Set(options.subscribers ?? []);
  const asked: string[] = [];
  /** While true, the subscription service cannot answer (null). */
  const outage = { on: false };
  const subscription: SubscriptionPort = {
    isSubscriber: (_url, id, token) => {
      asked.push(`${id} ${token}`);
      return Promise.resolve(outage.on ? null : subscribers.has(id));
    },
  };
  const events = new RecordingEventBus();
  const sessions = new SessionService(
    { forSite: (of) => (of.auth.enabled ? { identity, verifier } : null) },
    subscription,
    events,
    options.now,
  );
  return { sessions, identity, verified, subscribers, asked, events, outage };
}

describe('the session of a request', () => {
  it('refreshes an expired id token with the refresh token and hands back the new tokens', async () => {
    const { sessions, identity } = service();
    const session = await sessions.resolve(site, {
      idToken: 'id-old',
      accessToken: 'access-old',
      refreshToken: 'refresh-ok',
    });
    expect(identity.refreshed).toEqual(['refresh-ok']);
    expect(session.renewed).toEqual({
      idToken: 'id-new',
      accessToken: 'access-new',
      refreshToken: null,
    });
    expect(session.state.kind).toBe('just-register');
  });

  it('clears the session when the refresh is refused', async () => {
    const { sessions } = service();
    const session = await sessions.resolve(site, {
      idToken: 'id-old',
      accessToken: null,
      refreshToken: 'revoked',
    });
    expect(session.state).toEqual({ kind: 'anonymous' });
    expect(session.renewed).toBe('clear');
  });

  it('asks the subscription service (Bearer access token) and caches its answer', async () => {
    const { sessions, asked } = service({ subscribers: ['u1'] });
    const tokens = { idToken: 'id-new', accessToken: 'access-1', refreshToken: null };
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('subscriber');
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('subscriber');
    expect(asked).toEqual(['u1 access-1']);
  });

  it("keeps a subscriber's last answer while the subscription service is down, and asks again", async () => {
    const clock = { at: 0 };
    const { sessions, asked, outage } = service({ subscribers: ['u1'], now: () => clock.at });
    const tokens = { idToken: 'id-new', accessToken: 'access-1', refreshToken: null };
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('subscriber');
    outage.on = true;
    clock.at = 10 * 60_000;
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('subscriber');
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('subscriber');
    expect(asked).toHaveLength(3);
  });

  it('is not subscribed while the service is down with no earlier answer, and keeps no such answer', async () => {
    const { sessions, asked, outage } = service({ subscribers: ['u1'] });
    const tokens = { idToken: 'id-new', accessToken: 'access-1', refreshToken: null };
    outage.on = true;
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('just-register');
    outage.on = false;
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('subscriber');
    expect(asked).toHaveLength(2);
  });

  it('is anonymous on a site with sign-in off, whatever the cookies hold', async () => {
    const { sessions, verified, identity } = service();
    expect(sessions.enabled(siteWithoutSignIn)).toBe(false);
    expect(sessions.enabled(site)).toBe(true);
    expect(
      await sessions.resolve(siteWithoutSignIn, {
        idToken: 'id-new',
        accessToken: 'access-1',
        refreshToken: 'refresh-ok',
      }),
    ).toEqual({ state: { kind: 'anonymous' }, entitlements: [], renewed: null });
    expect(verified).toEqual([]);
    expect(identity.refreshed).toEqual([]);
  });

  it('is anonymous and leaves the cookies alone when the browser holds no tokens', async () => {
    const { sessions, verified } = service();
    expect(
      await sessions.resolve(site, { idToken: null, accessToken: 'access-1', refreshToken: null }),
    ).toEqual({ state: { kind: 'anonymous' }, entitlements: [], renewed: null });
    expect(verified).toEqual([]);
  });

  it('refreshes with the refresh token alone when the id token cookie is gone', async () => {
    const { sessions, identity, verified } = service();
    const session = await sessions.resolve(site, {
      idToken: null,
      accessToken: null,
      refreshToken: 'refresh-ok',
    });
    expect(identity.refreshed).toEqual(['refresh-ok']);
    expect(verified).toEqual(['id-new']);
    expect(session.state.kind).toBe('just-register');
    expect(session.entitlements).toEqual(['COS']);
    expect(session.renewed).toEqual({
      idToken: 'id-new',
      accessToken: 'access-new',
      refreshToken: null,
    });
  });

  it('keeps a valid id token without refreshing it', async () => {
    const { sessions, identity } = service();
    const session = await sessions.resolve(site, {
      idToken: 'id-new',
      accessToken: null,
      refreshToken: 'refresh-ok',
    });
    expect(identity.refreshed).toEqual([]);
    expect(session.renewed).toBeNull();
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

  it('clears an expired session that has no refresh token, without trying to refresh', async () => {
    const { sessions, identity } = service();
    expect(
      await sessions.resolve(site, {
        idToken: 'id-old',
        accessToken: 'access-1',
        refreshToken: null,
      }),
    ).toEqual({ state: { kind: 'anonymous' }, entitlements: [], renewed: 'clear' });
    expect(identity.refreshed).toEqual([]);
  });

  it('clears the session when the id token is not valid', async () => {
    const { sessions } = service();
    expect(
      await sessions.resolve(site, { idToken: 'forged', accessToken: null, refreshToken: null }),
    ).toEqual({ state: { kind: 'anonymous' }, entitlements: [], renewed: 'clear' });
  });

  it('asks the subscription service with the renewed access token after a refresh', async () => {
    const { sessions, asked } = service({ subscribers: ['u1'] });
    const session = await sessions.resolve(site, {
      idToken: 'id-old',
      accessToken: 'access-old',
      refreshToken: 'refresh-ok',
    });
    expect(session.state.kind).toBe('subscriber');
    expect(asked).toEqual(['u1 access-new']);
  });

  it('does not ask the subscription service without an access token', async () => {
    const { sessions, asked } = service({ subscribers: ['u1'] });
    const session = await sessions.resolve(site, {
      idToken: 'id-new',
      accessToken: null,
      refreshToken: null,
    });
    expect(session.state.kind).toBe('just-register');
    expect(asked).toEqual([]);
  });

  it('does not ask the subscription service for a site that has none', async () => {
    const { sessions, asked } = service({ subscribers: ['u1'] });
    const session = await sessions.resolve(siteWithoutSubscriptions, {
      idToken: 'id-new',
      accessToken: 'access-1',
      refreshToken: null,
    });
    expect(session.state.kind).toBe('just-register');
    expect(asked).toEqual([]);
  });

  it('is anonymous for a token that names no reader, keeping its entitlements', async () => {
    const { sessions, asked } = service({ subscribers: ['u1'] });
    expect(
      await sessions.resolve(site, {
        idToken: 'id-nobody',
        accessToken: 'access-1',
        refreshToken: null,
      }),
    ).toEqual({ state: { kind: 'anonymous' }, entitlements: ['WOM'], renewed: null });
    expect(asked).toEqual([]);
  });

  it('caches the subscription answer per site and reader', async () => {
    const { sessions, asked } = service({ subscribers: ['u1'] });
    const of = (idToken: string) => ({ idToken, accessToken: 'access-1', refreshToken: null });
    expect((await sessions.resolve(site, of('id-new'))).state.kind).toBe('subscriber');
    expect((await sessions.resolve(site, of('id-u2'))).state.kind).toBe('just-register');
    expect((await sessions.resolve(otherSite, of('id-new'))).state.kind).toBe('subscriber');
    expect((await sessions.resolve(site, of('id-new'))).state.kind).toBe('subscriber');
    expect(asked).toEqual(['u1 access-1', 'u2 access-1', 'u1 access-1']);
  });

  it('asks the subscription service again once its answer is a minute old', async () => {
    let now = 1_000_000;
    const { sessions, asked, subscribers } = service({ subscribers: ['u1'], now: () => now });
    const tokens = { idToken: 'id-new', accessToken: 'access-1', refreshToken: null };
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('subscriber');
    subscribers.delete('u1');
    now += 59_999;
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('subscriber');
    expect(asked).toHaveLength(1);
    now += 1;
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('just-register');
    expect(asked).toHaveLength(2);
  });

  it('forgets every cached subscription answer once 10 000 readers are cached', async () => {
    const { sessions, asked } = service();
    const of = (id: string) => ({ idToken: idTokenOf(id), accessToken: 'a', refreshToken: null });
    for (let reader = 0; reader < 10_000; reader += 1)
      await sessions.resolve(site, of(String(reader)));
    expect(asked).toHaveLength(10_000);

    await sessions.resolve(site, of('0'));
    expect(asked).toHaveLength(10_000);
    await sessions.resolve(site, of('one too many'));
    await sessions.resolve(site, of('0'));
    expect(asked.slice(10_000)).toEqual(['one too many a', '0 a']);
  });
});

describe('signing in and out', () => {
  it('signs in with the normalised email and the site brand, and publishes SignedIn', async () => {
    const { sessions, identity, events } = service();
    expect(await sessions.signIn(site, ' A@B.test ', 'Passw0rd')).toEqual({
      ok: true,
      value: TOKENS,
    });
    expect(identity.calls).toEqual([['signIn', 'a@b.test', 'Passw0rd', 'WOM']]);
    expect(events.published).toEqual([{ type: 'SignedIn', siteId: 'wom-dk' }]);
  });

  it('answers bad credentials with their message and publishes the failure with its code', async () => {
    const { sessions, identity, events } = service();
    identity.failure = new IdentityError('NotAuthorizedException', 'wrong password');
    expect(await sessions.signIn(site, 'a@b.test', 'wrong')).toEqual({
      ok: false,
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
  ])('maps %s on sign-in as the table says, to %s', async (code, messageKey) => {
    const { sessions, identity } = service();
    identity.failure = new IdentityError(code, 'from the identity service');
    expect(await sessions.signIn(site, 'a@b.test', 'secret1')).toEqual({
      ok: false,
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

  it('signs out at the identity service and publishes SignedOut', async () => {
    const { sessions, identity, events } = service();
    expect(await sessions.signOut(site, 'access-1', 'refresh-1')).toBe('everywhere');
    expect(identity.calls).toEqual([['signOut', 'access-1', 'refresh-1']]);
    expect(events.published).toEqual([{ type: 'SignedOut', siteId: 'wom-dk' }]);
  });

  it('says when the identity service could sign out only this session', async () => {
    const { sessions, identity } = service();
    identity.signOutScope = 'this-session';
    expect(await sessions.signOut(site, 'access-1', 'refresh-1')).toBe('this-session');
  });

  it('ends the local session even when the identity service fails to sign out', async () => {
    const { sessions, identity, events } = service();
    identity.failure = new IdentityError('NotAuthorizedException', 'token revoked');
    await expect(sessions.signOut(site, 'access-1')).resolves.toBeNull();
    expect(events.published).toEqual([{ type: 'SignedOut', siteId: 'wom-dk' }]);
  });

  it('signs nobody out without an access token or on a site with sign-in off', async () => {
    const { sessions, identity, events } = service();
    await sessions.signOut(site, null);
    await sessions.signOut(siteWithoutSignIn, 'access-1');
    expect(identity.calls).toEqual([]);
    expect(events.published).toEqual([]);
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
      code: 'DoublePasswordSignUpException',
      messageKey: 'signup.credentials_form.double_password',
    });
    expect(identity.calls).toEqual([]);

    identity.failure = new IdentityError('UserNotFoundException', 'no such user');
    expect(await sessions.forgotPassword(site, 'a@b.test')).toEqual({
      ok: false,
      code: 'UserNotFoundException',
      messageKey: 'password_reset.form.email_error',
    });
    identity.failure = new IdentityError('CodeMismatchException', 'wrong code');
    expect(await sessions.newPassword(site, 'a@b.test', '1', 'New-passw0rd')).toEqual({
      ok: false,
      code: 'CodeMismatchException',
      messageKey: 'password_reset.form.verification_code_expired',
    });
    identity.failure = new IdentityError('ExpiredCodeException', 'too late');
    expect(await sessions.confirmSignUp(site, 'a@b.test', '1')).toEqual({
      ok: false,
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
      code: 'AuthDisabled',
      messageKey: 'signup.credentials_form.signup_error',
    };
    expect(await sessions.signIn(siteWithoutSignIn, 'a@b.test', 'Passw0rd')).toEqual(disabled);
    expect(await sessions.forgotPassword(siteWithoutSignIn, 'a@b.test')).toEqual(disabled);
    expect(events.published).toEqual([
      { type: 'SignInFailed', siteId: 'wom-dk', reason: 'AuthDisabled' },
    ]);
  });

  it('answers Unknown when the identity service fails without an error code', async () => {
    const { sessions, identity } = service();
    identity.failure = new Error('socket hang up');
    expect(await sessions.forgotPassword(site, 'a@b.test')).toEqual({
      ok: false,
      code: 'Unknown',
      messageKey: 'signup.credentials_form.signup_error',
    });
  });
});
