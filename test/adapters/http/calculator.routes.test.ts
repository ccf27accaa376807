import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, SITE_ORIGIN, securityApp, type SecurityApp } from '../../security/security-app';

/** The calculators without JavaScript: `/calculators/{code}` answers the form with its outcome. */
let started: SecurityApp;

beforeAll(async () => {
  started = await securityApp({ production: true });
});

afterAll(async () => {
  await (started as SecurityApp | undefined)?.app.close();
});

const FORM = { ...HOST, 'content-type': 'application/x-www-form-urlencoded' };

describe('the calculator route', () => {
  it('answers a GET with the result, a way back, and never caches it', async () => {
    const response = await started.app.inject({
      url: '/calculators/bmi?weight=80&height=180&return=%2Ftraening',
      headers: HOST,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('24,7');
    expect(response.body).toContain('href="/traening"');
  });

  it('reads a POST from its body, not from the address', async () => {
    const response = await started.app.inject({
      method: 'POST',
      url: '/calculators/bmi?weight=40&height=180',
      headers: FORM,
      payload: 'weight=80&height=180',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('24,7');
    expect(response.body).not.toContain('12,3');
  });

  it('answers 400 with the form again when a value is wrong', async () => {
    const response = await started.app.inject({
      url: '/calculators/bmi?weight=tung&height=180',
      headers: HOST,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('name="weight"');
  });

  it('answers 404 for a calculator that does not exist', async () => {
    const response = await started.app.inject({ url: '/calculators/iq?x=1', headers: HOST });
    expect(response.statusCode).toBe(404);
  });

  it('leads back to the page the reader came from on this site, never to another site', async () => {
    const own = await started.app.inject({
      url: '/calculators/bmi?weight=80&height=180',
      headers: { ...HOST, referer: `${SITE_ORIGIN}/traening/styrke` },
    });
    expect(own.body).toContain('href="/traening/styrke"');
    const foreign = await started.app.inject({
      url: '/calculators/bmi?weight=80&height=180',
      headers: { ...HOST, referer: 'https://evil.example/traening/styrke' },
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).not.toContain('href="/traening/styrke"');
    // the form's own return field goes before the referer
    const field = await started.app.inject({
      url: '/calculators/bmi?weight=80&height=180&return=%2Fkost',
      headers: { ...HOST, referer: `${SITE_ORIGIN}/traening/styrke` },
    });
    expect(field.body).toContain('href="/kost"');
    expect(field.body).not.toContain('href="/traening/styrke"');
  });
});
