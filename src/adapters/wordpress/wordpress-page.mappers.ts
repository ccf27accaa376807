import type { ExternalLink, Page, PageBlock, PageVideo } from '../../domain/content/content.types';
import { parseWith, type Parsed } from '../http-client/upstream-schema.reading';
import {
  authorOverviewSchema,
  bannerPlacementSchema,
  commercialSpotSchema,
  featuredContentSchema,
  pageItemSchema,
  pageNewsletterSchema,
  quoteTeaserSchema,
  seoTextSchema,
  taxonomyListSchema,
  taxonomyTermSchema,
  type WpNativeVideo,
  type WpPage,
} from './wordpress-page.schemas';
import { mapAuthor, requiredText } from './wordpress-article.mappers';
import { authorSchema } from './wordpress-composite.schemas';
import { mapTeaser, mapTeaserList } from './wordpress-teaser.mappers';
import { teaserListSchema, teaserSchema } from './wordpress-teaser.schemas';
import { keepValid, mapImage, mapTranslations, type MappingContext } from './wordpress.mappers';

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
 * Page content items `{ type, content: { data } }` → `PageBlock`s keyed by index. A broken item,
 * or one of a type the renderer does not know, is dropped and reported (logged once per shape,
 * counted as `block.<type>`): a new widget upstream is never silently missing from a page.
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
        video: mapVideo(feature.value.video),
      });
    }
    case 'quote_teaser': {
      const quote = parseWith(quoteTeaserSchema, content);
      if (!quote.ok) return quote;
      const { link, link_label: label, composite } = quote.value;
      return parsed({
        type,
        key,
        quote: quote.value.quote.trim(),
        author: quote.value.author,
        teaser: quotedArticle(composite, context),
        link: mapEditorLink(
          link === null ? null : { url: link, title: label, rel: null, target: null },
          context,
        ),
      });
    }
    case 'taxonomy_teaser_list': {
      const list = parseWith(taxonomyListSchema, content);
      if (!list.ok) return list;
      const { title, description, image, label } = list.value;
      return parsed({
        type,
        key,
        title,
        description: description === null ? null : context.links.markdown(description),
        image: mapImage(image),
        label,
        displayHint: list.value.display_hint ?? 'default',
        terms: keepValid(list.value.taxonomy_list, taxonomyTermSchema, 'taxonomy-term', context)
          // A bookkeeping tag stays out of the reader's sight, as on articles.
          .filter((term) => !term.internal)
          .flatMap((term) => {
            const url = context.links.href(term.url);
            return url === null ? [] : [{ id: term.id, name: term.name.trim(), url }];
          }),
      });
    }
    case 'author_overview': {
      const overview = parseWith(authorOverviewSchema, content);
      if (!overview.ok) return overview;
      const description = overview.value.editors_description;
      return parsed({
        type,
        key,
        description: description === null ? null : context.links.markdown(description),
        authors: keepValid(overview.value.authors, authorSchema, 'author', context).map((author) =>
          mapAuthor(author, context),
        ),
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
      return { ok: false, reason: 'unknown block type: nothing renders it' };
  }
}

/**
 * A featured video's file. Its URL is where the media library keeps it (an uploads or video
 * host): kept as written, never rewritten to a page path of the site; one that is not a safe
 * http(s) URL or path is none.
 */
function mapVideo(video: WpNativeVideo): PageVideo | null {
  if (video === null) return null;
  const url = video.url.trim();
  const playable = /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
  if (!playable) return null;
  return { url, title: video.title, caption: video.caption, description: video.description };
}

/** The article a quote leads to (a bare teaser object); a draft or broken one is none. */
function quotedArticle(composite: unknown, context: MappingContext) {
  if (composite == null) return null;
  const teaser = parseWith(teaserSchema, composite);
  if (!teaser.ok) {
    context.dropped({ item: 'quote-teaser', index: 0, reason: `composite.${teaser.reason}` });
    return null;
  }
  return teaser.value.status === 'draft' ? null : mapTeaser(teaser.value, context);
}
