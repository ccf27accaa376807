/**
 * Composite body widgets, flat as upstream sends them (`ContentTransformer`):
 * `{ type, locked, stick_to_next, uuid, …fields }`, with a fresh `uuid` on every request.
 *
 * Locking is inconsistent upstream and the sandbox copies it exactly for a caller without the
 * content token: `text_item.body`, `quote.*`, `infobox.*`, `link.*`, `inserted_code.code` and the
 * image widget's `file` become `null`; a locked video nulls its scalars but keeps its chapters; a
 * locked gallery nulls only `images`; a locked `file` nulls its fields and sends `images: []`; a
 * locked `audio` nulls only `file`; a locked `multimedia` nulls every field;
 * `recipe`, `product`, `calculator`, `lead_paragraph`, `newsletter`, `material_guide` and
 * `associated_composites` arrive whole, and so do `inventory`, `paragraph_list` and
 * `hotspot_image` (their transformers never look at the lock). `locked: true` is the only
 * reliable signal. With the token, every widget arrives whole and still `locked: true`.
 */
import { randomUUID } from 'node:crypto';
import { DOWNLOAD_BUTTON_TEXT } from '../content/widget-labels';
import type {
  HotspotImageBlock,
  InventoryBlock,
  ParagraphListBlock,
  WidgetBlock,
} from '../content/widget-blocks.schema';
import { AUDIO_SECONDS } from '../images/audio-file.renderer';
import { pdfDocument } from '../images/pdf-file.renderer';
import { newsletterSourceCode } from '../store/page-records.builder';
import type { ArticleRecord, WidgetRecord } from '../store/site-model.types';
import { productFields } from './product-widget.serializer';
import { recipeFields } from './recipe-widget.serializer';
import { serializeTeasers } from './teaser.serializer';
import { qbrickVideoFields, videoFields } from './video-widget.serializer';
import {
  absoluteUrl,
  editorMarkdown,
  imageUrl,
  serializeImage,
  type Json,
  type SerializeContext,
} from './wp-shapes.serializer';

type BlockWidget = Extract<WidgetRecord, { type: 'block' }>;

function image(key: string | null, widget: BlockWidget, context: SerializeContext): Json | null {
  if (key === null) return null;
  const record = widget.images.get(key);
  return record === undefined ? null : serializeImage(record, context);
}

function fileFields(
  block: Extract<WidgetBlock, { type: 'file' }>,
  widget: BlockWidget,
  article: ArticleRecord,
  hidden: boolean,
  context: SerializeContext,
): Json {
  if (hidden) {
    return { title: null, description: null, file: null, images: [], download_button_text: null };
  }
  return {
    title: block.title,
    description: block.description,
    file: {
      id: article.id * 10 + 1,
      url: imageUrl(block.path, context),
      // The media library's title: the file name without its extension, not the editor's.
      title: block.path.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/, ''),
      description: block.description,
      caption: null,
      language: context.site.model.language,
      // Not in the 2022 code: the newer API's file size, which the download button shows.
      size: pdfDocument(block.path).length,
    },
    images: block.images.flatMap((key) => {
      const cover = image(key, widget, context);
      return cover === null ? [] : [cover];
    }),
    download_button_text: DOWNLOAD_BUTTON_TEXT[context.site.model.language],
  };
}

const markdownOrNull = (markdown: string | null, context: SerializeContext): string | null =>
  markdown === null ? null : editorMarkdown(markdown, context);

/**
 * `InventoryTransformer`, `ParagraphListTransformer` and `HotspotImageTransformer`: the same
 * fields locked or not, images as `ImageTransformer` writes them (`null` without one).
 */
function listFields(
  block: InventoryBlock | ParagraphListBlock | HotspotImageBlock,
  widget: BlockWidget,
  context: SerializeContext,
): Json {
  switch (block.type) {
    case 'inventory':
      return {
        title: block.title,
        description: markdownOrNull(block.description, context),
        items: block.items.map(([hint, key, value]) => ({ display_hint: hint, key, value })),
      };
    case 'paragraph_list':
      return {
        title: block.title,
        description: markdownOrNull(block.description, context),
        image: image(block.image, widget, context),
        video_url: null,
        collapsible: block.collapsible,
        show_numbers: block.showNumbers,
        display_hint: block.displayHint,
        items: block.items.map((item) => ({
          title: item.title,
          description: markdownOrNull(item.description, context),
          image: image(item.image, widget, context),
          video_url: null,
        })),
      };
    case 'hotspot_image':
      return {
        title: block.title,
        description: markdownOrNull(block.description, context),
        image: image(block.image, widget, context),
        display_hint: block.displayHint,
        hotspots: block.hotspots.map(([title, description, x, y]) => ({
          title,
          description: editorMarkdown(description, context),
          coordinates: { x, y },
        })),
      };
  }
}

/**
 * `audio` (`ContentAudioTransformer`): the editor's title, the attachment (`Root/AudioTransformer`),
 * an image and the length in whole minutes rounded up. Locked, only `file` is `null`.
 */
function audioFields(
  block: Extract<WidgetBlock, { type: 'audio' }>,
  widget: BlockWidget,
  article: ArticleRecord,
  hidden: boolean,
  context: SerializeContext,
): Json {
  return {
    title: block.title,
    file: hidden
      ? null
      : {
          id: article.id * 10 + 2,
          url: imageUrl(block.path, context),
          // The media library's title: the file name without its extension.
          title: block.path.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/, ''),
          description: null,
          caption: block.caption,
          language: context.site.model.language,
        },
    image: image(block.image, widget, context),
    duration: Math.ceil(AUDIO_SECONDS / 60),
  };
}

/** The fields of a widget written as a block, already cut as upstream cuts a locked one. */
function blockFields(
  widget: BlockWidget,
  article: ArticleRecord,
  hidden: boolean,
  context: SerializeContext,
): Json {
  const block = widget.block;
  const nullIfHidden = (fields: Json): Json =>
    hidden ? Object.fromEntries(Object.keys(fields).map((key) => [key, null])) : fields;
  switch (block.type) {
    case 'recipe':
      return recipeFields(block, image(block.image, widget, context), context);
    case 'product':
      return productFields(block, image(block.image, widget, context), context);
    case 'video':
      return videoFields(block, widget.images.get(block.thumbnail), article, hidden, context);
    case 'qbrick_video':
      return qbrickVideoFields(block, widget.images.get(block.thumbnail), hidden, context);
    case 'gallery':
      return {
        title: block.title,
        description: block.description ?? null,
        display_hint: block.slider === true ? 'slider' : 'default',
        images: hidden
          ? null
          : block.images.map(([key, description]) => ({
              title: null,
              description,
              image: image(key, widget, context),
              video_url: null,
            })),
      };
    case 'infobox':
      return nullIfHidden({
        title: block.title,
        body: editorMarkdown(block.body, context),
        image: null,
        display_hint: block.highlight === true ? 'highlight' : 'default',
      });
    case 'quote':
      return nullIfHidden({ quote: block.quote, author: block.author });
    case 'newsletter':
      return {
        title: block.title,
        description: block.description,
        source_code: newsletterSourceCode(context.site.model.idBase, 'article'),
        permission_text: block.permissionText,
      };
    case 'calculator':
      return { calculator: block.calculator };
    case 'material_guide':
      return { title: block.title, material_ids: block.materialIds };
    case 'associated_composites': {
      const articles = widget.articleIds.flatMap((id) => {
        const found = context.site.article(id);
        return found === undefined ? [] : [found];
      });
      return {
        title: block.title,
        composites: serializeTeasers(articles, context),
        display_hint: 'default',
      };
    }
    case 'inserted_code':
      return nullIfHidden({ code: block.code });
    case 'inventory':
    case 'paragraph_list':
    case 'hotspot_image':
      return listFields(block, widget, context);
    case 'file':
      return fileFields(block, widget, article, hidden, context);
    case 'link':
      return nullIfHidden({
        url: block.url,
        title: block.title,
        target: block.external ? '_blank' : '_self',
        display_hint: block.button ? 'button' : 'text',
      });
    case 'audio':
      return audioFields(block, widget, article, hidden, context);
    case 'multimedia':
      return nullIfHidden({
        title: block.title,
        description: editorMarkdown(block.description, context),
        image: image(block.image, widget, context),
        display_hint: block.model === undefined ? 'blueprint' : '3d',
        vectary_id: block.model?.id ?? null,
        vectary_url: block.model?.url ?? null,
      });
    case 'chapters_summary':
      // ChaptersSummaryTransformer answers `[]`: the envelope alone.
      return {};
  }
}

function imageWidgetFile(
  widget: Extract<WidgetRecord, { type: 'image' }>,
  context: SerializeContext,
): Json {
  const link = widget.link;
  return serializeImage(
    widget.image,
    context,
    link === null
      ? null
      : {
          title: widget.image.title,
          // Typed by an editor: absolute, on the site's own public host for its own pages.
          url: link.external ? link.url : absoluteUrl(link.url, context),
          rel: link.external ? 'nofollow' : 'follow',
          target: link.external ? '_blank' : '_self',
        },
  );
}

function widgetFields(
  widget: WidgetRecord,
  article: ArticleRecord,
  hidden: boolean,
  context: SerializeContext,
): Json {
  switch (widget.type) {
    case 'block':
      return blockFields(widget, article, hidden, context);
    case 'text_item':
      return { body: hidden ? null : editorMarkdown(widget.body, context) };
    case 'image':
      return {
        is_lead: false,
        file: hidden ? null : imageWidgetFile(widget, context),
        display_hint: 'default',
        video_url: null,
      };
    case 'lead_paragraph':
      return {
        title: widget.title,
        description: widget.description,
        display_hint: widget.displayHint ?? 'default',
      };
  }
}

function typeOf(widget: WidgetRecord): string {
  return widget.type === 'block' ? widget.block.type : widget.type;
}

/** The article's body; a picture followed by text sticks to it (`stick_to_next`). */
export function serializeWidgets(article: ArticleRecord, context: SerializeContext): Json[] {
  return article.widgets.map((widget, index) => {
    const next = article.widgets[index + 1];
    const hidden = widget.locked && context.unlocked !== true;
    return {
      type: typeOf(widget),
      locked: widget.locked,
      stick_to_next: widget.type === 'image' && next?.type === 'text_item',
      uuid: randomUUID(),
      ...widgetFields(widget, article, hidden, context),
    };
  });
}
