import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_TYPES } from '../../src/domain/events/domain-events';
import { HOST, securityApp, type SecurityApp } from '../security/security-app';

const { host } = HOST;

let started: SecurityApp;

/** The event types `domain_events_total` counted so far, with their counts. */
async function countedEvents(): Promise<Record<string, number>> {
  const { body } = await started.metrics.exposition();
  const counted: Record<string, number> = {};
  for (const match of body.matchAll(/^domain_events_total\{type="(\w+)"\} (\d+)$/gm)) {
    counted[match[1] ?? ''] = Number(match[2]);
  }
  return counted;
}

async function csrf(): Promise<{ token: string; cookie: string }> {
  const response = await started.app.inject({ url: '/api/csrf-token', headers: { host } });
  return {
    token: response.json<{ token: string }>().token,
    cookie: String(response.headers['set-cookie']).split(';')[0] ?? '',
  };
}

beforeAll(async () => {
  started = await securityApp({ production: true });
});

afterAll(async () => {
  await (started as SecurityApp | undefined)?.app.close();
});

describe('domain events after ordinary traffic', () => {
  it('exposes every event type at 0 before any has happened', async () => {
    const fresh = await securityApp({ production: true });
    try {
      const { body } = await fresh.metrics.exposition();
      const zero: Record<string, number> = {};
      for (const match of body.matchAll(/^domain_events_total\{type="(\w+)"\} (\d+)$/gm))
        zero[match[1] ?? ''] = Number(match[2]);
      expect(Object.keys(zero).sort()).toEqual([...DOMAIN_EVENT_TYPES].sort());
      expect(Object.values(zero).every((count) => count === 0)).toBe(true);
    } finally {
      await fresh.app.close();
    }
  });

  it('are counted by type in domain_events_total, each fact once', async () => {
    // a page rendered, then answered from memory
    await started.app.inject({ url: '/traening/styrke', headers: { host } });
    await started.app.inject({ url: '/traening/styrke', headers: { host } });
    // a search, a calculator, a newsletter sign-up, a refused sign-in
    await started.app.inject({ url: '/api/search-results?s=styrke', headers: { host } });
    await started.app.inject({
      method: 'POST',
      url: '/calculators/bmi',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'weight=70&height=180',
    });
    const own = await csrf();
    const signUp = await started.app.inject({
      method: 'POST',
      url: '/api/newsletter/sign-up',
      headers: {
        host,
        'content-type': 'application/json',
        cookie: own.cookie,
        'x-csrf-token': own.token,
      },
      payload: { email: 'reader@example.dk' },
    });
    expect(signUp.statusCode).toBe(200);
    const signIn = await started.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        cookie: own.cookie,
      },
      payload: `email=reader%40example.dk&password=Not-the-passw0rd&_csrf=${encodeURIComponent(own.token)}`,
    });
    expect(signIn.statusCode).toBe(401);

    expect(await countedEvents()).toMatchObject({
      PageServed: 2,
      CacheMissed: 1,
      CacheHit: 1,
      SearchPerformed: 1,
      CalculatorUsed: 1,
      NewsletterSubscribed: 1,
      SignInFailed: 1,
    });
  });

  it('writes reader events to the tracking channel, never page views', () => {
    const tracked = started.logs.filter((line) => line.channel === 'tracking').map((l) => l.msg);
    expect(tracked).toEqual(
      expect.arrayContaining(['SearchPerformed', 'CalculatorUsed', 'NewsletterSubscribed']),
    );
    // page views and cache lookups are counted, not tracked line by line
    expect(tracked).not.toContain('PageServed');
    expect(tracked).not.toContain('CacheHit');
  });
});
