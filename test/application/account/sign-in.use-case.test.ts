import { describe, expect, it } from 'vitest';
import { SessionService } from '../../../src/application/auth/session.service';
import { SignIn } from '../../../src/application/auth/sign-in.use-case';
import {
  IdentityError,
  type IdentityPort,
  type IdentityTokens,
  type TokenVerifierPort,
} from '../../../src/ports/identity.port';
import type { SignInLimiter, SignInVerdict } from '../../../src/ports/sign-in-limits.port';
import { siteFixture } from '../../fakes/domain-builders';
import { RecordingEventBus } from '../../fakes/event-bus.fake';

const site = siteFixture({ auth: { ...siteFixture().auth, enabled: true } });
const TOKENS: IdentityTokens = { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' };
const PASSWORD = 'Correct-passw0rd';

/** The identity service with one account, recording who tried to sign in. */
class OneAccount implements Partial<IdentityPort> {
  readonly tried: string[] = [];
  signIn(email: string, password: string): Promise<IdentityTokens> {
    this.tried.push(email);
    return password === PASSWORD
      ? Promise.resolve(TOKENS)
      : Promise.reject(new IdentityError('NotAuthorizedException', 'wrong password'));
  }
}

/** A limiter answering `verdict`, recording the accounts it counted. */
function limiter(verdict: SignInVerdict): SignInLimiter & { counted: string[] } {
  const counted: string[] = [];
  return Object.assign(
    (email: string) => {
      counted.push(email);
      return Promise.resolve(verdict);
    },
    { counted },
  );
}

function setup() {
  const identity = new OneAccount();
  const verifier: TokenVerifierPort = { verify: () => Promise.resolve(null) };
  const events = new RecordingEventBus();
  const sessions = new SessionService(
    { forSite: () => ({ identity: identity as unknown as IdentityPort, verifier }) },
    { isSubscriber: () => Promise.resolve(false) },
    events,
  );
  return { identity, events, signIn: new SignIn(sessions) };
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

  it("answers the identity service's refusal with its message key and code", async () => {
    const { events, signIn } = setup();
    const answer = await signIn.execute({
      site,
      email: 'reader@wom.test',
      password: 'Wrong-passw0rd',
      limiter: limiter({ allowed: true }),
    });
    expect(answer).toMatchObject({ kind: 'refused', code: 'NotAuthorizedException' });
    expect(answer.kind === 'refused' && answer.messageKey).toMatch(/\S/);
    expect(events.of('SignInFailed')).toEqual([
      { type: 'SignInFailed', siteId: 'wom-dk', reason: 'NotAuthorizedException' },
    ]);
  });

  it('signs in with the tokens once the fields and the limits allow it', async () => {
    const { identity, events, signIn } = setup();
    const limits = limiter({ allowed: true });
    const answer = await signIn.execute({
      site,
      email: 'reader@wom.test',
      password: PASSWORD,
      limiter: limits,
    });
    expect(answer).toEqual({ kind: 'signed-in', tokens: TOKENS });
    expect(limits.counted).toEqual(['reader@wom.test']);
    expect(identity.tried).toHaveLength(1);
    expect(events.types()).toEqual(['SignedIn']);
  });
});
