import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorListingFixture,
  categoryFixture,
  contentTeasers,
  tagListingFixture,
} from '../../fixtures/manual/wordpress/listing.fixture';
import { compositeFixture } from '../../fixtures/manual/wordpress/composite.fixture';
import { paginationFixture } from '../../fixtures/manual/wordpress/scalars.fixture';
import {
  cursorFor,
  popularAnswer,
  recipeTeaserFixture,
  recordedTeasers,
  teaserFixture,
  teaserListMeta,
  teaserListPageAnswer,
} from '../../fixtures/manual/wordpress/teaser.fixture';
import { menusAnswer } from '../../fixtures/manual/wordpress/menu.fixture';
import {
  answered,
  API,
  contentApiHarness,
  SITE_ORIGIN,
  type ContentApiHarness,
} from './content-api.harness';

describe('WordPressContentAdapter', () => {
  let harness: ContentApiHarness;

  beforeEach(() => {
    harness = contentApiHarness();
  });

  afterEach(async () => {
    await harness.close();
  });

  describe('apiIndex', () => {
    it("asks the API root and reads the WordPress index's name and namespaces", async () => {
      harness.reply(`${API}/`, {
        body: {
          name: 'I FORM',
          description: 'Træning, kost og sundhed',
          url: 'https://api.iform.dk',
          home: 'https://iform.dk',
          gmt_offset: '1',
          timezone_string: 'Europe/Copenhagen',
          namespaces: ['oembed/1.0', 'wp/v2', 'app'],
          authentication: [],
          routes: {},
        },
      });

      const index = answered(await harness.content.apiIndex(harness.site));

      expect(index).toEqual({ name: 'I FORM', namespaces: ['oembed/1.0', 'wp/v2', 'app'] });
      expect(harness.onlyRequest().url.toString()).toBe('https://api.iform.dk/wp-json/?lang=da');
    });

    it('answers a failure when the root does not answer', async () => {
      harness.reply(`${API}/`, { status: 503, body: { code: 'down' } });
      expect(await harness.content.apiIndex(harness.site)).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_BAD_STATUS', service: 'content-api', retryable: true },
      });
    });
  });

  describe('listingPage', () => {
    it('asks a category for its teasers page including subcategories, and their count', async () => {
      harness.replyEntity('wp/v2/categories/31', { data: categoryFixture() });

      await harness.content.listingPage(harness.site, { kind: 'category', id: 31 }, 2, 4);

      expect(Object.fromEntries(harness.onlyRequest().url.searchParams)).toEqual({
        with: 'details,parent,content-teasers:per_page(4):page(2):include_children(true),content-teasers-count:include_children(true)',
        lang: 'da',
      });
    });

    it('asks a tag with its count and an author without one, both including children', async () => {
      harness.replyEntity('wp/v2/tags/512', { data: tagListingFixture() });
      harness.replyEntity('wp/v2/users/57', { data: authorListingFixture() });

      await harness.content.listingPage(harness.site, { kind: 'tag', id: 512 }, 3, 4);
      await harness.content.listingPage(harness.site, { kind: 'author', id: 57 }, 3, 4);

      expect(harness.requests.map(({ url }) => url.searchParams.get('with'))).toEqual([
        'content-teasers:per_page(4):page(3):include_children(true),content-teasers-count:include_children(true)',
        'content-teasers:per_page(4):page(3):include_children(true)',
      ]);
    });

    it('takes the total from content-teasers-count: the teasers carry no pagination', async () => {
      harness.replyEntity('wp/v2/categories/31', {
        data: categoryFixture({ 'content-teasers-count': '9' }),
      });

      const listing = answered(
        await harness.content.listingPage(harness.site, { kind: 'category', id: 31 }, 2, 4),
      );

      expect(listing).toMatchObject({
        kind: 'category',
        id: 31,
        pagination: { page: 2, perPage: 4, total: 9, totalPages: 3 },
      });
      expect(listing !== 'not-found' && listing.teasers).toHaveLength(4);
    });

    it("takes an author's total from their count", async () => {
      harness.replyEntity('wp/v2/users/57', { data: authorListingFixture({ count: 7 }) });

      const listing = answered(
        await harness.content.listingPage(harness.site, { kind: 'author', id: 57 }, 1, 4),
      );

      expect(listing !== 'not-found' && listing.pagination).toEqual({
        page: 1,
        perPage: 4,
        total: 7,
        totalPages: 2,
      });
    });

    it('still reads Fractal pagination meta when an API sends it', async () => {
      harness.replyEntity('wp/v2/tags/512', {
        data: tagListingFixture({
          'content-teasers': {
            ...contentTeasers([teaserFixture()]),
            meta: { pagination: paginationFixture({ total: 21, per_page: 4, current_page: 2 }) },
          },
          'content-teasers-count': null,
        }),
      });

      const listing = answered(
        await harness.content.listingPage(harness.site, { kind: 'tag', id: 512 }, 2, 4),
      );

      expect(listing !== 'not-found' && listing.pagination).toEqual({
        page: 2,
        perPage: 4,
        total: 21,
        totalPages: 6,
      });
    });

    it('answers not-found for an unknown listing (not an outage), counted as not_found', async () => {
      harness.replyEntity('wp/v2/tags/999', { code: 'rest_term_invalid' }, { status: 404 });

      const listing = answered(
        await harness.content.listingPage(harness.site, { kind: 'tag', id: 999 }, 2, 4),
      );

      expect(listing).toBe('not-found');
      expect(harness.metrics.outcomesOf('listing-page')).toEqual(['not_found']);
      expect(harness.errors()).toEqual([]);
    });
  });

  describe('teaserListPage', () => {
    it('asks app/widget/teaser-list for the next page by cursor alone', async () => {
      harness.reply(`${API}/app/widget/teaser-list`, { body: teaserListPageAnswer(2) });

      await harness.content.teaserListPage(harness.site, cursorFor(2));

      const { url } = harness.onlyRequest();
      expect(url.pathname).toBe('/wp-json/app/widget/teaser-list');
      expect(Object.fromEntries(url.searchParams)).toEqual({ cursor: cursorFor(2), lang: 'da' });
    });

    it('maps the page with the load-more cursor from teasers.meta.cursor.next', async () => {
      harness.reply(`${API}/app/widget/teaser-list`, { body: teaserListPageAnswer(2) });

      const list = answered(await harness.content.teaserListPage(harness.site, cursorFor(2)));

      expect(list).toMatchObject({
        title: 'Opskrifter',
        displayHint: '4col',
        canPaginate: true,
        link: { url: '/mad/opskrifter', title: 'Alle opskrifter' },
        pagination: { page: 2, perPage: 4, total: 48, totalPages: 12 },
        nextCursor: cursorFor(3),
      });
      expect(list?.teasers).toHaveLength(4);
    });

    it.each([
      ['1plus4', '1plus4'],
      ['carousel-3d', '3col'],
      [null, '4col'],
    ])('reads the display hint %s as %s (unknown: an even 3-column grid)', async (sent, hint) => {
      const answer = teaserListPageAnswer(2).data;
      harness.reply(`${API}/app/widget/teaser-list`, {
        body: { data: { ...answer, display_hint: sent } },
      });

      const list = await harness.content.teaserListPage(harness.site, cursorFor(2));

      expect(list.ok && list.value?.displayHint).toBe(hint);
    });

    it('answers no further cursor on the last page (cursor.next null)', async () => {
      harness.reply(`${API}/app/widget/teaser-list`, {
        body: {
          data: {
            ...teaserListPageAnswer(12).data,
            teasers: { data: recordedTeasers().slice(0, 2), meta: teaserListMeta(12) },
          },
        },
      });

      const list = answered(await harness.content.teaserListPage(harness.site, cursorFor(12)));

      expect(list?.nextCursor).toBeNull();
      expect(list?.teasers).toHaveLength(2);
    });

    it('answers null when no page remains (HTTP 404, body null), without counting a failure', async () => {
      harness.reply(`${API}/app/widget/teaser-list`, { status: 404, body: null });

      const list = answered(await harness.content.teaserListPage(harness.site, cursorFor(13)));

      expect(list).toBeNull();
      expect(harness.metrics.outcomesOf('teaser-list-page')).toEqual(['not_found']);
      expect(harness.errors()).toEqual([]);
    });
  });

  describe('popular', () => {
    it('asks for the popular teasers of the given categories, joined by commas', async () => {
      harness.reply(`${API}/app/content/popular`, { body: popularAnswer() });

      const teasers = answered(
        await harness.content.popular(harness.site, { categories: [12, 31] }),
      );

      expect(teasers).toHaveLength(6);
      expect(Object.fromEntries(harness.onlyRequest().url.searchParams)).toEqual({
        categories: '12,31',
        lang: 'da',
      });
    });

    it('asks without categories when none are given', async () => {
      harness.reply(`${API}/app/content/popular`, { body: { data: [] } });

      await harness.content.popular(harness.site, {});

      expect(Object.fromEntries(harness.onlyRequest().url.searchParams)).toEqual({ lang: 'da' });
    });

    it('reads a teaser list sent as an object with holes', async () => {
      const [first, , third] = recordedTeasers();
      harness.reply(`${API}/app/content/popular`, { body: { data: { '0': first, '2': third } } });

      const teasers = answered(await harness.content.popular(harness.site, {}));

      expect(teasers.map((teaser) => teaser.id)).toEqual([36184, 36402]);
    });

    it('answers a failure when the upstream fails', async () => {
      harness.reply(`${API}/app/content/popular`, { status: 503, body: 'down' });

      expect(await harness.content.popular(harness.site, {})).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_BAD_STATUS', service: 'content-api', detail: { status: 503 } },
      });
      expect(harness.metrics.outcomesOf('popular')).toEqual(['error']);
    });
  });

  describe('teaser mapping', () => {
    /** The popular list answering with these teasers, as the product reads them. */
    async function popularTeasers(teasers: unknown[]) {
      harness.reply(`${API}/app/content/popular`, { body: { data: teasers } });
      return answered(await harness.content.popular(harness.site, {}));
    }

    it("names a teaser's editorial type from its vocabularies include, none without it", async () => {
      const { vocabularies } = compositeFixture();
      const [withVocabularies, without] = await popularTeasers([
        teaserFixture({ vocabularies }),
        teaserFixture(),
      ]);

      expect(withVocabularies?.editorialType).toBe('Opskrift');
      expect(without?.editorialType).toBeNull();
      expect(harness.warnings()).toEqual([]);
    });

    it("reads a teaser's nested teasers one level deep, drafts and all", async () => {
      const [, video, recipe, fourth] = recordedTeasers();
      const [series] = await popularTeasers([
        teaserFixture({
          teasers: { data: [video, { ...recipe, status: 'draft', teasers: { data: [fourth] } }] },
        }),
      ]);

      expect(series?.teasers?.map((part) => [part.id, part.link, part.status])).toEqual([
        [36311, '/traening/kondition/hiit-i-stuen', 'publish'],
        [36402, '/mad/opskrifter/proteinpandekager-med-skyr', 'draft'],
      ]);
      expect(series?.teasers?.[1]?.teasers).toEqual([]);
    });

    it("takes a teaser's picture from its default channel variant when it has none", async () => {
      const { teasers: variants } = compositeFixture();
      const [teaser] = await popularTeasers([teaserFixture({ image: null, teasers: variants })]);

      expect(teaser?.image?.url).toBe(
        'https://images.bonnier.cloud/files/ifo/production/2022/01/31094733/proteinpandekager-teaser.jpg',
      );
      expect(teaser?.teasers).toEqual([]);
      expect(harness.warnings()).toEqual([]);
    });

    it('maps the recorded teaser fields the product reads', async () => {
      harness.reply(`${API}/app/content/popular`, { body: popularAnswer() });

      const [article, video, recipe] = answered(await harness.content.popular(harness.site, {}));

      expect(article).toMatchObject({
        id: 36184,
        title: '5 øvelser: Bliv stærk på 20 minutter',
        description: 'Ingen udstyr, ingen undskyldninger. Sådan træner du hele kroppen hjemme.',
        link: '/traening/styrke/fem-ovelser',
        status: 'publish',
        kind: 'Article',
        template: 'default',
        label: 'Styrketræning',
        commercialType: null,
        publishedAt: '2022-01-12T06:00:00+01:00',
        readingTime: 4,
        image: { alt: 'Squat med egen kropsvægt', focalPoint: { x: 0.5, y: 0.4 } },
      });
      expect(video).toMatchObject({
        template: 'workout-video',
        videoMeta: { duration: '00:21:30', workoutTime: null, workoutLevel: null },
      });
      expect(recipe?.recipeMeta).toEqual({
        time: 20,
        timeUnit: 'm',
        energy: 412,
        energyUnit: 'kcal',
      });
    });

    it.each([
      ['4,5', 4.5],
      ['½', 0.5],
      ['1½', 1.5],
      ['1 1/2', 1.5],
      ['3/4', 0.75],
      ['20', 20],
      [20, 20],
      ['ca. 20', null],
    ])('reads a recipe time of %j as %j', async (time, expected) => {
      harness.reply(`${API}/app/content/popular`, {
        body: { data: [recipeTeaserFixture({ recipe_meta: { time, time_unit: 'h' } })] },
      });

      const [teaser] = answered(await harness.content.popular(harness.site, {}));

      expect(teaser?.recipeMeta).toMatchObject({ time: expected, timeUnit: 'h', energy: null });
    });

    it('reads fields a recording lacks: string id, post_title, category, commercial', async () => {
      harness.reply(`${API}/app/content/popular`, {
        body: {
          data: [
            teaserFixture({
              id: '36184',
              title: null,
              estimated_reading_time: '4',
              commercial: { type: 'Advertorial', label: 'Annonce' },
              category: { data: { id: 31, name: 'Styrketræning', url: '/traening/styrke' } },
              link: 'https://iform.dk/traening/styrke/fem-ovelser',
              canonical_url: 'https://iform.dk/traening/styrke/fem-ovelser',
            }),
          ],
        },
      });

      const [teaser] = answered(await harness.content.popular(harness.site, {}));

      expect(teaser).toMatchObject({
        id: 36184,
        title: 'Fem øvelser der gør dig stærk på 20 minutter',
        categoryName: 'Styrketræning',
        commercialType: 'Advertorial',
        readingTime: 4,
        link: '/traening/styrke/fem-ovelser',
        canonicalUrl: `${SITE_ORIGIN}/traening/styrke/fem-ovelser`,
      });
    });

    it('keeps draft teasers for the domain to drop', async () => {
      harness.reply(`${API}/app/content/popular`, {
        body: { data: [teaserFixture({ status: 'draft' })] },
      });

      const [teaser] = answered(await harness.content.popular(harness.site, {}));

      expect(teaser?.status).toBe('draft');
    });
  });

  it('adds the site language to every call', async () => {
    const swedish = contentApiHarness({ site: { language: 'sv', market: 'se' } });
    swedish.reply(`${API}/app/menus`, { body: menusAnswer() });
    swedish.reply(`${API}/app/content/popular`, { body: { data: [] } });
    swedish.replyEntity('wp/v2/tags/512', { data: tagListingFixture() });
    swedish.reply(`${API}/app/widget/teaser-list`, { body: teaserListPageAnswer(2) });
    swedish.reply(`${API}/app/translation-strings`, { body: [] });

    await swedish.content.menus(swedish.site);
    await swedish.content.popular(swedish.site, {});
    await swedish.content.listingPage(swedish.site, { kind: 'tag', id: 512 }, 1, 4);
    await swedish.content.teaserListPage(swedish.site, cursorFor(2));
    await swedish.content.translationStrings(swedish.site);

    expect(swedish.requests.map(({ url }) => url.searchParams.get('lang'))).toEqual([
      'sv',
      'sv',
      'sv',
      'sv',
      'sv',
    ]);
    await swedish.close();
  });
});
