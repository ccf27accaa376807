import type { Page, PageBlock } from '../../domain/content/content.types';
import { mapTeaserList } from './wordpress-teaser.mappers';
import { teaserListSchema } from './wordpress-teaser.schemas';
import {
  bannerPlacementSchema,
  pageItemSchema,
  seoTextSchema,
  type WpPage,
} from './wordpress-page.schemas';
import { parseWith, type Parsed } from '../http-client/upstream-schema.reading';
import { mapTranslations, type MappingContext } from './wordpress.mappers';

export function mapPage(page: WpPage, context: MappingContext): Page {
  return {
    id: page.id,
    title: page.title,
    description: page.description,
    isFrontPage: page.is_front_page,
    canonicalUrl: page.canonical_url,
    translations: mapTranslations(page.translations),
    blocks: mapBlocks(page.contents, context),
  };
}

/**
 * Page content items `{ type, content: { data } }` → `PageBlock`s keyed by index. A broken item
 * is dropped and reported; a type the renderer does not know becomes `unsupported`.
 */
export function mapBlocks(items: readonly unknown[], context: MappingContext): PageBlock[] {
  const blocks: PageBlock[] = [];
  items.forEach((raw, index) => {
    const item = parseWith(pageItemSchema, raw);
    if (!item.ok) {
      context.dropped({ item: 'block', index, reason: item.reason });
      return;
    }
    const { type, content } = item.value;
    const block = mapBlock(type, content, `block-${index}`, context);
    if (block.ok) blocks.push(block.value);
    else context.dropped({ item: 'block', index, type, reason: block.reason });
  });
  return blocks;
}

function mapBlock(
  type: string,
  content: unknown,
  key: string,
  context: MappingContext,
): Parsed<PageBlock> {
  switch (type) {
    case 'teaser_list': {
      const parsed = parseWith(teaserListSchema, content);
      return parsed.ok
        ? { ok: true, value: { type, key, list: mapTeaserList(parsed.value, context) } }
        : parsed;
    }
    case 'seo_text': {
      const parsed = parseWith(seoTextSchema, content);
      return parsed.ok
        ? { ok: true, value: { type, key, title: parsed.value.title, body: parsed.value.body } }
        : parsed;
    }
    case 'banner_placement': {
      const parsed = parseWith(bannerPlacementSchema, content);
      return parsed.ok
        ? { ok: true, value: { type, key, position: parsed.value.position } }
        : parsed;
    }
    case 'newsletter':
      return { ok: true, value: { type, key } };
    default:
      return { ok: true, value: { type: 'unsupported', key, blockType: type } };
  }
}
