import { describe, expect, it } from 'vitest';
import type { Recipe, Widget } from '../../../src/domain/content/content.types';
import { renderBody } from '../render-body';
import { article, image, sitePage, teaser } from '../view-model.fixture';

function bodyOf(widgets: readonly Widget[]): string {
  return renderBody(sitePage({ type: 'article', article: article({ widgets }) }));
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

describe('body widgets', () => {
  it('renders a recipe with times in unit labels, singular at 1', () => {
    const html = bodyOf([{ ...base, type: 'recipe', recipe }]);
    expect(html).toContain('<dd>15 minutter</dd>');
    expect(html).toContain('<dd>1 time</dd>');
    expect(html).toContain('<dd>1 dag</dd>');
  });

  it('renders recipe ingredients with decimal commas, numbered steps and nutrients', () => {
    const html = bodyOf([{ ...base, type: 'recipe', recipe }]);
    expect(html).toContain('<span class="recipe__amount">2,5 dl</span> <!-- -->quinoa');
    expect(html).toContain('<li class="recipe__step">Kog den.</li>');
    expect(html).toContain('<th scope="row">Fedt</th><td>17,5 g</td>');
  });

  it('renders a product with its rating of max, pros and cons', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'product',
        product: {
          title: 'Kettlebell',
          description: 'En **god** kettlebell.',
          image: null,
          rating: 4.5,
          maxRating: 5,
          pros: ['Solid'],
          cons: ['Tung'],
          price: { amount: 1299, currency: 'DKK' },
        },
      },
    ]);
    expect(html).toContain('aria-label="4,5 af 5"');
    expect(html).toContain('style="width:90%"');
    expect(html).toContain('<li>Solid</li>');
    expect(html).toContain('<li>Tung</li>');
    expect(html).toContain('<strong>god</strong>');
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
      '<iframe class="video__player" src="https://player.example.com/embed/squat"',
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('href="https://www.wom.dk/a?t=60"');
    expect(html).toContain('<span class="video__clip-time">1:00</span>');
  });

  it('renders a gallery of captioned images', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'gallery',
        title: 'Øvelser',
        items: [
          { image: image(), description: 'Første' },
          { image: image(), description: null },
        ],
      },
    ]);
    expect(html).toContain('<h2 class="gallery__title">Øvelser</h2>');
    expect(html).toContain('1<!-- -->/<!-- -->2');
    expect(html).toContain('Første © WOM');
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

  it('strips scripts and attributes from inserted code', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'inserted_code',
        code: '<div onclick="x()">Poll<script>alert(1)</script></div>',
      },
    ]);
    expect(html).toContain('Poll');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<script');
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
