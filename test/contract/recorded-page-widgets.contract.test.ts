/**
 * Contract: the page widgets and term fields the front page does not record, each in the real
 * API's wire shape (derived `page-widgets.json`, `category-31-body.json`), against the built
 * product in single-site mode, asserting what a reader sees: a pull quote leading to its
 * article, lists of categories and tags, the editors, a featured video, a category's longer
 * text, and no trace of a widget type nothing renders (it is logged instead).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchors, elements, readerArtefacts, startTags } from '../support/html-reading';
import { iformEnv, startProduct, type ProductProcess } from '../support/product-process';
import { startRecordedContentApi, type RecordedContentApi } from '../support/recorded-content-api';
import { Pages, expectTexts } from './contract-helpers';

const THEMES = '/temaer';

let api: RecordedContentApi;
let product: ProductProcess;
const pages = new Pages(() => product);

beforeAll(async () => {
  api = await startRecordedContentApi({ variants: ['category-body'] });
  product = await startProduct(iformEnv(api.origin), { host: 'iform.dk' });
});

afterAll(async () => {
  await (product as ProductProcess | undefined)?.close();
  await (api as RecordedContentApi | undefined)?.close();
});

function hrefsOf(html: string, text: string): string[] {
  return anchors(html)
    .filter((anchor) => anchor.text.includes(text))
    .map((anchor) => anchor.attributes.href ?? '');
}

describe('page widgets (willow-base-theme Root/Contents/Types)', () => {
  it('quote_teaser: the quote, who said it, and a link to the article or the editor link', async () => {
    const page = await pages.ok(THEMES);
    expectTexts(
      page,
      [
        'Protein til morgenmad holder dig mæt længere og hjælper musklerne med at restituere.',
        'Sofie Lund, klinisk diætist',
        'Fra artiklen',
        'Ingen udstyr, ingen undskyldninger. Sådan træner du hele kroppen hjemme.',
      ],
      'the two pull quotes',
    );
    expect(hrefsOf(page.body, 'Proteinpandekager: 31 gram protein pr. portion')).toContain(
      '/mad/opskrifter/proteinpandekager-med-skyr',
    );
    // The editor typed the site's own public host: a path on this site.
    expect(hrefsOf(page.body, 'Se alle artikler')).toEqual(['/traening']);
    expect(elements(page.body, 'blockquote')).toHaveLength(2);
  });

  it('taxonomy_teaser_list: categories and tags as links under a title, no internal tag', async () => {
    const page = await pages.ok(THEMES);
    expect(page.body).toMatch(/<h2 class="taxonomy-list__title"[^>]*>Træning<\/h2>/);
    expect(hrefsOf(page.body, 'Styrketræning')).toContain('/traening/styrke');
    // The tag list has no title of its own: the product names it.
    expect(page.body).toMatch(/<h2 class="taxonomy-list__title"[^>]*>Emner<\/h2>/);
    expect(hrefsOf(page.body, 'Squat')).toContain('/tags/squat');
    expect(page.text).not.toContain('Bannerblock');
  });

  it('author_overview: each author with portrait, title and a link to their page', async () => {
    const page = await pages.ok(THEMES);
    expectTexts(
      page,
      [
        'Redaktionen',
        'Mette Kjær',
        'Journalist og personlig træner',
        'Sofie Lund',
        'Klinisk diætist',
      ],
      'the editors',
    );
    expect(hrefsOf(page.body, 'Mette Kjær')).toEqual(['/author/mette-kjaer']);
    expect(hrefsOf(page.body, 'Sofie Lund')).toEqual(['/author/sofie-lund']);
    const portraits = startTags(page.body, 'img').filter((tag) =>
      /mette-kjaer|sofie-lund/.test(tag.attributes.src ?? ''),
    );
    expect(portraits.map((tag) => tag.attributes.alt)).toEqual(['Mette Kjær', 'Sofie Lund']);
  });

  it('featured_content with a video: the video plays, its caption shows', async () => {
    const page = await pages.ok(THEMES);
    const [video] = startTags(page.body, 'video');
    expect(video?.attributes.src).toBe(
      'https://images.bonnier.cloud/files/ifo/production/2022/01/28104112/saadan-vender-du-pandekagen.mp4',
    );
    expect(video?.attributes).toHaveProperty('controls');
    expect(video?.attributes['aria-label']).toBe('Afspil video: Sådan vender du pandekagen');
    expectTexts(page, ['Ugens træning', 'Video: Testkøkkenet'], 'the feature around the video');
  });

  it('a widget type without a transformer shows nothing and is logged once', async () => {
    const page = await pages.ok(THEMES);
    expect(readerArtefacts(page.body)).toEqual([]);
    expect(page.text).not.toMatch(/\bpoll\b/);
    const logged = product
      .logLines()
      .filter((line) => line.type === 'poll' && line.item === 'block');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ reason: 'unknown block type: nothing renders it' });
  });
});

describe('category details (willow-base-theme Terms/Category/Partials/CategoryDetailsTransformer)', () => {
  it("details.body: the category's longer text below its teasers, links made the site's", async () => {
    const page = await pages.ok('/traening/styrke');
    expectTexts(
      page,
      ['Derfor virker protein efter træning', 'Skyr er et af de mest proteinrige mejeriprodukter'],
      'the markdown of details.body',
    );
    expect(page.body).toMatch(/<section class="listing__body"[^>]*><div class="prose"><h2/);
    expect(hrefsOf(page.body, 'vores styrkeøvelser')).toEqual(['/traening/styrke']);
    expect(hrefsOf(page.body, 'læs kostrådene her')).toEqual([
      'https://www.sst.dk/da/viden/ernaering/kostraad',
    ]);
    expect(page.body.indexOf('listing__body')).toBeGreaterThan(page.body.indexOf('teaser__link'));
  });
});

describe('author fields (willow-base-theme Root/AuthorTransformer)', () => {
  it('title, education and biography on the author page', async () => {
    const page = await pages.ok('/author/mette-kjaer');
    expectTexts(
      page,
      [
        'Mette Kjær',
        'Journalist og personlig træner',
        'Cand.scient. i idræt',
        'Mette skriver om styrketræning, løb og restitution',
      ],
      "the author's heading",
    );
  });
});
