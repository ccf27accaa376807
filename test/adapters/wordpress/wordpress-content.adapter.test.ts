import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorListingFixture,
  categoryFixture,
  contentTeasers,
  tagListingFixture,
} from '../../fixtures/manual/wordpress/listing.fixture';
import { paginationFixture } from '../../fixtures/manual/wordpress/scalars.fixture';
import {
  recipeTeaserFixture,
  teaserFixture,
  teaserListFixture,
} from '../../fixtures/manual/wordpress/teaser.fixture';
import { contentApiHarness, type ContentApiHarness } from './content-api.harness';

const API = '/wom-dk/wp-json';

describe('WordPressContentAdapter', () => {
  let harness: ContentApiHarness;

  beforeEach(() => {
    harness = contentApiHarness();
  });

  afterEach(async () => {
    await harness.close();
  });

  describe('listingPage', () => {
    it('asks a category for its content-teasers page including subcategories', async () => {
      harness.reply(`${API}/wp/v2/categories/11`, { body: { data: categoryFixture() } });

      await harness.content.listingPage(harness.site, { kind: 'category', id: 11 }, 2, 4);

      const { url } = harness.onlyRequest();
      expect(Object.fromEntries(url.searchParams)).toEqual({
        with: 'content-teasers:per_page(4):page(2):include_children(true)',
        lang: 'da',
      });
    });

    it('asks a tag and an author for their content-teasers page without subcategories', async () => {
      harness.reply(`${API}/wp/v2/tags/31`, { body: { data: tagListingFixture() } });
      harness.reply(`${API}/wp/v2/users/3`, { body: { data: authorListingFixture() } });

      await harness.content.listingPage(harness.site, { kind: 'tag', id: 31 }, 3, 4);
      await harness.content.listingPage(harness.site, { kind: 'author', id: 3 }, 3, 4);

      expect(harness.requests.map(({ url }) => url.searchParams.get('with'))).toEqual([
        'content-teasers:per_page(4):page(3)',
        'content-teasers:per_page(4):page(3)',
      ]);
    });

    it('maps the answer to a listing of the requested kind with its pagination', async () => {
      const category = categoryFixture({
        'content-teasers': contentTeasers(
          [teaserFixture(), teaserFixture()],
          paginationFixture({ per_page: 4, current_page: 2, total: 9, total_pages: 3 }),
        ),
      });
      harness.reply(`${API}/wp/v2/categories/11`, { body: { data: category } });

      const listing = await harness.content.listingPage(
        harness.site,
        { kind: 'category', id: 11 },
        2,
        4,
      );

      expect(listing).toMatchObject({
        kind: 'category',
        id: 11,
        pagination: { page: 2, perPage: 4, total: 9, totalPages: 3 },
      });
      expect(listing?.teasers).toHaveLength(2);
    });

    it('answers null for an unknown listing, counted as not_found', async () => {
      harness.reply(`${API}/wp/v2/tags/999`, { status: 404, body: { code: 'rest_no_route' } });

      const listing = await harness.content.listingPage(
        harness.site,
        { kind: 'tag', id: 999 },
        2,
        4,
      );

      expect(listing).toBeNull();
      expect(harness.metrics.outcomesOf('listing-page')).toEqual(['not_found']);
    });
  });

  describe('teaserListPage', () => {
    it('asks for the next page by cursor with the teasers include', async () => {
      harness.reply(`${API}/app/widget/teaser-list`, { body: { data: teaserListFixture() } });

      await harness.content.teaserListPage(harness.site, 'opaque=cursor/2');

      const { url } = harness.onlyRequest();
      expect(url.pathname).toBe('/wom-dk/wp-json/app/widget/teaser-list');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        cursor: 'opaque=cursor/2',
        with: 'teasers',
        lang: 'da',
      });
    });

    it('maps the answer to a teaser list that carries the cursor of the page after it', async () => {
      harness.reply(`${API}/app/widget/teaser-list`, {
        body: { data: teaserListFixture({}, [teaserFixture(), teaserFixture()]) },
      });

      const list = await harness.content.teaserListPage(harness.site, 'cursor-page-2');

      expect(list).toMatchObject({
        title: 'Mest læste',
        displayHint: '4col',
        canPaginate: true,
        link: { url: '/traening', title: 'Se alt om træning' },
        pagination: { page: 1, perPage: 4, total: 12, totalPages: 3 },
        nextCursor: 'cursor-page-2',
      });
      expect(list?.teasers).toHaveLength(2);
    });

    it('answers null when no page remains, without counting it as a failure', async () => {
      harness.reply(`${API}/app/widget/teaser-list`, { status: 404, body: { data: [] } });

      const list = await harness.content.teaserListPage(harness.site, 'cursor-page-9');

      expect(list).toBeNull();
      expect(harness.metrics.outcomesOf('teaser-list-page')).toEqual(['not_found']);
      expect(harness.errors()).toEqual([]);
    });
  });

  describe('popular', () => {
    it('asks for the popular teasers of the given categories, joined by commas', async () => {
      harness.reply(`${API}/app/content/popular`, { body: { data: [teaserFixture()] } });

      const teasers = await harness.content.popular(harness.site, { categories: [11, 12] });

      expect(teasers).toHaveLength(1);
      expect(Object.fromEntries(harness.onlyRequest().url.searchParams)).toEqual({
        categories: '11,12',
        lang: 'da',
      });
    });

    it('asks without categories when none are given', async () => {
      harness.reply(`${API}/app/content/popular`, { body: { data: [] } });

      await harness.content.popular(harness.site, {});

      expect(Object.fromEntries(harness.onlyRequest().url.searchParams)).toEqual({ lang: 'da' });
    });
  });

  describe('teaser mapping', () => {
    it('reads numbers sent as strings, with a decimal comma', async () => {
      harness.reply(`${API}/app/content/popular`, { body: { data: [recipeTeaserFixture()] } });

      const [teaser] = (await harness.content.popular(harness.site, {})) ?? [];

      expect(teaser?.recipeMeta).toEqual({
        time: 4.5,
        timeUnit: 'h',
        energy: 520,
        energyUnit: 'kcal',
      });
    });

    it('maps the teaser fields the product reads', async () => {
      harness.reply(`${API}/app/content/popular`, {
        body: {
          data: [
            teaserFixture({
              id: '1201',
              title: null,
              post_title: '5 øvelser',
              estimated_reading_time: '4',
              video_meta: { duration: '00:12:30', workout_time: '30 min', workout_level: 'Let' },
              commercial: { type: 'Advertorial', label: 'Annonce' },
            }),
          ],
        },
      });

      const [teaser] = (await harness.content.popular(harness.site, {})) ?? [];

      expect(teaser).toMatchObject({
        id: 1201,
        title: '5 øvelser',
        label: 'Guide',
        categoryName: 'Styrke',
        commercialType: 'Advertorial',
        publishedAt: '2024-03-18T07:30:00',
        readingTime: 4,
        videoMeta: { duration: '00:12:30', workoutTime: '30 min', workoutLevel: 'Let' },
        image: { alt: 'Woman doing a squat', focalPoint: { x: 0.5, y: 0.35 }, aspectRatio: 1.5 },
      });
    });

    it('keeps draft teasers for the domain to drop', async () => {
      harness.reply(`${API}/app/content/popular`, {
        body: { data: [teaserFixture({ status: 'draft' })] },
      });

      const [teaser] = (await harness.content.popular(harness.site, {})) ?? [];

      expect(teaser?.status).toBe('draft');
    });
  });

  it('adds the site language to every call', async () => {
    const swedish = contentApiHarness({ site: { language: 'sv' } });
    swedish.reply(`${API}/app/menus`, { body: [] });
    swedish.reply(`${API}/app/content/popular`, { body: { data: [] } });
    swedish.reply(`${API}/wp/v2/tags/31`, { body: { data: tagListingFixture() } });
    swedish.reply(`${API}/app/widget/teaser-list`, { body: { data: teaserListFixture() } });
    swedish.reply(`${API}/app/translation-strings`, { body: {} });

    await swedish.content.menus(swedish.site);
    await swedish.content.popular(swedish.site, {});
    await swedish.content.listingPage(swedish.site, { kind: 'tag', id: 31 }, 1, 4);
    await swedish.content.teaserListPage(swedish.site, 'c');
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
