import { randomUUID } from 'node:crypto';
import type { WidgetBlock } from '../content/widget-blocks.types';
import { pdfDocument } from '../images/pdf-file.renderer';
import type { ArticleRecord, ImageRecord, WidgetRecord } from '../store/site-model.types';
import { serializeTeasers } from './teaser.serializer';
import {
  absoluteUrl,
  imageUrl,
  phpDate,
  serializeImage,
  type SerializeContext,
} from './wp-shapes.serializer';

type Json = Record<string, unknown>;

/** The images and articles a block refers to, resolved at start-up. */
interface Resolved {
  readonly images: ReadonlyMap<string, ImageRecord>;
  readonly articleIds: readonly number[];
  readonly article: ArticleRecord;
}

function image(key: string | null, resolved: Resolved, context: SerializeContext): Json | null {
  if (key === null) return null;
  const record = resolved.images.get(key);
  return record === undefined ? null : serializeImage(record, context);
}

function thumbnailUrl(key: string, resolved: Resolved, context: SerializeContext): string | null {
  const record = resolved.images.get(key);
  return record === undefined ? null : imageUrl(record.path, context);
}

function recipeFields(block: Extract<WidgetBlock, { type: 'recipe' }>): Json {
  return {
    category_label: block.categoryLabel,
    recipe_tags: block.tags,
    use_as_article_lead_image: false,
    show_meta_info_in_header_and_teaser: true,
    quantity: block.quantity,
    quantity_type: block.quantityType,
    preparation_time_min: block.preparation[0],
    preparation_time_unit: block.preparation[1],
    cooking_time_min: block.cooking[0],
    cooking_time_unit: block.cooking[1],
    total_time_min: block.total[0],
    total_time_unit: block.total[1],
    total_time_extra_info: block.totalExtra ?? null,
    ingredient_block_items: block.ingredients.map(([headline, items]) => ({
      headline,
      ingredient_items: items.map(([amount, unit, ingredient]) => ({ amount, unit, ingredient })),
    })),
    instructions_headline: block.instructionsHeadline,
    instructions: block.instructions,
    instructions_tip: block.tip ?? null,
    nutrients_headline: block.nutrientsHeadline,
    nutrient_items: block.nutrients.map(([nutrient, amount, unit]) => ({ nutrient, amount, unit })),
  };
}

/** The content fields of a block (all `null` when locked, see `lockedFields`). */
function blockFields(block: WidgetBlock, resolved: Resolved, context: SerializeContext): Json {
  switch (block.type) {
    case 'recipe':
      return {
        title: block.title,
        description: block.description,
        image: image(block.image, resolved, context),
        ...recipeFields(block),
      };
    case 'video': {
      const canonical = absoluteUrl(resolved.article.path, context);
      return {
        video_id: block.videoId,
        name: block.name,
        description: block.description,
        embed_url: `https://videos.example.com/embed/${block.videoId}`,
        content_url: `https://videos.example.com/media/${block.videoId}.mp4`,
        thumbnail_url: thumbnailUrl(block.thumbnail, resolved, context),
        upload_date: phpDate(`${block.uploaded}:00`, context),
        duration: block.duration,
        enable_seek_to_action: block.seekToAction,
        enable_clip_items: block.clips.length > 0,
        clip_items: block.clips.map(([title, start, end]) => ({
          title,
          start_offset: start,
          end_offset: end,
          url: `${canonical}?t=${start}`,
        })),
      };
    }
    case 'qbrick_video':
      return {
        video_id: block.videoId,
        name: block.name,
        description: block.description,
        embed_url: `https://play.qbrick.example/embed/${block.videoId}`,
        thumbnail_url: thumbnailUrl(block.thumbnail, resolved, context),
        upload_date: phpDate(`${block.uploaded}:00`, context),
        duration: block.duration,
      };
    case 'gallery':
      return {
        images: block.images.map(([key, description]) => ({
          description,
          image: image(key, resolved, context),
        })),
      };
    case 'infobox':
      return { title: block.title, body: block.body };
    case 'quote':
      return { quote: block.quote, author: block.author };
    case 'newsletter':
      return {
        title: block.title,
        description: block.description,
        source_code: `${context.site.model.id}-article`,
        permission_text: block.permissionText,
      };
    case 'product':
      return {
        title: block.title,
        description: block.description,
        image: image(block.image, resolved, context),
        rating: block.rating,
        max_rating: block.maxRating,
        pros_items: block.pros,
        cons_items: block.cons,
        price: block.price,
      };
    case 'calculator':
      return {};
    case 'material_guide':
      return { title: block.title, material_ids: block.materialIds };
    case 'associated_composites': {
      const articles = resolved.articleIds.flatMap((id) => {
        const article = context.site.article(id);
        return article === undefined ? [] : [article];
      });
      return { title: block.title, composites: { data: serializeTeasers(articles, context) } };
    }
    case 'inserted_code':
      return { code: block.code };
    case 'file':
      return {
        file: {
          id: resolved.article.id * 10 + 1,
          url: imageUrl(block.path, context),
          title: block.title,
          description: block.description,
          mime_type: 'application/pdf',
          size: pdfDocument(block.path).length,
        },
        images: block.images.flatMap((key) => {
          const cover = image(key, resolved, context);
          return cover === null ? [] : [cover];
        }),
      };
    case 'link':
      return {
        url: block.url,
        title: block.title,
        target: block.external ? '_blank' : '_self',
      };
  }
}

/** Layout fields, kept when the widget is locked. */
function layoutFields(block: WidgetBlock): Json {
  switch (block.type) {
    case 'gallery':
      return { title: block.title, display_hint: 'default' };
    case 'infobox':
      return { display_hint: block.highlight === true ? 'highlight' : 'default' };
    case 'calculator':
      return { calculator: block.calculator };
    case 'associated_composites':
      return { display_hint: 'default' };
    case 'link':
      return { display_hint: block.button ? 'button' : 'text' };
    default:
      return {};
  }
}

function lockedFields(fields: Json): Json {
  return Object.fromEntries(
    Object.keys(fields).map((key) => [key, key === 'images' ? [] : null] as const),
  );
}

function serializeBlock(
  widget: Extract<WidgetRecord, { type: 'block' }>,
  article: ArticleRecord,
  context: SerializeContext,
): Json {
  const block = widget.block;
  const resolved: Resolved = { images: widget.images, articleIds: widget.articleIds, article };
  const fields = blockFields(block, resolved, context);
  const hidden = widget.locked && context.unlocked !== true;
  const content = hidden ? lockedFields(fields) : fields;
  if (hidden && block.type === 'gallery') content.images = null;
  return {
    type: block.type,
    locked: widget.locked,
    uuid: randomUUID(),
    ...layoutFields(block),
    ...content,
  };
}

/** A flat body widget; uuids are fresh on every request (the real API's are not stable either). */
export function serializeWidget(
  widget: WidgetRecord,
  article: ArticleRecord,
  context: SerializeContext,
): Json {
  if (widget.type === 'block') return serializeBlock(widget, article, context);
  const base = { type: widget.type, locked: widget.locked, uuid: randomUUID() };
  const hidden = widget.locked && context.unlocked !== true;
  switch (widget.type) {
    case 'text_item':
      return { ...base, body: hidden ? null : widget.body };
    case 'image':
      return {
        ...base,
        image: hidden ? null : serializeImage(widget.image, context),
        link: null,
        display_hint: 'inline',
      };
    case 'lead_paragraph':
      return {
        ...base,
        title: hidden ? null : widget.title,
        description: hidden ? null : widget.description,
      };
  }
}
