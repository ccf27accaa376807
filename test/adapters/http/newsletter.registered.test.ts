import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { HOST, SITE_ORIGIN, securityApp, type SecurityApp } from '../../security/security-app';

/**
 * The newsletter routes as they are registered (each test composes its own app, so the route
 * options and the registration itself are part of what it checks): the CSRF guard on both
 * sign-ups, the form shown again when the token is missing, requests without a body, and the
 * log line of the consent text's outage.
 */
async function withApp(check: (started: SecurityApp) => Promise<void>): Promise<void> {
  const started = await securityApp({ production: true });
  try {
    await check(started);
  } finally {
    await started.app.close();
  }
}

async function secret(started: SecurityApp): Promise<{ token: string; cookie: string }> {
  const response = await started.app.inject({ url: '/api/csrf-token', headers: HOST });
  return {
    token: response.json<{ token: string }>().token,
    cookie: String(response.headers['set-cookie']).split(';')[0] ?? '',
  };
}

/** The plain newsletter form posted as a browser without JavaScript sends it. */
function plainForm(
  started: SecurityApp,
  payload: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return started.app.inject({
    method: 'POST',
    url: '/newsletter/sign-up',
    headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  });
}

describe('the registered newsletter routes', () => {
  it('refuses an island sign-up without a CSRF token and signs no one up', async () => {
    await withApp(async (started) => {
      const response = await started.app.inject({
        method: 'POST',
        url: '/api/newsletter/sign-up',
        headers: { ...HOST, 'content-type': 'application/json' },
        payload: { email: 'no-token@example.dk' },
      });
      expect(response.statusCode).toBe(403);
      expect(started.newsletter.signUps).toEqual([]);
    });
  });

  it('shows a plain form without a token the form again asking to confirm, signing no one up', async () => {
    await withApp(async (started) => {
      const response = await plainForm(
        started,
        new URLSearchParams({ email: 'again@example.dk', return: '/kost' }).toString(),
      );
      expect(response.statusCode).toBe(403);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain('Bekræft venligst din tilmelding: send formularen igen.');
      expect(response.body).toContain('value="again@example.dk"');
      expect(response.body).toContain('href="/kost"');
      expect(started.newsletter.signUps).toEqual([]);
    });
  });

  it('shows the form again with an empty address and source when the refused form had none', async () => {
    await withApp(async (started) => {
      const response = await plainForm(started, 'return=%2Fkost');
      expect(response.statusCode).toBe(403);
      const email = /<input[^>]*name="email"[^>]*>/.exec(response.body)?.[0] ?? '';
      expect(email).toContain('value=""');
      expect(response.body).toContain('name="source" value=""');
    });
  });

  it('leads the form shown again back to the form field return before the referring page', async () => {
    await withApp(async (started) => {
      const referer = { referer: `${SITE_ORIGIN}/traening` };
      const both = await plainForm(
        started,
        new URLSearchParams({ email: 'a@example.dk', return: '/kost' }).toString(),
        referer,
      );
      expect(both.body).toContain('href="/kost"');
      expect(both.body).not.toContain('href="/traening"');
      const refererOnly = await plainForm(
        started,
        new URLSearchParams({ email: 'a@example.dk' }).toString(),
        referer,
      );
      expect(refererOnly.body).toContain('href="/traening"');
    });
  });

  it('shows a plain form POST without any body the form again (403), never a 500', async () => {
    await withApp(async (started) => {
      const response = await started.app.inject({
        method: 'POST',
        url: '/newsletter/sign-up',
        headers: { ...HOST, referer: `${SITE_ORIGIN}/kost` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Bekræft venligst din tilmelding: send formularen igen.');
      expect(response.body).toContain('href="/kost"');
    });
  });

  it('answers an island sign-up whose JSON body is null 400 invalid-email, never a 500', async () => {
    await withApp(async (started) => {
      const own = await secret(started);
      const response = await started.app.inject({
        method: 'POST',
        url: '/api/newsletter/sign-up',
        headers: {
          ...HOST,
          'content-type': 'application/json',
          cookie: own.cookie,
          'x-csrf-token': own.token,
        },
        payload: 'null',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'invalid-email' });
    });
  });

  it('answers a plain form POST with a token in the header and no body 400 with a way back to the referring page', async () => {
    await withApp(async (started) => {
      const own = await secret(started);
      const response = await started.app.inject({
        method: 'POST',
        url: '/newsletter/sign-up',
        headers: {
          ...HOST,
          cookie: own.cookie,
          'x-csrf-token': own.token,
          referer: `${SITE_ORIGIN}/kost`,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Indtast en gyldig e-mailadresse.');
      expect(response.body).toContain('href="/kost"');
    });
  });

  it('logs the consent text outage naming the newsletter system', async () => {
    await withApp(async (started) => {
      started.newsletter.down = true;
      const down = await started.app.inject({ url: '/api/newsletter/permission', headers: HOST });
      expect(down.statusCode).toBe(503);
      const lines = started.logs.filter((line) => line.code === 'NEWSLETTER_UNAVAILABLE');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ status: 503, systems: ['newsletter'] });
    });
  });
});
