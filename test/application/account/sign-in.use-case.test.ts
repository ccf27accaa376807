import { describe, expect, it } from 'vitest';
import { failed, succeeded } from '../../../src/domain/errors/outcome';
import { SessionService } from '../../../src/application/auth/session.service';
import { SignIn } from '../../../src/application/auth/sign-in.use-case';
import {
  done,
  refused,
  type IdentityPort,
  type IdentityReply,
  type IdentityTokens,
  type TokenVerifierPort,
} from '../../../src/ports/identity.port';
import { IDENTITY_TIMED_OUT } from '../../fakes/identity.fake';
import type { SignInLimiter, SignInVerdict } from '../../../src/ports/sign-in-limits.port';
import { siteFixture } from '../../fakes/domain-builders';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { InMemorySessionStore } from '../../fakes/session-store.fake';
import { lruBoundedMaps } from '../../../src/adapters/cache/lru-bounded-maps';

const site = siteFixture({ auth: { ...siteFixture().auth, enabled: true } });
const TOKENS: IdentityTokens = { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' };
const PASSWORD = 'Correct-passw0rd';

/** The identity service with one account, recording who tried to sign in. */
class OneAccount implements Partial<IdentityPort> {
  readonly tried: string[] = [];
  /** While set, every sign-in answers it (an outage). */
  failure: IdentityReply<never> | null = null;
  signIn(email: string, password: string): Promise<IdentityReply<IdentityTokens>> {
    this.tried.push(email);
    if (this.failure !== null) return Promise.resolve(this.failure);
    return Promise.resolve(
      succeeded(password === PASSWORD ? done(TOKENS) : refused('NotAuthorizedException')),
    );
  }
}

/** A limiter answering `verdict`, recording the attempts it counted and the failures. */
function limiter(
  verdict: SignInVerdict,
): SignInLimiter & { counted: string[]; failures: string[] } {
  const counted: string[] = [];
  const failures: string[] = [];
  return {
    counted,
    attempt: (email) => {
      counted.push(email);
      return Promise.resolve(verdict);
    },
    failures,
    failed: (email) => {
      failures.push(email);
      return Promise.resolve();
    },
  };
}

function setup() {
  const identity = new OneAccount();
  const verifier: TokenVerifierPort = {
    verify: (token) =>
      Promise.resolve(token === 'id' ? { sub: 'u1', email: 'reader@wom.test' } : null),
  };
  const events = new RecordingEventBus();
  const store = new InMemorySessionStore();
  const sessions = new SessionService(
    { forSite: () => ({ identity: identity as unknown as IdentityPort, verifier }) },
    store,
    { isSubscriber: () => Promise.resolve(succeeded(false)) },
    events,
    Date.now,
    lruBoundedMaps,
  );
  return { identity, events, store, signIn: new SignIn(sessions) };
}

describe('SignIn', () => {
  it('answers the field errors without counting the attempt or asking the identity service', async () => {
    const { identity, events, signIn } = setup();
    const limits = limiter({ allowed: true });
    const answer = await signIn.execute({
      site,
      email: 'not-an-address',
      password: '123',
      limiter: limits,
    });
    expect(answer).toEqual({
      kind: 'invalid',
      errors: {
        email: 'signup.credentials_form.email_error',
        password: 'signup.credentials_form.password_help',
      },
    });
    expect(limits.counted).toEqual([]);
    expect(identity.tried).toEqual([]);
    expect(events.published).toEqual([]);
  });

  it('refuses an attempt over the limits before the identity service and records why', async () => {
    const { identity, events, signIn } = setup();
    const limits = limiter({ allowed: false, retryAfterSeconds: 420 });
    const answer = await signIn.execute({
      site,
      email: 'reader@wom.test',
      password: PASSWORD,
      limiter: limits,
    });
    expect(answer).toEqual({ kind: 'limited', retryAfterSeconds: 420 });
    expect(limits.counted).toEqual(['reader@wom.test']);
    expect(identity.tried).toEqual([]);
    expect(events.published).toEqual([
      { type: 'SignInFailed', siteId: 'wom-dk', reason: 'RATE_LIMITED' },
    ]);
  });

  it("answers the identity service's refusal with its message key and code, counting it against the account", async () => {
    const { events, signIn } = setup();
    const limits = limiter({ allowed: true });
    const answer = await signIn.execute({
      site,
      email: 'reader@wom.test',
      password: 'Wrong-passw0rd',
      limiter: limits,
    });
    expect(answer).toMatchObject({ kind: 'refused', code: 'NotAuthorizedException' });
    expect(answer.kind === 'refused' && answer.messageKey).toMatch(/\S/);
    expect(limits.failures).toEqual(['reader@wom.test']);
    expect(events.of('SignInFailed')).toEqual([
      { type: 'SignInFailed', siteId: 'wom-dk', reason: 'NotAuthorizedException' },
    ]);
  });

  it('signs in, keeping the session, once the fields and the limits allow it; a success counts nothing against the account', async () => {
    const { identity, events, signIn, store } = setup();
    const limits = limiter({ allowed: true });
    const answer = await signIn.execute({
      site,
      email: 'reader@wom.test',
      password: PASSWORD,
      limiter: limits,
    });
    expect(answer.kind === 'signed-in' && store.sessions.get(answer.sessionId)).toMatchObject({
      idToken: 'id',
      accessToken: 'access',
      refreshToken: 'refresh',
      account: 'reader@wom.test',
    });
    expect(limits.counted).toEqual(['reader@wom.test']);
    expect(limits.failures).toEqual([]);
    expect(identity.tried).toHaveLength(1);
    expect(events.types()).toEqual(['SignedIn']);
  });

  it('asks to try again later in an identity outage, counting nothing against the account', async () => {
    const { identity, events, signIn } = setup();
    identity.failure = failed(IDENTITY_TIMED_OUT);
    const limits = limiter({ allowed: true });
    const answer = await signIn.execute({
      site,
      email: 'reader@wom.test',
      password: PASSWORD,
      limiter: limits,
    });
    expect(answer).toEqual({
      kind: 'unavailable',
      messageKey: 'form.try_again_later',
      failure: IDENTITY_TIMED_OUT,
    });
    expect(limits.failures).toEqual([]);
    expect(events.of('SignInFailed')).toEqual([
      { type: 'SignInFailed', siteId: 'wom-dk', reason: 'UPSTREAM_DEADLINE_EXCEEDED' },
    ]);
  });
});
