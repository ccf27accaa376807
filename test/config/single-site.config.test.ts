import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/app.config';
import type { Env } from '../../src/config/env.rules';

/**
 * The identity service keys of a single-site deployment (`src/config/single-site.config.ts`):
 * read into the site's `auth`, and refused at start, by name, when their value cannot work.
 */
const SITE_FROM_ENV: Env = {
  BRAND_CODE: 'WOM',
  MARKET: 'dk',
  SITE_DOMAIN: 'https://www.wom.dk',
  CONTENT_API_URL: 'https://api.wom.dk',
};

const noFile = (): string => {
  throw new Error('no sites file in these tests');
};

function authOf(env: Env) {
  const [site] = loadConfig({ ...SITE_FROM_ENV, ...env }, '/nowhere', noFile).sites;
  if (site === undefined) throw new Error('no site configured');
  return site.auth;
}

describe('identity service keys of a single-site deployment', () => {
  it('reads USERPOOL_ID, USERPOOL_WEB_CLIENT_ID and USERPOOL_REGION into the site config', () => {
    const auth = authOf({
      ENABLE_AUTH: 'true',
      USERPOOL_ID: 'eu-north-1_AbC123xyZ',
      USERPOOL_WEB_CLIENT_ID: '4f1m2o3c5l6i7e8n9t0id12345',
      USERPOOL_REGION: 'eu-north-1',
    });
    expect(auth).toMatchObject({
      enabled: true,
      userPoolId: 'eu-north-1_AbC123xyZ',
      userPoolWebClientId: '4f1m2o3c5l6i7e8n9t0id12345',
      region: 'eu-north-1',
    });
  });

  it('stops the start when sign-in is on without a user pool or app client, naming the key', () => {
    expect(() => authOf({ ENABLE_AUTH: 'true' })).toThrow(/USERPOOL_ID is required: sign-in is on/);
    expect(() => authOf({ ENABLE_AUTH: 'true', USERPOOL_ID: 'eu-north-1_AbC123xyZ' })).toThrow(
      /USERPOOL_WEB_CLIENT_ID is required: sign-in is on/,
    );
  });

  it("accepts cognito-local's pool and client ids", () => {
    const auth = authOf({
      USERPOOL_ID: 'local_2iK9mNRF',
      USERPOOL_WEB_CLIENT_ID: 'choyjomxiaml3v',
    });
    expect(auth.userPoolId).toBe('local_2iK9mNRF');
    expect(auth.userPoolWebClientId).toBe('choyjomxiaml3v');
  });

  it('reads AUTH_LOGIN_PATH into the site config as its login path', () => {
    expect(authOf({ AUTH_LOGIN_PATH: '/konto/log-ind' }).loginPath).toBe('/konto/log-ind');
    expect(authOf({ AUTH_LOGIN_PATH: '/login?brand=wom' }).loginPath).toBe('/login?brand=wom');
  });

  it.each([
    ['USERPOOL_ID', 'eu-west-1'],
    ['USERPOOL_ID', 'eu-west-1_abc def'],
    ['USERPOOL_WEB_CLIENT_ID', 'client/id'],
    ['USERPOOL_WEB_CLIENT_ID', 'x'.repeat(129)],
    ['USERPOOL_REGION', 'Europe'],
    ['USERPOOL_REGION', 'eu_west_1'],
    ['AUTH_LOGIN_PATH', 'users/sign_in'],
    ['AUTH_LOGIN_PATH', '//evil.example/login'],
    ['AUTH_LOGIN_PATH', '/\\evil.example'],
    ['AUTH_LOGIN_PATH', 'https://evil.example/login'],
    ['AUTH_LOGIN_PATH', '/users/sign in'],
    ['AUTH_LOGIN_PATH', '/users/sign_in#top'],
  ])('refuses %s=%j at start, naming the key', (key, value) => {
    expect(() => authOf({ [key]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${key} must be `),
    );
  });
});
