import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compositeAnswer,
  compositeWithWidgets,
  RECORDED_COMPOSITE_ID,
  textItemWidget,
} from '../../fixtures/manual/wordpress/composite.fixture';
import { categoryFixture, contentTeasers } from '../../fixtures/manual/wordpress/listing.fixture';
import { pageAnswer } from '../../fixtures/manual/wordpress/page.fixture';
import {
  resolveAnswer,
  resolveAs,
  resolveComposite,
  resolveRecorded,
} from '../../fixtures/manual/wordpress/resolve.fixture';
import { teaserFixture } from '../../fixtures/manual/wordpress/teaser.fixture';
import {
  imageWidget,
  lockedFileWidget,
  lockedAudioWidget,
  lockedMultimediaWidget,
  lockedGalleryWidget,
  lockedImageWidget,
  lockedInfoboxWidget,
  lockedLinkWidget,
  lockedQuoteWidget,
  lockedTextItemWidget,
  lockedVideoWidget,
} from '../../fixtures/manual/wordpress/widgets.fixture';
import {
  ADMIN_ORIGIN,
  API,
  API_ORIGIN,
  contentApiHarness,
  expectKind,
  RESOLVE_PATH,
  type ContentApiHarness,
} from './content-api.harness';
import { contentPage } from '../../support/page-asked';

const COMPOSITE_ROUTE = `wp/v2/composites/${RECORDED_COMPOSITE_ID}`;
const COMPOSITE_PATH = `${API}/${COMPOSITE_ROUTE}`;

describe('WordPressContentAdapter.resolve failures and request shape', () => {
  let harness: ContentApiHarness;

  beforeEach(() => {
    harness = contentApiHarness();
  });

  afterEach(async () => {
    await harness.close();
  });

  function replyArticle(entity: unknown, answer: { status?: number } = {}): void {
    harness.replyResolve(resolveComposite(RECORDED_COMPOSITE_ID));
    harness.replyEntity(COMPOSITE_ROUTE, entity, answer);
  }

  describe('failures answer a failure with its precise code', () => {
    it('answers a failure for a 500 of app/resolve, counts it as an error and logs the status and code', async () => {
      harness.replyResolve({ message: 'boom' }, { status: 500 });

      const resolved = await harness.content.resolve(harness.site, contentPage('/a/b'));

      expect(resolved).toMatchObject({
        ok: false,
        failure: {
          code: 'UPSTREAM_BAD_STATUS',
          service: 'content-api',
          retryable: true,
          detail: { operation: 'resolve', status: 500 },
        },
      });
      expect(harness.requests).toHaveLength(1);
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

    it('answers a failure for a 500 of the entity call, logged with its route template', async () => {
      replyArticle({ message: 'boom' }, { status: 500 });

      const resolved = await harness.content.resolve(harness.site, contentPage('/a/b'));

      expect(resolved).toMatchObject({
        ok: false,
        failure: {
          code: 'UPSTREAM_BAD_STATUS',
          service: 'content-api',
          retryable: true,
          detail: { operation: 'composite', status: 500 },
        },
      });
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['ok']);
      expect(harness.metrics.outcomesOf('composite')).toEqual(['error']);
      expect(harness.errors()).toEqual([
        expect.objectContaining({
          route: 'wp/v2/composites/{id}',
          operation: 'composite',
          status: 500,
          code: 'UPSTREAM_BAD_STATUS',
        }),
      ]);
    });

    it('answers a failure for an entity answer with another 4xx, counted as an error', async () => {
      replyArticle({ code: 'rest_forbidden' }, { status: 403 });

      expect(await harness.content.resolve(harness.site, contentPage('/a/b'))).toMatchObject({
        ok: false,
        failure: {
          code: 'UPSTREAM_BAD_STATUS',
          service: 'content-api',
          retryable: true,
          detail: { status: 403 },
        },
      });
      expect(harness.metrics.outcomesOf('composite')).toEqual(['error']);
    });

    it('answers a failure when the deadline passes before the resolve reply, counted as a timeout', async () => {
      const slow = contentApiHarness({ timeouts: { deadlineMs: 50 } });
      slow.replyResolve(resolveRecorded('page'), { delayMs: 1000 });

      const resolved = await slow.content.resolve(slow.site, contentPage('/'));

      expect(resolved).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_DEADLINE_EXCEEDED', service: 'content-api', retryable: true },
      });
      expect(slow.metrics.outcomesOf('resolve')).toEqual(['timeout']);
      expect(slow.errors()[0]).toMatchObject({ code: 'UPSTREAM_DEADLINE_EXCEEDED', status: null });
      await slow.close();
    });

    it('answers a failure when the entity call times out, counted as a timeout of that call', async () => {
      const slow = contentApiHarness({ timeouts: { deadlineMs: 50 } });
      slow.replyResolve(resolveRecorded('page'));
      slow.replyEntity('wp/v2/pages/2', pageAnswer(), { delayMs: 1000 });

      const resolved = await slow.content.resolve(slow.site, contentPage('/'));

      expect(resolved).toMatchObject({
        ok: false,
        failure: {
          code: 'UPSTREAM_DEADLINE_EXCEEDED',
          service: 'content-api',
          retryable: true,
          detail: { operation: 'page' },
        },
      });
      expect(slow.metrics.outcomesOf('resolve')).toEqual(['ok']);
      expect(slow.metrics.outcomesOf('page')).toEqual(['timeout']);
      expect(slow.errors()[0]).toMatchObject({
        route: 'wp/v2/pages/{id}',
        code: 'UPSTREAM_DEADLINE_EXCEEDED',
      });
      await slow.close();
    });

    it('answers a failure for a body that is not JSON, counted as invalid', async () => {
      harness.replyResolve('<html>Fatal error</html>');

      const resolved = await harness.content.resolve(harness.site, contentPage('/a/b'));

      expect(resolved).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_INVALID_JSON', service: 'content-api', retryable: false },
      });
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['invalid']);
      expect(harness.errors()[0]).toMatchObject({ code: 'UPSTREAM_INVALID_JSON', status: 200 });
    });

    it('answers a failure when the entity itself breaks the schema, counted as invalid', async () => {
      replyArticle(compositeAnswer({ id: null, title: null }));

      const resolved = await harness.content.resolve(harness.site, contentPage('/a/b'));

      expect(resolved).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_INVALID_RESPONSE', service: 'content-api', retryable: false },
      });
      expect(harness.metrics.outcomesOf('composite')).toEqual(['invalid']);
      expect(harness.errors()[0]).toMatchObject({ code: 'UPSTREAM_INVALID_RESPONSE' });
    });

    it('answers a failure for an entity answer without its data envelope', async () => {
      replyArticle(compositeAnswer().data);

      expect(await harness.content.resolve(harness.site, contentPage('/a/b'))).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_INVALID_RESPONSE', service: 'content-api', retryable: false },
      });
      expect(harness.metrics.outcomesOf('composite')).toEqual(['invalid']);
    });

    it('answers a failure for an unknown meta.type, counted as invalid, without a second call', async () => {
      harness.replyResolve(resolveAnswer('hologram', { id: 1 }));

      expect(await harness.content.resolve(harness.site, contentPage('/x'))).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_INVALID_RESPONSE', service: 'content-api', retryable: false },
      });
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['invalid']);
      expect(harness.requests).toHaveLength(1);
    });

    it('makes no second call for a search answer (`/?s=`)', async () => {
      harness.replyResolve(resolveAnswer('search', []));

      await harness.content.resolve(harness.site, contentPage('/', { s: 'protein' }));

      expect(harness.requests).toHaveLength(1);
      expect(harness.requestTo(RESOLVE_PATH).url.searchParams.get('s')).toBe('protein');
    });

    it("reads the contract's search answer as the product's search page, not a failure", async () => {
      harness.replyResolve(resolveAnswer('search', []));

      expect(
        await harness.content.resolve(harness.site, contentPage('/', { s: 'protein' })),
      ).toEqual({
        ok: true,
        value: { kind: 'redirect', status: 302, location: '/search?s=protein' },
      });
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['ok']);
      expect(harness.errors()).toEqual([]);
      expect(harness.requests).toHaveLength(1);
    });

    it('answers a failure for an entity resolve without an id', async () => {
      harness.replyResolve(resolveAnswer('composite', { title: 'Uden id' }, { status: 200 }));

      expect(await harness.content.resolve(harness.site, contentPage('/x'))).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_INVALID_RESPONSE', service: 'content-api', retryable: false },
      });
      expect(harness.errors()[0]).toMatchObject({
        code: 'UPSTREAM_INVALID_RESPONSE',
        reason: expect.stringContaining('data.id') as unknown,
      });
    });

    it('answers a failure when the connection fails, counted as an error', async () => {
      harness.agent
        .get(API_ORIGIN)
        .intercept({ path: (path) => path.startsWith(RESOLVE_PATH) })
        .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

      const resolved = await harness.content.resolve(harness.site, contentPage('/a/b'));

      expect(resolved).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_UNREACHABLE', service: 'content-api', retryable: true },
      });
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['error']);
      expect(harness.errors()[0]).toMatchObject({ code: 'UPSTREAM_UNREACHABLE' });
    });
  });

  describe('the circuit breaker of the content API origin', () => {
    it('counts 5xx of either call and then refuses calls without making them', async () => {
      const fragile = contentApiHarness({ breaker: { failureThreshold: 2, coolDownMs: 60_000 } });
      fragile.replyResolve(resolveComposite(RECORDED_COMPOSITE_ID));
      fragile.replyEntity(COMPOSITE_ROUTE, { message: 'boom' }, { status: 503 });
      fragile.replyResolve({ message: 'boom' }, { status: 502 });
      fragile.replyResolve(resolveRecorded('redirect'));

      await fragile.content.resolve(fragile.site, contentPage('/a'));
      await fragile.content.resolve(fragile.site, contentPage('/b'));
      const refused = await fragile.content.resolve(fragile.site, contentPage('/c'));

      expect(refused).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_CIRCUIT_OPEN', service: 'content-api', retryable: true },
      });
      expect(fragile.requests).toHaveLength(3);
      // every call is counted; the log stays quiet in an outage: the second failure falls in the
      // same second as the first (sampled), the refusal of the open breaker writes no line
      expect(fragile.metrics.outcomesOf('resolve')).toEqual(['ok', 'error', 'error']);
      expect(fragile.metrics.outcomesOf('composite')).toEqual(['error']);
      expect(fragile.errors().map((line) => line.code)).toEqual(['UPSTREAM_BAD_STATUS']);
      await fragile.close();
    });

    it('does not count not-found answers and redirects as failures', async () => {
      const fragile = contentApiHarness({ breaker: { failureThreshold: 2, coolDownMs: 60_000 } });
      fragile.replyResolve(resolveAnswer('404', [], { status: 404 }), { status: 404 });
      fragile.replyResolve(resolveComposite(RECORDED_COMPOSITE_ID));
      fragile.replyEntity(COMPOSITE_ROUTE, { code: 'rest_post_invalid_id' }, { status: 404 });
      fragile.replyResolve(resolveRecorded('redirect'));

      await fragile.content.resolve(fragile.site, contentPage('/a'));
      await fragile.content.resolve(fragile.site, contentPage('/b'));
      const third = await fragile.content.resolve(fragile.site, contentPage('/c'));

      expect(third).toMatchObject({ ok: true, value: { kind: 'redirect' } });
      expect(fragile.requests).toHaveLength(4);
      await fragile.close();
    });
  });

  describe('bad data inside a page', () => {
    it('drops one invalid widget, renders the rest, logs a warning and counts the shape error', async () => {
      replyArticle(
        compositeWithWidgets([textItemWidget('first'), textItemWidget(42), imageWidget()]),
      );

      const { article } = expectKind(
        await harness.content.resolve(harness.site, contentPage('/a/b')),
        'article',
      );

      expect(article.widgets.map((widget) => widget.key)).toEqual(['widget-0', 'widget-2']);
      expect(article.widgets[0]).toMatchObject({ type: 'text_item', body: 'first' });
      expect(harness.warnings()).toEqual([
        expect.objectContaining({
          item: 'widget',
          index: 1,
          type: 'text_item',
          route: 'wp/v2/composites/{id}',
          operation: 'composite',
        }),
      ]);
      expect(harness.metrics.shapeErrors).toEqual([
        { resource: 'composite', field: 'widget.text_item' },
      ]);
      expect(harness.metrics.outcomesOf('composite')).toEqual(['ok']);
    });

    it('logs a dropped shape once for two identical requests, but counts it twice', async () => {
      const broken = () =>
        compositeWithWidgets([textItemWidget('first'), textItemWidget(42), textItemWidget(43)]);
      replyArticle(broken());
      replyArticle(broken());

      await harness.content.resolve(harness.site, contentPage('/a/b'));
      await harness.content.resolve(harness.site, contentPage('/a/b'));

      expect(harness.warnings()).toHaveLength(1);
      expect(harness.warnings()[0]).toMatchObject({ item: 'widget', type: 'text_item' });
      expect(harness.metrics.shapeErrors).toEqual(
        Array.from({ length: 4 }, () => ({ resource: 'composite', field: 'widget.text_item' })),
      );
    });

    it('logs each distinct shape once', async () => {
      replyArticle(
        compositeWithWidgets([textItemWidget(42), imageWidget({ file: null, image: null })]),
      );

      await harness.content.resolve(harness.site, contentPage('/a/b'));

      expect(harness.warnings().map((line) => line.type)).toEqual(['text_item', 'image']);
      expect(harness.metrics.shapeErrors.map((error) => error.field)).toEqual([
        'widget.text_item',
        'widget.image',
      ]);
    });

    it('keeps locked widgets whose content is null as unsupported and locked, without warnings', async () => {
      replyArticle(
        compositeWithWidgets([
          textItemWidget('free'),
          lockedTextItemWidget(),
          lockedImageWidget(),
          lockedVideoWidget(),
          lockedGalleryWidget(),
          lockedFileWidget(),
          lockedInfoboxWidget(),
          lockedQuoteWidget(),
          lockedLinkWidget(),
          lockedAudioWidget(),
          lockedMultimediaWidget(),
        ]),
      );

      const { article } = expectKind(
        await harness.content.resolve(harness.site, contentPage('/a/b')),
        'article',
      );

      expect(article.widgets.slice(1)).toEqual(
        [
          'text_item',
          'image',
          'video',
          'gallery',
          'file',
          'infobox',
          'quote',
          'link',
          'audio',
          'multimedia',
        ].map((widgetType, index) => ({
          type: 'unsupported',
          widgetType,
          key: `widget-${index + 1}`,
          locked: true,
        })),
      );
      expect(harness.warnings()).toEqual([]);
      expect(harness.metrics.shapeErrors).toEqual([]);
    });

    it('drops a widget type the renderer does not know and reports it as widget.<type>', async () => {
      replyArticle(
        compositeWithWidgets([
          { type: 'poll', locked: false, uuid: 'x', question: '?' },
          textItemWidget('ok'),
        ]),
      );

      const { article } = expectKind(
        await harness.content.resolve(harness.site, contentPage('/a/b')),
        'article',
      );

      expect(article.widgets.map((widget) => widget.type)).toEqual(['text_item']);
      expect(harness.metrics.shapeErrors).toEqual([
        { resource: 'composite', field: 'widget.poll' },
      ]);
      expect(harness.warnings()).toMatchObject([
        {
          item: 'widget',
          index: 0,
          type: 'poll',
          reason: 'unknown widget type: nothing renders it',
        },
      ]);
    });

    it('keeps a locked widget of an unknown type for the paywall, and reports it', async () => {
      replyArticle(compositeWithWidgets([{ type: 'poll', locked: true, uuid: 'x' }]));

      const { article } = expectKind(
        await harness.content.resolve(harness.site, contentPage('/a/b')),
        'article',
      );

      expect(article.widgets).toEqual([
        { type: 'unsupported', widgetType: 'poll', key: 'widget-0', locked: true },
      ]);
      expect(harness.metrics.shapeErrors).toEqual([
        { resource: 'composite', field: 'widget.poll' },
      ]);
    });

    it('drops a widget without a type and reports it', async () => {
      replyArticle(compositeWithWidgets([{ locked: false, uuid: 'x' }, textItemWidget('ok')]));

      const { article } = expectKind(
        await harness.content.resolve(harness.site, contentPage('/a/b')),
        'article',
      );

      expect(article.widgets.map((widget) => widget.type)).toEqual(['text_item']);
      expect(harness.metrics.shapeErrors).toEqual([{ resource: 'composite', field: 'widget' }]);
    });

    it('drops one invalid related teaser of a composite, reports it and keeps the others', async () => {
      replyArticle(
        compositeAnswer({
          related: {
            data: [
              teaserFixture({ id: 1 }),
              teaserFixture({ id: 2, link: null }),
              teaserFixture({ id: 3 }),
            ],
          },
        }),
      );

      const { article } = expectKind(
        await harness.content.resolve(harness.site, contentPage('/a/b')),
        'article',
      );

      expect(article.related?.map((teaser) => teaser.id)).toEqual([1, 3]);
      expect(harness.metrics.shapeErrors).toEqual([{ resource: 'composite', field: 'teaser' }]);
    });

    it('drops one invalid teaser of a category and keeps the others', async () => {
      const category = categoryFixture({
        'content-teasers': contentTeasers([
          teaserFixture({ id: 1 }),
          teaserFixture({ id: 2, link: null }),
          teaserFixture({ id: 3 }),
        ]),
      });
      harness.replyResolve(resolveAs('category', 'subcategory', { id: 31 }));
      harness.replyEntity('wp/v2/categories/31', { data: category });

      const { listing } = expectKind(
        await harness.content.resolve(harness.site, contentPage('/traening/styrke')),
        'listing',
      );

      expect(listing.teasers.map((teaser) => teaser.id)).toEqual([1, 3]);
      expect(harness.warnings()).toEqual([
        expect.objectContaining({ item: 'teaser', index: 1, route: 'wp/v2/categories/{id}' }),
      ]);
      expect(harness.metrics.shapeErrors).toEqual([{ resource: 'subcategory', field: 'teaser' }]);
    });

    it('reports a broken 404 page and answers not-found without it', async () => {
      harness.replyResolve(resolveAnswer('404', { id: 'x' }, { status: 404 }), { status: 404 });

      expect(await harness.content.resolve(harness.site, contentPage('/x'))).toEqual({
        ok: true,
        value: { kind: 'not-found', page: null },
      });
      expect(harness.metrics.shapeErrors).toEqual([
        { resource: 'resolve', field: 'not-found-page' },
      ]);
    });
  });

  describe('request shape', () => {
    it('calls app/resolve on the content host with the path, the allowed query and lang', async () => {
      harness.replyResolve(resolveRecorded('category'));
      harness.replyEntity('wp/v2/categories/12', { data: categoryFixture({ id: 12 }) });

      await harness.content.resolve(
        harness.site,
        contentPage('/traening', { page: '2', per_page: '4' }),
      );

      const { url, headers } = harness.requestTo(RESOLVE_PATH);
      expect(url.origin).toBe(API_ORIGIN);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        path: '/traening',
        page: '2',
        per_page: '4',
        lang: 'da',
      });
      expect(headers).toMatchObject({ accept: 'application/json' });
      expect(headers['user-agent']).toMatch(/magazine-platform/);
      expect(headers.authorization).toBeUndefined();
    });

    it('sends both calls of a preview to the admin host with Cache=false', async () => {
      harness.replyResolve(resolveComposite(RECORDED_COMPOSITE_ID), { origin: ADMIN_ORIGIN });
      harness.replyEntity(COMPOSITE_ROUTE, compositeAnswer({ status: 'draft' }), {
        origin: ADMIN_ORIGIN,
      });

      const resolved = await harness.content.resolve(
        harness.site,
        contentPage('/mad/opskrifter/x', {
          preview: 'true',
          preview_id: String(RECORDED_COMPOSITE_ID),
        }),
      );

      expect(resolved).toMatchObject({ ok: true, value: { kind: 'article' } });
      expect(harness.requests.map(({ url }) => [url.origin, url.pathname])).toEqual([
        [ADMIN_ORIGIN, RESOLVE_PATH],
        [ADMIN_ORIGIN, COMPOSITE_PATH],
      ]);
      expect(harness.requests.map(({ url }) => url.searchParams.get('Cache'))).toEqual([
        'false',
        'false',
      ]);
      // The API reads the markers only from the query inside `path`.
      expect(Object.fromEntries(harness.requestTo(RESOLVE_PATH).url.searchParams)).toEqual({
        path: '/mad/opskrifter/x?preview=true&preview_id=36402',
        lang: 'da',
        Cache: 'false',
      });
      // The entity route on the admin host gets them too, to answer the draft.
      expect(harness.requestTo(COMPOSITE_PATH).url.searchParams.get('preview_id')).toBe('36402');
    });

    it("puts a query-style draft link's markers inside path, on the front page", async () => {
      harness.replyResolve(resolveComposite(RECORDED_COMPOSITE_ID), { origin: ADMIN_ORIGIN });
      harness.replyEntity(COMPOSITE_ROUTE, compositeAnswer({ status: 'draft' }), {
        origin: ADMIN_ORIGIN,
      });

      const resolved = await harness.content.resolve(
        harness.site,
        contentPage('/', {
          cacheClear: 'true',
          nonce: 'abc123',
          p: String(RECORDED_COMPOSITE_ID),
          post_type: 'contenthub_composite',
          preview: 'true',
          uid: 'f00',
        }),
      );

      expect(resolved).toMatchObject({ ok: true, value: { kind: 'article' } });
      expect(Object.fromEntries(harness.requestTo(RESOLVE_PATH).url.searchParams)).toEqual({
        path: '/?preview=true&p=36402&post_type=contenthub_composite&nonce=abc123',
        cacheClear: 'true',
        uid: 'f00',
        lang: 'da',
        Cache: 'false',
      });
    });

    it('sends a cacheClear path to the admin host with Cache=false, both calls', async () => {
      harness.replyResolve(resolveRecorded('page'), { origin: ADMIN_ORIGIN });
      harness.replyEntity('wp/v2/pages/2', pageAnswer(), { origin: ADMIN_ORIGIN });

      await harness.content.resolve(harness.site, contentPage('/cacheClear'));

      expect(harness.requests.map(({ url }) => url.origin)).toEqual([ADMIN_ORIGIN, ADMIN_ORIGIN]);
      expect(harness.requests.map(({ url }) => url.searchParams.get('Cache'))).toEqual([
        'false',
        'false',
      ]);
    });

    it('resolves a page preview by page_id through app/resolve, on the admin host', async () => {
      harness.replyResolve(resolveRecorded('page'), { origin: ADMIN_ORIGIN });
      harness.replyEntity('wp/v2/pages/2', pageAnswer(), { origin: ADMIN_ORIGIN });

      const resolved = await harness.content.resolve(
        harness.site,
        contentPage('/', { preview: 'true', page_id: '77' }),
      );

      expect(resolved).toMatchObject({ ok: true, value: { kind: 'page' } });
      expect(harness.requests.map(({ url }) => [url.origin, url.pathname])).toEqual([
        [ADMIN_ORIGIN, RESOLVE_PATH],
        [ADMIN_ORIGIN, `${API}/wp/v2/pages/2`],
      ]);
      expect(harness.requestTo(RESOLVE_PATH).url.searchParams.get('path')).toBe(
        '/?preview=true&page_id=77',
      );
      expect(
        Object.fromEntries(harness.requestTo(`${API}/wp/v2/pages/2`).url.searchParams),
      ).toEqual({
        with: 'contents:page(1)',
        preview: 'true',
        page_id: '77',
        lang: 'da',
        Cache: 'false',
      });
    });

    it('resolves a page_id outside a preview like any path', async () => {
      harness.replyResolve(resolveRecorded('page'));
      harness.replyEntity('wp/v2/pages/2', pageAnswer());

      await harness.content.resolve(harness.site, contentPage('/', { page_id: '77' }));

      expect(harness.requests.map(({ url }) => url.pathname)).toEqual([
        RESOLVE_PATH,
        `${API}/wp/v2/pages/2`,
      ]);
    });

    it('asks the content API to skip its cache on an authorised purge, both calls', async () => {
      harness.replyResolve(resolveRecorded('page'));
      harness.replyEntity('wp/v2/pages/2', pageAnswer());

      await harness.content.resolve(harness.site, contentPage('/', {}, true));

      expect(harness.requests.map(({ url }) => url.searchParams.get('purge'))).toEqual([
        'cache',
        'cache',
      ]);
    });

    it('sends no purge without one', async () => {
      harness.replyResolve(resolveRecorded('page'));
      harness.replyEntity('wp/v2/pages/2', pageAnswer());

      await harness.content.resolve(harness.site, contentPage('/'));

      expect(harness.requests.map(({ url }) => url.searchParams.has('purge'))).toEqual([
        false,
        false,
      ]);
    });

    it('sends an ordinary request to the content host without Cache=false', async () => {
      harness.replyResolve(resolveRecorded('page'));
      harness.replyEntity('wp/v2/pages/2', pageAnswer());

      await harness.content.resolve(harness.site, contentPage('/'));

      expect(harness.requests.map(({ url }) => url.origin)).toEqual([API_ORIGIN, API_ORIGIN]);
      expect(harness.requests.map(({ url }) => url.searchParams.has('Cache'))).toEqual([
        false,
        false,
      ]);
    });

    it("goes to the admin host when the page request's preview says draft, whatever its path and query show", async () => {
      harness.replyResolve(resolveRecorded('page'), { origin: ADMIN_ORIGIN });
      harness.replyEntity('wp/v2/pages/2', pageAnswer(), { origin: ADMIN_ORIGIN });
      const draft = { draft: true, unlisted: true, link: false };

      const resolved = await harness.content.resolve(harness.site, {
        path: '/',
        query: {},
        preview: draft,
      });

      expect(resolved).toMatchObject({ ok: true, value: { kind: 'page' } });
      expect(harness.requests.map(({ url }) => url.origin)).toEqual([ADMIN_ORIGIN, ADMIN_ORIGIN]);
      expect(harness.requests.map(({ url }) => url.searchParams.get('Cache'))).toEqual([
        'false',
        'false',
      ]);
    });

    it("stays on the content host when the page request's preview says no draft, whatever its query shows", async () => {
      harness.replyResolve(resolveRecorded('page'));
      harness.replyEntity('wp/v2/pages/2', pageAnswer());
      const none = { draft: false, unlisted: false, link: false };

      await harness.content.resolve(harness.site, {
        path: '/cacheClear',
        query: { preview: 'true' },
        preview: none,
      });

      expect(harness.requests.map(({ url }) => url.origin)).toEqual([API_ORIGIN, API_ORIGIN]);
      expect(harness.requests.map(({ url }) => url.searchParams.has('Cache'))).toEqual([
        false,
        false,
      ]);
    });
  });
});
