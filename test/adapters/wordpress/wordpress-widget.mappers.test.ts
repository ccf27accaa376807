import { describe, expect, it } from 'vitest';
import { siteLinks } from '../../../src/adapters/wordpress/wordpress-links';
import { mapWidgets } from '../../../src/adapters/wordpress/wordpress-widget.mappers';
import type {
  DroppedItem,
  MappingContext,
} from '../../../src/adapters/wordpress/wordpress.mappers';
import type { Widget } from '../../../src/domain/content/content.types';
import { withHoles, type Json } from '../../fixtures/manual/wordpress/scalars.fixture';
import { teaserFixture } from '../../fixtures/manual/wordpress/teaser.fixture';
import {
  VIDEO_ID,
  associatedCompositesWidget,
  audioWidget,
  chaptersSummaryWidget,
  calculatorWidget,
  clipVideoWidget,
  fileWidget,
  galleryWidget,
  imageWidget,
  infoboxWidget,
  insertedCodeWidget,
  leadParagraphWidget,
  linkWidget,
  lockedAudioWidget,
  lockedMultimediaWidget,
  lockedNewsletterWidget,
  lockedProductWidget,
  lockedRecipeWidget,
  materialGuideWidget,
  multimediaWidget,
  newsletterWidget,
  productWidget,
  qbrickVideoWidget,
  quoteWidget,
  recipeWidget,
  specProductWidget,
  videoWidget,
} from '../../fixtures/manual/wordpress/widgets.fixture';
import { iformSite, siblingOrigin } from './content-api.harness';

function context(currency = 'DKK'): { context: MappingContext; dropped: DroppedItem[] } {
  const dropped: DroppedItem[] = [];
  return {
    dropped,
    context: {
      dropped: (item) => dropped.push(item),
      links: siteLinks(iformSite(), siblingOrigin),
      currency,
    },
  };
}

function mapOne(
  raw: Json,
  currency?: string,
): { widget: Widget | undefined; dropped: DroppedItem[] } {
  const mapping = context(currency);
  const [widget, ...rest] = mapWidgets([raw], mapping.context);
  expect(rest).toEqual([]);
  return { widget, dropped: mapping.dropped };
}

function expectType<T extends Widget['type']>(
  widget: Widget | undefined,
  type: T,
): Extract<Widget, { type: T }> {
  expect(widget?.type).toBe(type);
  return widget as Extract<Widget, { type: T }>;
}

describe('mapWidgets: the recorded widgets', () => {
  it('maps the lead paragraph, infobox, quote and calculator', () => {
    expect(mapOne(leadParagraphWidget()).widget).toEqual({
      type: 'lead_paragraph',
      key: 'widget-0',
      locked: false,
      title: 'Proteinpandekager med skyr',
      description:
        'Pandekager til morgenmad – men med 31 gram protein pr. portion. Perfekt efter morgentræningen.',
      displayHint: 'default',
    });
    expect(mapOne(infoboxWidget()).widget).toMatchObject({
      type: 'infobox',
      title: 'Godt at vide',
      body: expect.stringContaining('**Skyr** indeholder ca. 11 gram protein') as unknown,
      displayHint: 'border',
    });
    expect(mapOne(quoteWidget()).widget).toMatchObject({
      type: 'quote',
      quote: 'Protein til morgenmad holder dig mæt længere og hjælper musklerne med at restituere.',
      author: 'Sofie Lund, klinisk diætist',
    });
    expect(mapOne(calculatorWidget()).widget).toMatchObject({
      type: 'calculator',
      calculator: 'protein',
    });
  });

  describe('image', () => {
    it('reads the image under `file` and its link at file.link.url, to the site as a path', () => {
      const image = expectType(mapOne(imageWidget()).widget, 'image');
      expect(image).toMatchObject({
        link: '/mad/opskrifter',
        displayHint: 'default',
        image: {
          url: 'https://images.bonnier.cloud/files/ifo/production/2022/01/31095544/dej-blender.jpg',
          alt: 'Pandekagedej i en blender',
          caption: 'Blend dejen helt glat – så bliver pandekagerne luftige.',
          focalPoint: { x: 0.5, y: 0.45 },
          aspectRatio: 1.5,
        },
      });
    });

    it('keeps a link elsewhere absolute', () => {
      const file = { ...(imageWidget().file as Json), link: { url: 'https://www.sst.dk/kost' } };
      expect(mapOne(imageWidget({ file })).widget).toMatchObject({
        link: 'https://www.sst.dk/kost',
      });
    });

    it('falls back to the older `image` and a bare `link` string', () => {
      const { file } = imageWidget();
      const widget = mapOne(
        imageWidget({ file: undefined, image: file, link: 'https://iform.dk/traening' }),
      ).widget;
      expect(widget).toMatchObject({
        type: 'image',
        link: '/traening',
        image: { alt: 'Pandekagedej i en blender' },
      });
    });

    it('drops and reports an unlocked image without one', () => {
      const { widget, dropped } = mapOne(imageWidget({ file: null }));
      expect(widget).toBeUndefined();
      expect(dropped).toEqual([
        expect.objectContaining({ item: 'widget', index: 0, type: 'image' }),
      ]);
    });
  });

  describe('recipe', () => {
    it('maps times, quantity, comma-string tags, instructions and nutrients', () => {
      const { recipe } = expectType(mapOne(recipeWidget()).widget, 'recipe');
      expect(recipe).toMatchObject({
        title: 'Proteinpandekager med skyr',
        categoryLabel: null,
        tags: ['morgenmad', 'proteinrig', 'vegetar'],
        quantity: 8,
        quantityType: 'pandekager',
        preparationTime: { value: 10, unit: 'm' },
        cookingTime: { value: 10, unit: 'm' },
        totalTime: { value: 20, unit: 'm' },
        totalTimeExtraInfo: 'plus 10 minutters hvile',
        instructionsHeadline: 'Sådan gør du',
        instructionsTip: 'Dejen kan holde sig et døgn i køleskabet.',
        nutrientsHeadline: 'Næringsindhold pr. portion',
      });
      expect(recipe.instructions).toHaveLength(4);
      expect(recipe.instructions[0]).toBe(
        '1. Blend skyr, havregryn, æg, bagepulver og salt til en jævn dej.',
      );
      expect(recipe.nutrients).toEqual([
        { nutrient: 'Energy', amount: 412, unit: 'kcal' },
        { nutrient: 'Protein', amount: 31, unit: 'gram' },
        { nutrient: 'Fat', amount: 12, unit: 'gram' },
        { nutrient: 'Carbohydrate', amount: 41, unit: 'gram' },
        { nutrient: 'Fiber', amount: 4.5, unit: 'gram' },
      ]);
    });

    it("maps the editor's labels of the times, blank or missing ones as none", () => {
      const { recipe } = expectType(mapOne(recipeWidget()).widget, 'recipe');
      expect(recipe.timeLabels).toEqual({
        preparation: 'Forberedelse',
        cooking: 'Tilberedning',
        total: 'Tid i alt',
      });
      const unlabelled = expectType(
        mapOne(recipeWidget({ total_time: '', cooking_time: null })).widget,
        'recipe',
      ).recipe;
      expect(unlabelled.timeLabels).toEqual({
        preparation: 'Forberedelse',
        cooking: null,
        total: null,
      });
    });

    it('reads amounts "½" and "4,5", keeps unit codes and reads the unit "-" as none', () => {
      const { recipe } = expectType(mapOne(recipeWidget()).widget, 'recipe');
      expect(recipe.ingredientBlocks).toEqual([
        {
          headline: 'Pandekager',
          items: [
            { amount: 200, unit: 'gram', ingredient: 'skyr' },
            { amount: 1, unit: 'dl', ingredient: 'havregryn' },
            { amount: 3, unit: 'piece', ingredient: 'æg' },
            { amount: 1, unit: 'teaspoon', ingredient: 'bagepulver' },
            { amount: 1, unit: 'pinch', ingredient: 'salt' },
            { amount: 0.5, unit: 'tablespoon', ingredient: 'rapsolie til stegning' },
          ],
        },
        {
          headline: null,
          items: [
            { amount: 150, unit: 'gram', ingredient: 'blåbær' },
            { amount: null, unit: null, ingredient: 'skyr efter smag' },
          ],
        },
      ]);
    });

    it.each([
      ['1½', 1.5],
      ['1 1/2', 1.5],
      ['3/4', 0.75],
      ['2,25', 2.25],
      [' 2 ', 2],
      ['en smule', null],
    ])('reads the amount %j as %j', (amount, expected) => {
      const widget = recipeWidget();
      const [block] = widget.ingredient_block_items as Json[];
      const items = block!.ingredient_items as Json[];
      const { recipe } = expectType(
        mapOne(
          recipeWidget({
            ingredient_block_items: [{ ...block, ingredient_items: [{ ...items[0], amount }] }],
          }),
        ).widget,
        'recipe',
      );
      expect(recipe.ingredientBlocks[0]?.items[0]?.amount).toBe(expected);
    });

    it('reads recipe_tags sent as a list', () => {
      const { recipe } = expectType(
        mapOne(recipeWidget({ recipe_tags: ['morgenmad', ' proteinrig ', '', 7] })).widget,
        'recipe',
      );
      expect(recipe.tags).toEqual(['morgenmad', 'proteinrig']);
    });

    it('reads ingredient, block and nutrient lists sent as objects with holes', () => {
      const widget = recipeWidget();
      const blocks = widget.ingredient_block_items as Json[];
      const first = blocks[0]!;
      const { recipe } = expectType(
        mapOne(
          recipeWidget({
            ingredient_block_items: withHoles(
              [
                { ...first, ingredient_items: withHoles(first.ingredient_items as Json[], [2]) },
                blocks[1],
              ],
              [],
            ),
            nutrient_items: withHoles(widget.nutrient_items as Json[], [0, 1, 2, 3]),
          }),
        ).widget,
        'recipe',
      );
      expect(recipe.ingredientBlocks[0]?.items.map((item) => item.ingredient)).toEqual([
        'skyr',
        'havregryn',
        'bagepulver',
        'salt',
        'rapsolie til stegning',
      ]);
      expect(recipe.ingredientBlocks).toHaveLength(2);
      expect(recipe.nutrients).toEqual([{ nutrient: 'Fiber', amount: 4.5, unit: 'gram' }]);
    });
  });

  describe('video', () => {
    it('turns chapter_items (HH:MM:SS) into clips, each ending where the next begins', () => {
      const video = expectType(mapOne(videoWidget()).widget, 'video');
      expect(
        video.clips.map(({ title, startOffset, endOffset }) => [title, startOffset, endOffset]),
      ).toEqual([
        ['Dejen', 0, 70],
        ['Stegning', 70, 135],
        ['Servering', 135, 165],
      ]);
    });

    it("maps the video's caption and each chapter's description, thumbnail and list flag", () => {
      const video = expectType(mapOne(videoWidget()).widget, 'video');
      expect(video.caption).toBe('Video: Testkøkkenet');
      expect(
        video.clips.map((clip) => [
          clip.title,
          clip.description,
          clip.image?.url ?? null,
          clip.listed,
        ]),
      ).toEqual([
        [
          'Dejen',
          'Blend alle ingredienser',
          'https://images.bonnier.cloud/files/ifo/production/2022/01/28104455/kapitel-dej.jpg',
          true,
        ],
        ['Stegning', 'Varm panden godt op', null, true],
        ['Servering', null, null, false],
      ]);
    });

    it('lists a chapter without show_in_list_overview (an older answer)', () => {
      const chapters = (videoWidget().chapter_items as Json[]).map((chapter) =>
        Object.fromEntries(
          Object.entries(chapter as Record<string, Json>).filter(
            ([key]) => key !== 'show_in_list_overview',
          ),
        ),
      );
      const video = expectType(mapOne(videoWidget({ chapter_items: chapters })).widget, 'video');
      expect(video.clips.map((clip) => clip.listed)).toEqual([true, true, true]);
    });

    it('enables seeking in the chapter form (no enable_seek_to_action) when it has chapters', () => {
      const withChapters = expectType(mapOne(videoWidget()).widget, 'video');
      const without = expectType(mapOne(videoWidget({ chapter_items: [] })).widget, 'video');
      expect(withChapters.seekToAction).toBe(true);
      expect(without.seekToAction).toBe(false);
    });

    it('follows enable_seek_to_action where the API sends it, chapters or not', () => {
      const off = expectType(
        mapOne(clipVideoWidget({ enable_seek_to_action: false })).widget,
        'video',
      );
      expect(off.clips).toHaveLength(2);
      expect(off.seekToAction).toBe(false);
    });

    it('decodes the literal &amp; of the content URL and keeps the structured-data fields', () => {
      const video = expectType(mapOne(videoWidget()).widget, 'video');
      expect(video.video).toEqual({
        videoId: null,
        name: 'Sådan vender du pandekagen',
        description: 'Testkøkkenets bedste tricks til luftige proteinpandekager.',
        embedUrl: 'https://player.vimeo.com/video/671234567?h=8f2a1c9d3e',
        contentUrl:
          'https://player.vimeo.com/video/671234567?h=614254eeef&badge=0&autopause=0&player_id=0&app_id=225822',
        thumbnailUrl: 'https://i.vimeocdn.com/video/1354678901-6a7b8c9d0e_295x166',
        uploadDate: '2022-01-28T10:41:12+00:00',
        duration: '00:02:45',
      });
    });

    it('turns a chapter link to the site itself into a path', () => {
      const video = expectType(mapOne(videoWidget()).widget, 'video');
      expect(video.clips[2]?.url).toBe('/mad/opskrifter/proteinpandekager-med-skyr#servering');
    });

    it('reads chapter_items sent out of order or as an object with holes', () => {
      const chapters = videoWidget().chapter_items as Json[];
      const video = expectType(
        mapOne(videoWidget({ chapter_items: { '2': chapters[2], '0': chapters[0] } })).widget,
        'video',
      );
      expect(video.clips.map((clip) => [clip.title, clip.startOffset, clip.endOffset])).toEqual([
        ['Dejen', 0, 135],
        ['Servering', 135, 165],
      ]);
    });

    it("shows the newer API's clip_items when enable_clip_items, with the seek-to action", () => {
      const video = expectType(mapOne(clipVideoWidget()).widget, 'video');
      expect(video.video.videoId).toBe(VIDEO_ID);
      expect(video.seekToAction).toBe(true);
      expect(video.clips).toEqual([
        { title: 'Opvarmning', startOffset: 0, endOffset: 60, url: '/a?t=0' },
        { title: 'Squat', startOffset: 60, endOffset: 165, url: null },
      ]);
    });

    it('reads the chapters when clip items are not enabled', () => {
      const video = expectType(
        mapOne(clipVideoWidget({ enable_clip_items: false })).widget,
        'video',
      );
      expect(video.clips.map((clip) => clip.title)).toEqual(['Dejen', 'Stegning', 'Servering']);
    });

    it('takes the video id from a UUID in the embed URL, else in the content URL', () => {
      const fromEmbed = expectType(
        mapOne(
          videoWidget({ embed_url: `https://player.example.com/embed/${VIDEO_ID}?autoplay=0` }),
        ).widget,
        'video',
      );
      const fromContent = expectType(
        mapOne(
          videoWidget({
            embed_url: null,
            content_url: `https://cdn.example.com/${VIDEO_ID.toUpperCase()}/video.mp4?a=1&amp;b=2`,
          }),
        ).widget,
        'video',
      );
      expect(fromEmbed.video.videoId).toBe(VIDEO_ID);
      expect(fromContent.video).toMatchObject({
        videoId: VIDEO_ID.toUpperCase(),
        contentUrl: `https://cdn.example.com/${VIDEO_ID.toUpperCase()}/video.mp4?a=1&b=2`,
      });
    });

    it('drops and reports an unlocked video without an embed or content URL', () => {
      const { widget, dropped } = mapOne(videoWidget({ embed_url: null, content_url: null }));
      expect(widget).toBeUndefined();
      expect(dropped[0]).toMatchObject({ item: 'widget', type: 'video' });
    });

    it('maps a qbrick video by its media id', () => {
      const video = expectType(mapOne(qbrickVideoWidget()).widget, 'qbrick_video');
      expect(video.video).toMatchObject({
        videoId: '0_ab12cd34',
        uploadDate: '2022-01-28T10:41:12+00:00',
      });
    });
  });

  describe('gallery', () => {
    it("maps the gallery's own markdown description", () => {
      const gallery = expectType(mapOne(galleryWidget()).widget, 'gallery');
      expect(gallery.description).toBe('Sådan får du luftige pandekager hver gang.');
      const linked = expectType(
        mapOne(galleryWidget({ description: 'Se [mere](https://iform.dk/mad)' })).widget,
        'gallery',
      );
      expect(linked.description).toBe('Se [mere](/mad)');
      const none = expectType(mapOne(galleryWidget({ description: null })).widget, 'gallery');
      expect(none.description).toBeNull();
    });

    it('maps the images with their titles and descriptions', () => {
      const gallery = expectType(mapOne(galleryWidget()).widget, 'gallery');
      expect(gallery.title).toBe('Trin for trin');
      expect(gallery.items.map((item) => [item.title, item.description, item.image.alt])).toEqual([
        [
          '1. Find ingredienserne frem',
          'Skyr, havregryn, æg og bagepulver.',
          'Ingredienser på et bord',
        ],
        ['2. Hæld dejen på panden', null, 'Dej hældes på panden'],
        [null, 'Vend, når kanterne er faste.', 'Pandekagen vendes'],
      ]);
    });

    it('reads images sent as an object with holes', () => {
      const images = galleryWidget().images as Json[];
      const gallery = expectType(
        mapOne(galleryWidget({ images: withHoles(images, [1]) })).widget,
        'gallery',
      );
      expect(gallery.items.map((item) => item.image.alt)).toEqual([
        'Ingredienser på et bord',
        'Pandekagen vendes',
      ]);
    });
  });

  describe('product', () => {
    it("reads the content API's form: max_points, items with string scores, details, a price text", () => {
      const { product } = expectType(mapOne(productWidget()).widget, 'product');
      expect(product).toEqual({
        title: 'Stegepande med keramisk belægning, 28 cm',
        description:
          'Testens vinder fordeler varmen jævnt, og pandekagerne slipper **uden fedtstof**.',
        image: expect.objectContaining({ alt: 'Stegepande med keramisk belægning' }) as unknown,
        rating: 8.7,
        maxRating: 10,
        scores: [
          { parameter: 'Varmefordeling', score: 9 },
          { parameter: 'Slipeevne', score: 8 },
          { parameter: 'Håndtering', score: 9 },
        ],
        pros: [],
        cons: [],
        price: { amount: 449, currency: 'DKK' },
        priceText: '449 kr.',
        winner: true,
        bestBuy: false,
        detailsTitle: 'Fakta',
        details: [
          { displayHint: 'heading', key: 'Specifikationer', value: null },
          { displayHint: 'default', key: 'Diameter', value: '28 cm' },
          { displayHint: 'default', key: 'Materiale', value: 'Aluminium, keramisk belægning' },
          { displayHint: 'summary', key: 'Samlet vurdering', value: 'Meget god' },
        ],
      });
    });

    it("reads a price in kr as the site's own crowns", () => {
      const { product } = expectType(mapOne(productWidget(), 'SEK').widget, 'product');
      expect(product.price).toEqual({ amount: 449, currency: 'SEK' });
    });

    it.each([
      ['1.299,95 kr.', { amount: 1299.95, currency: 'DKK' }],
      ['1 299 kr', { amount: 1299, currency: 'DKK' }],
      ['EUR 49,90', { amount: 49.9, currency: 'EUR' }],
      ['Kontakt forhandler', null],
    ])('reads the price text %j', (price, expected) => {
      const { product } = expectType(mapOne(productWidget({ price })).widget, 'product');
      expect(product.price).toEqual(expected);
      expect(product.priceText).toBe(price);
    });

    it('reads scores sent as an object with holes, dropping scores that are not numbers', () => {
      const items = productWidget().items as Json[];
      const { product } = expectType(
        mapOne(productWidget({ items: { '0': items[0], '2': { ...items[2], score: 'n/a' } } }))
          .widget,
        'product',
      );
      expect(product.scores).toEqual([{ parameter: 'Varmefordeling', score: 9 }]);
      expect(product.rating).toBe(9);
    });

    it("reads the newer API's form: rating, max_rating, pros, cons and a price object", () => {
      const { product } = expectType(mapOne(specProductWidget()).widget, 'product');
      expect(product).toMatchObject({
        rating: 4.5,
        maxRating: 5,
        scores: [],
        pros: ['Solid', 'Billig'],
        cons: ['Tung'],
        price: { amount: 1299, currency: 'DKK' },
        priceText: null,
        winner: false,
        bestBuy: true,
        description: 'En **god** kettlebell. Se [flere tests](/test).',
      });
    });

    it('drops and reports an unlocked product without a title', () => {
      const { widget, dropped } = mapOne(productWidget({ title: null }));
      expect(widget).toBeUndefined();
      expect(dropped[0]).toMatchObject({ item: 'widget', type: 'product' });
    });
  });

  describe('newsletter and associated composites', () => {
    it('reads a numeric source_code as a string', () => {
      expect(mapOne(newsletterWidget()).widget).toMatchObject({
        type: 'newsletter',
        title: 'Få ugens opskrifter',
        sourceCode: '100234',
        permissionText: expect.stringContaining('Ja tak') as unknown,
      });
      expect(mapOne(newsletterWidget({ source_code: ' wom-dk ' })).widget).toMatchObject({
        sourceCode: 'wom-dk',
      });
    });

    it('reads composites as a bare array of teasers', () => {
      const related = expectType(
        mapOne(associatedCompositesWidget()).widget,
        'associated_composites',
      );
      expect(related).toMatchObject({ title: 'Mere proteinrig morgenmad', displayHint: 'default' });
      expect(related.teasers.map((teaser) => [teaser.id, teaser.link])).toEqual([
        [36285, '/mad/opskrifter/overnight-oats-med-baer'],
        [36275, '/mad/opskrifter/kikaertesalat-med-feta'],
      ]);
    });

    it('drops drafts, and reads the older {data} wrapper and objects with holes', () => {
      const composites = associatedCompositesWidget().composites as Json[];
      const wrapped = expectType(
        mapOne(
          associatedCompositesWidget({
            composites: { data: [...composites, teaserFixture({ id: 1, status: 'draft' })] },
          }),
        ).widget,
        'associated_composites',
      );
      const holes = expectType(
        mapOne(associatedCompositesWidget({ composites: withHoles(composites, [0]) })).widget,
        'associated_composites',
      );
      expect(wrapped.teasers.map((teaser) => teaser.id)).toEqual([36285, 36275]);
      expect(holes.teasers.map((teaser) => teaser.id)).toEqual([36275]);
    });
  });

  describe('locked widgets sent in full', () => {
    it('keep their content and say they are locked', () => {
      const mapping = context();
      const widgets = mapWidgets(
        [
          lockedRecipeWidget(),
          lockedProductWidget(),
          lockedNewsletterWidget(),
          associatedCompositesWidget({ locked: true }),
          leadParagraphWidget({ locked: true }),
          calculatorWidget({ locked: true }),
        ],
        mapping.context,
      );

      expect(widgets.map((widget) => [widget.type, widget.locked])).toEqual([
        ['recipe', true],
        ['product', true],
        ['newsletter', true],
        ['associated_composites', true],
        ['lead_paragraph', true],
        ['calculator', true],
      ]);
      expect(widgets[0]?.type === 'recipe' && widgets[0].recipe.title).toBe(
        'Proteinpandekager med skyr',
      );
      expect(mapping.dropped).toEqual([]);
    });
  });

  describe('widgets the recording lacks', () => {
    it('maps a material guide', () => {
      expect(mapOne(materialGuideWidget()).widget).toMatchObject({
        type: 'material_guide',
        title: 'Materialer',
        materialIds: [11, 12],
        materials: null,
      });
    });

    it('drops inserted code that is no embed of an allowed provider, as a shape error', () => {
      const { widget, dropped } = mapOne(insertedCodeWidget());
      expect(widget).toBeUndefined();
      expect(dropped).toEqual([
        { item: 'widget', index: 0, type: 'inserted_code', reason: 'embed provider not allowed' },
      ]);
    });

    it("maps a file with the editor's title, description and button text beside the attachment", () => {
      const file = expectType(mapOne(fileWidget()).widget, 'file');
      expect([file.title, file.description, file.buttonText]).toEqual([
        'Din træningsplan til 12 uger',
        'Print planen og hæng den på køleskabet.',
        'Hent planen som PDF',
      ]);
    });

    it('maps a file without editor fields (nulls, or a blank button text) to nulls', () => {
      const file = expectType(
        mapOne(fileWidget({ title: null, description: null, download_button_text: '  ' })).widget,
        'file',
      );
      expect([file.title, file.description, file.buttonText]).toEqual([null, null, null]);
    });

    it('maps a file with its cover, titled by its file name when it has no title', () => {
      const file = expectType(mapOne(fileWidget()).widget, 'file');
      expect(file.file).toEqual({
        url: 'https://images.bonnier.cloud/files/ifo/production/2022/01/traeningsplan.pdf',
        title: 'Træningsplan',
        description: null,
        mimeType: null,
        size: null,
      });
      expect(file.images).toHaveLength(1);
      const untitled = expectType(
        mapOne(fileWidget({ file: { ...(fileWidget().file as Json), title: null } })).widget,
        'file',
      );
      expect(untitled.file.title).toBe('traeningsplan.pdf');
    });

    it.each([
      ['https://www.iform.dk/traening', '/traening'],
      ['https://iform.dk/traening?x=1', '/traening?x=1'],
      ['/traening', '/traening'],
      ['https://shop.iform.dk/abonnement', 'https://shop.iform.dk/abonnement'],
    ])('maps a link widget to %s as %s', (url, expected) => {
      expect(mapOne(linkWidget({ url })).widget).toMatchObject({
        type: 'link',
        url: expected,
        title: 'Mere træning',
        target: '_self',
        displayHint: 'button',
      });
    });
  });

  it('keys widgets by their index in the list, never by uuid', () => {
    const mapping = context();
    const first = mapWidgets([quoteWidget(), calculatorWidget()], mapping.context);
    const second = mapWidgets([quoteWidget(), calculatorWidget()], mapping.context);
    expect(first.map((widget) => widget.key)).toEqual(['widget-0', 'widget-1']);
    expect(second).toEqual(first);
    expect(JSON.stringify(first)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('turns markdown links to the site, on the public or the www host, into paths', () => {
    const infobox = mapOne(
      infoboxWidget({
        body: 'Se [træning](https://iform.dk/traening) og [os](https://www.iform.dk/om).',
      }),
    ).widget;
    expect(infobox).toMatchObject({ body: 'Se [træning](/traening) og [os](/om).' });
  });
});

describe('mapWidgets: widgets the transformers send that the recording lacks', () => {
  it("maps audio: the editor's title, the file's url and caption, the image and minutes", () => {
    const audio = expectType(mapOne(audioWidget()).widget, 'audio');
    expect(audio).toMatchObject({
      title: 'Guidet afspænding efter træning',
      file: {
        url: 'https://images.bonnier.cloud/files/ifo/production/2022/01/afspaending.mp3',
        title: 'afspaending',
        caption: 'Speak: Sofie Lund',
      },
      minutes: 7,
      locked: false,
    });
    expect(audio.image?.alt).toBe('Kvinde laver squat på en yogamåtte i stuen');
  });

  it('reads an audio duration of 0 (length unknown) as no minutes', () => {
    expect(expectType(mapOne(audioWidget({ duration: 0 })).widget, 'audio').minutes).toBeNull();
  });

  it('keeps a locked audio (file null) as unsupported and locked, reporting nothing', () => {
    const { widget, dropped } = mapOne(lockedAudioWidget());
    expect(widget).toEqual({
      type: 'unsupported',
      widgetType: 'audio',
      key: 'widget-0',
      locked: true,
    });
    expect(dropped).toEqual([]);
  });

  it('drops and reports an open audio without a file', () => {
    const { widget, dropped } = mapOne(audioWidget({ file: null }));
    expect(widget).toBeUndefined();
    expect(dropped.map((item) => item.type)).toEqual(['audio']);
  });

  it('maps a 3D multimedia widget with its markdown description and its Vectary page', () => {
    const multimedia = expectType(mapOne(multimediaWidget()).widget, 'multimedia');
    expect(multimedia).toMatchObject({
      title: 'Sådan ser reolen ud',
      description: 'Alle mål er i **centimeter**.',
      displayHint: '3d',
      modelUrl: 'https://app.vectary.com/p/2RJh4t1x9Zq0',
    });
  });

  it('maps a blueprint without a model link, even when a vectary_url lingers', () => {
    const blueprint = expectType(
      mapOne(multimediaWidget({ display_hint: 'blueprint' })).widget,
      'multimedia',
    );
    expect([blueprint.displayHint, blueprint.modelUrl]).toEqual(['blueprint', null]);
  });

  it('drops and reports a multimedia widget without its (required) image', () => {
    const { widget, dropped } = mapOne(multimediaWidget({ image: null }));
    expect(widget).toBeUndefined();
    expect(dropped.map((item) => item.type)).toEqual(['multimedia']);
  });

  it('keeps a locked multimedia widget (every field null) as unsupported and locked', () => {
    expect(mapOne(lockedMultimediaWidget()).widget).toEqual({
      type: 'unsupported',
      widgetType: 'multimedia',
      key: 'widget-0',
      locked: true,
    });
  });

  it('maps chapters_summary (no fields) and the chapter display hint of lead paragraphs', () => {
    const mapping = context();
    const widgets = mapWidgets(
      [
        chaptersSummaryWidget(),
        leadParagraphWidget({ title: 'Materialer', description: '', display_hint: 'chapter' }),
      ],
      mapping.context,
    );
    expect(widgets).toEqual([
      { type: 'chapters_summary', key: 'widget-0', locked: false },
      {
        type: 'lead_paragraph',
        key: 'widget-1',
        locked: false,
        title: 'Materialer',
        description: '',
        displayHint: 'chapter',
      },
    ]);
    expect(mapping.dropped).toEqual([]);
  });
});
