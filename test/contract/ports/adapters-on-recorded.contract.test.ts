/**
 * The production adapters hold their ports' contracts against the real API's recorded answers
 * (`test/support/recorded-content-api.ts` over `docs/content-api/recorded/` and
 * `test/fixtures/contract/derived/`), and the subscription
 * adapter against a service answering as its port describes (undici `MockAgent`: there is no
 * sandbox of it).
 */
import { MockAgent } from 'undici';
import { afterAll, beforeAll } from 'vitest';
import { CompositeTeasersAdapter } from '../../../src/adapters/favourites/composite-teasers.adapter';
import { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import { SubscriptionHttpAdapter } from '../../../src/adapters/subscription/subscription-http.adapter';
import { WordPressContentAdapter } from '../../../src/adapters/wordpress/wordpress-content.adapter';
import { WordPressSearchAdapter } from '../../../src/adapters/wordpress/wordpress-search.adapter';
import { WordPressSitemapAdapter } from '../../../src/adapters/wordpress/wordpress-sitemap.adapter';
import type { Site } from '../../../src/domain/site/site.types';
import { iformSite } from '../../adapters/wordpress/content-api.harness';
import { siteFixture } from '../../fakes/domain-builders';
import { InMemoryMetrics } from '../../fakes/metrics.fake';
import {
  startRecordedContentApi,
  type RecordedContentApi,
} from '../../support/recorded-content-api';
import { articleTeasersPortContract } from './article-teasers.contract';
import { contentPortContract } from './content.contract';
import type { PortTarget } from './port-contract';
import { searchPortContract, searchRelayPortContract } from './search.contract';
import { sitemapPortContract } from './sitemap.contract';
import { subscriptionPortContract } from './subscription.contract';
import { keptLog, Upstreams } from './upstreams';

const upstreams = new Upstreams();
const log = keptLog();
let api: RecordedContentApi;
let site: Site;

beforeAll(async () => {
  api = await startRecordedContentApi();
  site = iformSite({
    upstreams: {
      ...siteFixture().upstreams,
      contentApi: api.origin,
      contentAdminApi: api.origin,
      imageHost: null,
    },
  });
});

afterAll(async () => {
  await upstreams.close();
  await api.close();
});

/** One adapter of the content API: over the recorded answers, or over a dead upstream. */
function contentApiTarget<P, G>(
  make: (deps: { http: UpstreamHttpClient; logger: ReturnType<typeof keptLog> }) => P,
  given: G,
): PortTarget<P, G> {
  let live: UpstreamHttpClient | null = null;
  return {
    answering: () => {
      live ??= upstreams.live('content-api');
      return { port: make({ http: live, logger: log }), site, given };
    },
    failing: () => ({
      port: make({ http: upstreams.failing('content-api'), logger: log }),
      site,
    }),
    timingOut: () => ({
      port: make({ http: upstreams.timingOut('content-api'), logger: log }),
      site,
    }),
  };
}

contentPortContract(
  'WordPressContentAdapter on the recorded API',
  contentApiTarget((deps) => new WordPressContentAdapter(deps), {
    pagePath: '/',
    missingPath: '/traening/findes-ikke',
  }),
);
searchPortContract(
  'WordPressSearchAdapter on the recorded API',
  contentApiTarget((deps) => new WordPressSearchAdapter(deps), { term: 'protein' }),
);
searchRelayPortContract(
  'WordPressSearchAdapter (relay) on the recorded API',
  contentApiTarget((deps) => new WordPressSearchAdapter(deps), { term: 'protein' }),
);
sitemapPortContract(
  'WordPressSitemapAdapter on the recorded API',
  contentApiTarget((deps) => new WordPressSitemapAdapter(deps.http, deps.logger), {
    type: 'category',
  }),
);
articleTeasersPortContract(
  'CompositeTeasersAdapter on the recorded API',
  contentApiTarget((deps) => new CompositeTeasersAdapter(deps), {
    // 36506 sends its lead image as a bare id, as a locked article does.
    publishedIds: [36184, 36402, 36506],
    unknownId: 1,
    draftId: null,
  }),
);

/**
 * The subscription-status service as its port describes it: `Bearer token-1` is accepted,
 * `paying` has an active subscription (`{data: {active: true}}`), anyone else has none.
 */
const SUBSCRIPTION = 'http://subscription.test';
function subscriptionService(): MockAgent {
  const agent = new MockAgent();
  agent.disableNetConnect();
  agent
    .get(SUBSCRIPTION)
    .intercept({ path: (path) => path.startsWith('/subscribers/'), method: 'GET' })
    .reply((request) => {
      const headers = request.headers as Record<string, string>;
      if (headers.authorization !== 'Bearer token-1') return { statusCode: 401, data: '{}' };
      const id = decodeURIComponent(request.path.slice('/subscribers/'.length));
      return { statusCode: 200, data: JSON.stringify({ data: { active: id === 'paying' } }) };
    })
    .persist();
  return agent;
}

let subscriptionAgent: MockAgent | null = null;
afterAll(async () => {
  await subscriptionAgent?.close();
});

subscriptionPortContract('SubscriptionHttpAdapter', {
  answering: () => {
    subscriptionAgent ??= subscriptionService();
    const http = new UpstreamHttpClient({
      metrics: new InMemoryMetrics(),
      service: 'subscription',
      dispatcher: subscriptionAgent,
    });
    return {
      port: new SubscriptionHttpAdapter({ http }),
      site,
      given: {
        serviceUrl: SUBSCRIPTION,
        token: 'token-1',
        subscriberId: 'paying',
        nonSubscriberId: 'free',
      },
    };
  },
  failing: () => ({
    port: new SubscriptionHttpAdapter({ http: upstreams.failing('subscription') }),
    site: { ...site, upstreams: { ...site.upstreams, subscription: SUBSCRIPTION } },
  }),
});
