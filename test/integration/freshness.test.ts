import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  metricSum,
  startFreshnessStack,
  type Answer,
  type FreshnessStack,
} from '../support/freshness-stack';

/**
 * Freshness after an editor's edit (ADR 21), end to end: the sandbox's PATCH calls replica 1's
 * content webhook; the changed pages must be rendered again once (claimed across both replicas),
 * then purged at the edge by surrogate key, while a page that does not show the article stays
 * cached at the edge and in memory. Real redis-server, two replicas, real varnishd in front
 * (test/support/freshness-stack.ts); without varnishd or redis-server this fails, naming them.
 */
const HOST = 'wom-dk.localhost';
const SITE = 'wom-dk';
/** Time to fresh, from the edit sent to the new title served (ADR 21's goal). */
const FRESH_WITHIN_MS = 2_000;

let stack: FreshnessStack | undefined;

interface Article {
  readonly id: number;
  readonly path: string;
  readonly categoryPath: string;
}

/** The article edited, the pages that show its teaser, and an article that does not show it. */
let article: Article;
let teaserPages: readonly string[];
let unrelated: string;
/** Every page cached before the first edit that shows the article or lists its categories. */
let affected: readonly string[];

function running(): FreshnessStack {
  if (stack === undefined) throw new Error('the stack did not start');
  return stack;
}

/** The texts of the teaser links to `href` in a page. */
function teaserTexts(body: string, href: string): string[] {
  const texts: string[] = [];
  for (const match of body.matchAll(/<a class="teaser__link" href="([^"]+)"[^>]*>([^<]+)<\/a>/g))
    if (match[1] === href && match[2] !== undefined) texts.push(match[2]);
  return texts;
}

async function sandboxJson(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(`${running().sandboxOrigin}${path}`, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${String(response.status)} ${text}`);
  return JSON.parse(text) as unknown;
}

/** An editor's edit of the article through the sandbox; when it was sent. */
async function editArticle(fields: Record<string, string>): Promise<number> {
  const sent = Date.now();
  const answer = (await sandboxJson(`/__sandbox/content/${SITE}/composite/${String(article.id)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  })) as { webhook?: unknown };
  expect(answer.webhook, 'the sandbox called the content webhook').toMatchObject({ status: 202 });
  return sent;
}

/** Polls every 20 ms until `fresh` holds (then answers when), or `deadline` passes (then null). */
async function freshAt(
  origin: string,
  path: string,
  fresh: (answer: Answer) => boolean,
  deadline: number,
): Promise<{ at: number | null; last: Answer }> {
  for (;;) {
    const answer = await get(origin, HOST, path);
    if (fresh(answer)) return { at: Date.now(), last: answer };
    if (Date.now() > deadline) return { at: null, last: answer };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function renders(pageType?: string): Promise<number> {
  const labels = pageType === undefined ? '' : `page_type="${pageType}"`;
  const counts = await Promise.all(
    running().replicas.map((replica) =>
      metricSum(replica.metricsOrigin, 'render_duration_seconds_count', labels),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An article whose teaser is on the front page and on its own category's listing (the first
 * such one), and another article on the front page, in another category, whose page does not
 * link it. Only these pages are asked for, so they are all the cache holds.
 */
async function chooseArticles(): Promise<void> {
  const [one] = running().replicas;
  const front = (await get(one.origin, HOST, '/')).body;
  const onFront = [
    ...new Set(
      [...front.matchAll(/<a class="teaser__link" href="(\/[^"]+)"/g)].map((match) => match[1]),
    ),
  ].filter((path): path is string => path !== undefined);
  const candidates: Article[] = [];
  for (const path of onFront) {
    const resolved = (await sandboxJson(
      `/${SITE}/wp-json/app/resolve?path=${encodeURIComponent(path)}`,
    )) as { data?: { id?: number; kind?: string; category?: { data?: { url?: string } } } };
    const data = resolved.data;
    if (data?.kind !== 'Article' || data.id === undefined) continue;
    const categoryPath = data.category?.data?.url;
    if (categoryPath !== undefined) candidates.push({ id: data.id, path, categoryPath });
  }
  const listings = new Set<string>();
  let chosen: Article | undefined;
  for (const candidate of candidates) {
    listings.add(candidate.categoryPath);
    const listing = (await get(one.origin, HOST, candidate.categoryPath)).body;
    if (teaserTexts(listing, candidate.path).length === 0) continue;
    chosen = candidate;
    break;
  }
  if (chosen === undefined) throw new Error('no article of the front page is on its listing');
  article = chosen;
  teaserPages = ['/', article.categoryPath];
  let other: string | undefined;
  for (const candidate of candidates) {
    if (candidate.categoryPath === chosen.categoryPath || candidate.path === chosen.path) continue;
    const page = (await get(one.origin, HOST, candidate.path)).body;
    if (!page.includes(`href="${chosen.path}"`)) {
      other = candidate.path;
      break;
    }
  }
  if (other === undefined) throw new Error('no unrelated article on the front page');
  unrelated = other;
  // At most these cached pages change with the article: its page, the front page, and the
  // listings asked for above (the hook names the article's category and that category's parent,
  // whose listings change when it moves, so those are made stale too).
  affected = [article.path, '/', ...listings];
}

/** Asks every page through the edge until it is a HIT, and on each replica directly. */
async function warm(paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    for (const replica of running().replicas) await get(replica.origin, HOST, path);
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await get(running().edge, HOST, path);
      if (answer.headers['x-cache'] === 'HIT') break;
    }
  }
}

beforeAll(async () => {
  stack = await startFreshnessStack();
  await chooseArticles();
  await warm([article.path, ...teaserPages, unrelated]);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
}, 30_000);

describe('an edit through the sandbox, two replicas and Varnish', () => {
  let rendersBefore = 0;
  let articleRendersBefore = 0;
  let fresh: { title: string; teaser: string; sent: number } | undefined;

  it('(a) serves the new title within 2 s through Varnish and on both replicas: the article, the front page and the category listing', async () => {
    const edge = running().edge;
    const hit = await get(edge, HOST, unrelated);
    expect(hit.headers['x-cache'], 'the unrelated article is cached before the edit').toBe('HIT');
    rendersBefore = await renders();
    articleRendersBefore = await renders('article');
    const tag = Math.random().toString(36).slice(2, 8);
    const title = `Frisk titel ${tag}`;
    const teaser = `Frisk teaser ${tag}`;
    const sent = await editArticle({ title, teaser_title: teaser });
    fresh = { title, teaser, sent };
    const deadline = sent + FRESH_WITHIN_MS;
    const checks = [
      { path: article.path, isFresh: (answer: Answer) => answer.body.includes(title) },
      ...teaserPages.map((path) => ({
        path,
        isFresh: (answer: Answer) => {
          const texts = teaserTexts(answer.body, article.path);
          return texts.length > 0 && texts.every((text) => text === teaser);
        },
      })),
    ];
    const origins = [
      ['Varnish', edge],
      ['replica 1', running().replicas[0].origin],
      ['replica 2', running().replicas[1].origin],
    ] as const;
    const outcomes = await Promise.all(
      origins.flatMap(([name, origin]) =>
        checks.map(async ({ path, isFresh }) => {
          const { at, last } = await freshAt(origin, path, isFresh, deadline);
          return {
            where: `${name} ${path}`,
            ms: at === null ? null : at - sent,
            last: `${String(last.status)} X-Cache ${last.headers['x-cache'] ?? '-'} Age ${last.headers.age ?? '-'} Cache-Status ${last.headers['cache-status'] ?? '-'}`,
          };
        }),
      ),
    );
    const late = outcomes.filter((outcome) => outcome.ms === null || outcome.ms > FRESH_WITHIN_MS);
    expect(
      late,
      `not fresh within ${String(FRESH_WITHIN_MS)} ms:\n${running().describe()}`,
    ).toEqual([]);
  }, 20_000);

  it('(b) leaves a page that does not show the article cached: a Varnish HIT and a memory hit on both replicas', async () => {
    await sleep(500);
    const edge = await get(running().edge, HOST, unrelated);
    expect(edge.headers['x-cache']).toBe('HIT');
    for (const replica of running().replicas) {
      const answer = await get(replica.origin, HOST, unrelated);
      expect(answer.headers['cache-status']).toMatch(/^magazine; hit; ttl=\d+; detail=memory$/);
    }
  });

  it('(c) renders the changed pages once in the background, not once per replica', async () => {
    if (fresh === undefined) throw new Error('(a) made no edit');
    // Whatever the background renders and the edge's refetches still do has finished by now.
    await sleep(1_500);
    const grown = (await renders()) - rendersBefore;
    const articleGrown = (await renders('article')) - articleRendersBefore;
    // The pages that may show it (see chooseArticles) at most, and two more for slack.
    const bound = affected.length + 2;
    expect(grown, `renders on both replicas after one edit of ${article.path}`).toBeGreaterThan(0);
    expect(grown).toBeLessThanOrEqual(bound);
    expect(articleGrown, 'renders of the article page (both replicas)').toBe(1);
  });

  it('(d) renders the article page at most once a second through 10 quick edits, and serves the last title', async () => {
    const before = await renders('article');
    const tag = Math.random().toString(36).slice(2, 8);
    const first = Date.now();
    let title = '';
    let lastSent = first;
    for (let index = 0; index < 10; index++) {
      title = `Schnell ${String(index)} ${tag}`;
      lastSent = await editArticle({ title, teaser_title: `${title} teaser` });
      await sleep(80);
    }
    const { at, last } = await freshAt(
      running().edge,
      article.path,
      (answer) => answer.body.includes(title),
      // One render interval (1 s) may have to pass before the last edit's render.
      lastSent + FRESH_WITHIN_MS + 1_000,
    );
    expect(
      at,
      `the last title through Varnish (last answer: ${String(last.status)} ${last.headers['x-cache'] ?? ''} ${last.headers['cache-status'] ?? ''})`,
    ).not.toBeNull();
    const seconds = ((at ?? Date.now()) - first) / 1000;
    await sleep(1_500);
    const grown = (await renders('article')) - before;
    expect(grown).toBeGreaterThan(0);
    expect(
      grown,
      `article renders over ${seconds.toFixed(1)} s of edits (both replicas)`,
    ).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  }, 30_000);
});
