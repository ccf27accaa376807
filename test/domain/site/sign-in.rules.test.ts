import { describe, expect, it } from 'vitest';
import { missingSignInSetting, signInOn } from '../../../src/domain/site/sign-in.rules';
import type { SiteAuth } from '../../../src/domain/site/site.types';

const auth = (over: Partial<SiteAuth>): SiteAuth => ({
  enabled: true,
  userPoolId: 'eu-north-1_pool',
  userPoolWebClientId: 'client-1',
  region: 'eu-north-1',
  loginPath: '/login',
  ...over,
});

describe('sign-in settings a site needs', () => {
  it('asks nothing of a site with sign-in off, even without a user pool', () => {
    expect(
      missingSignInSetting(auth({ enabled: false, userPoolId: null, userPoolWebClientId: null })),
    ).toBeNull();
  });

  it('is content with a site with sign-in on that has a user pool and an app client', () => {
    expect(missingSignInSetting(auth({}))).toBeNull();
  });

  it('names the user pool when sign-in is on without one', () => {
    expect(missingSignInSetting(auth({ userPoolId: null }))).toBe('userPoolId');
    expect(missingSignInSetting(auth({ userPoolId: null, userPoolWebClientId: null }))).toBe(
      'userPoolId',
    );
  });

  it('names the app client when sign-in is on with a user pool but no app client', () => {
    expect(missingSignInSetting(auth({ userPoolWebClientId: null }))).toBe('userPoolWebClientId');
  });

  it('lets readers sign in exactly where the site turns sign-in on', () => {
    expect(signInOn({ auth: auth({}) })).toBe(true);
    expect(signInOn({ auth: auth({ enabled: false }) })).toBe(false);
  });
});
