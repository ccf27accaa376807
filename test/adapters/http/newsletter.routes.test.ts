import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, SITE_ORIGIN, securityApp, type SecurityApp } from '../../security/security-app';

/**
 * The newsletter sign-up as the island (JSON) and the plain form (a page) answer it, with a valid
 * CSRF token (test/security/csrf.test.ts covers the refusals).
 */
let started: SecurityApp;

beforeAll(async () => {
  started = await securityApp({ production: true });
});

afterAll(async () => {
  await (started as SecurityApp | undefined)?.app.close();
});

async function secret(): Promise<{ token: string; cookie: string }> {
  const response = await started.app.inject({ url: '/api/csrf-token', headers: HOST });
  return {
    token: response.json<{ token: string }>().token,
    cookie: String(response.headers['set-cookie']).split(';')[0] ?? '',
  };
}

async function island(payload: Record<string, unknown>) {
  const own = await secret();
  return started.app.inject({
    method: 'POST',
    url: '/api/newsletter/sign-up',
    headers: {
      ...HOST,
      'content-type': 'application/json',
      cookie: own.cookie,
      'x-csrf-token': own.token,
    },
    payload,
  });
}

async function form(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const own = await secret();
  return started.app.inject({
    method: 'POST',
    url: '/newsletter/sign-up',
    headers: {
      ...HOST,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: own.cookie,
      ...headers,
    },
    payload: new URLSearchParams({ _csrf: own.token, ...fields }).toString(),
  });
}

describe('the newsletter routes', () => {
  it('answers the island 200 subscribed, 400 for an address that is none, 502 when the service fails', async () => {
    started.newsletter.down = false;
    const subscribed = await island({ email: 'island@example.dk', source: 'wom-dk-article' });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.headers['cache-control']).toBe('private, no-store');
    expect(subscribed.json()).toEqual({ status: 'subscribed' });
    expect(started.newsletter.signUps.at(-1)).toMatchObject({
      email: 'island@example.dk',
      source: 'wom-dk-article',
    });
    expect((await island({ email: 'island@example.dk' })).json()).toEqual({
      status: 'already-subscribed',
    });
    const invalid = await island({ email: 'no address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ status: 'invalid-email' });
    started.newsletter.down = true;
    const failed = await island({ email: 'other@example.dk' });
    started.newsletter.down = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.headers['cache-control']).toBe('private, no-store');
    expect(failed.json()).toEqual({ status: 'failed' });
  });

  it('answers the plain form with a page: 200 and a way back, 400 or 502, never cached', async () => {
    const done = await form({ email: 'form@example.dk', return: '/traening/styrke' });
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('private, no-store');
    expect(done.body).toContain('Tak! Du er nu tilmeldt nyhedsbrevet.');
    expect(done.body).toContain('href="/traening/styrke"');
    const invalid = await form({ email: 'no address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('private, no-store');
    started.newsletter.down = true;
    const failed = await form({ email: 'late@example.dk' });
    started.newsletter.down = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.headers['cache-control']).toBe('private, no-store');
  });

  it('leads the plain form back to the referring page of this site only', async () => {
    const own = await form({ email: 'ref@example.dk' }, { referer: `${SITE_ORIGIN}/kost/mad` });
    expect(own.body).toContain('href="/kost/mad"');
    const foreign = await form(
      { email: 'ref2@example.dk' },
      { referer: 'https://evil.example/kost/mad' },
    );
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).not.toContain('href="/kost/mad"');
  });

  it('shows a form sent without a token again with the address cut to 320 characters', async () => {
    const long = `${'a'.repeat(400)}@example.dk`;
    const response = await started.app.inject({
      method: 'POST',
      url: '/newsletter/sign-up',
      headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: long, source: 'wom-dk-article' }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(`value="${'a'.repeat(320)}"`);
    expect(response.body).not.toContain('a'.repeat(321));
    expect(response.body).toContain('name="source" value="wom-dk-article"');
  });

  it('serves the consent text for five minutes, and 503 NEWSLETTER_UNAVAILABLE without it', async () => {
    const response = await started.app.inject({
      url: '/api/newsletter/permission',
      headers: HOST,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      text: 'Ja tak til nyhedsbreve.',
      newsletterIds: [1],
      version: 'v1',
      html: '<p>Ja tak til nyhedsbreve.</p>\n',
    });
    started.newsletter.down = true;
    const down = await started.app.inject({ url: '/api/newsletter/permission', headers: HOST });
    started.newsletter.down = false;
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: 'NEWSLETTER_UNAVAILABLE' });
  });
});
