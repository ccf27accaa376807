import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compositeFixture,
  imageWidget,
  textItemWidget,
} from '../../fixtures/manual/wordpress/composite.fixture';
import { categoryFixture, contentTeasers } from '../../fixtures/manual/wordpress/listing.fixture';
import { pageFixture } from '../../fixtures/manual/wordpress/page.fixture';
import { resolveAnswer } from '../../fixtures/manual/wordpress/resolve.fixture';
import { teaserFixture } from '../../fixtures/manual/wordpress/teaser.fixture';
import {
  contentApiHarness,
  expectKind,
  RESOLVE_PATH,
  type ContentApiHarness,
} from './content-api.harness';

describe('WordPressContentAdapter.resolve failures and request shape', () => {
  let harness: ContentApiHarness;

  beforeEach(() => {
    harness = contentApiHarness();
  });

  afterEach(async () => {
    await harness.close();
  });

  describe('failures answer null', () => {
    it('answers null for a 500, counts it as an error and logs the status and code', async () => {
      harness.reply(RESOLVE_PATH, { status: 500, body: { message: 'boom' } });

      const resolved = await harness.content.resolve(harness.site, '/a/b', {});

      expect(resolved).toBeNull();
      expect(harness.metrics.upstream).toEqual([
        expect.objectContaining({ service: 'content-api', operation: 'resolve', outcome: 'error' }),
      ]);
      expect(harness.errors()).toEqual([
        expect.objectContaining({
          service: 'content-api',
          route: 'app/resolve',
          status: 500,
          code: 'UPSTREAM_BAD_STATUS',
        }),
      ]);
    });

    it('answers null when the deadline passes before the reply, counted as a timeout', async () => {
      const slow = contentApiHarness({ timeouts: { deadlineMs: 50 } });
      slow.reply(RESOLVE_PATH, { body: resolveAnswer('page', pageFixture()), delayMs: 1000 });

      const started = performance.now();
      const resolved = await slow.content.resolve(slow.site, '/', {});

      expect(resolved).toBeNull();
      expect(performance.now() - started).toBeLessThan(900);
      expect(slow.metrics.outcomesOf('resolve')).toEqual(['timeout']);
      expect(slow.errors()[0]).toMatchObject({ code: 'UPSTREAM_DEADLINE_EXCEEDED', status: null });
      await slow.close();
    });

    it('answers null for a body that is not JSON, counted as invalid', async () => {
      harness.reply(RESOLVE_PATH, { body: '<html>Fatal error</html>' });

      const resolved = await harness.content.resolve(harness.site, '/a/b', {});

      expect(resolved).toBeNull();
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['invalid']);
      expect(harness.errors()[0]).toMatchObject({ code: 'UPSTREAM_INVALID_JSON', status: 200 });
    });

    it('answers null when the entity itself breaks the schema, counted as invalid', async () => {
      harness.reply(RESOLVE_PATH, {
        body: resolveAnswer('composite', compositeFixture({ id: null, title: null })),
      });

      const resolved = await harness.content.resolve(harness.site, '/a/b', {});

      expect(resolved).toBeNull();
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['invalid']);
      expect(harness.errors()[0]).toMatchObject({ code: 'UPSTREAM_INVALID_RESPONSE' });
    });

    it('answers null for an unknown meta.type', async () => {
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('search', []) });

      expect(await harness.content.resolve(harness.site, '/search', {})).toBeNull();
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['invalid']);
    });

    it('answers null when the connection fails, counted as an error', async () => {
      harness.agent
        .get('http://content.test')
        .intercept({ path: (path) => path.startsWith(RESOLVE_PATH) })
        .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

      const resolved = await harness.content.resolve(harness.site, '/a/b', {});

      expect(resolved).toBeNull();
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['error']);
      expect(harness.errors()[0]).toMatchObject({ code: 'UPSTREAM_UNREACHABLE' });
    });
  });

  describe('bad data inside a page', () => {
    it('drops one invalid widget, renders the rest and logs a warning', async () => {
      const composite = compositeFixture({
        contents: {
          data: [textItemWidget('first'), textItemWidget('broken', { body: 42 }), imageWidget()],
        },
      });
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('composite', composite) });

      const { article } = expectKind(
        await harness.content.resolve(harness.site, '/a/b', {}),
        'article',
      );

      expect(article.widgets.map((widget) => widget.key)).toEqual(['widget-0', 'widget-2']);
      expect(article.widgets[0]).toMatchObject({ type: 'text_item', body: 'first' });
      expect(harness.warnings()).toEqual([
        expect.objectContaining({
          item: 'widget',
          index: 1,
          type: 'text_item',
          route: 'app/resolve',
        }),
      ]);
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['ok']);
    });

    it('keeps a locked widget whose fields are null, as unsupported and locked', async () => {
      const composite = compositeFixture({
        contents: {
          data: [textItemWidget('free'), textItemWidget('x', { locked: true, body: null })],
        },
      });
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('composite', composite) });

      const { article } = expectKind(
        await harness.content.resolve(harness.site, '/a/b', {}),
        'article',
      );

      expect(article.widgets[1]).toEqual({
        type: 'unsupported',
        widgetType: 'text_item',
        key: 'widget-1',
        locked: true,
      });
      expect(harness.warnings()).toEqual([]);
    });

    it('maps a widget type the renderer does not know to unsupported', async () => {
      const composite = compositeFixture({
        contents: { data: [{ type: 'hologram', locked: false, uuid: 'x', depth: 3 }] },
      });
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('composite', composite) });

      const { article } = expectKind(
        await harness.content.resolve(harness.site, '/a/b', {}),
        'article',
      );

      expect(article.widgets).toEqual([
        { type: 'unsupported', widgetType: 'hologram', key: 'widget-0', locked: false },
      ]);
    });

    it('drops one invalid teaser of a category and keeps the others', async () => {
      const category = categoryFixture({
        'content-teasers': contentTeasers([
          teaserFixture({ id: 1 }),
          teaserFixture({ id: 2, link: null }),
          teaserFixture({ id: 3 }),
        ]),
      });
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('category', category) });

      const { listing } = expectKind(
        await harness.content.resolve(harness.site, '/traening/styrke', {}),
        'listing',
      );

      expect(listing.teasers.map((teaser) => teaser.id)).toEqual([1, 3]);
      expect(harness.warnings()).toEqual([expect.objectContaining({ item: 'teaser', index: 1 })]);
    });
  });

  describe('request shape', () => {
    it('calls app/resolve on the content host with the path, the allowed query and lang', async () => {
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('category', categoryFixture()) });

      await harness.content.resolve(harness.site, '/traening/styrke', { page: '2', per_page: '4' });

      const { url, headers } = harness.onlyRequest();
      expect(url.origin).toBe('http://content.test');
      expect(url.pathname).toBe('/wom-dk/wp-json/app/resolve');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        path: '/traening/styrke',
        page: '2',
        per_page: '4',
        lang: 'da',
      });
      expect(headers).toMatchObject({ accept: 'application/json' });
      expect(headers['user-agent']).toMatch(/magazine-platform/);
    });

    it('sends a preview to the admin host with Cache=false', async () => {
      harness.reply(
        RESOLVE_PATH,
        { body: resolveAnswer('composite', compositeFixture()) },
        'http://admin.content.test',
      );

      await harness.content.resolve(harness.site, '/traening/styrke/5-ovelser', {
        preview: 'true',
        preview_id: '1201',
      });

      const { url } = harness.onlyRequest();
      expect(url.origin).toBe('http://admin.content.test');
      expect(url.searchParams.get('Cache')).toBe('false');
      expect(url.searchParams.get('preview_id')).toBe('1201');
    });

    it('sends a cacheClear path to the admin host with Cache=false', async () => {
      harness.reply(
        RESOLVE_PATH,
        { body: resolveAnswer('page', pageFixture()) },
        'http://admin.content.test',
      );

      await harness.content.resolve(harness.site, '/cacheClear', {});

      expect(harness.onlyRequest().url.searchParams.get('Cache')).toBe('false');
    });

    it('uses the page and per_page of the query as pagination defaults', async () => {
      const category = categoryFixture({
        'content-teasers': contentTeasers([teaserFixture()], null),
      });
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('category', category) });

      const { listing } = expectKind(
        await harness.content.resolve(harness.site, '/traening/styrke', {
          page: '3',
          per_page: '4',
        }),
        'listing',
      );

      expect(listing.pagination).toMatchObject({ page: 3, perPage: 4 });
    });
  });
});
