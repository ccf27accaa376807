import type { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompositeTeasersAdapter } from '../../../src/adapters/favourites/composite-teasers.adapter';
import { siteFixture } from '../../fakes/domain-builders';
import type { InMemoryMetrics } from '../../fakes/metrics.fake';
import { mockUpstream } from '../../support/mock-upstream';
import { fixtureJson } from '../../support/recorded-content-api';

const API = 'http://content.test';
const site = siteFixture({
  upstreams: { ...siteFixture().upstreams, contentApi: `${API}/wom-dk` },
});

let agent: MockAgent;
let metrics: InMemoryMetrics;
let logged: string[];
let adapter: CompositeTeasersAdapter;

beforeEach(() => {
  const upstream = mockUpstream();
  ({ agent, metrics, logged } = upstream);
  adapter = new CompositeTeasersAdapter({
    http: upstream.client('content-api'),
    logger: upstream.logger,
  });
});
afterEach(async () => {
  await agent.close();
});

/** The recorded composite with its id and fields changed. */
function composite(id: number, fields: Record<string, unknown> = {}): unknown {
  const recorded = fixtureJson('composite-full.json') as { data: Record<string, unknown> };
  return { data: { ...recorded.data, id, ...fields } };
}

function answer(id: number, status: number, body: unknown): void {
  agent
    .get(API)
    .intercept({ path: `/wom-dk/wp-json/wp/v2/composites/${String(id)}?lang=da`, method: 'GET' })
    .reply(status, JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

describe('CompositeTeasersAdapter', () => {
  it('maps the recorded composite to a teaser on a path of the site', async () => {
    answer(36402, 200, fixtureJson('composite-full.json'));
    const [teaser] = await adapter.teasers(site, [36402]);
    expect(teaser).toMatchObject({
      id: 36402,
      title: 'Proteinpandekager med skyr',
      link: '/mad/opskrifter/proteinpandekager-med-skyr',
      canonicalUrl: 'https://iform.dk/mad/opskrifter/proteinpandekager-med-skyr',
      status: 'publish',
      kind: 'Article',
      template: 'recipe',
      image: {
        url: 'https://images.bonnier.cloud/files/ifo/production/2022/01/31094512/proteinpandekager.jpg',
      },
    });
  });

  it('keeps a locked article whose lead image is a bare id, without an image', async () => {
    answer(5, 200, composite(5, { lead_image: 36403 }));
    const teasers = await adapter.teasers(site, [5]);
    expect(teasers.map((teaser) => [teaser.id, teaser.image])).toEqual([[5, null]]);
  });

  it('leaves out drafts, unknown ids and failed calls, in the order asked', async () => {
    answer(1, 200, composite(1));
    answer(2, 200, composite(2, { status: 'draft' }));
    answer(3, 404, {
      code: 'rest_post_invalid_id',
      message: 'Invalid post ID.',
      data: { status: 404 },
    });
    answer(4, 500, { code: 'internal_server_error' });
    answer(6, 200, { data: { id: 6 } });
    answer(7, 200, composite(7));
    const teasers = await adapter.teasers(site, [1, 2, 3, 4, 6, 7]);
    expect(teasers.map((teaser) => teaser.id)).toEqual([1, 7]);
    expect(metrics.upstream.map((o) => o.outcome).sort()).toEqual([
      'error',
      'invalid',
      'not_found',
      'ok',
      'ok',
      'ok',
    ]);
    expect(logged).toContain('error favourite teaser failed');
  });

  it('asks for at most 60 articles', async () => {
    agent
      .get(API)
      .intercept({ path: (path) => path.includes('/wp/v2/composites/'), method: 'GET' })
      .reply(200, (options) => {
        const id = Number(/composites\/(\d+)/.exec(options.path)?.[1]);
        return JSON.stringify(composite(id));
      })
      .times(70);
    const ids = Array.from({ length: 70 }, (_, index) => index + 1);
    const teasers = await adapter.teasers(site, ids);
    expect(teasers).toHaveLength(60);
    expect(metrics.upstream).toHaveLength(60);
  });
});
