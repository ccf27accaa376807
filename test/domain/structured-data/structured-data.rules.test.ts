import { describe, expect, it } from 'vitest';
import type { Article, Recipe, VideoData, Widget } from '../../../src/domain/content/content.types';
import { recipeTimeIso, clockIso } from '../../../src/domain/structured-data/iso-duration.rules';
import type {
  JsonLdNode,
  StructuredDataContext,
} from '../../../src/domain/structured-data/json-ld.types';
import { recipeCover } from '../../../src/domain/paywall/reader-view.rules';
import { articleStructuredDataBlocks } from '../../../src/domain/structured-data/structured-data.rules';
import { article, image } from '../../render/view-model.fixture';
import { validateJsonLd as validateRichResult } from '../../seo/rich-results';
import { validateJsonLd } from './schema-org.validator';

const VIDEO_UUID = '3f2b8a1e-7c4d-4e5f-9a6b-1c2d3e4f5a6b';

function context(overrides: Partial<StructuredDataContext> = {}): StructuredDataContext {
  return {
    brandCode: 'WOM',
    brandName: 'Woman',
    siteDomain: 'https://www.wom.dk',
    logoUrl: 'https://www.wom.dk/logo.png',
    inLanguage: 'da-DK',
    timeZone: 'Europe/Copenhagen',
    pageUrl: 'https://www.wom.dk/traening/styrke/5-ovelser',
    imageUrl: (url, width, height) => `${url}?w=${String(width)}&h=${String(height)}`,
    ...overrides,
  };
}

const recipe: Recipe = {
  title: 'Kyllingesalat med quinoa',
  description: 'En mættende salat.',
  image: image(),
  categoryLabel: 'Aftensmad',
  tags: ['Glutenfri'],
  quantity: 4,
  quantityType: 'personer',
  preparationTime: { value: 15, unit: 'm' },
  cookingTime: { value: 1.5, unit: 'h' },
  totalTime: { value: 1, unit: 'd' },
  totalTimeExtraInfo: null,
  ingredientBlocks: [
    {
      headline: 'Salat',
      items: [
        { amount: 2.5, unit: 'dl', ingredient: 'quinoa' },
        { amount: null, unit: null, ingredient: 'salt og peber' },
      ],
    },
  ],
  instructionsHeadline: 'Sådan gør du',
  instructions: ['Skyl quinoaen.', 'Kog den i 12 minutter.'],
  instructionsTip: null,
  nutrientsHeadline: null,
  nutrients: [
    { nutrient: 'Energy', amount: 520, unit: 'kcal' },
    { nutrient: 'Protein', amount: 38, unit: 'g' },
    { nutrient: 'Fat', amount: 17.5, unit: 'g' },
    { nutrient: 'Carbohydrate', amount: 48, unit: 'g' },
    { nutrient: 'Fiber', amount: 7, unit: 'g' },
  ],
};

function video(overrides: Partial<VideoData> = {}): VideoData {
  return {
    videoId: VIDEO_UUID,
    name: 'Squat-teknik',
    description: 'Sådan laver du en squat.',
    embedUrl: 'https://player.example.com/embed/squat',
    contentUrl: 'https://cdn.example.com/squat.mp4',
    thumbnailUrl: 'https://images.example.com/squat.jpg',
    uploadDate: '2024-03-18T07:30:00',
    duration: '00:12:30',
    ...overrides,
  };
}

function richArticle(widgets: readonly Widget[], overrides: Partial<Article> = {}): Article {
  return article({
    widgets,
    faq: [{ question: 'Hvor ofte?', answer: 'To gange om ugen.' }],
    ...overrides,
  });
}

const ALL_WIDGETS: readonly Widget[] = [
  { type: 'recipe', key: 'r', locked: false, recipe },
  {
    type: 'video',
    key: 'v',
    locked: false,
    video: video(),
    seekToAction: true,
    clips: [
      { title: 'Opvarmning', startOffset: 0, endOffset: 60, url: 'https://www.wom.dk/a?t=0' },
      { title: 'Squat', startOffset: 60, endOffset: 300, url: 'https://www.wom.dk/a?t=60' },
    ],
  },
  {
    type: 'product',
    key: 'p',
    locked: false,
    product: {
      title: 'Løbesko X',
      description: 'Lette og **bløde**.',
      image: image(),
      rating: 4.5,
      maxRating: 5,
      scores: [],
      pros: ['Lette'],
      cons: ['Dyre'],
      price: { amount: 1299, currency: 'DKK' },
      priceText: null,
      winner: false,
      bestBuy: false,
      detailsTitle: null,
      details: [],
    },
  },
];

function types(blocks: readonly JsonLdNode[]): unknown[] {
  return blocks.map((block) => block['@type']);
}

describe('structured data of an article', () => {
  it('emits blocks that all validate against the schema.org types', () => {
    const blocks = articleStructuredDataBlocks(richArticle(ALL_WIDGETS), context());
    expect(types(blocks)).toEqual([
      'Article',
      'BreadcrumbList',
      'FAQPage',
      'Recipe',
      'VideoObject',
      'Product',
    ]);
    for (const block of blocks) expect(validateJsonLd(block)).toEqual([]);
  });

  it("passes Google's rich-result requirements on the site origin, upstream hosts and all", () => {
    const article = richArticle(ALL_WIDGETS, {
      author: {
        id: 3,
        name: 'Anne Holm',
        url: 'http://localhost:3000/author/anne-holm',
        title: null,
        biography: null,
        avatar: null,
      },
      category: {
        id: 11,
        name: 'Styrke',
        url: 'https://api.wom.dk/traening/styrke',
        parent: { id: 1, name: 'Træning', url: '/traening' },
      },
    });
    const blocks = articleStructuredDataBlocks(article, context());
    expect(types(blocks)).toEqual([
      'Article',
      'BreadcrumbList',
      'FAQPage',
      'Recipe',
      'VideoObject',
      'Product',
    ]);
    for (const block of blocks)
      expect(validateRichResult(block, { origin: 'https://www.wom.dk' })).toEqual([]);
  });

  it('makes a news article a NewsArticle with author and language', () => {
    const [block] = articleStructuredDataBlocks(richArticle([], { isNews: true }), context());
    expect(block?.['@type']).toBe('NewsArticle');
    expect(block?.inLanguage).toBe('da-DK');
    expect(JSON.stringify(block?.author)).toContain('Anne Holm');
    expect(validateJsonLd(block)).toEqual([]);
  });

  it('runs the breadcrumb from the front page through the categories to the article', () => {
    const blocks = articleStructuredDataBlocks(richArticle([]), context());
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(crumbs)).toMatch(/Woman.*Træning.*Styrke.*5 øvelser/);
  });

  it('gives recipe times as ISO durations, with nutrition and yield', () => {
    const blocks = articleStructuredDataBlocks(richArticle(ALL_WIDGETS), context());
    const block = blocks.find((entry) => entry['@type'] === 'Recipe');
    expect(block).toMatchObject({
      prepTime: 'PT15M',
      cookTime: 'PT1H30M',
      totalTime: 'PT1H45M',
      recipeYield: '4 personer',
    });
    expect(JSON.stringify(block?.nutrition)).toContain('520 kcal');
  });

  it('emits Recipe structured data only for brand WOM', () => {
    const blocks = articleStructuredDataBlocks(
      richArticle(ALL_WIDGETS),
      context({ brandCode: 'BOM' }),
    );
    expect(types(blocks)).not.toContain('Recipe');
  });

  it('emits VideoObject only for a UUID id with name, description, thumbnail and upload date', () => {
    const withVideo = (data: VideoData) =>
      types(
        articleStructuredDataBlocks(
          richArticle([
            { type: 'video', key: 'v', locked: false, video: data, seekToAction: false, clips: [] },
          ]),
          context(),
        ),
      );
    expect(withVideo(video())).toContain('VideoObject');
    expect(withVideo(video({ videoId: '0_ab12cd34' }))).not.toContain('VideoObject');
    expect(withVideo(video({ thumbnailUrl: null }))).not.toContain('VideoObject');
    expect(withVideo(video({ uploadDate: null }))).not.toContain('VideoObject');
    expect(withVideo(video({ description: null }))).not.toContain('VideoObject');
  });

  it('gives a video its clips and a seek-to-action on the page URL', () => {
    const blocks = articleStructuredDataBlocks(richArticle(ALL_WIDGETS), context());
    const block = blocks.find((entry) => entry['@type'] === 'VideoObject');
    expect(block?.duration).toBe('PT12M30S');
    expect(JSON.stringify(block?.hasPart)).toContain('"startOffset":60');
    expect(JSON.stringify(block?.potentialAction)).toContain('?t={seek_to_second_number}');
  });

  it('rates a product review with worst rating 1 and best rating its maximum', () => {
    const blocks = articleStructuredDataBlocks(richArticle(ALL_WIDGETS), context());
    const block = blocks.find((entry) => entry['@type'] === 'Product');
    expect(JSON.stringify(block)).toContain('"ratingValue":4.5');
    expect(JSON.stringify(block)).toContain('"bestRating":5');
    expect(JSON.stringify(block)).toContain('"worstRating":1');
  });

  it('keeps a paywalled recipe as a Recipe not free, with its cover only', () => {
    const locked = richArticle([], { faq: [] });
    const blocks = articleStructuredDataBlocks(locked, context(), {
      lockedRecipes: [recipeCover(recipe, locked)],
    });
    expect(types(blocks)).toEqual(['Article', 'BreadcrumbList', 'Recipe']);
    const cover = blocks.find((entry) => entry['@type'] === 'Recipe');
    expect(cover).toMatchObject({
      name: locked.title,
      isAccessibleForFree: false,
      hasPart: { cssSelector: '.paywall', isAccessibleForFree: false },
    });
    // What the subscription sells stays off the page.
    expect(cover).not.toHaveProperty('recipeIngredient');
    expect(cover).not.toHaveProperty('recipeInstructions');
    expect(cover).not.toHaveProperty('nutrition');
    expect(blocks[0]).toMatchObject({ isAccessibleForFree: false });
    for (const block of blocks)
      expect(validateRichResult(block, { origin: 'https://www.wom.dk' })).toEqual([]);
  });

  it('leaves locked widgets out', () => {
    const locked = ALL_WIDGETS.map((widget) => ({ ...widget, locked: true }));
    const blocks = articleStructuredDataBlocks(richArticle(locked, { faq: [] }), context());
    expect(types(blocks)).toEqual(['Article', 'BreadcrumbList']);
  });
});

describe('ISO durations', () => {
  it('converts recipe times in every unit and video clock times', () => {
    expect(recipeTimeIso({ value: 45, unit: 's' })).toBe('PT45S');
    expect(recipeTimeIso({ value: 2, unit: 'h' })).toBe('PT2H');
    expect(clockIso('01:02:03')).toBe('PT1H2M3S');
    expect(clockIso('nonsense')).toBeNull();
  });
});

describe('the schema.org validator', () => {
  it('rejects a block with a missing required property or an unknown property', () => {
    const [block] = articleStructuredDataBlocks(richArticle([]), context());
    const withoutHeadline = Object.fromEntries(
      Object.entries(block ?? {}).filter(([key]) => key !== 'headline'),
    );
    expect(validateJsonLd(withoutHeadline).join()).toContain('needs headline');
    expect(validateJsonLd({ ...block, colour: 'red' }).join()).toContain('no property colour');
  });
});
