import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compositeAnswer,
  compositeFixture,
  RECORDED_COMPOSITE_ID,
} from '../../fixtures/manual/wordpress/composite.fixture';
import {
  authorListingFixture,
  categoryFixture,
  childrenInclude,
  contentTeasers,
  recordedContentTeasers,
  tagListingFixture,
  topCategoryFixture,
} from '../../fixtures/manual/wordpress/listing.fixture';
import {
  FRONT_PAGE_ID,
  pageAnswer,
  pageItem,
  pageWithItems,
} from '../../fixtures/manual/wordpress/page.fixture';
import {
  notFoundWithoutPage,
  redirectAnswer,
  resolveAnswer,
  resolveAs,
  resolveComposite,
  resolveRecorded,
  resolveRequest,
} from '../../fixtures/manual/wordpress/resolve.fixture';
import {
  imageFixture,
  withHoles,
  phpDate,
  phpDateAbbreviated,
  phpDateOffset,
  translationsFixture,
} from '../../fixtures/manual/wordpress/scalars.fixture';
import {
  cursorFor,
  recordedTeasers,
  teaserListFixture,
  teaserListMeta,
} from '../../fixtures/manual/wordpress/teaser.fixture';
import {
  answered,
  API,
  contentApiHarness,
  expectKind,
  RESOLVE_PATH,
  SITE_ORIGIN,
  type ContentApiHarness,
} from './content-api.harness';
import { contentPage } from '../../support/page-asked';

const COMPOSITE_ROUTE = `wp/v2/composites/${RECORDED_COMPOSITE_ID}`;

describe('WordPressContentAdapter.resolve: app/resolve, then the entity with its includes', () => {
  let harness: ContentApiHarness;

  beforeEach(() => {
    harness = contentApiHarness();
  });

  afterEach(async () => {
    await harness.close();
  });

  /** Resolves the recorded composite 36402 with the given entity answer. */
  async function resolveArticle(entity: unknown = compositeAnswer()) {
    harness.replyResolve(resolveComposite(RECORDED_COMPOSITE_ID));
    harness.replyEntity(COMPOSITE_ROUTE, entity);
    const resolved = answered(
      await harness.content.resolve(harness.site, contentPage('/mad/opskrifter/x')),
    );
    return expectKind(resolved, 'article').article;
  }

  describe('the second call of each resolved type', () => {
    const DEFAULT_TEASERS = 'content-teasers:per_page(12):page(1)';

    /** The contract's includes of a category or subcategory page. */
    const CATEGORY_INCLUDES = (teasers: string) =>
      `details,parent,${teasers}:include_children(true),content-teasers-count:include_children(true)`;

    it.each([
      {
        type: 'composite',
        resolve: resolveRecorded('article'),
        route: 'wp/v2/composites/36184',
        entity: compositeAnswer({ id: 36184 }),
        includes: 'contents,category,tags,teasers,vocabularies,related',
      },
      {
        type: 'page',
        resolve: resolveRecorded('page'),
        route: 'wp/v2/pages/2',
        entity: pageAnswer(),
        includes: 'contents:page(1)',
      },
      {
        type: 'tag',
        resolve: resolveRecorded('tag'),
        route: 'wp/v2/tags/512',
        entity: { data: tagListingFixture() },
        includes: `${DEFAULT_TEASERS},content-teasers-count`,
      },
      {
        type: 'author',
        resolve: resolveRecorded('author'),
        route: 'wp/v2/users/57',
        entity: { data: authorListingFixture() },
        includes: DEFAULT_TEASERS,
      },
    ])(
      '$type: fetches $route with exactly its includes',
      async ({ resolve, route, entity, includes }) => {
        harness.replyResolve(resolve);
        harness.replyEntity(route, entity);

        const resolved = answered(
          await harness.content.resolve(harness.site, contentPage('/some/path')),
        );

        expect(resolved.kind).not.toBe('not-found');
        expect(harness.requests.map(({ url }) => url.pathname)).toEqual([
          RESOLVE_PATH,
          `${API}/${route}`,
        ]);
        expect(Object.fromEntries(harness.requests[1]!.url.searchParams)).toEqual({
          with: includes,
          lang: 'da',
        });
        harness.assertAllAnswered();
      },
    );

    it.each([
      {
        type: 'page',
        resolve: resolveRecorded('page'),
        route: 'wp/v2/pages/2',
        entity: pageAnswer(),
        includes: 'contents:page(3)',
      },
      {
        type: 'tag',
        resolve: resolveRecorded('tag'),
        route: 'wp/v2/tags/512',
        entity: { data: tagListingFixture() },
        includes: 'content-teasers:per_page(4):page(3),content-teasers-count',
      },
      {
        type: 'author',
        resolve: resolveRecorded('author'),
        route: 'wp/v2/users/57',
        entity: { data: authorListingFixture() },
        includes: 'content-teasers:per_page(4):page(3)',
      },
    ])(
      '$type: puts ?page=3&per_page=4 into the includes',
      async ({ resolve, route, entity, includes }) => {
        harness.replyResolve(resolve);
        harness.replyEntity(route, entity);

        await harness.content.resolve(
          harness.site,
          contentPage('/some/path', { page: '3', per_page: '4' }),
        );

        expect(harness.withOf(`${API}/${route}`)).toBe(includes);
      },
    );

    it.each([
      {
        type: 'category',
        resolve: resolveRecorded('category'),
        route: 'wp/v2/categories/12',
        entity: { data: topCategoryFixture() },
      },
      {
        type: 'subcategory',
        resolve: resolveAs('category', 'subcategory', { id: 31 }),
        route: 'wp/v2/categories/31',
        entity: { data: categoryFixture() },
      },
    ])(
      "$type: fetches $route with exactly the contract's includes, for the page asked for",
      async ({ resolve, route, entity }) => {
        harness.replyResolve(resolve);
        harness.replyEntity(route, entity);
        harness.replyResolve(resolve);
        harness.replyEntity(route, entity);

        await harness.content.resolve(harness.site, contentPage('/traening'));
        await harness.content.resolve(
          harness.site,
          contentPage('/traening', { page: '3', per_page: '4' }),
        );

        expect(
          harness.requests
            .filter(({ url }) => url.pathname === `${API}/${route}`)
            .map(({ url }) => Object.fromEntries(url.searchParams)),
        ).toEqual([
          { with: CATEGORY_INCLUDES(DEFAULT_TEASERS), lang: 'da' },
          { with: CATEGORY_INCLUDES('content-teasers:per_page(4):page(3)'), lang: 'da' },
        ]);
      },
    );

    it('never sends with= to app/resolve, even when the reader asked for one', async () => {
      harness.replyResolve(resolveRecorded('tag'));
      harness.replyEntity('wp/v2/tags/512', { data: tagListingFixture() });

      await harness.content.resolve(
        harness.site,
        contentPage('/tags/squat', { with: 'contents', page: '2' }),
      );

      const resolve = harness.requestTo(RESOLVE_PATH).url;
      expect(resolve.searchParams.has('with')).toBe(false);
      expect(Object.fromEntries(resolve.searchParams)).toEqual({
        path: '/tags/squat',
        page: '2',
        lang: 'da',
      });
    });

    it('takes the content from the second answer: resolve carries no includes', async () => {
      harness.replyResolve(resolveRecorded('article'));
      harness.replyEntity('wp/v2/composites/36184', compositeAnswer({ id: 36184 }));

      const { article } = expectKind(
        answered(
          await harness.content.resolve(harness.site, contentPage(resolveRequest('article').path)),
        ),
        'article',
      );

      expect(article.id).toBe(36184);
      expect(article.widgets).toHaveLength(14);
      expect(article.tags.map((tag) => tag.name)).toEqual(['Protein', 'Morgenmad', 'Skyr']);
      expect(article.editorialType).toBe('Opskrift');
    });
  });

  describe('an article (composite)', () => {
    it("reads the editors' author line, a food plan's week and content marketing switched off", async () => {
      const recorded = await resolveArticle();
      expect(recorded).toMatchObject({
        authorDescription: null,
        weekNumber: null,
        contentMarketingDisabled: false,
      });

      const plan = await resolveArticle(
        compositeAnswer({
          template: 'food-plan',
          author_description: 'Opskrifter: Sofie Lund. Foto: Jonas Holm',
          week_number: '16-2021',
          ctm_disabled: true,
        }),
      );
      expect(plan).toMatchObject({
        authorDescription: 'Opskrifter: Sofie Lund. Foto: Jonas Holm',
        weekNumber: '16-2021',
        contentMarketingDisabled: true,
      });
    });

    it("reads the article's own recording and a workout video's facts", async () => {
      const recorded = await resolveArticle();
      expect(recorded).toMatchObject({ audio: null, videoMeta: null });

      const workout = await resolveArticle(
        compositeAnswer({
          template: 'workout-video',
          video_meta: { duration: '00:24:10', workout_time: '20', workout_level: 'Let' },
          audio: {
            title: 'Lyt til artiklen',
            file: {
              id: 9,
              url: 'https://images.bonnier.cloud/files/ifo/production/2022/01/oplaesning.mp3',
              title: 'oplaesning',
              description: null,
              caption: 'Læst op af Sofie Lund',
              language: 'da',
            },
            image: null,
            duration: 6,
          },
        }),
      );
      expect(workout.videoMeta).toEqual({
        duration: '00:24:10',
        workoutTime: '20',
        workoutLevel: 'Let',
      });
      expect(workout.audio).toEqual({
        title: 'Lyt til artiklen',
        file: {
          url: 'https://images.bonnier.cloud/files/ifo/production/2022/01/oplaesning.mp3',
          title: 'oplaesning',
          caption: 'Læst op af Sofie Lund',
        },
        image: null,
        minutes: 6,
      });

      // Withheld (file null), the recording is simply not there.
      const withheld = await resolveArticle(
        compositeAnswer({ audio: { title: 'Lyt', file: null, image: null, duration: 6 } }),
      );
      expect(withheld.audio).toBeNull();
      expect(harness.metrics.shapeErrors).toEqual([]);
    });

    it('maps the recorded composite with its author, category, tags and widgets', async () => {
      const article = await resolveArticle();

      expect(article).toMatchObject({
        id: 36402,
        title: 'Proteinpandekager med skyr',
        kind: 'Article',
        template: 'recipe',
        editorialType: 'Opskrift',
        commercial: null,
        locale: 'da',
        author: {
          id: 61,
          name: 'Sofie Lund',
          url: '/author/sofie-lund',
          title: 'Klinisk diætist',
          avatar: {
            url: 'https://images.bonnier.cloud/files/ifo/production/2020/05/14120500/sofie-lund.jpg',
            caption: null,
          },
        },
        otherAuthors: [{ id: 64, name: 'Jonas Holm', url: '/author/jonas-holm' }],
        category: { id: 41, name: 'Opskrifter', url: '/mad/opskrifter', parent: null },
        canonicalUrl: `${SITE_ORIGIN}/mad/opskrifter/proteinpandekager-med-skyr`,
        wordCount: 488,
        readingTime: 3,
        leadImage: {
          url: 'https://images.bonnier.cloud/files/ifo/production/2022/01/31094512/proteinpandekager.jpg',
          alt: 'Stak af pandekager med blåbær og skyr',
          focalPoint: { x: 0.52, y: 0.61 },
          aspectRatio: 1.7777777777777777,
        },
      });
      expect(article.tags).toEqual([
        { id: 501, name: 'Protein', url: '/tags/protein', internal: false },
        { id: 507, name: 'Morgenmad', url: '/tags/morgenmad', internal: false },
        { id: 533, name: 'Skyr', url: '/tags/skyr', internal: false },
      ]);
      expect(article.widgets.map((widget) => [widget.key, widget.type])).toEqual([
        ['widget-0', 'lead_paragraph'],
        ['widget-1', 'text_item'],
        ['widget-2', 'image'],
        ['widget-3', 'text_item'],
        ['widget-4', 'recipe'],
        ['widget-5', 'video'],
        ['widget-6', 'gallery'],
        ['widget-7', 'calculator'],
        ['widget-8', 'infobox'],
        ['widget-9', 'quote'],
        ['widget-10', 'product'],
        ['widget-11', 'unsupported'],
        ['widget-12', 'newsletter'],
        ['widget-13', 'associated_composites'],
      ]);
      expect(harness.warnings()).toEqual([]);
    });

    it('reads the recorded vocabularies with their terms, an empty one too', async () => {
      const article = await resolveArticle();

      expect(article.vocabularies).toEqual([
        {
          name: 'Editorial Type',
          taxonomy: 'editorial_type',
          terms: [{ name: 'Opskrift', url: '/editorial_type/opskrift' }],
        },
        {
          name: 'Måltid',
          taxonomy: 'meal',
          terms: [{ name: 'Morgenmad', url: '/meal/morgenmad-2' }],
        },
        { name: 'Kost', taxonomy: 'diet', terms: [] },
      ]);
    });

    it("reads the recorded composite's own teasers, one per channel, with their pictures", async () => {
      const article = await resolveArticle();

      expect(article.teaserVariants?.map((variant) => [variant.type, variant.title])).toEqual([
        ['default', 'Proteinpandekager: 31 gram protein pr. portion'],
        ['seo', 'Proteinpandekager med skyr – nem opskrift med 31 g protein'],
        ['facebook', 'Pandekager til morgenmad? Ja tak – med ekstra protein'],
        ['twitter', 'Proteinpandekager: 31 gram protein pr. portion'],
      ]);
      expect(article.teaserVariants?.[2]?.image?.url).toBe(
        'https://images.bonnier.cloud/files/ifo/production/2022/01/31095020/proteinpandekager-fb.jpg',
      );
    });

    it("reads featured_on, the newer API's PHP date, in its zone", async () => {
      const article = await resolveArticle(
        compositeAnswer({ featured_on: phpDate('2022-02-02 08:30:00.000000') }),
      );
      expect(article.featuredAt).toBe('2022-02-02T08:30:00+01:00');
    });

    it('reads no featured date from the 2022 form, which has no featured_on', async () => {
      const article = await resolveArticle();
      expect(article.featuredAt).toBeNull();
    });

    it.each([
      ['numbers', 488, 3],
      ['string numbers', '488', '3'],
    ])('reads word_count and estimated_reading_time sent as %s', async (_form, words, minutes) => {
      const article = await resolveArticle(
        compositeAnswer({ word_count: words, estimated_reading_time: minutes }),
      );

      expect([article.wordCount, article.readingTime]).toEqual([488, 3]);
    });

    it('names the editorial type from the vocabularies when editorial_type is null', async () => {
      const article = await resolveArticle(compositeAnswer({ editorial_type: null }));
      expect(article.editorialType).toBe('Opskrift');
    });

    it.each([
      [
        'a list of {hreflang, href}',
        [{ hreflang: 'sv-SE', href: 'https://iform.se/mat/recept/x' }],
      ],
      ['a map of locale to URL', { 'sv-SE': 'https://iform.se/mat/recept/x' }],
      ['a map of locale to {link}', { sv: { link: 'https://iform.se/mat/recept/x' } }],
    ])(
      'takes the language versions from href_lang given as %s when translations are absent',
      async (_shape, hrefLang) => {
        const article = await resolveArticle(
          compositeAnswer({ translations: [], href_lang: hrefLang }),
        );
        expect(article.translations).toHaveLength(1);
        expect(article.translations[0]?.link).toBe('https://www.iform.se/mat/recept/x');
      },
    );

    it('keeps the translations over href_lang when both arrive', async () => {
      const article = await resolveArticle(
        compositeAnswer({ href_lang: [{ hreflang: 'nb-NO', href: 'https://iform.no/x' }] }),
      );
      expect(article.translations.map((translation) => translation.locale)).toEqual(['da', 'sv']);
    });

    it("reads the category's ancestor, or the article's topCategory, as its top level", async () => {
      const category = {
        id: 41,
        name: 'Opskrifter',
        url: '/mad/opskrifter',
        parent: { data: { id: 40, name: 'Morgenmad', url: '/mad/morgenmad' } },
        ancestor: { data: { id: 12, name: 'Mad', url: '/mad' } },
      };
      const withAncestor = await resolveArticle(compositeAnswer({ category: { data: category } }));
      const withoutAncestor = { ...category, ancestor: null };
      const withTop = await resolveArticle(
        compositeAnswer({
          category: { data: withoutAncestor },
          topCategory: { data: { id: 12, name: 'Mad', url: '/mad' } },
        }),
      );

      for (const article of [withAncestor, withTop])
        expect(article.category?.ancestor).toEqual({ id: 12, name: 'Mad', url: '/mad' });
    });

    it('reads `template: ""` as the default template, and newer composite fields', async () => {
      const article = await resolveArticle(
        compositeAnswer({
          template: '',
          robots: 'noindex,follow',
          is_news: '1',
          faq_meta: [{ question: 'Hvor meget protein?', answer: '31 gram.' }, { question: 1 }],
        }),
      );

      expect(article).toMatchObject({
        template: 'default',
        robots: 'noindex,follow',
        isNews: true,
      });
      expect(article.faq).toEqual([{ question: 'Hvor meget protein?', answer: '31 gram.' }]);
    });

    it("reads a guide's guide_meta: the difficulty as a number, time and price as written, and the price's value", async () => {
      const article = await resolveArticle(
        compositeAnswer({
          guide_meta: { difficulty: 2, time_required: '1 weekend', price: 'ca. 1.200 kr.' },
        }),
      );

      expect(article.guideMeta).toEqual({
        difficulty: 2,
        timeRequired: '1 weekend',
        price: 'ca. 1.200 kr.',
        priceValue: { amount: 1200, currency: 'DKK', qualifier: 'ca.' },
      });
    });

    it('reads the usual guide_meta of nulls (and a broken one) as no guide facts', async () => {
      const recorded = await resolveArticle(compositeAnswer());
      const partial = await resolveArticle(
        compositeAnswer({ guide_meta: { difficulty: 0, time_required: '', price: '300 kr.' } }),
      );
      const broken = await resolveArticle(compositeAnswer({ guide_meta: 'hard' }));

      expect(recorded.guideMeta).toBeNull();
      expect(partial.guideMeta).toEqual({
        difficulty: null,
        timeRequired: null,
        price: '300 kr.',
        priceValue: { amount: 300, currency: 'DKK' },
      });
      expect(broken.guideMeta).toBeNull();
    });

    it('reads a composite whose empty includes are missing keys', async () => {
      const includes = new Set(['category', 'tags', 'teasers', 'vocabularies', 'contents']);
      const data = Object.fromEntries(
        Object.entries(compositeFixture()).filter(([key]) => !includes.has(key)),
      );

      const article = await resolveArticle({ data });

      expect(article).toMatchObject({ category: null, tags: [], widgets: [] });
      expect(harness.warnings()).toEqual([]);
    });

    it('reads contents, tags and other authors sent as objects with holes', async () => {
      const full = compositeAnswer();
      const data = full.data as Record<string, unknown>;
      const widgets = (data.contents as { data: unknown[] }).data;
      const tags = (data.tags as { data: unknown[] }).data;
      const article = await resolveArticle(
        compositeAnswer({
          contents: { data: { '0': widgets[0], '2': widgets[2], '7': widgets[7] } },
          tags: { data: { '1': tags[1], '2': tags[2] } },
          other_authors: { '3': data.author },
        }),
      );

      expect(article.widgets.map((widget) => [widget.key, widget.type])).toEqual([
        ['widget-0', 'lead_paragraph'],
        ['widget-1', 'image'],
        ['widget-2', 'calculator'],
      ]);
      expect(article.tags.map((tag) => tag.id)).toEqual([507, 533]);
      expect(article.otherAuthors.map((author) => author.name)).toEqual(['Sofie Lund']);
    });

    it('treats a lead image that arrives as a bare id (locked) as no image', async () => {
      const article = await resolveArticle(compositeAnswer({ lead_image: 36190 }));

      expect(article.leadImage).toBeNull();
    });

    describe('dates keep the offset they were written in', () => {
      it.each([
        [
          'timezone_type 3, winter',
          phpDate('2022-01-12 06:00:00.000000'),
          '2022-01-12T06:00:00+01:00',
        ],
        [
          'timezone_type 3, summer',
          phpDate('2022-07-01 06:00:00.000000'),
          '2022-07-01T06:00:00+02:00',
        ],
        [
          'timezone_type 3, another zone',
          phpDate('2022-01-12 06:00:00.000000', 'Europe/Helsinki'),
          '2022-01-12T06:00:00+02:00',
        ],
        [
          'timezone_type 2 "Z"',
          phpDateAbbreviated('2022-01-12 05:00:00.000000', 'Z'),
          '2022-01-12T05:00:00+00:00',
        ],
        [
          'timezone_type 2 "CEST"',
          phpDateAbbreviated('2022-07-01 06:00:00.000000', 'CEST'),
          '2022-07-01T06:00:00+02:00',
        ],
        [
          'timezone_type 1 "+01:00"',
          phpDateOffset('2022-01-12 06:00:00.000000', '+01:00'),
          '2022-01-12T06:00:00+01:00',
        ],
        [
          'timezone_type 1 "-03:30"',
          phpDateOffset('2022-01-12 06:00:00.000000', '-03:30'),
          '2022-01-12T06:00:00-03:30',
        ],
        ['an ISO string with an offset', '2022-01-28T10:41:12+00:00', '2022-01-28T10:41:12+00:00'],
        ['an ISO string in Z', '2022-01-28T10:41:12.250Z', '2022-01-28T10:41:12+00:00'],
        ['a string without an offset', '2022-01-28 10:41:12', '2022-01-28T10:41:12'],
      ])('%s', async (_form, published, expected) => {
        const article = await resolveArticle(compositeAnswer({ published_at: published }));

        expect(article.publishedAt).toBe(expected);
      });

      it('reads the recorded dates as Copenhagen wall time', async () => {
        const article = await resolveArticle();

        expect(article.publishedAt).toBe('2022-02-01T07:00:00+01:00');
        expect(article.updatedAt).toBe('2022-02-03T13:05:42+01:00');
        expect(Date.parse(article.publishedAt!)).toBe(Date.UTC(2022, 1, 1, 6, 0, 0));
      });

      it('reads anything else as no date', async () => {
        const article = await resolveArticle(
          compositeAnswer({ published_at: { date: 12 }, updated_at: 'yesterday' }),
        );

        expect(article).toMatchObject({ publishedAt: null, updatedAt: null });
      });
    });

    describe('links', () => {
      it("sends the translation in the site's own language to its own origin", async () => {
        const article = await resolveArticle();

        expect(article.translations).toContainEqual({
          locale: 'da',
          title: 'Proteinpandekager med skyr',
          link: `${SITE_ORIGIN}/mad/opskrifter/proteinpandekager-med-skyr`,
        });
      });

      it('sends a translation to the sibling site of its language, or keeps it as written', async () => {
        const article = await resolveArticle(
          compositeAnswer({ translations: translationsFixture() }),
        );

        expect(article.translations).toEqual([
          {
            locale: 'da',
            title: 'Fem øvelser der gør dig stærk på 20 minutter',
            link: `${SITE_ORIGIN}/traening/styrke/fem-ovelser`,
          },
          {
            locale: 'sv',
            title: 'Fem övningar som gör dig stark på 20 minuter',
            link: 'https://www.iform.se/traning/styrka/fem-ovningar',
          },
          {
            locale: 'nb',
            title: 'Fem øvelser som gjør deg sterk på 20 minutter',
            link: 'https://iform.no/trening/styrke/fem-ovelser',
          },
        ]);
      });

      it('reads translations sent as [] (an empty PHP map) as none', async () => {
        const article = await resolveArticle(compositeAnswer({ translations: [] }));

        expect(article.translations).toEqual([]);
      });

      it("turns the author's API-host URL with a double slash into a site path", async () => {
        const article = await resolveArticle();

        expect(article.author?.url).toBe('/author/sofie-lund');
        expect(article.otherAuthors[0]?.url).toBe('/author/jonas-holm');
      });

      it('turns markdown links to the site into paths and leaves others alone', async () => {
        const article = await resolveArticle();

        const texts = article.widgets.flatMap((widget) =>
          widget.type === 'text_item' ? [widget.body] : [],
        );
        expect(texts[0]).toContain('[vores styrkeøvelser](/traening/styrke)');
        expect(texts[0]).toContain(
          '[læs kostrådene her](https://www.sst.dk/da/viden/ernaering/kostraad {"target":"_blank","rel":"nofollow"})',
        );
        expect(texts[1]).toContain(
          '[vores test af stavblendere](/mad/test-stavblendere {"title":"Stavblendere i test","target":"_blank","rel":"nofollow"})',
        );
        expect(texts.join('\n')).not.toContain('https://iform.dk');
      });

      it("turns an image widget's link to the site (at file.link.url) into a path", async () => {
        const article = await resolveArticle();

        expect(article.widgets[2]).toMatchObject({
          type: 'image',
          link: '/mad/opskrifter',
          image: { alt: 'Pandekagedej i en blender' },
        });
      });
    });
  });

  describe('a page', () => {
    async function resolveFrontPage() {
      harness.replyResolve(resolveRecorded('page'));
      harness.replyEntity(`wp/v2/pages/${FRONT_PAGE_ID}`, pageAnswer());
      return expectKind(
        answered(await harness.content.resolve(harness.site, contentPage('/'))),
        'page',
      ).page;
    }

    it('maps the recorded front page and its nested items to blocks keyed by index', async () => {
      const page = await resolveFrontPage();

      expect(page).toMatchObject({
        id: 2,
        title: 'Forside',
        body: null,
        isFrontPage: true,
        canonicalUrl: `${SITE_ORIGIN}/`,
      });
      expect(page.blocks.map((block) => [block.key, block.type])).toEqual([
        ['block-0', 'featured_content'],
        ['block-1', 'teaser_list'],
        ['block-2', 'teaser_list'],
        ['block-3', 'commercial_spot'],
        ['block-4', 'teaser_list'],
        ['block-5', 'teaser_list'],
        ['block-6', 'banner_placement'],
        ['block-7', 'newsletter'],
        ['block-8', 'seo_text'],
      ]);
      expect(harness.warnings()).toEqual([]);
    });

    it('maps a featured content, a commercial spot, a banner placement, a newsletter and a seo text', async () => {
      const page = await resolveFrontPage();

      expect(page.blocks[0]).toMatchObject({
        type: 'featured_content',
        label: 'Ugens træning',
        displayHint: 'default',
        image: null,
        teaser: { id: 36184, link: '/traening/styrke/fem-ovelser' },
      });
      expect(page.blocks[3]).toEqual({
        type: 'commercial_spot',
        key: 'block-3',
        spot: {
          title: 'Få 3 numre for 99 kr.',
          description: 'Træningsprogrammer, opskrifter og test – leveret til døren hver måned.',
          image: expect.objectContaining({ alt: 'Forsider af bladet', aspectRatio: 3 }) as unknown,
          link: {
            url: 'https://shop.iform.dk/abonnement?utm_source=iform&utm_campaign=forside',
            title: 'Se tilbuddet',
            rel: null,
            target: null,
          },
          label: 'Annonce',
          displayHint: 'wide',
        },
      });
      expect(page.blocks[6]).toEqual({
        type: 'banner_placement',
        key: 'block-6',
        position: 'content',
      });
      expect(page.blocks[7]).toEqual({
        type: 'newsletter',
        key: 'block-7',
        sourceCode: '100234',
        permissionText:
          'Ja tak, jeg vil gerne modtage nyhedsbreve med træningstips og opskrifter. Jeg kan til enhver tid afmelde mig.',
      });
      expect(page.blocks[8]).toMatchObject({
        type: 'seo_text',
        title: 'Træning, sundhed og sund mad',
        body: expect.stringContaining('Her finder du **træningsprogrammer**') as unknown,
        imagePosition: 'after',
        link: { url: '/om-iform', title: null, target: '_self', rel: 'follow' },
      });
    });

    it('maps the teaser lists: editor links to the site as paths, the cursor of the paginating one', async () => {
      const page = await resolveFrontPage();
      const lists = page.blocks.flatMap((block) =>
        block.type === 'teaser_list' ? [block.list] : [],
      );

      expect(
        lists.map((list) => [list.title, list.teasers.length, list.canPaginate, list.nextCursor]),
      ).toEqual([
        ['Nyeste artikler', 3, false, null],
        ['Træn med os', 4, false, null],
        ['Mest læste lige nu', 0, false, null],
        ['Opskrifter', 4, true, cursorFor(2)],
      ]);
      expect(lists[0]?.link).toEqual({ url: '/traening', title: 'Se alle artikler' });
      expect(lists[3]).toMatchObject({
        link: { url: '/mad/opskrifter', title: 'Alle opskrifter' },
        displayHint: '4col',
        theme: 'theme-0',
        pagination: { page: 1, perPage: 4, total: 48, totalPages: 12 },
      });
      expect(lists[1]).toMatchObject({
        label: 'Video',
        displayHint: 'slider-netflix',
        pagination: null,
      });
    });

    it('reads the load-more cursor only on the list that can paginate', async () => {
      const meta = teaserListMeta(1);
      const teasers = { data: recordedTeasers().slice(0, 4), meta };
      harness.replyResolve(resolveRecorded('page'));
      harness.replyEntity(
        'wp/v2/pages/2',
        pageWithItems([
          pageItem('teaser_list', teaserListFixture({ can_paginate: false, teasers })),
          pageItem('teaser_list', teaserListFixture({ can_paginate: true, teasers })),
        ]),
      );

      const { page } = expectKind(
        answered(await harness.content.resolve(harness.site, contentPage('/'))),
        'page',
      );

      expect(
        page.blocks.map((block) => (block.type === 'teaser_list' ? block.list.nextCursor : block)),
      ).toEqual([null, cursorFor(2)]);
    });

    it('reads page items and a teaser list sent as objects with holes', async () => {
      const items = (pageAnswer().data as { contents: { data: Record<string, unknown>[] } })
        .contents.data;
      const list = items[1]!.content as { data: { teasers: { data: unknown } } };
      list.data.teasers = { data: withHoles(list.data.teasers.data as unknown[], [1]) };
      harness.replyResolve(resolveRecorded('page'));
      harness.replyEntity(
        'wp/v2/pages/2',
        pageAnswer({ contents: { data: { '1': items[1], '6': items[6] } } }),
      );

      const { page } = expectKind(
        answered(await harness.content.resolve(harness.site, contentPage('/'))),
        'page',
      );

      expect(page.blocks.map((block) => [block.key, block.type])).toEqual([
        ['block-0', 'teaser_list'],
        ['block-1', 'banner_placement'],
      ]);
      expect(
        page.blocks[0]?.type === 'teaser_list' && page.blocks[0].list.teasers.map((t) => t.id),
      ).toEqual([36402, 36377]);
    });
  });

  describe('listings', () => {
    it('maps a category: empty details, no parent, and the total from content-teasers-count', async () => {
      harness.replyResolve(resolveRecorded('category'));
      harness.replyEntity('wp/v2/categories/12', { data: topCategoryFixture() });

      const { listing } = expectKind(
        answered(await harness.content.resolve(harness.site, contentPage('/traening'))),
        'listing',
      );

      expect(listing).toMatchObject({
        kind: 'category',
        id: 12,
        name: 'Træning',
        description: null,
        image: null,
        parent: null,
        canonicalUrl: `${SITE_ORIGIN}/traening`,
        children: [],
        pagination: { page: 1, perPage: 12, total: 918, totalPages: 77 },
      });
      expect(listing.translations.map((translation) => translation.link)).toEqual([
        `${SITE_ORIGIN}/traening`,
        'https://www.iform.se/traning',
        'https://iform.no/trening',
      ]);
      expect(listing.teasers.map((teaser) => teaser.id)).toEqual([36120, 36101, 36088, 36072]);
    });

    it('reads a children include when an answer carries one', async () => {
      harness.replyResolve(resolveRecorded('category'));
      harness.replyEntity('wp/v2/categories/12', {
        data: topCategoryFixture({ children: childrenInclude() }),
      });

      const { listing } = expectKind(
        answered(await harness.content.resolve(harness.site, contentPage('/traening'))),
        'listing',
      );

      expect(listing.children).toEqual([
        { url: '/traening/styrke', title: 'Styrketræning' },
        { url: '/traening/lob', title: 'Løb' },
      ]);
    });

    it('maps a subcategory with its parent, its details and the page asked for', async () => {
      harness.replyResolve(resolveAs('category', 'subcategory', { id: 31 }));
      harness.replyEntity('wp/v2/categories/31', { data: categoryFixture() });

      const { listing } = expectKind(
        answered(
          await harness.content.resolve(
            harness.site,
            contentPage('/traening/styrke', { page: '2', per_page: '4' }),
          ),
        ),
        'listing',
      );

      expect(listing).toMatchObject({
        kind: 'subcategory',
        id: 31,
        name: 'Styrketræning',
        description: 'Alt om styrketræning',
        image: { url: imageFixture().url },
        parent: { name: 'Træning', url: '/traening' },
        pagination: { page: 2, perPage: 4, total: 231, totalPages: 58 },
      });
    });

    it('maps a tag with the total from content-teasers-count', async () => {
      harness.replyResolve(resolveRecorded('tag'));
      harness.replyEntity('wp/v2/tags/512', { data: tagListingFixture() });

      const { listing } = expectKind(
        answered(await harness.content.resolve(harness.site, contentPage('/tags/squat'))),
        'listing',
      );

      expect(listing).toMatchObject({
        kind: 'tag',
        id: 512,
        name: 'Squat',
        author: null,
        canonicalUrl: `${SITE_ORIGIN}/tags/squat`,
        pagination: { page: 1, perPage: 12, total: 37, totalPages: 4 },
      });
      expect(listing.teasers).toHaveLength(3);
      expect(listing.internal).toBeUndefined();
    });

    it.each([true, 1, '1'])('marks a tag the API flags internal (%j)', async (flag) => {
      harness.replyResolve(resolveRecorded('tag'));
      harness.replyEntity('wp/v2/tags/512', { data: tagListingFixture({ internal: flag }) });

      const { listing } = expectKind(
        answered(await harness.content.resolve(harness.site, contentPage('/tags/squat'))),
        'listing',
      );

      expect(listing.internal).toBe(true);
    });

    it('maps an author: their count is the total, their URL a site path', async () => {
      harness.replyResolve(resolveRecorded('author'));
      harness.replyEntity('wp/v2/users/57', { data: authorListingFixture() });

      const { listing } = expectKind(
        answered(
          await harness.content.resolve(
            harness.site,
            contentPage('/author/mette-kjaer', { per_page: '10' }),
          ),
        ),
        'listing',
      );

      expect(listing).toMatchObject({
        kind: 'author',
        id: 57,
        name: 'Mette Kjær',
        description:
          'Mette skriver om styrketræning, løb og restitution og har trænet kunder i over ti år.',
        canonicalUrl: `${SITE_ORIGIN}/author/mette-kjaer`,
        author: {
          id: 57,
          name: 'Mette Kjær',
          url: '/author/mette-kjaer',
          title: 'Journalist og personlig træner',
          education: 'Cand.scient. i idræt',
        },
        pagination: { page: 1, perPage: 10, total: 128, totalPages: 13 },
      });
      expect(listing.teasers).toHaveLength(3);
    });

    it('counts the teasers it has when content-teasers-count is missing', async () => {
      const category = categoryFixture();
      delete category['content-teasers-count'];
      harness.replyResolve(resolveAs('category', 'subcategory', { id: 31 }));
      harness.replyEntity('wp/v2/categories/31', { data: category });

      const { listing } = expectKind(
        answered(
          await harness.content.resolve(
            harness.site,
            contentPage('/traening/styrke', { page: '3', per_page: '4' }),
          ),
        ),
        'listing',
      );

      expect(listing.pagination).toEqual({ page: 3, perPage: 4, total: 12, totalPages: 3 });
    });

    it('reads content-teasers sent as an object with holes', async () => {
      const [a, , c] = recordedContentTeasers();
      harness.replyResolve(resolveRecorded('tag'));
      harness.replyEntity('wp/v2/tags/512', {
        data: tagListingFixture({ 'content-teasers': contentTeasers({ '0': a, '2': c }) }),
      });

      const { listing } = expectKind(
        answered(await harness.content.resolve(harness.site, contentPage('/tags/squat'))),
        'listing',
      );

      expect(listing.teasers.map((teaser) => teaser.id)).toEqual([36120, 36088]);
    });
  });

  describe('redirects', () => {
    it('answers the recorded stored redirect (HTTP 200, meta 301) without a second call', async () => {
      const { path, status } = resolveRequest('redirect');
      harness.replyResolve(resolveRecorded('redirect'), { status });

      const resolved = answered(await harness.content.resolve(harness.site, contentPage(path)));

      expect(resolved).toEqual({
        kind: 'redirect',
        location: '/traening/styrke/fem-ovelser',
        status: 301,
      });
      expect(harness.requests).toHaveLength(1);
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['ok']);
    });

    it('keeps the status of a stored 302, and reads a missing status as 301', async () => {
      harness.replyResolve(redirectAnswer('/mad/opskrifter', 302));
      harness.replyResolve(resolveAnswer('redirect', [], { location: '/mad' }));

      const temporary = answered(
        await harness.content.resolve(harness.site, contentPage('/kampagner/sommer')),
      );
      const permanent = answered(await harness.content.resolve(harness.site, contentPage('/Mad/')));

      expect(temporary).toEqual({ kind: 'redirect', location: '/mad/opskrifter', status: 302 });
      expect(permanent).toEqual({ kind: 'redirect', location: '/mad', status: 301 });
    });

    it.each([
      [
        'the public host',
        'https://iform.dk/traening/styrke?utm=x#top',
        '/traening/styrke?utm=x#top',
      ],
      ['the www host', 'https://www.iform.dk/traening', '/traening'],
      [
        'the API host with a double slash',
        'https://api.iform.dk//author/mette-kjaer',
        '/author/mette-kjaer',
      ],
      ['the admin host', 'https://admin.iform.dk/mad', '/mad'],
    ])('turns a location on %s into a path', async (_host, location, expected) => {
      harness.replyResolve(redirectAnswer(location));

      const resolved = answered(await harness.content.resolve(harness.site, contentPage('/old')));

      expect(resolved).toEqual({ kind: 'redirect', location: expected, status: 301 });
    });

    it('keeps a location on another site absolute', async () => {
      harness.replyResolve(redirectAnswer('https://shop.iform.dk/abonnement'));

      const resolved = answered(
        await harness.content.resolve(harness.site, contentPage('/abonnement')),
      );

      expect(resolved).toEqual({
        kind: 'redirect',
        location: 'https://shop.iform.dk/abonnement',
        status: 301,
      });
    });

    it('answers an HTTP 301 with its location header as a redirect, without following it', async () => {
      harness.replyResolve('', {
        status: 301,
        headers: { location: 'https://iform.dk/traening/styrke' },
      });

      const resolved = answered(
        await harness.content.resolve(harness.site, contentPage('/Traening/Styrke/')),
      );

      expect(resolved).toEqual({ kind: 'redirect', location: '/traening/styrke', status: 301 });
      expect(harness.requests).toHaveLength(1);
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['ok']);
    });

    it('answers a failure for a redirect without a location: an answer that breaks the contract', async () => {
      harness.replyResolve(resolveAnswer('redirect', [], { status: 301 }));

      expect(await harness.content.resolve(harness.site, contentPage('/old'))).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_INVALID_RESPONSE', service: 'content-api', retryable: false },
      });
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['invalid']);
    });
  });

  describe('not found', () => {
    it('answers the recorded HTTP 404 with the site 404 page, without a second call', async () => {
      const { path, status } = resolveRequest('notFound');
      harness.replyResolve(resolveRecorded('notFound'), { status });

      const resolved = answered(await harness.content.resolve(harness.site, contentPage(path)));

      const { page } = expectKind(resolved, 'not-found');
      expect(page).toMatchObject({
        id: 1877,
        title: 'Siden blev ikke fundet',
        isFrontPage: false,
        blocks: [],
        canonicalUrl: `${SITE_ORIGIN}/siden-findes-ikke`,
      });
      expect(page?.body).toContain('Beklager – vi kunne ikke finde den side');
      expect(harness.requests).toHaveLength(1);
    });

    it('answers an HTTP 404 with data [] as not-found with no page', async () => {
      harness.replyResolve(notFoundWithoutPage(), { status: 404 });

      const resolved = answered(
        await harness.content.resolve(harness.site, contentPage('/findes/ikke')),
      );

      expect(resolved).toEqual({ kind: 'not-found', page: null });
    });

    it('answers meta.type 404 on an HTTP 200 as not-found too', async () => {
      harness.replyResolve(notFoundWithoutPage());

      expect(
        answered(await harness.content.resolve(harness.site, contentPage('/findes/ikke'))),
      ).toEqual({
        kind: 'not-found',
        page: null,
      });
    });

    it('counts a 404 as not_found rather than as a failure, and logs no error', async () => {
      harness.replyResolve(notFoundWithoutPage(), { status: 404 });

      await harness.content.resolve(harness.site, contentPage('/findes/ikke'));

      expect(harness.metrics.outcomesOf('resolve')).toEqual(['not_found']);
      expect(harness.errors()).toEqual([]);
    });

    it('answers a 404 of the entity call (deleted between the two calls) as not-found', async () => {
      harness.replyResolve(resolveComposite(RECORDED_COMPOSITE_ID));
      harness.replyEntity(COMPOSITE_ROUTE, { code: 'rest_post_invalid_id' }, { status: 404 });

      const resolved = answered(
        await harness.content.resolve(harness.site, contentPage('/mad/opskrifter/x')),
      );

      expect(resolved).toEqual({ kind: 'not-found', page: null });
      expect(harness.metrics.outcomesOf('resolve')).toEqual(['ok']);
      expect(harness.metrics.outcomesOf('composite')).toEqual(['not_found']);
      expect(harness.errors()).toEqual([]);
    });
  });
});
