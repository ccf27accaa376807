import { describe, expect, it } from 'vitest';
import { serializeWidgets } from '../../../sandbox/api/widget.serializer';
import type { SerializeContext } from '../../../sandbox/api/wp-shapes.serializer';
import { SANDBOX_SITES } from '../../../sandbox/content/sandbox-sites';
import type { WidgetBlock } from '../../../sandbox/content/widget-blocks.schema';
import { SandboxStore } from '../../../sandbox/store/sandbox.store';
import type { ArticleRecord, WidgetRecord } from '../../../sandbox/store/site-model.types';
import { SITE_ORIGIN_TEMPLATE } from '../sandbox.harness';

const store = new SandboxStore(SANDBOX_SITES, SITE_ORIGIN_TEMPLATE);
const site = store.site('wom-dk');
if (site === undefined) throw new Error('no wom-dk');
const model = site.published.at(0);
if (model === undefined) throw new Error('no article');
const picture = model.image;
const other = site.published.at(1);
if (other === undefined) throw new Error('no second article');

const context = (unlocked: boolean): SerializeContext => ({
  store,
  site,
  imageOrigin: 'http://images.test',
  apiBase: 'http://api.test/wom-dk',
  unlocked,
});

function block(value: WidgetBlock, locked: boolean): WidgetRecord {
  return {
    type: 'block',
    locked,
    block: value,
    images: new Map([['pic', picture]]),
    articleIds: [other?.id ?? 0],
  };
}

const BLOCKS: readonly WidgetBlock[] = [
  { type: 'quote', quote: 'Citat', author: 'Anne' },
  { type: 'infobox', title: 'Godt at vide', body: 'Se [mere](/traening).', highlight: true },
  { type: 'link', url: '/traening', title: 'Træning', external: false, button: true },
  { type: 'inserted_code', code: '<div>x</div>' },
  {
    type: 'video',
    videoId: '3f6c2a1e-8b4d-4c7a-9e2f-51d0b7a4c913',
    name: 'Squat',
    description: 'Teknik',
    thumbnail: 'pic',
    uploaded: '2025-01-15 09:00',
    duration: '00:03:40',
    seekToAction: true,
    clips: [
      ['Start', 0, 35],
      ['Slut', 35, 220],
    ],
    form: 'chapters',
  },
  {
    type: 'video',
    videoId: 'd4b1f8a2-6c3e-47d9-8a5b-0e2c9f7a1d68',
    name: 'Yoga',
    description: 'Flow',
    thumbnail: 'pic',
    uploaded: '2025-07-01 12:00',
    duration: '00:30:00',
    seekToAction: false,
    clips: [['Ånding', 0, 300]],
    form: 'clips',
  },
  { type: 'gallery', title: 'Billeder', images: [['pic', 'Et billede']] },
  {
    type: 'file',
    title: 'Program',
    description: null,
    path: 'files/strength-program.pdf',
    images: ['pic'],
  },
  {
    type: 'recipe',
    title: 'Grød',
    description: 'God',
    image: 'pic',
    categoryLabel: 'Morgenmad',
    tags: ['Vegetar', 'Hurtig'],
    quantity: '2',
    quantityType: 'portioner',
    preparation: ['5', 'm'],
    cooking: ['1', 'h'],
    total: ['2', 'd'],
    ingredients: [['Grød', [['4,5', 'dl', 'havregryn'], null, [null, '-', 'salt efter smag']]]],
    instructionsHeadline: 'Sådan',
    instructions: 'Kog.',
    nutrientsHeadline: 'Næring',
    nutrients: [['Energy', '½', 'kcal']],
  },
  {
    type: 'product',
    title: 'Pande',
    description: 'God',
    image: 'pic',
    price: '449 kr.',
    winner: true,
    bestBuy: false,
    maxPoints: 10,
    items: [['Varme', '9']],
    detailsTitle: 'Fakta',
    details: [['heading', 'Specifikationer', null]],
  },
  {
    type: 'product',
    title: 'Sko',
    description: 'Let',
    image: null,
    rating: '4,5',
    maxRating: 5,
    pros: ['Let'],
    cons: ['Dyr'],
    price: { amount: '1199,95', currency: 'DKK' },
  },
  { type: 'calculator', calculator: 'bmi' },
  { type: 'newsletter', title: 'Nyhedsbrev', description: 'Hver fredag', permissionText: 'Ja tak' },
  { type: 'associated_composites', title: 'Læs også', articles: ['x'] },
  {
    type: 'audio',
    title: 'Trænerens råd',
    path: 'files/home-gym-tips.wav',
    caption: 'Fortalt af Jonas',
    image: 'pic',
  },
  { type: 'multimedia', title: 'Skitse', description: 'Mål i **cm**.', image: 'pic' },
  {
    type: 'multimedia',
    title: 'Stativet i 3D',
    description: 'Drej det.',
    image: 'pic',
    model: { id: 'abc', url: 'https://vectary.example.com/p/rack' },
  },
  { type: 'chapters_summary' },
];

const article = (locked: boolean): ArticleRecord => ({
  ...model,
  widgets: [
    { type: 'lead_paragraph', locked, title: null, description: 'Indledning' },
    { type: 'lead_paragraph', locked, title: 'Kapitel', description: '', displayHint: 'chapter' },
    {
      type: 'image',
      locked,
      image: picture,
      link: { url: '/traening/styrke', external: false },
    },
    { type: 'text_item', locked, body: 'Læs [videre](/traening) nu.' },
    ...BLOCKS.map((value) => block(value, locked)),
  ],
});

function withoutUuid(widget: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(widget).filter(([key]) => key !== 'uuid'));
}

function byType(widgets: readonly Record<string, unknown>[], type: string, nth = 0) {
  const found = widgets.filter((widget) => widget.type === type)[nth];
  if (found === undefined) throw new Error(`no ${type} widget`);
  return found;
}

describe('body widgets', () => {
  const open = serializeWidgets(article(false), context(false));
  const locked = serializeWidgets(article(true), context(false));
  const unlocked = serializeWidgets(article(true), context(true));

  it('are flat with type, locked, stick_to_next and a fresh uuid every time', () => {
    for (const widget of open) {
      expect(Object.keys(widget).slice(0, 4)).toEqual(['type', 'locked', 'stick_to_next', 'uuid']);
      expect(widget.uuid).toMatch(/^[0-9a-f-]{36}$/);
    }
    const again = serializeWidgets(article(false), context(false));
    expect(again.map((widget) => widget.uuid)).not.toEqual(open.map((widget) => widget.uuid));
    expect(byType(open, 'image').stick_to_next).toBe(true);
    expect(byType(open, 'text_item').stick_to_next).toBe(false);
  });

  it('put the image widget’s picture under file, with an absolute editor link', () => {
    expect(byType(open, 'image')).toMatchObject({
      is_lead: false,
      display_hint: 'default',
      video_url: null,
      file: {
        id: picture.id,
        url: `http://images.test/wp-content/uploads/${picture.path}`,
        link: {
          title: picture.title,
          url: 'http://wom-dk.localhost:3000/traening/styrke',
          rel: 'follow',
          target: '_self',
        },
      },
    });
  });

  it('write links to the site in markdown as an editor does: absolute on the public host', () => {
    expect(byType(open, 'text_item').body).toBe(
      'Læs [videre](http://wom-dk.localhost:3000/traening) nu.',
    );
  });

  it('send recipes with string numbers, unit codes, a tag string and a list with a hole', () => {
    expect(byType(open, 'recipe')).toMatchObject({
      recipe_tags: 'Vegetar, Hurtig',
      preparation_time: 'Forberedelse',
      preparation_time_min: '5',
      cooking_time_unit: 'h',
      total_time_unit: 'd',
      quantity: '2',
      ingredient_block_items: [
        {
          headline: 'Grød',
          ingredient_items: {
            '0': { amount: '4,5', unit: 'dl', ingredient: 'havregryn' },
            '2': { amount: null, unit: '-', ingredient: 'salt efter smag' },
          },
        },
      ],
      nutrient_items: [{ nutrient: 'Energy', amount: '½', unit: 'kcal' }],
    });
  });

  it('send products in both shapes the product reads', () => {
    expect(byType(open, 'product', 0)).toMatchObject({
      price: '449 kr.',
      winner: true,
      best_buy: false,
      max_points: 10,
      items: [{ parameter: 'Varme', score: '9' }],
      details_title: 'Fakta',
      details_items: [{ display_hint: 'heading', key: 'Specifikationer', value: null }],
    });
    expect(byType(open, 'product', 1)).toMatchObject({
      price: '1199,95 kr.',
      rating: '4,5',
      max_rating: 5,
      pros_items: ['Let'],
      cons_items: ['Dyr'],
    });
  });

  it('send videos as chapters (upstream) or clips (newer API), with a literal &amp;', () => {
    const chapters = byType(open, 'video', 0);
    expect(chapters).toMatchObject({
      duration: '00:03:40',
      include_intro_video: true,
      upload_date: '2025-01-15T08:00:00+00:00',
      caption: 'Video: WOM',
      chapter_items: [
        { title: 'Start', time: '00:00:00', show_in_list_overview: true },
        { title: 'Slut', time: '00:00:35', thumbnail: null },
      ],
    });
    expect(chapters.content_url).toContain('&amp;');
    expect(byType(open, 'video', 1)).toMatchObject({
      video_id: 'd4b1f8a2-6c3e-47d9-8a5b-0e2c9f7a1d68',
      enable_seek_to_action: false,
      enable_clip_items: true,
      clip_items: [{ title: 'Ånding', start_offset: 0, end_offset: 300 }],
    });
  });

  it('send audio as ContentAudioTransformer does: title, attachment, image, whole minutes', () => {
    const audio = byType(open, 'audio');
    expect(withoutUuid(audio)).toMatchObject({
      title: 'Trænerens råd',
      file: {
        url: 'http://images.test/wp-content/uploads/files/home-gym-tips.wav',
        title: 'home-gym-tips',
        description: null,
        caption: 'Fortalt af Jonas',
        language: 'da',
      },
      duration: 1,
    });
    expect(Object.keys(audio)).toEqual([
      'type',
      'locked',
      'stick_to_next',
      'uuid',
      'title',
      'file',
      'image',
      'duration',
    ]);
    expect(String((audio.image as { url?: unknown }).url)).toContain('/wp-content/uploads/');
  });

  it('send multimedia as a blueprint, or a 3D model with its Vectary id and url', () => {
    expect(byType(open, 'multimedia', 0)).toMatchObject({
      title: 'Skitse',
      description: 'Mål i **cm**.',
      display_hint: 'blueprint',
      vectary_id: null,
      vectary_url: null,
    });
    expect(byType(open, 'multimedia', 1)).toMatchObject({
      display_hint: '3d',
      vectary_id: 'abc',
      vectary_url: 'https://vectary.example.com/p/rack',
    });
  });

  it('send chapters_summary as its envelope alone, and chapter headings with their hint', () => {
    expect(Object.keys(byType(open, 'chapters_summary'))).toEqual([
      'type',
      'locked',
      'stick_to_next',
      'uuid',
    ]);
    expect(byType(open, 'lead_paragraph', 1)).toMatchObject({
      title: 'Kapitel',
      display_hint: 'chapter',
    });
    expect(byType(open, 'lead_paragraph', 0)).toMatchObject({ display_hint: 'default' });
  });

  it('send the gallery description when the editor wrote one, null otherwise', () => {
    expect(byType(open, 'gallery').description).toBeNull();
    const described = serializeWidgets(
      {
        ...model,
        widgets: [
          block({ type: 'gallery', title: 'B', description: 'Om **dem**', images: [] }, false),
        ],
      },
      context(false),
    );
    expect(byType(described, 'gallery').description).toBe('Om **dem**');
  });

  it('send associated composites as a bare array of teasers', () => {
    expect(byType(open, 'associated_composites')).toMatchObject({
      title: 'Læs også',
      display_hint: 'default',
      composites: [{ id: other.id, link: other.path }],
    });
  });

  it('cut locked widgets exactly as upstream does for a caller without the token', () => {
    expect(byType(locked, 'text_item').body).toBeNull();
    expect(byType(locked, 'image').file).toBeNull();
    expect(byType(locked, 'quote')).toMatchObject({ quote: null, author: null });
    expect(byType(locked, 'infobox')).toMatchObject({
      title: null,
      body: null,
      image: null,
      display_hint: null,
    });
    expect(byType(locked, 'link')).toMatchObject({
      url: null,
      title: null,
      target: null,
      display_hint: null,
    });
    const video = byType(locked, 'video', 0);
    expect(video).toMatchObject({ embed_url: null, name: null, duration: null, content_url: null });
    expect(video.chapter_items).toHaveLength(2);
    expect(byType(locked, 'video', 1)).toMatchObject({ video_id: null, enable_clip_items: null });
    expect(byType(locked, 'video', 1).clip_items).toHaveLength(1);
    expect(byType(locked, 'gallery')).toMatchObject({ title: 'Billeder', images: null });
    expect(byType(locked, 'file')).toMatchObject({
      title: null,
      description: null,
      file: null,
      images: [],
      download_button_text: null,
    });
    expect(byType(locked, 'audio')).toMatchObject({ title: 'Trænerens råd', file: null });
    expect(withoutUuid(byType(locked, 'multimedia', 1))).toEqual({
      type: 'multimedia',
      locked: true,
      stick_to_next: false,
      title: null,
      description: null,
      image: null,
      display_hint: null,
      vectary_id: null,
      vectary_url: null,
    });
  });

  it('send recipe, product, calculator, lead paragraph, newsletter and associated composites whole', () => {
    for (const type of [
      'recipe',
      'product',
      'calculator',
      'lead_paragraph',
      'newsletter',
      'associated_composites',
    ]) {
      expect(withoutUuid(byType(locked, type)), type).toEqual({
        ...withoutUuid(byType(open, type)),
        locked: true,
      });
    }
  });

  it('send every locked widget whole, still locked, to the holder of the content token', () => {
    expect(unlocked.every((widget) => widget.locked === true)).toBe(true);
    const strip = (widgets: readonly Record<string, unknown>[]) =>
      widgets.map((widget) => ({ ...withoutUuid(widget), locked: 'either' }));
    expect(strip(unlocked)).toEqual(strip(open));
  });
});
