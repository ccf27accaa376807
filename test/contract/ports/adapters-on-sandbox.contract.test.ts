/**
 * The production adapters hold their ports' contracts against the sandbox upstreams, started in
 * this process (content API, services, favourites on disk in a temporary folder).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orNull } from '../../support/outcome';
import { startSandbox, type RunningSandbox } from '../../../sandbox/sandbox';
import { USER_SETTINGS_PREFIX } from '../../../sandbox/favourites/favourites.app';
import { SANDBOX_MATERIALS_TOKEN } from '../../../sandbox/services/materials.service';
import { CompositeTeasersAdapter } from '../../../src/adapters/favourites/composite-teasers.adapter';
import { ContentApiFavouritesAdapter } from '../../../src/adapters/favourites/content-api-favourites.adapter';
import { UserSettingsFavouritesAdapter } from '../../../src/adapters/favourites/user-settings-favourites.adapter';
import { ContentMarketingHttpAdapter } from '../../../src/adapters/content-marketing/content-marketing-http.adapter';
import type { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import { MaterialsHttpAdapter } from '../../../src/adapters/materials/materials-http.adapter';
import { NewsletterHttpAdapter } from '../../../src/adapters/newsletter/newsletter-http.adapter';
import { SignupHttpAdapter } from '../../../src/adapters/signup/signup-http.adapter';
import { SANDBOX_SIGNUP_API_KEY } from '../../../sandbox/services/signup.service';
import { VideoProviderHttpAdapter } from '../../../src/adapters/video-provider/video-provider-http.adapter';
import { WordPressContentAdapter } from '../../../src/adapters/wordpress/wordpress-content.adapter';
import { WordPressSearchAdapter } from '../../../src/adapters/wordpress/wordpress-search.adapter';
import { WordPressSitemapAdapter } from '../../../src/adapters/wordpress/wordpress-sitemap.adapter';
import { loadConfig } from '../../../src/config/app.config';
import type { Site } from '../../../src/domain/site/site.types';
import { contractIssues } from '../api-shapes';
import { callApi, field, list } from '../sandbox-api';
import { articleTeasersPortContract } from './article-teasers.contract';
import { contentMarketingPortContract } from './content-marketing.contract';
import { contentDownloadPortContract, contentPortContract } from './content.contract';
import { favouritesPortContract } from './favourites.contract';
import { materialsPortContract } from './materials.contract';
import { newsletterPortContract } from './newsletter.contract';
import { signupPortContract } from './signup.contract';
import type { PortTarget } from './port-contract';
import { searchPortContract, searchRelayPortContract } from './search.contract';
import { sitemapPortContract } from './sitemap.contract';
import { keptLog, Upstreams } from './upstreams';
import { videoMetadataPortContract } from './video-metadata.contract';

const dataDir = mkdtempSync(join(tmpdir(), 'port-contracts-'));
const upstreams = new Upstreams();
/** What the adapters logged while their upstream answered: nothing, when they read it right. */
const answeringLog = keptLog();
const failingLog = keptLog();
let sandbox: RunningSandbox;
let dk: Site;
let se: Site;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    cdnPort: 0,
    siteOriginTemplate: 'http://{site}.localhost:3000',
    favouritesFile: join(dataDir, 'favourites.json'),
  });
  const config = loadConfig(
    {
      PUBLIC_PORT: '3000',
      SANDBOX_ORIGIN: sandbox.origin,
      SANDBOX_CDN_ORIGIN: sandbox.cdnOrigin,
    },
    process.cwd(),
    (path) => readFileSync(path, 'utf8'),
  );
  const byId = (id: string): Site => {
    const site = config.sites.find((candidate) => candidate.id === id);
    if (site === undefined) throw new Error(`sandbox/sites.json has no ${id}`);
    return site;
  };
  dk = byId('wom-dk');
  se = byId('wom-se');
});

afterAll(async () => {
  await upstreams.close();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A target of one adapter: built over a live client of `service` while the sandbox answers, over
 * a failing client otherwise. `site` picks the site (default: wom-dk) once the sandbox runs.
 */
function adapterTarget<P, G>(
  service: string,
  make: (http: UpstreamHttpClient, logger: ReturnType<typeof keptLog>) => P,
  given: () => G | Promise<G>,
  site: () => Site = () => dk,
): PortTarget<P, G> {
  let live: UpstreamHttpClient | null = null;
  return {
    answering: async () => {
      live ??= upstreams.live(service);
      return { port: make(live, answeringLog), site: site(), given: await given() };
    },
    failing: () => ({ port: make(upstreams.failing(service), failingLog), site: site() }),
    timingOut: () => ({ port: make(upstreams.timingOut(service), failingLog), site: site() }),
  };
}

const wordpress = (http: UpstreamHttpClient, logger: ReturnType<typeof keptLog>) => ({
  http,
  logger,
});

contentPortContract(
  'WordPressContentAdapter on the sandbox',
  adapterTarget(
    'content-api',
    (http, logger) => new WordPressContentAdapter(wordpress(http, logger)),
    () => ({ pagePath: '/', missingPath: '/denne-side-findes-ikke' }),
  ),
);
contentDownloadPortContract(
  'WordPressContentAdapter on the sandbox',
  adapterTarget(
    'content-api',
    (http, logger) => new WordPressContentAdapter(wordpress(http, logger)),
    () => ({
      key: 'files/strength-program.pdf',
      contentType: 'application/pdf',
      fileName: 'strength-program.pdf',
      // the storage serves every `files/<name>.pdf`, built from its name
      missingKey: 'uploads/findes-ikke.docx',
    }),
  ),
);
searchPortContract(
  'WordPressSearchAdapter on the sandbox',
  adapterTarget(
    'content-api',
    (http, logger) => new WordPressSearchAdapter(wordpress(http, logger)),
    () => ({ term: 'squat' }),
  ),
);
searchRelayPortContract(
  'WordPressSearchAdapter (relay) on the sandbox',
  adapterTarget(
    'content-api',
    (http, logger) => new WordPressSearchAdapter(wordpress(http, logger)),
    () => ({ term: 'squat' }),
  ),
);
sitemapPortContract(
  'WordPressSitemapAdapter on the sandbox',
  adapterTarget(
    'content-api',
    (http, logger) => new WordPressSitemapAdapter(http, logger),
    () => ({ type: 'category' }),
  ),
);

/** Published articles (the most read) and a draft (a teaser of the front page) of wom-dk. */
let teaserIds: Promise<{ publishedIds: number[]; draftId: number | null }> | null = null;
function discoverTeaserIds(): Promise<{ publishedIds: number[]; draftId: number | null }> {
  teaserIds ??= (async () => {
    const api = dk.upstreams.contentApi;
    const popular = await callApi(api, { path: 'app/content/popular', query: { per_page: '3' } });
    const publishedIds = list(field(popular.body, 'data')).map((teaser) =>
      Number(field(teaser, 'id')),
    );
    const front = await callApi(api, { path: 'app/resolve', query: { path: '/' } });
    const page = await callApi(api, {
      path: `wp/v2/pages/${String(field(front.body, 'data', 'id'))}`,
      query: { with: 'contents' },
    });
    const draftId = firstDraftId(page.body);
    if (publishedIds.length === 0 || draftId === null)
      throw new Error('the sandbox front page lost its draft teaser, or popular is empty');
    return { publishedIds, draftId };
  })();
  return teaserIds;
}

/** The id of the first object marked `status: 'draft'` anywhere in an answer. */
function firstDraftId(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const id = field(value, 'id');
  if (field(value, 'status') === 'draft' && typeof id === 'number') return id;
  for (const child of Object.values(value)) {
    const found = firstDraftId(child);
    if (found !== null) return found;
  }
  return null;
}

articleTeasersPortContract(
  'CompositeTeasersAdapter on the sandbox',
  adapterTarget(
    'content-api',
    (http, logger) => new CompositeTeasersAdapter({ http, logger }),
    async () => ({ ...(await discoverTeaserIds()), unknownId: 999_999 }),
  ),
);
favouritesPortContract(
  'ContentApiFavouritesAdapter on the sandbox',
  adapterTarget(
    'favourites',
    (http, logger) => new ContentApiFavouritesAdapter({ http, logger }),
    () => ({ otherSite: se }),
  ),
);

/** A site whose favourites go through the sandbox's user-settings proxy. */
function withUserSettings(site: Site): Site {
  return {
    ...site,
    upstreams: { ...site.upstreams, userSettings: `${sandbox.origin}${USER_SETTINGS_PREFIX}` },
  };
}

favouritesPortContract(
  'UserSettingsFavouritesAdapter on the sandbox',
  adapterTarget(
    'favourites',
    (http, logger) => new UserSettingsFavouritesAdapter({ http, logger }),
    () => ({ otherSite: withUserSettings(se) }),
    () => withUserSettings(dk),
  ),
);
newsletterPortContract(
  'NewsletterHttpAdapter on the sandbox',
  adapterTarget(
    'newsletter',
    (http, logger) => new NewsletterHttpAdapter({ http, logger }),
    () => ({}),
  ),
);
signupPortContract(
  'SignupHttpAdapter on the sandbox',
  adapterTarget(
    'signup',
    (http, logger) => new SignupHttpAdapter({ http, logger, apiKey: SANDBOX_SIGNUP_API_KEY }),
    () => ({ siteWithout: dk }),
    () => ({
      ...dk,
      upstreams: { ...dk.upstreams, signup: `${sandbox.origin}/services/signup/users` },
    }),
  ),
);
materialsPortContract(
  'MaterialsHttpAdapter on the sandbox',
  adapterTarget(
    'materials',
    (http, logger) => new MaterialsHttpAdapter({ http, logger, token: SANDBOX_MATERIALS_TOKEN }),
    () => ({ knownIds: ['4101', '4102'] }),
  ),
);
contentMarketingPortContract(
  'ContentMarketingHttpAdapter on the sandbox',
  adapterTarget(
    'content-marketing',
    (http, logger) => new ContentMarketingHttpAdapter({ http, logger }),
    () => ({}),
  ),
);
videoMetadataPortContract(
  'VideoProviderHttpAdapter on the sandbox',
  adapterTarget(
    'video-provider',
    (http, logger) => new VideoProviderHttpAdapter({ http, logger }),
    () => ({ knownId: '5f0c3a1e-8d2b-4c6f-9a7e-1b2c3d4e5f60', unknownId: 'not-a-video' }),
  ),
);

describe("the sandbox's favourites routes, which the adapters above read", () => {
  it('answer in the shapes of the contract: the list, a save, a refused save, a removal', async () => {
    const api = dk.upstreams.contentApi;
    const route = 'app/user/favourites';
    const exchanges = [
      await callApi(api, { path: `${route}/shapes-reader` }),
      await callApi(api, {
        method: 'POST',
        path: `${route}/add/shapes-reader`,
        body: { article_id: 7 },
      }),
      await callApi(api, {
        method: 'POST',
        path: `${route}/add/shapes-reader`,
        body: { article_id: 7 },
      }),
      await callApi(api, {
        method: 'POST',
        path: `${route}/delete/shapes-reader`,
        body: { article_id: 7 },
      }),
    ];
    expect(exchanges.map((exchange) => exchange.status)).toEqual([200, 200, 409, 200]);
    for (const exchange of exchanges) expect(contractIssues(exchange), exchange.path).toEqual([]);
  });
});

describe("the content adapter on the sandbox's API root", () => {
  it('reads the WordPress index of the site: its name and the wp/v2 and app routes', async () => {
    const content = new WordPressContentAdapter(
      wordpress(upstreams.live('content-api'), answeringLog),
    );
    const answer = await content.apiIndex(dk);
    const index = answer.ok ? answer.value : null;
    expect(index?.name).toMatch(/\S/);
    expect(index?.namespaces).toEqual(expect.arrayContaining(['wp/v2', 'app']));
  });
});

describe('the search adapter on the sandbox, with=category', () => {
  it("names each hit's category, the card's kicker", async () => {
    const search = new WordPressSearchAdapter(
      wordpress(upstreams.live('content-api'), answeringLog),
    );
    const results = orNull(await search.search(dk, { query: 'squat', page: 1, perPage: 10 }));
    expect(results?.teasers.length).toBeGreaterThan(0);
    for (const hit of results?.teasers ?? []) expect(hit.categoryName).toMatch(/\S/);
  });
});

describe("the search adapter on the sandbox's brand-prefixed facet fields", () => {
  it.each([
    ['wom-dk', () => dk],
    ['wom-se', () => se],
  ])('%s: reads them as category and type, and filters by a chosen category', async (_id, site) => {
    const search = new WordPressSearchAdapter(
      wordpress(upstreams.live('content-api'), answeringLog),
    );
    const all = orNull(await search.search(site(), { query: 'a', page: 1, perPage: 50 }));
    expect(all?.facets.map((facet) => facet.field)).toEqual(['category', 'type']);
    const option = all?.facets[0]?.options[0];
    expect(option).toBeDefined();

    const chosen = orNull(
      await search.search(site(), {
        query: 'a',
        page: 1,
        perPage: 50,
        facets: { category: [option?.label ?? ''] },
      }),
    );

    expect(chosen?.pagination.total).toBe(option?.count);
    expect(chosen?.facets[0]?.options.find(({ label }) => label === option?.label)?.active).toBe(
      true,
    );
  });
});

describe('the adapters on the sandbox', () => {
  it('logged no failure while the sandbox answered, and one for each failing upstream', () => {
    expect(answeringLog.lines).toEqual([]);
    expect(failingLog.lines.length).toBeGreaterThan(0);
  });
});
