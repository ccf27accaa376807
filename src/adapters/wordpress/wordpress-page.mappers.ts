import type { ExternalLink, Page, PageBlock } from '../../domain/content/content.types';
import { parseWith, type Parsed } from '../http-client/upstream-schema.reading';
import {
  bannerPlacementSchema,
  commercialSpotSchema,
  featuredContentSchema,
  pageItemSchema,
  pageNewsletterSchema,
  seoTextSchema,
  type WpPage,
} from './wordpress-page.schemas';
import { requiredText } from './wordpress-article.mappers';
import { mapTeaser, mapTeaserList } from './wordpress-teaser.mappers';
import { teaserListSchema, teaserSchema } from './wordpress-teaser.schemas';
import { mapImage, mapTranslations, type MappingContext } from './wordpress.mappers';

export function mapPage(page: WpPage, context: MappingContext): Page {
  return {
    id: page.id,
    title: requiredText(page.title, 'title', context),
    description: page.description,
    body: page.content === null ? null : context.links.markdown(page.content),
    isFrontPage: page.is_front_page,
    canonicalUrl: context.links.canonical(page.canonical_url),
    translations: mapTranslations(page.translations, context),
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

/** An editor-typed link: to the site itself it becomes a path, elsewhere it stays absolute. */
export function mapEditorLink(
  link: { url: string; title: string | null; rel: string | null; target: string | null } | null,
  context: MappingContext,
): ExternalLink | null {
  const url = context.links.href(link?.url);
  if (link === null || url === null) return null;
  return { url, title: link.title, rel: link.rel, target: link.target };
}

function parsed<T>(value: T): Parsed<T> {
  return { ok: true, value };
}

function mapBlock(
  type: string,
  content: unknown,
  key: string,
  context: MappingContext,
): Parsed<PageBlock> {
  switch (type) {
    case 'teaser_list': {
      const list = parseWith(teaserListSchema, content);
      return list.ok ? parsed({ type, key, list: mapTeaserList(list.value, context) }) : list;
    }
    case 'featured_content': {
      const feature = parseWith(featuredContentSchema, content);
      if (!feature.ok) return feature;
      const teaser = parseWith(teaserSchema, feature.value.teaser.data);
      if (!teaser.ok) return { ok: false, reason: `teaser.data.${teaser.reason}` };
      if (teaser.value.status === 'draft') return { ok: false, reason: 'a draft teaser' };
      const featured = mapTeaser(teaser.value, context);
      if (featured === null) return { ok: false, reason: 'teaser.data.link: not a followable URL' };
      return parsed({
        type,
        key,
        label: feature.value.label,
        displayHint: feature.value.display_hint ?? 'default',
        teaser: featured,
        image: mapImage(feature.value.image),
      });
    }
    case 'commercial_spot': {
      const spot = parseWith(commercialSpotSchema, content);
      if (!spot.ok) return spot;
      const { title, description, image, link, label } = spot.value;
      return parsed({
        type,
        key,
        spot: {
          title,
          description,
          image: mapImage(image),
          link: mapEditorLink(link, context),
          label,
          displayHint: spot.value.display_hint ?? 'default',
        },
      });
    }
    case 'seo_text': {
      const seo = parseWith(seoTextSchema, content);
      if (!seo.ok) return seo;
      const { title, description, body, image, image_position, link } = seo.value;
      const editorLink =
        link === null
          ? null
          : {
              ...link,
              target: link.target ?? seo.value.link_target,
              rel: link.rel ?? seo.value.link_rel,
            };
      return parsed({
        type,
        key,
        title,
        body: context.links.markdown(description ?? body ?? ''),
        image: mapImage(image),
        imagePosition: image_position ?? 'after',
        link: mapEditorLink(editorLink, context),
      });
    }
    case 'banner_placement':
      return parsed({ type, key, position: bannerPlacementSchema.parse(content) });
    case 'newsletter': {
      const newsletter = pageNewsletterSchema.safeParse(content ?? {});
      return parsed({
        type,
        key,
        sourceCode: newsletter.success ? newsletter.data.source_code : null,
        permissionText: newsletter.success ? newsletter.data.permission_text : null,
      });
    }
    default:
      return parsed({ type: 'unsupported', key, blockType: type });
  }
}
