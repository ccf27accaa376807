/**
 * Contract: the built product against the derived answers for the body widgets the recordings
 * lack (`composite-widgets.json`, `composite-widgets-locked.json`): the inventory, the
 * paragraph list, the hotspot image and inserted code, each in its transformer's exact shape.
 * Every assertion is what a reader gets from the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elements, renderedMarkup, startTags } from '../support/html-reading';
import { iformEnv, startProduct, type ProductProcess } from '../support/product-process';
import { startRecordedContentApi, type RecordedContentApi } from '../support/recorded-content-api';
import { Pages, expectAbsent, expectTexts } from './contract-helpers';

const OPEN = '/traening/styrke/udstyr-til-hjemmetraening';
const LOCKED = '/traening/styrke/udstyr-laast';

let api: RecordedContentApi;
let product: ProductProcess;
const pages = new Pages(() => product);

beforeAll(async () => {
  api = await startRecordedContentApi();
  product = await startProduct(iformEnv(api.origin), { host: 'iform.dk' });
});

afterAll(async () => {
  await product.close();
  await api.close();
});

/** The article body's markup (what the reader reads, scripts and styles left out). */
async function body(path: string): Promise<string> {
  const page = await pages.ok(path);
  return renderedMarkup(elements(page.body, 'main')[0]?.inner ?? '');
}

describe('composite 36531: inventory, paragraph list, hotspot image and inserted code', () => {
  it('shows the inventory as a titled table of its rows', async () => {
    const page = await pages.ok(OPEN);
    expectTexts(
      page,
      ['Det skal du bruge', 'almindelig', 'Udstyr', 'Kettlebell', '12 kg', 'Træningsmåtte'],
      'inventory',
    );
    const markup = await body(OPEN);
    expect(markup).toMatch(/<th scope="row">Kettlebell<\/th><td>12 kg<\/td>/);
    expect(markup).toMatch(
      /inventory__row--summary"><th scope="row">Pris i alt<\/th><td>ca\. 600 kr\./,
    );
  });

  it('shows the paragraph list numbered, each titled paragraph folding, with its picture', async () => {
    const page = await pages.ok(OPEN);
    expectTexts(
      page,
      [
        'Sådan kommer du i gang',
        'Find dit udgangspunkt',
        'Træn tre gange om ugen',
        'Hold en hviledag',
      ],
      'paragraph list',
    );
    const markup = await body(OPEN);
    expect(markup).toContain('paragraph-list--numbered');
    expect(markup.match(/<details class="paragraph-list__details">/g)).toHaveLength(2);
    expect(markup).toContain('<em>squats</em>');
    expect(markup).toContain('alt="Pandekagedej i en blender"');
  });

  it('shows the hotspot image with numbered markers linking to a numbered legend', async () => {
    const page = await pages.ok(OPEN);
    expectTexts(page, ['Musklerne i et squat', 'Lårets forside', 'Strækker knæet'], 'hotspots');
    const markup = await body(OPEN);
    const markers = startTags(markup, 'a').filter((tag) =>
      (tag.attributes.class ?? '').includes('hotspot-image__marker'),
    );
    expect(markers.map((marker) => marker.attributes['aria-label'])).toEqual([
      '1. Lårets forside',
      '2. Balden',
    ]);
    for (const marker of markers) {
      const target = (marker.attributes.href ?? '').slice(1);
      expect(markup, `the legend entry ${target}`).toContain(`<li id="${target}"`);
    }
    expect(markers[0]?.attributes.style).toContain('left:42%');
  });

  it('shows the YouTube embed as our own sandboxed frame on the privacy-enhanced host', async () => {
    const markup = await body(OPEN);
    const frames = startTags(markup, 'iframe');
    expect(frames.map((frame) => frame.attributes.src)).toEqual([
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    ]);
    expect(frames[0]?.attributes).toMatchObject({
      sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
      loading: 'lazy',
      title: 'Indhold fra YouTube',
    });
    expect(markup).toContain('href="https://www.youtube.com/watch?v=M7lc1UVf-VE"');
  });

  it('shows none of the editor markup: no pasted attributes, no unknown frame, no script', async () => {
    const page = await pages.ok(OPEN);
    expectAbsent(
      page.decoded,
      ['si=Qm3kR7tYp2Lx9Vb1', 'youtube.com/embed/', 'polls.example.net', 'alert(1)'],
      'inserted code markup reached the page',
    );
  });

  it('drops the unknown provider as a shape error of widget.inserted_code', async () => {
    await pages.ok(OPEN);
    const drops = product
      .logLines()
      .filter((line) => line.item === 'widget' && line.type === 'inserted_code');
    expect(drops.map((line) => line.reason)).toContain('embed provider not allowed');
  });
});

describe('composite 36532: the same widgets locked, read anonymously', () => {
  it('shows the open texts and none of the locked widgets', async () => {
    const page = await pages.ok(LOCKED);
    expectTexts(page, ['Derfor virker protein efter træning'], 'open content');
    expectAbsent(
      page.decoded,
      [
        'Det skal du bruge',
        'Kettlebell',
        'Sådan kommer du i gang',
        'Find dit udgangspunkt',
        'Musklerne i et squat',
        'Lårets forside',
        'youtube',
      ],
      'locked widget content reached an anonymous reader',
    );
  });
});
