/**
 * The sandbox's inventory, paragraph list, hotspot image and embed widgets, in the shapes of
 * `InventoryTransformer`, `ParagraphListTransformer`, `HotspotImageTransformer` and
 * `InsertedCodeTransformer`, as the training-apps guide of every wom site sends them.
 */
import { describe, expect, it } from 'vitest';
import { serializeWidgets } from '../../../sandbox/api/widget.serializer';
import type { SerializeContext } from '../../../sandbox/api/wp-shapes.serializer';
import { SANDBOX_SITES } from '../../../sandbox/content/sandbox-sites';
import { SandboxStore } from '../../../sandbox/store/sandbox.store';
import type { ArticleRecord } from '../../../sandbox/store/site-model.types';
import { SITE_ORIGIN_TEMPLATE } from '../sandbox.harness';

const store = new SandboxStore(SANDBOX_SITES, SITE_ORIGIN_TEMPLATE);

type Wire = Record<string, unknown>;

function guide(siteId: string): { article: ArticleRecord; context: SerializeContext } {
  const site = store.site(siteId);
  const article = site?.publishedArticleWithKey('training-apps');
  if (site === undefined || article === undefined) throw new Error(`no training-apps on ${siteId}`);
  const context = {
    store,
    site,
    imageOrigin: 'http://images.test',
    apiBase: `http://api.test/${siteId}`,
    unlocked: false,
  };
  return { article, context };
}

function widgetOf(siteId: string, type: string, locked = false): Wire {
  const { article, context } = guide(siteId);
  const record = locked
    ? { ...article, widgets: article.widgets.map((widget) => ({ ...widget, locked: true })) }
    : article;
  const found = serializeWidgets(record, context).find((widget) => widget.type === type);
  if (found === undefined) throw new Error(`no ${type}`);
  return found;
}

/** The fields besides the fresh `uuid` and the `locked` flag. */
const strip = (wire: Wire): Wire =>
  Object.fromEntries(Object.entries(wire).filter(([key]) => key !== 'uuid' && key !== 'locked'));

describe('the training-apps guide of every wom site', () => {
  for (const siteId of ['wom-dk', 'wom-se', 'wom-no', 'wom-fi', 'wom-nl']) {
    it(`${siteId} sends an inventory, a paragraph list, a hotspot image and a YouTube embed`, () => {
      const { article, context } = guide(siteId);
      const types = serializeWidgets(article, context).map((widget) => widget.type);
      expect(types).toEqual(
        expect.arrayContaining(['inventory', 'paragraph_list', 'hotspot_image', 'inserted_code']),
      );
      expect(String(widgetOf(siteId, 'inserted_code').code)).toContain(
        'src="https://www.youtube.com/embed/',
      );
    });
  }
});

describe('list widgets on the wire', () => {
  it('write an inventory as title, description and {display_hint, key, value} rows', () => {
    const inventory = widgetOf('wom-dk', 'inventory');
    expect(Object.keys(strip(inventory))).toEqual([
      'type',
      'stick_to_next',
      'title',
      'description',
      'items',
    ]);
    expect(inventory.items).toContainEqual({
      display_hint: 'heading',
      key: 'Karakter',
      value: null,
    });
    expect(inventory.items).toContainEqual({
      display_hint: 'summary',
      key: 'Vores favorit',
      value: 'StrongLog',
    });
  });

  it('write a paragraph list with every field of ParagraphListTransformer and images as objects', () => {
    const list = widgetOf('wom-dk', 'paragraph_list');
    expect(Object.keys(strip(list))).toEqual([
      'type',
      'stick_to_next',
      'title',
      'description',
      'image',
      'video_url',
      'collapsible',
      'show_numbers',
      'display_hint',
      'items',
    ]);
    const items = list.items as Wire[];
    expect(Object.keys(items[0] ?? {})).toEqual(['title', 'description', 'image', 'video_url']);
    expect((items[0]?.image as Wire).url).toMatch(/^http:\/\/images\.test\//);
    expect(items[1]?.image).toBeNull();
  });

  it('write hotspots with coordinates as {x, y} fractions', () => {
    const hotspot = widgetOf('wom-dk', 'hotspot_image');
    expect(Object.keys(strip(hotspot))).toEqual([
      'type',
      'stick_to_next',
      'title',
      'description',
      'image',
      'display_hint',
      'hotspots',
    ]);
    expect((hotspot.hotspots as Wire[])[0]).toEqual({
      title: 'Øvelsen',
      description: 'Navnet på øvelsen og en kort video af bevægelsen.',
      coordinates: { x: 0.3, y: 0.28 },
    });
  });

  it('send the three whole when locked (their transformers ignore the lock), but null the code', () => {
    for (const type of ['inventory', 'paragraph_list', 'hotspot_image']) {
      expect(strip(widgetOf('wom-dk', type, true)), type).toEqual(strip(widgetOf('wom-dk', type)));
    }
    expect(widgetOf('wom-dk', 'inserted_code', true).code).toBeNull();
  });
});
