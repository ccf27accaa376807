import { describe, expect, it } from 'vitest';
import { SessionService } from '../../../src/application/auth/session.service';
import {
  IdentityError,
  type IdentityPort,
  type IdentityTokens,
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
]);

class FakeIdentity implements Partial<IdentityPort> {
  refreshed: string[] = [];
  refresh(refreshToken: string): Promise<IdentityTokens> {
    this.refreshed.push(refreshToken);
    if (refreshToken !== 'refresh-ok')
      return Promise.reject(new IdentityError('NotAuthorizedException', 'revoked'));
    return Promise.resolve({ idToken: 'id-new', accessToken: 'access-new', refreshToken: null });
  }
}

function service(subscribed: boolean) {
  const identity = new FakeIdentity();
  const verifier: TokenVerifierPort = {
    verify: (token) => Promise.resolve(CLAIMS.get(token) ?? null),
  };
  const asked: string[] = [];
  const subscription: SubscriptionPort = {
    isSubscriber: (_url, id, token) => {
      asked.push(`${id} ${token}`);
      return Promise.resolve(subscribed);
    },
  };
  const events = new RecordingEventBus();
  const sessions = new SessionService(
    { forSite: () => ({ identity: identity as unknown as IdentityPort, verifier }) },
    subscription,
    events,
  );
  return { sessions, identity, asked, events };
}

describe('the session of a request', () => {
  it('refreshes an expired id token with the refresh token and hands back the new tokens', async () => {
    const { sessions, identity } = service(false);
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
    const { sessions } = service(false);
    const session = await sessions.resolve(site, {
      idToken: 'id-old',
      accessToken: null,
      refreshToken: 'revoked',
    });
    expect(session.state).toEqual({ kind: 'anonymous' });
    expect(session.renewed).toBe('clear');
  });

  it('asks the subscription service (Bearer access token) and caches its answer', async () => {
    const { sessions, asked } = service(true);
    const tokens = { idToken: 'id-new', accessToken: 'access-1', refreshToken: null };
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('subscriber');
    expect((await sessions.resolve(site, tokens)).state.kind).toBe('subscriber');
    expect(asked).toEqual(['u1 access-1']);
  });

  it('maps identity errors of each flow to their message keys', async () => {
    const { sessions } = service(false);
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
  });
});
