import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentMarketingHttpAdapter } from '../../../src/adapters/content-marketing/content-marketing-http.adapter';
import { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import { MaterialsHttpAdapter } from '../../../src/adapters/materials/materials-http.adapter';
import { NewsletterHttpAdapter } from '../../../src/adapters/newsletter/newsletter-http.adapter';
import {
  isoDurationOfSeconds,
  VideoProviderHttpAdapter,
} from '../../../src/adapters/video-provider/video-provider-http.adapter';
import { siteFixture } from '../../fakes/domain-builders';
import { InMemoryMetrics } from '../../fakes/metrics.fake';

const ORIGIN = 'http://services.test';
const site = siteFixture({
  upstreams: {
    ...siteFixture().upstreams,
    newsletter: `${ORIGIN}/newsletter`,
    materials: `${ORIGIN}/materials`,
    contentMarketing: `${ORIGIN}/cm`,
    videoProvider: `${ORIGIN}/video`,
  },
});

let agent: MockAgent;
let metrics: InMemoryMetrics;
let logged: string[];
let http: UpstreamHttpClient;
const logger = {
  warn: (_o: unknown, m?: string) => logged.push(`warn ${m ?? ''}`),
  error: (_o: unknown, m?: string) => logged.push(`error ${m ?? ''}`),
};

beforeEach(() => {
  agent = new MockAgent();
  agent.disableNetConnect();
  metrics = new InMemoryMetrics();
  logged = [];
  http = new UpstreamHttpClient({ metrics, service: 'services', dispatcher: agent });
});
afterEach(async () => {
  await agent.close();
});

describe('NewsletterHttpAdapter', () => {
  it('reads the permission text for the brand and locale', async () => {
    agent
      .get(ORIGIN)
      .intercept({
        path: '/newsletter/api/v1/newsletters/permission_text?brand_code=WOM&locale=da-DK',
        method: 'GET',
      })
      .reply(200, {
        data: { text: 'Ja tak til nyhedsbrevet', newsletter_ids: ['3', 4], version: 'v2' },
      });
    expect(await new NewsletterHttpAdapter({ http, logger }).permissionText(site)).toEqual({
      ok: true,
      value: { text: 'Ja tak til nyhedsbrevet', newsletterIds: [3, 4], version: 'v2' },
    });
  });

  it('posts the sign-up as JSON and tells subscribed, already subscribed and failed apart', async () => {
    const adapter = new NewsletterHttpAdapter({ http, logger });
    const signUp = {
      email: 'anna@wom.test',
      newsletterIds: [3],
      permissionVersion: 'v2',
      source: 'article',
    };
    let sent: unknown = null;
    agent
      .get(ORIGIN)
      .intercept({
        path: '/newsletter/sign_up',
        method: 'POST',
        body: (body) => {
          sent = JSON.parse(body) as unknown;
          return true;
        },
      })
      .reply(201, {});
    expect(await adapter.signUp(site, signUp)).toEqual({ ok: true, value: 'subscribed' });
    expect(sent).toMatchObject({
      email: 'anna@wom.test',
      newsletter_ids: [3],
      brand_code: 'WOM',
      locale: 'da-DK',
    });
    agent.get(ORIGIN).intercept({ path: '/newsletter/sign_up', method: 'POST' }).reply(409, {});
    expect(await adapter.signUp(site, signUp)).toEqual({ ok: true, value: 'already-subscribed' });
    agent.get(ORIGIN).intercept({ path: '/newsletter/sign_up', method: 'POST' }).reply(500, {});
    expect(await adapter.signUp(site, signUp)).toMatchObject({
      ok: false,
      failure: {
        code: 'UPSTREAM_BAD_STATUS',
        retryable: true,
        detail: { operation: 'sign-up', status: 500 },
      },
    });
    expect(logged).toEqual(['error newsletter sign-up failed']);
  });
});

describe('MaterialsHttpAdapter', () => {
  it('asks for the ids in the site language with a Bearer token', async () => {
    agent
      .get(ORIGIN)
      .intercept({
        path: '/materials/api/v1/materials/locale/da/12,ab-3',
        method: 'GET',
        headers: { authorization: 'Bearer secret' },
      })
      .reply(200, { data: [{ id: 12, name: 'Maling', unit: 'l' }] });
    const materials = await new MaterialsHttpAdapter({ http, logger, token: 'secret' }).materials(
      site,
      ['12', 'ab-3', '../x'],
    );
    expect(materials).toEqual({
      ok: true,
      value: [
        { id: '12', name: 'Maling', description: null, imageUrl: null, url: null, unit: 'l' },
      ],
    });
  });

  it('answers the failure and counts it when the service breaks the contract', async () => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/materials/api/v1/materials/locale/da/1', method: 'GET' })
      .reply(200, { items: [] });
    expect(
      await new MaterialsHttpAdapter({ http, logger, token: null }).materials(site, ['1']),
    ).toMatchObject({
      ok: false,
      failure: { code: 'UPSTREAM_INVALID_RESPONSE', service: 'services', retryable: false },
    });
    expect(metrics.outcomesOf('materials')).toEqual(['invalid']);
  });
});

describe('ContentMarketingHttpAdapter', () => {
  it('maps sponsored teasers and marks them commercial', async () => {
    agent
      .get(ORIGIN)
      .intercept({
        path: '/cm/api/v1/teasers?brand_code=WOM&locale=da-DK&limit=4&category_id=7',
        method: 'GET',
      })
      .reply(200, {
        data: [
          {
            id: 5,
            title: 'Sponsoreret',
            url: 'https://partner.example/a',
            label: 'Annonce',
            sponsor: 'Partner',
          },
        ],
      });
    const teasers = await new ContentMarketingHttpAdapter({ http, logger }).teasers(site, {
      limit: 4,
      categoryId: 7,
    });
    expect(teasers.ok ? teasers.value[0] : teasers).toMatchObject({
      id: 5,
      title: 'Sponsoreret',
      link: 'https://partner.example/a',
      commercialType: 'content_marketing',
      label: 'Annonce',
    });
  });
});

describe('VideoProviderHttpAdapter', () => {
  it('maps public media metadata for structured data', async () => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/video/v2/media/Ab12Cd34', method: 'GET' })
      .reply(200, {
        playlist: [
          {
            mediaid: 'Ab12Cd34',
            title: 'Planken',
            description: 'Sådan',
            image: 'https://img/p.jpg',
            pubdate: 1_700_000_000,
            duration: 750,
            sources: [
              { file: 'https://v/p.m3u8', type: 'application/vnd.apple.mpegurl' },
              { file: 'https://v/p.mp4', type: 'video/mp4' },
            ],
          },
        ],
      });
    const answer = await new VideoProviderHttpAdapter({ http, logger }).media(site, 'Ab12Cd34');
    expect(answer.ok ? answer.value : answer).toEqual({
      id: 'Ab12Cd34',
      name: 'Planken',
      description: 'Sådan',
      thumbnailUrl: 'https://img/p.jpg',
      uploadDate: '2023-11-14T22:13:20.000Z',
      duration: 'PT12M30S',
      contentUrl: 'https://v/p.mp4',
      embedUrl: null,
    });
  });

  it('answers null for unknown media without counting an error, and never calls with an unsafe id', async () => {
    agent.get(ORIGIN).intercept({ path: '/video/v2/media/missing', method: 'GET' }).reply(404, {});
    const adapter = new VideoProviderHttpAdapter({ http, logger });
    expect(await adapter.media(site, 'missing')).toEqual({ ok: true, value: null });
    expect(await adapter.media(site, '../admin')).toEqual({ ok: true, value: null });
    expect(metrics.upstream.map((o) => o.outcome)).toEqual(['not_found']);
  });

  it('writes ISO 8601 durations', () => {
    expect(isoDurationOfSeconds(750)).toBe('PT12M30S');
    expect(isoDurationOfSeconds(3600)).toBe('PT1H');
    expect(isoDurationOfSeconds(0)).toBe('PT0S');
  });
});

describe('services that are not configured', () => {
  it('answer null or failed without a call', async () => {
    const bare = siteFixture();
    expect(await new NewsletterHttpAdapter({ http, logger }).permissionText(bare)).toEqual({
      ok: true,
      value: null,
    });
    expect(
      await new NewsletterHttpAdapter({ http, logger }).signUp(bare, {
        email: 'a@b',
        newsletterIds: [],
        permissionVersion: null,
        source: 'x',
      }),
    ).toMatchObject({
      ok: false,
      failure: { code: 'NEWSLETTER_UNAVAILABLE', service: 'newsletter', retryable: false },
    });
    expect(await new VideoProviderHttpAdapter({ http, logger }).media(bare, 'x')).toEqual({
      ok: true,
      value: null,
    });
    expect(metrics.upstream).toEqual([]);
  });
});
