import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WordPressSitemapAdapter } from '../../../src/adapters/wordpress/wordpress-sitemap.adapter';
import {
  categorySitemapPage,
  sitemapIndexAnswer,
  sitemapPageAnswer,
} from '../../fixtures/manual/wordpress/sitemap.fixture';
import {
  answered,
  API,
  contentApiHarness,
  SITE_ORIGIN,
  type ContentApiHarness,
} from './content-api.harness';

const INDEX = `${API}/app/sitemaps`;

/** A failure of the content API with this code (a broken answer is not worth a retry). */
function failure(code: string) {
  return { ok: false, failure: { code, service: 'content-api', retryable: false } };
}

describe('WordPressSitemapAdapter over the content API', () => {
  let harness: ContentApiHarness;
  let source: WordPressSitemapAdapter;

  beforeEach(() => {
    harness = contentApiHarness();
    source = new WordPressSitemapAdapter(harness.http, harness.logger);
  });

  afterEach(async () => {
    await harness.close();
  });

  /** The outage log's lines of a failed sitemap call (at most a line a second, at error). */
  function sitemapFailures() {
    return harness.errors().filter((line) => line.msg === 'content API sitemap unavailable');
  }

  describe('the index: app/sitemaps → {data: [{type, lastmod, pages, urls}]}', () => {
    it('maps the recorded index, with lastmod in the site zone', async () => {
      harness.reply(INDEX, { body: sitemapIndexAnswer() });

      const index = answered(await source.index(harness.site));

      expect(index).toEqual([
        { id: 'category', lastModified: '2022-01-31T10:12:40+01:00', pages: 1 },
        { id: 'contenthub_composite', lastModified: '2022-02-03T13:05:42+01:00', pages: 6 },
        { id: 'page', lastModified: '2022-02-03T08:12:45+01:00', pages: 1 },
        { id: 'post_tag', lastModified: '2022-01-28T16:40:02+01:00', pages: 2 },
      ]);
      expect(Object.fromEntries(harness.onlyRequest().url.searchParams)).toEqual({ lang: 'da' });
      expect(sitemapFailures()).toEqual([]);
    });

    it('reads a missing or odd page count as 1 and caps a huge one', async () => {
      harness.reply(INDEX, {
        body: {
          data: [
            { type: 'page', lastmod: null, urls: [] },
            { type: 'category', lastmod: '2022-01-31T09:12:40+00:00', pages: '0' },
            { type: 'post_tag', lastmod: '2022-01-31T09:12:40+00:00', pages: 1e9 },
          ],
        },
      });

      const index = answered(await source.index(harness.site));

      expect(index.map((ref) => [ref.id, ref.pages, ref.lastModified])).toEqual([
        ['page', 1, null],
        ['category', 1, '2022-01-31T10:12:40+01:00'],
        ['post_tag', 10_000, '2022-01-31T10:12:40+01:00'],
      ]);
    });

    it.each([
      ['data is not a list', { data: { type: 'page' } }],
      ['a type is not a word', { data: [{ type: '../../wp-admin', lastmod: null, pages: 1 }] }],
      ['no data at all', []],
    ])('answers a failure and logs the reason when %s', async (_what, body) => {
      harness.reply(INDEX, { body });

      expect(await source.index(harness.site)).toMatchObject(failure('UPSTREAM_INVALID_RESPONSE'));
      expect(sitemapFailures()).toEqual([
        expect.objectContaining({
          service: 'content-api',
          code: 'UPSTREAM_INVALID_RESPONSE',
          site: 'ifo-dk',
          operation: 'sitemaps',
          reason: expect.stringMatching(/\S/) as unknown,
        }),
      ]);
    });

    it('answers the failure with its status and logs it when the upstream fails', async () => {
      harness.reply(INDEX, { status: 500, body: { code: 'internal_server_error' } });

      expect(await source.index(harness.site)).toMatchObject({
        ok: false,
        failure: {
          ...failure('UPSTREAM_BAD_STATUS').failure,
          retryable: true,
          detail: { status: 500 },
        },
      });
      expect(sitemapFailures()).toEqual([
        expect.objectContaining({
          operation: 'sitemaps',
          reason: expect.stringContaining('500') as unknown,
        }),
      ]);
    });
  });

  describe('a page: app/sitemaps/{type}?page=N → {data: {type, items: [{loc, lastmod}]}}', () => {
    it("maps the locations onto the site's own origin, with lastmod in the site zone", async () => {
      harness.reply(`${INDEX}/category`, { body: categorySitemapPage() });

      const entries = answered(await source.page(harness.site, 'category', 1));

      expect(entries).toEqual([
        { url: `${SITE_ORIGIN}/traening`, lastModified: '2022-02-03T13:05:42+01:00' },
        { url: `${SITE_ORIGIN}/traening/styrke`, lastModified: '2022-07-14T09:32:11+02:00' },
        { url: `${SITE_ORIGIN}/mad/opskrifter`, lastModified: '2022-02-03T13:05:42+01:00' },
      ]);
      expect(Object.fromEntries(harness.onlyRequest().url.searchParams)).toEqual({
        page: '1',
        lang: 'da',
      });
    });

    it('asks for the page given and encodes the type', async () => {
      harness.reply(`${INDEX}/contenthub_composite`, {
        body: sitemapPageAnswer('contenthub_composite', []),
      });

      expect(await source.page(harness.site, 'contenthub_composite', 2)).toEqual({
        ok: true,
        value: [],
      });
      expect(harness.onlyRequest().url.searchParams.get('page')).toBe('2');
    });

    it('drops locations on other sites and items without a location', async () => {
      harness.reply(`${INDEX}/page`, {
        body: sitemapPageAnswer('page', [
          { loc: 'https://iform.dk/', lastmod: '2022-02-03T08:12:45+01:00' },
          { loc: 'https://evil.example/phish', lastmod: '2022-02-03T08:12:45+01:00' },
          { lastmod: '2022-02-03T08:12:45+01:00' },
          { loc: '/om-iform', lastmod: 'not a date' },
        ]),
      });

      const entries = answered(await source.page(harness.site, 'page', 1));

      expect(entries).toEqual([
        { url: `${SITE_ORIGIN}/`, lastModified: '2022-02-03T08:12:45+01:00' },
        { url: `${SITE_ORIGIN}/om-iform`, lastModified: null },
      ]);
    });

    it('reads items sent as an object with holes', async () => {
      const page = categorySitemapPage();
      const { items } = page.data as { items: unknown[] };
      harness.reply(`${INDEX}/category`, {
        body: { data: { type: 'category', items: { '0': items[0], '2': items[2] } } },
      });

      const entries = answered(await source.page(harness.site, 'category', 1));

      expect(entries.map((entry) => entry.url)).toEqual([
        `${SITE_ORIGIN}/traening`,
        `${SITE_ORIGIN}/mad/opskrifter`,
      ]);
    });

    it('answers no entries for a page that does not exist (404)', async () => {
      harness.reply(`${INDEX}/post_tag`, { status: 404, body: null });

      expect(await source.page(harness.site, 'post_tag', 9)).toEqual({ ok: true, value: [] });
      expect(sitemapFailures()).toEqual([]);
    });

    it('answers a failure for a cut-off answer that is not JSON, logged with the reason', async () => {
      harness.reply(`${INDEX}/post_tag`, {
        body: '{"data":{"type":"post_tag","items":[{"loc":"https:\\/\\/iform.dk\\/tags\\/squat","lastmod":"20',
      });

      expect(await source.page(harness.site, 'post_tag', 2)).toMatchObject(
        failure('UPSTREAM_INVALID_JSON'),
      );
      expect(sitemapFailures()).toEqual([
        expect.objectContaining({
          operation: 'sitemap',
          reason: expect.stringMatching(/JSON/) as unknown,
        }),
      ]);
    });

    it('answers a failure for a bad shape, logged with the reason', async () => {
      harness.reply(`${INDEX}/category`, { body: { data: [] } });

      expect(await source.page(harness.site, 'category', 1)).toMatchObject(
        failure('UPSTREAM_INVALID_RESPONSE'),
      );
      expect(sitemapFailures()).toEqual([
        expect.objectContaining({
          operation: 'sitemap',
          reason: expect.stringContaining('data') as unknown,
        }),
      ]);
    });
  });
});
