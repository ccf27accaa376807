import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../src/domain/content/content.types';
import { renderBody } from '../render-body';
import { article, chrome, image, site, sitePage } from '../view-model.fixture';

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

const inventory: Widget = {
  ...base,
  type: 'inventory',
  title: 'Det skal du bruge',
  description: 'Alt kan købes i **almindelige** butikker.',
  items: [
    { displayHint: 'heading', key: 'Udstyr', value: null },
    { displayHint: 'default', key: 'Kettlebell', value: '12 kg' },
    { displayHint: 'summary', key: 'Pris i alt', value: 'ca. 600 kr.' },
  ],
};

const paragraphs = (fields: Partial<Extract<Widget, { type: 'paragraph_list' }>> = {}): Widget => ({
  ...base,
  type: 'paragraph_list',
  title: 'Sådan gør du',
  description: 'Følg **trinene**.',
  image: null,
  videoUrl: null,
  collapsible: false,
  showNumbers: true,
  displayHint: 'ordered',
  items: [
    { title: 'Varm op', description: 'Fem minutter _let_ løb.', image: image(), videoUrl: null },
    { title: 'Løft', description: 'Tre sæt.', image: null, videoUrl: null },
  ],
  ...fields,
});

const hotspots = (displayHint = 'ordered'): Widget => ({
  ...base,
  type: 'hotspot_image',
  title: 'Musklerne i et squat',
  description: null,
  image: image({ url: 'http://127.0.0.1:4100/wp-content/uploads/2024/03/muskler.jpg' }),
  displayHint,
  hotspots: [
    { title: 'Lårets forside', description: 'Strækker **knæet**.', x: 0.42, y: 0.55 },
    { title: null, description: 'Balden arbejder.', x: 0.6, y: 0.38 },
  ],
});

describe('the inventory', () => {
  it('shows a titled table of the rows, a heading row spanning both columns', () => {
    const html = bodyOf([inventory]);
    expect(html).toContain('<h2 class="inventory__title">Det skal du bruge</h2>');
    expect(html).toContain('<strong>almindelige</strong>');
    expect(html).toContain('<th scope="colgroup" colSpan="2">Udstyr</th>');
    expect(html).toContain('<th scope="row">Kettlebell</th><td>12 kg</td>');
    expect(html).toMatch(
      /inventory__row--summary"><th scope="row">Pris i alt<\/th><td>ca\. 600 kr\./,
    );
  });
});

describe('the paragraph list', () => {
  it('numbers an ordered list with its titles, markdown and pictures', () => {
    const html = bodyOf([paragraphs()]);
    expect(html).toContain('paragraph-list--ordered paragraph-list--numbered');
    expect(html).toMatch(/<ol class="paragraph-list__items">/);
    expect(textOf(html)).toContain('Sådan gør du Følg trinene .');
    expect(html).toContain('<h3 class="paragraph-list__item-title">Varm op</h3>');
    expect(html).toContain('<em>let</em>');
    expect(html).toContain('alt="Kvinde laver squat"');
  });

  it('bullets an unordered list and leaves numbers off when show_numbers is off', () => {
    const html = bodyOf([paragraphs({ displayHint: 'unordered', showNumbers: true })]);
    expect(html).toMatch(/<ul class="paragraph-list__items">/);
    expect(html).not.toContain('paragraph-list--numbered');
    expect(bodyOf([paragraphs({ showNumbers: false })])).not.toContain('paragraph-list--numbered');
  });

  it('folds each titled paragraph into a disclosure when collapsible', () => {
    const html = bodyOf([paragraphs({ collapsible: true })]);
    expect(html.match(/<details class="paragraph-list__details">/g)).toHaveLength(2);
    expect(html).toContain(
      '<summary class="paragraph-list__summary"><h3 class="paragraph-list__item-title">Løft</h3></summary>',
    );
  });

  it('links a paragraph video in the site language, and never a javascript: address', () => {
    const withVideo = paragraphs({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(bodyOf([withVideo], 'sv')).toContain('Se videon');
    expect(bodyOf([paragraphs({ videoUrl: 'javascript:alert(1)' })])).not.toContain('javascript:');
  });
});

describe('the hotspot image', () => {
  it('numbers each marker as a link to its entry in the numbered legend below', () => {
    const html = bodyOf([hotspots()]);
    const markers = [
      ...html.matchAll(
        /<a class="hotspot-image__marker" href="#([^"]+)"[^>]*aria-label="([^"]+)"/g,
      ),
    ];
    expect(markers.map((marker) => marker[2])).toEqual(['1. Lårets forside', '2. Punkt 2']);
    for (const [, anchor] of markers) expect(html).toContain(`<li id="${anchor ?? ''}"`);
    expect(html).toMatch(/<ol class="hotspot-image__legend">/);
    expect(html).toContain('<strong>knæet</strong>');
    expect(html).toContain('style="left:42%;top:55%"');
  });

  it('bullets the legend of an unordered hotspot image', () => {
    const html = bodyOf([hotspots('unordered')]);
    expect(html).toMatch(/<ul class="hotspot-image__legend">/);
    expect(html).toContain('aria-label="Lårets forside"');
  });

  it('translates the name of an untitled spot', () => {
    expect(bodyOf([hotspots()], 'fi')).toContain('aria-label="2. Kohta 2"');
  });
});

describe('embeds from inserted code', () => {
  it('frames a YouTube video from the privacy-enhanced host, sandboxed, lazy and titled', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'inserted_code',
        embed: {
          provider: 'youtube',
          id: 'dQw4w9WgXcQ',
          pageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
      },
    ]);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain(
      'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"',
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('title="Indhold fra YouTube"');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
  });

  it('frames Vimeo without tracking', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'inserted_code',
        embed: { provider: 'vimeo', id: '671234567', pageUrl: 'https://vimeo.com/671234567' },
      },
    ]);
    expect(html).toContain('src="https://player.vimeo.com/video/671234567?dnt=1"');
  });

  it('keeps a cookie-setting provider behind consent: no frame, a reason and the settings', () => {
    const html = bodyOf([
      {
        ...base,
        type: 'inserted_code',
        embed: {
          provider: 'instagram',
          id: 'p/C1a2B3c4D5e',
          pageUrl: 'https://www.instagram.com/p/C1a2B3c4D5e/',
        },
      },
    ]);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('data-embed-src="https://www.instagram.com/p/C1a2B3c4D5e/embed/"');
    expect(textOf(html)).toContain('Indholdet fra Instagram sætter cookies');
    expect(html).toContain('href="#cookie-settings"');
    expect(html).toContain('href="https://www.instagram.com/p/C1a2B3c4D5e/"');
  });
});

describe('locked widgets', () => {
  it('render none of their content', () => {
    const html = bodyOf([
      { ...inventory, locked: true },
      { ...paragraphs(), key: 'p', locked: true },
      { ...hotspots(), key: 'h', locked: true },
    ]);
    for (const text of ['Kettlebell', 'Varm op', 'Lårets forside', 'muskler.jpg'])
      expect(html).not.toContain(text);
  });
});
