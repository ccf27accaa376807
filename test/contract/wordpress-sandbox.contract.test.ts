import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/sandbox';
import { UpstreamHttpClient } from '../../src/adapters/http-client/upstream-http.client';
import { WordPressContentAdapter } from '../../src/adapters/wordpress/wordpress-content.adapter';
import { WordPressSearchAdapter } from '../../src/adapters/wordpress/wordpress-search.adapter';
import { loadConfig } from '../../src/config/app.config';
import type { Page, Teaser, TeaserList } from '../../src/domain/content/content.types';
import type { Outcome } from '../../src/domain/errors/outcome';
import type { Site } from '../../src/domain/site/site.types';
import { InMemoryMetrics } from '../fakes/metrics.fake';
import { contentPage } from '../support/page-asked';

/**
 * Contract: the production WordPress adapter against the sandbox content API, through the embedded
 * sites file. Paths are discovered from menus and front pages, so the test follows the content pack.
 */
let sandbox: RunningSandbox;
let sites: readonly Site[];
const metrics = new InMemoryMetrics();
const problems: string[] = [];
const logger = {
  warn: (object: unknown, message?: string) =>
    problems.push(`warn ${message ?? ''} ${JSON.stringify(object)}`),
  error: (object: unknown, message?: string) =>
    problems.push(`error ${message ?? ''} ${JSON.stringify(object)}`),
};
let http: UpstreamHttpClient;
let content: WordPressContentAdapter;
let search: WordPressSearchAdapter;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, cdnPort: 0 });
  const config = loadConfig(
    { SANDBOX_ORIGIN: sandbox.origin, SANDBOX_CDN_ORIGIN: sandbox.cdnOrigin },
    process.cwd(),
    (path) => readFileSync(path, 'utf8'),
  );
  sites = config.sites;
  http = new UpstreamHttpClient({ metrics, service: 'content-api' });
  content = new WordPressContentAdapter({ http, logger });
  search = new WordPressSearchAdapter({ http, logger });
});

afterAll(async () => {
  await http.close();
  await sandbox.close();
});

/** The value of an outcome, or null when the call failed (the assertions then say what). */
function orNull<T>(outcome: Outcome<T>): T | null {
  return outcome.ok ? outcome.value : null;
}

function teaserLists(page: Page): TeaserList[] {
  return page.blocks.flatMap((block) => (block.type === 'teaser_list' ? [block.list] : []));
}

async function frontPage(site: Site): Promise<Page> {
  const resolved = orNull(await content.resolve(site, contentPage('/')));
  if (resolved?.kind !== 'page')
    throw new Error(`${site.id}: / resolved to ${resolved?.kind ?? 'null'}`);
  return resolved.page;
}

describe('WordPress adapter against the sandbox content API', () => {
  it('reads translation strings, menus and the popular list of every site', async () => {
    for (const site of sites) {
      const strings = orNull(await content.translationStrings(site));
      expect(Object.keys(strings ?? {}).length, site.id).toBeGreaterThan(10);
      const menus = orNull(await content.menus(site));
      expect(menus?.main.length, site.id).toBeGreaterThan(0);
      expect(orNull(await content.popular(site, {}))?.length, site.id).toBeGreaterThan(0);
    }
  });

  it('resolves every front-page teaser and every main-menu item of every site', async () => {
    for (const site of sites) {
      const page = await frontPage(site);
      expect(page.isFrontPage, site.id).toBe(true);
      const teasers: Teaser[] = teaserLists(page).flatMap((list) => [...list.teasers]);
      expect(teasers.length, site.id).toBeGreaterThan(5);
      const menuPaths = (orNull(await content.menus(site))?.main ?? [])
        .map((item) => item.url)
        .filter((url) => url.startsWith('/'));
      const paths = [
        ...new Set([
          ...teasers.filter((t) => t.status !== 'draft').map((t) => t.link),
          ...menuPaths,
        ]),
      ];
      for (const path of paths) {
        const resolved = orNull(await content.resolve(site, contentPage(path)));
        expect(resolved, `${site.id} ${path}`).not.toBeNull();
        expect(['article', 'listing', 'page'], `${site.id} ${path}`).toContain(resolved?.kind);
      }
    }
  });

  it('pages listings and page teaser lists', async () => {
    for (const site of sites) {
      const menuPath =
        orNull(await content.menus(site))?.main.find((item) => item.url.startsWith('/'))?.url ??
        '/';
      const first = orNull(await content.resolve(site, contentPage(menuPath)));
      if (first?.kind !== 'listing') continue;
      const second = orNull(
        await content.listingPage(
          site,
          { kind: first.listing.kind === 'tag' ? 'tag' : 'category', id: first.listing.id },
          2,
          4,
        ),
      );
      expect(second !== 'not-found' && second?.pagination.page, site.id).toBe(2);
      const cursor = teaserLists(await frontPage(site)).find(
        (list) => list.nextCursor !== null,
      )?.nextCursor;
      if (cursor != null)
        expect(orNull(await content.teaserListPage(site, cursor)), site.id).not.toBeNull();
    }
  });

  it('answers unknown paths as not found and upper-case paths as redirects', async () => {
    const [site] = sites;
    if (site === undefined) throw new Error('no sites');
    expect(
      orNull(await content.resolve(site, contentPage('/denne-side-findes-ikke-xyz')))?.kind,
    ).toBe('not-found');
    const article = teaserLists(await frontPage(site))
      .flatMap((list) => [...list.teasers])
      .find((t) => t.status !== 'draft');
    const redirect = orNull(
      await content.resolve(site, contentPage((article?.link ?? '/x').toUpperCase())),
    );
    expect(redirect).toMatchObject({ kind: 'redirect', status: 301, location: article?.link });
  });

  it('finds articles through search', async () => {
    for (const site of sites) {
      const title =
        teaserLists(await frontPage(site)).flatMap((list) => [...list.teasers])[0]?.title ?? '';
      const word = title.split(/\s+/).find((part) => part.length > 4) ?? title;
      const results = orNull(await search.search(site, { query: word, page: 1, perPage: 10 }));
      expect(results?.pagination.total, `${site.id} "${word}"`).toBeGreaterThan(0);
    }
  });

  it('searches for the longest term a reader may send (200 letters, encoded well over 100)', async () => {
    const site = sites[0];
    if (site === undefined) throw new Error('no site');
    const results = orNull(
      await search.search(site, { query: 'ø'.repeat(200), page: 1, perPage: 10 }),
    );
    expect(results?.pagination.total).toBe(0);
  });

  it('met no invalid or failed answer and dropped nothing on the way', () => {
    const failures = metrics.upstream.filter(
      (o) => o.outcome !== 'ok' && o.outcome !== 'not_found',
    );
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  });
});
