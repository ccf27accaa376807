import { describe, expect, it } from 'vitest';
import type { Product, Recipe, Widget } from '../../../src/domain/content/content.types';
import { renderBody } from '../render-body';
import { contractProduct, contractRecipe } from '../contract-content.fixture';
import { article, chrome, image, site, sitePage, teaser } from '../view-model.fixture';

function bodyOf(widgets: readonly Widget[], language: typeof site.language = 'da'): string {
  const chromeFor = { ...chrome, site: { ...site, language } };
  return renderBody(
    sitePage({ type: 'article', article: article({ widgets }) }, { chrome: chromeFor }),
  );
}

/** The text of the page without tags, so assertions read like what the reader sees. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const base = { key: 'w', locked: false } as const;

export const recipe: Recipe = {
  title: 'Kyllingesalat',
  description: 'Mættende.',
  image: null,
  categoryLabel: 'Aftensmad',
  tags: ['Glutenfri'],
  quantity: 4,
  quantityType: 'personer',
  preparationTime: { value: 15, unit: 'm' },
  cookingTime: { value: 1, unit: 'h' },
  totalTime: { value: 1, unit: 'd' },
  totalTimeExtraInfo: null,
  ingredientBlocks: [
    {
      headline: 'Salat',
      items: [
        { amount: 2.5, unit: 'dl', ingredient: 'quinoa' },
        { amount: null, unit: null, ingredient: 'salt' },
      ],
    },
  ],
  instructionsHeadline: null,
  instructions: ['Skyl quinoaen.', 'Kog den.'],
  instructionsTip: null,
  nutrientsHeadline: null,
  nutrients: [{ nutrient: 'Fat', amount: 17.5, unit: 'g' }],
};

/** The ingredient rows and nutrient rows of a rendered recipe, as text. */
function recipeRows(html: string): { ingredients: string[]; nutrients: string[] } {
  const rows = (pattern: RegExp) => (html.match(pattern) ?? []).map((row) => textOf(row).trim());
  return {
    ingredients: rows(/<li class="recipe__ingredient">.*?<\/li>/g),
    nutrients: rows(/<tr><th scope="row">.*?<\/tr>/g),
  };
}

function product(overrides: Partial<Product> = {}): Product {
  return {
    title: 'Kettlebell',
    description: 'En **god** kettlebell.',
    image: null,
    rating: 4.5,
    maxRating: 5,
    scores: [],
    pros: ['Solid'],
    cons: ['Tung'],
    price: { amount: 1299, currency: 'DKK' },
    priceText: null,
    winner: false,
    bestBuy: false,
    detailsTitle: null,
    details: [],
    ...overrides,
  };
}

describe('body widgets', () => {
  it('renders a recipe with times in unit labels, singular at 1', () => {
    const html = bodyOf([{ ...base, type: 'recipe', recipe }]);
    expect(html).toContain('<dd>15 min</dd>');
    expect(html).toContain('<dd>1 time</dd>');
    expect(html).toContain('<dd>1 dag</dd>');
  });

  it('renders recipe ingredients with fractions, numbered steps and nutrients with decimals', () => {
    const html = bodyOf([{ ...base, type: 'recipe', recipe }]);
    expect(html).toContain('<span class="recipe__amount">2½ dl</span> <!-- -->quinoa');
    expect(html).toContain('<li class="recipe__ingredient">salt</li>');
    expect(html).toContain('<li class="recipe__step">Kog den.</li>');
    expect(html).toContain('<th scope="row">Fedt</th><td>17,5 g</td>');
  });

  it('numbers the steps once, dropping the numbers an editor typed', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'recipe',
        recipe: { ...recipe, instructions: ['1. Blend skyr.', '2) Lad dejen hvile.', '10 æg'] },
      },
    ]);
    expect(html).toContain('<li class="recipe__step">Blend skyr.</li>');
    expect(html).toContain('<li class="recipe__step">Lad dejen hvile.</li>');
    expect(html).toContain('<li class="recipe__step">10 æg</li>');
  });

  it('writes the units and nutrients of a real recipe in Danish, never as codes', () => {
    const { ingredients, nutrients } = recipeRows(
      bodyOf([{ ...base, type: 'recipe', recipe: contractRecipe }]),
    );
    expect(ingredients).toEqual([
      '200 g skyr',
      '1 dl havregryn',
      '3 stk. æg',
      '1 tsk. bagepulver',
      '1 knivspids salt',
      '½ spsk. rapsolie til stegning',
      '150 g blåbær',
      'skyr efter smag',
    ]);
    expect(nutrients).toEqual([
      'Energi 412 kcal',
      'Protein 31 g',
      'Fedt 12 g',
      'Kulhydrat 41 g',
      'Kostfibre 4,5 g',
    ]);
  });

  it.each([
    ['sv', '3 st æg', '½ msk rapsolie til stegning', 'Kolhydrater 41 g', 'Fiber 4,5 g'],
    ['nb', '3 stk æg', '½ ss rapsolie til stegning', 'Karbohydrater 41 g', 'Kostfiber 4,5 g'],
    ['fi', '3 kpl æg', '½ rkl rapsolie til stegning', 'Hiilihydraatit 41 g', 'Kuitu 4,5 g'],
    ['nl', '3 stuks æg', '½ el rapsolie til stegning', 'Koolhydraten 41 g', 'Vezels 4,5 g'],
    ['de', '3 Stück æg', '½ EL rapsolie til stegning', 'Kohlenhydrate 41 g', 'Ballaststoffe 4,5 g'],
    ['en', '3 pcs æg', '½ tbsp rapsolie til stegning', 'Carbohydrate 41 g', 'Fibre 4.5 g'],
  ] as const)('writes the recipe units in %s', (language, eggs, oil, carbohydrate, fiber) => {
    const html = bodyOf([{ ...base, type: 'recipe', recipe: contractRecipe }], language);
    const { ingredients, nutrients } = recipeRows(html);
    expect(ingredients).toContain(eggs);
    expect(ingredients).toContain(oil);
    expect(nutrients).toContain(carbohydrate);
    expect(nutrients).toContain(fiber);
  });

  it('shows no unit code, dash or missing value anywhere in a recipe', () => {
    for (const language of ['da', 'sv', 'nb', 'fi', 'nl', 'de', 'en'] as const) {
      const withOddUnits: Recipe = {
        ...contractRecipe,
        ingredientBlocks: [
          {
            headline: null,
            items: [
              { amount: 2, unit: 'handful', ingredient: 'spinat' },
              { amount: 1, unit: '-', ingredient: 'citron' },
              { amount: Number.NaN, unit: 'gram', ingredient: 'smør' },
            ],
          },
        ],
        nutrients: [
          ...contractRecipe.nutrients,
          { nutrient: 'SaturatedFat', amount: 3, unit: 'g' },
        ],
      };
      const text = textOf(
        bodyOf(
          [
            { ...base, type: 'recipe', recipe: withOddUnits },
            { ...base, key: 'c', type: 'recipe', recipe: contractRecipe },
          ],
          language,
        ),
      );
      for (const code of [
        'piece',
        'teaspoon',
        'tablespoon',
        'pinch',
        'gram',
        'handful',
        'Carbohydrate',
        'SaturatedFat',
        ' - ',
        'NaN',
        'undefined',
        'null',
        '[object Object]',
        'unit.',
        'nutrient.',
      ])
        if (!(language === 'en' && (code === 'pinch' || code === 'Carbohydrate')))
          expect(text, `${language}: ${code}`).not.toContain(code);
    }
  });

  it('renders a product with its rating of max, pros and cons', () => {
    const html = bodyOf([{ ...base, type: 'product', product: product() }]);
    expect(html).toContain('aria-label="4,5 af 5"');
    expect(html).toContain('style="width:90%"');
    expect(html).toContain('<li>Solid</li>');
    expect(html).toContain('<li>Tung</li>');
    expect(html).toContain('<strong>god</strong>');
  });

  it("shows the price in the market's format, whole amounts without decimals", () => {
    const formatted = bodyOf([{ ...base, type: 'product', product: product() }]);
    expect(textOf(formatted)).toContain('Pris: 1.299 kr.');
    const cents = bodyOf([
      {
        ...base,
        type: 'product',
        product: product({ price: { amount: 1299.5, currency: 'DKK' }, priceText: null }),
      },
    ]);
    expect(textOf(cents)).toContain('Pris: 1.299,50 kr.');
  });

  it("shows the editor's text only when it is not one price", () => {
    const written = bodyOf([
      {
        ...base,
        type: 'product',
        product: product({ price: null, priceText: 'fra 200 til 400 kr.' }),
      },
    ]);
    expect(written).toContain(
      '<p class="product__price"><span class="visually-hidden">Pris: </span>fra 200 til 400 kr.</p>',
    );
  });

  it('lists the score of each parameter with a named meter and a bar', () => {
    const html = bodyOf([{ ...base, type: 'product', product: contractProduct }]);
    expect(html).toContain('<h3 class="product__list-title">Bedømmelse</h3>');
    const rows = html.match(/<li class="product-scores__item">.*?<\/li>/g) ?? [];
    expect(rows).toHaveLength(3);
    const first = rows[0] ?? '';
    expect(textOf(first)).toContain('Varmefordeling 9/10');
    const id = /<span class="product-scores__parameter" id="([^"]+)"/.exec(first)?.[1] ?? 'none';
    expect(first).toContain(
      `<meter class="visually-hidden" min="0" max="10" value="9" aria-labelledby="${id}" aria-valuetext="9 af 10">9 af 10</meter>`,
    );
    expect(first).toContain('style="width:90%"');
    expect(textOf(rows[1] ?? '')).toContain('Slipeevne 8/10');
  });

  it('lists scores as plain numbers when the product has no scale', () => {
    const html = bodyOf([
      { ...base, type: 'product', product: { ...contractProduct, maxRating: null, rating: null } },
    ]);
    const rows = (html.match(/<li class="product-scores__item">.*?<\/li>/g) ?? []).map((row) =>
      textOf(row).trim(),
    );
    expect(rows).toEqual(['Varmefordeling 9', 'Slipeevne 8', 'Håndtering 9']);
    expect(html).not.toContain('<meter');
    expect(html).not.toContain('NaN');
  });

  it('marks a test winner and a best buy with translated badges', () => {
    const winner = bodyOf([{ ...base, type: 'product', product: contractProduct }]);
    expect(winner).toContain('class="product product--winner"');
    expect(winner).toContain('<li class="product-badge product-badge--winner">Testvinder</li>');
    expect(winner).not.toContain('product-badge--best-buy');
    const bestBuy = bodyOf(
      [{ ...base, type: 'product', product: { ...contractProduct, winner: false, bestBuy: true } }],
      'sv',
    );
    expect(bestBuy).toContain('<li class="product-badge product-badge--best-buy">Bästa köp</li>');
    expect(bestBuy).not.toContain('product-badge--winner');
    const plain = bodyOf([{ ...base, type: 'product', product: product() }]);
    expect(plain).not.toContain('product-badge');
  });

  it('shows the details with group headings and the summary row emphasised', () => {
    const html = bodyOf([{ ...base, type: 'product', product: contractProduct }]);
    expect(html).toContain('<h3 class="product__list-title">Fakta</h3>');
    expect(html).toContain(
      '<tr class="product-details__heading"><th scope="colgroup" colSpan="2">Specifikationer</th></tr>',
    );
    expect(html).toContain(
      '<tr class="product-details__row"><th scope="row">Diameter</th><td>28 cm</td></tr>',
    );
    expect(html).toContain(
      '<tr class="product-details__row product-details__row--summary"><th scope="row">Samlet vurdering</th><td>Meget god</td></tr>',
    );
  });

  it('titles the details table in the language when the editor gave no title', () => {
    const html = bodyOf(
      [{ ...base, type: 'product', product: { ...contractProduct, detailsTitle: null } }],
      'de',
    );
    expect(html).toContain('<h3 class="product__list-title">Details</h3>');
    expect(html).toContain('Testsieger');
  });

  it('renders a video player with chapters that seek to their start', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'video',
        seekToAction: true,
        video: {
          videoId: 'x',
          name: 'Squat',
          description: 'Sådan',
          embedUrl: 'https://player.example.com/embed/squat',
          contentUrl: null,
          thumbnailUrl: null,
          uploadDate: null,
          duration: '00:04:30',
        },
        clips: [
          { title: 'Opvarmning', startOffset: 60, endOffset: 90, url: 'https://www.wom.dk/a?t=60' },
        ],
      },
    ]);
    expect(html).toContain(
      '<iframe class="video__player" data-video-player="" src="https://player.example.com/embed/squat"',
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('href="https://www.wom.dk/a?t=60"');
    expect(html).toContain('<span class="video__clip-time">1:00</span>');
  });

  it('lists the chapters of the recorded video under it with m:ss start times', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'video',
        seekToAction: false,
        video: {
          videoId: null,
          name: 'Sådan vender du pandekagen',
          description: null,
          embedUrl: 'https://player.vimeo.com/video/671234567?h=8f2a1c9d3e',
          contentUrl: null,
          thumbnailUrl: null,
          uploadDate: '2022-01-28T10:41:12+00:00',
          duration: '00:02:45',
        },
        clips: [
          { title: 'Dejen', startOffset: 0, endOffset: 70, url: null },
          { title: 'Stegning', startOffset: 70, endOffset: 135, url: null },
          { title: 'Servering', startOffset: 135, endOffset: null, url: '/opskrift#servering' },
          { title: 'Bonus', startOffset: 3723, endOffset: null, url: null },
        ],
      },
    ]);
    const chapters = /<nav class="video__chapters".*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(html.indexOf('video__frame')).toBeLessThan(html.indexOf('video__chapters'));
    const id = /aria-labelledby="([^"]+)"/.exec(chapters)?.[1] ?? 'none';
    expect(chapters).toContain(`<p class="video__chapters-title" id="${id}">Kapitler</p>`);
    const rows = (chapters.match(/<li class="video__clip">.*?<\/li>/g) ?? []).map((row) =>
      textOf(row).trim(),
    );
    expect(rows).toEqual(['0:00 Dejen', '1:10 Stegning', '2:15 Servering', '1:02:03 Bonus']);
    expect(chapters).toContain('<a href="/opskrift#servering">');
  });

  it('renders a gallery of captioned images with their titles', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'gallery',
        title: 'Øvelser',
        items: [
          { image: image(), title: '1. Find ingredienserne frem', description: 'Første' },
          { image: image({ caption: null }), title: null, description: null },
          { image: image(), title: '3. Vend', description: null },
        ],
      },
    ]);
    expect(html).toContain('<h2 class="gallery__title">Øvelser</h2>');
    expect(html).toContain('1<!-- -->/<!-- -->3');
    expect(html).toContain(
      '<span class="gallery__item-title">1. Find ingredienserne frem</span><span class="gallery__description">Første © WOM</span>',
    );
    expect(html).toContain(
      '<span class="gallery__item-title">3. Vend</span><span class="gallery__description">Squat med vægt © WOM</span>',
    );
    const untitled = /<li class="gallery__item">(?:(?!<\/li>).)*2<!-- -->\/<!-- -->3.*?<\/li>/.exec(
      html,
    )?.[0];
    expect(untitled).toBeDefined();
    expect(untitled).not.toContain('gallery__item-title');
    expect(untitled).toContain('<span class="gallery__description">© WOM</span>');
  });

  it('renders an infobox, a quote and a link button', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'infobox',
        title: 'Godt at vide',
        body: 'Husk _det_.',
        displayHint: 'highlight',
      },
      { ...base, key: 'q', type: 'quote', quote: 'Styrke er frihed.', author: 'Anne' },
      {
        ...base,
        key: 'l',
        type: 'link',
        url: '/traening',
        title: 'Mere',
        target: null,
        displayHint: 'button',
      },
    ]);
    expect(html).toContain('infobox infobox--highlight');
    expect(html).toContain('<em>det</em>');
    expect(html).toContain('<blockquote class="quote__text"><p>Styrke er frihed.</p></blockquote>');
    expect(html).toContain('<a class="button" href="/traening">Mere</a>');
  });

  it('keeps newsletter and calculator slots for their islands', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'newsletter',
        title: null,
        description: 'Hver fredag',
        sourceCode: 'wom-dk-article',
        permissionText: 'Jeg giver samtykke.',
      },
      { ...base, key: 'c', type: 'calculator', calculator: 'bmi' },
    ]);
    expect(html).toContain('data-slot="newsletter" data-source-code="wom-dk-article"');
    expect(html).toContain('data-slot="calculator" data-calculator="bmi"');
  });

  it('renders associated composites as links in list mode', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'associated_composites',
        title: null,
        displayHint: 'list',
        teasers: [teaser(5)],
      },
    ]);
    expect(html).toContain('<h2 class="associated__title">Læs også</h2>');
    expect(html).toContain('<a href="/traening/styrke/teaser-5">Teaser 5</a>');
  });

  it('offers a file for download with its type and size', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'file',
        file: {
          url: 'https://www.wom.dk/plan.pdf',
          title: 'Plan',
          description: null,
          mimeType: 'application/pdf',
          size: 204800,
        },
        images: [],
      },
    ]);
    expect(html).toContain('href="https://www.wom.dk/plan.pdf" download=""');
    expect(html).toContain('(PDF, 200 kB)');
  });

  it('renders underscore emphasis and tilde citations in a text item', () => {
    const html = bodyOf([{ ...base, type: 'text_item', body: 'Tekst _med_ ~citat~' }]);
    expect(html).toContain('<em>med</em>');
    expect(html).toContain('<cite>citat</cite>');
  });

  it('says once where locked content starts and renders none of it', () => {
    const html = bodyOf([
      { ...base, type: 'text_item', body: 'Fri tekst' },
      { ...base, key: 'a', locked: true, type: 'text_item', body: 'Hemmelig' },
      { ...base, key: 'b', locked: true, type: 'unsupported', widgetType: 'recipe' },
    ]);
    expect(html).not.toContain('Hemmelig');
    expect(html.split('article-body__locked').length - 1).toBe(1);
  });
});
