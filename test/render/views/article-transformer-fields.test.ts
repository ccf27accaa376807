/**
 * What the article page shows of the fields willow-base-theme's transformers send beside the
 * recorded ones: the file widget's editor fields, the video's caption and chapter details, the
 * gallery's description, the recipe's own time labels, audio, multimedia, the chapters summary
 * and a guide's facts.
 */
import { describe, expect, it } from 'vitest';
import type { Article, VideoData, Widget } from '../../../src/domain/content/content.types';
import { renderBody } from '../render-body';
import { contractRecipe } from '../contract-content.fixture';
import { article, chrome, image, site, sitePage } from '../view-model.fixture';

function pageOf(overrides: Partial<Article>, language: typeof site.language = 'da'): string {
  const chromeFor = { ...chrome, site: { ...site, language } };
  return renderBody(
    sitePage({ type: 'article', article: article(overrides) }, { chrome: chromeFor }),
  );
}

function bodyOf(widgets: readonly Widget[], language: typeof site.language = 'da'): string {
  return pageOf({ widgets }, language);
}

/** The text of the page without tags, so assertions read like what the reader sees. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The first element with `className` (and what it contains, up to its closing tag name). */
function element(html: string, tag: string, className: string): string {
  const pattern = new RegExp(`<${tag} class="${className}[^"]*"[^>]*>.*?</${tag}>`, 's');
  return pattern.exec(html)?.[0] ?? '';
}

const base = { key: 'w', locked: false } as const;

const PDF = {
  url: 'https://www.wom.dk/plan.pdf',
  title: 'plan-2024-final',
  description: null,
  mimeType: 'application/pdf',
  size: 204800,
};

describe('the file widget', () => {
  it("shows the editor's title and description and labels the button with the editor's text", () => {
    const html = bodyOf([
      {
        ...base,
        type: 'file',
        file: PDF,
        images: [],
        title: 'Din træningsplan',
        description: 'Print den ud.',
        buttonText: 'Hent planen',
      },
    ]);
    const box = textOf(element(html, 'div', 'file-download'));
    expect(box).toContain('Din træningsplan');
    expect(box).toContain('Print den ud.');
    expect(box).toMatch(/Hent planen \(PDF, 200 kB\)/);
    expect(box).not.toContain('Download');
    expect(box, "the attachment's slug").not.toContain('plan-2024-final');
  });

  it('labels the button with the translated word when the editor wrote none', () => {
    const widget: Widget = {
      ...base,
      type: 'file',
      file: PDF,
      images: [],
      title: null,
      description: null,
      buttonText: null,
    };
    expect(textOf(element(bodyOf([widget]), 'a', 'button file-download__link'))).toContain(
      'Download',
    );
    expect(textOf(element(bodyOf([widget], 'fi'), 'a', 'button file-download__link'))).toMatch(
      /Lataa/,
    );
    expect(bodyOf([widget])).not.toContain('plan-2024-final');
  });
});

const VIDEO: VideoData = {
  videoId: null,
  name: 'Sådan vender du pandekagen',
  description: null,
  embedUrl: 'https://player.vimeo.com/video/1',
  contentUrl: null,
  thumbnailUrl: null,
  uploadDate: null,
  duration: '00:02:45',
};

describe('the video widget', () => {
  const html = bodyOf([
    {
      ...base,
      type: 'video',
      video: VIDEO,
      seekToAction: true,
      caption: 'Video: Testkøkkenet',
      clips: [
        {
          title: 'Dejen',
          startOffset: 0,
          endOffset: 70,
          url: null,
          description: 'Blend alle ingredienser',
          image: image({ alt: 'Dejen blendes' }),
          listed: true,
        },
        {
          title: 'Stegning',
          startOffset: 70,
          endOffset: 135,
          url: null,
          description: null,
          image: null,
          listed: true,
        },
        {
          title: 'Servering',
          startOffset: 135,
          endOffset: 165,
          url: '/opskrift#servering',
          description: 'Med bær',
          image: null,
          listed: false,
        },
      ],
    },
  ]);

  it("shows the editor's caption under the video", () => {
    expect(textOf(element(html, 'figcaption', 'video__caption'))).toContain('Video: Testkøkkenet');
  });

  it('lists the chapters shown in the list overview, with descriptions and thumbnails', () => {
    const chapters = element(html, 'nav', 'video__chapters');
    const rows = (chapters.match(/<li class="video__clip">.*?<\/li>/gs) ?? []).map((row) =>
      textOf(row).trim(),
    );
    expect(rows).toEqual(['0:00 Dejen Blend alle ingredienser', '1:10 Stegning']);
    expect(chapters).toMatch(/<img[^>]*class="video__clip-image"[^>]*alt="Dejen blendes"/);
  });

  it('leaves a chapter kept out of the list overview out of the list only', () => {
    expect(element(html, 'nav', 'video__chapters')).not.toContain('Servering');
  });

  it('shows no chapter list when every chapter is kept out of it', () => {
    const hidden = bodyOf([
      {
        ...base,
        type: 'video',
        video: VIDEO,
        seekToAction: true,
        clips: [{ title: 'Dejen', startOffset: 0, endOffset: null, url: null, listed: false }],
      },
    ]);
    expect(hidden).not.toContain('video__chapters');
  });
});

describe('the gallery widget', () => {
  it("renders the gallery's markdown description under its title", () => {
    const html = bodyOf([
      {
        ...base,
        type: 'gallery',
        title: 'Trin for trin',
        description: 'Sådan får du **luftige** pandekager.',
        items: [{ image: image(), title: null, description: null }],
      },
    ]);
    const description = element(html, 'div', 'gallery__description');
    expect(description).toContain('<strong>luftige</strong>');
    expect(html.indexOf('Trin for trin')).toBeLessThan(html.indexOf('gallery__description'));
  });
});

describe('the recipe widget', () => {
  it("labels the times with the editor's words", () => {
    const html = bodyOf([
      {
        ...base,
        type: 'recipe',
        recipe: {
          ...contractRecipe,
          timeLabels: { preparation: 'Forberedelse', cooking: null, total: 'Tid i alt' },
        },
      },
    ]);
    const facts = textOf(element(html, 'dl', 'recipe__facts'));
    expect(facts).toContain('Tid i alt 20 min');
    expect(facts).toContain('Forberedelse 10 min');
    expect(facts, 'the translated label stands in for a missing one').toContain(
      'Tilberedning 10 min',
    );
    expect(facts).not.toMatch(/I alt/);
  });

  it('falls back to the translated labels without editor labels', () => {
    const html = bodyOf(
      [{ ...base, type: 'recipe', recipe: { ...contractRecipe, timeLabels: undefined } }],
      'sv',
    );
    const facts = textOf(element(html, 'dl', 'recipe__facts'));
    expect(facts).toContain('Förberedelse 10 min');
    expect(facts).toContain('Tillagning 10 min');
    expect(facts).toContain('Totalt 20 min');
  });
});

describe('the audio widget', () => {
  const audio: Widget = {
    ...base,
    type: 'audio',
    title: 'Guidet afspænding',
    file: {
      url: 'https://images.bonnier.cloud/files/afspaending.mp3',
      title: 'afspaending',
      caption: 'Speak: Sofie Lund',
    },
    image: image({ alt: 'Kvinde ligger på en måtte' }),
    minutes: 7,
  };

  it('plays the file in the native player, with title, length, caption and picture', () => {
    const html = bodyOf([audio]);
    const figure = element(html, 'figure', 'audio');
    expect(figure).toMatch(
      /<audio class="audio__player" src="https:\/\/images.bonnier.cloud\/files\/afspaending.mp3" controls="" preload="none" aria-label="Afspil lyd: Guidet afspænding">/,
    );
    expect(textOf(figure)).toContain('Guidet afspænding');
    expect(textOf(figure)).toContain('7 min');
    expect(textOf(figure)).toContain('Speak: Sofie Lund');
    expect(figure).toContain('alt="Kvinde ligger på en måtte"');
  });

  it("names the player after the file's title when the editor gave none", () => {
    const html = bodyOf([{ ...audio, title: null, minutes: null }], 'en');
    expect(html).toContain('aria-label="Play audio: afspaending"');
    expect(textOf(element(html, 'figure', 'audio'))).not.toContain('min');
  });

  it('renders nothing of a locked audio', () => {
    const html = bodyOf([{ ...audio, locked: true }]);
    expect(html).not.toContain('<audio');
    expect(html).not.toContain('Guidet afspænding');
  });
});

describe('the multimedia widget', () => {
  const model: Widget = {
    ...base,
    type: 'multimedia',
    title: 'Sådan ser reolen ud',
    description: 'Alle mål er i **centimeter**.',
    image: image({ alt: 'Reolen i 3D' }),
    displayHint: '3d',
    modelUrl: 'https://app.vectary.com/p/2RJh4t1x9Zq0',
  };

  it('shows a 3D model as its picture, words and a link to turn it around on Vectary', () => {
    const figure = element(bodyOf([model]), 'figure', 'multimedia');
    expect(figure).toContain('alt="Reolen i 3D"');
    expect(textOf(figure)).toContain('3D-model');
    expect(textOf(figure)).toContain('Sådan ser reolen ud');
    expect(figure).toContain('<strong>centimeter</strong>');
    expect(figure).toMatch(
      /<a class="button multimedia__model" href="https:\/\/app.vectary.com\/p\/2RJh4t1x9Zq0" target="_blank" rel="noopener">Se modellen i 3D<\/a>/,
    );
  });

  it('shows a blueprint as a captioned drawing without a model link', () => {
    const figure = element(
      bodyOf([{ ...model, displayHint: 'blueprint', modelUrl: null }], 'nb'),
      'figure',
      'multimedia',
    );
    expect(textOf(figure)).toContain('Tegning');
    expect(figure).not.toContain('multimedia__model');
  });
});

describe('the chapters summary', () => {
  const chapter = (key: string, title: string, locked = false): Widget => ({
    key,
    locked,
    type: 'lead_paragraph',
    title,
    description: '',
    displayHint: 'chapter',
  });

  it("lists the article's chapter headings as links to them, in order", () => {
    const html = bodyOf([
      { ...base, key: 'a', type: 'chapters_summary' },
      chapter('b', 'Intro'),
      { ...base, key: 'c', type: 'text_item', body: 'Tekst' },
      chapter('d', 'Materialer'),
      { ...base, key: 'e', type: 'lead_paragraph', title: 'Ikke et kapitel', description: 'x' },
    ]);
    const summary = element(html, 'nav', 'chapters-summary');
    expect(
      [...summary.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]),
    ).toEqual([
      ['#chapter-1', 'Intro'],
      ['#chapter-2', 'Materialer'],
    ]);
    expect(textOf(summary)).toContain('Indhold');
    expect(html).toContain('<h2 class="lead-paragraph__title" id="chapter-1">Intro</h2>');
    expect(html).toContain('<h2 class="lead-paragraph__title" id="chapter-2">Materialer</h2>');
    expect(html).not.toContain('<p class="lead-paragraph__text"></p>');
  });

  it('never names a locked chapter, and shows nothing without chapters', () => {
    const locked = bodyOf([
      { ...base, key: 'a', type: 'chapters_summary' },
      chapter('b', 'Hemmeligt kapitel', true),
    ]);
    expect(locked).not.toContain('Hemmeligt kapitel');
    expect(locked).not.toContain('chapters-summary');
  });
});

describe("a guide's facts", () => {
  it('shows difficulty, time and price under the headline with translated labels', () => {
    const html = pageOf(
      { guideMeta: { difficulty: 2, timeRequired: '1 weekend', price: 'ca. 1.200 kr.' } },
      'sv',
    );
    const facts = element(html, 'dl', 'guide-facts');
    expect(textOf(facts).trim()).toBe('Svårighetsgrad 2 Tidsåtgång 1 weekend Pris ca. 1.200 kr.');
    expect(html.indexOf('article__title')).toBeLessThan(html.indexOf('guide-facts'));
  });

  it('shows only the facts given', () => {
    const html = pageOf({ guideMeta: { difficulty: null, timeRequired: null, price: '300 kr.' } });
    expect(textOf(element(html, 'dl', 'guide-facts')).trim()).toBe('Pris 300 kr.');
  });

  it('shows nothing without guide facts', () => {
    expect(pageOf({ guideMeta: null })).not.toContain('guide-facts');
  });
});
