import type { MenuItemRecord } from '../store/site-model.types';
import type { Json, SerializeContext } from './wp-shapes.serializer';

/**
 * A menu item (`MenuItemTransformer`): `id` is the linked object's id (a custom link's own),
 * `type` what it links to, `children` always an array. Links to categories, tags, pages and
 * articles are paths; a custom link is absolute as the editor typed it, on the site's own public
 * host when it points there.
 */
export function serializeMenuItem(item: MenuItemRecord, context: SerializeContext): Json {
  const url =
    item.type === 'custom' && item.url.startsWith('/')
      ? `${context.site.model.origin}${item.url}`
      : item.url;
  return {
    id: item.id,
    url,
    title: item.title,
    target: item.external ? '_blank' : null,
    class: item.className,
    link_relationship: item.external ? 'noopener' : null,
    description: item.description,
    type: item.type,
    children: item.children.map((child) => serializeMenuItem(child, context)),
  };
}

export function serializeMenu(
  items: readonly MenuItemRecord[],
  context: SerializeContext,
): { data: Json[] } {
  return { data: items.map((item) => serializeMenuItem(item, context)) };
}
