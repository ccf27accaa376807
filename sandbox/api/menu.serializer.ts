import type { MenuItemRecord } from '../store/site-model.types';
import type { Json, SerializeContext } from './wp-shapes.serializer';

/**
 * What an item links to as it is now: its current name (and a page's description), or `null`
 * when the article or page is no longer published (WordPress drops such items from the menu).
 */
function linked(
  item: MenuItemRecord,
  context: SerializeContext,
): { title: string; description: string | null } | null {
  const site = context.site;
  const own = { title: item.title, description: item.description };
  switch (item.type) {
    case 'category':
      return { ...own, title: site.category(item.id)?.name ?? item.title };
    case 'post_tag':
      return { ...own, title: site.tag(item.id)?.name ?? item.title };
    case 'page': {
      const page = site.publishedPage(item.id);
      return page === undefined ? null : { title: page.title, description: page.description };
    }
    case 'contenthub_composite': {
      const article = site.publishedArticle(item.id);
      return article === undefined ? null : { ...own, title: article.postTitle };
    }
    case 'custom':
      return own;
  }
}

/**
 * A menu item (`MenuItemTransformer`): `id` is the linked object's id (a custom link's own),
 * `type` what it links to, `children` always an array. Links to categories, tags, pages and
 * articles are paths; a custom link is absolute as the editor typed it, on the site's own public
 * host when it points there. The title is the linked object's current name unless an editor gave
 * the item its own; items of unpublished or deleted articles and pages are left out.
 */
export function serializeMenuItem(item: MenuItemRecord, context: SerializeContext): Json | null {
  const target = linked(item, context);
  if (target === null) return null;
  const url =
    item.type === 'custom' && item.url.startsWith('/')
      ? `${context.site.model.origin}${item.url}`
      : item.url;
  return {
    id: item.id,
    url,
    title: item.ownTitle ? item.title : target.title,
    target: item.external ? '_blank' : null,
    class: item.className,
    link_relationship: item.external ? 'noopener' : null,
    description: target.description,
    type: item.type,
    children: serializeMenuItems(item.children, context),
  };
}

function serializeMenuItems(items: readonly MenuItemRecord[], context: SerializeContext): Json[] {
  return items.flatMap((item) => {
    const serialized = serializeMenuItem(item, context);
    return serialized === null ? [] : [serialized];
  });
}

export function serializeMenu(
  items: readonly MenuItemRecord[],
  context: SerializeContext,
): { data: Json[] } {
  return { data: serializeMenuItems(items, context) };
}
