import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iformEnv, startProduct, type ProductProcess } from '../support/product-process';
import { startRecordedContentApi, type RecordedContentApi } from '../support/recorded-content-api';

/**
 * Issue 33 item 3, quiet outages: the built product (its own process, its real log on stdout)
 * over a content API that freezes (accepts requests and never answers) for 30 s while four
 * readers keep asking for pages. The warm pages were made stale by a content change just as the
 * API froze, so they are served stale while every revalidation fails; now and then a reader asks
 * for a page nobody asked for before. Beside the access line of each uncached request, each
 * cause (stale served, revalidation failed, refused, breaker change, upstream failure) writes at
 * most a line a second; a stale copy is a cache hit and writes no access line.
 */
const HOST = 'iform.dk';
const SECRET = 'quiet-outage-webhook-secret';
const WARM = [
  '/',
  '/traening',
  '/traening/styrke/morgentraening',
  '/traening/styrke/fem-ovelser',
  '/tags/squat',
  '/author/mette-kjaer',
] as const;
const FROZEN_MS = 30_000;
const CLIENTS = 4;
/** One request in this many asks for a page no one asked for before (an uncached miss). */
const MISS_EVERY = 10;
/** Requests per reader at most, whatever the speed of the machine. */
const MAX_REQUESTS_PER_CLIENT = 20_000;
/**
 * A reader's pause between requests: a few hundred requests a second in all, load enough for the
 * outage path, while the other test worker of a two-core machine keeps its share of the CPU.
 */
const PAUSE_MS = 10;
const ACCESS_LINE = 'request completed';

interface Answer {
  readonly path: string;
  readonly uncached: boolean;
  /** 0: no answer (the connection failed or the client gave up after 15 s). */
  readonly status: number;
  readonly cacheStatus: string;
  readonly ms: number;
}

type LogLine = Readonly<Record<string, unknown>>;

let api: RecordedContentApi;
let product: ProductProcess;

beforeAll(async () => {
  api = await startRecordedContentApi();
  product = await startProduct(
    { ...iformEnv(api.origin), CONTENT_WEBHOOK_SECRET: SECRET },
    { host: HOST, readyTimeoutMs: 60_000 },
  );
}, 90_000);

afterAll(async () => {
  await product.close();
  await api.close();
});

/** Readers asking for pages until `endAt`: mostly warm pages, one in `MISS_EVERY` a new one. */
async function readers(endAt: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  const reader = async (client: number): Promise<void> => {
    for (let n = 0; Date.now() < endAt && n < MAX_REQUESTS_PER_CLIENT; n += 1) {
      const uncached = n % MISS_EVERY === MISS_EVERY - 1;
      const path = uncached
        ? `/traening/ny-side-${String(client)}-${String(n)}`
        : (WARM[(n + client) % WARM.length] ?? '/');
      const started = Date.now();
      try {
        const response = await product.get(path);
        answers.push({
          path,
          uncached,
          status: response.status,
          cacheStatus: response.headers['cache-status'] ?? '',
          ms: Date.now() - started,
        });
      } catch {
        answers.push({ path, uncached, status: 0, cacheStatus: '', ms: Date.now() - started });
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => reader(client)));
  return answers;
}

/** What makes a line the same line again: its message and the code, type or service it names. */
function causeOf(line: LogLine): string {
  const err = line.err as { type?: unknown } | undefined;
  return [line.msg, line.code, line.errorType, line.type, line.service, line.origin, err?.type]
    .map((part) =>
      part === undefined ? '' : typeof part === 'string' ? part : JSON.stringify(part),
    )
    .join('|');
}

function timeOf(line: LogLine): number {
  return Date.parse(String(line.time));
}

describe('a content API frozen for 30 s under load', () => {
  it('writes at most a line a second per cause beside the access lines of uncached requests, and none for stale hits', async () => {
    for (const path of WARM) {
      expect((await product.get(path)).status, path).toBe(200);
      expect((await product.get(path)).headers['cache-status'], path).toMatch(/^magazine; hit;/);
    }
    const linesBefore = product.logLines().length;

    const thaw = api.freeze();
    let answers: Answer[];
    let windowMs: number;
    try {
      const began = Date.now();
      // A content change of the whole site (its options) makes every warm page stale: each is
      // served stale while its revalidation, and the background render the change asks for, hang.
      const change = await product.get('/api/webhooks/content', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
        body: JSON.stringify({ hook: 'update_option', option: 'blogname' }),
      });
      expect(change.status).toBeLessThan(300);
      answers = await readers(began + FROZEN_MS);
      windowMs = Date.now() - began;
    } finally {
      thaw();
    }
    const lines = product.logLines().slice(linesBefore);

    // Readers got answers: every warm page stale from the cache, every new page an error page
    // (the content API does not answer), none hung.
    const warm = answers.filter((answer) => !answer.uncached);
    const uncached = answers.filter((answer) => answer.uncached);
    expect(warm.length).toBeGreaterThan(100);
    expect(uncached.length).toBeGreaterThan(5);
    expect(warm.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(warm.some((answer) => answer.cacheStatus.includes('stale-while-revalidate'))).toBe(true);
    expect(uncached.filter((answer) => answer.status < 500 || answer.status > 599)).toEqual([]);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(10_000);

    const access = lines.filter((line) => line.msg === ACCESS_LINE);
    const others = lines.filter((line) => line.msg !== ACCESS_LINE);
    const byCause = new Map<string, LogLine[]>();
    for (const line of others) {
      const cause = causeOf(line);
      byCause.set(cause, [...(byCause.get(cause) ?? []), line]);
    }
    const summary = [
      `${String(answers.length)} answers (${String(uncached.length)} uncached) in ${String(windowMs)} ms`,
      `${String(access.length)} access lines, ${String(others.length)} other lines:`,
      ...[...byCause].map(([cause, list]) => `  ${String(list.length)} × ${cause}`),
    ].join('\n');

    // (a) A stale copy is a cache hit: no access line, like a fresh hit. The access lines are
    // those of uncached requests: the readers' new pages, the webhook, and the background
    // renders of the warm pages the content change asked for (one each, `x-magazine-refresh`).
    const hitLines = access.filter((line) => /; hit|fwd=stale/.test(String(line.cacheStatus)));
    expect(hitLines.length, summary).toBe(0);
    const warmLines = access.filter((line) => (WARM as readonly unknown[]).includes(line.url));
    expect(warmLines.length, summary).toBeLessThanOrEqual(WARM.length);
    expect(access.length, summary).toBeLessThanOrEqual(uncached.length + 1 + WARM.length);

    // (b) At most a line a second per cause (a second of slack for the clock of each line).
    const seconds = Math.ceil(windowMs / 1000);
    for (const [cause, list] of byCause) {
      expect(list.length, `${cause}\n${summary}`).toBeLessThanOrEqual(seconds + 1);
      const times = list.map(timeOf).sort((a, b) => a - b);
      const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
      expect(Math.min(Infinity, ...gaps), `${cause}\n${summary}`).toBeGreaterThanOrEqual(900);
    }
    // (c) The whole log is bounded: a handful of causes under a line a second each, and the
    // access lines of uncached requests.
    expect(byCause.size, summary).toBeLessThanOrEqual(10);
    expect(lines.length, summary).toBeLessThanOrEqual(
      10 * (seconds + 1) + uncached.length + 1 + WARM.length,
    );
    // The rest is counted: each refusal line says how many refusals it left out since the last
    // one, so the lines account for the readers' new pages (all but the last second's).
    const refusalLines = others.filter((line) =>
      ['request refused during an outage', 'overloaded: answering 503'].includes(String(line.msg)),
    );
    const refusals = refusalLines.reduce(
      (sum, line) => sum + 1 + Number(line.refusedSinceLastLine ?? line.shedSinceLastLine ?? 0),
      0,
    );
    expect(refusals, summary).toBeGreaterThan(uncached.length * 0.8);
    expect(refusals, summary).toBeLessThanOrEqual(uncached.length + WARM.length);
    // No stack traces for an outage the product expects.

    const stacks = lines.filter((line) => /\n\s+at /.test(JSON.stringify(line)));
    expect(stacks.length, summary).toBe(0);
  }, 90_000);
});
