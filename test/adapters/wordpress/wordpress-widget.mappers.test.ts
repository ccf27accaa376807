import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../src/domain/content/content.types';
import { mapWidgets } from '../../../src/adapters/wordpress/wordpress-widget.mappers';
import type { DroppedItem } from '../../../src/adapters/wordpress/wordpress.mappers';
import type { Json } from '../../fixtures/manual/wordpress/scalars.fixture';
import {
  VIDEO_ID,
  associatedCompositesWidget,
  calculatorWidget,
  fileWidget,
  galleryWidget,
  infoboxWidget,
  insertedCodeWidget,
  linkWidget,
  lockedRecipeWidget,
  materialGuideWidget,
  newsletterWidget,
  productWidget,
  qbrickVideoWidget,
  quoteWidget,
  recipeWidget,
  videoWidget,
} from '../../fixtures/manual/wordpress/widgets.fixture';

function mapOne(raw: Json): { widget: Widget | undefined; dropped: DroppedItem[] } {
  const dropped: DroppedItem[] = [];
  const [widget] = mapWidgets([raw], { dropped: (item) => dropped.push(item) });
  return { widget, dropped };
}

function expectType<T extends Widget['type']>(
  widget: Widget | undefined,
  type: T,
): Extract<Widget, { type: T }> {
  expect(widget?.type).toBe(type);
  return widget as Extract<Widget, { type: T }>;
}

describe('mapWidgets: every body widget of the contract', () => {
  it('maps a gallery with its images and descriptions', () => {
    const gallery = expectType(mapOne(galleryWidget()).widget, 'gallery');
    expect(gallery.title).toBe('Øvelserne');
    expect(gallery.items.map((item) => item.description)).toEqual(['Første', null]);
    expect(gallery.items[1]?.image.alt).toBe('Anden');
  });

  it('maps a video with its structured-data fields and clip items', () => {
    const video = expectType(mapOne(videoWidget()).widget, 'video');
    expect(video.video).toMatchObject({
      videoId: VIDEO_ID,
      name: 'Squat med vægt',
      uploadDate: '2024-03-10T12:00:00',
      duration: '00:04:30',
    });
    expect(video.seekToAction).toBe(true);
    expect(video.clips).toEqual([
      { title: 'Opvarmning', startOffset: 0, endOffset: 60, url: 'https://www.wom.dk/a?t=0' },
      { title: 'Squat', startOffset: 60, endOffset: 270, url: 'https://www.wom.dk/a?t=60' },
    ]);
  });

  it('drops the clip items when they are not enabled', () => {
    const video = expectType(mapOne(videoWidget({ enable_clip_items: false })).widget, 'video');
    expect(video.clips).toEqual([]);
  });

  it('maps a qbrick video by its media id', () => {
    const video = expectType(mapOne(qbrickVideoWidget()).widget, 'qbrick_video');
    expect(video.video.videoId).toBe('0_ab12cd34');
  });

  it('maps an infobox, a quote and a newsletter', () => {
    expect(mapOne(infoboxWidget()).widget).toMatchObject({
      type: 'infobox',
      title: 'Godt at vide',
      displayHint: 'highlight',
    });
    expect(mapOne(quoteWidget()).widget).toMatchObject({
      quote: 'Styrke er frihed.',
      author: 'Anne Holm',
    });
    expect(mapOne(newsletterWidget()).widget).toMatchObject({
      type: 'newsletter',
      sourceCode: 'wom-dk-article',
      permissionText: 'Jeg giver _samtykke_.',
    });
  });

  it('maps a product with a decimal-comma rating, pros, cons and price', () => {
    const { product } = expectType(mapOne(productWidget()).widget, 'product');
    expect(product).toMatchObject({
      rating: 4.5,
      maxRating: 5,
      pros: ['Solid', 'Billig'],
      cons: ['Tung'],
      price: { amount: 1299, currency: 'DKK' },
    });
  });

  it('maps a recipe: times with units, ingredients, one instruction per line, nutrients', () => {
    const { recipe } = expectType(mapOne(recipeWidget()).widget, 'recipe');
    expect(recipe.preparationTime).toEqual({ value: 15, unit: 'm' });
    expect(recipe.totalTime).toEqual({ value: 1, unit: 'h' });
    expect(recipe.quantity).toBe(4);
    expect(recipe.ingredientBlocks[0]?.items).toEqual([
      { amount: 2.5, unit: 'dl', ingredient: 'quinoa' },
      { amount: null, unit: null, ingredient: 'salt og peber' },
    ]);
    expect(recipe.instructions).toEqual(['Skyl quinoaen.', 'Kog den i 12 minutter.']);
    expect(recipe.nutrients).toContainEqual({ nutrient: 'Fat', amount: 17.5, unit: 'g' });
  });

  it('keeps a locked recipe (every field null) as a locked placeholder', () => {
    const { widget, dropped } = mapOne(lockedRecipeWidget());
    expect(widget).toEqual({
      type: 'unsupported',
      widgetType: 'recipe',
      key: 'widget-0',
      locked: true,
    });
    expect(dropped).toEqual([]);
  });

  it('maps a calculator and a material guide', () => {
    expect(mapOne(calculatorWidget()).widget).toMatchObject({
      type: 'calculator',
      calculator: 'bmi',
    });
    expect(mapOne(materialGuideWidget()).widget).toMatchObject({
      type: 'material_guide',
      materialIds: [11, 12],
      materials: null,
    });
  });

  it('maps associated composites to teasers without drafts', () => {
    const related = expectType(
      mapOne(associatedCompositesWidget()).widget,
      'associated_composites',
    );
    expect(related.teasers).toHaveLength(1);
    expect(related.displayHint).toBe('list');
  });

  it('maps inserted code, a file with its cover and a link', () => {
    expect(mapOne(insertedCodeWidget()).widget).toMatchObject({ type: 'inserted_code' });
    const file = expectType(mapOne(fileWidget()).widget, 'file');
    expect(file.file).toMatchObject({
      title: 'Træningsplan',
      mimeType: 'application/pdf',
      size: 204800,
    });
    expect(file.images).toHaveLength(1);
    expect(mapOne(linkWidget()).widget).toMatchObject({
      type: 'link',
      url: '/traening',
      displayHint: 'button',
    });
  });

  it('drops and reports an unlocked widget with broken fields', () => {
    const { widget, dropped } = mapOne(productWidget({ title: null }));
    expect(widget).toBeUndefined();
    expect(dropped[0]).toMatchObject({ item: 'widget', type: 'product' });
  });
});
