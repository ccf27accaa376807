import { describe, expect, it } from 'vitest';
import { siteLinks } from '../../../src/adapters/wordpress/wordpress-links';
import { mapWidgets } from '../../../src/adapters/wordpress/wordpress-widget.mappers';
import type {
  DroppedItem,
  MappingContext,
} from '../../../src/adapters/wordpress/wordpress.mappers';
import type { Widget } from '../../../src/domain/content/content.types';
import {
  hotspotImageWidget,
  inventoryWidget,
  paragraphListWidget,
  youtubeEmbedWidget,
} from '../../fixtures/manual/wordpress/list-widgets.fixture';
import { withHoles, type Json } from '../../fixtures/manual/wordpress/scalars.fixture';
import { iformSite, siblingOrigin } from './content-api.harness';

function mapOne(raw: Json): { widget: Widget | undefined; dropped: DroppedItem[] } {
  const dropped: DroppedItem[] = [];
  const context: MappingContext = {
    dropped: (item) => dropped.push(item),
    links: siteLinks(iformSite(), siblingOrigin),
    currency: 'DKK',
  };
  const [widget] = mapWidgets([raw], context);
  return { widget, dropped };
}

function expectType<T extends Widget['type']>(
  widget: Widget | undefined,
  type: T,
): Extract<Widget, { type: T }> {
  expect(widget?.type).toBe(type);
  return widget as Extract<Widget, { type: T }>;
}

describe('mapWidgets: inventory', () => {
  it('keeps the title, the markdown description and each row with its display hint', () => {
    const inventory = expectType(mapOne(inventoryWidget()).widget, 'inventory');
    expect(inventory.title).toBe('Det skal du bruge');
    expect(inventory.description).toBe('Alt kan købes i **almindelige** sportsbutikker.');
    expect(inventory.items).toEqual([
      { displayHint: 'heading', key: 'Udstyr', value: null },
      { displayHint: 'default', key: 'Kettlebell', value: '12 kg' },
      { displayHint: 'default', key: 'Måtte', value: null },
      { displayHint: 'summary', key: 'Pris i alt', value: 'ca. 600 kr.' },
    ]);
  });

  it('reads rows sent as an object with holes, and drops rows without a key', () => {
    const rows = [
      { display_hint: 'default', key: 'Kettlebell', value: '12 kg' },
      { display_hint: 'default', key: 'Ubrugt', value: 'x' },
      { display_hint: null, key: null, value: '5 kg' },
      { display_hint: null, key: 'Elastik', value: null },
    ];
    const inventory = expectType(
      mapOne(inventoryWidget({ items: withHoles(rows, [1]) })).widget,
      'inventory',
    );
    expect(inventory.items.map((item) => item.key)).toEqual(['Kettlebell', 'Elastik']);
    expect(inventory.items[1]?.displayHint).toBe('default');
  });

  it('drops an inventory without rows as a shape error', () => {
    const { widget, dropped } = mapOne(inventoryWidget({ items: [] }));
    expect(widget).toBeUndefined();
    expect(dropped).toMatchObject([{ item: 'widget', type: 'inventory' }]);
  });
});

describe('mapWidgets: paragraph list', () => {
  it('keeps the display hint, numbering, folding and each paragraph with its image', () => {
    const list = expectType(mapOne(paragraphListWidget()).widget, 'paragraph_list');
    expect(list).toMatchObject({
      title: 'Sådan gør du',
      description: 'Følg trinene i rækkefølge.',
      image: null,
      videoUrl: null,
      collapsible: false,
      showNumbers: true,
      displayHint: 'ordered',
    });
    expect(list.items.map((item) => item.title)).toEqual(['Varm op', 'Løft']);
    expect(list.items[0]?.image?.url).toMatch(/^https:\/\/images\.bonnier\.cloud\//);
    expect(list.items[0]?.description).toBe('Fem minutter **let** løb.');
  });

  it('drops paragraphs without title, text or image, as the upstream adapter does', () => {
    const list = expectType(
      mapOne(
        paragraphListWidget({
          items: [
            { title: null, description: null, image: null, video_url: null },
            { title: 'Løft', description: null, image: null, video_url: null },
          ],
        }),
      ).widget,
      'paragraph_list',
    );
    expect(list.items).toHaveLength(1);
  });

  it('defaults the display hint to a numbered list (the field group default)', () => {
    const list = expectType(
      mapOne(paragraphListWidget({ display_hint: null })).widget,
      'paragraph_list',
    );
    expect(list.displayHint).toBe('ordered');
  });
});

describe('mapWidgets: hotspot image', () => {
  it('keeps the image and each hotspot at its coordinates', () => {
    const hotspot = expectType(mapOne(hotspotImageWidget()).widget, 'hotspot_image');
    expect(hotspot.image.alt).not.toBe('');
    expect(hotspot.displayHint).toBe('ordered');
    expect(hotspot.hotspots).toEqual([
      { title: 'Lårets forside', description: 'Strækker knæet.', x: 0.42, y: 0.55 },
      { title: 'Balden', description: 'Strækker **hoften**.', x: 0.6, y: 0.38 },
    ]);
  });

  it('drops hotspots without coordinates (null upstream) or outside the picture', () => {
    const hotspot = expectType(
      mapOne(
        hotspotImageWidget({
          hotspots: [
            { title: 'Uden sted', description: 'x', coordinates: null },
            { title: 'Udenfor', description: 'x', coordinates: { x: 1.4, y: 0.2 } },
            { title: 'Inde', description: 'x', coordinates: { x: 0, y: 1 } },
          ],
        }),
      ).widget,
      'hotspot_image',
    );
    expect(hotspot.hotspots.map((spot) => spot.title)).toEqual(['Inde']);
  });

  it('drops a hotspot image without its image as a shape error', () => {
    const { widget, dropped } = mapOne(hotspotImageWidget({ image: null }));
    expect(widget).toBeUndefined();
    expect(dropped).toMatchObject([{ item: 'widget', type: 'hotspot_image' }]);
  });
});

describe('mapWidgets: inserted code', () => {
  it('maps a YouTube embed to its provider and id, without the markup', () => {
    const embed = expectType(mapOne(youtubeEmbedWidget()).widget, 'inserted_code');
    expect(embed.embed).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      pageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(JSON.stringify(embed)).not.toContain('<iframe');
  });

  it('drops a script as a shape error of widget.inserted_code', () => {
    const { widget, dropped } = mapOne(youtubeEmbedWidget({ code: '<script>alert(1)</script>' }));
    expect(widget).toBeUndefined();
    expect(dropped).toEqual([
      { item: 'widget', index: 0, type: 'inserted_code', reason: 'embed provider not allowed' },
    ]);
  });

  it('keeps a locked embed whose code upstream nulled as locked, never shown', () => {
    const { widget, dropped } = mapOne(youtubeEmbedWidget({ locked: true, code: null }));
    expect(widget).toMatchObject({
      type: 'unsupported',
      widgetType: 'inserted_code',
      locked: true,
    });
    expect(dropped).toEqual([]);
  });
});
