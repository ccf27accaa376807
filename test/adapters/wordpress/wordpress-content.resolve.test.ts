import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compositeFixture } from '../../fixtures/manual/wordpress/composite.fixture';
import {
  authorListingFixture,
  categoryFixture,
  contentTeasers,
  subcategoryFixture,
  tagListingFixture,
} from '../../fixtures/manual/wordpress/listing.fixture';
import { notFoundPageFixture, pageFixture } from '../../fixtures/manual/wordpress/page.fixture';
import { redirectAnswer, resolveAnswer } from '../../fixtures/manual/wordpress/resolve.fixture';
import { teaserFixture } from '../../fixtures/manual/wordpress/teaser.fixture';
import {
  contentApiHarness,
  expectKind,
  RESOLVE_PATH,
  type ContentApiHarness,
} from './content-api.harness';

describe('WordPressContentAdapter.resolve answers', () => {
  let harness: ContentApiHarness;

  beforeEach(() => {
    harness = contentApiHarness();
  });

  afterEach(async () => {
    await harness.close();
  });

  describe('answers by meta.type', () => {
    it('maps a composite to an article with its widgets, category, tags and author', async () => {
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('composite', compositeFixture()) });

      const resolved = await harness.content.resolve(
        harness.site,
        '/traening/styrke/5-ovelser',
        {},
      );

      const { article } = expectKind(resolved, 'article');
      expect(article).toMatchObject({
        id: 1201,
        title: '5 øvelser til stærke ben',
        editorialType: 'guide',
        author: { id: 3, name: 'Anne Holm', url: '/author/anne-holm' },
        category: { id: 11, name: 'Styrke', parent: { id: 10, name: 'Træning', url: '/traening' } },
        leadImage: { url: 'http://content.test/wp-content/uploads/2024/03/squat.jpg' },
      });
      expect(article.widgets.map((widget) => [widget.key, widget.type])).toEqual([
        ['widget-0', 'lead_paragraph'],
        ['widget-1', 'text_item'],
        ['widget-2', 'image'],
      ]);
      expect(article.tags).toEqual([
        { id: 31, name: 'Protein', url: '/tags/protein', internal: false },
        { id: 32, name: 'Bannerblock', url: '/tags/protein', internal: true },
      ]);
    });

    it('turns PHP dates into the first 19 characters with a T', async () => {
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('composite', compositeFixture()) });

      const { article } = expectKind(
        await harness.content.resolve(harness.site, '/a/b', {}),
        'article',
      );

      expect(article.publishedAt).toBe('2024-03-18T07:30:00');
      expect(article.updatedAt).toBe('2024-03-19T12:05:09');
    });

    it('turns the translations object into a list keyed by language, and [] into none', async () => {
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('composite', compositeFixture()) });
      harness.reply(RESOLVE_PATH, {
        body: resolveAnswer('composite', compositeFixture({ translations: [] })),
      });

      const first = expectKind(await harness.content.resolve(harness.site, '/a/b', {}), 'article');
      const second = expectKind(await harness.content.resolve(harness.site, '/a/b', {}), 'article');

      expect(first.article.translations).toEqual([
        { locale: 'sv', title: '5 övningar', link: 'https://www.wom.se/traning/styrka/5-ovningar' },
        { locale: 'nb', title: '5 øvelser', link: 'https://www.womno.no/trening/styrke/5-ovelser' },
      ]);
      expect(second.article.translations).toEqual([]);
    });

    it('treats a lead image that arrives as a bare id as no image', async () => {
      harness.reply(RESOLVE_PATH, {
        body: resolveAnswer('composite', compositeFixture({ lead_image: 501 })),
      });

      const { article } = expectKind(
        await harness.content.resolve(harness.site, '/a/b', {}),
        'article',
      );

      expect(article.leadImage).toBeNull();
    });

    it('maps a page and its content items to blocks keyed by index', async () => {
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('page', pageFixture()) });

      const { page } = expectKind(await harness.content.resolve(harness.site, '/', {}), 'page');

      expect(page).toMatchObject({ id: 2, title: 'Forside', isFrontPage: true });
      expect(page.blocks).toEqual([
        expect.objectContaining({ type: 'teaser_list', key: 'block-0' }),
        { type: 'seo_text', key: 'block-1', title: 'Om WOM', body: 'Vi skriver om **træning**.' },
        { type: 'banner_placement', key: 'block-2', position: 'panorama' },
        { type: 'newsletter', key: 'block-3' },
        { type: 'unsupported', key: 'block-4', blockType: 'quote_teaser' },
      ]);
    });

    it('maps a category to a listing with children and the content-teasers pagination', async () => {
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('category', categoryFixture()) });

      const { listing } = expectKind(
        await harness.content.resolve(harness.site, '/traening/styrke', {}),
        'listing',
      );

      expect(listing).toMatchObject({
        kind: 'category',
        id: 11,
        name: 'Styrke',
        description: 'Alt om styrketræning',
        parent: null,
        children: [
          { url: '/traening/styrke/ben', title: 'Ben' },
          { url: '/traening/styrke/arme', title: 'Arme' },
        ],
        pagination: { page: 1, perPage: 12, total: 40, totalPages: 4 },
      });
      expect(listing.teasers).toHaveLength(2);
    });

    it('maps a subcategory to a listing with its parent', async () => {
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('subcategory', subcategoryFixture()) });

      const { listing } = expectKind(
        await harness.content.resolve(harness.site, '/traening/styrke/ben', {}),
        'listing',
      );

      expect(listing.kind).toBe('subcategory');
      expect(listing.parent).toEqual({ name: 'Styrke', url: '/traening/styrke' });
    });

    it('maps a tag to a listing', async () => {
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('tag', tagListingFixture()) });

      const { listing } = expectKind(
        await harness.content.resolve(harness.site, '/tags/protein', {}),
        'listing',
      );

      expect(listing).toMatchObject({ kind: 'tag', id: 31, name: 'Protein', author: null });
      expect(listing.teasers).toHaveLength(1);
    });

    it('maps an author to a listing that carries the author', async () => {
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('author', authorListingFixture()) });

      const { listing } = expectKind(
        await harness.content.resolve(harness.site, '/author/anne-holm', {}),
        'listing',
      );

      expect(listing).toMatchObject({
        kind: 'author',
        name: 'Anne Holm',
        description: 'Anne skriver om træning.',
        author: { name: 'Anne Holm', title: 'Journalist' },
      });
      expect(listing.teasers).toHaveLength(3);
    });

    it('defaults a listing without pagination meta to page 1 of 12', async () => {
      const category = categoryFixture({
        'content-teasers': contentTeasers([teaserFixture()], null),
      });
      harness.reply(RESOLVE_PATH, { body: resolveAnswer('category', category) });

      const { listing } = expectKind(
        await harness.content.resolve(harness.site, '/traening/styrke', {}),
        'listing',
      );

      expect(listing.pagination).toEqual({ page: 1, perPage: 12, total: 1, totalPages: 1 });
    });
  });

  describe('redirects', () => {
    it('answers a stored redirect from meta.location with status 301 by default', async () => {
      harness.reply(RESOLVE_PATH, { body: redirectAnswer('/new/path') });

      const resolved = await harness.content.resolve(harness.site, '/old/path', {});

      expect(resolved).toEqual({ kind: 'redirect', location: '/new/path', status: 301 });
    });

    it('keeps the status of a stored redirect', async () => {
      harness.reply(RESOLVE_PATH, { body: redirectAnswer('/new/path', 302) });

      const resolved = await harness.content.resolve(harness.site, '/old/path', {});

      expect(resolved).toEqual({ kind: 'redirect', location: '/new/path', status: 302 });
    });

    it('answers an HTTP 301 with its location header as a redirect, without following it', async () => {
      harness.reply(RESOLVE_PATH, {
        status: 301,
        headers: { location: '/traening/styrke' },
        body: redirectAnswer('/traening/styrke', 301),
      });

      const resolved = await harness.content.resolve(harness.site, '/Traening/Styrke/', {});

      expect(resolved).toEqual({ kind: 'redirect', location: '/traening/styrke', status: 301 });
      expect(harness.requests).toHaveLength(1);
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['ok']);
    });
  });

  describe('not found', () => {
    it('answers an HTTP 404 with the site 404 page as not-found with that page', async () => {
      harness.reply(RESOLVE_PATH, {
        status: 404,
        body: resolveAnswer('404', notFoundPageFixture()),
      });

      const resolved = await harness.content.resolve(harness.site, '/findes/ikke', {});

      const { page } = expectKind(resolved, 'not-found');
      expect(page?.title).toBe('Siden findes ikke');
      expect(page?.blocks[0]).toMatchObject({
        type: 'teaser_list',
        list: { displayHint: 'toplist' },
      });
    });

    it('answers an HTTP 404 without a page body as not-found with no page', async () => {
      harness.reply(RESOLVE_PATH, { status: 404, body: resolveAnswer('404', []) });

      const resolved = await harness.content.resolve(harness.site, '/findes/ikke', {});

      expect(resolved).toEqual({ kind: 'not-found', page: null });
    });

    it('counts a 404 as not_found rather than as a failure, and logs no error', async () => {
      harness.reply(RESOLVE_PATH, { status: 404, body: resolveAnswer('404', []) });

      await harness.content.resolve(harness.site, '/findes/ikke', {});

      expect(harness.metrics.outcomesOf('resolve')).toEqual(['not_found']);
      expect(harness.errors()).toEqual([]);
    });
  });
});
