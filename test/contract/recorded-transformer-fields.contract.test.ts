/**
 * Contract: the built product against the recorded and derived answers, for the fields and
 * widgets willow-base-theme's transformers send beyond the first recorded ones (video caption
 * and chapter details, gallery description, the recipe's own time labels; a guide's
 * `guide_meta`, `chapters_summary`, the file widget's editor fields, `multimedia` and `audio`
 * in `composite-guide-widgets.json`). Every assertion is what a reader gets from the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchors, elements, startTags, visibleText } from '../support/html-reading';
import { iformEnv, startProduct, type ProductProcess } from '../support/product-process';
import { startRecordedContentApi, type RecordedContentApi } from '../support/recorded-content-api';
import { Pages, expectAbsent, expectTexts } from './contract-helpers';

const ARTICLE = '/traening/styrke/fem-ovelser';
const GUIDE = '/traening/styrke/byg-en-traeningsbaenk';
const RECIPE = '/mad/opskrifter/proteinpandekager-med-skyr';

let api: RecordedContentApi;
let product: ProductProcess;
const cleanups: (() => Promise<void>)[] = [];
const pages = new Pages(() => product);

beforeAll(async () => {
  api = await startRecordedContentApi();
  cleanups.push(() => api.close());
  product = await startProduct(iformEnv(api.origin), { host: 'iform.dk' });
  cleanups.unshift(() => product.close());
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** The first element `tag` whose class list has `className`. */
function byClass(html: string, tag: string, className: string) {
  const found = elements(html, tag).find((element) =>
    (element.attributes.class ?? '').split(/\s+/).includes(className),
  );
  expect(found, `no <${tag} class="${className}">`).toBeDefined();
  return found ?? { attributes: {}, inner: '', text: '', index: -1 };
}

describe('the recorded article (composite 36184): fields beside the first ones read', () => {
  it("shows the video's caption and each listed chapter's description and thumbnail", async () => {
    const page = await pages.ok(ARTICLE);
    expectTexts(page, ['Video: Testkøkkenet'], 'the video caption');
    const chapters = byClass(page.body, 'nav', 'video__chapters');
    expectTexts(
      { path: `${ARTICLE} chapter list`, text: chapters.text },
      ['Dejen', 'Blend alle ingredienser', 'Stegning', 'Varm panden godt op'],
      'chapter titles and descriptions',
    );
    const thumbnails = startTags(chapters.inner, 'img').map((tag) => tag.attributes.src ?? '');
    expect(thumbnails.join(' '), 'the first chapter has its thumbnail').toContain(
      'kapitel-dej.jpg',
    );
  });

  it('leaves the chapter with show_in_list_overview false out of the chapter list', async () => {
    const page = await pages.ok(ARTICLE);
    expect(byClass(page.body, 'nav', 'video__chapters').text).not.toContain('Servering');
  });

  it("shows the gallery's description", async () => {
    expectTexts(
      await pages.ok(ARTICLE),
      ['Sådan får du luftige pandekager hver gang.'],
      'the gallery description',
    );
  });

  it("labels the recipe's times with the editor's words, not the product's", async () => {
    const page = await pages.ok(ARTICLE);
    const facts = byClass(page.body, 'dl', 'recipe__facts').text;
    expect(facts).toMatch(/Forberedelse\s*10 min/);
    expect(facts).toMatch(/Tilberedning\s*10 min/);
    expect(facts).toMatch(/Tid i alt\s*20 min/);
    expect(facts, "the product's own label for the total").not.toMatch(/\bI alt\b/);
  });

  it('shows no guide facts for its guide_meta of nulls', async () => {
    expect((await pages.ok(ARTICLE)).body).not.toContain('guide-facts');
  });
});

describe('a guide (composite 36541) with the widgets the recording lacks', () => {
  it('shows difficulty, time and price under the headline with Danish labels', async () => {
    const page = await pages.ok(GUIDE);
    const facts = byClass(page.body, 'dl', 'guide-facts');
    expect(facts.text.replace(/\s+/g, ' ').trim()).toBe(
      'Sværhedsgrad 2 Tidsforbrug 1 weekend Pris ca. 1.200 kr.',
    );
    expect(page.body.indexOf('article__title')).toBeLessThan(facts.index);
  });

  it('lists its chapters in the chapters summary, linked to their headings', async () => {
    const page = await pages.ok(GUIDE);
    const summary = byClass(page.body, 'nav', 'chapters-summary');
    const links = anchors(summary.inner).map((anchor) => [anchor.attributes.href, anchor.text]);
    expect(links).toEqual([
      ['#chapter-1', 'Intro'],
      ['#chapter-2', 'Vejledning'],
    ]);
    const ids = startTags(page.body, 'h2').flatMap((tag) =>
      tag.attributes.id === undefined ? [] : [tag.attributes.id],
    );
    expect(ids).toEqual(expect.arrayContaining(['chapter-1', 'chapter-2']));
  });

  it("offers the file under the editor's title and description, the button in the editor's words", async () => {
    const page = await pages.ok(GUIDE);
    const box = byClass(page.body, 'div', 'file-download');
    expectTexts(
      { path: `${GUIDE} file`, text: box.text },
      [
        'Tegning og materialeliste',
        'Print tegningen og tag materialelisten med i byggemarkedet.',
        'Hent tegningen (PDF)',
      ],
      'the file widget',
    );
    expectAbsent(box.text, ['traeningsbaenk-tegning', /\bDownload\b/], 'slug or generic label');
    const link = anchors(box.inner).find((anchor) => anchor.text.includes('Hent tegningen'));
    expect(link?.attributes.href).toMatch(/traeningsbaenk-tegning\.pdf$/);
  });

  it('plays the audio in a native player with its title, length, caption and picture', async () => {
    const page = await pages.ok(GUIDE);
    const figure = byClass(page.body, 'figure', 'audio');
    const audio = startTags(figure.inner, 'audio')[0]?.attributes;
    expect(audio?.src).toMatch(/toemrerens-raad\.mp3$/);
    expect(audio).toHaveProperty('controls');
    expectTexts(
      { path: `${GUIDE} audio`, text: figure.text },
      ['Tømrerens bedste råd', '4 min', 'Fortalt af tømrer Jonas Holm'],
      'the audio widget',
    );
    expect(startTags(figure.inner, 'img')).toHaveLength(1);
  });

  it('shows the blueprint and the 3D model with their words, the model linked on Vectary', async () => {
    const page = await pages.ok(GUIDE);
    const figures = elements(page.body, 'figure').filter((figure) =>
      (figure.attributes.class ?? '').includes('multimedia'),
    );
    expect(figures.map((figure) => visibleText(figure.inner).replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/Tegning.*Bænken set fra siden.*Alle mål er i centimeter\./),
      expect.stringMatching(/3D-model.*Bænken i 3D.*Drej modellen.*Se modellen i 3D/),
    ]);
    expect(figures[0]?.inner).toContain('<strong>centimeter</strong>');
    expect(anchors(figures[1]?.inner ?? '').map((anchor) => anchor.attributes.href)).toEqual([
      'https://app.vectary.com/p/4mQ2nX8rT1vB',
    ]);
  });
});

describe('the locked variant, read anonymously', () => {
  let decoded = '';
  let body = '';

  beforeAll(async () => {
    api.useVariants('locked');
    try {
      const page = await pages.get(RECIPE);
      expect(page.status, page.text.slice(0, 300)).toBe(200);
      ({ decoded, body } = page);
    } finally {
      api.useVariants();
    }
  });

  it("sends none of a locked audio's title (sent upstream) nor a locked multimedia", () => {
    expectAbsent(decoded, ['Tømrerens bedste råd'], 'the locked audio title reached the reader');
    expect(body).not.toContain('<audio');
    expect(body).not.toContain('class="multimedia');
    expect(body).not.toContain('file-download');
  });
});
