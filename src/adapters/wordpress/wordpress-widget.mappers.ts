import type { z } from 'zod';
import type { Price, Widget } from '../../domain/content/content.types';
import { parseWith, type Parsed } from '../http-client/upstream-schema.reading';
import {
  imageWidgetSchema,
  leadParagraphSchema,
  textItemSchema,
  widgetBaseSchema,
} from './wordpress-composite.schemas';
import { embedFromCode } from './wordpress-embed.reading';
import { audioWidgetSchema, multimediaWidgetSchema } from './wordpress-media.schemas';
import { recipeWidgetSchema } from './wordpress-recipe.schemas';
import { mapTeasers } from './wordpress-teaser.mappers';
import {
  associatedCompositesSchema,
  calculatorSchema,
  fileWidgetSchema,
  gallerySchema,
  hotspotImageSchema,
  infoboxSchema,
  insertedCodeSchema,
  inventorySchema,
  linkWidgetSchema,
  materialGuideSchema,
  newsletterSchema,
  paragraphListSchema,
  productSchema,
  qbrickVideoSchema,
  type PriceField,
  quoteSchema,
  videoWidgetSchema,
} from './wordpress-widget.schemas';
import { mapImage, type MappingContext } from './wordpress.mappers';

/**
 * Body widgets of an article. The key comes from the widget's index in the upstream list (uuids
 * change between requests). A widget with broken fields is dropped and reported, unless it is
 * locked: a locked widget arrives with its content fields `null` and stays, as `unsupported`, so
 * the paywall still knows it is there. A type nothing renders is reported (logged once per
 * shape, counted as `widget.<type>`) and dropped; a locked one stays `unsupported` for the paywall.
 */
export function mapWidgets(items: readonly unknown[], context: MappingContext): Widget[] {
  const widgets: Widget[] = [];
  items.forEach((raw, index) => {
    const base = parseWith(widgetBaseSchema, raw);
    if (!base.ok) {
      context.dropped({ item: 'widget', index, reason: base.reason });
      return;
    }
    const { type, locked } = base.value;
    const key = `widget-${index}`;
    const widget = mapWidget({ type, raw, key, locked }, context);
    if (widget.ok) widgets.push(widget.value);
    else if (locked) widgets.push({ type: 'unsupported', widgetType: type, key, locked });
    else context.dropped({ item: 'widget', index, type, reason: widget.reason });
  });
  return widgets;
}

interface RawWidget {
  readonly type: string;
  readonly raw: unknown;
  readonly key: string;
  readonly locked: boolean;
}

/** Parses a widget's fields with `schema` and builds the widget from them. */
function read<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  build: (fields: z.output<S>) => Widget | null,
): Parsed<Widget> {
  const parsed = parseWith(schema, raw);
  if (!parsed.ok) return parsed;
  const widget = build(parsed.value);
  return widget === null ? { ok: false, reason: 'missing content' } : { ok: true, value: widget };
}

/**
 * Whether a video can be started at a second from its page (a SeekToAction in its JSON-LD). The
 * newer API says so in `enable_seek_to_action`; the content API's chapter form has no such
 * field, and there a video with chapters is one the page deep-links into second by second (its
 * chapters become Clips with such links, `video.structured-data.ts`), so seeking is enabled
 * exactly when it has chapters.
 */
function seekingEnabled(
  raw: unknown,
  fields: { readonly seekToAction: boolean; readonly clips: readonly unknown[] },
): boolean {
  const flagged =
    typeof raw === 'object' &&
    raw !== null &&
    'enable_seek_to_action' in raw &&
    raw.enable_seek_to_action != null;
  return flagged ? fields.seekToAction : fields.clips.length > 0;
}

function markdownOrNull(markdown: string | null, context: MappingContext): string | null {
  return markdown === null ? null : context.links.markdown(markdown);
}

/**
 * Inserted code is shown only as an embed of an allowed provider, rebuilt by us from the id in it
 * (ADR 22); any other markup is refused, so the widget is dropped and counted as a shape error.
 */
function insertedCode(raw: unknown, base: { key: string; locked: boolean }): Parsed<Widget> {
  const parsed = parseWith(insertedCodeSchema, raw);
  if (!parsed.ok) return parsed;
  const embed = embedFromCode(parsed.value.code);
  return embed === null
    ? { ok: false, reason: 'embed provider not allowed' }
    : { ok: true, value: { ...base, type: 'inserted_code', embed } };
}

function mapWidget(widget: RawWidget, context: MappingContext): Parsed<Widget> {
  const { raw } = widget;
  const base = { key: widget.key, locked: widget.locked };
  switch (widget.type) {
    case 'text_item':
      return read(textItemSchema, raw, ({ body }) => ({
        ...base,
        type: 'text_item',
        body: context.links.markdown(body),
      }));
    case 'image':
      return read(imageWidgetSchema, raw, (fields) => {
        const image = mapImage(fields.image);
        if (image === null) return null;
        return {
          ...base,
          type: 'image',
          image,
          link: context.links.href(fields.link),
          displayHint: fields.display_hint ?? 'inline',
        };
      });
    case 'lead_paragraph':
      return read(leadParagraphSchema, raw, ({ title, description, display_hint }) => ({
        ...base,
        type: 'lead_paragraph',
        title,
        description,
        displayHint: display_hint ?? 'default',
      }));
    case 'gallery':
      return read(gallerySchema, raw, (fields) => ({
        ...base,
        type: 'gallery',
        ...fields,
        description:
          fields.description === null ? null : context.links.markdown(fields.description),
      }));
    case 'video':
      return read(videoWidgetSchema, raw, (fields) => ({
        ...base,
        type: 'video',
        ...fields,
        seekToAction: seekingEnabled(raw, fields),
        clips: fields.clips.map((clip) => ({ ...clip, url: context.links.href(clip.url) })),
      }));
    case 'qbrick_video':
      return read(qbrickVideoSchema, raw, (fields) => ({
        ...base,
        type: 'qbrick_video',
        ...fields,
      }));
    case 'infobox':
      return read(infoboxSchema, raw, (fields) => ({
        ...base,
        type: 'infobox',
        ...fields,
        body: context.links.markdown(fields.body),
      }));
    case 'quote':
      return read(quoteSchema, raw, (fields) => ({ ...base, type: 'quote', ...fields }));
    case 'newsletter':
      return read(newsletterSchema, raw, (fields) => ({ ...base, type: 'newsletter', ...fields }));
    case 'product':
      return read(productSchema, raw, ({ price, ...product }) => ({
        ...base,
        type: 'product',
        product: {
          ...product,
          description:
            product.description === null ? null : context.links.markdown(product.description),
          price: marketPrice(price, context.currency),
          priceText: price.text,
        },
      }));
    case 'recipe':
      return read(recipeWidgetSchema, raw, (recipe) => ({ ...base, type: 'recipe', recipe }));
    case 'calculator':
      return read(calculatorSchema, raw, ({ calculator }) => ({
        ...base,
        type: 'calculator',
        calculator,
      }));
    case 'material_guide':
      return read(materialGuideSchema, raw, (fields) => ({
        ...base,
        type: 'material_guide',
        ...fields,
      }));
    case 'associated_composites':
      return read(associatedCompositesSchema, raw, (fields) => ({
        ...base,
        type: 'associated_composites',
        title: fields.title,
        displayHint: fields.display_hint ?? 'default',
        teasers: mapTeasers(fields.composites, context).filter(
          (teaser) => teaser.status !== 'draft',
        ),
      }));
    case 'inserted_code':
      return insertedCode(raw, base);
    case 'inventory':
      return read(inventorySchema, raw, (fields) => ({
        ...base,
        type: 'inventory',
        ...fields,
        description: markdownOrNull(fields.description, context),
      }));
    case 'paragraph_list':
      return read(paragraphListSchema, raw, (fields) => ({
        ...base,
        type: 'paragraph_list',
        ...fields,
        description: markdownOrNull(fields.description, context),
        videoUrl: context.links.href(fields.videoUrl),
        items: fields.items.map((item) => ({
          ...item,
          description: markdownOrNull(item.description, context),
          videoUrl: context.links.href(item.videoUrl),
        })),
      }));
    case 'hotspot_image':
      return read(hotspotImageSchema, raw, ({ image, ...fields }) =>
        image === null
          ? null
          : {
              ...base,
              type: 'hotspot_image',
              ...fields,
              image,
              description: markdownOrNull(fields.description, context),
              hotspots: fields.hotspots.map((spot) => ({
                ...spot,
                description: markdownOrNull(spot.description, context),
              })),
            },
      );
    case 'file':
      return read(fileWidgetSchema, raw, (fields) => ({ ...base, type: 'file', ...fields }));
    case 'link':
      return read(linkWidgetSchema, raw, (fields) => {
        const url = context.links.href(fields.url);
        return url === null ? null : { ...base, type: 'link', ...fields, url };
      });
    case 'audio':
      return read(audioWidgetSchema, raw, (fields) => ({ ...base, type: 'audio', ...fields }));
    case 'multimedia':
      return read(multimediaWidgetSchema, raw, (fields) =>
        fields === null
          ? null
          : {
              ...base,
              type: 'multimedia',
              ...fields,
              description:
                fields.description === null ? null : context.links.markdown(fields.description),
            },
      );
    case 'chapters_summary':
      // No fields (`ChaptersSummaryTransformer` answers `[]`): it lists the article's chapters.
      return { ok: true, value: { ...base, type: 'chapters_summary' } };
    default: {
      // Never silent: an unknown type is reported (logged once per shape, counted as
      // `widget.<type>`). An open one is dropped by `mapWidgets`; a locked one is reported here
      // and kept as `unsupported`, so the paywall still counts it.
      const reason = 'unknown widget type: nothing renders it';
      if (!widget.locked) return { ok: false, reason };
      const index = Number(widget.key.slice('widget-'.length));
      context.dropped({ item: 'widget', index, type: widget.type, reason });
      return { ok: true, value: { ...base, type: 'unsupported', widgetType: widget.type } };
    }
  }
}

/**
 * A product's price in a currency: `kr` and a bare amount are the market's own (`currency`); the
 * "about" word of the editor's text goes with it. No amount: no price (its text stays).
 */
export function marketPrice(price: PriceField, currency: string): Price | null {
  if (price.amount === null) return null;
  const code = price.currency === null || price.currency === 'kr' ? currency : price.currency;
  return price.qualifier === null
    ? { amount: price.amount, currency: code }
    : { amount: price.amount, currency: code, qualifier: price.qualifier };
}
