import { describe, expect, it } from 'vitest';
import { succeeded } from '../../src/domain/errors/outcome';
import { pageAsked } from '../support/page-asked';
import { ArticleEnrichment } from '../../src/application/article-enrichment.service';
import { ReadNext } from '../../src/application/read-next.service';
import { ResolvePage } from '../../src/application/resolve-page.use-case';
import { PAYWALL_RULES } from '../../src/application/policies/paywall-rules.policy';
import { SearchService } from '../../src/application/search.service';
import { ANONYMOUS } from '../../src/domain/identity/user-state.types';
import { OperationalError, UpstreamError } from '../../src/domain/errors/app-errors';
import { SiteChromeService } from '../../src/application/site-chrome.service';
import type { PageOutcome } from '../../src/application/page-outcome.types';
import type { MenuItem } from '../../src/domain/content/content.types';
import { InMemoryContentMarketing } from '../fakes/content-marketing.fake';
import { CONTENT_API_TIMED_OUT, InMemoryContent } from '../fakes/content.fake';
import type { SearchRelayPort } from '../../src/ports/search.port';
import { RecordingEventBus } from '../fakes/event-bus.fake';
import {
  articleFixture,
  listingFixture,
  pageFixture,
  siteFixture,
  teaserFixture,
  teaserListFixture,
} from '../fakes/domain-builders';
import { InMemoryVideoMetadata, videoMetadataFixture } from '../fakes/video-metadata.fake';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const NO_RELAY: SearchRelayPort = { relay: () => Promise.resolve(succeeded(null)) };

/** The use case over the in-memory content API, with the paywall rules and a recording bus. */
function resolvePage(
  content: InMemoryContent,
  options: {
    enrichment?: ArticleEnrichment;
    events?: RecordingEventBus;
    chromeTtlMs?: number;
  } = {},
): ResolvePage {
  const events = options.events ?? new RecordingEventBus();
  return new ResolvePage({
    content,
    search: new SearchService(content, NO_RELAY, events),
    chrome: new SiteChromeService(content, {
      maps: lruBoundedMaps,
      ttlMs: options.chromeTtlMs ?? 60_000,
      now: () => 0,
    }),
    enrichment: options.enrichment ?? null,
    paywall: PAYWALL_RULES,
    events,
  });
}

function setup(): { content: InMemoryContent; useCase: ResolvePage } {
  const content = new InMemoryContent();
  return { content, useCase: resolvePage(content) };
}

function view(outcome: PageOutcome) {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome.viewModel.view;
}

const site = siteFixture();

describe('ResolvePage', () => {
  it('renders the front page as home with draft teasers removed', async () => {
    const { content, useCase } = setup();
    const draft = teaserFixture({ status: 'draft', title: 'Kladde' });
    const published = teaserFixture({ title: 'Udgivet' });
    content.resolved.set('/', {
      kind: 'page',
      page: pageFixture({
        blocks: [{ type: 'teaser_list', key: 'b0', list: teaserListFixture([draft, published]) }],
      }),
    });
    const result = view(
      await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/', query: {} })),
    );
    expect(result.type).toBe('home');
    if (result.type !== 'home') return;
    const block = result.page.blocks[0];
    expect(block?.type === 'teaser_list' ? block.list.teasers.map((t) => t.title) : []).toEqual([
      'Udgivet',
    ]);
  });

  it('passes only allowed query parameters to the content API', async () => {
    const { content, useCase } = setup();
    content.resolved.set('/traening', { kind: 'listing', listing: listingFixture() });
    await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/traening',
        query: { page: '2', utm_campaign: 'x' },
      }),
    );
    expect(content.queries).toEqual([{ page: '2' }]);
  });

  it('answers a stored redirect with its location', async () => {
    const { content, useCase } = setup();
    content.resolved.set('/gammel', { kind: 'redirect', location: '/ny', status: 301 });
    expect(
      await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/gammel', query: {} })),
    ).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/ny',
    });
  });

  it('sends a stored redirect that leaves the site to the front page instead', async () => {
    const { content, useCase } = setup();
    for (const location of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      content.resolved.set('/ud', { kind: 'redirect', location, status: 301 });
      expect(
        await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/ud', query: {} })),
      ).toMatchObject({
        kind: 'redirect',
        location: '/',
      });
    }
  });

  it("shows the site's own 404 page from the content API with status 404", async () => {
    const { content, useCase } = setup();
    const page = pageFixture({ title: 'Siden blev ikke fundet', body: 'Beklager.' });
    content.resolved.set('/findes-ikke', { kind: 'not-found', page });
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/findes-ikke',
        query: {},
      }),
    );
    expect(outcome).toMatchObject({ kind: 'page', status: 404 });
    if (outcome.kind !== 'page') return;
    expect(outcome.viewModel.meta.title).toContain('Siden blev ikke fundet');
    // the page names itself: no UI string for the renderer to put in its place
    expect(outcome.viewModel.meta).not.toHaveProperty('titleKey');
    expect(view(outcome)).toMatchObject({ type: 'not-found', page: { body: 'Beklager.' } });
  });

  it('asks for menus, strings and the popular list before the resolve has answered', async () => {
    // A content API whose resolve answers only once menus, strings and the popular list were
    // asked for: a use case that waits for the resolve before asking for them never gets its
    // answer, and fails after a second instead.
    class ResolveAnswersLast extends InMemoryContent {
      override resolve(...args: Parameters<InMemoryContent['resolve']>) {
        const answer = super.resolve(...args);
        const deadline = Date.now() + 1_000;
        return new Promise<Awaited<typeof answer>>((done, fail) => {
          const check = (): void => {
            if (['menus', 'popular', 'translationStrings'].every((c) => this.calls.includes(c)))
              done(answer);
            else if (Date.now() > deadline)
              fail(new Error(`asked only ${this.calls.join(', ')} while the resolve was open`));
            else setTimeout(check, 5);
          };
          check();
        });
      }
    }
    const content = new ResolveAnswersLast();
    content.resolved.set('/', { kind: 'page', page: pageFixture() });
    const outcome = await resolvePage(content).execute(
      pageAsked({ reader: ANONYMOUS, site, path: '/' }),
    );
    expect(outcome.kind).toBe('page');
    expect(content.calls.filter((c) => c === 'resolve /')).toHaveLength(1);
  });

  it("lists a category's subcategories from the header menu when the API gives none", async () => {
    const { content, useCase } = setup();
    const child = { id: 31, title: 'Styrke', url: '/traening/styrke', target: null, rel: null };
    const withChild = { target: null, rel: null, children: [{ ...child, children: [] }] };
    content.menuData = {
      main: [
        { id: 12, title: 'Træning', url: '/traening', ...withChild },
        { id: 512, title: 'Squat', url: '/tags/squat', ...withChild },
      ],
      footer: [],
      user: [],
      secondary: [],
    };
    content.resolved.set('/traening', { kind: 'listing', listing: listingFixture() });
    content.resolved.set('/tags/squat', {
      kind: 'listing',
      listing: listingFixture({ kind: 'tag' }),
    });
    const category = view(
      await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/traening', query: {} })),
    );
    expect(category.type === 'listing' && category.listing.children).toEqual([
      { url: '/traening/styrke', title: 'Styrke' },
    ]);
    const tag = view(
      await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/tags/squat', query: {} })),
    );
    expect(tag.type === 'listing' && tag.listing.children).toEqual([]);
  });

  it('fills a top list the editors left empty with the most read', async () => {
    const { content, useCase } = setup();
    content.popularTeasers = [1, 2, 3, 4, 5, 6].map((id) =>
      teaserFixture({ id, title: `Populær ${String(id)}` }),
    );
    const toplist = teaserListFixture([], { displayHint: 'toplist', title: 'Mest læste' });
    const empty = teaserListFixture([], { displayHint: '4col', title: 'Tom' });
    content.resolved.set('/', {
      kind: 'page',
      page: pageFixture({
        blocks: [
          { type: 'teaser_list', key: 'b0', list: toplist },
          { type: 'teaser_list', key: 'b1', list: empty },
        ],
      }),
    });
    const result = view(
      await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/', query: {} })),
    );
    if (result.type !== 'home') throw new Error(result.type);
    const [top, other] = result.page.blocks;
    expect(top?.type === 'teaser_list' && top.list.teasers.map((t) => t.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(other?.type === 'teaser_list' && other.list.teasers).toEqual([]);
  });

  it('shows the not-found page with at most six popular teasers and status 404', async () => {
    const { content, useCase } = setup();
    content.popularTeasers = Array.from({ length: 9 }, () => teaserFixture());
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/findes-ikke',
        query: {},
      }),
    );
    expect(outcome.kind === 'page' && outcome.status).toBe(404);
    const result = view(outcome);
    expect(result.type === 'not-found' && result.popular.length).toBe(6);
  });

  it('never sends blocked paths to the content API', async () => {
    const { content, useCase } = setup();
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/fonts/roboto.woff2',
        query: {},
      }),
    );
    expect(outcome.kind === 'page' && outcome.status).toBe(404);
    expect(
      content.calls.filter((call) => call.startsWith('resolve') || call === 'popular'),
    ).toEqual([]);
  });

  it('redirects sign-in paths to the front page when sign-in is disabled', async () => {
    const { useCase } = setup();
    expect(
      await useCase.execute(
        pageAsked({ reader: ANONYMOUS, site, path: '/users/sign_in', query: {} }),
      ),
    ).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/',
    });
  });

  it('shows the account screens when sign-in is enabled', async () => {
    const { useCase } = setup();
    const enabled = siteFixture({ auth: { ...site.auth, enabled: true } });
    const result = view(
      await useCase.execute(
        pageAsked({
          reader: ANONYMOUS,
          site: enabled,
          path: '/users/sign_in',
          query: {},
        }),
      ),
    );
    expect(result).toEqual({ type: 'account', screen: 'sign-in' });
  });

  it('uses the admin layout for the admin overview', async () => {
    const { useCase } = setup();
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/admin-dashboard/overview',
        query: {},
      }),
    );
    expect(outcome.kind === 'page' && outcome.viewModel.chrome.layout).toBe('admin');
  });

  it('renders an article with the brand in the title', async () => {
    const { content, useCase } = setup();
    content.strings = { 'meta.title': 'WOM Danmark' };
    content.resolved.set('/traening/styrke/5-ovelser', {
      kind: 'article',
      article: articleFixture(),
    });
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/traening/styrke/5-ovelser',
        query: {},
      }),
    );
    expect(outcome.kind === 'page' && outcome.viewModel.meta.title).toBe(
      '5 øvelser til stærke ben | WOM Danmark',
    );
  });

  it('searches with the defaults of 10 per page, page 1', async () => {
    const { content, useCase } = setup();
    await useCase.execute(
      pageAsked({ reader: ANONYMOUS, site, path: '/search', query: { s: ' protein ' } }),
    );
    expect(content.calls).toContain('search protein page 1');
  });

  it('searches with the chosen facets and page from the query', async () => {
    const { content, useCase } = setup();
    await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/search',
        query: { s: 'protein', categories: 'mad,traening', post_type: 'recipe', page: '2' },
      }),
    );
    expect(content.calls).toContain('search protein page 2 category=mad|traening type=recipe');
  });

  it('fails with an operational error when the content API is down', async () => {
    const { content, useCase } = setup();
    content.down = true;
    await expect(
      useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/traening', query: {} })),
    ).rejects.toBeInstanceOf(OperationalError);
  });
});

describe('ResolvePage with article enrichment', () => {
  const SQUAT = '3f6c2a1e-8b4d-4c7a-9e2f-51d0b7a4c913';
  const path = '/traening/styrke/5-ovelser';

  function enrichedSetup() {
    const content = new InMemoryContent();
    const videos = new InMemoryVideoMetadata();
    const marketing = new InMemoryContentMarketing();
    const useCase = resolvePage(content, {
      enrichment: new ArticleEnrichment(videos, marketing, {
        maps: lruBoundedMaps,
        now: Date.now,
        sponsoredFreshnessMs: 60_000,
      }),
    });
    content.resolved.set(path, {
      kind: 'article',
      article: articleFixture({
        category: { id: 11, name: 'Styrke', url: '/traening/styrke', parent: null },
        widgets: [
          {
            type: 'video',
            key: 'w0',
            locked: false,
            seekToAction: false,
            clips: [],
            video: {
              videoId: SQUAT,
              name: null,
              description: null,
              embedUrl: 'https://videos.example.com/embed/squat',
              contentUrl: null,
              thumbnailUrl: null,
              uploadDate: null,
              duration: null,
            },
          },
        ],
      }),
    });
    return { videos, marketing, useCase };
  }

  it('completes video widgets from the provider and adds sponsored teasers', async () => {
    const { videos, marketing, useCase } = enrichedSetup();
    videos.add(videoMetadataFixture(SQUAT));
    marketing.stories = [teaserFixture({ id: 900_000, commercialType: 'content_marketing' })];
    const result = view(
      await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path, query: {} })),
    );
    if (result.type !== 'article') throw new Error('expected an article');
    const widget = result.article.widgets[0];
    expect(widget?.type === 'video' ? widget.video.name : null).toBe('Squat step by step');
    expect(result.sponsored?.map((teaser) => teaser.id)).toEqual([900_000]);
  });

  it('serves the article as resolved when both services are down', async () => {
    const { videos, marketing, useCase } = enrichedSetup();
    videos.down = true;
    marketing.down = true;
    const outcome = await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path, query: {} }));
    expect(outcome.kind === 'page' && outcome.status).toBe(200);
    const result = view(outcome);
    if (result.type !== 'article') throw new Error('expected an article');
    expect(result.sponsored).toBeUndefined();
    const widget = result.article.widgets[0];
    expect(widget?.type === 'video' ? widget.video.name : 'not a video').toBeNull();
  });
});

describe('ResolvePage meta and views', () => {
  const DANISH = {
    'meta.title': 'WOM Danmark',
    'meta.description': 'Træn klogere',
    'search.title': 'Søg',
    'notfound.title': 'Siden findes ikke',
    'account.sign-in.title': 'Log ind',
    'admin.title': 'Overblik',
  };

  function meta(outcome: PageOutcome) {
    if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
    return outcome.viewModel.meta;
  }

  it("answers the front page's ?s= with the search page, never resolving it", async () => {
    const { content, useCase } = setup();
    const result = view(
      await useCase.execute(
        pageAsked({ reader: ANONYMOUS, site, path: '/', query: { s: 'protein' } }),
      ),
    );
    expect(result).toMatchObject({ type: 'search', query: 'protein' });
    expect(content.calls).toContain('search protein page 1');
    expect(content.calls.filter((call) => call.startsWith('resolve'))).toEqual([]);
  });

  it('titles the search page, points its canonical at /search and keeps it out of the index', async () => {
    const { content, useCase } = setup();
    content.strings = DANISH;
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/search',
        query: { s: 'protein' },
      }),
    );
    expect(outcome.kind === 'page' && outcome.viewModel.kind).toBe('site-page');
    expect(meta(outcome)).toMatchObject({
      title: 'Søg | WOM Danmark',
      titleKey: 'search.title',
      brandTitle: 'WOM Danmark',
      description: 'Træn klogere',
      canonical: 'http://wom-dk.localhost:3000/search',
      robots: 'noindex, follow',
    });
  });

  it('answers a listing page past the last one with the not-found page and status 404', async () => {
    const { content, useCase } = setup();
    content.resolved.set('/traening', {
      kind: 'listing',
      listing: listingFixture({
        teasers: [],
        pagination: { page: 999, perPage: 12, total: 30, totalPages: 3 },
      }),
    });
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/traening',
        query: { page: '999' },
      }),
    );
    expect(outcome.kind === 'page' && outcome.status).toBe(404);
    expect(view(outcome).type).toBe('not-found');
    expect(meta(outcome)).toMatchObject({ canonical: null, robots: 'noindex' });
  });

  it('answers a front page past its paginating list with 404, and a page it has with 200', async () => {
    const { content, useCase } = setup();
    const front = (page: number, teasers: number) =>
      pageFixture({
        blocks: [
          {
            type: 'teaser_list',
            key: 'latest',
            list: teaserListFixture(
              Array.from({ length: teasers }, (_, index) => teaserFixture({ id: index + 1 })),
              { canPaginate: true, pagination: { page, perPage: 4, total: 10, totalPages: 3 } },
            ),
          },
        ],
      });
    const ask = async (page: number, teasers: number) => {
      content.resolved.set('/', { kind: 'page', page: front(page, teasers) });
      const outcome = await useCase.execute(
        pageAsked({
          reader: ANONYMOUS,
          site,
          path: '/',
          query: { page: String(page) },
        }),
      );
      return outcome.kind === 'page' ? outcome.status : outcome.kind;
    };
    expect(await ask(2, 4)).toBe(200);
    expect(await ask(3, 2)).toBe(200);
    expect(await ask(4, 0)).toBe(404);
    expect(await ask(999, 0)).toBe(404);
    // A front page without a paginating list has only page 1.
    content.resolved.set('/', { kind: 'page', page: pageFixture() });
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/',
        query: { page: '2' },
      }),
    );
    expect(outcome.kind === 'page' && outcome.status).toBe(404);
    const first = await useCase.execute(
      pageAsked({ reader: ANONYMOUS, site, path: '/', query: {} }),
    );
    expect(first.kind === 'page' && first.status).toBe(200);
  });

  it('answers the last page of a listing, with its own canonical and no hreflang', async () => {
    const { content, useCase } = setup();
    content.resolved.set('/traening', {
      kind: 'listing',
      listing: listingFixture({
        teasers: [teaserFixture()],
        translations: [{ locale: 'sv', title: null, link: 'http://wom-se.localhost:3000/t' }],
        pagination: { page: 3, perPage: 12, total: 30, totalPages: 3 },
      }),
    });
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/traening',
        query: { page: '3' },
      }),
    );
    expect(outcome.kind === 'page' && outcome.status).toBe(200);
    expect(meta(outcome)).toMatchObject({
      canonical: 'http://wom-dk.localhost:3000/traening/styrke?page=3',
      robots: null,
      alternates: [],
      titleSuffix: { key: 'listing.page_suffix', params: { page: 3 } },
    });
  });

  it('answers an empty listing with 200, kept out of the index', async () => {
    const { content, useCase } = setup();
    content.resolved.set('/traening', {
      kind: 'listing',
      listing: listingFixture({
        teasers: [],
        pagination: { page: 1, perPage: 12, total: 0, totalPages: 0 },
      }),
    });
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/traening',
        query: {},
      }),
    );
    expect(outcome.kind === 'page' && outcome.status).toBe(200);
    expect(view(outcome).type).toBe('listing');
    expect(meta(outcome).robots).toBe('noindex, follow');
  });

  it('keeps previews, page ids and cache clears out of the index, whatever the page says', async () => {
    const { content, useCase } = setup();
    content.resolved.set('/traening/a', {
      kind: 'article',
      article: articleFixture({ robots: 'index, follow' }),
    });
    for (const query of [
      { preview: 'true' },
      { preview_id: '5' },
      { page_id: '5' },
      { cacheClear: '1' },
    ]) {
      const outcome = await useCase.execute(
        pageAsked({
          reader: ANONYMOUS,
          site,
          path: '/traening/a',
          query,
        }),
      );
      expect(meta(outcome).robots).toBe('noindex, follow');
    }
    const plain = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/traening/a',
        query: {},
      }),
    );
    expect(meta(plain).robots).toBe('index, follow');
  });

  it('gives the search page an English title and no description without translations', async () => {
    const { useCase } = setup();
    const outcome = await useCase.execute(
      pageAsked({ reader: ANONYMOUS, site, path: '/search', query: {} }),
    );
    expect(meta(outcome)).toMatchObject({ title: 'Search | WOM', description: '' });
  });

  it('titles the not-found page from the translations, unindexed and without canonical', async () => {
    const { content, useCase } = setup();
    content.strings = DANISH;
    const outcome = await useCase.execute(
      pageAsked({ reader: ANONYMOUS, site, path: '/x', query: {} }),
    );
    expect(outcome.kind === 'page' && outcome.viewModel.kind).toBe('site-page');
    expect(meta(outcome)).toMatchObject({
      title: 'Siden findes ikke | WOM Danmark',
      titleKey: 'notfound.title',
      description: 'Træn klogere',
      canonical: null,
      robots: 'noindex',
    });
  });

  it('titles the not-found page in English without translations', async () => {
    const { useCase } = setup();
    const outcome = await useCase.execute(
      pageAsked({ reader: ANONYMOUS, site, path: '/x', query: {} }),
    );
    expect(meta(outcome).title).toBe('This page could not be found | WOM');
  });

  it('asks for the popular list of a missing page once, alongside the resolve', async () => {
    const content = new InMemoryContent();
    // with a TTL of 0 the chrome service reuses nothing: a second request for the list would show
    const useCase = resolvePage(content, { chromeTtlMs: 0 });
    await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/findes-ikke', query: {} }));
    expect(content.calls.filter((call) => call === 'popular')).toEqual(['popular']);
  });

  it("titles the admin overview with its UI string, in the site's words when it has them", async () => {
    const { content, useCase } = setup();
    const request = pageAsked({
      reader: ANONYMOUS,
      site,
      path: '/admin-dashboard/overview',
      query: {},
    });
    const outcome = await useCase.execute(request);
    expect(view(outcome)).toEqual({ type: 'admin-overview' });
    expect(meta(outcome)).toMatchObject({
      title: 'WOM',
      titleKey: 'admin.title',
      brandTitle: 'WOM',
      canonical: 'http://wom-dk.localhost:3000/admin-dashboard/overview',
      robots: 'noindex',
    });
    content.strings = DANISH;
    const fresh = resolvePage(content);
    expect(meta(await fresh.execute(request)).title).toBe('Overblik | WOM Danmark');
  });

  it('shows the test page in the default layout without asking the content API', async () => {
    const { content, useCase } = setup();
    const outcome = await useCase.execute(
      pageAsked({
        reader: ANONYMOUS,
        site,
        path: '/cypress-testing',
        query: {},
      }),
    );
    expect(view(outcome)).toEqual({ type: 'test-page' });
    expect(outcome.kind === 'page' && outcome.viewModel.chrome.layout).toBe('default');
    expect(meta(outcome)).toMatchObject({
      title: 'WOM',
      titleKey: 'test_page.title',
      robots: 'noindex',
    });
    expect(content.calls.filter((call) => call.startsWith('resolve'))).toEqual([]);
  });

  it("titles an account screen with its screen's UI string", async () => {
    const enabled = siteFixture({ auth: { ...site.auth, enabled: true } });
    const request = pageAsked({ reader: ANONYMOUS, site: enabled, path: '/users/sign_in' });
    const { content, useCase } = setup();
    expect(meta(await useCase.execute(request))).toMatchObject({
      title: 'WOM',
      titleKey: 'account.sign-in.title',
    });
    content.strings = DANISH;
    expect(meta(await resolvePage(content).execute(request)).title).toBe('Log ind | WOM Danmark');
  });

  it('tells the content API to skip its cache only for an authorised purge', async () => {
    const { content, useCase } = setup();
    const request = pageAsked({ reader: ANONYMOUS, site, path: '/traening', query: { page: '2' } });
    await useCase.execute({ ...request, purgeUpstream: true });
    await useCase.execute({ ...request, purgeUpstream: false });
    await useCase.execute(request);
    expect(content.queries).toEqual([{ page: '2', purge: 'cache' }, { page: '2' }, { page: '2' }]);
  });

  it("asks the content API with the page request's preview as the edge read it", async () => {
    const { content, useCase } = setup();
    content.resolved.set('/traening', { kind: 'listing', listing: listingFixture() });
    const asked = pageAsked({ reader: ANONYMOUS, site, path: '/traening', query: { page: '2' } });
    // A preview no marker in the path or query shows: only the page request's own can reach it.
    const preview = { draft: true, unlisted: true, link: true };
    const request = { ...asked, page: { ...asked.page, preview } };
    await useCase.execute(request);
    await useCase.execute({ ...request, purgeUpstream: true });
    expect(content.pageRequests).toEqual([
      { path: '/traening', query: { page: '2' }, preview },
      { path: '/traening', query: { page: '2', purge: 'cache' }, preview },
    ]);
  });

  it("passes the content API's failure on: its own code, the system, whether to retry", async () => {
    const { content, useCase } = setup();
    content.down = true;
    const error: unknown = await useCase
      .execute(pageAsked({ reader: ANONYMOUS, site, path: '/traening', query: {} }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({
      code: 'UPSTREAM_UNREACHABLE',
      relatesToSystems: ['content-api'],
      retryable: true,
    });
  });

  it('passes a timeout of the content API on as a timeout, never a generic code', async () => {
    const { content, useCase } = setup();
    content.down = true;
    content.failure = CONTENT_API_TIMED_OUT;
    const error: unknown = await useCase
      .execute(pageAsked({ reader: ANONYMOUS, site, path: '/traening', query: {} }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'UPSTREAM_DEADLINE_EXCEEDED',
      failure: CONTENT_API_TIMED_OUT,
    });
  });

  it('shows a page that is not the front page as a page, and whatever is at / as home', async () => {
    const { content, useCase } = setup();
    const about = pageFixture({ isFrontPage: false, title: 'Om os' });
    content.resolved.set('/om-os', { kind: 'page', page: about });
    content.resolved.set('/', { kind: 'page', page: about });
    const page = view(
      await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/om-os', query: {} })),
    );
    expect(page).toMatchObject({ type: 'page', page: { title: 'Om os' } });
    const home = view(
      await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/', query: {} })),
    );
    expect(home).toMatchObject({ type: 'home', page: { title: 'Om os' } });
  });

  it('shows an article without sponsored teasers when there is no enrichment', async () => {
    const { content, useCase } = setup();
    content.resolved.set('/a', { kind: 'article', article: articleFixture() });
    const outcome = await useCase.execute(
      pageAsked({ reader: ANONYMOUS, site, path: '/a', query: {} }),
    );
    expect(outcome.kind === 'page' && outcome.viewModel.kind).toBe('site-page');
    expect(view(outcome)).not.toHaveProperty('sponsored');
  });

  it('ends an article with its related articles filled from its category, for a locked one too', async () => {
    const content = new InMemoryContent();
    const useCase = new ResolvePage({
      content,
      search: new SearchService(content, NO_RELAY, new RecordingEventBus()),
      chrome: new SiteChromeService(content, { maps: lruBoundedMaps, ttlMs: 60_000, now: () => 0 }),
      readNext: new ReadNext(content, {
        maps: lruBoundedMaps,
        now: () => 0,
        categoryFreshnessMs: 60_000,
      }),
      paywall: PAYWALL_RULES,
      events: new RecordingEventBus(),
    });
    content.popularTeasers = [teaserFixture({ id: 71 }), teaserFixture({ id: 70 })];
    const locked = articleFixture({
      id: 70,
      category: { id: 11, name: 'Styrke', url: '/traening/styrke', parent: null },
      tags: [{ id: 1, name: 'Premium', url: '/tags/premium', internal: false }],
      widgets: [
        { type: 'text_item', key: 'w0', locked: false, body: 'Åbent' },
        { type: 'text_item', key: 'w1', locked: true, body: 'Låst' },
      ],
      related: [teaserFixture({ id: 72 })],
    });
    content.resolved.set('/a', { kind: 'article', article: locked });
    const result = view(
      await useCase.execute(pageAsked({ reader: ANONYMOUS, site, path: '/a', query: {} })),
    );
    if (result.type !== 'article') throw new Error(`expected an article, got ${result.type}`);
    expect(result.paywall).toBeDefined();
    expect(result.readNext?.map((teaser) => teaser.id)).toEqual([72, 71]);
  });
});

describe("ResolvePage, a listing's subcategories from the header menu", () => {
  const link = (id: number, title: string, url: string, children: MenuItem[] = []): MenuItem => ({
    id,
    title,
    url,
    target: null,
    rel: null,
    children,
  });

  async function children(content: InMemoryContent, path: string, listing = listingFixture()) {
    content.resolved.set(path, { kind: 'listing', listing });
    const result = view(
      await resolvePage(content).execute(pageAsked({ reader: ANONYMOUS, site, path, query: {} })),
    );
    if (result.type !== 'listing') throw new Error(`expected a listing, got ${result.type}`);
    return result.listing.children;
  }

  const content = new InMemoryContent();
  content.menuData = {
    main: [
      link(1, 'Mad', '/mad', [link(2, 'Opskrifter', '/mad/opskrifter')]),
      link(3, 'Træning', '/traening', [
        link(4, 'Styrke', '/traening/styrke', [
          link(5, 'Ben', '/traening/styrke/ben'),
          link(6, 'Butik', 'https://shop.example/styrke'),
        ]),
      ]),
      link(7, 'Redaktionen', '/author/anna', [link(8, 'Anna', '/author/anna/om')]),
    ],
    footer: [],
    user: [],
    secondary: [],
  };

  it('finds the menu item of a later entry and below the top level, leaving external links out', async () => {
    expect(await children(content, '/traening/styrke')).toEqual([
      { url: '/traening/styrke/ben', title: 'Ben' },
    ]);
  });

  it('keeps the subcategories the content API gave', async () => {
    const own = [{ url: '/traening/egen', title: 'Egen' }];
    expect(await children(content, '/traening', listingFixture({ children: own }))).toEqual(own);
  });

  it('gives an author listing no subcategories', async () => {
    expect(await children(content, '/author/anna', listingFixture({ kind: 'author' }))).toEqual([]);
  });

  it('gives none to a listing the menu does not link to', async () => {
    expect(await children(content, '/ukendt')).toEqual([]);
  });
});
