import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WordPressContentAdapter } from '../../../src/adapters/wordpress/wordpress-content.adapter';
import type { Page, PageBlock } from '../../../src/domain/content/content.types';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { fixtureJson } from '../../support/recorded-content-api';
import {
  contentApiHarness,
  expectKind,
  siblingOrigin,
  type ContentApiHarness,
} from './content-api.harness';
import { contentPage } from '../../support/page-asked';

let harness: ContentApiHarness;
let bus: RecordingEventBus;
let content: WordPressContentAdapter;

beforeEach(() => {
  harness = contentApiHarness();
  bus = new RecordingEventBus();
  content = new WordPressContentAdapter({
    http: harness.http,
    logger: harness.logger,
    metrics: harness.metrics,
    siblingOrigin,
    events: bus,
  });
});

afterEach(async () => {
  await harness.close();
});

/** The derived page 7 (/temaer) with the page widgets the front page does not record. */
async function themePage(): Promise<Page> {
  harness.replyResolve(fixtureJson('resolve-page-widgets.json'));
  harness.replyEntity('wp/v2/pages/7', fixtureJson('page-widgets.json'));
  return expectKind(await content.resolve(harness.site, contentPage('/temaer')), 'page').page;
}

function blocksOf<T extends PageBlock['type']>(page: Page, type: T) {
  return page.blocks.filter(
    (block): block is Extract<PageBlock, { type: T }> => block.type === type,
  );
}

describe('page widgets (derived page-widgets.json)', () => {
  it('reads a quote teaser leading to its article, and one leading to an editor link', async () => {
    const [toArticle, toLink] = blocksOf(await themePage(), 'quote_teaser');

    expect(toArticle).toMatchObject({
      quote: 'Protein til morgenmad holder dig mæt længere og hjælper musklerne med at restituere.',
      author: 'Sofie Lund, klinisk diætist',
      teaser: { id: 36402, link: '/mad/opskrifter/proteinpandekager-med-skyr' },
      link: null,
    });
    expect(toLink).toMatchObject({
      author: null,
      teaser: null,
      // The editor typed the site's own public host: a path on this site.
      link: { url: '/traening', title: 'Se alle artikler' },
    });
  });

  it('reads taxonomy lists as term links, leaving out a bookkeeping tag', async () => {
    const [categories, tags] = blocksOf(await themePage(), 'taxonomy_teaser_list');

    expect(categories).toMatchObject({ title: 'Træning', displayHint: 'default' });
    expect(categories?.terms).toEqual([
      { id: 12, name: 'Træning', url: '/traening' },
      { id: 31, name: 'Styrketræning', url: '/traening/styrke' },
    ]);
    expect(tags).toMatchObject({ title: null, displayHint: 'presentation' });
    expect(tags?.terms).toEqual([{ id: 512, name: 'Squat', url: '/tags/squat' }]);
  });

  it('reads the authors of an author overview with title, biography, avatar and page', async () => {
    const [overview] = blocksOf(await themePage(), 'author_overview');

    expect(overview?.authors.map((author) => [author.name, author.title, author.url])).toEqual([
      ['Mette Kjær', 'Journalist og personlig træner', '/author/mette-kjaer'],
      ['Sofie Lund', 'Klinisk diætist', '/author/sofie-lund'],
    ]);
    expect(overview?.authors[0]?.avatar?.url).toBe(
      'https://images.bonnier.cloud/files/ifo/production/2020/05/14120000/mette-kjaer.jpg',
    );
  });

  it("keeps a featured content's own video", async () => {
    const [feature] = blocksOf(await themePage(), 'featured_content');

    expect(feature?.video).toEqual({
      url: 'https://images.bonnier.cloud/files/ifo/production/2022/01/28104112/saadan-vender-du-pandekagen.mp4',
      title: 'Sådan vender du pandekagen',
      caption: 'Video: Testkøkkenet',
      description: 'Testkøkkenets bedste tricks til luftige proteinpandekager.',
    });
    expect(feature?.teaser.id).toBe(36402);
  });
});

describe('a page widget of a type nothing renders', () => {
  it('is dropped, counted on every request and logged once', async () => {
    const first = await themePage();
    await themePage();

    expect(first.blocks.map((block) => block.type)).not.toContain('poll');
    expect(harness.metrics.shapeErrors).toEqual([
      { resource: 'page', field: 'block.poll' },
      { resource: 'page', field: 'block.poll' },
    ]);
    const logged = harness.warnings().filter((line) => line.type === 'poll');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      item: 'block',
      reason: 'unknown block type: nothing renders it',
    });
  });

  it('is published once as ContentShapeDropped for the admin overview', async () => {
    await themePage();
    await themePage();

    expect(bus.of('ContentShapeDropped')).toEqual([
      {
        type: 'ContentShapeDropped',
        siteId: harness.site.id,
        resource: 'page',
        field: 'block.poll',
        reason: 'unknown block type: nothing renders it',
        occurrences: 1,
      },
    ]);
  });
});
