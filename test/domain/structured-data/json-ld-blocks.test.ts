import { describe, expect, it } from 'vitest';
import type {
  Article,
  Product,
  Recipe,
  VideoData,
  Widget,
} from '../../../src/domain/content/content.types';
import {
  articleStructuredData,
  publisher,
} from '../../../src/domain/structured-data/article.structured-data';
import { breadcrumbStructuredData } from '../../../src/domain/structured-data/breadcrumb.structured-data';
import { faqStructuredData } from '../../../src/domain/structured-data/faq.structured-data';
import {
  compact,
  siteOrigin,
  siteUrl,
  type StructuredDataContext,
} from '../../../src/domain/structured-data/json-ld.types';
import { productStructuredData } from '../../../src/domain/structured-data/product.structured-data';
import {
  recipeStructuredData,
  recipeTimes,
} from '../../../src/domain/structured-data/recipe.structured-data';
import {
  articleStructuredDataBlocks,
  articleTrail,
} from '../../../src/domain/structured-data/structured-data.rules';
import { videoStructuredData } from '../../../src/domain/structured-data/video.structured-data';
import { article, image } from '../../render/view-model.fixture';

/**
 * The JSON-LD of an article page, block by block, as literal values: what search engines read.
 * structured-data.rules.test.ts checks the same blocks against the schema.org types.
 */

const PAGE = 'https://www.wom.dk/traening/styrke/5-ovelser';
const IMAGE = 'http://127.0.0.1:4100/wp-content/uploads/2024/03/squat.jpg';
const VIDEO_UUID = '3f2b8a1e-7c4d-4e5f-9a6b-1c2d3e4f5a6b';

function context(overrides: Partial<StructuredDataContext> = {}): StructuredDataContext {
  return {
    brandCode: 'WOM',
    brandName: 'Woman',
    siteDomain: 'https://www.wom.dk',
    logoUrl: 'https://www.wom.dk/logo.png',
    inLanguage: 'da-DK',
    timeZone: 'Europe/Copenhagen',
    pageUrl: PAGE,
    imageUrl: (url, width, height) => `${url}?w=${String(width)}&h=${String(height)}`,
    ...overrides,
  };
}

/** The article's author as a Person with the author page on the site's origin. */
const ANNE = {
  '@type': 'Person',
  name: 'Anne Holm',
  url: 'https://www.wom.dk/author/anne-holm',
  jobTitle: 'Journalist',
};

const PUBLISHER = {
  '@type': 'Organization',
  name: 'Woman',
  url: 'https://www.wom.dk',
  logo: { '@type': 'ImageObject', url: 'https://www.wom.dk/logo.png' },
};

describe('compact', () => {
  it('drops undefined, null, empty texts and empty lists, and keeps zero and false', () => {
    expect(
      compact({
        missing: undefined,
        none: null,
        empty: '',
        noItems: [],
        zero: 0,
        no: false,
        text: 'x',
        items: [1],
      }),
    ).toStrictEqual({ zero: 0, no: false, text: 'x', items: [1] });
  });
});

describe('the Article block', () => {
  it('describes the article, its author, publisher, images, section and public tags', () => {
    expect(articleStructuredData(article(), context())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '5 øvelser til stærke ben',
      description: 'Sådan får du stærkere ben på 20 minutter.',
      inLanguage: 'da-DK',
      mainEntityOfPage: { '@type': 'WebPage', '@id': PAGE },
      url: PAGE,
      datePublished: '2024-03-18T07:30:00+01:00',
      dateModified: '2024-03-20T09:00:00+01:00',
      author: [
        {
          '@type': 'Person',
          name: 'Anne Holm',
          url: 'https://www.wom.dk/author/anne-holm',
          jobTitle: 'Journalist',
        },
      ],
      publisher: PUBLISHER,
      image: [`${IMAGE}?w=1200&h=630`, `${IMAGE}?w=1200&h=900`, `${IMAGE}?w=1200&h=1200`],
      articleSection: 'Styrke',
      wordCount: 820,
      keywords: 'Ben',
    });
  });

  it('lists the other authors after the author, linked on the site origin, none without a link', () => {
    const block = articleStructuredData(
      article({
        author: null,
        otherAuthors: [
          { id: 4, name: 'Bo Berg', url: null, title: null, biography: null, avatar: null },
          {
            id: 5,
            name: 'Eva Lund',
            url: 'http://www.wom.dk:3000//author/eva-lund?x=1',
            title: 'Fotograf',
            biography: null,
            avatar: null,
          },
        ],
      }),
      context(),
    );
    expect(block.author).toEqual([
      { '@type': 'Person', name: 'Bo Berg' },
      {
        '@type': 'Person',
        name: 'Eva Lund',
        url: 'https://www.wom.dk/author/eva-lund?x=1',
        jobTitle: 'Fotograf',
      },
    ]);
  });

  it('names the brand as author when the article has none', () => {
    const block = articleStructuredData(article({ author: null, otherAuthors: [] }), context());
    expect(block.author).toEqual({ '@type': 'Organization', name: 'Woman' });
  });

  it('leaves out what the article does not have', () => {
    const block = articleStructuredData(
      article({
        description: '',
        leadImage: null,
        updatedAt: null,
        category: null,
        tags: [{ id: 2, name: 'Intern', url: null, internal: true }],
        isNews: true,
      }),
      context({ logoUrl: null }),
    );
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '5 øvelser til stærke ben',
      inLanguage: 'da-DK',
      mainEntityOfPage: { '@type': 'WebPage', '@id': PAGE },
      url: PAGE,
      datePublished: '2024-03-18T07:30:00+01:00',
      dateModified: '2024-03-18T07:30:00+01:00',
      author: [
        {
          '@type': 'Person',
          name: 'Anne Holm',
          url: 'https://www.wom.dk/author/anne-holm',
          jobTitle: 'Journalist',
        },
      ],
      publisher: { '@type': 'Organization', name: 'Woman', url: 'https://www.wom.dk' },
      wordCount: 820,
    });
  });

  it("gives the article's word count, and none when the API sent none", () => {
    expect(articleStructuredData(article({ wordCount: 488 }), context()).wordCount).toBe(488);
    expect(articleStructuredData(article({ wordCount: null }), context())).not.toHaveProperty(
      'wordCount',
    );
  });

  it('cuts the headline at 110 characters', () => {
    const block = articleStructuredData(article({ title: 'a'.repeat(120) }), context());
    expect(block.headline).toBe('a'.repeat(110));
  });
});

describe('the publisher', () => {
  it('is the brand, with its logo when there is one', () => {
    expect(publisher(context())).toEqual(PUBLISHER);
    expect(publisher(context({ logoUrl: null }))).toEqual({
      '@type': 'Organization',
      name: 'Woman',
      url: 'https://www.wom.dk',
    });
  });
});

describe('the breadcrumb', () => {
  it('runs from the front page through parent category and category to the article', () => {
    expect(articleTrail(article(), context())).toEqual([
      { name: 'Woman', url: 'https://www.wom.dk/' },
      { name: 'Træning', url: 'https://www.wom.dk/traening' },
      { name: 'Styrke', url: 'https://www.wom.dk/traening/styrke' },
      { name: '5 øvelser til stærke ben', url: PAGE },
    ]);
  });

  it('skips categories without a URL, and has only the front page and the article without any', () => {
    const category = { id: 11, name: 'Styrke', url: null, parent: null };
    expect(articleTrail(article({ category }), context())).toEqual([
      { name: 'Woman', url: 'https://www.wom.dk/' },
      { name: '5 øvelser til stærke ben', url: PAGE },
    ]);
    const orphanParent = {
      id: 11,
      name: 'Styrke',
      url: '/styrke',
      parent: { id: 1, name: 'Træning', url: null },
    };
    expect(articleTrail(article({ category: orphanParent }), context())).toEqual([
      { name: 'Woman', url: 'https://www.wom.dk/' },
      { name: 'Styrke', url: 'https://www.wom.dk/styrke' },
      { name: '5 øvelser til stærke ben', url: PAGE },
    ]);
    expect(articleTrail(article({ category: null }), context())).toEqual([
      { name: 'Woman', url: 'https://www.wom.dk/' },
      { name: '5 øvelser til stærke ben', url: PAGE },
    ]);
  });

  it('puts categories the upstream wrote on another host or port on the site origin', () => {
    const category = {
      id: 11,
      name: 'Styrke',
      url: 'http://localhost:3000/traening/styrke?x=1',
      parent: { id: 1, name: 'Træning', url: 'javascript:alert(1)' },
    };
    expect(
      articleTrail(article({ category }), context({ siteDomain: 'https://www.wom.dk/' })),
    ).toEqual([
      { name: 'Woman', url: 'https://www.wom.dk/' },
      { name: 'Styrke', url: 'https://www.wom.dk/traening/styrke?x=1' },
      { name: '5 øvelser til stærke ben', url: PAGE },
    ]);
  });

  it('numbers the entries from 1, and needs at least two', () => {
    expect(breadcrumbStructuredData([{ name: 'Woman', url: 'https://www.wom.dk/' }])).toBeNull();
    expect(
      breadcrumbStructuredData([
        { name: 'Woman', url: 'https://www.wom.dk/' },
        { name: 'Styrke', url: PAGE },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Woman', item: 'https://www.wom.dk/' },
        { '@type': 'ListItem', position: 2, name: 'Styrke', item: PAGE },
      ],
    });
  });
});

describe('the FAQ', () => {
  it('lists the questions trimmed and the answers as plain text', () => {
    expect(
      faqStructuredData([
        { question: ' Hvor ofte? ', answer: 'To **gange** om ugen.' },
        { question: '  ', answer: 'Uden spørgsmål.' },
        { question: 'Uden svar?', answer: ' ' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Hvor ofte?',
          acceptedAnswer: { '@type': 'Answer', text: 'To gange om ugen.' },
        },
      ],
    });
  });

  it('is left out when no question has an answer', () => {
    expect(faqStructuredData([{ question: 'Hvor ofte?', answer: '' }])).toBeNull();
    expect(faqStructuredData([])).toBeNull();
  });
});

function product(overrides: Partial<Product> = {}): Product {
  return {
    title: 'Løbesko X',
    description: null,
    image: image(),
    rating: 4.5,
    maxRating: 5,
    scores: [],
    pros: ['Lette', 'Bløde'],
    cons: ['Dyre'],
    price: { amount: 1299, currency: 'DKK' },
    priceText: null,
    winner: false,
    bestBuy: false,
    detailsTitle: null,
    details: [],
    ...overrides,
  };
}

describe('the Product block', () => {
  it("gives the product the editor's review with its rating, pros, cons and the price", () => {
    expect(productStructuredData(product(), article(), context())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Løbesko X',
      image: [`${IMAGE}?w=1200&h=1200`],
      review: {
        '@type': 'Review',
        name: '5 øvelser til stærke ben',
        author: ANNE,
        datePublished: '2024-03-18T07:30:00+01:00',
        reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5, worstRating: 1 },
        positiveNotes: {
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Lette' },
            { '@type': 'ListItem', position: 2, name: 'Bløde' },
          ],
        },
        negativeNotes: {
          '@type': 'ItemList',
          itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Dyre' }],
        },
      },
      offers: { '@type': 'Offer', price: '1299.00', priceCurrency: 'DKK', url: PAGE },
    });
  });

  it('leaves out the image, notes and offer it does not have, and names the brand without an author', () => {
    expect(
      productStructuredData(
        product({ image: null, pros: [], cons: [], price: null, rating: 7, maxRating: 2 }),
        article({ author: null }),
        context(),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Løbesko X',
      review: {
        '@type': 'Review',
        name: '5 øvelser til stærke ben',
        author: { '@type': 'Organization', name: 'Woman' },
        datePublished: '2024-03-18T07:30:00+01:00',
        reviewRating: { '@type': 'Rating', ratingValue: 2, bestRating: 2, worstRating: 1 },
      },
    });
  });

  it('needs a rating and a maximum above the worst rating', () => {
    const block = (overrides: Partial<Product>) =>
      productStructuredData(product(overrides), article(), context());
    expect(block({ rating: null })).toBeNull();
    expect(block({ maxRating: null })).toBeNull();
    expect(block({ rating: 1, maxRating: 1 })).toBeNull();
    expect(block({ rating: 1, maxRating: 0 })).toBeNull();
  });
});

function recipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    title: 'Kyllingesalat',
    description: 'En mættende salat.',
    image: image({ url: 'http://127.0.0.1:4100/salat.jpg' }),
    categoryLabel: 'Aftensmad',
    tags: ['Glutenfri', 'Hurtig'],
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
          { amount: 2, unit: null, ingredient: 'æg' },
          { amount: null, unit: null, ingredient: 'salt og peber' },
        ],
      },
      { headline: 'Dressing', items: [{ amount: null, unit: 'lidt', ingredient: 'olie' }] },
    ],
    instructionsHeadline: null,
    instructions: ['Skyl quinoaen.', 'Kog den.'],
    instructionsTip: null,
    nutrientsHeadline: null,
    nutrients: [
      { nutrient: 'Energy', amount: 520, unit: null },
      { nutrient: 'Protein', amount: 38, unit: null },
      { nutrient: 'Fat', amount: 17.5, unit: 'g' },
      { nutrient: 'Carbohydrate', amount: null, unit: 'g' },
      { nutrient: 'Salt', amount: 2, unit: 'g' },
      { nutrient: 'Fiber', amount: 7, unit: 'mg' },
    ],
    ...overrides,
  };
}

describe('siteUrl', () => {
  const site = { siteDomain: 'https://www.wom.dk' };

  it.each([
    ['/author/anne', 'https://www.wom.dk/author/anne'],
    ['https://www.wom.dk/a?b=1#c', 'https://www.wom.dk/a?b=1#c'],
    ['http://wom-dk.localhost:3000/a?b=1#c', 'https://www.wom.dk/a?b=1#c'],
    ['https://api.wom.dk//author/anne', 'https://www.wom.dk/author/anne'],
    [' /traening ', 'https://www.wom.dk/traening'],
  ])('puts %s on the site origin as %s', (url, expected) => {
    expect(siteUrl(url, site)).toBe(expected);
  });

  it('answers null for what is not an http(s) link', () => {
    expect(siteUrl('mailto:a@b.dk', site)).toBeNull();
    expect(siteUrl('javascript:alert(1)', site)).toBeNull();
    expect(siteUrl('http://[', site)).toBeNull();
  });

  it('takes the origin of a site domain with a path or a slash', () => {
    expect(siteOrigin({ siteDomain: 'https://www.wom.dk/da/' })).toBe('https://www.wom.dk');
  });
});

describe('recipe times', () => {
  const times = (overrides: Partial<Recipe>) => recipeTimes(recipe(overrides));

  it("gives preparation and cooking together with their sum as the total, not the editor's", () => {
    expect(
      times({
        preparationTime: { value: 30, unit: 'm' },
        cookingTime: { value: 1.75, unit: 'h' },
        totalTime: { value: 2, unit: 'd' },
      }),
    ).toEqual({ prepTime: 'PT30M', cookTime: 'PT1H45M', totalTime: 'PT2H15M' });
    expect(
      times({
        preparationTime: { value: 5, unit: 'm' },
        cookingTime: { value: 90, unit: 's' },
        totalTime: null,
      }),
    ).toEqual({ prepTime: 'PT5M', cookTime: 'PT1M30S', totalTime: 'PT6M30S' });
  });

  it("gives only the editor's total when one part is missing", () => {
    expect(
      times({
        preparationTime: { value: 10, unit: 'm' },
        cookingTime: null,
        totalTime: { value: 8, unit: 'h' },
      }),
    ).toEqual({ prepTime: null, cookTime: null, totalTime: 'PT8H' });
    expect(
      times({
        preparationTime: null,
        cookingTime: { value: 20, unit: 'm' },
        totalTime: null,
      }),
    ).toEqual({ prepTime: null, cookTime: null, totalTime: null });
  });

  it('counts a negative part as nothing', () => {
    expect(
      times({
        preparationTime: { value: -5, unit: 'm' },
        cookingTime: { value: 10, unit: 'm' },
        totalTime: null,
      }),
    ).toEqual({ prepTime: 'PT0S', cookTime: 'PT10M', totalTime: 'PT10M' });
  });
});

describe('the Recipe block', () => {
  it('describes the recipe with times, yield, ingredients, steps and nutrition', () => {
    expect(recipeStructuredData(recipe(), article(), context())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Kyllingesalat',
      description: 'En mættende salat.',
      image: [
        'http://127.0.0.1:4100/salat.jpg?w=1200&h=900',
        'http://127.0.0.1:4100/salat.jpg?w=1200&h=1200',
      ],
      datePublished: '2024-03-18T07:30:00+01:00',
      inLanguage: 'da-DK',
      author: ANNE,
      recipeCategory: 'Aftensmad',
      keywords: 'Glutenfri, Hurtig',
      recipeYield: '4 personer',
      prepTime: 'PT15M',
      cookTime: 'PT1H30M',
      totalTime: 'PT1H45M',
      recipeIngredient: ['2.5 dl quinoa', '2 æg', 'salt og peber', 'lidt olie'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Skyl quinoaen.' },
        { '@type': 'HowToStep', text: 'Kog den.' },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        calories: '520 kcal',
        proteinContent: '38 g',
        fatContent: '17.5 g',
        fiberContent: '7 mg',
      },
    });
  });

  it("falls back to the article's description and lead image, and to the brand as author", () => {
    const block = recipeStructuredData(
      recipe({
        description: null,
        image: null,
        quantityType: null,
        preparationTime: null,
        cookingTime: null,
        totalTime: null,
        tags: [],
        nutrients: [],
      }),
      article({ author: null }),
      context(),
    );
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Kyllingesalat',
      description: 'Sådan får du stærkere ben på 20 minutter.',
      image: [`${IMAGE}?w=1200&h=900`, `${IMAGE}?w=1200&h=1200`],
      datePublished: '2024-03-18T07:30:00+01:00',
      inLanguage: 'da-DK',
      author: PUBLISHER,
      recipeCategory: 'Aftensmad',
      recipeYield: '4',
      recipeIngredient: ['2.5 dl quinoa', '2 æg', 'salt og peber', 'lidt olie'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Skyl quinoaen.' },
        { '@type': 'HowToStep', text: 'Kog den.' },
      ],
    });
  });

  it('has no yield without a quantity', () => {
    const block = recipeStructuredData(recipe({ quantity: null }), article(), context());
    expect(block?.recipeYield).toBeUndefined();
  });

  it('is made for brand WOM in any case, and for no other brand', () => {
    expect(recipeStructuredData(recipe(), article(), context({ brandCode: 'wom' }))).not.toBeNull();
    expect(recipeStructuredData(recipe(), article(), context({ brandCode: 'BOM' }))).toBeNull();
  });

  it('needs a title, a description, an image and a publishing date', () => {
    const block = (recipeOverrides: Partial<Recipe>, articleOverrides: Partial<Article> = {}) =>
      recipeStructuredData(recipe(recipeOverrides), article(articleOverrides), context());
    expect(block({ title: '' })).toBeNull();
    expect(block({ description: null }, { description: '' })).toBeNull();
    expect(block({ image: null }, { leadImage: null })).toBeNull();
    expect(block({}, { publishedAt: null })).toBeNull();
  });
});

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

describe('the VideoObject block', () => {
  it('describes the video with its clips and a seek-to-action on the page URL', () => {
    expect(
      videoStructuredData(
        video(),
        {
          clips: [
            { title: 'Opvarmning', startOffset: 0, endOffset: 60, url: `${PAGE}?t=0` },
            { title: 'Squat', startOffset: 60, endOffset: null, url: null },
          ],
          seekToAction: true,
        },
        context(),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      '@id': `${PAGE}#video-${VIDEO_UUID}`,
      identifier: VIDEO_UUID,
      name: 'Squat-teknik',
      description: 'Sådan laver du en squat.',
      thumbnailUrl: ['https://images.example.com/squat.jpg?w=1280&h=720'],
      uploadDate: '2024-03-18T07:30:00+01:00',
      duration: 'PT12M30S',
      contentUrl: 'https://cdn.example.com/squat.mp4',
      embedUrl: 'https://player.example.com/embed/squat',
      inLanguage: 'da-DK',
      hasPart: [
        { '@type': 'Clip', name: 'Opvarmning', startOffset: 0, endOffset: 60, url: `${PAGE}?t=0` },
        { '@type': 'Clip', name: 'Squat', startOffset: 60, url: `${PAGE}?t=60` },
      ],
      potentialAction: {
        '@type': 'SeekToAction',
        target: `${PAGE}?t={seek_to_second_number}`,
        'startOffset-input': 'required name=seek_to_second_number',
      },
    });
  });

  it('keeps a chapter the editor left out of the chapter list as a Clip', () => {
    const block = videoStructuredData(
      video(),
      {
        clips: [
          { title: 'Opvarmning', startOffset: 0, endOffset: 60, url: null, listed: true },
          { title: 'Squat', startOffset: 60, endOffset: null, url: null, listed: false },
        ],
        seekToAction: true,
      },
      context(),
    );
    expect((block?.hasPart as readonly { name: string }[]).map((clip) => clip.name)).toEqual([
      'Opvarmning',
      'Squat',
    ]);
  });

  it('adds the seek parameter with & to a page URL that has a query', () => {
    const block = videoStructuredData(
      video(),
      { clips: [], seekToAction: true },
      context({ pageUrl: `${PAGE}?side=2` }),
    );
    expect(block?.potentialAction).toEqual({
      '@type': 'SeekToAction',
      target: `${PAGE}?side=2&t={seek_to_second_number}`,
      'startOffset-input': 'required name=seek_to_second_number',
    });
  });

  it('accepts a UUID in upper case, and nothing around a UUID', () => {
    const block = (videoId: string) =>
      videoStructuredData(video({ videoId }), { clips: [], seekToAction: false }, context());
    expect(block(VIDEO_UUID.toUpperCase())?.identifier).toBe(VIDEO_UUID.toUpperCase());
    expect(block(`x${VIDEO_UUID}`)).toBeNull();
    expect(block(`${VIDEO_UUID}x`)).toBeNull();
  });

  it('needs a name, a description, a thumbnail and an upload date', () => {
    const block = (overrides: Partial<VideoData>) =>
      videoStructuredData(video(overrides), { clips: [], seekToAction: false }, context());
    expect(block({ name: null })).toBeNull();
    expect(block({ description: null })).toBeNull();
    expect(block({ thumbnailUrl: null })).toBeNull();
    expect(block({ uploadDate: null })).toBeNull();
    expect(block({ videoId: null })).toBeNull();
  });

  it("reads the provider's upload date in the site's zone, keeps a zoned one, drops the video without one", () => {
    const uploaded = (uploadDate: string) =>
      videoStructuredData(video({ uploadDate }), { clips: [], seekToAction: false }, context())
        ?.uploadDate;
    expect(uploaded('2024-07-01 09:15:00')).toBe('2024-07-01T09:15:00+02:00');
    expect(uploaded('2024-01-28T10:41:12+00:00')).toBe('2024-01-28T11:41:12+01:00');
    expect(uploaded('2024-01-28T10:41:12.000Z')).toBe('2024-01-28T11:41:12+01:00');
    expect(uploaded('28/01/2024')).toBeUndefined();
    expect(uploaded('2024-02-30T10:00:00')).toBeUndefined();
  });

  it('links every clip to the page at its start second, on the site origin, in order', () => {
    const block = videoStructuredData(
      video({ duration: '00:05:00' }),
      {
        clips: [
          { title: 'Squat', startOffset: 60.6, endOffset: 120.2, url: '/andet-sted#squat' },
          { title: 'Opvarmning', startOffset: 0, endOffset: 60, url: 'http://localhost:3000/x' },
          { title: 'Igen', startOffset: 60.8, endOffset: 90, url: null },
          { title: 'Bagefter', startOffset: 300, endOffset: null, url: null },
          { title: 'Baglæns', startOffset: 200, endOffset: 150, url: null },
        ],
        seekToAction: false,
      },
      context({ pageUrl: `${PAGE}#top` }),
    );
    expect(block?.hasPart).toEqual([
      { '@type': 'Clip', name: 'Opvarmning', startOffset: 0, endOffset: 60, url: `${PAGE}?t=0` },
      { '@type': 'Clip', name: 'Squat', startOffset: 60, endOffset: 121, url: `${PAGE}?t=60` },
      { '@type': 'Clip', name: 'Baglæns', startOffset: 200, url: `${PAGE}?t=200` },
    ]);
    expect(block?.['@id']).toBe(`${PAGE}#video-${VIDEO_UUID}`);
  });

  it('keeps a clip at any start when the video has no readable length', () => {
    const block = videoStructuredData(
      video({ duration: null }),
      {
        clips: [{ title: 'Sent', startOffset: 5000, endOffset: null, url: null }],
        seekToAction: false,
      },
      context(),
    );
    expect(block?.hasPart).toEqual([
      { '@type': 'Clip', name: 'Sent', startOffset: 5000, url: `${PAGE}?t=5000` },
    ]);
  });
});

describe('the blocks of an article page', () => {
  it('gives a player video a VideoObject without clips or seek-to-action', () => {
    const widgets: Widget[] = [{ type: 'qbrick_video', key: 'q', locked: false, video: video() }];
    const blocks = articleStructuredDataBlocks(article({ widgets, faq: [] }), context());
    expect(blocks.map((block) => block['@type'])).toEqual([
      'Article',
      'BreadcrumbList',
      'VideoObject',
    ]);
    const block = blocks[2];
    expect(block?.hasPart).toBeUndefined();
    expect(block?.potentialAction).toBeUndefined();
  });

  it('makes no block for the other widgets', () => {
    const widgets: Widget[] = [
      { type: 'text_item', key: 't', locked: false, body: 'Tekst.' },
      { type: 'quote', key: 'c', locked: false, quote: 'Citat.', author: null },
    ];
    const blocks = articleStructuredDataBlocks(article({ widgets, faq: [] }), context());
    expect(blocks.map((block) => block['@type'])).toEqual(['Article', 'BreadcrumbList']);
  });
});
