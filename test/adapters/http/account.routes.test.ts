import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_CLAIMS } from '../../fakes/identity.fake';
import { HOST, securityApp, type SecurityApp } from '../../security/security-app';
import { testApp } from './test-app';

/** The signed-in screens: a reader's own pages, never cached; anonymous readers are sent to sign in. */
let started: SecurityApp;

beforeAll(async () => {
  started = await securityApp({ production: true });
});

afterAll(async () => {
  await (started as SecurityApp | undefined)?.app.close();
});

const SCREENS = ['/profile', '/users/settings', '/users/favourites'];

describe('the account screens', () => {
  it.each(SCREENS)('shows %s to the signed-in reader, private and never cached', async (url) => {
    const response = await started.app.inject({
      url,
      headers: { ...HOST, cookie: started.signedInCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toContain('text/html');
    if (url === '/profile') expect(response.body).toContain(String(READER_CLAIMS.email));
  });

  it.each(SCREENS)('sends an anonymous reader of %s to sign in, coming back there', async (url) => {
    const response = await started.app.inject({ url: `${url}?tab=1`, headers: HOST });
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const location = new URL(String(response.headers.location), 'http://wom-dk.localhost');
    expect(location.pathname).toBe('/users/sign_in');
    expect(location.searchParams.get('returnUri')).toBe(`${url}?tab=1`);
    expect(location.searchParams.get('locale')).toBe('da-DK');
  });

  it('sends an anonymous reader to the front page where the site has no sign-in', async () => {
    const plain = await testApp();
    try {
      const response = await plain.app.inject({
        url: '/profile',
        headers: { host: 'wom-dk.localhost:3000' },
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    } finally {
      await plain.app.close();
    }
  });
});
