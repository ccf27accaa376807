import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleFixture } from '../../fakes/domain-builders';
import { testApp, type TestApp } from './test-app';

/**
 * The cache-hit fast path and Fastify read a query with one parser (`parseQueryString`, Fastify's
 * `routerOptions.querystringParser`), so a URL gives one cache key on both sides: the page route
 * stores an entry under the key it reads, and the same URL again is a hit the fast path answers
 * without entering Fastify. Were the two keys different, the second request would be a miss
 * handed to Fastify.
 */
const HOST = 'wom-dk.localhost:3000';
const ARTICLE = '/traening/styrke/5-ovelser';

let started: TestApp;
let origin: string;
let fastifyRequests = 0;

beforeAll(async () => {
  started = await testApp();
  started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  started.app.addHook('onRequest', (_request, _reply, done) => {
    fastifyRequests += 1;
    done();
  });
  origin = await started.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await (started as TestApp | undefined)?.app.close();
});

async function get(path: string) {
  const before = fastifyRequests;
  const response = await request(`${origin}${path}`, { headers: { host: HOST } });
  await response.body.dump();
  return {
    status: response.statusCode,
    cacheStatus: response.headers['cache-status'],
    enteredFastify: fastifyRequests > before,
  };
}

describe('one query parser for the fast path and Fastify', () => {
  it.each([
    ['a repeated parameter', '?page=2&page=3'],
    ['__proto__ and constructor keys', '?__proto__=x&constructor=y&page=4'],
    ['a percent-encoded key', '?%70age=5'],
    ['an encoded = inside a key', '?page%3D6=1&s=x'],
    ['a plus as a space', '?s=l%C3%B8b+hurtigt'],
    ['a malformed UTF-8 escape', '?s=%E0%A4%A'],
    ['a malformed escape in a key', '?%zz=1&s=y'],
    ['a parameter without a value and empty pairs', '?s&&page=7&'],
  ])('gives one cache key for %s', async (_name, query) => {
    const first = await get(`${ARTICLE}${query}`);
    expect(first.enteredFastify).toBe(true);
    expect(first.status).toBe(200);
    expect(first.cacheStatus).toBe('magazine; fwd=miss; stored');

    const again = await get(`${ARTICLE}${query}`);
    expect(again.enteredFastify).toBe(false);
    expect(again.cacheStatus).toMatch(/^magazine; hit;/);
  });
});
