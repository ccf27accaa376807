import type { Widget } from '../../domain/content/content.types';
import {
  imageWidgetSchema,
  leadParagraphSchema,
  textItemSchema,
  widgetBaseSchema,
} from './wordpress-composite.schemas';
import { parseWith, type Parsed } from '../http-client/upstream-schema.reading';
import { mapImage, type MappingContext } from './wordpress.mappers';

/**
 * Body widgets of an article. The key comes from the widget's index in the upstream list (uuids
 * change between requests). A widget with broken fields is dropped and reported, unless it is
 * locked: a locked widget arrives with its content fields `null` and stays, as `unsupported`, so
 * the paywall still knows it is there. Types the renderer does not know become `unsupported`.
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
    const widget = mapWidget(type, raw, key, locked);
    if (widget.ok) widgets.push(widget.value);
    else if (locked) widgets.push({ type: 'unsupported', widgetType: type, key, locked });
    else context.dropped({ item: 'widget', index, type, reason: widget.reason });
  });
  return widgets;
}

function mapWidget(type: string, raw: unknown, key: string, locked: boolean): Parsed<Widget> {
  switch (type) {
    case 'text_item': {
      const parsed = parseWith(textItemSchema, raw);
      return parsed.ok
        ? { ok: true, value: { type, key, locked, body: parsed.value.body } }
        : parsed;
    }
    case 'image': {
      const parsed = parseWith(imageWidgetSchema, raw);
      if (!parsed.ok) return parsed;
      const image = mapImage(parsed.value.image);
      if (image === null) return { ok: false, reason: 'image: missing' };
      return { ok: true, value: { type, key, locked, image, link: parsed.value.link } };
    }
    case 'lead_paragraph': {
      const parsed = parseWith(leadParagraphSchema, raw);
      return parsed.ok
        ? {
            ok: true,
            value: {
              type,
              key,
              locked,
              title: parsed.value.title,
              description: parsed.value.description,
            },
          }
        : parsed;
    }
    default:
      return { ok: true, value: { type: 'unsupported', widgetType: type, key, locked } };
  }
}
