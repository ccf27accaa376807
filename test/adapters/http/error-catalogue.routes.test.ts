import Fastify from 'fastify';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAnswerOf } from '../../../src/adapters/http/error-answers';
import { sitePlugin, UNKNOWN_MIDDLEWARE } from '../../../src/adapters/http/site.plugin';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { InMemoryContent } from '../../fakes/content.fake';
import { siteFixture } from '../../fakes/domain-builders';
import { FakePageRenderer } from '../../fakes/page-renderer.fake';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * Errors of the catalogue as the server answers them: a route without its table entry ('Unknown
 * middleware', 500), a URL that cannot be decoded (a translated 400, never cached), and a
 * redirect, which is an answer and never an error.
 */
const HOST = 'wom-dk.localhost:3000';

describe('a route the route table does not hold', () => {
  it("answers 500 'Unknown middleware' instead of running without the table's rules", async () => {
    const app = Fastify();
    let raised: Error | null = null;
    app.setErrorHandler((error: Error, _request, reply) => {
      raised = error;
      return reply.status(httpAnswerOf(error).status).send({ message: error.message });
    });
    // Registered before the site plugin, so its route check never saw it.
    app.get('/early', () => 'ran');
    await app.register(sitePlugin, { edge: new RequestEdge([siteFixture()]) });
    const response = await app.inject({ url: '/early', headers: { host: HOST } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: UNKNOWN_MIDDLEWARE });
    expect(raised).toMatchObject({ name: 'ProgrammerError', message: 'Unknown middleware' });
    await app.close();
  });
});

describe('the product app', () => {
  let composed: ComposedTestApp;
  let content: InMemoryContent;
  const lines: string[] = [];

  beforeAll(async () => {
    content = new InMemoryContent();
    content.resolved.set('/gammel', { kind: 'redirect', location: '/ny', status: 301 });
    const { pino } = await import('pino');
    composed = await composeTestApp(
      testConfig({ production: true, sites: [siteFixture()] }),
      [
        override(ID.content, content),
        override(ID.search, content),
        override(ID.renderer, new FakePageRenderer()),
      ],
      pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }),
    );
  });

  afterAll(async () => {
    await composed.stop();
  });

  it('answers a URL that cannot be decoded with a 400, and stores nothing for it', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await composed.app.inject({ url: '/%E0%A4%A', headers: { host: HOST } });
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['cache-status']).toBeUndefined();
    }
  });

  it('answers the redirect signal as a redirect: no error page, no error or warning logged', async () => {
    lines.length = 0;
    const response = await composed.app.inject({ url: '/gammel', headers: { host: HOST } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ny');
    expect(lines).toEqual([]);
  });
});
