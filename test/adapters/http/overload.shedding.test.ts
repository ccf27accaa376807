import { describe, expect, it } from 'vitest';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../../../src/adapters/http/overload.plugin';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, siteFixture } from '../../fakes/domain-builders';
import { FakePageRenderer } from '../../fakes/page-renderer.fake';
import { composeTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

const HOST = 'wom-dk.localhost';
const SITE = siteFixture({ hosts: [HOST] });

/** Blocks the event loop long enough for the overload check's next sample to see the lag. */
async function blockEventLoop(ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: nothing else runs
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('what overload sheds', () => {
  it('answers the probes and the pages the cache holds, and sheds only what would render', async () => {
    const content = new InMemoryContent();
    content.resolved.set('/warm', { kind: 'article', article: articleFixture({ title: 'Warm' }) });
    content.resolved.set('/cold', { kind: 'article', article: articleFixture({ title: 'Cold' }) });
    const app = await composeTestApp(testConfig({ sites: [SITE], maxEventLoopDelayMs: 50 }), [
      override(ID.content, content),
      override(ID.search, content),
      override(ID.renderer, new FakePageRenderer()),
    ]);
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.app.inject({ url, headers: { host: HOST, ...headers } });
    try {
      expect((await get('/warm')).statusCode).toBe(200);
      const resolvesBefore = content.calls.filter((call) => call.startsWith('resolve')).length;

      await blockEventLoop(1_500);
      const [liveness, readiness, warm, cold, api] = await Promise.all([
        get('/healthz'),
        get('/readyz'),
        // Through Fastify, not the fast path: a hit is still answered under overload.
        get('/warm', { cookie: 'unrelated=1' }),
        get('/cold'),
        get('/api/search-results?s=x'),
      ]);

      expect(liveness.statusCode).toBe(200);
      expect(readiness.statusCode).toBe(200);
      expect(warm.statusCode).toBe(200);
      expect(warm.body).toContain('Warm');
      expect(cold.statusCode).toBe(503);
      expect(cold.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
      expect(cold.headers['content-type']).toMatch(/^text\/html/);
      expect(cold.headers['cache-control']).toBe('no-store');
      expect(api.statusCode).toBe(503);
      // The shed miss never reached the content API.
      expect(content.calls.filter((call) => call.startsWith('resolve'))).toHaveLength(
        resolvesBefore,
      );
    } finally {
      await app.stop();
    }
  });
});
