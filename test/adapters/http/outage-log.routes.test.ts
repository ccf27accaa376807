import { afterEach, describe, expect, it } from 'vitest';
import { articleFixture } from '../../fakes/domain-builders';
import { testApp, type TestApp } from './test-app';

/**
 * What a page request writes to the log (issue 33 item 3): an uncached answer writes its access
 * line; an answer from the cache, fresh or stale, writes none; a stale copy served because the
 * content API failed, or a failed background revalidation, writes at most one line a second per
 * cause, with its code, the system and how many it left out, and no stack.
 */
const DK = { host: 'wom-dk.localhost:3000' };
const ARTICLE = '/traening/styrke/5-ovelser';
const ACCESS_LINE = 'request completed';

let current: TestApp | null = null;
afterEach(async () => {
  await current?.app.close();
  current = null;
});

type Line = Record<string, unknown>;

async function started(): Promise<{
  app: TestApp;
  logs: Line[];
  advance: (ms: number) => void;
}> {
  let time = 1_700_000_000_000;
  const logs: Line[] = [];
  const app = await testApp({ now: () => time, production: true, logs });
  current = app;
  app.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  return {
    app,
    logs,
    advance: (ms) => {
      time += ms;
    },
  };
}

async function page(app: TestApp): Promise<{ status: number; cacheStatus: string }> {
  const response = await app.app.inject({ url: ARTICLE, headers: DK });
  return { status: response.statusCode, cacheStatus: String(response.headers['cache-status']) };
}

function accessLines(logs: readonly Line[]): Line[] {
  return logs.filter((line) => line.msg === ACCESS_LINE);
}

describe('the log of page answers', () => {
  it('writes the access line of a miss, and none for a fresh or a stale copy from the cache', async () => {
    const { app, logs, advance } = await started();
    expect((await page(app)).cacheStatus).toBe('magazine; fwd=miss; stored');
    expect(accessLines(logs)).toMatchObject([{ url: ARTICLE, statusCode: 200 }]);

    expect((await page(app)).cacheStatus).toMatch(/^magazine; hit; ttl=\d+; detail=memory$/);
    advance(90_000);
    expect((await page(app)).cacheStatus).toMatch(/detail=stale-while-revalidate$/);
    // Rendered again in the background, then a fresh hit again.
    await expect.poll(async () => (await page(app)).cacheStatus).toMatch(/detail=memory$/);
    app.content.down = true;
    advance(60 * 60_000);
    const stale = await page(app);
    expect(stale).toMatchObject({ status: 200 });
    expect(stale.cacheStatus).toMatch(/fwd=stale; .*detail=stale-if-error$/);

    // The background revalidation that rendered the page again is not a reader's request.
    expect(accessLines(logs).filter((line) => line.url === ARTICLE)).toHaveLength(1);
  });

  it('says once a second that stale copies are served because the content API fails, with the count and no stack', async () => {
    const { app, logs, advance } = await started();
    await page(app);
    app.content.down = true;
    advance(60 * 60_000);

    for (let i = 0; i < 50; i += 1) expect((await page(app)).status).toBe(200);
    advance(999);
    for (let i = 0; i < 50; i += 1) await page(app);
    advance(1);
    await page(app);

    const lines = logs.filter((line) => line.msg === 'page could not be rendered; serving stale');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        code: 'UPSTREAM_UNREACHABLE',
        systems: ['content-api'],
        path: ARTICLE,
        servedStaleSinceLastLine: 0,
      }),
      expect.objectContaining({ code: 'UPSTREAM_UNREACHABLE', servedStaleSinceLastLine: 99 }),
    ]);
    expect(JSON.stringify(logs)).not.toMatch(/\\n\s+at /);
    expect(accessLines(logs)).toHaveLength(1);
  });

  it('says once a second that background revalidations fail, with the code and no stack', async () => {
    const { app, logs, advance } = await started();
    await page(app);
    app.content.down = true;
    advance(90_000);

    for (let i = 0; i < 20; i += 1) {
      expect((await page(app)).cacheStatus).toMatch(/detail=stale-while-revalidate$/);
      // One revalidation per page a second (its claim): each reader's answer may start one.
      advance(100);
      await new Promise((resolve) => setImmediate(resolve));
    }

    const lines = logs.filter(
      (line) => line.msg === 'background revalidation failed; serving stale',
    );
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines[0]).toMatchObject({
      level: 40,
      code: 'UPSTREAM_UNREACHABLE',
      systems: ['content-api'],
      errorType: 'UpstreamError',
    });
    expect(lines[0]).not.toHaveProperty('err');
    expect(accessLines(logs)).toHaveLength(1);
  });
});
