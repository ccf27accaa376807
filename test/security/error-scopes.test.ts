import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, securityApp, type SecurityApp } from './security-app';

/**
 * Routes registered in their own plugin scope (accounts, newsletter, calculators) answer errors
 * through the product's error handler too, not Fastify's default one (which shows the raw
 * message): a scope copies the handler its parent has when it is registered.
 */
let started: SecurityApp;

beforeAll(async () => {
  started = await securityApp({ production: true });
});

afterAll(async () => {
  await (started as SecurityApp | undefined)?.app.close();
});

const SCOPED_POSTS = [
  '/users/sign_in',
  '/users/sign_up',
  '/newsletter/sign-up',
  '/calculators/bmi',
  '/api/newsletter/sign-up',
  '/api/authservice',
] as const;

describe('errors in scoped routes', () => {
  it.each(SCOPED_POSTS)('answers a broken JSON body on %s with our own answer', async (url) => {
    const response = await started.app.inject({
      method: 'POST',
      url,
      headers: { ...HOST, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    // Fastify's default handler answers {"statusCode":400,…,"message":"Body is not valid JSON…"}
    expect(response.body).not.toContain('Body is not valid JSON');
    expect(response.body).not.toContain('"statusCode"');
    expect(response.headers['content-security-policy']).toBeDefined();
    if (url.startsWith('/api/')) expect(response.json()).toHaveProperty('message');
    else expect(response.body).toContain('<html lang="da-DK"');
  });
});

describe('a listing the content API does not have', () => {
  it('answers 404, not an outage, and logs nothing at error level', async () => {
    const before = started.logs.length;
    const response = await started.app.inject({
      url: '/api/listing-teasers?kind=category&id=99999999&page=2',
      headers: HOST,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(started.logs.slice(before).filter((line) => line.level >= 40)).toEqual([]);
  });
});
